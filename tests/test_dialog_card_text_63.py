"""Stop 63 (card text): at a business whose note also asks for words written on the thing
(`order.note_asks_wording`: the florist's card, the bakery's dedication), a note said earlier that only
says how the thing is («rojas», «con lazo», «para regalo») is said back and the note question still
asked, the answer added after it; a greeting said alone («Feliz aniversario», «Te quiero») at the name
question or the summary is the words to write; the pickup («para recoger el martes», «pa levar») never
ends up in a note nor in the words to write, nor is it a name; a colour the trade lists no word for is
noted; a colour the thing's own words contradict is offered, not noted, and a name said to the offer
is taken."""
from __future__ import annotations

import pytest

from tests.conversation import chat

ASK_CARD = "¿Quieres añadir el texto de la tarjeta o alguna indicación? Si no, dime «no»."
ASK_CARD_GL = "¿Queres engadir o texto da tarxeta ou algunha indicación? Se non, dime «non»."
ASK_DEDICATION = "¿Quieres añadir una dedicatoria o alguna indicación (alergias, velas, caja)? Si no, dime «no»."
SUMMARY = "Este es el pedido que enviaré al local."
SUMMARY_GL = "Este é o pedido que lle enviarei ao local."


# ---- 1. a description kept: the card's text still asked, the answer added --------------------------------

@pytest.mark.parametrize("slug, steps, kept, asked, text, note", [
    ("floristeria", ["ramo de rosas rojas para el lunes a las 11", "Pedro", "600111333"], "rojas", ASK_CARD,
     "Te quiero", "rojas; Te quiero"),
    ("floristeria", ["kiero un ramo d rosas rojas pal lunes a las 11", "Pedro", "600111333"], "rojas", ASK_CARD,
     "te kiero mucho", "rojas; te kiero mucho"),
    ("floristeria", ["quero un ramo de rosas vermellas con tarxeta para o venres ás 12", "Iria", "677888111"],
     "ramo de rosas vermellas", ASK_CARD_GL, "Feliz aniversario", "ramo de rosas vermellas; Feliz aniversario"),
    ("floristeria", ["quero un ramo de rosas vermellas pro luns ás 11", "Iria", "677888111"], "vermellas",
     ASK_CARD_GL, "Parabéns avoa", "vermellas; Parabéns avoa"),
    ("floristeria", ["un ramo de temporada con lazo para el lunes a las 11", "Ana", "611222999"], "con lazo",
     ASK_CARD, "Felicidades Marta", "con lazo; Felicidades Marta"),
    ("", ["tarta de santiago para regalo para el sabado a las 12", "8 raciones", "Ana", "600111333"],
     "para regalo", ASK_DEDICATION, "Felicidades papá", "para regalo; Felicidades papá"),
    ("", ["tarta de santiago de 8 raciones con velas para el sabado a las 12", "Ana", "600111333"], "con velas",
     ASK_DEDICATION, "Felicidades papa", "con velas; Felicidades papa"),
])
def test_a_description_kept_still_asks_the_words_to_write(slug, steps, kept, asked, text, note):
    c = chat(slug)
    t = c.say_all(*steps)
    assert f"«{kept}». {asked}" in t.text and c.state["awaiting"] == "note"
    t = c.say(text)
    assert c.order["note"] == note and (SUMMARY in t.text or SUMMARY_GL in t.text)


@pytest.mark.parametrize("slug, steps, chip, note", [
    ("floristeria", ["ramo de rosas rojas para el lunes a las 11", "Pedro", "600111333"], "Nada más", "rojas"),
    ("floristeria", ["quero un ramo de rosas vermellas pro luns ás 11", "Iria", "677888111"], "Nada máis",
     "vermellas"),
    ("", ["quiero 6 croissants para el martes a las 10, en caja de regalo por favor", "Rosa", "633444555"],
     "Nada más", "en caja de regalo"),
])
def test_nothing_more_keeps_the_description(slug, steps, chip, note):
    c = chat(slug)
    c.say_all(*steps)
    t = c.press(chip)
    assert c.order["note"] == note and (SUMMARY in t.text or SUMMARY_GL in t.text)


@pytest.mark.parametrize("said", ["no", "non", "nada mas"])
def test_no_to_it_keeps_the_description(said):
    c = chat("floristeria")
    c.say_all("ramo de rosas rojas para el lunes a las 11", "Pedro", "600111333")
    c.say(said)
    assert c.order["note"] == "rojas"


