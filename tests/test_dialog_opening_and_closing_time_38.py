"""«cuando abráis», «cando abrades», «nada máis abrir» to the time question were read as a question
about the hours (or not at all): they are the first free time of the day held, also when said to
the staff or party question of a booking. «¿Cuándo abrís?» is still the hours. «Lo más tarde
posible» to an order's time question takes its last free time (as a booking does), and «antes de que
cerréis» offers the last free times, as «a última hora» does."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("start, text, said", [
    ("quiero 2 palmeras para el martes", "cuando abráis", "Lo más pronto que puedo tenerlo listo es a las 09:00."),
    ("quiero 2 palmeras para el martes", "cuando abrais", "Lo más pronto que puedo tenerlo listo es a las 09:00."),
    ("quiero 2 palmeras para el martes", "en cuanto abran", "Lo más pronto que puedo tenerlo listo es a las 09:00."),
    ("quero 2 palmeiras para o martes", "cando abrades", "O máis cedo que podo telo listo é ás 09:00."),
    ("quero 2 palmeiras para o martes", "nada máis abrir", "O máis cedo que podo telo listo é ás 09:00."),
    ("quero 2 palmeiras para o martes", "nada mais abrir", "O máis cedo que podo telo listo é ás 09:00."),
])
def test_at_the_opening_is_the_first_pickup_time(start, text, said):
    c = chat()
    c.say(start)
    t = c.say(text)
    assert c.order["min"] == 9 * 60
    assert t.texts[0] == said


def test_a_booking_at_the_opening():
    c = chat("restaurante")
    c.say("mesa para 2 el jueves")
    t = c.say("cuando abráis")
    assert c.state["booking"]["min"] == 13 * 60
    assert "a las 13:00" in t.texts[0]


@pytest.mark.parametrize("text", ["cuando abrais", "a primera hora", "cando abrades", "nada más abrir"])
def test_said_to_the_staff_question_it_waits_for_the_person(text):
    c = chat("peluqueria")
    c.say("corte de hombre el jueves")
    t = c.say(text)
    assert "Eso no lo tengo claro" not in t.text and "Iso non o teño claro" not in t.text
    t = c.say("con quien sea")
    assert c.state["booking"]["min"] == 10 * 60
    assert "el jueves 5 de noviembre a las 10:00" in t.text or "o xoves 5 de novembro ás 10:00" in t.text


@pytest.mark.parametrize("text", ["¿cuándo abrís?", "cuando abris?", "¿cando abrides?"])
def test_when_do_you_open_is_still_the_hours(text):
    c = chat()
    c.say("quiero 2 palmeras para el martes")
    t = c.say(text)
    assert "09:00 a 14:00" in t.texts[0]
    assert c.order["min"] is None


@pytest.mark.parametrize("start, text, said", [
    ("quiero 2 palmeras para el martes", "lo más tarde posible", "Lo más tarde que puedes recogerlo es a las 19:30."),
    ("quiero 2 palmeras para el martes", "lo mas tarde posible", "Lo más tarde que puedes recogerlo es a las 19:30."),
    ("quero 2 palmeiras para o martes", "o máis tarde posible", "O máis tarde que podes recollelo é ás 19:30."),
])
def test_the_latest_pickup_time_to_the_time_question(start, text, said):
    c = chat()
    c.say(start)
    t = c.say(text)
    assert c.order["min"] == 19 * 60 + 30
    assert t.texts[0] == said
    assert len(t.texts) == 2        # the next question, and no «Apunto la recogida» before it


def test_the_latest_of_the_morning():
    c = chat()
    c.say("quiero 2 palmeras para el martes")
    t = c.say("por la mañana lo más tarde posible")
    assert c.order["min"] == 13 * 60 + 30
    assert "13:30" in t.texts[0]


@pytest.mark.parametrize("slug, start", [("", "quiero 2 palmeras para el martes"), ("restaurante", "mesa para 2 el jueves")])
def test_before_you_close_offers_the_last_times(slug, start):
    c = chat(slug)
    c.say(start)
    t = c.say("antes de que cerréis")
    assert t.chip_labels == (["18:00", "18:30", "19:00", "19:30"] if not slug else ["20:30", "21:00", "21:30", "22:00"])
