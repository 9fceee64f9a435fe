"""Stop 51, family sizes_said_back: with a thing held in a size, «¿para cuántas personas es?», «¿cuántas
raciones tiene?», «¿da para 10?», «¿es grande?» said the whole order back (or every size with its price,
or a person was asked, or «¿es grande?» resized it to the largest). Now the size held is said in the
dataset's own words («Es de 12 raciones.»), whether it serves the people asked, and the open question
again; nothing in the order changes."""
import pytest

from tests.conversation import chat

SANTIAGO = "quiero una tarta de santiago mediana para el martes"
AT_TUESDAY = "¿A qué hora lo recoges el martes 3 de noviembre?"
SANTIAGO_GL = "quero unha tarta de santiago mediana para o martes"
AT_TUESDAY_GL = "¿A que hora o recolles o martes 3 de novembro?"


def sizes_held(c) -> list[tuple[str, str | None]]:
    return [(line["item_id"], (line.get("options") or {}).get("raciones")) for line in c.order["lines"]]


# ---- the size held, said: nothing else said back, the question open again -----------------------------

@pytest.mark.parametrize("asked", [
    "¿para cuántas personas es?", "para cuantas personas es", "Para cuantas personas es??",
    "¿cuántas raciones tiene?", "cuantas raciones tiene", "¿para cuántos da?", "para cuantos es?",
    "y para cuantas personas es?", "¿cuántas porciones tiene?", "para cuantas presonas es?",
    "¿de qué tamaño es?", "¿es grande?", "es muy grande?", "cuantas raciones tine", "y eso para cuantos da mas o menos",
    "de que tamaño es la tarta", "oye, para cuántas personas sería?", "cuantos trozos salen", "pa cuantos es",
])
def test_the_size_held_is_said(asked):
    c = chat()
    c.say(SANTIAGO)
    t = c.say(asked)
    assert t.texts[0] == "Es de 12 raciones."
    assert t.texts[-1] == AT_TUESDAY
    assert "Llevas apuntado" not in t.text and "18,00 €" not in t.text and "No tengo claro" not in t.text
    assert sizes_held(c) == [("tarta-santiago", "12")]


@pytest.mark.parametrize("asked", ["¿para cantas persoas é?", "pra cantos da?", "cantas racions ten?", "é grande?"])
def test_the_size_held_is_said_in_galician(asked):
    c = chat()
    c.say(SANTIAGO_GL)
    t = c.say(asked)
    assert t.texts[0] == "É de 12 racións."
    assert t.texts[-1] == AT_TUESDAY_GL
    assert sizes_held(c) == [("tarta-santiago", "12")]


def test_at_the_day_question():
    c = chat()
    c.say("quiero una tarta de santiago mediana para mañana")
    t = c.say("¿para cuántas personas es?")
    assert t.texts[0] == "Es de 12 raciones."
    assert "¿Qué día lo recoges?" in t.texts[-1] and "Llevas apuntado" not in t.text
    assert t.chip_labels[0] == "mar 3 nov"


def test_at_the_name_question():
    c = chat()
    c.say("una tarta de santiago mediana para el martes a las 12")
    t = c.say("¿para cuántas personas es?")
    assert t.texts == ["Es de 12 raciones.", "¿A nombre de quién lo preparo?"]


def test_at_the_note_question_it_is_no_note():
    c = chat()
    c.say("una tarta de santiago mediana para el martes a las 12")
    c.say("Ana 612345678")
    t = c.say("¿para cuántas personas es?")
    assert t.texts[0] == "Es de 12 raciones."
    assert "indicación" in t.texts[-1]
    t = c.say("no")
    card = t.cards("order")[0]
    assert not card.get("note") and card["total_cents"] == 2600


def test_at_the_summary():
    c = chat()
    c.say("una tarta de santiago mediana para el martes a las 12")
    c.say("Ana 612345678")
    c.say("no")
    t = c.say("¿para cuántas personas es?")
    assert t.texts[0] == "Es de 12 raciones."
    assert sizes_held(c) == [("tarta-santiago", "12")] and c.state.get("awaiting") == "confirm"


# ---- two sized things held: each said ------------------------------------------------------------------

def test_two_things_held_each_said():
    c = chat()
    c.say("una tarta de queso de 8 y una tarta de santiago grande para el martes a las 12")
    t = c.say("para cuantas personas es?")
    assert t.texts[0] == "Tarta de queso: 8 raciones. Tarta de Santiago: 20 raciones."
    assert t.texts[-1] == "¿A nombre de quién lo preparo?"


