"""Ways of setting a count mid-order that added instead: «con 4 croissants me basta», «croissants
solo 4», «de croissants pon 4», «só 4 croissants», «abóndame con 4» (4), «me sobran 2 croissants» (2 off)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, qty", [
    ("con 4 croissants me basta", 4), ("croissants solo 4", 4), ("de croissants pon 4", 4),
    ("me sobran 2 croissants", 4), ("con 4 croisants basta", 4), ("los croissants, solo 3", 3),
    ("só 4 croissants", 4), ("abóndame con 4 croissants", 4), ("chéganme 4 croissants", 4),
    ("sóbranme 2 croissants", 4),
])
def test_a_count_set_mid_order(said, qty):
    c = chat()
    c.say("quiero 6 croissants y una bica para el martes")
    c.say("a las 10")
    c.say(said)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("croissant", qty), ("bica", 1)]


@pytest.mark.parametrize("said, qty", [("ponme 2 croissants más", 8), ("y 2 croissants", 8)])
def test_more_is_still_added(said, qty):
    c = chat()
    c.say("quiero 6 croissants y una bica para el martes")
    c.say(said)
    assert c.order["lines"][0]["qty"] == qty
