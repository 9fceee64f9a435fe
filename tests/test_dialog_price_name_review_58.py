"""Review of stop 58: a price said of one thing, and a name typed in lower case.

What was wrong:
- a price was read from anywhere in the message and held against every line: «una tarta de queso y una
  de santiago de 26 euros para el martes» got «Ningún tamaño de Tarta de queso cuesta 26,00 €…» though
  the 26 € was the Santiago's; «quiero una tarta de queso, tengo un vale de 10 euros» got «…cuesta
  10,00 €…», and «… a las 11 con tarjeta de 5 euros» «…cuesta 5,00 €…»;
- at the name step, words of the catalogue in the plural typed in lower case were taken as the name:
  «rosas blancas» went straight to «¿Y un teléfono…?» (the name «Rosas Blancas», the wish lost; before:
  «No tengo «rosas blancas»… ¿Te vale?»), and «rosas rojas» was noted as «Rosas Rojas» because the
  message itself was rewritten capitalised for every reading.

What now happens:
- a price binds to the thing named right before it («X de N euros»), held with that line: the size at
  that price is taken, or each size's price said when none costs it; a price said of anything else (a
  voucher, a note, a bill) is no size check and no count of people;
- in lower case, things in the plural first («rosas blancas», «rosas vermellas») are no name: the wish
  is read as before; a name in lower case («rosa flores», «uxía ramos», «ana rosas», «croissants
  grandes») is still the name, and the message is never rewritten for the other readings.
"""
import pytest

from tests.conversation import chat, chat_after, line_counts

_NO_SIZE = {"es": "Ningún tamaño", "gl": "Ningún tamaño"}
_ASK_SIZE = {"es": "¿Para cuántas raciones?", "gl": "¿Para cantas racións?"}
_ASK_NAME = {"es": "¿A nombre de quién lo preparo?", "gl": "¿A nome de quen o preparo?"}
_ASK_PHONE = {"es": "¿Y un teléfono de contacto?", "gl": "¿E un teléfono de contacto?"}


# ---- 1. a price is the thing's right before it, not the whole message's --------------------------------

@pytest.mark.parametrize("lang, said, listed", [
    ("es", "una tarta de queso y una de santiago de 26 euros para el martes",
     "Apunto: 1 × Tarta de queso y 1 × Tarta de Santiago (12 raciones). Total 48,00 €."),
    ("es", "una tarta de qeso y una de santiago de 26 euros",
     "Apunto: 1 × Tarta de queso y 1 × Tarta de Santiago (12 raciones). Total 48,00 €."),
    ("gl", "unha torta de queixo e unha de santiago de 26 euros para o martes",
     "Apunto: 1 × Tarta de queso e 1 × Tarta de Santiago (12 racións). Total 48,00 €."),
])
def test_a_price_said_of_the_second_thing_is_not_the_first_ones(lang, said, listed):
    t = chat("").say(said)
    assert listed in t.text
    assert _ASK_SIZE[lang] in t.text
    assert _NO_SIZE[lang] not in t.text and "26,00 €:" not in t.text
    assert "26 personas" not in t.text and "26 persoas" not in t.text


def test_the_thing_priced_first_keeps_its_size_and_the_next_is_asked_plainly():
    t = chat("").say("una tarta de santiago de 26 euros y una de queso")
    assert "Apunto: 1 × Tarta de Santiago (12 raciones) y 1 × Tarta de queso. Total 48,00 €." in t.text
    assert "Tarta de queso: ¿Para cuántas raciones?" in t.text
    assert "Ningún tamaño" not in t.text


@pytest.mark.parametrize("lang, said", [
    ("es", "quiero una tarta de queso, tengo un vale de 10 euros"),
    ("es", "quiero una tarta de queso para el martes a las 11 con tarjeta de 5 euros"),
    ("es", "una tarta de queso para el martes, pago con un billete de 50 euros"),
    ("gl", "quero unha tarta de queixo, teño un vale de 10 euros"),
    ("gl", "quero unha tarta de queixo para o martes ás 11 con tarxeta de 5 euros"),
])
def test_a_price_said_of_no_thing_asked_for_is_no_size_check(lang, said):
    c = chat("")
    t = c.say(said)
    assert "Apunto: 1 × Tarta de queso. Total 22,00 €." in t.text
    assert _ASK_SIZE[lang] in t.text
    assert _NO_SIZE[lang] not in t.text
    assert line_counts(c) == {"tarta-queso": 1}


