"""«¿las rosas son rojas?», «a orquídea é branca?» were handed to a person though the florist's
descriptions say «Doce rosas rojas», «Phalaenopsis blanca»; Galician «que máis tedes?» answered «Non
temos máis no catálogo». A quality the description holds is answered with it; «máis» is no kind."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("question, said", [
    ("las rosas son rojas?", "Ramo de rosas: Doce rosas rojas con verde de temporada."),
    ("a orquidea e branca?", "Orquídea: Phalaenopsis branca de dúas varas."),
    ("¿la orquídea es blanca?", "Orquídea: Phalaenopsis blanca de dos varas."),
])
def test_a_quality_in_the_description(question, said):
    t = chat("floristeria").say(question)
    assert t.texts[0].startswith(said) and t.request is None


def test_a_quality_not_in_it_goes_to_a_person():
    t = chat("floristeria").say("la orquidea es roja?")
    assert t.request is not None and t.request["kind"] == "question"


@pytest.mark.parametrize("question", ["que mais tedes?", "e que máis hai?"])
def test_what_else_is_the_catalogue(question):
    c = chat()
    c.say("quero 4 croissants pra mañá")
    t = c.say(question)
    assert t.texts[0] == "Esta é a carta, con prezos e alérxenos:" and "Non temos" not in t.text
