"""Stop 44, each a family: the words of a wording told with a bare verb order no size
(«escribe el nombre en grande»); «mejor 14» with a time held is that hour where it cannot be the
party or a count; the day of an occasion beside the day wished is a note («la fiesta es el sábado
pero la recojo el martes»); «¿el domingo para 2?» asks for a table; «que sean 4 y 3» sets each
line held, in order; «para dos adultos y mi hijo» is three; right after sending, «¿y el martes?» and
«¿podemos recoger la X el domingo?» are a change of what was sent, «y el domingo para 2» a new
booking."""
import pytest

from tests.conversation import chat, line_counts, sent

CAKE = "una tarta de queso para el sábado"
CHANGE_ES = "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al"
CHANGE_GL = "O que enviaches xa está en mans do local. Para cambialo, chama ao"
ORDER = ["una tarta de queso para el sábado a las 11", "8 raciones", "Ana", "600123123"]
TABLE = ["mesa para 4 el sábado a las 21", "Ana", "600123123"]


def _cake(c):
    return c.order["lines"][0]


# ---- the words of a wording order no size ------------------------------------------------------

@pytest.mark.parametrize("wording", [
    "escribe el nombre en grande", "escribe el nombre en grande por favor", "ponle felicidades papá en grande",
    "ponle felicidades papa en grande", "escribid Feliz cumple Ana en grande",
])
def test_a_wording_said_before_the_size_leaves_the_size_to_ask(wording):
    c = chat()
    c.say(CAKE)
    t = c.say(wording)
    assert t.text.endswith("¿Para cuántas raciones?")
    assert "Apunto como indicación" in t.text and "20 raciones" not in t.text.split("?")[0]
    assert _cake(c)["options"] == {} and c.order["notes_said"] == [wording]


def test_a_wording_said_before_the_size_in_galician_leaves_the_size_to_ask():
    c = chat()
    c.say("unha tarta de queixo para o sábado")
    t = c.say("escribe o nome en grande")
    assert t.text.endswith("¿Para cantas racións?")
    assert _cake(c)["options"] == {}


def test_a_wording_with_a_size_word_after_the_size_keeps_the_size_picked():
    c = chat()
    c.say_all(CAKE, "8 raciones")
    c.say("ponle felicidades papa en grande")
    assert _cake(c)["options"] == {"raciones": "8"} and _cake(c)["qty"] == 1
    assert c.order["notes_said"] == ["ponle felicidades papa en grande"]


def test_the_size_said_alone_is_still_the_size():
    c = chat()
    c.say(CAKE)
    t = c.say("la grande")
    assert t.text.startswith("Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €.")


def test_a_wording_beside_things_to_order_still_orders_them():
    c = chat()
    c.say_all(CAKE, "8 raciones")
    c.say("pon feliz cumple en la tarta y 2 velas")
    assert c.order["notes_said"] == ["pon feliz cumple", "2 velas"]


# ---- an hour instead, with a time held ---------------------------------------------------------

@pytest.mark.parametrize("steps, said, reply", [
    (TABLE[:1], "mejor 14", "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 14:00. ¿A nombre"),
    (TABLE[:1], "al final 22", "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 22:00. ¿A nombre"),
    (TABLE[:1], "pues mejor 13", "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 13:00. ¿A nombre"),
    (TABLE[:2], "al final 22", "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 22:00. ¿Y un teléfono"),
    (["mesa para 4 o sábado ás 21"], "mellor 14", "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 14:00."),
])
def test_an_hour_said_instead_at_a_later_question_is_the_time(steps, said, reply):
    c = chat("restaurante")
    c.say_all(*steps)
    t = c.say(said)
    assert t.text.startswith(reply)
    assert c.state["booking"]["party"] == 4
    assert {r["status"] for r in c.requests} == {"collecting"}     # nothing handed to a person


@pytest.mark.parametrize("said, party", [("mejor 6", 6), ("al final 5", 5)])
def test_a_party_said_instead_at_a_later_question_is_still_the_party(said, party):
    c = chat("restaurante")
    c.say(TABLE[0])
    c.say(said)
    assert c.state["booking"]["party"] == party


def test_an_hour_the_day_is_closed_at_is_no_time_but_the_party():
    c = chat("restaurante")
    c.say(TABLE[0])
    t = c.say("mejor 17")       # 17:00 is between the two services: 17 people, for a person
    assert t.text.startswith("Para grupos de más de 8 personas prefiero que lo vea una persona")


@pytest.mark.parametrize("said, time", [("mejor 21 y seremos 5", "21:00"), ("mellor 21 e seremos 5", "21:00")])
def test_an_hour_and_a_party_said_together_take_both(said, time):
    c = chat("restaurante")
    c.say_all("mesa para 4 el sábado", "a las 14")
    t = c.say(said)
    assert c.state["booking"]["party"] == 5
    assert f"A las {time} no me queda hueco" in t.text or f"Ás {time} non me queda oco" in t.text


