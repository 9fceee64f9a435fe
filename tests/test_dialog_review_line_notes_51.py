"""Stop 51, review of line notes and variants: a wish told to a line held ends where an order starts
(«a las 2 napolitanas ponles azúcar y añade 2 palmeras» adds the palmeras); «dos X, una hoy y otra
mañana» is a day split, no note «dos X, una»; «lo de antes, ¿puedes ponerlo?» names nothing to note;
a Galician note keeps the customer's spelling («pro meu irmán»); «para llevar a dos personas» notes no
count as where it goes; what is done to a thing that only one trade does («cortada») is that trade's
word (a salon's «corte» is no wish)."""
import pytest

from tests.conversation import chat

from bizengine.understanding.vocabulary import vocabulary_of

HELD = "2 napolitanas y 3 croissants para el martes a las 10"
HELD_GL = "2 napolitanas e 3 croissants pro martes ás 10"


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


def _notes(c) -> list[str]:
    return c.order.get("notes_said") or []


# ---- 1. a wish told to a line held ends where an order starts ---------------------------------------

@pytest.mark.parametrize("first, said, noted, reply", [
    (HELD, "a las 2 napolitanas ponles azúcar y añade 2 palmeras", "Napolitana de chocolate: ponles azúcar",
     "Apunto: 2 × Napolitana de chocolate, 3 × Croissant de mantequilla y 2 × Palmera de hojaldre. Total 13,80 €."),
    (HELD, "a las 2 napolitanas ponles azúcar y 2 palmeras", "Napolitana de chocolate: ponles azúcar",
     "Apunto: 2 × Napolitana de chocolate, 3 × Croissant de mantequilla y 2 × Palmera de hojaldre. Total 13,80 €."),
    (HELD, "a las napolitanas ponles azucar y anade dos palmeras", "Napolitana de chocolate: ponles azucar",
     "Apunto: 2 × Napolitana de chocolate, 3 × Croissant de mantequilla y 2 × Palmera de hojaldre. Total 13,80 €."),
    (HELD_GL, "ás 2 napolitanas botádelles azucre e engade dúas palmeiras",
     "Napolitana de chocolate: botádelles azucre",
     "Apunto: 2 × Napolitana de chocolate, 3 × Croissant de mantequilla e 2 × Palmera de hojaldre. Total 13,80 €."),
])
def test_a_wish_told_to_a_line_then_an_order(first, said, noted, reply):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert _lines(c) == [("napolitana", 2), ("croissant", 3), ("palmera", 2)]
    assert _notes(c) == [noted] and reply in t.text and c.order["min"] == 600


@pytest.mark.parametrize("said, noted", [
    ("a las 2 napolitanas ponles azúcar y canela", "Napolitana de chocolate: ponles azúcar y canela"),
    ("a las 2 napolitanas ponles azúcar y que estén templadas", "Napolitana de chocolate: ponles azúcar y que estén templadas"),
])
def test_a_wish_with_and_stays_whole(said, noted):
    c = chat()
    c.say(HELD)
    t = c.say(said)
    assert _lines(c) == [("napolitana", 2), ("croissant", 3)] and _notes(c) == [noted]
    assert f"Apunto como indicación: «{noted}»." in t.text


# ---- 2. «una hoy y otra mañana»: days, no note ------------------------------------------------------

@pytest.mark.parametrize("said, line, days", [
    ("dos napolitanas, una hoy y otra mañana", ("napolitana", 1),
     "apunto el del sábado 31 de octubre. Lo del domingo 1 de noviembre va en otro pedido"),
    ("dos napolitanas, una para el martes y otra para el miércoles", ("napolitana", 1),
     "apunto el del martes 3 de noviembre. Lo del miércoles 4 de noviembre va en otro pedido"),
    ("dous croissants, un hoxe e outro mañá", ("croissant", 1),
     "apunto o do sábado 31 de outubro. O do domingo 1 de novembro vai noutro pedido"),
])
def test_two_told_apart_by_days_leave_no_note(said, line, days):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [line] and _notes(c) == [] and days in t.text


