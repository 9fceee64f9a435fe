"""Stop 50, booking corrections that were lost: a day, a service or the people mended in the message
after they were written down. «mejor el viernes a la misma hora» after «Cambiar la hora» moves the day
and keeps the time; «no, es un X», «ay non, é un X, non o Y», «uy no, es para mi hijo de 6 años» swap
the service; «ay no, mejor 6» at the time question changes the people; and right after «déjalo» a new
day or time brings the same request back on it. Near misses keep their old reading."""
import pytest

from tests.conversation import chat

SUMMARY_ES = "Esta es la reserva que enviaré al local. Una persona la confirmará; hasta entonces no está confirmada."
SUMMARY_GL = "Esta é a reserva que lle enviarei ao local. Unha persoa confirmaraa; ata entón non está confirmada."


def _at_the_summary(slug: str, first: str, lang: str = "es"):
    c = chat(slug)
    c.say(first)
    c.say("Paula 666000999")
    c.say("no" if lang == "es" else "non")
    c.press("Cambiar la hora" if lang == "es" else "Cambiar a hora")
    return c


# ---- «Cambiar la hora», then another day at the same time -------------------------------------------

TABLE = "mesa para 2 el jueves a las 21"


@pytest.mark.parametrize("said", ["mejor el viernes a la misma hora", "el viernes a la misma hora",
                                  "pues el viernes a esa misma hora porfa", "mejor el vierne a la misma ora"])
def test_another_day_at_the_same_time_moves_the_table(said):
    c = _at_the_summary("restaurante", TABLE)
    t = c.say(said)
    assert t.text == ("Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00. " + SUMMARY_ES)
    b = c.state["booking"]
    assert (b["ymd"], b["min"], b["party"], b["name"]) == ("2026-11-06", 1260, 2, "Paula")


@pytest.mark.parametrize("said", ["mellor o venres á mesma hora", "e o venres á mesma hora?"])
def test_another_day_at_the_same_time_in_galician(said):
    c = _at_the_summary("restaurante", TABLE)
    t = c.say(said)
    assert t.text == ("Apunto: reserva para 2 persoas o venres 6 de novembro ás 21:00. " + SUMMARY_GL)
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-06", 1260)


def test_another_day_at_the_same_time_at_the_salon():
    c = _at_the_summary("peluqueria", "corte de mujer el jueves a las 11:30")
    t = c.say("mejor el viernes a la misma hora")
    assert t.text == ("Apunto: corte de mujer el viernes 6 de noviembre a las 11:30. Total 22,00 €; dura unos "
                      "45 minutos. " + SUMMARY_ES)
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-06", 690)


def test_another_day_at_the_same_time_taken_offers_that_days_nearest():
    c = _at_the_summary("taller", "centrar a roda o xoves ás 18:30", "gl")
    t = c.say("mellor o venres á mesma hora")
    assert t.text == ("Apunto: centrado de roda o venres 6 de novembro. Total 20,00 €; dura uns 40 minutos. "
                      "Ás 18:30 non me queda oco. As horas libres máis próximas son 17:45, 18:00 ou 18:15. "
                      "¿Cal che vai ben?")
    assert t.chip_labels == ["17:45", "18:00", "18:15"]
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-06", None)


def test_another_day_at_the_same_time_moves_a_pickup():
    c = _at_the_summary("", "quiero una tarta de queso de 8 raciones para el jueves a las 12")
    t = c.say("mejor el viernes a la misma hora")
    assert t.text.startswith("Apunto la recogida el viernes 6 de noviembre a las 12:00. Este es el pedido")
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-06", 720)


@pytest.mark.parametrize("slug, first, said, reply, held", [
    ("restaurante", TABLE, "la misma hora",
     "Dejo la hora como estaba, a las 21:00. Apunto: reserva para 2 personas el jueves 5 de noviembre a las 21:00. "
     + SUMMARY_ES, ("2026-11-05", 1260)),
    ("restaurante", TABLE, "a las 21:30",
     "Apunto: reserva para 2 personas el jueves 5 de noviembre a las 21:30. " + SUMMARY_ES, ("2026-11-05", 1290)),
    ("restaurante", TABLE, "mejor el viernes",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre. ¿A qué hora te va bien el viernes 6 de noviembre?",
     ("2026-11-06", None)),
])
def test_near_misses_after_changing_the_time_keep_their_reading(slug, first, said, reply, held):
    c = _at_the_summary(slug, first)
    t = c.say(said)
    assert t.text == reply
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == held


