"""«¿me lo podéis mandar por correo?» was read as asking for the business's e-mail: «por correo» is
by post, a shipping question that the business's texts answer («No hacemos envíos…»). Its e-mail
is still the answer to «¿tenéis correo?» and «¿os puedo escribir por correo?»."""
import pytest

from tests.conversation import chat_with_knowledge

NO_SHIPPING = "No hacemos envíos a domicilio"


@pytest.mark.parametrize("text", [
    "¿me lo podéis mandar por correo?", "me lo enviais por correo?", "mandádesmo por correo?",
    "¿lo mandáis a casa?", "se puede enviar por correo?",
])
def test_by_post_is_shipping(tmp_path, text):
    t = chat_with_knowledge("libreria", tmp_path).say(text)
    assert t.texts[0].removeprefix("Só o teño escrito en castelán: ").startswith(NO_SHIPPING)
    assert "ola@andel.example" not in t.text


@pytest.mark.parametrize("text", ["¿tenéis correo?", "¿os puedo escribir por correo?", "cual es vuestro correo electronico",
                                  "¿me lo mandáis por correo electrónico?"])
def test_the_email_is_still_the_contact(tmp_path, text):
    t = chat_with_knowledge("libreria", tmp_path).say(text)
    assert "ola@andel.example" in t.texts[0]
