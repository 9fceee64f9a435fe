"""Stop 56, task F: «cambia uno por X» swapped the whole line, not one of it.

What was wrong: with «2 ramos de rosas para el lunes» held, «cambia uno por uno de temporada» got
«Apunto: 1 × Ramo de temporada. Total 28,00 €.»: both rose bouquets gone. The bookshop's «3 cuadernos
a5» and «cambia uno por un a4» became «3 × Cuaderno A4»; the bakery's «2 tartas de santiago» and «cambia
una por una de queso» left one tarta de queso only; the bike shop's «2 cámaras» and «cambia una por una
cubierta» kept both cámaras and added the cubierta (43,00 €, nothing taken off). «cámbiame uno de ellos
por…», «uno de los ramos que sea de temporada», «sustituye uno por…», «canbia uno por…», Galician «cambia
un por un de tempada», «troca unha por unha de queixo» did the same (or added without taking off).
And «cambia tres por…» with two held swapped them silently.

What now happens: a swap verb (cambia, cámbiame, canbia, sustituye, reemplaza, troca, pon…) with a bare
count, alone or «de ellos / de los X / delas / de rosas», then «por Y», takes that many off the line held
(the only one, the one «de los X» names, or the only one of Y's noun) and puts Y beside the rest: «Apunto: 1
× Ramo de rosas y 1 × Ramo de temporada. Total 63,00 €.» «uno de los X que sea de Y» is the same swap, and
so is «en vez de / no canto de» with a count («pon uno de temporada en vez de uno de rosas») or with the
thing given up said again with its new count («en vez de dos ramos de rosas, uno de rosas y uno de
temporada»), or «quita uno y pon uno de Y». A line of that count still goes whole («1 ramo» then «cambia uno
por…»). More than held: «En el pedido había 2 × Ramo de rosas, no 3: cambio todo lo que había.» Unchanged:
«cambia el ramo de rosas por uno de temporada» (the whole line), «cambia 2 croissants por napolitanas»,
«cambia una por una de 12 raciones» (a size, not a thing), «cambia la hora», «cambia el día al miércoles».
"""
import pytest

from tests.conversation import chat, line_counts

_ROSES = "2 ramos de rosas para el lunes"
_ROSES_GL = "2 ramos de rosas para o luns"
_ROSES_SWAPPED = ({"ramo-rosas": 1, "ramo-temporada": 1}, "1 × Ramo de rosas", "1 × Ramo de temporada", "63,00 €")
_ROSES_SWAPPED_GL = ({"ramo-rosas": 1, "ramo-temporada": 1}, "1 × Ramo de rosas", "1 × Ramo de tempada", "63,00 €")


def _after(slug: str, first: str, msg: str):
    c = chat(slug)
    assert "€" in c.say(first).text
    return c, c.say(msg)


