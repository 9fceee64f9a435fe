"""«vale, y para el sábado también otra para 2» with Friday's booking held: another booking for
another day is said to go apart; the one held stays. «no, otro día, el sábado» still moves it."""
import pytest

from tests.conversation import chat

# (stop 56 I: what goes apart is named after its day, «La del sábado 7 de noviembre (2 personas) va aparte»)
APART = "Una reserva es para un día: apunto la del viernes 6 de noviembre. La del sábado 7 de noviembre"


@pytest.mark.parametrize("then", ["vale y para el sabado tambien otra para 2", "y otra mesa el sábado para 2",
                                  "ademas quiero otra el sabado a las 14"])
def test_another_booking_for_another_day_goes_apart(then):
    c = chat("restaurante")
    c.say("mesa para 4 el viernes a las 21")
    t = c.say(then)
    assert t.text.startswith(APART) and "va aparte" in t.text
    assert (c.state["booking"]["ymd"], c.state["booking"]["party"]) == ("2026-11-06", 4)


def test_in_galician_and_at_the_salon():
    c = chat("restaurante")
    c.say("mesa pa 4 o venres ás 21")
    assert c.say("e tamén outra o sábado para 2").text.startswith("Unha reserva é para un día: apunto a do venres")
    c = chat("peluqueria")
    c.say("corte de mujer el jueves a las 12")
    assert c.say("y otra cita el viernes para mechas").text.startswith("Una reserva es para un día: apunto la del jueves")
    assert c.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("then", ["no, otro dia, el sabado", "mejor el sabado", "cambiala al sabado"])
def test_a_change_of_day_still_moves_the_booking(then):
    c = chat("restaurante")
    c.say("mesa para 4 el viernes a las 21")
    c.say(then)
    assert c.state["booking"]["ymd"] == "2026-11-07"
