"""Something for another day while the order is held for a day (stop 61).
Before: «6 croissants para el martes» then «quiero encargar una tarta para el viernes a las 12» answered
«Apunto la recogida el viernes 6 de noviembre a las 12:00. ¿Qué tarta quieres?»: the Tuesday croissants
moved to Friday in silence (a kind of thing still to choose, «una tarta», «un ramo», «un cuaderno», was
not read as a new thing, while «una tarta de queso para el viernes» already went apart). And «pon 8
croissants para el jueves» answered «Apunto: 14 × Croissant de mantequilla» on Thursday: the two counts
added, the order moved.
Now a new thing for another day goes in another order, as a named one did and as «2 más para el jueves»
does (stop 60): «Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del viernes 6 de
noviembre va en otro pedido…», the order kept. What is held, said again with another count and another
day, may be the order changed or another order: which is asked («Tienes 6 × X para el martes 3 de
noviembre. ¿Cambio el pedido al jueves 5 de noviembre con 8 × X, o es otro pedido?», a button each, or
the answer in words); said to add («también», «añade») it goes apart, said to change («mejor», «no, …»)
it changes. The same day, no day, a day alone, the same count, an order with no day set: as before."""
import pytest

from tests.conversation import chat, line_counts

TUESDAY = {"es": "martes 3 de noviembre", "gl": "martes 3 de novembro"}
APART = {"es": "Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del {other} va en otro pedido",
         "gl": "Un pedido é para un día: apunto o do martes 3 de novembro. O do {other} vai noutro pedido"}
APART_COUNTED = {"es": "Un pedido es para un día: apunto el del martes 3 de noviembre. "
                       "Lo del {other} ({what}) va en otro pedido",
                 "gl": "Un pedido é para un día: apunto o do martes 3 de novembro. O do {other} ({what}) vai noutro "
                       "pedido"}
ASKED = {"es": "Tienes {held} para el martes 3 de noviembre. ¿Cambio el pedido al {other} con {new}, o es otro pedido?",
         "gl": "Tes {held} para o martes 3 de novembro. ¿Cambio o pedido ao {other} con {new}, ou é outro pedido?"}
CHIPS = {"es": ["Cambiarlo al {day}", "Es otro pedido"], "gl": ["Cambialo ao {day}", "É outro pedido"]}
THU = {"es": "jueves 5 de noviembre", "gl": "xoves 5 de novembro"}
FRI = {"es": "viernes 6 de noviembre", "gl": "venres 6 de novembro"}
CROISSANT = "Croissant de mantequilla"


def _kept_on_tuesday(c, t, lang, counts):
    assert line_counts(c) == counts
    assert c.order["ymd"] == "2026-11-03"
    assert TUESDAY[lang] in t.texts[-1]      # the open question, of the order's own day


# ---------------------------------------------------------------- a new thing for another day

@pytest.mark.parametrize("slug, held, said, lang, other, counts", [
    ("", "quiero 6 croissants para el martes", "quiero encargar una tarta para el viernes a las 12", "es",
     FRI["es"], {"croissant": 6}),
    ("", "6 croissants para el martes", "quiero una tarta para el viernes", "es", FRI["es"], {"croissant": 6}),
    ("", "6 croisants pal martes", "kiero encargar una tarta pal viernes", "es", FRI["es"], {"croissant": 6}),
    ("", "6 croissants para el martes", "y un pan para el jueves", "es", THU["es"], {"croissant": 6}),
    ("", "6 croissants para el martes", "y una tarta de queso para el viernes", "es", FRI["es"], {"croissant": 6}),
    ("", "2 napolitanas para el martes", "tambien quiero encargar una tarta para el jueves", "es", THU["es"],
     {"napolitana": 2}),
    ("", "quero 6 croissants para o martes", "quero encargar unha torta para o venres", "gl", FRI["gl"],
     {"croissant": 6}),
    ("", "6 croissants pro martes", "e unha tarta pro venres ás 12", "gl", FRI["gl"], {"croissant": 6}),
    ("", "6 croissants pro martes", "encargar unha torta para o xoves", "gl", THU["gl"], {"croissant": 6}),
    ("floristeria", "2 macetas para el martes", "quiero un ramo para el viernes", "es", FRI["es"], {"maceta": 2}),
    ("floristeria", "quero 2 testos pro martes", "e un ramo de flores pro xoves", "gl", THU["gl"], {"maceta": 2}),
    ("libreria", "2 marcapaginas para el martes", "quiero un cuaderno para el viernes", "es", FRI["es"],
     {"marcapaginas": 2}),
    ("libreria", "quero 2 marcapaginas pro martes", "e un caderno pro xoves", "gl", THU["gl"],
     {"marcapaginas": 2}),
])
def test_a_new_thing_for_another_day_goes_in_another_order(slug, held, said, lang, other, counts):
    c = chat(slug)
    c.say(held)
    t = c.say(said)
    assert APART[lang].format(other=other) in t.text
    _kept_on_tuesday(c, t, lang, counts)


# ---------------------------------------------------------------- what is held, another count, another day

