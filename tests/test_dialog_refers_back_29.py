"""Stop 29: words that point back to the thing named («quiero una nueva», «otra igual que esa»,
«unha como a que tiña») are that thing, never a product the catalogue lacks: named in the same
message or the turn before, it is ordered (one more when it is already in the order); with nothing
named, the customer is asked which product."""
import pytest

from tests.conversation import chat


def _chat(slug: str):
    return chat() if slug == "pasteleria" else chat(slug)      # the bakery is datasets/pasteleria


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.state["order"]["lines"]]


def _no_unknown(t) -> None:
    assert "No tengo" not in t.text and "Non teño" not in t.text, t.text


# A problem told and a new one asked for in the same message: one of the thing, nothing in the order before
@pytest.mark.parametrize("slug, msg, item, line", [
    ("taller", "se me rompió la cadena, quiero una nueva", "cadena", "1 × Cadena de 9 velocidades. Total 24,00 €"),
    ("taller", "se me rompio la cadena quiero una nueva", "cadena", "1 × Cadena de 9 velocidades. Total 24,00 €"),
    ("taller", "se me rompió la cadena, ponme una nueva", "cadena", "1 × Cadena de 9 velocidades. Total 24,00 €"),
    ("taller", "se me rompió la cadena, necesito otra nueva", "cadena", "1 × Cadena de 9 velocidades"),
    ("taller", "se me rompió la cadena, quiero otra igual", "cadena", "1 × Cadena de 9 velocidades. Total 24,00 €"),
    ("taller", "se me rompió la cadena, quiero una igual que esa", "cadena", "1 × Cadena de 9 velocidades"),
    ("taller", "se me rompió la cadena, quiero una como la que tenía", "cadena", "1 × Cadena de 9 velocidades"),
    ("taller", "se me rompio la cadena, quiero una como la que tenia", "cadena", "1 × Cadena de 9 velocidades"),
    ("taller", "se rompeu a cadea, quero unha nova", "cadena", "1 × Cadea de 9 velocidades. Total 24,00 €"),
    ("taller", "saíuseme a cadea, quero outra igual", "cadena", "1 × Cadea de 9 velocidades"),
    ("taller", "rompeuseme a cadea, quero unha como a que tiña", "cadena", "1 × Cadea de 9 velocidades"),
    ("taller", "se me pinchó la cámara, quiero una nueva", "camara", "1 × Cámara 700x28. Total 7,00 €"),
    ("taller", "se me pincho la camara, quiero otra igual", "camara", "1 × Cámara 700x28. Total 7,00 €"),
    ("pasteleria", "se me cayó la bica, quiero otra igual", "bica", "1 × Bica gallega. Total 9,00 €"),
    ("pasteleria", "se me cayó la bica, quiero una nueva", "bica", "1 × Bica gallega. Total 9,00 €"),
    ("pasteleria", "caeuseme a bica, quero outra igual", "bica", "1 × Bica gallega. Total 9,00 €"),
    ("floristeria", "se me murió la orquídea, quiero otra igual", "orquidea", "1 × Orquídea. Total 32,00 €"),
])
def test_new_one_of_the_thing_named_in_the_message(slug, msg, item, line):
    c = _chat(slug)
    t = c.say(msg)
    _no_unknown(t)
    assert line in t.text
    assert _lines(c) == [(item, 1)]


# The problem told the turn before: «una nueva» is one of that thing (the first of the order)
@pytest.mark.parametrize("slug, first, then, item, line", [
    ("taller", "se me rompió la cadena", "quiero una nueva", "cadena", "1 × Cadena de 9 velocidades. Total 24,00 €"),
    ("taller", "se me rompió la cadena", "quiero otra igual", "cadena", "1 × Cadena de 9 velocidades"),
    ("taller", "se me rompió la cadena", "ponme una nueva", "cadena", "1 × Cadena de 9 velocidades"),
    ("taller", "se me rompio la cadena", "una igual", "cadena", "1 × Cadena de 9 velocidades"),
    ("taller", "rompeuseme a cadea", "quero unha nova", "cadena", "1 × Cadea de 9 velocidades"),
    ("taller", "rompéuseme a cadea", "outra igual", "cadena", "1 × Cadea de 9 velocidades"),
    ("taller", "se me pinchó la cámara", "quiero una nueva", "camara", "1 × Cámara 700x28. Total 7,00 €"),
    ("taller", "se me pinchó la cámara", "necesito otra nueva", "camara", "1 × Cámara 700x28. Total 7,00 €"),
    ("pasteleria", "se me cayó la bica", "quiero otra igual", "bica", "1 × Bica gallega. Total 9,00 €"),
    ("pasteleria", "caeuseme a bica", "quero unha nova", "bica", "1 × Bica gallega. Total 9,00 €"),
])
def test_new_one_of_the_thing_of_the_problem_told_before(slug, first, then, item, line):
    c = _chat(slug)
    c.say(first)
    t = c.say(then)
    _no_unknown(t)
    assert line in t.text
    assert _lines(c) == [(item, 1)]


