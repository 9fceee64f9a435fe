"""Stop 58, review of «an add-on / a party / a count said with a day» (findings 3, 4 and 9 of the review of
tests/test_dialog_addon_and_count_with_day_58.py).

- The party was taken from any «para N <day>»: restaurante «mesa para 6 el viernes a las 21 || ¿tenéis tronas
  para 2 el viernes?» read «Apunto: reserva para 2 personas…» (the 6 gone for two high chairs). Now «para N»
  is the party only when nothing but a lead («y», «pues», «mejor») and words of a booking asked («¿tendríais
  mesa…?», «¿hay sitio…?») come before it: the high chairs and «¿hay menú infantil para 2…?» keep the 6.
- A thing of the same kind as the one held was brought with it, not taken instead: floristeria «un ramo de
  temporada para el lunes || mejor con rosas» read «Apunto: 1 × Ramo de temporada y 1 × Ramo de rosas. Total
  63,00 €.», «al ramo ponle rosas» added a second bouquet, and the bakery's «a la tarta ponle chocolate»
  (of a cheesecake) read «Para seguir necesito que me digas una de estas opciones…», the wish lost. Now a
  thing comes WITH the held one only when it is named whole and of another category: «mejor con rosas» swaps
  («Apunto: 1 × Ramo de rosas. Total 35,00 €.»), «al ramo ponle rosas» and «ponle chocolate» are notes
  («Apunto como indicación: «Tarta de queso (8 raciones): ponle chocolate».»); «con jarrón» still adds.
- A bare number said with a new day was taken as a count even when it may be the hour: «6 croissants para el
  martes a las 10 || mejor 11 el miércoles» read «Apunto: 11 × Croissant de mantequilla…» and kept 10:00. Now,
  with a time held and the new day open at that hour, the day moves and the number is asked about:
  «Cambio la recogida al miércoles 4 de noviembre a las 10:00.» «¿11 × Croissant de mantequilla o a las
  11:00?» with both as buttons; either answer is taken. A number that cannot be an hour (8, 20), one said
  with its noun, with a time, or after «que sean», is still a count.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


def _order(c) -> dict:
    return (c.state or {}).get("order") or {}


def _not_handed(t) -> None:
    assert not any(x.startswith(_NOT_SURE) for x in t.texts), t.texts


# ---- «¿tenéis tronas para 2 el jueves?»: a thing asked for two, no new party ----------------------------

_TABLE = "mesa para 6 el jueves a las 21"
_TABLE_GL = "mesa para 6 o xoves ás 21"


@pytest.mark.parametrize("first, said", [
    (_TABLE, "¿tenéis tronas para 2 el jueves?"),
    (_TABLE, "teneis tronas para 2 el jueves"),
    (_TABLE, "¿hay menú infantil para 2 el jueves?"),
    (_TABLE, "y hay menu infantil para 2 el jueves?"),
    (_TABLE_GL, "tedes tronas para 2 o xoves?"),
    (_TABLE_GL, "hai menú infantil para 2 o xoves?"),
])
def test_a_thing_asked_for_some_of_them_keeps_the_party(first, said):
    c = chat_after("restaurante", first)
    t = c.say(said)
    _not_handed(t)
    assert _booking(c)["party"] == 6
    assert _booking(c)["ymd"] == "2026-11-05" and _booking(c)["min"] == 1260
    assert not any("para 2 personas" in x or "para 2 persoas" in x for x in t.texts), t.texts


def test_the_high_chairs_are_kept_for_the_person():
    c = chat_after("restaurante", _TABLE)
    c.say("¿tenéis tronas para 2 el jueves?")
    assert "tronas" in _booking(c)["notes_said"]


@pytest.mark.parametrize("first, said, party, reads", [
    (_TABLE, "vale, pues ¿tendríais mesa para 2 el jueves?", 2,
     "Apunto: reserva para 2 personas el jueves 5 de noviembre a las 21:00."),
    (_TABLE, "hay hueco para 8 el sabado a las 14?", 8,
     "Apunto: reserva para 8 personas el sábado 7 de noviembre a las 14:00."),
    (_TABLE, "tendriais para 2 el jueves a las 14?", 2,
     "Apunto: reserva para 2 personas el jueves 5 de noviembre a las 14:00."),
    (_TABLE_GL, "terieis para 2 o xoves ás 14?", 2,
     "Apunto: reserva para 2 persoas o xoves 5 de novembro ás 14:00."),
])
def test_a_party_asked_with_booking_words_before_it_is_still_the_party(first, said, party, reads):
    c = chat_after("restaurante", first)
    t = c.say(said)
    _not_handed(t)
    assert _booking(c)["party"] == party
    assert reads in t.texts


# ---- «mejor con rosas» of a bouquet held: that bouquet instead; «con jarrón»: with it ---------------------

_SEASON = "un ramo de temporada para el lunes"
_SEASON_GL = "un ramo de tempada para o luns"


@pytest.mark.parametrize("first, said, reads", [
    (_SEASON, "mejor con rosas", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    (_SEASON, "que sea con rosas", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    (_SEASON_GL, "mellor con rosas", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    (_SEASON_GL, "que sexa con rosas", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
])
def test_a_thing_of_the_same_kind_wished_with_it_is_taken_instead(first, said, reads):
    c = chat_after("floristeria", first)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "2 de noviembre" in t.text or "2 de novembro" in t.text


@pytest.mark.parametrize("first, said, reads", [
    (_SEASON, "mejor con jarron", "Apunto: 1 × Ramo de temporada y 1 × Jarrón de cristal. Total 43,00 €."),
    (_SEASON_GL, "que sexa cun xarrón", "Apunto: 1 × Ramo de tempada e 1 × Xarrón de cristal. Total 43,00 €."),
])
def test_a_thing_of_another_kind_wished_with_it_still_comes_with_it(first, said, reads):
    c = chat_after("floristeria", first)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {"ramo-temporada": 1, "jarron": 1}


@pytest.mark.parametrize("slug, first, said, note, counts", [
    ("floristeria", _SEASON, "al ramo ponle rosas", "Apunto como indicación: «Ramo de temporada: ponle rosas».",
     {"ramo-temporada": 1}),
    ("floristeria", _SEASON_GL, "ao ramo ponlle rosas", "Apunto como indicación: «Ramo de tempada: ponlle rosas».",
     {"ramo-temporada": 1}),
    ("", "una tarta de queso de 8 raciones para el martes", "a la tarta ponle chocolate",
     "Apunto como indicación: «Tarta de queso (8 raciones): ponle chocolate».", {"tarta-queso": 1}),
    ("", "unha tarta de queixo de 8 racións para o martes", "á tarta ponlle chocolate",
     "Apunto como indicación: «Tarta de queso (8 racións): ponlle chocolate».", {"tarta-queso": 1}),
])
def test_a_wish_told_to_a_line_not_a_whole_thing_of_another_kind_is_its_note(slug, first, said, note, counts):
    c = chat_after(slug, first)
    t = c.say(said)
    _not_handed(t)
    assert note in t.texts
    assert line_counts(c) == counts
    assert not any(x.startswith("Para seguir necesito") for x in t.texts), t.texts


@pytest.mark.parametrize("first, said, reads, counts", [
    (_SEASON, "al ramo ponle un jarron", "Apunto: 1 × Ramo de temporada y 1 × Jarrón de cristal. Total 43,00 €.",
     {"ramo-temporada": 1, "jarron": 1}),
    (_SEASON, "al ramo ponle una tarjeta", "Apunto: 1 × Ramo de temporada y 1 × Tarjeta dedicada. Total 31,00 €.",
     {"ramo-temporada": 1, "tarjeta": 1}),
])
def test_a_whole_thing_of_another_kind_told_to_a_line_is_still_ordered(first, said, reads, counts):
    c = chat_after("floristeria", first)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == counts


# ---- «mejor 11 el miércoles» with 10:00 held: 11 of them or at 11? asked -----------------------------

_CROISSANTS = "6 croissants para el martes a las 10"
_CROISSANTS_GL = "6 croissants para o martes ás 10"


@pytest.mark.parametrize("first, said, moved, asked", [
    (_CROISSANTS, "mejor 11 el miércoles", "Cambio la recogida al miércoles 4 de noviembre a las 10:00.",
     "¿11 × Croissant de mantequilla o a las 11:00?"),
    (_CROISSANTS, "no, mejor 11 el miercoles", "Cambio la recogida al miércoles 4 de noviembre a las 10:00.",
     "¿11 × Croissant de mantequilla o a las 11:00?"),
    (_CROISSANTS, "mejor once para el miércoles", "Cambio la recogida al miércoles 4 de noviembre a las 10:00.",
     "¿11 × Croissant de mantequilla o a las 11:00?"),
    (_CROISSANTS, "mejor 12 mañana", "Cambio la recogida al domingo 1 de noviembre a las 10:00.",
     "¿12 × Croissant de mantequilla o a las 12:00?"),
    (_CROISSANTS_GL, "mellor 11 o mércores", "Cambio a recollida ao mércores 4 de novembro ás 10:00.",
     "¿11 × Croissant de mantequilla ou ás 11:00?"),
])
def test_a_number_that_may_be_the_hour_with_a_new_day_is_asked(first, said, moved, asked):
    c = chat_after("", first)
    t = c.say(said)
    _not_handed(t)
    assert moved in t.texts and t.texts[-1] == asked
    assert len(t.chip_labels) == 2 and t.chip_labels[1] in ("11:00", "12:00")
    assert line_counts(c) == {"croissant": 6}
    assert _order(c).get("min") == 600


@pytest.mark.parametrize("first, said, chip, reads, count, minutes", [
    (_CROISSANTS, "mejor 11 el miércoles", "11:00", "Cambio la recogida al miércoles 4 de noviembre a las 11:00.",
     6, 660),
    (_CROISSANTS, "mejor 11 el miércoles", "11 × Croissant de mantequilla",
     "Apunto: 11 × Croissant de mantequilla. Total 19,80 €.", 11, 600),
    (_CROISSANTS_GL, "mellor 11 o mércores", "11:00", "Cambio a recollida ao mércores 4 de novembro ás 11:00.",
     6, 660),
    (_CROISSANTS_GL, "mellor 11 o mércores", "11 × Croissant de mantequilla",
     "Apunto: 11 × Croissant de mantequilla. Total 19,80 €.", 11, 600),
])
def test_either_answer_to_the_count_or_the_hour_is_taken(first, said, chip, reads, count, minutes):
    c = chat_after("", first)
    c.say(said)
    t = c.press(chip)
    assert reads in t.texts
    assert line_counts(c) == {"croissant": count}
    assert _order(c).get("ymd") == "2026-11-04" and _order(c).get("min") == minutes


def test_the_answer_typed_is_taken_too():
    c = chat_after("", _CROISSANTS)
    c.say("mejor 11 el miércoles")
    t = c.say("a las 11")
    assert "Cambio la recogida al miércoles 4 de noviembre a las 11:00." in t.texts
    assert line_counts(c) == {"croissant": 6}


def test_another_trade_is_asked_the_same():
    c = chat_after("taller", "2 camaras para el lunes a las 10")
    t = c.say("mejor 11 el martes")
    assert t.texts[-1] == "¿11 × Cámara 700x28 o a las 11:00?"
    assert line_counts(c) == {"camara": 2}


@pytest.mark.parametrize("first, said, reads, n", [
    (_CROISSANTS, "mejor 8 para el miercoles", "Apunto: 8 × Croissant de mantequilla. Total 14,40 €.", 8),  # closed
    (_CROISSANTS, "mejor 20 el miércoles", "Apunto: 20 × Croissant de mantequilla. Total 36,00 €.", 20),
    (_CROISSANTS, "mejor 11 croissants el miércoles", "Apunto: 11 × Croissant de mantequilla. Total 19,80 €.", 11),
    (_CROISSANTS, "que sean 11 el miércoles", "Apunto: 11 × Croissant de mantequilla. Total 19,80 €.", 11),
    (_CROISSANTS, "mejor 11 a las 12 el miércoles", "Apunto: 11 × Croissant de mantequilla. Total 19,80 €.", 11),
    ("6 croissants para el martes", "mejor 11 el miércoles", "Apunto: 11 × Croissant de mantequilla. Total 19,80 €.",
     11),        # no time held: nothing to mistake it for
    (_CROISSANTS_GL, "mellor 8 para o mércores", "Apunto: 8 × Croissant de mantequilla. Total 14,40 €.", 8),
])
def test_a_number_that_cannot_be_the_hour_is_still_a_count(first, said, reads, n):
    c = chat_after("", first)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {"croissant": n}
    assert not any(x.startswith("¿") and " o a las " in x for x in t.texts), t.texts


def test_at_the_summary_the_question_comes_alone_and_the_summary_after():
    c = chat_after("", _CROISSANTS, "Laura", "600123123", "no")
    t = c.say("mejor 11 el miércoles")
    assert t.texts == ["Cambio la recogida al miércoles 4 de noviembre a las 10:00.",
                       "¿11 × Croissant de mantequilla o a las 11:00?"]
    assert t.chip_labels == ["11 × Croissant de mantequilla", "11:00"]      # no «Enviar» before it is answered
    t = c.press("11 × Croissant de mantequilla")
    assert "Apunto: 11 × Croissant de mantequilla. Total 19,80 €." in t.texts
    assert "Enviar pedido" in t.chip_labels
