"""«El poto mejor no», «as palmeiras mellor non» changed nothing; «cuanto las palmeras», «canto a
bica?» (a price asked with no verb) went to a person; «al final 4», «no, tres», «non, tres» and
«vale, dúas caixas» at the time question looped instead of mending the one line's count."""
import pytest

from tests.conversation import chat, line_counts



@pytest.mark.parametrize("slug, first, then, counts", [
    ("floristeria", "quiero un poto y una orquidea", "el poto mejor no", {"orquidea": 1}),
    ("", "3 croissants y 2 palmeras", "las palmeras mejor no", {"croissant": 3}),
    ("", "3 croissants e 2 palmeiras", "as palmeiras mellor non", {"croissant": 3}),
    ("", "3 croissants y 2 palmeras", "las palmeras mejor no, gracias", {"croissant": 3}),
])
def test_a_thing_better_not(slug, first, then, counts):
    c = chat(slug)
    c.say(first)
    c.say(then)
    assert line_counts(c) == counts


@pytest.mark.parametrize("slug, question, said", [
    ("", "cuanto las palmeras", "Palmera de hojaldre: 2,20 €."),
    ("", "cuanto la napolitana", "Napolitana de chocolate: 2,00 €."),
    ("", "a cuanto las palmeras?", "Palmera de hojaldre: 2,20 €."),
    ("", "canto a bica?", "Bica gallega: 9,00 €."),
    ("", "y cuanto el brownie", "Brownie sin harina: 3,00 €."),
    ("floristeria", "cuanto el poto", "Poto: 14,00 €."),
])
def test_a_price_asked_without_a_verb(slug, question, said):
    c = chat(slug)
    t = c.say(question)
    assert t.texts[0] == said
    assert not c.requests


@pytest.mark.parametrize("slug, first, then, counts", [
    ("", "quiero 6 croissants para mañana", "al final 4", {"croissant": 4}),
    ("", "quero 6 croissants pra mañá", "ao final 4", {"croissant": 4}),
    ("", "quiero 6 croissants para mañana", "pues al final son 5", {"croissant": 5}),
    ("floristeria", "quiero dos potos", "no, tres", {"poto": 3}),
    ("floristeria", "quero dous potos", "non, tres", {"poto": 3}),
    ("", "quero unha caixa de polvoróns", "vale, dúas caixas", {"polvorones": 2}),
    ("", "quiero una caja de polvorones", "vale 3 cajas", {"polvorones": 3}),
])
def test_a_count_mended_at_the_time_question(slug, first, then, counts):
    c = chat(slug)
    c.say(first)
    assert c.state["awaiting"] == "time"
    t = c.say(then)
    assert line_counts(c) == counts
    assert t.texts[0].startswith("Apunto:")
    assert c.state.get("order", {}).get("min") is None         # no hour taken from the count


def test_a_time_said_with_its_words_is_still_a_time():
    c = chat()
    c.say("quiero 6 croissants para mañana")
    c.say("no, a las 12")
    assert line_counts(c) == {"croissant": 6} and c.order["min"] == 12 * 60
