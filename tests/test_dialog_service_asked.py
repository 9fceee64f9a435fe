"""A service asked for as a question — «¿me ajustáis los frenos el jueves?», «¿podéis mirarme
los frenos?», «¿cuándo me la podéis ver?» — starts the appointment (before: passed to a person).
A question about it («¿me dices cuánto cuesta…?», «¿me recomendáis…?») stays a question. Both
languages."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("¿me ajustáis los frenos el jueves por la tarde?", "Apunto: ajuste de frenos el jueves 5 de noviembre."),
    ("me ajustais los frenos el jueves?", "Apunto: ajuste de frenos el jueves 5 de noviembre."),
    ("¿me arregláis los frenos?", "Apunto: ajuste de frenos."),
    ("¿podéis mirarme los frenos el jueves?", "Apunto: ajuste de frenos el jueves 5 de noviembre."),
    ("tengo la rueda torcida, ¿cuándo me la podéis ver?", "Apunto: centrado de rueda."),
    ("axustádesme os freos o xoves?", "Apunto: axuste de freos o xoves 5 de novembro."),
    ("podedes mirarme os freos o xoves?", "Apunto: axuste de freos o xoves 5 de novembro."),
])
def test_a_service_asked_for_starts_the_appointment(text, said):
    t = chat("taller").say(text)
    assert said in t.text
    assert "prefiero no inventarlo" not in t.text and "prefiro non inventalo" not in t.text


@pytest.mark.parametrize("text, said", [
    ("¿me dices cuánto cuesta el ajuste de frenos?", "Ajuste de frenos: 18,00 €."),
    ("¿me recomendáis la revisión completa?", ""),
])
def test_a_question_about_a_service_stays_a_question(text, said):
    t = chat("taller").say(text)
    assert said in t.text and "Apunto" not in t.text


@pytest.mark.parametrize("text", ["¿me enseñáis a arreglar un pinchazo?", "¿me aconsejáis una revisión?"])
def test_asking_for_help_or_advice_books_nothing(text):
    assert "Apunto" not in chat("taller").say(text).text


@pytest.mark.parametrize("text, said", [
    ("¿me cortáis el pelo el jueves?", "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("cortádesme o pelo o xoves?", "¿Que corte queres: de muller, de home ou infantil?"),
    ("¿me cortáis el pelo a mi hijo el jueves?", "Apunto: corte infantil el jueves 5 de noviembre."),
])
def test_a_cut_asked_for_as_a_question_starts_the_appointment(text, said):
    t = chat("peluqueria").say(text)
    assert said in t.text and "prefiero no inventarlo" not in t.text and "prefiro non" not in t.text
