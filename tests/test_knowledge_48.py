"""Knowledge questions (answered from the business's own texts, kb/*.md, with no model) that found
no section or the wrong one: Galician words the Spanish texts spell otherwise («galego», «deixar»,
«nenos», «mañá»), verb forms the texts never write («cancelamos», «llegar»), question-framing
verbs and size words («¿admitís grupos grandes?»), a delivery asked of a shop whose text says
orders are picked up, and the rule for cancelling asked with nothing in progress. A Galician
customer reading a section written only in Spanish is told so in Galician."""
import pytest

from tests.conversation import chat_with_knowledge

GL_LEAD = "Só o teño escrito en castelán:"


@pytest.mark.parametrize("slug, question, said", [
    ("libreria", "tedes libros en galego?", "La mitad de nuestros libros son en gallego"),
    ("libreria", "teñen libros en galego", "La mitad de nuestros libros son en gallego"),
    ("peluqueria", "cortades o pelo a nenos pequenos?", "a partir de dos años"),
    ("peluqueria", "cortádeslle o pelo aos nenos?", "a partir de dos años"),
    ("taller", "podo deixar a bici pola mañá e recollela pola tarde?", "Puedes dejar la bici por la mañana"),
    ("taller", "podo deixar a bicicleta pola mana?", "Puedes dejar la bici por la mañana"),
    ("restaurante", "admitides grupos grandes? somos moitos", "grupos de hasta 12 personas"),
    ("restaurante", "se non podemos ir, como cancelamos?", "Guardamos la mesa quince minutos"),
    ("libreria", "canto tarda en chegar un libro que non tedes?", "3 días laborables"),
    ("floristeria", "levadesmo a casa?", "los encargos se recogen en la tienda"),
])
def test_a_galician_question_finds_the_spanish_section_and_says_it_is_quoted(tmp_path, slug, question, said):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(question)
    assert t.text.startswith(GL_LEAD) and said in t.text, t.text
    assert not c.requests


@pytest.mark.parametrize("slug, question, said", [
    ("restaurante", "admitis grupos grandes?", "grupos de hasta 12 personas"),
    ("restaurante", "aceptais grupos numerosos", "grupos de hasta 12 personas"),
    ("restaurante", "si no podemos ir como cancelamos?", "Guardamos la mesa quince minutos"),
    ("libreria", "cuanto tarda en llegar un libro que no teneis?", "3 días laborables"),
    ("libreria", "cuánto tardan en llegar los libros que pedís?", "3 días laborables"),
    ("peluqueria", "que tintes usais? soy alergica", "prueba de sensibilidad 48 horas antes"),
    ("peluqueria", "soy alergico, que tintes usan?", "prueba de sensibilidad 48 horas antes"),
    ("floristeria", "me lo llevais a casa?", "los encargos se recogen en la tienda"),
    ("floristeria", "me lo podeis llevar a casa?", "los encargos se recogen en la tienda"),
])
def test_a_spanish_question_finds_its_section(tmp_path, slug, question, said):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(question)
    assert said in t.text and GL_LEAD not in t.text, t.text
    assert not c.requests


def test_a_delivery_asked_mid_order_is_answered_and_the_order_stays(tmp_path):
    c = chat_with_knowledge("floristeria", tmp_path)
    c.say("quiero un ramo de rosas para el lunes")
    t = c.say("me lo podeis llevar a casa?")
    assert "los encargos se recogen en la tienda" in t.text
    assert t.texts[-1] == "¿A qué hora lo recoges el lunes 2 de noviembre?"
    assert c.order["lines"] == [{"item_id": "ramo-rosas", "qty": 1, "options": {}}] and c.order["ymd"] == "2026-11-02"


@pytest.mark.parametrize("question, said", [
    ("hasta cuando puedo cancelar un encargo sin pagar?", "Puedes cancelar sin coste hasta 24 horas antes"),
    ("¿puedo cancelar un encargo?", "Puedes cancelar sin coste hasta 24 horas antes"),
    ("ata cando podo cancelar unha encomenda?", "Podes cancelar sen custo ata 24 horas antes"),
    ("podo anular un pedido?", "Podes cancelar sen custo ata 24 horas antes"),
])
def test_the_rule_for_cancelling_is_answered_with_nothing_in_progress(tmp_path, question, said):
    c = chat_with_knowledge("", tmp_path)
    t = c.say(question)
    assert said in t.text and "no veo nada tuyo" not in t.text and "non vexo" not in t.text, t.text


def test_a_galician_chat_reading_a_galician_section_gets_no_lead_in(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    t = c.say("pódense conxelar as tartas?")
    assert t.text.startswith("A maioría das tartas pódense conxelar") and GL_LEAD not in t.text


# What must not change: a request to cancel still cancels; questions that found their section still do.
def test_cancel_the_order_in_progress_still_cancels(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    c.say("quiero 4 croissants para mañana a las 10")
    t = c.say("cancela el pedido")
    assert "sin enviar" in t.text and not c.order.get("lines")


@pytest.mark.parametrize("slug, question, said", [
    ("libreria", "teneis libros en gallego?", "La mitad de nuestros libros son en gallego"),
    ("libreria", "hacéis envíos?", "No hacemos envíos a domicilio"),
    ("taller", "alquilais bicis?", "No alquilamos bicicletas"),
    ("taller", "reparais baterias de bicis electricas?", "no reparamos baterías ni motores"),
    ("peluqueria", "tenéis parking?", "No tenemos aparcamiento"),
    ("", "¿Puedo llevar una tarta en el coche una hora?", "coche"),
])
def test_questions_that_found_their_section_still_do(tmp_path, slug, question, said):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(question)
    assert said in t.text, t.text


@pytest.mark.parametrize("slug, question", [
    ("libreria", "teneis wifi?"), ("restaurante", "se puede fumar en la terraza grande?"),
    ("floristeria", "tenéis aparcamiento grande?"),
])
def test_what_the_texts_do_not_say_still_goes_to_a_person(tmp_path, slug, question):
    c = chat_with_knowledge(slug, tmp_path)
    t = c.say(question)
    assert "no lo tengo claro" in t.text, t.text
