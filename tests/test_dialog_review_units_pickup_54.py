"""Stop 54's review: «de N unidades» on packs and sizes, and the pickup-hours answer said too widely.

- «de N unidades» after a product was made its count for every product, packs and sized ones too:
  «un ramo de rosas de 12 unidades» (a bouquet of twelve roses) wrote «12 × Ramo de rosas. Total
  420,00 €», «de 24 unidades» 24 bouquets and a handoff, «una tarta de queso de 8 unidades» «8 × … 176,00
  €». Now the units said after a product sold in packs or in sizes say what one holds: the pack it is
  («1 × Ramo de rosas. Total 35,00 €»), its size («1 × Tarta de queso (8 raciones)»), or a pack not
  made, said and the one there is offered («No tengo «ramo de rosas de 24 unidades»… Solo tengo Ramo de
  rosas…»). A plain product is still counted: «una cubierta de 2 unidades» → 2 ×.
- «¿cuándo puedo recoger la bici?» at the workshop and «¿cuándo puedo recoger el libro que encargué?»
  at the bookshop were answered «Hoy abrimos… Se recoge a la hora que elijas al hacer el pedido…», wrong
  for a repair or an order made before. The hours answer only a pickup of nothing named («¿cuándo tengo
  que recogerlo?», «¿a qué hora lo recojo?»); a thing named or one's own order goes to a person as
  before. The answer says only the hours (the data says nothing of how a pickup works), and with an
  order held but empty the knowledge's text comes first («… en la franja de media hora que elijas…»).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge, line_counts

TODAY_BAKERY = "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."
TODAY_BAKERY_GL = "Hoxe abrimos de 09:00 a 14:00 e de 16:30 a 20:00."


# --- 1. «de N unidades» of a pack or a sized product ----------------------------------------------

@pytest.mark.parametrize("slug, said, booked, item", [
    ("floristeria", "un ramo de rosas de 12 unidades", "Apunto: 1 × Ramo de rosas. Total 35,00 €.", "ramo-rosas"),
    ("floristeria", "ramo de rosas de 12 unidades", "Apunto: 1 × Ramo de rosas. Total 35,00 €.", "ramo-rosas"),
    ("floristeria", "quero un ramo de rosas de doce unidades", "Apunto: 1 × Ramo de rosas. Total 35,00 €.",
     "ramo-rosas"),
    ("", "una caja de polvorones de 10 unidades", "Apunto: 1 × Caja de polvorones de almendra. Total 8,50 €.",
     "polvorones"),
    ("", "unha bolsa de galletas de 12 unidades", "Apunto: 1 × Bolsa de galletas de mantequilla. Total 6,50 €.",
     "galletas"),
])
def test_units_of_a_pack_are_the_pack_itself(slug, said, booked, item):
    c = chat(slug)
    t = c.say(said)
    assert booked in t.text and "persona" not in t.text and "persoa" not in t.text
    assert line_counts(c) == {item: 1}


@pytest.mark.parametrize("said, booked", [
    ("una tarta de queso de 8 unidades", "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),
    ("una tarta de queso de 12 unidades", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("unha tarta de queixo de 12 unidades", "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €."),
    ("tarta de queso de 8 unidades", "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),
])
def test_units_of_a_sized_product_are_its_size(said, booked):
    c = chat("")
    t = c.say(said)
    assert booked in t.text and "176,00 €" not in t.text
    assert line_counts(c) == {"tarta-queso": 1}


def test_units_of_a_sized_product_that_fit_no_size_ask_the_size():
    c = chat("")
    t = c.say("una tarta de queso de 10 unidades")
    assert "Apunto: 1 × Tarta de queso. Total 22,00 €." in t.text and "¿Para cuántas raciones?" in t.text
    assert line_counts(c) == {"tarta-queso": 1}


@pytest.mark.parametrize("said, not_had, offered", [
    ("un ramo de rosas de 24 unidades", "No tengo «ramo de rosas de 24 unidades» en el catálogo.",
     "Solo tengo Ramo de rosas"),
    ("quero un ramo de rosas de vinte unidades", "Non teño «ramo de rosas de vinte unidades» no catálogo.",
     "Só teño Ramo de rosas"),
])
def test_units_other_than_the_pack_are_a_pack_not_made(said, not_had, offered):
    c = chat("floristeria")
    t = c.say(said)
    assert not_had in t.text and offered in t.text and "35,00 €" in t.text
    assert "persona" not in t.text and "persoa" not in t.text and not line_counts(c)
    assert "Apunto: 1 × Ramo de rosas. Total 35,00 €." in c.press("Ramo de rosas · 35,00 €").text


@pytest.mark.parametrize("slug, said, booked, counts", [
    ("taller", "una cubierta de 2 unidades", "Apunto: 2 × Cubierta urbana. Total 58,00 €.", {"cubierta": 2}),
    ("taller", "cubierta de 3 unidades", "Apunto: 3 × Cubierta urbana. Total 87,00 €.", {"cubierta": 3}),
    ("taller", "unha cuberta de dúas unidades", "Apunto: 2 × Cuberta urbana. Total 58,00 €.", {"cubierta": 2}),
    ("floristeria", "dos ramos de rosas", "Apunto: 2 × Ramo de rosas. Total 70,00 €.", {"ramo-rosas": 2}),
    ("floristeria", "un ramo de 12 rosas", "Apunto: 1 × Ramo de rosas. Total 35,00 €.", {"ramo-rosas": 1}),
    ("", "quiero 2 cajas de polvorones de 10 unidades",
     "Apunto: 2 × Caja de polvorones de almendra. Total 17,00 €.", {"polvorones": 2}),
])
def test_near_misses_keep_their_counts(slug, said, booked, counts):
    c = chat(slug)
    assert booked in c.say(said).text
    assert line_counts(c) == counts


# --- 2. the pickup-hours answer --------------------------------------------------------------------

@pytest.mark.parametrize("slug, asked", [
    ("taller", "¿cuándo puedo recoger la bici?"),
    ("taller", "cuando puedo recojer la bici"),
    ("taller", "¿cando podo recoller a bici?"),
    ("libreria", "¿cuándo puedo recoger el libro que encargué?"),
    ("libreria", "cuando puedo recoger lo que pedi?"),
    ("libreria", "¿cando podo recoller o libro que encarguei?"),
    ("", "¿cuándo puedo recoger mi pedido?"),
    ("", "cuando puedo recoger el encargo?"),
    ("", "hice un encargo, ¿cuándo lo recojo?"),
    ("", "¿cando podo recoller a miña encarga?"),
])
def test_a_thing_named_or_made_before_is_no_hours_answer(slug, asked):
    t = chat(slug).say(asked)
    assert "abrimos" not in t.text and "a la hora que elijas" not in t.text
    assert "persona" in t.text or "persoa" in t.text


@pytest.mark.parametrize("slug, asked, hours", [
    ("", "¿cuándo tengo que recogerlo?", TODAY_BAKERY),
    ("", "¿a qué hora lo recojo?", TODAY_BAKERY),
    ("", "a q hora lo recojo", TODAY_BAKERY),
    ("", "a que hora os recollo?", TODAY_BAKERY_GL),
    ("", "cando teño que recollelo?", TODAY_BAKERY_GL),
    ("", "cuando tengo que recogerlo el martes?",
     "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("taller", "¿cuándo tengo que recogerla?", "Hoy abrimos de 10:00 a 14:00."),
    ("libreria", "a que hora lo puedo recoger?", "Hoy abrimos de 10:30 a 14:00."),
])
def test_a_pickup_of_nothing_named_answers_only_the_hours(slug, asked, hours):
    t = chat(slug).say(asked)
    assert t.text == hours
    assert t.request is None or t.request.get("status") != "pending"


@pytest.mark.parametrize("first, asked, kb, nothing, what", [
    ("para el martes", "¿cuándo tengo que recogerlos?", "en la franja de media hora que elijas al encargar",
     "Aún no llevas nada apuntado.", "¿Qué te preparo?"),
    ("para o martes", "cando teño que recollelos?", "na franxa de media hora que escollas ao encargar",
     "Aínda non levas nada apuntado.", "¿Que che preparo?"),
])
def test_an_empty_order_held_hears_the_knowledge_first(tmp_path, first, asked, kb, nothing, what):
    c = chat_with_knowledge("", tmp_path)
    c.say(first)
    t = c.say(asked)
    assert kb in t.text and nothing in t.text and what in t.text
    assert "abrimos" not in t.text and "0,00 €" not in t.text
    assert not line_counts(c) and c.order["ymd"] == "2026-11-03"


def test_an_empty_order_held_without_knowledge_hears_the_days_hours():
    c = chat("")
    c.say("para el martes")
    t = c.say("¿cuándo tengo que recogerlos?")
    assert "Aún no llevas nada apuntado. El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00." \
        in t.text and "a la hora que elijas" not in t.text and "¿Qué te preparo?" in t.text


def test_a_product_held_waiting_for_its_time_hears_that_days_hours():
    c = chat("")
    c.say("2 croissants para el martes")
    t = c.say("¿a qué hora los recojo?")
    assert t.text == ("El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00. "
                      "¿A qué hora lo recoges el martes 3 de noviembre?")
    assert line_counts(c) == {"croissant": 2}
