"""What is said in passing inside an order: «…, soy pedro» is the name; «el aniversario de boda de mis
padres» is no wedding for a person to take; «dos meus pais» is no count of anything."""
import pytest

from tests.conversation import chat

PHONE_ASKED = "¿Y un teléfono de contacto?"


@pytest.mark.parametrize("text, name", [
    ("quiero 4 croissants para el martes a las 10, soy pedro", "Pedro"),
    ("quiero 4 croissants para el martes a las 10. soy maria jose", "Maria Jose"),
    ("2 palmeras pal martes a las 10, y soy lucia", "Lucia"),
    ("quero 4 croissants para o martes ás 10, son xoan", "Xoan"),
])
def test_soy_closing_an_order_is_the_name_in_lower_case(text, name):
    c = chat()
    c.say(text)
    assert c.order["name"] == name


def test_soy_and_a_phone_closing_an_order():
    c = chat()
    t = c.say("para el martes 3 napolitanas y 2 croissants a las 9 y media, soy pedro 600123123")
    assert (c.order["name"], c.order["phone"]) == ("Pedro", "+34600123123")
    assert t.text.endswith("¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)? Si no, dime «no».")


@pytest.mark.parametrize("text", ["quiero 4 croissants para el martes a las 10, soy nueva",
                                  "quiero 4 croissants para el martes a las 10, soy clienta habitual",
                                  "quiero 4 croissants para el martes a las 10, soy yo"])
def test_soy_and_what_one_is_is_no_name(text):
    c = chat()
    assert c.say(text).text.endswith("¿A nombre de quién lo preparo?")
    assert not c.order.get("name")


def test_the_name_of_a_booking_said_in_passing():
    c = chat("restaurante")
    t = c.say("mesa para 4 el jueves a las 21, soy ana")
    assert c.state["booking"]["name"] == "Ana" and "¿A nombre de quién" not in t.text


@pytest.mark.parametrize("text, line", [
    ("quiero una sacher para el sabado, es para el aniversario de boda de mis padres", "Apunto: 1 × Tarta Sacher."),
    ("quero unha tarta de queixo para o aniversario de voda dos meus pais", "Apunto: 1 × Tarta de queso."),
    ("una tarta de santiago para las bodas de oro de mis abuelos", "Apunto: 1 × Tarta de Santiago."),
])
def test_a_wedding_anniversary_is_an_order(text, line):
    t = chat().say(text)
    assert t.text.startswith(line)
    assert t.request["status"] == "collecting"


def test_a_wedding_is_still_for_a_person():
    assert chat().say("quiero una tarta para una boda").request["status"] == "pending"
