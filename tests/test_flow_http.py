"""Conversations that last: persistence, the HTTP contract, a person confirms, isolation."""
from __future__ import annotations

import re
import secrets

import psycopg
import pytest

from bizengine.service import staff
from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.chat_client import Visitor
from tests.conftest import make_conf

CHEESECAKE = "Quiero una tarta de queso para 12 personas para el sábado a las 11"
CONFIRMED = "Pedido confirmado: estará listo el sábado 7 de noviembre a las 11:00. Total 30,00 €; se paga al recoger."


def order_cheesecake(v: Visitor) -> dict:
    out = v.say(CHEESECAKE)
    assert out["mode"] == "new"
    assert v.texts[0].startswith("Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €.")
    assert "¿A nombre de quién lo preparo?" in v.said
    assert out["request"]["kind"] == "order" and out["request"]["status"] == "collecting"
    v.say("Laura")
    assert "¿Y un teléfono de contacto? Solo lo usará el local si hay algún problema con el pedido." in v.said
    v.say("655444333")
    assert "¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)? Si no, dime «no»." in v.said
    v.say("Feliz cumple Mateo")
    assert "Este es el pedido que enviaré al local." in v.said
    assert {"Enviar pedido", "Añadir algo", "Cambiar la hora"} <= set(v.chip_labels())
    out = v.press("Enviar pedido")
    assert v.said.startswith("Hecho: he enviado tu pedido a Obrador Mel.")
    assert out["request"]["status"] == "pending" and out["request"]["total_cents"] == 3000
    assert out["state"] == "await_approval"
    return out["request"]


def test_a_foreign_phone_reaches_the_business_with_its_country(client):
    """Issue 19: «+351 912 345 678» is stored +351912345678 (not a Madrid 912…) and shown whole."""
    v = Visitor(client)
    v.say("Dúas palmeras para o sábado ás 11")
    v.say("Noa")
    v.say("+351 912 345 678")
    v.say("non")
    out = v.press("Enviar pedido")
    item = next(r for r in v.staff()["requests"] if r["id"] == out["request"]["id"])
    assert (item["phone"], item["phone_display"]) == ("+351912345678", "+351 912 345 678")


def test_full_order_then_a_person_confirms(client):
    v = Visitor(client)
    req = order_cheesecake(v)
    listing = v.staff()
    assert listing["counts"]["pending"] == 1
    item = next(r for r in listing["requests"] if r["id"] == req["id"])
    assert item["customer_text"] == CHEESECAKE
    assert item["name"] == "Laura" and item["note"] == "Feliz cumple Mateo"
    assert (item["phone"], item["phone_display"]) == ("+34655444333", "655 44 43 33")   # stored E.164, shown national
    assert item["total_cents"] == 3000
    assert any(e["step"] == "pickup" for e in item["evidence"])
    res = v.act(req["id"], "accept")
    assert res["ok"] is True and res["status"] == "confirmed" and res["approval_id"].startswith("apr-")
    assert res["message"] == CONFIRMED
    conv = v.conversation().get_json()
    assert conv["messages"][-1]["role"] == "staff" and conv["messages"][-1]["text"] == CONFIRMED
    assert conv["request"]["status"] == "confirmed" and conv["state"] == "emit"
    assert v.staff()["counts"]["done"] >= 1
    v.act(req["id"], "accept", expect=409)  # confirming twice is refused, not repeated


def test_accept_writes_approval_event_and_closing_markdown(client, app, database):
    v = Visitor(client)
    req = order_cheesecake(v)
    res = v.act(req["id"], "accept", message="Os esperamos.")
    assert res["message"] == f"{CONFIRMED} Os esperamos."
    with database.tx() as conn:
        approval = conn.execute("SELECT actor, decision FROM approvals WHERE id = %s", (res["approval_id"],)).fetchone()
        events = [r["type"] for r in conn.execute("SELECT type FROM events WHERE case_id = %s ORDER BY id", (v.case_id,))]
        art = conn.execute("SELECT path, content FROM artifacts WHERE approval_id = %s", (res["approval_id"],)).fetchone()
    assert approval == {"actor": "local (demostración)", "decision": "accept"}
    assert "approval" in events
    assert art["content"].startswith(f"# Expediente {v.case_id}")
    assert "- 1 × Tarta de queso (12 raciones): 30,00 €" in art["content"]     # with its options
    assert f"## Mensaje\n\n{CONFIRMED} Os esperamos." in art["content"]        # and what the customer read
    with open(art["path"], encoding="utf-8") as f:
        assert f.read() == art["content"]


