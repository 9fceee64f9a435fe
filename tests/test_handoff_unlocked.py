"""A question handed to a person does not lock the case (issue 16, point 4): what the data
answers is still answered, a new order or booking still works, what would go to a person again
joins the question the person already has, and the person's answer reaches the same chat.
Over HTTP with the shared app, a bakery (orders) and a salon (appointments, not food)."""
from __future__ import annotations

from tests.chat_client import Visitor

NOTED = {"es": "Anotado: se lo he hecho llegar al local. Te responderán aquí mismo.",
         "gl": "Anotado: fíxenllo chegar ao local. Responderanche aquí mesmo."}


def handed_over(v: Visitor, question: str) -> str:
    v.say(question)
    assert v.last["request"]["kind"] == "question" and v.last["request"]["status"] == "pending"
    return v.last["request"]["id"]


def test_data_questions_are_answered_while_a_person_has_one(client):
    v = Visitor(client)
    qid = handed_over(v, "¿Tenéis wifi en el local?")
    out = v.say("¿Qué tenéis sin gluten?")
    assert out["mode"] == "aside"
    assert v.said.startswith("Tenemos 3 productos sin gluten: Tarta de Santiago")
    v.say("¿a que hora abris el domingo?")          # no accents: still the hours
    assert v.said.startswith("El domingo")
    assert v.last["request"]["id"] != qid
    v.say("¿Sigues ahí?")                          # the knowledge texts do not answer for the person
    assert v.texts == [NOTED["es"]] and v.last["request"]["id"] == qid


def test_a_where_the_knowledge_cannot_answer_gets_the_address_while_a_person_has_a_question(client, database):
    """«¿Dónde os puedo encontrar?», «¿Dónde pillo el pedido?»: the knowledge is asked and has no
    section about it, so the data's address answers, beside the person's question, not in it."""
    v = Visitor(client)
    qid = handed_over(v, "¿Tenéis wifi en el local?")
    for question in ("¿Dónde pillo el pedido?", "onde vos atopo?", "donde me paso a recogerlo",
                     "¿Dónde pillo el pedido? es que vengo desde muy lejos"):     # a clause the knowledge can't answer
        out = v.say(question)
        assert out["mode"] == "aside" and v.said.startswith("Estamos en Rúa do Franco 27"), (question, v.texts)
        assert v.last["request"]["id"] != qid
    with database.tx() as conn:
        routes = [r["route"] for r in conn.execute(
            "SELECT route FROM router_decisions WHERE case_id = %s ORDER BY id", (v.case_id,))]
    assert routes == ["no_data", "local", "local", "local", "local"], routes    # the wifi question, then the data


def test_a_new_order_still_reaches_a_person(client):
    v = Visitor(client)
    qid = handed_over(v, "¿Tenéis wifi en el local?")
    v.say("Quiero una tarta de queso para 12 personas para el sábado a las 11")
    v.say("Laura")
    v.say("655444333")
    v.say("no")
    v.press("Enviar pedido")
    sent = v.last["request"]
    assert sent["kind"] == "order" and sent["status"] == "pending" and sent["id"] != qid
    kinds = {r["id"]: (r["kind"], r["status"]) for r in v.staff()["requests"]}
    assert kinds[qid] == ("question", "pending") and kinds[sent["id"]] == ("order", "pending")


def test_words_for_the_person_join_the_question_and_the_answer_comes_back(client):
    v = Visitor(client)
    qid = handed_over(v, "¿Tenéis wifi en el local?")
    out = v.say("¿Y hay enchufes para cargar el portátil?")
    assert out["mode"] == "handoff" and v.texts == [NOTED["es"]]
    assert out["request"]["id"] == qid
    assert [r["id"] for r in v.staff()["requests"] if r["kind"] == "question"] == [qid]
    v.act(qid, "answer", message="No tenemos wifi ni enchufes, lo sentimos.")
    last = v.conversation().get_json()["messages"][-1]
    assert (last["role"], last["text"]) == ("staff", "No tenemos wifi ni enchufes, lo sentimos.")


def test_galician_salon_books_while_a_person_has_a_question(client):
    v = Visitor(client, slug="peluqueria")
    qid = handed_over(v, "Tedes wifi no local?")
    v.say("seguides aí?")
    assert v.texts == [NOTED["gl"]] and v.last["request"]["id"] == qid
    v.say("quero pedir cita para un corte de muller con Marta o martes ás 17:00")
    assert v.last["mode"] == "aside" and v.last["request"]["kind"] == "booking"
    assert v.said.startswith("Apunto:")
