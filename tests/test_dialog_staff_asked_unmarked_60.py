"""Questions about the staff written without «?», «¿puede hacer X Marta?», and a lone «e» in a Spanish
chat (stop 60, branch s60L).

What the customer read before, at the salon (tests/fixtures/datasets/peluqueria) and the bike workshop
(taller):
- «trabaja marta el sabado» (no «?») was handed to a person («Eso no lo tengo claro…»); with «?» it was
  answered with her hours that day.
- «¿puede hacer mechas Marta?», gl «¿pode facer mechas Marta?», «¿puede Iago hacer tinte?» started an
  appointment («Apunto: mechas con Marta…»), though «¿Marta hace mechas?» was answered yes or no.
- «e Marta?» in a Spanish chat switched the chat to Galician («Apunto: cita con Marta o sábado 7 de
  novembro.», the services' names in Galician).

What they read now:
- A question that starts with the verb and the person right after it («trabaja marta el sabado», «libra
  iago el martes», «traballa marta o sabado»), or «puede hacer X <person>», reads as the question it is,
  with or without its mark.
- «¿puede hacer X Marta?», «¿puede Iago hacer X?», «¿pode facer X Marta?» with no day: whether that person
  does it, from the staff list (a chip books it); «¿me puede hacer X Marta?» and a day said still book.
- A lone «e» keeps a Spanish chat Spanish; as the first message, or beside another Galician word, it
  is Galician still.
"""
import pytest

from tests.conversation import chat

SALON = "peluqueria"
WORKSHOP = "taller"
HANDED = "Eso no lo tengo claro y prefiero no inventarlo."
MARTA_SATURDAY_ES = "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00."
MARTA_SATURDAY_GL = "Marta traballa o sábado 7 de novembro de 09:00 a 14:00."
IAGO_SATURDAY_ES = "Iago trabaja el sábado 7 de noviembre de 09:00 a 14:00."


# --- 1. a staff question without its mark ---------------------------------------------------------------

@pytest.mark.parametrize("said, answer", [
    ("trabaja marta el sabado", MARTA_SATURDAY_ES),
    ("trabaja Marta el sábado", MARTA_SATURDAY_ES),
    ("trabaja marta el sabado?", MARTA_SATURDAY_ES),
    ("oye, trabaja marta el sábado", MARTA_SATURDAY_ES),
    ("y trabaja iago el sabado", IAGO_SATURDAY_ES),
    ("esta iago el sabado", IAGO_SATURDAY_ES),
    ("libra iago el martes", "Iago trabaja el martes 3 de noviembre de 15:00 a 20:00."),
    ("traballa marta o sabado", MARTA_SATURDAY_GL),
])
def test_a_staff_question_starting_with_its_verb_is_answered(said, answer):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts == [answer]
    assert t.request is None and not c.state.get("booking")


def test_a_staff_question_without_its_mark_at_the_workshop():
    t = chat(WORKSHOP).say("trabaja brais el martes")
    assert t.texts == ["Brais trabaja el martes 3 de noviembre de 10:00 a 14:00 y de 16:30 a 20:00."]


@pytest.mark.parametrize("said", ["puede hacer mechas marta", "Puede hacer mechas Marta"])
def test_whether_she_does_it_without_its_mark(said):
    t = chat(SALON).say(said)
    assert t.texts == ["Sí, Marta hace mechas."]
    assert t.chip_labels == ["Cita: Mechas con Marta"]


def test_whether_she_does_it_without_its_mark_in_galician():
    t = chat(SALON).say("pode facer mechas marta")
    assert t.texts == ["Si, Marta fai mechas."]


# --- 2. «¿puede hacer X Marta?»: whether that person does it ---------------------------------------------

