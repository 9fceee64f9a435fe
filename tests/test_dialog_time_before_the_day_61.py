"""After «Mañana no llego: … 48 horas. ¿Para cuántas raciones?» the time the customer gave next («a
las 12») was kept in silence: the size was asked again as if nothing was said, and «envíalo» only
said «me falta un dato», never that the day was still not possible. Now the time is said back
with the day refused, the day question after the size names the time kept, and sending says the
day again (stop 61). The day refused for a 24-hour item on Sunday stays: lead times of a day or
more count whole days (docs/decisions.md, the seed's «Un plazo que no se cumple»)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, time, said", [
    ("tarta de queso para mañana", "a las 12", "Apunto la hora, las 12:00. Mañana no llego: este pedido necesita "
                                               "48 horas de antelación."),
    ("tarta de queso para mañana", "sobre las 12", "Apunto la hora, las 12:00. Mañana no llego"),
    ("tarta de keso para mañana", "a las 12 porfa", "Apunto la hora, las 12:00. Mañana no llego"),
    ("tarta de santiago para mañana", "a las 11", "Apunto la hora, las 11:00. Mañana no llego: este pedido "
                                                  "necesita 24 horas de antelación."),
    ("hola, quiero una tarta de santiago para el domingo", "a las 11", "Apunto la hora, las 11:00. Mañana no llego"),
    ("tarta de limon para hoy", "a las 18", "Apunto la hora, las 18:00. Hoy no llego: este pedido necesita 48 horas"),
    ("tarta de queso para mañá", "ás 12", "Apunto a hora, as 12:00. Mañá non chego: este pedido precisa 48 horas"),
    ("unha tarta de queixo pra mañá", "ás 12", "Apunto a hora, as 12:00. Mañá non chego"),
])
def test_a_time_said_after_the_day_refused_is_said_back_with_the_day(first, time, said):
    c = chat()
    c.say(first)
    t = c.say(time)
    assert said in t.text
    assert t.text.rstrip().endswith(("¿Para cuántas raciones?", "¿Para cantas racións?"))


@pytest.mark.parametrize("steps, asked", [
    (["tarta de queso para mañana", "a las 12", "de 8"], "¿Qué día lo recoges a las 12:00?"),
    (["tarta de queso para mañá", "ás 12", "de 8"], "¿Que día o recolles ás 12:00?"),
    (["tarta de limon para hoy", "a las 18", "8 raciones"], "¿Qué día lo recoges a las 18:00?"),
])
def test_the_day_question_after_the_size_names_the_time_kept(steps, asked):
    c = chat()
    t = c.say_all(*steps)
    assert asked in t.text


def test_the_time_kept_is_the_pickup_time_of_the_day_said_next():
    c = chat()
    t = c.say_all("tarta de queso para mañana", "a las 12", "de 8", "el martes")
    assert "Apunto la recogida el martes 3 de noviembre a las 12:00." in t.text


@pytest.mark.parametrize("steps, said", [
    (["hola, quiero una tarta de santiago para el domingo", "a las 11", "Carmen 600 111 222",
      "que ponga felicidades", "envialo"], "Mañana no llego: este pedido necesita 24 horas de antelación."),
    (["tarta de queso para mañá", "ás 12", "envíao"], "Mañá non chego: este pedido precisa 48 horas de antelación."),
])
def test_sending_too_early_says_the_day_refused_again(steps, said):
    t = chat().say_all(*steps)
    assert "Aún no puedo enviarlo" in t.text or "Aínda non podo envialo" in t.text
    assert said in t.text


@pytest.mark.parametrize("steps, said, unsaid", [
    # no day refused: the time is said back alone
    (["quiero una tarta de queso", "a las 12"], "Apunto la hora, las 12:00.", "no llego"),
    # a day that can be met: the pickup said back as before
    (["tarta de queso para el viernes", "a las 12"], "Apunto la recogida el viernes 6 de noviembre a las 12:00.",
     "no llego"),
    # the size answered, no time: nothing about a time
    (["tarta de queso para mañana", "de 8"], "¿Qué día lo recoges?", "Apunto la hora"),
    # a new day said with the time: that day, no refusal again
    (["tarta de queso para mañana", "el martes a las 12"], "martes 3 de noviembre", "no llego"),
])
def test_near_misses(steps, said, unsaid):
    t = chat().say_all(*steps)
    assert said in t.text and unsaid not in t.text


def test_a_day_item_on_sunday_is_still_refused_by_whole_days():
    """By the spec (decisions.md «Lead times of a day or more count whole days»): not changed."""
    t = chat().say("bica para el domingo a las 13")
    assert "Mañana no llego: este pedido necesita 24 horas de antelación." in t.text
