"""Stop 50, a trouble told: the customer says what is wrong instead of naming the service — a thing
the business names (a service's own word, «los frenos», «la bici», «a roda») and a generic complaint
(«no está bien», «no funciona», «falla», «está rota», «hace un ruido», «non vai», typos) — and the
service that mends it is offered and booked as usual. A complaint about the business or about what
was done here («el último corte no me gustó») is never booked: a person sees it."""
import pytest

from tests.conversation import chat

OFFER_ES = "Por lo que cuentas, encaja {name} ({price}, unos {minutes} minutos). ¿Quieres cita?"
OFFER_GL = "Polo que contas, encaixa {name} ({price}, uns {minutes} minutos). ¿Queres cita?"
FRENOS = dict(name="Ajuste de frenos", price="18,00 €", minutes=30)
FRENOS_GL = dict(name="Axuste de freos", price="18,00 €", minutes=30)
CAMBIO = dict(name="Ajuste de cambio", price="18,00 €", minutes=30)
CAMBIO_GL = dict(name="Axuste do cambio", price="18,00 €", minutes=30)
REVISION = dict(name="Revisión completa", price="35,00 €", minutes=60)
CENTRADO = dict(name="Centrado de rueda", price="20,00 €", minutes=40)
CENTRADO_GL = dict(name="Centrado de roda", price="20,00 €", minutes=40)


# ---- a thing named + a generic complaint: its service offered ----------------------------------------

@pytest.mark.parametrize("said, offer", [
    ("los frenos no están bien", OFFER_ES.format(**FRENOS)),
    ("los frenos no estan bien", OFFER_ES.format(**FRENOS)),
    ("los frenos fallan", OFFER_ES.format(**FRENOS)),
    ("el freno no funsiona", OFFER_ES.format(**FRENOS)),
    ("los frenos hacen un ruido raro", OFFER_ES.format(**FRENOS)),
    ("la rueda esta rota", OFFER_ES.format(**CENTRADO)),
    ("la bici no va bien", OFFER_ES.format(**REVISION)),
    ("la bici hace ruidos", OFFER_ES.format(**REVISION)),
    ("os freos non funcionan", OFFER_GL.format(**FRENOS_GL)),
    ("a bici non vai", OFFER_GL.format(**REVISION)),
    ("a roda está rota", OFFER_GL.format(**CENTRADO_GL)),
])
def test_a_thing_and_a_complaint_offer_its_service(said, offer):
    c = chat("taller")
    t = c.say(said)
    assert t.text.startswith(offer), t.text
    assert t.request is None and not c.order["lines"]


def test_the_offer_is_booked_to_send():
    c = chat("taller")
    c.say("los frenos no están bien")
    t = c.press("Pedir cita: Ajuste de frenos")
    assert t.text == "Apunto: ajuste de frenos. Total 18,00 €; dura unos 30 minutos. ¿Con quién quieres la cita?"
    c.press("Brais")
    c.say_all("el martes", "10:00", "Ana", "600111222")
    t = c.press("Sin indicaciones")
    assert "Enviar reserva" in t.chip_labels
    b = c.state["booking"]
    assert (b["services"], b["resource"], b["ymd"], b["min"]) == (["frenos"], "brais", "2026-11-03", 600)


@pytest.mark.parametrize("said", ["el cambio no funciona", "las marchas no van", "o cambio non vai",
                                  "el cambio no funsiona"])
def test_a_service_named_first_with_its_trouble_is_booked_as_before(said):
    """Its alias opens the message («el cambio»): the appointment itself, as before."""
    c = chat("taller")
    t = c.say(said)
    assert t.text.startswith("Apunto: axuste do cambio. Total 18,00 €" if said.startswith("o ") else
                             "Apunto: ajuste de cambio. Total 18,00 €")
    assert c.state["booking"]["services"] == ["cambio"]


@pytest.mark.parametrize("said, yes", [("los frenos fallan", "sí"), ("a bici non vai", "si, dame cita")])
def test_a_yes_takes_the_service_offered(said, yes):
    c = chat("taller")
    c.say(said)
    c.say(yes)
    assert c.state["booking"]["services"] == [("frenos" if "frenos" in said else "revision")]


