"""Stop 54, «vale…», «y otro», «añádela» after a second question, or while the name is asked. The
customer asked about two things, then took one, or added one more of what is held, and the engine
attached it to the wrong thing, forgot it or read it as a bad name:

- at the bike shop, «¿cuánto cuesta arreglar un pinchazo?», «¿incluye la cámara?», «vale, para el
  lunes a las 6» ordered «1 × Cámara 700x28. Total 7,00 €»: the part the repair includes was taken
  for the thing wanted. «vale, pues cita para el lunes a las 6» (and «¿cuánto cuesta el ajuste de
  frenos?», «¿y las pastillas?», «vale, cita para el martes a las 10») asked «¿Qué servicio quieres?»;
- at the bookshop, after the prices of the atlas and the guide, «vale, me llevo el primero» asked
  «¿Qué te preparo?»; at the florist's, after the price of the rose bouquet (and of the vase), «vale, el
  ramo para el lunes a las 11» asked «¿Qué ramo quieres?» though only one ramo was talked about;
- with the name asked, «y otro para mi sobrino», «y uno más para regalar», «y otra para mi vecina»
  answered «Necesito un nombre…» and kept one;
- mid-order, after the price of something else, «vale, añádela», «pues uno también», «añade dos» added
  nothing («Necesito un nombre…»), and with no order open «pónmela también» went to a person.

Now the question about what a service includes leaves the service the thing talked about (the
appointment is booked: «reparar pinchazo el lunes 2 de noviembre a las 18:00. Total 12,00 €»); a «cita»
after a service's price and a part's is for the service; «el primero / la segunda / o primeiro» after
two prices takes that one; a group word («el ramo») after the price of one of its products takes that
one; «y otro/otra/outro/unha máis (para X)» adds one more of the held line; and «añádela», «engádea»,
«pues uno también», «añade dos», «pónmela también» add the product just priced (as many as said) or
start the order with it. In Spanish and Galician, with and without accents. Left as they were: a real
name while the name is asked («Otero», «Ana Otero»), «y otro día» (a day), «añade una nota que diga…»
(a note), «vale, ponmelo» at the note step, «ponme una también» at the bakery, a question about the
whole group («¿qué ramos tenéis?») and a plain «vale» after one price."""
import pytest

from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


def _booking(c) -> dict:
    return c.state.get("booking") or {}


# ---- what a service includes leaves the service the thing talked about ---------------------------------


@pytest.mark.parametrize("asked, included, taken, text", [
    ("cuanto cuesta arreglar un pinchazo?", "incluye la camara?", "vale, para el lunes a las 6",
     "reparar pinchazo el lunes 2 de noviembre a las 18:00. Total 12,00 €"),
    ("¿Cuánto cuesta arreglar un pinchazo?", "¿Incluye la cámara?", "vale, pues cita para el lunes a las 6",
     "reparar pinchazo el lunes 2 de noviembre a las 18:00. Total 12,00 €"),
    ("cuanto cuesta arreglar un pinchazo?", "la camara va incluida?", "ok para el lunes a las 6",
     "reparar pinchazo el lunes 2 de noviembre a las 18:00. Total 12,00 €"),
    ("canto custa arranxar un pinchazo?", "inclúe a cámara?", "vale, para o luns ás 6",
     "reparar furado o luns 2 de novembro ás 18:00. Total 12,00 €"),
    ("canto custa arranxar un pinchazo?", "inclue a camara?", "vale, pois cita para o luns ás 6",
     "reparar furado o luns 2 de novembro ás 18:00. Total 12,00 €"),
])
def test_the_part_included_does_not_become_the_thing_taken(asked, included, taken, text):
    c = chat("taller")
    c.say(asked)
    # «Cámara 700x28: entra no prezo de Reparar furado.» in Galician, «… de Reparar pinchazo.» in Spanish
    assert ("de Reparar furado" if "custa" in asked else "de Reparar pinchazo") in c.say(included).text
    t = c.say(taken)
    assert text in t.text
    assert _booking(c).get("services") == ["pinchazo"]
    assert _lines(c) == []
    assert "Qué servicio" not in t.text and "Que servizo" not in t.text


