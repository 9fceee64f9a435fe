"""Stop 55, the restaurant customer's questions around a booking, and questions the data answers.

What was wrong:
- «somos 6 el jueves a las 21, ¿tenéis trona?» (the booking first, the question after) handed the whole
  message to a person («Eso no lo tengo claro… Le paso tu pregunta a una persona…») and lost the table;
  stop 54 kept both only in the other order («¿tenéis trona? somos 4 el jueves a las 14»).
- «¿se puede ir con niños el sábado a las 21? somos 4», «¿hay sitio para carritos…? somos 4» lost the
  booking (stop 54 kept it for «¿podemos ir con niños…? somos 4»).
- «hay menú infantil? reserva para 5 el domingo a las 14» said «Menú del día: 14,50 €.» though the menú
  del día is served only «de martes a viernes»; «¿cuánto cuesta el menú del día el sábado?» the same.
- «¿podemos comer en la terraza?» went to a person though the knowledge has a section on the terrace.
- «quiero 2 raciones de croquetas» read «Croquetas de jamón: 9,50 €.» and the «2 raciones» vanished.

What now happens: the booking is written down («Apunto: reserva para 6 personas el jueves 5 de noviembre
a las 21:00.») and the question goes beside it to a person («Se lo apunto al local junto a tu
reserva…»); a thing priced for a day it is not served says so, with its days («El domingo 1 de noviembre
no hay Menú del día: solo de martes a viernes.»; its price asked: «Menú del día: 14,50 €, solo de martes a
viernes: el domingo 1 de noviembre no hay.», review of stop 55); the knowledge answers the terrace; «2 raciones» is
quoted back as not taken here («No te apunto «2 raciones de croquetas». Por aquí no tomo pedidos ni
encargos: se pide en el local.»), the price that of one as listed (how many a ración is is no data).
"""
import pytest

from tests.conversation import chat, chat_with_knowledge

_PERSON_ES = "Se lo apunto al local junto a tu reserva"
_PERSON_GL = "Apúntollo ao local xunto á túa reserva"


def _booking(c) -> dict:
    return c.state["booking"]


def _held(c) -> tuple:
    b = _booking(c)
    return b.get("party"), b.get("ymd"), b.get("min")


# ---- the booking first, then a question the data does not answer ------------------------------------


