"""A count mended in words kept the old count or reset it: «me he equivocado, son 8» and «perdoa, que
sexan 8» to «¿A qué hora?» looped (a bare number there may be an hour), «con uno basta» was not read,
«el doble» / «duplica los X» / «a metade» changed nothing, and naming a line held again with no count
(«que sean croissants de mantequilla», «al final X e Y») set it to 1."""
import pytest

from tests.conversation import chat, line_counts



@pytest.mark.parametrize("first, then, count", [
    ("quiero 6 croissants", "me he equivocado, son 8", 8),
    ("quiero 6 croissants", "me equivoque son ocho", 8),
    ("quiero 6 croissants", "me he confundido, que sean 8", 8),
    ("quero 6 croissants", "perdoa, que sexan 8", 8),
    ("quero 6 croissants", "trabuqueime, son 8", 8),
    ("quiero 6 croissants", "disculpa, son 3", 3),
    ("quiero 6 croissants", "con uno basta", 1),
    ("quiero 6 croissants", "con 4 me bastan", 4),
    ("quero 6 croissants", "abondame con 4", 4),
    ("quero 6 croissants", "con catro chega", 4),
])
def test_a_count_mended_at_the_time_question(first, then, count):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert line_counts(c) == {"croissant": count}
    assert t.texts[0].startswith(f"Apunto: {count} × Croissant de mantequilla.")
    assert t.texts[-1].startswith(("¿A qué hora", "¿A que hora"))


def test_a_time_after_a_mistake_is_still_the_time():
    c = chat()
    c.say("quiero 6 croissants")
    c.say("me he equivocado, a las 5")
    assert line_counts(c) == {"croissant": 6}
    assert c.order["min"] == 17 * 60


@pytest.mark.parametrize("first, then, counts", [
    ("quiero 6 croissants", "el doble", {"croissant": 12}),
    ("quiero 6 croissants", "mejor la mitad", {"croissant": 3}),
    ("quiero 6 croissants y 2 napolitanas", "duplica los croissants", {"croissant": 12, "napolitana": 2}),
    ("quiero 6 croissants y 2 napolitanas", "el doble de croissants, por favor", {"croissant": 12, "napolitana": 2}),
    ("quiero 6 croissants y 2 napolitanas", "el doble", {"croissant": 12, "napolitana": 4}),
    ("quero 6 croissants e 2 napolitanas", "dobra os croissants", {"croissant": 12, "napolitana": 2}),
    ("quero 6 croissants e 2 napolitanas", "o dobre de todo", {"croissant": 12, "napolitana": 4}),
    ("quero 6 croissants e 2 napolitanas", "a metade de napolitanas", {"croissant": 6, "napolitana": 1}),
])
def test_twice_or_half_the_count_held(first, then, counts):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert line_counts(c) == counts
    assert t.texts[0].startswith("Apunto:")


@pytest.mark.parametrize("first, then", [
    ("quiero 5 croissants", "la mitad"),                    # half of 5 is no count
    ("quiero 6 croissants", "¿cuánto costaría el doble?"),   # asked, not changed
])
def test_no_count_to_double_or_halve(first, then):
    c = chat()
    c.say(first)
    c.say(then)
    assert line_counts(c) == {"croissant": int(first.split()[1])}


@pytest.mark.parametrize("first, then, counts", [
    ("quiero 6 croissants de mantequilla", "que sean croissants de mantequilla", {"croissant": 6}),
    ("quero 6 croissants", "que sexan croissants", {"croissant": 6}),
    ("quiero 6 croissants", "mejor croissants de mantequilla", {"croissant": 6}),
    ("quiero 6 croissants y 2 napolitanas", "al final croissants y napolitanas", {"croissant": 6, "napolitana": 2}),
    ("quiero 6 croissants y 2 napolitanas", "al final 3 croissants y napolitanas", {"croissant": 3, "napolitana": 2}),
])
def test_a_line_named_again_keeps_its_count(first, then, counts):
    c = chat()
    c.say(first)
    c.say(then)
    assert line_counts(c) == counts
