"""Stop 55, review findings on «¿Lo recoges todo a las X o a las Y?», a booking with a question, and a
thing of some weekdays priced for another. What was wrong:

- «quiero 2 napolitanas para el martes a las 10» then «y 2 palmeras a las 15» (closed at 15:00) asked
  «¿A qué hora lo recoges el martes 3 de noviembre?» with the morning's times: the 10:00 held was lost
  and 15:00 never said closed.
- To «¿Lo recoges todo a las 12:00 o a las 10:00?», «me da igual» answered «Lo más pronto que puedo
  tenerlo listo es a las 09:00.» (neither time offered) and the two times stayed in the order.
  «cualquiera de las dos» was read as 14:00, «igual» alone not at all.
- «somos 6 el sábado a las 21, ¿hay aparcamiento?» said «…Se lo apunto al local junto a tu reserva…»
  before «Apunto: reserva para 6…», the booking it speaks of (the same with the question first).
- «mesa para 4 el domingo a las 14» then «¿cuánto cuesta el menú del día?» answered «El domingo 1 de
  noviembre no hay Menú del día: solo de martes a viernes.»: no price, which was what was asked.

Now the other time is asked about only when it is free; otherwise the things join the order at the
time held: «A las 15:00 no estamos abiertos. Lo dejo todo para las 10:00.». «me da igual», «cualquiera
(de las dos)», «igual», «tanto me ten» keep the later of the two: «Lo dejo todo para las 12:00, que a
esa hora está todo listo.». A question passed on with a booking follows its «Apunto: …». The price is
said with the days: «Menú del día: 14,50 €, solo de martes a viernes: el domingo 1 de noviembre no hay.»"""
import pytest

from tests.conversation import chat

BAKERY_CLOSED = [
    ("quiero 2 napolitanas para el martes a las 10", "y 2 palmeras a las 15", 600,
     "A las 15:00 no estamos abiertos. Lo dejo todo para las 10:00."),
    ("quiero 2 napolitanas para el martes a las 10", "y 2 palmeras a las 21", 600,
     "A las 21:00 no estamos abiertos. Lo dejo todo para las 10:00."),
    ("2 croissants para mañana a las 10", "y 2 napolitanas a las 16", 600,
     "A las 16:00 no estamos abiertos. Lo dejo todo para las 10:00."),
    ("dos croisants pa mañana a las 10", "y 2 napolitanas tb a las 22", 600,
     "A las 22:00 no estamos abiertos. Lo dejo todo para las 10:00."),
    ("quero 2 napolitanas para o martes ás 10", "e 2 palmeiras ás 15", 600,
     "Ás 15:00 non estamos abertos. Déixoo todo para as 10:00."),
    ("quero 2 croissants para o martes as 11", "e 2 palmeiras as 16", 660,
     "Ás 16:00 non estamos abertos. Déixoo todo para as 11:00."),
]


@pytest.mark.parametrize("first,more,held,said", BAKERY_CLOSED)
def test_more_at_a_closed_time_join_the_order_at_the_time_held(first, more, held, said):
    c = chat()
    c.say(first)
    t = c.say(more)
    assert t.texts[0].startswith("Apunto: 2 × ") and t.texts[1] == said
    assert "¿A qué hora" not in t.text and "¿Lo recoges todo" not in t.text and "¿Recólleslo todo" not in t.text
    assert t.texts[-1] in ("¿A nombre de quién lo preparo?", "¿A nome de quen o preparo?")
    assert len(c.order["lines"]) == 2 and all(line["qty"] == 2 for line in c.order["lines"])
    assert c.order["min"] == held and not c.order.get("times_for_all")


FOR_ALL = [
    ("quiero 2 napolitanas para el martes a las 10", "y 2 palmeras a las 12", "me da igual",
     "Lo dejo todo para las 12:00, que a esa hora está todo listo."),
    ("quiero 2 napolitanas para el martes a las 10", "y 2 palmeras a las 12", "cualquiera",
     "Lo dejo todo para las 12:00, que a esa hora está todo listo."),
    ("quiero 2 napolitanas para el martes a las 10", "y 2 palmeras a las 12", "igual",
     "Lo dejo todo para las 12:00, que a esa hora está todo listo."),
    ("quiero 2 napolitanas para el martes a las 10", "y 2 palmeras a las 12", "cualquiera de las dos",
     "Lo dejo todo para las 12:00, que a esa hora está todo listo."),
    ("2 croissants para mañana a las 10", "y 2 napolitanas a las 12", "me es igual",
     "Lo dejo todo para las 12:00, que a esa hora está todo listo."),
    ("quero 2 napolitanas para o martes ás 10", "e 2 palmeiras ás 12", "tanto me ten",
     "Déixoo todo para as 12:00, que a esa hora está todo listo."),
    ("quero 2 napolitanas para o martes ás 10", "e 2 palmeiras ás 12", "calquera das duas",
     "Déixoo todo para as 12:00, que a esa hora está todo listo."),
]


