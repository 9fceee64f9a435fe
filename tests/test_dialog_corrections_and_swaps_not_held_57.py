"""Corrections inside one message, swaps of things not held, and things said as the name (stop 57, helper B).

What was wrong:
- at the florist, «tres tarjetas, no, quita una» emptied the order («¿Qué te preparo? Dime el producto y
  la cantidad…»), Galician «tres tarxetas, non, quita unha» too; «cinco napolitanas... no, cuatro» kept 5;
  at the bookshop «3 cuadernos a5, no espera, que sean 2» kept 3;
- with «4 croissants para el martes» held, «en vez de dos napolitanas, dos croissants» said «Apunto: 2 ×
  Croissant de mantequilla» (the 4 croissants silently became 2, for napolitanas that were never held);
  «cambia las napolitanas por croissants» made 5 croissants, «en lugar de la tarta, 2 napolitanas» put 2
  napolitanas in the croissants' place and asked «¿Qué tarta quieres?»;
- to «¿A nombre de quién lo preparo?», «Rosas Rojas» (capitalised) was taken as the customer's name.

Now the last count said in the message wins («…, no, cuatro»: the comma after «no» tells it from «5 X
no 4», which says 5), and «quita una», «una menos», «una más» change the count just said: «Apunto: 2 ×
Tarjeta dedicada. Total 6,00 €.». A swap that gives up something the order does not hold changes
nothing and says so with what the order holds: «No tenías Napolitana de chocolate en el pedido: llevas
4 × Croissant de mantequilla.», then the open question again (nothing is added: the customer believed
something was there that was not, so the order is shown rather than guessed at). Words of the trade
with a plural said as the name («Rosas Rojas», «Ramo Rosas») are read as what they are and the name is
asked again; names that are also words («Rosa», «Pilar», «Mar», «Rosa Otero», «Rosa Blanca») are taken.
"""
import pytest

from tests.conversation import chat_after, line_counts

_ASK_NAME = "¿A nombre de quién lo preparo?"
_ASK_PHONE = "¿Y un teléfono de contacto?"
_ASK_TIME_TUESDAY = "¿A qué hora lo recoges el martes 3 de noviembre?"
_ASK_TIME_TUESDAY_GL = "¿A que hora o recolles o martes 3 de novembro?"


_said = chat_after


def _text(c) -> str:
    return c.last.text


# ---- 1. a count taken back inside the first message ---------------------------------------------------

