"""Stop 53, part of what the customer said lost, or their own words made the order's note.

At the bakery «5 croissants, 3 de ellos de chocolate» only said «Apunto: 5 × Croissant de mantequilla»:
the chocolate part was dropped in silence (so were «4 croissants, 2 rellenos de crema» and Galician
«5 croissants, 3 deles de chocolate»). «2 palmeras de chocolate y un croissant relleno» said «No tengo
«palmeras de chocolate y croissant relleno»», two things read as one. «una tarta personalizada de
cumpleaños para el 15 con el nombre Lucia» kept neither the name to write nor the birthday, and later
asked «¿Quieres una dedicatoria…?» as if nothing had been said. «¿me guardáis un pan de centeno…? me
llamo Jose» noted «me llamo Jose», and «2 tartas de santiago, una de 8 y otra de 12 raciones» noted the
order's own words, which the lines already hold.

Now the things said of some of those counted are taken off them and said not had («No tengo «croissant
de chocolate» en la carta.» then «Apunto: 2 × Croissant de mantequilla»), or asked when it is all of
them; each thing not had is quoted on its own («No tengo «palmeras de chocolate» ni «croissant
relleno»»); the name to write and the occasion are the note, said back, and the wish question is not
asked again; a self-introduction gives the name, not a note, and sizes told apart are the lines, not
a note. «… para el viernes a las 10 sin azúcar glas» was read as a diet asked («No: Tarta de Santiago
no está entre los productos sin azúcar») and the wish lost: now the cake is held and «sin azúcar glas»
is the note. Spanish and Galician, typos, no accents. Left as they were: «3 croissants y 2 de chocolate»,
a flavour of the thing's own, real notes («que no lleve nueces», «envuelto para regalo», «sin azúcar
glas» to the wish question), «sin azúcar» alone (a diet), a colour said of some of them, a remark
after a question that is no name, and a name given when asked.
"""
import pytest

from tests.conversation import chat, line_counts


def _said(c, *steps):
    return [c.say(step) for step in steps]


def _note(c) -> str:
    return (c.order or {}).get("note") or ""


# ---- a count said of some of the things counted -------------------------------------------------------


