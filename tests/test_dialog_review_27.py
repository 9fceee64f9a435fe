"""Stop 27: what customers noticed. now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat

GLUTEN_CAVEAT = ("Todo se hace en el mismo obrador que el pan", "Todo se fai no mesmo obradoiro ca o pan")
MILK_CAVEAT = ("No hacemos productos específicos sin lactosa", "Non facemos produtos específicos sen lactosa")
NUT_CAVEAT = ("usamos almendra y nuez todos los días", "usamos améndoa e noz todos os días")


def _lines(c) -> dict:
    return {line["item_id"]: line["qty"] for line in c.order["lines"]}


# ---------------------------------------------------------------- diets: what the data says, all of it

@pytest.mark.parametrize("text, caveat, said", [
    ("¿la tarta de santiago es apta para celíacos?", GLUTEN_CAVEAT, "no consta gluten"),
    ("la tarta de santiago es apta para celiacos", GLUTEN_CAVEAT, "no consta gluten"),
    ("mi hijo es celiaco, puede comer el brownie?", GLUTEN_CAVEAT, "no consta gluten"),
    ("soy celiaca, que teneis?", GLUTEN_CAVEAT, "Tarta de Santiago"),
    ("son celíaca, que tedes?", GLUTEN_CAVEAT, "Tarta de Santiago"),
    ("a torta de santiago é apta para celiacos?", GLUTEN_CAVEAT, "non consta glute"),
    ("soy alergica a los frutos secos, que puedo tomar", NUT_CAVEAT, "sin frutos secos"),
    ("teño alerxia aos froitos secos, que podo tomar?", NUT_CAVEAT, "sen froitos secos"),
    ("son intolerante á lactosa, a torta de santiago leva leite?", MILK_CAVEAT, "non constan lácteos"),
    ("soy intolerante a la lactosa, ¿qué puedo tomar?", MILK_CAVEAT, "Tarta de Santiago"),
])
def test_a_customer_at_risk_hears_the_business_own_caveat(text, caveat, said):
    """«¿es apta para celíacos?» read as a yes («no consta gluten» and the general note), where the
    bakery's data says it cannot be guaranteed: its own caveat for the allergen is said too."""
    t = chat().say(text)
    assert said in t.text
    assert any(line in t.text for line in caveat), t.text
    assert t.text.index(said) < t.text.index("Si es una alergia" if "Si es" in t.text else "Se é unha")


@pytest.mark.parametrize("text", [
    "¿Qué tenéis sin gluten?",
    "¿tenéis tartas sin gluten?",
    "¿qué hay sin lactosa?",
])
def test_a_diet_question_out_of_interest_keeps_the_plain_note(text):
    """The seed's transcript: «¿Qué tenéis sin gluten?» is the list and the allergy note, word for word
    (a product's own «¿el X lleva gluten?» says the caveat since stop 47)."""
    t = chat().say(text)
    assert not any(line in t.text for line in GLUTEN_CAVEAT + MILK_CAVEAT + NUT_CAVEAT), t.text
    assert t.text.endswith("antes de preparar nada.")


@pytest.mark.parametrize("text", [
    "¿el brownie lleva frutos secos? soy alérgico",
    "soy alérgica al huevo, ¿la tarta de queso lleva?",
])
def test_no_caveat_beside_an_allergen_the_product_contains(text):
    t = chat().say(text)
    assert "contiene" in t.text
    assert not any(line in t.text for line in GLUTEN_CAVEAT + MILK_CAVEAT + NUT_CAVEAT), t.text


def test_a_business_without_caveats_says_the_plain_note():
    t = chat("restaurante").say("soy celíaca, ¿qué platos no llevan gluten?")
    assert "gluten" in t.text and "obrador" not in t.text


@pytest.mark.parametrize("text, fits, never", [
    ("¿qué dulces no llevan gluten ni lactosa?", ["Tarta de Santiago"], ["polvorones", "Brownie"]),
    ("que doces non levan glute nin lactosa?", ["Tarta de Santiago"], ["polvorones", "Brownie"]),
    ("¿que dulces teneis sin gluten?", ["Tarta de Santiago", "Brownie sin harina", "macarons"], ["Croissant"]),
    ("cuales no tienen huevo?", ["Pan de masa madre", "polvorones"], ["Tarta de queso"]),
    ("¿qué tartas no llevan frutos secos?", ["Tarta de queso"], ["Tarta de Santiago"]),
])
def test_sweets_are_every_sweet_category_and_each_allergen_is_avoided(text, fits, never):
    """«dulces» meant only the «Pastelería» category (so the Tarta de Santiago was missed), and
    «no llevan gluten ni lactosa» avoided only the lactose (the polvorones, with gluten, were offered)."""
    t = chat().say(text)
    for name in fits:
        assert name in t.text, t.text
    for name in never:
        assert name not in t.text, t.text


# ---------------------------------------------------------------- «¿a qué hora los tendréis?» beside an order

@pytest.mark.parametrize("text, ymd", [
    ("quiero 6 croissants para mañana, a que hora los tendreis?", "2026-11-01"),
    ("6 croissants para el martes. ¿A partir de qué hora puedo pasar?", "2026-11-03"),
    ("6 cruasanes pal martes, cuando los puedo recoger?", "2026-11-03"),
    ("quero 6 croissants para o martes, a que hora podo pasar a buscalos?", "2026-11-03"),
    ("6 croissants para el martes, ¿desde qué hora estarán?", "2026-11-03"),
])
def test_a_pickup_time_asked_beside_an_order_is_the_order_time_question(text, ymd):
    """It went to a person as a question the data cannot answer (and «¿a partir de qué hora puedo
    pasar?» dropped the whole order): the order's own time question, with the free times, answers it."""
    c = chat()
    t = c.say(text)
    assert _lines(c) == {"croissant": 6} and c.order["ymd"] == ymd
    assert not c.order.get("questions")
    assert "prefiero no inventar" not in t.text and "prefiro non inventar" not in t.text
    assert t.chip_labels and all(":" in label for label in t.chip_labels[:3])


