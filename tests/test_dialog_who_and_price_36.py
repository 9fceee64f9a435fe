"""«¿Quién hace X y cuánto cuesta?», «canto custan as X e quen as fai?»: who does it, and its price
or its duration, in one answer (the price was dropped)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, who, also", [
    ("canto custan as mechas e quen as fai?", "Mechas: faino Marta.", "55,00 €"),
    ("¿quién hace las mechas y cuánto cuestan?", "Mechas: lo hace Marta.", "55,00 €"),
    ("cuanto vale el corte de hombre y quien lo hace", "lo hacen Marta e Iago", "14,00 €"),
    ("quien hace el tinte y cuanto tarda?", "Tinte: lo hace Marta.", "60 minutos"),
    ("quen fai o tinte e canto dura", "Tinte: faino Marta.", "60 minutos"),
])
def test_who_and_what_else_was_asked(said, who, also):
    t = chat("peluqueria").say(said)
    assert who in t.text and also in t.text
    assert any(label.startswith("Cita:") for label in t.chip_labels)


def test_who_alone_says_no_price():
    t = chat("peluqueria").say("quen fai as mechas?")
    assert "Marta" in t.text and "€" not in t.text
