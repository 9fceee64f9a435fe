"""Stop 56: what a customer writes around a visit, unpunctuated, thankful, or for two.

- A question written after the booking without its «¿» and comma: «somos 6 el sabado a las 21 teneis
  trona?» went whole to a person («Eso no lo tengo claro… Le paso tu pregunta…», no booking);
  without any mark («…teneis trona», gl «…tedes trona») «trona» was a silent note and nothing
  answered it. Now the question is marked where it starts: the booking is written down and the
  question passed beside it («Apunto: reserva para 6 personas…» then «Se lo apunto al local junto a
  tu reserva…», held in `questions`), or the knowledge answers it («…se puede llevar perro» → «Los
  perros son bienvenidos en la terraza…»). «…a las 21 hay un celíaco» (no «?») stays a note.
- A job done, praised: «me arreglasteis los frenos y van genial» read «Apunto: ajuste de frenos. Total
  18,00 €…¿Con quién quieres la cita?»; «moi ben o arranxo dos freos» booked two jobs. Now both are
  thanked («¡Muchas gracias, da gusto leerlo!…»), no booking. Still wrong after it («…pero siguen
  frenando mal») stays a complaint; «quiero arreglar los frenos» books.
- Two people each at a time of their own at a salon: «un corte para mí a las 10 y otro para mi hija a las
  11» was handed over as «para 2 a la vez» (wrong: not at once); now «para 2 personas, cada una a su hora».
  Two at once stays handed over as «para 2 a la vez».
- Two tables in one message: «reserva para 4 el sábado a las 21 y para 2 el domingo a las 14» dropped
  Sunday in silence; now «La del domingo 1 de noviembre a las 14:00 va aparte…».
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

_PERSON = {"es": "Se lo apunto al local junto a tu reserva", "gl": "Apúntollo ao local xunto á túa reserva"}
_THANKED = {"es": "¡Muchas gracias, da gusto leerlo!", "gl": "Moitas grazas, dá gusto lelo!"}
_THANKED_BACK = {"es": "¡A ti!", "gl": "Grazas a ti!"}


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


# ---- a question after the booking, without its marks ----------------------------------------------


@pytest.mark.parametrize("lang, said, apunto, question", [
    ("es", "somos 6 el jueves a las 21 teneis trona?",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre a las 21:00.", "¿teneis trona?"),
    ("es", "somos 6 el jueves a las 21 teneis trona",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre a las 21:00.", "¿teneis trona?"),
    ("es", "somos 6 el jueves a las 21 tenéis trona",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre a las 21:00.", "¿tenéis trona?"),
    ("es", "somos 6 el jueves a las 21 hay trona?",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre a las 21:00.", "¿hay trona?"),
    ("es", "somos 4 el jueves a las 21 admitis perros",
     "Apunto: reserva para 4 personas el jueves 5 de noviembre a las 21:00.", "¿admitis perros?"),
    ("gl", "somos 6 o xoves ás 21 tedes trona",
     "Apunto: reserva para 6 persoas o xoves 5 de novembro ás 21:00.", "¿tedes trona?"),
    ("gl", "somos 6 o xoves as 21 tedes trona?",
     "Apunto: reserva para 6 persoas o xoves 5 de novembro ás 21:00.", "¿tedes trona?"),
])
def test_the_booking_then_an_unmarked_question_keeps_both(lang, said, apunto, question):
    c = chat("restaurante")
    t = c.say(said)
    assert t.request and t.request["kind"] != "question"
    assert t.texts[0] == apunto
    assert _PERSON[lang] in t.texts[1]
    assert _booking(c)["questions"] == [question]
    assert c.state.get("awaiting") == "name"


@pytest.mark.parametrize("lang, said", [
    ("es", "somos 6 el sabado a las 21 teneis trona?"),
    ("es", "somos 6 el sabado a las 21 teneis trona"),
    ("gl", "somos 6 o sabado ás 21 tedes trona"),
])
def test_the_sample_on_a_full_saturday_books_asks_and_offers_times(lang, said):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0] == {"es": "Apunto: reserva para 6 personas el sábado 7 de noviembre.",
                          "gl": "Apunto: reserva para 6 persoas o sábado 7 de novembro."}[lang]
    assert _PERSON[lang] in t.texts[1]
    assert {"es": "A las 21:00 no me queda hueco.", "gl": "Ás 21:00 non me queda oco."}[lang] in t.texts[2]
    assert t.chip_labels == ["13:00", "13:30", "14:00"]
    assert len(_booking(c)["questions"]) == 1 and "trona?" in _booking(c)["questions"][0]


@pytest.mark.parametrize("said, answer, apunto", [
    ("reserva para 2 el viernes a las 21 se puede llevar perro", "Los perros son bienvenidos en la terraza.",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00."),
    ("mesa para 4 mañana a las 14 hay sitio para carrito", "El comedor está a pie de calle, sin escalones",
     "Apunto: reserva para 4 personas el domingo 1 de noviembre a las 14:00."),
    ("reserva para 2 el viernes a las 21 hay parking?", "No tenemos aparcamiento propio.",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00."),
    ("reserva para 2 o venres ás 21 pódese levar o can", "Los perros son bienvenidos en la terraza.",
     "Apunto: reserva para 2 persoas o venres 6 de novembro ás 21:00."),
])
def test_the_knowledge_answers_the_unmarked_question_and_the_booking_goes_on(tmp_path, said, answer, apunto):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(said)
    assert answer in t.texts[0]
    assert apunto in t.texts
    assert c.state.get("awaiting") == "name"


def test_a_statement_after_the_time_is_no_question():
    c = chat("restaurante")
    t = c.say("reserva para 4 el jueves a las 21 hay un celiaco")
    assert t.texts[0] == "Apunto: reserva para 4 personas el jueves 5 de noviembre a las 21:00."
    assert not _booking(c).get("questions")
    assert _booking(c)["notes_said"] == ["hay un celiaco"]


def test_the_question_alone_still_goes_to_a_person():
    c = chat("restaurante")
    t = c.say("¿tenéis trona?")
    assert t.request["kind"] == "question"
    assert not _booking(c).get("party")


def test_a_plain_booking_as_before():
    c = chat("restaurante")
    t = c.say("reserva para 4 el sábado a las 21")
    assert t.texts[0] == "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."
    assert not _booking(c).get("questions")


# ---- a job done, praised ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang, said, first", [
    ("es", "me arreglasteis los frenos y van genial", _THANKED["es"]),
    ("es", "m arreglasteis el cambio y va perfecto", _THANKED["es"]),
    ("es", "me cambiasteis la cadena y va como la seda", _THANKED["es"]),
    ("es", "la bici va de maravilla desde que me la revisasteis", _THANKED["es"]),
    ("es", "gracias, la bici va perfecta", _THANKED_BACK["es"]),
    ("es", "muy bien el arreglo, gracias", _THANKED_BACK["es"]),
    ("gl", "moi ben o arranxo dos freos", _THANKED["gl"]),
    ("gl", "reparastesme a roda e vai perfecta", _THANKED["gl"]),
    ("es", "el cambio de cadena que me hicisteis funciona de maravilla", _THANKED["es"]),
    ("gl", "a revisión que me fixestes vai xenial", _THANKED["gl"]),
    ("gl", "os freos van xenial, grazas", _THANKED_BACK["gl"]),
])
def test_a_job_done_praised_is_thanked_not_booked(lang, said, first):
    c = chat("taller")
    t = c.say(said)
    assert t.text.startswith(first), t.text
    assert "Apunto" not in t.text and "€" not in t.text
    assert "¿Con quién" not in t.text and "¿Con quen" not in t.text
    assert not _booking(c).get("services")
    assert not t.request


def test_still_wrong_after_the_job_stays_a_complaint():
    c = chat("taller")
    t = c.say("me arreglasteis los frenos pero siguen frenando mal")
    assert t.text.startswith("Siento lo ocurrido. Le paso tu mensaje a una persona de Bicis Ferradura")
    assert t.request["kind"] == "handoff"


def test_praise_then_a_problem_is_the_problem():
    t = chat("taller").say("el cambio va genial pero los frenos pitan")
    assert t.text.startswith("Por lo que cuentas, encaja Ajuste de frenos (18,00 €, unos 30 minutos).")


@pytest.mark.parametrize("said, apunto", [
    ("quiero arreglar los frenos", "Apunto: ajuste de frenos. Total 18,00 €; dura unos 30 minutos."),
    ("quiero una revisión", "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."),
    ("los frenos van genial pero quiero una revisión",
     "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."),
])
def test_a_job_asked_for_is_booked_as_before(said, apunto):
    assert chat("taller").say(said).texts[0] == apunto


def test_brakes_still_wrong_without_a_past_job_as_before():
    t = chat("taller").say("los frenos siguen mal")
    assert t.text.startswith("Por lo que cuentas, encaja Ajuste de frenos")


def test_a_time_that_suits_mid_booking_is_no_praise():
    c = chat("taller")
    c.say("quiero una revisión")
    t = c.say("el martes me va genial")
    assert t.texts[0].startswith("Apunto: revisión completa el martes 3 de noviembre.")
    assert "gracias" not in t.text.lower()


# ---- two people at a salon ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang, said, told", [
    ("es", "un corte para mí a las 10 y otro para mi hija a las 11",
     "Cada cita es para uno solo: para 2 personas, cada una a su hora, prefiero que lo organice una persona de "
     "Salón Lume."),
    # (stop 63: «un corte de mujer para mí a las 10 y otro para mi hija a las 11» is the writer's at 10, the
    # daughter's apart at 11: tests/test_dialog_two_people_two_times_63.py; her time said first still goes over)
    ("es", "un corte de mujer para mi hija a las 10 y otro para mí a las 11 el martes",
     "Cada cita es para uno solo: para 2 personas, cada una a su hora, prefiero que lo organice una persona de "
     "Salón Lume."),
    ("gl", "un corte para min ás 10 e outro para a miña filla ás 11",
     "Cada cita é para un só: para 2 persoas, cada unha á súa hora, prefiro que o organice unha persoa de "
     "Salón Lume."),
])
def test_two_people_each_at_their_time_are_handed_over_as_such(lang, said, told):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.text.startswith(told), t.text
    assert "a la vez" not in t.text and "á vez" not in t.text
    assert t.request["kind"] == "handoff"
    assert _booking(c).get("min") is None       # no one's time guessed


@pytest.mark.parametrize("said", [
    "un corte para mí y otro para mi hija a la vez el sábado",
    "dos cortes a la vez",
    "un corte para mí a las 10 y otro para mi hija a la misma hora",
])
def test_two_people_at_once_are_handed_over_as_before(said):
    t = chat("peluqueria").say(said)
    assert t.text.startswith("Cada cita es para uno solo: para 2 a la vez prefiero que lo organice una persona")


def test_one_cut_at_its_time_as_before():
    t = chat("peluqueria").say("un corte de mujer para mí el martes a las 10")
    assert t.texts[0] == "Apunto: corte de mujer el martes 3 de noviembre. Total 22,00 €; dura unos 45 minutos."


# ---- two tables in one message -----------------------------------------------------------------------


@pytest.mark.parametrize("lang, said, apart, apunto", [
    ("es", "reserva para 4 el sábado a las 21 y para 2 el domingo a las 14",
     "Una reserva es para un día: apunto la del sábado 7 de noviembre. La del domingo 1 de noviembre a las 14:00 "
     "va aparte: cuando envíes esta, pídemela de nuevo con su día.",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."),
    ("es", "reserva para 4 el sabado y para 2 el domingo",
     "Una reserva es para un día: apunto la del sábado 7 de noviembre. La del domingo 1 de noviembre va aparte",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre."),
    ("gl", "mesa para 4 o sábado ás 14 e para 2 o domingo ás 21",
     "Unha reserva é para un día: apunto a do sábado 7 de novembro. A do domingo 1 de novembro ás 21:00 vai á "
     "parte",
     "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 14:00."),
])
def test_the_second_table_goes_apart_and_is_said(lang, said, apart, apunto):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0].startswith(apart), t.texts[0]
    assert t.texts[1] == apunto
    assert _booking(c)["party"] == 4
