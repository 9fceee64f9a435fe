"""«Si quiero 20 X para el martes, ¿tengo que encargarlos?»: a question about ordering, answered; no
order is started («si quiero» is no wish)."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("said, answer", [
    ("si quiero 20 croissants para el martes tengo que encargarlos?", "encárgalas con 24 horas de antelación"),
    ("se quero 20 croissants para o martes hai que encargalos?", "non precisa encarga previa"),
    ("si quiero una tarta de queso para el sabado con cuanta antelacion la pido?", "48 horas de antelación"),
])
def test_asked_not_ordered(tmp_path, said, answer):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(said)
    assert answer in t.text and "Apunto" not in t.text and not c.order["lines"]


def test_a_wish_still_orders(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    assert "Apunto: 20 × Croissant de mantequilla" in c.say("quiero 20 croissants para el martes").text
