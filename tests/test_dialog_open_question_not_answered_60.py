"""What a customer says at an open question that is not its answer:
- «eso es todo», «no quiero nada más», «nada más», gl «iso é todo», «nada máis» to «¿A qué hora lo
  recoges…?» read «Para seguir necesito que me digas una de estas opciones…», then «Parece que no doy con
  lo que necesitas…» with a button to hand it to a person. Now: «Perfecto, no añado nada más.» (gl
  «Perfecto, non engado nada máis.») and the question again, plainly, as often as it is said.
- «só quería saber se se pode cancelar» to «¿A nombre de quién hago la reserva?» took «Só» as the name
  and asked the phone. Now «so», «soamente», «solamente», «unicamente», «simplemente», «ademais» start no
  name: the question is answered (the business's rule when its texts have one, else a handoff kept
  beside the booking) and the name asked again; «Sol», «Soledad», «Iria», «Ana María» are still names.
- «corte de mujer el 31 de noviembre» (also «30 de febrero», gl «31 de novembro», «31/11»): the date
  was dropped silently («¿Qué día exactamente?» with the first days), or not read at all as the answer
  to the day question or in place of a day held; «¿abrís el 31 de noviembre?» gave today's hours. Now
  «El 31 de noviembre no existe: noviembre tiene 30 días.» and the days around the month's end offered.
- «¿qué hacéis?» at the time question shows the services with their prices (the cards; the sample's
  «empty list» was a probe that prints texts only): kept."""
import pytest

from tests.conversation import chat, chat_after, chat_with_knowledge, line_counts

NOTHING_MORE = {"es": "Perfecto, no añado nada más. Aún no está enviado: me falta un dato.",
                "gl": "Perfecto, non engado nada máis. Aínda non está enviado: fáltame un dato."}
THANKED = {"es": "¡A ti! Aún no está enviado: me falta un dato.",
           "gl": "Grazas a ti! Aínda non está enviado: fáltame un dato."}
REASKED = ("Para seguir", "no doy con lo que", "non dou co que")
TIME_ES = "¿A qué hora lo recoges el martes 3 de noviembre?"
TIME_GL = "¿A que hora o recolles o martes 3 de novembro?"
HANDOFF_BESIDE = ("Se lo apunto al local junto a tu reserva", "Apúntollo ao local xunto á túa reserva")


# ---- «eso es todo» to an open question: said back, the question again ----------------------------

@pytest.mark.parametrize("said, lang", [
    ("eso es todo", "es"),
    ("Eso es todo.", "es"),
    ("no quiero nada más", "es"),
    ("no quiero nada mas", "es"),
    ("nada más", "es"),
    ("nada mas", "es"),
    ("pues nada más", "es"),
    ("ya esta", "es"),
    ("con eso vale", "es"),
    ("solo eso", "es"),
    ("iso é todo", "gl"),
    ("iso e todo", "gl"),
    ("nada máis", "gl"),
    ("non quero nada mais", "gl"),
    ("con iso chega", "gl"),
    ("xa está", "gl"),
])
def test_nothing_more_at_the_time_question_is_said_back(said, lang):
    c = chat_after("", "quiero 6 croissants para el martes")
    t = c.say(said)
    assert t.texts == [NOTHING_MORE[lang], TIME_ES if lang == "es" else TIME_GL]
    assert "10:00" in t.chip_labels
    assert line_counts(c) == {"croissant": 6}
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] is None


@pytest.mark.parametrize("said, lang", [
    ("gracias, eso es todo", "es"),         # a closing: the thanks answered, as before
    ("nada mas gracias", "es"),
    ("no necesito nada mas, gracias", "es"),      # was «Para seguir necesito…»
    ("no quiero nada más, muchas gracias", "es"),
    ("nada mais grazas", "gl"),
    ("non preciso nada mais, grazas", "gl"),
])
def test_nothing_more_with_thanks_is_thanked(said, lang):
    c = chat_after("", "quiero 6 croissants para el martes")
    t = c.say(said)
    assert t.texts == [THANKED[lang], TIME_ES if lang == "es" else TIME_GL]
    assert line_counts(c) == {"croissant": 6}


def test_nothing_more_said_again_is_never_scolded():
    c = chat_after("", "quiero 6 croissants para el martes", "eso es todo", "nada más")
    t = c.say("que no, eso es todo")
    assert t.texts == [NOTHING_MORE["es"], TIME_ES]
    assert not any(r in c.last.text for r in REASKED)
    t = c.say("a las 10")
    assert c.order["min"] == 600
    assert line_counts(c) == {"croissant": 6}


