"""At the salon and the bookshop: «no, mejor Marta» books Marta; «para a miña nai» is no child;
«X o Y» asks which; «no es X, son Y» swaps; a service it does not do is said and the booking goes
on; «<weekday> 11» written without an article is the time when 11 is not that weekday's date;
«mi novia» is somebody's girlfriend, not a bride."""
import pytest

from tests.conversation import chat


def _booking(c) -> dict:
    return c.state["booking"]


@pytest.mark.parametrize("then", ["no, mejor marta", "no, marta", "no, prefiero Marta", "no no, marta",
                                  "non, mellor a Marta", "non, a marta", "no mejor marta"])
def test_no_then_a_name_books_that_person(then):
    c = chat("peluqueria")
    c.say("corte de hombre el viernes a las 17")
    c.state["booking"]["resource"] = "iago"
    t = c.say(then)
    assert "con Marta" in t.text and "con Iago" not in t.text
    assert _booking(c)["resource"] == "marta"


@pytest.mark.parametrize("then", ["con marta no", "no quiero con Marta"])
def test_a_person_refused_is_still_refused(then):
    c = chat("peluqueria")
    c.say("corte de hombre el viernes a las 17")
    c.say(then)
    assert _booking(c)["resource"] != "marta"


@pytest.mark.parametrize("text, name", [("corte para a miña nai o venres", "corte de muller"),
                                        ("corte para miña muller", "corte de muller"),
                                        ("cortarlle o pelo á miña nai o venres", "corte de muller"),
                                        ("corte para mina avoa", "corte de muller"),
                                        ("corte para mi madre el viernes", "corte de mujer")])
def test_a_possessive_is_no_misspelt_child(text, name):
    c = chat("peluqueria")
    t = c.say(text)
    assert name in t.text and "22,00 €" in t.text
    assert _booking(c)["services"] == ["corte-mujer"]


def test_a_child_is_still_a_child():
    c = chat("peluqueria")
    assert "corte infantil" in c.say("corte para a miña filla o venres").text


@pytest.mark.parametrize("text, which", [
    ("quiero tinte o mechas el viernes a las 10", "¿Cuál quieres?"),
    ("quero tinte ou mechas o venres ás 10", "¿Cal queres?"),
    ("tinte o unas mechas el viernes a las 10", "¿Cuál quieres?"),
])
def test_one_or_the_other_asks_which(text, which):
    c = chat("peluqueria")
    t = c.say(text)
    assert which in t.text and "90,00" not in t.text
    assert [label.split(" · ")[0] for label in t.chip_labels] == ["Tinte", "Mechas"]
    t = c.say("mechas")
    assert "mechas" in t.text and "55,00 €" in t.text and "tinte" not in t.text
    assert _booking(c)["services"] == ["mechas"]


def test_one_or_the_other_in_an_order_asks_which():
    c = chat()
    t = c.say("quiero 2 croissants o 2 napolitanas para el viernes")
    assert t.text == "¿Cuál quieres?"
    t = c.press("Napolitana de chocolate · 2,00 €")
    assert "Apunto: 2 × Napolitana de chocolate. Total 4,00 €." in t.text
    assert [line["item_id"] for line in c.state["order"]["lines"]] == ["napolitana"]


@pytest.mark.parametrize("text, said", [
    ("¿cuál es más barato, el corte de hombre o el arreglo de barba?",
     "El precio más bajo es el de Arreglo de barba: 9,00 €."),
    ("¿cuánto cuestan el tinte o las mechas?", "Tinte: 35,00 €. Mechas: 55,00 €."),
])
def test_a_question_about_one_or_the_other_answers_both(text, said):
    assert chat("peluqueria").say(text).text.startswith(said)


@pytest.mark.parametrize("then", ["no, no es tinte, son mechas", "no es tinte son mechas",
                                  "non é tinte, son mechas", "perdon, no es el tinte, son mechas"])
def test_not_this_but_that_swaps_and_is_no_name(then):
    c = chat("peluqueria")
    c.say("tinte el jueves a las 11:15")
    t = c.say(then)
    assert "mechas" in t.text and "55,00 €" in t.text and "90,00" not in t.text
    assert _booking(c)["services"] == ["mechas"]
    assert not _booking(c).get("name")
    assert "nombre" in t.text.lower() or "nome" in t.text.lower()


def test_not_the_cut_but_the_beard():
    c = chat("peluqueria")
    c.say("corte de hombre el jueves a las 11:15")
    t = c.say("no es corte, es barba")
    assert "arreglo de barba" in t.text and "9,00 €" in t.text and "corte" not in t.text
    assert _booking(c)["services"] == ["barba"]


def test_a_name_given_beside_a_product_of_the_same_word_stays_a_name():
    c = chat("floristeria")
    c.say("quiero un ramo de temporada para el lunes a las 11")
    c.say("y un ramo de rosas, a nombre de Rosa")
    assert c.state["order"]["name"] == "Rosa"


