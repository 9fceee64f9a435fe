"""Stop 53: a quality the customer names that the catalogue's own data contradicts — a number
with its unit, a colour, the use it is made for, a language — was dropped and the nearest product
written down in silence: at the bike shop «una cubierta de 29 para el martes» answered «Apunto: 1 ×
Cubierta urbana. Total 29,00 €.» (the only tyre is a 700x32), «quero unha cadea de 11 velocidades»
booked the «Cadena de 9 velocidades», «tenéis cadenas de 11 velocidades?» answered «Cadena de 9
velocidades: 24,00 €.» (read as a yes); at the florist's «quiero una orquidea rosa» booked the white
orchid. Now the quality is said not had and the one there is offered, with what its description
says and a button, nothing held: «No tengo «cubierta de 29» en el catálogo. Solo tengo Cubierta
urbana (700x32, antipinchazos), 29,00 €. ¿Te vale?»; a question answers «No tengo «cadenas de 11
velocidades» en el catálogo. Cadena de 9 velocidades: 24,00 €.». Where the catalogue says nothing
of that quality (a pot with no colour), or the business notes it as a wish (a rose bouquet's
colour), it is as before."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _lines(c) -> list:
    return (c.state.get("order") or {}).get("lines") or []


@pytest.mark.parametrize("slug, said, not_had, offered, chip", [
    ("taller", "quiero una cubierta de montaña para el martes", "No tengo «cubierta de montaña» en el catálogo.",
     "Solo tengo Cubierta urbana (700x32, antipinchazos), 29,00 €. ¿Te vale?", "Cubierta urbana · 29,00 €"),
    ("taller", "una cubierta de 29 para el martes", "No tengo «cubierta de 29» en el catálogo.",
     "Solo tengo Cubierta urbana (700x32, antipinchazos), 29,00 €. ¿Te vale?", "Cubierta urbana · 29,00 €"),
    ("taller", "kiero 2 cubiertas de montana", "No tengo «cubiertas de montana» en el catálogo.",
     "Solo tengo Cubierta urbana (700x32, antipinchazos), 29,00 €. ¿Te vale?", "Cubierta urbana · 29,00 €"),
    ("taller", "quiero una cubierta de carretera", "No tengo «cubierta de carretera» en el catálogo.",
     "Solo tengo Cubierta urbana", "Cubierta urbana · 29,00 €"),
    ("taller", "quero unha cadea de 11 velocidades para o xoves", "Non teño «cadea de 11 velocidades» no catálogo.",
     "Só teño Cadea de 9 velocidades (Compatible con Shimano e SRAM), 24,00 €. ¿Vale?",
     "Cadea de 9 velocidades · 24,00 €"),
    ("taller", "quiero una cadena de once velocidades", "No tengo «cadena de once velocidades» en el catálogo.",
     "Solo tengo Cadena de 9 velocidades", "Cadena de 9 velocidades · 24,00 €"),
    ("taller", "quiero dos camaras de 26 pulgadas", "No tengo «camaras de 26 pulgadas» en el catálogo.",
     "Solo tengo Cámara 700x28 (Válvula presta), 7,00 €. ¿Te vale?", "Cámara 700x28 · 7,00 €"),
    ("floristeria", "quiero una orquidea rosa para el lunes", "No tengo «orquidea rosa» en el catálogo.",
     "Solo tengo Orquídea (Phalaenopsis blanca de dos varas), 32,00 €. ¿Te vale?", "Orquídea · 32,00 €"),
    ("floristeria", "quero unha orquídea vermella pro luns", "Non teño «orquídea vermella» no catálogo.",
     "Só teño Orquídea (Phalaenopsis branca de dúas varas), 32,00 €. ¿Vale?", "Orquídea · 32,00 €"),
    ("floristeria", "una orquidea de color lila", "No tengo «orquidea de color lila» en el catálogo.",
     "Solo tengo Orquídea (Phalaenopsis blanca", "Orquídea · 32,00 €"),
    ("floristeria", "quiero un poto de exterior", "No tengo «poto de exterior» en el catálogo.",
     "Solo tengo Poto (Planta de interior que aguanta casi todo), 14,00 €. ¿Te vale?", "Poto · 14,00 €"),
    ("libreria", "quiero o lume vermello en castelán", "No tengo «o lume vermello en castelán» en el catálogo.",
     "Solo tengo O lume vermello (Novela negra ambientada en Compostela), 21,00 €. ¿Te vale?",
     "O lume vermello · 21,00 €"),
    ("libreria", "quero o lume vermello en castelan", "Non teño «o lume vermello en castelan» no catálogo.",
     "Só teño O lume vermello", "O lume vermello · 21,00 €"),
])
def test_a_quality_the_catalogue_contradicts_is_said_and_the_one_there_is_offered(slug, said, not_had, offered, chip):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0] == not_had
    assert offered in t.text and "Apunto" not in t.text
    assert t.chip_labels == [chip]
    assert not _lines(c)


@pytest.mark.parametrize("slug, said, answer", [
    ("taller", "tenéis cadenas de 11 velocidades?",
     "No tengo «cadenas de 11 velocidades» en el catálogo. Cadena de 9 velocidades: 24,00 €."),
    ("taller", "teneis cadenas de 10 velocidades", "No tengo «cadenas de 10 velocidades» en el catálogo."),
    ("taller", "tedes cámaras de 29 polgadas?",
     "Non teño «cámaras de 29 polgadas» no catálogo. Cámara 700x28: 7,00 €."),
    ("taller", "¿tenéis cubiertas de montaña?",
     "No tengo «cubiertas de montaña» en el catálogo. Cubierta urbana: 29,00 €."),
    ("floristeria", "teneis orquideas rosas?", "No tengo «orquideas rosas» en el catálogo. Orquídea: 32,00 €."),
    ("floristeria", "tedes orquídeas azuis?", "Non teño «orquídeas azuis» no catálogo. Orquídea: 32,00 €."),
])
def test_asked_whether_there_is_one_of_that_quality_is_a_no(slug, said, answer):
    c = chat(slug)
    assert answer in c.say(said).text
    assert not _lines(c)


@pytest.mark.parametrize("answer", ["vale", "si", "sí, esa"])
def test_the_one_offered_taken_keeps_the_day(answer):
    c = chat("taller")
    c.say("quiero una cubierta de montaña para el martes")
    t = c.say(answer)
    assert t.texts[0] == "Apunto: 1 × Cubierta urbana. Total 29,00 €."
    assert "el martes 3 de noviembre" in t.text
    assert [(l["item_id"], l["qty"]) for l in _lines(c)] == [("cubierta", 1)]


def test_the_button_takes_the_one_offered():
    c = chat("floristeria")
    c.say("quero unha orquidea rosa pro luns")
    t = c.press("Orquídea · 32,00 €")
    assert t.texts[0] == "Apunto: 1 × Orquídea. Total 32,00 €."
    assert "o luns 2 de novembro" in t.text


@pytest.mark.parametrize("slug, said, booked", [
    ("taller", "una cubierta para el martes", "Apunto: 1 × Cubierta urbana. Total 29,00 €."),
    ("taller", "quiero la cubierta urbana", "Apunto: 1 × Cubierta urbana. Total 29,00 €."),
    ("taller", "quiero una cubierta de 700x32", "Apunto: 1 × Cubierta urbana. Total 29,00 €."),
    ("taller", "quiero una cubierta de 32", "Apunto: 1 × Cubierta urbana. Total 29,00 €."),
    ("taller", "una cadena de 9 velocidades", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €."),
    ("taller", "quero unha cadea de nove velocidades", "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €."),
    ("taller", "quiero una cadena para el dia 11", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €."),
    ("taller", "quiero 2 camaras 700x28", "Apunto: 2 × Cámara 700x28. Total 14,00 €."),
    ("floristeria", "quiero una orquídea", "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "quiero una orquidea blanca", "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "quero unha orquidea branca", "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "un ramo de rosas para el sabado", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    # stop 55: «rosas amarillas» contradicts «Doce rosas rojas» (test_dialog_contradicted_kind_55.py)
    ("floristeria", "un ramo de rosas rojas para el sábado", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("floristeria", "quiero una maceta rosa", "Apunto: 1 × Maceta de cerámica. Total 12,00 €."),
    ("floristeria", "quero un poto de interior", "Apunto: 1 × Poto. Total 14,00 €."),
    ("libreria", "quiero o lume vermello", "Apunto: 1 × O lume vermello. Total 21,00 €."),
    ("libreria", "quero o lume vermello", "Apunto: 1 × O lume vermello. Total 21,00 €."),
    ("", "quiero una tarta de queso de 12", "Apunto: 1 × Tarta de queso"),
])
def test_what_the_catalogue_has_or_does_not_say_is_booked_as_before(slug, said, booked):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0].startswith(booked)
    assert "No tengo" not in t.text and "Non teño" not in t.text and "Solo tengo" not in t.text


@pytest.mark.parametrize("said", ["quiero croissants integrales", "quero uns croissants integrais"])
def test_the_bakery_unknown_kind_is_still_said_not_made(said):
    t = chat().say(said)
    assert "croissants integra" in t.text and ("No tengo" in t.text or "Non teño" in t.text)
    assert "Apunto" not in t.text


@pytest.mark.parametrize("slug, first, answer, told", [
    ("taller", "quiero una cubierta de montaña para el martes", "no", "Vale, no lo apunto."),
    ("taller", "una cadena de 11 velocidades", "no, gracias", "Vale, no lo apunto."),
    ("floristeria", "quero unha orquidea rosa pro luns", "non", "Vale, non o apunto."),
])
def test_the_one_offered_declined_is_not_written_down(slug, first, answer, told):
    c = chat(slug)
    c.say(first)
    t = c.say(answer)
    assert t.texts[0] == told and "Para seguir" not in t.text
    assert not _lines(c)


def test_declined_beside_a_thing_held_keeps_that_one_and_the_day():
    c = chat("floristeria")
    first = c.say("quero un poto e unha orquidea rosa pro luns")
    assert "Non teño «orquidea rosa» no catálogo." in first.text and "Apunto: 1 × Poto." in first.text
    t = c.say("non")
    assert t.texts[0] == "Vale, non o apunto." and "o luns 2 de novembro" in t.text
    assert [(l["item_id"], l["qty"]) for l in _lines(c)] == [("poto", 1)]
