"""Review fixes of stop 61 (RF4).
1. Typed answers to «Tienes 6 × X para el martes… ¿Cambio el pedido al jueves 5 de noviembre con 8 × X, o
   es otro pedido?»: before, «el jueves» moved the 6 (the 8 lost), «sí, a las 12» moved the order to 12:00
   on Tuesday (Thursday and the 8 dropped) and «no» got the canned name re-ask. Now the day offered alone
   or a yes takes the change (a time beside it: the change at that time); a bare «no» keeps the order
   and says so (the other order asked after sending).
2. «para la mañana», «pa la mañana», «pra a mañá» with a day held: the morning, never tomorrow (before,
   «El domingo 1 de noviembre no abrimos», Tuesday dropped). «para mañana», «mañana por la mañana»: tomorrow.
3. «eso es todo» with nothing held, at any question: «Aún no tengo nada apuntado» (before «Perfecto, no
   añado nada más. Aún no está enviado…» about an empty order).
4. «y otro para mi hijo de 14 años», «y otro para el niño»: read as one more for someone (before, the
   canned re-ask, or not read); the service chosen by the words for whom and the age."""
import pytest

from tests.conversation import chat, line_counts

CROISSANT = "Croissant de mantequilla"
HELD = {"es": ("6 croissants para el martes a las 10", "pon 8 croissants para el jueves"),
        "gl": ("6 croissants pro martes ás 10", "pon 8 croissants para o xoves")}
THU = {"es": "jueves 5 de noviembre", "gl": "xoves 5 de novembro"}
APART = {"es": "Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del jueves 5 de noviembre "
               f"(8 × {CROISSANT}) va en otro pedido: cuando envíes este",
         "gl": "Un pedido é para un día: apunto o do martes 3 de novembro. O do xoves 5 de novembro "
               f"(8 × {CROISSANT}) vai noutro pedido"}
NAME_ASKED = {"es": "¿A nombre de quién lo preparo?", "gl": "¿A nome de quen o preparo?"}


def _asked(lang):
    c = chat("")
    for said in HELD[lang]:
        c.say(said)
    return c


# ---------------------------------------------------------------- 1. the typed answer to «¿Cambio el pedido…?»

@pytest.mark.parametrize("answer, lang, at", [
    ("el jueves", "es", "10:00"),
    ("el jueves.", "es", "10:00"),
    ("jueves", "es", "10:00"),
    ("pues el jueves", "es", "10:00"),
    ("si", "es", "10:00"),
    ("sí porfa", "es", "10:00"),
    ("ok", "es", "10:00"),
    ("de acuerdo", "es", "10:00"),
    ("claro, el jueves", "es", "10:00"),
    ("muevelo", "es", "10:00"),
    ("si, a las 12", "es", "12:00"),
    ("sí a las 12", "es", "12:00"),
    ("vale, a las 12 y media", "es", "12:30"),
    ("el jueves a las 13", "es", "13:00"),
    ("o xoves", "gl", "10:00"),
    ("xoves", "gl", "10:00"),
    ("si", "gl", "10:00"),
    ("vale", "gl", "10:00"),
    ("si, ás 12", "gl", "12:00"),
    ("o xoves ás 13", "gl", "13:00"),
])
def test_the_day_offered_or_a_yes_takes_the_change(answer, lang, at):
    c = _asked(lang)
    t = c.say(answer)
    assert f"Apunto: 8 × {CROISSANT}" in t.text
    assert f"{THU[lang]} {'a las' if lang == 'es' else 'ás'} {at}" in t.text
    assert line_counts(c) == {"croissant": 8}
    assert c.order["ymd"] == "2026-11-05"
    assert t.texts[-1] == NAME_ASKED[lang]


@pytest.mark.parametrize("answer, lang", [
    ("no", "es"), ("No.", "es"), ("nop", "es"), ("no gracias", "es"),
    ("non", "gl"), ("no", "gl"),
])
def test_a_bare_no_keeps_the_order_and_says_so(answer, lang):
    c = _asked(lang)
    t = c.say(answer)
    assert APART[lang] in t.text
    assert "Necesito un nombre" not in t.text
    assert line_counts(c) == {"croissant": 6}
    assert c.order["ymd"] == "2026-11-03"
    assert t.texts[-1] == NAME_ASKED[lang]


@pytest.mark.parametrize("answer, day_said", [
    ("el viernes", "viernes 6 de noviembre"),        # another day than offered: not an answer to it
    ("a las 12", "martes 3 de noviembre a las 12:00"),    # a time alone: the order's time, as before
])
def test_near_misses_are_not_the_answer(answer, day_said):
    c = _asked("es")
    t = c.say(answer)
    assert day_said in t.text
    assert "8 ×" not in t.text
    assert line_counts(c) == {"croissant": 6}


