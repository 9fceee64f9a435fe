"""Stop 63 (a price answer says what was asked, nothing more): «¿cuánto cuestan las X de freno?» is no «cuesta
frenar» symptom (the price's own verb tells no problem), so no service is added to the total; «¿qué precio tiene
X y cuánto tarda?», «¿cuánto vale arreglar un X y cambiar las Y?» are answered from the data whole, and no text
of the knowledge is added for a part the data answered."""
from __future__ import annotations

import pytest

from tests.conversation import chat_with_knowledge


def _say(slug: str, text: str, tmp_path):
    return chat_with_knowledge(slug, tmp_path).say(text)


@pytest.mark.parametrize("text,said", [
    ("cuanto cuestan las pastillas de freno y la cubierta",
     "Pastillas de freno: 15,00 €. Cubierta urbana: 29,00 €. En total, 44,00 €."),
    ("cuanto cuestan las pastiyas de freno y la cubierta", "En total, 44,00 €."),
    ("canto custan as pastillas de freo e a cuberta?", "Pastillas de freo: 15,00 €. Cuberta urbana: 29,00 €. "
                                                       "En total, 44,00 €."),
    ("canto custan as pastillas de freo?", "Pastillas de freo: 15,00 €."),
    ("cuanto cuestan las pastillas de freno?", "Pastillas de freno: 15,00 €."),
    ("kuanto kuestan las pastillas de freno", "Pastillas de freno: 15,00 €."),
    ("q cuestan las pastillas de freno", "Pastillas de freno: 15,00 €."),
])
def test_the_price_verb_tells_no_problem(text, said, tmp_path):
    t = _say("taller", text, tmp_path)
    assert said in t.text, t.text
    assert "Ajuste" not in t.text and "Axuste" not in t.text
    assert not any(label.startswith("Pedir cita") for label in t.chip_labels)


@pytest.mark.parametrize("text,said", [
    ("me cuesta frenar, cuanto cuesta arreglarlo?", "Ajuste de frenos: 18,00 €."),
    ("custame frear, canto custa?", "Axuste de freos: 18,00 €."),
])
def test_a_problem_told_beside_the_price_is_still_read(text, said, tmp_path):
    assert said in _say("taller", text, tmp_path).text


@pytest.mark.parametrize("slug,text,said", [
    ("taller", "q precio tiene el centrado de rueda y cuanto tarda", ["Centrado de rueda: 20,00 €.", "40 minutos"]),
    ("taller", "q precio tiene el centrado de rueda y cuanto tardais", ["Centrado de rueda: 20,00 €.", "40 minutos"]),
    ("taller", "canto custa o centrado de roda e canto tarda?", ["Centrado de roda: 20,00 €.", "40 minutos"]),
    ("taller", "cuanto vale arreglar un pinchazo y cambiar las pastillas",
     ["Reparar pinchazo: 12,00 €. Pastillas de freno: 15,00 €. En total, 27,00 €."]),
    ("peluqueria", "cuanto cuesta el tinte y cuanto tarda?", ["Tinte: 35,00 €.", "60 minutos"]),
    ("peluqueria", "canto custa a barba e canto tarda?", ["Arranxo de barba: 9,00 €.", "20 minutos"]),
])
def test_what_the_data_answered_adds_no_text(slug, text, said, tmp_path):
    t = _say(slug, text, tmp_path)
    assert all(x in t.text for x in said), t.text
    assert len(t.texts) == len(said)
    assert "baterías" not in t.text and "Uxía" not in t.text


@pytest.mark.parametrize("text,price,said", [
    ("cuanto cuesta un pinchazo y aceptais tarjeta?", "Reparar pinchazo: 12,00 €.", "con tarjeta o en efectivo"),
    ("cuanto cuesta la revision y se puede dejar la bici por la mañana?", "Revisión completa: 35,00 €.",
     "Puedes dejar la bici por la mañana"),
    ("cuanto cuesta un pinchazo y arreglais baterias?", "Reparar pinchazo: 12,00 €.", "no reparamos baterías"),
])
def test_a_question_the_data_does_not_answer_still_gets_the_text(text, price, said, tmp_path):
    t = _say("taller", text, tmp_path)
    assert price in t.text and said in t.text, t.text
