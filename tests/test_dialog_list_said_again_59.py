"""Stop 59, an order said again as a whole list after «no» kept only part of it. With «3 ramos de temporada»
held, «no, que sean 2 de temporada y 1 de rosas» got «Apunto: 1 × Ramo de rosas. Total 35,00 €.»; so did
«no, una de rosas y otra de temporada», «no, una camara y una cubierta», «no, una napolitana y 3 croissants»
(the held thing was taken for the one given up: «no» before «una», «uno», «que sean», «al final», «ponme» was
read as «no, la X»), and «no, 2 a4 y 1 a5» (a notebook held, named by its size word alone with a count, was
not read at all: «mejor 2 a4», «y 2 a4» got «Para seguir necesito…»).

Now a «no, …» followed by every thing with its count keeps each line with its count, said back with the new
total, the day and time kept; when nothing held is said again the list is the whole order («no, una
napolitana y una palmera» with croissants held: only those two), and a thing said again in another size is
that size alone. A line held beside one said again stays (as stop 39 decided). A held notebook named by its
size word and a count is counted like its full name. «… y también una de rosas» still adds, «quita uno»
still takes one off, «no, 3 croissants» still mends one line and keeps the others, «no un poto sino una
orquídea» still swaps (and now «non un poto senón unha orquídea» too)."""
import pytest

from tests.conversation import chat, line_counts

TEMPORADA, ROSAS, MACETA = "ramo-temporada", "ramo-rosas", "maceta"
CAMARA, CUBIERTA = "camara", "cubierta"
A4, A5 = "cuaderno-a4", "cuaderno-a5"
CROISSANT, NAPOLITANA, PALMERA = "croissant", "napolitana", "palmera"
CRO, NAPO = "Croissant de mantequilla", "Napolitana de chocolate"
FRIDAY = "2026-11-06"


# ---- the held thing said again with «una», «uno», «otra», «que sean»: every line kept, with its count ------

@pytest.mark.parametrize("slug, first, again, said, counts", [
    ("floristeria", "3 ramos de temporada", "no, que sean 2 de temporada y 1 de rosas",
     "Apunto: 2 × Ramo de temporada y 1 × Ramo de rosas. Total 91,00 €.", {TEMPORADA: 2, ROSAS: 1}),
    ("floristeria", "3 ramos de temporada", "no q sean 2 de temporda y 1 de rosas",
     "Apunto: 2 × Ramo de temporada y 1 × Ramo de rosas. Total 91,00 €.", {TEMPORADA: 2, ROSAS: 1}),
    ("floristeria", "3 ramos de temporada", "no, uno de temporada y dos de rosas",
     "Apunto: 1 × Ramo de temporada y 2 × Ramo de rosas. Total 98,00 €.", {TEMPORADA: 1, ROSAS: 2}),
    ("floristeria", "3 ramos de temporada", "no, al final 2 de temporada y 1 de rosas",
     "Apunto: 2 × Ramo de temporada y 1 × Ramo de rosas. Total 91,00 €.", {TEMPORADA: 2, ROSAS: 1}),
    ("floristeria", "3 ramos de temporada", "no, en realidad 2 de temporada y 1 de rosas",
     "Apunto: 2 × Ramo de temporada y 1 × Ramo de rosas. Total 91,00 €.", {TEMPORADA: 2, ROSAS: 1}),
    ("floristeria", "3 ramos de temporada", "no, ponme una de temporada y una de rosas",
     "Apunto: 1 × Ramo de temporada y 1 × Ramo de rosas. Total 63,00 €.", {TEMPORADA: 1, ROSAS: 1}),
    ("floristeria", "2 ramos de rosas", "no, una de rosas y otra de temporada",
     "Apunto: 1 × Ramo de rosas y 1 × Ramo de temporada. Total 63,00 €.", {ROSAS: 1, TEMPORADA: 1}),
    ("floristeria", "quero 2 ramos de rosas", "non, un de rosas e outro de tempada",
     "Apunto: 1 × Ramo de rosas e 1 × Ramo de tempada. Total 63,00 €.", {ROSAS: 1, TEMPORADA: 1}),
    ("floristeria", "quero 3 ramos de tempada", "non, que sexan dous de tempada e un de rosas",
     "Apunto: 2 × Ramo de tempada e 1 × Ramo de rosas. Total 91,00 €.", {TEMPORADA: 2, ROSAS: 1}),
    ("taller", "2 camaras", "no, una camara y una cubierta",
     "Apunto: 1 × Cámara 700x28 y 1 × Cubierta urbana. Total 36,00 €.", {CAMARA: 1, CUBIERTA: 1}),
    ("taller", "2 cámaras", "no, una cubierta y dos cámaras",
     "Apunto: 2 × Cámara 700x28 y 1 × Cubierta urbana. Total 43,00 €.", {CAMARA: 2, CUBIERTA: 1}),
    ("taller", "quero 2 camaras", "non, unha cuberta e unha camara",
     "Apunto: 1 × Cámara 700x28 e 1 × Cuberta urbana. Total 36,00 €.", {CAMARA: 1, CUBIERTA: 1}),
    ("", "4 croissants", "no, una napolitana y 3 croissants",
     f"Apunto: 3 × {CRO} y 1 × {NAPO}. Total 7,40 €.", {CROISSANT: 3, NAPOLITANA: 1}),
    ("", "4 croissants", "no, una napolitana y 3 cruasanes",
     f"Apunto: 3 × {CRO} y 1 × {NAPO}. Total 7,40 €.", {CROISSANT: 3, NAPOLITANA: 1}),
    ("", "4 croissants", "no, al final una napolitana y 3 croissants",
     f"Apunto: 3 × {CRO} y 1 × {NAPO}. Total 7,40 €.", {CROISSANT: 3, NAPOLITANA: 1}),
    ("", "4 croissants", "no, un croissant y una napolitana",
     f"Apunto: 1 × {CRO} y 1 × {NAPO}. Total 3,80 €.", {CROISSANT: 1, NAPOLITANA: 1}),
    ("", "4 croissants", "no, que sean 3 croissants y una napolitana",
     f"Apunto: 3 × {CRO} y 1 × {NAPO}. Total 7,40 €.", {CROISSANT: 3, NAPOLITANA: 1}),
    ("", "quero 4 croissants", "non, que sexa un croissant e unha napolitana",
     f"Apunto: 1 × {CRO} e 1 × {NAPO}. Total 3,80 €.", {CROISSANT: 1, NAPOLITANA: 1}),
])
def test_the_held_thing_said_again_with_its_count_stays(slug, first, again, said, counts):
    c = chat(slug)
    c.say(first)
    t = c.say(again)
    assert t.texts[0] == said
    assert line_counts(c) == counts


