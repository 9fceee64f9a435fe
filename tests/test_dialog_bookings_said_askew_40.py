"""From this stop's probing of bookings: «¿podéis el martes a las 11 un corte de hombre?», «¿podéis el
sábado a las 21 para 2?», «tengo la rueda pinchada, ¿me la miráis el martes a las 11?» went to a
person; «dentro de dos semanas» became a note («2 dentro de dos semanas»: «dentro» is indoors);
«9pm» without «a las» was dropped; «para mí solo» and «para mí y un amigo» asked the party again."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, said", [
    ("peluqueria", "podeis el martes a las 11 un corte de hombre?", "Apunto: corte de hombre el martes 3 de noviembre."),
    ("peluqueria", "podedes o martes ás 11 para un corte de home?", "Apunto: corte de home o martes 3 de novembro."),
    ("restaurante", "podeis el sabado a las 21 para 2?",
     "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 21:00."),
    ("restaurante", "podedes o sabado ás 21 para 4?", "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 21:00."),
    ("taller", "tengo la rueda pinchada, me la mirais el martes a las 11?",
     "Apunto: reparar pinchazo el martes 3 de noviembre a las 11:00."),
    ("taller", "teño a roda furada, podedes o martes ás 11?", "Apunto: reparar furado o martes 3 de novembro ás 11:00."),
    ("taller", "los frenos no van, podeis el martes?", "Apunto: ajuste de frenos el martes 3 de noviembre."),
])
def test_a_booking_asked_as_can_you_then(slug, first, said):
    c = chat(slug)
    t = c.say(first)
    assert t.texts[0].startswith(said)
    assert all(r["kind"] != "question" for r in c.requests)


@pytest.mark.parametrize("slug, question", [("restaurante", "podeis el sabado?"), ("peluqueria", "podeis el martes?")])
def test_can_you_then_with_nothing_to_book_stays_a_question(slug, question):
    c = chat(slug)
    c.say(question)
    assert not (c.state.get("booking") or {}).get("ymd")


@pytest.mark.parametrize("first, ymd", [
    ("mesa para 2 dentro de dos semanas el sabado a las 21", "2026-11-14"),
    ("mesa para 4 dentro de una semana a las 21", "2026-11-07"),
])
def test_within_weeks_is_no_note(first, ymd):
    c = chat("restaurante")
    c.say(first)
    b = c.state["booking"]
    assert b["ymd"] == ymd and not b.get("notes_said")


def test_indoors_is_still_a_note():
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21, mejor dentro")
    assert "dentro" in c.state["booking"]["notes_said"]


@pytest.mark.parametrize("slug, first, minutes", [
    ("restaurante", "mesa para 2 el jueves 9pm", 21 * 60),
    ("restaurante", "mesa para 2 el jueves 9:30 pm", 21 * 60 + 30),
    ("restaurante", "mesa para 2 el jueves 2pm", 14 * 60),
    ("peluqueria", "corte de hombre el jueves 5pm", 17 * 60),
])
def test_pm_without_a_las(slug, first, minutes):
    c = chat(slug)
    c.say(first)
    assert c.state["booking"]["min"] == minutes


@pytest.mark.parametrize("first, party", [
    ("mesa para mi solo el jueves a las 21", 1),
    ("mesa para min só o xoves ás 21", 1),
    ("mesa para mi y un amigo el jueves a las 21", 2),
    ("mesa para min e unha amiga o xoves ás 21", 2),
])
def test_a_party_said_by_who_comes(first, party):
    c = chat("restaurante")
    c.say(first)
    assert c.state["booking"]["party"] == party


@pytest.mark.parametrize("slug, first, said", [
    ("peluqueria", "corte el martes a las 12? es para mi marido",
     "Apunto: corte de hombre el martes 3 de noviembre a las 12:00."),
    ("peluqueria", "quero cortar o pelo o martes ás 12? son rapaz", "Apunto: corte de home o martes 3 de novembro ás 12:00."),
    ("restaurante", "mesa para 3 el sabado a las 14? uno va en silla de ruedas",
     "Apunto: reserva para 3 personas el sábado 7 de noviembre a las 14:00."),
])
def test_a_request_closed_by_a_question_mark_then_a_remark_is_booked(slug, first, said):
    t = chat(slug).say(first)
    assert any(text.startswith(said) for text in t.texts)
