"""«reserva para un cumpleaños de 6»: «un» before a thing is no party of one; the occasion's count
is the party. «somos 2 más al final» adds to the party held."""
import pytest

from bizengine.language.text import clean
from bizengine.understanding.details import find_party
from tests.conversation import chat


@pytest.mark.parametrize("text, party", [
    ("quiero hacer una reserva para un cumpleaños de 6 personas el sabado", 6),
    ("reserva para una cena de 6 el viernes a las 21", 6),
    ("quiero reservar para una comida de empresa de 8 el viernes", 8),
    ("mesa para una celebracion de 5", 5),
    ("reserva para unha cea de 7 persoas o venres", 7),
    ("mesa pa un aniversario de 4 el sabado", 4),
    ("mesa para una persona el viernes", 1),
    ("mesa para uno", 1),
    ("reserva para unha soa persoa", 1),
])
def test_the_party_of_an_occasion(text, party):
    assert find_party(clean(text), True) == party


@pytest.mark.parametrize("text", ["reserva para una cena el viernes", "mesa para un cumple el sabado"])
def test_an_occasion_without_a_count_has_no_party(text):
    assert find_party(clean(text), True) is None


@pytest.mark.parametrize("text, said", [
    ("quiero hacer una reserva para un cumpleaños de 6 personas el sabado",
     "Apunto: reserva para 6 personas el sábado 7 de noviembre."),
    ("reserva para una cena de 6 el jueves a las 21",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre a las 21:00."),
    ("reserva pa unha cea de 4 o xoves ás 21", "Apunto: reserva para 4 persoas o xoves 5 de novembro ás 21:00."),
    ("mesa para una cena el jueves a las 21", "Apunto: reserva el jueves 5 de noviembre a las 21:00."),
])
def test_a_booking_for_an_occasion_books_its_party(text, said):
    assert chat("restaurante").say(text).text.startswith(said)


@pytest.mark.parametrize("then, party", [("somos 2 mas al final", 6), ("al final somos uno menos", 3),
                                         ("seremos dos mais ao final", 6)])
def test_more_at_the_end_changes_the_party_held(then, party):
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 21")
    assert c.say(then).text.startswith(f"Apunto: reserva para {party} ")
