"""Stop 51, the size that served N kept when the customer points at the list: after «¿qué me
recomiendas para un cumpleaños de 10?» lists each thing at the size that serves 10, «vale pues ese
para el martes», «la primera», «la de queso» took it at its smallest size and asked the size again;
now the one taken is at the size shown (as its «Encargar» button does), the day said kept."""
import pytest

from tests.conversation import chat

ASK = "¿qué me recomiendas para un cumpleaños de 10?"
ASK_GL = "que me recomendas para un aniversario de 10?"


def lines(c) -> list[tuple[str, str | None]]:
    return [(line["item_id"], (line.get("options") or {}).get("raciones")) for line in c.order["lines"]]


@pytest.mark.parametrize("first, said, shown", [
    (ASK, "la primera", "Tarta de queso (12 raciones). Total 30,00 €"),
    (ASK, "me quedo con la primera", "Tarta de queso (12 raciones). Total 30,00 €"),
    (ASK, "la de queso", "Tarta de queso (12 raciones). Total 30,00 €"),
    (ASK, "la tarta de queso", "Tarta de queso (12 raciones). Total 30,00 €"),
    (ASK_GL, "a primeira", "Tarta de queso (12 racións). Total 30,00 €"),
    (ASK_GL, "a de queixo", "Tarta de queso (12 racións). Total 30,00 €"),
])
def test_the_one_taken_is_at_the_size_listed(first, said, shown):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert shown in t.text
    assert lines(c) == [("tarta-queso", "12")]
    assert "raciones?" not in t.text and "racións?" not in t.text


@pytest.mark.parametrize("first, said, chip, shown, day", [
    (ASK, "vale pues ese para el martes", "Tarta de queso · 30,00 €", "Tarta de queso (12 raciones). Total 30,00 €",
     "martes 3 de noviembre"),
    (ASK, "vale pues esa para el martes", "Tarta Sacher · 34,00 €", "Tarta Sacher (12 raciones). Total 34,00 €",
     "martes 3 de noviembre"),
    (ASK_GL, "vale pois esa pra o martes", "Tarta de queso · 30,00 €", "Tarta de queso (12 racións). Total 30,00 €",
     "martes 3 de novembro"),
])
def test_pointing_at_the_list_keeps_the_size_and_the_day(first, said, chip, shown, day):
    c = chat()
    c.say(first)
    c.say(said)
    t = c.press(chip)
    assert shown in t.text
    assert day in t.text
    assert "raciones?" not in t.text and "racións?" not in t.text
    assert len(lines(c)) == 1 and lines(c)[0][1] == "12"


def test_the_encargar_button_unchanged():
    c = chat()
    c.say(ASK)
    t = c.press("Encargar: Tarta de queso")
    assert "Tarta de queso (12 raciones). Total 30,00 €" in t.text
    assert lines(c) == [("tarta-queso", "12")]


def test_a_size_said_wins_over_the_size_listed():
    c = chat()
    c.say(ASK)
    t = c.say("la de queso de 20 raciones")
    assert "Tarta de queso (20 raciones)" in t.text
    assert lines(c) == [("tarta-queso", "20")]


def test_the_size_listed_is_not_kept_past_the_next_turn():
    c = chat()
    c.say(ASK)
    c.say("¿a qué hora abrís el martes?")
    t = c.say("quiero una tarta de queso")
    assert "(12 raciones)" not in t.text
    assert lines(c) == [("tarta-queso", None)]


@pytest.mark.parametrize("before", [[], [ASK]])
def test_a_list_of_kinds_has_no_size_to_keep(before):
    c = chat()
    for said in before:
        c.say(said)
    c.say("¿qué tartas tenéis?")
    t = c.say("la primera")
    assert "Total 22,00 €" in t.text and "¿Para cuántas raciones?" in t.text
    assert lines(c) == [("tarta-queso", None)]
