"""Stop 49, family note_words_as_items: a service or a part named inside a remark became an item.
A thing named as the customer's own («la cámara ya la traigo yo», «a cámara xa a traio eu»), as
fine («los frenos están bien», «os freos van ben», «el tinte no hace falta»), as what an allergy is
to («tengo alergia a un tinte»), or beside «solo es la X» (the trouble told) is never added: no
service booked, no part to buy in the note; the remark is kept for the person as it was typed.
Asking for it still adds it («y también un tinte», «añade la cámara», «me hace falta una cámara»)."""
import pytest

from tests.conversation import chat

TO_THE_NOTE = {
    "peluqueria": ["corte de mujer el jueves a las 12", "Ana", "600111333"],
    "taller": ["revision el martes a las 10", "Iria", "612000333"],
    "pinchazo": ["pinchazo el martes a las 10", "!Uxía", "Iria", "612000333"],
}
SLUG = {"peluqueria": "peluqueria", "taller": "taller", "pinchazo": "taller"}
SUMMARY = {"es": "Esta es la reserva que enviaré al local.", "gl": "Esta é a reserva que lle enviarei ao local."}


def _at_the_note(key):
    c = chat(SLUG[key])
    for said in TO_THE_NOTE[key]:
        c.press(said[1:]) if said.startswith("!") else c.say(said)
    return c


# ---- a remark to the note question is the note, as typed; the booking keeps what it held ----------

@pytest.mark.parametrize("key, said, services, total, lang", [
    ("peluqueria", "tengo alergia a un tinte", ["corte-mujer"], 2200, "es"),
    ("peluqueria", "Soy alergica a un tinte", ["corte-mujer"], 2200, "es"),
    ("peluqueria", "teño alerxia a un tinte", ["corte-mujer"], 2200, "gl"),
    ("peluqueria", "el tinte no hace falta", ["corte-mujer"], 2200, "es"),
    ("peluqueria", "o tinte non fai falta", ["corte-mujer"], 2200, "gl"),
    ("peluqueria", "tengo alerjia a un tinte", ["corte-mujer"], 2200, "es"),
    ("taller", "la camara ya la traigo yo", ["revision"], 3500, "es"),
    ("taller", "A cámara xa a traio eu", ["revision"], 3500, "gl"),
    ("taller", "la cámara la traigo de casa", ["revision"], 3500, "es"),
    ("taller", "ya tengo camara", ["revision"], 3500, "es"),
    ("taller", "la camara la traigo yo", ["revision"], 3500, "es"),
    ("taller", "la luz es mia", ["revision"], 3500, "es"),
    ("taller", "la cadena esta nueva", ["revision"], 3500, "es"),
    ("taller", "os freos estan ben", ["revision"], 3500, "gl"),
    ("taller", "los frenos estan bien", ["revision"], 3500, "es"),
    ("taller", "os freos van ben, é só a revisión", ["revision"], 3500, "gl"),
    ("taller", "no hace falta cambiar la cubierta", ["revision"], 3500, "es"),
    ("pinchazo", "la cubierta esta bien, solo es la camara", ["pinchazo"], 1200, "es"),
    ("pinchazo", "la cubierta está bien", ["pinchazo"], 1200, "es"),
])
def test_a_remark_to_the_note_question_adds_nothing(key, said, services, total, lang):
    c = _at_the_note(key)
    t = c.say(said)
    assert SUMMARY[lang] in t.text and "×" not in t.text
    assert c.state["booking"]["services"] == services and c.state["booking"]["note"] == said
    assert t.cards("booking")[0]["total_cents"] == total
    c.press("Enviar reserva")
    assert c.requests[-1]["status"] == "pending" and c.state["booking"]["services"] == services


# ---- a remark said with the request: the service alone, the remark kept for the note ---------------

