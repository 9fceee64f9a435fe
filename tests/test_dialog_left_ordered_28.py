"""«Déjame encargada una X» orders X now; «tengo / dejé una X encargada» is one ordered before."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("msg, said, asked", [
    ("déjame encargada una bica para el martes", "1 × Bica gallega. Total 9,00 €", "martes 3 de noviembre"),
    ("dejame encargada una bica para el martes", "1 × Bica gallega. Total 9,00 €", "martes 3 de noviembre"),
    ("déjame encargadas 2 empanadas", "2 × Empanada de zorza. Total 32,00 €", "¿Qué día lo recoges?"),
    ("quiero dejar encargada una bica para el martes", "1 × Bica gallega", "martes 3 de noviembre"),
    ("quería dejar encargado un bica para el martes", "1 × Bica gallega", "martes 3 de noviembre"),
    ("déjeme encargada una bica para el martes", "1 × Bica gallega", "martes 3 de noviembre"),
    ("me dejas encargada una bica?", "1 × Bica gallega", "¿Qué día lo recoges?"),
    ("dejo encargadas dos bicas para el martes", "2 × Bica gallega. Total 18,00 €", "martes 3 de noviembre"),
    ("déixame encargada unha bica para o martes", "1 × Bica gallega", "martes 3 de novembro"),
    ("quero deixar encargadas dúas empanadas", "2 × Empanada de zorza", "¿Que día o recolles?"),
])
def test_leaving_a_thing_ordered_orders_it(msg, said, asked):
    t = chat().say(msg)
    assert said in t.text and asked in t.text, t.text


@pytest.mark.parametrize("msg", [
    "dejé encargada una bica, ¿a qué hora la recojo?",
    "deixei encargada unha bica, a que hora a recollo?",
    "dejamos encargada una bica, se puede cambiar?",
    "tengo una bica encargada, ¿abrís el lunes?",
])
def test_one_left_ordered_before_orders_nothing(msg):
    t = chat().say(msg)
    assert "Apunto" not in t.text, t.text
    assert t.request is None or t.request["kind"] != "order", t.request