@pytest.mark.parametrize("first,more,answer,said", FOR_ALL)
def test_any_of_the_two_times_keeps_the_later_one(first, more, answer, said):
    c = chat()
    c.say(first)
    assert c.say(more).chip_labels == ["12:00", "10:00"]
    t = c.say(answer)
    assert t.texts[0] == said and "09:00" not in t.text and "14:00" not in t.text
    assert c.order["min"] == 720 and "times_for_all" not in c.order


def test_a_time_chosen_clears_the_two_times():
    c = chat()
    c.say("quiero 2 napolitanas para el martes a las 10")
    c.say("y 2 palmeras a las 12")
    c.press("10:00")
    assert c.order["min"] == 600 and "times_for_all" not in c.order


def test_near_miss_as_soon_as_possible_still_the_first_free_time():
    c = chat()
    c.say("quiero 2 napolitanas para el martes a las 10")
    c.say("y 2 palmeras a las 12")
    t = c.say("lo antes posible")
    assert t.texts[0] == "Lo más pronto que puedo tenerlo listo es a las 09:00." and c.order["min"] == 540


def test_near_miss_a_free_other_time_still_asks_which():
    c = chat()
    c.say("quiero 2 napolitanas para el martes a las 10")
    t = c.say("y 2 palmeras a las 12")
    assert t.texts[-1] == "¿Lo recoges todo a las 12:00 o a las 10:00?" and c.order["min"] is None


BOOKING_QUESTION = [
    ("somos 6 el sábado a las 21, ¿hay aparcamiento?", "Apunto: reserva para 6 personas el sábado 7 de noviembre.",
     "Eso no lo tengo claro", "A las 21:00 no me queda hueco."),
    ("¿tenéis trona? somos 6 el sábado a las 21", "Apunto: reserva para 6 personas el sábado 7 de noviembre.",
     "Eso no lo tengo claro", "A las 21:00 no me queda hueco."),
    ("¿podemos ir con niños el sábado a las 21? somos 4",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", "Eso no lo tengo claro",
     "¿A nombre de quién hago la reserva?"),
    ("mesa para 4 el jueves a las 14, ¿se puede ir con perro?",
     "Apunto: reserva para 4 personas el jueves 5 de noviembre a las 14:00.", "Eso no lo tengo claro",
     "¿A nombre de quién hago la reserva?"),
    ("somos 6 o sábado ás 21, tedes aparcadoiro?", "Apunto: reserva para 6 persoas o sábado 7 de novembro.",
     "Iso non o teño claro", "Ás 21:00 non me queda oco."),
]


@pytest.mark.parametrize("msg,noted,passed_on,then", BOOKING_QUESTION)
def test_a_question_passed_on_with_a_booking_follows_its_noted(msg, noted, passed_on, then):
    c = chat("restaurante")
    t = c.say(msg)
    assert t.texts[0] == noted and t.texts[1].startswith(passed_on) and t.texts[2].startswith(then)
    assert len(c.state["booking"]["questions"]) == 1


def test_near_miss_a_price_answered_beside_a_booking_stays_first():
    c = chat("restaurante")
    t = c.say("mesa para 4 el jueves a las 14, ¿cuánto cuesta el menú del día?")
    assert t.texts[0] == "Menú del día: 14,50 €."
    assert t.texts[1] == "Apunto: reserva para 4 personas el jueves 5 de noviembre a las 14:00."


NOT_ON_THE_DAY = [
    ("mesa para 4 el domingo a las 14", "¿cuánto cuesta el menú del día?",
     "Menú del día: 14,50 €, solo de martes a viernes: el domingo 1 de noviembre no hay."),
    ("mesa para 4 el sabado a las 14", "cuanto vale el menu del dia",
     "Menú del día: 14,50 €, solo de martes a viernes: el sábado 7 de noviembre no hay."),
    ("mesa para 4 el domingo a las 14", "canto custa o menú do día?",
     "Menú do día: 14,50 €, só de martes a venres: o domingo 1 de novembro non hai."),
]


@pytest.mark.parametrize("booked,asked,said", NOT_ON_THE_DAY)
def test_a_price_asked_for_a_day_without_it_says_the_price_and_its_days(booked, asked, said):
    c = chat("restaurante")
    c.say(booked)
    t = c.say(asked)
    assert t.texts[0] == said and "14,50 €" in t.text


def test_near_miss_a_day_it_is_served_says_only_the_price():
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 14")
    t = c.say("¿cuánto cuesta el menú del día?")
    assert t.texts[0] == "Menú del día: 14,50 €." and "no hay" not in t.text
