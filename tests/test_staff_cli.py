"""obrador-mel staff add|list|disable|password against the real database."""
from __future__ import annotations

import io
import secrets

import pytest

from bizengine.service import accounts
from obrador_mel.cli import main


@pytest.fixture()
def env(monkeypatch, database_url, datasets_dir, tmp_path):
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("DATASETS_DIR", str(datasets_dir))
    monkeypatch.setenv("VAR_DIR", str(tmp_path / "var"))
    monkeypatch.chdir(tmp_path)        # no stray .env


def run(monkeypatch, argv, stdin=""):
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    return main(argv)


def test_staff_commands(env, monkeypatch, capsys, database):
    email = f"cli{secrets.token_hex(3)}@obradormel.test"
    add = ["staff", "add", "--business", "pasteleria", "--email", email, "--name", "Xiana", "--role", "owner", "--password-stdin"]
    assert run(monkeypatch, add, "bica-de-trabada-7\n") == 0
    assert f"{email} es owner de pasteleria" in capsys.readouterr().out
    with database.tx() as conn:
        assert accounts.authenticate(conn, email, "bica-de-trabada-7").roles == {"pasteleria": "owner"}
    assert run(monkeypatch, add, "bica-de-trabada-7\n") == 1                       # already there
    assert "ya tiene un rol" in capsys.readouterr().err
    assert run(monkeypatch, ["staff", "list", "--business", "pasteleria"]) == 0
    assert email in capsys.readouterr().out
    assert run(monkeypatch, ["staff", "password", "--business", "pasteleria", "--email", email, "--password-stdin"],
               "filloas-con-mel-8\n") == 0
    with database.tx() as conn:
        assert accounts.authenticate(conn, email, "bica-de-trabada-7") is None
        assert accounts.authenticate(conn, email, "filloas-con-mel-8") is not None
    assert run(monkeypatch, ["staff", "disable", "--business", "pasteleria", "--email", email]) == 0
    with database.tx() as conn:
        assert accounts.authenticate(conn, email, "filloas-con-mel-8") is None
    assert run(monkeypatch, ["staff", "disable", "--business", "restaurante", "--email", email]) == 1   # not theirs
    assert run(monkeypatch, ["staff", "list", "--business", "nope"]) == 1


def test_bad_input_and_no_password_flag(env, monkeypatch, capsys):
    base = ["staff", "add", "--business", "pasteleria", "--name", "X", "--password-stdin"]
    assert run(monkeypatch, base + ["--email", "no-es-un-email"], "bica-de-trabada-7\n") == 1
    assert "e-mail no válido" in capsys.readouterr().err
    assert run(monkeypatch, base + ["--email", "corta@x.test"], "corta\n") == 1
    assert "contraseña" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["staff", "add", "--business", "pasteleria", "--email", "a@b.test", "--name", "X", "--password", "x"])
