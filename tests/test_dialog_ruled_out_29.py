"""Stop 29: what the customer rules out beyond one day or one time — a part of the day («por la
mañana no puedo»), a bound («antes de las 12 no puedo»), the day held («otro día») and a day excepted
from any («cualquier día menos el lunes») — is not offered again and never read as asked for.
Clock: Saturday 31 Oct 2026."""
import pytest

from tests.conversation import chat

FRI, FRI_ES, FRI_GL = "2026-11-06", "vie 6 nov", "ven 6 nov"
CAKE_FRI = "quiero una tarta de queso de 8 raciones para el viernes"


def _draft(c) -> dict:
    return c.state["booking"] if c.state.get("intent") == "booking" else c.state["order"]


def _minutes(label: str) -> int:
    h, m = label.split(":")
    return int(h) * 60 + int(m)


def _times(t) -> list[int]:
    return [_minutes(x) for x in t.chip_labels]


# A part of the day refused with the day held: the time asked again, no time of that part offered
@pytest.mark.parametrize("slug, first, refusal, question, lo, hi", [
    ("peluqueria", "corte de mujer el viernes", "por la mañana no puedo", "¿A qué hora te va bien el viernes", 0, 780),
    ("peluqueria", "corte de mujer el viernes", "por la manana no puedo", "¿A qué hora te va bien el viernes", 0, 780),
    ("peluqueria", "corte de mujer el viernes", "por la mañana imposible", "¿A qué hora te va bien", 0, 780),
    ("peluqueria", "corte de mujer el viernes", "no puedo por la mañana", "¿A qué hora te va bien", 0, 780),
    ("peluqueria", "corte de mujer el viernes", "de mañana no", "¿A qué hora te va bien el viernes", 0, 780),
    ("peluqueria", "corte de mujer el viernes", "por las mañanas no puedo", "¿A qué hora te va bien", 0, 780),
    ("peluqueria", "corte de mujer el viernes", "uf, por la mañana no me va bien", "¿A qué hora te va bien", 0, 780),
    ("peluqueria", "corte de mujer el viernes", "de mañana no, mejor por la tarde", "¿A qué hora te va bien el viernes",
     0, 780),
    ("peluqueria", "corte de mujer el viernes", "por la tarde no puedo", "¿A qué hora te va bien", 900, 1260),
    ("peluqueria", "corte de muller o venres", "pola mañá non podo", "¿A que hora che vai ben o venres", 0, 780),
    ("peluqueria", "corte de muller o venres", "pola mana non podo", "¿A que hora che vai ben", 0, 780),
    ("peluqueria", "corte de muller o venres", "non podo pola mañá", "¿A que hora che vai ben", 0, 780),
    ("peluqueria", "corte de mujer el viernes a las 10", "por la mañana no puedo", "¿A qué hora te va bien", 0, 780),
    ("restaurante", "mesa para 2 el viernes", "por la noche no podemos", "¿A qué hora te va bien", 1200, 1440),
    ("restaurante", "mesa para 2 el viernes", "a mediodía no podemos", "¿A qué hora te va bien", 720, 960),
    ("restaurante", "mesa para 2 o venres", "pola noite non podemos", "¿A que hora che vai ben", 1200, 1440),
    ("", CAKE_FRI, "por la mañana no puedo", "¿A qué hora lo recoges el viernes", 0, 840),
    ("", CAKE_FRI, "por la tarde no puedo ir", "¿A qué hora lo recoges", 840, 1260),
    ("", CAKE_FRI, "pola mañá non podo", "A que hora o recolles", 0, 840),
])
def test_a_part_of_the_day_refused_is_not_offered(slug, first, refusal, question, lo, hi):
    c = chat(slug)
    c.say(first)
    t = c.say(refusal)
    assert question in t.text, t.text
    assert t.chip_labels and not any(lo <= m < hi for m in _times(t)), t.chip_labels
    assert _draft(c)["ymd"] == FRI and _draft(c)["min"] is None      # nothing booked in the part refused
    assert _draft(c).get("name") is None


