"""Review 27 (A), restaurant: the last seating asked in other words, a late arrival that keeps the
booked time, and the name and phone given after a group is handed to a person."""
import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("text, said", [
    ("¿hasta qué hora se puede llegar a cenar?", "Hoy la última mesa se reserva a las 22:00."),
    ("hasta q hora podemos llegar a cenar", "Hoy la última mesa se reserva a las 22:00."),
    ("asta que hora se puede entrar el viernes?",
     "El viernes 6 de noviembre la última mesa se reserva a las 14:30 o 22:00."),
    ("ata que hora podemos chegar?", "Hoxe a última mesa resérvase ás 14:30 ou 22:00."),
    ("ata que hora podemos chegar para cear o venres?", "O venres 6 de novembro a última mesa resérvase ás 22:00."),
    ("¿cuál es la última hora para comer el domingo?",
     "El domingo 1 de noviembre la última mesa se reserva a las 15:00."),
    ("cual es la ultima hora para cenar", "Hoy la última mesa se reserva a las 22:00."),
    ("ultima hora de entrada el sabado?", "El sábado 7 de noviembre la última mesa se reserva a las 14:30 o 22:00."),
    ("cal é a derradeira hora para xantar o domingo?", "O domingo 1 de novembro a última mesa resérvase ás 15:00."),
])
def test_the_last_seating_asked_in_other_words(text, said):
    c = chat("restaurante")
    t = c.say(text)
    assert said in t.text and "cerramos" not in t.text and "pechamos" not in t.text
    assert not c.state["booking"].get("ymd")


@pytest.mark.parametrize("asked, said", [
    ("hasta que hora se puede entrar a cenar?", "El jueves 5 de noviembre la última mesa se reserva a las 22:00."),
    ("hasta que hora podemos llegar?", "El jueves 5 de noviembre la última mesa se reserva a las 14:30 o 22:00."),
])
def test_the_last_seating_asked_mid_booking_keeps_the_booking(asked, said):
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 21")
    t = c.say(asked)
    assert said in t.text
    assert c.state["booking"]["min"] == 21 * 60 and c.state["booking"]["party"] == 4


@pytest.mark.parametrize("text, said", [
    ("¿a qué hora cerráis?", "Hoy cerramos a las 23:30."),
    ("a que hora pechades o venres?", "pechamos ás 23:30"),
])
def test_the_closing_time_is_still_the_closing_time(text, said):
    assert said in chat("restaurante").say(text).text


def test_the_last_seating_before_close_is_the_stricter_rule():
    """business.json: 60 minutes before closing, and 90-minute meals that end by closing: 22:00."""
    t = chat("restaurante").say("mesa para 2 el sabado 7 a las 22:30")
    assert "ya no da tiempo antes del cierre (23:30)" in t.text


# ---------------------------------------------------------------- a group handed to a person

@pytest.mark.parametrize("first, then, name, phone", [
    ("buenas mesa para 10 personas mañana a las 2", ["Pedro", "611222333"], "Pedro", "+34611222333"),
    ("mesa para 10 el jueves a las 21", ["Pedro Garcia, 611222333"], "Pedro Garcia", "+34611222333"),
    ("mesa para 10 el jueves a las 21", ["vale, mi nombre es Pedro y mi telefono 611222333"], "Pedro",
     "+34611222333"),
    ("mesa para 10 el jueves a las 21", ["me podeis llamar al 611222333"], None, "+34611222333"),
    ("boas, mesa para 10 o xoves ás 21", ["chámome Pedro, 611222333"], "Pedro", "+34611222333"),
    ("mesa para 11 o venres ás 21", ["Uxía", "o meu teléfono é o 611222333"], "Uxía", "+34611222333"),
])
def test_the_name_and_phone_after_a_group_handoff_join_it(first, then, name, phone):
    c = chat("restaurante")
    t = c.say(first)
    assert t.request["kind"] == "handoff"
    for text in then:
        t = c.say(text)
        assert t.request["kind"] == "handoff" and t.request["status"] == "pending", t.text
        assert "no lo tengo claro" not in t.text and "non o teño claro" not in t.text
    booking = t.request["data"]["booking"]
    assert (booking["name"], booking["phone"]) == (name, phone)
    assert booking["party"] >= 10 and booking["time"] == ("14:00" if first.endswith("a las 2") else "21:00")


def test_a_name_alone_after_the_handoff_asks_the_phone():
    c = chat("restaurante")
    c.say("mesa para 10 el jueves a las 21")
    t = c.say("Pedro")
    assert t.text == ("Apuntado: a nombre de Pedro. Se lo paso a la persona de Casa Lúa que lleva tu reserva. "
                      "¿Y un teléfono para que te llamen?")