# near-misses: a wording said with the order answers it; where the note asks for no words, kept as before
@pytest.mark.parametrize("slug, steps, note", [
    ("floristeria", ["quiero un ramo de rosas rojas con tarjeta que ponga feliz aniversario para recoger el martes "
                     "a las 11", "Pedro", "600111333"], "que ponga feliz aniversario; ramo de rosas rojas"),
    ("", ["quiero una tarta de queso para 8 el sabado a las 12 con la dedicatoria Feliz cumple Ana", "Rosa",
          "633444555"], "con la dedicatoria Feliz cumple Ana"),
    ("libreria", ["el atlas do ceo para regalo para el miercoles a las 18", "Marcos", "600999111"], "para regalo"),
    ("restaurante", ["mesa en la terraza para 4 el jueves a las 21", "Luis", "600999888"], "en la terraza"),
])
def test_a_wording_or_no_wording_asked_keeps_the_note_without_asking(slug, steps, note):
    c = chat(slug)
    t = c.say_all(*steps)
    draft = c.state["booking"] if slug == "restaurante" else c.order
    assert draft["note"] == note and f"«{note}»" in t.text and "¿Quieres" not in t.text


# ---- 2. a greeting said alone: the words to write ----------------------------------------------------------

@pytest.mark.parametrize("slug, steps, said, reply, note", [
    ("floristeria", ["ramo de temporada para el lunes a las 11", "Pedro", "600111333", "no"], "Te quiero mucho",
     "Añado a las indicaciones: «Te quiero mucho».", "Te quiero mucho"),
    ("floristeria", ["quero un ramo de tempada para o luns ás 11", "Iria", "677888111", "non"], "Parabéns mamá",
     "Engado ás indicacións: «Parabéns mamá».", "Parabéns mamá"),
    ("", ["tarta de santiago de 8 raciones para el sabado a las 12", "Ana", "600111333", "no"], "Felicidades papa",
     "Añado a las indicaciones: «Felicidades papa».", "Felicidades papa"),
    ("", ["tarta de santiago de 8 raciones para el sabado a las 12", "Ana", "600111333", "no"], "feliz cumple uxia!!",
     "Añado a las indicaciones: «feliz cumple uxia!!».", "feliz cumple uxia!!"),
])
def test_a_greeting_at_the_summary_is_added_to_the_note(slug, steps, said, reply, note):
    c = chat(slug)
    c.say_all(*steps)
    t = c.say(said)
    assert reply in t.text and c.order["note"] == note


def test_a_greeting_to_the_name_question_is_kept_not_the_name():
    c = chat("floristeria")
    c.say("ramo de temporada para el lunes a las 11")
    t = c.say("Feliz aniversario")
    assert "Apunto como indicación: «Feliz aniversario»." in t.text and t.text.endswith("¿A nombre de quién lo preparo?")
    assert c.order["name"] is None
    c.say_all("Pedro", "600111333")
    assert c.order["note"] == "Feliz aniversario"


# near-misses: a goodbye or thanks at the summary is no wording; a booking keeps no greeting as a note
@pytest.mark.parametrize("said", ["feliz dia", "gracias, feliz fin de semana", "feliz finde!!"])
def test_a_goodbye_at_the_summary_is_no_wording(said):
    c = chat("floristeria")
    c.say_all("ramo de temporada para el lunes a las 11", "Pedro", "600111333", "no")
    t = c.say(said)
    assert "Añado a las indicaciones" not in t.text and not c.order.get("note")


# ---- 3. the pickup is never the words to write, nor a note, nor a name ---------------------------------------

@pytest.mark.parametrize("slug, said, wording", [
    ("floristeria", "quiero un ramo de temporada con tarjeta que ponga feliz aniversario para recoger el martes a "
                    "las 11", "que ponga feliz aniversario"),
    ("floristeria", "ramo de temporada con tarjeta que ponga te quiero y lo recojo el martes a las 11",
     "que ponga te quiero"),
    ("floristeria", "ramo de tempada cunha tarxeta que poña parabéns avoa pa recoller o martes ás 11",
     "que poña parabéns avoa"),
    ("floristeria", "un ramo de temporada con tarjeta que diga Te Quiero Mucho el martes a las 11",
     "que diga Te Quiero Mucho"),
    ("", "una tarta sacher que ponga felicidades ana para recoger el sabado a las 12", "que ponga felicidades ana"),
    ("", "unha tarta de queixo que poña parabéns avoa pa recoller o sábado ás 12", "que poña parabéns avoa"),
])
def test_the_pickup_is_not_in_the_words_to_write(slug, said, wording):
    c = chat(slug)
    c.say(said)
    assert c.order["notes_said"] == [wording] and c.order["ymd"] in ("2026-11-03", "2026-11-07")