def test_an_hour_said_instead_of_a_cakes_time_moves_it_and_keeps_one():
    c = chat()
    c.say_all("una tarta de queso para el martes a las 11", "8 raciones")
    t = c.say("al final 18")
    assert t.text.startswith("Cambio la recogida al martes 3 de noviembre a las 18:00.")
    assert line_counts(c) == {"tarta-queso": 1}


def test_a_count_said_instead_of_many_things_is_still_the_count():
    c = chat()
    c.say("12 croissants para el martes a las 11")
    t = c.say("mejor 18")
    assert t.text.startswith("Apunto: 18 × Croissant de mantequilla.")
    assert c.order["min"] == 11 * 60


# ---- the day of an occasion beside the day wished ----------------------------------------------

@pytest.mark.parametrize("said, note, ymd", [
    ("una tarta de queso, la fiesta es el sábado pero la recojo el martes", "la fiesta es el sábado", "2026-11-03"),
    ("una tarta de queso para el martes, el cumple es el sábado", "el cumple es el sábado", "2026-11-03"),
    ("una tarta de queso para el viernes a las 12 que el cumple de mi hijo es el domingo",
     "el cumple de mi hijo es el domingo", "2026-11-06"),
    ("una tarta de queso, el cumple es el sabado pero la recogo el martes", "el cumple es el sabado", "2026-11-03"),
    ("unha tarta de queixo, a festa é o sábado pero recólloa o venres", "a festa é o sábado", "2026-11-06"),
])
def test_the_occasions_day_beside_the_day_wished_is_a_note(said, note, ymd):
    c = chat()
    c.say(said)
    assert c.order["ymd"] == ymd
    assert c.order["notes_said"] == [note]


def test_an_occasions_day_alone_is_still_the_day():
    c = chat()
    c.say("la fiesta es el sábado, una tarta de queso")
    assert c.order["ymd"] == "2026-11-07"


# ---- a day and people, asked ---------------------------------------------------------------------

@pytest.mark.parametrize("said, reply", [
    ("¿el domingo para 2?", "Apunto: reserva para 2 personas el domingo 1 de noviembre. ¿A qué hora te va bien"),
    ("para 2 el domingo?", "Apunto: reserva para 2 personas el domingo 1 de noviembre. ¿A qué hora te va bien"),
    ("¿y para el domingo 4 personas?", "Apunto: reserva para 4 personas el domingo 1 de noviembre. ¿A qué hora"),
    ("o domingo para 2?", "Apunto: reserva para 2 persoas o domingo 1 de novembro. ¿A que hora che vai ben"),
    ("¿el domingo para 2 a las 14?", "Apunto: reserva para 2 personas el domingo 1 de noviembre a las 14:00. ¿A "),
    ("y el domingo para 2", "Apunto: reserva para 2 personas el domingo 1 de noviembre. ¿A qué hora te va bien"),
])
def test_a_day_and_people_asked_with_nothing_else_is_a_table(said, reply):
    assert chat("restaurante").say(said).text.startswith(reply)


def test_a_day_and_people_with_a_question_beside_them_book_and_pass_the_question_on():
    # stop 55: the question goes to a person beside the booking, which is written down (not lost)
    c = chat("restaurante")
    t = c.say("somos 6 el sábado, ¿tenéis trona?")
    assert "Se lo apunto al local junto a tu reserva" in t.text and "Apunto: reserva para 6 personas" in t.text
    assert c.state["booking"]["questions"] == ["¿tenéis trona?"]


def test_a_day_asked_alone_is_still_its_hours():
    assert chat("restaurante").say("¿el domingo abrís?").text == "El domingo 1 de noviembre abrimos de 13:00 a 16:30."


# ---- counts for each line held, in order -----------------------------------------------------------

@pytest.mark.parametrize("said", ["que sean 4 y 3", "mejor 4, 3", "q sean 4 y 3", "al final 4 y 3", "mellor 4 e 3"])
def test_counts_said_for_the_lines_held_set_each_in_order(said):
    c = chat()
    c.say("6 croissants y 2 napolitanas para el sábado")
    t = c.say(said)
    assert line_counts(c) == {"croissant": 4, "napolitana": 3}
    assert "4 × Croissant de mantequilla" in t.text and "3 × Napolitana de chocolate" in t.text


def test_bare_counts_at_the_name_question_set_each_line():
    c = chat()
    c.say_all("6 croissants y 2 napolitanas para el sábado", "a las 11")
    t = c.say("4 y 3")
    assert t.text.startswith("Apunto: 4 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 13,20 €.")


def test_bare_counts_at_the_time_question_change_no_count():
    c = chat()
    c.say("6 croissants y 2 napolitanas para el sábado")
    c.say("4 y 3")
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}


def test_more_counts_than_lines_change_no_count():
    c = chat()
    c.say("6 croissants, 2 napolitanas y una bica para el sábado")
    c.say("que sean 4 y 3")
    assert line_counts(c) == {"croissant": 6, "napolitana": 2, "bica": 1}


