"""Spellings written twice and drifted apart (stop 57 F: tidies that exposed what one copy missed).

What was wrong:
- «quiero información» (naming nothing) and «información sobre las X» each listed the words that may open
  the asking; each lacked some of the other's. «dame información», «bueno, info por favor», «bos días, dame
  información» got «Eso no lo tengo claro y prefiero no inventarlo. Le paso tu pregunta a una persona…»
  with an empty question; «buenos días, información sobre las tartas», «sí, info de las tartas», «me
  podedes dar info das tartas» went to a person too; «me podéis dar información de las empanadas?» wrote
  down «Apunto: 1 × Empanada de zorza» and «me podeis dar informacion de la tarta de queso» «Apunto: 1 ×
  Tarta de queso»: an order.
- The order form's «I can't» missed spellings the day reader knew: «quita la bica, ese día me viene mal»
  (also «no me cuadra», «non me encaixa») after «mañana» could not be made for the bica gave that day
  back: «¿A qué hora lo recoges mañana?».

What now happens:
- Information of nothing, with any of those openings: «Claro, ¿sobre qué? Puedo contarte…».
- Information of a kind: its list with prices; of one thing: its description, nothing ordered.
- The day refused in any of the spellings stays refused: «¿Qué día lo recoges?».
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge, line_counts

_OF_WHAT_ES = "Claro, ¿sobre qué? Puedo contarte la carta y los horarios, o dejarte un pedido preparado."
_OF_WHAT_GL = "Claro, ¿sobre que? Podo contarche a carta e os horarios, ou deixarche un pedido preparado."
_PERSON = ("Eso no lo tengo claro", "Iso non o teño claro")
_CAKES_ES = ("Tarta de queso: desde 22,00 €", "Tarta Sacher: desde 26,00 €")
_CAKES_GL = ("Tarta de queso: dende 22,00 €", "Tarta Sacher: dende 26,00 €")


def _no_person(t) -> None:
    assert not any(x in t.text for x in _PERSON), t.texts
    assert t.request is None or t.request.get("status") != "pending"


# ------------------------------------------------------------ information of nothing named

@pytest.mark.parametrize("msg, answer", [
    ("dame información", _OF_WHAT_ES),
    ("dame informacion", _OF_WHAT_ES),
    ("dame info porfa", _OF_WHAT_ES),
    ("bueno, info por favor", _OF_WHAT_ES),
    ("bueno quiero un poco de información", _OF_WHAT_ES),
    ("bos dias, dame información", _OF_WHAT_GL),
    ("bo, quero un poco de informacion", _OF_WHAT_GL),
])
def test_information_of_nothing_with_any_opening_asks_of_what(msg, answer):
    t = chat("").say(msg)
    assert t.texts == [answer]
    assert len(t.chip_labels) == 3
    assert t.request is None


def test_information_of_nothing_at_a_salon_with_dame():
    t = chat("peluqueria").say("dame informacion")
    assert t.texts == ["Claro, ¿sobre qué? Puedo contarte los servicios y los horarios, o pedirte una cita."]
    assert t.request is None


# ------------------------------------------------------------ information of a kind, of one thing

@pytest.mark.parametrize("msg, shown", [
    ("buenos días, información sobre las tartas", _CAKES_ES),
    ("buenos dias informacion sobre las tartas", _CAKES_ES),
    ("si, info de las tartas", _CAKES_ES),
    ("me podeis dar info de las tartas", _CAKES_ES),
    ("bos días, información sobre as tartas", _CAKES_GL),
    ("me podedes dar info das tartas", _CAKES_GL),
])
def test_information_of_a_kind_with_any_opening_lists_it(tmp_path, msg, shown):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(msg)
    for said in shown:
        assert said in t.text, t.texts
    assert not line_counts(c)
    _no_person(t)


@pytest.mark.parametrize("msg, shown", [
    ("me podéis dar información de las empanadas?", "Empanada de zorza: Empanada gallega de zorza para 6"),
    ("me podeis dar informacion de la tarta de queso", "Tarta de queso: Cremosa, al horno, con base de galleta"),
    ("me podedes dar información da empanada", "Empanada de zorza: Empanada galega de zorza para 6"),
])
def test_information_of_one_thing_with_podeis_dar_is_its_description_not_an_order(tmp_path, msg, shown):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(msg)
    assert t.texts[0].startswith(shown), t.texts
    assert not line_counts(c)
    _no_person(t)


def test_information_of_a_kind_elsewhere_with_a_new_opening(tmp_path):
    t = chat_with_knowledge("floristeria", tmp_path).say("buenos días, información sobre los ramos")
    assert t.texts == ["Ramo de rosas: 35,00 €. Ramo de temporada: 28,00 €."]


# near misses: information of something the business answers stays that answer
@pytest.mark.parametrize("msg, starts", [
    ("bueno, dame informacion del horario", "Abrimos los martes, miércoles, jueves, viernes y sábados"),
    ("quiero información", _OF_WHAT_ES),
    ("quero información", _OF_WHAT_GL),
])
def test_information_near_misses_unchanged(tmp_path, msg, starts):
    t = chat_with_knowledge("", tmp_path).say(msg)
    assert t.texts[0].startswith(starts), t.texts


# ------------------------------------------------------------ a day the customer cannot make, in the order

@pytest.mark.parametrize("said, asked", [
    ("quita la bica, ese día me viene mal", "¿Qué día lo recoges?"),
    ("quita la bica, ese dia no me cuadra", "¿Qué día lo recoges?"),
    ("quita la bica, mañana me va fatal", "¿Qué día exactamente lo recoges?"),
    ("quita a bica, ese día non me encaixa", "¿Que día o recolles?"),
    ("quita a bica, ese día non me vai", "¿Que día o recolles?"),
])
def test_a_day_refused_in_any_spelling_is_not_given_back(said, asked):
    c = chat()
    c.say("quiero 3 croissants y una bica para mañana")
    t = c.say(said)
    assert t.texts[0] == "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."
    assert t.text.endswith(asked), t.texts
    assert list(line_counts(c).values()) == [3]


@pytest.mark.parametrize("said, asked", [
    ("quita la bica", "¿A qué hora lo recoges mañana?"),
    ("quita la bica, ese día no llego", "¿Qué día lo recoges?"),
])
def test_a_day_refused_near_misses_unchanged(said, asked):
    c = chat()
    c.say("quiero 3 croissants y una bica para mañana")
    assert c.say(said).text.endswith(asked)
