"""«La bici hace un ruido raro al frenar» booked two services (the brakes for «ruido al frenar» and
a full check for «ruido raro», the same noise) and said «No tengo «ruido» en el catálogo». A symptom
whose words a longer one already used is the same complaint; the words of a symptom are no thing
the catalogue lacks. Two symptoms told apart still book two services."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("first, said", [
    ("la bici hace un ruido raro al frenar, quiero cita para el lunes a las 12",
     "Apunto: ajuste de frenos el lunes 2 de noviembre a las 12:00. Total 18,00 €; dura unos 30 minutos."),
    ("la bici hace un ruido raro al frenar cita lunes a las 12",
     "Apunto: ajuste de frenos el lunes 2 de noviembre a las 12:00. Total 18,00 €; dura unos 30 minutos."),
    ("a bici fai un ruído raro, cita o luns ás 12",
     "Apunto: revisión completa o luns 2 de novembro ás 12:00. Total 35,00 €; dura uns 60 minutos."),
])
def test_one_noise_is_one_service(first, said):
    c = chat("taller")
    t = c.say(first)
    assert t.texts[0] == said
    assert "catálogo" not in t.text
    assert len(c.state["booking"]["services"]) == 1


def test_two_symptoms_told_apart_are_two_services():
    c = chat("taller")
    c.say("la cadena se sale y los frenos chirrian, cita el lunes a las 12")
    assert sorted(c.state["booking"]["services"]) == ["cambio", "frenos"]


@pytest.mark.parametrize("first, note", [
    ("la bici hace un ruido raro al frenar, quiero cita para el lunes a las 12", "la bici hace un ruido raro al frenar"),
    ("quiero cita para el lunes a las 12, la bici hace un ruido raro al frenar", "la bici hace un ruido raro al frenar"),
    ("a bici fai un ruído raro. Cita o luns ás 12", "a bici fai un ruído raro"),
])
def test_the_note_is_the_problem_not_the_request(first, note):
    c = chat("taller")
    c.say(first)
    assert c.state["booking"]["notes_said"] == [note]
