"""`pip install .` into a fresh virtualenv works (not only -e), and its CLI validates the datasets."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_library_snippet() -> str:
    """The README's «Using it as a library» code block, verbatim."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Using it as a library"):]
    return section.split("```python\n", 1)[1].split("```", 1)[0]


def test_pip_install_into_a_fresh_venv_then_check(tmp_path, database_url):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = subprocess.run([str(venv / "bin" / "pip"), "install", "--quiet", str(ROOT)],
                         capture_output=True, text=True, timeout=900)
    assert pip.returncode == 0, pip.stderr[-2000:]
    site = subprocess.run([str(venv / "bin" / "python"), "-c",
                           "import bizengine, importlib.resources as r;"
                           "print(r.files('bizengine').joinpath('storage/schema.sql').is_file(),"
                           " r.files('bizengine').joinpath('business/schemas/catalog.schema.json').is_file())"],
                          capture_output=True, text=True, cwd=tmp_path)
    assert site.stdout.split() == ["True", "True"], site.stderr
    check = subprocess.run([str(venv / "bin" / "obrador-mel"), "check", "--datasets", str(ROOT / "datasets")],
                           capture_output=True, text=True, cwd=tmp_path)
    assert check.returncode == 0, check.stdout + check.stderr
    assert "ok  pasteleria: Obrador Mel, 19 productos" in check.stdout
    # the README's library snippet, verbatim, in that venv (a non-editable install), on a new database
    from tests.test_extension import fresh_database
    shutil.copytree(ROOT / "datasets", tmp_path / "datasets")
    (tmp_path / "app.py").write_text(readme_library_snippet(), encoding="utf-8")
    driver = ("from app import app\n"
              "r = app.test_client().post('/flores/api/chat', json={'session': 'a' * 32, 'text': 'hola'})\n"
              "print(r.status_code, r.get_json()['replies'][0]['text'])\n")
    env = {**os.environ, "DATABASE_URL": fresh_database(database_url), "OLLAMA_URL": "http://127.0.0.1:9",
           "SECRET_KEY": "k" + os.urandom(24).hex(),     # production, the default, signs the staff cookie
           "QDRANT_URL": "http://127.0.0.1:9", "PYTHONPATH": ""}
    run = subprocess.run([str(venv / "bin" / "python"), "-c", driver], capture_output=True, text=True,
                         cwd=tmp_path, env=env, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.startswith("200 ¡Hola! Soy el asistente de Obrador Mel"), run.stdout
    assert "would be ignored" not in pip.stdout + pip.stderr


def test_check_lists_problems_and_exits_1(tmp_path):
    import shutil
    shutil.copytree(ROOT / "datasets" / "pasteleria", tmp_path / "pasteleria")
    catalog = tmp_path / "pasteleria" / "catalog.json"
    doc = json.loads(catalog.read_text(encoding="utf-8"))
    doc["products"][0]["contains"].append("arena")
    catalog.write_text(json.dumps(doc), encoding="utf-8")
    from obrador_mel.cli import main
    import io, contextlib
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(["check", "--datasets", str(tmp_path)])
    assert code == 1
    assert "ERROR pasteleria/catalog.json: tarta-queso: alérgeno desconocido «arena»" in out.getvalue()
