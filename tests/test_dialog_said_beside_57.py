"""Stop 57: what the customer asks of the thing ordered, said apart from it in the same message, was
dropped. «un ramo de temporada para el lunes a las 11 sin lirios» kept nothing; «… pero sin lirios que
soy alergica» kept only «soy alergica»; «una tarta personalizada de 20 para el viernes a las 11 con la
foto de mi perro», «…, medida 700x35», «tinte el viernes a las 10, color caoba», «…, envuelto en papel
kraft» kept nothing; «…, dedicado a Maria» kept «dedicado» (the name lost); and «que tenga un dibujo de
spiderman» mid-order went to a person as a question.

Now each is the request's note, said back («Apunto como indicación: «sin lirios»»), in Spanish and
Galician: «sin/sen X» and «con/coa <description>» anywhere after the thing, «medida N», «color/cor X»,
«dedicado a <Name>», «envuelto en X», «mi X es de N pulgadas», «que tenga/teña X». Not notes: «sin
gluten» asked about a product, «con Marta» (one of the staff), «con tarjeta» (how one pays), «para el
lunes», «a nombre de Ana»."""
from __future__ import annotations

import pytest

from tests.conversation import chat

CONTACT = ("Ana", "612345678")


def _kept(slug: str, said: str) -> str:
    """The texts after the contact is given: where the note kept is said back."""
    c = chat(slug)
    c.say(said)
    return c.say_all(*CONTACT).text


@pytest.mark.parametrize("slug, said, note", [
    ("floristeria", "un ramo de temporada para el lunes a las 11 sin lirios", "sin lirios"),
    ("floristeria", "un ramo de temporada para el lunes a las 11 pero sin lirios", "sin lirios"),
    ("floristeria", "un ramo de temporada para o luns ás 11 sen lirios", "sen lirios"),
    ("floristeria", "un ramo de temporada para el lunes a las 11 sin claveles porfa", "sin claveles"),
    ("", "una tarta personalizada de 20 para el viernes a las 11 con la foto de mi perro",
     "con la foto de mi perro"),
    ("", "unha tarta personalizada de 20 para o venres ás 11 coa foto do meu can", "coa foto do meu can"),
    ("", "una tarta personalizada de 20 para el viernes a las 11 con un dibujo de spiderman",
     "con un dibujo de spiderman"),
    ("", "una tarta personalizada de 20 con un dibujo de spiderman para el viernes a las 11",
     "con un dibujo de spiderman"),
    ("taller", "una cubierta urbana para el lunes a las 11, medida 700x35", "medida 700x35"),
    ("taller", "unha cuberta urbana para o luns ás 11, medida 700x35", "medida 700x35"),
    ("taller", "una camara para el lunes a las 11, mi rueda es de 28 pulgadas", "mi rueda es de 28 pulgadas"),
    ("peluqueria", "tinte el viernes a las 10, color caoba", "color caoba"),
    ("peluqueria", "tinte o venres ás 10, cor caoba", "cor caoba"),
    ("peluqueria", "tinte el viernes a las 10 de color rubio ceniza", "de color rubio ceniza"),
    ("libreria", "follas novas para el lunes a las 11, dedicado a Maria", "dedicado a Maria"),
    ("libreria", "follas novas para o luns ás 11, dedicado a María", "dedicado a María"),
    ("floristeria", "un ramo de temporada para el lunes a las 11, envuelto en papel kraft",
     "envuelto en papel kraft"),
    ("floristeria", "un ramo de temporada para o luns ás 11, envolto en papel kraft", "envolto en papel kraft"),
])
def test_what_is_asked_of_the_thing_is_said_back_as_its_note(slug, said, note):
    assert f"Apunto como indicación: «{note}»." in _kept(slug, said)


def test_the_allergy_keeps_what_to_avoid():
    text = _kept("floristeria", "un ramo de temporada para el lunes a las 11 pero sin lirios que soy alergica")
    assert "sin lirios" in text and "soy alergica" in text


def test_the_name_it_is_dedicated_to_replaces_the_bare_word():
    c = chat("libreria")
    c.say("follas novas para el lunes a las 11, dedicado a Maria")
    c.say_all(*CONTACT)
    assert c.order["note"] == "dedicado a Maria"


@pytest.mark.parametrize("first, wish, note", [
    ("una tarta personalizada de 20 para el viernes a las 11", "que tenga un dibujo de spiderman",
     "que tenga un dibujo de spiderman"),
    ("unha tarta personalizada de 20 para o venres ás 11", "que teña un dibujo de spiderman",
     "que teña un dibujo de spiderman"),
])
def test_a_wish_said_mid_order_is_noted_not_handed_over(first, wish, note):
    c = chat("")
    c.say(first)
    t = c.say(wish)
    assert f"Apunto como indicación: «{note}»." in t.text
    assert "prefiero no inventarlo" not in t.text and "prefiro non inventalo" not in t.text
    assert not c.requests or all(r.get("status") != "sent" for r in c.requests)


@pytest.mark.parametrize("slug, said", [
    ("", "una tarta personalizada de 20 para el viernes a las 11, pago con tarjeta"),
    ("", "unha tarta personalizada de 20 para o venres ás 11, pagarei con tarxeta"),
    ("", "una tarta personalizada de 20 para el viernes a las 11 sin prisa"),
    ("peluqueria", "corte de mujer el viernes a las 10 con Marta"),
    ("peluqueria", "corte de muller o venres ás 10 con Marta"),
    ("floristeria", "un ramo de temporada para el lunes a las 11"),
])
def test_near_misses_make_no_note(slug, said):
    text = _kept(slug, said)
    assert "Apunto como indicación" not in text
    assert "alguna indicación" in text or "algunha indicación" in text     # the note still asked


def test_without_gluten_asked_is_answered_not_noted():
    c = chat("")
    t = c.say("¿tenéis algo sin gluten?")
    assert "Apunto como indicación" not in t.text and not c.order["lines"]


def test_a_day_and_a_name_said_are_no_note():
    c = chat("")
    t = c.say("una tarta personalizada de 20 a nombre de Ana para el viernes a las 11")
    assert "Apunto como indicación" not in t.text
    assert c.order["name"] == "Ana"


def test_thanks_that_wish_a_good_day_are_no_note():
    c = chat("")
    c.say("una tarta personalizada de 20 para el viernes a las 11")
    t = c.say("gracias, que tengan buen dia")
    assert "Apunto como indicación" not in t.text
