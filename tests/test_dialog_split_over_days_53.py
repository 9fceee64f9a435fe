"""Stop 53, a count split over two days. It was wrong: «tres croissants, uno hoy y dos mañana» held
3 croissants for today («Apunto: 3 × Croissant de mantequilla. Total 5,40 €.») while saying «Lo del
domingo 1 de noviembre va en otro pedido»; only «dos X, una hoy y otra mañana» (stop 52) kept the
first day's part. Now any split of the count over two days (1+2, 2+1, 2+3, «la mitad hoy y la mitad
mañana», Galician «un hoxe e dous mañá», «a mitade hoxe e a outra mitade mañá») holds the first day's
part, and the rest is said to go in another order. Never all of the count for one day."""
import pytest

from bizengine.understanding.told_apart import first_days_part
from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


_TODAY_ES = ("Un pedido es para un día: apunto el del sábado 31 de octubre. "
             "Lo del domingo 1 de noviembre va en otro pedido")
_TODAY_GL = ("Un pedido é para un día: apunto o do sábado 31 de outubro. "
             "O do domingo 1 de novembro vai noutro pedido")


@pytest.mark.parametrize("said, line, total, days", [
    ("tres croissants, uno hoy y dos mañana", ("croissant", 1), "1,80 €", _TODAY_ES),
    ("tres croissants, dos hoy y uno mañana", ("croissant", 2), "3,60 €", _TODAY_ES),
    ("tres croisants uno hoy y dos manana", ("croissant", 1), "1,80 €", _TODAY_ES),
    ("cuatro croissants, la mitad hoy y la mitad mañana", ("croissant", 2), "3,60 €", _TODAY_ES),
    ("tres napolitanas, una hoy y dos mañana", ("napolitana", 1), "2,00 €", _TODAY_ES),
    ("cinco croissants, dos para el martes y tres para el miércoles", ("croissant", 2), "3,60 €",
     "apunto el del martes 3 de noviembre. Lo del miércoles 4 de noviembre va en otro pedido"),
    ("tres croissants, un hoxe e dous mañá", ("croissant", 1), "1,80 €", _TODAY_GL),
    ("catro croissants, dous hoxe e dous mañá", ("croissant", 2), "3,60 €", _TODAY_GL),
    ("catro croissants, a mitade hoxe e a outra mitade mañá", ("croissant", 2), "3,60 €", _TODAY_GL),
    ("tres croissants, un pro martes e dous pro mercores", ("croissant", 1), "1,80 €",
     "apunto o do martes 3 de novembro. O do mércores 4 de novembro vai noutro pedido"),
])
def test_a_count_split_over_days_holds_the_first_days_part(said, line, total, days):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [line]
    assert days in t.text and f"Total {total}" in t.text


@pytest.mark.parametrize("said, line, total", [
    ("dos napolitanas, una hoy y otra mañana", ("napolitana", 1), "2,00 €"),      # stop 52, as it was
    ("dúas napolitanas, unha hoxe e outra mañá", ("napolitana", 1), "2,00 €"),
    ("tres croissants para hoy y uno para mañana", ("croissant", 3), "5,40 €"),   # three today, one more tomorrow
    ("3 croissants para hoy y 2 napolitanas para mañana", ("croissant", 3), "5,40 €"),
])
def test_near_misses_keep_what_they_held(said, line, total):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [line] and f"Total {total}" in t.text
    assert "va en otro pedido" in t.text or "vai noutro pedido" in t.text


@pytest.mark.parametrize("said, held, when", [
    ("3 croissants para mañana", 3, "¿A qué hora lo recoges mañana?"),
    ("tres croissants para o luns", 3, "luns"),
])
def test_one_day_holds_the_whole_count(said, held, when):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [("croissant", held)] and when in t.text and "otro pedido" not in t.text


@pytest.mark.parametrize("said, cut_word, part", [
    ("tres croissants uno hoy y dos manana", 4, 1),
    ("cuatro croissants la mitad hoy y la mitad manana", 5, 2),
    ("tres croissants para hoy y uno para manana", 4, None),
    ("dos croissants hoy y uno manana", 3, None),
])
def test_the_first_days_part_read(said, cut_word, part):
    split = first_days_part(said.split(), cut_word)
    assert (split.part if split else None) == part


# ---- «quita el X y que sea(n) N Y»: Y in X's place, the day and time kept ------------------------

@pytest.mark.parametrize("held, said, line, total", [
    ("2 croissants para el martes a las 10", "quita los croissants y que sea una napolitana",
     ("napolitana", 1), "2,00 €"),
    ("2 croissants para el martes a las 10", "quita los croissants y que sean dos napolitanas",
     ("napolitana", 2), "4,00 €"),
    ("2 croissants para el martes a las 10", "quita los croisants y que sean 2 napolitanas",
     ("napolitana", 2), "4,00 €"),
    ("2 croissants para o martes ás 10", "quita os croissants e que sexa unha napolitana", ("napolitana", 1), "2,00 €"),
    ("2 croissants para o martes ás 10", "quita os croissants e que sexan tres napolitanas",
     ("napolitana", 3), "6,00 €"),
])
def test_taken_off_and_put_in_its_place_keeps_day_and_time(held, said, line, total):
    c = chat()
    c.say(held)
    t = c.say(said)
    assert _lines(c) == [line] and f"Total {total}" in t.text
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] == 600
    assert "vacío" not in t.text and "baleiro" not in t.text


def test_a_time_wished_after_taking_off_is_no_thing_put():
    c = chat()
    c.say("2 croissants para el martes a las 10")
    t = c.say("quita uno y que sean a las 11")
    # stop 60: «quita uno» was dropped in silence beside the time (2 held); now one goes
    assert _lines(c) == [("croissant", 1)] and "a las 11:00" in t.text
