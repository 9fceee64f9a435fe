"""Stop 53, «y de <Y> lo mismo / el doble» where Y is no product's own name. Stop 52 made «y de
croissants lo mismo» take as many of another product as the line held; but at the bookshop, after
«quiero 2 cuadernos a5», «y de a4 el doble» only said «Para seguir necesito que me digas una de estas
opciones…» and wrote nothing: «a4» is the word that tells one notebook of the group from the other,
not a name. And a thing not sold said that way was not told apart: at the restaurant (bookings only,
no orders) «y de bravas lo mismo» went to a person («Eso no lo tengo claro…»), and at the bakery,
with croissants held, it asked for «una de estas opciones». Now the word that tells apart the other
product of the held line's group takes that product, counted from the held line («4 × Cuaderno A4
cuadriculado»), in Spanish and Galician, with «el dobel»/«o doble» misspelt; and a thing not sold is
said so («No tengo «bravas»…»), with the restaurant's «Por aquí no tomo pedidos…» after it. Things
left as they were: a product named whole, «lo mismo» with nothing held (the price of a product
named), «lo mismo que ayer» (no count pointed back to)."""
import pytest

from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


def _handed(t) -> bool:
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


# ---- the word that tells apart the other product of the held line's group ----------------------------


@pytest.mark.parametrize("first, said, lines, text", [
    ("quiero 2 cuadernos a5", "y de a4 el doble", [("cuaderno-a5", 2), ("cuaderno-a4", 4)],
     "4 × Cuaderno A4 cuadriculado. Total 32,60 €"),
    ("quiero 2 cuadernos a5", "y de A4 lo mismo", [("cuaderno-a5", 2), ("cuaderno-a4", 2)],
     "2 × Cuaderno A4 cuadriculado. Total 20,80 €"),
    ("quiero 2 cuadernos a5", "y de a4 el dobel", [("cuaderno-a5", 2), ("cuaderno-a4", 4)],
     "4 × Cuaderno A4 cuadriculado. Total 32,60 €"),
    ("quiero 4 cuadernos a4", "y de a5 la mitad", [("cuaderno-a4", 4), ("cuaderno-a5", 2)],
     "2 × Cuaderno A5 de rayas. Total 32,60 €"),
    ("quiero 2 cuadernos a5", "y del grande lo mismo", [("cuaderno-a5", 2), ("cuaderno-a4", 2)],
     "2 × Cuaderno A4 cuadriculado. Total 20,80 €"),
    ("quiero 2 cuadernos a5", "vale, y de a4 tambien lo mismo", [("cuaderno-a5", 2), ("cuaderno-a4", 2)],
     "2 × Cuaderno A4 cuadriculado. Total 20,80 €"),
    ("quero dous cadernos a4", "e de a5 o mesmo", [("cuaderno-a4", 2), ("cuaderno-a5", 2)],
     "2 × Caderno A5 de raias. Total 20,80 €"),
    ("quero 2 cadernos a5", "e de a4 o dobre", [("cuaderno-a5", 2), ("cuaderno-a4", 4)],
     "4 × Caderno A4 cuadriculado. Total 32,60 €"),
    ("quero 2 cadernos a5", "e de a4 o doble", [("cuaderno-a5", 2), ("cuaderno-a4", 4)],
     "4 × Caderno A4 cuadriculado. Total 32,60 €"),
])
def test_the_other_of_the_group_counted_from_the_held_line(first, said, lines, text):
    c = chat("libreria")
    c.say(first)
    t = c.say(said)
    assert _lines(c) == lines
    assert text in t.text
    assert "hora" in t.text      # the pickup time is asked next, as before


@pytest.mark.parametrize("said", ["y de cuaderno a4 el doble", "y el doble de cuaderno a4"])
def test_a_product_named_whole_still_counted_as_before(said):
    c = chat("libreria")
    c.say("quiero 2 cuadernos a5")
    t = c.say(said)
    assert _lines(c) == [("cuaderno-a5", 2), ("cuaderno-a4", 4)]
    assert "Total 32,60 €" in t.text


