"""A price asked mid-appointment, then «vale, a las 14»: the time answered the booking's question
and the service only asked about was added to the appointment (a longer job, a higher total)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, steps, said", [
    ("peluqueria", ["corte de hombre con iago el jueves", "y la barba cuanto es?", "ok, pues a las 14"],
     "Apunto: corte de hombre con Iago el jueves 5 de noviembre a las 14:00. Total 14,00 €"),
    ("peluqueria", ["corte de home co iago o xoves", "canto custa a barba?", "vale, ás 12"],
     "Apunto: corte de home con Iago o xoves 5 de novembro ás 12:00. Total 14,00 €"),
    ("taller", ["cita para revision el lunes", "y el centrado de rueda que precio tiene?", "vale, a las 12"],
     "Apunto: revisión completa el lunes 2 de noviembre a las 12:00. Total 35,00 €"),
])
def test_a_time_after_a_price_is_the_time_only(slug, steps, said):
    c = chat(slug)
    for text in steps:
        t = c.say(text)
    assert t.text.startswith(said), t.text
    assert len(c.state["booking"]["services"]) == 1


def test_the_one_priced_is_added_when_asked_for():
    c = chat("peluqueria")
    for text in ["corte de hombre con iago el jueves", "y la barba cuanto es?", "vale, ponme tambien la barba"]:
        t = c.say(text)
    assert t.text.startswith("Apunto: corte de hombre y arreglo de barba con Iago el jueves 5 de noviembre. "
                             "Total 23,00 €")


def test_after_a_price_alone_ok_with_a_day_still_books_it():
    c = chat("peluqueria")
    c.say("cuanto cuesta el corte de hombre?")
    t = c.say("ok pues uno el viernes a las 6")
    assert t.text.startswith("Apunto: corte de hombre el viernes 6 de noviembre a las 18:00.")
