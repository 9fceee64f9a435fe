"""«eso es todo», «nada más», «xa está», «iso é todo» at every question of a booking or an order.
Before, only the time, day, name and party questions took it («Perfecto, no añado nada más…» and the question
again); at «¿Con quién quieres la cita?», «¿Qué servicio quieres?», «¿Qué te preparo?», «¿Qué tarta
quieres?» and «¿Para cuántas raciones?» it got the canned «Para seguir necesito que me digas una de estas
opciones…», and at the phone question «El teléfono no es obligatorio: si prefieres no darlo, dime «no»…».
Now: to «¿Con quién…?» it means no one wished («Vale, con quien esté libre.», the day asked next); to the
service or product question with nothing written down «Aún no tengo nada apuntado…» and the question again;
to a choice of a thing held «Perfecto, no añado nada más…» and the question again; to the phone question it
declines the phone; the note question and the summary keep taking it as before."""
import pytest

from tests.conversation import Conversation, chat

DONE_ES = ["eso es todo", "nada más", "Nada mas.", "eso es todo, gracias", "solo eso", "ya está eso es todo"]
DONE_GL = ["xa está", "iso é todo", "nada máis", "iso e todo"]


def _chat(slug: str):
    return chat(slug) if slug else Conversation()


@pytest.mark.parametrize("said", ["eso es todo", "nada más", "nada mas", "eso es todo.", "con eso basta"])
def test_staff_question_is_anyone(said):
    c = chat("peluqueria")
    c.say("corte de hombre")
    t = c.say(said)
    assert t.texts == ["Vale, con quien esté libre.", "¿Qué día te va bien?"]
    assert "Me da igual" not in t.chip_labels


@pytest.mark.parametrize("said", DONE_GL)
def test_staff_question_is_anyone_gl(said):
    c = chat("peluqueria")
    c.say("corte de home")
    t = c.say(said)
    assert t.texts == ["Vale, con quen estea libre.", "¿Que día che vai ben?"]


def test_staff_question_with_a_day_held_asks_the_time():
    c = chat("taller")
    c.say("ajuste de frenos el martes")
    t = c.say("eso es todo")
    assert t.texts[0] == "Vale, con quien esté libre."
    assert t.texts[-1] == "¿A qué hora te va bien el martes 3 de noviembre?"


@pytest.mark.parametrize("slug, first, said, told, question", [
    ("peluqueria", "quiero una cita", "eso es todo", "Aún no tengo nada apuntado, así que no hay nada que enviar.",
     "¿Qué servicio quieres?"),
    ("peluqueria", "quiero una cita", "nada mas", "Aún no tengo nada apuntado, así que no hay nada que enviar.",
     "¿Qué servicio quieres?"),
    ("peluqueria", "quero unha cita", "xa está", "Aínda non teño nada apuntado, así que non hai nada que enviar.",
     "¿Que servizo queres?"),
    ("", "quiero hacer un pedido", "eso es todo", "Aún no tengo nada apuntado, así que no hay nada que enviar.",
     "¿Qué te preparo? Dime el producto y la cantidad, o mira la carta."),
    ("", "quiero una tarta", "eso es todo", "Aún no tengo nada apuntado, así que no hay nada que enviar.",
     "¿Qué tarta quieres?"),
    ("", "una tarta de santiago", "eso es todo", "Perfecto, no añado nada más. Aún no está enviado: me falta un dato.",
     "¿Para cuántas raciones?"),
    ("", "una tarta de santiago", "iso é todo",
     "Perfecto, non engado nada máis. Aínda non está enviado: fáltame un dato.", "¿Para cantas racións?"),
    ("floristeria", "quiero un ramo", "nada más", "Aún no tengo nada apuntado, así que no hay nada que enviar.",
     "¿Qué ramo quieres?"),
])
def test_what_question_asked_again(slug, first, said, told, question):
    c = _chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.texts[0] == told
    assert t.texts[-1].endswith(question)
    assert "Para seguir" not in t.text


@pytest.mark.parametrize("said", ["eso es todo", "nada más", "ya está, eso es todo"])
def test_choice_question_keeps_its_chips(said):
    c = _chat("")
    c.say("una tarta de santiago")
    t = c.say(said)
    assert t.chip_labels == ["8 raciones", "12 raciones · +8,00 €", "20 raciones · +18,00 €"]


@pytest.mark.parametrize("slug, first, said, told", [
    ("peluqueria", "corte de hombre el martes a las 10 con Marta", "eso es todo",
     "Sin problema, sin teléfono: te avisarán aquí mismo."),
    ("peluqueria", "corte de hombre el martes a las 10 con Marta", "nada más",
     "Sin problema, sin teléfono: te avisarán aquí mismo."),
    ("", "una tarta de santiago de 8 raciones para el martes a las 10", "eso es todo",
     "Sin problema, sin teléfono: te avisarán aquí mismo."),
    ("restaurante", "mesa para 4 el sábado a las 21", "nada mas",
     "Sin problema, sin teléfono: te avisarán aquí mismo."),
])
def test_phone_question_declined(slug, first, said, told):
    c = _chat(slug)
    c.say(first)
    c.say("Ana")
    t = c.say(said)
    assert t.texts[0] == told
    assert "indicaci" in t.texts[-1]


@pytest.mark.parametrize("slug, first, said, question", [
    ("peluqueria", "corte de hombre con Marta", "eso es todo", "¿Qué día te va bien?"),
    ("peluqueria", "corte de hombre con Marta el martes", "nada más",
     "¿A qué hora te va bien el martes 3 de noviembre?"),
    ("restaurante", "quiero reservar mesa", "eso es todo", "¿Para cuántas personas?"),
    ("restaurante", "mesa para 4", "xa está", "¿Que día che vai ben?"),
    ("", "una tarta de santiago de 8 raciones para el martes a las 10", "eso es todo",
     "¿A nombre de quién lo preparo?"),
])
def test_open_questions_unchanged(slug, first, said, question):
    c = _chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.texts[0].startswith("Perfecto, n")
    assert t.texts[-1].endswith(question)


def test_note_question_unchanged():
    c = chat("peluqueria")
    for said in ("corte de hombre el martes a las 10 con Marta", "Ana", "655444333"):
        c.say(said)
    t = c.say("eso es todo")
    assert "Enviar reserva" in t.chip_labels


@pytest.mark.parametrize("said", ["Marta", "con Iago", "me da igual"])
def test_staff_answers_unchanged(said):
    c = chat("peluqueria")
    c.say("corte de hombre")
    t = c.say(said)
    assert "con quien esté libre" not in t.text
    assert t.texts[-1] == "¿Qué día te va bien?"


@pytest.mark.parametrize("said", ["eso es todo lo que hacéis?", "¿quién es mejor?"])
def test_near_misses_not_anyone(said):
    c = chat("peluqueria")
    c.say("corte de hombre")
    t = c.say(said)
    assert "con quien esté libre" not in t.text
