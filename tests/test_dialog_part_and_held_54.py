"""Stop 54, a booking moved to another part of the day, questions about what is held, and coming back
after a pause. What was wrong:

- At the restaurant, «mesa para 4 el martes a las 14» then «mejor para la cena» to «¿A nombre de
  quién…?» kept 14:00 and asked the name again («Necesito un nombre…»); at the note step «mejor para
  cenar» was saved as the note «mejor para cenar» and the request went out for 14:00. «mejor por la
  noche» already moved it: the dataset's words for a meal («cenar», «cena», «cear», «comida») named a
  part of the day only when a day or time was being asked.
- At the bakery, «una tarta de queso para el martes a las 10» then «mejor por la tarde» cleared 10:00
  without a word and only asked «¿Para cuántas raciones?» again.
- «¿cuántas personas llevo?», «¿y a qué hora?», «¿para cuántos la tengo?», «¿qué tenía?», «¿para cantos
  a teño?» mid-booking went to a person («Eso no lo tengo claro… Se lo apunto al local»), where «¿a
  qué hora era?» already said what is held.
- «¿por dónde íbamos?» answered the shop's address; «ya estoy de vuelta, ¿seguimos?» went to a person;
  «hola otra vez», «perdona, ya estoy» only asked the name again.

Now a meal word said with a change word («mejor», «mellor», «cambia») while a time is held moves the
time to that part: its free times are offered from the data (20:00–22:00 for dinner), never a note;
«que sea para cenar tranquilos» (no change word) stays the note it is. An order whose time is
dropped by «mejor por la tarde» while another question comes first says so («Vale, quito las 10:00;
te busco hora por la tarde enseguida.»), and the afternoon's pickup times are offered next. The
questions about what is held get «Llevas apuntado: reserva para 4 personas, el domingo 1 de noviembre
a las 14:00…» and the question open again; «¿y a qué hora?» to the time question leads its free times
(review 2: it said «Aún no tengo ninguna hora apuntada.»).
Coming back («¿por dónde íbamos?», «seguimos», «ya estoy de vuelta», «xa estou», «onde iamos?», «hola
otra vez») gets the same recap and the open question; once sent, these get what was sent («Tu reserva
enviada: …»); with nothing written, «Aún no tengo nada apuntado. ¿En qué te ayudo?» (a bare «hola otra
vez» stays the greeting). «¿por dónde se va?» and «¿dónde estáis?» stay the address."""
import pytest

from tests.conversation import chat

DINNER = ["20:00", "20:30", "21:00", "21:30", "22:00"]
LUNCH = ["13:00", "13:30", "14:00", "14:30"]
AFTERNOON_PICKUP = ["16:30", "17:00", "17:30", "18:00", "18:30", "19:00", "19:30"]


def _handed(t) -> bool:
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


def _talk(slug: str, *steps: str):
    c = chat(slug)
    for step in steps:
        c.say(step)
    return c


# ---- a meal word with a change word moves the booking's time to that part ---------------------------


@pytest.mark.parametrize("steps, said, question, chips", [
    (["mesa para 4 el martes a las 14"], "mejor para la cena", "¿A qué hora te va bien el martes 3 de noviembre?",
     DINNER),
    (["mesa para 4 el martes a las 14"], "mejor pa cenar", "¿A qué hora te va bien el martes 3 de noviembre?", DINNER),
    (["mesa para 4 el martes a las 14"], "Mejor para la cena, por favor",
     "¿A qué hora te va bien el martes 3 de noviembre?", DINNER),
    (["mesa para 4 el martes a las 14", "Pedro 600000001"], "mejor para cenar",
     "¿A qué hora te va bien el martes 3 de noviembre?", DINNER),
    (["mesa para 4 el martes a las 14", "Pedro 600000001"], "cambialo para la cena",
     "¿A qué hora te va bien el martes 3 de noviembre?", DINNER),
    (["mesa para 4 el martes a las 21", "Pedro 600000001"], "mejor para la comida",
     "¿A qué hora te va bien el martes 3 de noviembre?", LUNCH),
    (["mesa para 2 o venres ás 14"], "mellor para cear", "¿A que hora che vai ben o venres 6 de novembro?", DINNER),
    (["mesa para 2 o venres ás 14", "Uxía 600000002"], "mellor para a cea",
     "¿A que hora che vai ben o venres 6 de novembro?", DINNER),
])
def test_a_meal_word_moves_the_time_held_to_its_part(steps, said, question, chips):
    c = _talk("restaurante", *steps)
    held = c.state["booking"]["min"]
    t = c.say(said)
    b = c.state["booking"]
    assert question in t.text
    assert t.chip_labels == chips
    assert b["min"] is None and held is not None
    assert not b.get("note")
    assert not _handed(t) and "Necesito un nombre" not in t.text and t.request.get("status") != "pending"


