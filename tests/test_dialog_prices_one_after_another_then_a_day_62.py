"""Stop 62: after two prices asked one after the other («¿cuánto cuesta la X? || ¿y la Y?»), «vale, para el
martes» ordered the last one in silence. Now which is asked, a button for each and «Los dos» (as stop 61 asks
for services); one question pricing both still orders both."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

ES = ("¿cuánto cuesta la bica?", "¿y el brownie?")
GL = ("canto custa a bica?", "e o brownie?")


@pytest.mark.parametrize("lang, asked, then, question, both", [
    ("es", ES, "vale, para el martes", "Bica gallega o Brownie sin harina, para el martes 3 de noviembre?", "Los dos"),
    ("es", ("cuanto cuesta la bica", "y el brownie?"), "vale para el martes", "para el martes 3 de noviembre?",
     "Los dos"),
    ("es", ES, "pues para el martes", "Bica gallega o Brownie sin harina", "Los dos"),
    ("gl", GL, "vale, para o martes", "Bica gallega ou Brownie sin harina, para o martes 3 de novembro?", "Os dous"),
])
def test_which_is_asked(lang, asked, then, question, both):
    c = chat_after("", *asked)
    t = c.say(then)
    assert question in t.text
    assert t.chip_labels == ["Bica gallega · 9,00 €", "Brownie sin harina · 3,00 €", both]
    assert line_counts(c) == {}


@pytest.mark.parametrize("answer, counts", [
    ("!Los dos", {"bica": 1, "brownie": 1}),
    ("los dos", {"bica": 1, "brownie": 1}),
    ("!Brownie sin harina · 3,00 €", {"brownie": 1}),
    ("la bica", {"bica": 1}),
])
def test_the_answer_orders(answer, counts):
    c = chat_after("", *ES, "vale, para el martes")
    t = c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert line_counts(c) == counts
    assert "martes 3 de noviembre" in t.text


@pytest.mark.parametrize("asked, then, counts", [
    (ES, "el brownie para el martes", {"brownie": 1}),
    (("¿cuánto cuestan la bica y el brownie?",), "vale, para el martes", {"bica": 1, "brownie": 1}),
])
def test_near_misses(asked, then, counts):
    c = chat_after("", *asked)
    c.say(then)
    assert line_counts(c) == counts
