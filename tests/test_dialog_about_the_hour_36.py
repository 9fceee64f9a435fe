"""An hour said roughly: «cara ás 11», «arredor das 11», «polas 9», «a iso das 6», «tipo 10»,
«hacia 12»; Galician «cara ás» is «towards», never «expensive» (it answered the price)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, time", [
    ("6 croissants para mañá cara ás 11", "11:00"), ("unha bica para o martes cara ás 6 da tarde", "18:00"),
    ("dous croissants para mañá arredor das 11", "11:00"), ("quero 4 palmeiras para o martes a iso das 6", "18:00"),
    ("6 croissants para mañana tipo 11", "11:00"), ("6 croissants para el martes hacia 12 porfa", "12:00"),
    ("6 croissants para o martes polas 12 e media", "12:30"),
])
def test_an_order_at_about_the_hour(said, time):
    c = chat()
    t = c.say(said)
    hour, minute = map(int, time.split(":"))
    assert c.order.get("min") == hour * 60 + minute and "Apunto" in t.text and "€ (" not in t.text


@pytest.mark.parametrize("said, time", [
    ("mesa para 2 el jueves tipo 10", "22:00"), ("mesa para 2 o xoves polas 9", "21:00"),
    ("mesa para 2 o xoves a iso das 9", "21:00"), ("mesa para 2 el jueves tarde, tipo 10", "22:00"),
])
def test_a_table_at_about_the_hour(said, time):
    c = chat("restaurante")
    t = c.say(said)
    hour, minute = map(int, time.split(":"))
    assert c.state["booking"]["min"] == hour * 60 + minute and time in t.text


@pytest.mark.parametrize("said", ["6 croissants tipo 2 palmeras", "somos tipo 6 el jueves"])
def test_about_a_count_is_no_hour(said):
    c = chat("restaurante" if "somos" in said else "")
    c.say(said)
    state = c.state["booking"] if "somos" in said else c.order
    assert state.get("min") is None


@pytest.mark.parametrize("said", ["é cara a bica?", "la bica es cara?", "a tarta é moi cara"])
def test_expensive_is_still_a_price(said):
    assert "€" in chat().say(said).text


def test_the_next_weekend_in_galician():
    t = chat().say("catro palmeiras para a próxima fin de semana")
    assert t.chip_labels == ["sáb 7 nov", "dom 8 nov"]