@pytest.mark.parametrize("said, service", [
    ("la rueda está rota", "centrado"),
    ("a roda está rota", "centrado"),
])
def test_mid_booking_the_trouble_is_the_service(said, service):
    c = chat("taller")
    c.say("quiero cita el martes")
    t = c.say(said)
    assert c.state["booking"]["services"] == [service] and c.state["booking"]["ymd"] == "2026-11-03"
    assert "martes 3 de" in t.text and t.text.startswith("Apunto")


# ---- what must not change -------------------------------------------------------------------------

@pytest.mark.parametrize("said, service", [
    ("los frenos no van", "frenos"),
    ("os freos non funcionan", "frenos"),
    ("la cadena hace ruido", "revision"),
])
def test_mid_booking_a_trouble_is_the_service_as_before(said, service):
    c = chat("taller")
    c.say("quiero cita el martes")
    c.say(said)
    assert c.state["booking"]["services"] == [service] and c.state["booking"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said", [
    "la web no funciona",
    "el servicio no está bien",
    "la web non funciona",
])
def test_a_complaint_about_the_business_is_no_service(said):
    c = chat("taller")
    t = c.say(said)
    assert "encaja" not in t.text and "Apunto" not in t.text and not (c.state or {}).get("booking", {}).get("services")
    assert "persona" in t.text or "persoa" in t.text


@pytest.mark.parametrize("said, reply", [
    ("el último corte no me gustó", "Siento lo ocurrido. Le paso tu mensaje a una persona de Salón Lume"),
    ("o último corte non me gustou", "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de Salón Lume"),
    ("no me gustó nada cómo me dejasteis el pelo", "Siento lo ocurrido. Le paso tu mensaje a una persona"),
    ("el tinte no está bien", "Siento lo ocurrido. Le paso tu mensaje a una persona"),
])
def test_a_salon_complaint_goes_to_a_person_never_booked(said, reply):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.text.startswith(reply), t.text
    assert not (c.state or {}).get("booking", {}).get("services") and c.requests[-1]["kind"] == "handoff"


@pytest.mark.parametrize("said", ["se me rompe el pelo", "teño o pelo moi estragado"])
def test_a_salon_trouble_no_service_lists_books_nothing(said):
    """The salon lists no symptoms: hair told of is for a person, no cut or colour guessed."""
    c = chat("peluqueria")
    t = c.say(said)
    assert "Apunto" not in t.text and not (c.state or {}).get("booking", {}).get("services")
    assert "persona" in t.text or "persoa" in t.text


@pytest.mark.parametrize("said, reply", [
    ("me gustó mucho el corte", "¡Muchas gracias, da gusto leerlo!"),
    ("no me gusta el pelo que tengo, quiero un tinte", "Apunto: tinte. Total 35,00 €"),
])
def test_salon_praise_and_wishes_read_as_before(said, reply):
    assert chat("peluqueria").say(said).text.startswith(reply)


@pytest.mark.parametrize("said, reply", [
    ("los frenos van mal", "Apunto: ajuste de frenos. Total 18,00 €"),
    ("la cadena hace un ruido raro", OFFER_ES.format(**REVISION)),
    ("los frenos no van nada bien", OFFER_ES.format(**FRENOS)),
    ("os freos non van ben", OFFER_GL.format(**FRENOS_GL)),
    ("a bici fai un ruído raro", OFFER_GL.format(**REVISION)),
    ("la luz no funciona", "Vaya, lo siento. ¿Quieres comprar Luz delantera LED (19,00 €)"),
    ("quiero un ajuste de frenos el martes", "Apunto: ajuste de frenos el martes 3 de noviembre"),
])
def test_the_workshop_reads_as_before(said, reply):
    assert chat("taller").say(said).text.startswith(reply)


@pytest.mark.parametrize("said", [
    "los frenos que me arreglasteis ayer no van bien",
    "o cambio que me arranxastes onte non vai ben",
])
def test_what_was_mended_here_is_a_complaint(said):
    c = chat("taller")
    t = c.say(said)
    assert "encaja" not in t.text and "encaixa" not in t.text and c.requests[-1]["kind"] == "handoff"


def test_a_thing_said_fine_is_still_no_thing():
    c = chat("taller")
    c.say("quiero cita para una revisión completa")
    c.say("los frenos están bien")
    assert c.state["booking"]["services"] == ["revision"]
