"""Stop 54, review 2 (a)2: «No tengo «X»» only for a phrase named alone that looks like goods.

What was wrong: stop 54 D answered any phrase named alone by its article whose head word the catalogue
lacks with «No tengo «…» en el catálogo.», so messages about people, places and past orders that went
to a person before were told off as goods not had: at the salon «la chica de siempre» → «No tengo «la
chica de siempre» entre los servicios.», «la peluquera rubia» the same; at the bakery «el parking de la
esquina», «o aparcamento da esquina» → «Non teño «…» no catálogo»; «los de la semana pasada» (a repeat
order), «quiero unos días libres», «quiero unas indicaciones para llegar» → «No tengo «unas
indicaciones para llegar» en el catálogo.»; at the bookshop (which orders books in) «el último de
Rivas», «la nueva de Manuel Rivas» → «No tengo…».

Now «No tengo «…»» is said only when the phrase is named as goods are: wished («quero o lume
vermello»), in a language («o lume vermello en galego») or beside a word of a category's name («o
abono para plantas» at the florist's), and never when it names a person (chica, rapaza…), a place
(parking, esquina…), a time (semana, siempre, último, nuevo, pasado, a weekday…), the ones of another
time («los de …») or something asked rather than sold (indicaciones, días libres): those go to a
person, as before, or the knowledge answers them. A bare «el fuego rojo» (no wish, no language) is
as unsure as «la peluquera rubia»: a person sees it.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge

HANDED_ES = "Eso no lo tengo claro y prefiero no inventarlo. Le paso tu pregunta a una persona de "
HANDED_GL = "Iso non o teño claro e prefiro non inventalo. Paso a túa pregunta a unha persoa de "


def _handed(t) -> bool:
    return t.texts[0].startswith((HANDED_ES, HANDED_GL))


# ---- people, places, times, the ones of another time: a person's, as before ---------------------------


@pytest.mark.parametrize("slug, said", [
    ("peluqueria", "la chica de siempre"),
    ("peluqueria", "a rapaza de sempre"),
    ("peluqueria", "la peluquera rubia"),
    ("peluqueria", "quiero la chica de siempre"),
    ("peluqueria", "quiero a la peluquera rubia"),
    ("peluqueria", "la chica de los martes"),
    ("", "el parking de la esquina"),
    ("restaurante", "el parking de la esquina"),
    ("", "o aparcamento da esquina"),
    ("restaurante", "o aparcadoiro de enfronte"),
    ("", "los de la semana pasada"),
    ("", "os da semana pasada"),
    ("", "quiero los de la semana pasada"),
    ("", "quero os do outro dia"),
    ("", "las del sabado pasado"),
    ("", "los mismos de la otra vez"),
    ("libreria", "el último de Rivas"),
    ("libreria", "el ultimo de rivas"),
    ("libreria", "la nueva de Manuel Rivas"),
    ("libreria", "o último de Rivas"),
    ("libreria", "o derradeiro de Rivas"),
    ("libreria", "quiero el ultimo de rivas"),
    ("", "quiero unos días libres"),
    ("", "quiero unos dias libres"),
    ("", "quero uns días libres"),
    # stop 55: «quiero unas indicaciones para llegar» answers the address (test_dialog_taken_and_not_products_55)
    ("floristeria", "el fuego rojo"),
    ("peluqueria", "la chica nueva"),
    ("peluqueria", "la xica de siempre"),
    ("peluqueria", "el chico del otro dia"),
    ("peluqueria", "quiero el mismo de siempre"),
    ("taller", "el mecanico de siempre"),
    ("restaurante", "quiero la mesa de siempre"),
    ("", "el bar de al lado"),
    ("", "la parada del bus"),
    ("", "quero un dia libre"),
    ("", "los del otro día"),
    ("", "as da outra vez"),
    ("libreria", "o novo de Manuel Rivas"),
    ("libreria", "quero o último de Rivas"),
])
def test_a_person_a_place_or_a_time_named_alone_goes_to_a_person(slug, said):
    t = chat(slug).say(said)
    assert "No tengo «" not in t.text and "Non teño «" not in t.text
    assert _handed(t)
    assert t.request and t.request.get("status") == "pending"


@pytest.mark.parametrize("said, lang_handed", [
    ("la chica de siempre", HANDED_ES),
    ("a rapaza de sempre", HANDED_GL),
])
def test_the_salon_person_is_asked_in_the_customers_language(said, lang_handed):
    assert chat("peluqueria").say(said).texts[0].startswith(lang_handed + "Salón Lume")


def test_the_knowledge_answers_the_way_there(tmp_path):
    t = chat_with_knowledge("", tmp_path).say("quiero unas indicaciones para llegar")
    assert "Rúa do Franco 27" in t.text
    assert "No tengo «" not in t.text


@pytest.mark.parametrize("slug, said", [
    ("peluqueria", "la chica de siempre"),
    ("", "el parking de la esquina"),
    ("", "los de la semana pasada"),
    ("libreria", "la nueva de Manuel Rivas"),
])
def test_with_the_knowledge_no_goods_not_had_either(tmp_path, slug, said):
    t = chat_with_knowledge(slug, tmp_path).say(said)
    assert "No tengo «" not in t.text and "Non teño «" not in t.text


# ---- named as goods: still said not had, with the categories there are -------------------------------

FLORIST_ES = "Tenemos: Ramos, Plantas y Complementos."
FLORIST_GL = "Temos: Ramos, Plantas e Complementos."


@pytest.mark.parametrize("said, text", [
    ("o lume vermello en galego", f"Non teño «o lume vermello en galego» no catálogo. {FLORIST_GL}"),
    ("o lume vermello en castelan", f"Non teño «o lume vermello en castelan» no catálogo. {FLORIST_GL}"),
    ("quero o lume vermello", f"Non teño «o lume vermello» no catálogo. {FLORIST_GL}"),
    ("busco o lume vermello", f"Non teño «o lume vermello» no catálogo. {FLORIST_GL}"),
    ("quiero el fuego rojo", f"No tengo «el fuego rojo» en el catálogo. {FLORIST_ES}"),
    ("el fuego rojo en gallego", f"No tengo «el fuego rojo en gallego» en el catálogo. {FLORIST_ES}"),
    ("el abono para plantas", f"No tengo «el abono para plantas» en el catálogo. {FLORIST_ES}"),
    ("o abono para plantas", f"Non teño «o abono para plantas» no catálogo. {FLORIST_GL}"),
])
def test_a_thing_named_as_goods_is_still_said_not_had(said, text):
    t = chat("floristeria").say(said)
    assert t.texts[0] == text
    assert not _handed(t)


def test_a_thing_named_beside_a_category_in_galician_is_said_not_had():
    t = chat().say("as cuncas de agasallo")
    assert t.texts[0] == ("Non teño «as cuncas de agasallo» no catálogo. Temos: Tartas por encarga, Pastelaría, "
                          "Panadaría e Agasallos.")


@pytest.mark.parametrize("said, text", [
    ("quiero unas bravas", "No tengo «bravas» en el catálogo."),
    ("quero unhas bravas", "Non teño «bravas» no catálogo."),
    ("quero o viño da casa", "Non teño «o viño da casa» no catálogo. Temos: Entrantes, Principais, Sobremesas e "
                             "Menús."),
])
def test_the_restaurants_goods_not_had_are_still_said(said, text):
    assert chat("restaurante").say(said).texts[0] == text


# ---- near misses: what names a thing had, or may ask of the place --------------------------------------


@pytest.mark.parametrize("slug, said, text", [
    ("peluqueria", "el tinte rubio", "Apunto: tinte. Total 35,00 €; dura unos 60 minutos."),
    ("floristeria", "la orquidea rosa", "No tengo «orquidea rosa» en el catálogo."),
    ("floristeria", "quiero un jarron de cristal", "Apunto: 1 × Jarrón de cristal. Total 15,00 €."),
])
def test_things_of_the_catalogue_named_alone_are_as_before(slug, said, text):
    assert text in chat(slug).say(said).texts[0]


def test_the_knowledge_still_answers_the_parking_named_alone(tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say("el parking gratuito")
    assert "No tenemos aparcamiento propio" in t.text
    assert "No tengo «" not in t.text
