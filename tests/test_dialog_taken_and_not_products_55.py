"""Short replies after an answer, and words read as product names (stop 55, task D). What was wrong:

- libreria «¿cuánto cuesta el atlas?» then «vale» read «Perfecto. Si necesitas algo más, aquí estoy.»;
  «pois si», «dámelo» went to a person. Now, right after the price of ONE thing to take home (or the
  answer that it is sold), a bare «vale / sí / venga / pois si / dámelo / dámo» takes one of it; after a
  list, an allergen answer or the address, «vale» still orders nothing, and «ok» alone stays an
  acknowledgement.
- bakery «quiero una napolitana» then «no la kiero» (and «nn la quiero», «no la qiero», «non o kero») asked
  the hour again: the typo was not read. Now it drops the order like «no la quiero».
- bakery «quiero unas instrucciones para llegar» read «No tengo «instrucciones» en la carta.». Now the
  address; a word that asks a topic is no thing lacking.
- bakery «¿cuánto cuesta el pulpo?» read «No tengo «pulpo»…», the catalogue, then «Ningún producto de nuestro
  catálogo indica que contenga nada de eso…» (an allergen line no one asked). Now nothing follows the
  catalogue.
- bakery «algo de fresa para 10» listed every size for 10 without saying none is of fresa. Now «No
  encuentro nada «de fresa» en la carta.» first, then the sizes that serve 10.
"""
import pytest

from tests.conversation import chat

ATLAS = "Apunto: 1 × Atlas do ceo. Total 16,00 €."
NAPOLITANA = "Apunto: 1 × Napolitana de chocolate. Total 2,00 €."
ADDRESS = "Estamos en Rúa do Franco 27, 15705 Santiago de Compostela."
DROPPED_ES = "Hecho, lo dejo sin enviar. Si quieres empezar de nuevo, dime qué te preparo."
DROPPED_GL = "Feito, déixoo sen enviar. Se queres comezar de novo, dime que che preparo."


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in (c.state.get("order") or {}).get("lines") or []]


# --- 1. a bare yes right after one thing's price takes one of it ---

@pytest.mark.parametrize("yes", ["vale", "Vale.", "si", "sí", "venga", "ok, vale", "pues vale", "dámelo",
                                 "damelo", "vale, dámelo", "ok, dámelo"])
def test_a_yes_to_one_price_takes_it(yes):
    c = chat("libreria")
    assert c.say("cuanto cuesta el atlas?").texts == ["Atlas do ceo: 16,00 €."]
    t = c.say(yes)
    assert t.texts[0] == ATLAS
    assert "¿A qué hora lo recoges?" in t.texts[1]
    assert _lines(c) == [("atlas-ceo", 1)]


@pytest.mark.parametrize("yes", ["pois si", "dámo", "vale", "si"])
def test_galician_yes_to_one_price_takes_it(yes):
    c = chat("libreria")
    c.say("canto custa o atlas?")
    t = c.say(yes)
    assert t.texts[0].startswith("Apunto: 1 × Atlas do ceo.") or t.texts[0].startswith("Apunto 1 × Atlas do ceo.")
    assert _lines(c) == [("atlas-ceo", 1)]


def test_galician_yes_asks_the_hour_in_galician():
    c = chat("libreria")
    c.say("canto custa o atlas?")
    t = c.say("pois si")
    assert "¿A que hora o recolles? O máis cedo que podo telo listo é ás 13:30." in t.texts
    assert len(t.texts) == 2


def test_bakery_vale_after_one_price():
    c = chat("")
    assert c.say("¿cuánto cuesta la napolitana?").texts == ["Napolitana de chocolate: 2,00 €."]
    t = c.say("vale")
    assert t.texts[0] == NAPOLITANA
    assert _lines(c) == [("napolitana", 1)]


def test_bakery_vale_after_it_is_sold():
    c = chat("")
    c.say("¿tenéis napolitanas?")
    c.say("vale")
    assert _lines(c) == [("napolitana", 1)]


def test_bakery_yes_to_a_sized_one_asks_its_size():
    c = chat("")
    c.say("cuanto cuesta la tarta de queso?")
    t = c.say("si")
    assert _lines(c) == [("tarta-queso", 1)]
    assert "¿Para cuántas raciones?" in t.texts


