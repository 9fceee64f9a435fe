"""Stop 63 (tidy T): code folded into the helpers it repeated (the lead time of the things, the words of
taking a thing away, asking for advice, the fillers before «pon 8 X», the offers kept in the state, the
notices of another order); the customer reads what they read before. These pin it."""
from __future__ import annotations

import json

import pytest

from tests.conversation import chat_after, line_counts

# ---------------------------------------------------------------- a pickup asked for today (the lead time)

HELD_TUESDAY = {"es": "quiero 6 croissants para el martes", "gl": "quero 6 croissants para o martes"}


@pytest.mark.parametrize("lang, asked, said, chips", [
    ("es", "¿puedo recogerlos hoy?", "Sí, el sábado 31 de octubre se puede recoger: abrimos de 09:00 a 14:00 y de "
     "16:30 a 20:00. ¿Lo cambio al sábado 31?", ["Sí, al sábado 31", "No, el martes 3"]),
    ("es", "se puede recoger hoy?", "Sí, el sábado 31 de octubre se puede recoger", ["Sí, al sábado 31", "No, el martes 3"]),
    ("gl", "podo recollelos hoxe?", "Si, o sábado 31 de outubro pódese recoller: abrimos de 09:00 a 14:00 e de "
     "16:30 a 20:00. ¿Cámbioo ao sábado 31?", ["Si, ao sábado 31", "Non, o martes 3"]),
])
def test_today_asked_of_things_made_at_once_is_offered(lang, asked, said, chips):
    c = chat_after("", HELD_TUESDAY[lang])
    t = c.say(asked)
    assert said in t.text
    assert t.chip_labels == chips
    assert c.state["order"]["ymd"] == "2026-11-03"       # not moved until the yes


@pytest.mark.parametrize("held, asked, said", [
    ("quiero una tarta de queso para el martes", "¿se puede recoger hoy?",
     "Para el sábado 31 de octubre no llega: lo más pronto es el martes 3 de noviembre. Tu pedido sigue para el "
     "martes 3 de noviembre."),
    ("quiero una bica para el martes", "¿puedo recogerla hoy?",
     "Para el sábado 31 de octubre no llega: lo más pronto es el martes 3 de noviembre. Tu pedido sigue para el "
     "martes 3 de noviembre."),
    ("quero unha tarta de queixo para o martes", "pódese recoller hoxe?",
     "Para o sábado 31 de outubro non chega: o máis cedo é o martes 3 de novembro. O teu pedido segue para o "
     "martes 3 de novembro."),
])
def test_today_asked_of_things_ordered_ahead_says_the_first_day(held, asked, said):
    c = chat_after("", held)
    t = c.say(asked)
    assert said in t.text
    assert c.state["order"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said, notice", [
    ("quiero un croissant para hoy y otro para mañana",         # made at once: today is written down
     "Un pedido es para un día: apunto el del sábado 31 de octubre. Lo del domingo 1 de noviembre va en otro pedido"),
    ("quiero una bica para hoy y otra para mañana",             # ordered ahead: today is refused next
     "Un pedido es para un día. Lo del domingo 1 de noviembre va en otro pedido"),
])
def test_today_and_another_day_in_one_message(said, notice):
    t = chat_after("").say(said)
    assert notice in t.text


# ---------------------------------------------------------------- a kind of what is held, for another day

CHEESE_TUE = {"es": "quiero una tarta de queso para el martes", "gl": "quero unha torta de queixo para o martes"}


@pytest.mark.parametrize("lang, said, asked, chips", [
    ("es", "quiero una tarta para el viernes a las 12",
     "¿Cambio el pedido al viernes 6 de noviembre a las 12:00, o lo que pides ahora es otro pedido?",
     ["Cambiarlo al vie 6 nov", "Es otro pedido"]),
    ("es", "kiero una tarta pal viernes a las 12", "¿Cambio el pedido al viernes 6 de noviembre a las 12:00,",
     ["Cambiarlo al vie 6 nov", "Es otro pedido"]),
    ("gl", "unha torta pro venres ás 12",
     "¿Cambio o pedido ao venres 6 de novembro ás 12:00, ou o que pides agora é outro pedido?",
     ["Cambialo ao ven 6 nov", "É outro pedido"]),
])
def test_a_kind_held_asked_for_another_day_at_a_time(lang, said, asked, chips):
    c = chat_after("", CHEESE_TUE[lang])
    t = c.say(said)
    assert asked in t.text
    assert t.chip_labels == chips
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] is None


@pytest.mark.parametrize("lang, said, answer, ymd, minutes", [
    ("es", "quiero una tarta para el viernes a las 12", "!Cambiarlo al vie 6 nov", "2026-11-06", 720),
    ("es", "quiero una tarta para el viernes a las 12", "sí, cámbialo", "2026-11-06", 720),
    ("es", "quiero una tarta para el viernes", "si a las 11", "2026-11-06", 660),
    ("gl", "unha torta pro venres ás 12", "non", "2026-11-03", None),
    ("gl", "unha torta pro venres ás 12", "!É outro pedido", "2026-11-03", None),
])
def test_the_kind_question_answered_keeps_its_time(lang, said, answer, ymd, minutes):
    c = chat_after("", CHEESE_TUE[lang], said)
    c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert c.order["ymd"] == ymd and c.order["min"] == minutes


