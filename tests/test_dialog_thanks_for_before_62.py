"""Stop 62: thanks, praise or a goodbye misread.

- A goodbye with thanks went to a person: restaurante «gracias, hasta otra!», floristería «moitas grazas,
  boa tarde», bakery «grazas por todo, ata a próxima». Now «hasta otra», «hasta la próxima», «ata a
  próxima», «hasta otro día» and a wish for the rest of the day said last with thanks («buenas tardes»,
  «boa noite», «buen finde», «que tengas buena tarde») are a goodbye: «¡Hasta pronto!».
- Praise or thanks for a visit gone by was booked, ordered or handed over: peluquería «el otro dia marta me
  hizo un tinte buenisimo, muchas gracias!» read «Apunto: tinte con Marta…», floristería «las rosas que me
  vendisteis el otro dia aguantaron un monton, gracias!» ordered a bouquet, restaurante «la semana pasada
  comí ahí y genial, gracias!» went to a person. Now a past told (a past verb of the visit or what was
  done, or a day gone by) with praise, or thanks for what was done, asking nothing, is thanked.
- The other way: librería «un libro para regalar a mi padre que le gusta el camino de santiago» was
  thanked as praise; someone's taste told («que le gusta…») is no praise of the business.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

_BYE = {"es": "¡Hasta pronto!", "gl": "Ata pronto!"}
_THANKED_BACK = {"es": "¡A ti! Si necesitas algo más, aquí estoy.",
                 "gl": "Grazas a ti! Se precisas algo máis, aquí estou."}
_PRAISED = {"es": "¡Muchas gracias, da gusto leerlo! Si necesitas algo más, aquí estoy.",
            "gl": "Moitas grazas, dá gusto lelo! Se precisas algo máis, aquí estou."}
_SIX = "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."


def _nothing_asked(c, t) -> None:
    assert t.request is None or t.request.get("kind") not in ("question", "handoff", "order", "booking"), t.request
    assert not (c.order or {}).get("lines")
    assert "Apunto" not in t.text and "persona" not in t.text


@pytest.mark.parametrize("slug, lang, said", [
    ("restaurante", "es", "gracias, hasta otra!"),
    ("restaurante", "gl", "grazas, ata outra!"),
    ("restaurante", "es", "grasias hasta la proxima"),
    ("restaurante", "es", "Muchas gracias, ¡hasta la próxima!"),
    ("floristeria", "gl", "moitas grazas, boa tarde"),
    ("floristeria", "es", "gracias, buenas tardes"),
    ("floristeria", "es", "gracias, que tengas buena tarde"),
    ("floristeria", "gl", "grazas, boas noites!"),
    ("", "gl", "grazas por todo, ata a próxima"),
    ("", "es", "gracias por todo, hasta otro dia"),
    ("", "es", "muchas gracias, buen finde!"),
])
def test_a_goodbye_with_thanks_is_a_goodbye(slug, lang, said):
    c = chat(slug)
    t = c.say(said)
    assert t.text == _BYE[lang]
    _nothing_asked(c, t)


@pytest.mark.parametrize("slug, said, start", [
    ("restaurante", "buenas tardes", "¡Hola!"),
    ("floristeria", "boa tarde", "Ola!"),
])
def test_a_day_wish_alone_is_still_a_greeting(slug, said, start):
    assert chat(slug).say(said).text.startswith(start)


def test_a_day_wish_before_an_order_still_orders():
    c = chat()
    t = c.say("buenas tardes, quiero 6 croissants")
    assert t.texts[0] == "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."


def test_until_what_time_is_no_goodbye():
    assert chat().say("¿hasta qué hora abrís?").text == "Hoy cerramos a las 20:00."


@pytest.mark.parametrize("slug, lang, said, reply", [
    ("peluqueria", "es", "el otro dia marta me hizo un tinte buenisimo, muchas gracias!", _THANKED_BACK),
    ("peluqueria", "es", "el corte de la semana pasada me encanto, gracias Marta", _THANKED_BACK),
    ("peluqueria", "es", "el tinte q me hicisteis ayer quedo genial gracias", _THANKED_BACK),
    ("peluqueria", "gl", "o outro día Marta fíxome un tinte xenial, moitas grazas", _THANKED_BACK),
    ("floristeria", "es", "las rosas que me vendisteis el otro dia aguantaron un monton, gracias!", _THANKED_BACK),
    ("floristeria", "gl", "as rosas que me vendestes o outro día aguantaron moitísimo, grazas", _THANKED_BACK),
    ("restaurante", "es", "la semana pasada comí ahí y genial, gracias!", _THANKED_BACK),
    ("restaurante", "es", "la semana pasada comi ahi y genial", _PRAISED),
    ("restaurante", "gl", "o sábado pasado ceamos aí e estaba todo boísimo, grazas", _THANKED_BACK),
    ("", "es", "gracias majos, estaba todo buenisimo", _THANKED_BACK),
    ("", "gl", "grazas, estaba todo riquísimo", _THANKED_BACK),
])
def test_praise_of_a_visit_gone_by_is_thanked(slug, lang, said, reply):
    c = chat(slug)
    t = c.say(said)
    assert t.text == reply[lang]
    _nothing_asked(c, t)


def test_praise_of_a_visit_gone_by_mid_order_keeps_the_order():
    c = chat()
    c.say("quiero 6 croissants")
    t = c.say("ayer estaba todo buenisimo, gracias")
    assert t.texts[0] == "¡A ti! Aún no está enviado: me falta un dato."
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == [("croissant", 6)]


@pytest.mark.parametrize("slug, said, first", [
    ("peluqueria", "un tinte con marta, la otra vez me lo dejo genial, gracias",
     "Apunto: tinte con Marta. Total 35,00 €; dura unos 60 minutos."),
    ("peluqueria", "gracias! el tinte de la semana pasada quedo genial, me das cita para el viernes?",
     "Apunto: tinte el viernes 6 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("", "6 croissants, los de ayer estaban buenisimos", _SIX),
    ("", "gracias, y quería pedir 6 croissants para el viernes", _SIX),
])
def test_a_request_beside_the_praise_still_asks(slug, said, first):
    assert chat(slug).say(said).texts[0] == first


def test_a_past_job_complained_of_is_no_thanks():
    t = chat("peluqueria").say("el tinte que me hizo marta quedo fatal")
    assert t.text.startswith("Siento lo ocurrido.")


@pytest.mark.parametrize("said", [
    "un libro para regalar a mi padre que le gusta el camino de santiago",
    "un libro para meu pai, que lle gusta moito o camiño",
    "busco un libro para mi madre porque le encantan las novelas",
])
def test_someones_taste_is_no_praise(said):
    t = chat("libreria").say(said)
    assert not t.text.startswith(("¡Muchas gracias", "Moitas grazas", "¡A ti!", "Grazas a ti!"))


def test_praise_told_of_someone_else_is_still_praise():
    assert chat("libreria").say("a mi madre le encantan vuestros libros").text == _PRAISED["es"]