@pytest.mark.parametrize("slug, held, said, lang, held_line, new_line, chip_day", [
    ("", "quiero 6 croissants para el martes", "pon 8 croissants para el jueves", "es",
     f"6 × {CROISSANT}", f"8 × {CROISSANT}", "jue 5 nov"),
    ("", "6 croissants para el martes", "quiero 8 croissants para el jueves", "es",
     f"6 × {CROISSANT}", f"8 × {CROISSANT}", "jue 5 nov"),
    ("", "6 croissants para el martes", "8 croisants pal jueves", "es",
     f"6 × {CROISSANT}", f"8 × {CROISSANT}", "jue 5 nov"),
    ("", "6 croissants para el martes", "¿me pones 10 croissants para el jueves?", "es",
     f"6 × {CROISSANT}", f"10 × {CROISSANT}", "jue 5 nov"),
    ("", "3 palmeras para el martes", "ponme 5 palmeras para el viernes", "es",
     "3 × Palmera de hojaldre", "5 × Palmera de hojaldre", "vie 6 nov"),
    ("", "quero 6 croissants para o martes", "pon 8 croissants para o xoves", "gl",
     f"6 × {CROISSANT}", f"8 × {CROISSANT}", "xov 5 nov"),
    ("", "6 croissants pro martes", "quero oito croissants pro xoves", "gl",
     f"6 × {CROISSANT}", f"8 × {CROISSANT}", "xov 5 nov"),
    ("floristeria", "2 macetas para el martes", "pon 5 macetas para el jueves", "es",
     "2 × Maceta de cerámica", "5 × Maceta de cerámica", "jue 5 nov"),
    ("floristeria", "quero 2 testos pro martes", "pon 5 testos pro xoves", "gl",
     "2 × Testo de cerámica", "5 × Testo de cerámica", "xov 5 nov"),
    ("libreria", "2 marcapaginas para el martes", "pon 4 marcapaginas para el jueves", "es",
     "2 × Marcapáginas de madera", "4 × Marcapáginas de madera", "jue 5 nov"),
])
def test_another_count_for_another_day_is_asked(slug, held, said, lang, held_line, new_line, chip_day):
    c = chat(slug)
    c.say(held)
    t = c.say(said)
    other = THU[lang] if "5 nov" in chip_day else FRI[lang]
    assert ASKED[lang].format(held=held_line, other=other, new=new_line) in t.text
    assert t.chip_labels == [label.format(day=chip_day) for label in CHIPS[lang]]
    assert "Apunto:" not in t.text      # nothing added, nothing moved meanwhile
    assert line_counts(c) == {next(iter(line_counts(c))): int(held_line.split(" ")[0])}
    assert c.order["ymd"] == "2026-11-03"


ASK_ES = ("6 croissants para el martes", "pon 8 croissants para el jueves")
ASK_GL = ("6 croissants pro martes", "pon 8 croissants para o xoves")


@pytest.mark.parametrize("asked, answer, lang", [
    (ASK_ES, "!Cambiarlo al jue 5 nov", "es"),
    (ASK_ES, "cambialo", "es"),
    (ASK_ES, "sí, cámbialo al jueves", "es"),
    (ASK_ES, "mejor el jueves", "es"),
    (ASK_ES, "vale", "es"),
    (ASK_GL, "!Cambialo ao xov 5 nov", "gl"),
    (ASK_GL, "cámbiao", "gl"),
    (ASK_GL, "si, cambiao ao xoves", "gl"),
])
def test_the_order_changed_when_so_answered(asked, answer, lang):
    c = chat("")
    for said in asked:
        c.say(said)
    t = c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert f"Apunto: 8 × {CROISSANT}" in t.text
    assert THU[lang] in t.texts[-1]
    assert line_counts(c) == {"croissant": 8}
    assert c.order["ymd"] == "2026-11-05"


@pytest.mark.parametrize("asked, answer, lang", [
    (ASK_ES, "!Es otro pedido", "es"),
    (ASK_ES, "es otro pedido", "es"),
    (ASK_ES, "otro", "es"),
    (ASK_ES, "no, es otro", "es"),
    (ASK_ES, "aparte", "es"),
    (ASK_ES, "por separado", "es"),
    (ASK_GL, "!É outro pedido", "gl"),
    (ASK_GL, "é outro pedido", "gl"),
    (ASK_GL, "outro", "gl"),
])
def test_another_order_when_so_answered(asked, answer, lang):
    c = chat("")
    for said in asked:
        c.say(said)
    t = c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert APART_COUNTED[lang].format(other=THU[lang], what=f"8 × {CROISSANT}") in t.text
    _kept_on_tuesday(c, t, lang, {"croissant": 6})


def test_the_time_answered_instead_keeps_the_order():
    c = chat("")
    for said in ASK_ES:
        c.say(said)
    t = c.say("a las 10")
    assert "martes 3 de noviembre a las 10:00" in t.text
    assert line_counts(c) == {"croissant": 6}