def test_finish_confirmed_refuses_without_an_approval(client, database):
    v = Visitor(client)
    req = order_cheesecake(v)
    with database.tx() as conn:
        row = conn.execute("SELECT r.*, 'es' AS case_lang FROM biz_requests r WHERE id = %s", (req["id"],)).fetchone()
        case = conn.execute("SELECT * FROM cases WHERE id = %s", (v.case_id,)).fetchone()
        with pytest.raises(PermissionError, match="approval_id"):
            staff.finish_confirmed(conn, None, case, row, None)
        with pytest.raises(PermissionError, match="no existe"):
            staff.finish_confirmed(conn, None, case, row, "apr-forged")
    assert v.conversation().get_json()["request"]["status"] == "pending"


def test_change_proposal_round_trip_accepted(client):
    v = Visitor(client)
    req = order_cheesecake(v)
    slots = client.get("/api/pasteleria/slots", query_string={"date": "2026-11-07"}).get_json()
    free = next(s["time"] for s in slots["slots"] if s["time"] != "11:00")
    res = v.act(req["id"], "change", date="2026-11-07", time=free)
    assert res["status"] == "change_proposed"
    conv = v.conversation().get_json()
    last = conv["messages"][-1]
    assert last["text"] == f"El local no llega a la hora pedida. Propone dejártelo listo el sábado 7 de noviembre a las {free}. ¿Te viene bien?"
    assert [c["label"] for c in last["meta"]["chips"]] == ["Aceptar la nueva hora", "No me viene bien"]
    v.last = {"replies": [last]}
    v.press("Aceptar la nueva hora")
    assert v.texts == [f"Pedido confirmado: estará listo el sábado 7 de noviembre a las {free}. Total 30,00 €; se paga al recoger."]
    assert v.last["request"]["status"] == "confirmed"


def test_change_proposal_rejected_goes_back_to_pending(client):
    v = Visitor(client)
    req = order_cheesecake(v)
    v.act(req["id"], "change", date="2026-11-07", time="12:00")
    v.post({"action": {"type": "change_reject"}, "label": "No me viene bien"})
    assert v.last["request"]["status"] == "pending"
    assert v.staff()["counts"]["pending"] == 1


@pytest.mark.parametrize("date,time", [("2026-11-02", "11:00"), ("2026-10-30", "11:00"), ("2026-11-07", "15:00")])
def test_change_to_a_slot_that_is_not_free_is_409(client, date, time):
    v = Visitor(client)
    req = order_cheesecake(v)
    res = v.act(req["id"], "change", expect=409, date=date, time=time)
    assert res["error"] == f"el hueco {date} {time} no está libre"


def test_deny_with_a_reason_reaches_the_customer(client):
    v = Visitor(client)
    req = order_cheesecake(v)
    res = v.act(req["id"], "deny", message="Ese día cerramos por inventario.")
    assert res["status"] == "denied"
    conv = v.conversation().get_json()
    assert conv["messages"][-1]["text"] == "El local no puede aceptar este pedido. Motivo: Ese día cerramos por inventario."
    assert conv["state"] == "refused"


RECAP = "Tu pedido enviado: 1 × Tarta de queso (12 raciones), total 30,00 €, para recoger el sábado 7 de noviembre a las {time}."


def test_what_was_sent_is_recalled_while_it_waits(client):
    v = Visitor(client)
    order_cheesecake(v)
    v.say("¿qué llevo pedido?")
    assert v.said == RECAP.format(time="11:00") + (" Aún está pendiente de confirmación por una persona de Obrador Mel; "
                                                   "te avisaré aquí mismo.")


def test_what_was_sent_is_recalled_at_the_time_taken_after_a_change(client):
    v = Visitor(client)
    req = order_cheesecake(v)
    v.act(req["id"], "change", date="2026-11-07", time="12:00")
    v.post({"action": {"type": "change_accept"}, "label": "Aceptar la nueva hora"})
    v.say("¿a qué hora tengo que ir a recogerlo?")
    assert v.said == RECAP.format(time="12:00")