@pytest.mark.parametrize("slug, before, said, question", [
    ("peluqueria", ["corte de mujer el martes"], "eso es todo", "¿A qué hora te va bien el martes 3 de noviembre?"),
    ("peluqueria", ["corte de mujer"], "nada mas", "¿Qué día te va bien?"),
    ("peluqueria", ["corte de muller o martes"], "iso é todo", "¿A que hora che vai ben o martes 3 de novembro?"),
    ("restaurante", ["mesa para 2 el viernes a las 21"], "eso es todo", "¿A nombre de quién hago la reserva?"),
    ("restaurante", ["mesa para 2 el viernes a las 21"], "nada mais", "¿A nome de quen fago a reserva?"),
    ("", ["quiero 6 croissants para el martes a las 10"], "ya está", "¿A nombre de quién lo preparo?"),
])
def test_nothing_more_at_other_open_questions(slug, before, said, question):
    c = chat_after(slug, *before)
    t = c.say(said)
    assert t.texts[-1] == question
    assert t.texts[0] in NOTHING_MORE.values()
    held = c.state.get("booking") if slug else c.order
    assert not held.get("name")


def test_nothing_more_with_the_answer_takes_the_answer():
    c = chat_after("", "quiero 6 croissants para el martes")
    t = c.say("a las 10, eso es todo")
    assert c.order["min"] == 600
    assert NOTHING_MORE["es"] not in t.text


def test_nothing_more_at_the_note_and_the_summary_keeps_their_meaning():
    c = chat_after("", "quiero 6 croissants para el martes a las 10", "Ana", "600111222")
    t = c.say("eso es todo")        # to «¿Alguna indicación?»: no note, the summary
    assert c.order["note"] == ""
    assert "Enviar pedido" in t.chip_labels
    t = c.say("eso es todo")        # at the summary: sent, as before
    assert t.request["status"] == "pending"


# ---- a question at the name step: no name taken from its first word ------------------------------

