"""Review 27 (A), restaurant: the last seating asked in other words, a late arrival that keeps the
booked time, and the name and phone given after a group is handed to a person."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("¿hasta qué hora se puede llegar a cenar?", "Hoy la última mesa se reserva a las 22:00."),
    ("hasta q hora podemos llegar a cenar", "Hoy la última mesa se reserva a las 22:00."),
    ("asta que hora se puede entrar el viernes?",
     "El viernes 6 de noviembre la última mesa se reserva a las 14:30 o 22:00."),
    ("ata que hora podemos chegar?", "Hoxe a última mesa resérvase ás 14:30 ou 22:00."),
    ("ata que hora podemos chegar para cear o venres?", "O venres 6 de novembro a última mesa resérvase ás 22:00."),
    ("¿cuál es la última hora para comer el domingo?",
     "El domingo 1 de noviembre la última mesa se reserva a las 15:00."),
    ("cual es la ultima hora para cenar", "Hoy la última mesa se reserva a las 22:00."),
    ("ultima hora de entrada el sabado?", "El sábado 7 de noviembre la última mesa se reserva a las 14:30 o 22:00."),
    ("cal é a derradeira hora para xantar o domingo?", "O domingo 1 de novembro a última mesa resérvase ás 15:00."),
])
def test_the_last_seating_asked_in_other_words(text, said):
    c = chat("restaurante")
    t = c.say(text)
    assert said in t.text and "cerramos" not in t.text and "pechamos" not in t.text
    assert not c.state["booking"].get("ymd")


@pytest.mark.parametrize("asked, said", [
    ("hasta que hora se puede entrar a cenar?", "El jueves 5 de noviembre la última mesa se reserva a las 22:00."),
    ("hasta que hora podemos llegar?", "El jueves 5 de noviembre la última mesa se reserva a las 14:30 o 22:00."),
])
def test_the_last_seating_asked_mid_booking_keeps_the_booking(asked, said):
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 21")
    t = c.say(asked)
    assert said in t.text
    assert c.state["booking"]["min"] == 21 * 60 and c.state["booking"]["party"] == 4


@pytest.mark.parametrize("text, said", [
    ("¿a qué hora cerráis?", "Hoy cerramos a las 23:30."),
    ("a que hora pechades o venres?", "pechamos ás 23:30"),
])
def test_the_closing_time_is_still_the_closing_time(text, said):
    assert said in chat("restaurante").say(text).text


def test_the_last_seating_before_close_is_the_stricter_rule():
    """business.json: 60 minutes before closing, and 90-minute meals that end by closing: 22:00."""
    t = chat("restaurante").say("mesa para 2 el sabado 7 a las 22:30")
    assert "ya no da tiempo antes del cierre (23:30)" in t.text
