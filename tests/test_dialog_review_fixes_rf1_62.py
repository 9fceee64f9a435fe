"""Stop 62, the merged helpers' fixes composed with the older decisions:
- an order whose day was only assumed (today, no day said): «¿a qué hora lo puedo recoger mañana?»,
  «¿puedo recogerlo mañana?» set tomorrow and ask its time (stop 55's «a day said with ¿cuándo puedo
  pasar? is data»), no «¿Lo cambio al domingo 1?» about a day the customer never chose;
- «ponme 2 X», «pon un X» with more X held add them (stop 26, stop 55); «pon 8 X» with 6 held sets 8 (B);
- a meal judged bad at home or somewhere else is no complaint to this business (rf2 61), one gone by
  here still is (D);
- a phone after a group handed to a person joins that booking (stop 27, 38), not D's «Anoto tu teléfono…»."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("lang, held, asked, reads", [
    ("es", "quiero 2 palmeras", "¿a qué hora lo puedo recoger mañana?", "¿A qué hora lo recoges mañana?"),
    ("es", "quiero 2 palmeras", "¿puedo recogerlo mañana?", "¿A qué hora lo recoges mañana?"),
    ("es", "quiero 2 palmeras", "a que hora lo puedo recoger manana?", "¿A qué hora lo recoges mañana?"),
    ("gl", "quero 2 palmeiras", "podo recollelo mañá?", "¿A que hora o recolles mañá?"),
])
def test_a_day_only_assumed_is_moved_by_a_pickup_question(lang, held, asked, reads):
    c = chat("")
    c.say(held)
    t = c.say(asked)
    assert t.text == reads
    assert c.order["ymd"] == "2026-11-01"


def test_a_day_said_is_still_asked_before_it_moves():
    c = chat("")
    c.say("quiero 2 palmeras para el martes")
    t = c.say("¿puedo recogerlo el miércoles?")
    assert "¿Lo cambio al miércoles 4?" in t.text and c.order["ymd"] == "2026-11-03"


@pytest.mark.parametrize("held, said, count", [
    ("quiero 6 croissants para el martes a las 11", "ponme 2 croissants", 8),
    ("quiero 6 croissants para el martes a las 11", "pon un croissant", 7),
    ("quiero 6 croissants para el martes a las 11", "vale, pon 2 croisants", 8),
    ("quero 6 croissants pro martes ás 11", "ponme 2 croissants", 8),
    ("quiero 6 croissants para el martes a las 11", "pon 8 croissants", 8),       # more than held: that count
    ("quero 6 croissants pro martes ás 11", "pon 8 croissants", 8),
])
def test_a_count_put_smaller_than_the_one_held_adds(held, said, count):
    c = chat("")
    c.say(held)
    c.say(said)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("croissant", count)]


@pytest.mark.parametrize("said, sorry", [
    ("en mi casa cenamos fatal, mesa para 2 el sabado a las 21", False),
    ("en otro sitio cenamos fatal, mesa para 2 el sabado a las 21", False),
    ("cenamos fatal en casa, mesa para 2 el sábado a las 21", False),
    ("na miña casa ceamos fatal, mesa para 2 o sábado ás 21", False),
    ("cenamos fatal el sabado pasado, mesa para 2 el sábado a las 21", True),
    ("la cena del sábado fue horrible, mesa para 2 el sábado a las 21", True),
])
def test_a_meal_judged_elsewhere_is_no_complaint(said, sorry):
    t = chat("restaurante").say(said)
    assert (("Siento lo ocurrido" in t.text) or ("Sinto o ocorrido" in t.text)) is sorry
    assert "sábado 7 de" in t.text


def test_a_rip_off_is_still_a_complaint():
    t = chat("restaurante").say("la cena fue una tomadura de pelo")
    assert t.text.startswith("Siento lo ocurrido.")


@pytest.mark.parametrize("group, phone, reads", [
    ("mesa para 10 el jueves a las 21", "611222333",
     "Apuntado: teléfono 611 22 23 33. Se lo paso a la persona de Casa Lúa que lleva tu reserva."),
    ("mesa para 10 el jueves a las 21", "mi numero es el 611 222 333",
     "Apuntado: teléfono 611 22 23 33. Se lo paso a la persona de Casa Lúa que lleva tu reserva."),
    ("mesa para 10 o xoves ás 21", "o meu teléfono é 611222333",
     "Apuntado: teléfono 611 22 23 33. Pásollo á persoa de Casa Lúa que leva a túa reserva."),
])
def test_a_phone_after_a_group_handed_joins_its_booking(group, phone, reads):
    c = chat("restaurante")
    was = c.say(group).request
    t = c.say(phone)
    assert t.text == reads
    assert t.request["data"]["booking"]["phone"] == "+34611222333"
    assert t.request["data"]["text"] == was["data"]["text"]


def test_a_phone_after_a_question_passed_on_is_still_for_that_person():
    c = chat("restaurante")
    c.say("¿tenéis wifi?")
    assert c.say("611222333").text.startswith("Anoto tu teléfono, 611 22 23 33")
