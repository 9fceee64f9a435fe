"""«una ración de pulpo» is the pulpo (a measure of it, no unknown thing); «¿cerráis algún día?» is
the weekly rest; «descansades», «pechades» are Galician."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("cuanto cuesta una racion de pulpo?", "Pulpo á feira: 16,50 €."),
    ("unha ración de polbo canto custa?", "Polbo á feira: 16,50 €."),
    ("¿a cuánto está la ración de croquetas?", "Croquetas"),
])
def test_a_measure_of_a_dish_is_the_dish(text, said):
    t = chat("restaurante").say(text)
    assert said in t.text and "No tengo" not in t.text and "Non teño" not in t.text


def test_a_thing_not_made_is_still_said():
    assert "No tengo «caja de bombones» en el catálogo." in chat("restaurante").say("quiero una caja de bombones").text


@pytest.mark.parametrize("text, said", [
    ("cerrais algun dia?", "Cerramos los lunes."),
    ("pechades algún día?", "Pechamos os luns."),
    ("que día descansades?", "Pechamos os luns."),
    ("¿cerráis algún día a la semana?", "Cerramos los lunes."),
])
def test_the_weekly_rest_asked(text, said):
    assert chat("restaurante").say(text).texts[0].startswith(said)


@pytest.mark.parametrize("text", ["teneis especialidades de la casa?", "hay novedades este mes?"])
def test_spanish_plurals_in_dades_stay_spanish(text):
    t = chat().say(text)
    assert "Eso" in t.text or "Lo" in t.text or "El" in t.text or "Tenemos" in t.text
    assert "Iso" not in t.text
