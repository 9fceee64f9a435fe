"""Review of stop 56's offer of the only kind made. To «No tengo «croissant de chocolate»… Solo tengo
Croissant de mantequilla (1,80 €). ¿Te apunto 2?» a count («3», «vale, pero ponme 3», «mellor tres») still
wrote down 2; now the count said. And «ponme unas de crema» after the prices of one product took that product
silently, «de crema» dropped; now a kind said after «unas» is not that one taken («ponme unas» still is)."""
import pytest

from tests.conversation import chat, line_counts

OFFERED = "quiero 2 croissant de chocolate"


@pytest.mark.parametrize("first, reply, n, total", [
    (OFFERED, "3", 3, "5,40 €"),
    (OFFERED, "vale, pero ponme 3", 3, "5,40 €"),
    (OFFERED, "si, 3", 3, "5,40 €"),
    (OFFERED, "mejor tres", 3, "5,40 €"),
    (OFFERED, "pues 4", 4, "7,20 €"),
    (OFFERED, "tres para el martes", 3, "5,40 €"),
    ("quero 2 croissants de chocolate", "mellor 3", 3, "5,40 €"),
    ("quero 2 croissants de chocolate", "vale, pon tres deles", 3, "5,40 €"),
    (OFFERED, "vale", 2, "3,60 €"),
    (OFFERED, "si", 2, "3,60 €"),
])
def test_a_count_to_the_offer_is_the_count_taken(first, reply, n, total):
    c = chat("")
    c.say(first)
    t = c.say(reply)
    assert line_counts(c) == {"croissant": n}
    assert any(f"{n} × Croissant de mantequilla" in x and total in x for x in t.texts)


def test_a_count_with_a_day_keeps_the_day():
    c = chat("")
    c.say(OFFERED)
    t = c.say("tres para el martes")
    assert any("martes 3 de noviembre" in x for x in t.texts)


def test_a_time_to_the_offer_is_no_count():
    c = chat("")
    c.say(OFFERED)
    c.say("vale, a las 3")
    assert line_counts(c) == {"croissant": 2}


@pytest.mark.parametrize("reply", ["ponme unas de crema", "ponme unhas de crema", "dame unos con crema"])
def test_some_of_a_kind_said_is_not_the_one_priced_taken(reply):
    c = chat("")
    c.say("cuanto cuestan las napolitanas?")
    c.say(reply)
    assert line_counts(c) == {}


@pytest.mark.parametrize("reply", ["ponme unas", "ponme unas de esas", "vale, pídemelas"])
def test_some_of_that_one_still_asks_how_many(reply):
    c = chat("")
    c.say("cuanto cuestan las napolitanas?")
    t = c.say(reply)
    assert line_counts(c) == {"napolitana": 1}
    assert any("¿Cuántas unidades de Napolitana de chocolate quieres?" in x for x in t.texts)
