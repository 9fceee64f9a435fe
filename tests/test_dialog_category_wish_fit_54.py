"""Stop 54, a category or a dish named without a count, and a recommendation with a quality.

What was wrong: at the restaurant (it takes no orders) «quiero 2 postres» answered «No tengo «postres»
en el catálogo.» although «Postres» is a category of its menu; «quiero unas bravas» (no count) went
to a person («Eso no lo tengo claro…») where «quiero 2 bravas» said «No tengo «bravas»…»; at the
bookshop «quiero 2 novelas» went to a person while «quiero dos novelas» listed them; at the bakery
«algo de chocolate, que me recomiendas?» showed the whole menu («Esta es la carta, con precios y
alérgenos:») and «algo salado, que me recomiendas?» too, «quiero algo de chocolate» went to a
person; at the florist's «o lume vermello en
galego» (a book of the bookshop) went to a person.

Now a category named with a count at a business that takes no orders lists that category, with its
prices, before «Por aquí no tomo pedidos…»; a thing wished with a plural article and no count
(«quiero unas bravas», «quero unhas bravas») is read as a thing like «quiero 2 bravas»: its price
(or «No tengo «bravas»…») and, where no orders are taken, that said; a count beside a category
(«quiero 2 novelas») lists it; a recommendation asked with a quality («de chocolate», «algo salado»,
«con almendra») lists what its name, description, tags or category say, with prices, and what says
nothing of it is said plainly, then the menu shown («No encuentro nada «salado» en la carta.»); a
thing named alone that the catalogue does not hold at all is said not had, with the categories there
are («Non teño «o lume vermello en galego» no catálogo. Temos: Ramos, Plantas e Complementos.»).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_with_knowledge, line_counts


def _handed(t) -> bool:
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


def _menu_rows(t) -> list[tuple[str, str]]:
    return [(r["name"], r["price"]) for card in t.cards("menu") for r in card["rows"]]


# ---- a category named with a count where no orders are taken ---------------------------------------

NO_ORDERS_ES = "Por aquí no tomo pedidos ni encargos: se pide en el local. Si quieres, te reservo mesa."
NO_ORDERS_GL = "Por aquí non tomo pedidos nin encargas: pídese no local. Se queres, resérvoche mesa."


@pytest.mark.parametrize("said, intro, rows, no_orders", [
    ("quiero 2 postres", "Esto es lo que tenemos en Postres, con precios:",
     [("Filloas", "6,00 €"), ("Queso con membrillo", "5,50 €")], NO_ORDERS_ES),
    ("ponme un postre", "Esto es lo que tenemos en Postres, con precios:",
     [("Filloas", "6,00 €"), ("Queso con membrillo", "5,50 €")], NO_ORDERS_ES),
    ("kiero dos postres porfa", "Esto es lo que tenemos en Postres, con precios:",
     [("Filloas", "6,00 €"), ("Queso con membrillo", "5,50 €")], NO_ORDERS_ES),
    ("quiero 3 entrantes", "Esto es lo que tenemos en Entrantes, con precios:",
     [("Pulpo á feira", "16,50 €"), ("Croquetas de jamón", "9,50 €"), ("Ensalada de la casa", "8,50 €")],
     NO_ORDERS_ES),
    ("quero dúas sobremesas", "Isto é o que temos en Sobremesas, con prezos:",
     [("Filloas", "6,00 €"), ("Queixo con marmelo", "5,50 €")], NO_ORDERS_GL),
    ("quero unha sobremesa", "Isto é o que temos en Sobremesas, con prezos:",
     [("Filloas", "6,00 €"), ("Queixo con marmelo", "5,50 €")], NO_ORDERS_GL),
])
def test_a_category_wished_is_listed_with_its_prices_where_no_orders_are_taken(said, intro, rows, no_orders):
    t = chat("restaurante").say(said)
    assert "No tengo" not in t.text and "Non teño" not in t.text and not _handed(t)
    assert t.texts == [intro, no_orders]
    assert _menu_rows(t) == rows


def test_a_category_and_a_dish_wished_together_both_answered():
    t = chat("restaurante").say("quiero 2 croquetas y 2 postres")
    assert t.texts[0] == "2 × Croquetas de jamón: 19,00 € (9,50 € la unidad)."
    assert "No tengo" not in t.text
    assert "Esto es lo que tenemos en Postres, con precios:" in t.texts
    assert t.texts[-1] == NO_ORDERS_ES


def test_after_the_category_listed_the_cheapest_is_of_it():
    c = chat("restaurante")
    c.say("quiero 2 postres")
    assert c.say("cual es el mas barato?").text == "Lo más barato: Queso con membrillo: 5,50 €."


@pytest.mark.parametrize("said, listed", [
    ("quiero 2 novelas", "Esto es lo que tenemos en Novela, con precios:"),
    ("quero 2 novelas", "Isto é o que temos en Novela, con prezos:"),
])
def test_a_count_beside_a_category_lists_it(said, listed):
    t = chat("libreria").say(said)
    assert not _handed(t)
    assert t.texts[0] == listed
    assert ("O lume vermello", "21,00 €") in _menu_rows(t)


@pytest.mark.parametrize("slug, said, text", [
    ("restaurante", "qué postres tenéis", "Esto es lo que tenemos en Postres, con precios:"),
    ("restaurante", "que sobremesas tedes?", "Isto é o que temos en Sobremesas, con prezos:"),
    ("restaurante", "quiero unos postres", "Esto es lo que tenemos en Postres, con precios:"),
    ("libreria", "quiero dos novelas", "Esto es lo que tenemos en Novela, con precios:"),
])
def test_a_category_asked_still_shows_its_card(slug, said, text):
    t = chat(slug).say(said)
    assert t.texts[0] == text
    assert _menu_rows(t)


def test_a_group_wished_still_asks_which():
    t = chat("floristeria").say("quiero un ramo")
    assert t.text == "¿Qué ramo quieres?"
    assert t.chip_labels == ["Ramo de rosas · 35,00 €", "Ramo de temporada · 28,00 €"]


# ---- a thing wished with no count ----------------------------------------------------------------------


@pytest.mark.parametrize("said, texts", [
    ("quiero unas bravas", ["No tengo «bravas» en el catálogo.", NO_ORDERS_ES]),
    ("queremos unas bravas", ["No tengo «bravas» en el catálogo.", NO_ORDERS_ES]),
    ("kiero unas bravas porfa", ["No tengo «bravas» en el catálogo.", NO_ORDERS_ES]),
    ("ponme unos churros", ["No tengo «churros» en el catálogo.", NO_ORDERS_ES]),
    ("quero unhas bravas", ["Non teño «bravas» no catálogo.", NO_ORDERS_GL]),
    ("quiero unas croquetas", ["Croquetas de jamón: 9,50 €.", NO_ORDERS_ES]),
    ("quero unhas croquetas", ["Croquetas de xamón: 9,50 €.", NO_ORDERS_GL]),
    ("quiero unas filloas", ["Filloas: 6,00 €.", NO_ORDERS_ES]),
])
def test_a_dish_wished_with_no_count_where_no_orders_are_taken(said, texts):
    t = chat("restaurante").say(said)
    assert not _handed(t)
    assert t.texts == texts


@pytest.mark.parametrize("slug, said, not_had", [
    ("", "quiero unas bravas", "No tengo «bravas» en la carta."),
    ("floristeria", "quiero unos tulipanes", "No tengo «tulipanes» en el catálogo."),
    ("floristeria", "quero uns tulipáns", "Non teño «tulipáns» no catálogo."),
])
def test_a_thing_not_had_wished_with_no_count_is_said_not_had(slug, said, not_had):
    c = chat(slug)
    t = c.say(said)
    assert not _handed(t)
    assert t.texts[0] == not_had
    assert not line_counts(c)


def test_a_product_wished_with_no_count_asks_how_many():
    c = chat()
    t = c.say("quiero unos croissants")
    assert "¿Cuántos croissants quieres?" in t.text
    assert line_counts(c) == {"croissant": 1}


@pytest.mark.parametrize("slug, said, text", [
    ("", "quiero 2 croissants", "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("restaurante", "¿cuánto cuesta el pulpo?", "Pulpo á feira: 16,50 €."),
    ("restaurante", "quiero 2 croquetas", "2 × Croquetas de jamón: 19,00 € (9,50 € la unidad)."),
    ("restaurante", "quiero 2 bravas", "No tengo «bravas» en el catálogo."),
    ("", "qué tartas tenéis", "Tarta de queso: desde 22,00 €."),
])
def test_near_misses_are_as_before(slug, said, text):
    assert text in chat(slug).say(said).texts[0]


@pytest.mark.parametrize("said", [
    "quiero unos 30 euros de flores",
    "tengo unas dudas",
    "quiero unas flores",
])
def test_a_plural_article_that_wishes_no_unknown_thing_is_no_thing_not_had(said):
    t = chat("floristeria").say(said)
    assert "No tengo «" not in t.text


# ---- a recommendation with a quality -------------------------------------------------------------------


@pytest.mark.parametrize("said", [
    "algo de chocolate, que me recomiendas?",
    "algo de chocolate que me recomiendas",
    "que me recomiendas de chocolate?",
    "recomiendame algo de chocolate",
    "algo con chocolate, q me recomiendas?",
    "algo de chocolate, que me recomendas?",
    "que me recomendas con chocolate?",
    "quiero algo de chocolate",
    "algo de chocolate?",
    "quero algo de chocolate",
])
def test_a_quality_lists_what_has_it_with_prices(said):
    t = chat().say(said)
    assert not _handed(t)
    assert "carta" not in t.texts[0]
    for name in ("Tarta Sacher", "Brownie sin harina: 3,00 €", "Napolitana de chocolate: 2,00 €"):
        assert name in t.text
    assert "Croissant" not in t.text and "Pan de" not in t.text
    assert "Encargar: Brownie sin harina" in t.chip_labels


@pytest.mark.parametrize("said, names", [
    ("algo con almendra, que me recomiendas?", ["Tarta de Santiago", "Caja de 6 macarons"]),
    ("algo con canela que me recomiendas", ["Tarta de zanahoria: 24,00 €"]),
    ("algo de hojaldre, que me recomendas?", ["Palmera de hojaldre: 2,20 €", "Napolitana de chocolate: 2,00 €"]),
])
def test_a_quality_of_the_descriptions_lists_those(said, names):
    t = chat().say(said)
    assert not _handed(t)
    for name in names:
        assert name in t.text
    assert "Croissant" not in t.text


@pytest.mark.parametrize("said, text", [
    ("algo salado, que me recomiendas?", "No encuentro nada «salado» en la carta."),
    ("algo de fresa, que me recomiendas?", "No encuentro nada «de fresa» en la carta."),
    ("algo salgado, que me recomendas?", "Non atopo nada «salgado» na carta."),
])
def test_a_quality_nothing_says_is_said_and_the_menu_offered(said, text):
    t = chat().say(said)
    assert not _handed(t)
    assert t.texts[0] == text
    assert t.cards("menu")      # the menu itself, shown right after (stop 54 RD), not only its button


def test_a_quality_and_a_budget_list_only_what_has_it():
    t = chat().say("algo de chocolate por menos de 5 euros, que me recomiendas?")
    assert "Brownie sin harina: 3,00 €" in t.text and "Napolitana de chocolate: 2,00 €" in t.text
    assert "Pan de" not in t.text and "Sacher" not in t.text


def test_a_quality_listed_is_then_ordered():
    c = chat()
    c.say("algo con canela, que me recomiendas?")
    c.say("vale, ponme esa")
    assert line_counts(c) == {"tarta-zanahoria": 1}


@pytest.mark.parametrize("slug, said, text", [
    ("", "tenéis algo de chocolate?", "Con chocolate tenemos: Tarta Sacher: desde 26,00 €."),
    ("", "algo sin gluten, que me recomiendas?", "Tenemos 3 productos sin gluten"),
    ("", "que me recomiendas?", "Lo que más se pide:"),
    ("libreria", "un libro para un niño de 5 años, que me recomiendas?", "A ra e a rata: 12,50 €"),
    ("libreria", "algo para un niño de 5 años por menos de 10 euros?", "por"),
    ("floristeria", "algo para regalar por unos 30 euros?", "Ramo de temporada: 28,00 €"),
])
def test_recommendations_without_a_quality_are_as_before(slug, said, text):
    t = chat(slug).say(said)
    assert text.lower() in t.text.lower()


# ---- a thing named that the shop does not sell --------------------------------------------------------


@pytest.mark.parametrize("said, text", [
    ("o lume vermello en galego", "Non teño «o lume vermello en galego» no catálogo. Temos: Ramos, Plantas e "
                                  "Complementos."),
    ("quero o lume vermello", "Non teño «o lume vermello» no catálogo. Temos: Ramos, Plantas e Complementos."),
    ("quiero el fuego rojo", "No tengo «el fuego rojo» en el catálogo. Tenemos: Ramos, Plantas y Complementos."),
])
def test_a_thing_another_shop_sells_is_said_not_had(said, text):
    t = chat("floristeria").say(said)
    assert not _handed(t)
    assert t.texts[0] == text


@pytest.mark.parametrize("said, not_had, offered", [
    ("o lume vermello en castelán", "Non teño «o lume vermello en castelán» no catálogo.", "Só teño O lume vermello"),
    ("quiero o lume vermello en castellano", "No tengo «o lume vermello en castellano» en el catálogo.",
     "Solo tengo O lume vermello (Novela negra ambientada en Compostela), 21,00 €. ¿Te vale?"),
])
def test_a_language_the_book_does_not_say_is_offered_as_the_one_there_is(said, not_had, offered):
    t = chat("libreria").say(said)
    assert t.texts[0] == not_had
    assert offered in t.text


@pytest.mark.parametrize("slug, said", [
    ("restaurante", "el parking"),
    ("restaurante", "la terraza cubierta"),
    ("floristeria", "la orquidea rosa"),
    ("peluqueria", "el tinte rubio"),
    ("floristeria", "la web funciona mal"),
    ("floristeria", "la web no funciona"),
    ("floristeria", "el chico que vino ayer"),
])
def test_what_may_ask_of_the_place_or_names_a_thing_had_is_not_said_not_had(slug, said):
    assert "en el catálogo. Tenemos:" not in chat(slug).say(said).text


def test_the_knowledge_answers_a_thing_named_alone_first(tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say("el parking gratuito")
    assert "No tenemos aparcamiento propio" in t.text
    assert "No tengo «" not in t.text
