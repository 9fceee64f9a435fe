"""One message that adds one thing and takes another off: «añade una empanada y quita un croissant»
dropped the empanada (the whole message was read as a removal); «quita un croissant y añade…» took
every croissant off. «la tarjeta no, mejor un jarrón» kept the card beside the vase, and «el jarrón
no, que ya tengo uno» added the vase it said no to. Each clause is read in its own mode."""
import pytest

from tests.conversation import chat, line_counts



HELD = {"croissant": 3, "palmera": 2}


@pytest.mark.parametrize("then, counts", [
    ("añade una empanada y quita un croissant", {"croissant": 2, "palmera": 2, "empanada": 1}),
    ("anade una empanada y quita un croisant", {"croissant": 2, "palmera": 2, "empanada": 1}),
    ("quita un croissant y añade una empanada", {"croissant": 2, "palmera": 2, "empanada": 1}),
    ("quitame dos croissants y ponme una empanada", {"croissant": 1, "palmera": 2, "empanada": 1}),
    ("engade unha empanada e quita un croissant", {"croissant": 2, "palmera": 2, "empanada": 1}),
    ("quita unha palmeira e engade unha empanada", {"croissant": 3, "palmera": 1, "empanada": 1}),
    ("pon 2 palmeras mas y quita los croissants", {"palmera": 4}),
    ("quitame las palmeras y ponme 2 croissants mas", {"croissant": 5}),
])
def test_one_thing_added_and_another_taken_off(then, counts):
    c = chat()
    c.say("quiero 3 croissants y 2 palmeras")
    assert line_counts(c) == HELD
    t = c.say(then)
    assert line_counts(c) == counts
    assert t.texts[0].startswith("Apunto:")


def test_the_recap_says_the_counts_and_the_total_after_both_clauses():
    c = chat()
    c.say("quiero 3 croissants y 2 palmeras")
    t = c.say("añade una empanada y quita un croissant")
    assert "2 × Croissant de mantequilla" in t.texts[0] and "1 × Empanada de zorza" in t.texts[0]
    assert "Total 24,00 €" in t.texts[0]


@pytest.mark.parametrize("then, counts", [
    ("la tarjeta no, mejor un jarrón", {"ramo-rosas": 1, "jarron": 1}),
    ("la tarjeta no mejor jarron", {"ramo-rosas": 1, "jarron": 1}),
    ("a tarxeta non, mellor un poto", {"ramo-rosas": 1, "poto": 1}),
    ("sin tarjeta, mejor una maceta", {"ramo-rosas": 1, "maceta": 1}),
    ("la tarjeta no que la escribo yo", {"ramo-rosas": 1}),
    ("a tarxeta non que xa a escribo eu", {"ramo-rosas": 1}),
])
def test_a_held_thing_said_no_to_goes(then, counts):
    c = chat("floristeria")
    c.say("un ramo de rosas, una tarjeta")
    c.say(then)
    assert line_counts(c) == counts


@pytest.mark.parametrize("then", ["el jarron no que ya tengo uno", "o xarrón non, que xa teño un",
                                  "el jarrón no porque ya tengo"])
def test_a_thing_said_no_to_is_not_added(then):
    c = chat("floristeria")
    c.say("un ramo de rosas, una tarjeta")
    t = c.say(then)
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1}
    assert "Jarrón" not in t.text


@pytest.mark.parametrize("then, counts", [
    ("las palmeras no, mejor croissants", {"croissant": 3}),        # croissants already held: their count stays
    ("las palmeras no, mejor bicas", {"croissant": 3, "bica": 2}),  # the bicas take the palmeras' place and count
    ("as palmeiras non, mellor unha bica", {"croissant": 3, "bica": 1}),
])
def test_a_held_line_said_no_to_and_another_instead(then, counts):
    c = chat()
    c.say("quiero 3 croissants y 2 palmeras")
    c.say(then)
    assert line_counts(c) == counts
