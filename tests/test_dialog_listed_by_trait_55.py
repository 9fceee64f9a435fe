"""Stop 55, task J: one of the things just listed, told by its price or by its description, with a day.

What was wrong: after a list, the customer who picked by price and added a day lost the pick. «¿qué
tartas tenéis?» then «la más barata para el martes» got «Lo más barato: Croissant de mantequilla:
1,80 €» — the cheapest of the whole catalogue, not of the list just shown, nothing held and the
Tuesday dropped (without the day, «la más barata» rightly answered Tarta de Santiago, 18 €). The same
with «el más barato para el lunes» after the bike shop's spare parts, «el más caro para el lunes» after
the florist's bouquets and «el más barato para el jueves a las 10» after the haircuts (the cheapest
service of all, a beard trim). Pointing at one listed product by a word of its description — «el de
las estrellas para el lunes», «el de 8 a 12 años», «la blanca para el lunes», «la que aguanta todo» —
went to a person.

What now happens: right after a list (a category's card or a group's prices), a pick by price with a
day, a time or a want word takes the cheapest (dearest) of those listed, and the day and time said
stay with it; a pick by a word of the description takes the one listed product whose name or
description has the words (typos one letter off a long word too); two of them → which, asked, naming
both. Unchanged: «la más barata» alone (answered), «¿cuál es la más barata?» (answered), «la más
barata para el martes» with no list shown (the cheapest of all, answered), «el primero para el martes».
"""
import pytest

from tests.conversation import chat, line_counts


def _after(slug: str, first: str, msg: str):
    c = chat(slug)
    c.say(first)
    return c, c.say(msg)


def _held_for(c, item: str, ymd: str) -> None:
    assert line_counts(c) == {item: 1}
    assert c.state["order"]["ymd"] == ymd


# --- by price, with a day: the cheapest (dearest) of those listed, held for that day ---------------

@pytest.mark.parametrize("msg", [
    "la mas barata para el martes",
    "la más barata para el martes",
    "vale, la mas barata para el martes",
    "quiero la más barata para el martes",
    "lo mas barato pal martes",
])
def test_the_cheapest_cake_listed_held_for_tuesday(msg):
    c, t = _after("", "que tartas teneis?", msg)
    assert t.texts[0] == "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", t.texts
    assert "Croissant" not in t.text
    _held_for(c, "tarta-santiago", "2026-11-03")
    t = c.say("8 raciones")
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text


@pytest.mark.parametrize("first,msg", [
    ("que tartas tedes?", "a máis barata pro martes"),
    ("que tartas tedes?", "a mais barata pro martes"),
    ("que tartas tedes?", "quero a máis barata pro martes"),
])
def test_the_cheapest_cake_listed_held_for_tuesday_in_galician(first, msg):
    c, t = _after("", first, msg)
    assert t.texts[0] == "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", t.texts
    assert "¿Para cantas racións?" in t.text
    _held_for(c, "tarta-santiago", "2026-11-03")
    t = c.press("8 racións")
    assert "¿A que hora o recolles o martes 3 de novembro?" in t.text


@pytest.mark.parametrize("msg", ["el mas barato para el lunes", "el más barato para el lunes",
                                 "o máis barato pro luns"])
def test_the_cheapest_spare_part_listed_held_for_monday(msg):
    c, t = _after("taller", "que recambios teneis?", msg)
    assert "1 × Cámara 700x28" in t.text and "7,00 €" in t.text
    assert "lunes 2 de noviembre" in t.text or "luns 2 de novembro" in t.text
    _held_for(c, "camara", "2026-11-02")


@pytest.mark.parametrize("msg", ["el mas caro para el lunes", "quiero el más caro para el lunes",
                                 "o máis caro pro luns"])
def test_the_dearest_bouquet_listed_held_for_monday(msg):
    c, t = _after("floristeria", "que ramos teneis?", msg)
    assert "1 × Ramo de rosas" in t.text and "35,00 €" in t.text
    assert "lunes 2 de noviembre" in t.text or "luns 2 de novembro" in t.text
    _held_for(c, "ramo-rosas", "2026-11-02")


def test_the_cheapest_haircut_listed_booked_not_the_cheapest_service():
    c, t = _after("peluqueria", "que cortes teneis?", "el mas barato para el jueves a las 10")
    assert t.texts[0].startswith("Apunto: corte infantil el jueves 5 de noviembre"), t.texts
    assert "10,00 €" in t.text and "barba" not in t.text
    assert c.state["booking"]["services"] == ["corte-infantil"]
    assert c.state["booking"]["ymd"] == "2026-11-05"


def test_the_cheapest_with_a_day_and_a_time_keeps_both():
    c, t = _after("floristeria", "que ramos teneis?", "el más barato para el lunes a las 11")
    assert "1 × Ramo de temporada" in t.text and "28,00 €" in t.text
    assert c.state["order"]["ymd"] == "2026-11-02" and c.state["order"]["min"] == 11 * 60
    assert "¿A qué hora" not in t.text


