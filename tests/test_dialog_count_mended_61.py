"""A count mended with an apology or a number word while the pickup time is asked («no perdona 2»,
«uno solo», «non perdoa, un só», «me equivoqué, 8») was not read: the old count stayed and the
time question came back with «Para seguir necesito…». Now the count is set, at every question of
the order; an hour, a question or the same count after the apology changes nothing (stop 61)."""
import pytest

from tests.conversation import chat

_CROISSANTS = "6 croissants para mañana"


@pytest.mark.parametrize("slug, first, mend, said", [
    ("libreria", "quiero 3 follas novas para el lunes", "no perdona 2", "2 × Follas novas. Total 36,00 €"),
    ("floristeria", "2 ramos de rosas pal lunes", "no perdona uno solo", "1 × Ramo de rosas. Total 35,00 €"),
    ("floristeria", "2 orquideas para el lunes", "no perdona 1", "1 × Orquídea. Total 32,00 €"),
    ("floristeria", "dous ramos de temporada para o martes", "mellor un só", "1 × Ramo de tempada. Total 28,00 €"),
    ("libreria", "2 atlas para el martes", "non perdoa, un só", "1 × Atlas do ceo. Total 16,00 €"),
    ("", _CROISSANTS, "no perdona 8", "8 × Croissant de mantequilla. Total 14,40 €"),
    # variants: accents, commas, capitals, typos, number words, both languages
    ("", _CROISSANTS, "No, perdona, 8", "8 × Croissant de mantequilla"),
    ("", _CROISSANTS, "no perdón, ocho", "8 × Croissant de mantequilla"),
    ("", _CROISSANTS, "no disculpa 8", "8 × Croissant de mantequilla"),
    ("", _CROISSANTS, "me equivoqué, 8", "8 × Croissant de mantequilla"),
    ("", _CROISSANTS, "me equivoque 8", "8 × Croissant de mantequilla"),
    ("", _CROISSANTS, "uy, 8", "8 × Croissant de mantequilla"),
    ("", _CROISSANTS, "non perdoa 8", "8 × Croissant de mantequilla"),
    ("", _CROISSANTS, "perdoa, oito", "8 × Croissant de mantequilla"),
    ("", _CROISSANTS, "trabuqueime, oito", "8 × Croissant de mantequilla"),
    ("", _CROISSANTS, "uno solo", "1 × Croissant de mantequilla. Total 1,80 €"),
    ("", _CROISSANTS, "una sola", "1 × Croissant de mantequilla"),
    ("", _CROISSANTS, "un só", "1 × Croissant de mantequilla"),
    ("", _CROISSANTS, "unha soa", "1 × Croissant de mantequilla"),
    ("", _CROISSANTS, "nada más uno", "1 × Croissant de mantequilla"),
    ("", _CROISSANTS, "no perdona, solo dos", "2 × Croissant de mantequilla"),
    ("floristeria", "2 orquideas para el lunes", "me equivoqué, una", "1 × Orquídea. Total 32,00 €"),
    ("floristeria", "2 orquideas para el lunes", "solamente una", "1 × Orquídea. Total 32,00 €"),
    ("floristeria", "dous ramos de temporada para o martes", "non perdoa, un", "1 × Ramo de tempada"),
    ("libreria", "2 atlas para el martes", "no perdona tres", "3 × Atlas do ceo. Total 48,00 €"),
])
def test_a_count_mended_at_the_time_question_is_set(slug, first, mend, said):
    c = chat(slug)
    c.say(first)
    t = c.say(mend)
    assert said in t.text
    assert "Para seguir" not in t.text
    assert "¿A qué hora" in t.text or "¿A que hora" in t.text


@pytest.mark.parametrize("before, question", [
    ("6 croissants para mañana a las 10", "¿A nombre de quién"),
    ("6 croissants para mañana a las 10 || Ana", "teléfono"),
    ("6 croissants para mañana a las 10 || Ana 600111222", "indicación"),
    ("6 croissants para mañana a las 10 || Ana 600111222 || no", "Este es el pedido"),
])
@pytest.mark.parametrize("mend, n", [("no perdona 8", 8), ("non perdoa, oito", 8), ("me equivoqué, 8", 8),
                                     ("uno solo", 1), ("un só", 1), ("no perdona uno solo", 1)])
def test_a_count_mended_at_any_later_question_is_set(before, question, mend, n):
    c = chat()
    for text in before.split(" || "):
        c.say(text)
    t = c.say(mend)
    assert f"{n} × Croissant de mantequilla" in t.text


def test_the_summary_carries_the_count_mended():
    c = chat("libreria")
    for text in ["quiero 3 follas novas para el lunes", "no perdona 2", "a las 10:30", "Bea 655 444 333"]:
        c.say(text)
    card = c.say("no").cards("order")[-1]      # the summary's card: what will be sent
    assert [(line["qty"], line["name"]) for line in card["lines"]] == [(2, "Follas novas")]
    assert card["total_cents"] == 3600


@pytest.mark.parametrize("slug, first, said, held, shown", [
    # an hour after the apology is the time
    ("", _CROISSANTS, "no perdona, a las 11", "6 × Croissant", "a las 11:00"),
    ("", _CROISSANTS, "a la una solo", "6 × Croissant", "a las 13:00"),
    # a question after the apology is answered, the count stays
    ("floristeria", "2 orquideas para el lunes", "perdona, ¿a qué hora abrís?", "2 × Orquídea", "abrimos"),
    # a bare apology and a number that is an open hour: which of the two is asked (as «no, 1» did)
    ("floristeria", "2 orquideas para el lunes", "perdona 1", "2 × Orquídea", "¿1 × Orquídea o a las 13:00?"),
    ("floristeria", "2 orquideas para el lunes", "no, 1", "2 × Orquídea", "¿1 × Orquídea o a las 13:00?"),
])
def test_near_misses_do_not_change_the_count_in_silence(slug, first, said, held, shown):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert shown in t.text
    qty = int(held.split(" ×")[0])
    assert [line["qty"] for line in c.order["lines"]] == [qty]
