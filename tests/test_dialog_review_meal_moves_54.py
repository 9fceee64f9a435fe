"""Stop 54, review 2: a meal moving a booking, a part of the day refused, «¿a qué hora?» with none held.
What was wrong:

- At the restaurant, «mesa para 4 el viernes a las 14:00» then «mejor para la comida» (or «para la
  comida mejor», «mellor para xantar») dropped 14:00 and asked «¿A qué hora te va bien el viernes…?»:
  the lunch time held was moved to lunch.
- «mejor cenar el sábado» with 14:00 held booked Saturday at 14:00: a meal verb with a change word was
  not read as the meal (only «para cenar» was).
- At the bakery, «una tarta de queso para el martes a las 10» then «por la tarde no puedo» said «Vale,
  quito las 10:00; la hora te la pregunto enseguida.», though 10:00 is a morning time; at the restaurant
  «por la noche no puedo» with 14:00 held asked the time again. And «por la mañana no puedo» with 10:00
  held dropped it without a word (the time was read after the part had cleared it).
- «¿a qué hora?» to «¿A qué hora te va bien el viernes…?» answered «Aún no tengo ninguna hora apuntada.»:
  the customer asks which times there are.

Now a meal word or a part of the day wished with a change word, while the booking's time is in that
part already, keeps it and says so («Ya la tengo a las 14:00, a mediodía.») before the open question; a
meal verb with a change word moves the time to that meal's times («mejor cenar el sábado»: the
Saturday's dinner times offered). A part refused that does not hold the time keeps it («Vale, por la
tarde no; las 10:00 siguen apuntadas.»); one that holds it drops it and says so. «¿a qué hora?» to the
time question leads its free times with «Estas son las horas que tengo libres:»."""
import pytest

from tests.conversation import chat

DINNER = ["20:00", "20:30", "21:00", "21:30", "22:00"]
LUNCH = ["13:00", "13:30", "14:00", "14:30"]
FRIDAY_TIMES = [*LUNCH, "20:00", "20:30", "21:00", "21:30"]
CAKE_CHOICES = "¿Para cuántas raciones?"


def _talk(slug: str, *steps: str):
    c = chat(slug)
    for step in steps:
        c.say(step)
    return c


# ---- a meal wished with the time held in it already: nothing moves ------------------------------------


@pytest.mark.parametrize("first, said, told, question", [
    ("mesa para 4 el viernes a las 14:00", "mejor para la comida", "Ya la tengo a las 14:00, a mediodía.",
     "¿A nombre de quién hago la reserva?"),
    ("mesa para 4 el viernes a las 14:00", "para la comida mejor", "Ya la tengo a las 14:00, a mediodía.",
     "¿A nombre de quién hago la reserva?"),
    ("mesa para 4 el viernes a las 13:30", "mejor pa comer", "Ya la tengo a las 13:30, a mediodía.",
     "¿A nombre de quién hago la reserva?"),
    ("mesa para 4 el viernes a las 21", "mejor para la cena", "Ya la tengo a las 21:00, por la noche.",
     "¿A nombre de quién hago la reserva?"),
    ("mesa para 4 el viernes a las 21", "mejor por la noche", "Ya la tengo a las 21:00, por la noche.",
     "¿A nombre de quién hago la reserva?"),
    ("mesa para 2 o venres ás 14", "mellor para xantar", "Xa a teño ás 14:00, ao mediodía.",
     "¿A nome de quen fago a reserva?"),
    ("mesa para 2 o venres ás 21", "mellor para a cea", "Xa a teño ás 21:00, pola noite.",
     "¿A nome de quen fago a reserva?"),
])
def test_a_meal_wished_with_its_time_held_keeps_it(first, said, told, question):
    c = _talk("restaurante", first)
    held = c.state["booking"]["min"]
    t = c.say(said)
    assert t.texts == [told, question]
    assert c.state["booking"]["min"] == held and not c.state["booking"].get("part")


