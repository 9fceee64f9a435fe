"""Real names at the name step, and thanks after an order (review of stop 57, findings 4 and 6).

What was wrong:
- to «¿A nombre de quién lo preparo?», a real name whose words the trade also uses was refused: in the
  florist's, «Rosa Flores» got «Llevas 1 × Ramo de rosas. Total 35,00 €.» and the name asked again, in a
  loop (the same name said again was refused again); «Flores Rojas» (two surnames) got «Apunto como
  indicación: «Rojas».» and the name asked again. Any two trade words with a plural were read as things.
- «quiero 4 croissants para mañana, muy agradecida» ended with «Apunto como indicación: «muy
  agradecida».»: thanks («muy agradecida», «bien atendido», «moi agradecida») read as how the things
  should be made.

What now happens:
- the words said as the name are things only when they name a line of the catalogue by a word of its
  own, said in the plural («Rosas Rojas», «Ramo Rosas», «Rosas Vermellas»); «Rosa Flores», «Flores
  Rojas», «Pilar Rosales» are names: «¿Y un teléfono de contacto?», and no word of them a note. A name
  refused once and said again, the same, is taken (and is not kept as a note as well), and so is one
  said after its cue («me llamo Rosas Rojas»).
- thanks beside an order are no note: after the phone comes the note question («¿Quieres una
  dedicatoria o alguna indicación…?»), no «Apunto como indicación»; how the things should be made
  («bien tostaditos», «muy hechos», «ben tostadiños», also before «muchas gracias») is still kept.
"""
import pytest

from tests.conversation import chat, line_counts

_ASK_NAME = {"es": "¿A nombre de quién lo preparo?", "gl": "¿A nome de quen o preparo?"}
_ASK_PHONE = {"es": "¿Y un teléfono de contacto?", "gl": "¿E un teléfono de contacto?"}
_ROSES_FOR_SATURDAY = {"es": ("quiero un ramo de rosas para el sábado", "a las 11"),
                       "gl": ("quero un ramo de rosas para o sábado", "ás 11")}


def _at_the_name_step(lang: str = "es"):
    c = chat("floristeria")
    for text in _ROSES_FOR_SATURDAY[lang]:
        c.say(text)
    assert _ASK_NAME[lang] in c.last.text
    return c


# ---- 4. real names whose words the trade also uses --------------------------------------------------

@pytest.mark.parametrize("lang, name", [
    ("es", "Rosa Flores"), ("es", "Flores Rojas"), ("es", "Pilar Rosales"), ("es", "Rosa Flores Otero"),
    ("es", "Flor Ramos"), ("es", "Rosa Blanca Flores"),
    ("gl", "Rosa Flores"), ("gl", "Flores Rojas"), ("gl", "Uxía Ramos"),
])
def test_a_real_name_with_trade_words_is_taken(lang, name):
    c = _at_the_name_step(lang)
    t = c.say(name)
    assert c.order["name"] == name
    assert _ASK_PHONE[lang] in t.text
    assert _ASK_NAME[lang] not in t.text
    assert "indicación" not in t.text
    assert not c.order.get("notes_said")        # «Rojas» of «Flores Rojas» is no colour wished
    assert line_counts(c) == {"ramo-rosas": 1}


def test_the_name_then_the_phone_goes_on_to_the_summary():
    c = _at_the_name_step()
    c.say("Rosa Flores")
    t = c.say("600111222")
    assert c.order["name"] == "Rosa Flores"
    assert c.order["phone"] == "+34600111222"
    assert "¿Quieres el texto de la tarjeta o alguna indicación?" in t.text


@pytest.mark.parametrize("lang, said", [
    ("es", "Rosas Rojas"), ("es", "Ramo Rosas"), ("es", "rosas rojas"), ("es", "Ramos Rosas"),
    ("gl", "Rosas Vermellas"),
])
def test_things_of_the_catalogue_said_as_the_name_are_still_no_name(lang, said):
    c = _at_the_name_step(lang)
    t = c.say(said)
    assert not c.order.get("name")
    assert _ASK_NAME[lang] in t.text
    assert _ASK_PHONE[lang] not in t.text
    assert line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("lang, name", [("es", "Rosas Rojas"), ("es", "Ramo Rosas"), ("gl", "Rosas Vermellas")])
