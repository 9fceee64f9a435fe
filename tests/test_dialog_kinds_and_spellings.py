"""What was asked is what is written down (stop 20):
- a kind the catalogue does not make («croissants rellenos», «tarta de chocolate blanco») was
  dropped, and the plain product written down (the Sacher for a white chocolate cake);
- a name spelt by how it sounds («keso», «vica», «zanaoria», «croisants») was not found;
- «¿quedan X?», «¿tenéis X hoy?» answered a price, as if the question were whether X is sold.
now = Saturday 31 October 2026 12:40 Madrid (Monday closed)."""
from __future__ import annotations

import pytest

from bizengine.language.text import sound_key
from tests.conversation import chat

# ---------------------------------------------------------------- a kind not made

@pytest.mark.parametrize("text, said, question", [
    # (a product made in one kind only offers that one for the count said: stop 56)
    ("quiero 4 croissants rellenos", "No tengo «croissants rellenos» en la carta.",
     "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 4?"),
    ("kiero una tarta de chocolate blanco pa el sabado", "No tengo «tarta de chocolate blanco» en la carta.",
     "¿Qué tarta quieres?"),
    ("2 napolitanas rellenas porfa", "No tengo «napolitanas rellenas» en la carta.",
     "Solo tengo Napolitana de chocolate (2,00 €). ¿Te apunto 2?"),
    ("quero dous croissants recheos", "Non teño «croissants recheos» na carta.",
     "Só teño Croissant de mantequilla (1,80 €). ¿Apúntoche 2?"),
    ("queria unha tarta de chocolate branco", "Non teño «tarta de chocolate branco» na carta.", "¿Que tarta queres?"),
])
def test_a_kind_not_made_is_said_and_nothing_is_written_down(text, said, question):
    c = chat()
    t = c.say(text)
    assert t.text.startswith(said) and t.text.endswith(question)
    assert c.order["lines"] == []
    assert "Sacher" not in t.text


@pytest.mark.parametrize("text", ["quiero pan blanco", "una tarta personalizada blanca de 12"])
def test_a_colour_of_the_thing_itself_is_no_kind_refused(text):
    """A colour is a kind only of a flavour («de chocolate blanco»); «pan blanco» asks which bread,
    a personalised cake takes the customer's colours."""
    t = chat().say(text)
    assert "No tengo" not in t.text


def test_the_plain_one_is_offered_and_taken_with_a_tap_or_a_yes():
    c = chat()
    t = c.say("quiero 4 croissants rellenos")
    assert t.chip_labels == ["Croissant de mantequilla · 1,80 €"]
    t = c.say("vale")
    assert c.order["lines"] == [{"item_id": "croissant", "qty": 4, "options": {}}]
    assert "4 × Croissant de mantequilla" in t.text and "7,20 €" in t.text


@pytest.mark.parametrize("text", ["quiero una tarta de chocolate negro", "una tarta de chocolate negra"])
def test_a_kind_the_product_says_keeps_it(text):
    """The Sacher's description says «chocolate negro»: that is the product asked for."""
    t = chat().say(text)
    assert t.text.startswith("Apunto: 1 × Tarta Sacher. Total 26,00 €.")


@pytest.mark.parametrize("text, chips", [
    ("quero un pan integral", ["Pan de centeno · 4,00 €"]),      # «Centeno integral con sementes…»
    ("un pan integral", ["Pan de centeno · 4,00 €"]),
])
def test_a_kind_said_with_a_group_word_asks_among_those_of_that_kind(text, chips):
    c = chat()
    t = c.say(text)
    assert t.chip_labels == chips and "No tengo" not in t.text and "Non teño" not in t.text
    assert c.order["lines"] == []


@pytest.mark.parametrize("text, said", [
    ("¿tenéis croissants rellenos?", "No tengo «croissants rellenos» en la carta. Croissant de mantequilla: 1,80 €."),
    ("teneis napolitanas rellenas?", "No tengo «napolitanas rellenas» en la carta. Napolitana de chocolate: 2,00 €."),
    ("tedes croissants recheos?", "Non teño «croissants recheos» na carta. Croissant de mantequilla: 1,80 €."),
])
def test_a_question_about_a_kind_not_made_says_so_before_the_price(text, said):
    assert chat().say(text).text.startswith(said)


def test_without_a_kind_it_is_the_plain_product_still():
    t = chat().say("quiero 4 croissants")
    assert t.text.startswith("Apunto: 4 × Croissant de mantequilla. Total 7,20 €.")


