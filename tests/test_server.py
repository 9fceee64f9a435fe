"""One full order over real HTTP: a server on a free port, a customer, a person, polling."""
from __future__ import annotations

import secrets

import requests


def test_full_order_over_real_http(live_server):
    session, case = secrets.token_hex(16), None
    http = requests.Session()

    def say(body):
        nonlocal case
        res = http.post(f"{live_server}/api/pasteleria/chat", json={"session": session, "case_id": case, **body}, timeout=10)
        assert res.status_code == 200, res.text
        out = res.json()
        case = out["case_id"]
        return out

    out = say({"text": "Quiero una tarta de queso para 12 personas para el sábado a las 11"})
    assert out["replies"][0]["text"].startswith("Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €.")
    say({"text": "Laura"})
    say({"text": "655444333"})
    out = say({"text": "Feliz cumple Mateo"})
    send = next(c for r in out["replies"] for c in (r["meta"] or {}).get("chips", []) if c["label"] == "Enviar pedido")
    out = say({"action": send["action"], "label": send["label"]})
    assert out["request"]["status"] == "pending"
    polled = http.get(f"{live_server}/api/pasteleria/conversation", params={"case": case}, headers={"X-Session": session}, timeout=10).json()
    assert polled["request"]["status"] == "pending"
    act = http.post(f"{live_server}/api/pasteleria/staff/act",
                    json={"session": session, "request_id": out["request"]["id"], "action": "accept"}, timeout=10)
    assert act.status_code == 200 and act.json()["status"] == "confirmed"
    polled = http.get(f"{live_server}/api/pasteleria/conversation", params={"case": case}, headers={"X-Session": session}, timeout=10).json()
    assert polled["request"]["status"] == "confirmed"
    assert polled["messages"][-1]["role"] == "staff"
    assert polled["messages"][-1]["text"] == ("Pedido confirmado: estará listo el sábado 7 de noviembre a las 11:00. "
                                              "Total 30,00 €; se paga al recoger.")
    assert act.headers["Content-Type"].startswith("application/json")
