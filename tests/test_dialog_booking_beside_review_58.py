"""Stop 58, review of «a booking beside another act»: what its first version broke.

- A polite «si …» before a cancel stopped it: «mesa para 4 el viernes a las 21», then «si no es molestia,
  cancela la reserva del viernes» only asked «¿A nombre de quién hago la reserva?» (the cancel lost; before
  the stop «Hecho, dejo la reserva sin enviar.»); «si puedes, anula la reserva del viernes» as the first
  message, or after sending, began a new booking («¿Para cuántas personas?»). Now only a condition about
  going («si no podemos ir», «si al final no vamos», «por si acaso», gl «se non podemos ir») is a cancel
  that may come later; a courtesy («si puedes», «si no es molestia», «si es posible», gl «se podes», «se é
  posible») cancels as before.
- A purchase or a booking told in passing erased the new request: «compré una bici con vosotros el año
  pasado, revisión el sábado a las 10» read «En esta conversación no veo nada tuyo en marcha…». Now the
  telling is the whole message only when it is: the other clauses are read on their own, and one asking
  for something (a day, a time, a party, things) is the request («Apunto: revisión completa el sábado 7 de
  noviembre a las 10:00…»; bakery «ayer os compré napolitanas; 6 croissants para el martes a las 10» →
  «Apunto: 6 × Croissant de mantequilla…», no napolitanas). «os dejé la bici el jueves, para una
  revisión» is still told, not booked.
- A question about cancelling was read as calling off an earlier booking: «mesa para 4 el viernes a las
  21, se puede cancelar de forma gratuita?» read «Lo que pediste o reservaste antes no lo veo desde aquí…»
  and lost the question. Now the booking is taken with the question noted for the local (as before the
  stop); «de» marks one made before only before a day or a date («la de ayer», «la del jueves»).
- A part of the day beside «¿y el sábado?» at the party step was ignored: «4, ¿y el sábado a mediodía?»
  offered «¿Lo cambio al sábado 7?» and a «sí» booked Saturday at 21:00. Now it is read as before the stop:
  Saturday at midday asked («¿A qué hora te va bien el sábado 7 de noviembre?», chips 13:00–14:30), the
  morning said closed. After «¿Lo cambio al sábado 7?», «sí, a las 14» / «sí pero a las 14» booked
  FRIDAY at 14:00; now Saturday at 14:00 («no, a las 14» and a bare «a las 14» keep Friday).
"""
from __future__ import annotations

import pytest

from bizengine.understanding.earlier_called_off import request_before_calling_off
from tests.chat_client import Visitor
from tests.conversation import chat, chat_after, line_counts

_LEFT_UNSENT_ES = "Hecho, dejo la reserva sin enviar."
_LEFT_UNSENT_GL = "Feito, deixo a reserva sen enviar."
_NOTHING_HERE_ES = ("En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al "
                    "981 000 612 para anularlo.")
_NOTHING_HERE_GL = ("Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, chama ao "
                    "981 000 612 para anulalo.")
_SENT_ES = "Lo que enviaste ya está en manos del local. Para anularlo, llama al 981 000 612."
_EARLIER = "En esta conversación no veo nada tuyo en marcha."
_EARLIER_GL = "Nesta conversa non vexo nada teu en marcha."
_UNSEEN = ("Lo que pediste o reservaste antes no lo veo desde aquí", "O que pediches ou reservaches antes non o vexo")
_FRIDAY_4 = "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


# ------------------------------------------------------------ a courtesy before a cancel still cancels

@pytest.mark.parametrize("said", [
    "si no es molestia, cancela la reserva del viernes",
    "si no es molestia cancela la reserva",
    "si puedes, anula la reserva del viernes",
    "si es posible cancela la reserva por favor",
    "si no te importa, cancela la reserva",
])
def test_a_courtesy_before_a_cancel_mid_booking_cancels(said):
    c = chat_after("restaurante", "mesa para 4 el viernes a las 21")
    t = c.say(said)
    assert t.texts == [_LEFT_UNSENT_ES]
    assert not _booking(c).get("ymd")


