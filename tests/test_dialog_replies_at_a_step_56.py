"""Replies at a step of the order or booking form read as something else (stop 56, helper C).

What was wrong:
- at the florist, «un ramo de rosas para mañana a las 11» (Sunday, closed: «¿Qué día te va bien?»), then
  «Rosa Otra» added a bouquet («Apunto: 2 × Ramo de rosas. Total 70,00 €.»); to «¿A nombre de quién
  lo preparo?», «Rosa da Silva» did the same and asked the name again;
- «2 napolitanas para mañana», then «no» to «¿A qué hora lo recoges mañana?» got the canned «Para seguir
  necesito que me digas una de estas opciones…» (Galician «non», the day question and a booking alike);
- «la kiero», «lo quiero», «si lo quiero» to the name question asked it again with the long «Necesito un
  nombre para que el local sepa de quién es…» (a third time, «Parece que no doy con lo que necesitas…»),
  where «vale» gets the short question;
- «Dos Napolitanas» to the name question was taken as the customer's name;
- «un ramo de rosas y una tarjeta, no, quita la tarjeta» emptied the order («¿Qué te preparo?»);
  «dos napolitanas y un croissant, no, sin el croissant» kept the croissant.

Now a first name and surname is the name at the name question, and said ahead at the day or time
question («Apunto el nombre: Rosa Otra.», the time said kept for the day chosen next); a bare «no» to
the time asks «¿Prefieres otro día? …» with the other days and «Cancelar», to the day «¿Cancelo el
pedido?» («sí» calls it off, «no» asks the day plainly); «lo quiero» is heard like «vale» (the short
question); a count and a product at the name question is the order's («Eso ya lo tengo apuntado…»,
or added) and the name is asked again; a take-off in the same message takes off only what it names.
"""
import pytest

from tests.conversation import chat_after, line_counts

_ASK_NAME = "¿A nombre de quién lo preparo?"
_ASK_NAME_GL = "¿A nome de quen o preparo?"
_ASK_PHONE = "¿Y un teléfono de contacto?"
_LONG_NAME_ASK = "Necesito un nombre"
_CANNED = "Para seguir"


_said = chat_after


def _text(c) -> str:
    return " ".join(c.last.texts)


# ---- 1. a name with a catalogue word in it --------------------------------------------------------------

_ROSES_MONDAY = "un ramo de rosas para el lunes a las 11"


@pytest.mark.parametrize("name", ["Rosa Otra", "Rosa", "Rosa Martínez", "Margarita López", "Flor",
                                  "Rosa da Silva", "Margarida dos Santos"])
def test_a_name_with_a_catalogue_word_is_the_name(name):
    c = _said("floristeria", _ROSES_MONDAY, name)
    assert c.order["name"] == name
    assert line_counts(c) == {"ramo-rosas": 1}
    assert _ASK_PHONE in _text(c)
    assert "Total 35,00 €" not in _text(c) and "70,00" not in _text(c)


def test_a_galician_name_with_a_catalogue_word():
    c = _said("floristeria", "un ramo de rosas para o luns ás 11", "Rosa da Silva")
    assert c.order["name"] == "Rosa da Silva"
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "¿E un teléfono de contacto?" in _text(c)


@pytest.mark.parametrize("name", ["Rosa Otra", "Margarita López", "Rosa da Silva"])
def test_a_name_said_at_the_day_question_keeps_the_time(name):
    c = _said("floristeria", "un ramo de rosas para mañana a las 11", name)
    assert f"Apunto el nombre: {name}." in _text(c)
    assert "¿Qué día lo recoges?" in _text(c)
    assert line_counts(c) == {"ramo-rosas": 1}
    c.say("el lunes")
    assert "Apunto la recogida el lunes 2 de noviembre a las 11:00." in _text(c)
    assert c.order["name"] == name
    assert _ASK_PHONE in _text(c)


def test_a_name_said_at_the_time_question():
    c = _said("floristeria", "un ramo de rosas para el lunes", "Rosa Martínez")
    assert "Apunto el nombre: Rosa Martínez." in _text(c)
    assert "¿A qué hora lo recoges el lunes 2 de noviembre?" in _text(c)
    assert line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("said, held", [
    ("y una rosa más", {"ramo-rosas": 2}),
    ("otro ramo de rosas", {"ramo-rosas": 2}),
])
def test_more_at_the_name_question_still_adds(said, held):
    c = _said("floristeria", _ROSES_MONDAY, said)
    assert line_counts(c) == held
    assert not c.order.get("name")
    assert "70,00 €" in _text(c)


def test_another_bouquet_at_the_name_question_asks_which():
    c = _said("floristeria", _ROSES_MONDAY, "añade otro ramo")
    assert "¿Qué ramo quieres?" in _text(c)
    assert not c.order.get("name")


