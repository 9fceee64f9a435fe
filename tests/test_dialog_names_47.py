"""Stop 47, names: an interjection, an apology or thanks is no name («perdón 600…», «moito
obrigado», «xenial», «ups»: the name is still asked, the phone beside it kept); a phone short of a
digit said with the name («ana 60012312») keeps the name and asks the phone again, while a DNI
with its letter, or one called a DNI, is still refused as one."""
import pytest

from bizengine.language import pii
from tests.conversation import chat

ORDER_ES = "2 croissants para el martes a las 10"
ORDER_GL = "2 croissants pro martes ás 10"
TABLE = "mesa para 2 el viernes a las 14"
NAME_ES = "¿A nombre de quién lo preparo?"
NAME_GL = "¿A nome de quen o preparo?"
SHORT_ES = "Ese teléfono no me parece completo. ¿Me lo escribes con sus 9 cifras?"
SHORT_GL = "Ese teléfono non me parece completo. ¿Escribesmo coas súas 9 cifras?"
DNI_ES = "No hace falta que me des tu DNI: lo he tapado en el chat y no lo guardo."
PHONE_ES = "¿Y un teléfono de contacto? Solo lo usará el local si hay algún problema con el pedido."
PHONE_GL = "¿E un teléfono de contacto? Só o usará o local se hai algún problema co pedido."


def _held(c, slug):
    return c.state["booking"] if slug == "restaurante" else c.order


# ---- an interjection or an apology beside the phone -----------------------------------------------

@pytest.mark.parametrize("slug, first, said, asked", [
    ("", ORDER_ES, "perdon 600123124", NAME_ES),
    ("", ORDER_ES, "ups 600123124", NAME_ES),
    ("", ORDER_ES, "uy, 600123124", NAME_ES),
    ("", ORDER_ES, "perdona 600 123 124", NAME_ES),
    ("", ORDER_ES, "ay perdón 600123124", NAME_ES),
    ("", ORDER_ES, "disculpa, 600123124", NAME_ES),
    ("", ORDER_ES, "Sorry, 600123124", NAME_ES),
    ("", ORDER_ES, "jeje 600123124", NAME_ES),
    ("", ORDER_GL, "perdoa 600123124", NAME_GL),
    ("", ORDER_GL, "desculpa 600123124", NAME_GL),
    ("", ORDER_GL, "ai, 600123124", NAME_GL),
    ("restaurante", TABLE, "perdon 600123124", "¿A nombre de quién hago la reserva?"),
])
def test_an_interjection_beside_the_phone_is_no_name(slug, first, said, asked):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.text == asked
    assert not _held(c, slug).get("name") and _held(c, slug)["phone"] == "+34600123124"


# ---- thanks or a «great» to the name question ----------------------------------------------------

@pytest.mark.parametrize("slug, first, said", [
    ("", ORDER_GL, "moito obrigado"),
    ("", ORDER_GL, "obrigado"),
    ("", ORDER_GL, "obrigada!"),
    ("", ORDER_GL, "xenial"),
    ("", ORDER_GL, "dacordo"),
    ("", ORDER_GL, "Moitiñas grazas"),
    ("", ORDER_ES, "okis"),
    ("", ORDER_ES, "jajaja"),
    ("", ORDER_ES, "vaya"),
    ("", ORDER_ES, "ufff"),
    ("", ORDER_ES, "fenomenal"),
    ("restaurante", TABLE, "xenial"),
])
def test_thanks_or_a_great_is_no_name_and_the_name_is_asked_again(slug, first, said):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert not _held(c, slug).get("name")
    assert t.text.endswith(("¿A nombre de quién lo preparo?", "¿A nome de quen o preparo?",
                            "¿A nombre de quién hago la reserva?"))


def test_thanks_then_the_phone_sends_no_order_named_after_the_thanks():
    c = chat()
    c.say(ORDER_GL)
    c.say("moito obrigado")
    t = c.say("600123123")
    assert t.text == NAME_GL and not c.order.get("name") and c.order["phone"] == "+34600123123"
    t = c.say("Uxía")
    assert c.order["name"] == "Uxía" and t.text.startswith("¿Queres unha dedicatoria")


@pytest.mark.parametrize("first, said, name", [
    (ORDER_ES, "Perdón, Ana", "Ana"),
    (ORDER_ES, "uy, soy Lucía", "Lucía"),
    (ORDER_ES, "gracias, Ana", "Ana"),
    (ORDER_ES, "Marta, muchas gracias", "Marta"),
    (ORDER_ES, "Olga", "Olga"),
    (ORDER_ES, "Jaime", "Jaime"),
    (ORDER_GL, "moito obrigado, Uxía", "Uxía"),
    (ORDER_GL, "xenial, son Iria", "Iria"),
])
def test_a_name_beside_thanks_or_an_interjection_is_still_the_name(first, said, name):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert c.order["name"] == name and t.text in (PHONE_ES, PHONE_GL)