@pytest.mark.parametrize("then, lines", [
    ("y el atlas", {"follas-novas": 2, "atlas-ceo": 1}),
    ("e o atlas tamén", {"follas-novas": 2, "atlas-ceo": 1}),
    ("y la guia", {"follas-novas": 2, "guia-camino": 1}),
])
def test_more_said_at_the_name_step_is_added_not_a_name(then, lines):
    c = chat("libreria")
    c.say("quiero 2 follas novas para el lunes a las 11")
    c.say(then)
    assert {line["item_id"]: line["qty"] for line in c.state["order"]["lines"]} == lines
    assert not c.state["order"].get("name")


@pytest.mark.parametrize("then", ["quita el atlas", "quita el atlas, porfa", "sin el atlas"])
def test_taken_off_at_the_name_step(then):
    c = chat("libreria")
    c.say("quiero 2 follas novas y 1 atlas do ceo para el lunes a las 11")
    t = c.say(then)
    assert "Atlas" not in t.text
    assert [line["item_id"] for line in c.state["order"]["lines"]] == ["follas-novas"]


@pytest.mark.parametrize("then, said", [
    ("y un lavado", "No tengo «lavado» entre los servicios."),
    ("e un lavado tamén", "Non teño «lavado» entre os servizos."),
    ("y tambien un masaje", "No tengo «masaje» entre los servicios."),
])
def test_a_service_not_done_said_at_the_name_step(then, said):
    c = chat("peluqueria")
    c.say("tinte el miercoles a las 10")
    t = c.say(then)
    assert t.texts[0] == said
    assert _booking(c)["services"] == ["tinte"] and not _booking(c).get("name")


@pytest.mark.parametrize("text, said, question", [
    ("quiero un afeitado el viernes a las 12", "No tengo «afeitado» entre los servicios.", "¿Qué servicio quieres?"),
    ("quero unha permanente o venres", "Non teño «permanente» entre os servizos.", "¿Que servizo queres?"),
    ("quiero un alisado", "No tengo «alisado» entre los servicios.", "¿Qué servicio quieres?"),
])
def test_a_service_not_done_is_said_and_the_booking_goes_on(text, said, question):
    c = chat("peluqueria")
    t = c.say(text)
    assert t.texts[0] == said and question in t.text
    assert "pedidos" not in t.text
    assert len(t.chip_labels) == 7


def test_the_day_said_with_a_service_not_done_is_kept():
    c = chat("peluqueria")
    c.say("quiero un afeitado el viernes a las 12")
    assert (_booking(c)["ymd"], _booking(c)["min"]) == ("2026-11-06", 12 * 60)


def test_something_to_buy_is_still_not_sold_here():
    t = chat("peluqueria").say("quiero comprar un champú")
    assert "No tengo «champú» entre los servicios." in t.text and "sí te doy cita si quieres" in t.text


@pytest.mark.parametrize("text, said", [
    ("corte hombre viernes 11", "el viernes 6 de noviembre a las 11:00"),
    ("tinte miercoles 10", "el miércoles 4 de noviembre a las 10:00"),
    ("barba venres 11", "o venres 6 de novembro ás 11:00"),
    ("tinte Miércoles 16", "el miércoles 4 de noviembre a las 16:00"),
])
def test_a_weekday_and_an_hour_without_an_article(text, said):
    assert said in chat("peluqueria").say(text).text


def test_a_weekday_and_an_hour_in_an_order():
    c = chat()
    c.say("6 croissants viernes 11")
    assert (c.state["order"]["ymd"], c.state["order"]["min"]) == ("2026-11-06", 11 * 60)


def test_a_weekday_and_its_own_date_stays_a_date():
    c = chat("peluqueria")
    t = c.say("tinte viernes 6")
    assert "el viernes 6 de noviembre" in t.text and "¿A qué hora" in t.text


@pytest.mark.parametrize("slug, text", [("peluqueria", "tinte el viernes 11 a las 10"),
                                        ("", "6 croissants el viernes 11")])
def test_a_weekday_and_another_date_offers_both(slug, text):
    t = chat(slug).say(text)
    assert "Ese día de la semana no cae en ese número." in t.text
    assert t.chip_labels == ["mié 11 nov", "vie 13 nov"]


@pytest.mark.parametrize("text, service", [
    ("corte para mi novia el viernes a las 10", "corte-mujer"),
    ("a miña noiva quere cortar o pelo o venres", "corte-mujer"),
    ("corte para mi novio el viernes", "corte-hombre"),
])
def test_a_girlfriend_is_no_bride(text, service):
    c = chat("peluqueria")
    t = c.say(text)
    assert "una persona" not in t.text and "unha persoa" not in t.text
    assert _booking(c)["services"] == [service]


@pytest.mark.parametrize("text", ["quiero un peinado de novia", "me caso en junio, hacéis peinados?",
                                  "peinado para la novia y dos damas", "son a noiva, queria un recollido"])
def test_a_bride_still_goes_to_a_person(text):
    t = chat("peluqueria").say(text)
    assert "Eso lo lleva una persona" in t.text or "Iso lévao unha persoa" in t.text