@pytest.mark.parametrize("said, text", [
    (("cuanto cuesta el ajuste de frenos?", "y las pastillas?", "vale, cita para el martes a las 10"),
     "ajuste de frenos el martes 3 de noviembre a las 10:00. Total 18,00 €"),
    (("cuanto cuesta el ajuste de frenos?", "y las pastillas?", "pues cita el martes a las 10 porfa"),
     "ajuste de frenos el martes 3 de noviembre a las 10:00. Total 18,00 €"),
    (("canto custa o axuste de freos?", "e as pastillas?", "vale, cita para o martes ás 10"),
     "axuste de freos o martes 3 de novembro ás 10:00. Total 18,00 €"),
])
def test_an_appointment_is_for_the_service_asked_about(said, text):
    c = chat("taller")
    t = c.say_all(*said)
    assert text in t.text
    assert _booking(c).get("services") == ["frenos"]
    assert _lines(c) == []


def test_the_part_itself_still_ordered_when_named():
    c = chat("taller")
    t = c.say_all("cuanto cuesta arreglar un pinchazo?", "incluye la camara?", "vale, ponme una camara")
    assert "1 × Cámara 700x28. Total 7,00 €" in t.text
    assert _lines(c) == [("camara", 1)]


def test_without_a_cita_the_thing_asked_last_is_taken():
    c = chat("taller")
    t = c.say_all("cuanto cuesta el ajuste de frenos?", "y las pastillas?", "vale, para el martes a las 10")
    assert "1 × Pastillas de freno. Total 15,00 €" in t.text
    assert _lines(c) == [("pastillas", 1)]


def test_without_the_middle_question_the_service_as_before():
    c = chat("taller")
    t = c.say_all("cuanto cuesta arreglar un pinchazo?", "vale, para el lunes a las 6")
    assert "reparar pinchazo el lunes 2 de noviembre a las 18:00. Total 12,00 €" in t.text


# ---- «el primero» after two prices; a group word after the price of one of it ---------------------------


@pytest.mark.parametrize("said, line, text", [
    (("cuanto cuesta el atlas?", "y la guia?", "vale, me llevo el primero"), ("atlas-ceo", 1),
     "1 × Atlas do ceo. Total 16,00 €"),
    (("cuanto cuesta el atlas?", "y la guia?", "me llevo el primro"), ("atlas-ceo", 1),
     "1 × Atlas do ceo. Total 16,00 €"),
    (("cuanto cuesta el atlas?", "y la guía?", "vale, me llevo la segunda"), ("guia-camino", 1),
     "1 × Guía do Camiño Francés. Total 22,00 €"),
    (("cuanto cuesta el atlas?", "y la guia?", "vale, pues el primero para el lunes a las 11"), ("atlas-ceo", 1),
     "1 × Atlas do ceo. Total 16,00 €"),
    (("cuanto cuesta el atlas?", "y la guia?", "prefiero la segunda"), ("guia-camino", 1),
     "1 × Guía do Camiño Francés. Total 22,00 €"),
    (("canto custa o atlas?", "e a guía?", "vale, levo o primeiro"), ("atlas-ceo", 1),
     "1 × Atlas do ceo. Total 16,00 €"),
    (("canto custa o atlas?", "e a guia?", "collo a segunda"), ("guia-camino", 1),
     "1 × Guía do Camiño Francés. Total 22,00 €"),
])
def test_the_first_or_second_of_two_priced(said, line, text):
    c = chat("libreria")
    t = c.say_all(*said)
    assert text in t.text
    assert _lines(c) == [line]
    assert "Qué te preparo" not in t.text