@pytest.mark.parametrize("text, question", [
    ("6 croissants para el martes, ¿se pueden pagar con ticket restaurante?", "ticket restaurante"),
    ("2 empanadas para el sábado a las 12. ¿Hacéis descuento a jubilados?", "jubilados"),
    ("6 croissants pro martes, tedes desconto para xubilados?", "xubilados"),
])
def test_another_question_beside_an_order_travels_with_it(text, question):
    """Without «quiero», counted products and a day before a question the data does not answer
    went to a person as a bare question and the order was lost."""
    c = chat()
    c.say(text)
    assert sum(_lines(c).values()) in (2, 6)
    assert any(question in q for q in c.order["questions"])


def test_a_wedding_beside_an_order_still_goes_to_a_person():
    c = chat()
    t = c.say("6 croissants para el martes, ¿hacéis tartas de boda de tres pisos?")
    assert t.request and t.request["kind"] == "handoff"


# ---------------------------------------------------------------- the story is not the order

@pytest.mark.parametrize("slug, text, lines", [
    ("floristeria", "hola quiero un ramo de temporada para mi madre que se llama Rosa", {"ramo-temporada": 1}),
    ("floristeria", "un ramo de temporada para mi mujer, se llama rosa", {"ramo-temporada": 1}),
    ("", "mi perra se llama Galleta y hoy cumple años jaja, quería 2 brownies para hoy a las 6 de la tarde",
     {"brownie": 2}),
    ("", "a miña can chámase Galleta, quero 2 brownies para hoxe ás 6 da tarde", {"brownie": 2}),
    ("", "quiero 2 brownies para mi amiga, una chica llamada Palmira", {"brownie": 2}),
])
def test_someone_called_like_a_product_orders_no_product(slug, text, lines):
    """«se llama Rosa» added a 35 € bouquet of roses; «mi perra se llama Galleta» a bag of biscuits."""
    c = chat(slug)
    c.say(text)
    assert _lines(c) == lines


# ---------------------------------------------------------------- «las dos» is both of them

@pytest.mark.parametrize("text, minutes", [
    ("una tarta de queso para 8 y otra de santiago para 12 las dos a las 11 el martes", 660),
    ("una tarta de queso y una sacher, las dos para 12, para el martes a las 11", 660),
    ("unha de queixo e outra de limón, as dúas para 8, o martes ás 12", 720),
    ("dos tartas de santiago, las dos grandes, para el martes a las 10", 600),
])
def test_both_of_them_is_no_two_o_clock(text, minutes):
    """«las dos a las 11» was 14:00 (closed then) and the 11:00 said was lost."""
    c = chat()
    c.say(text)
    assert c.order["min"] == minutes


@pytest.mark.parametrize("text", ["una tarta de queso para 8 el martes a las dos",
                                  "una tarta de queso para 8 el martes para las dos"])
def test_at_two_is_still_two_o_clock(text):
    t = chat().say(text)
    # the bakery closes from 14:00 to 16:30 and is shut at 2:00: the hour as said, with the day's hours (stop 56)
    assert "A las 2 no puede ser: el martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00." in t.text


# ---------------------------------------------------------------- lead times of a group, for a day

@pytest.mark.parametrize("text, ok_day, later", [
    ("¿con cuánta antelación hay que pedir las tartas? es que la necesito para el martes",
     "Para el martes 3 de noviembre llegan a tiempo Tarta de Santiago, Tarta de queso",
     "Para Tarta personalizada, lo más pronto es el viernes 6 de noviembre."),
    ("¿las tartas llegan para el jueves?", "Para el jueves 5 de noviembre llegan a tiempo",
     "Para Tarta personalizada, lo más pronto es el viernes 6 de noviembre."),
    ("as tartas chegan para o luns?", "O luns 2 de novembro non abrimos; o máis cedo é o martes 3 de novembro.",
     "Para Tarta personalizada, o máis cedo é o venres 6 de novembro."),
    ("¿las tartas llegan para mañana?", "lo más pronto es el martes 3 de noviembre",
     "Para Tarta personalizada, lo más pronto es el viernes 6 de noviembre."),
])
def test_the_day_asked_of_a_group_says_which_arrive(text, ok_day, later):
    """It said no cake could be ready on Tuesday (the custom cake's 5 days), when five of six can."""
    t = chat().say(text)
    assert ok_day in t.text and t.text.endswith(later), t.text


def test_one_lead_for_the_day_is_unchanged():
    t = chat().say("¿la tarta de queso llega para mañana?")
    assert t.text.endswith("Para el domingo 1 de noviembre no llega: lo más pronto es el martes 3 de noviembre.")


# ---------------------------------------------------------------- a change at a form question

@pytest.mark.parametrize("slug, first, change, lines, size", [
    ("", "quería 6 croissants para mañana a las 10", "no espera mejor que sean doce", {"croissant": 12}, None),
    ("", "quería una tarta de queso para 8 el martes a las 11", "no espera mejor la grande", {"tarta-queso": 1}, "20"),
    ("", "quería una tarta de queso para 8 o martes ás 11", "non, agarda, mellor a grande", {"tarta-queso": 1}, "20"),
    ("floristeria", "quería un ramo de rosas para el lunes a las diez", "no espera mejor dos ramos",
     {"ramo-rosas": 2}, None),
])
def test_a_change_at_the_note_question_is_a_change_and_the_note_is_still_asked(slug, first, change, lines, size):
    """«no espera mejor la grande» was kept as the cake's note and the order stayed as it was."""
    c = chat(slug)
    c.say(first)
    c.say("Pedro 632323232")
    t = c.say(change)
    assert _lines(c) == lines and c.order["note"] is None
    if size:
        assert c.order["lines"][0]["options"]["raciones"] == size
    assert "indicación" in t.text or "tarjeta" in t.text


