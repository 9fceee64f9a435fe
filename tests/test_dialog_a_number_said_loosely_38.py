"""«unos 12 o así», «uns 12 ou así» to «¿Para cuántas raciones?» looped («Para seguir necesito…»),
and the «o» turned the answer into Galician for a Spanish customer. A number said loosely («o así»,
«más o menos», «aproximadamente») is that number; a person confirms the order anyway."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("unos 12 o así", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("12 o asi", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("para 12 más o menos", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("uns 12 ou así", "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €."),
])
def test_the_size_said_loosely(text, said):
    c = chat()
    c.say("tarta de queso para el jueves" if "uns" not in text else "torta de queixo para o xoves")
    t = c.say(text)
    assert t.texts[0] == said
    assert c.order["lines"][0]["options"] == {"raciones": "12"}