@pytest.mark.parametrize("said, not_had, held", [
    ("5 croissants, 3 de ellos de chocolate", "No tengo «croissant de chocolate» en la carta.",
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("5 croisants, 3 de ellos de chocolate", "No tengo «croissant de chocolate» en la carta.",
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("quiero 6 croissants, 2 de ellas de pistacho", "No tengo «croissant de pistacho» en la carta.",
     "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."),
    ("4 croissants, 2 rellenos de crema", "No tengo «croissant relleno de crema» en la carta.",
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("2 croissants, uno de ellos relleno de chocolate", "No tengo «croissant relleno de chocolate» en la carta.",
     "Apunto: 1 × Croissant de mantequilla. Total 1,80 €."),
    ("quero 5 croissants, 3 deles de chocolate", "Non teño «croissant de chocolate» na carta.",
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("quero catro croissants, dous recheos de crema", "Non teño «croissant recheo de crema» na carta.",
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("media docena de croissants, la mitad de chocolate", "No tengo «croissant de chocolate» en la carta.",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
    ("6 croissants y que 2 sean de chocolate", "No tengo «croissant de chocolate» en la carta.",
     "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."),
    ("5 croissants, 3 de ellos rellenos de chocolate", "No tengo «croissant relleno de chocolate» en la carta.",
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("quero 4 croissants, a metade de chocolate", "Non teño «croissant de chocolate» na carta.",
     "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."),
    ("quero 6 croissants e que dous sexan de chocolate", "Non teño «croissant de chocolate» na carta.",
     "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."),
    ("quero 5 croissants, 2 delas de chocolate", "Non teño «croissant de chocolate» na carta.",
     "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
])
def test_some_of_them_said_not_had_and_the_rest_held(said, not_had, held):
    c = chat()
    t = c.say(said)
    assert t.texts[0] == not_had
    assert held in t.text
    assert line_counts(c) == {"croissant": int(held.split(" × ")[0].split()[-1])}


@pytest.mark.parametrize("said, not_had, asked", [
    ("3 croissants, 3 de ellos de chocolate", "No tengo «croissant de chocolate» en la carta.",
     "¿Qué croissants quieres?"),
    ("dous croissants, dous deles de chocolate", "Non teño «croissant de chocolate» na carta.",
     "¿Que croissants queres?"),
])
def test_all_of_them_said_not_had_then_which_one_asked(said, not_had, asked):
    c = chat()
    t = c.say(said)
    assert t.texts[0] == not_had
    assert asked in t.text
    assert "Apunto" not in t.text
    assert line_counts(c) == {}


@pytest.mark.parametrize("said, not_had, counts", [
    ("3 croissants y 2 de chocolate", "No tengo «croissant de chocolate» en la carta.", {"croissant": 3}),
    ("4 croissants y 2 rellenos de crema", "No tengo «croissant relleno de crema» en la carta.", {"croissant": 4}),
])
def test_more_of_them_after_and_as_before(said, not_had, counts):
    c = chat()
    t = c.say(said)
    assert t.texts[0] == not_had
    assert line_counts(c) == counts


def test_half_of_them_their_own_flavour_as_before():
    c = chat()
    t = c.say("media docena de napolitanas, la mitad de chocolate")
    assert "Apunto: 6 × Napolitana de chocolate. Total 12,00 €." in t.text
    assert "No tengo" not in t.text


def test_their_own_flavour_said_of_some_is_the_same_things():
    c = chat()
    t = c.say("2 palmeras, una de ellas de hojaldre")
    assert "Apunto: 2 × Palmera de hojaldre. Total 4,40 €." in t.text
    assert "No tengo" not in t.text
    assert line_counts(c) == {"palmera": 2}


# ---- several things not had, each quoted on its own ---------------------------------------------------


@pytest.mark.parametrize("said, not_had, asked", [
    ("2 palmeras de chocolate y un croissant relleno",
     "No tengo «palmeras de chocolate» ni «croissant relleno» en la carta.",
     "Solo tengo Palmera de hojaldre (2,20 €). ¿Te apunto 2?"),     # (the one made offered: stop 56)
    ("2 palmeras de chocolate y 1 croisant relleno",
     "No tengo «palmeras de chocolate» ni «croisant relleno» en la carta.",
     "Solo tengo Palmera de hojaldre (2,20 €). ¿Te apunto 2?"),
    ("dúas palmeiras de chocolate e un croissant recheo",
     "Non teño «palmeiras de chocolate» nin «croissant recheo» na carta.",
     "Só teño Palmera de hojaldre (2,20 €). ¿Apúntoche 2?"),
])
def test_two_things_not_had_each_quoted(said, not_had, asked):
    c = chat()
    t = c.say(said)
    assert t.texts[0] == not_had
    assert asked in t.text


def test_after_the_first_is_chosen_the_second_is_asked():
    c = chat()
    c.say("2 palmeras de chocolate y un croissant relleno")
    t = c.press("Palmera de hojaldre · 2,20 €")
    assert "Apunto: 2 × Palmera de hojaldre. Total 4,40 €." in t.text
    assert "Solo tengo Croissant de mantequilla (1,80 €). ¿Te lo apunto?" in t.text     # (offered: stop 56)


def test_three_things_not_had_each_quoted():
    t = chat().say("una palmera de fresa, un croissant relleno y una napolitana de pistacho")
    for thing in ("«palmera de fresa»", "«croissant relleno»", "«napolitana de pistacho»"):
        assert thing in t.texts[0]
    assert " ni «" in t.texts[0]


def test_one_thing_not_had_as_before():
    t = chat().say("2 palmeras de chocolate")
    assert t.texts[0] == "No tengo «palmeras de chocolate» en la carta."


def test_one_thing_not_had_beside_one_held_as_before():
    c = chat()
    t = c.say("2 palmeras de chocolate y 3 croissants")
    assert t.texts[0] == "No tengo «palmeras de chocolate» en la carta."
    assert line_counts(c) == {"croissant": 3}


# ---- the name to write and the occasion: the note, said back, not asked again -------------------------


@pytest.mark.parametrize("first, steps, kept, lang", [
    ("quiero una tarta personalizada de cumpleaños para el 15 con el nombre Lucia",
     ["12 raciones", "a las 11", "Marta 622111000"], ["con el nombre Lucia", "cumpleaños"], "es"),
    ("quiero una tarta personalizada de cumpleanos para el 15 con el nombre de lucia",
     ["12 raciones", "a las 11", "Marta 622111000"], ["con el nombre de lucia", "cumpleanos"], "es"),
    ("una tarta personalizada con su nombre Lucía para el 15",
     ["12 raciones", "a las 11", "Marta 622111000"], ["con su nombre Lucía"], "es"),
    ("quero unha tarta personalizada de aniversario co nome de Uxía para o día 15",
     ["12 racions", "ás 11", "Marta 622111000"], ["co nome de Uxía", "aniversario"], "gl"),
])
def test_the_name_to_write_is_the_note_and_no_wish_is_asked_again(first, steps, kept, lang):
    c = chat()
    turns = _said(c, first, *steps)
    for words in kept:
        assert words in _note(c)
        assert words in turns[-1].texts[0]      # said back: «Apunto como indicación: «…»»
    asked = "¿Quieres una dedicatoria" if lang == "es" else "¿Queres unha dedicatoria"
    assert not any(asked in t.text for t in turns)
    assert c.order["name"] == "Marta"
    assert line_counts(c) == {"tarta-personalizada": 1}


def test_no_wish_said_the_question_is_asked_as_before():
    c = chat()
    turns = _said(c, "quiero una tarta personalizada para el 15", "12 raciones", "a las 11", "Marta 622111000")
    assert "¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)?" in turns[-1].text
    assert _note(c) == ""


def test_a_product_named_with_the_occasion_is_no_note():
    c = chat()
    turns = _said(c, "quiero una tarta de cumpleanos personalizada para el 15", "12 raciones", "a las 11",
                  "Marta 622111000")
    assert "¿Quieres una dedicatoria" in turns[-1].text
    assert _note(c) == ""


# ---- the customer's own words are not the note ----------------------------------------------------------


@pytest.mark.parametrize("first, name", [
    ("me guardais un pan de centeno para esta tarde sobre las 7? me llamo Jose", "Jose"),
    ("¿me guardáis un pan de centeno para esta tarde sobre las 7? me llamo José", "José"),
    ("gardádesme un pan de centeo para esta tarde sobre as 7? chámome Xosé", "Xosé"),
    ("gardadesme un pan de centeo para esta tarde sobre as 7? son a Marta", "Marta"),
    ("me guardais un pan de centeno para las 7? soy Jose, 611222333", "Jose"),
    ("me guardais un pan de centeno para las 7? me llamo jose luis", "Jose Luis"),
    ("gardadesme un pan de centeo para esta tarde sobre as 7? chamome xose", "Xose"),
    ("hola! me guardáis un pan de centeno para las 7? Gracias, me llamo Jose", "Jose"),
])
def test_a_self_introduction_gives_the_name_not_a_note(first, name):
    c = chat()
    turns = _said(c, first, "611222333")
    assert c.order["name"] == name
    assert _note(c) == ""
    assert not any("indicación: «" in t.text or "indicación: «" in t.text for t in turns)
    assert line_counts(c) == {"pan-centeno": 1}


@pytest.mark.parametrize("first, name, asked", [
    ("me guardais un pan de centeno para las 7? Jose, 611222333", "Jose", "¿Quieres una dedicatoria"),
    ("gardádesme un pan de centeo para as 7? Xosé 611222333", "Xosé", "¿Queres unha dedicatoria"),
])
def test_a_name_and_phone_after_a_question_are_the_contact(first, name, asked):
    c = chat()
    t = c.say(first)
    assert c.order["name"] == name and c.order["phone"] == "+34611222333"
    assert asked in t.text       # nothing of the contact asked again
    assert _note(c) == "" and not c.order.get("notes_said")


def test_a_wish_after_the_introduction_is_the_note_without_it():
    c = chat()
    t = _said(c, "me guardais un pan de centeno para las 7? me llamo Jose y que no este muy tostado",
              "611222333")[-1]
    assert c.order["name"] == "Jose"
    assert t.texts[0] == "Apunto como indicación: «que no este muy tostado»."


@pytest.mark.parametrize("first, note", [
    ("me guardais un pan de centeno para las 7? es para mi madre", "es para mi madre"),
    ("me guardais un pan de centeno para las 7? soy la vecina del quinto", "soy la vecina del quinto"),
])
def test_a_remark_after_a_question_that_is_no_name_stays_the_note(first, note):
    c = chat()
    t = _said(c, first, "Jose 611222333")[-1]
    assert t.texts[0] == f"Apunto como indicación: «{note}»."


@pytest.mark.parametrize("first, steps, lang", [
    ("2 tartas de santiago, una de 8 y otra de 12 raciones, para el viernes", ["a las 10", "Eva 600222333"], "es"),
    ("2 tartas de santiago, una de 8 raciones y otra de 12, para el viernes", ["a las 10", "Eva 600222333"], "es"),
    ("dúas tortas de santiago, unha de 8 e outra de 12 racions, para o venres", ["ás 10", "Eva 600222333"], "gl"),
])
def test_sizes_told_apart_are_the_lines_not_a_note(first, steps, lang):
    c = chat()
    turns = _said(c, first, *steps)
    sizes = sorted(line["options"].get("raciones") for line in c.order["lines"])
    assert sizes == ["12", "8"]
    assert _note(c) == ""
    assert not any("indicación: «" in t.text for t in turns)
    asked = "¿Quieres una dedicatoria" if lang == "es" else "¿Queres unha dedicatoria"
    assert asked in turns[-1].text       # the wish question, as for any order with nothing wished yet


@pytest.mark.parametrize("first, steps, note", [
    ("2 tartas de santiago, una envuelta y otra no, para el viernes", ["8 raciones", "a las 10", "Eva 600222333"],
     "una envuelta y otra no"),
    ("un pan de centeno para las 7, que no lleve nueces", ["Ana 600111222"], "que no lleve nueces"),
    # (stop 63: the bakery asks for a dedication after a note that only says how it is; «no» keeps the note)
    ("un pan de centeno para las 7 envuelto para regalo", ["Ana 600111222", "no"], "para regalo"),
    ("un pan de centeo para as 7, que non leve noces", ["Ana 600111222"], "que non leve noces"),
])
def test_real_notes_kept_as_before(first, steps, note):
    c = chat()
    _said(c, first, *steps)
    assert note in _note(c)


@pytest.mark.parametrize("first, size, wish, sent", [
    ("una tarta de santiago para el viernes a las 10", "8 raciones", "sin azúcar glas", "Una persona lo confirmará"),
    ("unha torta de santiago para o venres ás 10", "8 racions", "sen azucre glas", "Unha persoa confirmarao"),
])
def test_a_wish_to_the_wish_question_kept_as_before(first, size, wish, sent):
    c = chat()
    t = _said(c, first, size, "Ana 600111222", wish)[-1]
    assert _note(c) == wish
    assert sent in t.text


@pytest.mark.parametrize("name", ["Jose", "jose"])
def test_a_name_given_when_asked_as_before(name):
    c = chat()
    t = _said(c, "un pan de centeno para las 7", name)[-1]
    assert c.order["name"] == "Jose"
    assert "teléfono" in t.text
    assert _note(c) == ""


@pytest.mark.parametrize("said", ["10 rosas, 5 de ellas de color rojo", "12 rosas, 6 de ellas rojas"])
def test_a_colour_said_of_some_of_them_takes_nothing_off(said):
    c = chat("floristeria")
    t = c.say(said)
    assert "Apunto: 1 × Ramo de rosas. Total 35,00 €." in t.text
    assert "No tengo" not in t.text
    assert line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("first, size, note, sent", [
    ("una tarta de santiago para el viernes a las 10 sin azúcar glas", "8 raciones", "sin azúcar glas",
     "Una persona lo confirmará"),
    ("una tarta de santiago para el viernes a las 10 sin azucar glas", "8 raciones", "sin azucar glas",
     "Una persona lo confirmará"),
    ("unha torta de santiago para o venres ás 10 sen azucre glas", "8 racions", "sen azucre glas",
     "Unha persoa confirmarao"),
])
def test_no_icing_sugar_said_first_is_the_note_not_a_diet(first, size, note, sent):
    c = chat()
    first_turn = c.say(first)
    assert "Apunto: 1 × Tarta de Santiago" in first_turn.text
    t = _said(c, size, "Ana 600111222")[-1]
    # (stop 63: the note said back, then the dedication asked, as the bakery writes on what it sells)
    assert t.texts[0].startswith(f"Apunto como indicación: «{note}».")
    t = c.say("non" if note.startswith("sen") else "no")
    assert _note(c) == note and sent in t.text


def test_without_sugar_is_still_a_diet_asked():
    t = chat().say("una tarta de santiago sin azucar")
    assert "no está entre los productos sin azúcar" in t.text
