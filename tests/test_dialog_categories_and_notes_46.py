"""Stop 46, each a family: a category asked for beside products («el atlas y una novela», «un
ramo de rosas y una planta») asks which of that category's products, never dropped nor «not in the
catalogue»; how bread or a cake is to be cut («cortado», «en rebanadas», «cortada en 12
porciones», «sin cortar») is kept as a note, and «de 12 porciones» is the size of 12; a note said
right after one of several things names it; a delivery wished in an order («quiero mandar un ramo al
hospital») is answered from the knowledge (or goes with the order to a person), never a pickup taken
silently."""
import pytest

from tests.conversation import chat, chat_with_knowledge


def _lines(c):
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


# ---- a category beside products -----------------------------------------------------------------

@pytest.mark.parametrize("slug, said, first, question, chips", [
    ("libreria", "quiero el atlas y una novela", "Apunto: 1 × Atlas do ceo.", "¿Qué novela quieres?",
     ["Follas novas · 18,00 €", "O lume vermello · 21,00 €", "Río sen nome · 19,50 €"]),
    ("libreria", "kiero el atlas y una novela", "Apunto: 1 × Atlas do ceo.", "¿Qué novela quieres?",
     ["Follas novas · 18,00 €", "O lume vermello · 21,00 €", "Río sen nome · 19,50 €"]),
    ("libreria", "quero o atlas e unha novela", "Apunto: 1 × Atlas do ceo.", "¿Que novela queres?",
     ["Follas novas · 18,00 €", "O lume vermello · 21,00 €", "Río sen nome · 19,50 €"]),
    ("floristeria", "quiero un ramo de rosas y una planta", "Apunto: 1 × Ramo de rosas.", "¿Qué planta quieres?",
     ["Orquídea · 32,00 €", "Poto · 14,00 €"]),
    ("floristeria", "quero un ramo de rosas e unha planta", "Apunto: 1 × Ramo de rosas.", "¿Que planta queres?",
     ["Orquídea · 32,00 €", "Poto · 14,00 €"]),
    ("", "dame una bica y un regalo", "Apunto: 1 × Bica gallega.", "¿Qué regalo quieres?",
     ["Caja de 6 macarons · 12,00 €", "Bolsa de galletas de mantequilla · 6,50 €",
      "Caja de polvorones de almendra · 8,50 €"]),
])
def test_a_category_beside_a_product_asks_which_of_it(slug, said, first, question, chips):
    t = chat(slug).say(said)
    assert t.text.startswith(first) and t.text.endswith(question)
    assert "No tengo" not in t.text and "Non teño" not in t.text
    assert t.chip_labels == chips


def test_the_product_picked_of_the_category_takes_the_count_said():
    c = chat("libreria")
    c.say("quero o atlas e dúas novelas")
    t = c.press("O lume vermello")
    assert _lines(c) == [("atlas-ceo", 1), ("lume-vermello", 2)]
    assert "Total 58,00 €" in t.text


def test_a_category_beside_a_group_is_asked_after_the_group():
    c = chat("libreria")
    assert c.say("quiero un cuaderno y una novela").text == "¿Qué cuaderno quieres?"
    assert c.press("Cuaderno A5").text.endswith("¿Qué novela quieres?")
    c.press("Follas novas")
    assert _lines(c) == [("cuaderno-a5", 1), ("follas-novas", 1)]


def test_a_category_alone_is_still_its_card_and_a_group_still_its_question():
    t = chat("floristeria").say("quiero una planta")
    assert t.text.startswith("En Plantas: Orquídea (32,00 €) y Poto (14,00 €).")
    t = chat().say("quiero una napolitana y un pan")
    assert t.text.endswith("¿Qué pan quieres?") and len(t.chip_labels) == 2


def test_a_thing_not_sold_beside_a_product_is_still_said_not_had():
    t = chat("floristeria").say("quiero un ramo de rosas y una pizza")
    assert "No tengo «pizza» en el catálogo." in t.text


# ---- how it is cut -------------------------------------------------------------------------------

@pytest.mark.parametrize("said, note", [
    ("quiero un pan de centeno cortado para mañana a las 10", "cortado"),
    ("un pan de centeno en rebanadas para mañana a las 10", "en rebanadas"),
    ("un pan de zenteno en rodajas para mañana a las 10", "en rodajas"),
    ("pan de masa madre sin cortar, para mañana a las 10", "sin cortar"),
    ("un pan de centeo cortado para mañá ás 10", "cortado"),
    ("un pan de masa nai sen cortar para mañá ás 10", "sen cortar"),
])
def test_how_the_bread_is_cut_is_noted(said, note):
    c = chat()
    c.say(said)
    assert c.order["notes_said"] == [note] and len(c.order["lines"]) == 1


def test_how_the_bread_is_cut_survives_the_question_of_which_bread():
    c = chat()
    assert c.say("una barra de pan en rebanadas").text == "¿Qué pan quieres?"
    c.press("Pan de centeno")
    assert _lines(c) == [("pan-centeno", 1)] and c.order["notes_said"] == ["en rebanadas"]


@pytest.mark.parametrize("said, size, note", [
    ("unha tarta de queso cortada en 12 porcións para o martes ás 12", "12", "cortada en 12 porcións"),
    ("una tarta de queso cortada en 20 trozos para el martes a las 12", "20", "cortada en 20 trozos"),
])
def test_a_cake_cut_in_portions_is_that_size_and_the_cut_is_noted(said, size, note):
    c = chat()
    t = c.say(said)
    assert c.order["lines"][0]["options"] == {"raciones": size} and c.order["notes_said"] == [note]
    assert "porci" not in t.text.split("Apunto")[0]      # never «no tengo porciones»


