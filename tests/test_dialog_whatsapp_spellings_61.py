"""Stop 61, family B2-1: booking words as typed on WhatsApp went to a person.

«kiero sita» read «Eso no lo tengo claro… Le paso tu pregunta a una persona»; «qiero una zita» read «No
tengo «zita» entre los servicios»; mid-appointment «el secao va incluido?» (secado, the d dropped) went to
the business. Now the words of asking and booking spelt by their sound (qu or c written k or q, c written
s or z, h dropped) are read as those words (language/text.py), and a word said with the d of «-ado»
dropped sounds as the word of the service's description it stands for. Near-misses keep their words.
"""
from __future__ import annotations

import pytest

from bizengine.language.text import clean
from tests.conversation import chat

_WHICH = "¿Qué servicio quieres?"
_WHICH_GL = "¿Que servizo queres?"


@pytest.mark.parametrize("slug,said,first", [
    ("peluqueria", "kiero sita", _WHICH),
    ("peluqueria", "qiero una zita", _WHICH),
    ("peluqueria", "Kiero una sita", _WHICH),
    ("peluqueria", "nesesito una sita", _WHICH),
    ("peluqueria", "kiero una sita pal martes", "Apunto: cita el martes 3 de noviembre."),
    ("peluqueria", "quero unha sita", _WHICH_GL),
    ("peluqueria", "kero unha sita pro xoves", "Apunto: cita o xoves 5 de novembro."),
    ("peluqueria", "qiero sita para un corte de hombre el jueves",
     "Apunto: corte de hombre el jueves 5 de noviembre. Total 14,00 €; dura unos 30 minutos."),
    ("peluqueria", "kuanto kuesta el tinte", "Tinte: 35,00 €."),
    ("peluqueria", "kanto kusta o tinte", "Tinte: 35,00 €."),
    ("taller", "kiero sita pa una revision el martes",
     "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("taller", "kuanto kuesta la revision", "Revisión completa: 35,00 €."),
])
def test_booking_words_spelt_by_their_sound_are_read(slug, said, first):
    t = chat(slug).say(said)
    assert t.texts[0] == first
    assert "una persona" not in t.text and "unha persoa" not in t.text


@pytest.mark.parametrize("misspelt,written", [
    ("kiero ablar con alguien", "quiero hablar con alguien"),
    ("se puede acer sita?", "se puede hacer cita?"),
    ("keda algun ueco el martes?", "queda algun hueco el martes?"),
])
def test_a_misspelt_message_reads_as_the_written_one(misspelt, written):
    assert chat("peluqueria").say(misspelt).texts == chat("peluqueria").say(written).texts


@pytest.mark.parametrize("booked,asked,answer", [
    ("corte de mujer el martes", "el secao va incluido?", "Corte de mujer: Lavado, corte y secado."),
    ("corte de mujer el martes", "y el lavao va incluido?", "Corte de mujer: Lavado, corte y secado."),
    ("corte de mujer el martes a las 12", "¿incluye el secao?", "Corte de mujer: Lavado, corte y secado."),
    ("corte de muller o martes", "o secao vai incluido?", "Corte de muller: Lavado, corte e secado."),
])
def test_a_word_with_its_d_dropped_is_the_descriptions_word(booked, asked, answer):
    c = chat("peluqueria")
    c.say(booked)
    t = c.say(asked)
    assert t.texts[0].startswith(answer)
    assert "inventar" not in t.text
    assert c.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("said,first", [
    ("un peinao pal sabado", "Apunto: peinado el sábado 7 de noviembre. Total 18,00 €"),
    ("un peinao el sabado", "Apunto: peinado el sábado 7 de noviembre. Total 18,00 €"),
])
def test_a_service_said_with_its_d_dropped(said, first):
    assert chat("peluqueria").say(said).texts[0].startswith(first)


# near-misses: words that are words of their own, or a Galician form with its pronoun, keep their letters
@pytest.mark.parametrize("word", ["casa", "caza", "cesta", "queroo", "kilo", "santa", "asar", "cacao", "ola",
                                  "ora", "canto", "cuesta", "zona", "sitio", "cero"])
def test_words_of_their_own_are_not_respelt(word):
    assert clean(word) == word


def test_a_product_word_near_a_booking_word_keeps_its_name():
    t = chat("").say("quiero una tarta de queso para el sabado")
    assert t.texts[0].startswith("Apunto: 1 × Tarta de queso")
