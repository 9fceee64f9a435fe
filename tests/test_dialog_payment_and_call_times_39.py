"""«págase agora?» moved the pickup to the first free time («agora»), and a business whose texts
say nothing of paying handed «¿cómo se paga?» to a person though its data says «se paga al recoger».
«612…, mellor chamar despois das 4», «a partir de las 3 estoy libre» at the phone question erased
the pickup time and asked it again: when to call is a note, not when to collect."""
import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("first, question, said", [
    ("quero 4 croissants pra mañá ás 10", "págase agora?", "Págase ao recoller a encarga, non por adiantado."),
    ("quiero 4 croissants para mañana a las 10", "se paga ahora?", "Se paga al recoger el encargo, no por adelantado."),
    ("quiero 4 croissants para mañana a las 10", "hay que pagar por adelantado?",
     "Se paga al recoger el encargo, no por adelantado."),
])
def test_paying_asked_keeps_the_time(tmp_path, first, question, said):
    c = chat_with_knowledge("", tmp_path)
    c.say(first)
    t = c.say(question)
    assert t.texts[0].startswith(said)
    assert c.order["min"] == 10 * 60 and "Cambio" not in t.text


@pytest.mark.parametrize("first, question, said", [
    ("quero un poto pro luns", "como se paga?", "Págase ao recoller."),
    ("quiero un poto para el lunes", "¿hay que pagar por adelantado?", "Se paga al recoger."),
    ("quiero un poto para el lunes", "cuando se paga?", "Se paga al recoger."),
])
def test_paying_from_the_data_when_the_texts_say_nothing(tmp_path, first, question, said):
    c = chat_with_knowledge("floristeria", tmp_path)
    c.say(first)
    t = c.say(question)
    assert t.texts[0] == said and "persona" not in t.text and "persoa" not in t.text
    assert c.order["lines"][0]["item_id"] == "poto"


@pytest.mark.parametrize("question", ["¿aceptáis bizum?", "¿la tarjeta se paga aparte?"])
def test_the_ways_to_pay_are_not_the_payment_rule(question):
    t = chat("floristeria").say(question)
    assert not t.text.startswith("Se paga al recoger")


@pytest.mark.parametrize("slug, first, said, note", [
    ("floristeria", "quero un ramo de rosas pro luns ás 11", "612345678, mellor chamar despois das 4",
     "mellor chamar despois das 4"),
    ("floristeria", "quiero un ramo de rosas para el lunes a las 11", "612345678, a partir de las 3 estoy libre",
     "a partir de las 3 estoy libre"),
    ("", "quiero 4 croissants para el martes a las 11", "llámame antes de las 11 al 612345678",
     "llámame antes de las 11"),
])
def test_when_to_call_is_a_note_not_the_pickup(slug, first, said, note):
    c = chat(slug)
    c.say(first)
    c.say("Ana")
    t = c.say(said)
    assert c.order["min"] == 11 * 60 and c.order["phone"] == "+34612345678"
    assert c.order["note"] == note
    assert "¿A qué hora" not in t.text and "¿A que hora" not in t.text
