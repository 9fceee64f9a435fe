"""Review fixes of stop 51 (dislikes and swaps; days and places): «no me gustan muy hechas» is how a
thing is wished, not a dislike of it; a dislike swaps a held line only with a swap cue («mejor»,
«prefiero», «en vez»), never beside «también», «añade» or «pero a mi hijo sí»; «cambia una X por Y» with
two Xs of different choices asks which; «la anterior a esa» with nothing earlier keeps the time held and
says so (and leaves no flag behind); «el primero» at the day question with a 1st of the month offered
asks which; the change-of-when and the one-before/next-one patterns are built from one piece each."""
import pytest

from bizengine.understanding import lexicon
from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


def _booking(c) -> dict:
    return c.state["booking"]


# ---- 1. a dislike followed by a manner is a wish ---------------------------------------------------

@pytest.mark.parametrize("said, asked", [
    ("napolitanas para el martes, no me gustan muy hechas", "¿Cuántas napolitanas quieres?"),
    ("napolitanas para el martes no me gustan muy hechas", "¿Cuántas napolitanas quieres?"),
    ("napolitanas pro martes, non me gustan moi feitas", "¿Cantas napolitanas queres?"),
    ("croissants para el martes, no me gustan quemados", "¿Cuántos croissants quieres?"),
    ("croissants para el martes, no me gustan demasiado tostados", "¿Cuántos croissants quieres?"),
])
def test_a_dislike_of_a_manner_orders_the_thing(said, asked):
    c = chat()
    t = c.say(said)
    assert asked in t.text and "Le paso tu pregunta" not in t.text and "Paso a túa pregunta" not in t.text
    assert [line for line, _ in _lines(c)] in (["napolitana"], ["croissant"])


def test_a_dislike_of_a_manner_mid_order_adds_the_thing():
    c = chat()
    c.say("6 croissants para el martes a las 10")
    t = c.say("napolitanas para el martes, no me gustan muy hechas")
    assert t.text.startswith("Apunto: 6 × Croissant de mantequilla y Napolitana de chocolate.")
    assert "¿Cuántas napolitanas quieres?" in t.text
    assert _lines(c) == [("croissant", 6), ("napolitana", 1)]


@pytest.mark.parametrize("said", [
    "las napolitanas no me gustan",
    "las napolitanas no me gustan nada",
    "as napolitanas non me gustan",
])
def test_a_dislike_that_ends_the_clause_orders_nothing(said):
    c = chat()
    c.say(said)
    assert not c.order or _lines(c) == []


# ---- 2. a dislike swaps only with a swap cue -------------------------------------------------------

HELD = "2 croissants para el martes a las 10"


@pytest.mark.parametrize("said, reply, lines", [
    ("los croissants no me convencen, pon también 2 napolitanas",
     "Apunto: 2 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 7,60 €.",
     [("croissant", 2), ("napolitana", 2)]),
    ("el croissant no me gusta mucho pero a mi hijo sí, añade una napolitana",
     "Apunto: 2 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 5,60 €.",
     [("croissant", 2), ("napolitana", 1)]),
    ("los croissants no me convencen, añade 2 napolitanas",
     "Apunto: 2 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 7,60 €.",
     [("croissant", 2), ("napolitana", 2)]),
    ("os croissants non me convencen, pon tamén 2 napolitanas",
     "Apunto: 2 × Croissant de mantequilla e 2 × Napolitana de chocolate. Total 7,60 €.",
     [("croissant", 2), ("napolitana", 2)]),
])
def test_a_dislike_beside_an_addition_keeps_the_line(said, reply, lines):
    c = chat()
    c.say(HELD)
    t = c.say(said)
    assert t.text.startswith(reply) and _lines(c) == lines


@pytest.mark.parametrize("said", [
    "el croissant no me convence, mejor 2 napolitanas",
    "los croissants no me convencen nada, en vez de eso 2 napolitanas",
    "los croissants no me acaban de convencer, prefiero 2 napolitanas",
    "os croissants non me convencen, mellor 2 napolitanas",
])
def test_a_dislike_with_a_swap_cue_still_swaps(said):
    c = chat()
    c.say(HELD)
    t = c.say(said)
    assert "2 × Napolitana de chocolate. Total 4,00 €." in t.text and _lines(c) == [("napolitana", 2)]


