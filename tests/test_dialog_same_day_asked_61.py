"""«¿tenéis algo hoy para un corte de hombre?» got the price and description and nothing about today;
«¿tenéis hueco hoy?» wrote the appointment down for today and asked the service, though nothing was left
today (the customer learnt it only after choosing); «¿tenéis algo hoy para comer 2?» went to a person
though 14:30 was free. «algo» said for a day asks for room then: the day is answered from the agenda
(its free times, or that nothing is left and the first day that has room), keeping what was said."""
import pytest

from tests.conversation import chat, chat_with_knowledge

TODAY_GONE = "Hoy ya no me quedan horas para reservar. ¿Qué día te va bien?"
TODAY_GONE_GL = "Hoxe xa non me quedan horas para reservar. ¿Que día che vai ben?"


@pytest.mark.parametrize("said, service, gone", [
    ("teneis algo hoy para un corte de hombre?", "Apunto: corte de hombre.", TODAY_GONE),
    ("¿tenéis algo hoy para un corte de hombre?", "Apunto: corte de hombre.", TODAY_GONE),
    ("tienes algo para hoy para un tinte?", "Apunto: tinte.", TODAY_GONE),
    ("hay algo hoy para cortar la barba?", "Apunto: arreglo de barba.", TODAY_GONE),
    ("tedes algo hoxe para corte de home?", "Apunto: corte de home.", TODAY_GONE_GL),
    ("tes algo hoxe pra unhas mechas?", "Apunto: mechas.", TODAY_GONE_GL),
])
def test_a_service_asked_for_today_says_today_is_gone(said, service, gone):
    t = chat("peluqueria").say(said)
    assert t.texts[0].startswith(service)
    assert gone in t.texts
    assert "mar 3 nov" in t.chip_labels


@pytest.mark.parametrize("said, first", [
    ("teneis hueco hoy?", "Hoy ya no me queda hueco: el martes 3 de noviembre es lo primero que tengo."),
    ("teneis algo hoy?", "Hoy ya no me queda hueco: el martes 3 de noviembre es lo primero que tengo."),
    ("hay algun hueco para hoy?", "Hoy ya no me queda hueco: el martes 3 de noviembre es lo primero que tengo."),
    ("necesito cortarme el pelo urgente, tienes algo hoy?",
     "Hoy ya no me queda hueco: el martes 3 de noviembre es lo primero que tengo."),
    ("tedes oco hoxe?", "Hoxe xa non me queda oco: o martes 3 de novembro é o primeiro que teño."),
    ("tedes algo hoxe?", "Hoxe xa non me queda oco: o martes 3 de novembro é o primeiro que teño."),
])
def test_no_room_today_is_said_before_the_service_is_asked(said, first):
    t = chat("peluqueria").say(said)
    assert t.texts[0] == first
    assert "31 de octubre" not in t.text and "31 de outubro" not in t.text
    assert t.texts[-1].startswith("¿Qué") or t.texts[-1].startswith("¿Que")


def test_the_service_chosen_after_today_is_gone_goes_on_to_another_day():
    c = chat("peluqueria")
    c.say("necesito cortarme el pelo urgente, tienes algo hoy?")
    t = c.say("de hombre")
    assert t.texts[0].startswith("Apunto: corte de hombre.")
    assert "Hoy ya no" not in t.text and "sábado 31" not in t.text


@pytest.mark.parametrize("said", ["teneis hueco el martes?", "teneis algo el martes?", "tedes algo o martes?"])
def test_a_day_with_room_is_written_down_and_the_service_asked(said):
    t = chat("peluqueria").say(said)
    assert "3 de novembro" in t.texts[0] or "3 de noviembre" in t.texts[0]
    assert "no me queda" not in t.text and "non me queda" not in t.text


@pytest.mark.parametrize("said, first", [
    ("tenéis algo hoy para comer 2?", "Apunto: reserva para 2 personas el sábado 31 de octubre."),
    ("teneis algo hoy para comer 2", "Apunto: reserva para 2 personas el sábado 31 de octubre."),
    ("hay algo hoy para 2?", "Apunto: reserva para 2 personas el sábado 31 de octubre."),
    ("tedes algo hoxe para xantar 2?", "Apunto: reserva para 2 persoas o sábado 31 de outubro."),
])
def test_a_table_asked_for_today_offers_todays_free_times(said, first, tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say(said)
    assert t.texts[0] == first
    assert "14:30" in t.chip_labels
    assert "no lo tengo claro" not in t.text and "non o teño claro" not in t.text     # no person asked
    assert t.request["kind"] == "booking"


@pytest.mark.parametrize("said", ["tenéis algo hoy sin gluten?", "teneis algo hoy para celiacos?",
                                  "tedes algo hoxe sen glute?", "teneis algo hoy de postre?"])
def test_something_of_a_kind_asked_for_today_is_no_table(said, tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say(said)
    assert "Apunto: reserva" not in t.text and "¿Para cuántas" not in t.text


@pytest.mark.parametrize("said", ["¿tenéis algo de chocolate hoy?", "tedes algo sen glute hoxe?"])
def test_a_shop_without_bookings_is_asked_about_its_things(said):
    t = chat("").say(said)
    assert "reserva" not in t.text and "cita" not in t.text
