"""Stop 51, review fixes — answers about what is held, the pick-up time asked, and the count-or-hour
question asked again: mid-order, «soy alérgica al huevo, ¿qué puedo tomar?» was answered as a
question about what is held («Croissant … contiene huevo») instead of the list of what has no egg
(the held-thing answer is only for a yes/no question, «¿lleva huevo?»); «¿a qué hora lo puedo pasar a
buscar?» said an empty bubble; «¿a qué hora la tengo que recoger?» of a thing ordered ahead was
answered with a day alone; «¿12 × X o a las 12:00?» asked again was stacked after the time question,
with its chips merged. No turn ever shows an empty text."""
import pytest

from tests.conversation import chat

CROISSANTS_17 = "quiero 2 croissants para hoy a las 17"
SAFE_ES = "Tenemos 4 productos sin huevo: Palmera de hojaldre, Pan de masa madre, Pan de centeno"
SAFE_GL = "Temos 4 produtos sen ovo: Palmera de hojaldre, Pan de masa madre, Pan de centeno"
HOURS_TODAY = "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."


def items(c) -> dict[str, int]:
    return {line["item_id"]: line["qty"] for line in c.order["lines"]}


# ---- 1. «¿qué puedo tomar?» with an allergy, mid-order: what is safe, listed -------------------------

@pytest.mark.parametrize("first, asked, safe, held_warning", [
    (CROISSANTS_17, "soy alérgica al huevo, ¿qué puedo tomar?", SAFE_ES, "Croissant de mantequilla contiene huevo."),
    (CROISSANTS_17, "soy alergica al huevo, que puedo tomar?", SAFE_ES, "Croissant de mantequilla contiene huevo."),
    (CROISSANTS_17, "mi hijo es alérgico al huevo, ¿qué postres puede comer?", SAFE_ES,
     "Croissant de mantequilla contiene huevo."),
    ("quero 2 croissants para hoxe ás 17", "son alérxica ao ovo, ¿que podo tomar?", SAFE_GL,
     "Croissant de mantequilla contén ovo."),
])
def test_what_can_i_have_lists_what_is_safe_then_warns_of_the_held(first, asked, safe, held_warning):
    c = chat()
    c.say(first)
    t = c.say(asked)
    assert t.texts[0].startswith(safe), t.texts
    assert t.text.count(held_warning) == 1      # the order's croissants still warned of, once
    assert items(c) == {"croissant": 2}
    assert c.state["awaiting"] == "name"


@pytest.mark.parametrize("first, asked, answer", [
    ("quiero una tarta sacher de 8 raciones para el martes a las 12", "soy alérgico al huevo, ¿lleva huevo?",
     "Tarta Sacher contiene huevo."),
    ("quiero una tarta sacher de 8 raciones para el martes a las 12", "soy alergico al huevo, lleva huevo?",
     "Tarta Sacher contiene huevo."),
    (CROISSANTS_17, "soy alérgica al huevo, ¿tiene huevo?", "Croissant de mantequilla contiene huevo."),
    ("quero 2 croissants para hoxe ás 17", "son alérxica ao ovo, ¿leva ovo?", "Croissant de mantequilla contén ovo."),
])
def test_does_it_have_it_is_asked_of_the_held_and_said_once(first, asked, answer):
    c = chat()
    c.say(first)
    t = c.say(asked)
    assert t.texts[0].startswith(answer), t.texts
    assert t.text.count(answer) == 1
    assert "productos sin" not in t.text and "produtos sen" not in t.text


# ---- 3. «¿a qué hora lo puedo pasar a buscar?» mid-order: that day's hours, then the time question ----

@pytest.mark.parametrize("first, asked, hours, question", [
    ("quiero 2 croissants para hoy", "¿a qué hora lo puedo pasar a buscar?", HOURS_TODAY, "¿A qué hora lo recoges?"),
    ("quiero 2 croissants para hoy", "a que hora lo puedo recoger?", HOURS_TODAY, "¿A qué hora lo recoges?"),
    ("quiero 2 croissants para mañana", "¿a qué hora los puedo recoger?",
     "El domingo 1 de noviembre abrimos de 09:30 a 14:00.", "¿A qué hora lo recoges mañana?"),
    ("quero 2 croissants para hoxe", "¿a que hora o podo pasar a buscar?",
     "Hoxe abrimos de 09:00 a 14:00 e de 16:30 a 20:00.", "¿A que hora o recolles?"),
])
def test_the_hour_asked_mid_order_says_that_days_hours(first, asked, hours, question):
    c = chat()
    c.say(first)
    t = c.say(asked)
    assert t.texts[0] == hours, t.texts
    assert t.texts[1].startswith(question)
    assert "13:00" in t.chip_labels
    assert items(c) == {"croissant": 2} and c.state["awaiting"] == "time"


