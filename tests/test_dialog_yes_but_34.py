"""At the summary, «sí, pero que sean 8» is the change (applied, the summary shown again), never the
request sent as it was; «si puede ser en la terraza» is «if», not «sí»."""
import pytest

from tests.conversation import chat

ORDER = ("quiero 6 croissants para el martes", "a las 10", "Ana", "600123123", "no")
BOOKING = ("mesa para 4 el jueves a las 21", "Ana", "600123123", "no")


def _at_summary(slug, steps):
    c = chat(slug)
    for said in steps:
        c.say(said)
    assert c.state["awaiting"] == "confirm"
    return c


@pytest.mark.parametrize("said, qty", [("sí pero que sean 8", 8), ("vale, pero quita dos", 4), ("si pero mejor 7", 7),
                                       ("ok pero que sean 10", 10)])
def test_yes_but_a_count_changes_the_order_and_asks_again(said, qty):
    c = _at_summary("", ORDER)
    t = c.say(said)
    assert c.order["lines"][0]["qty"] == qty
    assert t.request["status"] == "collecting" and c.state["awaiting"] == "confirm"
    assert "Este es el pedido que enviaré al local." in t.text


def test_yes_but_in_galician():
    c = _at_summary("", ("quero 6 croissants para o martes", "ás 10", "Ana", "600123123", "non"))
    t = c.say("vale, pero quita dous")
    assert c.order["lines"][0]["qty"] == 4 and t.request["status"] == "collecting"


@pytest.mark.parametrize("said, party", [("vale pero venimos cinco", 5), ("sí, pero al final seremos 3", 3)])
def test_yes_but_a_party_changes_the_booking_and_asks_again(said, party):
    c = _at_summary("restaurante", BOOKING)
    t = c.say(said)
    assert c.state["booking"]["party"] == party
    assert t.request["status"] == "collecting"


@pytest.mark.parametrize("said", ["si puede ser en la terraza", "si no es molestia, en la terraza",
                                  "¿si somos 6 cabemos en una mesa?", "si hay sitio fuera mejor"])
def test_a_conditional_si_is_no_yes(said):
    c = _at_summary("restaurante", BOOKING)
    t = c.say(said)
    assert t.request["status"] == "collecting" and "he enviado" not in t.text


@pytest.mark.parametrize("said", ["si", "sí", "si, envialo", "si perfecto", "Si, puede ser", "vale"])
def test_a_plain_yes_still_sends(said):
    c = _at_summary("", ORDER)
    assert c.say(said).request["status"] == "pending"
