"""Something for another day while the order is held for a day, said vaguely or with more (stop 62).

Before: «quiero una tarta de queso para el martes || quiero una tarta para el viernes» answered «Cambio el
día: viernes 6 de noviembre. ¿Qué tarta quieres?» (the held cheesecake moved to Friday in silence); «6
croissants para el martes || quiero una tarta para el viernes y saber si hay sin gluten» answered the
diet and moved the order the same way («…, y una pizza», «…, ¿cuánto cuesta?», «…, ¿a qué hora abrís?»
too); «¿puedo recoger la tarta el domingo?», «¿se puede recoger el domingo?» moved the order to Sunday;
«¿cuánto cuestan la bica y el brownie? || vale, para el martes» asked «¿Qué te preparo?»; «6 croissants
para el martes || pon 8 croissants» answered «Apunto: 14 × …» (8 added in silence).
Now: a kind of thing one of which is held, named for another day without «la»/«el», asks whether the
order moves or it is another order (a button each, typed answers too); what else the message says is
answered before the notice «Un pedido es para un día…»; whether the order can be picked up another day
is answered as a question (hours, closed, lead time), the move offered when it can be; after one
question priced several things, «vale, para el martes» orders them all, one each; «pon 8 X» with 6 X
held sets 8 and says so."""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

CHEESE_TUE = {"es": "quiero una tarta de queso para el martes", "gl": "quero unha torta de queixo para o martes"}
CROISSANTS_TUE = {"es": "quiero 6 croissants para el martes", "gl": "quero 6 croissants para o martes"}
APART = {"es": "Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del {other} va en otro pedido",
         "gl": "Un pedido é para un día: apunto o do martes 3 de novembro. O do {other} vai noutro pedido"}
FRI = {"es": "viernes 6 de noviembre", "gl": "venres 6 de novembro"}
SUN = {"es": "domingo 1 de noviembre", "gl": "domingo 1 de novembro"}
TUESDAY = {"es": "martes 3 de noviembre", "gl": "martes 3 de novembro"}
ASKED = {"es": "Tienes 1 × Tarta de queso para el martes 3 de noviembre. ¿Cambio el pedido al viernes 6 de "
               "noviembre, o lo que pides ahora es otro pedido?",
         "gl": "Tes 1 × Tarta de queso para o martes 3 de novembro. ¿Cambio o pedido ao venres 6 de novembro, ou o "
               "que pides agora é outro pedido?"}
CHIPS = {"es": ["Cambiarlo al vie 6 nov", "Es otro pedido"], "gl": ["Cambialo ao ven 6 nov", "É outro pedido"]}


def _on_tuesday(c, counts):
    assert line_counts(c) == counts
    assert c.order["ymd"] == "2026-11-03"


# ---------------------------------------------------------------- 1. a kind of what is held, another day

@pytest.mark.parametrize("lang, said", [
    ("es", "quiero una tarta para el viernes"),
    ("es", "kiero una tarta pal viernes"),
    ("es", "y una tarta para el viernes"),
    ("es", "quiero encargar una tarta para el viernes"),
    ("gl", "quero unha torta para o venres"),
    ("gl", "e unha torta pro venres"),
])
def test_a_kind_of_the_held_for_another_day_asks(lang, said):
    c = chat_after("", CHEESE_TUE[lang])
    t = c.say(said)
    assert ASKED[lang] in t.text
    assert t.chip_labels == CHIPS[lang]
    assert "Cambio el día" not in t.text and "Cambio o día" not in t.text
    _on_tuesday(c, {"tarta-queso": 1})


@pytest.mark.parametrize("lang, answer, moved", [
    ("es", "!Es otro pedido", False),
    ("es", "otro", False),
    ("es", "es otro pedido", False),
    ("es", "!Cambiarlo al vie 6 nov", True),
    ("es", "cámbialo", True),
    ("gl", "!É outro pedido", False),
    ("gl", "!Cambialo ao ven 6 nov", True),
])
def test_the_kind_question_answered(lang, answer, moved):
    c = chat_after("", CHEESE_TUE[lang], "quiero una tarta para el viernes" if lang == "es"
                   else "quero unha torta para o venres")
    t = c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert line_counts(c) == {"tarta-queso": 1}
    if moved:
        assert c.order["ymd"] == "2026-11-06"
        assert FRI[lang] in t.text
    else:
        assert APART[lang].format(other=FRI[lang]) in t.text
        assert c.order["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said", [
    "la tarta mejor para el viernes",       # the one held, moved (as before)
    "mejor para el viernes",
])
def test_the_held_one_moved_stays_a_move(said):
    c = chat_after("", CHEESE_TUE["es"])
    t = c.say(said)
    assert c.order["ymd"] == "2026-11-06"
    assert "otro pedido" not in t.text


