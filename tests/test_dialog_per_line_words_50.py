"""Stop 50, words about one line or «both» read as changes to the list: a wish said of one line
held («envuelve solo el atlas», «solo la de queso con velas», «la rata envuelta, el atlas no», «el
atlas envuelto y el otro no») keeps every line and goes to the note; a wish with a count («uno
envuelto», «os dous envoltos», «2 deles envoltos») is no thing asked; «las 2 Y» after «2 Y» names
the same Ys (none added); «las 2 medianas», «os dous envoltos», «corte las dos» are «both», not 14:00
or 02:00."""
import pytest

from tests.conversation import chat

BOOKS = "quiero el atlas y la ra e a rata para el lunes a las 11"
CAKES = "una tarta de queso de 8 y una de santiago de 8 para el martes a las 10"


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


def _note(c) -> str:
    return " ".join(c.order.get("notes_said") or [])


# ---- a wish said of one line held keeps every line ------------------------------------------------

@pytest.mark.parametrize("slug, first, said, lines, noted", [
    ("libreria", BOOKS, "envuelve solo el atlas", [("atlas-ceo", 1), ("ra-e-rata", 1)], "atlas"),
    ("libreria", BOOKS, "envuelve solo el atlas, porfa", [("atlas-ceo", 1), ("ra-e-rata", 1)], "atlas"),
    ("libreria", "quero o atlas e a ra e a rata pro luns ás 11", "envolve so o atlas",
     [("atlas-ceo", 1), ("ra-e-rata", 1)], "atlas"),
    ("libreria", "2 follas novas y un atlas para el lunes a las 11", "solo el atlas para regalo",
     [("follas-novas", 2), ("atlas-ceo", 1)], "para regalo"),
    ("libreria", "2 follas novas y un atlas para el lunes a las 11", "solo el atlas envuelto pa regalo",
     [("follas-novas", 2), ("atlas-ceo", 1)], "envuelto"),
    ("libreria", BOOKS, "la rata envuelta para regalo, el atlas no", [("atlas-ceo", 1), ("ra-e-rata", 1)], "envuelta"),
    ("libreria", BOOKS, "la rata envuelta y el atlas no", [("atlas-ceo", 1), ("ra-e-rata", 1)], "envuelta"),
    ("libreria", "2 follas novas y un atlas para el lunes a las 11", "el atlas envuelto y el otro no",
     [("follas-novas", 2), ("atlas-ceo", 1)], "envuelto"),
    ("libreria", "quero 2 follas novas e un atlas pro luns ás 11", "o atlas envolto e o outro non",
     [("follas-novas", 2), ("atlas-ceo", 1)], "envolto"),
    ("", CAKES, "solo la de queso con velas", [("tarta-queso", 1), ("tarta-santiago", 1)], "velas"),
    ("", CAKES, "solo la de queso con vela", [("tarta-queso", 1), ("tarta-santiago", 1)], "vela"),
])
def test_a_wish_said_of_one_line_keeps_every_line(slug, first, said, lines, noted):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert _lines(c) == lines
    assert noted in _note(c).lower() and "catálogo" not in t.text


def test_the_wish_said_after_the_time_asked_keeps_the_two_lines():
    c = chat("libreria")
    for said in ("hola, quiero follas novas y el atlas del cielo para regalo", "para el lunes por la tarde", "a las 6"):
        c.say(said)
    c.say("el atlas envuelto y el otro no")
    assert _lines(c) == [("follas-novas", 1), ("atlas-ceo", 1)] and "envuelto" in _note(c)


# ---- a wish with a count is no thing asked ---------------------------------------------------------

@pytest.mark.parametrize("first, said, lines", [
    ("2 follas novas y un atlas para el lunes a las 11", "uno envuelto para regalo y el otro no",
     [("follas-novas", 2), ("atlas-ceo", 1)]),
    ("2 follas novas para el lunes a las 11", "os dous envoltos por separado", [("follas-novas", 2)]),
    ("2 follas novas para el lunes a las 11", "los 2 envueltos", [("follas-novas", 2)]),
    ("quero 3 follas novas, 2 deles envoltos, pro luns ás 11", None, [("follas-novas", 3)]),
])
def test_a_wish_with_a_count_is_noted(first, said, lines):
    c = chat("libreria")
    t = c.say(first)
    if said:
        t = c.say(said)
    assert _lines(c) == lines and c.order["min"] == 660
    assert "catálogo" not in t.text and "Non teño" not in t.text and ("envuelt" in _note(c) or "envolt" in _note(c))


