"""Stop 33: «¿queda algo libre para cenar hoy?», «¿tenéis algo libre el sábado?» ask for a free
time like «¿queda sitio…?» (they went to a person: «algo» was no free-time word)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, said, noted", [
    ("restaurante", "¿queda algo libre para cenar hoy?", "Apunto: reserva el sábado 31 de octubre."),
    ("restaurante", "tenéis algo libre el sábado para comer?", "Apunto: reserva el sábado 7 de noviembre."),
    ("restaurante", "hai algo libre o venres?", "Apunto: reserva o venres 6 de novembro."),
    ("peluqueria", "¿tenéis algo disponible el jueves?", "Apunto: cita el jueves 5 de noviembre."),
])
def test_something_free_asks_for_a_free_time(slug, said, noted):
    t = chat(slug).say(said)
    assert t.text.startswith(noted) and t.request["status"] == "collecting"


def test_something_free_of_an_allergen_is_still_a_diet_question():
    assert chat().say("¿tenéis algo sin gluten?").text.startswith("Tenemos 3 productos sin gluten")
