"""«quiero 6 napolitanas, 3 de chocolate y 3 de crema» wrote down 9 chocolate napolitanas: the 6
and the 3 were both lines. Counts said by flavour right after a product, adding up to its count,
split it: 3 chocolate, and the cream one said not made. After «y» or «también» they are more of it
(«3 napolitanas y 3 de chocolate» is 6), and counts that do not add up are left as said."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, texts", [
    ("quiero 6 napolitanas, 3 de chocolate y 3 de crema",
     ["No tengo «napolitana de crema» en la carta.", "Apunto: 3 × Napolitana de chocolate. Total 6,00 €."]),
    ("6 napolitanas: 3 de chocolate y 3 de crema",
     ["No tengo «napolitana de crema» en la carta.", "Apunto: 3 × Napolitana de chocolate. Total 6,00 €."]),
    ("quero 4 napolitanas, 2 de chocolate e 2 de crema",
     ["Non teño «napolitana de crema» na carta.", "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."]),
    ("kiero 4 croisants, 2 de mantequilla y 2 de chocolate",         # typos
     ["No tengo «croissant de chocolate» en la carta.", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."]),
    ("quiero 6 napolitanas 3 de chocolate y 3 de chocolate", ["Apunto: 6 × Napolitana de chocolate. Total 12,00 €."]),
    ("quero seis napolitanas, tres de chocolate e tres de chocolate",
     ["Apunto: 6 × Napolitana de chocolate. Total 12,00 €."]),
])
def test_counts_by_flavour_split_the_count_before_them(said, texts):
    t = chat().say(said)
    assert t.texts[:len(texts)] == texts
    assert sum(line["qty"] for line in t.request["data"]["lines"]) == int(texts[-1].split(" × ")[0].split()[-1])


@pytest.mark.parametrize("said, count", [
    ("quiero 3 napolitanas y 3 de chocolate", 6),          # «y»: more of them
    ("quiero 2 napolitanas de chocolate y 1 de crema", 2),  # a count that is no split
])
def test_counts_that_do_not_split_stay_as_said(said, count):
    t = chat().say(said)
    assert sum(line["qty"] for line in t.request["data"]["lines"]) == count
