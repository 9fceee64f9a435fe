"""A question about a service while an appointment was being written down got no answer at all
(«¿el corte incluye lavado?» only asked the name again), or added the service asked about
(«¿usáis tintes con amoníaco?» booked a dye). It is now answered beside the booking (the
business's texts, else kept for the business) and nothing is added; asking for one more service
still adds it."""
import pytest

from tests.conversation import chat_with_knowledge

START = "cita corte de mujer el martes a las 12"
NAME_ES, NAME_GL = "¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?"


def services(c):
    return c.state["booking"]["services"]


@pytest.mark.parametrize("text", ["usais tintes con amoniaco?", "¿usáis tintes con amoníaco?", "usades tintes con amoníaco?"])
def test_answered_and_nothing_added(tmp_path, text):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say(START)
    t = c.say(text)
    assert services(c) == ["corte-mujer"]
    assert t.texts[0].startswith("Usamos tintes sin amoniaco")
    assert t.texts[-1] in (NAME_ES, NAME_GL)


# («el corte incluye lavado?» is answered now: the description of the service held says it, stop 59)
@pytest.mark.parametrize("text", ["el corte incluye tinte?", "¿el corte incluye mascarilla?"])
def test_without_an_answer_it_is_kept_for_the_business(tmp_path, text):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say(START)
    t = c.say(text)
    assert services(c) == ["corte-mujer"]
    assert "Se lo apunto al local junto a tu reserva" in t.texts[0]
    assert c.state["booking"]["questions"]


@pytest.mark.parametrize("text", ["¿me pones también un tinte?", "y tambien un tinte?"])
def test_one_more_service_asked_for_is_added(tmp_path, text):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say(START)
    c.say(text)
    assert services(c) == ["corte-mujer", "tinte"]


def test_at_the_workshop(tmp_path):
    c = chat_with_knowledge("taller", tmp_path)
    c.say("cita revision el martes a las 10")
    t = c.say("puedo dejarla por la mañana y recogerla por la tarde?")
    assert t.texts[0].startswith("Puedes dejar la bici por la mañana y recogerla por la tarde.")
    assert c.state["booking"]["min"] == 600
