"""Stop 53, recommendations the data can answer. «un libro para un niño de 5 años, ¿qué me recomiendas?»
showed the whole catalogue («Este es el catálogo, con precios:») although a description says «de 3 a 6
años», and «vale ese, envuelto para regalo, para el jueves» then answered «Perfecto. Si necesitas algo
más, aquí estoy.» with nothing ordered; «¿qué libro me recomiendas para una niña de 4 años?» and «algo
para regalar por unos 30 euros?» (a 28 € ramo in the data) went to a person («Eso no lo tengo claro…»).
«¿qué me recomiendas para un cumpleaños?» showed the whole catalogue and «vale ese para el lunes»
asked «¿Qué te preparo? …» with Monday not said back.

Now an age said with the unit the data's ranges use («5 años» against «de 3 a 6 años») lists what fits,
with its price and description, words its description shares put first («…que le gusten las
estrellas»); a budget («por unos 30 euros», «menos de 20 euros», «por uns 30 euros») lists what costs
that or less, the closest first (nothing so cheap: the cheapest, said so). «vale ese» then orders the
one listed, the wrapping note and day kept; of several (or after the whole catalogue), it asks which,
with the day said in that message said back («Para el lunes 2 de noviembre. ¿Qué te preparo? …»). A
need no data answers («para un cumpleaños») still shows the catalogue. «¿qué me recomiendas?» alone and
«¿cuánto cuesta el arroz con marisco?» are as before.

Also answered from the data now: «¿el arroz con marisco es para dos personas?» (was a person) with its
description («Mínimo dos personas; precio por persona»); «¿hacéis encargos de libros que no tenéis?»
(was a person, while «¿cuánto tardan?» was answered) with the texts' «Pedidos de libros»; «quiero 3 de
esas de hojaldre para mañana» (was a person) asks which of the things whose description says
«hojaldre», the 3 and the day kept; «vale ese, envuelto para regalo» after a price orders it."""
import pytest

from tests.conversation import chat, chat_with_knowledge


def _handed(t) -> bool:
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


# ---- an age the data ranges ---------------------------------------------------------------------------


@pytest.mark.parametrize("said", [
    "un libro para un niño de 5 años, que me recomiendas?",
    "que libro me recomiendas para una niña de 4 años?",
    "un libro para un nino de 5 anos q me recomiendas",
    "que me recomiendas para mi sobrina de 3 años?",
    "algo para un neno de 6 anos?",
    "que libro me recomendas para unha nena de 5 anos?",
])
def test_an_age_lists_what_its_range_holds(said):
    t = chat("libreria").say(said)
    assert not _handed(t)
    assert "A ra e a rata: 12,50 €" in t.text
    assert "3 a 6 a" in t.text     # «de 3 a 6 años», «de 3 a 6 anos»: why it fits
    assert "Atlas" not in t.text and "catálogo" not in t.text
    assert t.chip_labels == ["Encargar: A ra e a rata"]


@pytest.mark.parametrize("said, lang_word", [
    ("algo para un niño de 10 años que le gusten las estrellas", "Estrellas y planetas, de 8 a 12 años"),
    ("que me recomiendas para un niño de 9 años?", "de 8 a 12 años"),
    ("algo pra un neno de 10 anos que lle gusten as estrelas", "Estrelas e planetas, de 8 a 12 anos"),
])
def test_an_older_age_lists_the_other_range(said, lang_word):
    t = chat("libreria").say(said)
    assert not _handed(t)
    assert "Atlas do ceo: 16,00 €" in t.text and lang_word in t.text
    assert "A ra e a rata" not in t.text


@pytest.mark.parametrize("first, then, day, note", [
    ("un libro para un niño de 5 años, que me recomiendas?", "vale ese, envuelto para regalo, para el jueves",
     "¿A qué hora lo recoges el jueves 5 de noviembre?", "envuelto para regalo"),
    ("que libro me recomiendas para una niña de 4 años?", "vale ese para el jueves",
     "¿A qué hora lo recoges el jueves 5 de noviembre?", None),
    ("que libro me recomendas para un neno de 5 anos?", "vale ese, envolto para agasallo, para o xoves",
     "¿A que hora o recolles o xoves 5 de novembro?", "envolto para agasallo"),
])
def test_that_one_then_is_ordered_with_the_note_and_day(first, then, day, note):
    c = chat("libreria")
    c.say(first)
    t = c.say(then)
    assert "1 × A ra e a rata" in t.text and "12,50 €" in t.text
    assert day in t.text
    assert _lines(c) == [("ra-e-rata", 1)] and c.order["ymd"] == "2026-11-05"
    if note:
        assert note in c.order["notes_said"]


def test_an_age_no_range_holds_is_as_before():
    t = chat("libreria").say("un libro para un niño de 15 años, que me recomiendas?")
    assert "A ra e a rata: 12,50 € (" not in t.text and "Atlas do ceo: 16,00 € (" not in t.text


