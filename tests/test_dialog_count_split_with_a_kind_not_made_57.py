"""A count split into kinds where one kind is not made (stop 57, helper A).

What was wrong:
- «4 croissants, 2 tostados y 2 de chocolate» said «No tengo «tostados» en la carta.» and held
  «4 × Croissant de mantequilla» in silence: the wish was read as a thing asked for and nobody was told the
  chocolate ones are not made (Galician «4 croissants, 2 tostadiños e 2 de chocolate» the same);
- «dos croissants, uno de chocolate y otro normal» said «No tengo «croissant de chocolate»» but still held
  2 (the one not made written down as the plain one); at the florist «dos ramos de rosas, uno rojo y otro
  de tulipanes» the same;
- «4 croissants, 2 de chocolate y 2 normales» held 2 and never offered the other 2;
- «que sean 4» to the offer «Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 2?» was passed to a
  person as a question («Eso no lo tengo claro…»).

Now the parts that exist are held (a part told by a wish is its note: «Apunto como indicación: «2
tostados».»), the kind not made is said not made and its count is offered as more of the kind there is:
«Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 2 más?». «sí / vale / dale» takes them, «no / no
hace falta / solo esos / só eses» does not, a count («que sean 3», «mejor 3», «ponme 3») takes that many
more. «que sean 4» to any «¿Te apunto N?» is a count.
"""
import pytest

from tests.conversation import chat_after, line_counts

_ASK_TIME = "¿A qué hora lo recoges?"
_ASK_TIME_GL = "¿A que hora o recolles?"
_OFFER = "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto {n} más?"
_OFFER_GL = "Só teño Croissant de mantequilla (1,80 €). ¿Apúntoche {n} máis?"
_NOT_MADE = "No tengo «croissant de chocolate» en la carta."
_NOT_MADE_GL = "Non teño «croissant de chocolate» na carta."


_said = chat_after


def _reads(c, words: str) -> bool:
    return any(words in t for t in c.last.texts)


# ---- 1. «4 X, 2 <wish> y 2 de <not made>»: the parts made held, the rest offered ---------------------

