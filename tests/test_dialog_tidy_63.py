"""Stop 63 (tidy T): code folded into the helpers it repeated (the lead time of the things, the words of
taking a thing away, asking for advice, the fillers before «pon 8 X», the offers kept in the state, the
notices of another order); the customer reads what they read before. These pin it."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after

# ---------------------------------------------------------------- a pickup asked for today (the lead time)

HELD_TUESDAY = {"es": "quiero 6 croissants para el martes", "gl": "quero 6 croissants para o martes"}


@pytest.mark.parametrize("lang, asked, said, chips", [
    ("es", "¿puedo recogerlos hoy?", "Sí, el sábado 31 de octubre se puede recoger: abrimos de 09:00 a 14:00 y de "
     "16:30 a 20:00. ¿Lo cambio al sábado 31?", ["Sí, al sábado 31", "No, el martes 3"]),
    ("es", "se puede recoger hoy?", "Sí, el sábado 31 de octubre se puede recoger", ["Sí, al sábado 31", "No, el martes 3"]),
    ("gl", "podo recollelos hoxe?", "Si, o sábado 31 de outubro pódese recoller: abrimos de 09:00 a 14:00 e de "
     "16:30 a 20:00. ¿Cámbioo ao sábado 31?", ["Si, ao sábado 31", "Non, o martes 3"]),
])
def test_today_asked_of_things_made_at_once_is_offered(lang, asked, said, chips):
    c = chat_after("", HELD_TUESDAY[lang])
    t = c.say(asked)
    assert said in t.text
    assert t.chip_labels == chips
    assert c.state["order"]["ymd"] == "2026-11-03"       # not moved until the yes


@pytest.mark.parametrize("held, asked, said", [
    ("quiero una tarta de queso para el martes", "¿se puede recoger hoy?",
     "Para el sábado 31 de octubre no llega: lo más pronto es el martes 3 de noviembre. Tu pedido sigue para el "
     "martes 3 de noviembre."),
    ("quiero una bica para el martes", "¿puedo recogerla hoy?",
     "Para el sábado 31 de octubre no llega: lo más pronto es el martes 3 de noviembre. Tu pedido sigue para el "
     "martes 3 de noviembre."),
    ("quero unha tarta de queixo para o martes", "pódese recoller hoxe?",
     "Para o sábado 31 de outubro non chega: o máis cedo é o martes 3 de novembro. O teu pedido segue para o "
     "martes 3 de novembro."),
])
def test_today_asked_of_things_ordered_ahead_says_the_first_day(held, asked, said):
    c = chat_after("", held)
    t = c.say(asked)
    assert said in t.text
    assert c.state["order"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said, notice", [
    ("quiero un croissant para hoy y otro para mañana",         # made at once: today is written down
     "Un pedido es para un día: apunto el del sábado 31 de octubre. Lo del domingo 1 de noviembre va en otro pedido"),
    ("quiero una bica para hoy y otra para mañana",             # ordered ahead: today is refused next
     "Un pedido es para un día. Lo del domingo 1 de noviembre va en otro pedido"),
])
def test_today_and_another_day_in_one_message(said, notice):
    t = chat_after("").say(said)
    assert notice in t.text
