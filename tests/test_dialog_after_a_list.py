"""What a customer says after a list or about a range (stop 23):
- after the prices of a group («¿cuánto cuesta un corte?»: three cuts), «vale, para mi madre» or
  «¿y para mi hijo?» chooses the one the group's hints point to (before: «Perfecto…», a person);
- after a dish's or a menu's price at a business that books tables and takes no orders, «vale,
  para el sábado» starts a table booking (before: passed to a person);
- «¿qué días tiene libre?» with a person held, or «¿qué días tenéis hueco?», names the first free
  days before asking for one (before: passed to a person, or the question asked again);
- «7 u 8 croissants» asks which of the two, with the two as buttons (before: 8 written down).
Both languages, typos and no accents; look-alikes keep their meaning."""
import pytest

from tests.conversation import chat


def _booking(c) -> dict:
    return c.state.get("booking") or {}


@pytest.mark.parametrize("asked, then, service, said", [
    ("¿cuánto cuesta un corte?", "vale, para mi madre", "corte-mujer", "Apunto: corte de mujer. Total 22,00 €"),
    ("cuanto cuesta un corte", "vale pa mi padre", "corte-hombre", "Apunto: corte de hombre. Total 14,00 €"),
    ("¿cuánto vale cortar el pelo?", "ok, para mi hija el sabado", "corte-infantil",
     "Apunto: corte infantil el sábado 7 de noviembre. Total 10,00 €"),
    ("canto custa un corte?", "vale, pra meu fillo", "corte-infantil", "Apunto: corte infantil. Total 10,00 €"),
    ("canto custa un corte?", "vale, pra miña nai o martes", "corte-mujer",
     "Apunto: corte de muller o martes 3 de novembro."),
])
def test_after_a_group_s_prices_who_it_is_for_chooses(asked, then, service, said):
    c = chat("peluqueria")
    c.say(asked)
    t = c.say(then)
    assert said in t.text
    assert _booking(c)["services"] == [service]


@pytest.mark.parametrize("then, said", [
    ("¿y para mi hijo?", "Corte infantil: 10,00 €."),
    ("¿y para un niño?", "Corte infantil: 10,00 €."),
    ("e pra miña filla?", "Corte infantil: 10,00 €."),
    ("¿y para mi abuelo?", "Corte de hombre: 14,00 €."),
])
def test_after_a_group_s_prices_a_question_for_someone_gives_that_price(then, said):
    c = chat("peluqueria")
    c.say("¿cuánto cuesta un corte?")
    t = c.say(then)
    assert t.text.startswith(said)
    assert not _booking(c).get("services")


@pytest.mark.parametrize("then, said", [
    ("vale gracias", "Si necesitas algo más, aquí estoy."),
    ("vale, voy con mi marido", "Si necesitas algo más, aquí estoy."),
    ("vale, lo hablo con mi madre", "Claro, sin prisa: aquí estoy cuando quieras."),
])
def test_after_a_group_s_prices_other_words_book_nothing(then, said):
    c = chat("peluqueria")
    c.say("¿cuánto cuesta un corte?")
    assert said in c.say(then).text
    assert not _booking(c).get("services")


@pytest.mark.parametrize("text, service", [
    ("quiero un corte para mi madre", "corte-mujer"),
    ("quiero cortarle el pelo a mi padre el martes", "corte-hombre"),
    ("quero cortarlle o pelo a meu pai o martes", "corte-hombre"),
    ("mi hijo quiere cortarse el pelo el sabado", "corte-infantil"),
    ("a miña filla quere cortar o pelo o martes", "corte-infantil"),
    ("un corte para mi abuela", "corte-mujer"),
])
def test_who_it_is_for_chooses_the_cut(text, service):
    c = chat("peluqueria")
    c.say(text)
    assert _booking(c)["services"] == [service]


def test_a_hint_word_that_is_not_who_it_is_for_still_asks():
    c = chat("peluqueria")
    t = c.say("quiero pelarme el jueves por la tarde")
    assert "¿Qué corte quieres: de mujer, de hombre o infantil?" in t.text


@pytest.mark.parametrize("asked, then, said, question", [
    ("¿cuánto cuesta el menú?", "para el sábado", "Apunto: reserva el sábado 7 de noviembre.",
     "¿Para cuántas personas?"),
    ("cuanto cuesta el menu", "vale, el sabado a las 14", "Apunto: reserva el sábado 7 de noviembre a las 14:00.",
     "¿Para cuántas personas?"),
    ("¿qué lleva el menú del día?", "vale pues pa mañana", "Apunto: reserva el domingo 1 de noviembre.",
     "¿Para cuántas personas?"),
    ("canto custa o menú?", "vale, pro sábado", "Apunto: reserva o sábado 7 de novembro.", "¿Para cantas persoas?"),
])
def test_after_a_menu_s_price_a_day_books_a_table(asked, then, said, question):
    c = chat("restaurante")
    c.say(asked)
    t = c.say(then)
    assert said in t.text and question in t.text
    assert not c.order["lines"]


@pytest.mark.parametrize("then", ["vale, el sábado te digo", "vale gracias", "vale, lo pienso"])
def test_after_a_menu_s_price_putting_it_off_books_nothing(then):
    c = chat("restaurante")
    c.say("¿cuánto cuesta el menú?")
    t = c.say(then)
    assert "reserva" not in t.text
    assert not (c.state.get("booking") or {}).get("ymd")


