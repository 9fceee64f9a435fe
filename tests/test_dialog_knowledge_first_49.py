"""Stop 49, knowledge first: a question the business's texts answer, which the catalogue or an order
answered first.

- «¿a partir de qué edad cortáis a niños?» names a service, but asks an age: the text that says it,
  not the service's card (price, duration). «¿tenéis pan sin gluten?» where no product is that bread:
  the text that says there is, not the list of products without gluten.
- «¿alquiláis bicis eléctricas?» asks whether the business rents at all: the text about renting,
  not the one about that kind of bicycle (the verb asked weighs more than the thing named).
- «¿preparáis los ramos en el momento?» asks how things are made: the text, never an order.
- «¿hay menú del día?» of a thing served on some days only: the days, not its price alone.

What keeps its reading: «¿cuánto cuesta X?», «¿tenéis X?» and an allergen question of a product
of the catalogue, its ingredients, «¿qué tenéis sin gluten?», «quiero X» and «¿me preparáis X?»."""
import pytest

from tests.conversation import chat, chat_with_knowledge

AGE = "Cortamos el pelo a niños y niñas a partir de dos años; hasta los 10 años es el corte infantil."
GLUTEN_FREE_BREAD = "Tenemos pan sin gluten y podemos preparar el pulpo, la merluza y el raxo sin gluten."
NO_RENTING = "No alquilamos bicicletas. Para alquilar, la oficina de turismo tiene una lista de empresas de alquiler."
MADE_THEN = "Los ramos se preparan en el momento; los encargos se recogen en la tienda."


# ---- a question the texts answer beyond the catalogue ------------------------------------------------

@pytest.mark.parametrize("said", [
    "¿a partir de qué edad cortáis el pelo a niños?", "a partir de que edad cortais a los niños",
    "desde que edad cortais el pelo a niños?", "a partir de q edad cortais a niños?",
    "con que edad se puede traer a un niño?", "a partir de que idade cortades o pelo aos nenos?",
])
def test_an_age_asked_of_a_service_is_the_texts(tmp_path, said):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert AGE in t.text and "20 minutos" not in t.text and "10,00 €" not in t.text


@pytest.mark.parametrize("said", ["¿tenéis pan sin gluten?", "teneis pan sin gluten", "hay pan sin gluten?",
                                  "teneis pan para celiacos?", "tedes pan sen glute?"])
def test_a_thing_the_catalogue_lacks_asked_with_a_diet_is_the_texts(tmp_path, said):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(said)
    assert GLUTEN_FREE_BREAD in t.text and "productos sin gluten" not in t.text and "produtos sen glute" not in t.text


@pytest.mark.parametrize("said", ["¿alquiláis bicis eléctricas?", "alquilais bicis electricas", "alugades bicis electricas?"])
def test_whether_it_rents_at_all_is_the_text_about_renting(tmp_path, said):
    t = chat_with_knowledge("taller", tmp_path).say(said)
    assert NO_RENTING in t.text and "baterías" not in t.text


# (stop 50: «preparais las orquideas en el momento?» no longer hears the bouquets' text: a person answers it)
@pytest.mark.parametrize("said", ["¿preparáis los ramos en el momento?", "preparais los ramos al momento",
                                  "preparades os ramos no momento?"])
def test_how_the_things_are_made_is_asked_not_ordered(tmp_path, said):
    c = chat_with_knowledge("floristeria", tmp_path)
    t = c.say(said)
    assert MADE_THEN in t.text and "¿Qué ramo quieres?" not in t.text
    assert not (c.state.get("order") or {}).get("lines") and not any(r["kind"] == "order" for r in c.requests)


def test_how_the_things_are_made_without_the_texts_goes_to_a_person():
    c = chat("floristeria")
    t = c.say("¿preparáis los ramos en el momento?")
    assert "Le paso tu pregunta a una persona" in t.text and not (c.state.get("order") or {}).get("lines")