def test_as_it_was_keeps_the_pickup_on_its_day():
    c = _at_the_summary("", "quiero una tarta de queso de 8 raciones para el jueves a las 12")
    t = c.say("como estaba")
    assert t.text.startswith("Dejo la hora como estaba, a las 12:00. Apunto la recogida el jueves 5 de noviembre")
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-05", 720)


# ---- «no, es un X»: the service written down by mistake ---------------------------------------------

BRAKES = "quiero llevar la bici el martes a las 10 para ajustar frenos"
BRAKES_GL = "quero levar a bici o martes ás 10 para axustar os freos"
PUNCTURE = "reparar pinchazo el martes 3 de noviembre a las 10:00. Total 12,00 €; dura unos 20 minutos."
PUNCTURE_GL = "reparar furado o martes 3 de novembro ás 10:00. Total 12,00 €; dura uns 20 minutos."


@pytest.mark.parametrize("first, said, reply", [
    (BRAKES, "no perdona, es un pinchazo, no los frenos", f"Apunto: {PUNCTURE} ¿Con quién quieres la cita?"),
    (BRAKES, "no perdona es un pinchazo, no los frenos", f"Apunto: {PUNCTURE} ¿Con quién quieres la cita?"),
    (BRAKES, "es un pinchazo, no los frenos", f"Apunto: {PUNCTURE} ¿Con quién quieres la cita?"),
    (BRAKES, "uy no, era un pinchazo", f"Apunto: {PUNCTURE} ¿Con quién quieres la cita?"),
    (BRAKES_GL, "ai non, perdoa, é un furado, non os freos", f"Apunto: {PUNCTURE_GL} ¿Con quen queres a cita?"),
])
def test_the_service_mended_at_the_workshop(first, said, reply):
    c = chat("taller")
    c.say(first)
    t = c.say(said)
    assert t.text == reply
    assert c.state["booking"]["services"] == ["pinchazo"] and c.state["booking"]["min"] == 600


DYE = "tinte el viernes 6 de noviembre a las 10:00. Total 35,00 €; dura unos 60 minutos."
KIDS = "corte infantil el viernes 6 de noviembre a las 10:00. Total 10,00 €; dura unos 20 minutos."


@pytest.mark.parametrize("first, said, reply, services", [
    ("cita el viernes a las 10 para corte de mujer", "no, es un tinte",
     f"Apunto: {DYE} ¿A nombre de quién hago la reserva?", ["tinte"]),
    ("cita el viernes a las 10 para corte de mujer", "ay no,es un tinte",
     f"Apunto: {DYE} ¿A nombre de quién hago la reserva?", ["tinte"]),
    ("cita o venres ás 10 para corte de muller", "non, é un tinte",
     "Apunto: tinte o venres 6 de novembro ás 10:00. Total 35,00 €; dura uns 60 minutos. "
     "¿A nome de quen fago a reserva?", ["tinte"]),
    ("cita el viernes a las 10 para corte de mujer", "ay no, es para mi hijo de 6 años",
     f"Apunto: {KIDS} ¿A nombre de quién hago la reserva?", ["corte-infantil"]),
    ("cita el viernes a las 10 para corte de mujer", "uy no, es para mi hija de 8 anos",
     f"Apunto: {KIDS} ¿A nombre de quién hago la reserva?", ["corte-infantil"]),
    ("cita o venres ás 10 para corte de muller", "ai non, é para o meu fillo de 6 anos",
     "Apunto: corte infantil o venres 6 de novembro ás 10:00. Total 10,00 €; dura uns 20 minutos. "
     "¿A nome de quen fago a reserva?", ["corte-infantil"]),
    ("cita el viernes a las 10 para corte de mujer", "no, es para mi marido",
     "Apunto: corte de hombre el viernes 6 de noviembre a las 10:00. Total 14,00 €; dura unos 30 minutos. "
     "¿Con quién quieres la cita?", ["corte-hombre"]),
    ("cita el viernes a las 10 para corte de mujer", "ai non, son unhas mechas",
     "Apunto: mechas el viernes 6 de noviembre a las 10:00. Total 55,00 €; dura unos 90 minutos. "
     "¿A nombre de quién hago la reserva?", ["mechas"]),
])
def test_the_service_mended_at_the_salon(first, said, reply, services):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(said)
    assert t.text == reply
    assert c.state["booking"]["services"] == services and not c.state["booking"].get("name")


