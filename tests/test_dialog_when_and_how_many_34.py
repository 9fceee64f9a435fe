"""«¿A qué hora entra Iago el martes?» is his hours that day; «es para dos» is a party, never a
name; «es para 10 personas» answers «¿Para cuántas raciones?»."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("a que hora entra iago el martes?", "Iago trabaja el martes 3 de noviembre de 15:00 a 20:00."),
    ("¿a qué hora sale Marta el sábado?", "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00."),
    ("a que hora empeza iago o venres?", "Iago traballa o venres 6 de novembro de 10:00 a 19:00."),
    ("hasta que hora esta marta el sabado?", "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00."),
])
def test_when_a_person_starts_or_ends_is_their_hours_that_day(text, said):
    t = chat("peluqueria").say(text)
    assert t.text == said and t.request is None


@pytest.mark.parametrize("said, party", [("es para dos", 2), ("al final es para 3", 3), ("será para cinco", 5)])
def test_a_party_at_the_name_question_is_the_party_not_a_name(said, party):
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 21")
    t = c.say(said)
    assert c.state["booking"]["party"] == party and not c.state["booking"]["name"]
    assert t.text.endswith("¿A nombre de quién hago la reserva?")


@pytest.mark.parametrize("said, size", [("es para 10 personas", "12"), ("seremos 10", "12"), ("comen 8", "8"),
                                        ("será para 20", "20")])
def test_how_many_eat_answers_the_size(said, size):
    c = chat()
    c.say("quiero una tarta de queso")
    c.say(said)
    assert c.order["lines"][0]["options"] == {"raciones": size}
