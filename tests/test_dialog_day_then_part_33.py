"""Stop 33: a part of the day said bare right after the day («el viernes noche», «mañana tarde»,
«o venres noite», with no «por la») is that part: the times offered are that part's, and a part
the business is closed says so. Before, the part was lost and the whole day was offered."""
from __future__ import annotations

import pytest

from bizengine.language.times import find_part
from tests.conversation import chat

NIGHT = ["20:00", "20:30", "21:00", "21:30", "22:00"]


@pytest.mark.parametrize("said, part", [
    ("el viernes noche", "night"), ("o venres noite", "night"), ("manana noche", "night"),
    ("mana noite", "night"), ("hoy noche", "night"), ("el martes tarde", "afternoon"),
    ("o xoves tarde", "afternoon"), ("el sabado", None), ("tarde o temprano", None),
    ("una noche", None),
])
def test_a_bare_part_after_a_day_word_is_that_part(said, part):
    assert find_part(said) == part


@pytest.mark.parametrize("said, question", [
    ("mesa para 4 el viernes noche", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("mesa pa 2 el vienres noche", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("Reserva para 3 o venres noite", "¿A que hora che vai ben o venres 6 de novembro?"),
    ("mesa para dous o venres noite", "¿A que hora che vai ben o venres 6 de novembro?"),
])
def test_a_table_asked_for_a_night_offers_only_dinner_times(said, question):
    t = chat("restaurante").say(said)
    assert question in t.text and t.chip_labels == NIGHT


@pytest.mark.parametrize("said, closed", [
    ("mesa para 4 mañana noche", "El domingo 1 de noviembre por la noche no abrimos."),
    ("mesa para 4 manana noche", "El domingo 1 de noviembre por la noche no abrimos."),
    ("mesa para 4 mañá noite", "O domingo 1 de novembro pola noite non abrimos."),
])
def test_a_night_the_restaurant_is_closed_is_said(said, closed):
    t = chat("restaurante").say(said)
    assert closed in t.text and "13:00" in t.chip_labels


def test_a_pickup_tomorrow_afternoon_on_a_closed_afternoon_is_said():
    t = chat().say("quiero 6 croissants para mañana tarde")
    assert "Apunto: 6 × Croissant de mantequilla. Total 10,80 €." in t.text
    assert "El domingo 1 de noviembre por la tarde no abrimos." in t.text
    assert all(label < "14:00" for label in t.chip_labels)


def test_an_appointment_on_a_bare_afternoon_offers_afternoon_times():
    c = chat("peluqueria")
    c.say("cita para corte de home o martes tarde")
    t = c.press("Iago")
    assert "¿A que hora che vai ben o martes 3 de novembro?" in t.text
    assert t.chip_labels and all(label >= "15:00" for label in t.chip_labels)