def test_a_no_thanks_and_more_at_the_note_question_answers_it():
    c = chat()
    c.say("quería una tarta de queso para 8 el martes a las 11")
    c.say("Pedro 632323232")
    c.say("no, gracias, y ponme también 2 croissants")
    assert _lines(c) == {"tarta-queso": 1, "croissant": 2} and c.order["note"] == ""


@pytest.mark.parametrize("first, change, qty", [
    ("quería 10 croissants para mañana a las 10", "mejor 12 que viene más gente", 12),
    ("quería 10 croissants para mañana a las 10", "mejor 12 porque somos más", 12),
    ("quero 10 croissants para mañá ás 10", "mellor 12 que vén máis xente", 12),
    ("quiero encargar tres docenas de croissants para mañana a las diez", "bueno mejor dos docenas", 24),
    ("quiero encargar tres docenas de croissants para mañana a las diez", "mejor docena y media", 18),
])
def test_a_count_set_with_its_reason_or_in_dozens(first, change, qty):
    """At the name question «mejor 12 que viene más gente» was refused as a name; «bueno mejor dos
    docenas» to «¿se lo paso a una persona?» (36 is over 30) was a yes and the 36 went."""
    c = chat()
    c.say(first)
    t = c.say(change)
    assert _lines(c) == {"croissant": qty}
    assert t.request is None or t.request["status"] != "pending"


# ---------------------------------------------------------------- «¿qué no lleva X ni Y?», «¿y el más barato?», trazas

@pytest.mark.parametrize("text, fits, never", [
    ("¿qué no lleva huevo ni gluten?", ["No tenemos ningún producto sin huevo ni gluten"], ["Tarta de Santiago"]),
    ("¿qué no lleva lácteos ni huevo?", ["Pan de masa madre", "Pan de centeno", "polvorones"], ["Palmera"]),
    ("que no lleva huevo ni frutos secos", ["Palmera de hojaldre", "Pan de masa madre"], ["Tarta de queso"]),
    ("¿que non leva ovo nin froitos secos?", ["Palmera de hojaldre", "Pan de centeno"], ["Tarta de queso"]),
    ("cual no tiene gluten ni frutos secos", ["No tenemos ningún producto sin gluten ni frutos secos"], ["Brownie"]),
])
def test_what_carries_neither_avoids_both(text, fits, never):
    """«¿qué no lleva huevo ni gluten?» listed the gluten-free products, all three with egg."""
    t = chat().say(text)
    for said in fits:
        assert said in t.text, t.text
    for name in never:
        assert name not in t.text, t.text


@pytest.mark.parametrize("first, then, cheapest, never", [
    ("¿qué tenéis sin gluten?", "¿cuál es el más barato?", "Brownie sin harina: 3,00 €", "Croissant"),
    ("¿qué tenéis sin huevo?", "¿cuál de esos es el más barato?", "Palmera de hojaldre: 2,20 €", "Croissant"),
    ("¿que hai sen glute?", "¿cal é o máis barato deses?", "Brownie sin harina: 3,00 €", "Croissant"),
    ("¿qué tartas tenéis sin frutos secos?", "¿la más barata?", "Tarta de queso: desde 22,00 €", "Santiago"),
    ("¿qué tenéis sin gluten?", "¿cuál es la tarta más barata?", "Tarta de Santiago", "queso"),
])
def test_the_cheapest_after_a_diet_list_is_one_of_those(first, then, cheapest, never):
    """«¿cuál es el más barato?» after «¿qué tenéis sin gluten?» named the croissant (it has gluten)."""
    c = chat()
    c.say(first)
    t = c.say(then)
    assert cheapest in t.text and never not in t.text, t.text


def test_the_cheapest_later_on_is_of_everything_again():
    c = chat()
    c.say("¿qué tenéis sin gluten?")
    c.say("¿a qué hora abrís el martes?")
    assert "Croissant de mantequilla: 1,80 €" in c.say("¿qué es lo más barato?").text


@pytest.mark.parametrize("text, caveat", [
    ("¿puede tener trazas de frutos secos el croissant?", NUT_CAVEAT),
    ("¿la napolitana tiene trazas de frutos secos?", NUT_CAVEAT),
    ("¿la tarta de santiago tiene trazas de gluten?", GLUTEN_CAVEAT),
    ("o pan de masa nai pode ter restos de leite?", MILK_CAVEAT),
])
def test_a_question_of_traces_hears_the_caveat(text, caveat):
    t = chat().say(text)
    assert "no consta" in t.text or "no constan" in t.text or "non consta" in t.text or "non constan" in t.text
    assert any(line in t.text for line in caveat), t.text


# ---------------------------------------------------------------- dictated: half past, phones, the card's words

@pytest.mark.parametrize("text, minutes", [
    ("mesa para 2 el jueves a las 9 y meda de la noche", 1290),
    ("mesa para 2 el jueves a las nueve y medi", 1290),
    ("mesa para 2 el jueves a las 9 y 1/2 de la noche", 1290),
    ("mesa para 2 o xoves ás 9 e meda da noite", 1290),
    ("mesa para 2 el jueves a las 9 y media de la noche", 1290),
])
def test_half_past_typed_in_a_hurry(text, minutes):
    """«9 y meda» was booked at 21:00 and «9 y 1/2» at 21:01."""
    c = chat("restaurante")
    c.say(text)
    assert c.state["booking"]["min"] == minutes


