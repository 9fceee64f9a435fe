"""A card's or a dedication's text that names a product already in the order added that product
again: floristería «un ramo de rosas y una tarjeta para el lunes a las 11, en la tarjeta del ramo de
rosas que ponga feliz dia» read «Apunto: 2 × Ramo de rosas y 2 × Tarjeta dedicada. Total 76,00 €»;
«…la tarjeta en el de rosas…» a second bouquet; «…y en la tarjeta del ramo pon Feliz dia» a second
card and «¿Qué ramo quieres?». And «dos ramos de rosas para el lunes, las dos con tarjeta» (or «los
dos con jarrón») counted one card for two bouquets.

Now the words after «en la», «na», «para el», «del», «do»… that name only what the same message
named before (or the order holds) point at it and add nothing: «1 × Ramo de rosas y 1 × Tarjeta
dedicada. Total 38,00 €», the wording kept for the note. «los dos / las dos / ambos / cada uno / os
dous con X» gives one X for each. A thing not named before, another of the same said with «otro», and
«uno con tarjeta» are read as they were."""
import pytest

from tests.conversation import chat, line_counts


def _said(slug: str, *msgs: str):
    c = chat(slug)
    for msg in msgs:
        c.say(msg)
    return c, " ".join(c.last.texts)


@pytest.mark.parametrize("msg", [
    "un ramo de rosas y una tarjeta para el lunes a las 11, en la tarjeta del ramo de rosas que ponga feliz dia",
    "Un ramo de rosas y una tarjeta para el Lunes a las 11. En la tarjeta del ramo de rosas que diga: Feliz día",
    "un ramo de rosas y una tarjeta, la tarjeta para el ramo de rosas que ponga te quiero",
    "un ramo de rosas y una tarjeta para el lunes, la tarjeta en el ramo que ponga te quiero",
    "un ramo de rosas con tarjeta para el lunes a las 11, y en la tarjeta del ramo pon Feliz dia",
    "un ramo de rosas con tarjeta, en la tarjeta del ramo escribe te quiero",
])
def test_the_card_of_the_bouquet_adds_no_bouquet_nor_card(msg):
    c, text = _said("floristeria", msg)
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1}
    assert "Apunto: 1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €." in text
    assert "¿Qué ramo quieres?" not in text


def test_the_wording_is_kept_for_the_note():
    c, _ = _said("floristeria", "un ramo de rosas y una tarjeta para el lunes a las 11, en la tarjeta del ramo de "
                                "rosas que ponga feliz dia")
    assert c.order["notes_said"] == ["que ponga feliz dia"]
    assert c.order["ymd"] == "2026-11-02" and c.order["min"] == 11 * 60


def test_the_one_of_roses_among_two_bouquets():
    c, text = _said("floristeria", "quiero un ramo de rosas rojas y otro de temporada, la tarjeta en el de rosas "
                                   "que ponga te quiero")
    assert line_counts(c) == {"ramo-rosas": 1, "ramo-temporada": 1, "tarjeta": 1}
    assert "Apunto: 1 × Ramo de rosas, 1 × Ramo de temporada y 1 × Tarjeta dedicada. Total 66,00 €." in text


@pytest.mark.parametrize("msg, counts, said", [
    ("quero un ramo de rosas e unha tarxeta para o luns ás 11, na tarxeta do ramo de rosas que poña feliz día",
     {"ramo-rosas": 1, "tarjeta": 1}, "Apunto: 1 × Ramo de rosas e 1 × Tarxeta dedicada. Total 38,00 €."),
    ("quero un ramo de rosas con tarxeta, e na tarxeta do ramo pon parabens",
     {"ramo-rosas": 1, "tarjeta": 1}, "Apunto: 1 × Ramo de rosas e 1 × Tarxeta dedicada. Total 38,00 €."),
    ("quero un ramo de rosas e outro de temporada, a tarxeta no de rosas que poña querote",
     {"ramo-rosas": 1, "ramo-temporada": 1, "tarjeta": 1},
     "Apunto: 1 × Ramo de rosas, 1 × Ramo de tempada e 1 × Tarxeta dedicada. Total 66,00 €."),
])
def test_galician_too(msg, counts, said):
    c, text = _said("floristeria", msg)
    assert line_counts(c) == counts
    assert said in text


def test_the_card_of_the_bouquet_held_adds_nothing():
    c, text = _said("floristeria", "un ramo de rosas y una tarjeta para el lunes a las 11",
                    "en la tarjeta del ramo de rosas que ponga feliz dia")
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1}
    assert "Apunto como indicación: «que ponga feliz dia»." in text


@pytest.mark.parametrize("msg", ["quiero una tarta de queso, en la tarta de queso que ponga felicidades",
                                 "quero unha tarta de queixo, na tarta de queixo que poña parabens",
                                 "una tarta de queso con dedicatoria en la tarta que ponga felicidades"])
def test_the_dedication_of_the_cake(msg):
    c, text = _said("", msg)
    assert line_counts(c) == {"tarta-queso": 1}
    assert "1 × Tarta de queso. Total 22,00 €." in text


