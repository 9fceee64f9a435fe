"""«…, ¿puede ser?» closes a request and asks nothing else; «hola, una pregunta» is answered «Claro,
dime»; an appointment «entre las 11 y las 12» offers the starts in it; «Iago o Marta» alone is
Spanish."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, text, said", [
    ("peluqueria", "corte de hombre el viernes a las 12 con iago, puede ser?",
     "Apunto: corte de hombre con Iago el viernes 6 de noviembre a las 12:00."),
    ("peluqueria", "corte de home o venres ás 12, pode ser?", "Apunto: corte de home o venres 6 de novembro ás 12:00."),
    ("peluqueria", "corte de hombre el viernes a las 12, ok?", "Apunto: corte de hombre el viernes 6 de noviembre a las 12:00."),
    ("peluqueria", "corte de hombre el viernes a las 12. ¿Es posible?", "Apunto: corte de hombre el viernes 6 de noviembre"),
    ("", "4 croissants para el viernes a las 10, se puede?", "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."),
    ("restaurante", "mesa para 4 el sabado a las 21, vale?", "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."),
])
def test_asking_if_it_can_be_is_the_request_itself(slug, text, said):
    c = chat(slug)
    t = c.say(text)
    assert t.texts[0].startswith(said)
    assert "no lo tengo claro" not in t.text and "non o teño claro" not in t.text
    request = c.state.get("booking") if slug else c.state.get("order")
    assert not (request or {}).get("questions")


def test_a_real_question_after_a_request_is_still_asked():
    c = chat("restaurante")
    t = c.say("mesa para 4 el sabado a las 21, ¿se puede ir con perro?")
    assert "Apunto: reserva para 4 personas" in t.text
    assert "perro" in " ".join(c.state["booking"].get("questions") or []) or "perro" in t.text.lower()


@pytest.mark.parametrize("text, said", [
    ("hola, una pregunta", "Claro, dime."), ("ola, teño unha dúbida", "Claro, dime."),
    ("buenas, tengo una duda", "Claro, dime."), ("queria preguntar una cosa", "Claro, dime."),
    ("hola quería hacer una consulta", "Claro, dime."), ("Una preguntita!", "Claro, dime."),
])
def test_a_question_announced_is_waited_for(text, said):
    c = chat()
    t = c.say(text)
    assert t.text == said
    assert t.request is None       # nothing passed to a person


def test_a_question_announced_mid_order_keeps_the_order():
    c = chat()
    c.say("4 croissants para mañana")
    t = c.say("tengo una duda")
    assert t.text == "Claro, dime."
    assert [line["qty"] for line in c.state["order"]["lines"]] == [4]


def test_an_announced_question_with_the_question_is_answered():
    t = chat().say("una pregunta, abris el domingo?")
    assert "abrimos" in t.text


@pytest.mark.parametrize("msgs", [["tinte el jueves entre las 11 y las 12"], ["tinte el jueves", "de 11 a 12"],
                                  ["tinte o xoves entre as 11 e as 12"]])
def test_a_window_shorter_than_the_service_offers_its_starts(msgs):
    c = chat("peluqueria")
    for m in msgs:
        t = c.say(m)
    assert "no me queda hueco" not in t.text and "non me queda oco" not in t.text
    assert t.chip_labels == ["11:15", "11:30", "11:45", "12:00"]


def test_a_full_window_offers_the_times_around_it():
    c = chat("peluqueria")
    c.say("tinte el jueves")
    t = c.say("despues de las 6")
    assert "no me queda hueco después de las 18:00" in t.text
    assert "18:00" in t.chip_labels and "11:15" not in t.chip_labels


@pytest.mark.parametrize("then, asked", [("iago o marta", "¿Con quién quieres la cita?"),
                                         ("Iago o Marta", "¿Con quién quieres la cita?")])
def test_one_or_the_other_alone_stays_spanish(then, asked):
    c = chat("peluqueria")
    c.say("corte de hombre el viernes")
    assert asked in c.say(then).text


def test_a_galician_article_before_a_day_is_still_galician():
    assert "O domingo 1 de novembro non abrimos." in chat("peluqueria").say("¿traballades o domingo?").text
