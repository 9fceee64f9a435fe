"""Stop 55, task K: questions the business's data answers were sent to a person.

What was wrong: «¿cuánto cuesta el pulpo?» «Pulpo á feira: 16,50 €.» then «¿y los postres?» got «Eso
no lo tengo claro y prefiero no inventarlo. Le paso tu pregunta a una persona…» although «¿qué postres
tenéis?» lists them (Galician «¿e as sobremesas?», the bookshop's «¿y los infantiles?», the bike
shop's «¿y los servicios?», the florist's «¿y las plantas?» the same). A question about a named
product that only its description answers went to a person too: «¿la cámara qué válvula tiene?» (its
description says «Válvula presta»), «¿la cubierta qué medida es?» (700x32), «¿el pulpo con qué va?»
(«Con cachelos…»), «¿de qué va O lume vermello?». Mid-order, «perdona, ¿qué te había pedido?» was
«Eso no lo tengo claro…» and stored as a question for the shop, though the order held says it. And
«necesito la bici para el domingo, ¿podéis revisarla el sábado a las 12?» went to a person, instead of
booking Saturday at 12:00.

What now happens: «¿y los/las <category>?» (an «y», articles and a category's name or alias, nothing
else) is that category's card with its prices; «¿y los postres cuánto?» too, no longer the price of the
last thing again (unless the category is that thing's own: «¿y el libro cuánto?» of a novel).
«¿con qué va X?», «¿de qué va/trata X?», «¿qué <word>
tiene/es X?» (the word in X's description; a measure word when the description or name writes a
figure) answer X's name, description and price. «¿qué te había pedido?», «¿qué llevo pedido?», «que
che pedira?», «que levo?» say what is held, then the open question again. «necesito X para el
domingo, … el sábado a las 12» books the other day said and keeps the day needed as a note.
Unchanged: «¿y el sábado?» after a price (that day's hours), «¿qué postres tenéis?», a question the
description does not answer («¿la cubierta qué garantía tiene?») stays a person's.
"""
import pytest

from tests.conversation import chat

_PERSON = ("Eso no lo tengo claro", "Iso non o teño claro")


def _after(slug: str, first: str, msg: str):
    c = chat(slug)
    assert "€" in c.say(first).text
    return c, c.say(msg)


def _menu_titles(t) -> list[str]:
    return [card["title"] for card in t.cards("menu")]


# ---------------------------------------------------------------- «¿y los <category>?»

@pytest.mark.parametrize("slug, first, msg, title, intro, price", [
    ("restaurante", "cuanto cuesta el pulpo?", "y los postres?", "Postres", "Esto es lo que tenemos en Postres",
     "6,00 €"),
    ("restaurante", "cuanto cuesta el pulpo?", "¿Y los postres?", "Postres", "Esto es lo que tenemos en Postres",
     "6,00 €"),
    ("restaurante", "cuanto cuesta el arroz?", "y los postres??", "Postres", "Esto es lo que tenemos en Postres",
     "6,00 €"),
    ("restaurante", "canto custa o polbo?", "e as sobremesas?", "Sobremesas", "Isto é o que temos en Sobremesas",
     "6,00 €"),
    ("libreria", "cuanto cuesta follas novas?", "y los infantiles?", "Infantil", "Esto es lo que tenemos en Infantil",
     "€"),
    ("libreria", "canto custa follas novas?", "e os infantis?", "Infantil", "Isto é o que temos en Infantil", "€"),
    ("taller", "cuanto cuesta la camara?", "y los servicios?", "Servicios del taller",
     "Esto es lo que tenemos en Servicios del taller", "35,00 €"),
    ("floristeria", "cuanto cuesta el ramo de rosas?", "y las plantas?", "Plantas",
     "Esto es lo que tenemos en Plantas", "€"),
    ("floristeria", "cuanto cuesta el ramo de rosas?", "y las plantas", "Plantas",
     "Esto es lo que tenemos en Plantas", "€"),
])
def test_and_the_category_lists_it_with_prices(slug, first, msg, title, intro, price):
    c, t = _after(slug, first, msg)
    assert t.texts[0].startswith(intro), t.texts
    assert _menu_titles(t) == [title]
    rows = t.cards("menu")[0]["rows"]
    assert rows and all(r["price"].endswith("€") for r in rows)
    assert any(price in r["price"] for r in rows)
    assert t.request is None or t.request["status"] != "pending"
    assert not any(x in t.text for x in _PERSON)


