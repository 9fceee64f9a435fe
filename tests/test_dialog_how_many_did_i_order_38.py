"""«¿cuántos croissants puse?», «cantos croissants puxen?», «cuantas palmeras he pedido» mid-order
were kept for the business as a question nobody could answer here. They are questions about the
order: the line asked about is said with its count and price, and the open question follows."""
import pytest

from tests.conversation import chat

ES = "quiero 2 croissants y una palmera para mañana"
GL = "quero 2 croissants e unha palmeira para mañá"


@pytest.mark.parametrize("start, text, said", [
    (ES, "¿cuántos croissants puse?", "2 × Croissant de mantequilla: 3,60 € (1,80 € la unidad)."),
    (ES, "cuantos croissants llevo?", "2 × Croissant de mantequilla: 3,60 € (1,80 € la unidad)."),
    (ES, "cuantos cruasanes he pedido", "2 × Croissant de mantequilla: 3,60 € (1,80 € la unidad)."),
    (ES, "cuantas palmeras he pedido", "1 × Palmera de hojaldre: 2,20 €."),
    (ES, "¿y cuántas palmeras puse?", "1 × Palmera de hojaldre: 2,20 €."),
    (GL, "cantos croissants puxen?", "2 × Croissant de mantequilla: 3,60 € (1,80 € a unidade)."),
    (GL, "cantas palmeiras levo?", "1 × Palmera de hojaldre: 2,20 €."),
])
def test_the_line_asked_about_is_said(start, text, said):
    c = chat()
    c.say(start)
    t = c.say(text)
    assert t.texts[0] == said
    assert t.texts[-1] in ("¿A qué hora lo recoges mañana?", "¿A que hora o recolles mañá?")
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("croissant", 2), ("palmera", 1)]
    assert not c.order.get("questions")


def test_how_many_of_everything():
    c = chat()
    c.say(ES)
    t = c.say("¿cuántos llevo?")
    assert t.texts[0].startswith("Llevas 2 × Croissant de mantequilla y 1 × Palmera de hojaldre. Total 5,80 €.")


def test_how_many_servings_is_still_the_product_question():
    c = chat()
    c.say("quiero 2 croissants para mañana")
    t = c.say("¿cuántas raciones tiene la tarta de queso?")
    assert "Tarta de queso: 22,00 € (8 raciones)" in t.texts[0]
