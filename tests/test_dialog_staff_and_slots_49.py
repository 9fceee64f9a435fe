"""Staff and free times asked mid-booking. «¿qué horas tiene libres Iago el jueves?» got only the name
question and «la primera» became the customer's name; «¿cuál es el primer hueco con Marta?» listed
days and «vale, ese» was not understood; the customer's own name typed to «¿Con quién?» (the name
asked before, or only one person able) was «No trabaja nadie llamado Laura»; fewer people after a
full day did not check that day again; «¿Te lo pongo con Uxía ese día…?» offered no «Con Uxía»
button. Near misses keep their old reading."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("start, asked, pick, minutes", [
    ("corte de hombre el jueves a las 10 con iago", "¿y qué horas tiene libres iago el jueves?", "la primera", 600),
    ("corte de hombre el jueves a las 10 con iago", "que horas tiene libres?", "la segunda", 690),
    ("corte de hombre el jueves a las 10 con iago", "q huecos tiene iago libres el jueves", "la primera", 600),
    ("corte de home o xoves ás 10 co iago", "que horas ten libres o xoves?", "a primeira", 600),
    ("corte de home o xoves ás 10 co iago", "e que ocos ten libres o iago?", "a segunda", 690),
])
def test_the_free_times_of_the_person_asked_are_listed_and_picked(start, asked, pick, minutes):
    c = chat("peluqueria")
    c.say(start)
    t = c.say(asked)
    assert "10:00, de 11:30 a 12:00 y de 14:00 a 17:00" in t.text or "10:00, de 11:30 a 12:00 e de 14:00 a 17:00" in t.text
    assert t.chip_labels[:3] == ["10:00", "11:30", "11:45"]
    c.say(pick)
    c.say("Roi")
    b = c.state["booking"]
    assert (b["resource"], b["ymd"], b["min"], b["name"]) == ("iago", "2026-11-05", minutes, "Roi")


@pytest.mark.parametrize("slug, asked, said, then, held", [
    ("peluqueria", "cual es el primer hueco con marta para un corte de mujer?",
     "Lo primero que tiene Marta es el martes 3 de noviembre a las 12:00.", "vale, ese", ("marta", "2026-11-03", 720)),
    ("peluqueria", "cal é o primeiro oco coa marta para un corte de muller?",
     "O primeiro que ten Marta é o martes 3 de novembro ás 12:00.", "vale, ese", ("marta", "2026-11-03", 720)),
    ("taller", "cuando es lo primero que tiene brais para un ajuste de frenos?",
     "Lo primero que tiene Brais es el martes 3 de noviembre a las 10:00.", "vale, ese", ("brais", "2026-11-03", 600)),
    ("taller", "cuando teneis el primer hueco para una revision?",
     "Lo primero que tengo es el lunes 2 de noviembre a las 10:00.", "perfecto", (None, "2026-11-02", 600)),
    ("peluqueria", "cuál es el primer hueco libre con marta para corte de mujer",
     "Lo primero que tiene Marta es el martes 3 de noviembre a las 12:00.", "si, ese", ("marta", "2026-11-03", 720)),
])
def test_the_first_slot_is_named_and_taken(slug, asked, said, then, held):
    c = chat(slug)
    assert said in c.say(asked).text
    t = c.say(then)
    b = c.state["booking"]
    assert (b["resource"], b["ymd"], b["min"]) == held
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


def test_another_day_after_the_first_slot_is_that_day():
    c = chat("peluqueria")
    c.say("cual es el primer hueco con marta para un corte de mujer?")
    c.say("vale, el jueves")
    b = c.state["booking"]
    assert (b["ymd"], b["min"]) == ("2026-11-05", None)


@pytest.mark.parametrize("slug, steps, name, question", [
    ("peluqueria", ["corte de mujer con iago el martes a las 16", "Laura"], "Laura",
     "¿Y un teléfono de contacto? Solo lo usará el local si hay algún problema con la reserva."),
    ("peluqueria", ["corte de muller co iago o martes ás 16", "Sabela"], "Sabela",
     "¿E un teléfono de contacto? Só o usará o local se hai algún problema coa reserva."),
    ("taller", ["revisión o martes ás 10", "mellor o xoves", "cambia a revisión por un axuste de freos", "Iria"], "Iria",
     "¿Con quen queres a cita?"),
    ("taller", ["revision el martes a las 10", "mejor el jueves", "cambia la revision por un ajuste de frenos", "Lucia"],
     "Lucia", "¿Con quién quieres la cita?"),
])
def test_the_customers_name_typed_to_the_staff_question(slug, steps, name, question):
    c = chat(slug)
    for text in steps[:-1]:
        c.say(text)
    t = c.say(steps[-1])
    assert "nadie llamado" not in t.text and "ninguén chamado" not in t.text
    assert c.state["booking"]["name"] == name
    assert t.texts[-1] == question


def test_the_phone_then_goes_on_to_the_note():
    c = chat("peluqueria")
    for text in ("corte de mujer con iago el martes a las 16", "Laura"):
        c.say(text)
    t = c.say("600000222")
    assert t.text == "¿Quieres dejar alguna indicación para el local? Si no, dime «no»."
    c.say("no")
    assert c.state["booking"]["phone"] == "+34600000222" and c.state["awaiting"] == "confirm"


@pytest.mark.parametrize("slug, steps, unknown", [
    ("peluqueria", ["corte de hombre el jueves", "Lucía"], "Lucía"),       # two able, no name asked: staff
    ("peluqueria", ["corte de mujer con iago el martes a las 16", "con Laura"], "Laura"),     # «con»: the staff
    ("taller", ["tengo la bici con los frenos fatal", "el martes a las 11", "Xoán"], "Xoán"),
])
def test_a_name_to_the_staff_question_stays_a_person_asked_for(slug, steps, unknown):
    c = chat(slug)
    for text in steps[:-1]:
        c.say(text)
    t = c.say(steps[-1])
    assert f"No trabaja nadie llamado {unknown} aquí." in t.text
    assert not c.state["booking"].get("name")


@pytest.mark.parametrize("first, fewer, said", [
    ("mesa para 6 mañana a las 14", "al final seremos 4",
     "Apunto: reserva para 4 personas el domingo 1 de noviembre a las 14:00. ¿A nombre de quién hago la reserva?"),
    ("mesa para seis mañá ás 14", "ao final imos ser catro",
     "Apunto: reserva para 4 persoas o domingo 1 de novembro ás 14:00. ¿A nome de quen fago a reserva?"),
    ("mesa para 6 mañana a las 14", "al final somos 3",
     "Apunto: reserva para 3 personas el domingo 1 de noviembre a las 14:00. ¿A nombre de quién hago la reserva?"),
])
def test_fewer_people_check_the_full_day_again(first, fewer, said):
    c = chat("restaurante")
    refused = c.say(first).text
    assert "no me queda hueco" in refused or "non me queda oco" in refused
    assert c.say(fewer).text == said
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b["min"]) == (int(said.split(" ")[3]), "2026-11-01", 840)


def test_fewer_people_with_another_day_said_take_that_day():
    c = chat("restaurante")
    c.say("mesa para 6 mañana a las 14")
    c.say("seremos 4, el martes")
    assert (c.state["booking"]["ymd"], c.state["booking"]["party"]) == ("2026-11-03", 4)


def test_still_too_many_is_refused_again():
    c = chat("restaurante")
    c.say("mesa para 6 mañana a las 14")
    t = c.say("al final seremos 5")
    assert "El domingo 1 de noviembre ya no me queda hueco." in t.text and c.state["booking"]["ymd"] is None


PINCHAZO = ("tengo un pinchazo, me lo arreglais mañana?", "bueno, el lunes", "a las 11", "con brais")


def test_the_other_person_that_day_is_a_button():
    c = chat("taller")
    for text in PINCHAZO[:-1]:
        c.say(text)
    t = c.say(PINCHAZO[-1])
    assert "Brais no trabaja, pero Uxía sí" in t.text and "a las 11:00" not in t.text
    assert t.chip_labels[0] == "Con Uxía"
    t = c.press("Con Uxía")
    b = c.state["booking"]
    assert (b["resource"], b["ymd"], b["min"]) == ("uxia", "2026-11-02", None)
    assert t.text.endswith("¿A qué hora te va bien el lunes 2 de noviembre?") and "11:00" not in t.text


@pytest.mark.parametrize("then, held", [
    ("si", ("uxia", "2026-11-02")),
    ("vale, con uxia ese dia", ("uxia", "2026-11-02")),
    ("el martes", ("brais", "2026-11-03")),
])
def test_the_other_answers_still_work(then, held):
    c = chat("taller")
    for text in PINCHAZO:
        c.say(text)
    c.say(then)
    b = c.state["booking"]
    assert (b["resource"], b["ymd"]) == held
