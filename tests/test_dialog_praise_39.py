"""Praise was ordered or handed to a person: «me encantan vuestros croissants» mid-order added one
croissant, «qué ricos están vuestros X» went to the shop as a question, «sois geniales» was handed
over. Praise told (not asked) is thanked; the product praised is no line unless a count or a wish
comes with it."""
import pytest

from tests.conversation import chat

THANKED = ("¡Muchas gracias, da gusto leerlo!", "Moitas grazas, dá gusto lelo!")


@pytest.mark.parametrize("praise", [
    "me encantan vuestros croissants", "que ricos estan vuestros croissants", "los croissants estaban buenisimos",
    "encántanme os vosos croissants", "os croissants estaban boísimos", "qué bonitas las napolitanas",
    "sois los mejores", "me gustan muchisimo las napolitanas",
])
def test_praise_mid_order_changes_nothing(praise):
    c = chat()
    c.say("quiero 6 croissants" if "os " not in praise else "quero 6 croissants")
    t = c.say(praise)
    assert t.texts[0] in THANKED
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("croissant", 6)]
    assert t.texts[-1].startswith(("¿A qué hora", "¿A que hora"))
    assert "persona" not in t.text and "Apunto" not in t.text


@pytest.mark.parametrize("praise, thanks", [
    ("me encantan vuestros croissants", "¡Muchas gracias, da gusto leerlo! Si necesitas algo más, aquí estoy."),
    ("sois geniales", "¡Muchas gracias, da gusto leerlo! Si necesitas algo más, aquí estoy."),
    ("que ricos los croissants!", "¡Muchas gracias, da gusto leerlo! Si necesitas algo más, aquí estoy."),
    ("sodes os mellores", "Moitas grazas, dá gusto lelo! Se precisas algo máis, aquí estou."),
])
def test_praise_alone_is_thanked(praise, thanks):
    c = chat()
    t = c.say(praise)
    assert t.text == thanks
    assert c.order is None or not c.order["lines"]


@pytest.mark.parametrize("said, line", [
    ("me encantan los croissants, ponme 6", ("croissant", 6)),
    ("me encantan los croissants, quiero 4 napolitanas", ("napolitana", 4)),
    ("ponme croissants, que estan buenisimos", ("croissant", 1)),
    ("la bica de ayer estaba riquisima, quiero otra", ("bica", 1)),
    ("encántanme os croissants, pon 6", ("croissant", 6)),
])
def test_a_wish_beside_praise_is_ordered(said, line):
    c = chat()
    c.say(said)
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == [line]


def test_praise_asked_is_a_question():
    t = chat().say("¿son buenos los croissants?")
    assert not t.text.startswith(THANKED)


def test_a_liking_to_which_one_chooses_it():
    c = chat()
    c.say("quiero una tarta para el jueves")
    t = c.say("me gusta la de queso")
    assert c.order["lines"][0]["item_id"] == "tarta-queso"
    assert not t.text.startswith(THANKED)