def test_floristeria_vale_after_one_price():
    c = chat("floristeria")
    assert c.say("cuanto cuesta un ramo de rosas?").texts == ["Ramo de rosas: 35,00 €."]
    t = c.say("vale")
    assert t.texts[0] == "Apunto: 1 × Ramo de rosas. Total 35,00 €."
    assert _lines(c) == [("ramo-rosas", 1)]


# near-misses: «vale» after a list, after what is not a price, a thanks, and at the order's own question

@pytest.mark.parametrize("first", ["cuanto cuestan las tartas?", "¿dónde estáis?", "la napolitana lleva huevo?",
                                   "a que hora abris?"])
def test_vale_after_a_list_or_no_price_orders_nothing(first):
    c = chat("")
    c.say(first)
    t = c.say("vale")
    assert _lines(c) == []
    assert not any(x.startswith("Apunto") for x in t.texts)


@pytest.mark.parametrize("ack", ["ok", "de acuerdo", "perfecto"])
def test_an_acknowledgement_after_a_price_takes_nothing(ack):
    c = chat("libreria")
    c.say("cuanto cuesta el atlas?")
    t = c.say(ack)
    assert _lines(c) == []
    assert t.texts == ["Perfecto. Si necesitas algo más, aquí estoy."]


def test_near_miss_a_section_with_an_allergen_word_keeps_its_diet():
    t = chat("restaurante").say("¿cuál es el pescado más barato?")
    assert "Merluza a la plancha: 18,00 €" in t.text


def test_vale_thanks_after_a_price_is_a_thanks():
    c = chat("libreria")
    c.say("cuanto cuesta el atlas?")
    t = c.say("vale, gracias")
    assert _lines(c) == []
    assert t.texts == ["¡A ti! Si necesitas algo más, aquí estoy."]


def test_vale_later_is_not_of_the_price_before():
    c = chat("libreria")
    c.say("cuanto cuesta el atlas?")
    c.say("a que hora abris?")
    c.say("vale")
    assert _lines(c) == []


def test_vale_at_the_orders_own_question_is_unchanged():
    c = chat("")
    c.say("quiero una napolitana")
    c.press("13:00")
    t = c.say("vale")
    assert t.texts == ["¿A nombre de quién lo preparo?"]
    assert _lines(c) == [("napolitana", 1)]


def test_me_llevo_el_primero_unchanged():
    c = chat("libreria")
    c.say("cuanto cuesta el atlas?")
    t = c.say("me lo llevo")
    assert t.texts[0] == ATLAS


# --- 2. «no la quiero» typed in a hurry drops it ---

@pytest.mark.parametrize("no", ["no la kiero", "no lo kiero", "nn la quiero", "no la qiero", "No la quiro",
                                "no, no la kiero", "no la quiero"])
def test_not_wanted_with_a_typo(no):
    c = chat("")
    c.say("quiero una napolitana")
    t = c.say(no)
    assert t.texts == [DROPPED_ES]


@pytest.mark.parametrize("no", ["non a quero", "non o kero", "non a qero", "nn o quero"])
def test_not_wanted_with_a_typo_galician(no):
    c = chat("")
    c.say("quero unha napolitana")
    t = c.say(no)
    assert t.texts == [DROPPED_GL]


def test_not_wanted_with_a_note_is_still_a_note():
    c = chat("")
    c.say("quiero una napolitana")
    c.say("no la kiero con chocolate extra")
    assert _lines(c) == [("napolitana", 1)]


# --- 3. «quiero X» where X asks a topic answers the topic ---

@pytest.mark.parametrize("msg", ["quiero unas instrucciones para llegar", "quiero instrucciones para llegar",
                                 "quiero saber cómo llegar", "quiero unas indicaciones pa llegar",
                                 "me das indicaciones para llegar?", "quiero la direccion"])
def test_how_to_get_there_is_the_address(msg):
    t = chat("").say(msg)
    assert t.texts[0].startswith(ADDRESS)
    assert not any("No tengo" in x for x in t.texts)


@pytest.mark.parametrize("msg", ["quero indicacións para chegar", "quero unhas indicacions pra chegar",
                                 "quero o enderezo"])
def test_how_to_get_there_galician(msg):
    t = chat("").say(msg)
    assert t.texts[0].startswith("Estamos en Rúa do Franco 27")
    assert not any("Non teño" in x for x in t.texts)


