"""«quiero 6 croissants para el martes», «a las 10», «Ana», «llamadme al 612345678»: the phone was taken,
but «Apunto como indicación: «llamadme».» too. The words around a phone («llamadme al», «que me llamen
al», «mi móvil es el», «es el», gl «chámame ao») give it: no note. When to call, said beside it, still is
one («llamadme al 612…, mejor por la tarde»)."""
import pytest

from tests.conversation import chat

ORDER = ["quiero 6 croissants para el martes", "a las 10", "Ana"]
ORDER_GL = ["quero 6 croissants para o martes", "ás 10", "Ana"]
NOTE_ASKED = "¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)? Si no, dime «no»."
NOTE_ASKED_GL = "¿Queres unha dedicatoria ou algunha indicación (alerxias, velas, caixa)? Se non, dime «non»."


def _said(slug: str, steps: list[str]):
    c = chat(slug)
    for step in steps:
        t = c.say(step)
    return c, t


@pytest.mark.parametrize("phone", [
    "llamadme al 612345678", "Llamadme al 612 345 678", "llamadme por favor al 612345678",
    "que me llamen al 612345678", "mi móvil es el 612345678", "mi movil es el 612345678", "es el 612345678",
    "llamame al 612345678", "podeis llamarme al 612345678", "612345678",
])
def test_the_words_giving_the_phone_are_no_note(phone):
    c, t = _said("", [*ORDER, phone])
    assert t.text == NOTE_ASKED
    assert c.order["phone"] == "+34612345678" and not c.order.get("notes_said")


@pytest.mark.parametrize("phone", ["chamádeme ao 612345678", "chámame ao 612345678", "o meu móbil é o 612345678"])
def test_the_words_giving_the_phone_are_no_note_gl(phone):
    c, t = _said("", [*ORDER_GL, phone])
    assert t.text == NOTE_ASKED_GL
    assert c.order["phone"] == "+34612345678" and not c.order.get("notes_said")


@pytest.mark.parametrize("said", ["Ana, llamadme al 612345678", "Ana, 612345678", "Ana, mi móvil es el 612345678"])
def test_the_name_and_the_phone_together_at_the_name_question(said):
    c, t = _said("", [*ORDER[:2], said])
    assert t.text == NOTE_ASKED
    assert c.order["name"] == "Ana" and c.order["phone"] == "+34612345678"


@pytest.mark.parametrize("said, note", [
    ("llamadme al 612345678, mejor por la tarde", "llamadme, mejor por la tarde"),
    ("si hay algun problema llamadme al 612345678", "si hay algun problema llamadme"),
    ("612345678, mejor llamar por la tarde", "mejor llamar por la tarde"),
])
def test_when_to_call_is_still_a_note(said, note):
    c, t = _said("", [*ORDER, said])
    assert f"Apunto como indicación: «{note}»." in t.text


@pytest.mark.parametrize("slug, steps, asks", [
    ("peluqueria", ["quiero corte de mujer el martes a las 10", "Ana", "llamadme al 612345678"],
     "Apunto el teléfono: 612 34 56 78."),
    ("peluqueria", ["quiero corte de mujer el martes a las 10", "Ana, llamadme al 612345678"],
     "Apunto el teléfono: 612 34 56 78."),
    ("restaurante", ["mesa para 4 el sabado a las 21", "Ana", "llamadme al 612345678"],
     "¿Quieres dejar alguna indicación para el local"),
    ("restaurante", ["mesa para 4 el sabado a las 21", "Ana, que me llamen al 612345678"],
     "¿Quieres dejar alguna indicación para el local"),
])
def test_in_a_booking_too(slug, steps, asks):
    c, t = _said(slug, steps)
    assert t.text.startswith(asks) and "indicación: «" not in t.text
    assert c.state["booking"]["phone"] == "+34612345678"
