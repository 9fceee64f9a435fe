"""«Mejor cancélalo» after sending was answered «para cambiarlo, llama…»: calling off a request
made before is said as calling it off, in both languages, whether seen here or made elsewhere."""
import pytest

from tests.conversation import chat, sent

ORDER = ["quiero 2 palmeras para el sábado 7 a las 11", "Ana", "655444333"]


@pytest.mark.parametrize("text, said", [
    ("mejor cancélalo", "Para anularlo, llama al 981 000 404."),
    ("mejor anulalo, ya no lo necesito", "Para anularlo, llama al 981 000 404."),
    ("mejor cancelo el pedido del sabado", "Para anularlo, llama al 981 000 404."),
    ("mellor anúlao, xa non o preciso", "Para anulalo, chama ao 981 000 404."),
    ("mejor cambia la hora a las 12", "Para cambiarlo, llama al 981 000 404."),
    ("me equivoqué, eran 3 palmeras", "Para cambiarlo, llama al 981 000 404."),
])
def test_what_was_sent_is_called_off_or_changed_by_phone(text, said):
    c = sent(chat(), ORDER)
    t = c.say(text)
    assert said in t.text, t.text
    assert t.request is None      # nothing new written, nothing undone here


@pytest.mark.parametrize("text, said", [
    ("mejor cancela mi pedido del viernes", "para anularlo."),
    ("mellor cancela a miña reserva do venres", "para anulalo."),
])
def test_a_request_made_elsewhere_is_called_off_by_phone(text, said):
    t = chat().say(text)
    assert t.text.endswith(said) and "981 000 404" in t.text
