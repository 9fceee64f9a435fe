"""Stop 30 (cases written by a parallel helper, branch s30-c, run against this code): the
business's number asked in the middle of an order, «móvil» only as the business's number, and the
Galician plural «you» verbs (-edes/-ades/-ides) read as Galician."""
from __future__ import annotations

import pytest

from bizengine.understanding.lexicon import detect_lang
from tests.conversation import chat


@pytest.mark.parametrize("text, phone_word", [
    ("¿a qué número os llamo?", "llamar"), ("a que telefono os llamo", "llamar"),
    ("cal é o voso número?", "chamar"), ("cual es vuestro movil", "llamar"), ("¿tenéis whatsapp?", "llamar"),
])
def test_the_number_asked_mid_order_gives_it_and_repeats_the_question(text, phone_word):
    c = chat("floristeria")
    c.say("quiero un ramo" if phone_word == "llamar" else "quero un ramo")
    reply = c.say(text).text
    assert "981 000 515" in reply and phone_word in reply and "ramo" in reply
    assert "claro" not in reply


@pytest.mark.parametrize("text", ["teneis enchufes para cargar el movil?", "se me cayó el móvil", "tedes wifi?"])
def test_a_sentence_with_movil_is_no_question_for_the_number(text):
    assert not chat("floristeria").say(text).text.startswith(("Puedes llamar", "Podes chamar"))


@pytest.mark.parametrize("text, words", [
    ("¿cuál es vuestro teléfono?", "981 000 515"), ("¿me podéis llamar?", "teléfono"),
])
def test_near_misses_keep_their_reply(text, words):
    assert words in chat("floristeria").say(text).text


@pytest.mark.parametrize("words, lang", [
    (["vendedes", "comics"], "gl"), (["mercades", "libros"], "gl"), (["servides", "hoxe"], "gl"),
    (["abrides", "domingo"], "gl"),
    (["ustedes", "venden"], "es"), (["redes"], "es"), (["paredes"], "es"), (["sedes"], "es"),
    (["huespedes"], "es"), (["verdades"], "es"), (["ciudades"], "es"), (["puedes"], "es"), (["pides"], "es"),
])
def test_galician_plural_verbs(words, lang):
    assert detect_lang(words, "es") == lang


def test_vendedes_replies_in_galician():
    assert "Non temos" in chat("libreria").say("vendedes comics?").text


def test_otra_igual_still_doubles():
    c = chat()
    c.say("quiero una bica")
    assert "2 × Bica" in c.say("otra igual").text