@pytest.mark.parametrize("said, phone", [
    ("mi número es el seis cuatro cuatro, cincuenta y cinco, sesenta y seis, setenta y siete", "+34644556677"),
    ("seiscientos doce trescientos cuarenta y cinco seiscientos setenta y ocho", "+34612345678"),
    ("mi telefono seiscientos dieciocho cero cero cero uno uno uno", "+34618000111"),
    ("el teléfono seiscientos veintitrés, cuarenta y cinco, sesenta y siete, ochenta y nueve", "+34623456789"),
    ("o meu móbil é o seiscentos doce trescentos corenta e cinco seiscentos setenta e oito", "+34612345678"),
])
def test_a_phone_dictated_in_groups(said, phone):
    """Phones read aloud in pairs and hundreds were asked again («No tengo «cero» en la carta»)."""
    c = chat()
    c.say("quería una tarta de santiago para el martes a las 10 para 8")
    c.say("a nombre de Lucía")
    c.say(said)
    assert c.order["phone"] == phone and c.order["name"] == "Lucía"


@pytest.mark.parametrize("said, name, phone", [
    ("Pedro, seis uno dos, tres cuatro cinco, seis siete ocho", "Pedro", "+34612345678"),
    ("Xoán, seiscentos doce trescentos corenta e cinco seiscentos setenta e oito", "Xoán", "+34612345678"),
    ("de parte de Mari Carmen Souto, el teléfono seiscientos veintitrés, cuarenta y cinco, sesenta y siete, "
     "ochenta y nueve", "Mari Carmen Souto", "+34623456789"),
])
def test_a_name_before_a_phone_in_words_is_kept(said, name, phone):
    c = chat()
    c.say("quería una tarta de santiago para el martes a las 10 para 8")
    c.say(said)
    assert c.order["name"] == name and c.order["phone"] == phone


@pytest.mark.parametrize("text, note", [
    ("quería una tarta de santiago mediana para el miércoles a las seis y media de la tarde y que ponga felicidades "
     "abuelo mi nombre es Jesús y mi teléfono seis seis seis uno dos tres cuatro cinco seis",
     "que ponga felicidades abuelo"),
    ("quería una tarta de santiago para 12 el martes a las diez y media a nombre de Luis teléfono 611000666 y que "
     "ponga felicidades papá gracias", "que ponga felicidades papá"),
])
def test_the_card_words_end_where_the_contact_begins(text, note):
    """Dictated without commas, the cake's words took in the name, the phone and the thanks."""
    c = chat()
    c.say(text)
    assert c.order["note"] == note


# ---------------------------------------------------------------- a topic word that is not the topic

@pytest.mark.parametrize("text", [
    "mi marido y yo celebramos las bodas de oro el martes y queríamos una tarta de santiago para veinte personas",
    "os meus pais celebran as vodas de ouro o martes, quería unha torta de santiago para vinte",
    "mi nieta hace la primera comunión no, perdón, es su cumpleaños, quería una tarta sacher para 12 el martes",
    "no es para una boda ni nada, es un cumpleaños, quería una tarta sacher para 12 el martes",
    "non é para ningunha voda, quero unha sacher para 12 o martes",
])
def test_a_story_word_that_is_not_the_topic_keeps_the_order(text):
    """A handoff word in the story (negated, taken back, an anniversary) sent everything to a person."""
    c = chat()
    t = c.say(text)
    assert t.request is None or t.request["kind"] != "handoff"
    assert c.order["lines"]


@pytest.mark.parametrize("text", ["es para una boda", "¿hacéis tartas de boda?",
                                  "la boda no es hasta junio pero quiero saber precios", "quiero una tarta para una comunión"])
def test_the_topic_itself_still_goes_to_a_person(text):
    t = chat().say(text)
    assert t.request and t.request["kind"] == "handoff"


# ---------------------------------------------------------------- the appointment's total, a day's lead, thanks

@pytest.mark.parametrize("slug, first, then, total", [
    ("peluqueria", "quiero corte de mujer tinte y peinado el martes a las 16", "cuanto es todo", "En total, 75,00 €."),
    ("taller", "revision completa y pinchazo el martes con uxia a las 10", "cuanto es en total?", "En total, 47,00 €."),
    ("taller", "teño un furado e os freos van mal, o martes pola tarde co brais", "canto é todo?",
     "En total, 30,00 €."),
])
def test_the_total_of_the_appointment_being_written_down(slug, first, then, total):
    """«¿cuánto es todo?» mid-booking listed each price but never the total, under «Pedir cita: X» chips."""
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert total in t.text
    assert not any(label.startswith(("Pedir cita", "Pedir unha cita")) for label in t.chip_labels)


@pytest.mark.parametrize("turns, said", [
    (["¿la tarta de limón para el martes llega?"], "Para el martes 3 de noviembre llega a tiempo."),
    (["¿la sacher para el lunes?"], "El lunes 2 de noviembre no abrimos; lo más pronto es el martes 3"),
    (["¿la tarta de limón para el martes llega?", "¿y para el lunes?"], "El lunes 2 de noviembre no abrimos"),
    (["¿la tarta de limón para el martes llega?", "¿y para mañana?"],
     "Para el domingo 1 de noviembre no llega: lo más pronto es el martes 3 de noviembre."),
    (["a sacher chega para o martes?"], "Para o martes 3 de novembro chega a tempo."),
    (["¿para cuándo la tendríais, la sacher?"], "Lo más pronto es el martes 3 de noviembre."),
])
def test_a_thing_asked_for_a_day_is_its_lead_time(turns, said):
    """«¿la tarta de limón para el martes llega?» and «¿la sacher para el lunes?» went to a person
    or were answered with the week's hours."""
    c = chat()
    for text in turns:
        t = c.say(text)
    assert said in t.text, t.text
    assert not c.order["lines"]


