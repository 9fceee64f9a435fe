"""Corrections in the middle of an order, through turn() (now = Saturday 31 Oct 2026 12:40):
«sin X» / «las X no» remove, a weekday with a day number, midnight, change requests at the
name and note steps, and option buttons that name nothing the line takes."""
from __future__ import annotations

import pytest

from bizengine.understanding.items import find_items
from bizengine.conversation.contact import looks_like_name
from bizengine.understanding.reader import analyze
from tests.conversation import NOW, Conversation, bakery, chat

CROISSANTS_AND_PALMERAS = "quiero 3 croissants y 2 palmeras para el martes a las 10"
ASK_NAME = "¿A nombre de quién lo preparo?"
ASK_NAME_GL = "¿A nome de quen o preparo?"
CHEESECAKE_12 = "una tarta de queso para 12 para el sábado a las 11"
ASK_NOTE = "¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)? Si no, dime «no»."


# ---------------------------------------------------------------- 1. «sin X» removes

@pytest.mark.parametrize("text, shown, ask, left", [
    ("sin palmeras", "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", ASK_NAME, [("croissant", 3)]),
    ("las palmeras no", "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", ASK_NAME, [("croissant", 3)]),
    ("sin las palmeras", "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", ASK_NAME, [("croissant", 3)]),
    ("al final sin croissants", "Apunto: 2 × Palmera de hojaldre. Total 4,40 €.", ASK_NAME, [("palmera", 2)]),
    ("sen palmeiras", "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", ASK_NAME_GL, [("croissant", 3)]),
    ("sen as palmeiras", "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", ASK_NAME_GL, [("croissant", 3)]),
])
def test_without_a_product_removes_it(text, shown, ask, left):
    c = Conversation()
    c.say(CROISSANTS_AND_PALMERAS)
    t = c.say(text)
    assert t.texts == [shown, ask]
    assert [(l["item_id"], l["qty"]) for l in c.order["lines"]] == left
    assert t.request["total_cents"] == sum(l["total_cents"] for l in t.request["data"]["lines"])


@pytest.mark.parametrize("text", ["sin gluten", "sen lactosa", "sin azúcar"])
def test_without_a_diet_word_is_no_removal_and_no_name(text):
    c = Conversation()
    c.say(CROISSANTS_AND_PALMERAS)
    t = c.say(text)
    assert [(l["item_id"], l["qty"]) for l in c.order["lines"]] == [("croissant", 3), ("palmera", 2)]
    assert c.order["name"] is None
    assert not any(x.startswith("Apunto:") for x in t.texts)
    assert t.texts[-1] in (ASK_NAME, ASK_NAME_GL)


def test_a_product_named_with_sin_is_still_added():
    c = Conversation()
    t = c.say("un brownie sin harina")
    assert t.texts[0].startswith("Apunto: 1 × Brownie sin harina.")


def test_without_one_product_while_adding_another():
    c = Conversation()
    c.say(CROISSANTS_AND_PALMERAS)
    t = c.say("pon 2 napolitanas y sin palmeras")
    assert t.texts[0] == "Apunto: 3 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 9,40 €."
    assert [l["item_id"] for l in c.order["lines"]] == ["croissant", "napolitana"]


@pytest.mark.parametrize("text, mode, lines, removed", [
    ("sin palmeras", "remove", [("palmera", 1)], []),
    ("las palmeras no", "remove", [("palmera", 1)], []),
    ("sen palmeiras", "remove", [("palmera", 1)], []),
    ("sin gluten", "add", [], []),
    ("brownie sin harina", "add", [("brownie", 1)], []),
    ("2 napolitanas sin palmeras", "add", [("napolitana", 2)], ["palmera"]),
    ("sin tarta", "remove", [], ["tarta-queso", "tarta-santiago", "tarta-sacher", "tarta-zanahoria",
                                  "tarta-limon", "tarta-personalizada"]),
])
def test_find_items_negation(text, mode, lines, removed):
    f = find_items(text, bakery())
    assert f.mode == mode
    assert [(l["item_id"], l["qty"]) for l in f.lines] == lines
    assert f.removed == removed


# ---------------------------------------------------------------- 2. a weekday with a day number