@pytest.mark.parametrize("slug, first, msg, counts, kept, came, total", [
    ("floristeria", _ROSES, "cambia uno por uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "cámbiame uno de ellos por uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "cambia uno de los ramos por uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "sustituye uno por uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "canbia uno por uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "vale, ponme uno de ellos por uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "uno de los ramos que sea de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "Cambia uno por otro de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "cambia uno de rosas por uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "pon uno de temporada en vez de uno de rosas", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "en vez de uno de ellos, uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "uno de temporada en lugar de uno de los de rosas", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "en vez de dos ramos de rosas, uno de rosas y uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "en vez de 2 ramos de rosas, 1 ramo de rosas y otro de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "en vez de dos rosas, una rosa y una de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "en vez de las dos rosas, una de rosas y una de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "en vez de los dos, uno de rosas y uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "cambia los dos por uno de rosas y uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "quita uno y pon uno de temporada", *_ROSES_SWAPPED),
    ("floristeria", _ROSES, "quita uno de ellos y ponme uno de temporada", *_ROSES_SWAPPED),
    ("", "4 croissants para el martes", "quita uno y pon una napolitana", {"croissant": 3, "napolitana": 1},
     "3 × Croissant de mantequilla", "1 × Napolitana de chocolate", "7,40 €"),
    ("", "4 croissants y 2 napolitanas para el martes", "en vez de una de las napolitanas, un croissant",
     {"croissant": 5, "napolitana": 1}, "5 × Croissant de mantequilla", "1 × Napolitana de chocolate", "€"),
    ("libreria", "3 cuadernos a5 para el martes", "cambia uno por un a4", {"cuaderno-a5": 2, "cuaderno-a4": 1},
     "2 × Cuaderno A5 de rayas", "1 × Cuaderno A4 cuadriculado", "14,90 €"),
    ("libreria", "3 cuadernos a5 para el martes", "cambia dos por dos a4", {"cuaderno-a5": 1, "cuaderno-a4": 2},
     "1 × Cuaderno A5 de rayas", "2 × Cuaderno A4 cuadriculado", "16,30 €"),
    ("", "2 tartas de santiago para el martes", "cambia una por una de queso", {"tarta-santiago": 1, "tarta-queso": 1},
     "1 × Tarta de Santiago", "1 × Tarta de queso", "40,00 €"),
    ("", "4 croissants para el martes", "cambia uno por una napolitana", {"croissant": 3, "napolitana": 1},
     "3 × Croissant de mantequilla", "1 × Napolitana de chocolate", "€"),
    ("taller", "2 camaras para el martes", "cambia una por una cubierta", {"camara": 1, "cubierta": 1},
     "1 × Cámara 700x28", "1 × Cubierta urbana", "36,00 €"),
    # Galician, and without accents
    ("floristeria", _ROSES_GL, "cambia un por un de tempada", *_ROSES_SWAPPED_GL),
    ("floristeria", _ROSES_GL, "troca un deles por un de tempada", *_ROSES_SWAPPED_GL),
    ("floristeria", _ROSES_GL, "un deles que sexa de tempada", *_ROSES_SWAPPED_GL),
    ("floristeria", _ROSES_GL, "no canto dun de rosas, un de tempada", *_ROSES_SWAPPED_GL),
    ("", "2 tartas de santiago para o martes", "saca unha e pon unha de queixo",
     {"tarta-santiago": 1, "tarta-queso": 1}, "1 × Tarta de Santiago", "1 × Tarta de queso", "40,00 €"),
    ("floristeria", _ROSES_GL, "en vez de dous ramos de rosas, un de rosas e outro de tempada", *_ROSES_SWAPPED_GL),
    ("", "2 tartas de santiago para o martes", "troca unha por unha de queixo", {"tarta-santiago": 1, "tarta-queso": 1},
     "1 × Tarta de Santiago", "1 × Tarta de queso", "40,00 €"),
    ("libreria", "3 cadernos a5 para o martes", "cambia un deles por un a4", {"cuaderno-a5": 2, "cuaderno-a4": 1},
     "2 × Caderno A5 de raias", "1 × Caderno A4 cuadriculado", "14,90 €"),
    ("taller", "dúas cámaras para o martes", "cambiame unha delas por unha cuberta", {"camara": 1, "cubierta": 1},
     "1 × Cámara 700x28", "1 × Cuberta urbana", "36,00 €"),
])
def test_some_of_the_line_swapped_the_rest_kept(slug, first, msg, counts, kept, came, total):
    c, t = _after(slug, first, msg)
    assert line_counts(c) == counts
    said = next(x for x in t.texts if x.startswith("Apunto"))
    assert kept in said and came in said and total in said, t.texts
    assert t.request is None or t.request["status"] != "pending"


@pytest.mark.parametrize("first, msg, asked", [
    ("2 tartas de santiago para el martes", "cambia una por una de queso", "¿Para cuántas raciones?"),
    ("2 tartas de santiago para o martes", "troca unha por unha de queixo", "¿Para cantas racións?"),
])
def test_the_size_of_what_comes_in_is_asked(first, msg, asked):
    _c, t = _after("", first, msg)
    assert t.texts[-1].endswith(asked)