@pytest.mark.parametrize("first, asked, said", [
    ("corte de mujer con Marta", "¿qué días tiene libre?",
     "Marta tiene hueco el martes 3, miércoles 4, jueves 5 y viernes 6 de noviembre. ¿Qué día te va bien?"),
    ("corte de mujer con Marta", "que dias tiene libres", "Marta tiene hueco el martes 3, miércoles 4"),
    ("corte de muller con Marta", "cales días ten libres?",
     "Marta ten oco o martes 3, mércores 4, xoves 5 e venres 6 de novembro. ¿Que día che vai ben?"),
    ("corte de mujer", "¿qué días tenéis hueco?", "Hay hueco el martes 3, miércoles 4, jueves 5 y viernes 6"),
])
def test_free_days_asked_are_named(first, asked, said):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(asked)
    assert said in t.text
    assert "persona" not in t.text
    assert _booking(c)["ymd"] is None


def test_free_days_of_the_restaurant_cross_a_month():
    c = chat("restaurante")
    c.say("mesa para 4")
    t = c.say("¿qué días tenéis hueco?")
    assert "Hay hueco el sábado 31 de octubre, domingo 1, martes 3 y miércoles 4 de noviembre." in t.text


def test_free_days_asked_before_the_service_ask_the_service_first():
    c = chat("peluqueria")
    c.say("cita con Marta")
    t = c.say("¿qué días tiene libre?")
    assert "¿Qué servicio quieres?" in t.text
    assert "persona" not in t.text


@pytest.mark.parametrize("text, things, counts", [
    ("quiero 7 u 8 croissants para mañana", "¿Cuántos croissants quieres?", ["7", "8"]),
    ("2 o 3 napolitanas para el martes", "¿Cuántas napolitanas quieres?", ["2", "3"]),
    ("quero 3 ou 4 napolitanas pro martes", "¿Cantas napolitanas queres?", ["3", "4"]),
])
def test_two_counts_said_ask_which(text, things, counts):
    c = chat()
    t = c.say(text)
    assert things in t.text
    assert t.chip_labels == counts
    t = c.press(counts[1])
    assert f"Apunto: {counts[1]} × " in t.text


def test_two_counts_then_another_count_takes_the_other():
    c = chat()
    c.say("quiero 7 u 8 croissants para mañana")
    t = c.say("mejor 6")
    assert "Apunto: 6 × Croissant de mantequilla. Total 10,80 €." in t.text


def test_one_count_is_no_range():
    c = chat()
    t = c.say("quiero 8 croissants para mañana")
    assert "Apunto: 8 × Croissant de mantequilla. Total 14,40 €." in t.text
    assert "¿Cuántos" not in t.text


@pytest.mark.parametrize("text, asked", [
    ("2 croissants o 3 napolitanas", "¿Cuál quieres?"),         # «o» before a count: Spanish «or», one of them
    ("quiero 5 o 6 croissants", "¿Cuántos croissants quieres?"),
    ("quero unha bica para o 15", "¿A que hora o recolles o domingo 15 de novembro?"),     # the Galician article
    ("unha bica pro martes ou o 5", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_o_before_a_count_is_spanish_before_a_date_galician(text, asked):
    assert asked in chat().say(text).text


@pytest.mark.parametrize("text, said", [
    ("quiero una tarta de qeso", "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("quero unha tarta de queixio", "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("tarta de limo", "Apunto: 1 × Tarta de limón (lemon pie)."),
    ("tarta de queso y una de zanaoria", "Apunto: 1 × Tarta de queso y 1 × Tarta de zanahoria."),
])
def test_a_misspelt_word_after_a_group_tells_its_product(text, said):
    assert said in chat().say(text).text


@pytest.mark.parametrize("text, said", [
    ("tarta de fresa", "No tengo «tarta de fresa» en la carta."),      # two letters and more from any
    ("tarta de coco", "No tengo «tarta de coco» en la carta."),
])
def test_a_flavour_far_from_every_one_is_not_made(text, said):
    assert said in chat().say(text).text


@pytest.mark.parametrize("slug, first, answer, said", [
    ("libreria", "un cuaderno para el lunes", "el a5", "Apunto: 1 × Cuaderno A5 de rayas. Total 4,50 €."),
    ("libreria", "un cuaderno para el lunes", "a4", "Apunto: 1 × Cuaderno A4 cuadriculado. Total 5,90 €."),
    ("peluqueria", "corte el jueves", "para mi marido", "Apunto: corte de hombre el jueves 5 de noviembre."),
    ("peluqueria", "corte el jueves", "es para mi hija", "Apunto: corte infantil el jueves 5 de noviembre."),
    ("peluqueria", "corte o xoves", "é pra miña nai", "Apunto: corte de muller o xoves 5 de novembro."),
])
def test_the_answer_to_which_one_tells_it_apart(slug, first, answer, said):
    c = chat(slug)
    c.say(first)
    assert said in c.say(answer).text


def test_son_home_is_who_it_is_for():
    c = chat("peluqueria")
    c.say("hai oco o venres para cortar o pelo? son home")
    assert c.state["booking"]["services"] == ["corte-hombre"]


@pytest.mark.parametrize("first, answer, said, name", [
    ("quiero 7 u 8 croissants para mañana a las 10", "7, a nombre de Ana 600123123",
     "Apunto: 7 × Croissant de mantequilla. Total 12,60 €.", "Ana"),
    ("quiero varios croissants para mañana a las 10", "6, a nombre de Ana", "Apunto: 6 × Croissant de mantequilla.",
     "Ana"),
])
def test_a_count_then_the_name_answers_how_many(first, answer, said, name):
    c = chat()
    c.say(first)
    t = c.say(answer)
    assert said in t.text and c.order["name"] == name