def test_a_denied_request_is_not_recalled_as_the_customer_s(client):
    v = Visitor(client)
    req = order_cheesecake(v)
    v.act(req["id"], "deny", message="Ese día cerramos por inventario.")
    v.say("¿qué llevo pedido?")
    assert "Tu pedido enviado" not in v.said


@pytest.mark.parametrize("body,message", [
    ({"session": "a" * 32, "request_id": "req-x", "action": "publish"}, "acción desconocida: «publish» (accept, change, deny o answer)"),
    ({"session": "nope", "request_id": "req-x", "action": "accept"}, "session debe tener 32 caracteres hexadecimales en minúscula"),
    ({"session": "a" * 32, "request_id": "req-x", "action": "change", "date": "7/11", "time": "11:00"}, "date debe ser YYYY-MM-DD"),
])
def test_staff_act_bad_input(client, body, message):
    res = client.post("/api/pasteleria/staff/act", json=body)
    assert res.status_code == 400 and res.get_json() == {"error": message}


def test_a_question_for_a_person_is_answered_from_the_panel(client):
    v = Visitor(client)
    v.say("¿Tenéis wifi en el local?")
    assert v.said == ("Eso no lo tengo claro y prefiero no inventarlo. Le paso tu pregunta a una persona de Obrador Mel "
                      "y te responderá aquí; si es urgente, llama al 981 000 404. Soy un asistente; una persona lo confirmará.")
    assert v.last["request"]["kind"] == "question" and v.last["request"]["status"] == "pending"
    out = v.say("¿Sigues ahí?")
    assert out["mode"] == "handoff"
    assert v.texts == ["Anotado: se lo he hecho llegar al local. Te responderán aquí mismo."]
    qid = out["request"]["id"]
    res = v.act(qid, "answer", message="No tenemos wifi, lo sentimos.")
    assert res["status"] == "answered"
    conv = v.conversation().get_json()
    assert conv["messages"][-1] == {**conv["messages"][-1], "role": "staff", "text": "No tenemos wifi, lo sentimos."}


def test_an_aside_while_a_request_waits_leaves_it_untouched(client):
    v = Visitor(client)
    req = order_cheesecake(v)
    out = v.say("¿qué teléfono tenéis?")
    assert out["mode"] == "aside"
    assert v.texts[0] == "Puedes llamar al 981 000 404 o escribir a encargos@obradormel.example."
    conv = v.conversation().get_json()
    assert conv["request"]["id"] == req["id"] and conv["request"]["status"] == "pending"
    assert len(conv["asides"]) == 1


@pytest.mark.parametrize("change", ["añade 2 palmeras", "me equivoque, eran 2 tartas", "quiero añadir 2 palmeras",
                                    "se me olvido, tambien una bica"])
def test_a_change_while_the_order_waits_goes_to_the_phone_and_starts_nothing(client, change):
    """Over HTTP the turn after sending runs in a fresh dialog aside: «añade 2 palmeras» there started
    a second order for today."""
    v = Visitor(client)
    req = order_cheesecake(v)
    out = v.say(change)
    assert v.said.startswith("Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 404.")
    conv = v.conversation().get_json()
    assert conv["request"]["id"] == req["id"] and conv["request"]["status"] == "pending"
    assert out["request"] is None or out["request"]["kind"] != "order"     # an aside answered, no second order


@pytest.mark.parametrize("text", ["¿está confirmado ya?", "Enviar pedido", "enviar", "¿me lo confirmáis?"])
def test_after_sending_whether_it_is_confirmed_is_answered_and_nothing_new_starts(client, text):
    """Over HTTP the turn after sending runs in a fresh dialog aside: a second «Enviar» started an
    empty request, and «¿está confirmado?» went to a person as a question."""
    v = Visitor(client)
    req = order_cheesecake(v)
    out = v.say(text)
    assert v.said == ("Ya está enviado y aún sin confirmar: una persona de Obrador Mel lo revisa y te avisaré aquí "
                      "mismo en cuanto lo confirme.")
    conv = v.conversation().get_json()
    assert conv["request"]["id"] == req["id"] and conv["request"]["status"] == "pending"
    assert out["request"] is None or out["request"]["kind"] not in ("order", "question")


