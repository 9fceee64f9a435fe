"""Stop 62 (M2, when to call said with the phone): «llamadme al 612 345 678 antes de las 10» said «No tengo
«antes» en la carta.»; «612…, mejor por las mañanas» said «No tengo «mejor»…» and lost the wish; «612…
por la tarde», «612… a partir de las 5» asked the pickup time again. When the customer can be called,
said with the phone (or at the contact questions with the call named), is a note for the shop: never a
thing asked, never the request's time. «612… y lo recojo por la tarde» and «612…, mejor a las 11» still move
the request's own time."""
import pytest

from tests.conversation import chat

_ORDER = {"es": ("quiero 6 croissants para el martes", "a las 10", "Ana"),
          "gl": ("quero 6 croissants para o martes", "ás 10", "Ana")}
_BOOKING = {"es": ("quiero un corte de mujer el martes a las 12", "Ana"),
            "gl": ("quero un corte de muller o martes ás 12", "Ana")}
_SUMMARY = {"es": "Este es el pedido que enviaré al local.", "gl": "Este é o pedido que lle enviarei ao local."}
_BOOKING_SUMMARY = {"es": "Esta es la reserva que enviaré al local.", "gl": "Esta é a reserva que lle enviarei ao local."}


@pytest.mark.parametrize("lang, said, note", [
    ("es", "llamadme al 612 345 678 antes de las 10", "llamadme antes de las 10"),
    ("es", "llamadme al 612345678 antes de las 10", "llamadme antes de las 10"),
    ("es", "612 345 678, mejor por las mañanas", "llamar mejor por las mañanas"),
    ("es", "612345678 mejor por las mananas", "llamar mejor por las mananas"),
    ("es", "612345678 por la tarde", "llamar por la tarde"),
    ("es", "mi movil 612345678, a partir de las 5", "llamar a partir de las 5"),
    ("es", "612 345 678 pero llamame por la tarde", "llamame por la tarde"),
    ("es", "Ana, 612345678, mejor por las tardes", "llamar mejor por las tardes"),
    ("es", "612345678 a partir de las 17h", "llamar a partir de las 17h"),
    ("es", "llámenme al 612345678 después de las 6", "llámenme después de las 6"),
    ("es", "612345678, mejor de 9 a 2", "llamar mejor de 9 a 2"),
    ("gl", "chamádeme ao 612 345 678 antes das 10", "chamádeme antes das 10"),
    ("gl", "612345678 pola tarde", "chamar pola tarde"),
    ("gl", "612345678, mellor polas mañás", "chamar mellor polas mañás"),
    ("gl", "o meu móbil é 612345678, a partir das 5", "chamar a partir das 5"),
])
def test_when_to_call_said_with_the_phone_is_a_note(lang, said, note):
    c = chat()
    for step in _ORDER[lang]:
        c.say(step)
    t = c.say(said)
    assert t.texts[0] == f"Apunto como indicación: «{note}»."
    assert _SUMMARY[lang] in t.text
    assert "carta" not in t.text and "¿A qué hora" not in t.text and "¿A que hora" not in t.text
    assert c.order["phone"] == "+34612345678" and c.order["min"] == 10 * 60 and c.order["note"] == note


@pytest.mark.parametrize("lang, said, note", [
    ("es", "612 345 678, mejor por las tardes", "llamar mejor por las tardes"),
    ("es", "llamadme al 612345678 antes de las 10", "llamadme antes de las 10"),
    ("es", "612345678 a partir de las 5", "llamar a partir de las 5"),
    ("gl", "612345678 pola tarde", "chamar pola tarde"),
])
def test_when_to_call_at_the_phone_question_of_a_booking_is_a_note(lang, said, note):
    c = chat("peluqueria")
    for step in _BOOKING[lang]:
        c.say(step)
    t = c.say(said)
    assert t.texts[0] == f"Apunto como indicación: «{note}»."
    assert _BOOKING_SUMMARY[lang] in t.text and "servicios" not in t.text and "servizos" not in t.text
    booking = c.state["booking"]
    assert booking["phone"] == "+34612345678" and booking["min"] == 12 * 60 and booking["note"] == note


@pytest.mark.parametrize("said", ["llamadme por la tarde", "chamádeme pola tarde"])
def test_when_to_call_at_the_note_question_is_the_note_not_a_person(said):
    c = chat()
    for step in ("quiero 6 croissants para el martes a las 10", "Ana", "612345678"):
        c.say(step)
    t = c.say(said)
    assert "Le paso" not in t.text and "Pásolle" not in t.text
    assert c.order["note"] == said and c.order["min"] == 10 * 60


@pytest.mark.parametrize("said, reply", [
    ("612345678 y lo recojo por la tarde", "Por la tarde tengo estas horas libres."),
    ("612345678, mejor a las 11", "Cambio la recogida al martes 3 de noviembre a las 11:00."),
])
def test_the_requests_own_time_said_with_the_phone_still_moves_it(said, reply):
    c = chat()
    for step in _ORDER["es"]:
        c.say(step)
    t = c.say(said)
    assert t.texts[0].startswith(reply) and "indicación" not in t.texts[0]


def test_a_plain_phone_is_no_note():
    c = chat()
    for step in _ORDER["es"]:
        c.say(step)
    t = c.say("612 345 678")
    assert "Apunto como indicación" not in t.text and c.order.get("note") is None