def test_a_kind_held_beside_a_diet_asked_answers_it_first():
    c = chat_after("", CHEESE_TUE["es"])
    t = c.say("quiero una tarta para el viernes, tenéis sin gluten?")
    assert "En tartas, sin gluten: Tarta de Santiago." in t.texts[0]
    assert "¿Cambio el pedido al viernes 6 de noviembre, o lo que pides ahora es otro pedido?" in t.texts[-1]


@pytest.mark.parametrize("said", [
    "quiero una tarta y 2 croissants para el viernes",       # something new beside it: apart, unasked
    "quiero una tarta más para el viernes",
])
def test_a_kind_held_with_more_goes_apart(said):
    c = chat_after("", CHEESE_TUE["es"])
    t = c.say(said)
    assert "Lo del viernes 6 de noviembre" in t.text and "va en otro pedido" in t.text
    assert "¿Cambio el pedido" not in t.text
    assert c.order["ymd"] == "2026-11-03"


# ---------------------------------------------------------------- the offers kept in the state (JSON)

def _through_json(c):
    """The state as the flow stores it between turns."""
    c.state = json.loads(json.dumps(c.state))
    return c


def test_the_pickup_day_offered_is_kept_as_json_and_taken():
    c = chat_after("", HELD_TUESDAY["es"], "¿se puede recoger el domingo?")
    assert c.state["last"]["day_offered"] == {"yes": "el domingo 1 de noviembre", "no": "el martes 3 de noviembre"}
    _through_json(c).say("vale")
    assert c.order["ymd"] == "2026-11-01"
    assert "day_offered" not in c.state["last"]


@pytest.mark.parametrize("answer, ymd", [("si", "2026-11-07"), ("no", "2026-11-06"), ("!No, el viernes 6", "2026-11-06")])
def test_the_booking_day_offered_is_kept_as_json_and_taken(answer, ymd):
    c = chat_after("restaurante", "mesa para el viernes a las 21", "4, ¿tenéis hueco el sábado?")
    assert c.state["last"]["day_offered"] == {"yes": "el sábado 7 de noviembre", "no": "el viernes 6 de noviembre"}
    _through_json(c)
    c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert c.state["booking"]["ymd"] == ymd and c.state["booking"]["party"] == 4
    assert "day_offered" not in c.state["last"]


@pytest.mark.parametrize("lang, held, said, answer, ymd, qty, minutes", [
    ("es", HELD_TUESDAY["es"], "pon 8 croissants para el jueves", "sí, a las 12", "2026-11-05", 8, 720),
    ("es", HELD_TUESDAY["es"], "pon 8 croissants para el jueves", "!Cambiarlo al jue 5 nov", "2026-11-05", 8, None),
    ("es", HELD_TUESDAY["es"], "pon 8 croisants pal jueves", "es otro pedido", "2026-11-03", 6, None),
    ("gl", HELD_TUESDAY["gl"], "pon 8 croissants pro xoves", "é outro pedido", "2026-11-03", 6, None),
    ("gl", HELD_TUESDAY["gl"], "pon 8 croissants pro xoves", "non", "2026-11-03", 6, None),
])
def test_the_recount_offered_is_kept_as_json_and_taken(lang, held, said, answer, ymd, qty, minutes):
    c = chat_after("", held, said)
    offered = c.state["last"]["recount_offered"]
    assert sorted(offered) == ["apart", "change", "change_day", "ymd"] and offered["ymd"] == "2026-11-05"
    _through_json(c)
    c.press(answer[1:]) if answer.startswith("!") else c.say(answer)
    assert (c.order["ymd"], line_counts(c), c.order["min"]) == (ymd, {"croissant": qty}, minutes)
    assert "recount_offered" not in c.state["last"]


def test_the_kind_offered_is_kept_as_json():
    c = chat_after("", CHEESE_TUE["es"], "quiero una tarta para el viernes a las 12")
    assert c.state["last"]["recount_offered"] == {
        "ymd": "2026-11-06", "change": "mejor para el viernes 6 de noviembre a las 12:00",
        "change_day": "mejor para el viernes 6 de noviembre", "apart": "es otro pedido para el viernes 6 de noviembre"}


# ---------------------------------------------------------------- the notices of another request (one template each)

