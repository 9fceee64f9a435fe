"""A party said with other words for children and couples: «2 crios», «2 chavales», «dous cativos»,
«2 matrimonios» (a couple each) are people, summed (they went to a person, or «crios» was read as a
thing not in the catalogue, or the children were dropped)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, party", [
    ("somos 4 adultos y 2 crios el jueves a las 9", 6), ("somos 4 y 2 chavales el jueves a las 9", 6),
    ("mesa para 3 e dous cativos o xoves ás 9", 5), ("imos 2 matrimonios o xoves ás 9", 4),
    ("somos dos matrimonios y un niño el jueves a las 9", 5), ("mesa para 2 y 2 rapaces o xoves ás 9", 4),
])
def test_people_in_other_words(said, party):
    c = chat("restaurante")
    t = c.say(said)
    assert t.request["kind"] == "booking" and c.state["booking"]["party"] == party
    assert "No tengo" not in t.text and "Non teño" not in t.text


def test_a_second_day_is_still_another_request():
    c = chat("restaurante")
    t = c.say("mesa para 4 el jueves a las 9 y 2 el viernes")
    assert c.state["booking"]["party"] == 4 or t.request["status"] != "collecting"
