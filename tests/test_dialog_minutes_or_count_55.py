"""Stop 55, a count after a time's «y». What was wrong: «2 croissants para mañana a las 10 y 2
napolitanas» read «10 y 2» as 10:02 («A las 10:02 no puede ser: las horas van cada 30 minutos…»), and
«ás 10 e cinco <things>» as 10:05. Now a number (digits or a minute word) after «y»/«e» is minutes only
when nothing but the clock's own words follows it («a las 10 y 15», «y 20 min», «y cinco de la mañana»);
before anything else («y 2 napolitanas», «e 3 tarxetas») it is a count: the things are held, at 10:00."""
import pytest

from bizengine.business.store import load_business
from bizengine.language.times import find_time
from tests.conversation import chat

_BAKERY = load_business("datasets/pasteleria")


@pytest.mark.parametrize("text, minutes", [
    ("2 croissants a las 10 y 2 napolitanas", 600),
    ("a las 10 y 3 tartas", 600),
    ("as 10 e 2 napolitanas", 600),
    ("a las 10 y cinco napolitanas", 600),
    ("a las 11 y 15 croissants", 660),
    ("a las 10 y 15", 615),
    ("a las 10 y 15 por favor", 615),
    ("a las 10 y 20 min", 620),
    ("a las 10 y cinco de la manana", 605),
    ("a las 10 y media", 630),
    ("as 10 e cuarto", 615),
    ("a las 10 y 45, gracias", 645),
])
def test_minutes_only_when_the_clock_words_follow(text, minutes):
    assert find_time(text, _BAKERY, "2026-11-03", None)[0] == minutes


@pytest.mark.parametrize("slug, message, lines, minutes, reply", [
    ("", "2 croissants para mañana a las 10 y 2 napolitanas",
     {"croissant": 2, "napolitana": 2}, 600, "2 × Napolitana de chocolate. Total 7,60 €"),
    ("", "2 croisants pa mañana a las 10 y 2 napolitanas",
     {"croissant": 2, "napolitana": 2}, 600, "Total 7,60 €"),
    ("", "dous croissants mañá ás 10 e 2 napolitanas",
     {"croissant": 2, "napolitana": 2}, 600, "2 × Napolitana de chocolate. Total 7,60 €"),
    ("", "2 croissants mañana a las 10 y cinco napolitanas",
     {"croissant": 2, "napolitana": 5}, 600, "5 × Napolitana de chocolate"),
    ("floristeria", "un ramo de rosas el lunes a las 11 y 2 tarjetas",
     {"ramo-rosas": 1, "tarjeta": 2}, 660, "2 × Tarjeta dedicada. Total 41,00 €"),
    ("libreria", "un atlas para el lunes a las 11 y 3 cuadernos a5",
     {"atlas-ceo": 1, "cuaderno-a5": 3}, 660, "3 × Cuaderno A5 de rayas"),
])
def test_a_count_after_the_time_is_more_things_held_at_that_time(slug, message, lines, minutes, reply):
    c = chat(slug)
    t = c.say(message)
    assert reply in t.text and ":0" not in t.text.replace("10:00", "").replace("11:00", "")
    order = c.state["order"]
    assert {line["item_id"]: line["qty"] for line in order["lines"]} == lines
    assert order["min"] == minutes


@pytest.mark.parametrize("message, said", [
    ("2 croissants mañana a las 10 y 15", "A las 10:15 no puede ser"),
    ("2 croissants mañana a las 10 y 20 min", "A las 10:20 no puede ser"),
    ("dous croissants mañá ás 10 e cinco", "Ás 10:05 non pode ser"),
])
def test_minutes_said_alone_are_still_minutes(message, said):
    assert said in chat("").say(message).text


# ---- review of stop 55: a word after the minutes that is no catalogue word keeps them ------------------
@pytest.mark.parametrize("text, minutes", [
    ("a las 10 y 15 entonces", 615),
    ("a las 10 y 45 me viene bien", 645),
    ("as 10 e 15 se pode ser", 615),
    ("a las 10 y 20 porfi", 620),
    ("a las 10 y cinco si puede ser", 605),
    ("a las 10 y 15 croissants", 600),
])
def test_minutes_kept_unless_the_things_counted_follow(text, minutes):
    assert find_time(text, _BAKERY, "2026-11-03", None)[0] == minutes


@pytest.mark.parametrize("slug, messages, said", [
    ("peluqueria", ["quiero cita para cortar el pelo el martes a las 10 y 15 si puede ser",
                    "cortar el pelo a las 10 y 45 me viene bien"], "10:45"),
    ("peluqueria", ["quero un corte de home o martes ás 10 e 15 se pode ser"], "10:15"),
    ("", ["quiero 2 napolitanas para mañana a las 10 y 15 entonces"], "A las 10:15 no puede ser"),
    ("", ["quiero 2 napolitanas para mañana a las 10 y 20 me va bien"], "A las 10:20 no puede ser"),
])
def test_minutes_followed_by_other_words_are_said(slug, messages, said):
    c = chat(slug)
    for message in messages:
        t = c.say(message)
    assert said in t.text


# ---- second probe of stop 55: minutes are said five by five; «y 2 <any word>» counts ---------------------
@pytest.mark.parametrize("slug, message, said", [
    ("restaurante", "mesa para 4 el viernes a las 21 y 2 tronas", "a las 21:00"),
    ("restaurante", "mesa para 2 el sabado a las 14 y 2 sillas de bebe", "a las 14:00"),
    ("restaurante", "mesa para 4 o venres ás 21 e 2 tronas", "ás 21:00"),
    ("", "2 croisants pa mañana a las 10 y 2 napolitanaz", "¿A nombre de quién lo preparo?"),
    ("", "2 croissants para mañana a las 10 y 2 cafes", "No tengo «cafes»"),
    ("floristeria", "un ramo de rosas el lunes a las 11 y 2 tarjetaz", "¿A nombre de quién lo preparo?"),
])
def test_a_small_count_after_the_time_is_no_minutes_whatever_follows(slug, message, said):
    text = chat(slug).say(message).text
    assert said in text and ":02" not in text


def test_a_small_count_for_another_day_is_no_minutes():
    text = chat("").say("2 croissants para el martes a las 10 y 2 para el jueves a las 12").text
    assert "10:02" not in text and "jueves 5 de noviembre" in text
