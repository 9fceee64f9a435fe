"""Stop 31: how something bought keeps, asked with when and how it was bought («compré una X
ayer, ¿cuánto dura en la nevera?»), is answered by the knowledge's keeping texts; the purchase
words («compré», «ayer», «merquei», «onte») no longer dilute the search into «no answer» and a
person. «compramos una X ayer» is a purchase told, not an order; a complaint is still a complaint."""
from __future__ import annotations

import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("said, expected", [
    ("ayer compré pan de centeno, ¿cómo lo guardo?", "envuelto en un paño de algodón"),
    ("compramos unha bica onte, canto aguanta?", "Garda a tarta na neveira"),
    ("compramos una tarta de queso ayer, ¿se puede congelar?", "se pueden congelar enteras hasta un mes"),
])
def test_keeping_what_was_bought_is_the_knowledges(tmp_path, said, expected):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert expected in t.text
    assert t.request is None and "Apunto" not in t.text


@pytest.mark.parametrize("said", ["compré una empanada ayer, ¿cuánto dura en la nevera?",
                                  "compre una empanada ayer cuanto dura en la nevera",
                                  "onte merquei unha empanada, canto dura na neveira?",
                                  "mercamos unha bica onte, pódese conxelar?"])
def test_a_text_of_another_kind_of_thing_is_not_its_answer(tmp_path, said):
    """Stop 50: the texts of cakes («Guarda la tarta…», «A maioría das tartas…») answer nothing of
    another kind of thing; a person does."""
    t = chat_with_knowledge("", tmp_path).say(said)
    assert "tarta" not in t.text.lower() and ("no lo tengo claro" in t.text or "non o teño claro" in t.text)


def test_buying_for_a_day_ahead_is_still_an_order(tmp_path):
    t = chat_with_knowledge("", tmp_path).say("compramos una tarta de queso para el sábado")
    assert "Apunto: 1 × Tarta de queso" in t.text and t.request["kind"] == "order"


def test_a_complaint_about_what_was_bought_still_goes_to_a_person(tmp_path):
    t = chat_with_knowledge("", tmp_path).say("compre una tarta ayer y estaba malisima")
    assert "Siento lo ocurrido" in t.text and t.request["kind"] == "handoff"
