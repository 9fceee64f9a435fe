"""«Pasado mañana» is a day, never a visit that was («pasado» read as the past sent it to a person)
nor a thing asked for («No tengo «pasado» en el catálogo»)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, party", [
    ("somos 2, pasado mañana para cenar", "2 personas"), ("pasado mañana a las 9 para 2", "2 personas"),
    ("para pasado mañana, 2 personas", "2 personas"), ("cenamos 2 pasado mañana", "2 personas"),
    ("pasado mañá, dúas persoas", "2 persoas"), ("ceamos 3 pasado mana", "3 persoas"),
])
def test_the_day_after_tomorrow_books(said, party):
    t = chat("restaurante").say(said)
    assert t.request["kind"] == "booking" and f"reserva para {party}" in t.text
    assert "lunes 2 de noviembre no abrimos" in t.text or "luns 2 de novembro non abrimos" in t.text
    assert "pasado»" not in t.text


def test_the_weekend_past_is_still_a_visit_that_was():
    t = chat("restaurante").say("cenamos el sábado pasado 4 personas y fue genial")
    assert t.request is None or t.request["kind"] != "booking"
