"""A count with a question at «¿Para cuántas personas?», and two people with a choice of times (stop 57 review).

Before: «mesa el viernes a las 21», then «2, ¿a las 22 mejor?» sent the question to the staff («Eso no lo
tengo claro y prefiero no inventarlo. Se lo apunto al local junto a tu reserva…») and kept 21:00;
«4, ¿y si mejor el sábado?» the same, Friday kept (before this stop it moved to Saturday but lost the 4,
asking «¿Para cuántas personas?» again); «somos 4, ¿a las 22 mejor?» and Galician «2, ás 22 mellor?» too.
Now the count is taken AND the day or time moved, both said back, no question for the staff: «Apunto:
reserva para 2 personas el viernes 6 de noviembre a las 22:00.» A real question beside the count
(«4, teneis terraza?», «4, ¿abrís el sábado?») is still answered or passed on, the booking unmoved.

Before: «dos cortes de hombre, para mí y para mi hijo, el martes a las 10 o a las 12» was handed to a
person (an appointment is for one) with no day and no time in the booking (ymd null, min null). Now the
handoff keeps the day they share and both times: the person reads «martes 3 de noviembre a las 10:00 o
12:00» (data.booking: ymd 2026-11-03, time «10:00 o 12:00», no slot held)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

FRI = "mesa el viernes a las 21"
FRI_GL = "mesa o venres ás 21"
STAFF_QUESTION = ("Eso no lo tengo claro", "Iso non o teño claro")


def _party_step(start: str, answer: str):
    c = chat("restaurante")
    t = c.say(start)
    assert "¿Para cuántas personas?" in t.texts or "¿Para cantas persoas?" in t.texts
    return c, c.say(answer)


# ------------------------------------------------------------ the count and a change of time or day

@pytest.mark.parametrize("start, answer, noted, party, ymd, minutes", [
    (FRI, "2, ¿a las 22 mejor?",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 22:00.", 2, "2026-11-06", 22 * 60),
    (FRI, "3, ¿mejor a las 21:30?",
     "Apunto: reserva para 3 personas el viernes 6 de noviembre a las 21:30.", 3, "2026-11-06", 21 * 60 + 30),
    (FRI, "para 4, ¿podria ser a las 22?",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 22:00.", 4, "2026-11-06", 22 * 60),
    (FRI, "somos 4, ¿a las 22 mejor?",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 22:00.", 4, "2026-11-06", 22 * 60),
    (FRI, "4, ¿y si mejor el sábado?",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", 4, "2026-11-07", 21 * 60),
    (FRI, "4 ¿y si mejor el sabado?",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", 4, "2026-11-07", 21 * 60),
    (FRI_GL, "2, ás 22 mellor?",
     "Apunto: reserva para 2 persoas o venres 6 de novembro ás 22:00.", 2, "2026-11-06", 22 * 60),
    (FRI_GL, "catro, ¿mellor as 22?",
     "Apunto: reserva para 4 persoas o venres 6 de novembro ás 22:00.", 4, "2026-11-06", 22 * 60),
    (FRI_GL, "4, ¿e se mellor o sábado?",
     "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 21:00.", 4, "2026-11-07", 21 * 60),
])
def test_the_count_is_taken_and_the_moment_moved(start, answer, noted, party, ymd, minutes):
    c, t = _party_step(start, answer)
    assert t.texts[0] == noted
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")
    assert not any(text.startswith(STAFF_QUESTION) for text in t.texts)     # no question for the staff
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b["min"]) == (party, ymd, minutes)
    assert not b.get("questions")


def test_the_moved_booking_goes_on_to_the_name():
    c, _ = _party_step(FRI, "2, ¿a las 22 mejor?")
    t = c.say("Ana")
    assert "¿Y un teléfono de contacto?" in t.text
    assert (c.state["booking"]["name"], c.state["booking"]["min"]) == ("Ana", 22 * 60)


# ------------------------------------------------------------ near-misses: a real question beside the count

@pytest.mark.parametrize("answer, reply_starts", [
    ("4, teneis terraza?", "Eso no lo tengo claro"),
    ("4, ¿abrís el sábado?", "El sábado 7 de noviembre abrimos de 13:00 a 16:00"),
    ("4, ¿a qué hora cerráis?", "El viernes 6 de noviembre cerramos a las 23:30."),
])
def test_a_question_beside_the_count_leaves_the_booking_where_it_was(answer, reply_starts):
    c, t = _party_step(FRI, answer)
    assert t.texts[0].startswith(reply_starts)
    assert "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00." in t.texts
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b["min"]) == (4, "2026-11-06", 21 * 60)


def test_a_count_and_a_change_said_without_a_question_still_move():
    c, t = _party_step(FRI, "4, mejor el sábado")
    assert t.texts[0] == "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."
    assert (c.state["booking"]["party"], c.state["booking"]["ymd"]) == (4, "2026-11-07")


@pytest.mark.parametrize("start, answer, party", [(FRI, "4", 4), (FRI, "para 3", 3), (FRI_GL, "catro", 4),
                                                  (FRI, "unos 4 o 5", 5)])
def test_a_count_said_alone_is_the_party(start, answer, party):
    c, t = _party_step(start, answer)
    assert c.state["booking"]["party"] == party
    assert "¿Para cuántas personas?" not in t.texts and "¿Para cantas persoas?" not in t.texts


# ------------------------------------------------------------ two people, a choice of times: the person reads both

HANDOFF_ES = "Cada cita es para uno solo: para 2 a la vez prefiero que lo organice una persona de Salón Lume."
HANDOFF_GL = "Cada cita é para un só: para 2 á vez prefiro que o organice unha persoa de Salón Lume."


@pytest.mark.parametrize("said, handoff, ymd, time, times", [
    ("dos cortes de hombre, para mí y para mi hijo, el martes a las 10 o a las 12", HANDOFF_ES,
     "2026-11-03", "10:00 o 12:00", ["10:00", "12:00"]),
    ("dos cortes de hombre para mi y mi hijo el jueves a las 11 o a las 13", HANDOFF_ES,
     "2026-11-05", "11:00 o 13:00", ["11:00", "13:00"]),
    ("dous cortes de home, para min e para o meu fillo, o martes ás 10 ou ás 12", HANDOFF_GL,
     "2026-11-03", "10:00 o 12:00", ["10:00", "12:00"]),
    ("dous cortes de home para min e o meu fillo o xoves as 11 ou as 13", HANDOFF_GL,
     "2026-11-05", "11:00 o 13:00", ["11:00", "13:00"]),
])
def test_two_people_with_a_choice_of_times_keep_the_day_and_both_times(said, handoff, ymd, time, times):
    """Stop 62: the writer's named service is booked now (the son's follows in its own appointment), on the
    day said, at one of the times said; no longer handed over."""
    c = chat("peluqueria")
    t = c.say(said)
    assert "va aparte justo después" in t.text or "vai á parte xusto despois" in t.text
    assert not t.text.startswith(handoff) and t.request["kind"] == "booking"
    day = {"2026-11-03": ("martes 3 de", "martes 3 de"), "2026-11-05": ("jueves 5 de", "xoves 5 de")}[ymd]
    assert day[0] in t.text or day[1] in t.text
    assert c.state["booking"]["services"] == ["corte-hombre"]
    assert any(x in t.text for x in times)     # one of the times said, offered or taken


def test_two_people_at_one_time_keep_their_slot():
    c = chat("peluqueria")
    t = c.say("dos cortes de hombre, para mi y para mi hijo, el martes a las 10")
    # stop 62: the writer's appointment, the son's to follow
    assert t.request["slot_start"].startswith("2026-11-03T10:00") and "va aparte" in t.text
    assert "times" not in c.state["booking"]


def test_one_person_with_a_choice_of_times_is_still_asked():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes a las 10 o a las 12")
    assert "¿Qué te va mejor, el martes 3 de noviembre a las 10:00 o a las 12:00?" in t.texts
    assert t.request is None or t.request["kind"] != "handoff"
