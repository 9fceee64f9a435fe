"""With an order held for Saturday, a message naming only things the business does not sell for another
day («6 croissants para el martes» at the florist) was answered «No tengo «croissants» en el catálogo.»
and then «Un pedido es para un día: apunto el del sábado… Lo del martes… va en otro pedido» (nothing
was left for another order), or the order was moved to Tuesday in silence («Cambio la recogida al
martes…»). Now only what is not sold is said and the order's own question asked again, its day kept.
Something sold beside it, the order's day only assumed, or a change of day asked: as before."""
import pytest

from tests.conversation import chat

ROSES_SAT = {"es": "quiero un ramo de rosas para el sabado a las 11", "gl": "quero un ramo de rosas pro sábado ás 11"}
ROSES_SAT_NO_TIME = {"es": "quiero un ramo de rosas para el sábado", "gl": "quero un ramo de rosas pro sábado"}
NAME_ASKED = {"es": "¿A nombre de quién lo preparo?", "gl": "¿A nome de quen o preparo?"}
TIME_ASKED = {"es": "¿A qué hora lo recoges el sábado 7 de noviembre?",
              "gl": "¿A que hora o recolles o sábado 7 de novembro?"}
NOT_SOLD = {"es": "No tengo «{}» en el catálogo.", "gl": "Non teño «{}» no catálogo."}
NOTICE = ("Un pedido es para un día", "Un pedido é para un día", "Cambio la recogida", "Cambio a recollida")


def _held_still(c, ymd="2026-11-07"):
    assert c.order["ymd"] == ymd
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("ramo-rosas", 1)]


@pytest.mark.parametrize("lang, said, word", [
    ("es", "6 croissants para el martes", "croissants"),
    ("es", "una camara y otra para el martes", "camara"),
    ("es", "quiero dos cuadernos para el lunes", "cuadernos"),
    ("es", "y un centro de mesa para el martes", "centro"),
    ("es", "quiero 2 cruasanes pal martes", "cruasanes"),          # typo, no accents
    ("es", "6 croissants para el miercoles a las 10", "croissants"),
    ("es", "ponme 6 croissants para el martes", "croissants"),
    ("gl", "6 croissants pro martes", "croissants"),
    ("gl", "quero dous cadernos pro luns", "cadernos"),
    ("gl", "unha cámara e outra pro martes", "cámara"),
])
def test_only_things_not_sold_for_another_day_keep_the_order(lang, said, word):
    c = chat("floristeria")
    c.say(ROSES_SAT[lang])
    t = c.say(said)
    assert t.texts == [NOT_SOLD[lang].format(word), NAME_ASKED[lang]]
    _held_still(c)


@pytest.mark.parametrize("lang, said, word", [
    ("es", "quiero dos cuadernos para el lunes", "cuadernos"),
    ("gl", "quero dous cadernos pro luns", "cadernos"),
])
def test_the_time_question_is_asked_again_for_the_day_held(lang, said, word):
    c = chat("floristeria")
    c.say(ROSES_SAT_NO_TIME[lang])
    t = c.say(said)
    assert t.texts == [NOT_SOLD[lang].format(word), TIME_ASKED[lang]]
    _held_still(c)


@pytest.mark.parametrize("steps, word, asked", [
    (["quiero 2 palmeras para el sábado a las 11"], "pizzas", "¿A nombre de quién lo preparo?"),
    (["quiero 2 palmeras para el sábado a las 11", "Ana"], "pizzas", "¿Y un teléfono de contacto?"),
])
def test_in_the_bakery_too(steps, word, asked):
    c = chat("")
    for step in steps:
        c.say(step)
    t = c.say("y 3 pizzas para el martes")
    assert t.texts[0] == f"No tengo «{word}» en la carta." and t.texts[1].startswith(asked)
    assert not any(n in t.text for n in NOTICE)
    assert c.order["ymd"] == "2026-11-07"


# ---- near-misses: read as before

def test_something_sold_beside_still_says_the_other_day_is_another_order():
    c = chat("floristeria")
    c.say(ROSES_SAT["es"])
    t = c.say("6 croissants y un ramo de temporada para el martes")
    assert "No tengo «croissants» en el catálogo." in t.text and "Un pedido es para un día" in t.text
    _held_still(c)


def test_a_day_only_assumed_is_the_day_said():
    c = chat("floristeria")
    c.say("quiero un ramo de rosas")
    t = c.say("6 croissants para el martes")
    assert t.texts == ["No tengo «croissants» en el catálogo.", "¿A qué hora lo recoges el martes 3 de noviembre?"]


def test_a_change_of_day_asked_beside_still_changes_it():
    c = chat("floristeria")
    c.say(ROSES_SAT["es"])
    t = c.say("cambialo al martes, y 6 croissants")
    assert "No tengo «croissants»" in t.text and "martes 3 de noviembre" in t.text
    assert c.order["ymd"] == "2026-11-03"
