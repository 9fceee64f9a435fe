"""Issue 17, classes 5–8, 10 and 12: beyond the largest option, a question never asked a third time
word for word, changes that replace and parts of the day that filter, special days in the dialog,
no contradiction from a leftover clause, and what the card shows. Both languages."""
from __future__ import annotations

import re

import pytest

from tests.conversation import Conversation

QUESTION = re.compile(r"¿[^?]+\?")


def talk(*texts):
    conv = Conversation()
    for text in texts:
        conv.say(text)
    return conv


def asked_verbatim_three_times(conv) -> bool:
    counts: dict[str, int] = {}
    for t in conv.turns:
        for q in set(QUESTION.findall(t.text)):
            counts[q] = counts.get(q, 0) + 1
    return any(n >= 3 for n in counts.values())


# ---------------------------------------------------------------- class 5: beyond the maximum

@pytest.mark.parametrize("texts, said", [
    (["una tarta de queso para 30 personas"], ["20 raciones", "12 raciones"]),
    (["quiero una tarta de limon", "para 30"], ["20 raciones", "12 raciones"]),
    (["quiero una de santiago", "somos 25"], ["20 raciones", "8 raciones"]),
    (["sacher para 40 personas"], ["20 raciones"]),
    (["unha torta de santiago para 25 persoas"], ["20 racións", "8 racións"]),
    (["quero unha tarta de queixo", "somos 24"], ["20 racións", "8 racións"]),
])
def test_beyond_the_largest_option_says_it_and_proposes_a_combination(texts, said):
    conv = talk(*texts)
    t = conv.last
    for text in said:
        assert text in t.text, t
    assert not asked_verbatim_three_times(conv)


# ---------------------------------------------------------------- class 6: the same question

@pytest.mark.parametrize("texts, second, person", [
    (["quiero una tarta de queso", "no sé, la que esté más rica", "pues no se"], "8 raciones", "Sí, pásaselo a una persona"),
    (["quiero una bica", "bueno ya veremos", "no lo tengo claro"], "mar 3 nov", "Sí, pásaselo a una persona"),
    (["4 palmeras para el martes", "mi madre es muy golosa", "ella es así"], "09:00", "Sí, pásaselo a una persona"),
    (["quiero una tarta", "la más bonita", "mmm no sé"], "Tarta de queso · 22,00 €", "Sí, pásaselo a una persona"),
    (["quero unha tarta sacher", "non sei, a que sexa mellor", "nin idea"], "8 racións", "Si, pásallo a unha persoa"),
    (["quero unha empanada", "bo, xa veremos", "non o teño claro"], "mar 3 nov", "Si, pásallo a unha persoa"),
    (["catro palmeiras para o martes", "a miña avoa é moi lambona", "ela é así"], "09:00", "Si, pásallo a unha persoa"),
])
def test_the_second_time_shows_the_options_the_third_offers_a_person(texts, second, person):
    conv = talk(*texts)
    assert second in conv.turns[1].chip_labels, conv.turns[1]
    assert person in conv.last.chip_labels, conv.last
    assert not asked_verbatim_three_times(conv)


@pytest.mark.parametrize("texts, next_question, lang", [
    (["una tarta de santiago para 8 el sábado a las 11", "Marta", "no quiero dar mi teléfono"], "¿Quieres una dedicatoria", "es"),
    (["3 croissants para el martes a las 10", "Pepe", "paso de dar el telefono"], "¿Quieres una dedicatoria", "es"),
    (["unha torta de santiago para 8 o sábado ás 11", "Uxía", "non quero dar o meu teléfono"], "¿Queres unha dedicatoria", "gl"),
    (["3 croissants para o martes as 10", "Brais", "non che dou o telefono"], "¿Queres unha dedicatoria", "gl"),
])
def test_refusing_the_optional_phone_is_accepted(texts, next_question, lang):
    conv = talk(*texts)
    assert next_question in conv.last.text, conv.last
    assert conv.state["order"]["phone"] in (None, "")


@pytest.mark.parametrize("texts, why, person", [
    (["2 bicas para el viernes a las 10", "prefiero no decirlo"], "nombre", "Sí, pásaselo a una persona"),
    (["dúas bicas para o venres ás 10", "prefiro non dicilo"], "nome", "Si, pásallo a unha persoa"),
])
def test_refusing_the_needed_name_is_explained_then_a_person(texts, why, person):
    conv = talk(*texts)
    assert why in conv.last.text and conv.state["order"]["name"] in (None, ""), conv.last
    t = conv.say("que no" if person.startswith("Sí") else "que non")
    assert person in t.chip_labels, t
    assert not asked_verbatim_three_times(conv)


# ---------------------------------------------------------------- class 7: changes

@pytest.mark.parametrize("first, change, ids, total", [
    ("quiero una tarta de queso para 8", "mejor la sacher en vez de la de queso", ["tarta-sacher"], 2600),
    ("una tarta de santiago de 12 raciones", "cambia la de santiago por una de zanahoria", ["tarta-zanahoria"], 3200),
    ("4 croissants", "mejor napolitanas en vez de croissants", ["napolitana"], 800),
    ("unha tarta de cenoria para 8", "mellor a de chocolate en vez da de cenoria", ["tarta-sacher"], 2600),
    ("unha tarta de queixo de 12 racións", "cambia a de queixo pola de limón", ["tarta-limon"], 3000),
])
def test_a_change_replaces(first, change, ids, total):
    conv = talk(first)
    t = conv.say(change)
    assert [l["item_id"] for l in conv.state["order"]["lines"]] == ids, t
    assert t.request["total_cents"] == total


