"""Stop 62, family C4: a service named by a colloquial phrase, asked as a question.

«me arregláis las puntas el martes?» went to a person. «arreglar / cortar / sanear las puntas» (gl «arranxar
/ cortar as puntas») are words of the salon's cut group in its dataset (vocabulary, not engine code); the
question «me hacéis X el martes?» is a booking request, so the cut's question is asked with the day kept.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said,day,question", [
    ("me arregláis las puntas el martes?", "el martes 3 de noviembre", "¿Qué corte quieres"),
    ("me arreglais las puntas el martes", "el martes 3 de noviembre", "¿Qué corte quieres"),
    ("¿me podéis cortar las puntas el martes?", "el martes 3 de noviembre", "¿Qué corte quieres"),
    ("me cortáis las puntas el viernes por la mañana?", "el viernes 6 de noviembre", "¿Qué corte quieres"),
    ("¿podéis sanearme las puntas el jueves?", "el jueves 5 de noviembre", "¿Qué corte quieres"),
    ("arranxádesme as puntas o martes?", "o martes 3 de novembro", "¿Que corte queres"),
    ("podedes cortarme as puntas o xoves?", "o xoves 5 de novembro", "¿Que corte queres"),
])
def test_the_cut_is_asked_with_the_day(said, day, question):
    t = chat("peluqueria").say(said)
    assert day in t.text and question in t.text
    assert "prefiero no inventarlo" not in t.text


@pytest.mark.parametrize("said,recap", [
    ("¿me hacéis un corte de mujer el martes?", "Apunto: corte de mujer el martes 3 de noviembre. Total 22,00 €"),
    ("¿me podéis hacer mechas el jueves?", "Apunto: mechas el jueves 5 de noviembre. Total 55,00 €"),
    ("facédesme un tinte o xoves?", "Apunto: tinte o xoves 5 de novembro. Total 35,00 €"),
])
def test_a_question_that_is_a_booking(said, recap):
    assert recap in chat("peluqueria").say(said).text


def test_the_cut_then_picked():
    ch = chat("peluqueria")
    ch.say("me arregláis las puntas el martes?")
    assert "Apunto: corte de mujer el martes 3 de noviembre. Total 22,00 €" in ch.say("de mujer").text


def test_the_price_of_the_tips():
    t = chat("peluqueria").say("¿cuánto cuesta cortar las puntas?")
    assert "Corte de mujer: 22,00 €" in t.text and "Corte de hombre: 14,00 €" in t.text


# helper D's review: with «las puntas» a word of the cut group, «y que me cortéis las puntas» at the summary
# read as the cut held said again and was dropped in silence; it is a wish for the stylist, passed on with
# the booking as before. The group said again with the verb its own words are written with adds nothing.
_AT_SUMMARY = {"es": ("corte de mujer el viernes a las 10", "Pedro 654321987", "no"),
               "gl": ("corte de muller o venres ás 10", "Pedro 654321987", "non")}


@pytest.mark.parametrize("lang,said", [
    ("es", "y que me corteis las puntas"),
    ("es", "y que me cortéis las puntas"),
    ("gl", "e que me cortedes as puntas"),
    ("es", "y que me arregleis las puntas"),
])
def test_the_tips_wished_at_the_summary_are_passed_on(lang, said):
    ch = chat("peluqueria")
    for step in _AT_SUMMARY[lang]:
        ch.say(step)
    t = ch.say(said)
    assert "prefiero no inventarlo" in t.text or "prefiro non inventalo" in t.text
    assert ch.state["booking"]["questions"] == [said] and ch.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("lang,said", [("es", "y que me cortéis el pelo"), ("gl", "e que me cortedes o pelo")])
def test_near_miss_the_cut_said_again_passes_nothing_on(lang, said):
    ch = chat("peluqueria")
    for step in _AT_SUMMARY[lang]:
        ch.say(step)
    ch.say(said)
    assert not ch.state["booking"].get("questions")