# ---- a notebook held, named by its size word with a count -------------------------------------------------

@pytest.mark.parametrize("first, again, said, counts", [
    ("3 cuadernos a4", "no, 2 a4 y 1 a5",
     "Apunto: 2 × Cuaderno A4 cuadriculado y 1 × Cuaderno A5 de rayas. Total 16,30 €.", {A4: 2, A5: 1}),
    ("3 cuadernos a4", "no, 1 a5 y 2 a4",
     "Apunto: 2 × Cuaderno A4 cuadriculado y 1 × Cuaderno A5 de rayas. Total 16,30 €.", {A4: 2, A5: 1}),
    ("3 cuadernos a4", "no, que sean un a4 y un a5",
     "Apunto: 1 × Cuaderno A4 cuadriculado y 1 × Cuaderno A5 de rayas. Total 10,40 €.", {A4: 1, A5: 1}),
    ("quero 3 cadernos a4", "non, dous a4 e un a5",
     "Apunto: 2 × Caderno A4 cuadriculado e 1 × Caderno A5 de raias. Total 16,30 €.", {A4: 2, A5: 1}),
    ("3 cuadernos a4", "mejor 2 a4", "Apunto: 2 × Cuaderno A4 cuadriculado. Total 11,80 €.", {A4: 2}),
    ("quero 3 cadernos a4", "mellor dous a4", "Apunto: 2 × Caderno A4 cuadriculado. Total 11,80 €.", {A4: 2}),
    ("3 cuadernos a4", "y 2 a4", "Apunto: 5 × Cuaderno A4 cuadriculado. Total 29,50 €.", {A4: 5}),
    ("3 cuadernos a4", "y otro a4", "Apunto: 4 × Cuaderno A4 cuadriculado. Total 23,60 €.", {A4: 4}),
    ("3 cuadernos a4", "quita un a4", "Apunto: 2 × Cuaderno A4 cuadriculado. Total 11,80 €.", {A4: 2}),
])
def test_a_notebook_held_counted_by_its_size_word(first, again, said, counts):
    c = chat("libreria")
    c.say(first)
    t = c.say(again)
    assert t.texts[0] == said
    assert line_counts(c) == counts


