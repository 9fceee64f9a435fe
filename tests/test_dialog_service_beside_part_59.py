"""Stop 59: a workshop service named beside a part, with no day, became a pickup order.

In a business that both books services and sells things (the taller), «una revision y una camara» read
«Apunto: 1 × Revisión completa y 1 × Cámara 700x28. Total 42,00 €. Hoy ya no me quedan horas de
recogida», and «|| el martes || a las 10 || Pablo || 600111222 || no» ended in «Este es el pedido…»: the
revision a line to pick up, no appointment ever made. «un pinchazo y dos camaras» was a pickup too. With a
day («una revision y una cubierta para el martes») it already was an appointment with the part noted.

Now the day no longer decides it: a service beside parts is an appointment for the service, the parts in
its note, priced, and the day asked — «Apunto como indicación: «también 1 × Cámara 700x28 (7,00 €)».
Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos. ¿Qué día te va bien?» — in Spanish and
Galician, with typos, without accents. A part the service already includes («un pinchazo y una camara»)
is still no extra; counted more than once («un pinchazo y dos camaras») the count is noted, with a day
or without. The Galician «un furado e unha cuberta para o martes» (the alias «furado» is also a symptom
word) kept the whole sentence, day included, as an unpriced note: the part is now priced the same way.
«dos camaras» alone stays an order and «¿cuánto cuesta una revisión y una cámara?» a price.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after, line_counts

_DAY_ES = "¿Qué día te va bien?"
_DAY_GL = "¿Que día che vai ben?"
_REVISION_ES = "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."
_REVISION_GL = "Apunto: revisión completa. Total 35,00 €; dura uns 60 minutos."
_CENTRADO_ES = "Apunto: centrado de rueda. Total 20,00 €; dura unos 40 minutos."
_CENTRADO_GL = "Apunto: centrado de roda. Total 20,00 €; dura uns 40 minutos."
_CAMARA = "1 × Cámara 700x28 (7,00 €)"
_TWO_CAMARAS = "2 × Cámara 700x28 (14,00 €)"
_CUBIERTA = "1 × Cubierta urbana (29,00 €)"
_PASTILLAS = "1 × Pastillas de freno (15,00 €)"
_LUZ = "1 × Luz delantera LED (19,00 €)"


def _puncture(said: str) -> str:
    """The puncture service as a Galician chat names it, or a Spanish one."""
    return "reparar furado" if any(w in said.split() for w in ("e", "quen", "unha")) else "reparar pinchazo"


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


def _noted(also: str, things: str) -> str:
    return f"Apunto como indicación: «{also} {things}»."


# ---- a service beside parts, no day: an appointment, the parts noted, the day asked ---------------------

@pytest.mark.parametrize("said, service, reads, noted, day", [
    ("una revision y una camara", "revision", _REVISION_ES, _noted("también", _CAMARA), _DAY_ES),
    ("una revisión y una cámara", "revision", _REVISION_ES, _noted("también", _CAMARA), _DAY_ES),
    ("una revicion y una camara", "revision", _REVISION_ES, _noted("también", _CAMARA), _DAY_ES),
    ("una revisón y una cámara", "revision", _REVISION_ES, _noted("también", _CAMARA), _DAY_ES),
    ("una camara y una revision", "revision", _REVISION_ES, _noted("también", _CAMARA), _DAY_ES),
    ("revision completa y cubierta", "revision", _REVISION_ES, _noted("también", _CUBIERTA), _DAY_ES),
    ("una revisión y una cámara por favor", "revision", _REVISION_ES, _noted("también", _CAMARA), _DAY_ES),
    ("un centrado y unas pastillas", "centrado", _CENTRADO_ES, _noted("también", _PASTILLAS), _DAY_ES),
    ("una revision, una camara y una luz", "revision", _REVISION_ES,
     _noted("también", f"{_CAMARA} y {_LUZ}"), _DAY_ES),
    ("2 cámaras y una revisión", "revision", _REVISION_ES, _noted("también", _TWO_CAMARAS), _DAY_ES),
    ("unha revisión e unha cámara", "revision", _REVISION_GL, _noted("tamén", _CAMARA), _DAY_GL),
    ("unha revision e unha camara", "revision", _REVISION_GL, _noted("tamén", _CAMARA), _DAY_GL),
    ("unha revisión completa e dúas cámaras", "revision", _REVISION_GL, _noted("tamén", _TWO_CAMARAS), _DAY_GL),
    ("un centrado de roda e unha cuberta", "centrado", _CENTRADO_GL, _noted("tamén", _CUBIERTA), _DAY_GL),
    ("un centrado e unhas pastillas", "centrado", _CENTRADO_GL, _noted("tamén", _PASTILLAS), _DAY_GL),
])
def test_a_service_beside_parts_is_an_appointment_asking_the_day(said, service, reads, noted, day):
    c = chat("taller")
    t = c.say(said)
    assert t.texts == [noted, reads, day]
    assert _booking(c)["services"] == [service]
    assert line_counts(c) == {}                         # nothing left to pick up
    assert "recogida" not in t.text and "recollida" not in t.text
    assert t.chip_labels[:2] == ["lun 2 nov", "mar 3 nov"]         # the days to choose from
    assert t.request["kind"] == "booking"


def test_the_part_stays_in_the_note_up_to_the_booking_sent():
    c = chat_after("taller", "una revision y una camara", "el martes")
    assert c.last.texts == ["Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; "
                            "dura unos 60 minutos.", "¿A qué hora te va bien el martes 3 de noviembre?"]
    t = c.say_all("a las 10", "Pablo", "600111222")
    assert t.texts[0].startswith("Esta es la reserva que enviaré al local.")
    assert "Enviar reserva" in t.chip_labels and "Enviar pedido" not in t.chip_labels
    c.press("Enviar reserva")
    sent = c.requests[-1]
    assert (sent["kind"], sent["status"], sent["total_cents"]) == ("booking", "pending", 3500)
    assert sent["data"]["services"] == ["revision"] and sent["data"]["time"] == "10:00"
    assert sent["data"]["note"] == f"también {_CAMARA}"


def test_the_part_stays_in_the_note_up_to_the_booking_sent_in_galician():
    c = chat_after("taller", "unha revision e unha camara", "o martes", "ás 10", "Pablo", "600111222")
    assert c.last.texts[0].startswith("Esta é a reserva que lle enviarei ao local.")
    c.press("Enviar")
    sent = c.requests[-1]
    assert (sent["kind"], sent["data"]["ymd"], sent["data"]["note"]) == ("booking", "2026-11-03", f"tamén {_CAMARA}")


# ---- a service whose alias is also a symptom word («furado»): its name, no problem told -----------------

@pytest.mark.parametrize("said, part", [
    ("un furado e unha cuberta", _CUBIERTA),
    ("un furado, e unha cuberta", _CUBIERTA),
    ("reparar furado e unha luz", _LUZ),
    ("un furado e unha cuberta para o martes", _CUBIERTA),
])
def test_a_service_named_by_a_symptom_word_notes_the_part_priced(said, part):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == _noted("tamén", part)
    assert "reparar furado" in t.texts[1] and "Total 12,00 €" in t.texts[1]
    assert _booking(c)["notes_said"] == [f"tamén {part}"]      # the words said are no note of their own
    assert line_counts(c) == {}


def test_a_problem_told_is_still_noted_for_the_mechanic():
    c = chat("taller")
    c.say("se me pinchó la rueda, ¿me la podéis arreglar el martes?")
    assert _booking(c)["notes_said"] == ["se me pinchó la rueda"]
    c = chat("taller")
    c.say("un pinchazo y una luz, que la rueda pierde aire")
    assert _booking(c)["notes_said"] == ["un pinchazo y una luz, que la rueda pierde aire"]


# ---- a part the service includes: once is its own, more than once is noted ----------------------------

@pytest.mark.parametrize("said, noted, who", [
    ("un pinchazo y dos camaras", _noted("también", _TWO_CAMARAS), "¿Con quién quieres la cita?"),
    ("un pinchaso y dos camaras", _noted("también", _TWO_CAMARAS), "¿Con quién quieres la cita?"),
    ("un pinchazo e dúas cámaras", _noted("tamén", _TWO_CAMARAS), "¿Con quen queres a cita?"),
    ("arreglar pinchazo e duas camaras", _noted("tamén", _TWO_CAMARAS), "¿Con quen queres a cita?"),
])
def test_a_puncture_beside_two_inner_tubes_is_an_appointment_with_both_noted(said, noted, who):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == noted
    assert f"{_puncture(who)}. Total 12,00 €" in t.texts[1]
    assert t.texts[-1] == who
    assert _booking(c)["services"] == ["pinchazo"] and line_counts(c) == {}


def test_two_inner_tubes_beside_a_puncture_are_noted_with_a_day_too():
    c = chat("taller")
    t = c.say("un pinchazo y dos camaras para el martes")
    assert t.texts[0] == _noted("también", _TWO_CAMARAS)
    assert "reparar pinchazo el martes 3 de noviembre. Total 12,00 €" in t.texts[1]


@pytest.mark.parametrize("said", ["un pinchazo y una camara", "un pinchazo con camara nueva",
                                  "un pinchazo e unha cámara"])
def test_the_one_inner_tube_a_puncture_includes_is_no_extra(said):
    c = chat("taller")
    t = c.say(said)
    assert "Apunto como indicación" not in t.text
    assert f"{_puncture(said)}. Total 12,00 €" in t.text
    assert _booking(c)["services"] == ["pinchazo"] and not _booking(c).get("parts_noted")


# ---- already right, must stay ---------------------------------------------------------------------------

def test_a_service_and_a_part_for_a_day_stays_an_appointment():
    c = chat("taller")
    t = c.say("una revision y una cubierta para el martes")
    assert t.texts == [_noted("también", _CUBIERTA),
                       "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos.",
                       "¿A qué hora te va bien el martes 3 de noviembre?"]


def test_a_part_said_after_a_service_alone_is_noted():
    c = chat_after("taller", "una revision")
    t = c.say("y una camara")
    assert t.texts[0] == _noted("también", _CAMARA)
    assert _booking(c)["services"] == ["revision"] and line_counts(c) == {}


# ---- near-misses: no service named, or a price asked ----------------------------------------------------

@pytest.mark.parametrize("said, reads, counts", [
    ("dos camaras", "Apunto: 2 × Cámara 700x28. Total 14,00 €.", {"camara": 2}),
    ("dos cámaras", "Apunto: 2 × Cámara 700x28. Total 14,00 €.", {"camara": 2}),
    ("dúas cámaras", "Apunto: 2 × Cámara 700x28. Total 14,00 €.", {"camara": 2}),
    ("dos camaras y una luz", "Apunto: 2 × Cámara 700x28 y 1 × Luz delantera LED. Total 33,00 €.",
     {"camara": 2, "luz": 1}),
])
def test_parts_alone_stay_an_order(said, reads, counts):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == reads
    assert line_counts(c) == counts and not _booking(c)
    assert t.request["kind"] == "order"


@pytest.mark.parametrize("said", ["cuánto cuesta una revisión y una cámara?",
                                  "cuanto costaria una revision y una camara",
                                  "¿qué vale una revisión y una cámara?",
                                  "canto custa unha revisión e unha cámara?"])
def test_the_price_of_a_service_and_a_part_asked_stays_a_price(said):
    c = chat("taller")
    t = c.say(said)
    assert t.texts == ["Revisión completa: 35,00 €. Cámara 700x28: 7,00 €. En total, 42,00 €."]
    assert not _booking(c) and line_counts(c) == {}
    assert t.request is None
