"""Stop 57: a held thing swapped by its kind alone, and one of a list told by its price or its place.

- «el de X en vez del de Y», both told only by their kind, the noun they share left out, ADDED the new
  one: «un ramo de rosas para el lunes a las 12», then «el de temporada en vez del de rosas» read
  «Apunto: 1 × Ramo de rosas y 1 × Ramo de temporada. Total 63,00 €.» (so did «en lugar del de rosas
  pon uno de temporada»; the bakery's «el de centeno en vez del de masa madre» kept both breads). Now
  the held one goes and the new one alone is said with its price («Apunto: 1 × Ramo de temporada.
  Total 28,00 €.»). «y el de temporada también» still adds.
- «la más barata», «el segundo» after a list ignored that list:
  - «¿cuánto cuesta la cadena? ¿y la cubierta?», then «ponme la más barata para el lunes» answered «Lo más
    barato: Cámara 700x28» (not one of the two; nothing ordered, the day lost). Now the cheaper of the two
    priced is ordered and the day kept.
  - «¿qué servicios tenéis?» (the whole list shown), then «el más barato el martes a las 11» named it
    and dropped the day and time; now it is booked then.
  - «ponme la más barata» («Lo más barato: Cámara…»), then «vale para el lunes» opened a booking («¿Qué
    servicio quieres?»); now the cámara told is ordered for Monday.
  - «¿cuál es la más barata?» after those two prices answered «Cubierta urbana: 29,00 €» (the dearer,
    leaning on the last one priced); now «Lo más barato: Cadena de 9 velocidades: 24,00 €.».
  - «follas novas y lume vermello», then «el segundo mejor que sean dos» answered «Para seguir necesito
    que me digas una de estas opciones…»; now the second line held is made two.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts

_ROSES = {"es": "un ramo de rosas para el lunes a las 12", "gl": "quero un ramo de rosas para o luns ás 12"}
_SEASON_ONLY = {"es": "Apunto: 1 × Ramo de temporada. Total 28,00 €.",
                "gl": "Apunto: 1 × Ramo de tempada. Total 28,00 €."}


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


# ---- «el de X en vez del de Y»: swapped, not added -------------------------------------------------


@pytest.mark.parametrize("lang, said", [
    ("es", "el de temporada en vez del de rosas"),
    ("es", "en lugar del de rosas pon uno de temporada"),
    ("es", "en vez del de rosas, uno de temporada"),
    ("es", "mejor el de temporada en lugar del de rosas"),
    ("es", "pon el de temporada en vez del de rosas"),
    ("es", "vale, uno de temporada en lugar del de rosas"),
    ("gl", "o de tempada en vez do de rosas"),
    ("gl", "mellor o de tempada no canto do de rosas"),
    ("gl", "no canto do de rosas, un de tempada"),
])
def test_the_one_of_another_kind_takes_the_held_ones_place(lang, said):
    c = chat("floristeria")
    c.say(_ROSES[lang])
    t = c.say(said)
    assert t.texts[0] == _SEASON_ONLY[lang]
    assert line_counts(c) == {"ramo-temporada": 1}


def test_the_other_lines_held_stay():
    c = chat("floristeria")
    c.say("un ramo de rosas y un jarron de cristal para el lunes a las 12")
    t = c.say("el de temporada en vez del de rosas")
    assert t.texts[0] == "Apunto: 1 × Jarrón de cristal y 1 × Ramo de temporada. Total 43,00 €."
    assert line_counts(c) == {"jarron": 1, "ramo-temporada": 1}


def test_two_held_are_swapped_at_their_count():
    c = chat("floristeria")
    c.say("dos ramos de rosas para el lunes a las 12")
    c.say("los de temporada en vez de los de rosas")
    assert line_counts(c) == {"ramo-temporada": 2}


@pytest.mark.parametrize("said", [
    "el de centeno en vez del de masa madre",
    "en lugar del de masa madre, uno de centeno",
    "el de centeno en vez del de masa madre porfa",
])
def test_a_bread_of_another_kind_instead(said):
    c = chat()
    c.say("un pan de masa madre para mañana a las 10")
    c.say(said)
    assert line_counts(c) == {"pan-centeno": 1}


def test_a_bread_of_another_kind_instead_in_galician():
    c = chat()
    c.say("quero un pan de masa nai para mañá ás 10")
    c.say("mellor o de centeo no canto do de masa nai")
    assert line_counts(c) == {"pan-centeno": 1}


@pytest.mark.parametrize("said, counts", [
    ("y el de temporada tambien", {"ramo-rosas": 1, "ramo-temporada": 1}),
    ("y uno de temporada", {"ramo-rosas": 1, "ramo-temporada": 1}),
    ("cambia el ramo de rosas por uno de temporada", {"ramo-temporada": 1}),
])
def test_near_misses_keep_their_reading(said, counts):
    c = chat("floristeria")
    c.say(_ROSES["es"])
    c.say(said)
    assert line_counts(c) == counts


# ---- «la más barata» among those just priced or shown --------------------------------------------


@pytest.mark.parametrize("lang, asked, said, day", [
    ("es", "cuanto cuesta la cadena? y la cubierta?", "ponme la mas barata para el martes", "martes 3 de noviembre"),
    ("es", "cuánto cuesta la cadena? y la cubierta?", "quiero la más barata para el martes", "martes 3 de noviembre"),
    ("es", "cuanto cuestan la cadena y la cubierta?", "ponme la mas barata para el martes", "martes 3 de noviembre"),
    ("gl", "canto custa a cadea? e a cuberta?", "ponme a mais barata pro martes", "martes 3 de novembro"),
])
def test_the_cheaper_of_the_two_priced_is_ordered_with_its_day(lang, asked, said, day):
    c = chat("taller")
    c.say(asked)
    t = c.say(said)
    assert line_counts(c) == {"cadena": 1}
    assert "24,00 €" in t.texts[0] and "Cámara" not in " ".join(t.texts)
    assert day in " ".join(t.texts)


def test_the_dearer_of_the_two_priced():
    c = chat("taller")
    c.say("cuanto cuesta la cadena? y la cubierta?")
    c.say("quiero la mas cara para el martes")
    assert line_counts(c) == {"cubierta": 1}


@pytest.mark.parametrize("lang, asked, said, day", [
    ("es", "que servicios teneis?", "el mas barato el martes a las 11", "martes"),
    ("es", "qué servicios tenéis?", "pues el más barato el martes a las 11", "martes"),
    ("gl", "que servizos tedes?", "o mais barato o martes as 11", "martes"),
])
def test_the_cheapest_of_the_whole_list_shown_is_booked_then(lang, asked, said, day):
    c = chat("peluqueria")
    c.say(asked)
    t = c.say(said)
    assert _booking(c).get("services") == ["barba"]
    assert _booking(c).get("ymd") == "2026-11-03"
    assert f"{day} 3 de nov" in t.texts[0]
    assert "11:00" in " ".join(t.texts)     # the time said is looked at (here taken: its nearest are offered)


def test_the_dearest_of_the_whole_list_shown_is_booked_then():
    c = chat("peluqueria")
    c.say("que servicios teneis?")
    t = c.say("quiero el mas caro el martes a las 12")
    assert _booking(c).get("services") == ["mechas"]
    assert "martes 3 de noviembre a las 12:00" in t.texts[0]


@pytest.mark.parametrize("lang, first, then, day", [
    ("es", "ponme la mas barata", "vale para el lunes", "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("es", "cual es la mas barata?", "vale, para el martes", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("gl", "cal é a mais barata?", "vale, pro martes", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_yes_to_the_cheapest_told_orders_it(lang, first, then, day):
    c = chat("taller")
    assert "Cámara 700x28: 7,00 €" in c.say(first).texts[-1]
    t = c.say(then)
    assert line_counts(c) == {"camara": 1}
    assert _booking(c) == {}
    assert day in " ".join(t.texts)


@pytest.mark.parametrize("asked, which, told", [
    ("cual es la mas barata?", "cuanto cuesta la cadena? y la cubierta?",
     "Lo más barato: Cadena de 9 velocidades: 24,00 €."),
    ("¿cuál es la más cara?", "cuanto cuestan la cadena y la cubierta?", "Lo más caro: Cubierta urbana: 29,00 €."),
    ("cal e a mais barata?", "canto custa a cadea? e a cuberta?", "O máis barato: Cadea de 9 velocidades: 24,00 €."),
])
def test_a_bare_cheapest_of_the_two_priced_is_answered_not_taken(asked, which, told):
    c = chat("taller")
    c.say(which)
    assert c.say(asked).texts[0] == told
    assert line_counts(c) == {}


# ---- «el segundo» of the order held, counted again -----------------------------------------------


@pytest.mark.parametrize("lang, said, counts, recap", [
    ("es", "el segundo mejor que sean dos", {"follas-novas": 1, "lume-vermello": 2},
     "Apunto: 1 × Follas novas y 2 × O lume vermello. Total 60,00 €."),
    ("es", "el ultimo mejor 3", {"follas-novas": 1, "lume-vermello": 3},
     "Apunto: 1 × Follas novas y 3 × O lume vermello. Total 81,00 €."),
    ("es", "que la primera sean 3", {"follas-novas": 3, "lume-vermello": 1},
     "Apunto: 3 × Follas novas y 1 × O lume vermello. Total 75,00 €."),
    ("es", "del primero pon dos", {"follas-novas": 2, "lume-vermello": 1},
     "Apunto: 2 × Follas novas y 1 × O lume vermello. Total 57,00 €."),
    ("gl", "o segundo mellor que sexan dous", {"follas-novas": 1, "lume-vermello": 2},
     "Apunto: 1 × Follas novas e 2 × O lume vermello. Total 60,00 €."),
])
def test_a_line_held_counted_again_by_its_place(lang, said, counts, recap):
    c = chat("libreria")
    c.say("quero follas novas e o lume vermello" if lang == "gl" else "follas novas y lume vermello")
    t = c.say(said)
    assert line_counts(c) == counts
    assert t.texts[0] == recap


@pytest.mark.parametrize("said, counts", [
    ("el segundo mejor para el martes", {"follas-novas": 1, "lume-vermello": 1}),
    ("quita el segundo", {"follas-novas": 1}),
    ("el tercero mejor que sean dos", {"follas-novas": 1, "lume-vermello": 1}),
])
def test_near_misses_of_a_place(said, counts):
    c = chat("libreria")
    c.say("follas novas y lume vermello")
    c.say(said)
    assert line_counts(c) == counts
