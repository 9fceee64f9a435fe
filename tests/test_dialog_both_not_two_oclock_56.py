"""«las dos», «as dúas», «las dos cosas» meaning BOTH right after two things were named or priced (stop
56, helper G).

What was wrong:
- after «¿cuánto cuesta el corte de hombre? ¿y la barba?», «pues las dos el jueves» booked both «el jueves
  5 de noviembre a las 14:00» and went on to the name: no time had been said; at the workshop «las dos el
  martes» (and Galician «vale, as dúas o mércores») answered «A las 14:00 no estamos abiertos…»; at the
  bakery «vale las dos el martes por la mañana» said «A las 02:00 no estamos abiertos…»;
- «corte y barba», then «las dos el jueves por la tarde» to «¿Qué corte quieres: de mujer, de hombre o
  infantil?» booked barba and all three cuts («55,00 €; dura unos 115 minutos») and «A las 14:00 no me
  queda hueco»;
- «las dos cosas el miercoles sobre las 5» after two prices went to a person, and «vale pues las dos cosas
  el miercoles sobre las 5» answered «Perfecto. Si necesitas algo más» (the booking dropped): the «sobre»
  of «sobre las 5» was a word the taking did not know;
- «los dos servicios el jueves» said «No tengo «servicios» entre los servicios.» and booked the barba alone;
  «ambas cosas el jueves», «me hago las dos el jueves», «pois fágome as dúas o xoves», «las dos el próximo
  martes», «as duas o martes que ven» went to a person (and «vale, el martes que viene» after one price
  answered «Perfecto. Si necesitas algo más»).

Now «las dos / los dos / as dúas / os dous / ambos / ambas cosas / las dos cosas / los dos servicios / me
hago las dos» without «a» after
the two things were named is both of them: both are held on the day said and the time is asked (or the
other time said is kept, «sobre las 5» 17:00); to a group's question with three choices, «las dos» is the
two things just named (the barba held, which cut still asked, the day and afternoon kept). «a las dos»,
«para las dos», «ás dúas» (the accent typed), «las dos de la tarde», «las dos en punto», «las dos y media»,
and «las dos» to «¿A qué hora…?» stay two o'clock; «quiero dos napolitanas, las dos de chocolate» (stop
55) is still two of them, no hour.
"""
import pytest

from tests.conversation import chat, chat_after, line_counts

SALON_PRICES = ("cuanto cuesta el corte de hombre? y la barba?",)
SALON_PRICES_GL = ("canto custa o corte de home? e a barba?",)
SALON_PRICES_AT_ONCE = ("cuanto cuestan el corte de hombre y la barba?",)
SALON_PRICES_AT_ONCE_GL = ("canto custan o corte de home e a barba?",)
SALON_BOTH = "Apunto: corte de hombre y arreglo de barba el jueves 5 de noviembre. Total 23,00 €"
SALON_BOTH_GL = "Apunto: corte de home e arranxo de barba o xoves 5 de novembro. Total 23,00 €"


_said = chat_after


# ---- two services priced, then «las dos <day>»: both, that day, the time asked ---------------------------

@pytest.mark.parametrize("asked, then, said", [
    (SALON_PRICES, "pues las dos el jueves", SALON_BOTH),
    (SALON_PRICES, "las dos el jueves", SALON_BOTH),
    (SALON_PRICES, "vale las dos el jueves", SALON_BOTH),
    (SALON_PRICES, "vale las dos el juebes", SALON_BOTH),
    (SALON_PRICES, "las 2 el jueves", SALON_BOTH),
    (SALON_PRICES, "ambos el jueves", SALON_BOTH),
    (SALON_PRICES, "los dos servicios el jueves", SALON_BOTH),
    (SALON_PRICES, "pues las dos cosas el jueves", SALON_BOTH),
    (SALON_PRICES_GL, "pois as dúas o xoves", SALON_BOTH_GL),
    (SALON_PRICES_GL, "vale, as duas o xoves", SALON_BOTH_GL),
    (SALON_PRICES_GL, "vale, os dous servizos o xoves", SALON_BOTH_GL),
    (SALON_PRICES_AT_ONCE, "me hago las dos el jueves", SALON_BOTH),
    (SALON_PRICES_AT_ONCE, "ambas cosas el jueves", SALON_BOTH),
    (SALON_PRICES_AT_ONCE, "vale, pues las dos para el jueves", SALON_BOTH),
    (SALON_PRICES_AT_ONCE, "las dos, el jueves", SALON_BOTH),
    (SALON_PRICES_AT_ONCE_GL, "pois fágome as dúas o xoves", SALON_BOTH_GL),
    (SALON_PRICES_AT_ONCE_GL, "ambas cousas o xoves", SALON_BOTH_GL),
])
def test_both_services_priced_then_a_day_hold_no_two_o_clock(asked, then, said):
    c = _said("peluqueria", *asked)
    t = c.say(then)
    assert t.texts[0].startswith(said)
    assert "14:00" not in t.text and "«servicios»" not in t.text
    booking = c.state["booking"]
    assert booking["services"] == ["corte-hombre", "barba"] and booking["ymd"] == "2026-11-05"
    assert booking.get("min") is None and not booking.get("near")


