"""Stop 50, questions not orders: a question about a request made before («encargué una X, ¿puedo
cambiar el día?», «reservé mesa para el sábado, ¿se puede cancelar?»), about the cancelling rule
(«¿cobráis algo si cancelo?», «¿hay penalización si anulo?») or about the calendar («¿el martes es
festivo?», «o 25 de xullo é festivo?») is answered and opens nothing: no new order or booking, no
question handed to a person. Near misses keep their reading: an order asked for starts the order,
«quiero cambiar el día» changes the draft held, «cancela» cancels it."""
import pytest

from tests.conversation import chat, chat_with_knowledge

CHANGE_UNSEEN = "En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al {phone}"
CHANGE_UNSEEN_GL = "Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, chama ao {phone}"
PHONES = {"": "981 000 404", "restaurante": "981 000 612", "peluqueria": "981 000 733"}
BAKERY_RULE = "Puedes cancelar sin coste hasta 24 horas antes de la recogida"
BAKERY_RULE_GL = "Podes cancelar sen custo ata 24 horas antes da recollida"
TABLE_RULE = "Si no podéis venir, avisadnos cuanto antes"
SALON_RULE = "Para cancelar, avísanos con al menos unas horas de antelación."


def _opened_nothing(c):
    assert not (c.state.get("order") or {}).get("lines")
    assert not any((c.state.get("booking") or {}).get(k) for k in ("party", "services", "ymd", "min"))
    assert not any(r["kind"] in ("order", "booking", "question") for r in c.requests)


# ---- a request made before, in the past tense, with a change asked --------------------------------

