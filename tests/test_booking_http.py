"""Bookings over HTTP with the shared app (frozen at Saturday 31 October 2026 12:40 Madrid):
a table and an appointment by chat, the slots the site would ask for, a person accepting
(calendar event created with the approval id), and the calendar double's one rule."""
from __future__ import annotations

from bizengine.service import calendar


def chat(client, slug, session, case_id=None, **body):
    payload = {"session": session, **body}
    if case_id:
        payload["case_id"] = case_id
    res = client.post(f"/api/{slug}/chat", json=payload)
    assert res.status_code == 200, res.get_json()
    return res.get_json()


def texts(out):
    return [r["text"] for r in out["replies"]]


def chips(out):
    return [c for r in out["replies"] for c in ((r["meta"] or {}).get("chips") or [])]


def press(client, slug, session, out, label):
    chip = next(c for c in chips(out) if c["label"] == label)
    if "action" in chip:
        return chat(client, slug, session, out["case_id"], action=chip["action"], label=chip["label"])
    return chat(client, slug, session, out["case_id"], text=chip["text"])


def test_table_booking_by_chat_then_a_person_accepts(client, session):
    slug = "restaurante"
    out = chat(client, slug, session, text="mesa para 4 el viernes a las 9")
    case = out["case_id"]
    assert texts(out) == ["Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00.",
                          "¿A nombre de quién hago la reserva?"]
    assert out["request"]["kind"] == "booking" and out["request"]["status"] == "collecting"
    chat(client, slug, session, case, text="Iria")
    chat(client, slug, session, case, text="655444333")
    out = chat(client, slug, session, case, text="no")
    assert [c["label"] for c in chips(out)] == ["Enviar reserva", "Cambiar la hora", "Cancelar"]
    card = out["replies"][-1]["meta"]["cards"][0]
    assert card["type"] == "booking" and card["party"] == 4 and card["time"] == "21:00"
    out = press(client, slug, session, out, "Enviar reserva")
    assert texts(out) == ["Hecho: he enviado tu reserva a Casa Lúa. Una persona la confirmará y te avisaré "
                          "aquí mismo; hasta entonces no está confirmada."]
    assert out["request"]["kind"] == "booking" and out["request"]["status"] == "pending"
    assert out["request"]["total_cents"] is None
    request_id = out["request"]["id"]

    staff = client.get(f"/api/{slug}/staff", headers={"X-Session": session}).get_json()
    row = next(r for r in staff["requests"] if r["id"] == request_id)
    assert row["kind"] == "booking" and row["status"] == "pending" and row["group"] == "pending"
    assert row["party"] == 4 and row["ymd"] == "2026-11-06" and row["time"] == "21:00" and row["name"] == "Iria"
    assert row["slot_start"].startswith("2026-11-06T")

    # the visitor's own pending table now counts in the slots they see
    slots = client.get(f"/api/{slug}/slots?date=2026-11-06&party=4").get_json()
    assert slots["ok"] is True and slots["reason"] is None
    at_nine = next(s for s in slots["slots"] if s["time"] == "21:00")
    assert at_nine["table"] == 4 and at_nine["left"] >= 1

    res = client.post(f"/api/{slug}/staff/act", json={"session": session, "request_id": request_id, "action": "accept"})
    assert res.status_code == 200, res.get_json()
    act = res.get_json()
    assert act["ok"] is True and act["status"] == "confirmed" and act["approval_id"]
    assert act["calendar"]["created"] is True and act["calendar"]["ok"] is True
    assert act["calendar"]["event_id"] == f"cal-{act['approval_id']}"
    assert act["message"] == "Reserva confirmada: te esperamos el viernes 6 de noviembre a las 21:00."

    conv = client.get(f"/api/{slug}/conversation?case={case}", headers={"X-Session": session}).get_json()
    assert conv["request"]["status"] == "confirmed" and conv["request"]["kind"] == "booking"
    last = conv["messages"][-1]
    assert last["role"] == "staff"
    assert last["text"] == "Reserva confirmada: te esperamos el viernes 6 de noviembre a las 21:00."


