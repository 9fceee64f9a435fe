"""«¿A qué hora podemos cenar 4 el viernes?»: a when-question that says who comes (or the
service) and a day asks for a free time: the booking is started, its free times offered as
chips, and nothing is sent until the customer picks one. A when-question about the place
(«¿a qué hora abrís el viernes?», «¿a qué hora dais cenas?») still answers the hours."""
import pytest

from tests.conversation import chat

FRI_NIGHT = ["20:00", "20:30", "21:00", "21:30", "22:00"]     # the dinner's free times for 4 on Friday
SUN_LUNCH = ["13:00", "13:30", "14:00", "14:30", "15:00"]


def _offered(t, party_text: str, day_text: str, times: list[str]) -> None:
    assert party_text in t.text and day_text in t.text
    assert t.chip_labels == times
    assert t.request["kind"] == "booking" and t.request["status"] == "collecting"


@pytest.mark.parametrize("msg", [
    "¿a qué hora podemos cenar 4 el viernes?",
    "a que hora podemos cenar 4 el viernes",
    "A QUÉ HORA PODEMOS CENAR 4 EL VIERNES?",
    "¿a que ora podemos cenar 4 el vienres?",
    "a q hora podemos cenar cuatro el viernes?",
    "¿a qué hora podemos ir a cenar 4 el viernes?",
    "¿a qué hora podemos cenar los 4 el viernes?",
    "¿a qué hora podríamos cenar 4 el viernes?",
    "¿a qué hora se puede cenar 4 el viernes?",
    "queremos cenar 4 el viernes",
])
def test_a_dinner_for_4_on_friday_offers_the_dinner_times(msg):
    _offered(chat("restaurante").say(msg), "para 4 personas", "viernes 6 de noviembre", FRI_NIGHT)


@pytest.mark.parametrize("msg", [
    "a que hora podemos cear 4 o venres?",
    "a que hora poderiamos cear catro o venres",
    "a que hora se pode cear 4 o venres?",
])
def test_galician_dinner_for_4_on_friday_offers_the_dinner_times(msg):
    _offered(chat("restaurante").say(msg), "para 4 persoas", "venres 6 de novembro", FRI_NIGHT)


@pytest.mark.parametrize("msg", [
    "¿a que hora podriamos comer 3 el domingo?",
    "¿a qué hora podemos comer 3 el domingo?",
    "¿a qué hora podríamos venir a comer 3 el domingo?",
])
def test_a_lunch_for_3_on_sunday_offers_the_lunch_times(msg):
    _offered(chat("restaurante").say(msg), "para 3 personas", "domingo 1 de noviembre", SUN_LUNCH)


@pytest.mark.parametrize("msg, party, day", [
    ("¿a qué hora hay mesa para 2 mañana?", "para 2 personas", "domingo 1 de noviembre"),
    ("¿qué horas tenéis libres el sábado para 6?", "para 6 personas", "sábado 7 de noviembre"),
    ("¿qué huecos tenéis el sábado para 6?", "para 6 personas", "sábado 7 de noviembre"),
    ("que horas tedes libres o sábado para 6?", "para 6 persoas", "sábado 7 de novembro"),
])
def test_free_times_asked_for_a_day_are_offered(msg, party, day):
    t = chat("restaurante").say(msg)
    assert party in t.text and day in t.text
    assert t.chip_labels and all(":" in label for label in t.chip_labels)
    assert t.request["status"] == "collecting"


@pytest.mark.parametrize("msg, party", [
    ("¿cuándo hay sitio para 5?", "para 5 personas"),        # «esta semana»: its own days (stop 30)
    ("cando hai mesa para dous?", "para 2 persoas"),
    ("¿cuándo podemos comer 4?", "para 4 personas"),
])
def test_a_when_question_without_a_day_offers_the_free_days(msg, party):
    t = chat("restaurante").say(msg)
    assert party in t.text
    assert len(t.chip_labels) >= 3 and not any(":" in label for label in t.chip_labels)
    assert t.request["status"] == "collecting"