def test_the_thing_mended_in_an_order():
    c = chat()
    c.say("quiero una tarta de chocolate de 8 raciones para el jueves a las 12")
    t = c.say("una de queso, no la de chocolate")
    assert t.text.startswith("Apunto: 1 × Tarta de queso. Total 22,00 €.")
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-queso"]


@pytest.mark.parametrize("said, reply, services", [
    ("no es un tinte", "¿A nombre de quién hago la reserva?", ["corte-mujer"]),      # no comma: X is not wanted
    ("y un tinte", "Apunto: corte de mujer y tinte el viernes 6 de noviembre a las 10:00. Total 57,00 €; dura "
     "unos 105 minutos. ¿A nombre de quién hago la reserva?", ["corte-mujer", "tinte"]),
    ("mejor un tinte", f"Apunto: {DYE} ¿A nombre de quién hago la reserva?", ["tinte"]),
])
def test_near_misses_of_a_service_keep_their_reading(said, reply, services):
    c = chat("peluqueria")
    c.say("cita el viernes a las 10 para corte de mujer")
    t = c.say(said)
    assert t.text == reply and c.state["booking"]["services"] == services


def test_the_other_one_said_no_first_still_replaces_in_an_order():
    c = chat()
    c.say("quiero una tarta de chocolate de 8 raciones para el jueves a las 12")
    t = c.say("la de chocolate no, la de queso")
    assert t.text.startswith("Apunto: 1 × Tarta de queso.")
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-queso"]


# ---- the people mended while the time is asked -----------------------------------------------------

