"""Stop 55, task H: verbs of asking for a thing to be got for me, after its price.

What was wrong: after a price answer, a request said with a verb the reader did not know was thanked
and dropped, and the customer believed it held. «¿cuánto cuesta un tinte?» «Tinte: 35,00 €.» then
«vale, pídeme uno el jueves por la tarde» got «Perfecto. Si necesitas algo más, aquí estoy.» and
nothing was booked; «vale, pídeme 4 para el martes» after the croissant's price, Galician «vale,
pídeme unha o luns ás 10» after the check-up's, «ok, cógeme hora el viernes a las 11», «cógeme un
hueco», «pídeme vez», «cólleme hora» the same; «encárgame 4», «prepárame 4» asked «¿Qué te
preparo?» as if nothing had been named; «pídeme uno el jueves a las 5» went to a person; asked as a
question, «vale, ¿me pides 4 para el martes?», «¿me coges hora…?» went to a person, and even the known
«vale, ¿me guardas uno para el martes?» ordered it but also handed «¿me guardas…?» over as unanswered.

What now happens: «pídeme», «cógeme», «cólleme», «encárgame», «prepárame», «apártame», «gárdame»
(and their «-nos» and plural forms) are one list of wishes, like «apúntame» and «ponme»: with a
count, a day or a time after a price they order or book the thing just priced, and before «hora»,
«vez» or «un hueco» they ask for an appointment, as do «¿me pides/coges/das hora…?». A «vale,» before a
wish asked as a question leaves nothing beside it to hand over. «vale, gracias», «vale, lo pienso», «perfecto»,
«¿me lo puedes pedir?» and «pídele a Marta que me llame» are read as before.
"""
import pytest

from tests.conversation import chat, line_counts

_TINTE = "cuanto cuesta un tinte?"
_CROISSANT = "cuanto cuesta el croissant?"
_REVISION = "canto custa a revisión?"


def _after(slug: str, first: str, msg: str):
    c = chat(slug)
    assert "€" in c.say(first).text
    return c, c.say(msg)


@pytest.mark.parametrize("msg", [
    "vale, pideme uno el jueves por la tarde",
    "vale, pídeme uno el jueves por la tarde",
    "ok pideme uno el jueves x la tarde",
    "vale, cógeme uno el jueves por la tarde",
    "vale, encárgame uno el jueves por la tarde",
    "vale, prepárame uno el jueves por la tarde",
    "vale, pídeme cita el jueves por la tarde",
    "vale, pídeme vez el jueves por la tarde",
    "venga, cogeme hora el jueves por la tarde",
    "vale, cógeme un hueco el jueves por la tarde",
])
def test_a_service_booked_for_the_afternoon(msg):
    c, t = _after("peluqueria", _TINTE, msg)
    assert t.texts[0].startswith("Apunto: tinte el jueves 5 de noviembre"), t.texts
    assert "35,00 €" in t.text and "¿A qué hora te va bien el jueves 5 de noviembre?" in t.text
    assert t.chip_labels == ["16:00", "18:00"]
    assert c.state["booking"]["services"] == ["tinte"] and c.state["booking"]["part"] == "afternoon"
    assert t.request["status"] == "collecting"


@pytest.mark.parametrize("msg", [
    "ok, cogeme hora el viernes a las 11",
    "ok, cógeme hora el viernes a las 11",
    "vale, dame cita el viernes a las 11",
    "vale, pídeme uno el viernes a las 11",
    "vale, resérvame uno el viernes a las 11",
    "vale pideme 1 el viernes a las 11",
])
def test_a_service_booked_at_a_time(msg):
    c, t = _after("peluqueria", _TINTE, msg)
    assert t.texts[0] == "Apunto: tinte el viernes 6 de noviembre a las 11:00. Total 35,00 €; dura unos 60 minutos."
    assert "¿A nombre de quién hago la reserva?" in t.text
    assert c.state["booking"]["min"] == 11 * 60 and not t.request["status"] == "pending"


def test_a_busy_time_asked_with_pideme_offers_the_nearest():
    for first in ([_TINTE, "pideme uno el jueves a las 5"], ["pídeme un tinte el jueves a las 5"]):
        c = chat("peluqueria")
        for m in first:
            t = c.say(m)
        assert t.texts[0].startswith("Apunto: tinte el jueves 5 de noviembre"), t.texts
        assert "A las 17:00 no me queda hueco" in t.text and "13:00, 16:00 o 18:00" in t.text
        assert t.request["status"] == "collecting"


@pytest.mark.parametrize("msg", [
    "vale, pídeme unha o luns ás 10",
    "vale, pideme unha o luns as 10",
    "vale, cólleme hora o luns ás 10",
    "ok colleme unha o luns as 10",
    "vale, gárdame unha o luns ás 10",
    "vale, apártame unha o luns ás 10",
    "vale, encárgame unha o luns ás 10",
    "vale, pídeme vez o luns ás 10",
])
def test_a_service_booked_in_galician(msg):
    c, t = _after("taller", _REVISION, msg)
    assert t.texts[0] == "Apunto: revisión completa o luns 2 de novembro ás 10:00. Total 35,00 €; dura uns 60 minutos."
    assert "¿A nome de quen fago a reserva?" in t.text
    assert c.state["booking"]["services"] == ["revision"]


