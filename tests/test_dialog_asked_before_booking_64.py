"""Stop 64 (helper I, family 1): a question about a visit is answered, and the visit only offered, never held.
Before: «¿podemos ir 4 personas sin reservar?» got «Apunto: reserva para 4 personas. ¿Qué día te va bien?»; the
salon's «mi hijo tiene 1 año, ¿le podéis cortar?» «Apunto: corte infantil…» (its texts cut from two years),
«tengo alergia al tinte, ¿me podéis teñir?» «Apunto: tinte…», «quiero cortarme el pelo largo, q me recomiendas»
«Apunto: corte de mujer…»; the workshop's «mi bici es eléctrica, ¿me la podéis revisar?» «Apunto: revisión
completa…», and «¿me la podéis tener para la tarde?» after «revisión el martes a las 10» moved the appointment
(«El martes … por la tarde ya no me queda hueco»). Now (understanding/asked_before_booking.py,
conversation/asked_before_booking.py, conversation/ready_by.py):
- coming without a booking asked («sin reservar», «sen cita», «¿hace falta reservar?» with no party, day or
  time): the business's texts on booking answer, and «Reservar mesa» / «Pedir cita» is offered (a button);
- whether it can be done after a condition told (an age, an allergy, what the thing is), or advice asked: the
  texts (else a person) answer, and «Pedir cita: <the service>» is offered;
- mid-appointment, when the thing left will be ready: the texts on leaving it and picking it up, and the
  appointment's own question again, its time kept.
Near-misses kept: «¿tenéis mesa para 4 el viernes?», «¿me das cita para el martes?», «¿me podéis cortar el pelo?»,
a day said with the condition («… ¿le podéis cortar el martes?»), a problem told («tengo un pinchazo, ¿me lo
podéis arreglar?»), «mejor por la tarde» (a move), the bakery's «¿me las podéis tener para las 6?» (its pickup)."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

HOW_TO_BOOK = "Puedes reservar por este chat o llamando al 981 000 612."
WITH_AN_APPOINTMENT = {"peluqueria": "Trabajamos con cita. Puedes pedirla por este chat o llamando al 981 000 733",
                       "taller": "Trabajamos con cita. Pídela por este chat o llamando al 981 000 517"}
CHILDREN = "Cortamos el pelo a niños y niñas a partir de dos años; hasta los 10 años es el corte infantil."
ALLERGY = "Si tienes alergia a algún tinte, dínoslo antes y te hacemos una prueba de sensibilidad 48 horas antes."
ELECTRIC = "Revisamos bicis eléctricas, pero no reparamos baterías ni motores"
LEFT = "Puedes dejar la bici por la mañana y recogerla por la tarde."
HELD = ("Apunto", "¿Qué día te va bien?", "¿Que día che vai ben?", "¿Para cuántas personas?")


def _said(slug, text, tmp_path):
    return chat_with_knowledge(slug, tmp_path).say(text)


def _nothing_held(t, c=None):
    assert not any(x in t.text for x in HELD), t.text
    assert t.request is None or t.request.get("kind") == "question", t.request
    if c is not None:
        assert c.state.get("intent") != "booking" or not c.state["booking"].get("services"), c.state


def _chip(t, label):
    return next(chip for chip in t.chips if chip["label"] == label)


# --- coming without a booking ---------------------------------------------------------------------------------

@pytest.mark.parametrize("said, asks", [
    ("podemos ir 4 personas sin reservar?", "Quiero reservar una mesa para 4 personas"),
    ("podemos ir 4 personas sin reservar", "Quiero reservar una mesa para 4 personas"),
    ("se puede ir sin reservar??", "Quiero reservar una mesa"),
    ("somos 2, podemos ir sin reservar esta noche?",
     "Quiero reservar una mesa para 2 personas para el sábado 31 de octubre"),
    ("podemos ir sin reserva el viernes?", "Quiero reservar una mesa para el viernes 6 de noviembre"),
    ("somos 4, hay que reservar?", "Quiero reservar una mesa para 4 personas"),
])
def test_coming_without_a_booking_is_answered_and_a_table_offered(said, asks, tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(said)
    assert t.texts[0].startswith(HOW_TO_BOOK), t.texts
    assert _chip(t, "Reservar mesa")["text"] == asks
    _nothing_held(t)


def test_coming_without_a_booking_in_galician(tmp_path):
    t = _said("restaurante", "podemos ir 4 persoas sen reservar?", tmp_path)
    assert t.texts[0] == f"Só o teño escrito en castelán: {HOW_TO_BOOK} Una persona del restaurante confirma cada " \
        "reserva; hasta entonces no está confirmada."
    assert _chip(t, "Reservar mesa")["text"] == "Quero reservar unha mesa para 4 persoas"
    _nothing_held(t)


@pytest.mark.parametrize("slug, said", [
    ("peluqueria", "puedo ir sin cita a cortarme el pelo?"),
    ("peluqueria", "atendeis sin cita?"),
    ("peluqueria", "podo ir sen cita?"),
    ("taller", "puedo llevar la bici sin cita?"),
    ("taller", "podo levar a bici sen cita?"),
])
def test_coming_without_an_appointment_is_answered_and_one_offered(slug, said, tmp_path):
    t = _said(slug, said, tmp_path)
    assert WITH_AN_APPOINTMENT[slug] in t.texts[0], t.texts
    assert "Pedir cita" in t.chip_labels
    _nothing_held(t)


@pytest.mark.parametrize("said, held", [
    ("tenéis mesa para 4 el viernes?", "Apunto: reserva para 4 personas el viernes 6 de noviembre."),
    ("teneis mesa para 4 el viernes??", "Apunto: reserva para 4 personas el viernes 6 de noviembre."),
    ("quiero reservar mesa para 4, hace falta dar señal?", "Apunto: reserva para 4 personas."),
    ("tedes mesa para 4 o venres?", "Apunto: reserva para 4 persoas o venres 6 de novembro."),
])
def test_a_table_wished_is_still_held(said, held, tmp_path):
    assert _said("restaurante", said, tmp_path).texts[0].startswith(held)


def test_the_rule_asked_beside_a_table_for_a_time_is_answered_and_the_table_held(tmp_path):
    t = _said("restaurante", "somos 4 el sábado a las 21, ¿hace falta reservar?", tmp_path)
    assert t.texts[0].startswith(HOW_TO_BOOK)
    assert t.texts[1] == "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."


# --- whether it can be done, after a condition told ----------------------------------------------------------

@pytest.mark.parametrize("slug, said, answer, offered", [
    ("peluqueria", "mi hijo tiene 1 año, le podeis cortar?", CHILDREN, "Pedir cita: Corte infantil"),
    ("peluqueria", "a mi hijo de 1 año le podeis cortar el pelo?", CHILDREN, "Pedir cita: Corte infantil"),
    ("peluqueria", "tengo alergia al tinte, me podeis teñir?", ALLERGY, "Pedir cita: Tinte"),
    ("peluqueria", "tengo alergia al tinte, me podeis tenir??", ALLERGY, "Pedir cita: Tinte"),
    ("taller", "mi bici es electrica, me la podeis revisar?", ELECTRIC, "Pedir cita: Revisión completa"),
])
def test_whether_it_can_be_done_is_answered_and_the_service_offered(slug, said, answer, offered, tmp_path):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(said)
    assert answer in t.texts[0], t.texts
    assert offered in t.chip_labels, t.chip_labels
    _nothing_held(t, c)
    assert c.press(offered).texts[0].startswith(f"Apunto: {offered.split(': ')[1].lower()}")


def test_whether_it_can_be_done_read_as_a_question_is_answered(tmp_path):
    t = _said("peluqueria", "mi hija tiene 1 año, se le puede cortar el pelo?", tmp_path)
    assert t.texts == [CHILDREN]
    _nothing_held(t)


@pytest.mark.parametrize("slug, said, answer", [
    ("peluqueria", "o meu fillo ten 1 ano, podedes cortarlle o pelo?", CHILDREN),
    ("taller", "a miña bici é eléctrica, podedesma revisar?", ELECTRIC),
])
def test_whether_it_can_be_done_in_galician(slug, said, answer, tmp_path):
    t = _said(slug, said, tmp_path)
    assert t.texts[0].startswith("Só o teño escrito en castelán:") and answer in t.texts[0]
    _nothing_held(t)


@pytest.mark.parametrize("slug, said, held", [
    ("peluqueria", "mi hijo tiene 5 años, le podeis cortar el martes?",
     "Apunto: corte infantil el martes 3 de noviembre."),
    ("peluqueria", "me das cita para el martes?", "Apunto: cita el martes 3 de noviembre."),
    ("peluqueria", "cita para mi hijo de 5 años el martes", "Apunto: cita el martes 3 de noviembre."),
    ("peluqueria", "me podeis cortar el pelo?", "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("taller", "tengo un pinchazo, me lo podeis arreglar?", "Apunto: reparar pinchazo."),
    ("taller", "se me ha pinchado la rueda, me la podeis arreglar?", "Apunto: reparar pinchazo."),
    ("peluqueria", "tengo canas, me las podeis tapar?", "Apunto: tinte."),
])
def test_the_visit_itself_asked_is_still_held(slug, said, held, tmp_path):
    assert _said(slug, said, tmp_path).texts[0].startswith(held)


# --- advice asked ---------------------------------------------------------------------------------------------

PERSON = "Le paso tu pregunta a una persona de Salón Lume y te responderá aquí; si es urgente, llama al 981 000 733."
PERSON_GL = "Paso a túa pregunta a unha persoa de Salón Lume e responderache aquí; se é urxente, chama ao 981 000 733."


@pytest.mark.parametrize("said, offered, person", [
    ("quiero cortarme el pelo largo, q me recomiendas", "Pedir cita: Corte de mujer", PERSON),
    ("quiero cortarme el pelo largo, que me recomiendas?", "Pedir cita: Corte de mujer", PERSON),
    ("quiero hacerme mechas, que me aconsejas?", "Pedir cita: Mechas", PERSON),
    ("quero cortar o pelo longo, que me recomendas?", "Pedir cita: Corte de muller", PERSON_GL),
])
def test_advice_asked_goes_to_a_person_and_the_service_is_offered(said, offered, person, tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    t = c.say(said)
    assert person in t.texts[0], t.texts
    assert t.chip_labels == [offered]
    assert t.request["kind"] == "question"
    _nothing_held(t, c)


def test_the_service_wished_without_advice_is_still_held(tmp_path):
    t = _said("peluqueria", "quiero cortarme el pelo largo", tmp_path)
    assert t.texts[0] == "Apunto: corte de mujer. Total 22,00 €; dura unos 45 minutos."


# --- mid-appointment: when the thing left is ready -------------------------------------------------------------

@pytest.mark.parametrize("asked", [
    "y me la podeis tener para la tarde?",
    "estara lista por la tarde?",
    "¿estará lista para las 6?",
    "la tendreis lista para las 6?",
    "podeis tenerla lista para las 18?",
])
def test_when_it_is_ready_is_answered_and_the_time_kept(asked, tmp_path):
    c = chat_with_knowledge("taller", tmp_path)
    c.say("revision el martes a las 10")
    t = c.say(asked)
    assert t.texts == [LEFT + " Guardamos las bicis dentro del taller; no cobramos por guardarlas hasta 3 días.",
                       "¿A nombre de quién hago la reserva?"]
    assert c.state["booking"]["ymd"] == "2026-11-03" and c.state["booking"]["min"] == 600


@pytest.mark.parametrize("asked", ["e ma podedes ter para a tarde?", "estará lista pola tarde?"])
def test_when_it_is_ready_in_galician(asked, tmp_path):
    c = chat_with_knowledge("taller", tmp_path)
    c.say("revisión o martes ás 10")
    t = c.say(asked)
    assert t.texts[0].startswith(f"Só o teño escrito en castelán: {LEFT}")
    assert t.texts[-1] == "¿A nome de quen fago a reserva?"
    assert c.state["booking"]["min"] == 600


def test_a_move_to_the_afternoon_is_still_a_move(tmp_path):
    c = chat_with_knowledge("taller", tmp_path)
    c.say("revision el martes a las 10")
    assert c.say("mejor por la tarde").texts[0].startswith("El martes 3 de noviembre por la tarde ya no me queda hueco")


def test_a_table_made_ready_for_a_time_is_the_time_of_the_booking():
    c = chat("restaurante")
    c.say("mesa para 4 el viernes a las 21")
    assert c.say("nos podeis tener la mesa lista para las 22?").texts[0] == \
        "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 22:00."


def test_the_bakery_pickup_asked_for_a_time_is_still_its_time():
    c = chat()
    c.say("quiero 2 palmeras para el martes a las 10")
    assert c.say("me las podeis tener para las 6?").texts[0] == \
        "Cambio la recogida al martes 3 de noviembre a las 18:00."