# ---- «las 2 Y» after «2 Y» in the same message names the same Ys -----------------------------------

@pytest.mark.parametrize("said, lines, noted", [
    ("4 croissants y 2 napolitanas, las 2 napolitanas en caja aparte, para el martes a las 10",
     [("croissant", 4), ("napolitana", 2)], "caja aparte"),
    ("para el martes a las 10: 2 napolitanas y 2 croissants, los 2 croissants bien tostados",
     [("napolitana", 2), ("croissant", 2)], "bien tostados"),
    ("4 croissants e 2 napolitanas, as 2 napolitanas nunha caixa aparte, pro martes ás 10",
     [("croissant", 4), ("napolitana", 2)], "caixa aparte"),
    ("3 croisants y 2 napolitanas, las 2 napolitanas separadas, para el martes a las 10",
     [("croissant", 3), ("napolitana", 2)], "separadas"),
])
def test_the_same_count_said_again_adds_none(said, lines, noted):
    c = chat()
    t = c.say(said)
    assert _lines(c) == lines and noted in _note(c) and c.order["min"] == 600
    assert "10:00" not in t.text or "no estamos abiertos" not in t.text


# ---- «las dos», «las 2» meaning both ---------------------------------------------------------------

@pytest.mark.parametrize("slug, said, size, minutes", [
    ("", "una tarta de santiago y otra de queso, las 2 medianas, para el martes a las 10", "12", 600),
    ("", "unha tarta de santiago e outra de queixo, as dúas medianas, pro martes ás 10", "12", 600),
    ("", "una tarta de santiago y otra de queso, las dos grandes, para el martes a las 10", "20", 600),
    ("", "una tarta de santiago y otra de queso, las 2 pequeñas, para el martes a las 10", "8", 600),
])
def test_both_of_a_size_is_no_hour(slug, said, size, minutes):
    c = chat(slug)
    t = c.say(said)
    assert [line["options"].get("raciones") for line in c.order["lines"]] == [size, size]
    assert c.order["min"] == minutes and "14:00" not in t.text and "02:00" not in t.text


def test_a_service_for_both_at_the_salon_is_no_hour():
    c = chat("peluqueria")
    c.say("queria cita para mi y para mi hija de 7 años el sabado por la mañana, corte las dos")
    assert c.state["booking"].get("min") is None


# ---- what keeps its old reading --------------------------------------------------------------------

@pytest.mark.parametrize("first, said, lines", [
    (BOOKS, "solo el atlas", [("atlas-ceo", 1)]),
    (BOOKS, "so o atlas", [("atlas-ceo", 1)]),
    (BOOKS, "quita el atlas", [("ra-e-rata", 1)]),
    (BOOKS, "el atlas no", [("ra-e-rata", 1)]),
    (BOOKS, "otro atlas para regalo", [("atlas-ceo", 2), ("ra-e-rata", 1)]),
])
def test_taking_off_and_adding_keep_their_reading(first, said, lines):
    c = chat("libreria")
    c.say(first)
    c.say(said)
    assert _lines(c) == lines


@pytest.mark.parametrize("said, minutes", [
    ("2 napolitanas para el martes a las 2", 840),
    ("2 napolitanas para el martes a las dos", 840),
    ("una tarta de queso mediana para el martes, a las 2", 840),
])
def test_a_time_said_with_las_stays_a_time(said, minutes):
    c = chat()
    t = c.say(said)
    assert "14:00" in t.text and c.order.get("min") in (None, minutes)


def test_a_different_count_said_again_still_adds():
    c = chat()
    c.say("2 napolitanas y 2 croissants para el martes a las 10")
    c.say("y 3 napolitanas mas")
    assert _lines(c) == [("napolitana", 5), ("croissant", 2)]
