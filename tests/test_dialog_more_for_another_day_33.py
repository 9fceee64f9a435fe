"""Stop 33: «y 6 croissants para el miércoles» with the order held for Tuesday moved the whole
order to Wednesday in silence; more things for another day are said to need their own order (the
policy of «una X para el martes y otra para el miércoles» said at once), and the order is kept."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, more, said", [
    ("una bica para el martes", "y 6 croissants para el miercoles",
     "Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del miércoles 4 de noviembre va en otro pedido"),
    ("una bica para el martes", "¿y 6 croissants para el miércoles?",
     "Un pedido es para un día: apunto el del martes 3 de noviembre."),
    ("unha bica pro martes", "e 6 cruasans pro mércores",
     "Un pedido é para un día: apunto o do martes 3 de novembro. O do mércores 4 de novembro vai noutro pedido"),
])
def test_more_for_another_day_is_its_own_order(first, more, said):
    c = chat()
    c.say(first)
    t = c.say(more)
    assert t.text.startswith(said)
    assert [line["item_id"] for line in c.order["lines"]] == ["bica"] and c.order["ymd"] == "2026-11-03"


@pytest.mark.parametrize("more, lines, day", [
    ("y 6 croissants", ["bica", "croissant"], "2026-11-03"),
    ("mejor para el miércoles", ["bica"], "2026-11-04"),
    ("cambia el día al miércoles y añade 6 croissants", ["bica", "croissant"], "2026-11-04"),
])
def test_more_for_the_same_day_or_a_day_changed(more, lines, day):
    c = chat()
    c.say("una bica para el martes")
    c.say(more)
    assert [line["item_id"] for line in c.order["lines"]] == lines and c.order["ymd"] == day
