"""A service said in doubt beside the one booked (stop 59, helper RA).

What was wrong: stop 59 read a doubt («no sé si con X», «quizás con», «igual con», «a lo mejor
también», «non sei se con») as an offer of X, yet only an order made that offer; a booking lost X in
silence. «corte de hombre, quizás con barba» said «Apunto: corte de hombre. Total 14,00 €…» and never
spoke of the beard; «corte de mujer el viernes, no sé si con tinte» then «sí» kept 22,00 € (the «sí»
ignored), and «no, sin eso» was answered «Para seguir necesito que me digas una de estas opciones…»;
«una revision el martes, quizás con ajuste de frenos» then «sí» stayed at 35,00 €.

Now the booking holds the service said for sure and offers the doubted one as orders do: «Apunto:
corte de hombre. Total 14,00 €; dura unos 30 minutos. ¿Te apunto también arreglo de barba (9,00 €)?»,
with a button for it («Arreglo de barba · 9,00 €») and one for «No, sin eso». «sí» (or its button)
adds it and says the new total and length («Apunto: corte de hombre y arreglo de barba. Total 23,00 €;
dura unos 50 minutos.»); «no» (or «No, sin eso») says «Vale, no lo apunto.»; anything else is answered
and the booking goes on without it. A time said with the doubt is checked (and said back) once the
offer is answered, with the service taken or not. Said plainly («corte de hombre con barba»), both
are booked, as before. A thing to buy said in doubt beside a service («una revision el martes, quizás
con una cadena de 9 velocidades», also lost in silence) goes in the appointment's note as one said
plainly does: «Apunto como indicación: «también 1 × Cadena de 9 velocidades (24,00 €)»».
"""
import pytest

from tests.conversation import chat_after


def _reads(c, words: str) -> bool:
    return any(words in t for t in c.last.texts)


def _services(c) -> list[str]:
    return list((c.state.get("booking") or {}).get("services") or [])


_BEARD = "¿Te apunto también arreglo de barba (9,00 €)?"
_BEARD_CHIPS = ["Arreglo de barba · 9,00 €", "No, sin eso"]
_DYE = "¿Te apunto también tinte (35,00 €)?"
_DYE_GL = "¿Apúntoche tamén tinte (35,00 €)?"
_BRAKES = "¿Te apunto también ajuste de frenos (18,00 €)?"


# ---- 1. the service said for sure is booked, the doubted one offered ------------------------------------

@pytest.mark.parametrize("slug, said, held, noted, offer, chips", [
    ("peluqueria", "corte de hombre, quizás con barba", ["corte-hombre"],
     "Apunto: corte de hombre. Total 14,00 €; dura unos 30 minutos.", _BEARD, _BEARD_CHIPS),
    ("peluqueria", "corte de hombre, quizas con barba", ["corte-hombre"],
     "Apunto: corte de hombre. Total 14,00 €; dura unos 30 minutos.", _BEARD, _BEARD_CHIPS),
    ("peluqueria", "corte de mujer el viernes, no sé si con tinte", ["corte-mujer"],
     "Apunto: corte de mujer el viernes 6 de noviembre. Total 22,00 €; dura unos 45 minutos.", _DYE,
     ["Tinte · 35,00 €", "No, sin eso"]),
    ("peluqueria", "corte de mujer el viernes no se si con tinte", ["corte-mujer"],
     "Apunto: corte de mujer el viernes 6 de noviembre. Total 22,00 €", _DYE, ["Tinte · 35,00 €", "No, sin eso"]),
    ("peluqueria", "corte de mujer el viernes, igual con peinado", ["corte-mujer"],
     "Apunto: corte de mujer el viernes 6 de noviembre. Total 22,00 €", "¿Te apunto también ", None),
    ("peluqueria", "corte de hombre el sábado a las 10, a lo mejor también barba", ["corte-hombre"],
     "Apunto: corte de hombre el sábado 7 de noviembre. Total 14,00 €", _BEARD, _BEARD_CHIPS),
    ("peluqueria", "corte de muller o venres, non sei se con tinte", ["corte-mujer"],
     "Apunto: corte de muller o venres 6 de novembro. Total 22,00 €; dura uns 45 minutos.", _DYE_GL,
     ["Tinte · 35,00 €", "Non, sen iso"]),
    ("peluqueria", "corte de home, se cadra con barba", ["corte-hombre"],
     "Apunto: corte de home. Total 14,00 €", "¿Apúntoche tamén arranxo de barba (9,00 €)?", None),
    ("taller", "una revision el martes, quizás con ajuste de frenos", ["revision"],
     "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos.", _BRAKES,
     ["Ajuste de frenos · 18,00 €", "No, sin eso"]),
    ("taller", "una revision el martes, igual con centrado de rueda", ["revision"],
     "Total 35,00 €", "¿Te apunto también centrado de rueda (20,00 €)?", None),
    ("taller", "reparar pinchazo el lunes a las 10, a lo mejor con ajuste de frenos", ["pinchazo"],
     "Apunto: reparar pinchazo el lunes 2 de noviembre. Total 12,00 €", _BRAKES, None),
    ("taller", "revision el martes a las 10, no sé si tambien centrar la rueda", ["revision"],
     "Total 35,00 €", "¿Te apunto también centrado de rueda (20,00 €)?", None),
])
def test_a_service_said_in_doubt_is_offered_beside_the_one_booked(slug, said, held, noted, offer, chips):
    c = chat_after(slug, said)
    assert _services(c) == held
    assert _reads(c, noted)
    assert c.last.texts[-1].startswith(offer)
    if chips is not None:
        assert c.last.chip_labels == chips


