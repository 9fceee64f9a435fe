"""Stop 52, «what do I have?» in the middle of a booking. «corte de hombre el martes a las 10» then
«¿qué tengo?» went to a person («Eso no lo tengo claro y prefiero no inventarlo…») and was saved as a
question for the shop; only «¿qué llevo reservado?» was read. Orders answered «Llevas …» from the cart;
a booking (which has no cart) did not. Now «¿qué tengo?», «¿cuánto llevo?», «que teño?», «e que levo?»,
«resumen» say what the booking holds («Llevas apuntado: corte de hombre, el martes 3 de noviembre a las
10:00. Aún no lo he enviado.») and then ask again what is still missing («¿A nombre de quién hago la
reserva?»). Also: with the day refused (a closed Monday) the held time was left out of that summary
(«Llevas apuntado: reserva para 3 personas.»); now «…, a las 14:00 (falta el día).». Questions with a
new day, time or phone in them, and orders, are left to their own readers.

And a new party said with a new time: «mesa para 4 mañana a las 14» then «no mejor 6 y a las 15» wrote
down «reserva para 4 personas … a las 15:00» (the 6 was lost whenever a time came with it; «mejor 6» alone
was read). Now the time said beside it is set aside to read the party: «Apunto: reserva para 6 personas
el martes 3 de noviembre a las 20:00.»; Galician «non, mellor 6 e ás 20:30» too.

A swap inside a removal: «quita el corte y que sea solo barba» took the cut off and asked «¿Qué servicio
quieres?» (the barba lost); now «Apunto: arreglo de barba … Total 9,00 €». A day past the dataset's
`horizon_days` that is also a closure («… para el 17 de mayo») said only «no abrimos (…)»; now «El lunes
17 de mayo no abrimos (…). Solo preparo pedidos con hasta 60 días de antelación. ¿Qué día te va bien?»
with the first days it can be as buttons; a far day that is no closure says only the limit."""
import pytest

from tests.conversation import chat


def _handed(t) -> bool:
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


@pytest.mark.parametrize("slug, first, asked, recap, then", [
    ("peluqueria", "corte de hombre el martes a las 10", "que tengo?",
     "Llevas apuntado: corte de hombre (total 14,00 €), el martes 3 de noviembre a las 10:00. Aún no lo he enviado.",
     "¿A nombre de quién hago la reserva?"),
    ("peluqueria", "corte de hombre el martes a las 10", "¿Qué tengo apuntado?",
     "Llevas apuntado: corte de hombre (total 14,00 €), el martes 3 de noviembre a las 10:00.", "¿A nombre de quién"),
    ("peluqueria", "corte de hombre el martes a las 10", "y q tengo de momento",
     "Llevas apuntado: corte de hombre (total 14,00 €), el martes 3 de noviembre a las 10:00.", "¿A nombre de quién"),
    ("taller", "revision el martes a las 10", "cuanto llevo?",
     "Llevas apuntado: revisión completa (total 35,00 €), el martes 3 de noviembre a las 10:00.", "¿A nombre de quién"),
    ("taller", "revision el martes a las 10", "resumen",
     "Llevas apuntado: revisión completa (total 35,00 €), el martes 3 de noviembre a las 10:00.", "¿A nombre de quién"),
    ("restaurante", "mesa para 2 mañana a las 14", "que tengo?",
     "Llevas apuntado: reserva para 2 personas, el domingo 1 de noviembre a las 14:00. Aún no lo he enviado.",
     "¿A nombre de quién hago la reserva?"),
    ("restaurante", "mesa para 2 mañana a las 14", "a ver, que llevo ya?",
     "Llevas apuntado: reserva para 2 personas, el domingo 1 de noviembre a las 14:00.", "¿A nombre de quién"),
    ("restaurante", "mesa para 2 mañá ás 14", "que teño?",
     "Levas apuntado: reserva para 2 persoas, o domingo 1 de novembro ás 14:00. Aínda non o enviei.",
     "¿A nome de quen fago a reserva?"),
    ("peluqueria", "corte de home o martes ás 10", "e que levo?",
     "Levas apuntado: corte de home (total 14,00 €), o martes 3 de novembro ás 10:00.", "¿A nome de quen fago a reserva?"),
    ("taller", "revision o martes as 10", "canto levo?",
     "Levas apuntado: revisión completa (total 35,00 €), o martes 3 de novembro ás 10:00.", "¿A nome de quen"),
    ("peluqueria", "corte de home o martes ás 10", "que teño ata agora",
     "Levas apuntado: corte de home (total 14,00 €), o martes 3 de novembro ás 10:00.", "¿A nome de quen"),
])
def test_what_do_i_have_says_the_booking_held(slug, first, asked, recap, then):
    c = chat(slug)
    c.say(first)
    t = c.say(asked)
    assert recap in t.text and then in t.text
    assert not _handed(t)
    assert not c.state["booking"].get("questions")