def test_a_part_refused_in_the_workshop():
    c = chat("taller")
    c.say("quiero una revision")
    c.say("el viernes")
    t = c.say("por la mañana no puedo")
    assert t.chip_labels and all(m >= 780 for m in _times(t)), t.chip_labels


def test_a_part_refused_holds_on_another_day_and_comes_back_when_named():
    c = chat("peluqueria")
    c.say("corte de mujer el viernes")
    c.say("por la mañana no puedo")
    t = c.say("mejor el jueves")
    assert "jueves 5 de noviembre" in t.text
    assert t.chip_labels and all(m >= 780 for m in _times(t)), t.chip_labels
    t = c.say("bueno, por la mañana")
    assert t.chip_labels and all(m < 780 for m in _times(t)), t.chip_labels


def test_a_time_named_in_the_part_refused_is_taken():
    c = chat("peluqueria")
    c.say("corte de mujer el viernes")
    c.say("por la mañana no puedo")
    t = c.say("a las 10")
    assert "viernes 6 de noviembre a las 10:00" in t.text, t.text


def test_a_part_refused_with_the_day_asked_holds_for_the_time():
    c = chat("peluqueria")
    c.say("corte de mujer")
    t = c.say("por la mañana no puedo")
    assert "¿Qué día te va bien?" in t.text, t.text
    t = c.say("el viernes")
    assert t.chip_labels and all(m >= 780 for m in _times(t)), t.chip_labels


def test_every_free_time_of_the_day_refused_asks_another_day():
    c = chat("restaurante")
    c.say("mesa para 4 el domingo")      # Sunday: lunch only
    t = c.say("a mediodía no podemos")
    assert "solo me queda hueco a horas que no te van" in t.text, t.text
    assert "dom 1 nov" not in t.chip_labels and any("nov" in x for x in t.chip_labels), t.chip_labels
    assert c.state["booking"]["ymd"] is None


# A bound refused: the times on the other side of it are offered; the bound itself is never booked
@pytest.mark.parametrize("slug, first, refusal, ok", [
    ("peluqueria", "corte de mujer el viernes", "antes de las 12 no puedo", lambda m: m >= 720),
    ("peluqueria", "corte de mujer el viernes", "no puedo antes de las 12", lambda m: m >= 720),
    ("peluqueria", "corte de mujer el viernes", "antes de las 12 imposible", lambda m: m >= 720),
    ("peluqueria", "corte de mujer el viernes", "antes de las 12 no me va bien", lambda m: m >= 720),
    ("peluqueria", "corte de mujer el viernes", "antes d las 12 no puedo", lambda m: m >= 720),
    ("peluqueria", "corte de mujer el viernes a las 10", "antes de las 12 no puedo", lambda m: m >= 720),
    ("peluqueria", "corte de mujer el viernes", "hasta las 13 no puedo", lambda m: m >= 780),
    ("peluqueria", "corte de mujer el viernes", "despues de las 17 no me va", lambda m: m <= 1020),
    ("peluqueria", "corte de mujer el viernes", "a partir de las 12 no puedo", lambda m: m < 720),
    ("peluqueria", "corte de muller o venres", "non podo antes das 5", lambda m: m >= 1020),
    ("peluqueria", "corte de muller o venres", "antes das 12 non podo", lambda m: m >= 720),
    ("restaurante", "mesa para 4 el viernes", "más tarde de las 20 no", lambda m: m <= 1200),
    ("restaurante", "mesa para 4 el viernes", "mas tarde de las 20 no podemos", lambda m: m <= 1200),
    ("restaurante", "mesa para 4 o venres", "mais tarde das 8 non", lambda m: m <= 1200),
    ("restaurante", "mesa para 4 el viernes", "antes de las 21 no podemos ir", lambda m: m >= 1260),
    ("", CAKE_FRI, "antes de las 12 no puedo", lambda m: m >= 720),
    ("", CAKE_FRI, "más tarde de las 11 no", lambda m: m <= 660),
    ("", CAKE_FRI, "non podo antes das 5", lambda m: m >= 1020),
])
def test_a_bound_refused_offers_the_other_side(slug, first, refusal, ok):
    c = chat(slug)
    c.say(first)
    t = c.say(refusal)
    assert "hora" in t.text, t.text
    assert t.chip_labels and all(ok(m) for m in _times(t)), t.chip_labels
    assert _draft(c)["min"] is None and _draft(c)["ymd"] == FRI
    assert " a las 12:00" not in t.text and " a las 20:00" not in t.text
    if slug == "restaurante":
        assert c.state["booking"]["party"] == 4


