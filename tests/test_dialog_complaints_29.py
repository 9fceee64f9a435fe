"""Stop 29: a complaint about something already bought or done here («la tarta que me llevé ayer
estaba seca», «el tinte que me hicisteis me dejó el pelo naranja») is no new order or booking: the
assistant apologises and hands it to a person, never writing down or pricing it. Praise, or a
wish that only mentions the past, still orders and books."""
from __future__ import annotations

import pytest

from tests.conversation import chat

SORRY = {"es": "Siento lo ocurrido. Le paso tu mensaje a una persona de",
         "gl": "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de"}


@pytest.mark.parametrize("slug, lang, text", [
    ("", "es", "la tarta que me llevé ayer estaba seca"),
    ("", "es", "la tarta q me lleve ayer estaba seca"),
    ("", "es", "la bica que compré estaba cruda"),
    ("", "es", "la tarta de ayer estaba seca"),
    ("", "gl", "a tarta que levei onte estaba seca"),
    ("", "gl", "a bica que merquei onte estaba crúa"),
    ("", "es", "me cobrasteis de más"),
    ("peluqueria", "es", "el tinte que me hicisteis me dejó el pelo naranja"),
    ("peluqueria", "es", "el tinte que me hicisteis me dejo el pelo naranja"),
    ("peluqueria", "es", "el corte de ayer me quedó fatal"),
    ("peluqueria", "es", "el corte q me hicisteis ayer me quedo fatal"),
    ("peluqueria", "gl", "o tinte que me fixestes deixoume o pelo laranxa"),
    ("peluqueria", "gl", "cobrástesme de máis"),
    ("peluqueria", "gl", "cobrastesme de mais"),
    ("floristeria", "es", "el ramo que me llevé se marchitó en un día"),
    ("floristeria", "es", "el ramo que me lleve se marchito en un dia"),
    ("floristeria", "gl", "o ramo que merquei murchou nun día"),
    ("libreria", "es", "el libro que me vendisteis venía con páginas en blanco"),
    ("libreria", "gl", "o libro que me vendestes viña con páxinas en branco"),
    ("taller", "es", "la revisión que me hicisteis no arregló nada"),
    ("taller", "es", "la revision que me hicisteis no arreglo nada"),
    ("restaurante", "es", "el pulpo que comimos ayer estaba crudo"),
    ("restaurante", "es", "me cobrasteis de mas"),
])
def test_a_complaint_is_handed_to_a_person(slug, lang, text):
    t = chat(slug).say(text)
    assert t.text.startswith(SORRY[lang]), t
    assert "Apunto" not in t.text and "€" not in t.text and "?" not in t.text
    assert t.request["kind"] == "handoff" and t.request["data"]["topic"] == "complaint"


@pytest.mark.parametrize("slug, text, kind", [
    ("", "ponme otra bica como la de ayer, estaba buenísima", "order"),
    ("peluqueria", "el corte que me hicisteis me encantó, quiero repetir", "booking"),
])
def test_praise_or_a_wish_still_orders_and_books(slug, text, kind):
    t = chat(slug).say(text)
    assert "Siento lo ocurrido" not in t.text
    assert t.request["kind"] == kind, t


def test_the_same_thing_as_yesterday_is_asked_which():
    t = chat().say("quiero la misma tarta que me llevé ayer")
    assert t.text == "¿Qué tarta quieres?" and t.request is None


@pytest.mark.parametrize("text, reads", [
    ("se me rompió la cadena", "¿Quieres comprar Cadena"),
    ("ayer se me rompió la cadena", "¿Quieres comprar Cadena"),
    ("los frenos hacen ruido", "encaja Ajuste de frenos"),
])
def test_symptoms_at_the_workshop_as_before(text, reads):
    t = chat("taller").say(text)
    assert reads in t.text and "Siento lo ocurrido" not in t.text
