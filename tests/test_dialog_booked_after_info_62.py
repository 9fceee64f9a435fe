"""A booking asked right after an answer about a service, with the service left unsaid: «apúntame el martes»,
«pues me apuntas el martes a mediodía», «anótame», «resérvame», gl «apúntame o martes», «cóllema para o xoves»
book the service just talked about (as «vale, el martes a las 11» did), never a question for a person.
«¿quién me puede hacer X?» (asked as a favour, no day) says who does X, so «vale, con ella el miércoles a las 4»
books X with that person."""
import pytest

from tests.conversation import chat


def _said(slug, *steps):
    c = chat(slug)
    for step in steps:
        t = c.say(step)
    return c, t


BOOKED = [
    ("peluqueria", "q incluye el corte de mujer?", "pues me apuntas el martes a mediodía", "martes 3 de noviembre", "22,00 €"),
    ("peluqueria", "q incluye el corte de mujer?", "pues me apuntas el martes a las 12",
     "martes 3 de noviembre a las 12:00", "22,00 €"),
    ("peluqueria", "cuanto cuesta el corte de mujer?", "apúntame el martes a mediodía", "martes 3 de noviembre", "22,00 €"),
    ("peluqueria", "cuanto cuesta el corte de mujer?", "apuntame el martes a las 12", "martes 3 de noviembre a las 12:00",
     "22,00 €"),
    ("peluqueria", "cuanto cuesta el corte de mujer?", "anotame el martes a las 12", "martes 3 de noviembre a las 12:00",
     "22,00 €"),
    ("peluqueria", "cuanto cuesta el tinte", "me apuntas el jueves a las 12?", "jueves 5 de noviembre a las 12:00",
     "35,00 €"),
    ("peluqueria", "cuanto cuestan las mechas", "vale, me reservas el viernes a las 10", "viernes 6 de noviembre a las 10:00",
     "55,00 €"),
    ("taller", "cuanto cuesta centrar una rueda?", "apúntame el jueves a las 11", "jueves 5 de noviembre", "20,00 €"),
    ("taller", "cuanto cuesta ajustar los frenos?", "pues anotame el lunes a las 10", "lunes 2 de noviembre a las 10:00",
     "18,00 €"),
    ("peluqueria", "canto custa o corte de muller?", "apúntame o martes ás 12", "martes 3 de novembro ás 12:00", "22,00 €"),
    ("peluqueria", "canto custa o corte de muller?", "anótame o martes ás 12", "martes 3 de novembro ás 12:00", "22,00 €"),
    ("peluqueria", "canto custa o corte de muller?", "resérvame o martes ás 12", "martes 3 de novembro ás 12:00", "22,00 €"),
    ("peluqueria", "canto custa o tinte?", "cóllema para o xoves ás 12", "xoves 5 de novembro ás 12:00", "35,00 €"),
    ("peluqueria", "canto custa o tinte?", "apuntasme o xoves as 12?", "xoves 5 de novembro ás 12:00", "35,00 €"),
    ("taller", "canto custa centrar unha roda?", "anotame o xoves", "xoves 5 de novembro", "20,00 €"),
]


@pytest.mark.parametrize("slug, asked, booked, when, total", BOOKED)
def test_put_me_down_after_an_answer_books_that_service(slug, asked, booked, when, total):
    _c, t = _said(slug, asked, booked)
    assert "Apunto:" in t.text and when in t.text and f"Total {total}" in t.text
    assert "una persona" not in t.text and "unha persoa" not in t.text


def test_several_priced_then_put_me_down_books_them_all():
    _c, t = _said("peluqueria", "cuanto cuesta un corte de mujer y un tinte?", "apúntame el viernes a las 10")
    assert "corte de mujer y tinte el viernes 6 de noviembre" in t.text and "Total 57,00 €" in t.text


@pytest.mark.parametrize("asked, booked", [
    ("cuanto cuesta el corte de mujer?", "apuntame otra cosa"),          # no day: nothing booked
    ("cuanto cuesta el corte de mujer?", "vale, apuntame a mi hermana el martes"),    # someone else
])
def test_near_misses_book_no_service(asked, booked):
    _c, t = _said("peluqueria", asked, booked)
    assert "Apunto: corte de mujer" not in t.text


@pytest.mark.parametrize("asked, then, who, when", [
    ("quien me puede hacer unas mechas?", "vale con ella el miercoles a las 4", "Marta", "miércoles 4 de noviembre a las 16:00"),
    ("quién me puede hacer unas mechas?", "con ella el miércoles a las 4", "Marta", "miércoles 4 de noviembre a las 16:00"),
    ("quien me podria hacer las mechas?", "vale, con ella el viernes a las 10", "Marta", "viernes 6 de noviembre a las 10:00"),
    ("quen me pode facer unhas mechas?", "vale, con ela o mércores ás 4", "Marta", "mércores 4 de novembro ás 16:00"),
])
def test_who_can_do_it_then_with_her(asked, then, who, when):
    c = chat("peluqueria")
    first = c.say(asked)
    assert f"lo hace {who}" in first.text or f"faino {who}" in first.text
    t = c.say(then)
    assert f"con {who}" in t.text and when in t.text


def test_who_can_do_it_with_a_day_still_writes_it_down():
    t = chat("peluqueria").say("quien me puede hacer unas mechas el martes?")
    assert "lo hace Marta" in t.text and "Apunto: mechas el martes 3 de noviembre" in t.text
