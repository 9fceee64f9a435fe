"""Review of stop 50's allergy and sent readings: the answer to «¿Quito X o prefieres cambiarlo por
Y?» is not a question («¿el brownie lleva gluten?», «¿qué otra cosa sacáis sin gluten?» leave the
order as it is) and «no, quítalas» takes them off; «¿puedo pasarla a recoger a las 13?» once sent is
no change; «¿cuándo es la mesa libre más cercana?» is no question about the request written down."""
import pytest

from tests.conversation import chat

ES = ["2 napolitanas y un brownie para mañana a las 13", "Ana", "600123123", "soy celíaco"]
GL = ["2 napolitanas e un brownie para mañá ás 13", "Ana", "600123123", "son celíaco"]


def lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


def asked_unfit(steps: list[str]):
    c = chat()
    for step in steps:
        c.say(step)
    assert c.state.get("awaiting") == "unfit"
    return c


# ---- a question to «¿Quito X o…?» is read as usual; the lines stay ----------------------------------

@pytest.mark.parametrize("steps, said", [
    (ES, "¿el brownie lleva gluten?"),
    (ES, "¿y qué otra cosa sacáis sin gluten?"),
    (ES, "no sé, ¿qué me aconsejas?"),
    (GL, "¿o brownie leva glute?"),
    (GL, "non sei, ¿que me aconsellas?"),
])
def test_a_question_to_the_unfit_ask_changes_nothing(steps, said):
    c = asked_unfit(steps)
    c.say(said)
    assert lines(c) == [("napolitana", 2), ("brownie", 1)]
    assert c.order.get("avoid")


@pytest.mark.parametrize("steps, said", [
    (ES, "no, quítalas"),
    (ES, "no, sácalas"),
    (GL, "non, quítaas"),
])
def test_no_then_take_off_takes_them_off(steps, said):
    c = asked_unfit(steps)
    c.say(said)
    assert lines(c) == [("brownie", 1)]


@pytest.mark.parametrize("steps, said", [(ES, "no las quites"), (ES, "no, déjalas")])
def test_no_take_off_keeps_them(steps, said):
    c = asked_unfit(steps)
    c.say(said)
    assert lines(c) == [("napolitana", 2), ("brownie", 1)]


@pytest.mark.parametrize("steps, said", [(ES, "cámbialas por brownies"), (GL, "mellor 2 brownies")])
def test_a_swap_to_a_thing_held_goes_into_its_line(steps, said):
    c = asked_unfit(steps)
    c.say(said)
    assert len(c.order["lines"]) == 1 and c.order["lines"][0]["item_id"] == "brownie"


# ---- once sent, coming to pick it up is no change -------------------------------------------------------

@pytest.mark.parametrize("first, said", [
    ("2 napolitanas para mañana a las 13", "¿puedo pasarla a recoger a las 13?"),
    ("2 napolitanas para mañana a las 13", "¿puedo pasar a buscarlo a las 13?"),
    ("2 napolitanas para mañá ás 13", "¿podo pasalo a recoller ás 13?"),
])
def test_picking_it_up_once_sent_is_no_change(first, said):
    c = chat()
    for step in (first, "Ana", "600123123", "no"):
        c.say(step)
    c.press("Enviar pedido")
    t = c.say(said)
    assert "manos del local" not in t.text and "mans do local" not in t.text


# ---- «¿cuándo es la mesa libre…?» asks no recap -----------------------------------------------------------

@pytest.mark.parametrize("first, said", [
    ("mesa para 4", "¿cuándo es la mesa libre más cercana?"),
    ("mesa para 4", "¿cuándo es el hueco más cercano?"),
    ("mesa para 4", "¿cando é a mesa libre máis próxima?"),
])
def test_when_is_the_next_free_table_is_no_recap(first, said):
    c = chat("restaurante")
    c.say(first)
    t = c.say(said)
    assert "Llevas apuntado" not in t.text and "Levas apuntado" not in t.text