# ---- 3. a part swapped of two lines of the same thing in different choices: which? ----------------

def test_a_part_swapped_of_two_sizes_asks_which():
    c = chat()
    c.say("una tarta de queso de 8 y otra de 20 para el martes")
    t = c.say("cambia una tarta de queso por una de santiago")
    assert t.text == ("¿Cuál cambio por Tarta de Santiago: Tarta de queso (8 raciones) o "
                      "Tarta de queso (20 raciones)?")
    assert t.chip_labels == ["Tarta de queso (8 raciones)", "Tarta de queso (20 raciones)"]
    assert _lines(c) == [("tarta-queso", 1), ("tarta-queso", 1)]


@pytest.mark.parametrize("answer, kept, new", [
    ("la tarta de queso de 20", "1 × Tarta de queso (8 raciones)", "1 × Tarta de Santiago (20 raciones)"),
    ("!Tarta de queso (8 raciones)", "1 × Tarta de queso (20 raciones)", "1 × Tarta de Santiago (8 raciones)"),
])
def test_a_part_swapped_of_two_sizes_answered_swaps_that_one(answer, kept, new):
    c = chat()
    c.say("una tarta de queso de 8 y otra de 20 para el martes")
    c.say("cambia una tarta de queso por una de santiago")
    t = c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert t.text.startswith(f"Apunto: {kept} y {new}. Total 58,00 €.")
    assert _lines(c) == [("tarta-queso", 1), ("tarta-santiago", 1)]


def test_a_part_swapped_of_one_size_held_twice_does_not_ask():
    c = chat()
    c.say("3 croissants para el martes a las 10")
    t = c.say("cambia un croissant por una napolitana")
    assert "¿Cuál cambio" not in t.text
    assert _lines(c) == [("croissant", 2), ("napolitana", 1)]


# ---- 4 and 7. one piece each -----------------------------------------------------------------------

@pytest.mark.parametrize("said", ["el cambio de hora", "cambiar el dia", "un cambio de fecha", "cambiar a data",
                                  "cambia la hora"])
def test_the_change_of_when_is_the_day_or_the_time_changed(said):
    assert lexicon.CHANGE_OF_WHEN_RE.search(said)
    assert lexicon.CHANGE_DAY_RE.search(said) or lexicon.CHANGE_TIME_RE.search(said)


@pytest.mark.parametrize("said", ["el cambio de precio", "otra fecha"])
def test_the_change_of_when_needs_a_change_word(said):
    assert not lexicon.CHANGE_OF_WHEN_RE.search(said)


# ---- 5. «la anterior a esa» with nothing earlier ---------------------------------------------------

def test_the_one_before_with_nothing_earlier_keeps_the_time():
    c = chat("restaurante")
    c.say("mesa para 4 el martes a las 13")
    t = c.say("la anterior a esa")
    assert t.text.startswith("Antes de las 13:00 no tengo nada libre ese día; te dejo a las 13:00.")
    assert "¿A nombre de quién hago la reserva?" in t.text
    assert _booking(c)["min"] == 13 * 60 and _booking(c)["ymd"] == "2026-11-03"


def test_the_one_before_leaves_no_flag_for_the_next_first_free():
    c = chat("restaurante")
    c.say("mesa para 4 el martes a las 13")
    c.say("la anterior a esa")
    t = c.say("por la noche, la primera libre")
    assert t.text.startswith("Apunto: reserva para 4 personas el martes 3 de noviembre a las 20:00.")
    assert _booking(c)["min"] == 20 * 60


@pytest.mark.parametrize("said, reply", [
    ("la anterior a esa", "Apunto: reserva para 4 personas el martes 3 de noviembre a las 13:30."),
    ("mejor la anterior", "Apunto: reserva para 4 personas el martes 3 de noviembre a las 13:30."),
    ("la siguiente a esa", "Apunto: reserva para 4 personas el martes 3 de noviembre a las 14:30."),
    ("pues la de después, por favor", "Apunto: reserva para 4 personas el martes 3 de noviembre a las 14:30."),
])
def test_the_one_beside_the_held_time(said, reply):
    c = chat("restaurante")
    c.say("mesa para 4 el martes a las 14")
    t = c.say(said)
    assert t.text.startswith(reply)


