import pytest

from bizengine.business.pricing import price_line, price_lines
from bizengine.conversation.cart import apply_options, apply_to_cart
from bizengine.understanding.items import Found, find_items
from bizengine.business.store import load_business
from bizengine.language.text import clean


@pytest.fixture(scope="module")
def biz():
    return load_business("datasets/pasteleria")


def lines(found):
    return [(l["item_id"], l["qty"], l["options"]) for l in found.lines]


def fi(text, biz):
    return find_items(clean(text), biz)


@pytest.mark.parametrize("text, expected", [
    # quantities
    ("quiero una tarta de queso", [("tarta-queso", 1, {})]),
    ("media docena de palmeras", [("palmera", 6, {})]),
    ("una docena de croissants", [("croissant", 12, {})]),
    ("un par de brownies", [("brownie", 2, {})]),
    ("palmeras x2", [("palmera", 2, {})]),
    ("palmeras x 3", [("palmera", 3, {})]),
    ("dos palmeras", [("palmera", 2, {})]),
    ("Quero dúas palmeras para recoller mañá", [("palmera", 2, {})]),
    ("tres napolitanas", [("napolitana", 3, {})]),
    ("catro croissants e unha bica", [("croissant", 4, {}), ("bica", 1, {})]),
    ("10 palmeras", [("palmera", 10, {})]),
    ("una palmera", [("palmera", 1, {})]),
    # longest phrase first, singular, aliases
    ("pan de centeno", [("pan-centeno", 1, {})]),
    ("una caja de macarons", [("macarons", 1, {})]),
    ("un cheesecake", [("tarta-queso", 1, {})]),
    ("unha tarta de queixo", [("tarta-queso", 1, {})]),
    ("dos milfollas", [("milhojas", 2, {})]),
    # typos (6+ letters, rapidfuzz ratio >= 85 or one letter changed; more in test_typos below)
    ("una tartaletta", [("tartaleta", 1, {})]),
    ("dos napolitannas", [("napolitana", 2, {})]),
    # flavours without repeating the noun
    ("2 tartas de santiago y 1 de limón", [("tarta-santiago", 2, {}), ("tarta-limon", 1, {})]),
    ("una de santiago y otra de limón", [("tarta-santiago", 1, {}), ("tarta-limon", 1, {})]),
    ("una tarta de santiago, otra de limón y otra de zanahoria",
     [("tarta-santiago", 1, {}), ("tarta-limon", 1, {}), ("tarta-zanahoria", 1, {})]),
    ("tres tartas de santiago, dos de limón y una de queso",
     [("tarta-santiago", 3, {}), ("tarta-limon", 2, {}), ("tarta-queso", 1, {})]),
    ("dos tartas, una de queso y otra de limón", [("tarta-queso", 1, {}), ("tarta-limon", 1, {})]),
    ("unha torta de santiago e outra de limón", [("tarta-santiago", 1, {}), ("tarta-limon", 1, {})]),
    # options
    ("una tarta de queso para 12 personas", [("tarta-queso", 1, {"raciones": "12"})]),
    ("una tarta de queso para 8", [("tarta-queso", 1, {"raciones": "8"})]),
    ("quiero la tarta sacher de 20 raciones", [("tarta-sacher", 1, {"raciones": "20"})]),
    ("tarta de zanahoria para doce personas", [("tarta-zanahoria", 1, {"raciones": "12"})]),
    ("unha tarta de queixo para 8 persoas", [("tarta-queso", 1, {"raciones": "8"})]),
    ("Quiero una tarta de queso para 12 personas para el sábado a las 11", [("tarta-queso", 1, {"raciones": "12"})]),
])
def test_find_lines(biz, text, expected):
    f = fi(text, biz)
    assert lines(f) == expected
    assert f.ambiguous == [] and f.unknown == [] and f.mode == "add"


