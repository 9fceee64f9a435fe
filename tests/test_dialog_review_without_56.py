"""«un X y un Y sin Y» takes Y off again (stop 56, helper V3).

What was wrong: after a bare «sin» right after a thing became that thing's wish («un ramo de rosas y un
ramo de temporada sin rosas» keeps both), a «sin Y» naming the very line just said no longer took it off:
«un ramo de rosas y una tarjeta sin tarjeta» read «Apunto: 1 × Ramo de rosas y 1 × Tarjeta dedicada.
Total 38,00 €.», «corte de hombre y barba, sin barba» booked both (23 €), «2 napolitanas y 3 croissants sin
croissants» kept the croissants.

Now a bare «sin Y» right after the line Y, naming it whole or by the head of its name, takes that line off
(«Apunto: 1 × Ramo de rosas. Total 35,00 €.»; «Apunto: corte de hombre. Total 14,00 €»), with the day
said after it kept. Still a wish: a word of another line's name after its head («un ramo de temporada sin
rosas», «un ramo de rosas sin rosas»), a line named earlier but not right before «sin» («2 napolitanas y una
tarta de zanahoria sin napolitanas»), and anything not in the catalogue («sin azúcar»).
"""
import pytest

from tests.conversation import chat, line_counts


def _said(slug: str, text: str):
    c = chat(slug)
    c.say(text)
    return c


def _text(c) -> str:
    return " ".join(c.last.texts)


# ---- 1. «sin Y» right after the line Y takes it off ---------------------------------------------------------

@pytest.mark.parametrize("said", ["un ramo de rosas y una tarjeta sin tarjeta",
                                  "un ramo de rosas y una tarjeta sin tarjeta por favor",
                                  "Un ramo de rosas, y una tarjeta, sin tarjeta",
                                  "un ramo de rosas y una orquidea sin orquidea",
                                  "un ramo de rosas y una orquídea sin orquídea",
                                  "un ramo de rosas y una tarjeta dedicada sin tarjeta",
                                  "un ramo de rosas e unha tarxeta sen tarxeta",
                                  "un ramo de rosas e unha orquidea sen orquidea"])
def test_the_line_just_said_taken_off_florist(said):
    c = _said("floristeria", said)
    assert line_counts(c) == {"ramo-rosas": 1}
    assert "Apunto: 1 × Ramo de rosas. Total 35,00 €." in _text(c)


@pytest.mark.parametrize("said", ["2 napolitanas y un croissant sin croissant",
                                  "2 napolitanas y 3 croissants sin croissants",
                                  "2 napolitanas y 3 croissants sin croissant",
                                  "quiero 2 napolitanas y un croisant sin croisant",
                                  "dos napolitanas e un croissant sen croissant",
                                  "dúas napolitanas e tres croissants sen croissants"])
def test_the_line_just_said_taken_off_bakery(said):
    c = _said("", said)
    assert line_counts(c) == {"napolitana": 2}
    assert "2 × Napolitana de chocolate. Total 4,00 €." in _text(c)


def test_the_day_after_the_line_taken_off_stays():
    c = _said("", "2 napolitanas y un croissant sin croissant para el martes")
    assert line_counts(c) == {"napolitana": 2}
    assert "Total 4,00 €" in _text(c)
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in _text(c)


def test_the_day_after_the_line_taken_off_stays_gl():
    c = _said("", "quero dous croissants e unha napolitana sen napolitana para o martes")
    assert line_counts(c) == {"croissant": 2}
    assert "Total 3,60 €" in _text(c)
    assert "martes 3 de novembro" in _text(c)


@pytest.mark.parametrize("said", ["corte de hombre y barba sin barba", "corte de hombre y barba, sin barba",
                                  "corte de hombre y barba sin barba el jueves", "corte de home e barba sen barba"])
def test_the_service_just_said_taken_off(said):
    c = _said("peluqueria", said)
    assert c.state["booking"]["services"] == ["corte-hombre"]
    assert "Total 14,00 €" in _text(c)
    assert "barba" not in _text(c).split("Total")[0]


def test_the_service_taken_off_keeps_the_day():
    c = _said("peluqueria", "corte de hombre y barba sin barba el jueves")
    assert "Apunto: corte de hombre el jueves 5 de noviembre. Total 14,00 €" in _text(c)


def test_the_service_taken_off_keeps_the_day_gl():
    c = _said("peluqueria", "corte de home e barba sen barba o xoves")
    assert "Apunto: corte de home o xoves 5 de novembro. Total 14,00 €" in _text(c)


def test_the_job_just_said_taken_off_garage():
    c = _said("taller", "una revision y un pinchazo sin pinchazo")
    assert c.state["booking"]["services"] == ["revision"]
    assert "Apunto: revisión completa. Total 35,00 €" in _text(c)


def test_the_thing_just_said_taken_off_bookshop():
    c = _said("libreria", "2 cuadernos a5 y un marcapaginas sin marcapaginas")
    assert line_counts(c) == {"cuaderno-a5": 2}
    assert "2 × Cuaderno A5 de rayas. Total 9,00 €." in _text(c)


# ---- 2. near-misses: still a wish ---------------------------------------------------------------------------

@pytest.mark.parametrize("said", ["un ramo de rosas y un ramo de temporada sin rosas",
                                  "un ramo de rosas e un ramo de tempada sen rosas"])
def test_a_word_of_another_line_is_a_wish(said):
    c = _said("floristeria", said)
    assert line_counts(c) == {"ramo-rosas": 1, "ramo-temporada": 1}
    assert "Total 63,00 €" in _text(c)


@pytest.mark.parametrize("said", ["una orquidea y un ramo de rosas sin rosas",
                                  "unha orquidea e un ramo de rosas sen rosas"])
def test_a_word_after_the_head_of_the_line_is_a_wish(said):
    c = _said("floristeria", said)
    assert line_counts(c) == {"orquidea": 1, "ramo-rosas": 1}
    assert "Total 67,00 €" in _text(c)


@pytest.mark.parametrize("said", ["2 napolitanas y una tarta de zanahoria sin napolitanas",
                                  "2 napolitanas y una tarta de zanahoria sin napolitana encima",
                                  "dúas napolitanas e unha tarta de cenoria sen napolitanas",
                                  "una napolitana y una tarta de zanahoria sin zanahoria"])
def test_a_line_said_earlier_is_a_wish_on_the_last(said):
    c = _said("", said)
    assert line_counts(c)["tarta-zanahoria"] == 1
    assert line_counts(c)["napolitana"] in (1, 2)


def test_a_wish_not_in_the_catalogue_takes_nothing_off():
    c = _said("", "2 napolitanas y un croissant sin azucar")
    assert "Napolitana de chocolate no está entre los productos sin azúcar" in _text(c)
    assert "Croissant de mantequilla no está entre los productos sin azúcar" in _text(c)


@pytest.mark.parametrize("said", ["un ramo de rosas y una orquidea sin jarron",
                                  "un ramo de rosas e unha orquidea sen xarron"])
def test_a_line_not_said_takes_nothing_off(said):
    c = _said("floristeria", said)
    assert line_counts(c) == {"ramo-rosas": 1, "orquidea": 1}
    assert "Total 67,00 €" in _text(c)


@pytest.mark.parametrize("said", ["dos napolitanas y un croissant, no, sin croissant",
                                  "dúas napolitanas e un croissant, non, sen o croissant"])
def test_a_second_thought_still_takes_off(said):
    c = _said("", said)
    assert line_counts(c) == {"napolitana": 2}
    assert "Total 4,00 €" in _text(c)
