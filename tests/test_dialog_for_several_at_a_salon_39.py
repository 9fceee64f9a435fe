"""«corte infantil para dos niños el sábado a las 10:15» wrote one appointment down and dropped the
second child; «dos cortes de niño» was already passed to a person. A service for several people
counted is too: an appointment is for one."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said", ["corte infantil para dos niños el sabado a las 10:15",
                                  "corte infantil para os meus dous fillos o sabado ás 10",
                                  "corte infantil para mis 3 hijas el sabado a las 10"])
def test_several_people_go_to_a_person(said):
    t = chat("peluqueria").say(said)
    assert t.request["kind"] == "handoff"
    assert t.texts[0].startswith(("Cada cita es para uno solo", "Cada cita é para un só"))


def test_one_child_is_one_appointment():
    c = chat("peluqueria")
    t = c.say("corte infantil para mi hijo el sabado a las 10:15")
    assert t.request["kind"] == "booking" and c.state["booking"]["services"] == ["corte-infantil"]
