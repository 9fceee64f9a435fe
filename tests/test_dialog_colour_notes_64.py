"""Stop 64 (helper B): a colour said for the florist's note, its second thought, and a colour in a thing's name.
Before: «un ramo de rosas rojas…», then at the card question «que sean blancas mejor» (or «mejor blancas», gl
«mellor brancas») left «rojas; que sean blancas mejor» in the note, two colours; «no, amarillas» kept «rojas» and
lost the yellow; «que sean blancas» mid-request went to a person («Eso no lo tengo claro…»); at the summary,
«mejor blancas» after «rojas» and a card text threw the card text away («blancas»). «ramo de temporada blanco»,
«ramo de tempada branco», «… blanca», «… vermello» said «No tengo «ramo de temporada blanco» en el catálogo.»
(only the plural colours were the florist's note words: «Blanca» had become a note). «quero a orquídea branca»
(the white orchid, its alias «orquídea blanca») noted «branca» as a wish. Now:
- the note holds one colour, the last said (understanding/colour_instead.py): the colour kept before is taken
  out of what was kept for the note question, or of the note, the rest («con lazo», the card text) stays;
- a colour the trade notes is read after a thing in any gender and number (Vocabulary.a_wish_after_a_thing),
  while a name «Blanca» said alone stays a name;
- a colour a thing's own name gives, said after it, names it (colour_said.colours_of_its_own): no note.
Near-misses kept: a card text with a name («Feliz cumple Blanca»), «no», «que sean 2», «ramo de rosas blanco»
(the roses are red: not had), «quiero el fuego rojo» at the florist's (no such thing), the bookshop's «el fuego
rojo» (its book), a colour said of another thing («una orquídea y un poto blanco»)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

RED_ROSES = "un ramo de rosas rojas para el martes"
TO_THE_CARD = (RED_ROSES, "a las 11", "Ana", "600123123")
CARD_ASKED = "Apunto como indicación: «rojas». ¿Quieres añadir el texto de la tarjeta o alguna indicación?"
SUMMARY = "Este es el pedido que enviaré al local."
SUMMARY_GL = "Este é o pedido que lle enviarei ao local."


def _at_the_card(said: str):
    c = chat("floristeria")
    for step in TO_THE_CARD:
        t = c.say(step)
    assert CARD_ASKED in t.text
    return c, c.say(said)


# family 1: the colour said again at the card question replaces the one kept before
@pytest.mark.parametrize("said, note", [
    ("que sean blancas mejor", "que sean blancas mejor"),
    ("Que sean blancas mejor", "Que sean blancas mejor"),
    ("mejor blancas", "mejor blancas"),
    ("mejo blancas", "mejo blancas"),                 # a typo around the colour
    ("mellor brancas", "mellor brancas"),
    ("blancas", "blancas"),
    ("mejor en blanco", "mejor en blanco"),
    ("no, amarillas", "amarillas"),
    ("no, mejor blancas", "blancas"),
    ("non, amarelas", "amarelas"),
    ("mejor amarillas y que ponga Feliz cumple", "mejor amarillas y que ponga Feliz cumple"),
])
def test_a_colour_at_the_card_question_replaces_the_one_before(said, note):
    c, t = _at_the_card(said)
    assert t.text.startswith((SUMMARY, SUMMARY_GL))
    assert c.order["note"] == note and t.cards("order")[0]["note"] == note
    assert "rojas" not in c.order["note"]


# near-misses: a card text (with a name that is a colour), a «no», another wording: the colour kept stays
@pytest.mark.parametrize("said, note", [
    ("Feliz cumple Blanca", "rojas; Feliz cumple Blanca"),
    ("Blanca", "rojas; Blanca"),
    ("Te quiero", "rojas; Te quiero"),
    ("no", "rojas"),
])
def test_no_colour_said_keeps_the_one_before(said, note):
    c, t = _at_the_card(said)
    assert t.text.startswith(SUMMARY) and c.order["note"] == note


@pytest.mark.parametrize("first, said, told", [
    (RED_ROSES, "que sean blancas", "Cambio las indicaciones por: «que sean blancas»."),
    (RED_ROSES, "que sean todas blancas", "Cambio las indicaciones por: «que sean todas blancas»."),
    (RED_ROSES, "las quiero blancas", "Cambio las indicaciones por: «blancas»."),
    ("un ramo de rosas rojas con lazo para el martes", "que sean blancas",
     "Cambio las indicaciones por: «con lazo; que sean blancas»."),
    ("un ramo de rosas vermellas para o martes", "que sexan brancas",
     "Cambio as indicacións por: «que sexan brancas»."),
])
def test_a_colour_said_again_before_the_card_question_replaces_it(first, said, told):
    c = chat("floristeria")
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(told) and "inventarlo" not in t.text and "inventalo" not in t.text
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text \
        or "¿A que hora o recolles o martes 3 de novembro?" in t.text
    assert not c.order["questions"]


def test_a_colour_at_the_summary_keeps_the_card_text():
    c = chat("floristeria")
    for step in (*TO_THE_CARD, "Feliz cumple"):
        c.say(step)
    t = c.say("mejor blancas")
    assert t.text.startswith("Cambio las indicaciones por: «Feliz cumple; blancas».")
    assert c.order["note"] == "Feliz cumple; blancas"


def test_a_count_wished_is_no_colour():
    c = chat("floristeria")
    c.say(RED_ROSES)
    t = c.say("que sean 2")
    assert t.text.startswith("Apunto: 2 × Ramo de rosas. Total 70,00 €.")
    assert c.order["notes_said"] == ["rojas"]


# family 2: a colour the trade notes, said after a thing in the singular, masculine or feminine
@pytest.mark.parametrize("said, colour", [
    ("ramo de temporada blanco", "blanco"),
    ("un ramo de temporada blanca", "blanca"),
    ("un ramo de temporada, blanco", "blanco"),
    ("ramo de temporda blanco", "blanco"),              # a typo in the thing
    ("ramo de temporada rojo", "rojo"),
    ("ramo de tempada branco", "branco"),
    ("un ramo de tempada vermello", "vermello"),
    ("un ramo de temporada amarillo", "amarillo"),
])
def test_a_singular_colour_after_a_thing_is_its_note(said, colour):
    c = chat("floristeria")
    t = c.say(f"{said} para el martes a las 11")
    assert t.text.startswith("Apunto: 1 × Ramo de temporada. Total 28,00 €.") or \
        t.text.startswith("Apunto: 1 × Ramo de tempada. Total 28,00 €.")
    assert "No tengo" not in t.text and "Non teño" not in t.text
    c.say("Ana")
    t = c.say("600123123")
    assert f"Apunto como indicación: «{colour}»." in t.text or f"Apunto como indicación: «{colour}»." in t.text


def test_a_group_with_a_singular_colour_asks_which_and_keeps_the_colour():
    c = chat("floristeria")
    t = c.say("un ramo blanco")
    assert t.text == "¿Qué ramo quieres?"
    t = c.say("el de temporada")
    assert t.text.startswith("Apunto: 1 × Ramo de temporada. Total 28,00 €.")
    assert c.order["notes_said"] == ["blanco"]


@pytest.mark.parametrize("said", ["ramo de rosas rojo", "un ramo de rosas vermello"])
def test_the_roses_own_colour_in_another_gender_adds_them(said):
    t = chat("floristeria").say(said)
    assert t.text.startswith("Apunto: 1 × Ramo de rosas. Total 35,00 €.")


# near-misses: a colour the thing is not is still not had; a name at the name question is a name
def test_a_colour_the_roses_are_not_is_not_had():
    t = chat("floristeria").say("un ramo de rosas blanco")
    assert t.text.startswith("No tengo «ramo de rosas blanco» en el catálogo.")


@pytest.mark.parametrize("name", ["Blanca", "blanca", "Blanca Pérez", "Branca"])
def test_a_name_that_is_a_colour_stays_a_name(name):
    c = chat("floristeria")
    c.say("ramo de temporada para el martes a las 11")
    t = c.say(name)
    assert t.text.startswith("¿Y un teléfono de contacto?")
    assert c.order["name"] == name[0].upper() + name[1:] and not c.order.get("notes_said")


def test_a_colour_alone_at_the_time_question_is_no_note():
    c = chat("floristeria")
    c.say("un ramo de rosas")
    t = c.say("Blanca")
    assert "¿A qué hora lo recoges?" in t.text and "indicación" not in t.text


# family 3: a colour a thing's own name gives names it: the thing, no note
@pytest.mark.parametrize("said, reply", [
    ("quero a orquidea branca", "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("quero dúas orquideas brancas", "Apunto: 2 × Orquídea. Total 64,00 €."),
    ("una orquídea blanca", "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("una orquidea de color blanco", "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("un poto y una orquidea blanca", "Apunto: 1 × Poto y 1 × Orquídea. Total 46,00 €."),
])
def test_a_colour_of_the_things_own_name_is_no_note(said, reply):
    c = chat("floristeria")
    t = c.say(f"{said} para el martes a las 11")
    assert t.text.startswith(reply)
    c.say("Uxía")
    t = c.say("600123123")
    assert "Apunto como indicación" not in t.text and "indicación" in t.text
    assert not c.order.get("notes_said")


@pytest.mark.parametrize("said", ["quiero el fuego rojo", "quero o lume vermello", "el fuego rojo para el martes"])
def test_the_bookshops_title_with_a_colour_is_its_book(said):
    c = chat("libreria")
    t = c.say(said)
    assert t.text.startswith("Apunto: 1 × O lume vermello. Total 21,00 €.")
    assert not c.order.get("notes_said") and not c.order["note"]


def test_a_colour_said_of_another_thing_is_its_note():
    c = chat("floristeria")
    t = c.say("una orquidea y un poto blanco")
    assert t.text.startswith("Apunto: 1 × Orquídea y 1 × Poto. Total 46,00 €.")
    assert c.order["notes_said"] == ["blanco"]


def test_a_title_with_a_colour_at_the_florists_is_not_had():
    t = chat("floristeria").say("quiero el fuego rojo")
    assert t.text.startswith("No tengo «el fuego rojo» en el catálogo.") and "indicación" not in t.text
