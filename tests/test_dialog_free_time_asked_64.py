"""Stop 64 (helper H, family 3): a free time asked is answered with the free times, nothing else before it.
Before: «holaa tienen hueco hoy??» at the salon got «Eso no lo tengo claro y prefiero no inventarlo. Se lo apunto al
local junto a tu reserva…» before «Hoy ya no me queda hueco: el martes 3…» (the second «?» was read as a question of
its own, «?», and handed to a person); «¿tenes hora mañana?», «¿tienen hora hoy?» and gl «¿tedes hora hoxe?» went to
a person, though «¿hay hueco mañana?» was answered («El domingo 1 de noviembre no abrimos; te propongo el martes
3…»). Now:
- a run of «?» ends one question (understanding/lexicon.py `question_apart`: what follows a cut must hold a word);
- «hora» after «¿tienen / tenéis / hay / tedes…» and before a day («hoy», «mañana», «el martes», «hoxe», «mañá») is
  a free time asked, as «hueco» and «cita» were (lexicon `FREE_TIME_RE`).
Near-misses kept: «¿a qué hora abrís hoy?» (the hours), «¿tenéis hora?» with no day, «¿qué hora es?»."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

HONEST = ("no lo tengo claro", "non o teño claro")
TODAY_FULL = "Hoy ya no me queda hueco: el martes 3 de noviembre es lo primero que tengo."
TODAY_FULL_GL = "Hoxe xa non me queda oco: o martes 3 de novembro é o primeiro que teño."
SUNDAY_CLOSED = "El domingo 1 de noviembre no abrimos; te propongo el martes 3 de noviembre"
SUNDAY_CLOSED_GL = "O domingo 1 de novembro non abrimos; propóñoche o martes 3 de novembro"


def _first_replies(text, knowledge, tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path) if knowledge else chat("peluqueria")
    return c.say(text).texts


@pytest.mark.parametrize("knowledge", [True, False])
@pytest.mark.parametrize("said, answer", [
    ("holaa tienen hueco hoy??", TODAY_FULL),
    ("hola tienen hueco hoy??", TODAY_FULL),
    ("tienen hueco hoy???", TODAY_FULL),
    ("tienen hueco hoy?!", TODAY_FULL),
    ("tienen hueco hoy? ?", TODAY_FULL),
    ("tienen hora hoy?", TODAY_FULL),
    ("tienen hora hoy??", TODAY_FULL),
    ("teneis hora hoy?", TODAY_FULL),
    ("hay hora hoy?", TODAY_FULL),
    ("ola tedes oco hoxe??", TODAY_FULL_GL),
    ("tedes hora hoxe?", TODAY_FULL_GL),
    ("hai hora hoxe?", TODAY_FULL_GL),
    ("tenes hora mañana?", SUNDAY_CLOSED),
    ("tenes hora manana?", SUNDAY_CLOSED),
    ("¿tienen hora para mañana?", SUNDAY_CLOSED),
    ("tienen una hora mañana??", SUNDAY_CLOSED),
    ("tedes hora mañá?", SUNDAY_CLOSED_GL),
])
def test_a_free_time_asked_hears_the_free_times_first(said, answer, knowledge, tmp_path):
    texts = _first_replies(said, knowledge, tmp_path)
    assert texts[0].startswith(answer)
    assert not any(h in t for t in texts for h in HONEST)


@pytest.mark.parametrize("said", ["tienen hora el martes?", "teneis hora el martes por la mañana?"])
def test_an_hour_asked_for_a_working_day_offers_that_day(said, tmp_path):
    text = " ".join(_first_replies(said, False, tmp_path))
    assert "martes 3 de noviembre" in text
    assert not any(h in text for h in HONEST)


# --- near-misses --------------------------------------------------------------------------------------------------

def test_the_opening_hours_asked_are_the_hours(tmp_path):
    text = " ".join(_first_replies("a que hora abris el martes?", False, tmp_path))
    assert "10:00" in text or "09:" in text or "abrimos" in text
    assert "lo primero que tengo" not in text


def test_two_questions_still_answered_one_by_one(tmp_path):
    c = chat("peluqueria")
    text = " ".join(c.say("tienen hueco el martes? y cuanto vale el corte de hombre?").texts)
    assert "14,00 €" in text
    assert not any(h in text for h in HONEST)
