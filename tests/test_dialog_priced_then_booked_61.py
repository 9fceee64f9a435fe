"""A booking wish right after the prices of services, naming none of them, keeps the services just priced:
asked together in one question, all of them («¿cuánto cuesta un corte y un tinte?» «vale, cita el viernes»);
«para las dos cosas», «ambas», «os dous» after two separate price questions, both; a singular «cita» after two
separate questions (maybe one instead of the other), which one is asked, with «Los dos» among the buttons."""
import pytest

from tests.conversation import chat


def _said(slug, *steps):
    c = chat(slug)
    for step in steps:
        t = c.say(step)
    return c, t


TOGETHER = [
    ("peluqueria", "cuanto cuesta un corte de mujer y un tinte?", "vale cita el viernes a las 10",
     "corte de mujer y tinte el viernes 6 de noviembre", "57,00 €"),
    ("peluqueria", "cuanto cuesta corte de mujer y tinte", "ok cita el viernes a las 10",
     "corte de mujer y tinte el viernes 6 de noviembre", "57,00 €"),
    ("peluqueria", "cuanto cuestan el tinte y las mechas?", "pues dame cita para el martes",
     "tinte y mechas el martes 3 de noviembre", "90,00 €"),
    ("peluqueria", "canto custa corte de muller e tinte?", "vale, cita o venres ás 10",
     "corte de muller e tinte o venres 6 de novembro", "57,00 €"),
    ("peluqueria", "canto custan o tinte e as mechas", "pideme cita pro martes",
     "tinte e mechas o martes 3 de novembro", "90,00 €"),
    ("taller", "cuanto me cuesta pinchazo y frenos?", "pues cita el jueves a las 11",
     "reparar pinchazo y ajuste de frenos el jueves 5 de noviembre", "30,00 €"),
    ("taller", "cuanto es revision y centrado?", "vale pues el lunes a las 10",
     "revisión completa y centrado de rueda el lunes 2 de noviembre", "55,00 €"),
    ("peluqueria", "cuanto cuesta el tinte, las mechas y el corte de mujer?", "vale cita el martes",
     "tinte, mechas y corte de mujer", "112,00 €"),
]


@pytest.mark.parametrize("slug, asked, booked, services, total", TOGETHER)
def test_services_priced_together_are_all_booked(slug, asked, booked, services, total):
    _c, t = _said(slug, asked, booked)
    assert services in t.text and f"Total {total}" in t.text
    assert "¿Qué servicio quieres?" not in t.text and "¿Que servizo queres?" not in t.text


def test_a_group_priced_with_a_service_keeps_the_service_and_asks_which_of_the_group():
    _c, t = _said("peluqueria", "ola, canto me costaria un corte e tinte?", "vale, pídeme cita para o venres")
    assert "Apunto: tinte o venres 6 de novembro" in t.text
    assert "¿Que corte queres" in t.text
    assert "Corte de muller · 22,00 €" in t.chip_labels


BOTH_SAID = [
    ("peluqueria", ("cuanto cuesta el tinte?", "y el corte de mujer?", "cita para ambas cosas el jueves a las 11"),
     "tinte y corte de mujer", "57,00 €"),
    ("peluqueria", ("cuanto cuesta el tinte?", "y el corte de mujer?", "cita para los dos el jueves"),
     "tinte y corte de mujer", "57,00 €"),
    ("taller", ("cuanto cuesta ajustar frenos?", "y el cambio?", "cita para los dos el martes a las 10"),
     "ajuste de frenos y ajuste de cambio", "36,00 €"),
    ("peluqueria", ("canto custa o corte de home?", "e a barba?", "cita para as dúas cousas o sábado ás 10"),
     "corte de home e arranxo de barba", "23,00 €"),
    ("peluqueria", ("cuanto cuesta el corte de caballero?", "y la barba?", "cita para las dos cosas el sabado"),
     "corte de hombre y arreglo de barba", "23,00 €"),
    ("peluqueria", ("canto custa o tinte?", "e o corte de muller?", "cita pras duas cousas o venres"),
     "tinte e corte de muller", "57,00 €"),
]


@pytest.mark.parametrize("slug, steps, services, total", BOTH_SAID)
def test_both_said_after_two_price_questions_books_both(slug, steps, services, total):
    _c, t = _said(slug, *steps)
    assert services in t.text and f"Total {total}" in t.text


@pytest.mark.parametrize("steps, question, both", [
    (("cuanto cuesta el tinte?", "y el corte de mujer?", "vale cita el viernes a las 10"),
     "¿Para cuál es la cita: tinte o corte de mujer?", "Los dos"),
    (("cuanto cuesta el tinte?", "y el corte de mujer?", "vale pues el viernes a las 10"),
     "¿Para cuál es la cita: tinte o corte de mujer?", "Los dos"),
    (("canto custa o tinte?", "e o corte de muller?", "vale, cita o venres ás 10"),
     "¿Para cal é a cita: tinte ou corte de muller?", "Os dous"),
])
def test_a_singular_booking_after_two_separate_prices_asks_which(steps, question, both):
    c, t = _said("peluqueria", *steps)
    assert question in t.text
    assert both in t.chip_labels and len(t.chip_labels) == 3
    t = c.press(both)
    assert "57,00 €" in t.text


def test_one_of_the_two_picked_from_the_buttons():
    c, _t = _said("peluqueria", "cuanto cuesta el tinte?", "y el corte de mujer?", "vale cita el viernes a las 10")
    c.press("Tinte · 35,00 €")
    assert c.state["booking"]["services"] == ["tinte"]


# near-misses: what they did before stays
@pytest.mark.parametrize("slug, steps, said", [
    ("peluqueria", ("cuanto cuesta el tinte?", "vale cita el viernes a las 10"), "Apunto: tinte el viernes"),
    ("peluqueria", ("cuanto cuesta un corte de mujer y un tinte?", "cita para el corte de mujer el viernes a las 10"),
     "Apunto: corte de mujer el viernes 6 de noviembre a las 10:00. Total 22,00 €"),
    ("taller", ("cuanto me cuesta pinchazo y frenos?", "cita para los frenos el jueves"),
     "Apunto: ajuste de frenos el jueves 5 de noviembre. Total 18,00 €"),
])
def test_a_service_named_or_priced_alone_is_booked_alone(slug, steps, said):
    _c, t = _said(slug, *steps)
    assert said in t.text


@pytest.mark.parametrize("after", ["gracias", "vale", "abris el viernes?", "ok, lo pienso"])
def test_no_booking_wish_books_nothing(after):
    c, t = _said("peluqueria", "cuanto cuesta un corte de mujer y un tinte?", after)
    assert t.request is None or t.request.get("kind") != "booking"
    assert "Apunto" not in t.text
