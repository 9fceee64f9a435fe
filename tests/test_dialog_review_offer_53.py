"""Stop 53, review of «Solo tengo X (…). ¿Te vale?» (the one product offered when a quality said of
it is not had) and of the sizes it read:

- An answer with a day or a time lost the order: at the bike shop «quiero una cubierta de montaña
  para el martes», then «vale para el jueves» answered «Apunto: cita el jueves… ¿Qué servicio
  quieres?»; at the bookshop «a las 11» asked the offer again, the time dropped. Now any answer that
  is no «no», asks nothing and names nothing else takes X and the day or time said beside: «Apunto: 1
  × Cubierta urbana. Total 29,00 €. ¿A qué hora lo recoges el jueves 5 de noviembre?».
- «y cuánto cuesta?» listed the whole catalogue and the offer again; now «Orquídea: 32,00 €.» and the
  offer again, nothing written down.
- A price, an hour or a count after a product was read as a size it has not: «una empanada de 16
  euros» answered «No tengo «empanada de 16»…». A bare «de N» now contradicts only a size code
  (700x32), and never when money, an hour («de la mañana», «y media»), «cada» or a counting unit
  follows: «Apunto: 1 × Empanada de zorza.» as before the stop.
- «un brownie blanco» was refused because its description says «chocolate negro» (the colour of an
  ingredient). Only a colour right after one of the product's own name words counts («orquidea
  blanca», «rosas rojas»)."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _lines(c) -> list:
    return [(line["item_id"], line["qty"]) for line in (c.state.get("order") or {}).get("lines") or []]


@pytest.mark.parametrize("slug, first, answer, booked, asked, ymd, minute", [
    ("taller", "quiero una cubierta de montaña para el martes", "vale para el jueves",
     "Apunto: 1 × Cubierta urbana. Total 29,00 €.", "¿A qué hora lo recoges el jueves 5 de noviembre?",
     "2026-11-05", None),
    ("taller", "quiero una cubierta de montaña para el martes", "vale, el martes",
     "Apunto: 1 × Cubierta urbana. Total 29,00 €.", "¿A qué hora lo recoges el martes 3 de noviembre?",
     "2026-11-03", None),
    ("taller", "quiero una cubierta de montana para el martes", "si para el viernes",
     "Apunto: 1 × Cubierta urbana. Total 29,00 €.", "¿A qué hora lo recoges el viernes 6 de noviembre?",
     "2026-11-06", None),
    ("taller", "quiero una cubierta de montaña para el martes", "vale, para el jueves a las 11",
     "Apunto: 1 × Cubierta urbana. Total 29,00 €.", "¿A nombre de quién lo preparo?", "2026-11-05", 660),
    ("taller", "quiero una cubierta de montaña para el martes", "a las 11",
     "Apunto: 1 × Cubierta urbana. Total 29,00 €.", "¿A nombre de quién lo preparo?", "2026-11-03", 660),
    ("taller", "una cadena de 11 velocidades", "vale pal jueves",
     "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.", "¿A qué hora lo recoges el jueves 5 de noviembre?",
     "2026-11-05", None),
    ("taller", "quero unha cadea de 11 velocidades", "si para o venres",
     "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €.", "¿A que hora o recolles o venres 6 de novembro?",
     "2026-11-06", None),
    ("taller", "quero unha cadea de 11 velocidades", "vale, pro xoves ás 11",
     "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €.", "¿A nome de quen o preparo?", "2026-11-05", 660),
    ("taller", "quiero dos camaras de 26 pulgadas", "vale, el martes",
     "Apunto: 2 × Cámara 700x28. Total 14,00 €.", "¿A qué hora lo recoges el martes 3 de noviembre?",
     "2026-11-03", None),
    ("libreria", "quiero o lume vermello en castelán para el lunes", "a las 11",
     "Apunto: 1 × O lume vermello. Total 21,00 €.", "¿A nombre de quién lo preparo?", "2026-11-02", 660),
    ("floristeria", "quero unha orquidea rosa pro luns", "vale, ás 11",
     "Apunto: 1 × Orquídea. Total 32,00 €.", "¿A nome de quen o preparo?", "2026-11-02", 660),
])
def test_a_day_or_time_with_the_answer_takes_the_one_offered(slug, first, answer, booked, asked, ymd, minute):
    c = chat(slug)
    c.say(first)
    t = c.say(answer)
    assert t.texts[0] == booked and t.texts[-1] == asked
    assert "servicio" not in t.text and "Solo tengo" not in t.text and "Só teño" not in t.text
    assert c.state["order"]["ymd"] == ymd and c.state["order"]["min"] == minute
    assert not c.state.get("booking") or not any(c.state["booking"].values())


def test_a_time_today_too_late_is_said_with_the_one_taken():
    c = chat("libreria")
    c.say("quiero o lume vermello en castelán")
    t = c.say("a las 11")
    assert t.texts == ["Apunto: 1 × O lume vermello. Total 21,00 €.",
                       "A las 11:00 ya no llego. La hora libre más cercana es 13:30. ¿Te va bien?"]
    assert _lines(c) == [("lume-vermello", 1)]


@pytest.mark.parametrize("slug, first, asked, price, offer", [
    ("floristeria", "quiero una orquidea rosa para el lunes", "y cuanto cuesta?", "Orquídea: 32,00 €.",
     "Solo tengo Orquídea (Phalaenopsis blanca de dos varas), 32,00 €. ¿Te vale?"),
    ("floristeria", "quero unha orquidea rosa pro luns", "e canto custa?", "Orquídea: 32,00 €.",
     "Só teño Orquídea (Phalaenopsis branca de dúas varas), 32,00 €. ¿Vale?"),
    ("taller", "una cubierta de montaña", "¿y cuánto cuesta?", "Cubierta urbana: 29,00 €.",
     "Solo tengo Cubierta urbana (700x32, antipinchazos), 29,00 €. ¿Te vale?"),
    ("taller", "quero unha cadea de 11 velocidades", "canto custa?", "Cadea de 9 velocidades: 24,00 €.",
     "Só teño Cadea de 9 velocidades (Compatible con Shimano e SRAM), 24,00 €. ¿Vale?"),
    ("libreria", "quiero o lume vermello en castelán", "cuanto vale?", "O lume vermello: 21,00 €.",
     "Solo tengo O lume vermello (Novela negra ambientada en Compostela), 21,00 €. ¿Te vale?"),
])
def test_its_price_asked_is_answered_and_the_offer_asked_again(slug, first, asked, price, offer):
    c = chat(slug)
    c.say(first)
    t = c.say(asked)
    assert t.texts == [price, offer]
    assert "catálogo, con precios" not in t.text and not _lines(c)


def test_the_price_then_yes_takes_it_with_the_day_said_first():
    c = chat("floristeria")
    c.say("quiero una orquidea rosa para el lunes")
    c.say("y cuanto cuesta?")
    t = c.say("vale")
    assert t.texts == ["Apunto: 1 × Orquídea. Total 32,00 €.", "¿A qué hora lo recoges el lunes 2 de noviembre?"]


@pytest.mark.parametrize("slug, first, answer, told", [
    ("taller", "una cubierta de montaña", "hola", "Solo tengo Cubierta urbana"),        # no answer: asked again
    ("floristeria", "quiero una orquidea rosa para el lunes", "a que hora abris?",
     "El lunes 2 de noviembre abrimos de 10:00 a 14:00 y de 17:00 a 20:00."),
])
def test_near_misses_take_nothing(slug, first, answer, told):
    c = chat(slug)
    c.say(first)
    t = c.say(answer)
    assert told in t.text and "Apunto" not in t.text and not _lines(c)


def test_no_still_declines_and_another_product_is_no_yes():
    c = chat("taller")
    c.say("una cubierta de montaña para el martes")
    assert c.say("no").texts[0] == "Vale, no lo apunto."
    assert not _lines(c)
    c = chat("taller")
    c.say("una cubierta de montaña")
    t = c.say("mejor una cadena")
    assert "Apunto: 1 × Cadena de 9 velocidades." in t.text and _lines(c) == [("cadena", 1)]


@pytest.mark.parametrize("slug, said, booked", [
    ("", "una empanada de 16 euros", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("", "una empanada de 10 de la mañana", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("", "una empanada de 10 y media", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("", "una empanada de 10 para mañana", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("", "2 empanadas de 16 cada una", "Apunto: 2 × Empanada de zorza. Total 32,00 €."),
    ("", "una caja de polvorones de 5 euros", "Apunto: 1 × Caja de polvorones de almendra. Total 8,50 €."),
    ("", "unha empanada de 16 euros", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("", "unha empanada de 10 e media", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("taller", "una cámara de 7 euros", "Apunto: 1 × Cámara 700x28. Total 7,00 €."),
    ("taller", "una camara de 7 eur", "Apunto: 1 × Cámara 700x28. Total 7,00 €."),
    ("taller", "una cubierta de 2 unidades", "Apunto: 2 × Cubierta urbana. Total 58,00 €."),  # stop 54
    ("taller", "unha cuberta de 29 euros", "Apunto: 1 × Cuberta urbana. Total 29,00 €."),
])
def test_a_price_an_hour_or_a_count_after_a_product_is_no_size(slug, said, booked):
    t = chat(slug).say(said)
    assert t.texts[0] == booked
    assert "No tengo" not in t.text and "Non teño" not in t.text and "Solo tengo" not in t.text


@pytest.mark.parametrize("slug, said, not_had", [
    ("taller", "una cubierta de 29", "No tengo «cubierta de 29» en el catálogo."),      # a size code: still not had
    ("taller", "una camara de 26 para el martes", "No tengo «camara de 26» en el catálogo."),
    ("taller", "quero unha cadea de 11 velocidades", "Non teño «cadea de 11 velocidades» no catálogo."),
])
def test_a_size_it_has_not_is_still_said(slug, said, not_had):
    t = chat(slug).say(said)
    assert t.texts[0] == not_had and "Apunto" not in t.text


@pytest.mark.parametrize("said, booked", [
    ("un brownie blanco", "Apunto: 1 × Brownie sin harina. Total 3,00 €."),
    ("quero un brownie branco", "Apunto: 1 × Brownie sin harina. Total 3,00 €."),
])
def test_an_ingredients_colour_is_not_the_products(said, booked):
    t = chat().say(said)
    assert t.texts[0] == booked and "No tengo" not in t.text and "Non teño" not in t.text


@pytest.mark.parametrize("slug, said, not_had", [
    ("floristeria", "quiero una orquidea rosa", "No tengo «orquidea rosa» en el catálogo."),
    ("floristeria", "quero unha orquidea amarela", "Non teño «orquidea amarela» no catálogo."),
])
def test_the_products_own_colour_still_contradicts(slug, said, not_had):
    t = chat(slug).say(said)
    assert t.texts[0] == not_had and "Apunto" not in t.text