def test_restart_in_the_middle_of_an_order(database, database_url, datasets_dir, tmp_path):
    conf = make_conf(database_url, datasets_dir, tmp_path)
    first = create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()
    v = Visitor(first)
    v.say(CHEESECAKE)
    v.say("Laura")
    # a brand-new process: nothing in memory, everything from Postgres
    v.client = create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()
    v.say("655444333")
    assert "¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)? Si no, dime «no»." in v.said
    v.say("no")
    v.press("Enviar pedido")
    assert v.last["request"]["status"] == "pending" and v.last["request"]["total_cents"] == 3000


def test_another_session_sees_nothing_and_can_do_nothing(client, new_session):
    owner = Visitor(client)
    req = order_cheesecake(owner)
    other = Visitor(client)
    missing = other.conversation(case="EXP-20261031-000000")
    foreign = other.conversation(case=owner.case_id)
    assert foreign.status_code == missing.status_code == 404
    assert foreign.get_json() == missing.get_json() == {"error": "no existe esa conversación"}
    assert all(r["id"] != req["id"] for r in other.staff()["requests"])
    assert other.act(req["id"], "accept", expect=404) == {"error": "no existe esa solicitud"}
    other.case_id = owner.case_id
    out = other.say("hola")
    assert out["mode"] == "new" and out["case_id"] != owner.case_id
    assert owner.conversation().get_json()["request"]["status"] == "pending"


@pytest.mark.parametrize("body,message", [
    ({"session": "XYZ", "text": "hola"}, "session debe tener 32 caracteres hexadecimales en minúscula"),
    ({"session": "a" * 32}, "falta text o action"),
    ({"session": "a" * 32, "text": "   "}, "falta text o action"),
    ({"session": "a" * 32, "action": {"type": "confirm"}}, "tipo de acción desconocido: «confirm»"),
    ({"session": "a" * 32, "action": "send"}, "action debe ser un objeto con type"),
    (["not", "an", "object"], "el cuerpo debe ser un objeto JSON"),
])
def test_chat_bad_input(client, body, message):
    res = client.post("/api/pasteleria/chat", json=body)
    assert res.status_code == 400
    assert res.get_json() == {"error": message}


def test_unknown_action_fields_are_ignored_and_text_is_cut(client, database):
    v = Visitor(client)
    v.post({"action": {"type": "add", "item_id": "palmera", "evil": "x" * 100}, "label": "Añadir: Palmera de hojaldre"})
    assert v.texts[0].startswith("Apunto: 1 × Palmera de hojaldre. Total 2,20 €.")
    v2 = Visitor(client)
    v2.say("hola " + "a" * 2000)
    with database.tx() as conn:
        text = conn.execute("SELECT text FROM messages WHERE case_id = %s AND role = 'user'", (v2.case_id,)).fetchone()["text"]
    assert len(text) == 500


CARD = "4111 1111 1111 1111"
DNI = "12345678Z"


# The card's first eight digits, however spaced: a bare «4111» is also a serial id of some row.
CARD_START = re.compile(r"4111[\s.-]*1111")


def dump_case(database, case_id: str) -> str:
    """Every stored row of a case, as text, to search for what must never be stored."""
    tables = ["cases", "messages", "biz_requests", "events", "router_decisions", "citations",
              "tool_calls", "proposals", "approvals", "artifacts"]
    out = []
    with database.tx() as conn:
        for t in tables:
            key = "id" if t == "cases" else "case_id"
            rows = conn.execute(f"SELECT * FROM {t} WHERE {key} = %s", (case_id,)).fetchall()
            out.append(repr(rows))
    return "\n".join(out)


def test_cards_and_dni_are_never_stored_on_any_path(client, database):
    v = Visitor(client)
    v.say(f"mi tarjeta es {CARD}")
    assert v.texts == ["Por seguridad, no escribas datos de tarjeta por aquí: no los necesito ni los guardo "
                       "(los he tapado en el chat). El pago se hace en el local."]
    v.say(f"Quiero dos palmeras para el sábado a las 11 a nombre de Iria {DNI}")
    v.say("655444333")
    v.say(f"Pagaré con la {CARD} y mi dni es {DNI}")
    assert v.texts[0].startswith("Por seguridad, no escribas datos de tarjeta por aquí")
    v.say(f"Dedicatoria: Feliz cumple, DNI {DNI}")
    v.say("no")
    v.post({"action": {"type": "send"}, "label": f"Enviar {CARD}"})
    assert v.last["request"]["status"] == "pending"
    req = v.last["request"]
    v.act(req["id"], "answer", message=f"Recibido, no hace falta la tarjeta {CARD} ni el DNI {DNI}")
    dump = dump_case(database, v.case_id)
    digits = CARD.replace(" ", "")
    assert CARD not in dump and digits not in dump and not CARD_START.search(dump)
    assert DNI not in dump and "12345678" not in dump
    assert "[TARJETA]" in dump and "[DNI]" in dump


