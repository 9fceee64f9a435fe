"""Stop 31: dozens counted whatever the number's spelling. Only phrases written out one by one
(«dos docenas de», «tres ducias») were read, so «2 docenas de croissants» lost its count and asked
«¿Cuántos croissants quieres?». Now any number (digits or words, «dúas» too) before «docenas» or
«ducias» is that many dozens, with «y/e media» adding six."""
from __future__ import annotations

import pytest

from bizengine.language.text import clean
from bizengine.understanding.item_words import normalize_quantities
from tests.conversation import chat


@pytest.mark.parametrize("said, read", [
    ("2 docenas de croissants", "24 croissants"),
    ("10 docenas de croissants", "120 croissants"),
    ("cuatro docenas de palmeras", "48 palmeras"),
    ("dúas ducias e media de croissants", "30 croissants"),
    ("2 docenas y media", "30"),
    ("docena y media de croissants", "18 croissants"),
    ("media docena de napolitanas", "6 napolitanas"),
    ("unha ducia", "12"),
    ("un par de palmeras", "2 palmeras"),
    ("cuanto cuesta la docena", "cuanto cuesta la docena"),     # the unit asked, no count
])
def test_dozens_are_counted(said, read):
    assert " ".join(normalize_quantities(clean(said).split())) == read


@pytest.mark.parametrize("said, line", [
    ("me gustaria encargar 2 docenas de croissants para el domingo a primera hora",
     "Apunto: 24 × Croissant de mantequilla. Total 43,20 €."),
    ("kiero 2 docenas de croisants", "Apunto: 24 × Croissant de mantequilla. Total 43,20 €."),
    ("quero 2 ducias de croissants para o domingo", "Apunto: 24 × Croissant de mantequilla. Total 43,20 €."),
    ("3 docenas de palmeras y media docena de napolitanas",
     "Apunto: 36 × Palmera de hojaldre y 6 × Napolitana de chocolate. Total 91,20 €."),
])
def test_an_order_by_dozens_is_written_down_counted(said, line):
    t = chat().say(said)
    assert line in t.text and "¿Cuántos" not in t.text and "¿Cantos" not in t.text