# «otro día», «ese día tampoco»: the day held ruled out, the day asked again without it
@pytest.mark.parametrize("slug, first, refusal, question, chip", [
    ("peluqueria", "corte de mujer el viernes", "otro día", "¿Qué día te va bien?", FRI_ES),
    ("peluqueria", "corte de mujer el viernes", "otro dia mejor", "¿Qué día te va bien?", FRI_ES),
    ("peluqueria", "corte de mujer el viernes", "mejor otro día", "¿Qué día te va bien?", FRI_ES),
    ("peluqueria", "corte de mujer el viernes", "mejor en otro dia", "¿Qué día te va bien?", FRI_ES),
    ("peluqueria", "corte de mujer el viernes", "ese día tampoco", "¿Qué día te va bien?", FRI_ES),
    ("peluqueria", "corte de mujer el viernes", "ese dia tampoco puedo", "¿Qué día te va bien?", FRI_ES),
    ("peluqueria", "corte de muller o venres", "noutro día", "¿Que día che vai ben?", FRI_GL),
    ("peluqueria", "corte de muller o venres", "mellor outro dia", "¿Que día che vai ben?", FRI_GL),
    ("peluqueria", "corte de muller o venres", "ese día tampouco", "¿Que día che vai ben?", FRI_GL),
    ("restaurante", "mesa para 2 el viernes a las 21", "otro día", "¿Qué día te va bien?", FRI_ES),
    ("", CAKE_FRI, "otro día", "¿Qué día", FRI_ES),
    ("", CAKE_FRI, "mejor otro dia", "¿Qué día", FRI_ES),
])
def test_another_day_rules_out_the_day_held(slug, first, refusal, question, chip):
    c = chat(slug)
    c.say(first)
    t = c.say(refusal)
    assert question in t.text, t.text
    assert t.chip_labels and chip not in t.chip_labels, t.chip_labels
    assert _draft(c)["ymd"] is None and FRI in _draft(c)["not_days"]


def test_another_day_with_a_time_keeps_the_time():
    c = chat("restaurante")
    c.say("mesa para 2 el viernes")
    t = c.say("otro día a las 21")
    assert "¿Qué día te va bien?" in t.text and FRI_ES not in t.chip_labels, (t.text, t.chip_labels)
    t = c.say("el jueves")
    assert "jueves 5 de noviembre a las 21:00" in t.text, t.text


def test_that_day_neither_after_another_day():
    c = chat("peluqueria")
    c.say("corte de mujer el viernes")
    c.say("otro día")
    c.say("el jueves")
    t = c.say("ese día tampoco")
    assert "jue 5 nov" not in t.chip_labels and FRI_ES not in t.chip_labels, t.chip_labels


# «cualquier día menos el lunes»: that weekday not offered; the next free days are
@pytest.mark.parametrize("slug, first, said, gone", [
    ("peluqueria", "corte de mujer", "cualquier día menos el martes", ["mar"]),
    ("peluqueria", "corte de mujer", "cualquier dia menos los martes", ["mar"]),
    ("peluqueria", "corte de mujer", "cualquier día que no sea viernes", ["vie"]),
    ("peluqueria", "corte de mujer", "cualquier dia excepto el jueves", ["jue"]),
    ("peluqueria", "corte de mujer", "entre semana menos el miércoles", ["mié", "sáb", "dom"]),
    ("peluqueria", "corte de muller", "calquera día menos o martes", ["mar"]),
    ("peluqueria", "corte de muller", "calquera dia que non sexa o venres", ["ven"]),
    ("restaurante", "mesa para 4", "cualquier día menos el domingo", ["dom"]),
    ("", "quiero una tarta de queso de 8 raciones", "cualquier día menos el martes", ["mar"]),
    ("", "quiero una tarta de queso de 8 raciones", "calquera día agás o sábado", ["sáb"]),
])
def test_any_day_but_one(slug, first, said, gone):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert len(t.chip_labels) >= 4, (t.text, t.chip_labels)
    assert not any(x.split()[0] in gone for x in t.chip_labels), t.chip_labels
    assert _draft(c)["ymd"] is None
    assert "Para seguir" not in t.text and "no abrimos" not in t.text, t.text