@pytest.mark.parametrize("text, ymd, shown", [
    ("tarta de Santiago para 20 para el sábado 14 a las 11", "2026-11-14", ASK_NAME),
    ("tarta de Santiago para 20 para el viernes 13 a las 11", "2026-11-13", ASK_NAME),
    ("tarta de Santiago para 20 para el martes 10 a las 11", "2026-11-10", ASK_NAME),
    ("tarta de Santiago para 20 para el sábado 14 de noviembre a las 11", "2026-11-14", ASK_NAME),
    ("tarta de Santiago para 20 para el 14 a las 11", "2026-11-14", ASK_NAME),
])
def test_weekday_and_number_is_that_date(text, ymd, shown):
    c = Conversation()
    t = c.say(text)
    assert t.texts == ["Apunto: 1 × Tarta de Santiago (20 raciones). Total 36,00 €.", shown]
    assert c.order["ymd"] == ymd and c.order["min"] == 660
    assert t.request["slot_start"] == f"{ymd}T11:00:00+01:00"


def test_a_bare_day_number_at_the_day_question():
    c = Conversation()
    c.say("tarta de Santiago para 20")
    t = c.say("el 14")
    assert t.texts == ["¿A qué hora lo recoges el sábado 14 de noviembre?"]
    assert c.order["ymd"] == "2026-11-14"


def test_monday_9_is_closed_and_says_that_date():
    c = Conversation()
    t = c.say("tarta de Santiago para 20 para el lunes 9 a las 11")
    assert t.texts[-1] == "El lunes 9 de noviembre no abrimos. ¿Qué día te va bien?"
    assert all(ch["action"]["type"] == "day" for ch in t.chips)


@pytest.mark.parametrize("text, question, chips, days", [
    ("tarta de Santiago para 20 para el viernes 14 a las 11",
     "Ese día de la semana no cae en ese número. ¿Cuál quieres: el viernes 13 de noviembre o el sábado 14 de noviembre?",
     ["vie 13 nov", "sáb 14 nov"], ["2026-11-13", "2026-11-14"]),
    ("tarta de Santiago para 20 para el domingo 14 de noviembre",
     "Ese día de la semana no cae en ese número. ¿Cuál quieres: el sábado 14 de noviembre o el domingo 15 de noviembre?",
     ["sáb 14 nov", "dom 15 nov"], ["2026-11-14", "2026-11-15"]),
])
def test_weekday_and_number_disagree_asks_which_day(text, question, chips, days):
    c = Conversation()
    t = c.say(text)
    assert t.texts == ["Apunto: 1 × Tarta de Santiago (20 raciones). Total 36,00 €.", question]
    assert t.chip_labels == chips
    assert [ch["action"] for ch in t.chips] == [{"type": "day", "ymd": d} for d in days]
    assert c.order["ymd"] is None and c.state["awaiting"] == "day"
    t = c.press("sáb 14 nov")
    assert c.order["ymd"] == "2026-11-14"
    assert t.texts[-1] == "¿A qué hora lo recoges el sábado 14 de noviembre?"


def test_a_quantity_after_a_weekday_is_not_a_day_number():
    c = Conversation()
    t = c.say("para el viernes 2 croissants a las 10")
    assert t.texts[0] == "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."
    assert c.order["ymd"] == "2026-11-06" and c.order["min"] == 600


def test_midnight_tomorrow_is_00_00_of_the_day_after():
    c = Conversation()
    t = c.say("dos palmeras para mañana a las 12 de la noche")
    # 00:00 of Monday 2 November: closed, and the customer is told that date
    assert t.texts == ["Apunto: 2 × Palmera de hojaldre. Total 4,40 €.",
                       "El lunes 2 de noviembre no abrimos. ¿Qué día te va bien?"]


# ---------------------------------------------------------------- 3. changes at the name and note steps

