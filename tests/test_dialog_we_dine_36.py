"""«Cenamos 4 el sábado», «ceamos 4 o venres»: present tense, a table to book (it went to a person
as a past visit); with a word of the past beside it, it is still a visit that was."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, party, day", [
    ("cenamos 4 el sábado", "4 personas", "sábado 7 de noviembre"),
    ("el sabado cenamos 4", "4 personas", "sábado 7 de noviembre"),
    ("cenamos 5 el viernes a las 21", "5 personas", "viernes 6 de noviembre"),
    ("ceamos 4 o venres ás 21", "4 persoas", "venres 6 de novembro ás 21:00"),
    ("ceamos 3 o xoves", "3 persoas", "xoves 5 de novembro"),
])
def test_we_dine_books_a_table(said, party, day):
    t = chat("restaurante").say(said)
    assert t.request["kind"] == "booking" and t.request["status"] == "collecting"
    assert party in t.text and day in t.text


@pytest.mark.parametrize("said", ["cenamos 4 el sábado y la comida estaba fría", "cenamos ayer y nos cobraron de más",
                                  "cenamos el sábado pasado 4 personas y fue genial", "onte ceamos 4 alí"])
def test_a_dinner_that_was_is_no_booking(said):
    t = chat("restaurante").say(said)
    assert t.request is None or t.request["kind"] != "booking"
