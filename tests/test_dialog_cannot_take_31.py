"""Stop 31: «no puede tomar leche», «non pode comer ovo», «no toleramos el gluten», «mi marido no come
huevo» say what to avoid, whoever it is for, like «sin leche» and «soy alérgica a la leche»: the
products that fit are listed (not each product's contents), an order line that contains it is held
back, and «¿lleva?» asked beside an order of a product that fits is answered from its allergens,
never passed on to a person as a question the assistant could not answer."""
from __future__ import annotations

import pytest

from bizengine.language.text import normalize
from bizengine.understanding.diet import detect_diet
from tests.conversation import chat


@pytest.mark.parametrize("said, allergen", [
    ("mi hijo no puede tomar leche", "lacteos"),
    ("no puedo tomar huevo", "huevos"),
    ("no puedo leche", "lacteos"),
    ("no podemos comer gluten", "gluten"),
    ("mi hija non pode tomar leite", "lacteos"),
    ("non podo comer ovo", "huevos"),
    ("no tolera la lactosa", "lacteos"),
    ("no toleramos el gluten", "gluten"),
    ("mi marido no come huevo", "huevos"),
    ("no comemos nada de frutos secos", "frutos_secos"),
    ("no puedo con el huevo", "huevos"),
])
def test_cannot_take_is_avoided(said, allergen):
    diet = detect_diet(normalize(said))
    assert allergen in diet["avoid"] and allergen not in diet["asks"]


@pytest.mark.parametrize("said", ["tarta con leche", "¿lleva leche? no puedo", "no compro leche"])
def test_a_mention_or_another_verb_only_asks(said):
    diet = detect_diet(normalize(said))
    assert diet["avoid"] == [] and diet["asks"]


@pytest.mark.parametrize("said, line", [
    ("mi hijo no puede tomar leche, qué tartas le valen?", "En tartas, sin lácteos: Tarta de Santiago."),
    ("o meu fillo non pode tomar leite, que tartas lle valen?", "En tartas, sen lácteos: Tarta de Santiago."),
    ("no comemos huevo, ¿qué postres hay?", "Tenemos 4 productos sin huevo: Palmera de hojaldre,"),
    ("a miña filla non pode tomar ovo, que tedes?", "Temos 4 produtos sen ovo: Palmera de hojaldre,"),
])
def test_the_products_that_fit_are_listed(said, line):
    t = chat().say(said)
    assert line in t.text and "contiene" not in t.text


def test_without_question_marks_only_what_fits_is_offered():
    t = chat().say("mi ijo no puede tomar leche, q tartas le valen")
    assert "Sin lácteos puedo ofrecerte: Tarta de Santiago." in t.text and "Tarta de queso" not in t.text


def test_the_restaurant_lists_what_fits_too():
    t = chat("restaurante").say("mi marido no puede comer marisco, ¿qué platos tenéis?")
    assert "sin crustáceos ni moluscos: Croquetas de jamón" in t.text and "Pulpo" not in t.text


@pytest.mark.parametrize("said", [
    "quiero una tarta de santiago, mi hija no puede tomar leche, lleva?",
    "quiero una tarta de santiago, soy alérgica a la leche, ¿lleva?",
    "kiero una tarta de santiago, no tolero la leche, la lleva?",
])
def test_asked_beside_an_order_that_fits_it_is_answered(said):
    t = chat().say(said)
    assert "En Tarta de Santiago no constan lácteos." in t.text
    assert "Apunto: 1 × Tarta de Santiago. Total 18,00 €." in t.text
    assert "no lo tengo claro" not in t.text


@pytest.mark.parametrize("said, warning", [
    ("quiero una tarta de queso, soy alérgica a la leche, lleva?", "Tarta de queso contiene lácteos."),
    ("quero unha tarta de queixo, non podo tomar leite, leva?", "Tarta de queso contén lácteos."),
    ("quiero 2 napolitanas, no podemos tomar huevo, llevan?", "Napolitana de chocolate contiene huevo."),
])
def test_asked_beside_an_order_that_does_not_fit_the_guard_answers(said, warning):
    t = chat().say(said)
    assert warning in t.text and "Apunto" not in t.text
    assert "no lo tengo claro" not in t.text and "non o teño claro" not in t.text


def test_another_question_beside_it_still_goes_to_a_person():
    t = chat().say("quiero una tarta de queso, no puedo tomar leche, ¿aceptáis bizum?")
    assert "Tarta de queso contiene lácteos." in t.text and "no lo tengo claro" in t.text


def test_no_alternative_names_the_category_plainly():
    t = chat().say("no puede tomar lactosa mi hijo, ¿el brownie lleva?")
    assert "Brownie sin harina contiene lácteos." in t.text
    assert "No tengo ninguna alternativa sin lácteos en pastelería." in t.text
