"""Stop 63 (helper I, family 9): «¿cuándo me podéis…?» is answered with the first free days, never «¿Con quién?» first.
Before: at the workshop «hola tengo un pinchazo, cuando me lo podeis arreglar?» and gl «tengo un furado, cando mo
podedes arranxar?», at the salon «cuando me podeis hacer un corte de hombre?» got «¿Con quién quieres la cita?»
(while «cando tedes oco para un tinte?», which one person does, listed the days); «cuándo puedo ir a cortarme el
pelo?» went to a person; at the restaurant «cuando teneis mesa para 4 a cenar?» got «¿Qué día te va bien?» with no
day said. Now (understanding/when_free_asked.py, `Signals.asks_free`; the draft keeps `free_asked`): the days free
with anyone («Hay hueco el lunes 2, …»; the restaurant's days with a free dinner table), then the time, and who
only once the time is known («A las 10:00 pueden atenderte Marta e Iago. ¿Con quién…?», or the one free then).
Near-misses kept: a person named («… con Iago») lists that person's days; «¿cuándo puedo recoger la bici?» (a
pickup), «¿hasta cuándo puedo cancelar?», «¿cuándo abrís?», «¿cuándo trabaja Iago?», a bakery's «¿cuándo me podéis
hacer una <thing>?» (an order) are what they were."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after

WHO = ("¿Con quién quieres la cita?", "¿Con quen queres a cita?")
WORKSHOP_DAYS = "Hay hueco el lunes 2, martes 3, miércoles 4 y jueves 5 de noviembre. ¿Qué día te va bien?"
WORKSHOP_DAYS_GL = "Hai oco o luns 2, martes 3, mércores 4 e xoves 5 de novembro. ¿Que día che vai ben?"
SALON_DAYS = "Hay hueco el martes 3, miércoles 4, jueves 5 y viernes 6 de noviembre. ¿Qué día te va bien?"
SALON_DAYS_GL = "Hai oco o martes 3, mércores 4, xoves 5 e venres 6 de novembro. ¿Que día che vai ben?"


@pytest.mark.parametrize("said, service", [
    ("hola tengo un pinchazo, cuando me lo podeis arreglar?", "Apunto: reparar pinchazo."),
    ("tengo un pinchazo cuando me lo podeis arreglar", "Apunto: reparar pinchazo."),
    ("cuando podriais mirarme los frenos?", "Apunto: ajuste de frenos."),
    ("cuando puedo llevar la bici a revisar?", "Apunto: revisión completa."),
    ("para cuando me podeis dar cita para una revision?", "Apunto: revisión completa."),
    ("kuando me podeis arreglar un pinchazo?", "Apunto: reparar pinchazo."),
    ("para cuando me arreglais la bici? tiene un pinchazo", "Apunto: reparar pinchazo."),
])
def test_the_workshop_says_its_free_days(said, service):
    t = chat("taller").say(said)
    assert t.texts[0].startswith(service)
    assert t.texts[-1] == WORKSHOP_DAYS
    assert not any(w in t.text for w in WHO)


@pytest.mark.parametrize("said", ["tengo un furado, cando mo podedes arranxar?",
                                  "cando podo levar a bici para unha revision?", "cando me podedes mirar os freos?"])
def test_the_workshop_says_its_free_days_gl(said):
    t = chat("taller").say(said)
    assert t.texts[-1] == WORKSHOP_DAYS_GL and not any(w in t.text for w in WHO)


@pytest.mark.parametrize("said", ["cuando me podeis hacer un corte de hombre?", "q dia me podeis dar cita para un corte de hombre?",
                                  "cuando teneis hueco para un corte de hombre?", "cuando me podeis atender para un corte de hombre"])
def test_the_salon_says_its_free_days(said):
    t = chat("peluqueria").say(said)
    assert t.texts[0].startswith("Apunto: corte de hombre.") and t.texts[-1] == SALON_DAYS
    assert not any(w in t.text for w in WHO)


def test_the_salon_says_its_free_days_gl():
    t = chat("peluqueria").say("cando me podedes facer un corte de home?")
    assert t.texts[-1] == SALON_DAYS_GL and "¿Con quen" not in t.text


def test_a_group_asked_when_asks_which_first():
    t = chat("peluqueria").say("cuando puedo ir a cortarme el pelo?")
    assert t.text.startswith("¿Qué corte quieres: de mujer, de hombre o infantil?")
    assert "Eso no lo tengo claro" not in t.text
    t = chat_after("peluqueria", "cuando puedo ir a cortarme el pelo?").say("de hombre")
    assert t.texts[-1] == SALON_DAYS


def test_when_asked_before_the_service_the_days_come_once_it_is_said():
    c = chat_after("peluqueria", "cuando teneis hueco?")
    t = c.say("corte de hombre")
    assert t.texts[-1] == SALON_DAYS and not any(w in t.text for w in WHO)


def test_who_comes_after_the_time_among_those_free_then():
    c = chat_after("peluqueria", "cuando me podeis hacer un corte de hombre?")
    c.press("mié 4 nov")
    t = c.last
    assert t.text.startswith("¿A qué hora te va bien el miércoles 4 de noviembre?")
    t = c.press("10:00")
    assert t.text == "A las 10:00 pueden atenderte Marta e Iago. ¿Con quién quieres la cita?"
    t = c.say("con Iago")
    assert t.texts[0].startswith("Apunto: corte de hombre con Iago el miércoles 4 de noviembre a las 10:00.")


def test_the_only_one_free_then_is_not_asked():
    c = chat_after("peluqueria", "cuando me podeis hacer un corte de hombre?")
    c.press("mar 3 nov")
    t = c.press("10:00")        # Iago works on Tuesdays from 15:00
    assert t.text == "¿A nombre de quién hago la reserva?"
    assert c.state["booking"]["min"] == 600


def test_a_day_said_gives_that_days_times_then_who():
    c = chat_after("taller", "cuando me podeis arreglar un pinchazo el jueves?")
    t = c.last
    assert t.texts[-1].startswith("¿A qué hora te va bien el jueves 5 de noviembre?")
    assert not any(w in t.text for w in WHO)
    t = c.press("10:00")
    assert t.text == "A las 10:00 pueden atenderte Uxía y Brais. ¿Con quién quieres la cita?"


def test_when_asked_after_the_price_lists_the_days():
    c = chat_after("taller", "cuanto cuesta un pinchazo?")
    t = c.say("cuando me lo podeis arreglar?")
    assert t.texts[-1] == WORKSHOP_DAYS and not any(w in t.text for w in WHO)


@pytest.mark.parametrize("said, days", [
    ("cuando teneis mesa para 4 a cenar?",
     "Hay hueco el sábado 31 de octubre, martes 3, miércoles 4 y jueves 5 de noviembre. ¿Qué día te va bien?"),
    ("q dia teneis mesa pa 2 a comer?",
     "Hay hueco el sábado 31 de octubre, domingo 1, martes 3 y miércoles 4 de noviembre. ¿Qué día te va bien?"),
    ("para cuando tendriais mesa para 6?",
     "Hay hueco el martes 3, miércoles 4, jueves 5 y sábado 7 de noviembre. ¿Qué día te va bien?"),
])
def test_the_restaurant_says_the_days_with_a_table(said, days):
    t = chat("restaurante").say(said)
    assert t.texts[0].startswith("Apunto: reserva para") and t.texts[-1] == days


def test_the_restaurant_dinner_days_lead_to_dinner_times():
    c = chat_after("restaurante", "cuando teneis mesa para 4 a cenar?")
    t = c.press("mar 3 nov")
    assert t.texts[-1] == "¿A qué hora te va bien el martes 3 de noviembre?"
    assert t.chip_labels[0] == "20:00"


def test_the_restaurant_gl():
    t = chat("restaurante").say("cando tedes mesa para catro para cear?")
    assert t.texts[-1].startswith("Hai oco o sábado 31 de outubro, martes 3")


def test_the_days_asked_with_a_party_held():
    c = chat_after("restaurante", "mesa para 2")
    t = c.say("que dias teneis mesa?")
    assert t.texts[-1].startswith("Hay hueco el sábado 31 de octubre") and "menú" not in t.text


# --- near-misses ----------------------------------------------------------------------------------------------

def test_a_person_named_lists_that_persons_days():
    t = chat("peluqueria").say("cuando teneis hueco con iago para un corte de hombre?")
    assert "Iago tiene hueco el martes 3" in t.text


@pytest.mark.parametrize("slug, said, kept", [
    ("peluqueria", "cuando trabaja iago?", "Iago trabaja los martes"),
    ("peluqueria", "que dias trabaja marta?", "Marta trabaja los martes"),
    ("restaurante", "cuando abris?", "Hoy abrimos"),
    ("restaurante", "que dias abris?", "Abrimos los martes"),
    ("restaurante", "cuando teneis pulpo?", "Pulpo á feira: 16,50 €."),
    ("", "cuando me podeis hacer una tarta de santiago?", "Apunto: 1 × Tarta de Santiago."),
    ("floristeria", "cuando me podeis hacer un ramo de rosas?", "Apunto: 1 × Ramo de rosas."),
])
def test_other_whens_are_what_they_were(slug, said, kept):
    t = chat(slug).say(said)
    assert t.text.startswith(kept) and "Hay hueco" not in t.text


@pytest.mark.parametrize("said", ["cuando puedo recoger la bici?", "cuando puedo pasar a recogerla?"])
def test_a_pickup_is_no_visit(said):
    t = chat("taller").say(said)
    assert "Hay hueco" not in t.text and not t.cards("booking")


# a day already held: «<service>, ¿cuándo puedo ir?» keeps it and asks the time of that day
@pytest.mark.parametrize("slug, first, said, day", [
    ("taller", "revision el martes", "una revision, cuando puedo ir?", "el martes 3 de noviembre"),
    ("taller", "revision el martes", "se me pincho la rueda, cuando puedo pasar?", "el martes 3 de noviembre"),
    ("taller", "revision el martes", "os freos non frean, cando podedes?", "o martes 3 de novembro"),
    ("peluqueria", "corte de mujer el martes", "un corte de hombre, cuando podeis?", "el martes 3 de noviembre"),
])
def test_a_day_held_is_kept_when_asked_when(slug, first, said, day):
    t = chat_after(slug, first).say(said)
    assert day in t.texts[-1] and "hueco el" not in t.text and "oco o" not in t.text
