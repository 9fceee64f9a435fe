"""Stop 63, family 1: praise of a thing had, then «another» of it.

«me encantó el corte de Iago, quiero otro el viernes con Marta» asked «¿Qué servicio quieres?»: the wish, read
on its own, was a booking with a person named and no service, so the thing praised was never counted into it.
Now a booking wish that names no thing of its own but counts one («otro», «outro igual», «el viernes otro»)
is one more of the thing praised (request_after_praise._another_of_the_praised): the praise thanked, the
appointment with the person named in the wish, and the group's own question («¿Qué corte quieres…?»). A
praise with no comma before the wish («me encanto el corte de iago quiero otro…») splits there too. At the
bakery, «los croissants de ayer estaban buenísimos, quiero otros 6 para el martes» took the six but never
thanked the praise («…, 6 más para el martes» did): the praise is now kept beside the request read with the
thing put in (request_after_praise.praise_kept).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts

THANKS_ES = "¡Muchas gracias, da gusto leerlo!"
THANKS_GL = "Moitas grazas, dá gusto lelo!"
WHICH_CUT_ES = "¿Qué corte quieres: de mujer, de hombre o infantil?"
WHICH_CUT_GL = "¿Que corte queres: de muller, de home ou infantil?"


@pytest.mark.parametrize("said", [
    "me encantó el corte de Iago, quiero otro el viernes con Marta",
    "me encanto el corte de iago, quiero otro el viernes con marta",
    "me encanto el corte de iago quiero otro el viernes con marta",
    "me encanto el corte q me hizo iago, kiero otro el viernes con marta",
    "el corte de Iago me encantó, quiero otro el viernes con Marta",
    "me encantó mucho el corte que me hizo Iago, quiero otro igual el viernes pero con Marta",
    "me encantó el corte de Iago, el viernes otro con Marta",
])
def test_another_of_the_cut_praised_with_someone_else(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts == [THANKS_ES, "Apunto: cita con Marta el viernes 6 de noviembre.", WHICH_CUT_ES]
    assert "Corte de hombre · 14,00 €" in t.chip_labels
    assert "¿Qué servicio quieres?" not in t.text
    assert c.state["booking"]["resource"] == "marta"


@pytest.mark.parametrize("said", [
    "encantoume o corte do Iago, quero outro o venres coa Marta",
    "gustoume moito o corte do Iago, quero outro o venres coa Marta",
    "encantoume o corte do iago quero outro o venres coa marta",
])
def test_another_of_the_cut_praised_in_galician(said):
    t = chat("peluqueria").say(said)
    assert t.texts == [THANKS_GL, "Apunto: cita con Marta o venres 6 de novembro.", WHICH_CUT_GL]


def test_the_cut_picked_then_is_the_one_booked():
    c = chat("peluqueria")
    c.say("me encantó el corte de Iago, quiero otro el viernes con Marta")
    t = c.press("Corte de hombre · 14,00 €")
    assert t.text == "¿A qué hora te va bien el viernes 6 de noviembre?"
    assert c.state["booking"]["services"] == ["corte-hombre"] and c.state["booking"]["resource"] == "marta"


@pytest.mark.parametrize("said, recap", [
    ("me gustó mucho el tinte que me hizo Marta, quiero otro igual el martes",
     "Apunto: tinte con Marta el martes 3 de noviembre. Total 35,00 €"),
    ("me encantó el tinte, quiero otro igual pero con Marta el viernes",
     "Apunto: tinte con Marta el viernes 6 de noviembre. Total 35,00 €"),
    ("me gustaron mucho las mechas, quiero otras el sábado con Marta", "Apunto: mechas con Marta. Total 55,00 €"),
])
def test_another_of_a_service_praised(said, recap):
    t = chat("peluqueria").say(said)
    assert t.texts[0] == THANKS_ES
    assert t.texts[1].startswith(recap)


@pytest.mark.parametrize("said, lang", [
    ("los croissants de ayer estaban buenísimos, quiero otros 6 para el martes", "es"),
    ("los croissants de ayer estaban buenisimos quiero otros 6 pal martes", "es"),
    ("los croisants de ayer estaban buenisimos, kiero otros 6 para el martes", "es"),
    ("os croissants de onte estaban boísimos, quero outros 6 para o martes", "gl"),
])
def test_more_of_the_goods_praised_thanked_and_ordered(said, lang):
    c = chat()
    t = c.say(said)
    when = "¿A qué hora lo recoges el martes 3 de noviembre?" if lang == "es" \
        else "¿A que hora o recolles o martes 3 de novembro?"
    assert t.texts[:3] == [THANKS_ES if lang == "es" else THANKS_GL,
                           "Apunto: 6 × Croissant de mantequilla. Total 10,80 €.", when]
    assert line_counts(c) == {"croissant": 6}


# --- near-misses ------------------------------------------------------------------------------------------

def test_another_appointment_is_no_count_of_the_thing_praised():
    t = chat("peluqueria").say("me encantó el corte de Iago, quiero otra cita el viernes con Marta")
    assert t.texts == [THANKS_ES, "Apunto: cita con Marta el viernes 6 de noviembre.", "¿Qué servicio quieres?"]


def test_another_day_alone_books_nothing():
    c = chat("peluqueria")
    t = c.say("quiero otro día")
    assert "Apunto" not in t.text and "gracias" not in t.text.lower()
    assert not (c.state.get("booking") or {}).get("services")


def test_bought_before_without_praise_is_not_thanked():
    t = chat().say("ayer os compré croissants, quiero otros 6 para el martes")
    assert t.texts[0] == "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."


@pytest.mark.parametrize("slug, said, first", [
    ("taller", "los frenos van genial pero quiero una revisión",
     "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."),
    ("peluqueria", "el corte que quiero es de hombre el viernes con Iago",
     "Apunto: corte de hombre con Iago el viernes 6 de noviembre. Total 14,00 €"),
])
def test_a_wish_inside_its_own_clause_is_no_praise_split(slug, said, first):
    t = chat(slug).say(said)
    assert t.texts[0].startswith(first)
    assert "gracias" not in t.text.lower()


def test_a_wish_with_a_thing_of_its_own_keeps_it():
    t = chat("peluqueria").say("me encantó el corte de Iago, quiero un tinte el viernes con Marta")
    assert t.texts[:2] == [THANKS_ES, "Apunto: tinte con Marta el viernes 6 de noviembre. Total 35,00 €; dura unos "
                                      "60 minutos."]
