"""The second wish of a message was dropped, or turned into something held; a price asked again by
the kind alone went to a person.

Before:
- «quiero reservar una mesa para 4 el viernes a las 14 y saber si hay menu del dia» took the table and
  said nothing of the menu; «quiero un ramo de temporada para el lunes y saber a que hora abris» took
  the order and not the hours; «quiero cita para una revision el martes a las 10 y saber si teneis
  camaras» noted «también 1 × Cámara 700x28» for the workshop; «quiero 4 croissants para el sabado a
  las 10, ¿teneis tarta de santiago?» put a Tarta de Santiago in the order;
- with 4 croissants held for Saturday, «¿teneis tarta de santiago el domingo?» read «Un pedido es para
  un día…», never answered;
- «cuanto tarda un tinte? y el precio?» showed «Estos son los servicios, con precios:» (the card);
- after «cuanto cuesta el corte de hombre», «¿y para una mujer?», «¿y el de niño?», «¿y a un niño?»
  (gl «¿e para unha muller?», «¿e o de neno?») went to a person.
Now the request is taken as written and the question beside it answered before the request's next
question (nothing asked about is held); the question mid-order is answered with the price and whether
it arrives that day, the order keeping its day; «¿y el precio?» is the price of the thing just talked
about; and a follow-up naming only who it is for asks the same of the sibling the group's hints point to.
"""
import pytest

from tests.conversation import chat, chat_after, line_counts

HANDOFF = ("prefiero no inventarlo", "prefiro non inventalo", "Se lo apunto al local", "Apúntollo ao local")


def _handed_off(text: str) -> bool:
    return any(h in text for h in HANDOFF)


# ---- a booking and «y saber si…»: the booking taken, the question answered ------------------------

@pytest.mark.parametrize("said, answer, ymd, minutes", [
    ("quiero reservar una mesa para 4 el viernes a las 14 y saber si hay menu del dia",
     "Menú del día: 14,50 €.", "2026-11-06", 840),
    ("kiero reservar mesa para 4 el viernes a las 14 y saber si hay menu del dia",
     "Menú del día: 14,50 €.", "2026-11-06", 840),
    ("quero reservar unha mesa para 4 o venres ás 14 e saber se hai menú do día",
     "Menú do día: 14,50 €.", "2026-11-06", 840),
    ("quiero reservar una mesa para 4 y saber si teneis menu del dia el viernes",
     "Menú del día: 14,50 €.", "2026-11-06", None),
    ("quiero reservar una mesa para 4 el sabado y saber si teneis menu del dia el sabado",
     "No. Menú del día: solo de martes a viernes.", "2026-11-07", None),
])
def test_a_table_and_a_question_after_and_saber(said, answer, ymd, minutes):
    c = chat("restaurante")
    t = c.say(said)
    assert answer in t.texts
    booking = c.state["booking"]
    assert (booking["party"], booking["ymd"], booking["min"]) == (4, ymd, minutes)
    assert not _handed_off(t.text)
    assert t.texts[-1].startswith("¿")       # the booking's next question comes last


@pytest.mark.parametrize("said, answer", [
    ("quiero cita para una revision el martes a las 10 y saber si teneis camaras", "Cámara 700x28: 7,00 €."),
    ("quiero cita para una revision el martes a las 10, teneis camaras?", "Cámara 700x28: 7,00 €."),
    ("quiero cita para una revision el martes a las 10. ¿Teneis camaras?", "Cámara 700x28: 7,00 €."),
    ("quero cita para unha revision o martes as 10 e saber se tedes camaras", "Cámara 700x28: 7,00 €."),
    ("quiero cita para una revision el martes a las 10, teneis pastillas de freno?", "Pastillas de freno: 15,00 €."),
])
def test_a_thing_sold_asked_beside_an_appointment_is_answered_not_noted(said, answer):
    c = chat("taller")
    t = c.say(said)
    assert answer in t.texts
    booking = c.state["booking"]
    assert booking["services"] == ["revision"] and (booking["ymd"], booking["min"]) == ("2026-11-03", 600)
    assert not booking.get("parts_noted") and "Apunto como indicación" not in t.text
    assert not _handed_off(t.text)


def test_a_part_to_change_with_the_appointment_is_still_noted():
    c = chat("taller")
    t = c.say("quiero cita para una revision el martes a las 10 y cambiar la camara")
    assert "Apunto como indicación: «también 1 × Cámara 700x28 (7,00 €)»." in t.texts
    assert c.state["booking"]["parts_noted"] == ["1 × Cámara 700x28 (7,00 €)"]


