"""Stop 49, remarks and names: a remark said while an order is being written down that touches a
hand-off topic («es para la comunión de mi hija», «¿me podéis hacer factura?») dropped the order
to a person; and words that are no name were held as the customer's name (the words for a card,
«pois esa entón» after a size was priced), while a surname added at the summary was ignored.
Now the occasion of what is held is a note, a topic the dataset lets travel with an order goes
with it, and the name held is the customer's, surname and all."""
import pytest

from tests.conversation import chat

SENT = {"es": "Hecho: he enviado tu pedido a {biz}.", "gl": "Feito: enviei o teu pedido a {biz}."}


def _send(c):
    """The summary's «Enviar pedido» pressed: the request sent."""
    label = "Enviar pedido"
    t = c.press(label)
    return t, c.requests[-1]


# ---- the occasion of the order held is a note, not a request for a person ------------------------

@pytest.mark.parametrize("first, remark, asked", [
    ("una tarta de santiago de 20 para el sabado a las 11", "es para la comunion de mi hija",
     "¿A nombre de quién lo preparo?"),
    ("una tarta de santiago de 20 para el sabado a las 11", "Es para la comunión de mi hija.",
     "¿A nombre de quién lo preparo?"),
    ("unha tarta de santiago de 20 pro sábado ás 11", "é pro bautizo do meu neto", "¿A nome de quen o preparo?"),
    ("unha tarta de santiago de 20 pro sábado ás 11", "e pro bautizo do meu neto", "¿A nome de quen o preparo?"),
    ("dos palmeras para el sábado a las 11", "la quiero para la comunion de mi nieta", "¿A nombre de quién lo preparo?"),
    ("dos palmeras para el sábado a las 11", "son pa el bautizo del peque", "¿A nombre de quién lo preparo?"),
    ("dos palmeras para el sábado a las 11", "en realidad es para una boda", "¿A nombre de quién lo preparo?"),
    ("dúas palmeiras pro sábado ás 11", "é para a voda da miña irmá", "¿A nome de quen o preparo?"),
])
def test_the_occasion_of_the_order_is_noted_and_the_order_goes_on(first, remark, asked):
    c = chat()
    c.say(first)
    t = c.say(remark)
    assert t.text == f"Apunto como indicación: «{remark.rstrip('.')}». {asked}"
    assert t.request is None or t.request["kind"] != "handoff"
    lines = [dict(line) for line in c.order["lines"]]
    c.say("Pepa 600999888")
    sent, request = _send(c)
    lang = "gl" if "nome" in asked else "es"
    assert sent.text.startswith(SENT[lang].format(biz="Obrador Mel"))
    assert request["kind"] == "order" and request["status"] == "pending"
    assert request["data"]["name"] == "Pepa" and request["data"]["note"] == remark.rstrip(".")
    assert c.order["lines"] == lines


def test_the_galician_communion_remark_then_no_note_reaches_the_summary():
    c = chat()
    c.say_all("unha tarta de santiago de 20 pro sábado ás 11", "é pro bautizo do meu neto", "Pepa 600999888")
    t = c.say("non")
    assert "Non te entendín" not in t.text and "Enviar pedido" in t.chip_labels
    assert c.order["name"] == "Pepa" and c.order["note"] == "é pro bautizo do meu neto"


@pytest.mark.parametrize("said", ["quiero una tarta para una comunión", "quero unha tarta pro bautizo do meu neto",
                                  "es para una boda"])
def test_the_occasion_with_nothing_held_still_goes_to_a_person(said):
    t = chat().say(said)
    assert t.request and t.request["kind"] == "handoff"


@pytest.mark.parametrize("asked", ["¿hacéis tartas para comuniones?", "¿facedes tartas de voda?"])
def test_a_question_on_the_topic_mid_order_still_goes_to_a_person(asked):
    c = chat()
    c.say("dos palmeras para el sábado a las 11")
    t = c.say(asked)
    assert t.request["kind"] == "handoff" and t.request["data"]["order"]["count"] == 2


