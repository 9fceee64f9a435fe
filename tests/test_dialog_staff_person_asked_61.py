"""Questions about one of the staff, asked in WhatsApp style (stop 61, branch s61B1).

What the customer read before, at the salon (tests/fixtures/datasets/peluqueria) and the bike workshop
(taller):
- «marta trabaja el sabado» (the person first, no «?») was handed to a person («Eso no lo tengo claro…»),
  though «trabaja marta el sabado» and «¿marta trabaja el sábado?» were answered with her hours that day.
- «¿y Iago qué hace?», «que hace iago», «qué servicios hace Marta», gl «que fai Iago?» were handed to a
  person; «¿con Iago?» already said who he is and what he does.
- «¿y el precio?» right after that answer, or «¿cuánto cobra Iago?», listed every service of the place;
  a phone typed alone with nothing under way («612345678») was handed to a person.
- «hace mechas marta» (no «?») wrote down an appointment, though «¿hace mechas marta?» and «puede hacer
  mechas marta» answered whether she does it.
- «¿trabaja Pepe el sábado?», «¿quién es Pepe?», «¿con Pepe?» (nobody of the staff) were handed to a person.

What they read now:
- The person, then a verb of their hours («marta trabaja el sabado», «iago libra el lunes», «marta
  traballa o sabado») is asked as with its mark: the person's hours that day.
- «¿qué hace Iago?» in all its forms: who the person is, what they do and their week, a chip to book
  each of their services (the «¿con Iago?» answer); what follows («a las 12», a phone) books with them.
- «¿y el precio?» right after it, «¿cuánto cobra Iago?»: that person's services with their prices (one
  who does every service: the whole list, as before).
- A phone alone with nothing under way, where appointments or tables are booked and nothing is
  ordered: the booking starts holding it («Apunto el teléfono: …»), and asks what it needs first.
- «hace X <person>» is the verb first, as a question is written: whether the person does it (a chip
  books it); «<person> hace X», «quiero X con <person>», «hace X con <person>» still book.
- Someone asked about who is not on the staff: there is no one so named, and who there is.
"""
import pytest

from tests.conversation import chat

SALON = "peluqueria"
WORKSHOP = "taller"
HANDED = "Eso no lo tengo claro"
MARTA_SATURDAY_ES = "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00."
MARTA_SATURDAY_GL = "Marta traballa o sábado 7 de novembro de 09:00 a 14:00."
IAGO_SATURDAY_ES = "Iago trabaja el sábado 7 de noviembre de 09:00 a 14:00."
IAGO_MONDAY_ES = "Iago no trabaja el lunes 2 de noviembre."
IAGO_IS_ES = "Iago es del equipo y hace estos servicios: Corte de hombre y Arreglo de barba."
IAGO_IS_GL = "Iago é do equipo e fai estes servizos: Corte de home e Arranxo de barba."
MARTA_IS_ES = "Marta es del equipo y hace todos los servicios."
IAGO_CHIPS_ES = ["Cita: Corte de hombre con Iago", "Cita: Arreglo de barba con Iago"]
IAGO_PRICES_ES = "Los servicios de Iago, con precios: Corte de hombre: 14,00 €. Arreglo de barba: 9,00 €."
IAGO_PRICES_GL = "Os servizos de Iago, con prezos: Corte de home: 14,00 €. Arranxo de barba: 9,00 €."


def _nothing_booked(c, t):
    assert t.request is None and not c.state.get("booking")


# --- 1. the person first, then a verb of their hours -------------------------------------------------------

@pytest.mark.parametrize("said, answer", [
    ("marta trabaja el sabado", MARTA_SATURDAY_ES),
    ("marta trabaja el sabado?", MARTA_SATURDAY_ES),
    ("Marta trabaja el sábado", MARTA_SATURDAY_ES),
    ("trabaja marta el sabado", MARTA_SATURDAY_ES),
    ("¿trabaja Marta el sábado?", MARTA_SATURDAY_ES),
    ("iago trabaja el sabdo", IAGO_SATURDAY_ES),
    ("y iago trabaja el sabado", IAGO_SATURDAY_ES),
    ("yago trabaja el sabado", IAGO_SATURDAY_ES),
    ("iago trabaja el lunes", IAGO_MONDAY_ES),
    ("¿trabaja Iago el lunes?", IAGO_MONDAY_ES),
    ("iago libra el lunes", IAGO_MONDAY_ES),
    ("marta traballa o sabado", MARTA_SATURDAY_GL),
    ("traballa Marta o sábado?", MARTA_SATURDAY_GL),
])
def test_the_person_then_their_hours_verb_is_asked(said, answer):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts == [answer]
    _nothing_booked(c, t)


