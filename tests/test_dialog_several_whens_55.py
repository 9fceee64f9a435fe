"""Several days or times in one appointment message: the engine silently kept one and dropped or mixed
the rest. At the salon «un corte de hombre el martes a las 10 y el jueves a las 12» booked Tuesday 10:00
with Thursday dropped in silence; «… el martes a las 10 y a las 12 ya no puedo» booked 12:00, the one
time the customer cannot do; «un corte el martes a las 10 y un tinte y unas mechas a las 12» put the
tint and highlights at 10:00; «un corte de hombre el sábado 14 por la tarde» asked «¿Con quién?» and
only later said the salon is closed on Saturday afternoons.

Now a second day with its own time is said to go apart («La del jueves 5 de noviembre a las 12:00 va
aparte»: that day's time said too, since stop 55 M); a time or day followed by «no puedo / imposible /
me viene mal / non podo» is left out and the other one booked;
each time keeps its own services (the other time's are said back as going apart); and a part of the day
the business is closed in is said at once, with that day's hours, before the person is asked."""
from __future__ import annotations

import pytest

from tests.conversation import chat

TUE_10_ES = "corte de hombre el martes 3 de noviembre a las 10:00"
TUE_10_GL = "corte de home o martes 3 de novembro ás 10:00"
THU_APART_ES = ("Una reserva es para un día: apunto la del martes 3 de noviembre. La del jueves 5 de noviembre "
                "a las 12:00 va aparte: cuando envíes esta, pídemela de nuevo con su día.")
THU_APART_GL = ("Unha reserva é para un día: apunto a do martes 3 de novembro. A do xoves 5 de novembro ás 12:00 vai "
                "á parte: cando envíes esta, pídema de novo co seu día.")


# ------------------------------------------------------------ a second day with its own time

