"""Taking part of a line off by what tells it apart (a size, a variant) took the whole line off, or
was not heard at all. Libreria «quiero 2 cuadernos a5 y 1 a4 para el lunes a las 10» then «quita un
a5» read «Apunto: 1 × Cuaderno A4 cuadriculado. Total 5,90 €.» (both A5 gone); with only the A5s held
it was taken for a name («Necesito un nombre…», still 2); «uno menos de los grandes» and «una menos
de queso» added one instead; «quita una de las de queso» took every one off.
Now the count says how many go, the rest stays, and the recap says what is left: «Apunto: 1 ×
Cuaderno A5 de rayas y 1 × Cuaderno A4 cuadriculado. Total 10,40 €.». «quita los a5», «quita el a4»,
«quita uno» and a real name at the name step are read as before."""
import pytest

from tests.conversation import chat, line_counts

TWO_AND_ONE = "quiero 2 cuadernos a5 y 1 a4 para el lunes a las 10"
TWO_AND_ONE_GL = "quero 2 cadernos a5 e 1 a4 pro luns ás 10"
ONE_A5_LEFT = "Apunto: 1 × Cuaderno A5 de rayas y 1 × Cuaderno A4 cuadriculado. Total 10,40 €."
NAME_ASKED = "¿A nombre de quién lo preparo?"


def _after(slug: str, *msgs: str):
    c = chat(slug)
    for msg in msgs[:-1]:
        c.say(msg)
    return c, c.say(msgs[-1])


@pytest.mark.parametrize("msg", ["quita un a5", "quita uno de los a5", "quita un pequeño", "quitame un pequeno",
                                 "saca un a5", "sácame un a5", "retira un a5", "y quita uno de los a5",
                                 "uno menos de los a5", "uno menos de los pequeños", "quita uno de los cuadernos a5"])
def test_one_of_a_size_taken_off_leaves_the_rest(msg):
    c, t = _after("libreria", TWO_AND_ONE, msg)
    assert line_counts(c) == {"cuaderno-a5": 1, "cuaderno-a4": 1}
    assert ONE_A5_LEFT in t.text
    assert t.text.endswith(NAME_ASKED)


@pytest.mark.parametrize("msg", ["quita un a5", "saca un a5", "quita un pequeno", "un menos dos a5"])
def test_galician_one_of_a_size_taken_off(msg):
    c, t = _after("libreria", TWO_AND_ONE_GL, msg)
    assert line_counts(c) == {"cuaderno-a5": 1, "cuaderno-a4": 1}
    assert "Apunto: 1 × Caderno A5 de raias e 1 × Caderno A4 cuadriculado. Total 10,40 €." in t.text
    assert "¿A nome de quen o preparo?" in t.text


def test_two_of_a_size_said_by_count():
    c, t = _after("libreria", TWO_AND_ONE, "quita 2 de los a5")
    assert line_counts(c) == {"cuaderno-a4": 1}
    assert "Apunto: 1 × Cuaderno A4 cuadriculado. Total 5,90 €." in t.text


@pytest.mark.parametrize("msg", ["quita un a5", "quita uno de los a5", "quita un pequeño", "uno menos de los a5"])
def test_at_the_name_question_a_removal_is_a_removal(msg):
    c, t = _after("libreria", "2 cuadernos a5 para el lunes a las 10", msg)
    assert line_counts(c) == {"cuaderno-a5": 1}
    assert "Necesito un nombre" not in t.text
    assert "Apunto: 1 × Cuaderno A5 de rayas. Total 4,50 €." in t.text
    assert t.text.endswith(NAME_ASKED)


def test_galician_at_the_name_question():
    c, t = _after("libreria", "3 cadernos pequenos pro luns ás 10", "quita un pequeno")
    assert line_counts(c) == {"cuaderno-a5": 2}
    assert "Preciso un nome" not in t.text
    assert "Apunto: 2 × Caderno A5 de raias. Total 9,00 €." in t.text
    assert "¿A nome de quen o preparo?" in t.text


@pytest.mark.parametrize("msg,left,total", [
    ("uno menos de los grandes", {"cuaderno-a4": 1, "cuaderno-a5": 2}, "14,90 €"),
    ("uno menos de los pequenos", {"cuaderno-a4": 2, "cuaderno-a5": 1}, "16,30 €"),
    ("y uno menos de los grandes", {"cuaderno-a4": 1, "cuaderno-a5": 2}, "14,90 €")])
def test_one_less_of_a_size(msg, left, total):
    c, t = _after("libreria", "quiero 2 cuadernos grandes y 2 pequeños para el lunes a las 10", msg)
    assert line_counts(c) == left
    assert t.text.startswith("Apunto: ") and f"Total {total}" in t.text


def test_galician_one_less_of_a_size():
    c, t = _after("libreria", "quero 2 cadernos grandes e 2 pequenos pro luns ás 10", "unha menos dos grandes")
    assert line_counts(c) == {"cuaderno-a4": 1, "cuaderno-a5": 2}
    assert "Apunto: 1 × Caderno A4 cuadriculado e 2 × Caderno A5 de raias. Total 14,90 €." in t.text


CAKES = "2 tartas de queso y 1 de santiago para el martes a las 10"