@pytest.mark.parametrize("slug, said, not_made, held, offer, note", [
    ("", "4 croissants, 2 tostados y 2 de chocolate", _NOT_MADE,
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.", _OFFER.format(n=2), "2 tostados"),
    ("", "kiero 4 croisants, 2 tostaditos y 2 de chocolate", _NOT_MADE,
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.", _OFFER.format(n=2), "2 tostaditos"),
    ("", "quiero 4 croissants, 2 de chocolate y 2 tostados", _NOT_MADE,
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.", _OFFER.format(n=2), "2 tostados"),
    ("", "quero 4 croissants, 2 tostadiños e 2 de chocolate", _NOT_MADE_GL,
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.", _OFFER_GL.format(n=2), "2 tostadiños"),
    ("", "quiero 6 napolitanas, 3 calentitas y 3 de jamón", "No tengo «napolitana de jamón» en la carta.",
     "Apunto: 3 × Napolitana de chocolate. Total 6,00 €.",
     "Solo tengo Napolitana de chocolate (2,00 €). ¿Te apunto 3 más?", "3 calentitas"),
    ("floristeria", "quiero 4 ramos de rosas, 2 rojos y 2 de tulipanes",
     "No tengo «ramo de tulipanes» en el catálogo.", "Apunto: 2 × Ramo de rosas. Total 70,00 €.",
     "Solo tengo Ramo de rosas (35,00 €). ¿Te apunto 2 más?", "2 rojos"),
    ("libreria", "4 marcapaginas, 2 envueltos y 2 de plastico",
     "No tengo «marcapagina de plastico» en el catálogo.", "Apunto: 2 × Marcapáginas de madera. Total 6,00 €.",
     "Solo tengo Marcapáginas de madera (3,00 €). ¿Te apunto 2 más?", "2 envueltos"),
])
def test_the_parts_made_are_held_and_the_rest_offered(slug, said, not_made, held, offer, note):
    c = _said(slug, said)
    assert list(line_counts(c).values()) == [int(held.split()[1])]
    assert _reads(c, not_made)
    assert _reads(c, held)
    assert _reads(c, offer)
    assert _reads(c, f"Apunto como indicación: «{note}».")
    assert not _reads(c, "«tost") and not _reads(c, "«calent") and not _reads(c, "«rojos") \
        and not _reads(c, "«envuelt")


@pytest.mark.parametrize("said, offer", [
    ("4 croissants, 2 de chocolate y 2 normales", _OFFER.format(n=2)),
    ("quiero 4 croissants: 2 de chocolate y 2 normales para el martes", _OFFER.format(n=2)),
    ("5 croissants, 3 de ellos de chocolate", _OFFER.format(n=3)),
])
def test_a_plain_part_or_some_of_them_not_made_is_offered_too(said, offer):
    c = _said("", said)
    assert _reads(c, _NOT_MADE)
    assert _reads(c, offer)
    assert not _reads(c, "Apunto como indicación")     # «normales» is no wish


# ---- 2. «dos X, uno de <not made> y otro <plain / wish>»: one held, the other offered ----------------

@pytest.mark.parametrize("slug, said, not_made, held, offer", [
    ("", "dos croissants, uno de chocolate y otro normal", _NOT_MADE,
     "Apunto: 1 × Croissant de mantequilla. Total 1,80 €.", _OFFER.format(n=1)),
    ("", "dos croissants, uno normal y otro de chocolate", _NOT_MADE,
     "Apunto: 1 × Croissant de mantequilla. Total 1,80 €.", _OFFER.format(n=1)),
    ("", "dos croisants uno de chocolate y otro normal", _NOT_MADE,
     "Apunto: 1 × Croissant de mantequilla. Total 1,80 €.", _OFFER.format(n=1)),
    ("", "dous croissants, un de chocolate e outro normal", _NOT_MADE_GL,
     "Apunto: 1 × Croissant de mantequilla. Total 1,80 €.", _OFFER_GL.format(n=1)),
    ("", "quero dous croissants, un normal e outro de chocolate", _NOT_MADE_GL,
     "Apunto: 1 × Croissant de mantequilla. Total 1,80 €.", _OFFER_GL.format(n=1)),
    ("floristeria", "dos ramos de rosas, uno rojo y otro de tulipanes",
     "No tengo «ramo de tulipanes» en el catálogo.", "Apunto: 1 × Ramo de rosas. Total 35,00 €.",
     "Solo tengo Ramo de rosas (35,00 €). ¿Te apunto 1 más?"),
    ("floristeria", "dous ramos de rosas, un vermello e outro de tulipáns",
     "Non teño «ramo de tulipáns» no catálogo.", "Apunto: 1 × Ramo de rosas. Total 35,00 €.",
     "Só teño Ramo de rosas (35,00 €). ¿Apúntoche 1 máis?"),
    ("taller", "dos cadenas, una engrasada y otra de titanio",
     "No tengo «cadena de titanio» en el catálogo.", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.",
     "Solo tengo Cadena de 9 velocidades (24,00 €). ¿Te apunto 1 más?"),
])
def test_one_held_and_the_other_offered(slug, said, not_made, held, offer):
    c = _said(slug, said)
    assert list(line_counts(c).values()) == [1]
    assert _reads(c, not_made)
    assert _reads(c, held)
    assert _reads(c, offer)


def test_the_one_kept_by_a_wish_is_its_note():
    c = _said("", "dos croissants, uno tostado y otro de chocolate")
    assert _reads(c, "Apunto como indicación: «uno tostado».")
    assert _reads(c, _OFFER.format(n=1))


# ---- 3. the answers to «¿Te apunto N más?» ---------------------------------------------------------

@pytest.mark.parametrize("said, answer, total, ask", [
    ("4 croissants, 2 tostados y 2 de chocolate", "sí", 4, _ASK_TIME),
    ("4 croissants, 2 tostados y 2 de chocolate", "vale", 4, _ASK_TIME),
    ("4 croissants, 2 tostados y 2 de chocolate", "si porfa", 4, _ASK_TIME),
    ("dos croissants, uno de chocolate y otro normal", "dale", 2, _ASK_TIME),
    ("quero 4 croissants, 2 tostadiños e 2 de chocolate", "vale", 4, _ASK_TIME_GL),
    ("4 croissants, 2 tostados y 2 de chocolate", "no", 2, _ASK_TIME),
    ("4 croissants, 2 tostados y 2 de chocolate", "no hace falta", 2, _ASK_TIME),
    ("4 croissants, 2 tostados y 2 de chocolate", "solo esos", 2, _ASK_TIME),
    ("dos croissants, uno de chocolate y otro normal", "solo ese", 1, _ASK_TIME),
    ("4 croissants, 2 tostados y 2 de chocolate", "no, con esos vale", 2, _ASK_TIME),
    ("quero 4 croissants, 2 tostadiños e 2 de chocolate", "non", 2, _ASK_TIME_GL),
    ("quero 4 croissants, 2 tostadiños e 2 de chocolate", "só eses", 2, _ASK_TIME_GL),
    ("quero 4 croissants, 2 tostadinos e 2 de chocolate", "so eses", 2, _ASK_TIME_GL),      # no accents
    ("dous croissants un de chocolate e outro normal", "dalle", 2, _ASK_TIME_GL),
    ("dous croissants un de chocolate e outro normal", "pon 3", 4, _ASK_TIME_GL),
    ("4 croissants, 2 tostados y 2 de chocolate", "que sean 3", 5, _ASK_TIME),
    ("dos croissants, uno de chocolate y otro normal", "mejor 3", 4, _ASK_TIME),
    ("dos croissants, uno de chocolate y otro normal", "ponme 3", 4, _ASK_TIME),
    ("quero dous croissants, un normal e outro de chocolate", "que sexan 3", 4, _ASK_TIME_GL),
])
def test_the_answers_to_the_offer(said, answer, total, ask):
    c = _said("", said, answer)
    assert line_counts(c) == {"croissant": total}
    assert _reads(c, f"Apunto: {total} × Croissant de mantequilla.") or _reads(c, "o apunto.")
    assert _reads(c, ask)
    assert not _reads(c, "Eso no lo tengo claro") and not _reads(c, "Para seguir necesito")


@pytest.mark.parametrize("answer", ["no", "solo esos", "no hace falta"])
def test_declined_says_so(answer):
    c = _said("", "4 croissants, 2 tostados y 2 de chocolate", answer)
    assert _reads(c, "Vale, no lo apunto.")


def test_the_day_said_before_stays():
    c = _said("", "dos croisants uno de chocolate y otro normal para el martes", "dale")
    assert line_counts(c) == {"croissant": 2}
    assert _reads(c, "¿A qué hora lo recoges el martes 3 de noviembre?")


def test_the_note_reaches_the_request():
    c = _said("", "4 croissants, 2 tostados y 2 de chocolate", "sí", "a las 13", "Ana", "600123123")
    assert line_counts(c) == {"croissant": 4}
    assert "2 tostados" in (c.order.get("note") or "")


# ---- 4. a count to any «¿Te apunto N?» is a count, never a question for a person -------------------

@pytest.mark.parametrize("said, answer, count", [
    ("quiero 2 croissant de chocolate", "que sean 4", 4),
    ("quiero 2 croissant de chocolate", "vale, que sean 3", 3),
    ("quero dous croissants de chocolate", "que sexan 4", 4),
])
def test_que_sean_n_to_the_offer_takes_that_count(said, answer, count):
    c = _said("", said, answer)
    assert line_counts(c) == {"croissant": count}
    assert not _reads(c, "Eso no lo tengo claro") and not _reads(c, "Iso non o teño claro")


# ---- 5. near-misses that do not change -------------------------------------------------------------

def test_a_split_by_a_wish_with_every_kind_made_stays_a_note():
    c = _said("", "4 croissants, 2 tostados y 2 normales")
    assert line_counts(c) == {"croissant": 4}
    assert _reads(c, "Apunto como indicación: «4 croissants, 2 tostados y 2 normales».")
    assert not _reads(c, "más?")


def test_two_told_apart_by_wishes_stay_two():
    c = _said("", "dos croissants, uno tostado y otro normal")
    assert line_counts(c) == {"croissant": 2}
    assert not _reads(c, "más?")


def test_a_kind_not_made_alone_is_the_stop_56_offer():
    c = _said("", "quiero 2 croissant de chocolate")
    assert _reads(c, "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 2?")
    assert not _reads(c, "más?")


def test_the_kind_made_named_goes_on_as_in_stop_55():
    c = _said("", "quiero 5 croissants: 3 de mantequilla y 2 de chocolate")
    assert line_counts(c) == {"croissant": 3}
    assert _reads(c, _ASK_TIME)
    assert not _reads(c, "más?")


def test_two_things_stay_two_things():
    c = _said("", "2 croissants y 2 napolitanas")
    assert line_counts(c) == {"croissant": 2, "napolitana": 2}
    assert not _reads(c, "No tengo")


def test_two_told_apart_by_days_are_as_before():
    c = _said("", "dos napolitanas, una para hoy y otra para mañana")
    assert line_counts(c) == {"napolitana": 1}
    assert _reads(c, "Lo del domingo 1 de noviembre va en otro pedido")
    assert not _reads(c, "más?")
