"""Stop 52, count changes that were lost. Three kinds:

1. A new count for the one line held plus a new thing, in one message: «quiero 3 ramos de rosas» then
   «no mejor 2 y uno de temporada» answered «Apunto: 1 × Ramo de temporada. Total 28,00 €» (the roses
   gone). The count was given the held line's noun alone («ramo»), which other products share, so it
   named none of them. Now the held product's own name takes the count: «2 × Ramo de rosas y 1 × Ramo
   de temporada. Total 98,00 €».
2. «y de X lo mismo», «e de X o mesmo», «y de X el doble», with the thing before «lo mismo», added one
   X («quiero 3 palmeras» → «y de croissants lo mismo» → 1 croissant). Now X is counted from the last
   line held: as many, twice, or half.
3. A count changed at the name or note question with «en realidad» first («en realidad que sean 5»)
   was saved as the note (or, at the name question, asked the name again) and the count kept; and
   «bueno, mejor 5 palmeras» at the note question applied the 5 and then read «bueno» as «yes, I want
   a note». Now the count is changed and said back with its total, and the note is asked as before.
Near-misses: a note that merely holds a number stays a note; a phone is no count.
"""
import pytest

from tests.conversation import chat, line_counts

# ---- 1. a new count for the held line, and a new thing beside it ---------------------------------------


@pytest.mark.parametrize("first, said, lines, total", [
    ("quiero 3 ramos de rosas", "no mejor 2 y uno de temporada",
     "2 × Ramo de rosas y 1 × Ramo de temporada", "98,00 €"),
    ("quiero 3 ramos de rosas", "no, mejor 2 y un ramo de temporada",
     "2 × Ramo de rosas y 1 × Ramo de temporada", "98,00 €"),
    ("quiero 3 ramos de rosas", "que sean 2 y uno de temporada",
     "2 × Ramo de rosas y 1 × Ramo de temporada", "98,00 €"),
    ("quero 3 ramos de rosas", "mellor 2 e 1 de tempada",
     "2 × Ramo de rosas e 1 × Ramo de tempada", "98,00 €"),
    ("quero 3 ramos de rosas", "non, mellor 2 e un ramo de tempada",
     "2 × Ramo de rosas e 1 × Ramo de tempada", "98,00 €"),
])
def test_a_count_and_a_new_bouquet(first, said, lines, total):
    c = chat("floristeria")
    c.say(first)
    t = c.say(said)
    assert lines in t.text and total in t.text
    assert line_counts(c) == {"ramo-rosas": 2, "ramo-temporada": 1}


@pytest.mark.parametrize("said", [
    "no, que sean 2 y un atlas do ceo",
    "que sean 2 y tambien un atlas do ceo",
    "que sean 2 y tambien un atlas del cielo",
    "no mejor 2 y un atlas do ceo",
])
def test_a_count_and_a_new_book(said):
    c = chat("libreria")
    c.say("quiero 3 follas novas")
    t = c.say(said)
    assert "2 × Follas novas y 1 × Atlas do ceo" in t.text and "52,00 €" in t.text
    assert line_counts(c) == {"follas-novas": 2, "atlas-ceo": 1}


@pytest.mark.parametrize("said", ["non, que sexan 2 e tamen un atlas do ceo", "mellor 2 e un atlas do ceo"])
def test_a_count_and_a_new_book_in_galician(said):
    c = chat("libreria")
    c.say("quero 3 follas novas")
    t = c.say(said)
    assert "2 × Follas novas e 1 × Atlas do ceo" in t.text and "52,00 €" in t.text
    assert line_counts(c) == {"follas-novas": 2, "atlas-ceo": 1}


def test_the_bakery_count_and_a_new_thing_still_works():
    c = chat()
    c.say("quiero 4 croissants")
    t = c.say("no, mejor 2 y una napolitana")
    assert "2 × Croissant de mantequilla y 1 × Napolitana de chocolate" in t.text
    assert line_counts(c) == {"croissant": 2, "napolitana": 1}


