"""Review of stop 50 (regressions in counts and questions): what must not change.

«¿para cuántas personas es?» of a thing held that comes in sizes, or with two things held, says the
order back (not every size with its price); a question naming a thing of its own («la mesa») is not
about the one held. A denied or past allergy at the note question asks nothing about the lines. A
count denied after «sola» («una X sola no, dos») keeps the count said; an earlier order told («la
última vez pedí…») and a count of each («para cada uno… una sola X») change no count."""
import pytest

from tests.conversation import chat

TUESDAY_AT_10 = "para el martes a las 10"


# ---- «¿para cuántas personas es?» ---------------------------------------------------------------------

@pytest.mark.parametrize("first, asked", [
    (f"una tarta de santiago de 12 {TUESDAY_AT_10}", "¿para cuántas personas es?"),
    (f"una tarta de santiago de 12 {TUESDAY_AT_10}", "para cuantos es?"),
    ("unha tarta de santiago de 12 pro martes ás 10", "pra cantas persoas e?"),
])
def test_the_size_held_is_not_every_size_priced(first, asked):
    c = chat()
    c.say(first)
    t = c.say(asked)
    assert "18,00 €" not in t.text and "36,00 €" not in t.text
    assert c.order["lines"] == [{"item_id": "tarta-santiago", "qty": 1, "options": {"raciones": "12"}}]


@pytest.mark.parametrize("first, asked", [
    (f"una tarta de santiago y una empanada {TUESDAY_AT_10}", "¿para cuántas personas es?"),
    (f"una tarta de santiago y una empanada {TUESDAY_AT_10}", "para cuantas personas es?"),
])
def test_two_held_say_the_order_back(first, asked):
    c = chat()
    c.say(first)
    t = c.say(asked)
    assert "Llevas apuntado" in t.text and "18,00 €" not in t.text


@pytest.mark.parametrize("asked", ["para cuántas personas es la mesa?", "¿para cuantas personas es el local?"])
def test_a_thing_of_its_own_asked_is_not_the_one_held(asked):
    c = chat()
    c.say("quiero una empanada para el martes")
    t = c.say(asked)
    assert "para 6" not in t.text


# ---- a denied or past allergy -------------------------------------------------------------------------

@pytest.mark.parametrize("told", ["mi hijo no es alérgico a los frutos secos",
                                  "mi hijo era alérgico a los frutos secos de pequeño, ya no",
                                  "nadie es alérgico", "non é alérxico aos froitos secos",
                                  "ninguno es alérgico a los frutos secos"])
def test_no_allergy_asks_nothing_about_the_lines(told):
    c = chat()
    c.say("6 croissants y 2 brownies para mañana a las 10")
    c.say("Ramon 612345678")
    t = c.say(told)
    assert "Quito" not in t.text and "Quito" not in " ".join(t.texts)
    assert {line["item_id"]: line["qty"] for line in c.order["lines"]}.get("brownie", 2) == 2


def test_an_allergy_told_still_asks():
    c = chat()
    c.say("6 croissants y 2 brownies para mañana a las 10")
    c.say("Ramon 612345678")
    assert "Quito 2 ×" in c.say("mi hijo es alérgico a los frutos secos").text


# ---- counts -------------------------------------------------------------------------------------------

BICAS = f"buenas, 2 bicas y una empanada {TUESDAY_AT_10}"


def _bicas(said: str) -> int:
    c = chat()
    c.say(BICAS)
    c.say(said)
    return {line["item_id"]: line["qty"] for line in c.order["lines"]}["bica"]


@pytest.mark.parametrize("said, count", [
    ("una bica sola no, dos", 2), ("unha bica soa non, dúas", 2), ("una bica sola no, tres", 3),
    ("la última vez pedí una sola bica", 2), ("a última vez pedín unha soa bica", 2),
    ("la otra vez pedí una bica", 2),
    ("para cada uno de nosotros una sola bica", 2), ("unha bica pra cada un", 2),
])
def test_the_count_kept(said, count):
    assert _bicas(said) == count
