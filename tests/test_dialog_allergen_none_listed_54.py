"""An allergen no product declares was answered with an empty list: bakery «¿qué lleva almejas?», «quiero
pulpo» read «Llevan moluscos: .». Now the catalogue's own answer: no product declares it (and where some
product does, the list is unchanged)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("msg", ["que lleva almejas?", "¿qué lleva mejillones?", "quiero pulpo",
                                 "que productos llevan calamares"])
def test_an_allergen_nothing_declares_is_said_so(msg):
    text = " ".join(chat("").say(msg).texts)
    assert "Llevan moluscos: ." not in text
    assert "Ningún producto de nuestro catálogo indica que contenga nada de eso." in text


@pytest.mark.parametrize("msg", ["que leva ameixas?", "quero polbo"])
def test_galician_too(msg):
    text = " ".join(chat("").say(msg).texts)
    assert "Levan moluscos: ." not in text
    assert "Ningún produto do noso catálogo indica que conteña nada diso." in text


def test_an_allergen_some_products_declare_still_lists_them():
    text = " ".join(chat("").say("que productos llevan almendra?").texts)
    assert text.startswith("Llevan frutos secos: Tarta de Santiago")
    assert "Caja de polvorones de almendra" in text
