"""«déjalo a las 11», «olvídalo, mejor 4», «déixao, que sexan 4» emptied the whole order («Hecho, lo
dejo sin enviar.»): «déjalo / olvídalo» with a new time, day or count after it replaces what was
said, and only alone does it call the order off. And «0034 600 111 222» was masked as a card
number: no card number starts with 00, the international call prefix; the phone is kept."""
import pytest

from tests.conversation import chat

ORDER = "6 croissants para mañana a las 10"


def lines(c):
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


@pytest.mark.parametrize("text, minutes", [("déjalo a las 11", 660), ("déixao ás 11", 660),
                                           ("dejalo mejor para las 12", 720), ("olvídalo, mejor a las 12", 720)])
def test_a_new_time_replaces_the_old(text, minutes):
    c = chat()
    c.say(ORDER)
    c.say(text)
    assert lines(c) == [("croissant", 6)]
    assert c.order["min"] == minutes


@pytest.mark.parametrize("text", ["olvídalo, mejor 4", "déjalo, que sean 4", "déixao, que sexan 4", "esquéceo, mellor 4"])
def test_a_new_count_replaces_the_old(text):
    c = chat()
    c.say(ORDER)
    t = c.say(text)
    assert lines(c) == [("croissant", 4)]
    assert t.texts[0] == "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."


@pytest.mark.parametrize("text", ["olvídalo", "olvida todo", "déjalo, ya paso yo"])
def test_alone_it_calls_the_order_off(text):
    c = chat()
    c.say(ORDER)
    c.say(text)
    assert lines(c) == []


@pytest.mark.parametrize("phone", ["0034 600 111 222", "0034600111222", "0034-600-111-222"])
def test_the_international_prefix_is_a_phone(phone):
    c = chat()
    c.say(ORDER)
    c.say("Ana")
    t = c.say(phone)
    assert c.order["phone"] == "+34600111222"
    assert "tarjeta" not in t.text