@pytest.mark.parametrize("text,level", [
    ("mi hija tiene 12 años y es celíaca", "minor"),
    ("soy celíaca", "health"),
    ("mi dni es 12345678Z", "dni"),
    (f"tarjeta {CARD}", "card"),
    ("llamadme al 655 444 333", "phone"),
    ("escribidme a ana@example.com", "email"),
    ("hola", "none"),
])
def test_pii_level_is_classified_from_the_original_message(client, database, text, level):
    v = Visitor(client)
    v.say(text)
    with database.tx() as conn:
        assert conn.execute("SELECT pii_level FROM cases WHERE id = %s", (v.case_id,)).fetchone()["pii_level"] == level


def test_the_engine_never_stores_a_confirmed_status_from_a_customer_turn(client, database):
    v = Visitor(client)
    order_cheesecake(v)
    for label in ("Aceptar la nueva hora", "Confirmar"):
        v.post({"action": {"type": "change_accept"}, "label": label})
    with database.tx() as conn:
        statuses = {r["status"] for r in conn.execute("SELECT status FROM biz_requests WHERE case_id = %s", (v.case_id,))}
    assert "confirmed" not in statuses


def test_rate_limit_per_session(database, database_url, datasets_dir, tmp_path):
    conf = make_conf(database_url, datasets_dir, tmp_path, RATELIMIT_ENABLED="1")
    client = create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()
    v = Visitor(client)
    for _ in range(40):
        v.say("hola")
    res = v.post({"text": "hola"}, expect=429)
    assert res == {"error": "Demasiados mensajes seguidos: espera un minuto y vuelve a intentarlo."}
    # another visitor from another address is not affected
    other = client.post("/api/pasteleria/chat", json={"session": "b" * 32, "text": "hola"},
                        environ_base={"REMOTE_ADDR": "198.51.100.7"})
    assert other.status_code == 200


def test_forwarded_for_is_ignored_without_trust_proxy(database, database_url, datasets_dir, tmp_path):
    conf = make_conf(database_url, datasets_dir, tmp_path, RATELIMIT_ENABLED="1")
    client = create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()
    codes = [client.post("/api/pasteleria/chat", json={"session": f"{i:032x}", "text": "hola"},
                         headers={"X-Forwarded-For": f"203.0.113.{i}"}).status_code for i in range(41)]
    assert codes[:40] == [200] * 40 and codes[40] == 429   # one address, however many headers it invents


def test_forwarded_for_is_honoured_with_trust_proxy(database, database_url, datasets_dir, tmp_path):
    conf = make_conf(database_url, datasets_dir, tmp_path, RATELIMIT_ENABLED="1", TRUST_PROXY="1")
    client = create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()
    codes = [client.post("/api/pasteleria/chat", json={"session": f"{i:032x}", "text": "hola"},
                         headers={"X-Forwarded-For": f"203.0.113.{i}"}).status_code for i in range(41)]
    assert codes == [200] * 41


def test_conversation_without_case_returns_the_latest(client):
    v = Visitor(client)
    v.say("hola")
    res = client.get("/api/pasteleria/conversation", headers={"X-Session": v.session})
    assert res.status_code == 200 and res.get_json()["case_id"] == v.case_id


def test_events_record_every_state_change(client, database):
    v = Visitor(client)
    order_cheesecake(v)
    with database.tx() as conn:
        moves = [(r["payload"]["from"], r["payload"]["to"]) for r in conn.execute(
            "SELECT payload FROM events WHERE case_id = %s AND type = 'state' ORDER BY id", (v.case_id,))]
    assert moves[:4] == [("intake", "enrich"), ("enrich", "route"), ("route", "propose"), ("propose", "enrich")]
    assert moves[-1] == ("propose", "await_approval")
    with pytest.raises(psycopg.errors.RaiseException):
        with database.tx() as conn:
            conn.execute("DELETE FROM events WHERE case_id = %s", (v.case_id,))


