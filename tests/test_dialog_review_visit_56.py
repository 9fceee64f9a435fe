"""Stop 56 review of «around a visit»: a count lost after «a <word>», a service read as praise, a wish read
as a question, and trade words in the engine's praise.

- «dos» after «a <word>» was read as Galician «de + os» («o arranxo dos X»), so a Spanish count was lost:
  «voy a querer dos croissants» read «Apunto: Croissant de mantequilla. ¿Cuántos croissants quieres?»;
  «paso mañana a las 10 a recoger dos croissants» with 2 held made 3. Now that reading is only for a
  Galician message, after «o/a <noun>» (never after a verb or «a por»): «Apunto: 2 × Croissant de
  mantequilla. Total 3,60 €.», and the 2 held stay 2. «moi ben o arranxo dos freos» is still praise.
- A salon service after «genial»/«perfecto» was praise of a job done: «genial, el arreglo de barba para el
  jueves a las 10» read «Perfecto. Si necesitas algo más…», nothing booked. Now a day, a time, a count or
  a wish, or a word that starts a name of the catalogue, makes it the request: «Apunto: arreglo de barba el
  jueves 5 de noviembre a las 10:00…». A thing done praised with none of them is still thanked, with no
  trade noun in the engine («grazas polo traballo» → «Grazas a ti!…»).
- «2 napolitanas para mañana tienen que estar calentitas» was a question after the request («Eso no lo
  tengo claro…»); «tienen que», «teñen que», «han de» say a wish: the order goes on, nothing handed over,
  and the wish is kept as a note («tienen que estar calentitas»).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in ((c.state or {}).get("order") or {}).get("lines") or []]


# ---- «dos» after «a <word>»: a Spanish count -------------------------------------------------------


@pytest.mark.parametrize("slug, said, apunto", [
    ("", "voy a querer dos croissants", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("", "paso mañana a por dos croissants", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("", "vengo a por dos napolitanas el martes a las 10", "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
    ("", "voy a comprar dos napolitanas", "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
    ("", "a ver dos croissants", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("", "voy a pedir dos napolitanas para mañana", "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
    ("", "voi a querer dos croisants", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("floristeria", "voy a querer dos ramos de rosas", "Apunto: 2 × Ramo de rosas. Total 70,00 €."),
    ("taller", "voy a querer dos camaras", "Apunto: 2 × Cámara 700x28. Total 14,00 €."),
    ("libreria", "voy a querer dos cuadernos A5", "Apunto: 2 × Cuaderno A5 de rayas. Total 9,00 €."),
    # Galician with a Spanish «dos»: a verb or «a por» before it still counts
    ("", "vou levar dos napolitanas", "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
    ("", "vou a querer dos napolitanas para mañá", "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
])
def test_two_after_a_verb_or_a_por_are_two(slug, said, apunto):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0] == apunto
    assert _lines(c)[0][1] == 2


@pytest.mark.parametrize("said", [
    "paso mañana a las 10 a recoger dos croissants",
    "paso mañá ás 10 a recoller dos croissants",
])
def test_the_two_held_said_again_on_the_way_stay_two(said):
    c = chat("")
    c.say("quiero 2 croissants para el martes")
    c.say(said)
    assert _lines(c) == [("croissant", 2)]


def test_a_galician_job_of_the_parts_is_one_job_as_before():
    c = chat("taller")
    t = c.say("quero o axuste dos freos para o martes ás 10")
    assert t.texts[0] == "Apunto: axuste de freos o martes 3 de novembro ás 10:00. Total 18,00 €; dura uns 30 minutos."


def test_a_galician_job_of_the_parts_praised_is_still_thanked():
    t = chat("taller").say("moi ben o arranxo dos freos")
    assert t.text.startswith("Moitas grazas, dá gusto lelo!")
    assert "€" not in t.text


# ---- a service after «genial», «perfecto»: the request, not praise --------------------------------


@pytest.mark.parametrize("said, apunto", [
    ("genial, el arreglo de barba para el jueves a las 10",
     "Apunto: arreglo de barba el jueves 5 de noviembre a las 10:00. Total 9,00 €; dura unos 20 minutos."),
    ("perfecto el arreglo de barba para el jueves",
     "Apunto: arreglo de barba el jueves 5 de noviembre. Total 9,00 €; dura unos 20 minutos."),
    ("estupendo, el arreglo de barba el jueves a las 10",
     "Apunto: arreglo de barba el jueves 5 de noviembre a las 10:00. Total 9,00 €; dura unos 20 minutos."),
    ("genial el arreglo de barba, quiero uno", "Apunto: arreglo de barba. Total 9,00 €; dura unos 20 minutos."),
    ("perfecto, el arreglo de barba", "Apunto: arreglo de barba. Total 9,00 €; dura unos 20 minutos."),
    ("xenial, o arranxo de barba para o xoves ás 10",
     "Apunto: arranxo de barba o xoves 5 de novembro ás 10:00. Total 9,00 €; dura uns 20 minutos."),
    ("perfecto o arranxo de barba o xoves",
     "Apunto: arranxo de barba o xoves 5 de novembro. Total 9,00 €; dura uns 20 minutos."),
])
def test_a_service_after_praise_words_is_booked(said, apunto):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0] == apunto
    assert t.texts[1] in ("¿Con quién quieres la cita?", "¿Con quen queres a cita?")
    assert "Si necesitas algo más" not in t.text and "Se precisas algo máis" not in t.text


@pytest.mark.parametrize("slug, said, first", [
    ("taller", "muy bien el arreglo, gracias", "¡A ti! Si necesitas algo más, aquí estoy."),
    ("taller", "gracias por la reparación", "¡A ti! Si necesitas algo más, aquí estoy."),
    ("taller", "grazas polo traballo", "Grazas a ti! Se precisas algo máis, aquí estou."),
    ("peluqueria", "moi ben o traballo, grazas", "Grazas a ti! Se precisas algo máis, aquí estou."),
    # a service's first word alone, no name of the catalogue said: still praise
    ("peluqueria", "muy bien el arreglo, gracias", "¡A ti! Si necesitas algo más, aquí estoy."),
    ("peluqueria", "moi ben o arranxo, grazas", "Grazas a ti! Se precisas algo máis, aquí estou."),
    ("taller", "reparastesme a roda e vai perfecta", "Moitas grazas, dá gusto lelo!"),
])
def test_a_thing_done_praised_is_thanked_without_trade_words(slug, said, first):
    c = chat(slug)
    t = c.say(said)
    assert t.text.startswith(first)
    assert "Apunto" not in t.text and not t.request


def test_a_product_after_perfecto_is_ordered_as_before():
    t = chat("").say("perfecto, la napolitana")
    assert t.texts[0] == "Apunto: 1 × Napolitana de chocolate. Total 2,00 €."


def test_a_time_after_perfecto_is_no_praise():
    t = chat("peluqueria").say("perfecto a las 10")
    assert t.texts[0] == "Apunto: cita a las 10:00."


# ---- a wish after the request: no question ---------------------------------------------------------


@pytest.mark.parametrize("said, apunto, then", [
    ("2 napolitanas para mañana tienen que estar calentitas",
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €.", "¿A qué hora lo recoges mañana?"),
    ("dos napolitanas para mañana tienen q estar calentitas",
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €.", "¿A qué hora lo recoges mañana?"),
    ("2 napolitanas para mañá teñen que estar quentiñas",
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €.", "¿A que hora o recolles mañá?"),
    ("2 napolitanas para mañana a las 10 han de estar calentitas",
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €.", "¿A nombre de quién lo preparo?"),
])
def test_a_wish_after_the_request_is_no_question(said, apunto, then):
    c = chat("")
    t = c.say(said)
    assert not any(t.text.startswith(s) or s in t.text for s in _NOT_SURE)
    assert t.texts[0] == apunto and t.texts[1] == then
    assert _lines(c) == [("napolitana", 2)]
    wish = said.split("mañana ")[-1].split("mañá ")[-1].split("10 ")[-1]
    assert c.state["order"]["notes_said"] == [wish]     # the wish kept for the person who prepares it


def test_a_day_after_tienen_que_is_the_day_not_a_note():
    c = chat("")
    t = c.say("2 napolitanas, tienen que ser para el martes")
    assert t.texts[1] == "¿A qué hora lo recoges el martes 3 de noviembre?"
    assert not c.state["order"].get("notes_said")


def test_have_you_after_the_time_still_asks():
    c = chat("restaurante")
    t = c.say("somos 6 el jueves a las 21 tienen trona")
    assert t.texts[0] == "Apunto: reserva para 6 personas el jueves 5 de noviembre a las 21:00."
    assert (c.state.get("booking") or {}).get("questions") == ["¿tienen trona?"]
