"""Stop 57 review (finding 3): «¿y la X?» right after a price said «No tengo «X»» of words that are no thing.

Right after a thing's price, «¿y la X?» with X named nowhere in the catalogue was read as a thing not sold
even when X was no thing at all: «cuánto cuesta el pulpo? || ¿y la tarjeta?» (with the knowledge texts,
which say nothing of paying) read «No tengo «tarjeta» en el catálogo. Esta es la carta…», and so did
«¿y los niños?», «¿y el wifi?»; in the bakery «cuánto cuesta la tarta de queso? || ¿y la pequeñita?»
read «No tengo «pequeñita» en la carta» (a size of that cake), also «¿y la familiar?», «¿y la mitad?».

Now only a word that reads as a thing wanted is «not sold»: not a size, an amount or a trait («familiar»,
«mitad», «casera»), not a diminutive («pequeñita», «pequeniña»), not a word of paying or of the visit
(«tarjeta», «niños», «wifi», «bizum»), nor the business's own wish words («trona»). Those go the old way:
the knowledge answers («¿y la terraza?», «¿y el parking?»), else a person. «¿y la tortilla?» after the
octopus's price is still «No tengo «tortilla» en el catálogo.» and the catalogue.
"""
from __future__ import annotations

import pytest

from bizengine.understanding.lexicon import is_diminutive
from tests.conversation import chat, chat_with_knowledge

_HANDED = ("una persona de ", "unha persoa de ")     # passed on, as before
_NOT_HAD = ("No tengo «", "Non teño «")


def _handed(t) -> bool:
    return any(h in x for h in _HANDED for x in t.texts)


def _not_had(t) -> bool:
    return any(x.startswith(_NOT_HAD) for x in t.texts)


@pytest.mark.parametrize("first, then", [
    ("cuánto cuesta el pulpo?", "¿y la tarjeta?"),
    ("cuánto cuesta el pulpo?", "¿y los niños?"),
    ("cuánto cuesta el pulpo?", "¿y el wifi?"),
    ("cuanto cuesta el pulpo?", "y los ninos?"),
    ("cuanto cuesta el pulpo?", "y el bizum?"),
    ("cuanto cuesta el pulpo?", "y la factura"),
    ("cuanto cuesta el pulpo?", "y el efectivo?"),
    ("cuanto cuesta el pulpo?", "¿y la trona?"),          # the business's own wish word
    ("cuanto cuesta el pulpo?", "¿y el ticket?"),
    ("canto custa o polbo?", "e a tarxeta?"),
    ("canto custa o polbo?", "e os nenos?"),
    ("canto custa o polbo?", "e o wifi?"),
])
def test_a_word_of_paying_or_the_visit_is_no_thing_not_sold(tmp_path, first, then):
    c = chat_with_knowledge("restaurante", tmp_path)
    assert c.say(first).texts[0].endswith("16,50 €.")
    t = c.say(then)
    assert not _not_had(t), t.texts
    assert not any("carta, con precios" in x or "carta, con prezos" in x for x in t.texts)
    assert _handed(t), t.texts


@pytest.mark.parametrize("then", [
    "¿y la pequeñita?", "¿y la familiar?", "¿y la mitad?", "y la pequenita?", "¿y la grandecita?",
    "¿y la individual?", "¿y la casera?", "y las pequeñitas?",
])
def test_a_size_or_a_trait_of_the_thing_priced_is_no_thing_not_sold(then):
    c = chat()
    assert c.say("cuánto cuesta la tarta de queso?").texts[0].startswith("Tarta de queso: 22,00 €")
    t = c.say(then)
    assert not _not_had(t), t.texts
    assert not any("Esta es la carta" in x for x in t.texts)
    assert _handed(t), t.texts      # as before: a person says what that size costs


@pytest.mark.parametrize("then", ["e a pequeniña?", "e a familiar?", "e a metade?", "e a pequenina?"])
def test_a_size_or_a_trait_in_galician_is_no_thing_not_sold(then):
    c = chat()
    assert c.say("canto custa a tarta de queixo?").texts[0].startswith("Tarta de queso: 22,00 €")
    t = c.say(then)
    assert not _not_had(t), t.texts
    assert not any("Esta é a carta" in x for x in t.texts)
    assert _handed(t), t.texts


@pytest.mark.parametrize("then, answer", [
    ("¿y la terraza?", "Tenemos una terraza cubierta con ocho mesas de cuatro"),
    ("¿y el parking?", "No tenemos aparcamiento propio."),
    ("¿y las mascotas?", "Los perros son bienvenidos en la terraza."),
])
def test_what_the_knowledge_answers_is_still_answered(tmp_path, then, answer):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("cuánto cuesta el pulpo?")
    t = c.say(then)
    assert any(x.startswith(answer) for x in t.texts), t.texts
    assert not _not_had(t)


@pytest.mark.parametrize("slug, first, then, missing", [
    ("restaurante", "cuanto cuesta el pulpo?", "y la tortilla?", "No tengo «tortilla» en el catálogo."),
    ("restaurante", "cuanto cuesta el pulpo?", "¿y la paella?", "No tengo «paella» en el catálogo."),
    ("restaurante", "cuanto cuesta el pulpo?", "¿cuánto vale la lubina?", "No tengo «lubina» en el catálogo."),
    ("restaurante", "cuanto cuesta el pulpo?", "y las sardinas?", "No tengo «sardinas» en el catálogo."),
    ("restaurante", "canto custa o polbo?", "e a tortilla?", "Non teño «tortilla» no catálogo."),
    ("restaurante", "canto custa o polbo?", "e a lubina?", "Non teño «lubina» no catálogo."),
    ("bakery", "cuánto cuesta la tarta de queso?", "¿y la lasaña?", "No tengo «lasaña» en la carta."),
])
def test_a_thing_not_sold_is_still_said_not_sold(slug, first, then, missing):
    c = chat("" if slug == "bakery" else slug)
    c.say(first)
    t = c.say(then)
    assert any(x.startswith(missing) for x in t.texts), t.texts
    assert not _handed(t)


def test_a_thing_not_sold_with_the_knowledge_is_still_said_not_sold(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("cuánto cuesta el pulpo?")
    t = c.say("¿y la tortilla?")
    assert t.texts[0] == "No tengo «tortilla» en el catálogo.", t.texts


@pytest.mark.parametrize("word, small", [
    ("pequenita", True), ("grandecitos", True), ("chiquitin", True), ("pequenina", True), ("grandina", True),
    ("tortilla", False), ("sardina", False), ("mandarina", False), ("cocina", False), ("pequena", False),
])
def test_what_is_read_as_a_diminutive(word, small):
    assert is_diminutive(word) is small
