"""Stop 62: a part of the day said alone was not acknowledged in a booking: peluquería «corte de mujer el
jueves» then «por la tarde» asked «¿A qué hora te va bien…?» again (the times narrowed, the text did not
show it was heard); restaurante «no, mejor a comer», gl «á noite», «para cear», and «ao mediodía» in the
first message the same. Now the booking's time question says it as an order's does: «Por la tarde tengo
estas horas libres. ¿A qué hora…?» — only in the message that says the part (not when asked again after
another answer), and not with a time said. Orders now say it when the part comes with the first message too,
and, as bookings, only in the message that says it (they said it again at each time question after it).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

_ASK_THU = {"es": "¿A qué hora te va bien el jueves 5 de noviembre?",
            "gl": "¿A que hora che vai ben o xoves 5 de novembro?"}
_PART = {("es", "afternoon"): "Por la tarde tengo estas horas libres.",
         ("gl", "afternoon"): "Pola tarde teño estas horas libres.",
         ("es", "midday"): "A mediodía tengo estas horas libres.",
         ("gl", "midday"): "Ao mediodía teño estas horas libres.",
         ("es", "night"): "Por la noche tengo estas horas libres.",
         ("gl", "night"): "Pola noite teño estas horas libres.",
         ("es", "morning"): "Por la mañana tengo estas horas libres.",
         ("gl", "morning"): "Pola mañá teño estas horas libres."}
_RANGES = {"afternoon": (14 * 60, 21 * 60), "midday": (12 * 60, 16 * 60), "night": (19 * 60, 24 * 60),
           "morning": (0, 13 * 60)}


def _minutes(label: str) -> int:
    h, m = label.split(":")
    return int(h) * 60 + int(m)


@pytest.mark.parametrize("slug, lang, first, part_said, part", [
    ("peluqueria", "es", "corte de mujer el jueves", "por la tarde", "afternoon"),
    ("peluqueria", "es", "corte de mujer el jueves", "x la tarde", "afternoon"),
    ("peluqueria", "gl", "corte de muller o xoves", "á tarde", "afternoon"),
    ("peluqueria", "gl", "corte de muller o xoves", "a media mañá", "morning"),
    ("restaurante", "es", "mesa para 4 el jueves a cenar", "no, mejor a comer", "midday"),
    ("restaurante", "gl", "mesa para catro o xoves", "á noite", "night"),
    ("restaurante", "gl", "mesa para catro o xoves", "para cear", "night"),
    ("restaurante", "gl", "mesa para catro o xoves", "ao mediodia", "midday"),
])
def test_a_part_of_the_day_alone_is_said_back(slug, lang, first, part_said, part):
    c = chat(slug)
    c.say(first)
    t = c.say(part_said)
    assert t.text == f"{_PART[lang, part]} {_ASK_THU[lang]}"
    lo, hi = _RANGES[part]
    assert t.chip_labels and all(lo <= _minutes(x) < hi for x in t.chip_labels), t.chip_labels


@pytest.mark.parametrize("slug, lang, said, part", [
    ("restaurante", "es", "mesa para 4 el jueves ao mediodía", "midday"),
    ("restaurante", "es", "mesa para 4 el jueves a cenar", "night"),
    ("peluqueria", "es", "corte de mujer el jueves por la tarde", "afternoon"),
    ("peluqueria", "gl", "corte de muller o xoves pola tarde", "afternoon"),
])
def test_a_part_of_the_day_in_the_first_message_is_said_back(slug, lang, said, part):
    t = chat(slug).say(said)
    assert t.texts[-1] == f"{_PART[lang, part]} {_ASK_THU[lang]}"


@pytest.mark.parametrize("said, lang, first", [
    ("quiero 6 croissants para el martes por la tarde", "es",
     "Por la tarde tengo estas horas libres. ¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("quero 6 croissants para o martes pola mañá", "gl",
     "Pola mañá teño estas horas libres. ¿A que hora o recolles o martes 3 de novembro?"),
])
def test_an_order_says_the_part_with_the_first_message_too(said, lang, first):
    assert chat().say(said).texts[-1] == first


def test_an_order_answered_with_a_part_is_unchanged():
    c = chat()
    c.say("quiero 6 croissants para el martes")
    assert c.say("por la tarde").texts[-1] == \
        "Por la tarde tengo estas horas libres. ¿A qué hora lo recoges el martes 3 de noviembre?"


def test_the_part_is_said_once_not_at_every_question():
    c = chat("peluqueria")
    c.say("corte de mujer el jueves por la tarde")
    t = c.say("con marta")
    assert t.texts[-1] == _ASK_THU["es"]
    assert all(_minutes(x) >= 14 * 60 for x in t.chip_labels)


@pytest.mark.parametrize("slug, first, said", [
    ("peluqueria", "corte de mujer el jueves", "a las 5"),
    ("restaurante", "mesa para 4 el jueves", "a las 21"),
])
def test_a_time_said_is_no_part(slug, first, said):
    c = chat(slug)
    c.say(first)
    assert "tengo estas horas libres" not in c.say(said).text


def test_a_part_when_closed_is_still_said_so():
    c = chat("restaurante")
    c.say("mesa para catro o xoves")
    assert c.say("a media mañá").texts[0] == "O xoves 5 de novembro pola mañá non abrimos. ¿Vaiche ben a outra hora?"


@pytest.mark.parametrize("first, then, question", [
    ("quiero 6 croissants para el martes por la tarde", "Carmen", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("kiero 6 croisants pal martes x la tarde", "Carmen", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("quero 6 croissants para o martes pola tarde", "Uxía", "¿A que hora o recolles o martes 3 de novembro?"),
    ("quiero 6 croissants para el martes", "por la tarde", None),
])
def test_an_order_says_the_part_once_not_at_every_question(first, then, question):
    """The order said «Por la tarde tengo estas horas libres.» again each time its time question came
    back (after the name, after the phone): heard once, in the message that says it."""
    c = chat()
    c.say(first)
    if question is None:        # the part to «¿A qué hora?», then the name: heard once
        c.say(then)
        then, question = "Carmen", "¿A qué hora lo recoges el martes 3 de noviembre?"
    t = c.say(then)
    assert t.texts[-1] == question
    assert t.chip_labels[0] == "16:30"
    assert "estas horas libres" not in c.say("611222333").text


@pytest.mark.parametrize("wish, said", [
    ("mejor por la tarde", "Por la tarde tengo estas horas libres. ¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("mellor pola tarde", "Pola tarde teño estas horas libres. ¿A que hora o recolles o martes 3 de novembro?"),
])
def test_an_order_moved_to_a_part_at_the_summary_hears_it(wish, said):
    c = chat()
    for text in ["quiero 6 croissants para el martes a las 10", "Carmen", "611222333", "no"]:
        c.say(text)
    t = c.say(wish)
    assert t.text == said and t.chip_labels[0] == "16:30"
