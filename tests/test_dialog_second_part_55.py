"""Stop 55, the second part of a message with two days or times. What was wrong:
- a count at another time was dropped in silence: «2 croissants para mañana a las 10 y 2 napolitanas a
  las 12» held both at 10:00 (only «y una napolitana a las 12» was told apart);
- «un corte de hombre el martes a las 10 y el jueves a las 12» said «La del jueves 5 de noviembre va
  aparte», without that day's time;
- «un croissant para el martes y otro para el jueves a las 12» held Tuesday at 12:00, Thursday's time;
- «un corte de hombre el martes y el jueves» kept Tuesday and dropped Thursday without a word;
- mid-order «¿a qué hora puedo pasar?» went to a person («Eso no lo tengo claro…»).
Now the counted thing goes apart with its count said («Lo de las 12:00 (2 × napolitana de chocolate) va en
otro pedido…»), two people of a service stay with a person; the other day's line says its time («La del
jueves 5 de noviembre a las 12:00 va aparte»); two days with no time ask which one (both as buttons,
each request being for one day); and when to come, asked mid-order, is answered with the time question
and that day's free times as buttons."""
import pytest

from tests.conversation import chat, line_counts

# ---------------------------------------------------------------- a count at another time


@pytest.mark.parametrize("slug, message, held, said", [
    ("", "2 croissants para mañana a las 10 y 2 napolitanas a las 12", {"croissant": 2},
     "Lo de las 12:00 (2 × napolitana de chocolate) va en otro pedido"),
    ("", "2 croisants pa mañana a las 10 y tres napolitanas a las 12", {"croissant": 2},
     "Lo de las 12:00 (3 × napolitana de chocolate) va en otro pedido"),
    ("", "2 croissants para mañá ás 10 e 2 napolitanas ás 12", {"croissant": 2},
     "O das 12:00 (2 × napolitana de chocolate) vai noutro pedido"),
    ("floristeria", "2 potos para el martes a las 10 y 3 tarjetas a las 12", {"poto": 2},
     "Lo de las 12:00 (3 × tarjeta dedicada) va en otro pedido"),
    ("libreria", "quiero Follas novas para el martes a las 11 y dos cuadernos a las 12", {"follas-novas": 1},
     "Lo de las 12:00 (2 × cuaderno) va en otro pedido"),
    ("libreria", "quero Follas novas para o martes ás 11 e dous cadernos ás 12", {"follas-novas": 1},
     "O das 12:00 (2 × caderno) vai noutro pedido"),
])
def test_a_count_at_another_time_goes_apart_with_its_count(slug, message, held, said):
    c = chat(slug)
    t = c.say(message)
    assert said in t.text
    assert line_counts(c) == held
    assert "pídemelo de nuevo con su hora" in t.text or "pídemo de novo coa súa hora" in t.text


def test_one_at_another_time_still_named_without_a_count():
    t = chat().say("2 croissants para mañana a las 10 y una napolitana a las 12")
    assert "Lo de las 12:00 (napolitana de chocolate) va en otro pedido" in t.text


@pytest.mark.parametrize("message, counts, minutes", [
    ("2 croissants a las 10 y 2 napolitanas", {"croissant": 2, "napolitana": 2}, None),
    ("2 croissants para el martes a las 10 y 15", {"croissant": 2}, 615),
])
def test_no_second_time_no_request_apart(message, counts, minutes):
    c = chat()
    t = c.say(message)
    assert "otro pedido" not in t.text
    assert line_counts(c) == counts
    if minutes is not None:
        assert "10:15" in t.text


@pytest.mark.parametrize("message", [
    "corte de hombre el martes a las 10 y 2 cortes de niño a las 11",
    "corte de home o martes ás 10 e dous cortes de neno ás 11",
])
def test_two_people_at_another_time_stay_with_a_person(message):
    c = chat("peluqueria")
    t = c.say(message)
    assert "va aparte" not in t.text and "vai á parte" not in t.text
    assert t.request["status"] == "pending" and t.request["kind"] == "handoff"


def test_one_person_at_another_time_goes_apart_named():
    t = chat("peluqueria").say("corte de hombre el martes a las 10 y un corte de niño a las 11")
    assert "La de las 11:00 (corte infantil) va aparte" in t.text


# ---------------------------------------------------------------- the other day's time said back


@pytest.mark.parametrize("message, said, kept", [
    ("un corte de hombre el martes a las 10 y el jueves a las 12",
     "La del jueves 5 de noviembre a las 12:00 va aparte", "martes 3 de noviembre a las 10:00"),
    ("un corte de home o martes ás 10 e o xoves ás 12",
     "A do xoves 5 de novembro ás 12:00 vai á parte", "martes 3 de novembro ás 10:00"),
    ("un corte de hombre el jueves a las 12 y el martes a las 10",
     "La del martes 3 de noviembre a las 10:00 va aparte", "jueves 5 de noviembre a las 12:00"),
])
def test_the_other_days_line_says_its_time(message, said, kept):
    t = chat("peluqueria").say(message)
    assert said in t.text
    assert kept in t.text


