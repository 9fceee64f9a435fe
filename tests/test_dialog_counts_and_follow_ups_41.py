"""Stop 40 read «no, 12» and «al final 13» at the time question as the count even when 12:00 and
13:00 are open hours; a bare day after the hours («el domingo», «mañana a las 9») began an order
or a table; «me llevo una docena», «ponme un par» after a price took one; «dos de cada», «los dos»
after the prices of two things took one of them only."""
import pytest

from tests.conversation import chat, line_counts



@pytest.mark.parametrize("slug, first, then, line, time", [
    ("", "quiero 3 croissants para mañana", "no, 12", "12 × Croissant de mantequilla", "12:00"),
    ("", "quiero 3 croissants para mañana", "al final 13", "13 × Croissant de mantequilla", "13:00"),
    ("", "quiero 3 croissants para mañana", "pues al final son 11", "11 × Croissant de mantequilla", "11:00"),
    ("", "quero 3 croissants pra mañá", "ao final 10", "10 × Croissant de mantequilla", "10:00"),
    ("floristeria", "quero dous potos para o martes", "non, 11", "11 × Poto", "11:00"),     # 11:00 of today is gone (stop 51)
    ("floristeria", "quiero dos potos", "no 13", "13 × Poto", "13:00"),
])
def test_a_number_that_is_an_open_hour_is_asked_as_count_or_hour(slug, first, then, line, time):
    c = chat(slug)
    c.say(first)
    held = line_counts(c)
    t = c.say(then)
    assert t.chip_labels == [line, time]
    assert line in t.texts[0] and time in t.texts[0]
    assert line_counts(c) == held and c.state["awaiting"] == "time"
    t = c.press(line)
    assert t.texts[0].startswith("Apunto: " + line)


@pytest.mark.parametrize("first, then", [
    ("quiero 3 croissants para mañana", "al final 4"),
    ("quiero 3 croissants para mañana", "no, 5"),
    ("quero 3 croissants pra mañá", "non, cinco"),
])
def test_a_number_that_is_a_closed_hour_mends_the_count(first, then):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.texts[0].startswith("Apunto: ")
    assert c.order["lines"][0]["qty"] in (4, 5)
    assert c.state.get("order", {}).get("min") is None


@pytest.mark.parametrize("slug, asked, then, said", [
    ("", "¿a qué hora abrís?", "el domingo", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("", "a que hora abrides?", "o domingo", "O domingo 1 de novembro abrimos de 09:30 a 14:00."),
    ("", "horario?", "y el lunes", "El lunes 2 de noviembre no abrimos."),
    ("restaurante", "¿a qué hora abrís?", "mañana a las 9", "El domingo 1 de noviembre abrimos de 13:00 a 16:30."),
    ("restaurante", "¿qué horario tenéis?", "el sábado a las 23", "El sábado 7 de noviembre abrimos"),
    ("restaurante", "abris hoy?", "el martes", "El martes 3 de noviembre"),
])
def test_a_bare_day_after_the_hours_asks_the_hours_of_that_day(slug, asked, then, said):
    c = chat(slug)
    c.say(asked)
    t = c.say(then)
    assert t.texts[0].startswith(said)
    assert not c.order["lines"] and not c.state.get("awaiting")


@pytest.mark.parametrize("slug, first", [
    ("restaurante", "el sábado a las 21"),
    ("", "para mañana"),
])
def test_a_bare_day_to_begin_with_is_still_a_request(slug, first):
    c = chat(slug)
    t = c.say(first)
    assert c.state.get("awaiting") in ("party", "what", "items", "time") or c.state.get("intent") in ("booking", "order")
    assert "?" in t.texts[-1]


@pytest.mark.parametrize("then, qty", [
    ("me llevo una docena", 12),
    ("quiero una docena", 12),
    ("ponme un par", 2),
    ("pues media docena", 6),
    ("vale, unha ducia para mañá", 12),
    ("me llevo un par para el lunes", 2),
    ("dame una docena porfa", 12),
])
def test_a_dozen_or_a_pair_of_the_thing_just_priced(then, qty):
    c = chat()
    c.say("¿cuánto cuesta el croissant?")
    t = c.say(then)
    assert line_counts(c) == {"croissant": qty}
    assert t.texts[0].startswith(f"Apunto: {qty} × Croissant de mantequilla.")


@pytest.mark.parametrize("asked, then, qty", [
    (["¿cuánto cuesta el croissant?", "¿y la palmera?"], "me llevo dos de cada", 2),
    (["¿cuánto cuesta el croissant?", "¿y la palmera?"], "quiero los dos", 1),
    (["¿cuánto cuesta el croissant?", "¿y la palmera?"], "ponme uno de cada", 1),
    (["canto custa o croissant?", "e a palmeira?"], "quero dúas de cada", 2),
    (["¿cuánto cuestan los croissants y las palmeras?"], "me llevo media docena de cada", 6),
    (["¿cuánto cuestan los croissants y las palmeras?"], "quiero 3 de cada una", 3),
    (["¿cuánto cuestan los croissants y las palmeras?"], "me llevo los dos", 1),
])
def test_both_things_priced_taken(asked, then, qty):
    c = chat()
    for q in asked:
        c.say(q)
    t = c.say(then)
    assert line_counts(c) == {"croissant": qty, "palmera": qty}
    assert f"{qty} × Croissant de mantequilla" in t.texts[0] and f"{qty} × Palmera de hojaldre" in t.texts[0]


def test_a_count_after_two_prices_is_still_of_the_last_one():
    c = chat()
    c.say("¿cuánto cuesta el croissant?")
    c.say("¿y la palmera?")
    c.say("ponme 2")
    assert line_counts(c) == {"palmera": 2}
