"""«¿El X lleva Y? Si no, ponme 3»: an order that stands only if X has no Y. X with Y is never
written down: it is said once, with what fits instead; X without Y is said so and ordered."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("said, product, allergen, lang", [
    ("el brownie lleva frutos secos? si no lleva ponme 3 para mañana a las 11", "Brownie sin harina",
     "frutos secos", "es"),
    ("la tarta de zanahoria lleva nueces? si no, una de 8 para el viernes a las 12", "Tarta de zanahoria",
     "frutos secos", "es"),
    ("o pan de centeo leva sésamo? se non, 2 para mañá ás 10", "Pan de centeno", "sésamo", "gl"),
    ("los croissants llevan huevo? si no llevan, 6 para mañana a las 10", "Croissant de mantequilla", "huevo", "es"),
    ("el brownie leva froitos secos? se non o leva, pon 3 para mañá ás 11", "Brownie sin harina", "froitos secos",
     "gl"),
])
def test_a_product_with_it_is_not_ordered(tmp_path, said, product, allergen, lang):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(said)
    assert not c.order["lines"]
    assert t.text.count(f"{product} cont") == 1 and allergen in t.text
    assert ("puedo ofrecerte" in t.text) if lang == "es" else ("podo ofrecerche" in t.text)
    assert "Apunto" not in t.text


def test_a_product_without_it_is_ordered(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    t = c.say("el pan de centeno lleva huevo? si no, 2 para mañana a las 10")
    assert "no consta huevo" in t.text and "2 × Pan de centeno" in t.text
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("pan-centeno", 2)]
