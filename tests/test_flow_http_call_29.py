"""Stop 29 over HTTP (real Postgres, the app as served): a call asked for hands over a request and
asks the phone; the phone the customer then gives joins the person's request («Anoto tu teléfono…»,
stop 62: written into that request's data), like a call asked for while a person already has the
chat («Anotado…»), never «no lo tengo claro»."""
from __future__ import annotations

from tests.chat_client import Visitor


def _text(out: dict) -> str:
    return " ".join(r["text"] for r in out["replies"])


def test_a_call_asked_for_then_the_phone(client):
    v = Visitor(client)
    call = v.say("¿me puede llamar alguien?")
    assert call["request"]["kind"] == "handoff" and "que te llamen" in _text(call)
    assert "¿A qué teléfono?" in _text(call)
    phone = v.say("611 222 333")
    assert _text(phone).startswith("Anoto tu teléfono, 611 22 23 33, para que te llame la persona")
    assert phone["request"]["id"] == call["request"]["id"]
    assert {r["id"]: r for r in v.staff()["requests"]}[call["request"]["id"]]["phone"] == "+34611222333"


def test_a_call_asked_for_while_a_person_has_the_question(client):
    v = Visitor(client)
    assert v.say("¿tenéis wifi en el local?")["request"]["kind"] == "question"
    out = v.say("¿me puede llamar alguien?")
    assert _text(out).startswith("Anotado: se lo he hecho llegar al local"), _text(out)
    out = v.say("611 222 333")
    assert _text(out).startswith("Anoto tu teléfono, 611 22 23 33"), _text(out)
    assert "no lo tengo claro" not in _text(out)
    assert {r["id"]: r for r in v.staff()["requests"]}[out["request"]["id"]]["phone"] == "+34611222333"