def test_the_bakery_la_primera_as_before():
    c = chat()
    t = c.say_all("cuanto cuesta la bica?", "y la tarta de santiago?", "vale, la primera")
    assert "1 × Bica gallega. Total 9,00 €" in t.text
    assert _lines(c) == [("bica", 1)]


@pytest.mark.parametrize("said, text", [
    (("cuanto cuesta el ramo de rosas?", "y el jarron?", "vale, el ramo para el lunes a las 11"),
     "1 × Ramo de rosas. Total 35,00 €"),
    (("cuanto cuesta el ramo de rosas?", "vale, el ramo para el lunes a las 11"), "1 × Ramo de rosas. Total 35,00 €"),
    (("cuánto cuesta el ramo de rosas?", "¿y el jarrón?", "pues quiero el ramo para el lunes a las 11"),
     "1 × Ramo de rosas. Total 35,00 €"),
    (("canto custa o ramo de rosas?", "e o xarrón?", "vale, o ramo para o luns ás 11"),
     "1 × Ramo de rosas. Total 35,00 €"),
])
def test_the_group_word_takes_the_one_priced(said, text):
    c = chat("floristeria")
    t = c.say_all(*said)
    assert text in t.text
    assert _lines(c) == [("ramo-rosas", 1)]
    assert "Qué ramo" not in t.text and "Que ramo" not in t.text
    assert "nombre" in t.text or "nome" in t.text     # day and time kept: the name is next


@pytest.mark.parametrize("said, text", [
    (("quiero un jarron para el lunes a las 11", "cuanto cuesta el ramo de rosas?", "vale, añade un ramo"),
     "1 × Jarrón de cristal y 1 × Ramo de rosas. Total 50,00 €"),
    (("quero un xarrón para o luns ás 11", "canto custa o ramo de rosas?", "vale, pon tamén un ramo"),
     "1 × Xarrón de cristal e 1 × Ramo de rosas. Total 50,00 €"),
])
def test_mid_order_the_group_word_takes_the_one_priced(said, text):
    c = chat("floristeria")
    t = c.say_all(*said)
    assert text in t.text
    assert _lines(c) == [("jarron", 1), ("ramo-rosas", 1)]
    assert "Qué ramo" not in t.text and "Que ramo" not in t.text


def test_a_question_about_the_group_still_lists_it():
    c = chat("floristeria")
    t = c.say_all("cuanto cuesta el ramo de rosas?", "y el jarron?", "que ramos teneis?")
    assert "Ramo de rosas: 35,00 €" in t.text and "Ramo de temporada: 28,00 €" in t.text
    assert _lines(c) == []


def test_the_group_word_with_nothing_priced_still_asks_which():
    c = chat("floristeria")
    t = c.say("quiero un ramo para el lunes a las 11")
    assert "¿Qué ramo quieres?" in t.text


def test_a_plain_vale_after_one_price_as_before():
    # stop 55: a bare «vale» right after one price takes it (test_dialog_taken_and_not_products_55); «ok» does not
    c = chat("libreria")
    c.say("cuanto cuesta el atlas?")
    t = c.say("ok")
    assert "Perfecto" in t.text
    assert _lines(c) == []


# ---- «y otro (para X)» while the name is asked: one more of the held line -------------------------------


