"""«¿cuál es el primer día que puedo?» mid-order was handed to a person, and «¿para cuándo la podéis
tener?» asked the day again without saying it, though the day question's buttons show it."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("question, said", [
    ("cual es el primer dia que puedo?", "Lo más pronto es el martes 3 de noviembre."),
    ("para cuando la podeis tener?", "Lo más pronto es el martes 3 de noviembre."),
    ("cal é o primeiro día que podo?", "O máis cedo é o martes 3 de novembro."),
])
def test_the_first_day_is_said(question, said):
    c = chat()
    c.say("quiero una tarta de queso" if "cal" not in question else "quero unha torta de queixo")
    c.say("de 12")
    t = c.say(question)
    assert said in t.texts[0] and t.request["kind"] == "order"
    assert c.order["ymd"] is None
