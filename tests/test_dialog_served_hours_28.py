"""«¿A qué hora dais cenas?»: from what hour a business serves is its hours, when a word the
dataset gives for being served (booking_words, part_of_day_words) follows the question closely."""
import pytest

from tests.conversation import chat

TODAY_ES = "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30."
TODAY_GL = "Hoxe abrimos de 13:00 a 16:00 e de 20:00 a 23:30."


@pytest.mark.parametrize("msg, said", [
    ("¿a qué hora dais cenas?", TODAY_ES),
    ("a que hora dais cenas", TODAY_ES),
    ("¿a qué hora empezáis las cenas?", TODAY_ES),
    ("a que hora empezais a dar cenas?", TODAY_ES),
    ("desde que hora se puede cenar?", TODAY_ES),
    ("¿a partir de qué hora servís comidas?", TODAY_ES),
    ("¿a qué hora se puede comer los domingos?", "Los domingos abrimos de 13:00 a 16:30."),   # every one (stop 30)
    ("a que hora dais comidas los sabados?", "Los sábados abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
    ("dende que hora dades ceas?", TODAY_GL),
    ("a que hora comezades a servir ceas?", TODAY_GL),
    ("a que hora se pode cear?", TODAY_GL),
])
def test_from_what_hour_it_serves_is_its_hours(msg, said):
    t = chat("restaurante").say(msg)
    assert t.text == said and t.request is None


@pytest.mark.parametrize("msg, said", [
    ("mesa para 4, ¿a qué hora se puede cenar?", "Apunto: reserva para 4 personas."),
    ("¿a qué hora podemos cenar el viernes 4 personas?", "¿A qué hora te va bien el viernes 6 de noviembre?"),
    ("mesa para 2 para la cena del viernes", "¿A qué hora te va bien el viernes 6 de noviembre?"),
])
def test_with_a_party_it_is_still_a_booking(msg, said):
    t = chat("restaurante").say(msg)
    assert said in t.text and t.request["kind"] == "booking"


def test_a_business_without_those_words_is_not_asked_its_hours_by_them():
    t = chat("peluqueria").say("¿a qué hora dais cenas?")
    assert "abrimos" not in t.text
