"""Stop 51, product and service names in the chat's language: a Galician chat named every product
and service in Spanish, even where the business names it in Galician too («Apunto: 1 × Jarrón de
cristal» after «quero un xarrón de cristal»). A catalogue `name` may now be one per language ({"es", "gl"}, the business's default
language required); the customer reads the name of the chat's language (replies, chips, cards,
summaries), the Galician name is recognised like an alias, and the request sent to staff keeps the
business's default language. A name given as one string is the same in every language: the
bakery's carta is in Castilian, so its Galician chats keep «Palmera de hojaldre» (the seed's real
conversation); the bilingual names are shown by the test businesses (restaurante, libreria,
floristeria, and the salon's «Arranxo de barba»)."""
import json
import shutil
from pathlib import Path

import pytest

from bizengine.business.profile import public_profile
from bizengine.business.store import DatasetError, load_business
from tests.conversation import chat, line_counts

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"


# ---- the bakery: its carta is in Castilian (string names), so a Galician chat keeps them --------------

def test_the_seed_s_galician_order_keeps_the_carta_s_castilian_name():
    c = chat()
    t = c.say("Ola, cando abrides?")
    assert "Hoxe abrimos de 09:00 a 14:00 e de 16:30 a 20:00." in t.text
    t = c.say("Quero dúas palmeras para recoller mañá")
    assert "Apunto: 2 × Palmera de hojaldre. Total 4,40 €." in t.text
    assert "¿A que hora o recolles mañá?" in t.text and "Palmeira" not in t.text
    assert line_counts(c) == {"palmera": 2}


@pytest.mark.parametrize("said, noted, ids", [
    ("quero unha torta de Santiago", "1 × Tarta de Santiago", {"tarta-santiago": 1}),
    ("quero 3 croissants", "3 × Croissant de mantequilla", {"croissant": 3}),
    ("quero unha bica galega", "1 × Bica gallega", {"bica": 1}),
])
def test_a_galician_bakery_order_reads_the_carta_s_names(said, noted, ids):
    c = chat()
    t = c.say(said)
    assert f"Apunto: {noted}" in t.text
    assert line_counts(c) == ids


def test_a_bakery_price_in_galician_keeps_the_carta_s_name():
    t = chat().say("canto custa a torta de queixo?")
    assert "Tarta de queso: 22,00 € (8 racións)" in t.text
    assert "Encargar: Tarta de queso" in t.chip_labels


def test_a_spanish_chat_keeps_the_spanish_names():
    c = chat()
    t = c.say("quiero una tarta de santiago y dos palmeras")
    assert "Apunto: 1 × Tarta de Santiago y 2 × Palmera de hojaldre. Total 22,40 €" in t.text


def test_the_bakery_s_string_names_load_as_one_name_for_every_language():
    from bizengine.business.product_names import product_name
    biz = load_business(Path(__file__).resolve().parents[1] / "datasets" / "pasteleria")
    p = biz.products["palmera"]
    assert p["name"] == "Palmera de hojaldre" and p["names"] == {}
    assert product_name(p, "gl") == product_name(p, "es") == "Palmera de hojaldre"
    row = next(r for r in public_profile(biz)["products"] if r["id"] == "palmera")
    assert row["name"] == "Palmera de hojaldre"


# ---- a business whose catalogue names in both languages: the flower shop's order -------------------

@pytest.mark.parametrize("said, noted, ids", [
    ("quero un xarrón de cristal", "1 × Xarrón de cristal", {"jarron": 1}),
    ("quero un xarron de cristal", "1 × Xarrón de cristal", {"jarron": 1}),
    ("quero unha tarxeta", "1 × Tarxeta dedicada", {"tarjeta": 1}),
    ("quero un testo", "1 × Testo de cerámica", {"maceta": 1}),
    ("quero unha maceta", "1 × Testo de cerámica", {"maceta": 1}),
])
def test_a_galician_order_names_the_products_in_galician(said, noted, ids):
    c = chat("floristeria")
    t = c.say(said)
    assert f"Apunto: {noted}" in t.text
    assert line_counts(c) == ids


def test_two_products_are_both_named_in_galician():
    c = chat("floristeria")
    t = c.say("quero un xarrón de cristal e unha tarxeta")
    assert "Apunto: 1 × Xarrón de cristal e 1 × Tarxeta dedicada. Total 18,00 €" in t.text
    assert line_counts(c) == {"jarron": 1, "tarjeta": 1}


def order_sent_in_galician():
    c = chat("floristeria")
    c.say_all("quero un xarrón de cristal e unha tarxeta para o martes ás 11", "Ana 612345678", "non")
    return c


def test_the_summary_card_names_the_lines_in_galician():
    c = order_sent_in_galician()
    card = c.last.cards("order")[0]
    assert [line["name"] for line in card["lines"]] == ["Xarrón de cristal", "Tarxeta dedicada"]
    assert card["total_cents"] == 1800


