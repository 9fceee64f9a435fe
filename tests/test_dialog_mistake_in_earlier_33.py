"""Stop 33: «me he equivocado de día en el pedido que mandé» started a new order («¿Qué te
preparo?»): a mistake in an earlier request is a change of it, for a person (the phone, as any
change of what was sent elsewhere). Mid-order, «me equivoqué (con mi pedido), eran 3» still mends
the count."""
from __future__ import annotations

import pytest

from tests.conversation import chat

UNSEEN_ES = "En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al 981 000 404"
UNSEEN_GL = "Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, chama ao 981 000 404"


@pytest.mark.parametrize("said, answer", [
    ("me he equivocado de día en el pedido que mandé", UNSEEN_ES),
    ("me equivoque con mi pedido", UNSEEN_ES),
    ("me confundí de hora en mi reserva", UNSEEN_ES),
    ("trabuqueime no encargo que fixen", UNSEEN_GL),
    ("equivoqueime de día na encomenda que fixen onte", UNSEEN_GL),
])
def test_a_mistake_in_an_earlier_request_is_a_change_of_it(said, answer):
    t = chat().say(said)
    assert t.text.startswith(answer) and t.request is None


@pytest.mark.parametrize("said", ["me equivoqué, eran 3", "me equivoque con mi pedido, eran 3"])
def test_mid_order_it_mends_the_count(said):
    c = chat()
    c.say("2 croissants")
    assert c.say(said).text.startswith("Apunto: 3 × Croissant de mantequilla.")
