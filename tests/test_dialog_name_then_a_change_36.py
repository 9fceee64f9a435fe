"""To «¿A nombre de quién?», «Ana, y son 4 X» or «Uxía, e engade unha Y»: the name is kept and
the change made (the name was lost and asked again)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, name, line, total", [
    ("Ana, y son 4 palmeras", "Ana", "4 × Palmera de hojaldre", "8,80 €"),
    ("ana, y añade una napolitana", "Ana", "1 × Napolitana de chocolate", "15,20 €"),
    ("Marta Souto. Ah, y mejor 4 palmeras", "Marta Souto", "4 × Palmera de hojaldre", "8,80 €"),
    ("Uxía, e engade unha napolitana", "Uxía", "1 × Napolitana de chocolate", "15,20 €"),
    ("Brais; tamén unha napolitana", "Brais", "1 × Napolitana de chocolate", "15,20 €"),
])
def test_the_name_then_a_change(said, name, line, total):
    c = chat()
    c.say("6 palmeras para el sábado a las 11")
    t = c.say(said)
    assert c.order["name"] == name
    assert line in t.text and total in t.text
    assert "teléfono" in t.text and "nombre" not in t.text.split("?")[-2]


@pytest.mark.parametrize("said", ["vale, y añade una napolitana", "palmeras, y añade una napolitana"])
def test_a_word_before_the_change_is_no_name(said):
    c = chat()
    c.say("6 palmeras para el sábado a las 11")
    t = c.say(said)
    assert not c.order.get("name") and "A nombre de quién" in t.text