@pytest.mark.parametrize("slug, first, said, question", [
    ("peluqueria", "corte de mujer", "cualquier día", "Hay hueco el martes 3"),
    ("peluqueria", "corte de muller", "calquera dia", "Hai oco o martes 3"),
    ("restaurante", "mesa para 4", "cualquier día", "Hay hueco el sábado 31 de octubre"),
    ("", "quiero una tarta de queso de 8 raciones", "cualquier día", "¿Qué día"),
])
def test_any_day_offers_the_next_free_days(slug, first, said, question):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert question in t.text and "Para seguir" not in t.text, t.text
    assert len(t.chip_labels) >= 4 and _draft(c)["ymd"] is None


def test_the_day_excepted_named_again_is_taken():
    c = chat("peluqueria")
    c.say("corte de mujer")
    c.say("cualquier día menos el martes")
    t = c.say("bueno, el martes")
    assert "martes 3 de noviembre" in t.text, t.text
    assert c.state["booking"]["not_weekdays"] == []


# The same words said for: the part, the bound, the day and the time are taken
@pytest.mark.parametrize("slug, first, said, ok", [
    ("peluqueria", "corte de mujer el viernes", "por la mañana", lambda m: m < 780),
    ("peluqueria", "corte de mujer el viernes", "por la tarde", lambda m: m >= 900),
    ("peluqueria", "corte de mujer el viernes", "antes de las 12", lambda m: m < 720),
    ("peluqueria", "corte de muller o venres", "pola mañá", lambda m: m < 780),
    ("restaurante", "mesa para 2 el viernes", "por la noche", lambda m: m >= 1200),
    ("restaurante", "mesa para 2 el viernes", "más tarde de las 21", lambda m: m > 1260),
    ("", CAKE_FRI, "por la tarde", lambda m: m >= 840),
    ("", CAKE_FRI, "antes de las 12", lambda m: m < 720),
])
def test_the_positive_forms_still_narrow_the_times(slug, first, said, ok):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.chip_labels and all(ok(m) for m in _times(t)), t.chip_labels
    assert not _draft(c).get("not_parts") and not _draft(c).get("not_days")


@pytest.mark.parametrize("slug, msgs, text", [
    ("peluqueria", ["corte de mujer el viernes por la mañana", "a las 10"], "viernes 6 de noviembre a las 10:00"),
    ("peluqueria", ["corte de mujer", "mañana no puedo", "el martes a las 12"], "martes 3 de noviembre a las 12:00"),
    ("restaurante", ["mesa para 2 el viernes", "otro día a las 21", "el jueves"], "jueves 5 de noviembre a las 21:00"),
    ("restaurante", ["mesa para 2", "el viernes por la noche no hay problema"], "viernes 6 de noviembre"),
])
def test_look_alikes_keep_their_meaning(slug, msgs, text):
    c = chat(slug)
    for m in msgs:
        t = c.say(m)
    assert text in t.text, t.text


def test_the_other_day_in_the_past_rules_out_nothing():
    c = chat("peluqueria")
    c.say("corte de mujer el viernes")
    c.say("el otro día me cortaste muy bien")
    assert c.state["booking"]["ymd"] == FRI and not c.state["booking"].get("not_days")


def test_neither_refuses_a_day_as_no_does():
    c = chat("peluqueria")
    c.say("corte de mujer")
    c.say("el viernes no puedo")
    t = c.say("el jueves tampoco")
    assert "¿Qué día te va bien?" in t.text
    assert "jue 5 nov" not in t.chip_labels and FRI_ES not in t.chip_labels, t.chip_labels
