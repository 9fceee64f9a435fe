"""What the customer asked for is what is written down, or the assistant asks:
- a flavour the business does not make is never replaced by the one it makes («2 empanadas de
  atún» when only zorza is made: it says so and asks which one);
- a count of pieces of a product sold in packs is a count of pieces («12 macarons» is 2 boxes of
  6, not 12 boxes), and a count that does not fill the packs says how many packs it wrote down.
Every check is on the words the customer reads."""
from __future__ import annotations

from pathlib import Path

import pytest

from bizengine import load_business
from tests.conversation import Conversation

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"


def _no_data(text, lang, history):
    return {"route": "no_data", "text": "", "cites": [], "trace": []}


def chat(slug: str = "") -> Conversation:
    return Conversation(biz=load_business(FIXTURES / slug) if slug else None, kb_answer=_no_data)


# ---------------------------------------------------------------- a flavour that is not made

@pytest.mark.parametrize("text, reply", [
    ("quiero 2 empanadas de atún", "No tengo «empanadas de atún» en la carta. ¿Qué empanadas quieres?"),
    ("quiero 2 empanadas de atun", "No tengo «empanadas de atun» en la carta. ¿Qué empanadas quieres?"),
    ("me pones una Empanada de Bonito?", "No tengo «Empanada de Bonito» en la carta. ¿Qué empanada quieres?"),
    ("quero dúas empanadas de polbo", "Non teño «empanadas de polbo» na carta. ¿Que empanadas queres?"),
    ("unha empanada de xamón para o sábado", "Non teño «empanada de xamón» na carta. ¿Que empanada queres?"),
])
def test_a_flavour_not_made_is_said_and_the_made_one_offered(text, reply):
    t = chat().say(text)
    assert t.text == reply
    assert t.chip_labels == ["Empanada de zorza · 16,00 €"]
    assert "Apunto" not in t.text


@pytest.mark.parametrize("answer", ["vale", "sí", "si", "ok", "la de zorza", "esa"])
def test_the_one_made_is_taken_with_the_count_asked(answer):
    c = chat()
    c.say("quiero 2 empanadas de atún")
    t = c.say(answer)
    if answer == "esa":      # «esa» alone names nothing: the question stays
        assert t.text.endswith("¿Qué empanadas quieres?") and "Apunto" not in t.text
        return
    assert t.text.startswith("Apunto: 2 × Empanada de zorza. Total 32,00 €.")


def test_the_chip_takes_the_one_made():
    c = chat()
    c.say("quiero 3 empanadas de atún")
    assert c.press("Empanada de zorza · 16,00 €").text.startswith("Apunto: 3 × Empanada de zorza. Total 48,00 €.")


def test_the_other_products_of_the_message_are_written_down():
    t = chat().say("2 empanadas de atún y una tarta de queso")
    assert t.text == ("No tengo «empanadas de atún» en la carta. Apunto: 1 × Tarta de queso. Total 22,00 €. "
                      "¿Qué empanadas quieres?")


@pytest.mark.parametrize("text, said", [
    ("quiero una empanada de zorza", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("quiero 2 empanadas", "Apunto: 2 × Empanada de zorza. Total 32,00 €."),
    ("una empanada de encargo para el sábado", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("una empanada de regalo", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("una empanada de las grandes", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("una tarta de queso de 12 raciones", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("4 croissants de mantequilla", "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."),
])
def test_what_follows_de_without_being_a_flavour_keeps_the_product(text, said):
    assert chat().say(text).text.startswith(said)


def test_a_group_with_a_flavour_not_made_still_asks_which():
    t = chat().say("quiero un pan de molde")
    assert t.text == "¿Qué pan quieres?"
    assert t.chip_labels == ["Pan de masa madre · 4,50 €", "Pan de centeno · 4,00 €"]


@pytest.mark.parametrize("slug, text, reply, chips", [
    ("taller", "quiero unas pastillas de disco", "No tengo «pastillas de disco» en el catálogo. ¿Qué pastillas quieres?",
     ["Pastillas de freno · 15,00 €"]),
    ("libreria", "quiero un cuaderno a5 de cuadros",
     "No tengo «cuaderno a5 de cuadros» en el catálogo. ¿Qué cuaderno a5 quieres?", ["Cuaderno A5 de rayas · 4,50 €"]),
])
def test_other_trades_ask_the_same_way(slug, text, reply, chips):
    t = chat(slug).say(text)
    assert (t.text, t.chip_labels) == (reply, chips)


def test_the_trades_own_words_after_de_are_no_flavour():
    # the bike shop lists «bici» in reading.not_items: «una cadena de bici» is its chain
    assert chat("taller").say("quiero una cadena de bici").text.startswith(
        "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.")


# ---------------------------------------------------------------- pieces of a pack

@pytest.mark.parametrize("text, said", [
    ("quiero 12 macarons", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),
    ("quiero doce macarons", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),
    ("quiero 12 macaros", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),           # typo
    ("quiero media docena de macarons", "Apunto: 1 × Caja de 6 macarons. Total 12,00 €."),
    ("quero 18 macarons", "Apunto: 3 × Caja de 6 macarons. Total 36,00 €."),
    ("quiero 2 cajas de macarons", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),   # packs, said so
    ("quiero una caja de macarons", "Apunto: 1 × Caja de 6 macarons. Total 12,00 €."),
    ("quiero macarons", "Apunto: 1 × Caja de 6 macarons. Total 12,00 €."),
    ("quiero 12 macarons y 2 palmeras", "Apunto: 2 × Caja de 6 macarons y 2 × Palmera de hojaldre. Total 28,40 €."),
])
def test_a_count_of_pieces_is_the_packs_that_hold_them(text, said):
    assert chat().say(text).text.startswith(said)


@pytest.mark.parametrize("text, said", [
    ("quiero 8 macarons", "Caja de 6 macarons lleva 6: para 8 te apunto 2. Apunto: 2 × Caja de 6 macarons. "
                          "Total 24,00 €."),
    ("quiero un macaron", "Caja de 6 macarons lleva 6: para 1 te apunto 1. Apunto: 1 × Caja de 6 macarons. "
                          "Total 12,00 €."),
    ("quero 10 macarons", "Caja de 6 macarons leva 6: para 10 apúntoche 2. Apunto: 2 × Caja de 6 macarons. "
                          "Total 24,00 €."),
])
def test_a_count_that_does_not_fill_the_packs_is_said(text, said):
    assert chat().say(text).text.startswith(said)
