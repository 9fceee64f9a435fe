"""Review 27 B, F1 and F2: «no lo quiero el viernes, mejor el jueves» moves the appointment (it does not
call it off); the person ruled out is never written down; two people asked for one appointment is said."""
import pytest

from tests.conversation import chat

FRI_11_MARTA = "corte de hombre el viernes a las 11 con marta"


def _booking(slug, *msgs):
    c = chat(slug)
    for m in msgs:
        c.say(m)
    return c, c.state["booking"]


@pytest.mark.parametrize("msg, ymd", [
    ("ya no lo quiero el viernes, mejor el jueves", "2026-11-05"),
    ("al final no lo quiero el viernes, mejor el jueves", "2026-11-05"),
    ("ya no lo kiero el viernes mejor el miercoles", "2026-11-04"),
    ("no la quiero para el viernes, mejor para el sabado", "2026-11-07"),
])
def test_it_refused_for_a_day_moves_the_day(msg, ymd):
    _, b = _booking("peluqueria", FRI_11_MARTA, msg)
    assert b["services"] == ["corte-hombre"] and b["resource"] == "marta" and b["ymd"] == ymd


def test_galician_it_refused_for_a_day():
    _, b = _booking("peluqueria", "corte de home o venres ás 11 coa marta",
                    "xa non o quero o venres, mellor o xoves")
    assert b["services"] == ["corte-hombre"] and b["ymd"] == "2026-11-05"


def test_workshop_day_moved():
    _, b = _booking("taller", "pinchazo el martes a las 10 con uxia",
                    "al final no lo quiero el martes, mejor el miercoles")
    assert b["services"] == ["pinchazo"] and b["ymd"] == "2026-11-04" and b["min"] == 600


@pytest.mark.parametrize("msg", ["al final no lo quiero a las 11, mejor a las 12",
                                 "ya no la quiero a las 11 mejor a las 12"])
def test_it_refused_for_a_time_keeps_the_name(msg):
    _, b = _booking("peluqueria", FRI_11_MARTA, "Pedro", msg)
    assert b["min"] == 720 and b["name"] == "Pedro" and not b.get("phone_declined")


@pytest.mark.parametrize("msg", ["no lo quiero a las 11", "no quiero a las 11", "a las 11 no me va bien",
                                 "a las 11 no puedo"])
def test_the_time_held_refused_is_asked_again(msg):
    c, b = _booking("peluqueria", FRI_11_MARTA, msg)
    assert b["min"] is None and b["ymd"] == "2026-11-06" and c.state["awaiting"] == "time"


def test_galician_time_refused():
    c, b = _booking("peluqueria", "corte de home o venres ás 11 coa marta", "non o quero ás 11")
    assert b["min"] is None and c.state["awaiting"] == "time"


@pytest.mark.parametrize("msg", ["no puedo el viernes", "el viernes no me va"])
def test_the_day_held_refused_is_asked_again(msg):
    c, b = _booking("peluqueria", FRI_11_MARTA, msg)
    assert b["ymd"] is None and b["services"] == ["corte-hombre"]


@pytest.mark.parametrize("slug, first, msg, who", [
    ("peluqueria", "corte de hombre el viernes a las 11", "no lo quiero con marta", "iago"),
    ("peluqueria", "corte de hombre el viernes a las 11", "no la quiero con marta", "iago"),
    ("peluqueria", "corte de hombre el viernes a las 11", "al final no lo quiero con marta, con iago", "iago"),
    ("peluqueria", "corte de hombre el viernes a las 11", "no quiero con la marta", "iago"),
    ("peluqueria", "corte de home o venres ás 11", "non o quero coa marta", "iago"),
    ("peluqueria", "corte de hombre el viernes a las 11", "con marta no", "iago"),
    ("peluqueria", "corte de hombre el viernes a las 11", "no quiero a marta, prefiero a iago", "iago"),
    ("taller", "pinchazo el martes a las 10", "no lo quiero con brais", "uxia"),
    ("taller", "pinchazo el martes a las 10", "non o quero co brais", "uxia"),
])
def test_the_person_ruled_out_is_not_written_down(slug, first, msg, who):
    _, b = _booking(slug, first, msg)
    assert b["resource"] == who and b["ymd"] is not None


def test_person_ruled_out_at_the_phone_question_is_no_declined_phone():
    _, b = _booking("peluqueria", FRI_11_MARTA, "Pedro", "no lo quiero con marta")
    assert b["resource"] == "iago" and b["name"] == "Pedro" and not b.get("phone_declined")


def test_declining_the_phone_still_declines():
    _, b = _booking("peluqueria", FRI_11_MARTA, "Pedro", "no quiero dar mi telefono")
    assert b.get("phone_declined")


def test_two_people_for_one_appointment_is_said():
    c = chat("peluqueria")
    t = c.say("corte de hombre con iago y tinte con marta el viernes")
    assert "una sola persona" in t.text and "Marta" in t.text
    assert c.state["booking"]["services"] == ["corte-hombre", "tinte"]


def test_two_people_who_both_can_is_asked():
    c = chat("peluqueria")
    t = c.say("corte de hombre con iago y barba con marta el viernes a las 12")
    assert "una sola persona" in t.text and c.state["awaiting"] == "resource"


@pytest.mark.parametrize("msg", ["ya no lo quiero", "al final no quiero la cita", "déjalo, ya no la quiero",
                                 "al final no la quiero para nada", "xa non a quero, grazas",
                                 "ya no lo quiero, gracias"])
def test_real_cancels_still_cancel(msg):
    c = chat("peluqueria")
    c.say(FRI_11_MARTA)
    t = c.say(msg)
    assert "sin enviar" in t.text or "sen enviar" in t.text
    assert not c.state["booking"]["services"]


@pytest.mark.parametrize("msg, ymd, mins", [
    ("al final mejor a las 12", "2026-11-06", 720),
    ("no quiero el viernes, mejor el jueves", "2026-11-05", None),
    ("ao final mellor ás 12", "2026-11-06", 720),
])
def test_changes_that_worked_still_work(msg, ymd, mins):
    _, b = _booking("peluqueria", FRI_11_MARTA, msg)
    assert b["ymd"] == ymd and (mins is None or b["min"] == mins)


def test_workshop_change_with_person_and_same_time():
    _, b = _booking("taller", "pinchazo el viernes a las 10 con uxia", "cambialo al martes con brais misma hora")
    assert b["resource"] == "brais" and b["ymd"] == "2026-11-03" and b["min"] == 600