def test_the_request_to_staff_keeps_the_business_language():
    c = order_sent_in_galician()
    c.press("Enviar pedido")
    request = c.requests[-1]
    assert request["status"] == "pending" and request["data"]["lang"] == "gl"
    assert [line["name"] for line in request["data"]["lines"]] == ["Jarrón de cristal", "Tarjeta dedicada"]
    assert request["total_cents"] == 1800


def test_a_spanish_flower_order_keeps_the_spanish_names():
    t = chat("floristeria").say("quiero un jarrón de cristal y una tarjeta")
    assert "Apunto: 1 × Jarrón de cristal y 1 × Tarjeta dedicada. Total 18,00 €" in t.text
    assert "Xarrón" not in t.text and "Tarxeta" not in t.text


def test_a_spanish_chat_that_writes_the_galician_name_reads_the_spanish_one():
    c = chat("floristeria")
    t = c.say("quiero un xarrón de cristal, por favor")
    assert "Apunto: 1 × Jarrón de cristal" in t.text
    assert line_counts(c) == {"jarron": 1}


@pytest.mark.parametrize("said, answer, chip", [
    ("canto custa o caderno A5?", "Caderno A5 de raias: 4,50 €", "Encargar: Caderno A5 de raias"),
    ("¿cuánto cuesta el cuaderno A5?", "Cuaderno A5 de rayas: 4,50 €", "Encargar: Cuaderno A5 de rayas"),
])
def test_a_price_answer_and_its_chip_in_the_chat_language(said, answer, chip):
    t = chat("libreria").say(said)
    assert answer in t.text
    assert chip in t.chip_labels


@pytest.mark.parametrize("said, shown, hidden", [
    ("amósame o catálogo", "Xarrón de cristal", "Jarrón de cristal"),
    ("enséñame el catálogo", "Jarrón de cristal", "Xarrón de cristal"),
])
def test_the_menu_card_rows_are_in_the_chat_language(said, shown, hidden):
    t = chat("floristeria").say(said)
    rows = [row["name"] for card in t.cards("menu") for row in card["rows"]]
    assert shown in rows and hidden not in rows


# ---- the other businesses: services, dishes, parts ---------------------------------------------------

def test_a_salon_booking_in_galician_names_the_service_in_galician():
    c = chat("peluqueria")
    t = c.say("quero un arranxo de barba o martes")
    assert "Apunto: arranxo de barba o martes 3 de novembro. Total 9,00 €" in t.text
    t = c.say("ás 10")
    assert "Apunto: arranxo de barba o martes 3 de novembro ás 10:00" in t.text
    assert c.state["booking"]["services"] == ["barba"]


def test_a_salon_booking_in_spanish_keeps_the_spanish_name():
    t = chat("peluqueria").say("quiero un arreglo de barba el martes")
    assert "Apunto: arreglo de barba el martes 3 de noviembre. Total 9,00 €" in t.text


def test_a_service_named_by_one_string_is_the_same_in_a_galician_chat():
    t = chat("peluqueria").say("quero un corte de home o martes")
    assert "Apunto: corte de home o martes 3 de novembro. Total 14,00 €" in t.text


@pytest.mark.parametrize("slug, said, answer", [
    ("restaurante", "canto custa o polbo?", "Polbo á feira: 16,50 €"),
    ("restaurante", "e o menú do día canto custa?", "Menú do día: 14,50 €"),
    ("restaurante", "canto custa a pescada á prancha?", "Pescada á prancha"),
    ("restaurante", "¿cuánto cuesta el pulpo?", "Pulpo á feira: 16,50 €"),
    ("taller", "canto custa axustar os freos?", "Axuste de freos: 18,00 €"),     # a string name
    ("taller", "¿cuánto cuesta ajustar los frenos?", "Ajuste de frenos: 18,00 €"),
])
def test_the_other_businesses_answer_in_the_chat_language(slug, said, answer):
    assert answer in chat(slug).say(said).text


def test_a_name_written_the_same_in_both_languages_is_one_string():
    from bizengine.business.product_names import product_name
    biz = load_business(FIXTURES / "libreria")
    book = biz.products["follas-novas"]
    assert book["names"] == {} and product_name(book, "gl") == product_name(book, "es") == "Follas novas"


# ---- the dataset: the name object, its validation, the API -----------------------------------------

def test_the_loaded_product_keeps_both_names_and_the_galician_is_an_alias():
    from bizengine.business.product_names import every_name, product_name
    biz = load_business(FIXTURES / "restaurante")
    p = biz.products["pulpo-feira"]
    assert p["name"] == "Pulpo á feira" and p["names"]["gl"] == "Polbo á feira"
    assert product_name(p, "gl") == "Polbo á feira" and product_name(p, "es") == "Pulpo á feira"
    assert product_name(p, "en") == "Pulpo á feira"      # a language without a name: the default
    assert every_name(p) == ["Pulpo á feira", "Polbo á feira"]
    assert "Pescada á prancha" in biz.products["merluza-plancha"]["aliases"]


def test_the_profile_gives_the_names_by_language():
    biz = load_business(FIXTURES / "peluqueria")
    row = next(p for p in public_profile(biz)["products"] if p["id"] == "barba")
    assert row["name"] == "Arreglo de barba"
    assert row["names"] == {"es": "Arreglo de barba", "gl": "Arranxo de barba"}


