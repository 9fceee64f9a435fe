"""Stop 59: a new count said in a short follow-up, with or without a new day, after an order is held.

What was wrong:
- Two things held and a bare count with a new day: «6 croissants y 2 napolitanas para el martes a las 10 ||
  mejor 8 para el miercoles» moved the day and dropped the 8 in silence. Now the day moves and which of
  them becomes 8 is asked («¿De cuál quieres 8: Croissant de mantequilla o Napolitana de chocolate?», a
  button each) in place of the next question («8 mejor para el miércoles» too, which also said «No tengo
  «mejor» en la carta»); «los croissants» (or the button) then sets it. With one
  thing held both change, as before («Apunto: 8 × Croissant de mantequilla. Total 14,40 €.»).
- A cake sized for people and a count above its largest size: «una tarta de queso para el martes || mejor
  30 para el miercoles» moved the day and dropped the 30; «que sean 30» wrote down 30 cakes (660 €),
  «¿pueden ser 30?» went to a person, «30» to «¿Para cuántas raciones?» asked again. Now the number is the
  people it is for, and the sizes there are are said in the dataset's words («La más grande es de 20
  raciones. Para 30 personas te propongo una de 20 raciones y otra de 12 raciones…»); with a size held it is
  kept and the same sizes are told. «que sean 10» still takes the 12 (said once, no more twice).
- «6 croissants para el martes || pueden ser 8?» went to a person («Eso no lo tengo claro…»); gl «poden
  ser 8?» too. Now «¿pueden/podrían ser 8?» (typed «puden») is the count: «Apunto: 8 × Croissant de
  mantequilla. Total 14,40 €.». «¿pueden ser a las 8?» stays a time, «¿tenéis 8?» a question, «¿y si son
  8?» still only prices 8 (stop 58).
- «dos croissants y no quiero nada mas» lost the order («¿Qué te preparo?»): «no quiero» took the
  croissants off. And «no quiero nada más» with an order held cancelled it («Hecho, lo dejo sin enviar.»).
  Now nothing more wanted is no removal: 2 croissants are held and the order goes on.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after, line_counts

_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")
_WHICH_8 = {"es": "¿De cuál quieres 8: Croissant de mantequilla o Napolitana de chocolate?",
            "gl": "¿De cal queres 8: Croissant de mantequilla ou Napolitana de chocolate?"}
_EIGHT = "Apunto: 8 × Croissant de mantequilla. Total 14,40 €."
_CAKE = "una tarta de queso para el martes"
_OVER = {"es": "La más grande es de 20 raciones. Para 30 personas te propongo una de 20 raciones y otra de 12 "
               "raciones (en total 70,00 €), o se lo paso a una persona del local. ¿Cómo lo quieres?",
         "gl": "A máis grande é de 20 racións. Para 30 persoas propóñoche unha de 20 racións e outra de 12 "
               "racións (en total 70,00 €), ou páselo a unha persoa do local. ¿Como o queres?"}
_OVER_HELD = {"es": "La más grande es de 20 raciones. Para 30 personas: una de 20 raciones y otra de 12 raciones "
                    "(70,00 € en total), o que lo vea una persona del local.",
              "gl": "A máis grande é de 20 racións. Para 30 persoas: unha de 20 racións e outra de 12 racións "
                    "(70,00 € en total), ou que o vexa unha persoa do local."}


def _handed(t) -> bool:
    return any(x.startswith(_NOT_SURE) for x in t.texts)


def _sizes(c) -> list[str | None]:
    return [(line.get("options") or {}).get("raciones") for line in c.state["order"]["lines"]]


# ---- two things held, a bare count and a new day: the day moves, which one is asked ----------------------

_TWO = {"es": "6 croissants y 2 napolitanas para el martes a las 10",
        "gl": "6 croissants e 2 napolitanas para o martes ás 10"}


@pytest.mark.parametrize("lang,said,day", [
    ("es", "mejor 8 para el miercoles", "Cambio la recogida al miércoles 4 de noviembre a las 10:00."),
    ("es", "mejor 8 para el miércoles", "Cambio la recogida al miércoles 4 de noviembre a las 10:00."),
    ("es", "mejor que sean 8 el jueves", "Cambio la recogida al jueves 5 de noviembre a las 10:00."),
    ("es", "¿pueden ser 8 para el jueves?", "Cambio la recogida al jueves 5 de noviembre a las 10:00."),
    ("es", "que sean 8 para el jueves", "Cambio la recogida al jueves 5 de noviembre a las 10:00."),
    ("es", "8 mejor para el miercoles", "Cambio la recogida al miércoles 4 de noviembre a las 10:00."),
    ("es", "al final que sean 8 para el jueves", "Cambio la recogida al jueves 5 de noviembre a las 10:00."),
    ("gl", "mellor 8 para o mércores", "Cambio a recollida ao mércores 4 de novembro ás 10:00."),
    ("gl", "mellor 8 pro mercores", "Cambio a recollida ao mércores 4 de novembro ás 10:00."),
    ("gl", "que sexan 8 o xoves", "Cambio a recollida ao xoves 5 de novembro ás 10:00."),
])
def test_two_held_a_count_and_a_day_moves_the_day_and_asks_which(lang, said, day):
    c = chat_after("", _TWO[lang])
    t = c.say(said)
    assert t.texts == [day, _WHICH_8[lang]]
    assert t.chip_labels == ["Croissant de mantequilla", "Napolitana de chocolate"]
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}      # nothing taken before it is told


@pytest.mark.parametrize("lang,answer,counts,noted", [
    ("es", "los croissants", {"croissant": 8, "napolitana": 2},
     "Apunto: 8 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 18,40 €."),
    ("es", "las napolitanas", {"croissant": 6, "napolitana": 8},
     "Apunto: 6 × Croissant de mantequilla y 8 × Napolitana de chocolate. Total 26,80 €."),
    ("gl", "as napolitanas", {"croissant": 6, "napolitana": 8},
     "Apunto: 6 × Croissant de mantequilla e 8 × Napolitana de chocolate. Total 26,80 €."),
    ("gl", "os croissants", {"croissant": 8, "napolitana": 2},
     "Apunto: 8 × Croissant de mantequilla e 2 × Napolitana de chocolate. Total 18,40 €."),
])
def test_the_one_named_next_takes_the_count_and_the_day_stays(lang, answer, counts, noted):
    c = chat_after("", _TWO[lang], "mellor 8 para o mércores" if lang == "gl" else "mejor 8 para el miercoles")
    t = c.say(answer)
    assert line_counts(c) == counts
    assert t.texts[0] == noted
    assert t.texts[-1] == ("¿A nome de quen o preparo?" if lang == "gl" else "¿A nombre de quién lo preparo?")
    assert c.state["order"]["ymd"] == "2026-11-04"


def test_the_button_takes_the_count_and_the_time_question_names_the_new_day():
    c = chat_after("", "6 croissants y 2 napolitanas para el martes")
    t = c.say("mejor 8 para el miercoles")
    assert t.texts == ["Cambio el día: miércoles 4 de noviembre.", _WHICH_8["es"]]
    t = c.press("Napolitana de chocolate")
    assert line_counts(c) == {"croissant": 6, "napolitana": 8}
    assert t.texts[-1] == "¿A qué hora lo recoges el miércoles 4 de noviembre?"


def test_floristeria_a_group_word_answers_which():
    c = chat_after("floristeria", "2 ramos de rosas y una orquídea para el martes a las 11")
    t = c.say("mejor 3 para el miércoles")
    assert t.texts == ["Cambio la recogida al miércoles 4 de noviembre a las 11:00.",
                       "¿De cuál quieres 3: Ramo de rosas u Orquídea?"]
    c.say("el ramo")        # «ramo» names two products; one of them is held
    assert line_counts(c) == {"ramo-rosas": 3, "orquidea": 1}


def test_libreria_two_books_a_count_and_a_day():
    c = chat_after("libreria", "2 de Follas novas y 1 Atlas do ceo para el martes")
    t = c.say("mejor 3 para el jueves")
    assert t.texts == ["Cambio el día: jueves 5 de noviembre.", "¿De cuál quieres 3: Follas novas o Atlas do ceo?"]
    c.say("el atlas")
    assert line_counts(c) == {"follas-novas": 2, "atlas-ceo": 3}


@pytest.mark.parametrize("lang,first,said,day", [
    ("es", "6 croissants para el martes a las 10", "mejor 8 para el miércoles",
     "Cambio la recogida al miércoles 4 de noviembre a las 10:00."),
    ("es", "6 croissants para el martes a las 10", "mejor que sean 8 el jueves",
     "Cambio la recogida al jueves 5 de noviembre a las 10:00."),
    ("es", "6 croissants para el martes a las 10", "pueden ser 8 para el jueves?",
     "Cambio la recogida al jueves 5 de noviembre a las 10:00."),
    ("es", "6 croissants para el martes a las 10", "8 mejor para el miercoles",
     "Cambio la recogida al miércoles 4 de noviembre a las 10:00."),
    ("gl", "6 croissants para o martes ás 10", "mellor 8 para o mércores",
     "Cambio a recollida ao mércores 4 de novembro ás 10:00."),
    ("gl", "6 croissants para o martes ás 10", "8 mellor pro xoves",
     "Cambio a recollida ao xoves 5 de novembro ás 10:00."),
])
def test_one_held_both_the_count_and_the_day_change(lang, first, said, day):
    c = chat_after("", first)
    t = c.say(said)
    assert line_counts(c) == {"croissant": 8}
    assert t.texts[0] == _EIGHT
    assert day in t.texts


@pytest.mark.parametrize("said", ["mejor a las 8 el miercoles", "mejor el miercoles", "mellor o mércores"])
def test_near_miss_no_count_said_asks_nothing(said):
    c = chat_after("", _TWO["es"])
    t = c.say(said)
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}
    assert not any("¿De cuál" in x or "¿De cal" in x for x in t.texts)


def test_near_miss_a_bare_count_without_a_day_is_asked_as_before():
    c = chat_after("", _TWO["es"])
    t = c.say("mejor 8")
    assert t.texts == [_WHICH_8["es"]]


# ---- a cake sized for people: a number above its largest size tells the sizes ---------------------------


@pytest.mark.parametrize("lang,first,said,day", [
    ("es", _CAKE, "mejor 30 para el miercoles", "Cambio el día: miércoles 4 de noviembre."),
    ("es", _CAKE, "mejor 30 para el miércoles", "Cambio el día: miércoles 4 de noviembre."),
    ("es", _CAKE, "mejor para 30 el miercoles", "Cambio el día: miércoles 4 de noviembre."),
    ("es", _CAKE, "30 mejor para el miercoles", "Cambio el día: miércoles 4 de noviembre."),
    ("gl", "unha tarta de queixo para o martes", "mellor 30 para o mercores", "Cambio o día: mércores 4 de novembro."),
])
def test_above_the_largest_size_with_a_day_the_day_moves_and_the_sizes_are_told(lang, first, said, day):
    c = chat_after("", first)
    t = c.say(said)
    assert t.texts == [day, _OVER[lang]]
    assert line_counts(c) == {"tarta-queso": 1}
    assert c.state["order"]["ymd"] == "2026-11-04"


@pytest.mark.parametrize("lang,said", [
    ("es", "que sean 30"), ("es", "pueden ser 30?"), ("es", "¿podrían ser 30?"), ("es", "mejor 30"),
    ("es", "30"), ("es", "treinta"), ("gl", "que sexan 30"), ("gl", "poden ser 30?"), ("gl", "mellor 30"),
])
def test_above_the_largest_size_to_the_size_question_is_told_never_30_cakes(lang, said):
    c = chat_after("", "unha tarta de queixo para o martes" if lang == "gl" else _CAKE)
    t = c.say(said)
    assert t.texts == [_OVER[lang]]
    assert line_counts(c) == {"tarta-queso": 1}
    assert not _handed(t)


def test_taking_the_two_sizes_proposed_after_the_day_moved():
    c = chat_after("", _CAKE, "mejor 30 para el miercoles")
    t = c.press("Sí, las dos")
    assert t.texts[0] == ("Apunto: 1 × Tarta de queso (20 raciones) y 1 × Tarta de queso (12 raciones). "
                          "Total 70,00 €.")
    assert t.texts[-1] == "¿A qué hora lo recoges el miércoles 4 de noviembre?"


@pytest.mark.parametrize("lang,first,said", [
    ("es", "una tarta de queso de 12 para el martes", "mejor 30 para el miercoles"),
    ("es", "una tarta de queso de 12 para el martes", "que sean 30"),
    ("gl", "unha tarta de queixo de 12 para o martes", "que sexan 30"),
])
def test_above_the_largest_with_a_size_held_keeps_it_and_tells_the_sizes(lang, first, said):
    c = chat_after("", first)
    t = c.say(said)
    assert t.texts[0] == _OVER_HELD[lang]
    assert _sizes(c) == ["12"]
    assert line_counts(c) == {"tarta-queso": 1}


@pytest.mark.parametrize("said,size,note", [
    ("que sean 10", "12", "Para 10 te apunto la de 12 raciones."),
    ("mejor 12 para el miercoles", "12", None),
])
def test_a_number_a_size_serves_takes_that_size_once(said, size, note):
    c = chat_after("", _CAKE)
    t = c.say(said)
    assert _sizes(c) == [size]
    assert line_counts(c) == {"tarta-queso": 1}
    if note:
        assert t.texts.count(note) == 1


def test_near_miss_a_few_cakes_is_still_a_count():
    c = chat_after("", _CAKE)
    c.say("mejor que sean 3")
    assert line_counts(c) == {"tarta-queso": 3}


# ---- «¿pueden ser 8?»: the count, not a question for a person ----------------------------------------


@pytest.mark.parametrize("lang,said", [
    ("es", "pueden ser 8?"), ("es", "¿pueden ser 8?"), ("es", "puden ser 8"), ("es", "¿podrían ser 8?"),
    ("es", "podrian ser 8?"), ("es", "mejor que sean 8"), ("es", "8 mejor"), ("es", "pueden ser ocho?"),
    ("gl", "poden ser 8?"), ("gl", "¿poderían ser 8?"), ("gl", "póñme 8"), ("gl", "mellor que sexan 8"),
])
def test_a_new_count_asked_kindly_is_taken(lang, said):
    first = "6 croissants para o martes" if lang == "gl" else "6 croissants para el martes"
    c = chat_after("", first)
    t = c.say(said)
    assert line_counts(c) == {"croissant": 8}
    assert t.texts[0] == _EIGHT
    assert t.texts[-1] == ("¿A que hora o recolles o martes 3 de novembro?" if lang == "gl"
                           else "¿A qué hora lo recoges el martes 3 de noviembre?")
    assert not _handed(t)


@pytest.mark.parametrize("slug,first,said,counts,noted", [
    ("floristeria", "2 ramos de rosas para el martes", "pueden ser 3?", {"ramo-rosas": 3},
     "Apunto: 3 × Ramo de rosas. Total 105,00 €."),
    ("libreria", "dous exemplares de Follas novas para o martes", "poden ser 3?", {"follas-novas": 3},
     "Apunto: 3 × Follas novas. Total 54,00 €."),
])
def test_other_businesses_take_the_count_asked_kindly(slug, first, said, counts, noted):
    c = chat_after(slug, first)
    t = c.say(said)
    assert line_counts(c) == counts
    assert t.texts[0] == noted


@pytest.mark.parametrize("said", ["pueden ser a las 8?", "¿pueden ser las 8?", "poden ser ás 8?"])
def test_near_miss_a_time_asked_stays_a_time(said):
    c = chat_after("", "6 croissants para el martes")
    t = c.say(said)
    assert line_counts(c) == {"croissant": 6}
    assert "8 no" in t.texts[0]      # «A las 8 no puede ser: …» / «Ás 8 non pode ser: …»


def test_near_miss_a_stock_question_keeps_the_count():
    c = chat_after("", "6 croissants para el martes")
    c.say("¿tenéis 8?")
    assert line_counts(c) == {"croissant": 6}


def test_near_miss_a_count_supposed_is_only_priced():
    c = chat_after("", "6 croissants para el martes")
    t = c.say("¿y si son 8?")
    assert t.texts[0] == "8 × Croissant de mantequilla: 14,40 € (1,80 € la unidad)."
    assert line_counts(c) == {"croissant": 6}


def test_more_things_asked_kindly_are_added_not_handed():
    c = chat_after("", "6 croissants para el martes")
    c.say("¿pueden ser 2 napolitanas también?")
    assert line_counts(c) == {"croissant": 6, "napolitana": 2}


# ---- «y no quiero nada más»: nothing more, no removal ------------------------------------------------


@pytest.mark.parametrize("lang,said", [
    ("es", "dos croissants y no quiero nada mas"), ("es", "dos croissants y no quiero nada más"),
    ("es", "2 croissants, nada más"), ("es", "quiero 2 croissants y nada mas"),
    ("es", "dos croissants y ya no quiero nada más"),
    ("gl", "dous croissants e nada máis"), ("gl", "dous croissants e non quero nada mais"),
    ("gl", "dous croissants e xa non quero nada máis"),
])
def test_things_and_nothing_more_are_held(lang, said):
    c = chat()
    t = c.say(said)
    assert line_counts(c) == {"croissant": 2}
    assert t.texts[0] == "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."
    assert not any("preparo?" in x or "¿algo más?" in x.lower() or "algo máis" in x.lower() for x in t.texts)


def test_things_for_a_day_and_nothing_more():
    c = chat()
    t = c.say("dos croissants para el martes y no quiero nada más")
    assert line_counts(c) == {"croissant": 2}
    assert t.texts[-1] == "¿A qué hora lo recoges el martes 3 de noviembre?"


@pytest.mark.parametrize("lang,said,asked", [
    ("es", "no quiero nada más", "¿A nombre de quién lo preparo?"),
    ("es", "ya no quiero nada mas", "¿A nombre de quién lo preparo?"),
    ("gl", "non quero nada mais", "¿A nome de quen o preparo?"),
])
def test_nothing_more_with_an_order_held_keeps_it(lang, said, asked):
    first = "6 croissants para o martes ás 10" if lang == "gl" else "6 croissants para el martes a las 10"
    c = chat_after("", first)
    t = c.say(said)
    assert line_counts(c) == {"croissant": 6}
    assert t.texts[-1].endswith(asked)


def test_floristeria_a_bouquet_and_nothing_more():
    c = chat("floristeria")
    t = c.say("un ramo de rosas y no quiero nada más")
    assert line_counts(c) == {"ramo-rosas": 1}
    assert t.texts[0] == "Apunto: 1 × Ramo de rosas. Total 35,00 €."


@pytest.mark.parametrize("said", ["ya no quiero nada", "no quiero nada, cancela", "non quero nada"])
def test_near_miss_nothing_at_all_still_calls_it_off(said):
    c = chat_after("", "6 croissants para el martes a las 10")
    c.say(said)
    assert line_counts(c) == {}


def test_near_miss_not_wanting_one_held_still_takes_it_off():
    c = chat_after("", "2 croissants y 2 napolitanas")
    c.say("no quiero las napolitanas")
    assert line_counts(c) == {"croissant": 2}
