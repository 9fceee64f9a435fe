"""Stop 47, allergy caveats: the business's own caveat for an allergen (business.json
`allergen_caveats`: traces, a shared kitchen) is said, once, whenever an allergy to it comes up —
a question about one product answered «no consta», or an allergy told with the order or as its
note (besides noting it); a product ordered that contains it is said plainly. A list asked out of
interest («¿Qué tenéis sin gluten?», the seed's words) keeps the plain note.
now = Saturday 31 October 2026 12:40 Madrid."""
import pytest

from tests.conversation import chat

GLUTEN = ("Todo se hace en el mismo obrador que el pan", "Todo se fai no mesmo obradoiro ca o pan")
MILK = ("No hacemos productos específicos sin lactosa", "Non facemos produtos específicos sen lactosa")
NUTS = ("usamos almendra y nuez todos los días", "usamos améndoa e noz todos os días")
NOTE = ("Si es una alergia o intolerancia grave", "Se é unha alerxia ou intolerancia grave")
ORDER = ("una tarta de queso de 8 para el sabado a las 11", "Ana 600123123")
SANTIAGO = ("una tarta de santiago de 8 para el sabado a las 11", "Ana 600123123")


def _caveat_said_once(text: str, caveat: tuple) -> bool:
    return sum(text.count(line) for line in caveat) == 1


def _before_the_note(text: str, caveat: tuple) -> bool:
    at = next(text.index(line) for line in caveat if line in text)
    return at < next(text.index(n) for n in NOTE if n in text)


# ---- a question about one product, answered «no consta» ------------------------------------------

@pytest.mark.parametrize("said, plain, caveat", [
    ("la tarta de queso lleva frutos secos?", "En Tarta de queso no constan frutos secos.", NUTS),
    ("el croissant lleva frutos secos?", "En Croissant de mantequilla no constan frutos secos.", NUTS),
    ("¿La palmera tiene almendras?", "En Palmera de hojaldre no constan frutos secos.", NUTS),
    ("el crusan lleva nueces", "En Croissant de mantequilla no constan frutos secos.", NUTS),
    ("lleva frutos secos la napolitana", "En Napolitana de chocolate no constan frutos secos.", NUTS),
    ("a torta de queixo leva froitos secos?", "En Tarta de queso non constan froitos secos.", NUTS),
    ("a bica leva noces?", "En Bica gallega non constan froitos secos.", NUTS),
    ("el brownie tiene gluten", "En Brownie sin harina no consta gluten.", GLUTEN),
    ("la tarta de santiago lleba gluten", "En Tarta de Santiago no consta gluten.", GLUTEN),
    ("la tarta de santiago lleva lactosa?", "En Tarta de Santiago no constan lácteos.", MILK),
    ("o pan de centeo leva leite?", "En Pan de centeno non constan lácteos.", MILK),
    ("soy alerjico a los frutos secos, la tarta de queso lleva?", "En Tarta de queso no constan frutos secos.", NUTS),
])
def test_a_product_asked_about_hears_the_caveat(said, plain, caveat):
    t = chat().say(said)
    assert t.text.startswith(plain)
    assert _caveat_said_once(t.text, caveat) and _before_the_note(t.text, caveat), t.text


def test_two_allergens_asked_of_one_product_each_caveat_once():
    t = chat().say("la tarta de santiago lleva gluten o lactosa?")
    assert t.text.startswith("En Tarta de Santiago no constan gluten o lácteos.")
    assert _caveat_said_once(t.text, GLUTEN) and _caveat_said_once(t.text, MILK)


# ---- what must not change -------------------------------------------------------------------------

ALLERGY = "Si es una alergia o intolerancia grave, una persona del local lo confirma con cocina antes de preparar nada."


@pytest.mark.parametrize("said, reply", [
    # the seed's transcript, word for word
    ("¿Qué tenéis sin gluten?",
     "Tenemos 3 productos sin gluten: Tarta de Santiago, Brownie sin harina y Caja de 6 macarons. " + ALLERGY),
    ("¿El brownie lleva frutos secos?", "Brownie sin harina contiene frutos secos. " + ALLERGY),
    # what the product contains is said plainly, no caveat beside it
    ("la tarta de queso lleva gluten?", "Tarta de queso contiene gluten. " + ALLERGY),
    ("la tarta de zanahoria lleva nueces?", "Tarta de zanahoria contiene frutos secos. " + ALLERGY),
])
def test_the_seed_and_what_a_product_contains_keep_the_plain_note(said, reply):
    assert chat().say(said).text == reply


@pytest.mark.parametrize("said", ["que teneis sin frutos secos?", "¿tenéis tartas sin gluten?", "que tedes sen glute?"])
def test_a_list_asked_out_of_interest_keeps_the_plain_note(said):
    t = chat().say(said)
    assert not any(line in t.text for line in GLUTEN + MILK + NUTS), t.text


def test_what_a_product_has_lists_no_caveat():
    t = chat().say("que lleva la tarta de queso?")
    assert "contiene gluten, lácteos y huevo" in t.text
    assert not any(line in t.text for line in GLUTEN + MILK + NUTS)


# ---- an allergy told as the note of an order ------------------------------------------------------

