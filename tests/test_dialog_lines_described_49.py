"""Stop 49, what is said of one thing stays on that thing: «y un Y sin X» describes the new Y (the X
held for another line stays), «el Y sin X, solo la Z con X» moves X (its count kept), «un X más y que
sea a las 11» is one more X (the «que sea» is the hour's), «la Y blanca y también un Z» speaks of the
Y held (no Y more), «una de las X», «un dos de X» is one of the Xs held (no more of them; the note
says which)."""
import pytest

from tests.conversation import chat

# ---- «sin X» in a message that adds: the new thing's, the X held stays ----------------------------

ROSES_WITH_CARD = "un ramo de rosas con tarjeta para el jueves a las 11"


@pytest.mark.parametrize("said, reply", [
    ("y un ramo de temporada sin tarjeta",
     "Apunto: 1 × Ramo de rosas, 1 × Tarjeta dedicada y 1 × Ramo de temporada. Total 66,00 €."),
    ("ponme tb un ramo de temporada pero sin tarjeta",
     "Apunto: 1 × Ramo de rosas, 1 × Tarjeta dedicada y 1 × Ramo de temporada. Total 66,00 €."),
    ("y un ramo variado, sin targeta porfa",
     "Apunto: 1 × Ramo de rosas, 1 × Tarjeta dedicada y 1 × Ramo de temporada. Total 66,00 €."),
    ("e un ramo do tempo sen tarxeta",
     "Apunto: 1 × Ramo de rosas, 1 × Tarxeta dedicada e 1 × Ramo de tempada. Total 66,00 €."),
    ("engade un ramo de tempada, iso si, sen tarxeta",
     "Apunto: 1 × Ramo de rosas, 1 × Tarxeta dedicada e 1 × Ramo de tempada. Total 66,00 €."),
    ("y otro ramo de rosas sin targeta", "Apunto: 2 × Ramo de rosas y 1 × Tarjeta dedicada. Total 73,00 €."),
    ("tambien 2 potos sin tarjeta", "Apunto: 1 × Ramo de rosas, 1 × Tarjeta dedicada y 2 × Poto. Total 66,00 €."),
])
def test_without_said_of_the_new_thing_keeps_the_one_held(said, reply):
    c = chat("floristeria")
    c.say(ROSES_WITH_CARD)
    t = c.say(said)
    assert t.texts[0].startswith(reply)
    assert any(line["item_id"] == "tarjeta" and line["qty"] == 1 for line in c.order["lines"])
    assert c.order["ymd"] == "2026-11-05" and c.order["min"] == 660


def test_without_said_of_a_new_plant_in_galician_keeps_the_pot_held():
    c = chat("floristeria")
    c.say("quería unha orquídea cun testo pro xoves")
    c.say("ás 11")
    t = c.say("tamén un poto, sen testo")
    assert t.texts[0].startswith("Apunto: 1 × Orquídea, 1 × Testo de cerámica e 1 × Poto. Total 58,00 €.")
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("orquidea", 1), ("maceta", 1), ("poto", 1)]


@pytest.mark.parametrize("said", [
    "vale y el poto sin maceta, solo la orquidea con maceta",
    "el poto sin maceta, solamente la orquidea con maceta",
    "o poto sen testo, so a orquidea co testo",
    # said without «solo», these were already read so (kept)
    "el poto sin maceta, la orquidea con maceta",
    "o poto sen testo, a orquidea co testo",
])
def test_the_thing_moved_from_one_line_to_another_keeps_its_count(said):
    c = chat("floristeria")
    c.say("hola kiero una orquidea y un poto con maceta pa el lunes")
    c.say(said)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("orquidea", 1), ("poto", 1), ("maceta", 1)]