def test_a_name_mended_after_an_apology_is_still_mended():
    c = chat()
    c.say(ORDER_ES)
    c.say("Rosaro")
    t = c.say("perdon, Rosario")
    assert c.order["name"] == "Rosario" and t.text.startswith("Corregido: a nombre de Rosario.")


def test_a_name_and_a_whole_phone_are_both_kept():
    c = chat()
    c.say(ORDER_ES)
    t = c.say("ana 600123123")
    assert c.order["name"] == "Ana" and c.order["phone"] == "+34600123123"
    assert t.text.startswith("¿Quieres una dedicatoria")


# ---- a phone short of a digit said with the name -------------------------------------------------

@pytest.mark.parametrize("slug, first, said, name, reply", [
    ("", ORDER_ES, "ana 60012312", "Ana", SHORT_ES),
    ("", ORDER_ES, "Ana, 600 123 12", "Ana", SHORT_ES),
    ("", ORDER_ES, "ana tlf 60012312", "Ana", SHORT_ES),
    ("", ORDER_ES, "ana 6001231", "Ana", SHORT_ES),
    ("", ORDER_ES, "Ana 600 12 31 2", "Ana", SHORT_ES),
    ("", ORDER_GL, "Sabela 600-12-31-2", "Sabela", SHORT_GL),
    ("", ORDER_GL, "son uxía, 60012312", "Uxía", SHORT_GL),
    ("restaurante", TABLE, "ana 60012312", "Ana", SHORT_ES),
    ("restaurante", TABLE, "ana 6001231", "Ana", SHORT_ES),
])
def test_a_phone_short_of_a_digit_beside_the_name_keeps_the_name(slug, first, said, name, reply):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.text == reply
    assert _held(c, slug)["name"] == name and not _held(c, slug).get("phone")
    c.say("600123123")
    assert _held(c, slug)["phone"] == "+34600123123" and _held(c, slug)["name"] == name


@pytest.mark.parametrize("said", ["ana 60012312", "Ana, 60012312"])
def test_a_phone_short_of_a_digit_with_the_name_again_at_the_phone_question(said):
    c = chat()
    c.say(ORDER_ES)
    c.say("Ana")
    t = c.say(said)
    assert t.text.endswith(SHORT_ES) and DNI_ES not in t.text
    assert c.order["name"] == "Ana" and not c.order.get("phone")


# ---- a DNI is still a DNI ------------------------------------------------------------------------

@pytest.mark.parametrize("slug, first, said, name", [
    ("", ORDER_ES, "ana 12345678Z", "Ana"),
    ("", ORDER_ES, "Ana, mi dni es 12345678", "Ana"),
    ("", ORDER_ES, "Ana, DNI 12345678Z", "Ana"),
    ("", ORDER_ES, "ana dni 60012312", None),
    ("restaurante", TABLE, "Ana 12345678Z", "Ana"),
])
def test_a_dni_with_its_letter_or_called_a_dni_is_still_refused(slug, first, said, name):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(DNI_ES) and SHORT_ES not in t.text and not _held(c, slug).get("phone")
    assert _held(c, slug).get("name") == name      # a name beside it is kept; the DNI is not


@pytest.mark.parametrize("said", ["12345678Z", "12.345.678-Z", "mi dni es 60012312"])
def test_a_dni_at_the_phone_question_is_still_refused(said):
    c = chat()
    c.say(ORDER_ES)
    c.say("Ana")
    t = c.say(said)
    assert t.text.startswith(DNI_ES) and SHORT_ES not in t.text and not c.order.get("phone")


def test_eight_digits_alone_at_the_phone_question_are_still_a_phone_short_of_a_digit():
    c = chat()
    c.say(ORDER_ES)
    c.say("Ana")
    t = c.say("60012312")
    assert t.text.endswith(SHORT_ES) and not c.order.get("phone")


@pytest.mark.parametrize("said, reply", [("ana 60012312", SHORT_ES), ("ana 12345678Z", DNI_ES)])
def test_the_text_scrubbed_by_the_web_shell_reads_the_same(said, reply):
    """The shell masks the number before the chat reads it («ana [DNI]»); its flags tell the rest."""
    c = chat()
    c.say(ORDER_ES)
    scrubbed, flags = pii.scrub(said)
    t = c._run({"text": scrubbed, "flags": list(pii.with_digits_only(flags, said))}, scrubbed)
    assert t.text.startswith(reply) and c.order["name"] == "Ana" and not c.order.get("phone")
