"""More people named beside a service, where each appointment is one person's (the salon).
Before: «corte de hombre el martes y 2 más para mis hijos» read «Apunto: corte de hombre el martes 3 de
noviembre… ¿Con quién quieres la cita?»: the children's two cuts dropped in silence; said after the
service was held («corte de hombre el martes», then «y 2 más para mis hijos»), «Para seguir necesito que
me digas una de estas opciones…».
Now they are read as the salon reads «corte de hombre y otro para mi hijo»: «Cada cita es para uno solo:
para 3 a la vez prefiero que lo organice una persona de Salón Lume. Le paso tu mensaje…», the customer's
words handed on with the request. A workshop (a service per thing brought, not per person) and «más
tarde» keep today's behaviour."""
import pytest

from tests.conversation import chat

GROUP = {"es": "Cada cita es para uno solo: para {n} a la vez prefiero que lo organice una persona de Salón Lume",
         "gl": "Cada cita é para un só: para {n} á vez prefiro que o organice unha persoa de Salón Lume"}


@pytest.mark.parametrize("said, lang, n", [
    ("corte de hombre el martes y 2 más para mis hijos", "es", 3),
    ("corte de hombre el martes y 2 mas para mis hijos", "es", 3),
    ("korte de ombre el martes y 2 mas para mis hijos", "es", 3),
    ("corte de hombre el martes y dos más", "es", 3),
    ("corte de hombre el martes y otros dos para mis hijos", "es", 3),
    ("corte de mujer el viernes y 2 más para mis hijas", "es", 3),
    ("corte de hombre el martes y 3 más para mis sobrinos", "es", 4),
    ("corte de home o martes e dous máis pros meus fillos", "gl", 3),
    ("corte de home o martes e dous mais pros nenos", "gl", 3),
])
def test_more_people_beside_the_service_are_handed_on(said, lang, n):
    c = chat("peluqueria")
    t = c.say(said)
    assert GROUP[lang].format(n=n) in t.text
    assert t.request["kind"] == "handoff"
    assert said in t.request["data"]["said"]


@pytest.mark.parametrize("held, more, lang, n", [
    ("corte de hombre el martes", "y 2 más para mis hijos", "es", 3),
    ("corte de hombre el martes", "y 2 más", "es", 3),
    ("corte de hombre el martes", "y dos mas pa mis hijos", "es", 3),
    ("corte de home o martes", "e dous máis pros nenos", "gl", 3),
])
def test_more_people_said_after_the_service_are_handed_on(held, more, lang, n):
    c = chat("peluqueria")
    c.say(held)
    t = c.say(more)
    assert GROUP[lang].format(n=n) in t.text
    assert t.request["kind"] == "handoff"
    assert t.request["data"]["said"][-1] == more


@pytest.mark.parametrize("slug, said, asked", [
    ("peluqueria", "corte de hombre para mi hijo el martes", "¿Con quién quieres la cita?"),
    ("peluqueria", "corte de hombre el martes", "¿Con quién quieres la cita?"),
    ("taller", "quiero una revisión el martes y 2 más", "¿A qué hora te va bien el martes 3 de noviembre?"),
])
def test_one_person_or_a_workshop_keeps_todays_behaviour(slug, said, asked):
    c = chat(slug)
    t = c.say(said)
    assert "Cada cita es para uno solo" not in t.text
    assert t.texts[-1].startswith(asked)