@pytest.mark.parametrize("said, reply", [
    ("es para el cumpleaños de mi hija", "Apunto como indicación: «es para el cumpleaños de mi hija»."),
    ("las quiero para el martes", "Cambio la recogida al martes 3 de noviembre a las 11:00."),
])
def test_near_misses_of_the_occasion_keep_their_reading(said, reply):
    c = chat()
    c.say("dos palmeras para el sábado a las 11")
    assert c.say(said).text.startswith(reply)


# ---- an invoice asked mid-order travels with the order (the dataset's `with_order`) --------------

@pytest.mark.parametrize("slug, first, asked, reply, contact", [
    ("libreria", "quiero 2 guias del camino para el martes a las 10", "me podeis hacer factura?",
     "Eso lo lleva una persona de Libraría Andel: se lo apunto junto a tu pedido y te responderá aquí. "
     "¿A nombre de quién lo preparo?", "vale. Pedro 699000111"),
    ("libreria", "quero 2 guias do camiño pro martes ás 10", "podedes facerme factura?",
     "Iso lévao unha persoa de Libraría Andel: apúntollo xunto ao teu pedido e responderache aquí. "
     "¿A nome de quen o preparo?", "Pedro 699000111"),
    ("taller", "quiero 2 camaras 700x28 para el martes a las 10", "necesitaré factura a nombre de la empresa",
     "Eso lo lleva una persona de Bicis Ferradura: se lo apunto junto a tu pedido y te responderá aquí. "
     "¿A nombre de quién lo preparo?", "Brais 611222333"),
])
def test_an_invoice_asked_mid_order_goes_with_the_order(slug, first, asked, reply, contact):
    c = chat(slug)
    c.say(first)
    t = c.say(asked)
    assert t.text == reply
    c.say_all(contact, "no")
    sent, request = _send(c)
    assert request["kind"] == "order" and request["status"] == "pending"
    assert request["data"]["questions"] == [asked] and request["data"]["name"] in ("Pedro", "Brais")


@pytest.mark.parametrize("slug, said", [("", "necesito una factura de una compra"),
                                        ("libreria", "necesito una factura de una compra"),
                                        ("taller", "necesito la factura de la reparación del otro día")])
def test_an_invoice_alone_is_still_a_person_s(slug, said):
    t = chat(slug).say(said)
    assert t.request["kind"] == "handoff" and t.request["data"]["topic"] == "facturas"


# ---- the words for a card are no name ---------------------------------------------------------------

@pytest.mark.parametrize("slug, first, wording, asked", [
    ("floristeria", "dous ramos de rosas pro venres ás 6 da tarde, un con tarxeta", "na tarxeta: Parabéns, Lucía",
     "¿A nome de quen o preparo?"),
    ("floristeria", "dous ramos de rosas pro venres ás 6 da tarde, un con tarxeta",
     "na tarxeta: Moitas felicidades, Uxía", "¿A nome de quen o preparo?"),
    ("floristeria", "dous ramos de rosas pro venres ás 6 da tarde, un con tarxeta", "na tarxeta: Noraboa Sabela!",
     "¿A nome de quen o preparo?"),
    ("floristeria", "dous ramos de rosas pro venres ás 6 da tarde, un con tarxeta", "na tarxeta pon: Parabens Lucia",
     "¿A nome de quen o preparo?"),
    ("", "unha tarta de santiago de 12 pro venres ás 11", "na tarta: Parabéns, Xan", "¿A nome de quen o preparo?"),
    ("floristeria", "dos ramos de rosas para el viernes a las 6 de la tarde, uno con tarjeta",
     "en la tarjeta: Felicidades, Lucía", "¿A nombre de quién lo preparo?"),
])
def test_the_words_for_a_card_are_noted_and_the_name_asked_again(slug, first, wording, asked):
    c = chat(slug)
    c.say(first)
    t = c.say(wording)
    assert t.text == f"Apunto como indicación: «{wording}». {asked}"
    assert not c.order.get("name")
    c.say("633221100")
    t = c.say("Carme")
    assert "Enviar pedido" in t.chip_labels
    _, request = _send(c)
    assert request["data"]["name"] == "Carme" and request["data"]["note"] == wording


# ---- «pois esa entón» after a size was priced: that size, no name ----------------------------------

