"""Stop 28: a day the customer rules out («el viernes no me va», «ese día no puedo», «el sábado
imposible») is not taken and is not offered again in the day chips or the free days said, until the
customer names it again. Clock: Saturday 31 Oct 2026."""
import pytest

from tests.conversation import chat

FRI, FRI_ES, FRI_GL = "2026-11-06", "vie 6 nov", "ven 6 nov"
SAT_ES, SAT_GL = "sáb 7 nov", "sáb 7 nov"


def _booking(c) -> dict:
    return c.state["booking"]


# The day held, then refused: the day asked again, without that day among the chips
@pytest.mark.parametrize("first, refusal, question, chip", [
    ("corte de mujer el viernes", "el viernes no me va", "¿Qué día te va bien?", FRI_ES),
    ("corte de mujer el viernes", "el viernes no puedo", "¿Qué día te va bien?", FRI_ES),
    ("corte de mujer el viernes", "el viernes me va fatal", "¿Qué día te va bien?", FRI_ES),
    ("corte de mujer el viernes", "el viernes imposible", "¿Qué día te va bien?", FRI_ES),
    ("corte de mujer el viernes", "ese día no puedo", "¿Qué día te va bien?", FRI_ES),
    ("corte de mujer el viernes", "ese dia no me va", "¿Qué día te va bien?", FRI_ES),
    ("corte de mujer el viernes", "no puedo ese dia", "¿Qué día te va bien?", FRI_ES),
    ("corte de mujer el viernes", "uf ese dia imposible", "¿Qué día te va bien?", FRI_ES),
    ("corte de mujer el vienes", "el vienes no me va", "¿Qué día te va bien?", FRI_ES),
    ("corte de muller o venres", "o venres non me vai", "¿Que día che vai ben?", FRI_GL),
    ("corte de muller o venres", "ese día non podo", "¿Que día che vai ben?", FRI_GL),
    ("corte de muller o venres", "non podo ese dia", "¿Que día che vai ben?", FRI_GL),
    ("corte de muller o venres", "o venres imposibel", "¿Que día che vai ben?", FRI_GL),
])
def test_a_day_refused_is_not_offered_again_at_the_salon(first, refusal, question, chip):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(refusal)
    assert question in t.text
    assert t.chip_labels and chip not in t.chip_labels, t.chip_labels
    assert _booking(c)["ymd"] is None
    assert FRI in _booking(c)["not_days"]


@pytest.mark.parametrize("first, refusal, chip", [
    ("mesa para 2 el viernes a las 21", "el viernes no me va", FRI_ES),
    ("mesa para 2 el viernes a las 21", "ese día no podemos", FRI_ES),
    ("mesa para 2 o venres ás 21", "o venres non nos vai", FRI_GL),
])
def test_a_day_refused_at_the_restaurant(first, refusal, chip):
    c = chat("restaurante")
    c.say(first)
    t = c.say(refusal)
    assert t.chip_labels and chip not in t.chip_labels, t.chip_labels
    assert len(t.chip_labels) == 6       # the list is filled up with the next free day


@pytest.mark.parametrize("refusal, chip", [
    ("el viernes no me va", FRI_ES),
    ("ese dia no puedo", FRI_ES),
])
def test_a_pickup_day_refused_at_the_bakery(refusal, chip):
    c = chat()
    c.say("quiero una tarta de queso de 8 raciones para el viernes")
    t = c.say(refusal)
    assert t.chip_labels and chip not in t.chip_labels, t.chip_labels
    assert c.state["order"]["ymd"] is None


# Refused as the answer to «¿Qué día…?» (no day held yet): not taken, asked again without it
@pytest.mark.parametrize("slug, refusal, chip", [
    ("peluqueria", "el sábado imposible", SAT_ES),
    ("peluqueria", "el sabado no puedo", SAT_ES),
    ("peluqueria", "el viernes no me va", FRI_ES),
    ("taller", "o venres non me vai", FRI_GL),
])
def test_a_day_refused_to_the_day_question(slug, refusal, chip):
    c = chat(slug)
    first = "corte de mujer" if slug == "peluqueria" else "quiero una revision"
    t = c.say(first)
    assert "¿Qué día te va bien?" in t.text and len(t.chip_labels) == 6, t.chip_labels
    t = c.say(refusal)
    assert t.chip_labels and chip not in t.chip_labels, t.chip_labels
    assert _booking(c)["ymd"] is None