def test_one_thing_in_two_sizes():
    c = chat()
    c.say("quiero una tarta de queso de 8 y otra de 12 para el martes")
    t = c.say("¿cuántas raciones tienen?")
    assert t.texts[0] == "Tarta de queso: 8 raciones y 12 raciones."
    assert sizes_held(c) == [("tarta-queso", "8"), ("tarta-queso", "12")]


def test_only_the_sized_thing_is_said_beside_others():
    c = chat()
    c.say("quiero 6 croissants y una tarta de santiago mediana para el martes")
    t = c.say("para cuantas personas es")
    assert t.texts[0] == "Es de 12 raciones."
    assert t.texts[-1] == AT_TUESDAY


def test_the_thing_named_that_is_held():
    c = chat()
    c.say("quiero 6 croissants y una tarta de santiago mediana para el martes")
    t = c.say("¿para cuántas personas es la tarta?")
    assert t.texts[0] == "Es de 12 raciones." and t.texts[-1] == AT_TUESDAY


# ---- whether it serves that many -----------------------------------------------------------------------

@pytest.mark.parametrize("asked", ["¿da para 10 personas?", "da para 10?", "¿llega para 10?", "¿alcanza para diez?",
                                   "¿es suficiente para 10 personas?", "¿comen 10?"])
def test_it_serves_that_many(asked):
    c = chat()
    c.say(SANTIAGO)
    t = c.say(asked)
    assert t.texts[0] == "Es de 12 raciones: sí llega para 10."
    assert t.texts[-1] == AT_TUESDAY
    assert sizes_held(c) == [("tarta-santiago", "12")]


@pytest.mark.parametrize("asked", ["¿da para 15 personas?", "llega para 15?"])
def test_it_does_not_serve_that_many_and_the_next_size_is_said(asked):
    c = chat()
    c.say(SANTIAGO)
    t = c.say(asked)
    assert t.texts[0] == "Es de 12 raciones: no llega para 15; la de 20 raciones sí (36,00 €)."
    assert t.texts[-1] == AT_TUESDAY
    assert sizes_held(c) == [("tarta-santiago", "12")]


def test_past_the_largest():
    c = chat()
    c.say("quiero una tarta de santiago grande para el martes")
    t = c.say("¿da para 30 personas?")
    assert t.texts[0] == ("Es de 20 raciones: no llega para 30. La más grande es de 20 raciones. Para 30 personas: "
                          "una de 20 raciones y otra de 12 raciones (62,00 € en total), o que lo vea una persona del local.")
    assert sizes_held(c) == [("tarta-santiago", "20")]


@pytest.mark.parametrize("asked, said", [
    ("¿chega para 10?", "É de 12 racións: si chega para 10."),
    ("da pra 15 persoas?", "É de 12 racións: non chega para 15; a de 20 racións si (36,00 €)."),
])
def test_it_serves_that_many_in_galician(asked, said):
    c = chat()
    c.say(SANTIAGO_GL)
    t = c.say(asked)
    assert t.texts[0] == said
    assert t.texts[-1] == AT_TUESDAY_GL
    assert sizes_held(c) == [("tarta-santiago", "12")]


# ---- must not change -----------------------------------------------------------------------------------

def test_nothing_held_is_not_this():
    t = chat().say("¿para cuántas personas es la tarta de santiago?")
    assert "18,00 € (8 raciones)" in t.text and "Es de" not in t.text


def test_a_thing_made_in_one_size_reads_its_description():
    c = chat()
    c.say("quiero una empanada para el martes")
    t = c.say("para cuantas personas es?")
    assert "para 6" in t.text and "Es de" not in t.text


def test_a_size_still_pending_is_still_asked():
    c = chat()
    c.say("una tarta de santiago para el martes")
    t = c.say("¿para cuántas personas es?")
    assert "Es de" not in t.text and t.texts[-1] == "¿Para cuántas raciones?"
    assert "20 raciones · +18,00 €" in t.chip_labels


def test_people_said_as_a_wish_still_pick_the_size():
    c = chat()
    c.say("una tarta de santiago para el martes")
    t = c.say("para 10 personas")
    assert "Para 10 te apunto la de 12 raciones." in t.text
    assert sizes_held(c) == [("tarta-santiago", "12")]