@pytest.mark.parametrize("slug, first, reply, services, note", [
    ("taller", "revision el martes a las 10, la camara ya la traigo yo",
     "Apunto: revisión completa el martes 3 de noviembre a las 10:00. Total 35,00 €; dura unos 60 minutos.",
     ["revision"], "la camara ya la traigo yo"),
    ("taller", "revisión o martes ás 10, a cámara xa a traio eu",
     "Apunto: revisión completa o martes 3 de novembro ás 10:00. Total 35,00 €; dura uns 60 minutos.",
     ["revision"], "a cámara xa a traio eu"),
    ("peluqueria", "corte de mujer el jueves a las 12, tengo alergia a un tinte",
     "Apunto: corte de mujer el jueves 5 de noviembre a las 12:00. Total 22,00 €; dura unos 45 minutos.",
     ["corte-mujer"], "tengo alergia a un tinte"),
    ("peluqueria", "corte de mujer el jueves a las 12, el tinte no hace falta",
     "Apunto: corte de mujer el jueves 5 de noviembre a las 12:00. Total 22,00 €; dura unos 45 minutos.",
     ["corte-mujer"], "el tinte no hace falta"),
])
def test_a_remark_with_the_request_books_the_service_alone(slug, first, reply, services, note):
    c = chat(slug)
    t = c.say(first)
    assert t.text.startswith(reply)
    assert c.state["booking"]["services"] == services
    c.say("Iria")
    t = c.say("612000333")
    assert f"«{note}»" in t.text and "×" not in t.text
    assert c.state["booking"]["note"] == note and c.state["booking"]["services"] == services


# ---- an allergy said while the time is asked: acknowledged, and noted whole ------------------------

@pytest.mark.parametrize("said, asked, name", [
    ("tengo alergia a un tinte", "¿A qué hora te va bien el viernes 6 de noviembre?", "Nuria"),
    ("soy alérgica a un tinte", "¿A qué hora te va bien el viernes 6 de noviembre?", "Nuria"),
])
def test_an_allergy_at_the_time_question_is_acknowledged_and_kept_whole(said, asked, name):
    c = chat("peluqueria")
    c.say("tinte el viernes a las 17")
    t = c.say(said)
    assert t.text == f"Apunto como indicación: «{said}». {asked}"
    c.say("vale a las 19")
    c.say(name)
    c.say("644000111")
    b = c.state["booking"]
    assert b["note"] == said and b["services"] == ["tinte"] and b["min"] == 19 * 60


# ---- what must not change: asking for it adds it ----------------------------------------------------

@pytest.mark.parametrize("said, services", [
    ("y también un tinte", ["corte-mujer", "tinte"]),
    ("e tamén un tinte", ["corte-mujer", "tinte"]),
    ("añade un tinte", ["corte-mujer", "tinte"]),
])
def test_a_service_asked_for_at_the_note_is_still_added(said, services):
    c = _at_the_note("peluqueria")
    c.say(said)
    assert c.state["booking"]["services"] == services


@pytest.mark.parametrize("said, note", [
    ("añade la cámara", "también 1 × Cámara 700x28 (7,00 €)"),
    ("cámbiame también la cubierta", "también 1 × Cubierta urbana (29,00 €)"),
    ("me hace falta una cámara", "también 1 × Cámara 700x28 (7,00 €)"),
    ("y también una cámara", "también 1 × Cámara 700x28 (7,00 €)"),
    ("la cubierta la tengo que cambiar", "también 1 × Cubierta urbana (29,00 €)"),
    ("fai falta unha cámara", "tamén 1 × Cámara 700x28 (7,00 €)"),
])
def test_a_part_asked_for_at_the_note_is_still_noted_to_buy(said, note):
    c = _at_the_note("taller")
    t = c.say(said)
    assert f"«{note}»" in t.text
    assert c.state["booking"]["note"] == note and c.state["booking"]["services"] == ["revision"]


@pytest.mark.parametrize("key, said, services", [
    ("peluqueria", "no me hace falta el tinte", ["corte-mujer"]),
    ("taller", "traigo yo la cámara", ["revision"]),
    ("taller", "la cadena ya la cambie yo, esta nueva", ["revision"]),
])
def test_a_remark_already_noted_as_typed_still_is(key, said, services):
    c = _at_the_note(key)
    c.say(said)
    assert c.state["booking"]["note"] == said and c.state["booking"]["services"] == services


def test_a_service_held_said_not_needed_is_still_taken_off():
    c = chat("peluqueria")
    c.say("corte de mujer y tinte el jueves a las 12")
    c.say("el tinte no hace falta")
    assert c.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("said", ["el corte de mujer el jueves me va bien", "corte de mujer, el jueves va bien",
                                  "el corte de mujer el jueves va bien"])
def test_a_time_that_suits_is_no_remark(said):
    c = chat("peluqueria")
    c.say(said)
    assert c.state["booking"]["services"] == ["corte-mujer"]
