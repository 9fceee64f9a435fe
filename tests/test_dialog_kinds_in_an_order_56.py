"""Kinds and counts inside an order: a count split by how it is wanted, a kind not made of a product made
one way, a plural «pídemelas» with no count (stop 56, helper B).

What was wrong:
- a total split by words that are no product read those words as things asked for: «quiero 4 croissants,
  2 tostados y 2 normales» said «No tengo «tostados» ni «normales» en la carta.» and the wish was lost
  (the same for «6 napolitanas, 3 calentitas y 3 normales», «dos croissants, uno tostado y otro normal»,
  Galician «4 croissants, 2 tostados e 2 normais»);
- a kind not made of a product made in one kind only asked «¿Qué croissant quieres?» with ONE button
  («quiero 2 croissant de chocolate»; at the florist «quiero 2 macetas de plástico»);
- «cuanto cuestan las napolitanas?» then «vale, pídemelas para el martes» held «1 × Napolitana» (the
  plural «them» said no count, one was supposed); «vale, ponme unas» was not even understood;
- «dos ramos de rosas, uno de amarillas y otro de rojas» held «2 × Ramo de rosas» and the colours were
  kept silently, said back only at the very end.

Now the parts are a note said back with the recap («Apunto como indicación: «4 croissants, 2 tostados y
2 normales».» and «Apunto: 4 × Croissant de mantequilla. Total 7,20 €.»); the only kind is offered with
its price for the count said («Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 2?»), «sí» takes
2, «no» takes none; a plural pronoun with no count asks «¿Cuántas unidades de Napolitana de chocolate
quieres?» (the singular «pídemela», «ponme una» keeps 1); the florist's colours per bouquet are said back
as a note with «Apunto: 2 × Ramo de rosas» (colours are no option of the catalogue).
"""
import pytest

from tests.conversation import chat_after, line_counts

_ASK_TIME = "¿A qué hora lo recoges?"
_ASK_TIME_GL = "¿A que hora o recolles?"


_said = chat_after


def _reads(c, words: str) -> bool:
    return any(words in t for t in c.last.texts)


# ---- 1. a count split by how it is wanted: a note, never «No tengo» --------------------------------

@pytest.mark.parametrize("said, held, note, ask", [
    ("quiero 4 croissants, 2 tostados y 2 normales", "Apunto: 4 × Croissant de mantequilla. Total 7,20 €.",
     "4 croissants, 2 tostados y 2 normales", _ASK_TIME),
    ("kiero 4 croissants 2 tostaditos y 2 normales", "Apunto: 4 × Croissant de mantequilla. Total 7,20 €.",
     "4 croissants 2 tostaditos y 2 normales", _ASK_TIME),
    ("6 napolitanas, 3 calentitas y 3 normales", "Apunto: 6 × Napolitana de chocolate. Total 12,00 €.",
     "6 napolitanas, 3 calentitas y 3 normales", _ASK_TIME),
    ("quiero cuatro croissants, dos bien tostados y dos normales",
     "Apunto: 4 × Croissant de mantequilla. Total 7,20 €.",
     "cuatro croissants, dos bien tostados y dos normales", _ASK_TIME),
    ("quero 4 croissants, 2 tostados e 2 normais", "Apunto: 4 × Croissant de mantequilla. Total 7,20 €.",
     "4 croissants, 2 tostados e 2 normais", _ASK_TIME_GL),
    ("quero 6 napolitanas, 3 quentiñas e 3 normais", "Apunto: 6 × Napolitana de chocolate. Total 12,00 €.",
     "6 napolitanas, 3 quentiñas e 3 normais", _ASK_TIME_GL),
    ("dos croissants, uno tostado y otro normal", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.",
     "dos croissants, uno tostado y otro normal", _ASK_TIME),
])
def test_a_count_split_by_a_wish_is_a_note_said_with_the_recap(said, held, note, ask):
    c = _said("", said)
    assert list(line_counts(c).values()) == [int(held.split()[1])]     # the total, one line
    assert _reads(c, held)
    assert _reads(c, f"Apunto como indicación: «{note}».")
    assert _reads(c, ask)
    assert not _reads(c, "No tengo") and not _reads(c, "Non teño")


def test_the_split_note_reaches_the_request():
    c = _said("", "quiero 4 croissants, 2 tostados y 2 normales", "a las 13", "Ana", "600123123")
    assert line_counts(c) == {"croissant": 4}
    assert c.order.get("note") == "4 croissants, 2 tostados y 2 normales"
    assert not any("Apunto como indicación" in t for t in c.last.texts)     # said once, not again


def test_the_day_after_the_parts_stays_the_day():
    c = _said("", "6 napolitanas, 3 calentitas y 3 normales para mañana")
    assert line_counts(c) == {"napolitana": 6}
    assert _reads(c, "¿A qué hora lo recoges mañana?")
    assert _reads(c, "«6 napolitanas, 3 calentitas y 3 normales»")


