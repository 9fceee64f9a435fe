"""Review of «two days or halves» (stop 56): what it made worse, and what it read too widely.

Before: a choice of two days was forgotten after one turn. In the bakery «2 napolitanas para el martes o
el miércoles», then «a las 10», said «A las 10:00 ya no llego. Las horas libres más cercanas son 13:00,
13:30 o 16:30» (today's), and «me da igual» offered today's times; at the salon «un corte el martes o el
jueves» asked the kind of cut and then «¿Con quién…?» with no day kept; at the restaurant «mesa para 4
el viernes o el sábado a las 21», then «a las 11», offered six days from today. On Sunday (open 09:30–14:00)
«a las 3» offered «09:30, 10:00 o 10:30», as if 03:00 were meant; at the restaurant «reserva para 4 el
viernes a las 21», then «mejor a las 11», said «A las 11 no puede ser: … de 20:00 a 23:30», which makes
23:00 look open.

Now the two days stay the choice asked («¿Qué día te va mejor, el martes 3 o el miércoles 4 de
noviembre?», the two as buttons) until one is picked: a time said meanwhile is kept («Apunto la hora, las
10:00.»), «me da igual» takes the first. A bare hour that fits neither half is refused as said with the
day's hours, and the free times offered are those nearest the reading nearer the open hours (15:00 for
«a las 3» on Sunday: 12:30, 13:00, 13:30). An evening reading that is open but too near closing is said
as such: «A las 23:00 ya no da tiempo antes del cierre (23:30).»"""
from __future__ import annotations

import pytest

from tests.conversation import chat

TUE_WED_ES = "¿Qué día te va mejor, el martes 3 o el miércoles 4 de noviembre?"
TUE_WED_GL = "¿Que día che vai mellor, o martes 3 ou o mércores 4 de novembro?"
TUE_THU_ES = "¿Qué día te va mejor, el martes 3 o el jueves 5 de noviembre?"
TUE_THU_GL = "¿Que día che vai mellor, o martes 3 ou o xoves 5 de novembro?"
MON_TUE_ES = "¿Qué día te va mejor, el lunes 2 o el martes 3 de noviembre?"
FRI_SAT_ES = "¿Qué día te va mejor, el viernes 6 o el sábado 7 de noviembre?"
TOO_LATE_FRIDAY = "A las 23:00 ya no da tiempo antes del cierre (23:30)."


# ------------------------------------------------------------ W2: a time at the two-day choice

@pytest.mark.parametrize("first, then, question, chips", [
    ("2 napolitanas para el martes o el miércoles", "a las 10", TUE_WED_ES, ["mar 3 nov", "mié 4 nov"]),
    ("2 napolitanas para el martes o el miercoles", "sobre las 10", TUE_WED_ES, ["mar 3 nov", "mié 4 nov"]),
    ("2 napolitanas para o martes ou o mércores", "ás 10", TUE_WED_GL, ["mar 3 nov", "mér 4 nov"]),
])
def test_a_time_at_the_bakery_choice_is_kept_and_the_choice_asked_again(first, then, question, chips):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert question in t.texts
    assert t.chip_labels == chips
    assert "ya no llego" not in t.text and "13:00" not in t.text
    assert "10:00" in t.text        # «Apunto la hora, las 10:00.» / «Apunto a hora, as 10:00.»
    assert c.state["order"]["min"] == 600 and not c.state["order"].get("ymd")
    t = c.press(chips[1])
    assert "10:00" not in " ".join(t.chip_labels)       # the time held is taken on Wednesday, not asked
    assert c.state["order"]["ymd"] == "2026-11-04" and c.state["order"]["min"] == 600


def test_a_time_at_the_bookshop_choice_galician():
    c = chat("libreria")
    c.say("follas novas para o martes ou o mércores")
    t = c.say("ás 11")
    assert TUE_WED_GL in t.texts
    assert "Apunto a hora, as 11:00." in t.texts
    assert "non chego" not in t.text.lower()


