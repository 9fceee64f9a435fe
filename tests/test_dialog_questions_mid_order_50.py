"""Stop 50, questions asked while an order is written down, answered wrong: «¿para cuántas personas
es?» of a thing made in one size was the order said back (its description says «para 6»); the
difference between two sizes was the whole catalogue (each of the two with its price); «¿cuándo
podría recogerlo?» after a thing's answer was a person (its first day, from the lead time); a text
of another kind of thing («la mayoría de las tartas…») answered about the empanada (a person does);
an allergy told at the note question went on to the summary with what contains it still in (whether
it goes, or is changed, is asked first), and an earlier «¿tenéis algo sin gluten?» stuck to it."""
import pytest

from tests.conversation import chat, chat_with_knowledge

EMPANADA = "quiero una empanada para el martes"
AT_TUESDAY = "¿A qué hora lo recoges el martes 3 de noviembre?"


# ---- the size of a thing made in one size ---------------------------------------------------------

@pytest.mark.parametrize("asked", ["para cuantas personas es?", "¿Para cuántas personas es?", "cuántas raciones tiene?",
                                   "para cuantos es?", "cuantas porciones tiene?", "cuantos trozos tiene?",
                                   "de qué tamaño es?"])
def test_the_size_of_the_one_held_is_its_description(asked):
    c = chat()
    c.say(EMPANADA)
    t = c.say(asked)
    assert "para 6" in t.text and "Llevas apuntado" not in t.text and t.texts[-1] == AT_TUESDAY
    assert c.order["lines"] == [{"item_id": "empanada", "qty": 1, "options": {}}]


@pytest.mark.parametrize("asked", ["pra cantos da?", "pra cantas persoas e?", "cantas racions ten?"])
def test_the_size_asked_in_galician(asked):
    c = chat()
    c.say("quero unha empanada pro martes")
    t = c.say(asked)
    assert "para 6" in t.text and "non o teño claro" not in t.text
    assert t.texts[-1] == "¿A que hora o recolles o martes 3 de novembro?"


@pytest.mark.parametrize("asked", ["cuantas raciones tiene la empanada?", "para cuantas personas es la empanada?"])
def test_the_size_of_a_thing_named_outside_an_order(asked):
    t = chat().say(asked)
    assert "para 6" in t.text and "16,00 €" not in t.text


def test_the_size_of_a_thing_made_in_sizes_held_is_said_back():
    # review of stop 50: the size held is said back (was: every size with its price); stop 51: the size
    # alone, not the whole order (test_dialog_sizes_said_back_51.py)
    c = chat()
    c.say("una tarta de santiago mediana para el martes")
    t = c.say("para cuantas personas es?")
    assert t.texts[0] == "Es de 12 raciones." and "18,00 €" not in t.text
    assert c.order["lines"][0]["options"] == {"raciones": "12"}


def test_a_booking_still_says_its_party_back():
    c = chat("restaurante")
    c.say("somos 4 el sabado a las 14")
    assert "4" in c.say("para cuantas personas era?").text


# ---- the difference between two sizes ---------------------------------------------------------------

@pytest.mark.parametrize("first, asked, answer", [
    ("una tarta de santiago pequeña para el martes a las 10", "que diferencia hay entre la mediana y la grande?",
     "Tarta de Santiago: 26,00 € (12 raciones) y 36,00 € (20 raciones)."),
    ("una tarta de santiago pequena pra o martes as 10", "que diferenza hai entre a mediana e a grande?",
     "Tarta de Santiago: 26,00 € (12 racións) e 36,00 € (20 racións)."),
    ("una tarta de queso para el martes", "en que se diferencian la pequeña y la grande?",
     "Tarta de queso: 22,00 € (8 raciones) y 40,00 € (20 raciones)."),
])
def test_the_two_sizes_compared_each_with_its_price(first, asked, answer):
    c = chat()
    c.say(first)
    before = [dict(line) for line in c.order["lines"]]
    t = c.say(asked)
    assert t.texts[0] == answer and not t.cards("menu")
    assert c.order["lines"] == before


