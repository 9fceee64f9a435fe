"""Stop 64 (helper H, family 2): «¿lo hay el sábado?» after a price is asked of the thing just named.
Before: «cuanto vale el menu del dia? lo hay el sabado?» got the price, then «Sobre «¿Lo hay el sabado?»: eso no lo
tengo claro…» (a person), though «¿y el sábado?» and «¿hay menú del día el sábado?» were answered «No. Menú del día:
solo de martes a viernes.»; the workshop's «cuanto vale la revision? la haceis el sabado?» and the restaurant's
«cuanto vale el pulpo? lo teneis el domingo?» went to a person too. Now a short question whose object is a pronoun
(«lo», «la», «los», «las»; gl «o», «a», and joined: «haino», «tédelo») and that names a day, with nothing named, is
read as «¿y el sábado?» of the thing just talked about (understanding/lexicon.py `OF_THE_ONE_JUST_NAMED_RE`,
conversation/info.py `_and_on_a_day`): its own days when its description has them, else the business's hours that
day, with its price.
Near-misses kept: «¿y el sábado?», «¿hay menú del día el sábado?», a day for a booking («¿lo dejamos para el
sábado?» is not asked here), a pronoun question with nothing talked about before."""
from __future__ import annotations

import pytest

from tests.conversation import chat

HONEST = ("no lo tengo claro", "non o teño claro")
MENU_NOT_SATURDAY = "No. Menú del día: solo de martes a viernes."
MENU_NOT_SATURDAY_GL = "Non. Menú do día: só de martes a venres."


def _replies(slug, *texts):
    c = chat(slug)
    out = []
    for text in texts:
        out = c.say(text).texts
    return " ".join(out)


@pytest.mark.parametrize("texts", [
    ("cuanto vale el menu del dia? lo hay el sabado?",),
    ("cuanto vale el menu del dia? y lo hay el sabado?",),
    ("¿cuánto cuesta el menú del día? ¿lo tenéis el sábado?",),
    ("cuanto vale el menu del dia?", "lo hay el sabado?"),
    ("cuanto vale el menu del dia?", "y lo teneis tambien el sabado??"),
    ("cuanto vale el menu del dia?", "lo haceis el domingo?"),
    ("que precio tiene el menu del dia?", "lo sirven los sabados?"),
])
def test_the_menu_asked_on_a_day_it_is_not_served(texts):
    text = _replies("restaurante", *texts)
    assert MENU_NOT_SATURDAY in text or "No. Menú del día: solo de martes a viernes." in text
    assert not any(h in text for h in HONEST)


@pytest.mark.parametrize("texts", [
    ("canto vale o menú do día? hai o sábado?",),
    ("canto vale o menú do día?", "haino o sábado?"),
    ("canto vale o menú do día?", "tédelo o sábado?"),
    ("canto vale o menú do día?", "e o tedes o sábado?"),
])
def test_the_menu_asked_on_a_day_in_galician(texts):
    text = _replies("restaurante", *texts)
    assert MENU_NOT_SATURDAY_GL in text
    assert not any(h in text for h in HONEST)


@pytest.mark.parametrize("texts", [
    ("cuanto vale el menu del dia?", "lo hay el jueves?"),
    ("cuanto vale el menu del dia? lo teneis el jueves?",),
])
def test_the_menu_asked_on_a_day_it_is_served(texts):
    text = _replies("restaurante", *texts)
    assert "Sí" in text and "de martes a viernes" in text and "14,50 €" in text
    assert not any(h in text for h in HONEST)


@pytest.mark.parametrize("texts", [
    ("cuanto vale el pulpo? lo teneis el domingo?",),
    ("cuanto vale el pulpo?", "lo teneis el domingo?"),
    ("cuanto vale el pulpo?", "y lo haceis el domingo?"),
    ("canto vale o polbo?", "tédelo o domingo?"),
])
def test_a_dish_with_no_days_of_its_own_hears_the_hours_that_day(texts):
    text = _replies("restaurante", *texts)
    assert "domingo 1 de novembro" in text or "domingo 1 de noviembre" in text
    assert "13:00" in text and "16:30" in text
    assert not any(h in text for h in HONEST)


@pytest.mark.parametrize("texts, said", [
    (("cuanto vale la revision? la haceis el sabado?",), "El sábado 7 de noviembre abrimos de 10:00 a 14:00."),
    (("cuanto vale la revision?", "la haceis el sabado?"), "El sábado 7 de noviembre abrimos de 10:00 a 14:00."),
    (("cuanto vale la revision?", "y la haceis el domingo?"), "El domingo 1 de noviembre no abrimos."),
    (("canto vale a revisión?", "facédela o sábado?"), "O sábado 7 de novembro abrimos de 10:00 a 14:00."),
])
def test_a_service_asked_on_a_day_hears_the_hours_that_day(texts, said):
    text = _replies("taller", *texts)
    assert said in text and "35,00 €" in text
    assert not any(h in text for h in HONEST)


# --- near-misses ------------------------------------------------------------------------------------------------

def test_and_on_saturday_is_answered_as_before():
    assert MENU_NOT_SATURDAY in _replies("restaurante", "cuanto vale el menu del dia?", "y el sabado?")


def test_the_thing_named_on_a_day_is_answered_as_before():
    assert MENU_NOT_SATURDAY in _replies("restaurante", "hay menu del dia el sabado?")


def test_a_pronoun_with_nothing_talked_about_is_not_a_thing_of_the_catalogue():
    text = _replies("restaurante", "lo hay el sabado?")
    assert "Menú del día" not in text and "Pulpo" not in text
