"""Stop 61, family B2-2: one more of the same for someone else, mid-appointment.

«corte de hombre el martes», then «y otro para mi hijo» read «Para seguir necesito que me digas una de estas
opciones…», and «y un corte para mi marido» (that service held) was dropped without a word. Now «otro/uno
para <someone>» is one more service of the held one's kind for that person: the one the person's word points
to in the catalogue's hints («hijo», «hija» → corte infantil, «madre» → corte de mujer), else the held one.
Decision: «para mi hijo» is the children's cut because the salon's data says so (its group's hints); the
«Apunto» says it back with its price, so a grown-up son is one word away. A service the appointment lacks
joins it, as «y un corte infantil para mi hijo» always did; one it holds already (an appointment holds a
service once) goes in the booking's note, and the reply says so.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("booked,said,recap,services", [
    ("corte de hombre el martes", "y otro para mi hijo",
     "Apunto: corte de hombre y corte infantil el martes 3 de noviembre. Total 24,00 €",
     ["corte-hombre", "corte-infantil"]),
    ("corte de hombre el martes", "y otro para mi hija tambien",
     "Apunto: corte de hombre y corte infantil el martes 3 de noviembre. Total 24,00 €",
     ["corte-hombre", "corte-infantil"]),
    ("corte de mujer el martes", "y uno para mi hija también",
     "Apunto: corte de mujer y corte infantil el martes 3 de noviembre. Total 32,00 €",
     ["corte-mujer", "corte-infantil"]),
    ("corte de hombre el martes", "y otro para mi madre",
     "Apunto: corte de hombre y corte de mujer el martes 3 de noviembre. Total 36,00 €",
     ["corte-hombre", "corte-mujer"]),
    ("corte de home o martes", "e outro para o meu fillo",
     "Apunto: corte de home e corte infantil o martes 3 de novembro. Total 24,00 €",
     ["corte-hombre", "corte-infantil"]),
])
def test_one_more_for_someone_else_joins_the_appointment(booked, said, recap, services):
    c = chat("peluqueria")
    c.say(booked)
    t = c.say(said)
    assert t.texts[0].startswith(recap)
    assert c.state["booking"]["services"] == services
    assert "Para seguir" not in t.text and "Para continuar" not in t.text


@pytest.mark.parametrize("booked,said,told", [
    ("corte de hombre el martes", "y otro para mi marido",
     "Esta cita ya lleva corte de hombre: apunto en la nota corte de hombre también "
     "para tu marido, para que el local lo organice al confirmarla."),
    ("corte de mujer el martes a las 12", "y otra para mi madre",
     "Esta cita ya lleva corte de mujer: apunto en la nota corte de mujer también "
     "para tu madre, para que el local lo organice al confirmarla."),
    ("corte de home o martes", "e outro para o meu home",
     "Esta cita xa leva corte de home: apunto na nota corte de home tamén para "
     "o teu home, para que o local o organice ao confirmala."),
    ("corte de muller o martes", "e outra pra miña nai",
     "Esta cita xa leva corte de muller: apunto na nota corte de muller tamén para "
     "a túa nai, para que o local o organice ao confirmala."),
    ("corte de hombre el martes", "y otro igual para mi marido",
     "Esta cita ya lleva corte de hombre: apunto en la nota corte de hombre también "
     "para tu marido, para que el local lo organice al confirmarla."),
])
def test_one_more_of_the_service_held_goes_in_the_note_said_so(booked, said, told):
    """(the held service has no sibling for that person: one more of it)"""
    c = chat("peluqueria")
    c.say(booked)
    t = c.say(said)
    assert t.texts[0] == told
    assert len(t.texts) == 2      # then the booking's own question again
    assert "para" in " ".join(c.state["booking"].get("notes_said") or [])


def test_the_note_reaches_the_request_sent():
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 12")
    c.say("y otro para mi marido")
    c.say("Pablo")
    t = c.say("655444333")
    assert t.texts[0] == "Apunto como indicación: «también corte de hombre para mi marido»."
    assert "también corte de hombre para mi marido" in (t.request["data"].get("note") or "")


def test_at_the_workshop_one_more_for_someone_is_noted_too():
    c = chat("taller")
    c.say("revision el martes")
    t = c.say("y otra para mi hijo")
    assert t.texts[0].startswith("Esta cita ya lleva revisión completa: apunto en la nota revisión completa "
                                 "también para tu hijo")
    assert c.state["booking"]["services"] == ["revision"]


# near-misses: another day is another booking; a service named is that service; a table is no service
def test_one_more_for_another_day_is_still_apart():
    c = chat("peluqueria")
    c.say("corte de hombre el martes")
    t = c.say("y otro para el jueves")
    assert t.texts[0].startswith("Una reserva es para un día: apunto la del martes 3 de noviembre.")
    assert c.state["booking"]["services"] == ["corte-hombre"]


def test_a_service_named_for_someone_is_that_service():
    c = chat("peluqueria")
    c.say("corte de hombre el martes")
    t = c.say("y un corte de mujer para mi hija")
    assert t.texts[0].startswith("Apunto: corte de hombre y corte de mujer el martes 3 de noviembre.")


def test_a_table_is_not_read_as_a_service_for_someone():
    c = chat("restaurante")
    c.say("mesa para 2 el viernes a las 21")
    t = c.say("y otra para mis padres")
    assert "nota" not in t.text and "corte" not in t.text
