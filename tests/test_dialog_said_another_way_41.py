"""Misses found by stop 40's probe, each a family: a change in two clauses with no «y»; «las X no,
mejor 4»; «a las 11, de hombre» read as eleven haircuts; short replies after a price («¿me guardáis
4?», «pues 4 a las 6», «me quedo con la de 12», «pues 3» after a group's prices); a count and an
hour at the time question; the status asked as «¿cuándo sabré algo?»; a line taken off asked as a
favour; «vale esa, para el martes»; «zierran»; «¿rosas de dónde?» answered with the address."""
import pytest

from tests.conversation import chat, line_counts

STATUS = "Ya está enviado y aún sin confirmar"
STATUS_GL = "Xa está enviado e aínda sen confirmar"



@pytest.mark.parametrize("then", [
    "añade una bica, quita un croissant",
    "añade una bica pero quita un croissant",
    "quita un croissant, añade una bica",
    "engade unha bica, quita un croissant",
    "una bica más y quita un croissant",
])
def test_an_addition_and_a_take_off_in_one_message(then):
    c = chat()
    c.say("quiero 3 croissants y 2 palmeras para el martes")
    c.say(then)
    assert line_counts(c) == {"croissant": 2, "palmera": 2, "bica": 1}


@pytest.mark.parametrize("then, counts", [
    ("las palmeras no, mejor 4", {"croissant": 3, "palmera": 4}),
    ("as palmeiras non, mellor catro", {"croissant": 3, "palmera": 4}),
    ("las palmeras no, mejor napolitanas", {"croissant": 3, "napolitana": 2}),
])
def test_no_then_better_a_count_or_a_thing(then, counts):
    c = chat()
    c.say("quiero 3 croissants y 2 palmeras para el martes")
    c.say(then)
    assert line_counts(c) == counts


@pytest.mark.parametrize("said, first", [
    ("el jueves a las 11, de hombre", "Apunto: corte de hombre el jueves 5 de noviembre."),
    ("el xoves ás 11 de home", "Apunto: corte de home o xoves 5 de novembro."),
])
def test_the_hour_before_a_kind_is_no_count(said, first):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0].startswith(first)
    assert "a la vez" not in t.text and "á vez" not in t.text


@pytest.mark.parametrize("asked, then, said", [
    ("¿cuánto cuesta la palmera?", "¿me guardáis 4?", "Apunto: 4 × Palmera de hojaldre."),
    ("canto custa a palmeira?", "gardádesme 4?", "Apunto: 4 × Palmera de hojaldre."),
    ("¿cuánto cuesta la palmera?", "me apartas 2 porfa", "Apunto: 2 × Palmera de hojaldre."),
    ("¿cuánto cuesta la palmera?", "pues 4 a las 6", "Apunto: 4 × Palmera de hojaldre."),
    ("canto custa a palmeira?", "pois 4 ás 6", "Apunto: 4 × Palmera de hojaldre."),
    ("¿cuánto cuesta la tarta de santiago?", "me quedo con la de 12", "Apunto: 1 × Tarta de Santiago (12 raciones)."),
    ("canto custa a tarta de santiago?", "quédome coa de 12", "Apunto: 1 × Tarta de Santiago (12 racións)."),
    ("¿cuánto cuesta la tarta de santiago?", "vale, me quedo con la grande",
     "Apunto: 1 × Tarta de Santiago (20 raciones)."),
])
def test_a_short_reply_after_a_price_takes_that_one(asked, then, said):
    c = chat()
    c.say(asked)
    t = c.say(then)
    assert t.texts[0].startswith(said)


def test_a_count_at_the_hour_after_a_price_sets_both():
    c = chat()
    c.say("¿cuánto cuesta la palmera?")
    c.say("pues 4 a las 6")
    assert line_counts(c) == {"palmera": 4}
    assert c.order["min"] == 18 * 60


@pytest.mark.parametrize("then", ["pues 3", "vale, tres", "pois tres"])
def test_a_count_after_a_group_s_prices_asks_which_and_keeps_the_count(then):
    c = chat()
    c.say("¿cuánto cuestan las tartas?")
    t = c.say(then)
    assert t.texts[0] in ("¿Qué tarta quieres?", "¿Que tarta queres?")
    c.say("de queso")
    assert line_counts(c) == {"tarta-queso": 3}


