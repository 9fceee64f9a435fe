"""A second look at this stop's changes, by a reviewer probing for what they broke: praise followed
by «ponme 6» next, praise with a wish in the same message («qué bonito el X, me lo quedo», «…, otro
igual», «…, quero 6»), past praise («me encantó la X del otro día»); «somos 6, ya te confirmo» and a
question about cancelling («¿y si tengo que cancelarlo?», «se non vou, cancélase só?») throwing the
request away; «uf, caro» after a price adding the service (or taken as the name «Caro»); a held line
named again alone adding one; «borra la nota» becoming the note; «6 no, 4», «me he liado, mejor 10»,
«con 8 vale» at the time question; «a nombre de Ana, no, de Lucía» and «Lucía, no Ana»."""
import pytest

from tests.conversation import chat


def _lines(c) -> list[tuple[str, int]]:
    return [(x["item_id"], x["qty"]) for x in c.order["lines"]]


@pytest.mark.parametrize("praise, then, lines", [
    ("me encantan los croissants", "ponme 6", [("croissant", 6)]),
    ("qué ricos los croissants", "vale, pon 4", [("croissant", 4)]),
    ("encántanme os croissants", "pon 6", [("croissant", 6)]),
])
def test_a_count_after_praise_is_of_the_thing_praised(praise, then, lines):
    c = chat()
    c.say(praise)
    c.say(then)
    assert _lines(c) == lines


@pytest.mark.parametrize("slug, said, lines", [
    ("floristeria", "qué bonito el ramo de rosas, me lo quedo", [("ramo-rosas", 1)]),
    ("", "me encanta la napolitana, me llevo dos", [("napolitana", 2)]),
    ("", "qué bueno el brownie, otro igual", [("brownie", 1)]),
    ("", "qué ricos los croissants, ¿me pones 4?", [("croissant", 4)]),
    ("", "os croissants están moi ricos, quero 6", [("croissant", 6)]),
    ("", "qué ricos los croissants, quiero media docena", [("croissant", 6)]),
])
def test_a_wish_with_praise_orders(slug, said, lines):
    c = chat(slug)
    c.say(said)
    assert _lines(c) == lines


@pytest.mark.parametrize("slug, said", [
    ("", "me encantó la tarta de queso del otro día"), ("", "a mi madre le encantó la tarta de santiago"),
    ("", "encantoume a tarta de queixo"), ("taller", "me encantó cómo me dejasteis los frenos"),
    ("peluqueria", "Marta es un sol"), ("peluqueria", "sois los mejores, Marta es un sol"),
])
def test_past_praise_is_thanked(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0].startswith(("¡Muchas gracias, da gusto leerlo!", "Moitas grazas, dá gusto lelo!"))
    assert t.request is None


def test_a_price_asked_beside_praise_is_of_the_thing():
    t = chat().say("me encantan vuestros croissants, ¿cuánto cuestan?")
    assert t.texts[0] == "Croissant de mantequilla: 1,80 €."


@pytest.mark.parametrize("slug, first, said", [
    ("restaurante", "mesa para 4 el jueves a las 21", "somos 6, ya te confirmo"),
    ("restaurante", "mesa el viernes a las 21", "igual somos 5, ya te digo"),
    ("restaurante", "mesa para 4 el viernes a las 21", "¿puedo cancelar hasta el mismo día?"),
    ("", "quiero 4 croissants para el martes a las 10", "¿y si tengo que cancelarlo?"),
    ("", "quero 4 croissants para o martes ás 10", "se non vou, cancélase só?"),
])
def test_nothing_said_calls_the_request_off(slug, first, said):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert "sin enviar" not in t.text and "sen enviar" not in t.text
    assert (c.state["booking"]["ymd"] if slug else c.order["lines"])


@pytest.mark.parametrize("reaction", ["caro", "uf, caro", "uf, no, caro", "qué caro"])
def test_a_price_reaction_adds_nothing(reaction):
    c = chat("peluqueria")
    c.say("corte de mujer el martes a las 12 con Marta")
    c.say("¿cuánto cuesta el tinte?")
    t = c.say(reaction)
    b = c.state["booking"]
    assert b["services"] == ["corte-mujer"] and b["min"] == 12 * 60 and b["name"] is None
    assert "22,00 €" not in t.text


@pytest.mark.parametrize("said, back", [("croissants", "Llevas 6 × Croissant de mantequilla. Total 10,80 €."),
                                        ("los croissants", "Llevas 6 × Croissant de mantequilla. Total 10,80 €."),
                                        ("os croissants", "Levas 6 × Croissant de mantequilla. Total 10,80 €.")])
def test_a_line_named_again_alone_is_said_back(said, back):
    c = chat()
    c.say("quiero 6 croissants")
    t = c.say(said)
    assert _lines(c) == [("croissant", 6)] and t.texts[0] == back


def test_another_one_named_is_still_one_more():
    c = chat()
    c.say("quiero 6 croissants")
    c.say("otro croissant")
    assert _lines(c) == [("croissant", 7)]


@pytest.mark.parametrize("steps, note", [
    (["borra la nota"], ""), (["sin gluten por favor", "olvida lo de la nota"], ""),
    (["que ponga feliz cumple Marta", "olvida lo de Marta"], ""),
])
def test_a_note_taken_back_in_other_words(steps, note):
    c = chat()
    c.say("tarta de queso para 8 el jueves a las 11")
    c.say("Ana")
    c.say("612345678")
    for step in steps:
        c.say(step)
    assert c.order["note"] == note


@pytest.mark.parametrize("first, said, count", [
    ("quero 6 croissants", "6 non, 4", 4), ("quiero 6 croissants", "6 no, 4", 4),
    ("quiero 6 croissants", "me he liado, mejor 10", 10), ("quiero 6 croissants", "con 8 vale", 8),
])
def test_a_count_mended_at_the_time_question(first, said, count):
    c = chat()
    c.say(first)
    c.say(said)
    assert _lines(c) == [("croissant", count)]


@pytest.mark.parametrize("said, name", [("a nombre de Ana, no, de Lucía", "Lucía"), ("Lucía, no Ana", "Lucía")])
def test_which_name_is_meant(said, name):
    c = chat()
    c.say("quiero 4 croissants para el martes a las 10")
    c.say(said)
    assert c.order["name"] == name


def test_a_name_mended_at_the_summary():
    c = chat()
    c.say("quiero 4 croissants para el martes a las 10")
    for step in ("Ana", "612345678", "no"):
        c.say(step)
    t = c.say("Ana no, Lucía")
    assert c.order["name"] == "Lucía" and t.texts[0] == "Corregido: a nombre de Lucía."


@pytest.mark.parametrize("said, party", [("seis, no, mejor cinco", 5), ("6 non, 4", 4), ("6 digo 5", 5),
                                         ("somos 6, no, 5", 5), ("somos seis non, somos cinco", 5)])
def test_a_party_mended_in_one_answer(said, party):
    c = chat("restaurante")
    c.say("quiero reservar mesa")
    c.say(said)
    assert c.state["booking"]["party"] == party