@pytest.mark.parametrize("said", ["se podes, cancela a reserva", "se é posible, anula a reserva do venres",
                                  "se non é molestia, cancela a reserva"])
def test_a_courtesy_before_a_cancel_mid_booking_cancels_in_galician(said):
    c = chat_after("restaurante", "mesa para 4 o venres ás 21")
    assert c.say(said).texts == [_LEFT_UNSENT_GL]
    assert not _booking(c).get("ymd")


@pytest.mark.parametrize("said, reply", [
    ("si puedes, anula la reserva del viernes", _NOTHING_HERE_ES),
    ("si no es molestia, cancela mi reserva del viernes", _NOTHING_HERE_ES),
    ("se podes, anula a reserva do venres", _NOTHING_HERE_GL),
])
def test_a_courtesy_before_a_cancel_as_the_first_message_is_no_new_booking(said, reply):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts == [reply]
    assert not _booking(c).get("ymd")


def test_a_courtesy_before_a_cancel_after_sending_is_the_phone():
    c = chat_after("restaurante", "mesa para 4 el viernes a las 21", "Ana", "600123123", "no")
    c.press("Enviar reserva")
    t = c.say("si puedes, anula la reserva del viernes")
    assert t.texts == [_SENT_ES]


@pytest.mark.parametrize("said, first", [
    ("mesa para 4 el viernes a las 21 y si al final no vamos os aviso para anular la reserva", _FRIDAY_4),
    ("reserva para 4 el viernes a las 21, si no nos da tiempo te aviso para cancelarla", _FRIDAY_4),
    ("mesa para 4 o venres ás 21 e se non podemos ir aviso para cancelar a reserva",
     "Apunto: reserva para 4 persoas o venres 6 de novembro ás 21:00."),
])
def test_a_cancel_that_may_come_later_still_books(said, first):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0] == first
    assert (_booking(c)["ymd"], _booking(c)["min"], _booking(c)["party"]) == ("2026-11-06", 1260, 4)


# ------------------------------------------------------------ a past one told beside a new request

def test_a_purchase_told_beside_an_appointment_books_it():
    c = chat("taller")
    t = c.say("compré una bici con vosotros el año pasado, revisión el sábado a las 10")
    assert t.texts[0].startswith("Apunto: revisión completa el sábado 7 de noviembre a las 10:00. Total 35,00 €")
    assert not any(x.startswith(_EARLIER) for x in t.texts)
    assert (_booking(c)["ymd"], _booking(c)["min"], _booking(c)["services"]) == ("2026-11-07", 600, ["revision"])


def test_a_purchase_told_beside_an_appointment_books_it_in_galician():
    c = chat("taller")
    t = c.say("merquei unha bici convosco o ano pasado, revisión o sábado ás 10")
    assert t.texts[-1] == "¿A nome de quen fago a reserva?"
    assert not any(x.startswith(_EARLIER_GL) for x in t.texts)
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-07", 600)


@pytest.mark.parametrize("said", [
    "ayer os compré napolitanas; 6 croissants para el martes a las 10, por favor",
    "ayer os compre napolitanas, 6 croissants para el martes a las 10",
    "onte comprei napolitanas; 6 croissants para o martes ás 10",
])
def test_a_purchase_told_beside_an_order_orders_only_the_new_things(said):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."
    assert line_counts(c) == {"croissant": 6}


def test_a_booking_told_beside_a_new_one_is_the_new_one():
    c = chat("restaurante")
    t = c.say("el mes pasado os reservé para un cumple, mesa para 4 el viernes a las 21")
    assert t.texts[0] == _FRIDAY_4
    assert (_booking(c)["ymd"], _booking(c)["min"], _booking(c)["party"]) == ("2026-11-06", 1260, 4)