@pytest.mark.parametrize("msg", [
    "un corte de hombre el martes a las 10 y el jueves a las 12",
    "un corte de hombre el martes a las 10 y el jueves 5 a las 12",
    "corte de hombre para el martes a las 10 y para el jueves a las 12",
    "un corte de hombre el martes a las 10 y el juebes a las 12",
    "un corte de hombre el martes a las 10h y el jueves a las 12h",
])
def test_a_second_day_goes_apart_spanish(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert t.texts[0] == THU_APART_ES
    assert f"Apunto: {TUE_10_ES}. Total 14,00 €" in t.text
    assert c.state["booking"]["ymd"] == "2026-11-03" and c.state["booking"]["min"] == 600


def test_the_day_kept_is_the_one_said_with_the_time_kept():
    c = chat("peluqueria")
    t = c.say("corte de hombre el martes a las 10 y para el jueves a las 12")      # was: Thursday at 10
    assert t.texts[0] == THU_APART_ES
    assert f"Apunto: {TUE_10_ES}. Total 14,00 €" in t.text and "jueves 5 de noviembre a las 10:00" not in t.text


@pytest.mark.parametrize("msg", [
    "un corte de home o martes ás 10 e o xoves ás 12",
    "un corte de home o martes ás 10 e pro xoves ás 12",
    "un corte de home o martes as 10 e o xoves as 12",
])
def test_a_second_day_goes_apart_galician(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert t.texts[0] == THU_APART_GL
    assert f"Apunto: {TUE_10_GL}. Total 14,00 €" in t.text


def test_at_the_workshop_too():
    c = chat("taller")
    t = c.say("una revisión el lunes a las 10 y el miércoles a las 11")
    assert t.texts[0].startswith("Una reserva es para un día: apunto la del lunes 2 de noviembre. "
                                 "La del miércoles 4 de noviembre a las 11:00 va aparte")
    assert "Apunto: revisión completa el lunes 2 de noviembre a las 10:00. Total 35,00 €" in t.text


def test_at_the_workshop_in_galician():
    c = chat("taller")
    t = c.say("unha revisión o luns ás 10 e o mércores ás 11")
    assert t.texts[0].startswith("Unha reserva é para un día: apunto a do luns 2 de novembro. "
                                 "A do mércores 4 de novembro ás 11:00 vai á parte")


# ------------------------------------------------------------ a time (or day) the customer cannot do

@pytest.mark.parametrize("msg", [
    "un corte de hombre el martes a las 10 y a las 12 ya no puedo",
    "un corte de hombre el martes a las 10, a las 12 imposible",
    "un corte de hombre el martes a las 10 y a las 12 me viene mal",
    "un corte de hombre el martes a las 10 y a las 12 no puedo",
    "corte de hombre el martes a las 12 no puedo, a las 10",
    "un corte de hombre el martes a las 10 y el jueves a las 12 no puedo",
])
def test_the_time_they_cannot_do_is_not_booked_spanish(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert f"Apunto: {TUE_10_ES}. Total 14,00 €" in t.text
    assert "12:00" not in t.text and "va aparte" not in t.text
    assert c.state["booking"]["min"] == 600 and c.state["booking"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("msg", [
    "un corte de home o martes mellor ás 10, ás 12 non podo",
    "un corte de home o martes ás 10 e ás 12 xa non podo",
    "un corte de home o martes ás 10, ás 12 imposible",
])
def test_the_time_they_cannot_do_is_not_booked_galician(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert f"Apunto: {TUE_10_GL}. Total 14,00 €" in t.text
    assert "12:00" not in t.text


def test_the_time_they_cannot_do_at_the_workshop():
    c = chat("taller")
    t = c.say("una revisión el lunes a las 10 y a las 11 no puedo")
    assert "Apunto: revisión completa el lunes 2 de noviembre a las 10:00." in t.text
    assert "11:00" not in t.text


# ------------------------------------------------------------ each time its own services

def test_the_other_times_services_go_apart_with_it():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes a las 10 y un tinte y unas mechas a las 12")
    assert t.texts[0] == ("Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 (tinte y mechas) "
                          "va aparte: cuando envíes esta, pídemela de nuevo con su hora.")
    assert f"Apunto: {TUE_10_ES}. Total 14,00 €" in t.text
    assert c.state["booking"]["services"] == ["corte-hombre"]


def test_the_other_times_services_go_apart_with_it_galician():
    c = chat("peluqueria")
    t = c.say("un corte de home o martes ás 10 e un tinte e unhas mechas ás 12")
    assert t.texts[0].startswith("Unha reserva é para unha hora: apunto a das 10:00. A das 12:00 (tinte e mechas) "
                                 "vai á parte")
    assert c.state["booking"]["services"] == ["corte-hombre"]


def test_a_bare_service_at_the_first_time_is_asked_without_the_others():
    c = chat("peluqueria")
    t = c.say("un corte el martes a las 10 y un tinte y unas mechas a las 12")
    assert "La de las 12:00 (tinte y mechas) va aparte" in t.text
    assert "¿Qué corte quieres: de mujer, de hombre o infantil?" in t.text
    assert "tinte y mechas el martes" not in t.text and not c.state["booking"].get("services")


def test_several_services_at_one_time_stay_together():
    c = chat("peluqueria")
    t = c.say("un corte de hombre y un tinte y unas mechas a las 12 el martes")
    assert "Apunto: corte de hombre, tinte y mechas el martes 3 de noviembre. Total 104,00 €" in t.text
    assert "va aparte" not in t.text


# ------------------------------------------------------------ a part of the day the business is closed in

def test_the_closed_afternoon_is_said_before_who():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el sábado 14 por la tarde")
    assert t.texts[1] == "El sábado 14 de noviembre por la tarde no abrimos: ese día abrimos de 09:00 a 14:00."
    assert t.texts[-1] == "¿Con quién quieres la cita?"


def test_the_closed_afternoon_in_galician():
    c = chat("peluqueria")
    t = c.say("un corte de home o sabado 14 pola tarde")
    assert t.texts[1] == "O sábado 14 de novembro pola tarde non abrimos: ese día abrimos de 09:00 a 14:00."
    assert t.texts[-1] == "¿Con quen queres a cita?"


def test_after_who_the_days_times_are_offered_once():
    c = chat("peluqueria")
    c.say("un corte de hombre el sábado 14 por la tarde")
    t = c.press("Me da igual")
    assert "¿A qué hora te va bien el sábado 14 de noviembre?" in t.text
    assert "no abrimos" not in t.text and "09:00" in t.chip_labels


def test_the_closed_afternoon_at_the_workshop():
    c = chat("taller")
    t = c.say("una revisión el sábado por la tarde")
    assert "El sábado 7 de noviembre por la tarde no abrimos: ese día abrimos de 10:00 a 14:00." in t.text
    assert "10:00" in t.chip_labels


# ------------------------------------------------------------ near-misses: unchanged

def test_one_day_one_time_as_before():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes a las 10")
    assert f"Apunto: {TUE_10_ES}." in t.text and "aparte" not in t.text


def test_two_times_one_day_as_stop_54():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes a las 10 y a las 12")
    assert t.texts[0].startswith("Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 va aparte")
    assert "para un día" not in t.text


@pytest.mark.parametrize("msg", ["un corte de hombre el martes a las 10 o a las 12, me da igual",
                                 "un corte de hombre el martes a las 10 o el jueves a las 12, me da igual"])
def test_either_time_is_one_booking(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert f"Apunto: {TUE_10_ES}." in t.text and "aparte" not in t.text


def test_either_moment_is_one_booking_asked_which():
    """Stop 57: «… el martes a las 10 o el jueves a las 12» (no «me da igual») asks which, one booking."""
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes a las 10 o el jueves a las 12")
    assert "¿Qué te va mejor, el martes 3 a las 10:00 o el jueves 5 de noviembre a las 12:00?" in t.texts
    assert "aparte" not in t.text


@pytest.mark.parametrize("msg", ["un corte de hombre entre el martes a las 10 y el jueves a las 12"])
def test_a_choice_of_days_is_no_second_booking(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert "Apunto: corte de hombre el martes 3 de noviembre" in t.text and "aparte" not in t.text


def test_either_day_is_asked_not_a_second_booking():
    """«el martes o el jueves»: which day is asked (stop 56), never a second booking."""
    t = chat("peluqueria").say("un corte de hombre el martes o el jueves")
    assert "aparte" not in t.text
    assert "¿Qué día te va mejor, el martes 3 o el jueves 5 de noviembre?" in t.texts


def test_an_open_afternoon_is_not_refused():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el jueves por la tarde")
    assert "no abrimos" not in t.text and c.state["booking"]["part"] == "afternoon"
