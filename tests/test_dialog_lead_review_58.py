"""What the lead mended while merging stop 58's review findings.

A second review (helper-367) found that «¿y si son 8 en vez de 6, qué precio tendría?» in an order got the
whole menu: stop 58 had made «¿y si son 8 en vez de 6?» change the count held, and a price asked without
«cuánto» was not seen. A price asked beside the count supposed now prices it and keeps the order.

It also found that «¿podemos ir el sábado también? es que somos muchos», right after a table was sent,
got «Lo que enviaste ya está en manos del local. Para cambiarlo, llama…»: «también» asks for another
booking beside the one sent, which now starts; «¿podemos ir el sábado?» alone is still the one sent, asked
to move.

The verb forms made from the salon's aliases (stop 58) read the Galician «¿cortadeslle o pelo ás nenas?»
as the Spanish «¿cortáis el pelo a niños?» was already read: the kids' cut and its price, with a button to
book it (the knowledge text «a partir de dos años» answered it before; stop 48's test of a Galician
question quoting a Spanish section now asks «¿cortádeslle o pelo aos nenos?»)."""
import pytest

from tests.conversation import chat, chat_after, line_counts

ORDER = "quiero 6 croissants para el martes a las 10"


@pytest.mark.parametrize("said, priced", [
    ("¿y si son 8 en vez de 6, qué precio tendría?", "8 × Croissant de mantequilla: 14,40 € (1,80 € la unidad)."),
    ("y si fueran 8 en vez de 6, que precio tiene?", "8 × Croissant de mantequilla: 14,40 € (1,80 € la unidad)."),
    ("e se son 8 no canto de 6, que prezo tería?", "8 × Croissant de mantequilla: 14,40 € (1,80 € a unidade)."),
])
def test_a_count_supposed_with_a_price_asked_is_priced_and_the_order_kept(said, priced):
    c = chat_after("", ORDER)
    t = c.say(said)
    assert t.texts[0] == priced
    assert line_counts(c) == {"croissant": 6}


@pytest.mark.parametrize("said, held", [
    ("¿y si son 8 en vez de 6?", 8),
    ("e se son 8 no canto de 6?", 8),
])
def test_the_count_changed_without_a_price_asked_is_still_taken(said, held):
    c = chat_after("", ORDER)
    t = c.say(said)
    assert t.texts[0] == f"Apunto: {held} × Croissant de mantequilla. Total 14,40 €."
    assert line_counts(c) == {"croissant": held}


SENT_TABLE = ("mesa para 4 el viernes a las 21", "Pedro 654321987", "no")
MOVE_ASKED = "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al 981 000 612."


def sent_table():
    c = chat("restaurante")
    for text in SENT_TABLE:
        c.say(text)
    c.press("Enviar reserva")
    return c


@pytest.mark.parametrize("said, first", [
    ("¿podemos ir el sábado también? es que somos muchos", "Apunto: reserva el sábado 7 de noviembre."),
    ("podemos ir tambien el sabado?", "Apunto: reserva el sábado 7 de noviembre."),
    ("podemos ir tamén o sábado?", "Apunto: reserva o sábado 7 de novembro."),
])
def test_another_day_asked_with_also_after_sending_starts_another_booking(said, first):
    t = sent_table().say(said)
    assert t.texts[0] == first
    assert MOVE_ASKED not in t.texts


@pytest.mark.parametrize("said", ["¿podemos ir el sábado?", "podemos ir a las 22?"])
def test_the_day_or_time_asked_alone_after_sending_is_still_the_one_sent(said):
    assert sent_table().say(said).texts[0] == MOVE_ASKED


@pytest.mark.parametrize("said", ["¿cortadeslle o pelo ás nenas?", "cortadeslle o pelo as nenas?",
                                  "¿cortáis el pelo a niños?"])
def test_a_cut_asked_for_children_gets_the_childrens_cut_in_both_languages(said):
    t = chat("peluqueria").say(said)
    assert t.texts[0] == "Corte infantil: 10,00 €."
    assert [chip["label"] for chip in t.chips] == ["Pedir cita: Corte infantil"]
