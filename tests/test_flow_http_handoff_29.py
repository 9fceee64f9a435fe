"""Stop 29 over HTTP (real Postgres, the app as served): the panel's request for a person holds the
customer's words said before «una persona», masked as the chat stored them."""
from __future__ import annotations

import re

from tests.chat_client import Visitor


def test_the_panel_shows_the_problem_told_before_the_person(client):
    v = Visitor(client)
    v.say("la tarta que me llevé ayer estaba seca, pagué con la 4111 1111 1111 1111")
    out = v.say("quiero hablar con una persona")
    assert out["request"]["kind"] == "handoff" and out["request"]["status"] == "pending"
    item = next(r for r in v.staff()["requests"] if r["id"] == out["request"]["id"])
    assert item["said"] == ["la tarta que me llevé ayer estaba seca, pagué con la [TARJETA]",
                            "quiero hablar con una persona"]
    # the card, in any spacing (a case id is random hex, which may hold «4111» by chance)
    assert not re.search(r"4111[\s-]*1111[\s-]*1111", str(item))


def test_the_galician_words_reach_the_panel_too(client):
    """A complaint is handed over at once (stop 29): its words are on the request, and what follows
    joins it."""
    v = Visitor(client)
    out = v.say("a tarta que levei onte estaba seca")
    assert out["request"]["kind"] == "handoff" and "Sinto o ocorrido" in out["replies"][0]["text"]
    item = next(r for r in v.staff()["requests"] if r["id"] == out["request"]["id"])
    assert item["said"] == ["a tarta que levei onte estaba seca"]
    assert v.say("quero falar cunha persoa")["replies"][0]["text"].startswith("Anotado")


def test_retention_erases_the_words_kept_for_the_person(database):
    with database.tx() as conn:
        row = conn.execute("SELECT bizengine_scrub_json(%s::jsonb) AS j",
                           ('{"topic": "person", "said": ["se me salió la cadena", "una persona"]}',)).fetchone()
    assert row["j"] == {"topic": "person", "said": ["[borrado]"]}
