"""Stop 50, review of names and past tense: what the new readings must not change.

The formal «Reserve / Encargue una X, por favor» is a new request, not the past «reservé / encargué»
(only the accent as typed, a past marker, or the request then moved or called off make it a past);
lower-case words after the name held are no surname when they say something of the customer («Ana viene
sola», «ana tiene prisa») or of the surname («mi apellido es extraño / larguísimo»); a party on a day
(«¿el sábado hay fiesta en el local?») is no holiday."""
import pytest

from tests.conversation import chat

NOTHING_SEEN = "no veo nada tuyo"
CROISSANTS = "quiero 2 croissants para el martes a las 11"


@pytest.mark.parametrize("said, reply", [
    ("Reserve una mesa para 4 el sábado a las 21, por favor",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."),
    ("Reserve mesa para 2 el viernes a las 14:00, por favor",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 14:00."),
    ("Reserve unha mesa para 4 o sábado ás 21, por favor",
     "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 21:00."),
])
def test_the_formal_reserve_books(said, reply):
    c = chat("restaurante")
    t = c.say(said)
    assert reply in t.text and c.state["booking"]["party"]


@pytest.mark.parametrize("said, item", [
    ("Encargue una tarta de queso de 8 para el sábado a las 12, por favor", "tarta-queso"),
    ("Encargue 6 croissants para el martes a las 11, por favor", "croissant"),
])
def test_the_formal_order_orders(said, item):
    c = chat()
    c.say(said)
    assert [line["item_id"] for line in c.order.get("lines") or []] == [item]


@pytest.mark.parametrize("said", [
    "hola, reserve mesa para 4 el sábado, ¿podemos cambiar algún plato?",
    "Reserve mesa para 4 el sábado, ¿se puede cambiar algún plato del menú?",
])
def test_the_formal_reserve_with_a_question_still_books(said):
    c = chat("restaurante")
    t = c.say(said)
    assert NOTHING_SEEN not in t.text and c.state["booking"]["party"] == 4


@pytest.mark.parametrize("said", ["Ana viene sola", "ana tiene prisa", "Ana ven soa"])
def test_words_after_the_name_at_the_phone_question_are_no_surname(said):
    c = chat()
    c.say_all(CROISSANTS, "Ana")
    c.say(said)
    assert c.order["name"] == "Ana"


@pytest.mark.parametrize("said", [
    "Ana viene sola", "ana tiene prisa", "ana ten presa",
    "mi apellido es extraño", "mi apellido es larguísimo", "mi apellido es impronunciable",
    "o meu apelido é rarísimo",
])
def test_what_is_said_after_the_name_at_the_summary_is_no_surname(said):
    c = chat()
    c.say_all(CROISSANTS, "Ana", "600111222", "no")
    c.say(said)
    assert c.order["name"] == "Ana"


@pytest.mark.parametrize("slug, said", [
    ("restaurante", "¿el sábado hay fiesta en el local?"),
    ("", "¿el sábado hay fiesta de halloween?"),
    ("restaurante", "o sábado hai festa no local?"),
    ("", "¿el sábado es fiesta de halloween?"),
])
def test_a_party_on_a_day_is_no_holiday(slug, said):
    t = chat(slug).say(said)
    assert "abrimos" not in t.text and "pechamos" not in t.text and "cerramos" not in t.text
