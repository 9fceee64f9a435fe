"""What the business should know, said before the note is asked: «mesa en la terraza…», «soy
alérgica a la parafenilendiamina», «uno de nosotros es celíaco», «con la dedicatoria Feliz cumple
Ana», «en caja de regalo». It was dropped, and the note question asked as if nothing had been said
(a «no» there lost it). Now it is the request's note, said back once; at the summary it is added.
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

from pathlib import Path

import pytest

from bizengine import load_business
from bizengine.understanding.notes import notes_said
from tests.conversation import ROOT, bakery, chat

FIXTURES = ROOT / "tests" / "fixtures" / "datasets"


def _draft(c):
    return c.state["booking"] if c.state.get("intent") == "booking" else c.state["order"]


@pytest.mark.parametrize("biz, steps, note", [
    ("restaurante", ["mesa en la terraza para 4 el jueves a las 21", "Luis", "600999888"], "en la terraza"),
    ("restaurante", ["mesa para 2 el viernes a las 14, vamos con el perro", "Ana", "600111333"], "con el perro"),
    ("restaurante", ["mesa para 4 con trona el viernes a las 14", "Ana", "600111333"], "con trona"),
    ("restaurante", ["mesa na terraza para 4 o xoves ás 21", "Luis", "600999888"], "na terraza"),
    ("peluqueria", ["tinte el martes a las 12, soy alérgica a la parafenilendiamina", "Rosa", "600555444"],
     "soy alérgica a la parafenilendiamina"),
    (None, ["quiero una tarta de queso para 8 el sabado a las 12 con la dedicatoria Feliz cumple Ana", "Rosa",
            "633444555"], "con la dedicatoria Feliz cumple Ana"),
    # (stop 63: «en caja de regalo» at the bakery, whose note asks for a dedication too, is said back and the
    # question still asked: tests/test_dialog_card_text_63.py)
])
def test_a_note_said_first_is_kept_and_said_back_instead_of_the_question(biz, steps, note):
    c = chat(biz) if biz else chat()
    for text in steps:
        t = c.say(text)
    assert _draft(c)["note"] == note
    assert f"«{note}»" in t.text and "¿Quieres" not in t.text
    assert c.state["awaiting"] == "confirm"


def test_a_note_said_alone_mid_booking_is_said_back_at_once_and_not_twice():
    c = chat("restaurante")
    c.say("mesa para 2 el jueves a las 21")
    t = c.say("uno de nosotros es celiaco")
    assert t.text == ("Apunto como indicación: «uno de nosotros es celiaco». La cocina es compartida, así que puede "
                      "haber trazas. Si es una alergia o intolerancia grave, avísanos al reservar y lo hablamos con "
                      "cocina. ¿A nombre de quién hago la reserva?")     # the caveat, once (stop 47)
    c.say("Ana")
    t = c.say("600111222")
    assert "indicación" not in t.text and _draft(c)["note"] == "uno de nosotros es celiaco"


@pytest.mark.parametrize("biz, start, more, note", [
    ("restaurante", "mesa para 2 el jueves a las 21", "en la terraza si puede ser", "en la terraza"),
    (None, "quiero 6 croissants para el martes a las 10", "pon en la nota que es para regalo", "es para regalo"),
])
def test_a_note_said_at_the_summary_is_added(biz, start, more, note):
    c = chat(biz) if biz else chat()
    for text in (start, "Ana", "600111222", "no"):
        c.say(text)
    t = c.say(more)
    assert t.text.startswith(("Añado a las indicaciones: «" + note + "».")) and _draft(c)["note"] == note


@pytest.mark.parametrize("text", ["hay algun postre sin gluten?", "llevan huevo?", "mesa para 4 el jueves a las 21",
                                  "quiero 3 palmeras"])
def test_questions_and_plain_requests_make_no_note(text):
    biz = load_business(Path(FIXTURES / "restaurante"))
    assert notes_said(text, biz) == [] and notes_said(text, bakery()) == []


def test_a_question_beside_an_allergy_is_still_answered():
    t = chat().say("soy celiaco, que puedo comer?")
    assert "sin gluten" in t.text.lower() or "gluten" in t.text


@pytest.mark.parametrize("change, note, said", [
    ("mejor que ponga Feliz cumple Ana", "que ponga Feliz cumple Ana", "Cambio las indicaciones por: «que ponga Feliz cumple Ana»."),
    ("mellor que poña Feliz cumple Ana", "que poña Feliz cumple Ana", "Cambio as indicacións por: «que poña Feliz cumple Ana»."),
    ("y en caja de regalo", "Feliz cumple; en caja de regalo", "Añado a las indicaciones: «en caja de regalo»."),
])
def test_a_wording_said_again_replaces_the_note_and_more_is_added(change, note, said):
    """«mejor que ponga Feliz cumple Ana» after «Feliz cumple» kept the old wording beside the new."""
    c = chat()
    for text in ("quiero una tarta de queso de 8 para el sabado a las 12", "Rosa", "633444555", "Feliz cumple"):
        c.say(text)
    t = c.say(change)
    assert c.order["note"] == note and t.text.startswith(said)
