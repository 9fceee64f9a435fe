"""Staff and times asked during a booking (stop 23):
- «no, con Iago» at «¿Con quién?» books Iago (before: Marta, the «no» read as ruling Iago out);
  «con Iago no, con Marta» books Marta, «con Iago, no con Marta» still rules Marta out;
- «¿quién trabaja el sábado?» names the staff of that day with their hours (before: a person);
- «¿Iago trabaja el sábado?» asked mid-booking is answered and moves nothing (before: the
  booking moved to Saturday and lost its time);
- with a time held, «¿tenéis hueco antes?», «¿puede ser más temprano?», «¿algo más tarde?»
  offer the times before or after it (before: ignored, or a person). Both languages."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, then, person, said", [
    ("peluqueria", "corte de hombre el jueves a las 12", "no, con iago", "iago", "corte de hombre con Iago"),
    ("peluqueria", "corte de hombre el jueves a las 12", "no no, con Iago", "iago", "con Iago"),
    ("peluqueria", "barba el jueves a las 12", "non, co iago", "iago", "arranxo de barba con Iago"),
    ("peluqueria", "corte de hombre el jueves a las 12", "con iago no, con marta", "marta", "con Marta"),
    ("peluqueria", "corte de hombre el jueves a las 12", "no, mejor con Iago", "iago", "con Iago"),
    ("taller", "pinchazo el martes a las 10", "no, con brais", "brais", "reparar pinchazo con Brais"),
])
def test_no_then_a_person_books_that_person(slug, first, then, person, said):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert said in t.text
    assert c.state["booking"]["resource"] == person


@pytest.mark.parametrize("then, person", [
    ("mejor no con iago", "marta"),
    ("prefiero no con iago", "marta"),
    ("no quiero con iago", "marta"),
    ("que no sea con iago", "marta"),
])
def test_a_person_ruled_out_stays_ruled_out(then, person):
    c = chat("peluqueria")
    c.say("corte de hombre el jueves a las 12")
    c.say(then)
    assert c.state["booking"]["resource"] == person


@pytest.mark.parametrize("slug, text, said", [
    ("peluqueria", "quien trabaja el sabado?",
     "El sábado 7 de noviembre trabajan Marta (de 09:00 a 14:00) e Iago (de 09:00 a 14:00)."),
    ("peluqueria", "¿quién está el martes?",
     "El martes 3 de noviembre trabajan Marta (de 10:00 a 14:00 y de 16:00 a 20:00) e Iago (de 15:00 a 20:00)."),
    ("peluqueria", "quen traballa o luns?", "O luns 2 de novembro non traballa ninguén."),
    ("taller", "¿quién trabaja el sábado?", "Uxía trabaja el sábado 7 de noviembre de 10:00 a 14:00."),
])
def test_who_works_a_day(slug, text, said):
    c = chat(slug)
    t = c.say(text)
    assert t.text == said
    assert not (c.state.get("booking") or {}).get("ymd")


@pytest.mark.parametrize("question, said", [
    ("¿iago trabaja el sábado?", "Iago trabaja el sábado 7 de noviembre de 09:00 a 14:00."),
    ("¿quién está el sábado?", "El sábado 7 de noviembre trabajan Marta"),
    ("¿marta trabaja el sabado?", "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00."),
])
def test_a_staff_question_mid_booking_moves_nothing(question, said):
    c = chat("peluqueria")
    c.say("corte de mujer el martes a las 12")
    t = c.say(question)
    assert said in t.text
    assert "¿A nombre de quién hago la reserva?" in t.text
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-03", 720)


def test_a_name_that_is_of_the_staff_is_still_the_customer_s():
    c = chat("peluqueria")
    c.say("corte de mujer el martes a las 12")
    t = c.say("Marta Souto")
    assert "¿Y un teléfono de contacto?" in t.text


def _times(t) -> list[int]:
    return [int(h) * 60 + int(m) for h, m in (label.split(":") for label in t.chip_labels)]


@pytest.mark.parametrize("slug, first, then, before, at", [
    ("peluqueria", "corte de hombre el viernes a las 6 con Iago", "¿tenéis hueco antes?", True, 18 * 60),
    ("peluqueria", "corte de hombre el viernes a las 6 con Iago", "¿puede ser más temprano?", True, 18 * 60),
    ("peluqueria", "corte de home o venres ás 6 co Iago", "mellor un pouco máis cedo", True, 18 * 60),
    ("restaurante", "mesa para 2 el viernes a las 21", "¿tenéis algo más tarde?", False, 21 * 60),
    ("", "2 croissants para mañana a las 12", "¿puede ser antes?", True, 12 * 60),
    ("", "2 croissants para mañana a las 11", "¿algo más tarde?", False, 11 * 60),
])
def test_earlier_or_later_than_the_time_held(slug, first, then, before, at):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    times = _times(t)
    assert times and all((m < at) if before else (m > at) for m in times)
    assert "persona" not in t.text


def test_a_window_said_in_an_order_is_no_time():
    c = chat()
    c.say("2 croissants para mañana a las 12")
    t = c.say("mejor antes de las 11")
    assert "¿A qué hora lo recoges mañana?" in t.text and _times(t) == [570, 600, 630]
    assert c.order["min"] is None


def test_algo_mas_still_adds():
    c = chat()
    c.say("2 croissants para mañana a las 11")
    assert "¿Qué más te apunto?" in c.say("algo más").text


@pytest.mark.parametrize("slug, text", [
    ("peluqueria", "quiero un tinte el viernes a ultima hora"),
    ("taller", "revision el sabado a ultima hora"),
    ("floristeria", "ramo de rosas el jueves lo mas tarde posible"),
    ("libreria", "follas novas o xoves o máis tarde posible"),
    ("restaurante", "mesa para 2 el viernes a ultima hora"),
    ("", "2 croissants el martes justo antes de cerrar"),
])
def test_the_last_hour_offers_the_last_free_times(slug, text):
    c = chat(slug)
    t = c.say(text)
    offered = _times(t)
    ymd = (c.state.get("booking") or {}).get("ymd") or c.order["ymd"]
    c2 = chat(slug)
    every = _times(c2.say(text.replace("a ultima hora", "").replace("lo mas tarde posible", "")
                          .replace("o máis tarde posible", "").replace("justo antes de cerrar", "")))
    assert ymd and offered and len(offered) <= 4
    assert offered[-1] >= max(every) and offered[0] > min(every)


def test_the_last_hour_of_the_morning():
    t = chat().say("2 croissants el martes a última hora de la mañana")
    assert _times(t) == [12 * 60, 12 * 60 + 30, 13 * 60, 13 * 60 + 30]


def test_a_time_said_later_replaces_the_last_hour():
    c = chat("peluqueria")
    c.say("corte de hombre el viernes a ultima hora")
    c.say("con Iago")
    t = c.say("a las 12")
    assert "12:00" in t.text and c.state["booking"]["min"] == 720
    assert not c.state["booking"].get("latest")


@pytest.mark.parametrize("text, said", [
    ("mesa para 2 ahora", "Apunto: reserva para 2 personas el sábado 31 de octubre a las 14:30."),
    ("mesa para 2 para dentro de una hora", "Apunto: reserva para 2 personas el sábado 31 de octubre a las 14:30."),
    ("mesa para 2 lo antes posible", "Apunto: reserva para 2 personas el sábado 31 de octubre a las 14:30."),
    ("mesa pra 2 agora", "Apunto: reserva para 2 persoas o sábado 31 de outubro ás 14:30."),
])
def test_a_table_now_is_today_s_first_free_time(text, said):
    """Before: «¿Qué día te va bien?». 14:30 is the first time the 90-minute lead allows at 12:40."""
    assert said in chat("restaurante").say(text).text


def test_now_in_the_middle_of_a_sentence_is_no_time():
    c = chat()
    t = c.say("y ahora 2 croissants para el martes")
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text


@pytest.mark.parametrize("first, times", [
    ("una tarta de santiago para 8 para el martes por la tarde", [990, 1020, 1050, 1080, 1110, 1140, 1170]),
    ("4 croissants para este viernes antes de las 12", [540, 570, 600, 630, 660, 690]),
    ("catro croissants pro venres pola tarde", [990, 1020, 1050, 1080, 1110, 1140, 1170]),
])
def test_the_part_of_the_day_said_holds_when_the_time_is_asked_again(first, times):
    c = chat()
    assert _times(c.say(first)) == times
    assert _times(c.say("Ana 600123123")) == times


def test_a_time_chosen_forgets_the_part():
    c = chat()
    c.say("4 croissants para el martes por la tarde")
    c.say("a las 10")
    assert c.order["min"] == 600 and not c.order.get("within")


@pytest.mark.parametrize("first, then", [
    ("¿cuánto cuesta un corte?", "¿y cuánto tarda?"),
    ("cuanto vale un corte", "y cuanto dura?"),
    ("canto custa un corte?", "e canto dura?"),
])
def test_how_long_after_a_group_s_prices_is_each_one_s_duration(first, then):
    """After the prices of the three cuts, «¿y cuánto tarda?» went to a person."""
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert "45 minutos" in t.text and "30 minutos" in t.text and "20 minutos" in t.text
    assert t.request is None