def test_the_dinner_time_chosen_is_the_one_sent_never_the_old_one():
    c = _talk("restaurante", "mesa para 4 el martes a las 14", "Pedro 600000001", "mejor para cenar")
    t = c.say("21:00")
    assert "reserva para 4 personas el martes 3 de noviembre a las 21:00" in t.text
    t = c.say("no")
    assert c.state["booking"]["min"] == 21 * 60 and not c.state["booking"].get("note")
    assert "14:00" not in t.text


def test_dinner_asked_on_a_day_with_no_dinner_says_so_from_the_data():
    c = _talk("restaurante", "mesa para 4 el domingo a las 14")
    t = c.say("mejor para la cena")
    assert t.texts == ["El domingo 1 de noviembre por la noche no abrimos. ¿Te va bien a otra hora?"]
    assert t.chip_labels == ["13:00", "13:30", "14:00", "14:30", "15:00"]
    assert c.state["booking"]["min"] is None


TUESDAY_ES = "¿A qué hora te va bien el martes 3 de noviembre?"
FRIDAY_GL = "¿A que hora che vai ben o venres 6 de novembro?"
# the part said is heard before the question (stop 62)
NIGHT_ES, MIDDAY_ES, MIDDAY_GL = ("Por la noche tengo estas horas libres. ", "A mediodía tengo estas horas libres. ",
                                  "Ao mediodía teño estas horas libres. ")


@pytest.mark.parametrize("steps, said, question, chips", [
    (["mesa para 4 el martes a las 14"], "mejor por la noche", NIGHT_ES + TUESDAY_ES, DINNER),
    (["mesa para 4 el martes a las 14", "Pedro 600000001"], "mejor por la noche", NIGHT_ES + TUESDAY_ES, DINNER),
    (["mesa para 2 o venres ás 21"], "mellor para xantar", MIDDAY_GL + FRIDAY_GL, LUNCH),
    (["mesa para 4 el martes a las 21"], "mejor para comer", MIDDAY_ES + TUESDAY_ES, LUNCH),
])
def test_the_parts_of_the_day_said_plainly_still_move_it(steps, said, question, chips):
    c = _talk("restaurante", *steps)
    t = c.say(said)
    assert t.texts == [question] and t.chip_labels == chips
    assert c.state["booking"]["min"] is None


@pytest.mark.parametrize("first, note, minutes", [
    ("mesa para 4 el martes a las 14", "que sea para cenar tranquilos", 14 * 60),
    ("mesa para 4 el martes a las 14", "es para una cena de cumpleaños", 14 * 60),
    ("mesa para 4 el martes a las 21", "mejor sin gluten en la comida", 21 * 60),
    ("mesa para 2 o martes ás 21", "mellor sen lactosa na comida", 21 * 60),
])
def test_a_real_note_about_the_meal_stays_a_note(first, note, minutes):
    """No change word, or the meal word naming a dish: the customer tells the local something; the
    time held stays."""
    c = _talk("restaurante", first, "Pedro 600000001")
    t = c.say(note)
    b = c.state["booking"]
    assert b["note"] == note and b["min"] == minutes
    assert "Esta es la reserva que enviaré al local" in t.text or "Esta é a reserva que lle enviarei ao local" in t.text


