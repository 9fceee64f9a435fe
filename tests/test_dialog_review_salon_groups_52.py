"""Stop 52 review, salon groups. It was wrong: «dos cortes de mujer el martes a las 10» (or «dos tintes»)
was handed to a person with `services: []`, `duration: null` — the service the customer NAMED was
dropped with the guessed one («un corte para mí y otro para mi hija»: the children's cut a hint picks).
And «dos cortes de mujer el martes, uno a las 10 y otro a las 12» said «Una reserva es para una hora:
apunto la de las 10:00…», then «A las 10:00 no me queda hueco», offering the 12:00 it had put aside, the
second person dropped. Now a service named (its name or alias, plural, typos, Galician) is kept with its
length in the request handed over; only a guessed one goes; and two of a service told apart by times are
two people: handed to a person as before, with the customer's words."""
import pytest

from tests.conversation import chat

HANDED_ES = "Cada cita es para uno solo: para 2 a la vez"
HANDED_GL = "Cada cita é para un só: para 2 á vez"
# each at a time of their own: not «a la vez» (stop 56)
OWN_TIMES_ES = "Cada cita es para uno solo: para 2 personas, cada una a su hora"
OWN_TIMES_GL = "Cada cita é para un só: para 2 persoas, cada unha á súa hora"


@pytest.mark.parametrize("said, services, minutes", [
    ("dos cortes de mujer el martes a las 10", ["corte-mujer"], 45),
    ("dos cortes de hombre el martes a las 10", ["corte-hombre"], 30),
    ("quiero dos tintes el martes a las 10", ["tinte"], 60),
    ("dos cortes de mujr el martes a las 10", ["corte-mujer"], 45),
    ("dos cortes mujer el martes a las 10", ["corte-mujer"], 45),
    ("dous cortes de muller o martes ás 10", ["corte-mujer"], 45),
    ("dúas tinturas o martes ás 10", ["tinte"], 60),
    ("somos dos, un corte de mujer y un tinte el martes a las 10", ["corte-mujer", "tinte"], 105),
])
def test_a_service_named_stays_in_the_request_handed(said, services, minutes):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0].startswith(HANDED_GL if "ás" in said else HANDED_ES)
    booked = t.request["data"]["booking"]
    assert t.request["kind"] == "handoff" and booked["services"] == services and booked["duration"] == minutes
    assert booked["time"] == "10:00" and t.request["data"]["said"] == [said]


@pytest.mark.parametrize("said", ["un corte para mí y otro para mi hija el martes a las 10",
                                  "un corte pra min e outro pra miña filla o martes ás 10",
                                  "dos cortes para mis hijas el martes a las 10"])
def test_a_service_a_hint_guessed_is_not_handed(said):
    c = chat("peluqueria")
    t = c.say(said)
    booked = t.request["data"]["booking"]
    assert t.request["kind"] == "handoff" and booked["services"] == [] and booked["duration"] is None
    assert c.state["booking"]["groups"] == ["corte"]


def test_the_one_named_stays_beside_the_one_guessed():
    """Stop 62: the writer's named service is booked now, the daughter's said to follow (was handed over)."""
    c = chat("peluqueria")
    t = c.say("un corte de hombre para mí y otro para mi hija el martes a las 10")
    assert t.texts[0].startswith("Apunto: corte de hombre el martes 3 de noviembre a las 10:00.")
    assert "la de tu hija va aparte justo después" in t.text
    assert c.state["booking"]["services"] == ["corte-hombre"]


@pytest.mark.parametrize("said", ["dos cortes de mujer el martes, uno a las 10 y otro a las 12",
                                  "dos cortes de hombre el martes, uno a las 10 y otro a las 12",
                                  "dos tintes el martes, uno a las 10 y el otro a las 12",
                                  "dos cortes de mujr el martes, uno a las 10 y otro a las 12",
                                  "dous cortes de muller o martes, un ás 10 e outro ás 12"])
def test_two_of_a_service_told_apart_by_times_are_two_people(said):
    c = chat("peluqueria")
    t = c.say(said)
    gl = "ás" in said
    assert t.texts[0].startswith(OWN_TIMES_GL if gl else OWN_TIMES_ES)
    assert "Una reserva es para una hora" not in t.text and "Unha reserva é para unha hora" not in t.text
    assert "no me queda hueco" not in t.text and "Apunto:" not in t.text
    assert c.state["booking"]["people"] == 2 and t.request["data"]["said"] == [said]
    assert len(t.request["data"]["booking"]["services"]) == 1


def test_the_name_after_two_told_apart_joins_the_request_handed():
    c = chat("peluqueria")
    c.say("dos cortes de mujer el martes, uno a las 10 y otro a las 12")
    t = c.say("Ana")
    assert "Ana" in t.text and "¿A qué hora" not in t.text and "no me queda hueco" not in t.text
    assert c.state["booking"]["people"] == 2


def test_two_revisions_told_apart_at_the_workshop_are_two_too():
    t = chat("taller").say("dos revisiones el martes, una a las 10 y otra a las 12")
    assert t.texts[0].startswith(OWN_TIMES_ES) and "Una reserva es para una hora" not in t.text


# ---- near-misses: unchanged -------------------------------------------------------------------------

def test_one_person_with_two_times_to_choose_is_one_booking():
    c = chat("peluqueria")
    t = c.say("un corte de mujer el martes, a las 10 o a las 12")
    # (stop 57: of the two times only 12:00 is free, so it is taken and the 10:00 said)
    assert "Apunto: corte de mujer el martes 3 de noviembre a las 12:00. Total 22,00 €; dura unos 45 minutos." in t.text
    assert "El martes 3 de noviembre a las 10:00 no puede ser: te apunto a las 12:00." in t.text
    assert not c.state["booking"].get("people") and t.request["kind"] != "handoff"


def test_one_service_at_one_time_is_booked():
    t = chat("peluqueria").say("un corte de hombre el martes a las 10")
    assert "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €" in t.text


def test_two_things_told_apart_by_times_at_the_bakery_still_split():
    c = chat()
    t = c.say("dos croissants para el martes, uno a las 10 y otro a las 12")
    assert "Un pedido es para una hora: apunto el de las 10:00. Lo de las 12:00 va en otro pedido" in t.text
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("croissant", 1)]