def test_a_notebook_held_named_with_its_article_is_only_named():
    c = chat("libreria")
    c.say("3 cuadernos a4")
    t = c.say("los a4 para el lunes")
    assert line_counts(c) == {A4: 3}
    assert t.text == "¿A qué hora lo recoges el lunes 2 de noviembre?"


# ---- the day and the hour held stay, and the list is what is sent ------------------------------------------

@pytest.mark.parametrize("first, again, said", [
    ("3 ramos de temporada para el viernes a las 18", "no, que sean 2 de temporada y 1 de rosas",
     "Apunto: 2 × Ramo de temporada y 1 × Ramo de rosas. Total 91,00 €. ¿A nombre de quién lo preparo?"),
    ("quero 3 ramos de tempada pro venres ás 18", "non, dúas de tempada e unha de rosas",
     "Apunto: 2 × Ramo de tempada e 1 × Ramo de rosas. Total 91,00 €. ¿A nome de quen o preparo?"),
    ("quero 3 ramos de tempada pro venres ás 18", "non, que sexan dous de tempada e un de rosas",
     "Apunto: 2 × Ramo de tempada e 1 × Ramo de rosas. Total 91,00 €. ¿A nome de quen o preparo?"),
    ("3 ramos de temporada para el viernes a las 18", "mejor 2 de temporada y 1 de rosas",
     "Apunto: 2 × Ramo de temporada y 1 × Ramo de rosas. Total 91,00 €. ¿A nombre de quién lo preparo?"),
])
def test_the_day_and_hour_stay(first, again, said):
    c = chat("floristeria")
    c.say(first)
    t = c.say(again)
    assert t.text == said
    assert line_counts(c) == {TEMPORADA: 2, ROSAS: 1}
    assert c.order["ymd"] == FRIDAY and c.order["min"] == 18 * 60


def test_the_list_said_again_is_what_is_sent():
    c = chat("floristeria")
    c.say_all("3 ramos de temporada para el viernes a las 18", "no, que sean 2 de temporada y 1 de rosas",
              "Lucía 600111222", "no")
    c.press("Enviar pedido")
    sent = c.requests[-1]
    assert sent["status"] == "pending"
    assert {line["item_id"]: line["qty"] for line in sent["data"]["lines"]} == {TEMPORADA: 2, ROSAS: 1}


# ---- nothing held said again: the list is the whole order; a size said again is that size alone -----------

@pytest.mark.parametrize("slug, first, again, said, counts", [
    ("", "4 croissants", "no, una napolitana y una palmera",
     f"Apunto: 1 × {NAPO} y 1 × Palmera de hojaldre. Total 4,20 €.", {NAPOLITANA: 1, PALMERA: 1}),
    ("", "quero 4 croissants", "non, unha napolitana e unha palmeira",
     f"Apunto: 1 × {NAPO} e 1 × Palmera de hojaldre. Total 4,20 €.", {NAPOLITANA: 1, PALMERA: 1}),
    ("", "4 croissants", "no, al final ponme una napolitana y una palmera",
     f"Apunto: 1 × {NAPO} y 1 × Palmera de hojaldre. Total 4,20 €.", {NAPOLITANA: 1, PALMERA: 1}),
    ("", "quero 4 croissants", "non, ao final poñe unha napolitana e unha palmeira",
     f"Apunto: 1 × {NAPO} e 1 × Palmera de hojaldre. Total 4,20 €.", {NAPOLITANA: 1, PALMERA: 1}),
    ("", "4 croissants y 2 napolitanas", "no, 2 palmeras y una bica",
     "Apunto: 2 × Palmera de hojaldre y 1 × Bica gallega. Total 13,40 €.", {PALMERA: 2, "bica": 1}),
    ("", "quero 4 croissants e 2 napolitanas", "non, dúas palmeiras e unha bica",
     "Apunto: 2 × Palmera de hojaldre e 1 × Bica gallega. Total 13,40 €.", {PALMERA: 2, "bica": 1}),
    ("floristeria", "3 ramos de temporada", "no, un ramo de rosas y una maceta",
     "Apunto: 1 × Ramo de rosas y 1 × Maceta de cerámica. Total 47,00 €.", {ROSAS: 1, MACETA: 1}),
])
def test_nothing_held_said_again_is_a_new_order(slug, first, again, said, counts):
    c = chat(slug)
    c.say(first)
    t = c.say(again)
    assert t.texts[0] == said
    assert line_counts(c) == counts


