"""Stop 54 review: a bare «no la quiero» dropped too much, and a leading «y» before «N de cada» set the count.

What was wrong:
- A bare «no la quiero» dropped the whole order or booking at any question. To «¿Y un teléfono de
  contacto?», «no, no lo quiero» said «Hecho, lo dejo sin enviar.» (before stop 54: «Sin problema, sin
  teléfono…»); to the note question («¿Quieres una dedicatoria…?», «¿Quieres dejar alguna indicación…?»)
  «no, no la quiero» left the cake order or the salon booking unsent; and with a cheesecake held,
  after «¿cuánto cuesta la de santiago?», «no la quiero» dropped the cheesecake though «la» was the
  Santiago one.
- With «2 croissants y 2 napolitanas» held, «y una de cada» said «Apunto: 1 × Croissant… y 1 ×
  Napolitana… 3,80 €» (the order halved); «e unha de cada» the same, and «y 3 de cada» set 3 of each.

What now happens:
- A bare «no la quiero» drops the request only at its own questions (size/option, count, day, time,
  a booking's service and party) — and at the name question only with «la»/«a» (the name is «el
  nombre», «o nome»: «no la quiero» there is the request). To the phone and the note it is the «no»
  that answers them; to a time offered instead of one refused it declines the times offered; after
  another product's price it declines that one and the question held is asked again plainly
  («¿Para cuántas raciones?», not «Para seguir necesito…»).
- After another question answered mid-request («¿tenéis terraza?», «¿cuánto cuesta el menú?»), a bare
  «no la quiero» is of that answer too (a regression probe's W1): the request stays, its question again.
- A leading «y»/«e» before «N de cada», with no cue that sets («mejor», «que sean», «al final»…),
  adds N to each line: «y una de cada» → 3 and 3, «y 3 de cada» → 5 and 5. Without «y», «3 de cada»
  still sets 3 of each.
"""
import pytest

from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in (c.order or {}).get("lines", [])]


def _dropped(t) -> bool:
    return "sin enviar" in t.text or "sen enviar" in t.text


_CAKE_TO_PHONE_ES = ("quiero una tarta de queso", "!8 raciones", "!mar 3 nov", "a las 11", "Ana")
_CAKE_TO_PHONE_GL = ("quero unha tarta de queixo", "!8 racións", "o martes", "ás 11", "Ana")


def _steps(c, steps) -> None:
    for step in steps:
        if step.startswith("!"):
            c.press(step[1:])
        else:
            c.say(step)


# ---- «no lo quiero» to the phone question: no phone --------------------------------------------------


@pytest.mark.parametrize("first, said, text", [
    (_CAKE_TO_PHONE_ES, "no, no lo quiero", "Sin problema, sin teléfono"),
    (_CAKE_TO_PHONE_ES, "no lo quiero", "Sin problema, sin teléfono"),
    (_CAKE_TO_PHONE_ES, "pues no, no lo quiero, gracias", "Sin problema, sin teléfono"),
    (_CAKE_TO_PHONE_GL, "non, non o quero", "Sen problema, sen teléfono"),
    (_CAKE_TO_PHONE_GL, "non o quero", "Sen problema, sen teléfono"),
])
def test_not_wanted_to_the_phone_question_is_no_phone(first, said, text):
    c = chat("")
    _steps(c, first)
    t = c.say(said)
    assert text in t.text
    assert not _dropped(t)
    assert _lines(c) == [("tarta-queso", 1)]
    assert c.state["awaiting"] == "note"


# ---- «no la quiero» to the note question: no note, the summary follows ------------------------------


@pytest.mark.parametrize("first, said, text", [
    (_CAKE_TO_PHONE_ES + ("no lo quiero dar",), "no, no la quiero", "Este es el pedido que enviaré al local."),
    (_CAKE_TO_PHONE_ES + ("600111222",), "no la quiero", "Este es el pedido que enviaré al local."),
    (_CAKE_TO_PHONE_ES + ("600111222",), "no la quiero gracias", "Este es el pedido que enviaré al local."),
    (_CAKE_TO_PHONE_GL + ("600111222",), "non, non a quero", "Este é o pedido que lle enviarei ao local."),
])
def test_not_wanted_to_the_note_question_keeps_the_order(first, said, text):
    c = chat("")
    _steps(c, first)
    assert c.state["awaiting"] == "note"
    t = c.say(said)
    assert text in t.text
    assert not _dropped(t)
    assert _lines(c) == [("tarta-queso", 1)]