def test_the_meal_of_its_time_at_the_note_step_is_no_note():
    c = _talk("restaurante", "mesa para 4 el martes a las 21", "Pedro 600000001")
    t = c.say("mejor para cenar")
    assert t.texts[0] == "Ya la tengo a las 21:00, por la noche."
    assert "¿Quieres dejar alguna indicación para el local" in t.text
    assert not c.state["booking"].get("note") and c.state["booking"]["min"] == 21 * 60


@pytest.mark.parametrize("first, said, question, chips", [
    ("mesa para 4 el viernes a las 14:00", "mejor para la cena",
     "Por la noche tengo estas horas libres. ¿A qué hora te va bien el viernes 6 de noviembre?", DINNER),
    ("mesa para 4 el viernes a las 21", "mejor para comer",
     "A mediodía tengo estas horas libres. ¿A qué hora te va bien el viernes 6 de noviembre?", LUNCH),
    ("mesa para 2 o venres ás 21", "mellor para xantar",
     "Ao mediodía teño estas horas libres. ¿A que hora che vai ben o venres 6 de novembro?", LUNCH),
])
def test_near_miss_a_meal_of_another_part_still_moves_it(first, said, question, chips):
    c = _talk("restaurante", first)
    t = c.say(said)
    assert t.texts == [question] and t.chip_labels == chips
    assert c.state["booking"]["min"] is None


# ---- a meal verb with a change word: the meal, and the day said ---------------------------------------


@pytest.mark.parametrize("steps, said, told, question, chips", [
    (["mesa para 4 el viernes a las 14:00"], "mejor cenar el sábado",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre.",
     "Por la noche tengo estas horas libres. ¿A qué hora te va bien el sábado 7 de noviembre?", DINNER),
    (["mesa para 4 el viernes a las 14:00"], "mejor cenar el sabado",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre.",
     "Por la noche tengo estas horas libres. ¿A qué hora te va bien el sábado 7 de noviembre?", DINNER),
    (["mesa para 4 el viernes a las 14:00", "Pedro 600000001"], "mejor cenar el sábado",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre.",
     "Por la noche tengo estas horas libres. ¿A qué hora te va bien el sábado 7 de noviembre?", DINNER),
    (["mesa para 4 el viernes a las 21"], "mejor comer el sábado",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre.",
     "A mediodía tengo estas horas libres. ¿A qué hora te va bien el sábado 7 de noviembre?", LUNCH),
    (["mesa para 2 o venres ás 14"], "mellor cear o sábado",
     "Apunto: reserva para 2 persoas o sábado 7 de novembro.",
     "Pola noite teño estas horas libres. ¿A que hora che vai ben o sábado 7 de novembro?", DINNER),
])
def test_a_meal_verb_with_a_change_word_moves_day_and_meal(steps, said, told, question, chips):
    c = _talk("restaurante", *steps)
    t = c.say(said)
    assert t.texts == [told, question] and t.chip_labels == chips
    b = c.state["booking"]
    assert b["ymd"] == "2026-11-07" and b["min"] is None


def test_a_meal_verb_alone_with_a_change_word_moves_the_time():
    c = _talk("restaurante", "mesa para 4 el viernes a las 14:00")
    t = c.say("mejor cenar")
    assert t.texts == ["Por la noche tengo estas horas libres. ¿A qué hora te va bien el viernes 6 de noviembre?"] \
        and t.chip_labels == DINNER


def test_near_miss_the_meal_of_the_time_held_on_another_day_keeps_the_time():
    c = _talk("restaurante", "mesa para 4 el viernes a las 14")
    t = c.say("mejor comer el sábado")
    assert t.texts == ["Apunto: reserva para 4 personas el sábado 7 de noviembre a las 14:00.",
                       "¿A nombre de quién hago la reserva?"]
    assert c.state["booking"]["min"] == 14 * 60


# ---- a part refused that does not hold the time keeps it --------------------------------------------


