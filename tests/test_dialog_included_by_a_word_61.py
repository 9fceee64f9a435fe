"""Stop 61, the workshop: «¿incluye un <service>?» asked while another is being booked, the other named by a
word of it.

What the customer read before: «revision el martes», then «incluye un pinchazo?», described the puncture
repair («Reparar pinchazo: Cámara nueva o parche, montaje incluido. …») and never said whether the
service-check includes it (only the puncture's whole name, «incluye reparar pinchazo», was offered).

What they read now: the service held lists what it includes (its description says other services by their
names: «Ajuste de frenos y cambio, …»), so one it does not name is not included: its description, «No
incluye reparar pinchazo.», and the offer to add it, «¿Te apunto también reparar pinchazo (12,00 €)?»
(«sí» adds it, «no» leaves it). A word its description says («¿incluye el engrase?», «¿incluye el
ajuste de frenos?») is answered by the description, as before; a service whose description lists nothing
(the salon's «mechas»: «¿incluye el secado?») still goes to a person.
"""
import pytest

from tests.conversation import chat

WORKSHOP = "taller"
SALON = "peluqueria"
HELD = "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos."
NOT_INCLUDED = ("Revisión completa: Ajuste de frenos y cambio, engrase y revisión de ruedas. "
                "No incluye reparar pinchazo.")
NOT_INCLUDED_GL = ("Revisión completa: Axuste de freos e cambio, engraxe e revisión de rodas. "
                   "Non inclúe reparar furado.")
OFFER = "¿Te apunto también reparar pinchazo (12,00 €)?"
OFFER_GL = "¿Apúntoche tamén reparar furado (12,00 €)?"
DESCRIBED = ("Revisión completa: Ajuste de frenos y cambio, engrase y revisión de ruedas. "
             "Revisión completa dura unos 60 minutos.")


def _said(slug, *texts):
    c = chat(slug)
    t = None
    for text in texts:
        t = c.say(text)
    return c, t


@pytest.mark.parametrize("first, asked, answer", [
    ("revision el martes", "incluye un pinchazo?", [NOT_INCLUDED, OFFER]),
    ("revision el martes", "¿incluye un pinchazo?", [NOT_INCLUDED, OFFER]),
    ("revision el martes", "incluye pinchazo", [NOT_INCLUDED, OFFER]),
    ("revison el martes", "incluye un pinchaso?", [NOT_INCLUDED, OFFER]),
    ("revision el martes", "¿incluye arreglar un pinchazo?", [NOT_INCLUDED, OFFER]),
    ("quiero una revision", "¿y va incluido el pinchazo?", [NOT_INCLUDED, OFFER]),
    ("revision o martes", "inclúe un furado?", [NOT_INCLUDED_GL, OFFER_GL]),
    ("quero unha revision", "e inclue o furado?", [NOT_INCLUDED_GL, OFFER_GL]),
])
def test_a_service_the_held_one_does_not_list_is_not_included_and_offered(first, asked, answer):
    c, t = _said(WORKSHOP, first, asked)
    assert t.texts == answer
    assert t.chip_labels[0] == ("Reparar furado · 12,00 €" if answer[1] == OFFER_GL else "Reparar pinchazo · 12,00 €")
    assert c.state["booking"]["services"] == ["revision"]


@pytest.mark.parametrize("answer, services, said", [
    ("si", ["revision", "pinchazo"],
     "Apunto: revisión completa y reparar pinchazo el martes 3 de noviembre. Total 47,00 €; dura unos 80 minutos."),
    ("vale", ["revision", "pinchazo"], "Apunto: revisión completa y reparar pinchazo el martes 3 de noviembre."),
    ("no", ["revision"], "Vale, no lo apunto."),
])
def test_the_offer_answered(answer, services, said):
    c, _t = _said(WORKSHOP, "revision el martes", "incluye un pinchazo?")
    t = c.say(answer)
    assert t.texts[0].startswith(said)
    assert c.state["booking"]["services"] == services


@pytest.mark.parametrize("asked", [
    "incluye el engrase?",
    "¿incluye el ajuste de frenos?",
    "incluye el cambio?",
])
def test_near_miss_what_its_description_says_is_answered_by_it(asked):
    c, t = _said(WORKSHOP, "revision el martes", asked)
    assert t.texts[0] == DESCRIBED
    assert c.state["booking"]["services"] == ["revision"]
    assert "No incluye" not in t.text


def test_near_miss_the_whole_name_is_offered_as_before():
    c, t = _said(WORKSHOP, "revision el martes", "incluye reparar pinchazo?")
    assert t.texts == [OFFER]


def test_near_miss_another_service_added_is_added():
    c, t = _said(WORKSHOP, "revision el martes", "y tambien un pinchazo")
    assert t.texts[0].startswith("Apunto: revisión completa y reparar pinchazo el martes 3 de noviembre.")


@pytest.mark.parametrize("first, asked", [
    ("quiero cita para mechas", "incluye el secado?"),
    ("quiero cita para mechas", "incluye peinar?"),
])
def test_near_miss_a_service_that_lists_nothing_still_goes_to_a_person(first, asked):
    c, t = _said(SALON, first, asked)
    assert t.texts[0].startswith("Eso no lo tengo claro y prefiero no inventarlo.")
    assert c.state["booking"]["services"] == ["mechas"]