# ---- 2. «y de X lo mismo / el doble», the thing first --------------------------------------------------


@pytest.mark.parametrize("first, said, item, n", [
    ("quiero 3 palmeras", "y de croissants lo mismo", "croissant", 3),
    ("quiero 3 palmeras", "y de croisants lo mismo", "croissant", 3),
    ("quiero 3 palmeras", "y de napolitanas la misma cantidad", "napolitana", 3),
    ("quero 4 palmeiras", "e de croissants o mesmo", "croissant", 4),
    ("quero 4 palmeiras", "e de napolitanas o dobre", "napolitana", 8),
    ("quiero 2 palmeras", "y de napolitanas el doble", "napolitana", 4),
    ("quiero 2 palmeras", "y el doble de napolitanas", "napolitana", 4),
    ("quiero 4 palmeras", "y de croissants la mitad", "croissant", 2),
    ("quero 4 palmeiras", "e a metade de croissants", "croissant", 2),
    # these worked, and still do
    ("quiero 3 palmeras", "y lo mismo de croissants", "croissant", 3),
    ("quiero 3 palmeras", "y la misma cantidad de napolitanas", "napolitana", 3),
])
def test_as_many_as_the_last_line(first, said, item, n):
    c = chat()
    c.say(first)
    t = c.say(said)
    held = int(first.split()[1])
    assert line_counts(c) == {"palmera": held, item: n}
    name = {"croissant": "Croissant de mantequilla", "napolitana": "Napolitana de chocolate"}[item]
    assert f"{n} × {name}" in t.text


@pytest.mark.parametrize("first, said, n", [
    ("quiero 2 ramos de rosas", "y de temporada lo mismo", 2),
    ("quero 2 ramos de rosas", "e de tempada o mesmo", 2),
    ("quiero 2 ramos de rosas", "y de temporada el doble", 4),
])
def test_as_many_bouquets(first, said, n):
    c = chat("floristeria")
    c.say(first)
    c.say(said)
    assert line_counts(c) == {"ramo-rosas": 2, "ramo-temporada": n}


@pytest.mark.parametrize("first, said", [
    ("quiero 4 palmeras", "y el doble de palmeras"),
    ("quiero 4 palmeras", "y de palmeras el doble"),
    ("quero 4 palmeiras", "e o dobre de palmeiras"),
    ("quiero 4 palmeras", "el doble"),
])
def test_twice_the_thing_held_is_its_own_count(first, said):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert line_counts(c) == {"palmera": 8}
    assert "8 × Palmera de hojaldre" in t.text


def test_as_many_as_the_last_of_several_lines():
    c = chat()
    c.say("quiero 3 palmeras")
    c.say("y 2 croissants")
    c.say("y de napolitanas lo mismo")
    assert line_counts(c) == {"palmera": 3, "croissant": 2, "napolitana": 2}


# ---- 3. a count changed at the name or note question ---------------------------------------------------