@pytest.mark.parametrize("lang, first, anyway, day_said", [
    ("es", "2 napolitanas para el martes o el miércoles", "me da igual", "el martes 3 de noviembre"),
    ("es", "2 napolitanas para el martes o el miercoles", "me es igual", "el martes 3 de noviembre"),
    ("gl", "2 napolitanas para o martes ou o mércores", "dáme igual", "o martes 3 de novembro"),
])
def test_no_matter_at_the_choice_takes_the_first_day(lang, first, anyway, day_said):
    c = chat()
    c.say(first)
    t = c.say(anyway)
    assert day_said in t.text
    assert "13:00" not in t.chip_labels        # not today's times
    assert t.chip_labels[:2] == ["09:00", "09:30"]
    assert c.state["order"]["ymd"] == "2026-11-03"


# ------------------------------------------------------------ W3, W4: the two days kept while other things are asked

@pytest.mark.parametrize("slug, first, then, question, said", [
    ("restaurante", "mesa para 4 el viernes o el sábado a las 21", "a las 11", FRI_SAT_ES, "a las 23:00"),
    ("restaurante", "mesa para 2 el martes o el miércoles, lo que tengais", "a las 11", TUE_WED_ES, "a las 23:00"),
    ("restaurante", "mesa para 2 el viernes o el sábado", "a las 9", FRI_SAT_ES, "a las 21:00"),
    ("restaurante", "mesa para 2 el viernes o el sabado", "a las 21", FRI_SAT_ES, "a las 21:00"),
    ("taller", "una revision el lunes o el martes", "a las 11", MON_TUE_ES, "a las 11:00"),
    ("peluqueria", "un corte de mujer el martes ó el jueves", "a las 11", TUE_THU_ES, "a las 11:00"),
])
def test_a_time_after_two_days_asks_the_two_days_again(slug, first, then, question, said):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert question in t.texts
    assert len(t.chip_labels) == 2
    assert said in t.text
    assert not c.state["booking"].get("ymd")


@pytest.mark.parametrize("first, kind, question", [
    ("un corte el martes o el jueves", "de hombre", TUE_THU_ES),
    ("un corte el martes o si no el jueves", "de hombre", TUE_THU_ES),
    ("un corte el martes o bien el jueves", "de mujer", TUE_THU_ES),
    ("un corte el martes o el jueves a las 10", "de mujer", TUE_THU_ES),
    ("un corte o martes ou se non o xoves", "de home", TUE_THU_GL),
    ("un corte o martes ou o xoves", "de muller", TUE_THU_GL),
])
def test_the_two_days_outlive_the_kind_question(first, kind, question):
    c = chat("peluqueria")
    t = c.say(first)
    assert "corte quieres" in t.text or "corte queres" in t.text
    t = c.say(kind)
    assert question in t.texts
    assert "¿Con quién" not in t.text and "¿Con quen" not in t.text
    assert not c.state["booking"].get("ymd")
    assert len(t.chip_labels) == 2


def test_the_time_said_with_the_two_days_is_kept_after_the_kind():
    c = chat("peluqueria")
    c.say("un corte el martes o el jueves a las 10")
    t = c.say("de mujer")
    assert "Apunto: corte de mujer a las 10:00." in t.text
    assert TUE_THU_ES in t.texts


def test_no_matter_to_the_salon_choice_takes_tuesday():
    c = chat("peluqueria")
    c.say("un corte de hombre el martes o el jueves")
    t = c.say("me da igual")
    assert "el martes 3 de noviembre" in t.text
    assert "¿Qué día te va bien?" not in t.text
    assert c.state["booking"]["ymd"] == "2026-11-03"


def test_a_day_picked_ends_the_choice():
    c = chat("peluqueria")
    c.say("un corte de hombre el martes o el jueves")
    t = c.press("jue 5 nov")
    assert "¿Con quién quieres la cita?" in t.text
    assert "¿Qué día te va mejor" not in t.text
    assert c.state["booking"]["ymd"] == "2026-11-05"
    assert "day_choice" not in c.state["booking"]


