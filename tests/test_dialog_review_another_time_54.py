"""Review of stop 54: a bare «y a las N» after a time was always read as a second request, and it halved counts.

What was wrong:
- bakery «2 croissants para mañana a las 10 y a las 12 una napolitana» → «Un pedido es para una hora…
  Apunto: 1 × Croissant de mantequilla y 1 × Napolitana de chocolate»: the two croissants were halved as if
  «uno a las 10 y otro a las 12», and the 12:00 napolitana sat in the 10:00 order.
- «2 croissants para mañana a las 10 y a las 12» → «Apunto: 1 × Croissant»: halved too.
- A remark after the second time was read as a second request: salon «un corte de mujer el martes a las
  10 y a las 12 me viene mal», «… y a las 12 también me vale», restaurant «mesa para 4 el martes a las 14 y
  a las 15 llegan los demás» all added «La de las 12:00 va aparte…».

What now happens: a bare «y a las N» is a second request only when that time ends the message (courtesy
aside) or only a thing of the catalogue follows it. The count said is never halved by it; a thing said after
that time is that time's, said back apart: «Un pedido es para una hora: apunto el de las 10:00. Lo de las
12:00 (napolitana de chocolate) va en otro pedido…» and «Apunto: 2 × Croissant de mantequilla». With other
words after it, it is no second request: the first time is held and nothing is said apart.
Near-misses that keep their reading: «dos X, uno a las 10 y otro a las 12» (one of the two), «y una Y a las
12», and stop 54 B's «un corte de hombre el martes a las 10 y a las 12».
"""
import pytest

from tests.conversation import chat, line_counts

_APART_ES = "Un pedido es para una hora: apunto el de las 10:00. Lo de las 12:00"
_APART_GL = "Un pedido é para unha hora: apunto o das 10:00. O das 12:00"
_NAPOLITANA = " (napolitana de chocolate) "
_APART_WORDS = ("aparte", "á parte", "otro pedido", "noutro pedido")


def _nothing_apart(text: str) -> bool:
    return not any(w in text for w in _APART_WORDS)


@pytest.mark.parametrize("said, apart", [
    ("2 croissants para mañana a las 10 y a las 12 una napolitana", _APART_ES),
    ("2 croissants para manana a las 10 y a las 12 una napolitana", _APART_ES),
    ("dos croissants para mañana a las 10 y a las 12 una napolitana de chocolate", _APART_ES),
    ("2 croissants para mañana a las 10 y a las 12 una napolitana por favor", _APART_ES),
    ("dous croissants para mañá ás 10 e ás 12 unha napolitana", _APART_GL),
    ("dous croissants para mana as 10 e as 12 unha napolitana", _APART_GL),
])
def test_a_thing_after_the_second_time_is_that_times_and_the_count_stays(said, apart):
    c = chat("")
    t = c.say(said)
    assert t.texts[0].startswith(apart + _NAPOLITANA)
    assert "2 × Croissant de mantequilla. Total 3,60 €" in t.texts[1]
    assert "Napolitana" not in t.texts[1]
    assert line_counts(c) == {"croissant": 2}


@pytest.mark.parametrize("said, apart", [
    ("2 croissants para mañana a las 10 y a las 12", _APART_ES),
    ("2 croissants para mañana a las 10 y a las 12, gracias", _APART_ES),
    ("dos croissants para manana a las 10 y para las 12", _APART_ES),
    ("dous croissants para mañá ás 10 e ás 12", _APART_GL),
])
def test_a_bare_second_time_never_halves_the_count(said, apart):
    c = chat("")
    t = c.say(said)
    assert t.texts[0].startswith(apart + " va") or t.texts[0].startswith(apart + " vai")
    assert "2 × Croissant de mantequilla. Total 3,60 €" in t.texts[1]
    assert line_counts(c) == {"croissant": 2}


@pytest.mark.parametrize("said, apart", [
    ("2 croissants para mañana a las 10 y a las 12 y media",
     "Un pedido es para una hora: apunto el de las 10:00. Lo de las 12:30 va en otro pedido"),
    ("dous croissants para mañá ás 10 e ás 12 e media",
     "Un pedido é para unha hora: apunto o das 10:00. O das 12:30 vai noutro pedido"),
    ("2 croissants para mañana a las 10 y a las 12 otro croissant",
     "Un pedido es para una hora: apunto el de las 10:00. Lo de las 12:00 (croissant de mantequilla) va en otro"),
])
def test_the_second_times_minutes_and_another_after_it(said, apart):
    c = chat("")
    t = c.say(said)
    assert t.texts[0].startswith(apart)
    assert line_counts(c) == {"croissant": 2}


