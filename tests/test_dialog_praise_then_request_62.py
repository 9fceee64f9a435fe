"""Stop 62 (RF2): thanks for a past visit with an order or a booking said after it. Before, the whole
message was read as thanks alone («¡Muchas gracias, da gusto leerlo! Si necesitas algo más, aquí estoy.»)
and the request was dropped: «ayer compré croissants y estaban riquísimos, 6 más para mañana», «el sábado
pasado cenamos aquí y todo genial, el viernes volvemos 4 a las 21». Now the praise is thanked briefly and
the request is taken as it reads on its own; a bare count there («6 más», «uno más», «para el martes 2»)
counts the thing had. Thanks alone, and the wishes read before («…, quiero otros 4»), stay as they were."""
from __future__ import annotations

import pytest

from tests.conversation import chat

THANKED = {"es": "¡Muchas gracias, da gusto leerlo!", "gl": "Moitas grazas, dá gusto lelo!"}
THANKS_ALONE = ("¡Muchas gracias, da gusto leerlo! Si necesitas algo más, aquí estoy.", "¡A ti! Si necesitas algo más",
                "Grazas a ti! Se precisas algo máis", "Moitas grazas, dá gusto lelo! Se precisas")


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in ((c.state or {}).get("order") or {}).get("lines") or []]


@pytest.mark.parametrize("lang, said, ordered, when", [
    ("es", "ayer compré croissants y estaban riquísimos, 6 más para mañana", ("croissant", 6), "mañana"),
    ("es", "ayer compre croissants y estaban riquisimos, 6 mas para mañana", ("croissant", 6), "mañana"),
    ("gl", "onte merquei croissants e estaban riquísimos, 6 máis para mañá", ("croissant", 6), "mañá"),
    ("es", "el otro día comí aquí un brownie buenísimo, uno más para hoy a las 6", ("brownie", 1), "18:00"),
    ("es", "el otro dia comi aqui un brownie buenisimo, uno mas para hoy a las 6", ("brownie", 1), "18:00"),
    ("gl", "o outro día comín aquí un brownie boísimo, un máis para hoxe ás 6", ("brownie", 1), "18:00"),
    ("es", "la bica de ayer buenísima. Para el martes 2 bicas", ("bica", 2), "martes 3 de noviembre"),
    ("es", "la semana pasada probé la bica y genial; para el martes 2", ("bica", 2), "martes 3 de noviembre"),
    ("es", "la semana pasada probe la bica y genial; para el martes 2", ("bica", 2), "martes 3 de noviembre"),
    ("gl", "a bica de onte boísima. Para o martes 2", ("bica", 2), "martes 3 de novembro"),
])
def test_an_order_after_thanks_for_a_past_visit_is_taken(lang, said, ordered, when):
    c = chat()
    t = c.say(said)
    assert t.texts[0] == THANKED[lang]
    assert _lines(c) == [ordered]
    assert when in t.text


@pytest.mark.parametrize("lang, said, read", [
    ("es", "el sábado pasado cenamos aquí y todo genial, el viernes volvemos 4 a las 21",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("es", "el sabado pasado cenamos aqui y todo genial, el viernes volvemos 4 a las 21",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("gl", "o sábado pasado ceamos aquí e todo xenial, o venres voltamos 4 ás 21",
     "Apunto: reserva para 4 persoas o venres 6 de novembro ás 21:00."),
])
def test_a_booking_after_thanks_for_a_past_visit_is_taken(lang, said, read):
    t = chat("restaurante").say(said)
    assert t.texts[:2] == [THANKED[lang], read]


def test_we_come_back_counted_is_a_party():
    t = chat("restaurante").say("el viernes volvemos 4 a las 21")
    assert t.texts[0] == "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."


@pytest.mark.parametrize("slug, said", [
    ("", "el otro día Marta me hizo un brownie buenísimo, muchas gracias"),
    ("", "las empanadas que me vendisteis aguantaron un montón, gracias"),
    ("", "la bica de ayer estaba buenísima"),
    ("", "ayer compré 2 croissants y estaban riquísimos"),
    ("", "a bica de onte estaba boísima, grazas"),
    ("", "la semana pasada probé la bica y genial, gracias por todo"),
    ("restaurante", "el sábado pasado cenamos aquí y todo genial"),
])
def test_thanks_alone_stays_thanks(slug, said):
    c = chat(slug)
    t = c.say(said)
    assert t.text.startswith(THANKS_ALONE) and t.request is None and not _lines(c)


@pytest.mark.parametrize("said, ordered", [
    ("el croissant de ayer estaba buenísimo, quiero otros 4 para mañana", ("croissant", 4)),
    ("ayer os compré croissants, quiero 6 más para mañana", ("croissant", 6)),
])
def test_a_wish_counting_the_thing_had_still_orders_it(said, ordered):
    c = chat()
    c.say(said)
    assert _lines(c) == [ordered]


def test_a_party_counted_after_a_dish_praised_stays_the_party():
    t = chat("restaurante").say("el pulpo de ayer estaba buenisimo, queremos 4 para el sabado")
    assert t.texts[:2] == [THANKED["es"], "Apunto: reserva para 4 personas el sábado 7 de noviembre."]