@pytest.mark.parametrize("text", ["gracias", "vale, perfecto", "¿tenéis terraza?", "¿a qué hora cerráis?"])
def test_other_messages_after_the_handoff_are_not_a_name(text):
    c = chat("restaurante")
    c.say("mesa para 10 el jueves a las 21")
    t = c.say(text)
    assert "Apuntado" not in t.text
    assert c.state["booking"]["name"] is None


@pytest.mark.parametrize("first, then, party", [
    ("mesa para 9 el jueves a las 21", "bueno pues seremos 8", 8),
    ("mesa para 10 el jueves a las 21", "y si somos 8?", 8),
    ("mesa para 10 el jueves a las 21", "vale, pues 2 menos", 8),
    ("mesa o xoves ás 21 para 10", "ao final seremos 7", 7),
])
def test_a_smaller_group_after_the_handoff_books_by_chat(first, then, party):
    c = chat("restaurante")
    c.say(first)
    t = c.say(then)
    assert t.request["kind"] == "booking" and t.request["status"] == "collecting"
    b = c.state["booking"]
    assert (b["party"], b["min"], b["ymd"]) == (party, 21 * 60, "2026-11-05")


def test_a_bigger_group_after_the_handoff_is_handed_again():
    c = chat("restaurante")
    c.say("mesa para 9 el jueves a las 21")
    t = c.say("al final seremos 11")
    assert t.request["kind"] == "handoff" and t.request["data"]["booking"]["party"] == 11


def test_the_name_and_phone_after_a_group_handoff_join_its_request_over_http(client):
    from tests.chat_client import Visitor
    v = Visitor(client, "restaurante")
    v.say("buenas mesa para 10 personas el jueves a las 21")
    handed = v.last["request"]
    assert handed["kind"] == "handoff" and handed["status"] == "pending"
    v.say("Pedro")
    assert v.said.startswith("Apuntado: a nombre de Pedro.") and v.last["request"]["id"] == handed["id"]
    v.say("611222333")
    rows = {r["id"]: r for r in v.staff()["requests"]}
    row = rows[handed["id"]]
    assert (row["name"], row["phone"], row["party"], row["time"]) == ("Pedro", "+34611222333", 10, "21:00")
    assert len(rows) == 1


# ---------------------------------------------------------------- arriving late keeps the booked time

@pytest.mark.parametrize("steps, late", [
    (["Ana", "600111000", "no"], "igual llegamos sobre las 21 y cuarto"),
    (["Ana", "600111000", "no"], "llegaremos sobre las nueve y cuarto, un poco tarde"),
    (["Ana", "600111000"], "llegaremos un poco tarde, sobre las 21:20"),
    (["Ana"], "llegaremos tarde"),
    ([], "igual llegamos a las 21:10"),
    (["Ana", "600111000", "no"], "nos retrasaremos un poco, llegamos sobre las 21:15"),
])
def test_a_late_arrival_keeps_the_booked_time(steps, late):
    c = chat("restaurante")
    c.say_all("mesa para 4 el jueves a las 21", *steps) if steps else c.say("mesa para 4 el jueves a las 21")
    t = c.say(late)
    b = c.state["booking"]
    assert b["min"] == 21 * 60 and "no puede ser" not in t.text
    assert late in (b.get("note") or "") + " ".join(b.get("notes_said") or [])


@pytest.mark.parametrize("late", ["chegaremos un pouco tarde, ás 21:15", "igual chegamos tarde",
                                  "chegamos ás 21 e cuarto"])
def test_a_late_arrival_in_galician_keeps_the_booked_time(late):
    c = chat("restaurante")
    c.say_all("mesa o xoves ás 21 para 4", "Ana", "600111000", "non")
    t = c.say(late)
    assert c.state["booking"]["min"] == 21 * 60 and "non pode ser" not in t.text
    assert c.state["booking"]["note"] == late


@pytest.mark.parametrize("text, time", [
    ("vamos a llegar un poco mas tarde, sobre las nueve y media", 21 * 60 + 30),   # a seating, said as the new time
    ("mejor a las 21:30", 21 * 60 + 30),
    ("mejor a las 20:30", 20 * 60 + 30),
    ("llegaremos a las 22", 22 * 60),
])
def test_a_new_seating_time_still_moves_the_booking(text, time):
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 21")
    c.say(text)
    assert c.state["booking"]["min"] == time