def test_a_thing_wished_for_a_day_is_still_an_order():
    c = chat()
    c.say("¿me haces una sacher para el martes?")
    assert _lines(c) == {"tarta-sacher": 1}


@pytest.mark.parametrize("thanks", [
    "muchas gracias, es usted un encanto",
    "muchísimas gracias es usted muy amable",
    "moitas grazas, é vostede un encanto",
    "gracias, que tengan buen día",
])
def test_thanks_and_a_compliment_at_the_note_question_are_no_note(thanks):
    """«muchas gracias, es usted un encanto» became the cake's words («No tengo «encanto» en la carta»)."""
    c = chat()
    c.say("una tarta de queso para el martes para 8 a las 11")
    c.say("Lucía 644556677")
    t = c.say(thanks)
    assert c.order["note"] is None
    assert "encanto" not in t.text


def test_thanks_and_a_wish_after_sending_are_answered():
    c = chat()
    for text in ("una tarta de queso para el martes para 12 a las 11", "Luisa 631313131", "sin indicaciones"):
        c.say(text)
    c.press("Enviar pedido")
    t = c.say("muchas gracias, que tengan buen día")
    assert t.request is None or t.request["kind"] != "question"
    assert "prefiero no inventar" not in t.text


@pytest.mark.parametrize("text", [
    "buenas tardes, ayer encargué una tarta de queso para el martes a nombre de Lola y quería cambiar la hora",
    "onte encarguei unha torta de santiago para o martes, podo cambiar o día?",
    "el otro dia reserve una tarta de queso y quiero cambiar el dia",
])
def test_a_change_of_a_request_made_before_is_never_a_new_one(text):
    """«ayer encargué una tarta… y quería cambiar la hora» started a second cake."""
    c = chat()
    t = c.say(text)
    assert not c.order["lines"]
    assert "981 000 404" in t.text


def test_a_story_of_an_earlier_order_before_a_new_one_keeps_the_new_one():
    c = chat()
    c.say("ayer pedí 6 croissants y estaban buenísimos, quiero otros 6 para mañana a las 10")
    assert _lines(c) == {"croissant": 6}


@pytest.mark.parametrize("text, said", [
    ("¿cuánto cuesta la tarta de queso para 15 personas?", "Tarta de queso (20 raciones): 40,00 €."),
    ("¿cuánto cuesta la tarta de queso para 10?", "Tarta de queso (12 raciones): 30,00 €."),
    ("canto custa a torta de santiago pra 12?", "Tarta de Santiago (12 racións): 26,00 €."),
    ("¿cuánto cuesta una tarta para 15 personas?", "Tarta Sacher (20 raciones): 44,00 €."),
    ("cuanto vale la sacher para ocho", "Tarta Sacher (8 raciones): 26,00 €."),
])
def test_a_price_for_so_many_people_is_of_the_size_that_feeds_them(text, said):
    """«¿cuánto cuesta una tarta para 15 personas?» gave the 8-portion prices."""
    assert said in chat().say(text).text


@pytest.mark.parametrize("slug, text, said", [
    ("", "¿a cuánto sale cada polvorón?", "lleva 10, a 0,85 € por unidad; no se vende por unidades."),
    ("", "¿cuánto cuesta un macaron suelto?", "lleva 6, a 2,00 € por unidad"),
    ("", "canto custa cada polvorón?", "leva 10, a 0,85 € por unidade"),
    ("", "¿cuánto cuestan 20 galletas?", "Bolsa de galletas de mantequilla lleva 12: para 20 son 2."),
    ("floristeria", "¿cuánto cuestan 6 rosas?", "Ramo de rosas lleva 12: para 6 son 1."),
])
def test_a_price_of_pieces_says_what_the_pack_holds(slug, text, said):
    """«¿a cuánto sale cada polvorón?» got the box's price alone; «20 galletas» two bags, unsaid."""
    assert said in chat(slug).say(text).text


@pytest.mark.parametrize("text", ["¿cuánto cuestan 12 macarons?", "¿cuánto cuesta la caja de polvorones?"])
def test_whole_packs_need_no_note(text):
    assert "lleva" not in chat().say(text).text


# ---------------------------------------------------------------- a part a service includes; things beside an appointment

@pytest.mark.parametrize("turns, said, never", [
    (["pinchazo incluye la camara? cuanto me cobrais en total por arreglar el pinchazo con camara nueva"],
     "Cámara 700x28: entra en el precio de Reparar pinchazo. En total, 12,00 €.", "19,00"),
    (["¿cuánto cuesta el pinchazo?", "¿incluye la cámara?"], "Cámara 700x28: entra en el precio de Reparar pinchazo.", "7,00"),
    (["pinchazo el martes a las 10 con uxia", "¿la cámara va incluida?"], "entra en el precio de Reparar pinchazo", "7,00"),
    (["canto custa o furado? || inclúe a cámara?"], "Reparar furado: 12,00 €.", "19,00"),
])
def test_a_part_the_service_includes_is_not_charged_twice(turns, said, never):
    """«arreglar el pinchazo con cámara nueva» was 12 € + 7 € = 19 €; the repair includes the tube."""
    c = chat("taller")
    for text in turns:
        t = c.say(text)
    assert said in t.text and never not in t.text, t.text
    assert not (c.state.get("booking") or {}).get("note")


def test_a_part_not_included_asked_mid_appointment_is_priced_not_added():
    c = chat("taller")
    c.say("pinchazo el martes a las 10 con brais")
    t = c.say("y una cubierta?")
    assert "Cubierta urbana: 29,00 €." in t.text and not c.state["booking"].get("note")
    c.say("ponme tambien la cubierta")
    assert c.state["booking"]["notes_said"] == ["también 1 × Cubierta urbana (29,00 €)"]


