import pytest

from bizengine.language.text import clean, normalize, singular, to_int


def test_normalize_seed():
    assert normalize("Mañá ÁS Cinco") == "mana as cinco"


@pytest.mark.parametrize("raw, expected", [
    ("¿A qué hora abrís?", "a que hora abris"),
    ("Ola, cando abrides?", "ola cando abrides"),
    ("a las 11:30, ¿vale?", "a las 11:30 vale"),
    ("el 7/11.", "el 7/11"),
    ("¡Hola!!!   buenas", "hola buenas"),
    ("x2 palmeras_ricas", "x2 palmeras ricas"),
    ("", ""),
])
def test_clean(raw, expected):
    assert clean(raw) == expected


@pytest.mark.parametrize("word, expected", [
    ("palmeras", "palmera"), ("palmera", "palmera"), ("panes", "pan"), ("raciones", "racion"),
    ("tartas", "tarta"), ("croissants", "croissant"), ("macarons", "macaron"), ("pan", "pan"),
    ("dos", "dos"), ("cruasanes", "cruasan"),
])
def test_singular(word, expected):
    assert singular(word) == expected


@pytest.mark.parametrize("token, value", [
    ("12", 12), ("doce", 12), ("duas", 2), ("dous", 2), ("unha", 1), ("catro", 4), ("pizza", None),
])
def test_to_int(token, value):
    assert to_int(token) == value
