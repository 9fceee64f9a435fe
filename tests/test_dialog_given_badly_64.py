"""Stop 64 (helper E, family 2): where the business put the customer, or what it gave them, told bad, is a complaint.
Before: «nos pusieron en una mesa horrible» got «¿Para cuántas personas?» (a new booking), gl «puxéronnos nunha
mesa horrible» «¿Para cantas persoas?», «el sábado nos sentaron al lado del baño, fatal» «Apunto: reserva el sábado
7 de noviembre.», «nos sirvieron la comida fría» a question passed on («Eso no lo tengo claro…»). Now
(understanding/done_badly: a place they put the customer in, any; a thing given, one of the business's —
Vocabulary.visit_things, which now holds the dataset's `reading.table_words` too): «Siento lo ocurrido. Le paso tu
mensaje a una persona de Casa Lúa…», a complaint for a person; said beside a booking asked, it travels with it.
Near-misses kept: praise («la mesa que nos disteis era genial»), a wish («¿nos podéis poner en una mesa buena el
sábado?»), someone of the customer's own («mi cuñado nos puso en una mesa horrible»), a thing not the business's
(«me dio un susto horrible»), a denial, and a place told with no judgement («nos pusieron en la terraza»)."""
from __future__ import annotations

import pytest

from tests.conversation import chat

SORRY = {"es": "Siento lo ocurrido. Le paso tu mensaje a una persona de Casa Lúa",
         "gl": "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de Casa Lúa"}
NEW_BOOKING = ("¿Para cuántas personas?", "¿Para cantas persoas?", "Apunto")


def _is_complaint(t) -> bool:
    return bool(t.request) and (t.request.get("data") or {}).get("topic") == "complaint"


@pytest.mark.parametrize("said, lang", [
    ("nos pusieron en una mesa horrible", "es"),
    ("Nos pusisteis en una mesa orrible!!", "es"),
    ("el sábado nos sentaron al lado del baño, fatal", "es"),
    ("nos metieron en un rincon horrible junto a la puerta", "es"),
    ("nos dieron una mesa malisima", "es"),
    ("nos disteis la peor mesa del local", "es"),
    ("nos toco una mesa pesima al lado de la entrada", "es"),
    ("el camarero nos puso en una mesa horrible", "es"),
    ("nos sirvieron la comida fria", "es"),
    ("la mesa que nos disteis era malísima", "es"),
    ("puxéronnos nunha mesa horrible", "gl"),
    ("puxeronnos nunha mesa malisima", "gl"),
    ("sentáronnos ao lado do baño, fatal", "gl"),
    ("déronnos unha mesa horrible", "gl"),
    ("trouxéronnos a cea fría", "gl"),
])
def test_a_place_or_thing_given_bad_is_a_complaint(said, lang):
    t = chat("restaurante").say(said)
    assert t.texts[0].startswith(SORRY[lang]), t.texts
    assert _is_complaint(t), t.request
    assert not any(x in t.text for x in NEW_BOOKING), t.text


@pytest.mark.parametrize("said", ["la comida estaba fria", "a comida estaba fría", "la terraza estaba sucia"])
def test_a_thing_told_bad_stays_a_complaint(said):
    t = chat("restaurante").say(said)
    assert _is_complaint(t), (t.texts, t.request)


def test_told_beside_a_booking_it_goes_with_it():
    t = chat("restaurante").say("la última vez nos pusieron en una mesa horrible, ¿podemos reservar para el sábado "
                                "a las 21 para 2?")
    assert t.texts[0] == "Siento lo ocurrido. Lo apunto junto a la reserva nueva para que lo vea una persona del local."
    assert t.texts[1] == "Apunto: reserva para 2 personas el sábado 7 de noviembre a las 21:00."


@pytest.mark.parametrize("said", [
    "la mesa que nos disteis era genial",
    "¿nos podéis poner en una mesa buena el sábado?",
    "mi cuñado nos puso en una mesa horrible",
    "me dio un susto horrible",
    "no nos pusieron en una mesa horrible",
    "nos pusieron en la terraza",
])
def test_near_misses_are_no_complaint(said):
    t = chat("restaurante").say(said)
    assert not _is_complaint(t), (t.texts, t.request)
    assert not t.text.startswith("Siento lo ocurrido")


def test_the_bakery_keeps_its_complaints():
    t = chat().say("la dependienta me dio una tarta malisima")
    assert t.texts[0].startswith("Siento lo ocurrido."), t.texts