def test_the_part_the_repair_includes_said_with_it_is_no_extra():
    c = chat("taller")
    c.say("pinchazo con cámara nueva el martes a las 10 con uxia")
    assert c.state["booking"]["services"] == ["pinchazo"] and not c.state["booking"].get("notes_said")


@pytest.mark.parametrize("text, said, never", [
    ("soy alérgico al pescado, ¿qué puedo comer?", "La cocina es compartida, así que puede haber trazas.",
     "Menú del día"),
    ("tengo alergia al marisco, ¿qué puedo comer?", "Queso con membrillo", "Menú del día"),
    ("¿el menú del día lleva marisco?", "no puedo asegurarte que no lleve crustáceos o moluscos", "no constan"),
    ("o menú do día leva peixe?", "non podo asegurarche que non leve peixe", "non consta"),
    ("¿tenéis algo sin lactosa?", "Pulpo á feira", "Menú del día"),
    ("soy celiaco, ¿el pulpo lleva gluten?", "La cocina es compartida", "Menú"),
    ("¿el menú del día lleva gluten?", "Menú del día contiene gluten.", "asegurarte"),
])
def test_a_menu_that_changes_is_never_said_to_be_free_of_an_allergen(text, said, never):
    """The weekly menu declared only gluten, so it was listed as safe for fish, shellfish and milk."""
    t = chat("restaurante").say(text)
    assert said in t.text and never not in t.text, t.text


# ---------------------------------------------------------------- «cualquier tarde de la semana que viene», Galician

@pytest.mark.parametrize("slug, text, part", [
    ("peluqueria", "quiero un corte de hombre cualquier tarde de la semana que viene", "afternoon"),
    ("peluqueria", "corte de hombre cualquier mañana de la semana que viene", "morning"),
    ("peluqueria", "corte de home calquera tarde da semana que vén", "afternoon"),
    ("taller", "pinchazo cualquier dia de la semana que viene por la mañana", "morning"),
])
def test_any_afternoon_of_next_week_keeps_both(slug, text, part):
    """«cualquier tarde de la semana que viene» lost the afternoon; «cualquier mañana» was tomorrow."""
    c = chat(slug)
    t = c.say(text)
    assert c.state["booking"].get("part") == part
    assert c.state["booking"].get("ymd") is None
    days = [chip["action"]["ymd"] for chip in t.chips if chip.get("action", {}).get("type") == "day"]
    assert not days or all("2026-11-02" <= d <= "2026-11-08" for d in days[:5]), days


@pytest.mark.parametrize("text", ["corte de home a semana que vén", "corte de muller o martes",
                                  "corte de home calquera tarde da semana que vén"])
def test_a_short_galician_message_is_answered_in_galician(text):
    t = chat("peluqueria").say(text)
    assert "dura uns" in t.text and "dura unos" not in t.text, t.text


@pytest.mark.parametrize("text, said", [
    ("cuanto dura el corte de mujer? y las mechas?", ["Corte de mujer dura unos 45 minutos.", "Mechas duran unos 90"]),
    ("cuanto cuesta la barba y cuanto tarda? y el corte de hombre?",
     ["Arreglo de barba: 9,00 €.", "Corte de hombre: 14,00 €.", "Corte de hombre dura unos 30 minutos."]),
    ("canto custa o corte de muller e canto dura? e as mechas?", ["Mechas: 55,00 €.", "Mechas duran uns 90"]),
])
def test_a_follow_up_in_the_same_message_asks_what_the_first_asked(text, said):
    """«¿cuánto dura el corte de mujer? ¿y las mechas?»: the second went to a person."""
    t = chat("peluqueria").say(text)
    for part in said:
        assert part in t.text, t.text
    assert "prefiero no inventar" not in t.text and "prefiro non inventar" not in t.text


@pytest.mark.parametrize("slug, first, change, services", [
    ("peluqueria", "corte de mujer el viernes a las 17:00", "quita el corte, mejor mechas", ["mechas"]),
    ("peluqueria", "corte de mujer el viernes a las 17:00", "quita o corte, mellor mechas", ["mechas"]),
    ("peluqueria", "corte de mujer y tinte el viernes", "quita el tinte, mejor mechas", ["corte-mujer", "mechas"]),
    ("", "2 croissants y una bica para mañana", "quita la bica, mejor 2 napolitanas", None),
])
def test_a_thing_taken_off_and_another_instead(slug, first, change, services):
    """«quita el corte, mejor mechas» emptied the appointment and asked which service, in a loop."""
    c = chat(slug)
    c.say(first)
    c.say(change)
    if services is None:
        assert _lines(c) == {"croissant": 2, "napolitana": 2}
    else:
        assert c.state["booking"]["services"] == services


def test_take_off_with_mejor_first_is_still_a_removal():
    c = chat()
    c.say("2 croissants y una bica para mañana")
    c.say("quita mejor la bica")
    assert _lines(c) == {"croissant": 2}


@pytest.mark.parametrize("text, price, lead", [
    ("buenas, ¿cuánto cuesta la tarta de queso grande y la podría tener para el martes?",
     "Tarta de queso (20 raciones): 40,00 €.", "Para el martes 3 de noviembre llega a tiempo."),
    ("quisiera saber qué precio tiene la tarta sacher mediana y si me la podrían tener para el miércoles por la tarde",
     "Tarta Sacher (12 raciones): 34,00 €.", "Para el miércoles 4 de noviembre llega a tiempo."),
    ("canto custa a torta de santiago mediana e podedes tela para o martes?",
     "Tarta de Santiago (12 racións): 26,00 €.", "Para o martes 3 de novembro chega a tempo."),
])
def test_a_price_and_a_day_asked_together_are_both_answered(text, price, lead):
    """Only the lead time (or only the price) was answered."""
    t = chat().say(text)
    assert price in t.text and lead in t.text, t.text


