"""Review 27 (F8–F10): windows said by both ends or by the end of a working day, «a primera hora»
and «lo más tarde posible» as answers to the time question, and the week and the part of the day
of «cualquier tarde de la semana que viene»."""
from datetime import datetime

import pytest

from bizengine.language.dates import parse_when
from bizengine.language.text import clean
from tests.conversation import chat


def _mins(labels):
    return [int(h) * 60 + int(m) for h, m in (x.split(":") for x in labels if ":" in x)]


# Marta, Thursday 5 Nov, 45 minutes: the starts between 17:00 and 18:15 only
@pytest.mark.parametrize("msgs", [
    ["quiero un corte de mujer entre las 5 y las 7 el jueves"],
    ["corte de mujer el jueves", "entre las 5 y las 7"],
    ["corte de mujer el jueves de 5 a 7"],
    ["corte de mujer el jueves de las 5 a las 7"],
    ["corte de mujer el jueves desde las 5 hasta las 7"],
    ["corte de mujer el jueves entre 5 y 7"],
    ["corte de mujer el jueves", "mejor de 5 a 7 de la tarde"],
    ["quero un corte de muller o xoves entre as 5 e as 7"],
    ["corte de muller o xoves das 5 ás 7"],
    ["corte de muller o xoves", "das 5 as 7"],
])
def test_a_window_by_both_ends(msgs):
    c = chat("peluqueria")
    for m in msgs:
        t = c.say(m)
    assert c.state["booking"]["window"] == ["between", 17 * 60, 19 * 60]
    offered = _mins(t.chip_labels)
    assert offered and all(17 * 60 <= x and x + 45 <= 19 * 60 for x in offered), t.chip_labels


@pytest.mark.parametrize("msg", [
    "corte de hombre y barba con iago el viernes despues del trabajo, salgo a las 6",
    "corte de hombre y barba con iago el viernes, salgo de trabajar a las 6",
    "corte de hombre y barba con iago el viernes, termino a las 6",
    "corte de home e barba co iago o venres despois do traballo, saio ás 6",
    "corte de home e barba co iago o venres, saio do traballo as 6",
])
def test_free_from_when_work_ends(msg):
    c = chat("peluqueria")
    t = c.say(msg)
    assert c.state["booking"]["window"] == ["from", 18 * 60]
    assert "18:00" in t.text and not any(x < 18 * 60 for x in _mins(t.chip_labels) if "hueco" not in t.text
                                         and "oco" not in t.text)


@pytest.mark.parametrize("msg, minutes", [
    ("corte de mujer el jueves a las 5", 17 * 60),        # one time: kept as a time
    ("corte de mujer el jueves a las 5 y media", 17 * 60 + 30),
])
def test_a_single_time_keeps_its_meaning(msg, minutes):
    c = chat("peluqueria")
    c.say(msg)
    b = c.state["booking"]
    assert b.get("window") is None
    assert b["min"] == minutes or b.get("near") == minutes


def test_a_table_size_is_no_window():
    c = chat("restaurante")
    c.say("mesa de 4 a 6 el viernes a las 9")
    b = c.state["booking"]
    assert not b.get("window") and b["min"] == 21 * 60


@pytest.mark.parametrize("text", ["somos de 4 a 6 el viernes", "seremos de 4 a 6", "de 2 a 3 semanas",
                                  "del 5 al 7 de noviembre", "de 5 a 7 de noviembre", "de 10 a 12 euros",
                                  "entre 2 y 3 personas", "de 2 a 4 unidades"])
def test_ranges_of_other_things_are_no_window(text):
    w = parse_when(clean(text), None, datetime(2026, 10, 31, 12, 40))
    assert w.window is None


def test_a_table_is_sat_down_within_the_window():
    c = chat("restaurante")
    t = c.say("mesa para 4 el viernes entre las 9 y las 10 de la noche")
    assert c.state["booking"]["window"] == ["between", 21 * 60, 22 * 60]
    assert t.chip_labels and all(21 * 60 <= x <= 22 * 60 for x in _mins(t.chip_labels))


@pytest.mark.parametrize("msg", ["quiero 2 croissants para el martes entre las 5 y las 7",
                                 "quero 2 croissants para o martes das 5 ás 7"])
def test_a_pickup_window_by_both_ends(msg):
    c = chat("")
    t = c.say(msg)
    offered = _mins(t.chip_labels)
    assert offered and all(17 * 60 <= x <= 19 * 60 for x in offered), t.chip_labels


@pytest.mark.parametrize("msg", ["2 croissants para el martes de 5 a 7 euros",
                                 "2 croissants para el 5 a 7 de noviembre"])
def test_numbers_that_are_no_window(msg):
    c = chat("")
    c.say(msg)
    assert not (c.state["order"].get("within") or {}).get("window")


# F9: answers to «¿A qué hora…?» that name no hour
@pytest.mark.parametrize("slug, msgs, minutes", [
    ("peluqueria", ["corte de mujer el miercoles por la mañana", "a primera hora"], 10 * 60),
    ("peluqueria", ["corte de mujer el miercoles", "a primera hora"], 10 * 60),
    ("peluqueria", ["corte de mujer el miercoles", "a primera ora"], 10 * 60),
    ("peluqueria", ["corte de muller o mercores pola mañá", "a primeira hora"], 10 * 60),
    ("peluqueria", ["corte de muller o mercores", "nada mas abrir"], 10 * 60),
    ("peluqueria", ["quero cortar o pelo e arranxar a barba co iago o venres pola mañá", "a primeira hora"],
     11 * 60 + 45),
    ("peluqueria", ["corte de mujer el jueves", "lo mas tarde posible"], 18 * 60 + 15),
    ("peluqueria", ["corte de mujer el jueves", "lo más tarde que se pueda"], 18 * 60 + 15),
    ("peluqueria", ["corte de muller o xoves", "o mais tarde posible"], 18 * 60 + 15),
    ("peluqueria", ["corte de mujer el martes a las 10", "mejor cambialo al miercoles a la misma hora"], 10 * 60),
    ("peluqueria", ["corte de muller o martes ás 10", "mellor o mercores á mesma hora"], 10 * 60),
    ("restaurante", ["mesa para 2 el viernes", "a primera hora"], 13 * 60),
])
def test_a_time_said_without_an_hour(slug, msgs, minutes):
    c = chat(slug)
    for m in msgs:
        t = c.say(m)
    assert c.state["booking"]["min"] == minutes, t.text


def test_a_part_of_the_day_alone_still_narrows_the_times():
    c = chat("peluqueria")
    c.say("corte de mujer el martes")
    t = c.say("por la tarde")
    assert c.state["booking"]["min"] is None and all(x >= 16 * 60 for x in _mins(t.chip_labels))


def test_first_thing_of_a_day_at_the_bakery():
    c = chat("")
    c.say("quiero 2 croissants para el martes")
    c.say("a primera hora")
    assert c.state["order"]["min"] == 9 * 60


@pytest.mark.parametrize("last", ["a ultima hora", "a última hora", "á derradeira hora"])
def test_the_last_hour_offers_the_last_times(last):
    c = chat("peluqueria")
    c.say("corte de mujer el jueves")
    t = c.say(last)
    assert c.state["booking"]["min"] is None and _mins(t.chip_labels)[-1] == 18 * 60 + 15
