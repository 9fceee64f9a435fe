"""Stop 60, regression probe P2: what «y saber…» (the second wish in a message, 8d98c4b8) made worse.

W8. A booking written without «quiero», then «y saber…»: «revision el martes y saber si teneis camaras»
    read «Revisión completa: 35,00 €. Cámara 700x28: 7,00 €. En total, 42,00 €…» and booked nothing;
    «corte de mujer el martes y saber cuanto cuestan las mechas» read «Corte de mujer: 22,00 €.», the
    price asked never given. Now the words before «y saber» are the request (as with «quiero»): «Cámara
    700x28: 7,00 €.», then «Apunto: revisión completa el martes 3 de noviembre…»; «Mechas: 55,00 €.»,
    then the cut booked. «cuanto cuesta una revision el martes y saber…» is still a question.
W1. Bakery, 6 croissants held for Tuesday: «quiero reservar una mesa para 4 el viernes a las 14 y saber si hay
    menu del dia» read «Esta es la carta… A las 14:00 no estamos abiertos…», the pickup moved to Friday. Now
    «Aquí no gestiono reservas…» as without the question, then the question answered («…y saber si teneis
    tarta de santiago»: its prices; floristeria «…orquideas»: «Orquídea: 32,00 €.»), Tuesday kept.
W4. «quiero una tarta para el viernes y saber si hay sin gluten» read «Llevan gluten: Tarta de queso, …» (16
    products) with all six tarts; now «Sin gluten puedo ofrecerte: Tarta de Santiago…», its one chip, gluten
    avoided on the order. «…, ¿hay sin gluten?» too.
W7. «quiero un corte de hombre el martes y saber cuanto dura» read the recap, then «Eso no lo tengo claro…
    Se lo apunto al local»; now the recap (its length) and the booking's next question only.
W2. floristeria «quiero un ramo de temporada para el domingo y saber a que hora abris» said «El domingo 1 de
    noviembre no abrimos.» twice; now once, with when it opens next, then «¿Qué día te va bien?».
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after, line_counts

# ---------------------------------------------------------------- W8. «<service> el martes y saber…»


@pytest.mark.parametrize("slug,said,answer,booked,day", [
    ("taller", "revision el martes y saber si teneis camaras", "Cámara 700x28: 7,00 €.", ["revision"], "2026-11-03"),
    ("taller", "una revision el martes y saber si teneis luces", "Luz delantera LED: 19,00 €.", ["revision"],
     "2026-11-03"),
    ("taller", "pinchazo el jueves y saber si teneis camaras", "Cámara 700x28: 7,00 €.", ["pinchazo"], "2026-11-05"),
    ("taller", "revisión o martes e saber se tedes camaras", "Cámara 700x28: 7,00 €.", ["revision"], "2026-11-03"),
    ("peluqueria", "corte de mujer el martes y saber cuanto cuestan las mechas", "Mechas: 55,00 €.",
     ["corte-mujer"], "2026-11-03"),
    ("peluqueria", "corte de muller o martes e saber canto custan as mechas", "Mechas: 55,00 €.",
     ["corte-mujer"], "2026-11-03"),
    ("peluqueria", "un corte de mujr el martes a las 12 y saber cuanto cuesta el tinte", "Tinte: 35,00 €.",
     ["corte-mujer"], "2026-11-03"),
])
def test_a_booking_without_its_verb_then_a_question_books_and_answers(slug, said, answer, booked, day):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0] == answer
    assert c.state["booking"]["services"] == booked
    assert c.state["booking"]["ymd"] == day
    assert t.request and t.request["kind"] == "booking"


@pytest.mark.parametrize("slug,said,answer", [
    ("taller", "cuanto cuesta una revision el martes y saber si teneis camaras", "Revisión completa: 35,00 €."),
    ("taller", "quiero una revision el martes y saber si teneis luces", "Luz delantera LED: 19,00 €."),
])
def test_near_misses_of_a_booking_then_a_question_keep_their_reading(slug, said, answer):
    t = chat(slug).say(said)
    assert t.texts[0].startswith(answer)


def test_an_order_without_its_verb_then_the_hours_keeps_both():
    c = chat("")
    t = c.say("6 croissants para el martes y saber a que hora abris")
    assert t.texts[0].startswith("El martes 3 de noviembre abrimos")
    assert c.order["lines"] == [{"item_id": "croissant", "qty": 6, "options": {}}]
    assert c.order["ymd"] == "2026-11-03"


# ---------------------------------------------------------------- W1. a request not taken, mid-order, «y saber…»

_NO_BOOKINGS = "Aquí no gestiono reservas. Puedes llamar al 981 000 404 y te atienden."


@pytest.mark.parametrize("said,answer", [
    ("quiero reservar una mesa para 4 el viernes a las 14 y saber si hay menu del dia", None),
    ("kiero reservar mesa para 4 el viernes a las 14 y saber si hay menu del dia", None),
    ("quiero cita para un corte de hombre el jueves a las 11 y saber cuanto cuesta el tinte",
     "No tengo «tinte» en la carta."),
    ("quiero cita para una revision el miercoles a las 10 y saber si teneis tarta de santiago",
     "Tarta de Santiago: 18,00 € (8 raciones), 26,00 € (12 raciones) y 36,00 € (20 raciones)."),
])
def test_a_booking_not_taken_then_a_question_mid_order_keeps_the_order(said, answer):
    c = chat_after("", "quiero 6 croissants para el martes")
    t = c.say(said)
    assert t.texts[0] == _NO_BOOKINGS
    if answer:
        assert t.texts[1] == answer
    assert t.texts[-1] == "¿A qué hora lo recoges el martes 3 de noviembre?"
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] is None
    assert c.order["lines"] == [{"item_id": "croissant", "qty": 6, "options": {}}]


def test_a_booking_not_taken_then_a_question_mid_order_in_galician():
    c = chat_after("", "quero 6 croissants para o martes")
    t = c.say("quero reservar unha mesa para 4 o venres ás 14 e saber se hai menú do día")
    assert t.texts[0] == "Aquí non xestiono reservas. Podes chamar ao 981 000 404 e atenderante."
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] is None


def test_a_time_then_a_question_mid_order_still_sets_the_time():
    c = chat_after("", "quiero 6 croissants para el martes")
    c.say("a las 10, y saber si teneis tarta de santiago")
    assert c.order["min"] == 600


def test_a_table_not_taken_then_a_thing_asked_at_the_florist_keeps_the_order():
    c = chat_after("floristeria", "un ramo de rosas para el martes")
    t = c.say("quiero reservar mesa para 2 el viernes a las 12 y saber si teneis orquideas")
    assert t.texts[:2] == ["Aquí no gestiono reservas. Puedes llamar al 981 000 515 y te atienden.",
                           "Orquídea: 32,00 €."]
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] is None
    assert line_counts(c) == {"ramo-rosas": 1}


# ---------------------------------------------------------------- W4. a diet asked of the one to choose

_GLUTEN_FREE_TART = "Sin gluten puedo ofrecerte: Tarta de Santiago."


@pytest.mark.parametrize("said,starts", [
    ("quiero una tarta para el viernes y saber si hay sin gluten", _GLUTEN_FREE_TART),
    ("quiero encargar una tarta para el viernes a las 12 y saber si teneis sin gluten", _GLUTEN_FREE_TART),
    ("kiero una tarta pa el viernes y saber si hay sin gluten", _GLUTEN_FREE_TART),
    ("quiero una tarta para el viernes, ¿hay sin gluten?", _GLUTEN_FREE_TART),
    ("quero unha tarta para o venres e saber se tedes sen glute", "Sen glute podo ofrecerche: Tarta de Santiago."),
])
def test_a_diet_asked_beside_a_group_wished_filters_the_choice(said, starts):
    c = chat("")
    t = c.say(said)
    assert t.texts[0].startswith(starts)
    assert t.chip_labels == ["Tarta de Santiago · 18,00 €"]
    assert c.order["avoid"] == ["gluten"]
    assert c.order["ymd"] == "2026-11-06"


def test_a_diet_asked_beside_a_product_ordered_is_still_a_question():
    c = chat("")
    t = c.say("quiero 6 croissants para el martes y saber si teneis algo sin gluten")
    assert t.texts[0] == "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."
    assert t.texts[1].startswith("Tenemos 3 productos sin gluten")
    assert c.order["avoid"] == []


# ---------------------------------------------------------------- W7. «y saber cuánto dura» beside a booking

@pytest.mark.parametrize("slug,said,recap", [
    ("peluqueria", "quiero un corte de hombre el martes y saber cuanto dura",
     "Apunto: corte de hombre el martes 3 de noviembre. Total 14,00 €; dura unos 30 minutos."),
    ("peluqueria", "quiero un corte de mujer el martes y saber cuanto tarda",
     "Apunto: corte de mujer el martes 3 de noviembre. Total 22,00 €; dura unos 45 minutos."),
    ("peluqueria", "quero un corte de muller o martes e saber canto tarda",
     "Apunto: corte de muller o martes 3 de novembro. Total 22,00 €; dura uns 45 minutos."),
    ("taller", "revision el martes y saber cuanto tarda",
     "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("taller", "quiero una revision el martes y tambien saber cuanto dura",
     "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos."),
])
def test_a_length_asked_beside_a_booking_is_its_recap_not_a_person(slug, said, recap):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0] == recap
    assert len(t.texts) == 2 and t.texts[1].startswith("¿")
    assert not c.state["booking"]["questions"]


# ---------------------------------------------------------------- W2. the hours asked beside an order for a closed day

@pytest.mark.parametrize("slug,said,closed", [
    ("floristeria", "quiero un ramo de temporada para el domingo y saber a que hora abris",
     "El domingo 1 de noviembre no abrimos. Volvemos a abrir el lunes 2 de noviembre a las 10:00."),
    ("floristeria", "quero un ramo de tempada para o domingo e saber a que hora abrides",
     "O domingo 1 de novembro non abrimos. Volvemos abrir o luns 2 de novembro ás 10:00."),
    ("libreria", "quiero el atlas para el domingo y saber a que hora abris",
     "El domingo 1 de noviembre no abrimos. Volvemos a abrir el lunes 2 de noviembre a las 10:00."),
    ("", "quiero 6 croissants para el lunes y saber a que hora abris",
     "El lunes 2 de noviembre no abrimos. Volvemos a abrir el martes 3 de noviembre a las 09:00."),
])
def test_a_closed_day_asked_beside_an_order_is_said_once(slug, said, closed):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0] == closed
    assert sum("no abrimos" in x or "non abrimos" in x for x in t.texts) == 1
    assert t.texts[-1] in ("¿Qué día te va bien?", "¿Que día che vai ben?")
    assert c.order["ymd"] is None


def test_a_closed_day_without_the_hours_asked_still_says_it():
    t = chat("floristeria").say("quiero un ramo de rosas para el domingo")
    assert t.texts[1] == "El domingo 1 de noviembre no abrimos. ¿Qué día te va bien?"


def test_an_appointment_not_taken_then_a_thing_asked_at_the_bookshop_keeps_the_order():
    c = chat_after("libreria", "follas novas para el martes")
    t = c.say("quiero cita para el viernes a las 12 y saber si teneis el atlas")
    assert t.texts[:2] == ["Aquí no gestiono reservas. Puedes llamar al 981 000 862 y te atienden.",
                           "Atlas do ceo: 16,00 €."]
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] is None
    assert line_counts(c) == {"follas-novas": 1}
