"""A group of services told apart by who it is for: «cortar el pelo a mi hijo», «soy chico», «para mi
mujer» choose the candidate the dataset's `hints` point to (before: «¿Qué corte
quieres…?» again). A person asked for at a time they do not work gets their hours that day;
«después del cole» is the afternoon. Both languages."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("cita para cortar el pelo a mi hijo el viernes", "Apunto: corte infantil el viernes 6 de noviembre."),
    ("corte para mi niña de 5 años el sabado", "Apunto: corte infantil el sábado 7 de noviembre."),
    ("corte para mi nina el sabado", "Apunto: corte infantil el sábado 7 de noviembre."),
    ("quiero cortarme el pelo, soy chico, el vier x la tarde", "Apunto: corte de hombre el viernes 6 de noviembre."),
    ("quero cortar o pelo ao meu fillo o venres", "Apunto: corte infantil o venres 6 de novembro."),
    ("un corte para mi mujer el sabado", "Apunto: corte de mujer el sábado 7 de noviembre."),
])
def test_who_it_is_for_chooses_the_service(text, said):
    t = chat("peluqueria").say(text)
    assert said in t.text
    assert "¿Qué corte quieres" not in t.text and "Que corte queres" not in t.text


@pytest.mark.parametrize("text", ["quiero un corte el viernes", "corte para mi hijo y para mi mujer el viernes"])
def test_no_hint_or_two_hints_still_ask(text):
    assert "¿Qué corte quieres: de mujer, de hombre o infantil?" in chat("peluqueria").say(text).text


@pytest.mark.parametrize("text, said", [
    ("corte de pelo con Iago el martes a las 11",
     "A las 11:00 Iago no trabaja: el martes 3 de noviembre está de 15:00 a 20:00."),
    ("quero cita con Iago o martes ás 11 para a barba",
     "Ás 11:00 Iago non traballa: o martes 3 de novembro está de 15:00 a 20:00."),
    ("cita con Marta el martes a las 15 para un tinte",
     "A las 15:00 Marta no trabaja: el martes 3 de noviembre está de 10:00 a 14:00 y de 16:00 a 20:00."),
])
def test_a_person_asked_when_they_do_not_work_gets_their_hours(text, said):
    assert said in chat("peluqueria").say(text).text


@pytest.mark.parametrize("text, first", [
    ("corte de niño el viernes después del cole", "17:00"),
    ("corte infantil el viernes despues del colegio", "17:00"),
])
def test_after_school_is_the_afternoon(text, first):
    t = chat("peluqueria").say(text)
    assert t.chip_labels[0] == first


@pytest.mark.parametrize("text", ["hombre, pues quiero un corte", "home, quero un corte", "mujer, quiero un corte",
                                  "buenos dias señora, quiero un corte", "voy con mi marido, yo quiero un corte",
                                  "quiero cortarme el pelo como mi hijo"])
def test_a_hint_word_that_is_not_who_it_is_for_still_asks(text):
    t = chat("peluqueria").say(text)
    assert "¿Qué corte quieres" in t.text or "Que corte queres" in t.text


@pytest.mark.parametrize("text, said", [
    ("una bica para mi madre y otra para mi suegra", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("quero unha bica pra miña nai e outra pra min", "Apunto: 2 × Bica gallega. Total 18,00 €."),
    ("2 croissants para mi y otro para mi hijo", "Apunto: 3 × Croissant de mantequilla. Total 5,40 €."),
])
def test_another_one_for_someone_is_one_more(text, said):
    assert said in chat().say(text).text


@pytest.mark.parametrize("text, said", [
    ("una bica para mi madre y otra cosa te pregunto", "Apunto: 1 × Bica gallega."),
    ("una bica y un croissant para mi madre", "Apunto: 1 × Bica gallega y 1 × Croissant de mantequilla."),
])
def test_no_other_one_is_no_more(text, said):
    assert said in chat().say(text).text


@pytest.mark.parametrize("text, n", [
    ("un corte para mi hijo y otro para mí", "2"),
    ("quero un corte pra meu fillo e outro pra min", "2"),
])
def test_one_appointment_each_goes_to_a_person(text, n):
    t = chat("peluqueria").say(text)
    assert f"para {n} a la vez" in t.text or f"para {n} á vez" in t.text
