"""Stop 57 over HTTP (real Postgres, the app as served): a complaint said with a new order that cannot be
made as asked («…estaba seca, quiero otra para mañana», 48 hours' notice) goes on with the order: the
customer writes the order to the end and the panel's order carries the complaint, so a person sees both.
(A request for a person opened in that first turn took the rest of the chat and the order was lost.)"""
from __future__ import annotations

from tests.chat_client import Visitor


def _requests_of(v: Visitor) -> list[dict]:
    return [r for r in v.staff()["requests"] if r.get("case_id", v.case_id) == v.case_id]


def test_the_order_after_the_complaint_reaches_the_panel_with_it(client):
    v = Visitor(client)
    v.say("la tarta de queso de ayer estaba seca, quiero otra para mañana")
    assert v.texts[0].startswith("Siento lo ocurrido. Lo apunto junto al pedido nuevo")
    assert "Mañana no llego" in v.said
    for said in ("8 raciones", "el martes", "a las 10", "Ana", "600123123"):
        v.say(said)
    assert "Anotado" not in v.said
    v.say("no")
    out = v.press("Enviar pedido")
    assert out["request"]["kind"] == "order" and out["request"]["status"] == "pending"
    order = next(r for r in v.staff()["requests"] if r["id"] == out["request"]["id"])
    assert "2026-11-03" in str(order) and "seca" in str(order)
    assert not [r for r in _requests_of(v) if r["kind"] == "handoff"]