@pytest.mark.parametrize("slug, said", [
    ("", "encargué una tarta de santiago, ¿puedo cambiar el día?"),
    ("", "encargue una tarta de santiago, puedo cambiar el dia?"),
    ("", "pedí una tarta de santiago, ¿puedo cambiar el día?"),
    ("", "hola, encargué una tarta, ¿se puede mover al domingo?"),
    ("", "pedi 6 croissants para mañana, los puedo cambiar al martes?"),
    ("", "encargué una tarta, ¿puedo moverla al domingo?"),
    ("restaurante", "reservé mesa para el sábado, ¿puedo cambiar la hora?"),
    ("restaurante", "reserve mesa para 4 el sabado, podria cambiarla al domingo?"),
    ("peluqueria", "reservé un corte el jueves, ¿puedo cambiar el día?"),
    ("peluqueria", "pedí cita para el jueves, ¿la puedo mover?"),
    ("peluqueria", "buenas, reservé un tinte para el viernes, se puede cambiar a las 12?"),
])
def test_a_change_of_a_request_made_before_opens_nothing(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert t.text.startswith(CHANGE_UNSEEN.format(phone=PHONES[slug]))
    _opened_nothing(c)


@pytest.mark.parametrize("slug, said", [
    ("", "xa encarguei unha tarta de santiago, podo mudar o día?"),
    ("", "encarguei unha tarta, podo mudar a hora?"),
    ("", "encarguei unha tarta, podo movela ao domingo?"),
    ("restaurante", "teño unha reserva para o sábado, podo mudala?"),
    ("restaurante", "reservei mesa para o sábado, podo movela ao domingo?"),
])
def test_a_change_of_a_request_made_before_in_galician(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert t.text.startswith(CHANGE_UNSEEN_GL.format(phone=PHONES[slug]))
    _opened_nothing(c)


@pytest.mark.parametrize("slug, said, rule", [
    ("", "encargué una tarta de santiago, ¿puedo cancelarla?", BAKERY_RULE),
    ("", "pedí una tarta, ¿hay penalización si la anulo?", BAKERY_RULE),
    ("", "encargue una tarta de santiago, cobrais algo si la cancelo?", BAKERY_RULE),
    ("restaurante", "reservé mesa para el sábado, ¿se puede cancelar?", TABLE_RULE),
    ("peluqueria", "reservé un corte el jueves, que pasa si cancelo?", SALON_RULE),
])
def test_cancelling_a_request_made_before_asked_answers_the_rule(tmp_path, slug, said, rule):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(said)
    assert rule in t.text and "Apunto" not in t.text
    _opened_nothing(c)


# ---- the cancelling rule asked in the customer's own words ---------------------------------------

@pytest.mark.parametrize("said, rule", [
    ("cobrais algo si cancelo?", BAKERY_RULE),
    ("¿Cobráis algo si cancelo?", BAKERY_RULE),
    ("hay penalización si anulo?", BAKERY_RULE),
    ("hay penalizacion si anulo", BAKERY_RULE),
    ("cóbrase algo se cancelo?", BAKERY_RULE),
    ("cobrades algo se o anulo?", BAKERY_RULE_GL),
    ("se cancelo perdo o diñeiro?", BAKERY_RULE_GL),
])
def test_the_cancelling_rule_answers_with_nothing_held(tmp_path, said, rule):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(said)
    assert rule in t.text and "no lo tengo claro" not in t.text
    _opened_nothing(c)


@pytest.mark.parametrize("slug, rule", [("restaurante", TABLE_RULE), ("peluqueria", SALON_RULE)])
def test_the_cancelling_rule_answers_at_every_business(tmp_path, slug, rule):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say("hay penalizacion si anulo?")
    assert rule in t.text
    _opened_nothing(c)


def test_the_cancelling_rule_with_a_draft_held_keeps_it(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    c.say("quiero una tarta de santiago")
    t = c.say("hay penalización si anulo?")
    assert BAKERY_RULE in t.text and t.text.endswith("¿Para cuántas raciones?")
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-santiago"]


# ---- the calendar asked -------------------------------------------------------------------------

@pytest.mark.parametrize("slug, said, reply", [
    ("", "o martes é festivo non?", "O martes 3 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
    ("", "el martes es festivo?", "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("", "el martes es fiesta?", "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("", "el 8 de diciembre es festivo?", "El martes 8 de diciembre abrimos de 09:30 a 14:00."),
    ("", "el lunes es festivo?", "El lunes 2 de noviembre no abrimos. Volvemos a abrir el martes 3 de noviembre a las 09:00."),
    ("", "el 25 de diciembre es festivo?",
     "El viernes 25 de diciembre no abrimos (Navidad). Volvemos a abrir el sábado 26 de diciembre a las 09:00."),
    ("", "es festivo el 6 de enero?",
     "El miércoles 6 de enero no abrimos (Reyes). Volvemos a abrir el jueves 7 de enero a las 09:00."),
    ("", "o 25 de xullo é festivo?",
     "O domingo 25 de xullo non abrimos (Día de Galicia). Volvemos abrir o martes 27 de xullo ás 09:00."),
    ("restaurante", "o martes é festivo non?", "O martes 3 de novembro abrimos de 13:00 a 16:00 e de 20:00 a 23:30."),
    ("restaurante", "el 25 de diciembre es festivo?",
     "El viernes 25 de diciembre no abrimos (Navidad). Volvemos a abrir el sábado 26 de diciembre a las 13:00."),
    ("peluqueria", "el 8 de diciembre es festivo?", "El martes 8 de diciembre abrimos de 10:00 a 20:00."),
    ("peluqueria", "el martes es festivo?", "El martes 3 de noviembre abrimos de 10:00 a 20:00."),
])
def test_a_day_asked_to_be_a_holiday_gets_its_hours(slug, said, reply):
    c = chat(slug)
    t = c.say(said)
    assert t.text == reply
    _opened_nothing(c)


@pytest.mark.parametrize("slug, said, reply", [
    ("", "¿el martes abrís?", "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("", "abrides o día 25?", "O mércores 25 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
    ("", "mañana está abierto?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("restaurante", "¿el domingo hay horario?", "El domingo 1 de noviembre abrimos de 13:00 a 16:30."),
])
def test_a_day_asked_to_open_keeps_its_hours(slug, said, reply):
    t = chat(slug).say(said)
    assert t.text == reply


# ---- near misses keep their reading ----------------------------------------------------------------

@pytest.mark.parametrize("slug, said, rule", [
    ("", "¿se paga algo por cancelar?", BAKERY_RULE),
    ("", "pedí una tarta, ¿cuánto antes hay que cancelar?", BAKERY_RULE),
    ("peluqueria", "cobrais algo si cancelo?", SALON_RULE),
])
def test_the_rule_found_by_its_own_words_is_still_answered(tmp_path, slug, said, rule):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(said)
    assert rule in t.text
    _opened_nothing(c)


@pytest.mark.parametrize("slug, said", [
    ("", "xa encarguei unha tarta de santiago, podo cambiar o día?"),
    ("restaurante", "teño unha reserva para o sábado, podo cambiala?"),
])
def test_a_change_already_read_as_of_one_made_before_stays(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert t.text.startswith(CHANGE_UNSEEN_GL.format(phone=PHONES[slug]))
    _opened_nothing(c)


@pytest.mark.parametrize("said", ["quiero una tarta de santiago", "encarga una tarta de santiago",
                                  "me pones una tarta de santiago?"])
def test_an_order_asked_for_still_starts_the_order(said):
    c = chat()
    t = c.say(said)
    assert t.text.startswith("Apunto: 1 × Tarta de Santiago.")
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-santiago"]


def test_a_booking_asked_for_still_starts_the_booking():
    c = chat("restaurante")
    t = c.say("quiero que me reserve mesa para el sábado")
    assert "Apunto: reserva el sábado 7 de noviembre" in t.text and c.state["booking"]["ymd"] == "2026-11-07"


def test_change_the_day_of_the_draft_held_still_changes_it():
    c = chat()
    c.say("quiero una tarta de santiago de 8 para el martes a las 11")
    c.say("quiero cambiar el día")
    c.say("el miércoles")
    assert c.order["ymd"] == "2026-11-04" and [line["item_id"] for line in c.order["lines"]] == ["tarta-santiago"]


def test_cancel_still_cancels_the_draft():
    c = chat()
    c.say("quiero una tarta de santiago de 8 para el martes a las 11")
    t = c.say("cancela")
    assert t.text.startswith("Hecho") and not c.order["lines"]


def test_a_party_is_not_a_holiday():
    c = chat()
    t = c.say("quiero una tarta de santiago para una fiesta el sábado")
    assert t.text.startswith("Apunto: 1 × Tarta de Santiago.")