def test_the_held_word_itself_changes_no_line():
    """«y de a5 el doble» with the A5 held: that line's own word, no second line."""
    c = chat("libreria")
    c.say("quiero 2 cuadernos a5")
    c.say("y de a5 el doble")
    assert [item for item, _ in _lines(c)] == ["cuaderno-a5"]


def test_a_product_of_no_group_gets_no_sibling():
    """«y de a4 el doble» after a book (no group of sizes): no notebook is guessed."""
    c = chat("libreria")
    c.say("quiero 2 follas novas")
    c.say("y de a4 el doble")
    assert [item for item, _ in _lines(c)] == ["follas-novas"]


# ---- a thing not sold, said by pointing back ---------------------------------------------------------


@pytest.mark.parametrize("said, text, no_orders", [
    ("y de bravas lo mismo", "No tengo «bravas»", "Por aquí no tomo pedidos"),
    ("y de bravas el doble", "No tengo «bravas»", "Por aquí no tomo pedidos"),
    ("y de hamburguesas lo mismo", "No tengo «hamburguesas»", "Por aquí no tomo pedidos"),
    ("e de bravas o mesmo", "Non teño «bravas»", "Por aquí non tomo pedidos"),
    ("e de bravas o dobre", "Non teño «bravas»", "Por aquí non tomo pedidos"),
])
def test_restaurant_says_it_has_none_and_takes_no_orders(said, text, no_orders):
    c = chat("restaurante")
    c.say("quiero 2 croquetas")
    t = c.say(said)
    assert not _handed(t)
    assert text in t.text and no_orders in t.text
    assert "Reservar mesa" in t.chip_labels


@pytest.mark.parametrize("said, text", [
    ("y de bravas lo mismo", "No tengo «bravas»"),
    ("e de bravas o mesmo", "Non teño «bravas»"),
])
def test_restaurant_first_message_too(said, text):
    c = chat("restaurante")
    t = c.say(said)
    assert not _handed(t) and text in t.text


@pytest.mark.parametrize("said, text", [
    ("y de bravas lo mismo", "No tengo «bravas» en la carta"),
    ("y de bravas el doble", "No tengo «bravas» en la carta"),
])
def test_bakery_with_a_line_held_says_it_has_none(said, text):
    c = chat()
    c.say("quiero 2 croissants")
    t = c.say(said)
    assert text in t.text and "opciones" not in t.text
    assert _lines(c) == [("croissant", 2)]


def test_gl_bakery_with_a_line_held_says_it_has_none():
    c = chat()
    c.say("quero 2 croissants")
    t = c.say("e de bravas o mesmo")
    assert "Non teño «bravas»" in t.text
    assert _lines(c) == [("croissant", 2)]


# ---- near-misses: as before ----------------------------------------------------------------------------


def test_restaurant_product_named_with_nothing_held_gives_its_price():
    c = chat("restaurante")
    t = c.say("y de pulpo lo mismo")
    assert "16,50 €" in t.text and "Por aquí no tomo pedidos" in t.text


def test_bakery_product_of_another_kind_still_counted():
    c = chat()
    c.say("quiero 2 croissants")
    c.say("y de palmeras lo mismo")
    assert _lines(c) == [("croissant", 2), ("palmera", 2)]


@pytest.mark.parametrize("said", ["y de postres lo mismo", "y de postre lo mismo"])
def test_a_category_is_not_told_as_a_thing_not_sold(said):
    """«postres» is the restaurant's kind of dish, not a thing it lacks: no «No tengo «postres»»."""
    c = chat("restaurante")
    c.say("quiero 2 croquetas")
    t = c.say(said)
    assert "No tengo" not in t.text


def test_a_group_word_still_asks_which():
    c = chat()
    c.say("quiero 2 croissants")
    t = c.say("y de tartas lo mismo")
    assert "¿Qué tarta quieres?" in t.text
    assert _lines(c) == [("croissant", 2)]
