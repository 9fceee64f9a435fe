"""Stop 49, the family «notes»: a wish about how the order is prepared or handed over. A favour asked
as a question to the note question («¿me la envolvéis?», «cortádesma?») is the note, not a question
for a person; at the summary, a change of the note held («no, mejor en bolsa», «ao final sen caixa»)
changes it; and «pero esa no la envolváis» after two things notes the wish beside the thing of the
gender of «esa» (catalog.json `gender`)."""
import pytest

from tests.conversation import chat

BAKERY = ["quiero una tarta de queso para el martes", "8 raciones", "a las 11", "Ana 600123123"]
BAKERY_GL = ["quero unha tarta de queixo para o martes", "8 racións", "ás 11", "Ana 600123123"]
FLORIST = ["quiero una orquídea para el martes", "a las 11", "Ana 600123123"]
FLORIST_GL = ["quero unha orquídea para o martes", "ás 11", "Ana 600123123"]
STEPS = {"": BAKERY, "gl": BAKERY_GL, "floristeria": FLORIST, "floristeria-gl": FLORIST_GL}
SUMMARY = {"es": "Este es el pedido que enviaré al local.", "gl": "Este é o pedido que lle enviarei ao local."}
HANDED = ("no lo tengo claro", "non o teño claro")


def at_the_note_question(where: str):
    c = chat("floristeria" if where.startswith("floristeria") else "")
    c.say_all(*STEPS[where])
    assert c.state["awaiting"] == "note"
    return c


# ---- a favour asked at the note question is the note ---------------------------------------------

@pytest.mark.parametrize("where, said", [
    ("", "¿me la podéis cortar?"),
    ("", "¿me la envolvéis?"),
    ("", "me la cortais en trozos?"),
    ("", "¿Nos la podríais envolver para regalo?"),
    ("", "podrias cortarmela?"),
    ("", "y me la envolveis porfa?"),
    ("gl", "cortádesma?"),
    ("gl", "podedes envolvela?"),
    ("gl", "ma envolvedes?"),
    ("gl", "cortadesma en anacos?"),
    ("floristeria", "¿me la envolvéis?"),
    ("floristeria", "¿me la podéis envolver?"),
    ("floristeria-gl", "ma envolvedes?"),
    ("floristeria-gl", "podedes envolvela, por favor?"),
])
def test_a_favour_asked_to_the_note_question_is_the_note(where, said):
    c = at_the_note_question(where)
    t = c.say(said)
    assert c.order["note"] == said
    assert t.text.startswith(SUMMARY["gl" if where.endswith("gl") else "es"]) and "Enviar pedido" in t.chip_labels
    assert not any(h in t.text for h in HANDED) and c.requests[-1]["kind"] == "order"


@pytest.mark.parametrize("where, said, reply", [
    ("", "¿me la envolvéis?", "Añado a las indicaciones: «¿me la envolvéis?»."),
    ("gl", "cortádesma?", "Engado ás indicacións: «cortádesma?»."),
    ("floristeria", "¿me la podéis envolver?", "Añado a las indicaciones: «¿me la podéis envolver?»."),
])
def test_a_favour_asked_at_the_summary_is_added_to_the_note(where, said, reply):
    c = at_the_note_question(where)
    c.say("sin prisa, gracias" if not where.endswith("gl") else "sen présa, grazas")
    held = c.order["note"]
    t = c.say(said)
    assert t.text.startswith(reply) and c.order["note"] == f"{held}; {said}"
    assert not any(h in t.text for h in HANDED)


# near misses: what asks to be told, kept or brought keeps its old reading
@pytest.mark.parametrize("said, question", [
    ("¿me la guardáis?", True),
    ("¿me lo lleváis a casa?", True),
    ("¿me decís cuánto es?", False),
    ("¿a qué hora cerráis?", False),
])
def test_a_question_that_asks_no_favour_is_no_note(said, question):
    c = at_the_note_question("")
    c.say(said)
    assert c.order["note"] is None and (c.order["questions"] == [said]) == question


# ---- a change of the note held, at the summary ---------------------------------------------------

