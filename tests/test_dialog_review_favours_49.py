"""Stop 49, review of the family «favours»: a favour asked for the note is something done to the thing
ordered («¿me la partís en dos?», «ma metedes nunha caixa?»), not any verb after «los/las» or «me lo»:
«¿los hacéis vosotros?», «me lo resumes?» to the note question are questions for a person, as before.
At the summary, whom it is for said «al final» («al final para mi madre») is added to the note held;
only a wish about how («mejor en bolsa», «al final sin caja») replaces it or takes a part back."""
import pytest

from tests.conversation import chat

BAKERY = ["quiero una tarta de queso para el martes", "8 raciones", "a las 11", "Ana 600123123"]
BAKERY_GL = ["quero unha tarta de queixo para o martes", "8 racións", "ás 11", "Ana 600123123"]
FLORIST = ["quiero una orquídea para el martes", "a las 11", "Ana 600123123"]
LIBRARY = ["quiero follas novas para el martes", "a las 11", "Ana 600123123"]
STEPS = {"": BAKERY, "gl": BAKERY_GL, "floristeria": FLORIST, "libreria": LIBRARY}
SUMMARY = {"es": "Este es el pedido que enviaré al local.", "gl": "Este é o pedido que lle enviarei ao local."}
HANDED = {"es": "Se lo apunto al local junto a tu pedido", "gl": "Apúntollo ao local xunto ao teu pedido"}


def at_the_note_question(where: str):
    c = chat(where.removesuffix("gl").strip("-"))
    c.say_all(*STEPS[where])
    assert c.state["awaiting"] == "note"
    return c


def lang(where: str) -> str:
    return "gl" if where.endswith("gl") else "es"


# ---- who makes it, a summary, a repeat: a question for a person, not the note --------------------

@pytest.mark.parametrize("where, said", [
    ("", "¿los hacéis vosotros?"),
    ("", "las haceis aqui?"),
    ("", "y los preparais vosotros?"),
    ("", "me lo pagas?"),
    ("", "las elaborais vosotras?"),
    ("", "los horneais aqui?"),
    ("floristeria", "¿las cultiváis vosotros?"),
])
def test_a_question_asked_with_a_pronoun_is_no_note(where, said):
    c = at_the_note_question(where)
    t = c.say(said)
    assert c.order["note"] is None and c.order["questions"] == [said] and HANDED[lang(where)] in t.text
    assert c.state["awaiting"] == "note" and "Enviar pedido" not in t.chip_labels


# near misses: what was already a question stays one
@pytest.mark.parametrize("where, said", [
    ("gl", "as facedes vos?"),
    ("gl", "os facedes vosoutros?"),
    ("gl", "ma describes?"),
    ("floristeria", "las traeis vosotros o las compráis?"),
    ("", "¿me la guardáis?"),
])
def test_a_question_that_was_no_note_is_still_none(where, said):
    c = at_the_note_question(where)
    c.say(said)
    assert c.order["note"] is None and c.order["questions"] == [said] and c.state["awaiting"] == "note"


@pytest.mark.parametrize("where, said, reply", [
    ("", "¿me lo repites?", "Llevas 1 × Tarta de queso (8 raciones). Total 22,00 €."),
    ("gl", "mo repites?", "Levas 1 × Tarta de queso (8 racións). Total 22,00 €."),
])
def test_a_repeat_asked_with_a_pronoun_is_answered_not_noted(where, said, reply):
    c = at_the_note_question(where)
    t = c.say(said)
    assert c.order["note"] is None and t.text.startswith(reply) and c.state["awaiting"] == "note"


# near misses: what is done to the thing is still the note, in both languages and by the trade's words
@pytest.mark.parametrize("where, said", [
    ("", "¿me la partís en dos?"),
    ("", "me las separais porfa?"),
    ("", "me la meteis en una caja?"),
    ("", "¿me la dejáis cortada?"),
    ("", "me la envolveis?"),
    ("gl", "ma metedes nunha caixa?"),
    ("gl", "partídesma en dous?"),
    ("floristeria", "¿me la atáis con un lazo?"),
    ("libreria", "me lo dedicais?"),
    ("libreria", "¿me lo dejáis envuelto para regalo?"),
])
def test_a_favour_done_to_the_thing_is_still_the_note(where, said):
    c = at_the_note_question(where)
    t = c.say(said)
    assert c.order["note"] == said and c.order["questions"] == []
    assert t.text.startswith(SUMMARY[lang(where)]) and "Enviar pedido" in t.chip_labels


# ---- «al final para …» at the summary: added, the note held kept ---------------------------------

@pytest.mark.parametrize("where, held, said, added, reply", [
    ("", "en caja de regalo", "al final para mi madre", "para mi madre", "Añado a las indicaciones: «para mi madre»."),
    ("", "en caja de regalo", "mejor para mi abuela", "para mi abuela", "Añado a las indicaciones: «para mi abuela»."),
    ("", "sin cortar", "finalmente para mi suegra", "para mi suegra", "Añado a las indicaciones: «para mi suegra»."),
    ("gl", "en caixa de agasallo", "ao final pra miña nai", "pra miña nai", "Engado ás indicacións: «pra miña nai»."),
    ("gl", "en caixa de agasallo", "ao final para meu avó", "para meu avó", "Engado ás indicacións: «para meu avó»."),
    ("floristeria", "con lazo", "al final para mi novia", "para mi novia",
     "Añado a las indicaciones: «para mi novia»."),
])
def test_whom_it_is_for_is_added_to_the_note_held(where, held, said, added, reply):
    c = at_the_note_question(where)
    c.say(held)
    t = c.say(said)
    assert c.order["note"] == f"{held}; {added}"
    assert t.text.startswith(f"{reply} {SUMMARY[lang(where)]}")
    assert "Enviar pedido" in t.chip_labels


# near misses: how it is done still replaces or takes back, and a day still moves the day
@pytest.mark.parametrize("held, said, note, reply", [
    ("en caja de regalo", "al final mejor en bolsa", "en bolsa", "Cambio las indicaciones por: «en bolsa»."),
    ("en caja de regalo", "al final sin caja", "", "Quito de las indicaciones: «en caja de regalo»."),
    ("en caja de regalo", "al final con velas", "con velas", "Cambio las indicaciones por: «con velas»."),
])
def test_a_wish_about_how_still_changes_the_note(held, said, note, reply):
    c = at_the_note_question("")
    c.say(held)
    t = c.say(said)
    assert c.order["note"] == note and t.text.startswith(reply)


@pytest.mark.parametrize("said, day, ymd", [
    ("al final para el jueves", "jueves 5 de noviembre", "2026-11-05"),
    ("al final mejor para el viernes", "viernes 6 de noviembre", "2026-11-06"),
])
def test_a_day_said_al_final_para_still_moves_the_day(said, day, ymd):
    c = at_the_note_question("")
    c.say("en caja de regalo")
    t = c.say(said)
    assert t.text.startswith(f"Cambio la recogida al {day} a las 11:00.")
    assert c.order["ymd"] == ymd and c.order["note"] == "en caja de regalo"
