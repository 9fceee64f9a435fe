"""Stop 33: «¿tenéis X el lunes?» on a day the business is closed says so first (it gave X's
price and description as if it were there); «¿el menú del día está el sábado?» gets the
description that says when it is served (it gave the price only); at the bakery, a product ready
today asked for a closed Monday is offered the day after it, not «lo más pronto es el sábado»
(today, before the day asked)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, closed", [
    ("¿tenéis pulpo el lunes?", "El lunes 2 de noviembre no abrimos. Volvemos a abrir el martes 3 de noviembre a las 13:00."),
    ("el pulpo esta el lunes?", "El lunes 2 de noviembre no abrimos. Volvemos a abrir el martes 3 de noviembre a las 13:00."),
    ("tedes polbo o luns?", "O luns 2 de novembro non abrimos. Volvemos abrir o martes 3 de novembro ás 13:00."),
])
def test_a_thing_asked_for_a_closed_day_says_the_day_is_closed_first(said, closed):
    t = chat("restaurante").say(said)
    name = "Polbo á feira" if " o luns" in said else "Pulpo á feira"      # the dish in the chat's language
    assert t.texts[0] == closed and f"{name}: 16,50 €." in t.text


def test_an_open_day_says_nothing_of_closing():
    t = chat("restaurante").say("¿tenéis pulpo el martes?")
    assert t.texts[0] == "Pulpo á feira: 16,50 €." and "abrimos" not in t.text


@pytest.mark.parametrize("said, when", [
    ("¿el menú del día está el sábado?", "No. Menú del día: solo de martes a viernes."),
    ("servís menú del día el domingo?", "No. Menú del día: solo de martes a viernes."),
    ("o menú do día tamén é o sábado?", "Non. Menú do día: só de martes a venres."),
])
def test_when_a_thing_is_served_is_told_for_a_day_asked(said, when):
    # stop 50: a day it is not served is a no, with the days it is
    t = chat("restaurante").say(said)
    assert t.text == when


@pytest.mark.parametrize("said, next_day", [
    ("¿tenéis croissants el lunes?", "El lunes 2 de noviembre no abrimos; el siguiente día que abrimos es el martes 3 de noviembre."),
    ("hay napolitanas el lunes", "El lunes 2 de noviembre no abrimos; el siguiente día que abrimos es el martes 3 de noviembre."),
    ("tedes palmeiras o luns?", "O luns 2 de novembro non abrimos; o seguinte día que abrimos é o martes 3 de novembro."),
])
def test_a_closed_day_offers_the_next_open_one_after_it(said, next_day):
    t = chat().say(said)
    assert next_day in t.text and "sábado 31" not in t.text