# ---------------------------------------------------------------- spelt by the sound

@pytest.mark.parametrize("a, b", [("keso", "queso"), ("keixo", "queixo"), ("vica", "bica"), ("zanaoria", "zanahoria"),
                                  ("croisant", "croissant"), ("ojaldre", "hojaldre"), ("polboron", "polvoron")])
def test_words_that_sound_the_same_have_one_key(a, b):
    assert sound_key(a) == sound_key(b)


@pytest.mark.parametrize("a, b", [("casa", "caza"), ("sumo", "zumo"), ("pasta", "basta")])
def test_words_that_sound_different_keep_apart(a, b):
    assert sound_key(a) != sound_key(b)


@pytest.mark.parametrize("text, said", [
    ("quiero una tarta de keso de 8", "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),
    ("quero unha tarta de keixo de 8", "Apunto: 1 × Tarta de queso (8 racións). Total 22,00 €."),
    ("2 vicas pa el martes", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("quiero 6 croisants", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("quiero 6 crosanes", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("una tarta de zanaoria de 8", "Apunto: 1 × Tarta de zanahoria (8 raciones). Total 24,00 €."),
    ("dos palmeras de ojaldre", "Apunto: 2 × Palmera de hojaldre. Total 4,40 €."),
])
def test_a_name_spelt_as_it_sounds_is_found(text, said):
    assert chat().say(text).text.startswith(said)


def test_a_price_question_spelt_as_it_sounds():
    assert chat().say("cuanto cuesta la tarta de keso?").text.startswith("Tarta de queso: 22,00 € (8 raciones)")


# ---------------------------------------------------------------- what is left now

@pytest.mark.parametrize("text, said", [
    ("¿quedan croissants?", "Croissant de mantequilla no necesita encargo previo. Lo que queda en este momento no "
                            "lo veo desde aquí: si lo encargas, te lo guardan; si corre prisa, llama al 981 000 404."),
    ("hay croissants ahora?", "Croissant de mantequilla no necesita encargo previo. Lo que queda en este momento"),
    ("se acabaron las palmeras?", "Palmera de hojaldre no necesita encargo previo. Lo que queda en este momento"),
    ("inda quedan napolitanas?", "Napolitana de chocolate non precisa encarga previa. O que queda neste momento "
                                 "non o vexo desde aquí: se o encargas, gárdancho"),
    ("tedes croissants agora?", "Croissant de mantequilla non precisa encarga previa. O que queda neste momento"),
])
def test_what_is_left_now_is_answered_besides_the_price(text, said):
    t = chat().say(text)
    assert said in t.text and t.text.index("€") < t.text.index(said)
    assert t.chip_labels[0].startswith("Encargar: ") and t.request is None


def test_what_is_made_to_order_says_the_first_day_and_to_call():
    t = chat().say("¿os quedan empanadas para hoy?")
    assert t.text.startswith("Empanada de zorza: 16,00 €. Empanada de zorza se encarga con 24 horas de antelación. Para el sábado 31 de octubre "
                             "no llega: lo más pronto es el martes 3 de noviembre.")
    assert t.text.endswith("Si queda algo hecho en este momento no lo veo desde aquí: llama al 981 000 404.")
    assert "te lo guardan" not in t.text


@pytest.mark.parametrize("text, said", [
    ("¿tenéis tarta de queso para el domingo?", "Tarta de queso se encarga con 48 horas de antelación. Para el "
                                                "domingo 1 de noviembre no llega: lo más pronto es el martes 3"),
    ("¿puedo tener una bica para mañana?", "Bica gallega se encarga con 24 horas de antelación. Para el domingo"),
    ("habra tarta de santiago el miercoles?", "Tarta de Santiago se encarga con 24 horas de antelación. Para el "
                                              "miércoles 4 de noviembre llega a tiempo."),
    ("podo ter unha bica para o martes?", "Bica gallega encárgase con 24 horas de antelación. Para o martes 3 de "
                                          "novembro chega a tempo."),
])
def test_whether_it_can_be_had_on_a_day_is_the_lead_time_question(text, said):
    t = chat().say(text)
    assert said in t.text and "no lo veo" not in t.text and "non o vexo" not in t.text


@pytest.mark.parametrize("text, said", [
    ("¿tenéis tarta de queso?", "Tarta de queso: 22,00 € (8 raciones)"),
    ("teneis croissants?", "Croissant de mantequilla: 1,80 €."),
])
def test_whether_it_is_sold_is_still_its_price(text, said):
    assert chat().say(text).text.startswith(said)
