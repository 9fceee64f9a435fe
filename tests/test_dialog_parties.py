"""A party said by who comes instead of a number: «mi mujer y yo», «yo solo», «nosotros dos y mis
padres», «seremos media docena», «4 o 5». These were not understood at «¿Para cuántas personas?»
(«4 o 5» booked 4).
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from bizengine.language.text import clean
from bizengine.understanding.details import find_party
from tests.conversation import chat


@pytest.mark.parametrize("answer, n", [
    ("mi mujer y yo", 2), ("mi novio y yo", 2), ("yo y mi madre", 2), ("yo solo", 1), ("para mi sola", 1),
    ("voy sola", 1), ("nosotros dos y mis padres", 4), ("somos mi marido, mi hija y yo", 3),
    ("seremos media docena", 6), ("aun no se cuantos seremos, 4 o 5", 5), ("somos 4 o 5", 5),
    ("eu e a miña muller", 2), ("nós dous e os meus pais", 4), ("eu so", 1),
])
def test_the_people_who_come_are_the_party(answer, n):
    c = chat("restaurante")
    c.say("mesa para el jueves a las 21")
    t = c.say(answer)
    word = "persona" if n == 1 else "personas"
    assert f"para {n} {word} " in t.text or f"para {n} persoas " in t.text or f"para {n} persoa " in t.text


def test_a_table_for_me_and_my_girlfriend():
    t = chat("restaurante").say("mesa para mi y mi novia el jueves a las 21")
    assert t.text.startswith("Apunto: reserva para 2 personas el jueves 5 de noviembre a las 21:00.")


@pytest.mark.parametrize("text", ["a las 4 o 5", "para las 4 o 5", "quiero 4 o 5 napolitanas", "a nombre de mi marido",
                                  "mi nombre es Ana", "entre 4 y 6"])
def test_what_is_no_party(text):
    assert find_party(clean(text), True) is None


@pytest.mark.parametrize("steps, change", [
    (["corte de hombre con iago el miercoles a las 12"], "mejor con otra persona"),
    (["corte de hombre con iago el miercoles"], "prefiero otro"),
    (["corte de hombre con iago el miercoles a las 12", "Luis", "600333444"], "mejor con otro"),
    (["corte de home con iago o mércores"], "mellor con outra persoa"),
    (["corte de hombre con iago el miercoles"], "mejor con otra peluquera"),     # the trade's noun: no listing needed
])
def test_another_person_instead_of_the_one_held(steps, change):
    """«mejor con otra persona» was taken for a name, or not understood."""
    c = chat("peluqueria")
    for text in steps:
        c.say(text)
    t = c.say(change)
    assert "con Marta" in t.text and c.state["booking"]["resource"] == "marta"


def test_whoever_is_free_even_with_one_held():
    c = chat("peluqueria")
    c.say("corte de hombre con iago el miercoles a las 12")
    c.say("mejor me da igual quien")
    assert c.state["booking"]["resource"] == "any"


@pytest.mark.parametrize("text", ["mejor otro dia", "otra hora", "prefiero otra cita"])
def test_another_day_or_time_is_no_other_person(text):
    c = chat("peluqueria")
    c.say("corte de hombre con iago el miercoles a las 12")
    c.say(text)
    assert c.state["booking"]["resource"] == "iago"


@pytest.mark.parametrize("text, said", [
    ("mesa para 6 el sabado que viene a las 21",
     "En ese turno no me queda nada libre; en el otro tengo 13:00, 13:30 o 14:00. ¿Cuál te va bien?"),
    ("mesa para 5 el viernes a las 22", "En ese turno no me queda nada libre; en el otro tengo las 14:30. ¿Te va bien?"),
    ("mesa para 5 o venres ás 22", "Nesa quenda non me queda nada libre; na outra teño as 14:30. ¿Váiche ben?"),
])
def test_times_of_the_other_opening_are_said_to_be_so(text, said):
    """A full night offered lunch times as «las horas libres más cercanas», and one time in plural."""
    assert said in chat("restaurante").say(text).text


def test_nearest_times_in_the_same_opening_are_said_as_before():
    t = chat("restaurante").say("mesa para 2 el jueves a las 15:45")
    assert "Las horas libres más cercanas son 13:30, 14:00 o 14:30. ¿Cuál te va bien?" in t.text


@pytest.mark.parametrize("text, said, chips", [
    ("yago arregla barbas?", "Sí, Iago hace arreglo de barba.", ["Cita: Arreglo de barba con Iago"]),
    ("iago hace tintes?", "No, Iago no hace tinte; lo hace Marta.", []),
    ("marta hace tintes y cortes de mujer?", "Sí, Marta hace tinte y corte de mujer.",
     ["Cita: Tinte con Marta", "Cita: Corte de mujer con Marta"]),
    ("iago fai tintes?", "Non, Iago non fai tinte; faino Marta.", []),
])
def test_a_question_about_what_a_person_does_is_answered_not_booked(text, said, chips):
    """«¿Yago arregla barbas?» started an appointment."""
    c = chat("peluqueria")
    t = c.say(text)
    assert t.text == said and t.chip_labels == chips and c.state.get("intent") != "booking"


def test_the_chip_books_it():
    c = chat("peluqueria")
    c.say("yago arregla barbas?")
    t = c.press("Cita: Arreglo de barba con Iago")
    assert t.text.startswith("Apunto: arreglo de barba con Iago.")


@pytest.mark.parametrize("text", ["quiero cita con iago para barba", "iago tiene hueco el martes para barba?"])
def test_a_wish_or_a_day_with_a_person_still_books(text):
    assert chat("peluqueria").say(text).text.startswith("Apunto: arreglo de barba con Iago")