def test_the_two_sizes_compared_of_a_thing_named():
    t = chat().say("que diferencia hay entre la tarta de santiago de 12 y la de 20?")
    assert t.text == "Tarta de Santiago: 26,00 € (12 raciones) y 36,00 € (20 raciones)."


def test_another_size_priced_alone_is_still_that_one():
    c = chat()
    c.say("una tarta de queso para el martes")
    assert c.say("y la de 12 cuanto?").texts[0] == "Tarta de queso (12 raciones): 30,00 €."


def test_the_difference_between_two_things_is_still_what_each_is():
    t = chat().say("que diferencia hay entre el pan de centeno y el de masa madre?")
    assert "Centeno integral" in t.text and "Hogaza" in t.text


# ---- when it can be picked up, after its answer ------------------------------------------------------

@pytest.mark.parametrize("asked", ["cuando podria recogerlo?", "cuándo lo puedo recoger?",
                                   "y que dia podria pasar a buscarlo?", "cuando podria recojerlo"])
def test_when_it_can_be_picked_up_is_its_first_day(asked):
    c = chat("libreria")
    c.say("tenéis río sin nombre?")
    t = c.say(asked)
    assert t.text == "Río sen nome se encarga con 3 días de antelación. Lo más pronto es el miércoles 4 de noviembre."
    assert not c.requests or c.requests[-1]["kind"] != "question"


@pytest.mark.parametrize("asked", ["cando podería recollelo?", "cando o podo recoller?"])
def test_when_it_can_be_picked_up_in_galician_with_the_texts(tmp_path, asked):
    c = chat_with_knowledge("libreria", tmp_path)
    c.say("tedes río sen nome?")
    t = c.say(asked)
    assert t.text == "Río sen nome encárgase con 3 días de antelación. O máis cedo é o mércores 4 de novembro."


def test_when_to_pick_up_what_was_sent_is_still_what_was_sent():
    from tests.conversation import sent_after
    c = sent_after("", ["4 croissants para mañana a las 10", "Ana 600123123", "no"])
    t = c.say("a que hora lo puedo recoger?")
    assert "10:00" in t.text and "antelación" not in t.text


# ---- a text of another kind of thing --------------------------------------------------------------------

@pytest.mark.parametrize("first, asked", [
    (EMPANADA, "la empanada se puede congelar?"),
    (None, "la empanada se puede congelar?"),
    (None, "se puede congelar la empanada de zorza?"),
    ("quero unha empanada pro martes", "a empanada pódese conxelar?"),
])
def test_the_cakes_text_is_no_answer_about_another_thing(tmp_path, first, asked):
    c = chat_with_knowledge("", tmp_path)
    if first:
        c.say(first)
    t = c.say(asked)
    assert "tartas" not in t.text.lower()       # its own text («La empanada de zorza lleva…») or a person


@pytest.mark.parametrize("asked, expected", [
    ("se puede congelar la tarta de queso?", "se pueden congelar enteras hasta un mes"),
    ("se puede congelar el pan de centeno?", "congelar en rebanadas"),
])
def test_a_text_of_its_own_kind_still_answers(tmp_path, asked, expected):
    assert expected in chat_with_knowledge("", tmp_path).say(asked).text


# ---- an allergy told at the note question ----------------------------------------------------------------

NUTS_ORDER = ("6 croissants y 2 brownies para mañana a las 10", "Ramon 612345678")
NUTS_GL = ("6 croissants e 2 brownies para mañá ás 10", "Ramon 612345678")
ASK_ES = ("¿Quito 2 × Brownie sin harina o prefieres cambiarlos por Palmera de hojaldre, Napolitana de chocolate "
          "o Tartaleta de frutas?")


@pytest.mark.parametrize("allergy", ["mi hijo es alergico a los frutos secos", "Mi hijo es alérgico a los frutos secos",
                                     "es para un niño alergico a las nueces", "mi hija es alerjica a los frutos secos"])