@pytest.mark.parametrize("slug, first, said, line, total, ask", [
    ("libreria", "quiero el atlas para el lunes a las 11", "y otro para mi sobrino", ("atlas-ceo", 2),
     "2 × Atlas do ceo. Total 32,00 €", "¿A nombre de quién lo preparo?"),
    ("libreria", "quiero el atlas para el lunes a las 11", "y uno mas para regalar", ("atlas-ceo", 2),
     "2 × Atlas do ceo. Total 32,00 €", "¿A nombre de quién lo preparo?"),
    ("libreria", "quiero el atlas para el lunes a las 11", "Y otro más para un amigo", ("atlas-ceo", 2),
     "2 × Atlas do ceo. Total 32,00 €", "¿A nombre de quién lo preparo?"),
    ("libreria", "quero o atlas para o luns ás 11", "e outro pro meu sobriño", ("atlas-ceo", 2),
     "2 × Atlas do ceo. Total 32,00 €", "¿A nome de quen o preparo?"),
    ("floristeria", "quiero una orquidea para el lunes a las 11", "y otra para mi suegra", ("orquidea", 2),
     "2 × Orquídea. Total 64,00 €", "¿A nombre de quién lo preparo?"),
    ("floristeria", "quiero una orquidea para el lunes a las 11", "y otra mas para mi suegra", ("orquidea", 2),
     "2 × Orquídea. Total 64,00 €", "¿A nombre de quién lo preparo?"),
    ("", "quiero una bica para el martes a las 11", "y otra para mi vecina", ("bica", 2),
     "2 × Bica gallega. Total 18,00 €", "¿A nombre de quién lo preparo?"),
    ("", "quero unha bica para o martes ás 11", "unha máis para a miña veciña", ("bica", 2),
     "2 × Bica gallega. Total 18,00 €", "¿A nome de quen o preparo?"),
    ("", "quero unha bica para o martes ás 11", "e outra pra miña nai", ("bica", 2),
     "2 × Bica gallega. Total 18,00 €", "¿A nome de quen o preparo?"),
])
def test_one_more_for_someone_while_the_name_is_asked(slug, first, said, line, total, ask):
    c = chat(slug)
    assert "nom" in c.say(first).text       # «¿A nombre de quién…?», «¿A nome de quen…?»
    t = c.say(said)
    assert _lines(c) == [line]
    assert total in t.text
    assert ask in t.text
    assert "Necesito un nombre" not in t.text and "Necesito un nome" not in t.text


def test_one_more_for_someone_while_the_time_is_asked():
    c = chat("libreria")
    c.say("quiero el atlas")
    t = c.say("y otro para mi sobrino")
    assert _lines(c) == [("atlas-ceo", 2)]
    assert "2 × Atlas do ceo. Total 32,00 €" in t.text
    assert "¿A qué hora lo recoges?" in t.text


@pytest.mark.parametrize("name", ["Otero", "Ana Otero"])
def test_a_real_name_still_taken(name):
    c = chat("libreria")
    c.say("quiero el atlas para el lunes a las 11")
    t = c.say(name)
    assert _lines(c) == [("atlas-ceo", 1)]
    assert "teléfono" in t.text


def test_another_day_is_no_more_of_it():
    c = chat("libreria")
    c.say("quiero el atlas")
    t = c.say("y otro día")
    assert _lines(c) == [("atlas-ceo", 1)]
    assert "¿Qué día exactamente lo recoges?" in t.text


# ---- «añádela», «pues uno también», «añade dos» after another product's price ---------------------------


@pytest.mark.parametrize("slug, first, asked, said, lines, text", [
    ("floristeria", "quiero un ramo de rosas para el lunes a las 11", "cuanto cuesta la tarjeta?", "vale, añadela",
     [("ramo-rosas", 1), ("tarjeta", 1)], "1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €"),
    ("floristeria", "quiero un ramo de rosas para el lunes a las 11", "cuanto cuesta la tarjeta?",
     "vale, añádemela porfa", [("ramo-rosas", 1), ("tarjeta", 1)],
     "1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €"),
    ("libreria", "quiero el atlas para el lunes a las 11", "cuanto vale el marcapaginas?", "pues uno tambien",
     [("atlas-ceo", 1), ("marcapaginas", 1)], "1 × Atlas do ceo y 1 × Marcapáginas de madera. Total 19,00 €"),
    ("libreria", "quero o atlas para o luns ás 11", "canto vale o marcapáxinas?", "pois un tamén",
     [("atlas-ceo", 1), ("marcapaginas", 1)], "1 × Atlas do ceo e 1 × Marcapáxinas de madeira. Total 19,00 €"),
    ("taller", "quiero una luz para el lunes a las 11", "cuanto cuesta la camara?", "añade dos",
     [("luz", 1), ("camara", 2)], "1 × Luz delantera LED y 2 × Cámara 700x28. Total 33,00 €"),
    ("taller", "quero unha luz para o luns ás 11", "canto custa a cámara?", "engade dúas",
     [("luz", 1), ("camara", 2)], "1 × Luz dianteira LED e 2 × Cámara 700x28. Total 33,00 €"),
    ("taller", "quero unha luz para o luns ás 11", "canto custa a cámara?", "engádea",
     [("luz", 1), ("camara", 1)], "1 × Luz dianteira LED e 1 × Cámara 700x28. Total 26,00 €"),
])
def test_the_product_priced_is_added(slug, first, asked, said, lines, text):
    c = chat(slug)
    c.say(first)
    c.say(asked)
    t = c.say(said)
    assert _lines(c) == lines
    assert text in t.text
    assert "Necesito un nom" not in t.text


