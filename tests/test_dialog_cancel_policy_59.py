"""Stop 59, the cancelling rule asked beside a request or with nothing held: a question ABOUT cancelling
was read as cancelling, or dropped.

- «mesa para 2 el sabado a las 14, ¿hasta cuándo puedo cancelar sin pagar?» wrote the booking down and
  said nothing of the question: its «cuándo» was taken for a question about the booking's own day or
  time; with no mark between them («…a las 14 y si cancelo me cobráis?», «…ás 14 e se cancelo
  cobrádesme?») the question was never set apart. Now the rule is answered from the business's texts
  before the booking's next question (with no text for it, the question goes with the booking to a
  person).
- The Galician impersonal «pódese cancelar de balde?» (folded «podese») was an order to cancel: with
  nothing held «Non hai nada en marcha que cancelar.», with a booking held it threw the booking away
  («Feito, deixo a reserva sen enviar.»), and «pódese cancelar a cita?» said to phone to cancel one
  made before. Now it asks, as the Spanish «¿se puede cancelar gratis?» already did: the rule is
  answered from the data (or the question passed to a person) and what is held stays.
- «¿puedo cancelar sin pagar?», «ata cando podo cancelar sen pagar?», «pódese anular unha encomenda?»:
  whether it is free, or asked in Galician words the Spanish texts do not use, found no text; the text
  on cancelling is searched as well.

Near misses that still cancel: «cancela la reserva», «anula el pedido», «quiero cancelar», «cancela a
reserva», «¿puedes cancelarla?», «podes cancelala?», «cancélala sin pagar nada»."""
import pytest

from bizengine.language.text import clean
from bizengine.understanding.cancel_asked import asks_about_cancelling, cancelling_asked_after
from tests.conversation import chat, chat_with_knowledge

TABLE_RULE = ("Guardamos la mesa quince minutos. Si no podéis venir, avisadnos cuanto antes para dejarla a "
              "otras personas.")
SALON_RULE = ("Si llegas más de quince minutos tarde puede que tengamos que acortar el servicio o cambiar la cita. "
              "Para cancelar, avísanos con al menos unas horas de antelación.")
BAKERY_RULE = "Puedes cancelar sin coste hasta 24 horas antes de la recogida"
BAKERY_RULE_GL = "Podes cancelar sen custo ata 24 horas antes da recollida"
IN_SPANISH = "Só o teño escrito en castelán: "
SATURDAY_2 = "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 14:00."
SATURDAY_2_GL = "Apunto: reserva para 2 persoas o sábado 7 de novembro ás 14:00."
WHOSE = "¿A nombre de quién hago la reserva?"
WHOSE_GL = "¿A nome de quen fago a reserva?"
NOTED_FOR_PERSON = "Eso no lo tengo claro y prefiero no inventarlo. Se lo apunto al local junto a tu reserva"
NOTED_FOR_PERSON_GL = "Iso non o teño claro e prefiro non inventalo. Apúntollo ao local xunto á túa reserva"
ORDER_NOTED_FOR_PERSON = "Eso no lo tengo claro y prefiero no inventarlo. Se lo apunto al local junto a tu pedido"
ORDER_NOTED_FOR_PERSON_GL = "Iso non o teño claro e prefiro non inventalo. Apúntollo ao local xunto ao teu pedido"
NOTHING_TO_CANCEL = ("No hay nada en marcha que cancelar.", "Non hai nada en marcha que cancelar.")
CROISSANTS = "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."
CANCELLED = ("Hecho, dejo la reserva sin enviar.", "Feito, deixo a reserva sen enviar.")
ORDER_CANCELLED = ("Hecho, lo dejo sin enviar.", "Feito, déixoo sen enviar.")


def _table_held(c) -> None:
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b["min"]) == (2, "2026-11-07", 840)


# ---- the rule asked in the same message as the booking -------------------------------------------