def test_the_answer_once_only():
    c = _asked("es")
    c.say("Laura")
    t = c.say("si")
    assert "8 ×" not in t.text
    assert line_counts(c) == {"croissant": 6}


# ---------------------------------------------------------------- 2. «para la mañana» with a day held

@pytest.mark.parametrize("first, said, asked", [
    ("corte de mujer el martes", "para la mañana", "martes 3 de noviembre"),
    ("corte de mujer el martes", "pa la mañana", "martes 3 de noviembre"),
    ("corte de mujer el martes", "para la manana", "martes 3 de noviembre"),
    ("corte de mujer el martes", "pa la mañana porfa", "martes 3 de noviembre"),
    ("corte de muller o martes", "para a mañá", "martes 3 de novembro"),
    ("corte de muller o martes", "pra a mana", "martes 3 de novembro"),
    ("corte de muller o martes", "pola mañá", "martes 3 de novembro"),
])
def test_for_the_morning_keeps_the_day(first, said, asked):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(said)
    assert asked in t.text
    assert "domingo" not in t.text
    assert c.state["booking"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said, closed", [
    ("para mañana", "El domingo 1 de noviembre no abrimos"),
    ("mañana por la mañana", "El domingo 1 de noviembre no abrimos"),
    ("pa mañana", "El domingo 1 de noviembre no abrimos"),
    ("para mañá pola mañá", "O domingo 1 de novembro non abrimos"),
])
def test_tomorrow_is_still_tomorrow(said, closed):
    c = chat("peluqueria")
    c.say("corte de mujer")
    assert closed in c.say(said).text


# ---------------------------------------------------------------- 3. «eso es todo» with nothing held

EMPTY = {"es": "Aún no tengo nada apuntado, así que no hay nada que enviar.",
         "gl": "Aínda non teño nada apuntado, así que non hai nada que enviar."}
NOTHING_ADDED = "Perfecto, no añado nada más"


@pytest.mark.parametrize("slug, first, said, lang", [
    ("", "quiero una tarta", "eso es todo", "es"),
    ("", "quiero una tarta", "nada mas", "es"),
    ("", "kiero una tarta", "nada más", "es"),
    ("", "quero unha tarta", "iso é todo", "gl"),
    ("peluqueria", "quiero cita el martes", "eso es todo", "es"),
    ("peluqueria", "quero cita o martes", "iso e todo", "gl"),
])
def test_nothing_held_is_said_at_every_question(slug, first, said, lang):
    c = chat(slug)
    asked = c.say(first).texts[-1]
    t = c.say(said)
    assert EMPTY[lang] in t.text
    assert NOTHING_ADDED not in t.text
    assert t.texts[-1] == asked


@pytest.mark.parametrize("slug, first", [
    ("", "quiero 2 croissants"),
    ("peluqueria", "corte de mujer el martes"),
])
def test_something_held_is_not_said_empty(slug, first):
    c = chat(slug)
    c.say(first)
    t = c.say("eso es todo")
    assert NOTHING_ADDED in t.text
    assert EMPTY["es"] not in t.text


# ---------------------------------------------------------------- 4. «y otro para mi hijo de 14 años»

@pytest.mark.parametrize("first, said, expected", [
    ("corte de hombre el martes", "y otro para mi hijo de 14 años",
     "apunto en la nota corte de hombre también para tu hijo de 14 años"),
    ("corte de hombre el martes", "y otro para mi hijo de catorce años",
     "apunto en la nota corte de hombre también para tu hijo de catorce años"),
    ("corte de hombre el martes", "y otro pa mi hijo de 14 anos",
     "apunto en la nota corte de hombre también para tu hijo de 14 anos"),
    ("corte de hombre el martes", "y otro para el niño", "Apunto: corte de hombre y corte infantil"),
    ("corte de hombre el martes", "y otro para mi hija de 6 años", "Apunto: corte de hombre y corte infantil"),
    ("corte de hombre el martes", "y otro para el nene", "Apunto: corte de hombre y corte infantil"),
    ("corte de home o martes", "e outro para o meu fillo de 14 anos",
     "apunto na nota corte de home tamén para o teu fillo de 14 anos"),
    ("corte de home o martes", "e outro pro neno", "Apunto: corte de home e corte infantil"),
])
def test_one_more_for_someone_with_age_or_article(first, said, expected):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(said)
    assert expected in t.text
    assert "Para seguir" not in t.text


@pytest.mark.parametrize("said", ["y otro para el martes", "y otro para las 5"])
def test_a_day_or_time_is_no_person(said):
    c = chat("peluqueria")
    c.say("corte de hombre el lunes")
    t = c.say(said)
    assert "también para" not in t.text
    assert "corte infantil" not in t.text
