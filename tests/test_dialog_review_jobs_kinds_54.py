"""Review of stop 54, second pass: jobs counted apart, kinds told as a part of a count.

What was wrong:
- A workshop counted a service as things brought in: «tengo dos pinchazos en la bici, cuándo me lo podéis
  arreglar?» answered «Una reserva es para un trabajo: apunto uno. El otro va aparte…», though one bike is
  one job. Now a service counted on one thing named is one job: it is written down and its count goes in the
  booking's note for the person («2 × Reparar pinchazo (en lo mismo, un solo trabajo)»). Two things counted
  («dos bicis») or a service counted with no thing named («2 revisiones») are still jobs apart.
- A kind told after a comma added one more: bakery «quiero dos napolitanas, dos de las de chocolate» held
  3 × Napolitana de chocolate. Now «<n> <X>, <m> de (las de) Y» (m at most n) is a part of those n: 2 held.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

_ONE_JOB_NOTE = {"es": "2 × Reparar pinchazo (en lo mismo, un solo trabajo)",
                 "gl": "2 × Reparar furado (no mesmo, un só traballo)"}
_HELD = {"es": "Apunto: reparar pinchazo. Total 12,00 €; dura unos 20 minutos.",
         "gl": "Apunto: reparar furado. Total 12,00 €; dura uns 20 minutos."}
_HELD_TUESDAY = {"es": "Apunto: reparar pinchazo el martes 3 de noviembre a las 10:00. Total 12,00 €; dura unos 20 "
                       "minutos.",
                 "gl": "Apunto: reparar furado o martes 3 de novembro ás 10:00. Total 12,00 €; dura uns 20 minutos."}
# stop 63: the other job is kept and offered once this one is sent (tests/test_dialog_two_jobs_63.py)
_APART = {"es": "Una reserva es para un trabajo: apunto primero uno, y el otro va aparte justo después: cuando envíes "
                "esta, te lo preparo.",
          "gl": "Unha reserva é para un traballo: apunto primeiro un, e o outro vai á parte xusto despois: cando envíes "
                "esta, prepárocho."}


# ---- the workshop: two of a service on one thing is one job ------------------------------------------

@pytest.mark.parametrize("said, lang", [
    ("tengo dos pinchazos en la bici, cuándo me lo podéis arreglar?", "es"),
    ("tengo dos pinchazos en la bici, cuando me lo podeis arreglar", "es"),
    ("quiero arreglar 2 pinchazos de mi bicicleta", "es"),
    ("teño dous pinchazos na bici, cando mo podedes arranxar?", "gl"),
    ("teño dous pinchazos na bici cando mo podedes arranxar", "gl"),
])
def test_two_of_a_service_on_one_bike_is_one_job_noted(said, lang):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == _HELD[lang]
    assert _APART[lang] not in t.texts
    b = c.state["booking"]
    assert b["services"] == ["pinchazo"] and not b.get("people")
    assert b["notes_said"] == [_ONE_JOB_NOTE[lang]]
    assert t.request["kind"] != "handoff"


@pytest.mark.parametrize("said, lang", [
    ("tengo dos pinchazos en la bici, el martes a las 10", "es"),
    ("teño dous pinchazos na bici, o martes ás 10", "gl"),
])
def test_the_day_told_with_it_is_kept(said, lang):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == _HELD_TUESDAY[lang]
    assert c.state["booking"]["notes_said"] == [_ONE_JOB_NOTE[lang]]


def test_the_note_stays_as_the_booking_goes_on():
    c = chat("taller")
    c.say("tengo dos pinchazos en la bici")
    t = c.say("el martes a las 10")
    assert t.texts[0] == _HELD_TUESDAY["es"]
    assert c.state["booking"]["notes_said"] == [_ONE_JOB_NOTE["es"]]
    assert not any(r["kind"] == "handoff" for r in c.requests)


# ---- near-misses: still jobs apart --------------------------------------------------------------------

@pytest.mark.parametrize("said, lang", [
    ("quiero 2 revisiones el martes a las 10", "es"),
    ("una revision para dos bicis el martes a las 10", "es"),
    ("dos pinchazos, uno en cada bici, el martes a las 10", "es"),
    ("quero dúas revisións o martes ás 10", "gl"),
])
def test_two_bikes_or_no_bike_named_stay_apart(said, lang):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == _APART[lang]
    assert not c.state["booking"].get("notes_said")


def test_one_puncture_on_the_bike_notes_nothing():
    c = chat("taller")
    t = c.say("tengo un pinchazo en la bici")
    assert t.texts[0] == _HELD["es"]
    assert not c.state["booking"].get("notes_said")


# ---- the bakery: a part of the count told after a comma ------------------------------------------------

@pytest.mark.parametrize("said, qty, lang", [
    ("quiero dos napolitanas, dos de las de chocolate", 2, "es"),
    ("quiero dos napolitanas dos de las de chocolate", 2, "es"),
    ("quiero 2 napolitanas, 2 de chocolate", 2, "es"),
    ("quiero cuatro napolitanas, dos de las de chocolate", 4, "es"),
    ("quiero 4 napolitanas, dos de chocolate", 4, "es"),
    ("quiero dos napolitanas, una de las de chocolate", 2, "es"),
    ("quero dúas napolitanas, dúas das de chocolate", 2, "gl"),
    ("quero duas napolitanas, duas de chocolate", 2, "gl"),
    ("quero catro napolitanas, dúas das de chocolate", 4, "gl"),
])
def test_a_part_after_the_count_is_no_more(said, qty, lang):
    c = chat()
    t = c.say(said)
    total = f"{2 * qty},00 €"
    assert t.texts[0] == f"Apunto: {qty} × Napolitana de chocolate. Total {total}."
    assert [(ln["item_id"], ln["qty"]) for ln in c.order["lines"]] == [("napolitana", qty)]


@pytest.mark.parametrize("said, lines", [
    ("quiero dos napolitanas y dos de chocolate", [("napolitana", 4)]),     # «y»: two more, as before
    # stop 55: a total then its split holds the split: 2 plain, the chocolate ones said not made
    ("quiero 4 croissants, 2 de chocolate y 2 normales", [("croissant", 2)]),
])
def test_near_misses_unchanged(said, lines):
    c = chat()
    c.say(said)
    assert [(ln["item_id"], ln["qty"]) for ln in c.order["lines"]] == lines
