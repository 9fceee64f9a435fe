"""The obrador-mel command: ingest and the retrieval eval (serve, schema and check are covered elsewhere)."""
from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

from obrador_mel.cli import main
from tests.conftest_kb import fake_ollama, _kb_isolation  # noqa: F401  (fixtures)

ROOT = Path(__file__).resolve().parent.parent


def run(argv) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(argv)
    return code, out.getvalue()


def test_ingest_reports_each_business_and_is_idempotent(fake_ollama, tmp_path, monkeypatch):
    monkeypatch.setenv("OLLAMA_URL", fake_ollama.url)
    monkeypatch.setenv("QDRANT_URL", "")
    monkeypatch.setenv("VAR_DIR", str(tmp_path / "var"))
    code, out = run(["ingest", "--datasets", str(ROOT / "datasets")])
    assert code == 0, out
    report = json.loads(out)
    assert report["problems"] == []
    first = report["businesses"][0]
    assert first["slug"] == "pasteleria" and first["collection"] == "kb_pasteleria" and first["dim"] == 768
    from bizengine.knowledge import vectors
    vectors.close_all()  # the CLI is one process; a second run is another
    code, out = run(["ingest", "--datasets", str(ROOT / "datasets")])
    assert json.loads(out)["businesses"][0]["chunks"] == first["chunks"]


def test_ingest_with_nothing_listening_says_why_and_exits_1(tmp_path, monkeypatch):
    monkeypatch.setenv("OLLAMA_URL", "http://127.0.0.1:9")
    monkeypatch.setenv("QDRANT_URL", "http://127.0.0.1:9")
    code, out = run(["ingest", "--datasets", str(ROOT / "datasets")])
    assert code == 1
    report = json.loads(out)
    assert report["businesses"] == [] and report["problems"][0].startswith("pasteleria: no se pudo ingerir:")


def test_eval_retrieval_prints_mrr_and_recall_for_every_fusion():
    code, out = run(["eval", "--retrieval", "--fake"])
    assert code == 0, out
    rows = {line.split()[0]: line.split()[1:3] for line in out.splitlines()
            if line[:1].strip() and line.split()[0] in ("lexical", "vector", "weighted", "rrf")
            and line.split()[1][0].isdigit()}
    assert set(rows) == {"lexical", "vector", "weighted", "rrf"}
    assert float(rows["lexical"][0]) >= 0.8          # the bar for lexical MRR
    assert all(0.0 <= float(v) <= 1.0 for pair in rows.values() for v in pair)
