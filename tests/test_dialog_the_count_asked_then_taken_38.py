"""«¿tendríais 12 croissants para mañana?» is answered from the data (it arrives in time); the
follow-up «vale», «a las 9», «apúntamelos» then ordered one croissant for today, or nothing, or went
to a person. It now orders the count, size and day asked; what the follow-up says itself wins."""
import pytest

from tests.conversation import chat

ASKED = ["¿tendríais 12 croissants para mañana por la mañana?", "¿tenéis 12 croissants para mañana?",
         "tendriais 12 cruasanes para mañana?", "teríades 12 croissants para mañá?"]


def lines(c):
    return [(line["item_id"], line["qty"], line["options"]) for line in c.order["lines"]]


@pytest.mark.parametrize("asked", ASKED)
@pytest.mark.parametrize("follow", ["vale", "genial, pues apúntamelos", "pues resérvamelos", "ok",
                                    "vale, pues los recojo a las 10", "a las 10", "perfecto, a las 10"])
def test_the_count_and_day_asked_are_ordered(asked, follow):
    c = chat()
    c.say(asked)
    t = c.say(follow)
    assert lines(c) == [("croissant", 12, {})]
    assert c.order["ymd"] == "2026-11-01"
    assert t.texts[0] == "Apunto: 12 × Croissant de mantequilla. Total 21,60 €."
    if "10" in follow:
        assert c.order["min"] == 600


def test_a_size_asked_is_kept():
    c = chat()
    c.say("¿tendríais una tarta de santiago de 12 para el jueves?")
    t = c.say("genial, pues apúntamela")
    assert lines(c) == [("tarta-santiago", 1, {"raciones": "12"})]
    assert c.order["ymd"] == "2026-11-05"
    assert t.texts[-1] == "¿A qué hora lo recoges el jueves 5 de noviembre?"


@pytest.mark.parametrize("follow, qty, ymd", [("vale, ponme 3", 3, "2026-11-01"), ("vale, para el martes", 12, "2026-11-03")])
def test_what_the_follow_up_says_wins(follow, qty, ymd):
    c = chat()
    c.say(ASKED[0])
    c.say(follow)
    assert lines(c) == [("croissant", qty, {})]
    assert c.order["ymd"] == ymd


def test_a_price_asked_with_a_count_keeps_the_count():
    c = chat()
    c.say("¿cuánto costarían 6 palmeras?")
    c.say("vale, para el martes")
    assert lines(c) == [("palmera", 6, {})]


@pytest.mark.parametrize("follow", ["vale, gracias", "no, gracias", "gracias"])
def test_thanks_order_nothing(follow):
    c = chat()
    c.say(ASKED[0])
    c.say(follow)
    assert not c.order["lines"]


def test_a_question_without_a_count_or_day_is_as_before():
    c = chat()
    c.say("¿cuánto cuesta el croissant?")
    t = c.say("ok")     # stop 55: a bare «vale» here takes one (test_dialog_taken_and_not_products_55)
    assert not c.order["lines"]
    assert t.texts == ["Perfecto. Si necesitas algo más, aquí estoy."]