def test_the_booking_goes_on_only_with_the_time_picked():
    c = chat("restaurante")
    t = c.say("¿a qué hora podemos cenar 4 el viernes?")
    assert t.request["status"] == "collecting" and t.request["slot_start"] is None
    assert t.request["data"]["party"] == 4 and t.request["data"]["min"] is None
    t = c.press("21:00")
    assert "¿A nombre de quién" in t.text
    assert t.request["status"] == "collecting" and t.request["data"]["time"] == "21:00"


@pytest.mark.parametrize("msg, said", [
    ("¿a qué hora abrís el viernes?", "El viernes 6 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
    ("¿a qué hora dais cenas?", "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
    ("¿a qué hora podemos cenar el viernes?",
     "El viernes 6 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
    ("¿hasta qué hora se puede cenar?", "Hoy la última mesa se reserva a las 22:00."),
    ("a que hora pechades?", "Hoxe pechamos ás 23:30."),
])
def test_hours_questions_still_answer_the_hours(msg, said):
    t = chat("restaurante").say(msg)
    assert t.text == said and t.request is None and not t.chip_labels


def test_a_question_about_the_place_with_a_party_is_not_a_booking():
    t = chat("restaurante").say("somos 3, ¿se puede comer con perro?")
    assert t.request is None or t.request["kind"] != "booking"


@pytest.mark.parametrize("msg", [
    "¿podemos cenar a las 9 el viernes?",
    "¿se puede cenar a las 21:00 el viernes?",
])
def test_an_hour_after_the_word_is_no_party(msg):
    t = chat("restaurante").say(msg)
    assert "para 9 personas" not in t.text and "para 21 personas" not in t.text


# ---------------------------------------------------------------- the salon

TUESDAY_DYE = ["12:00", "12:15", "12:30", "16:00", "16:15", "16:30", "16:45", "17:00"]


@pytest.mark.parametrize("msg, day", [
    ("¿qué huecos tenéis el martes para un tinte?", "martes 3 de noviembre"),
    ("que huecos teneis el martes para un tinte", "martes 3 de noviembre"),
    ("¿a qué hora me podéis hacer un tinte el martes?", "martes 3 de noviembre"),
    ("que ocos tedes o martes para un tinte?", "martes 3 de novembro"),
])
def test_the_free_times_of_a_service_that_day(msg, day):
    t = chat("peluqueria").say(msg)
    assert day in t.text and "35,00 €" in t.text
    assert t.chip_labels == TUESDAY_DYE
    assert t.request["status"] == "collecting"


@pytest.mark.parametrize("msg, asked, chip", [
    ("¿a qué hora me podéis cortar el pelo el jueves?", "¿Qué corte quieres: de mujer, de hombre o infantil?",
     "Corte de mujer"),
    ("a que hora me podedes cortar o pelo o xoves?", "¿Que corte queres: de muller, de home ou infantil?",
     "Corte de muller"),
])
def test_a_cut_asked_for_a_day_asks_which_cut_then_offers_its_times(msg, asked, chip):
    c = chat("peluqueria")
    t = c.say(msg)
    assert asked in t.text and "abrimos" not in t.text
    t = c.press(chip)
    assert "jueves 5 de noviembre" in t.text or "xoves 5 de novembro" in t.text
    assert t.chip_labels and all(":" in label for label in t.chip_labels)
    assert t.request["status"] == "collecting"


def test_free_times_asked_without_a_service_ask_which_one():
    t = chat("peluqueria").say("¿qué huecos tenéis el martes?")
    assert "¿Qué servicio quieres?" in t.text and "Tinte · 35,00 €" in t.chip_labels


@pytest.mark.parametrize("msg, said", [
    ("¿a qué hora abrís el jueves?", "El jueves 5 de noviembre abrimos de 10:00 a 20:00."),
    ("a que hora pechades?", "Hoxe pechamos ás 14:00."),
])
def test_the_salons_hours_questions_still_answer_the_hours(msg, said):
    t = chat("peluqueria").say(msg)
    assert t.text == said and t.request is None
