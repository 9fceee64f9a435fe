"""Stop 54, review: the product just priced took over too much, and «y otro para …» took too much too.

- At the florist's, after «¿cuánto cuesta el ramo de rosas?», a group word took the rose bouquet even
  when the customer asked for another one: «quiero otro ramo» answered «Apunto: 1 × Ramo de rosas»
  (before this stop: «¿Qué ramo quieres?»), «vale, pero un ramo más barato» gave only «Ramo de rosas:
  35,00 €». Now a group word takes the one just priced only when bare («el / un / ese ramo»): with
  «otro / outro», «distinto», «diferente», «más barato / caro» or «sin» the group is asked about, as
  before («¿Qué ramo quieres?», both prices).
- At the workshop, «¿cuánto cuesta arreglar un pinchazo?», «¿incluye la cámara?» made the repair the
  thing talked about for every follow-up: «vale, ponme una» started the repair's appointment, «¿y
  cuánto cuesta?» gave the repair's price. Now the part is the one talked about last (the repair the
  one before it): a count («ponme una», «pon unha», «ponme dos») or a question is of the part
  («1 × Cámara 700x28. Total 7,00 €», «Cámara 700x28: 7,00 €»); a day or time alone («vale, para el
  lunes a las 6») or a «cita» is still the repair's appointment.
- At the bakery, with «2 croissants para mañana a las 10» held, «y otro para un día después» made 3 ×
  and moved the order, «y otro para una hora más tarde» made 3 × and dropped the time, «y otro para mi
  hermano el jueves» made 3 × and «Cambio la recogida al jueves»; «y otro para el jueves» (and at the
  bookshop «quiero el atlas para el lunes a las 11», «y otro para el jueves») moved the whole order.
  Now one more for another day or time is said to go in another order («Un pedido es para un día:
  apunto el del domingo 1 de noviembre. Lo del jueves 5 de noviembre va en otro pedido…», «Un pedido
  es para una hora: apunto el de las 10:00. Lo de las 11:00 va en otro pedido…»), the order held as it
  was. «y otro para mi hermano», «e outro pra o meu irmán», «y otro para una amiga», «y uno más para
  regalar» still add one.
In Spanish and Galician, with and without accents."""
import pytest

from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in ((c.state or {}).get("order") or {}).get("lines") or []]


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


# ---- a group word after one of it was priced: bare, that one; «otro», «más barato», the group ----------


@pytest.mark.parametrize("asked, another, question", [
    ("¿cuánto cuesta el ramo de rosas?", "quiero otro ramo", "¿Qué ramo quieres?"),
    ("cuanto cuesta el ramo de rosas", "quiero un ramo distinto", "¿Qué ramo quieres?"),
    ("cuanto cuesta el ramo de rosas?", "pues otro ramo diferente", "¿Qué ramo quieres?"),
    ("canto custa o ramo de rosas?", "quero outro ramo", "¿Que ramo queres?"),
    ("canto custa o ramo de rosas?", "quero un ramo distinto", "¿Que ramo queres?"),
])
def test_another_of_the_group_asks_which(asked, another, question):
    c = chat("floristeria")
    c.say(asked)
    t = c.say(another)
    assert question in t.text
    assert "Apunto" not in t.text
    assert _lines(c) == []


@pytest.mark.parametrize("asked, cheaper, prices", [
    ("¿cuánto cuesta el ramo de rosas?", "vale, pero un ramo más barato",
     ("Ramo de rosas: 35,00 €", "Ramo de temporada: 28,00 €")),
    ("cuanto cuesta el ramo de rosas?", "y un ramo mas caro?",
     ("Ramo de rosas: 35,00 €", "Ramo de temporada: 28,00 €")),
    ("canto custa o ramo de rosas?", "vale, pero un ramo máis barato",
     ("Ramo de rosas: 35,00 €", "Ramo de tempada: 28,00 €")),
    ("canto custa o ramo de rosas?", "e un ramo mais barato?",
     ("Ramo de rosas: 35,00 €", "Ramo de tempada: 28,00 €")),
])
def test_a_cheaper_one_of_the_group_prices_the_group(asked, cheaper, prices):
    c = chat("floristeria")
    c.say(asked)
    t = c.say(cheaper)
    assert all(price in t.text for price in prices)
    assert _lines(c) == []


def test_one_without_the_thing_priced_does_not_take_it():
    c = chat("floristeria")
    c.say("cuanto cuesta el ramo de rosas?")
    t = c.say("vale, quiero un ramo sin rosas")
    assert "Ramo de rosas. Total" not in t.text
    assert _lines(c) == []


@pytest.mark.parametrize("first, asked, another, question", [
    ("quiero un jarron para el lunes a las 11", "cuanto cuesta el ramo de rosas?", "vale, añade otro ramo",
     "¿Qué ramo quieres?"),
    ("quero un xarrón para o luns ás 11", "canto custa o ramo de rosas?", "vale, engade outro ramo",
     "¿Que ramo queres?"),
])
def test_another_of_the_group_mid_order_asks_which(first, asked, another, question):
    c = chat("floristeria")
    c.say(first)
    c.say(asked)
    t = c.say(another)
    assert question in t.text
    assert _lines(c) == [("jarron", 1)]


