"""Issue 17, class 4 (safety): a diet said inside an order. The assistant never adds nor proposes
a product that contains what the customer avoids without saying so plainly, and offers the ones
that fit (or says honestly there are none). One case per allergen word, in both languages."""
from __future__ import annotations

import pytest

from tests.conversation import Conversation, chat

# (message, product named, the allergen as said back, Spanish or Galician)
AVOIDED = [
    ("quiero una tarta de chocolate sin lactosa", "Tarta Sacher", "lácteos", "es"),
    ("una tarta de queso sin leche", "Tarta de queso", "lácteos", "es"),
    ("un milhojas sin lacteos", "Milhojas de crema", "lácteos", "es"),
    ("una tartaleta sin nata", "Tartaleta de frutas", "lácteos", "es"),
    ("unas galletas sin mantequilla", "Bolsa de galletas de mantequilla", "lácteos", "es"),
    ("ponme 6 croissants, es para un celiaco", "Croissant de mantequilla", "gluten", "es"),
    ("una bica sin gluten", "Bica gallega", "gluten", "es"),
    ("una napolitana sin harina", "Napolitana de chocolate", "gluten", "es"),
    ("pan de masa madre sin trigo", "Pan de masa madre", "gluten", "es"),
    ("una tarta de santiago sin huevo", "Tarta de Santiago", "huevo", "es"),
    ("quiero una tarta de zanahoria, mi hijo es alérgico a los frutos secos", "Tarta de zanahoria", "frutos secos", "es"),
    ("2 brownies sin nueces", "Brownie sin harina", "frutos secos", "es"),
    ("soy alergico a la almendra, quiero una tarta de santiago", "Tarta de Santiago", "frutos secos", "es"),
    ("macarons sin pistacho", "Caja de 6 macarons", "frutos secos", "es"),
    ("polvorones sin avellanas ni almendras", "Caja de polvorones de almendra", "frutos secos", "es"),
    ("una sacher sin soja", "Tarta Sacher", "soja", "es"),
    ("quiero pan de centeno sin sesamo", "Pan de centeno", "sésamo", "es"),
    ("quero unha tarta de queixo sen lactosa", "Tarta de queso", "lácteos", "gl"),
    ("sen leite, unha tartaleta", "Tartaleta de frutas", "lácteos", "gl"),
    ("unha bica sen manteiga", "Bica gallega", "lácteos", "gl"),
    ("unha bica para o domingo, é para un celíaco", "Bica gallega", "glute", "gl"),
    ("tarta de cenoria sen glute", "Tarta de zanahoria", "glute", "gl"),
    ("dúas napolitanas sen fariña", "Napolitana de chocolate", "glute", "gl"),
    ("unha empanada sen ovo", "Empanada de zorza", "ovo", "gl"),
    ("quero macarons pero sen froitos secos", "Caja de 6 macarons", "froitos secos", "gl"),
    ("un brownie sen noces", "Brownie sin harina", "froitos secos", "gl"),
    ("unha torta de santiago sen améndoa", "Tarta de Santiago", "froitos secos", "gl"),
    ("unha sacher sen soia", "Tarta Sacher", "soia", "gl"),
    ("un pan de centeo, son alérxico ao sésamo", "Pan de centeno", "sésamo", "gl"),
]


@pytest.mark.parametrize("text, product, allergen, lang", AVOIDED)
def test_a_product_with_the_avoided_allergen_is_not_added_and_it_is_said(text, product, allergen, lang):
    conv = Conversation()
    t = conv.say(text)
    verb = "contiene" if lang == "es" else "contén"
    assert f"{product} {verb}" in t.text and allergen in t.text, t
    assert conv.state["order"]["lines"] == [], t
    assert not [c for c in t.chip_labels if c.startswith(product)], t


@pytest.mark.parametrize("text, fits, unfit", [
    ("quiero una tarta de chocolate sin lactosa", ["Tarta de Santiago"], ["Tarta de queso", "Tarta Sacher"]),
    ("una de queso sin gluten para el sabado", ["Tarta de Santiago"], ["Tarta Sacher", "Tarta de limón"]),
    ("quiero una tarta de zanahoria sin frutos secos", ["Tarta de queso", "Tarta Sacher"], ["Tarta de Santiago"]),
    ("quiero pan de centeno sin sesamo", ["Pan de masa madre"], []),
    ("quero unha tarta de queixo sen lactosa", ["Tarta de Santiago"], ["Tarta Sacher"]),
    ("tarta de cenoria sen glute", ["Tarta de Santiago"], ["Tarta de limón"]),
])
def test_the_ones_that_fit_are_offered(text, fits, unfit):
    t = Conversation().say(text)
    offered = t.text + " " + " ".join(t.chip_labels)
    for name in fits:
        assert name in offered, t
    for name in unfit:
        assert name not in " ".join(t.chip_labels), t


@pytest.mark.parametrize("text, lang", [
    ("una tarta de santiago sin huevo", "es"),
    ("quiero una tarta sin huevo", "es"),
    ("unha tarta sen ovo", "gl"),
])
def test_none_fits_is_said_honestly(text, lang):
    """Every cake has egg: no cake is proposed, and that is said."""
    conv = Conversation()
    t = conv.say(text)
    none = "ninguna" if lang == "es" else "ningunha"
    assert none in t.text.lower(), t
    assert conv.state["order"]["lines"] == []
    assert not [c for c in t.chip_labels if c.startswith("Tarta")], t


