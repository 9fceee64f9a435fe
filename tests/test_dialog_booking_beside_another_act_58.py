"""Stop 58: a booking beside another act in the same message, another day asked beside an answer, and a
request made before told as news.

- A new booking with an earlier one called off lost the new one: «reserva para 4 el viernes a las 21 y
  anula la reserva que hice para el jueves» read only «En esta conversación no veo nada tuyo en marcha.
  Si lo pediste o reservaste antes, llama al 981 000 612 para anularlo.», and «cita el martes a las 10
  para corte y anula la del jueves» booked Tuesday and said nothing of Thursday. Now the booking is taken
  as written («Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00.») and the one before
  is said to be out of sight, with the phone («Lo que pediste o reservaste antes no lo veo desde aquí: para
  anularlo, llama al …»), as stop 57 did for orders; called off first («anula la del jueves y resérvame el
  viernes…») too; Galician «e anula a reserva do xoves».
- Another day asked beside the answer to the booking's question went to a person: «mesa el viernes a las
  21», then «4, ¿tenéis hueco el sábado?» kept Friday and read «Eso no lo tengo claro… Se lo apunto al
  local junto a tu reserva»; «4, mejor el sábado si hay sitio» and «4, e o sábado hai sitio?» moved the
  day unasked and lost the 4. Now the 4 is taken, Saturday's free times are said from the data and the
  customer is asked «¿Lo cambio al sábado 7?» (buttons «Sí, al sábado 7» / «No, el viernes 6»; a typed
  «sí» or «no» does the same); a day closed or full is said so and the booking's question follows.
- A request made before, told in the past, booked a new one: «os deje la bici el jueves para una
  revision» read «Apunto: revisión completa el jueves 5 de noviembre…», «os encargué un ramo el martes»
  asked «¿Qué ramo quieres?», «deixei a bici o xoves» went to a person. Now they are an earlier request:
  «En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al … y una
  persona del local te lo mira.» «os dejo la bici el jueves para una revisión», «quiero dejar la bici el
  jueves» still book, and so does «te la dejo el jueves» (it went to a person before).
"""
from __future__ import annotations

import pytest

from tests.chat_client import Visitor
from tests.conversation import chat, chat_after

_UNSEEN_ES = "Lo que pediste o reservaste antes no lo veo desde aquí: para anularlo, llama al {phone}."
_UNSEEN_GL = "O que pediches ou reservaches antes non o vexo desde aquí: para anulalo, chama ao {phone}."
_EARLIER_ES = ("En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al {phone} "
               "y una persona del local te lo mira.")
_EARLIER_GL = ("Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, chama ao {phone} "
               "e unha persoa do local míracho.")
_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")
_PHONE = {"": "981 000 404", "restaurante": "981 000 612", "peluqueria": "981 000 733", "taller": "981 000 517",
          "floristeria": "981 000 515"}


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


def _handed(t) -> bool:
    return any(x.startswith(_NOT_SURE) for x in t.texts) or bool(t.request and t.request["status"] == "pending")


# ------------------------------------------------------------ a booking, and one made before called off

@pytest.mark.parametrize("said", [
    "reserva para 4 el viernes a las 21 y anula la reserva que hice para el jueves",
    "reserva para 4 el viernes a las 21 y anulame la del jueves",
    "mesa para 4 el viernes a las 21, cancela la de la semana pasada",
    "reserva para 4 el viernes a las 21 y tambien cancela la otra",
    "anula la reserva del jueves y resérvame el viernes a las 21 para 4",
])
def test_a_table_booked_beside_an_earlier_one_called_off(said):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0] == _UNSEEN_ES.format(phone=_PHONE["restaurante"])
    assert t.texts[1] == "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."
    assert t.texts[2] == "¿A nombre de quién hago la reserva?"
    assert (_booking(c)["ymd"], _booking(c)["min"], _booking(c)["party"]) == ("2026-11-06", 1260, 4)
    assert t.request["kind"] == "booking" and t.request["status"] == "collecting"


@pytest.mark.parametrize("said", [
    "mesa para 2 o venres ás 21 e anula a reserva do xoves",
    "anula a reserva do xoves e resérvame o venres ás 21 para 2",
])
def test_a_table_booked_beside_an_earlier_one_called_off_in_galician(said):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0] == _UNSEEN_GL.format(phone=_PHONE["restaurante"])
    assert t.texts[1] == "Apunto: reserva para 2 persoas o venres 6 de novembro ás 21:00."
    assert t.texts[2] == "¿A nome de quen fago a reserva?"
    assert (_booking(c)["ymd"], _booking(c)["party"]) == ("2026-11-06", 2)


