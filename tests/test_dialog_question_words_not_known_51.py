"""Stop 51, question words not known: a newcomer's question sent to a person or read as an order because
its verb or its «how much» was not one the reader knew. Every form of «do you open / close» — Spanish and
Galician, you plural or they, with or without accents («abredes», «abrides», «abres», «abréis»,
«abrireis», «cerrades», «pechan»…) — is one lexicon pattern (OPENS_OR_CLOSES) and is the hours of that
day; «¿cuántos euros…?», «¿cuánto dinero…?», «cantos cartos…?» are the plain «¿cuánto…?» (the total so
far mid-order, a price otherwise, never an order started); «¿qué precio tiene?», «¿a cómo sale?», «¿que
vale?», «canto vale todo?», «por canto me sae?» said alone mid-order are the total so far, then the
pending question. Not changed: «¿me cierras el pedido?» is no question about the hours, «canto custa?»
mid-order stays the price of the thing, «vale» stays a yes."""
import tempfile

import pytest

from tests.conversation import chat, chat_with_knowledge, line_counts

SUNDAY_GL = "O domingo 1 de novembro abrimos de 09:30 a 14:00."
SUNDAY_ES = "El domingo 1 de noviembre abrimos de 09:30 a 14:00."
REIS = "O mércores 6 de xaneiro non abrimos (Reis). Volvemos abrir o xoves 7 de xaneiro ás 09:00."


# ---- opening and closing asked: the hours of that day ----------------------------------------------

