"""Once sent: «¿y ahora qué?», «¿lo recibisteis?», «chegouvos?», «xa mo confirmades?» are the
request's status (with a person, not confirmed yet), never a question passed on; «¿puedo
cancelarlo?» is how (the phone)."""
import pytest

from tests.conversation import chat

PENDING = "Ya está enviado y aún sin confirmar: una persona de Obrador Mel lo revisa"
PENDING_GL = "Xa está enviado e aínda sen confirmar: unha persoa de Obrador Mel revísao"


def _sent():
    c = chat()
    for said in ("quiero 6 croissants para el martes", "a las 10", "Ana", "600123123", "no"):
        c.say(said)
    assert c.press("Enviar pedido").request["status"] == "pending"
    return c


@pytest.mark.parametrize("asked, said", [
    ("¿y ahora qué?", PENDING), ("¿lo recibisteis?", PENDING), ("¿os ha llegado?", PENDING),
    ("chegouvos?", PENDING_GL), ("xa mo confirmades?", PENDING_GL), ("¿lo tenéis que confirmar?", PENDING),
])
def test_the_status_once_sent(asked, said):
    t = _sent().say(asked)
    assert t.text.startswith(said)
    assert t.request is None or t.request.get("kind") != "question"


@pytest.mark.parametrize("asked", ["¿puedo cancelarlo?", "se pode anular?"])
def test_how_to_cancel_once_sent(asked):
    t = _sent().say(asked)
    assert "981 000 404" in t.text and ("anularlo" in t.text or "anulalo" in t.text)
