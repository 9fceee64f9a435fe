"""Stop 50, swaps and count corrections that lost or added units: «cambia la X por un Y» with Ys
already held puts one more Y in X's place (it left one Y); «mejor ponme Y» right after «quita las X»
puts Y in their place beside what is left (it replaced everything); «una Y y no dos», «dos Y no,
una», «dúas Y non, só unha» set Y's count to one (it added one, or kept two)."""
import pytest

from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


# ---- «cambia la X por un Y» with Ys held: one more Y ---------------------------------------------

CROISSANTS = "2 croissants y una napolitana para el martes a las 10"
CROISSANTS_GL = "dous croissants e unha napolitana pro martes ás 10"


@pytest.mark.parametrize("slug, first, said, reply, lines", [
    ("", CROISSANTS, "cambia la napolitana por un croissant",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", [("croissant", 3)]),
    ("", CROISSANTS, "cambia la napolitana por otro croissant",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", [("croissant", 3)]),
    ("", CROISSANTS, "cambiame la napolitana x otro croisant",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", [("croissant", 3)]),
    ("", CROISSANTS, "Cámbiame la napolitana por dos croissants",
     "Apunto: 4 × Croissant de mantequilla. Total 7,20 €.", [("croissant", 4)]),
    ("", CROISSANTS, "en vez de la napolitana, otro croissant",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", [("croissant", 3)]),
    ("", CROISSANTS_GL, "cambia a napolitana por un croissant",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", [("croissant", 3)]),
    ("", CROISSANTS_GL, "cambiame a napolitana por outro croissant",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €.", [("croissant", 3)]),
    ("floristeria", "una orquidea y un poto para el lunes a las 11", "cambia el poto por otra orquidea",
     "Apunto: 2 × Orquídea. Total 64,00 €.", [("orquidea", 2)]),
    ("floristeria", "una orquídea y un poto para el lunes a las 11", "cambia el poto por una orquidea",
     "Apunto: 2 × Orquídea. Total 64,00 €.", [("orquidea", 2)]),
    ("libreria", "2 cuadernos a5 y un marcapaginas para el lunes a las 11",
     "cambia el marcapaginas por otro cuaderno a5", "Apunto: 3 × Cuaderno A5 de rayas. Total 13,50 €.",
     [("cuaderno-a5", 3)]),
])
def test_a_thing_swapped_for_one_held_adds_one_more(slug, first, said, reply, lines):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(reply) and _lines(c) == lines


@pytest.mark.parametrize("first, said, lines", [
    ("una napolitana para el martes a las 10", "cambia la napolitana por un croissant", [("croissant", 1)]),
    ("una napolitana y una bica para el martes a las 10", "cambia la napolitana por un croissant",
     [("bica", 1), ("croissant", 1)]),
    ("quiero 6 croissants y 2 napolitanas", "en lugar de los croissants, 4 napolitanas", [("napolitana", 4)]),
    (CROISSANTS, "cambia los croissants por napolitanas", [("napolitana", 3)]),
])
def test_a_swap_for_a_thing_not_held_or_its_count_said_is_kept(first, said, lines):
    c = chat()
    c.say(first)
    c.say(said)
    assert sorted(_lines(c)) == sorted(lines)


# ---- «mejor ponme Y» right after «quita las X»: Y in their place, the rest kept -------------------

TARTA = "una tarta de santiago de 12 para el jueves a las 17"
WITH_TARTA = "Apunto: 1 × Tarta de Santiago (12 raciones) y 2 × Caja de polvorones de almendra. Total 43,00 €."
WITH_TARTA_GL = "Apunto: 1 × Tarta de Santiago (12 racións) e 2 × Caja de polvorones de almendra. Total 43,00 €."


@pytest.mark.parametrize("taken_off, said, reply", [
    ("quita las galletas", "mejor ponme 2 cajas de polvorones", WITH_TARTA),
    ("quita las galletas", "mejor 2 cajas de polvorones", WITH_TARTA),
    ("quitame las galletas porfa", "mejor pon dos cajas de polvorones", WITH_TARTA),
    ("ya no quiero las galletas", "prefiero 2 cajas de polvorones", WITH_TARTA),
    ("quita as galletas", "mellor ponme dúas caixas de polvoróns", WITH_TARTA_GL),
])
def test_a_thing_put_right_after_one_taken_off_keeps_the_rest(taken_off, said, reply):
    c = chat()
    c.say_all(TARTA, "y una bolsa de galletas", taken_off)
    t = c.say(said)
    assert t.text.startswith(reply)
    assert _lines(c) == [("tarta-santiago", 1), ("polvorones", 2)]


def test_a_thing_put_right_after_one_taken_off_at_the_florist_keeps_the_rest():
    c = chat("floristeria")
    c.say_all("un ramo de rosas y un poto para el lunes a las 11", "quita el poto")
    t = c.say("mejor ponme una orquidea")
    assert t.text.startswith("Apunto: 1 × Ramo de rosas") and "1 × Orquídea" in t.text
    assert sorted(_lines(c)) == [("orquidea", 1), ("ramo-rosas", 1)]


@pytest.mark.parametrize("before, said, lines", [
    ([TARTA], "mejor ponme 2 cajas de polvorones", [("polvorones", 2)]),       # nothing taken off: a swap
    ([TARTA, "y una bolsa de galletas", "quita las galletas"], "cambia la tarta por 2 cajas de polvorones",
     [("polvorones", 2)]),
    ([TARTA, "y una bolsa de galletas", "quita las galletas"], "en vez de la tarta, 2 cajas de polvorones",
     [("polvorones", 2)]),
    ([TARTA, "y una bolsa de galletas", "quita las galletas"], "mejor de chocolate", [("tarta-sacher", 1)]),
    (["un croissant y una bica para el jueves a las 17", "quita la bica"], "mejor dos", [("croissant", 2)]),
])
def test_a_swap_not_right_after_a_removal_still_replaces(before, said, lines):
    c = chat()
    c.say_all(*before)
    c.say(said)
    assert _lines(c) == lines


def test_a_swap_after_a_thing_added_since_the_removal_asks_which_it_replaces():
    c = chat()
    c.say_all(TARTA, "y una bolsa de galletas", "quita las galletas", "y una bica")
    t = c.say("mejor ponme 2 cajas de polvorones")
    assert t.text == "¿Cuál cambio por Caja de polvorones de almendra: Tarta de Santiago o Bica gallega?"
    assert t.chip_labels == ["Tarta de Santiago", "Bica gallega"]


# ---- «una Y y no dos», «dos Y no, una»: the count set -----------------------------------------------

BICAS = "buenas, 2 bicas y una empanada para el martes a las 10"
BICAS_GL = "boas, 2 bicas e unha empanada pro martes ás 10"
ONE_BICA = "Apunto: 1 × Bica gallega y 1 × Empanada de zorza. Total 25,00 €."
ONE_BICA_GL = "Apunto: 1 × Bica gallega e 1 × Empanada de zorza. Total 25,00 €."


@pytest.mark.parametrize("first, said, reply", [
    (BICAS, "una bica y no dos", ONE_BICA),
    (BICAS, "una bica, no dos", ONE_BICA),
    (BICAS, "una sola bica y no dos", ONE_BICA),
    (BICAS, "una sola bica", ONE_BICA),
    (BICAS_GL, "unha soa bica", ONE_BICA_GL),
    (BICAS, "dos bicas no, una", ONE_BICA),
    (BICAS, "2 bicas no, una sola", ONE_BICA),
    (BICAS, "dos bicas no, solo una", ONE_BICA),
    (BICAS, "no, 2 bicas no, una", ONE_BICA),
    (BICAS, "perdona, dos bicas no, una", ONE_BICA),
    (BICAS_GL, "unha bica e non dúas", ONE_BICA_GL),
    (BICAS_GL, "mellor 2 bicas non, só unha", ONE_BICA_GL),
    (BICAS_GL, "dúas bicas non, unha", ONE_BICA_GL),
    (BICAS_GL, "duas bicas non so unha", ONE_BICA_GL),
])
def test_a_count_said_against_the_held_one_sets_it(first, said, reply):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(reply) and _lines(c) == [("bica", 1), ("empanada", 1)]


@pytest.mark.parametrize("said", ["tres bicas y no dos", "tres bicas, no dos", "tres bicas e non dúas"])
def test_a_count_said_then_the_held_one_denied_sets_it(said):
    c = chat()
    c.say(BICAS)
    t = c.say(said)
    assert "3 × Bica gallega" in t.text and _lines(c) == [("bica", 3), ("empanada", 1)]


def test_a_count_said_against_the_held_one_at_the_bookshop_sets_it():
    c = chat("libreria")
    c.say("3 cuadernos a5 y un marcapaginas para el lunes a las 11")
    t = c.say("tres cuadernos a5 no, dos")
    assert t.text.startswith("Apunto: 2 × Cuaderno A5 de rayas y 1 × Marcapáginas")
    assert _lines(c) == [("cuaderno-a5", 2), ("marcapaginas", 1)]


@pytest.mark.parametrize("said, lines", [
    ("una bica más", [("bica", 3), ("empanada", 1)]),
    ("quita una bica", [("bica", 1), ("empanada", 1)]),
    ("ponme otra", [("bica", 2), ("empanada", 2)]),
    ("3 bicas, no 2", [("bica", 3), ("empanada", 1)]),       # the count after «no» ruled out
    ("mejor 3 bicas", [("bica", 3), ("empanada", 1)]),
])
def test_other_counts_of_a_held_thing_keep_their_reading(said, lines):
    c = chat()
    c.say(BICAS)
    c.say(said)
    assert _lines(c) == lines


def test_a_count_ruled_out_in_the_first_message_keeps_the_one_before():
    c = chat()
    t = c.say("5 bicas, no 4, para el martes a las 10")
    assert _lines(c) == [("bica", 5)] and "5 × Bica gallega" in t.text
