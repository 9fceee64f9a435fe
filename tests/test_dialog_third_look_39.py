"""From a second round of probing: «gracias, hasta el martes», «gracias majos», «moitísimas grazas»
after «Enviar» were handed to a person as a question; «¿tenes bica?» too; «cambio la bica por una
empanada» and «cambia a bica pola empanada» kept the cake; «no espera, mejor 2 croissants y 2
palmeras» dropped the croissants."""
import pytest

from tests.conversation import chat


def _sent():
    c = chat()
    for step in ("quero 2 croissants pro martes", "as 10", "Ana 600111222", "non"):
        c.say(step)
    c.press("Enviar")
    return c


@pytest.mark.parametrize("said, reply", [
    ("gracias, hasta el martes", "¡Hasta pronto!"), ("muchas gracias, hasta el martes a las 10", "¡Hasta pronto!"),
    ("ata o venres!", "Ata pronto!"), ("gracias majos", "Grazas a ti! Se precisas algo máis, aquí estou."),
    ("moitisimas grazas", "Grazas a ti! Se precisas algo máis, aquí estou."),
])
def test_a_goodbye_after_sending(said, reply):
    c = _sent()
    t = c.say(said)
    assert t.texts[0] == reply and (t.request is None or t.request["kind"] == "order")


@pytest.mark.parametrize("question, said", [("tenes bica?", "Bica gallega: 9,00 €."),
                                            ("tenes croissants?", "Croissant de mantequilla: 1,80 €.")])
def test_tenes_is_have(question, said):
    assert chat().say(question).texts[0] == said


@pytest.mark.parametrize("first, said", [
    ("quiero 2 croissants y una bica para el martes", "cambio la bica por una empanada"),
    ("quero 2 croissants e unha bica pro martes", "cambia a bica pola empanada"),
    ("quero 2 croissants e unha bica pro martes", "cambia a bica por unha empanada"),
])
def test_one_line_swapped_for_another(first, said):
    c = chat()
    c.say(first)
    c.say(said)
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == [("croissant", 2), ("empanada", 1)]


@pytest.mark.parametrize("said", ["no espera, mejor 2 croissants y 2 palmeras", "no perdona, 2 croissants y 2 palmeras",
                                  "no no, 2 croissants y 2 palmeras"])
def test_a_pause_before_the_counts_drops_nothing(said):
    c = chat()
    c.say("quiero 3 croissants y 1 bica para el jueves")
    c.say(said)
    assert sorted((x["item_id"], x["qty"]) for x in c.order["lines"]) == [("bica", 1), ("croissant", 2), ("palmera", 2)]


@pytest.mark.parametrize("question", ["cuanto sera todo?", "cuánto será en total?"])
def test_the_total_of_an_appointment(question):
    c = chat("taller")
    c.say("quiero cita para ajustar el cambio el jueves a las 18")
    c.say("y tambien centrar la rueda")
    t = c.say(question)
    assert t.texts[0] == "Ajuste de cambio: 18,00 €. Centrado de rueda: 20,00 €. En total, 38,00 €."


def test_a_goodbye_till_tomorrow_misspelt():
    c = chat("restaurante")
    for step in ("mesa para 2 el sabado a las 21", "Ana 611222333", "no"):
        c.say(step)
    c.press("Enviar")
    t = c.say("grazas!! ata mañan")
    assert t.texts[0] == "Ata pronto!"
