"""«si no voy, ¿se cancela solo?», «¿cómo lo cancelo si no puedo ir?», «e se despois quero
cancelar?» threw the order being written away («Hecho, lo dejo sin enviar»). A question about how
cancelling goes is answered from the business's texts, and the request stays; «cancélalo» still
cancels."""
import pytest

from tests.conversation import chat, chat_with_knowledge

RULE_ES = "Puedes cancelar sin coste hasta 24 horas antes de la recogida"


@pytest.mark.parametrize("question", [
    "si no voy, se cancela solo?", "como lo cancelo si no puedo ir?", "puedo cancelarlo luego?",
    "¿y si luego quiero cancelar?", "hasta cuando puedo cancelar?", "se puede anular despues?",
])
def test_how_cancelling_goes_is_answered_and_the_order_stays(tmp_path, question):
    c = chat_with_knowledge("", tmp_path)
    c.say("quiero 4 croissants para mañana a las 10")
    t = c.say(question)
    assert RULE_ES in t.text and "sin enviar" not in t.text
    assert c.order["lines"] == [{"item_id": "croissant", "qty": 4, "options": {}}] and c.order["min"] == 10 * 60
    assert t.texts[-1] == "¿A nombre de quién lo preparo?"


@pytest.mark.parametrize("question", ["e se despois quero cancelar?", "podo cancelalo despois?",
                                      "como o cancelo se non podo ir?"])
def test_how_cancelling_goes_in_galician(tmp_path, question):
    c = chat_with_knowledge("", tmp_path)
    c.say("quero 4 croissants pra mañá ás 10")
    t = c.say(question)
    assert "sen enviar" not in t.text and c.order["lines"] and c.order["min"] == 10 * 60
    assert "24 horas" in t.text
    assert t.texts[-1] == "¿A nome de quen o preparo?"


@pytest.mark.parametrize("slug, first", [("restaurante", "mesa para 2 el jueves a las 21"),
                                         ("peluqueria", "corte de mujer el jueves a las 12")])
def test_a_booking_stays_when_cancelling_is_asked_about(slug, first):
    c = chat(slug)
    c.say(first)
    t = c.say("si no puedo ir, como lo cancelo?")
    assert "sin enviar" not in t.text and c.state["booking"]["ymd"] == "2026-11-05"


@pytest.mark.parametrize("said", ["cancelalo", "cancela el pedido", "anúlalo, gracias", "me lo cancelas?"])
def test_cancelling_still_cancels(said):
    c = chat()
    c.say("quiero 4 croissants para mañana a las 10")
    t = c.say(said)
    assert "sin enviar" in t.text and not c.order["lines"]
