"""A request called off in the customer's own words: «ya no quiero la mesa», «al final no quiero
la cita», «al final no lo quiero», «déjalo», «mejor no, gracias» at the summary. These were read as
a name, a phone or nothing, and the question was asked again.
now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat

ORDER = "quiero 6 croissants para el martes a las 10"


@pytest.mark.parametrize("steps, off", [
    ([], "al final no lo quiero"),
    ([], "bueno, dejalo, llamo yo"),
    ([], "dejalo"),
    ([], "bueno, déjalo"),
    (["Carmen"], "dejalo, ya paso yo por la tienda"),
    (["Carmen"], "al final no la quiero"),
    (["Carmen", "611222333", "no"], "mejor no, gracias"),
    (["Carmen", "611222333", "no"], "al final no"),
    (["Carmen", "611222333", "no"], "no quiero encargar nada"),
    ([], "ao final non o quero"),
    ([], "deixao"),
])
def test_an_order_called_off(steps, off):
    c = chat()
    for text in [ORDER if steps else "quiero 6 croissants para el martes", *steps]:   # at the time question
        c.say(text)
    t = c.say(off)
    assert t.text.startswith(("Hecho, lo dejo sin enviar.", "Feito, déixoo sen enviar.")) and not c.order["lines"]


@pytest.mark.parametrize("steps, still", [
    ([], "dejalo asi"),                                         # keep it as it is
    (["Carmen"], "dejalo"),                                     # at the phone question: no phone
    (["Carmen", "611222333", "no"], "no"),                     # a bare no at the summary may want a change
    (["Carmen", "611222333", "no"], "no lo envíes todavía"),        # a wait («no lo envíes»: not sent)
    (["Carmen", "611222333", "no"], "mejor no, a las 12"),     # a change
])
def test_what_does_not_call_it_off(steps, still):
    c = chat()
    for text in [ORDER, *steps]:
        c.say(text)
    t = c.say(still)
    assert "sin enviar" not in t.text and c.order["lines"]


@pytest.mark.parametrize("biz, start, off, said", [
    ("restaurante", "mesa para 2 el jueves a las 21", "ya no quiero la mesa", "Hecho, dejo la reserva sin enviar."),
    ("restaurante", "mesa para 2 el jueves a las 21", "da igual, no quiero reservar", "Hecho, dejo la reserva sin enviar."),
    ("peluqueria", "corte de mujer el martes a las 17", "al final no quiero la cita", "sin enviar"),
    ("restaurante", "mesa para 2 o xoves ás 21", "xa non quero a mesa", "sen enviar"),
])
def test_a_booking_called_off(biz, start, off, said):
    c = chat(biz)
    c.say(start)
    assert said in c.say(off).text


SUMMARY = ["quiero 6 croissants para el martes a las 10", "Carmen", "611222333", "no"]


@pytest.mark.parametrize("wish, said, first_chip", [
    ("cambiar la hora", "¿A qué hora lo recoges el martes 3 de noviembre?", "09:00"),
    ("quiero cambiar la hora", "¿A qué hora lo recoges el martes 3 de noviembre?", "09:00"),
    ("mejor por la tarde", "Por la tarde tengo estas horas libres. ¿A qué hora lo recoges el martes 3 de noviembre?",
     "16:30"),
    ("mellor pola mañá", "Pola mañá teño estas horas libres. ¿A que hora o recolles o martes 3 de novembro?", "09:00"),
    ("cambiar el dia", "¿Qué día exactamente lo recoges?", "sáb 31 oct"),
    ("añadir algo", "¿Qué más te apunto?", None),
    ("quiero añadir algo mas", "¿Qué más te apunto?", None),
])
def test_what_the_summary_buttons_do_said_in_words(wish, said, first_chip):
    """«cambiar la hora» at the summary showed the summary again, unchanged."""
    c = chat()
    for text in SUMMARY:
        c.say(text)
    t = c.say(wish)
    assert t.text == said and (first_chip is None or t.chip_labels[0] == first_chip)


@pytest.mark.parametrize("change, minutes", [("a las 10 no puedo, a las 12", 720), ("a las 10 non podo, ás 12", 720)])
def test_the_time_after_a_no_is_the_one_meant(change, minutes):
    c = chat()
    for text in SUMMARY:
        c.say(text)
    c.say(change)
    assert c.order["min"] == minutes


@pytest.mark.parametrize("wish, said", [("cambiar la hora", "¿A qué hora te va bien el jueves 5 de noviembre?"),
                                        ("otro dia", "¿Qué día te va bien?")])
def test_the_summary_wishes_of_a_table(wish, said):
    c = chat("restaurante")
    for text in ("mesa para 2 el jueves a las 21", "Ana", "600111222", "no"):
        c.say(text)
    assert c.say(wish).text == said


@pytest.mark.parametrize("wish, note", [
    ("añade una nota: sin azucar glas por encima", "sin azucar glas por encima"),
    ("pon en la nota que es para regalo", "es para regalo"),
    ("engade unha nota: sen azucre por riba", "sen azucre por riba"),
])
def test_a_note_added_at_the_summary(wish, note):
    """«añade una nota: …» answered «No tengo «nota» en la carta»."""
    c = chat()
    for text in SUMMARY:
        c.say(text)
    t = c.say(wish)
    assert c.order["note"] == note and "No tengo" not in t.text and "Non teño" not in t.text


@pytest.mark.parametrize("biz, start, said", [
    (None, "quiero 3 palmeras para el martes a las 10", "¿Qué día exactamente lo recoges?"),
    ("peluqueria", "corte de hombre con iago el miercoles a las 12", "¿Qué día te va bien?"),
])
def test_another_day_without_one_asks_the_day(biz, start, said):
    c = chat(biz) if biz else chat()
    c.say(start)
    assert c.say("mejor otro dia").text == said