@pytest.mark.parametrize("said", [
    "quiero cita para un corte de hombre el jueves a las 11 y saber cuanto cuesta el tinte",
    "quiero cita para un corte de hombre el jueves a las 11, cuanto cuesta el tinte?",
])
def test_the_price_of_another_service_beside_an_appointment_is_answered(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert "Tinte: 35,00 €." in t.texts
    assert c.state["booking"]["services"] == ["corte-hombre"]


def test_the_price_of_the_booked_service_is_in_its_own_line():
    t = chat("peluqueria").say("quiero cita para un corte de hombre el jueves a las 11, cuanto cuesta el corte?")
    assert "Total 14,00 €" in t.text
    assert "Corte de hombre: 14,00 €." not in t.texts


# ---- an order and a question beside it: the order as written, the question answered ---------------

@pytest.mark.parametrize("slug, said, answer, held", [
    ("floristeria", "quiero un ramo de temporada para el lunes y saber a que hora abris",
     "El lunes 2 de noviembre abrimos de 10:00 a 14:00 y de 17:00 a 20:00.", {"ramo-temporada": 1}),
    ("floristeria", "quero un ramo de temporada para o luns e saber a que hora abrides",
     "O luns 2 de novembro abrimos de 10:00 a 14:00 e de 17:00 a 20:00.", {"ramo-temporada": 1}),
    ("", "quiero 4 croissants para el sabado a las 10 y saber si teneis tarta de santiago",
     "Tarta de Santiago: 18,00 € (8 raciones), 26,00 € (12 raciones) y 36,00 € (20 raciones).", {"croissant": 4}),
    ("", "quiero 4 croissants para el sabado a las 10, teneis tarta de santiago?",
     "Tarta de Santiago: 18,00 € (8 raciones), 26,00 € (12 raciones) y 36,00 € (20 raciones).", {"croissant": 4}),
    ("libreria", "quiero follas novas para el lunes y saber si teneis el atlas",
     "Atlas do ceo: 16,00 €.", {"follas-novas": 1}),
    ("floristeria", "quero un ramo de rosas para o luns e saber se tedes orquideas",
     "Orquídea: 32,00 €.", {"ramo-rosas": 1}),
])
def test_an_order_and_a_question_after_it(slug, said, answer, held):
    c = chat(slug)
    t = c.say(said)
    assert answer in t.texts
    assert line_counts(c) == held
    assert t.texts[-1].startswith("¿")


def test_what_was_asked_about_can_be_added_after():
    c = chat_after("libreria", "quiero follas novas para el lunes y saber si teneis el atlas")
    c.say("ponme tambien el atlas")
    assert line_counts(c) == {"follas-novas": 1, "atlas-ceo": 1}


# ---- mid-order, «¿tenéis X el domingo?»: answered, the order keeps its day -------------------------

@pytest.mark.parametrize("first, asked, said", [
    ("quiero 4 croissants para el sabado a las 10", "teneis tarta de santiago el domingo?",
     ["Tarta de Santiago: 18,00 € (8 raciones), 26,00 € (12 raciones) y 36,00 € (20 raciones).",
      "Tarta de Santiago se encarga con 24 horas de antelación. Para el domingo 8 de noviembre llega a tiempo."]),
    ("quiero 4 croissants para el sabado a las 10", "y el domingo teneis tarta de santiago?",
     ["Tarta de Santiago se encarga con 24 horas de antelación. Para el domingo 8 de noviembre llega a tiempo."]),
    ("quero 4 croissants para o sabado as 10", "tedes tarta de santiago o domingo?",
     ["Tarta de Santiago: 18,00 € (8 racións), 26,00 € (12 racións) e 36,00 € (20 racións).",
      "Tarta de Santiago encárgase con 24 horas de antelación. Para o domingo 8 de novembro chega a tempo."]),
    ("quiero 6 palmeras para el viernes", "hay tarta de queso el sabado?",
     ["Tarta de queso se encarga con 48 horas de antelación. Para el sábado 7 de noviembre llega a tiempo."]),
])
def test_a_thing_asked_for_another_day_mid_order_is_answered(first, asked, said):
    c = chat_after("", first)
    day = c.state["order"]["ymd"]
    lines = line_counts(c)
    t = c.say(asked)
    for text in said:
        assert text in t.texts
    assert "Un pedido es para un día" not in t.text and "Um pedido" not in t.text
    assert c.state["order"]["ymd"] == day and line_counts(c) == lines
    assert not any(label.startswith("Encargar") for label in t.chip_labels)   # (it would go to this order's day)


@pytest.mark.parametrize("more", ["y 2 palmeras para el domingo", "y una tarta de santiago para el domingo?"])
def test_more_for_another_day_still_goes_in_another_order(more):
    c = chat_after("", "quiero 4 croissants para el sabado a las 10")
    t = c.say(more)
    assert "Un pedido es para un día: apunto el del sábado 7 de noviembre." in t.text
    assert line_counts(c) == {"croissant": 4}


# ---- «¿y el precio?»: of the thing just talked about ------------------------------------------------

@pytest.mark.parametrize("slug, said, price", [
    ("peluqueria", "cuanto tarda un tinte? y el precio?", "Tinte: 35,00 €."),
    ("peluqueria", "canto tarda un tinte? e o prezo?", "Tinte: 35,00 €."),
    ("", "la tarta de queso lleva gluten? y el precio?",
     "Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones) y 40,00 € (20 raciones)."),
    ("", "a tarta de queixo leva glute? e o prezo?",
     "Tarta de queso: 22,00 € (8 racións), 30,00 € (12 racións) e 40,00 € (20 racións)."),
    ("restaurante", "el pulpo lleva gluten? y el precio?", "Pulpo á feira: 16,50 €."),
    ("floristeria", "el ramo de rosas lleva lirios? y el precio?", "Ramo de rosas: 35,00 €."),
])
def test_and_the_price_in_the_same_message(slug, said, price):
    t = chat(slug).say(said)
    assert price in t.texts
    assert "con precios" not in t.text


@pytest.mark.parametrize("first, then", [
    ("cuanto tarda un tinte?", "y el precio?"),
    ("cuanto tarda un tinte", "y el precio"),
    ("canto tarda un tinte?", "e o prezo?"),
])
def test_and_the_price_the_turn_after(first, then):
    t = chat_after("peluqueria", first).say(then)
    assert t.texts[0] == "Tinte: 35,00 €."


def test_the_price_asked_with_nothing_talked_about_is_still_the_card():
    t = chat("peluqueria").say("y el precio?")
    assert t.texts[0] == "Estos son los servicios, con precios:"


# ---- «¿y para una mujer?»: the same asked of the sibling the hints point to -----------------------

@pytest.mark.parametrize("first, then, said", [
    ("cuanto cuesta cortarse el pelo un hombre", "y para una mujer?", "Corte de mujer: 22,00 €."),
    ("cuanto cuesta el corte de hombre", "y el de niño?", "Corte infantil: 10,00 €."),
    ("cuanto cuesta el corte de hombre", "y el de nino", "Corte infantil: 10,00 €."),
    ("cuanto cuesta el corte de hombre", "y a un niño?", "Corte infantil: 10,00 €."),
    ("cuanto cuesta el corte de hombre?", "¿y para mi hija?", "Corte infantil: 10,00 €."),
    ("cuanto cuesta el corte de mujer", "y para mi hijo cuanto seria?", "Corte infantil: 10,00 €."),
    ("cuanto vale el corte de mujer", "y para mi marido?", "Corte de hombre: 14,00 €."),
    ("canto custa o corte de home?", "e para unha muller?", "Corte de muller: 22,00 €."),
    ("canto custa o corte de home?", "e o de neno?", "Corte infantil: 10,00 €."),
    ("canto custa o corte de muller", "e pra o meu fillo?", "Corte infantil: 10,00 €."),
    ("cuanto tarda el corte de mujer", "y para un hombre?", "Corte de hombre dura unos 30 minutos."),
])
def test_a_follow_up_naming_who_asks_the_same_of_the_sibling(first, then, said):
    c = chat_after("peluqueria", first)
    t = c.say(then)
    assert t.texts[0] == said
    assert not c.requests and not _handed_off(t.text)


@pytest.mark.parametrize("first, then, said", [
    ("cuanto cuesta el corte de hombre", "y el infantil?", "Corte infantil: 10,00 €."),
    ("cuanto cuesta el corte de hombre", "y el de mujer?", "Corte de mujer: 22,00 €."),
])
def test_a_sibling_named_is_still_answered(first, then, said):
    assert chat_after("peluqueria", first).say(then).texts[0] == said


def test_an_age_out_of_the_range_still_says_how_it_is_charged():
    t = chat_after("peluqueria", "cuanto cuesta el corte de hombre").say("y para un niño de 12 años?")
    assert t.texts[0].startswith("Corte infantil: 10,00 €, hasta los 10 años. Con 12 años se cobra")


def test_who_it_is_for_after_a_service_of_no_group_stays_with_a_person():
    c = chat_after("peluqueria", "cuanto cuesta el tinte")
    t = c.say("y para un hombre?")
    assert _handed_off(t.text)
    assert "Corte" not in t.text


@pytest.mark.parametrize("first, then, said", [
    ("cuánto cuesta la tarta de queso?", "¿y la de santiago?",
     "Tarta de Santiago: 18,00 € (8 raciones), 26,00 € (12 raciones) y 36,00 € (20 raciones)."),
    ("canto custa a tarta de queixo?", "e a de santiago?",
     "Tarta de Santiago: 18,00 € (8 racións), 26,00 € (12 racións) e 36,00 € (20 racións)."),
])
def test_a_things_kind_asked_again_at_the_bakery(first, then, said):
    assert chat_after("", first).say(then).texts[0] == said
