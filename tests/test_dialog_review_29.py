"""Stop 29 review: what a customer tripped on in the stop 28–29 behaviours (docs/decisions.md,
«Review of stops 28–29»). Each case asserts the words the customer reads."""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _say_all(slug: str, *msgs: str):
    c = chat() if slug == "pasteleria" else chat(slug)
    t = None
    for msg in msgs:
        t = c.say(msg)
    return c, t


# «¿Quieres comprar X o prefieres que lo vea una persona?»: a buying verb buys X
@pytest.mark.parametrize("first, answer, ordered", [
    ("se me ha roto la cadena", "comprarla", "Apunto: 1 × Cadena de 9 velocidades"),
    ("se me ha roto la cadena", "la compro", "Apunto: 1 × Cadena de 9 velocidades"),
    ("se me ha roto la cadena", "quiero comprarla", "Apunto: 1 × Cadena de 9 velocidades"),
    ("se me rompio la cadena", "vale, la compro", "Apunto: 1 × Cadena de 9 velocidades"),
    ("rompeuseme a cadea", "mercala", "Apunto: 1 × Cadea de 9 velocidades"),
])
def test_buying_the_part_offered_orders_it(first, answer, ordered):
    c, t = _say_all("taller", first, answer)
    assert ordered in t.text
    assert "prefiero no inventarlo" not in t.text


# …and the other choice, a person, hands it over with the person's words (not «no lo tengo claro»)
@pytest.mark.parametrize("first, answer, reads", [
    ("se me ha roto la cadena", "que lo vea una persona", "Le paso tu mensaje a una persona de Bicis Ferradura"),
    ("se me ha roto la cadena", "una persona", "Le paso tu mensaje a una persona de Bicis Ferradura"),
    ("se me ha roto la cadena", "mejor una persona", "Le paso tu mensaje a una persona de Bicis Ferradura"),
    ("se me salio la cadena", "prefiero que la mire alguien", "Le paso tu mensaje a una persona de Bicis Ferradura"),
    ("rompeuseme a cadea", "que o vexa unha persoa", "Paso a túa mensaxe a unha persoa de Bicis Ferradura"),
])
def test_a_person_asked_after_the_trouble_offer(first, answer, reads):
    c, t = _say_all("taller", first, answer)
    assert reads in t.text
    assert "prefiero no inventarlo" not in t.text
    assert t.request is not None
    assert not c.state["order"]["lines"]


# a symptom told with a day and a repair asked: the symptom's service, even when a part is named
@pytest.mark.parametrize("msg, reads", [
    ("se me salio la cadena, ¿me la podéis arreglar el jueves?", "Apunto: ajuste de cambio el jueves 5 de noviembre"),
    ("mi bici hace ruido al frenar, ¿me la podéis mirar el jueves?",
     "Apunto: ajuste de frenos el jueves 5 de noviembre"),
    ("se me pinchó la rueda, ¿me la podéis arreglar el martes?", "Apunto: reparar pinchazo el martes 3 de noviembre"),
])
def test_symptom_with_a_day_books_its_service(msg, reads):
    _c, t = _say_all("taller", msg)
    assert reads in t.text
    assert "¿Qué servicio quieres?" not in t.text
    assert "Cadena" not in t.text


# mid-appointment, a part told about is the customer's own: a note of their words, not a part to buy
@pytest.mark.parametrize("msgs, reads, not_read", [
    (("quiero cita para revisión el martes", "la cadena se sale"), "Apunto como indicación: «la cadena se sale»",
     "1 × Cadena"),
    (("quiero cita para revisión el martes", "y también quiero comprar una cadena"),
     "también 1 × Cadena de 9 velocidades (24,00 €)", "«y también quiero"),
    (("reparar pinchazo el martes", "y una camara de repuesto"), "también 1 × Cámara 700x28 (7,00 €)", "pinchad"),
])
def test_a_part_told_about_mid_appointment(msgs, reads, not_read):
    _c, t = _say_all("taller", *msgs)
    assert reads in t.text
    assert not_read not in t.text