# --- by a word of the description ----------------------------------------------------------------

@pytest.mark.parametrize("msg", [
    "el de las estrellas para el lunes",
    "el de las estrelas para el lunes",
    "el de 8 a 12 años para el lunes",
    "el de 8 a 12 anos para el lunes",
    "quiero el de los planetas para el lunes",
    "o das estrelas pro luns",
])
def test_the_childrens_book_told_by_its_description(msg):
    c, t = _after("libreria", "que libros infantiles teneis?", msg)
    assert t.texts[0] == "Apunto: 1 × Atlas do ceo. Total 16,00 €.", t.texts
    assert "lunes 2 de noviembre" in t.text or "luns 2 de novembro" in t.text
    assert t.request["status"] == "collecting"
    _held_for(c, "atlas-ceo", "2026-11-02")


def test_the_other_childrens_book_by_its_ages():
    c, t = _after("libreria", "que libros infantiles teneis?", "el de 3 a 6 años para el lunes")
    assert t.texts[0] == "Apunto: 1 × A ra e a rata. Total 12,50 €.", t.texts
    _held_for(c, "ra-e-rata", "2026-11-02")


@pytest.mark.parametrize("msg,lang", [
    ("la blanca para el lunes", "es"),
    ("me quedo con la blanca para el lunes", "es"),
    ("a branca pro luns", "gl"),
    ("quedome coa branca pro luns", "gl"),
])
def test_the_white_plant_told_by_its_colour(msg, lang):
    c, t = _after("floristeria", "que plantas teneis?", msg)
    assert t.texts[0] == "Apunto: 1 × Orquídea. Total 32,00 €.", t.texts
    asked = {"es": "¿A qué hora lo recoges el lunes 2 de noviembre?",
             "gl": "¿A que hora o recolles o luns 2 de novembro?"}
    assert asked[lang] in t.text
    _held_for(c, "orquidea", "2026-11-02")


@pytest.mark.parametrize("msg", ["la que aguanta todo", "la que aguanta casi todo", "a que aguanta case todo",
                                 "quedome coa que aguanta todo"])
def test_the_plant_that_stands_anything_taken_not_a_person(msg):
    c, t = _after("floristeria", "que plantas teneis?", msg)
    assert t.texts[0] == "Apunto: 1 × Poto. Total 14,00 €.", t.texts
    assert "una persona" not in t.text and "unha persoa" not in t.text
    assert line_counts(c) == {"poto": 1}


def test_two_listed_fit_the_words_which_asked_naming_both():
    c, t = _after("libreria", "que teneis de papeleria?", "el de tapa para el lunes")
    assert t.text == "¿De cuál: Cuaderno A5 de rayas o Cuaderno A4 cuadriculado, para el lunes 2 de noviembre?"
    assert line_counts(c) == {}
    t = c.say("el de rayas")
    assert "1 × Cuaderno A5 de rayas" in t.text and "lunes 2 de noviembre" in t.text
    assert line_counts(c) == {"cuaderno-a5": 1}


def test_more_words_tell_the_one():
    c, t = _after("libreria", "que teneis de papeleria?", "el de tapa dura para el lunes")
    assert t.texts[0] == "Apunto: 1 × Cuaderno A5 de rayas. Total 4,50 €.", t.texts
    _held_for(c, "cuaderno-a5", "2026-11-02")


# --- near-misses that must not change -------------------------------------------------------------

def test_the_cheapest_alone_after_the_list_is_answered():
    c, t = _after("", "que tartas teneis?", "la mas barata")
    assert t.text == "Lo más barato: Tarta de Santiago: desde 18,00 €."
    assert line_counts(c) == {}


@pytest.mark.parametrize("msg", ["¿cuál es la más barata?", "cual es la mas barata", "¿cal é a máis barata?"])
def test_which_is_the_cheapest_is_answered(msg):
    c, t = _after("", "que tartas teneis?", msg)
    assert "barato: Tarta de Santiago: de" in t.text and "18,00 €" in t.text
    assert line_counts(c) == {}


def test_the_cheapest_for_tuesday_with_no_list_is_the_cheapest_of_all():
    t = chat("").say("la mas barata para el martes")
    assert t.text == "Lo más barato: Croissant de mantequilla: 1,80 €."


def test_the_first_for_tuesday_still_takes_the_first():
    c, t = _after("", "que tartas teneis?", "el primero para el martes")
    assert t.texts[0] == "Apunto: 1 × Tarta de queso. Total 22,00 €.", t.texts
    _held_for(c, "tarta-queso", "2026-11-03")


def test_a_day_alone_after_the_list_takes_nothing_by_description():
    c, t = _after("floristeria", "que plantas teneis?", "el lunes a las 11")
    assert line_counts(c) == {}
    assert t.text.startswith("¿Qué te preparo?")


def test_words_no_listed_thing_has_take_nothing():
    c, t = _after("floristeria", "que plantas teneis?", "la roja para el lunes")
    assert line_counts(c) == {}
    assert "Apunto" not in t.text and "Orquídea" not in t.text