@pytest.mark.parametrize("slug, said, held, reply", [
    ("floristeria", "tres tarjetas, no, quita una", {"tarjeta": 2}, "Apunto: 2 × Tarjeta dedicada. Total 6,00 €."),
    ("floristeria", "tres tarjetas, bueno, quita una", {"tarjeta": 2}, "Apunto: 2 × Tarjeta dedicada. Total 6,00 €."),
    ("floristeria", "tres tarjetas no quita una", {"tarjeta": 2}, "Apunto: 2 × Tarjeta dedicada. Total 6,00 €."),
    ("floristeria", "Tres tarjetas, uy no, quítame una", {"tarjeta": 2}, "Total 6,00 €."),
    ("floristeria", "tres tarjetas, no, una menos", {"tarjeta": 2}, "Total 6,00 €."),
    ("floristeria", "tres tarjetas para el martes, no, quita una", {"tarjeta": 2},
     "Apunto: 2 × Tarjeta dedicada. Total 6,00 €."),
    ("floristeria", "tres tarjetas para mi madre, bueno, una menos", {"tarjeta": 2}, "Total 6,00 €."),
    ("floristeria", "tres tarjetas, no, una mas", {"tarjeta": 4}, "Apunto: 4 × Tarjeta dedicada. Total 12,00 €."),
    ("", "cinco napolitanas... no, cuatro", {"napolitana": 4}, "Apunto: 4 × Napolitana de chocolate. Total 8,00 €."),
    ("", "5 napolitanas, no, 4", {"napolitana": 4}, "Total 8,00 €."),
    ("", "quiero 4 croissants, no, mejor 3", {"croissant": 3}, "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
    ("", "cuatro napolitanas, no, quita dos", {"napolitana": 2}, "Total 4,00 €."),
    ("libreria", "3 cuadernos a5, no espera, que sean 2", {"cuaderno-a5": 2},
     "Apunto: 2 × Cuaderno A5 de rayas. Total 9,00 €."),
    ("libreria", "tres marcapaginas, no, quita uno", {"marcapaginas": 2}, "Apunto: 2 × Marcapáginas de madera."),
])
def test_the_count_said_last_in_the_message_wins(slug, said, held, reply):
    c = _said(slug, said)
    assert line_counts(c) == held
    assert reply in _text(c)
    assert "¿Qué te preparo?" not in _text(c)


@pytest.mark.parametrize("slug, said, held, reply", [
    ("floristeria", "tres tarxetas, non, quita unha", {"tarjeta": 2}, "Apunto: 2 × Tarxeta dedicada. Total 6,00 €."),
    ("floristeria", "tres tarxetas, bo, unha menos", {"tarjeta": 2}, "Total 6,00 €."),
    ("floristeria", "tres tarxetas, non, unha máis", {"tarjeta": 4}, "Apunto: 4 × Tarxeta dedicada. Total 12,00 €."),
    ("", "catro croissants, non, mellor tres", {"croissant": 3}, "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
    ("", "cinco napolitanas... non, catro", {"napolitana": 4}, "Apunto: 4 × Napolitana de chocolate. Total 8,00 €."),
])
def test_the_count_said_last_in_galician(slug, said, held, reply):
    c = _said(slug, said)
    assert line_counts(c) == held
    assert reply in _text(c)
    assert "¿A que hora o recolles?" in _text(c)


@pytest.mark.parametrize("slug, said, held", [
    ("", "quiero 5 croissants no 4", {"croissant": 5}),      # «5, not 4»: no comma after «no»
    ("", "5 croissants, no 4", {"croissant": 5}),
    ("floristeria", "un ramo de rosas y dos tarjetas, no, quita una tarjeta", {"ramo-rosas": 1, "tarjeta": 1}),
    ("", "cuatro napolitanas y un croissant, no, quita dos napolitanas", {"napolitana": 2, "croissant": 1}),
])
def test_near_misses_in_one_message_keep_their_reading(slug, said, held):
    assert line_counts(_said(slug, said)) == held


def test_a_count_taken_back_beside_another_thing_held():
    c = _said("", "4 croissants para el martes", "cinco napolitanas... no, cuatro")
    assert line_counts(c) == {"croissant": 4, "napolitana": 4}
    assert "Apunto: 4 × Croissant de mantequilla y 4 × Napolitana de chocolate. Total 15,20 €." in _text(c)


def test_a_count_said_against_the_held_one_still_sets_it():
    c = _said("", "buenas, 2 bicas y una empanada para el martes a las 10", "dos bicas no, una")
    assert line_counts(c) == {"bica": 1, "empanada": 1}


def test_a_dislike_then_instead_of_that_still_swaps():
    c = _said("", "4 croissants", "los croissants no me convencen nada, en vez de eso 2 napolitanas")
    assert line_counts(c) == {"napolitana": 2}
    assert "No tenías" not in _text(c)


def test_a_count_taken_back_in_the_next_message_still_sets_it():
    c = _said("", "quiero 4 croissants", "no, mejor 3")
    assert line_counts(c) == {"croissant": 3}
    assert "Apunto: 3 × Croissant de mantequilla. Total 5,40 €." in _text(c)


def test_quita_una_as_its_own_message_still_takes_one_off():
    c = _said("floristeria", "tres tarjetas", "quita una")
    assert line_counts(c) == {"tarjeta": 2}
    assert "Apunto: 2 × Tarjeta dedicada. Total 6,00 €." in _text(c)


# ---- 2. a swap of something the order does not hold ---------------------------------------------------

@pytest.mark.parametrize("swap, what", [
    ("en vez de dos napolitanas, dos croissants", "Napolitana de chocolate"),
    ("en vez de 2 napolitanas 2 croissants", "Napolitana de chocolate"),
    ("cambia las napolitanas por croissants", "Napolitana de chocolate"),
    ("cámbiame las napolitanas por croissants porfa", "Napolitana de chocolate"),
    ("pon dos croissants en vez de las napolitanas", "Napolitana de chocolate"),
    ("quiero cambiar las napolitanas por croissants", "Napolitana de chocolate"),
    ("en vez de las napolitanas pon croissants", "Napolitana de chocolate"),
    ("en lugar de la tarta, 2 napolitanas", "«tarta»"),
])
def test_a_swap_of_what_is_not_held_changes_nothing_and_says_so(swap, what):
    c = _said("", "4 croissants para el martes", swap)
    assert line_counts(c) == {"croissant": 4}
    assert f"No tenías {what} en el pedido: llevas 4 × Croissant de mantequilla." in _text(c)
    assert _ASK_TIME_TUESDAY in _text(c)
    assert "Apunto" not in _text(c) and "¿Qué tarta quieres?" not in _text(c)


@pytest.mark.parametrize("swap, what", [
    ("en vez de dúas napolitanas, dous croissants", "Napolitana de chocolate"),
    ("no canto da tarta, dúas napolitanas", "«tarta»"),
    ("troca as napolitanas por croissants", "Napolitana de chocolate"),
])
def test_a_swap_of_what_is_not_held_in_galician(swap, what):
    c = _said("", "catro croissants para o martes", swap)
    assert line_counts(c) == {"croissant": 4}
    assert f"Non tiñas {what} no pedido: levas 4 × Croissant de mantequilla." in _text(c)
    assert _ASK_TIME_TUESDAY_GL in _text(c)


@pytest.mark.parametrize("slug, first, swap, held, told", [
    ("floristeria", "un ramo de rosas", "en vez del jarrón, dos tarjetas", {"ramo-rosas": 1},
     "No tenías Jarrón de cristal en el pedido: llevas 1 × Ramo de rosas."),
    ("libreria", "dos cuadernos a5", "en vez del atlas, dos marcapaginas", {"cuaderno-a5": 2},
     "No tenías Atlas do ceo en el pedido: llevas 2 × Cuaderno A5 de rayas."),
    ("libreria", "dos cuadernos a4", "cambia el cuaderno a5 por un atlas", {"cuaderno-a4": 2},
     "No tenías Cuaderno A5 de rayas en el pedido: llevas 2 × Cuaderno A4 cuadriculado."),
])
def test_a_swap_of_what_is_not_held_in_other_trades(slug, first, swap, held, told):
    c = _said(slug, first, swap)
    assert line_counts(c) == held
    assert told in _text(c)
    assert "¿A qué hora lo recoges?" in _text(c)


def test_a_swap_of_what_is_not_held_at_the_summary():
    c = _said("", "4 croissants para el martes a las 10", "Ana 600111222", "no",
              "en vez de dos napolitanas, dos croissants")
    assert line_counts(c) == {"croissant": 4}
    assert "No tenías Napolitana de chocolate en el pedido: llevas 4 × Croissant de mantequilla." in _text(c)
    assert "Este es el pedido que enviaré al local." in _text(c)


@pytest.mark.parametrize("first, swap, held, reply", [
    ("2 napolitanas", "en vez de dos napolitanas, dos croissants", {"croissant": 2},
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("2 napolitanas y 4 croissants", "cambia las napolitanas por croissants", {"croissant": 6}, "6 × Croissant"),
    ("4 croissants", "en vez de 4 croissants, 6", {"croissant": 6}, "Apunto: 6 × Croissant de mantequilla."),
])
def test_a_swap_of_what_is_held_still_swaps(first, swap, held, reply):
    c = _said("", first, swap)
    assert line_counts(c) == held
    assert reply in _text(c)
    assert "No tenías" not in _text(c)


def test_a_swap_with_the_order_empty_is_no_not_held_reply():
    c = _said("", "en vez de dos napolitanas, dos croissants")
    assert "No tenías" not in _text(c)


# ---- 3. things of the trade said as the name ----------------------------------------------------------

@pytest.mark.parametrize("said", ["Rosas Rojas", "Rosas Vermellas", "Ramo Rosas", "rosas rojas"])
def test_things_said_as_the_name_are_no_name(said):
    c = _said("floristeria", "un ramo de rosas", "13:00", said)
    assert not c.order.get("name")
    assert _ASK_NAME in _text(c)
    assert _ASK_PHONE not in _text(c)
    assert line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("name", ["Rosa", "Pilar", "Mar", "Rosa Otero", "Rosa Blanca", "Flor"])
def test_names_that_are_also_words_are_taken(name):
    c = _said("floristeria", "un ramo de rosas", "13:00", name)
    assert c.order["name"] == name
    assert _ASK_PHONE in _text(c)


def test_things_said_as_the_name_in_galician():
    c = _said("floristeria", "quero un ramo de rosas", "13:00", "Rosas Vermellas")
    assert not c.order.get("name")
    assert "¿A nome de quen o preparo?" in _text(c)


def test_no_thanks_at_the_note_step_is_still_no_note():
    c = _said("", "2 napolitanas para mañana a las 10", "Ana 600111222", "no, gracias")
    assert line_counts(c) == {"napolitana": 2}
    assert "Este es el pedido que enviaré al local." in _text(c)
    assert c.order["name"] == "Ana"
