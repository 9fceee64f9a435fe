"""«¿Iago está libre el sábado a las 10?»: one of the staff and whether they are free starts the
appointment with that person (and the day and time said), as «¿tiene hueco Iago?» does."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, person, said", [
    # stop 64: he has no room at 10, said first (person_free_told); the appointment holds the day, not the time
    ("¿Iago está libre el sábado a las 10?", "Iago", "el sábado 7 de noviembre."),
    ("iago esta libre el sabado a las 10", "Iago", "el sábado 7 de noviembre."),
    ("Iago estará disponible el viernes?", "Iago", "el viernes 6 de noviembre"),
    ("esta libre marta el martes?", "Marta", "el martes 3 de noviembre"),
    ("a marta está libre o venres ás 11?", "Marta", "o venres 6 de novembro ás 11:00"),
    ("yago ten tempo libre o sábado?", "Iago", "o sábado 7 de novembro"),
])
def test_a_person_free_starts_the_appointment_with_them(text, person, said):
    c = chat("peluqueria")
    t = c.say(text)
    assert f"cita con {person} {said}" in t.text
    assert c.state["booking"].get("resource") == person.lower()
    assert "persona" not in t.text and "persoa" not in t.text      # not handed over


def test_only_the_person_s_services_are_offered():
    t = chat("peluqueria").say("¿Iago está libre el sábado a las 10?")
    assert t.chip_labels == ["Corte de hombre · 14,00 €", "Arreglo de barba · 9,00 €"]


@pytest.mark.parametrize("text", ["¿trabaja Iago el sábado?", "¿Iago traballa o sábado?"])
def test_whether_a_person_works_is_still_answered_with_their_hours(text):
    t = chat("peluqueria").say(text)
    assert "09:00" in t.text and "14:00" in t.text and "Apunto" not in t.text


def test_a_free_table_is_no_person():
    t = chat("restaurante").say("¿está libre la terraza el sábado?")
    assert "Apunto: cita" not in t.text