@pytest.mark.parametrize("text, note", [
    ("mesa para 4 el jueves a las 21 dentro por favor no en la terraza", "dentro; no en la terraza"),
    ("mesa para 4 el jueves a las 21, nada de terraza que hace frio", "nada de terraza"),
    ("mesa el jueves a las 21 para 4, uno de ellos celiaco", "uno de ellos celiaco"),
    ("mesa para 4 o xoves ás 21, dentro, non na terraza", "dentro, non na terraza"),
    ("mesa para 4 el jueves a las 21 en la terraza", "en la terraza"),
])
def test_a_wish_in_the_first_message_keeps_its_negation(text, note):
    """«dentro por favor no en la terraza» was kept as «21 dentro; en la terraza», the opposite."""
    c = chat("restaurante")
    for said in (text, "Ana", "600111000"):
        c.say(said)
    assert c.state["booking"]["note"] == note


@pytest.mark.parametrize("slug, text, said", [
    ("restaurante", "teneis menu infantil?", "No tengo «menu infantil»"),
    ("restaurante", "tedes menú infantil?", "Non teño «menú infantil»"),
    ("peluqueria", "cuanto cuesta el corte infantil?", "Corte infantil: 10,00 €."),
])
def test_a_kind_not_made_is_said_not_priced_as_another(slug, text, said):
    """«¿tenéis menú infantil?» answered the set menu's price, as if it were one."""
    assert said in chat(slug).say(text).text


@pytest.mark.parametrize("first, then, said, never", [
    ("¿qué tenéis sin gluten?", "¿y de esos cuál no lleva frutos secos?", "De esos, no tenemos productos sin frutos secos",
     "Croissant"),
    ("¿qué tenéis sin frutos secos?", "¿y de esos, cuál no lleva huevo?",
     "De esos productos, sin huevo: Palmera de hojaldre, Pan de masa madre y Pan de centeno.", "polvorones"),
    ("¿que hai sen froitos secos?", "¿e deses cal non leva ovo?", "Palmera de hojaldre, Pan de masa madre e Pan",
     "polvorones"),
    ("¿qué regalos tenéis?", "¿cuál no lleva gluten?", "Caja de 6 macarons", "Brownie"),
])
def test_which_of_those_is_free_of_another_allergen(first, then, said, never):
    """«¿y de esos cuál no lleva frutos secos?» listed the whole catalogue («Llevan frutos secos: …»)."""
    c = chat()
    c.say(first)
    t = c.say(then)
    assert said in t.text and never not in t.text, t.text


