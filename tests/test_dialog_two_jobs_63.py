"""Stop 63, family B2: two bikes in one message at the workshop (one appointment is one job).

What was wrong:
- «revision pa la bici de mi hijo y la mia el martes», «revisión para mi bici y la de mi hijo», gl «revisión para a
  miña bici e a do meu fillo», «pinchazo en la bici de mi hija y en la mía», «revisión el martes y la bici de mi
  mujer también» booked one revision and the second bike was gone without a word; «una revisión pa mi bici y otra
  pa la de mi hijo» was even noted as two revisions on one bike. «pinchazo pa mí y pa mi hijo» went to a person
  («Cada cita es para uno solo…»), as in a salon, though at a workshop each brings a bike.
- «dos revisiones el martes» said «… El otro va aparte: cuando envíes esta, pídemelo de nuevo.»: the customer had
  to ask again. Now, as the salon's «corte de hombre el martes y otro para mi hijo» (stop 62): the writer's is
  booked («… apunto primero el tuyo, y el de tu hijo va aparte justo después: cuando envíes esta, te lo
  preparo.»), and once it is sent «¿Preparo ahora la cita para tu hijo (revisión completa)?» with a button that
  books the same service for the same day; whose unknown, «¿Preparo ahora la otra cita (…)?». Three: the button
  asks for the two left, and the same happens again.
- Mid-booking, «y la de mi hijo también», «también la bici de mi hijo», gl «e a do meu fillo tamén» re-asked the
  time («Para seguir necesito…»); now they read as «y otra para mi hijo» does (stop 61: in the note, said so).
Near-misses kept: one bike named («la bici de mi hijo»), two of a service on one bike (one job, counted in the
note), a bike's kind said after «y la bici de mi hijo es…», the salon's people.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after

_SEND = {"es": ["10:00", "Pedro", "600123123", "no", "si"], "gl": ["10:00", "Pedro", "600123123", "non", "si"]}
_SENT = ("Hecho: he enviado tu reserva", "Feito: enviei a túa reserva")


def _apart_whose(whom: str, lang: str) -> str:
    return {"es": f"Una reserva es para un trabajo: apunto primero el tuyo, y el de {whom} va aparte justo después: "
                  "cuando envíes esta, te lo preparo.",
            "gl": f"Unha reserva é para un traballo: apunto primeiro o teu, e o traballo para {whom} vai á parte "
                  "xusto despois: cando envíes esta, prepárocho."}[lang]


_APART = {"es": "Una reserva es para un trabajo: apunto primero uno, y el otro va aparte justo después: cuando envíes "
                "esta, te lo preparo.",
          "gl": "Unha reserva é para un traballo: apunto primeiro un, e o outro vai á parte xusto despois: cando envíes "
                "esta, prepárocho."}


@pytest.mark.parametrize("said, lang, whom, recap", [
    ("revision pa la bici de mi hijo y la mia el martes", "es", "tu hijo",
     "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €"),
    ("revisión para mi bici y la de mi hijo el martes", "es", "tu hijo", "Apunto: revisión completa el martes 3"),
    ("revision para mi bici y para la de mi mujer el sabado", "es", "tu mujer",
     "Apunto: revisión completa el sábado 7 de noviembre"),
    ("una revision pa mi bici y otra pa la de mi hijo", "es", "tu hijo", "Apunto: revisión completa. Total 35,00 €"),
    ("pinchazo en la bici de mi hija y en la mia", "es", "tu hija", "Apunto: reparar pinchazo. Total 12,00 €"),
    ("arreglar pinchazo pa mi y pa mi hijo el lunes", "es", "tu hijo", "Apunto: reparar pinchazo el lunes 2"),
    ("revision el martes y la bici de mi mujer tambien", "es", "tu mujer", "Apunto: revisión completa el martes 3"),
    ("revision el martes y tambien la bici de mi hijo", "es", "tu hijo", "Apunto: revisión completa el martes 3"),
    ("revision el martes y otra para mi hijo", "es", "tu hijo", "Apunto: revisión completa el martes 3"),
    ("revisión para a miña bici e a do meu fillo o martes", "gl", "o teu fillo",
     "Apunto: revisión completa o martes 3 de novembro. Total 35,00 €"),
    ("revisión para min e para o meu fillo o martes", "gl", "o teu fillo", "Apunto: revisión completa o martes 3"),
    ("revisión o martes e tamén a bici da miña muller", "gl", "a túa muller", "Apunto: revisión completa o martes 3"),
])
def test_two_bikes_the_writers_is_booked_the_other_follows(said, lang, whom, recap):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == _apart_whose(whom, lang)
    assert recap in t.text
    assert t.request["kind"] == "booking" and not c.state["booking"].get("people")
    assert c.state["booking"]["next_jobs"] == {"left": 1, "whom": c.state["booking"]["next_jobs"]["whom"]}
    assert "prefiero que lo organice" not in t.text and "prefiro que o organice" not in t.text


@pytest.mark.parametrize("said, lang", [
    ("dos revisiones el martes", "es"),
    ("revision para las dos bicis el martes", "es"),
    ("revision para la bici de mi hijo y la de mi hija el martes", "es"),
    ("la bici de carretera y la de montaña, revision el martes", "es"),
    ("dúas revisións o martes", "gl"),
])
def test_two_bikes_of_no_one_told_follow_as_the_other(said, lang):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == _APART[lang]
    assert c.state["booking"]["next_jobs"] == {"left": 1, "whom": None}


@pytest.mark.parametrize("lang, said, offer, chip, next_recap", [
    ("es", "revision pa la bici de mi hijo y la mia el martes", "¿Preparo ahora la cita para tu hijo (revisión completa)?",
     "Cita para tu hijo", "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €"),
    ("es", "dos revisiones el martes", "¿Preparo ahora la otra cita (revisión completa)?", "La otra cita",
     "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €"),
    ("gl", "revisión para a miña bici e a do meu fillo o martes",
     "¿Preparo agora a cita para o teu fillo (revisión completa)?", "Cita para o teu fillo",
     "Apunto: revisión completa o martes 3 de novembro. Total 35,00 €"),
    ("gl", "dúas revisións o martes", "¿Preparo agora a outra cita (revisión completa)?", "A outra cita",
     "Apunto: revisión completa o martes 3 de novembro. Total 35,00 €"),
])
def test_the_other_is_offered_once_sent(lang, said, offer, chip, next_recap):
    c = chat("taller")
    c.say(said)
    for step in _SEND[lang]:
        t = c.say(step)
    assert any(x in t.text for x in _SENT)
    assert offer in t.text and chip in t.chip_labels
    t = c.press(chip)
    assert t.texts[0] == next_recap.split(". Total")[0] + ". Total 35,00 €; " + (
        "dura unos 60 minutos." if lang == "es" else "dura uns 60 minutos.")
    assert "aparte" not in t.text and "á parte" not in t.text


def test_three_are_offered_one_after_another():
    c = chat("taller")
    t = c.say("tres revisiones el martes")
    assert t.texts[0] == ("Una reserva es para un trabajo: apunto primero uno, y los otros 2 van aparte justo después: "
                          "cuando envíes esta, te los preparo.")
    for step in _SEND["es"]:
        t = c.say(step)
    assert "¿Preparo ahora la otra cita (revisión completa)?" in t.text
    t = c.press("La otra cita")
    assert t.texts[0] == _APART["es"] and "Apunto: revisión completa el martes 3 de noviembre" in t.text
    for step in ["12:30", "Pedro", "600123123", "no", "si"]:
        t = c.say(step)
    assert "Hecho: he enviado tu reserva" in t.text and "¿Preparo ahora la otra cita (revisión completa)?" in t.text
    t = c.press("La otra cita")
    assert t.texts[0] == "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos."
    assert "aparte" not in t.text


@pytest.mark.parametrize("first, said, noted", [
    ("revision el martes", "y la de mi hijo tambien", "también para tu hijo"),
    ("revision el martes", "tambien la bici de mi hijo", "también para tu hijo"),
    ("revision el martes", "y la de mi mujer", "también para tu mujer"),
    ("revisión o martes", "e a do meu fillo tamén", "tamén para o teu fillo"),
])
def test_mid_booking_the_other_ones_is_noted(first, said, noted):
    c = chat_after("taller", first)
    t = c.say(said)
    assert noted in t.texts[0]
    assert "Para seguir necesito" not in t.text and "Para seguir preciso" not in t.text
    assert c.state["booking"]["services"] == ["revision"]


def test_the_salon_reads_the_one_of_another_as_their_service():
    t = chat_after("peluqueria", "corte de hombre el martes").say("y el de mi hijo tambien")
    assert "Apunto: corte de hombre y corte infantil el martes 3 de noviembre" in t.text


# ---- near-misses: one bike, one job ----------------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "revision de la bici de mi hijo el martes",
    "revisión da bici do meu fillo o martes",
    "revision de mi bici el martes",
    "revision el martes y la bici de mi hijo es de carretera",
    "revision para la bici de mi hijo el martes, que es de montaña",
    "tengo dos pinchazos en la bici el martes",
])
def test_one_bike_stays_one_job(said):
    c = chat("taller")
    t = c.say(said)
    assert "aparte" not in t.text and "á parte" not in t.text
    assert not c.state["booking"].get("next_jobs") and t.request["kind"] == "booking"


def test_the_salons_second_person_is_unchanged():
    t = chat("peluqueria").say("corte de hombre el martes y otro para mi hijo")
    assert "Cada cita es para una persona: apunto primero la tuya, y la de tu hijo va aparte" in t.text
