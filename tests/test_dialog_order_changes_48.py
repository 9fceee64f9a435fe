"""Stop 48, orders that lost what was said when they changed (a newcomer's probe, report A 5, 7, 8):
the day asked and refused for a lead time comes back once the thing that needed it is taken off or
swapped; notebooks named by their own word alone («a4», «pequenos») in a later message are added,
recounted or taken off, and a notebook named by its size word is not told it has no size to choose;
«una X para cada uno» gives one X for each thing held, but one when said of the people («somos 5…»,
«… de los niños»); a time refused before the one taken no longer steers «lo antes posible»."""
import pytest

from tests.conversation import chat, line_counts

# ---- the day refused for a lead time, back once nothing held blocks it ----------------------------

SUNDAY, MONDAY = "2026-11-01", "2026-11-02"


@pytest.mark.parametrize("slug, first, change, reply, day, minutes", [
    ("", "quiero 3 croissants y una bica para mañana", "cambia la bica por una napolitana",
     "Apunto: 3 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 7,40 €. "
     "¿A qué hora lo recoges mañana?", SUNDAY, None),
    ("", "quiero 3 croisants y una bica pa mañana", "pues quita la bica porfa",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €. ¿A qué hora lo recoges mañana?", SUNDAY, None),
    ("", "quiero 3 croissants y una bica para mañana a las 11", "quita la bica",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €. Apunto la recogida el domingo 1 de noviembre a las "
     "11:00. ¿A nombre de quién lo preparo?", SUNDAY, 660),
    ("", "quero 3 croissants e unha tarta de queixo de 8 para mañá ás 11", "vale, quita a tarta",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €. Apunto a recollida o domingo 1 de novembro ás "
     "11:00. ¿A nome de quen o preparo?", SUNDAY, 660),
    ("", "quero 3 croissants e unha tarta de queixo de 8 para mañá ás 11",
     "entón cambia a tarta por 2 napolitanas",
     "Apunto: 3 × Croissant de mantequilla e 2 × Napolitana de chocolate. Total 9,40 €. Apunto a recollida o "
     "domingo 1 de novembro ás 11:00. ¿A nome de quen o preparo?", SUNDAY, 660),
    ("libreria", "quiero follas novas y rio sin nombre para el lunes a las 11", "pues quita el rio sin nombre",
     "Apunto: 1 × Follas novas. Total 18,00 €. Apunto la recogida el lunes 2 de noviembre a las 11:00. "
     "¿A nombre de quién lo preparo?", MONDAY, 660),
    ("libreria", "quero follas novas e rio sen nome pro luns", "quita o rio sen nome",
     "Apunto: 1 × Follas novas. Total 18,00 €. ¿A que hora o recolles o luns 2 de novembro?", MONDAY, None),
])
def test_the_day_refused_comes_back_once_nothing_blocks_it(slug, first, change, reply, day, minutes):
    c = chat(slug)
    c.say(first)
    assert c.order["ymd"] is None
    t = c.say(change)
    assert t.text == reply
    assert c.order["ymd"] == day and c.order["min"] == minutes


def test_the_day_back_is_sent():
    c = chat()
    c.say_all("quiero 3 croissants y una bica para mañana", "cambia la bica por una napolitana",
              "a las 10 y media", "Xoan 633444555", "no")
    c.press("Enviar pedido")
    assert c.requests[-1]["status"] == "pending" and c.requests[-1]["data"]["ymd"] == SUNDAY
    assert c.requests[-1]["data"]["time"] == "10:30"


def test_what_still_needs_more_time_keeps_the_day_open():
    c = chat()
    c.say("quero unha bica e unha tarta de queixo de 8 para mañá")
    t = c.say("quita a tarta")
    assert c.order["ymd"] is None and t.text.endswith("¿Que día o recolles?")
    assert "mar 3 nov" in t.chip_labels


@pytest.mark.parametrize("steps, day", [
    (["quiero 3 croissants y una bica para mañana", "el martes", "quita la bica"], "2026-11-03"),
    (["quiero 3 croissants y una bica para mañana", "quita la bica y para el jueves"], "2026-11-05"),
    (["quero 3 croissants e unha bica para mañá", "mellor o xoves", "quita a bica"], "2026-11-05"),
])
def test_a_day_said_after_the_refusal_stays(steps, day):
    c = chat()
    c.say_all(*steps)
    assert c.order["ymd"] == day and line_counts(c) == {"croissant": 3}


def test_adding_to_an_order_with_its_day_refused_asks_the_day():
    c = chat()
    c.say("quiero 3 croissants y una bica para mañana")
    t = c.say("añade 2 napolitanas")
    assert c.order["ymd"] is None and t.text.endswith("¿Qué día lo recoges?")


# ---- notebooks named by their own word alone -------------------------------------------------------

A5, A4 = "cuaderno-a5", "cuaderno-a4"


@pytest.mark.parametrize("steps, lines", [
    (["quiero dos cuadernos a5 y uno a4 para el martes", "mejor tres a5"], {A5: 3, A4: 1}),
    (["quiero 2 cuadernos a5 para el lunes", "y 2 a4"], {A5: 2, A4: 2}),
    (["kiero 2 cuadernos a5 pal lunes", "y dos A4 tambien"], {A5: 2, A4: 2}),
    (["quiero 2 cuadernos a5 y 2 a4 para el lunes", "quita los a4"], {A5: 2}),
    (["quiero 2 cuadernos a5 y 1 a4 para el lunes", "quita el a4"], {A5: 2}),
    (["quero 2 cadernos a5 para o luns", "e outros 2 a4", "quita os a5"], {A4: 2}),
    (["quero 2 cadernos a5 e 1 a4 para o luns", "mellor 4 a4"], {A5: 2, A4: 4}),
    (["quería dous cadernos pequenos", "e un grande", "ao final tres pequenos"], {A5: 3, A4: 1}),
    (["quero 2 cadernos pequenos para o luns", "engade tres grandes"], {A5: 2, A4: 3}),
])
def test_a_notebook_named_by_its_own_word_changes_the_order(steps, lines):
    c = chat("libreria")
    for said in steps:
        t = c.say(said)
        assert "Para seguir" not in t.text and "tamaño" not in t.text
    assert line_counts(c) == lines


def test_the_notebooks_said_back_with_their_total():
    c = chat("libreria")
    c.say("quiero dos cuadernos a5 y uno a4 para el martes")
    t = c.say("mejor tres a5")
    assert t.text.startswith("Apunto: 3 × Cuaderno A5 de rayas y 1 × Cuaderno A4 cuadriculado. Total 19,40 €.")


@pytest.mark.parametrize("said, lines", [
    ("quiero dos cuadernos pequeños", {A5: 2}),
    ("quería dous cadernos pequenos", {A5: 2}),
    ("quero dous cadernos grandes", {A4: 2}),
    ("quiero un cuaderno grande", {A4: 1}),
])
def test_a_size_word_in_the_things_own_name_is_no_size_asked(said, lines):
    c = chat("libreria")
    t = c.say(said)
    assert "tamaño" not in t.text and line_counts(c) == lines


@pytest.mark.parametrize("said, text", [
    ("quiero el marcapaginas grande", "Marcapáginas de madera no tiene tamaño a elegir."),
    ("quero o marcapaxinas pequeno", "Marcapáxinas de madeira non ten tamaño para escoller."),
])
def test_a_size_of_one_sold_in_one_size_is_still_said(said, text):
    t = chat("libreria").say(said)
    assert t.text.startswith(text)


@pytest.mark.parametrize("steps, lines", [
    (["quiero 2 cuadernos a5 para el lunes", "mejor 3"], {A5: 3}),
    (["quiero 2 cuadernos a5 para el lunes", "a las 11"], {A5: 2}),
])
def test_a_count_or_a_time_alone_keeps_its_reading(steps, lines):
    c = chat("libreria")
    c.say_all(*steps)
    assert line_counts(c) == lines


# ---- one for each thing held -----------------------------------------------------------------------

@pytest.mark.parametrize("steps, lines", [
    (["quiero una orquidea y un poto para el lunes", "el poto mejor que sean dos", "y una maceta para cada uno"],
     {"orquidea": 1, "poto": 2, "maceta": 3}),
    (["quero unha orquidea e dous potos para o luns", "e unha maceta pra cada un"],
     {"orquidea": 1, "poto": 2, "maceta": 3}),
    (["quiero una orquidea y dos potos para el lunes", "una maceta por cada una"],
     {"orquidea": 1, "poto": 2, "maceta": 3}),
    (["quero unha orquidea, dous potos e un ramo de rosas para o luns", "e unha maceta para cada planta"],
     {"orquidea": 1, "poto": 2, "ramo-rosas": 1, "maceta": 3}),
    (["quiero 2 potos para el lunes", "y una maceta por cada poto"], {"poto": 2, "maceta": 2}),
    (["2 ramos de rosas y 1 ramo de temporada", "y una tarjeta para cada ramo"],
     {"ramo-rosas": 2, "ramo-temporada": 1, "tarjeta": 3}),
])
def test_one_for_each_thing_held(steps, lines):
    c = chat("floristeria")
    c.say_all(*steps)
    assert line_counts(c) == lines


def test_one_for_each_said_back_with_its_count():
    c = chat("floristeria")
    c.say("quiero una orquidea y dos potos para el lunes")
    t = c.say("y una maceta para cada uno")
    assert t.text.startswith("Apunto: 1 × Orquídea, 2 × Poto y 3 × Maceta de cerámica. Total 96,00 €.")


@pytest.mark.parametrize("steps, lines", [
    (["2 ramos de rosas y 1 tarjeta", "que sean 2 tarjetas, una para cada ramo"], {"ramo-rosas": 2, "tarjeta": 2}),
    (["quiero 2 potos y una orquidea para el lunes", "y una maceta"], {"poto": 2, "orquidea": 1, "maceta": 1}),
])
def test_one_thing_without_each_keeps_its_count(steps, lines):
    c = chat("floristeria")
    c.say_all(*steps)
    assert line_counts(c) == lines


# ---- «para cada uno» said of the people, not of the things held (review 7) -------------------------

@pytest.mark.parametrize("slug, steps, lines", [
    ("", ["quiero 2 croissants", "somos 5 en casa, así que una napolitana para cada uno"],
     {"croissant": 2, "napolitana": 1}),
    ("", ["quiero 2 croissants", "una napolitana para cada uno de los niños"], {"croissant": 2, "napolitana": 1}),
    ("", ["quiero 3 croisants", "y una napolitana pa cada uno de los crios"], {"croissant": 3, "napolitana": 1}),
    ("", ["quero 2 croissants", "e unha napolitana para cada un dos nenos"], {"croissant": 2, "napolitana": 1}),
    ("", ["quiero 3 croissants y 2 bicas", "y una napolitana para cada una de las niñas"],
     {"croissant": 3, "bica": 2, "napolitana": 1}),
    ("floristeria", ["quiero una orquidea y dos potos para el lunes", "somos 4, una maceta para cada uno"],
     {"orquidea": 1, "poto": 2, "maceta": 1}),
    ("floristeria", ["quero unha orquidea e dous potos para o luns", "semos 4, unha maceta pra cada un"],
     {"orquidea": 1, "poto": 2, "maceta": 1}),
    ("", ["quiero 3 croissants", "y una napolitana para cada uno de los croissants"],
     {"croissant": 3, "napolitana": 3}),
    ("", ["quiero 2 croissants y 2 tartas de queso de 12", "y una napolitana para cada una de las niñas"],
     {"croissant": 2, "tarta-queso": 2, "napolitana": 1}),
    ("", ["quero 2 croissants e 2 tartas de queso de 12", "e unha napolitana pra cada un dos nenos"],
     {"croissant": 2, "tarta-queso": 2, "napolitana": 1}),
    ("", ["quiero 2 croissants y 2 tartas de queso de 12", "somos 5, una napolitana para cada uno"],
     {"croissant": 2, "tarta-queso": 2, "napolitana": 1}),
    # near misses that keep counting the things held
    ("", ["quiero 2 croissants y 2 tartas de queso de 12", "y una napolitana para cada uno"],
     {"croissant": 2, "tarta-queso": 2, "napolitana": 2}),
    ("floristeria", ["quiero una orquidea y dos potos para el lunes", "y una maceta para cada uno"],
     {"orquidea": 1, "poto": 2, "maceta": 3}),
    ("floristeria", ["quero unha orquidea e dous potos para o luns", "e unha maceta para cada planta"],
     {"orquidea": 1, "poto": 2, "maceta": 3}),
])
def test_one_for_each_of_the_people_is_one(slug, steps, lines):
    c = chat(slug)
    c.say_all(*steps)
    assert line_counts(c) == lines


def test_one_for_each_of_the_people_is_said_as_one():
    c = chat("")
    c.say("quiero 2 croissants")
    t = c.say("somos 5 en casa, así que una napolitana para cada uno")
    assert t.text.startswith("Apunto: 2 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 5,60 €.")


# ---- a time refused before one taken no longer steers «lo antes posible» (review 9, 23) ------------

@pytest.mark.parametrize("first, taken, asap, reply", [
    ("quiero 2 croissants para el martes a las 20:30", "a las 12", "mejor lo antes posible",
     "Cambio la recogida al martes 3 de noviembre a las 09:00."),
    ("quiero 2 croisants pal martes a las 20:30", "vale a las 12", "mejor lo antes posible",
     "Cambio la recogida al martes 3 de noviembre a las 09:00."),
    ("quero 2 croissants para o martes ás 20:30", "ás 12", "mellor canto antes",
     "Cambio a recollida ao martes 3 de novembro ás 09:00."),
])
def test_a_refused_time_is_forgotten_once_a_time_is_taken(first, taken, asap, reply):
    c = chat("")
    c.say_all(first, taken)
    assert c.state["order"]["min"] == 12 * 60 and "near" not in c.state["order"]
    assert "near_day" not in c.state["order"]
    t = c.say(asap)
    assert t.text.startswith(reply)
    assert c.state["order"]["min"] == 9 * 60
