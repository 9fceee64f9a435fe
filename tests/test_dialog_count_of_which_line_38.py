"""A bare new count («que sean 5», «mejor 4», «me equivoqué, eran 3», «mellor 4») with two or more
products written down and none named was not understood, or was kept for the business as a
question. Now the customer is asked which one, with a button per product (and, at the time
question, the hour the number may be), and the product named or pressed next takes the count."""
import pytest

from tests.conversation import chat

ORDER = "quiero 2 palmeras y un brownie para mañana"


def lines(c):
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


@pytest.mark.parametrize("text, n", [
    ("que sean 5", 5), ("mejor 4", 4), ("al final 4", 4), ("me equivoqué, eran 3", 3), ("me equivoque eran 3", 3),
    ("cambia a 4", 4), ("pues mejor tres", 3),
])
def test_which_one_is_asked_with_a_button_each(text, n):
    c = chat()
    c.say(ORDER)
    t = c.say(text)
    assert t.texts == [f"¿De cuál quieres {n}: Palmera de hojaldre o Brownie sin harina?"]
    assert t.chip_labels[:2] == ["Palmera de hojaldre", "Brownie sin harina"]
    assert lines(c) == [("palmera", 2), ("brownie", 1)]


@pytest.mark.parametrize("answer, expected", [
    ("las palmeras", [("palmera", 5), ("brownie", 1)]),
    ("la palmera", [("palmera", 5), ("brownie", 1)]),
    ("el brownie", [("palmera", 2), ("brownie", 5)]),
    ("del browni", [("palmera", 2), ("brownie", 5)]),
])
def test_the_product_named_next_takes_the_count(answer, expected):
    c = chat()
    c.say(ORDER)
    c.say("que sean 5")
    t = c.say(answer)
    assert lines(c) == expected
    assert t.texts[-1] == "¿A qué hora lo recoges mañana?"


def test_the_button_sets_that_product():
    c = chat()
    c.say(ORDER)
    c.say("mejor 4")
    t = c.press("Brownie sin harina")
    assert lines(c) == [("palmera", 2), ("brownie", 4)]
    assert "Total 16,40 €." in t.text


def test_galician():
    c = chat()
    c.say("quero 2 palmeiras e un brownie para mañá")
    t = c.say("mellor 4")
    assert t.texts == ["¿De cal queres 4: Palmera de hojaldre ou Brownie sin harina?"]
    c.say("as palmeiras")
    assert lines(c) == [("palmera", 4), ("brownie", 1)]


def test_at_the_time_question_the_hour_is_a_button_too():
    c = chat()
    c.say(ORDER)
    t = c.say("mejor 11")
    assert t.chip_labels == ["Palmera de hojaldre", "Brownie sin harina", "11:00"]
    c.press("11:00")
    assert c.order["min"] == 11 * 60
    assert lines(c) == [("palmera", 2), ("brownie", 1)]


def test_que_sean_is_never_the_hour():
    c = chat()
    c.say(ORDER)
    t = c.say("que sean 11")
    assert "11:00" not in t.chip_labels


def test_a_time_after_the_question_is_still_the_time():
    c = chat()
    c.say(ORDER)
    c.say("mejor 4")
    t = c.say("a las 10")
    assert c.order["min"] == 600
    assert lines(c) == [("palmera", 2), ("brownie", 1)]
    assert t.texts[-1] == "¿A nombre de quién lo preparo?"


def test_one_product_still_takes_the_count_at_once():
    c = chat()
    c.say("quiero 2 palmeras para mañana")
    c.say("que sean 5")
    assert lines(c) == [("palmera", 5)]


def test_the_product_named_later_without_the_question_adds_nothing():
    c = chat()
    c.say(ORDER)
    c.say("a las 10")
    c.say("las palmeras")
    assert lines(c) == [("palmera", 2), ("brownie", 1)]
