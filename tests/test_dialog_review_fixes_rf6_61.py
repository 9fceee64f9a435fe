"""Review fixes of «after a price, the customer will come for it» (stop 61): a going or seeking verb with no
pronoun of the thing («me paso por el local», «busco algo», «retiro lo dicho», «voy a por el coche», «la busco
en la carta») orders nothing; a «?» with no day keeps it a question; «cuando» inside a promise («la recojo el
martes cuando deje la bici») is no question; after an answer that the thing has what the customer avoids,
nothing is ordered; while «¿para cuál es la cita?» is open, a time or a name answers it not."""
import pytest

from tests.conversation import chat


def _said(slug, *steps):
    c = chat(slug)
    t = None
    for step in steps:
        t = c.say(step)
    return c, t


def _lines(c):
    return [(line["item_id"], line["qty"]) for line in c.state["order"]["lines"]]


CROISSANT = "cuanto vale el croissant?"
CROISSANT_GL = "canto vale o croissant?"


@pytest.mark.parametrize("slug,priced,said", [
    ("", CROISSANT, "me paso por el local el martes"),
    ("", CROISSANT, "busco algo para regalar"),
    ("", CROISSANT, "busco algo pra regalar"),
    ("", CROISSANT, "retiro lo dicho"),
    ("", CROISSANT, "vale, voy a por el coche y vuelvo"),
    ("", CROISSANT_GL, "paso polo local o martes"),
    ("", CROISSANT_GL, "vou a por o coche e volvo"),
    ("", "cuanto vale la tarta de queso?", "la busco en la carta"),
    ("", "canto vale a tarta de queixo?", "a busco na carta"),
    ("taller", "cuanto vale la luz?", "retiro la bici el martes"),
    ("taller", "cuanto vale la cadena?", "paso por el taller el martes"),
    ("taller", "cuanto vale la cadena?", "la busco en amazon"),
    ("taller", "canto vale a cadea?", "paso polo taller o martes"),
])
def test_a_verb_not_of_the_thing_orders_nothing(slug, priced, said):
    c, t = _said(slug, priced, said)
    assert "Apunto: 1 ×" not in t.text
    assert _lines(c) == []


@pytest.mark.parametrize("slug,priced,said,item,day", [
    ("", CROISSANT, "vale, paso a por el el martes", "croissant", "martes 3 de noviembre"),
    ("", CROISSANT, "voy a por el el martes", "croissant", "martes 3 de noviembre"),
    ("", CROISSANT, "lo recojo el martes", "croissant", "martes 3 de noviembre"),
    ("", CROISSANT, "vale, recojo el martes", "croissant", "martes 3 de noviembre"),
    ("", CROISSANT_GL, "recóllolo o martes", "croissant", "martes 3 de novembro"),
    ("taller", "cuanto vale la cadena?", "paso a buscarla el martes", "cadena", "martes 3 de noviembre"),
])
def test_near_miss_the_thing_itself_still_ordered(slug, priced, said, item, day):
    c, t = _said(slug, priced, said)
    assert "Apunto: 1 ×" in t.text and day in t.text
    assert [x for x, _ in _lines(c)] == [item]


@pytest.mark.parametrize("priced,said", [
    (CROISSANT, "la recojo yo?"),
    (CROISSANT, "lo recojo yo?"),
    (CROISSANT_GL, "recóllolo eu?"),
])
def test_a_question_without_a_day_orders_nothing(priced, said):
    c, t = _said("", priced, said)
    assert "Apunto: 1 ×" not in t.text
    assert _lines(c) == []


@pytest.mark.parametrize("priced,said,day", [
    (CROISSANT, "la recojo el martes?", "martes 3 de noviembre"),
    (CROISSANT, "¿me lo guardas para el martes?", "martes 3 de noviembre"),
    (CROISSANT_GL, "recóllolo o martes?", "martes 3 de novembro"),
])
def test_a_question_with_a_day_is_a_wish(priced, said, day):
    c, t = _said("", priced, said)
    assert "Apunto: 1 × Croissant" in t.text and day in t.text


