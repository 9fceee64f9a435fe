"""Stop 58: a thing brought with what is held read as a swap, and a new count said with a new day dropped.

- An add-on was read as a swap and what was held went: «un ramo de rosas para el lunes || que sea con
  jarron» read «Apunto: 1 × Jarrón de cristal. Total 15,00 €.» (the bouquet gone); «el de rosas que sea
  con jarron» with two bouquets dropped the roses; «corte de hombre el jueves a las 12 || y barba tambien,
  y mejor el viernes» held only «arreglo de barba», and the taller's «y el pinchazo tambien, y mejor el
  miercoles» only the puncture. Now «que sea con X», «mejor con X», «que sexa cun X» bring X with what is
  held («1 × Ramo de rosas y 1 × Jarrón de cristal. Total 50,00 €.»), and «mejor el viernes» beside a
  «también» moves the day and keeps every service («corte de hombre y arreglo de barba el viernes 6 de
  noviembre a las 12:00. Total 23,00 €»). «mejor de temporada», «mejor barba el viernes» still swap.
- «a la orquidea ponle una maceta» was kept as a note («Apunto como indicación: «Orquídea: ponle una
  maceta»», nothing priced). A thing sold told to a line held is now ordered: «1 × Poto, 1 × Orquídea y
  1 × Maceta de cerámica. Total 58,00 €.»; «ponle un lazo» is still a note.
- A new count said with a new day or time was dropped: «6 croissants para el martes a las 10 || mejor 8
  para el miercoles» read «Cambio la recogida al miércoles…» and still held 6; the restaurant's «mesa para
  4 … || tendriais para 2 el jueves a las 14?» read «reserva para 4 personas el jueves». Now the count
  («Apunto: 8 × Croissant de mantequilla. Total 14,40 €.») and the party («reserva para 2 personas el
  jueves 5 de noviembre a las 14:00») are taken with the day; «para 2 celíacos» is still no party.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


def _not_handed(t) -> None:
    assert not any(x.startswith(_NOT_SURE) for x in t.texts), t.texts


# ---- «que sea con X»: X brought with what is held ------------------------------------------------------

_ROSES = "un ramo de rosas para el lunes"
_ROSES_GL = "un ramo de rosas para o luns"


@pytest.mark.parametrize("first, said, reads", [
    (_ROSES, "que sea con jarron", "Apunto: 1 × Ramo de rosas y 1 × Jarrón de cristal. Total 50,00 €."),
    (_ROSES, "que sea con jarrón", "Apunto: 1 × Ramo de rosas y 1 × Jarrón de cristal. Total 50,00 €."),
    (_ROSES, "mejor con jarron", "Apunto: 1 × Ramo de rosas y 1 × Jarrón de cristal. Total 50,00 €."),
    (_ROSES, "que sea con un florero", "Apunto: 1 × Ramo de rosas y 1 × Jarrón de cristal. Total 50,00 €."),
    (_ROSES, "prefiero con jarron", "Apunto: 1 × Ramo de rosas y 1 × Jarrón de cristal. Total 50,00 €."),
    (_ROSES, "qe sea con jarron", "Apunto: 1 × Ramo de rosas y 1 × Jarrón de cristal. Total 50,00 €."),
    (_ROSES_GL, "que sexa con xarra", "Apunto: 1 × Ramo de rosas e 1 × Xarrón de cristal. Total 50,00 €."),
    (_ROSES_GL, "mellor cun xarron", "Apunto: 1 × Ramo de rosas e 1 × Xarrón de cristal. Total 50,00 €."),
])
def test_a_thing_wished_with_the_one_held_is_added_not_swapped(first, said, reads):
    c = chat_after("floristeria", first)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {"ramo-rosas": 1, "jarron": 1}
    assert "2 de novembro" in t.text or "2 de noviembre" in t.text     # the day asked about stays


def test_a_card_wished_with_the_bouquet_is_added():
    c = chat_after("floristeria", _ROSES)
    t = c.say("que sea con tarjeta")
    assert "Apunto: 1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €." in t.texts
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1}


@pytest.mark.parametrize("first, said, reads", [
    ("un ramo de rosas y otro de temporada para el lunes", "el de rosas que sea con jarron",
     "Apunto: 1 × Ramo de rosas, 1 × Ramo de temporada y 1 × Jarrón de cristal. Total 78,00 €."),
    ("un ramo de rosas y otro de temporada para el lunes", "el de rosas mejor con jarron",
     "Apunto: 1 × Ramo de rosas, 1 × Ramo de temporada y 1 × Jarrón de cristal. Total 78,00 €."),
    ("un ramo de rosas e outro de tempada para o luns", "o de rosas que sexa cun xarrón",
     "Apunto: 1 × Ramo de rosas, 1 × Ramo de tempada e 1 × Xarrón de cristal. Total 78,00 €."),
])
def test_the_one_named_of_two_held_keeps_itself_and_gets_the_thing(first, said, reads):
    c = chat_after("floristeria", first)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {"ramo-rosas": 1, "ramo-temporada": 1, "jarron": 1}


@pytest.mark.parametrize("first, said, reads, counts", [
    (_ROSES, "mejor de temporada", "Apunto: 1 × Ramo de temporada. Total 28,00 €.", {"ramo-temporada": 1}),
    (_ROSES, "que sea de temporada", "Apunto: 1 × Ramo de temporada. Total 28,00 €.", {"ramo-temporada": 1}),
    ("un ramo de rosas y una tarjeta para el lunes", "mejor con jarron en vez de con tarjeta",
     "Apunto: 1 × Ramo de rosas y 1 × Jarrón de cristal. Total 50,00 €.", {"ramo-rosas": 1, "jarron": 1}),
    (_ROSES, "con jarron", "Apunto: 1 × Ramo de rosas y 1 × Jarrón de cristal. Total 50,00 €.",
     {"ramo-rosas": 1, "jarron": 1}),
])
def test_a_swap_or_a_plain_with_reads_as_before(first, said, reads, counts):
    c = chat_after("floristeria", first)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == counts


# ---- «y X también, y mejor el viernes»: the day moved, every service kept -------------------------------

@pytest.mark.parametrize("slug, first, said, reads, services, ymd", [
    ("peluqueria", "corte de hombre el jueves a las 12", "y barba tambien, y mejor el viernes",
     "Apunto: corte de hombre y arreglo de barba el viernes 6 de noviembre a las 12:00. Total 23,00 €; "
     "dura unos 50 minutos.", ["corte-hombre", "barba"], "2026-11-06"),
    ("peluqueria", "corte de hombre el jueves a las 12", "y tambien barba, mejor el viernes",
     "Apunto: corte de hombre y arreglo de barba el viernes 6 de noviembre a las 12:00. Total 23,00 €; "
     "dura unos 50 minutos.", ["corte-hombre", "barba"], "2026-11-06"),
    ("peluqueria", "corte de home o xoves ás 12", "e barba tamén, e mellor o venres",
     "Apunto: corte de home e arranxo de barba o venres 6 de novembro ás 12:00. Total 23,00 €; "
     "dura uns 50 minutos.", ["corte-hombre", "barba"], "2026-11-06"),
    ("taller", "revision el martes a las 10", "y el pinchazo tambien, y mejor el miercoles",
     "Apunto: revisión completa y reparar pinchazo el miércoles 4 de noviembre a las 10:00. Total 47,00 €; "
     "dura unos 80 minutos.", ["revision", "pinchazo"], "2026-11-04"),
])
def test_a_service_more_and_a_better_day_keeps_the_one_held(slug, first, said, reads, services, ymd):
    c = chat_after(slug, first)
    t = c.say(said)
    assert reads in t.texts
    assert _booking(c)["services"] == services and _booking(c)["ymd"] == ymd


def test_a_service_more_and_a_better_hour_keeps_the_one_held():
    c = chat_after("taller", "revision el martes a las 10")
    t = c.say("añade tambien el pinchazo y mejor a las 11")
    assert _booking(c)["services"] == ["revision", "pinchazo"]
    assert "Apunto: revisión completa y reparar pinchazo el martes 3 de noviembre. Total 47,00 €" in t.text
    assert "A las 11:00 no me queda hueco." in t.text      # the hour asked, answered for both


def test_a_thing_more_and_a_better_day_keeps_the_order_held():
    c = chat_after("", "6 croissants para el martes a las 10")
    t = c.say("y 2 napolitanas tambien, y mejor el miercoles")
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}
    assert "Apunto: 6 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 14,80 €." in t.texts
    assert "Cambio la recogida al miércoles 4 de noviembre a las 10:00." in t.texts


@pytest.mark.parametrize("said, services, ymd", [
    ("mejor barba el viernes", ["barba"], "2026-11-06"),        # another service, instead
    ("y barba tambien", ["corte-hombre", "barba"], "2026-11-05"),
])
def test_a_swap_of_service_or_a_plain_more_reads_as_before(said, services, ymd):
    c = chat_after("peluqueria", "corte de hombre el jueves a las 12")
    c.say(said)
    assert _booking(c)["services"] == services and _booking(c)["ymd"] == ymd


# ---- «a la X ponle una Y»: Y, a thing sold, ordered ---------------------------------------------------

@pytest.mark.parametrize("first, said, reads, more", [
    ("un poto y una orquidea para el lunes", "a la orquidea ponle una maceta",
     "Apunto: 1 × Poto, 1 × Orquídea y 1 × Maceta de cerámica. Total 58,00 €.", "maceta"),
    ("un poto y una orquidea para el lunes", "al poto ponle un macetero",
     "Apunto: 1 × Poto, 1 × Orquídea y 1 × Maceta de cerámica. Total 58,00 €.", "maceta"),
    ("un poto y una orquidea para el lunes", "a la orquidea ponle una tarjeta",
     "Apunto: 1 × Poto, 1 × Orquídea y 1 × Tarjeta dedicada. Total 49,00 €.", "tarjeta"),
    ("un poto e unha orquídea para o luns", "á orquídea ponlle un testo",
     "Apunto: 1 × Poto, 1 × Orquídea e 1 × Testo de cerámica. Total 58,00 €.", "maceta"),
])
def test_a_thing_sold_told_to_a_line_is_ordered(first, said, reads, more):
    c = chat_after("floristeria", first)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {"poto": 1, "orquidea": 1, more: 1}
    assert not any("indicación" in x or "indicación" in x for x in t.texts)


def test_a_wish_told_to_a_line_is_still_its_note():
    c = chat_after("floristeria", "un poto y una orquidea para el lunes")
    t = c.say("a la orquidea ponle un lazo")
    assert "Apunto como indicación: «Orquídea: ponle un lazo»." in t.texts
    assert line_counts(c) == {"poto": 1, "orquidea": 1}


# ---- «mejor 8 para el miércoles»: the count and the day ---------------------------------------------

@pytest.mark.parametrize("slug, first, said, counts, reads, moved", [
    ("", "6 croissants para el martes a las 10", "mejor 8 para el miercoles", {"croissant": 8},
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €.",
     "Cambio la recogida al miércoles 4 de noviembre a las 10:00."),
    ("", "6 croissants para el martes a las 10", "mejor ocho pal miércoles", {"croissant": 8},
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €.",
     "Cambio la recogida al miércoles 4 de noviembre a las 10:00."),
    ("", "6 croissants para el martes a las 10", "que sean 8 el jueves", {"croissant": 8},
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €.",
     "Cambio la recogida al jueves 5 de noviembre a las 10:00."),
    ("", "6 croissants para el martes a las 10", "mejor 8 a las 12", {"croissant": 8},
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €.",
     "Cambio la recogida al martes 3 de noviembre a las 12:00."),
    ("", "6 croissants para o martes ás 10", "mellor 8 para o mércores", {"croissant": 8},
     "Apunto: 8 × Croissant de mantequilla. Total 14,40 €.",
     "Cambio a recollida ao mércores 4 de novembro ás 10:00."),
    ("taller", "2 camaras para el lunes a las 11", "mejor 3 para el martes", {"camara": 3},
     "Apunto: 3 × Cámara 700x28. Total 21,00 €.", "Cambio la recogida al martes 3 de noviembre a las 11:00."),
    ("libreria", "follas novas para el lunes a las 11", "mejor 2 para el martes a las 12", {"follas-novas": 2},
     "Apunto: 2 × Follas novas. Total 36,00 €.", "Cambio la recogida al martes 3 de noviembre a las 12:00."),
])
def test_a_new_count_with_a_new_day_takes_both(slug, first, said, counts, reads, moved):
    c = chat_after(slug, first)
    t = c.say(said)
    assert line_counts(c) == counts
    assert reads in t.texts and moved in t.texts


@pytest.mark.parametrize("slug, first, said, counts, reads", [
    ("", "6 croissants para el martes a las 10", "mejor para el miercoles", {"croissant": 6},
     "Cambio la recogida al miércoles 4 de noviembre a las 10:00."),
    ("", "6 croissants para el martes a las 10", "mejor 3 y el martes", {"croissant": 3},
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
    ("floristeria", "un ramo de rosas para el lunes a las 11", "mejor 2 ramos para el martes", {"ramo-rosas": 2},
     "Apunto: 2 × Ramo de rosas. Total 70,00 €."),
])
def test_a_day_alone_or_a_count_said_before_reads_as_before(slug, first, said, counts, reads):
    c = chat_after(slug, first)
    t = c.say(said)
    assert line_counts(c) == counts
    assert reads in t.texts


# ---- «¿tendríais para 2 el jueves?»: the party and the day --------------------------------------------

@pytest.mark.parametrize("first, said, party, reads", [
    ("mesa para 4 el viernes a las 21", "tendriais para 2 el jueves a las 14?", 2,
     "Apunto: reserva para 2 personas el jueves 5 de noviembre a las 14:00."),
    ("mesa para 4 el viernes a las 21", "tendríais pa 2 el jueves a las 14?", 2,
     "Apunto: reserva para 2 personas el jueves 5 de noviembre a las 14:00."),
    ("mesa para 4 el viernes a las 21", "¿y para 6 tenéis el sábado a la misma hora?", 6,
     "Apunto: reserva para 6 personas el sábado 7 de noviembre."),
    ("mesa para 4 o venres ás 21", "terieis para 2 o xoves ás 14?", 2,
     "Apunto: reserva para 2 persoas o xoves 5 de novembro ás 14:00."),
    ("mesa para 4 o venres ás 21", "e para 6 tedes o sabado á mesma hora?", 6,
     "Apunto: reserva para 6 persoas o sábado 7 de novembro."),
])
def test_a_new_party_with_a_new_day_takes_both(first, said, party, reads):
    c = chat_after("restaurante", first)
    t = c.say(said)
    _not_handed(t)
    assert _booking(c)["party"] == party
    assert reads in t.texts


@pytest.mark.parametrize("said, party, minutes", [
    ("y para 6 el sábado?", 6, None),
    ("teneis algo para 2 celiacos?", 4, 1260),      # two of the four, described
    ("podemos ir para las 22?", 4, 1320),           # an hour, no party
])
def test_a_party_said_otherwise_reads_as_before(said, party, minutes):
    c = chat_after("restaurante", "mesa para 4 el viernes a las 21")
    c.say(said)
    assert _booking(c)["party"] == party
    assert _booking(c).get("min") == minutes
