"""Stop 53, «el primero de noviembre» — a date told with an ordinal. Right after the list «for N
people» («¿qué me recomiendas para un cumpleaños de 10?»), «el primero de noviembre» went to a person
(«Eso no lo tengo claro y prefiero no inventarlo…»), and so did «o primeiro de novembro» and «para el
día primero» anywhere in an order: the day reader knew «1 de noviembre» and «uno de noviembre» but not
the ordinal, and after the list «el primero…» was taken as «the first product». Now «el primero de
<month>», «o primeiro de <month>», «el primer de <month>» and «el día primero» are the 1st of that month,
read like «el 1 de noviembre» (never a place in the list); «la primera» / «el primero» alone still
pick by place (a product after the list, a day after the day buttons)."""
import pytest

from bizengine.language.days import find_day
from tests.conversation import chat

_NOW = "2026-10-31"
_LIST_ES = "¿qué me recomiendas para un cumpleaños de 10?"
_LIST_GL = "que me recomendas para un aniversario de 10?"


def _handed(t) -> bool:
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


@pytest.mark.parametrize("said, ymd", [
    ("el primero de noviembre", "2026-11-01"),
    ("para el primero de diciembre", "2026-12-01"),
    ("el primer de diciembre", "2026-12-01"),
    ("o primeiro de decembro", "2026-12-01"),
    ("pro primeiro de xaneiro", "2027-01-01"),
    ("para el dia primero", "2026-11-01"),
    ("o dia primeiro de decembro", "2026-12-01"),
])
def test_the_ordinal_first_is_the_first_of_the_month(said, ymd):
    assert find_day(said, _NOW)[0] == ymd


@pytest.mark.parametrize("said", ["la primera para el martes", "el primero", "o primeiro", "la primera"])
def test_a_place_alone_is_no_day(said):
    assert find_day(said, _NOW)[0] in (None, "2026-11-03")


@pytest.mark.parametrize("first, said, asked", [
    (_LIST_ES, "el primero de noviembre", "¿Qué te preparo?"),
    (_LIST_ES, "para el primero de diciembre", "¿Qué te preparo?"),
    (_LIST_ES, "el dia primero", "¿Qué te preparo?"),
    (_LIST_GL, "o primeiro de novembro", "¿Que che preparo?"),
    (_LIST_GL, "pro primeiro de decembro", "¿Que che preparo?"),
])
def test_after_the_list_a_first_of_the_month_picks_no_product(first, said, asked):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert not _handed(t)
    assert asked in t.text
    assert not (c.order or {}).get("lines")


@pytest.mark.parametrize("said, asked", [
    ("para el primero de diciembre", "¿A qué hora lo recoges el martes 1 de diciembre?"),
    ("el primer de diciembre", "¿A qué hora lo recoges el martes 1 de diciembre?"),
    ("el dia primero de diciembre", "¿A qué hora lo recoges el martes 1 de diciembre?"),
])
def test_in_an_order_the_first_of_the_month_is_that_day(said, asked):
    c = chat()
    c.say("quiero una tarta de queso")
    c.press("8 raciones")
    t = c.say(said)
    assert asked in t.text
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-queso"]


def test_in_an_order_the_first_of_the_month_in_galician():
    c = chat()
    c.say("quero unha tarta de queixo")
    c.press("8 racións")
    t = c.say("o día primeiro de decembro")
    assert "¿A que hora o recolles o martes 1 de decembro?" in t.text


# ---- near-misses: a place, not a date --------------------------------------------------------------------


def test_after_the_day_buttons_el_primero_is_the_first_button():
    c = chat()
    c.say("quiero una tarta de queso")
    c.press("8 raciones")
    t = c.say("el primero")
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text


@pytest.mark.parametrize("first, said, asked", [
    (_LIST_ES, "la primera para el martes", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (_LIST_GL, "a primeira para o martes", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_after_the_list_a_place_with_a_weekday_still_takes_the_product(first, said, asked):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert "Tarta de queso (12 raci" in t.text and "30,00 €" in t.text
    assert asked in t.text