def test_a_time_said_with_the_doubt_is_not_said_back_before_the_offer_is_answered():
    """(the time is checked for what the booking will hold: «a las 10:00» is no promise yet)"""
    c = chat_after("peluqueria", "corte de hombre el sábado a las 10, a lo mejor también barba")
    assert not _reads(c, "a las 10:00")


# ---- 2. the offer answered: «sí» adds it with the new total and length, «no» drops it -------------------

@pytest.mark.parametrize("slug, said, answer, held, noted", [
    ("peluqueria", "corte de hombre, quizás con barba", "sí", ["corte-hombre", "barba"],
     "Apunto: corte de hombre y arreglo de barba. Total 23,00 €; dura unos 50 minutos."),
    ("peluqueria", "corte de hombre, quizás con barba", "si", ["corte-hombre", "barba"],
     "Apunto: corte de hombre y arreglo de barba. Total 23,00 €; dura unos 50 minutos."),
    ("peluqueria", "corte de hombre, quizás con barba", "vale", ["corte-hombre", "barba"],
     "Total 23,00 €; dura unos 50 minutos."),
    ("peluqueria", "corte de mujer el viernes, no sé si con tinte", "sí", ["corte-mujer", "tinte"],
     "Apunto: corte de mujer y tinte el viernes 6 de noviembre. Total 57,00 €; dura unos 105 minutos."),
    ("peluqueria", "corte de muller o venres, non sei se con tinte", "si", ["corte-mujer", "tinte"],
     "Apunto: corte de muller e tinte o venres 6 de novembro. Total 57,00 €; dura uns 105 minutos."),
    ("taller", "una revision el martes, quizás con ajuste de frenos", "sí", ["revision", "frenos"],
     "Apunto: revisión completa y ajuste de frenos el martes 3 de noviembre. Total 53,00 €; dura unos 90 minutos."),
    ("peluqueria", "corte de mujer el viernes, no sé si con tinte", "no, sin eso", ["corte-mujer"],
     "Vale, no lo apunto."),
    ("peluqueria", "corte de hombre, quizás con barba", "no", ["corte-hombre"], "Vale, no lo apunto."),
    ("peluqueria", "corte de hombre, quizás con barba", "no hace falta", ["corte-hombre"], "Vale, no lo apunto."),
    ("peluqueria", "corte de muller o venres, non sei se con tinte", "non", ["corte-mujer"], "Vale, non o apunto."),
    ("taller", "reparar pinchazo el lunes a las 10, a lo mejor con ajuste de frenos", "no", ["pinchazo"],
     "Vale, no lo apunto."),
])
def test_the_offer_is_taken_or_declined(slug, said, answer, held, noted):
    c = chat_after(slug, said, answer)
    assert _services(c) == held
    assert _reads(c, noted)
    assert not _reads(c, "Para seguir necesito") and not _reads(c, "Para seguir preciso")
    assert not _reads(c, "¿Te apunto también") and not _reads(c, "¿Apúntoche tamén")


@pytest.mark.parametrize("button, held, noted", [
    ("Arreglo de barba · 9,00 €", ["corte-hombre", "barba"],
     "Apunto: corte de hombre y arreglo de barba. Total 23,00 €; dura unos 50 minutos."),
    ("No, sin eso", ["corte-hombre"], "Vale, no lo apunto."),
])
def test_the_offer_by_its_buttons(button, held, noted):
    c = chat_after("peluqueria", "corte de hombre, quizás con barba")
    c.press(button)
    assert _services(c) == held
    assert _reads(c, noted)
    assert _reads(c, "¿Con quién quieres la cita?")


