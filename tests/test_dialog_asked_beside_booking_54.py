"""Stop 54, a question said in the same message as a table booking. At the restaurant «¿podemos ir con
niños el sábado a las 21? somos 4» wrote down the table for 4 and dropped the question about the
children, and kept «somos 4» as a note for the person; «¿hai trona para bebés? imos catro o domingo ás
14» and «¿tenéis trona? somos 4 el jueves a las 14» lost the booking and handed the whole message to a
person («Iso non o teño claro… Paso a túa pregunta a unha persoa…»). Now the booking is written down
(«Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.») and the question is answered
before its next question: from the knowledge when it has the answer («Los perros son bienvenidos en
la terraza…»), else it travels with the booking to a person («Se lo apunto al local junto a tu
reserva…», the question in the booking's `questions`). A statement after the «?» that only tells the
party («somos 4», «seremos cuatro») is never a note. Things left as they were: a booking asked as a
question that asks only for the table («¿tenéis mesa…?», «¿hay sitio…?», «¿podemos cenar…?»), a wish the
booking notes («¿podemos comer en la terraza…?»), a remark after the «?» that says more than the party
(«uno va en silla de ruedas»), «¿hace falta reservar?», and a plain booking."""
import pytest

from tests.conversation import chat, chat_with_knowledge

_PERSON_ES = "Se lo apunto al local junto a tu reserva"
_PERSON_GL = "Apúntollo ao local xunto á túa reserva"


def _booking(c) -> dict:
    return c.state["booking"]


def _held(c) -> tuple:
    b = _booking(c)
    return b.get("party"), b.get("ymd"), b.get("min")


def _notes(c) -> list[str]:
    return list(_booking(c).get("notes_said") or [])


# ---- the question with the day inside it: «¿podemos ir con niños el sábado a las 21? somos 4» --------


