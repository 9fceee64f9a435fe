"""config.load(): defaults < .env (read by python-dotenv) < the process environment."""
from bizengine import config


def test_dotenv_fills_what_the_environment_leaves_out(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(
        "# comentario\n"
        "export PORT=9001\n"
        "OLLAMA_CHAT_MODEL=\"modelo con espacios\"  # comentario al final\n"
        "TURN_WAIT_SECONDS='4'\n"
        "DATABASE_URL=\n"
        "NOT_AN_OPTION=x\n"
        "HOST\n", encoding="utf-8")
    conf = config.load(env={}, dotenv=env_file)
    assert conf["PORT"] == "9001"
    assert conf["OLLAMA_CHAT_MODEL"] == "modelo con espacios"
    assert conf["TURN_WAIT_SECONDS"] == "4"
    assert conf["DATABASE_URL"] == ""
    assert conf["HOST"] == "127.0.0.1"          # a bare name without '=' keeps the default
    assert "NOT_AN_OPTION" not in conf


def test_process_environment_wins_over_dotenv(tmp_path, monkeypatch):
    env_file = tmp_path / ".env"
    env_file.write_text("PORT=9001\nVAR_DIR=desde-fichero\n", encoding="utf-8")
    conf = config.load(env={"PORT": "9555"}, dotenv=env_file)
    assert conf["PORT"] == "9555" and conf["VAR_DIR"] == "desde-fichero"
    monkeypatch.setenv("VAR_DIR", "desde-entorno")
    assert config.load(dotenv=env_file)["VAR_DIR"] == "desde-entorno"


def test_dotenv_is_not_written_into_the_environment(tmp_path, monkeypatch):
    monkeypatch.delenv("OUTPUT_DIR", raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text("OUTPUT_DIR=salida\n", encoding="utf-8")
    assert config.load(dotenv=env_file)["OUTPUT_DIR"] == "salida"
    import os
    assert "OUTPUT_DIR" not in os.environ


def test_missing_dotenv_gives_defaults(tmp_path):
    assert config.load(env={}, dotenv=tmp_path / "nada.env") == config.resolve(environ={})
