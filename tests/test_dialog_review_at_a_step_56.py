"""Review of «replies at a step» (stop 56, helper RC).

What was wrong:
- a day picked, or «lo quiero», after «¿Cancelo el pedido?» called the order off: «2 napolitanas», «no»
  (to the time), «no» (to the day), then «vale, para el martes» got «Hecho, lo dejo sin enviar.»; the
  same with «lo quiero», «quéroo», and at the salon «sí, el jueves»;
- a bare «sin» read as a taking off: «un ramo de rosas y un ramo de temporada sin rosas» left only
  «1 × Ramo de temporada» (the roses' bouquet dropped); «2 napolitanas y una tarta de zanahoria sin
  napolitana encima» dropped the napolitanas;
- a wish capitalised, «Rosas Rojas», at the time or day question read as the customer's name («Apunto el
  nombre: Rosas Rojas.»).

Now only a bare yes («sí», «vale», «si, cancela») calls it off; a day, a time or a thing said with it is
read as usual («¿A qué hora lo recoges el martes 3 de noviembre?»), and «lo quiero» keeps the order (the
day asked plainly). A bare «sin» right after a thing is a wish for it; a taking off needs a second
thought («, no, sin…», «mejor…», «quita…») or an article naming a whole line («sin el…»). Capitalised words
that are all the catalogue's or the trade's wish words are a wish, not a name («Apunto como indicación:
«Rosas Rojas».»); a name with a word of no trade in it stays a name («Rosa Martínez», «Ana Rojas»).
"""
import pytest

from bizengine.understanding.lexicon import KEEP_IT_RE, NO_RE, ONLY_NO_RE
from tests.conversation import chat, chat_after, line_counts

_CANCELLED = "Hecho, lo dejo sin enviar."
_CANCELLED_GL = "Feito, déixoo sen enviar."


_said = chat_after


def _text(c) -> str:
    return " ".join(c.last.texts)


# ---- 1. a day, or «lo quiero», to «¿Cancelo el pedido?» ----------------------------------------------------

@pytest.mark.parametrize("reply", ["vale, para el martes", "vale para el martes", "sí, el martes", "si el martes",
                                   "vale, el martes", "el martes"])
def test_a_day_after_cancel_offered_is_the_day(reply):
    c = _said("", "2 napolitanas", "no", "no", reply)
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in _text(c)
    assert _CANCELLED not in _text(c)
    assert line_counts(c) == {"napolitana": 2}


@pytest.mark.parametrize("reply", ["vale, para o martes", "si, o martes", "si o martes"])
def test_a_day_after_cancel_offered_is_the_day_gl(reply):
    c = _said("", "2 napolitanas", "non", "non", reply)
    assert "¿A que hora o recolles o martes 3 de novembro?" in _text(c)
    assert _CANCELLED_GL not in _text(c)
    assert line_counts(c) == {"napolitana": 2}


def test_a_day_and_a_time_after_cancel_offered():
    c = _said("", "2 napolitanas", "no", "no", "vale, el martes a las 10")
    assert _CANCELLED not in _text(c)
    assert "¿A nombre de quién lo preparo?" in _text(c)
    assert line_counts(c) == {"napolitana": 2}


def test_a_thing_after_cancel_offered_is_added():
    c = _said("", "2 napolitanas", "non", "non", "vale, y un croissant")
    assert _CANCELLED_GL not in _text(c)
    assert line_counts(c) == {"napolitana": 2, "croissant": 1}


def test_one_of_two_days_after_cancel_offered():
    c = _said("", "2 napolitanas para el martes o el miércoles", "no", "vale, el miércoles")
    assert "¿A qué hora lo recoges el miércoles 4 de noviembre?" in _text(c)
    assert _CANCELLED not in _text(c)


@pytest.mark.parametrize("reply", ["lo quiero", "sí, lo quiero", "quéroo", "si, la kiero", "Lo quiero!"])
def test_lo_quiero_keeps_it(reply):
    c = _said("", "2 napolitanas", "no", "no", reply)
    assert "¿Qué día lo recoges?" in _text(c)
    assert _CANCELLED not in _text(c)
    assert line_counts(c) == {"napolitana": 2}


@pytest.mark.parametrize("reply", ["quéroo", "si, quéroa", "si, o quero", "keroo"])
def test_lo_quiero_keeps_it_gl(reply):
    c = _said("", "2 napolitanas", "non", "non", reply)
    assert "¿Que día o recolles?" in _text(c)
    assert _CANCELLED_GL not in _text(c)
    assert line_counts(c) == {"napolitana": 2}


@pytest.mark.parametrize("reply", ["vale", "sí", "si", "si, cancela", "ok"])
def test_a_bare_yes_still_cancels(reply):
    c = _said("", "2 napolitanas", "no", "no", reply)
    assert _CANCELLED in _text(c)


@pytest.mark.parametrize("reply", ["si", "vale"])
def test_a_bare_yes_still_cancels_gl(reply):
    c = _said("", "2 napolitanas", "non", "non", reply)
    assert _CANCELLED_GL in _text(c)


def _salon(*replies: str):
    c = chat("peluqueria")
    c.say("un corte de hombre el martes")
    c.press("Marta")
    for reply in replies:
        c.say(reply)
    return c


def test_a_day_after_cancel_offered_books_it():
    c = _salon("no", "no", "sí, el jueves")
    assert "Apunto: corte de hombre con Marta el jueves 5 de noviembre. Total 14,00 €" in _text(c)
    assert "¿A qué hora te va bien el jueves 5 de noviembre?" in _text(c)


def test_a_day_after_cancel_offered_books_it_gl():
    c = chat("peluqueria")
    c.say("un corte de home o martes")
    c.press("Marta")
    for reply in ("non", "non", "si, o xoves"):
        c.say(reply)
    assert "¿A que hora che vai ben o xoves 5 de novembro?" in _text(c)