def test_a_booking_told_beside_a_new_one_for_a_full_day_asks_another_day():
    c = chat("restaurante")
    t = c.say("el mes pasado os reservé para un cumple, mesa para 6 el viernes a las 21")
    assert t.texts == ["Apunto: reserva para 6 personas a las 21:00.",
                       "El viernes 6 de noviembre ya no me queda hueco. ¿Qué día te va bien?"]
    assert _booking(c)["party"] == 6


@pytest.mark.parametrize("slug, said", [
    ("taller", "os dejé la bici el jueves, para una revisión"),
    ("taller", "os deje la bici el jueves para una revision"),
    ("taller", "compré una bici con vosotros el año pasado"),
    ("floristeria", "os encargué un ramo el martes"),
    ("taller", "os dejé la bici el jueves, la recojo el sábado"),
    ("floristeria", "os encargué un ramo, para el sábado"),
    ("floristeria", "encarguei un ramo o martes, a nome de Ana"),
])
def test_a_past_one_told_alone_is_still_looked_up(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0].startswith((_EARLIER, _EARLIER_GL))
    assert not _booking(c).get("ymd") and not line_counts(c)


# ------------------------------------------------------------ a question about cancelling is no calling off

def test_a_question_about_cancelling_beside_a_booking_is_noted_not_called_off():
    c = chat("restaurante")
    t = c.say("mesa para 4 el viernes a las 21, se puede cancelar de forma gratuita?")
    assert t.texts[0] == _FRIDAY_4
    assert not any(x.startswith(_UNSEEN) for x in t.texts)
    b = _booking(c)
    assert (b["ymd"], b["min"], b["party"]) == ("2026-11-06", 1260, 4)
    assert b["questions"] == ["se puede cancelar de forma gratuita?"]


@pytest.mark.parametrize("said", [
    "mesa para 4 el viernes a las 21, se puede cancelar de forma gratuita?",
    "mesa para 4 el viernes a las 21 y puedo cancelar de balde?",
    "mesa para 4 o venres ás 21, pódese cancelar de balde?",
    "mesa para 4 o venres ás 21 e se pode anular de forma gratuíta",
    "reserva para 4 el viernes y cancelar de forma gratuita",
])
def test_cancelling_asked_about_or_unmarked_is_no_earlier_one(said):
    assert request_before_calling_off(said) is None


@pytest.mark.parametrize("said, asked", [
    ("mesa para 4 el viernes a las 21, cancela la de ayer", "mesa para 4 el viernes a las 21"),
    ("mesa para 4 el viernes a las 21 y anula la reserva del jueves", "mesa para 4 el viernes a las 21"),
    ("mesa para 4 o venres ás 21 e anula a do xoves", "mesa para 4 o venres ás 21"),
    ("mesa para 4 el viernes a las 21 y anúlame la de las 9", "mesa para 4 el viernes a las 21"),
    ("anula la del jueves y resérvame el viernes a las 21 para 4", "resérvame el viernes a las 21 para 4"),
])
def test_one_made_before_marked_by_its_day_is_still_called_off(said, asked):
    assert request_before_calling_off(said) == asked


# ------------------------------------------------------------ a part of the day beside another day

def test_a_part_of_the_day_beside_another_day_asks_its_times():
    c = chat_after("restaurante", "mesa el viernes a las 21")
    t = c.say("4, ¿y el sábado a mediodía?")
    assert t.texts[-1] == "A mediodía tengo estas horas libres. ¿A qué hora te va bien el sábado 7 de noviembre?"
    assert t.chip_labels == ["13:00", "13:30", "14:00", "14:30"]
    assert (_booking(c)["ymd"], _booking(c)["party"]) == ("2026-11-07", 4) and not _booking(c).get("min")
    t = c.say("sí")
    assert t.texts == ["¿A qué hora te va bien el sábado 7 de noviembre?"]
    assert not _booking(c).get("min")


