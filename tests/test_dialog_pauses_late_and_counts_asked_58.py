"""Stop 58: a customer back from a pause, «a última hora» at the summary, a count or a time asked in an order.

- Chit-chat at the name step was saved as the name: «corte de mujer el viernes a las 10 || perdona,
  estaba ocupada || 600111222 || no» showed the summary under the name «Perdona Estaba Ocupada»; so did
  «disculpa, estaba liado», gl «desculpa, estaba ocupada». Mid-order, «hola? sigues ahi?» was a question
  for a person, «perdona la tardanza, sigo con el pedido» got «Para seguir necesito…», «lo siento, tenia
  una llamada» got «No tengo «llamada» en el catálogo». Now an excuse for being away («estaba ocupada»,
  «tenía una llamada», «perdona la tardanza»), «sigo con el pedido» or «¿sigues ahí?» is the customer
  coming back: what is held is said again («Llevas apuntado: …») and the question that was open is asked
  again; nothing becomes the name.
- «a última hora» / «lo más tarde posible» / «a primera hora» at the summary were ignored: «follas novas
  para el martes a las 12 || Iria 622333444 || no || mejor a ultima hora» stayed at 12:00 without a word.
  Now «a última hora» lets the time go and offers the day's last free times («Las últimas horas libres
  son estas. ¿A qué hora lo recoges…?»), as «mejor por la tarde» offers the afternoon's; «lo más tarde
  posible» takes the last one («Cambio la recogida al martes 3 de noviembre a las 19:30.»; a booking:
  «Apunto: reserva para 4 personas … a las 22:00.»); «a primera hora» the first, as «lo más pronto posible».
- In an order, a count or a time asked as a question went to a person: «un ramo de rosas para el lunes ||
  y si en vez de uno son dos?» got «Eso no lo tengo claro…» and kept 1; so did «y si pongo 3?», gl «e se
  en vez de un son dous?»; «hay algo mas tarde?», «hay algo antes?» with a time held too. Now the count is
  taken («Apunto: 8 × Croissant de mantequilla. Total 14,40 €.») and the later (earlier) free times are
  offered with the time question. «¿y si son 8?» still only prices 8, the order unchanged.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after

_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")
_NAME_Q = {"booking": ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?"),
           "order": ("¿A nombre de quién lo preparo?", "¿A nome de quen o preparo?")}
_HELD = ("Llevas apuntado:", "Levas apuntado:")


def _handed(t) -> bool:
    return any(x.startswith(_NOT_SURE) or "Le paso tu pregunta" in x or "Paso a túa pregunta" in x for x in t.texts)


def _order(c) -> dict:
    return (c.state or {}).get("order") or {}


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


def _qty(c) -> list[int]:
    return [int(line["qty"]) for line in _order(c).get("lines") or []]


# ---- back from a pause: never the name, the open question again --------------------------------------


_HAIR = "corte de mujer el viernes a las 10"


@pytest.mark.parametrize("said", [
    "perdona, estaba ocupada", "perdona estaba ocupada", "disculpa, estaba liado", "perdon, es que estaba trabajando",
    "lo siento, tenia una llamada", "perdón, me entró una llamada", "hola? sigues ahi?", "estas ahi?",
    "perdona la tardanza", "perdona la tardanza, sigo con la reserva", "sigo aqui",
    "perdona, estaba liada con los niños",
    # Galician
    "desculpa, estaba ocupada", "perdoa, tiña unha chamada", "segues aí?", "sinto a demora", "desculpa, estaba liada",
    "desculpa, estaba ocupado co traballo",
])
def test_back_from_a_pause_at_the_name_step_is_no_name(said):
    c = chat_after("peluqueria", _HAIR)
    t = c.say(said)
    assert not _handed(t)
    assert "name" not in _booking(c) or not _booking(c)["name"]
    assert t.texts[0].startswith(_HELD) and "22,00 €" in t.texts[0] and "10:00" in t.texts[0]
    assert t.texts[-1] in _NAME_Q["booking"]
    assert not any("llamada" in x or "chamada" in x for x in t.texts)
    c.say("Ana Souto")
    assert _booking(c)["name"] == "Ana Souto"


@pytest.mark.parametrize("slug, first, said, kind", [
    ("restaurante", "mesa para 2 el viernes a las 21", "disculpa, estaba liado", "booking"),
    ("floristeria", "ramo de rosas para el lunes a las 11", "desculpa, estaba ocupada", "order"),
    ("floristeria", "ramo de rosas para el lunes a las 11", "perdona, estaba con un cliente", "order"),
    ("", "6 croissants para el martes a las 10", "hola? sigues ahi?", "order"),
])
def test_back_from_a_pause_in_other_trades_is_no_name(slug, first, said, kind):
    c = chat_after(slug, first)
    t = c.say(said)
    held = _booking(c) if kind == "booking" else _order(c)
    assert not held.get("name")
    assert not _handed(t)
    assert t.texts[-1] in _NAME_Q[kind]


def test_summary_after_a_pause_carries_the_name_given_after_it():
    c = chat_after("peluqueria", _HAIR, "perdona, estaba ocupada", "Marta Ríos", "600111222")
    c.say("no")
    assert _booking(c)["name"] == "Marta Ríos"
    assert "Perdona" not in str(c.state)


@pytest.mark.parametrize("said, again", [
    ("perdona la tardanza, sigo con el pedido", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("perdona, estaba ocupada", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("desculpa a tardanza, sigo co pedido", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_back_from_a_pause_at_the_time_question_asks_the_time_again(said, again):
    c = chat_after("", "6 croissants para el martes")
    t = c.say(said)
    assert not any(x.startswith(("Para seguir necesito", "Para seguir preciso")) for x in t.texts)
    assert not _handed(t)
    assert "6 × Croissant de mantequilla" in t.texts[0]
    assert t.texts[-1] == again
    assert t.chip_labels[:2] == ["09:00", "09:30"]
    assert _qty(c) == [6]


@pytest.mark.parametrize("said", [
    "lo siento, tenia una llamada", "perdona, estaba ocupada", "sinto, tiña unha chamada"])
def test_back_from_a_pause_with_nothing_held_names_no_thing(said):
    t = chat("taller").say(said)
    assert not any("No tengo «" in x or "Non teño «" in x for x in t.texts)
    assert not _handed(t)
    assert not t.request


@pytest.mark.parametrize("said, name", [
    ("perdona, soy Ana Souto", "Ana Souto"),
    ("Estela Ocaña", "Estela Ocaña"),
    ("disculpa, Estíbaliz Ruiz", "Estíbaliz Ruiz"),
])
def test_a_name_after_an_apology_is_still_the_name(said, name):
    c = chat_after("peluqueria", _HAIR)
    c.say(said)
    assert _booking(c)["name"] == name


def test_the_address_asked_mid_order_is_still_the_address():
    t = chat_after("", "6 croissants para el martes").say("donde estais?")
    assert not any(x.startswith(_HELD) for x in t.texts)


# ---- «a última hora», «lo más tarde posible», «a primera hora» at the summary --------------------------


def _at_summary(slug, first, contact="Iria 622333444"):
    return chat_after(slug, first, contact, "no")


@pytest.mark.parametrize("slug, first, said, note, chips", [
    ("libreria", "follas novas para el martes a las 12", "mejor a ultima hora", "Las últimas horas libres son estas.",
     ["18:30", "19:00", "19:30", "20:00"]),
    ("", "6 croissants para el martes a las 10", "a ultima hora", "Las últimas horas libres son estas.",
     ["18:00", "18:30", "19:00", "19:30"]),
    ("", "6 croissants para el martes a las 10", "a última hora mejor", "Las últimas horas libres son estas.",
     ["18:00", "18:30", "19:00", "19:30"]),
    ("", "6 croissants para el martes a las 10", "mellor a última hora", "As últimas horas libres son estas.",
     ["18:00", "18:30", "19:00", "19:30"]),
])
def test_last_hour_at_the_order_summary_offers_the_last_free_times(slug, first, said, note, chips):
    c = _at_summary(slug, first)
    t = c.say(said)
    assert t.texts[-1].startswith(note)
    assert "martes 3 de" in t.texts[-1]
    assert t.chip_labels == chips
    assert _order(c)["min"] is None
    c.press(chips[-1])
    h, m = chips[-1].split(":")
    assert _order(c)["min"] == int(h) * 60 + int(m)


@pytest.mark.parametrize("said, moved, last", [
    ("lo mas tarde posible", "Cambio la recogida al martes 3 de noviembre a las 19:30.",
     "Lo más tarde que puedes recogerlo es a las 19:30."),
    ("mejor lo más tarde que se pueda", "Cambio la recogida al martes 3 de noviembre a las 19:30.",
     "Lo más tarde que puedes recogerlo es a las 19:30."),
    ("o máis tarde posible", "Cambio a recollida ao martes 3 de novembro ás 19:30.", None),
])
def test_as_late_as_possible_at_the_order_summary_takes_the_last_time(said, moved, last):
    c = _at_summary("", "6 croissants para el martes a las 10", "Ana 611000222")
    t = c.say(said)
    assert moved in t.texts
    if last:
        assert last in t.texts
    assert _order(c)["min"] == 19 * 60 + 30
    assert t.chip_labels[0] in ("Enviar pedido", "Enviar o pedido")


@pytest.mark.parametrize("said, moved", [
    ("a primera hora", "Cambio la recogida al martes 3 de noviembre a las 09:00."),
    ("mejor a primera hora", "Cambio la recogida al martes 3 de noviembre a las 09:00."),
    ("lo más pronto posible", "Cambio la recogida al martes 3 de noviembre a las 09:00."),
    ("mellor a primeira hora", "Cambio a recollida ao martes 3 de novembro ás 09:00."),
])
def test_first_hour_at_the_order_summary_takes_the_first_time(said, moved):
    c = _at_summary("", "6 croissants para el martes a las 11", "Ana 611000222")
    t = c.say(said)
    assert moved in t.texts
    assert _order(c)["min"] == 9 * 60


@pytest.mark.parametrize("slug, first, said, text, minutes", [
    ("restaurante", "mesa para 4 el viernes a las 21", "lo mas tarde posible",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 22:00.", 22 * 60),
    ("restaurante", "mesa para 4 el viernes a las 21", "o máis tarde posible",
     "Apunto: reserva para 4 persoas o venres 6 de novembro ás 22:00.", 22 * 60),
    ("peluqueria", _HAIR, "lo más tarde posible",
     "Apunto: corte de mujer el viernes 6 de noviembre a las 19:15. Total 22,00 €; dura unos 45 minutos.",
     19 * 60 + 15),
])
def test_as_late_as_possible_at_the_booking_summary_takes_the_last_time(slug, first, said, text, minutes):
    c = _at_summary(slug, first, "Pedro 654321987")
    t = c.say(said)
    assert text in t.texts
    assert _booking(c)["min"] == minutes


@pytest.mark.parametrize("slug, first, chips", [
    ("restaurante", "mesa para 4 el viernes a las 21", ["20:30", "21:00", "21:30", "22:00"]),
    ("peluqueria", _HAIR, ["18:45", "19:00", "19:15"]),
])
def test_last_hour_at_the_booking_summary_offers_the_last_times(slug, first, chips):
    c = _at_summary(slug, first, "Pedro 654321987")
    t = c.say("a ultima hora")
    assert t.chip_labels == chips
    assert t.texts[-1].startswith("¿A qué hora te va bien el viernes 6 de noviembre?")
    assert _booking(c).get("min") is None


def test_the_afternoon_at_the_summary_still_offers_the_afternoon():
    c = _at_summary("libreria", "follas novas para el martes a las 12")
    t = c.say("mejor por la tarde")
    assert t.chip_labels[0] == "17:00"
    assert _order(c)["min"] is None


@pytest.mark.parametrize("said", ["vale", "a las 12 esta bien", "a que hora cerrais?"])
def test_other_words_at_the_summary_keep_the_time(said):
    c = _at_summary("libreria", "follas novas para el martes a las 12")
    c.say(said)
    assert _order(c)["min"] == 12 * 60


# ---- a count asked as a question in an order ---------------------------------------------------------


@pytest.mark.parametrize("slug, first, said, qty, line", [
    ("floristeria", "un ramo de rosas para el lunes", "y si en vez de uno son dos?", 2, "2 × Ramo de rosas"),
    ("floristeria", "un ramo de rosas para el lunes", "e se en vez de un son dous?", 2, "2 × Ramo de rosas"),
    ("floristeria", "un ramo de rosas para el lunes", "e se no canto de un son dous?", 2, "2 × Ramo de rosas"),
    ("libreria", "2 cuadernos a5 para el martes", "y si pongo 3?", 3,
     "Apunto: 3 × Cuaderno A5 de rayas. Total 13,50 €."),
    ("libreria", "2 cuadernos a5 para el martes", "y si pongo 3", 3,
     "Apunto: 3 × Cuaderno A5 de rayas. Total 13,50 €."),
    ("", "6 croissants para el martes", "y si en vez de 6 son 8?", 8,
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €."),
    ("", "6 croissants para el martes", "y si en vez de seis son ocho", 8,
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €."),
    ("", "6 croissants para el martes", "e se poño 8?", 8, "Apunto: 8 × Croissant de mantequilla. Total 14,40 €."),
    ("", "6 croissants para el martes", "y si son 8 en vez de 6?", 8,
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €."),
    ("", "6 croissants para el martes", "e se son 8 no canto de 6?", 8,
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €."),
    ("", "6 croissants para el martes a las 10", "y si en lugar de 6 son 8?", 8,
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €."),
])
def test_a_count_asked_as_a_question_is_taken(slug, first, said, qty, line):
    c = chat_after(slug, first)
    t = c.say(said)
    assert not _handed(t)
    assert _qty(c) == [qty]
    assert any(line in x for x in t.texts)


def test_a_count_asked_at_the_summary_is_taken_and_shown_again():
    c = _at_summary("", "6 croissants para el martes a las 10", "Ana 611000222")
    t = c.say("y si en vez de 6 son 8?")
    assert "Apunto: 8 × Croissant de mantequilla. Total 14,40 €." in t.texts
    assert _qty(c) == [8] and _order(c)["min"] == 600
    assert t.chip_labels[0] == "Enviar pedido"


@pytest.mark.parametrize("said, priced", [
    ("y si son 8?", "8 × Croissant de mantequilla: 14,40 € (1,80 € la unidad)."),
    ("y si fueran 8?", "8 × Croissant de mantequilla: 14,40 € (1,80 € la unidad)."),
    ("e se fosen 8, canto sería?", "8 × Croissant de mantequilla: 14,40 € (1,80 € a unidade)."),
    ("y si fueran 8 en vez de 6, cuanto seria?", "8 × Croissant de mantequilla: 14,40 € (1,80 € la unidad)."),
    ("e se fosen 8 no canto de 6, canto sería?", "8 × Croissant de mantequilla: 14,40 € (1,80 € a unidade)."),
])
def test_a_count_only_supposed_is_priced_and_the_order_kept(said, priced):
    c = chat_after("", "6 croissants para el martes")
    t = c.say(said)
    assert priced in t.texts
    assert _qty(c) == [6]


# ---- another time asked as a question in an order ----------------------------------------------------


@pytest.mark.parametrize("slug, first, said, chips, again", [
    ("libreria", "follas novas para el lunes a las 11", "hay algo mas tarde?", ["11:30", "12:00", "12:30"],
     "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("libreria", "follas novas para el lunes a las 11", "hay algo antes?", ["10:00", "10:30"],
     "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("libreria", "follas novas para el lunes a las 11", "tienes algo mas temprano?", ["10:00", "10:30"],
     "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("taller", "cubierta urbana para el lunes a las 11", "hay algo más temprano?", ["10:00", "10:30"],
     "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("libreria", "follas novas para el lunes a las 11", "hai algo máis tarde?", ["11:30", "12:00", "12:30"],
     "¿A que hora o recolles o luns 2 de novembro?"),
    ("libreria", "follas novas para el lunes a las 11", "tedes algo antes?", ["10:00", "10:30"],
     "¿A que hora o recolles o luns 2 de novembro?"),
])
def test_another_time_asked_in_an_order_offers_the_free_times(slug, first, said, chips, again):
    c = chat_after(slug, first)
    t = c.say(said)
    assert not _handed(t)
    assert t.chip_labels[:len(chips)] == chips
    assert t.texts[-1] == again
    assert _order(c)["min"] is None and _order(c)["ymd"] == "2026-11-02"
    c.press(chips[0])
    h, m = chips[0].split(":")
    assert _order(c)["min"] == int(h) * 60 + int(m)


def test_a_cheaper_one_asked_is_no_time():
    c = chat_after("libreria", "follas novas para el lunes a las 11")
    t = c.say("hay algo mas barato?")
    assert _order(c)["min"] == 11 * 60
    assert not any(x.startswith("¿A qué hora") for x in t.texts)
