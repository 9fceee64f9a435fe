"""Parts of the day written short or fondly: «x la mañana» (x for por), «x a mañá», «pa la mañana», «por la
mañanita», «pola mañanciña», «por la tardecita». Before, «x la mañana» and «por la mañanita» were no part of
the day: the salon offered the whole day's times (10:00 … 15:15) after «el martes x la mañana». Now they narrow
the time chips like «por la mañana» does, in a salon, a workshop, a bakery's pickup and a restaurant; «x2», «x
favor» and «para mañana» (tomorrow) do not change."""
import pytest

from bizengine.language.text import clean
from bizengine.language.times import find_part
from tests.conversation import Conversation, chat


def _chat(slug: str):
    return chat(slug) if slug else Conversation()


def _minutes(label: str) -> int:
    h, m = label.split(":")
    return int(h) * 60 + int(m)


@pytest.mark.parametrize("said, part", [
    ("el martes x la mañana", "morning"), ("el martes x la manana", "morning"), ("x la mñana", "morning"),
    ("el martes por la mañanita", "morning"), ("de mañanita", "morning"), ("pa la mañana", "morning"),
    ("para la mañana del martes", "morning"), ("o martes x a mañá", "morning"), ("pola mañanciña", "morning"),
    ("por la tardecita", "afternoon"), ("x la tarde", "afternoon"), ("x a tarde", "afternoon"),
    ("x la noche", "night"), ("x a noite", "night"), ("a las 10 x la mañana", "morning"),
    # near-misses: no part of the day
    ("para mañana", None), ("tarta x2", None), ("x favor", None), ("mañana", None), ("3 x 2", None),
])
def test_part_read(said, part):
    assert find_part(clean(said)) == part


@pytest.mark.parametrize("slug, first, anyone, hi", [
    ("peluqueria", "corte de hombre el martes x la mañana", "Me da igual", 13 * 60),
    ("peluqueria", "corte de hombre el martes por la mañanita", "Me da igual", 13 * 60),
    ("peluqueria", "corte de hombre el martes pa la mañana", "Me da igual", 13 * 60),
    ("peluqueria", "corte de hombre el martes x la manana", "Me da igual", 13 * 60),
    ("peluqueria", "corte de home o martes x a mañá", "Dáme igual", 13 * 60),
    ("peluqueria", "corte de home o martes pola mañanciña", "Dáme igual", 13 * 60),
    ("taller", "ajuste de frenos el martes x la mañana", "Me da igual", 13 * 60),
    ("taller", "axuste de freos o martes x a mañá", "Dáme igual", 13 * 60),
])
def test_booking_times_of_the_morning(slug, first, anyone, hi):
    c = chat(slug)
    c.say(first)
    t = c.press(anyone)
    assert "martes 3 de" in t.texts[-1]
    assert t.chip_labels and all(_minutes(x) < hi for x in t.chip_labels), t.chip_labels


@pytest.mark.parametrize("slug, first, anyone", [
    ("peluqueria", "corte de hombre el martes x la tarde", "Me da igual"),
    ("peluqueria", "corte de hombre el martes por la tardecita", "Me da igual"),
    ("peluqueria", "corte de home o martes x a tarde", "Dáme igual"),
    ("taller", "ajuste de frenos el martes x la tarde", "Me da igual"),
])
def test_booking_times_of_the_afternoon(slug, first, anyone):
    c = chat(slug)
    c.say(first)
    t = c.press(anyone)
    assert t.chip_labels and all(_minutes(x) >= 15 * 60 for x in t.chip_labels), t.chip_labels


@pytest.mark.parametrize("said, first_chip", [
    ("una tarta de santiago para el martes x la tarde", "16:30"),
    ("una tarta de santiago para el martes por la tardecita", "16:30"),
    ("unha tarta de santiago para o martes x a tarde", "16:30"),
    ("una tarta de santiago para el martes x la mañana", "09:00"),
    ("una tarta de santiago para el martes por la mañanita", "09:00"),
])
def test_pickup_times_of_the_part(said, first_chip):
    c = _chat("")
    c.say(said)
    t = c.press("8 raciones") if "unha" not in said else c.press("8 racións")
    assert "martes 3 de" in t.texts[-1]
    assert t.chip_labels[0] == first_chip
    limit = (lambda m: m < 13 * 60) if first_chip == "09:00" else (lambda m: m >= 16 * 60)
    assert all(limit(_minutes(x)) for x in t.chip_labels), t.chip_labels


@pytest.mark.parametrize("said, told", [
    ("mesa para 4 el martes x la mañana", "El martes 3 de noviembre por la mañana no abrimos."),
    ("mesa para 4 el martes por la mañanita", "El martes 3 de noviembre por la mañana no abrimos."),
    ("mesa para 4 o martes x a mañá", "O martes 3 de novembro pola mañá non abrimos."),
])
def test_restaurant_closed_in_the_morning(said, told):
    t = chat("restaurante").say(said)
    assert told in t.text


@pytest.mark.parametrize("said, chips", [
    ("mesa para 4 el sábado x la noche", ["20:00", "20:30", "21:00", "21:30", "22:00"]),
    ("mesa para 4 o sábado x a noite", ["20:00", "20:30", "21:00", "21:30", "22:00"]),
])
def test_restaurant_night(said, chips):
    assert chat("restaurante").say(said).chip_labels == chips
