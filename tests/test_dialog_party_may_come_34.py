"""«¿aceptáis grupos de 20?», «¿podemos ir 14 personas?» at a business that books tables: a party
asked to come is a booking's (a large one goes to a person as a group, with the rule said); never
«eso no lo tengo claro»."""
import pytest

from tests.conversation import chat

GROUP = "Para grupos de más de 8 personas prefiero que lo vea una persona de Casa Lúa"


@pytest.mark.parametrize("text", ["aceptais grupos de 20?", "¿podemos ir 14 personas?", "admitides grupos de 12?",
                                  "¿podríamos venir 10 personas el sábado?"])
def test_a_large_party_asked_is_a_group_for_a_person(text):
    t = chat("restaurante").say(text)
    assert t.text.startswith(GROUP) and t.request["status"] == "pending"


def test_a_small_party_asked_starts_the_booking():
    t = chat("restaurante").say("¿podemos ir 6 personas el sábado?")
    assert t.text.startswith("Apunto: reserva para 6 personas el sábado 7 de noviembre.")


def test_a_business_that_books_nothing_reads_no_booking():
    assert "no gestiono reservas" not in chat().say("¿podemos ir 4 personas a recoger el pedido?").text
