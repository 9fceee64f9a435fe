"""Stop 54, a number or a day said next to products, and a recap that showed nothing:

- With nothing written down but a day, «2 potos para el lunes» then «¿cuándo tengo que recogerlos?»
  answered «Llevas apuntado:  (total 0,00 €), el martes 3 de noviembre. Aún no lo he enviado.». An
  empty recap is never shown now: «Aún no llevas nada apuntado. El martes 3 de noviembre abrimos de
  09:00 a 14:00 y de 16:30 a 20:00.» and «¿Qué te preparo?» again (no policy of its own on how a
  pickup works: stop 54's review). With nothing at all, «¿cuándo tengo que recogerlo?» went to a
  person; now the same from the opening hours (the knowledge's text first, when it has one).
- «una empanada de 10 de la mañana» kept the 10:00 but asked «¿Qué día lo recoges?» as if no time were
  said; the day question of that message now says it: «¿Qué día lo recoges a las 10:00?» (a later
  question, after the size asked, does not repeat it; the 10:00 stays held for the day said).
- «una cubierta de 2 unidades» held one: «de N unidades» after a product is its count now (2 × …).
- «2 croissants y 2 napolitanas, uno hoy y uno mañana» held 2 croissants and 1 napolitana (one count
  changed silently, the nearest); now each product holds its first day's part (1 and 1), and the rest
  is said to go in another order. When the parts said do not add up to the count («3 croissants y 2
  napolitanas, uno hoy y dos mañana») no count is changed, and that is said: «No me queda claro cuántos
  son para cada día: de momento lo apunto todo para el sábado 31 de octubre. Dime qué cantidades dejo en
  este pedido.»
Near-misses kept: «tres croissants, uno hoy y dos mañana» (1 held), «una empanada de 16 euros» (no time),
«una tarta de queso de 12 raciones» (a size), «2 croissants para mañana a las 10»."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge, line_counts

TUESDAY_HOURS = "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."
TUESDAY_HOURS_GL = "O martes 3 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."
TODAY_HOURS = "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."
TODAY_HOURS_GL = "Hoxe abrimos de 09:00 a 14:00 e de 16:30 a 20:00."


# --- 1. the empty recap ---------------------------------------------------------------------------

@pytest.mark.parametrize("first, asked, hours, nothing, what", [
    ("2 potos para el lunes", "cuando tengo que recogerlos?", TUESDAY_HOURS, "Aún no llevas nada apuntado.",
     "¿Qué te preparo?"),
    ("para el martes", "¿cuándo tengo que recogerlos?", TUESDAY_HOURS, "Aún no llevas nada apuntado.",
     "¿Qué te preparo?"),
    ("para el martes", "a q hora lo puedo recoger", TUESDAY_HOURS, "Aún no llevas nada apuntado.",
     "¿Qué te preparo?"),
    ("para el martes", "para que dia era?", TUESDAY_HOURS, "Aún no llevas nada apuntado.", "¿Qué te preparo?"),
    ("para o martes", "cando teño que recollelos?", TUESDAY_HOURS_GL, "Aínda non levas nada apuntado.",
     "¿Que che preparo?"),
    ("2 potos para o luns", "cando teno que recollelos", TUESDAY_HOURS_GL, "Aínda non levas nada apuntado.",
     "¿Que che preparo?"),
])
def test_nothing_held_but_a_day_answers_that_days_hours(first, asked, hours, nothing, what):
    c = chat("")
    c.say(first)
    t = c.say(asked)
    assert "apuntado:" not in t.text and "0,00 €" not in t.text
    assert nothing in t.text and hours in t.text and what in t.text
    assert not line_counts(c) and c.order["ymd"] == "2026-11-03"


@pytest.mark.parametrize("asked, hours", [
    ("cuando tengo que recogerlo?", TODAY_HOURS),
    ("a que hora lo puedo recoger?", TODAY_HOURS),
    ("cuando tengo q recojerlo", TODAY_HOURS),
    ("cando teño que recollelo?", TODAY_HOURS_GL),
    ("a que hora o podo recoller?", TODAY_HOURS_GL),
])
def test_nothing_held_at_all_answers_the_hours(asked, hours):
    c = chat("")
    t = c.say(asked)
    assert t.text == hours      # the hours the data gives, no way of picking up the data does not say
    assert "persona" not in t.text and "persoa" not in t.text
    assert t.request is None or t.request.get("status") != "pending"
    assert not line_counts(c)


@pytest.mark.parametrize("slug, asked, hours", [
    ("floristeria", "cuando tengo que recogerlo?", "Hoy abrimos de 10:00 a 14:00."),
    ("libreria", "a que hora lo puedo recoger?", "Hoy abrimos de 10:30 a 14:00."),
])
def test_nothing_held_elsewhere_the_hours_of_that_shop(slug, asked, hours):
    t = chat(slug).say(asked)
    assert t.text == hours


@pytest.mark.parametrize("asked, said", [
    ("a que hora puedo recoger el martes?", TUESDAY_HOURS),       # the hours of that day, asked
    ("a que hora puedo pasar a recoger?", TODAY_HOURS),
])
def test_the_hours_asked_are_answered_as_before(asked, said):
    assert chat("").say(asked).text == said


@pytest.mark.parametrize("slug, asked", [
    ("", "¿cuándo puedo recoger mi pedido?"),
    ("taller", "¿cuándo puedo recoger mi bici?"),
])
def test_ones_own_order_made_before_is_no_hours_question(slug, asked):
    assert "abrimos" not in chat(slug).say(asked).text


def test_nothing_held_the_knowledge_answers_first(tmp_path):
    t = chat_with_knowledge("", tmp_path).say("cuando tengo que recogerlo?")
    assert "Los encargos se recogen en la tienda" in t.text


@pytest.mark.parametrize("first, asked, recap", [
    # («¿cuándo tengo que recogerlos?» with things held hears that day's hours since stop 63: come_when_asked)
    ("2 croissants para el martes", "para que dia era?",
     "Llevas apuntado: 2 × Croissant de mantequilla (total 3,60 €), el martes 3 de noviembre."),
    ("dous croissants para o martes", "para que dia era?",
     "Levas apuntado: 2 × Croissant de mantequilla (total 3,60 €), o martes 3 de novembro."),
])
def test_something_held_is_still_recapped(first, asked, recap):
    c = chat("")
    c.say(first)
    assert recap in c.say(asked).text


# --- 2. a time said beside the product ------------------------------------------------------------

@pytest.mark.parametrize("said, booked, asked, minute", [
    ("una empanada de 10 de la mañana", "Apunto: 1 × Empanada de zorza. Total 16,00 €.",
     "¿Qué día lo recoges a las 10:00?", 600),
    ("una empanada de las 10 de la manana", "Apunto: 1 × Empanada de zorza. Total 16,00 €.",
     "¿Qué día lo recoges a las 10:00?", 600),
    ("una empanada a las 10 y media", "Apunto: 1 × Empanada de zorza. Total 16,00 €.",
     "¿Qué día lo recoges a las 10:30?", 630),
    ("unha empanada das 10 da mañá", "Apunto: 1 × Empanada de zorza. Total 16,00 €.",
     "¿Que día o recolles ás 10:00?", 600),
    ("unha empanada das 11 da mana", "Apunto: 1 × Empanada de zorza. Total 16,00 €.",
     "¿Que día o recolles ás 11:00?", 660),
])
def test_the_time_said_is_in_the_day_question(said, booked, asked, minute):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == booked and asked in t.text
    assert c.order["min"] == minute
    assert f"{minute // 60}:{minute % 60:02d}" in c.say("el martes").text


@pytest.mark.parametrize("said, size_asked, asked, noted", [
    ("una tarta de queso de las 6 de la tarde", "¿Para cuántas raciones?", "¿Qué día lo recoges?",
     "Apunto la recogida el martes 3 de noviembre a las 18:00."),
    ("unha tarta de queixo das 6 da tarde", "¿Para cantas racións?", "¿Que día o recolles?",
     "Apunto a recollida o martes 3 de novembro ás 18:00."),
])
def test_the_time_said_stays_past_the_size(said, size_asked, asked, noted):
    c = chat("")
    assert size_asked in c.say(said).text
    assert c.order["min"] == 1080
    assert asked in c.say("12").text
    assert noted in c.say("el martes").text


@pytest.mark.parametrize("said, booked, asked", [
    ("una empanada de 16 euros", "Apunto: 1 × Empanada de zorza. Total 16,00 €.", "¿Qué día lo recoges?"),
    ("una tarta de queso de 12 raciones", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €.",
     "¿Qué día lo recoges?"),
])
def test_no_time_said_no_time_in_the_question(said, booked, asked):
    c = chat("")
    t = c.say(said)
    assert t.texts[0] == booked and t.text.endswith(asked) and c.order["min"] is None


def test_a_time_of_a_product_ready_today_is_kept():
    c = chat("")
    t = c.say("2 croissants para mañana a las 10")
    assert t.texts[0] == "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."
    assert c.order["min"] == 600 and line_counts(c) == {"croissant": 2}


# --- 3. «de N unidades» ---------------------------------------------------------------------------

@pytest.mark.parametrize("said, booked", [
    ("una cubierta de 2 unidades", "Apunto: 2 × Cubierta urbana. Total 58,00 €."),
    ("quiero una cubierta de 3 unidades", "Apunto: 3 × Cubierta urbana. Total 87,00 €."),
    ("una cubierta de dos unidades", "Apunto: 2 × Cubierta urbana. Total 58,00 €."),
    ("cubierta de 2 uds", "Apunto: 2 × Cubierta urbana. Total 58,00 €."),
    ("2 unidades de cubierta", "Apunto: 2 × Cubierta urbana. Total 58,00 €."),
    ("unha cuberta de 2 unidades", "Apunto: 2 × Cuberta urbana. Total 58,00 €."),
    ("quero unha cuberta de dúas unidades", "Apunto: 2 × Cuberta urbana. Total 58,00 €."),
])
def test_a_count_in_units_after_the_product_is_its_count(said, booked):
    c = chat("taller")
    assert c.say(said).texts[0] == booked
    assert line_counts(c) == {"cubierta": int(booked.split(" × ")[0].rsplit(" ", 1)[1])}


@pytest.mark.parametrize("slug, said, booked", [
    ("taller", "una cubierta de 29 euros", "Apunto: 1 × Cubierta urbana. Total 29,00 €."),
    ("", "una empanada de 16 euros", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("", "2 empanadas de 16 cada una", "Apunto: 2 × Empanada de zorza. Total 32,00 €."),
])
def test_money_after_the_product_is_no_count(slug, said, booked):
    assert chat(slug).say(said).texts[0] == booked


# --- 4. a split over two days of two products -----------------------------------------------------

@pytest.mark.parametrize("said, today, other", [
    ("2 croissants y 2 napolitanas, uno hoy y uno mañana",
     "Apunto: 1 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 3,80 €.",
     "Lo del domingo 1 de noviembre va en otro pedido"),
    ("2 croissants y 2 napolitanas, uno hoy y otro mañana",
     "Apunto: 1 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 3,80 €.",
     "Lo del domingo 1 de noviembre va en otro pedido"),
    ("dos croisants y dos napolitanas, una hoy y una mañana",
     "Apunto: 1 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 3,80 €.",
     "Lo del domingo 1 de noviembre va en otro pedido"),
    ("4 croissants y 4 napolitanas, dos hoy y dos mañana",
     "Apunto: 2 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 7,60 €.",
     "Lo del domingo 1 de noviembre va en otro pedido"),
    ("2 croissants e 2 napolitanas, un hoxe e outro mañá",
     "Apunto: 1 × Croissant de mantequilla e 1 × Napolitana de chocolate. Total 3,80 €.",
     "O do domingo 1 de novembro vai noutro pedido"),
    ("2 croissants e 2 napolitanas, un hoxe e un mana",
     "Apunto: 1 × Croissant de mantequilla e 1 × Napolitana de chocolate. Total 3,80 €.",
     "O do domingo 1 de novembro vai noutro pedido"),
])
def test_each_product_holds_its_first_days_part(said, today, other):
    c = chat("")
    t = c.say(said)
    assert today in t.text and other in t.text
    counts = line_counts(c)
    assert counts["croissant"] == counts["napolitana"]


@pytest.mark.parametrize("said, held", [
    ("tres croissants, uno hoy y dos mañana", {"croissant": 1}),
    ("tres croissants, un hoxe e dous mañá", {"croissant": 1}),
    ("dos croissants, uno hoy y otro mañana", {"croissant": 1}),
])
def test_one_product_split_as_before(said, held):
    c = chat("")
    c.say(said)
    assert line_counts(c) == held


@pytest.mark.parametrize("said, held, told, unclear", [
    ("3 croissants y 2 napolitanas, uno hoy y dos mañana", {"croissant": 3, "napolitana": 2},
     "3 × Croissant de mantequilla y 2 × Napolitana de chocolate",
     "No me queda claro cuántos son para cada día: de momento lo apunto todo para el sábado 31 de octubre. "
     "Dime qué cantidades dejo en este pedido."),
    ("3 croissants e 2 napolitanas, un hoxe e dous mañá", {"croissant": 3, "napolitana": 2},
     "3 × Croissant de mantequilla e 2 × Napolitana de chocolate",
     "Non me queda claro cantos son para cada día: polo de agora apúntoo todo para o sábado 31 de outubro."),
    ("tres croissants, uno hoy y tres mañana", {"croissant": 3}, "3 × Croissant de mantequilla",
     "No me queda claro cuántos son para cada día"),
])
def test_parts_that_do_not_add_up_change_no_count_and_say_so(said, held, told, unclear):
    c = chat("")
    t = c.say(said)
    assert line_counts(c) == held and told in t.text and unclear in t.text


@pytest.mark.parametrize("said", ["tres croissants, uno hoy y dos mañana", "6 croissants a las 5 hoy y 2 mañana",
                                  "2 croissants y 2 napolitanas, uno hoy y uno mañana"])
def test_parts_that_add_up_say_nothing_unclear(said):
    assert "No me queda claro" not in chat("").say(said).text