def test_an_allergy_at_the_note_question_asks_before_the_summary(allergy):
    c = chat()
    c.say_all(*NUTS_ORDER)
    t = c.say(allergy)
    assert t.text.startswith("Brownie sin harina contiene frutos secos.") and t.texts[-1].endswith(ASK_ES)
    assert "Este es el pedido" not in t.text and "Croissant de mantequilla contiene" not in t.text
    assert t.chip_labels[0] == "Quitar Brownie sin harina" and t.chip_labels[-1] == "Dejarlo así"
    assert c.state["awaiting"] == "unfit" and c.order["note"] == allergy


@pytest.mark.parametrize("answer, lines", [
    ("quitalos", [("croissant", 6)]), ("sí", [("croissant", 6)]), ("quita los brownies", [("croissant", 6)]),
    ("dejalo asi", [("croissant", 6), ("brownie", 2)]), ("no", [("croissant", 6), ("brownie", 2)]),
    ("mejor napolitanas", [("croissant", 6), ("napolitana", 2)]),
    ("ponme 3 palmeras en su lugar", [("croissant", 6), ("palmera", 3)]),
])
def test_the_answer_to_whether_it_goes(answer, lines):
    c = chat()
    c.say_all(*NUTS_ORDER, "mi hijo es alergico a los frutos secos")
    t = c.say(answer)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == lines
    assert "Este es el pedido que enviaré al local" in t.text and c.state["awaiting"] == "confirm"
    assert c.order["note"] == "mi hijo es alergico a los frutos secos"


@pytest.mark.parametrize("chip, lines", [
    ("Quitar Brownie sin harina", [("croissant", 6)]),
    ("Cambiar por Tartaleta de frutas", [("croissant", 6), ("tartaleta", 2)]),
    ("Dejarlo así", [("croissant", 6), ("brownie", 2)]),
])
def test_the_buttons_of_whether_it_goes(chip, lines):
    c = chat()
    c.say_all(*NUTS_ORDER, "mi hijo es alergico a los frutos secos")
    c.press(chip)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == lines


def test_an_earlier_gluten_question_does_not_stick_to_the_nuts_allergy():
    c = chat()
    c.say_all(NUTS_GL[0], "e tedes algo sen gluten?", NUTS_GL[1])
    t = c.say("o meu fillo e alerxico as noces")
    assert "glute" not in t.text and t.text.startswith("Brownie sin harina contén froitos secos.")
    assert t.texts[-1].endswith("¿Quito 2 × Brownie sin harina ou prefires cambialos por Palmera de hojaldre, "
                                "Napolitana de chocolate ou Tartaleta de frutas?")
    c.say("quitaos")
    assert [line["item_id"] for line in c.order["lines"]] == ["croissant"]


def test_an_allergy_nothing_held_contains_goes_on_to_the_summary():
    c = chat()
    c.say_all("6 croissants para mañana a las 10", "Ramon 612345678")
    t = c.say("mi hijo es alergico a los frutos secos")
    assert "Este es el pedido que enviaré al local" in t.text and "¿Quito" not in t.text


def test_an_allergy_before_the_name_still_offers_and_asks_the_name():
    c = chat()
    c.say("6 croissants y 2 brownies para mañana a las 10")
    t = c.say("mi hijo es alergico a los frutos secos")
    assert "Sin frutos secos puedo ofrecerte" in t.text and "¿Quito" not in t.text
    assert t.texts[-1] == "¿A nombre de quién lo preparo?"


# ---- a button offered by two answers of one message ------------------------------------------------------

@pytest.mark.parametrize("slug, said, chip", [
    ("libreria", "ola tedes a ra e a rata? pra que idade é?", "Encargar: A ra e a rata"),
    ("libreria", "tenéis a ra e a rata? para que edad es?", "Encargar: A ra e a rata"),
])
def test_a_button_two_answers_offer_is_shown_once(slug, said, chip):
    t = chat(slug).say(said)
    assert t.chip_labels == [chip] and "de 3 a 6 a" in t.text
