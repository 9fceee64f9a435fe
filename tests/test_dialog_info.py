"""Answers from data: hours, contact, prices, menu, allergens, and the knowledge-base fallbacks."""
from __future__ import annotations

import pytest

from tests.conversation import NOW, Conversation

ALLERGY = ("Si es una alergia o intolerancia grave, una persona del local lo confirma con cocina "
           "antes de preparar nada.")


def kb_says(text, cites=("Mascotas",)):
    calls = []

    def kb_answer(q, lang, history):
        calls.append((q, lang))
        return {"route": "excerpt", "text": text, "cites": [{"title": t, "source": "kb/local.md", "score": 0.5} for t in cites],
                "trace": [{"step": "retrieve", "ok": True, "detail": "1 fuente"}], "degraded": True}
    kb_answer.calls = calls
    return kb_answer


def test_hours_today_in_spanish_with_source():
    t = Conversation().say("¿A qué hora abrís hoy?")
    assert t.text == "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."
    assert t.cites == [{"title": "Horario", "source": "business.json"}]
    assert t.evidence and t.evidence[0]["step"] == "hours"
    assert t.cards("hours")[0]["rows"][0] == {"day": "Lunes", "text": "Cerrado"}


def test_closed_on_monday_says_the_next_opening():
    t = Conversation().say("¿el lunes abrís?")
    assert t.text == "El lunes 2 de noviembre no abrimos. Volvemos a abrir el martes 3 de noviembre a las 09:00."


def test_a_given_day_hours():
    t = Conversation().say("¿Qué horario tenéis el domingo?")
    assert t.text == "El domingo 1 de noviembre abrimos de 09:30 a 14:00."


def test_holidays_go_to_the_knowledge_base():
    kb = kb_says("En festivos abrimos solo por la mañana.", ("Festivos",))
    t = Conversation(kb_answer=kb).say("¿Abrís en festivos?")
    assert t.text == "En festivos abrimos solo por la mañana."
    assert t.cites[0]["title"] == "Festivos"
    assert t["kb"]["route"] == "excerpt"


def test_address_and_contact():
    c = Conversation()
    assert c.say("¿Dónde estáis?").text == "Estamos en Rúa do Franco 27, 15705 Santiago de Compostela. Teléfono: 981 000 404."
    assert c.say("¿Qué teléfono tenéis?").text == "Puedes llamar al 981 000 404 o escribir a encargos@obradormel.example."


def test_price_of_a_product_and_of_its_options():
    c = Conversation()
    t = c.say("¿Cuánto cuesta el brownie?")
    assert t.text == "Brownie sin harina: 3,00 €."
    assert t.cites == [{"title": "Carta y alérgenos", "source": "catalog.json"}]
    t = c.say("¿Cuánto cuesta la tarta de queso?")
    assert t.text == "Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones) y 40,00 € (20 raciones)."
    assert c.state["intent"] != "order"


def test_menu_as_cards_by_category():
    t = Conversation().say("¿Qué tenéis?")
    titles = [card["title"] for card in t.cards("menu")]
    assert titles == ["Tartas por encargo", "Pastelería", "Panadería", "Regalos"]
    assert sum(len(card["rows"]) for card in t.cards("menu")) == 19


def test_allergens_say_not_listed_never_free_of():
    t = Conversation().say("¿La palmera lleva frutos secos?")
    assert t.text == ("En Palmera de hojaldre no constan frutos secos. En el obrador usamos almendra y nuez todos "
                      "los días, así que puede haber trazas en todo. " + ALLERGY)     # the business's caveat (stop 47)
    assert "no lleva" not in t.text


def test_allergens_of_a_product():
    t = Conversation().say("¿La tarta de queso lleva gluten o huevo?")
    assert t.text.startswith("Tarta de queso contiene gluten")
    assert t.text.endswith(ALLERGY)


def test_galician_allergy_note():
    t = Conversation().say("¿Que tedes sen gluten?")
    assert t.text.startswith("Temos 3 produtos sen glute: ")
    assert t.text.endswith("Se é unha alerxia ou intolerancia grave, unha persoa do local confírmao con cociña antes de preparar nada.")


def test_mixed_message_computed_part_then_knowledge():
    kb = kb_says("Sí, los perros son bienvenidos en el local.")
    t = Conversation(kb_answer=kb).say("¿Dónde estáis y se puede ir con perro?")
    assert t.texts[0].startswith("Estamos en Rúa do Franco 27")
    assert t.texts[1] == "Sí, los perros son bienvenidos en el local."
    assert kb.calls and "perro" in kb.calls[0][0]


def test_a_question_about_reservations_goes_to_the_knowledge_base():
    kb = kb_says("No hacemos reservas: los encargos se recogen en el obrador.", ("Recogida",))
    t = Conversation(kb_answer=kb).say("¿Hacéis reservas?")
    assert t.text == "No hacemos reservas: los encargos se recogen en el obrador."
    assert t.request is None