@pytest.mark.parametrize("said, held, question, apunto, person", [
    ("somos 6 el jueves a las 21, ¿tenéis trona?", (6, "2026-11-05", 1260), "¿tenéis trona?",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre a las 21:00.", _PERSON_ES),
    ("somos 6 el jueves a las 21, teneis trona?", (6, "2026-11-05", 1260), "teneis trona?",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre a las 21:00.", _PERSON_ES),
    ("somos 2 el jueves a las 14. ¿Hay trona para bebés?", (2, "2026-11-05", 840), "¿Hay trona para bebés?",
     "Apunto: reserva para 2 personas el jueves 5 de noviembre a las 14:00.", _PERSON_ES),
    ("somos 6 o xoves ás 21, tedes trona?", (6, "2026-11-05", 1260), "tedes trona?",
     "Apunto: reserva para 6 persoas o xoves 5 de novembro ás 21:00.", _PERSON_GL),
    ("imos catro o xoves ás 14, ¿hai trona?", (4, "2026-11-05", 840), "¿hai trona?",
     "Apunto: reserva para 4 persoas o xoves 5 de novembro ás 14:00.", _PERSON_GL),
])
def test_the_booking_then_its_question_keeps_both(said, held, question, apunto, person):
    c = chat("restaurante")
    t = c.say(said)
    assert t.request and t.request["kind"] != "question"
    assert _held(c) == held
    assert _booking(c)["questions"] == [question]
    assert apunto in t.texts[0] and person in t.texts[1]    # (review, stop 55: the booking it goes with first)
    assert t.text.index(apunto) < t.text.index(person)
    assert c.state.get("awaiting") == "name"


def test_the_booking_with_a_day_only_then_its_question():
    c = chat("restaurante")
    t = c.say("somos 6 el sábado, ¿tenéis trona?")
    assert (_booking(c)["party"], _booking(c)["ymd"]) == (6, "2026-11-07")
    assert _booking(c)["questions"] == ["¿tenéis trona?"]
    assert "Apunto: reserva para 6 personas el sábado 7 de noviembre." in t.text
    assert c.state.get("awaiting") == "time"


def test_the_knowledge_answers_the_question_after_the_booking(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say("somos 2 el viernes a las 14, ¿hay aparcamiento?")
    assert t.texts[0].startswith("No tenemos aparcamiento propio.")
    assert "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 14:00." in t.text
    assert not _booking(c).get("questions")


# ---- «¿se puede ir con…?», «¿hay sitio para…?» with the day, then the party ---------------------------


@pytest.mark.parametrize("said, question, apunto, person", [
    ("¿se puede ir con niños el sábado a las 21? somos 4", "¿se puede ir con niños el sábado a las 21?",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", _PERSON_ES),
    ("se puede ir con ninos el sabado a las 21? somos 4", "¿se puede ir con ninos el sabado a las 21?",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", _PERSON_ES),
    ("¿se admiten niños el sábado a las 21? somos 4", "¿se admiten niños el sábado a las 21?",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", _PERSON_ES),
    ("¿hay sitio para carritos el sábado a las 21? somos 4", "¿hay sitio para carritos el sábado a las 21?",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00.", _PERSON_ES),
    ("¿se pode ir con nenos o sábado ás 21? somos catro", "¿se pode ir con nenos o sábado ás 21?",
     "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 21:00.", _PERSON_GL),
    ("pódese ir con nenos o sabado as 21? somos 4", "¿pódese ir con nenos o sabado as 21?",
     "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 21:00.", _PERSON_GL),
])
def test_may_one_come_with_goes_with_the_booking(said, question, apunto, person):
    c = chat("restaurante")
    t = c.say(said)
    assert _held(c) == (4, "2026-11-07", 1260)
    assert _booking(c)["questions"] == [question]
    assert apunto in t.texts[0] and person in t.texts[1]    # (review, stop 55: the booking it goes with first)
    assert c.state.get("awaiting") == "name"


# ---- a thing served on some days, asked for a day it is not served ---------------------------------


@pytest.mark.parametrize("said, first, apunto", [
    ("hay menú infantil? reserva para 5 el domingo a las 14",
     "No tengo «menú infantil» en el catálogo. El domingo 1 de noviembre no hay Menú del día: "
     "solo de martes a viernes.", "Apunto: reserva para 5 personas a las 14:00."),
    ("hay menu infantil? reserva para 5 el sabado a las 14",
     "No tengo «menu infantil» en el catálogo. El sábado 7 de noviembre no hay Menú del día: "
     "solo de martes a viernes.", "Apunto: reserva para 5 personas el sábado 7 de noviembre a las 14:00."),
    ("hai menú infantil? mesa para 5 o domingo ás 14",
     "Non teño «menú infantil» no catálogo. O domingo 1 de novembro non hai Menú do día: só de martes a venres.",
     "Apunto: reserva para 5 persoas ás 14:00."),
])
def test_never_a_price_for_a_day_it_is_not_served(said, first, apunto):
    t = chat("restaurante").say(said)
    assert t.texts[0] == first
    assert "14,50" not in t.text
    assert apunto in t.text


# (review, stop 55: the price asked is said, with the days it is served and «no hay» that day)
@pytest.mark.parametrize("said, first, apunto", [
    ("¿cuánto cuesta el menú del día? mesa para 2 el sábado a las 14",
     "Menú del día: 14,50 €, solo de martes a viernes: el sábado 7 de noviembre no hay.",
     "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 14:00."),
    ("reserva para 2 el sábado a las 14, ¿cuánto cuesta el menú del día?",
     "Menú del día: 14,50 €, solo de martes a viernes: el sábado 7 de noviembre no hay.",
     "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 14:00."),
])
def test_the_price_asked_beside_a_booking_on_a_day_it_is_not_served(said, first, apunto):
    t = chat("restaurante").say(said)
    assert t.texts[0] == first
    assert apunto in t.text


@pytest.mark.parametrize("said, text", [
    ("¿cuánto cuesta el menú del día el sábado?",
     "Menú del día: 14,50 €, solo de martes a viernes: el sábado 7 de noviembre no hay."),
    ("cuanto vale el menu del dia el domingo?",
     "Menú del día: 14,50 €, solo de martes a viernes: el domingo 1 de noviembre no hay."),
    ("canto custa o menú do día o domingo?",
     "Menú do día: 14,50 €, só de martes a venres: o domingo 1 de novembro non hai."),
])
def test_the_price_asked_for_such_a_day(said, text):
    assert chat("restaurante").say(said).texts == [text]


def test_the_price_asked_while_a_booking_holds_such_a_day():
    c = chat("restaurante")
    c.say("reserva para 4 el sábado a las 21")
    t = c.say("¿cuánto cuesta el menú?")
    assert t.texts[0] == "Menú del día: 14,50 €, solo de martes a viernes: el sábado 7 de noviembre no hay."
    assert _held(c) == (4, "2026-11-07", 1260)


@pytest.mark.parametrize("said", ["hay menú infantil? reserva para 5 el jueves a las 14",
                                  "¿cuánto cuesta el menú del día? mesa para 2 el jueves a las 14"])
def test_a_day_it_is_served_keeps_the_price(said):
    t = chat("restaurante").say(said)
    assert "Menú del día: 14,50 €." in t.texts[0]
    assert "Apunto: reserva para" in t.text and "jueves 5 de noviembre a las 14:00" in t.text


# ---- the terrace asked: the knowledge has it ------------------------------------------------------


@pytest.mark.parametrize("said", ["¿podemos comer en la terraza?", "podemos comer en la terraza?",
                                  "¿se puede cenar en la terraza?", "¿podemos comer fuera?",
                                  "podemos xantar na terraza?", "¿pódese cear na terraza?"])
def test_the_terrace_asked_is_answered_from_the_knowledge(tmp_path, said):
    t = chat_with_knowledge("restaurante", tmp_path).say(said)
    assert "Tenemos una terraza cubierta" in t.texts[0]       # (in Galician: «Só o teño escrito en castelán: …»)
    assert not t.request or t.request["kind"] != "question"


def test_the_terrace_without_the_knowledge_goes_to_a_person():
    t = chat("restaurante").say("¿podemos comer en la terraza?")
    assert t.request and t.request["kind"] == "question"


def test_a_wish_the_knowledge_has_nothing_on_goes_to_a_person(tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say("¿podemos comer con trona?")
    assert t.request and t.request["kind"] == "question"


# ---- raciones: counted, and not ordered here ----------------------------------------------------------


@pytest.mark.parametrize("said, price, quoted", [
    ("quiero 2 raciones de croquetas", "Croquetas de jamón: 9,50 €.",
     "No te apunto «2 raciones de croquetas». Por aquí no tomo pedidos ni encargos: se pide en el local."),
    ("quiero 2 raciónes de croquetas", "Croquetas de jamón: 9,50 €.",
     "No te apunto «2 raciónes de croquetas». Por aquí no tomo pedidos ni encargos"),
    ("ponme dos raciones de pulpo", "Pulpo á feira: 16,50 €.",
     "No te apunto «dos raciones de pulpo». Por aquí no tomo pedidos ni encargos"),
    ("quiero 2 cajas de croquetas", "Croquetas de jamón: 9,50 €.",
     "No te apunto «2 cajas de croquetas». Por aquí no tomo pedidos ni encargos"),
    ("quero 2 racións de croquetas", "Croquetas de xamón: 9,50 €.",
     "Non che apunto «2 racións de croquetas». Por aquí non tomo pedidos nin encargas: pídese no local."),
    ("unha ración de polbo", "Polbo á feira: 16,50 €.",
     "Non che apunto «unha ración de polbo». Por aquí non tomo pedidos"),
])
def test_raciones_are_quoted_and_not_ordered_here(said, price, quoted):
    """The count is of a word the catalogue does not count in (how many croquetas is a ración is not
    in the data): the price of one as listed, never multiplied, and the words quoted back as not taken."""
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts == [price, t.texts[1]] and t.texts[1].startswith(quoted)
    assert "19,00" not in t.text and "33,00" not in t.text
    assert not (c.state.get("booking") or {}).get("party")      # «2 raciones» is no table for 2
    assert not (c.state.get("order") or {}).get("lines")
    assert t.request is None


@pytest.mark.parametrize("said, price", [("quiero 2 croquetas", "2 × Croquetas de jamón: 19,00 €"),
                                         ("quero 2 polbos", "2 × Polbo á feira: 33,00 €")])
def test_a_count_of_the_thing_itself_as_before(said, price):
    t = chat("restaurante").say(said)
    assert t.texts[0].startswith(price)
    assert "No te apunto" not in t.text and "Non che apunto" not in t.text


def test_a_count_of_a_box_at_a_business_that_takes_orders_as_before():
    c = chat("")
    t = c.say("quiero 2 cajas de croissants")
    assert "No te apunto" not in t.text and c.state["order"]["lines"]


# ---- near-misses: as before -------------------------------------------------------------------------


def test_a_plain_booking_as_before():
    c = chat("restaurante")
    t = c.say("reserva para 4 el sábado a las 21")
    assert t.texts[0] == "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."
    assert not _booking(c).get("questions")


@pytest.mark.parametrize("said", ["¿tenéis trona?", "tedes trona?"])
def test_the_question_alone_goes_to_a_person_as_before(said):
    c = chat("restaurante")
    t = c.say(said)
    assert t.request and t.request["kind"] == "question"
    assert not (c.state.get("booking") or {}).get("party")


def test_may_we_come_with_children_as_in_stop_54():
    c = chat("restaurante")
    t = c.say("¿podemos ir con niños el sábado a las 21? somos 4")
    assert _held(c) == (4, "2026-11-07", 1260)
    assert _booking(c)["questions"] == ["¿podemos ir con niños el sábado a las 21?"]
    assert "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00." in t.text


@pytest.mark.parametrize("said, text", [("¿cuánto cuesta el menú del día?", "Menú del día: 14,50 €."),
                                        ("canto custa o menú do día?", "Menú do día: 14,50 €.")])
def test_the_price_with_no_day_as_before(said, text):
    assert chat("restaurante").say(said).texts[0] == text


@pytest.mark.parametrize("said", ["¿se puede ir con perro el sábado a las 21?",
                                  "somos 4, ¿se puede ir con perro el sábado?",
                                  "¿se puede ir sin reserva el sábado a las 21? somos 4"])
def test_the_place_asked_with_no_party_or_time_is_no_booking(said):
    c = chat("restaurante")
    t = c.say(said)
    assert "Apunto" not in t.text


def test_the_terrace_asked_with_the_booking_is_its_note_as_before(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say("¿podemos comer en la terraza el sábado a las 14? somos 2")
    assert "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 14:00." in t.text
    assert "en la terraza" in " ".join(_booking(c).get("notes_said") or [])
