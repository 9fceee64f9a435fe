"""«levamos un carriño de bebé» at the restaurant was lost (read as no name) while «un carrito» was
noted: the test restaurant's `reading.note_words` now carry the Galician words too, as a business
writing in both languages would; the engine reads them the same way."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, noted", [("levamos un carriño de bebé", "un carriño de bebé"),
                                         ("imos cun carriño", "cun carriño"),
                                         ("vai unha persoa en cadeira de rodas", "en cadeira de rodas")])
def test_the_galician_note_is_kept(text, noted):
    c = chat("restaurante")
    c.say("reserva para 4 el viernes a las 21")
    t = c.say(text)
    assert t.texts[0] == f"Apunto como indicación: «{noted}»."


@pytest.mark.parametrize("text", ["levamos un carriño de bebé", "levo o carriño"])
def test_the_galician_note_is_answered_in_galician(text):
    """«levamos», «levo», «carriño» are Galician only: the next question is asked in Galician."""
    c = chat("restaurante")
    c.say("reserva para 4 el viernes a las 21")
    t = c.say(text)
    assert t.texts[-1] == "¿A nome de quen fago a reserva?"
