"""A closed day said before another question (the service, the person, the size) gave no way on:
«El domingo 1 de noviembre no abrimos.» and then «¿Con quién quieres la cita?». It now says the
next day the business opens; when the day question comes at once its buttons show the open days."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, text, said", [
    ("peluqueria", "quiero un corte de hombre el domingo",
     "El domingo 1 de noviembre no abrimos; te propongo el martes 3 de noviembre, el siguiente día que abrimos "
     "(si prefieres otro día, dímelo)."),
    ("peluqueria", "kiero un corte de hombre el lunes",
     "El lunes 2 de noviembre no abrimos; te propongo el martes 3 de noviembre, el siguiente día que abrimos "
     "(si prefieres otro día, dímelo)."),
    ("peluqueria", "quero un corte de home o luns",
     "O luns 2 de novembro non abrimos; propóñoche o martes 3 de novembro, o seguinte día que abrimos "
     "(se prefires outro día, dimo)."),
    ("taller", "quiero cita para el domingo",
     "El domingo 1 de noviembre no abrimos; te propongo el lunes 2 de noviembre, el siguiente día que abrimos "
     "(si prefieres otro día, dímelo)."),
    ("", "quiero una tarta de queso para el lunes",
     "El lunes 2 de noviembre no abrimos; te propongo el martes 3 de noviembre, el siguiente día que abrimos "
     "(si prefieres otro día, dímelo)."),
])
def test_the_next_open_day_is_said(slug, text, said):
    t = chat(slug).say(text)
    assert said in t.texts
    assert t.texts[-1].startswith("¿")


def test_the_day_question_at_once_keeps_its_buttons():
    t = chat("restaurante").say("mesa para 2 el lunes")
    assert "El lunes 2 de noviembre no abrimos. ¿Qué día te va bien?" in t.texts
    assert "mar 3 nov" in t.chip_labels and "lun 2 nov" not in t.chip_labels
