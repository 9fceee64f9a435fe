"""After a price or a product answer, «vale, para el martes», «ok la quiero», «¿me la apuntas
para el martes a las 10?» or «vale, me lo hago el viernes a las 11» take that product or service
(before: «Perfecto. Si necesitas algo más…» and nothing written down). A thanks, a question about
something else or another product keep their meaning. Both languages."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("lang, then, asked", [
    ("es", "vale, para el martes", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("es", "ok pal martes", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("es", "perfecto, el jueves", "¿A qué hora lo recoges el jueves 5 de noviembre?"),
    ("es", "la encargo para el martes", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("es", "ok la quiero", "¿Qué día lo recoges?"),
    ("es", "me la apuntas para el martes a las 10?", "¿A nombre de quién lo preparo?"),
    ("gl", "vale, pro martes", "¿A que hora o recolles o martes 3 de novembro?"),
    ("gl", "quéroa pro martes", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_after_a_price_the_product_is_taken(lang, then, asked):
    c = chat()
    c.say("¿cuánto cuesta la bica?" if lang == "es" else "canto custa a bica?")
    t = c.say(then)
    assert "Apunto: 1 × Bica gallega. Total 9,00 €." in t.text
    assert asked in t.text


def test_a_day_and_time_said_with_it_are_kept():
    c = chat()
    c.say("¿cuánto cuesta la bica?")
    c.say("me la apuntas para el martes a las 10?")
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-03", 600)


@pytest.mark.parametrize("slug, question, then, said", [
    ("peluqueria", "¿cuánto cuesta el tinte?", "vale, me lo hago el viernes a las 11",
     "Apunto: tinte el viernes 6 de noviembre a las 11:00."),
    ("peluqueria", "canto custa o tinte?", "vale, o venres ás 11", "Apunto: tinte o venres 6 de novembro ás 11:00."),
    ("taller", "¿cuánto cuesta una revisión?", "vale, el martes a las 10",
     "Apunto: revisión completa el martes 3 de noviembre a las 10:00."),
])
def test_after_a_price_the_service_is_booked(slug, question, then, said):
    c = chat(slug)
    c.say(question)
    assert said in c.say(then).text


@pytest.mark.parametrize("then, said", [
    ("vale gracias", "Si necesitas algo más, aquí estoy."),
    ("vale, ¿y abrís el martes?", "El martes 3 de noviembre abrimos de 09:00 a 14:00"),
    ("vale, y una sacher para el martes", "Apunto: 1 × Tarta Sacher."),
])
def test_a_thanks_a_question_or_another_product_keep_their_meaning(then, said):
    c = chat()
    c.say("¿cuánto cuesta la bica?")
    t = c.say(then)
    assert said in t.text
    assert "Bica" not in t.text


@pytest.mark.parametrize("then, ymd", [("vale, 7 de noviembre", "2026-11-07"), ("ok, el 10", "2026-11-10")])
def test_a_date_after_a_price_takes_one_for_that_day(then, ymd):
    c = chat()
    c.say("¿cuánto cuesta la bica?")
    assert "Apunto: 1 × Bica gallega." in c.say(then).text
    assert c.order["ymd"] == ymd


@pytest.mark.parametrize("slug, question, then, said", [
    ("libreria", "la rana y la rata, ¿lo tenéis?", "para el lunes por la tarde", "Apunto: 1 × A ra e a rata."),
    ("", "¿cuánto cuesta la bica?", "pal martes", "Apunto: 1 × Bica gallega."),
    ("", "canto custa a bica?", "pra mañá", "Apunto: 1 × Bica gallega."),
])
def test_a_day_alone_after_a_product_takes_it_for_that_day(slug, question, then, said):
    c = chat(slug)
    c.say(question)
    assert said in c.say(then).text


@pytest.mark.parametrize("then", [
    "vale, me lo quiero pensar", "vale, lo quiero ver primero", "vale, el martes te digo", "ok, el lunes os llamo",
    "vale, pues hasta el martes", "vale, gracias, el martes nos vemos", "vale gracias, el martes igual me paso",
    "ok pues ya el martes lo miro en tienda", "vale, mañana paso a verla", "vale, o martes dígoche", "vale, ata o martes",
    "vale, o luns chamovos",
])
def test_putting_it_off_after_a_price_writes_nothing(then):
    c = chat()
    c.say("cuanto cuesta la tarta de santiago?")
    t = c.say(then)
    assert "Apunto" not in t.text and not c.order["lines"]


def test_wanting_it_cheaper_after_a_price_is_a_question():
    c = chat()
    c.say("cuanto cuesta la tarta de santiago?")
    assert c.say("vale, lo quiero más barato").text.startswith("Lo más barato:")


def test_doing_it_at_home_books_nothing():
    c = chat("peluqueria")
    c.say("cuanto cuesta el tinte?")
    assert "Apunto" not in c.say("vale, me lo hago en casa").text


def test_asking_to_write_it_down_is_no_question_for_a_person():
    c = chat()
    c.say("cuanto cuesta la bica?")
    t = c.say("ok, me la apuntas?")
    assert t.texts[0] == "Apunto: 1 × Bica gallega. Total 9,00 €." and "prefiero no inventarlo" not in t.text


# ---------------------------------------------------------------- stop 23

@pytest.mark.parametrize("slug, question, then, said", [
    ("peluqueria", "cuanto cuesta el tinte", "vale pues ese el jueves", "Apunto: tinte el jueves 5 de noviembre."),
    ("floristeria", "cuanto cuesta el ramo de temporada?", "vale, ese para el jueves", "Apunto: 1 × Ramo de temporada."),
    ("libreria", "cuanto cuesta follas novas?", "pues me lo guardas para el lunes", "Apunto: 1 × Follas novas."),
    ("peluqueria", "canto custa o tinte?", "vale, ese mesmo o xoves", "Apunto: tinte o xoves 5 de novembro."),
])
def test_that_one_is_the_one_just_priced(slug, question, then, said):
    c = chat(slug)
    c.say(question)
    assert said in c.say(then).text


def test_how_long_it_takes_after_a_service_s_price():
    c = chat("taller")
    c.say("cuanto cuesta una revision?")
    assert c.say("y cuanto tarda?").text == "Revisión completa dura unos 60 minutos."


@pytest.mark.parametrize("slug, turns, said", [
    ("peluqueria", ["cuanto cuesta un corte de hombre", "y la barba?", "pues las dos cosas el viernes por la mañana"],
     "Apunto: corte de hombre y arreglo de barba el viernes 6 de noviembre. Total 23,00 €"),
    ("", ["cuanto cuesta la bica?", "y la sacher?", "vale, las dos para el sabado"],
     "Apunto: 1 × Bica gallega y 1 × Tarta Sacher. Total 35,00 €."),
    ("", ["canto custa a bica?", "e a sacher?", "vale, as dúas pro sábado"],
     "Apunto: 1 × Bica gallega e 1 × Tarta Sacher. Total 35,00 €."),
])
def test_both_things_talked_about_are_taken(slug, turns, said):
    c = chat(slug)
    for text in turns[:-1]:
        c.say(text)
    assert said in c.say(turns[-1]).text


def test_both_praised_is_no_order():
    c = chat()
    c.say("cuanto cuesta la bica?")
    c.say("y la sacher?")
    c.say("vale gracias, las dos están muy bien")
    assert not c.order["lines"]
