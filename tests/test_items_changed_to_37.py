"""«Cámbialo a peinado» mid-appointment was not read (the service named after «cámbialo a» was taken
for the one going away): what comes after «a», with no «por» later, is what it becomes."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("slug, first, then, said", [
    ("peluqueria", "cita para tinte el miercoles a las 17", "cambialo a peinado",
     "Apunto: peinado el miércoles 4 de noviembre a las 17:00. Total 18,00 €"),
    ("peluqueria", "cita para tinte el miercoles a las 17", "cámbialo a corte de mujer",
     "Apunto: corte de mujer el miércoles 4 de noviembre a las 17:00. Total 22,00 €"),
    ("peluqueria", "corte de home co iago o xoves ás 12", "cámbiao a barba",
     "Apunto: arranxo de barba con Iago o xoves 5 de novembro ás 12:00. Total 9,00 €"),
    ("taller", "cita para revision el lunes a las 10", "cambialo a centrar la rueda",
     "Apunto: centrado de rueda el lunes 2 de noviembre a las 10:00. Total 20,00 €"),
])
def test_the_service_after_changed_to_replaces_the_one_held(slug, first, then, said):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert t.text.startswith(said), t.text
    assert len(c.state["booking"]["services"]) == 1


def test_at_the_note_step_it_is_a_change_not_a_note():
    c = chat("peluqueria")
    for text in ["cita para tinte el miercoles a las 17", "Ana", "666555444"]:
        c.say(text)
    t = c.say("cambialo a peinado")
    assert t.text.startswith("Apunto: peinado el miércoles") and not c.state["booking"].get("note")


def test_galician_article_before_por_is_still_what_goes():
    c = chat()
    c.say("quiero una tarta de queso")
    t = c.say("cambia a tarta por unha bica")
    assert t.text.startswith("Apunto: 1 × Bica gallega. Total 9,00 €.")
    assert [line["item_id"] for line in c.order["lines"]] == ["bica"]
