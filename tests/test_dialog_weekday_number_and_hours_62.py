"""Stop 62: «el sábado 14 de 4 a 6» lost the 14 (the day number before a range of hours was not read as the
date: «reserva el sábado 7 de noviembre»). Now the day number stays, and the range is the window whose times
are offered (a table: which time within it, asked with buttons)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, said, day", [
    ("restaurante", "mesa el sábado 14 de 4 a 6 de la tarde", "sábado 14 de noviembre"),
    ("restaurante", "mesa el sabado 14 de 4 a 6", "sábado 14 de noviembre"),
    ("restaurante", "mesa para 4 el viernes 13 de 9 a 11 de la noche", "viernes 13 de noviembre"),
    ("restaurante", "mesa el viernes 13 entre las 9 y las 11", "viernes 13 de noviembre"),
    ("restaurante", "mesa para 2 o venres 13 das 9 ás 11", "venres 13 de novembro"),
    ("", "quiero 6 croissants el viernes 13 de 9 a 11", "viernes 13 de noviembre"),
    ("", "quiero 6 croissants para el viernes 13 de 9 a 11", "viernes 13 de noviembre"),
    ("", "quero 6 croissants o sábado 14 de 4 a 6 da tarde", "sábado 14 de novembro"),
    ("", "6 croisants el sabado 14 desde las 10 hasta las 12", "sábado 14 de noviembre"),
    ("peluqueria", "corte de hombre el viernes 13 de 10 a 12", "viernes 13 de noviembre"),
])
def test_the_day_number_before_hours_stays(slug, said, day):
    c = chat(slug)
    t = c.say(said)
    assert day in t.text
    assert "7 de nov" not in t.text and "6 de nov" not in t.text


@pytest.mark.parametrize("said, times", [
    ("mesa el viernes 13 de 9 a 11 de la noche", ["21:00", "21:30", "22:00"]),
    ("mesa el sabado 14 de 1 a 3", ["13:00", "13:30", "14:00", "14:30"]),
])
def test_a_table_in_a_range_asks_which_time_within_it(said, times):
    c = chat("restaurante")
    c.say(said)
    t = c.say("4")
    assert "¿A qué hora te va bien" in t.text
    assert t.chip_labels == times


def test_the_bakery_offers_the_times_within_the_range():
    c = chat()
    t = c.say("quero 6 croissants o sábado 14 de 4 a 6 da tarde")
    assert t.chip_labels == ["16:30", "17:00", "17:30", "18:00"]


@pytest.mark.parametrize("said, day", [
    ("mesa el sabado 14 a las 9", "sábado 14 de noviembre a las 21:00"),
    ("mesa el sábado de 9 a 11 de la noche", "sábado 7 de noviembre"),      # no number: the coming Saturday
    ("mesa el sabado 14 de noviembre de 9 a 11 de la noche", "sábado 14 de noviembre"),
])
def test_near_misses(said, day):
    assert day in chat("restaurante").say(f"{said} para 2").text
