"""Numbers said for something else read as counts, and a name read as a thing (stop 58, task A).

What was wrong:
- an hour before «con <thing>» was read as «all of them with»: «quiero un ramo de rosas para el sábado a
  las 11 con tarjeta de felicitación» got «Apunto: 1 × Ramo de rosas y 11 × Tarjeta dedicada. Total
  68,00 €.» (Galician «ás 11 con tarxeta» too), and «de felicitación» was lost;
- a price said of a thing was read as people: «una tarta de santiago de 26 euros» got «La más grande es
  de 20 raciones. Para 26 personas te propongo una de 20 raciones y otra de 8 raciones…»;
- the answer to «¿A nombre de quién lo preparo?» made of the business's own words was read as things:
  «Croissants Grandes» got «Croissant de mantequilla no tiene raciones a elegir.» and a fifth croissant;
  «rosa flores» in lower case (stop 57 took «Rosa Flores» capitalised) got «Llevas 1 × Ramo de rosas…»
  and the name asked again.

What now happens:
- «a las 11 con tarjeta» is one card at 11:00 (the day and time kept), «de felicitación» goes to the
  note; «a las 11 con 2 tarjetas», «dos ramos…, los dos con tarjeta» still count;
- «de 26 euros», «de 35 €», «de 35 pavos» pick the size (or the one of a group) that costs it, the price
  kept through «¿Qué tarta quieres?»; when no size costs it, each size's price is said before the size
  is asked; never people. «para 26 personas» is still people;
- a two- or three-word answer to the name question is a name, also in lower case, unless the words
  describe things of the catalogue as stop 57 ruled («Rosas Rojas»: asked again), or, in lower case, name
  things whole («pan centeno»: ordered); an order beside a name still adds.
"""
import pytest

from tests.conversation import chat, chat_after, line_counts

_ASK_NAME = {"es": "¿A nombre de quién lo preparo?", "gl": "¿A nome de quen o preparo?"}
_ASK_PHONE = {"es": "¿Y un teléfono de contacto?", "gl": "¿E un teléfono de contacto?"}


# ---- 1. an hour before «con <thing>» is no count of the thing -------------------------------------------

@pytest.mark.parametrize("said, recap, ymd, minutes", [
    ("quiero un ramo de rosas para el sábado a las 11 con tarjeta de felicitación",
     "Apunto: 1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €.", "2026-11-07", 660),
    ("quiero un ramo de rosas pal sabado a las 11 con tarjeta de felicitacion",
     "Apunto: 1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €.", "2026-11-07", 660),
    ("un ramo de rosas para el lunes a las 12 con tarjeta",
     "Apunto: 1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €.", "2026-11-02", 720),
    ("un ramo de temporada para el lunes a las 13 con jarron",
     "Apunto: 1 × Ramo de temporada y 1 × Jarrón de cristal. Total 43,00 €.", "2026-11-02", 780),
    ("quero un ramo de rosas para o sábado ás 11 con tarxeta",
     "Apunto: 1 × Ramo de rosas e 1 × Tarxeta dedicada. Total 38,00 €.", "2026-11-07", 660),
    ("quero un ramo de rosas pro sabado as 11 con tarxeta de parabens",
     "Apunto: 1 × Ramo de rosas e 1 × Tarxeta dedicada. Total 38,00 €.", "2026-11-07", 660),
])
def test_an_hour_before_with_is_no_count(said, recap, ymd, minutes):
    c = chat("floristeria")
    t = c.say(said)
    assert recap in t.text
    assert sorted(line_counts(c).values()) == [1, 1]      # one of each, no eleven cards
    assert (c.order["ymd"], c.order["min"]) == (ymd, minutes)


@pytest.mark.parametrize("said, counts", [
    ("un ramo de rosas para el sábado a las 11 con 2 tarjetas", {"ramo-rosas": 1, "tarjeta": 2}),
    ("un ramo de rosas para el sabado para las 12 con 2 tarjetas", {"ramo-rosas": 1, "tarjeta": 2}),
    ("quiero una tarjeta y 2 ramos de rosas", {"tarjeta": 1, "ramo-rosas": 2}),
    ("dos ramos de rosas para el lunes a las 11, los dos con jarron", {"ramo-rosas": 2, "jarron": 2}),
    ("tres ramos de rosas para el lunes, los dos con tarjeta", {"ramo-rosas": 3, "tarjeta": 2}),
    ("dous ramos de rosas para o luns, os dous con tarxeta", {"ramo-rosas": 2, "tarjeta": 2}),
])
def test_counts_said_beside_an_hour_still_count(said, counts):
    c = chat("floristeria")
    c.say(said)
    assert line_counts(c) == counts


