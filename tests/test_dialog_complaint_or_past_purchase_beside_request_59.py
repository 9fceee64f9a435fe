"""Stop 59: a complaint or a past purchase said in the same message as a new order or booking.

- A complaint said AFTER the order was silently dropped: bakery «quiero un croissant para mañana a las 10,
  el de ayer estaba seco» read «Apunto: 1 × Croissant de mantequilla…» and nothing of the croissant of
  yesterday (only the complaint said first was heard); «…, ayer me lo disteis quemado» lost the order to a
  person. Now the complaint first, last or amid the order is said back and noted with the new order for
  the person who confirms it («Siento lo ocurrido. Lo apunto junto al pedido nuevo…»), as a complaint
  said first already was, and the order goes on with its question («¿A nombre de quién lo preparo?»); a
  question asked beside both is still answered.
- A complaint amid a booking and a question lost the booking: restaurante «mesa para 4 el viernes, la
  ultima vez tardasteis muchisimo, se puede ir con perro?» only passed the message to a person. Now the
  booking is held (4, Friday 6), the complaint noted beside it with the apology, and the question answered
  from the data when it can be («Los perros son bienvenidos en la terraza…») or kept for the local; a
  question after a «?» («…, ¿se puede ir con perro? la última vez…») counts as a clause of its own.
- A past purchase beside a wish was ordered again: «ayer os compré napolitanas, hoy quiero 6 croissants
  para el martes a las 10» read «Apunto: Napolitana de chocolate y 6 × Croissant…» and asked «¿Cuántas
  napolitanas quieres?». Now the thing bought before («compré», «me llevé», «pedí», gl «merquei»,
  «merqueivos», «levei») is not ordered: only the 6 croissants. «quiero napolitanas como las que compré
  ayer» and «¿me guardáis 6 croissants como ayer?» still order what they name.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge, line_counts

_NOTED_ORDER_ES = "Siento lo ocurrido. Lo apunto junto al pedido nuevo para que lo vea una persona del local."
_NOTED_ORDER_GL = "Sinto o ocorrido. Apúntoo xunto ao pedido novo para que o vexa unha persoa do local."
_NOTED_BOOKING_ES = "Siento lo ocurrido. Lo apunto junto a la reserva nueva para que lo vea una persona del local."
_NOTED_BOOKING_GL = "Sinto o ocorrido. Apúntoo xunto á reserva nova para que o vexa unha persoa do local."
_ONE_CROISSANT = "Apunto: 1 × Croissant de mantequilla. Total 1,80 €."
_SIX_CROISSANTS = "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."
_DOGS = "Los perros son bienvenidos en la terraza. Dentro del comedor solo pueden entrar perros de asistencia."
_FRIDAY_4_ES = "Apunto: reserva para 4 personas el viernes 6 de noviembre."
_FRIDAY_4_GL = "Apunto: reserva para 4 persoas o venres 6 de novembro."


# -- 1. a complaint beside an order, said last or amid it -----------------------------------------------

@pytest.mark.parametrize("said, complaint", [
    ("quiero un croissant para mañana a las 10, el de ayer estaba seco", "el de ayer estaba seco"),
    ("quiero un croissant para mañana a las 10, el de ayer estaba duro", "el de ayer estaba duro"),
    ("quiero un croissant para manana a las 10, el de ayer estaba seco", "el de ayer estaba seco"),
    ("quiero un croissant para mañana a las 10, ayer me lo disteis quemado", "ayer me lo disteis quemado"),
    ("quiero un croissant, el de ayer estaba seco, para mañana a las 10", "el de ayer estaba seco"),
    ("el de ayer estaba seco, quiero un croissant para mañana a las 10", "el de ayer estaba seco"),
    ("ponme un croissant para mañana a las 10 y el de ayer estaba seco", "el de ayer estaba seco"),
])
def test_a_complaint_beside_an_order_is_said_back_and_noted_with_it_es(said, complaint):
    c = chat("")
    t = c.say(said)
    assert t.texts == [_NOTED_ORDER_ES, _ONE_CROISSANT, "¿A nombre de quién lo preparo?"]
    order = c.state["order"]
    assert (order["ymd"], order["min"]) == ("2026-11-01", 600)
    assert order["notes_said"] == [complaint]
    assert line_counts(c) == {"croissant": 1}
    assert c.requests == [] or c.requests[-1]["kind"] != "handoff"


@pytest.mark.parametrize("said, complaint", [
    ("quero un croissant para mañá ás 10, o de onte estaba seco", "o de onte estaba seco"),
    ("quero un croissant para mana as 10, o de onte estaba duro", "o de onte estaba duro"),
    ("o de onte estaba seco, quero un croissant para mañá ás 10", "o de onte estaba seco"),
])
def test_a_complaint_beside_an_order_is_said_back_and_noted_with_it_gl(said, complaint):
    c = chat("")
    t = c.say(said)
    assert t.texts == [_NOTED_ORDER_GL, _ONE_CROISSANT, "¿A nome de quen o preparo?"]
    assert c.state["order"]["notes_said"] == [complaint]
    assert line_counts(c) == {"croissant": 1}


@pytest.mark.parametrize("said, complaint, asked", [
    ("ayer os compré napolitanas y estaban secas, hoy quiero 6 croissants para el martes a las 10",
     "ayer os compré napolitanas y estaban secas", "¿A nombre de quién lo preparo?"),
    ("quiero 6 croissants para el martes a las 10. Los de ayer estaban durísimos!",
     "Los de ayer estaban durísimos", "¿A nombre de quién lo preparo?"),
    ("onte merqueivos napolitanas e estaban secas, hoxe quero 6 croissants para o martes ás 10",
     "onte merqueivos napolitanas e estaban secas", "¿A nome de quen o preparo?"),
    ("quero 6 croissants para o martes ás 10, onte déstesmo queimado", "onte déstesmo queimado",
     "¿A nome de quen o preparo?"),
])
def test_a_complaint_of_a_thing_bought_before_beside_an_order_of_another(said, complaint, asked):
    c = chat("")
    t = c.say(said)
    assert t.texts[1:] == [_SIX_CROISSANTS, asked]
    assert t.texts[0] in (_NOTED_ORDER_ES, _NOTED_ORDER_GL)
    assert c.state["order"]["notes_said"] == [complaint]
    assert line_counts(c) == {"croissant": 6}
    assert (c.state["order"]["ymd"], c.state["order"]["min"]) == ("2026-11-03", 600)


def test_a_count_after_the_complaint_is_the_thing_complained_of():
    c = chat("")
    t = c.say("ponme 4 croissants para el martes, los de ayer estaban duros")
    assert t.texts == [_NOTED_ORDER_ES, "Apunto: 4 × Croissant de mantequilla. Total 7,20 €.",
                       "¿A qué hora lo recoges el martes 3 de noviembre?"]
    assert c.state["order"]["notes_said"] == ["los de ayer estaban duros"]


def test_a_question_beside_the_order_and_the_complaint_is_still_answered(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    t = c.say("quiero un croissant para mañana a las 10, el de ayer estaba seco, ¿abrís el domingo?")
    assert t.texts == [_NOTED_ORDER_ES, "El domingo 1 de noviembre abrimos de 09:30 a 14:00.", _ONE_CROISSANT,
                       "¿A nombre de quién lo preparo?"]
    assert c.state["order"]["notes_said"] == ["el de ayer estaba seco"]


@pytest.mark.parametrize("said", [
    "quiero un croissant para mañana a las 10, que el de ayer estaba buenisimo",
    "quiero un croissant para mañana a las 10",
    "quero un croissant para mañá ás 10",
])
def test_an_order_without_a_complaint_gets_no_apology(said):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == _ONE_CROISSANT
    assert not any(x.startswith(("Siento", "Sinto")) for x in t.texts)
    assert not c.state["order"].get("notes_said")


@pytest.mark.parametrize("said, passed_on", [
    ("el croissant de ayer estaba seco", "Siento lo ocurrido. Le paso tu mensaje a una persona de Obrador Mel"),
    ("o croissant de onte estaba seco", "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de Obrador Mel"),
])
def test_a_complaint_alone_still_goes_to_a_person(said, passed_on):
    c = chat("")
    t = c.say(said)
    assert t.texts[0].startswith(passed_on)
    assert c.requests[-1]["kind"] == "handoff"


# -- 2. a complaint amid a booking and a question ------------------------------------------------------

@pytest.mark.parametrize("said, complaint", [
    ("mesa para 4 el viernes, la ultima vez tardasteis muchisimo, se puede ir con perro?",
     "la ultima vez tardasteis muchisimo"),
    ("mesa para 4 el viernes, la última vez tardasteis muchísimo, ¿se puede ir con perro?",
     "la última vez tardasteis muchísimo"),
    ("la ultima vez tardasteis muchisimo, mesa para 4 el viernes, se puede ir con perro?",
     "la ultima vez tardasteis muchisimo"),
    ("mesa para 4 el viernes, ¿se puede ir con perro? la última vez tardasteis muchísimo",
     "la última vez tardasteis muchísimo"),
])
def test_a_booking_with_a_complaint_and_a_question_is_held_and_the_question_answered(tmp_path, said, complaint):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(said)
    assert t.texts == [_NOTED_BOOKING_ES, _DOGS, _FRIDAY_4_ES, "¿A qué hora te va bien el viernes 6 de noviembre?"]
    booking = c.state["booking"]
    assert (booking["party"], booking["ymd"]) == (4, "2026-11-06")
    assert complaint in booking["notes_said"]
    assert c.requests[-1]["kind"] == "booking"


def test_a_booking_with_a_complaint_and_a_question_no_data_answers_is_kept_for_the_local():
    c = chat("restaurante")
    t = c.say("mesa para 4 el viernes, la ultima vez tardasteis muchisimo, se puede ir con perro?")
    assert t.texts[:2] == [_NOTED_BOOKING_ES, _FRIDAY_4_ES]
    assert t.texts[2].startswith("Eso no lo tengo claro y prefiero no inventarlo. Se lo apunto al local junto a "
                                 "tu reserva")
    assert t.texts[3] == "¿A qué hora te va bien el viernes 6 de noviembre?"
    assert c.state["booking"]["questions"] == ["se puede ir con perro?"]


def test_a_booking_with_a_complaint_and_a_question_gl():
    c = chat("restaurante")
    t = c.say("mesa para 4 o venres, a ultima vez tardastes moitisimo, pódese ir con can?")
    assert t.texts[:2] == [_NOTED_BOOKING_GL, _FRIDAY_4_GL]
    assert t.texts[-1] == "¿A que hora che vai ben o venres 6 de novembro?"
    booking = c.state["booking"]
    assert (booking["party"], booking["ymd"]) == (4, "2026-11-06")
    assert "a ultima vez tardastes moitisimo" in booking["notes_said"]


def test_a_service_with_a_complaint_and_a_question_is_booked():
    c = chat("peluqueria")
    t = c.say("la última vez me cortasteis fatal, corte de mujer el martes a las 10, ¿aceptáis tarjeta?")
    assert t.texts[0] == _NOTED_BOOKING_ES
    assert t.texts[1] == "Apunto: corte de mujer el martes 3 de noviembre. Total 22,00 €; dura unos 45 minutos."
    booking = c.state["booking"]
    assert (booking["services"], booking["ymd"]) == (["corte-mujer"], "2026-11-03")
    assert booking["notes_said"] == ["la última vez me cortasteis fatal"]
    assert booking["questions"] == ["¿aceptáis tarjeta?"]


def test_a_complaint_amid_a_booking_and_a_question_about_the_menu_is_no_longer_dropped():
    c = chat("restaurante")
    t = c.say("mesa para 2 el sábado a las 21, la última vez la comida llegó fría, ¿tenéis menú infantil?")
    assert t.texts[0] == _NOTED_BOOKING_ES
    assert "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 21:00." in t.texts
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"
    assert c.state["booking"]["notes_said"] == ["la última vez la comida llegó fría"]


@pytest.mark.parametrize("said", [
    "la última vez tardasteis muchísimo, ¿tenéis mesa para 4 el viernes?",
    "¿tenéis mesa para 4 el viernes? la última vez tardasteis muchísimo",
])
def test_a_booking_asked_as_a_question_beside_a_complaint_is_held(said):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts == [_NOTED_BOOKING_ES, _FRIDAY_4_ES, "¿A qué hora te va bien el viernes 6 de noviembre?"]
    assert c.state["booking"]["notes_said"] == ["la última vez tardasteis muchísimo"]


@pytest.mark.parametrize("said", [
    "revisión el sábado a las 10, la última vez me la devolvisteis sucia, ¿hay parking?",
    "quiero una revisión el sábado a las 10, la última vez me la devolvisteis sucia",
])
def test_a_workshop_booking_beside_a_complaint_of_the_last_job_is_held(said):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == _NOTED_BOOKING_ES
    assert t.texts[1] == ("Apunto: revisión completa el sábado 7 de noviembre a las 10:00. Total 35,00 €; dura unos "
                          "60 minutos.")
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"
    assert c.state["booking"]["notes_said"] == ["la última vez me la devolvisteis sucia"]


@pytest.mark.parametrize("said, noted, asked", [
    ("quiero un ramo de rosas para el lunes, el de la semana pasada llegó mustio", _NOTED_ORDER_ES,
     "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("quero un ramo de rosas para o luns, o da semana pasada chegou murcho", _NOTED_ORDER_GL,
     "¿A que hora o recolles o luns 2 de novembro?"),
    ("o ramo da semana pasada chegou murcho, quero un ramo de rosas para o luns", _NOTED_ORDER_GL,
     "¿A que hora o recolles o luns 2 de novembro?"),
])
def test_a_florist_order_beside_a_complaint_of_the_last_one_is_held(said, noted, asked):
    c = chat("floristeria")
    t = c.say(said)
    assert t.texts == [noted, "Apunto: 1 × Ramo de rosas. Total 35,00 €.", asked]
    assert line_counts(c) == {"ramo-rosas": 1}
    assert len(c.state["order"]["notes_said"]) == 1


def test_a_complaint_and_a_question_without_a_booking_still_go_to_a_person():
    c = chat("restaurante")
    t = c.say("la ultima vez tardasteis muchisimo, se puede ir con perro?")
    assert t.texts[0].startswith("Siento lo ocurrido. Le paso tu mensaje a una persona de Casa Lúa")
    assert "booking" not in c.state or not (c.state.get("booking") or {}).get("party")


# -- 3. a past purchase beside a new order --------------------------------------------------------------

@pytest.mark.parametrize("said, asked", [
    ("ayer os compré napolitanas, hoy quiero 6 croissants para el martes a las 10", "¿A nombre de quién lo preparo?"),
    ("ayer os compre napolitanas, hoy quiero 6 croissants para el martes a las 10", "¿A nombre de quién lo preparo?"),
    ("quiero 6 croissants para el martes a las 10, ayer os compré napolitanas", "¿A nombre de quién lo preparo?"),
    ("ayer me llevé napolitanas, hoy quiero 6 croissants para el martes a las 10", "¿A nombre de quién lo preparo?"),
    ("ayer me lleve napolitanas, hoy quiero 6 croissants para el martes a las 10", "¿A nombre de quién lo preparo?"),
    ("ayer pedí napolitanas y hoy quiero 6 croissants para el martes",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("onte merquei napolitanas, hoxe quero 6 croissants para o martes ás 10", "¿A nome de quen o preparo?"),
    ("onte merqueivos napolitanas, hoxe quero 6 croissants para o martes ás 10", "¿A nome de quen o preparo?"),
    ("onte levei napolitanas e hoxe quero 6 croissants para o martes",
     "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_a_thing_bought_before_beside_a_wish_is_not_ordered(said, asked):
    c = chat("")
    t = c.say(said)
    assert t.texts == [_SIX_CROISSANTS, asked]
    assert line_counts(c) == {"croissant": 6}
    assert c.state["order"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said, first, counts", [
    ("quiero napolitanas como las que compré ayer", "Apunto: Napolitana de chocolate.", {"napolitana": 1}),
    ("quiero napolitanas, como las que compré ayer", "Apunto: Napolitana de chocolate.", {"napolitana": 1}),
    ("¿me guardáis 6 croissants como ayer?", _SIX_CROISSANTS, {"croissant": 6}),
    ("6 croissants y las napolitanas de ayer",
     "Apunto: 6 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 12,80 €.",
     {"croissant": 6, "napolitana": 1}),
])
def test_a_thing_like_the_one_bought_before_is_still_ordered(said, first, counts):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == first
    assert line_counts(c) == counts