@pytest.mark.parametrize("message, said, asked", [
    ("un croissant para el martes y otro para el jueves a las 12",
     "Lo del jueves 5 de noviembre a las 12:00 va en otro pedido", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("un croissant para o martes e outro para o xoves ás 12",
     "O do xoves 5 de novembro ás 12:00 vai noutro pedido", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_the_only_time_said_is_the_other_days(message, said, asked):
    c = chat()
    t = c.say(message)
    assert said in t.text and t.texts[-1] == asked
    assert c.order.get("min") is None


def test_the_other_day_without_a_time_of_its_own_says_the_day():
    t = chat().say("un croissant para el martes y otro para el miércoles")
    assert "Lo del miércoles 4 de noviembre va en otro pedido" in t.text


# ---------------------------------------------------------------- two days, no time


@pytest.mark.parametrize("slug, message, asked, chips", [
    ("peluqueria", "un corte de hombre el martes y el jueves",
     "¿el martes 3 de noviembre o el jueves 5 de noviembre?", ["mar 3 nov", "jue 5 nov"]),
    ("peluqueria", "un corte de home o martes e o xoves",
     "¿o martes 3 de novembro ou o xoves 5 de novembro?", ["mar 3 nov", "xov 5 nov"]),
    ("", "2 croissants para el martes y el jueves",
     "¿el martes 3 de noviembre o el jueves 5 de noviembre?", ["mar 3 nov", "jue 5 nov"]),
    ("", "2 croisants pal martes y el jueves",
     "¿el martes 3 de noviembre o el jueves 5 de noviembre?", ["mar 3 nov", "jue 5 nov"]),
    ("", "dous croissants para o martes e o xoves",
     "¿o martes 3 de novembro ou o xoves 5 de novembro?", ["mar 3 nov", "xov 5 nov"]),
])
def test_two_days_without_times_ask_which(slug, message, asked, chips):
    c = chat(slug)
    t = c.say(message)
    assert asked in t.text
    assert "Cada solicitud es para un día" in t.text or "Cada solicitude é para un día" in t.text
    assert t.chip_labels == chips


def test_the_day_chosen_is_held():
    c = chat("peluqueria")
    c.say("un corte de hombre el martes y el jueves")
    c.press("jue 5 nov")
    assert c.state["booking"]["ymd"] == "2026-11-05"
    c = chat()
    c.say("2 croissants para el martes y el jueves")
    t = c.say("el jueves")
    assert "¿A qué hora lo recoges el jueves 5 de noviembre?" in t.text
    assert line_counts(c) == {"croissant": 2}


@pytest.mark.parametrize("message", [
    "un corte de hombre entre el martes y el jueves",
])
def test_a_choice_or_a_span_is_not_asked(message):
    c = chat("peluqueria")
    t = c.say(message)
    assert "Me dices dos días" not in t.text
    assert c.state["booking"]["ymd"] == "2026-11-03"


def test_a_choice_of_days_is_asked_as_a_choice():
    """«el martes o el jueves» is the customer's choice: asked as one (stop 56), not as two requests."""
    t = chat("peluqueria").say("un corte de hombre el martes o el jueves")
    assert "Me dices dos días" not in t.text
    assert "¿Qué día te va mejor, el martes 3 o el jueves 5 de noviembre?" in t.texts


# ---------------------------------------------------------------- when to come, asked mid-order


_ASKED_BACK = "¿A qué hora lo recoges el martes 3 de noviembre?"


@pytest.mark.parametrize("question, said", [
    ("¿a qué hora puedo pasar?", [_ASKED_BACK]),
    ("¿cuándo paso?", [_ASKED_BACK]),
    ("a q hora puedo pasar", [_ASKED_BACK]),
    ("¿a que hora pasamos?", [_ASKED_BACK]),
    ("a que hora podo pasar?", ["¿A que hora o recolles o martes 3 de novembro?"]),
    ("¿a qué hora lo recojo?", [_ASKED_BACK]),
])
def test_when_to_come_asks_the_time_again_with_the_days_free_times(question, said):
    c = chat("floristeria")
    c.say("quiero 2 potos y una maceta para el martes")
    t = c.say(question)
    assert t.texts[-1:] == said
    assert "no lo tengo claro" not in t.text and "Para seguir" not in t.text and "no o teño claro" not in t.text
    assert t.request["status"] == "collecting"
    assert t.chip_labels[:3] == ["10:00", "10:30", "11:00"]
    assert line_counts(c) == {"poto": 2, "maceta": 1}


def test_when_to_pick_up_keeps_stop_53s_answer():
    c = chat("floristeria")
    c.say("quiero 2 potos para el lunes")
    t = c.say("cuando puedo recogerlo?")
    assert t.texts == ["El lunes 2 de noviembre abrimos de 10:00 a 14:00 y de 17:00 a 20:00.",
                       "¿A qué hora lo recoges el lunes 2 de noviembre?"]


def test_when_to_come_with_a_time_held_keeps_it():
    c = chat("floristeria")
    c.say("quiero 2 potos para el martes a las 11")
    c.say("¿a qué hora puedo pasar?")
    assert c.order.get("min") == 660
