"""Stop 49, review of the remarks (family review_remarks): a remark took away what the customer was
asking for. «solo es una X» counted as the trouble told, so every product without a duration named
in it was dropped (a bakery's «solo es una X», «es solo una X más» after two Y); and «la X está bien»
counted as «fine as it is» even when it is how a thing is taken («el X está bien también», «vale,
la de X está bien» to «¿Qué X quieres?»). Now the trouble is only «solo es la X» in a business that
books services, and «está bien» is a remark only of a thing neither held nor just offered, without
«también», and not while a choice is asked. The workshop's «los frenos van bien» with a revisión
still is a remark."""
import pytest

from bizengine.understanding import remarks as remarks_module
from bizengine.understanding.reader import analyze
from tests.conversation import NOW, chat

ORDERED = {"es": "Apunto: 1 × Tarta de queso. Total 22,00 €. ¿Para cuántas raciones?",
           "gl": "Apunto: 1 × Tarta de queso. Total 22,00 €. ¿Para cantas racións?"}
TWO_AND_ONE = {"es": "Apunto: 2 × Croissant de mantequilla y 1 × Napolitana de chocolate. Total 5,60 €.",
               "gl": "Apunto: 2 × Croissant de mantequilla e 1 × Napolitana de chocolate. Total 5,60 €."}


def _lines(c):
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


# ---- «solo es una X»: asked for, not the trouble told ------------------------------------------------

@pytest.mark.parametrize("said, lang", [
    ("hola, quiero encargar para el sábado, solo es una tarta de queso", "es"),
    ("hola quiero encargar para el sabado, solo es una tarta de queso", "es"),
    ("buenas, quiero encargar para el sábado, es solo una tarta de queso", "es"),
    ("ola, quero encargar pro sábado, só é unha tarta de queixo", "gl"),
    ("ola quero encargar pro sabado, so e unha tarta de queixo", "gl"),
])
def test_only_one_thing_said_orders_it(said, lang):
    c = chat()
    t = c.say(said)
    assert t.text == ORDERED[lang]
    assert _lines(c) == [("tarta-queso", 1)] and c.order["ymd"] == "2026-11-07"
    assert not c.order.get("notes_said")


@pytest.mark.parametrize("first, then, lang", [
    ("quiero 2 croissants", "es solo una napolitana más", "es"),
    ("quiero 2 croisants", "es solo una napolitana mas", "es"),
    ("quiero 2 croissants", "solo es una napolitana más", "es"),
    ("quero 2 croissants", "é só unha napolitana máis", "gl"),
])
def test_only_one_more_thing_adds_it(first, then, lang):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert t.text.startswith(TWO_AND_ONE[lang])
    assert _lines(c) == [("croissant", 2), ("napolitana", 1)] and not c.order.get("notes_said")


@pytest.mark.parametrize("said, reply", [
    ("dous ramos de rosas pro venres, só é o xarrón",
     "Apunto: 2 × Ramo de rosas e 1 × Xarrón de cristal. Total 85,00 €."),
    ("dos ramos de rosas para el viernes, solo es el jarron",
     "Apunto: 2 × Ramo de rosas y 1 × Jarrón de cristal. Total 85,00 €."),
])
def test_only_the_thing_in_a_business_that_books_no_services_still_orders_it(said, reply):
    c = chat("floristeria")
    assert c.say(said).text.startswith(reply)
    assert _lines(c) == [("ramo-rosas", 2), ("jarron", 1)]


# ---- «X está bien» of a thing taken: taken, no remark -------------------------------------------------

@pytest.mark.parametrize("said", [
    "quiero follas novas, el marcapáginas está bien también",
    "quiero follas novas, el marcapaginas esta bien tambien",
    "quiero follas novas, el marcapáginas también está bien",
])
def test_a_thing_fine_too_is_taken(said):
    c = chat("libreria")
    t = c.say(said)
    assert t.text.startswith("Apunto: 1 × Follas novas y 1 × Marcapáginas de madera. Total 21,00 €.")
    assert _lines(c) == [("follas-novas", 1), ("marcapaginas", 1)] and not c.order.get("notes_said")


