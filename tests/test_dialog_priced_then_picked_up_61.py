"""Right after the price of a thing to take home, «la recojo el lunes», «paso a por ella», «lo paso a recoger»,
«paso a buscarla», gl «recóllola o martes», «vou buscala», «gárdasma para o martes» order it (one unless a count
is said) for that day and time. A question about when or where, or nothing priced, orders nothing; after the
prices of two things, a singular pronoun asks which, a plural one takes both."""
import pytest

from tests.conversation import chat


def _said(slug, *steps):
    c = chat(slug)
    for step in steps:
        t = c.say(step)
    return c, t


def _card(t):
    cards = t.cards("order")
    assert cards, t.text
    return cards[-1]


PICKED_UP = [
    ("libreria", "cuanto vale o lume vermello?", "vale, paso a por el el martes por la tarde",
     "O lume vermello", 1, "martes 3 de noviembre", None),
    ("libreria", "cuanto cuesta la guia del camino", "la recojo el lunes a las 12",
     "Guía do Camiño Francés", 1, "lunes 2 de noviembre", "12:00"),
    ("taller", "cuanto vale la cadena?", "paso a buscarla el martes a las 11",
     "Cadena de 9 velocidades", 1, "martes 3 de noviembre", "11:00"),
    ("", "cuanto valen los croissants?", "paso a por 6 mañana a las 10",
     "Croissant de mantequilla", 6, "domingo 1 de noviembre", "10:00"),
    ("", "cuanto vale la bica?", "la recojo el martes a las 11", "Bica gallega", 1, "martes 3 de noviembre", "11:00"),
    ("", "cuanto vale la bica", "voy a por ella el martes a las 11", "Bica gallega", 1, "martes 3 de noviembre",
     "11:00"),
    ("", "cuánto vale la bica?", "vale, recojo el martes a las 11", "Bica gallega", 1, "martes 3 de noviembre",
     "11:00"),
    ("floristeria", "cuanto cuesta el ramo de rosas?", "lo paso a recoger el lunes a las 12",
     "Ramo de rosas", 1, "lunes 2 de noviembre", "12:00"),
    ("floristeria", "cuanto cuesta la orquidea", "me paso a recogerla el martes a las 11",
     "Orquídea", 1, "martes 3 de noviembre", "11:00"),
    ("floristeria", "cuanto es el ramo de temporada?", "lo recojo el lunes a las 12",
     "Ramo de temporada", 1, "lunes 2 de noviembre", "12:00"),
    # Galician
    ("floristeria", "canto custa a orquídea?", "recóllola o martes ás 11", "Orquídea", 1, "martes 3 de novembro",
     "11:00"),
    ("", "canto vale a bica?", "gárdasma para o martes ás 11?", "Bica gallega", 1, "martes 3 de novembro", "11:00"),
    ("taller", "canto vale a luz?", "vou buscala o luns ás 12", "Luz dianteira LED", 1, "luns 2 de novembro",
     "12:00"),
    ("libreria", "canto custa follas novas?", "recólloo o luns ás 11", "Follas novas", 1, "luns 2 de novembro",
     "11:00"),
    ("", "canto vale a bica", "paso por ela o martes as 11", "Bica gallega", 1, "martes 3 de novembro", "11:00"),
    ("", "canto vale a bica?", "vou recollela o martes ás 11", "Bica gallega", 1, "martes 3 de novembro", "11:00"),
    ("", "canto valen os croissants?", "paso a por 4 o martes ás 10", "Croissant de mantequilla", 4,
     "martes 3 de novembro", "10:00"),
]


@pytest.mark.parametrize("slug, asked, said, name, qty, day, time", PICKED_UP)
def test_picking_up_the_thing_just_priced_orders_it(slug, asked, said, name, qty, day, time):
    _c, t = _said(slug, asked, said)
    card = _card(t)
    assert [(line["name"], line["qty"]) for line in card["lines"]] == [(name, qty)]
    assert card["day_label"] == day
    if time:
        assert card["time"] == time
    assert "¿Qué te preparo?" not in t.text and "prefiero no inventarlo" not in t.text
    assert "prefiro non inventalo" not in t.text and "Si necesitas algo más" not in t.text


def test_a_question_in_between_still_leaves_it_the_one_picked_up():
    _c, t = _said("libreria", "cuanto cuesta la guia del camino", "tiene tapa dura?", "la recojo el lunes a las 12")
    assert [line["name"] for line in _card(t)["lines"]] == ["Guía do Camiño Francés"]


@pytest.mark.parametrize("slug, steps", [
    ("libreria", ("la recojo el lunes a las 12",)),                      # nothing priced before
    ("", ("paso a por ella el martes",)),
    ("libreria", ("cuanto cuesta la guia del camino", "¿a qué hora puedo pasar a recogerlo?")),
    ("", ("cuanto vale la bica?", "cuando la recojo?")),
    ("", ("cuanto vale la bica?", "donde la recojo?")),
    ("", ("canto vale a bica?", "cando a recollo?")),
])
def test_no_thing_ordered(slug, steps):
    c, t = _said(slug, *steps)
    assert not t.cards("order") or not _card(t)["lines"]
    assert not ((c.state or {}).get("order") or {}).get("lines")


@pytest.mark.parametrize("said", ["la recojo el martes a las 11", "paso a buscarla el martes a las 11"])
def test_two_priced_then_one_picked_up_asks_which(said):
    c, t = _said("", "cuanto cuestan la bica y el brownie?", said)
    assert "¿De cuál: Bica gallega o Brownie sin harina, para el martes 3 de noviembre?" in t.text
    t = c.press("Bica gallega · 9,00 €")
    assert [line["name"] for line in _card(t)["lines"]] == ["Bica gallega"]


def test_two_priced_one_after_the_other_then_one_picked_up_asks_which():
    _c, t = _said("", "cuanto vale la bica?", "y el brownie?", "la recojo el martes a las 11")
    assert "¿De cuál: Bica gallega o Brownie sin harina" in t.text


@pytest.mark.parametrize("said", ["las recojo el martes a las 11", "paso a por ellos el martes a las 11"])
def test_two_priced_then_them_picked_up_takes_both(said):
    _c, t = _said("", "cuanto cuestan la bica y el brownie?", said)
    assert [line["name"] for line in _card(t)["lines"]] == ["Bica gallega", "Brownie sin harina"]
    assert "Total 12,00 €" in t.text
