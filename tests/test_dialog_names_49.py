"""Stop 49, who the request is for, said to «¿A nombre de quién…?»: «es para Juan pero llamad a mi
número …» lost Juan (the message was longer than a name); «es para mi madre, se llama Carmen» kept
the whole sentence as a note and asked the name again; «la de 12 es para mi madre» did nothing and
asked again; «para Navidad» or «es para Reyes» became the customer's name."""
import pytest

from tests.conversation import chat

ORDER = "quiero una tarta de queso de 12 para el sábado a las 12"
ORDER_GL = "quero unha tarta de queixo de 12 para o sábado ás 12"
TABLE = "mesa para 4 el sabado a las 14"
SALON = "quiero un corte de mujer el martes a las 12"


# ---- a name after «para», with more said after it ----------------------------------------------------

@pytest.mark.parametrize("slug, first, said, name, phone", [
    ("", ORDER, "es para Juan pero llamad a mi número 612345678", "Juan", "+34612345678"),
    ("", ORDER, "para Marta, y mi movil es 612 345 678", "Marta", "+34612345678"),
    ("", ORDER, "es para Lucía Souto porque yo no puedo ir, 611223344", "Lucía Souto", "+34611223344"),
    ("", ORDER_GL, "é para Xan pero chamade ao meu número 612345678", "Xan", "+34612345678"),
    ("", ORDER_GL, "pra Antía e o meu móbil é 612345678", "Antía", "+34612345678"),
    ("restaurante", TABLE, "es para Pepe y el teléfono 612345678", "Pepe", "+34612345678"),
])
def test_a_name_after_para_with_more_said(slug, first, said, name, phone):
    c = chat(slug)
    c.say(first)
    c.say(said)
    held = c.order if slug == "" else c.state["booking"]
    assert held["name"] == name and held["phone"] == phone


@pytest.mark.parametrize("slug, first, said, name, asked", [
    ("", ORDER, "es para mi madre, se llama Carmen", "Carmen", "teléfono"),
    ("", ORDER, "es para mi hermana, que se llama Rosa", "Rosa", "teléfono"),
    ("", ORDER_GL, "é para a miña nai, chámase Rosa", "Rosa", "teléfono"),
    ("peluqueria", SALON, "es para mi hija, se llama Lucía", "Lucía", "teléfono"),
    ("peluqueria", SALON, "e pra miña filla, chamase Iria", "Iria", "teléfono"),
])
def test_someone_named_by_who_they_are(slug, first, said, name, asked):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    held = c.order if slug == "" else c.state["booking"]
    assert held["name"] == name
    assert asked in t.text and "nombre de quién" not in t.text


# ---- who it is for, without a name: noted, the name asked ------------------------------------------

@pytest.mark.parametrize("first, said", [
    (ORDER, "la de 12 es para mi madre"),
    (ORDER, "esa es para un cumpleaños"),
    (ORDER, "y la de 12 es para mi abuela"),
    (ORDER_GL, "a de 12 é para a miña nai"),
    (ORDER_GL, "esa é para un aniversario"),
])
def test_who_it_is_for_is_noted_and_the_name_asked(first, said):
    c = chat("")
    c.say(first)
    t = c.say(said)
    assert f"«{said}»" in t.text
    assert "nombre de quién" in t.text or "nome de quen" in t.text
    assert not c.order.get("name")
    assert c.order["lines"][0]["options"] == {"raciones": "12"}


def test_who_it_is_for_reaches_the_summary_note():
    c = chat("")
    for said in (ORDER, "la de 12 es para mi madre", "Ana", "612345678"):
        c.say(said)
    t = c.say("no")
    assert "la de 12 es para mi madre" in (c.order.get("note") or "")
    assert t.cards("order")[0]["total_cents"] == 3000 and c.order["name"] == "Ana"


# ---- a feast after «para» is when, never a name ----------------------------------------------------

@pytest.mark.parametrize("first, said, day", [
    (ORDER, "para Navidad", "25 de diciembre"),
    (ORDER, "es para Reyes", "6 de enero"),
    (ORDER, "es para nochebuena", "24 de diciembre"),
    (ORDER_GL, "é para Nadal", "25 de decembro"),
])
def test_a_feast_is_a_day_not_a_name(first, said, day):
    c = chat("")
    c.say(first)
    t = c.say(said)
    assert not c.order.get("name")
    assert day in t.text


# ---- near misses that keep their reading ------------------------------------------------------------

@pytest.mark.parametrize("first, said, name", [
    (ORDER, "Reyes", "Reyes"),                 # a surname alone to the name question
    (ORDER, "Soy Ana Reyes", "Ana Reyes"),
    (ORDER, "es para Juan", "Juan"),
    (ORDER, "a nombre de mi marido, Andrés", "Andrés"),
    (ORDER_GL, "Xan", "Xan"),
])
def test_names_that_keep_their_reading(first, said, name):
    c = chat("")
    c.say(first)
    c.say(said)
    assert c.order["name"] == name


def test_a_size_said_for_people_still_resizes():
    c = chat("")
    c.say(ORDER)
    t = c.say("la de 12 es para 20 personas")
    assert c.order["lines"][0]["options"] == {"raciones": "20"} and "40,00 €" in t.text