# ---- a budget -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("said, lead", [
    ("algo para regalar por unos 30 euros?", "Por 30,00 € o menos:"),
    ("tenéis algo por 30€?", "Por 30,00 € o menos:"),
    ("algo para regalar por unos 30 euros", "Por 30,00 € o menos:"),
    ("tes algo por uns 30 euros?", "Por 30,00 € ou menos:"),
    ("tedes algo pra agasallar por uns 30 euros?", "Por 30,00 € ou menos:"),
])
def test_about_a_budget_the_closest_below_first(said, lead):
    t = chat("floristeria").say(said)
    assert not _handed(t)
    assert t.text.startswith(lead)
    first = "Ramo de temporada: 28,00 €" if "o menos" in lead else "Ramo de tempada: 28,00 €"
    assert first in t.text
    assert t.text.index(first) < t.text.index("15,00 €") < t.text.index("14,00 €")
    assert "35,00" not in t.text and "32,00" not in t.text      # over the budget: not listed
    assert len(t.chip_labels) == 4


@pytest.mark.parametrize("said", ["algo de menos de 20 euros", "algo de menos de 20 euros?",
                                  "algun regalo de menos de 20 euros?", "algo que non pase de 20 euros"])
def test_under_a_ceiling(said):
    t = chat("floristeria").say(said)
    assert not _handed(t)
    assert "20,00 €" in t.text and "15,00 €" in t.text and "3,00 €" in t.text
    assert "28,00" not in t.text and "35,00" not in t.text


def test_nothing_that_cheap_tells_the_cheapest():
    t = chat("floristeria").say("algo de menos de 2 euros?")
    assert "Por 2,00 € o menos no tengo nada" in t.text and "Tarjeta dedicada: 3,00 €" in t.text


def test_a_budget_then_that_one_asks_which_with_the_day():
    c = chat("floristeria")
    c.say("algo para regalar por unos 30 euros?")
    t = c.say("vale ese para el lunes")
    assert t.text == ("¿De cuál: Ramo de temporada, Jarrón de cristal, Poto o Maceta de cerámica, "
                      "para el lunes 2 de noviembre?")
    assert "Ramo de temporada · 28,00 €" in t.chip_labels
    t = c.press("Poto")
    assert "1 × Poto" in t.text and "el lunes 2 de noviembre" in t.text


def test_age_and_budget_together():
    t = chat("libreria").say("algo para un niño de 5 años por menos de 10 euros?")
    assert "Por 10,00 € o menos no tengo nada" in t.text and "A ra e a rata: 12,50 €" in t.text


# ---- a need no data answers: the catalogue, then «vale ese para el lunes» asks which, the day said back ----


@pytest.mark.parametrize("first, then, question", [
    ("que me recomiendas para un cumpleaños?", "vale ese para el lunes",
     "Para el lunes 2 de noviembre. ¿Qué te preparo? Dime el producto y la cantidad, o mira el catálogo."),
    ("que me recomiendas para un cumpleanos", "vale ese para el lunes",
     "Para el lunes 2 de noviembre. ¿Qué te preparo? Dime el producto y la cantidad, o mira el catálogo."),
    ("que me recomendas para un aniversario?", "vale ese para o luns",
     "Para o luns 2 de novembro. ¿Que che preparo? Dime o produto e a cantidade, ou mira o catálogo."),
])
def test_after_the_catalogue_that_one_asks_which_with_the_day(first, then, question):
    c = chat("floristeria")
    t = c.say(first)
    assert t.text.startswith(("Este es el catálogo", "Este é o catálogo"))
    t = c.say(then)
    assert t.text == question
    assert c.order["ymd"] == "2026-11-02"
    t = c.press("Ramo de rosas")
    assert "1 × Ramo de rosas" in t.text and ("lunes 2 de noviembre" in t.text or "luns 2 de novembro" in t.text)


@pytest.mark.parametrize("first, then, question", [
    ("que me recomiendas?", "vale ese para el lunes",
     "¿De cuál: Ramo de rosas o Ramo de temporada, para el lunes 2 de noviembre?"),
    ("que me recomendas?", "vale ese para o luns",
     "¿De cal: Ramo de rosas ou Ramo de tempada, para o luns 2 de novembro?"),
])
def test_after_the_popular_list_that_one_asks_which_with_the_day(first, then, question):
    c = chat("floristeria")
    c.say(first)
    t = c.say(then)
    assert t.text == question
    assert c.order["ymd"] == "2026-11-02"


def test_which_of_two_with_the_day_said_earlier_is_as_before():
    c = chat()
    c.say("quiero una empanada y un croissant para el martes a las 10")
    t = c.say("y otro de esos")
    assert t.text.startswith("¿De cuál:") and "martes" not in t.text


# ---- near-misses --------------------------------------------------------------------------------------


def test_what_do_you_recommend_alone_is_the_popular_list():
    t = chat("libreria").say("que me recomiendas?")
    assert t.text == "Lo que más se pide: Follas novas: 18,00 €. A ra e a rata: 12,50 €."


