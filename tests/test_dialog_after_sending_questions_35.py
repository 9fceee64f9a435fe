"""After sending, «¿hay que pagar por adelantado?» and «¿hasta cuándo puedo cancelar?» are the
business's rules, answered from its knowledge; «¿puedo cancelarlo?» still says how."""
import pytest

from tests.conversation import chat_with_knowledge


def _sent(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    for m in ["quiero 3 napolitanas para el martes a las 10", "Ana", "666555444", "no"]:
        c.say(m)
    c.press("Enviar pedido")
    return c


@pytest.mark.parametrize("then, said", [
    ("hay que pagar por adelantado?", "Se paga al recoger el encargo"),
    ("se paga por adelantado?", "Se paga al recoger el encargo"),
    ("hasta cuando puedo cancelar?", "Puedes cancelar sin coste hasta 24 horas antes"),
    ("¿hasta cuándo se puede cancelar?", "hasta 24 horas antes"),
])
def test_a_rule_asked_after_sending_is_answered(tmp_path, then, said):
    t = _sent(tmp_path).say(then)
    assert said in t.text and "ya está en manos del local" not in t.text


@pytest.mark.parametrize("then", ["puedo cancelarlo?", "quiero adelantar la recogida a las 9"])
def test_cancelling_or_changing_it_still_says_how(tmp_path, then):
    assert "ya está en manos del local" in _sent(tmp_path).say(then).text