@pytest.mark.parametrize("asked, then, said, asked_time", [
    (("cuanto cuesta el pinchazo y el centrado?",), "las dos el martes",
     "Apunto: reparar pinchazo y centrado de rueda el martes 3 de noviembre. Total 32,00 €",
     "¿A qué hora te va bien el martes 3 de noviembre?"),
    (("canto custa o pinchazo e o centrado?",), "vale, as dúas o martes",
     "Apunto: reparar furado e centrado de roda o martes 3 de novembro. Total 32,00 €",
     "¿A que hora che vai ben o martes 3 de novembro?"),
    (("canto custa a revisión?", "e o axuste de freos?"), "vale, as dúas o mércores",
     "Apunto: revisión completa e axuste de freos o mércores 4 de novembro. Total 53,00 €",
     "¿A que hora che vai ben o mércores 4 de novembro?"),
    (("cuanto cuesta la revision?", "y el ajuste de frenos?"), "pues las dos el miercoles",
     "Apunto: revisión completa y ajuste de frenos el miércoles 4 de noviembre. Total 53,00 €",
     "¿A qué hora te va bien el miércoles 4 de noviembre?"),
])
def test_both_repairs_priced_then_a_day_ask_the_time(asked, then, said, asked_time):
    c = _said("taller", *asked)
    t = c.say(then)
    assert t.texts[0].startswith(said)
    assert asked_time in t.text and "14:00" not in t.text
    assert c.state["booking"].get("min") is None


