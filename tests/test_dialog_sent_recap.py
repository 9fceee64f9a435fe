"""Once sent, «¿qué llevo pedido?», «¿a qué hora tengo que ir a recogerlo?», «¿qué cita tengo?»
recall what was sent, its day and time, and that a person has still to confirm it (before: passed
to a person). Before sending, the order in progress answers as it did. Both languages."""
import pytest

from tests.conversation import chat

ORDER = ["quiero 2 palmeras para el martes a las 11", "Ana", "612345678", "no", "[Enviar pedido]"]
RECAP = ("Tu pedido enviado: 2 × Palmera de hojaldre (total 4,40 €), para recoger el martes 3 de noviembre a las "
         "11:00. Aún está pendiente de confirmación por una persona de Obrador Mel; te avisaré aquí mismo.")


def _sent(slug: str, steps: list[str]):
    c = chat(slug)
    for step in steps:
        c.press(step[1:-1]) if step.startswith("[") else c.say(step)
    return c


@pytest.mark.parametrize("text", ["¿qué llevo pedido?", "¿a qué hora tengo que ir a recogerlo?", "que pedi?",
                                  "cuando lo recojo?", "me recuerdas lo que pedí?", "QUE HE PEDIDO", "para cuando era mi pedido?"])
def test_what_was_sent_is_recalled(text):
    assert _sent("", ORDER).say(text).text == RECAP


@pytest.mark.parametrize("text", ["que encarguei?", "a que hora teño que ir a recollelo?"])
def test_what_was_sent_is_recalled_in_galician(text):
    c = _sent("", ["quero dúas palmeiras para o martes ás 11", "Ana", "612345678", "non", "[Enviar pedido]"])
    assert c.say(text).text == ("O teu pedido enviado: 2 × Palmera de hojaldre (total 4,40 €), para recoller o martes 3 "
                                "de novembro ás 11:00. Aínda está pendente de confirmación por unha persoa de Obrador "
                                "Mel; avisareite aquí mesmo.")


@pytest.mark.parametrize("text", ["¿qué cita tengo?", "a que hora era mi cita?"])
def test_an_appointment_sent_is_recalled(text):
    c = _sent("peluqueria", ["corte de hombre con Iago el martes a las 16", "Ana", "612345678", "no", "[Enviar reserva]"])
    assert c.say(text).text.startswith("Tu reserva enviada: corte de hombre con Iago (total 14,00 €), el martes 3 de "
                                       "noviembre a las 16:00.")


def test_a_table_sent_is_recalled():
    c = _sent("restaurante", ["mesa para 4 el sábado a las 21", "Ana", "612345678", "no", "[Enviar reserva]"])
    assert c.say("¿qué reserva tengo?").text.startswith(
        "Tu reserva enviada: 4 personas, el sábado 7 de noviembre a las 21:00.")


def test_before_sending_the_order_in_progress_answers():
    c = chat()
    c.say("quiero 2 palmeras para el martes a las 11")
    assert c.say("¿qué llevo pedido?").text.startswith("Llevas 2 × Palmera de hojaldre. Total 4,40 €.")


def test_nothing_sent_is_nothing_recalled():
    assert "Tu pedido enviado" not in chat().say("¿qué pedí?").text


# ---------------------------------------------------------------- stop 23: while it is written down

@pytest.mark.parametrize("slug, turns, asked, said", [
    ("", ["4 croissants para mañana a las 10", "Ana 600123123", "no"], "para que dia era?",
     "Llevas apuntado: 4 × Croissant de mantequilla (total 7,20 €), el domingo 1 de noviembre a las 10:00. "
     "Aún no lo he enviado."),
    ("", ["4 croissants para mañana a las 10", "Ana 600123123"], "a que hora lo tenia?",
     "Llevas apuntado: 4 × Croissant de mantequilla (total 7,20 €), el domingo 1 de noviembre a las 10:00."),
    ("restaurante", ["mesa para 4 el viernes a las 21", "Ana 600123123", "no"], "para cuantos era?",
     "Llevas apuntado: reserva para 4 personas, el viernes 6 de noviembre a las 21:00."),
    ("restaurante", ["mesa para 4 o venres ás 21", "Ana 600123123", "non"], "para cantos era?",
     "Levas apuntado: reserva para 4 persoas, o venres 6 de novembro ás 21:00. Aínda non o enviei."),
])
def test_what_is_being_written_down_is_recalled(slug, turns, asked, said):
    c = chat(slug)
    for text in turns:
        c.say(text)
    t = c.say(asked)
    assert t.text.startswith(said)
    assert "una persona" not in t.text and "unha persoa" not in t.text     # not passed to a person


def test_a_booking_sent_is_recalled_by_a_bare_question():
    c = _sent("restaurante", ["mesa para 4 el jueves a las 21", "Ana", "612345678", "no", "[Enviar reserva]"])
    assert c.say("a que hora era?").text.startswith(
        "Tu reserva enviada: 4 personas, el jueves 5 de noviembre a las 21:00.")