def test_a_new_size_said_still_changes_it():
    c = chat()
    c.say(SANTIAGO)
    c.say("mejor la grande")
    assert sizes_held(c) == [("tarta-santiago", "20")]


def test_the_restaurant_party_is_untouched():
    c = chat("restaurante")
    c.say("somos 4 el sabado a las 14")
    t = c.say("somos 6")
    assert "6" in t.text and "Es de" not in t.text
    assert c.state["booking"]["party"] == 6


def test_a_booking_still_says_its_party_back():
    c = chat("restaurante")
    c.say("somos 4 el sabado a las 14")
    t = c.say("para cuantas personas era?")
    assert "4" in t.text and "Es de" not in t.text


# ---- weight, things made in one size, things named that are not held --------------------------------

@pytest.mark.parametrize("asked", ["¿cuánto pesa?", "cuanto pesa mas o menos", "¿cuántos kilos tiene?", "canto pesa?"])
def test_the_weight_not_written_says_the_size_held(asked):
    c = chat()
    c.say(SANTIAGO)
    t = c.say(asked)
    assert ("12 raciones" in t.texts[0] or "12 racións" in t.texts[0]) and "peso" in t.texts[0].lower()
    assert "No tengo claro" not in t.text
    assert t.texts[-1] in (AT_TUESDAY, "¿A que hora o recolles o martes 3 de novembro?")
    assert sizes_held(c) == [("tarta-santiago", "12")]


def test_the_weight_of_two_held():
    c = chat()
    c.say("una tarta de queso de 12 y una tarta de santiago grande para el martes")
    t = c.say("cuanto pesan?")
    assert t.texts[0] == ("El peso no lo tengo apuntado; lo que sé es su tamaño: Tarta de queso (12 raciones) "
                          "y Tarta de Santiago (20 raciones).")


def test_the_weight_the_description_says():
    import copy
    from tests.conversation import Conversation, bakery, no_data
    biz = copy.deepcopy(bakery())
    biz.products["tarta-santiago"]["description"] = {"es": "De almendra, unos 800 g la mediana.", "gl": "De améndoa."}
    c = Conversation(biz=biz, kb_answer=no_data)
    c.say(SANTIAGO)
    t = c.say("¿cuánto pesa?")
    assert "800 g" in t.texts[0] and t.texts[-1] == AT_TUESDAY


def test_a_thing_in_one_size_is_described():
    c = chat()
    c.say("quiero una empanada para el martes")
    t = c.say("¿es grande?")
    assert "para 6" in t.texts[0] and t.texts[-1] == AT_TUESDAY


def test_a_flower_shop_thing_is_described():
    c = chat("floristeria")
    c.say("quiero un ramo de rosas para el martes")
    t = c.say("¿es grande?")
    assert "Doce rosas rojas" in t.texts[0] and "No tengo claro" not in t.text


def test_a_thing_named_not_held_gets_its_sizes():
    c = chat()
    c.say("quiero una empanada para el martes")
    t = c.say("¿para cuántas personas es la tarta de queso?")
    assert "22,00 € (8 raciones)" in t.text and "Es de" not in t.text


def test_a_thing_named_not_held_beside_one_held_in_a_size():
    c = chat()
    c.say(SANTIAGO)
    t = c.say("¿cuántas raciones tiene la tarta de queso?")
    assert "22,00 € (8 raciones)" in t.text and "Es de" not in t.text
    assert sizes_held(c) == [("tarta-santiago", "12")]


def test_is_it_the_large_one_resizes_nothing():
    c = chat()
    c.say(SANTIAGO)
    t = c.say("¿es la grande?")
    assert t.texts[0] == "Es de 12 raciones."
    assert sizes_held(c) == [("tarta-santiago", "12")]


def test_a_thing_not_held_asked_without_a_question_mark_is_not_ordered():
    c = chat()
    c.say(SANTIAGO)
    t = c.say("para cuantas personas es la tarta de queso")
    assert "22,00 € (8 raciones)" in t.text
    assert sizes_held(c) == [("tarta-santiago", "12")]


@pytest.mark.parametrize("asked", ["para cuántas personas es la mesa?", "¿para cuantas personas es el local?"])
def test_a_thing_outside_the_catalogue_named_is_not_the_one_held(asked):
    c = chat()
    c.say(SANTIAGO)
    t = c.say(asked)
    assert "Es de 12 raciones" not in t.text
    assert sizes_held(c) == [("tarta-santiago", "12")]
