"""Stop 57, second review of the wishes said apart from the thing ordered: they were read too widely.
«quiero un ramo de rosas para el sábado a las 11 con mi hija» kept «con mi hija» as the order's note
(«Apunto como indicación: «con mi hija».») and skipped the note question; so did «con mi marido»,
«con mi coche nuevo» (who or what comes along, the writer's own) and «con mucho cariño» (a courtesy).
«…, de color me da igual» kept «de color me da»: no colour was said at all.

Now «con» + a possessive («mi/mis/meu/miña/o meu…»), «con mucho/todo…» and a colour, size or measure
whose value is «me da igual», «el que sea», a pronoun or a negation are no note: the note question is
asked as before («¿Quieres el texto de la tarjeta o alguna indicación?»). Still notes: «con la foto de
mi perro», «con mi foto», «co meu nome», «con un dibujo de…», «color rojo», «medida 700x35», «mi rueda
es de 28 pulgadas»."""
from __future__ import annotations

import pytest

from tests.conversation import chat

CONTACT = ("Ana López", "600123123")


def _kept(slug: str, said: str) -> str:
    """The texts after the contact is given: where a note kept is said back, or the note asked."""
    c = chat(slug)
    c.say(said)
    return c.say_all(*CONTACT).text


def _asks_the_note(text: str) -> bool:
    return "alguna indicación" in text or "algunha indicación" in text


@pytest.mark.parametrize("slug, said", [
    ("floristeria", "quiero un ramo de rosas para el sábado a las 11 con mi hija"),
    ("floristeria", "quiero un ramo de rosas para el sabado a las 11 con mi marido"),
    ("floristeria", "quero un ramo de rosas para o sábado ás 11 coa miña filla"),
    ("floristeria", "quero un ramo de rosas pra o sabado as 11 co meu home"),
    ("floristeria", "quiero un ramo de rosas para el sábado a las 11, con mis padres"),
    ("floristeria", "quiero un ramo de rosas para el sabado a las 11 con mi coche nuevo"),
    ("floristeria", "quiero un ramo de rosas para el sábado a las 11 con mucho cariño"),
    ("floristeria", "quero un ramo de rosas para o sábado ás 11 con moito cariño"),
    ("floristeria", "quiero un ramo de rosas para el sábado a las 11 con todo el cariño del mundo"),
    ("", "una tarta de queso de 8 raciones para el martes a las 11, con mucho cariño"),
    ("", "unha tarta de queixo de 8 racions para o martes ás 11, con moito agarimo"),
    ("", "una tarta de queso de 8 raciones para el martes a las 11 con mi suegra"),
])
def test_who_comes_along_or_a_courtesy_is_no_note(slug, said):
    text = _kept(slug, said)
    assert "Apunto como indicación" not in text
    assert _asks_the_note(text)


@pytest.mark.parametrize("slug, said", [
    ("floristeria", "quiero un ramo de rosas para el sábado a las 11, de color me da igual"),
    ("floristeria", "quiero un ramo de rosas para el sabado a las 11, el color me es igual"),
    ("floristeria", "quero un ramo de rosas para o sábado ás 11, de cor tanto me ten"),
    ("floristeria", "quero un ramo de rosas para o sabado as 11, a cor o que sexa"),
    ("floristeria", "quiero un ramo de rosas para el sábado a las 11, de color lo que sea"),
    ("floristeria", "quiero un ramo de rosas para el sábado a las 11, de color no se"),
    ("floristeria", "quiero un ramo de rosas para el sábado a las 11, color cualquiera"),
    ("taller", "una cubierta urbana para el lunes a las 11, medida me da igual"),
])
def test_a_cue_without_a_value_is_no_note(slug, said):
    text = _kept(slug, said)
    assert "Apunto como indicación" not in text
    assert _asks_the_note(text)


@pytest.mark.parametrize("slug, said, note", [
    ("", "una tarta personalizada de 20 para el viernes a las 11 con la foto de mi perro",
     "con la foto de mi perro"),
    ("", "unha tarta personalizada de 20 para o venres ás 11 coa foto do meu can", "coa foto do meu can"),
    ("", "una tarta personalizada de 20 para el viernes a las 11 con un dibujo de mi hija",
     "con un dibujo de mi hija"),
    ("", "una tarta personalizada de 20 para el viernes a las 11 con mi foto", "con mi foto"),
    ("", "unha tarta personalizada de 20 para o venres ás 11 co meu nome", "co meu nome"),
    ("floristeria", "quiero un ramo de rosas para el sábado a las 11, de color rojo", "de color rojo"),
    ("floristeria", "quero un ramo de rosas para o sábado ás 11, de cor branca", "de cor branca"),
    ("taller", "una camara para el lunes a las 11, mi rueda es de 28 pulgadas", "mi rueda es de 28 pulgadas"),
    ("taller", "unha camara para o luns ás 11, a mina roda e de 28 polgadas", "a mina roda e de 28 polgadas"),
    ("taller", "una camara para el lunes a las 11, mi rueda es de 700 mm", "mi rueda es de 700 mm"),
    ("taller", "una cubierta urbana para el lunes a las 11, medida 700x35", "medida 700x35"),
])
def test_real_wishes_stay_notes(slug, said, note):
    assert f"Apunto como indicación: «{note}»." in _kept(slug, said)


def test_the_order_itself_is_kept_beside_the_company():
    c = chat("floristeria")
    c.say("quiero un ramo de rosas para el sábado a las 11 con mi hija")
    c.say_all(*CONTACT)
    assert [(ln["item_id"], ln["qty"]) for ln in c.order["lines"]] == [("ramo-rosas", 1)]
    assert not c.order.get("note")