def test_salon_appointment_by_chat_then_a_person_accepts(client, session):
    slug = "peluqueria"
    out = chat(client, slug, session, text="corte de mujer y tinte con Marta el martes por la tarde")
    case = out["case_id"]
    assert texts(out)[0] == ("Apunto: corte de mujer y tinte con Marta el martes 3 de noviembre. "
                             "Total 57,00 €; dura unos 105 minutos.")
    out = press(client, slug, session, out, "17:00")
    assert texts(out) == ["¿A nombre de quién hago la reserva?"]
    chat(client, slug, session, case, text="Uxía")
    chat(client, slug, session, case, text="600111222")
    out = chat(client, slug, session, case, text="no")
    out = press(client, slug, session, out, "Enviar reserva")
    assert out["request"]["status"] == "pending" and out["request"]["total_cents"] == 5700
    request_id = out["request"]["id"]

    row = next(r for r in client.get(f"/api/{slug}/staff", headers={"X-Session": session}).get_json()["requests"]
               if r["id"] == request_id)
    assert row["services"] == ["corte-mujer", "tinte"] and row["resource"] == "marta"
    assert row["total_cents"] == 5700

    slots = client.get(f"/api/{slug}/slots?date=2026-11-03&services=corte-mujer,tinte&resource=marta").get_json()
    assert slots["ok"] is True and "17:00" in [s["time"] for s in slots["slots"]]
    assert all(s["resource"] == "marta" for s in slots["slots"])

    res = client.post(f"/api/{slug}/staff/act", json={"session": session, "request_id": request_id, "action": "accept"})
    act = res.get_json()
    assert res.status_code == 200 and act["status"] == "confirmed"
    assert act["calendar"]["created"] is True and act["calendar"]["event_id"].startswith("cal-apr")
    conv = client.get(f"/api/{slug}/conversation?case={case}", headers={"X-Session": session}).get_json()
    assert conv["messages"][-1]["text"] == "Reserva confirmada: te esperamos el martes 3 de noviembre a las 17:00."
    assert conv["request"]["status"] == "confirmed"

    # the same visitor asking again: Marta is now theirs 17:00–18:45, and no other 105-minute
    # start fits her Tuesday (the morning is taken by other clients)
    out = chat(client, slug, session, text="corte de mujer y tinte con Marta el martes a las 17")
    assert texts(out)[-1] == "El martes 3 de noviembre ya no me queda hueco. ¿Qué día te va bien?"
    assert "mar 3 nov" not in [c["label"] for c in chips(out)]


def test_slots_for_tables_and_staff(client):
    tables = client.get("/api/restaurante/slots?date=2026-11-06&party=4").get_json()
    assert tables["ok"] is True
    assert [s["time"] for s in tables["slots"]] == ["13:00", "13:30", "14:00", "14:30", "20:00", "20:30",
                                                    "21:00", "21:30", "22:00"]
    assert {s["table"] for s in tables["slots"]} == {4}
    closed = client.get("/api/restaurante/slots?date=2026-11-02&party=4").get_json()
    assert closed == {"ok": False, "reason": "closed", "slots": []}
    staff = client.get("/api/peluqueria/slots?date=2026-11-03&services=corte-mujer,tinte&resource=marta").get_json()
    assert staff["ok"] is True
    assert [s["time"] for s in staff["slots"]] == ["16:00", "16:15", "16:30", "16:45", "17:00", "17:15",
                                                   "17:30", "17:45", "18:00", "18:15"]
    iago = client.get("/api/peluqueria/slots?date=2026-11-03&services=corte-mujer,tinte&resource=iago").get_json()
    assert iago == {"ok": False, "reason": "resource", "slots": []}


def test_a_big_group_by_chat_is_a_handoff_for_a_person(client, session):
    out = chat(client, "restaurante", session, text="queremos reservar mesa para 10 el sábado")
    assert texts(out)[-1].startswith("Para grupos de más de 8 personas prefiero que lo vea una persona de Casa Lúa")
    assert out["request"]["kind"] == "handoff" and out["request"]["status"] == "pending"
    assert out["state"] == "handoff"


def test_the_bakery_answers_that_it_takes_no_bookings(client, session):
    out = chat(client, "pasteleria", session, text="quiero reservar una mesa para cuatro el sábado")
    assert texts(out) == ["Aquí no gestiono reservas. Puedes llamar al 981 000 404 y te atienden."]


def test_calendar_event_needs_an_approval():
    assert calendar.create_event() == {"ok": False, "created": False, "error": "approval_id required"}
    assert calendar.create_event(approval_id="")["ok"] is False
    made = calendar.create_event(approval_id="apr-123", title="x", start="2026-11-06T21:00:00+01:00")
    assert made["ok"] is True and made["created"] is True and made["event_id"] == "cal-apr-123"
