"""Bike-workshop (taller) words: a problem told «al cambiar de marcha» is the gear adjustment, never the chain
sold («cambiar» there switches gears, it changes no order); «furóuseme a roda» is a puncture (gl); a count
«x2» after a size code («cubierta 700x32 x2») counts, the size code does not; «quiero comprar una bici de
montaña» is a thing not sold, no note of an order."""
import pytest

from tests.conversation import chat

GEARS = [
    "se me salta la cadena al cambiar de marcha",
    "se me sale la cadena al cambiar",
    "la cadena salta al cambiar de marcha",
    "se me salta la cadena cuando cambio de marcha",
    "se me salta la cadena al cambiar de marchas",
    "sáltaseme a cadea ao cambiar de marcha",
    "a cadea sáltame cando cambio",
    "salta a cadea ao cambiar de marcha",
]


@pytest.mark.parametrize("said", GEARS)
def test_a_chain_jumping_when_changing_gears_offers_the_gear_adjustment(said):
    t = chat("taller").say(said)
    assert "18,00 €" in t.text and "cita" in t.text
    assert ("Polo que contas" if "cadea" in said else "Por lo que cuentas") in t.text
    assert "24,00 €" not in t.text and "1 × Cadena" not in t.text


@pytest.mark.parametrize("said, chain", [
    ("quiero una cadena nueva", "1 × Cadena de 9 velocidades"),      # near-miss: the chain bought
    ("ponme una cadena", "1 × Cadena de 9 velocidades"),
])
def test_a_chain_asked_for_is_still_the_chain(said, chain):
    assert chain in chat("taller").say(said).text


PUNCTURES = [
    ("ola, furóuseme a roda, podedes arranxala o martes?", "martes 3 de novembro"),
    ("furouseme a roda, podedes arranxala o martes", "martes 3 de novembro"),
    ("teño un furo na roda, ¿arranxádesma o martes?", "martes 3 de novembro"),
    ("se me pinchó la rueda, podéis arreglarla el martes?", "martes 3 de noviembre"),
]


@pytest.mark.parametrize("said, day", PUNCTURES)
def test_a_puncture_told_with_a_day_books_its_repair(said, day):
    t = chat("taller").say(said)
    assert "Apunto:" in t.text and day in t.text and "12,00 €" in t.text


def test_a_puncture_told_alone_offers_its_repair_in_galician():
    t = chat("taller").say("furóuseme a roda")
    assert "Polo que contas" in t.text and "12,00 €" in t.text


@pytest.mark.parametrize("said, count, total", [
    ("cubierta 700x32 x2 para el viernes por la tarde", 2, "58,00 €"),
    ("cubierta 700x32 x 2 para el viernes", 2, "58,00 €"),
    ("cubiertas 700x32 x3 para el viernes", 3, "87,00 €"),
    ("cuberta 700x32 x2 pro venres pola tarde", 2, "58,00 €"),
    ("camara 700x28 x2 para el viernes", 2, "14,00 €"),
    ("cubierta 700x32 para el viernes", 1, "29,00 €"),          # near-miss: the size code is no count
    ("2 cubiertas 700x32 para el viernes", 2, "58,00 €"),
])
def test_a_count_after_a_size_code(said, count, total):
    t = chat("taller").say(said)
    assert f"Apunto: {count} × " in t.text and f"Total {total}" in t.text


@pytest.mark.parametrize("said, thing", [
    ("quiero comprar una bici de montaña", "No tengo «bici de montaña» en el catálogo."),
    ("quiero comprar una bici de montana", "No tengo «bici de montana» en el catálogo."),
    ("quiero una bici de montaña", "No tengo «bici de montaña» en el catálogo."),
    ("quiero comprar una bici", "No tengo «bici» en el catálogo."),
    ("quero mercar unha bici de montaña", "Non teño «bici de montaña» no catálogo."),
])
def test_a_bike_to_buy_is_not_sold(said, thing):
    t = chat("taller").say(said)
    assert thing in t.text and "indicación" not in t.text and "indicación" not in t.text


@pytest.mark.parametrize("said, expected", [
    ("tengo una bici de montaña y se me pinchó la rueda", "12,00 €"),
    ("quiero comprar una cubierta para mi bici de montaña", "1 × Cubierta urbana"),
])
def test_a_bike_of_ones_own_is_no_purchase(said, expected):
    t = chat("taller").say(said)
    assert expected in t.text and "No tengo «bici" not in t.text


@pytest.mark.parametrize("said, answer", [
    ("vendeis bicis?", "No tenemos bicis en el catálogo."),
    ("¿vendéis bicicletas?", "No tenemos bicicletas en el catálogo."),
    ("vendedes bicis?", "Non temos bicis no catálogo."),
])
def test_bikes_asked_for_sale_are_not_had(said, answer):
    t = chat("taller").say(said)
    assert answer in t.text and "Revisión completa" not in t.text


def test_a_part_asked_for_sale_is_still_priced():
    assert "Cubierta urbana: 29,00 €" in chat("taller").say("vendeis cubiertas?").text
