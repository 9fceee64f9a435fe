"""Stop 54 review (RD): regressions of the category / wish / recommendation readings of stop 54 D.

What was wrong after stop 54 D:
- a vague count after a plural article was read as a thing: «quiero unos cuantos croissants» answered
  «No tengo «cuantos» en la carta. / Apunto: Croissant…», «quiero unos cuantos postres» (restaurant)
  «No tengo «cuantos» en el catálogo.» instead of the Postres card; «unas poquitas», «uns cantos» too;
- two places in a list, «quiero la primera y la segunda», were «No tengo «la primera y la segunda» en
  el catálogo. Tenemos: …»;
- a quality in another gender or number was not found: «algo rojo que me recomiendas?» at the florist's
  said «No encuentro nada «rojo» en el catálogo.» though «Doce rosas rojas» is sold;
- a quality with a party, «algo de chocolate para 10 personas?», dropped the 10 («Te puede ir bien:
  Tarta Sacher: 26,00 €…» — the small size);
- «que me recomiendas de postre?» listed the set menu, whose description says «postre», beside the
  desserts;
- a quality nothing in the data says («algo salado») was only «No encuentro nada «salado»…».

Now «unos cuantos / unas pocas / unhas poucas / unas poquitas X» is X with the count asked (or X's card
or price where no orders are taken); «la primera y la segunda», «dos de la primera y una de la última»,
«a primeira e a segunda» take both things listed (never «No tengo»); a quality matches in any gender or
number («rojo» ~ «rosas rojas», «vermello» ~ «vermellas», «de color rojo»); with a party said the sizes
that serve it win, only those with the quality when any has it («Para 10 personas: Tarta Sacher (12
raciones): 34,00 €.»); a quality that names a category shows that category's card; and a quality
nothing says is said, then the catalogue shown.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts


def _handed(t) -> bool:
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


def _menu_rows(t) -> list[str]:
    return [r["name"] for card in t.cards("menu") for r in card["rows"]]


POSTRES = ["Filloas", "Queso con membrillo"]
SOBREMESAS = ["Filloas", "Queixo con marmelo"]
ROSES_ES = "Te puede ir bien: Ramo de rosas: 35,00 € (Doce rosas rojas con verde de temporada)."
ROSES_GL = "Pódeche ir ben: Ramo de rosas: 35,00 € (Doce rosas vermellas con verde de tempada)."
ORCHID_ES = "Te puede ir bien: Orquídea: 32,00 € (Phalaenopsis blanca de dos varas)."
ORCHID_GL = "Pódeche ir ben: Orquídea: 32,00 € (Phalaenopsis branca de dúas varas)."
SACHER_10 = "Para 10 personas: Tarta Sacher (12 raciones): 34,00 €. ¿Te apunto alguna?"


# ---- W4: a vague count is no thing --------------------------------------------------------------------

@pytest.mark.parametrize("said, asked, product", [
    ("quiero unos cuantos croissants", "¿Cuántos croissants quieres?", "croissant"),
    ("kiero unos cuantos croissants porfa", "¿Cuántos croissants quieres?", "croissant"),
    ("quiero unas cuantas palmeras para el martes", "¿Cuántas palmeras quieres?", "palmera"),
    ("quiero unas poquitas palmeras", "¿Cuántas palmeras quieres?", "palmera"),
    ("ponme unas pocas palmeras", "¿Cuántas palmeras quieres?", "palmera"),
    ("quero uns cantos croissants", "¿Cantos croissants queres?", "croissant"),
    ("quero unhas poucas palmeiras para o martes", "¿Cantas palmeiras queres?", "palmera"),
])
def test_a_vague_count_asks_how_many_and_names_no_thing(said, asked, product):
    c = chat()
    t = c.say(said)
    assert "No tengo" not in t.text and "Non teño" not in t.text and not _handed(t)
    assert asked in t.texts
    assert line_counts(c) == {product: 1}


@pytest.mark.parametrize("said, intro, rows", [
    ("quiero unos cuantos postres", "Esto es lo que tenemos en Postres, con precios:", POSTRES),
    ("quero unhas cantas sobremesas", "Isto é o que temos en Sobremesas, con prezos:", SOBREMESAS),
])
def test_a_vague_count_of_a_category_lists_it_where_no_orders_are_taken(said, intro, rows):
    t = chat("restaurante").say(said)
    assert "No tengo" not in t.text and "Non teño" not in t.text
    assert t.texts[0] == intro
    assert _menu_rows(t) == rows


@pytest.mark.parametrize("said, price", [
    ("quiero unas cuantas croquetas", "Croquetas de jamón: 9,50 €."),
    ("quiero unas pocas croquetas", "Croquetas de jamón: 9,50 €."),
    ("quero unhas poucas croquetas", "Croquetas de xamón: 9,50 €."),
])
def test_a_vague_count_of_a_dish_gives_its_price_where_no_orders_are_taken(said, price):
    t = chat("restaurante").say(said)
    assert t.texts[0] == price
    assert "No tengo" not in t.text and "Non teño" not in t.text


@pytest.mark.parametrize("said", ["quiero unos cuantos", "quiero unas cuantas cosas"])
def test_a_vague_count_alone_is_never_a_thing_not_had(said):
    t = chat().say(said)
    assert "«cuant" not in t.text and "No tengo" not in t.text


def test_near_miss_a_thing_not_had_after_a_plural_article_is_still_said():
    t = chat("restaurante").say("quiero unas cuantas bravas")
    assert t.texts[0] == "No tengo «bravas» en el catálogo."


# ---- W5: places in a list --------------------------------------------------------------------------

def test_the_first_and_the_second_of_the_sizes_for_people_are_both_taken():
    c = chat()
    c.say("¿qué me recomiendas para un cumpleaños de 10?")
    t = c.say("quiero la primera y la segunda")
    assert "No tengo" not in t.text and not _handed(t)
    assert t.texts[0] == ("Apunto: 1 × Tarta de queso (12 raciones) y 1 × Tarta de Santiago (12 raciones). "
                          "Total 56,00 €.")
    assert line_counts(c) == {"tarta-queso": 1, "tarta-santiago": 1}


@pytest.mark.parametrize("asked, said, counts", [
    ("¿qué tartas tenéis?", "la primera y la segunda", {"tarta-queso": 1, "tarta-santiago": 1}),
    ("¿qué tartas tenéis?", "quiero la primera y la ultima", {"tarta-queso": 1, "tarta-personalizada": 1}),
    ("¿qué tartas tenéis?", "dos de la primera y una de la segunda", {"tarta-queso": 2, "tarta-santiago": 1}),
    ("¿que tartas tedes?", "quero a primeira e a segunda", {"tarta-queso": 1, "tarta-santiago": 1}),
    ("¿que tartas tedes?", "a primeira e a terceira pro martes", {"tarta-queso": 1, "tarta-sacher": 1}),
])
def test_two_places_in_a_list_take_both(asked, said, counts):
    c = chat()
    c.say(asked)
    t = c.say(said)
    assert "No tengo" not in t.text and "Non teño" not in t.text and not _handed(t)
    assert line_counts(c) == counts


@pytest.mark.parametrize("said", ["quiero la segunda", "la segunda y a las 5 el martes", "a segunda e pro martes"])
def test_near_miss_one_place_still_takes_one(said):
    c = chat()
    c.say("¿qué tartas tenéis?")
    c.say(said)
    assert line_counts(c) == {"tarta-santiago": 1}


@pytest.mark.parametrize("said", ["quiero la primera y la segunda", "quero a primeira e a segunda"])
def test_places_with_no_list_are_never_a_thing_not_had(said):
    c = chat("floristeria")
    c.say("¿qué me recomiendas para una boda de 10?")
    t = c.say(said)
    assert "No tengo" not in t.text and "Non teño" not in t.text


# ---- W6: a quality in another gender or number --------------------------------------------------------

@pytest.mark.parametrize("said, line", [
    ("algo rojo que me recomiendas?", ROSES_ES),
    ("algo de color rojo que me recomiendas", ROSES_ES),
    ("algo rojos, que me recomiendas", ROSES_ES),
    ("algo blanco, que me recomiendas?", ORCHID_ES),
    ("algo vermello que me recomendas?", ROSES_GL),
    ("algo de cor branca, que me recomendas?", ORCHID_GL),
])
def test_a_quality_matches_in_any_gender_or_number(said, line):
    t = chat("floristeria").say(said)
    assert t.texts[0] == line


def test_near_miss_a_colour_nothing_has_is_still_said():
    t = chat("floristeria").say("algo amarillo que me recomiendas?")
    assert t.texts[0] == "No encuentro nada «amarillo» en el catálogo."


# ---- W7: a quality with a party --------------------------------------------------------------------

@pytest.mark.parametrize("said, text", [
    ("algo de chocolate para 10 personas?", SACHER_10),
    ("algo de chocolate para 6?", "Para 6 personas: Tarta Sacher (8 raciones): 26,00 €. ¿Te apunto alguna?"),
    ("algo de chocolate para un cumpleaños de 10", SACHER_10),
    ("que me recomiendas de chocolate para 10?", SACHER_10),
    ("algo de chocolate para 10 persoas, que me recomendas?",
     "Para 10 persoas: Tarta Sacher (12 racións): 34,00 €. ¿Apúntoche algunha?"),
])
def test_a_quality_with_a_party_gives_the_sizes_that_serve_it_with_the_quality(said, text):
    t = chat().say(said)
    assert t.texts[0] == text


def test_a_party_with_a_quality_no_size_has_gives_every_size_for_it():
    t = chat().say("algo de fresa para 10 personas?")
    assert t.texts[0] == "No encuentro nada «de fresa» en la carta."     # stop 55: said first
    assert t.texts[1].startswith("Para 10 personas: Tarta de queso (12 raciones): 30,00 €.")
    assert "Tarta Sacher (12 raciones): 34,00 €" in t.text


def test_near_miss_a_quality_alone_still_lists_what_has_it():
    t = chat().say("algo de chocolate, que me recomiendas?")
    assert t.texts[0].startswith("Te puede ir bien: Tarta Sacher: 26,00 €")


# ---- W10: a quality that names a category ------------------------------------------------------------

@pytest.mark.parametrize("said, intro, rows", [
    ("que me recomiendas de postre?", "Esto es lo que tenemos en Postres, con precios:", POSTRES),
    ("ke me recomiendas de postre", "Esto es lo que tenemos en Postres, con precios:", POSTRES),
    ("que me recomendas de sobremesa?", "Isto é o que temos en Sobremesas, con prezos:", SOBREMESAS),
])
def test_a_quality_naming_a_category_shows_that_category(said, intro, rows):
    t = chat("restaurante").say(said)
    assert t.texts[0] == intro
    assert _menu_rows(t) == rows
    assert "Menú del día" not in t.text and "Menú do día" not in t.text


def test_a_category_quality_with_a_budget_lists_that_category_only():
    t = chat("restaurante").say("algo de postre por menos de 6 euros, que me recomiendas?")
    assert "Filloas: 6,00 €" in t.text and "Queso con membrillo: 5,50 €" in t.text
    assert "Menú del día" not in t.text


# ---- W11: a quality nothing says ------------------------------------------------------------------

@pytest.mark.parametrize("slug, said, line", [
    ("", "algo salado, que me recomiendas?", "No encuentro nada «salado» en la carta."),
    ("", "algo salgado, que me recomendas?", "Non atopo nada «salgado» na carta."),
    ("restaurante", "algo de carne, que me recomiendas?", "No encuentro nada «de carne» en el catálogo."),
    ("libreria", "algo de teatro que me recomiendas?", "No encuentro nada «de teatro» en el catálogo."),
])
def test_a_quality_nothing_says_is_said_then_the_catalogue_shown(slug, said, line):
    t = chat(slug).say(said)
    assert t.texts[0] == line
    assert len(t.texts) == 2 and t.cards("menu")
