"""The name asked for is written down as said, whole, and only a name is: «María del Carmen» was
«María», «Sra. Castro» was «Sra», «espera» and «yo» were names, «lo recoge mi hija Laura» was
refused, and a name beside a phone at another question was lost."""
from __future__ import annotations

import pytest

from tests.conversation import chat

ORDER = "quiero 3 palmeras para el jueves a las 11"
PHONE_ASKED = "¿Y un teléfono de contacto?"


@pytest.mark.parametrize("said, name", [
    ("María del Carmen", "María del Carmen"), ("Mª Jesús", "Mª Jesús"), ("Sra. Castro", "Sra. Castro"),
    ("Jose Luis Fernández García", "Jose Luis Fernández García"), ("Xosé da Silva", "Xosé da Silva"),
    ("a nombre de mi marido, Andrés", "Andrés"), ("lo recoge mi hija Laura", "Laura"),
    ("a nome da miña nai, Pilar", "Pilar"), ("o recolle o meu fillo Brais", "Brais"),
    ("maria jose", "Maria Jose"), ("Don Manuel", "Don Manuel"),
])
def test_the_name_is_written_down_whole(said, name):
    c = chat()
    c.say(ORDER)
    t = c.say(said)
    assert c.order["name"] == name
    assert t.text.startswith((PHONE_ASKED, "¿E un teléfono de contacto?"))


@pytest.mark.parametrize("said", ["espera", "dejalo", "a mi nombre", "yo", "tranqui", "paso", "Espera"])
def test_what_is_no_name_is_not_written_down(said):
    c = chat()
    c.say(ORDER)
    t = c.say(said)
    assert not c.order.get("name") and t.text.endswith("¿A nombre de quién lo preparo?")


@pytest.mark.parametrize("said, name, phone", [("Ana 600000001", "Ana", "+34600000001"),
                                               ("600 000 001, Pedro", "Pedro", "+34600000001"),
                                               ("Uxía Pena 666777888", "Uxía Pena", "+34666777888")])
def test_a_name_beside_a_phone_is_kept_at_another_question(said, name, phone):
    c = chat()
    c.say("quiero 3 palmeras para el jueves")
    t = c.say(said)
    assert (c.order["name"], c.order["phone"]) == (name, phone)
    assert t.text.startswith(f"Apunto el nombre y el teléfono: {name}, ")      # said back, the question stays
    assert "carta" not in t.text and t.text.endswith("¿A qué hora lo recoges el jueves 5 de noviembre?")


def test_a_name_beside_a_phone_at_a_table_question():
    c = chat("restaurante")
    c.say("mesa para 2 el jueves")
    c.say("Pedro 666777888")
    t = c.say("a las 14")
    assert c.state["booking"]["name"] == "Pedro" and "¿Quieres dejar alguna indicación" in t.text


CAKE = ("quiero una tarta de queso de 8 para el sabado a las 11", "Ana", "655444333")


@pytest.mark.parametrize("said", ["no, bueno si, q ponga Felicidades", "no... espera, si, velas de numero 3 y 0",
                                  "non, bo, si: que poña Parabéns", "ah no espera, que ponga Feliz cumple"])
def test_a_note_after_a_mind_changed_is_kept(said):
    """«no, bueno sí, que ponga Felicidades» sent the order with no note."""
    c = chat()
    for text in CAKE:
        c.say(text)
    c.say(said)
    assert c.order["note"] == said


@pytest.mark.parametrize("said", ["no, bueno, nada", "no gracias", "no", "non, grazas"])
def test_no_note_is_still_no_note(said):
    c = chat()
    for text in CAKE:
        c.say(text)
    c.say(said)
    assert c.order["note"] == ""


@pytest.mark.parametrize("said, name", [("cambia el nombre a Paula Souto", "Paula Souto"),
                                        ("mejor a nombre de Xiana", "Xiana"), ("cambia o nome a Brais", "Brais")])
def test_the_name_changed_at_the_summary(said, name):
    c = chat()
    for text in (*CAKE, "no"):
        c.say(text)
    c.say(said)
    assert c.order["name"] == name


@pytest.mark.parametrize("biz, start, change, said", [
    ("restaurante", "mesa para 2 el jueves a las 21", "mejor a las 10", "a las 22:00"),
    ("restaurante", "mesa para 2 el jueves a las 21", "al final somos 4", "reserva para 4 personas"),
    ("restaurante", "mesa para 2 o xoves ás 21", "mellor ás 10", "ás 22:00"),
    ("peluqueria", "corte de mujer el martes a las 17", "mejor a las 6", "a las 18:00"),
    ("pasteleria", "quiero 6 croissants para el martes a las 10", "mejor a las 11", "a las 11:00"),
])
def test_a_change_at_the_phone_question_is_no_bad_phone(biz, start, change, said):
    """«mejor a las 10» at «¿Y un teléfono?» changed the time and then said the phone was incomplete."""
    c = chat(biz)
    c.say(start)
    c.say("Ana")
    t = c.say(change)
    assert said in t.text and "9 cifras" not in t.text and "9 díxitos" not in t.text
    assert "teléfono de contacto" in t.text
