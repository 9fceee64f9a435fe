"""«envíalo» while the day or the time is still to say: what is missing is said and asked, not
«Para seguir necesito que me digas una de estas opciones»."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, asked", [
    ("peluqueria", "corte de hombre con Iago el miercoles", "¿A qué hora te va bien el miércoles 4 de noviembre?"),
    ("", "quiero 6 croissants para el martes", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("restaurante", "mesa para 2", "¿Qué día te va bien?"),
])
def test_send_before_the_time_says_what_is_missing(slug, first, asked):
    c = chat(slug)
    c.say(first)
    t = c.say("envíalo")
    assert t.text.startswith("Aún no puedo enviarlo: me falta un dato.") and asked in t.text
    assert t.request["status"] == "collecting"


def test_in_galician():
    c = chat()
    c.say("quero 6 croissants para o martes")
    assert c.say("mándao").text.startswith("Aínda non podo envialo: fáltame un dato.")


def test_send_at_the_summary_still_sends():
    c = chat()
    for said in ("quiero 6 croissants para el martes", "a las 10", "Ana", "600123123", "no"):
        c.say(said)
    assert c.say("envialo").request["status"] == "pending"
