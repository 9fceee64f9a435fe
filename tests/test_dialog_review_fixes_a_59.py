"""Stop 59, review findings on an earlier request changed, on cancelling said as «se puede cancelar», and
on the cost of reading a long message clause by clause.

- A change to an earlier order became a second, new order: bakery «ayer os encargué una tarta de queso
  para el sábado y quiero cambiarla por una de limón» (gl «encarguei unha tarta de queso para o sábado e
  quero cambiala por unha de limón») read «Apunto: 1 × Tarta de limón…», and «pedí 6 croissants para
  mañana, quiero añadir 2 napolitanas» ordered the napolitanas alone. A wish that changes, calls off or
  adds to the one told of is about that one: «En esta conversación no veo nada tuyo en marcha… llama al
  981 000 404 y una persona del local lo cambia». «ayer os compré napolitanas, hoy quiero 6 croissants»
  still orders the 6 croissants only.
- «pódese cancelar todo, xa non imos» (and «se puede cancelar todo, gracias», «se puede cancelar, no vamos
  a ir») mid-booking was read as a question about the rule («Iso non o teño claro…») and the booking
  went on. Said without «?» and without a rule word, or with «todo», «no vamos», «xa non imos», it is the
  cancel itself: «Feito, deixo a reserva sen enviar.». «¿se puede cancelar?», «pódese cancelar de balde»,
  «se puede cancelar sin pagar», «si al final no podemos ir se puede cancelar» still ask about the rule.
- A long message was read once per run of its clauses (quadratic): a run amid the message now holds at
  most two clauses (runs from the start or to the end any number), and a complaint amid a booking is still
  found.
"""
from __future__ import annotations

import pytest

from bizengine.understanding.ordered_again import clauses_taken_out
from tests.conversation import chat, line_counts

_NOTHING_UNDER_WAY_ES = ("En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, "
                         "llama al 981 000 404 y una persona del local lo cambia.")
_NOTHING_UNDER_WAY_GL = ("Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, "
                         "chama ao 981 000 404 e unha persoa do local cámbiao.")
_BOOKING_ES = "mesa para 2 el sábado 7 a las 14"
_BOOKING_GL = "mesa para 2 o sábado 7 ás 14"
_DROPPED_ES = "Hecho, dejo la reserva sin enviar."
_DROPPED_GL = "Feito, deixo a reserva sen enviar."
_UNSURE_ES = "Eso no lo tengo claro y prefiero no inventarlo."
_UNSURE_GL = "Iso non o teño claro e prefiro non inventalo."


# -- 1. a wish about the one ordered before: changed, called off or added to -----------------------------

@pytest.mark.parametrize("said", [
    "ayer os encargué una tarta de queso para el sábado y quiero cambiarla por una de limón",
    "ayer os encargue una tarta de queso para el sabado y quiero cambiarla por una de limon",
    "pedí 6 croissants para mañana, quiero añadir 2 napolitanas",
    "encargué 6 croissants para mañana y quiero cambiar la hora a las 10",
    "ayer os pedi 6 croissants para el martes, quiero mover el pedido al miercoles",
])
def test_a_wish_changing_the_one_ordered_before_orders_nothing_new_es(said):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == _NOTHING_UNDER_WAY_ES
    assert "Apunto" not in t.text
    assert line_counts(c) == {}


@pytest.mark.parametrize("said", [
    "encarguei unha tarta de queso para o sábado e quero cambiala por unha de limón",
    "encarguei unha tarta de queso para o sabado e quero cambiala por unha de limon",
    "onte encarguei 6 croissants para mañá, quero engadir 2 napolitanas",
    "encarguei unha tarta de queso para o sábado, quero mudala para o domingo",
])
def test_a_wish_changing_the_one_ordered_before_orders_nothing_new_gl(said):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == _NOTHING_UNDER_WAY_GL
    assert "Apunto" not in t.text
    assert line_counts(c) == {}


