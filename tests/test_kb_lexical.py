"""Lexical search: stop words, singular, idf, title boost, synonyms, 0..1 scores, scale."""
import math

from bizengine import knowledge as kb
from bizengine.knowledge import Chunk, build_index, lexical_scores, singular, terms
from tests.conftest_kb import *  # noqa: F401,F403


def titles(biz, q, k=5):
    return [c.title for c, _ in kb.lexical(biz, q, k)]


def test_terms_drop_stop_words_and_fold_plurals_both_languages():
    assert terms("¿Se pueden congelar las tartas?") == ["congelar", "tarta"]
    assert terms("Pódense conxelar as tartas?") == ["congelar", "tarta"]
    assert terms("¿Tenéis wifi en el local?") == ["wifi"]
    assert singular("flores") == "flor" and singular("postres") == "postre"
    assert singular("comuniones") == singular("comunion") == "comunion"
    assert singular("racions") == singular("racion")
    assert singular("luces") == "luz" and singular("meses") == "mes"
    assert singular("personalizadas") == singular("personalizado")


def test_seed_questions_find_their_section_first(bakery):
    assert titles(bakery, "¿Se pueden congelar las tartas?")[0] == "Congelar"
    assert titles(bakery, "¿Hacéis envíos a domicilio?")[0] == "No hacemos envíos a domicilio"
    car = titles(bakery, "¿Puedo llevar una tarta en el coche una hora?", 4)
    assert {"Transporte", "Aparcamiento"} <= set(car)
    assert kb.lexical(bakery, "¿Tenéis wifi en el local?") == []


def test_business_synonyms_from_the_dataset(bakery):
    # business.json: "perro": ["mascotas"], "celiaco": ["gluten"], "vela": ["velas"]
    assert titles(bakery, "¿Puedo ir con el perro?")[0] == "Mascotas"
    assert titles(bakery, "soy celiaco")[0] == "Sin gluten"
    assert titles(bakery, "Onde podo aparcar?")[0] == "Aparcamiento"


def test_scores_are_between_0_and_1_and_1_means_every_word_in_the_title(bakery):
    for q in ("congelar", "¿Hacéis envíos a domicilio?", "tarta de queso precio",
              "¿Puedo llevar una tarta en el coche una hora?"):
        for _, s in kb.lexical(bakery, q):
            assert 0 < s <= 1
    assert kb.lexical(bakery, "envíos a domicilio")[0][1] == 1.0


def test_unknown_words_lower_the_score_but_not_the_order(bakery):
    plain = kb.lexical(bakery, "congelar tarta")
    noisy = kb.lexical(bakery, "congelar tarta zorblax")
    assert [c.title for c, _ in plain] == [c.title for c, _ in noisy]
    assert noisy[0][1] < plain[0][1]
    assert kb.lexical(bakery, "zorblax quux")[0:1] == []


def test_unknown_words_at_most_halve_a_good_match(bakery):
    q = ("Oye una pregunta, si compro la tarta el viernes y la quiero para el domingo, "
         "¿la puedo meter en el congelador?")
    (top, score), *_ = kb.lexical(bakery, q)
    assert top.title == "Congelar" and score >= kb.MIN_SCORE
    (top, score), *_ = kb.lexical(bakery, "envíos domicilio zorblax quux blorp frobnicate")
    assert top.title == "No hacemos envíos a domicilio" and score == 0.5


def _chunk(i, title, text):
    return Chunk(str(i), "t", "f.md", "Doc", title, title, text)


def test_idf_and_title_boost_by_hand():
    chunks = [_chunk(0, "Alfa", "beta gamma"), _chunk(1, "Beta", "alfa"), _chunk(2, "Otro", "gamma")]
    idx = build_index(chunks)
    n = 3
    assert math.isclose(idx.idf["alfa"], math.log(1 + n / (1 + 2)))
    assert math.isclose(idx.idf["beta"], math.log(1 + n / (1 + 2)))
    s = lexical_scores(idx, "alfa")
    assert math.isclose(s[0], 1.0) and math.isclose(s[1], 1 / 1.5)   # title weighs 50 % more
    assert 2 not in s


def test_an_inverted_index_of_5000_chunks_answers_correctly():
    vocab = [f"palabra{i}" for i in range(3000)]
    chunks = [_chunk(i, f"Sección {i}", " ".join(vocab[(i * 7 + k) % 3000] for k in range(40)))
              for i in range(5000)]
    chunks.append(_chunk(5000, "Objetivo único", "zafiro esmeralda rubí"))
    idx = build_index(chunks)
    s = lexical_scores(idx, "¿zafiro y esmeralda?")
    assert max(s, key=s.get) == 5000 and len(s) == 1
    # only the postings of the question's words are visited
    assert len(idx.postings["zafiro"]) == 1