@pytest.mark.parametrize("asked, said, line, ask", [
    ("cuanto cuesta la maceta?", "ponmela tambien", "1 × Maceta de cerámica. Total 12,00 €", "¿A qué hora lo recoges?"),
    ("cuánto cuesta la maceta?", "añádemela", "1 × Maceta de cerámica. Total 12,00 €", "¿A qué hora lo recoges?"),
    ("canto custa a maceta?", "pónma tamén", "1 × Testo de cerámica. Total 12,00 €", "¿A que hora o recolles?"),
    ("canto custa a maceta?", "engádema", "1 × Testo de cerámica. Total 12,00 €", "¿A que hora o recolles?"),
])
def test_with_no_order_open_the_product_priced_starts_it(asked, said, line, ask):
    c = chat("floristeria")
    c.say(asked)
    t = c.say(said)
    assert _lines(c) == [("maceta", 1)]
    assert line in t.text
    assert ask in t.text
    assert "no lo tengo claro" not in t.text and "non o teño claro" not in t.text


def test_added_while_the_time_is_asked():
    c = chat("libreria")
    c.say_all("quiero el atlas", "cuanto vale el marcapaginas?")
    t = c.say("vale, añadelo")
    assert _lines(c) == [("atlas-ceo", 1), ("marcapaginas", 1)]
    assert "1 × Atlas do ceo y 1 × Marcapáginas de madera. Total 19,00 €" in t.text
    assert "¿A qué hora lo recoges?" in t.text


def test_a_note_asked_to_be_added_stays_a_note():
    c = chat("floristeria")
    c.say("quiero un ramo de rosas para el lunes a las 11")
    c.say("cuanto cuesta la tarjeta?")
    t = c.say("añade una nota que diga feliz cumple")
    assert _lines(c) == [("ramo-rosas", 1)]
    assert "«que diga feliz cumple»" in t.text


def test_a_thanks_after_the_price_adds_nothing():
    c = chat("floristeria")
    c.say("quiero un ramo de rosas para el lunes a las 11")
    c.say("cuanto cuesta la tarjeta?")
    c.say("vale gracias")
    assert _lines(c) == [("ramo-rosas", 1)]


def test_the_bakery_ponme_una_tambien_as_before():
    c = chat()
    c.say("quiero una tarta de santiago para el martes a las 11")
    c.press("8 raciones")
    c.say("cuanto cuesta la bica?")
    t = c.say("ponme una tambien")
    assert _lines(c) == [("tarta-santiago", 1), ("bica", 1)]
    assert "1 × Tarta de Santiago (8 raciones) y 1 × Bica gallega. Total 27,00 €" in t.text


def test_vale_ponmelo_at_the_note_step_as_before():
    c = chat()
    c.say_all("quiero una bica para el martes a las 11", "Ana", "600123123")
    t = c.say("vale, ponmelo")
    assert _lines(c) == [("bica", 1)]
    assert "Este es el pedido que enviaré al local" in t.text