@pytest.mark.parametrize("said, counts, first", [
    ("ayer os compré napolitanas, hoy quiero 6 croissants", {"croissant": 6},
     "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("ayer os compre 2 croissants, hoy quiero una tarta de queso para el sabado", {"tarta-queso": 1},
     "Apunto: 1 × Tarta de queso. Total 22,00 €."),
])
def test_a_new_wish_beside_a_past_purchase_is_still_ordered_alone(said, counts, first):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == first
    assert line_counts(c) == counts


# -- 2. «se puede cancelar» said as the act, or asked ----------------------------------------------------

@pytest.mark.parametrize("said", [
    "se puede cancelar todo, gracias",
    "se puede cancelar, no vamos a ir",
    "se puede anular, ya no podemos ir",
    "se puede cancelar",
    "¿se puede cancelar todo?",
])
def test_one_may_cancel_said_as_the_act_cancels_es(said):
    c = chat("restaurante")
    c.say(_BOOKING_ES)
    c.say("Ana García")
    t = c.say(said)
    assert t.texts == [_DROPPED_ES]
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b.get("name")) == (None, None, None)


@pytest.mark.parametrize("said", [
    "pódese cancelar todo, xa non imos",
    "podese cancelar todo, xa non imos",
    "pódese anular, non imos ir",
    "pódese cancelar",
])
def test_one_may_cancel_said_as_the_act_cancels_gl(said):
    c = chat("restaurante")
    c.say(_BOOKING_GL)
    c.say("Ana García")
    t = c.say(said)
    assert t.texts == [_DROPPED_GL]
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b.get("name")) == (None, None, None)


@pytest.mark.parametrize("booking, said, unsure, phone", [
    (_BOOKING_ES, "¿se puede cancelar?", _UNSURE_ES, "¿Y un teléfono de contacto?"),
    (_BOOKING_ES, "se puede cancelar sin pagar", _UNSURE_ES, "¿Y un teléfono de contacto?"),
    (_BOOKING_GL, "pódese cancelar de balde", _UNSURE_GL, "¿E un teléfono de contacto?"),
    (_BOOKING_GL, "¿pódese cancelar?", _UNSURE_GL, "¿E un teléfono de contacto?"),
    (_BOOKING_ES, "si al final no podemos ir se puede cancelar", _UNSURE_ES, "¿Y un teléfono de contacto?"),
    (_BOOKING_GL, "se despois non imos pódese cancelar", _UNSURE_GL, "¿E un teléfono de contacto?"),
])
def test_whether_one_may_cancel_asked_keeps_the_booking(booking, said, unsure, phone):
    c = chat("restaurante")
    c.say(booking)
    c.say("Ana García")
    t = c.say(said)
    assert t.texts[0].startswith(unsure)
    assert t.texts[1].startswith(phone)
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b["min"], b["name"]) == (2, "2026-11-07", 840, "Ana García")


# -- 3. a long message read clause by clause, at a bounded cost ------------------------------------------

def test_runs_of_clauses_taken_out_grow_linearly():
    text = ", ".join(f"cosa {n}" for n in range(16))
    runs = clauses_taken_out(text)
    assert len(runs) <= 4 * 16
    assert ("cosa 7, cosa 8", ", ".join(f"cosa {n}" for n in range(16) if n not in (7, 8))) in runs
    assert ("cosa 0, cosa 1, cosa 2, cosa 3", ", ".join(f"cosa {n}" for n in range(4, 16))) in runs


@pytest.mark.parametrize("said, lang_noted", [
    ("hola, buenas, mira, somos 4, mesa para el viernes, la última vez tardasteis muchísimo, gracias, un saludo",
     "Siento lo ocurrido. Lo apunto junto a la reserva nueva para que lo vea una persona del local."),
    ("ola, boas, mira, somos 4, mesa para o venres, a última vez tardastes moitísimo, grazas, un saúdo",
     "Sinto o ocorrido. Apúntoo xunto á reserva nova para que o vexa unha persoa do local."),
])
def test_a_complaint_amid_a_long_booking_message_is_still_noted_beside_it(said, lang_noted):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0] == lang_noted
    b = c.state["booking"]
    assert (b["party"], b["ymd"]) == (4, "2026-11-06")
