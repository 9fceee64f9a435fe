"""Stop 27: what customers noticed. now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat

GLUTEN_CAVEAT = ("Todo se hace en el mismo obrador que el pan", "Todo se fai no mesmo obradoiro ca o pan")
MILK_CAVEAT = ("No hacemos productos específicos sin lactosa", "Non facemos produtos específicos sen lactosa")
NUT_CAVEAT = ("usamos almendra y nuez todos los días", "usamos améndoa e noz todos os días")


def _lines(c) -> dict:
    return {line["item_id"]: line["qty"] for line in c.order["lines"]}


# ---------------------------------------------------------------- diets: what the data says, all of it

@pytest.mark.parametrize("text, caveat, said", [
    ("¿la tarta de santiago es apta para celíacos?", GLUTEN_CAVEAT, "no consta gluten"),
    ("la tarta de santiago es apta para celiacos", GLUTEN_CAVEAT, "no consta gluten"),
    ("mi hijo es celiaco, puede comer el brownie?", GLUTEN_CAVEAT, "no consta gluten"),
    ("soy celiaca, que teneis?", GLUTEN_CAVEAT, "Tarta de Santiago"),
    ("son celíaca, que tedes?", GLUTEN_CAVEAT, "Tarta de Santiago"),
    ("a torta de santiago é apta para celiacos?", GLUTEN_CAVEAT, "non consta glute"),
    ("soy alergica a los frutos secos, que puedo tomar", NUT_CAVEAT, "sin frutos secos"),
    ("teño alerxia aos froitos secos, que podo tomar?", NUT_CAVEAT, "sen froitos secos"),
    ("son intolerante á lactosa, a torta de santiago leva leite?", MILK_CAVEAT, "non constan lácteos"),
    ("soy intolerante a la lactosa, ¿qué puedo tomar?", MILK_CAVEAT, "Tarta de Santiago"),
])
def test_a_customer_at_risk_hears_the_business_own_caveat(text, caveat, said):
    """«¿es apta para celíacos?» read as a yes («no consta gluten» and the general note), where the
    bakery's data says it cannot be guaranteed: its own caveat for the allergen is said too."""
    t = chat().say(text)
    assert said in t.text
    assert any(line in t.text for line in caveat), t.text
    assert t.text.index(said) < t.text.index("Si es una alergia" if "Si es" in t.text else "Se é unha")


@pytest.mark.parametrize("text", [
    "¿Qué tenéis sin gluten?",
    "¿el brownie lleva gluten?",
    "¿qué hay sin lactosa?",
])
def test_a_diet_question_out_of_interest_keeps_the_plain_note(text):
    """The seed's transcript: «¿Qué tenéis sin gluten?» is the list and the allergy note, word for word."""
    t = chat().say(text)
    assert not any(line in t.text for line in GLUTEN_CAVEAT + MILK_CAVEAT + NUT_CAVEAT), t.text
    assert t.text.endswith("antes de preparar nada.")


@pytest.mark.parametrize("text", [
    "¿el brownie lleva frutos secos? soy alérgico",
    "soy alérgica al huevo, ¿la tarta de queso lleva?",
])
def test_no_caveat_beside_an_allergen_the_product_contains(text):
    t = chat().say(text)
    assert "contiene" in t.text
    assert not any(line in t.text for line in GLUTEN_CAVEAT + MILK_CAVEAT + NUT_CAVEAT), t.text


def test_a_business_without_caveats_says_the_plain_note():
    t = chat("restaurante").say("soy celíaca, ¿qué platos no llevan gluten?")
    assert "gluten" in t.text and "obrador" not in t.text


@pytest.mark.parametrize("text, fits, never", [
    ("¿qué dulces no llevan gluten ni lactosa?", ["Tarta de Santiago"], ["polvorones", "Brownie"]),
    ("que doces non levan glute nin lactosa?", ["Tarta de Santiago"], ["polvorones", "Brownie"]),
    ("¿que dulces teneis sin gluten?", ["Tarta de Santiago", "Brownie sin harina", "macarons"], ["Croissant"]),
    ("cuales no tienen huevo?", ["Pan de masa madre", "polvorones"], ["Tarta de queso"]),
    ("¿qué tartas no llevan frutos secos?", ["Tarta de queso"], ["Tarta de Santiago"]),
])
def test_sweets_are_every_sweet_category_and_each_allergen_is_avoided(text, fits, never):
    """«dulces» meant only the «Pastelería» category (so the Tarta de Santiago was missed), and
    «no llevan gluten ni lactosa» avoided only the lactose (the polvorones, with gluten, were offered)."""
    t = chat().say(text)
    for name in fits:
        assert name in t.text, t.text
    for name in never:
        assert name not in t.text, t.text


# ---------------------------------------------------------------- «¿a qué hora los tendréis?» beside an order

@pytest.mark.parametrize("text, ymd", [
    ("quiero 6 croissants para mañana, a que hora los tendreis?", "2026-11-01"),
    ("6 croissants para el martes. ¿A partir de qué hora puedo pasar?", "2026-11-03"),
    ("6 cruasanes pal martes, cuando los puedo recoger?", "2026-11-03"),
    ("quero 6 croissants para o martes, a que hora podo pasar a buscalos?", "2026-11-03"),
    ("6 croissants para el martes, ¿desde qué hora estarán?", "2026-11-03"),
])
def test_a_pickup_time_asked_beside_an_order_is_the_order_time_question(text, ymd):
    """It went to a person as a question the data cannot answer (and «¿a partir de qué hora puedo
    pasar?» dropped the whole order): the order's own time question, with the free times, answers it."""
    c = chat()
    t = c.say(text)
    assert _lines(c) == {"croissant": 6} and c.order["ymd"] == ymd
    assert not c.order.get("questions")
    assert "prefiero no inventar" not in t.text and "prefiro non inventar" not in t.text
    assert t.chip_labels and all(":" in label for label in t.chip_labels[:3])


@pytest.mark.parametrize("text, question", [
    ("6 croissants para el martes, ¿se pueden pagar con ticket restaurante?", "ticket restaurante"),
    ("2 empanadas para el sábado a las 12. ¿Hacéis descuento a jubilados?", "jubilados"),
    ("6 croissants pro martes, tedes desconto para xubilados?", "xubilados"),
])
def test_another_question_beside_an_order_travels_with_it(text, question):
    """Without «quiero», counted products and a day before a question the data does not answer
    went to a person as a bare question and the order was lost."""
    c = chat()
    c.say(text)
    assert sum(_lines(c).values()) in (2, 6)
    assert any(question in q for q in c.order["questions"])


def test_a_wedding_beside_an_order_still_goes_to_a_person():
    c = chat()
    t = c.say("6 croissants para el martes, ¿hacéis tartas de boda de tres pisos?")
    assert t.request and t.request["kind"] == "handoff"
