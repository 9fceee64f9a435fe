"""Follow-ups after a price, complaints of the service, the language of canned replies and «algo de X»
without «?» (stop 58, helper D).

What was wrong:
- at the bakery «¿cuánto cuesta el croissant? || ¿y el pulpo?» said «En Croissant de mantequilla no
  constan moluscos…»: a food the shop does not sell, asked right after a price, was read as an allergen
  asked of the croissant (Galician «e o polbo?» the same);
- at the restaurant «ayer tardaron muchisimo en atendernos» was handed over as a question («Eso no lo
  tengo claro…»): only a length of time on a clock («una hora») made a wait a complaint, and «nos
  atendieron fatal» was no complaint at all;
- at the bookshop «fasme un resumo do libro» got the Spanish «Eso no lo tengo claro…»: short Galician
  with none of the marker words («fasme», «resumo», «do», «podes», «e o X?», «atendéronnos») was read as
  Spanish, and so was every canned reply to it;
- at the bookshop «algo de novela negra» (no «?») ordered «Apunto: 1 × O lume vermello» and asked the
  pickup time: some of a kind, to see what there is, was taken as an order.

Now, right after a price, a food that carries an allergen but is not the allergen's own name («pulpo»,
«gambas», «calamares», gl «polbo», «ameixas») is asked to be bought: «No tengo «pulpo» en la carta.» with
the catalogue; an allergen by its name («¿y el gluten?», «e o ovo?») and allergen follow-ups («¿lleva
frutos secos? || ¿y huevo?») still answer the allergen. A wait said long without a clock («muchísimo»,
«un montón», gl «moitísimo») and a service complained of («nos atendieron fatal», gl «atendéronnos
fatal», «no nos atendieron bien») get «Siento lo ocurrido. Le paso tu mensaje a una persona…» (not when
denied: «no tardasteis nada»); the service praised («nos atendieron muy bien») is thanked. Two things
not sold asked in one message («cuanto cuesta el pulpo? y la tortilla?») are both told, no person;
«canto costa…?» is a price. Galician marker words were added and canned replies follow them («Iso non
o teño claro…»). «algo de X», «quiero/busco algo de X» list what there is of it with its price and the
order button; «…, el que sea» or a day said still order.
"""
import pytest

from bizengine.language.text import clean
from bizengine.understanding.lexicon import detect_lang
from tests.conversation import chat, chat_after, chat_with_knowledge, line_counts

_NOT_SOLD = "No tengo «{}» en la carta."
_NOT_SOLD_GL = "Non teño «{}» na carta."
_SORRY = "Siento lo ocurrido. Le paso tu mensaje a una persona de Casa Lúa"
_SORRY_GL = "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de Casa Lúa"
_UNSURE = "Eso no lo tengo claro y prefiero no inventarlo."
_UNSURE_GL = "Iso non o teño claro e prefiro non inventalo."


# --- 1. «¿y el X?» after a price, X a food not sold: whether it is sold --------------------------------

@pytest.mark.parametrize("price, then, thing, said", [
    ("¿cuánto cuesta el croissant?", "¿y el pulpo?", "pulpo", _NOT_SOLD),
    ("cuanto cuesta el croissant?", "y el pulpo?", "pulpo", _NOT_SOLD),
    ("cuanto cuesta la tarta de queso?", "y el pulpo?", "pulpo", _NOT_SOLD),
    ("¿cuánto cuesta el croissant?", "¿y las gambas?", "gambas", _NOT_SOLD),
    ("¿cuanto vale la bica?", "y los calamares?", "calamares", _NOT_SOLD),
    ("canto custa o croissant?", "e o polbo?", "polbo", _NOT_SOLD_GL),
    ("canto custa a bica?", "e as ameixas?", "ameixas", _NOT_SOLD_GL),
])
def test_a_food_not_sold_after_a_price_is_not_sold(price, then, thing, said):
    c = chat_after("", price)
    t = c.say(then)
    assert t.texts[0] == said.format(thing)
    assert t.texts[1] in ("Esta es la carta, con precios y alérgenos:", "Esta é a carta, con prezos e alérxenos:")
    assert "constan" not in t.text and "moluscos" not in t.text
    assert not c.requests


@pytest.mark.parametrize("price, then, said", [
    ("¿cuánto cuesta el croissant?", "¿y el gluten?", "Croissant de mantequilla contiene gluten."),
    ("canto custa a bica?", "e o glute?", "Bica gallega contén glute."),
    ("canto custa a bica?", "e o ovo?", "Bica gallega contén ovo."),
])
def test_an_allergen_by_its_name_after_a_price_still_asks_it_of_the_thing(price, then, said):
    t = chat_after("", price).say(then)
    assert t.text.startswith(said)


