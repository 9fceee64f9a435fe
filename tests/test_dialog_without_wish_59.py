"""Stop 59, a «sin X» wish said of a thing ordered: X is never ordered, the wish is that thing's note.

What was wrong:
- «una tarta de queso sin base de galleta para el viernes» read «Apunto: 1 × Tarta de queso y 1 × Bolsa de
  galletas de mantequilla. Total 28,50 €.»: the thing named after «sin» (words between) was ordered;
  «una tarta de queso sin galleta …» ordered nothing more, but the wish was never noted (the thing named
  was read as one to take off, and the note stops at a thing read).
- «pan de centeno y una tarta sin azucar para el martes» answered seven «No: … no está entre los productos
  sin azúcar» lines and the allergens of each, with no order.
- «4 napolitanas sin chocolate para mañana» held 4 × Napolitana de chocolate in silence: the contradiction
  showed only as a note at the summary.

What now happens: the thing after «sin» right after a thing ordered (and not held, nor named apart) is
that thing's wish, noted («Apunto como indicación: «sin galleta».», and in the request); an order for a day
with a diet the catalogue does not list starts with what exists and says it in one short line (of the
thing the diet follows, also when which one is still to choose); a wish without what the thing's own name
says is said plainly when the line is said back, and noted. A diet the engine reads («sin gluten»), a thing
held («el ramo de rosas sin tarjeta»), «sin prisa» and a question stay as they were.
"""
import pytest

from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], int(line["qty"])) for line in c.order["lines"]]


# ---- «X sin Y», Y a thing sold: no Y, the wish noted -----------------------------------------------

