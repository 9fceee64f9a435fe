"""Stop 64 (helper C): a count of the things to be worked on inside a service's own phrase takes the booking.

Before: at the workshop «quiero revisar dos bicis el martes», «revisar 2 bicis», «quiero revisar las dos bicis el
martes», gl «quero revisar dúas bicis o martes», even «revisar una bici el martes», went to a person («Eso no lo
tengo claro y prefiero no inventarlo. Le paso tu pregunta…»): the alias «revisar la bici» was not read once a count
stood where its article is. Now a count (with or without an article or owner word before it) stands for the article
inside a catalogue phrase (items._phrase_end), and how many things is read as it was (things_counted): as stop 63's
«dos revisiones el martes», one revision is written down and the other follows once it is sent («Una reserva es para
un trabajo: apunto primero uno, y el otro va aparte justo después…» «Apunto: revisión completa el martes 3 de
noviembre. Total 35,00 €…» «¿A qué hora te va bien el martes 3 de noviembre?»), then «¿Preparo ahora la otra cita
(revisión completa)?». The dataset's model is one job per appointment (`booking.services_per_person` off), so this
is two revisions, one after the other, never one revision for two.
Near-misses kept: «revisar la bici a las 2» (a time, one bike), one bike, the salon's «cortar el pelo».
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

_APART = {"es": "Una reserva es para un trabajo: apunto primero uno, y el otro va aparte justo después: cuando envíes "
                "esta, te lo preparo.",
          "gl": "Unha reserva é para un traballo: apunto primeiro un, e o outro vai á parte xusto despois: cando "
                "envíes esta, prepárocho."}
_TUESDAY = {"es": "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos.",
            "gl": "Apunto: revisión completa o martes 3 de novembro. Total 35,00 €; dura uns 60 minutos."}
_TIME = {"es": "¿A qué hora te va bien el martes 3 de noviembre?",
         "gl": "¿A que hora che vai ben o martes 3 de novembro?"}
_PERSON = ("prefiero no inventarlo", "prefiro non inventalo", "Le paso tu pregunta", "Paso a túa pregunta")


@pytest.mark.parametrize("said, lang", [
    ("quiero revisar dos bicis el martes", "es"),
    ("quiero revisar las dos bicis el martes", "es"),
    ("quiero revisar mis dos bicis el martes", "es"),
    ("kiero revisar 2 bicis el martes", "es"),
    ("revision para 2 bicis el martes", "es"),
    ("dos revisiones el martes", "es"),
    ("quero revisar dúas bicis o martes", "gl"),
    ("quero revisar duas bicis o martes", "gl"),
    ("quero revisar as dúas bicis o martes", "gl"),
])
def test_two_things_counted_in_the_phrase_book_one_and_keep_the_other(said, lang):
    c = chat("taller")
    t = c.say(said)
    assert t.texts == [_APART[lang], _TUESDAY[lang], _TIME[lang]]
    assert t.request["kind"] == "booking"
    assert c.state["booking"]["services"] == ["revision"]
    assert c.state["booking"]["next_jobs"] == {"left": 1, "whom": None}


def test_three_counted_keep_two():
    c = chat("taller")
    t = c.say("quiero revisar tres bicis el martes")
    assert t.texts[0] == ("Una reserva es para un trabajo: apunto primero uno, y los otros 2 van aparte justo "
                          "después: cuando envíes esta, te los preparo.")
    assert c.state["booking"]["next_jobs"]["left"] == 2


def test_no_day_asks_the_day():
    c = chat("taller")
    t = c.say("revisar 2 bicis")
    assert t.texts == [_APART["es"], "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos.",
                       "¿Qué día te va bien?"]


def test_the_other_is_offered_once_sent():
    c = chat("taller")
    c.say("quiero revisar dos bicis el martes")
    for step in ["10:00", "Pedro", "600123123", "no", "si"]:
        t = c.say(step)
    assert "Hecho: he enviado tu reserva" in t.text
    assert "¿Preparo ahora la otra cita (revisión completa)?" in t.text and "La otra cita" in t.chip_labels


@pytest.mark.parametrize("said, lang", [
    ("revisar una bici el martes", "es"),
    ("quero revisar unha bici o martes", "gl"),
])
def test_one_thing_counted_is_one_job(said, lang):
    c = chat("taller")
    t = c.say(said)
    assert t.texts == [_TUESDAY[lang], _TIME[lang]]
    assert not c.state["booking"].get("next_jobs")


# ---- near-misses ----------------------------------------------------------------------------------------------

def test_a_number_after_the_phrase_is_a_time():
    t = chat("taller").say("revisar la bici a las 2")
    assert t.texts[0] == "Apunto: revisión completa a las 14:00. Total 35,00 €; dura unos 60 minutos."
    assert "aparte" not in t.text


@pytest.mark.parametrize("said", ["quiero revisar la bici el martes", "quiero revisar mi bici el martes"])
def test_one_bike_unchanged(said):
    c = chat("taller")
    t = c.say(said)
    assert t.texts == [_TUESDAY["es"], _TIME["es"]]
    assert not c.state["booking"].get("next_jobs")


def test_the_salon_phrase_unchanged():
    t = chat("peluqueria").say("quiero cortar el pelo el martes")
    assert "aparte" not in t.text and not any(p in t.text for p in _PERSON)
