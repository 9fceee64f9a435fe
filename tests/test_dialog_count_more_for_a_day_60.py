"""«N más» said with a day, the order held for another day.
Before: «6 croissants para el martes» then «ponme 2 más para el jueves» (or «2 más para el jueves», «pon 2
máis para o xoves») moved the order to Thursday and dropped the 2 in silence: the customer read only «¿A
qué hora lo recoges el jueves…?» with 6 held; «ponme 2 más para el martes» (the order's own day) dropped
the 2 too; «y 2 croissants más para el jueves» moved all 8 to Thursday, while «y otro para el jueves» was
already told to go in another order.
Now a count more with another day is told as the engine tells «y otro para el jueves» (one order is one
day), naming what goes apart: «Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del
jueves 5 de noviembre (2 × Croissant de mantequilla) va en otro pedido…», the order kept on its day with
its 6; with the order's own day, or with no day said before (today only assumed), the 2 are added; «2 más
y que sea para el jueves» moves the order with the 2 in it."""
import pytest

from tests.conversation import chat, line_counts

BAKERY_TUESDAY = "6 croissants para el martes"
APART = {"es": "Un pedido es para un día: apunto el del martes 3 de noviembre. "
               "Lo del {other} ({what}) va en otro pedido",
         "gl": "Un pedido é para un día: apunto o do martes 3 de novembro. O do {other} ({what}) vai noutro pedido"}
TUESDAY = {"es": "martes 3 de noviembre", "gl": "martes 3 de novembro"}


@pytest.mark.parametrize("slug, held, more, lang, other, what, counts", [
    ("", BAKERY_TUESDAY, "ponme 2 más para el jueves", "es", "jueves 5 de noviembre",
     "2 × Croissant de mantequilla", {"croissant": 6}),
    ("", BAKERY_TUESDAY, "2 más para el jueves", "es", "jueves 5 de noviembre",
     "2 × Croissant de mantequilla", {"croissant": 6}),
    ("", BAKERY_TUESDAY, "y 2 croissants más para el jueves", "es", "jueves 5 de noviembre",
     "2 × Croissant de mantequilla", {"croissant": 6}),
    ("", BAKERY_TUESDAY, "dos mas pal jueves porfa", "es", "jueves 5 de noviembre",
     "2 × Croissant de mantequilla", {"croissant": 6}),
    ("", BAKERY_TUESDAY, "para el jueves, 3 más", "es", "jueves 5 de noviembre",
     "3 × Croissant de mantequilla", {"croissant": 6}),
    ("", BAKERY_TUESDAY, "y 3 napolitanas más para el viernes", "es", "viernes 6 de noviembre",
     "3 × Napolitana de chocolate", {"croissant": 6}),
    ("", "6 croissants pro martes", "pon 2 máis para o xoves", "gl", "xoves 5 de novembro",
     "2 × Croissant de mantequilla", {"croissant": 6}),
    ("", "6 croissants pro martes", "pon dous mais pro xoves", "gl", "xoves 5 de novembro",
     "2 × Croissant de mantequilla", {"croissant": 6}),
    ("floristeria", "un ramo de rosas para el martes", "ponme 2 más para el jueves", "es", "jueves 5 de noviembre",
     "2 × Ramo de rosas", {"ramo-rosas": 1}),
    ("floristeria", "quero un ramo de rosas pro martes", "e dúas máis pro xoves", "gl", "xoves 5 de novembro",
     "2 × Ramo de rosas", {"ramo-rosas": 1}),
    ("libreria", "quiero 2 follas novas para el martes", "2 mas para el viernes", "es", "viernes 6 de noviembre",
     "2 × Follas novas", {"follas-novas": 2}),
])
def test_a_count_more_for_another_day_goes_in_another_order(slug, held, more, lang, other, what, counts):
    c = chat(slug)
    c.say(held)
    t = c.say(more)
    assert APART[lang].format(other=other, what=what) in t.text
    assert line_counts(c) == counts
    assert c.order["ymd"] == "2026-11-03"
    assert TUESDAY[lang] in t.texts[-1]      # the open question, of the order's own day


@pytest.mark.parametrize("slug, held, more, counts, day", [
    ("", BAKERY_TUESDAY, "ponme 2 más para el martes", {"croissant": 8}, "martes 3 de noviembre"),
    ("", BAKERY_TUESDAY, "2 mas pal martes", {"croissant": 8}, "martes 3 de noviembre"),
    ("", "6 croissants pro martes", "pon 2 máis pro martes", {"croissant": 8}, "martes 3 de novembro"),
    ("", BAKERY_TUESDAY, "quita 2 para el martes", {"croissant": 4}, "martes 3 de noviembre"),
    ("", "2 croissants para el martes a las 10", "quita uno y que sean a las 11", {"croissant": 1}, "a las 11:00"),
    # the order moved on purpose: the 2 go with it
    ("", BAKERY_TUESDAY, "ponme 2 más y que sea para el jueves", {"croissant": 8}, "jueves 5 de noviembre"),
    ("", BAKERY_TUESDAY, "ponme 2 más y cámbialo al jueves", {"croissant": 8}, "jueves 5 de noviembre"),
    # no day said before (today only assumed): the day said now is the order's
    ("", "6 croissants", "2 más para el jueves", {"croissant": 8}, "jueves 5 de noviembre"),
    ("", "2 palmeras", "2 palmeras más para mañana", {"palmera": 4}, "mañana"),
])
def test_a_count_more_with_the_orders_day_is_added(slug, held, more, counts, day):
    c = chat(slug)
    c.say(held)
    t = c.say(more)
    n = next(iter(counts.values()))
    assert f"Apunto: {n} ×" in t.text
    assert line_counts(c) == counts
    assert day in t.text


@pytest.mark.parametrize("more, counts, text", [
    ("ponme 2 más", {"croissant": 8}, "Apunto: 8 × Croissant de mantequilla"),
    ("y otro para el jueves", {"croissant": 6}, "Lo del jueves 5 de noviembre va en otro pedido"),
    ("y una más para el jueves", {"croissant": 6}, "Lo del jueves 5 de noviembre va en otro pedido"),
    ("mejor para el jueves", {"croissant": 6}, "¿A qué hora lo recoges el jueves 5 de noviembre?"),
])
def test_near_misses_keep_todays_behaviour(more, counts, text):
    c = chat()
    c.say(BAKERY_TUESDAY)
    t = c.say(more)
    assert text in t.text
    assert line_counts(c) == counts
