"""A product's name alone, asked («¿orquídeas?», «¿y orquídeas?», «¿algún poto?», «e macetas?»), went
to a person at the florist: it is «¿tenéis X?», answered with its price."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("slug, text, said", [
    ("floristeria", "orquideas?", "Orquídea: 32,00 €."),
    ("floristeria", "alguna orquidea?", "Orquídea: 32,00 €."),
    ("floristeria", "y orquideas?", "Orquídea: 32,00 €."),
    ("floristeria", "algun poto?", "Poto: 14,00 €."),
    ("floristeria", "e macetas?", "Testo de cerámica: 12,00 €."),
    ("", "alguna tarta de queso?", "Tarta de queso: 22,00 € (8 raciones)"),
    ("", "y empanada?", "Empanada de zorza: 16,00 €."),
])
def test_a_name_asked_is_whether_it_is_made(tmp_path, slug, text, said):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(text)
    assert t.text.startswith(said), t.text
    assert t.request is None and not c.order["lines"]


def test_a_name_with_a_wish_is_still_an_order(tmp_path):
    c = chat_with_knowledge("floristeria", tmp_path)
    t = c.say("una orquidea")
    assert t.text.startswith("Apunto: 1 × Orquídea.")
