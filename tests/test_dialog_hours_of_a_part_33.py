"""Stop 33: «¿a qué hora abrís el martes por la tarde?» gives that part's hours («El martes … por la
tarde abrimos de 16:30 a 20:00.»), not the whole day's; «¿cerráis a mediodía?» says yes and when,
no, or that the day ends then (it gave the day's hours)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, said, answer", [
    ("", "¿a qué hora abrís el martes por la tarde?", "El martes 3 de noviembre por la tarde abrimos de 16:30 a 20:00."),
    ("", "abris el martes por la mañana?", "El martes 3 de noviembre por la mañana abrimos de 09:00 a 14:00."),
    ("", "a que hora abris hoy x la tarde", "Hoy por la tarde abrimos de 16:30 a 20:00."),
    ("", "¿a que hora abrides o martes pola tarde?", "O martes 3 de novembro pola tarde abrimos de 16:30 a 20:00."),
    ("restaurante", "¿a qué hora abrís el viernes por la noche?", "El viernes 6 de noviembre por la noche abrimos de 20:00 a 23:30."),
    ("", "¿el domingo abrís por la tarde?", "Por la tarde no. El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
])
def test_the_hours_of_the_part_asked(slug, said, answer):
    assert chat(slug).say(said).text == answer


@pytest.mark.parametrize("slug, said, answer", [
    ("", "¿cerráis a mediodía?", "Sí: hoy cerramos a mediodía, de 14:00 a 16:30."),
    ("", "cerrais a medio dia el martes", "Sí: el martes 3 de noviembre cerramos a mediodía, de 14:00 a 16:30."),
    ("", "pechades ao mediodía?", "Si: hoxe pechamos ao mediodía, de 14:00 a 16:30."),
    ("", "¿cerráis a mediodía el domingo?", "El domingo 1 de noviembre cerramos a las 14:00. Por la tarde no."),
    ("restaurante", "¿cerráis a mediodía?", "No: hoy no cerramos a mediodía; abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
])
def test_a_midday_break_asked(slug, said, answer):
    assert chat(slug).say(said).text == answer


def test_a_closed_day_is_still_closed():
    t = chat().say("¿cerráis a mediodía el lunes?")
    assert t.text.startswith("El lunes 2 de noviembre no abrimos.")
