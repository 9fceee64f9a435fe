"""Stop 55: a kind the business does not have, close to one it has, was taken as the one it has, in
silence. At the workshop «quiero una luz trasera» wrote «Apunto: 1 × Luz delantera LED»; at the florist
«quiero rosas blancas para el lunes a las 11» wrote «1 × Ramo de rosas» (the catalogue says «Doce rosas
rojas»), «blancas» only a note; «quiero pastillas y que me las cambiéis el martes por la mañana» was a
pickup of the part, the fitting lost in a note.

Now a word of where it goes (delantera/trasera), of how big (grande/mediano/pequeño) or a colour said
against another of the thing's own name or description is said as not had, and the one there is
offered with what its description says («No tengo «luz trasera» en el catálogo. Solo tengo Luz delantera
LED (Recargable por USB), 19,00 €. ¿Te vale?»), as «cubierta de montaña» already was; the day and time
said are kept for the «sí». A colour the data does not contradict is still the florist's note. A part
named and then asked to be fitted («… y que me la montéis», «… ¿me las ponéis?», «… e que ma
montedes») is an appointment, the part in its note, and the service asked; never a pickup.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

# the light as a Spanish chat names it [False] and a Galician one [True]
_LIGHT = {False: "Luz delantera LED", True: "Luz dianteira LED"}

# ---------------------------------------------------------------- a position the name contradicts

@pytest.mark.parametrize("said, lead, offer", [
    ("quiero una luz trasera", "No tengo «luz trasera» en el catálogo.",
     "Solo tengo Luz delantera LED (Recargable por USB), 19,00 €. ¿Te vale?"),
    ("kiero una luz trasera", "No tengo «luz trasera» en el catálogo.",
     "Solo tengo Luz delantera LED (Recargable por USB), 19,00 €. ¿Te vale?"),
    ("necesito dos luces traseras", "No tengo «luces traseras» en el catálogo.",
     "Solo tengo Luz delantera LED (Recargable por USB), 19,00 €. ¿Te vale?"),
    ("quero unha luz traseira pro luns", "Non teño «luz traseira» no catálogo.",
     "Só teño Luz dianteira LED (Recargable por USB), 19,00 €. ¿Vale?"),
])
def test_a_rear_light_is_not_the_front_one(said, lead, offer):
    c = chat("taller")
    t = c.say(said)
    assert lead in t.text and offer in t.text
    assert "Apunto" not in t.text and not c.order["lines"]
    assert t.chip_labels == [f"{_LIGHT[lead.startswith('Non')]} · 19,00 €"]


def test_the_offer_taken_keeps_the_day_and_time_said():
    c = chat("taller")
    c.say("quiero una luz trasera para el martes a las 10")
    t = c.say("si")
    assert "Apunto: 1 × Luz delantera LED. Total 19,00 €." in t.text
    assert "¿A nombre de quién lo preparo?" in t.text


def test_the_offer_taken_in_galician_asks_the_time_of_the_day_said():
    c = chat("taller")
    c.say("quero unha luz traseira pro luns")
    t = c.say("si")
    assert "Apunto: 1 × Luz dianteira LED. Total 19,00 €." in t.text
    assert "¿A que hora o recolles o luns 2 de novembro?" in t.text


def test_the_offer_declined_writes_nothing():
    c = chat("taller")
    c.say("quiero una luz trasera")
    t = c.say("no")
    assert "Vale, no lo apunto." in t.text and not c.order["lines"]


@pytest.mark.parametrize("said", ["quiero una luz delantera", "quiero una luz", "quero unha luz dianteira"])
def test_the_light_it_is_is_taken(said):
    c = chat("taller")
    t = c.say(said)
    assert f"Apunto: 1 × {_LIGHT[said.startswith('quero')]}. Total 19,00 €." in t.text and "No tengo" not in t.text


def test_a_use_the_name_contradicts_is_still_offered():
    t = chat("taller").say("quiero una cubierta de montaña")
    assert "No tengo «cubierta de montaña» en el catálogo." in t.text
    assert "Solo tengo Cubierta urbana (700x32, antipinchazos), 29,00 €. ¿Te vale?" in t.text


# ---------------------------------------------------------------- a size the name contradicts

def test_a_size_against_the_notebook_own_alias_is_offered_not_written():
    c = chat("libreria")
    t = c.say("quiero un cuaderno a5 grande")
    assert "No tengo «cuaderno a5 grande» en el catálogo." in t.text
    assert "Solo tengo Cuaderno A5 de rayas (Tapa dura, 120 hojas), 4,50 €. ¿Te vale?" in t.text
    assert not c.order["lines"]


def test_the_size_word_that_names_one_still_names_it():
    t = chat("libreria").say("quiero un cuaderno grande")
    assert "Apunto: 1 × Cuaderno A4 cuadriculado. Total 5,90 €." in t.text


# ---------------------------------------------------------------- a colour the description contradicts

@pytest.mark.parametrize("said, lead, offer", [
    ("quiero rosas blancas para el lunes a las 11", "No tengo «rosas blancas» en el catálogo.",
     "Solo tengo Ramo de rosas (Doce rosas rojas con verde de temporada), 35,00 €. ¿Te vale?"),
    ("kiero un ramo de rosas amarillas", "No tengo «ramo de rosas amarillas» en el catálogo.",
     "Solo tengo Ramo de rosas (Doce rosas rojas con verde de temporada), 35,00 €. ¿Te vale?"),
    ("quero rosas brancas", "Non teño «rosas brancas» no catálogo.",
     "Só teño Ramo de rosas (Doce rosas vermellas con verde de tempada), 35,00 €. ¿Vale?"),
    ("quero un ramo de rosas amarelas pro luns", "Non teño «ramo de rosas amarelas» no catálogo.",
     "Só teño Ramo de rosas (Doce rosas vermellas con verde de tempada), 35,00 €. ¿Vale?"),
    ("quiero una orquidea roja", "No tengo «orquidea roja» en el catálogo.",
     "Solo tengo Orquídea (Phalaenopsis blanca de dos varas), 32,00 €. ¿Te vale?"),
])
def test_a_colour_the_description_contradicts_is_said(said, lead, offer):
    c = chat("floristeria")
    t = c.say(said)
    assert lead in t.text and offer in t.text and not c.order["lines"]


def test_white_roses_then_yes_keep_the_day_and_time():
    c = chat("floristeria")
    c.say("quiero rosas blancas para el lunes a las 11")
    t = c.say("vale")
    assert "Apunto: 1 × Ramo de rosas. Total 35,00 €." in t.text
    assert "¿A nombre de quién lo preparo?" in t.text


def test_white_roses_with_a_card_the_card_written_the_roses_asked():
    c = chat("floristeria")
    t = c.say("un ramo de rosas blancas con tarjeta")
    assert "No tengo «ramo de rosas blancas» en el catálogo." in t.text
    assert "Apunto: 1 × Tarjeta dedicada. Total 3,00 €." in t.text
    assert "¿Te vale?" in t.text
    t = c.say("si")
    assert "Apunto: 1 × Tarjeta dedicada y 1 × Ramo de rosas. Total 38,00 €." in t.text


@pytest.mark.parametrize("said", ["quiero rosas rojas", "un ramo de rosas", "quero un ramo de rosas vermellas",
                                  "quiero una orquidea blanca"])
def test_what_the_data_says_is_taken(said):
    c = chat("floristeria")
    t = c.say(said)
    assert "Apunto: 1 ×" in t.text and "No tengo" not in t.text and "Non teño" not in t.text


def test_a_colour_of_a_flavour_is_still_a_kind_of_it():
    t = chat().say("quiero una tarta de chocolate blanco")
    assert "No tengo «tarta de chocolate blanco»" in t.text and "¿Qué tarta quieres?" in t.text


# ---------------------------------------------------------------- a part asked to be fitted

_SERVICE_ASKED = {"es": "¿Qué servicio quieres?", "gl": "¿Que servizo queres?"}


@pytest.mark.parametrize("said, part, day, lang", [
    ("quiero pastillas y que me las cambieis el martes por la mañana", "1 × Pastillas de freno (15,00 €)",
     "cita el martes 3 de noviembre", "es"),
    ("quiero una cubierta y que me la monteis el lunes", "1 × Cubierta urbana (29,00 €)",
     "cita el lunes 2 de noviembre", "es"),
    ("quiero una cubierta y que me la montéis el lunes", "1 × Cubierta urbana (29,00 €)",
     "cita el lunes 2 de noviembre", "es"),
    ("kiero unas pastillas, me las poneis el martes?", "1 × Pastillas de freno (15,00 €)",
     "cita el martes 3 de noviembre", "es"),
    ("quero unha cuberta e que ma montedes o luns", "1 × Cubierta urbana (29,00 €)",
     "cita o luns 2 de novembro", "gl"),
    ("quero pastillas e que mas cambiedes o martes", "1 × Pastillas de freno (15,00 €)",
     "cita o martes 3 de novembro", "gl"),
])
def test_a_part_asked_to_be_fitted_is_an_appointment(said, part, day, lang):
    c = chat("taller")
    t = c.say(said)
    assert part in t.text and day in t.text and _SERVICE_ASKED[lang] in t.text
    assert "recoges" not in t.text and "recolles" not in t.text
    assert not (c.state.get("order") or {}).get("lines")
    booking = c.state["booking"]
    assert booking["parts_noted"] == [part]
    assert not any("que me" in n or "que ma" in n for n in booking.get("notes_said") or [])
    assert "Cambio las indicaciones" not in t.text


def test_the_fitted_part_then_the_service_asks_who():
    c = chat("taller")
    c.say("quiero pastillas y que me las cambieis el martes por la mañana")
    t = c.press("Ajuste de frenos · 18,00 €")
    assert "¿Con quién quieres la cita?" in t.text
    assert c.state["booking"]["services"] == ["frenos"]
    assert c.state["booking"]["parts_noted"] == ["1 × Pastillas de freno (15,00 €)"]


@pytest.mark.parametrize("said", ["pastillas de freno para el martes", "quiero una cubierta para el lunes",
                                  "quero unha cuberta pro luns"])
def test_a_part_alone_is_still_a_pickup(said):
    c = chat("taller")
    t = c.say(said)
    assert "Apunto: 1 ×" in t.text and ("recoges" in t.text or "recolles" in t.text)
    assert not c.state.get("booking")


def test_a_part_the_customer_fits_is_a_pickup():
    c = chat("taller")
    t = c.say("quiero una cubierta para el lunes, me la pongo yo")
    assert "Apunto: 1 × Cubierta urbana. Total 29,00 €." in t.text and not c.state.get("booking")


@pytest.mark.parametrize("said, included, booked", [
    ("quiero una camara y que me la cambieis el lunes", "Cámara 700x28: entra en el precio de Reparar pinchazo.",
     "Apunto: reparar pinchazo el lunes 2 de noviembre. Total 12,00 €; dura unos 20 minutos."),
    ("quero unha cámara e que ma cambiedes o luns", "Cámara 700x28: entra no prezo de Reparar furado.",
     "Apunto: reparar furado o luns 2 de novembro. Total 12,00 €; dura uns 20 minutos."),
])
def test_a_part_one_service_includes_books_that_service(said, included, booked):
    c = chat("taller")
    t = c.say(said)
    assert included in t.text and booked in t.text
    assert c.state["booking"]["services"] == ["pinchazo"] and not c.state["booking"].get("parts_noted")


def test_the_count_of_the_parts_to_fit_is_kept():
    c = chat("taller")
    t = c.say("quiero dos cubiertas y que me las monteis el lunes")
    assert "«también 2 × Cubierta urbana (58,00 €)»" in t.text
    assert "¿Qué servicio quieres?" in t.text


def test_the_price_of_a_part_and_its_fitting_asked_is_answered_not_booked():
    c = chat("taller")
    t = c.say("¿cuánto cuesta una cubierta y que me la monteis?")
    assert "Cubierta urbana: 29,00 €." in t.text and not c.state.get("booking")