def test_an_appointment_booked_beside_an_earlier_one_called_off_at_the_salon():
    c = chat("peluqueria")
    t = c.say("cita el martes a las 10 para corte y anula la del jueves")
    assert t.texts[0] == _UNSEEN_ES.format(phone=_PHONE["peluqueria"])
    assert t.texts[1] == "Apunto: cita el martes 3 de noviembre a las 10:00."
    assert t.texts[2] == "¿Qué corte quieres: de mujer, de hombre o infantil?"
    assert t.chip_labels == ["Corte de mujer · 22,00 €", "Corte de hombre · 14,00 €", "Corte infantil · 10,00 €"]
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-03", 600)


def test_an_appointment_asked_after_an_earlier_one_called_off_keeps_its_own_day_and_service():
    c = chat("peluqueria")
    t = c.say("anula la cita del jueves y dame cita el viernes a las 10 para corte de hombre")
    assert t.texts[0] == _UNSEEN_ES.format(phone=_PHONE["peluqueria"])
    assert t.texts[1] == ("Apunto: corte de hombre el viernes 6 de noviembre a las 10:00. Total 14,00 €; "
                          "dura unos 30 minutos.")
    assert (_booking(c)["ymd"], _booking(c)["services"]) == ("2026-11-06", ["corte-hombre"])


def test_an_order_beside_an_earlier_one_called_off_keeps_its_own_day():
    c = chat("floristeria")
    t = c.say("quiero un ramo de rosas para el martes y cancelar el pedido de ayer")
    assert t.texts[0] == _UNSEEN_ES.format(phone=_PHONE["floristeria"])
    assert t.texts[-1].startswith("¿A qué hora lo recoges el martes 3 de noviembre?")


def test_two_called_off_are_no_new_booking():
    c = chat("restaurante")
    c.say("cancela la del jueves y la del viernes")
    assert not _booking(c).get("ymd")


def test_an_appointment_booked_beside_an_earlier_one_called_off_at_the_salon_in_galician():
    c = chat("peluqueria")
    t = c.say("cita o martes ás 10 para corte e anula a do xoves")
    assert t.texts[0] == _UNSEEN_GL.format(phone=_PHONE["peluqueria"])
    assert t.texts[1] == "Apunto: cita o martes 3 de novembro ás 10:00."
    assert t.texts[2] == "¿Que corte queres: de muller, de home ou infantil?"


def test_an_appointment_booked_beside_an_earlier_one_called_off_at_the_workshop():
    c = chat("taller")
    t = c.say("cita el lunes a las 12 para una revisión y cancela la del jueves")
    assert t.texts[0] == _UNSEEN_ES.format(phone=_PHONE["taller"])
    assert t.texts[1] == ("Apunto: revisión completa el lunes 2 de noviembre a las 12:00. Total 35,00 €; "
                          "dura unos 60 minutos.")
    assert _booking(c)["services"] == ["revision"] and _booking(c)["ymd"] == "2026-11-02"


def test_an_order_beside_an_earlier_one_called_off_by_its_day():
    c = chat("floristeria")
    t = c.say("quiero un ramo de rosas y anula el del martes")
    assert t.texts[0] == _UNSEEN_ES.format(phone=_PHONE["floristeria"])
    assert t.texts[1] == "Apunto: 1 × Ramo de rosas. Total 35,00 €."
    assert [line["item_id"] for line in c.order["lines"]] == ["ramo-rosas"]


@pytest.mark.parametrize("said", [
    "reserva para 4 el viernes a las 21",
    "reserva para 4 el viernes a las 21 y si no podemos ir te aviso para cancelar la reserva",
])
def test_a_booking_with_nothing_called_off_says_nothing_of_one_before(said):
    c = chat("restaurante")
    t = c.say(said)
    assert not any("no lo veo desde aquí" in x for x in t.texts)
    assert _booking(c)["ymd"] == "2026-11-06" and _booking(c)["party"] == 4


def test_only_one_called_off_is_still_the_phone_and_nothing_booked():
    c = chat("restaurante")
    t = c.say("anula la reserva del jueves")
    assert t.texts == ["En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al "
                       "981 000 612 para anularlo."]
    assert not _booking(c).get("ymd")


# ------------------------------------------------------------ another day asked beside the answer

_SATURDAY_FREE = ("El sábado 7 de noviembre tengo hueco de 13:00 a 14:30 y de 20:00 a 22:00. "
                  "¿Lo cambio al sábado 7?")
_SATURDAY_FREE_GL = ("O sábado 7 de novembro teño oco de 13:00 a 14:30 e de 20:00 a 22:00. "
                     "¿Cámbioo ao sábado 7?")


