"""Stop 28: the words for a card, given in the first message with the order, kept whole.
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _note_after_form(first: str, time: str, contact: str):
    c = chat("floristeria")
    c.say(first)
    c.say(time)
    t = c.say(contact)
    return c, t


@pytest.mark.parametrize("first, words", [
    ("quiero un ramo de rosas para el sábado, que ponga en la tarjeta: Feliz aniversario, te quiero",
     "Feliz aniversario, te quiero"),
    ("qiero un ramo de temporada pal sabado, que ponga en la tarjeta: Felicidades, Marta, un beso",
     "Felicidades, Marta, un beso"),
    ("un ramo de rosas para el sabado con una nota que diga \"Para mi madre, con cariño\"",
     "\"Para mi madre, con cariño\""),
    ("un ramo de rosas para el sábado, que diga en la tarjeta «Te quiero, Luis»", "«Te quiero, Luis»"),
    ("quero un ramo de rosas para o sabado, que poña na tarxeta: Parabéns, avoa", "Parabéns, avoa"),
    ("quero un ramo de tempada para o sábado que pona na tarxeta: Moitas felicidades, Sabela, bicos",
     "Moitas felicidades, Sabela, bicos"),
    ("un ramo de rosas para o sabado cunha nota que diga «Para a miña nai, con agarimo»",
     "«Para a miña nai, con agarimo»"),
])
def test_the_card_words_given_up_front_are_kept_whole(first, words):
    """Quoted, or after a colon, the words for the card run past their commas: all of them reach the
    note the customer reads back and the request the florist gets, once."""
    c, t = _note_after_form(first, "a las 11", "Ana 612345678")
    note = c.state["order"]["note"]
    assert words in note and note.count(words.strip("«»\"")) == 1, note
    assert words in t.text
    assert c.state["order"]["ymd"] == "2026-11-07" and c.state["order"]["min"] == 11 * 60


@pytest.mark.parametrize("first, words, rest", [
    ("un ramo de rosas, que ponga en la tarjeta: Feliz aniversario, te quiero, para el sabado",
     "Feliz aniversario, te quiero", "para el sabado"),
    ("un ramo de rosas que ponga Feliz cumple Ana, para el sábado", "Feliz cumple Ana", "para el s"),
    ("un ramo de rosas que poña Parabéns Uxía, para o sábado", "Parabéns Uxía", "para o s"),
])
def test_the_rest_of_the_request_stays_out_of_the_card(first, words, rest):
    """Look-alikes: without quotes or colon the words end at the comma, as before; the day said after
    the words is still the day, not part of the card."""
    c, t = _note_after_form(first, "a las 11", "Ana 612345678")
    note = c.state["order"]["note"]
    assert words in note and rest not in note, note
    assert c.state["order"]["ymd"] == "2026-11-07"


@pytest.mark.parametrize("first, note, lines", [
    ("un ramo de rosas para el sabado y en la tarjeta pon: Te quiero mucho, Luis",
     "en la tarjeta pon: Te quiero mucho, Luis", {"ramo-rosas", "tarjeta"}),
    ("quiero un ramo de temporada pal sábado, en la tarjeta: Felicidades, Ana, un beso",
     "en la tarjeta: Felicidades, Ana, un beso", {"ramo-temporada", "tarjeta"}),
    ("quero un ramo de rosas para o sabado e na tarxeta pon: Parabéns, avoa",
     "na tarxeta pon: Parabéns, avoa", {"ramo-rosas", "tarjeta"}),
    ("quero un ramo de tempada para o sábado, dedicatoria: Para Carmen, con amor",
     "dedicatoria: Para Carmen, con amor", {"ramo-temporada"}),
    ("un ramo de rosas, en la tarjeta: Te quiero, Luis, para el sabado",
     "en la tarjeta: Te quiero, Luis", {"ramo-rosas", "tarjeta"}),
])
def test_after_a_longer_order_the_card_and_its_words_are_kept(first, note, lines):
    """«<order and day>, en la <card>: <words>»: the card named in the last clause before the colon,
    the words whole (commas and all) in the note; the order and the day still read from the rest."""
    c, t = _note_after_form(first, "a las 11", "Ana 612345678")
    order = c.state["order"]
    assert order["note"] == note
    assert f"«{note}»" in t.text
    assert {line["item_id"] for line in order["lines"]} == lines
    assert order["ymd"] == "2026-11-07" and order["min"] == 11 * 60


@pytest.mark.parametrize("first, words", [
    ("un ramo de rosas para el sabado, a nombre de Ana: gracias", "gracias"),
    ("quero un ramo de rosas para o sabado, ás 11: grazas", "grazas"),
])
def test_a_colon_without_a_card_word_stays_outside_the_note(first, words):
    """Look-alikes: a colon after a longer order with no card word in its clause writes nothing."""
    c = chat("floristeria")
    c.say(first)
    assert not (c.state["order"].get("notes_said") or []) and c.state["order"].get("note") is None
    assert c.state["order"]["ymd"] == "2026-11-07"