def test_a_part_of_the_day_beside_another_day_in_galician():
    c = chat_after("restaurante", "mesa o venres ás 21")
    t = c.say("4, e o sábado ao mediodía?")
    assert t.texts[-1] == "Ao mediodía teño estas horas libres. ¿A que hora che vai ben o sábado 7 de novembro?"
    assert t.chip_labels == ["13:00", "13:30", "14:00", "14:30"]
    assert _booking(c)["ymd"] == "2026-11-07"


def test_a_closed_part_of_the_day_beside_another_day_is_said_closed():
    c = chat_after("restaurante", "mesa el viernes a las 21")
    t = c.say("4, ¿y el sábado por la mañana?")
    assert t.texts[-1] == "El sábado 7 de noviembre por la mañana no abrimos. ¿Te va bien a otra hora?"
    assert "¿Lo cambio al sábado 7?" not in " ".join(t.texts)
    assert not _booking(c).get("min")


@pytest.mark.parametrize("yes, minute", [("sí, a las 14", 840), ("sí pero a las 14", 840), ("si a las 14", 840),
                                         ("vale, pero a las 13:30", 810)])
def test_yes_with_a_time_to_the_offer_is_that_day_at_that_time(yes, minute):
    c = chat_after("restaurante", "mesa el viernes a las 21", "4, ¿tenéis hueco el sábado?")
    t = c.say(yes)
    hhmm = f"{minute // 60}:{minute % 60:02d}"
    assert t.texts == [f"Apunto: reserva para 4 personas el sábado 7 de noviembre a las {hhmm}.",
                       "¿A nombre de quién hago la reserva?"]
    assert (_booking(c)["ymd"], _booking(c)["min"], _booking(c)["party"]) == ("2026-11-07", minute, 4)


def test_yes_with_a_time_to_the_offer_in_galician():
    c = chat_after("restaurante", "mesa o venres ás 21", "4, e o sábado hai sitio?")
    t = c.say("si, ás 14")
    assert t.texts[0] == "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 14:00."
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-07", 840)


@pytest.mark.parametrize("said", ["no, a las 14", "a las 14"])
def test_a_time_with_no_yes_to_the_offer_keeps_the_day_held(said):
    c = chat_after("restaurante", "mesa el viernes a las 21", "4, ¿tenéis hueco el sábado?")
    c.say(said)
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-06", 840)


# ------------------------------------------------------------ over HTTP: what the business receives

def _send(v: Visitor, *texts: str) -> dict:
    for text in texts:
        v.say(text)
    v.press("Enviar reserva")
    assert v.last["request"]["kind"] == "booking" and v.last["request"]["status"] == "pending"
    return next(r for r in v.staff()["requests"] if r["id"] == v.last["request"]["id"])


def test_http_yes_with_a_time_reaches_the_panel_as_that_day(client):
    v = Visitor(client, slug="restaurante")
    v.say("mesa el viernes a las 21")
    v.say("4, ¿tenéis hueco el sábado?")
    v.say("sí, a las 14")
    row = _send(v, "Ana", "600123123", "no")
    assert (row["ymd"], row["time"], row["party"], row["question"]) == ("2026-11-07", "14:00", 4, None)


def test_http_a_booking_told_beside_a_new_one_reaches_the_panel(client):
    v = Visitor(client, slug="restaurante")
    v.say("el mes pasado os reservé para un cumple, mesa para 4 el viernes a las 21")
    row = _send(v, "Ana", "600123123", "no")
    assert (row["ymd"], row["time"], row["party"]) == ("2026-11-06", "21:00", 4)
    assert not [r for r in v.staff()["requests"] if r.get("case_id", v.case_id) == v.case_id
                and r["kind"] == "handoff"]


def test_http_a_courtesy_before_a_cancel_leaves_nothing_in_the_panel(client):
    v = Visitor(client, slug="restaurante")
    v.say("mesa para 4 el viernes a las 21")
    v.say("si no es molestia, cancela la reserva del viernes")
    assert v.texts == [_LEFT_UNSENT_ES]
    assert not [r for r in v.staff()["requests"] if r.get("case_id", v.case_id) == v.case_id
                and r["status"] == "pending"]
