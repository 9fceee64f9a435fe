"""Stop 33: «2 X, una de ellas sin Y» is a wish for the person who prepares them, kept as the
note (it said «No tengo «X de ellas» en la carta» and forgot the wish); «3 X y otros 3 de Y»
with no «X de Y» made says so (the 3 more were dropped in silence)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, note", [
    ("2 napolitanas para mañana a las 11, una de ellas sin chocolate", "una de ellas sin chocolate"),
    ("6 croissants, dos de ellos bien tostados, para mañana a las 11", "dos de ellos bien tostados"),
    ("dúas bicas para o martes ás 11, unha delas sen azucre", "unha delas sen azucre"),
    ("duas napolitanas pra mañá as 11, unha de elas sen chocolate", "unha de elas sen chocolate"),
])
def test_a_wish_for_some_of_them_is_the_note(said, note):
    c = chat()
    t = c.say(said)
    assert "No tengo" not in t.text and "Non teño" not in t.text and t.text.startswith(("Apunto: 2 ×", "Apunto: 6 ×"))
    t = c.say("Ana 600111222")
    assert f"«{note}»" in t.text and c.order["note"] == note


@pytest.mark.parametrize("said, not_made, kept", [
    ("3 croissants y otros 3 de chocolate", "No tengo «croissant de chocolate» en la carta.",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
    ("3 cruasans e outros 3 de chocolate", "Non teño «croissant de chocolate» na carta.",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
])
def test_more_of_a_flavour_not_made_is_said(said, not_made, kept):
    t = chat().say(said)
    assert t.texts[0] == not_made and kept in t.text


@pytest.mark.parametrize("said, kept", [
    ("2 tartas de queso y otras 2 de santiago", "Apunto: 2 × Tarta de queso y 2 × Tarta de Santiago."),
    ("2 tartas de queso y otra de santiago", "Apunto: 2 × Tarta de queso y 1 × Tarta de Santiago."),
    ("dúas tartas de queixo e outras dúas de santiago", "Apunto: 2 × Tarta de queso e 2 × Tarta de Santiago."),
])
def test_more_of_another_flavour_is_written_down(said, kept):
    assert kept in chat().say(said).text


@pytest.mark.parametrize("said, written", [
    ("3 napolitanas y otras 3", "Apunto: 6 × Napolitana de chocolate. Total 12,00 €."),
    ("6 croissants e outros 6", "Apunto: 12 × Croissant de mantequilla. Total 21,60 €."),
    ("una bica y otras 2", "Apunto: 3 × Bica gallega. Total 27,00 €."),
])
def test_more_of_the_same_at_the_end_is_added_to_it(said, written):
    assert chat().say(said).text.startswith(written)