@pytest.mark.parametrize("slug, first, contact, said, line, total, n", [
    ("", "quiero 3 palmeras para el martes a las 10", "Marta 622333444", "en realidad que sean 5",
     "5 × Palmera de hojaldre", "11,00 €", 5),
    ("", "quiero 3 palmeras para el martes a las 10", "Marta 622333444", "en realidad, que sean 5",
     "5 × Palmera de hojaldre", "11,00 €", 5),
    ("", "quiero 3 palmeras para el martes a las 10", "Marta 622333444", "en realidad eran 5",
     "5 × Palmera de hojaldre", "11,00 €", 5),
    ("", "quiero 3 palmeras para el martes a las 10", "Marta 622333444", "en realidad 5",
     "5 × Palmera de hojaldre", "11,00 €", 5),
    ("", "quero 3 palmeiras para o martes ás 10", "Marta 622333444", "en realidade eran 5",
     "5 × Palmera de hojaldre", "11,00 €", 5),
    ("", "quiero 3 palmeras para el martes a las 10", "Marta 622333444", "bueno, mejor 5 palmeras",
     "5 × Palmera de hojaldre", "11,00 €", 5),
    ("", "quiero 3 palmeras para el martes a las 10", "Marta 622333444", "la verdad, mejor 4",
     "4 × Palmera de hojaldre", "8,80 €", 4),
    ("", "quero 3 palmeiras para o martes ás 10", "Marta 622333444", "en realidade que sexan 5",
     "5 × Palmera de hojaldre", "11,00 €", 5),
    ("", "quero 3 palmeiras para o martes ás 10", "Marta 622333444", "bo, mellor 5 palmeiras",
     "5 × Palmera de hojaldre", "11,00 €", 5),
    ("floristeria", "un ramo de temporada para el lunes a las 11", "Sara 600100200", "en realidad que sean 2",
     "2 × Ramo de temporada", "56,00 €", 2),
    ("floristeria", "un ramo de tempada para o luns ás 11", "Sara 600100200", "en realidade que sexan 2",
     "2 × Ramo de tempada", "56,00 €", 2),
])
def test_a_count_changed_at_the_note_question(slug, first, contact, said, line, total, n):
    c = chat(slug)
    c.say(first)
    c.say(contact)
    assert c.state["awaiting"] == "note"
    t = c.say(said)
    assert line in t.text and total in t.text
    assert list(line_counts(c).values()) == [n]
    assert c.state["awaiting"] == "note"        # the note still asked, nothing noted, no «¿qué le digo?»
    assert "Dime qu" not in t.text and "Si no, dime «no»" in t.text or "Se non, dime «non»" in t.text
    assert not c.order.get("note")
    c.say("no" if "quiero" in first or "un ramo de temporada" in first else "non")
    assert c.state["awaiting"] == "confirm"     # «no» then: the summary, not «¿qué le digo?» again
    assert list(line_counts(c).values()) == [n] and not c.order.get("note")


@pytest.mark.parametrize("first, said, line", [
    ("quiero 3 palmeras para el martes a las 10", "en realidad que sean 5", "5 × Palmera de hojaldre"),
    ("quiero 3 palmeras para el martes a las 10", "realmente que sean 5", "5 × Palmera de hojaldre"),
    ("quero 3 palmeiras para o martes ás 10", "en realidade que sexan 5", "5 × Palmera de hojaldre"),
])
def test_a_count_changed_at_the_name_question(first, said, line):
    c = chat()
    c.say(first)
    assert c.state["awaiting"] == "name"
    t = c.say(said)
    assert line in t.text and "11,00 €" in t.text
    assert line_counts(c) == {"palmera": 5}
    assert c.state["awaiting"] == "name"


# ---- near-misses: a note with a number, a phone ------------------------------------------------------


@pytest.mark.parametrize("note", ["que ponga 50 años en la caja", "en realidad es para 5 personas"])
def test_a_note_with_a_number_stays_a_note(note):
    c = chat()
    c.say("quiero 3 palmeras para el martes a las 10")
    c.say("Marta 622333444")
    c.say(note)
    assert line_counts(c) == {"palmera": 3}
    assert c.order.get("note")


def test_a_phone_is_no_count():
    c = chat()
    c.say("quiero 3 palmeras para el martes a las 10")
    c.say("Marta")
    c.say("622333444")
    assert line_counts(c) == {"palmera": 3}
    assert c.state["awaiting"] == "note"


def test_a_plain_yes_still_asks_which_note():
    c = chat()
    c.say("quiero 3 palmeras para el martes a las 10")
    c.say("Marta 622333444")
    t = c.say("bueno")
    assert "Dime qué quieres que le diga al local" in t.text
    assert line_counts(c) == {"palmera": 3}