@pytest.mark.parametrize("said, noted", [
    ("dos croissants, uno para mí y otro pa mi hermano, el martes a las 10",
     "dos croissants, uno para mí y otro pa mi hermano"),
    # 4. the Galician note as said: its comma, «pro» (not «pra o»)
    ("dous croissants, un pra min e outro pro meu irmán, o martes ás 10",
     "dous croissants, un pra min e outro pro meu irmán"),
])
def test_two_told_apart_by_wishes_keep_the_note_as_said(said, noted):
    c = chat()
    c.say(said)
    assert _lines(c) == [("croissant", 2)] and _notes(c) == [noted] and c.order["min"] == 600


# ---- 3. «lo de antes, ¿puedes ponerlo?»: nothing named to note --------------------------------------

@pytest.mark.parametrize("said", ["lo de antes, ¿puedes ponerlo?", "eso que te dije, ¿me lo apuntas?",
                                  "o de antes, podes poñelo?"])
def test_a_pointer_alone_is_no_note(said):
    c = chat()
    c.say("2 napolitanas para el martes a las 10")
    t = c.say(said)
    assert "Apunto como indicación" not in t.text and _notes(c) == []
    assert _lines(c) == [("napolitana", 2)] and not c.order.get("name")


@pytest.mark.parametrize("said, noted", [
    ("las quiero bien hechas, ¿puedes ponerlo?", "las quiero bien hechas"),
    ("que estén bien tostadas, ¿puedes ponerlo?", "que estén bien tostadas"),
])
def test_a_wish_before_note_it_is_noted(said, noted):
    c = chat()
    c.say("2 napolitanas para el martes a las 10")
    t = c.say(said)
    assert f"Apunto como indicación: «{noted}»." in t.text and _notes(c) == [noted]


# ---- 5. taken away: a count is never where it goes --------------------------------------------------

@pytest.mark.parametrize("said, noted", [
    # stop 63: a bare «para llevar» says only that it is picked up, as every order is: no note
    ("6 croissants para llevar a dos personas el martes a las 10", None),
    ("6 croissants pa levar a tres persoas o martes ás 10", None),
    ("6 croissants para llevar a la oficina el martes a las 10", "para llevar a la oficina"),
    ("6 croissants pra levar ao traballo o martes ás 10", "pra levar ao traballo"),
])
def test_taken_away_and_where(said, noted):
    c = chat()
    c.say(said)
    assert _lines(c) == [("croissant", 6)] and _notes(c) == ([noted] if noted else []) and c.order["min"] == 600


def test_taken_away_said_alone_at_the_name_question():
    c = chat()
    c.say("2 napolitanas para el martes a las 10")
    t = c.say("para llevar a casa")
    assert "Apunto como indicación: «para llevar a casa»." in t.text and not c.order.get("name")


# ---- 6. what is done to a thing: the trade's own verbs ----------------------------------------------

def test_a_cut_is_the_bakerys_wish_not_the_salons_service():
    bakery, salon = chat().biz, chat("peluqueria").biz
    assert vocabulary_of(salon).done_to_verb.match("corte") is None
    assert vocabulary_of(bakery).done_to_verb.match("cortar") and vocabulary_of(bakery).done_to_verb.match("trocear")
    assert vocabulary_of(bakery).done_to_participle.fullmatch("troceadas")
    assert vocabulary_of(salon).done_to_participle.fullmatch("envueltas")      # wrapping: every trade's


def test_one_cut_and_another_not_is_two():
    c = chat()
    t = c.say("una tarta de santiago cortada y otra sin cortar para el martes a las 10")
    assert _lines(c) == [("tarta-santiago", 2)] and "Apunto: 2 × Tarta de Santiago." in t.text
    assert _notes(c) == ["tarta de santiago cortada", "otra sin cortar"]
