"""Stop 29: leaving for now, «me da igual», a routine that rules out a time, and a weekday refused
while another day is held — the words and chips the customer reads, and what stays pending."""
import pytest

from tests.conversation import chat

FRIDAY = {"restaurante": "mesa para 4 el viernes", "peluqueria": "corte de mujer el viernes",
          "pasteleria": "quiero una bica para el viernes"}
FRIDAY_GL = {"restaurante": "mesa para 4 o venres", "peluqueria": "corte de muller o venres",
             "pasteleria": "quero unha bica para o venres"}
LEFT_ES = "no queda nada pendiente. Cuando quieras, vuelve a escribirme por aquí"
LEFT_GL = "non queda nada pendente. Cando queiras, volve escribirme por aquí"


def _friday(slug: str, gl: bool = False):
    c = chat("" if slug == "pasteleria" else slug)
    t = c.say((FRIDAY_GL if gl else FRIDAY)[slug])
    assert t.request and t.request["status"] == "collecting"
    return c


@pytest.mark.parametrize("slug", ["restaurante", "peluqueria", "pasteleria"])
@pytest.mark.parametrize("said", [
    "ya pasaré otro día, gracias", "ya pasare otro dia gracias", "lo dejo para otro día", "mejor lo miro y os digo",
    "ya os llamo", "bueno, ya veré", "ya vere", "vale, lo pienso y te digo", "ya os digo algo",
    "bueno ya si eso vuelvo otro día",
])
def test_leaving_for_now_lets_the_request_go_and_says_how_to_come_back(slug, said):
    c = _friday(slug)
    t = c.say(said)
    assert LEFT_ES in t.text
    assert t.request is None and t.chip_labels == []
    assert "¿Qué día" not in t.text


@pytest.mark.parametrize("slug", ["restaurante", "peluqueria", "pasteleria"])
@pytest.mark.parametrize("said", ["xa pasarei outro día", "déixoo para outro día", "deixoo pra outro dia",
                                  "xa vos chamo", "bo, xa verei"])
def test_leaving_for_now_in_galician(slug, said):
    c = _friday(slug, gl=True)
    t = c.say(said)
    assert LEFT_GL in t.text
    assert t.request is None


@pytest.mark.parametrize("slug", ["restaurante", "peluqueria"])
@pytest.mark.parametrize("said", ["mejor otro día", "otro día mejor", "mellor outro día"])
def test_another_day_alone_still_rules_out_the_day_held(slug, said):
    c = _friday(slug)
    t = c.say(said)
    assert "día" in t.text and "pendiente" not in t.text
    assert t.request["status"] == "collecting"
    assert not any(label.startswith("vie 6") or label.startswith("ven 6") for label in t.chip_labels)


def test_another_day_with_a_time_keeps_the_time():
    c = _friday("restaurante")
    t = c.say("otro día a las 9")
    assert "a las 21:00" in t.text and "¿Qué día te va bien?" in t.text
    assert t.request["status"] == "collecting"


@pytest.mark.parametrize("said", ["ya paso el sábado a las 9", "¿os llamo para confirmar?", "ya te digo",
                                  "bueno ya veremos", "bo, xa veremos"])
def test_a_day_a_question_or_an_agreement_is_not_leaving(said):
    c = _friday("restaurante")
    t = c.say(said)
    assert "pendiente" not in t.text
    assert t.request and t.request["status"] == "collecting"


def test_leaving_with_no_request_in_progress_cancels_nothing():
    c = chat("restaurante")
    t = c.say("ya pasaré otro día, gracias")
    assert "pendiente" not in t.text


@pytest.mark.parametrize("slug, first", [("restaurante", "mesa para 4"), ("peluqueria", "corte de mujer")])
@pytest.mark.parametrize("said, lang", [
    ("me da igual el día", "es"), ("me da igual el dia", "es"), ("el día me da igual", "es"),
    ("me es indiferente el día", "es"), ("el dia que querais", "es"), ("o día tanto me ten", "gl"),
    ("dame igual o día", "gl"),
])
def test_day_no_matter_lists_the_next_free_days(slug, first, said, lang):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert t.text.startswith("Hay hueco el" if lang == "es" else "Hai oco o")
    assert len(t.chip_labels) >= 4
    assert "Para seguir" not in t.text
    assert (c.state.get("booking") or {}).get("resource") != "any"


