"""At «¿Alguna indicación?», words about the request are its note, not a change of it: a product
or service named without a count or a verb of ordering («la empanada bien cocida», «nada de barba,
jaja»), and a «no» that goes on to say something («no, pero vamos con un perro»). Brush-offs
(«x ahora no», «na») are no note."""
import pytest

from tests.conversation import chat

BAKERY_ORDER = ("quiero 4 croissants, 4 palmeras y una empanada pal martes a las 10", "Ana", "612345678")
CART = [("croissant", 4), ("palmera", 4), ("empanada", 1)]


def _bakery_at_the_note():
    c = chat()
    for text in BAKERY_ORDER:
        c.say(text)
    assert c.state["awaiting"] == "note"
    return c


@pytest.mark.parametrize("text", ["la empanada bien cocida", "las palmeras en bolsa aparte",
                                  "a empanada ben cocida, por favor", "los croissants calentitos si puede ser"])
def test_a_product_described_is_the_note(text):
    c = _bakery_at_the_note()
    c.say(text)
    assert c.order["note"] == text
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == CART


@pytest.mark.parametrize("text, cart", [
    ("y 2 palmeras mas", [("croissant", 4), ("palmera", 6), ("empanada", 1)]),
    ("una bica tambien", CART + [("bica", 1)]),
    ("quita la empanada", [("croissant", 4), ("palmera", 4)]),
])
def test_a_change_said_at_the_note_question_is_still_a_change(text, cart):
    c = _bakery_at_the_note()
    c.say(text)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == cart
    assert c.order["note"] is None


@pytest.mark.parametrize("text", ["nada de barba jaja", "tengo el pelo muy largo, hasta la cintura",
                                  "la ultima vez el tinte me dio alergia"])
def test_a_service_described_is_the_note(text):
    c = chat("peluqueria")
    c.say_all("corte de mujer el martes a las 12", "Elena", "633111222")
    c.say(text)
    assert c.state["booking"]["services"] == ["corte-mujer"]
    assert c.state["booking"]["note"] == text


@pytest.mark.parametrize("text", ["en la tarjeta: te quiero mama", "que las rosas sean rojas"])
def test_a_card_s_words_are_the_note(text):
    c = chat("floristeria")
    c.say_all("ramo de rosas con tarjeta para el lunes a las 11", "Ana", "600111222")
    c.say(text)
    assert c.order["note"] == text
    assert sorted((line["item_id"], line["qty"]) for line in c.order["lines"]) == [("ramo-rosas", 1), ("tarjeta", 1)]


@pytest.mark.parametrize("text", ["no, pero vamos con un perro", "ninguna alergia, es nuestro aniversario",
                                  "nada especial, si puede ser cerca de la ventana", "non, pero levamos un can",
                                  "no queremos terraza, dentro", "ningunha alerxia, pero imos cun bebé"])
def test_a_no_that_goes_on_is_the_note(text):
    c = chat("restaurante")
    c.say_all("mesa para 2 el viernes a las 21", "Ana", "611222333")
    c.say(text)
    assert c.state["booking"]["note"] == text


@pytest.mark.parametrize("text", ["no, gracias", "nada", "no, nada mas", "no gracias, eso es todo", "ninguna alergia",
                                  "x ahora no", "na", "nah", "de momento no", "non, grazas", "no, bueno, nada"])
def test_a_plain_no_or_a_brush_off_is_no_note(text):
    c = chat("restaurante")
    c.say_all("mesa para 2 el viernes a las 21", "Ana", "611222333")
    c.say(text)
    assert c.state["booking"]["note"] == ""


def test_galician_na_starting_a_note_is_the_note():
    c = chat("restaurante")
    c.say_all("mesa para 2 o venres ás 21", "Ana", "611222333")
    c.say("na terraza, por favor")
    assert c.state["booking"]["note"] == "na terraza, por favor"


@pytest.mark.parametrize("text", ["no, nada en especial", "no tengo ninguna", "no, solo eso", "no, no se me ocurre nada",
                                  "no gracias, todo perfecto", "non, nada en especial", "non teño ningunha"])
def test_a_no_said_at_length_is_still_no_note(text):
    c = chat("restaurante")
    c.say_all("mesa para 4 el viernes a las 21", "Ana", "612345678")
    c.say(text)
    assert c.state["booking"]["note"] == ""


@pytest.mark.parametrize("text", ["la tarta de queso con poca mermelada", "tarta de queso bien hecha"])
def test_the_product_held_described_is_the_note(text):
    c = chat()
    c.say_all("una tarta de queso de 12 para el sabado a las 12", "Ana", "612345678")
    c.say(text)
    assert c.order["note"] == text
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("tarta-queso", 1)]


@pytest.mark.parametrize("text, added", [
    ("y de paso unos croissants", "croissant"), ("oye y me pones la empanada grande", "empanada"),
    ("perdona, añadid la empanada porfa", "empanada"), ("se me olvido pedir la empanada", "empanada"),
    ("y la bica gallega para el mismo dia", "bica"), ("e de paso unha bica", "bica"),
])
def test_something_more_at_the_note_question_is_added(text, added):
    c = chat()
    c.say_all("una tarta de queso de 12 para el sabado a las 12", "Ana", "612345678")
    c.say(text)
    assert added in {line["item_id"] for line in c.order["lines"]}
    assert c.order["note"] is None


@pytest.mark.parametrize("slug, steps, text, held", [
    ("peluqueria", ("corte de hombre el martes a las 10 con marta", "Pablo", "612345678"),
     "aprovecho y que me arreglen la barba", {"corte-hombre", "barba"}),
    ("taller", ("quiero una camara para el lunes a las 11", "Ana", "612345678"), "y de paso la luz delantera",
     {"camara", "luz"}),
])
def test_a_service_or_part_more_at_the_note_question_is_added(slug, steps, text, held):
    c = chat(slug)
    c.say_all(*steps)
    c.say(text)
    got = set(c.state["booking"]["services"]) if slug == "peluqueria" else {l["item_id"] for l in c.order["lines"]}
    assert got == held


@pytest.mark.parametrize("text, note", [("con tarjeta que ponga feliz cumple", "que ponga feliz cumple"),
                                        ("y la tarjeta que diga te quiero mama", "que diga te quiero mama")])
def test_a_card_asked_with_its_words_is_added_and_its_words_are_the_note(text, note):
    c = chat("floristeria")
    c.say_all("un ramo de rosas para el lunes a las 11", "Ana", "612345678")
    c.say(text)
    assert sorted(l["item_id"] for l in c.order["lines"]) == ["ramo-rosas", "tarjeta"]
    assert c.order["note"] == note
