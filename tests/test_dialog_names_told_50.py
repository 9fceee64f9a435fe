"""Stop 50, names told in passing with other facts around them: who the order is for, described
and then named («es para mi hija de 8 años, se llama Lucía», «mi hija cumple 8, se llama Lucía»,
«é pra miña neta, que fai 8 anos, chámase Sabela») gives the name, and the age in it is never a size
or a count (the 12 held stays 12; «para 8 años» is an age: the size is asked); a surname said later,
in lower case too («mi apellido es souto», «de apellido garcía», «ana souto vila»), completes the name
held. What the surname is like («mi apellido es muy largo») names nobody."""
import pytest

from tests.conversation import chat

CAKE = "quiero una tarta de santiago de 12 para el martes a las 11"
PHONE_ASKED = "¿Y un teléfono de contacto? Solo lo usará el local si hay algún problema con el pedido."
PHONE_ASKED_GL = "¿E un teléfono de contacto? Só o usará o local se hai algún problema co pedido."
TWELVE = [{"raciones": "12"}]


def _options(c) -> list[dict]:
    return [line["options"] for line in c.order["lines"]]


# ---- who it is for, described, then named: the name, and the size held kept ------------------------

@pytest.mark.parametrize("said, name, reply", [
    ("es para mi hija de 8 años, se llama Lucía", "Lucía", PHONE_ASKED),
    ("es para mi hija de 8 anos, se llama lucia", "Lucia", PHONE_ASKED),
    ("es para mi sobrina que cumple 8, se llama Lucía", "Lucía", PHONE_ASKED),
    ("para mi nieto de 8 añitos, se llama Hugo", "Hugo", PHONE_ASKED),
    ("es pra mi hijo de 20 años se llama Hugo", "Hugo", PHONE_ASKED),
    ("mi hija cumple 8, se llama Lucía", "Lucía", PHONE_ASKED),
    ("la niña se llama Lucía y cumple 8", "Lucía", PHONE_ASKED),
    ("mi hija se llama lucia", "Lucia", PHONE_ASKED),
    ("é pra miña filla de 8 anos, chámase Uxía", "Uxía", PHONE_ASKED_GL),
    ("é para a miña neta, que fai 8 anos, chámase Sabela", "Sabela", PHONE_ASKED_GL),
    ("o meu fillo fai 8 anos e chámase Brais", "Brais", PHONE_ASKED_GL),
])
def test_someone_described_then_named_gives_the_name_and_keeps_the_size(said, name, reply):
    c = chat()
    c.say(CAKE)
    t = c.say(said)
    assert t.text == reply
    assert c.order["name"] == name and _options(c) == TWELVE and not c.order.get("notes_said")


# ---- an age is never a size -----------------------------------------------------------------------