@pytest.mark.parametrize("text, said", [
    ("¿puedo pasar a las 15:00 hoy?", "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("¿puedo pasar mañana a las 17?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("podo pasar ás 10 o martes?", "O martes 3 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
])
def test_whether_one_can_come_at_a_time_is_the_hours_of_that_day(text, said):
    """«¿puedo pasar a las 15:00 hoy?» went to a person."""
    t = chat().say(text)
    assert said in t.text and t.request is None


@pytest.mark.parametrize("text, lines", [
    ("pódesme apuntar dúas empanadas para o mércores?", {"empanada": 2}),
    ("¿me puedes guardar 6 croissants para mañana?", {"croissant": 6}),
    ("¿podríais hacerme una tarta de queso para el sábado?", {"tarta-queso": 1}),
])
def test_a_favour_asked_as_a_question_is_an_order(text, lines):
    """«¿pódesme apuntar dúas empanadas para o mércores?» went to a person (the day made it a lead question)."""
    c = chat()
    c.say(text)
    assert _lines(c) == lines


@pytest.mark.parametrize("turns, said", [
    (["¿la tarta de santiago cuánto cuesta?", "¿y esa para cuándo la tendría?"],
     "Tarta de Santiago se encarga con 24 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    (["canto custa a sacher?", "e para cando a teriades?"], "Tarta Sacher encárgase con 48 horas de antelación."),
    (["¿qué diferencia hay entre la palmera y la napolitana?"], "Palmera de hojaldre: Hojaldre caramelizado"),
])
def test_what_was_talked_about_answers_the_next_question(turns, said):
    """«¿y esa para cuándo la tendría?» after a price went to a person; «¿qué diferencia hay entre X e Y?»
    added their prices («En total, 4,20 €»)."""
    c = chat()
    for text in turns:
        t = c.say(text)
    assert said in t.text and "En total" not in t.text, t.text


@pytest.mark.parametrize("slug, turns, said", [
    ("libreria", ["¿cuál es el libro más barato?"], "Lo más barato: A ra e a rata: 12,50 €."),
    ("taller", ["¿cuál es el recambio más barato?", "¿y el servicio más barato?"],
     "Lo más barato: Reparar pinchazo: 12,00 €."),
])
def test_the_cheapest_of_a_kind_the_data_names(slug, turns, said):
    """«el libro más barato» named the bookmark: «libro», «servicio», «recambio» are now the data's
    own words for its categories (a category alias may belong to several)."""
    c = chat(slug)
    for text in turns:
        t = c.say(text)
    assert said in t.text


@pytest.mark.parametrize("slug, first, said, ymd, minutes", [
    ("floristeria", "quiero un ramo de rosas", "lunes 10", "2026-11-02", 600),
    ("floristeria", "quero un ramo de rosas", "o luns 11", "2026-11-02", 660),
    ("libreria", "quiero el atlas del cielo", "jueves 17", "2026-11-05", 1020),
    ("libreria", "quiero el atlas del cielo", "martes 17", "2026-11-17", None),     # Tuesday the 17th: a day
])
def test_a_weekday_and_a_bare_number_to_the_time_question_is_the_hour(slug, first, said, ymd, minutes):
    """«lunes 10» to «¿A qué hora lo recoges?» was read as the 10th (and the pickup fell back to today)."""
    c = chat(slug)
    c.say(first)
    c.say(said)
    assert (c.order["ymd"], c.order["min"]) == (ymd, minutes)


@pytest.mark.parametrize("said, name", [
    ("Rocio Domingo 612345678", "Rocio Domingo"),
    ("Soy Abril Martes, 612000444", "Abril Martes"),
])
def test_a_surname_that_is_a_weekday_is_no_day(said, name):
    """«Rocio Domingo» moved the pickup to Sunday (closed) and kept «Rocio»."""
    c = chat("floristeria")
    c.say("un ramo de rosas")
    c.say("lunes a las 10")
    c.say(said)
    assert c.order["name"] == name and c.order["ymd"] == "2026-11-02"


@pytest.mark.parametrize("text, lines", [
    ("ola, quero unhas pastillas de freo e unha luz", {"pastillas": 1, "luz": 1}),
    ("quiero unas pastillas de freno", {"pastillas": 1}),
])
def test_brake_pads_to_buy_are_no_brake_service(text, lines):
    """«pastillas de freo» booked an 18 € brake adjustment (fixture data: the part's own names)."""
    c = chat("taller")
    c.say(text)
    assert _lines(c) == lines and not (c.state.get("booking") or {}).get("services")


@pytest.mark.parametrize("slug, text, note", [
    ("floristeria", 'un ramo de rosas con una tarjeta que ponga "te quiero, Lucia" para hoy a la 1',
     'que ponga "te quiero, Lucia"'),
    ("", "una tarta de queso para el martes a las 11 para 8 y que ponga «Feliz cumple, Ana»",
     "que ponga «Feliz cumple, Ana»"),
])
def test_quoted_card_words_are_kept_whole(slug, text, note):
    """Words in quotes were cut at their comma («que ponga "te quiero»)."""
    c = chat(slug)
    for said in (text, "Marcos 600111222"):
        c.say(said)
    assert note in (c.order.get("note") or "") or note in " ".join(c.order.get("notes_said") or [])


@pytest.mark.parametrize("slug, first, then, lines", [
    ("floristeria", "quiero un ramo de rosas", "vale el de rosas entonces", {"ramo-rosas": 1}),
    ("", "quiero una tarta de queso", "la tarta de queso para el martes", {"tarta-queso": 1}),
    ("", "quiero una tarta de queso", "y otra tarta de queso", {"tarta-queso": 2}),
    ("", "2 croissants", "y también un croissant", {"croissant": 3}),
])
def test_the_one_held_pointed_at_is_not_one_more(slug, first, then, lines):
    """«vale, el de rosas rojas entonces» made it two bouquets (70 €)."""
    c = chat(slug)
    c.say(first)
    c.say(then)
    assert _lines(c) == lines


@pytest.mark.parametrize("slug, first, fewer, lines", [
    ("floristeria", "quiero 25 ramos de rosas", "bueno 20", {"ramo-rosas": 20}),
    ("libreria", "quiero 21 cuadernos a4 para la clase", "vale 20", {"cuaderno-a4": 20}),
    ("taller", "quiero 11 camaras", "vale, pues 10", {"camara": 10}),
    ("", "quiero encargar tres docenas de croissants para mañana a las diez", "bo, 24", {"croissant": 24}),
])
def test_fewer_to_the_too_many_question_is_the_count(slug, first, fewer, lines):
    """«bueno 20» to «son 25: ¿se lo paso a una persona?» sent the 25 to a person anyway."""
    c = chat(slug)
    c.say(first)
    t = c.say(fewer)
    assert _lines(c) == lines and (t.request is None or t.request["status"] != "pending")


# ---------------------------------------------------------------- found comparing with the code before this stop

def test_one_caveat_for_several_allergens_is_said_once():
    t = chat("restaurante").say("soy alérgico al pescado y al marisco, ¿qué puedo comer?")
    assert t.text.count("La cocina es compartida") == 1


@pytest.mark.parametrize("slug, text", [
    ("", "6 croissants para mañana, ¿dónde estáis?"),
    ("", "quiero 6 croissants para mañana, ¿dónde estáis?"),
    ("libreria", "2 cuadernos A5 para el lunes ¿dónde estáis?"),
])
def test_where_asked_beside_an_order_is_answered(slug, text):
    c = chat(slug)
    t = c.say(text)
    assert "Estamos en" in t.text and c.order["lines"]


@pytest.mark.parametrize("slug, text, never", [
    ("floristeria", "2 ramos de rosas el lunes ¿tenéis tarjetas?", "tarjeta"),
    ("", "6 croissants para mañana ¿tenéis napolitanas?", "napolitana"),
])
def test_a_thing_asked_about_beside_an_order_is_not_ordered(slug, text, never):
    c = chat(slug)
    c.say(text)
    assert never not in _lines(c)


def test_a_thing_swapped_keeps_the_count():
    c = chat()
    c.say("quiero 6 croissants para mañana")
    c.say("quita los croissants, mejor napolitanas")
    assert _lines(c) == {"napolitana": 6}


def test_a_part_the_customer_brings_is_no_charge():
    c = chat("taller")
    for text in ("pinchazo el martes a las 10", "Xoán", "612345678", "traigo una cámara de repuesto"):
        c.say(text)
    assert c.state["booking"]["notes_said"] == ["traigo una cámara de repuesto"]


def test_a_size_said_of_the_one_held_still_changes_it():
    c = chat()
    c.say("quiero una tarta de queso de 12 y una sacher de 8 para el martes")
    c.say("la de queso de 20")
    assert {line["item_id"]: line["options"].get("raciones") for line in c.order["lines"]} == \
        {"tarta-queso": "20", "tarta-sacher": "8"}


def test_whether_a_thing_is_made_is_no_order():
    c = chat()
    c.say("¿podéis hacer una tarta personalizada?")
    assert not c.order["lines"]
