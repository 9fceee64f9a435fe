"""«¿a qué hora cerráis a mediodía?» at the test restaurant was answered «No: hoy no cerramos a
mediodía» (a yes-or-no answer, and a wrong one for the time asked). What time the midday opening
ends is said; «¿cerráis a mediodía?» keeps its yes-or-no answer."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, question, said", [
    ("restaurante", "a que hora cerrais a mediodia?", "A mediodía, hoy cerramos a las 16:00."),
    ("restaurante", "a que hora pechades ao mediodia?", "Ao mediodía, hoxe pechamos ás 16:00."),
    ("restaurante", "hasta que hora esta abierto a mediodia? a que hora cerrais", "A mediodía, hoy cerramos a las 16:00."),
    ("", "a que hora cerrais a mediodia?", "A mediodía, hoy cerramos a las 14:00."),
])
def test_when_the_midday_opening_ends(slug, question, said):
    t = chat(slug).say(question)
    assert t.texts[0] == said


def test_mid_booking_the_booked_day():
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 14")
    t = c.say("a que hora cerrais despues de comer?")
    assert t.texts[0] == "A mediodía, el jueves 5 de noviembre cerramos a las 16:00."
    assert c.state["booking"]["min"] == 14 * 60


def test_closing_at_midday_yes_or_no():
    t = chat("restaurante").say("cerrais a mediodia?")
    assert t.texts[0].startswith("No: hoy no cerramos a mediodía")