@pytest.mark.parametrize("text, expected", [
    # the six of issue 19, which the old trigram Dice missed
    ("dos polborones", [("polvorones", 1)]),      # two pieces: one box of 10 (catalogue «pack»)
    ("un brawnie", [("brownie", 1)]),
    ("una miloja", [("milhojas", 1)]),
    ("una hogaxa", [("pan-masa-madre", 1)]),
    ("un centenno", [("pan-centeno", 1)]),
    ("tres crusanes", [("croissant", 3)]),
    # Spanish
    ("un cheescake", [("tarta-queso", 1)]),
    ("quiero un chesecake", [("tarta-queso", 1)]),
    ("media docena de croasanes", [("croissant", 6)]),
    ("dos napolitnas", [("napolitana", 2)]),
    ("una tarteleta", [("tartaleta", 1)]),
    ("una enpanada", [("empanada", 1)]),
    ("quiero macaroons", [("macarons", 1)]),
    ("ponme un saccher", [("tarta-sacher", 1)]),
    ("cuatro palmerras y un browni", [("palmera", 4), ("brownie", 1)]),
    ("una caja de porvorones", [("polvorones", 1)]),
    # Galician
    ("dúas palmerias", [("palmera", 2)]),
    ("tres milfolas", [("milhojas", 3)]),
    ("catro croasans", [("croissant", 4)]),
    ("dous brounies", [("brownie", 2)]),
    ("unha fogaza", [("pan-masa-madre", 1)]),
    ("quero unha empandas", [("empanada", 1)]),
    ("un centeo para mañá", [("pan-centeno", 1)]),
    ("a tatraleta", [("tartaleta", 1)]),
])
def test_typos(biz, text, expected):
    f = fi(text, biz)
    assert [(line["item_id"], line["qty"]) for line in f.lines] == expected
    assert f.ambiguous == [] and f.unknown == []


@pytest.mark.parametrize("text, expected", [
    # words near a product name that are no typo of it
    ("una empanada gallega", ["empanada"]),      # «gallega» is one letter from «galleta», but it is bica's word
    ("unha empanada galega e unha bica galega", ["empanada", "bica"]),
    ("¿tenéis empanadillas?", []),
    ("estoy muy contento", []),
    ("somos de Compostela, gracias", []),
    ("con almendras y chocolate", []),
    ("¿abrides o domingo?", []),
    ("necesito información del horario", []),
    ("vale, perfecto, hasta mañana", []),
    ("sin mantequilla", []),
    ("¿hacéis bocadillos?", []),
    ("quixera encargar para o sábado", []),
    # short words are never read as typos
    ("dos brwni", []),
    ("un pamas", []),
])
def test_not_typos(biz, text, expected):
    assert [line["item_id"] for line in fi(text, biz).lines] == expected


def test_time_and_people_are_not_quantities(biz):
    f = fi("dos palmeras para el sábado a las 11 a nombre de Iria", biz)
    assert lines(f) == [("palmera", 2, {})] and f.unknown == []


def test_stray_option(biz):
    f = fi("12 raciones", biz)
    assert f.lines == [] and f.stray_options == [{"option_id": "raciones", "choice_id": "12"}]
    f = fi("dos palmeras para 8 personas", biz)   # palmeras take no option
    assert lines(f) == [("palmera", 2, {})]
    assert f.stray_options == [{"option_id": "raciones", "choice_id": "8"}]


@pytest.mark.parametrize("text, word, qty, options", [
    ("quiero una tarta", "tarta", 1, {}),
    ("dos tartas", "tarta", 2, {}),
    ("un pastel", "tarta", 1, {}),
    ("una tarta para 12", "tarta", 1, {"raciones": "12"}),
    ("un pan", "pan", 1, {}),
    ("una barra de pan", "pan", 1, {}),
])
def test_ambiguous(biz, text, word, qty, options):
    f = fi(text, biz)
    assert f.lines == []
    assert len(f.ambiguous) == 1
    amb = f.ambiguous[0]
    assert (amb["word"], amb["qty"], amb["options"]) == (word, qty, options)
    assert amb["candidates"] == biz.catalog["ambiguous"][word]["candidates"]


@pytest.mark.parametrize("text, item, qty", [
    ("quiero un pan de centenno", "pan-centeno", 1),
    ("dos panes de centeno", "pan-centeno", 2),
    ("quiero pan centeno", "pan-centeno", 1),
    ("una tarta de sacher", "tarta-sacher", 1),
    ("unha torta de sacher", "tarta-sacher", 1),
    ("quero dous pans de centeo", "pan-centeno", 2),
    ("3 tartas de santiagoo", "tarta-santiago", 3),
    ("2 tartas de sachers", "tarta-sacher", 2),
])
def test_a_group_word_then_one_of_its_products_is_that_product(biz, text, item, qty):
    _found_as_one_line(biz, text, item, qty)