def test_the_time_kept_with_the_day_refused_is_in_the_summary():
    c = chat("restaurante")
    c.say("queria mesa pa 3 pasado mañana a las 2")
    c.say("Carmen 699888777")
    t = c.say("que tengo reservado?")
    assert "Llevas apuntado: reserva para 3 personas, a las 14:00 (falta el día). Aún no lo he enviado." in t.text
    assert "¿Qué día te va bien?" in t.text


def test_the_time_kept_with_the_day_refused_galician():
    c = chat("restaurante")
    c.say("quería mesa pra 3 pasado mañá ás 2")
    c.say("Carmen 699888777")
    t = c.say("que teño reservado?")
    assert "Levas apuntado: reserva para 3 persoas, ás 14:00 (falta o día)." in t.text


# ---- near-misses: not a «what do I have?» ----------------------------------------------------------------


def test_a_question_with_a_new_time_moves_the_booking():
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 10")
    t = c.say("que tengo a las 11?")
    assert "Llevas apuntado" not in t.text


def test_what_do_i_have_with_nothing_started_is_not_a_booking_summary():
    c = chat("peluqueria")
    t = c.say("que tengo?")
    assert "Llevas apuntado" not in t.text


def test_a_longer_question_with_tengo_is_not_a_summary():
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 10")
    t = c.say("que tengo que llevar?")
    assert "Llevas apuntado" not in t.text


def test_an_order_still_answers_from_its_cart():
    c = chat()
    c.say("quiero 2 croissants para mañana a las 10")
    t = c.say("que llevo?")
    assert "2 × Croissant" in t.text or "2 × croissant" in t.text.lower()


# ---- a new party said with a new time ------------------------------------------------------------------


@pytest.mark.parametrize("first, said, noted", [
    ("mesa para 4 el martes a las 21", "no mejor 6 y a las 20",
     "Apunto: reserva para 6 personas el martes 3 de noviembre a las 20:00."),
    ("mesa para 4 el martes a las 21", "mejor 6 a las 20:30",
     "Apunto: reserva para 6 personas el martes 3 de noviembre a las 20:30."),
    ("mesa para 4 el martes a las 21", "mejor seis a las 20",
     "Apunto: reserva para 6 personas el martes 3 de noviembre a las 20:00."),
    ("mesa para 4 el martes a las 21", "bueno al final 3, a las 20",
     "Apunto: reserva para 3 personas el martes 3 de noviembre a las 20:00."),
    ("mesa para 4 o martes ás 21", "non, mellor 6 e ás 20:30",
     "Apunto: reserva para 6 persoas o martes 3 de novembro ás 20:30."),
    ("mesa para 4 o martes as 21", "mellor 3 as 20",
     "Apunto: reserva para 3 persoas o martes 3 de novembro ás 20:00."),
])
def test_a_new_party_said_with_a_new_time_takes_both(first, said, noted):
    c = chat("restaurante")
    c.say(first)
    t = c.say(said)
    assert noted in t.text
    assert not _handed(t)


