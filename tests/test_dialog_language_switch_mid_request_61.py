"""The customer starts in Spanish and goes on in Galician (or back) in the middle of a booking or an order:
every answer follows the language of the last message that says one, in its texts and its chips, and a
message that says none («16:00», «Uxía») keeps the one held. Before, «para 12 racións», «que sexan 12
racións» (a Galician plural of «-ión») and «o martes á primeira hora» («primeira») were read as Spanish: the
next question stayed in Spanish («¿Qué día lo recoges?»); now they are Galician («¿Que día o recolles?»)."""
import pytest

from tests.conversation import Conversation, chat


def _chat(slug: str):
    return chat(slug) if slug else Conversation()


def test_salon_spanish_then_galician():
    c = chat("peluqueria")
    t = c.say("corte de mujer")
    assert t.texts[-1] == "¿Qué día te va bien?"
    t = c.say("o martes pola tarde")
    assert t.texts[-1] == "Pola tarde teño estas horas libres. ¿A que hora che vai ben o martes 3 de novembro?"
    assert t.chip_labels[0] == "16:00"
    t = c.say("a nome de Uxía")
    assert t.texts == ["Apunto o nome: Uxía.", "¿A que hora che vai ben o martes 3 de novembro?"]
    t = c.say("ás 16")
    assert t.texts[-1].startswith("¿E un teléfono de contacto?")
    t = c.say("655444333")
    assert t.chip_labels == ["Sen indicacións"]
    t = c.say("non")
    assert t.chip_labels == ["Enviar reserva", "Cambiar a hora", "Cancelar"]
    assert t.cards("booking")[0]["day_label"] == "martes 3 de novembro"


@pytest.mark.parametrize("said, question, chips", [
    ("co Iago", "¿Que día che vai ben?", ["mar 3 nov", "mér 4 nov", "xov 5 nov"]),
    ("tanto me ten", "¿Que día che vai ben?", ["mar 3 nov", "mér 4 nov", "xov 5 nov"]),
    ("calquera", "¿Que día che vai ben?", ["mar 3 nov", "mér 4 nov", "xov 5 nov"]),
    ("con Marta", "¿Qué día te va bien?", ["mar 3 nov", "mié 4 nov", "jue 5 nov"]),
])
def test_staff_answer_sets_the_language(said, question, chips):
    c = chat("peluqueria")
    c.say("corte de hombre")
    t = c.say(said)
    assert t.texts[-1] == question
    assert t.chip_labels[:3] == chips


@pytest.mark.parametrize("said", ["o martes á primeira hora", "o martes a primeira hora", "o martes á primeira"])
def test_first_hour_in_galician(said):
    c = chat("peluqueria")
    c.say("corte de hombre")
    t = c.say(said)
    assert "martes 3 de novembro" in t.text
    assert t.texts[-1].endswith("¿Con quen queres a cita?")
    assert t.chip_labels == ["Marta", "Iago", "Dáme igual"]


@pytest.mark.parametrize("said, line", [
    ("para 12 racións", "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €."),
    ("para 12 racions", "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €."),
    ("que sexan 12 racións", "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €."),
    ("12 racións", "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €."),
])
def test_option_in_galician(said, line):
    c = _chat("")
    c.say("una tarta de queso")
    t = c.say(said)
    assert t.texts[0] == line
    assert t.texts[-1].endswith("¿Que día o recolles?")
    assert t.chip_labels[:4] == ["mar 3 nov", "mér 4 nov", "xov 5 nov", "ven 6 nov"]


@pytest.mark.parametrize("said, line", [
    ("para 12 raciones", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("12", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
])
def test_option_in_spanish_unchanged(said, line):
    c = _chat("")
    c.say("una tarta de queso")
    t = c.say(said)
    assert t.texts[0] == line
    assert t.texts[-1].endswith("¿Qué día lo recoges?")


def test_galician_then_spanish():
    c = chat("peluqueria")
    c.say("corte de home")
    c.say("con Marta")
    t = c.say("el martes por la tarde")
    assert t.texts[-1] == "Por la tarde tengo estas horas libres. ¿A qué hora te va bien el martes 3 de noviembre?"
    t = c.say("16:00")     # no language said: Spanish kept
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"


def test_order_spanish_then_galician_to_the_end():
    c = _chat("")
    c.say("una tarta de santiago")
    c.press("8 raciones")
    t = c.say("o martes pola tarde")
    assert t.texts[-1] == "Pola tarde teño estas horas libres. ¿A que hora o recolles o martes 3 de novembro?"
    t = c.say("ás 17")
    assert t.texts[-1] == "¿A nome de quen o preparo?"
    t = c.say("Uxía")
    assert t.texts[-1].startswith("¿E un teléfono de contacto?")
    c.say("655444333")
    t = c.say("non")
    assert t.chip_labels == ["Enviar pedido", "Engadir algo", "Cambiar a hora"]
    assert t.cards("order")[0]["lines"][0]["option_label"] == "8 racións"


def test_restaurant_spanish_then_galician():
    c = chat("restaurante")
    c.say("quiero reservar mesa")
    t = c.say("somos catro")
    assert t.texts == ["Apunto: reserva para 4 persoas.", "¿Que día che vai ben?"]
    t = c.say("o sábado pola noite")
    assert t.texts[-1] == "Pola noite teño estas horas libres. ¿A que hora che vai ben o sábado 7 de novembro?"


@pytest.mark.parametrize("said", ["á primeira hora", "a primeira hora", "a primeira que teñas", "á primeira"])
def test_time_answer_in_galician(said):
    c = chat("peluqueria")
    c.say("corte de hombre el martes")
    c.press("Me da igual")
    t = c.say(said)
    assert "o martes 3 de novembro ás" in t.texts[0]
    assert t.texts[-1] == "¿A nome de quen fago a reserva?"


@pytest.mark.parametrize("said", ["a primera hora", "a primera que tengas"])
def test_time_answer_in_spanish_unchanged(said):
    c = chat("peluqueria")
    c.say("corte de hombre el martes")
    c.press("Me da igual")
    t = c.say(said)
    assert "el martes 3 de noviembre a las" in t.texts[0]
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"


@pytest.mark.parametrize("said, question", [
    ("a derradeira hora", "¿A que hora che vai ben o martes 3 de novembro?"),
    ("a última hora", "¿A qué hora te va bien el martes 3 de noviembre?"),
])
def test_last_times_in_the_language_said(said, question):
    c = chat("peluqueria")
    c.say("corte de hombre el martes")
    c.press("Me da igual")
    t = c.say(said)
    assert t.texts[-1] == question
    assert t.chip_labels == ["18:45", "19:00", "19:15", "19:30"]