@pytest.mark.parametrize("text, item, qty", [
    ("unha torta de queixo", "tarta-queso", 1),
    ("dúas tortas de queixo", "tarta-queso", 2),
    ("unha torta de cenoria", "tarta-zanahoria", 1),
    ("una torta de limon", "tarta-limon", 1),
    ("un pastel de queso", "tarta-queso", 1),
    ("dos pasteles de zanahoria", "tarta-zanahoria", 2),
])
def test_a_product_named_after_its_group_is_found_under_the_groups_other_names(biz, text, item, qty):
    _found_as_one_line(biz, text, item, qty)


def _found_as_one_line(biz, text: str, item: str, qty: int) -> None:
    f = fi(text, biz)
    assert f.ambiguous == []
    assert [(line["item_id"], line["qty"]) for line in f.lines] == [(item, qty)]


def test_the_groups_other_name_alone_still_asks_which(biz):
    assert [a["word"] for a in fi("unha torta", biz).ambiguous] == ["tarta"]


def test_a_group_word_then_another_groups_product_still_asks(biz):
    f = fi("un pan y una tarta de sacher", biz)
    assert [a["word"] for a in f.ambiguous] == ["pan"]
    assert [line["item_id"] for line in f.lines] == ["tarta-sacher"]


@pytest.mark.parametrize("text, unknown", [
    ("una pizza", ["pizza"]),
    ("dos cafés y una palmera", ["cafes"]),
    ("2 tartas de santiago y 1 de fresa", ["tarta de fresa"]),
    ("una empanada de atún y una pizza", ["empanada de atun", "pizza"]),   # only zorza is made
])
def test_unknown(biz, text, unknown):
    assert fi(text, biz).unknown == unknown


@pytest.mark.parametrize("text", [
    "para 4 personas", "a las dos", "dentro de dos semanas", "tengo una pregunta", "somos 4",
    "en 20 minutos", "una mesa para dos", "un momento",
])
def test_nothing_found(biz, text):
    f = fi(text, biz)
    assert f.lines == [] and f.ambiguous == [] and f.unknown == [] and not f.any


@pytest.mark.parametrize("text, mode, expected", [
    ("mejor cinco palmeras", "set", [("palmera", 5, {})]),
    ("mellor tres croissants", "set", [("croissant", 3, {})]),
    ("en vez de 2 palmeras, 5 palmeras", "set", [("palmera", 5, {})]),
    ("quita el brownie", "remove", [("brownie", 1, {})]),
    ("ya no quiero las palmeras", "remove", [("palmera", 1, {})]),
    ("sin el brownie", "remove", [("brownie", 1, {})]),
    ("quita o brownie", "remove", [("brownie", 1, {})]),
    ("xa non quero as palmeras", "remove", [("palmera", 1, {})]),
    ("dos palmeras", "add", [("palmera", 2, {})]),
])
def test_modes(biz, text, mode, expected):
    f = fi(text, biz)
    assert f.mode == mode and lines(f) == expected


def test_replaced(biz):
    f = fi("en vez de la tarta de queso, la de limón", biz)
    assert f.mode == "set" and f.replaced == ["tarta-queso"] and lines(f) == [("tarta-limon", 1, {})]
    f = fi("cambia la tarta de queso por una de limón", biz)
    assert f.mode == "set" and f.replaced == ["tarta-queso"] and lines(f) == [("tarta-limon", 1, {})]


def test_spans_cover_catalogue_phrases(biz):
    f = fi("¿el brownie sin harina lleva frutos secos?", biz)
    assert [" ".join(f.words[a:b]) for a, b in f.spans] == ["brownie sin harina"]


# ------------------------------------------------------------ price

def test_price_line_seed(biz):
    got = price_line(biz, {"item_id": "tarta-queso", "qty": 1, "options": {"raciones": "12"}})
    assert got["unit_cents"] == 3000
    assert got["total_cents"] == 3000
    assert got["option_label"] == "12 raciones"
    assert got["lead_hours"] == 48
    assert got["allergens"] == ["gluten", "lacteos", "huevos"]


def test_price_line_more(biz):
    assert price_line(biz, {"item_id": "palmera", "qty": 2, "options": {}})["total_cents"] == 440
    got = price_line(biz, {"item_id": "tarta-santiago", "qty": 2, "options": {"raciones": "20"}}, "gl")
    assert (got["unit_cents"], got["total_cents"], got["option_label"]) == (3600, 7200, "20 racións")
    assert price_line(biz, {"item_id": "gone", "qty": 1, "options": {}}) is None


def test_price_lines_total(biz):
    cart = [{"item_id": "tarta-santiago", "qty": 2, "options": {}},
            {"item_id": "tarta-limon", "qty": 1, "options": {}},
            {"item_id": "gone", "qty": 3, "options": {}}]
    got = price_lines(biz, cart)
    assert got["total_cents"] == 5800 and got["count"] == 3 and len(got["lines"]) == 2


