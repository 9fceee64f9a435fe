"""«¿Qué días abrís?» gets the week, not today; «¿qué días trabaja?» after «cita con Marta» is
Marta's week; «¿cuánto tarda Marta en hacer mechas?» gives the time; a person's or the business's
split day says when they are back. Both languages."""
import pytest

from tests.conversation import chat

BAKERY_WEEK = ("Abrimos los martes, miércoles, jueves, viernes y sábados de 09:00 a 14:00 y de 16:30 a 20:00; "
               "los domingos de 09:30 a 14:00. Cerramos los lunes.")


@pytest.mark.parametrize("text", ["¿qué días abrís?", "que dias abris", "QUE DIAS ABRÍS??", "horario de la semana?",
                                  "cual es el horario semanal?", "q dias abris?"])
def test_which_days_gets_the_week(text):
    assert chat().say(text).text == BAKERY_WEEK


@pytest.mark.parametrize("text", ["que dias abrides?", "cales días abrides?", "cal é o voso horario da semana?"])
def test_which_days_gets_the_week_in_galician(text):
    assert chat().say(text).text == ("Abrimos os martes, mércores, xoves, venres e sábados de 09:00 a 14:00 e de "
                                     "16:30 a 20:00; os domingos de 09:30 a 14:00. Pechamos os luns.")


@pytest.mark.parametrize("text, said", [
    ("abris el martes?", "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("a que hora abris hoy?", "Hoy abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("que dias cerrais?", "Cerramos los lunes."),
])
def test_a_day_s_hours_stay_that_day_s(text, said):
    assert chat().say(text).text.startswith(said)


@pytest.mark.parametrize("first, question, said", [
    ("quiero cita con Marta", "¿qué días trabaja?", "Marta trabaja los martes, miércoles, jueves y viernes de 10:00"),
    ("quiero cita con Marta", "y cuando trabaja?", "Marta trabaja los martes"),
    ("quero cita con Iago", "que dias traballa?", "Iago traballa os martes de 15:00 a 20:00"),
])
def test_which_days_he_or_she_works_is_the_person_of_the_booking(first, question, said):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(question)
    assert t.text.startswith(said)
    assert "servicio" in t.text or "servizo" in t.text       # the booking's question follows


def test_which_days_you_work_is_the_business_even_with_a_person_held():
    c = chat("peluqueria")
    c.say("quiero cita con Marta")
    assert c.say("¿qué días trabajáis?").text.startswith("Abrimos los martes, miércoles, jueves y viernes")


@pytest.mark.parametrize("text, said", [
    ("¿Cuánto tarda Marta en hacer unas mechas?", "Mechas duran unos 90 minutos."),
    ("cuanto tiempo le lleva a iago un corte de hombre", "Corte de hombre dura unos 30 minutos."),
    ("canto tarda marta en facer unhas mechas?", "Mechas duran uns 90 minutos."),
])
def test_how_long_a_person_takes_gives_the_time(text, said):
    assert said in chat("peluqueria").say(text).text


def test_how_long_for_what_a_person_does_not_do_names_who_does():
    t = chat("peluqueria").say("cuanto tarda iago en hacer mechas?")
    assert t.text == "No, Iago no hace mechas; lo hace Marta."


@pytest.mark.parametrize("slug, text, said", [
    ("peluqueria", "cita con Marta el martes a las 13:45 para un corte de mujer",
     "A las 13:45 ya no da tiempo: Marta termina a las 14:00 y vuelve a las 16:00."),
    ("peluqueria", "quero cita con Marta o martes ás 13:45 para un corte de muller",
     "Ás 13:45 xa non dá tempo: Marta remata ás 14:00 e volve ás 16:00."),
    ("peluqueria", "cita con Iago el martes a las 19:45 para un corte de hombre",
     "A las 19:45 ya no da tiempo antes del cierre (20:00). Las horas"),
    ("restaurante", "mesa para 2 el sabado a las 15:50",
     "A las 15:50 ya no da tiempo antes del cierre (16:00); volvemos a abrir a las 20:00."),
])
def test_a_time_too_late_for_the_morning_says_when_it_opens_again(slug, text, said):
    assert said in chat(slug).say(text).text