@pytest.mark.parametrize("steps, plain, caveat", [
    ((*ORDER, "es para un niño alergico a los frutos secos"), "En Tarta de queso no constan frutos secos.", NUTS),
    ((*ORDER, "mi hijo es alergico a las nueces"), "En Tarta de queso no constan frutos secos.", NUTS),
    ((*SANTIAGO, "sin gluten, que es celiaca"), "En Tarta de Santiago no consta gluten.", GLUTEN),
    ((*SANTIAGO, "Es para una celíaca"), "En Tarta de Santiago no consta gluten.", GLUTEN),
    (("quero unha torta de santiago de 8 para o sabado as 11", "Ana 600123123", "é para unha nena celíaca"),
     "En Tarta de Santiago non consta glute.", GLUTEN),
    (("quero unha torta de queixo de 8 para o sabado as 11", "Ana 600123123", "o neno e alerxico aos froitos secos"),
     "En Tarta de queso non constan froitos secos.", NUTS),
])
def test_an_allergy_told_as_the_note_is_noted_and_hears_the_caveat(steps, plain, caveat):
    c = chat()
    for said in steps:
        t = c.say(said)
    assert t.text.startswith(plain)
    assert _caveat_said_once(t.text, caveat) and _before_the_note(t.text, caveat), t.text
    assert c.order["note"] == steps[-1] and c.order["lines"] and c.state["awaiting"] == "confirm"


@pytest.mark.parametrize("allergy", ["es para un niño alergico al gluten", "la niña es alerjica al gluten"])
def test_an_allergy_to_what_the_order_holds_is_said_plainly(allergy):
    c = chat()
    for said in ORDER:
        c.say(said)
    t = c.say(allergy)
    assert t.text.startswith("Tarta de queso contiene gluten.")     # then whether it goes (stop 50)
    assert t.texts[-1].endswith("¿Quito Tarta de queso o prefieres cambiarla por Tarta de Santiago?")
    assert _caveat_said_once(t.text, GLUTEN) and c.order["note"] == allergy


def test_an_allergy_told_with_the_items_hears_the_caveat_and_is_kept_for_the_note():
    c = chat()
    t = c.say("quiero 2 croissants para mañana, mi hijo es alergico a los frutos secos")
    assert "Apunto: 2 × Croissant de mantequilla" in t.text
    assert "En Croissant de mantequilla no constan frutos secos." in t.text and _caveat_said_once(t.text, NUTS)
    assert c.order["notes_said"] == ["mi hijo es alergico a los frutos secos"]


def test_the_caveat_is_said_once_in_the_request():
    c = chat()
    first = c.say("soy celiaca, quiero una tarta de santiago de 8 para el sabado a las 11")
    assert _caveat_said_once(first.text, GLUTEN)
    later = [c.say("Ana 600123123"), c.say("es celiaca, sin gluten")]
    assert not any(line in t.text for t in later for line in GLUTEN)
    assert "celiaca" in c.order["note"]      # said again, the allergy is not taken off the note


def test_a_product_asked_about_then_ordered_hears_it_once():
    c = chat()
    assert _caveat_said_once(c.say("la tarta de santiago lleva gluten?").text, GLUTEN)
    t = c.say("pues una de 8 para el sabado a las 11, que es para una celiaca")
    assert "Apunto: 1 × Tarta de Santiago (8 raciones)" in t.text and not any(line in t.text for line in GLUTEN)


@pytest.mark.parametrize("note", ["ninguna alergia", "que ponga Feliz cumple Mateo", "no"])
def test_a_note_of_no_allergy_hears_no_caveat(note):
    c = chat()
    for said in ORDER:
        c.say(said)
    t = c.say(note)
    assert not any(line in t.text for line in GLUTEN + MILK + NUTS + NOTE), t.text
    assert t.text.startswith("Este es el pedido")


def test_taking_the_allergy_off_with_its_verb_still_works():
    c = chat()
    for said in ("soy celiaca, quiero una tarta de santiago de 8 para el sabado a las 11", "Ana 600123123"):
        c.say(said)
    t = c.say("quita lo de celiaca")
    assert "Quito de las indicaciones: «soy celiaca»" in t.text and not c.order["note"]


# ---- a table booked: the restaurant's own caveat ------------------------------------------------------

@pytest.mark.parametrize("steps, caveat", [
    (("mesa para 4 el viernes a las 9", "Iria", "655444333", "uno es alergico al marisco y otro celiaco"),
     "La cocina es compartida, así que puede haber trazas."),
    (("mesa para 2 o venres ás 9 da noite", "Iria 655444333", "son celíaca"),
     "A cociña é compartida, así que pode haber trazas."),
])
def test_an_allergy_told_as_the_note_of_a_booking_hears_the_caveat(steps, caveat):
    c = chat("restaurante")
    for said in steps:
        t = c.say(said)
    assert t.text.count(caveat) == 1 and c.state["booking"]["note"] == steps[-1]


def test_an_allergy_told_with_a_booking_hears_the_caveat_once():
    c = chat("restaurante")
    t = c.say("mesa para 4 el viernes a las 9, uno es celiaco")
    assert t.text.count("La cocina es compartida") == 1
    later = [c.say("Iria"), c.say("655444333")]
    assert not any("La cocina es compartida" in t.text for t in later)
    assert c.state["booking"]["note"] == "uno es celiaco"


def test_an_allergy_outside_the_fourteen_hears_no_caveat():
    t = chat("peluqueria").say("corte el martes a las 10, soy alergica a la parafenilendiamina")
    assert "trazas" not in t.text
