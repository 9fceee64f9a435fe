"""Stop 63: a count said in words over a held line. With «quiero 6 croissants para el martes» held, «quiero 8
croissants» was the count wanted («Tenías 6 × …: lo cambio a 8 × …»), but «quiero ocho croissants» added them
(14 × …, 25,20 €). Words now behave as digits do (count_put): «ocho», «doce», «una docena de», «media docena
de», gl «oito», «unha ducia de». «ocho más», «otros ocho», «añade ocho», «y ocho», gl «oito máis», «engade
oito» still add. (A count smaller than the one held, «quiero dos croissants», is that count since stop 64:
tests/test_dialog_count_wanted_64.py.)"""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

HELD = {"es": "quiero 6 croissants para el martes", "gl": "quero 6 croissants para o martes"}
TOLD = {"es": "Tenías 6 × Croissant de mantequilla: lo cambio a {n} × Croissant de mantequilla.",
        "gl": "Tiñas 6 × Croissant de mantequilla: cámbioo a {n} × Croissant de mantequilla."}
TOTAL = {8: "Total 14,40 €", 12: "Total 21,60 €"}


@pytest.mark.parametrize("lang, said, count", [
    ("es", "quiero ocho croissants", 8),
    ("es", "ponme ocho croissants", 8),
    ("es", "pon ocho croissants", 8),
    ("es", "ocho croissants", 8),
    ("es", "kiero ocho croisants", 8),
    ("es", "vale, quiero ocho croissants", 8),
    ("es", "necesito ocho croissants", 8),
    ("es", "quiero doce croissants", 12),
    ("es", "quiero una docena de croissants", 12),
    ("es", "una docena de croissants", 12),
    ("es", "quisiera una docena de croissants", 12),
    ("gl", "quero oito croissants", 8),
    ("gl", "pon oito croissants", 8),
    ("gl", "ponme oito croisants", 8),
    ("gl", "oito croissants", 8),
    ("gl", "quero unha ducia de croissants", 12),
    ("gl", "unha ducia de croissants", 12),
    ("gl", "quero doce croissants", 12),
])
def test_a_count_in_words_restated_is_the_count(lang, said, count):
    c = chat_after("", HELD[lang])
    t = c.say(said)
    assert TOLD[lang].format(n=count) in t.text
    assert f"{count} × Croissant de mantequilla. {TOTAL[count]}" in t.text
    assert line_counts(c) == {"croissant": count}
    assert c.order["ymd"] == "2026-11-03"


@pytest.mark.parametrize("lang, said", [
    ("es", "que sean ocho"),
    ("es", "ponme ocho"),
    ("es", "quiero ocho"),
    ("gl", "pon oito"),
    ("gl", "que sexan oito"),
])
def test_a_count_alone_in_words_is_the_count(lang, said):
    c = chat_after("", HELD[lang])
    t = c.say(said)
    assert "8 × Croissant de mantequilla. Total 14,40 €" in t.text
    assert line_counts(c) == {"croissant": 8}


@pytest.mark.parametrize("lang, said, count", [
    ("es", "ocho más", 14),
    ("es", "otros ocho", 14),
    ("es", "añade ocho", 14),
    ("es", "añade ocho croissants", 14),
    ("es", "y ocho croissants", 14),
    ("es", "quiero ocho croissants más", 14),
    ("es", "también ocho croissants", 14),
    ("gl", "oito máis", 14),
    ("gl", "outros oito", 14),
    ("gl", "engade oito croissants", 14),
    ("gl", "e oito croissants", 14),
])
def test_more_in_words_still_adds(lang, said, count):
    c = chat_after("", HELD[lang])
    t = c.say(said)
    assert "lo cambio a" not in t.text and "cámbioo a" not in t.text
    assert line_counts(c) == {"croissant": count}


@pytest.mark.parametrize("lang, said", [
    ("es", "media docena de croissants"),
    ("es", "quiero seis croissants"),
    ("gl", "quero seis croissants"),
])
def test_the_count_held_said_in_words_is_not_added_twice(lang, said):
    c = chat_after("", HELD[lang])
    t = c.say(said)
    assert "lo cambio a" not in t.text and "cámbioo a" not in t.text
    assert line_counts(c) == {"croissant": 6}


def test_words_for_another_day_ask_as_digits_do():
    c = chat_after("", HELD["es"])
    t = c.say("quiero ocho croissants para el jueves")
    assert "¿Cambio el pedido al jueves 5 de noviembre con 8 × Croissant de mantequilla, o es otro pedido?" in t.text
    assert line_counts(c) == {"croissant": 6}


@pytest.mark.parametrize("slug, held, said, told, counts", [
    ("floristeria", "quiero 3 potos para el martes", "quiero cinco potos",
     "Tenías 3 × Poto: lo cambio a 5 × Poto.", {"poto": 5}),
    ("libreria", "quiero 2 cuadernos A5 de rayas para el martes", "quero catro cadernos A5 de rayas",
     "Tiñas 2 × Caderno A5 de raias: cámbioo a 4 × Caderno A5 de raias.", {"cuaderno-a5": 4}),
])
def test_other_shops_set_a_count_in_words(slug, held, said, told, counts):
    c = chat_after(slug, held)
    t = c.say(said)
    assert told in t.text
    assert line_counts(c) == counts


def test_other_shops_still_add_more_in_words():
    c = chat_after("floristeria", "quiero 3 potos para el martes")
    c.say("cinco potos más")
    assert line_counts(c) == {"poto": 8}


@pytest.mark.parametrize("lang, said, count", [
    ("es", "una docena", 12),
    ("es", "mejor una docena", 12),
    ("es", "ponme una docena", 12),
    ("es", "un par", 2),
    ("gl", "unha ducia", 12),
    ("gl", "mellor unha ducia", 12),
])
def test_a_dozen_alone_at_the_time_question_is_the_count(lang, said, count):
    """At «¿A qué hora lo recoges…?» a dozen is no hour («Para seguir necesito…» before): the count."""
    c = chat_after("", HELD[lang])
    t = c.say(said)
    assert f"Apunto: {count} × Croissant de mantequilla." in t.text
    assert "Para seguir" not in t.text
    assert line_counts(c) == {"croissant": count} and c.order["min"] is None


@pytest.mark.parametrize("said, minutes", [("doce", 720), ("a las 12", 720)])
def test_a_bare_number_at_the_time_question_is_still_the_hour(said, minutes):
    c = chat_after("", HELD["es"])
    c.say(said)
    assert c.order["min"] == minutes and line_counts(c) == {"croissant": 6}


def test_a_pair_more_at_the_time_question_still_adds():
    c = chat_after("", HELD["es"])
    c.say("mejor un par más")
    assert line_counts(c) == {"croissant": 8}