@pytest.mark.parametrize("where, held, said, note, reply", [
    ("", "en caja por favor", "no, mejor en bolsa", "en bolsa", "Cambio las indicaciones por: «en bolsa»."),
    ("", "en caja por favor", "no mejor en bolsa", "en bolsa", "Cambio las indicaciones por: «en bolsa»."),
    ("", "en caja por favor", "mejor sin envolver", "sin envolver", "Cambio las indicaciones por: «sin envolver»."),
    ("", "en caja por favor", "bueno, mejor en una bolsa normal", "en una bolsa normal",
     "Cambio las indicaciones por: «en una bolsa normal»."),
    ("", "en caja por favor", "al final no hace falta la caja", "", "Quito de las indicaciones: «en caja por favor»."),
    ("", "en caja por favor", "ya no hace falta la caja", "", "Quito de las indicaciones: «en caja por favor»."),
    ("", "en caja por favor", "al final sin cajas", "", "Quito de las indicaciones: «en caja por favor»."),
    ("gl", "en caixa por favor", "mellor en bolsa", "en bolsa", "Cambio as indicacións por: «en bolsa»."),
    ("gl", "en caixa por favor", "ao final sen caixa", "", "Quito das indicacións: «en caixa por favor»."),
    ("gl", "en caixa por favor", "xa non fai falta a caixa", "", "Quito das indicacións: «en caixa por favor»."),
    ("floristeria", "con lazo", "al final sin lazo", "", "Quito de las indicaciones: «con lazo»."),
    ("floristeria", "con lazo", "mejor en papel de regalo", "en papel de regalo",
     "Cambio las indicaciones por: «en papel de regalo»."),
    ("floristeria", "¿me la envolvéis?", "mejor sin envolver", "", "Quito de las indicaciones: «¿me la envolvéis?»."),
    ("floristeria-gl", "con lazo", "mellor sen lazo", "", "Quito das indicacións: «con lazo»."),
])
def test_a_change_of_the_note_at_the_summary_changes_it(where, held, said, note, reply):
    c = at_the_note_question(where)
    c.say(held)
    assert c.order["note"] == held
    t = c.say(said)
    assert t.text.startswith(reply) and c.order["note"] == note
    assert "Enviar pedido" in t.chip_labels and [line["item_id"] for line in c.order["lines"]] in (["tarta-queso"],
                                                                                                   ["orquidea"])


def test_an_allergy_stays_when_the_other_wish_is_changed():
    c = at_the_note_question("")
    c.say("en caja por favor")
    c.say("soy alérgica a la nuez")
    t = c.say("no, mejor en bolsa")
    assert c.order["note"] == "soy alérgica a la nuez; en bolsa"
    assert t.text.startswith("Cambio las indicaciones por: «soy alérgica a la nuez; en bolsa».")


# near misses: a day, a cancel, a diet, or no note held keep their old reading
def test_a_better_day_at_the_summary_keeps_the_note():
    c = at_the_note_question("")
    c.say("en caja por favor")
    t = c.say("mejor el jueves")
    assert t.text.startswith("Cambio la recogida al jueves 5 de noviembre a las 11:00.")
    assert c.order["note"] == "en caja por favor" and c.order["ymd"] == "2026-11-05"


def test_called_off_at_the_summary_is_still_called_off():
    c = at_the_note_question("")
    c.say("en caja por favor")
    t = c.say("al final no la quiero")
    assert t.text == "Hecho, lo dejo sin enviar. Si quieres empezar de nuevo, dime qué te preparo."


def test_a_diet_at_the_summary_is_no_change_of_the_note():
    c = at_the_note_question("")
    c.say("en caja por favor")
    t = c.say("mejor sin nueces")
    assert t.text.startswith("En Tarta de queso no constan frutos secos.") and c.order["note"] == "en caja por favor"


@pytest.mark.parametrize("said", ["al final sin bolsa", "ya no hace falta que me llaméis"])
def test_a_wish_taken_back_that_the_note_does_not_hold_changes_nothing(said):
    c = at_the_note_question("")
    c.say("en caja por favor")
    c.say(said)
    assert c.order["note"].startswith("en caja por favor")


def test_without_a_note_held_a_better_wish_is_no_change():
    c = at_the_note_question("")
    c.press("Sin indicaciones")
    t = c.say("mejor en bolsa")
    assert "Cambio las indicaciones" not in t.text


# ---- «esa», «ese»: the thing of that gender ------------------------------------------------------

@pytest.mark.parametrize("slug, order, said, note", [
    ("floristeria", "quiero una orquídea y un poto para el martes", "pero esa no la envolváis",
     "Orquídea: no la envolváis"),
    ("floristeria", "quiero una orquídea y un poto para el martes", "pero ese no lo envolváis", "Poto: no lo envolváis"),
    ("floristeria", "quiero un poto y una orquidea para el martes", "pero ese en otra bolsa", "Poto: en otra bolsa"),
    ("floristeria", "quero unha orquídea e un poto para o martes", "mais esa non a envolvades",
     "Orquídea: non a envolvades"),
    ("floristeria", "una maceta de ceramica y un jarron para el martes", "esa sin envolver porfa",
     "Maceta de cerámica: sin envolver porfa"),
    ("", "una tarta de santiago y un croissant para el martes", "pero esa en caja de regalo",
     "Tarta de Santiago: en caja de regalo"),
])
def test_a_wish_pointed_with_esa_goes_to_the_thing_of_its_gender(slug, order, said, note):
    c = chat(slug)
    c.say(order)
    t = c.say(said)
    assert c.order["notes_said"] == [note] and f"«{note}»" in t.text


# near misses: both of the same gender, or no gender known, point at the last one as before
@pytest.mark.parametrize("slug, order, said, note", [
    ("floristeria", "quiero una orquídea y una maceta para el martes", "pero esa no la envolváis",
     "Maceta de cerámica: no la envolváis"),
    ("floristeria", "quiero un poto y un jarrón para el martes", "pero esa no la envolváis",
     "Jarrón de cristal: no la envolváis"),
])
def test_a_wish_pointed_with_no_other_gender_goes_to_the_last(slug, order, said, note):
    c = chat(slug)
    c.say(order)
    c.say(said)
    assert c.order["notes_said"] == [note]
