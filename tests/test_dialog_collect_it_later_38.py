"""«¿se puede recoger por la tarde?» while a workshop appointment at 10:00 was being written down
changed the appointment to the afternoon (and found it full): collecting what was left is not the
appointment's time. The time stays and the business's texts answer the question."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("text", ["se puede recoger por la tarde?", "¿puedo recogerla por la tarde?",
                                  "podo recollela pola tarde?"])
def test_the_time_stays_and_the_question_is_answered(tmp_path, text):
    c = chat_with_knowledge("taller", tmp_path)
    c.say("cita revision el martes a las 10")
    t = c.say(text)
    assert c.state["booking"]["min"] == 600
    assert t.texts[0].removeprefix("Só o teño escrito en castelán: ").startswith(
        "Puedes dejar la bici por la mañana y recogerla por la tarde.")
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


def test_an_order_pickup_in_the_afternoon_is_still_its_time(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    c.say("quiero 2 palmeras para el martes")
    t = c.say("¿se puede recoger por la tarde?")
    times = [chip for chip in t.chip_labels if chip[:2].isdigit()]
    assert times and all(chip >= "14:00" for chip in times)