@pytest.mark.parametrize("slug, held, said, lang, what", [
    ("", "6 croissants para el martes", "tambien 8 croissants para el jueves", "es", f"8 × {CROISSANT}"),
    ("", "6 croissants para el martes", "añade 8 croissants para el jueves", "es", f"8 × {CROISSANT}"),
    ("", "6 croissants pro martes", "tamén 8 croissants pro xoves", "gl", f"8 × {CROISSANT}"),
    ("floristeria", "2 macetas para el martes", "ademas 3 macetas para el jueves", "es", "3 × Maceta de cerámica"),
])
def test_another_count_said_to_add_goes_in_another_order(slug, held, said, lang, what):
    c = chat(slug)
    c.say(held)
    t = c.say(said)
    assert APART_COUNTED[lang].format(other=THU[lang], what=what) in t.text
    _kept_on_tuesday(c, t, lang, {next(iter(line_counts(c))): int(held.split(" ")[0])})


# ---------------------------------------------------------------- near-misses: as before

@pytest.mark.parametrize("held, said, counts, day, ymd", [
    ("6 croissants para el martes", "pon 8 para el martes", {"croissant": 8}, "martes 3 de noviembre", "2026-11-03"),
    ("6 croissants para el martes", "pon 8", {"croissant": 8}, "martes 3 de noviembre", "2026-11-03"),
    ("6 croissants pro martes", "pon 8 pro martes", {"croissant": 8}, "martes 3 de novembro", "2026-11-03"),
    ("6 croissants para el martes", "mejor el jueves", {"croissant": 6}, "jueves 5 de noviembre", "2026-11-05"),
    ("6 croissants pro martes", "mellor o xoves", {"croissant": 6}, "xoves 5 de novembro", "2026-11-05"),
    ("6 croissants para el martes", "quiero 6 croissants para el jueves", {"croissant": 6}, "jueves 5 de noviembre",
     "2026-11-05"),
    ("6 croissants para el martes", "mejor 8 croissants para el jueves", {"croissant": 8}, "jueves 5 de noviembre",
     "2026-11-05"),
    ("6 croissants para el martes", "no, 8 croissants para el jueves", {"croissant": 8}, "jueves 5 de noviembre",
     "2026-11-05"),
    ("6 croissants para el martes", "que sean 8 croissants y para el jueves", {"croissant": 8},
     "jueves 5 de noviembre", "2026-11-05"),
    ("6 croissants pro martes", "non, 8 croissants pro xoves", {"croissant": 8}, "xoves 5 de novembro", "2026-11-05"),
])
def test_the_same_day_no_day_a_day_alone_or_a_change_as_before(held, said, counts, day, ymd):
    c = chat("")
    c.say(held)
    t = c.say(said)
    assert "otro pedido" not in t.text and "outro pedido" not in t.text
    assert line_counts(c) == counts
    assert c.order["ymd"] == ymd
    assert day in t.texts[-1]


def test_two_more_for_another_day_as_in_stop_60():
    c = chat("")
    c.say("6 croissants para el martes")
    t = c.say("ponme 2 más para el jueves")
    assert APART_COUNTED["es"].format(other=THU["es"], what=f"2 × {CROISSANT}") in t.text
    _kept_on_tuesday(c, t, "es", {"croissant": 6})


@pytest.mark.parametrize("slug, held, said, day, asked", [
    ("", "quiero 6 croissants", "quiero una tarta para el viernes", "viernes 6 de noviembre", "¿Qué tarta quieres?"),
    ("", "quero 6 croissants", "quero unha torta pro venres", "venres 6 de novembro", "¿Que tarta queres?"),
    ("floristeria", "quiero 2 macetas", "y un ramo para el jueves", "jueves 5 de noviembre", "¿Qué ramo quieres?"),
])
def test_an_order_with_no_day_set_takes_the_day(slug, held, said, day, asked):
    c = chat(slug)
    c.say(held)
    t = c.say(said)
    assert "otro pedido" not in t.text and "outro pedido" not in t.text
    assert day in t.text
    assert asked in t.text


@pytest.mark.parametrize("held, said, answer, asked_at, moved_to", [
    ("6 croissants para el martes a las 10", "pon 8 croissants para el jueves a las 12", "!Cambiarlo al jue 5 nov",
     "al jueves 5 de noviembre a las 12:00 con 8 ×", "jueves 5 de noviembre a las 12:00"),
    ("6 croissants para el martes a las 10", "pon 8 croissants para el jueves", "cambialo",
     "al jueves 5 de noviembre con 8 ×", "jueves 5 de noviembre a las 10:00"),
    ("6 croissants pro martes ás 10", "pon 8 croissants pro xoves ás 12", "cámbiao",
     "ao xoves 5 de novembro ás 12:00 con 8 ×", "xoves 5 de novembro ás 12:00"),
])
def test_a_time_said_with_the_other_day_goes_with_the_change(held, said, answer, asked_at, moved_to):
    c = chat("")
    c.say(held)
    t = c.say(said)
    assert asked_at in t.text
    t = c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert f"Apunto: 8 × {CROISSANT}" in t.text
    assert moved_to in t.text
    assert line_counts(c) == {"croissant": 8}
