"""`pip install .` into a fresh virtualenv works (not only -e), and its CLI validates the datasets."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_pip_install_into_a_fresh_venv_then_check(tmp_path):
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