@pytest.mark.parametrize("said", ["quiero otra tarta para el viernes", "quiero una tarta de santiago para el viernes"])
def test_another_one_said_goes_apart_unasked(said):
    c = chat_after("", CHEESE_TUE["es"])
    t = c.say(said)
    assert APART["es"].format(other=FRI["es"]) in t.text
    _on_tuesday(c, {"tarta-queso": 1})


# ---------------------------------------------------------------- 2. the notice beside other answers

@pytest.mark.parametrize("lang, said, answer", [
    ("es", "quiero una tarta para el viernes y saber si hay sin gluten", "En tartas, sin gluten: Tarta de Santiago"),
    ("es", "kiero una tarta pal viernes y saber si hay sin gluten", "En tartas, sin gluten: Tarta de Santiago"),
    ("es", "quiero una tarta de queso para el viernes y saber si hay sin gluten", "Tarta de queso contiene gluten"),
    ("es", "quiero una tarta para el viernes y una pizza", "No tengo «pizza»"),
    ("es", "quiero una tarta para el viernes, cuanto cuesta?", "Tarta de Santiago: desde 18,00 €"),
    ("es", "quiero una tarta de queso para el viernes, ¿cuánto cuesta?", "Tarta de queso: 22,00 € (8 raciones)"),
    ("es", "quiero una tarta para el viernes, a que hora abris?",
     "El viernes 6 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00"),
    ("gl", "quero unha torta para o venres e saber se hai sen glute", "sen glute: Tarta de Santiago"),
    ("gl", "quero unha torta para o venres e unha pizza", "«pizza»"),
])
def test_the_notice_composes_with_the_answers(lang, said, answer):
    c = chat_after("", CROISSANTS_TUE[lang])
    t = c.say(said)
    assert answer in t.text
    assert APART[lang].format(other=FRI[lang]) in t.text
    assert t.text.index(answer) < t.text.index(APART[lang].format(other=FRI[lang]))
    assert TUESDAY[lang] in t.texts[-1]
    _on_tuesday(c, {"croissant": 6})


# ---------------------------------------------------------------- 3. can it be picked up that day?

@pytest.mark.parametrize("lang, said", [
    ("es", "¿se puede recoger el domingo?"),
    ("es", "se puede recojer el domingo?"),
    ("es", "¿el domingo abrís para recogerlo?"),
    ("es", "¿puedo recogerlo el domingo?"),
    ("gl", "podo recollelo o domingo?"),
    ("gl", "pódese recoller o domingo?"),
])
def test_picking_up_the_held_another_day_is_a_question(lang, said):
    c = chat_after("", CROISSANTS_TUE[lang])
    t = c.say(said)
    yes = {"es": "Sí, el domingo 1 de noviembre se puede recoger: abrimos de 09:30 a 14:00.",
           "gl": "Si, o domingo 1 de novembro pódese recoller: abrimos de 09:30 a 14:00."}
    assert yes[lang] in t.text
    assert t.chip_labels == ({"es": ["Sí, al domingo 1", "No, el martes 3"],
                              "gl": ["Si, ao domingo 1", "Non, o martes 3"]}[lang])
    _on_tuesday(c, {"croissant": 6})


@pytest.mark.parametrize("answer, ymd", [("sí", "2026-11-01"), ("!Sí, al domingo 1", "2026-11-01"),
                                         ("no", "2026-11-03"), ("!No, el martes 3", "2026-11-03")])
def test_the_move_offered_taken_or_not(answer, ymd):
    c = chat_after("", CROISSANTS_TUE["es"], "¿se puede recoger el domingo?")
    c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert c.order["ymd"] == ymd
    assert line_counts(c) == {"croissant": 6}


@pytest.mark.parametrize("lang, held, said, told", [
    ("es", "quiero 6 croissants para el martes", "¿se puede recoger el lunes?",
     "El lunes 2 de noviembre no abrimos, así que ese día no se puede recoger. Tu pedido sigue para el martes 3"),
    ("gl", "quero 6 croissants para o martes", "podo recollelo o luns?",
     "O luns 2 de novembro non abrimos, así que ese día non se pode recoller. O teu pedido segue para o martes 3"),
    ("es", "quiero una tarta de queso para el martes", "¿se puede recoger el domingo?",
     "Para el domingo 1 de noviembre no llega: lo más pronto es el martes 3 de noviembre. Tu pedido sigue"),
])
def test_a_day_it_cannot_be_picked_up_says_why(lang, held, said, told):
    c = chat_after("", held)
    t = c.say(said)
    assert told in t.text
    assert not t.chip_labels or "Sí, al" not in " ".join(t.chip_labels)
    assert c.order["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said", ["¿puedo recoger la tarta el domingo?", "¿se puede recoger una tarta de queso el domingo?"])
