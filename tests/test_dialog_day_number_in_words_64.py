"""Stop 64 (helper D, families 1 and 2): a day's number said in words, or after a misspelt weekday with no article.
Before: «el sábado siete tarta de santiago» got «Apunto: 7 × Tarta de Santiago. Total 126,00 €.» (stop 63 had fixed
only «sábado 7 <thing>»); «el día siete tarta de santiago» the same, with no day at all; «el martes diez dos tartas de
queso» the coming Tuesday, the 3rd, not the 10th; «savado 7 tarta de santiago» no day («savado» was read as a weekday
only after «el», «para»…) and «sabdo 7 tarta de queso» «Apunto: 7 × Tarta de queso. Total 154,00 €.».
Now the number in words after a weekday is the day's when the weekday falls on it and the word after it counts
nothing (language/days.py, understanding/day_numbers_out.py): «Apunto: 1 × Tarta de Santiago. Total 18,00 €.» for
Saturday the 7th; «el día siete», gl «o día sete» likewise. A word one letter off a weekday is that weekday before a
number the weekday falls on, article or not («savado 7», «xovs 5», «marts 10»).
Near-misses kept: a plural after the number counts it («el sábado siete tartas de queso»: 7 of them, on the 7th); a
number the weekday does not fall on is a count («el sábado dos tartas de queso»: 2, Saturday the 7th); «una» is never
a day («el domingo una tarta de queso»); «partes 2», «lunas 3» (the 2nd no Tuesday, the 3rd no Monday) name no day."""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts

SANTIAGO_1 = "Apunto: 1 × Tarta de Santiago. Total 18,00 €."
CHEESE_1 = "Apunto: 1 × Tarta de queso. Total 22,00 €."
CHEESE_2 = "Apunto: 2 × Tarta de queso. Total 44,00 €."


# --- family 1: the day's number in words before the thing ---------------------------------------------------

@pytest.mark.parametrize("said, reads, ymd", [
    ("el sábado siete tarta de santiago", SANTIAGO_1, "2026-11-07"),
    ("el sabado siete tarta de santiago", SANTIAGO_1, "2026-11-07"),
    ("quiero para el sabado siete tarta de santiago", SANTIAGO_1, "2026-11-07"),
    ("para el sábado catorce tarta de queso", CHEESE_1, "2026-11-14"),
    ("el viernes seis tarta de queso", CHEESE_1, "2026-11-06"),
    ("viernes seis tarta de queso", CHEESE_1, "2026-11-06"),
    ("el dia siete tarta de santiago", SANTIAGO_1, "2026-11-07"),
    ("el día catorce tarta de queso", CHEESE_1, "2026-11-14"),
    ("para el martes tres dos tartas de queso", CHEESE_2, "2026-11-03"),
    ("el martes diez dos tartas de queso", CHEESE_2, "2026-11-10"),
])
def test_a_day_number_in_words_is_the_day_not_a_count(said, reads, ymd):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == reads
    assert c.order["ymd"] == ymd


@pytest.mark.parametrize("said, reads, ymd", [
    ("o sábado sete torta de santiago", SANTIAGO_1, "2026-11-07"),
    ("o venres seis torta de queso", CHEESE_1, "2026-11-06"),
    ("o día sete torta de santiago", SANTIAGO_1, "2026-11-07"),
])
def test_a_day_number_in_galician_words_is_the_day(said, reads, ymd):
    c = chat("")
    t = c.say(said)
    assert t.texts == [reads, "¿Para cantas racións?"]
    assert c.order["ymd"] == ymd


def test_the_galician_day_then_one_of_a_kind_asks_which_for_that_day():
    c = chat("")
    t = c.say("o sábado sete unha torta")
    assert t.text == "¿Que tarta queres?"
    assert c.order["ymd"] == "2026-11-07" and c.order["lines"] == []
    t = c.say("torta de santiago")
    assert t.texts[0] == SANTIAGO_1


@pytest.mark.parametrize("said, reads, ymd", [
    ("el sábado siete tartas de queso", "Apunto: 7 × Tarta de queso. Total 154,00 €.", "2026-11-07"),
    ("el sabado dos tartas de queso", CHEESE_2, "2026-11-07"),       # the 2nd is no Saturday: two, this Saturday
    ("el sábado dos tarta de queso", CHEESE_2, "2026-11-07"),
    ("el martes 10 dos tartas de queso", CHEESE_2, "2026-11-10"),
])
def test_a_number_that_counts_stays_the_count(said, reads, ymd):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == reads
    assert c.order["ymd"] == ymd


@pytest.mark.parametrize("said, count", [
    ("el domingo una tarta de queso", {"tarta-queso": 1}),      # the 1st is a Sunday, «una» is one of them
    ("el dia tres croissants", {"croissant": 3}),
])
def test_one_and_a_plural_after_el_dia_are_counts(said, count):
    c = chat("")
    c.say(said)
    assert line_counts(c) == count


def test_a_weekday_and_a_number_in_words_that_pick_a_choice_are_still_read():
    c = chat("")
    c.say("¿qué tartas tenéis?")
    t = c.say("el martes dos de la segunda")
    assert t.texts[0] == "Apunto: 2 × Tarta de Santiago. Total 36,00 €."
    assert c.order["ymd"] == "2026-11-03"


# --- family 2: a misspelt weekday with no article, before its number ---------------------------------------

@pytest.mark.parametrize("said, reads, ymd", [
    ("savado 7 tarta de santiago", SANTIAGO_1, "2026-11-07"),
    ("sabdo 7 tarta de queso", CHEESE_1, "2026-11-07"),
    ("savado siete tarta de santiago", SANTIAGO_1, "2026-11-07"),
    ("el sabdo siete tarta de santiago", SANTIAGO_1, "2026-11-07"),
    ("marts 10 tarta de queso", CHEESE_1, "2026-11-10"),
    ("domngo 8 tarta de santiago", SANTIAGO_1, "2026-11-08"),
    ("xovs 5 torta de queso", CHEESE_1, "2026-11-05"),
])
def test_a_misspelt_weekday_before_its_number_is_the_day(said, reads, ymd):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == reads
    assert c.order["ymd"] == ymd


def test_a_misspelt_weekday_then_one_of_a_kind_asks_which():
    c = chat("")
    t = c.say("savado 7 tarta")
    assert t.text == "¿Qué tarta quieres?"
    assert c.order["ymd"] == "2026-11-07" and c.order["lines"] == []


@pytest.mark.parametrize("said, count, ymd", [
    ("savado 7 tartas de queso", {"tarta-queso": 7}, "2026-11-07"),     # a plural: 7 of them, on Saturday the 7th
    ("partes 2 tarta de queso", {"tarta-queso": 2}, None),             # no Tuesday: the 2nd is a Monday
    ("savado 8 tarta de queso", {"tarta-queso": 8}, None),             # the 8th is no Saturday
])
def test_a_word_near_a_weekday_before_another_number_is_no_day(said, count, ymd):
    c = chat("")
    c.say(said)
    assert line_counts(c) == count
    assert c.order["ymd"] == ymd


def test_a_word_near_a_weekday_before_a_number_it_does_not_fall_on_is_no_monday():
    c = chat("")
    t = c.say("lunas 3 croissants")
    assert t.texts[0] == "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."
    assert "lunes" not in t.text