@pytest.mark.parametrize("said, question, apunto, person", [
    ("¿podemos ir con niños el sábado a las 21? somos 4", "¿podemos ir con niños el sábado a las 21?",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", _PERSON_ES),
    ("podemos ir con ninos el sabado a las 21? somos 4", "¿podemos ir con ninos el sabado a las 21?",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", _PERSON_ES),
    ("¿podemos ir con niños pequeños el sábado a las 21? seremos cuatro",
     "¿podemos ir con niños pequeños el sábado a las 21?",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", _PERSON_ES),
    ("¿podemos ir con nenos o sábado ás 21? somos 4", "¿podemos ir con nenos o sábado ás 21?",
     "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 21:00.", _PERSON_GL),
    ("podemos ir con nenos o sabado as 21? somos catro", "¿podemos ir con nenos o sabado as 21?",
     "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 21:00.", _PERSON_GL),
])
def test_the_question_with_its_day_goes_with_the_booking(said, question, apunto, person):
    c = chat("restaurante")
    t = c.say(said)
    assert _held(c) == (4, "2026-11-07", 1260)
    assert _booking(c)["questions"] == [question]
    # (review, stop 55: the booking first, then the question that goes «junto a tu reserva»)
    assert apunto in t.texts[0]
    assert t.texts[1].startswith(("Eso no lo tengo claro", "Iso non o teño claro")) and person in t.texts[1]
    assert _notes(c) == []          # «somos 4» is the party, no note
    assert c.state.get("awaiting") == "name"


@pytest.mark.parametrize("said, apunto", [
    ("¿podemos ir con perro el sábado a las 21? somos 4",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."),
    ("¿podemos ir el sábado a las 14 con el perro? somos 2",
     "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 14:00."),
    ("podemos ir o venres ás 14 co can? somos 2", "Apunto: reserva para 2 persoas o venres 6 de novembro ás 14:00."),
])
def test_the_knowledge_answers_the_question_beside_the_booking(tmp_path, said, apunto):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(said)
    assert "Los perros son bienvenidos en la terraza." in t.texts[0]
    assert apunto in t.text
    assert "no lo tengo claro" not in t.text and "non o teño claro" not in t.text
    assert not _booking(c).get("questions")
    assert "menú del día" not in t.text         # the day and time matched another text before


# ---- the question first, then the table told by its party and day: «¿hai trona…? imos catro…» -------


@pytest.mark.parametrize("said, question, held, person", [
    ("¿hai trona para bebés? imos catro o domingo ás 14", "¿hai trona para bebés?", (4, "2026-11-01", 840),
     _PERSON_GL),
    ("hai trona pra bebes? imos catro o domingo as 14", "hai trona pra bebes?", (4, "2026-11-01", 840), _PERSON_GL),
    ("¿tenéis trona? somos 4 el jueves a las 14", "¿tenéis trona?", (4, "2026-11-05", 840), _PERSON_ES),
    ("teneis trona? somos 2 el viernes a las 21", "teneis trona?", (2, "2026-11-06", 1260), _PERSON_ES),
])
def test_a_question_then_the_booking_keeps_both(said, question, held, person):
    c = chat("restaurante")
    t = c.say(said)
    assert t.request and t.request["kind"] != "question"
    assert _held(c) == held
    assert _booking(c)["questions"] == [question]
    assert t.texts[0].startswith("Apunto: reserva para")      # (review, stop 55: the booking first)
    assert person in t.texts[1]
    assert c.state.get("awaiting") == "name"


def test_a_question_then_the_booking_answered_by_the_knowledge(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say("¿se admiten perros? somos 2 el viernes a las 14")
    assert t.texts[0].startswith("Los perros son bienvenidos en la terraza.")
    assert "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 14:00." in t.text
    assert _held(c) == (2, "2026-11-06", 840)


# ---- near-misses: what must not change --------------------------------------------------------------


@pytest.mark.parametrize("said", [
    "¿podemos ir el sábado a las 21? somos 4",
    "¿podemos ir el sábado a las 21? seremos cuatro",
    "¿tenéis mesa el sábado a las 21? somos 4",
    "¿hay sitio el sábado a las 21? somos 4",
    "¿hay hueco el sábado a las 21? somos 4",
    "¿podemos cenar el sábado a las 21? somos 4",
    "¿podría ser el sábado a las 21? somos 4",
    "¿podemos reservar para el sábado a las 21? somos 4",
    "¿temos mesa o sábado ás 21? somos catro",
    "reserva para 4 el sábado a las 21",
])
def test_a_table_asked_for_asks_nothing_more(said):
    c = chat("restaurante")
    t = c.say(said)
    assert _held(c) == (4, "2026-11-07", 1260)
    assert not _booking(c).get("questions") and _notes(c) == []
    assert t.texts[0].startswith("Apunto: reserva para 4 ")
    assert len(t.texts) == 2


@pytest.mark.parametrize("said", [
    "¿podemos ir el sábado por la noche? somos 4",
    "¿podemos ir el sábado a mediodía? somos 4",
    "¿podemos ir o sábado pola noite? somos catro",
])
def test_a_table_asked_for_a_part_of_the_day_asks_nothing_more(said):
    c = chat("restaurante")
    t = c.say(said)
    assert _held(c) == (4, "2026-11-07", None)
    assert not _booking(c).get("questions") and _notes(c) == []
    assert t.texts[0].startswith("Apunto: reserva para 4 ")


def test_a_wish_the_booking_notes_stays_its_note():
    c = chat("restaurante")
    t = c.say("¿podemos comer en la terraza el sábado a las 21? somos 4")
    assert _held(c) == (4, "2026-11-07", 1260)
    assert _notes(c) == ["en la terraza"] and not _booking(c).get("questions")
    assert t.texts[0] == "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."


@pytest.mark.parametrize("said, note", [
    ("mesa para 3 el sábado a las 14? uno va en silla de ruedas", "en silla de ruedas"),
    ("¿podemos ir el sábado a las 21? somos 4 y uno va en silla de ruedas", "en silla de ruedas"),
])
def test_a_remark_that_says_more_than_the_party_is_still_noted(said, note):
    c = chat("restaurante")
    c.say(said)
    assert note in " ".join(_notes(c))


def test_a_question_with_a_booking_word_after_it_as_before(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say("¿se admiten perros? queremos ir el viernes a las 14, somos 2")
    assert t.texts[0].startswith("Los perros son bienvenidos en la terraza.")
    assert _held(c) == (2, "2026-11-06", 840)


def test_the_day_asked_first_is_answered_as_before():
    c = chat("restaurante")
    t = c.say("¿abrís el domingo? somos 4 a las 14")
    assert t.texts[0] == "El domingo 1 de noviembre abrimos de 13:00 a 16:30."
    assert _held(c) == (4, "2026-11-01", 840) and not _booking(c).get("questions")


def test_whether_booking_is_needed_is_no_booking(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say("¿hace falta reservar?")
    assert not (c.state.get("booking") or {}).get("party")
    assert t.text.startswith("Puedes reservar por este chat o llamando al 981 000 612.")


# ---- whether a thing sold in sizes serves that many, asked of it by name ---------------------------
# «la tarta de queso es para 10 personas?» went to a person; «¿para cuántos da la tarta de Santiago?» said
# its description. Now the size that serves them, with its price, or its sizes, each with its price.


@pytest.mark.parametrize("said, text", [
    ("la tarta de queso es para 10 personas?", "Tarta de queso (12 raciones): 30,00 €."),
    ("¿la tarta de queso da para 10?", "Tarta de queso (12 raciones): 30,00 €."),
    ("¿da para 10 personas la tarta de queso?", "Tarta de queso (12 raciones): 30,00 €."),
    ("la tarta de santiago llega para 6?", "Tarta de Santiago (8 raciones): 18,00 €."),
    ("la tarta sacher es para 4?", "Tarta Sacher (8 raciones): 26,00 €."),
    ("a tarta de queixo chega pra 10 persoas?", "Tarta de queso (12 racións): 30,00 €."),
    ("a tarta de santiago é para doce?", "Tarta de Santiago (12 racións): 26,00 €."),
])
def test_the_size_that_serves_them_with_its_price(said, text):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == text
    assert not t.request or t.request["kind"] != "question"
    assert not (c.state.get("order") or {}).get("lines")       # asked, nothing ordered


@pytest.mark.parametrize("said, text", [
    ("¿para cuántos da la tarta de Santiago?",
     "Tarta de Santiago: 18,00 € (8 raciones), 26,00 € (12 raciones) y 36,00 € (20 raciones)."),
    ("para cuantos da la tarta de queso?", "Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones) y "
                                           "40,00 € (20 raciones)."),
    ("pra cantos da a tarta de Santiago?",
     "Tarta de Santiago: 18,00 € (8 racións), 26,00 € (12 racións) e 36,00 € (20 racións)."),
])
def test_for_how_many_it_serves_its_sizes(said, text):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == text


def test_past_its_largest_size_the_largest_and_a_pair():
    t = chat("").say("la tarta de queso da para 25?")
    assert "La más grande es de 20 raciones." in t.text and "no lo tengo claro" not in t.text


@pytest.mark.parametrize("said, line, text", [
    ("tarta de queso para 12 personas para el martes", ("tarta-queso", {"raciones": "12"}),
     "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("quiero una tarta de queso para 10 personas para el martes", ("tarta-queso", {"raciones": "12"}),
     "Para 10 te apunto la de 12 raciones."),
])
def test_ordered_for_that_many_as_before(said, line, text):
    c = chat("")
    t = c.say(said)
    assert [(x["item_id"], x.get("options")) for x in c.order["lines"]] == [line]
    assert t.texts[0] == text


def test_the_price_for_that_many_as_before():
    t = chat("").say("¿cuánto cuesta la tarta de queso para 10?")
    assert t.texts[0] == "Tarta de queso (12 raciones): 30,00 €."


# ---- «¿y el sábado?» after a price, of a thing with no days of its own ------------------------------
# «cuanto cuesta el pulpo? || y el sabado?» went to a person. Now the hours of that day (or that it is
# closed) and the price, which stands; a thing served on some days only says those days, as before.


@pytest.mark.parametrize("slug, first, then, hours, price", [
    ("restaurante", "cuanto cuesta el pulpo?", "y el sabado?",
     "El sábado 7 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30.", "Pulpo á feira: 16,50 €."),
    ("restaurante", "¿cuánto cuesta el pulpo?", "¿y el sábado?",
     "El sábado 7 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30.", "Pulpo á feira: 16,50 €."),
    ("restaurante", "canto custa o polbo?", "e o luns?",
     "O luns 2 de novembro non abrimos. Volvemos abrir o martes 3 de novembro ás 13:00.", "Polbo á feira: 16,50 €."),
    ("restaurante", "y el pulpo cuanto vale?", "y el lunes?",
     "El lunes 2 de noviembre no abrimos.", "Pulpo á feira: 16,50 €."),
    ("", "cuanto cuesta el croissant?", "y el domingo?",
     "El domingo 1 de noviembre abrimos de 09:30 a 14:00.", "Croissant de mantequilla: 1,80 €."),
])
def test_the_day_asked_after_a_price_says_the_hours_and_the_price(slug, first, then, hours, price):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert t.texts[0].startswith(hours)
    assert t.texts[1] == price
    assert not t.request or t.request["kind"] != "question"


def test_a_thing_served_on_some_days_says_its_days_as_before():
    c = chat("restaurante")
    c.say("cuanto cuesta el menu del dia?")
    assert c.say("y el sabado?").texts == ["No. Menú del día: solo de martes a viernes."]


def test_the_price_alone_as_before():
    assert chat("restaurante").say("¿cuánto cuesta el pulpo?").texts == ["Pulpo á feira: 16,50 €."]
