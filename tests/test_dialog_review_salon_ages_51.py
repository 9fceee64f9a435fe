"""Stop 51, review fixes for ages and «both of us» at the salon (family salon_group_and_ages).
«hace/desde hace/llevo N años» was read as an age (the held children's cut dropped, or booked);
after two people were handed to a person «después de las dos», «gracias a los dos», «cada uno
paga lo suyo» became «lo mismo para cada uno de los 2» (and «las dos» was said back as «cada uno de
los 2»); any «N años» after any handed booking was passed on as an age («la terraza hace 2 años»);
an age corrected after the question was narrowed by age was ignored; «a mí y a mi marido por la
tarde nos viene mejor» was read as two people."""
import pytest

from tests.conversation import chat

ASK_ES = "¿Qué corte quieres: de mujer, de hombre o infantil?"
ASK_AGAIN_ES = "Para seguir necesito que me digas una de estas opciones (o escríbela con tus palabras). " + ASK_ES
ASK_AGAIN_GL = "Para seguir preciso que me digas unha destas opcións (ou escríbea coas túas palabras). " \
               "¿Que corte queres: de muller, de home ou infantil?"
PAST_ES = "Corte infantil: 10,00 €, hasta los 10 años. Con {age} años, ¿corte de mujer (22,00 €) " \
          "o corte de hombre (14,00 €)?"
BOTH_ES = "quiero un corte para mí y para mi hija"
BOTH_GL = "quero un corte para min e para a miña filla"
PHONE_ES = " Se lo paso a la persona de Salón Lume que lleva tu reserva. ¿Y un teléfono para que te llamen?"
PHONE_GL = " Pásollo á persoa de Salón Lume que leva a túa reserva. ¿E un teléfono para que te chamen?"
NAME_ES = "Necesito un nombre para que el local sepa de quién es; basta con el nombre de pila, por " \
          "ejemplo «Laura». ¿A nombre de quién hago la reserva?"


def services(c) -> list[str]:
    return c.state["booking"]["services"]


# ---- 1. a span of time is no age: the service held stays -----------------------------------------------

@pytest.mark.parametrize("then", [
    "somos clientes desde hace 15 años",
    "hace 11 años que vengo aquí",
    "llevo 12 años viniendo",
    "dentro de 2 años ya será mayor",
])
def test_a_span_of_time_keeps_the_children_s_cut(then):
    c = chat("peluqueria")
    c.say("corte infantil para mi hijo el martes a las 10")
    t = c.say(then)
    assert "Con " not in t.text and "corte de mujer" not in t.text
    assert t.texts[-1].endswith("¿A nombre de quién hago la reserva?")
    assert services(c) == ["corte-infantil"] and c.state["booking"]["min"] == 600


@pytest.mark.parametrize("then, again", [
    ("vengo desde hace 2 años", ASK_AGAIN_ES),
    ("llevo 3 años viniendo", ASK_AGAIN_ES),
])
def test_a_span_of_time_at_the_cut_question_books_no_cut(then, again):
    c = chat("peluqueria")
    c.say("quiero un corte de pelo")
    t = c.say(then)
    assert t.texts[-1] == again
    assert services(c) == [] and "Corte infantil: 10,00 €, hasta" not in t.text


@pytest.mark.parametrize("then", ["hai 3 anos que non veño", "levo 20 anos vindo aquí"])
def test_a_span_of_time_in_galician_books_no_cut(then):
    c = chat("peluqueria")
    c.say("quero un corte de pelo")
    t = c.say(then)
    assert t.texts[-1].endswith("¿Que corte queres: de muller, de home ou infantil?")
    assert services(c) == [] and "Con " not in t.text


@pytest.mark.parametrize("then, booked", [
    ("tiene 8 añitos", ["corte-infantil"]),
    ("con 7 años", ["corte-infantil"]),
    ("mi hijo tiene doce años", []),
])
def test_an_age_said_still_counts(then, booked):
    c = chat("peluqueria")
    c.say("quiero un corte de pelo")
    t = c.say(then)
    assert services(c) == booked
    if not booked:
        assert t.texts[-1] == PAST_ES.format(age=12)


# ---- 2. «both» after two people were handed: a short reply only, never an hour -----------------------------

@pytest.mark.parametrize("first, then, said", [
    (BOTH_ES, "después de las dos", "Apuntado: después de las 14:00." + PHONE_ES),
    (BOTH_ES, "a partir de las 2", "Apuntado: a partir de las 14:00." + PHONE_ES),
    (BOTH_GL, "desde as dúas", "Apuntado: a partir das 14:00." + PHONE_GL),
    (BOTH_GL, "despois das dúas", "Apuntado: despois das 14:00." + PHONE_GL),
])
def test_a_window_after_two_people_were_handed_is_passed_on(first, then, said):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.text == said and t.request["kind"] == "handoff"
    assert then in c.state["booking"]["note"]


@pytest.mark.parametrize("first, then", [
    (BOTH_ES, "gracias a los dos"),
    (BOTH_ES, "cada uno paga lo suyo"),
    (BOTH_ES, "las dos somos rubias"),
    (BOTH_GL, "as dúas temos o pelo longo"),
    (BOTH_GL, "cadanseu paga o seu"),
])
def test_a_sentence_about_both_is_not_the_same_for_each(first, then):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert "Apuntado:" not in t.text and "cada un" not in t.text


