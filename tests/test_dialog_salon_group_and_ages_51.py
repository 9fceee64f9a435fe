"""Stop 51, family salon_group_and_ages: bookings at the salon for a child of an age told, and for
two people. «es para mi hija de 12 años» asked again «de mujer, de hombre o infantil» (the
children's cut, up to 10 in the dataset's `ambiguous.corte.ages`, still offered), «tiene 15» at
that question went to a person as a question, «mi hija tiene 8» was not taken; «cortar el pelo a
mí y a mi hija» booked the children's cut alone for two people, and after two people were handed
to a person «las dos» became 14:00 and «corte las dos» started a one-person booking; «cada uno»
at the name question became the name «Cada Uno»."""
import pytest

from tests.conversation import chat

ASK_ES = "¿Qué corte quieres: de mujer, de hombre o infantil?"
PAST_ES = "Corte infantil: 10,00 €, hasta los 10 años. Con {age} años, ¿corte de mujer (22,00 €) " \
          "o corte de hombre (14,00 €)?"
PAST_GL = "Corte infantil: 10,00 €, ata os 10 anos. Con {age} anos, ¿corte de muller (22,00 €) " \
          "ou corte de home (14,00 €)?"
ADULT_CHIPS = ["Corte de mujer · 22,00 €", "Corte de hombre · 14,00 €"]
ADULT_CHIPS_GL = ["Corte de muller · 22,00 €", "Corte de home · 14,00 €"]
TWO_ES = "Cada cita es para uno solo"
TWO_GL = "Cada cita é para un só"


def services(c) -> list[str]:
    return c.state["booking"]["services"]


# ---- an age past the children's cut: the limit said, the adult cuts offered with their prices ---------

@pytest.mark.parametrize("first, then, age", [
    ("quiero un corte de pelo", "es para mi hija de 12 años", 12),
    ("quiero un corte de pelo", "es para mi hija de 12 anos", 12),
    ("quiero un corte de pelo", "para mi hijo de 14", 14),
    ("quiero un corte de pelo", "tiene 15", 15),
    ("quiero un corte de pelo", "tiene 15 años", 15),
    ("quiero un corte de pelo", "mi hija tiene 11", 11),
    ("quiero un corte de pelo", "es para mi niña, tiene 13 años", 13),
    ("quiero cita para un corte", "mi hijo tiene doce años", 12),
])
def test_an_age_past_the_children_s_cut_at_the_question(first, then, age):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.texts[-1] == PAST_ES.format(age=age)
    assert t.chip_labels == ADULT_CHIPS
    assert services(c) == [] and c.state["awaiting"] == "service"
    assert t.request["kind"] == "booking"


@pytest.mark.parametrize("said, age", [
    ("quiero cortarle el pelo a mi hija de 12 años", 12),
    ("corte para mi hija de 12 años", 12),
    ("corte para mi hijo de 14 años", 14),
    ("corte para mi hijo, tiene 15", 15),
    ("cita para cortar el pelo a mi niño de 11 años el martes", 11),
])
def test_an_age_past_the_children_s_cut_in_the_first_message(said, age):
    c = chat("peluqueria")
    t = c.say(said)
    assert PAST_ES.format(age=age) in t.texts
    assert t.chip_labels == ADULT_CHIPS
    assert services(c) == []


@pytest.mark.parametrize("first, then, age", [
    ("quero un corte de pelo", "é para a miña filla de 14 anos", 14),
    ("quero un corte de pelo", "ten 12 anos", 12),
])
def test_an_age_past_the_children_s_cut_in_galician(first, then, age):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.texts[-1] == PAST_GL.format(age=age)
    assert t.chip_labels == ADULT_CHIPS_GL


def test_galician_first_message_past_the_range():
    t = chat("peluqueria").say("quero un corte para o meu fillo de 15 anos")
    assert PAST_GL.format(age=15) in t.texts


@pytest.mark.parametrize("then, picked", [
    ("Corte de mujer · 22,00 €", "corte-mujer"),
    ("Corte de hombre · 14,00 €", "corte-hombre"),
])
def test_a_cut_picked_after_the_age_is_booked(then, picked):
    c = chat("peluqueria")
    c.say("quiero un corte de pelo")
    c.say("es para mi hija de 12 años")
    t = c.press(then)
    assert services(c) == [picked]
    assert t.texts[-1] in ("¿Qué día te va bien?", "¿Con quién quieres la cita?")


