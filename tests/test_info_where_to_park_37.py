"""«¿Dónde aparco?» was answered with the address: a «dónde» about parking is the knowledge's
parking answer, mid-booking too; «¿dónde estáis?» is still the address."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("slug, text, said", [
    ("restaurante", "donde aparco?", "No tenemos aparcamiento propio."),
    ("restaurante", "onde se pode aparcar?", "No tenemos aparcamiento propio."),
    ("restaurante", "¿dónde se puede aparcar?", "No tenemos aparcamiento propio."),
    ("peluqueria", "donde aparco?", "No tenemos aparcamiento."),
])
def test_where_to_park_is_the_parking(tmp_path, slug, text, said):
    t = chat_with_knowledge(slug, tmp_path).say(text)
    assert t.text.removeprefix("Só o teño escrito en castelán: ").startswith(said), t.text


def test_mid_booking_the_parking_then_the_question_again(tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say("corte de mujer el martes")
    t = c.say("donde aparco?")
    assert t.texts[0].startswith("No tenemos aparcamiento.") and "Estamos en" not in t.text
    assert t.texts[-1] == "¿A qué hora te va bien el martes 3 de noviembre?"


def test_where_you_are_is_the_address(tmp_path):
    assert chat_with_knowledge("restaurante", tmp_path).say("donde estais?").text.startswith("Estamos en Rúa da Raíña 14")
