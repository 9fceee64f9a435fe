"""Stop 50, late notes: instructions said at the name question or at the summary. How a thing is
handed over («en caja porfa», «envuelto en papel kraft», «para llevar») is a note, never the name;
«fuera las X», «bota fóra as X», «me sobran las X» take X off; «que as X sexan brancas», «y que no
lleve Y» at the summary are added to the note, not passed on as a question; «…, ¿puedes ponerlo?»
after a remark notes it; a trouble told with the request is noted once."""
import pytest

from tests.conversation import chat

ORDER = {"": "3 croissants para el martes a las 10", "floristeria": "un poto para el lunes a las 11",
         "libreria": "el atlas para el lunes a las 11"}


# ---- how it is handed over, to the name question: a note, and the name asked again ----------------

@pytest.mark.parametrize("slug, said, note, asked", [
    ("", "en caja porfa", "en caja", "¿A nombre de quién lo preparo?"),
    ("", "En caixa, por favor", "En caixa", "¿A nome de quen o preparo?"),
    ("", "en una caja bonita", "en una caja bonita", "¿A nombre de quién lo preparo?"),
    ("", "nunha bolsa grazas", "nunha bolsa", "¿A nome de quen o preparo?"),
    ("floristeria", "en papel kraft", "en papel kraft", "¿A nombre de quién lo preparo?"),
    ("floristeria", "envuelto en papel kraft porfa", "envuelto en papel kraft", "¿A nombre de quién lo preparo?"),
    ("libreria", "en bolsa", "en bolsa", "¿A nombre de quién lo preparo?"),
    ("libreria", "envolto en papel de seda", "envolto en papel de seda", "¿A nombre de quién lo preparo?"),
])
def test_how_it_is_handed_over_is_no_name(slug, said, note, asked):
    c = chat(slug)
    c.say(ORDER[slug])
    t = c.say(said)
    assert c.order["name"] is None and c.order["notes_said"] == [note]
    assert t.text.endswith(asked) and f"«{note}»" in t.text


@pytest.mark.parametrize("said", ["Ana", "Carmen de la Fuente", "Paz", "Rosa", "Nieves", "Blanca", "Pilar Caja",
                                  "para Ana"])
def test_a_real_name_stays_a_name(said):
    c = chat()
    c.say(ORDER[""])
    c.say(said)
    assert c.order["name"] == said.replace("para ", "") and not c.order.get("notes_said")


@pytest.mark.parametrize("said", ["Rosa", "Blanca", "Nieves"])
def test_a_name_like_a_flower_or_colour_stays_a_name_at_the_florist(said):
    c = chat("floristeria")
    c.say(ORDER["floristeria"])
    c.say(said)
    assert c.order["name"] == said


# ---- a thing taken off, said with «fuera», «bota fóra», «sobran» ---------------------------------

@pytest.mark.parametrize("first, said", [
    ("3 croissants e 2 palmeiras pro martes ás 10", "bota fóra as palmeiras"),
    ("3 croissants e 2 palmeiras pro martes ás 10", "as palmeiras sóbranme"),
    ("3 croissants e 2 palmeiras pro martes ás 10", "sobranme as palmeiras"),
    ("3 croissants y 2 palmeras para el martes a las 10", "fuera las palmeras"),
    ("3 croissants y 2 palmeras para el martes a las 10", "me sobran las palmeras"),
    ("3 croissants y 2 palmeras para el martes a las 10", "tira fuera las palmeras"),
])
def test_a_thing_thrown_out_at_the_name_question_is_taken_off(first, said):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert [line["item_id"] for line in c.order["lines"]] == ["croissant"] and c.order["name"] is None
    assert "3 × Croissant de mantequilla. Total 5,40 €" in t.text


def test_a_thing_thrown_out_at_the_summary_is_taken_off():
    c = chat("floristeria")
    for said in ("un ramo de rosas y un poto para el lunes a las 11", "Sonia 611223344", "no"):
        c.say(said)
    t = c.say("fuera el poto")
    assert [line["item_id"] for line in c.order["lines"]] == ["ramo-rosas"] and "Total 35,00 €" in t.text


# ---- a wish at the summary: added to the note, the summary again -----------------------------------

