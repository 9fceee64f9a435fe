"""Stop 51, questions not requests: a question gets its answer instead of starting something or going to
a person. «¿puedo pasar a las 15 a ver el local?», «¿podo ir mañá a preguntar?», «¿se puede pasar sin
cita a ver?» (before or after sending) are that day's hours (they say whether it is open then), never a
new booking; «¿cuánto voy a pagar?», «¿canto vou pagar?», «¿cuánto pago al final?» mid-order are the
total so far, then the pending question (mid-appointment: the services priced; once sent: what was
sent); «¿qué me recomiendas para un cumpleaños de 10?», «algo para 10 personas» list the things whose
size serves them, at that size, with prices and «¿Te apunto alguno?» (nothing added). One PICK_UP_WHEN
in the lexicon: «¿a qué hora la puedo recoger?» of a thing held is its first day, as «¿cuándo…?» was."""
import pytest

from tests.conversation import chat, line_counts, sent_after

RESTAURANT = ("mesa para 4 el sabado a las 14", "Uxia Rey 622333444", "no")
SALON = ("corte de hombre el martes a las 16", "Iago", "Dani 644000111", "no")
BASES = {"restaurante": RESTAURANT, "peluqueria": SALON}
HELD = {"restaurante": ("2026-11-07", 840), "peluqueria": ("2026-11-03", 960)}


def _held(c) -> tuple[str, int]:
    b = c.state["booking"]
    return b["ymd"], b["min"]


# ---- a visit to look or to ask: the hours of that day ----------------------------------------------