# ------------------------------------------------------------ cart

def test_apply_add_merges_equal_lines(biz):
    cart = [{"item_id": "palmera", "qty": 2, "options": {}}]
    cart = apply_to_cart(cart, fi("tres palmeras", biz))
    assert cart == [{"item_id": "palmera", "qty": 5, "options": {}}]
    cart = [{"item_id": "tarta-queso", "qty": 1, "options": {"raciones": "12"}}]
    cart = apply_to_cart(cart, fi("una tarta de queso para 8", biz))
    assert cart == [{"item_id": "tarta-queso", "qty": 1, "options": {"raciones": "12"}},
                    {"item_id": "tarta-queso", "qty": 1, "options": {"raciones": "8"}}]
    cart = apply_to_cart(cart, fi("otra tarta de queso para 12", biz))
    assert cart[0] == {"item_id": "tarta-queso", "qty": 2, "options": {"raciones": "12"}}


def test_apply_set_remove_replace(biz):
    cart = [{"item_id": "palmera", "qty": 2, "options": {}}, {"item_id": "brownie", "qty": 1, "options": {}}]
    assert apply_to_cart(cart, fi("mejor cinco palmeras", biz)) == [
        {"item_id": "palmera", "qty": 5, "options": {}}, {"item_id": "brownie", "qty": 1, "options": {}}]
    assert apply_to_cart(cart, fi("quita el brownie", biz)) == [{"item_id": "palmera", "qty": 2, "options": {}}]
    assert apply_to_cart(cart, fi("quita una palmera", biz)) == [
        {"item_id": "palmera", "qty": 1, "options": {}}, {"item_id": "brownie", "qty": 1, "options": {}}]
    assert cart[0]["qty"] == 2   # the input is not mutated
    cart = [{"item_id": "tarta-queso", "qty": 1, "options": {"raciones": "8"}}]
    assert apply_to_cart(cart, fi("en vez de la tarta de queso, la de limón", biz)) == [
        {"item_id": "tarta-limon", "qty": 1, "options": {}}]


def test_apply_empty_found():
    cart = [{"item_id": "palmera", "qty": 2, "options": {}}]
    assert apply_to_cart(cart, Found()) == cart


def test_apply_options(biz):
    cart = [{"item_id": "palmera", "qty": 2, "options": {}}, {"item_id": "tarta-queso", "qty": 1, "options": {}}]
    got = apply_options(biz, cart, [{"option_id": "raciones", "choice_id": "12"}])
    assert got[1] == {"item_id": "tarta-queso", "qty": 1, "options": {"raciones": "12"}}
    assert got[0]["options"] == {}


@pytest.mark.parametrize("text, expected", [
    ("quiero 2 tartas de queso, una para 8 y otra para 12",
     [("tarta-queso", 1, {"raciones": "8"}), ("tarta-queso", 1, {"raciones": "12"})]),
    ("3 tartas de santiago, una para 20",
     [("tarta-santiago", 2, {}), ("tarta-santiago", 1, {"raciones": "20"})]),
    ("una tarta de queso para 8 y otra para 12",
     [("tarta-queso", 1, {"raciones": "8"}), ("tarta-queso", 1, {"raciones": "12"})]),
    ("una tarta de queso para 8 y otra de limón para 12",
     [("tarta-queso", 1, {"raciones": "8"}), ("tarta-limon", 1, {"raciones": "12"})]),
    ("una tarta de santiago de 12 raciones y 2 de limón de 8 raciones",
     [("tarta-santiago", 1, {"raciones": "12"}), ("tarta-limon", 2, {"raciones": "8"})]),
    ("dos tartas de queso para 12", [("tarta-queso", 2, {"raciones": "12"})]),
])
def test_options_per_unit(biz, text, expected):
    f = fi(text, biz)
    assert lines(f) == expected and f.stray_options == []


@pytest.mark.parametrize("text, expected", [
    ("¿estáis en Santiago?", []),
    ("vivo en Santiago de Compostela, quiero dos palmeras", [("palmera", 2, {})]),
    ("quiero la de santiago", [("tarta-santiago", 1, {})]),
    ("dos santiago", [("tarta-santiago", 2, {})]),
])
def test_a_place_in_the_address_is_not_a_product(biz, text, expected):
    assert lines(fi(text, biz)) == expected
