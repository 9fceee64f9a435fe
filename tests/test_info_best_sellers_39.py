"""«¿cuál es la tarta más vendida?» was handed to a person though the catalogue marks its popular
products. What sells best is those products (of the group named, when one is), with their prices."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, question, said", [
    ("", "cual es la tarta mas vendida?",
     "Lo que más se pide: Tarta de queso: desde 22,00 €. Tarta de Santiago: desde 18,00 €."),
    ("", "cal é a torta máis vendida?",
     "O que máis se pide: Tarta de queso: dende 22,00 €. Tarta de Santiago: dende 18,00 €."),
    ("floristeria", "que es lo mas vendido?", "Lo que más se pide: Ramo de rosas: 35,00 €. Ramo de temporada: 28,00 €."),
])
def test_the_popular_products(slug, question, said):
    t = chat(slug).say(question)
    assert t.texts[0] == said and t.request is None


def test_every_popular_product_when_none_is_named():
    t = chat().say("que es lo que mas se vende?")
    assert t.texts[0].startswith("Lo que más se pide: Tarta de queso") and "Palmera de hojaldre" in t.texts[0]
