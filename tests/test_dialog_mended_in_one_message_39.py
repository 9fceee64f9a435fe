"""A value taken back inside one message kept the one taken back: «612345678 no, perdón, 612345670»
saved the first number, «Ana, no, Lucía» the first name, «6 non, 4» the 6, and «seis, non, mellor
cinco» read «non» as a product. «Ana, no tengo teléfono» lost the name too."""
import pytest

from tests.conversation import chat

ORDER = "quiero 6 croissants para mañana a las 10"


@pytest.mark.parametrize("said", ["612345678 no, perdon, 612345670", "612345678, digo 612345670",
                                  "612 345 678 non, perdoa, 612 345 670", "612345678 o sea 612345670"])
def test_the_phone_said_last(said):
    c = chat()
    c.say(ORDER)
    c.say("Ana")
    c.say(said)
    assert c.order["phone"] == "+34612345670"


def test_two_phones_keep_the_first():
    c = chat()
    c.say(ORDER)
    c.say("Ana")
    c.say("612345678 y si no 981123456")
    assert c.order["phone"] == "+34612345678"


@pytest.mark.parametrize("said, name", [("Ana, no, Lucia", "Lucia"), ("Ana, non, Sabela", "Sabela"),
                                        ("Ana non, perdoa, Sabela", "Sabela"), ("Ana, digo Lucía", "Lucía")])
def test_the_name_said_last(said, name):
    c = chat()
    c.say(ORDER)
    c.say(said)
    assert c.order["name"] == name


@pytest.mark.parametrize("said, name", [("Ana, no tengo telefono", "Ana"), ("Ana, sin teléfono", "Ana"),
                                        ("Uxía, non teño móbil", "Uxía")])
def test_a_name_and_no_phone(said, name):
    c = chat()
    c.say(ORDER)
    t = c.say(said)
    assert c.order["name"] == name and c.order.get("phone_declined")
    assert t.texts[0] in ("Sin problema, sin teléfono: te avisarán aquí mismo.",
                          "Sen problema, sen teléfono: avisarante aquí mesmo.")


def test_prefering_not_to_say_is_still_no_name():
    c = chat()
    c.say(ORDER)
    c.say("prefiero no decirlo")
    assert c.order["name"] is None


@pytest.mark.parametrize("first, then, count", [
    ("quero 6 croissants pra mañá ás 10", "6 non, 4", 4),
    ("quiero 6 croissants para mañana a las 10", "4, no 6", 4),
    ("quero croissants pra mañá ás 10", "seis, non, mellor cinco", 5),
    ("quiero croissants para mañana a las 10", "seis, no, mejor cinco", 5),
    ("quiero croissants para mañana a las 10", "6 digo 5", 5),
])
def test_the_count_said_last(first, then, count):
    c = chat()
    c.say(first)
    if "6 non" in then or "4, no" in then:
        c.say("Ana 612345678")
    t = c.say(then)
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == [("croissant", count)]
    assert t.texts[0].startswith(f"Apunto: {count} × Croissant de mantequilla.")
