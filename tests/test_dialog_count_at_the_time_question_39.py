"""At the time question, counts that could not be hours looped: «al final 2 bolsas», «mejor 3 bolsas»
(the product's own word after the number), «al final solo 1», «ahora que lo pienso, mejor 6»; and
«sí» to «¿Quieres 3 × X? (A las 15:00 está cerrado.)» was refused, so the count stayed 2."""
import pytest

from tests.conversation import chat


def _lines(c):
    return [(x["item_id"], x["qty"]) for x in c.order["lines"]]


@pytest.mark.parametrize("said, count", [("al final 2 bolsas", 2), ("mejor 3 bolsas", 3), ("ponme 3 bolsas", 3),
                                         ("al final solo 1", 1), ("ao final so 2", 2)])
def test_a_count_that_is_no_hour(said, count):
    c = chat()
    c.say("quiero galletas para mañana")
    t = c.say(said)
    assert _lines(c) == [("galletas", count)] and c.order["min"] is None
    assert "Para seguir" not in t.text


@pytest.mark.parametrize("first, said", [("quiero 4 croissants para mañana a las 10", "ahora que lo pienso, mejor 6"),
                                         ("quero 4 croissants pra mañá ás 10", "agora que o penso, mellor 6")])
def test_a_count_thought_over_at_the_name_question(first, said):
    c = chat()
    c.say(first)
    c.say(said)
    assert _lines(c) == [("croissant", 6)]


@pytest.mark.parametrize("slug, first, count", [
    ("floristeria", "quero 2 potos pro luns", 3), ("", "quiero 2 palmeras para mañana", 3),
])
def test_a_count_at_a_closed_hour_is_set_at_once(slug, first, count):
    c = chat(slug)
    c.say(first)
    t = c.say("mellor 3" if slug else "mejor 3")
    assert _lines(c)[0][1] == count and t.texts[0].startswith(f"Apunto: {count} ×")


@pytest.mark.parametrize("said", ["no, solo uno", "non, so un"])
def test_no_only_one_at_the_time_question(said):
    c = chat("floristeria")
    c.say("quiero 2 ramos de rosas para el sabado")
    t = c.say(said)
    assert _lines(c) == [("ramo-rosas", 1)] and t.texts[0].startswith("Apunto: 1 × Ramo de rosas.")