# ---- an order's time dropped by a part of the day is said --------------------------------------------


@pytest.mark.parametrize("first, said, told, question", [
    ("una tarta de queso para el martes a las 10", "mejor por la tarde",
     "Vale, quito las 10:00; te busco hora por la tarde enseguida.", "¿Para cuántas raciones?"),
    ("una tarta de queso para el martes a las 10", "mejor x la tarde, porfa",
     "Vale, quito las 10:00; te busco hora por la tarde enseguida.", "¿Para cuántas raciones?"),
    ("una tarta de queso para el martes a las 17", "mejor por la mañana",
     "Vale, quito las 17:00; te busco hora por la mañana enseguida.", "¿Para cuántas raciones?"),
    ("una tarta de queso para el martes a las 10", "cambiar la hora",
     "Vale, quito las 10:00; la hora te la pregunto enseguida.", "¿Para cuántas raciones?"),
    ("unha tarta de queixo para o martes ás 10", "mellor pola tarde",
     "Vale, quito as 10:00; búscoche hora pola tarde axiña.", "¿Para cantas racións?"),
])
def test_an_order_time_dropped_is_said_before_the_other_question(first, said, told, question):
    c = _talk("", first)
    t = c.say(said)
    assert t.texts[0] == told
    assert question in t.text and len(t.texts) == 2
    assert c.order["min"] is None


def test_the_afternoon_pickup_times_come_next():
    c = _talk("", "una tarta de queso para el martes a las 10", "mejor por la tarde")
    t = c.say("8 raciones")
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text
    assert t.chip_labels == AFTERNOON_PICKUP


def test_the_time_question_itself_shows_the_change_when_it_comes_first():
    c = _talk("", "una tarta de queso de 8 raciones para el martes a las 10")
    t = c.say("mejor por la tarde")
    assert "quito" not in t.text
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text and t.chip_labels == AFTERNOON_PICKUP


# ---- what is held, asked --------------------------------------------------------------------------------

HELD_ES = "Llevas apuntado: reserva para 4 personas, el domingo 1 de noviembre a las 14:00. Aún no lo he enviado."
HELD_GL = "Levas apuntado: reserva para 2 persoas, o domingo 1 de novembro ás 14:00. Aínda non o enviei."


@pytest.mark.parametrize("asked", ["cuantas personas llevo?", "¿Cuántas personas llevo?", "y a que hora?",
                                   "para cuantos la tengo?", "que tenia?", "¿qué tenía?", "cuantos somos?",
                                   "y para que dia?", "a que hora era?"])
def test_what_is_held_answers_the_question_then_the_name_again(asked):
    c = _talk("restaurante", "mesa para 4 el domingo a las 14")
    t = c.say(asked)
    assert t.texts == [HELD_ES, "¿A nombre de quién hago la reserva?"]
    assert not c.state["booking"].get("questions")


@pytest.mark.parametrize("asked", ["para cantos a teño?", "e a que hora?", "que tiña?", "cantas persoas levo?"])
def test_what_is_held_answers_in_galician(asked):
    c = _talk("restaurante", "mesa para 2 o domingo ás 14")
    t = c.say(asked)
    assert t.texts == [HELD_GL, "¿A nome de quen fago a reserva?"]


def test_what_an_order_holds_asked():
    c = _talk("floristeria", "ramo de rosas para el lunes a las 11")
    t = c.say("que tenia?")
    assert "Llevas apuntado: 1 × Ramo de rosas (total 35,00 €), el lunes 2 de noviembre a las 11:00." in t.text
    assert "¿A nombre de quién lo preparo?" in t.text and not _handed(t)


def test_a_time_not_held_yet_asked_to_the_time_question_offers_its_free_times():
    """Stop 54 review 2: «¿y a qué hora?» to the time question asks which times there are (it said «Aún no
    tengo ninguna hora apuntada.»)."""
    c = _talk("restaurante", "mesa para 4 el domingo")
    t = c.say("y a que hora?")
    assert t.texts[0] == "Estas son las horas que tengo libres:"
    assert "¿A qué hora te va bien el domingo 1 de noviembre?" in t.text
    assert t.chip_labels[:2] == ["13:00", "13:30"] and not _handed(t)


