"""«¿A qué hora paso a recoger mi tarta?» started a new order («¿Qué tarta quieres?»): the
customer's own product, to be picked up, was read as another one wanted. After the order was sent
it is answered from what was sent; before, with nothing sent here, a person answers it. «que la
recoja mi hija» is someone else picking up, and the order goes on."""
from __future__ import annotations

import pytest

from tests.conversation import chat

SEND = ["Quiero una tarta de queso para 12 personas para el martes a las 11", "Laura", "655444333", "no"]
SEND_GL = ["Quero unha bica para o martes ás 11", "Uxía", "655444333", "non"]


def _sent(steps, button):
    c = chat()
    for text in steps:
        c.say(text)
    c.press(button)
    return c


@pytest.mark.parametrize("asked", ["a que hora paso a recoger mi tarta?", "¿cuándo puedo recoger mi tarta?",
                                   "a q hora puedo pasar a recojer mi tarta"])
def test_after_sending_it_is_what_was_sent(asked):
    t = _sent(SEND, "Enviar pedido").say(asked)
    assert t.texts[0].startswith("Tu pedido enviado: 1 × Tarta de queso (12 raciones), total 30,00 €, "
                                 "para recoger el martes 3 de noviembre a las 11:00.")
    assert not t.cards("order")          # no new order


def test_after_sending_it_is_what_was_sent_in_galician():
    t = _sent(SEND_GL, "Enviar pedido").say("cando podo recoller a miña bica?")
    assert t.texts[0].startswith("O teu pedido enviado: 1 × Bica gallega (total 9,00 €), para recoller "
                                 "o martes 3 de novembro ás 11:00.")


@pytest.mark.parametrize("asked", ["a que hora puedo pasar a recoger mi tarta?", "cando podo recoller a miña tarta?",
                                   "puedo pasar a buscar mis croissants a las 5?"])
def test_with_nothing_sent_no_new_order_is_started(asked):
    t = chat().say(asked)
    assert not t.cards("order") and "¿Qué tarta quieres?" not in t.text and "¿Que tarta queres?" not in t.text
    assert t.request is None or t.request["kind"] == "question"


@pytest.mark.parametrize("said", ["quiero una tarta de queso para el sabado, la recoge mi marido",
                                  "quiero una tarta de queso para que la recoja mi hija el sabado"])
def test_someone_else_picking_up_is_no_earlier_order(said):
    t = chat().say(said)
    assert t.texts[0] == "Apunto: 1 × Tarta de queso. Total 22,00 €." and t.request["kind"] == "order"