@pytest.mark.parametrize("slug, said, reply", [
    ("restaurante", "¿puedo pasar a las 15 a ver el local?", "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
    ("restaurante", "puedo pasar a las 17 a ver el local?", "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
    ("restaurante", "¿puedo ir mañana a preguntar?", "El domingo 1 de noviembre abrimos de 13:00 a 16:30."),
    ("restaurante", "¿se puede pasar sin cita a ver?", "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
    ("restaurante", "podo pasar ás 17 a ver o comedor?",
     "Hoxe abrimos de 13:00 a 16:00 e de 20:00 a 23:30."),
    ("restaurante", "podemos ir mañá a botar unha ollada?", "O domingo 1 de novembro abrimos de 13:00 a 16:30."),
    ("peluqueria", "¿puedo pasar a las 15 a ver el local?",
     "Hoy abrimos de 09:00 a 14:00."),
    ("peluqueria", "¿puedo pasar el martes a las 17 a preguntar?",
     "El martes 3 de noviembre abrimos de 10:00 a 20:00."),
    ("peluqueria", "puedo pasar sin cita el martes a las 17 a preguntar?",
     "El martes 3 de noviembre abrimos de 10:00 a 20:00."),
    ("peluqueria", "se puede pasar sin cita a ver?", "Hoy abrimos de 09:00 a 14:00."),
])
def test_after_sending_a_visit_to_look_is_the_hours(slug, said, reply):
    c = sent_after(slug, BASES[slug])
    sent = len(c.requests)
    t = c.say(said)
    assert t.text == reply
    assert _held(c) == HELD[slug] and len(c.requests) == sent


@pytest.mark.parametrize("slug, said, reply", [
    ("restaurante", "¿puedo pasar a las 15 a ver el local?", "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
    ("peluqueria", "podo pasar ás 17 a preguntar?", "Hoxe abrimos de 09:00 a 14:00."),
    ("peluqueria", "puedo ir mañana a preguntar?", "El domingo 1 de noviembre no abrimos."),
    ("peluqueria", "puedo pasar a las 17 a informarme de las mechas?", "Hoy abrimos de 09:00 a 14:00."),
    ("libreria", "puedo pasar a las 17 a ver los libros?", "Hoy abrimos de 10:30 a 14:00."),
    ("", "puedo pasar a ver las tartas?", "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("", "¿se puede pasar sin cita a ver?", "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
])
def test_a_visit_to_look_starts_nothing(slug, said, reply):
    c = chat(slug)
    t = c.say(said)
    assert t.text.startswith(reply) and "Apunto" not in t.text
    assert not line_counts(c) and not (c.state.get("booking") or {}).get("min")
    assert not any(r["kind"] == "question" for r in c.requests)


@pytest.mark.parametrize("slug, steps, said, reply, asked", [
    ("restaurante", ("mesa para 4 el sabado",), "puedo pasar hoy a las 17 a ver el local?",
     "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30.", "¿A qué hora te va bien el sábado 7 de noviembre?"),
    ("restaurante", ("mesa para 4 el sabado a las 14", "Uxia Rey 622333444"), "podo ir mañá a ver o comedor?",
     "O domingo 1 de novembro abrimos de 13:00 a 16:30.", "¿Queres deixar algunha indicación"),
    ("peluqueria", ("corte de hombre el martes",), "puedo pasar hoy a las 12 a preguntar una cosa?",
     "Hoy abrimos de 09:00 a 14:00.", "¿Con quién quieres la cita?"),
    ("", ("quiero 2 napolitanas",), "puedo pasar a las 17 a ver las tartas?",
     "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00.", "¿A qué hora lo recoges?"),
])
def test_mid_request_a_visit_to_look_is_answered_and_the_request_kept(slug, steps, said, reply, asked):
    c = chat(slug)
    for text in steps:
        c.say(text)
    before = (dict(c.state.get("booking") or {}), line_counts(c))
    t = c.say(said)
    assert t.text.startswith(reply) and asked in t.text
    assert (dict(c.state.get("booking") or {}), line_counts(c)) == before


# ---- near misses: still a booking -------------------------------------------------------------------

def test_coming_at_a_time_alone_still_books():
    t = chat("peluqueria").say("puedo pasar a las 17?")
    assert t.text.startswith("Apunto: cita a las 17:00.")


def test_coming_to_see_a_person_still_books_with_her():
    c = chat("peluqueria")
    c.say("puedo pasar el martes a las 17 a ver a Marta?")
    assert c.state["booking"]["resource"] == "marta" and c.state["booking"]["min"] == 17 * 60


def test_a_ver_si_hay_hueco_still_books():
    c = chat("peluqueria")
    t = c.say("quiero ir el martes a ver si hay hueco")
    assert t.text.startswith("Apunto: cita el martes 3 de noviembre.")


def test_moving_what_was_sent_is_still_the_business_s():
    t = sent_after("restaurante", RESTAURANT).say("perdona, puedo pasarla a las 15?")
    assert "en manos del local" in t.text


# ---- the total asked mid-order ----------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "¿cuánto voy a pagar?", "cuanto voy a pagar?", "cuanto voy pagar", "cuanto voi a pagar", "¿cuánto es en total?",
    "¿y todo junto cuánto sale?", "cuánto tengo que pagar?", "cuanto me va a costar?", "cuanto me va a salir todo?",
    "y cuanto pago?", "cuanto pago al final?", "cuanto vamos a pagar?", "cuanto me cobras?",
])
def test_the_total_so_far_then_the_pending_question(said):
    c = chat("")
    c.say("hola, quiero 2 napolitanas")
    t = c.say(said)
    assert t.text.startswith("Llevas 2 × Napolitana de chocolate. Total 4,00 €.")
    assert "¿A qué hora lo recoges?" in t.text and "no lo tengo claro" not in t.text
    assert line_counts(c) == {"napolitana": 2} and c.requests[-1]["kind"] == "order"


@pytest.mark.parametrize("said", ["¿canto vou pagar?", "canto vou ter que pagar?", "canto me vai custar?",
                                  "canto pago?", "canto imos pagar?", "canto teño que pagar?"])
def test_the_total_so_far_in_galician(said):
    c = chat("")
    c.say("ola, quero 2 napolitanas")
    t = c.say(said)
    assert t.text.startswith("Levas 2 × Napolitana de chocolate. Total 4,00 €.")
    assert "¿A que hora o recolles?" in t.text and line_counts(c) == {"napolitana": 2}


def test_the_total_of_two_things_at_the_size_question():
    c = chat("")
    c.say("quiero 2 napolitanas y una tarta de queso")
    t = c.say("cuanto voy a pagar?")
    assert t.text.startswith("Llevas 2 × Napolitana de chocolate y 1 × Tarta de queso. Total 26,00 €.")
    assert "¿Para cuántas raciones?" in t.text


def test_the_total_at_the_summary():
    c = chat("")
    for said in ("quiero 2 napolitanas", "a las 13", "Ana 600111222"):
        c.say(said)
    c.press("Sin indicaciones")
    t = c.say("cuanto voy a pagar?")
    assert t.text.startswith("Llevas 2 × Napolitana de chocolate. Total 4,00 €.") and "Enviar pedido" in t.chip_labels


@pytest.mark.parametrize("said, reply", [
    ("cuanto voy a pagar?", "Corte de hombre: 14,00 €. ¿Con quién quieres la cita?"),
    ("cuanto pago al final?", "Corte de hombre: 14,00 €. ¿Con quién quieres la cita?"),
    ("canto vou pagar?", "Corte de home: 14,00 €. ¿Con quen queres a cita?"),
])
def test_mid_appointment_the_service_priced(said, reply):
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 16")
    t = c.say(said)
    assert t.text == reply and c.requests[-1]["kind"] == "booking"


def test_mid_appointment_two_services_and_their_total():
    c = chat("peluqueria")
    c.say("corte de hombre y arreglo de barba el martes a las 16")
    assert "En total, 23,00 €." in c.say("cuanto voy a pagar?").text


@pytest.mark.parametrize("said", ["cuanto pago al final?", "cuanto me cobras?", "canto vou pagar?"])
def test_after_sending_the_total_sent(said):
    c = sent_after("peluqueria", SALON)
    t = c.say(said)
    assert "(total 14,00 €)" in t.text and _held(c) == HELD["peluqueria"]


def test_after_sending_an_order_the_total_sent():
    c = chat("")
    for said in ("quiero 2 napolitanas", "a las 13", "Ana 600111222"):
        c.say(said)
    c.press("Sin indicaciones")
    c.press("Enviar pedido")
    t = c.say("cuanto pago al final?")
    assert t.text.startswith("Tu pedido enviado: 2 × Napolitana de chocolate (total 4,00 €)")


def test_a_table_has_no_total_the_menu_not_an_unknown_word():
    c = chat("restaurante")
    c.say("mesa para 4 el sabado a las 14")
    t = c.say("cuanto voy a pagar?")
    assert "No tengo «pagar»" not in t.text and t.cards() and "¿A nombre de quién hago la reserva?" in t.text


# ---- near misses: a thing's price, how one pays -------------------------------------------------------

def test_the_price_of_another_thing_is_its_price():
    c = chat("")
    c.say("quiero 2 napolitanas")
    t = c.say("cuanto me va a costar una tarta de queso?")
    assert t.text.startswith("Tarta de queso: 22,00 € (8 raciones)") and line_counts(c) == {"napolitana": 2}


def test_how_one_pays_is_not_the_total():
    c = chat("")
    c.say("quiero 2 napolitanas")
    t = c.say("como se paga?")
    assert t.texts[0] == "Se paga al recoger."
    assert not t.text.startswith("Llevas") and "Total" not in t.text


def test_with_nothing_ordered_the_price_question_is_the_menu():
    t = chat("").say("cuanto voy a pagar?")
    assert "No tengo «pagar»" not in t.text and t.cards()


# ---- for how many: the sizes that serve them ----------------------------------------------------------

@pytest.mark.parametrize("said, n, size", [
    ("¿qué me recomiendas para un cumpleaños de 10?", 10, 12),
    ("algo para 10 personas", 10, 12),
    ("hola! que me recomiendas para 10 niños?", 10, 12),
    ("somos 12, que me recomiendas?", 12, 12),
    ("que teneis para 6 personas?", 6, 8),
    ("q me recomiendas pa 10", 10, 12),
    ("que me recomendais para una fiesta de 20 personas?", 20, 20),
    ("algo para 15 invitados", 15, 20),
])
def test_the_sizes_that_serve_them(said, n, size):
    c = chat("")
    t = c.say(said)
    assert t.text.startswith(f"Para {n} personas: Tarta de queso ({size} raciones): ")
    assert f"Tarta de Santiago ({size} raciones)" in t.text and t.text.endswith("¿Te apunto alguna?")
    assert "Encargar: Tarta de queso" in t.chip_labels and not line_counts(c)


@pytest.mark.parametrize("said, n, size", [
    ("unha cousa pra 10 persoas", 10, 12),
    ("que me aconsellas pra un aniversario de 8?", 8, 8),
])
def test_the_sizes_for_them_said_in_galician(said, n, size):
    t = chat("").say(said)
    assert t.text.startswith(f"Para {n} persoas: Tarta de queso ({size} racións): ")


def test_the_sizes_for_them_in_galician():
    t = chat("").say("que me recomendas para 10 persoas?")
    assert t.text.startswith("Para 10 persoas: Tarta de queso (12 racións): 30,00 €.")
    assert t.text.endswith("¿Apúntoche algunha?")


def test_pressing_one_writes_it_down_at_that_size():
    c = chat("")
    c.say("¿qué me recomiendas para un cumpleaños de 10?")
    t = c.press("Encargar: Tarta de Santiago")
    assert t.text.startswith("Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €.")
    assert c.order["lines"][0]["options"] == {"raciones": "12"}


def test_mid_order_the_sizes_then_the_pending_question():
    c = chat("")
    c.say("quiero 2 napolitanas")
    t = c.say("que me recomiendas para 10 personas?")
    assert t.text.startswith("Para 10 personas:") and "¿A qué hora lo recoges?" in t.text
    assert line_counts(c) == {"napolitana": 2}


@pytest.mark.parametrize("slug, said, start", [
    ("", "qué me recomiendas?", "Lo que más se pide: Tarta de queso: desde 22,00 €."),
    ("", "que me recomiendas para mi hijo de 10 años?", "Esta es la carta, con precios y alérgenos:"),
    ("", "algo para 30 personas", "Esta es la carta, con precios y alérgenos:"),
    ("", "que teneis sin gluten para 10 personas?", "Tenemos 3 productos sin gluten: Tarta de Santiago, "
                                                     "Brownie sin harina y Caja de 6 macarons."),
    ("", "algo para dos personas", "Esta es la carta, con precios y alérgenos:"),
    ("", "que me recomiendas para 4?", "Esta es la carta, con precios y alérgenos:"),
    ("restaurante", "que me recomiendas para 10?", "Esta es la carta, con precios y alérgenos:"),
    ("floristeria", "que me recomiendas para 10?", "Este es el catálogo, con precios:"),
])
def test_near_misses_list_no_sizes(slug, said, start):
    c = chat(slug)
    t = c.say(said)
    assert t.text.startswith(start) and "raciones)" not in t.text and "¿Te apunto algun" not in t.text
    assert line_counts(c) == {}


def test_the_popular_ones_alone_stay():
    t = chat("").say("qué me recomiendas?")
    assert t.text.startswith("Lo que más se pide:")


def test_a_thing_for_ten_is_still_ordered_at_the_next_size():
    c = chat("")
    c.say("una tarta de queso para 10")
    assert c.order["lines"][0]["options"] == {"raciones": "12"}


# ---- one PICK_UP_WHEN ---------------------------------------------------------------------------------

@pytest.mark.parametrize("said", ["a que hora la puedo recoger?", "cuando la puedo recoger?",
                                  "cuando puedo pasar a recogerla?", "cuando la tengo que recoger?"])
def test_when_to_pick_up_a_thing_held_is_its_first_day(said):
    c = chat("")
    c.say("quiero una tarta de queso de 12")
    t = c.say(said)
    first = "Lo más pronto es el martes 3 de noviembre" + (
        "; ese día abrimos de 09:00 a 14:00 y de 16:30 a 20:00." if said.startswith("a que hora") else ".")
    assert t.texts[0] == first and "no lo tengo claro" not in t.text    # the hour asked: that day's hours too


@pytest.mark.parametrize("said", ["cuando puedo pasar a recoger?", "a q hora lo puedo recoger?"])
def test_once_sent_when_to_pick_up_is_what_was_sent(said):
    c = chat("")
    for text in ("quiero 2 napolitanas", "a las 13", "Ana 600111222"):
        c.say(text)
    c.press("Sin indicaciones")
    c.press("Enviar pedido")
    t = c.say(said)
    assert t.text.startswith("Tu pedido enviado:") and "a las 13:00" in t.text


def test_with_nothing_held_when_to_pick_up_is_the_hours():
    t = chat("").say("cuando puedo pasar a recoger?")
    assert t.text == "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."
