"""Galician «o <day-number>» after a party in digits, or before one (stop 62).

Before: «mesa pra 4 o 15 ás 14» answered «Apunto: reserva para 4 persoas ás 14:00. ¿Que día che vai ben?» (the
15th lost: «4 o 15» read as «4 or 15»), «mesa o 18 pra 3 ás 14» the same; with the count as a word («pra tres
o 18») it worked.
Now: «o N» before a time, after «para/pra/somos <count>», is the day unless N is a step or two above the
count («para 4 o 5»: four or five people); «o N» before «pra <count>» is the day too. Spanish «para 4 el 15»
as before. (A bare «o N» last in the message stays unread unless the day was asked: a size, a count.)"""
from __future__ import annotations

import pytest

from tests.conversation import chat

DAY_READ = [
    ("mesa pra 4 o 15 ás 14", "Apunto: reserva para 4 persoas o domingo 15 de novembro ás 14:00."),
    ("mesa pra 2 o 14 ás 21", "Apunto: reserva para 2 persoas o sábado 14 de novembro ás 21:00."),
    ("mesa pra 3 o 18 ás 14", "Apunto: reserva para 3 persoas o mércores 18 de novembro ás 14:00."),
    ("mesa o 18 pra 3 ás 14", "Apunto: reserva para 3 persoas o mércores 18 de novembro ás 14:00."),
    ("mesa o 18 para tres ás 14", "Apunto: reserva para 3 persoas o mércores 18 de novembro ás 14:00."),
    ("reserva para 4 o 19 as 21", "Apunto: reserva para 4 persoas o xoves 19 de novembro ás 21:00."),
    ("mesa pra tres o 18 ás 14", "Apunto: reserva para 3 persoas o mércores 18 de novembro ás 14:00."),
    ("mesa para 4 el 15 a las 14", "Apunto: reserva para 4 personas el domingo 15 de noviembre a las 14:00."),
]


@pytest.mark.parametrize("said,read", DAY_READ)
def test_the_day_number_after_the_galician_article_is_read(said, read):
    t = chat("restaurante").say(said)
    assert t.texts[0] == read
    assert "¿Que día" not in t.text and "¿Qué día" not in t.text


@pytest.mark.parametrize("slug,said,read", [
    ("peluqueria", "corte de home o 18 ás 10", "o mércores 18 de novembro ás 10:00"),
    ("peluqueria", "tinte pra o 18 ás 10", "o mércores 18 de novembro ás 10:00"),
    ("peluqueria", "corte de home pra o 18", "o mércores 18 de novembro"),
])
def test_the_same_day_in_other_businesses(slug, said, read):
    assert read in chat(slug).say(said).texts[0]


NOT_A_DAY = [
    # «or» between two counts a step or two apart: the party, no day of the month
    ("somos 4 o 5 el jueves a las 21", "Apunto: reserva para 5 personas el jueves 5 de noviembre a las 21:00."),
    ("mesa para 2 o 3 ás 14 o xoves", "Apunto: reserva para 3 persoas o xoves 5 de novembro ás 14:00."),
    ("mesa para 4 o 6", "Apunto: reserva para 6 personas."),
]


@pytest.mark.parametrize("said,read", NOT_A_DAY)
def test_or_between_counts_is_no_day(said, read):
    assert chat("restaurante").say(said).texts[0] == read
