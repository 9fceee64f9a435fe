"""Review of stop 50 (regressions_probe): readings a regression probe found lost today.

At a table's time question «ay no, mejor 21» set 21 people and handed the table to a person (the
people said again were widened to «ay», «uy» lead-ins; the hour said instead was not): an hour the
day is open at is the time, and a number that cannot be a time the people. «ay no, mejor 8» is
20:00 when 20:00 is offered, as a bare «8» or «a las 8» is at that question (the reply says the
hour and the people held, so the other reading is one word away). After «¿cuánto serían 10?» at the
summary, a bare «vale» sent the order of 4: which count is asked; «¿cuánto serían 10? vale, ponme
10» in one message kept 1. With a cake of 8 and one of 12 held, «la grande es para mi madre»
resized the 12 to 20: noted as said (as «la de 12 es para mi madre» is), the sizes kept; «la grande
mejor para el domingo», «la grande mejor que sea bonita»: a wish for the 12."""
import pytest

from tests.conversation import chat

TABLE = ("quiero reservar el jueves", "somos 5")
TABLE_GL = ("quero reservar o xoves", "somos 5")


# ---- an hour said instead at the table's time question -------------------------------------------

@pytest.mark.parametrize("steps, said, hour", [
    (TABLE, "ay no, mejor 21", 21),
    (TABLE, "ay no, mejor 20", 20),
    (TABLE, "uy no, mejor 13", 13),
    (TABLE, "uy perdona, mejor 14", 14),
    (TABLE, "ay no, mejor 8", 20),
    (TABLE, "mejor 22", 22),
    (TABLE_GL, "ai non, mellor 21", 21),
    (TABLE_GL, "ui, mellor 13", 13),
])
def test_an_open_hour_said_instead_is_the_time(steps, said, hour):
    c = chat("restaurante")
    c.say_all(*steps)
    assert c.state["awaiting"] == "time"
    t = c.say(said)
    assert c.state["booking"]["party"] == 5 and c.state["booking"]["min"] == hour * 60
    assert "prefiero que lo vea una persona" not in t.text and "prefiro que o vexa unha persoa" not in t.text
    assert {r["status"] for r in c.requests} == {"collecting"}


@pytest.mark.parametrize("steps, said, party", [
    (TABLE, "ay no, mejor 6", 6),
    (TABLE, "uy no, mejor 4", 4),
    (TABLE_GL, "ai non, mellor 6", 6),
])
def test_a_number_that_cannot_be_a_time_is_still_the_people(steps, said, party):
    c = chat("restaurante")
    c.say_all(*steps)
    c.say(said)
    assert c.state["booking"]["party"] == party and c.state["booking"].get("min") is None


# ---- a bare «vale» after another count was priced ----------------------------------------------

AT_SUMMARY = ("quiero 4 croissants para el martes a las 10", "Ana 612345678", "no")
AT_SUMMARY_GL = ("quero 4 croissants pro martes ás 10", "Ana 612345678", "non")


@pytest.mark.parametrize("steps, priced, said, asked", [
    (AT_SUMMARY, "cuanto serian 10?", "vale", "¿Lo dejo en 10 o en 4?"),
    (AT_SUMMARY, "¿cuánto serían 10?", "ok", "¿Lo dejo en 10 o en 4?"),
    (AT_SUMMARY, "¿y si fueran 6?", "sí", "¿Lo dejo en 6 o en 4?"),
    (AT_SUMMARY_GL, "canto serían 10?", "vale", "¿Déixoo en 10 ou en 4?"),
])
def test_a_bare_yes_after_a_count_priced_asks_which_count(steps, priced, said, asked):
    c = chat()
    c.say_all(*steps)
    c.say(priced)
    t = c.say(said)
    assert t.text == asked and len(t.chip_labels) == 2
    assert {r["status"] for r in c.requests} == {"collecting"} and c.order["lines"][0]["qty"] == 4
    n = int(t.chip_labels[0].split(" ")[0])
    t = c.press(t.chip_labels[0])
    assert c.order["lines"][0]["qty"] == n and {r["status"] for r in c.requests} == {"collecting"}


def test_the_held_count_kept_from_the_buttons():
    c = chat()
    c.say_all(*AT_SUMMARY)
    c.say("cuanto serian 10?")
    t = c.say("vale")
    c.press(t.chip_labels[1])
    assert c.order["lines"][0]["qty"] == 4 and {r["status"] for r in c.requests} == {"collecting"}


def test_the_count_said_after_the_question_is_taken():
    c = chat()
    c.say_all(*AT_SUMMARY)
    c.say("cuanto serian 10?")
    c.say("vale")
    c.say("vale, 10")
    assert c.order["lines"][0]["qty"] == 10 and {r["status"] for r in c.requests} == {"collecting"}


@pytest.mark.parametrize("first, said, n", [
    ("quiero croissants para el martes", "¿cuánto serían 10? vale, ponme 10", 10),
    ("quiero 4 croissants para el martes", "¿cuánto serían 10? vale, pues ponme esos", 10),
    ("quero croissants pro martes", "canto serían 10? vale, ponme 10", 10),
])
def test_a_count_priced_and_taken_in_one_message(first, said, n):
    c = chat()
    c.say(first)
    c.say(said)
    assert c.order["lines"][0]["qty"] == n


# ---- «la grande es/mejor …» with two sizes held --------------------------------------------------

TWO = "quiero una tarta de queso de 8 y otra de 12"
TWO_GL = "quero unha tarta de queixo de 8 e outra de 12"


@pytest.mark.parametrize("first, said, note", [
    (TWO, "la grande es para mi madre", "la grande es para mi madre"),       # noted whole, as «la de 12 es …»
    (TWO, "la grande mejor para el domingo", "Tarta de queso (12 raciones): mejor para el domingo"),
    (TWO, "la grande mejor que sea bonita", "Tarta de queso (12 raciones): mejor que sea bonita"),
    (TWO, "la pequeña es para mi abuela", "la pequeña es para mi abuela"),
    (TWO_GL, "a grande é para a miña nai", "a grande é para a miña nai"),
    (TWO_GL, "a grande mellor que sexa bonita", "Tarta de queso (12 racións): mellor que sexa bonita"),
])
def test_a_wish_after_es_or_mejor_keeps_the_sizes(first, said, note):
    c = chat()
    c.say(first)
    c.say(said)
    assert [line["options"]["raciones"] for line in c.order["lines"]] == ["8", "12"]
    assert c.order["notes_said"] == [note]


@pytest.mark.parametrize("said, sizes", [
    ("la grande es la de 20", ["8", "20"]),
    ("la grande mejor de 20", ["8", "20"]),
])
def test_a_size_after_es_or_mejor_still_resizes(said, sizes):
    c = chat()
    c.say(TWO)
    c.say(said)
    assert [line["options"]["raciones"] for line in c.order["lines"]] == sizes