@pytest.mark.parametrize("said, size, total", [
    ("una tarta de santiago de 20 porciones para el martes", "20", "36,00 €"),
    ("unha tarta de santiago de 12 porcions para o martes", "12", "26,00 €"),
])
def test_portions_are_the_size(said, size, total):
    c = chat()
    t = c.say(said)
    assert c.order["lines"][0]["options"] == {"raciones": size} and f"Total {total}" in t.text


# ---- a note said after one of several things names it ---------------------------------------------

@pytest.mark.parametrize("slug, said, note", [
    ("libreria", "quiero el atlas envuelto para regalo y una novela", "atlas envuelto para regalo"),
    ("libreria", "quero o atlas envolto para agasallo e unha novela", "atlas envolto para agasallo"),
    ("libreria", "el atlas envuelto y follas novas", "atlas envuelto"),
    ("", "quiero un pan de centeno cortado y 2 croissants para mañana a las 10", "pan de centeno cortado"),
    ("", "un pan de centeo en rebandas e 2 croissants para mañá ás 10", "pan de centeo en rebandas"),
])
def test_a_note_after_one_of_several_things_names_it(slug, said, note):
    c = chat(slug)
    c.say(said)
    assert c.order["notes_said"] == [note]


def test_a_note_after_a_thing_added_to_an_order_held_names_it():
    c = chat("libreria")
    c.say("quiero follas novas")
    c.say("y el atlas envuelto para regalo")
    assert [line["item_id"] for line in c.order["lines"]] == ["follas-novas", "atlas-ceo"]
    assert c.order["notes_said"] == ["atlas envuelto para regalo"]


def test_a_note_of_the_only_thing_is_said_as_it_was():
    c = chat("libreria")
    c.say("quiero el atlas envuelto para regalo")
    assert c.order["notes_said"] == ["envuelto para regalo"]


def test_the_named_note_reaches_the_summary():
    c = chat("libreria")
    c.say_all("quiero el atlas envuelto para regalo y una novela")
    c.press("Follas novas")
    t = c.say_all("el martes a las 10", "Ana", "600123123")
    assert "atlas envuelto para regalo" in t.text


# ---- a delivery wished ---------------------------------------------------------------------------

NO_DELIVERY = ("No hacemos envíos a domicilio", "Non facemos envíos a domicilio")


@pytest.mark.parametrize("said, line", [
    ("quiero mandar una tarta de queso a casa de mi madre", "tarta-queso"),
    ("kiero enviar una tarta de queso al hospital", "tarta-queso"),
    ("quero mandar unha tarta de queso á casa da miña nai", "tarta-queso"),
    ("6 croissants a domicilio", "croissant"),
])
def test_a_delivery_wished_with_the_order_is_answered_from_the_knowledge(tmp_path, said, line):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(said)
    assert t.text.startswith(NO_DELIVERY) and [x["item_id"] for x in c.order["lines"]] == [line]
    assert "Apunto: 1 ×" in t.text or "Apunto: 6 ×" in t.text


@pytest.mark.parametrize("said, question", [
    ("mándala a casa de mi madre", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("mandadla a mi oficina", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("enviádea ao traballo", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_a_delivery_wished_mid_order_is_answered_and_the_question_asked_again(tmp_path, said, question):
    c = chat_with_knowledge("", tmp_path)
    c.say("quiero una tarta de queso de 12 raciones para el martes")
    t = c.say(said)
    assert t.text.startswith(NO_DELIVERY) and "Para seguir" not in t.text and "preciso" not in t.text
    assert t.text.endswith(question) and len(c.order["lines"]) == 1


def test_a_delivery_the_knowledge_cannot_answer_goes_with_the_order_in_the_customers_words():
    c = chat("floristeria")
    t = c.say("quiero mandar un ramo de rosas al hospital clínico")
    assert t.text.startswith("Eso no lo tengo claro") and "Apunto: 1 × Ramo de rosas" in t.text
    assert c.order["questions"] == ["mandar un ramo de rosas al hospital"]


def test_a_delivery_mid_order_with_a_day_and_time_keeps_them():
    c = chat("floristeria")
    c.say("quero un ramo de rosas")
    t = c.say("mandádeo ao hospital o martes ás 11")
    assert t.text.startswith("Iso non o teño claro") and t.text.endswith("¿A nome de quen o preparo?")
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-03", 660)
    assert c.order["questions"] == ["mandádeo ao hospital"]


@pytest.mark.parametrize("said", ["6 croissants para llevar a casa", "6 croissants, me los llevo a casa",
                                  "6 croissants, que la tarta lleva nata"])
def test_taking_it_home_oneself_is_no_delivery(said):
    c = chat()
    t = c.say(said)
    assert "no lo tengo claro" not in t.text and not c.order.get("questions")


# ---- how many, with the noun's gender --------------------------------------------------------------

@pytest.mark.parametrize("slug, said, question", [
    ("taller", "quiero luces", "¿Cuántas luces quieres?"),
    ("taller", "quero luces", "¿Cantas luces queres?"),
    ("taller", "kiero luzes", "¿Cuántas luzes quieres?"),
    ("taller", "quiero cadenas", "¿Cuántas cadenas quieres?"),
    ("", "quiero croissants", "¿Cuántos croissants quieres?"),
    ("", "quiero napolitanas", "¿Cuántas napolitanas quieres?"),
])
def test_how_many_is_asked_with_the_nouns_gender(slug, said, question):
    assert chat(slug).say(said).text.endswith(question)