def test_a_price_asked_is_the_price():
    t = chat("restaurante").say("cuanto cuesta el arroz con marisco?")
    assert not _handed(t) and "€" in t.text and "o menos" not in t.text


def test_a_cake_for_ten_people_is_still_the_sizes():
    t = chat().say("¿qué me recomiendas para un cumpleaños de 10?")
    assert t.text.startswith("Para 10 personas:")


def test_an_order_with_a_price_is_not_a_budget():
    c = chat("floristeria")
    t = c.say("quiero un ramo de rosas para el lunes")
    assert "Por " not in t.text and _lines(c) == [("ramo-rosas", 1)]


# ---- «vale ese, envuelto para regalo» after one price ------------------------------------------------


@pytest.mark.parametrize("then, day", [
    ("vale ese, envuelto para regalo, para el jueves", "¿A qué hora lo recoges el jueves 5 de noviembre?"),
    ("vale ese envuelto para regalo para el jueves", "¿A qué hora lo recoges el jueves 5 de noviembre?"),
])
def test_that_one_with_a_wrapping_after_a_price(then, day):
    c = chat("libreria")
    c.say("cuanto cuesta el atlas?")
    t = c.say(then)
    assert "1 × Atlas do ceo" in t.text and day in t.text
    assert "envuelto para regalo" in c.order["notes_said"]


def test_not_that_one_is_not_ordered():
    c = chat("libreria")
    c.say("cuanto cuesta el atlas?")
    c.say("no me gusta ese")
    assert c.state.get("intent") != "order" or not c.order["lines"]


# ---- a question its description answers ---------------------------------------------------------------


@pytest.mark.parametrize("said, told", [
    ("el arroz con marisco es para dos personas?", "Mínimo dos personas; precio por persona."),
    ("el arroz es para 2 personas?", "Mínimo dos personas; precio por persona."),
    ("el arroz con marisco es pa dos personas?", "Mínimo dos personas; precio por persona."),
    ("o arroz con marisco e para duas persoas?", "Mínimo dúas persoas; prezo por persoa."),
])
def test_for_how_many_the_description_says(said, told):
    t = chat("restaurante").say(said)
    assert not _handed(t) and t.request is None
    assert t.texts[0].startswith("Arroz con marisco: Caldoso") and told in t.texts[0]


def test_for_how_many_with_the_texts_too(tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say("el arroz con marisco es para dos personas?")
    assert "Mínimo dos personas; precio por persona." in t.text and not _handed(t)


# ---- the texts answer what they say -------------------------------------------------------------------


@pytest.mark.parametrize("said", ["hacéis encargos de libros que no tenéis?", "haceis encargos de libros q no teneis",
                                  "se pueden hacer encargos?", "facedes encargas de libros que non tedes?"])
def test_ordering_a_book_not_in_the_shop_is_in_the_texts(said, tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say(said)
    assert not _handed(t)
    assert "lo pedimos a la distribuidora: llega en 3 días laborables" in t.text


def test_how_long_is_as_before(tmp_path):
    c = chat_with_knowledge("libreria", tmp_path)
    c.say("hacéis encargos de libros que no tenéis?")
    t = c.say("cuanto tardan?")
    assert "llega en 3 días laborables (72 horas)" in t.text


# ---- a count of a kind the descriptions say ------------------------------------------------------------


_PUFF = ["Palmera de hojaldre · 2,20 €", "Napolitana de chocolate · 2,00 €", "Milhojas de crema · 3,20 €"]


@pytest.mark.parametrize("said, question", [
    ("quiero 3 de esas de hojaldre para mañana",
     "¿De cuál: Palmera de hojaldre, Napolitana de chocolate o Milhojas de crema, para el domingo 1 de noviembre?"),
    ("quiero 3 de esas de hojaldre para manana",
     "¿De cuál: Palmera de hojaldre, Napolitana de chocolate o Milhojas de crema, para el domingo 1 de noviembre?"),
    ("pon tres desas de follado pra mañá",
     "¿De cal: Palmera de hojaldre, Napolitana de chocolate ou Milhojas de crema, para o domingo 1 de novembro?"),
])
def test_a_count_of_a_kind_asks_which_keeping_count_and_day(said, question):
    c = chat()
    t = c.say(said)
    assert not _handed(t)
    assert t.text == question and t.chip_labels == _PUFF
    t = c.press("Milhojas de crema")
    assert "Apunto: 3 × Milhojas de crema. Total 9,60 €." in t.text
    assert "mañana" in t.text or "mañá" in t.text
    assert c.order["ymd"] == "2026-11-01"


def test_a_count_of_a_thing_named_is_as_before():
    c = chat()
    t = c.say("quiero 3 de hojaldre para mañana")
    assert "Apunto: 3 × Palmera de hojaldre. Total 6,60 €." in t.text


def test_a_day_alone_is_as_before():
    t = chat("floristeria").say("para el lunes")
    assert t.text == "¿Qué te preparo? Dime el producto y la cantidad, o mira el catálogo."
