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
    (["Carmen", "611222333", "no"], "no lo envíes"),
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
