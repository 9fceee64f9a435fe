"""«non entendo nada» wrote down a rye bread («entendo» is two letters from «centeno»), and «no te
entiendo» was answered «Perfecto. Si necesitas algo más, aquí estoy.». A customer who is lost now
gets an apology and what the assistant can do, in the business's own words, with its chips; verbs
of understanding and thinking are never a misspelt product («lo he pensado» is no «peinado»)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

BAKERY = "Perdona, me explico mejor: puedo contarte la carta y los horarios, o dejarte un pedido preparado."
BAKERY_GL = "Perdoa, explícome mellor: podo contarche a carta e os horarios, ou deixarche un pedido preparado."


@pytest.mark.parametrize("said, answer", [
    ("no entiendo nada", BAKERY),
    ("No te entiendo", BAKERY),
    ("es que no me aclaro", BAKERY),
    ("uf, no me entero de nada", BAKERY),
    ("no entiendo", BAKERY),
    ("non entendo nada", BAKERY_GL),
    ("non te entendo", BAKERY_GL),
])
def test_a_lost_customer_is_told_what_can_be_done(said, answer):
    t = chat().say(said)
    assert t.texts == [answer]
    assert t.chip_labels[0] in ("Ver la carta", "Ver a carta") and t.request is None


def test_at_a_salon_it_is_the_salons_words():
    t = chat("peluqueria").say("no entiendo nada")
    assert t.texts == ["Perdona, me explico mejor: puedo contarte los servicios y los horarios, o pedirte una cita."]


@pytest.mark.parametrize("slug, said", [("", "non entendo nada"), ("", "non entendo"),
                                        ("peluqueria", "lo he pensado mejor")])
def test_understanding_and_thinking_are_no_product(slug, said):
    t = chat(slug).say(said)
    assert not t.cards("order") and (t.request is None or t.request["kind"] == "question")


def test_mid_order_the_question_is_asked_again():
    c = chat()
    c.say("dos palmeras")
    t = c.say("no entiendo")
    assert t.texts[-1].endswith("¿A qué hora lo recoges? Lo más pronto que puedo tenerlo listo es a las 13:00.")
    assert t.request["status"] == "collecting"