def test_a_name_refused_once_and_said_again_is_taken(lang, name):
    c = _at_the_name_step(lang)
    c.say(name)
    assert not c.order.get("name")
    t = c.say(name)
    assert c.order["name"] == name
    assert _ASK_PHONE[lang] in t.text
    assert line_counts(c) == {"ramo-rosas": 1}
    assert not c.order.get("notes_said")       # the words are the name, not a note as well


@pytest.mark.parametrize("lang, said, name", [
    ("es", "me llamo Rosas Rojas", "Rosas Rojas"), ("es", "a nombre de Ramo Rosas", "Ramo Rosas"),
    ("gl", "chámome Rosas Vermellas", "Rosas Vermellas"),
])
def test_things_said_after_a_name_cue_are_the_name(lang, said, name):
    c = _at_the_name_step(lang)
    t = c.say(said)
    assert c.order["name"] == name
    assert _ASK_PHONE[lang] in t.text
    assert line_counts(c) == {"ramo-rosas": 1}


def test_a_different_thing_said_after_a_refusal_is_still_no_name():
    c = _at_the_name_step()
    c.say("Rosas Rojas")
    t = c.say("Ramo Rosas")
    assert not c.order.get("name")
    assert _ASK_NAME["es"] in t.text


@pytest.mark.parametrize("name", ["Rosa", "Pilar", "Rosa Otero", "Rosa Blanca"])
def test_names_that_are_words_are_still_taken_at_once(name):
    c = _at_the_name_step()
    t = c.say(name)
    assert c.order["name"] == name
    assert _ASK_PHONE["es"] in t.text


# ---- 6. thanks beside an order are no note -----------------------------------------------------------

@pytest.mark.parametrize("lang, first, then", [
    ("es", "quiero 4 croissants para mañana, muy agradecida", ("a las 10", "Ana 600111222")),
    ("es", "quiero 4 croissants para manana, muy agradecido", ("a las 10", "Ana 600111222")),
    ("es", "4 croissants para mañana, muy amable", ("a las 10", "Ana 600111222")),
    ("es", "4 croissants para mañana, siempre bien atendida", ("a las 10", "Ana 600111222")),
    ("es", "4 croissants para mañana, muy agradecidos por todo", ("a las 10", "Ana 600111222")),
    ("gl", "quero catro croissants para mañá, moi agradecida", ("ás 10", "Ana 600111222")),
    ("gl", "catro croissants para mañá, moi agradecido", ("ás 10", "Ana 600111222")),
    ("gl", "catro croissants para mana, sempre ben atendida", ("ás 10", "Ana 600111222")),
])
def test_thanks_beside_an_order_are_no_note(lang, first, then):
    c = chat("")
    t = c.say(first)
    assert t.texts[0] == "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."
    for text in then:
        t = c.say(text)
    assert line_counts(c) == {"croissant": 4}
    assert not c.order.get("notes_said")
    assert "Apunto como indicación" not in t.text
    note_asked = {"es": "¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)?",
                  "gl": "¿Queres unha dedicatoria ou algunha indicación (alerxias, velas, caixa)?"}
    assert note_asked[lang] in t.text


@pytest.mark.parametrize("lang, said, note", [
    ("es", "4 croissants para el martes, bien tostaditos", "bien tostaditos"),
    ("es", "4 croissants para el martes, muy hechos por favor", "muy hechos"),
    ("es", "4 croissants para el martes, bien tostados, muchas gracias", "bien tostados"),
    ("gl", "catro croissants para o martes, ben tostadiños", "ben tostadiños"),
    ("gl", "catro croissants para o martes, moi feitos", "moi feitos"),
])
def test_how_the_things_are_made_is_still_kept(lang, said, note):
    c = chat("")
    c.say(said)
    assert line_counts(c) == {"croissant": 4}
    assert c.order["notes_said"] == [note]
