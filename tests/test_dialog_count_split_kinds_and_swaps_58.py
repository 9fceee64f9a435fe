"""A count split into kinds across the catalogue, and a swap inside such a split (stop 58, helper B).

What was wrong:
- a diet word as one kind of a split was read as a diet question and nothing was held: «dos menús, uno
  vegetariano y otro de carne» said «No tengo «menu de carne» en el catálogo. No: Menú del día no está
  entre los productos vegetarianos…»; «dos croissants, uno vegano y otro normal» said «No: Croissant de
  mantequilla no está entre los productos veganos…» and held nothing;
- «dos marcapáginas, uno de madera y otro envuelto» held 4 and «dos cubiertas, una urbana y otra de
  carretera» held 3 (the two said, plus the one named by its own kind again);
- «dos marcapáginas, uno de madera y otro de metal» held 1 in silence (no offer of the other), and «dos
  marcapáginas, uno de metal y otro de madera» held 3 (the two said, plus the one of wood again);
  «dos croissants, uno de mantequilla y otro de chocolate» held 1 and offered nothing;
- «quiero 2 tartas, una de queso y otra de zanahoria» then «la de limón en vez de la de queso» held
  «2 × Tarta de queso» (the carrot one turned into cheese) and asked «¿Cuál cambio por Tarta de limón…?»;
  «cambia la de queso por una de limón» the same; «la tarta de limón en vez de la de queso» lost the
  carrot one; Galician «troca a de queixo pola de limón» added a third.

Now a diet said of one of two is that one's wish: both are held (the split is the note) and, where the
catalogue does not tag the thing so, the diet guard says it plainly as for «quiero dos X veganos»; a
business that takes no orders gives the price of both. In «dos X, uno de <X's own kind> y otro de <a kind
not made>» one X is held, the other kind is said not made and one more X is offered, as stop 57 does for
a part told by a wish: «Solo tengo Marcapáginas de madera (3,00 €). ¿Te apunto 1 más?»; with the other
told by a wish, both are held and the split is said back as their note. A swap that
names the held line by its kind («la de queso») replaces that line and keeps the other and the open
question («¿Para cuántas raciones?»); the new one inherits a size already chosen.
"""
import pytest

from tests.conversation import chat_after, line_counts

_ASK_SIZE = "¿Para cuántas raciones?"
_ASK_SIZE_GL = "¿Para cantas racións?"
_SPLIT = "quiero 2 tartas, una de queso y otra de zanahoria"
_SPLIT_GL = "quero 2 tartas, unha de queixo e outra de cenoria"
_NO_ORDERS = "Por aquí no tomo pedidos ni encargos: se pide en el local. Si quieres, te reservo mesa."
_NO_ORDERS_GL = "Por aquí non tomo pedidos nin encargas: pídese no local. Se queres, resérvoche mesa."


def _reads(c, words: str) -> bool:
    return any(words in t for t in c.last.texts)


def _no_diet_answer(c) -> bool:
    return not any(t.startswith(("No:", "Sí:", "Non:", "Si:")) or ": No:" in t or ". No:" in t
                   for t in c.last.texts)


# ---- 1. a diet said of one of two: both held, the split is a wish -----------------------------------

@pytest.mark.parametrize("said, price, no_orders", [
    ("dos menús, uno vegetariano y otro de carne", "2 × Menú del día: 29,00 € (14,50 € la unidad).", _NO_ORDERS),
    ("dos menus uno vegetariano y otro de carne", "2 × Menú del día: 29,00 € (14,50 € la unidad).", _NO_ORDERS),
    ("2 menús, uno vegano y otro normal", "2 × Menú del día: 29,00 € (14,50 € la unidad).", _NO_ORDERS),
    ("dous menús, un vexetariano e outro de carne", "2 × Menú do día: 29,00 € (14,50 € a unidade).",
     _NO_ORDERS_GL),
])
def test_a_diet_of_one_of_two_menus_prices_both(said, price, no_orders):
    c = chat_after("restaurante", said)
    assert _reads(c, price)
    assert _reads(c, no_orders)
    assert not _reads(c, "No tengo «menu de carne»") and not _reads(c, "Non teño")
    assert not _reads(c, "entre los productos vegetarianos") and not _reads(c, "entre os produtos")


