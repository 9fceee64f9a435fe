"""A second booking or order in the same chat replaced or merged into the first (stop 56 I).

What was wrong:
- peluqueria «corte de mujer el jueves a las 12» then «y una cita para corte de hombre el viernes a las 11»
  answered «Apunto: corte de mujer y corte de hombre el viernes 6 de noviembre a las 11:00. Total 36,00 €»:
  Thursday lost, two cuts in one appointment. «y corte de hombre a las 17» merged them too, and then
  offered times for both at 12:00.
- restaurante «mesa para 4 el sabado a las 21» then «y mesa para 2 el domingo a las 14» answered «Apunto:
  reserva para 2 personas el domingo 8 de noviembre a las 14:00»: the table for 4 gone without a word
  (only «y otra para 6 el domingo», «también quiero mesa para 2 el martes» said «va aparte»).
- bakery «2 tartas de queso y 2 de santiago para el martes» then «las dos de santiago para el miercoles»
  moved the whole order to Wednesday and only asked «¿Para cuántas raciones?».

What now happens:
- A booking of its own («y mesa para 2 …», «y una cita para <service> …», «e unha mesa…», or services
  the one held has not, said with «y …») with its own day, or that same day its own time, is said to go
  apart, named: «Una reserva es para un día: apunto la del sábado 7 de noviembre. La del domingo 8 de
  noviembre a las 14:00 (2 personas) va aparte: …»; the one held stays as it was.
- Part of the order named for another day goes in an order of its own, said so and taken out of this
  one: «Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del miércoles 4 de noviembre
  (2 × Tarta de Santiago) va en otro pedido: lo quito de este. …», then «Apunto: 2 × Tarta de queso.»
- A change of the one held («mejor el domingo», «somos 2», «cámbiala al viernes a las 11»), or more for
  the same appointment with no day of its own («y también barba»), still changes or joins it; the whole
  order moved («mejor para el miercoles») still moves.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts

_TABLE_SAT = "mesa para 4 el sabado a las 21"
_TABLE_SAT_GL = "mesa para 4 o sabado ás 21"
_CUT_THU = "corte de mujer el jueves a las 12"
_CUT_THU_GL = "corte de muller o xoves ás 12"
_CAKES_TUE = "2 tartas de queso y 2 de santiago para el martes"


def _booking(c) -> dict:
    return c.state["booking"]


def _table_kept(c) -> None:
    b = _booking(c)
    assert (b["party"], b["ymd"], b["min"]) == (4, "2026-11-07", 1260), b


def _cut_kept(c) -> None:
    b = _booking(c)
    assert (b["services"], b["ymd"], b["min"]) == (["corte-mujer"], "2026-11-05", 720), b


# ------------------------------------------------------------ another table, another day or time

@pytest.mark.parametrize("msg, other", [
    ("y mesa para 2 el domingo a las 14", "La del domingo 8 de noviembre a las 14:00 (2 personas) va aparte"),
    ("y una mesa para 2 el domingo a las 14", "La del domingo 8 de noviembre a las 14:00 (2 personas) va aparte"),
    ("Y mesa para dos el Domingo a las 14:00", "La del domingo 8 de noviembre a las 14:00 (2 personas) va aparte"),
    ("y mesa pra 2 el domingo a las 14", "La del domingo 8 de noviembre a las 14:00 (2 personas) va aparte"),
    ("vale, y mesa para 6 el viernes a las 21", "La del viernes 6 de noviembre a las 21:00 (6 personas) va aparte"),
    ("y otra para 6 el domingo", "La del domingo 8 de noviembre (6 personas) va aparte"),
    ("tambien quiero mesa para 2 el martes", "La del martes 3 de noviembre (2 personas) va aparte"),
    ("y una reserva para 3 el viernes a las 14", "La del viernes 6 de noviembre a las 14:00 (3 personas) va aparte"),
])
def test_another_table_on_another_day_goes_apart(msg, other):
    c = chat("restaurante")
    c.say(_TABLE_SAT)
    t = c.say(msg)
    assert "Una reserva es para un día: apunto la del sábado 7 de noviembre." in t.text, t.texts
    assert other in t.text, t.texts
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?", t.texts
    assert "Apunto: reserva para" not in t.text, t.texts
    _table_kept(c)


@pytest.mark.parametrize("msg, other", [
    ("e unha mesa para 2 o domingo ás 14", "A do domingo 8 de novembro ás 14:00 (2 persoas) vai á parte"),
    ("e mesa para 2 o domingo as 14", "A do domingo 8 de novembro ás 14:00 (2 persoas) vai á parte"),
    ("e outra para 6 o domingo", "A do domingo 8 de novembro (6 persoas) vai á parte"),
    ("tamén quero mesa para 2 o martes", "A do martes 3 de novembro (2 persoas) vai á parte"),
])
def test_another_table_in_galician_goes_apart(msg, other):
    c = chat("restaurante")
    c.say(_TABLE_SAT_GL)
    t = c.say(msg)
    assert "Unha reserva é para un día: apunto a do sábado 7 de novembro." in t.text, t.texts
    assert other in t.text, t.texts
    assert t.texts[-1] == "¿A nome de quen fago a reserva?", t.texts
    _table_kept(c)


@pytest.mark.parametrize("msg, lang_text", [
    ("y mesa para 2 a las 14", "Una reserva es para una hora: apunto la de las 21:00. La de las 14:00 (2 personas) "
                               "va aparte"),
    ("y otra mesa para 2 a las 14", "La de las 14:00 (2 personas) va aparte"),
    ("e unha mesa para 2 ás 14", "Unha reserva é para unha hora: apunto a das 21:00. A das 14:00 (2 persoas) "
                                 "vai á parte"),
])
def test_another_table_at_another_time_that_day_goes_apart(msg, lang_text):
    c = chat("restaurante")
    c.say(_TABLE_SAT)
    t = c.say(msg)
    assert lang_text in t.text, t.texts
    _table_kept(c)


def test_another_table_after_the_contact_keeps_the_open_question():
    c = chat("restaurante")
    for msg in (_TABLE_SAT, "Ana", "612345678"):
        c.say(msg)
    t = c.say("y mesa para 2 el domingo a las 14")
    assert "La del domingo 8 de noviembre a las 14:00 (2 personas) va aparte" in t.text, t.texts
    assert "indicación" in t.texts[-1], t.texts
    _table_kept(c)
    assert _booking(c)["name"] == "Ana"


def test_another_table_at_the_summary_keeps_the_summary():
    c = chat("restaurante")
    for msg in (_TABLE_SAT, "Ana", "612345678", "no"):
        c.say(msg)
    t = c.say("y mesa para 2 el domingo a las 14")
    assert "va aparte" in t.text, t.texts
    assert "Enviar reserva" in t.chip_labels, t.chip_labels
    _table_kept(c)


# ------------------------------------------------------------ another appointment

@pytest.mark.parametrize("msg, other", [
    ("y una cita para corte de hombre el viernes a las 11",
     "La del viernes 6 de noviembre a las 11:00 (corte de hombre) va aparte"),
    ("y otra cita para corte de hombre el viernes a las 11",
     "La del viernes 6 de noviembre a las 11:00 (corte de hombre) va aparte"),
    ("y corte de hombre el viernes a las 11", "La del viernes 6 de noviembre a las 11:00 (corte de hombre) va aparte"),
    ("y una cita para corte de ombre el viernes a las 11",
     "La del viernes 6 de noviembre a las 11:00 (corte de hombre) va aparte"),
    ("y barba el viernes", "La del viernes 6 de noviembre (arreglo de barba) va aparte"),
    ("tambien una cita para barba el sabado a las 10",
     "La del sábado 7 de noviembre a las 10:00 (arreglo de barba) va aparte"),
])
def test_another_appointment_on_another_day_goes_apart(msg, other):
    c = chat("peluqueria")
    c.say(_CUT_THU)
    t = c.say(msg)
    assert "Una reserva es para un día: apunto la del jueves 5 de noviembre." in t.text, t.texts
    assert other in t.text, t.texts
    assert "36,00" not in t.text and "Apunto: corte de mujer y" not in t.text, t.texts
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?", t.texts
    _cut_kept(c)


@pytest.mark.parametrize("msg, other", [
    ("e outra cita para corte de home o venres ás 11",
     "A do venres 6 de novembro ás 11:00 (corte de home) vai á parte"),
    ("e unha cita para corte de home o venres as 11",
     "A do venres 6 de novembro ás 11:00 (corte de home) vai á parte"),
])
def test_another_appointment_in_galician_goes_apart(msg, other):
    c = chat("peluqueria")
    c.say(_CUT_THU_GL)
    t = c.say(msg)
    assert "Unha reserva é para un día: apunto a do xoves 5 de novembro." in t.text, t.texts
    assert other in t.text, t.texts
    _cut_kept(c)


@pytest.mark.parametrize("msg", ["y corte de hombre a las 17", "y una cita para corte de hombre a las 17"])
def test_another_appointment_later_that_day_goes_apart(msg):
    c = chat("peluqueria")
    c.say(_CUT_THU)
    t = c.say(msg)
    assert "Una reserva es para una hora: apunto la de las 12:00. La de las 17:00 (corte de hombre) va aparte" \
        in t.text, t.texts
    assert "no me queda hueco" not in t.text, t.texts
    _cut_kept(c)


# ------------------------------------------------------------ near-misses: the one held changed or joined

@pytest.mark.parametrize("msg, party, ymd, minutes", [
    ("mejor el viernes", 4, "2026-11-06", 1260),
    ("somos 2", 2, "2026-11-07", 1260),
    ("no, para 2", 2, "2026-11-07", 1260),
    ("cambiala al viernes", 4, "2026-11-06", 1260),
    ("mejor a las 14", 4, "2026-11-07", 840),
    ("mellor o venres", 4, "2026-11-06", 1260),
])
def test_a_change_of_the_table_held_still_changes_it(msg, party, ymd, minutes):
    c = chat("restaurante")
    c.say(_TABLE_SAT)
    t = c.say(msg)
    assert "va aparte" not in t.text and "vai á parte" not in t.text, t.texts
    b = _booking(c)
    assert (b["party"], b["ymd"], b["min"]) == (party, ymd, minutes), (b, t.texts)


@pytest.mark.parametrize("msg, ymd", [
    ("y la reserva para el viernes", "2026-11-06"),
    ("e a mesa para o venres", "2026-11-06"),
    ("y mi reserva mejor el viernes", "2026-11-06"),
    ("y si no hay mesa el domingo?", "2026-11-07"),
    ("y si no hay sitio el domingo", "2026-11-07"),
])
def test_the_table_held_named_or_asked_about_is_no_other_table(msg, ymd):
    c = chat("restaurante")
    c.say(_TABLE_SAT)
    t = c.say(msg)
    assert "va aparte" not in t.text and "vai á parte" not in t.text, t.texts
    assert _booking(c)["ymd"] == ymd and _booking(c)["party"] == 4, (_booking(c), t.texts)


@pytest.mark.parametrize("msg", ["y la cita el viernes", "e a cita o venres", "y el corte de mujer el viernes"])
def test_the_appointment_held_named_moves_it(msg):
    c = chat("peluqueria")
    c.say(_CUT_THU)
    t = c.say(msg)
    assert "va aparte" not in t.text and "vai á parte" not in t.text, t.texts
    assert _booking(c)["services"] == ["corte-mujer"] and _booking(c)["ymd"] == "2026-11-06", _booking(c)


def test_a_sunday_asked_instead_is_a_change_not_another_table():
    c = chat("restaurante")
    c.say(_TABLE_SAT)
    t = c.say("mejor el domingo")
    assert "va aparte" not in t.text, t.texts
    assert _booking(c)["ymd"] == "2026-11-08"


@pytest.mark.parametrize("msg", ["y también barba", "y tambien barba", "y barba", "e tamén barba"])
def test_more_for_the_same_appointment_joins_it(msg):
    c = chat("peluqueria")
    c.say(_CUT_THU)
    t = c.say(msg)
    assert "va aparte" not in t.text and "vai á parte" not in t.text, t.texts
    b = _booking(c)
    assert (b["services"], b["ymd"], b["min"]) == (["corte-mujer", "barba"], "2026-11-05", 720), b


@pytest.mark.parametrize("msg, ymd, minutes", [
    ("mejor el viernes", "2026-11-06", 720),
    ("cambiala al viernes a las 11", "2026-11-06", 660),
])
def test_a_change_of_the_appointment_still_moves_it(msg, ymd, minutes):
    c = chat("peluqueria")
    c.say(_CUT_THU)
    t = c.say(msg)
    assert "va aparte" not in t.text, t.texts
    b = _booking(c)
    assert b["services"] == ["corte-mujer"] and b["ymd"] == ymd, b
    if "11" in msg:
        assert b["min"] == minutes and "Apunto: corte de mujer el viernes 6 de noviembre a las 11:00" in t.text


# ------------------------------------------------------------ part of the order for another day

_SANTIAGO_APART = ("Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del miércoles 4 de noviembre "
                   "(2 × Tarta de Santiago) va en otro pedido: lo quito de este.")


@pytest.mark.parametrize("msg", [
    "las dos de santiago para el miercoles",
    "las de santiago para el miércoles",
    "las tartas de santiago para el miercoles",
    "las 2 de santiago para el miercoles",
    "las de santiago el miercoles",
    "mejor las de santiago para el miercoles",
    "cambia las de santiago al miercoles",
    "las de santigo para el miercoles",
])
def test_part_of_the_order_for_another_day_goes_apart(msg):
    c = chat()
    c.say(_CAKES_TUE)
    t = c.say(msg)
    assert _SANTIAGO_APART in t.text, t.texts
    assert "Apunto: 2 × Tarta de queso. Total 44,00 €." in t.texts, t.texts
    assert line_counts(c) == {"tarta-queso": 2}
    assert c.order["ymd"] == "2026-11-03"


def test_the_other_part_for_another_day_goes_apart():
    c = chat()
    c.say(_CAKES_TUE)
    t = c.say("la de queso para el miercoles")
    assert "Lo del miércoles 4 de noviembre (2 × Tarta de queso) va en otro pedido: lo quito de este." in t.text
    assert "Apunto: 2 × Tarta de Santiago. Total 36,00 €." in t.texts, t.texts
    assert line_counts(c) == {"tarta-santiago": 2} and c.order["ymd"] == "2026-11-03"


def test_part_of_the_order_in_galician_goes_apart():
    c = chat()
    c.say("2 tartas de queixo e 2 de santiago para o martes")
    t = c.say("as de santiago para o mércores")
    assert "Un pedido é para un día: apunto o do martes 3 de novembro. O do mércores 4 de novembro" in t.text, t.texts
    assert "vai noutro pedido: quítoo deste." in t.text, t.texts
    assert line_counts(c) == {"tarta-queso": 2} and c.order["ymd"] == "2026-11-03"


def test_one_more_of_a_part_for_another_day_goes_apart_and_nothing_moves():
    c = chat()
    c.say(_CAKES_TUE)
    t = c.say("una de santiago para el miercoles")
    assert "Lo del miércoles 4 de noviembre va en otro pedido" in t.text, t.texts
    assert line_counts(c) == {"tarta-queso": 2, "tarta-santiago": 2} and c.order["ymd"] == "2026-11-03"


@pytest.mark.parametrize("msg", ["mejor para el miercoles", "todo para el miercoles", "mellor para o mércores"])
def test_the_whole_order_moved_still_moves(msg):
    c = chat()
    c.say(_CAKES_TUE)
    t = c.say(msg)
    assert "va en otro pedido" not in t.text and "vai noutro pedido" not in t.text, t.texts
    assert line_counts(c) == {"tarta-queso": 2, "tarta-santiago": 2} and c.order["ymd"] == "2026-11-04"


def test_all_of_it_named_for_another_day_moves_it():
    c = chat()
    c.say("2 tartas de queso para el martes")
    t = c.say("las de queso para el miercoles")
    assert "va en otro pedido" not in t.text, t.texts
    assert line_counts(c) == {"tarta-queso": 2} and c.order["ymd"] == "2026-11-04"


def test_a_part_asked_about_is_no_order_apart():
    c = chat()
    c.say(_CAKES_TUE)
    t = c.say("¿las de santiago estarán para el miércoles?")
    assert "va en otro pedido" not in t.text, t.texts
    assert line_counts(c) == {"tarta-queso": 2, "tarta-santiago": 2}
