"""«quiero mechas, ¿cuánto se tarda?» was answered with the late-arrival policy («Si llegas más de quince
minutos tarde…», in Spanish to a Galician customer): «cuánto se tarda» said impersonally, or with the
price («cuánto es y cuánto se tarda»), asks the length of the service being booked, which its «Apunto:
…» says; the booking is kept."""
import pytest

from tests.conversation import chat_with_knowledge

LATE = "Si llegas más de quince minutos tarde"


@pytest.mark.parametrize("said, first", [
    ("quiero mechas, cuanto se tarda?", "Apunto: mechas. Total 55,00 €; dura unos 90 minutos."),
    ("quiero mechas, ¿cuánto se tarda?", "Apunto: mechas. Total 55,00 €; dura unos 90 minutos."),
    ("kiero mechas, cuanto se tarda", "Apunto: mechas. Total 55,00 €; dura unos 90 minutos."),
    ("me quiero hacer mechas el viernes, cuanto es y cuanto se tarda?",
     "Apunto: mechas el viernes 6 de noviembre. Total 55,00 €; dura unos 90 minutos."),
    ("quiero un tinte el martes, cuanto tiempo se tarda mas o menos?",
     "Apunto: tinte el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("corte de mujer el jueves, cuanto cuesta y cuanto dura?",
     "Apunto: corte de mujer el jueves 5 de noviembre. Total 22,00 €; dura unos 45 minutos."),
    ("quero mechas, canto se tarda?", "Apunto: mechas. Total 55,00 €; dura uns 90 minutos."),
    ("quero un tinte o martes, canto tempo se tarda?",
     "Apunto: tinte o martes 3 de novembro. Total 35,00 €; dura uns 60 minutos."),
    ("quero mechas o venres, canto é e canto se tarda?",
     "Apunto: mechas o venres 6 de novembro. Total 55,00 €; dura uns 90 minutos."),
])
def test_how_long_beside_a_service_is_its_length(said, first, tmp_path):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert t.texts[0] == first
    assert LATE not in t.text
    assert t.request["kind"] == "booking"


def test_the_booking_goes_on_after_it(tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say("me quiero hacer mechas el viernes, cuanto es y cuanto se tarda?")
    t = c.say("vale a las 10")
    assert "10:00" in t.text and LATE not in t.text


@pytest.mark.parametrize("said", ["cuanto se tarda en un tinte?", "canto se tarda nun tinte?"])
def test_how_long_of_a_service_alone_is_still_answered(said, tmp_path):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert "60 minutos" in t.text and LATE not in t.text


@pytest.mark.parametrize("said", ["quiero mechas el viernes, si llego tarde que pasa?",
                                  "quiero mechas el viernes, que pasa si llego tarde?"])
def test_coming_late_asked_beside_is_still_the_policy(said, tmp_path):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert LATE in t.text
