"""«tengo canas, ¿qué me recomiendas?» and «¿qué me recomiendas para las canas?» listed every service
(«tengo canas» alone offered Tinte); «usáis productos sin amoniaco?» listed the services too (the
knowledge says it); «tengo el pelo muy largo y quiero cortarlo, ¿cuánto cuesta?» answered with the
children's haircut. Advice asked about a problem the dataset gives a service is that service; what the
business works with is no list of what it sells."""
import pytest

from tests.conversation import chat, chat_with_knowledge

TINTE = "Por lo que cuentas, encaja Tinte (35,00 €, unos 60 minutos). ¿Quieres cita?"
TINTE_GL = "Polo que contas, encaixa Tinte (35,00 €, uns 60 minutos). ¿Queres cita?"
LIST = "Estos son los servicios, con precios:"


@pytest.mark.parametrize("said, offer", [
    ("tengo canas, que me recomiendas", TINTE),
    ("tengo canas, ¿qué me recomiendas?", TINTE),
    ("que me recomiendas para las canas?", TINTE),
    ("¿qué me recomendáis para tapar las canas?", TINTE),
    ("me salen canas, que me aconsejas?", TINTE),
    ("que me recomiendas para quitarme las canas", TINTE),
    ("teño canas, que me recomendas?", TINTE_GL),
    ("que me recomendas para as canas?", TINTE_GL),
])
def test_advice_about_a_problem_is_its_service(said, offer, tmp_path):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert t.texts[0].startswith(offer)
    assert LIST not in t.text


def test_its_price_asked_next_is_the_service_offered(tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say("tengo canas, que me recomiendas")
    t = c.say("cuanto cuesta")
    assert t.texts[0] == "Tinte: 35,00 €."


@pytest.mark.parametrize("said", ["que me recomiendas?", "¿qué servicios tenéis?", "que me recomendas?"])
def test_advice_with_no_problem_still_lists(said, tmp_path):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert "encaja" not in t.text and "encaixa" not in t.text
    assert "Corte de mujer" in t.text or "Corte de muller" in t.text or any(
        card["type"] == "menu" and card["rows"] for card in t.cards())     # never a heading alone


@pytest.mark.parametrize("said", ["usais productos sin amoniaco?", "que productos usais?",
                                  "los productos que usais llevan amoniaco?", "utilizais productos sin amoniaco?"])
def test_what_the_business_works_with_is_asked_of_its_texts(said, tmp_path):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert "sin amoniaco" in t.text
    assert LIST not in t.text


def test_the_same_after_a_price(tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say("cuanto cuestan las mechas?")
    t = c.say("usais productos sin amoniaco?")
    assert "sin amoniaco" in t.text and LIST not in t.text
    t = c.say("vale, pues cita para el jueves a las 10")
    assert t.texts[0].startswith("Apunto: mechas el jueves 5 de noviembre.")


@pytest.mark.parametrize("said", ["que productos teneis?", "¿qué productos tenéis?"])
def test_the_products_had_are_still_listed(said, tmp_path):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert any(card["type"] == "menu" and card["rows"] for card in t.cards())


@pytest.mark.parametrize("said, price", [
    ("tengo el pelo muy largo y quiero cortarlo, cuanto cuesta?", "Total 22,00 €"),
    ("tengo el pelo largo y quiero cortarlo, que precio tiene?", "22,00 €"),
    ("teño o pelo moi longo e quero cortalo, canto custa?", "Total 22,00 €"),
])
def test_long_hair_to_cut_is_the_dataset_cut(said, price, tmp_path):
    t = chat_with_knowledge("peluqueria", tmp_path).say(said)
    assert price in t.text
    assert "niños" not in t.text and "nenos" not in t.text


def test_a_cut_named_with_long_hair_keeps_the_cut_named():
    t = chat("peluqueria").say("corte de hombre, tengo el pelo largo, el martes a las 10")
    assert t.texts[0].startswith("Apunto: corte de hombre el martes 3 de noviembre a las 10:00.")
