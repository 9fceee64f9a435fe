"""Stop 62 (RF2): a feast's name after «<noun> de» is a thing only when a thing is asked to have («¿tenéis
roscón de Reyes?», «¿hacéis coca de San Juan?»); after any other noun it is still the date. Before (an
allow-list of time words), «¿tenéis horario especial de Navidad?» and «¿abrís el finde de Reyes?» got the
weekly hours, «¿abrís el jueves de Navidad?» the hours of Thursday 5 November, the restaurant's «¿abrís la
cena de Nochevieja?» today's hours, «¿hacéis cena de Nochevieja?» «No tenemos cena de Nochevieja en el
catálogo», the bakery's «¿hacéis tarta de Navidad?» how to keep a cake. The business's own nouns (a product's
head noun, a category, its words for a part of the day) keep the feast a date, as they did before the stop."""
from __future__ import annotations

import pytest

from tests.conversation import chat_with_knowledge


def _say(tmp_path, slug: str, text: str):
    return chat_with_knowledge(slug, tmp_path).say(text)


@pytest.mark.parametrize("slug, said, read", [
    ("", "¿tenéis horario especial de Navidad?", "El viernes 25 de diciembre no abrimos (Navidad)"),
    ("", "teneis horario especial de navidad", "El viernes 25 de diciembre no abrimos (Navidad)"),
    ("", "¿tedes horario especial de Nadal?", "O venres 25 de decembro non abrimos (Nadal)"),
    ("", "¿abrís el finde de Reyes?", "El miércoles 6 de enero no abrimos (Reyes)"),
    ("", "abris el finde de reyes", "El miércoles 6 de enero no abrimos (Reyes)"),
    ("", "¿abrís el puente de Reyes?", "El miércoles 6 de enero no abrimos (Reyes)"),
    ("", "¿abrís el sábado de Reyes?", "El miércoles 6 de enero no abrimos (Reyes)"),
    ("", "¿abrís el jueves de Navidad?", "El viernes 25 de diciembre no abrimos (Navidad)"),
    ("", "¿abrides o xoves de Nadal?", "O venres 25 de decembro non abrimos (Nadal)"),
    ("restaurante", "¿abrís la cena de Nochevieja?", "El jueves 31 de diciembre abrimos de 13:00 a 16:00 y de 20:00"),
    ("restaurante", "¿hacéis cena de Nochevieja?", "El jueves 31 de diciembre abrimos de 13:00 a 16:00 y de 20:00"),
    ("restaurante", "haceis cena de nochevieja", "El jueves 31 de diciembre abrimos de 13:00 a 16:00 y de 20:00"),
    ("restaurante", "¿abrides a cea de Noiteboa?", "O xoves 24 de decembro non abrimos (Noiteboa)"),
    ("restaurante", "¿hacéis comida de Navidad?", "El viernes 25 de diciembre no abrimos (Navidad)"),
    ("restaurante", "¿tenéis menú de Navidad?", "El viernes 25 de diciembre no abrimos (Navidad)"),
    ("restaurante", "¿tedes menú de Nadal?", "O venres 25 de decembro non abrimos (Nadal)"),
])
def test_a_feast_after_a_noun_not_asked_to_have_is_the_date(tmp_path, slug, said, read):
    t = _say(tmp_path, slug, said)
    assert read in t.text
    assert "Abrimos los martes" not in t.text and "Hoy abrimos" not in t.text and "catálogo" not in t.text


@pytest.mark.parametrize("said", ["¿hacéis tarta de Navidad?", "haceis tartas de navidad"])
def test_a_kind_of_the_catalogue_for_a_feast_lists_that_kind_and_the_day(tmp_path, said):
    t = _say(tmp_path, "", said)
    assert t.texts[0].startswith("Tarta de queso: desde 22,00 €.") and "25 de diciembre no abrimos" in t.text
    assert "nevera" not in t.text


@pytest.mark.parametrize("slug, said, named", [
    ("", "¿tenéis turrón de Navidad?", "No tenemos turrón de Navidad en el catálogo."),
    ("", "¿hacéis coca de San Juan?", "No tenemos coca de San Juan en el catálogo."),
    ("", "¿tedes turrón de Nadal?", "Non temos turrón de Nadal no catálogo."),
    ("restaurante", "¿tenéis cordero de Navidad?", "No tenemos cordero de Navidad en el catálogo."),
])
def test_a_thing_asked_to_have_for_a_feast_is_not_a_day(tmp_path, slug, said, named):
    t = _say(tmp_path, slug, said)
    assert t.texts[0].startswith(named) and "no abrimos" not in t.text and "non abrimos" not in t.text


@pytest.mark.parametrize("norm, thing", [
    ("teneis rosco de reyes", True),
    ("hay un turron de navidad", True),
    ("tedes bolo de reis", True),
    ("abris el finde de reyes", False),
    ("teneis horario especial de navidad", False),
    ("el rosco de reyes esta bueno", False),
    ("haceis cena de nochevieja", False),       # a part of the day of the business below
    ("teneis menu de navidad", False),          # a noun of its catalogue below
])
def test_names_a_thing(norm, thing):
    from bizengine.language.feast_in_a_name import FeastNouns, names_a_thing
    nouns = FeastNouns(things=frozenset({"menu"}), times=frozenset({"cena"}))
    assert names_a_thing(norm, norm.rindex(" ") + 1, nouns) is thing


@pytest.mark.parametrize("norm, words, party", [
    ("una x de 6", frozenset({"x"}), 6),
    ("2 xs de 4", frozenset({"x"}), 8),
    ("una x de 6", frozenset(), None),          # a business that names no table reads no party of tables
    ("una x de 4 de diciembre", frozenset({"x"}), None),
])
def test_the_party_of_tables_uses_the_business_word(norm, words, party):
    from bizengine.understanding.party_of_tables import party_of_tables
    assert party_of_tables(norm, words) == party