def test_at_the_workshop_too():
    c = chat(WORKSHOP)
    t = c.say("brais trabaja el lunes")
    assert t.texts == ["Brais no trabaja el lunes 2 de noviembre."]
    _nothing_booked(c, t)


def test_mid_appointment_it_is_answered_and_the_question_stays():
    c = chat(SALON)
    c.say("corte de hombre")
    t = c.say("iago trabaja el sabado")
    assert t.texts[0] == IAGO_SATURDAY_ES
    assert t.texts[-1] == "¿Con quién quieres la cita?"


# --- 2. what a person does ----------------------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "¿y Iago qué hace?", "que hace iago", "k hace iago", "¿Qué hace Iago?", "iago que hace?", "y yago q hace",
    "qué servicios hace Iago", "a qué se dedica Iago?", "oye, que hace iago",
])
def test_what_a_person_does_says_their_services_with_chips(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[0].startswith(IAGO_IS_ES)
    assert "los sábados de 09:00 a 14:00" in t.texts[0]
    assert t.chip_labels == IAGO_CHIPS_ES
    _nothing_booked(c, t)


@pytest.mark.parametrize("said", ["que fai Iago?", "que fai o iago", "e Iago que fai?", "que servizos fai iago"])
def test_what_a_person_does_in_galician(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[0].startswith(IAGO_IS_GL)
    _nothing_booked(c, t)


def test_one_who_does_everything():
    c = chat(SALON)
    t = c.say("qué servicios hace Marta")
    assert t.texts[0].startswith(MARTA_IS_ES)
    assert t.chip_labels == ["Cita con Marta"]


def test_at_the_workshop():
    c = chat(WORKSHOP)
    t = c.say("que hace brais")
    assert t.texts[0].startswith("Brais es del equipo y hace estos servicios: Reparar pinchazo, Ajuste de frenos "
                                 "y Ajuste de cambio.")


def test_a_time_next_books_with_the_person():
    c = chat(SALON)
    c.say("que hace iago")
    t = c.say("el martes a las 17")
    assert "con Iago el martes 3 de noviembre" in " ".join(t.texts)


@pytest.mark.parametrize("said", ["¿qué hace falta para pedir cita?", "que hace falta", "¿quién es el dueño?"])
def test_not_a_question_about_a_person(said):
    t = chat(SALON).say(said)
    assert "es del equipo" not in " ".join(t.texts)
    assert "nadie llamado" not in " ".join(t.texts)


# --- 3. the person's prices, and a phone alone --------------------------------------------------------------

@pytest.mark.parametrize("first, then", [
    ("con Iago?", "¿y el precio?"), ("que hace iago", "y cuanto cuesta?"), ("k hace iago", "precios?"),
])
def test_the_price_after_a_person_is_theirs(first, then):
    c = chat(SALON)
    c.say(first)
    t = c.say(then)
    assert t.texts == [IAGO_PRICES_ES]
    assert t.chip_labels == IAGO_CHIPS_ES
    _nothing_booked(c, t)


@pytest.mark.parametrize("said", ["¿cuánto cobra Iago?", "cuanto cuesta con iago?", "precios de iago"])
def test_a_persons_prices_asked(said):
    t = chat(SALON).say(said)
    assert t.texts == [IAGO_PRICES_ES]


def test_a_persons_prices_in_galician():
    c = chat(SALON)
    c.say("que fai Iago?")
    assert c.say("e o prezo?").texts == [IAGO_PRICES_GL]


@pytest.mark.parametrize("first", [None, "con Marta?"])
def test_the_price_with_no_one_or_one_who_does_everything_is_the_list(first):
    c = chat(SALON)
    if first:
        c.say(first)
    t = c.say("¿y el precio?")
    assert t.texts[0] == "Estos son los servicios, con precios:"


def test_the_price_of_one_service_named_is_that_one():
    t = chat(SALON).say("¿cuánto cuesta el corte de hombre con Iago?")
    assert "Corte de hombre" in t.texts[0] and "Arreglo de barba" not in t.texts[0]


def test_a_phone_after_a_persons_prices_books_with_them():
    c = chat(SALON)
    c.say("con Iago?")
    c.say("¿y el precio?")
    t = c.say("612345678")
    assert t.texts == ["Apunto el teléfono: 612 34 56 78.", "Apunto: cita con Iago.", "¿Qué servicio quieres?"]
    assert c.state["booking"]["phone"] == "+34612345678"
    assert not any(HANDED in x for x in t.texts)


@pytest.mark.parametrize("slug, said, asks", [
    (SALON, "612345678", "¿Qué servicio quieres?"),
    (SALON, "mi telefono es 612 345 678", "¿Qué servicio quieres?"),
    (SALON, "tlf: 612345678", "¿Qué servicio quieres?"),
    ("restaurante", "612345678", "¿Para cuántas personas?"),
])
def test_a_phone_alone_starts_the_booking_holding_it(slug, said, asks):
    c = chat(slug)
    t = c.say(said)
    assert t.texts == ["Apunto el teléfono: 612 34 56 78.", asks]
    assert c.state["booking"]["phone"] == "+34612345678"


def test_a_phone_alone_then_the_service():
    c = chat(SALON)
    c.say("612345678")
    t = c.say("corte de hombre")
    assert t.texts[0].startswith("Apunto: corte de hombre.")
    assert c.state["booking"]["phone"] == "+34612345678"


def test_a_phone_with_something_else_is_read_as_before():
    c = chat(SALON)
    t = c.say("quiero cita, mi telefono 612345678")
    assert "Apunto el teléfono" not in " ".join(t.texts)


# --- 4. «hace X <person>» is asked; «<person> hace X» and «… con <person>» book ----------------------------

@pytest.mark.parametrize("said, answer, chip", [
    ("hace mechas marta", "Sí, Marta hace mechas.", "Cita: Mechas con Marta"),
    ("¿hace mechas marta?", "Sí, Marta hace mechas.", "Cita: Mechas con Marta"),
    ("¿puede hacer mechas Marta?", "Sí, Marta hace mechas.", "Cita: Mechas con Marta"),
    ("hace barba iago", "Sí, Iago hace arreglo de barba.", "Cita: Arreglo de barba con Iago"),
    ("fai mechas marta", "Si, Marta fai mechas.", "Cita: Mechas con Marta"),
    ("Marta fai mechas?", "Si, Marta fai mechas.", "Cita: Mechas con Marta"),
])
def test_does_the_person_do_it(said, answer, chip):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts == [answer]
    assert t.chip_labels == [chip]
    _nothing_booked(c, t)


def test_hace_x_person_not_done_by_them():
    t = chat(SALON).say("hace mechas iago")
    assert t.texts == ["No, Iago no hace mechas; lo hace Marta."]


@pytest.mark.parametrize("said", ["quiero mechas con marta", "hace mechas con marta", "marta hace mechas",
                                  "hace mechas marta el sabado"])
def test_a_wish_still_books(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[0].startswith("Apunto: mechas con Marta.")


# --- 5. someone not on the staff ------------------------------------------------------------------------------

@pytest.mark.parametrize("said", ["¿trabaja Pepe el sábado?", "trabaja pepe el sabado", "pepe trabaja el sabado?",
                                  "y pepe trabaja el sábado?", "con Pepe?", "¿trabaja Pepe mañana?",
                                  "libra pepe el lunes?"])
def test_nobody_so_named(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts == ["No trabaja nadie llamado Pepe aquí. En el equipo están Marta e Iago."]
    assert t.chip_labels == ["Cita con Marta", "Cita con Iago"]
    _nothing_booked(c, t)


def test_nobody_so_named_in_galician_and_at_the_workshop():
    assert chat(SALON).say("traballa Pepe o sábado?").texts == [
        "Aquí non traballa ninguén chamado Pepe. No equipo están Marta e Iago."]
    assert chat(WORKSHOP).say("¿trabaja Lucía el sábado?").texts == [
        "No trabaja nadie llamado Lucía aquí. En el equipo están Uxía y Brais."]


@pytest.mark.parametrize("said", ["¿trabaja alguien el sábado?", "¿trabajáis el sábado?", "trabaja alguno el sabado?",
                                  "¿quién trabaja el sábado?", "con tinte?", "¿quién es Lucía?", "¿qué hace Lucía?"])
def test_not_a_name_of_the_staff_asked(said):
    t = chat(SALON).say(said)
    assert "nadie llamado" not in " ".join(t.texts)


@pytest.mark.parametrize("first, then", [("y marta?", "que hace"), ("iago trabaja el sabado", "¿y qué hace?"),
                                         ("con Iago?", "que fai?")])
def test_what_does_right_after_a_person_is_of_them(first, then):
    c = chat(SALON)
    c.say(first)
    t = c.say(then)
    person = "Marta" if "marta" in first else "Iago"
    assert t.texts[0].startswith(f"{person} es del equipo" if "fai" not in then else f"{person} é do equipo")


def test_what_does_with_no_one_talked_about_is_not_invented():
    t = chat(SALON).say("que hace")
    assert "es del equipo" not in " ".join(t.texts)


@pytest.mark.parametrize("said, name", [("me llamo Luis, 612345678", "Luis"),
                                        ("soy Luis Pérez 612345678", "Luis Pérez"), ("Luis 612345678", "Luis")])
def test_a_name_and_a_phone_alone_start_the_booking_holding_both(said, name):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts == [f"Apunto el nombre y el teléfono: {name}, 612 34 56 78.", "¿Qué servicio quieres?"]
    assert c.state["booking"]["name"] == name and c.state["booking"]["phone"] == "+34612345678"