def test_the_offer_declined_by_its_button_in_galician():
    c = chat_after("peluqueria", "corte de muller o venres, non sei se con tinte")
    c.press("Non, sen iso")
    assert _services(c) == ["corte-mujer"]
    assert _reads(c, "Vale, non o apunto.")
    assert _reads(c, "¿A que hora che vai ben o venres 6 de novembro?")


def test_the_time_said_with_the_doubt_is_checked_for_the_service_taken():
    """10:00 on Saturday fits no 50 minutes: said once the beard is taken, with the nearest times."""
    c = chat_after("peluqueria", "corte de hombre el sábado a las 10, a lo mejor también barba", "sí")
    assert _services(c) == ["corte-hombre", "barba"]
    assert _reads(c, "Apunto: corte de hombre y arreglo de barba el sábado 7 de noviembre. Total 23,00 €")
    assert _reads(c, "A las 10:00 no me queda hueco.")


def test_the_time_said_with_the_doubt_is_said_back_once_the_offer_is_declined():
    c = chat_after("peluqueria", "corte de hombre el martes a las 12, a lo mejor también barba", "no")
    assert _services(c) == ["corte-hombre"]
    assert _reads(c, "Vale, no lo apunto.")
    assert _reads(c, "Apunto: corte de hombre el martes 3 de noviembre a las 12:00. Total 14,00 €")
    assert (c.state["booking"] or {}).get("min") == 12 * 60


# ---- 3. anything else: answered, and the booking goes on without it -------------------------------------

def test_a_question_instead_of_an_answer_lets_the_offer_go():
    c = chat_after("peluqueria", "corte de hombre, quizás con barba", "¿cuánto dura la barba?")
    assert _reads(c, "Arreglo de barba dura unos 20 minutos.")
    assert _reads(c, "¿Con quién quieres la cita?")
    assert _services(c) == ["corte-hombre"]


def test_a_person_instead_of_an_answer_lets_the_offer_go():
    c = chat_after("peluqueria", "corte de hombre, quizás con barba", "con Marta")
    assert _services(c) == ["corte-hombre"]
    assert (c.state["booking"] or {}).get("resource") == "marta"
    assert _reads(c, "¿Qué día te va bien?")
    assert not _reads(c, _BEARD)


def test_the_doubted_service_taken_goes_with_the_booking_sent():
    c = chat_after("peluqueria", "corte de hombre, quizás con barba", "sí", "con Marta", "el martes a las 12",
                   "Ana", "600111222", "no")
    assert _reads(c, "Esta es la reserva que enviaré al local.")
    c.press("Enviar reserva")
    assert c.last.request["status"] == "pending"
    assert c.last.request["total_cents"] == 2300


# ---- 4. near-misses: said plainly, both booked and nothing offered --------------------------------------

@pytest.mark.parametrize("slug, said, held, total", [
    ("peluqueria", "corte de hombre con barba", ["corte-hombre", "barba"], "Total 23,00 €"),
    ("peluqueria", "corte de hombre y barba el martes", ["corte-hombre", "barba"], "Total 23,00 €"),
    ("peluqueria", "corte de home con barba", ["corte-hombre", "barba"], "Total 23,00 €"),
    ("taller", "una revision el martes y ajuste de frenos", ["revision", "frenos"], "Total 53,00 €"),
])
def test_a_service_said_plainly_is_booked(slug, said, held, total):
    c = chat_after(slug, said)
    assert _services(c) == held
    assert _reads(c, total)
    assert not _reads(c, "¿Te apunto también") and not _reads(c, "¿Apúntoche tamén")


def test_a_whole_booking_in_doubt_offers_nothing_beside():
    """«no sé si un corte de hombre»: the only service named is the booking, no add-on to offer."""
    c = chat_after("peluqueria", "no sé si un corte de hombre el martes")
    assert not _reads(c, "¿Te apunto también")


# ---- 5. a thing to buy said in doubt beside a service: in the note, as one said plainly (never lost) ----

@pytest.mark.parametrize("said", [
    "una revision el martes, quizás con una cadena de 9 velocidades",
    "una revision el martes, no se si con una cadena de 9 velocidades",
    "unha revision o martes, non sei se cunha cadea de 9 velocidades",
])
def test_a_part_said_in_doubt_beside_a_service_goes_in_the_note(said):
    c = chat_after("taller", said)
    assert _services(c) == ["revision"]
    assert _reads(c, "Cadena de 9 velocidades (24,00 €)")
    assert (c.state["booking"] or {}).get("part_ids") == ["cadena"]