def test_no_kb_callable_means_a_person():
    t = Conversation().say("¿Tenéis wifi en el local?")
    assert t.request["kind"] == "question" and t.request["status"] == "pending"
    assert t["case_state"] == "handoff"


def test_follow_ups_answer_like_the_previous_question():
    c = Conversation()
    c.say("¿A qué hora abrís hoy?")
    assert c.say("¿y el domingo?").text == "El domingo 1 de noviembre abrimos de 09:30 a 14:00."
    c.say("¿Cuánto cuesta el brownie?")
    assert c.say("¿y la palmera?").text == "Palmera de hojaldre: 2,20 €."


def test_what_can_i_order_is_the_menu():
    t = Conversation().say("¿Qué puedo pedir?")
    assert len(t.cards("menu")) == 4


def test_do_you_have_answers_with_the_price_and_an_order_chip():
    t = Conversation().say("¿Tenéis tarta de chocolate?")
    assert t.text == "Tarta Sacher: 26,00 € (8 raciones), 34,00 € (12 raciones) y 44,00 € (20 raciones)."
    assert t.chips == [{"label": "Encargar: Tarta Sacher", "action": {"type": "add", "item_id": "tarta-sacher"}}]
    t = Conversation().say("¿Qué tartas tenéis?")
    assert t.texts[0].startswith("Tarta de queso: desde 22,00 €. Tarta de Santiago: desde 18,00 €.")


def test_a_diet_question_about_a_general_word_lists_among_its_products():
    t = Conversation().say("Buenas, quería saber si hacéis tartas sin gluten")
    assert t.text == ("En tartas, sin gluten: Tarta de Santiago. Si es una alergia o intolerancia grave, "
                      "una persona del local lo confirma con cocina antes de preparar nada.")


def test_two_allergens_to_avoid():
    t = Conversation().say("¿Algo sin gluten ni lactosa?")
    assert t.text.startswith("Tenemos 1 producto sin gluten ni lácteos: Tarta de Santiago.")


def test_an_id_number_is_masked_and_not_needed():
    t = Conversation().say("mi dni es 12345678-Z")
    assert t.text == "No hace falta que me des tu DNI: lo he tapado en el chat y no lo guardo."
    assert t["redacted"] == ["dni"] and t.request is None


def test_a_bare_yes_with_nothing_in_progress():
    t = Conversation().say("Sí")
    assert t.text == "No te he entendido bien. Puedo contarte la carta y los horarios, o dejarte un pedido preparado."
    assert t.chip_labels == ["Ver la carta", "Horario", "Hacer un pedido"]


def test_open_now():
    assert Conversation().say("¿Estáis abiertos ahora?").text == "Sí, ahora estamos abiertos hasta las 14:00."
    later = Conversation(now=NOW.replace(hour=15))
    assert later.say("¿Estáis abiertos ahora?").text == "Ahora mismo estamos cerrados. Volvemos a abrir hoy a las 16:30."


@pytest.mark.parametrize("text, said", [
    ("cuanto cuesta una tarta para 12 personas?", "Tarta de queso (12 raciones): 30,00 €. Tarta de Santiago (12 raciones): 26,00 €."),
    ("precio tartas para 20 personas", "Tarta de queso (20 raciones): 40,00 €."),
    ("canto custa unha tarta para 12?", "Tarta de queso (12 racións): 30,00 €."),
])
def test_a_price_asked_for_a_size_is_that_sizes(text, said):
    """«¿cuánto cuesta una tarta para 12 personas?» gave every cake's smallest price."""
    assert Conversation().say(text).text.startswith(said)


@pytest.mark.parametrize("text, titles", [
    ("que bolleria teneis?", ["Pastelería"]),
    ("que panes haceis?", ["Panadería"]),
    ("que hay para regalar?", ["Regalos"]),
    ("que tedes de panadaría?", ["Panadaría"]),
    ("me enseñas la carta?", ["Tartas por encargo", "Pastelería", "Panadería", "Regalos"]),
])
def test_a_category_asked_shows_its_card_only(text, titles):
    """«¿qué bollería tenéis?» showed the whole catalogue."""
    t = Conversation().say(text)
    assert [card["title"] for card in t.replies[0]["meta"]["cards"]] == titles


@pytest.mark.parametrize("text, said", [
    ("¿tenéis empanada de atún?", "No tengo «empanada de atún» en la carta. Empanada de zorza: 16,00 €."),
    ("teñen empanada de bonito?", "Non teño «empanada de bonito» na carta. Empanada de zorza: 16,00 €."),
    ("¿tenéis empanada?", "Empanada de zorza: 16,00 €."),
])
def test_a_flavour_not_made_is_said_before_the_one_made(text, said):
    """«¿tenéis empanada de atún?» answered zorza's price as if it were the one asked."""
    assert Conversation().say(text).text == said
