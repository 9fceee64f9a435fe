"""Stop 33: «¿o menú do día inclúe a bebida?» gave the price only: «inclúe» with an article, or
with any thing («¿incluye el postre?», «¿incluye café?»), asks what the description says."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, described", [
    ("o menú do día inclúe a bebida?", "Menú do día: De martes a venres ao mediodía: primeiro, segundo, sobremesa, pan e bebida."),
    ("el menu incluye el postre?", "Menú del día: De martes a viernes a mediodía: primero, segundo, postre, pan y bebida."),
    ("¿el menú del día incluye café?", "Menú del día: De martes a viernes a mediodía: primero, segundo, postre, pan y bebida."),
])
def test_what_a_thing_includes_is_its_description(said, described):
    t = chat("restaurante").say(said)
    assert t.text.startswith(described) and t.request is None
