"""A request said with the trade's generic word for the group's things: «un arreglo de flores», «un arreglo
floral», «unha composición floral», gl «un arranxo floral». Before, the florist answered «No tengo «arreglo de
flores» en el catálogo.» although it sells bouquets; now those words are aliases of the group in the dataset
(catalog.json «ambiguous.ramo.aliases»), so the group's question is asked («¿Qué ramo quieres?») with its
bouquets as chips, like «quiero unas flores». A thing the shop does not make stays not had («un centro de
flores», «una corona de flores»), and a bouquet named keeps being that bouquet («un arreglo de rosas»)."""
import pytest

from tests.conversation import chat

ASKED_ES = "¿Qué ramo quieres?"
ASKED_GL = "¿Que ramo queres?"


@pytest.mark.parametrize("said, question", [
    ("un arreglo de flores", ASKED_ES),
    ("Un arreglo de flores, porfa", ASKED_ES),
    ("quiero un arreglo floral para el sábado", ASKED_ES),
    ("quiero un arreglo floral", ASKED_ES),
    ("un areglo de flores", ASKED_ES),
    ("dos arreglos florales", ASKED_ES),
    ("quería una composición floral", ASKED_ES),
    ("una composicion de flores para mañana", ASKED_ES),
    ("quero un arranxo floral", ASKED_GL),
    ("unha composición floral para o sábado", ASKED_GL),
    ("quero un arranxo de flores", ASKED_GL),
    ("quiero unas flores", ASKED_ES),
])
def test_generic_word_asks_which(said, question):
    t = chat("floristeria").say(said)
    assert question in t.texts
    assert "catálogo" not in t.text
    assert [x.split(" · ")[0] for x in t.chip_labels][:2] in (["Ramo de rosas", "Ramo de temporada"],
                                                              ["Ramo de rosas", "Ramo de tempada"])


def test_generic_word_beside_a_thing():
    t = chat("floristeria").say("un arreglo de flores y un poto")
    assert t.texts[0] == "Apunto: 1 × Poto. Total 14,00 €."
    assert t.texts[-1] == ASKED_ES


def test_generic_word_then_pick():
    c = chat("floristeria")
    c.say("un arreglo floral")
    t = c.press("Ramo de temporada · 28,00 €")
    assert t.texts[0].startswith("Apunto: 1 × Ramo de temporada. Total 28,00 €.")


@pytest.mark.parametrize("said", ["¿tenéis arreglos florales?", "cuanto cuesta un arreglo floral"])
def test_generic_word_asked_lists_the_group(said):
    t = chat("floristeria").say(said)
    assert t.texts[0] == "Ramo de rosas: 35,00 €. Ramo de temporada: 28,00 €."


@pytest.mark.parametrize("said, held", [
    ("un arreglo de rosas", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("un ramo de rosas", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
])
def test_named_bouquet_unchanged(said, held):
    assert chat("floristeria").say(said).texts[0] == held


@pytest.mark.parametrize("said, told", [
    ("un centro de flores", "No tengo «centro de flores» en el catálogo."),
    ("una corona de flores", "No tengo «corona de flores» en el catálogo."),
    ("unha coroa de flores", "Non teño «coroa de flores» no catálogo."),
])
def test_things_not_made_unchanged(said, told):
    assert chat("floristeria").say(said).texts[0] == told


@pytest.mark.parametrize("said", ["un arreglo de barba", "quiero un arreglo de barba el martes"])
def test_other_trade_arreglo_unchanged(said):
    t = chat("peluqueria").say(said)
    assert "Arreglo de barba" in t.text or "arreglo de barba" in t.text
