"""«¿Para qué necesitas mi teléfono?», «¿pra que queredes o nome?»: why it is asked, then the
question again; never the shop's own phone, nor a question for a person."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("steps, said, asked", [
    (["quiero 3 palmeras para el martes a las 10", "Ana", "para que necesitas el telefono?"],
     "Solo para que el local pueda avisarte si hay algún problema", "¿Y un teléfono de contacto?"),
    (["quiero 3 palmeras para el martes a las 10", "para que necesitas el nombre?"],
     "Para que el local sepa de quién es", "¿A nombre de quién lo preparo?"),
    (["quero 3 palmeiras para o martes ás 10", "Ana", "pra que queres o meu número?"],
     "Só para que o local poida avisarte", "¿E un teléfono de contacto?"),
])
def test_why_the_contact_is_asked(steps, said, asked):
    c = chat()
    for m in steps:
        t = c.say(m)
    assert t.texts[0].startswith(said) and asked in t.text
    assert "981 000 404" not in t.text and not c.state["order"].get("questions")


def test_why_the_phone_with_nothing_open_starts_nothing():
    c = chat("restaurante")
    t = c.say("para que queredes o teléfono?")
    assert t.text == "Só para que o local poida avisarte se hai algún problema; non se usa para nada máis."
    assert t.request is None
