"""A correction inside one message that names another thing (stop 57, review of the count taken back).

What was wrong: the count taken back («cinco napolitanas... no, cuatro» → 4) also took «X, no, N Y»
for X's count, with Y left over without one:
- «cinco napolitanas, no, cuatro croissants» said «Apunto: 4 × Napolitana de chocolate y Croissant de
  mantequilla. / ¿Cuántos croissants quieres?» (before this stop: 5 napolitanas and 4 croissants);
- at the florist «dos ramos de rosas, no, tres tarjetas» made 3 roses bouquets (105 €);
- at the bookshop «3 cuadernos a5, no, 2 atlas» made 2 notebooks and 1 atlas, and asked nothing;
- «dos napolitanas, no, mejor tres croissants» (on both trees) made 3 napolitanas and asked the croissants;
- «una napolitana, no, dos, no, tres» made 2 (before this stop: 1).

Now the count said after «no,» goes with the thing named right after it, and that thing takes the
place of the one taken back: «dos napolitanas, no, tres croissants» → «Apunto: 3 × Croissant de
mantequilla. Total 5,40 €.» and the napolitanas are gone. Why replace and not keep both: in «X, no, N Y»
the «no» takes back what was just said (as in «X, no, N» and «X, mejor N Y», already read so), a
reader of Spanish or Galician hears «instead»; keeping both adds what the customer said they did not
want, and the «Apunto» line says back what is kept, so a wrong reading is seen at once. Each «no,» takes
back the count before it: «una, no, dos, no, tres» → 3. A bare «no» with no comma («quiero 5 croissants
no 4», «5 X no 4 Y») is left as said.
"""
import pytest

from tests.conversation import chat_after, line_counts

_ASK_TIME = "¿A qué hora lo recoges?"
_ASK_TIME_GL = "¿A que hora o recolles?"


_said = chat_after


# ---- 1. «X, no, N Y»: Y in X's place ------------------------------------------------------------------

