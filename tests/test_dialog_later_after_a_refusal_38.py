"""«¿y un poco más tarde?», «¿y algo antes?» right after a time was refused went to a person («Eso no
lo tengo claro…»): with no time held they now lean on the one just refused, as they lean on a time
held: the free times after (or before) it are offered, or it is said there are none."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text", ["y un poco mas tarde?", "¿y algo más tarde?", "e un pouco máis tarde?"])
def test_later_than_the_time_refused(text):
    c = chat("peluqueria")
    c.say("corte de mujer el jueves a las 17")
    t = c.say(text)
    assert "no lo tengo claro" not in t.text and "non o teño claro" not in t.text
    assert t.chip_labels == ["18:00", "18:15"]


def test_earlier_than_the_time_refused():
    c = chat("peluqueria")
    c.say("corte de mujer el jueves a las 17")
    t = c.say("y algo antes?")
    times = [chip for chip in t.chip_labels if chip[:2].isdigit()]
    assert times and all(chip < "17:00" for chip in times)
    assert times[-1] == "16:15"         # the nearest before it, not the day's first


def test_none_later_is_said():
    c = chat("restaurante")
    c.say("mesa para 5 el viernes a las 21")
    t = c.say("y mas tarde?")
    assert t.texts[0].startswith("El viernes 6 de noviembre no me queda hueco después de las 21:00.")


def test_half_an_hour_later_than_the_time_refused():
    c = chat("peluqueria")
    c.say("corte de mujer el jueves a las 17")
    t = c.say("media hora más tarde?")
    assert t.texts[0].startswith("A las 17:30 no me queda hueco.")
