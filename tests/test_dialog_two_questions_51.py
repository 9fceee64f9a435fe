"""Stop 51, two questions in one message: each question the data or the texts answer is answered, in
order, each its own reply («¿tenéis menú del día? ¿cuánto cuesta? ¿y abrís el lunes?» said «No. Menú del
día: solo de martes a viernes.» and dropped the price; «¿dónde se puede aparcar? ¿y tenéis terraza?»
answered only the parking); what nothing answers goes to a person once, after the answers. Mid-order,
«¿qué alérgenos tiene?» is about what is held (it went to a person while «¿lleva gluten?» answered)."""
import pytest

from tests.conversation import chat, chat_with_knowledge

MENU_ES = "teneis menu del dia? cuanto cuesta? y abris el lunes?"


def knowing(slug, tmp_path):
    return chat_with_knowledge(slug, tmp_path)


# ---- questions the data answers: each one, in order -------------------------------------------------

@pytest.mark.parametrize("said, closed", [
    (MENU_ES, "El lunes 2 de noviembre no abrimos"),
    ("¿tenéis menú del día? ¿cuánto cuesta? ¿y abrís el lunes?", "El lunes 2 de noviembre no abrimos"),
    ("hola! teneis menu del dia? cuanto cuesta? y el lunes abris?", "El lunes 2 de noviembre no abrimos"),
    ("tedes menú do día? canto custa? e abrides o luns?", "O luns 2 de novembro non abrimos"),
])
def test_three_questions_of_the_data_each_answered(said, closed):
    t = chat("restaurante").say(said)
    assert "14,50 €" in t.texts[0]
    assert t.text.count("14,50 €") == 1                   # «¿cuánto cuesta?» of the menu: its price said once
    assert closed in t.texts[-1]
    assert not t.text.startswith("No.")
    assert t.request is None


def test_a_question_for_a_person_and_one_of_the_data():
    """Without texts, the dog question goes to a person once and the hours are still said."""
    t = chat("restaurante").say("se puede ir con perro? y a que hora abris el sabado?")
    assert "El sábado 7 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30" in t.texts[0]
    assert "Sobre «¿Se puede ir con perro?»: eso no lo tengo claro y prefiero no inventarlo" in t.texts[-1]
    assert t.request["kind"] == "question"
    assert t.request["data"]["question"] == "se puede ir con perro?"


def test_a_question_for_a_person_in_galician():
    t = chat("restaurante").say("se pode ir con can? e a que hora abrides o sabado?")
    assert "O sábado 7 de novembro abrimos" in t.texts[0]
    assert "Sobre «¿Se pode ir con can?»: iso non o teño claro" in t.texts[-1]


def test_mid_order_the_question_for_a_person_travels_with_the_order():
    c = chat()
    c.say("quiero 2 bicas para el martes")
    t = c.say("aceptais bizum? y abris el domingo?")
    assert "El domingo 1 de noviembre abrimos de 09:30 a 14:00." in t.texts[0]
    assert "Sobre «¿Aceptais bizum?»: eso no lo tengo claro" in t.texts[1]
    assert t.texts[-1] == "¿A qué hora lo recoges el martes 3 de noviembre?"
    assert c.state["order"]["questions"] == ["aceptais bizum?"]
    assert c.order["lines"][0]["qty"] == 2


def test_mid_booking_the_question_for_a_person_travels_with_the_booking():
    c = chat("peluqueria")
    c.say("quiero cita para corte de mujer el martes a las 12")
    t = c.say("hay wifi? y abris el sabado?")
    assert "El sábado 7 de noviembre abrimos de 09:00 a 14:00." in t.texts[0]
    assert "Sobre «¿Hay wifi?»: eso no lo tengo claro" in t.texts[1]
    assert c.state["booking"]["questions"] == ["hay wifi?"]
    assert c.state["booking"]["min"] == 720


def test_nothing_answered_stays_one_question_for_a_person():
    t = chat("restaurante").say("se puede ir con perro? y hay terraza?")
    assert len(t.texts) == 1 and "prefiero no inventarlo" in t.text
    assert t.request["data"]["question"] == "se puede ir con perro? y hay terraza?"


# ---- questions the texts answer: each one ----------------------------------------------------------

