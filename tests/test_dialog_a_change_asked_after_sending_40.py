"""After «Enviar», «¿puede ser a las 14:30?» and «¿y si solo quiero los croissants?» were handed to
a person as a question, or started a new order of one croissant. A change asked as a question is a
change of what was sent: the customer is told a person has it and how to reach them."""
import pytest

from tests.conversation import sent_after



TABLE = ("restaurante", ("mesa para 2 el jueves a las 14", "Ana", "612345678", "no"), "Enviar")
ORDER = ("", ("3 croissants y 2 palmeras para el martes a las 10", "Ana", "612345678", "no"), "Enviar")


@pytest.mark.parametrize("sent, asked, said", [
    (TABLE, "¿puede ser a las 14:30?", "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 612."),
    (TABLE, "podria ser a las 15?", "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 612."),
    (TABLE, "pode ser ás 14:30?", "O que enviaches xa está en mans do local. Para cambialo, chama ao 981 000 612."),
    (TABLE, "¿y si vamos a las 15?", "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 612."),
    (TABLE, "¿y si somos 3?", "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 612."),
    (ORDER, "¿y si solo quiero los croissants?",
     "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 404."),
    (ORDER, "e se so quero os croissants?", "O que enviaches xa está en mans do local. Para cambialo, chama ao 981 000 404."),
    (ORDER, "¿se puede cambiar a las 11?", "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 404."),
])
def test_a_change_asked_after_sending(sent, asked, said):
    c = sent_after(*sent)
    requests, held = len(c.requests), (c.state.get("order") or {}).get("lines")
    t = c.say(asked)
    assert t.texts[0] == said
    assert len(c.requests) == requests
    assert (c.state.get("order") or {}).get("lines") == held      # no new order started, nothing changed


def test_a_question_that_changes_nothing_is_still_a_question():
    c = sent_after(*TABLE)
    t = c.say("¿puede ser que llueva?")
    assert "ya está en manos del local" not in t.text
