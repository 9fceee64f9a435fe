"""Reading the catalogue's own words before the engine's (issue 16): a product whose name holds
a booking word («Centro de mesa», «Mesa plegable») is ordered, not read as a table booking, even
in a business that books tables; a service named without its noun («quiero un ajuste», «quero
un corte») asks which one from the dataset's `ambiguous` group instead of handing over."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from bizengine import load_business
from tests.conversation import Conversation

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"
WORKSHOP = load_business(FIXTURES / "taller")
SALON = load_business(FIXTURES / "peluqueria")


def _with_products(root, category, *products):
    catalog = json.loads((root / "catalog.json").read_text(encoding="utf-8"))
    text = {"es": "Para poner en la mesa.", "gl": "Para poñer na mesa."}
    catalog["products"] += [{"id": pid, "category": category, "name": name, "aliases": aliases,
                             "price_cents": cents, "description": text} for pid, name, aliases, cents in products]
    (root / "catalog.json").write_text(json.dumps(catalog, ensure_ascii=False), encoding="utf-8")


CENTRE = ("centro-mesa", "Centro de mesa", ["centro de mesa", "centro floral"], 3000)


@pytest.fixture(scope="module")
def flowers(tmp_path_factory):
    """The florist fixture (orders only) with a «Centro de mesa»."""
    root = tmp_path_factory.mktemp("flores") / "floristeria"
    shutil.copytree(FIXTURES / "floristeria", root)
    _with_products(root, "ramos", CENTRE)
    return load_business(root)


@pytest.fixture(scope="module")
def tables_and_orders(tmp_path_factory):
    """The restaurant fixture, also taking orders, with two products named with «mesa»."""
    root = tmp_path_factory.mktemp("mesa") / "restaurante"
    shutil.copytree(FIXTURES / "restaurante", root)
    data = json.loads((root / "business.json").read_text(encoding="utf-8"))
    data["capabilities"].append("order")
    data["order"] = json.loads((FIXTURES / "taller" / "business.json").read_text(encoding="utf-8"))["order"]
    (root / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    _with_products(root, "postres", CENTRE,
                   ("mesa-plegable", "Mesa plegable", ["mesa plegable", "mesas plegables"], 4000))
    return load_business(root)


ORDERS = [
    ("quiero un centro de mesa", "Apunto: 1 × Centro de mesa."),
    ("Quería 2 centros de mesa para el sábado", "Apunto: 2 × Centro de mesa."),
    ("queria dos centros de mesa para el sabado", "Apunto: 2 × Centro de mesa."),
    ("¿Me podéis preparar un Centro de Mesa?", "Apunto: 1 × Centro de mesa."),
    ("quero un centro de mesa", "Apunto: 1 × Centro de mesa."),
    ("quería encargar dous centros de mesa para o venres", "Apunto: 2 × Centro de mesa."),
    ("poñédeme un centro de mesa, por favor", "Apunto: 1 × Centro de mesa."),
]


@pytest.mark.parametrize("text, said", ORDERS)
def test_a_product_named_with_mesa_is_ordered_in_a_shop(flowers, text, said):
    c = Conversation(flowers)
    t = c.say(text)
    assert t.text.startswith(said), t
    assert c.state["intent"] == "order" and "reserva" not in t.text


@pytest.mark.parametrize("text, said", ORDERS + [
    ("quiero una mesa plegable", "Apunto: 1 × Mesa plegable."),
    ("quero dúas mesas plegables", "Apunto: 2 × Mesa plegable."),
])
def test_a_product_named_with_mesa_is_ordered_where_tables_are_booked(tables_and_orders, text, said):
    c = Conversation(tables_and_orders)
    t = c.say(text)
    assert t.text.startswith(said), t
    assert c.state["intent"] == "order"
    assert not (c.state.get("booking") or {}).get("party")


@pytest.mark.parametrize("text, said", [
    ("quiero una mesa para 4 el sábado", "Apunto: reserva para 4 personas el sábado 7 de noviembre."),
    ("quero reservar mesa para dous o venres", "Apunto: reserva para 2 persoas o venres 6 de novembro."),
])
def test_a_table_is_still_a_booking_there(tables_and_orders, text, said):
    c = Conversation(tables_and_orders)
    assert c.say(text).text.startswith(said)
    assert c.state["intent"] == "booking"


@pytest.mark.parametrize("biz, text, question, answer, said", [
    (WORKSHOP, "quiero un ajuste", "¿Qué ajuste quieres: de frenos o de cambio?", "de frenos",
     "Apunto: ajuste de frenos. Total 18,00 €; dura unos 30 minutos. ¿Con quién quieres la cita?"),
    (WORKSHOP, "necesito un ajuste para el martes", "Apunto: cita el martes 3 de noviembre. ¿Qué ajuste quieres: de frenos o de cambio?",
     "del cambio", "Apunto: ajuste de cambio el martes 3 de noviembre. Total 18,00 €; dura unos 30 minutos. "
                   "¿Con quién quieres la cita?"),
    (WORKSHOP, "quero un axuste", "¿Que axuste queres: de freos ou do cambio?", "o dos freos",
     "Apunto: axuste de freos. Total 18,00 €; dura uns 30 minutos. ¿Con quen queres a cita?"),
    (SALON, "quiero un corte", "¿Qué corte quieres: de mujer, de hombre o infantil?", "el de mujer",
     "Apunto: corte de mujer. Total 22,00 €; dura unos 45 minutos. ¿Qué día te va bien?"),
    (SALON, "kiero un corte", "¿Qué corte quieres: de mujer, de hombre o infantil?", "para un niño",
     "Apunto: corte infantil. Total 10,00 €; dura unos 20 minutos. ¿Qué día te va bien?"),
    (SALON, "quero un corte", "¿Que corte queres: de muller, de home ou infantil?", "de home",
     "Apunto: corte de home. Total 14,00 €; dura uns 30 minutos. ¿Con quen queres a cita?"),
    (SALON, "quero cortar o pelo o martes", "Apunto: cita o martes 3 de novembro. ¿Que corte queres: de muller, de home ou infantil?",
     "de muller", "Apunto: corte de muller o martes 3 de novembro. Total 22,00 €; dura uns 45 minutos. "
                  "¿A que hora che vai ben o martes 3 de novembro?"),
])
def test_a_service_without_its_noun_asks_which_one(biz, text, question, answer, said):
    c = Conversation(biz)
    asked = c.say(text)
    assert asked.text == question and not (asked.request or {}).get("status") == "pending"
    assert all(" · " in label for label in asked.chip_labels) and len(asked.chip_labels) >= 2
    assert c.say(answer).text == said
    assert c.state["intent"] == "booking" and not (c.state.get("order") or {}).get("lines")


@pytest.mark.parametrize("biz, text, chip", [
    (WORKSHOP, "quiero un ajuste", "Ajuste de cambio · 18,00 €"),
    (SALON, "quero un corte", "Corte infantil · 10,00 €"),
])
def test_the_chips_of_the_question_book_the_service(biz, text, chip):
    c = Conversation(biz)
    c.say(text)
    t = c.press(chip)
    assert "recogida" not in t.text and "recollida" not in t.text
    assert c.state["intent"] == "booking" and len(c.state["booking"]["services"]) == 1
    assert not (c.state.get("order") or {}).get("lines")