def test_la_quiero_keeps_the_booking():
    c = _salon("no", "no", "la quiero")
    assert "¿Qué día te va bien?" in _text(c)
    assert "Hecho" not in _text(c)


def test_a_bare_yes_cancels_the_booking():
    c = _salon("no", "no", "vale")
    assert "Hecho, dejo la reserva sin enviar." in _text(c)


def test_keep_it_words():
    for said in ("lo quiero", "si, la kiero", "queroo", "vale, o quero", "keroas"):
        assert KEEP_IT_RE.match(said), said
    for said in ("quiero", "si", "vale", "lo quiero el martes"):
        assert not KEEP_IT_RE.match(said), said


def test_only_no_is_derived_from_no():
    for said in ("no", "non", "nop", "no no", "non non", "pues no", "no, gracias", "non, grazas", "no me va"):
        assert ONLY_NO_RE.match(said), said
    for said in ("no", "non", "nop", "nope", "no, gracias"):
        assert NO_RE.match(said), said
    for said in ("no, el martes", "non, o xoves", "no se", "nada"):
        assert not ONLY_NO_RE.match(said), said


# ---- 2. a bare «sin» after a thing is its wish --------------------------------------------------------------

@pytest.mark.parametrize("said", ["un ramo de rosas y un ramo de temporada sin rosas",
                                  "un ramo de rosas y un ramo de temporada sin rosas por favor",
                                  "Un ramo de rosas, y un ramo de temporada sin rosas"])
def test_a_wish_without_takes_nothing_off(said):
    c = _said("floristeria", said)
    assert line_counts(c) == {"ramo-rosas": 1, "ramo-temporada": 1}
    assert "Total 63,00 €" in _text(c)


def test_a_wish_without_takes_nothing_off_gl():
    c = _said("floristeria", "un ramo de rosas e un ramo de tempada sen rosas")
    assert line_counts(c) == {"ramo-rosas": 1, "ramo-temporada": 1}
    assert "Total 63,00 €" in _text(c)


@pytest.mark.parametrize("said", ["quiero 2 napolitanas y una tarta de zanahoria sin napolitana encima",
                                  "quero 2 napolitanas e unha tarta de cenoria sen napolitana enriba",
                                  "2 napolitanas y una tarta de zanahoria sin napolitanas"])
def test_a_wish_on_a_cake_keeps_the_pastries(said):
    c = _said("", said)
    assert line_counts(c) == {"napolitana": 2, "tarta-zanahoria": 1}
    assert "Total 28,00 €" in _text(c)


@pytest.mark.parametrize("said", ["dos napolitanas y un croissant, no, sin el croissant",
                                  "dos napolitanas y un croissant, no, sin croissant",
                                  "dos napolitanas y un croissant sin el croissant",
                                  "dos napolitanas y un croissant, mejor sin croissant",
                                  "dúas napolitanas e un croissant, non, sen o croissant",
                                  "dúas napolitanas e un croissant, mellor sen croissant"])
def test_a_second_thought_or_a_whole_line_still_takes_off(said):
    c = _said("", said)
    assert line_counts(c) == {"napolitana": 2}
    assert "Total 4,00 €" in _text(c)


@pytest.mark.parametrize("said", ["un ramo de rosas y una tarjeta, no, quita la tarjeta",
                                  "un ramo de rosas e unha tarxeta, non, quita a tarxeta"])
def test_quita_still_takes_off(said):
    c = _said("floristeria", said)
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "Total 35,00 €" in _text(c)


# ---- 3. a wish capitalised is no name ------------------------------------------------------------------------

@pytest.mark.parametrize("wish", ["Rosas Rojas", "Rosas Blancas", "Rosas Amarillas"])
def test_a_wish_capitalised_at_the_time_question_is_no_name(wish):
    c = _said("floristeria", "un ramo de rosas", wish)
    assert f"Apunto el nombre: {wish}." not in _text(c)
    assert not c.order.get("name")
    assert line_counts(c) == {"ramo-rosas": 1}


def test_a_wish_capitalised_is_noted():
    c = _said("floristeria", "un ramo de rosas", "Rosas Rojas")
    assert "Apunto como indicación: «Rosas Rojas»." in _text(c)
    assert "¿A qué hora lo recoges?" in _text(c)


def test_a_wish_capitalised_at_the_day_question_is_no_name():
    c = _said("floristeria", "un ramo de rosas para mañana a las 11", "Rosas Rojas")
    assert "Apunto como indicación: «Rosas Rojas»." in _text(c)
    assert "¿Qué día lo recoges?" in _text(c)
    assert not c.order.get("name")


def test_a_wish_capitalised_is_no_name_gl():
    c = _said("floristeria", "un ramo de rosas para o luns", "Rosas Vermellas")
    assert "Apunto o nome" not in _text(c)
    assert not c.order.get("name")
    assert "¿A que hora o recolles o luns 2 de novembro?" in _text(c)


@pytest.mark.parametrize("name", ["Ana Rojas", "Rosa Martínez", "Rosa Otra"])
def test_a_name_with_a_word_of_no_trade_stays_a_name(name):
    c = _said("floristeria", "un ramo de rosas para el lunes", name)
    assert f"Apunto el nombre: {name}." in _text(c)
    assert c.order["name"] == name


@pytest.mark.parametrize("name", ["Rosa Otra", "Rosa Martínez", "Rosa da Silva"])
def test_at_the_name_question_a_name_with_a_catalogue_word(name):
    c = _said("floristeria", "un ramo de rosas para el lunes a las 11", name)
    assert c.order["name"] == name
    assert line_counts(c) == {"ramo-rosas": 1}
