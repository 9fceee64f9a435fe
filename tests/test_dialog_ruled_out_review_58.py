"""Stop 58, review of «A, no B» and «en realidad quería…»: two misreadings of stop 58's own fix.

- The Galician «no» is «en o» («in the»), yet it was taken for a ruled-out «no» and its words thrown
  away: «quero unha revisión o martes ás 10, teño un problema no freo» booked «revisión completa … 35,00
  €», the brake job and the symptom gone without a word (before: «revisión completa e ajuste de frenos
  … 53,00 €»); «quero unha orquídea no xarrón de cristal» held only the orchid. And whatever followed the
  thing ruled out went with it: «quiero una orquidea no un poto en jarron» lost the vase. Now a «no»
  before a bare noun rules out nothing in a Galician message (its negation is «non»); «no» before an
  article, a count, «para» or «con» still does in both languages; and only the words that name the thing
  ruled out are taken out: «Apunto: 1 × Orquídea e 1 × Xarrón de cristal. Total 47,00 €.».
- «en realidad quería preguntar si la napolitana lleva huevo» replaced the order held by the napolitana
  («Apunto: 2 × Napolitana de chocolate»: the croissants gone, the question unanswered); «en realidad
  quería saber si tenéis el atlas» swapped the book held for the atlas. Now a question verb after «en
  realidad quería» (saber, preguntar, consultar, ver si, que me digáis) asks, and the order is kept:
  «Napolitana de chocolate contiene huevo…», «Atlas do ceo: 16,00 €.». «quería preguntar si…» alone is a
  question too (it added the napolitana before).

Left as they were: a Spanish «no» before a bare noun («queria rio sen nome, no follas novas»), the
Galician «non», «no muy tarde», «no muy dulce», «en realidad quería X» (X in place of the one held) and
«en realidad quería decir X» (a slip mended).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after, line_counts


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


# ---- the Galician «no» («en o») before a noun rules nothing out -------------------------------------------


@pytest.mark.parametrize("said, reads", [
    ("quero unha revisión o martes ás 10, teño un problema no freo", "revisión completa e axuste de freos"),
    ("quero unha revision o martes as 10, teño un problema no freo", "revisión completa e axuste de freos"),
    ("teño un problema no freo, quero unha revisión o martes ás 10", "axuste de freos e revisión completa"),
])
def test_a_galician_no_before_a_noun_keeps_its_service(said, reads):
    c = chat("taller")
    t = c.say(said)
    assert sorted(_booking(c).get("services") or []) == ["frenos", "revision"]
    assert f"Apunto: {reads} o martes 3 de novembro ás 10:00. Total 53,00 €" in t.text


@pytest.mark.parametrize("said", [
    "quero unha orquídea no xarrón de cristal",
    "quero unha orquidea no xarron de cristal",
])
def test_a_galician_no_before_a_noun_keeps_its_thing(said):
    c = chat("floristeria")
    t = c.say(said)
    assert line_counts(c) == {"orquidea": 1, "jarron": 1}
    assert "Total 47,00 €." in t.text


@pytest.mark.parametrize("slug, said, lines, reads", [
    # the words after the thing ruled out stay in the message
    ("floristeria", "quiero una orquidea no un poto en jarron", {"orquidea": 1, "jarron": 1}, "Total 47,00 €."),
    ("floristeria", "quiero una orquídea, no un poto, en jarrón", {"orquidea": 1, "jarron": 1}, "Total 47,00 €."),
    ("floristeria", "quero unha orquidea non un poto no xarron de cristal", {"orquidea": 1, "jarron": 1},
     "Total 47,00 €."),
    # «no» before an article is a «no» in Galician too; «non» always
    ("floristeria", "quero unha orquidea no un poto", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "quero unha orquídea non un poto", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    # a Spanish «no» before a bare noun still rules it out
    ("libreria", "queria rio sen nome, no follas novas", {"rio-sen-nome": 1},
     "Apunto: 1 × Río sen nome. Total 19,50 €."),
])
def test_what_is_ruled_out_and_no_more(slug, said, lines, reads):
    c = chat(slug)
    t = c.say(said)
    assert line_counts(c) == lines
    assert reads in t.text


def test_the_galician_no_beside_a_person_ruled_out_with_non():
    c = chat("peluqueria")
    t = c.say("corte de home coa Marta, non co Yago, o xoves ás 12")
    assert _booking(c).get("resource") == "marta"
    assert "corte de home con Marta o xoves 5 de novembro ás 12:00" in t.text


@pytest.mark.parametrize("said, lines, reads", [
    ("lo quiero no muy tarde, 2 croissants para el martes", {"croissant": 2},
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("una tarta de queso no muy dulce para el martes", {"tarta-queso": 1}, "¿Para cuántas raciones?"),
    ("quero unha tarta de queixo non moi doce para o martes", {"tarta-queso": 1}, "¿Para cantas racións?"),
])
def test_a_no_of_how_it_should_be_is_read_as_before(said, lines, reads):
    c = chat()
    t = c.say(said)
    assert line_counts(c) == lines
    assert reads in t.text


# ---- «en realidad quería preguntar…»: a question, the order kept --------------------------------------


@pytest.mark.parametrize("then, reads", [
    ("en realidad quería preguntar si la napolitana lleva huevo", "Napolitana de chocolate contiene huevo."),
    ("en realidad queria preguntar si la napolitana lleva huevo", "Napolitana de chocolate contiene huevo."),
    ("en realidad quería consultar si la napolitana lleva huevo", "Napolitana de chocolate contiene huevo."),
    ("realmente quería saber si la napolitana lleva huevo", "Napolitana de chocolate contiene huevo."),
    ("quería preguntar si la napolitana lleva huevo", "Napolitana de chocolate contiene huevo."),
    ("en realidade quería preguntar se a napolitana leva ovo", "Napolitana de chocolate contén ovo."),
    ("en realidade quero saber se a napolitana leva ovo", "Napolitana de chocolate contén ovo."),
])
def test_a_question_after_en_realidad_keeps_the_order(then, reads):
    c = chat_after("", "2 croissants para el martes")
    t = c.say(then)
    assert line_counts(c) == {"croissant": 2}
    assert reads in t.text
    assert "Apunto" not in t.text


@pytest.mark.parametrize("first, then, reads", [
    ("quiero follas novas", "en realidad quería saber si tenéis el atlas", "Atlas do ceo: 16,00 €."),
    ("quiero follas novas", "en realidad queria saber si teneis el atlas", "Atlas do ceo: 16,00 €."),
    ("quiero follas novas", "en realidad quería ver si tenéis el atlas", "Atlas do ceo: 16,00 €."),
    ("quiero follas novas", "en realidad quería que me dijerais si tenéis el atlas", "Atlas do ceo: 16,00 €."),
    ("quero follas novas", "en realidade quería saber se tedes o atlas", "Atlas do ceo: 16,00 €."),
])
def test_a_book_asked_after_en_realidad_is_not_swapped_in(first, then, reads):
    c = chat_after("libreria", first)
    t = c.say(then)
    assert line_counts(c) == {"follas-novas": 1}
    assert reads in t.text


@pytest.mark.parametrize("then", ["en realidad quería decir el atlas", "en realidade quería o atlas",
                                  "en realidad queria el atlas"])
def test_what_was_really_wanted_still_replaces(then):
    c = chat_after("libreria", "quiero follas novas")
    t = c.say(then)
    assert line_counts(c) == {"atlas-ceo": 1}
    assert "Apunto: 1 × Atlas do ceo. Total 16,00 €." in t.text