@pytest.mark.parametrize("msg", [
    "vale, pideme 4 para el martes",
    "vale, pídeme 4 para el martes",
    "ok, encárgame 4 para el martes",
    "vale, prepárame 4 para el martes",
    "vale, cógeme 4 para el martes",
    "vale pedidme 4 para el martes",
    "vale, pídenos 4 para el martes",
])
def test_a_product_ordered_for_a_day(msg):
    c, t = _after("", _CROISSANT, msg)
    assert t.texts == ["Apunto: 4 × Croissant de mantequilla. Total 7,20 €.",
                       "¿A qué hora lo recoges el martes 3 de noviembre?"]
    assert line_counts(c) == {"croissant": 4}


@pytest.mark.parametrize("msg", [
    "vale, pídeme catro para o martes",
    "vale, pideme catro pro martes",
    "vale, cólleme catro para o martes",
    "vale, encárgame catro para o martes",
    "vale, prepárame catro para o martes",
])
def test_a_product_ordered_in_galician(msg):
    c, t = _after("", _CROISSANT, msg)
    assert t.texts == ["Apunto: 4 × Croissant de mantequilla. Total 7,20 €.",
                       "¿A que hora o recolles o martes 3 de novembro?"]
    assert line_counts(c) == {"croissant": 4}


def test_a_count_alone_with_the_verb_orders_it():
    c, t = _after("", _CROISSANT, "vale, pideme 2")
    assert t.texts[0] == "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."
    assert line_counts(c) == {"croissant": 2}


def test_another_trade_the_same():
    c, t = _after("floristeria", "cuanto cuesta el ramo de rosas?", "vale, pídeme uno para el martes")
    assert t.texts[0] == "Apunto: 1 × Ramo de rosas. Total 35,00 €."
    assert "el martes 3 de noviembre" in t.text and line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("msg, lang", [
    ("cógeme un hueco el viernes", "es"),
    ("pídeme vez para el viernes", "es"),
    ("cólleme hora para o venres", "gl"),
    ("pídeme vez para o venres", "gl"),
])
def test_a_first_message_asks_for_an_appointment(msg, lang):
    c = chat("peluqueria")
    t = c.say(msg)
    assert t.texts[0] == ("Apunto: cita el viernes 6 de noviembre." if lang == "es"
                          else "Apunto: cita o venres 6 de novembro.")
    assert c.state["booking"]["ymd"] == "2026-11-06" and t.request["status"] == "collecting"


@pytest.mark.parametrize("msg, reply", [
    ("vale, gracias", "¡A ti! Si necesitas algo más, aquí estoy."),
    ("vale, lo pienso", "Claro, sin prisa: aquí estoy cuando quieras."),
    ("perfecto", "Perfecto. Si necesitas algo más, aquí estoy."),
    ("vale", "Perfecto. Si necesitas algo más, aquí estoy."),
])
def test_near_misses_take_nothing(msg, reply):
    c, t = _after("peluqueria", _TINTE, msg)
    assert t.texts == [reply]
    assert not c.state.get("booking") and not t.request


@pytest.mark.parametrize("msg", ["vale, grazas", "perfecto", "vale, xa o penso"])
def test_near_misses_take_nothing_in_galician(msg):
    c, t = _after("", "canto custa o croissant?", msg)
    assert not line_counts(c) and not t.request and "Apunto" not in t.text


def test_a_question_about_asking_still_goes_to_a_person():
    c, t = _after("peluqueria", _TINTE, "¿me lo puedes pedir?")
    assert not c.state.get("booking") and t.request["status"] == "pending"


def test_asking_a_person_to_call_is_no_booking():
    c, t = _after("peluqueria", _TINTE, "pídele a Marta que me llame")
    assert "llamen" in t.text and not c.state.get("booking")
    assert t.request["kind"] == "handoff"


@pytest.mark.parametrize("msg, count", [
    ("vale, ¿me pides uno para el martes?", 1),
    ("vale, ¿me pides 4 para el martes?", 4),
    ("vale, ¿me guardas uno para el martes?", 1),      # «vale» before it used to hand the question over too
    ("ok, ¿me encargas 3 para el martes?", 3),
    ("vale, ¿me pides dous para o martes?", 2),
    ("vale, ¿me collés 2 para o martes?", 2),
])
def test_the_wish_asked_as_a_question_is_the_order(msg, count):
    c, t = _after("", _CROISSANT, msg)
    assert t.texts[0].startswith(f"Apunto: {count} × Croissant de mantequilla."), t.texts
    assert "Eso no lo tengo claro" not in t.text and "Iso non o teño claro" not in t.text
    assert line_counts(c) == {"croissant": count}


@pytest.mark.parametrize("msg", [
    "vale, ¿me coges hora el viernes a las 11?",
    "vale, ¿me pides hora para el viernes a las 11?",
    "ok cojeme hora el viernes a las 11",
])
def test_an_hour_asked_for_with_the_verb_before_it(msg):
    c, t = _after("peluqueria", _TINTE, msg)
    assert t.texts[0] == "Apunto: tinte el viernes 6 de noviembre a las 11:00. Total 35,00 €; dura unos 60 minutos."
    assert c.state["booking"]["min"] == 11 * 60


def test_a_question_beside_an_order_still_goes_with_it():
    c = chat()
    c.say("quiero 2 croissants para el martes")
    t = c.say("vale, ¿aceptáis bizum?")
    assert t.texts[0].startswith("Eso no lo tengo claro") and line_counts(c) == {"croissant": 2}
