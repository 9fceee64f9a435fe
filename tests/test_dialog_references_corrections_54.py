"""Stop 54, references back and corrections read wrong. After «¿qué tartas tenéis?», «quiero la
segunda para el 1 de diciembre» took the second one listed, but «el 1 de diciembre quiero la segunda»
(the day first) went to a person («Eso no lo tengo claro y prefiero no inventarlo…»), and so did
«para el martes la primera» and «o venres quero a terceira». With a cheesecake held and its size
asked, «no la quiero» only said «Para seguir necesito que me digas una de estas opciones…» and kept
it («ya no la quiero» worked, the bare «no la quiero» did not). With two products held, «y otra de
cada» said the same «Para seguir necesito…» while «otra de cada» added one of each. At the bike shop,
«una cubierta de montaña» offered «Solo tengo Cubierta urbana… ¿Te vale?», and «mejor una cadena»
wrote the chain down and asked about the tyre again.

Now: a day said before the place («el 1 de diciembre quiero la segunda», «pro xoves a segunda») takes
that one, on that day; «no la quiero», «no, déjalo, no lo quiero», «non a quero» with one thing held
leave the order unsent and say so («Hecho, lo dejo sin enviar…»); with several, «¿Cuál quito…?» is
asked (as «ya no la quiero» did); a booking being written is left unsent the same way, and after an
answer (a price) it is no cancel; a leading «y»/«e» before «otra de cada» adds one of each; and a
thing named instead of the one offered («mejor una cadena», «no, una cadena», «prefiero…») drops the
offer, while «y una cadena» keeps it.
Left as they were: «quiero la segunda» after a list, «no, la de zanahoria» (a swap), «no la quiero con
nueces», «no quiero nueces» (nothing taken off), «una más de cada», a plain «no» to the offer («Vale,
no lo apunto.») and «no la quiero» to it (the offer declined, not a cancel)."""
import pytest

from tests.conversation import chat
from tests.workshop_names import named_in


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in (c.order or {}).get("lines", [])]


def _handed(t) -> bool:
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


# ---- a day said before the place of one just listed ---------------------------------------------------


