"""Stop 63 (a Galician «co», «coa», «cos» before one of the staff). «con Iago» was read everywhere, but
gl «co Iago» to the phone question with a name held was «Corrixido: a nome de co Iago.» (a first name and
a surname, capitalised), «ponme co Iago», «pásame coa Marta», «prefiro co Iago» were questions passed on,
«cos dous» / «con los dos» to the name question became the customer's name, «co outro» found no one, and
«con Marta o con Iago» said «Aquí non traballa ninguén chamado Marta». A customer called Iago who answers
the name question «Iago» is still Iago, the customer."""
import pytest

from tests.conversation import chat, chat_after

FIRST = "corte de home o martes ás 16"
NOTED = "Apunto: corte de home con {who} o martes 3 de novembro ás 16:00. Total 14,00 €; dura uns 30 minutos."
PHONE = "¿E un teléfono de contacto? Só o usará o local se hai algún problema coa reserva."
NAME = "¿A nome de quen fago a reserva?"
NAME_AGAIN = "Preciso un nome para que o local saiba de quen é; abonda co nome de pía, por exemplo «Laura». " + NAME


@pytest.mark.parametrize("held, said, who, rid", [
    ("Marta", "co Iago", "Iago", "iago"),
    ("Marta", "cun Iago", "Iago", "iago"),
    ("Marta", "Co Iago", "Iago", "iago"),
    ("Iago", "coa Marta", "Marta", "marta"),
    ("Marta", "con Iago", "Iago", "iago"),
])
def test_the_person_at_the_phone_question_is_no_name_mended(held, said, who, rid):
    c = chat_after("peluqueria", FIRST, held, "Ana")
    t = c.say(said)
    assert t.texts == [NOTED.format(who=who), PHONE]
    assert c.state["booking"]["name"] == "Ana" and c.state["booking"]["resource"] == rid


@pytest.mark.parametrize("said, who, question", [
    ("ponme co Iago", "Iago", "¿Que servizo queres?"),
    ("pásame coa Marta", "Marta", "¿Que servizo queres?"),
    ("pasame coa marta", "Marta", "¿Que servizo queres?"),
    ("prefiro co Iago", "Iago", "¿Que servizo queres?"),
    ("prefiero con Marta", "Marta", "¿Qué servicio quieres?"),
    ("co Iago ás 11", "Iago ás 11:00", "¿Que servizo queres?"),
    ("coa Marta", "Marta", "¿Que servizo queres?"),
])
def test_an_appointment_asked_with_one_of_them_starts(said, who, question):
    t = chat("peluqueria").say(said)
    assert t.texts == [f"Apunto: cita con {who}.", question]


@pytest.mark.parametrize("said", ["corte de home o martes co Iago", "corte de home co iago o martes"])
def test_the_service_and_the_person_said_at_once(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0] == "Apunto: corte de home con Iago o martes 3 de novembro. Total 14,00 €; dura uns 30 minutos."
    assert c.state["booking"]["resource"] == "iago" and c.state["booking"]["name"] is None


@pytest.mark.parametrize("said", ["cos dous", "coas dúas", "con los dos", "cos dous, por favor"])
def test_both_of_them_to_the_name_question_is_no_name(said):
    c = chat_after("peluqueria", FIRST, "Marta")
    t = c.say(said)
    assert t.texts == [NAME_AGAIN]
    assert c.state["booking"]["name"] is None


@pytest.mark.parametrize("said", ["co outro", "coa outra", "mellor co outro"])
def test_the_other_one_said_with_co_is_the_other_one(said):
    c = chat_after("peluqueria", FIRST, "Marta")
    t = c.say(said)
    assert t.texts == [NOTED.format(who="Iago"), NAME]
    assert c.state["booking"]["resource"] == "iago"


@pytest.mark.parametrize("said", ["con Marta o con Iago", "coa Marta ou co Iago", "co Iago ou coa Marta",
                                  "co Iago ou Marta"])
def test_either_of_them_is_whoever_is_free(said):
    c = chat_after("peluqueria", FIRST)
    t = c.say(said)
    assert t.texts == [NAME]
    assert "ninguén" not in t.text and c.state["booking"]["resource"] == "any"


def test_a_customer_called_iago_is_still_the_customer():
    c = chat_after("peluqueria", FIRST, "Iago")
    t = c.say("Iago")
    assert t.texts == [PHONE]
    assert c.state["booking"]["name"] == "Iago" and c.state["booking"]["resource"] == "iago"


def test_someone_not_on_the_staff_after_co_is_still_said_so():
    c = chat_after("peluqueria", FIRST, "Marta")
    t = c.say("co xan")
    assert t.texts == ["Aquí non traballa ninguén chamado Xan.", NAME]
    assert c.state["booking"]["name"] is None
