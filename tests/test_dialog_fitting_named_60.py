"""Stop 60: a job on a part named by its noun («un cambio de X», «montaje de la X»), beside another part.

What was wrong: in the workshop (it sells parts and books services) «un cambio de pastillas y una luz» was
taken as an order to pick up («Apunto: Pastillas de freno y 1 × Luz delantera LED. ¿Cuántas pastillas
quieres?»): the change, a job, was dropped in silence. «cambiar las pastillas y una luz» (the verb) already
booked an appointment with the parts in its note and asked the service. Now the noun or the infinitive of
fitting a thing sold («cambio de», «montaje de», «sustitución de», «montar», gl «cambio das», «montaxe
dunha») reads the same: an appointment, the parts in its note («Apunto como indicación: «también 1 ×
Pastillas de freno (15,00 €) y 1 × Luz delantera LED (19,00 €)».»), «¿Qué servicio quieres?» asked (the
dataset ties no service to fitting a part, so none is made up); a day said is kept.
Near-misses kept: parts alone are an order; a service and a part («un pinchazo y una luz») book the service
with the part noted; «el cambio y una luz» is the gear service (the catalogue's «el cambio»).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after, line_counts

_WHICH_SERVICE = {"es": "¿Qué servicio quieres?", "gl": "¿Que servizo queres?"}
_SERVICES = ["Revisión completa · 35,00 €", "Reparar pinchazo · 12,00 €", "Ajuste de frenos · 18,00 €",
             "Ajuste de cambio · 18,00 €", "Centrado de rueda · 20,00 €"]
_SERVICES_GL = ["Revisión completa · 35,00 €", "Reparar furado · 12,00 €", "Axuste de freos · 18,00 €",
                "Axuste do cambio · 18,00 €", "Centrado de roda · 20,00 €"]
_PADS_AND_LIGHT = {"es": "Apunto como indicación: «también 1 × Pastillas de freno (15,00 €) y 1 × Luz delantera "
                         "LED (19,00 €)».",
                   "gl": "Apunto como indicación: «tamén 1 × Pastillas de freno (15,00 €) e 1 × Luz delantera "
                         "LED (19,00 €)»."}


def _noted(c) -> list[str]:
    return c.state["booking"].get("parts_noted") or []


@pytest.mark.parametrize("lang,said", [
    ("es", "un cambio de pastillas y una luz"),
    ("es", "Un cambio de pastillas y una luz, por favor"),
    ("es", "cambio de las pastillas y una luz"),
    ("es", "quiero un cambio de pastillas y una luz"),
    ("es", "sustitucion de pastillas y una luz"),
    ("gl", "un cambio de pastillas e unha luz"),
    ("gl", "cambio das pastillas e unha luz"),
])
def test_a_change_of_a_part_and_another_part_books_with_both_noted(lang, said):
    c = chat("taller")
    t = c.say(said)
    assert t.texts == [_PADS_AND_LIGHT[lang], _WHICH_SERVICE[lang]]
    assert t.chip_labels == (_SERVICES_GL if lang == "gl" else _SERVICES)
    assert t.request["kind"] == "booking"
    assert _noted(c) == ["1 × Pastillas de freno (15,00 €)", "1 × Luz delantera LED (19,00 €)"]
    assert line_counts(c) == {}


@pytest.mark.parametrize("said,noted", [
    ("un cambio de cadena", ["1 × Cadena de 9 velocidades (24,00 €)"]),
    ("montaje de una cubierta", ["1 × Cubierta urbana (29,00 €)"]),
    ("montar una cubierta y una luz", ["1 × Cubierta urbana (29,00 €)", "1 × Luz delantera LED (19,00 €)"]),
    ("instalar una luz", ["1 × Luz delantera LED (19,00 €)"]),
    ("montaxe dunha cubierta", ["1 × Cubierta urbana (29,00 €)"]),
])
def test_other_parts_fitted_book_too(said, noted):
    c = chat("taller")
    t = c.say(said)
    assert t.request["kind"] == "booking"
    assert _noted(c) == noted
    assert t.texts[-1] in _WHICH_SERVICE.values()


def test_the_day_said_is_kept():
    c = chat("taller")
    t = c.say("cambio de pastillas el martes")
    assert t.texts == ["Apunto como indicación: «también 1 × Pastillas de freno (15,00 €)».",
                       "Apunto: cita el martes 3 de noviembre.", _WHICH_SERVICE["es"]]
    assert c.state["booking"]["ymd"] == "2026-11-03"


def test_the_service_chosen_next_keeps_the_parts_noted():
    c = chat_after("taller", "un cambio de pastillas y una luz")
    t = c.press("Ajuste de frenos · 18,00 €")
    assert c.state["booking"]["services"] == ["frenos"]
    assert t.texts[-1] == "¿Con quién quieres la cita?"
    assert _noted(c) == ["1 × Pastillas de freno (15,00 €)", "1 × Luz delantera LED (19,00 €)"]


# ---- near-misses: today's behaviour ---------------------------------------------------------------------

def test_parts_alone_are_an_order():
    c = chat("taller")
    t = c.say("unas pastillas y una luz")
    assert t.texts[0] == "Apunto: 1 × Pastillas de freno y 1 × Luz delantera LED. Total 34,00 €."
    assert line_counts(c) == {"pastillas": 1, "luz": 1}


def test_a_service_and_a_part_book_the_service():
    c = chat("taller")
    t = c.say("un pinchazo y una luz")
    assert t.texts[:2] == ["Apunto como indicación: «también 1 × Luz delantera LED (19,00 €)».",
                           "Apunto: reparar pinchazo. Total 12,00 €; dura unos 20 minutos."]
    assert c.state["booking"]["services"] == ["pinchazo"]


def test_the_gear_service_named_is_still_that_service():
    c = chat("taller")
    c.say("el cambio y una luz")
    assert c.state["booking"]["services"] == ["cambio"]
    assert _noted(c) == ["1 × Luz delantera LED (19,00 €)"]


def test_the_bakery_has_no_jobs():
    c = chat("")
    t = c.say("un cambio de croissants")
    assert t.request is None or t.request["kind"] != "booking"
