"""«olvida lo de la trona», «cancela lo del jueves, pon el viernes», «olvida lo de Marta, con quien
sea», «cancela la hora, prefiero las 21:30» threw the whole request away; «olvídate de la trona»
noted «de la trona»; «borra la nota» was ignored and «déjalo así» / «está ben así» became the note.
A detail taken back is that detail, and the request stays."""
import pytest

from tests.conversation import chat


def _at_summary_with_a_note(slug: str, first: str, note: str):
    c = chat(slug)
    c.say(first)
    c.say("Ana")
    c.say("600111222")
    c.say(note)
    return c


TABLE = "mesa para 2 el jueves a las 21"
MESA = "mesa para 2 o xoves ás 21"


@pytest.mark.parametrize("first, then, said", [
    (TABLE, "olvida lo de la trona", "Quito de las indicaciones: «con trona»."),
    (TABLE, "olvidate de la trona", "Quito de las indicaciones: «con trona»."),
    (TABLE, "cancela lo de la trona", "Quito de las indicaciones: «con trona»."),
    (TABLE, "olvida lo de las tronas", "Quito de las indicaciones: «con trona»."),
    (MESA, "esquece o da trona", "Quito das indicacións: «con trona»."),
])
def test_a_note_taken_back_keeps_the_booking(first, then, said):
    c = _at_summary_with_a_note("restaurante", first, "con trona")
    t = c.say(then)
    assert t.texts[0] == said
    b = c.state["booking"]
    assert b["note"] == "" and b["ymd"] == "2026-11-05" and b["min"] == 21 * 60 and b["name"] == "Ana"
    assert "sin enviar" not in t.text and "sen enviar" not in t.text


@pytest.mark.parametrize("then", ["borra la nota", "quita las indicaciones", "sen nota", "borra las observaciones por favor"])
def test_the_whole_note_taken_back(then):
    c = _at_summary_with_a_note("restaurante", TABLE, "con trona")
    t = c.say(then)
    assert c.state["booking"]["note"] == ""
    assert t.texts[0] in ("Quito de las indicaciones: «con trona».", "Quito das indicacións: «con trona».")


def test_a_word_not_in_the_note_is_not_added_to_it():
    c = _at_summary_with_a_note("libreria", "quiero follas novas para el martes a las 11", "envuelto para regalo")
    t = c.say("olvida lo de envolver")
    assert c.order["note"] == "envuelto para regalo"
    assert t.texts[0] == "En las indicaciones no pone «envolver»; ahora dicen: «envuelto para regalo»."


@pytest.mark.parametrize("then", ["cancela lo del jueves, pon el viernes", "olvida lo del jueves, mejor el viernes",
                                  "esquece o do xoves, mellor o venres", "cancela lo del juebes, el viernes"])
def test_a_day_taken_back_beside_another(then):
    c = chat("restaurante")
    c.say(TABLE)
    t = c.say(then)
    assert c.state["booking"]["ymd"] == "2026-11-06" and c.state["booking"]["min"] == 21 * 60
    assert "viernes 6 de noviembre" in t.texts[0] or "venres 6 de novembro" in t.texts[0]


def test_the_time_taken_back_at_the_summary():
    c = _at_summary_with_a_note("restaurante", TABLE, "no")
    t = c.say("cancela la hora, prefiero las 21:30")
    assert c.state["booking"]["min"] == 21 * 60 + 30 and c.state["booking"]["name"] == "Ana"
    assert "21:30" in t.texts[0]


@pytest.mark.parametrize("first, then", [
    ("corte de mujer con marta el jueves a las 12", "olvida lo de marta, con quien sea"),
    ("corte de mujer con marta el jueves a las 12", "quita lo de marta"),
    ("corte de muller con marta o xoves ás 12", "esquece o da marta, con calquera"),
])
def test_a_person_taken_back_keeps_the_appointment(first, then):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    b = c.state["booking"]
    assert b["resource"] != "marta" and b["services"] == ["corte-mujer"] and b["min"] == 12 * 60
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


@pytest.mark.parametrize("then", ["cancela la reserva", "olvida lo de la mesa", "anula la reserva, gracias",
                                  "cancela todo"])
def test_the_request_itself_is_still_cancelled(then):
    c = chat("restaurante")
    c.say(TABLE)
    t = c.say(then)
    assert "sin enviar" in t.text and not c.state["booking"].get("ymd")


@pytest.mark.parametrize("answer", ["dejalo asi", "déixao así", "está ben así", "esta ben", "así vale", "tal cal",
                                    "tal cual", "todo ok", "así xa está"])
def test_no_note_said_in_other_words(answer):
    c = chat()
    c.say("quiero 4 croissants para mañana a las 10")
    c.say("Ana")
    c.say("600111222")
    c.say(answer)
    assert c.order["note"] == ""