@pytest.mark.parametrize("first, then, said", [
    ("¿lleva frutos secos?", "¿y huevo?", "Llevan huevo: Tarta de queso, Tarta de Santiago"),
    ("lleva frutos secos?", "y huevo?", "Llevan huevo: Tarta de queso, Tarta de Santiago"),
    ("leva froitos secos?", "e ovo?", "Levan ovo: Tarta de queso, Tarta de Santiago"),
])
def test_an_allergen_follow_up_stays_an_allergen_answer(first, then, said):
    t = chat_after("", first).say(then)
    assert t.text.startswith(said)
    assert "No tengo" not in t.text and "Non teño" not in t.text


@pytest.mark.parametrize("text, said", [
    ("cuanto cuesta el pulpo? y la tortilla?", [_NOT_SOLD.format("pulpo"), "Esta es la carta, con precios y alérgenos:",
                                               _NOT_SOLD.format("tortilla")]),
    ("canto custa o polbo? e a tortilla?", [_NOT_SOLD_GL.format("polbo"), "Esta é a carta, con prezos e alérxenos:",
                                            _NOT_SOLD_GL.format("tortilla")]),
])
def test_two_foods_not_sold_in_one_message_are_both_not_sold_no_person(text, said):
    c = chat("")
    t = c.say(text)
    assert t.texts == said
    assert not c.requests


def test_a_price_asked_then_a_food_not_sold_in_one_message():
    t = chat("").say("¿cuánto cuestan las tartas? ¿y la tortilla?")
    assert t.texts[0].startswith("Tarta de queso: desde 22,00 €.")
    assert t.texts[1] == _NOT_SOLD.format("tortilla")


@pytest.mark.parametrize("text, said", [
    ("cuanto costa o croissant?", "Croissant de mantequilla: 1,80 €."),
    ("canto costa a bica?", "Bica gallega: 9,00 €."),
])
def test_a_price_asked_with_costa_is_a_price(text, said):
    c = chat("")
    assert c.say(text).text == said
    assert not c.requests


def test_a_food_the_restaurant_sells_is_still_priced():
    t = chat_after("restaurante", "¿cuánto cuesta el pulpo?").last
    assert t.text == "Pulpo á feira: 16,50 €."


# --- 2. a complaint of a wait or of the service: sorry, and a person -----------------------------------

@pytest.mark.parametrize("text, lead", [
    ("ayer tardaron muchisimo en atendernos", _SORRY),
    ("Ayer tardaron muchísimo en atendernos", _SORRY),
    ("nos atendieron fatal", _SORRY),
    ("el sabado nos atendieron fatal", _SORRY),
    ("me atendio fatal el camarero", _SORRY),
    ("tardasteis un montón", _SORRY),
    ("tardasteis un monton en traer los platos", _SORRY),
    ("nos tratasteis muy mal", _SORRY),
    ("onte tardastes moitísimo", _SORRY_GL),
    ("onte tardaron moitisimo en atendernos", _SORRY_GL),
    ("atendéronnos fatal", _SORRY_GL),
    ("tratáronme moi mal", _SORRY_GL),
    ("no nos atendieron bien", _SORRY),
    ("non nos atenderon nada ben", _SORRY_GL),
])
def test_a_wait_or_a_service_complained_of_is_apologised_for(text, lead):
    c = chat("restaurante")
    t = c.say(text)
    assert t.text.startswith(lead)
    assert c.requests[-1]["status"] == "pending"
    assert c.requests[-1]["kind"] == "handoff"


@pytest.mark.parametrize("text", [
    "no nos atendieron mal",
    "la ultima vez no tardasteis nada",
    "non tardastes moito",
    "mis amigos tardaron mucho en llegar",
    "tardaron muchisimo en llegar mis amigos",
    "¿tardáis mucho en servir?",
])
def test_no_wait_or_service_complained_of_gets_no_apology(text):
    t = chat("restaurante").say(text)
    assert "Siento" not in t.text and "Sinto" not in t.text


@pytest.mark.parametrize("text, said", [
    ("nos atendieron muy bien", "¡Muchas gracias, da gusto leerlo!"),
    ("nos atendisteis genial", "¡Muchas gracias, da gusto leerlo!"),
    ("atendéronnos moi ben", "Moitas grazas, dá gusto lelo!"),
])
def test_the_service_praised_is_thanked_not_handed_over(text, said):
    c = chat("restaurante")
    t = c.say(text)
    assert t.text.startswith(said)
    assert not c.requests


