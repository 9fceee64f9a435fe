"""The lead's mends after stop 60's regression probes.

- This stop made «¿podría ser el lunes?» after a question about a thing a wish for it that day; its first
  form read every bare «¿y para el domingo?» so too: after the price of a thing to have it started an
  order of one («Apunto: 1 × Bica gallega…») instead of stop 37's answer (whether it can be had that day,
  with «Encargar»); after the restaurant's set menu it started a table booking instead of «No. Menú del
  día: solo de martes a viernes.»; gl «é para o xoves?» read as «¿podría ser…?». Now a bare «¿y para…?»
  wishes only a service (an appointment); a dish of a place with tables is answered from its data."""
import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("asked, then", [
    ("cuanto cuesta el menu del dia?", "¿y para el domingo?"),
    ("canto custa o menú do día?", "e para o domingo?"),
    ("cuanto vale el menu del dia", "y pal domingo??"),
])
def test_a_day_asked_after_the_set_menu_is_answered_from_its_days(tmp_path, asked, then):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say(asked)
    t = c.say(then)
    assert "solo de martes a viernes" in t.text or "só de martes a venres" in t.text, t.text
    assert t.request is None and not (c.state.get("booking") or {}).get("ymd")


@pytest.mark.parametrize("asked, then", [
    ("canto custa a bica?", "é para o xoves?"),
])
def test_is_it_for_a_day_asks_whether_it_can_be_had(tmp_path, asked, then):
    c = chat_with_knowledge("", tmp_path)
    c.say(asked)
    t = c.say(then)
    assert "llega a tiempo" in t.text or "chega a tempo" in t.text, t.text
    assert not c.order["lines"]


@pytest.mark.parametrize("then, day", [("¿y para el jueves?", "el jueves 5 de noviembre"),
                                       ("e para o xoves?", "o xoves 5 de novembro"),
                                       ("¿es posible el jueves?", "el jueves 5 de noviembre")])
def test_a_day_asked_after_a_service_price_books_it(then, day):
    c = chat("taller")
    c.say("cuanto cuesta la revision?")
    t = c.say(then)
    assert f"revisión completa {day}" in t.text, t.text
    assert c.state["booking"]["services"] == ["revision"]


@pytest.mark.parametrize("asked, lead", [
    ("hay que encargar la empanada?", "Empanada de zorza se encarga con 24 horas de antelación."),
    ("con cuanta antelacion hay q encargar una tarta de queso?", "Tarta de queso se encarga con 48 horas"),
    ("¿hay que avisar antes para la tarta de queso?", "Tarta de queso se encarga con 48 horas"),
    ("hai que encargar a bica?", "Bica gallega encárgase con 24 horas de antelación."),
])
def test_a_lead_time_asked_mid_order_is_not_priced(asked, lead):
    """«¿hay que encargar X?» with an order held: its lead time alone (this stop's answer to «¿tenéis X el
    domingo?» mid-order, its prices first, read «hay» as «¿hay X?»)."""
    c = chat()
    c.say("quiero 6 croissants para el martes")
    t = c.say(asked)
    assert lead in t.text and "€" not in t.text, t.text
    assert [line["item_id"] for line in c.order["lines"]] == ["croissant"]


def test_a_thing_had_asked_mid_order_is_still_priced():
    c = chat()
    c.say("quiero 6 croissants para el martes")
    t = c.say("¿teneis tarta de santiago el domingo?")
    assert "Tarta de Santiago: 18,00 €" in t.text and "Para el domingo 1 de noviembre no llega" in t.text


@pytest.mark.parametrize("said, refused", [
    ("mesa para 2+2 el sábado", "Aquí no gestiono reservas."),
    ("mesa para 2 mas 2 el sabado", "Aquí no gestiono reservas."),
    ("mesa para 2 máis 2 o sabado", "Aquí non xestiono reservas."),
])
def test_people_more_at_a_bakery_are_no_things_more(said, refused):
    """«mesa para 2+2 el sábado» with an order held at a place that books no tables: the refusal, as
    before this stop («2 más para el jueves», read as two more things for another day, took it)."""
    c = chat()
    c.say("quiero 6 croissants para el martes")
    t = c.say(said)
    assert refused in t.text and "Un pedido es para un día" not in t.text and "Un pedido é para un día" not in t.text
    assert c.order["ymd"] == "2026-11-03"