@pytest.mark.parametrize("said, apart", [
    ("un corte de hombre el martes a las 10 y a las 12 un tinte",
     "Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 (tinte) va aparte"),
    ("un corte de home o martes ás 10 e ás 12 un tinte",
     "Unha reserva é para unha hora: apunto a das 10:00. A das 12:00 (tinte) vai á parte"),
])
def test_a_service_after_the_second_time_is_another_appointment(said, apart):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0].startswith(apart)
    b = c.state["booking"]
    assert b["services"] == ["corte-hombre"] and b["min"] == 600


@pytest.mark.parametrize("said, held", [
    ("un corte de hombre el martes a las 10 y a las 12 me viene mal",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €"),
    ("un corte de hombre el martes a las 10 y a las 12 tambien me vale",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €"),
    ("un corte de hombre el martes a las 10 y a las 12 tengo medico",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €"),
    ("un corte de home o martes ás 10 e ás 12 tamén me vale",
     "Apunto: corte de home o martes 3 de novembro ás 10:00. Total 14,00 €"),
])
def test_a_remark_after_the_second_time_is_no_second_appointment(said, held):
    c = chat("peluqueria")
    t = c.say(said)
    assert _nothing_apart(t.text)
    assert t.texts[0].startswith(held)
    assert c.state["booking"]["services"] == ["corte-hombre"] and c.state["booking"]["min"] == 600


@pytest.mark.parametrize("said", [
    "un corte de mujer el martes a las 10 y a las 12 me viene mal",
    "un corte de mujer el martes a las 10 y a las 12 también me vale",
    "un corte de muller o martes ás 10 e ás 12 non me vai ben",
])
def test_the_reviewers_salon_remarks_say_nothing_apart(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert _nothing_apart(t.text)
    assert c.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("said, first", [
    ("mesa para 4 el martes a las 14 y a las 15 llegan los demás",
     "Apunto: reserva para 4 personas el martes 3 de noviembre a las 14:00."),
    ("mesa para 4 el martes a las 14 y a las 15 llegan los demas",
     "Apunto: reserva para 4 personas el martes 3 de noviembre a las 14:00."),
    ("mesa para 4 o martes ás 14 e ás 15 chegan os demais",
     "Apunto: reserva para 4 persoas o martes 3 de novembro ás 14:00."),
])
def test_restaurant_latecomers_are_no_second_booking(said, first):
    c = chat("restaurante")
    t = c.say(said)
    assert _nothing_apart(t.text)
    assert t.texts[0] == first
    b = c.state["booking"]
    assert b["party"] == 4 and b["min"] == 840


@pytest.mark.parametrize("said", [
    "2 croissants para mañana a las 10 y a las 12 no puedo",
    "dous croissants para mañá ás 10 e ás 12 xa non podo",
])
def test_bakery_remark_after_the_second_time_keeps_the_order_whole(said):
    c = chat("")
    t = c.say(said)
    assert _nothing_apart(t.text)
    assert line_counts(c) == {"croissant": 2}


@pytest.mark.parametrize("said, apart", [
    ("dos croissants para mañana, uno a las 10 y otro a las 12", _APART_ES),
    ("dous croissants para mañá, un ás 10 e outro ás 12", _APART_GL),
])
def test_near_miss_one_of_two_told_apart_still_holds_one(said, apart):
    c = chat("")
    t = c.say(said)
    assert t.texts[0].startswith(apart)
    assert line_counts(c) == {"croissant": 1}


@pytest.mark.parametrize("said, apart", [
    ("dos croissants mañana a las 10 y una napolitana a las 12", _APART_ES),
    ("dous croissants mañá ás 10 e unha napolitana ás 12", _APART_GL),
])
def test_near_miss_a_thing_before_its_time_still_goes_apart(said, apart):
    c = chat("")
    t = c.say(said)
    assert t.texts[0].startswith(apart + _NAPOLITANA)
    assert line_counts(c) == {"croissant": 2}
