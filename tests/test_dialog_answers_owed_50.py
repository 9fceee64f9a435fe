"""Stop 50, answers owed: questions the data answers that went to a person or were answered wrong.
After «Enviar», moving what was sent («¿puedo pasarla a las 15?») says it is in the business's
hands and how to change it, and «¿a qué hora tenía la cita?», «¿me lo repites?», «¿cuánto voy a
pagar?» repeat what was sent; the texts answer «¿hace falta cita?», «¿cuántas personas como
máximo?», «¿podéis mandarme X a casa?»; a thing served «de martes a viernes» asked for a Saturday
is a no; «¿cuánto dura X?» of a thing ordered is how long it keeps (the texts), not its lead time;
«¿qué me recomiendas?» gives what the catalogue marks popular, not the whole catalogue."""
import tempfile

import pytest

from tests.conversation import chat, chat_with_knowledge, sent_after

RESTAURANT = ("mesa para 4 el sabado a las 14", "Uxia Rey 622333444", "no")
SALON = ("corte de hombre el martes a las 16", "Iago", "Dani 644000111", "no")
WORKSHOP = ("furado o martes ás 10", "Uxía", "Lois 655000222", "non")
BASES = {"restaurante": RESTAURANT, "peluqueria": SALON, "taller": WORKSHOP}
HELD = {"restaurante": ("2026-11-07", 840), "peluqueria": ("2026-11-03", 960), "taller": ("2026-11-03", 600)}
PHONES = {"restaurante": "981 000 612", "peluqueria": "981 000 733", "taller": "981 000 517"}


def _held(c) -> tuple[str, int]:
    b = c.state["booking"]
    return b["ymd"], b["min"]


# ---- moving what was sent: in the business's hands ------------------------------------------------

@pytest.mark.parametrize("slug, said", [
    ("restaurante", "perdona, puedo pasarla a las 15?"),
    ("restaurante", "podo pasala ás 15?"),
    ("restaurante", "pásaa ás 12 se podes"),
    ("restaurante", "se puede pasar la reserva... digo, pasarla a las 15?"),
    ("peluqueria", "perdona, puedo pasarla a las 17?"),
    ("peluqueria", "oye podrias pasarla al miercoles?"),
    ("taller", "podo pasala ás 12?"),
    ("taller", "pasaa ao mercores porfa"),
])
def test_moving_what_was_sent_is_the_business_s(slug, said):
    c = sent_after(slug, BASES[slug])
    t = c.say(said)
    assert ("en manos del local" in t.text or "en mans do local" in t.text) and PHONES[slug] in t.text
    assert _held(c) == HELD[slug] and c.requests[-1]["kind"] != "question"


# ---- what was sent, asked again -------------------------------------------------------------------

@pytest.mark.parametrize("slug, said, when", [
    ("restaurante", "a que hora tenia la cita?", "el sábado 7 de noviembre a las 14:00"),
    ("restaurante", "a q hora tenia la reserva?", "el sábado 7 de noviembre a las 14:00"),
    ("restaurante", "para que dia la he puesto?", "el sábado 7 de noviembre a las 14:00"),
    ("restaurante", "me lo repites?", "el sábado 7 de noviembre a las 14:00"),
    ("restaurante", "oye me la repites porfa", "el sábado 7 de noviembre a las 14:00"),
    ("restaurante", "ola, mo podes repetir?", "o sábado 7 de novembro ás 14:00"),
    ("restaurante", "canto vou pagar?", "o sábado 7 de novembro ás 14:00"),
    ("peluqueria", "a que hora tenia la cita?", "el martes 3 de noviembre a las 16:00"),
    ("peluqueria", "cuanto voy a pagar?", "el martes 3 de noviembre a las 16:00"),
    ("peluqueria", "para cuando la puse?", "el martes 3 de noviembre a las 16:00"),
    ("taller", "para que dia a puxen?", "o martes 3 de novembro ás 10:00"),
    ("taller", "cando tiña a cita?", "o martes 3 de novembro ás 10:00"),
    ("taller", "canto me vai custar ao final?", "o martes 3 de novembro ás 10:00"),
])
def test_what_was_sent_is_said_again(slug, said, when):
    c = sent_after(slug, BASES[slug])
    t = c.say(said)
    assert t.text.startswith(("Tu reserva enviada:", "A túa reserva enviada:")) and when in t.text
    assert _held(c) == HELD[slug] and c.requests[-1]["kind"] != "question"


@pytest.mark.parametrize("slug, said, total", [
    ("peluqueria", "cuanto me va a costar al final?", "14,00 €"),
    ("taller", "canto me vai custar ao final?", "12,00 €"),
    ("taller", "cuanto voy a pagar?", "12,00 €"),
])
def test_the_total_asked_after_sending_is_the_sent_total(slug, said, total):
    t = sent_after(slug, BASES[slug]).say(said)
    assert f"(total {total})" in t.text and not t.cards()


def test_the_whole_catalogue_is_not_the_total():
    t = sent_after("restaurante", RESTAURANT).say("canto me vai custar ao final?")
    assert not t.cards() and "o sábado 7 de novembro ás 14:00" in t.text


# ---- near misses: what keeps its reading after sending --------------------------------------------

def test_mejor_a_las_15_is_still_the_business_s():
    t = sent_after("restaurante", RESTAURANT).say("mejor a las 15")
    assert "en manos del local" in t.text


def test_que_dia_era_still_repeats_it():
    t = sent_after("restaurante", RESTAURANT).say("que dia era?")
    assert t.text.startswith("Tu reserva enviada:")