@pytest.mark.parametrize("first, msg, title, intro", [
    ("cuanto cuesta el pulpo?", "y los postres cuanto?", "Postres", "Esto es lo que tenemos en Postres, con precios"),
    ("cuanto cuesta el pulpo?", "¿y los postres qué precio tienen?", "Postres",
     "Esto es lo que tenemos en Postres, con precios"),
    ("canto custa o polbo?", "e as sobremesas, que prezo teñen?", "Sobremesas",
     "Isto é o que temos en Sobremesas, con prezos"),
])
def test_and_the_categorys_prices_are_not_the_last_things(first, msg, title, intro):
    _c, t = _after("restaurante", first, msg)
    assert t.texts[0].startswith(intro), t.texts
    assert _menu_titles(t) == [title]
    assert "16,50" not in t.text


def test_and_the_books_price_after_a_novel_is_still_that_novel():
    _c, t = _after("libreria", "cuanto cuesta follas novas?", "y el libro cuanto?")
    assert t.texts == ["Follas novas: 18,00 €."]


def test_the_category_alone_lists_it_too():
    t = chat("restaurante").say("¿y los postres?")
    assert _menu_titles(t) == ["Postres"]
    assert [r["name"] for r in t.cards("menu")[0]["rows"]] == ["Filloas", "Queso con membrillo"]


def test_what_desserts_do_you_have_unchanged():
    t = chat("restaurante").say("¿qué postres tenéis?")
    assert t.texts[0].startswith("Esto es lo que tenemos en Postres") and _menu_titles(t) == ["Postres"]


def test_and_on_saturday_after_a_price_is_still_that_days_hours():
    _c, t = _after("restaurante", "cuanto cuesta el pulpo?", "y el sabado?")
    assert t.texts[0] == "El sábado 7 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30."
    assert not t.cards("menu")


def test_and_a_thing_not_a_category_is_not_a_list():
    _c, t = _after("restaurante", "cuanto cuesta el pulpo?", "y los vinos de la casa que tal?")
    assert not t.cards("menu")


# ---------------------------------------------------------------- what the description answers

@pytest.mark.parametrize("slug, msg, said", [
    ("taller", "la camara que valvula tiene?", ["Cámara 700x28: Válvula presta.", "Cámara 700x28: 7,00 €."]),
    ("taller", "¿la cámara qué válvula tiene?", ["Cámara 700x28: Válvula presta.", "Cámara 700x28: 7,00 €."]),
    ("taller", "que tipo de valvula tiene la camara?", ["Cámara 700x28: Válvula presta.", "Cámara 700x28: 7,00 €."]),
    ("taller", "a camara que valvula ten?", ["Cámara 700x28: Válvula presta.", "Cámara 700x28: 7,00 €."]),
    ("taller", "la cubierta que medida es?", ["Cubierta urbana: 700x32, antipinchazos.", "Cubierta urbana: 29,00 €."]),
    ("taller", "que medida tiene la cubierta", ["Cubierta urbana: 700x32, antipinchazos.",
                                               "Cubierta urbana: 29,00 €."]),
    ("taller", "a cuberta que medida ten?", ["Cuberta urbana: 700x32, antifurados.", "Cuberta urbana: 29,00 €."]),
    ("restaurante", "el pulpo con que va?", ["Pulpo á feira: Con cachelos, aceite de oliva y pimentón de la Vera.",
                                             "Pulpo á feira: 16,50 €."]),
    ("restaurante", "¿con qué viene el pulpo?", ["Pulpo á feira: Con cachelos", "Pulpo á feira: 16,50 €."]),
    ("restaurante", "o polbo con que vai?", ["Polbo á feira: Con cachelos, aceite de oliva e pementón da Vera.",
                                             "Polbo á feira: 16,50 €."]),
    ("restaurante", "el arroz con que va?", ["Arroz con marisco: Caldoso, con almejas y cigalas.",
                                             "Arroz con marisco: 22,00 € por persona."]),
    ("libreria", "de que va lume vermello?", ["O lume vermello: Novela negra ambientada en Compostela.",
                                              "O lume vermello: 21,00 €."]),
    ("libreria", "de que trata o lume vermello?", ["O lume vermello: Novela negra ambientada en Compostela.",
                                                   "O lume vermello: 21,00 €."]),
])
def test_a_particular_its_description_says(slug, msg, said):
    t = chat(slug).say(msg)
    for words in said:
        assert words in t.text, t.texts
    assert not any(x in t.text for x in _PERSON)
    assert t.request is None or t.request["status"] != "pending"


@pytest.mark.parametrize("slug, msg", [
    ("taller", "la cubierta que garantia tiene?"),
    ("taller", "que marca de valvula es la de la cubierta?"),
    ("restaurante", "el pulpo que vino le va?"),
])
def test_what_the_description_does_not_say_stays_a_persons(slug, msg):
    t = chat(slug).say(msg)
    assert any(x in t.text for x in _PERSON), t.texts
    assert t.request["status"] == "pending"


