"""Stop 26 over HTTP (real Postgres, the app as served): what a customer asks after sending."""
from __future__ import annotations

from tests.chat_client import Visitor
from tests.test_flow_http import order_cheesecake


def test_the_same_again_after_sending_is_a_second_request(client):
    v = Visitor(client)
    first = order_cheesecake(v)
    v.say("lo mismo para el domingo 8")
    assert v.texts[0].startswith("Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €.")
    assert "domingo 8 de noviembre a las 11:00" in v.said
    v.say("Laura")
    v.say("655444333")
    v.say("no")
    second = v.press("Enviar pedido")["request"]
    assert second["status"] == "pending" and second["id"] != first["id"]
    requests = {r["id"]: r for r in v.staff()["requests"]}
    assert requests[first["id"]]["status"] == "pending" and requests[second["id"]]["status"] == "pending"


def test_what_was_sent_lists_both_requests(client):
    v = Visitor(client)
    order_cheesecake(v)
    v.say("quiero otro pedido: 4 palmeras para mañana a las 10")
    v.say("Laura")
    v.say("655444333")
    v.say("no")
    v.press("Enviar pedido")
    v.say("¿qué he pedido?")
    assert "Tarta de queso (12 raciones), total 30,00 €" in v.said and "4 × Palmera de hojaldre" in v.said


def test_whose_name_it_is_after_sending(client):
    v = Visitor(client)
    order_cheesecake(v)
    v.say("¿a nombre de quién está?")
    assert v.said == "Está a nombre de Laura, con el teléfono 655 44 43 33."