@pytest.mark.parametrize("said", [
    "mesa para 2 el sabado a las 14, ¿hasta cuándo puedo cancelar sin pagar?",
    "mesa para 2 el sábado a las 14. ¿Hasta cuando puedo cancelar?",
    "mesa para 2 el sabado a las 14, hasta cuando puedo cancelar sin pagar?",
    "mesa para 2 el sabado a las 14, ¿puedo cancelar sin pagar?",
])
def test_the_rule_asked_beside_a_booking_is_answered_and_the_booking_kept(tmp_path, said):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(said)
    assert t.texts == [TABLE_RULE, SATURDAY_2, WHOSE]
    _table_held(c)


@pytest.mark.parametrize("said", [
    "mesa para 2 o sabado ás 14, ata cando podo cancelar sen pagar?",
    "mesa para 2 o sábado ás 14, pódese cancelar de balde?",
    "mesa para 2 o sabado as 14, podese cancelar de balde?",
])
def test_the_rule_asked_beside_a_booking_in_galician(tmp_path, said):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(said)
    assert t.texts == [IN_SPANISH + TABLE_RULE, SATURDAY_2_GL, WHOSE_GL]
    _table_held(c)


@pytest.mark.parametrize("said, rule, texts", [
    ("mesa para 2 el sabado a las 14 hasta cuando puedo cancelar sin pagar?", TABLE_RULE, (SATURDAY_2, WHOSE)),
    ("mesa para 2 el sabado a las 14 y si cancelo me cobrais?", TABLE_RULE, (SATURDAY_2, WHOSE)),
    ("mesa para 2 o sabado ás 14 e se cancelo cobrádesme?", IN_SPANISH + TABLE_RULE, (SATURDAY_2_GL, WHOSE_GL)),
    ("mesa para 2 o sabado as 14 podese cancelar de balde?", IN_SPANISH + TABLE_RULE, (SATURDAY_2_GL, WHOSE_GL)),
])
def test_the_rule_asked_beside_a_booking_with_no_mark_between(tmp_path, said, rule, texts):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(said)
    assert t.texts == [rule, *texts]
    _table_held(c)


@pytest.mark.parametrize("said, asked", [
    ("mesa para 2 el sabado a las 14 hasta cuando puedo cancelar sin pagar?", "hasta cuando puedo cancelar sin pagar?"),
    ("mesa para 2 o sabado ás 14 e se cancelo cobrádesme?", "e se cancelo cobrádesme?"),
])
def test_without_a_text_the_unmarked_rule_asked_goes_with_the_booking(said, asked):
    c = chat("restaurante")
    t = c.say(said)
    assert len(t.texts) == 3 and t.texts[1].startswith((NOTED_FOR_PERSON, NOTED_FOR_PERSON_GL))
    _table_held(c)
    assert c.state["booking"]["questions"] == [asked]


@pytest.mark.parametrize("said, texts", [
    ("mesa para 2 el sabado a las 14, ¿hasta cuándo puedo cancelar sin pagar?",
     (SATURDAY_2, NOTED_FOR_PERSON, WHOSE)),
    ("mesa para 2 o sábado ás 14, pódese cancelar de balde?", (SATURDAY_2_GL, NOTED_FOR_PERSON_GL, WHOSE_GL)),
])
def test_without_a_text_the_rule_asked_goes_with_the_booking_to_a_person(said, texts):
    c = chat("restaurante")
    t = c.say(said)
    assert len(t.texts) == 3 and t.texts[0] == texts[0] and t.texts[1].startswith(texts[1])
    assert t.texts[2] == texts[2]
    _table_held(c)
    assert c.state["booking"]["questions"] == [said.split(", ", 1)[1]]


