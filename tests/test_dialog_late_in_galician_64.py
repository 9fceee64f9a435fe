"""Stop 64 (helper E, family 4): running late told in Galician is answered in Galician.
Before: the salon's «chegarei tarde, uns 5 min» and «chego tarde», with or without a booking in the chat, got «Se lo
paso a una persona de Salón Lume para que lo sepa…» (or, with the salon's rule, «Si quieres avisar de que llegas
tarde, llama al …»): no word of those short messages told Galician (only «imos», «vou» did). Now the forms of
«chegar» and «uns» are words only Galician writes (understanding/lexicon.GL_ONLY): «Pásollo a unha persoa de Salón
Lume para que o saiba…», and with the rule «Se queres avisar de que chegas tarde, chama ao 981 000 733.» (the rule
quoted as written, in Spanish). Near-misses kept: the same in Spanish stays Spanish, and lateness mid-booking is
still its note."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

TOLD_GL = "Pásollo a unha persoa de Salón Lume para que o saiba e responderache aquí; se é urxente, chama ao " \
          "981 000 733."
TOLD_ES = "Se lo paso a una persona de Salón Lume para que lo sepa y te responderá aquí; si es urgente, llama al " \
          "981 000 733."
CALL_GL = "Se queres avisar de que chegas tarde, chama ao 981 000 733."
CALL_ES = "Si quieres avisar de que llegas tarde, llama al 981 000 733."
SALON_RULE = "Si llegas más de quince minutos tarde puede que tengamos que acortar el servicio o cambiar la cita."

GALICIAN_LATE = ["chegarei tarde, uns 5 min", "chego tarde", "chego tarde!!", "chegamos tarde",
                 "imos chegar 10 minutos tarde", "vou tarde", "hola, chegarei un pouco tarde",
                 "chegaremos uns 10 min tarde", "perdoa, chego tarde"]


@pytest.mark.parametrize("said", GALICIAN_LATE)
def test_late_in_galician_is_answered_in_galician(said):
    t = chat("peluqueria").say(said)
    assert t.texts == [TOLD_GL], t.texts
    assert t.request["kind"] == "handoff"


@pytest.mark.parametrize("said", ["chegarei tarde, uns 5 min", "chego tarde", "chegamos tarde"])
def test_late_in_galician_with_the_rule(said, tmp_path):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert SALON_RULE in t.texts[0], t.texts
    assert t.texts[-1] == CALL_GL


@pytest.mark.parametrize("said", ["chegarei tarde, uns 5 min", "chego tarde"])
def test_late_in_galician_after_a_booking_sent(said, tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    for step in ("corte de hombre el martes a las 12", "Ana", "600111222", "no"):
        c.say(step)
    c.press("Enviar reserva")
    t = c.say(said)
    assert SALON_RULE in t.texts[0], t.texts
    assert t.texts[-1] == CALL_GL


@pytest.mark.parametrize("said", ["llegare tarde, unos 5 min", "llego tarde", "vamos a llegar 10 minutos tarde"])
def test_late_in_spanish_stays_spanish(said, tmp_path):
    assert chat("peluqueria").say(said).texts == [TOLD_ES]
    assert chat_with_knowledge("peluqueria", tmp_path).say(said).texts[-1] == CALL_ES


def test_late_mid_booking_is_still_its_note():
    c = chat("peluqueria")
    c.say("corte de home o martes ás 12")
    t = c.say("chego tarde")
    assert "Apunto como indicación: «chego tarde»." in t.text, t.texts
    assert c.state["booking"]["min"] == 12 * 60