@pytest.mark.parametrize("said, wish, reply", [
    ("una tarta de queso sin base de galleta para el viernes", "sin base de galleta",
     "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("una tarta de queso sin galleta para el viernes", "sin galleta", "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("una tarta de qeso sin galletas para el viernes", "sin galletas", "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("quiero una tarta de queso de 12 raciones sin galleta", "sin galleta",
     "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("unha tarta de queixo sen galleta para o venres", "sen galleta", "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("unha tarta de queixo sen base de galletas para o venres", "sen base de galletas",
     "Apunto: 1 × Tarta de queso. Total 22,00 €."),
])
def test_a_thing_named_after_without_is_the_wish_of_the_one_before(said, wish, reply):
    c = chat()
    t = c.say(said)
    assert t.texts[0] == reply
    assert _lines(c) == [("tarta-queso", 1)]
    assert c.order["notes_said"] == [wish]


@pytest.mark.parametrize("said, wish", [
    ("un ramo de rosas sin jarron para el viernes", "sin jarron"),
    ("un ramo de rosas sen xarrón para o venres", "sen xarrón"),
])
def test_a_complement_named_after_without_at_the_florist_is_a_wish_too(said, wish):
    c = chat("floristeria")
    t = c.say(said)
    assert t.texts[0] == "Apunto: 1 × Ramo de rosas. Total 35,00 €."
    assert _lines(c) == [("ramo-rosas", 1)]
    assert c.order["notes_said"] == [wish]


@pytest.mark.parametrize("first, wish, said_back", [
    ("una tarta de queso sin galleta para el viernes a las 12", "sin galleta",
     "Apunto como indicación: «sin galleta»."),
    ("unha tarta de queixo sen base de galleta para o venres ás 12", "sen base de galleta",
     "Apunto como indicación: «sen base de galleta»."),
])
def test_the_wish_is_said_back_and_reaches_the_request(first, wish, said_back):
    c = chat()
    c.say(first)
    c.press(c.last.chip_labels[0])      # the servings
    c.say("Ana")
    t = c.say("600111222")
    assert said_back in t.texts[0]
    assert "Galletas" not in t.text and "galletas de" not in t.text
    sent = c.press(t.chip_labels[0])
    assert sent.request["data"]["note"] == wish
    assert [line["item_id"] for line in sent.request["data"]["lines"]] == ["tarta-queso"]
    assert sent.request["total_cents"] == 2200


# ---- a diet the catalogue does not list, in an order for a day: the order starts, one short line ----

@pytest.mark.parametrize("said, line, reply", [
    ("pan de centeno y una tarta de queso sin azucar para el martes",
     "Tarta de queso no está entre los productos sin azúcar del catálogo",
     "Apunto: 1 × Pan de centeno y 1 × Tarta de queso. Total 26,00 €."),
    ("pan de centeno e unha tarta de queixo sen azucre para o martes",
     "Tarta de queso non está entre os produtos sen azucre do catálogo",
     "Apunto: 1 × Pan de centeno e 1 × Tarta de queso. Total 26,00 €."),
    ("una tarta de queso vegana para el martes", "Tarta de queso no está entre los productos veganos del catálogo",
     "Apunto: 1 × Tarta de queso. Total 22,00 €."),
])
def test_an_order_for_a_day_with_a_diet_not_listed_starts_with_one_line_said(said, line, reply):
    c = chat()
    t = c.say(said)
    assert t.texts[0].startswith(line)
    assert t.texts[1] == reply
    assert "No:" not in t.text and "Non:" not in t.text and "contiene" not in t.text
    assert "Pan de centeno no" not in t.text and "Pan de centeno non" not in t.text


@pytest.mark.parametrize("said, line, which", [
    ("pan de centeno y una tarta sin azucar para el martes",
     "No tengo tarta entre los productos sin azúcar del catálogo: lo apunto como indicación", "¿Qué tarta quieres?"),
    ("pan de centeno e unha tarta sen azucre para o martes",
     "Non teño tarta entre os produtos sen azucre do catálogo: apúntoo como indicación", "¿Que tarta queres?"),
])
def test_the_diet_said_of_a_thing_still_to_choose_is_its_own(said, line, which):
    c = chat()
    t = c.say(said)
    assert t.texts[0].startswith(line)
    assert t.text.count("sin azúcar") + t.text.count("sen azucre") == 1
    assert "Pan de centeno no" not in t.text and "Pan de centeno non" not in t.text
    assert _lines(c) == [("pan-centeno", 1)]
    assert which in t.text
    t = c.press("Tarta de queso · 22,00 €")
    assert _lines(c) == [("pan-centeno", 1), ("tarta-queso", 1)]


# ---- without what its own name says: said plainly, and noted ----------------------------------------

@pytest.mark.parametrize("said, told, wish", [
    ("4 napolitanas sin chocolate para mañana", "Ojo: Napolitana de chocolate lleva chocolate, lo dice su nombre.",
     "sin chocolate"),
    ("4 napolitanas sen chocolate para mañá", "Ollo: Napolitana de chocolate leva chocolate, dío o seu nome.",
     "sen chocolate"),
    ("una tarta de queso sin queso para el martes", "Ojo: Tarta de queso lleva queso, lo dice su nombre.",
     "sin queso"),
])
def test_a_wish_against_the_things_own_name_is_said_plainly(said, told, wish):
    c = chat()
    t = c.say(said)
    assert t.texts[0].startswith(told)
    assert f"«{wish}»" in t.texts[0]
    assert t.texts[1].startswith("Apunto: ")
    assert c.order["notes_said"] == [wish]


# ---- near-misses: unchanged ----------------------------------------------------------------------

def test_a_diet_the_engine_reads_is_still_the_diet_guards():
    t = chat().say("una tarta de queso sin gluten para el viernes")
    assert t.texts[0].startswith("Tarta de queso contiene gluten. Sin gluten puedo ofrecerte: Tarta de Santiago.")


def test_a_thing_listed_for_the_diet_is_ordered_without_a_word():
    c = chat()
    t = c.say("una tarta de santiago sin gluten para el viernes")
    assert t.texts[0] == "Apunto: 1 × Tarta de Santiago. Total 18,00 €."
    assert "notes_said" not in c.order


@pytest.mark.parametrize("said", ["una tarta de queso para el viernes sin prisa", "quiero 2 napolitanas sin prisa"])
def test_without_hurry_says_nothing_of_the_things_name(said):
    t = chat().say(said)
    assert t.texts[0].startswith("Apunto: ")
    assert "Ojo" not in t.text


def test_a_question_about_a_diet_stays_a_question():
    c = chat()
    t = c.say("¿tenéis tartas sin azúcar para el martes?")
    assert t.texts[0].startswith("De esos, no tenemos productos sin azúcar.")
    assert not c.order or not c.order.get("lines")


@pytest.mark.parametrize("said", ["el ramo de rosas sin tarjeta", "o ramo de rosas sen tarxeta"])
def test_without_a_thing_held_still_takes_it_off(said):
    c = chat("floristeria")
    c.say("un ramo de rosas con tarjeta para el jueves a las 11")
    c.say(said)
    assert _lines(c) == [("ramo-rosas", 1)]


def test_without_the_card_at_the_florist_adds_no_card():
    c = chat("floristeria")
    t = c.say("un ramo de rosas sin tarjeta para el viernes")
    assert t.texts[0] == "Apunto: 1 × Ramo de rosas. Total 35,00 €."
    assert _lines(c) == [("ramo-rosas", 1)]


def test_a_thing_named_apart_and_taken_back_stays_out():
    c = chat("floristeria")
    c.say("un ramo de rosas y una tarjeta sin tarjeta")
    assert _lines(c) == [("ramo-rosas", 1)]


@pytest.mark.parametrize("said", ["2 napolitanas sin croissant para mañana", "2 napolitanas sen croissants para mañá"])
def test_a_thing_of_the_same_kind_after_without_is_not_that_one(said):
    c = chat()
    t = c.say(said)
    assert t.texts[0] == "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."
    assert _lines(c) == [("napolitana", 2)]
    assert "Ojo" not in t.text and "Ollo" not in t.text