@pytest.mark.parametrize("first, asked, then, reply", [
    ("unha tarta de queixo de 8 pro martes ás 10", "canto custa a de 20?", "pois esa entón",
     "Apunto: 1 × Tarta de queso (20 racións). Total 40,00 €. ¿A nome de quen o preparo?"),
    ("unha tarta de queixo de 8 pro martes ás 10", "canto custa a de 20?", "pois esa enton",
     "Apunto: 1 × Tarta de queso (20 racións). Total 40,00 €. ¿A nome de quen o preparo?"),
    ("unha tarta de queixo de 8 pro martes ás 10", "e a de 20 canto é?", "vale, esa entón",
     "Apunto: 1 × Tarta de queso (20 racións). Total 40,00 €. ¿A nome de quen o preparo?"),
    ("unha tarta de queixo de 8 pro martes ás 10", "canto custa a de 20?", "entón esa",
     "Apunto: 1 × Tarta de queso (20 racións). Total 40,00 €. ¿A nome de quen o preparo?"),
    ("una tarta de queso de 8 para el martes a las 10", "cuanto cuesta la de 20?", "pos esa",
     "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €. ¿A nombre de quién lo preparo?"),
    ("una tarta de queso de 8 para el martes a las 10", "cuanto cuesta la de 20?", "pues esa entonces",
     "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €. ¿A nombre de quién lo preparo?"),
])
def test_that_one_after_a_size_priced_takes_that_size(first, asked, then, reply):
    c = chat()
    c.say_all(first, asked)
    t = c.say(then)
    assert t.text == reply
    assert [line["options"] for line in c.order["lines"]] == [{"raciones": "20"}] and not c.order.get("name")


def test_that_one_with_no_size_priced_is_no_name():
    c = chat()
    c.say("unha tarta de queixo de 8 pro martes ás 10")
    t = c.say("pois esa entón")
    assert "¿A nome de quen o preparo?" in t.text and not c.order.get("name")
    assert [line["options"] for line in c.order["lines"]] == [{"raciones": "8"}]


# ---- a surname added to the name held --------------------------------------------------------------

@pytest.mark.parametrize("said, name, reply", [
    ("mi apellido es Souto", "Antía Souto", "Corregido: a nombre de Antía Souto."),
    ("ponle el apellido: Souto", "Antía Souto", "Corregido: a nombre de Antía Souto."),
    ("e ponlle o apelido, Antía Souto", "Antía Souto", "Corrixido: a nome de Antía Souto."),
    ("o meu apelido é Souto Rey", "Antía Souto Rey", "Corrixido: a nome de Antía Souto Rey."),
    ("apellidos: Souto Rey", "Antía Souto Rey", "Corregido: a nombre de Antía Souto Rey."),
    ("el nombre completo es Antía Souto", "Antía Souto", "Corregido: a nombre de Antía Souto."),
    ("o nome completo é Antía Souto", "Antía Souto", "Corrixido: a nome de Antía Souto."),
])
def test_a_surname_at_the_summary_completes_the_name(said, name, reply):
    c = chat()
    c.say_all("una bica para el jueves a las 11", "Antía", "699888777", "no")
    t = c.say(said)
    assert t.text.startswith(reply) and "Enviar pedido" in t.chip_labels
    assert c.order["name"] == name and not c.order.get("note")
    _, request = _send(c)
    assert request["data"]["name"] == name


def test_a_surname_with_the_phone_completes_the_name():
    c = chat()
    c.say_all("una bica para el jueves a las 11", "Antía")
    t = c.say("mi apellido es Souto, 699888777")
    assert t.text.startswith("Corregido: a nombre de Antía Souto.")
    assert c.order["name"] == "Antía Souto" and c.order["phone"] == "+34699888777"


@pytest.mark.parametrize("said", ["sin apellido", "¿hace falta el apellido?", "el apellido no hace falta, no?"])
def test_the_surname_talked_about_changes_no_name(said):
    c = chat()
    c.say_all("una bica para el jueves a las 11", "Antía", "699888777", "no")
    c.say(said)
    assert c.order["name"] == "Antía"
