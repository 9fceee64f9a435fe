"""Courtesies and sign-offs beside a request («un saludo», «un abrazo», «un saúdo», «unha aperta», «un
bico», «un cordial saludo») are never a thing not sold: «un saludo, croissants para mañana» used to
get «No tengo «saludo» en la carta.» before the order; now only the order is taken. A thing not sold
said beside it is still said so."""
import pytest

from tests.conversation import Conversation, chat


@pytest.mark.parametrize("said, first", [
    ("un saludo, croissants para mañana", "Apunto: Croissant de mantequilla."),
    ("saludos, quiero 6 croissants para mañana", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("quiero 6 croissants para mañana, un abrazo", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("gracias de antemano, 6 croissants para mañana", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("6 croissants para mañana, un saludo cordial", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("un cordial saludo, 6 croissants para mañana", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("un fuerte abrazo y 6 croissants para mañana", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("6 croissants para mañana, un beso", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("un sludo, 6 croissants para mañana", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("un saluo, 6 croissants para mañana", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("un saúdo, quero 6 croissants para mañá", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("un saudo, quero 6 croissants para mana", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("apertas, 6 croissants para mañá", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("unha aperta, 6 croissants para mañá", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("quero 6 croissants para mañá, unha forte aperta", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("6 croissants para mañá, un bico", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("bo día, 6 croissants para mañá", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
    ("boas tardes, quero 6 croissants", "Apunto: 6 × Croissant de mantequilla. Total 10,80 €."),
])
def test_bakery_courtesy_is_no_product(said, first):
    t = Conversation().say(said)
    assert t.texts[0] == first
    assert not any("en la carta" in text or "na carta" in text for text in t.texts)


@pytest.mark.parametrize("said, unknown", [
    ("quiero un bocadillo y 6 croissants", "No tengo «bocadillo» en la carta."),
    ("un saludo, quiero un bocadillo y 6 croissants", "No tengo «bocadillo» en la carta."),
    ("quero un bocadillo e 6 croissants, unha aperta", "Non teño «bocadillo» na carta."),
])
def test_a_thing_not_sold_beside_it_still_said(said, unknown):
    t = Conversation().say(said)
    assert t.texts[0] == unknown


@pytest.mark.parametrize("slug, said, first", [
    ("peluqueria", "un saludo, quiero cita el martes", "Apunto: cita el martes 3 de noviembre."),
    ("peluqueria", "un saúdo, quero cita o martes", "Apunto: cita o martes 3 de novembro."),
    ("restaurante", "un abrazo, reserva para 4 el sábado", "Apunto: reserva para 4 personas el sábado 7 de noviembre."),
    ("restaurante", "unha aperta, queremos mesa para 4 o sábado",
     "Apunto: reserva para 4 persoas o sábado 7 de novembro."),
    ("floristeria", "un saludo, quiero un ramo de rosas", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("floristeria", "quero un ramo de rosas, un bico", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
])
def test_other_businesses(slug, said, first):
    t = chat(slug).say(said)
    assert t.texts[0] == first


@pytest.mark.parametrize("said, question", [
    ("a las 10, un saludo", "¿A nombre de quién lo preparo?"),
    ("a las 10, un abrazo", "¿A nombre de quién lo preparo?"),
])
def test_sign_off_mid_order(said, question):
    c = Conversation()
    c.say("quiero 6 croissants para el martes")
    t = c.say(said)
    assert t.texts[-1] == question