@pytest.mark.parametrize("asked", [
    "só quería saber se se pode cancelar",
    "so queria saber se se pode cancelar",
    "soamente quería saber se se pode anular",
    "ademais quería saber se se pode cancelar",
    "sólo quería saber si se puede cancelar",
    "simplemente queria saber si se puede cancelar",
    "solamente quería saber si se puede anular",
])
def test_a_question_at_the_name_step_is_answered_and_the_name_asked_again(asked, tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("mesa para 2 el viernes a las 21")
    t = c.say(asked)
    assert c.state["booking"]["name"] is None
    assert "Guardamos la mesa quince minutos" in t.text       # the business's rule on cancelling
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


@pytest.mark.parametrize("asked", ["só quería saber se se pode cancelar", "unicamente queria saber si hay terraza"])
def test_a_question_the_texts_do_not_answer_goes_beside_the_booking(asked):
    c = chat_after("restaurante", "mesa para 2 el viernes a las 21")
    t = c.say(asked)
    assert c.state["booking"]["name"] is None
    assert any(h in t.text for h in HANDOFF_BESIDE)
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


@pytest.mark.parametrize("asked", [
    "ahora quería saber si se puede cancelar",
    "Ahora quería saber si se puede cancelar",
    "agora quería saber se se pode cancelar",
    "Agora, pódese cancelar?",
    "xa quería saber se se pode cancelar",
    "primeiro quería saber se se pode cancelar",
    "aproveito e quería saber se se pode cancelar",
    "Era só para saber se se pode cancelar",
])
def test_words_that_lead_into_a_question_are_no_name(asked):
    c = chat_after("restaurante", "mesa para 2 el viernes a las 21")
    t = c.say(asked)
    assert c.state["booking"]["name"] is None
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


@pytest.mark.parametrize("said, name", [
    ("Ana quería saber se se pode cancelar", "Ana"), ("Iria. quería saber se se pode cancelar", "Iria"),
    ("pepe, quería saber si se puede cancelar", "Pepe"), ("Xiana quería saber se se pode cancelar", "Xiana"),

    ("Sol", "Sol"), ("sol", "Sol"), ("Soledad", "Soledad"), ("Iria", "Iria"), ("Ana María", "Ana María"),
    ("Sonia", "Sonia"), ("Sol, quería saber se se pode cancelar", "Sol"),
])
def test_names_that_start_alike_are_still_names(said, name):
    c = chat_after("restaurante", "mesa para 2 el viernes a las 21")
    c.say(said)
    assert c.state["booking"]["name"] == name
    assert "teléfono" in c.last.texts[-1]


# ---- a date that does not exist: said, and the day asked ------------------------------------------

@pytest.mark.parametrize("said, told", [
    ("corte de mujer el 31 de noviembre", "El 31 de noviembre no existe: noviembre tiene 30 días."),
    ("corte de mujer el 31/11", "El 31 de noviembre no existe: noviembre tiene 30 días."),
    ("quiero un corte de mujer para el viernes 31 de noviembre",
     "El 31 de noviembre no existe: noviembre tiene 30 días."),
    ("corte de muller o 31 de novembro", "O 31 de novembro non existe: novembro ten 30 días."),
])
def test_the_31st_of_november_is_said_not_to_exist(said, told):
    c = chat("peluqueria")
    t = c.say(said)
    assert told in t.texts
    assert t.texts[-1] in ("¿Qué día exactamente?", "¿Que día exactamente?")
    assert t.chip_labels[:2] in (["vie 27 nov", "sáb 28 nov"], ["ven 27 nov", "sáb 28 nov"])
    assert c.state["booking"]["ymd"] is None
    assert c.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("said, told", [
    ("corte de mujer el 30 de febrero", "El 30 de febrero no existe: febrero tiene 28 días."),
    ("corte de mujer el 30/2", "El 30 de febrero no existe: febrero tiene 28 días."),
    ("corte de mujer el 29 de febrero", "El 29 de febrero no existe: febrero tiene 28 días."),
    ("corte de mujer el 32 de diciembre", "El 32 de diciembre no existe: diciembre tiene 31 días."),
    ("corte de muller o 30 de febreiro", "O 30 de febreiro non existe: febreiro ten 28 días."),
])
def test_other_days_a_month_does_not_have(said, told):
    c = chat("peluqueria")
    t = c.say(said)
    assert told in t.texts
    assert c.state["booking"]["ymd"] is None


def test_the_bakery_and_the_restaurant_say_it_too():
    c = chat("")
    t = c.say("quiero 6 croissants para el 31 de noviembre")
    assert t.texts[1:] == ["El 31 de noviembre no existe: noviembre tiene 30 días.",
                           "¿Qué día exactamente lo recoges?"]
    assert line_counts(c) == {"croissant": 6}
    c = chat("restaurante")
    t = c.say("mesa para 2 el 31 de noviembre a las 21")
    assert "El 31 de noviembre no existe: noviembre tiene 30 días." in t.texts
    assert c.state["booking"]["ymd"] is None and c.state["booking"]["min"] == 21 * 60     # the time kept


@pytest.mark.parametrize("slug, before, said, told", [
    ("peluqueria", ["corte de mujer"], "el 31 de noviembre", "El 31 de noviembre no existe: noviembre tiene 30 días."),
    ("peluqueria", ["corte de mujer el martes"], "mejor el 31 de noviembre",
     "El 31 de noviembre no existe: noviembre tiene 30 días."),
    ("", ["quiero 6 croissants"], "el 30 de febrero", "El 30 de febrero no existe: febrero tiene 28 días."),
    ("", ["quiero 6 croissants para el martes"], "mejor el 31 de noviembre",
     "El 31 de noviembre no existe: noviembre tiene 30 días."),
    ("", ["quero 6 croissants para o martes"], "mellor o 31 de novembro",
     "O 31 de novembro non existe: novembro ten 30 días."),
])
def test_an_impossible_day_as_an_answer_or_a_change(slug, before, said, told):
    c = chat_after(slug, *before)
    t = c.say(said)
    assert told in t.texts
    assert not any(r in t.text for r in REASKED)
    held = c.state["booking"] if slug else c.order
    assert held["ymd"] is None


@pytest.mark.parametrize("slug, asked, told", [
    ("peluqueria", "abris el 31 de noviembre?", "El 31 de noviembre no existe: noviembre tiene 30 días."),
    ("", "a que hora abris el 30 de febrero?", "El 30 de febrero no existe: febrero tiene 28 días."),
    ("", "abrides o 31 de novembro?", "O 31 de novembro non existe: novembro ten 30 días."),
])
def test_the_hours_of_an_impossible_day_are_not_todays(slug, asked, told):
    t = chat(slug).say(asked)
    assert t.texts == [told]


@pytest.mark.parametrize("slug, said, ymd", [
    ("peluqueria", "corte de mujer el 30 de noviembre", None),      # a Monday, closed: as before
    ("peluqueria", "corte de mujer el 1 de diciembre", "2026-12-01"),
    ("", "quiero 6 croissants para el 31", "2026-10-31"),           # today, the 31st
    ("", "quiero 6 croissants para el 1/12", "2026-12-01"),
])
def test_days_that_exist_are_held_as_before(slug, said, ymd):
    c = chat(slug)
    t = c.say(said)
    assert "no existe" not in t.text
    held = c.state["booking"] if slug else c.order
    assert held["ymd"] == ymd


# ---- «¿qué hacéis?» mid-booking: the services, with their prices ----------------------------------

@pytest.mark.parametrize("asked", ["que haceis?", "qué servicios tenéis?", "que facedes?"])
def test_the_services_listed_mid_booking_are_shown(asked):
    c = chat_after("peluqueria", "corte de mujer el martes")
    t = c.say(asked)
    rows = [row["name"] for card in t.cards("menu") for row in card["rows"]]
    assert {"Corte de mujer", "Tinte", "Peinado"} <= set(rows) or {"Corte de muller", "Tinte"} <= set(rows)
    assert t.texts[-1] in ("¿A qué hora te va bien el martes 3 de noviembre?",
                           "¿A que hora che vai ben o martes 3 de novembro?")
