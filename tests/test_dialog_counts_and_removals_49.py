"""Stop 49, counts and removals said briefly: a bare count given with a verb or a second thought
(«dame dos», «quero dous», «mejor ponme 6», «ponme 6 mejor», «en vez de 6 X pon 4», «X 4») sets
the one line held; a thing taken off in few words («da X nada», «la X ya no», «a X sobra») is
taken off; «vale, añade una de 12» after the price of another thing adds it in that size; the
Galician «o 8 mellor» with a day held moves the day. Each line, the total and the held order are
checked; near misses keep their old reading."""
import pytest

from tests.conversation import chat

ATLAS = "quiero el atlas del cielo para el lunes a las 11"
ATLAS_GL = "quero o atlas do ceo para o luns ás 11"
CROISSANTS = "4 croissants para el martes a las 10"
CROISSANTS_GL = "4 croissants para o martes ás 10"
SUMMARY_ES = "Este es el pedido que enviaré al local."
SUMMARY_GL = "Este é o pedido que lle enviarei ao local."


def _lines(c) -> list[tuple]:
    return [(line["item_id"], line["qty"], line.get("options") or {}) for line in c.order["lines"]]


# ---- a bare count with a verb or a second thought ---------------------------------------------------

@pytest.mark.parametrize("first, said, n, reply", [
    (ATLAS, "dame dos", 2, "Apunto: 2 × Atlas do ceo. Total 32,00 €. ¿A nombre de quién lo preparo?"),
    (ATLAS, "quero dous", 2, "Apunto: 2 × Atlas do ceo. Total 32,00 €. ¿A nome de quen o preparo?"),
    (ATLAS, "mejor ponme 2", 2, "Apunto: 2 × Atlas do ceo. Total 32,00 €. ¿A nombre de quién lo preparo?"),
    (ATLAS, "vale, dame 3 porfa", 3, "Apunto: 3 × Atlas do ceo. Total 48,00 €. ¿A nombre de quién lo preparo?"),
    (ATLAS, "dame 2 mejor", 2, "Apunto: 2 × Atlas do ceo. Total 32,00 €. ¿A nombre de quién lo preparo?"),
    (ATLAS_GL, "poñeme dous", 2, "Apunto: 2 × Atlas do ceo. Total 32,00 €. ¿A nome de quen o preparo?"),
    (ATLAS_GL, "mellor dame tres", 3, "Apunto: 3 × Atlas do ceo. Total 48,00 €. ¿A nome de quen o preparo?"),
])
def test_a_bare_count_at_the_name_question_sets_the_line(first, said, n, reply):
    c = chat("libreria")
    c.say(first)
    t = c.say(said)
    assert t.text == reply
    assert _lines(c) == [("atlas-ceo", n, {})] and c.order["ymd"] == "2026-11-02" and c.order["min"] == 660


@pytest.mark.parametrize("first, said, summary", [
    (CROISSANTS, "mejor ponme 6", SUMMARY_ES),
    (CROISSANTS, "ponme 6 mejor", SUMMARY_ES),
    (CROISSANTS, "mejor dame 6", SUMMARY_ES),
    (CROISSANTS_GL, "mellor poñeme 6", SUMMARY_GL),
    (CROISSANTS_GL, "poñeme 6 mellor", SUMMARY_GL),
])
def test_a_bare_count_at_the_summary_sets_the_line_and_is_what_goes(first, said, summary):
    c = chat()
    c.say(first)
    c.say("Ana 600111222")
    c.say("no")
    t = c.say(said)
    assert t.text.startswith(f"Apunto: 6 × Croissant de mantequilla. Total 10,80 €. {summary}")
    assert _lines(c) == [("croissant", 6, {})]
    c.press("Enviar")
    assert c.requests[-1]["status"] == "pending" and c.requests[-1]["total_cents"] == 1080
    assert _lines(c) == [("croissant", 6, {})] and c.order["name"] == "Ana"


