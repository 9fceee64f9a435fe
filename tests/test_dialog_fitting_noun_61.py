"""Stop 61, the workshop: «cambio de <part>» is the job of replacing the part, not the gear.

What the customer read before:
- «¿cuánto cuesta el cambio de pastillas?» was priced as the gear adjustment plus the pads: «Ajuste de
  cambio: 18,00 €. Pastillas de freno: 15,00 €. En total, 33,00 €.» (the service's alias «el cambio»
  was read in «el cambio de pastillas»); gl «canto custa o cambio de pastillas?» too, while «cuanto vale
  cambiar las pastillas» said the pads alone.
- «quiero el cambio de pastillas el martes», «¿podéis hacerme el cambio de pastillas?» booked the gear
  adjustment with the pads beside it; «me hacéis un cambio de pastillas?» said the pads' price.

What they read now: «(el) cambio de <a thing sold>» is read as «cambiar <it>»: asked its price, the
part's price; asked for, an appointment with the part noted and the service asked (as «¿me cambiáis las
pastillas?»). The gear is still the gear: «ajustar el cambio», «el cambio de marchas» (its own words),
«el cambio de la bici» (no thing sold), «el cambio» alone.
"""
import pytest

from tests.conversation import chat

WORKSHOP = "taller"
PADS = "Pastillas de freno: 15,00 €."
CHAIN = "Cadena de 9 velocidades: 24,00 €."
TYRE = "Cubierta urbana: 29,00 €."
GEAR = "Ajuste de cambio: 18,00 €."
# a Galician chat reads the Galician names
PADS_GL = "Pastillas de freo: 15,00 €."
CHAIN_GL = "Cadea de 9 velocidades: 24,00 €."
GEAR_GL = "Axuste do cambio: 18,00 €."
PADS_NOTED = "Apunto como indicación: «también 1 × Pastillas de freno (15,00 €)»."
PADS_NOTED_GL = "Apunto como indicación: «tamén 1 × Pastillas de freno (15,00 €)»."


@pytest.mark.parametrize("asked, answer", [
    ("¿cuánto cuesta el cambio de pastillas?", PADS),
    ("cuanto cuesta el cambio de pastillas", PADS),
    ("¿Cuánto cuesta el cambio de las pastillas de freno?", PADS),
    ("qué precio tiene el cambio de pastilas?", PADS),              # a letter dropped
    ("cuanto costaria el cambio de pastillas de freo", PADS),
    ("cuanto vale cambiar las pastillas", PADS),                    # the verb, as before
    ("precio del cambio de cadena", CHAIN),
    ("cuanto cuesta el cambio de cadenas", CHAIN),
    ("cuanto me cobrais por el cambio de cubiertas", TYRE),
    ("canto custa o cambio de pastillas?", PADS_GL),
    ("canto vale o cambio das pastillas", PADS_GL),
    ("canto custa o cambio da cadea", CHAIN_GL),
])
def test_the_price_of_a_part_s_replacement_is_the_part_s(asked, answer):
    t = chat(WORKSHOP).say(asked)
    assert t.texts == [answer]
    assert not any("cambio" in label.lower() for label in t.chip_labels)


@pytest.mark.parametrize("asked", [
    "¿cuánto cuesta ajustar el cambio?",
    "cuanto cuesta el cambio",
    "cuanto cuesta el cambio de marchas",
    "cuanto cuesta el cambio de la bici",
    "canto custa axustar o cambio?",
    "precio del ajuste del cambio",
])
def test_near_miss_the_gear_is_still_the_gear(asked):
    t = chat(WORKSHOP).say(asked)
    assert t.texts == [GEAR_GL if "canto" in asked else GEAR]


@pytest.mark.parametrize("said, noted", [
    ("quiero el cambio de pastillas el martes", PADS_NOTED),
    ("me hacéis un cambio de pastillas?", PADS_NOTED),
    ("¿podéis hacerme el cambio de pastillas?", PADS_NOTED),
    ("¿me cambiáis las pastillas?", PADS_NOTED),
    ("quiero un cambio de pastillas y una luz",
     "Apunto como indicación: «también 1 × Pastillas de freno (15,00 €) y 1 × Luz delantera LED (19,00 €)»."),
    ("me faedes o cambio das pastillas?", PADS_NOTED_GL),
])
def test_a_part_s_replacement_asked_for_is_an_appointment_with_the_part_noted(said, noted):
    c = chat(WORKSHOP)
    t = c.say(said)
    assert t.texts[0] == noted
    assert "servicio" in t.texts[-1] or "servizo" in t.texts[-1]     # which service, asked
    assert "Apunto: ajuste de cambio" not in t.text
    assert t.request["kind"] == "booking"
    assert not c.state["booking"].get("services")


@pytest.mark.parametrize("said", [
    "¿me hacéis el ajuste del cambio?",
    "quiero ajustar el cambio el martes",
    "el cambio de marchas no entra bien, ¿me lo miráis el martes?",
])
def test_near_miss_the_gear_asked_for_is_booked(said):
    c = chat(WORKSHOP)
    c.say(said)
    assert c.state["booking"]["services"] == ["cambio"]


def test_the_gear_and_a_part_s_replacement_together():
    c = chat(WORKSHOP)
    t = c.say("cambio de pastillas y ajuste del cambio el martes")
    assert t.texts[:2] == [PADS_NOTED, "Apunto: ajuste de cambio el martes 3 de noviembre. Total 18,00 €; "
                                      "dura unos 30 minutos."]