def test_when_asked_of_a_thing_ready_today_leaves_no_empty_bubble():
    c = chat()
    c.say("quiero 2 croissants para hoy")
    t = c.say("¿cuándo lo puedo recoger?")
    assert all(text.strip() for text in t.texts), t.texts
    assert "13:00" in t.text and c.state["awaiting"] == "time"


# ---- 4. «¿a qué hora la tengo que recoger?» of a thing ordered ahead: the first day, and its hours ------

@pytest.mark.parametrize("first, asked, answer", [
    ("quiero una tarta de queso de 8 raciones", "¿a qué hora la tengo que recoger?",
     "Lo más pronto es el martes 3 de noviembre; ese día abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("quiero una tarta de queso de 8 raciones", "a que hora la tengo q recoger?",
     "Lo más pronto es el martes 3 de noviembre; ese día abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("quero unha tarta de queixo de 8 racións", "¿a que hora a teño que recoller?",
     "O máis cedo é o martes 3 de novembro; ese día abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
])
def test_the_hour_asked_of_a_thing_ordered_ahead_says_the_first_days_hours(first, asked, answer):
    c = chat()
    c.say(first)
    t = c.say(asked)
    assert t.texts[0] == answer, t.texts
    assert "mar 3 nov" in t.chip_labels and c.state["awaiting"] == "day"


@pytest.mark.parametrize("asked", ["¿cuándo estaría?", "¿para cuándo la tendríais?"])
def test_the_first_day_asked_without_an_hour_says_the_day_alone(asked):
    c = chat()
    c.say("quiero una tarta de queso de 8 raciones")
    t = c.say(asked)
    assert t.texts[0] == "Lo más pronto es el martes 3 de noviembre.", t.texts


# ---- 5. the count-or-hour question asked again: in place of the time question -----------------------

@pytest.mark.parametrize("first, again, more, question, line, time", [
    ("quiero 2 croissants para mañana", "mejor 10", "y una palmera",
     "¿10 × Croissant de mantequilla o a las 10:00?", "10 × Croissant de mantequilla", "10:00"),
    ("quiero 2 croissants para mañana", "mejor 12", "y una palmera",
     "¿12 × Croissant de mantequilla o a las 12:00?", "12 × Croissant de mantequilla", "12:00"),
])
def test_the_count_or_hour_question_asked_again_replaces_the_time_question(first, again, more, question, line, time):
    c = chat()
    c.say(first)
    assert c.say(again).texts == [question]
    t = c.say(more)
    assert t.texts[-1] == question, t.texts
    assert "¿A qué hora lo recoges" not in t.text
    assert t.chip_labels == [line, time]
    assert items(c) == {"croissant": 2, "palmera": 1}
    t = c.press(time)
    assert items(c) == {"croissant": 2, "palmera": 1}
    assert c.order["min"] == int(time[:2]) * 60


# ---- near misses that keep their answers ------------------------------------------------------------

def test_a_diet_list_asked_before_any_order_is_unchanged():
    c = chat()
    t = c.say("soy alérgica al huevo, ¿qué puedo tomar?")
    assert t.texts[0].startswith(SAFE_ES)


def test_the_hours_asked_outright_mid_order_stay_the_hours():
    c = chat()
    c.say("quiero 2 croissants para hoy")
    t = c.say("¿a qué hora cerráis hoy?")
    assert "20:00" in t.texts[0] and "¿A qué hora lo recoges?" in t.text


# ---- guard: no turn ever shows an empty text -----------------------------------------------------------

@pytest.mark.parametrize("steps", [
    ["quiero 2 croissants para hoy", "¿a qué hora lo puedo pasar a buscar?"],
    ["quiero 2 croissants para hoy", "¿cuándo lo puedo recoger?"],
    ["quiero 2 croissants para hoy", "¿cuándo estaría?"],
    ["quiero una tarta de queso de 8 raciones", "¿a qué hora la tengo que recoger?"],
    ["quiero 2 croissants para mañana", "mejor 10", "y una palmera", "10:00"],
    [CROISSANTS_17, "soy alérgica al huevo, ¿qué puedo tomar?"],
    ["hola", "¿qué horario tenéis?", "quiero 3 palmeras para mañana a las 10", "Ana", "600111222", "no"],
    ["quero unha tarta de queixo de 8 racións", "¿cando estaría?", "o martes", "ás 11"],
    ["¿a qué hora abrís mañana?", "¿tenéis algo sin gluten?", "gracias"],
])
def test_no_turn_shows_an_empty_text(steps):
    c = chat()
    for step in steps:
        t = c.say(step)
        assert t.texts and all(text.strip() for text in t.texts), (step, t.texts)
