"""At a restaurant that books tables and takes no orders, a dish said with a day, a time or a party
(«queremos el menú del día el miércoles, somos 2») is a table to eat it: booked for that party, day
and time, never the «no tomo pedidos» refusal. A dish not served that day is said so first. A bare dish
(«quiero el menú del día»), a price or a question about the dish are answered as before. At a salon
(appointments, no orders) «¿me hacéis un X?» of no service says so and offers another, never «no tomo
pedidos»."""
import pytest

from tests.conversation import chat

REFUSED = "no tomo pedidos"
REFUSED_GL = "non tomo pedidos"


@pytest.mark.parametrize("said, first", [
    ("queremos el menu del dia el miercoles, somos 2, a las 14",
     "Apunto: reserva para 2 personas el miércoles 4 de noviembre a las 14:00."),
    ("queremos el menú del día el miércoles, somos 2, a las 14",
     "Apunto: reserva para 2 personas el miércoles 4 de noviembre a las 14:00."),
    ("el martes queremos venir a comer el menu, somos 3, a las 2",
     "Apunto: reserva para 3 personas el martes 3 de noviembre a las 14:00."),
    ("menu del dia el jueves para 3 personas a las 14",
     "Apunto: reserva para 3 personas el jueves 5 de noviembre a las 14:00."),
    ("queremos comer el menu del dia el jueves, 4 personas",
     "Apunto: reserva para 4 personas el jueves 5 de noviembre."),
    ("menu del dia el martes para 2", "Apunto: reserva para 2 personas el martes 3 de noviembre."),
    ("kremos el menu del dia el miercoles somos 2", "Apunto: reserva para 2 personas el miércoles 4 de noviembre."),
    ("queremos arroz con marisco el viernes para 4 a las 21",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("queremos o menú do día o mércores, somos 2", "Apunto: reserva para 2 persoas o mércores 4 de novembro."),
    ("queremos o menu do dia o mercores, somos 2", "Apunto: reserva para 2 persoas o mércores 4 de novembro."),
    ("menú do día o martes para 2", "Apunto: reserva para 2 persoas o martes 3 de novembro."),
    ("queremos 2 menus del dia el miercoles, somos 2",
     "Apunto: reserva para 2 personas el miércoles 4 de noviembre."),
    ("queremos polbo á feira o xoves ás 14, somos 3",
     "Apunto: reserva para 3 persoas o xoves 5 de novembro ás 14:00."),
])
def test_a_dish_with_a_day_or_party_books_a_table(said, first):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0] == first
    assert REFUSED not in t.text and REFUSED_GL not in t.text


@pytest.mark.parametrize("steps, last", [
    (["queremos el menu del dia el miercoles, somos 2", "a las 14"],
     "Apunto: reserva para 2 personas el miércoles 4 de noviembre a las 14:00."),
    (["menu del dia el martes para 2", "a las 14"],
     "Apunto: reserva para 2 personas el martes 3 de noviembre a las 14:00."),
    (["menú do día o martes para 2", "ás 14"], "Apunto: reserva para 2 persoas o martes 3 de novembro ás 14:00."),
])
def test_the_day_and_party_are_kept_for_the_time(steps, last):
    c = chat("restaurante")
    t = c.say_all(*steps)
    assert t.texts[0] == last
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


def test_the_whole_booking_goes_through():
    c = chat("restaurante")
    c.say_all("queremos el menu del dia el miercoles, somos 2, a las 14", "Xan 600 000 002")
    t = c.say("no")
    card = t.cards("booking")[0]
    assert card["day_label"] == "miércoles 4 de noviembre"
    assert t.chip_labels[0] == "Enviar reserva"


@pytest.mark.parametrize("said, first", [
    ("queremos el menu del dia el sabado, somos 2",
     "El sábado 7 de noviembre no hay Menú del día: solo de martes a viernes."),
    ("queremos o menú do día o sábado, somos 2", "O sábado 7 de novembro non hai Menú do día: só de martes a venres."),
])
def test_a_dish_not_served_that_day_is_said_and_the_table_booked(said, first):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0] == first
    assert t.texts[1].startswith(("Apunto: reserva para 2 personas el sábado 7",
                                  "Apunto: reserva para 2 persoas o sábado 7"))


@pytest.mark.parametrize("said, text", [
    ("hay menu del dia el sabado?", "No. Menú del día: solo de martes a viernes."),
    ("cuanto cuesta el menu del dia el martes?", "Menú del día: 14,50 €."),
    ("cuanto cuesta el menu del dia para 2?", "Menú del día: 14,50 €. 2 × Menú del día: 29,00 €."),
    ("menu del dia el martes", "Menú del día: 14,50 €."),
])
def test_questions_about_the_dish_are_answered_not_booked(said, text):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0] == text
    assert t.request is None


@pytest.mark.parametrize("said", ["quiero el menu del dia", "quiero 2 menus del dia", "quiero arroz para 2",
                                  "queremos 4 pulpos para el sabado", "queremos 2 menus del dia para el martes"])
def test_a_bare_dish_wished_is_still_no_order(said):
    c = chat("restaurante")
    t = c.say(said)
    assert REFUSED in t.text
    assert t.chip_labels == ["Reservar mesa"]


@pytest.mark.parametrize("said, thing", [
    ("me podeis hacer un recogido para una boda?", "recogido"),
    ("me podéis hacer un moño?", "moño"),
    ("me podeis hacer un recogido?", "recogido"),
])
def test_salon_thing_not_a_service_is_no_order_refused(said, thing):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0] == f"No tengo «{thing}» entre los servicios."
    assert REFUSED not in t.text
    assert t.texts[1] == "Si quieres, te doy cita para otro de los servicios."
    assert t.chip_labels == ["Pedir cita"]


def test_salon_thing_to_buy_is_still_no_order():
    c = chat("peluqueria")
    t = c.say("quiero comprar un champu")
    assert REFUSED in t.text
