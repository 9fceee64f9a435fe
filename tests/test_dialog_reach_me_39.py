"""«llámame al 612345678» to «¿Y un teléfono?», «Ana, llamadme si hay algún problema al 612…» and «se
hai algún problema chamádeme» at the note question handed a call to a person: the order was never
sent and the number given was lost. Mid-request, a number or a condition with «llámame» says how to
reach the customer about it: the phone, and a note; a bare «¿me podéis llamar?» is still a call."""
import pytest

from tests.conversation import chat

ORDER_ES, ORDER_GL = "quiero 4 croissants para mañana a las 10", "quero 4 croissants pra mañá ás 10"


@pytest.mark.parametrize("first, answer", [
    (ORDER_ES, "llamame al 612345678"), (ORDER_ES, "llámame a este 612 345 678"),
    (ORDER_GL, "podedes chamarme ao 612345678"), (ORDER_GL, "chámame ao 612345678"),
])
def test_a_number_to_call_is_the_phone(first, answer):
    c = chat()
    c.say(first)
    c.say("Ana")
    t = c.say(answer)
    assert c.order["phone"] == "+34612345678" and c.order["lines"] and t.request["kind"] == "order"
    assert "teléfono?" not in t.text and "persona" not in t.text and "persoa" not in t.text


def test_the_name_the_number_and_how_to_reach_in_one_answer():
    c = chat()
    c.say(ORDER_ES)
    t = c.say("Ana, llamadme si hay algún problema al 612345678")
    assert (c.order["name"], c.order["phone"]) == ("Ana", "+34612345678")
    assert c.order["note"] == "llamadme si hay algún problema"
    assert t.texts[0] == "Apunto como indicación: «llamadme si hay algún problema»."


@pytest.mark.parametrize("first, said, note", [
    (ORDER_ES, "que me llamen antes de prepararlo", "que me llamen antes de prepararlo"),
    (ORDER_ES, "que me avisen cuando este listo", "que me avisen cuando este listo"),
    (ORDER_GL, "se hai algún problema chamádeme", "se hai algún problema chamádeme"),
])
def test_how_to_reach_said_at_the_summary_is_noted(first, said, note):
    c = chat()
    c.say(first)
    c.say("Ana")
    c.say("612345678")
    c.say("no")
    t = c.say(said)
    assert c.order["note"] == note and t.request["kind"] == "order"
    assert t.texts[0] in (f"Añado a las indicaciones: «{note}».", f"Engado ás indicacións: «{note}».")


def test_a_booking_phone_given_as_a_call():
    c = chat("restaurante")
    c.say("mesa para 2 el jueves a las 21")
    c.say("Ana")
    c.say("llamadme al 612345678")
    assert c.state["booking"]["phone"] == "+34612345678" and c.state["booking"]["ymd"] == "2026-11-05"


@pytest.mark.parametrize("call", ["¿me podéis llamar?", "llamadme", "que me llamen", "chamádeme"])
def test_a_bare_call_is_still_handed_to_a_person(call):
    c = chat()
    c.say(ORDER_ES)
    t = c.say(call)
    assert t.request["kind"] == "handoff" and t.request["data"]["topic"] == "call"