@pytest.mark.parametrize("lang, said, told", [
    ("es", "una tarta de queso de 25 euros",
     "Ningún tamaño de Tarta de queso cuesta 25,00 €: 8 raciones por 22,00 €, 12 raciones por 30,00 €"),
    ("gl", "unha tarta de queixo de 25 euros",
     "Ningún tamaño de Tarta de queso custa 25,00 €: 8 racións por 22,00 €, 12 racións por 30,00 €"),
])
def test_near_miss_a_price_said_of_the_thing_no_size_costs_is_still_told(lang, said, told):
    t = chat("").say(said)
    assert told in t.text
    assert _ASK_SIZE[lang] in t.text


@pytest.mark.parametrize("said, listed", [
    ("una tarta de queso de 30 euros", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("una tarta de queso, de 30 euros", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("una tarta de santiago de 26 euros para 30", "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
])
def test_near_miss_a_price_right_after_the_thing_still_picks_its_size(said, listed):
    t = chat("").say(said)
    assert listed in t.text
    assert "personas" not in t.text


def test_near_miss_a_group_at_a_price_still_asks_among_those_that_cost_it():
    t = chat("").say("quiero una tarta de 26 euros")
    assert "¿Qué tarta quieres?" in t.text
    assert t.chip_labels == ["Tarta de Santiago · 26,00 €", "Tarta Sacher · 26,00 €"]


def test_near_miss_people_said_beside_no_price_are_still_people():
    t = chat("").say("una tarta de queso para 26 personas")
    assert "Para 26 personas te propongo" in t.text


# ---- 2. things in the plural typed in lower case at the name step are no name ----------------------------

def _roses_at_the_name_step(lang: str = "es"):
    said = ("un ramo de rosas para el lunes", "a las 11") if lang == "es" \
        else ("un ramo de rosas para o luns", "ás 11")
    c = chat_after("floristeria", *said)
    assert _ASK_NAME[lang] in c.last.text
    return c


@pytest.mark.parametrize("lang, said, told", [
    ("es", "rosas blancas", "No tengo «rosas blancas» en el catálogo."),
    ("gl", "rosas brancas", "Non teño «rosas brancas» no catálogo."),
])
def test_things_not_sold_in_lower_case_are_no_name(lang, said, told):
    c = _roses_at_the_name_step(lang)
    t = c.say(said)
    assert told in t.text
    assert _ASK_PHONE[lang] not in t.text
    assert not c.order.get("name")
    assert line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("lang, said", [("es", "rosas rojas"), ("gl", "rosas vermellas")])
def test_a_wish_in_lower_case_is_noted_as_written(lang, said):
    c = _roses_at_the_name_step(lang)
    t = c.say(said)
    assert f"«{said}»" in t.text
    assert f"«{said.title()}»" not in t.text
    assert _ASK_NAME[lang] in t.text
    assert not c.order.get("name")
    assert line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("lang, said, name", [
    ("es", "rosa flores", "Rosa Flores"), ("es", "ana rosas", "Ana Rosas"), ("es", "rosa blanca", "Rosa Blanca"),
    ("gl", "uxía ramos", "Uxía Ramos"), ("gl", "rosa flores", "Rosa Flores"),
])
def test_near_miss_a_name_in_lower_case_is_still_the_name(lang, said, name):
    c = _roses_at_the_name_step(lang)
    t = c.say(said)
    assert c.order["name"] == name
    assert _ASK_PHONE[lang] in t.text
    assert "indicación" not in t.text and "Llevas" not in t.text
    assert not c.order.get("notes_said")
    assert line_counts(c) == {"ramo-rosas": 1}


def test_near_miss_a_size_the_things_lack_makes_them_a_name():
    c = chat_after("", "4 croissants para mañana", "a las 10")
    t = c.say("croissants grandes")
    assert c.order["name"] == "Croissants Grandes"
    assert _ASK_PHONE["es"] in t.text
    assert line_counts(c) == {"croissant": 4}