# After an order: «otra igual», «una nueva» is one more of its last line
@pytest.mark.parametrize("slug, first, then, item, qty, total", [
    ("pasteleria", "quiero una bica", "quiero otra igual", "bica", 2, "Total 18,00 €"),
    ("pasteleria", "quiero una bica", "ponme otra igual", "bica", 2, "Total 18,00 €"),
    ("pasteleria", "quiero una bica", "una igual", "bica", 2, "Total 18,00 €"),
    ("pasteleria", "quiero dos bicas", "quiero otra igual", "bica", 3, "Total 27,00 €"),
    ("pasteleria", "quero unha bica", "quero outra igual", "bica", 2, "Total 18,00 €"),
    ("taller", "quiero una cadena", "quiero otra igual", "cadena", 2, "Total 48,00 €"),
    ("taller", "quiero una cadena", "ponme una nueva", "cadena", 2, "Total 48,00 €"),
    ("taller", "quiero una cadena", "quiero una igual para el martes", "cadena", 2, "Total 48,00 €"),
    ("floristeria", "quero unha orquídea", "quero outra igual", "orquidea", 2, "Total 64,00 €"),
])
def test_another_like_it_after_an_order(slug, first, then, item, qty, total):
    c = _chat(slug)
    c.say(first)
    t = c.say(then)
    _no_unknown(t)
    assert total in t.text
    assert _lines(c) == [(item, qty)]


# The price asked the turn before: «ponme una igual» is one of that product
def test_one_like_the_one_priced():
    c = chat()
    c.say("¿cuánto cuesta la bica?")
    t = c.say("ponme una igual")
    assert "1 × Bica gallega. Total 9,00 €" in t.text
    assert _lines(c) == [("bica", 1)]


# Nothing named: which product, never «No tengo «nueva»»
@pytest.mark.parametrize("slug, msg, question", [
    ("taller", "quiero una nueva", "¿De qué producto? Dime cuál y te lo apunto."),
    ("taller", "ponme una nueva", "¿De qué producto?"),
    ("taller", "necesito otra nueva", "¿De qué producto?"),
    ("taller", "una igual", "¿De qué producto?"),
    ("taller", "otra igual que esa", "¿De qué producto?"),
    ("taller", "una como la que tenía", "¿De qué producto?"),
    ("taller", "una como la que tenia", "¿De qué producto?"),
    ("taller", "unha nova", "¿De que produto? Dime cal e apúntocho."),
    ("taller", "outra igual", "¿De que produto?"),
    ("taller", "quero unha nova", "¿De que produto?"),
    ("pasteleria", "quiero otra igual", "¿De qué producto?"),
    ("libreria", "perdí el libro, quiero otro igual", "¿De qué producto?"),
    ("libreria", "perdín o libro, quero outro igual", "¿De que produto?"),
])
def test_nothing_named_asks_which(slug, msg, question):
    c = _chat(slug)
    t = c.say(msg)
    _no_unknown(t)
    assert question in t.text
    assert not t.request and _lines(c) == []


# «nueva», «nova» beside a product name add nothing; real option words still work
@pytest.mark.parametrize("slug, msg, line", [
    ("taller", "quiero una cámara nueva", "1 × Cámara 700x28. Total 7,00 €"),
    ("taller", "quiero una nueva cadena", "1 × Cadena de 9 velocidades. Total 24,00 €"),
    ("taller", "quero unha cadea nova", "1 × Cadea de 9 velocidades. Total 24,00 €"),
    ("taller", "quero unha nova cadea", "1 × Cadea de 9 velocidades. Total 24,00 €"),
    ("pasteleria", "quiero una tarta de queso nueva", "1 × Tarta de queso. Total 22,00 €"),
    ("pasteleria", "quiero una tarta de chocolate grande", "1 × Tarta Sacher (20 raciones). Total 44,00 €"),
    ("libreria", "quero follas novas", "1 × Follas novas. Total 18,00 €"),
])
def test_adjective_beside_a_product_adds_nothing(slug, msg, line):
    t = _chat(slug).say(msg)
    _no_unknown(t)
    assert line in t.text


# Not pointing back: «a la una igual llego tarde» is a time and a «maybe»; «me da igual» no product
@pytest.mark.parametrize("slug, msg", [
    ("restaurante", "quiero una mesa para 2 a la una"),
    ("taller", "me da igual"),
])
def test_not_pointing_back(slug, msg):
    t = _chat(slug).say(msg)
    assert "¿De qué producto?" not in t.text
