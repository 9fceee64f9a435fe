"""Stop 42, each a family: both things priced taken by «las dos» with a day and time, by «pues las dos
cosas» or a bare «las dos» (and «a las dos» still an hour); a note asked as a favour («¿le puedes
poner 2 velas?») is noted, not handed to a person; a note word and its wording are one note; the
kind of a line held mended («el pan no, que sea de centeno»), and a kind the shop lacks keeps the
line («los croissants, no, que sean de chocolate»); «sí, una porfa» after another thing's price."""
import pytest

from tests.conversation import chat, line_counts

BOTH = {"tarta-queso": 1, "tarta-santiago": 1}
TWO_PRICES = ("¿cuánto cuesta la tarta de queso?", "¿y la de santiago?")
TWO_PRICES_GL = ("canto custa a tarta de queixo?", "e a de santiago?")


@pytest.mark.parametrize("asked, then, day, minutes", [
    (TWO_PRICES, "quiero las dos para el sábado a las 11", "2026-11-07", 660),
    (TWO_PRICES, "quiero las dos para el sabado a las 11", "2026-11-07", 660),
    (TWO_PRICES, "las dos para el sábado a las 11", "2026-11-07", 660),
    (TWO_PRICES_GL, "quero as dúas para o sábado ás 11", "2026-11-07", 660),
    (TWO_PRICES, "pues las dos cosas", None, None),
    (TWO_PRICES, "vale, los dos", None, None),
    (TWO_PRICES, "las dos", None, None),
    (TWO_PRICES_GL, "pois as duas cousas", None, None),
])
def test_both_things_priced_are_taken_with_the_day_and_time_said(asked, then, day, minutes):
    c = chat()
    c.say_all(*asked)
    t = c.say(then)
    assert line_counts(c) == BOTH
    assert t.texts[0].startswith(("Apunto: 1 × Tarta de queso y 1 × Tarta de Santiago.",
                                  "Apunto: 1 × Tarta de queso e 1 × Tarta de Santiago."))
    assert c.order.get("ymd") == day and c.order.get("min") == minutes


def test_both_asked_for_at_two_keeps_two_o_clock():
    c = chat()
    c.say_all(*TWO_PRICES)
    c.say("¿me las guardas a las dos?")
    assert line_counts(c) == BOTH and c.order.get("min") == 14 * 60


@pytest.mark.parametrize("then", ["¿las dos?", "las dos estan buenisimas"])
def test_both_asked_about_or_praised_orders_nothing(then):
    c = chat()
    c.say_all("¿cuánto cuesta el croissant?", "¿y la napolitana?")
    t = c.say(then)
    assert t.request is None and not line_counts(c)


# ------------------------------------------------------------ a note asked as a favour

ORDER = "quiero una tarta de queso de 8 raciones para el sábado a las 11"


@pytest.mark.parametrize("asked, note", [
    ("¿le puedes poner 2 velas?", "2 velas"),
    ("¿me pones dos velas?", "dos velas"),
    ("le pones una vela?", "una vela"),
    ("puedes ponerle una vela?", "una vela"),
    ("¿pódeslle poñer dúas velas?", "dúas velas"),
    ("¿podes poñer unha vela?", "unha vela"),
])
def test_a_note_asked_as_a_favour_is_noted(asked, note):
    c = chat()
    c.say(ORDER)
    t = c.say(asked)
    assert t.texts[0].startswith(f"Apunto como indicación: «{note}».")
    assert c.order["notes_said"] == [note] and "persona" not in t.text


def test_a_question_about_the_thing_is_no_note():
    c = chat()
    c.say(ORDER)
    t = c.say("¿lleva velas?")
    assert not c.order.get("notes_said") and "Apunto como indicación" not in t.text


@pytest.mark.parametrize("said, notes", [
    ("ponle una dedicatoria que diga Feliz cumple", ["una dedicatoria que diga Feliz cumple"]),
    ("¿le puedes poner una dedicatoria que diga Feliz cumple?", ["una dedicatoria que diga Feliz cumple"]),
    ("cunha dedicatoria que poña Parabéns Uxía", ["cunha dedicatoria que poña Parabéns Uxía"]),
    ("en caja de regalo y que ponga Feliz cumple", ["que ponga Feliz cumple", "en caja de regalo"]),
])
def test_a_note_word_and_its_wording_are_one_note(said, notes):
    c = chat()
    c.say(ORDER)
    c.say(said)
    assert c.order["notes_said"] == notes


# ------------------------------------------------------------ the kind of a line held, mended

HELD = "quiero 4 croissants y un pan de masa madre para el sábado a las 11"


@pytest.mark.parametrize("then", [
    "el pan no, que sea de centeno",
    "el pan que sea de centeno",
    "el pan mejor de centeno",
    "mejor pan de centeno",
    "o pan non, que sexa de centeo",
])
def test_the_kind_of_a_line_held_is_mended_in_its_place(then):
    c = chat()
    c.say(HELD)
    c.say(then)
    assert line_counts(c) == {"croissant": 4, "pan-centeno": 1}


@pytest.mark.parametrize("then, lacking", [
    ("los croissants, no, que sean de chocolate", "No tengo «croissants de chocolate» en la carta."),
    ("los croissants que sean de chocolate", "No tengo «croissants de chocolate» en la carta."),
    ("los croissants no, mejor croissants de chocolate", "No tengo «croissants de chocolate» en la carta."),
    ("os croissants non, que sexan de chocolate", "Non teño «croissants de chocolate» na carta."),
])
def test_a_kind_the_shop_lacks_keeps_the_line_held(then, lacking):
    firsts = (("quero 4 croissants e un pan de masa nai para o sábado ás 11", "quero 4 croissants para o sábado ás 11")
              if lacking.startswith("Non") else (HELD, "quiero 4 croissants para el sábado a las 11"))
    for first in firsts:
        c = chat()
        c.say(first)
        held = line_counts(c)
        t = c.say(then)
        assert t.texts[0].startswith(lacking) and line_counts(c) == held


@pytest.mark.parametrize("said, counts", [
    ("quiero 2 palmeras y que sean de chocolate", {}),
    ("quiero 2 croissants, que sean de mantequilla", {"croissant": 2}),
    ("quero dous pans e que sexan de centeo", {"pan-centeno": 2}),
])
def test_a_count_then_the_kind_wished_is_still_one_new_line(said, counts):
    c = chat()
    c.say(said)
    assert line_counts(c) == counts


def test_another_thing_of_a_kind_said_beside_a_held_line_is_added():
    c = chat()
    c.say(HELD)
    c.say("y 2 napolitanas, que sean de chocolate")
    assert line_counts(c) == {"croissant": 4, "pan-masa-madre": 1, "napolitana": 2}


# ------------------------------------------------------------ a count after another thing's price

@pytest.mark.parametrize("then, n", [("si, una porfa", 1), ("vale, dos", 2), ("pois tres", 3), ("bueno una", 1)])
def test_a_few_after_another_thing_s_price_counts_that_one(then, n):
    c = chat()
    c.say_all("¿cuánto cuesta la tarta de queso?", "¿y el croissant?")
    c.say(then)
    assert line_counts(c) == {"croissant": n}
