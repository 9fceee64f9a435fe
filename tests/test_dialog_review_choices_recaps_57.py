"""Second review of stop 57: a «me da igual» with a time to a choice, «resumir» read as a recap, and
«lo más barato que tengáis» narrowed to what was just priced.

What was wrong:
- «me da igual, pero mejor a las 22» to «¿el viernes a las 21 o el sábado a las 14?» asked the day again
  («Apunto: reserva para 4 personas a las 22:00. ¿Qué día te va mejor…?»): the new time was read before
  the «me da igual».
- «quiero Follas novas || ¿me puedes resumir de qué va?» answered «Llevas 1 × Follas novas…»: any
  «resumir»/«resumen» in a message was read as asking for what is held.
- «¿cuánto cuesta la tarta de queso? ¿y la sacher? || ¿y lo más barato que tengáis?» answered «Lo más
  barato: Tarta de queso…»: the cheapest of the two just priced.

What now happens:
- «me da igual» to the choice takes the first open day; a time said beside it stays (checked as any time
  is: «Apunto: reserva para 4 personas el viernes 6 de noviembre a las 22:00.»).
- A summary is a recap only when it ends the message or names what is held («¿me lo resumes?»,
  «resúmeme el pedido», «fasme un resumo»); «resumir de qué va», «un resumen del libro» are passed on.
- «que tengáis / de todo / de la tienda / que haya / que tedes» asks of the whole catalogue.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

_CHOICE = {"es": "mesa para 4 el viernes a las 21 o el sábado a las 14",
           "gl": "mesa para 4 o venres ás 21 ou o sábado ás 14"}


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


def _lines(c) -> list:
    return ((c.state or {}).get("order") or {}).get("lines") or []


# ---- «me da igual» (with a time) to a choice of two moments ----------------------------------------


@pytest.mark.parametrize("lang, said, minutes, reads", [
    ("es", "me da igual, pero mejor a las 22", 1320, "el viernes 6 de noviembre a las 22:00"),
    ("es", "me es igual, mejor a las 21:30", 1290, "el viernes 6 de noviembre a las 21:30"),
    ("es", "igual me da, a las 13", 780, "el viernes 6 de noviembre a las 13:00"),
    ("es", "me da igual pero mejor a las 10 de la noche", 1320, "el viernes 6 de noviembre a las 22:00"),
    ("gl", "tanto me ten, pero mellor ás 22", 1320, "o venres 6 de novembro ás 22:00"),
    ("gl", "dame igual, mellor as 13", 780, "o venres 6 de novembro ás 13:00"),
])
def test_either_will_do_with_a_time_takes_the_first_day_and_that_time(lang, said, minutes, reads):
    c = chat("restaurante")
    c.say(_CHOICE[lang])
    t = c.say(said)
    assert reads in t.text, t.texts
    assert (_booking(c).get("ymd"), _booking(c).get("min")) == ("2026-11-06", minutes)
    assert "day_choice" not in _booking(c)
    assert ("¿Qué día" not in t.text and "¿Que día" not in t.text), t.texts


@pytest.mark.parametrize("lang, said, minutes", [
    ("es", "me da igual", 1260),
    ("es", "cualquiera", 1260),
    ("gl", "tanto me ten", 1260),
])
def test_either_will_do_alone_still_takes_the_whole_first_moment(lang, said, minutes):
    c = chat("restaurante")
    c.say(_CHOICE[lang])
    c.say(said)
    assert (_booking(c).get("ymd"), _booking(c).get("min")) == ("2026-11-06", minutes)


def test_either_will_do_at_a_time_neither_day_has_keeps_the_first_day_and_checks_the_time():
    c = chat("restaurante")
    c.say(_CHOICE["es"])
    t = c.say("me da igual, a las 23:30")
    assert "el viernes 6 de noviembre" in t.text and "A las 23:30 no estamos abiertos" in t.text, t.texts
    assert _booking(c).get("ymd") == "2026-11-06"


@pytest.mark.parametrize("said, day, minutes", [
    ("a las 22", None, 1320),       # a new time alone: the day is still asked
    ("el sábado", "2026-11-07", 840),
    ("a las 14", "2026-11-07", 840),
])
def test_near_misses_without_either_will_do_are_as_before(said, day, minutes):
    c = chat("restaurante")
    c.say(_CHOICE["es"])
    t = c.say(said)
    assert (_booking(c).get("ymd"), _booking(c).get("min")) == (day, minutes)
    if day is None:
        assert "¿Qué día te va mejor, el viernes 6 o el sábado 7 de noviembre?" in t.text, t.texts


# ---- «resumir» in a message: a recap only with the object or at the end --------------------------


@pytest.mark.parametrize("said", [
    "¿me puedes resumir de qué va?",
    "me puedes resumir de que va?",
    "¿tienes un resumen del libro?",
    "hay algun resumen del argumento?",
    "podes resumir de que vai?",
    "tes un resumo do libro?",
])
def test_a_summary_of_the_thing_is_no_recap(said):
    c = chat("libreria")
    c.say("quiero Follas novas")
    t = c.say(said)
    assert "Llevas" not in t.text and "Levas" not in t.text, t.texts
    assert [(l["item_id"], l["qty"]) for l in _lines(c)] == [("follas-novas", 1)]


@pytest.mark.parametrize("said, reads", [
    ("¿me lo resumes?", "Llevas 1 × Follas novas. Total 18,00 €."),
    ("resúmeme el pedido", "Llevas 1 × Follas novas. Total 18,00 €."),
    ("resumeme el pedido por favor", "Llevas 1 × Follas novas. Total 18,00 €."),
    ("me puedes resumir?", "Llevas 1 × Follas novas. Total 18,00 €."),
    ("me lo resumes, que no me acuerdo", "Llevas 1 × Follas novas. Total 18,00 €."),
    ("fasme un resumo", "Levas 1 × Follas novas. Total 18,00 €."),
    ("resumemo, por favor", "Llevas 1 × Follas novas. Total 18,00 €."),
])
def test_a_summary_of_what_is_held_is_still_a_recap(said, reads):
    c = chat("libreria")
    c.say("quiero Follas novas")
    t = c.say(said)
    assert reads in t.text or reads.replace("Levas", "Llevas") in t.text, t.texts


# ---- «lo más barato que tengáis»: of the whole catalogue ------------------------------------------

_TWO_PRICED = {"es": "¿cuánto cuesta la tarta de queso? ¿y la sacher?",
               "gl": "canto custa a tarta de queixo? e a sacher?"}


@pytest.mark.parametrize("lang, said, reads", [
    ("es", "¿y lo más barato que tengáis?", "Lo más barato: Croissant de mantequilla: 1,80 €."),
    ("es", "y lo mas barato que teneis", "Lo más barato: Croissant de mantequilla: 1,80 €."),
    ("es", "¿qué es lo más barato que haya?", "Lo más barato: Croissant de mantequilla: 1,80 €."),
    ("es", "y lo mas barato de todo?", "Lo más barato: Croissant de mantequilla: 1,80 €."),
    ("es", "¿y lo más caro de la tienda?", "Lo más caro: Tarta personalizada: desde 38,00 €."),
    ("gl", "e o mais barato que tedes?", "O máis barato: Croissant de mantequilla: 1,80 €."),
    ("gl", "e o máis caro da tenda?", "O máis caro: Tarta personalizada: dende 38,00 €."),
])
def test_the_cheapest_of_everything_is_not_narrowed_to_those_priced(lang, said, reads):
    c = chat()
    c.say(_TWO_PRICED[lang])
    t = c.say(said)
    assert reads in t.text, t.texts


@pytest.mark.parametrize("said", ["¿y lo más barato?", "¿cuál es la más barata?"])
def test_the_cheapest_alone_after_two_prices_is_still_of_those_two(said):
    c = chat()
    c.say(_TWO_PRICED["es"])
    t = c.say(said)
    assert "Lo más barato: Tarta de queso: desde 22,00 €." in t.text, t.texts
