"""«Ok pues la de 20» right after a product's prices was answered «Perfecto…» with nothing written
down: an acceptance and one size alone order that size of the one just priced."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("asked, then, said", [
    ("cuanto vale la tarta de queso?", "ok pues la de 20", "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."),
    ("cuanto vale la tarta de queso?", "vale, la grande", "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."),
    ("cuanto vale la tarta de queso?", "venga la mediana", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("cuanto vale la tarta de santiago?", "vale la de 12 porfa",
     "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    ("canto vale a tarta de queixo?", "pois a de 20, grazas", "Apunto: 1 × Tarta de queso (20 racións). Total 40,00 €."),
])
def test_a_size_accepted_orders_it(tmp_path, asked, then, said):
    c = chat_with_knowledge("", tmp_path)
    c.say(asked)
    t = c.say(then)
    assert t.text.startswith(said), t.text
    assert "Perfecto" not in t.text and ("¿Qué día lo recoges?" in t.text or "¿Que día o recolles?" in t.text)


@pytest.mark.parametrize("then, said", [
    ("ok", "Perfecto"),
    ("la de 20?", "Tarta de queso (20 raciones): 40,00 €."),
])
def test_an_acknowledgement_or_a_question_writes_nothing(tmp_path, then, said):
    c = chat_with_knowledge("", tmp_path)
    c.say("cuanto vale la tarta de queso?")
    t = c.say(then)
    assert said in t.text and not c.order["lines"]