def test_a_time_off_the_grid_without_a_booking_is_still_refused():
    t = chat("restaurante").say("mesa para 4 el jueves a las 21:20")
    assert "no puede ser" in t.text


@pytest.mark.parametrize("steps, late", [
    (["Ana", "600111000"], "llegaremos un poco tarde sobre las 21:20 hay problema?"),
    (["Ana", "600111000", "no"], "igual llegamos sobre las 21 y cuarto"),
])
def test_a_late_arrival_hears_the_business_rule_from_its_texts(tmp_path, steps, late):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say_all("mesa para 4 el jueves a las 21", *steps)
    t = c.say(late)
    assert "Guardamos la mesa quince minutos." in t.text and "no lo tengo claro" not in t.text
    assert c.state["booking"]["min"] == 21 * 60 and c.state["booking"]["note"] == late


@pytest.mark.parametrize("question", ["si llegamos 20 minutos tarde, ¿nos guardáis la mesa?",
                                      "si llegamos tarde cuanto tiempo nos guardais la mesa?"])
def test_how_long_the_table_is_held_is_answered_from_the_texts(tmp_path, question):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("mesa para 4 el jueves a las 21")
    t = c.say(question)
    assert "Guardamos la mesa quince minutos." in t.text and c.state["booking"]["min"] == 21 * 60


# ---------------------------------------------------------- a smaller party booked by chat retires the handed group

@pytest.mark.parametrize("first, then, steps, said", [
    ("mesa para 10 el jueves a las 21", "al final seremos 8", ["Ana", "600111000", "no"],
     "Queda retirada la reserva para 10 personas que le había pasado al equipo de Casa Lúa: esta la sustituye."),
    ("reserva para 12 el jueves a las 21", "bueno pues 2 menos... no, seremos 6", ["Ana", "600111000", "no"],
     "Queda retirada la reserva para 12 personas"),
    ("mesa para 9 el jueves a las 21", "Ana", ["600111000", "y si somos 8?", "sin indicaciones"],
     "Queda retirada la reserva para 9 personas"),
    ("mesa o xoves ás 21 para 10", "ao final seremos 7", ["Ana", "600111000", "non"],
     "Queda retirada a reserva para 10 persoas que lle pasara ao equipo de Casa Lúa: esta substitúea."),
    ("mesa pra 11 o xoves as 21", "ao final somos 5", ["Ana", "600111000", "non"],
     "Queda retirada a reserva para 11 persoas"),
])
def test_a_smaller_party_sent_by_chat_says_the_handed_group_is_retired(first, then, steps, said):
    c = chat("restaurante")
    c.say_all(first, then, *steps)
    t = c.press("Enviar reserva")
    assert t.request["kind"] == "booking" and t.request["status"] == "pending"
    assert said in t.texts[-1], t.texts


def test_a_booking_with_nothing_handed_says_nothing_retired():
    c = chat("restaurante")
    c.say_all("mesa para 4 el jueves a las 21", "Ana", "600111000", "no")
    t = c.press("Enviar reserva")
    assert t.request["status"] == "pending" and "retirada" not in t.text


def test_the_handed_group_is_retired_when_the_smaller_party_is_sent_over_http(client):
    from tests.chat_client import Visitor
    v = Visitor(client, "restaurante")
    v.say("mesa para 10 personas el jueves a las 21")
    handed = v.last["request"]
    v.say("Pedro")
    v.say("611222333")
    v.say("al final seremos 8")
    v.say("no")
    live = {r["id"]: r for r in v.staff()["requests"]}
    assert live[handed["id"]]["status"] == "pending"          # not retired before the new one is sent
    v.press("Enviar reserva")
    assert v.texts[-1].startswith("Queda retirada la reserva para 10 personas")
    rows = {r["id"]: r for r in v.staff()["requests"]}
    assert rows[handed["id"]]["status"] == "cancelled"
    sent = [r for r in rows.values() if r["status"] == "pending"]
    assert [(r["kind"], r["party"], r["time"], r["name"]) for r in sent] == [("booking", 8, "21:00", "Pedro")]


def test_a_smaller_party_left_unsent_keeps_the_handed_group_over_http(client):
    from tests.chat_client import Visitor
    v = Visitor(client, "restaurante")
    v.say("mesa para 10 personas el jueves a las 21")
    handed = v.last["request"]
    v.say("al final seremos 8")
    v.press("Cancelar") if "Cancelar" in v.chip_labels() else v.say("déjalo, cancela")
    rows = {r["id"]: r for r in v.staff()["requests"]}
    assert rows[handed["id"]]["status"] == "pending"
