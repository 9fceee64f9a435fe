"""Galician questions open with «¿», as the Spanish ones and the seed's Galician transcript do
(«¿A que hora o recolles mañá?»). The booking texts, the chips' words and the workshop's, salon's
and bookshop's group questions asked without it («Que día che vai ben?»), so one conversation
mixed both. Every text the assistant or a dataset writes in Galician is checked, not a sample."""
from __future__ import annotations

import json
import re

import pytest

from bizengine.conversation.messages import TEXTS
from tests.conftest import FIXTURES, ROOT
from tests.conversation import chat

def _unopened(text: str) -> bool:
    """A question anywhere in the text whose own sentence (after «. », «; », «? » or «! ») has no
    «¿» («E un teléfono? Só o usará…» too, not only a text that ends asking; stop 35)."""
    sentences = re.split(r"(?<=[.;?!])\s+", text.strip())
    return any(sentence.rstrip().endswith("?") and "¿" not in sentence for sentence in sentences)


def _dataset_texts(node, path=""):
    """(where, Galician text) of every {es, gl} text of a dataset file."""
    if isinstance(node, dict):
        if isinstance(node.get("gl"), str) and "es" in node:
            yield path, node["gl"]
        for key, value in node.items():
            yield from _dataset_texts(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _dataset_texts(value, f"{path}[{i}]")


def test_every_galician_message_that_asks_opens_with_the_question_mark():
    unopened = {key: texts["gl"] for key, texts in TEXTS.items() if "gl" in texts and _unopened(texts["gl"])}
    assert unopened == {}


@pytest.mark.parametrize("folder", [ROOT / "datasets" / "pasteleria", *sorted(p for p in FIXTURES.iterdir() if p.is_dir())],
                         ids=lambda p: p.name)
def test_every_galician_dataset_question_opens_with_the_question_mark(folder):
    unopened = [f"{name}{where}: {text}" for name in ("business.json", "catalog.json") if (folder / name).exists()
                for where, text in _dataset_texts(json.loads((folder / name).read_text(encoding="utf-8")))
                if _unopened(text)]
    assert unopened == []


@pytest.mark.parametrize("slug, said, asked", [
    ("peluqueria", "quero un corte", "¿Que corte queres: de muller, de home ou infantil?"),
    ("peluqueria", "quero pedir vez para cortar o pelo ao meu fillo", "¿Que día che vai ben?"),
    ("taller", "quero un axuste", "¿Que axuste queres: de freos ou do cambio?"),
    ("restaurante", "quero reservar unha mesa o venres", "¿Para cantas persoas?"),
])
def test_a_galician_conversation_asks_with_the_question_mark(slug, said, asked):
    assert chat(slug).say(said).texts[-1].endswith(asked)


@pytest.mark.parametrize("said, answer", [
    ("cuanto duran las mechas?", "Mechas duran unos 90 minutos."),
    ("canto duran as mechas?", "Mechas duran uns 90 minutos."),
    ("cuanto dura un tinte?", "Tinte dura unos 60 minutos."),
])
def test_a_plural_service_name_takes_a_plural_verb(said, answer):
    """«Mechas dura unos 90 minutos» read wrong beside «Tinte dura…»: the verb agrees."""
    assert chat("peluqueria").say(said).texts[0] == answer