@pytest.mark.parametrize("first, said, text", [
    ("un corte de hombre el martes a las 12", "no, no la quiero", "Esta es la reserva que enviaré al local."),
    ("un corte de hombre el martes a las 12", "no la quiero", "Esta es la reserva que enviaré al local."),
    ("un corte de home o martes ás 12", "non, non a quero", "Esta é a reserva que lle enviarei ao local."),
])
def test_not_wanted_to_the_booking_note_keeps_the_booking(first, said, text):
    c = chat("peluqueria")
    _steps(c, (first, "Ana", "600111222"))
    t = c.say(said)
    assert text in t.text
    assert not _dropped(t)
    booking = c.state["booking"]
    assert booking["services"] == ["corte-hombre"] and booking["ymd"] == "2026-11-03" and booking["min"] == 720
    assert booking["name"] == "Ana"


# ---- the name question: «no lo quiero» is about the name, «no la quiero» is the request -------------


def test_not_wanted_masculine_to_the_name_question_keeps_the_order():
    c = chat("")
    _steps(c, _CAKE_TO_PHONE_ES[:-1])
    assert c.state["awaiting"] == "name"
    t = c.say("no lo quiero")
    assert not _dropped(t)
    assert "¿A nombre de quién lo preparo?" in t.text
    assert _lines(c) == [("tarta-queso", 1)]


@pytest.mark.parametrize("slug, first, said, text", [
    ("peluqueria", "un corte de hombre el martes a las 12", "no la quiero", "Hecho, dejo la reserva sin enviar."),
    ("peluqueria", "un corte de home o martes ás 12", "non a quero", "Feito, deixo a reserva sen enviar."),
])
def test_not_wanted_feminine_to_the_name_question_drops_the_booking(slug, first, said, text):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert text in t.text
    assert not any((c.state or {}).get("booking", {}).values())


# ---- a time offered instead of one refused: the times declined, the booking kept --------------------


@pytest.mark.parametrize("first, said, text", [
    ("mesa para 4 el sabado a las 18", "no la quiero", "¿A qué hora te va bien el sábado 7 de noviembre?"),
    ("mesa para 4 el sábado a las 18", "no, no la quiero", "¿A qué hora te va bien el sábado 7 de noviembre?"),
    ("mesa para 4 o sábado ás 18", "non a quero", "¿A que hora che vai ben o sábado 7 de novembro?"),
])
def test_not_wanted_to_the_times_offered_keeps_the_booking(first, said, text):
    c = chat("restaurante")
    c.say(first)
    assert c.state["awaiting"] == "time"
    t = c.say(said)
    assert text in t.text
    assert not _dropped(t)
    booking = c.state["booking"]
    assert booking["party"] == 4 and booking["ymd"] == "2026-11-07"
    assert [chip for chip in t.chip_labels] == ["20:00", "20:30", "21:00"]


# ---- after another product's price: that one declined, nothing held changes -------------------------


@pytest.mark.parametrize("steps, said, question", [
    (("quiero una tarta de queso", "¿cuánto cuesta la de santiago?"), "no la quiero", "¿Para cuántas raciones?"),
    (("quiero una tarta de queso", "cuanto cuesta la de santiago"), "vale, no la quiero, gracias",
     "¿Para cuántas raciones?"),
    (("quiero una tarta de queso", "!8 raciones", "¿cuánto cuesta la de santiago?"), "no la quiero",
     "¿Qué día lo recoges?"),
    (("quero unha tarta de queixo", "canto custa a de santiago?"), "non a quero", "¿Para cantas racións?"),
])
def test_not_wanted_after_another_products_price_keeps_the_order(steps, said, question):
    c = chat("")
    _steps(c, steps)
    t = c.say(said)
    assert question in t.text
    assert not _dropped(t)
    assert "Para seguir" not in t.text
    assert _lines(c) == [("tarta-queso", 1)]


# ---- after another question answered (a regression probe's W1): «la» is what was answered ----------


@pytest.mark.parametrize("slug, steps, said, question", [
    ("", ("2 croissants para el martes a las 10", "¿tenéis tarta de fresa?"), "no la quiero",
     "¿A nombre de quién lo preparo?"),
    ("", ("2 croissants para el martes a las 10", "¿cuánto cuesta la palmera?"), "entonces no la quiero",
     "¿A nombre de quién lo preparo?"),
    ("restaurante", ("mesa para 4 el martes a las 14", "¿tenéis terraza?"), "no la quiero",
     "¿A nombre de quién hago la reserva?"),
    ("restaurante", ("mesa para 4 el martes a las 14", "¿cuánto cuesta el menú?"), "pues no lo quiero",
     "¿A nombre de quién hago la reserva?"),
    ("restaurante", ("mesa para 4 o martes ás 14", "tedes terraza?"), "non a quero", "¿A nome de quen fago a reserva?"),
])
def test_not_wanted_after_another_question_answered_keeps_the_request(slug, steps, said, question):
    c = chat(slug)
    _steps(c, steps)
    t = c.say(said)
    assert question in t.text
    assert not _dropped(t)
    assert _lines(c) == [("croissant", 2)] if not slug else c.state["booking"]["party"] == 4


