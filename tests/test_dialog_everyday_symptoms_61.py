"""«la bici no cambia bien las marchas» asked «¿Qué servicio quieres?» (and «¿cuánto es?» then listed the
catalogue), gl «a bici non cambia ben as marchas» went to a person, «me cuesta cambiar de marcha» listed
the catalogue as a price asked, and at the salon «arreglar las puntas el martes a las 12» went to a
person. The datasets tell these everyday wordings (symptoms, the salon's booking words); «me cuesta <hacer
algo>» is a thing hard to do, no price asked."""
import pytest

from tests.conversation import chat

GEARS = "Por lo que cuentas, encaja Ajuste de cambio (18,00 €, unos 30 minutos). ¿Quieres cita?"
GEARS_GL = "Polo que contas, encaixa Axuste do cambio (18,00 €, uns 30 minutos). ¿Queres cita?"


@pytest.mark.parametrize("said, offer", [
    ("la bici no cambia bien las marchas", GEARS),
    ("la bici no cambia bien de marcha", GEARS),
    ("me cuesta cambiar de marcha", GEARS),
    ("me cuesta mucho cambiar las marchas", GEARS),
    ("las marchas no cambian bien", GEARS),
    ("las marchas van mal", GEARS),
    ("a bici non cambia ben as marchas", GEARS_GL),
    ("a miña bici non cambia ben de marcha", GEARS_GL),
    ("as marchas non van ben", GEARS_GL),
])
def test_gears_told_offer_their_adjustment(said, offer):
    t = chat("taller").say(said)
    # (its alias named, «las marchas», «el cambio»: the service itself, written down)
    assert t.texts[0].startswith(offer) or t.texts[0].startswith("Apunto: ajuste de cambio. Total 18,00 €")


def test_its_price_asked_next_is_that_service():
    c = chat("taller")
    c.say("la bici no cambia bien las marchas")
    t = c.say("cuanto es?")
    assert t.texts[0] == "Ajuste de cambio: 18,00 €."


def test_gears_told_with_a_day_book_it():
    t = chat("taller").say("las marchas no van bien, me dais hora el martes?")
    assert t.texts[0].startswith("Apunto: ajuste de cambio el martes 3 de noviembre.")


@pytest.mark.parametrize("said", ["me cuesta frenar", "me cuesta frenar en las bajadas"])
def test_brakes_hard_to_use_offer_theirs(said):
    t = chat("taller").say(said)
    assert t.texts[0].startswith("Por lo que cuentas, encaja Ajuste de frenos")


@pytest.mark.parametrize("said, price", [
    ("cuanto cuesta el ajuste de cambio?", "Ajuste de cambio: 18,00 €."),
    ("que cuesta un ajuste de frenos?", "Ajuste de frenos"),
    ("cuesta mucho el ajuste de cambio?", "Ajuste de cambio: 18,00 €"),
])
def test_a_price_asked_with_cuesta_is_still_a_price(said, price):
    t = chat("taller").say(said)
    assert price in t.text


def test_changing_a_booking_is_no_gear_problem():
    t = chat("taller").say("no puedo cambiar la cita del martes")
    assert "Ajuste de cambio" not in t.text


@pytest.mark.parametrize("said, first", [
    ("arreglar las puntas el martes a las 12", "Apunto: cita el martes 3 de noviembre a las 12:00."),
    ("quiero arreglarme las puntas el martes a las 12", "Apunto: cita el martes 3 de noviembre a las 12:00."),
    ("arreglarme las puntas el jueves", "Apunto: cita el jueves 5 de noviembre."),
    ("arreglarme el pelo el jueves", "Apunto: cita el jueves 5 de noviembre."),
    ("quiero cortarme las puntas el martes a las 12", "Apunto: cita el martes 3 de noviembre a las 12:00."),
    ("quero arranxar as puntas o martes", "Apunto: cita o martes 3 de novembro."),
    ("arranxar as puntas o xoves ás 12", "Apunto: cita o xoves 5 de novembro ás 12:00."),
])
def test_the_ends_trimmed_with_a_day_book_it(said, first):
    t = chat("peluqueria").say(said)
    assert t.texts[0] == first
    assert t.texts[-1] in ("¿Qué servicio quieres?", "¿Que servizo queres?",
                           "¿Qué corte quieres: de mujer, de hombre o infantil?",
                           "¿Que corte queres: de muller, de home ou infantil?")


@pytest.mark.parametrize("said", ["¿se puede arreglar el pelo sin cita?", "arreglar las puntas cuesta mucho?"])
def test_the_ends_asked_about_without_a_day_book_nothing(said):
    t = chat("peluqueria").say(said)
    assert "Apunto: cita" not in t.text