@pytest.mark.parametrize("said, note, guard, ask", [
    ("dos croissants, uno vegano y otro normal", "dos croissants, uno vegano y otro normal",
     "Croissant de mantequilla no está entre los productos veganos del catálogo: lo apunto como indicación "
     "y una persona del local te confirma si puede ser.", "¿A qué hora lo recoges?"),
    ("dos croisants uno vegano y otro normal", "dos croisants uno vegano y otro normal",
     "Croissant de mantequilla no está entre los productos veganos del catálogo", "¿A qué hora lo recoges?"),
    ("dous croissants, un vexano e outro normal", "dous croissants, un vexano e outro normal",
     "Croissant de mantequilla non está entre os produtos veganos do catálogo", "¿A que hora o recolles?"),
    ("dos croissants, uno vegetariano y otro normal", "dos croissants, uno vegetariano y otro normal",
     None, "¿A qué hora lo recoges?"),
])
def test_a_diet_of_one_of_two_is_held_with_its_note(said, note, guard, ask):
    c = chat_after("", said)
    assert line_counts(c) == {"croissant": 2}
    assert _reads(c, "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.")
    assert _reads(c, f"Apunto como indicación: «{note}».")
    assert _reads(c, ask)
    assert guard is None or _reads(c, guard)
    assert _no_diet_answer(c)


def test_a_diet_beside_a_kind_not_made_is_the_stop_57_offer():
    c = chat_after("", "dos croissants, uno vegano y otro de chocolate")
    assert line_counts(c) == {"croissant": 1}
    assert _reads(c, "No tengo «croissant de chocolate» en la carta.")
    assert _reads(c, "Apunto como indicación: «uno vegano».")
    assert _reads(c, "Croissant de mantequilla no está entre los productos veganos del catálogo")
    assert _reads(c, "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 1 más?")
    assert _no_diet_answer(c)


# ---- 2. «dos X, uno de <X's kind> y otro de <not made>»: one held, the other offered ----------------

@pytest.mark.parametrize("slug, said, not_made, held, offer", [
    ("libreria", "dos marcapáginas, uno de madera y otro de metal",
     "No tengo «marcapagina de metal» en el catálogo.", "Apunto: 1 × Marcapáginas de madera. Total 3,00 €.",
     "Solo tengo Marcapáginas de madera (3,00 €). ¿Te apunto 1 más?"),
    ("libreria", "dos marcapaginas uno de metal y otro de madera",
     "No tengo «marcapagina de metal» en el catálogo.", "Apunto: 1 × Marcapáginas de madera. Total 3,00 €.",
     "Solo tengo Marcapáginas de madera (3,00 €). ¿Te apunto 1 más?"),
    ("libreria", "quiero 2 marcapáginas, uno de madera y otro de plástico",
     "No tengo «marcapagina de plástico» en el catálogo.", "Apunto: 1 × Marcapáginas de madera. Total 3,00 €.",
     "Solo tengo Marcapáginas de madera (3,00 €). ¿Te apunto 1 más?"),
    ("libreria", "dous marcapáxinas, un de madeira e outro de metal",
     "Non teño «marcapagina de metal» no catálogo.", "Apunto: 1 × Marcapáxinas de madeira. Total 3,00 €.",
     "Só teño Marcapáxinas de madeira (3,00 €). ¿Apúntoche 1 máis?"),
    ("", "dos croissants, uno de mantequilla y otro de chocolate",
     "No tengo «croissant de chocolate» en la carta.", "Apunto: 1 × Croissant de mantequilla. Total 1,80 €.",
     "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 1 más?"),
    ("", "dous croissants, un de chocolate e outro de manteiga",
     "Non teño «croissant de chocolate» na carta.", "Apunto: 1 × Croissant de mantequilla. Total 1,80 €.",
     "Só teño Croissant de mantequilla (1,80 €). ¿Apúntoche 1 máis?"),
    ("", "dos napolitanas, una de chocolate y otra de crema",
     "No tengo «napolitana de crema» en la carta.", "Apunto: 1 × Napolitana de chocolate. Total 2,00 €.",
     "Solo tengo Napolitana de chocolate (2,00 €). ¿Te apunto 1 más?"),
    ("floristeria", "dos macetas, una de cerámica y otra de plástico",
     "No tengo «maceta de plástico» en el catálogo.", "Apunto: 1 × Maceta de cerámica. Total 12,00 €.",
     "Solo tengo Maceta de cerámica (12,00 €). ¿Te apunto 1 más?"),
    ("floristeria", "dos jarrones, uno de barro y otro de cristal",
     "No tengo «jarron de barro» en el catálogo.", "Apunto: 1 × Jarrón de cristal. Total 15,00 €.",
     "Solo tengo Jarrón de cristal (15,00 €). ¿Te apunto 1 más?"),
])
def test_one_held_and_the_other_offered(slug, said, not_made, held, offer):
    c = chat_after(slug, said)
    assert list(line_counts(c).values()) == [1]
    assert _reads(c, not_made)
    assert _reads(c, held)
    assert _reads(c, offer)


