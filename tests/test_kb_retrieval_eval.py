"""The retrieval gold set and its runner."""
from bizengine import knowledge as kb
from evals.retrieval import format_table, load_gold, load_no_answer, main, run_retrieval
from tests.conftest_kb import *  # noqa: F401,F403


def test_gold_set_is_big_bilingual_and_points_at_real_sections(bakery):
    gold = load_gold()
    assert len(gold) >= 40
    assert {g["lang"] for g in gold} == {"es", "gl"}
    assert sum(g["lang"] == "gl" for g in gold) >= 8
    titles = {c.heading for c in kb.chunks_of(bakery)} | {c.title for c in kb.chunks_of(bakery)}
    for g in gold:
        assert set(g["expect"]) <= titles, g


def test_lexical_mrr_on_the_gold_set(bakery, kb_cfg, closed_port):
    from dataclasses import replace
    cfg = replace(kb_cfg, ollama_url=f"http://127.0.0.1:{closed_port}")   # no embeddings
    res = run_retrieval(bakery, cfg, repeat=1)
    lex = res["methods"]["lexical"]
    assert lex["available"] and lex["mrr"] >= 0.8 and lex["recall@4"] >= 0.9
    assert res["methods"]["vector"]["available"] is False
    assert "Ollama" in res["methods"]["weighted"]["reason"]
    assert "unavailable" in format_table(res)


def test_all_methods_with_the_fake_embeddings(bakery, kb_cfg, fake_ollama):
    res = run_retrieval(bakery, kb_cfg, repeat=1)
    for m in ("lexical", "vector", "weighted", "rrf"):
        assert res["methods"][m]["available"], m
        assert 0 <= res["methods"][m]["mrr"] <= 1
    assert res["methods"]["weighted"]["mrr"] >= 0.8
    best = max(("weighted", "rrf"), key=lambda m: res["methods"][m]["mrr"])
    assert kb.FUSION == best


def test_cli_runs_with_the_fake(capsys):
    assert main(["--fake"]) == 0
    out = capsys.readouterr().out
    assert "lexical" in out and "rrf" in out and "p95" in out


def test_no_answer_set_is_big_bilingual_and_measured(bakery, kb_cfg, closed_port):
    """Issue 17, class 9: ≥ 30 questions the knowledge does not answer; with words only the
    assistant says so for most of them and still answers the answerable ones."""
    from dataclasses import replace
    no_answer = load_no_answer()
    assert len(no_answer) >= 30 and sum(n["lang"] == "gl" for n in no_answer) >= 10
    res = run_retrieval(bakery, replace(kb_cfg, ollama_url=f"http://127.0.0.1:{closed_port}"), repeat=1)
    na = res["no_answer"]
    assert na["precision"] >= 0.85 and na["recall"] >= 0.85, na
    assert len(na["answerable_lost"]) <= 4, na["answerable_lost"]
    assert "«no answer»" in format_table(res)
