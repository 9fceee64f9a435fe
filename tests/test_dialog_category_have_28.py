"""Stop 28: «¿qué cajas de regalo tenéis?», «¿tenéis libros infantiles?»: a have-question naming a
category (by name or alias, with other words around it) lists that category's card, not a person."""
import pytest

from tests.conversation import chat, chat_with_knowledge


def _titles(t) -> list[str]:
    return [c["title"] for c in t.cards("menu")]


@pytest.mark.parametrize("msg, title", [
    ("¿qué cajas de regalo tenéis?", "Regalos"),
    ("¿Tenéis cajas de regalo?", "Regalos"),
    ("que cajas de regalo teneis", "Regalos"),
    ("¿qué cosas para regalar hay?", "Regalos"),
    ("¿vendéis algo para regalar?", "Regalos"),
    ("que caixas de agasallo tedes?", "Agasallos"),
    ("tedes algo para agasallar?", "Agasallos"),
])
def test_bakery_gift_category(msg, title):
    t = chat().say(msg)
    assert _titles(t) == [title]
    assert "Caja de 6 macarons" in str(t.cards("menu")) and "12,00" in str(t.cards("menu"))
    assert t.request is None


@pytest.mark.parametrize("msg, title", [
    ("¿tenéis libros infantiles?", "Infantil"),
    ("¿qué libros infantiles tenéis?", "Infantil"),
    ("teneis libros de infantil", "Infantil"),
    ("¿qué libros infantiles hay?", "Infantil"),
    ("teneis libros para niños", "Infantil"),
    ("tedes libros infantís?", "Infantil"),
    ("que libros para nenos tedes", "Infantil"),
    ("¿vendéis novelas?", "Novela"),
])
def test_bookshop_one_category(msg, title):
    t = chat("libreria").say(msg)
    assert _titles(t) == [title]
    assert t.request is None


@pytest.mark.parametrize("msg", ["¿qué libros tenéis?", "que libros tedes?"])
def test_bookshop_shared_alias_lists_every_category(msg):
    t = chat("libreria").say(msg)
    assert {"Novela", "Infantil"} <= set(_titles(t))


@pytest.mark.parametrize("msg", ["quiero una caja de 6 macarons", "ponme una caja de polvorones"])
def test_lookalike_order_still_orders(msg):
    c = chat()
    c.say(msg)
    assert c.state["order"]["lines"]


def test_lookalike_unanswerable_still_to_a_person():
    t = chat().say("¿tenéis regalos de empresa con logo personalizado para 200 personas?")
    assert not _titles(t) or t.request


@pytest.mark.parametrize("msg, answer", [
    ("¿vendéis libros de texto?", "No vendemos libros de texto escolares."),
    ("vendeis libros de texto", "No vendemos libros de texto escolares."),
    ("e vendedes libros de texto?", "No vendemos libros de texto escolares."),
    ("¿tenéis libros de texto?", "No vendemos libros de texto escolares."),
    ("¿hacéis firmas de libros?", "firmas de libros algunos jueves"),
    ("hay firmas de libros?", "firmas de libros algunos jueves"),
])
def test_a_category_word_with_more_asked_goes_to_the_knowledge(tmp_path, msg, answer):
    """«libros» names every category, «texto» or «firmas» none: the knowledge answers, not the card."""
    t = chat_with_knowledge("libreria", tmp_path).say(msg)
    assert answer in t.text
    assert not _titles(t)


@pytest.mark.parametrize("msg", ["¿tenéis libros de segunda mano?", "tedes libros en inglés?"])
def test_a_category_word_with_an_unknown_qualifier_is_not_the_whole_card(msg):
    t = chat("libreria").say(msg)
    assert not _titles(t)