@pytest.mark.parametrize("first, said, reply_end", [
    ("6 croissants para el miercoles a las 10", "en vez de 6 croissants pon 4", "¿A nombre de quién lo preparo?"),
    ("6 croissants para el miercoles a las 10", "en lugar de 6 croisants ponme 4", "¿A nombre de quién lo preparo?"),
    ("6 croissants pro mércores", "no canto de 6 croissants pon 4",
     "¿A que hora o recolles o mércores 4 de novembro?"),
    ("6 croissants pro mercores as 10", "en troques de 6 croissants poñe 4", "¿A nome de quen o preparo?"),
    ("6 croissants pro mércores ás 10", "croissants 4", "¿A nome de quen o preparo?"),
    ("6 croissants pro mércores ás 10", "os croissants, catro", "¿A nome de quen o preparo?"),
    ("6 croissants para el miercoles a las 10", "los croisants 4", "¿A nombre de quién lo preparo?"),
])
def test_the_count_said_instead_or_after_the_thing_sets_the_line(first, said, reply_end):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert t.text == f"Apunto: 4 × Croissant de mantequilla. Total 7,20 €. {reply_end}"
    assert _lines(c) == [("croissant", 4, {})] and c.order["ymd"] == "2026-11-04"


@pytest.mark.parametrize("first, said, n, total", [
    (CROISSANTS, "dame una mas", 5, "9,00"),
    (CROISSANTS_GL, "dame dous mais", 6, "10,80"),
])
def test_more_given_at_the_name_question_is_added(first, said, n, total):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(f"Apunto: {n} × Croissant de mantequilla. Total {total} €.")
    assert _lines(c) == [("croissant", n, {})]


# near misses: more on purpose, another thing counted, a count for another thing not held
@pytest.mark.parametrize("first, said, lines, total", [
    (CROISSANTS, "dame 2 croissants mas", [("croissant", 6, {})], "10,80"),
    (CROISSANTS, "ponme 2 mas", [("croissant", 6, {})], "10,80"),
    ("6 croissants para el miercoles a las 10", "bicas 2", [("croissant", 6, {}), ("bica", 2, {})], "28,80"),
    (CROISSANTS, "ponme tambien 2 bicas", [("croissant", 4, {}), ("bica", 2, {})], "25,20"),
])
def test_more_or_another_thing_is_still_added(first, said, lines, total):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert t.text.startswith("Apunto: ") and f"Total {total} €." in t.text
    assert _lines(c) == lines


@pytest.mark.parametrize("said, reply", [
    ("quiero 6", "¿6 × Croissant de mantequilla o a las 18:00?"),
    ("dame 5", "Apunto: 5 × Croissant de mantequilla. Total 9,00 €. ¿A qué hora lo recoges el martes 3 de noviembre?"),
])
def test_a_count_at_the_time_question_keeps_its_reading(said, reply):
    c = chat()
    c.say("4 croissants para el martes")
    assert c.say(said).text == reply


# ---- a thing taken off in few words -----------------------------------------------------------------

TWO_THINGS = "unha bica e 3 croissants pro martes ás 10"


@pytest.mark.parametrize("said, question", [
    ("da bica nada", "¿A nome de quen o preparo?"),
    ("de bica nada", "¿A nome de quen o preparo?"),
    ("de la bica nada", "¿A nome de quen o preparo?"),
    ("la bica ya no", "¿A nombre de quién lo preparo?"),
    ("a bica xa non", "¿A nome de quen o preparo?"),
    ("a bica sobra", "¿A nome de quen o preparo?"),
    ("la bica sobra", "¿A nome de quen o preparo?"),
    ("a bica déixaa", "¿A nome de quen o preparo?"),
    ("a bica deixaa", "¿A nome de quen o preparo?"),
])
def test_a_thing_said_not_wanted_is_taken_off(said, question):
    c = chat()
    c.say(TWO_THINGS)
    t = c.say(said)
    assert t.text == f"Apunto: 3 × Croissant de mantequilla. Total 5,40 €. {question}"
    assert _lines(c) == [("croissant", 3, {})] and c.order.get("name") is None