@pytest.mark.parametrize("text, shown, lines", [
    ("mejor de zanahoria", "Apunto: 1 × Tarta de zanahoria (12 raciones). Total 32,00 €.",
     [("tarta-zanahoria", 1, {"raciones": "12"})]),
    ("mellor de cenoria", "Apunto: 1 × Tarta de zanahoria (12 racións). Total 32,00 €.",
     [("tarta-zanahoria", 1, {"raciones": "12"})]),
    ("en vez de queso, sacher", "Apunto: 1 × Tarta Sacher (12 raciones). Total 34,00 €.",
     [("tarta-sacher", 1, {"raciones": "12"})]),
    ("una más", "Apunto: 2 × Tarta de queso (12 raciones). Total 60,00 €.",
     [("tarta-queso", 2, {"raciones": "12"})]),
    ("Una más", "Apunto: 2 × Tarta de queso (12 raciones). Total 60,00 €.",
     [("tarta-queso", 2, {"raciones": "12"})]),
    ("ponme dos más", "Apunto: 3 × Tarta de queso (12 raciones). Total 90,00 €.",
     [("tarta-queso", 3, {"raciones": "12"})]),
])
def test_change_requests_at_the_name_step_change_the_order(text, shown, lines):
    c = Conversation()
    c.say(CHEESECAKE_12)
    t = c.say(text)
    assert t.texts[0] == shown
    assert t.texts[-1] in (ASK_NAME, ASK_NAME_GL)
    assert c.order["name"] is None
    assert [(l["item_id"], l["qty"], l["options"]) for l in c.order["lines"]] == lines


@pytest.mark.parametrize("text", ["uno menos", "Uno menos", "una menos"])
def test_one_less_at_the_name_step_is_never_the_name(text):
    c = Conversation()
    c.say("dos palmeras para el sábado a las 11")
    t = c.say(text)
    assert t.texts == ["Apunto: 1 × Palmera de hojaldre. Total 2,20 €.", ASK_NAME]
    assert c.order["name"] is None


def test_one_less_of_the_only_unit_empties_the_order():
    c = Conversation()
    c.say(CHEESECAKE_12)
    t = c.say("uno menos")
    assert t.texts[0] == "El pedido queda vacío."
    assert c.order["lines"] == [] and c.order["name"] is None


def test_one_more_at_the_note_step_is_not_the_note():
    c = Conversation()
    c.say(CHEESECAKE_12)
    c.say("Iria")
    c.say("655444333")
    t = c.say("una más")
    assert t.texts == ["Apunto: 2 × Tarta de queso (12 raciones). Total 60,00 €.", ASK_NOTE]
    assert c.order["note"] is None
    t = c.say("Feliz cumple")
    assert c.order["note"] == "Feliz cumple"


@pytest.mark.parametrize("text, ok", [
    ("Iria", True), ("iria dos santos", True), ("Dos Santos", True), ("Laura Mas", True),
    ("uno menos", False), ("Uno Menos", False), ("una más", False), ("mejor de zanahoria", False),
    ("en vez de queso, sacher", False), ("quiero otra", False), ("sin gluten", False), ("dos palmeras", False),
])
def test_looks_like_name_with_the_signals(text, ok):
    cart = [{"item_id": "tarta-queso", "qty": 1, "options": {"raciones": "12"}}]
    s = analyze(text, bakery(), {"lang": "es", "awaiting": "name", "now": NOW, "cart": cart})
    assert looks_like_name(text, s) is ok
    if not ok:
        assert s.name is None


# ---------------------------------------------------------------- 4. option buttons

@pytest.mark.parametrize("action, error", [
    ({"type": "option", "line": 0, "option": "raciones", "choice": "999"}, "unknown choice '999' for option 'raciones'"),
    ({"type": "option", "line": 0, "option": "sabor", "choice": "8"}, "unknown option: 'sabor'"),
    ({"type": "option", "line": 5, "option": "raciones", "choice": "8"}, "no line 5: the order has 1"),
    ({"type": "option", "line": -1, "option": "raciones", "choice": "8"}, "no line -1: the order has 1"),
    ({"type": "option", "line": "x", "option": "raciones", "choice": "8"}, "not a line: 'x'"),
])
def test_an_option_button_naming_nothing_real_raises(action, error):
    c = Conversation()
    c.say("una tarta de queso")
    before = c.state
    with pytest.raises(ValueError, match=error):
        c.act(action)
    assert c.state is before and before["order"]["lines"] == [{"item_id": "tarta-queso", "qty": 1, "options": {}}]


