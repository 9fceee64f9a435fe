"""Stop 33: «¿y la de X?» right after a product (or a group) was talked about asks the same of
«<its noun> de X». Before, X not made went to a person («¿y la de manzana?»), or the last
product's price came back in silence as if it were X's («e canto vale a de bacallau» after the
empanada: 16 €); without «?» it started an order («y la de chocolate» after a price); «¿y el
infantil?» after «corte de mujer» went to a person. A flavour not made is also said first in an
allergen answer, and a flavour («¿tenéis X de pistacho?») is no allergen question."""
from __future__ import annotations

import pytest

from tests.conversation import chat

CHEESE_PRICE = "¿cuánto vale la tarta de queso?"
CAKES_FROM = "Tarta de queso: desde 22,00 €."


@pytest.mark.parametrize("said, not_made", [
    ("¿y la de manzana?", "No tengo «tarta de manzana» en la carta."),
    ("y la de manzana", "No tengo «tarta de manzana» en la carta."),
    ("y la de fresa??", "No tengo «tarta de fresa» en la carta."),
    ("¿e a de mazá?", "Non teño «tarta de mazá» na carta."),
    ("e a de piña", "Non teño «tarta de piña» na carta."),
])
def test_a_flavour_not_made_of_the_last_product_is_said_with_the_group(said, not_made):
    c = chat()
    c.say(CHEESE_PRICE)
    t = c.say(said)
    assert t.texts[0].startswith(not_made) and CAKES_FROM.replace("desde", "dende" if "teño" in not_made else "desde") in t.text
    assert t.request is None


def test_after_the_group_was_listed_its_noun_is_still_the_one_asked_of():
    c = chat()
    c.say(CHEESE_PRICE)
    c.say("¿y la de manzana?")
    t = c.say("¿y la de fresa?")
    assert t.texts[0].startswith("No tengo «tarta de fresa» en la carta.") and t.request is None


@pytest.mark.parametrize("first, said, answer", [
    ("¿tenéis empanada?", "¿y la de atún cuánto vale?",
     "No tengo «empanada de atún» en la carta. Empanada de zorza: 16,00 €."),
    ("bos dias, tedes empanada?", "e canto vale a de bacallau",
     "Non teño «empanada de bacallau» na carta. Empanada de zorza: 16,00 €."),
    ("teneis croissants?", "y de chocolate?",
     "No tengo «croissant de chocolate» en la carta. Croissant de mantequilla: 1,80 €."),
    ("tedes cruasans?", "e de chocolate?",
     "Non teño «croissant de chocolate» na carta. Croissant de mantequilla: 1,80 €."),
])
def test_the_last_products_price_is_never_given_as_the_flavours(first, said, answer):
    c = chat()
    c.say(first)
    assert c.say(said).text == answer


def test_asked_again_the_product_is_kept():
    c = chat()
    c.say_all("teneis croissants?", "y de chocolate?")
    t = c.say("¿y los de chocolate?")
    assert t.text == "No tengo «croissant de chocolate» en la carta. Croissant de mantequilla: 1,80 €."


@pytest.mark.parametrize("said, answer", [
    ("y la de chocolate", "Tarta Sacher: 26,00 € (8 raciones)"),
    ("y la de santiago", "Tarta de Santiago: 18,00 € (8 raciones)"),
    ("y la de zanaoria", "Tarta de zanahoria: 24,00 € (8 raciones)"),
    ("e a de santiago", "Tarta de Santiago: 18,00 € (8 racións)"),
    ("y el brownie", "Brownie sin harina: 3,00 €."),
])
def test_a_follow_up_without_a_question_mark_is_the_same_question(said, answer):
    c = chat()
    c.say(CHEESE_PRICE)
    t = c.say(said)
    assert t.text.startswith(answer) and t.request is None and "Apunto" not in t.text


def test_a_wish_after_a_price_still_starts_the_order():
    c = chat()
    c.say(CHEESE_PRICE)
    t = c.say("quiero la de santiago")
    assert "Apunto: 1 × Tarta de Santiago." in t.text and t.request["status"] == "collecting"


@pytest.mark.parametrize("first, said, answer", [
    ("cuanto cuesta el corte de mujer?", "¿y el infantil?", "Corte infantil: 10,00 €."),
    ("canto custa o corte de muller?", "e o infantil", "Corte infantil: 10,00 €."),
    ("cuanto cuesta el corte de mujer?", "y el de hombre", "Corte de hombre: 14,00 €."),
    ("canto custa o corte de muller?", "e o de home?", "Corte de home: 14,00 €."),
])
def test_a_service_named_by_its_kind_after_another(first, said, answer):
    c = chat("peluqueria")
    c.say(first)
    assert c.say(said).text == answer


@pytest.mark.parametrize("said, first", [
    ("¿la tarta de manzana lleva gluten?", "No tengo «tarta de manzana» en la carta. Tarta de queso contiene gluten."),
    ("la tarta de pera tiene gluten", "No tengo «tarta de pera» en la carta. Tarta de queso contiene gluten."),
    ("a empanada de atun leva ovo?", "Non teño «empanada de atun» na carta. Empanada de zorza contén ovo."),
])
def test_an_allergen_question_of_a_flavour_not_made_says_so_first(said, first):
    assert chat().say(said).text.startswith(first)


@pytest.mark.parametrize("said, not_made", [
    ("¿tenéis tarta de pistacho?", "No tengo «tarta de pistacho» en la carta."),
    ("la tarta de almendras cuesta mucho?", "No tengo «tarta de almendras» en la carta."),
    ("tedes empanada de polbo?", "Non teño «empanada de polbo» na carta."),
])
def test_a_flavour_not_made_is_no_allergen_question(said, not_made):
    t = chat().say(said)
    assert t.texts[0].startswith(not_made) and "€" in t.text
    assert "frutos secos" not in t.text and "moluscos" not in t.text and len(t.texts) == 1


@pytest.mark.parametrize("said, not_made", [
    ("tedes tarta de mazá?", "Non teño «tarta de mazá» na carta."),        # not «masa» (a bread's word)
    ("¿tenéis tarta de hojaldre?", "No tengo «tarta de hojaldre» en la carta."),    # another noun's word
    ("teneis tarta de mantequilla", "No tengo «tarta de mantequilla» en la carta."),
])
def test_a_word_of_another_nouns_products_is_a_flavour_not_made(said, not_made):
    t = chat().say(said)
    assert t.texts[0].startswith(not_made) and "Tarta de queso: d" in t.text


@pytest.mark.parametrize("said, answer", [
    ("¿tenéis tarta de qeso?", "Tarta de queso: 22,00 €"), ("teneis tarta de chocolate", "Tarta Sacher: 26,00 €"),
    ("tedes tarta de queixo?", "Tarta de queso: 22,00 €"),
])
def test_a_flavour_of_its_own_misspelt_or_aliased_is_still_found(said, answer):
    t = chat().say(said)
    assert t.text.startswith(answer) and "No tengo" not in t.text and "Non teño" not in t.text


@pytest.mark.parametrize("said", ["¿y la de siempre?", "y la de mi madre?", "¿y la del sábado?"])
def test_what_is_no_flavour_is_not_said_not_made(said):
    c = chat()
    c.say(CHEESE_PRICE)
    assert "No tengo «tarta de" not in c.say(said).text


def test_a_size_after_an_order_of_it_is_still_its_size():
    c = chat()
    c.say_all(CHEESE_PRICE, "quiero una")
    t = c.say("la de 12")
    assert "12 raciones" in t.text and "No tengo" not in t.text