def test_a_new_party_with_a_time_refused_is_still_kept():
    c = chat("restaurante")
    c.say("mesa para 4 el martes a las 14")
    t = c.say("mejor 6 y a las 15")
    assert "Las horas libres más cercanas son" in t.text
    assert c.state["booking"]["party"] == 6


def test_only_a_new_time_keeps_the_party():
    c = chat("restaurante")
    c.say("mesa para 4 el martes a las 21")
    t = c.say("mejor a las 20")
    assert "Apunto: reserva para 4 personas el martes 3 de noviembre a las 20:00." in t.text


# ---- a service taken off and another put in its place ------------------------------------------------
# «quita el corte y que sea solo barba» took the cut off, then asked «¿Qué servicio quieres?»: the barba
# was lost (only «… y pon barba» put it in). Now the service named after the swap is the one held.


@pytest.mark.parametrize("said", [
    "quita el corte y que sea solo barba",
    "quitame el corte y que sea solo arreglo de barba",
    "quita el corte y dejalo en barba",
    "quita el corte y hazme la barba",
    "quita o corte e que sexa só barba",
    "quita o corte e deixao en barba",
])
def test_a_swap_inside_a_removal_puts_the_new_service_in(said):
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 10")
    c.say("Pepe 600999888")
    c.say("no")
    t = c.say(said)
    assert c.state["booking"]["services"] == ["barba"]
    assert "Qué servicio quieres" not in t.text and "Que servizo queres" not in t.text
    assert ("Apunto: arreglo de barba" in t.text or "Apunto: arranxo de barba" in t.text) and "9,00 €" in t.text


def test_only_taking_the_service_off_still_asks_which():
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 10")
    t = c.say("quita el corte")
    assert not c.state["booking"].get("services")
    assert "¿Qué servicio quieres?" in t.text


# ---- a day beyond how far ahead the business takes them -----------------------------------------------
# «reservame la guia del camino para el 17 de mayo» said «El lunes 17 de mayo no abrimos (…)» with
# buttons from 31 Oct: the day is also 198 days ahead, past the 60 days of the dataset's `horizon_days`.
# Now the limit is said too (after the closure, when the day is one), and the first days it can be are
# offered.


@pytest.mark.parametrize("slug, said, text, first_chip", [
    ("libreria", "reservame la guia del camino para el 17 de mayo",
     "Solo preparo pedidos con hasta 60 días de antelación. ¿Qué día te va bien?", "sáb 31 oct"),
    ("libreria", "resérvame a guía do camiño para o 17 de maio",
     "Só preparo pedidos con ata 60 días de antelación. ¿Que día che vai ben?", "sáb 31 out"),
    ("peluqueria", "corte de hombre el 17 de mayo",
     "Solo reservo con hasta 45 días de antelación. ¿Qué día te va bien?", "mar 3 nov"),
    ("restaurante", "mesa para 2 el 20 de enero a las 14",
     "Solo reservo con hasta 60 días de antelación. ¿Qué día te va bien?", "sáb 31 oct"),
])
def test_a_day_beyond_the_horizon_says_the_limit(slug, said, text, first_chip):
    c = chat(slug)
    t = c.say(said)
    assert text in t.text
    assert t.chips[0]["label"] == first_chip


def test_a_closure_within_the_horizon_is_still_said():
    c = chat("restaurante")
    t = c.say("mesa para 2 el 25 de diciembre")
    assert "El viernes 25 de diciembre no abrimos (Navidad)." in t.text


def test_a_far_closure_says_the_closure_and_the_limit():
    c = chat("libreria")
    t = c.say("reservame la guia del camino para el 17 de mayo")
    assert "El lunes 17 de mayo no abrimos (" in t.text
    assert "Solo preparo pedidos con hasta 60 días de antelación. ¿Qué día te va bien?" in t.text