@pytest.mark.parametrize("texts, kept, dropped", [
    (["2 palmeras para el martes", "por la tarde"], ["16:30", "17:00"], ["09:00", "12:00"]),
    (["una bica para el jueves", "mejor por la mañana"], ["09:00", "10:00"], ["17:00"]),
    (["dúas palmeiras para o martes", "pola tarde"], ["16:30", "17:00"], ["09:00", "12:00"]),
    (["unha bica para o xoves", "mellor pola mañá"], ["09:00"], ["17:00"]),
    (["una tarta de santiago de 8 raciones para el viernes por la tarde"], ["17:00"], ["09:00", "11:00"]),
])
def test_a_part_of_the_day_filters_the_times(texts, kept, dropped):
    t = talk(*texts).last
    for label in kept:
        assert label in t.chip_labels, t
    for label in dropped:
        assert label not in t.chip_labels, t


# ---------------------------------------------------------------- class 8: special days in the dialog

@pytest.mark.parametrize("text, said, not_said", [
    ("¿abrís el 8 de diciembre?", "de 09:30 a 14:00", "16:30"),
    ("a que hora cerrais el 8 de diciembre", "14:00", "20:00"),
    ("abrides o 8 de decembro?", "de 09:30 a 14:00", "16:30"),
])
def test_the_hours_of_a_special_day(text, said, not_said):
    t = Conversation().say(text)
    assert said in t.text and not_said not in t.text, t


@pytest.mark.parametrize("text, said", [
    ("quiero 2 palmeras para el 8 de diciembre", "¿A qué hora lo recoges el martes 8 de diciembre?"),
    ("dúas palmeiras para o 8 de decembro", "¿A que hora o recolles o martes 8 de decembro?"),
])
def test_pickup_times_on_a_special_day(text, said):
    t = Conversation().say(text)
    assert said in t.text and t.chip_labels[0] == "09:30" and "16:30" not in t.chip_labels, t


# ---------------------------------------------------------------- class 10: no contradiction

@pytest.mark.parametrize("text, said", [
    ("quiero una tarta de santiago para 8, es para mi sobrino", "Apunto: 1 × Tarta de Santiago (8 raciones)."),
    ("a que hora abris el domingo, que vengo de fuera", "de 09:30 a 14:00"),
    ("quero unha tarta de queixo para 12, é para o aniversario da miña nai", "Apunto: 1 × Tarta de queso (12 racións)."),
    ("onde estades? vou ir co meu fillo", "Rúa do Franco 27"),
])
def test_a_leftover_clause_adds_no_i_dont_know(text, said):
    from bizengine.knowledge.answer import make_kb_answer
    from tests.conversation import bakery
    conv = Conversation(kb_answer=lambda *a, **k: {"route": "no_data", "text": "", "cites": [], "trace": []})
    t = conv.say(text)
    assert said in t.text, t
    assert "no lo tengo claro" not in t.text and "non o teño claro" not in t.text, t
    assert "persona de Obrador Mel" not in t.text and "persoa de Obrador Mel" not in t.text, t


# ---------------------------------------------------------------- class 12: the card

def _card(t):
    cards = t.cards("order")
    return cards[-1] if cards else None


@pytest.mark.parametrize("texts, shown", [
    (["una tarta de queso de 12 raciones para el sábado a las 11", "Laura", "655444333", "Feliz cumple Mateo"],
     "655 44 43 33"),
    (["unha torta de santiago de 8 racións para o sábado ás 12", "Antía", "699888777", "Parabéns avoa"],
     "699 88 87 77"),
    # issue 19: any way of writing a Spanish number reads the same; a foreign one keeps its country
    (["una tarta de queso de 12 raciones para el sábado a las 11", "Laura", "0034 981 12 34 56", "Sin velas"],
     "981 12 34 56"),
    (["unha torta de santiago de 8 racións para o sábado ás 12", "Noa", "+351 912 345 678", "Parabéns"],
     "+351 912 345 678"),
])
def test_the_summary_card_shows_name_phone_and_note(texts, shown):
    t = talk(*texts).last
    card = _card(t)
    assert card and card.get("name") == texts[1] and card.get("phone") == shown and card.get("note") == texts[3], t
    send = next(c for c in t.chips if c["label"] == "Enviar pedido")
    assert send.get("primary") is True and not any(c.get("primary") for c in t.chips if c is not send)


@pytest.mark.parametrize("text, impossible", [
    ("quiero una tarta de queso de 8 raciones para mañana", "domingo 1 de noviembre"),
    ("quero unha tarta sacher de 8 racións para mañá", "domingo 1 de novembro"),
    ("2 palmeras para el martes a las 15:00", "15:00"),
    ("dúas palmeiras para o martes ás 15:00", "15:00"),
])
def test_a_draft_card_never_shows_what_the_text_said_is_impossible(text, impossible):
    t = Conversation().say(text)
    import json
    assert impossible not in json.dumps(t.cards(), ensure_ascii=False), t.cards()
