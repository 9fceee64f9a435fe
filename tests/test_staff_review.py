"""«Para repasar» holds the answers a person should read: written by the model, or a passage the
search chose; answers computed from the business's data (hours, prices) go straight to «Hecho»."""
from __future__ import annotations

import pytest

from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.chat_client import Visitor
from tests.conftest import make_conf
from tests.conftest_kb import fake_ollama, _kb_isolation  # noqa: F401  (fixtures)


@pytest.fixture()
def kb_client(fake_ollama, database, database_url, datasets_dir, tmp_path):
    conf = make_conf(database_url, datasets_dir, tmp_path, OLLAMA_URL=fake_ollama.url, QDRANT_URL="")
    return create_app(conf, engine=BizEngine(conf=conf, database=database)).test_client()


def groups(v: Visitor) -> list[str]:
    listing = v.staff()
    assert sum(listing["counts"].values()) == len(listing["requests"])
    return [r["group"] for r in listing["requests"]]


@pytest.mark.parametrize("question", ["¿A qué hora abrís el sábado?", "a que hora abris el sabado",
                                      "Que horario tedes o domingo?", "¿Cuánto cuesta la tarta de queso?"])
def test_answers_from_the_data_are_not_for_review(kb_client, question):
    v = Visitor(kb_client)
    v.say(question)
    assert groups(v) == ["done"]


@pytest.mark.parametrize("question", ["¿Se pueden congelar las tartas?", "podo conxelar as tartas?"])
def test_a_model_answer_is_for_review(kb_client, fake_ollama, question):
    fake_ollama.reply("Sí, la mayoría de las tartas se pueden congelar enteras hasta un mes.")
    v = Visitor(kb_client)
    v.say(question)
    assert groups(v) == ["review"]


def test_a_passage_chosen_by_the_search_is_for_review(kb_client, fake_ollama):
    fake_ollama.reply("Se pueden congelar y el servicio de congelado cuesta 25 €.")   # rejected: the source's text
    v = Visitor(kb_client)
    v.say("¿Se pueden congelar las tartas?")
    assert groups(v) == ["review"]