# a symptom and a price question: the symptom's service priced (and the part named, after it)
@pytest.mark.parametrize("msg, reads, not_read", [
    ("mi bici hace ruido al frenar, cuanto cuesta arreglarlo?", "Ajuste de frenos: 18,00 €", "catálogo"),
    ("a roda está descentrada, canto custa?", "Centrado de roda: 20,00 €", "catálogo"),
    ("se me sale la cadena, cuanto me cobrais?",
     "Ajuste de cambio: 18,00 €. Cadena de 9 velocidades: 24,00 €", "catálogo"),
    ("cuanto cuesta la cadena?", "Cadena de 9 velocidades: 24,00 €", "Ajuste"),
])
def test_a_symptom_priced(msg, reads, not_read):
    _c, t = _say_all("taller", msg)
    assert reads in t.text
    assert not_read not in t.text


# «no falla», «nunca falla» is praise, not a problem told
@pytest.mark.parametrize("slug, msg", [
    ("pasteleria", "me encanta la tarta de queso, no falla"),
    ("pasteleria", "la tarta de queso nunca falla, ¿cuánto cuesta?"),
    ("taller", "la cadena de 9 velocidades non falla"),
])
def test_praise_is_no_trouble(slug, msg):
    _c, t = _say_all(slug, msg)
    assert "Siento lo ocurrido" not in t.text and "Sinto o ocorrido" not in t.text
    assert "Vaya, lo siento" not in t.text and "Por lo que cuentas" not in t.text


# «cualquier día menos el lunes y el martes»: every weekday excepted, not only the first
@pytest.mark.parametrize("msg, not_offered, offered", [
    ("cualquier dia menos el jueves y el martes", ("martes 3", "jueves 5"), "miércoles 4"),
    ("cualquier día menos lunes, martes y miércoles", ("martes 3", "miércoles 4"), "jueves 5"),
    ("calquera día agás o martes nin o xoves", ("martes 3", "xoves 5"), "mércores 4"),
    ("cualquier dia menos los martes y los sabados", ("sábado 31", "martes 3"), "miércoles 4"),
])
def test_several_weekdays_excepted(msg, not_offered, offered):
    _c, t = _say_all("restaurante", "mesa para 4", msg)
    assert offered in t.text
    for day in not_offered:
        assert day not in t.text
    labels = " ".join(t.chip_labels)
    assert "mar 3" not in labels


# «¿a qué hora dais cenas?» while a booking is being written down: the hours, then the question held
@pytest.mark.parametrize("msgs, reads, then", [
    (("mesa para 2 el sabado a las 14", "a que hora dais cenas?"),
     "El sábado 7 de noviembre abrimos de 13:00 a 16:00 y de 20:00 a 23:30", "¿A nombre de quién"),
    (("mesa para 2 el sabado", "¿desde qué hora se puede cenar?"),      # stop 33: the dinner's hours only
     "El sábado 7 de noviembre por la noche abrimos de 20:00 a 23:30", "¿A qué hora te va bien"),
    (("mesa para 2", "a que hora dais cenas?"), "abrimos de 13:00 a 16:00 y de 20:00 a 23:30", "¿Qué día te va bien?"),
])
def test_hours_of_a_meal_mid_booking(msgs, reads, then):
    _c, t = _say_all("restaurante", *msgs)
    assert reads in t.text
    assert then in t.text
    assert "prefiero no inventarlo" not in t.text


# a price asked, then «lo quiero para el día 13»: the 13th, not 13 people
@pytest.mark.parametrize("msg, reads", [
    ("cuanto cuesta el corte de hombre? lo quiero para el dia 13",
     "Apunto: corte de hombre el viernes 13 de noviembre"),
    ("cuanto cuesta el corte de hombre? lo quiero para el día 13",
     "Apunto: corte de hombre el viernes 13 de noviembre"),
])
def test_a_date_after_a_price_is_no_count(msg, reads):
    _c, t = _say_all("peluqueria", msg)
    assert reads in t.text
    assert "a la vez" not in t.text
