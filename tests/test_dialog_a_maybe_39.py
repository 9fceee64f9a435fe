"""«igual somos cinco, xa che digo» threw the reservation away; «igual somos 5» set 5 as certain,
«igual también me hago mechas, ya veré» added the highlights (77 €) and «puede que venga uno más,
¿pasa algo?» set 5 and noted half a sentence. Mid-request, a count or a thing said as a maybe changes
nothing held: it is noted for the person who confirms, and «ya te digo» leaves the request as it is."""
import pytest

from tests.conversation import chat

TABLE_ES, TABLE_GL = "mesa para 4 el jueves a las 21", "mesa para 4 o xoves ás 21"


@pytest.mark.parametrize("first, maybe, note", [
    (TABLE_GL, "igual somos cinco, xa che digo", "igual somos cinco"),
    (TABLE_ES, "a lo mejor somos 5, ya te confirmo", "a lo mejor somos 5"),
    (TABLE_ES, "igual somos 5", "igual somos 5"),
    (TABLE_ES, "quizas seamos 5", "quizas seamos 5"),
    (TABLE_ES, "puede que venga uno mas, pasa algo?", "puede que venga uno mas"),
    (TABLE_GL, "se cadra vén un máis", "se cadra vén un máis"),
])
def test_a_maybe_party_is_noted_and_the_party_stays(first, maybe, note):
    c = chat("restaurante")
    c.say(first)
    t = c.say(maybe)
    b = c.state["booking"]
    assert b["party"] == 4 and b["ymd"] == "2026-11-05" and b["min"] == 21 * 60
    assert t.texts[0] == f"Apunto como indicación: «{note}»."
    assert "sin enviar" not in t.text and "sen enviar" not in t.text


def test_a_maybe_service_is_not_added():
    c = chat("peluqueria")
    c.say("corte de mujer con marta el jueves a las 12")
    t = c.say("igual tambien me hago mechas, ya veré")
    assert c.state["booking"]["services"] == ["corte-mujer"]
    assert t.texts[0] == "Apunto como indicación: «igual tambien me hago mechas»."


def test_a_maybe_product_is_not_added():
    c = chat()
    c.say("quiero 6 croissants para mañana a las 10")
    t = c.say("igual me llevo tambien 2 napolitanas, ya te digo")
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == [("croissant", 6)]
    assert t.texts[0] == "Apunto como indicación: «igual me llevo tambien 2 napolitanas»."


@pytest.mark.parametrize("first, answer, party", [
    ("mesa para el jueves a las 21", "igual somos 5", 5),       # nothing held: the best there is
    ("quiero reservar mesa", "igual somos 5", 5),               # to the party question itself
])
def test_a_maybe_with_nothing_held_is_taken(first, answer, party):
    c = chat("restaurante")
    c.say(first)
    c.say(answer)
    assert c.state["booking"]["party"] == party