# ---- 2. a kind not made of a product made one way: offered as yes/no for the count said ----------

@pytest.mark.parametrize("slug, said, offer", [
    ("", "quiero 2 croissant de chocolate", "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 2?"),
    ("", "kiero 3 croisants de chocolate", "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 3?"),
    ("", "un croissant de chocolate", "Solo tengo Croissant de mantequilla (1,80 €). ¿Te lo apunto?"),
    ("", "quero dous croissants de chocolate", "Só teño Croissant de mantequilla (1,80 €). ¿Apúntoche 2?"),
    ("floristeria", "quiero 2 macetas de plastico", "Solo tengo Maceta de cerámica (12,00 €). ¿Te apunto 2?"),
    ("", "quiero 2 croissants integrales", "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 2?"),
    ("", "quero dous croissants integrais", "Só teño Croissant de mantequilla (1,80 €). ¿Apúntoche 2?"),
])
def test_the_only_kind_is_offered_with_its_price(slug, said, offer):
    c = _said(slug, said)
    assert not line_counts(c)
    assert _reads(c, "No tengo «") or _reads(c, "Non teño «")
    assert _reads(c, offer)
    assert not any(t.startswith(("¿Qué", "¿Que")) for t in c.last.texts)


@pytest.mark.parametrize("said, yes, held, ask", [
    ("quiero 2 croissant de chocolate", "sí", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.", _ASK_TIME),
    ("quiero 2 croissant de chocolate", "vale", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.", _ASK_TIME),
    ("quiero 2 croissant de chocolate", "si, para el martes a las 10",
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.", "¿A nombre de quién lo preparo?"),
    ("quero dous croissants de chocolate", "vale", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.",
     _ASK_TIME_GL),
])
def test_yes_takes_the_count_said(said, yes, held, ask):
    c = _said("", said, yes)
    assert line_counts(c) == {"croissant": 2}
    assert _reads(c, held)
    assert _reads(c, ask)


@pytest.mark.parametrize("said, no, read", [
    ("quiero 2 croissant de chocolate", "no", "Vale, no lo apunto."),
    ("quero dous croissants de chocolate", "non", "Vale, non o apunto."),
])
def test_no_takes_none(said, no, read):
    c = _said("", said, no)
    assert not line_counts(c)
    assert _reads(c, read)


def test_the_second_kind_not_made_is_offered_after_the_first():
    c = _said("", "2 palmeras de chocolate y un croissant relleno")
    assert _reads(c, "Solo tengo Palmera de hojaldre (2,20 €). ¿Te apunto 2?")
    t = c.say("sí")
    assert "Apunto: 2 × Palmera de hojaldre. Total 4,40 €." in t.text
    assert "Solo tengo Croissant de mantequilla (1,80 €). ¿Te lo apunto?" in t.text
    assert "Apunto: 2 × Palmera de hojaldre y 1 × Croissant de mantequilla. Total 6,20 €." in c.say("vale").text


def test_something_else_instead():
    c = _said("", "quiero 2 croissant de chocolate", "mejor 2 napolitanas")
    assert line_counts(c) == {"napolitana": 2}
    assert _reads(c, "Apunto: 2 × Napolitana de chocolate. Total 4,00 €.")


def test_a_kind_not_made_among_several_still_asks_which():
    c = _said("libreria", "quiero 3 cuadernos de espiral")
    assert not line_counts(c)
    assert _reads(c, "¿Qué cuaderno quieres?")
    assert set(c.last.chip_labels) == {"Cuaderno A5 de rayas · 4,50 €", "Cuaderno A4 cuadriculado · 5,90 €"}


# ---- 3. «pídemelas» with no count: how many is asked -----------------------------------------------

@pytest.mark.parametrize("asked, then, ask", [
    ("cuanto cuestan las napolitanas?", "vale, pídemelas para el martes",
     "¿Cuántas unidades de Napolitana de chocolate quieres?"),
    ("cuanto cuestan las napolitanas?", "vale, pidemelas para el martes",
     "¿Cuántas unidades de Napolitana de chocolate quieres?"),
    ("cuanto cuestan las napolitanas?", "me las apuntas para el martes?",
     "¿Cuántas unidades de Napolitana de chocolate quieres?"),
    ("cuanto cuestan las palmeras?", "vale, ponme unas", "¿Cuántas unidades de Palmera de hojaldre quieres?"),
    ("cuanto cuestan las palmeras?", "vale, apúntamelas", "¿Cuántas unidades de Palmera de hojaldre quieres?"),
    ("canto custan as napolitanas?", "vale, resérvamas pro martes",
     "¿Cantas unidades de Napolitana de chocolate queres?"),
    ("canto custan as palmeiras?", "vale, ponme unhas", "¿Cantas unidades de Palmera de hojaldre queres?"),
])
def test_them_with_no_count_asks_how_many(asked, then, ask):
    c = _said("", asked, then)
    assert _reads(c, ask)
    assert not _reads(c, "Total")       # no «1 ×» supposed
    assert c.last.chip_labels[:3] == ["2", "3", "4"]


def test_the_count_answered_is_held_with_the_day():
    c = _said("", "cuanto cuestan las napolitanas?", "vale, pídemelas para el martes", "3")
    assert line_counts(c) == {"napolitana": 3}
    assert _reads(c, "Apunto: 3 × Napolitana de chocolate. Total 6,00 €.")
    assert _reads(c, "¿A qué hora lo recoges el martes 3 de noviembre?")


@pytest.mark.parametrize("asked, then, held", [
    ("cuanto cuesta la napolitana?", "vale, pídemela para el martes", {"napolitana": 1}),
    ("cuanto cuestan las napolitanas?", "ponme una para mañana", {"napolitana": 1}),
    ("cuanto cuestan las napolitanas?", "vale, pídeme 3", {"napolitana": 3}),
    ("cuanto cuestan las napolitanas?", "vale, pídemelas, 4", {"napolitana": 4}),
    ("canto custa a napolitana?", "vale, pídema para o martes", {"napolitana": 1}),
])
def test_one_or_a_count_said_asks_nothing(asked, then, held):
    c = _said("", asked, then)
    assert line_counts(c) == held
    assert not any("unidades de" in t for t in c.last.texts)


# ---- 4. colours per bouquet: kept as a note, said back with the recap ------------------------------

@pytest.mark.parametrize("said, note, ask", [
    ("dos ramos de rosas, uno de amarillas y otro de rojas",
     "dos ramos de rosas, uno de amarillas y otro de rojas", _ASK_TIME),
    ("kiero 2 ramos de rosas: uno de rojas y otro de amarillas",
     "2 ramos de rosas: uno de rojas y otro de amarillas", _ASK_TIME),
    ("quiero 2 ramos de rosas, uno rojo y otro amarillo", "2 ramos de rosas, uno rojo y otro amarillo", _ASK_TIME),
    ("dous ramos de rosas, un de amarelas e outro de vermellas",
     "dous ramos de rosas, un de amarelas e outro de vermellas", _ASK_TIME_GL),
])
def test_colours_per_bouquet_are_a_note_said_now(said, note, ask):
    c = _said("floristeria", said)
    assert line_counts(c) == {"ramo-rosas": 2}
    assert _reads(c, "Apunto: 2 × Ramo de rosas. Total 70,00 €.")
    assert _reads(c, f"Apunto como indicación: «{note}».")
    assert _reads(c, ask)


def test_the_colours_reach_the_request_once():
    c = _said("floristeria", "dos ramos de rosas, uno de amarillas y otro de rojas", "a las 13", "Ana", "600123123")
    assert c.order.get("note") == "dos ramos de rosas, uno de amarillas y otro de rojas"
    assert not any("Apunto como indicación" in t for t in c.last.texts)


# ---- near-misses that stay -------------------------------------------------------------------------

@pytest.mark.parametrize("slug, said, held", [
    ("", "quiero 4 palmeras dos de chocolate y dos de hojaldre", {"palmera": 2}),
    ("", "quiero 2 croissants", {"croissant": 2}),
    ("", "quiero 2 croissants y 2 napolitanas", {"croissant": 2, "napolitana": 2}),
    ("", "quiero 4 croissants, 2 napolitanas y 2 palmeras", {"croissant": 4, "napolitana": 2, "palmera": 2}),
    ("", "6 croissants: 3 normales y 3 de chocolate", {"croissant": 3}),
    ("libreria", "quiero 4 cuadernos, 2 de rayas y 2 cuadriculados", {"cuaderno-a5": 2, "cuaderno-a4": 2}),
])
def test_near_misses_stay(slug, said, held):
    c = _said(slug, said)
    assert line_counts(c) == held
    assert not _reads(c, "Apunto como indicación")


def test_palmeras_split_by_kinds_still_says_the_kind_not_made():
    c = _said("", "quiero 4 palmeras dos de chocolate y dos de hojaldre")
    assert _reads(c, "No tengo «palmera de chocolate» en la carta.")
    assert _reads(c, "Apunto: 2 × Palmera de hojaldre. Total 4,40 €.")


def test_two_of_each_stays():
    c = _said("", "quiero 1 croissant y 1 napolitana", "dos de cada")
    assert line_counts(c) == {"croissant": 2, "napolitana": 2}


def test_yes_to_its_price_stays_one():
    c = _said("", "cuanto cuesta la napolitana?", "vale")
    assert line_counts(c) == {"napolitana": 1}
    assert _reads(c, "Apunto: 1 × Napolitana de chocolate. Total 2,00 €.")