def test_a_size_held_comes_with_the_swap():
    c, t = _after("", "2 tartas de santiago de 8 raciones para el martes", "cambia una por una de queso")
    assert line_counts(c) == {"tarta-santiago": 1, "tarta-queso": 1}
    assert "1 × Tarta de Santiago (8 raciones) y 1 × Tarta de queso (8 raciones)" in t.text
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text


def test_the_one_of_the_same_noun_is_swapped_among_several_lines():
    c, t = _after("", "4 croissants y 2 tartas de santiago para el martes", "cambia una por una de queso")
    assert line_counts(c) == {"croissant": 4, "tarta-santiago": 1, "tarta-queso": 1}
    assert "4 × Croissant de mantequilla, 1 × Tarta de Santiago y 1 × Tarta de queso" in t.text


@pytest.mark.parametrize("slug, first, msg, counts, said", [
    ("floristeria", "1 ramo de rosas para el lunes", "cambia uno por uno de temporada", {"ramo-temporada": 1},
     "Apunto: 1 × Ramo de temporada. Total 28,00 €."),
    ("floristeria", "un ramo de rosas para o luns", "troca un por un de tempada", {"ramo-temporada": 1},
     "Apunto: 1 × Ramo de tempada. Total 28,00 €."),
    ("", "una tarta de santiago para o martes", "troca unha por unha de queixo", {"tarta-queso": 1},
     "Apunto: 1 × Tarta de queso. Total 22,00 €."),
])
def test_a_line_of_that_count_is_swapped_whole(slug, first, msg, counts, said):
    c, t = _after(slug, first, msg)
    assert line_counts(c) == counts
    assert said in t.texts


@pytest.mark.parametrize("slug, first, msg, told, counts", [
    ("floristeria", _ROSES, "cambia tres por tres de temporada",
     "En el pedido había 2 × Ramo de rosas, no 3: cambio todo lo que había.", {"ramo-temporada": 3}),
    ("floristeria", _ROSES_GL, "cambia tres por tres de tempada",
     "No pedido había 2 × Ramo de rosas, non 3: cambio todo o que había.", {"ramo-temporada": 3}),
    ("", "2 croissants para el martes", "cambia 3 croissants por napolitanas",
     "En el pedido había 2 × Croissant de mantequilla, no 3: cambio todo lo que había.", {"napolitana": 2}),
])
def test_more_than_held_is_said(slug, first, msg, told, counts):
    c, t = _after(slug, first, msg)
    assert told in t.texts
    assert line_counts(c) == counts


# ---------------------------------------------------------------- near-misses: unchanged

def test_the_line_named_whole_is_swapped_whole():
    c, t = _after("floristeria", _ROSES, "cambia el ramo de rosas por uno de temporada")
    assert line_counts(c) == {"ramo-temporada": 1}
    assert "Apunto: 1 × Ramo de temporada. Total 28,00 €." in t.texts


def test_a_count_of_the_product_named_still_swaps_that_many():
    c, t = _after("", "4 croissants para el martes", "cambia 2 croissants por napolitanas")
    assert line_counts(c) == {"croissant": 2, "napolitana": 2}
    assert "2 × Croissant de mantequilla y 2 × Napolitana de chocolate" in t.text


def test_a_size_said_is_no_thing_swapped_in():
    c, t = _after("", "2 tartas de santiago de 8 raciones para el martes", "cambia una por una de 12 raciones")
    assert "1 × Tarta de Santiago (8 raciones) y 1 × Tarta de Santiago (12 raciones)" in t.text
    assert "tarta-queso" not in line_counts(c)


@pytest.mark.parametrize("msg, said", [
    ("cambia el dia al miercoles", "miércoles 4 de noviembre"),
    ("cambia el día al martes", "martes 3 de noviembre"),
])
def test_the_day_changed_leaves_the_lines(msg, said):
    c, t = _after("", "4 croissants para el lunes", msg)
    assert line_counts(c) == {"croissant": 4}
    assert said in t.text


def test_the_hour_changed_leaves_the_lines():
    c, t = _after("", "4 croissants para el martes", "cambia la hora")
    assert line_counts(c) == {"croissant": 4}
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text
