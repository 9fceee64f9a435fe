"""Stop 53, review of the day split and of recommendations by budget. It was wrong:
- the count split over two days was the nearest number before the part, even the number of a product's
  name or of a time: «quiero 2 cajas de 6 macarons, la mitad hoy y la mitad mañana» held
  «Apunto: 2 × Caja de 6 macarons» (half of 6, not of 2), «quiero 4 cajas de 6 macarons, 2 hoy y 2
  mañana» held 4, «quiero 10 croissants a las 5, la mitad hoy y la mitad mañana» held 10 (half of 5);
- the price order undid the words said: «quiero algo de chocolate por menos de 5 euros» listed breads
  and cakes (the dearest first) and left out «Napolitana de chocolate: 2,00 €» and «Brownie sin harina:
  3,00 €»;
- an age no product's range holds, with a budget, went to a person: «algo para regalar a mi madre de 70
  años por unos 20 euros» answered «Eso no lo tengo claro…».
Now the count split is the count of the line held (a number after «de», «a las», «el»… is no count), an
odd half says so; what says a word of the message comes first, then the closest to the budget; an age no
range holds falls back to the budget, over what ranges no age (no children's books for a 70-year-old)."""
import pytest

from bizengine.understanding.told_apart import DaySplit, first_days_part
from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


def _handed(t) -> bool:
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


_TODAY_ES = "apunto el del sábado 31 de octubre. Lo del domingo 1 de noviembre va en otro pedido"
_TODAY_GL = "apunto o do sábado 31 de outubro. O do domingo 1 de novembro vai noutro pedido"


# ---- the count split is the line's, not a name's or a time's number ---------------------------------

@pytest.mark.parametrize("said, held, days, asked", [
    ("quiero 2 cajas de 6 macarons, la mitad hoy y la mitad mañana", "1 × Caja de 6 macarons. Total 12,00 €",
     _TODAY_ES, "¿A qué hora lo recoges?"),
    ("quiero 4 cajas de 6 macarons, 2 hoy y 2 mañana", "2 × Caja de 6 macarons. Total 24,00 €",
     _TODAY_ES, "¿A qué hora lo recoges?"),
    ("6 cajas de 6 macarons, 2 hoy y 4 manana", "2 × Caja de 6 macarons. Total 24,00 €",
     _TODAY_ES, "¿A qué hora lo recoges?"),
    ("quero 2 caixas de 6 macarons, a metade hoxe e a metade mañá", "1 × Caja de 6 macarons. Total 12,00 €",
     _TODAY_GL, "¿A que hora o recolles?"),
    ("quero 4 caixas de 6 macarons, dúas hoxe e dúas mañá", "2 × Caja de 6 macarons. Total 24,00 €",
     _TODAY_GL, "¿A que hora o recolles?"),
])
def test_a_names_number_is_no_count_split(said, held, days, asked):
    c = chat()
    t = c.say(said)
    assert days in t.text and f"Apunto: {held}." in t.text and asked in t.text
    assert "no se parte" not in t.text and "non se parte" not in t.text


@pytest.mark.parametrize("said, held, days, asked", [
    ("quiero 10 croissants a las 5, la mitad hoy y la mitad mañana", "5 × Croissant de mantequilla. Total 9,00 €",
     _TODAY_ES, "¿A nombre de quién lo preparo?"),
    ("quiero 10 croisants a las 5 la mitad hoy y la mitad manana", "5 × Croissant de mantequilla. Total 9,00 €",
     _TODAY_ES, "¿A nombre de quién lo preparo?"),
    ("quero 8 croissants ás 5, a metade hoxe e a metade mañá", "4 × Croissant de mantequilla. Total 7,20 €",
     _TODAY_GL, "¿A nome de quen o preparo?"),
])
def test_a_times_number_is_no_count_halved(said, held, days, asked):
    c = chat()
    t = c.say(said)
    assert c.order["min"] == 17 * 60
    assert days in t.text and f"Apunto: {held}." in t.text and asked in t.text


@pytest.mark.parametrize("said, told", [
    ("quiero 3 cajas de 6 macarons, la mitad hoy y la mitad mañana",
     "3 no se parte justo a la mitad: apunto 2 en este pedido y 1 va en el otro."),
    ("quero 3 caixas de 6 macarons, a metade hoxe e a metade mana",
     "3 non se parte xusto á metade: apunto 2 neste pedido e 1 vai no outro."),
])
def test_an_odd_count_of_boxes_halved_says_so(said, told):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [("macarons", 2)] and told in t.text


