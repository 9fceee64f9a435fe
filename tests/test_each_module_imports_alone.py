"""Every module of bizengine imports on its own, first: an integrator may import any of them before
the others («from bizengine.conversation.actions import …» failed on a cycle, info → handoff →
booking_form → info, that the usual import order hid)."""
import importlib
import pkgutil
import subprocess
import sys

import bizengine

_EACH_ALONE = """
import importlib, sys
failed = []
for name in sys.argv[1:]:
    # prometheus_client too: its default registry would see the metrics registered twice
    for loaded in [m for m in sys.modules if m.split(".")[0] in ("bizengine", "prometheus_client")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception as e:
        failed.append(f"{name}: {type(e).__name__}: {e}")
print("\\n".join(failed))
"""


def _modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(bizengine.__path__, "bizengine."))


def test_every_module_imports_first():
    names = _modules()
    assert len(names) > 100 and "bizengine.conversation.actions" in names
    out = subprocess.run([sys.executable, "-c", _EACH_ALONE, *names], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_check_sees_a_cycle(tmp_path, monkeypatch):
    """The same check, on two modules that import each other's names, fails."""
    (tmp_path / "cyc").mkdir()
    (tmp_path / "cyc" / "__init__.py").write_text("")
    (tmp_path / "cyc" / "a.py").write_text("from cyc.b import B\nA = 1\n")
    (tmp_path / "cyc" / "b.py").write_text("from cyc.a import A\nB = 2\n")
    code = _EACH_ALONE.replace('("bizengine", "prometheus_client")', '("cyc",)')
    out = subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {str(tmp_path)!r})\n" + code,
                          "cyc.a"], capture_output=True, text=True, check=True)
    assert "ImportError" in out.stdout
    importlib.invalidate_caches()