@pytest.mark.parametrize("slug, said, held, note", [
    ("libreria", "dos marcapáginas, uno de madera y otro envuelto",
     "Apunto: 2 × Marcapáginas de madera. Total 6,00 €.", "dos marcapáginas, uno de madera y otro envuelto"),
    ("libreria", "dous marcapáxinas, un de madeira e outro envolto",
     "Apunto: 2 × Marcapáxinas de madeira. Total 6,00 €.", "dous marcapáxinas, un de madeira e outro envolto"),
    ("taller", "dos cubiertas, una urbana y otra de carretera", "Apunto: 2 × Cubierta urbana. Total 58,00 €.",
     "dos cubiertas, una urbana y otra de carretera"),
])
def test_one_of_its_own_kind_and_the_other_a_wish_are_two(slug, said, held, note):
    """(these held 4 and 3: the two said, plus the one named by its own kind again)"""
    c = chat_after(slug, said)
    assert list(line_counts(c).values()) == [2]
    assert _reads(c, held)
    assert _reads(c, f"Apunto como indicación: «{note}».")
    assert not _reads(c, "más?")


@pytest.mark.parametrize("answer, count, ask", [
    ("sí", 2, "¿A qué hora lo recoges?"),
    ("vale", 2, "¿A qué hora lo recoges?"),
    ("no", 1, "¿A qué hora lo recoges?"),
    ("solo ese", 1, "¿A qué hora lo recoges?"),
])
def test_the_answers_to_the_offer(answer, count, ask):
    c = chat_after("libreria", "dos marcapáginas, uno de madera y otro de metal", answer)
    assert line_counts(c) == {"marcapaginas": count}
    assert _reads(c, ask)
    assert count == 2 or _reads(c, "Vale, no lo apunto.")


def test_the_galician_yes_takes_it():
    c = chat_after("libreria", "dous marcapáxinas, un de madeira e outro de metal", "vale")
    assert line_counts(c) == {"marcapaginas": 2}
    assert _reads(c, "Apunto: 2 × Marcapáxinas de madeira. Total 6,00 €.")


# ---- 3. a swap naming one of the held by its kind ---------------------------------------------------

@pytest.mark.parametrize("swap", [
    "la de limón en vez de la de queso",
    "la de limon en vez de la de queso",
    "cambia la de queso por una de limón",
    "cambia la de queso por la de limón",
    "la tarta de limón en vez de la de queso",
    "en vez de la de queso, una de limón",
])
def test_the_one_named_is_replaced_and_the_size_still_asked(swap):
    c = chat_after("", _SPLIT, swap)
    assert line_counts(c) == {"tarta-zanahoria": 1, "tarta-limon": 1}
    assert _reads(c, "1 × Tarta de zanahoria y 1 × Tarta de limón (lemon pie). Total 46,00 €.")
    assert _reads(c, _ASK_SIZE)
    assert not _reads(c, "¿Cuál cambio")


