"""Stop 31: what a price question names and the catalogue lacks is said plainly.

- «¿cuánto cuesta el roscón?» (neither the catalogue nor the knowledge prices it) showed the
  catalogue as if it answered: now «No tengo «roscón» en la carta.» comes first, in the customer's
  spelling, then the catalogue.
- «bica de chocolate» where chocolate flavours other products and nothing of the bica says it was
  written down as the plain Bica gallega: now it is a flavour not made, and the one product offered.
- «¿tenéis menú del día? ¿cuánto cuesta?»: the follow-up's answer is the first's, said once.
- «¿cuánto bale?»: b for v is read as «vale»."""
from __future__ import annotations

import pytest

from tests.conversation import chat

BAKERY_CATALOGUE = "Esta es la carta, con precios y alérgenos:"


@pytest.mark.parametrize("said, named", [
    ("¿cuánto cuesta el roscón?", "roscón"),
    ("cuanto vale un roscon de reyes?", "roscon de reyes"),
    ("precio de la ensaimada?", "ensaimada"),
    ("cuanto bale la ensaimada", "ensaimada"),
    ("¿A cuánto sale la coca de San Juan?", "coca de San Juan"),
])
def test_an_unlisted_thing_priced_is_said_not_listed(said, named):
    t = chat().say(said)
    assert t.texts[0] == f"No tengo «{named}» en la carta." and BAKERY_CATALOGUE in t.text


def test_galician_too():
    t = chat().say("canto custa o roscón?")
    assert t.texts[0] == "Non teño «roscón» na carta." and "Esta é a carta, con prezos e alérxenos:" in t.text


@pytest.mark.parametrize("said", ["¿cuánto cuesta todo?", "cuanto cuesta hacerla mas grande?",
                                  "¿cuánto cuestan vuestros productos?"])
def test_no_thing_named_is_only_the_catalogue(said):
    t = chat().say(said)
    assert "No tengo" not in t.text and BAKERY_CATALOGUE in t.text


@pytest.mark.parametrize("said, not_made, question", [
    # (the one made offered for the count said, no «¿Qué bica quieres?» of one button: stop 56)
    ("quiero una bica de chocolate", "No tengo «bica de chocolate» en la carta.",
     "Solo tengo Bica gallega (9,00 €). ¿Te lo apunto?"),
    ("kiero 2 bicas de chocolate pal sabado", "No tengo «bicas de chocolate» en la carta.",
     "Solo tengo Bica gallega (9,00 €). ¿Te apunto 2?"),
    ("quero unha bica de chocolate", "Non teño «bica de chocolate» na carta.", "Só teño Bica gallega (9,00 €). ¿Apúntocho?"),
])
def test_a_flavour_the_product_lacks_is_not_written_down(said, not_made, question):
    t = chat().say(said)
    assert not_made in t.text and question in t.text and "Apunto" not in t.text
    assert t.chip_labels == ["Bica gallega · 9,00 €"]


@pytest.mark.parametrize("said", ["¿tenéis bica de chocolate?", "cuanto cuesta la bica de chocolate"])
def test_asked_it_says_not_made_and_the_product_there_is(said):
    t = chat().say(said)
    assert "No tengo «bica de chocolate» en la carta. Bica gallega: 9,00 €." in t.text


@pytest.mark.parametrize("said, line", [
    ("quiero una tarta de santiago de almendra", "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),   # its description
    ("quiero una bica de laza", "Apunto: 1 × Bica gallega. Total 9,00 €."),     # no flavour of the catalogue
])
def test_its_own_words_are_no_other_flavour(said, line):
    t = chat().say(said)
    assert line in t.text and "No tengo" not in t.text


@pytest.mark.parametrize("slug, said, line", [
    ("restaurante", "tenéis menú del día? cuánto cuesta?", "Menú del día: 14,50 €."),
    ("restaurante", "¿hay menú del día? ¿y cuánto vale?", "Menú del día: 14,50 €."),
    ("", "¿tenéis tarta de queso? ¿cuánto cuesta?", "Tarta de queso: 22,00 € (8 raciones)"),
])
def test_a_follow_up_with_the_same_answer_is_said_once(slug, said, line):
    t = chat(slug).say(said)
    assert t.text.count(line) == 1


@pytest.mark.parametrize("said", ["cuanto bale la tarta de queso", "cuánto balen las tartas de queso?"])
def test_b_for_v_is_vale(said):
    assert "Tarta de queso: 22,00 € (8 raciones)" in chat().say(said).text