# --- 3. canned replies follow a short Galician message -------------------------------------------------

@pytest.mark.parametrize("text", [
    "fasme un resumo do libro",
    "fasme un favor",
    "podes dicirme se tedes o novo de Rivas?",
    "podes mandarme a carta?",
    "podes apartarmo?",
    "e o polbo?",
    "es unha máquina?",
    "dime de que vai o libro",
    "atendéronnos fatal",
    "tratáronme moi mal",
    "cando abredes?",
    "tedes algo de novela negra?",
])
def test_short_galician_is_read_as_galician(text):
    assert detect_lang(clean(text).split()) == "gl"


@pytest.mark.parametrize("text", [
    "hazme un resumen del libro",
    "¿puedes decirme el precio?",
    "¿y el pulpo?",
    "me da un café",
    "ustedes abren el domingo?",
    "que te quedes con el cambio",
    "¿es una máquina?",
    "algo de novela negra",
    "nos atendieron fatal",
])
def test_spanish_stays_spanish(text):
    assert detect_lang(clean(text).split()) == "es"


@pytest.mark.parametrize("text", [
    "fasme un resumo do libro",
    "fasme un resumo do libro, porfa",
    "podes dicirme se tedes o novo de Rivas?",
    "fasme un favor",
])
def test_a_canned_reply_to_galician_is_galician(text, tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say(text)
    assert t.text.startswith(_UNSURE_GL)
    assert "Libraría Andel" in t.text and "981 000 862" in t.text
    assert _UNSURE not in t.text


def test_a_canned_reply_to_galician_is_galician_without_knowledge_too():
    t = chat("libreria").say("fasme un resumo do libro")
    assert t.text.startswith(_UNSURE_GL)


def test_a_canned_reply_to_spanish_stays_spanish(tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say("hazme un resumen del libro")
    assert t.text.startswith(_UNSURE)


@pytest.mark.parametrize("text, said", [
    ("es unha persoa?", "Son o asistente automático de Libraría Andel"),
    ("es unha máquina?", "Son o asistente automático de Libraría Andel"),
    ("¿eres una persona?", "Soy el asistente automático de Libraría Andel"),
])
def test_who_answers_is_said_in_the_customers_language(text, said, tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say(text)
    assert t.text.startswith(said)


def test_galician_hours_are_still_answered_in_galician(tmp_path):
    t = chat_with_knowledge("libreria", tmp_path).say("cando abredes?")
    assert t.text == "Hoxe abrimos de 10:30 a 14:00."


# --- 4. «algo de X» without «?»: what there is, listed, none ordered -----------------------------------

@pytest.mark.parametrize("text", [
    "algo de novela negra",
    "algo de novela negra?",
    "quiero algo de novela negra",
    "busco algo de novela negra",
    "algo de novela negra, por favor",
    "algo de novela negra para regalar",
    "y algo de novela negra",
    "quero algo de novela negra",
    "busco algo do novela negra",
])
def test_some_of_a_kind_is_listed_not_ordered(text):
    c = chat("libreria")
    t = c.say(text)
    assert t.text == "O lume vermello: 21,00 €."
    assert t.chip_labels == ["Encargar: O lume vermello"]
    assert not (c.order or {}).get("lines")
    assert not c.requests


@pytest.mark.parametrize("text", [
    "quiero O lume vermello",
    "quiero algo de novela negra, el que sea",
    "quero algo de novela negra, calquera",
    "algo de novela negra para el sábado",
])
def test_a_kind_taken_as_any_one_or_for_a_day_is_ordered(text):
    c = chat("libreria")
    t = c.say(text)
    assert t.texts[0] == "Apunto: 1 × O lume vermello. Total 21,00 €."
    assert line_counts(c) == {"lume-vermello": 1}


def test_some_of_a_kind_listed_then_ordered_with_its_button():
    c = chat_after("libreria", "algo de novela negra")
    t = c.press("Encargar: O lume vermello")
    assert t.texts[0].startswith("Apunto: 1 × O lume vermello.")
    assert line_counts(c) == {"lume-vermello": 1}


def test_some_of_a_cake_at_the_bakery_is_priced_not_ordered():
    c = chat("")
    t = c.say("algo de tarta de queso")
    assert t.text == "Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones) y 40,00 € (20 raciones)."
    assert not (c.order or {}).get("lines")
