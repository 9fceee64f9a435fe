"""A change or a cancellation of a request made before goes to the phone, and never starts a new
one: «quiero cambiar mi reserva del viernes» opened a booking for Friday, «hice un pedido y quiero
cambiar la hora» asked what to prepare, and the salon answered «No hay nada en marcha que cancelar»."""
from __future__ import annotations

import pytest

from tests.conversation import chat

UNSEEN = "En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al {phone}"


@pytest.mark.parametrize("slug, text, phone", [
    ("", "quiero modificar un pedido", "981 000 404"),
    ("", "hice un pedido y quiero cambiar la hora", "981 000 404"),
    ("", "quería cambiar el encargo de mañana, en vez de 2 croissants 4", "981 000 404"),
    ("", "kiero cambiar mi pedido xfa", "981 000 404"),
    ("restaurante", "quiero cambiar mi reserva del viernes", "981 000 612"),
    ("restaurante", "tenemos reserva el sabado a las 21, podemos llegar a las 21:30?", "981 000 612"),
    ("restaurante", "teño unha reserva o sábado e queremos cambiala", "981 000 612"),
    ("peluqueria", "quiero cambiar mi cita del martes a las 10 al miercoles", "981 000 733"),
])
def test_a_change_of_an_earlier_request_goes_to_the_phone(slug, text, phone):
    t = chat(slug).say(text)
    if "teño" in text:
        assert t.text.startswith("Nesta conversa non vexo nada teu en marcha.") and phone in t.text
    else:
        assert t.text.startswith(UNSEEN.format(phone=phone)) and "lo cambia" in t.text
    assert "Apunto" not in t.text and t.request is None


def test_a_cancellation_of_an_appointment_made_before_goes_to_the_phone():
    t = chat("peluqueria").say("tengo cita el viernes con marta y no puedo ir, como la anulo?")
    assert t.text.startswith(UNSEEN.format(phone="981 000 733")) and "para anularlo" in t.text


@pytest.mark.parametrize("change", ["cambia la reserva al sábado", "mejor cambia la reserva al sábado"])
def test_a_change_of_the_request_in_progress_is_applied(change):
    c = chat("restaurante")
    c.say("mesa para 2 el viernes a las 21")
    assert c.say(change).text.startswith("Apunto: reserva para 2 personas el sábado 7 de noviembre a las 21:00.")


def test_a_change_after_sending_goes_to_the_phone():
    c = chat()
    for said in ("quiero 3 palmeras para el jueves a las 11", "Ana", "655444333", "no"):
        c.say(said)
    c.press("Enviar pedido")
    t = c.say("quiero cambiar la hora de mi pedido")
    assert t.text == "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 404."


def test_the_lexicon_patterns_are_folded_like_the_text():
    """A pattern written with «ñ» or an accent matches the folded text it is read against."""
    from bizengine.understanding import lexicon
    for name in dir(lexicon):
        rx = getattr(lexicon, name)
        if name.endswith("_RE") and hasattr(rx, "pattern"):
            assert not any(ch in rx.pattern for ch in "ñáéíóúü"), name
    assert lexicon.TAKEAWAY_RE.search("é para levar")
    assert lexicon.OWN_THING_RE.search("teno unha reserva")


SENT_ORDER = ["quiero 6 croissants para el martes a las 10", "Carmen", "611222333", "no", "enviar"]


@pytest.mark.parametrize("change", [
    "añade 2 palmeras", "me equivoque, eran 8 croissants", "cambia la hora a las 12", "mejor a las 12",
    "al final que sean napolitanas", "engade 2 palmeiras", "quita los croissants",
])
def test_a_change_right_after_sending_goes_to_the_phone_not_a_new_order(change):
    """«añade 2 palmeras» after «Enviar» started a second order for today."""
    c = chat()
    for text in SENT_ORDER:
        c.say(text)
    t = c.say(change)
    assert t.text.startswith(("Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 404.",
                              "O que enviaches xa está en mans do local."))
    assert t.request is None and [r["status"] for r in c.requests].count("pending") == 1


def test_another_order_after_sending_is_a_new_one():
    c = chat()
    for text in SENT_ORDER:
        c.say(text)
    t = c.say("quiero otro pedido: 2 palmeras para mañana")
    assert "Apunto: 2 × Palmera de hojaldre." in t.text


@pytest.mark.parametrize("change", ["al final seremos 3", "podemos cambiarla a las 22?", "mellor ás 22"])
def test_a_change_of_a_table_right_after_sending(change):
    c = chat("restaurante")
    for text in ["mesa para 2 el jueves a las 21", "Ana", "600111222", "no", "enviar"]:
        c.say(text)
    assert "Para cambia" in c.say(change).text


def test_another_table_after_sending_is_a_new_one():
    c = chat("restaurante")
    for text in ["mesa para 2 el jueves a las 21", "Ana", "600111222", "no", "enviar"]:
        c.say(text)
    assert c.say("y otra reserva para el viernes a las 14 para 4").text.startswith("Apunto: reserva para 4 personas")


@pytest.mark.parametrize("biz, text, said", [
    ("floristeria", "tengo un ramo encargado para mañana, a que hora abris?", "El domingo 1 de noviembre no abrimos."),
    ("floristeria", "tengo una orquidea encargada, abris el lunes?",
     "El lunes 2 de noviembre abrimos de 10:00 a 14:00 y de 17:00 a 20:00."),
    (None, "tengo una tarta encargada, abris el lunes?", "El lunes 2 de noviembre no abrimos."),
])
def test_something_ordered_before_is_no_manager_and_no_new_order(biz, text, said):
    """«encargado» (ordered) was read as «the manager» and sent to a person; «una X encargada»
    then started a new order."""
    c = chat(biz) if biz else chat()
    t = c.say(text)
    assert t.text.startswith(said) and "Apunto" not in t.text and t.request is None


@pytest.mark.parametrize("text", ["quiero hablar con el encargado", "pasame con la encargada"])
def test_the_manager_is_still_a_person(text):
    assert chat().say(text).text.startswith("Le paso tu mensaje a una persona de Obrador Mel")