def test_a_question_about_how_to_pay_is_not_the_recap():
    t = sent_after("peluqueria", SALON).say("como se paga?")
    assert not t.text.startswith("Tu reserva enviada:")


# ---- the texts answer them ------------------------------------------------------------------------

@pytest.mark.parametrize("slug, said, found", [
    ("peluqueria", "hace falta cita?", "Trabajamos con cita."),
    ("peluqueria", "hay que pedir cita?", "Trabajamos con cita."),
    ("peluqueria", "hay q pedir cita antes?", "Trabajamos con cita."),
    ("peluqueria", "es necesario pedir cita?", "Trabajamos con cita."),
    ("peluqueria", "fai falta cita?", "Trabajamos con cita."),
    ("peluqueria", "traballades con cita?", "Trabajamos con cita."),
    ("taller", "hace falta cita?", "Trabajamos con cita."),
    ("restaurante", "cuantas personas como maximo?", "grupos de hasta 12 personas"),
    ("restaurante", "cantas persoas como máximo?", "grupos de hasta 12 personas"),
    ("restaurante", "cual es el maximo de personas?", "grupos de hasta 12 personas"),
    ("libreria", "podedes mandarme o libro a casa?", "No hacemos envíos a domicilio"),
    ("libreria", "podeis enviarnos los libros a casa?", "No hacemos envíos a domicilio"),
    ("libreria", "facedes envíos?", "No hacemos envíos a domicilio"),
])
def test_the_texts_answer(slug, said, found):
    c = chat_with_knowledge(slug, tempfile.mkdtemp())
    t = c.say(said)
    assert found in t.text and "no lo tengo claro" not in t.text and "non o teño claro" not in t.text


# ---- a thing served on some weekdays, asked for another ------------------------------------------

@pytest.mark.parametrize("said, reply", [
    ("hay menu del dia el sabado?", "No. Menú del día: solo de martes a viernes."),
    ("teneis menu del dia el domingo?", "No. Menú del día: solo de martes a viernes."),
    ("y el lunes hay menu del dia?", "No. Menú del día: solo de martes a viernes."),
    ("hai menú do día o sábado?", "Non. Menú do día: só de martes a venres."),
])
def test_not_served_that_day_is_a_no(said, reply):
    assert chat("restaurante").say(said).text == reply


def test_not_served_on_the_day_being_booked():
    c = chat("restaurante")
    c.say("mesa para 2 el sabado")
    t = c.say("hay menu del dia ese dia?")
    assert t.text.startswith("No. Menú del día: solo de martes a viernes.")
    assert c.state["booking"]["ymd"] == "2026-11-07"


@pytest.mark.parametrize("said", ["hay menu del dia el jueves?", "teneis menu del dia el miercoles?"])
def test_served_that_day_keeps_the_price_and_description(said):
    t = chat("restaurante").say(said)
    assert "14,50 €" in t.text and not t.text.startswith("No")


def test_served_on_the_day_being_booked_keeps_it():
    c = chat("restaurante")
    c.say("mesa para 2 el jueves")
    assert "14,50 €" in c.say("hay menu del dia ese dia?").text


# ---- how long a thing keeps is not its lead time --------------------------------------------------

@pytest.mark.parametrize("slug, said", [
    ("", "canto dura a bica?"),
    ("", "cuanto dura la tarta de queso?"),
    ("", "cuanto tiempo aguanta la tarta de santiago?"),
    ("floristeria", "cuanto duran las rosas?"),
])
def test_how_long_it_keeps_is_not_the_lead_time(slug, said):
    t = chat_with_knowledge(slug, tempfile.mkdtemp()).say(said)
    assert "antelación" not in t.text and "encargo previo" not in t.text and "O máis cedo" not in t.text


def test_how_long_it_keeps_from_the_texts():
    t = chat_with_knowledge("", tempfile.mkdtemp()).say("cuanto dura la tarta de santiago?")
    assert "hasta una semana" in t.text


@pytest.mark.parametrize("slug, said, found", [
    ("", "cuanto tarda la tarta de queso?", "48 horas de antelación"),
    ("peluqueria", "cuanto dura el corte de hombre?", "dura unos 30 minutos"),
])
def test_a_lead_time_and_a_service_s_length_keep_their_reading(slug, said, found):
    assert found in chat_with_knowledge(slug, tempfile.mkdtemp()).say(said).text


# ---- a recommendation is what the catalogue marks popular ----------------------------------------

@pytest.mark.parametrize("said, lead", [
    ("que me recomiendas?", "Lo que más se pide: Pulpo á feira: 16,50 €."),
    ("q nos recomendais", "Lo que más se pide: Pulpo á feira: 16,50 €."),
    ("que me recomendas?", "O que máis se pide: Polbo á feira: 16,50 €."),
    ("cual es el plato estrella?", "Lo que más se pide: Pulpo á feira: 16,50 €."),
    ("cal é o voso prato estrela?", "O que máis se pide: Polbo á feira: 16,50 €."),
    ("cual es la especialidad de la casa?", "Lo que más se pide: Pulpo á feira: 16,50 €."),
])
def test_a_recommendation_is_the_popular(said, lead):
    t = chat("restaurante").say(said)
    assert t.text == lead and not t.cards()


def test_a_recommendation_at_the_bakery_offers_the_popular():
    t = chat().say("que me recomiendas?")
    assert t.text.startswith("Lo que más se pide: Tarta de queso") and not t.cards()


def test_a_kind_asked_to_recommend_keeps_its_list():
    t = chat("restaurante").say("que postre me recomiendas?")
    assert "Pulpo" not in t.text
