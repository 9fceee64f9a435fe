"""«teñen oco mañá?» (Galician, formal plural) went to a person while «tedes oco mañá?» was a booking's
question about free times; the formal and singular forms («ten», «tes», «terían», «tería») are too."""
import pytest

from tests.conversation import chat


HELD = ("O domingo 1 de novembro non abrimos; propóñoche o martes 3 de novembro, o seguinte día que abrimos "
        "(se prefires outro día, dimo).")     # stop 51: the next open day, held as a proposal


@pytest.mark.parametrize("text, said", [
    ("teñen oco mañá?", HELD),
    ("tenen oco mana?", HELD),
    ("ten oco o martes?", "Apunto: cita o martes 3 de novembro."),
    ("tes oco o martes?", "Apunto: cita o martes 3 de novembro."),
    ("terían oco o venres pola tarde?", "Apunto: cita o venres 6 de novembro."),
])
def test_a_free_time_asked_formally_is_the_booking(text, said):
    t = chat("peluqueria").say(text)
    assert t.texts[0] == said
    assert t.texts[-1] == "¿Que servizo queres?"


def test_a_table_asked_formally():
    c = chat("restaurante")
    c.say("teñen mesa libre o sábado?")
    assert c.state["booking"]["ymd"] == "2026-11-07"