@pytest.mark.parametrize("said, lines", [
    ("quiero 2 cajas de 6 macarons para hoy", [("macarons", 2)]),
    ("quiero 6 croissants a las 5 hoy y 2 mañana", [("croissant", 6)]),
    ("tres croissants, uno hoy y dos mañana", [("croissant", 1)]),
    ("2 napolitanas y 4 croissants, dos hoy y dos mañana", [("napolitana", 2), ("croissant", 2)]),
])
def test_near_misses_hold_as_before(said, lines):
    c = chat()
    c.say(said)
    assert sorted(_lines(c)) == sorted(lines)


@pytest.mark.parametrize("said, cut_word, split", [
    ("quiero 2 cajas de 6 macarons la mitad hoy y la mitad manana", 9, DaySplit(total=2, part=1, halved=True)),
    ("quiero 10 croissants a las 5 la mitad hoy y la mitad manana", 9, DaySplit(total=10, part=5, halved=True)),
    ("quiero 4 cajas de 6 macarons 2 hoy y 2 manana", 8, DaySplit(total=4, part=2)),
])
def test_the_split_read_past_a_names_or_times_number(said, cut_word, split):
    assert first_days_part(said.split(), cut_word) == split


def test_the_split_follows_the_count_held():
    assert DaySplit(total=6, part=3, halved=True).of(2) == DaySplit(total=2, part=1, halved=True)
    assert DaySplit(total=6, part=2).of(4) == DaySplit(total=4, part=2)
    assert DaySplit(total=6, part=2).of(2) is None


# ---- words said first, then the budget ---------------------------------------------------------------

@pytest.mark.parametrize("said, lead", [
    ("quiero algo de chocolate por menos de 5 euros", "Por 5,00 € o menos: "),
    ("algo de chocolate por unos 4 euros, que me recomiendas", "Por 4,00 € o menos: "),
    ("quero algo de chocolate por menos de 5 euros", "Por 5,00 € ou menos: "),
    ("algo de chocolate por menos de 5 eur", "Por 5,00 € o menos: "),
])
def test_what_says_the_words_comes_before_the_price(said, lead):
    t = chat().say(said)
    assert t.text.startswith(lead + "Brownie sin harina: 3,00 €")
    assert "Napolitana de chocolate: 2,00 €" in t.text
    assert "Pan de" not in t.text      # stop 54: a quality asked lists only what has it


def test_nothing_so_cheap_tells_the_described_cheapest():
    t = chat().say("algo de chocolate por menos de 1 euro")
    assert "Por 1,00 € o menos no tengo nada; lo más económico: Napolitana de chocolate: 2,00 €" in t.text


def test_a_budget_alone_stays_closest_first():
    t = chat().say("algo para regalar por unos 3 euros")
    assert t.text.startswith("Por 3,00 € o menos: Brownie sin harina: 3,00 €")
    assert t.text.index("Palmera de hojaldre: 2,20 €") < t.text.index("Napolitana de chocolate: 2,00 €")


# ---- an age no range holds: the budget ---------------------------------------------------------------

@pytest.mark.parametrize("said, lead", [
    ("algo para regalar a mi madre de 70 años por unos 20 euros", "Por 20,00 € o menos: Río sen nome: 19,50 €"),
    ("algo para regalar a mi madre de 70 anos por unos 20 euros", "Por 20,00 € o menos: Río sen nome: 19,50 €"),
    ("algo para regalar á miña nai de 70 anos por uns 20 euros", "Por 20,00 € ou menos: Río sen nome: 19,50 €"),
    ("algo para mi abuela de 80 anos por menos de 10 euros", "Por 10,00 € o menos: Cuaderno A4 cuadriculado: 5,90 €"),
])
def test_an_age_no_range_holds_falls_back_to_the_budget(said, lead):
    t = chat("libreria").say(said)
    assert not _handed(t) and t.text.startswith(lead)
    assert "Atlas do ceo" not in t.text and "A ra e a rata" not in t.text     # ranged for children


def test_an_age_a_range_holds_lists_only_that():
    t = chat("libreria").say("algo para un niño de 5 años por unos 20 euros")
    assert t.text == "Por 20,00 € o menos: A ra e a rata: 12,50 € (Álbum ilustrado, de 3 a 6 años)."


def test_an_age_no_range_holds_without_a_budget_is_as_before():
    t = chat("libreria").say("un libro para mi abuelo de 70 años, que me recomiendas?")
    assert t.text.startswith("Este es el catálogo, con precios:")