@pytest.mark.parametrize("asked, taken, text", [
    ("¿cuánto cuesta el ramo de rosas?", "quiero un ramo", "Apunto: 1 × Ramo de rosas. Total 35,00 €"),
    ("cuanto cuesta el ramo de rosas?", "vale, el ramo para el lunes a las 11", "1 × Ramo de rosas. Total 35,00 €"),
    ("cuanto cuesta el ramo de rosas?", "vale, ese ramo para el lunes a las 11", "1 × Ramo de rosas. Total 35,00 €"),
    ("cuanto cuesta el ramo de rosas?", "quiero otro ramo igual", "1 × Ramo de rosas. Total 35,00 €"),
    ("canto custa o ramo de rosas?", "vale, quero o ramo", "Apunto: 1 × Ramo de rosas. Total 35,00 €"),
])
def test_a_bare_group_word_still_takes_the_one_priced(asked, taken, text):
    c = chat("floristeria")
    c.say(asked)
    t = c.say(taken)
    assert text in t.text
    assert "Qué ramo" not in t.text
    assert _lines(c) == [("ramo-rosas", 1)]


def test_a_bare_group_word_mid_order_still_adds_the_one_priced():
    c = chat("floristeria")
    t = c.say_all("quiero un jarron para el lunes a las 11", "cuanto cuesta el ramo de rosas?", "vale, añade un ramo")
    assert "1 × Jarrón de cristal y 1 × Ramo de rosas. Total 50,00 €" in t.text
    assert _lines(c) == [("jarron", 1), ("ramo-rosas", 1)]


# ---- a part a service includes: a count or a question is the part's, a day the service's -----------------


@pytest.mark.parametrize("asked, included, taken, text, lines", [
    ("¿Cuánto cuesta arreglar un pinchazo?", "¿Incluye la cámara?", "vale, ponme una",
     "Apunto: 1 × Cámara 700x28. Total 7,00 €", [("camara", 1)]),
    ("cuanto cuesta arreglar un pinchazo?", "incluye la camara?", "ponme dos",
     "Apunto: 2 × Cámara 700x28. Total 14,00 €", [("camara", 2)]),
    ("cuanto cuesta arreglar un pinchazo?", "la camara va incluida?", "vale, la quiero",
     "Apunto: 1 × Cámara 700x28. Total 7,00 €", [("camara", 1)]),
    ("canto custa arranxar un pinchazo?", "inclúe a cámara?", "vale, pon unha",
     "Apunto: 1 × Cámara 700x28. Total 7,00 €", [("camara", 1)]),
    ("canto custa arranxar un pinchazo?", "inclue a camara?", "pon duas",
     "Apunto: 2 × Cámara 700x28. Total 14,00 €", [("camara", 2)]),
])
def test_a_count_after_the_part_takes_the_part(asked, included, taken, text, lines):
    c = chat("taller")
    c.say(asked)
    c.say(included)
    t = c.say(taken)
    assert text in t.text
    assert _lines(c) == lines
    assert not _booking(c).get("services")
    assert "pinchazo" not in t.text


@pytest.mark.parametrize("asked, included, price_asked", [
    ("¿Cuánto cuesta arreglar un pinchazo?", "¿Incluye la cámara?", "¿y cuánto cuesta?"),
    ("cuanto cuesta arreglar un pinchazo?", "incluye la camara?", "y cuanto vale?"),
    ("canto custa arranxar un pinchazo?", "inclúe a cámara?", "e canto custa?"),
])
def test_the_price_after_the_part_is_the_parts(asked, included, price_asked):
    c = chat("taller")
    c.say(asked)
    c.say(included)
    t = c.say(price_asked)
    assert "Cámara 700x28: 7,00 €" in t.text
    assert "12,00 €" not in t.text


@pytest.mark.parametrize("said, text", [
    (("cuanto cuesta arreglar un pinchazo?", "incluye la camara?", "vale, el lunes a las 6"),
     "reparar pinchazo el lunes 2 de noviembre a las 18:00. Total 12,00 €"),
    (("cuanto cuesta arreglar un pinchazo?", "incluye la camara?", "abris el lunes?", "vale, para el lunes a las 6"),
     "reparar pinchazo el lunes 2 de noviembre a las 18:00. Total 12,00 €"),
    (("canto custa arranxar un pinchazo?", "inclúe a cámara?", "vale, o luns ás 6"),
     "reparar furado o luns 2 de novembro ás 18:00. Total 12,00 €"),
])
def test_a_day_after_the_part_is_still_the_services(said, text):
    c = chat("taller")
    t = c.say_all(*said)
    assert text in t.text
    assert _booking(c).get("services") == ["pinchazo"]
    assert _lines(c) == []


