"""Days typed mid-booking: «el 5 entonces», «o 5 entón» were not read; «¿y el viernes siguiente?»
after «el viernes no me queda hueco» looked at the same Friday; «e o venres da outra semana?» too;
«¿y el finde?» went to a person, and the weekend is the one after the day held."""
import pytest

from tests.conversation import chat

FULL_FRIDAY = "mesa para 6 el viernes a las 21"


@pytest.mark.parametrize("then, said", [
    ("el 5 entonces", "reserva para 6 personas el jueves 5 de noviembre"),
    ("el 12 mismo", "reserva para 6 personas el jueves 12 de noviembre"),
    ("o 5 entón", "reserva para 6 persoas o xoves 5 de novembro"),
    ("vale, o 12", "reserva para 6 persoas o xoves 12 de novembro"),
])
def test_a_day_number_with_a_filler(then, said):
    c = chat("restaurante")
    c.say(FULL_FRIDAY if "personas" in said else "mesa para 6 o venres ás 21")
    t = c.say(then)
    assert said in t.text, t.text


def test_a_bare_o_and_a_number_is_a_size_at_the_size_question():
    c = chat()
    c.say("quero unha tarta de queixo")
    t = c.say("o 12")
    assert "Tarta de queso (12 racións)" in t.text and c.order["ymd"] is None


@pytest.mark.parametrize("then, said", [
    ("y el viernes siguiente?", "reserva para 6 personas el viernes 13 de noviembre"),
    ("y la semana siguiente el viernes?", "reserva para 6 personas el viernes 13 de noviembre"),
    ("e o venres da outra semana?", "reserva para 6 persoas o venres 13 de novembro"),
])
def test_the_following_friday_counts_from_the_one_refused(then, said):
    c = chat("restaurante")
    c.say(FULL_FRIDAY)
    t = c.say(then)
    assert said in t.text, t.text


@pytest.mark.parametrize("slug, first, then", [
    ("restaurante", FULL_FRIDAY, "y el finde?"),
    ("restaurante", FULL_FRIDAY, "e a fin de semana?"),
    ("peluqueria", "corte de mujer el viernes a las 17", "y el finde?"),
])
def test_and_the_weekend_asks_which_day_of_the_weekend_after(slug, first, then):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert "exactamente" in t.text and t.chip_labels[0] == "sáb 7 nov"
    assert "persona" not in t.text and "respondan" not in t.text
