"""Stop 53 review, «y de <Y> lo mismo / el doble / la mitad» where Y is a word of a product's name or
description, not the name said whole. Earlier in this stop, to tell a thing not sold («y de bravas lo
mismo» → «No tengo «bravas»»), the «de» was dropped whenever «de Y» alone reached no product. But
«de queso», «de madera», «de chocolate» alone reach nothing, while «2 de queso» (the count put back,
as before) reaches the cake: so at the bakery, after «quiero 2 croissants», «y de queso lo mismo» only
said «Para seguir necesito que me digas una de estas opciones…» and wrote nothing (before: «Apunto: 2 ×
Croissant de mantequilla y 2 × Tarta de queso. Total 47,60 €»); «y de mantequilla el doble» after
napolitanas answered about allergens; «y de chocolate lo mismo» no longer asked which; and the same at
the bookshop, the florist's and the bike workshop. Now «de Y» is read with its count first, as before,
and only when that reaches no product, no group and no category is Y told as a thing not sold."""
import pytest

from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


# ---- a word of a product's name reaches that product, counted from the held line ----------------------


@pytest.mark.parametrize("first, said, added, text", [
    ("quiero 2 croissants", "y de queso lo mismo", ("tarta-queso", 2),
     "Apunto: 2 × Croissant de mantequilla y 2 × Tarta de queso. Total 47,60 €"),
    ("quiero 2 croissants", "y de qeso lo mismo", ("tarta-queso", 2), "2 × Tarta de queso. Total 47,60 €"),
    ("quero 2 croissants", "e de queixo o mesmo", ("tarta-queso", 2),
     "Apunto: 2 × Croissant de mantequilla e 2 × Tarta de queso. Total 47,60 €"),
    ("quiero 2 croissants", "y de zanahoria lo mismo", ("tarta-zanahoria", 2),
     "2 × Tarta de zanahoria. Total 51,60 €"),
    ("quiero 2 croissants", "y de zanahora lo mismo", ("tarta-zanahoria", 2),
     "2 × Tarta de zanahoria. Total 51,60 €"),
    ("quero 2 croissants", "e de cenoria o mesmo", ("tarta-zanahoria", 2), "2 × Tarta de zanahoria. Total 51,60 €"),
    ("quiero 2 croissants", "y de limón el doble", ("tarta-limon", 4), "4 × Tarta de limón (lemon pie). Total 91,60 €"),
    ("quiero 2 croissants", "y de limon el doble", ("tarta-limon", 4), "4 × Tarta de limón (lemon pie). Total 91,60 €"),
    ("quero 2 croissants", "e de limón o dobre", ("tarta-limon", 4), "4 × Tarta de limón (lemon pie). Total 91,60 €"),
    ("quiero 2 croissants", "y de hojaldre lo mismo", ("palmera", 2), "2 × Palmera de hojaldre. Total 8,00 €"),
    ("quiero 2 croissants", "y de frutas lo mismo", ("tartaleta", 2), "2 × Tartaleta de frutas. Total 10,60 €"),
    ("quiero 2 croissants", "y de zorza lo mismo", ("empanada", 2), "2 × Empanada de zorza. Total 35,60 €"),
    ("quiero 2 croissants", "y de crema lo mismo", ("milhojas", 2), "2 × Milhojas de crema. Total 10,00 €"),
    ("quiero 2 croissants", "y de masa madre lo mismo", ("pan-masa-madre", 2),
     "2 × Pan de masa madre. Total 12,60 €"),
    ("quero 2 croissants", "e de masa nai o mesmo", ("pan-masa-madre", 2), "2 × Pan de masa madre. Total 12,60 €"),
    ("quiero tres napolitanas para mañana", "y de mantequilla el doble", ("croissant", 6),
     "Apunto: 3 × Napolitana de chocolate y 6 × Croissant de mantequilla. Total 16,80 €"),
    ("quiero tres napolitanas para mañana", "y de almendra lo mismo", ("polvorones", 3),
     "3 × Caja de polvorones de almendra. Total 31,50 €"),
])
def test_bakery_word_of_a_name_adds_that_product(first, said, added, text):
    c = chat()
    c.say(first)
    held = _lines(c)
    t = c.say(said)
    assert _lines(c) == [*held, added]
    assert text in t.text
    assert "opciones" not in t.text and "opcións" not in t.text
    assert "contiene" not in t.text and "alérgenos" not in t.text


