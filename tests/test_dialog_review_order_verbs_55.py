"""Stop 55, review of task H: «cógeme un hueco» after a price is an appointment, not the thing priced.

What was wrong: after a price, the «un» / «una» / «unha» of an appointment was read as a count of the
thing just priced. At the workshop «¿cuánto cuesta una cámara?» «Cámara 700x28: 7,00 €.» then «cógeme un
hueco el jueves» got «Apunto: 1 × Cámara 700x28. Total 7,00 €. ¿A qué hora lo recoges el jueves…?» (a
part ordered; «cógeme hueco el jueves» booked); «pídeme una cita el jueves» booked but put «también 1 ×
Cámara 700x28 (7,00 €)» in its note; at the bakery «cógeme un hueco el jueves» after the croissant's
price ordered a croissant; at the restaurant, after the menu's price, it repeated the price and said
«Por aquí no tomo pedidos…». «quiero / necesito un hueco», «pídeme una hora», «cógeme un huequito»
and «cógeme un sitio» went to a person.

What now happens: a count said before «hueco», «huequito», «oco», «cita», «hora», «turno» or «sitio»
counts the appointment, never the thing priced; after «pídeme», «cógeme», «cólleme», «dame»… those
nouns (with or without their article) ask for an appointment, and so do «quiero / necesito / quería
un hueco». The workshop asks which service for Thursday, the restaurant for how many, and a business
that takes no bookings says so. «vale, pídeme 4 para el martes» (4 croissants) and «cógeme hora el
viernes a las 11» after the dye's price (the dye booked) are read as before.
"""
import pytest

from tests.conversation import chat

_CAMARA = "cuanto cuesta una cámara?"
_CAMARA_GL = "canto custa unha cámara?"


def _after(slug: str, first: str, msg: str):
    c = chat(slug)
    assert "€" in c.say(first).text
    return c, c.say(msg)


@pytest.mark.parametrize("first,msg,day,question", [
    (_CAMARA, "cógeme un hueco el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "cogeme un hueco el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "cojeme un hueco el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "vale, pídeme una cita el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "quiero una cita el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "dame un hueco el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "resérvame un hueco el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "necesito un hueco el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "quiero un hueco para el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "pídeme una hora el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "cógeme un huequito el jueves", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA, "¿me coges un hueco el jueves?", "el jueves 5 de noviembre", "¿Qué servicio quieres?"),
    (_CAMARA_GL, "cólleme un oco o xoves", "o xoves 5 de novembro", "¿Que servizo queres?"),
    (_CAMARA_GL, "cólleme unha cita o xoves", "o xoves 5 de novembro", "¿Que servizo queres?"),
    (_CAMARA_GL, "pídeme unha hora o xoves", "o xoves 5 de novembro", "¿Que servizo queres?"),
    (_CAMARA_GL, "quería un oco o xoves", "o xoves 5 de novembro", "¿Que servizo queres?"),
])
def test_an_appointment_at_the_workshop_orders_no_part(first, msg, day, question):
    c, t = _after("taller", first, msg)
    assert t.texts[0] in (f"Apunto: cita {day}.",), t.texts
    assert question in t.text and "Cámara" not in t.text and "€" not in t.texts[0]
    assert not (c.order or {}).get("lines")
    assert c.state["booking"]["ymd"] == "2026-11-05" and not c.state["booking"].get("part_ids")
    assert t.request["status"] == "collecting" and t.request["kind"] == "booking"


@pytest.mark.parametrize("msg", ["cógeme un hueco", "cogeme un hueco porfa"])
def test_a_bare_appointment_asks_the_service(msg):
    c, t = _after("taller", _CAMARA, msg)
    assert "¿Qué servicio quieres?" in t.text and "Cámara" not in t.text
    assert not (c.order or {}).get("lines")
    assert t.request["kind"] == "booking"


@pytest.mark.parametrize("slug,first,msg,reply", [
    ("", "cuanto cuesta el croissant?", "cógeme un hueco el jueves", "Aquí no gestiono reservas"),
    ("", "cuanto cuesta el croissant?", "vale, pídeme una cita el jueves", "Aquí no gestiono reservas"),
    ("", "canto custa o croissant?", "cólleme un oco o xoves", "Aquí non xestiono reservas"),
    ("libreria", "cuanto cuesta follas novas?", "cógeme un hueco el jueves", "Aquí no gestiono reservas"),
    ("floristeria", "cuanto cuesta la orquídea?", "cógeme un hueco el jueves", "Aquí no gestiono reservas"),
])
def test_where_no_bookings_are_taken_it_says_so(slug, first, msg, reply):
    c, t = _after(slug, first, msg)
    assert t.texts[0].startswith(reply), t.texts
    assert "Apunto" not in t.text and not (c.order or {}).get("lines")


@pytest.mark.parametrize("msg,question", [
    ("cógeme un hueco el jueves", "¿Para cuántas personas?"),
    ("cogeme un hueco el jueves", "¿Para cuántas personas?"),
    ("pídeme vez para el jueves", "¿Para cuántas personas?"),
    ("cógeme un sitio el jueves", "¿Para cuántas personas?"),
    ("vale, pídeme una cita el jueves", "¿Para cuántas personas?"),
])
def test_a_table_at_the_restaurant(msg, question):
    c, t = _after("restaurante", "cuanto cuesta el menú del día?", msg)
    assert t.texts[0] == "Apunto: reserva el jueves 5 de noviembre.", t.texts
    assert question in t.text and "pedidos" not in t.text and "14,50" not in t.text
    assert c.state["booking"]["ymd"] == "2026-11-05"


def test_a_table_at_the_restaurant_in_galician():
    c, t = _after("restaurante", "canto custa o menú do día?", "cólleme un oco o xoves")
    assert t.texts[0] == "Apunto: reserva o xoves 5 de novembro.", t.texts
    assert "¿Para cantas persoas?" in t.text


# near-misses: the count of the thing, and the service priced, still taken
def test_a_count_after_the_price_still_orders_it():
    c, t = _after("", "cuanto cuesta el croissant?", "vale, pídeme 4 para el martes")
    assert t.texts[0] == "Apunto: 4 × Croissant de mantequilla. Total 7,20 €.", t.texts
    assert "martes 3 de noviembre" in t.text


@pytest.mark.parametrize("msg", ["cógeme hora el viernes a las 11", "cógeme un hueco el viernes a las 11",
                                 "pídeme una cita el viernes a las 11"])
def test_the_service_priced_is_booked(msg):
    c, t = _after("peluqueria", "cuanto cuesta un tinte?", msg)
    assert t.texts[0] == "Apunto: tinte el viernes 6 de noviembre a las 11:00. Total 35,00 €; dura unos 60 minutos."
    assert c.state["booking"]["services"] == ["tinte"]


def test_one_part_priced_and_ordered_with_uno():
    c, t = _after("taller", _CAMARA, "vale, pídeme una para el jueves")
    assert t.texts[0] == "Apunto: 1 × Cámara 700x28. Total 7,00 €.", t.texts