def test_near_miss_one_day_is_not_a_choice():
    c = chat("peluqueria")
    c.say("un corte el martes")
    t = c.say("de hombre")
    assert "el martes 3 de noviembre" in t.text
    assert "¿Qué día te va mejor" not in t.text


# ------------------------------------------------------------ W5: an afternoon hour on a morning-only day

@pytest.mark.parametrize("slug, first, then, refused, offered", [
    ("", "quiero 2 croissants para mañana", "a las 3", "A las 3 no puede ser:", ["12:30", "13:00", "13:30"]),
    ("", "quiero 2 croissants para mañana", "a las dos y media", "no puede ser:", ["12:30", "13:00", "13:30"]),
    ("", "quiero 2 croissants para mañana", "a las 4", "A las 4 no puede ser:", ["12:30", "13:00", "13:30"]),
    ("", "quiero 2 croissants para mañana a las 3 y media", None, "no puede ser:", ["12:30", "13:00", "13:30"]),
    ("", "quero 2 croissants para mañá", "ás 3", "Ás 3 non pode ser:", ["12:30", "13:00", "13:30"]),
    ("libreria", "follas novas para o sábado ás 3", None, "Ás 3 non pode ser:", ["12:30", "13:00", "13:30"]),
    ("floristeria", "un ramo de rosas para el sábado a las 4", None, "A las 4 no puede ser:",
     ["12:30", "13:00", "13:30"]),
])
def test_an_afternoon_hour_offers_the_end_of_the_morning(slug, first, then, refused, offered):
    c = chat(slug)
    t = c.say(first)
    if then:
        t = c.say(then)
    assert refused in t.text
    assert t.chip_labels[:3] == offered


def test_near_miss_an_early_hour_still_offers_the_opening():
    c = chat()
    c.say("quiero 2 croissants para mañana")
    t = c.say("a las 7")
    assert "A las 7 no puede ser:" in t.text
    assert t.chip_labels[:3] == ["09:30", "10:00", "10:30"]


# ------------------------------------------------------------ 2: an evening reading open but too late

@pytest.mark.parametrize("messages", [
    ["reserva para 4 el viernes a las 21", "mejor a las 11"],
    ["cógeme hora el viernes a las 11 para 4"],
    ["cogeme hora el viernes a las 11 para 4"],
])
def test_too_late_before_closing_names_the_evening_hour(messages):
    c = chat("restaurante")
    for m in messages:
        t = c.say(m)
    assert TOO_LATE_FRIDAY in t.text
    assert "no puede ser" not in t.text
    assert t.chip_labels[:3] == ["21:00", "21:30", "22:00"]


def test_too_late_before_closing_galician():
    c = chat("restaurante")
    t = c.say("reserva para 4 o venres ás 11")
    assert "23:00" in t.text and "23:30" in t.text
    assert "non pode ser" not in t.text


def test_near_miss_both_readings_closed_still_give_the_hours():
    c = chat("restaurante")
    t = c.say("reserva para 4 el viernes a las 5")
    assert "A las 5 no puede ser: el viernes 6 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30." in t.text


# ------------------------------------------------------------ 1: «también / igual» only when it ends the clause