@pytest.mark.parametrize("lang, said, note", [
    ("es", "quiero un ramo de rosas para el sábado a las 11 con tarjeta de felicitación", "tarjeta de felicitación"),
    ("es", "un ramo de rosas con una tarjeta de cumpleaños para el lunes a las 11", "tarjeta de cumpleaños"),
    ("gl", "quero un ramo de rosas para o sábado ás 11 con tarxeta de aniversario", "tarxeta de aniversario"),
])
def test_what_the_card_is_for_goes_to_the_note(lang, said, note):
    c = chat_after("floristeria", said, "Ana")
    t = c.say("600111222")
    indication = {"es": "Apunto como indicación", "gl": "Apunto como indicación"}[lang]
    assert f"{indication}: «{note}»." in t.text
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1}


# ---- 2. a price said is a check on the size, never people -----------------------------------------------

@pytest.mark.parametrize("said, recap", [
    ("una tarta de santiago de 26 euros", "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    ("quiero una tarta de santiago de 26€", "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    ("tarta de queso de 30 euros", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("una tarta de santiago de 36 pavos para el martes",
     "Apunto: 1 × Tarta de Santiago (20 raciones). Total 36,00 €."),
    ("unha tarta de santiago de 26 euros", "Apunto: 1 × Tarta de Santiago (12 racións). Total 26,00 €."),
])
def test_a_price_said_picks_the_size_that_costs_it(said, recap):
    c = chat()
    t = c.say(said)
    assert recap in t.text
    assert "personas" not in t.text and "persoas" not in t.text
    assert "¿Para cuántas raciones?" not in t.text


@pytest.mark.parametrize("said, recap", [
    ("un ramo de 35 €", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("un ramo de 35 pavos", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("quiero un ramo de 28 euros para el lunes", "Apunto: 1 × Ramo de temporada. Total 28,00 €."),
    ("quero un ramo de 28 euros", "Apunto: 1 × Ramo de tempada. Total 28,00 €."),
])
def test_a_price_said_tells_which_of_a_group(said, recap):
    c = chat("floristeria")
    t = c.say(said)
    assert recap in t.text
    assert "¿Qué ramo quieres?" not in t.text


@pytest.mark.parametrize("lang, said, answer, recap", [
    ("gl", "unha tarta de 26 euros", "a de santiago", "Apunto: 1 × Tarta de Santiago (12 racións). Total 26,00 €."),
    ("es", "una tarta de 26 euros", "sacher", "Apunto: 1 × Tarta Sacher (8 raciones). Total 26,00 €."),
])
def test_a_price_said_of_a_group_is_kept_for_the_one_picked(lang, said, answer, recap):
    c = chat()
    t = c.say(said)
    assert {"es": "¿Qué tarta quieres?", "gl": "¿Que tarta queres?"}[lang] in t.text
    assert t.chip_labels == ["Tarta de Santiago · 26,00 €", "Tarta Sacher · 26,00 €"]
    assert recap in c.say(answer).text


def test_a_price_of_a_group_kept_when_picked_by_its_button():
    c = chat()
    c.say("una tarta de 26 euros")
    t = c.press("Tarta de Santiago · 26,00 €")
    assert "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €." in t.text


@pytest.mark.parametrize("said, told", [
    ("una tarta de santiago de 30 euros",
     "Ningún tamaño de Tarta de Santiago cuesta 30,00 €: 8 raciones por 18,00 €, 12 raciones por 26,00 € y "
     "20 raciones por 36,00 €. ¿Para cuántas raciones?"),
    ("unha tarta de santiago de 30 euros para o martes",
     "Ningún tamaño de Tarta de Santiago custa 30,00 €: 8 racións por 18,00 €, 12 racións por 26,00 € e "
     "20 racións por 36,00 €. ¿Para cantas racións?"),
])
def test_no_size_at_the_price_said_tells_each_sizes_price(said, told):
    c = chat()
    t = c.say(said)
    assert told in t.text
    assert "personas" not in t.text and "persoas" not in t.text


@pytest.mark.parametrize("said, expected", [
    ("tarta de santiago para 26 personas", "Para 26 personas te propongo una de 20 raciones y otra de 8 raciones"),
    ("una tarta de santiago de 12", "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    ("unha tarta de santiago para 12 persoas", "Apunto: 1 × Tarta de Santiago (12 racións). Total 26,00 €."),
])
def test_people_and_sizes_said_without_money_are_as_before(said, expected):
    c = chat()
    assert expected in c.say(said).text


# ---- 3. the answer to the name question is a name --------------------------------------------------------

def _croissants_at_the_name_step(lang: str = "es"):
    said = ("4 croissants para mañana", "a las 10") if lang == "es" else ("4 croissants para mañá", "ás 10")
    c = chat_after("", *said)
    assert _ASK_NAME[lang] in c.last.text
    return c


@pytest.mark.parametrize("lang, said, name", [
    ("es", "Croissants Grandes", "Croissants Grandes"),
    ("es", "croissants grandes", "Croissants Grandes"),
    ("es", "Pan Grande", "Pan Grande"),
    ("gl", "pan branco", "Pan Branco"),
    ("gl", "a nome de Pan Branco", "Pan Branco"),
])
def test_the_business_words_said_as_the_name_are_the_name(lang, said, name):
    c = _croissants_at_the_name_step(lang)
    t = c.say(said)
    assert c.order["name"] == name
    assert _ASK_PHONE[lang] in t.text
    assert "a elegir" not in t.text and "para escoller" not in t.text
    assert line_counts(c) == {"croissant": 4}


def _roses_at_the_name_step(lang: str = "es"):
    said = ("quiero un ramo de rosas para el sábado", "a las 11") if lang == "es" \
        else ("quero un ramo de rosas para o sábado", "ás 11")
    c = chat_after("floristeria", *said)
    assert _ASK_NAME[lang] in c.last.text
    return c


@pytest.mark.parametrize("lang, said, name", [
    ("es", "rosa flores", "Rosa Flores"), ("es", "rosa flores otero", "Rosa Flores Otero"),
    ("es", "rosa blanca", "Rosa Blanca"), ("es", "Rosa flores.", "Rosa Flores"),
    ("gl", "rosa flores", "Rosa Flores"), ("gl", "uxía ramos", "Uxía Ramos"),
])
def test_a_name_in_lower_case_is_taken_as_capitalised(lang, said, name):
    c = _roses_at_the_name_step(lang)
    t = c.say(said)
    assert c.order["name"] == name
    assert _ASK_PHONE[lang] in t.text
    assert "Llevas" not in t.text and "indicación" not in t.text
    assert not c.order.get("notes_said")
    assert line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("lang, said, counts", [
    ("es", "pan centeno", {"croissant": 4, "pan-centeno": 1}),
    ("es", "napolitana chocolate", {"croissant": 4, "napolitana": 1}),
    ("gl", "tarta santiago", {"croissant": 4, "tarta-santiago": 1}),
])
def test_things_named_whole_in_lower_case_are_still_ordered(lang, said, counts):
    c = _croissants_at_the_name_step(lang)
    t = c.say(said)
    assert not c.order.get("name")
    assert "Apunto: 4 × Croissant de mantequilla e" in t.text or "Apunto: 4 × Croissant de mantequilla y" in t.text
    assert line_counts(c) == counts


@pytest.mark.parametrize("said", ["rosas rojas", "Rosas Rojas", "ramos rosas"])
def test_things_described_are_still_asked_again(said):
    c = _roses_at_the_name_step()
    t = c.say(said)
    assert not c.order.get("name")
    assert _ASK_NAME["es"] in t.text


@pytest.mark.parametrize("slug, steps, said, counts, name", [
    ("", ("4 croissants para mañana", "a las 10"), "a nombre de Ana, y añade 2 croissants", {"croissant": 6}, "Ana"),
    ("", ("4 croissants para mañana", "a las 10"), "2 croissants más", {"croissant": 6}, None),
    ("floristeria", ("un ramo de rosas para el lunes", "a las 11"), "y también un jarrón",
     {"ramo-rosas": 1, "jarron": 1}, None),
    ("floristeria", ("un ramo de rosas para el lunes", "a las 11"), "con tarjeta", {"ramo-rosas": 1, "tarjeta": 1},
     None),
])
def test_an_order_at_the_name_step_still_adds(slug, steps, said, counts, name):
    c = chat_after(slug, *steps)
    c.say(said)
    assert line_counts(c) == counts
    assert c.order.get("name") == name