@pytest.mark.parametrize("said", ["da bica nada", "la vica ya no", "a bica xa non"])
def test_a_thing_taken_off_at_the_time_question(said):
    c = chat()
    c.say("unha bica e 3 croissants pro martes")
    t = c.say(said)
    assert t.text.startswith("Apunto: 3 × Croissant de mantequilla. Total 5,40 €.")
    assert _lines(c) == [("croissant", 3, {})] and c.order["min"] is None


def test_a_thing_taken_off_at_the_summary():
    c = chat()
    c.say(TWO_THINGS)
    c.say("Ana 600111222")
    c.say("non")
    t = c.say("a bica xa non")
    assert t.text.startswith(f"Apunto: 3 × Croissant de mantequilla. Total 5,40 €. {SUMMARY_GL}")
    c.press("Enviar")
    assert c.requests[-1]["total_cents"] == 540 and _lines(c) == [("croissant", 3, {})]


@pytest.mark.parametrize("said", ["una bica, nada mas", "y una bica nada mas"])
def test_one_more_and_nothing_else_still_adds(said):
    c = chat()
    c.say(TWO_THINGS)
    t = c.say(said)
    assert t.text.startswith("Apunto: 2 × Bica gallega y 3 × Croissant de mantequilla. Total 23,40 €.")
    assert _lines(c) == [("bica", 2, {}), ("croissant", 3, {})]


# ---- after the price of another thing: a count and a size or a kind ---------------------------------

@pytest.mark.parametrize("first, asked, said, reply", [
    ("2 croissants para el martes a las 10", "cuanto cuesta la tarta de queso?", "vale, añade una de 12",
     "Apunto: 2 × Croissant de mantequilla y 1 × Tarta de queso (12 raciones). Total 33,60 €. "
     "¿A nombre de quién lo preparo?"),
    ("2 croissants para el martes a las 10", "cuanto cuesta la tarta de queso?", "vale una de 12 raciones",
     "Apunto: 2 × Croissant de mantequilla y 1 × Tarta de queso (12 raciones). Total 33,60 €. "
     "¿A nombre de quién lo preparo?"),
    ("quería 3 croissants para o martes ás 10", "canto custa a tarta de queixo?", "vale, unha grande",
     "Apunto: 3 × Croissant de mantequilla e 1 × Tarta de queso (20 racións). Total 45,40 €. "
     "¿A nome de quen o preparo?"),
    ("quería 3 croissants para o martes ás 10", "canto custa a tarta de queixo?", "pois dúas de 8",
     "Apunto: 3 × Croissant de mantequilla e 2 × Tarta de queso (8 racións). Total 49,40 €. "
     "¿A nome de quen o preparo?"),
])
def test_a_count_and_a_size_after_a_price_adds_that_one(first, asked, said, reply):
    c = chat()
    c.say(first)
    c.say(asked)
    t = c.say(said)
    assert t.text == reply
    assert _lines(c)[0][0] == "croissant" and _lines(c)[1][0] == "tarta-queso" and len(_lines(c)) == 2


@pytest.mark.parametrize("first, asked, said, reply", [
    ("quiero follas novas para el lunes a las 11", "cuanto valen los cuadernos?", "vale, dos de los grandes",
     "Apunto: 1 × Follas novas y 2 × Cuaderno A4 cuadriculado. Total 29,80 €. ¿A nombre de quién lo preparo?"),
    ("quiero follas novas para el lunes a las 11", "cuanto valen los cuadernos?", "vale, dous grandes",
     "Apunto: 1 × Follas novas e 2 × Caderno A4 cuadriculado. Total 29,80 €. ¿A nome de quen o preparo?"),
    ("quero follas novas para o luns ás 11", "canto valen os cadernos?", "vale, dous dos pequenos",
     "Apunto: 1 × Follas novas e 2 × Caderno A5 de raias. Total 27,00 €. ¿A nome de quen o preparo?"),
])
def test_a_count_of_one_of_a_group_priced_adds_that_one(first, asked, said, reply):
    c = chat("libreria")
    c.say(first)
    c.say(asked)
    t = c.say(said)
    assert t.text == reply and len(_lines(c)) == 2 and _lines(c)[1][1] == 2