# ---- «y otro para …»: who it is for rides along; another day or time is another order ------------------

BAKERY_HELD = "2 croissants para mañana a las 10"
BAKERY_HELD_GL = "2 croissants para mañá ás 10"
OTHER_DAY = {"es": "Un pedido es para un día: apunto el del domingo 1 de noviembre. Lo del {other} va en otro pedido",
             "gl": "Un pedido é para un día: apunto o do domingo 1 de novembro. O do {other} vai noutro pedido"}


@pytest.mark.parametrize("held, more, lang, other", [
    (BAKERY_HELD, "y otro para el jueves", "es", "jueves 5 de noviembre"),
    (BAKERY_HELD, "y otro para mi hermano el jueves", "es", "jueves 5 de noviembre"),
    (BAKERY_HELD, "y otro para un día después", "es", "lunes 2 de noviembre"),
    (BAKERY_HELD, "y una mas para el jueves", "es", "jueves 5 de noviembre"),
    (BAKERY_HELD_GL, "e outro pro xoves", "gl", "xoves 5 de novembro"),
    (BAKERY_HELD_GL, "e outro pra o meu irmán o xoves", "gl", "xoves 5 de novembro"),
])
def test_one_more_for_another_day_goes_in_another_order(held, more, lang, other):
    c = chat()
    c.say(held)
    t = c.say(more)
    assert OTHER_DAY[lang].format(other=other) in t.text
    assert "Cambio la recogida" not in t.text and "Cambio a recollida" not in t.text
    assert _lines(c) == [("croissant", 2)]
    assert c.order["ymd"] == "2026-11-01" and c.order["min"] == 600


@pytest.mark.parametrize("more, other", [
    ("y otro para una hora más tarde", "11:00"),
    ("y otro para una hora mas tarde", "11:00"),
    ("y otro a las 12", "12:00"),
    ("y una más a las 12", "12:00"),
])
def test_one_more_for_another_time_goes_in_another_order(more, other):
    c = chat()
    c.say(BAKERY_HELD)
    t = c.say(more)
    assert f"Un pedido es para una hora: apunto el de las 10:00. Lo de las {other} va en otro pedido" in t.text
    assert _lines(c) == [("croissant", 2)]
    assert c.order["min"] == 600


def test_one_more_for_another_time_in_galician():
    c = chat()
    c.say(BAKERY_HELD_GL)
    t = c.say("e outro pra unha hora máis tarde")
    assert "Un pedido é para unha hora: apunto o das 10:00. O das 11:00 vai noutro pedido" in t.text
    assert _lines(c) == [("croissant", 2)]


@pytest.mark.parametrize("held, more, text", [
    ("quiero el atlas para el lunes a las 11", "y otro para el jueves",
     "Un pedido es para un día: apunto el del lunes 2 de noviembre. Lo del jueves 5 de noviembre va en otro pedido"),
    ("quero o atlas para o luns ás 11", "e outro pro xoves",
     "Un pedido é para un día: apunto o do luns 2 de novembro. O do xoves 5 de novembro vai noutro pedido"),
])
def test_one_more_book_for_another_day_leaves_the_held_one(held, more, text):
    c = chat("libreria")
    c.say(held)
    t = c.say(more)
    assert text in t.text
    assert _lines(c) == [("atlas-ceo", 1)]
    assert c.order["ymd"] == "2026-11-02" and c.order["min"] == 660


@pytest.mark.parametrize("held, more", [
    (BAKERY_HELD, "y otro para mi hermano"),
    (BAKERY_HELD, "y otro para nuestro sobrino"),
    (BAKERY_HELD, "y uno más para regalar"),
    (BAKERY_HELD, "y otro para una amiga"),
    (BAKERY_HELD_GL, "e outro pra unha amiga"),
    (BAKERY_HELD_GL, "e outro pra o meu irmán"),
    (BAKERY_HELD_GL, "e unha máis pra a miña veciña"),
])
def test_one_more_for_someone_still_adds_one(held, more):
    c = chat()
    c.say(held)
    t = c.say(more)
    assert "3 × Croissant de mantequilla" in t.text
    assert _lines(c) == [("croissant", 3)]
    assert c.order["ymd"] == "2026-11-01" and c.order["min"] == 600


@pytest.mark.parametrize("change, text", [
    ("mejor para el jueves", "Cambio la recogida al jueves 5 de noviembre a las 10:00."),
    ("mejor una hora más tarde", "Cambio la recogida al domingo 1 de noviembre a las 11:00."),
    ("a las 12 también me vale", "Cambio la recogida al domingo 1 de noviembre a las 12:00."),
])
def test_a_change_of_day_or_time_still_moves_the_order(change, text):
    c = chat()
    c.say(BAKERY_HELD)
    t = c.say(change)
    assert text in t.text
    assert _lines(c) == [("croissant", 2)]
