"""Short Galician first messages answered in Galician (stop 62).

Before: libreria «atlas do ceo pra o 15» → «El domingo 15 de noviembre no abrimos…»; peluqueria «corte de home
pra o 18» → «Apunto: corte de hombre el miércoles 18…»; taller «necesito a factura da reparación» → a Spanish
handoff. The names taken out, «pra o 15» was all that was left to tell the language: «pra» had been spelt
out as «para» (both languages) and «para o 15» was read as a Spanish «X o Y» choice; «da» between two words
(Galician «of the») counted for nothing and «necesito» counted as Spanish.
Now: «pra» counts as typed (Galician), «para o <day>» is no choice, «da» between two words is Galician unless
it is the Spanish «da» of giving («me da igual», «no da tiempo»), and «necesito» is said in Galician too.
Spanish messages with «o» meaning «or» («tinte o mechas») stay Spanish."""
from __future__ import annotations

import pytest

from tests.conversation import chat

GALICIAN = [
    ("libreria", "atlas do ceo pra o 15", "O domingo 15 de novembro non abrimos"),
    ("libreria", "atlas do ceo para o 15", "O domingo 15 de novembro non abrimos"),
    ("peluqueria", "corte de home pra o 18", "Apunto: corte de home o mércores 18 de novembro"),
    ("peluqueria", "corte de home para o 18", "Apunto: corte de home o mércores 18 de novembro"),
    ("peluqueria", "corte de home pra o 18 as 10", "Apunto: corte de home o mércores 18 de novembro ás 10:00"),
    ("taller", "necesito a factura da reparación", "Iso lévao unha persoa"),
    ("taller", "necesito a factura da reparacion", "Iso lévao unha persoa"),
    ("taller", "a factura da bici", "Iso lévao unha persoa"),
    ("taller", "preciso a factura", "Iso lévao unha persoa"),
]


@pytest.mark.parametrize("slug,said,read", GALICIAN)
def test_a_short_galician_message_is_answered_in_galician(slug, said, read):
    c = chat(slug)
    assert read in c.say(said).text
    assert c.state["lang"] == "gl"


SPANISH = [
    ("peluqueria", "tinte o mechas el viernes a las 10", "Apunto: cita el viernes 6 de noviembre a las 10:00."),
    ("peluqueria", "corte de hombre para el 18", "Apunto: corte de hombre el miércoles 18 de noviembre"),
    ("taller", "necesito la factura de la reparación", "Eso lo lleva una persona"),
    ("taller", "me da igual", "Eso no lo tengo claro"),
    ("taller", "eso da igual", "Eso no lo tengo claro"),
    ("taller", "la bici da problemas", "Eso no lo tengo claro"),
    ("restaurante", "mesa pra 4 el viernes 13 a las 21", "Apunto: reserva para 4 personas el viernes 13 de noviembre"),
]


@pytest.mark.parametrize("slug,said,read", SPANISH)
def test_spanish_with_or_or_giving_stays_spanish(slug, said, read):
    c = chat(slug)
    assert c.say(said).texts[0].startswith(read)
    assert c.state["lang"] == "es"
