"""Stop 58: a service asked for with a verb, and a change said right after sending.

What was wrong:
1. A service asked for with the verb in the customer's person went to a person: at the salon
   «quiero que me corteis el pelo el martes a las 17» and «quero que me cortedes o pelo o xoves» read
   «Eso no lo tengo claro…»; at the bike workshop «quiero que me centreis la rueda el jueves a las 11»
   and «podedes centrarme a roda o luns?» too. At the summary «tambien quiero que me centreis la rueda»
   showed the same summary again and the service was silently lost. Only the forms a dataset spelt out
   one by one («cortarme el pelo», «que me reviséis la bici») were understood.
2. A change said right after sending was taken as something else: «podemos ir a las 22?» started a
   second booking («reserva a las 22:00. ¿Para cuántas personas?»), «se puede a las 12?» went to a
   person as a question and «y 2 cuadernos a5 tambien» silently started a separate new order.

What now happens:
1. A dataset alias that starts with an infinitive («cortar el pelo», «centrar a roda») is also read
   in the customer's person (present and subjunctive, Spanish and Galician: «cortéis», «cortáis»,
   «cortedes», «centrades») and with a pronoun joined («centrarme», «cortádesme»), so the service is
   written down as when it is named; at the summary it is added, as «añade un centrado de rueda» is.
2. Those changes get the answer «mejor el sábado» and «puedo añadir un marcapáginas?» already had:
   what was sent is in the business's hands, to change it call. A clearly new request («y también
   otra reserva para el sábado», «otro pedido de…», things for another day) still starts a new one.
"""
from __future__ import annotations

import pytest

from tests.chat_client import Visitor
from tests.conversation import chat, chat_after, line_counts

SALON_CUT_QUESTION = "¿Qué corte quieres: de mujer, de hombre o infantil?"
PASSED_ON = "Eso no lo tengo claro"


def _services(c) -> list[str]:
    return (c.state.get("booking") or {}).get("services") or []


# ---------- 1. a service asked for with a verb ----------

