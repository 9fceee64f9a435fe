"""Stop 52, review of the reading by place after a list. Right after «¿qué me recomiendas para un
cumpleaños de 10?» a place was read through a typo of one letter, so everyday words one letter off a
short place became one: «la carta» («cuarta») read «Apunto: 1 × Tarta de zanahoria (12 raciones). Total
32,00 €», «¿tenéis la carta en gallego?» priced the carrot cake, «¿y el cuatro tenéis?» («cuarto») too.
And a place took any «de …» after it: «el cuarto de baño?» ordered the carrot cake. Now only places of
seven letters or more are read through a typo («la primra», «a segnda»), never a word of the catalogue
or a number; after «de» a place takes only a count («la cuarta de 20»). The list from «¿qué tartas
tenéis para 12 personas?» lost its size: «la primera para el martes» read «Apunto: 1 × Tarta de queso.
Total 22,00 €. ¿Para cuántas raciones?» and the Tuesday was dropped. Now each product priced at the size
the people said is listed at that size, as the recommendation does: «1 × Tarta de queso (12 raciones).
Total 30,00 €. ¿A qué hora lo recoges el martes 3 de noviembre?»."""
import pytest

from tests.conversation import chat

_LIST_ES = "¿qué me recomiendas para un cumpleaños de 10?"
_LIST_GL = "que me recomendas para un aniversario de 10?"


def _after(first: str):
    c = chat()
    c.say(first)
    return c


def _lines(c) -> list[tuple[str, int, dict]]:
    return [(line["item_id"], line["qty"], line.get("options") or {}) for line in (c.order or {}).get("lines") or []]


# ---- everyday words a letter off a short place: never a place --------------------------------------------


@pytest.mark.parametrize("first, said, reads", [
    (_LIST_ES, "la carta", "Esta es la carta"),
    (_LIST_ES, "la carta por favor", "Esta es la carta"),
    (_LIST_ES, "la carta porfa", "Esta es la carta"),
    (_LIST_ES, "me pasas la carta?", "Esta es la carta"),
    (_LIST_GL, "a carta por favor", "Esta é a carta"),
    (_LIST_GL, "pásame a carta", "Esta é a carta"),
])
def test_the_menu_asked_after_the_list_is_the_menu(first, said, reads):
    c = _after(first)
    t = c.say(said)
    assert reads in t.text
    assert "Apunto" not in t.text and _lines(c) == []


@pytest.mark.parametrize("first, said", [
    (_LIST_ES, "¿tenéis la carta en gallego?"),
    (_LIST_ES, "teneis la carta en gallego"),
    (_LIST_ES, "¿y el cuatro tenéis?"),
    (_LIST_ES, "y el cuatro?"),
    (_LIST_ES, "¿me mandas el texto?"),
    (_LIST_GL, "tedes a carta en galego?"),
    (_LIST_GL, "e o catro tedes?"),
])
def test_a_word_a_letter_off_a_short_place_prices_nothing(first, said):
    c = _after(first)
    t = c.say(said)
    assert "Tarta de zanahoria" not in t.text and "Tarta de limón" not in t.text
    assert "Apunto" not in t.text and _lines(c) == []


# ---- «cuarto de …» that is no place -------------------------------------------------------------------------


@pytest.mark.parametrize("first, said", [
    (_LIST_ES, "el cuarto de baño?"),
    (_LIST_ES, "¿dónde está el cuarto de baño?"),
    (_LIST_ES, "el cuarto de bano"),
    (_LIST_ES, "un cuarto de hora"),
    (_LIST_ES, "el cuarto de hora"),
    (_LIST_ES, "cuarto de kilo"),
    (_LIST_ES, "la primera vez"),
    (_LIST_GL, "o cuarto de baño?"),
    (_LIST_GL, "un cuarto de hora"),
])
def test_a_quarter_of_something_is_no_place(first, said):
    c = _after(first)
    t = c.say(said)
    assert "Tarta de zanahoria" not in t.text and "Tarta de queso (12" not in t.text
    assert "Apunto" not in t.text and _lines(c) == []