@pytest.mark.parametrize("first, said, reply", [
    ("quiero reservar el jueves", "ay no, mejor 6",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre. ¿A qué hora te va bien el jueves 5 de noviembre?"),
    ("quiero reservar el jueves", "uy perdona, mejor seis",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre. ¿A qué hora te va bien el jueves 5 de noviembre?"),
    ("quiero reservar el jueves", "uy no mejor 6",
     "Apunto: reserva para 6 personas el jueves 5 de noviembre. ¿A qué hora te va bien el jueves 5 de noviembre?"),
    ("quero reservar o xoves", "ai non, mellor 6",
     "Apunto: reserva para 6 persoas o xoves 5 de novembro. ¿A que hora che vai ben o xoves 5 de novembro?"),
    ("quiero reservar el viernes a las 21", "ay no, mejor 6",
     "Apunto: reserva para 6 personas. El viernes 6 de noviembre ya no me queda hueco. ¿Qué día te va bien?"),
])
def test_the_people_mended_at_the_time_question(first, said, reply):
    c = chat("restaurante")
    c.say(first)
    c.say("somos 5")
    assert c.state["awaiting"] == "time"
    t = c.say(said)
    assert t.text == reply and c.state["booking"]["party"] == 6


@pytest.mark.parametrize("said, reply, held", [
    ("a las 21", "Apunto: reserva para 5 personas el jueves 5 de noviembre a las 21:00. "
     "¿A nombre de quién hago la reserva?", 1260),
    ("ay no, mejor a las 21", "Apunto: reserva para 5 personas el jueves 5 de noviembre a las 21:00. "
     "¿A nombre de quién hago la reserva?", 1260),
    # neither 6:00 nor 18:00 is open: the hour as said, with the day's hours (stop 56)
    ("mejor a las 6", "A las 6 no puede ser: el jueves 5 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30. "
     "Las horas libres más cercanas son 20:00, 20:30 o 21:00. ¿Cuál te va bien?", None),
])
def test_a_time_at_the_time_question_is_still_a_time(said, reply, held):
    c = chat("restaurante")
    c.say("quiero reservar el jueves")
    c.say("somos 5")
    t = c.say(said)
    assert t.text == reply
    assert c.state["booking"]["party"] == 5 and c.state["booking"]["min"] == held


# ---- right after «déjalo»: the same request on the day said ----------------------------------------

MENS = "corte de hombre el martes 3 de noviembre a las 17:00. Total 14,00 €; dura unos 30 minutos."


@pytest.mark.parametrize("dropped, said, reply", [
    ("dejalo, ya no la quiero", "bueno si, pero el martes a las 17",
     f"Sin problema, recupero la reserva. Apunto: {MENS} ¿Con quién quieres la cita?"),
    ("dejalo, ya no la quiero", "mejor el martes a las 17",
     f"Sin problema, recupero la reserva. Apunto: {MENS} ¿Con quién quieres la cita?"),
    ("olvidalo", "y el martes a las 17?",
     f"Sin problema, recupero la reserva. Apunto: {MENS} ¿Con quién quieres la cita?"),
])
def test_a_new_day_after_dropping_an_appointment_brings_it_back(dropped, said, reply):
    c = chat("peluqueria")
    c.say("corte de hombre el sabado a las 10")
    c.say(dropped)
    t = c.say(said)
    assert t.text == reply
    b = c.state["booking"]
    assert (b["services"], b["ymd"], b["min"]) == (["corte-hombre"], "2026-11-03", 1020)


def test_a_new_day_after_dropping_in_galician():
    c = chat("peluqueria")
    c.say("corte de home o sabado ás 10")
    c.say("déixao, xa non a quero")
    t = c.say("bueno si, pero o martes ás 17")
    assert t.text == ("Sen problema, recupero a reserva. Apunto: corte de home o martes 3 de novembro ás 17:00. "
                      "Total 14,00 €; dura uns 30 minutos. ¿Con quen queres a cita?")
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-03", 1020)


def test_a_new_day_after_dropping_a_table_keeps_its_name():
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21")
    c.say("Paula 666000999")
    c.say("olvidalo")
    t = c.say("bueno, y el domingo a las 14?")
    assert t.text.startswith("Sin problema, recupero la reserva. Apunto: reserva para 2 personas el domingo 1 de "
                             "noviembre a las 14:00. ¿Quieres dejar alguna indicación")
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b["min"], b["name"]) == (2, "2026-11-01", 840, "Paula")


def test_a_new_day_after_dropping_an_order_brings_it_back():
    c = chat()
    c.say("quiero una tarta de queso de 8 raciones para el jueves a las 12")
    c.say("olvidalo")
    t = c.say("bueno, mejor el viernes a las 11")
    assert t.text.startswith("Sin problema, lo recupero. Cambio la recogida al viernes 6 de noviembre a las 11:00.")
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-queso"]
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-06", 660)


def test_the_hours_asked_after_dropping_bring_nothing_back():
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21")
    c.say("olvidalo")
    t = c.say("¿abrís el domingo?")
    assert t.text == "El domingo 1 de noviembre abrimos de 13:00 a 16:30."
    assert c.state.get("intent") != "booking"


def test_a_new_table_for_others_after_dropping_starts_afresh():
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21")
    c.say("Paula 666000999")
    c.say("olvidalo")
    t = c.say("quiero una mesa para 4 el domingo a las 14")
    assert t.text == ("Apunto: reserva para 4 personas el domingo 1 de noviembre a las 14:00. "
                      "¿A nombre de quién hago la reserva?")
    assert c.state["booking"]["party"] == 4 and not c.state["booking"].get("name")


def test_the_undo_still_brings_it_back_as_it_was():
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21")
    c.say("olvidalo")
    t = c.say("uy no, me equivoqué, recupérala")
    assert t.text == "Sin problema, recupero la reserva tal como estaba. ¿A nombre de quién hago la reserva?"
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-07", 1260)


@pytest.mark.parametrize("said, reply", [
    ("no", SUMMARY_ES),
    ("cancela", "Hecho, dejo la reserva sin enviar."),
])
def test_no_at_the_notes_and_cancel_keep_their_reading(said, reply):
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21")
    c.say("Paula 666000999")
    t = c.say(said)
    assert t.text == reply