@pytest.mark.parametrize("action,message", [
    ({"type": "add", "item_id": "pizza"}, "acción no válida para este negocio: unknown item: 'pizza'"),
    ({"type": "party", "n": 4}, "acción no válida para este negocio: pasteleria takes no bookings: 'party'"),
    ({"type": "time", "min": "abc"}, "action.min debe ser un número entero"),
    ({"type": "qty", "line": 0, "delta": True}, "action.delta debe ser un número entero"),
    ({"type": "pick", "item_id": ["x"]}, "action.item_id debe ser texto"),
])
def test_a_button_with_bad_fields_is_a_400_and_changes_nothing(client, action, message):
    v = Visitor(client)
    v.say("dos palmeras")
    res = client.post("/api/pasteleria/chat", json={"session": v.session, "case_id": v.case_id, "action": action, "label": "x"})
    assert res.status_code == 400 and res.get_json() == {"error": message}
    assert v.conversation().get_json()["request"]["total_cents"] == 440


def test_agenda_of_today_by_default_shows_the_visitors_own_slot(client):
    v = Visitor(client)
    req = order_cheesecake(v)
    today = client.get("/api/pasteleria/agenda", headers={"X-Session": v.session}).get_json()
    assert today["date"] == "2026-10-31"
    day = client.get("/api/pasteleria/agenda", query_string={"date": "2026-11-07"}, headers={"X-Session": v.session}).get_json()
    eleven = next(r for r in day["rows"] if r["time"] == "11:00")
    assert eleven["mine"] == 1 and eleven["total"] >= eleven["taken"] + eleven["mine"]
    v.act(req["id"], "change", date="2026-11-07", time="12:00")
    day = client.get("/api/pasteleria/agenda", query_string={"date": "2026-11-07"}, headers={"X-Session": v.session}).get_json()
    assert next(r for r in day["rows"] if r["time"] == "12:00")["mine"] == 1   # the proposed time holds the slot
    assert next(r for r in day["rows"] if r["time"] == "11:00")["mine"] == 0
    bad = client.get("/api/pasteleria/agenda", query_string={"date": "7/11"}, headers={"X-Session": v.session})
    assert bad.status_code == 400 and bad.get_json() == {"error": "date debe ser YYYY-MM-DD"}