# ---- near-misses: the request's own questions still drop it -----------------------------------------


@pytest.mark.parametrize("slug, steps, said, text", [
    ("", ("quiero una tarta de queso",), "no la quiero", "Hecho, lo dejo sin enviar."),
    ("", ("quero unha tarta de queixo",), "non a quero", "Feito, déixoo sen enviar."),
    ("", ("quiero una tarta de queso", "!8 raciones"), "no la quiero", "Hecho, lo dejo sin enviar."),
    ("", ("quiero una tarta de queso", "!8 raciones", "!mar 3 nov"), "no, no la quiero",
     "Hecho, lo dejo sin enviar."),
    ("", ("quiero croissants",), "no los quiero", "Hecho, lo dejo sin enviar."),
    ("", ("quiero una tarta de queso", "¿cuánto cuesta la de queso?"), "no la quiero", "Hecho, lo dejo sin enviar."),
    ("", _CAKE_TO_PHONE_ES, "ya no la quiero", "Hecho, lo dejo sin enviar."),
    ("peluqueria", ("quiero cita para corte el martes",), "no la quiero", "Hecho, dejo la reserva sin enviar."),
    ("restaurante", ("mesa para 4 el sabado",), "no la quiero", "Hecho, dejo la reserva sin enviar."),
])
def test_not_wanted_at_the_requests_own_questions_still_drops_it(slug, steps, said, text):
    c = chat(slug)
    _steps(c, steps)
    t = c.say(said)
    assert text in t.text
    assert not _lines(c)
    assert not any((c.state or {}).get("booking", {}).values())


# ---- «y N de cada»: N more of each ----------------------------------------------------------------


@pytest.mark.parametrize("first, said, counts, text", [
    ("2 croissants y 2 napolitanas", "y una de cada", (3, 3),
     "Apunto: 3 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 11,40 €."),
    ("2 croissants y 2 napolitanas", "y 3 de cada", (5, 5),
     "Apunto: 5 × Croissant de mantequilla y 5 × Napolitana de chocolate. Total 19,00 €."),
    ("2 croissants y 2 napolitanas", "y ponme una de cada", (3, 3), "Total 11,40 €."),
    ("2 croissants y 2 napolitanas", "y otra de cada", (3, 3), "Total 11,40 €."),
    ("2 croissants y 2 napolitanas", "y uno de cada", (3, 3), "Total 11,40 €."),
    ("2 croissants e 2 napolitanas", "e unha de cada", (3, 3),
     "Apunto: 3 × Croissant de mantequilla e 3 × Napolitana de chocolate. Total 11,40 €."),
    ("2 croissants e 2 napolitanas", "e dúas de cada", (4, 4), "Total 15,20 €."),
    ("2 croissants e 2 napolitanas", "e duas de cada unha", (4, 4), "Total 15,20 €."),
])
def test_and_n_of_each_adds_n_to_each(first, said, counts, text):
    c = chat("")
    c.say(first)
    t = c.say(said)
    assert text in t.text
    assert _lines(c) == [("croissant", counts[0]), ("napolitana", counts[1])]


def test_and_one_of_each_after_the_time_adds_and_goes_on():
    c = chat("")
    c.say("2 croissants y 2 napolitanas")
    c.press("13:00")
    t = c.say("y una de cada")
    assert "3 × Croissant de mantequilla y 3 × Napolitana de chocolate" in t.text
    assert "¿A nombre de quién lo preparo?" in t.text


@pytest.mark.parametrize("said, counts", [
    ("3 de cada", (3, 3)),
    ("una de cada", (1, 1)),
    ("mejor 3 de cada", (3, 3)),
    ("y mejor 3 de cada", (3, 3)),
    ("y que sean 4 de cada", (4, 4)),
    ("y al final 4 de cada", (4, 4)),
    ("una más de cada", (3, 3)),
    ("mellor 3 de cada", (3, 3)),
    ("e mellor unha de cada", (1, 1)),
])
def test_n_of_each_without_a_leading_and_still_sets(said, counts):
    c = chat("")
    c.say("2 croissants y 2 napolitanas")
    c.say(said)
    assert _lines(c) == [("croissant", counts[0]), ("napolitana", counts[1])]