# ---- 8. «el primero» at the day question with a 1st of the month offered --------------------------

ASKED_WHICH = "¿El domingo 1 de noviembre o el primero de la lista, el sábado 31 de octubre?"


@pytest.mark.parametrize("said, asked", [
    ("el primero", ASKED_WHICH),
    ("pues el primero", ASKED_WHICH),
    ("o primeiro", "¿O domingo 1 de novembro ou o primeiro da lista, o sábado 31 de outubro?"),
])
def test_the_first_at_the_day_question_with_a_1st_offered_asks_which(said, asked):
    c = chat("restaurante")
    c.say("mesa para 4")
    t = c.say(said)
    assert t.text == asked and len(t.chip_labels) == 2
    assert _booking(c)["ymd"] is None


@pytest.mark.parametrize("answer, ymd", [
    ("el sábado", "2026-10-31"), ("el domingo", "2026-11-01"), ("el día 1", "2026-11-01"),
    ("!sáb 31 oct", "2026-10-31"), ("!dom 1 nov", "2026-11-01"),
])
def test_the_first_answered(answer, ymd):
    c = chat("restaurante")
    c.say("mesa para 4")
    c.say("el primero")
    t = c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert _booking(c)["ymd"] == ymd and "¿A qué hora te va bien" in t.text


@pytest.mark.parametrize("slug, first, said, day", [
    ("restaurante", "mesa para 4", "la primera", "el sábado 31 de octubre"),        # the first button
    ("restaurante", "mesa para 4", "el segundo", "el domingo 1 de noviembre"),
    ("peluqueria", "quiero un corte de mujer", "el primero", "el martes 3 de noviembre"),   # no 1st offered
])
def test_the_nth_day_without_a_doubt_is_that_button(slug, first, said, day):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert day in t.text and "o el primero de la lista" not in t.text


def test_the_first_when_the_1st_is_the_first_button_is_that_day():
    c = chat()
    c.say_all("6 croissants", "otro día")
    t = c.say("el primero")
    assert "¿A qué hora lo recoges mañana?" in t.text and c.order.get("ymd") in (None, "2026-11-01")


# ---- 6. one reading of «the last of a range» for orders and bookings ------------------------------

@pytest.mark.parametrize("first, said, reply, minutes", [
    ("6 croissants para el martes a las 11", "la anterior a esa",
     "Cambio la recogida al martes 3 de noviembre a las 10:30.", 10 * 60 + 30),
    ("6 croissants para el martes a las 9", "la anterior a esa",
     "Antes de las 09:00 no tengo nada libre ese día; te dejo a las 09:00.", 9 * 60),
    ("6 croissants para el martes a las 11", "la siguiente a esa",
     "Cambio la recogida al martes 3 de noviembre a las 11:30.", 11 * 60 + 30),
])
def test_the_one_before_in_an_order(first, said, reply, minutes):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(reply) and c.order["min"] == minutes
    assert "¿A nombre de quién lo preparo?" in t.text and "last_free" not in c.order


@pytest.mark.parametrize("slug, first, reply", [
    ("", "6 croissants para el martes", "Lo más tarde que puedes recogerlo es a las 19:30."),
    ("restaurante", "mesa para 4 el martes", "Apunto: reserva para 4 personas el martes 3 de noviembre a las 22:00."),
])
def test_the_latest_possible_is_still_the_days_last(slug, first, reply):
    c = chat(slug)
    c.say(first)
    t = c.say("lo más tarde posible")
    assert t.text.startswith(reply)


def test_the_one_before_leaves_no_flag_in_the_booking():
    c = chat("restaurante")
    c.say("mesa para 4 el martes a las 14")
    c.say("la anterior a esa")
    assert "last_free" not in _booking(c) and "first_in_window" not in _booking(c)