def test_a_bare_count_after_a_group_priced_asks_which():
    c = chat("libreria")
    c.say("quiero follas novas para el lunes a las 11")
    c.say("cuanto valen los cuadernos?")
    t = c.say("vale, dos")
    assert t.text == "¿Qué cuaderno quieres?"
    assert t.chip_labels == ["Cuaderno A5 de rayas · 4,50 €", "Cuaderno A4 cuadriculado · 5,90 €"]
    assert _lines(c) == [("follas-novas", 1, {})]
    t = c.press("Cuaderno A4 cuadriculado · 5,90 €")
    assert t.text == ("Apunto: 1 × Follas novas y 2 × Cuaderno A4 cuadriculado. Total 29,80 €. "
                      "¿A nombre de quién lo preparo?")


@pytest.mark.parametrize("steps", [
    ["cuanto valen los cuadernos?", "quiero follas novas para el lunes a las 11", "vale, dos"],
    ["quiero follas novas para el lunes a las 11", "cuanto valen los cuadernos?", "Ana", "vale, dos"],
])
def test_a_bare_count_long_after_a_group_priced_asks_no_group(steps):
    c = chat("libreria")
    for said in steps:
        t = c.say(said)
    assert "cuaderno" not in t.text and _lines(c) == [("follas-novas", 1, {})]


@pytest.mark.parametrize("said", ["¿y una de 12?", "vale una"])
def test_a_question_or_a_plain_count_after_a_price_keeps_its_reading(said):
    c = chat()
    c.say("2 croissants para el martes a las 10")
    c.say("cuanto cuesta la tarta de queso?")
    c.say(said)
    held = [line[0] for line in _lines(c)]
    assert held == (["croissant"] if said.startswith("¿") else ["croissant", "tarta-queso"])


# ---- Galician «o N» with a day held -----------------------------------------------------------------

@pytest.mark.parametrize("said", ["mellor o 8", "o 8 mellor", "e podería ser o 8 mellor?", "e poderia ser o 8 mellor",
                                  "pois mellor o 8"])
def test_o_n_as_a_second_thought_moves_the_day(said):
    c = chat()
    c.say("4 croissants para o domingo ás 11")
    t = c.say(said)
    assert t.text == "Cambio a recollida ao domingo 8 de novembro ás 11:00. ¿A nome de quen o preparo?"
    assert c.order["ymd"] == "2026-11-08" and c.order["min"] == 660 and _lines(c) == [("croissant", 4, {})]


def test_o_n_mellor_at_the_summary_moves_the_day():
    c = chat()
    c.say("4 croissants para o domingo ás 11")
    c.say("Ana 600111222")
    c.say("non")
    t = c.say("o 8 mellor")
    assert t.text.startswith(f"Cambio a recollida ao domingo 8 de novembro ás 11:00. {SUMMARY_GL}")
    assert c.order["ymd"] == "2026-11-08" and c.order["name"] == "Ana"


@pytest.mark.parametrize("said", ["o 8", "unha, o 12 mellor"])
def test_a_bare_o_n_without_a_second_thought_moves_no_day(said):
    c = chat()
    c.say("4 croissants para o domingo ás 11")
    c.say(said)
    assert c.order["ymd"] == "2026-11-01" and _lines(c) == [("croissant", 4, {})]


def test_mejor_el_8_still_moves_the_day():
    c = chat()
    c.say("4 croissants para el domingo a las 11")
    t = c.say("mejor el 8")
    assert t.text == "Cambio la recogida al domingo 8 de noviembre a las 11:00. ¿A nombre de quién lo preparo?"
    assert c.order["ymd"] == "2026-11-08"