@pytest.mark.parametrize("swap", [
    "a de limón en vez da de queixo",
    "troca a de queixo pola de limón",
    "troca a tarta de queixo pola de limon",
    "cambia a de queixo pola de limón",
    "mellor a de limón no canto da de queixo",
])
def test_the_galician_swap(swap):
    c = chat_after("", _SPLIT_GL, swap)
    assert line_counts(c) == {"tarta-zanahoria": 1, "tarta-limon": 1}
    assert _reads(c, "1 × Tarta de zanahoria e 1 × Tarta de limón (lemon pie). Total 46,00 €.")
    assert _reads(c, _ASK_SIZE_GL)


def test_the_first_turn_holds_one_of_each_and_asks_the_size():
    c = chat_after("", _SPLIT)
    assert line_counts(c) == {"tarta-queso": 1, "tarta-zanahoria": 1}
    assert _reads(c, "Apunto: 1 × Tarta de queso y 1 × Tarta de zanahoria. Total 46,00 €.")
    assert _reads(c, _ASK_SIZE)


def test_the_size_chosen_goes_with_the_new_one():
    c = chat_after("", _SPLIT, "de 12 raciones", "la de limón en vez de la de queso")
    assert line_counts(c) == {"tarta-zanahoria": 1, "tarta-limon": 1}
    assert _reads(c, "Tarta de limón (lemon pie, 12 raciones)")
    assert _reads(c, _ASK_SIZE)


@pytest.mark.parametrize("slug, first, swap, held", [
    ("floristeria", "quiero 2 ramos, uno de rosas y otro de temporada", "una orquídea en vez del de rosas",
     {"ramo-temporada": 1, "orquidea": 1}),
    ("floristeria", "quiero 2 ramos, uno de rosas y otro de temporada", "cambia el de temporada por una orquídea",
     {"ramo-rosas": 1, "orquidea": 1}),
    ("taller", "quiero una cadena y una luz", "una cubierta en vez de la cadena", {"luz": 1, "cubierta": 1}),
])
def test_swaps_elsewhere(slug, first, swap, held):
    c = chat_after(slug, first, swap)
    assert line_counts(c) == held


# ---- 4. near-misses that do not change --------------------------------------------------------------

def test_menus_of_the_day_are_priced():
    c = chat_after("restaurante", "dos menús del día")
    assert _reads(c, "2 × Menú del día: 29,00 € (14,50 € la unidad).")


def test_a_diet_asked_of_the_thing_is_still_answered():
    c = chat_after("", "dos croissants veganos")
    assert _reads(c, "No: Croissant de mantequilla no está entre los productos veganos.")
    assert line_counts(c) == {}


def test_counts_of_two_kinds_stay_as_said():
    c = chat_after("", "quiero 2 tartas de queso y 1 de limón")
    assert line_counts(c) == {"tarta-queso": 2, "tarta-limon": 1}
    assert _reads(c, "Apunto: 2 × Tarta de queso y 1 × Tarta de limón (lemon pie). Total 66,00 €.")
    assert _reads(c, _ASK_SIZE)


def test_a_swap_with_two_held_and_none_named_still_asks_which():
    c = chat_after("", _SPLIT, "mejor de limón")
    assert _reads(c, "¿Cuál cambio por Tarta de limón (lemon pie): Tarta de queso o Tarta de zanahoria?")


def test_the_kind_made_named_with_counts_goes_on_as_in_stop_55():
    c = chat_after("", "quiero 5 croissants: 3 de mantequilla y 2 de chocolate")
    assert line_counts(c) == {"croissant": 3}
    assert not _reads(c, "más?")


def test_a_split_told_by_wishes_stays_as_in_stop_57():
    c = chat_after("", "dos croissants, uno de chocolate y otro normal")
    assert line_counts(c) == {"croissant": 1}
    assert _reads(c, "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 1 más?")


def test_both_kinds_made_are_both_held():
    c = chat_after("floristeria", "dos ramos, uno de rosas y otro de temporada")
    assert line_counts(c) == {"ramo-rosas": 1, "ramo-temporada": 1}
    assert not _reads(c, "más?") and not _reads(c, "No tengo")