@pytest.mark.parametrize("msg,start", [
    ("quiero el horario", "Abrimos los martes, miércoles, jueves, viernes y sábados de 09:00 a 14:00"),
    ("quero o horario", "Abrimos os martes, mércores, xoves, venres e sábados de 09:00 a 14:00"),
    ("quiero el teléfono", "Puedes llamar al 981 000 404"),
])
def test_a_topic_wanted_is_answered(msg, start):
    t = chat("").say(msg)
    assert t.texts[0].startswith(start)
    assert len(t.texts) == 1


def test_near_miss_where_are_you():
    assert chat("").say("¿dónde estáis?").texts[0].startswith(ADDRESS)


def test_near_miss_a_product_wanted_is_ordered():
    c = chat("")
    t = c.say("quiero una tarta de queso")
    assert t.texts[0] == "Apunto: 1 × Tarta de queso. Total 22,00 €."
    assert _lines(c) == [("tarta-queso", 1)]


# --- 4. after «No tengo X», no unrelated line ---

@pytest.mark.parametrize("msg,missing", [("¿cuánto cuesta el pulpo?", "No tengo «pulpo» en la carta."),
                                         ("cuanto cuestan las gambas", "No tengo «gambas» en la carta."),
                                         ("cuanto vale el pulpo", "No tengo «pulpo» en la carta.")])
def test_the_missing_thing_then_only_the_catalogue(msg, missing):
    t = chat("").say(msg)
    assert t.texts == [missing, "Esta es la carta, con precios y alérgenos:"]


def test_the_missing_thing_galician():
    t = chat("").say("canto custa o polbo?")
    assert t.texts == ["Non teño «polbo» na carta.", "Esta é a carta, con prezos e alérxenos:"]


def test_near_miss_a_price_of_things_with_an_allergen_lists_them():
    text = " ".join(chat("").say("cuanto cuesta algo con nueces").texts)
    assert "Llevan frutos secos: Tarta de Santiago" in text


def test_near_miss_what_has_it_is_still_the_allergen_answer():
    t = chat("").say("¿qué lleva pulpo?")
    assert t.texts[0].startswith("Ningún producto de nuestro catálogo indica que contenga nada de eso.")


# --- 5. a wish nothing matches is said first ---

def test_a_flavour_none_has_for_ten():
    t = chat("").say("algo de fresa para 10")
    assert t.texts[0] == "No encuentro nada «de fresa» en la carta."
    assert t.texts[1].startswith("Para 10 personas: Tarta de queso (12 raciones): 30,00 €.")
    assert len(t.texts) == 2


def test_a_flavour_none_has_galician_without_accents():
    t = chat("").say("que me recomendas de morango para 8 persoas")
    assert t.texts[0] == "Non atopo nada «de morango» na carta."
    assert t.texts[1].startswith("Para 8 persoas: Tarta de queso (8 racións): 22,00 €.")


def test_near_miss_a_flavour_some_have_lists_only_those():
    t = chat("").say("algo de chocolate para 10")
    assert t.texts == ["Para 10 personas: Tarta Sacher (12 raciones): 34,00 €. ¿Te apunto alguna?"]


def test_near_miss_no_flavour_said():
    t = chat("").say("algo para 10")
    assert len(t.texts) == 1
    assert t.texts[0].startswith("Para 10 personas: Tarta de queso (12 raciones): 30,00 €.")


# --- 3b. «quiero información» naming nothing: of what, not a person's question ---

@pytest.mark.parametrize("msg", ["quiero información", "quiero informacion", "necesito info",
                                 "hola, quiero informacion por favor", "me das información?"])
def test_information_of_nothing_asks_of_what(msg):
    t = chat("").say(msg)
    assert t.texts == ["Claro, ¿sobre qué? Puedo contarte la carta y los horarios, o dejarte un pedido preparado."]
    assert t.chip_labels == ["Ver la carta", "Horario", "Hacer un pedido"]
    assert t.request is None


def test_information_of_nothing_galician():
    t = chat("").say("quero información")
    assert t.texts == ["Claro, ¿sobre que? Podo contarche a carta e os horarios, ou deixarche un pedido preparado."]
    assert t.request is None


def test_information_of_nothing_at_a_salon():
    t = chat("peluqueria").say("quiero información")
    assert t.texts == ["Claro, ¿sobre qué? Puedo contarte los servicios y los horarios, o pedirte una cita."]
