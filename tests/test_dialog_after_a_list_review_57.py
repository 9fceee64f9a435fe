"""Stop 57 review of the picks after a list (tests/test_dialog_after_a_list_57.py).

- A place said with a size lost the place: «que tartas teneis? || la primera de 12» read «¿Qué tarta
  quieres?» with every cake at 12 servings (so did «la segunda pero de 20», «la tercera de 8 raciones»,
  Galician «a primeira de 12», «la primera, de 12, para el martes»): the new «la pequeña» reading took
  «primera de 12» for a size's word. Before, and now again, the place picks and the size sets:
  «Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €.». A place with a size's own word («la
  última grande», «a segunda pequena») now takes that one in that size (it was a question for a person
  before this stop, «which one?» after it). «la pequeña», «la de 12» alone still ask which one.
- «¿y el pulpo?» right after a price, in a business without allergens (a workshop, a salon): «No tengo
  «pulpo» en el catálogo. / Este es el catálogo… / Eso no lo tengo claro… Le paso tu pregunta a una
  persona…»: the octopus was also read as an allergen asked, which only a person could answer. Now the
  thing not sold is the whole answer, no person. Where allergens are declared, an allergen's word alone
  after a price still asks whether the thing priced has it («¿y el gluten?» → «Tarta de queso contiene
  gluten.»), as before this stop; «¿y cuánto cuesta el pulpo?» is a price asked, of a thing not sold.
- Sizes and prices said after a list: «la de 8» is a size (which cake in 8 servings; no cake costs 8 €),
  «la de 12 para 6» the size of 12, «la de 26 euros» the cake listed at 26 €.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")


def _handed(t) -> bool:
    return any(x.startswith(_NOT_SURE) or "Le paso tu pregunta" in x or "Paso a túa pregunta" in x for x in t.texts)


def _lines(c) -> list[tuple[str, int, dict]]:
    return [(line["item_id"], line["qty"], line.get("options") or {})
            for line in ((c.state or {}).get("order") or {}).get("lines") or []]


_LISTED = "que tartas teneis?"
_LISTED_GL = "que tartas tedes?"


# ---- a place and a size after a list: the place picks, the size sets ----------------------------------

@pytest.mark.parametrize("steps, apunto, line", [
    ([_LISTED, "la primera de 12"], "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €.",
     ("tarta-queso", 1, {"raciones": "12"})),
    ([_LISTED, "la segunda pero de 20"], "Apunto: 1 × Tarta de Santiago (20 raciones). Total 36,00 €.",
     ("tarta-santiago", 1, {"raciones": "20"})),
    ([_LISTED, "la tercera de 8 raciones"], "Apunto: 1 × Tarta Sacher (8 raciones). Total 26,00 €.",
     ("tarta-sacher", 1, {"raciones": "8"})),
    (["¿qué tartas tenéis para 6 personas?", "la primera pero de 8 raciones"],
     "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €.", ("tarta-queso", 1, {"raciones": "8"})),
    ([_LISTED, "quiero la segunda de 20"], "Apunto: 1 × Tarta de Santiago (20 raciones). Total 36,00 €.",
     ("tarta-santiago", 1, {"raciones": "20"})),
    ([_LISTED, "me quedo con la tercera de 12"], "Apunto: 1 × Tarta Sacher (12 raciones). Total 34,00 €.",
     ("tarta-sacher", 1, {"raciones": "12"})),
    ([_LISTED, "la primra de 12"], "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €.",
     ("tarta-queso", 1, {"raciones": "12"})),
    ([_LISTED, "la ultima de 12"], "Apunto: 1 × Tarta personalizada (12 raciones). Total 46,00 €.",
     ("tarta-personalizada", 1, {"raciones": "12"})),
    ([_LISTED_GL, "a primeira de 12"], "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €.",
     ("tarta-queso", 1, {"raciones": "12"})),
    ([_LISTED_GL, "quero a segunda de 20"], "Apunto: 1 × Tarta de Santiago (20 racións). Total 36,00 €.",
     ("tarta-santiago", 1, {"raciones": "20"})),
])
def test_a_place_with_a_size_takes_that_one_in_that_size(steps, apunto, line):
    c = chat("")
    t = c.say_all(*steps)
    assert t.texts[0] == apunto
    assert _lines(c) == [line]
    assert not _handed(t)


@pytest.mark.parametrize("steps, apunto, hour_asked, line", [
    ([_LISTED, "la primera, de 12, para el martes"], "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €.",
     "¿A qué hora lo recoges el martes 3 de noviembre?", ("tarta-queso", 1, {"raciones": "12"})),
    ([_LISTED_GL, "a terceira de 20 pro martes"], "Apunto: 1 × Tarta Sacher (20 racións). Total 44,00 €.",
     "¿A que hora o recolles o martes 3 de novembro?", ("tarta-sacher", 1, {"raciones": "20"})),
    ([_LISTED, "la primera pequeña para el martes"], "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €.",
     "¿A qué hora lo recoges el martes 3 de noviembre?", ("tarta-queso", 1, {"raciones": "8"})),
])
def test_a_place_with_a_size_and_a_day_keeps_all_three(steps, apunto, hour_asked, line):
    c = chat("")
    t = c.say_all(*steps)
    assert t.texts == [apunto, hour_asked]
    assert _lines(c) == [line]
    assert c.state["order"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("steps, apunto, line", [
    ([_LISTED, "la ultima grande"], "Apunto: 1 × Tarta personalizada (20 raciones). Total 56,00 €.",
     ("tarta-personalizada", 1, {"raciones": "20"})),
    ([_LISTED, "ponme la primera grande"], "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €.",
     ("tarta-queso", 1, {"raciones": "20"})),
    ([_LISTED, "la segunda, la pequeña"], "Apunto: 1 × Tarta de Santiago (8 raciones). Total 18,00 €.",
     ("tarta-santiago", 1, {"raciones": "8"})),
    ([_LISTED, "la segunda pequena"], "Apunto: 1 × Tarta de Santiago (8 raciones). Total 18,00 €.",
     ("tarta-santiago", 1, {"raciones": "8"})),
    ([_LISTED_GL, "a segunda pequena"], "Apunto: 1 × Tarta de Santiago (8 racións). Total 18,00 €.",
     ("tarta-santiago", 1, {"raciones": "8"})),
    ([_LISTED_GL, "quero a ultima pequena"], "Apunto: 1 × Tarta personalizada (8 racións). Total 38,00 €.",
     ("tarta-personalizada", 1, {"raciones": "8"})),
])
def test_a_place_with_a_size_word_takes_that_one_in_that_size(steps, apunto, line):
    c = chat("")
    t = c.say_all(*steps)
    assert t.texts[0] == apunto
    assert _lines(c) == [line]
    assert not _handed(t)


# ---- near-misses: a place alone, a size alone --------------------------------------------------------

def test_a_place_alone_takes_it_and_asks_its_size():
    c = chat("")
    t = c.say_all(_LISTED, "la primera")
    assert t.texts == ["Apunto: 1 × Tarta de queso. Total 22,00 €.", "¿Para cuántas raciones?"]
    assert _lines(c) == [("tarta-queso", 1, {})]


@pytest.mark.parametrize("steps, question, first_chip", [
    ([_LISTED, "la pequeña"], "¿Qué tarta quieres?", "Tarta de queso · 22,00 €"),
    ([_LISTED, "la pequena"], "¿Qué tarta quieres?", "Tarta de queso · 22,00 €"),
    ([_LISTED_GL, "a pequena"], "¿Que tarta queres?", "Tarta de queso · 22,00 €"),
    ([_LISTED, "la grande"], "¿Qué tarta quieres?", "Tarta de queso · 40,00 €"),
    ([_LISTED, "la de 12"], "¿Qué tarta quieres?", "Tarta de queso · 30,00 €"),
    # a size, not a price: no cake costs 8 €, they all come in 8 servings
    ([_LISTED, "la de 8"], "¿Qué tarta quieres?", "Tarta de queso · 22,00 €"),
    # «para 6»: the people the size of 12 is for, not another size
    ([_LISTED, "la de 12 para 6"], "¿Qué tarta quieres?", "Tarta de queso · 30,00 €"),
])
def test_a_size_alone_still_asks_which_one_in_it(steps, question, first_chip):
    c = chat("")
    t = c.say_all(*steps)
    assert t.texts == [question]
    assert t.chip_labels[0] == first_chip
    assert len(t.chip_labels) == 6
    assert _lines(c) == []


def test_a_size_alone_with_a_day_keeps_the_day_for_the_one_chosen():
    c = chat("")
    c.say_all(_LISTED, "la de 8 para el martes")
    t = c.press("Tarta Sacher · 26,00 €")
    assert t.texts == ["Apunto: 1 × Tarta Sacher (8 raciones). Total 26,00 €.",
                       "¿A qué hora lo recoges el martes 3 de noviembre?"]
    assert _lines(c) == [("tarta-sacher", 1, {"raciones": "8"})]


@pytest.mark.parametrize("steps, apunto", [
    ([_LISTED, "la de 26 euros"], "Apunto: 1 × Tarta Sacher. Total 26,00 €."),
    ([_LISTED_GL, "a de 26 euros"], "Apunto: 1 × Tarta Sacher. Total 26,00 €."),
])
def test_a_price_in_euros_takes_the_one_listed_at_it(steps, apunto):
    c = chat("")
    t = c.say_all(*steps)
    assert t.texts[0] == apunto
    assert _lines(c) == [("tarta-sacher", 1, {})]
    assert not any("personas" in x or "persoas" in x for x in t.texts)


# ---- a thing not sold after a price: that answer alone, no person ----------------------------------

@pytest.mark.parametrize("slug, steps, said", [
    ("taller", ["¿cuánto cuesta la revisión?", "¿y el pulpo?"],
     ["No tengo «pulpo» en el catálogo.", "Este es el catálogo, con precios:"]),
    ("taller", ["cuanto cuesta la revision?", "y el pulpo"],
     ["No tengo «pulpo» en el catálogo.", "Este es el catálogo, con precios:"]),
    ("taller", ["cuanto cuesta la revision?", "y cuanto cuesta el pulpo?"],
     ["No tengo «pulpo» en el catálogo.", "Este es el catálogo, con precios:"]),
    ("taller", ["cuanto vale centrar la rueda?", "y los calamares?"],
     ["No tengo «calamares» en el catálogo.", "Este es el catálogo, con precios:"]),
    ("taller", ["canto custa a revision?", "e o polbo?"],
     ["Non teño «polbo» no catálogo.", "Este é o catálogo, con prezos:"]),
    ("peluqueria", ["cuanto cuesta el corte de mujer?", "y las gambas?"],
     ["No tengo «gambas» entre los servicios.", "Estos son los servicios, con precios:"]),
    ("peluqueria", ["canto custa o corte de muller?", "e o polbo?"],
     ["Non teño «polbo» entre os servizos.", "Estes son os servizos, con prezos:"]),
    ("libreria", ["cuanto cuesta el atlas?", "y la tortilla?"],
     ["No tengo «tortilla» en el catálogo.", "Este es el catálogo, con precios:"]),
    ("floristeria", ["canto custa o ramo de rosas?", "e a tortilla?"],
     ["Non teño «tortilla» no catálogo.", "Este é o catálogo, con prezos:"]),
])
def test_a_thing_not_sold_after_a_price_is_told_and_no_person_asked(slug, steps, said):
    c = chat(slug)
    t = c.say_all(*steps)
    assert t.texts == said
    assert not _handed(t)
    assert t.request is None or t.request["status"] != "pending"


@pytest.mark.parametrize("steps, answer", [
    (["cuanto cuesta la tarta de queso?", "y el gluten?"], "Tarta de queso contiene gluten."),
    # «y el pulpo?» here was an allergen asked until stop 58: a food not sold, asked after a price, is now
    # «No tengo «pulpo» en la carta.» (test_dialog_followup_complaint_language_browse_58)
    (["cuanto cuesta la tarta de queso?", "y el huevo?"], "Tarta de queso contiene huevo."),
])
def test_where_allergens_are_declared_an_allergen_alone_asks_of_the_thing_priced(steps, answer):
    t = chat("").say_all(*steps)
    assert t.texts[0].startswith(answer)
    assert len(t.texts) == 1
    assert not _handed(t)


def test_the_price_of_a_thing_not_sold_is_asked_where_allergens_are_declared_too():
    t = chat("").say_all("cuanto cuesta la tarta de queso?", "y cuanto cuesta el pulpo?")
    assert t.texts == ["No tengo «pulpo» en la carta.", "Esta es la carta, con precios y alérgenos:"]
    assert not _handed(t)


def test_a_thing_sold_after_a_price_is_still_priced():
    t = chat("restaurante").say_all("cuanto cuesta el pulpo?", "y las croquetas?")
    assert t.texts[0].startswith("Croquetas de jamón: 9,50 €")
    assert not _handed(t)
