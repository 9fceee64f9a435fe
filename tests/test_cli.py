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


# ── help texts and argparse in Spanish ───────────────────────────────────────────────────
ENGLISH = ("usage:", "options:", "positional arguments", "show this help", "the following arguments",
           "invalid choice", "unrecognized arguments", "invalid int value", "expected one argument")


def help_of(argv) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            main([*argv, "-h"])
        except SystemExit as e:
            assert e.code == 0
    return out.getvalue()


def error_of(argv) -> str:
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            main(argv)
        except SystemExit as e:
            assert e.code == 2
        else:
            raise AssertionError(f"{argv} should have failed")
    return err.getvalue()


def commands_in(text: str) -> list[str]:
    import re
    found = re.search(r"\{([a-z,-]+)\}", text)
    if found:
        return found.group(1).split(",")
    section = text.split("órdenes:", 1)[1] if "órdenes:" in text else ""
    return re.findall(r"^    ([a-z][a-z-]*)\s", section, re.M)


def every_help() -> dict[tuple, str]:
    helps, todo = {}, [()]
    while todo:
        argv = todo.pop()
        text = help_of(argv)
        helps[argv] = text
        todo += [(*argv, c) for c in commands_in(text) if argv == () or c not in argv]
    return helps


def test_every_command_and_option_has_spanish_help():
    import re
    helps = every_help()
    assert {("serve",), ("schema",), ("check",), ("ingest",), ("eval",), ("db",), ("db", "url"), ("db", "stop")} <= set(helps)
    for argv, text in helps.items():
        assert text.startswith("uso: obrador-mel"), (argv, text)
        assert not [w for w in ENGLISH if w in text], (argv, text)
        lines = text.splitlines()
        for i, line in enumerate(lines):
            if re.match(r"^  (-|[a-z])", line) and not line.startswith("  ORDEN"):
                described = re.search(r"\S\s{2,}\S", line) or (i + 1 < len(lines) and lines[i + 1].startswith(" " * 8))
                assert described, f"sin ayuda en {' '.join(argv)}: {line.strip()}"


def test_argparse_errors_are_in_spanish():
    cases = {("serve", "--port", "x"): "argumento --port: no es un número entero: 'x'",
             ("nada",): "argumento ORDEN: opción no válida: 'nada'",
             (): "faltan argumentos obligatorios: ORDEN",
             ("check", "--sobra"): "argumentos desconocidos: --sobra",
             ("serve", "--port"): "argumento --port: falta su valor"}
    for argv, expected in cases.items():
        err = error_of(list(argv))
        assert err.startswith("uso: obrador-mel") and expected in err, (argv, err)
        assert not [w for w in ENGLISH if w in err], err
