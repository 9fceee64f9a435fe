"""«¿tenéis X?» of one thing no name, alias or description of the catalogue has, and the knowledge says
nothing of: «No tenemos X en el catálogo» with what there is and a chip to ask a person, not a silent
hand-off (before: «Eso no lo tengo claro… Le paso tu pregunta a una persona»). A question of the place
(«¿tenéis aseos?», «¿tenéis datáfono?») still goes to a person; a thing it has is still priced.
The least count of a dish («¿cuántos somos mínimo para el arroz?») is read from the catalogue."""
import pytest

from tests.conversation import chat_with_knowledge

HANDOFF = ("Le paso tu pregunta a una persona", "Paso a túa pregunta a unha persoa")


@pytest.mark.parametrize("slug, said, first, person", [
    ("", "tenéis churros?", "No tenemos churros en el catálogo. Tenemos: ", "Que lo vea una persona"),
    ("", "teneis churros", "No tenemos churros en el catálogo. Tenemos: ", "Que lo vea una persona"),
    ("", "hay churros?", "No tenemos churros en el catálogo. Tenemos: ", "Que lo vea una persona"),
    ("", "tenéis filloas?", "No tenemos filloas en el catálogo. Tenemos: ", "Que lo vea una persona"),
    ("", "tedes filloas?", "Non temos filloas no catálogo. Temos: ", "Que o vexa unha persoa"),
    ("floristeria", "tenéis tulipanes?", "No tenemos tulipanes en el catálogo. Tenemos: Ramos, Plantas y Complementos.",
     "Que lo vea una persona"),
    ("floristeria", "teneis girasoles?", "No tenemos girasoles en el catálogo. Tenemos: ", "Que lo vea una persona"),
    ("floristeria", "tedes tulipáns?", "Non temos tulipáns no catálogo. Temos: ", "Que o vexa unha persoa"),
    ("libreria", "tenéis lápices?", "No tenemos lápices en el catálogo. Tenemos: ", "Que lo vea una persona"),
    ("libreria", "teneis lapices", "No tenemos lapices en el catálogo. Tenemos: ", "Que lo vea una persona"),
    ("libreria", "tenéis comics?", "No tenemos comics en el catálogo. Tenemos: ", "Que lo vea una persona"),
])
def test_a_thing_not_had_is_said_with_what_there_is(tmp_path, slug, said, first, person):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(said)
    assert t.texts[0].startswith(first)
    assert not any(h in t.text for h in HANDOFF)
    assert t.chip_labels[-1] == person
    assert t.request is None


@pytest.mark.parametrize("slug, said", [
    ("", "teneis aseos?"),
    ("", "tenéis tronas?"),
    ("", "tenéis datáfono?"),
    ("", "¿Tenéis wifi en el local?"),
])
def test_a_question_of_the_place_still_goes_to_a_person(tmp_path, slug, said):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(said)
    assert "No tenemos" not in t.text
    assert any(h in t.text for h in HANDOFF)


@pytest.mark.parametrize("slug, said", [("libreria", "¿tenéis poesía?"), ("libreria", "¿hay poesía gallega?")])
def test_one_singular_word_is_not_said_missing(tmp_path, slug, said):
    c = chat_with_knowledge(slug, tmp_path)
    assert "No tenemos" not in c.say(said).text


@pytest.mark.parametrize("slug, said, text", [
    ("", "tenéis empanadas?", "Empanada de zorza: 16,00 €."),
    ("floristeria", "tenéis rosas?", "Ramo de rosas: 35,00 €."),
    ("", "vendeis churros?",
     "No tenemos churros en el catálogo. Tenemos: Tartas por encargo, Pastelería, Panadería y Regalos."),
])
def test_things_had_and_sold_asked_unchanged(tmp_path, slug, said, text):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(said)
    assert t.texts[0] == text


@pytest.mark.parametrize("said, least", [
    ("cuantos somos minimo para el arroz con marisco?", "Mínimo 2."),
    ("se puede pedir arroz para uno?", "Mínimo 2."),
    ("cual es el minimo de personas para el arroz?", "Mínimo 2."),
    ("el arroz es para minimo cuantos?", "Mínimo 2."),
    ("pódese pedir arroz para unha persoa?", "Mínimo dúas persoas"),
    ("podese pedir arroz pra un?", "Mínimo 2."),
    ("cantos somos mínimo para o arroz?", "Mínimo 2."),
])
def test_the_least_count_is_read_from_the_catalogue(tmp_path, said, least):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(said)
    assert t.texts[0].startswith("Arroz con marisco: ")
    assert least in t.text
    assert not any(h in t.text for h in HANDOFF) and "pedidos" not in t.text
    assert t.request is None