# ---- coming back after a pause ---------------------------------------------------------------------------


@pytest.mark.parametrize("said", ["por donde ibamos?", "¿Por dónde íbamos?", "hola otra vez", "seguimos?",
                                  "perdona, ya estoy", "ya estoy de vuelta, seguimos?",
                                  "hola de nuevo, en que estabamos?"])
def test_coming_back_recaps_the_order_and_asks_again(said):
    c = _talk("floristeria", "ramo de rosas para el lunes a las 11")
    t = c.say(said)
    assert t.texts == ["Llevas apuntado: 1 × Ramo de rosas (total 35,00 €), el lunes 2 de noviembre a las 11:00. "
                       "Aún no lo he enviado.", "¿A nombre de quién lo preparo?"]


@pytest.mark.parametrize("slug, first, said, held", [
    ("taller", "revision el martes a las 10", "ya estoy de vuelta, seguimos?",
     "Llevas apuntado: revisión completa (total 35,00 €), el martes 3 de noviembre a las 10:00."),
    ("restaurante", "mesa para 4 el martes a las 14", "perdona, ya estoy",
     "Llevas apuntado: reserva para 4 personas, el martes 3 de noviembre a las 14:00."),
    ("restaurante", "mesa para 4 el martes a las 14", "xa estou",
     "Levas apuntado: reserva para 4 persoas, o martes 3 de novembro ás 14:00."),
    ("restaurante", "mesa para 2 o martes ás 14", "onde iamos?",
     "Levas apuntado: reserva para 2 persoas, o martes 3 de novembro ás 14:00."),
    ("restaurante", "mesa para 2 o martes ás 14", "ola de novo, seguimos?",
     "Levas apuntado: reserva para 2 persoas, o martes 3 de novembro ás 14:00."),
])
def test_coming_back_recaps_the_booking(slug, first, said, held):
    c = _talk(slug, first)
    t = c.say(said)
    assert t.texts[0].startswith(held)
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")
    assert not _handed(t) and not c.state["booking"].get("questions")


@pytest.mark.parametrize("said", ["¿por dónde se va?", "¿dónde estáis?", "donde estais?"])
def test_the_way_there_is_still_the_address(said):
    c = _talk("floristeria", "ramo de rosas para el lunes a las 11")
    t = c.say(said)
    assert "Estamos en Rúa da Raíña 12" in t.text and "Llevas apuntado" not in t.text
    assert "¿A nombre de quién lo preparo?" in t.text


def test_hello_again_with_nothing_held_is_a_greeting():
    t = chat("restaurante").say("hola otra vez")
    assert "Llevas apuntado" not in t.text and "¡Hola!" in t.text


@pytest.mark.parametrize("said", ["por donde ibamos?", "que tenia?", "cuantas personas llevo?", "ya estoy, seguimos?"])
def test_once_sent_what_was_sent_answers(said):
    c = _talk("restaurante", "mesa para 4 el martes a las 14", "Pedro 600000001", "no")
    c.press("Enviar reserva")
    t = c.say(said)
    assert t.text.startswith("Tu reserva enviada: 4 personas, el martes 3 de noviembre a las 14:00.")
    assert not _handed(t) and "Estamos en" not in t.text


@pytest.mark.parametrize("said, text", [
    ("por donde ibamos?", "Aún no tengo nada apuntado. ¿En qué te ayudo?"),
    ("hola, seguimos?", "Aún no tengo nada apuntado. ¿En qué te ayudo?"),
    ("perdona, ya estoy", "Aún no tengo nada apuntado. ¿En qué te ayudo?"),
    ("xa estou", "Aínda non teño nada apuntado. ¿En que che axudo?"),
    ("onde iamos?", "Aínda non teño nada apuntado. ¿En que che axudo?"),
])
def test_coming_back_to_nothing_says_so(said, text):
    t = chat("floristeria").say(said)
    assert t.text == text
