"""A choice of day and time in a booking (stop 57).

Before: «un corte de hombre el martes a las 10 o el jueves a las 12» booked Tuesday at 10:00 in
silence («Apunto: corte de hombre el martes 3 de noviembre a las 10:00…»), the Thursday choice lost; the
same at the restaurant («mesa para 4 el viernes a las 21 o el sábado a las 14»: Friday at 21:00) and in
Galician («o martes ás 10 ou o xoves ás 12»). «… a las 10 o a las 12 el martes» took 10:00 (or, said
alone, went to a person). And a day pressed from «¿Qué día te va mejor, el martes 3 o el jueves 5 de
noviembre?» was not said back: the next question came alone («¿Con quién quieres la cita?»).

Now the two moments are asked back as a choice, each day with its own time and each a button: «¿Qué te
va mejor, el martes 3 a las 10:00 o el jueves 5 de noviembre a las 12:00?» (two times on one day: «¿Qué
te va mejor, el martes 3 de noviembre a las 10:00 o a las 12:00?»). Pressing one, or saying its day or
its time, takes that moment; a pressed one is said back: «Te apunto el jueves 5 de noviembre a las
12:00.» (a day alone: «Te apunto el jueves 5 de noviembre.»). Only one of the two free: that one is taken,
the other said («El martes 3 de noviembre a las 10:00 no puede ser: te apunto a las 12:00.»).

Beside a booking: «mesa el viernes a las 21», then «4, teneis terraza?» lost the 4 (the whole message passed
on as a question, «¿Para cuántas personas?» asked again); now the 4 is taken and the question answered or
passed on. «mesa para 4 mañá ás 14, ¿hai sitio para carriño?» was read as asking for a free table (held with
a note, nothing said); now it is passed on with the booking and said so, as «¿tenéis trona?» was."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

TUE_THU_ES = "¿Qué te va mejor, el martes 3 a las 10:00 o el jueves 5 de noviembre a las 12:00?"
TUE_THU_GL = "¿Que che vai mellor, o martes 3 ás 10:00 ou o xoves 5 de novembro ás 12:00?"
TUE_TWO_TIMES_ES = "¿Qué te va mejor, el martes 3 de noviembre a las 10:00 o a las 12:00?"
TUE_TWO_TIMES_GL = "¿Que che vai mellor, o martes 3 de novembro ás 10:00 ou ás 12:00?"
FRI_SAT_ES = "¿Qué te va mejor, el viernes 6 a las 21:00 o el sábado 7 de noviembre a las 14:00?"


def _booking(c) -> dict:
    return c.state["booking"]


# ------------------------------------------------------------ a day with its time, or another with its own

@pytest.mark.parametrize("slug, said, question, chips", [
    ("peluqueria", "un corte de hombre el martes a las 10 o el jueves a las 12", TUE_THU_ES,
     ["mar 3 nov, 10:00", "jue 5 nov, 12:00"]),
    ("peluqueria", "corte de hombre el martes a las 10, o si no el jueves a las 12", TUE_THU_ES,
     ["mar 3 nov, 10:00", "jue 5 nov, 12:00"]),
    ("peluqueria", "un corte de home o martes ás 10 ou o xoves ás 12", TUE_THU_GL,
     ["mar 3 nov, 10:00", "xov 5 nov, 12:00"]),
    ("peluqueria", "un corte de home o martes as 10 ou o xoves as 12", TUE_THU_GL,
     ["mar 3 nov, 10:00", "xov 5 nov, 12:00"]),
    ("restaurante", "mesa para 4 el viernes a las 21 o el sábado a las 14", FRI_SAT_ES,
     ["vie 6 nov, 21:00", "sáb 7 nov, 14:00"]),
    ("restaurante", "mesa para 4 el viernes a las 21 o el sabado a las 14", FRI_SAT_ES,
     ["vie 6 nov, 21:00", "sáb 7 nov, 14:00"]),
])
def test_two_moments_are_asked_as_a_choice(slug, said, question, chips):
    c = chat(slug)
    t = c.say(said)
    assert question in t.texts
    assert t.chip_labels == chips
    assert not _booking(c).get("ymd") and _booking(c).get("min") is None     # nothing taken in silence
    assert "¿A nombre de quién" not in t.text and "¿A nome de quen" not in t.text


@pytest.mark.parametrize("slug, said, label, day, minutes, told", [
    ("peluqueria", "un corte de hombre el martes a las 10 o el jueves a las 12", "jue 5 nov, 12:00",
     "2026-11-05", 720, "Te apunto el jueves 5 de noviembre a las 12:00."),
    ("peluqueria", "un corte de hombre el martes a las 10 o el jueves a las 12", "mar 3 nov, 10:00",
     "2026-11-03", 600, "Te apunto el martes 3 de noviembre a las 10:00."),
    ("peluqueria", "un corte de home o martes ás 10 ou o xoves ás 12", "xov 5 nov, 12:00",
     "2026-11-05", 720, "Apúntoche o xoves 5 de novembro ás 12:00."),
    ("restaurante", "mesa para 4 el viernes a las 21 o el sábado a las 14", "sáb 7 nov, 14:00",
     "2026-11-07", 840, "Te apunto el sábado 7 de noviembre a las 14:00."),
])
def test_a_moment_pressed_is_taken_and_said(slug, said, label, day, minutes, told):
    c = chat(slug)
    c.say(said)
    t = c.press(label)
    assert told in t.texts
    assert (_booking(c)["ymd"], _booking(c)["min"]) == (day, minutes)


@pytest.mark.parametrize("slug, said, answer, day, minutes, read", [
    ("peluqueria", "un corte de hombre el martes a las 10 o el jueves a las 12", "el jueves",
     "2026-11-05", 720, "el jueves 5 de noviembre a las 12:00"),
    ("peluqueria", "un corte de hombre el martes a las 10 o el jueves a las 12", "mejor el martes",
     "2026-11-03", 600, "el martes 3 de noviembre a las 10:00"),
    ("peluqueria", "un corte de home o martes ás 10 ou o xoves ás 12", "o xoves",
     "2026-11-05", 720, "o xoves 5 de novembro ás 12:00"),
    ("peluqueria", "un corte de hombre el martes a las 10 o el jueves a las 12", "a las 12",
     "2026-11-05", 720, "el jueves 5 de noviembre a las 12:00"),
    ("restaurante", "mesa para 4 el viernes a las 21 o el sábado a las 14", "el sabado",
     "2026-11-07", 840, "el sábado 7 de noviembre a las 14:00"),
])
def test_a_moment_said_takes_its_day_and_its_time(slug, said, answer, day, minutes, read):
    c = chat(slug)
    c.say(said)
    t = c.say(answer)
    assert (_booking(c)["ymd"], _booking(c)["min"]) == (day, minutes)
    assert read in t.text


# ------------------------------------------------------------ two times on one day

TAKEN_TUE_12_ES = "Te apunto el martes 3 de noviembre a las 12:00."


@pytest.mark.parametrize("said, question, told", [
    ("un corte de hombre a las 10 o a las 12 el martes", TUE_TWO_TIMES_ES, TAKEN_TUE_12_ES),
    ("un corte de hombre el martes a las 10 o a las 12", TUE_TWO_TIMES_ES, TAKEN_TUE_12_ES),
    ("corte de hombre el martes sobre las 10 o sobre las 12", TUE_TWO_TIMES_ES, TAKEN_TUE_12_ES),
    ("un corte de home o martes ás 10 ou ás 12", TUE_TWO_TIMES_GL, "Apúntoche o martes 3 de novembro ás 12:00."),
])
def test_two_times_on_one_day_are_asked_as_a_choice(said, question, told):
    c = chat("peluqueria")
    t = c.say(said)
    assert question in t.texts
    assert t.chip_labels == ["10:00", "12:00"]
    assert _booking(c).get("min") is None
    t = c.press("12:00")
    assert told in t.texts
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-03", 720)


def test_two_times_said_after_the_service_are_asked_too():
    c = chat("peluqueria")
    c.say("un corte de hombre")
    t = c.say("el martes a las 10 o a las 12")
    assert TUE_TWO_TIMES_ES in t.texts
    t = c.say("a las 12")
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-03", 720)
    assert "el martes 3 de noviembre a las 12:00" in t.text


def test_a_closed_day_of_the_two_moments_takes_the_other_at_its_time():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el domingo a las 10 o el jueves a las 12")
    assert "el jueves 5 de noviembre a las 12:00" in t.text
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-05", 720)


# ------------------------------------------------------------ a day pressed from «¿el martes o el jueves?»

@pytest.mark.parametrize("slug, said, label, told", [
    ("peluqueria", "un corte de hombre el martes o el jueves", "jue 5 nov", "Te apunto el jueves 5 de noviembre."),
    ("peluqueria", "un corte de home o martes ou o xoves", "xov 5 nov", "Apúntoche o xoves 5 de novembro."),
    ("restaurante", "mesa para 4 el viernes o el sábado", "sáb 7 nov", "Te apunto el sábado 7 de noviembre."),
])
def test_a_day_pressed_from_the_choice_is_said(slug, said, label, told):
    c = chat(slug)
    c.say(said)
    t = c.press(label)
    assert told in t.texts


def test_a_day_pressed_with_the_time_held_says_both():
    c = chat("restaurante")
    c.say("mesa para 4 el viernes o el sábado a las 21")
    t = c.press("sáb 7 nov")
    assert "Te apunto el sábado 7 de noviembre a las 21:00." in t.texts


def test_a_day_pressed_from_the_bakery_choice_is_said():
    c = chat()
    c.say("2 napolitanas para el martes o el miércoles")
    t = c.press("mié 4 nov")
    assert "Te apunto el miércoles 4 de noviembre." in t.texts


# ------------------------------------------------------------ near-misses that stay as they were

def test_a_choice_of_days_without_times_is_asked_as_before():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes o el jueves")
    assert "¿Qué día te va mejor, el martes 3 o el jueves 5 de noviembre?" in t.texts
    assert t.chip_labels == ["mar 3 nov", "jue 5 nov"]


def test_two_days_each_with_its_time_joined_by_and_stay_two_requests():
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes a las 10 y el jueves a las 12")
    assert "va aparte" in t.text
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-03", 600)


@pytest.mark.parametrize("slug, said, day, minutes", [
    ("restaurante", "reserva para 4 el viernes a las 21", "2026-11-06", 1260),
    ("peluqueria", "un corte de hombre el martes a las 10", "2026-11-03", 600),
    # the second time ruled out: the first is the one
    ("peluqueria", "un corte de hombre el martes a las 10 o a las 12 no puedo", "2026-11-03", 600),
])
def test_one_moment_said_is_taken(slug, said, day, minutes):
    c = chat(slug)
    t = c.say(said)
    assert "¿Qué te va mejor" not in t.text and "¿Que che vai mellor" not in t.text
    assert (_booking(c)["ymd"], _booking(c)["min"]) == (day, minutes)


def test_a_question_alone_is_no_choice():
    c = chat("restaurante")
    t = c.say("¿tenéis terraza?")
    assert "¿Qué te va mejor" not in t.text
    assert not (c.state.get("booking") or {}).get("ymd")


# ------------------------------------------------------------ a count to «¿Para cuántas personas?», and a question
# Before: «mesa el viernes a las 21», then «4, teneis terraza?» lost the 4: the whole message was passed on as a
# question and «¿Para cuántas personas?» asked again. Now the count is taken and the question answered (or
# passed on with the booking).

FRIDAY_FOR_4_ES = "reserva para 4 personas el viernes 6 de noviembre a las 21:00"


@pytest.mark.parametrize("first, then, party_said", [
    ("mesa el viernes a las 21", "4, teneis terraza?", FRIDAY_FOR_4_ES),
    ("mesa el viernes a las 21", "4, ¿tenéis terraza?", FRIDAY_FOR_4_ES),
    ("mesa el viernes a las 21", "para 4, ¿tenéis terraza?", FRIDAY_FOR_4_ES),
    ("mesa el viernes a las 21", "cuatro, hay terraza?", FRIDAY_FOR_4_ES),
    ("mesa o venres ás 21", "catro, tedes terraza?", "reserva para 4 persoas o venres 6 de novembro ás 21:00"),
])
def test_a_count_with_a_question_takes_the_count_and_answers(tmp_path, first, then, party_said):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say(first)
    t = c.say(then)
    assert c.state["booking"]["party"] == 4
    assert party_said in t.text
    assert "terraza cubierta" in t.text          # the knowledge's answer
    assert "¿Para cuántas personas?" not in t.text and "¿Para cantas persoas?" not in t.text


@pytest.mark.parametrize("then, passed", [
    ("4, ¿tenéis trona?", "Se lo apunto al local junto a tu reserva"),
    ("catro, ¿tedes trona?", "Apúntollo ao local xunto á túa reserva"),
])
def test_a_count_with_a_question_nobody_answers_passes_it_on(then, passed):
    c = chat("restaurante")
    c.say("mesa el viernes a las 21")
    t = c.say(then)
    assert c.state["booking"]["party"] == 4
    assert passed in t.text
    assert c.state["booking"]["questions"] == [then.split(", ", 1)[1]]


@pytest.mark.parametrize("then", ["somos 4, hay terraza?", "4 personas y una trona por favor", "4"])
def test_a_count_answering_as_before(tmp_path, then):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("mesa el viernes a las 21")
    t = c.say(then)
    assert c.state["booking"]["party"] == 4
    assert "¿A nombre de quién hago la reserva?" in t.texts


# ------------------------------------------------------------ «¿hay sitio para un carrito?» beside a booking
# Before: «mesa para 4 mañá ás 14, ¿hai sitio para carriño?» (and «… ¿hay sitio para un carrito?») was read as
# asking for a free table: the booking was held with a note and nothing said of the question. Now it is a
# question about the place, passed on with the booking and said so.

@pytest.mark.parametrize("said, passed", [
    ("mesa para 4 mañana a las 14, ¿hay sitio para un carrito?", "Se lo apunto al local junto a tu reserva"),
    ("mesa para 4 mañana a las 14, hay sitio para el carrito?", "Se lo apunto al local junto a tu reserva"),
    ("mesa para 4 mañá ás 14, ¿hai sitio para carriño?", "Apúntollo ao local xunto á túa reserva"),
    ("mesa para 4 mañá ás 14, ¿hai sitio para un carriño?", "Apúntollo ao local xunto á túa reserva"),
])
def test_room_for_a_thing_beside_a_booking_is_passed_on(said, passed):
    c = chat("restaurante")
    t = c.say(said)
    assert passed in t.text
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b["min"]) == (4, "2026-11-01", 840)
    assert len(b["questions"]) == 1 and "sitio para" in b["questions"][0]


@pytest.mark.parametrize("said", ["¿hay sitio para 4 el sábado a las 14?", "mesa para 4 mañana a las 14, ¿hay sitio?"])
def test_room_for_the_table_is_the_booking(said):
    c = chat("restaurante")
    t = c.say(said)
    assert "Se lo apunto al local" not in t.text
    assert not c.state["booking"].get("questions")
    assert "¿A nombre de quién hago la reserva?" in t.texts


# ------------------------------------------------------------ of the two moments only one free: that one

@pytest.mark.parametrize("said, booked, told", [
    ("un corte de mujer el martes, a las 10 o a las 12", "corte de mujer el martes 3 de noviembre a las 12:00",
     "El martes 3 de noviembre a las 10:00 no puede ser: te apunto a las 12:00."),
    ("un corte de muller o martes, ás 10 ou ás 12", "corte de muller o martes 3 de novembro ás 12:00",
     "O martes 3 de novembro ás 10:00 non pode ser: apúntoche ás 12:00."),
])
def test_of_two_times_only_the_free_one_is_taken(said, booked, told):
    c = chat("peluqueria")
    t = c.say(said)
    assert booked in t.text and told in t.texts
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-03", 720)


@pytest.mark.parametrize("said", ["un corte de hombre el martes a las 10 o a las 12, me da igual",
                                  "un corte de hombre el martes a las 10 o el jueves a las 12, me da igual"])
def test_either_will_do_takes_the_first_moment(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert "el martes 3 de noviembre a las 10:00" in t.text and "¿Qué te va mejor" not in t.text
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-03", 600)