@pytest.mark.parametrize("msg", ["una menos de queso", "quita una de las de queso", "quita una de queso",
                                 "y una menos de las de queso", "saca una de las de queso"])
def test_bakery_one_of_a_variant(msg):
    c, t = _after("", CAKES, msg)
    assert line_counts(c) == {"tarta-queso": 1, "tarta-santiago": 1}
    assert "Apunto: 1 × Tarta de queso y 1 × Tarta de Santiago. Total 40,00 €." in t.text
    assert "¿Para cuántas raciones?" in t.text


def test_bakery_galician_one_of_a_variant():
    c, t = _after("", "2 tartas de queixo e 1 de santiago pro martes ás 10", "quita unha das de queixo")
    assert line_counts(c) == {"tarta-queso": 1, "tarta-santiago": 1}
    assert "Total 40,00 €" in t.text


def test_bakery_the_one_of_a_variant_takes_its_line_off():
    c, t = _after("", CAKES, "quita la de santiago")
    assert line_counts(c) == {"tarta-queso": 2}


@pytest.mark.parametrize("msg", ["quita uno de rosas", "uno menos de rosas", "quita uno de los de rosas",
                                 "uno menos de los de rosas"])
def test_florist_one_of_a_variant(msg):
    c, t = _after("floristeria", "2 ramos de rosas y 1 de temporada para el lunes a las 10", msg)
    assert line_counts(c) == {"ramo-rosas": 1, "ramo-temporada": 1}
    assert "Apunto: 1 × Ramo de rosas y 1 × Ramo de temporada. Total 63,00 €." in t.text


def test_florist_galician_one_less():
    c, t = _after("floristeria", "2 ramos de rosas e 1 de tempada pro luns ás 10", "un menos dos de rosas")
    assert line_counts(c) == {"ramo-rosas": 1, "ramo-temporada": 1}
    assert "Total 63,00 €" in t.text


# Near-misses: read as before

def test_the_whole_size_taken_off():
    c, t = _after("libreria", TWO_AND_ONE, "quita los a5")
    assert line_counts(c) == {"cuaderno-a4": 1}
    assert "Apunto: 1 × Cuaderno A4 cuadriculado. Total 5,90 €." in t.text


def test_the_other_size_taken_off():
    c, t = _after("libreria", TWO_AND_ONE, "quita el a4")
    assert line_counts(c) == {"cuaderno-a5": 2}
    assert "Apunto: 2 × Cuaderno A5 de rayas. Total 9,00 €." in t.text


def test_the_one_size_held_taken_off_whole():
    c, t = _after("libreria", "2 cuadernos a5 para el lunes a las 10", "quita los a5")
    assert line_counts(c) == {}
    assert "El pedido queda vacío." in t.text


def test_one_off_the_one_line_held():
    c, t = _after("libreria", "2 cuadernos a5 para el lunes a las 10", "quita uno")
    assert line_counts(c) == {"cuaderno-a5": 1}
    assert "Apunto: 1 × Cuaderno A5 de rayas. Total 4,50 €." in t.text


def test_a_name_at_the_name_question():
    c, t = _after("libreria", "2 cuadernos a5 para el lunes a las 10", "Ana")
    assert line_counts(c) == {"cuaderno-a5": 2}
    assert "teléfono" in t.text


def test_a_note_stays_a_note():
    c, t = _after("libreria", TWO_AND_ONE, "sin gluten")
    assert line_counts(c) == {"cuaderno-a5": 2, "cuaderno-a4": 1}
    assert "Apunto como indicación: «sin gluten»." in t.text


def test_one_more_of_a_size_still_adds():
    c, t = _after("libreria", TWO_AND_ONE, "pon un a5")
    assert line_counts(c) == {"cuaderno-a5": 3, "cuaderno-a4": 1}


def test_one_of_the_two_is_no_size():
    c, _t = _after("libreria", TWO_AND_ONE, "quita uno de los dos")
    assert line_counts(c) == {"cuaderno-a5": 2, "cuaderno-a4": 1}


@pytest.mark.parametrize("msg", ["uno menos de los grandes", "quita un a4", "quita un cuaderno a4", "quita 2 a4"])
def test_a_size_not_held_is_said_so(msg):
    c, t = _after("libreria", "2 cuadernos a5 para el lunes a las 10", msg)
    assert line_counts(c) == {"cuaderno-a5": 2}
    assert "No tenías Cuaderno A4 cuadriculado en el pedido: llevas 2 × Cuaderno A5 de rayas." in t.text
    assert t.text.endswith(NAME_ASKED)


def test_galician_a_variant_not_held_is_said_so():
    c, t = _after("floristeria", "2 ramos de rosas pro luns ás 10", "un menos dos de tempada")
    assert line_counts(c) == {"ramo-rosas": 2}
    assert "Non tiñas Ramo de tempada no pedido: levas 2 × Ramo de rosas." in t.text


def test_bakery_a_variant_not_held_is_said_so():
    c, t = _after("", "2 tartas de queso para el martes a las 10", "una menos de santiago")
    assert line_counts(c) == {"tarta-queso": 2}
    assert "No tenías Tarta de Santiago en el pedido" in t.text
