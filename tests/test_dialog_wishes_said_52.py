"""Wishes said in words were dropped.

- Restaurante, a booking held: «mesa para 4 el martes a las 21» then «mejor que sean 5 sobre las 20»
  answered «reserva para 4 … a las 20:00»: the 5 was lost («que sean N» was no lead for a party
  change). Now the party wished is read beside the new time: «reserva para 5 personas … a las 20:00».
- Bakery, an order held: «pon que sea sin nueces», «pon que sexa sen noces» gave
  the allergen information but kept no note. Now the wish is kept as the note («Apunto como
  indicación: «que sea sin nueces».») and the business's allergen caveat is still said.
Near-misses: «que sean las 5» is an hour, not a party; «¿la sacher lleva nueces?» is a question and is
answered without a note.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

_HELD_ES = "mesa para 4 el martes a las 21"
_HELD_GL = "mesa para 4 o martes ás 21"


@pytest.mark.parametrize("held, said, party, time", [
    (_HELD_ES, "mejor que sean 5 sobre las 20", "5 personas", "20:00"),
    (_HELD_ES, "que sean 5 mejor", "5 personas", "21:00"),
    (_HELD_ES, "mejor que sean 5", "5 personas", "21:00"),
    (_HELD_ES, "mejor q sean 5 sobre las 20", "5 personas", "20:00"),
    (_HELD_ES, "Mejor que sean seis, sobre las 20", "6 personas", "20:00"),
    (_HELD_GL, "mellor que sexan 5 sobre as 20", "5 persoas", "20:00"),
    (_HELD_GL, "que sexan 5 mellor", "5 persoas", "21:00"),
])
def test_the_party_wished_instead_is_kept(held, said, party, time):
    c = chat("restaurante")
    c.say(held)
    t = c.say(said)
    assert f"reserva para {party}" in t.text
    assert time in t.text
    assert c.state["booking"]["party"] == int(party.split()[0])


def test_an_hour_said_with_que_sean_is_no_party():
    c = chat("restaurante")
    c.say(_HELD_ES)
    c.say("que sean las 5")
    assert c.state["booking"]["party"] == 4


def test_a_party_given_plainly_still_counts():
    c = chat("restaurante")
    c.say(_HELD_ES)
    t = c.say("que sean 5 y a las 20")
    assert "reserva para 5 personas" in t.text and "20:00" in t.text


_ORDER = "una tarta sacher de 12 para el martes"
_ORDER_GL = "unha tarta sacher de 12 para o martes"


@pytest.mark.parametrize("order, said, note, caveat", [
    (_ORDER, "pon que sea sin nueces", "que sea sin nueces", "En Tarta Sacher no constan frutos secos"),
    (_ORDER, "ponme que sea sin nueces porfa", "que sea sin nueces porfa", "no constan frutos secos"),
    (_ORDER, "que sea sin nueces", "que sea sin nueces", "no constan frutos secos"),
    (_ORDER_GL, "pon que sexa sen noces", "que sexa sen noces", "En Tarta Sacher non constan froitos secos"),
    (_ORDER_GL, "que sexa sen noces", "que sexa sen noces", "non constan froitos secos"),
])
def test_a_wish_without_an_allergen_is_the_note(order, said, note, caveat):
    c = chat("")
    c.say(order)
    c.say("Ana 600555444")
    t = c.say(said)
    assert f"«{note}»" in t.text
    assert caveat in t.text
    assert c.state["order"]["notes_said"] == [note]
    assert [(line["item_id"], line["qty"]) for line in c.state["order"]["lines"]] == [("tarta-sacher", 1)]


def test_the_note_goes_with_the_order():
    c = chat("")
    for said in (_ORDER, "Ana 600555444", "pon que sea sin nueces"):
        c.say(said)
    t = c.say("a las 10")
    assert "Este es el pedido que enviaré al local" in t.text
    assert c.state["order"]["note"] == "que sea sin nueces"


@pytest.mark.parametrize("asked", ["¿la sacher lleva nueces?", "la sacher lleva nueces?"])
def test_asking_about_an_allergen_keeps_no_note(asked):
    c = chat("")
    c.say(_ORDER)
    t = c.say(asked)
    assert "no constan frutos secos" in t.text
    assert not c.state["order"].get("note") and not c.state["order"].get("notes_said")


@pytest.mark.parametrize("said, note", [
    ("quiero un ramo de rosas pero que sean blancas", "que sean blancas"),
    ("quero un ramo de rosas pero que sexan brancas", "que sexan brancas"),
    ("un ramo de rosas pero q sean blancas", "q sean blancas"),
])
def test_how_the_thing_should_be_is_kept_for_a_person(said, note):
    c = chat("floristeria")
    t = c.say(said)
    assert "1 × Ramo de rosas. Total 35,00 €" in t.text
    assert c.state["order"]["notes_said"] == [note]


@pytest.mark.parametrize("said", ["quiero un ramo de rosas pero que sean 2", "quiero un ramo de rosas"])
def test_a_count_after_pero_que_sean_is_no_note(said):
    c = chat("floristeria")
    c.say(said)
    assert not c.state["order"].get("notes_said")
