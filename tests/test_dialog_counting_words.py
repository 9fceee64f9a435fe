"""A word that only counts («unidades», «uds», «piezas», «ejemplares») between the number and the
product, or after it, keeps the number (before: one was written down and «No tengo «uds»» was
said). Both languages."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, text, said", [
    ("", "quiero 2 unidades de croissant", "Apunto: 2 × Croissant de mantequilla."),
    ("", "4 uds de napolitana para el martes", "Apunto: 4 × Napolitana de chocolate."),
    ("", "4 uds. de napolitanas", "Apunto: 4 × Napolitana de chocolate."),
    ("", "dos piezas de tartaleta", "Apunto: 2 × Tartaleta de frutas."),
    ("", "croissants 6 unidades para el martes", "Apunto: 6 × Croissant de mantequilla."),
    ("", "quero 3 unidades de palmeira", "Apunto: 3 × Palmera de hojaldre."),
    ("", "tres pezas de tartaleta", "Apunto: 3 × Tartaleta de frutas."),
    ("libreria", "2 ejemplares de follas novas", "Apunto: 2 × Follas novas."),
    ("libreria", "quero dous exemplares do atlas do ceo", "Apunto: 2 × Atlas do ceo."),
])
def test_a_counting_word_keeps_the_number(slug, text, said):
    t = chat(slug).say(text)
    assert said in t.text
    assert "No tengo" not in t.text and "Non teño" not in t.text


def test_or_between_two_numbers_is_no_counting_word():
    t = chat().say("quiero 7 u 8 croissants")
    assert "7 × Croissant" not in t.text
