"""A pronoun joined to the verb («gardádesnos», «dicídesme», «guardadnos») leaves the verb to look
up, so the question finds the section the plain form finds; words that only end alike keep theirs."""
from pathlib import Path

import pytest

from bizengine import load_business
from bizengine.knowledge.answer import answer
from bizengine.knowledge.words import _without_pronoun, terms

ROOT = Path(__file__).resolve().parent.parent
RESTAURANT = load_business(ROOT / "tests" / "fixtures" / "datasets" / "restaurante")


@pytest.mark.parametrize("joined, plain", [
    ("gardádesnos", "gardades"), ("gardadesnos", "gardades"), ("dicídesme", "dicides"),
    ("reservádesme", "reservades"), ("avisadnos", "avisad"), ("guardadnos", "guardad"),
    ("mandádesmo", "mandádesmo"),          # «-mo» (me + o) is not read: left as written
])
def test_the_pronoun_joined_to_the_verb_is_left_out(joined, plain):
    assert terms(joined) == terms(plain)


@pytest.mark.parametrize("word", ["unidades", "ciudades", "verdades", "ustedes", "paredes", "redes", "pedidos",
                                  "cantidad", "soledad", "candela"])
def test_words_that_only_end_alike_keep_their_form(word):
    assert _without_pronoun(word) == word


@pytest.mark.parametrize("question, lang", [
    ("se chegamos tarde gardádesnos a mesa?", "gl"),
    ("gardadesnos a mesa se chegamos tarde", "gl"),
    ("se chegamos un pouco tarde gardadesnos a mesa??", "gl"),
    ("si llegamos tarde guardadnos la mesa por favor", "es"),
    ("si llegamos tarde, ¿nos guardáis la mesa?", "es"),
])
def test_a_late_arrival_question_finds_how_long_the_table_is_kept(question, lang):
    res = answer(RESTAURANT, question, lang)
    assert "quince minutos" in res["text"], res
    assert [c["title"] for c in res["cites"]] == ["Retrasos y cancelaciones"]


# ---------------------------------------------------------------- and they tell Galician from Spanish

@pytest.mark.parametrize("text", ["levádesmo a casa?", "levadesmo a casa", "mandádesnos o pedido a casa?",
                                  "traedesmo a casa?", "facedeslle unha tarta ao neno?", "reservadesme unha mesa?"])
def test_a_verb_with_its_pronoun_joined_is_galician(text):
    from bizengine.language.text import clean
    from bizengine.understanding.lexicon import detect_lang
    assert detect_lang(clean(text).split()) == "gl"


@pytest.mark.parametrize("text", ["¿cuántas unidades quedan?", "la ciudadela", "¿me lo lleváis a casa?",
                                  "tenéis tartas para las paredes del frigorífico", "verdades"])
def test_spanish_words_that_end_alike_stay_spanish(text):
    from bizengine.language.text import clean
    from bizengine.understanding.lexicon import detect_lang
    assert detect_lang(clean(text).split()) == "es"


@pytest.mark.parametrize("text", ["levádesmo a casa?", "traedesmo a casa?", "levádesme a tarta a casa?"])
def test_the_reply_to_a_joined_pronoun_is_in_galician(text):
    from tests.conversation import chat
    t = chat().say(text)
    assert "Iso non o teño claro" in t.text or "Non facemos" in t.text, t.text