def with_name(tmp_path: Path, slug: str, pid: str, name) -> Path:
    dest = tmp_path / slug
    shutil.copytree(FIXTURES / slug, dest)
    path = dest / "catalog.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    next(p for p in doc["products"] if p["id"] == pid)["name"] = name
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return dest


def test_a_string_name_still_loads_and_is_shown_in_both_languages(tmp_path):
    from bizengine.business.product_names import product_name
    biz = load_business(with_name(tmp_path, "floristeria", "jarron", "Jarrón de cristal"))
    p = biz.products["jarron"]
    assert product_name(p, "gl") == "Jarrón de cristal" and p["names"] == {}


def test_a_name_without_the_default_language_is_a_precise_load_error(tmp_path):
    folder = with_name(tmp_path, "floristeria", "jarron", {"gl": "Xarrón de cristal"})
    with pytest.raises(DatasetError) as err:
        load_business(folder)
    index = [p["id"] for p in json.loads((folder / "catalog.json").read_text())["products"]].index("jarron")
    assert err.value.problems == [
        f"floristeria/catalog.json: products[{index}].name: falta el nombre en «es», el idioma principal del "
        "negocio (el primero de languages); se esperaba {\"es\": \"…\"} junto a los otros idiomas"]


@pytest.mark.parametrize("name", [{}, {"es": "Jarrón", "en": "Vase"}, {"es": ""}, 7])
def test_a_malformed_name_is_a_schema_error_at_its_place(tmp_path, name):
    folder = with_name(tmp_path, "floristeria", "jarron", name)
    with pytest.raises(DatasetError) as err:
        load_business(folder)
    assert len(err.value.problems) == 1
    assert ".name: se esperaba un texto, o uno por idioma" in err.value.problems[0]


def test_a_galician_name_that_is_another_product_s_alias_is_refused(tmp_path):
    folder = with_name(tmp_path, "floristeria", "jarron", {"es": "Jarrón de cristal", "gl": "Maceta"})
    with pytest.raises(DatasetError) as err:
        load_business(folder)
    assert any("alias «maceta» repetido" in p or "«Maceta» repetido" in p for p in err.value.problems), \
        err.value.problems


def test_the_salon_booking_card_in_galician_and_the_staff_facts_in_spanish():
    from bizengine.service.staff import booking_facts
    c = chat("peluqueria")
    t = c.say_all("quero un arranxo de barba o martes", "ás 10", "Iago 612345678", "non")
    card = t.cards("booking")[0]
    assert [s["name"] for s in card["services"]] == ["Arranxo de barba"] and card["total_cents"] == 900
    c.press("Enviar reserva")
    request = c.requests[-1]
    assert request["status"] == "pending" and request["data"]["services"] == ["barba"]
    facts = booking_facts(c.biz, request["data"])
    assert [s["name"] for s in facts["services"]] == ["Arreglo de barba"]
    assert [s["name"] for s in booking_facts(c.biz, request["data"], "gl")["services"]] == ["Arranxo de barba"]


def test_the_card_of_a_confirmed_order_is_named_again_in_the_chat_language():
    from bizengine.service.staff import lines_in
    c = order_sent_in_galician()
    c.press("Enviar pedido")
    data = c.requests[-1]["data"]
    lines = lines_in(c.biz, data, "gl")
    assert [l["name"] for l in lines] == ["Xarrón de cristal", "Tarxeta dedicada"]
    assert [l["name"] for l in data["lines"]] == ["Jarrón de cristal", "Tarjeta dedicada"]   # as stored


def bilingual_bakery(tmp_path: Path):
    """The bakery as if its carta named two cakes in both languages (sizes are the bakery's)."""
    from tests.conversation import Conversation, no_data
    dest = tmp_path / "pasteleria"
    shutil.copytree(Path(__file__).resolve().parents[1] / "datasets" / "pasteleria", dest)
    path = dest / "catalog.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    names = {"tarta-santiago": {"es": "Tarta de Santiago", "gl": "Torta de Santiago"},
             "tarta-queso": {"es": "Tarta de queso", "gl": "Torta de queixo"}}
    for product in doc["products"]:
        product["name"] = names.get(product["id"], product["name"])
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return Conversation(biz=load_business(dest), kb_answer=no_data)


def test_the_sizes_held_are_told_with_the_galician_names(tmp_path):
    c = bilingual_bakery(tmp_path)
    t = c.say("quero unha torta de santiago de 12 e unha torta de queixo de 8 para o martes ás 10")
    assert "Apunto: 1 × Torta de Santiago (12 racións) e 1 × Torta de queixo (8 racións). Total 48,00 €" in t.text
    t = c.say("canto pesan?")
    assert "o que sei é o seu tamaño: Torta de Santiago (12 racións) e Torta de queixo (8 racións)" in t.text
    assert "Tarta" not in t.text
    assert line_counts(c) == {"tarta-santiago": 1, "tarta-queso": 1}