@pytest.mark.parametrize("said", [
    "quiero que me corteis el pelo el martes a las 17",
    "Quiero que me cortéis el pelo el martes a las 17",
    "me cortais el pelo el martes a las 17?",
])
def test_a_cut_asked_with_the_verb_books_the_cut_in_spanish(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts == ["Apunto: cita el martes 3 de noviembre a las 17:00.", SALON_CUT_QUESTION]
    assert t.chip_labels == ["Corte de mujer · 22,00 €", "Corte de hombre · 14,00 €", "Corte infantil · 10,00 €"]
    assert PASSED_ON not in t.text and c.requests[-1]["status"] == "collecting"


@pytest.mark.parametrize("said", [
    "quero que me cortedes o pelo o xoves",
    "cortadesme o pelo o xoves?",
])
def test_a_cut_asked_with_the_verb_books_the_cut_in_galician(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts == ["Apunto: cita o xoves 5 de novembro.", "¿Que corte queres: de muller, de home ou infantil?"]
    assert c.requests[-1]["status"] == "collecting"


def test_a_cut_asked_of_one_person_with_the_verb_asks_which_cut():
    t = chat("peluqueria").say("que me cortes el pelo el martes a las 10")
    assert t.texts == ["Apunto: cita el martes 3 de noviembre a las 10:00.", SALON_CUT_QUESTION]


def test_a_service_of_one_word_asked_with_the_verb_is_booked_with_its_price():
    c = chat("peluqueria")
    t = c.say("quiero que me peinéis el viernes a las 10")
    assert t.texts[0] == "Apunto: peinado el viernes 6 de noviembre a las 10:00. Total 18,00 €; dura unos 30 minutos."
    assert _services(c) == ["peinado"]


@pytest.mark.parametrize("said, first", [
    ("quiero que me centreis la rueda el jueves a las 11",
     "Apunto: centrado de rueda el jueves 5 de noviembre. Total 20,00 €; dura unos 40 minutos."),
    ("me centráis la rueda el lunes a las 10?",
     "Apunto: centrado de rueda el lunes 2 de noviembre a las 10:00. Total 20,00 €; dura unos 40 minutos."),
    ("podedes centrarme a roda o luns?",
     "Apunto: centrado de roda o luns 2 de novembro. Total 20,00 €; dura uns 40 minutos."),
    ("que me centredes a roda o martes",
     "Apunto: centrado de roda o martes 3 de novembro. Total 20,00 €; dura uns 40 minutos."),
])
def test_a_wheel_truing_asked_with_the_verb_is_booked(said, first):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == first and _services(c) == ["centrado"]
    assert PASSED_ON not in t.text and c.requests[-1]["status"] == "collecting"


def test_the_hour_asked_after_a_service_said_with_the_verb_is_the_workshops_question():
    t = chat("taller").say("que me centredes a roda o martes")
    assert t.texts[1] == "¿A que hora che vai ben o martes 3 de novembro?"


WORKSHOP_SUMMARY = ("revision el martes a las 10", "Breixo 688777666", "no")


@pytest.mark.parametrize("said", [
    "tambien quiero que me centreis la rueda",
    "y que me centréis la rueda también",
])
def test_a_service_asked_with_the_verb_at_the_summary_is_added_as_with_add(said):
    added = chat_after("taller", *WORKSHOP_SUMMARY, "añade un centrado de rueda")
    c = chat_after("taller", *WORKSHOP_SUMMARY)
    t = c.say(said)
    assert t.texts == added.last.texts
    assert t.texts[0] == ("Apunto: revisión completa y centrado de rueda a las 10:00. "
                          "Total 55,00 €; dura unos 100 minutos.")
    assert _services(c) == ["revision", "centrado"]


def test_a_service_asked_with_the_verb_at_the_summary_is_added_in_galician():
    c = chat_after("taller", *WORKSHOP_SUMMARY)
    t = c.say("tamén quero que me centredes a roda")
    assert _services(c) == ["revision", "centrado"]
    assert t.texts[-1] == "O martes 3 de novembro xa non me queda oco. ¿Que día che vai ben?"


def test_a_verb_no_service_names_starts_no_booking():
    c = chat("peluqueria")
    t = c.say("quiero que me llameis el martes")
    assert "Apunto" not in t.text and not _services(c)


def test_a_thing_sold_that_sounds_like_a_service_verb_books_nothing():
    c = chat("peluqueria")      # «peine» (a comb) is no form of «peinar» for the reader
    t = c.say("teneis peines?")
    assert "Apunto" not in t.text and not _services(c)


# ---------- 2. a change said right after sending ----------

TABLE = ("mesa para 4 el viernes a las 21", "Pedro 654321987", "no")
TABLE_CHANGE = "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 612."
TABLE_CHANGE_GL = "O que enviaches xa está en mans do local. Para cambialo, chama ao 981 000 612."


def _table_sent():
    c = chat_after("restaurante", *TABLE)
    c.press("Enviar reserva")
    return c


@pytest.mark.parametrize("said", ["podemos ir a las 22?", "¿Podríamos ir a las 22?", "se podria a las 21:30?"])
def test_another_hour_asked_after_sending_a_table_is_the_change_answer(said):
    c = _table_sent()
    t = c.say(said)
    assert t.texts == [TABLE_CHANGE]
    assert t.texts == _table_sent().say("mejor el sábado").texts     # the answer a change already had
    booking = c.state["booking"]
    assert (booking["party"], booking["ymd"], booking["min"]) == (4, "2026-11-06", 21 * 60)
    assert [r["status"] for r in c.requests][-1] == "pending"


def test_another_day_asked_after_sending_a_table_is_the_change_answer_in_galician():
    c = _table_sent()
    t = c.say("podemos ir o sábado?")
    assert t.texts == [TABLE_CHANGE_GL] and c.state["booking"]["ymd"] == "2026-11-06"


def test_a_new_booking_said_after_sending_still_starts_a_new_one():
    c = _table_sent()
    t = c.say("y también otra reserva para el sábado")
    assert t.texts[0] == ("Lo que enviaste sigue como está (si querías cambiarlo, llama al 981 000 612). "
                          "Te preparo lo mismo otra vez.")
    assert t.texts[1] == "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."
    assert c.requests[-1]["status"] == "collecting"


@pytest.mark.parametrize("said", ["se puede pagar con tarjeta?", "podemos ir a las 17 a ver el local?"])
def test_a_question_of_another_kind_after_sending_is_no_change(said):
    t = _table_sent().say(said)
    assert TABLE_CHANGE not in t.texts


WORKSHOP_CHANGE = "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 517."


@pytest.mark.parametrize("said, expected", [
    ("se puede a las 12?", WORKSHOP_CHANGE),
    ("se pode ás 12?", "O que enviaches xa está en mans do local. Para cambialo, chama ao 981 000 517."),
])
def test_another_hour_asked_after_sending_a_workshop_booking_is_the_change_answer(said, expected):
    c = chat_after("taller", *WORKSHOP_SUMMARY)
    c.press("Enviar reserva")
    t = c.say(said)
    assert t.texts == [expected]
    assert PASSED_ON not in t.text and c.state["booking"]["min"] == 600
    assert [r["kind"] for r in c.requests if r["status"] == "pending"] == ["booking"]


ORDER = ("follas novas para el lunes a las 11", "Rosa 600111222", "no")
SHOP_CHANGE = "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 862."


def _order_sent():
    c = chat_after("libreria", *ORDER)
    c.press("Enviar pedido")
    return c


@pytest.mark.parametrize("said, expected", [
    ("y 2 cuadernos a5 tambien", SHOP_CHANGE),
    ("también 2 cuadernos A5", SHOP_CHANGE),
    ("e tamén 2 cadernos a5", "O que enviaches xa está en mans do local. Para cambialo, chama ao 981 000 862."),
])
def test_things_added_after_sending_an_order_are_the_change_answer(said, expected):
    c = _order_sent()
    t = c.say(said)
    assert t.texts == [expected]
    assert line_counts(c) == {"follas-novas": 1} and c.requests[-1]["status"] == "pending"


def test_the_change_answer_after_an_order_is_the_one_an_addition_asked_already_had():
    assert _order_sent().say("puedo añadir un marcapáginas?").texts == [SHOP_CHANGE]


@pytest.mark.parametrize("said", ["y tambien otro pedido de 2 cuadernos a5", "y también 3 cuadernos a5 para el martes"])
def test_a_new_order_said_after_sending_still_starts_a_new_one(said):
    c = _order_sent()
    t = c.say(said)
    assert t.texts[0].startswith("Apunto:") and "Cuaderno A5 de rayas" in t.texts[0]
    assert SHOP_CHANGE not in t.texts and c.requests[-1]["status"] == "collecting"


def test_the_opening_hours_asked_with_also_after_sending_are_answered():
    t = _order_sent().say("también abrís el domingo?")
    assert t.texts[0].startswith("El domingo 1 de noviembre no abrimos") and SHOP_CHANGE not in t.texts


# ---------- over HTTP: a request sent, then a change ----------

def test_another_hour_after_sending_over_http_keeps_the_one_sent(client):
    v = Visitor(client, "restaurante")
    for said in TABLE:
        v.say(said)
    out = v.press("Enviar reserva")
    assert out["request"]["status"] == "pending"
    sent_id = out["request"]["id"]
    v.say("podemos ir a las 22?")
    assert v.texts == [TABLE_CHANGE]
    out = v.say("y a las 22:30?")
    assert "¿Para cuántas personas?" not in v.said
    mine = [r for r in v.staff()["requests"] if r.get("case_id", v.case_id) == v.case_id]
    assert [r["id"] for r in mine if r["kind"] == "booking"] == [sent_id]


def test_things_added_after_sending_an_order_over_http_start_no_new_order(client):
    v = Visitor(client)     # the bakery (the HTTP test app serves it, the restaurant and the salon)
    for said in ("6 croissants para el martes a las 10", "Ana 600123123", "no"):
        v.say(said)
    sent_id = v.press("Enviar pedido")["request"]["id"]
    v.say("y 2 napolitanas tambien")
    assert v.texts == ["Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 404."]
    mine = [r for r in v.staff()["requests"] if r.get("case_id", v.case_id) == v.case_id]
    assert [r["id"] for r in mine if r["kind"] == "order"] == [sent_id]