# ---- a count of people, and those of the writer's named ---------------------------------------------

@pytest.mark.parametrize("said, party", [
    ("mesa para dos adultos y mi hijo el sábado a las 14", 3),
    ("mesa para 2 adultos y mi hija el sabado a las 14", 3),
    ("mesa para dos adultos con mi hija el sábado a las 14", 3),
    ("mesa pra dous adultos e o meu fillo o sábado ás 14", 3),
    ("para 4 y mis dos hijos el sábado a las 14", 6),
    ("mesa para 2 y mis padres el sábado a las 14", 4),
    ("somos 3 con mi suegra, el sábado a las 14", 3),
    ("mesa para 2 el sábado a las 14 y mi hijo trae el carrito", 2),
])
def test_a_count_and_the_writers_own_are_added_up(said, party):
    c = chat("restaurante")
    c.say(said)
    assert c.state["booking"]["party"] == party


# ---- right after sending ------------------------------------------------------------------------

def _table_sent():
    c = chat("restaurante")
    c.say_all(*TABLE)
    c.press("Sin indicaciones")
    c.press("Enviar")
    return c


@pytest.mark.parametrize("then, lang", [
    ("¿y el martes?", "es"), ("y el martes", "es"), ("¿y a las 12?", "es"), ("e o martes?", "gl"),
    ("¿podemos recoger la tarta el domingo?", "es"), ("¿puedo pasar a recoger el pedido a las 13?", "es"),
    ("podemos recojer la tarta el martes", "es"), ("podo recoller a tarta o venres?", "gl"),
])
def test_a_day_asked_of_the_order_just_sent_is_a_change_of_it(then, lang):
    c = sent(chat(), ORDER)
    before = len(c.requests)
    t = c.say(then)
    assert t.text == f"{CHANGE_ES if lang == 'es' else CHANGE_GL} 981 000 404."
    assert len(c.requests) == before and c.requests[-1]["status"] == "pending"


@pytest.mark.parametrize("then, lang", [("¿y el domingo?", "es"), ("e ás 22?", "gl")])
def test_a_day_asked_of_the_table_just_sent_is_a_change_of_it(then, lang):
    c = _table_sent()
    before = len(c.requests)
    t = c.say(then)
    assert t.text == f"{CHANGE_ES if lang == 'es' else CHANGE_GL} 981 000 612."
    assert len(c.requests) == before


def test_another_day_and_party_after_sending_is_a_new_table():
    c = _table_sent()
    t = c.say("y el domingo para 2")
    assert t.text.startswith("Apunto: reserva para 2 personas el domingo 1 de noviembre. ¿A qué hora te va bien")


@pytest.mark.parametrize("then, hours", [
    ("¿se puede recoger el domingo?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("¿puedo recoger un pedido el domingo?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
])
def test_collecting_asked_of_any_order_after_sending_gets_the_hours(then, hours):
    c = sent(chat(), ORDER)
    assert c.say(then).text == hours


def test_a_day_after_the_hours_asked_once_sent_is_still_that_days_hours():
    c = sent(chat(), ORDER)
    c.say("¿abrís el domingo?")
    assert c.say("¿y el lunes?").text.startswith("El lunes 2 de noviembre no abrimos.")


# ---- a size said instead at a later question ---------------------------------------------------------

@pytest.mark.parametrize("steps, said, size, question", [
    (["8 raciones"], "al final 20", "20", "¿A nombre de quién lo preparo?"),
    (["8 raciones"], "mejor 12", "12", "¿A nombre de quién lo preparo?"),
    (["8 raciones"], "que sean 12", "12", "¿A nombre de quién lo preparo?"),
    (["8 raciones", "Ana"], "al final 20", "20", "¿Y un teléfono de contacto?"),
    (["8 raciones", "Ana"], "mejor 12", "12", "¿Y un teléfono de contacto?"),
    (["8 raciones", "Ana", "600123123"], "mejor 12", "12", "¿Quieres una dedicatoria"),
])
def test_a_size_said_instead_at_a_later_question_changes_the_size(steps, said, size, question):
    c = chat()
    c.say_all("una tarta de queso para el martes a las 11", *steps)
    t = c.say(said)
    assert t.text.startswith(f"Apunto: 1 × Tarta de queso ({size} raciones).")
    assert question in t.text and line_counts(c) == {"tarta-queso": 1}


def test_a_size_said_instead_in_galician_changes_the_size():
    c = chat()
    c.say_all("unha tarta de queixo para o martes ás 11", "8 racións")
    assert c.say("mellor 12").text.startswith("Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €.")


def test_a_bare_number_at_the_phone_question_is_still_a_phone_asked_again():
    c = chat()
    c.say_all("una tarta de queso para el martes a las 11", "8 raciones", "Ana")
    assert "Ese teléfono no me parece completo" in c.say("12").text
    assert c.order["lines"][0]["options"] == {"raciones": "8"}
