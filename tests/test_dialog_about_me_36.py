"""«¿Eres un robot?», «¿con quién hablo?», «¿cómo te llamas?»: the assistant says what it is, what it
does and how to reach a person (it passed the question to a person, or read «llamas» as a call)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said", ["eres un robot?", "es un bot?", "quien eres", "¿quién eres?",
                                  "estoy hablando con una maquina?", "eres una persona de verdad?",
                                  "hablo con alguien real?", "como te llamas?", "¿con quién hablo?", "Eres humano??"])
def test_who_answers_in_spanish(said):
    t = chat().say(said)
    assert t.text.startswith("Soy el asistente automático de Obrador Mel") and "981 000 404" in t.text
    assert t.request is None


@pytest.mark.parametrize("said", ["quen es ti?", "con quen falo?", "estou falando cunha máquina?", "falo cunha persoa?"])
def test_who_answers_in_galician(said):
    t = chat().say(said)
    assert t.text.startswith("Son o asistente automático de Obrador Mel") and t.request is None


def test_other_trades_say_their_own_name():
    t = chat("taller").say("es usted una maquina?")
    assert "asistente automático de Bicis Ferradura" in t.text and "981 000 517" in t.text


def test_mid_order_the_question_open_is_asked_again():
    c = chat()
    c.say("6 palmeras para el martes a las 11")
    t = c.say("eres un bot?")
    assert "asistente automático" in t.text and t.text.endswith("¿A nombre de quién lo preparo?")
    assert c.order["lines"][0]["qty"] == 6


@pytest.mark.parametrize("said", ["quiero hablar con una persona", "pásame con alguien"])
def test_asking_for_a_person_still_hands_over(said):
    t = chat().say(said)
    assert "asistente automático" not in t.text and t.request is not None


@pytest.mark.parametrize("said", ["eres tonto o que", "eres idiota o que"])
def test_an_insult_in_spanish_is_answered_in_spanish(said):
    assert "Prefiero que hablemos con respeto" in chat().say(said).text
