"""Stop 30: «¿podéis hacer una X?» asks whether X is made, as «¿hacéis X?» does (it went to a
person: «Eso no lo tengo claro»); a price or have-question for more people than X's largest size
says the largest, and a pair or a person, as the order already did; nothing is written down."""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("said, expected", [
    ("¿podéis hacer una tarta de queso?", "Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones)"),
    ("podeis hacer una tarta de queso", "Tarta de queso: 22,00 €"),
    ("¿podríais hacer una tarta sacher?", "Tarta Sacher: 26,00 €"),
    ("¿se puede hacer una tarta de queso para 12 personas?", "Tarta de queso (12 raciones): 30,00 €."),
    ("¿podéis hacer una tarta de queso para 12 personas?", "Tarta de queso (12 raciones): 30,00 €."),
    ("¿podedes facer unha tarta de queixo para 12?", "Tarta de queso (12 racións): 30,00 €."),
    ("podedes facer empanada de zorza?", "Empanada de zorza: 16,00 €."),
    ("¿se pode facer unha bica?", "Bica gallega: 9,00 €."),
])
def test_can_you_make_it_is_answered_from_the_catalogue(said, expected):
    c = chat()
    t = c.say(said)
    assert expected in t.text
    assert t.request is None and "no lo tengo claro" not in t.text and "non o teño claro" not in t.text


@pytest.mark.parametrize("said, expected", [
    ("¿podríais hacer una empanada de atún?", "No tengo «empanada de atún»"),
    ("¿se puede hacer una bica sin huevo?", "Bica gallega contiene huevo."),
])
def test_what_is_not_made_is_said(said, expected):
    assert expected in chat().say(said).text


@pytest.mark.parametrize("said", ["¿me podéis hacer una bica para el sábado?",
                                  "¿me podedes facer unha bica para o sábado?"])
def test_asked_as_a_favour_it_is_still_an_order(said):
    t = chat().say(said)
    assert t.request is not None and "1 × Bica gallega" in t.text and "sábado 7 de" in t.text


def test_something_not_in_the_catalogue_still_goes_to_the_knowledge_or_a_person():
    t = chat().say("¿podéis hacer envíos?")
    assert "Tarta" not in t.text and "persona" in t.text


@pytest.mark.parametrize("said, expected", [
    ("¿podéis hacer una tarta de queso para 30 personas?",
     "La más grande es de 20 raciones. Para 30 personas: una de 20 raciones y otra de 12 raciones "
     "(70,00 € en total), o que lo vea una persona del local."),
    ("¿cuánto cuesta una tarta de queso para 30?",
     "Para 30 personas: una de 20 raciones y otra de 12 raciones (70,00 € en total)"),
    ("cuanto sale una tarta de queso pa 25 personas",
     "Para 25 personas: una de 20 raciones y otra de 8 raciones (62,00 € en total)"),
    ("¿canto custa unha tarta de queixo para 30 persoas?",
     "A máis grande é de 20 racións. Para 30 persoas: unha de 20 racións e outra de 12 racións "
     "(70,00 € en total), ou que o vexa unha persoa do local."),
    ("¿cuánto cuesta una tarta sacher para 50 personas?",
     "La más grande es de 20 raciones. Para 50 personas, mejor que lo vea una persona del local."),
])
def test_more_people_than_the_largest_size(said, expected):
    c = chat()
    t = c.say(said)
    assert expected in t.text
    assert t.request is None


@pytest.mark.parametrize("said", ["¿cuánto cuesta una tarta de queso para 12?", "¿cuánto cuesta una tarta de queso?",
                                  "¿cuánto cuesta una tarta de queso para el 30?"])
def test_within_the_sizes_nothing_more_is_said(said):
    assert "La más grande" not in chat().say(said).text


def test_the_order_still_proposes_the_pair_and_asks():
    t = chat().say("quiero una tarta de queso para 30 personas")
    assert "te propongo una de 20 raciones y otra de 12 raciones (en total 70,00 €)" in t.text
    assert t.text.endswith("¿Cómo lo quieres?")


@pytest.mark.parametrize("said, expected", [
    ("¿hacéis tartas con fotos?", "una foto comestible"),
    ("¿tenéis tartas con foto?", "una foto comestible"),
    ("¿facedes tartas con fotos?", "unha foto comestible"),
])
def test_a_kind_narrowed_by_a_word_no_product_has_asks_the_knowledge(said, expected, tmp_path):
    t = chat_with_knowledge("", tmp_path).say(said)
    assert expected in t.text and "Tarta de queso: desde" not in t.text


def test_without_an_answer_in_the_knowledge_the_kind_is_listed():
    t = chat().say("¿hacéis tartas con fotos?")
    assert t.text.startswith("Tarta de queso: desde 22,00 €.")


def test_a_narrowing_word_the_products_have_still_narrows(tmp_path):
    t = chat_with_knowledge("", tmp_path).say("¿tenéis tartas baratas?")
    assert t.text.startswith("Lo más barato, de menos a más: Tarta de Santiago: desde 18,00 €.")