def test_two_decisions_at_once_on_one_request_cannot_both_win(live_server):
    """accept, deny and accept fired together: exactly one wins, the others get a 409."""
    import threading
    import requests
    session = secrets.token_hex(16)
    http = requests.Session()
    case = None
    for body in ({"text": "Dos palmeras para el sábado a las 11 a nombre de Iria, teléfono 655444333"}, {"text": "no"},
                 {"action": {"type": "send"}, "label": "Enviar pedido"}):
        out = http.post(f"{live_server}/api/pasteleria/chat", json={"session": session, "case_id": case, **body}, timeout=10).json()
        case = out["case_id"]
    rid = out["request"]["id"]
    codes, statuses = [], []

    def act(action):
        res = requests.post(f"{live_server}/api/pasteleria/staff/act",
                            json={"session": session, "request_id": rid, "action": action}, timeout=10)
        codes.append(res.status_code)
        statuses.append(res.json().get("status"))

    threads = [threading.Thread(target=act, args=(a,)) for a in ("accept", "deny", "accept")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(codes) == [200, 409, 409]
    conv = http.get(f"{live_server}/api/pasteleria/conversation", params={"case": case}, headers={"X-Session": session}, timeout=10).json()
    staff_msgs = [m["text"] for m in conv["messages"] if m["role"] == "staff"]
    assert len(staff_msgs) == 1
    assert conv["request"]["status"] == next(s for s in statuses if s)


@pytest.mark.parametrize("body", [
    {"text": "hola \ud83d"},                   # a lone surrogate: half an emoji cut by a careless client
    {"text": "dos palmeras\u0000 por favor"},   # a NUL character
    {"action": {"type": "add", "item_id": "palmera"}, "label": "Añadir\u0000"},
])
def test_text_postgres_cannot_store_is_dropped_not_a_500(client, database, body):
    v = Visitor(client)
    out = v.post(body)
    with database.tx() as conn:
        texts = [r["text"] for r in conn.execute("SELECT text FROM messages WHERE case_id = %s", (out["case_id"],))]
    assert texts and all("\u0000" not in t for t in texts)


@pytest.mark.parametrize("query", [{"case": "EXP-\u0000"}, {"case": "x" * 300}])
def test_conversation_with_a_malformed_case_is_a_404(client, session, query):
    res = client.get("/api/pasteleria/conversation", query_string={**query}, headers={"X-Session": session})
    assert res.status_code == 404 and res.get_json() == {"error": "no existe esa conversación"}


@pytest.mark.parametrize("action,message", [
    ({"type": "qty", "line": 0, "delta": 1000000}, "action.delta debe estar entre -1000 y 1000"),
    ({"type": "add", "item_id": "croissant", "qty": 1000000000}, "action.qty debe estar entre 1 y 1000"),
    ({"type": "add", "item_id": "croissant", "qty": 0}, "action.qty debe estar entre 1 y 1000"),
    ({"type": "time", "min": 99999}, "action.min debe estar entre 0 y 1439"),
    ({"type": "time", "min": -30}, "action.min debe estar entre 0 y 1439"),
])
def test_button_numbers_out_of_range_are_a_400(client, action, message):
    v = Visitor(client)
    v.say("dos palmeras")
    res = client.post("/api/pasteleria/chat", json={"session": v.session, "case_id": v.case_id, "action": action, "label": "x"})
    assert res.status_code == 400 and res.get_json() == {"error": message}


def test_staff_act_with_an_impossible_date_or_a_strange_id(client):
    v = Visitor(client)
    req = order_cheesecake(v)
    assert v.act(req["id"], "change", expect=400, date="2026-02-30", time="11:00") == {"error": "la fecha 2026-02-30 no existe"}
    assert v.act("req-\u0000", "accept", expect=404) == {"error": "no existe esa solicitud"}
    assert v.act(req["id"], "answer", expect=200, message="Gracias\u0000")["message"] == "Gracias"
    same = v.act(req["id"], "change", expect=409, date="2026-11-07", time="11:00")
    assert same == {"error": "es la misma hora que pidió el cliente: para aceptarla, confirma"}
    bad = client.get("/api/pasteleria/agenda", query_string={"date": "2026-02-30"}, headers={"X-Session": v.session})
    assert bad.status_code == 400 and bad.get_json() == {"error": "la fecha 2026-02-30 no existe"}


def test_accepting_a_proposed_time_writes_the_closing_note_in_output_dir(client, app, database):
    v = Visitor(client)
    req = order_cheesecake(v)
    v.act(req["id"], "change", date="2026-11-07", time="12:00")
    v.post({"action": {"type": "change_accept"}, "label": "Aceptar la nueva hora"})
    with database.tx() as conn:
        path = conn.execute("SELECT path FROM artifacts WHERE case_id = %s", (v.case_id,)).fetchone()["path"]
    assert path.startswith(app.extensions["bizengine"].conf["OUTPUT_DIR"])


def test_a_card_with_its_expiry_is_refused_and_never_stored(client, database):
    v = Visitor(client)
    v.say("quiero 2 croissants para el martes a las 10, pago con la tarjeta 4111 1111 1111 1111 12/28")
    assert v.texts[0].startswith("Por seguridad, no escribas datos de tarjeta por aquí")
    v.say("Ana Pérez, DNI 12.345.678-Z")
    dump = dump_case(database, v.case_id)
    assert not CARD_START.search(dump) and "12.345.678" not in dump


def test_eight_digits_at_the_phone_question_are_masked_and_asked_again(client, database):
    v = Visitor(client)
    v.say("quiero una empanada de zorza para el martes a las 10")
    v.say("Ana")
    v.say("61 234 567")
    assert "Ese teléfono no me parece completo. ¿Me lo escribes con sus 9 cifras?" in v.said
    assert "DNI" not in v.said
    v.say("699887766")
    assert "¿Quieres una dedicatoria o alguna indicación" in v.said
    dump = dump_case(database, v.case_id)
    assert "61 234 567" not in dump and "61234567" not in dump and "[DNI]" in dump


def test_a_message_resent_over_http_adds_once(client):
    """The stored history (not the process) tells the resend: the same words twice add 2, not 4."""
    v = Visitor(client)
    v.say("quiero 2 croissants")
    out = v.say("quiero 2 croissants")
    assert "Eso ya lo tengo apuntado y no lo sumo dos veces: 2 × Croissant de mantequilla." in v.said
    assert out["request"]["total_cents"] == 360
