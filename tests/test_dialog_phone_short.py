"""Eight digits at the phone question are a phone with a digit missing, not a DNI given unasked:
the phone question says so (the digits are masked all the same); elsewhere they stay a DNI."""
import pytest

from tests.conversation import chat

BAD_PHONE = {"es": "Ese teléfono no me parece completo. ¿Me lo escribes con sus 9 cifras?",
             "gl": "Ese teléfono non me parece completo. ¿Escribesmo coas súas 9 cifras?"}


def _at_the_phone_question(slug: str, lang: str):
    c = chat(slug)
    if slug == "restaurante":
        c.say("mesa para 4 el viernes a las 21" if lang == "es" else "mesa para 4 o venres ás 21")
    else:
        c.say("quiero una empanada de zorza para el martes a las 10" if lang == "es"
              else "quero unha empanada de zorza para o martes ás 10")
    c.say("Ana")
    return c


@pytest.mark.parametrize("slug", ["", "restaurante"])
@pytest.mark.parametrize("lang, text", [("es", "61234567"), ("es", "61 234 567"), ("gl", "61234567"),
                                        ("gl", "6123 4567.")])
def test_eight_digits_at_the_phone_question_ask_for_the_ninth(slug, lang, text):
    c = _at_the_phone_question(slug, lang)
    t = c.say(text)
    assert BAD_PHONE[lang] in t.text
    assert "DNI" not in t.text
    assert c.state["awaiting"] == "phone"
    done = c.say("612345678")
    assert c.state["awaiting"] == "note" and "9 cifras" not in done.text


def test_eight_digits_elsewhere_are_still_a_dni():
    c = chat()
    t = c.say("quiero una empanada de zorza para el martes a las 10, mi dni es 61234567")
    assert "No hace falta que me des tu DNI" in t.text


def test_eight_digits_inside_a_sentence_at_the_phone_question_are_still_a_dni():
    c = _at_the_phone_question("", "es")
    t = c.say("mi dni es 61234567")
    assert "No hace falta que me des tu DNI" in t.text


@pytest.mark.parametrize("text", ["12345678Z", "12345678-Z", "mi dni 12345678"])
def test_a_dni_with_its_letter_at_the_phone_question_is_still_a_dni(text):
    c = _at_the_phone_question("", "es")
    t = c.say(text)
    assert "No hace falta que me des tu DNI" in t.text and "9 cifras" not in t.text