@pytest.mark.parametrize("slug, said, days", [
    ("restaurante", "¿hay menú del día?", "De martes a viernes a mediodía"),
    ("restaurante", "hay menu del dia", "De martes a viernes a mediodía"),
    ("restaurante", "teneis menu del dia?", "De martes a viernes a mediodía"),
    ("restaurante", "tedes menú do día?", "De martes a venres ao mediodía"),
])
def test_whether_there_is_a_thing_served_some_days_says_the_days(tmp_path, slug, said, days):
    t = chat_with_knowledge(slug, tmp_path).say(said)
    name = "Menú do día" if said.startswith("tedes") else "Menú del día"   # the chat's language
    assert t.text.startswith(f"{name}: 14,50 €.") and days in t.text


# ---- what keeps its reading ---------------------------------------------------------------------------

@pytest.mark.parametrize("slug, said, reply", [
    ("restaurante", "¿tenéis pulpo?", "Pulpo á feira: 16,50 €."),
    ("peluqueria", "¿cuánto cuesta el corte infantil?", "Corte infantil: 10,00 €."),
    ("peluqueria", "cuanto dura el corte infantil?", "Corte infantil dura unos 20 minutos."),
    ("", "cuanto cuesta la bica?", "Bica gallega: 9,00 €."),
    ("", "¿tenéis tarta de Santiago?",
     "Tarta de Santiago: 18,00 € (8 raciones), 26,00 € (12 raciones) y 36,00 € (20 raciones)."),
])
def test_a_price_or_a_have_question_of_the_catalogue_is_its_card(tmp_path, slug, said, reply):
    assert chat_with_knowledge(slug, tmp_path).say(said).text == reply


@pytest.mark.parametrize("slug, said, start", [
    ("", "que ingredientes tiene la tarta de santiago?", "Tarta de Santiago: La de siempre: almendra, huevo y azúcar"),
    ("", "la tarta de santiago lleva harina?", "En Tarta de Santiago no consta gluten."),
    ("", "¿teneis pan sin gluten?", "En panes no tenemos nada sin gluten."),
    ("", "que alérxenos leva a tarta de queixo?", "Tarta de queso"),
    ("restaurante", "el pulpo lleva gluten?", "En Pulpo á feira no consta gluten."),
    ("restaurante", "teneis algo sin gluten?", "Tenemos 6 productos sin gluten: Pulpo á feira"),
])
def test_a_product_asked_of_its_allergens_or_ingredients_is_its_card(tmp_path, slug, said, start):
    assert chat_with_knowledge(slug, tmp_path).say(said).text.startswith(start)


@pytest.mark.parametrize("said", ["¿reparáis bicis eléctricas?", "arreglais baterias?"])
def test_repairing_them_is_still_the_text_about_them(tmp_path, said):
    t = chat_with_knowledge("taller", tmp_path).say(said)
    assert t.text.startswith("Revisamos bicis eléctricas, pero no reparamos baterías ni motores")


@pytest.mark.parametrize("said", ["alquilais bicis?", "alquilais bicicletas electricas"])
def test_renting_without_the_kind_in_its_title_is_still_the_text_about_renting(tmp_path, said):
    assert chat_with_knowledge("taller", tmp_path).say(said).text == NO_RENTING


@pytest.mark.parametrize("said, line", [
    ("¿me preparáis los ramos de rosas?", ("ramo-rosas", 1)),
    ("preparais 2 ramos de rosas?", ("ramo-rosas", 2)),
    ("¿preparáis un ramo de rosas para el sábado?", ("ramo-rosas", 1)),
    ("quiero un ramo de rosas", ("ramo-rosas", 1)),
])
def test_a_thing_asked_for_is_still_ordered(tmp_path, said, line):
    c = chat_with_knowledge("floristeria", tmp_path)
    t = c.say(said)
    assert t.text.startswith("Apunto:")
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == [line]