def test_an_option_the_line_does_not_take_raises():
    c = Conversation()
    c.say("dos palmeras y una tarta de queso")
    with pytest.raises(ValueError, match="line 0 does not take option 'raciones'"):
        c.act({"type": "option", "line": 0, "option": "raciones", "choice": "8"})


def test_a_good_option_button_sets_it():
    c = Conversation()
    c.say("una tarta de queso")
    t = c.act({"type": "option", "line": 0, "option": "raciones", "choice": "12"}, "12 raciones")
    assert t.texts[0] == "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."
    assert c.order["lines"] == [{"item_id": "tarta-queso", "qty": 1, "options": {"raciones": "12"}}]


TWO_CAKES = "una tarta de queso para 12 y una sacher para 8 para el sábado a las 11"


def test_better_flavour_with_two_lines_of_that_noun_asks_which():
    c = Conversation()
    c.say(TWO_CAKES)
    t = c.say("mejor de zanahoria")
    assert t.texts == ["¿Cuál cambio por Tarta de zanahoria: Tarta de queso o Tarta Sacher?"]
    assert t.chips == [{"label": "Tarta de queso", "text": "en vez de Tarta de queso, Tarta de zanahoria"},
                       {"label": "Tarta Sacher", "text": "en vez de Tarta Sacher, Tarta de zanahoria"}]
    assert c.order["name"] is None and len(c.order["lines"]) == 2
    t = c.press("Tarta de queso")
    assert t.texts == ["Apunto: 1 × Tarta Sacher (8 raciones) y 1 × Tarta de zanahoria (12 raciones). Total 58,00 €.",
                       ASK_NAME]


@pytest.mark.parametrize("answer, shown", [
    ("la de queso", "Apunto: 1 × Tarta Sacher (8 raciones) y 1 × Tarta de zanahoria (12 raciones). Total 58,00 €."),
    ("la sacher", "Apunto: 1 × Tarta de queso (12 raciones) y 1 × Tarta de zanahoria (8 raciones). Total 54,00 €."),
])
def test_which_one_answered_in_words(answer, shown):
    c = Conversation()
    c.say(TWO_CAKES)
    c.say("mejor de zanahoria")
    t = c.say(answer)
    assert t.texts == [shown, ASK_NAME]
    assert c.order["name"] is None


@pytest.mark.parametrize("text, shown", [
    ("una palmera menos", "Apunto: 3 × Croissant de mantequilla y 1 × Palmera de hojaldre. Total 7,60 €."),
    ("dos croissants menos", "Apunto: 1 × Croissant de mantequilla y 2 × Palmera de hojaldre. Total 6,20 €."),
    ("pon 2 napolitanas y una palmera menos",
     "Apunto: 3 × Croissant de mantequilla, 1 × Palmera de hojaldre y 2 × Napolitana de chocolate. Total 11,60 €."),
    ("una palmera más", "Apunto: 3 × Croissant de mantequilla y 3 × Palmera de hojaldre. Total 12,00 €."),
])
def test_a_product_with_more_or_less(text, shown):
    c = Conversation()
    c.say(CROISSANTS_AND_PALMERAS)
    t = c.say(text)
    assert t.texts == [shown, ASK_NAME]


@pytest.mark.parametrize("change, item", [
    ("al final que sean napolitanas", "napolitana"), ("prefiero napolitanas", "napolitana"),
    ("mejor que sean palmeras", "palmera"), ("cambialo por palmeras", "palmera"),
    ("cámbiamelos por napolitanas", "napolitana"), ("prefiro palmeiras", "palmera"),
    ("que sexan napolitanas", "napolitana"),
])
def test_another_product_said_instead_takes_the_place_and_the_count(change, item):
    """«al final que sean napolitanas» added 1 napolitana beside the 6 croissants."""
    c = chat()
    c.say("quiero 6 croissants para el martes a las 10")
    c.say(change)
    assert c.order["lines"] == [{"item_id": item, "qty": 6, "options": {}}]


def test_another_product_said_instead_at_the_summary():
    c = chat()
    for text in ("quiero 6 croissants para el martes a las 10", "Carmen", "611222333", "no"):
        c.say(text)
    t = c.say("cambialo por palmeras")
    assert "Apunto: 6 × Palmera de hojaldre. Total 13,20 €." in t.text
    assert "Este es el pedido que enviaré al local." in t.text