@pytest.mark.parametrize("slug, said, held, reply", [
    ("", "cinco napolitanas, no, cuatro croissants", {"croissant": 4},
     "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."),
    ("", "cinco napolitanas no, cuatro croissants", {"croissant": 4}, "Apunto: 4 × Croissant de mantequilla."),
    ("", "dos napolitanas, no, tres croissants", {"croissant": 3},
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
    ("", "dos croissants, no, tres napolitanas", {"napolitana": 3},
     "Apunto: 3 × Napolitana de chocolate. Total 6,00 €."),
    ("", "quiero 2 napolitanas, no, 3 croissants", {"croissant": 3}, "Total 5,40 €."),
    ("", "dos napolitanas, no, mejor tres croissants", {"croissant": 3}, "Apunto: 3 × Croissant de mantequilla."),
    ("", "Dos napolitanas,no,tres croissants porfa", {"croissant": 3}, "Apunto: 3 × Croissant de mantequilla."),
    ("", "dos napolitanas, no, tres croissants y una empanada", {"croissant": 3, "empanada": 1},
     "Apunto: 3 × Croissant de mantequilla y 1 × Empanada de zorza."),
    ("floristeria", "dos ramos de rosas, no, tres tarjetas", {"tarjeta": 3},
     "Apunto: 3 × Tarjeta dedicada. Total 9,00 €."),
    ("libreria", "3 cuadernos a5, no, 2 atlas", {"atlas-ceo": 2}, "Apunto: 2 × Atlas do ceo. Total 32,00 €."),
])
def test_another_thing_named_after_no_takes_the_place_of_the_first(slug, said, held, reply):
    c = _said(slug, said)
    assert line_counts(c) == held
    assert reply in c.last.text
    assert "¿Cuántos" not in c.last.text and "¿Cuántas" not in c.last.text


def test_the_day_said_with_the_first_thing_stays_with_the_second():
    c = _said("", "dos napolitanas para el martes, no, tres croissants")
    assert line_counts(c) == {"croissant": 3}
    assert "Apunto: 3 × Croissant de mantequilla. Total 5,40 €." in c.last.text
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in c.last.text


def test_a_whole_order_said_with_the_correction_goes_on():
    c = _said("", "quiero 2 napolitanas, no, 3 croissants para el martes a las 10")
    assert line_counts(c) == {"croissant": 3}
    assert "Apunto: 3 × Croissant de mantequilla. Total 5,40 €." in c.last.text
    assert "¿A nombre de quién lo preparo?" in c.last.text


@pytest.mark.parametrize("slug, said, held, reply", [
    ("", "dúas napolitanas, non, tres croissants", {"croissant": 3},
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
    ("", "duas napolitanas, non, tres croissants", {"croissant": 3}, "Total 5,40 €."),
    ("", "dous croissants, non, mellor tres napolitanas", {"napolitana": 3},
     "Apunto: 3 × Napolitana de chocolate. Total 6,00 €."),
    ("floristeria", "dous ramos de rosas, non, tres tarxetas", {"tarjeta": 3},
     "Apunto: 3 × Tarxeta dedicada. Total 9,00 €."),
])
def test_another_thing_named_after_non_in_galician(slug, said, held, reply):
    c = _said(slug, said)
    assert line_counts(c) == held
    assert reply in c.last.text
    assert _ASK_TIME_GL in c.last.text


# ---- 2. each «no,» takes back the count before it ---------------------------------------------------

@pytest.mark.parametrize("said, held, reply", [
    ("una napolitana, no, dos, no, tres", {"napolitana": 3}, "Apunto: 3 × Napolitana de chocolate. Total 6,00 €."),
    ("una napolitana... no, dos... no, tres", {"napolitana": 3}, "Total 6,00 €."),
    ("cinco napolitanas, no, cuatro napolitanas", {"napolitana": 4}, "Apunto: 4 × Napolitana de chocolate."),
    ("dos napolitanas, no, tres croissants, no, cuatro", {"croissant": 4},
     "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."),
    ("una napolitana, no, dos croissants, no, tres napolitanas", {"napolitana": 3},
     "Apunto: 3 × Napolitana de chocolate."),
])
def test_the_last_correction_in_the_message_wins(said, held, reply):
    c = _said("", said)
    assert line_counts(c) == held
    assert reply in c.last.text
    assert _ASK_TIME in c.last.text


def test_the_last_correction_wins_in_galician():
    c = _said("", "unha napolitana, non, dúas, non, tres")
    assert line_counts(c) == {"napolitana": 3}
    assert "Apunto: 3 × Napolitana de chocolate. Total 6,00 €." in c.last.text
    assert _ASK_TIME_GL in c.last.text


def test_the_same_thing_held_counted_again_sets_its_count():
    c = _said("", "4 croissants para el martes", "cuatro croissants, no, tres croissants")
    assert line_counts(c) == {"croissant": 3}
    assert "Apunto: 3 × Croissant de mantequilla. Total 5,40 €." in c.last.text


# ---- 3. near misses keep their reading --------------------------------------------------------------

@pytest.mark.parametrize("slug, said, held", [
    ("floristeria", "tres tarjetas, no, quita una", {"tarjeta": 2}),
    ("", "cinco napolitanas... no, cuatro", {"napolitana": 4}),
    ("", "quiero 5 croissants no 4", {"croissant": 5}),
    ("", "dos napolitanas y tres croissants", {"napolitana": 2, "croissant": 3}),
    ("", "dos napolitanas y un croissant, no, tres", {"napolitana": 2, "croissant": 3}),
    ("", "2 palmeras y un croissant, no, mejor dos", {"palmera": 2, "croissant": 2}),
    ("", "dos napolitanas, mejor tres croissants", {"croissant": 3}),
    ("", "dos napolitanas no, tres", {"napolitana": 3}),
    ("floristeria", "un ramo de rosas y dos tarjetas, no, quita una tarjeta", {"ramo-rosas": 1, "tarjeta": 1}),
    ("", "dúas napolitanas e tres croissants", {"napolitana": 2, "croissant": 3}),
])
def test_near_misses_keep_their_reading(slug, said, held):
    assert line_counts(_said(slug, said)) == held


def test_a_count_taken_back_beside_another_thing_held_still_adds():
    c = _said("", "4 croissants para el martes", "cinco napolitanas... no, cuatro")
    assert line_counts(c) == {"croissant": 4, "napolitana": 4}


def test_a_thing_taken_back_beside_the_same_thing_held_leaves_the_held_ones():
    """With 4 napolitanas held, the 2 said and taken back are not added (they made 6)."""
    c = _said("", "4 napolitanas para el martes", "dos napolitanas, no, tres croissants")
    assert line_counts(c) == {"napolitana": 4, "croissant": 3}
    assert "Apunto: 4 × Napolitana de chocolate y 3 × Croissant de mantequilla. Total 13,40 €." in c.last.text
