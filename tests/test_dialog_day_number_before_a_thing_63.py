"""Stop 63, family 1: a day's number said right before the thing («sábado 7 tarta de Santiago», «cita martes 3
revisión», «o xoves 5 furado») was read as how many: «7 × Tarta de Santiago… 182,00 €», a booking «para 7 a la
vez» handed off, «Los otros 2 van aparte». The number after a weekday is that day's date when the weekday falls on
it (the clock is Saturday 31 October 2026: martes 3, jueves 5, sábado 7, martes 10 of November) and the word after
it counts nothing: one thing, on that day. A plural the customer wrote («el martes 3 croissants»), a counting
word («sábado 14 pax») or a number that is not the weekday's date («el martes 6 croissants», the 6th a Friday)
still count."""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts


@pytest.mark.parametrize("said, reads, day", [
    ("sabado 7 tarta de santiago 12 raciones a las 11", "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €.",
     "2026-11-07"),
    ("el sabado 7 tarta de santiago a las 11", "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "2026-11-07"),
    ("el sábado 7 tarta de Santiago", "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "2026-11-07"),
    ("el savado 7 tarta de santiago", "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "2026-11-07"),
    ("sab 7 tarta de santiago", "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "2026-11-07"),
    ("el martes 10 tarta de santiago", "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "2026-11-10"),
    ("para el 7 tarta de santiago", "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "2026-11-07"),
    ("dia 7 tarta de santiago", "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "2026-11-07"),
    ("el 7 tarta de santiago a las 11", "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "2026-11-07"),
    ("el jueves 5 tarta de queso", "Apunto: 1 × Tarta de queso. Total 22,00 €.", "2026-11-05"),
    ("o sábado 7 torta de santiago ás 11", "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "2026-11-07"),
    ("o xoves 5 tarta de queixo", "Apunto: 1 × Tarta de queso. Total 22,00 €.", "2026-11-05"),
])
def test_the_bakery_reads_the_day_not_a_count(said, reads, day):
    c = chat()
    t = c.say(said)
    assert reads in t.text
    assert c.order["ymd"] == day


@pytest.mark.parametrize("slug, said, reads, day", [
    ("floristeria", "lunes 2 ramo de rosas 11:00", "Apunto: 1 × Ramo de rosas. Total 35,00 €.", "2026-11-02"),
    ("floristeria", "o luns 2 ramo de rosas ás 11", "Apunto: 1 × Ramo de rosas. Total 35,00 €.", "2026-11-02"),
    ("libreria", "martes 3 follas novas 12:00", "Apunto: 1 × Follas novas. Total 18,00 €.", "2026-11-03"),
    ("libreria", "martes 10 follas novas", "¿A qué hora lo recoges el martes 10 de noviembre?", "2026-11-10"),
])
def test_other_shops_read_the_day_not_a_count(slug, said, reads, day):
    c = chat(slug)
    t = c.say(said)
    assert reads in t.text
    assert c.order["ymd"] == day
    assert list(line_counts(c).values()) == [1]


@pytest.mark.parametrize("slug, said, reads", [
    ("peluqueria", "cita sabado 7 barba 10:30", "Apunto: arreglo de barba el sábado 7 de noviembre a las 10:30."),
    ("peluqueria", "cita viernes 6 corte mujer 10:00", "Apunto: corte de mujer el viernes 6 de noviembre"),
    ("peluqueria", "cita martes 3 corte hombre 17:00 con iago",
     "Apunto: corte de hombre con Iago el martes 3 de noviembre."),
    ("peluqueria", "el viernes 13 corte mujer", "Apunto: corte de mujer el viernes 13 de noviembre."),
    ("peluqueria", "cita xoves 5 tinte ás 11", "Apunto: tinte o xoves 5 de novembro."),
    ("taller", "cita martes 3 revision 10:00", "Apunto: revisión completa el martes 3 de noviembre a las 10:00."),
    ("taller", "cita el jueves 5 revision a las 11", "Apunto: revisión completa el jueves 5 de noviembre."),
    ("taller", "jueves 5 pinchazo 17:30", "Apunto: reparar pinchazo el jueves 5 de noviembre a las 17:30."),
    ("taller", "martes 3 ajuste de frenos con brais 11:00",
     "Apunto: ajuste de frenos con Brais el martes 3 de noviembre a las 11:00."),
    ("taller", "quiero cita martes 3 pinchazo a las 17", "Apunto: reparar pinchazo el martes 3 de noviembre."),
    ("taller", "o xoves 5 furado ás 17:30", "Apunto: reparar furado o xoves 5 de novembro ás 17:30."),
])
def test_a_booking_is_one_on_that_day(slug, said, reads):
    c = chat(slug)
    t = c.say(said)
    assert reads in t.text
    for phantom in ("a la vez", "á vez", "Los otros", "Os outros", "van aparte", "van á parte"):
        assert phantom not in t.text
    assert c.state["booking"].get("people") in (None, 1)


@pytest.mark.parametrize("said, reads", [
    ("el martes 3 tarta de queso y el jueves 5 tarta de santiago",
     "Apunto: 1 × Tarta de queso y 1 × Tarta de Santiago. Total 40,00 €."),
    ("o martes 3 tarta de queixo e o xoves 5 torta de santiago",
     "Apunto: 1 × Tarta de queso e 1 × Tarta de Santiago. Total 40,00 €."),
])
def test_each_day_said_keeps_its_number(said, reads):
    assert reads in chat().say(said).text


def test_a_table_keeps_the_day_said_before_it():
    t = chat("restaurante").say("el sabado 14 mesa para 4")
    assert "Apunto: reserva para 4 personas el sábado 14 de noviembre." in t.text


# near misses: the number still counts
@pytest.mark.parametrize("said, reads, day", [
    ("el martes 6 croissants", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €.", "2026-11-03"),  # 6th: Fri
    ("el martes 6 croissant", "Apunto: 6 × Croissant de mantequilla.", "2026-11-03"),
    ("el martes 3 croissants", "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", "2026-11-03"),     # plural said
    ("el jueves 5 palmeras", "Apunto: 5 × Palmera de hojaldre.", "2026-11-05"),
    ("o martes 3 croissants", "Apunto: 3 × Croissant de mantequilla.", "2026-11-03"),
    ("sabado 7 2 tartas de santiago", "Apunto: 2 × Tarta de Santiago. Total 36,00 €.", "2026-11-07"),   # day, count
    ("dia 7 2 tartas de santiago", "Apunto: 2 × Tarta de Santiago. Total 36,00 €.", "2026-11-07"),
    ("el sabado 7 de noviembre 2 tartas de santiago", "Apunto: 2 × Tarta de Santiago.", "2026-11-07"),
])
def test_a_count_after_the_day_still_counts(said, reads, day):
    c = chat()
    t = c.say(said)
    assert reads in t.text
    assert c.order["ymd"] == day


def test_a_counting_word_after_the_number_counts_people():
    t = chat("restaurante").say("sabado 14 pax")
    assert "más de 8 personas" in t.text


def test_a_date_with_its_month_is_still_read():
    c = chat()
    t = c.say("el 7 de noviembre tarta de santiago")
    assert "Apunto: 1 × Tarta de Santiago." in t.text
    assert c.order["ymd"] == "2026-11-07"
