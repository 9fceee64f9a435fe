"""Stop 57: references and questions right after a list or a price, and praise of a service had.

- A price or a size's word right after a list was a question for a person: «que tartas teneis? || la
  de 26» read «Eso no lo tengo claro y prefiero no inventarlo. Le paso tu pregunta…», and so did «la
  de 30», «la pequeña», «a de 26». Now the one listed at that price is taken («Apunto: 1 × Tarta
  Sacher. Total 26,00 €.», no «26 personas»); a price only a size costs asks among those, in that size
  («¿De cuál: Tarta de queso o Tarta de limón (lemon pie)?», chips at 30,00 €); a price nothing costs
  asks among all listed; «la pequeña» asks which one in that size (chips at its prices).
- «info de la tarta de queso de 12» was a question for a person (its size kept it from being read as
  «¿qué es…?»). Now it is the description and that size's price: «Tarta de queso: Cremosa, al horno…»,
  «Tarta de queso (12 raciones): 30,00 €.»; also «háblame de la tarta sacher de 20 raciones», Galician
  «info da tarta de queixo de 12».

- «¿y la X?» / «¿cuánto cuesta la X?» right after a price, X sold nowhere: «cuanto cuesta el pulpo? y la
  tortilla?» answered the octopus, then «Sobre «¿La tortilla?»: eso no lo tengo claro…» (a person), and
  «¿cuánto cuesta la tortilla?» after the octopus's price priced the octopus again. Now X is what is asked
  and, not being sold, it gets the same words as a plain «¿cuánto cuesta la tortilla?»: «No tengo
  «tortilla» en el catálogo.» and the catalogue. A thing sold is still priced («¿y las croquetas?»).
- Praise of a service had started a booking: «muy bien el corte, gracias» read «¿Qué corte quieres: de
  mujer, de hombre o infantil?»; «la revisión perfecta, gracias» booked a revision. Now thanks or a past
  («de ayer») beside it make it praise of a thing done: thanked, nothing booked. «perfecto, el corte de
  mujer» and «quiero el mismo corte que la otra vez» still book.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")


def _handed(t) -> bool:
    return any(x.startswith(_NOT_SURE) or "Le paso tu pregunta" in x or "Paso a túa pregunta" in x for x in t.texts)


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


# ---- «¿y la X?» after a price, X not sold ------------------------------------------------------------


@pytest.mark.parametrize("slug, steps, priced, missing", [
    ("restaurante", ["cuanto cuesta el pulpo?", "y la tortilla?"], None, "No tengo «tortilla» en el catálogo."),
    ("restaurante", ["cuanto cuesta el pulpo?", "cuanto cuesta la tortilla?"], None,
     "No tengo «tortilla» en el catálogo."),
    ("restaurante", ["cuanto cuesta el pulpo? y la tortilla?"], "Pulpo á feira: 16,50 €.",
     "No tengo «tortilla» en el catálogo."),
    ("restaurante", ["cuanto cuesta el pulpo?", "y el flan?"], None, "No tengo «flan» en el catálogo."),
    ("restaurante", ["cuanto cuesta el pulpo?", "pues y cuanto vale la tortilla"], None,
     "No tengo «tortilla» en el catálogo."),
    ("restaurante", ["que lleva el pulpo?", "y la tortilla?"], None, "No tengo «tortilla» en el catálogo."),
    ("restaurante", ["canto custa o polbo? e a tortilla?"], "Polbo á feira: 16,50 €.",
     "Non teño «tortilla» no catálogo."),
    ("restaurante", ["canto custa o polbo?", "e a tortilla?"], None, "Non teño «tortilla» no catálogo."),
    ("floristeria", ["cuanto cuesta el ramo de rosas?", "y el cactus?"], None, "No tengo «cactus» en el catálogo."),
])
def test_a_thing_not_sold_asked_after_a_price_is_said_not_sold(slug, steps, priced, missing):
    c = chat(slug)
    t = c.say_all(*steps)
    assert not _handed(t)
    assert any(x.startswith(missing) for x in t.texts), t.texts
    if priced:
        assert t.texts[0] == priced
    assert not any("16,50" in x for x in t.texts[1 if priced else 0:])      # never the thing before again


def test_the_same_words_as_a_plain_price_of_a_thing_not_sold():
    plain = chat("restaurante").say("cuanto cuesta la tortilla?").texts
    after = chat("restaurante").say_all("cuanto cuesta el pulpo?", "y la tortilla?").texts
    assert plain == after


@pytest.mark.parametrize("slug, steps, said", [
    ("restaurante", ["cuanto cuesta el pulpo?", "y las croquetas?"], ["Croquetas de jamón: 9,50 €."]),
    ("restaurante", ["cuanto cuesta el pulpo? y las croquetas?"],
     ["Pulpo á feira: 16,50 €.", "Croquetas de jamón: 9,50 €."]),
    ("restaurante", ["precio del pulpo y de las croquetas"],
     ["Pulpo á feira: 16,50 €. Croquetas de jamón: 9,50 €. En total, 26,00 €."]),
    ("restaurante", ["canto custa o polbo? e as croquetas?"],
     ["Polbo á feira: 16,50 €.", "Croquetas de xamón: 9,50 €."]),
    ("", ["cuanto vale la napolitana? y el croissant?"],
     ["Napolitana de chocolate: 2,00 €.", "Croissant de mantequilla: 1,80 €."]),
    ("restaurante", ["cuanto cuesta el pulpo?"], ["Pulpo á feira: 16,50 €."]),
])
def test_things_sold_asked_after_a_price_are_still_priced(slug, steps, said):
    assert chat(slug).say_all(*steps).texts == said


def test_a_bakery_thing_not_sold_after_a_price():
    t = chat("").say("cuanto vale la napolitana? y el donut?")
    assert t.texts[0] == "Napolitana de chocolate: 2,00 €."
    assert t.texts[1].startswith("No tengo «donut»")
    assert not _handed(t)


@pytest.mark.parametrize("steps", [
    ["cuanto cuesta el pulpo?", "y la otra?"],       # no thing named: not «No tengo «otra»»
    ["cuanto cuesta el pulpo?", "y los fines de semana?"],
    ["cuanto cuesta el pulpo?", "y el sabado?"],
    ["canto custa o polbo?", "e o luns?"],
])
def test_no_thing_named_is_never_said_not_sold(steps):
    t = chat("restaurante").say_all(*steps)
    assert not any(x.startswith("No tengo «") for x in t.texts)


# ---- praise of a service had: thanked, nothing booked --------------------------------------------------


@pytest.mark.parametrize("slug, said, thanked", [
    ("peluqueria", "muy bien el corte, gracias", "¡A ti!"),
    ("peluqueria", "muy bien el tinte, gracias", "¡A ti!"),
    ("peluqueria", "genial el corte de ayer", "¡Muchas gracias, da gusto leerlo!"),
    ("peluqueria", "perfecto el corte de la otra vez", "¡Muchas gracias, da gusto leerlo!"),
    ("peluqueria", "me encantó el tinte", "¡Muchas gracias, da gusto leerlo!"),
    ("peluqueria", "moi ben o corte, grazas", "Grazas a ti!"),
    ("peluqueria", "xenial o corte de onte", "Moitas grazas"),
    ("peluqueria", "muy bien el corte gracias", "¡A ti!"),
    ("taller", "la revisión perfecta, gracias", "¡A ti!"),
    ("taller", "la revision perfecta gracias", "¡A ti!"),
    ("taller", "genial la revision, gracias", "¡A ti!"),
    ("taller", "a revisión perfecta, grazas", "Grazas a ti!"),
    ("taller", "el ajuste de frenos genial, gracias", "¡A ti!"),
])
def test_praise_of_a_service_had_is_thanked_not_booked(slug, said, thanked):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0].startswith(thanked), t.texts
    assert not _booking(c).get("services") and not _booking(c).get("service_choices")
    assert t.request is None or t.request["status"] != "collecting"


@pytest.mark.parametrize("slug, said, first", [
    ("peluqueria", "quiero el mismo corte que la otra vez", "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("peluqueria", "perfecto, el corte de mujer", "Apunto: corte de mujer."),
    ("peluqueria", "el corte de mujer, gracias", "Apunto: corte de mujer."),
    ("taller", "la revisión para el martes, gracias", "Apunto: revisión completa el martes 3 de noviembre."),
    ("peluqueria", "genial, el corte de hombre el jueves a las 10", "Apunto: corte de hombre el jueves 5 de noviembre"),
])
def test_a_service_chosen_or_asked_is_still_booked(slug, said, first):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0].startswith(first), t.texts


# ---- «info de la X de 12»: its description and that size's price --------------------------------------


@pytest.mark.parametrize("said, named, priced", [
    ("info de la tarta de queso de 12", "Tarta de queso: Cremosa, al horno", "Tarta de queso (12 raciones): 30,00 €."),
    ("información de la tarta de Santiago grande", "Tarta de Santiago: La de siempre",
     "Tarta de Santiago (20 raciones): 36,00 €."),
    ("háblame de la tarta sacher de 20 raciones", "Tarta Sacher: Bizcocho de chocolate",
     "Tarta Sacher (20 raciones): 44,00 €."),
    ("informacion de la tarta de zanahoria de 8", "Tarta de zanahoria:", "Tarta de zanahoria (8 raciones): 24,00 €."),
    ("info sobre la tarta de queso de 12", "Tarta de queso: Cremosa, al horno",
     "Tarta de queso (12 raciones): 30,00 €."),
    ("info da tarta de queixo de 12", "Tarta de queso: Cremosa, ao forno", "Tarta de queso (12 racións): 30,00 €."),
    ("información da tarta de Santiago grande", "Tarta de Santiago:", "Tarta de Santiago (20 racións): 36,00 €."),
])
def test_info_of_one_thing_in_a_size_is_its_description_and_price(said, named, priced, tmp_path):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert not _handed(t)
    assert t.texts[0].startswith(named), t.texts
    assert priced in t.texts, t.texts


@pytest.mark.parametrize("said, first", [
    ("info de la tarta de queso", "Tarta de queso: Cremosa, al horno, con base de galleta"),
    ("info da tarta de queixo", "Tarta de queso: Cremosa, ao forno"),
])
def test_info_of_one_thing_without_a_size_is_still_its_description_alone(said, first, tmp_path):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert t.texts[0].startswith(first)
    assert not any("€" in x for x in t.texts)


# ---- «la de 26», «la pequeña» right after a list: one of the listed, never a person ---------------------

_CAKES = ["Tarta de queso", "Tarta de Santiago", "Tarta Sacher", "Tarta de zanahoria", "Tarta de limón (lemon pie)",
          "Tarta personalizada"]


def _lines(c) -> list[tuple[str, int, dict]]:
    return [(line["item_id"], line["qty"], line.get("options") or {})
            for line in ((c.state or {}).get("order") or {}).get("lines") or []]


@pytest.mark.parametrize("steps, apunto", [
    (["que tartas teneis?", "la de 26"], "Apunto: 1 × Tarta Sacher. Total 26,00 €."),
    (["que tartas teneis?", "la de 26 euros"], "Apunto: 1 × Tarta Sacher. Total 26,00 €."),
    (["que tartas teneis?", "vale, la de 18"], "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    (["que tartas teneis?", "pues la de 38 para el martes"], "Apunto: 1 × Tarta personalizada. Total 38,00 €."),
    (["que tartas tedes?", "a de 26"], "Apunto: 1 × Tarta Sacher. Total 26,00 €."),
    (["que tartas tedes?", "quero a de 24"], "Apunto: 1 × Tarta de zanahoria. Total 24,00 €."),
])
def test_the_one_at_the_price_said_is_taken(steps, apunto):
    c = chat("")
    t = c.say_all(*steps)
    assert t.texts[0] == apunto
    assert not _handed(t)
    assert not any("personas" in x or "persoas" in x for x in t.texts)     # a price, no 26 people
    assert len(_lines(c)) == 1


@pytest.mark.parametrize("steps, question, chips", [
    (["que tartas teneis?", "la de 30"], "¿De cuál: Tarta de queso o Tarta de limón (lemon pie)?",
     ["Tarta de queso · 30,00 €", "Tarta de limón (lemon pie) · 30,00 €"]),
    (["que tartas teneis?", "la de 40 euros"], "¿De cuál: Tarta de queso o Tarta de limón (lemon pie)?",
     ["Tarta de queso · 40,00 €", "Tarta de limón (lemon pie) · 40,00 €"]),
    (["que tartas tedes?", "a de 30"], "¿De cal: Tarta de queso ou Tarta de limón (lemon pie)?",
     ["Tarta de queso · 30,00 €", "Tarta de limón (lemon pie) · 30,00 €"]),
])
def test_a_price_only_a_size_costs_asks_among_those_in_it(steps, question, chips):
    t = chat("").say_all(*steps)
    assert t.texts == [question]
    assert t.chip_labels == chips


def test_the_one_chosen_after_a_size_price_keeps_that_size():
    c = chat("")
    c.say_all("que tartas teneis?", "la de 30")
    t = c.press("Tarta de queso")
    assert t.texts[0] == "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "12"})]


@pytest.mark.parametrize("slug, steps", [
    ("", ["que tartas teneis?", "la de 50"]),
    ("", ["que tartas teneis?", "la de 3 euros"]),
    ("libreria", ["que cuadernos teneis?", "el de 4"]),
])
def test_a_price_nothing_listed_costs_asks_among_all_listed(slug, steps):
    c = chat(slug)
    listed = c.say(steps[0]).chip_labels
    t = c.say(steps[1])
    assert not _handed(t)
    assert t.texts[0].startswith(("¿De cuál:", "¿De cal:"))
    assert [label.split(" · ")[0] for label in t.chip_labels] == [label.removeprefix("Encargar: ") for label in listed]
    assert not _lines(c)


@pytest.mark.parametrize("steps, question, first_chip", [
    (["que tartas teneis?", "la pequeña"], "¿Qué tarta quieres?", "Tarta de queso · 22,00 €"),
    (["que tartas teneis?", "la pequena"], "¿Qué tarta quieres?", "Tarta de queso · 22,00 €"),
    (["que tartas teneis?", "la grande para el martes"], "¿Qué tarta quieres para el martes 3 de noviembre?",
     "Tarta de queso · 40,00 €"),      # stop 62 (N3): the day said back in the question, pointed back to the list
    (["que tartas teneis?", "la mediana"], "¿Qué tarta quieres?", "Tarta de queso · 30,00 €"),
    (["que tartas tedes?", "a pequena"], "¿Que tarta queres?", "Tarta de queso · 22,00 €"),
    (["que tartas tedes?", "a grande"], "¿Que tarta queres?", "Tarta de queso · 40,00 €"),
    (["que tartas teneis?", "la de 12"], "¿Qué tarta quieres?", "Tarta de queso · 30,00 €"),
])
def test_a_size_word_after_the_list_asks_which_in_that_size(steps, question, first_chip):
    t = chat("").say_all(*steps)
    assert t.texts == [question]
    assert t.chip_labels[0] == first_chip and len(t.chip_labels) == 6


def test_the_one_chosen_after_a_size_word_is_in_that_size():
    c = chat("")
    c.say_all("que tartas teneis?", "la grande")
    t = c.press("Tarta Sacher")
    assert t.texts[0] == "Apunto: 1 × Tarta Sacher (20 raciones). Total 44,00 €."


@pytest.mark.parametrize("slug, steps, first", [
    ("", ["que tartas teneis?", "la más barata"], "Lo más barato: Tarta de Santiago: desde 18,00 €."),
    ("", ["que tartas teneis?", "la de queso"], "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("", ["que tartas tedes?", "a de queixo"], "Apunto: 1 × Tarta de queso. Total 22,00 €."),
])
def test_the_other_ways_of_telling_one_listed_stay(slug, steps, first):
    t = chat(slug).say_all(*steps)
    assert t.texts[0] == first


def test_the_cheapest_dessert_of_a_restaurant_list(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("que postres teneis?")
    assert c.say("el más barato").texts[0] == "Lo más barato: Queso con membrillo: 5,50 €."


def test_the_day_said_with_the_price_stays_with_it():
    c = chat("")
    c.say("que tartas teneis?")
    t = c.say("la de 26 para el martes")
    assert t.texts[0] == "Apunto: 1 × Tarta Sacher. Total 26,00 €."
    assert c.state["order"]["ymd"] == "2026-11-03"


def test_thanks_with_a_service_to_our_question_chooses_it():
    c = chat("peluqueria")
    c.say("quiero cita")
    t = c.say("genial, el corte de mujer, gracias")
    assert t.texts[0].startswith("Apunto: corte de mujer.")
    assert _booking(c).get("services") == ["corte-mujer"]