def test_the_day_named_again_is_taken_and_offered_again():
    c = chat("peluqueria")
    c.say("corte de mujer el viernes")
    c.say("el viernes no me va")
    t = c.say("bueno, al final el viernes a las 10")
    assert "viernes 6 de noviembre a las 10:00" in t.text
    assert FRI not in _booking(c)["not_days"]


def test_later_day_questions_keep_it_out():
    c = chat("peluqueria")
    c.say("corte de mujer el viernes")
    c.say("el viernes no me va")
    t = c.say("¿qué días tenéis libre?")
    assert "6 de noviembre" not in t.text and FRI_ES not in t.chip_labels, (t.text, t.chip_labels)


# Look-alikes that keep their meaning: the day is taken
@pytest.mark.parametrize("slug, msgs, ymd", [
    ("peluqueria", ["corte de mujer el viernes"], FRI),
    ("peluqueria", ["corte de mujer", "el viernes me va bien"], FRI),
    ("peluqueria", ["corte de mujer", "el viernes no hay problema"], FRI),
    ("peluqueria", ["corte de muller", "o venres vaime ben"], FRI),
    ("peluqueria", ["corte de mujer el jueves", "no, mejor el viernes"], FRI),
])
def test_look_alikes_take_the_day(slug, msgs, ymd):
    c = chat(slug)
    for m in msgs:
        c.say(m)
    assert _booking(c)["ymd"] == ymd


# A time refused on the day held: the time asked again, without it among the chips
@pytest.mark.parametrize("slug, first, refusal, question, gone", [
    ("peluqueria", "corte de mujer el viernes", "a las 10 no puedo", "¿A qué hora te va bien el viernes", "10:00"),
    ("peluqueria", "corte de mujer el viernes a las 10", "a las 10 no me va", "¿A qué hora te va bien", "10:00"),
    ("peluqueria", "corte de mujer el viernes", "a las 10 imposible", "¿A qué hora te va bien", "10:00"),
    ("peluqueria", "corte de muller o venres", "ás 10 non podo", "¿A que hora che vai ben", "10:00"),
    ("peluqueria", "corte de muller o venres", "as 10 non me vai", "¿A que hora che vai ben", "10:00"),
    ("restaurante", "mesa para 2 el viernes", "a las 21 no nos va", "¿A qué hora te va bien", "21:00"),
    ("restaurante", "mesa para 2 el viernes", "a las 9 de la noche no podemos", "¿A qué hora te va bien", "21:00"),
    ("", "quiero una tarta de queso de 8 raciones para el viernes", "a las 10 no puedo", "¿A qué hora lo recoges",
     "10:00"),
])
def test_a_time_refused_is_not_offered_again(slug, first, refusal, question, gone):
    c = chat(slug)
    c.say(first)
    t = c.say(refusal)
    assert question in t.text, t.text
    assert t.chip_labels and gone not in t.chip_labels, t.chip_labels


def test_a_time_refused_named_again_is_taken():
    c = chat("peluqueria")
    c.say("corte de mujer el viernes")
    c.say("a las 10 no puedo")
    t = c.say("bueno, a las 10 entonces")
    assert "viernes 6 de noviembre a las 10:00" in t.text, t.text
    assert _booking(c)["not_times"] == []


def test_a_time_refused_on_one_day_is_offered_on_another():
    c = chat("peluqueria")
    c.say("corte de mujer el viernes")
    c.say("a las 10 no puedo")
    t = c.say("mejor el miércoles")
    assert "¿A qué hora te va bien el miércoles 4 de noviembre?" in t.text
    assert "10:00" in t.chip_labels, t.chip_labels