@pytest.mark.parametrize("first, again, said", [
    ("una tarta de queso de 12 para el martes", "no, una tarta de queso de 8 y 2 croissants",
     "Apunto: 1 × Tarta de queso (8 raciones) y 2 × Croissant de mantequilla. Total 25,60 €."),
    ("una tarta de queso de 12 para el martes", "no, una tarta de queso y 2 croissants",
     "Apunto: 1 × Tarta de queso (12 raciones) y 2 × Croissant de mantequilla. Total 33,60 €."),
    ("una tarta de queso de 12 y 2 croissants para el martes", "no, una tarta de queso de 8 y 2 croissants",
     "Apunto: 2 × Croissant de mantequilla y 1 × Tarta de queso (8 raciones). Total 25,60 €."),
    ("quero unha tarta de queixo de 12 para o martes", "non, unha tarta de queixo de 8 e 2 croissants",
     "Apunto: 1 × Tarta de queso (8 racións) e 2 × Croissant de mantequilla. Total 25,60 €."),
])
def test_a_size_said_again_is_that_size_alone(first, again, said):
    c = chat()
    c.say(first)
    t = c.say(again)
    assert t.texts[0] == said
    assert line_counts(c) == {"tarta-queso": 1, CROISSANT: 2}


# ---- near-misses: adding, taking off, one line mended, one thing instead -----------------------------------

@pytest.mark.parametrize("slug, first, again, counts", [
    ("floristeria", "3 ramos de temporada", "y también una de rosas", {TEMPORADA: 3, ROSAS: 1}),
    ("floristeria", "quero 3 ramos de tempada", "e tamén un de rosas", {TEMPORADA: 3, ROSAS: 1}),
    ("floristeria", "3 ramos de temporada", "quita uno", {TEMPORADA: 2}),
    ("floristeria", "quero 3 ramos de tempada", "quita un", {TEMPORADA: 2}),
    ("floristeria", "3 ramos de temporada", "no, la de rosas", {ROSAS: 3}),
    ("floristeria", "3 ramos de temporada", "no quiero el de temporada, uno de rosas", {ROSAS: 1}),
    ("floristeria", "3 ramos de temporada", "no, el de temporada no, uno de rosas", {ROSAS: 1}),
    ("", "4 croissants y 2 napolitanas", "no, 3 croissants", {CROISSANT: 3, NAPOLITANA: 2}),
    # a line held beside one said again stays (stop 39: «no espera, mejor 2 croissants y 2 palmeras»)
    ("", "4 croissants y 2 napolitanas", "no, que sean 2 croissants y una palmera",
     {CROISSANT: 2, NAPOLITANA: 2, PALMERA: 1}),
    ("floristeria", "3 ramos de temporada y una maceta", "no, 2 de temporada y 1 de rosas",
     {TEMPORADA: 2, MACETA: 1, ROSAS: 1}),
    ("", "quero 4 croissants e 2 napolitanas", "non, 3 croissants", {CROISSANT: 3, NAPOLITANA: 2}),
    ("", "4 croissants", "no, 2 napolitanas y 3 palmeras también", {CROISSANT: 4, NAPOLITANA: 2, PALMERA: 3}),
    ("", "quero 4 croissants", "non, 2 napolitanas e 3 palmeiras tamén", {CROISSANT: 4, NAPOLITANA: 2, PALMERA: 3}),
    ("floristeria", "un poto para el lunes", "no un poto sino una orquidea", {"orquidea": 1}),
    ("floristeria", "quero un poto pro luns", "non un poto senón unha orquidea", {"orquidea": 1}),
    ("", "4 croissants", "no, 2 napolitanas y añade 3 palmeras", {CROISSANT: 4, NAPOLITANA: 2, PALMERA: 3}),
    ("", "4 croissants", "1 napolitana y 3 croissants", {CROISSANT: 7, NAPOLITANA: 1}),
    ("", "4 croissants", "no quiero los croissants, una napolitana", {NAPOLITANA: 1}),
    ("", "4 croissants", "no, 2 croissants y 2 napolitanas", {CROISSANT: 2, NAPOLITANA: 2}),
    ("taller", "2 camaras", "no, 1 camara y 1 cubierta", {CAMARA: 1, CUBIERTA: 1}),
])
def test_near_misses_read_as_before(slug, first, again, counts):
    c = chat(slug)
    c.say(first)
    c.say(again)
    assert line_counts(c) == counts


def test_adding_says_the_whole_order_back():
    c = chat("floristeria")
    c.say("3 ramos de temporada")
    t = c.say("y también una de rosas")
    assert t.texts[0] == "Apunto: 3 × Ramo de temporada y 1 × Ramo de rosas. Total 119,00 €."