@pytest.mark.parametrize("asked, said, item, ymd, text", [
    ("que tartas tenéis?", "el 1 de diciembre quiero la segunda", "tarta-santiago", "2026-12-01",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("que tartas teneis?", "el 1 de diciembre, quiero la segunda", "tarta-santiago", "2026-12-01",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("que tartas tenéis?", "para el martes la primera", "tarta-queso", "2026-11-03",
     "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("que tartas tenéis?", "para el martes la primra", "tarta-queso", "2026-11-03",
     "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("que tartas tenéis?", "y el jueves la cuarta porfa", "tarta-zanahoria", "2026-11-05",
     "Apunto: 1 × Tarta de zanahoria. Total 24,00 €."),
    ("que tartas tenéis?", "el viernes 6 la ultima", "tarta-personalizada", "2026-11-06",
     "Apunto: 1 × Tarta personalizada. Total 38,00 €."),
    ("que tartas tenéis?", "el sabado dame la de zanahoria", "tarta-zanahoria", "2026-11-07",
     "Apunto: 1 × Tarta de zanahoria. Total 24,00 €."),
    ("que tartas tedes?", "o venres quero a terceira", "tarta-sacher", "2026-11-06",
     "Apunto: 1 × Tarta Sacher. Total 26,00 €. ¿Para cantas racións?"),
    ("que tartas tedes?", "o venres quero a tercera", "tarta-sacher", "2026-11-06",
     "Apunto: 1 × Tarta Sacher. Total 26,00 €."),
    ("que tartas tedes?", "pro xoves a segunda", "tarta-santiago", "2026-11-05",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("que tartas tedes?", "para o sabado a primeira", "tarta-queso", "2026-11-07",
     "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("que tartas tedes?", "o 3 de decembro a derradeira", "tarta-personalizada", "2026-12-03",
     "Apunto: 1 × Tarta personalizada. Total 38,00 €."),
])
def test_a_day_before_the_place_takes_that_one_on_that_day(asked, said, item, ymd, text):
    c = chat("")
    c.say(asked)
    t = c.say(said)
    assert not _handed(t)
    assert _lines(c) == [(item, 1)]
    assert c.order["ymd"] == ymd
    assert text in t.text
    assert "raciones?" in t.text or "racións?" in t.text     # the size is asked next


def test_the_day_said_first_is_said_back_with_the_time_asked():
    c = chat("")
    c.say("que tartas tenéis?")
    c.say("el 1 de diciembre quiero la segunda")
    t = c.say("8 raciones")
    assert "1 × Tarta de Santiago (8 raciones). Total 18,00 €." in t.text
    assert "¿A qué hora lo recoges el martes 1 de diciembre?" in t.text


def test_a_day_too_soon_before_the_place_is_said_so():
    c = chat("")
    c.say("que tartas tenéis?")
    t = c.say("mañana la tercera")
    assert _lines(c) == [("tarta-sacher", 1)]
    assert "Mañana no llego: este pedido necesita 48 horas de antelación." in t.text


@pytest.mark.parametrize("said, item, ymd", [
    ("quiero la segunda para el 1 de diciembre", "tarta-santiago", "2026-12-01"),
    ("quiero la segunda", "tarta-santiago", None),
])
def test_the_place_said_first_as_before(said, item, ymd):
    c = chat("")
    c.say("que tartas tenéis?")
    t = c.say(said)
    assert _lines(c) == [(item, 1)]
    assert c.order["ymd"] == ymd
    assert "Apunto: 1 × Tarta de Santiago. Total 18,00 €." in t.text


def test_a_first_time_after_a_day_is_no_place():
    c = chat("")
    c.say("que tartas tenéis?")
    c.say("el martes la primera vez")
    assert _lines(c) == []


# ---- the one thing held, not wanted any more -----------------------------------------------------------


@pytest.mark.parametrize("first, said, text", [
    ("quiero una tarta de queso", "no la quiero", "Hecho, lo dejo sin enviar."),
    ("quiero una tarta de queso", "No la quiero.", "Hecho, lo dejo sin enviar."),
    ("quiero una tarta de queso", "no, déjalo, no lo quiero", "Hecho, lo dejo sin enviar."),
    ("quiero una tarta de queso", "no, dejalo, no la quiero", "Hecho, lo dejo sin enviar."),
    ("quiero una tarta de queso", "pues no la quiero", "Hecho, lo dejo sin enviar."),
    ("quiero una tarta de queso", "ya no la quiero", "Hecho, lo dejo sin enviar."),
    ("quiero una tarta de queso", "quitala", "Hecho, lo dejo sin enviar."),
    ("quiero 2 croissants", "no los quiero", "Hecho, lo dejo sin enviar."),
    ("quero unha tarta de queixo", "non a quero", "Feito, déixoo sen enviar."),
    ("quero unha tarta de queixo", "xa non a quero", "Feito, déixoo sen enviar."),
    ("quero unha tarta de queixo", "non, déixao, non a quero", "Feito, déixoo sen enviar."),
    ("quero 2 croissants", "non os quero", "Feito, déixoo sen enviar."),
])
def test_the_one_thing_held_not_wanted_leaves_the_order_unsent(first, said, text):
    c = chat("")
    c.say(first)
    t = c.say(said)
    assert text in t.text
    assert "Para seguir" not in t.text
    assert _lines(c) == []
    assert t.request is None or t.request.get("status") != "pending"


@pytest.mark.parametrize("said", ["no la quiero", "ya no la quiero", "quítala", "no, dejalo, no la quiero"])
@pytest.mark.parametrize("size_answered", [True, False])
def test_not_wanted_with_several_held_asks_which(said, size_answered):
    c = chat("")
    c.say("quiero 2 croissants y una tarta de queso")
    if size_answered:
        c.press("8 raciones")
    t = c.say(said)
    assert "¿Cuál quito: Croissant de mantequilla o Tarta de queso?" in t.text
    assert t.chip_labels == ["Quitar Croissant de mantequilla", "Quitar Tarta de queso", "Todo el pedido"]
    c.press("Quitar Tarta de queso")
    assert _lines(c) == [("croissant", 2)]


@pytest.mark.parametrize("slug, first, said, text", [
    ("peluqueria", "quiero cita para corte el martes", "no la quiero", "Hecho, dejo la reserva sin enviar."),
    ("peluqueria", "quero cita para corte o martes", "non a quero", "Feito, deixo a reserva sen enviar."),
    ("restaurante", "mesa para 4 el sabado a las 14:00", "no, déjalo, no la quiero",
     "Hecho, dejo la reserva sin enviar."),
])
def test_the_booking_being_written_not_wanted_is_left_unsent(slug, first, said, text):
    c = chat(slug)
    c.say(first)
    t = c.say(said)
    assert text in t.text
    assert not any((c.state or {}).get("booking", {}).values())
    assert (c.state or {}).get("awaiting") is None


@pytest.mark.parametrize("asked, said, text", [
    ("cuanto cuesta la tarta de queso?", "no la quiero", "Perfecto. Si necesitas algo más, aquí estoy."),
    ("que tartas teneis?", "no la quiero", "Perfecto. Si necesitas algo más, aquí estoy."),
    ("canto custa a tarta de queixo?", "non a quero", "Perfecto. Se precisas algo máis, aquí estou."),
])
def test_not_wanted_after_an_answer_is_no_cancel(asked, said, text):
    c = chat("")
    c.say(asked)
    t = c.say(said)
    assert text in t.text
    assert "cancelar" not in t.text


@pytest.mark.parametrize("said", ["no la quiero con nueces", "no quiero nueces"])
def test_a_thing_not_wanted_in_it_takes_nothing_off(said):
    c = chat("")
    c.say("quiero una tarta de queso")
    t = c.say(said)
    assert _lines(c) == [("tarta-queso", 1)]
    assert "sin enviar" not in t.text


def test_no_then_another_is_still_a_swap():
    c = chat("")
    c.say("quiero una tarta de queso")
    t = c.say("no, la de zanahoria")
    assert _lines(c) == [("tarta-zanahoria", 1)]
    assert "Apunto: 1 × Tarta de zanahoria. Total 24,00 €." in t.text


# ---- «y otra de cada» ----------------------------------------------------------------------------------


@pytest.mark.parametrize("first, said, n, text", [
    ("2 croissants y 2 napolitanas", "y otra de cada", 3,
     "Apunto: 3 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 11,40 €."),
    ("2 croissants y 2 napolitanas", "y otro de cada uno", 3,
     "Apunto: 3 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 11,40 €."),
    ("2 croissants y 2 napolitanas", "y una más de cada", 3,
     "Apunto: 3 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 11,40 €."),
    ("2 croissants y 2 napolitanas", "y una mas de cada", 3,
     "Apunto: 3 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 11,40 €."),
    ("2 croissants y 2 napolitanas", "y dos más de cada", 4,
     "Apunto: 4 × Croissant de mantequilla y 4 × Napolitana de chocolate. Total 15,20 €."),
    ("2 croissants e 2 napolitanas", "e outra de cada", 3,
     "Apunto: 3 × Croissant de mantequilla e 3 × Napolitana de chocolate. Total 11,40 €."),
    ("2 croissants e 2 napolitanas", "e unha máis de cada", 3,
     "Apunto: 3 × Croissant de mantequilla e 3 × Napolitana de chocolate. Total 11,40 €."),
    ("2 croissants e 2 napolitanas", "e outro de cada un", 3,
     "Apunto: 3 × Croissant de mantequilla e 3 × Napolitana de chocolate. Total 11,40 €."),
    # as before
    ("2 croissants y 2 napolitanas", "otra de cada", 3,
     "Apunto: 3 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 11,40 €."),
    ("2 croissants y 2 napolitanas", "una más de cada", 3,
     "Apunto: 3 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 11,40 €."),
])
def test_another_of_each_with_and_before_it(first, said, n, text):
    c = chat("")
    c.say(first)
    t = c.say(said)
    assert _lines(c) == [("croissant", n), ("napolitana", n)]
    assert text in t.text
    assert "Para seguir" not in t.text
    assert "¿A qué hora lo recoges?" in t.text or "¿A que hora o recolles?" in t.text


# ---- something named instead of the one offered -------------------------------------------------------


@pytest.mark.parametrize("first, said, text, day_asked", [
    ("una cubierta de montaña", "mejor una cadena", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.",
     "¿Qué día lo recoges?"),
    ("una cubierta de montaña", "no, una cadena", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.",
     "¿Qué día lo recoges?"),
    ("una cubierta de montana", "no, mejor una cadena", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.",
     "¿Qué día lo recoges?"),
    ("una cubierta de montaña", "prefiero una cadena", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.",
     "¿Qué día lo recoges?"),
    ("unha cuberta de montaña", "mellor unha cadea", "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €.",
     "¿Que día o recolles?"),
    ("unha cuberta de montaña", "non, unha cadea", "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €.",
     "¿Que día o recolles?"),
])
def test_a_thing_named_instead_drops_the_offer(first, said, text, day_asked):
    c = chat("taller")
    t = c.say(first)
    gl = first.startswith("unha")
    assert named_in("Cubierta urbana", gl) in t.text and "29,00 €" in t.text
    t = c.say(said)
    assert _lines(c) == [("cadena", 1)]
    assert text in t.text
    assert named_in("Cubierta urbana", gl) not in t.text
    assert named_in("Cubierta urbana · 29,00 €", gl) not in t.chip_labels
    assert day_asked in t.text


@pytest.mark.parametrize("first, said, offer", [
    ("una cubierta de montaña", "y una cadena",
     "Solo tengo Cubierta urbana (700x32, antipinchazos), 29,00 €. ¿Te vale?"),
    ("unha cuberta de montaña", "e unha cadea", "Só teño Cuberta urbana (700x32, antifurados), 29,00 €. ¿Vale?"),
])
def test_a_thing_named_beside_keeps_the_offer(first, said, offer):
    c = chat("taller")
    c.say(first)
    t = c.say(said)
    gl = first.startswith("unha")
    assert _lines(c) == [("cadena", 1)]
    assert named_in("Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.", gl) in t.text
    assert offer in t.text
    assert t.chip_labels == [named_in("Cubierta urbana · 29,00 €", gl)]


@pytest.mark.parametrize("said", ["no", "no la quiero"])
def test_the_offer_declined_as_before(said):
    c = chat("taller")
    c.say("una cubierta de montaña")
    t = c.say(said)
    assert "Vale, no lo apunto." in t.text
    assert "sin enviar" not in t.text
    assert _lines(c) == []


def test_the_offer_taken_as_before():
    c = chat("taller")
    c.say("una cubierta de montaña")
    t = c.say("vale")
    assert _lines(c) == [("cubierta", 1)]
    assert "Apunto: 1 × Cubierta urbana. Total 29,00 €." in t.text
