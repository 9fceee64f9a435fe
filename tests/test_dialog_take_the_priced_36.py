"""Right after a price: «ok pues quiero la mediana para el miércoles», «venga, una para el martes»,
«ok pues uno el viernes a las 6» take the one just priced (it said «Perfecto» and wrote nothing)."""
import pytest

from tests.conversation import chat_with_knowledge


@pytest.mark.parametrize("slug, asked, then, start", [
    ("", "cuanto vale la tarta de queso?", "ok pues quiero la mediana para el miercoles",
     "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("", "cuanto vale la tarta de queso?", "pues quiero la de 12 para el miercoles",
     "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("", "cuanto vale la bica?", "venga, una para el martes", "Apunto: 1 × Bica gallega. Total 9,00 €."),
    ("", "canto custa a bica?", "dale, unha para o martes", "Apunto: 1 × Bica gallega. Total 9,00 €."),
    ("peluqueria", "cuanto cuesta el corte de hombre?", "ok pues uno el viernes a las 6",
     "Apunto: corte de hombre el viernes 6 de noviembre a las 18:00."),
    ("taller", "canto custa a revisión?", "ok pois unha para o martes",
     "Apunto: revisión completa o martes 3 de novembro."),
    ("floristeria", "cuanto vale el ramo de temporada?", "venga pues uno para el lunes",
     "Apunto: 1 × Ramo de temporada. Total 28,00 €."),
])
def test_the_one_just_priced_is_taken(tmp_path, slug, asked, then, start):
    c = chat_with_knowledge(slug, tmp_path)
    c.say(asked)
    t = c.say(then)
    assert t.text.startswith(start) and "Perfecto" not in t.text


def test_ok_alone_is_still_an_acknowledgement(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    c.say("cuanto vale la bica?")
    t = c.say("ok")
    assert "Apunto" not in t.text and not c.order["lines"]