@pytest.mark.parametrize("priced,said,day", [
    ("cuanto vale la cadena?", "vale, la recojo el martes cuando deje la bici", "martes 3 de noviembre"),
    ("cuanto vale la cadena?", "vale, la recojo el martes cuamdo deje la bici", "martes 3 de noviembre"),
    ("canto vale a cadea?", "vale, recóllola o martes cando deixe a bici", "martes 3 de novembro"),
])
def test_when_inside_a_promise_is_no_question(priced, said, day):
    c, t = _said("taller", priced, said)
    assert "Apunto: 1 ×" in t.text and day in t.text


@pytest.mark.parametrize("slug,priced,said", [
    ("", CROISSANT, "cuando lo recojo?"),
    ("", CROISSANT, "la recojo, cuando abris?"),
    ("", CROISSANT_GL, "e onde o recollo?"),
    ("taller", "cuanto vale la cadena?", "¿y cuándo la recojo?"),
])
def test_near_miss_when_or_where_asked_orders_nothing(slug, priced, said):
    c, t = _said(slug, priced, said)
    assert "Apunto: 1 ×" not in t.text
    assert _lines(c) == []


@pytest.mark.parametrize("asked,said", [
    ("tenéis croissants sin gluten?", "lo recojo el martes"),
    ("teneis croisants sin gluten", "vale, paso a por el el martes"),
    ("tedes croissants sen glute?", "recóllolo o martes"),
    ("tedes croissants sen glute?", "vale, paso a por el o martes"),
])
def test_after_it_was_ruled_out_by_the_diet_nothing_is_ordered(asked, said):
    c, t = _said("", asked, said)
    assert "Apunto: 1 ×" not in t.text
    assert _lines(c) == []


@pytest.mark.parametrize("asked,said,day", [
    ("el croissant lleva huevo?", "lo recojo el martes", "martes 3 de noviembre"),
    ("hay croissants sin frutos secos?", "lo recojo el martes", "martes 3 de noviembre"),
    ("o croissant leva ovo?", "recóllolo o martes", "martes 3 de novembro"),
])
def test_near_miss_a_diet_answer_that_does_not_rule_it_out(asked, said, day):
    c, t = _said("", asked, said)
    assert "Apunto: 1 × Croissant" in t.text and day in t.text


WHICH_ES = ("cuanto cuesta el corte de mujer?", "y el tinte?", "vale cita el viernes")
WHICH_GL = ("canto custa o corte de muller?", "e o tinte?", "vale cita o venres")


@pytest.mark.parametrize("steps,answer,shown,asked", [
    (WHICH_ES, "a las 10", "10:00", "¿Para cuál es la cita"),
    (WHICH_ES, "a las diez", "10:00", "¿Para cuál es la cita"),
    (WHICH_ES, "sobre las 11", "11:00", "¿Para cuál es la cita"),
    (WHICH_GL, "ás 10", "10:00", "¿Para cal é a cita"),
    (WHICH_GL, "ás dez", "10:00", "¿Para cal é a cita"),
])
def test_a_time_to_which_service_keeps_asking(steps, answer, shown, asked):
    c, t = _said("peluqueria", *steps, answer)
    assert shown in t.text and asked in t.text
    assert "Tinte" not in t.text and "tinte el" not in t.text
    assert c.state["booking"]["services"] == []


@pytest.mark.parametrize("steps,answer", [
    (WHICH_ES, "Laura"),
    (WHICH_GL, "Laura"),
])
def test_a_name_to_which_service_keeps_asking(steps, answer):
    c, t = _said("peluqueria", *steps, answer)
    assert "corte de" in t.text.lower() and "tinte" in t.text.lower() and "?" in t.text
    assert c.state["booking"]["services"] == []


@pytest.mark.parametrize("steps,answers,service", [
    (WHICH_ES, ("a las 10", "el tinte"), "tinte"),
    (WHICH_ES, ("a las 10", "el corte"), "corte-mujer"),
    (WHICH_GL, ("ás 10", "o tinte"), "tinte"),
])
def test_near_miss_the_service_named_after_the_time_is_booked_at_it(steps, answers, service):
    c, t = _said("peluqueria", *steps, *answers)
    assert c.state["booking"]["services"] == [service]
    assert "10:00" in t.text or c.state["booking"]["min"] == 600