@pytest.mark.parametrize("slug, said, first, then", [
    ("restaurante", "donde se puede aparcar? y teneis terraza?", "parking público", "terraza cubierta"),
    ("restaurante", "¿dónde se puede aparcar? ¿Y tenéis terraza?", "parking público", "terraza cubierta"),
    ("restaurante", "boas, tedes terraza? e admitides cans?", "terraza cubierta", "perros son bienvenidos"),
    ("restaurante", "hay terraza? se puede ir con perro? y donde aparco?", "terraza cubierta", "parking público"),
    ("peluqueria", "hay parking? se puede pagar con tarjeta?", "parking público", "con tarjeta o en efectivo"),
    ("peluqueria", "hai aparcamento? pódese pagar con tarxeta?", "parking público", "con tarjeta o en efectivo"),
    ("libreria", "teneis libros para niños en gallego? y presentaciones?", "en gallego", "presentaciones y firmas"),
    ("libreria", "teneis libros para ninos en gallego? y presentaciones?", "en gallego", "presentaciones y firmas"),
    ("taller", "alquilais bicis? y haceis envios de recambios?", "No alquilamos", "No hacemos envíos de recambios"),
])
def test_questions_of_the_texts_each_answered(tmp_path, slug, said, first, then):
    t = knowing(slug, tmp_path).say(said)
    assert first in t.texts[0]
    assert then in t.texts[-1]
    assert t.request is None


def test_the_one_the_texts_answer_is_said_beside_the_one_for_a_person(tmp_path):
    t = knowing("", tmp_path).say("como se conservan los pasteles? se pueden congelar?")
    assert "se pueden congelar enteras hasta un mes" in t.texts[0]
    assert "Sobre «¿Como se conservan los pasteles?»: eso no lo tengo claro" in t.texts[-1]
    assert t.request["data"]["question"] == "como se conservan los pasteles?"


def test_a_data_question_and_a_text_question(tmp_path):
    t = knowing("", tmp_path).say("hola! teneis tartas sin gluten? y haceis envios a domicilio?")
    assert "Tarta de Santiago" in t.texts[0]
    assert "No hacemos envíos a domicilio" in t.texts[-1]


# ---- «¿qué alérgenos tiene?» mid-order: what is held ------------------------------------------------

@pytest.mark.parametrize("first, asked, told", [
    ("quiero una tarta de limon de 8 para el martes a las 11", "que alergenos tiene?",
     "Tarta de limón (lemon pie) contiene gluten, lácteos y huevo"),
    ("quiero una tarta de limon de 8 para el martes a las 11", "¿qué alérgenos lleva?",
     "Tarta de limón (lemon pie) contiene gluten, lácteos y huevo"),
    ("quero unha tarta de limon de 8 para o martes as 11", "que alerxenos leva?",
     "Tarta de limón (lemon pie) contén glute, lácteos e ovo"),
    ("quiero 2 bicas y 3 croissants", "q alergenos llevan?",
     "Bica gallega contiene gluten, lácteos y huevo. Croissant de mantequilla contiene gluten, lácteos y huevo"),
])
def test_the_allergens_of_what_is_held(first, asked, told):
    c = chat()
    c.say(first)
    lines = [dict(line) for line in c.order["lines"]]
    t = c.say(asked)
    assert told in t.text
    assert "prefiero no inventarlo" not in t.text
    assert c.order["lines"] == lines
    assert not c.state["order"].get("questions")


def test_the_allergens_of_another_thing_named_mid_order():
    c = chat()
    c.say("quiero 2 bicas")
    t = c.say("que alergenos tiene la tarta de queso?")
    assert "Tarta de queso contiene gluten, lácteos y huevo" in t.text
    assert "Bica gallega contiene" not in t.text


# ---- an order and whether it can be: «… pero sin lactosa se puede?» -----------------------------------

@pytest.mark.parametrize("said, offer, chip, day", [
    ("hola, una tarta de queso para el sabado que viene pero sin lactosa se puede?",
     "Sin lácteos puedo ofrecerte: Tarta de Santiago", "Tarta de Santiago · 18,00 €", "el sábado 7 de noviembre"),
    ("una tarta de queso para el sábado pero sin lactosa ¿se puede?",
     "Sin lácteos puedo ofrecerte: Tarta de Santiago", "Tarta de Santiago · 18,00 €", "el sábado 7 de noviembre"),
    ("unha tarta de queixo para o sabado que vén pero sen lactosa se pode?",
     "Sen lácteos podo ofrecerche: Tarta de Santiago", "Tarta de Santiago · 18,00 €", "o sábado 7 de novembro"),
])
def test_an_order_asked_whether_it_can_be_without_keeps_its_day(said, offer, chip, day):
    c = chat()
    t = c.say(said)
    assert "Tarta de queso contiene lácteos" in t.text or "Tarta de queso contén lácteos" in t.text
    assert offer in t.text
    c.press(chip)
    t = c.press("8 raciones" if "sábado 7 de noviembre" in day else "8 racións")
    assert day in t.text                       # «¿A qué hora lo recoges el sábado 7 de noviembre?»
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-santiago"]


