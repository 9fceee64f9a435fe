"""«¿Qué días cerráis?» is the weekly rest and the closures of the coming year, from the
business's data: it answered today's closing time, and «¿cuál es vuestro día de descanso?» went
to a person."""
from __future__ import annotations

import pytest

from tests.conversation import chat

RESTAURANT = ("Cerramos los lunes. Y estos días: Cierre por inventario (10 de noviembre), Nochebuena "
              "(24 de diciembre), Navidad (25 de diciembre) y Año Nuevo (1 de enero).")


@pytest.mark.parametrize("text", ["que dia cerrais?", "¿Qué días cerráis?", "cual es vuestro dia de descanso?",
                                  "que dia librais", "que dias descansais?", "que festivos cerrais?",
                                  "q dias no abris"])
def test_which_days_the_restaurant_closes(text):
    assert chat("restaurante").say(text).text == RESTAURANT


def test_which_days_in_galician():
    assert chat("restaurante").say("que días pechades?").text.startswith(
        "Pechamos os luns. E estes días: Peche por inventario (10 de novembro), Noiteboa (24 de decembro)")


def test_the_salon_and_the_bakery_say_their_own():
    assert chat("peluqueria").say("que dias cerrais?").text.startswith("Cerramos los lunes y domingos. Y estos días:")
    bakery = chat().say("qué días cerráis?").text
    assert bakery.startswith("Cerramos los lunes. Y estos días: Navidad (25 de diciembre)") and "Día de Galicia" in bakery


@pytest.mark.parametrize("text, said", [("a que hora cerrais?", "Hoy cerramos a las 23:30."),
                                        ("cuando cerrais?", "Hoy cerramos a las 23:30."),
                                        ("que dia cerrais en navidad?", "El viernes 25 de diciembre no abrimos")])
def test_the_closing_time_and_a_given_day_are_still_answered(text, said):
    assert chat("restaurante").say(text).text.startswith(said)