def test_a_product_capitalised_at_the_day_question_is_no_name():
    c = _said("floristeria", "un ramo de rosas para el lunes", "Ramo Grande")
    assert not c.order.get("name")


@pytest.mark.parametrize("name", ["Ana Otra", "Laura"])
def test_plain_names_stay_names(name):
    c = _said("", "2 napolitanas para mañana a las 10", name)
    assert c.order["name"] == name
    assert line_counts(c) == {"napolitana": 2}
    assert _ASK_PHONE in _text(c)


# ---- 2. «no» to the time or day question ---------------------------------------------------------------

def test_no_to_the_time_asks_for_another_day():
    c = _said("", "2 napolitanas para mañana", "no")
    assert _text(c) == "¿Prefieres otro día? Elige uno, o pulsa «Cancelar» si ya no lo necesitas."
    assert _CANNED not in _text(c)
    assert c.last.chip_labels[-1] == "Cancelar"
    assert "mar 3 nov" in c.last.chip_labels
    assert "dom 1 nov" not in c.last.chip_labels      # the day refused is not offered again
    assert line_counts(c) == {"napolitana": 2}


def test_no_to_the_time_then_another_day_goes_on():
    c = _said("", "2 napolitanas para mañana", "no")
    c.press("mar 3 nov")
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in _text(c)
    c.say("a las 10")
    assert _ASK_NAME in _text(c)


@pytest.mark.parametrize("no", ["no", "No", "no gracias", "no me va", "no, no puedo", "nop"])
def test_no_variants_to_the_time(no):
    c = _said("", "2 napolitanas para mañana", no)
    assert "¿Prefieres otro día?" in _text(c)
    assert _CANNED not in _text(c)


def test_non_to_the_time_in_galician():
    c = _said("", "2 napolitanas para mañá", "non")
    assert _text(c) == "¿Prefires outro día? Escolle un, ou preme «Cancelar» se xa non o precisas."
    assert "Cancelar" in c.last.chip_labels


def test_no_to_the_day_asks_whether_to_cancel():
    c = _said("floristeria", "un ramo de rosas para mañana", "no")
    assert _text(c) == "¿Cancelo el pedido? Si lo quieres para otro día, elige uno."
    assert "lun 2 nov" in c.last.chip_labels and "Cancelar" in c.last.chip_labels
    assert line_counts(c) == {"ramo-rosas": 1}


def test_yes_to_cancel_calls_it_off():
    c = _said("", "2 napolitanas para mañana", "no", "no")
    assert "¿Cancelo el pedido?" in _text(c)
    c.say("sí")
    assert "lo dejo sin enviar" in _text(c)
    assert not (c.state.get("order") or {}).get("lines")


def test_no_to_cancel_asks_the_day_plainly():
    c = _said("", "2 napolitanas para mañana", "no", "no", "no")
    assert _text(c) == "¿Qué día lo recoges?"
    assert line_counts(c) == {"napolitana": 2}


def test_galician_no_to_the_day_then_yes():
    c = _said("", "2 napolitanas para mañá", "non", "non")
    assert _text(c) == "¿Cancelo o pedido? Se o queres para outro día, escolle un."
    c.say("si")
    assert "déixoo sen enviar" in _text(c)


def test_no_to_the_time_of_a_booking():
    c = _said("taller", "quiero cita para revisión el lunes", "no")
    assert "¿Prefieres otro día?" in _text(c)
    assert "lun 2 nov" not in c.last.chip_labels and "mar 3 nov" in c.last.chip_labels
    c.say("no")
    assert _text(c) == "¿Cancelo la reserva? Si te va otro día, elige uno."
    c.say("vale")
    assert "Hecho, dejo la reserva sin enviar." in _text(c)


def test_no_then_another_day_said_is_that_day():
    c = _said("", "2 napolitanas para mañana", "no, mejor el martes")
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in _text(c)


def test_cancel_at_the_time_still_cancels():
    c = _said("", "2 napolitanas para mañana", "cancela")
    assert "Hecho, lo dejo sin enviar." in _text(c)


# ---- 3. «lo quiero» at the name question -----------------------------------------------------------------

@pytest.mark.parametrize("said", ["la kiero", "lo quiero", "si lo quiero", "sí, lo quiero", "vale"])
def test_wanting_it_at_the_name_question_asks_briefly(said):
    c = _said("", "2 napolitanas para mañana a las 10", said)
    assert _text(c) == _ASK_NAME
    assert _LONG_NAME_ASK not in _text(c)
    assert not c.order.get("name")


def test_wanting_it_twice_is_still_the_short_question():
    c = _said("", "2 napolitanas para mañana a las 10", "lo quiero", "la kiero")
    assert _text(c) == _ASK_NAME


