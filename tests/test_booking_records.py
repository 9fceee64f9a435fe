"""Bookings look like bookings (issue 16, point 5) in the staff API, the card the customer sees
when a person confirms (also after accepting a new time) and the closing record: service,
person, party, table, duration; a time change says nothing of «dejártelo listo». Over HTTP with
the shared app: a salon appointment in Spanish and a table in Galician."""
from __future__ import annotations

from tests.chat_client import Visitor


def send(v: Visitor, first: str, name: str, phone: str, no: str, send_label: str) -> dict:
    v.say(first)
    for text in (name, phone, no):
        v.say(text)
    v.press(send_label)
    assert v.last["request"]["kind"] == "booking" and v.last["request"]["status"] == "pending"
    return v.last["request"]


def staff_row(v: Visitor, rid: str) -> dict:
    return next(r for r in v.staff()["requests"] if r["id"] == rid)


def artifact(database, approval_id: str) -> str:
    with database.tx() as conn:
        return conn.execute("SELECT content FROM artifacts WHERE approval_id = %s", (approval_id,)).fetchone()["content"]


def test_a_salon_appointment_moved_by_a_person_stays_an_appointment(client, database):
    v = Visitor(client, slug="peluqueria")
    req = send(v, "corte de mujer con Marta el martes a las 17:00", "Uxía", "600111222", "no", "Enviar reserva")
    row = staff_row(v, req["id"])
    assert (row["services"], row["resource"], row["resource_name"]) == (["corte-mujer"], "marta", "Marta")
    assert row["duration"] and row["duration"] > 0

    free = client.get("/api/peluqueria/slots?date=2026-11-04&services=corte-mujer&resource=marta").get_json()
    time = free["slots"][0]["time"]
    proposed = v.act(req["id"], "change", date="2026-11-04", time=time)
    assert proposed["message"] == (f"El local no puede a la hora pedida. Propone el miércoles 4 de noviembre a las {time}. "
                                   "¿Te viene bien?")
    assert "dejártelo" not in proposed["message"]
    chips = v.conversation().get_json()["messages"][-1]["meta"]["chips"]
    assert [c["label"] for c in chips] == ["Aceptar la nueva hora", "No me viene bien"]

    v.post({"action": chips[0]["action"], "label": chips[0]["label"]})
    card = v.last["replies"][-1]["meta"]["cards"][0]
    assert card["type"] == "booking" and card["status"] == "confirmed" and "lines" not in card
    assert [s["name"] for s in card["services"]] == ["Corte de mujer"]
    assert card["resource_name"] == "Marta" and card["duration"] == row["duration"] and card["time"] == time

    approval = staff_row(v, req["id"])
    assert approval["status"] == "confirmed"
    with database.tx() as conn:
        approval_id = conn.execute("SELECT approval_id FROM artifacts WHERE case_id = %s", (v.case_id,)).fetchone()
    record = artifact(database, approval_id["approval_id"])
    assert "- servicios: Corte de mujer" in record and "- con: Marta" in record
    assert f"- duración: {row['duration']} min" in record
    assert f"## Mensaje\n\nReserva confirmada: te esperamos el miércoles 4 de noviembre a las {time}." in record


def test_a_galician_table_shows_its_party_and_table_everywhere(client, database):
    v = Visitor(client, slug="restaurante")
    req = send(v, "quero reservar unha mesa para catro o venres ás 9", "Iria", "655444333", "non", "Enviar reserva")
    row = staff_row(v, req["id"])
    assert row["party"] == 4 and row["table_seats"] == 4 and row["duration"] == 90

    proposed = v.act(req["id"], "change", date="2026-11-06", time="21:30")
    assert proposed["message"] == "O local non pode á hora pedida. Propón o venres 6 de novembro ás 21:30. ¿Vénche ben?"
    v.post({"action": {"type": "change_accept"}, "label": "Aceptar a nova hora"})
    card = v.last["replies"][-1]["meta"]["cards"][0]
    assert (card["party"], card["table_seats"], card["duration"], card["time"]) == (4, 4, 90, "21:30")
    assert "lines" not in card

    with database.tx() as conn:
        approval_id = conn.execute("SELECT approval_id FROM artifacts WHERE case_id = %s", (v.case_id,)).fetchone()
    record = artifact(database, approval_id["approval_id"])
    assert "- personas: 4" in record and "- mesa: 4 plazas" in record and "- duración: 90 min" in record
