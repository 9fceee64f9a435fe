"""«¿hacéis tartas de boda de 5 pisos?», then «612345678»: the number opened a second «Eso no lo tengo
claro… Le paso tu pregunta…». After a question or a message passed to a person, a phone is how that
person reaches the customer: said back and written into the request passed on. A phone alone to begin
with is kept and what they need asked; «llamadme al 612…» to begin with is a call asked on that phone
(it asked «¿A qué teléfono?»)."""
import pytest

from tests.conversation import chat

FOR_THE_PERSON = {
    "es": "Anoto tu teléfono, 612 34 56 78, para que te llame la persona de {biz} que lleva tu mensaje.",
    "gl": "Anoto o teu teléfono, 612 34 56 78, para que te chame a persoa de {biz} que leva a túa mensaxe.",
}
KEPT = {"es": "Gracias, me quedo con tu teléfono, 612 34 56 78, para lo que necesites. ¿En qué te puedo ayudar?"}


@pytest.mark.parametrize("slug, biz, first, phone, lang", [
    ("", "Obrador Mel", "¿hacéis tartas de boda de 5 pisos?", "612345678", "es"),
    ("", "Obrador Mel", "¿hacéis tartas de boda de 5 pisos?", "mi número es 612345678", "es"),
    ("", "Obrador Mel", "¿hacéis tartas de boda de 5 pisos?", "mi numero es el 612 345 678", "es"),
    ("", "Obrador Mel", "¿hacéis tartas de boda de 5 pisos?", "llamadme al 612345678", "es"),
    ("", "Obrador Mel", "¿hacéis tartas de boda de 5 pisos?", "te dejo mi móvil: 612345678, gracias", "es"),
    ("", "Obrador Mel", "¿hacéis tartas de boda de 5 pisos?", "podeis llamarme al 612345678 porfa", "es"),
    ("", "Obrador Mel", "¿tenéis wifi?", "Ana, 612345678", "es"),
    ("", "Obrador Mel", "quiero hablar con una persona", "612345678", "es"),
    ("", "Obrador Mel", "la tarta llegó aplastada", "612345678", "es"),
    ("", "Obrador Mel", "¿facedes tartas de voda de 5 pisos?", "o meu teléfono é 612345678", "gl"),
    ("", "Obrador Mel", "tedes wifi no local?", "o meu número é o 612345678", "gl"),
    ("peluqueria", "Salón Lume", "¿tenéis wifi?", "612345678", "es"),
    ("peluqueria", "Salón Lume", "tedes wifi no local?", "chamádeme ao 612345678", "gl"),
    ("restaurante", "Casa Lúa", "la cena de ayer fue horrible", "llamadme al 612345678", "es"),
    ("restaurante", "Casa Lúa", "a cea de onte foi horrible", "o meu teléfono é 612345678", "gl"),
])
def test_a_phone_after_a_handoff_is_for_the_person(slug, biz, first, phone, lang):
    c = chat(slug)
    was = c.say(first).request
    t = c.say(phone)
    assert t.text == FOR_THE_PERSON[lang].format(biz=biz)
    assert "pregunta" not in t.text
    assert t.request["kind"] == was["kind"] and t.request["data"]["phone"] == "+34612345678"
    same = {k: v for k, v in was["data"].items() if k not in ("said", "lang")}
    assert {k: v for k, v in t.request["data"].items() if k in same} == same      # the same request, its phone added


def test_the_name_beside_it_goes_with_the_phone():
    c = chat("")
    c.say("¿tenéis wifi?")
    assert c.say("Ana, 612345678").request["data"]["name"] == "Ana"


@pytest.mark.parametrize("again", ["mejor el 612345679", "perdona, es el 612345679", "perdoa, mellor o 612345679"])
def test_a_second_phone_replaces_the_first(again):
    c = chat("")
    c.say("¿tenéis wifi?")
    c.say("612345678")
    t = c.say(again)
    assert t.request["data"]["phone"] == "+34612345679" and "612 34 56 79" in t.text


@pytest.mark.parametrize("phone", ["612345678", "mi telefono es 612345678", "te dejo mi móvil: 612345678"])
def test_a_phone_alone_to_begin_with_is_kept_and_what_they_need_asked(phone):
    t = chat("").say(phone)
    assert t.text == KEPT["es"]
    assert t.request is None


def test_the_phone_kept_is_offered_when_an_order_asks_for_one():
    c = chat("")
    c.say("612345678")
    c.say("quiero 2 croissants para mañana a las 10")
    t = c.say("Ana")
    assert t.text.startswith("¿Y un teléfono de contacto?") and t.chip_labels == ["612 34 56 78"]


def test_the_phone_kept_in_galician():
    t = chat("").say("o meu teléfono é 612345678")
    assert t.text == "Grazas, quedo co teu teléfono, 612 34 56 78, para o que precises. ¿En que te podo axudar?"


@pytest.mark.parametrize("slug, said", [("", "llamadme al 612345678"), ("", "podeis llamarme al 612 345 678"),
                                        ("peluqueria", "llamadme al 612345678")])
def test_a_call_asked_with_its_phone_is_not_asked_for_the_phone(slug, said):
    t = chat(slug).say(said)
    assert "que quieres que te llamen al 612 34 56 78" in t.text and "¿A qué teléfono?" not in t.text
    assert t.request["data"]["topic"] == "call" and t.request["data"]["phone"] == "+34612345678"


@pytest.mark.parametrize("slug, said, reads", [
    ("peluqueria", "612345678", "Apunto el teléfono: 612 34 56 78. ¿Qué servicio quieres?"),     # booking only: books
    ("restaurante", "612345678", "Apunto el teléfono: 612 34 56 78. ¿Para cuántas personas?"),
])
def test_where_only_bookings_are_taken_the_phone_still_starts_one(slug, said, reads):
    assert chat(slug).say(said).text == reads


@pytest.mark.parametrize("steps, reads", [
    (["¿tenéis wifi?", "612345678", "quiero 2 croissants para mañana"], "Apunto: 2 × Croissant de mantequilla."),
    (["¿tenéis wifi?", "quiero 2 croissants para mañana a las 10", "Ana", "612345678"], "¿Quieres una dedicatoria"),
])
def test_a_phone_inside_an_order_is_the_orders(steps, reads):
    c = chat("")
    for step in steps:
        t = c.say(step)
    assert t.text.startswith(reads)


def test_a_phone_after_an_order_was_sent_is_not_the_old_question():
    c = chat("")
    c.say("¿tenéis wifi?")
    for step in ["quiero 2 croissants para mañana a las 10", "Ana", "612345678"]:
        c.say(step)
    c.press("Sin indicaciones")
    c.press("Enviar pedido")
    t = c.say("612345679")
    assert "lleva tu mensaje" not in t.text and "pregunta" not in t.text


def test_a_card_number_is_never_taken_as_a_phone():
    c = chat("")
    c.say("¿tenéis wifi?")
    t = c.say("4111 1111 1111 1111")
    assert "Anoto tu teléfono" not in t.text