@pytest.mark.parametrize("slug, first, said, lines, text", [
    ("libreria", "quiero un atlas do ceo", "y de madera lo mismo", [("atlas-ceo", 1), ("marcapaginas", 1)],
     "Apunto: 1 × Atlas do ceo y 1 × Marcapáginas de madera. Total 19,00 €"),
    ("libreria", "quero un atlas do ceo", "e de madeira o mesmo", [("atlas-ceo", 1), ("marcapaginas", 1)],
     "Apunto: 1 × Atlas do ceo e 1 × Marcapáxinas de madeira. Total 19,00 €"),
    ("libreria", "quiero 2 marcapaginas", "y de rayas el doble", [("marcapaginas", 2), ("cuaderno-a5", 4)],
     "4 × Cuaderno A5 de rayas. Total 24,00 €"),
    ("libreria", "quero 2 marcapaxinas", "e de raias o dobre", [("marcapaginas", 2), ("cuaderno-a5", 4)],
     "4 × Caderno A5 de raias. Total 24,00 €"),
    ("floristeria", "quiero 2 ramos de rosas", "y de cerámica la mitad", [("ramo-rosas", 2), ("maceta", 1)],
     "Apunto: 2 × Ramo de rosas y 1 × Maceta de cerámica. Total 82,00 €"),
    ("floristeria", "quiero 2 ramos de rosas", "y de ceramica la mitad", [("ramo-rosas", 2), ("maceta", 1)],
     "1 × Maceta de cerámica. Total 82,00 €"),
    ("floristeria", "quiero 2 ramos de rosas", "y de cristal lo mismo", [("ramo-rosas", 2), ("jarron", 2)],
     "2 × Jarrón de cristal. Total 100,00 €"),
    ("floristeria", "quero 2 ramos de rosas", "e de cristal o mesmo", [("ramo-rosas", 2), ("jarron", 2)],
     "2 × Xarrón de cristal. Total 100,00 €"),
    ("floristeria", "quiero una orquidea", "y de temporada el doble", [("orquidea", 1), ("ramo-temporada", 2)],
     "Apunto: 1 × Orquídea y 2 × Ramo de temporada. Total 88,00 €"),
    ("floristeria", "quero unha orquídea", "e de tempada o dobre", [("orquidea", 1), ("ramo-temporada", 2)],
     "2 × Ramo de tempada. Total 88,00 €"),
    ("taller", "quiero 2 camaras 700x28", "y de urbana lo mismo", [("camara", 2), ("cubierta", 2)],
     "Apunto: 2 × Cámara 700x28 y 2 × Cubierta urbana. Total 72,00 €"),
    ("taller", "quiero 2 camaras 700x28", "y de led el doble", [("camara", 2), ("luz", 4)],
     "4 × Luz delantera LED. Total 90,00 €"),
    ("taller", "quero 2 cámaras 700x28", "e de led o dobre", [("camara", 2), ("luz", 4)],
     "4 × Luz dianteira LED. Total 90,00 €"),
])
def test_other_trades_word_of_a_name_adds_that_product(slug, first, said, lines, text):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert _lines(c) == lines
    assert text in t.text
    assert "opciones" not in t.text and "opcións" not in t.text


# ---- a word of two products asks which; the held product named again is not added twice -------------


@pytest.mark.parametrize("first, said, question", [
    ("quiero 2 croissants", "y de chocolate lo mismo", "¿Cuál quieres?"),
    ("quero 2 croissants", "e de chocolate o mesmo", "¿Cal queres?"),
])
def test_a_word_of_two_products_asks_which(first, said, question):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert question in t.text
    assert t.chip_labels == ["Napolitana de chocolate · 2,00 €", "Tarta Sacher · 26,00 €"]
    assert _lines(c) == [("croissant", 2)]


@pytest.mark.parametrize("first, said, text", [
    ("quiero tres napolitanas para mañana", "y de chocolate lo mismo",
     "Eso ya lo tengo apuntado y no lo sumo dos veces: 3 × Napolitana de chocolate. Total 6,00 €"),
    ("quero tres napolitanas para mañá", "e de chocolate o mesmo",
     "Iso xa o teño apuntado e non o sumo dúas veces: 3 × Napolitana de chocolate. Total 6,00 €"),
    ("quiero 2 croissants", "y de mantequilla lo mismo",
     "Eso ya lo tengo apuntado y no lo sumo dos veces: 2 × Croissant de mantequilla. Total 3,60 €"),
])
def test_the_held_product_named_again_is_not_added_twice(first, said, text):
    c = chat()
    c.say(first)
    held = _lines(c)
    t = c.say(said)
    assert text in t.text
    assert _lines(c) == held


# ---- near-misses: a thing not sold is still told so; the group's other product still taken -----------


@pytest.mark.parametrize("said, text", [
    ("y de bravas lo mismo", "No tengo «bravas» en la carta"),
    ("y de sushi lo mismo", "No tengo «sushi» en la carta"),
    ("y de kebab el doble", "No tengo «kebab» en la carta"),
    ("e de sushi o mesmo", "Non teño «sushi» na carta"),
])
def test_a_thing_not_sold_is_still_told_so(said, text):
    c = chat()
    c.say("quiero 2 croissants")
    t = c.say(said)
    assert text in t.text and "opciones" not in t.text
    assert _lines(c) == [("croissant", 2)]


def test_restaurant_still_says_it_has_none():
    c = chat("restaurante")
    c.say("quiero 2 croquetas")
    t = c.say("y de bravas lo mismo")
    assert "No tengo «bravas»" in t.text and "Por aquí no tomo pedidos" in t.text


@pytest.mark.parametrize("said, added", [("y de a4 el doble", ("cuaderno-a4", 4)),
                                         ("e de a4 o dobre", ("cuaderno-a4", 4))])
def test_the_group_s_other_product_still_taken(said, added):
    c = chat("libreria")
    c.say("quiero 2 cuadernos a5")
    t = c.say(said)
    assert _lines(c) == [("cuaderno-a5", 2), added]
    assert "Total 32,60 €" in t.text


def test_a_group_word_still_asks_which():
    c = chat()
    c.say("quiero 2 croissants")
    t = c.say("y de tartas lo mismo")
    assert "¿Qué tarta quieres?" in t.text
    assert _lines(c) == [("croissant", 2)]