@pytest.mark.parametrize("slug, steps, notice", [
    ("", [HELD_TUESDAY["es"], "y 2 más para el jueves"],
     "Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del jueves 5 de noviembre (2 × Croissant de "
     "mantequilla) va en otro pedido: cuando envíes este, pídemelo de nuevo con su día."),
    ("", [HELD_TUESDAY["es"], "y otro para el jueves"],
     "Un pedido es para un día: apunto el del martes 3 de noviembre. Lo del jueves 5 de noviembre va en otro pedido: "
     "cuando envíes este, pídemelo de nuevo con su día."),
    ("", [HELD_TUESDAY["gl"], "e 2 máis pro xoves"],
     "Un pedido é para un día: apunto o do martes 3 de novembro. O do xoves 5 de novembro (2 × Croissant de "
     "mantequilla) vai noutro pedido: cando envíes este, pídemo de novo co seu día."),
    ("", ["2 croissants a las 10 y una tarta de limón a las 12"],
     "Un pedido es para una hora: apunto el de las 10:00. Lo de las 12:00, tarta de limón (lemon pie), va en otro "
     "pedido: cuando envíes este, pídemelo de nuevo con su hora."),
    ("", ["quero 2 croissants ás 10 e unha bica ás 12"],
     "Un pedido é para unha hora: apunto o das 10:00. O das 12:00 (bica gallega) vai noutro pedido: cando envíes "
     "este, pídemo de novo coa súa hora."),
    ("restaurante", ["mesa para 4 el viernes a las 21", "y otra para 2 el sábado a las 14"],
     "Una reserva es para un día: apunto la del viernes 6 de noviembre. La del sábado 7 de noviembre a las 14:00 "
     "(2 personas) va aparte: cuando envíes esta, pídemela de nuevo con su día."),
    ("restaurante", ["mesa para 4 el viernes a las 21", "y otra a las 14"],
     "Una reserva es para una hora: apunto la de las 21:00. La de las 14:00 va aparte: cuando envíes esta, "
     "pídemela de nuevo con su hora."),
    ("restaurante", ["mesa para 4 el viernes a las 21", "y otra para 2 a las 14"],
     "Una reserva es para una hora: apunto la de las 21:00. La de las 14:00 (2 personas) va aparte:"),
])
def test_the_notice_of_another_request(slug, steps, notice):
    c = chat_after(slug, *steps[:-1])
    t = c.say(steps[-1])
    assert notice in t.text
    assert "()" not in t.text and "  " not in t.text


@pytest.mark.parametrize("held, asked, said", [
    (HELD_TUESDAY["es"], "¿se puede recoger el lunes?",
     "El lunes 2 de noviembre no abrimos, así que ese día no se puede recoger. Tu pedido sigue para el martes 3 de "
     "noviembre."),
    (HELD_TUESDAY["gl"], "pódese recoller o luns?",
     "O luns 2 de novembro non abrimos, así que ese día non se pode recoller. O teu pedido segue para o martes 3 de "
     "novembro."),
    (HELD_TUESDAY["es"], "¿se puede recoger el 30 de enero?",
     "El sábado 30 de enero no puedo tenerlo listo. Tu pedido sigue para el martes 3 de noviembre."),
])
def test_a_pickup_day_it_cannot_be_says_why_and_the_day_kept(held, asked, said):
    c = chat_after("", held)
    t = c.say(asked)
    assert said in t.text
    assert c.order["ymd"] == "2026-11-03"


# ---------------------------------------------------------------- taken away (one pattern of «para llevar»)

NO_TAKE_AWAY = {"es": "Por aquí no tomo pedidos para llevar ni encargos. Si quieres, te reservo mesa para el {day}.",
                "gl": "Por aquí non tomo pedidos para levar nin encargas. Se queres, resérvoche mesa para o {day}."}


@pytest.mark.parametrize("lang, asked, then, day", [
    ("gl", "canto custa o polbo?", "pra levar o venres", "venres 6 de novembro"),
    ("gl", "canto custa o polbo?", "para levar o sabado", "sábado 7 de novembro"),
    ("es", "cuanto cuesta el pulpo?", "pa levar el sabado", "sábado 7 de noviembre"),
    ("es", "cuanto cuesta el pulpo?", "pra llevar el viernes porfa", "viernes 6 de noviembre"),
    ("es", "cuanto cuesta el pulpo?", "nos lo llevamos el sabado", "sábado 7 de noviembre"),
    ("es", "cuánto cuesta el pulpo", "PARA LLEVAR EL VIERNES", "viernes 6 de noviembre"),
])
def test_taken_away_after_a_price_is_refused(lang, asked, then, day):
    c = chat_after("restaurante", asked)
    t = c.say(then)
    assert t.texts == [NO_TAKE_AWAY[lang].format(day=day)]
    assert t.chip_labels == ["Reservar mesa"] and t.request is None


@pytest.mark.parametrize("asked, then, said", [
    ("cuanto cuesta el pulpo?", "el viernes, para 2 personas", "Apunto: reserva para 2 personas el viernes 6 de noviembre."),
    ("cuanto cuesta el pulpo?", "vale, para llevarte a cenar el viernes somos 2",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre."),
])
def test_a_table_said_after_a_price_is_booked(asked, then, said):
    t = chat_after("restaurante", asked).say(then)
    assert said in t.text
    assert "para llevar ni encargos" not in t.text
