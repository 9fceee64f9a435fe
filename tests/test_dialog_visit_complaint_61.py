"""Stop 61, the restaurant: a visit gone badly, told, with or without a new booking.

What the customer read before: «ayer no cenamos bien, queremos repetir el sábado para 4», «ayer cenamos
fatal» and gl «onte ceamos mal, queremos volver o sábado 4 persoas» were questions the assistant could
not answer («Eso no lo tengo claro y prefiero no inventarlo. Le paso tu pregunta…»): no apology, no booking.
Mid-booking, «ayer cenamos fatal» was «Para seguir necesito que me digas una de estas opciones…».

What they read now: the visit itself complained of («cenamos fatal», «no comimos nada bien», gl «ceamos
mal», «non xantamos ben»: the mirror of «cenamos muy bien», praise) is a complaint, as «nos atendieron
fatal» was. With a booking beside it: «Siento lo ocurrido. Lo apunto junto a la reserva nueva…» and the
booking as asked, the complaint in its note. Alone: «Siento lo ocurrido.» and the message passed to a
person (a complaint is a case for a person). Mid-booking: the apology, noted with the booking, the open
question again. Praise («cenamos muy bien»), «no cenamos mal», a question and «el sábado cenamos 4» are
none.
"""
import pytest

from tests.conversation import chat

RESTAURANT = "restaurante"
NOTED_NEW = "Siento lo ocurrido. Lo apunto junto a la reserva nueva para que lo vea una persona del local."
NOTED_NEW_GL = "Sinto o ocorrido. Apúntoo xunto á reserva nova para que o vexa unha persoa do local."
PASSED_ON = ("Siento lo ocurrido. Le paso tu mensaje a una persona de Casa Lúa y te responderá aquí; si es "
             "urgente, llama al 981 000 612. Soy un asistente; una persona lo confirmará.")
PASSED_ON_GL = ("Sinto o ocorrido. Paso a túa mensaxe a unha persoa de Casa Lúa e responderache aquí; se é "
                "urxente, chama ao 981 000 612. Son un asistente; unha persoa confirmará.")
NOTED_HELD = "Siento lo ocurrido. Lo apunto junto a esta reserva para que lo vea una persona del local."


@pytest.mark.parametrize("said, apology, booked, complaint", [
    ("ayer no cenamos bien, queremos repetir el sábado para 4", NOTED_NEW,
     "Apunto: reserva para 4 personas el sábado 7 de noviembre.", "ayer no cenamos bien"),
    ("ayer no cenamos bien, queremos repetir el sabado para 4", NOTED_NEW,
     "Apunto: reserva para 4 personas el sábado 7 de noviembre.", "ayer no cenamos bien"),
    ("la semana pasada la comida estaba fría, pero queremos volver el viernes a las 21 somos 2", NOTED_NEW,
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00.",
     "la semana pasada la comida estaba fría"),
    ("ayer comimos fatal y queremos volver el viernes a las 14, somos 3", NOTED_NEW,
     "Apunto: reserva para 3 personas el viernes 6 de noviembre a las 14:00.", "ayer comimos fatal"),
    ("el otro dia no comimos nada bien. Reservad para 2 el domingo a las 14", NOTED_NEW,
     "Apunto: reserva para 2 personas el domingo 1 de noviembre a las 14:00.", "el otro dia no comimos nada bien"),
    ("la ultima vez comimos fatal, reserva para 2 mañana a las 14", NOTED_NEW,
     "Apunto: reserva para 2 personas el domingo 1 de noviembre a las 14:00.", "la ultima vez comimos fatal"),
    ("queremos reservar el sabado para 4, ayer cenamos fatal", NOTED_NEW,
     "Apunto: reserva para 4 personas el sábado 7 de noviembre.", "ayer cenamos fatal"),
    ("el sabado pasado cenamos fatal, queriamos volver el viernes 6 a las 21 para 2", NOTED_NEW,
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00.", "el sabado pasado cenamos fatal"),
    ("onte ceamos mal, queremos volver o sábado 4 persoas", NOTED_NEW_GL,
     "Apunto: reserva para 4 persoas o sábado 7 de novembro.", "onte ceamos mal"),
    ("o outro dia non xantamos nada ben, reserva para 2 o venres ás 14", NOTED_NEW_GL,
     "Apunto: reserva para 2 persoas o venres 6 de novembro ás 14:00.", "o outro dia non xantamos nada ben"),
])
def test_a_visit_complained_of_beside_a_booking_apology_then_the_booking(said, apology, booked, complaint):
    c = chat(RESTAURANT)
    t = c.say(said)
    assert t.texts[:2] == [apology, booked]
    assert t.request["kind"] == "booking"
    assert c.state["booking"]["notes_said"] == [complaint]


@pytest.mark.parametrize("said, answer", [
    ("ayer cenamos fatal", PASSED_ON),
    ("Ayer cenamos fatal!!", PASSED_ON),
    ("ayer comimos de pena", PASSED_ON),
    ("el otro dia no cenamos nada bien", PASSED_ON),
    ("ayer cenamos fatal, que vergüenza", PASSED_ON),
    ("onte ceamos mal", PASSED_ON_GL),
    ("o outro dia non ceamos nada ben", PASSED_ON_GL),
    ("onte xantamos moi mal", PASSED_ON_GL),
])
def test_a_visit_complained_of_alone_apology_and_a_person(said, answer):
    t = chat(RESTAURANT).say(said)
    assert t.texts == [answer]
    assert t.request["kind"] == "handoff"
    assert t.request["data"]["topic"] == "complaint"


def test_a_visit_complained_of_mid_booking_is_noted_with_it():
    c = chat(RESTAURANT)
    c.say("reserva para 4 el sabado")
    t = c.say("ayer cenamos fatal")
    assert t.texts == [NOTED_HELD, "¿A qué hora te va bien el sábado 7 de noviembre?"]
    assert t.request["kind"] == "booking"


def test_the_complaint_reaches_the_request_sent():
    c = chat(RESTAURANT)
    c.say("ayer no cenamos bien, queremos repetir el sábado para 4")
    c.say("a las 21")
    c.say("Ana")
    t = c.say("600123123")
    assert t.request["data"]["note"] == "ayer no cenamos bien"


@pytest.mark.parametrize("said, first", [
    ("ayer cenamos muy bien, queremos repetir el sábado para 4", "¡Muchas gracias, da gusto leerlo!"),
    ("el sabado cenamos 4", "Apunto: reserva para 4 personas el sábado 7 de noviembre."),
    ("cenamos 2 el viernes a las 21", "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00."),
])
def test_near_miss_no_complaint(said, first):
    t = chat(RESTAURANT).say(said)
    assert t.texts[0] == first
    assert "Siento lo ocurrido" not in t.text


@pytest.mark.parametrize("said", [
    "ayer cenamos genial",
    "no cenamos mal ayer",
    "ayer no cenamos mal, la verdad",
])
def test_near_miss_praise_or_a_denial_is_no_complaint(said):
    t = chat(RESTAURANT).say(said)
    assert "Siento lo ocurrido" not in t.text
    assert (t.request or {}).get("kind") != "handoff"
