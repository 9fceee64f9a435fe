"""Stop 31: a colour the trade notes (the florist's `reading.note_words`: «rojas», «blancas»,
«brancas», «lazo»…) said after a product is a wish for the person preparing it, kept as the
order's note, never a kind of the product that is «not made» («No tengo «ramo de rosas blancas»»
and the group asked again, because another product is called «orquídea blanca»). A colour of a
flavour in a trade that notes none («bizcocho de chocolate blanco») is still a kind."""
from __future__ import annotations

import pytest

from tests.conversation import chat


# Stop 55: the catalogue says the roses are «Doce rosas rojas»: white or yellow ones contradict it and
# are said as not had, the red ones offered (tests/test_dialog_contradicted_kind_55.py); a colour the
# data agrees with is still the florist's note.
@pytest.mark.parametrize("said, line", [
    ("un ramo de rosas rojas para el sabado", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("quiero un ramo de rosas rojas para el sábado", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("quero un ramo de rosas vermellas para o sábado", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
])
def test_the_colour_is_noted_and_the_product_taken(said, line):
    c = chat("floristeria")
    t = c.say(said)
    assert line in t.text and "No tengo" not in t.text and "Non teño" not in t.text
    t = c.say_all("a las 12", "Ana", "611223344")
    colour = said.split("rosas ")[1].split()[0]
    # stop 63: the colour is said back and the card's text still asked (`order.note_asks_wording`)
    assert f"«{colour}»" in t.text and ("¿Quieres añadir el texto de la tarjeta" in t.text
                                        or "¿Queres engadir o texto da tarxeta" in t.text)
    c.say("no")
    assert colour in c.order["note"]


@pytest.mark.parametrize("said, lead", [
    ("quiero un ramo de rosas blancas para el sábado", "No tengo «ramo de rosas blancas» en el catálogo."),
    ("kiero un ramo de rosas blancas pal sabado", "No tengo «ramo de rosas blancas» en el catálogo."),
    ("quero un ramo de rosas brancas para o sábado", "Non teño «ramo de rosas brancas» no catálogo."),
    ("un ramo de rosas amarillas para el sábado", "No tengo «ramo de rosas amarillas» en el catálogo."),
])
def test_a_colour_the_roses_are_not_is_said_and_the_red_ones_offered(said, lead):
    c = chat("floristeria")
    t = c.say(said)
    assert lead in t.text and "(Doce rosas" in t.text and not c.order["lines"]


def test_a_card_said_with_it_is_the_card_product():
    t = chat("floristeria").say("un ramo de rosas rojas con tarjeta")
    assert "Apunto: 1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €." in t.text


def test_a_product_named_with_its_colour_is_still_that_product():
    assert "Apunto: 1 × Orquídea. Total 32,00 €." in chat("floristeria").say("quiero una orquidea blanca").text


def test_a_colour_of_a_flavour_where_no_colour_is_noted_is_still_a_kind():
    t = chat().say("quiero una tarta de chocolate blanco")
    assert "No tengo «tarta de chocolate blanco»" in t.text