@pytest.mark.parametrize("said", ["si, o quero", "o kero", "quéroo"])
def test_wanting_it_in_galician(said):
    c = _said("", "2 napolitanas para mañá ás 10", said)
    assert _text(c) == _ASK_NAME_GL
    assert not c.order.get("name")


# ---- 4. a count and a product at the name question -------------------------------------------------------

def test_the_same_count_and_product_is_no_name():
    c = _said("", "2 napolitanas para mañana a las 10", "Dos Napolitanas")
    assert not c.order.get("name")
    assert "Eso ya lo tengo apuntado" in _text(c)
    assert _ASK_NAME in _text(c)
    assert line_counts(c) == {"napolitana": 2}


def test_another_count_and_product_is_added():
    c = _said("", "2 napolitanas para mañana a las 10", "Tres Croissants")
    assert not c.order.get("name")
    assert "Apunto: 2 × Napolitana de chocolate y 3 × Croissant de mantequilla. Total 9,40 €." in _text(c)
    assert _ASK_NAME in _text(c)


def test_a_count_and_a_product_at_the_florist_in_galician():
    c = _said("floristeria", "un ramo de rosas para o luns ás 11", "Dúas Tarxetas")
    assert not c.order.get("name")
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 2}
    assert _ASK_NAME_GL in _text(c)


@pytest.mark.parametrize("name", ["Dos Santos", "Luis Dos Santos"])
def test_a_surname_like_a_count_is_still_a_name(name):
    c = _said("", "2 napolitanas para mañana a las 10", name)
    assert c.order["name"] == name
    assert line_counts(c) == {"napolitana": 2}


# ---- 5. a take-off in the same message -----------------------------------------------------------------

@pytest.mark.parametrize("slug, said, held, total", [
    ("floristeria", "un ramo de rosas y una tarjeta, no, quita la tarjeta", {"ramo-rosas": 1}, "35,00"),
    ("floristeria", "un ramo de rosas y una tarjeta, mejor sin la tarjeta", {"ramo-rosas": 1}, "35,00"),
    ("floristeria", "un ramo de rosas y una tarjeta no quita la tarjeta", {"ramo-rosas": 1}, "35,00"),
    ("", "dos napolitanas y un croissant, no, sin el croissant", {"napolitana": 2}, "4,00"),
    ("", "dos napolitanas y un croissant, uy no, quita el croissant", {"napolitana": 2}, "4,00"),
])
def test_a_take_off_in_the_same_message_takes_off_only_what_it_names(slug, said, held, total):
    c = _said(slug, said)
    assert line_counts(c) == held
    assert f"Total {total} €" in _text(c)
    assert "¿Qué te preparo?" not in _text(c)


def test_a_take_off_in_the_same_message_in_galician():
    c = _said("floristeria", "un ramo de rosas e unha tarxeta, non, quita a tarxeta")
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "Apunto: 1 × Ramo de rosas. Total 35,00 €." in _text(c)


def test_the_take_off_as_its_own_message():
    c = _said("floristeria", "un ramo de rosas y una tarjeta", "quita la tarjeta")
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "Total 35,00 €" in _text(c)


def test_a_wish_without_something_keeps_both():
    c = _said("", "un croissant y una napolitana sin chocolate")
    assert line_counts(c) == {"croissant": 1, "napolitana": 1}


def test_no_to_the_time_at_the_salon():
    c = _said("peluqueria", "corte de mujer el martes", "no")
    assert "¿Prefieres otro día?" in _text(c)
    assert "mar 3 nov" not in c.last.chip_labels and "mié 4 nov" in c.last.chip_labels
    assert _CANNED not in _text(c)


def test_non_to_the_time_of_a_booking_in_galician():
    c = _said("taller", "quero cita para revisión o luns", "non")
    assert "¿Prefires outro día?" in _text(c)
    c.say("non")
    assert _text(c) == "¿Cancelo a reserva? Se che vai outro día, escolle un."


@pytest.mark.parametrize("slug, said, held", [
    ("floristeria", "un ramo de rosas y dos tarjetas, no, quita una tarjeta", {"ramo-rosas": 1, "tarjeta": 1}),
    ("", "cuatro napolitanas y un croissant, no, quita dos napolitanas", {"napolitana": 2, "croissant": 1}),
    ("floristeria", "un ramo de rosas, una tarjeta y un jarrón, no, quita la tarjeta y el jarrón",
     {"ramo-rosas": 1}),
])
def test_a_count_taken_off_in_the_same_message_leaves_the_rest(slug, said, held):
    c = _said(slug, said)
    assert line_counts(c) == held


def test_yes_later_is_no_cancel_once_the_question_moved_on():
    c = _said("", "2 napolitanas para mañana", "no", "no", "¿abrís el domingo?")
    c.say("vale")
    assert line_counts(c) == {"napolitana": 2}
    assert "sin enviar" not in _text(c)