@pytest.mark.parametrize("said", [
    "4, ¿tenéis hueco el sábado?",
    "4, ¿y el sábado?",
    "4, mejor el sábado si hay sitio",
    "4, teneis hueco el sabado?",
    "4 ¿hay sitio el sábado?",
])
def test_another_day_asked_beside_the_party_is_answered_and_offered(said):
    c = chat_after("restaurante", "mesa el viernes a las 21")
    t = c.say(said)
    assert t.texts == ["Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00.", _SATURDAY_FREE]
    assert t.chip_labels == ["Sí, al sábado 7", "No, el viernes 6"]
    b = _booking(c)
    assert (b["ymd"], b["min"], b["party"]) == ("2026-11-06", 1260, 4) and not b.get("questions")
    assert not _handed(t)


def test_another_day_asked_beside_the_party_in_galician():
    c = chat_after("restaurante", "mesa o venres ás 21")
    t = c.say("4, e o sábado hai sitio?")
    assert t.texts == ["Apunto: reserva para 4 persoas o venres 6 de novembro ás 21:00.", _SATURDAY_FREE_GL]
    assert t.chip_labels == ["Si, ao sábado 7", "Non, o venres 6"]
    assert _booking(c)["party"] == 4 and not _booking(c).get("questions")


@pytest.mark.parametrize("yes", ["sí", "si", "vale", "!Sí, al sábado 7"])
def test_yes_to_the_offer_moves_the_booking_keeping_party_and_time(yes):
    c = chat_after("restaurante", "mesa el viernes a las 21", "4, ¿tenéis hueco el sábado?")
    t = c.press(yes[1:]) if yes.startswith("!") else c.say(yes)
    assert t.texts == ["Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.",
                       "¿A nombre de quién hago la reserva?"]
    assert (_booking(c)["ymd"], _booking(c)["min"], _booking(c)["party"]) == ("2026-11-07", 1260, 4)


@pytest.mark.parametrize("no", ["no", "!No, el viernes 6"])
def test_no_to_the_offer_keeps_the_day_and_asks_on(no):
    c = chat_after("restaurante", "mesa el viernes a las 21", "4, ¿y el sábado?")
    t = c.press(no[1:]) if no.startswith("!") else c.say(no)
    assert t.texts == ["¿A nombre de quién hago la reserva?"]
    assert (_booking(c)["ymd"], _booking(c)["party"]) == ("2026-11-06", 4)


def test_no_to_the_offer_in_galician_keeps_the_day():
    c = chat_after("restaurante", "mesa o venres ás 21", "4, e o sábado?")
    t = c.say("non")
    assert t.texts == ["¿A nome de quen fago a reserva?"]
    assert _booking(c)["ymd"] == "2026-11-06"


def test_a_name_after_the_offer_is_the_name_and_the_day_stays():
    c = chat_after("restaurante", "mesa el viernes a las 21", "4, ¿y el sábado?")
    c.say("Ana")
    assert _booking(c)["name"] == "Ana" and _booking(c)["ymd"] == "2026-11-06"


def test_a_closed_day_asked_beside_the_party_is_said_closed_and_the_booking_goes_on():
    c = chat_after("restaurante", "mesa el viernes a las 21")
    t = c.say("4, ¿y el lunes?")
    assert t.texts == ["Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00.",
                       "El lunes 2 de noviembre no abrimos, así que sigo con el viernes 6.",
                       "¿A nombre de quién hago la reserva?"]
    assert _booking(c)["ymd"] == "2026-11-06" and not _handed(t)


def test_another_day_asked_beside_the_name_at_the_salon():
    c = chat_after("peluqueria", "cita el martes a las 12 para corte de mujer")
    t = c.say("Ana, ¿y el miércoles?")
    assert t.texts[-1].startswith("El miércoles 4 de noviembre tengo hueco ")
    assert t.texts[-1].endswith("¿Lo cambio al miércoles 4?")
    assert t.chip_labels == ["Sí, al miércoles 4", "No, el martes 3"]
    assert _booking(c)["name"] == "Ana" and _booking(c)["ymd"] == "2026-11-03"


def test_another_day_asked_beside_a_name_before_the_party_is_read_as_before():
    c = chat_after("restaurante", "mesa el viernes a las 21")
    t = c.say("Ana, ¿y el sábado?")      # (no party yet: the free times cannot be told)
    assert not any("¿Lo cambio" in x for x in t.texts)
    assert t.texts[-1] == "¿Para cuántas personas?"


def test_another_day_asked_beside_the_name_of_a_table_for_four():
    c = chat_after("restaurante", "mesa el viernes a las 21 para 4")
    t = c.say("Ana, ¿hay sitio el sábado?")
    assert t.texts[-1] == _SATURDAY_FREE
    assert _booking(c)["name"] == "Ana" and _booking(c)["ymd"] == "2026-11-06"