@pytest.mark.parametrize("msg, services_said", [
    ("un corte de hombre el martes a las 10 y el jueves también quiero un tinte",
     "Apunto: corte de hombre y tinte el martes 3 de noviembre."),
    ("un corte de hombre el martes a las 10 y el jueves tambien quiero un tinte",
     "Apunto: corte de hombre y tinte el martes 3 de noviembre."),
    ("un corte de hombre el martes a las 10 y el jueves igual me paso a por champú",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00."),
    ("un corte de home o martes ás 10 e o xoves igual paso a por champú",
     "Apunto: corte de home o martes 3 de novembro ás 10:00."),
])
def test_also_mid_clause_is_no_second_day(msg, services_said):
    t = chat("peluqueria").say(msg)
    assert services_said in t.text
    assert "aparte" not in t.text and "á parte" not in t.text
    assert "jueves 5" not in t.text and "xoves 5" not in t.text


@pytest.mark.parametrize("msg, apart", [
    ("un corte de hombre el martes a las 10 y el jueves también",
     "La del jueves 5 de noviembre a las 10:00 va aparte"),
    ("un corte de hombre el martes a las 10 y el jueves también, gracias",
     "La del jueves 5 de noviembre a las 10:00 va aparte"),
    ("un corte de hombre el martes a las 10 y el jueves tambien.",
     "La del jueves 5 de noviembre a las 10:00 va aparte"),
    ("un corte de hombre el martes a las 10 y el jueves igual",
     "La del jueves 5 de noviembre a las 10:00 va aparte"),
    ("un corte de home o martes ás 10 e o xoves tamén, grazas",
     "A do xoves 5 de novembro ás 10:00 vai á parte"),
])
def test_also_at_the_end_still_asks_the_other_day_apart(msg, apart):
    assert apart in chat("peluqueria").say(msg).text


@pytest.mark.parametrize("msg, closed", [
    ("un corte de hombre el martes a las 10 y el lunes también",
     "El lunes 2 de noviembre estamos cerrados: apunto solo el martes 3 de noviembre."),
    ("un corte de home o martes ás 10 e o luns tamén",
     "O luns 2 de novembro estamos pechados: apunto só o martes 3 de novembro."),
])
def test_the_same_again_on_a_closed_day_says_it_is_closed(msg, closed):
    t = chat("peluqueria").say(msg)
    assert closed in t.texts
    assert "aparte" not in t.text and "á parte" not in t.text


# ------------------------------------------------------------ 3: both days closed

@pytest.mark.parametrize("msg, closed, chips", [
    ("un corte de hombre el domingo o el lunes",
     "El domingo 1 y el lunes 2 de noviembre estamos cerrados. ¿Qué día te va bien?",
     ["mar 3 nov", "mié 4 nov", "jue 5 nov"]),
    ("un corte de hombre el domingo y el lunes",
     "El domingo 1 y el lunes 2 de noviembre estamos cerrados. ¿Qué día te va bien?",
     ["mar 3 nov", "mié 4 nov", "jue 5 nov"]),
    ("un corte de home o domingo ou o luns",
     "O domingo 1 e o luns 2 de novembro estamos pechados. ¿Que día che vai ben?",
     ["mar 3 nov", "mér 4 nov", "xov 5 nov"]),
])
def test_both_days_closed_are_said_closed(msg, closed, chips):
    c = chat("peluqueria")
    t = c.say(msg)
    assert closed in t.text
    assert "exactamente" not in t.text
    assert t.chip_labels[:3] == chips
    assert not c.state["booking"].get("ymd")


def test_near_miss_one_of_two_closed_takes_the_open_one():
    t = chat("peluqueria").say("un corte de hombre el lunes o el martes")
    assert "El lunes 2 de noviembre está cerrado, así que lo apunto para el martes 3 de noviembre." in t.text


@pytest.mark.parametrize("first, then, refused, offered", [
    ("2 napolitanas para el jueves", "a las 8", "A las 8 no puede ser:", ["09:00", "09:30", "10:00"]),
    ("2 napolitanas para o xoves", "ás 8", "Ás 8 non pode ser:", ["09:00", "09:30", "10:00"]),
])
def test_near_miss_an_hour_just_before_opening_offers_the_morning(first, then, refused, offered):
    """At 20:00 the day closes, at 9:00 it opens: «a las 8» a little before opening is the morning's."""
    c = chat()
    c.say(first)
    t = c.say(then)
    assert refused in t.text
    assert t.chip_labels[:3] == offered