def test_what_it_has_stays_as_it_was():
    t = chat("restaurante").say("que lleva el pulpo?")
    assert t.texts == ["Pulpo á feira: Con cachelos, aceite de oliva y pimentón de la Vera. "
                       "Pulpo á feira contiene moluscos."]


# ---------------------------------------------------------------- what is held, asked again

@pytest.mark.parametrize("msg", [
    "perdona, que te habia pedido?",
    "perdona, ¿qué te había pedido?",
    "que llevo pedido?",
    "a ver, que te pedi?",
    "disculpa, que habia encargado?",
])
def test_what_was_ordered_is_said_back(msg):
    c = chat("floristeria")
    c.say("ramo de rosas para el lunes a las 11")
    t = c.say(msg)
    assert "1 × Ramo de rosas" in t.texts[0] and "35,00 €" in t.texts[0], t.texts
    assert t.texts[-1] == "¿A nombre de quién lo preparo?"
    assert not any(x in t.text for x in _PERSON)
    assert t.request["data"]["questions"] == []
    assert [(line["item_id"], line["qty"]) for line in c.state["order"]["lines"]] == [("ramo-rosas", 1)]


@pytest.mark.parametrize("msg", ["perdoa, que che pedira?", "que levo pedido?", "que che pedin?"])
def test_what_was_ordered_is_said_back_in_galician(msg):
    c = chat("floristeria")
    c.say("quero un ramo de rosas para o luns ás 11")
    t = c.say(msg)
    assert "1 × Ramo de rosas" in t.texts[0] and "35,00 €" in t.texts[0], t.texts
    assert t.texts[-1] == "¿A nome de quen o preparo?"
    assert t.request["data"]["questions"] == []


def test_what_was_asked_for_is_said_with_the_day():
    c = chat("floristeria")
    c.say("ramo de rosas para el lunes a las 11")
    t = c.say("perdona, que te habia pedido?")
    assert "el lunes 2 de noviembre a las 11:00" in t.texts[0]


def test_what_was_ordered_once_sent():
    c = chat("floristeria")
    c.say_all("ramo de rosas para el lunes a las 11", "Ana Pérez 612345678", "no")
    c.press("Enviar")
    t = c.say("perdona, que te habia pedido?")
    assert t.texts[0].startswith("Tu pedido enviado: 1 × Ramo de rosas (total 35,00 €), para recoger el lunes "
                                 "2 de noviembre a las 11:00."), t.texts
    assert not any(x in t.text for x in _PERSON)


# ---------------------------------------------------------------- the day needed beside the day asked

@pytest.mark.parametrize("msg, day, minutes", [
    ("necesito la bici para el domingo, podeis revisarla el sabado a las 12?", "el sábado 7 de noviembre a las 12:00",
     720),
    ("necesito la bici para el domingo, ¿podéis revisarla el sábado a las 12?", "el sábado 7 de noviembre a las 12:00",
     720),
    ("la necesito para el lunes, me podeis revisar la bici el viernes a las 10?",
     "el viernes 6 de noviembre a las 10:00", 600),
    ("me hace falta para el domingo, revision el sabado a las 12:30", "el sábado 7 de noviembre a las 12:30", 750),
])
def test_the_day_asked_is_booked_and_the_day_needed_noted(msg, day, minutes):
    c = chat("taller")
    t = c.say(msg)
    assert t.texts[0].startswith(f"Apunto: revisión completa {day}"), t.texts
    assert "35,00 €" in t.texts[0]
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"
    b = c.state["booking"]
    assert b["services"] == ["revision"] and b["min"] == minutes
    assert any("para el" in n for n in b["notes_said"])
    assert t.request["status"] == "collecting"


def test_the_day_needed_in_galician():
    c = chat("taller")
    t = c.say("necesito a bici pro domingo, podedes revisala o sabado as 12?")
    assert t.texts[0].startswith("Apunto: revisión completa o sábado 7 de novembro ás 12:00"), t.texts
    assert c.state["booking"]["notes_said"] == ["necesito a bici pro domingo"]


def test_a_check_up_on_saturday_unchanged():
    c = chat("taller")
    t = c.say("revision el sabado a las 12:30")
    assert t.texts[0].startswith("Apunto: revisión completa el sábado 7 de noviembre a las 12:30")
    assert "notes_said" not in c.state["booking"] or not c.state["booking"]["notes_said"]


def test_the_day_needed_alone_is_the_day_booked():
    c = chat("taller")
    t = c.say("necesito revisar la bici para el sabado")
    assert t.texts[0].startswith("Apunto: revisión completa el sábado 7 de noviembre"), t.texts
    assert c.state["booking"]["ymd"] == "2026-11-07"