@pytest.mark.parametrize("slug, said, reply", [
    ("", "abredes mañá?", SUNDAY_GL),
    ("", "abredes mana?", SUNDAY_GL),
    ("", "ola! abredes o 1 de novembro?", SUNDAY_GL),
    ("", "abredes mañá pola tarde?", f"Pola tarde non. {SUNDAY_GL}"),
    ("", "abres mañana?", SUNDAY_ES),
    ("", "abréis mañana?", SUNDAY_ES),
    ("", "abren mañana?", SUNDAY_ES),
    ("", "abrireis el lunes?",
     "El lunes 2 de noviembre no abrimos. Volvemos a abrir el martes 3 de noviembre a las 09:00."),
    ("", "abriredes o día de reis?", REIS),
    ("", "hola, cerrades hoxe?", "Hoxe pechamos ás 20:00."),
    ("", "cerráis el domingo?", "El domingo 1 de noviembre cerramos a las 14:00."),
    ("", "pechan o luns?", "O luns 2 de novembro non abrimos. Volvemos abrir o martes 3 de novembro ás 09:00."),
    ("", "pechan algun dia?", "Pechamos os luns. E estes días: Nadal (25 de decembro), Aninovo (1 de xaneiro), "
                               "Reis (6 de xaneiro) e Día de Galicia (25 de xullo)."),
    ("peluqueria", "abredes os sábados?", "Os sábados abrimos de 09:00 a 14:00."),
    ("libreria", "abredes o domingo?",
     "O domingo 1 de novembro non abrimos. Volvemos abrir o luns 2 de novembro ás 10:00."),
    ("restaurante", "pechades os luns?", "Pechamos os luns."),
    # a day number before the verb is that day of the month
    ("", "o martes 10 abredes?", "O martes 10 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."),
    ("", "o martes 10 pechan?", "O martes 10 de novembro pechamos ás 20:00."),
    ("", "el martes 10 abris?", "El martes 10 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
])
def test_opening_asked_is_the_hours(slug, said, reply):
    c = chat(slug)
    t = c.say(said)
    assert t.text == reply
    assert not c.requests and not line_counts(c)


def test_two_days_asked_with_abredes_both_answered():
    c = chat()
    t = c.say("ola! abredes o 1 de novembro? e o día de Reis?")
    assert t.texts == [SUNDAY_GL, REIS]
    assert not c.requests


def test_abredes_is_the_hours_not_a_knowledge_paragraph():
    c = chat_with_knowledge("restaurante", tempfile.mkdtemp())
    t = c.say("abredes o luns?")
    assert t.text == "O luns 2 de novembro non abrimos. Volvemos abrir o martes 3 de novembro ás 13:00."
    assert "menú" not in t.text.lower()


def test_abredes_joined_to_an_order_answers_and_keeps_the_order():
    c = chat()
    t = c.say("2 bicas para o martes ás 10 e abredes ese día?")
    assert t.texts[0] == "O martes 3 de novembro abrimos de 09:00 a 14:00 e de 16:30 a 20:00."
    assert "Total 18,00 €" in t.text and t.texts[-1] == "¿A nome de quen o preparo?"
    assert line_counts(c) == {"bica": 2}
    assert [r["kind"] for r in c.requests] == ["order"]


def test_close_the_order_is_no_hours_question():
    c = chat()
    c.say("2 bicas para el martes a las 10")
    t = c.say("me cierras el pedido?")
    assert "cerramos" not in t.text
    assert line_counts(c) == {"bica": 2}


# ---- the money asked mid-order: the total so far, then the pending question ------------------------

@pytest.mark.parametrize("said", [
    "cuantos euros son?", "¿cuántos euros son?", "cuanto dinero es?", "cuantos euros te debo?",
    "y cuántos euros serían en total?", "que precio tiene?", "¿qué precio tiene todo?", "a como sale?",
    "¿a cómo sale?", "que vale?", "que precio sale?", "que importe es?", "el importe?",
])
def test_money_asked_mid_order_is_the_total(said):
    c = chat()
    c.say("2 bicas para el martes a las 10")
    t = c.say(said)
    assert t.texts == ["Llevas 2 × Bica gallega. Total 18,00 €.", "¿A nombre de quién lo preparo?"]
    assert line_counts(c) == {"bica": 2}
    assert all(r["kind"] == "order" for r in c.requests)


@pytest.mark.parametrize("said", ["cantos cartos son?", "canto vale todo?", "por canto me sae?", "e que prezo ten?",
                                  "cal é o importe total?"])
def test_money_asked_in_galician_mid_order_is_the_total(said):
    c = chat()
    c.say("2 bicas para el martes a las 10")
    t = c.say(said)
    assert t.texts == ["Levas 2 × Bica gallega. Total 18,00 €.", "¿A nome de quen o preparo?"]
    assert line_counts(c) == {"bica": 2}


def test_cantos_euros_of_two_lines_in_galician():
    c = chat()
    c.say("una empanada y unha tarta de santiago de 12 para o xoves ás 18")
    t = c.say("cantos euros son?")
    assert t.texts == ["Levas 1 × Empanada de zorza e 1 × Tarta de Santiago (12 racións). Total 42,00 €.",
                       "¿A nome de quen o preparo?"]
    assert line_counts(c) == {"empanada": 1, "tarta-santiago": 1}


def test_cuantos_euros_me_sale_at_the_florist():
    c = chat("floristeria")
    c.say("un ramo de rosas para el lunes a las 11")
    t = c.say("cuantos euros me sale?")
    assert t.texts == ["Llevas 1 × Ramo de rosas. Total 35,00 €.", "¿A nombre de quién lo preparo?"]
    assert line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("said, reply", [
    ("canto custa?", "Bica gallega: 9,00 €."),      # the thing's price, as before
    ("cuanto es?", "Llevas 2 × Bica gallega. Total 18,00 €."),
    ("por cuanto me sale?", "Llevas 2 × Bica gallega. Total 18,00 €."),
    ("vale", None),       # a yes: the pending question only
])
def test_near_misses_mid_order_unchanged(said, reply):
    c = chat()
    c.say("2 bicas para el martes a las 10")
    t = c.say(said)
    assert t.texts == ([reply] if reply else []) + [("¿A nome de quen o preparo?" if said == "canto custa?"
                                                     else "¿A nombre de quién lo preparo?")]
    assert line_counts(c) == {"bica": 2}


# ---- the money asked of a thing: its price, nothing started ------------------------------------------

@pytest.mark.parametrize("slug, said, reply", [
    ("floristeria", "cuantos euros son 2 ramos de rosas?", "2 × Ramo de rosas: 70,00 € (35,00 € la unidad)."),
    ("floristeria", "canto son 2 ramos de rosas?", "2 × Ramo de rosas: 70,00 € (35,00 € a unidade)."),
    ("floristeria", "cuanto son 2 ramos de rosas?", "2 × Ramo de rosas: 70,00 € (35,00 € la unidad)."),
    ("", "cantos euros custa unha bica?", "Bica gallega: 9,00 €."),
    ("", "cuanto dinero es una bica?", "Bica gallega: 9,00 €."),
    ("", "cuantos euros cuesta la tarta de santiago?",
     "Tarta de Santiago: 18,00 € (8 raciones), 26,00 € (12 raciones) y 36,00 € (20 raciones)."),
    ("", "a como sale la bica?", "Bica gallega: 9,00 €."),
    ("peluqueria", "cuantos euros cuesta un corte?",
     "Corte de mujer: 22,00 €. Corte de hombre: 14,00 €. Corte infantil: 10,00 €."),
])
def test_money_asked_of_a_thing_is_its_price(slug, said, reply):
    c = chat(slug)
    t = c.say(said)
    assert t.text == reply
    assert not line_counts(c) and not c.requests


def test_que_vale_with_nothing_ordered_stays_the_menu():
    c = chat()
    t = c.say("que vale?")
    assert t.text.startswith("Esta es la carta")
    assert not line_counts(c) and not c.requests


def test_importe_inside_another_question_is_no_total():
    c = chat()
    c.say("2 bicas para el martes a las 10")
    t = c.say("el pago del importe es en efectivo?")
    assert "Total 18,00 €" not in t.text and "carta" not in t.text
    assert line_counts(c) == {"bica": 2}