@pytest.mark.parametrize("then, qty", [
    ("al final 4 a las 11", 4),
    ("que sean 4 a las 11", 4),
    ("ao final 4 ás 11", 4),
    ("mejor 5 a las 12", 5),
    ("a las 11", 3),
])
def test_a_count_and_an_hour_at_the_time_question(then, qty):
    c = chat()
    c.say("quiero 3 croissants para mañana")
    c.say(then)
    assert line_counts(c) == {"croissant": qty}
    assert c.order["min"] in (11 * 60, 12 * 60)


def _sent():
    c = chat("restaurante")
    for step in ("mesa para 2 el jueves a las 14", "Ana", "612345678", "no"):
        c.say(step)
    c.press("Enviar")
    return c


@pytest.mark.parametrize("asked, said", [
    ("cuando sabré algo?", STATUS),
    ("y eso cuando se confirma?", STATUS),
    ("cando saberei algo?", STATUS_GL),
    ("e iso cando se confirma?", STATUS_GL),
    ("¿cuándo me decís algo?", STATUS),
])
def test_when_it_is_confirmed_asked_after_sending(asked, said):
    c = _sent()
    requests = len(c.requests)
    t = c.say(asked)
    assert t.texts[0].startswith(said)
    assert len(c.requests) == requests


@pytest.mark.parametrize("then, counts", [
    ("¿puedes quitar uno?", {"croissant": 2}),
    ("¿podéis quitar un croissant?", {"croissant": 2}),
    ("podes quitar un croissant?", {"croissant": 2}),
])
def test_taking_one_off_asked_as_a_favour(then, counts):
    c = chat()
    c.say("quiero 3 croissants para el martes")
    c.say(then)
    assert line_counts(c) == counts


@pytest.mark.parametrize("first, asked, then, said", [
    ("quiero una tarta de santiago", "¿cuánto cuesta la de 12?", "vale esa, para el martes",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("quero unha tarta de santiago", "canto custa a de 12?", "vale esa, pro martes ás 11", "¿A nome de quen o preparo?"),
])
def test_that_size_and_a_day(first, asked, then, said):
    c = chat()
    c.say(first)
    c.say(asked)
    t = c.say(then)
    assert c.order["lines"][0]["options"] == {"raciones": "12"}
    assert c.order["ymd"] == "2026-11-03"
    assert t.texts[-1].startswith(said)


@pytest.mark.parametrize("asked", ["a que hora zierran?", "a q hora sierran", "cuando zierran hoy?"])
def test_closing_time_misspelt(asked):
    t = chat().say(asked)
    assert t.texts[0].startswith("Hoy abrimos de 09:00 a 14:00")


@pytest.mark.parametrize("asked", ["¿rosas de dónde?", "e as rosas de onde?", "y las rosas de donde"])
def test_where_a_thing_comes_from_is_no_address(asked):
    t = chat("floristeria").say(asked)
    assert "Rúa da Raíña 12" not in t.text


def test_where_to_pick_up_beside_an_order_is_no_unknown_thing():
    t = chat().say("quiero 2 croissants, ¿de dónde los recojo?")
    assert t.texts[0].startswith("Apunto: 2 × Croissant de mantequilla.")


@pytest.mark.parametrize("said, first", [
    ("quiero 2 palmeras y que sean de chocolate", "No tengo «palmeras de chocolate» en la carta."),
    ("quiero 2 croissants, que sean de mantequilla", "Apunto: 2 × Croissant de mantequilla."),
    ("quiero una tarta de santiago y que sea de 12", "Apunto: 1 × Tarta de Santiago (12 raciones)."),
    ("quero unha tarta de santiago e que sexa de 12", "Apunto: 1 × Tarta de Santiago (12 racións)."),
])
def test_the_kind_wished_after_the_thing_is_of_that_thing(said, first):
    t = chat().say(said)
    assert t.texts[0].startswith(first)


@pytest.mark.parametrize("then, counts", [
    ("me llevo dos y un croissant", {"palmera": 2, "croissant": 1}),
    ("quiero 3 y una napolitana", {"palmera": 3, "napolitana": 1}),
    ("pois levo dúas e un croissant", {"palmera": 2, "croissant": 1}),
    ("ponme 2 y 2 croissants", {"palmera": 2, "croissant": 2}),
    ("quiero un croissant", {"croissant": 1}),
])
def test_a_count_of_the_thing_priced_beside_another(then, counts):
    c = chat()
    c.say("¿cuánto cuesta la palmera?")
    c.say(then)
    assert line_counts(c) == counts
