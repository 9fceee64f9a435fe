"""Stop 53: a wish while the time is asked, «que sea(n) N Y» of a thing held, a goodbye mid-request.

It was wrong:
- «2 croissants para mañana», then «que no lleve nueces» while the time was asked, listed the whole
  catalogue («Tenemos 14 productos sin frutos secos: Tarta de queso, …») and kept no note; «sin nueces»,
  «sen noces», «que non leve noces» kept none either. Now the wish is kept for the note and said back
  («Apunto como indicación: «que no lleve nueces».»), the allergen fact said once, and the time asked
  again. A «sin X» of a thing that contains X is still only warned about (no wish noted).
- «2 croissants y 2 napolitanas …», then «quita los croissants y que sea una napolitana» held 3
  napolitanas (added to the 2 held); «… y que sean 3 napolitanas» / «… y pon 3 napolitanas», 5. Now
  Y ends with the count said (1, 3). «… y pon otra napolitana», «… y añade 3 napolitanas» still add.
- «gracias, adiós» with a booking or an order half written asked the name again («Necesito un nombre
  para que el local sepa de quién es…») or «Para seguir necesito que me digas una de estas opciones…»;
  «ata logo» was answered as a question not understood. Now a goodbye mid-request says the request stays
  unsent and closes («Vale, sin problema: lo dejo sin enviar, …»). «gracias» alone and a goodbye after
  sending are as before.
"""
import pytest

from tests.conversation import chat

_TIME_ES = "¿A qué hora lo recoges mañana?"
_TIME_GL = "¿A que hora o recolles mañá?"


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


def _noted(c) -> str:
    return "; ".join([*(c.order.get("notes_said") or []), c.order.get("note") or ""])


# ---- a wish about what is held, said while the time is asked ------------------------------------

@pytest.mark.parametrize("held, said, kept, fact, time", [
    ("2 croissants para mañana", "que no lleve nueces", "que no lleve nueces",
     "En Croissant de mantequilla no constan frutos secos.", _TIME_ES),
    ("2 croissants para mañana", "que no lleven nueces porfa", "que no lleven nueces porfa",
     "no constan frutos secos", _TIME_ES),
    ("2 croissants para mañana", "sin nueces", "sin nueces", "no constan frutos secos", _TIME_ES),
    ("2 croissants para mañana", "y sin frutos secos", "y sin frutos secos", "no constan frutos secos", _TIME_ES),
    ("2 croissants para mañá", "que non leve noces", "que non leve noces",
     "En Croissant de mantequilla non constan froitos secos.", _TIME_GL),
    ("2 croissants para mañá", "sen noces", "sen noces", "non constan froitos secos", _TIME_GL),
])
def test_a_wish_while_the_time_is_asked_is_noted_and_the_time_asked_again(held, said, kept, fact, time):
    c = chat()
    c.say(held)
    t = c.say(said)
    assert f"«{kept}»" in t.text and ("Apunto como indicación" in t.text)
    assert t.text.count(fact) == 1
    assert "productos sin" not in t.text and "produtos sen" not in t.text     # no catalogue listed
    assert t.texts[-1] == time
    assert kept in _noted(c) and _lines(c) == [("croissant", 2)]


def test_the_wish_noted_goes_with_the_order_and_is_not_asked_again():
    c = chat()
    c.say("2 croissants para mañana")
    c.say("que no lleve nueces")
    c.say("a las 10")
    c.say("Ana")
    t = c.say("600111222")
    assert "¿Quieres una dedicatoria" not in t.text and "Este es el pedido" in t.text
    assert c.order["note"] == "que no lleve nueces"


@pytest.mark.parametrize("said", ["sin gluten", "sen glute"])
def test_without_what_the_thing_held_contains_is_warned_not_noted(said):
    c = chat()
    c.say("2 croissants para mañana")
    t = c.say(said)
    assert "contiene gluten" in t.text or "contén glute" in t.text
    assert "como indicación" not in t.text and not _noted(c)


def test_a_wish_of_how_it_comes_is_kept_as_before():
    c = chat()
    c.say("2 croissants para mañana")
    t = c.say("que vayan envueltos")
    assert "Apunto como indicación: «que vayan envueltos»." in t.text and t.texts[-1] == _TIME_ES


@pytest.mark.parametrize("said", ["que no lleve nueces", "sin nueces"])
def test_with_nothing_ordered_what_fits_is_listed(said):
    t = chat().say(said)
    assert t.text.startswith("Tenemos 14 productos sin frutos secos:") and "como indicación" not in t.text


def test_a_question_with_its_mark_is_still_answered():
    c = chat()
    c.say("2 croissants para mañana")
    t = c.say("¿qué no lleva nueces?")
    assert "como indicación" not in t.text and not _noted(c)


# ---- «que sea(n) N Y» / «pon N Y» after taking X off: Y ends with N -----------------------------

_HELD_ES = "2 croissants y 2 napolitanas para el martes a las 10"
_HELD_GL = "2 croissants e 2 napolitanas para o martes ás 10"


