"""Stop 64 (helper E, family 1): a party said as a range is booked for the larger count, and SAID.
Before: «mesa para el viernes a las 21, seremos 3 o 4» got «Apunto: reserva para 4 personas el viernes 6 de
noviembre a las 21:00. ¿A nombre de quién hago la reserva?» (the 3 gone in silence); «seremos entre 3 y 4» was no
party at all («¿Para cuántas personas?»). Now (understanding/details.party_range, Signals.party_either, the line
booking_form._larger_party_told adds): «Apunto: reserva para 4 personas … Cuento 4 personas para que haya sitio
para todos; si al final sois 3, dímelo y lo cambio.», in Galician «Conto 4 persoas …; se ao final sodes 3, dimo e
cámbioo.»; the same to «¿Para cuántas personas?» answered «unos 3 o 4»; «al final somos 3» then books 3.
Near-misses kept: «para las 4 o 5» (a time), «entre las 3 y las 4» (a window), a party said once, a range too wide
(«seremos 4 o 10»), a big group (a person), and an appointment trade (no tables)."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after

TOLD = "Cuento 4 personas para que haya sitio para todos; si al final sois 3, dímelo y lo cambio."
TOLD_GL = "Conto 4 persoas para que haxa sitio para todos; se ao final sodes 3, dimo e cámbioo."
NOTED = "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."


@pytest.mark.parametrize("said", [
    "mesa para el viernes a las 21, seremos 3 o 4",
    "mesa para el viernes a las 21, seremos entre 3 y 4",
    "mesa para el viernes a las 21 para 3 o 4 personas",
    "mesa 3 o 4 personas el viernes a las 21",
    "quiero reservar mesa el viernes a las 21, seriamos tres o cuatro",
    "reserva viernes 21h para entre 3 y 4 personas",
    "hola!! mesa el viernes a las 21 somos 3 o 4 aun no se",
])
def test_a_range_books_the_larger_and_says_so(said):
    t = chat("restaurante").say(said)
    assert t.texts[0] == NOTED, t.texts
    assert t.texts[1] == TOLD, t.texts
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"


@pytest.mark.parametrize("said", [
    "mesa para o venres ás 21, seremos 3 ou 4",
    "mesa para o venres as 21, seremos tres ou catro",
    "unha mesa o venres ás 21 para entre 3 e 4 persoas",
])
def test_a_range_in_galician(said):
    t = chat("restaurante").say(said)
    assert t.texts[0] == "Apunto: reserva para 4 persoas o venres 6 de novembro ás 21:00.", t.texts
    assert t.texts[1] == TOLD_GL
    assert t.texts[-1] == "¿A nome de quen fago a reserva?"


@pytest.mark.parametrize("answer", ["unos 3 o 4", "3 o 4", "pues 3 o 4, aun no se", "seremos entre 3 y 4"])
def test_a_range_answers_how_many(answer):
    c = chat_after("restaurante", "mesa el viernes a las 21")
    assert c.last.texts[-1] == "¿Para cuántas personas?"
    t = c.say(answer)
    assert t.texts[:2] == [NOTED, TOLD], t.texts


def test_the_smaller_said_next_books_it():
    c = chat_after("restaurante", "mesa para el viernes a las 21, seremos 3 o 4")
    t = c.say("al final somos 3")
    assert t.texts[0] == "Apunto: reserva para 3 personas el viernes 6 de noviembre a las 21:00.", t.texts
    assert "Cuento" not in t.text


@pytest.mark.parametrize("said, first", [
    ("mesa para 4 el viernes a las 21", NOTED),
    ("mesa para el viernes a las 21, seremos 4", NOTED),
    ("mesa para 4 el viernes a las 4 o 5", "Apunto: reserva para 4 personas."),
])
def test_one_count_or_a_time_is_no_range(said, first):
    t = chat("restaurante").say(said)
    assert t.texts[0].startswith(first), t.texts
    assert "Cuento" not in t.text and "si al final sois" not in t.text


def test_a_time_window_is_no_party():
    t = chat("restaurante").say("mesa para el viernes entre las 3 y las 4")
    assert "Cuento" not in t.text
    assert "¿Para cuántas personas?" in t.text, t.texts


def test_a_range_too_wide_is_not_read_as_one():
    t = chat("restaurante").say("mesa para el viernes a las 21, seremos 4 o 10")
    assert "Cuento" not in t.text and "si al final sois" not in t.text


def test_a_big_group_goes_to_a_person_without_the_line():
    t = chat("restaurante").say("mesa para el viernes a las 21 seremos 10 o 12")
    assert t.texts[0].startswith("Para grupos de más de 8 personas prefiero que lo vea una persona"), t.texts
    assert "Cuento" not in t.text
