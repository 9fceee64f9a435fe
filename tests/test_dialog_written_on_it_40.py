"""The words to write on a card or a cake, said without «que ponga»: «na tarxeta: parabéns mamá»
added a second card, «en la tarjeta pon felicidades mamá» and «que la tarjeta diga te quiero»
looped or were handed to a person, and «pon feliz cumple en la tarta» at the size question was not
understood. The words are the note, said back; nothing is added or asked again."""
import pytest

from tests.conversation import chat, line_counts



@pytest.mark.parametrize("then, note", [
    ("na tarxeta: parabéns mamá", "na tarxeta: parabéns mamá"),
    ("na tarxeta pon parabéns mamá", "na tarxeta: parabéns mamá"),
    ("en la tarjeta pon felicidades mamá", "en la tarjeta: felicidades mamá"),
    ("en la tarjeta pon: felicidades mama", "en la tarjeta pon: felicidades mama"),
    ("que la tarjeta diga te quiero", "la tarjeta: te quiero"),
    ("y en la tarjeta escribe feliz aniversario", "y en la tarjeta: feliz aniversario"),
])
def test_the_words_for_a_card_held_are_the_note(then, note):
    c = chat("floristeria")
    c.say("un ramo de rosas con tarjeta")
    t = c.say(then)
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1}
    assert c.order["notes_said"] == [note]
    assert t.texts[0] == f"Apunto como indicación: «{note}»."
    assert "¿A qué hora" in t.text or "¿A que hora" in t.text


@pytest.mark.parametrize("then", [
    "pon feliz cumple en la tarta",
    "en la tarta pon feliz cumple",
    "en la tarta: feliz cumple",
    "escribid feliz cumple en la tarta",
])
def test_the_words_for_a_cake_at_its_size_question_are_the_note(then):
    c = chat()
    c.say("una tarta de queso para el martes")
    t = c.say(then)
    assert c.order["notes_said"] == ["en la tarta: feliz cumple"]
    assert t.texts[0] == "Apunto como indicación: «en la tarta: feliz cumple»."
    assert t.texts[-1] == "¿Para cuántas raciones?"
    assert line_counts(c) == {"tarta-queso": 1}


def test_things_put_in_a_box_are_ordered_not_written():
    c = chat()
    c.say("una tarta de queso para el martes")
    c.say("pon 2 croissants en la caja")
    assert line_counts(c) == {"tarta-queso": 1, "croissant": 2}
    assert not c.order.get("notes_said")


def test_a_card_and_its_words_in_the_first_message():
    c = chat("floristeria")
    t = c.say("un ramo de rosas y en la tarjeta pon te quiero Ana")
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1}
    assert c.order["notes_said"] == ["en la tarjeta: te quiero Ana"]
    assert "1 × Tarjeta dedicada" in t.texts[0]


@pytest.mark.parametrize("slug, question, then, lines", [
    ("libreria", "¿tienen la guía del camino?", "me llevo dos", {"marcapaginas": 1, "guia-camino": 2}),
    ("libreria", "¿tienen la guía del camino?", "me llevo una", {"marcapaginas": 1, "guia-camino": 1}),
    ("libreria", "¿tienen la guía del camino?", "pues me la llevo", {"marcapaginas": 1, "guia-camino": 1}),
    ("libreria", "¿tienen la guía del camino?", "me quedo con dos", {"marcapaginas": 1, "guia-camino": 2}),
    ("libreria", "tedes a guía do camiño?", "levo dúas", {"marcapaginas": 1, "guia-camino": 2}),
    ("libreria", "tedes a guía do camiño?", "vale, levoa", {"marcapaginas": 1, "guia-camino": 1}),
    ("libreria", "tedes a guía do camiño?", "quedome con unha", {"marcapaginas": 1, "guia-camino": 1}),
])
def test_taking_the_one_just_asked_about(slug, question, then, lines):
    c = chat(slug)
    c.say("quiero un marcapaginas")
    c.say(question)
    t = c.say(then)
    assert line_counts(c) == lines
    assert t.texts[0].startswith("Apunto:")


def test_taking_it_with_nothing_held():
    c = chat()
    c.say("¿cuánto cuestan las palmeras?")
    t = c.say("me llevo dos")
    assert line_counts(c) == {"palmera": 2}
    assert t.texts[0] == "Apunto: 2 × Palmera de hojaldre. Total 4,40 €."