@pytest.mark.parametrize("said, lang", [
    ("quero dous croissants, a napolitana tamén está ben", "gl"),
    ("quiero dos croissants, la napolitana tambien esta bien", "es"),
])
def test_a_thing_fine_too_is_taken_at_the_bakery(said, lang):
    c = chat()
    assert c.say(said).text.startswith(TWO_AND_ONE[lang])
    assert _lines(c) == [("croissant", 2), ("napolitana", 1)] and not c.order.get("notes_said")


@pytest.mark.parametrize("first, pick, lang", [
    ("quiero una tarta para el sábado", "vale, la de queso está bien", "es"),
    ("quiero una tarta para el sabado", "la de queso esta bien", "es"),
    ("quiero una tarta para el sábado", "bueno, la de queso está genial", "es"),
    ("quero unha tarta pro sábado", "vale, a de queixo está ben", "gl"),
    ("quero unha tarta pro sabado", "a de queixo esta ben", "gl"),
])
def test_a_pick_said_fine_is_the_pick_and_no_note(first, pick, lang):
    c = chat()
    c.say(first)
    t = c.say(pick)
    assert t.text == ORDERED[lang]
    assert _lines(c) == [("tarta-queso", 1)] and not c.order.get("notes_said")


def test_a_thing_just_priced_said_fine_is_taken():
    c = chat("libreria")
    c.say("cuánto cuesta el marcapáginas?")
    t = c.say("vale, el marcapáginas está bien")
    assert t.text.startswith("Apunto: 1 × Marcapáginas de madera. Total 3,00 €.") and "indicación" not in t.text
    assert _lines(c) == [("marcapaginas", 1)] and not c.order.get("notes_said")


# ---- what must not change: a remark on the customer's own thing, fine as it is -------------------------

@pytest.mark.parametrize("said, reply, note", [
    ("revisión el martes a las 10, los frenos van bien",
     "Apunto: revisión completa el martes 3 de noviembre a las 10:00. Total 35,00 €; dura unos 60 minutos.",
     "los frenos van bien"),
    ("revision o martes ás 10, os freos van ben",
     "Apunto: revisión completa o martes 3 de novembro ás 10:00. Total 35,00 €; dura uns 60 minutos.",
     "os freos van ben"),
])
def test_the_workshop_s_brakes_fine_are_still_a_remark(said, reply, note):
    c = chat("taller")
    t = c.say(said)
    assert t.text.startswith(reply) and c.state["booking"]["services"] == ["revision"]
    c.say("Iria")
    t = c.say("612000333")
    assert f"«{note}»" in t.text and c.state["booking"]["note"] == note
    assert c.state["booking"]["services"] == ["revision"]


@pytest.mark.parametrize("said", ["pinchazo el martes a las 10, solo es la cámara",
                                  "pinchazo o martes ás 10, é só a cámara",
                                  "pinchazo el martes a las 10, la cubierta esta bien"])
def test_the_trouble_told_in_the_workshop_still_buys_no_part(said):
    c = chat("taller")
    c.say(said)
    assert c.state["booking"]["services"] == ["pinchazo"] and "×" not in (c.state["booking"].get("note") or "")


def test_a_thing_fine_said_at_the_note_with_a_service_held_is_still_the_note():
    c = chat("taller")
    c.say_all("revision el martes a las 10", "Iria", "612000333")
    c.say("la cadena esta nueva")
    assert c.state["booking"]["note"] == "la cadena esta nueva" and c.state["booking"]["services"] == ["revision"]


# ---- read once, with what it names; nothing matched without a word a remark needs ---------------------

def test_the_remarks_are_read_once_with_what_they_name():
    biz = chat("taller").biz
    s = analyze("revision el martes a las 10, la camara ya la traigo yo", biz, {"now": NOW})
    assert [(r.said, set(r.ids)) for r in s.remarks] == [("la camara ya la traigo yo", {"camara"})]


def test_no_remark_word_no_catalogue_search(monkeypatch):
    biz = chat("taller").biz
    monkeypatch.setattr(remarks_module, "find_items", lambda *a, **k: pytest.fail("searched"))
    assert remarks_module.remarks_in("revisión el martes a las 10, con Uxía", biz) == []
