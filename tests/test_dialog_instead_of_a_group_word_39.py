"""«en vez de corte, mechas» with a women's cut held changed nothing (the service after the group
word was read as the one replaced), and «en lugar del corte, la barba» added the beard. The group
word after «en vez de» / «en lugar de(l)» is what goes; the service after it comes instead."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, services, total", [
    ("en vez de corte, mechas", ["mechas"], "55,00 €"),
    ("en lugar de corte, tinte", ["tinte"], "35,00 €"),
    ("mejor en vez de corte, barba", ["barba"], "9,00 €"),
    ("en lugar del corte, la barba", ["barba"], "9,00 €"),
    ("en vez do corte, mechas", ["mechas"], "55,00 €"),
    ("en vez del corte mejor un tinte", ["tinte"], "35,00 €"),
])
def test_a_service_instead_of_the_group_word_held(said, services, total):
    c = chat("peluqueria")
    c.say("cita para corte de mujer con marta el jueves a las 12")
    t = c.say(said)
    assert c.state["booking"]["services"] == services
    assert f"Total {total}" in t.texts[0]


@pytest.mark.parametrize("said, lines", [
    ("en vez de croissants, napolitanas", [("napolitana", 6)]),
    ("en lugar de los croissants, 4 napolitanas", [("napolitana", 4)]),
])
def test_a_product_instead_keeps_the_replaced_count(said, lines):
    c = chat()
    c.say("quiero 6 croissants y 2 napolitanas")
    c.say(said)
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == lines
