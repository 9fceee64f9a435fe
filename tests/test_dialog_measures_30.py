"""Stop 30: a measure said of a product («una bica de 2 kilos», «una cámara de 29 pulgadas», «una
tarta de dos pisos») was dropped in silence and the catalogue's one written down; now it is said,
kept in the note for the person, and the line stays as the catalogue has it."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, said, name, measure", [
    ("", "quiero una bica de 2 kilos", "Bica gallega", "de 2 kilos"),
    ("", "quiero 2 bicas de medio kilo", "Bica gallega", "de medio kilo"),
    ("", "quiero una tarta de santiago de dos pisos", "Tarta de Santiago", "de dos pisos"),
    ("", "quero unha bica de dous quilos", "Bica gallega", "de dous quilos"),
    ("taller", "quiero una luz de 30 cm", "Luz delantera LED", "de 30 cm"),
])
def test_a_measure_not_in_the_catalogue_is_said_and_noted(slug, said, name, measure):
    c = chat(slug)
    t = c.say(said)
    assert t.text.startswith(f"{name}: esa medida n")
    assert f"«{measure}»" in t.text and "Apunto: " in t.text
    assert f"{name}: {measure}" in (c.order.get("notes_said") or [""])[0]


def test_the_note_reaches_the_summary():
    c = chat()
    for said in ("quiero 2 bicas de medio kilo", "el martes a las 10", "Ana"):
        c.say(said)
    assert "«Bica gallega: de medio kilo»" in c.say("611223344").text


@pytest.mark.parametrize("said", ["quiero una tarta de queso de 12", "quiero una empanada de zorza",
                                  "quiero una bica para el día 2"])
def test_options_and_names_are_no_measure(said):
    assert "esa medida" not in chat().say(said).text
