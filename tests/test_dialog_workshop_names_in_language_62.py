"""Stop 62 (C, names in the chat's language): the test workshop's services and parts are named in
Galician too («Reparar furado», «Axuste de freos», «Cadea de 9 velocidades», «Luz dianteira LED»), so
a Galician chat reads them in Galician and a Spanish chat in Spanish, whichever of the two names the
customer typed («quero un ajuste de frenos o martes» → «Apunto: axuste de freos o martes…»).

With the Galician name «Cadea de 9 velocidades», «quero unha cadea de nove velocidades» read «Non teño
«cadea de nove» no catálogo.» (the number in words taken for a kind not made, as «cadena de nueve
velocidades» already was in Spanish); a number in words that is the product's own number is its own.
Another number is still not had («cadea de dez velocidades»).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

WORKSHOP = "taller"


@pytest.mark.parametrize("said, reads", [
    # the Spanish name typed in a Galician chat: understood, the Galician name read
    ("quero un ajuste de frenos o martes", "Apunto: axuste de freos o martes 3 de novembro. Total 18,00 €"),
    ("quero un centrado de rueda o xoves", "Apunto: centrado de roda o xoves 5 de novembro. Total 20,00 €"),
    ("canto custa o ajuste de cambio?", "Axuste do cambio: 18,00 €."),
    ("canto custa a luz delantera?", "Luz dianteira LED: 19,00 €."),
    ("canto custa reparar un pinchazo?", "Reparar furado: 12,00 €."),
    ("quero unha cubierta urbana", "Apunto: 1 × Cuberta urbana. Total 29,00 €."),
    ("quero unha cadena de 9 velocidades", "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €."),
    ("quero unhas pastillas de freno", "Apunto: 1 × Pastillas de freo. Total 15,00 €."),
    # the Galician name typed, with and without accents or with a typo
    ("quero un axuste de freos o martes", "Apunto: axuste de freos o martes 3 de novembro. Total 18,00 €"),
    ("canto custa o axuste do cambio?", "Axuste do cambio: 18,00 €."),
    ("canto custa reparar furado", "Reparar furado: 12,00 €."),
    ("quero unha luz dianteira led", "Apunto: 1 × Luz dianteira LED. Total 19,00 €."),
    ("quero unha cuberta urbana", "Apunto: 1 × Cuberta urbana. Total 29,00 €."),
])
def test_a_galician_chat_reads_the_galician_names(said, reads):
    assert reads in chat(WORKSHOP).say(said).text


@pytest.mark.parametrize("said, reads", [
    ("quiero un ajuste de frenos el martes", "Apunto: ajuste de frenos el martes 3 de noviembre. Total 18,00 €"),
    ("cuánto cuesta la luz delantera?", "Luz delantera LED: 19,00 €."),
    ("cuanto cuesta reparar un pinchazo", "Reparar pinchazo: 12,00 €."),
    ("quiero una cubierta urbana", "Apunto: 1 × Cubierta urbana. Total 29,00 €."),
    ("quiero un centrado de rueda el jueves", "Apunto: centrado de rueda el jueves 5 de noviembre. Total 20,00 €"),
])
def test_a_spanish_chat_reads_the_spanish_names(said, reads):
    t = chat(WORKSHOP).say(said)
    assert reads in t.text
    assert not any(w in t.text for w in ("furado", "Axuste", "freos", "Cuberta", "Cadea", "dianteira", "roda"))


@pytest.mark.parametrize("said, reads", [
    ("quero unha cadea de nove velocidades", "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €."),
    ("quero unha cadea de 9 velocidades", "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €."),
    ("quiero una cadena de nueve velocidades", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €."),
    ("kiero una cadena de nueve velocidades", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €."),
    ("quero unha cadena de nueve velocidades", "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €."),
])
def test_its_own_number_said_in_words_is_its_own(said, reads):
    c = chat(WORKSHOP)
    t = c.say(said)
    assert t.texts[0] == reads
    assert "catálogo" not in t.text
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("cadena", 1)]


@pytest.mark.parametrize("said, not_had", [
    ("quero unha cadea de dez velocidades", "Non teño «cadea de dez velocidades» no catálogo."),
    ("quiero una cadena de once velocidades", "No tengo «cadena de once velocidades» en el catálogo."),
    ("quero unha cadea de 11 velocidades", "Non teño «cadea de 11 velocidades» no catálogo."),
])
def test_near_miss_another_number_is_still_not_had(said, not_had):
    c = chat(WORKSHOP)
    t = c.say(said)
    assert t.texts[0] == not_had
    assert not c.order["lines"]


def test_near_miss_a_count_in_words_before_a_numbered_box_is_still_a_count():
    t = chat("").say("quiero una caja de doce macarons")
    assert t.texts[0] == "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."