def test_the_rule_asked_beside_a_salon_booking(tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    t = c.say("corte el jueves a las 10, ¿hasta cuándo puedo cancelar?")
    assert t.texts[0] == SALON_RULE
    assert t.texts[1] == "Apunto: cita el jueves 5 de noviembre a las 10:00."
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-05", 600)


@pytest.mark.parametrize("said, rule, next_question", [
    ("2 croissants para mañana, ¿hasta cuándo puedo cancelar sin pagar?", BAKERY_RULE,
     "¿A qué hora lo recoges mañana?"),
    ("2 croissants para mañá, pódese cancelar de balde?", BAKERY_RULE_GL, "¿A que hora o recolles mañá?"),
])
def test_the_rule_asked_beside_an_order(tmp_path, said, rule, next_question):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(said)
    assert rule in t.texts[0]
    assert t.texts[1:] == [CROISSANTS, next_question]
    assert [(line["item_id"], line["qty"]) for line in c.state["order"]["lines"]] == [("croissant", 2)]


# ---- the rule asked with nothing held ------------------------------------------------------------

@pytest.mark.parametrize("slug, said, answer", [
    ("restaurante", "se puede cancelar gratis?", TABLE_RULE),
    ("restaurante", "¿cuánto tiempo antes hay que cancelar?", TABLE_RULE),
    ("restaurante", "si cancelo me cobráis?", TABLE_RULE),
    ("restaurante", "¿hasta cuándo puedo cancelar sin pagar?", TABLE_RULE),
    ("restaurante", "pódese cancelar de balde?", IN_SPANISH + TABLE_RULE),
    ("restaurante", "podese cancelar de balde", IN_SPANISH + TABLE_RULE),
    ("restaurante", "pódese anular a reserva?", IN_SPANISH + TABLE_RULE),
    ("restaurante", "ata cando podo cancelar sen pagar?", IN_SPANISH + TABLE_RULE),
    ("restaurante", "canto tempo antes hai que cancelar?", IN_SPANISH + TABLE_RULE),
    ("peluqueria", "se puede cancelar gratis?", SALON_RULE),
    ("peluqueria", "si cancelo me cobrais?", SALON_RULE),
    ("peluqueria", "pódese cancelar de balde?", IN_SPANISH + SALON_RULE),
    ("peluqueria", "pódese cancelar a cita?", IN_SPANISH + SALON_RULE),
])
def test_the_rule_asked_with_nothing_held_is_answered(tmp_path, slug, said, answer):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(said)
    assert t.texts == [answer]
    assert not any(r["kind"] in ("booking", "question") for r in c.requests)


@pytest.mark.parametrize("said, rule", [
    ("¿puedo cancelar un pedido?", BAKERY_RULE), ("se puede cancelar gratis?", BAKERY_RULE),
    ("pódese cancelar de balde?", BAKERY_RULE_GL), ("podo cancelar un pedido?", BAKERY_RULE_GL),
    ("pódese anular unha encomenda?", BAKERY_RULE_GL),
])
def test_the_bakery_rule_asked_with_nothing_held(tmp_path, said, rule):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(said)
    assert len(t.texts) == 1 and rule in t.text
    assert not (c.state.get("order") or {}).get("lines")


@pytest.mark.parametrize("slug, said", [
    ("restaurante", "pódese cancelar de balde?"), ("restaurante", "se puede cancelar gratis?"),
    ("peluqueria", "pódese cancelar a cita?"), ("peluqueria", "si cancelo me cobráis?"),
])
def test_without_a_text_the_rule_asked_goes_to_a_person(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert t.text not in NOTHING_TO_CANCEL
    assert t.request is not None and t.request["kind"] == "question"


# ---- the rule asked while something is held keeps it ---------------------------------------------

@pytest.mark.parametrize("said, answer, next_question", [
    ("¿y si luego no puedo ir, se puede cancelar?", TABLE_RULE, WHOSE),
    ("¿hasta cuándo puedo cancelar?", TABLE_RULE, WHOSE),
    ("y si luego no puedo ir se puede cancelar", TABLE_RULE, WHOSE),
])
def test_the_rule_asked_while_a_booking_is_held_keeps_it(tmp_path, said, answer, next_question):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("mesa para 2 el sabado a las 14")
    t = c.say(said)
    assert t.texts == [answer, next_question]
    _table_held(c)


@pytest.mark.parametrize("said", ["pódese cancelar de balde?", "e se logo non podo ir, pódese cancelar?",
                                  "ata cando podo cancelar sen pagar?"])
def test_the_rule_asked_while_a_booking_is_held_in_galician(tmp_path, said):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("mesa para 2 o sabado ás 14")
    t = c.say(said)
    assert t.texts == [IN_SPANISH + TABLE_RULE, WHOSE_GL]
    _table_held(c)


def test_the_rule_asked_after_the_name_keeps_the_booking_and_its_name(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("mesa para 2 el sabado a las 14")
    c.say("Ana")
    t = c.say("¿hasta cuándo puedo cancelar?")
    assert t.texts[0] == TABLE_RULE and t.texts[1].startswith("¿Y un teléfono de contacto?")
    _table_held(c)
    assert c.state["booking"]["name"] == "Ana"


@pytest.mark.parametrize("first, said, texts", [
    ("mesa para 2 o sabado ás 14", "pódese cancelar de balde?", (NOTED_FOR_PERSON_GL, WHOSE_GL)),
    ("mesa para 2 el sabado a las 14", "¿y si luego no puedo ir, se puede cancelar?", (NOTED_FOR_PERSON, WHOSE)),
])
def test_without_a_text_the_rule_asked_while_held_goes_with_the_booking(first, said, texts):
    c = chat("restaurante")
    c.say(first)
    t = c.say(said)
    assert len(t.texts) == 2 and t.texts[0].startswith(texts[0]) and t.texts[1] == texts[1]
    _table_held(c)
    assert c.state["booking"]["questions"] == [said]


@pytest.mark.parametrize("first, said, rule, next_question", [
    ("2 croissants para mañana", "¿y si luego no puedo ir, se puede cancelar?", BAKERY_RULE,
     "¿A qué hora lo recoges mañana?"),
    ("2 croissants para mañá", "pódese anular de balde?", BAKERY_RULE_GL, "¿A que hora o recolles mañá?"),
])
def test_the_rule_asked_while_an_order_is_held_keeps_it(tmp_path, first, said, rule, next_question):
    c = chat_with_knowledge("", tmp_path)
    c.say(first)
    t = c.say(said)
    assert rule in t.texts[0] and t.texts[1:] == [next_question]
    assert [(line["item_id"], line["qty"]) for line in c.state["order"]["lines"]] == [("croissant", 2)]


def test_without_a_text_the_rule_asked_while_an_order_is_held_goes_with_it():
    c = chat("")
    c.say("2 croissants para mañá")
    t = c.say("pódese cancelar de balde?")
    assert t.texts[0].startswith(ORDER_NOTED_FOR_PERSON_GL)
    assert [(line["item_id"], line["qty"]) for line in c.state["order"]["lines"]] == [("croissant", 2)]


def test_the_rule_asked_while_a_salon_booking_is_held_keeps_it(tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say("corte o xoves ás 10")
    t = c.say("pódese cancelar de balde?")
    assert t.texts == [IN_SPANISH + SALON_RULE, "¿Que corte queres: de muller, de home ou infantil?"]
    assert (c.state["booking"]["ymd"], c.state["booking"]["min"]) == ("2026-11-05", 600)


# ---- near misses: cancelling asked for still cancels ---------------------------------------------

@pytest.mark.parametrize("first, said, done", [
    ("mesa para 2 el sabado a las 14", "cancela la reserva", CANCELLED[0]),
    ("mesa para 2 el sabado a las 14", "quiero cancelar", CANCELLED[0]),
    ("mesa para 2 el sabado a las 14", "¿puedes cancelarla?", CANCELLED[0]),
    ("mesa para 2 el sabado a las 14", "cancélala sin pagar nada", CANCELLED[0]),
    ("mesa para 2 o sabado ás 14", "cancela a reserva", CANCELLED[1]),
    ("mesa para 2 o sabado ás 14", "podes cancelala?", CANCELLED[1]),
    # «podemos…» alone asks to do it (the first merge read it as asking about the rule)
    ("mesa para 2 el sabado a las 14", "podemos cancelar", CANCELLED[0]),
    ("mesa para 2 el sabado a las 14", "¿podemos cancelarla?", CANCELLED[0]),
    ("mesa para 2 el sabado a las 14", "podemos cancelarla porfa", CANCELLED[0]),
    ("mesa para 2 o sabado ás 14", "podemos cancelala?", CANCELLED[1]),
])
def test_cancelling_asked_for_still_cancels_the_booking(tmp_path, first, said, done):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say(first)
    t = c.say(said)
    assert t.texts == [done]
    assert not (c.state.get("booking") or {}).get("party")


@pytest.mark.parametrize("first, said, done", [
    ("2 croissants para mañana", "anula el pedido", ORDER_CANCELLED[0]),
    ("2 croissants para mañá", "anula o pedido", ORDER_CANCELLED[1]),
    ("6 croissants para el martes", "podemos cancelar", ORDER_CANCELLED[0]),
    ("6 croissants para el martes", "¿podemos anularlo?", ORDER_CANCELLED[0]),
    ("6 croissants para o martes", "podemos anulalo?", ORDER_CANCELLED[1]),
])
def test_cancelling_asked_for_still_cancels_the_order(tmp_path, first, said, done):
    c = chat_with_knowledge("", tmp_path)
    c.say(first)
    t = c.say(said)
    assert t.text.startswith(done)
    assert not (c.state.get("order") or {}).get("lines")


@pytest.mark.parametrize("said, done", [("quiero cancelar", NOTHING_TO_CANCEL[0]),
                                         ("quero cancelar", NOTHING_TO_CANCEL[1])])
def test_cancelling_asked_for_with_nothing_held_still_says_so(tmp_path, said, done):
    t = chat_with_knowledge("restaurante", tmp_path).say(said)
    assert t.text == done


# ---- the reading ---------------------------------------------------------------------------------

@pytest.mark.parametrize("said", [
    "pódese cancelar de balde?", "podese cancelar?", "pódense anular as reservas?", "¿se podrá cancelar?",
    "¿puedo cancelar sin pagar?", "¿y anularla sin coste?", "se cancelo sen pagar nada?",
    "¿se puede cancelar?", "hasta cuando puedo cancelar sin pagar?",
])
def test_cancelling_asked_about_is_read_as_asked(said):
    assert asks_about_cancelling(said, clean(said))


@pytest.mark.parametrize("said", ["cancela la reserva", "cancélala sin pagar nada", "anúlala de balde",
                                  "¿puedes cancelarla?", "podes cancelala?", "quiero cancelar", "anula o pedido"])
def test_cancelling_asked_for_is_not_read_as_asked(said):
    assert not asks_about_cancelling(said, clean(said))


@pytest.mark.parametrize("said, apart", [
    ("mesa para 2 el sabado a las 14 hasta cuando puedo cancelar sin pagar?",
     ("mesa para 2 el sabado a las 14", "hasta cuando puedo cancelar sin pagar?")),
    ("mesa para 2 o sábado ás 14 e se cancelo cobrádesme?", ("mesa para 2 o sábado ás 14", "e se cancelo cobrádesme?")),
    ("mesa para 2 o sabado ás 14 pódese cancelar de balde?",
     ("mesa para 2 o sabado ás 14", "pódese cancelar de balde?")),
    ("mesa para 2 el sabado a las 14", None), ("mesa para 2 el sabado a las 14 y cancela la otra", None),
])
def test_the_question_about_cancelling_that_ends_a_message_is_set_apart(said, apart):
    assert cancelling_asked_after(said) == apart
