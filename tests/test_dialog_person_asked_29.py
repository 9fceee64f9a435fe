"""Stop 29: a person (or a call) asked for while a question is awaited wins over the awaited answer:
«mejor una persona» at «¿Para cuántas raciones?» is no count of 1, and «¿me puede llamar alguien?»
after a question handed over is a call asked for, not the contact data. What was being ordered or
booked travels with the request, and so do the customer's words (`data.said`)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

PERSON = ["mejor una persona", "prefiero hablar con alguien", "páseme con una persona", "quiero hablar con el dueño",
          "mellor unha persoa", "quero falar cunha persoa", "Mejor una persona!!", "prefiero una persona",
          "mejor hablo con alguien", "paseme con una persona", "quiero hablar con el dueno"]
CALL = ["que me llame alguien", "¿me puede llamar alguien?", "¿me podéis llamar?", "llamadme", "que me llamen",
        "que me chame alguén", "chamádeme", "me podeis llamar?", "¿podéis llamarme?", "¿me pode chamar alguén?",
        "que me llame alguien porfa", "ke me llamen"]

# (business, the steps that leave a question awaited)
AWAITED = [
    ("pasteleria", ["quiero una tarta de queso"]),                                          # servings
    ("pasteleria", ["quiero una tarta de queso", "para 8"]),                                # day
    ("pasteleria", ["quiero una tarta de queso", "para 8", "el sábado"]),                   # time
    ("pasteleria", ["quiero una tarta de queso", "para 8", "el sábado", "a las 12"]),       # name
    ("restaurante", ["quiero reservar mesa", "para 4"]),                                    # day
    ("restaurante", ["quiero reservar mesa", "para 4", "el viernes a las 21"]),             # name
    ("restaurante", ["quiero reservar mesa", "para 4", "el viernes a las 21", "Pedro"]),    # phone
]


def _at(slug: str, steps: list[str]):
    c = chat() if slug == "pasteleria" else chat(slug)
    for step in steps:
        c.say(step)
    return c


def _handed(t, topic: str) -> dict:
    assert t.request and t.request["kind"] == "handoff" and t.request["status"] == "pending", t.request
    data = t.request["data"]
    assert data["topic"] == topic and data["said"][-1]
    return data


@pytest.mark.parametrize("slug, steps", AWAITED)
@pytest.mark.parametrize("person", PERSON)
def test_a_person_wins_over_the_awaited_answer(slug, steps, person):
    t = _at(slug, steps).say(person)
    assert "una persona de" in t.text or "unha persoa de" in t.text, t.text
    assert "Apunto" not in t.text and "¿" not in t.text.replace("¿A qué teléfono?", "")
    data = _handed(t, "person")
    assert data.get("order", {}).get("lines") or data.get("booking", {}).get("party") == 4


@pytest.mark.parametrize("slug, steps", AWAITED)
@pytest.mark.parametrize("call", CALL)
def test_a_call_asked_for_at_any_question(slug, steps, call):
    t = _at(slug, steps).say(call)
    assert "que te llamen" in t.text or "que te chamen" in t.text, t.text
    assert _handed(t, "call")["phone"] is None
    assert "¿A qué teléfono?" in t.text or "A que teléfono?" in t.text


def test_the_bakery_servings_are_not_read_as_one():
    t = _at("pasteleria", ["quiero una tarta de queso"]).say("mejor una persona")
    assert "Para 1" not in t.text and "8 raciones" not in t.text
    assert t.text.startswith("Le paso tu mensaje a una persona de Obrador Mel")
    assert _handed(t, "person")["order"]["lines"][0]["qty"] == 1


def test_a_call_after_a_question_handed_over():
    c = chat("restaurante")
    assert c.say("¿tenéis aparcamiento para autocaravanas?").request["kind"] == "question"
    t = c.say("¿me puede llamar alguien?")
    assert "Puedes llamar" not in t.text and "que te llamen" in t.text
    assert _handed(t, "call")["said"] == ["¿tenéis aparcamiento para autocaravanas?", "¿me puede llamar alguien?"]


@pytest.mark.parametrize("call, words", [("llamadme", "que te llamen al 611 22 23 33"),
                                         ("chamádeme", "que te llamen al 611 22 23 33")])  # the conversation is in Spanish
def test_a_call_with_the_phone_already_said(call, words):
    c = _at("pasteleria", ["quiero una tarta de queso", "para 8", "el sábado", "a las 12", "Ana", "611222333"])
    t = c.say(call)
    assert words in t.text and "A qué teléfono" not in t.text
    assert _handed(t, "call")["phone"] == "+34611222333"


def test_the_booking_travels_with_the_person():
    t = _at("restaurante", ["quiero reservar mesa", "para 4", "el viernes a las 21"]).say("prefiero hablar con alguien")
    booking = _handed(t, "person")["booking"]
    assert booking["party"] == 4 and booking["time"] == "21:00"


@pytest.mark.parametrize("slug, text, said", [
    ("restaurante", "¿cuál es vuestro teléfono?", "Puedes llamar al 981 000 612"),
    ("restaurante", "¿puedo llamar?", "Puedes llamar al 981 000 612"),
    ("restaurante", "¿a qué número os llamo?", "981 000 612"),
    ("pasteleria", "¿cuál es vuestro teléfono?", "981 000 404"),
    ("restaurante", "mesa para una persona el viernes a las 21", "reserva para 1 persona"),
])
def test_the_contact_data_and_one_person_stay(slug, text, said):
    t = (chat() if slug == "pasteleria" else chat(slug)).say(text)
    assert said in t.text and not (t.request and t.request["kind"] == "handoff")


@pytest.mark.parametrize("one", ["mejor una persona", "una persona", "mellor unha persoa"])
def test_one_person_at_the_party_question_is_the_party(one):
    t = _at("restaurante", ["quiero reservar mesa"]).say(one)
    assert ("1 persona" in t.text or "1 persoa" in t.text) and t.request["kind"] == "booking"


@pytest.mark.parametrize("steps, said", [
    ([], "no hace falta que me llaméis"),
    ([], "no es necesario que me llaméis, gracias"),
    (["mesa para 4 el viernes a las 21"], "no hace falta que me llaméis, gracias"),
    (["mesa para 4 el viernes a las 21"], "non fai falta que me chamedes"),
    (["mesa para 4 el viernes a las 21"], "no quiero que me llameis"),
])
def test_a_call_not_wanted_hands_nothing_over(steps, said):
    c = chat("restaurante")
    for step in steps:
        c.say(step)
    t = c.say(said)
    assert "que te llamen" not in t.text and "que te chamen" not in t.text
    assert t.request is None or t.request["kind"] != "handoff"
    if steps:
        assert c.state["booking"]["party"] == 4 and c.state["booking"]["min"] == 21 * 60