def test_a_cut_said_after_the_age_is_booked():
    c = chat("peluqueria")
    c.say("quiero un corte de pelo")
    c.say("es para mi hija de 12 años")
    t = c.say("de mujer")
    assert services(c) == ["corte-mujer"]
    assert "22,00 €" in t.text


# ---- an age inside the children's range: the children's cut, as before -----------------------------------

@pytest.mark.parametrize("first, then", [
    ("quiero un corte de pelo", "es para mi hijo de 6 años"),
    ("quiero un corte de pelo", "mi hija tiene 8"),
    ("quiero un corte de pelo", "tiene 5 años"),
    ("quiero un corte de pelo", "tiene 10"),
    ("quero un corte de pelo", "a miña filla ten 8 anos"),
    ("quero un corte de pelo", "é para o meu fillo de 3 anos"),
])
def test_an_age_inside_the_children_s_range_books_it(first, then):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert services(c) == ["corte-infantil"]
    assert "10,00 €" in t.text


@pytest.mark.parametrize("said", [
    "es para mi hijo de 6 años, corte de pelo",
    "corte para mi hijo de 6 años",
    "quero cortar o pelo á miña filla de 8",
    "quero un corte para a miña filla de 3 anos",
    "corte para mi hijo",
])
def test_the_children_s_cut_in_the_first_message_stays(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert services(c) == ["corte-infantil"]
    assert "10,00 €" in t.text


# ---- must not change --------------------------------------------------------------------------------------

@pytest.mark.parametrize("said, booked", [
    ("quiero un corte de mujer", ["corte-mujer"]),
    ("corte de hombre el martes", ["corte-hombre"]),
    ("corte para mi marido", ["corte-hombre"]),
    ("tinte para mi hija de 15 años", ["tinte"]),
])
def test_single_bookings_stay(said, booked):
    c = chat("peluqueria")
    c.say(said)
    assert services(c) == booked


def test_a_bare_cut_question_still_offers_every_cut():
    t = chat("peluqueria").say("quiero un corte de pelo")
    assert t.texts[-1] == ASK_ES
    assert len(t.chip_labels) == 3


def test_an_hour_at_the_cut_question_is_no_age():
    c = chat("peluqueria")
    c.say("quiero un corte de pelo")
    t = c.say("el martes a las 11")
    assert "años" not in t.text and "Con 11" not in t.text


def test_the_price_answer_by_age_stays():
    t = chat("peluqueria").say("¿cuánto cobráis a un niño de 12 años?")
    assert t.text.startswith("Corte infantil: 10,00 €, hasta los 10 años. Con 12 años se cobra como")
    assert t.request is None


def test_an_age_at_the_bakery_is_still_no_size():
    c = chat()
    c.say("quiero una tarta de santiago para mi hija de 8 años para el martes a las 11")
    assert all(not (line.get("options") or {}).get("raciones") == "8" for line in c.order["lines"])


# ---- two people: handed to a person, whatever the way they are said -------------------------------------

@pytest.mark.parametrize("said", [
    "quiero cita para cortar el pelo a mi y a mi hija",
    "quiero cita para cortar el pelo a mí y a mi hija",
    "corte para mí y para mi hija",
    "quiero un corte para mí y para mi hija",
    "quero cortar o pelo a min e á miña filla",
])
def test_two_people_go_to_a_person(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0].startswith((TWO_ES, TWO_GL))
    assert t.request["kind"] == "handoff"


HANDED_ES = " Se lo paso a la persona de Salón Lume que lleva tu reserva. ¿Y un teléfono para que te llamen?"
HANDED_GL = " Pásollo á persoa de Salón Lume que leva a túa reserva. ¿E un teléfono para que te chamen?"


@pytest.mark.parametrize("first, then, said", [
    ("quiero un corte para mí y para mi hija", "corte las dos", "Apuntado: corte para cada una de las 2." + HANDED_ES),
    ("quiero un corte para mí y para mi hija", "las dos", "Apuntado: lo mismo para cada una de las 2." + HANDED_ES),
    ("quiero un corte para mí y para mi hija", "ambas", "Apuntado: lo mismo para cada una de las 2." + HANDED_ES),
    ("quiero un corte para mí y para mi hijo", "los dos", "Apuntado: lo mismo para cada uno de los 2." + HANDED_ES),
    ("quiero un corte para mí y para mi hijo", "cada uno", "Apuntado: lo mismo para cada uno de los 2." + HANDED_ES),
    ("quiero un corte para mí y para mi hijo", "uno para cada uno",
     "Apuntado: lo mismo para cada uno de los 2." + HANDED_ES),
    ("quero un corte para min e para a miña filla", "as dúas", "Apuntado: o mesmo para cada unha das 2." + HANDED_GL),
    ("quero un corte para min e para o meu fillo", "cadanseu", "Apuntado: o mesmo para cada un dos 2." + HANDED_GL),
])
def test_both_after_two_people_were_handed_stays_with_the_person(first, then, said):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.text == said
    assert t.request["kind"] == "handoff" and c.state["booking"]["note"].endswith(then)


def test_both_then_a_time_is_passed_on():
    c = chat("peluqueria")
    c.say("quiero un corte para mí y para mi hija")
    c.say("las dos")
    t = c.say("el martes a las 11")
    assert "11:00" in t.text and t.request["kind"] == "handoff"


@pytest.mark.parametrize("first, then", [
    ("quiero un corte para mí y para mi hija", "a las dos"),
    ("quero un corte para min e para a miña filla", "ás dúas"),
])
def test_at_two_after_two_people_were_handed_is_the_hour(first, then):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert "14:00" in t.text


def test_the_time_said_after_two_people_were_handed_stays():
    c = chat("peluqueria")
    c.say("quiero un corte para mí y para mi hija")
    t = c.say("el martes a las dos")
    assert "14:00" in t.text


def test_one_appointment_for_a_child_alone_stays():
    c = chat("peluqueria")
    t = c.say("corte infantil para mi hijo el sabado a las 10:15")
    assert t.request["kind"] == "booking" and services(c) == ["corte-infantil"]


# ---- «cada uno» is never a name -------------------------------------------------------------------------

@pytest.mark.parametrize("slug, first, then", [
    ("restaurante", "mesa para 4 el sabado a las 14", "cada uno"),
    ("restaurante", "mesa para 4 el sabado a las 14", "uno para cada uno"),
    ("peluqueria", "corte de hombre el martes a las 10", "cada uno"),
    ("peluqueria", "corte de hombre el martes a las 10", "cadanseu"),
])
def test_each_one_is_no_name(slug, first, then):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert t.text == "Necesito un nombre para que el local sepa de quién es; basta con el nombre de pila, por " \
                     "ejemplo «Laura». ¿A nombre de quién hago la reserva?"
    assert (c.state.get("booking") or {}).get("name") in (None, "")
    assert c.state["booking"]["ymd"] and c.state["booking"]["min"] in (600, 840)


def test_a_real_name_at_the_name_question_stays():
    c = chat("restaurante")
    c.say("mesa para 4 el sabado a las 14")
    c.say("Carmen")
    assert c.state["booking"]["name"] == "Carmen"


# ---- the children's cut named or held, then an age it does not take ---------------------------------------

def test_the_children_s_cut_named_with_an_age_past_it():
    c = chat("peluqueria")
    t = c.say("corte infantil para mi hija de 12 años")
    assert t.texts[-1] == PAST_ES.format(age=12)
    assert services(c) == []


@pytest.mark.parametrize("first, then, age", [
    ("corte infantil para mi hijo", "tiene 12", 12),
    ("corte para mi hijo el martes a las 10", "tiene 12 años", 12),
])
def test_an_age_said_after_the_children_s_cut_is_held(first, then, age):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.texts[-1] == PAST_ES.format(age=age)
    assert services(c) == [] and t.request["kind"] == "booking"


def test_an_age_the_held_cut_takes_changes_nothing():
    c = chat("peluqueria")
    c.say("corte infantil para mi hijo")
    c.say("tiene 7")
    assert services(c) == ["corte-infantil"]


@pytest.mark.parametrize("first, then, said", [
    ("quiero un corte para mí y para mi hija", "la niña tiene 12", "Apuntado: 12 años."),
    ("quero un corte para min e para a miña filla", "a nena ten 8 anos", "Apuntado: 8 anos."),
])
def test_an_age_after_two_people_were_handed_is_passed_on(first, then, said):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.text.startswith(said) and t.request["kind"] == "handoff"
    assert c.state["booking"]["note"].endswith(then)
