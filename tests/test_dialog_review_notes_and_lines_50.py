"""Review of stop 50's notes and lines: «solamente la de 8» keeps the one line; «las 2 de la tarde»
after «el 2 de …» is no note; «en marcha», «en efectivo», «en media hora» at the summary are no way of
handing it over; a product's own name («tarjeta dedicada») or colour is no wish; «las 2 en la
terraza» is two o'clock; «que las X sean ocho» is a count, not a note; «con 2 X me sobra» sets X to 2."""
import pytest

from tests.conversation import chat

CAKES = "una tarta de queso de 8 y una tarta de queso de 12"


def lines(c) -> list[tuple]:
    return [(line["item_id"], line["qty"], line.get("options") or {}) for line in c.order.get("lines") or []]


def noted(c) -> list[str]:
    return c.order.get("notes_said") or []


# ---- 1. «solamente», «únicamente» before a choice keep that one line ------------------------------------

@pytest.mark.parametrize("first, said", [
    (CAKES, "solamente la de 8"),
    (CAKES, "únicamente la de 8"),
    ("unha tarta de queixo de 8 e unha tarta de queixo de 12", "unicamente a de 8"),
])
def test_only_before_a_choice_keeps_that_line(first, said):
    c = chat()
    c.say(first)
    c.say(said)
    assert lines(c) == [("tarta-queso", 1, {"raciones": "8"})]


# ---- 2. «las 2 de la tarde» after «el 2 de …» is the time, not a note ------------------------------------

@pytest.mark.parametrize("first", [
    "mesa para 4 el 2 de diciembre a las 2 de la tarde",
    "mesa para 4 o 2 de decembro ás 2 da tarde",
])
def test_the_hour_said_after_a_day_of_the_same_number_is_no_note(first):
    c = chat("restaurante")
    c.say(first)
    c.say("Ana")
    c.say("600123123")
    assert not (c.state.get("booking") or {}).get("note")


def test_what_is_said_of_things_counted_again_is_still_noted():
    c = chat()
    c.say("4 napolitanas y 2 croissants, los 2 croissants en caja aparte")
    assert noted(c) == ["los 2 croissants en caja aparte"]


# ---- 3. «en <anything>» at the summary is not how it is handed over --------------------------------------

def at_the_summary(said: str):
    c = chat()
    c.say("2 napolitanas para mañana a las 11")
    c.say("Ana")
    c.say("600123123")
    c.say("no")
    return c, c.say(said)


@pytest.mark.parametrize("said", ["en marcha", "en efectivo", "en un rato paso", "en metálico"])
def test_en_and_words_is_no_wish_at_the_summary(said):
    c, _ = at_the_summary(said)
    assert not c.order.get("note") and c.order.get("min") == 660


def test_in_half_an_hour_is_a_time_not_a_note():
    c, _ = at_the_summary("en media hora")
    assert not c.order.get("note")


@pytest.mark.parametrize("said, note", [("en caja porfa", "en caja"), ("nunha bolsa grazas", "nunha bolsa")])
def test_a_container_at_the_summary_is_still_a_wish(said, note):
    c, _ = at_the_summary(said)
    assert c.order.get("note") == note


# ---- 4. the product's own name or a colour after «solo» is no wish --------------------------------------

@pytest.mark.parametrize("first, said, kept", [
    ("un ramo de rosas, 2 orquídeas y una tarjeta dedicada", "solo la tarjeta dedicada", [("tarjeta", 1, {})]),
    ("un ramo de rosas y 2 orquídeas", "solo las orquídeas blancas", [("orquidea", 2, {})]),
    ("un ramo de rosas, 2 orquídeas e unha tarxeta dedicada", "só a tarxeta dedicada", [("tarjeta", 1, {})]),
])
def test_only_a_thing_named_with_its_own_words_keeps_it_alone(first, said, kept):
    c = chat("floristeria")
    c.say(first)
    c.say(said)
    assert lines(c) == kept


# ---- 5. «las 2 en la terraza» is two o'clock -------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "mesa para 4 el sábado las 2 en la terraza",
    "mesa para 4 el sábado las 2 en la barra",
    "mesa para 4 o sábado as 2 na terraza",
])
def test_the_digit_two_then_en_is_an_hour(said):
    c = chat("restaurante")
    c.say(said)
    assert (c.state.get("booking") or {}).get("min") == 840


# ---- 6. «que las X sean ocho» is a count, not a note -----------------------------------------------------

@pytest.mark.parametrize("first, said, n", [
    ("3 napolitanas", "que las napolitanas sean ocho", 8),
    ("3 napolitanas", "que las napolitanas sean diez", 10),
    ("3 napolitanas", "que as napolitanas sexan oito", 8),
])
def test_a_count_in_words_after_sean_is_no_note(first, said, n):
    c = chat()
    c.say(first)
    c.say(said)
    assert lines(c) == [("napolitana", n, {})] and noted(c) == []


# ---- 7. «con 2 X me sobra»: X set to 2 -------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "con 2 napolitanas me sobra",
    "con 2 napolitanas nos basta",
    "con 2 napolitanas abonda",
])
def test_enough_with_n_sets_the_count(said):
    c = chat()
    c.say("3 napolitanas y 2 croissants")
    c.say(said)
    assert lines(c) == [("napolitana", 2, {}), ("croissant", 2, {})]