def test_another_thing_picked_up_another_day_is_answered(said):
    c = chat_after("", CROISSANTS_TUE["es"])
    t = c.say(said)
    assert "Para el domingo 1 de noviembre no llega" in t.text
    assert "Cambio el día" not in t.text
    assert TUESDAY["es"] in t.texts[-1]
    _on_tuesday(c, {"croissant": 6})


@pytest.mark.parametrize("said, ymd", [
    ("¿puedo recogerlo el jueves mejor?", "2026-11-05"),
    ("mejor lo recojo el jueves", "2026-11-05"),
    ("¿puedo cambiar el día al jueves?", "2026-11-05"),
])
def test_a_change_of_day_stays_a_change(said, ymd):
    c = chat_after("", CROISSANTS_TUE["es"])
    c.say(said)
    assert c.order["ymd"] == ymd
    assert line_counts(c) == {"croissant": 6}


# ---------------------------------------------------------------- 4. priced together, then a day

@pytest.mark.parametrize("lang, asked, said, day", [
    ("es", "cuanto cuestan la bica y el brownie?", "vale, para el martes", TUESDAY["es"]),
    ("es", "cuanto cuestan la bica y el brownie?", "pues los quiero para el martes", TUESDAY["es"]),
    ("es", "cuanto cuestan la bica y el brownie?", "ok para el martes", TUESDAY["es"]),
    ("es", "que precio tienen la bica y el brownie", "vale, me los apuntas para el martes", TUESDAY["es"]),
    ("gl", "canto custan a bica e o brownie?", "vale, para o martes", TUESDAY["gl"]),
    ("gl", "canto custan a bica e o brownie?", "pois quéroos para o martes", TUESDAY["gl"]),
])
def test_a_day_after_prices_orders_them_all(lang, asked, said, day):
    c = chat_after("", asked)
    t = c.say(said)
    assert line_counts(c) == {"bica": 1, "brownie": 1}
    assert "Total 12,00 €" in t.text
    assert day in t.text


@pytest.mark.parametrize("said", ["vale gracias", "vale, el martes te digo", "la quiero para el martes"])
def test_a_day_after_prices_near_misses(said):
    c = chat_after("", "cuanto cuestan la bica y el brownie?")
    c.say(said)
    assert line_counts(c) in ({}, )


def test_two_of_each_after_prices():
    c = chat_after("", "cuanto cuestan la bica y el brownie?")
    c.say("vale, 2 de cada para el martes")
    assert line_counts(c) == {"bica": 2, "brownie": 2}


# ---------------------------------------------------------------- 5. «pon 8 X» with 6 X held

@pytest.mark.parametrize("lang, said, told", [
    ("es", "pon 8 croissants", "Tenías 6 × Croissant de mantequilla: lo cambio a 8 × Croissant de mantequilla."),
    ("es", "ponme 8 croissants", "Tenías 6 × Croissant de mantequilla: lo cambio a 8 × Croissant de mantequilla."),
    ("es", "vale, pon 8 croisants", "lo cambio a 8 × Croissant de mantequilla"),
    ("es", "dame 8 croissants para el martes", "lo cambio a 8 × Croissant de mantequilla"),
    ("gl", "pon 8 croissants", "Tiñas 6 × Croissant de mantequilla: cámbioo a 8 × Croissant de mantequilla."),
    ("gl", "ponme 8 croissants", "cámbioo a 8 × Croissant de mantequilla"),
])
def test_a_count_put_is_the_count(lang, said, told):
    c = chat_after("", CROISSANTS_TUE[lang])
    t = c.say(said)
    assert told in t.text
    assert "8 × Croissant de mantequilla. Total 14,40 €" in t.text
    _on_tuesday(c, {"croissant": 8})


@pytest.mark.parametrize("said, count", [
    ("pon 8 croissants más", 14),
    ("pon otros 8 croissants", 14),
    ("añade 8 croissants", 14),
    ("pon 6 croissants", 6),
])
def test_a_count_put_near_misses(said, count):
    c = chat_after("", CROISSANTS_TUE["es"])
    t = c.say(said)
    assert "lo cambio a" not in t.text
    assert line_counts(c) == {"croissant": count}


def test_the_same_count_put_twice_is_not_added():
    c = chat_after("", "pon 8 croissants")
    t = c.say("pon 8 croissants")
    assert "no lo sumo dos veces" in t.text
    assert line_counts(c) == {"croissant": 8}


def test_a_count_put_for_another_day_still_asks():
    c = chat_after("", CROISSANTS_TUE["es"])
    t = c.say("pon 8 croissants para el jueves")
    assert "¿Cambio el pedido al jueves 5 de noviembre con 8 × Croissant de mantequilla, o es otro pedido?" in t.text
    _on_tuesday(c, {"croissant": 6})
