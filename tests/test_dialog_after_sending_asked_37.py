"""After sending, «oye, qué día era? no me acuerdo» was answered «Para cambiarlo, llama…»; «y al
final cuánto es?», «cuánto era todo al final?» showed the menu; «canto pago ao final?» went to a
person. Each is the sent order's recap with its day and total."""
import pytest

from tests.conversation import chat, sent

ORDER = ["2 croissants y 3 palmeras para el martes a las 10", "Ana", "600111222"]


@pytest.mark.parametrize("text, said", [
    ("oye, qué día era? no me acuerdo", "Tu pedido enviado:"),
    ("ai, e que día era? non me lembro", "O teu pedido enviado:"),
    ("y al final cuanto es?", "Tu pedido enviado:"),
    ("cuanto era todo al final?", "Tu pedido enviado:"),
    ("canto pago ao final?", "O teu pedido enviado:"),
])
def test_the_sent_order_is_recalled(text, said):
    t = sent(chat(), ORDER).say(text)
    assert t.text.startswith(said), t.text
    assert "10,20 €" in t.text and "martes 3 de" in t.text


def test_a_change_is_still_by_phone():
    t = sent(chat(), ORDER).say("oye, mejor el miércoles")
    assert "llama al 981 000 404" in t.text