@pytest.mark.parametrize("then, said, asked_time", [
    ("pues las dos el martes", "Apunto: 1 × Napolitana de chocolate y 1 × Empanada de zorza. Total 18,00 €.",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("vale las dos el martes por la mañana",
     "Apunto: 1 × Napolitana de chocolate y 1 × Empanada de zorza. Total 18,00 €.",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
])
def test_both_things_priced_at_the_bakery_then_a_day_ask_the_time(then, said, asked_time):
    c = _said("", "cuanto cuesta la napolitana de chocolate? y la empanada?")
    t = c.say(then)
    assert t.texts[0] == said
    assert asked_time in t.text and "14:00" not in t.text and "02:00" not in t.text
    assert line_counts(c) == {"napolitana": 1, "empanada": 1} and c.order.get("min") is None


def test_both_things_priced_at_the_bakery_in_galician_ask_the_time():
    c = _said("", "canto custa a napolitana de chocolate? e a empanada?")
    t = c.say("pois as dúas o martes")
    assert t.texts[0] == "Apunto: 1 × Napolitana de chocolate e 1 × Empanada de zorza. Total 18,00 €."
    assert "¿A que hora o recolles o martes 3 de novembro?" in t.text and "14:00" not in t.text


@pytest.mark.parametrize("asked, then, said", [
    (SALON_PRICES, "las dos el proximo martes", "Apunto: corte de hombre y arreglo de barba el martes 3 de noviembre."),
    (SALON_PRICES, "las dos el martes de la semana que viene",
     "Apunto: corte de hombre y arreglo de barba el martes 3 de noviembre."),
    (SALON_PRICES_GL, "as duas o martes que ven", "Apunto: corte de home e arranxo de barba o martes 3 de novembro."),
    (SALON_PRICES_GL, "as dúas o vindeiro martes", "Apunto: corte de home e arranxo de barba o martes 3 de novembro."),
    (("cuanto cuesta la barba?",), "vale, el martes que viene", "Apunto: arreglo de barba el martes 3 de noviembre."),
])
def test_the_next_weekday_said_takes_them_on_it(asked, then, said):
    """«las dos el próximo martes», «vale, el martes que viene» went to a person or were left («Perfecto…»):
    the words that said the next one were read as something else said."""
    c = _said("peluqueria", *asked)
    t = c.say(then)
    assert t.texts[0].startswith(said) and "14:00" not in t.text and "persona" not in t.text


# ---- «las dos cosas … sobre las 5»: both, at the time said -----------------------------------------------

@pytest.mark.parametrize("asked, then, said", [
    (("cuanto cuesta la revision?", "y el ajuste de frenos?"), "las dos cosas el miercoles sobre las 5",
     "Apunto: revisión completa y ajuste de frenos el miércoles 4 de noviembre. Total 53,00 €"),
    (("cuanto cuesta la revision?", "y el ajuste de frenos?"), "vale pues las dos cosas el miercoles sobre las 5",
     "Apunto: revisión completa y ajuste de frenos el miércoles 4 de noviembre. Total 53,00 €"),
    (("cuanto cuesta la revision?", "y el ajuste de frenos?"), "las dos el miércoles hacia las 5",
     "Apunto: revisión completa y ajuste de frenos el miércoles 4 de noviembre. Total 53,00 €"),
    (("canto custa a revisión?", "e o axuste de freos?"), "pois as dúas cousas o mércores sobre as 5",
     "Apunto: revisión completa e axuste de freos o mércores 4 de novembro. Total 53,00 €"),
    (("canto custa a revisión?", "e o axuste de freos?"), "vale as duas cousas o mercores cara ás 5",
     "Apunto: revisión completa e axuste de freos o mércores 4 de novembro. Total 53,00 €"),
])
def test_both_things_about_a_time_keep_that_time(asked, then, said):
    c = _said("taller", *asked)
    t = c.say(then)
    assert t.texts[0].startswith(said)
    assert "17:00" in t.text and "14:00" not in t.text and "persona" not in t.text
    booking = c.state["booking"]
    assert booking["services"] == ["revision", "frenos"] and booking["ymd"] == "2026-11-04"
    assert 1020 in (booking.get("min"), booking.get("near"))


# ---- «corte y barba», then «las dos <day>» to «¿Qué corte quieres?» ---------------------------------------

@pytest.mark.parametrize("first, then, said, question", [
    ("corte y barba", "las dos el jueves por la tarde",
     "Apunto: arreglo de barba el jueves 5 de noviembre. Total 9,00 €",
     "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("corte y barba", "pues las dos el jueves",
     "Apunto: arreglo de barba el jueves 5 de noviembre. Total 9,00 €",
     "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("corte e barba", "as dúas o xoves pola tarde",
     "Apunto: arranxo de barba o xoves 5 de novembro. Total 9,00 €",
     "¿Que corte queres: de muller, de home ou infantil?"),
])
def test_both_named_at_a_group_s_question_keep_the_question(first, then, said, question):
    c = _said("peluqueria", first)
    t = c.say(then)
    assert t.texts[0].startswith(said) and question in t.text
    assert "55,00 €" not in t.text and "14:00" not in t.text
    booking = c.state["booking"]
    assert booking["services"] == ["barba"] and booking["ymd"] == "2026-11-05"
    assert booking.get("min") is None and booking["service_group"] == "corte"


def test_afternoon_said_with_both_is_kept():
    c = _said("peluqueria", "corte y barba")
    c.say("las dos el jueves por la tarde")
    assert c.state["booking"]["part"] == "afternoon"


@pytest.mark.parametrize("then", ["los dos el martes", "las dos el martes", "ambos el martes"])
def test_both_of_a_two_choice_group_still_takes_both(then):
    c = _said("taller", "ajuste")
    t = c.say(then)
    assert t.texts[0].startswith("Apunto: ajuste de frenos y ajuste de cambio el martes 3 de noviembre. "
                                 "Total 36,00 €")
    assert c.state["booking"]["services"] == ["frenos", "cambio"] and "14:00" not in t.text


# ---- near-misses: two o'clock stays ----------------------------------------------------------------------

@pytest.mark.parametrize("asked, then", [
    (SALON_PRICES, "pues el jueves a las dos"),
    (SALON_PRICES, "pues las dos de la tarde el jueves"),
    (SALON_PRICES, "las dos en punto el jueves"),
    (SALON_PRICES_GL, "pois o xoves ás dúas"),
    (SALON_PRICES_AT_ONCE, "las dos el jueves a las dos"),
    (SALON_PRICES_AT_ONCE, "me hago las dos el jueves a las dos"),
])
def test_two_o_clock_after_two_prices_stays(asked, then):
    c = _said("peluqueria", *asked)
    t = c.say(then)
    assert "14:00" in t.text and c.state["booking"]["min"] == 14 * 60


def test_half_past_two_after_two_prices_stays():
    c = _said("peluqueria", *SALON_PRICES)
    t = c.say("el jueves las dos y media")
    assert "14:30" in t.text and c.state["booking"]["min"] == 14 * 60 + 30


@pytest.mark.parametrize("said", ["un corte de hombre el jueves a las dos", "corte de hombre el jueves para las dos"])
def test_a_service_at_two_stays_two_o_clock(said):
    t = chat("peluqueria").say(said)
    assert "el jueves 5 de noviembre a las 14:00" in t.text


def test_two_to_the_time_question_is_two_o_clock():
    c = _said("peluqueria", "corte de hombre y barba el jueves con iago")
    t = c.say("las dos")
    assert "a las 14:00" in t.text and c.state["booking"]["min"] == 14 * 60


@pytest.mark.parametrize("asked, then", [
    (("cuanto cuesta la napolitana de chocolate? y la empanada?",), "para las dos"),
    ((), "2 napolitanas para las dos"),
    (("canto custa a napolitana de chocolate? e a empanada?",), "vale, ás dúas o martes"),
])
def test_for_two_at_the_bakery_stays_two_o_clock(asked, then):
    c = _said("", *asked)
    t = c.say(then)
    assert "14:00" in t.text


def test_two_of_them_both_of_a_kind_is_still_no_hour():
    c = chat()
    t = c.say("quiero dos napolitanas, las dos de chocolate")
    assert line_counts(c) == {"napolitana": 2} and "14:00" not in t.text
    assert "¿A qué hora lo recoges?" in t.text
