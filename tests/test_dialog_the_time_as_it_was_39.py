"""After «Cambiar la hora», «da igual» took the first free time silently (10:00 became 09:30), «la
misma hora», «como estaba», «non cambies nada» looped, and «bueno déixao, a hora que estaba» threw the
request away. The time held before is kept and said; another time said replaces it."""
import pytest

from tests.conversation import chat


def _time_asked_again(slug: str, first: str):
    c = chat(slug)
    c.say(first)
    c.say("Ana")
    c.say("612345678")
    c.say("no")
    c.press("Cambiar la hora" if "mañá" not in first and " o " not in first else "Cambiar a hora")
    return c


@pytest.mark.parametrize("answer", ["da igual", "la misma hora", "la misma", "dejala como estaba", "como antes",
                                    "no la cambies", "mejor no la cambio", "bueno déjalo, la hora que estaba",
                                    "la que tenia"])
def test_the_order_time_as_it_was(answer):
    c = _time_asked_again("", "quiero 4 croissants para mañana a las 10")
    t = c.say(answer)
    assert c.order["min"] == 10 * 60 and c.order["lines"]
    assert "10:00" in t.texts[0] and "sin enviar" not in t.text
    assert t.texts[-1].startswith("Este es el pedido que enviaré al local.")


@pytest.mark.parametrize("answer", ["a mesma hora", "non cambies nada", "bo, déixao, a hora que estaba", "como estaba",
                                    "tanto me ten"])
def test_the_order_time_as_it_was_in_galician(answer):
    c = _time_asked_again("", "quero 4 croissants pra mañá ás 10")
    t = c.say(answer)
    assert c.order["min"] == 10 * 60
    assert "10:00" in t.texts[0] and "sen enviar" not in t.text


@pytest.mark.parametrize("slug, first, minutes", [
    ("restaurante", "mesa para 2 el jueves a las 21", 21 * 60),
    ("peluqueria", "corte de mujer con marta el jueves a las 12", 12 * 60),
])
@pytest.mark.parametrize("answer", ["la misma", "como estaba", "da igual", "no la cambies"])
def test_the_booking_time_as_it_was(slug, first, minutes, answer):
    c = _time_asked_again(slug, first)
    t = c.say(answer)
    assert c.state["booking"]["min"] == minutes
    assert t.texts[0] == f"Dejo la hora como estaba, a las {minutes // 60}:00."


def test_another_time_replaces_it_and_is_not_kept():
    c = _time_asked_again("", "quiero 4 croissants para mañana a las 10")
    c.say("a las 11")
    assert c.order["min"] == 11 * 60 and "time_before" not in c.order
    c.press("Cambiar la hora")
    c.say("la misma")
    assert c.order["min"] == 11 * 60


def test_any_time_with_none_held_is_still_the_first_free():
    c = chat()
    c.say("quiero 4 croissants para mañana")
    c.say("da igual")
    assert c.order["min"] == 9 * 60 + 30