@pytest.mark.parametrize("first, then, said", [
    (BOTH_ES, "las dos", "Apuntado: lo mismo para cada una de las 2." + PHONE_ES),
    (BOTH_ES, "ambas", "Apuntado: lo mismo para cada una de las 2." + PHONE_ES),
    (BOTH_ES, "cada una de las dos", "Apuntado: lo mismo para cada una de las 2." + PHONE_ES),
    (BOTH_ES, "corte las dos", "Apuntado: corte para cada una de las 2." + PHONE_ES),
    ("quiero un corte para mí y para mi hijo", "los dos", "Apuntado: lo mismo para cada uno de los 2." + PHONE_ES),
    ("quiero un corte para mí y para mi hijo", "uno para cada uno",
     "Apuntado: lo mismo para cada uno de los 2." + PHONE_ES),
    (BOTH_GL, "as dúas", "Apuntado: o mesmo para cada unha das 2." + PHONE_GL),
    ("quero un corte para min e para o meu fillo", "cadanseu", "Apuntado: o mesmo para cada un dos 2." + PHONE_GL),
])
def test_both_is_said_back_in_its_gender(first, then, said):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.text == said and t.request["kind"] == "handoff"


@pytest.mark.parametrize("first, then, said", [
    (BOTH_ES, "a las dos", "Apuntado: a las 14:00." + PHONE_ES),
    (BOTH_GL, "ás dúas", "Apuntado: ás 14:00." + PHONE_GL),
])
def test_at_two_stays_the_hour(first, then, said):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.text == said and c.state["booking"]["min"] == 840


# ---- 3. an age after a handing: only for a service whose group has ages ------------------------------------

@pytest.mark.parametrize("slug, first, then", [
    ("restaurante", "mesa para 15 el sábado a las 14", "la terraza hace 2 años estaba genial"),
    ("peluqueria", BOTH_ES, "llevo 10 años viniendo"),
    ("peluqueria", BOTH_ES, "dentro de 2 años"),
    ("peluqueria", BOTH_GL, "levamos 10 anos vindo"),
])
def test_a_span_of_time_after_a_handing_is_no_age(slug, first, then):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert not t.text.startswith("Apuntado:") and " años." not in t.text and " anos." not in t.text


def test_children_of_an_age_at_a_table_are_more_people():
    c = chat("restaurante")
    c.say("mesa para 15 el sábado a las 14")
    t = c.say("vendrán 3 niños de 5 años")
    assert "Apuntado: 5 años" not in t.text
    assert c.state["booking"]["party"] == 18 and t.request["kind"] == "handoff"


@pytest.mark.parametrize("first, then, said", [
    (BOTH_ES, "la niña tiene 12", "Apuntado: 12 años." + PHONE_ES),
    (BOTH_ES, "la niña 12 años", "Apuntado: 12 años." + PHONE_ES),
    (BOTH_GL, "a nena ten 8 anos", "Apuntado: 8 anos." + PHONE_GL),
])
def test_an_age_after_two_people_at_the_salon_is_passed_on(first, then, said):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.text == said and c.state["booking"]["note"].endswith(then)


# ---- 4. an age corrected after the question was narrowed by age ---------------------------------------------

def test_a_younger_age_corrected_books_the_children_s_cut():
    c = chat("peluqueria")
    c.say("quiero un corte de pelo")
    c.say("es para mi hija de 12 años")
    t = c.say("perdona, tiene 8")
    assert t.texts[0] == "Apunto: corte infantil. Total 10,00 €; dura unos 20 minutos."
    assert t.texts[-1] == "¿Qué día te va bien?"
    assert services(c) == ["corte-infantil"]


def test_an_older_age_corrected_is_asked_with_it():
    c = chat("peluqueria")
    c.say("quiero un corte de pelo")
    c.say("es para mi hija de 12 años")
    t = c.say("no, perdona, tiene 14")
    assert t.texts[-1] == PAST_ES.format(age=14)
    assert services(c) == []


# ---- 5. «a mí y a mi marido … nos viene mejor»: one appointment, not two people --------------------------

@pytest.mark.parametrize("said, first", [
    ("quiero un corte de pelo, a mí y a mi marido por la tarde nos viene mejor", "Apunto: corte de hombre."),
    ("quiero un corte de pelo, a mí y a mi marido nos viene mejor por la tarde", "Apunto: corte de hombre."),
    ("quero un corte de pelo, a min e a meu home vainos mellor pola tarde", "Apunto: corte de home."),
])
def test_who_nos_is_said_of_is_no_second_person(said, first):
    c = chat("peluqueria")
    t = c.say(said)
    assert "Cada cita es para uno solo" not in t.text and "Cada cita é para un só" not in t.text
    assert t.texts[0].startswith(first) and t.request["kind"] == "booking"


@pytest.mark.parametrize("said", [
    "quiero cita para cortar el pelo a mí y a mi hija",
    "quero cortar o pelo a min e á miña filla",
])
def test_a_cut_for_me_and_my_daughter_stays_two_people(said):
    t = chat("peluqueria").say(said)
    assert t.texts[0].startswith(("Cada cita es para uno solo", "Cada cita é para un só"))
    assert t.request["kind"] == "handoff"
