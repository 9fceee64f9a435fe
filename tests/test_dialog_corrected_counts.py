"""Names beside a phone, sizes and counts corrected (stop 23):
- «ana 600123123», «soy luis 611222333», «ana. tlf 600123123»: the name in lower case beside
  the phone is kept (before: the phone kept, the name asked again);
- «la de 12 de santiago» is one cake of 12 servings (before: 12 cakes, 216 €); «2 de 12 de X» is two;
- «los X mejor 6», «que los X sean 6», «eran 5 X no 4», «en vez de 4 X que sean 6», «uy, que
  sean 6», «no, 6» set the count (before: 1, 9, ignored, or a person); «somos 3 no 4» is 3.
Both languages."""
import pytest

from tests.conversation import chat

ORDER = "4 croissants y 2 napolitanas para mañana a las 10"


@pytest.mark.parametrize("slug, first, then, name", [
    ("", "4 croissants para mañana a las 10", "ana 600123123", "Ana"),
    ("", "4 croissants para mañana a las 10", "soy luis 611222333", "Luis"),
    ("", "4 croissants para mañana a las 10", "maria jose. 600123123", "Maria Jose"),
    ("", "catro croissants para mañá ás 10", "uxía 655443322", "Uxía"),
    ("restaurante", "mesa para 2 el jueves a las 21", "ana. tlf 600123123", "Ana"),
    ("", "una empanada para el martes a las 10", "vale, Paco 600123456", "Paco"),
])
def test_a_name_beside_a_phone_is_kept(slug, first, then, name):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    held = c.state["booking"] if slug else c.order
    assert (held["name"], held["phone"][:3]) == (name, "+34")
    assert "¿A nombre de quién" not in t.text and "¿A nome de quen" not in t.text


def test_a_name_given_before_it_is_asked_is_kept():
    c = chat()
    c.say("una empanada para el martes")
    c.say("ok. Paco, 600 12 34 56")
    t = c.say("a las 10")
    assert "¿A nombre de quién lo preparo?" not in t.text and c.order["name"] == "Paco"


@pytest.mark.parametrize("text, said", [
    ("mi movil es 600123123", None),
    ("600123123", None),
])
def test_a_phone_alone_is_no_name(text, said):
    c = chat()
    c.say("4 croissants para mañana a las 10")
    c.say(text)
    assert c.order["name"] is said


@pytest.mark.parametrize("text, said", [
    ("la de 12 de santiago para el sabado a las 11", "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    ("dame la de 20 de sacher para el sabado a las 11", "Apunto: 1 × Tarta Sacher (20 raciones). Total 44,00 €."),
    ("quero a de 12 de santiago pro sábado", "Apunto: 1 × Tarta de Santiago (12 racións). Total 26,00 €."),
    ("2 de 12 de santiago para el sabado", "Apunto: 2 × Tarta de Santiago (12 raciones). Total 52,00 €."),
    ("una de queso de 8 para el sabado", "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),
])
def test_the_one_of_a_size_is_one(text, said):
    assert said in chat().say(text).text


@pytest.mark.parametrize("then, said", [
    ("los croissants mejor 6", "Apunto: 6 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 14,80 €."),
    ("de croissants mejor 6", "Apunto: 6 × Croissant de mantequilla y 2 × Napolitana de chocolate."),
    ("perdona, eran 5 croissants no 4", "Apunto: 5 × Croissant de mantequilla y 2 × Napolitana de chocolate."),
    ("que los croissants sean 6", "Apunto: 6 × Croissant de mantequilla y 2 × Napolitana de chocolate."),
    ("os croissants mellor 6", "Apunto: 6 × Croissant de mantequilla e 2 × Napolitana de chocolate."),
])
def test_a_count_corrected_after_the_product(then, said):
    c = chat()
    c.say(ORDER)
    t = c.say(then)
    assert said in t.text
    assert "persona" not in t.text


def test_instead_of_a_count_at_the_summary():
    c = chat()
    for text in (ORDER, "Ana 600123123", "no"):
        c.say(text)
    t = c.say("en vez de 4 croissants que sean 6")
    assert "Apunto: 6 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 14,80 €." in t.text


@pytest.mark.parametrize("then", ["uy, que sean 6", "no, 6", "ay no, 6", "no 6 croissants"])
def test_a_count_corrected_alone(then):
    c = chat()
    c.say("4 croissants para mañana a las 10")
    assert "Apunto: 6 × Croissant de mantequilla. Total 10,80 €." in c.say(then).text


@pytest.mark.parametrize("text, qty", [
    ("quiero 5 croissants no 4", 5),
    ("4 croissants mejor que sean 3", 3),
    ("2 croissants, 4 napolitanas", 2),
])
def test_counts_read_in_one_message(text, qty):
    c = chat()
    c.say(text)
    assert {line["item_id"]: line["qty"] for line in c.order["lines"]}["croissant"] == qty


@pytest.mark.parametrize("then, party", [
    ("perdona, somos 3 no 4", 3),
    ("somos 5, digo 6", 6),
])
def test_a_party_corrected(then, party):
    c = chat("restaurante")
    c.say("mesa para 4 el jueves a las 21")
    c.say(then)
    assert c.state["booking"]["party"] == party


@pytest.mark.parametrize("slug, first, then, qty", [
    ("", "quiero 3 croissants para mañana", "al final serán cinco", 5),
    ("", "quiero 3 croissants para mañana a las 10", "al final serán cinco", 5),
    ("floristeria", "quiero dos ramos de temporada para el lunes", "espera, que sea solo uno", 1),
    ("", "quero 3 croissants pra mañá", "serán catro", 4),
])
def test_a_count_that_is_no_hour_answers_even_the_time_question(slug, first, then, qty):
    c = chat(slug)
    c.say(first)
    c.say(then)
    assert c.order["lines"][0]["qty"] == qty