# ---- places still read: long ones through a typo, a size after «de» ---------------------------------------


@pytest.mark.parametrize("first, said, item, text", [
    (_LIST_ES, "la primra", "tarta-queso", "1 × Tarta de queso (12 raciones). Total 30,00 €"),
    (_LIST_ES, "la pirmera", "tarta-queso", "1 × Tarta de queso (12 raciones). Total 30,00 €"),
    (_LIST_ES, "la segnda", "tarta-santiago", "1 × Tarta de Santiago (12 raciones). Total 26,00 €"),
    (_LIST_ES, "la tercra", "tarta-sacher", "Tarta Sacher (12 raciones)"),
    (_LIST_ES, "la cuarta", "tarta-zanahoria", "1 × Tarta de zanahoria (12 raciones). Total 32,00 €"),
    (_LIST_ES, "la cuarta de 20", "tarta-zanahoria", "1 × Tarta de zanahoria (20 raciones). Total 42,00 €"),
    (_LIST_ES, "dos de la segunda", "tarta-santiago", "2 × Tarta de Santiago (12 raciones). Total 52,00 €"),
    (_LIST_GL, "a segnda", "tarta-santiago", "1 × Tarta de Santiago (12 racións). Total 26,00 €"),
    (_LIST_GL, "a primeira", "tarta-queso", "1 × Tarta de queso (12 racións). Total 30,00 €"),
])
def test_a_place_said_still_takes_that_one(first, said, item, text):
    c = _after(first)
    t = c.say(said)
    assert text in t.text
    assert [line[0] for line in _lines(c)] == [item]


def test_a_short_place_misspelt_is_not_guessed():
    c = _after(_LIST_ES)
    t = c.say("la cuata")
    assert "Tarta de zanahoria" not in t.text and _lines(c) == []


# ---- the group priced for N people is listed at that size -------------------------------------------------


@pytest.mark.parametrize("first, listed, said, text, question", [
    ("qué tartas tenéis para 12 personas", "Tarta de queso (12 raciones): 30,00 €", "la primera para el martes",
     "1 × Tarta de queso (12 raciones). Total 30,00 €", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("¿qué tartas tenéis para 6 personas?", "Tarta de queso (8 raciones): 22,00 €", "la primera para el martes",
     "1 × Tarta de queso (8 raciones). Total 22,00 €", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("que tartas teneis para 15", "Tarta de Santiago (20 raciones): 36,00 €", "la segunda para el martes",
     "1 × Tarta de Santiago (20 raciones). Total 36,00 €", "el martes 3 de noviembre"),
    ("cuanto cuestan las tartas para 12 personas?", "Tarta Sacher (12 raciones): 34,00 €", "la tercera",
     "1 × Tarta Sacher (12 raciones). Total 34,00 €", "¿Qué día lo recoges?"),
    ("que tartas tedes para 12 persoas?", "Tarta de queso (12 racións): 30,00 €", "a primeira pro martes",
     "1 × Tarta de queso (12 racións). Total 30,00 €", "o martes 3 de novembro"),
])
def test_a_group_priced_for_people_is_taken_at_that_size(first, listed, said, text, question):
    c = chat()
    assert listed in c.say(first).text
    t = c.say(said)
    assert text in t.text and question in t.text
    assert "¿Para cuántas raciones?" not in t.text and "¿Para cantas racións?" not in t.text
    assert len(_lines(c)) == 1 and _lines(c)[0][2]


def test_a_group_priced_without_people_keeps_asking_the_size():
    c = chat()
    c.say("¿qué tartas tenéis?")
    t = c.say("la primera para el martes")
    assert "Tarta de queso" in t.text and "(12 raciones)" not in t.text