@pytest.mark.parametrize("first, said, note, added", [
    ("un poto para el lunes a las 11", "ah, y envuelto en papel kraft", "envuelto en papel kraft",
     "Añado a las indicaciones: «envuelto en papel kraft»."),
    ("un poto para el lunes a las 11", "en papel kraft", "en papel kraft",
     "Añado a las indicaciones: «en papel kraft»."),
    ("un ramo de rosas para el lunes a las 11", "que as rosas sexan brancas", "que as rosas sexan brancas",
     "Engado ás indicacións: «que as rosas sexan brancas»."),
    ("un ramo de rosas para el lunes a las 11", "y que no lleve verde", "que no lleve verde",
     "Añado a las indicaciones: «que no lleve verde»."),
    ("un ramo de rosas para el lunes a las 11", "que sean blancas", "que sean blancas",
     "Añado a las indicaciones: «que sean blancas»."),
    ("un ramo de rosas para el lunes a las 11", "que las rosas sean rojas", "que las rosas sean rojas",
     "Añado a las indicaciones: «que las rosas sean rojas»."),
])
def test_a_wish_at_the_summary_is_added_to_the_note(first, said, note, added):
    c = chat("floristeria")
    for step in (first, "Sonia 611223344", "no"):
        c.say(step)
    t = c.say(said)
    assert c.order["note"] == note and t.text.startswith(added)
    assert t.chip_labels[0] in ("Enviar pedido", "Enviar") and not c.requests[-1]["kind"] == "question"
    assert "prefiero no inventarlo" not in t.text and "prefiro non inventalo" not in t.text


def test_a_real_question_at_the_summary_is_still_answered():
    c = chat("floristeria")
    for step in ("un poto para el lunes a las 11", "Sonia 611223344", "no"):
        c.say(step)
    t = c.say("¿a qué hora cerráis?")
    assert t.text.startswith("El lunes 2 de noviembre cerramos a las 20:00.") and not c.order["note"]


def test_no_at_the_note_question_stays_no():
    c = chat("floristeria")
    for step in ("un poto para el lunes a las 11", "Sonia 611223344"):
        c.say(step)
    t = c.say("no")
    assert c.order["note"] == "" and "Enviar pedido" in t.chip_labels


# ---- a remark asked to be noted, with a booking ----------------------------------------------------

@pytest.mark.parametrize("no, said, note", [
    ("no", "ah, uno de nosotros es vegetariano, puedes ponerlo?", "uno de nosotros es vegetariano"),
    ("no", "uno de nosotros es vegano, ¿me lo apuntas porfa?", "uno de nosotros es vegano"),
    ("non", "ah, e un de nós é vexetariano, podes poñelo?", "un de nós é vexetariano"),
    ("no", "una es celiaca, anotalo", "una es celiaca"),
])
def test_a_remark_asked_to_be_noted_is_noted(no, said, note):
    c = chat("restaurante")
    for step in ("mesa para 4 el jueves a las 21", "Xavi 600700800", no):
        c.say(step)
    c.say(said)
    assert c.state["booking"]["note"] == note and c.requests[-1]["kind"] == "booking"


def test_a_trouble_told_with_the_request_is_noted_once():
    c = chat("taller")
    for step in ("ola, a cadea fai un ruido raro, podedes mirala o martes?", "ás 10", "Noe 600222444"):
        t = c.say(step)
    note = c.state["booking"]["note"]
    assert note.count("ruido raro") == 1 and t.text.count("ruido raro") == 1


# ---- near misses that keep their old reading -------------------------------------------------------

def test_a_person_with_con_at_the_name_question_is_no_note():
    c = chat("peluqueria")
    c.say("corte de mujer el jueves a las 12")
    t = c.say("con laura")
    assert "indicación" not in t.text and c.state["booking"]["name"] is None


def test_a_count_with_que_sean_is_a_count():
    c = chat()
    c.say("quería 6 croissants para mañana a las 10")
    c.say("Pedro 632323232")
    c.say("no espera mejor que sean doce")
    assert c.order["lines"][0]["qty"] == 12 and c.order["note"] is None


def test_a_phone_declined_is_no_note():
    c = chat()
    c.say("quiero 3 croissants para el martes a las 10")
    c.say("Ana")
    c.say("sin telefono")
    assert c.state["awaiting"] == "note" and not c.order.get("notes_said")
