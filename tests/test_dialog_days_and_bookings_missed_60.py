"""Stop 60: days and bookings missed (clock: Saturday 31 October 2026, 12:40).

- «antes del DÍA» was read as «el DÍA»: the salon's «necesito un corte de hombre antes del jueves» held
  «el jueves 5 de noviembre», the bookshop's «necesito follas novas antes del jueves» asked «¿A qué hora lo
  recoges el jueves 5 de noviembre?», the restaurant's «mesa para 2 antes del viernes, a las 21» booked
  Friday 6th, the Galician «preciso un corte de muller antes do venres» Friday too. Now the day said is a
  latest day: no day is held, the days before it are offered and it is said («Busco día antes del jueves 5
  de noviembre. ¿Qué día te va bien?», «Antes do venres 6 de novembro…»), never the day itself. «como muy
  tarde el jueves», «hasta el jueves» allow that day too («Busco día como muy tarde el jueves 5 de
  noviembre.»). «el jueves antes de las 12» still holds Thursday (a time window).
- «¿podría ser el DÍA?» after a question about a thing went to a person: the workshop's «cuanto cuesta la
  revision? podria ser el lunes?» read «Revisión completa: 35,00 €. Sobre «¿Podria ser el lunes?»: eso no lo
  tengo claro…», the salon's «cuanto cuesta el tinte? y podria ser el jueves?» answered Thursday's opening
  hours. Now it is a wish for that thing that day: the price, then «Apunto: revisión completa el lunes 2 de
  noviembre…» (an order for goods: «Apunto: 1 × Ramo de rosas…», «o luns 2 de novembro»); also «¿y para el
  jueves?», «¿se puede el lunes?», and as a follow-up to the price. «…? ¿abrís el lunes?» still asks hours.
- «somos un grupo de 4 para cenar el viernes a las 21» went to a person («Eso no lo tengo claro…»). A group
  with a count is a party: «Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00.» A group
  without one («somos un grupo») still goes to a person, and a group over the limit is still handed over.
- «cuanto cuesta el menu? queremos ir el martes 4 personas a las 2» read «4 × Menú del día: 58,00 €… Por
  aquí no tomo pedidos…». Now the price of one and a table for 4 on Tuesday at 14:00; «queremos ir el
  martes a las 2» (with or without the price before it) is a table, its party asked.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


def _order(c) -> dict:
    return (c.state or {}).get("order") or {}


_HANDED = ("no lo tengo claro", "non o teño claro", "Le paso tu pregunta", "Paso a túa pregunta")


def _not_handed(t) -> None:
    assert not any(words in t.text for words in _HANDED), t.text


# ---- «antes del DÍA»: the days before it offered, the day itself never held -----------------------------

@pytest.mark.parametrize("slug, said, reads, last_chip", [
    ("taller", "necesito la revision antes del jueves",
     "Busco día antes del jueves 5 de noviembre. ¿Qué día te va bien?", "mié 4 nov"),
    ("taller", "necesito la revision antes del juebes",
     "Busco día antes del jueves 5 de noviembre. ¿Qué día te va bien?", "mié 4 nov"),
    ("taller", "la revision antes del miercoles porfa",
     "Busco día antes del miércoles 4 de noviembre. ¿Qué día te va bien?", "mar 3 nov"),
    ("libreria", "necesito follas novas antes del jueves",
     "Busco día antes del jueves 5 de noviembre. ¿Qué día lo recoges?", "mié 4 nov"),
    ("restaurante", "mesa para 2 antes del viernes, a las 21",
     "Busco día antes del viernes 6 de noviembre. ¿Qué día te va bien?", "jue 5 nov"),
    ("restaurante", "hola, para 4 personas antes del jueves a las 14",
     "Busco día antes del jueves 5 de noviembre. ¿Qué día te va bien?", "mié 4 nov"),
    ("peluqueria", "preciso un corte de muller antes do venres",
     "Busco día antes do venres 6 de novembro. ¿Que día che vai ben?", "xov 5 nov"),
    ("", "quiero 4 croissants antes del lunes",
     "Busco día antes del lunes 2 de noviembre. ¿Qué día lo recoges?", "dom 1 nov"),
])
def test_a_day_said_after_antes_is_the_latest_and_the_days_before_it_are_offered(slug, said, reads, last_chip):
    c = chat(slug)
    t = c.say(said)
    assert reads in t.text
    days = [label for label in t.chip_labels if label[-3:] in ("oct", "nov")]
    assert days and days[-1] == last_chip
    draft = _booking(c) if slug in ("taller", "restaurante", "peluqueria") else _order(c)
    assert draft.get("ymd") is None


def test_the_salon_asks_its_person_first_then_the_days_before_the_one_said():
    c = chat("peluqueria")
    t = c.say("necesito un corte de hombre antes del jueves")
    assert "Apunto: corte de hombre. Total 14,00 €" in t.text and "jueves 5" not in t.text
    t = c.press("Me da igual")
    assert "Busco día antes del jueves 5 de noviembre. ¿Qué día te va bien?" in t.texts
    assert "jue 5 nov" not in t.chip_labels and "mar 3 nov" in t.chip_labels


def test_a_day_offered_before_the_latest_is_taken_as_any_day():
    c = chat("taller")
    c.say("necesito la revision antes del jueves")
    t = c.press("mar 3 nov")
    assert "¿A qué hora te va bien el martes 3 de noviembre?" in t.texts
    assert _booking(c)["ymd"] == "2026-11-03"


@pytest.mark.parametrize("slug, said", [
    ("peluqueria", "necesito un corte de hombre como muy tarde el jueves"),
    ("peluqueria", "necesito un corte de hombre hasta el jueves"),
    ("peluqueria", "corte de hombre como mucho el jueves"),
])
def test_como_muy_tarde_allows_the_day_itself(slug, said):
    c = chat(slug)
    c.say(said)
    t = c.press("Me da igual")
    assert "Busco día como muy tarde el jueves 5 de noviembre. ¿Qué día te va bien?" in t.texts
    assert t.chip_labels[-1] == "jue 5 nov"
    assert _booking(c).get("ymd") is None


def test_the_galician_latest_day_allows_the_day_itself():
    c = chat("taller")
    t = c.say("preciso a revision como moito o xoves")
    assert "Busco día como moito o xoves 5 de novembro. ¿Que día che vai ben?" in t.texts
    assert t.chip_labels[-1] == "xov 5 nov"


@pytest.mark.parametrize("held, said, reads, last_chip", [
    ("revision el viernes", "mejor antes del jueves",
     "Busco día antes del jueves 5 de noviembre. ¿Qué día te va bien?", "mié 4 nov"),
    ("revision el martes", "mejor antes del martes",
     "Busco día antes del martes 3 de noviembre. ¿Qué día te va bien?", "lun 2 nov"),
])
def test_a_latest_day_said_later_replaces_the_day_held(held, said, reads, last_chip):
    c = chat("taller")
    c.say(held)
    t = c.say(said)
    assert reads in t.texts
    assert t.chip_labels[-1] == last_chip and _booking(c).get("ymd") is None


@pytest.mark.parametrize("slug, said, reads", [
    ("taller", "revision antes de las 12 el jueves",
     "Apunto: revisión completa el jueves 5 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("taller", "necesito la revision el jueves",
     "Apunto: revisión completa el jueves 5 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("restaurante", "mesa para 2 el viernes a las 21",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00."),
])
def test_a_day_not_bounded_is_still_the_day(slug, said, reads):
    t = chat(slug).say(said)
    assert reads in t.texts and "Busco día" not in t.text


def test_hasta_as_a_goodbye_still_names_the_day():
    c = chat("taller")
    c.say("quiero una revisión")
    t = c.say("vale, hasta el lunes")
    assert "Busco día" not in t.text and _booking(c)["ymd"] == "2026-11-02"


# ---- «¿podría ser el DÍA?» after a question about a thing: that thing, that day ---------------------------

@pytest.mark.parametrize("slug, said, price, noted", [
    ("taller", "cuanto cuesta la revision? podria ser el lunes?", "Revisión completa: 35,00 €.",
     "Apunto: revisión completa el lunes 2 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("taller", "cuanto cuesta la revison? puede ser el lunes?", "Revisión completa: 35,00 €.",
     "Apunto: revisión completa el lunes 2 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("taller", "cuanto cuesta la revision? y para el jueves?", "Revisión completa: 35,00 €.",
     "Apunto: revisión completa el jueves 5 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("taller", "cuanto cuesta la revision? se puede el lunes por la tarde?", "Revisión completa: 35,00 €.",
     "Apunto: revisión completa el lunes 2 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("peluqueria", "cuanto cuesta el tinte? y podria ser el jueves?", "Tinte: 35,00 €.",
     "Apunto: tinte el jueves 5 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("floristeria", "canto custa o ramo de rosas? podería ser para o luns?", "Ramo de rosas: 35,00 €.",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("libreria", "cuanto cuesta el atlas? podria ser para el lunes?", "Atlas do ceo: 16,00 €.",
     "Apunto: 1 × Atlas do ceo. Total 16,00 €."),
])
def test_a_day_asked_after_a_price_starts_the_request_for_that_day(slug, said, price, noted):
    c = chat(slug)
    t = c.say(said)
    _not_handed(t)
    assert price in t.texts and noted in t.texts
    held = _booking(c).get("ymd") or _order(c).get("ymd")
    assert held in ("2026-11-02", "2026-11-05")


def test_the_bakery_takes_the_thing_priced_for_the_day_asked():
    c = chat("")
    t = c.say("cuanto cuesta la tarta de santiago? podria ser para el viernes?")
    _not_handed(t)
    assert "Apunto: 1 × Tarta de Santiago. Total 18,00 €." in t.texts
    assert _order(c)["ymd"] == "2026-11-06"
    assert [line["item_id"] for line in _order(c)["lines"]] == ["tarta-santiago"]


@pytest.mark.parametrize("slug, asked, said, noted", [
    ("taller", "cuanto cuesta la revision?", "podria ser el lunes?",
     "Apunto: revisión completa el lunes 2 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("libreria", "canto custa o atlas?", "podería ser para o luns?", "Apunto: 1 × Atlas do ceo. Total 16,00 €."),
    ("taller", "cuanto cuesta la revision?", "y para el lunes?",
     "Apunto: revisión completa el lunes 2 de noviembre. Total 35,00 €; dura unos 60 minutos."),
    ("", "cuanto cuesta la tarta de santiago?", "podria ser para el viernes?",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
])
def test_a_day_asked_right_after_the_price_takes_the_thing_priced(slug, asked, said, noted):
    """(A bare «¿y para el lunes?» of a thing to have asks whether it can be had then: stop 37's answer,
    tests/test_dialog_asked_for_a_day_37.py; of a service it asks for the appointment.)"""
    c = chat(slug)
    c.say(asked)
    t = c.say(said)
    _not_handed(t)
    assert noted in t.texts


@pytest.mark.parametrize("slug, said, reads", [
    ("taller", "cuanto cuesta la revision? abris el lunes?",
     "El lunes 2 de noviembre abrimos de 10:00 a 14:00 y de 16:30 a 20:00."),
    ("", "cuanto cuesta la tarta de santiago? y de 12?", "Tarta de Santiago (12 raciones): 26,00 €."),
])
def test_another_question_after_the_price_is_still_answered(slug, said, reads):
    c = chat(slug)
    t = c.say(said)
    assert reads in t.texts and "Apunto" not in t.text
    assert not _booking(c).get("services") and not _order(c).get("lines")


def test_a_day_asked_again_after_a_lead_answer_is_still_asked():
    c = chat("")
    c.say("¿la tarta de limón para el martes llega?")
    t = c.say("¿y para el lunes?")
    assert "El lunes 2 de noviembre no abrimos" in t.text and not _order(c)["lines"]


# ---- «un grupo de N»: a party of N ----------------------------------------------------------------------

@pytest.mark.parametrize("said, reads", [
    ("somos un grupo de 4 para cenar el viernes a las 21",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("somos un grupo de 5, queremos cenar el jueves", "Apunto: reserva para 5 personas el jueves 5 de noviembre."),
    ("somos un grupo de cuatro, mesa para el sabado a las 14",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 14:00."),
    ("un grupo de 6 para comer el domingo", "Apunto: reserva para 6 personas."),
    ("somos un grupo de 6, queremos xantar o domingo", "Apunto: reserva para 6 persoas."),
])
def test_a_group_with_its_count_is_a_party(said, reads):
    c = chat("restaurante")
    t = c.say(said)
    _not_handed(t)
    assert reads in t.texts
    assert _booking(c)["party"] == int(reads.split("para ")[1].split()[0])


@pytest.mark.parametrize("said, reads", [
    ("somos un grupo, queremos cenar el jueves", "Eso no lo tengo claro"),
    ("grupo de 10 el viernes a las 21", "Para grupos de más de 8 personas prefiero que lo vea una persona"),
])
def test_a_group_uncounted_or_too_big_still_goes_to_a_person(said, reads):
    t = chat("restaurante").say(said)
    assert reads in t.text and "Apunto" not in t.text


# ---- the menu's price and a table in one message ---------------------------------------------------------

@pytest.mark.parametrize("said, price, noted", [
    ("cuanto cuesta el menu? queremos ir el martes 4 personas a las 2", "Menú del día: 14,50 €.",
     "Apunto: reserva para 4 personas el martes 3 de noviembre a las 14:00."),
    ("canto custa o menu? queremos ir o martes 4 persoas ás 2", "Menú do día: 14,50 €.",
     "Apunto: reserva para 4 persoas o martes 3 de novembro ás 14:00."),
    ("cuanto cuesta el menu del dia? vamos a ir el jueves 3 personas a las 14:30", "Menú del día: 14,50 €.",
     "Apunto: reserva para 3 personas el jueves 5 de noviembre a las 14:30."),
    ("queremos ir el martes 4 personas a las 2, cuanto cuesta el menu?", "Menú del día: 14,50 €.",
     "Apunto: reserva para 4 personas el martes 3 de noviembre a las 14:00."),
])
def test_people_said_after_the_menus_price_are_a_table_not_menus(said, price, noted):
    c = chat("restaurante")
    t = c.say(said)
    assert price in t.texts and noted in t.texts
    assert "58,00" not in t.text and "no tomo pedidos" not in t.text and "non tomo pedidos" not in t.text


@pytest.mark.parametrize("said", [
    "cuanto cuesta el menu? queremos ir el martes a las 2",
    "queremos ir el martes a las 2",
])
def test_going_on_a_day_where_tables_are_booked_is_a_table_for_how_many(said):
    c = chat("restaurante")
    t = c.say(said)
    _not_handed(t)
    assert "Apunto: reserva el martes 3 de noviembre a las 14:00." in t.texts
    assert "¿Para cuántas personas?" in t.texts


def test_a_visit_to_look_is_no_table():
    c = chat("restaurante")
    t = c.say("queremos ir el martes a ver el local")
    assert "Apunto" not in t.text and not _booking(c).get("ymd")


def test_a_count_after_a_things_price_is_still_a_count_where_orders_are_taken():
    c = chat("")
    t = c.say("cuanto cuesta la empanada? quiero 4 para el sabado")
    assert "Apunto: 4 × Empanada de zorza. Total 64,00 €." in t.texts