def test_an_order_that_fits_asked_whether_it_can_be_is_taken():
    c = chat()
    t = c.say("una tarta de santiago para el sabado sin lactosa se puede?")
    assert "Apunto: 1 × Tarta de Santiago" in t.text and "no constan lácteos" in t.text
    assert c.order["lines"][0]["item_id"] == "tarta-santiago"


def test_se_puede_after_no_request_is_still_a_question():
    t = chat().say("pagar con tarjeta se puede?")
    assert t.request["kind"] == "question"


# ---- what must not change ------------------------------------------------------------------------------

@pytest.mark.parametrize("slug, said, texts", [
    ("", "¿a qué hora abrís el domingo? ¿y el martes?",
     ["El domingo 1 de noviembre abrimos de 09:30 a 14:00.",
      "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."]),
    ("", "teneis bica? cuanto cuesta? y la empanada?", ["Bica gallega: 9,00 €.", "Empanada de zorza: 16,00 €."]),
    ("peluqueria", "quien hace mechas? cuanto cuestan? y los lunes abris?",
     ["Mechas: lo hace Marta.", "Mechas: 55,00 €.", "Cerramos los lunes."]),
])
def test_questions_of_the_data_one_by_one(slug, said, texts):
    t = chat(slug).say(said)
    assert t.texts == texts
    assert len(t.chip_labels) == len(set(t.chip_labels))      # each button once


def test_a_single_question_is_read_whole():
    t = chat("restaurante").say("¿hay menú del día el sábado?")
    assert t.text.startswith("No.") and "martes a viernes" in t.text


def test_a_question_then_an_order_is_still_an_order():
    c = chat()
    t = c.say("¿tenéis bica? ponme 2 para el martes")
    assert "Bica gallega: 9,00 €" in t.text
    assert c.order["lines"][0]["item_id"] == "bica" and c.order["lines"][0]["qty"] == 2


def test_an_order_then_a_diet_question_as_before():
    c = chat()
    t = c.say("quiero 2 bicas para el martes. teneis algo sin gluten?")
    assert "Apunto: 2 × Bica gallega" in t.texts[0] and "Tarta de Santiago" in t.texts[1]
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.texts[-1]


def test_allergens_asked_with_nothing_held_still_go_to_a_person():
    t = chat().say("que alergenos tiene?")
    assert "prefiero no inventarlo" in t.text


def test_an_order_then_whether_it_is_made_without_as_before():
    c = chat()
    t = c.say("quiero una tarta de queso para el viernes, y la hay sin lactosa?")
    assert "Tarta de queso contiene lácteos" in t.texts[0] and "Apunto: 1 × Tarta de queso" in t.text
    assert c.order["lines"][0]["item_id"] == "tarta-queso"


@pytest.mark.parametrize("said, price, then", [
    ("cuanto vale la bica? es para 8 personas?", "Bica gallega: 9,00 €.", "No tiene raciones a elegir."),
    ("canto vale a bica? e para 8 persoas?", "Bica gallega: 9,00 €.", "Non ten racións para escoller."),
])
def test_an_answer_already_said_is_not_said_again_inside_the_next(said, price, then):
    t = chat().say(said)
    assert t.texts == [price, then]


@pytest.mark.parametrize("said, description, price", [
    ("¿qué lleva y cuánto cuesta la tarta de queso?", "Tarta de queso contiene gluten, lácteos y huevo",
     "Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones) y 40,00 € (20 raciones)."),
    ("que leva e canto custa a tarta de queixo?", "Tarta de queso contén glute, lácteos e ovo",
     "Tarta de queso: 22,00 € (8 racións), 30,00 € (12 racións) e 40,00 € (20 racións)."),
])
def test_what_it_carries_and_its_price_in_one_question(said, description, price):
    t = chat().say(said)
    assert description in t.texts[0] and t.texts[1] == price
    assert "no aparece" not in t.text                 # «cuesta» is the other question, no ingredient asked
    assert t.chip_labels == ["Encargar: Tarta de queso"]


def test_an_ingredient_asked_still_said_missing():
    t = chat().say("¿la tarta de queso lleva azafrán?")
    assert t.text.startswith("«azafrán» no aparece en lo que tengo de Tarta de queso")