def test_day_no_matter_at_the_bakery_asks_the_day_with_chips():
    c = chat()
    c.say("quiero una bica")
    t = c.say("me da igual el día")
    assert "¿Qué día" in t.text and "Para seguir" not in t.text
    assert len(t.chip_labels) >= 4


def test_day_no_matter_at_the_salon_books_no_one_nor_a_time():
    c = _friday("peluqueria")
    t = c.say("me da igual el día")
    assert "Hay hueco" in t.text and "a las 10:00" not in t.text
    assert c.state["booking"].get("resource") != "any" and c.state["booking"].get("min") is None


@pytest.mark.parametrize("slug, said, first", [
    ("restaurante", "a la hora que sea", "a las 13:00"), ("restaurante", "cualquier hora me va bien", "a las 13:00"),
    ("peluqueria", "a la hora que sea", "a las 10:00"), ("peluqueria", "la hora me da igual", "a las 10:00"),
    ("pasteleria", "a la hora que sea", "a las 09:00"),
])
def test_time_no_matter_takes_the_first_free_time_and_says_it(slug, said, first):
    c = _friday(slug)
    t = c.say(said)
    assert first in t.text and "Para seguir" not in t.text
    assert t.request["status"] == "collecting"


@pytest.mark.parametrize("said", ["me da igual quién", "me da igual quien", "con quien sea", "quen sexa"])
def test_person_no_matter_is_anyone(said):
    c = _friday("peluqueria")
    t = c.say(said)
    assert c.state["booking"]["resource"] == "any"
    assert "10:00" in t.chip_labels


@pytest.mark.parametrize("slug, said, gone, kept", [
    ("peluqueria", "por las mañanas trabajo", "10:00", "19:00"),
    ("peluqueria", "trabajo por las mañanas", "10:00", "19:00"),
    ("peluqueria", "pola mañá traballo", "10:00", "19:00"),
    ("peluqueria", "por las mañanas estoy trabajando", "10:00", "19:00"),
    ("pasteleria", "por la mañana trabajo", "10:00", "17:00"),
    ("restaurante", "a mediodía trabajo", "13:00", "21:00"),
])
def test_a_routine_rules_out_that_part_of_the_day(slug, said, gone, kept):
    c = _friday(slug)
    t = c.say(said)
    assert gone not in t.chip_labels and kept in t.chip_labels
    assert "Para seguir" not in t.text


@pytest.mark.parametrize("slug, said, gone, kept", [
    ("peluqueria", "trabajo hasta las 6", "17:00", "19:00"),
    ("peluqueria", "traballo ata as 6", "17:00", "19:00"),
    ("peluqueria", "hasta las 5 estoy trabajando", "16:00", "19:00"),
    ("peluqueria", "salgo de trabajar a las 7", "18:45", "19:00"),
    ("pasteleria", "trabajo hasta las 6", "17:30", "18:30"),
    ("restaurante", "trabajo hasta las 9", "20:30", "21:30"),
    ("restaurante", "trabajo hasta las 21", "20:30", "21:30"),
])
def test_a_routine_with_a_bound_offers_the_times_after_it(slug, said, gone, kept):
    c = _friday(slug)
    t = c.say(said)
    assert gone not in t.chip_labels and kept in t.chip_labels


@pytest.mark.parametrize("slug", ["restaurante", "peluqueria", "pasteleria"])
@pytest.mark.parametrize("said, gl", [("el jueves no puedo", False), ("el jueves no me va", False),
                                      ("o xoves non podo", True)])
def test_a_weekday_refused_with_friday_held_is_kept_and_friday_stays(slug, said, gl):
    c = _friday(slug, gl=gl)
    t = c.say(said)
    draft = c.state.get("booking") or c.state.get("order")
    assert draft["ymd"] == "2026-11-06" and "2026-11-05" in draft["not_days"]
    assert "Para seguir" not in t.text
    t = c.say("cambiar el día")
    assert not any(label.startswith(("jue 5", "xov 5")) for label in t.chip_labels)
