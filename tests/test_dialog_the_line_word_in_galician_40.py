"""«Mellor dúas caixas» with one box of macarons held looped at the time question: the count word
«caixas» is the Galician alias's head word, not the name's («Caja de …»). Any alias's head word
counts the one line held, as the name's does."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, then, said", [
    ("quero unha caixa de macarons", "mellor dúas caixas", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),
    ("quero unha caixa de macarons", "que sexan dúas caixas", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),
    ("quero unha caixa de macarons", "mellor 3 caixas", "Apunto: 3 × Caja de 6 macarons. Total 36,00 €."),
    ("quiero una caja de macarons", "mejor 2 cajas", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),
    ("quiero una caja de macarons", "mejor dos caixas", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),
])
def test_a_count_with_the_galician_head_word(first, then, said):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.texts[0] == said
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("macarons", int(said[8]))]
    assert c.state.get("awaiting") == "time"