@pytest.mark.parametrize("said, day", [("4, el sábado", "2026-11-07"), ("4", "2026-11-06")])
def test_a_day_said_without_asking_is_taken_as_before(said, day):
    c = chat_after("restaurante", "mesa el viernes a las 21")
    t = c.say(said)
    assert _booking(c)["ymd"] == day and _booking(c)["party"] == 4
    assert not any("¿Lo cambio" in x for x in t.texts)


def test_another_question_beside_the_party_is_no_offer_of_a_day():
    c = chat_after("restaurante", "mesa el viernes a las 21")
    t = c.say("4, ¿se puede ir con perro?")
    assert _booking(c)["party"] == 4 and _booking(c)["ymd"] == "2026-11-06"
    assert not any("¿Lo cambio" in x for x in t.texts)


# ------------------------------------------------------------ a request made before, told

@pytest.mark.parametrize("slug, said", [
    ("taller", "os deje la bici el jueves para una revision"),
    ("taller", "os dejé la bici el jueves"),
    ("taller", "la deje ayer para arreglar los frenos"),
    ("taller", "la dejé ayer para arreglar los frenos, ¿está ya?"),
    ("floristeria", "os encargué un ramo el martes"),
    ("floristeria", "os encargue un ramo el martes"),
    ("restaurante", "reservé para 4 el viernes"),
    ("", "encargué una tarta de queso para el sábado"),
])
def test_a_request_made_before_told_is_looked_up_not_booked(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert t.texts == [_EARLIER_ES.format(phone=_PHONE[slug])]
    assert not _booking(c).get("ymd") and not (c.state.get("order") or {}).get("lines")
    assert t.request is None


@pytest.mark.parametrize("slug, said", [("taller", "deixei a bici o xoves"),
                                        ("floristeria", "encarguei un ramo o martes")])
def test_a_request_made_before_told_in_galician(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert t.texts == [_EARLIER_GL.format(phone=_PHONE[slug])]
    assert t.request is None and not _booking(c).get("ymd")


@pytest.mark.parametrize("said, first", [
    ("os dejo la bici el jueves para una revisión",
     "Apunto: revisión completa el jueves 5 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("quiero dejar la bici el jueves", "Apunto: cita el jueves 5 de noviembre."),
    ("te la dejo el jueves", "Apunto: cita el jueves 5 de noviembre."),
    ("vos o levo o xoves", "Apunto: cita o xoves 5 de novembro."),
])
def test_a_thing_left_from_now_on_still_books(said, first):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == first
    assert _booking(c)["ymd"] == "2026-11-05" and not _handed(t)


@pytest.mark.parametrize("said", ["encargue un ramo para el martes", "quiero encargar un ramo para el martes",
                                  "os encargué un ramo el martes y quiero otro igual"])
def test_an_order_asked_for_now_is_still_an_order(said):
    t = chat("floristeria").say(said)
    assert t.texts == ["¿Qué ramo quieres?"]
    assert t.chip_labels == ["Ramo de rosas · 35,00 €", "Ramo de temporada · 28,00 €"]


def test_an_order_like_one_made_before_in_galician_is_still_an_order():
    t = chat("floristeria").say("encarguei un ramo o martes e quero outro igual")
    assert t.texts == ["¿Que ramo queres?"]


# ------------------------------------------------------------ over HTTP: what the business receives

def _send(v: Visitor, *texts: str) -> dict:
    for text in texts:
        v.say(text)
    v.press("Enviar reserva")
    assert v.last["request"]["kind"] == "booking" and v.last["request"]["status"] == "pending"
    return next(r for r in v.staff()["requests"] if r["id"] == v.last["request"]["id"])


def test_http_the_booking_beside_an_earlier_one_called_off_reaches_the_panel(client):
    v = Visitor(client, slug="restaurante")
    v.say("reserva para 4 el viernes a las 21 y anula la reserva que hice para el jueves")
    assert v.texts[0] == _UNSEEN_ES.format(phone=_PHONE["restaurante"])
    row = _send(v, "Ana", "600123123", "no")
    assert (row["ymd"], row["time"], row["party"]) == ("2026-11-06", "21:00", 4)
    assert not [r for r in v.staff()["requests"] if r.get("case_id", v.case_id) == v.case_id
                and r["kind"] == "handoff"]


def test_http_another_day_asked_then_taken_reaches_the_panel_with_no_question(client):
    v = Visitor(client, slug="restaurante")
    v.say("mesa el viernes a las 21")
    v.say("4, ¿tenéis hueco el sábado?")
    assert v.texts[-1] == _SATURDAY_FREE
    v.press("Sí, al sábado 7")
    assert v.texts[0] == "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."
    row = _send(v, "Ana", "600123123", "no")
    assert (row["ymd"], row["time"], row["party"], row["question"]) == ("2026-11-07", "21:00", 4, None)