@pytest.mark.parametrize("msg, said", [
    ("quiero un marcapaginas y el atlas do ceo, en el marcapaginas que ponga para ana",
     "Apunto: 1 × Marcapáginas de madera y 1 × Atlas do ceo. Total 19,00 €."),
    ("quiero Follas novas con una dedicatoria en el libro, en Follas novas que ponga para ana",
     "Apunto: 1 × Follas novas. Total 18,00 €."),
    ("un cuaderno a5 y un marcapaginas, en el marcapaginas del cuaderno que ponga Ana",
     "Apunto: 1 × Cuaderno A5 de rayas y 1 × Marcapáginas de madera. Total 7,50 €."),
    ("quero un caderno a5 e un marcapaxinas, no marcapaxinas do caderno que poña Uxia",
     "Apunto: 1 × Caderno A5 de raias e 1 × Marcapáxinas de madeira. Total 7,50 €."),
])
def test_the_bookshop_dedication(msg, said):
    c, text = _said("libreria", msg)
    assert said in text
    assert "¿Qué cuaderno quieres?" not in text


@pytest.mark.parametrize("msg, counts, said", [
    ("dos ramos de rosas para el lunes, las dos con tarjeta", {"ramo-rosas": 2, "tarjeta": 2},
     "Apunto: 2 × Ramo de rosas y 2 × Tarjeta dedicada. Total 76,00 €."),
    ("dos ramos de rosas para el lunes a las 11, los dos con jarron", {"ramo-rosas": 2, "jarron": 2},
     "Apunto: 2 × Ramo de rosas y 2 × Jarrón de cristal. Total 100,00 €."),
    ("dos ramos de rosas para el lunes, cada uno con tarjeta", {"ramo-rosas": 2, "tarjeta": 2},
     "Total 76,00 €."),
    ("dos ramos de temporada, ambos con tarjeta que ponga te quiero", {"ramo-temporada": 2, "tarjeta": 2},
     "Apunto: 2 × Ramo de temporada y 2 × Tarjeta dedicada. Total 62,00 €."),
    ("tres ramos de rosas para el lunes, los dos con tarjeta", {"ramo-rosas": 3, "tarjeta": 2},
     "Apunto: 3 × Ramo de rosas y 2 × Tarjeta dedicada. Total 111,00 €."),
    ("dous ramos de rosas para o luns, os dous con tarxeta", {"ramo-rosas": 2, "tarjeta": 2},
     "Apunto: 2 × Ramo de rosas e 2 × Tarxeta dedicada. Total 76,00 €."),
])
def test_each_of_them_with_its_own(msg, counts, said):
    c, text = _said("floristeria", msg)
    assert line_counts(c) == counts
    assert said in text


@pytest.mark.parametrize("msg, counts", [
    ("un ramo de rosas y otro ramo de rosas", {"ramo-rosas": 2}),
    ("dos ramos de rosas, uno con tarjeta", {"ramo-rosas": 2, "tarjeta": 1}),
    ("un ramo de rosas y una tarjeta que ponga te quiero", {"ramo-rosas": 1, "tarjeta": 1}),
    ("un ramo de rosas y un jarron para el ramo de temporada", {"ramo-rosas": 1, "jarron": 1, "ramo-temporada": 1}),
    ("quiero un ramo de rosas y una tarjeta para el ramo de temporada",
     {"ramo-rosas": 1, "tarjeta": 1, "ramo-temporada": 1}),
])
def test_near_misses_unchanged(msg, counts):
    c, _ = _said("floristeria", msg)
    assert line_counts(c) == counts


def test_a_held_line_said_no_to_is_still_taken_off():
    c, _ = _said("", "quiero 3 croissants y 2 palmeras", "las palmeras no, mejor croissants")
    assert line_counts(c) == {"croissant": 3}


@pytest.mark.parametrize("msgs, counts", [
    (["una guia do camino y otra guia do camino"], {"guia-camino": 2}),      # «do» inside the title
    (["quiero la guia do camino", "quiero otra guia do camino"], {"guia-camino": 2}),
    (["un atlas do ceo, y en el atlas do ceo que ponga para ana"], {"atlas-ceo": 1}),
])
def test_a_title_with_its_own_of(msgs, counts):
    c, _ = _said("libreria", *msgs)
    assert line_counts(c) == counts


@pytest.mark.parametrize("msg, counts", [
    ("quiero 2 croissants y una napolitana, y para el croissant una caja", {"croissant": 2, "napolitana": 1}),
    ("una tarta de queso y velas para la tarta de queso", {"tarta-queso": 1}),
])
def test_what_goes_with_a_thing_named_before_adds_no_more_of_it(msg, counts):
    c, _ = _said("", msg)
    assert line_counts(c) == counts


def test_a_card_put_on_the_bouquet_held_asks_no_bouquet():
    c, text = _said("floristeria", "un ramo de rosas", "ponle una tarjeta al ramo")
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1}
    assert "Apunto: 1 × Ramo de rosas y 1 × Tarjeta dedicada. Total 38,00 €." in text
    assert "¿Qué ramo quieres?" not in text


@pytest.mark.parametrize("msg, said", [
    ("quiero dos cuadernos a5, los dos con marcapaginas",
     "Apunto: 2 × Cuaderno A5 de rayas y 2 × Marcapáginas de madera. Total 15,00 €."),
    ("quero dous cadernos a5, os dous con marcapaxinas",
     "Apunto: 2 × Caderno A5 de raias e 2 × Marcapáxinas de madeira. Total 15,00 €."),
    ("quero dous cadernos a5 para o luns, cada un cun marcapaxinas",
     "Apunto: 2 × Caderno A5 de raias e 2 × Marcapáxinas de madeira. Total 15,00 €."),
])
def test_each_book_with_its_own_bookmark(msg, said):
    c, text = _said("libreria", msg)
    assert line_counts(c) == {"cuaderno-a5": 2, "marcapaginas": 2}
    assert said in text