@pytest.mark.parametrize("first, then, product, allergen, lang", [
    ("quiero una tarta de queso para 8", "ah, que es para una persona celiaca", "Tarta de queso", "gluten", "es"),
    ("ponme 3 napolitanas", "espera, tienen que ser sin lactosa", "Napolitana de chocolate", "lácteos", "es"),
    ("2 brownies para el martes", "sin nueces, que mi hija es alérgica", "Brownie sin harina", "frutos secos", "es"),
    ("quero dúas napolitanas", "ai, é para unha nena celíaca", "Napolitana de chocolate", "glute", "gl"),
    ("unha tarta de cenoria para 12", "que non leve noces, que hai un alérxico", "Tarta de zanahoria", "froitos secos", "gl"),
])
def test_a_diet_said_after_the_item_warns_about_the_cart(first, then, product, allergen, lang):
    conv = Conversation()
    conv.say(first)
    assert conv.state["order"]["lines"]
    t = conv.say(then)
    verb = "contiene" if lang == "es" else "contén"
    assert f"{product} {verb}" in t.text and allergen in t.text, t


@pytest.mark.parametrize("text, product", [
    ("una tarta de santiago sin gluten para el sábado", "Tarta de Santiago"),
    ("unha torta de santiago sen glute", "Tarta de Santiago"),
    ("una tarta de queso sin marisco", "Tarta de queso"),
])
def test_a_product_that_fits_is_added_with_the_note(text, product):
    conv = Conversation()
    t = conv.say(text)
    assert [l["item_id"] for l in conv.state["order"]["lines"]], t
    assert product in t.text


# One word for each of the 14 allergens the reader knows (understanding/diet.py), in both languages.
EVERY_ALLERGEN = {
    "gluten": ("gluten", "glute"), "crustaceos": ("marisco", "marisco"), "huevos": ("huevo", "ovo"),
    "pescado": ("pescado", "peixe"), "cacahuetes": ("cacahuete", "cacahuete"), "soja": ("soja", "soia"),
    "lacteos": ("lactosa", "leite"), "frutos_secos": ("frutos secos", "froitos secos"), "apio": ("apio", "apio"),
    "mostaza": ("mostaza", "mostarda"), "sesamo": ("sesamo", "sesamo"), "sulfitos": ("sulfitos", "sulfitos"),
    "altramuces": ("altramuces", "tremocos"), "moluscos": ("moluscos", "moluscos"),
}


def test_every_allergen_word_is_known():
    from bizengine.understanding.diet import ALLERGEN_WORDS
    assert set(EVERY_ALLERGEN) == set(ALLERGEN_WORDS)


@pytest.mark.parametrize("allergen", sorted(EVERY_ALLERGEN))
@pytest.mark.parametrize("lang", ["es", "gl"])
def test_every_allergen_word_inside_an_order(allergen, lang):
    """A product with it is never added and it is said; without it, the product is added."""
    from tests.conversation import bakery
    word = EVERY_ALLERGEN[allergen][0 if lang == "es" else 1]
    having = [p for p in bakery().products.values() if allergen in (p.get("contains") or [])]
    product = having[0] if having else bakery().products["tarta-queso"]
    wish, without = ("quiero", "sin") if lang == "es" else ("quero", "sen")
    conv = Conversation()
    t = conv.say(f"{wish} {product['aliases'][0]} {without} {word}")
    ids = [l["item_id"] for l in conv.state["order"]["lines"]]
    if having:
        verb = "contiene" if lang == "es" else "contén"
        assert f"{product['name']} {verb}" in t.text and product["id"] not in ids, t
    else:
        assert ids == [product["id"]], t


@pytest.mark.parametrize("text, said", [
    ("teneis algo vegano?", "Tenemos 1 producto vegano: Ensalada de la casa."),
    ("tedes algo vegano?", "Temos 1 produto vegano: Ensalada da casa."),
])
def test_one_product_is_said_in_the_singular(text, said):
    """«Tenemos 1 producto veganos»."""
    assert chat("restaurante").say(text).text.startswith(said)


def test_vexetariano_is_vegetarian():
    assert "vexetarian" in chat("restaurante").say("tedes algo vexetariano?").text


def test_what_is_vegan_is_vegetarian_too():
    """The vegan salad was never listed as vegetarian."""
    assert "Ensalada de la casa" in chat("restaurante").say("teneis algo vegetariano?").text


@pytest.mark.parametrize("text, said", [
    ("el pan de masa madre es vegano?", "Sí: Pan de masa madre está entre los productos veganos."),
    ("la empanada es vegetariana?", "No: Empanada de zorza no está entre los productos vegetarianos."),
    ("el croissant es vegano?", "No: Croissant de mantequilla no está entre los productos veganos."),
    ("o pan de centeo é vegano?", "Si: Pan de centeno está entre os produtos veganos."),
    ("el pan de centeno es vegetariano?", "Sí: Pan de centeno está entre los productos vegetarianos."),
])
def test_a_yes_or_no_diet_question_about_a_product_is_answered_yes_or_no(text, said):
    """«¿el pan de masa madre es vegano?» got only its allergens."""
    assert chat().say(text).text.startswith(said)