@pytest.mark.parametrize("slug, first, said, told, question, minutes", [
    ("", "quiero una tarta de queso para el martes a las 10", "por la tarde no puedo",
     "Vale, por la tarde no; las 10:00 siguen apuntadas.", CAKE_CHOICES, 10 * 60),
    ("", "quiero una tarta de queso para el martes a las 10", "x la tarde no puedo",
     "Vale, por la tarde no; las 10:00 siguen apuntadas.", CAKE_CHOICES, 10 * 60),
    ("", "unha tarta de queixo para o martes ás 17", "pola mañá non podo",
     "Vale, pola mañá non; as 17:00 seguen apuntadas.", "¿Para cantas racións?", 17 * 60),
    ("restaurante", "mesa para 4 el viernes a las 14:00", "por la noche no puedo",
     "Vale, por la noche no; las 14:00 siguen apuntadas.", "¿A nombre de quién hago la reserva?", 14 * 60),
    ("restaurante", "mesa para 2 o venres ás 21", "ao mediodía non podo",
     "Vale, ao mediodía non; as 21:00 seguen apuntadas.", "¿A nome de quen fago a reserva?", 21 * 60),
])
def test_a_part_refused_outside_the_time_held_keeps_it(slug, first, said, told, question, minutes):
    c = _talk(slug, first)
    t = c.say(said)
    assert t.texts == [told, question]
    draft = c.state["booking"] if slug else c.order
    assert draft["min"] == minutes


def test_the_time_kept_is_the_one_in_the_summary():
    c = _talk("", "quiero una tarta de queso para el martes a las 10", "por la tarde no puedo")
    t = c.say("8 raciones")
    assert "¿A qué hora" not in t.text and "¿A nombre de quién lo preparo?" in t.text
    assert c.order["min"] == 10 * 60


@pytest.mark.parametrize("first, said, told", [
    ("quiero una tarta de queso para el martes a las 10", "por la mañana no puedo",
     "Vale, quito las 10:00; la hora te la pregunto enseguida."),
    ("unha tarta de queixo para o martes ás 17", "pola tarde non podo",
     "Vale, quito as 17:00; a hora pregúntocha axiña."),
])
def test_near_miss_a_part_refused_that_holds_the_time_drops_it_and_says_so(first, said, told):
    c = _talk("", first)
    t = c.say(said)
    assert t.texts[0] == told and len(t.texts) == 2
    assert c.order["min"] is None


def test_near_miss_a_booking_part_refused_that_holds_the_time_asks_it_again():
    c = _talk("restaurante", "mesa para 4 el viernes a las 21:00")
    t = c.say("por la noche no puedo")
    assert t.texts == ["¿A qué hora te va bien el viernes 6 de noviembre?"] and t.chip_labels == LUNCH


# ---- «¿a qué hora?» to the time question: its free times ---------------------------------------------


@pytest.mark.parametrize("slug, first, asked, lead, question, chips", [
    ("restaurante", "mesa para 4 el viernes", "¿a qué hora?", "Estas son las horas que tengo libres:",
     "¿A qué hora te va bien el viernes 6 de noviembre?", FRIDAY_TIMES),
    ("restaurante", "mesa para 4 el viernes", "y a que hora", "Estas son las horas que tengo libres:",
     "¿A qué hora te va bien el viernes 6 de noviembre?", FRIDAY_TIMES),
    ("restaurante", "mesa para 4 o venres", "e a que hora?", "Estas son as horas que teño libres:",
     "¿A que hora che vai ben o venres 6 de novembro?", FRIDAY_TIMES),
    ("", "quiero 3 napolitanas para el martes", "y a que hora?", "Estas son las horas que tengo libres:",
     "¿A qué hora lo recoges el martes 3 de noviembre?",
     ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30"]),
])
def test_what_time_asked_to_the_time_question_offers_its_free_times(slug, first, asked, lead, question, chips):
    c = _talk(slug, first)
    t = c.say(asked)
    assert t.texts == [lead, question] and t.chip_labels == chips
    assert "ninguna hora" not in t.text and "ningunha hora" not in t.text


def test_near_miss_what_time_asked_before_the_day_says_none_is_held():
    c = _talk("restaurante", "mesa para 4")
    t = c.say("¿a qué hora?")
    assert t.texts == ["Aún no tengo ninguna hora apuntada.", "¿Qué día te va bien?"]
