"""Stop 33: «tinte con Marta cuando sea», «cuando tengáis hueco», «cando poida ser» prefer no day:
the free days are offered, like «el día que sea»; «cuando sea posible, un corte», «cuanto antes,
un corte» are as soon as possible (the first went to a person: «cuando» read as «when?»)."""
from __future__ import annotations

import pytest

from bizengine.understanding.ruled_out import ANY_DAY_RE
from tests.conversation import chat

MARTA_FREE_ES = "Marta tiene hueco el martes 3, miércoles 4, jueves 5 y viernes 6 de noviembre."


@pytest.mark.parametrize("said, free", [
    ("tinte con Marta cuando sea", MARTA_FREE_ES),
    ("tinte con Marta, cuando tengáis hueco", MARTA_FREE_ES),
    ("tinte con marta cuando tengais hueco", MARTA_FREE_ES),
    ("tinte con Marta cando poida ser", "Marta ten oco o martes 3, mércores 4, xoves 5 e venres 6 de novembro."),
])
def test_no_day_preferred_offers_the_free_days(said, free):
    t = chat("peluqueria").say(said)
    assert free in t.text and t.request["status"] == "collecting"


@pytest.mark.parametrize("said", [
    "cuando sea posible, un corte de hombre", "cuanto antes, un corte de hombre", "un corte de hombre en cuanto se pueda",
])
def test_as_soon_as_possible_said_first(said):
    t = chat("peluqueria").say(said)
    assert t.text.startswith("Apunto: corte de hombre el martes 3 de noviembre a las 10:00.")


@pytest.mark.parametrize("said, any_day", [
    ("cuando sea", True), ("cando sexa", True), ("cuando haya hueco", True),
    ("cuando abris", False), ("cuando es el mejor dia", False),
])
def test_which_words_prefer_no_day(said, any_day):
    assert bool(ANY_DAY_RE.search(said)) is any_day
