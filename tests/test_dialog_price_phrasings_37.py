"""Ways of asking a price that went to a person («¿cuánto costaba la orquídea?», «¿qué me cobráis
por…?», «¿cuánto pedís por…?»), and mid-order a line asked about answered with the catalogue or
the whole cart («¿cuánto costaba la orquídea?», «¿y las napolitanas a cuánto salen?»)."""
import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("slug, text, said", [
    ("floristeria", "cuanto costaba la orquidea?", "Orquídea: 32,00 €."),
    ("floristeria", "canto custaba o poto?", "Poto: 14,00 €."),
    ("floristeria", "que me cobrais por un ramo de temporada?", "Ramo de temporada: 28,00 €."),
    ("floristeria", "cuanto pedis por el jarron?", "Jarrón de cristal: 15,00 €."),
    ("floristeria", "cuanto valia la tarjeta?", "Tarjeta dedicada: 3,00 €."),
    ("", "cuanto costaba la bica?", "Bica gallega: 9,00 €."),
    ("libreria", "canto custaba follas novas?", "Follas novas: 18,00 €."),
])
def test_a_price_asked_in_other_words(tmp_path, slug, text, said):
    t = chat_with_knowledge(slug, tmp_path).say(text)
    assert t.text.startswith(said), t.text


@pytest.mark.parametrize("then", ["cuanto costaba?", "cuanto costaba la orquidea?", "cuanto cuesta la orquidea?",
                                  "a cuanto esta la orquidea?"])
def test_mid_order_the_one_held_is_priced(then):
    c = chat("floristeria")
    c.say("quiero una orquidea")
    t = c.say(then)
    assert t.texts[0] in ("Orquídea: 32,00 €.", "Llevas 1 × Orquídea. Total 32,00 €."), t.text
    assert "catálogo" not in t.text
    assert [line["qty"] for line in c.order["lines"]] == [1]


@pytest.mark.parametrize("then, said", [
    ("y las napolitanas a cuanto salen?", "2 × Napolitana de chocolate: 4,00 € (2,00 € la unidad)."),
    ("cuanto sale la tarta sola?", "Tarta de queso (12 raciones): 30,00 €."),
    ("cuanto es todo?", "Llevas 3 × Croissant de mantequilla, 2 × Napolitana de chocolate y 1 × Tarta de queso "
                        "(12 raciones). Total 39,40 €."),
])
def test_one_line_of_several_is_priced_alone(then, said):
    c = chat()
    c.say("3 croissants y 2 napolitanas y una tarta de queso de 12 para el martes")
    t = c.say(then)
    assert t.text.startswith(said), t.text
    assert [line["qty"] for line in c.order["lines"]] == [3, 2, 1]