@pytest.mark.parametrize("slug, said", [
    ("floristeria", "boas, queria un ramo de tempada pa levar o martes ás 11"),
    ("floristeria", "un ramo de temporada para llevar el martes a las 11"),
    ("", "quiero 3 croissants para llevar a las 10 del martes"),
])
def test_a_bare_take_away_is_no_note(slug, said):
    c = chat(slug)
    c.say(said)
    assert not c.order.get("notes_said") and c.order["min"] == 660 - 60 * (slug == "")


@pytest.mark.parametrize("said", ["para llevar", "pa levar", "es para recoger", "lo recojo yo"])
def test_a_bare_take_away_to_the_name_question_is_no_name_and_no_note(said):
    c = chat()
    c.say("quiero 6 croissants para el martes a las 10")
    t = c.say(said)
    assert c.order["name"] is None and not c.order.get("notes_said")
    assert t.text.endswith("¿A nombre de quién lo preparo?")


@pytest.mark.parametrize("said", ["para llevar", "pa levar"])
def test_a_bare_take_away_to_the_note_question_leaves_no_note(said):
    c = chat("floristeria")
    c.say_all("ramo de temporada para el lunes a las 11", "Pedro", "600111333")
    t = c.say(said)
    assert c.order["note"] == "" and SUMMARY in t.text


# near-miss: where it goes is still noted
def test_taken_away_somewhere_is_still_noted():
    c = chat()
    c.say("3 croissants pra levar ao traballo o martes ás 10")
    assert c.order["notes_said"] == ["pra levar ao traballo"]


# ---- 4. colours: one the trade lists no word for is noted; one the thing contradicts is offered ----------

@pytest.mark.parametrize("said, kept", [
    ("ramo de temporada azul para el lunes a las 11", "azul"),
    ("ramo de temporada en tonos azules para el lunes a las 11", "en tonos azules"),
    ("ramo de tempada en tons vermellos pro luns ás 11", "en tons vermellos"),
    ("un ramo de temporada lila clarito para el lunes a las 11", "lila"),
])
def test_a_colour_said_of_the_thing_is_noted(said, kept):
    c = chat("floristeria")
    t = c.say(said)
    assert "Apunto: 1 × Ramo de" in t.text and "No tengo" not in t.text and "Non teño" not in t.text
    assert kept in c.order["notes_said"][0]


# near-misses: a kind not made stays not made; a colour in a product's name names it
def test_a_colour_of_a_flavour_is_still_not_made_and_not_noted():
    c = chat()
    t = c.say("quiero una tarta de chocolate blanco")
    assert "No tengo «tarta de chocolate blanco»" in t.text and not c.order.get("notes_said")


def test_a_colour_in_a_name_is_no_note():
    c = chat("floristeria")
    t = c.say("quiero una orquidea blanca")
    assert "Apunto: 1 × Orquídea." in t.text and not c.order.get("notes_said")


@pytest.mark.parametrize("said, name, phone, text, offer", [
    ("ramo de rosas blancas para el martes a las 12", "Ana", "611222999", "con lazo",
     "Solo tengo Ramo de rosas (Doce rosas rojas con verde de temporada), 35,00 €. ¿Te vale?"),
    ("quero un ramo de rosas amarelas para o martes ás 12", "Iria", "611222999", "Parabéns",
     "Só teño Ramo de rosas (Doce rosas vermellas con verde de tempada), 35,00 €. ¿Vale?"),
])
def test_a_contradicted_colour_is_offered_and_a_name_to_it_taken(said, name, phone, text, offer):
    c = chat("floristeria")
    t = c.say(said)
    assert offer in t.text and not c.order.get("notes_said")
    t = c.say(name)
    assert "Apunto: 1 × Ramo de rosas. Total 35,00 €." in t.text and c.order["name"] == name
    c.say_all(phone, text)
    assert c.order["note"] == text and c.order["phone"] == "+34611222999"


def test_a_contradicted_colour_taken_with_yes_is_not_noted():
    c = chat("floristeria")
    c.say("kiero un ramo de rosas blancas con lazo")
    c.say("si")
    assert c.order["notes_said"] == ["con lazo"]


# near-miss: a lower-case word to the offer is no name
def test_a_word_to_the_offer_is_no_name():
    c = chat("floristeria")
    c.say("ramo de rosas blancas para el martes a las 12")
    c.say("hola")
    assert c.order["name"] is None and not c.order["lines"]


# a colour word alone is no note where no thing is named: a name («Blanca») or a title («el fuego rojo»)
@pytest.mark.parametrize("steps, reply", [
    (["un ramo de rosas", "Blanca"], "¿A qué hora lo recoges?"),
    (["quiero el fuego rojo"], "No tengo «el fuego rojo» en el catálogo."),
])
def test_a_colour_word_without_a_thing_is_no_note(steps, reply):
    c = chat("floristeria")
    for said in steps:
        t = c.say(said)
    assert reply in t.text and "indicación" not in t.text