@pytest.mark.parametrize("held, said, n, total", [
    (_HELD_ES, "quita los croissants y que sea una napolitana", 1, "2,00 €"),
    (_HELD_ES, "quita los croissants y que sean 3 napolitanas", 3, "6,00 €"),
    (_HELD_ES, "kita los cruasanes y q sean 3 napolitanas", 3, "6,00 €"),
    (_HELD_ES, "quita los croissants y pon 3 napolitanas", 3, "6,00 €"),
    (_HELD_ES, "quitame los croissants y ponme tres napolitanas", 3, "6,00 €"),
    (_HELD_ES, "quita los croissants y dejalo en 3 napolitanas", 3, "6,00 €"),
    (_HELD_GL, "quita os croissants e que sexan tres napolitanas", 3, "6,00 €"),
    (_HELD_GL, "quita os croissants e que sexa unha napolitana", 1, "2,00 €"),
    (_HELD_GL, "quita os croissants e pon tres napolitanas", 3, "6,00 €"),
])
def test_the_count_said_of_a_thing_held_is_its_count(held, said, n, total):
    c = chat()
    c.say(held)
    t = c.say(said)
    assert _lines(c) == [("napolitana", n)]
    assert f"Apunto: {n} × Napolitana de chocolate. Total {total}." in t.text
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] == 600


@pytest.mark.parametrize("said, n", [
    ("quita los croissants y pon otra napolitana", 3),
    ("quita los croissants y pon una napolitana mas", 3),
    ("quita los croissants y añade 3 napolitanas", 5),
    ("quita os croissants e pon outra napolitana", 3),
])
def test_more_of_a_thing_held_still_adds(said, n):
    c = chat()
    c.say(_HELD_ES)
    c.say(said)
    assert _lines(c) == [("napolitana", n)]


@pytest.mark.parametrize("said, lines", [
    ("y pon otra napolitana", [("croissant", 2), ("napolitana", 3)]),
    ("y una napolitana más", [("croissant", 2), ("napolitana", 3)]),
    ("quita los croissants y pon 1 palmera", [("napolitana", 2), ("palmera", 1)]),
])
def test_near_misses_keep_adding(said, lines):
    c = chat()
    c.say(_HELD_ES)
    c.say(said)
    assert _lines(c) == lines


@pytest.mark.parametrize("change", [
    "quita el tinte y que sea mechas",
    "quita o tinte e que sexan mechas",
    "quita el tinte, mejor mechas",
])
def test_a_service_put_in_place_of_another_keeps_the_rest_of_the_booking(change):
    c = chat("peluqueria")
    c.say("corte de mujer y tinte el viernes")
    c.say(change)
    assert c.state["booking"]["services"] == ["corte-mujer", "mechas"]


# ---- a goodbye mid-request: left unsent, said ---------------------------------------------------

_UNSENT_BOOKING = "dejo la reserva sin enviar"
_UNSENT_ORDER_ES = "lo dejo sin enviar"
_UNSENT_ORDER_GL = "déixoo sen enviar"


@pytest.mark.parametrize("slug, first, bye, unsent", [
    ("peluqueria", "un tinte el martes a las 12", "gracias, adiós", _UNSENT_BOOKING),
    ("peluqueria", "un tinte", "gracias, adios", _UNSENT_BOOKING),
    ("peluqueria", "un tinte el martes a las 12", "vale, muchas gracias, hasta luego", _UNSENT_BOOKING),
    ("peluqueria", "un tinte el martes a las 12", "grazas, adeus", "deixo a reserva sen enviar"),
    ("", "2 croissants para mañana", "gracias, adios", _UNSENT_ORDER_ES),
    ("", "2 croissants para mañana", "hasta luego", _UNSENT_ORDER_ES),
    ("", "2 croissants para mañana", "grazas, adeus", _UNSENT_ORDER_GL),
    ("", "2 croissants para mañana", "ata logo", _UNSENT_ORDER_GL),
    ("", "2 croissants para mañana", "grasias adios", _UNSENT_ORDER_ES),
    ("", "2 croissants para mañana", "gracias, hasta mañana", _UNSENT_ORDER_ES),
    ("", "2 croissants para mañá", "grazas, ata mañá", _UNSENT_ORDER_GL),
    ("peluqueria", "un tinte el martes a las 12", "hasta el martes", _UNSENT_BOOKING),
])
def test_a_goodbye_mid_request_leaves_it_unsent_and_says_so(slug, first, bye, unsent):
    c = chat(slug)
    c.say(first)
    t = c.say(bye)
    assert unsent in t.text
    assert "Necesito un nombre" not in t.text and "Para seguir" not in t.text and "?" not in t.text
    assert not (c.state.get("booking") or {}).get("services") and not (c.state.get("order") or {}).get("lines")


def test_a_goodbye_at_the_summary_leaves_it_unsent():
    c = chat()
    for said in ("2 croissants para mañana", "a las 10", "Ana", "600111222", "no"):
        c.say(said)
    t = c.say("adeus")
    assert "déixoo sen enviar" in t.text and (t.request or {}).get("status") != "sent" and not c.order.get("lines")


def test_thanks_alone_keeps_the_question():
    c = chat()
    c.say("2 croissants para mañana")
    t = c.say("gracias")
    assert "Aún no está enviado" in t.text and t.texts[-1] == _TIME_ES
    assert _lines(c) == [("croissant", 2)]


def test_a_goodbye_after_sending_is_a_goodbye():
    c = chat()
    for said in ("2 croissants para mañana", "a las 10", "Ana", "600111222", "no"):
        c.say(said)
    c.press("Enviar pedido")
    t = c.say("gracias, adios")
    assert t.text == "¡Hasta pronto!"


def test_a_goodbye_with_no_request_is_a_goodbye():
    t = chat().say("hasta luego")
    assert t.text == "¡Hasta pronto!"
