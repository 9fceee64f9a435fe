"""A price asked and a favour in one message or the next: «la bica cuánto es? ¿me guardas una para
el martes?» answered about keeping cakes in the fridge, «cuanto vale la bica? me apuntas una para
el jueves» gave the price alone, «canto vale a bica? gárdasme unha pro martes?» went to a person.
And «¿hay que avisar antes?» beside an order is its lead time (it went to a person)."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("steps, said", [
    (["la bica cuánto es? ¿me guardas una para el martes?"], "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (["cuanto vale la bica? me apuntas una para el jueves"], "¿A qué hora lo recoges el jueves 5 de noviembre?"),
    (["canto vale a bica? gárdasme unha pro martes?"], "¿A que hora o recolles o martes 3 de novembro?"),
    (["cuanto vale la bica?", "¿me guardas una para el martes?"], "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (["canto custa a bica?", "apúntasme unha pro xoves?"], "¿A que hora o recolles o xoves 5 de novembro?"),
])
def test_the_one_priced_is_kept_for_the_day(tmp_path, steps, said):
    c = chat_with_knowledge("", tmp_path)
    for text in steps:
        t = c.say(text)
    assert said in t.text, t.text
    assert "nevera" not in t.text and "persona" not in t.text
    assert c.order["lines"] == [{"item_id": "bica", "qty": 1, "options": {}}]


def test_a_count_of_the_one_priced(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    c.say("cuanto vale la palmera?")
    t = c.say("me apuntas 6 para el sabado?")
    assert t.text.startswith("Apunto: 6 × Palmera de hojaldre. Total 13,20 €.")


@pytest.mark.parametrize("text, said", [
    ("necesito 30 palmeras para el sábado, ¿hay que avisar antes?",
     "Palmera de hojaldre no necesita encargo previo. Para el sábado 7 de noviembre llega a tiempo."),
    ("quiero 2 bicas para el martes. tengo que avisar con antelacion?",
     "Bica gallega se encarga con 24 horas de antelación. Para el martes 3 de noviembre llega a tiempo."),
    ("quero 2 bicas pro martes, hai que avisar antes?",
     "Bica gallega encárgase con 24 horas de antelación. Para o martes 3 de novembro chega a tempo."),
])
def test_asking_whether_to_tell_ahead_beside_an_order(tmp_path, text, said):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(text)
    assert t.text.startswith(said), t.text
    assert "Apunto:" in t.text and "persona" not in t.text and "respondan" not in t.text


@pytest.mark.parametrize("text, said", [
    ("¿hay que avisar antes para la tarta de queso?", "Tarta de queso se encarga con 48 horas de antelación."),
    ("para as empanadas hai que avisar con tempo?", "Empanada de zorza encárgase con 24 horas de antelación."),
])
def test_asking_whether_to_tell_ahead(tmp_path, text, said):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(text)
    assert t.text.startswith(said) and not c.order["lines"]
