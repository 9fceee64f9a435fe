"""A lone courtesy or bare answer («non», «grazas», «si», «ok», «vale», «bos días») does not switch the
language the customer's own sentences were written in: after «quiero 6 croissants para el martes»,
«non» used to get «¿Prefires outro día?…» and «grazas» «Grazas a ti! Aínda non está enviado…» in
Galician; now the answer stays Spanish (and a Galician chat stays Galician on «no», «muchas gracias»).
A Galician sentence still switches, and after a start that says no language («2 napolitanas», «hola»)
the lone word still sets it (stop 56). A button pressed tells no language."""
import pytest

from tests.conversation import Conversation, chat

ORDER_ES = "quiero 6 croissants para el martes"
ORDER_GL = "quero 6 croissants para o martes"
TIME_ES = "¿A qué hora lo recoges el martes 3 de noviembre?"
TIME_GL = "¿A que hora o recolles o martes 3 de novembro?"


@pytest.mark.parametrize("said", ["grazas", "Grazas!", "moitas grazas", "ok grazas", "vale", "si", "sí", "ok",
                                  "bos", "bos días", "graciñas"])
def test_spanish_order_keeps_spanish(said):
    c = Conversation()
    c.say("hola, " + ORDER_ES)
    t = c.say(said)
    assert t.texts[-1].endswith(TIME_ES)


@pytest.mark.parametrize("said", ["non", "Non", "non.", "non, grazas"])
def test_spanish_order_no_to_the_time_stays_spanish(said):
    c = Conversation()
    c.say(ORDER_ES)
    t = c.say(said)
    assert t.texts[0].startswith("¿Prefieres otro día?")
    assert "mié 4 nov" in t.chip_labels


@pytest.mark.parametrize("said", ["no", "gracias", "muchas gracias", "vale", "ok gracias", "buenos dias", "perdona"])
def test_galician_order_keeps_galician(said):
    c = Conversation()
    c.say("ola, " + ORDER_GL)
    t = c.say(said)
    assert t.texts[-1].endswith(TIME_GL) or t.texts[0].startswith("¿Prefires outro día?")
    assert all("¿A qué hora" not in text and "Prefieres" not in text for text in t.texts)


@pytest.mark.parametrize("said, question", [
    ("prefiro outro día, o mércores", "¿A que hora o recolles o mércores 4 de novembro?"),
    ("mellor o mercores", "¿A que hora o recolles o mércores 4 de novembro?"),
    ("ás 10 pola mañá", "¿A nome de quen o preparo?"),
])
def test_a_galician_sentence_still_switches(said, question):
    c = Conversation()
    c.say(ORDER_ES)
    t = c.say(said)
    assert t.texts[-1] == question


@pytest.mark.parametrize("said, question", [
    ("mejor el miércoles", "¿A qué hora lo recoges el miércoles 4 de noviembre?"),
    ("a las 10 por la mañana", "¿A nombre de quién lo preparo?"),
])
def test_a_spanish_sentence_switches_a_galician_chat(said, question):
    c = Conversation()
    c.say(ORDER_GL)
    t = c.say(said)
    assert t.texts[-1] == question


@pytest.mark.parametrize("first", ["2 napolitanas", "hola", "6"])
def test_after_a_neutral_start_the_lone_word_sets_it(first):
    c = Conversation()
    c.say(first)
    t = c.say("non")
    assert all("¿Qué" not in text and "Prefieres" not in text for text in t.texts)


SUMMARY_ES = "Esta es la reserva que enviaré al local. Una persona la confirmará; hasta entonces no está confirmada."
SUMMARY_GL = "Esta é a reserva que lle enviarei ao local. Unha persoa confirmaraa; ata entón non está confirmada."


@pytest.mark.parametrize("said", ["non", "Non", "non, grazas", "non grazas", "grazas, non", "nop"])
def test_salon_note_answer_keeps_spanish(said):
    c = chat("peluqueria")
    c.say_all("corte de mujer el martes a las 12", "Marta 611 000 111")
    t = c.say(said)
    assert t.texts[0] == SUMMARY_ES
    assert t.chip_labels == ["Enviar reserva", "Cambiar la hora", "Cancelar"]


@pytest.mark.parametrize("said", ["non, non quero ningunha indicación", "non, grazas, está ben así"])
def test_salon_galician_sentence_switches(said):
    c = chat("peluqueria")
    c.say_all("corte de mujer el martes a las 12", "Marta 611 000 111")
    t = c.say(said)
    assert t.texts[0] == SUMMARY_GL


@pytest.mark.parametrize("said, first", [("no", SUMMARY_GL), ("no, gracias", SUMMARY_GL),
                                         ("gracias", "Grazas a ti! Aínda non está enviado: fáltame un dato.")])
def test_salon_galician_chat_keeps_galician(said, first):
    c = chat("peluqueria")
    c.say_all("corte de muller o martes ás 12", "Marta 611 000 111")
    t = c.say(said)
    assert t.texts[0] == first


@pytest.mark.parametrize("said", ["ok grazas", "grazas", "vale"])
def test_restaurant_booking_keeps_spanish(said):
    c = chat("restaurante")
    c.say("quiero reservar una mesa para 4 el sábado")
    t = c.say(said)
    assert t.texts[-1] == "¿A qué hora te va bien el sábado 7 de noviembre?"


def test_bookshop_non_then_cancel_stays_spanish():
    c = chat("libreria")
    c.say_all("follas novas para el martes a las 11", "Xosé 699 777 000")
    t = c.say("non")
    assert t.texts[0].startswith("Este es el pedido que enviaré al local.")
    t = c.say("cancela todo")
    assert t.texts[0].startswith("Hecho, lo dejo sin enviar.")


def test_florist_grazas_keeps_spanish():
    c = chat("floristeria")
    c.say("quiero un ramo de rosas para el martes")
    t = c.say("grazas")
    assert t.texts[-1].startswith("¿A qué hora")


def test_a_button_pressed_is_no_language_heard():
    c = Conversation()
    c.say("2 napolitanas")
    c.press("13:00")
    c.say("Ana")
    t = c.say("600111222")
    assert t.chip_labels == ["Sin indicaciones"]
    t = c.press("Sin indicaciones")      # our words, not the customer's: no language heard yet
    t = c.say("non")
    assert all("Este es el pedido" not in text for text in t.texts)