@pytest.mark.parametrize("said, reply", [
    ("quiero una tarta de santiago para mi hija de 8 años para el martes a las 11",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €. ¿Para cuántas raciones?"),
    ("quiero una tarta de santiago para 8 años para el martes a las 11",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €. ¿Para cuántas raciones?"),
    ("una tarta de santiago para mi sobrino de 12 anitos, el martes a las 11",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €. ¿Para cuántas raciones?"),
    ("unha tarta de santiago de 8 anos pro martes ás 11",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €. ¿Para cantas racións?"),
])
def test_an_age_with_the_order_leaves_the_size_to_ask(said, reply):
    c = chat()
    t = c.say(said)
    assert t.text == reply and _options(c) == [{}]


@pytest.mark.parametrize("said", ["es para mi hija de 8 años", "é pra miña filla de 8 anos"])
def test_an_age_told_at_the_name_question_is_a_note_not_a_size(said):
    c = chat()
    c.say(CAKE)
    t = c.say(said)
    assert f"«{said}»" in t.text and _options(c) == TWELVE
    assert c.order["notes_said"] == [said] and not c.order.get("name")


# ---- what keeps its reading -----------------------------------------------------------------------

@pytest.mark.parametrize("said, options", [
    ("quiero una tarta de santiago para 8 para el martes a las 11", [{"raciones": "8"}]),
    ("quiero una tarta de santiago de 8 personas para el martes a las 11", [{"raciones": "8"}]),
    ("una tarta de santiago de 12 para mi hijo que cumple 8, el martes a las 11", TWELVE),
    ("una tarta de santiago de 20 para mi abuela de 90 años, el martes a las 11", [{"raciones": "20"}]),
])
def test_a_size_said_is_still_the_size(said, options):
    c = chat()
    t = c.say(said)
    assert _options(c) == options and "¿A nombre de quién lo preparo?" in t.text


def test_for_my_mother_alone_is_a_note_and_no_name():
    c = chat()
    c.say(CAKE)
    t = c.say("es para mi madre")
    assert t.text == "Apunto como indicación: «es para mi madre». ¿A nombre de quién lo preparo?"
    assert not c.order.get("name") and _options(c) == TWELVE


def test_for_the_8th_is_still_a_day():
    c = chat()
    c.say(CAKE)
    t = c.say("para el 8")
    assert t.text.startswith("Cambio la recogida al domingo 8 de noviembre a las 11:00.")
    assert c.order["ymd"] == "2026-11-08" and _options(c) == TWELVE


def test_we_are_8_is_still_the_party():
    c = chat("restaurante")
    c.say("mesa para el sábado a las 14")
    c.say("somos 8")
    assert c.state["booking"]["party"] == 8


@pytest.mark.parametrize("said, name", [
    ("es para mi madre, se llama Carmen", "Carmen"),
    ("para Ana, que lo recoge ella", "Ana"),
    ("pon o nome do meu home, Xosé", "Xosé"),
    ("es para Juan pero llamad a mi número", "Juan"),
    ("a nombre de mi marido, Pepe", "Pepe"),
])
def test_who_it_is_for_named_as_before(said, name):
    c = chat()
    c.say(CAKE)
    c.say(said)
    assert c.order["name"] == name and _options(c) == TWELVE


@pytest.mark.parametrize("said", ["mi madre se llama como yo", "mi hija cumple 8"])
def test_no_name_told_is_still_asked(said):
    c = chat()
    c.say(CAKE)
    t = c.say(said)
    assert "¿A nombre de quién lo preparo?" in t.text and not c.order.get("name") and _options(c) == TWELVE


# ---- a surname said later, in lower case too ------------------------------------------------------

CROISSANTS = "quiero 2 croissants para el martes a las 11"


@pytest.mark.parametrize("said, name, reply", [
    ("mi apellido es souto", "Ana Souto", "Corregido: a nombre de Ana Souto."),
    ("apelido souto", "Ana Souto", "a nombre de Ana Souto."),
    ("de apellido garcía", "Ana García", "Corregido: a nombre de Ana García."),
    ("me apellido Pérez", "Ana Pérez", "Corregido: a nombre de Ana Pérez."),
    ("me apellido perez", "Ana Perez", "Corregido: a nombre de Ana Perez."),
    ("mi apellido es Largo", "Ana Largo", "Corregido: a nombre de Ana Largo."),
    ("mi apellido es souto vila", "Ana Souto Vila", "Corregido: a nombre de Ana Souto Vila."),
    ("o meu apelido é souto da silva", "Ana Souto da Silva", "Corrixido: a nome de Ana Souto da Silva."),
    ("Ana Souto Vila", "Ana Souto Vila", "Corregido: a nombre de Ana Souto Vila."),
    ("ana souto vila", "Ana Souto Vila", "Corregido: a nombre de Ana Souto Vila."),
])
def test_a_surname_at_the_summary_completes_the_name(said, name, reply):
    c = chat()
    c.say_all(CROISSANTS, "Ana", "600111222", "no")
    t = c.say(said)
    assert reply in t.text and "Enviar pedido" in t.chip_labels
    assert c.order["name"] == name and not c.order.get("note")


@pytest.mark.parametrize("said, name, phone", [
    ("ah, mi apellido es souto", "Ana Souto", None),
    ("Ana Souto Vila", "Ana Souto Vila", None),
    ("ana souto 600111222", "Ana Souto", "+34600111222"),
    ("de apellido garcía, 600111222", "Ana García", "+34600111222"),
])
def test_a_surname_at_the_phone_question_completes_the_name(said, name, phone):
    c = chat()
    c.say_all(CROISSANTS, "Ana")
    t = c.say(said)
    assert t.text.startswith(f"Corregido: a nombre de {name}.")
    assert c.order["name"] == name and c.order.get("phone") == phone


@pytest.mark.parametrize("said", [
    "mi apellido es muy largo",
    "mi apellido es largo",
    "el apellido no lo sé",
    "mi apellido es el de mi madre",
    "mi apellido es igual que el de mi madre",
    "o meu apelido é longo",
    "ana gracias",
    "Ana",
    "mi apellido es complicado",
])
def test_what_the_surname_is_like_names_nobody(said):
    c = chat()
    c.say_all(CROISSANTS, "Ana", "600111222", "no")
    c.say(said)
    assert c.order["name"] == "Ana"


def test_a_thing_named_like_the_customer_is_no_surname():
    c = chat("floristeria")
    c.say_all("un ramo de rosas para el martes a las 11", "Rosa", "600111222", "no")
    c.say("rosa roja")
    assert c.order["name"] == "Rosa"
