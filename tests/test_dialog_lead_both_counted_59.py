"""«las dos» to «¿De cuál quieres 8: X o Y?» (stop 59, after its second regression probe).

«6 croissants y 2 napolitanas para el martes a las 10 || mejor 8 para el miércoles» asks «¿De cuál
quieres 8: Croissant de mantequilla o Napolitana de chocolate?» (stop 59). The answer «las dos» was read
as the hour («A las 2 no puede ser…»), «los dos» as the customer's name and «ambos» asked for a name:
the 8 was never applied. Now «las dos», «los dos», «ambos», «de cada uno», Galician «as dúas», «os dous»
set every line held to that count («Apunto: 8 × … y 8 × …») and the flow goes on; «a las dos» is still the
hour and a product named still takes the count alone."""
import pytest

from tests.conversation import chat

TWO_LINES = "6 croissants y 2 napolitanas para el martes a las 10"
BOTH_8 = "Apunto: 8 × Croissant de mantequilla y 8 × Napolitana de chocolate. Total 30,40 €."


def _asked_which(c) -> None:
    assert c.say("mejor 8 para el miercoles").texts[-1].startswith("¿De cuál quieres 8:")


@pytest.mark.parametrize("said, reply", [
    ("las dos", BOTH_8), ("los dos", BOTH_8), ("ambos", BOTH_8), ("de los dos", BOTH_8),
    ("pues los 2", BOTH_8), ("de cada uno", BOTH_8),
    # a bare answer in Galician keeps the Spanish the customer's sentences were in (stop 62's language heard)
    ("as dúas", BOTH_8), ("os dous", BOTH_8),
])
def test_both_take_the_count_asked(said, reply):
    c = chat("")
    c.say(TWO_LINES)
    _asked_which(c)
    t = c.say(said)
    assert t.texts[0] == reply
    assert c.order["ymd"] == "2026-11-04"
    assert "A las 2" not in t.text


def test_both_after_a_bare_count_at_another_step():
    c = chat("")
    c.say(TWO_LINES)
    assert c.say("que sean 5").texts[-1].startswith("¿De cuál quieres 5:")
    assert c.say("de cada uno").texts[0] == \
        "Apunto: 5 × Croissant de mantequilla y 5 × Napolitana de chocolate. Total 19,00 €."


def test_the_hour_and_one_named_are_unchanged():
    c = chat("")
    c.say(TWO_LINES)
    _asked_which(c)
    assert c.say("a las dos").texts[0].startswith("A las 2 no puede ser")
    c = chat("")
    c.say(TWO_LINES)
    _asked_which(c)
    assert c.say("los croissants").texts[0] == \
        "Apunto: 8 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 18,40 €."


def test_both_without_a_count_asked_is_no_count():
    c = chat("")
    c.say(TWO_LINES)
    t = c.say("las dos")
    assert "8 ×" not in t.text and "5 ×" not in t.text
    assert [line["qty"] for line in c.order["lines"]] == [6, 2]
