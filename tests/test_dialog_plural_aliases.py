"""A plural said through any one-word name of a product («cruasanes», «palmeiras») asks how
many, like the head noun's plural does; a month after a product is the date, never a flavour."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, asked", [
    ("quiero cruasanes para el martes", "¿Cuántos cruasanes quieres?"),
    ("quiero crosanes pal martes", "¿Cuántos crosanes quieres?"),
    ("quero cruasáns para o martes", "¿Cantos cruasáns queres?"),
    ("quero palmeiras para o martes", "¿Cantas palmeiras queres?"),
    ("quiero croissants para el martes", "¿Cuántos croissants quieres?"),
])
def test_a_plural_alias_asks_how_many(text, asked):
    c = chat()
    t = c.say(text)
    assert asked in t.text
    assert "1 ×" not in t.text and "Total" not in t.text
    t = c.say("4")
    assert "4 ×" in t.text


@pytest.mark.parametrize("text, name", [("quiero galletas para el martes", "Bolsa de galletas de mantequilla"),
                                        ("quiero milhojas para el martes", "Milhojas de crema")])
def test_a_product_named_in_plural_is_still_one(text, name):
    t = chat().say(text)
    assert f"1 × {name}" in t.text


@pytest.mark.parametrize("text, day", [
    ("croissants 3 de noviembre", "2026-11-03"),
    ("napolitanas 4 de noviembre", "2026-11-04"),
    ("cruasáns 4 de novembro", "2026-11-04"),
    ("6 croissants 3 de noviembre a las 10", "2026-11-03"),
])
def test_a_month_after_a_product_is_its_date(text, day):
    c = chat()
    t = c.say(text)
    assert "No tengo" not in t.text and "Non teño" not in t.text and "noviembre»" not in t.text
    assert c.order["ymd"] == day


def test_a_flavour_not_made_is_still_said():
    t = chat().say("2 empanadas de zorza y 1 de atún")
    assert "No tengo «empanada de atún»" in t.text     # as said, accent kept
