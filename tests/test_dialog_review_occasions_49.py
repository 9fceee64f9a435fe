"""Stop 49 review, occasions and remarks: with things in the order, any «para <topic word>» stopped the
hand-off («además quiero pedir presupuesto para una boda» got «Para seguir necesito…», neither handed
off nor noted); a demonstrative or «la quiero / lo necesito» before any word made a remark a note
(«esa es una buena idea», «lo necesito de verdad», «la quiero un poco más grande»); and any message
with «apellido» changed the name held («el apellido da igual» → «Ana da», «mi apellido es
complicado» → «Ana Complicado»). Now only what the order is for, told as such («es para la comunión
de…», «la quiero para la boda de…», «é pro bautizo»), keeps the order and is noted; the surname is
taken at the name, phone and summary questions, capitalised, and never from a question."""
import pytest

from tests.conversation import chat

CAKE = "una tarta de santiago de 20 para el sabado a las 11"
BOLO = "unha tarta de santiago de 20 pro sábado ás 11"
PART = "quiero una cámara de 28 para recoger el lunes a las 11"
HANDED = {"es": "Eso lo lleva una persona de", "gl": "Iso lévao unha persoa de"}


# ---- a topic for people asked about mid-order is handed off ---------------------------------------

@pytest.mark.parametrize("slug, first, said, lang", [
    ("", CAKE, "además quiero pedir presupuesto para una boda", "es"),
    ("", CAKE, "ademas kiero presupuesto para una boda", "es"),
    ("", CAKE, "tambien queria preguntar precios para una comunion", "es"),
    ("", BOLO, "tamén quero pedir orzamento pra unha voda", "gl"),
    ("", BOLO, "e queria falar cunha persoa pola comunion da miña filla", "gl"),
    ("taller", PART, "lo cubre el parte para el seguro", "es"),
    ("taller", PART, "lo paga la aseguradora para el siniestro de ayer", "es"),
])
def test_a_topic_for_people_asked_with_an_order_held_is_handed_off(slug, first, said, lang):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(HANDED[lang])
    assert c.requests[-1]["kind"] == "handoff"


@pytest.mark.parametrize("first, said, asked", [
    (CAKE, "es para la comunion de mi hija", "¿A nombre de quién lo preparo?"),
    (CAKE, "la quiero para la boda de mi hermana", "¿A nombre de quién lo preparo?"),
    (CAKE, "pues es para el bautizo de mi sobrino", "¿A nombre de quién lo preparo?"),
    (BOLO, "é pro bautizo do meu neto", "¿A nome de quen o preparo?"),
    (BOLO, "e para a comunion da miña filla", "¿A nome de quen o preparo?"),
    (BOLO, "a quero pra a voda da miña irmá", "¿A nome de quen o preparo?"),
])
def test_what_the_order_is_for_is_still_noted(first, said, asked):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert t.text == f"Apunto como indicación: «{said}». {asked}"
    assert c.requests[-1]["kind"] != "handoff"


# ---- a remark with a demonstrative or «la quiero / lo necesito» is no note --------------------------

@pytest.mark.parametrize("first, said, size", [
    (CAKE, "esa es una buena idea", "20"),
    (CAKE, "ese es un buen precio", "20"),
    (CAKE, "lo necesito de verdad", "20"),
    (CAKE, "la necesito sin falta", "20"),
    (BOLO, "esa é unha boa idea", "20"),
    (BOLO, "iso e un bo prezo", "20"),
    ("una tarta de santiago de 12 para el sabado a las 11", "la quiero un poco más grande", "20"),
    ("unha tarta de santiago de 12 pro sábado ás 11", "a quero un pouco mais grande", "20"),
])
def test_a_remark_is_no_note(first, said, size):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert "Apunto como indicación" not in t.text
    assert not c.order.get("notes_said") and not c.order.get("note")
    assert [line["options"] for line in c.order["lines"]] == [{"raciones": size}]


@pytest.mark.parametrize("said", [
    "la de 20 es para mi madre",
    "esa es para un cumpleaños",
    "esa es pa un cumpleaños",
    "la quiero para el cumple de mi hija",
    "la necesito para la fiesta de mi empresa",
    "esa é pra un aniversario",
    "a quero pro aniversario da miña nai",
])
def test_what_it_is_for_with_a_demonstrative_or_quiero_is_still_noted(said):
    c = chat()
    c.say(CAKE)
    t = c.say(said)
    assert t.text.startswith(f"Apunto como indicación: «{said}».")
    assert c.order["notes_said"] == [said]
    assert [line["options"] for line in c.order["lines"]] == [{"raciones": "20"}]


# ---- the surname only when told, capitalised, at the questions about the name ----------------------

@pytest.mark.parametrize("said", [
    "el apellido da igual, ¿no?",
    "mi apellido es complicado",
    "mi apellido es dificil de escribir",
    "¿para qué queréis el apellido Rodríguez?",
    "¿hace falta el apellido Souto?",
    "o meu apelido é raro",
    "o apelido dá igual",
])
def test_talk_about_the_surname_changes_no_name(said):
    c = chat()
    c.say_all("una bica para el jueves a las 11", "Ana", "699888777", "no")
    c.say(said)
    assert c.order["name"] == "Ana"


def test_a_surname_named_before_the_name_question_is_not_taken_as_the_name():
    c = chat()
    c.say("una bica para el jueves a las 11, ¿el apellido Souto hace falta?")
    assert not c.order.get("name")


@pytest.mark.parametrize("said, name", [
    ("mi apellido es Souto", "Ana Souto"),
    ("mi apellido es Souto da Silva", "Ana Souto da Silva"),
    ("e ponlle o apelido, Ana Souto", "Ana Souto"),
    ("apellidos: Souto Rey", "Ana Souto Rey"),
])
def test_a_surname_told_still_completes_the_name(said, name):
    c = chat()
    c.say_all("una bica para el jueves a las 11", "Ana", "699888777", "no")
    t = c.say(said)
    assert c.order["name"] == name and f"a nom{'e' if 'ponlle' in said else 'bre'} de {name}." in t.text


def test_a_surname_at_the_phone_question_completes_the_name():
    c = chat()
    c.say_all("una bica para el jueves a las 11", "Ana")
    t = c.say("ah, mi apellido es Souto")
    assert c.order["name"] == "Ana Souto" and "teléfono" in t.text