@pytest.mark.parametrize("said, answer, chips", [
    ("¿puede hacer mechas Marta?", "Sí, Marta hace mechas.", ["Cita: Mechas con Marta"]),
    ("¿Marta puede hacer mechas?", "Sí, Marta hace mechas.", ["Cita: Mechas con Marta"]),
    ("puede hacer mechas Marta?", "Sí, Marta hace mechas.", ["Cita: Mechas con Marta"]),
    ("¿puede hacer barba iago?", "Sí, Iago hace arreglo de barba.", ["Cita: Arreglo de barba con Iago"]),
    ("¿pode facer mechas Marta?", "Si, Marta fai mechas.", ["Cita: Mechas con Marta"]),
    ("¿Marta pode facer mechas?", "Si, Marta fai mechas.", ["Cita: Mechas con Marta"]),
])
def test_whether_a_person_can_do_a_service_is_answered(said, answer, chips):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts == [answer]
    assert t.chip_labels == chips
    assert t.request is None and not c.state.get("booking")


def test_a_person_who_does_not_do_it_says_who_does():
    t = chat(SALON).say("¿puede Iago hacer tinte?")
    assert t.texts == ["No, Iago no hace tinte; lo hace Marta."]


def test_whether_a_mechanic_can_do_a_job():
    t = chat(WORKSHOP).say("¿puede Brais hacer ajuste de frenos?")
    assert t.texts == ["Sí, Brais hace ajuste de frenos."]
    assert t.chip_labels == ["Cita: Ajuste de frenos con Brais"]


def test_whether_she_can_do_it_asked_mid_booking_keeps_the_booking():
    c = chat(SALON)
    c.say("quiero corte el martes")
    t = c.say("¿puede hacer mechas Marta?")
    assert t.texts[0] == "Sí, Marta hace mechas."
    assert c.state["booking"]["ymd"] == "2026-11-03" and not c.state["booking"]["services"]


# --- 3. near-misses: still a request ---------------------------------------------------------------------

@pytest.mark.parametrize("said", ["¿me puede hacer mechas Marta?", "puede hacer mechas con marta"])
def test_asked_for_oneself_it_books(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[0] == "Apunto: mechas con Marta. Total 55,00 €; dura unos 90 minutos."
    assert c.state["booking"]["resource"] == "marta"


def test_with_a_day_it_books():
    c = chat(SALON)
    t = c.say("¿puede hacer mechas Marta el sabado?")
    assert t.texts[0] == "Apunto: mechas con Marta. Total 55,00 €; dura unos 90 minutos."


@pytest.mark.parametrize("said", ["con marta el sabado", "puede marta el sabado a las 10"])
def test_a_person_and_a_day_asked_for_still_books(said):
    c = chat(SALON)
    t = c.say(said)
    assert any(text.startswith("Apunto: cita con Marta el sábado 7 de noviembre") for text in t.texts[:2])
    assert c.state["booking"]["resource"] == "marta"     # (stop 64: her room at 10 said first, when asked)


# --- 4. a lone «e» in a Spanish chat ---------------------------------------------------------------------

@pytest.mark.parametrize("then", ["e Marta?", "e marta", "¿e con Marta?"])
def test_a_lone_e_keeps_a_spanish_chat_spanish(then):
    c = chat(SALON)
    c.say("quiero corte el sabado")
    t = c.say(then)
    assert t.texts == ["Apunto: cita con Marta el sábado 7 de noviembre.",
                       "¿Qué corte quieres: de mujer, de hombre o infantil?"]
    assert t.chip_labels[0] == "Corte de mujer · 22,00 €"
    assert c.state["lang"] == "es"


def test_a_lone_e_after_a_staff_answer_keeps_spanish():
    c = chat(SALON)
    c.say("¿trabaja Marta el sábado?")
    t = c.say("e Iago?")
    assert t.texts == [IAGO_SATURDAY_ES]


def test_a_lone_e_in_a_galician_chat_stays_galician():
    c = chat(SALON)
    c.say("quero corte o sabado")
    t = c.say("e Marta?")
    assert t.texts[0] == "Apunto: cita con Marta o sábado 7 de novembro."
    assert c.state["lang"] == "gl"


def test_a_lone_e_as_the_first_message_is_galician():
    t = chat(SALON).say("e Marta?")
    assert t.texts[0].startswith("Marta é do equipo e fai todos os servizos.")


def test_e_beside_another_galician_word_switches():
    c = chat(SALON)
    c.say("quiero corte el sabado")
    t = c.say("e o martes?")
    assert c.state["lang"] == "gl"
    assert "martes 3 de novembro" in t.texts[0]
