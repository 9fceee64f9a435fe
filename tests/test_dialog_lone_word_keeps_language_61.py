"""A Spanish conversation does not turn Galician on one short answer said the Galician way («non»,
«grazas», «non, grazas»): the summary and what follows stay in Spanish. A whole Galician sentence still
switches, and «non» as the first message is Galician."""
import pytest

from tests.conversation import chat

SUMMARY_ES = "Esta es la reserva que enviaré al local. Una persona la confirmará; hasta entonces no está confirmada."
SUMMARY_GL = "Esta é a reserva que lle enviarei ao local. Unha persoa confirmaraa; ata entón non está confirmada."


@pytest.mark.parametrize("said", ["non", "Non", "non, grazas", "non grazas", "non.", "grazas, non"])
def test_salon_short_galician_answer_keeps_spanish(said):
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


def test_bookshop_non_then_cancel_stays_spanish():
    c = chat("libreria")
    c.say_all("follas novas para el martes a las 11", "Xosé 699 777 000")
    t = c.say("non")
    assert t.texts[0].startswith("Este es el pedido que enviaré al local.")
    t = c.say("cancela todo")
    assert t.texts[0].startswith("Hecho, lo dejo sin enviar.")


def test_salon_non_to_the_time_offer_stays_spanish():
    c = chat("peluqueria")
    c.say_all("corte de hombre el martes a las 17", "iago", "Tito 600 777 111")
    t = c.say("non")
    assert t.texts[0].startswith("¿Prefieres otro día?")
    t = c.say("grazas")
    assert t.texts[-1] == "¿A qué hora te va bien el martes 3 de noviembre?"


def test_galician_conversation_non_unchanged():
    c = chat("peluqueria")
    c.say_all("corte de muller o martes ás 12", "Marta 611 000 111")
    t = c.say("non")
    assert t.texts[0] == SUMMARY_GL


def test_first_message_non_is_galician():
    c = chat("peluqueria")
    t = c.say("non")
    assert t.texts[0].startswith("Non te entendín ben.")