@pytest.mark.parametrize("said, reply", [
    ("sin tarjeta", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("el ramo de rosas sin tarjeta", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("el ramo de rosas, pero sin tarjeta", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("al final sin tarjeta", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("un ramo de temporada y sin tarjeta", "Apunto: 1 × Ramo de rosas y 1 × Ramo de temporada. Total 63,00 €."),
])
def test_without_said_of_a_thing_held_still_takes_it_off(said, reply):
    c = chat("floristeria")
    c.say(ROSES_WITH_CARD)
    t = c.say(said)
    assert reply in t.text
    assert all(line["item_id"] != "tarjeta" for line in c.order["lines"])


def test_the_pot_of_the_one_held_named_still_goes():
    c = chat("floristeria")
    c.say("hola kiero una orquidea y un poto con maceta pa el lunes")
    c.say("el poto sin maceta")
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("orquidea", 1), ("poto", 1)]


def test_only_the_one_held_named_alone_still_keeps_only_it():
    c = chat("floristeria")
    c.say("hola kiero una orquidea y un poto con maceta pa el lunes")
    c.say("solo la orquidea")
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("orquidea", 1)]


# ---- one more beside something else wished: one more, the rest as said ----------------------------

PASTRIES = "2 croissants y 1 napolitana para el martes"


@pytest.mark.parametrize("said, croissants, napolitanas, ymd, minute", [
    ("un croissant mas y que sea a las 11", 3, 1, "2026-11-03", 660),
    ("ponme un croissant mas, que sea a las 11", 3, 1, "2026-11-03", 660),
    ("un croissant máis e que sexa ás 11", 3, 1, "2026-11-03", 660),
    ("otro croisant y q sea a las 11", 3, 1, "2026-11-03", 660),
    ("un croissant mas y que sea para el miercoles", 3, 1, "2026-11-04", None),
    ("la napolitana que sea de chocolate y ponme un croissant mas", 3, 1, "2026-11-03", None),
    ("otra napolitana y que sean a las 11", 2, 2, "2026-11-03", 660),
])
def test_one_more_beside_a_wish_is_one_more(said, croissants, napolitanas, ymd, minute):
    c = chat()
    c.say(PASTRIES)
    t = c.say(said)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == \
        [("croissant", croissants), ("napolitana", napolitanas)]
    assert f"{croissants} × Croissant de mantequilla" in t.text and f"{napolitanas} × Napolitana" in t.text
    assert c.order["ymd"] == ymd and c.order.get("min") == minute


@pytest.mark.parametrize("said, croissants", [
    ("mejor 1 croissant y que sea a las 11", 1),
    ("mellor 1 croissant e que sexa ás 11", 1),
    ("que sean 4 croissants", 4),
    ("un croissant mas", 3),
    ("que sea a las 11", 2),
])
def test_a_count_set_or_one_more_alone_keeps_its_reading(said, croissants):
    c = chat()
    c.say(PASTRIES)
    c.say(said)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("croissant", croissants), ("napolitana", 1)]


PLANTS = "una orquídea y un poto para el lunes"


@pytest.mark.parametrize("said, reply", [
    ("la orquidea blanca y tambien un jarron",
     "Apunto: 1 × Orquídea, 1 × Poto y 1 × Jarrón de cristal. Total 61,00 €."),
    ("la orquidea sin maceta, y un jarron tambien",
     "Apunto: 1 × Orquídea, 1 × Poto y 1 × Jarrón de cristal. Total 61,00 €."),
    ("a orquídea sen testo e ponme tamén un xarrón",
     "Apunto: 1 × Orquídea, 1 × Poto e 1 × Xarrón de cristal. Total 61,00 €."),
    ("la orquidea y un jarron", "Apunto: 1 × Orquídea, 1 × Poto y 1 × Jarrón de cristal. Total 61,00 €."),  # kept
])
def test_the_thing_held_named_beside_a_new_one_is_not_one_more(said, reply):
    c = chat("floristeria")
    c.say(PLANTS)
    t = c.say(said)
    assert t.texts[0].startswith(reply)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("orquidea", 1), ("poto", 1), ("jarron", 1)]


@pytest.mark.parametrize("said, lines", [
    ("y otra orquidea y un jarron", [("orquidea", 2), ("poto", 1), ("jarron", 1)]),
    ("una orquidea y un jarron", [("orquidea", 1), ("poto", 1), ("jarron", 1)]),     # the same count again
    ("la orquidea", [("orquidea", 1), ("poto", 1)]),
])
def test_a_thing_held_counted_again_keeps_its_reading(said, lines):
    c = chat("floristeria")
    c.say(PLANTS)
    c.say(said)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == lines


# ---- «una de las X», «un dos de X»: one of those held, none added ----------------------------------

BOOKS = "quería 3 exemplares de follas novas e 2 da ra e a rata pro luns"


@pytest.mark.parametrize("said, note", [
    ("un dos de follas novas envolto para agasallo, os outros non", "un dos de follas novas envolto para agasallo"),
    ("uno de los de follas novas envuelto para regalo, los otros no",
     "uno de los de follas novas envuelto para regalo"),
    ("una de las de follas novas envuelta para regalo", "una de las de follas novas envuelta para regalo"),
])
def test_one_of_the_copies_held_is_noted_not_added(said, note):
    c = chat("libreria")
    c.say(BOOKS)
    t = c.say(said)
    assert f"«{note}»" in t.text and "Total" not in t.text
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("follas-novas", 3), ("ra-e-rata", 2)]


@pytest.mark.parametrize("said, note", [
    ("una de las tartas que ponga Feliz cumple Ana", "que ponga Feliz cumple Ana"),
    ("unha das tartas que poña Feliz cumple Ana", "que poña Feliz cumple Ana"),
])
def test_one_of_the_cakes_held_takes_the_wording_not_a_third_cake(said, note):
    c = chat()
    c.say("2 tartas de santiago de 8 para el martes a las 10")
    t = c.say(said)
    assert f"«{note}»" in t.text and "«das»" not in t.text
    assert [(line["item_id"], line["qty"], line["options"]) for line in c.order["lines"]] == \
        [("tarta-santiago", 2, {"raciones": "8"})]


def test_one_of_another_kind_is_still_added():
    c = chat()
    c.say("2 tartas de santiago de 8 para el martes a las 10")
    c.say("y una de las de queso")
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("tarta-santiago", 2), ("tarta-queso", 1)]


@pytest.mark.parametrize("said, note", [
    ("quería dous exemplares de follas novas, un para min e outro envolto para agasallo",
     "outro envolto para agasallo"),
    ("quiero dos ejemplares de follas novas, uno para mi y otro envuelto para regalo", "otro envuelto para regalo"),
])
def test_the_other_one_wrapped_says_which(said, note):
    c = chat("libreria")
    c.say(said)
    assert c.order["notes_said"] == [note]
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("follas-novas", 2)]
