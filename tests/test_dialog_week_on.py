"""«el martes no, el siguiente»: with a day held, «el siguiente» or «la semana siguiente» is the
held day a week later, at the held time (it was ignored, and the old day kept); and a word several
services share starts an appointment («corte el jueves», which went to a person).
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from bizengine.language.dates import parse_when, week_after_held
from bizengine.language.text import clean
from tests.conversation import NOW, bakery, chat


@pytest.mark.parametrize("change", [
    "el jueves no, el siguiente", "no, el jueves siguiente", "mejor el de la semana siguiente",
    "no, la semana siguiente", "el jueves no el siguiente porfa", "ese no, el siguiente",
])
def test_the_following_one_moves_an_order_a_week_on_and_keeps_its_time(change):
    c = chat()
    assert "¿A nombre de quién lo preparo?" in c.say("quiero 3 palmeras para el jueves a las 11").text
    t = c.say(change)
    assert "Cambio la recogida al jueves 12 de noviembre a las 11:00." in t.text
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-12", 660)


@pytest.mark.parametrize("change", ["non, o seguinte", "o xoves non, o seguinte", "mellor a semana seguinte",
                                    "mellor o xoves seguinte"])
def test_the_following_one_in_galician(change):
    c = chat()
    c.say("quero 3 palmeiras para o xoves ás 11")
    assert "Cambio a recollida ao xoves 12 de novembro ás 11:00." in c.say(change).text
    assert c.order["ymd"] == "2026-11-12"


@pytest.mark.parametrize("change", ["no, el siguiente", "el miercoles no, el siguiente", "mejor la semana siguiente"])
def test_the_following_one_moves_a_table(change):
    c = chat("restaurante")
    c.say("mesa el miércoles a las 14 para 2")
    assert c.say(change).text.startswith("Apunto: reserva para 2 personas el miércoles 11 de noviembre a las 14:00.")


def test_a_week_on_that_is_closed_is_said_so():
    c = chat("restaurante")
    c.say("quiero reservar el martes a las 14 para 2")
    t = c.say("el martes no, el siguiente")
    assert "El martes 10 de noviembre no abrimos" in t.text and "¿Qué día te va bien?" in t.text


@pytest.mark.parametrize("text, held, ymd", [
    ("el martes siguiente", None, "2026-11-03"),            # nothing held: the coming Tuesday
    ("el siguiente", None, None),
    ("el viernes siguiente", "2026-11-03", "2026-11-06"),   # another weekday: that one, as said
    ("a la siguiente hora", "2026-11-03", None),            # the next hour is no day
    ("el siguiente mes", "2026-11-03", None),
    ("el siguiente", "2026-11-03", "2026-11-10"),
    ("o seguinte", "2026-11-05", "2026-11-12"),
])
def test_what_the_following_one_means(text, held, ymd):
    w = week_after_held(parse_when(clean(text), bakery(), NOW), text, held)
    assert w.ymd == ymd


@pytest.mark.parametrize("text, lang_question, chip", [
    ("corte el jueves a las 11", "¿Qué corte quieres: de mujer, de hombre o infantil?", "Corte de mujer"),
    ("corte de pelo el jueves a las 11", "¿Qué corte quieres: de mujer, de hombre o infantil?", "Corte de mujer"),
    ("un corte para el jueves", "¿Qué corte quieres: de mujer, de hombre o infantil?", "Corte de mujer"),
    ("corte o xoves ás 11", "¿Que corte queres: de muller, de home ou infantil?", "Corte de muller"),
])
def test_a_word_several_services_share_starts_an_appointment(text, lang_question, chip):
    c = chat("peluqueria")
    t = c.say(text)
    assert lang_question in t.text and ("jueves 5 de noviembre" in t.text or "xoves 5 de novembro" in t.text)
    assert any(label.startswith(chip) for label in t.chip_labels)
    assert "persona" not in t.text
    t = c.press(t.chip_labels[0])
    assert c.state["booking"]["services"] == ["corte-mujer"]
    if " 11" in text:     # 11:00 is taken that day: the nearest free times
        assert t.chip_labels == ["11:15", "11:30", "11:45"]
    else:
        assert "¿A qué hora te va bien el jueves 5 de noviembre?" in t.text


@pytest.mark.parametrize("first, then, person", [
    ("corte de hombre el martes a las 16 con Marta no, con Iago", None, "Iago"),
    ("corte de hombre el martes a las 16 con Iago, no con Marta", None, "Iago"),
    ("corte de hombre el martes a las 16 con cualquiera menos Marta", None, "Iago"),
    ("barba el martes a las 16", "no quiero con Iago", "Marta"),
    ("corte de hombre el martes a las 16", "prefiero que no sea Marta", "Iago"),
    ("corte de hombre el martes a las 16", "con Marta no", "Iago"),
    ("corte de home o martes ás 16", "calquera menos o Iago", "Marta"),
    ("corte de home o martes ás 16", "que non sexa Marta", "Iago"),
])
def test_a_person_ruled_out_is_not_the_one_booked(first, then, person):
    """«con Marta no, con Iago» and «no quiero con Iago» booked the person ruled out."""
    c = chat("peluqueria")
    t = c.say(first)
    if then:
        t = c.say(then)
    assert f" con {person} " in t.text and c.state["booking"]["resource"] == person.lower()


@pytest.mark.parametrize("text, start", [
    ("dos cortes de hombre el viernes a las 11", "Cada cita es para uno solo: para 2 a la vez prefiero"),
    ("somos dos, corte de hombre para los dos el viernes a las 11", "Cada cita es para uno solo: para 2 a la vez"),
    ("3 cortes infantiles el sabado", "Cada cita es para uno solo: para 3 a la vez"),
    ("dous cortes de home o venres", "Cada cita é para un só: para 2 á vez prefiro"),
])
def test_an_appointment_for_several_people_goes_to_a_person(text, start):
    """«dos cortes de hombre» booked one 30-minute cut at 14 €."""
    t = chat("peluqueria").say(text)
    assert t.text.startswith(start) and t.request["kind"] == "handoff" and "981 000 733" in t.text


def test_one_service_is_booked_as_before():
    t = chat("peluqueria").say("corte de hombre el viernes a las 11")
    assert t.text.startswith("Apunto: corte de hombre el viernes 6 de noviembre a las 11:00. Total 14,00 €")


@pytest.mark.parametrize("change", ["mejor solo el corte, sin tinte", "quita el tinte", "solo el corte"])
def test_only_the_cut_keeps_the_cut_held(change):
    """«mejor solo el corte» asked which cut, and kept the tinte."""
    c = chat("peluqueria")
    c.say("corte de mujer y tinte el viernes a las 11")
    t = c.say(change)
    assert c.state["booking"]["services"] == ["corte-mujer"]
    assert t.text.startswith("Apunto: corte de mujer el viernes 6 de noviembre. Total 22,00 €; dura unos 45 minutos.")
