"""From the probing of bookings: «o primeiro que estea libre» to «¿Con quién?» looped; «na terraza o
venres» noted the day with the terrace; after «Enviar», «¿me llegará un email de confirmación?» and
«¿me avisáis por whatsapp?» got the business's contact line instead of how the answer comes."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("then", ["o primeiro que estea libre", "el primero que este libre", "a primeira que estea"])
def test_the_first_one_free_is_anyone(then):
    c = chat("peluqueria")
    c.say("corte de hombre el jueves a las 10")
    t = c.say(then)
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


@pytest.mark.parametrize("first, note", [
    ("boas, podo reservar para 4 na terraza o venres ás 21?", "na terraza"),
    ("mesa para 4 en la terraza el viernes a las 21", "en la terraza"),
    ("mesa para 4 na terraza ou dentro o venres ás 21", "na terraza ou dentro"),
])
def test_the_terrace_note_keeps_no_day(first, note):
    c = chat("restaurante")
    c.say(first)
    assert c.state["booking"]["notes_said"] == [note]
    assert c.state["booking"]["ymd"] == "2026-11-06"


@pytest.mark.parametrize("asked", ["me llegara un email de confirmacion?", "me avisais por whatsapp?",
                                   "¿me mandaréis un mensaje?"])
def test_how_the_answer_comes_after_sending(asked):
    c = chat("restaurante")
    for step in ("mesa para 2 el jueves a las 21", "Ana", "600111222", "no"):
        c.say(step)
    c.press("Enviar")
    t = c.say(asked)
    assert t.texts[0].startswith("Ya está enviado y aún sin confirmar")
