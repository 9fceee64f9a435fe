"""Stop 59: a count or a thing said beside something else was dropped without a word.

- A count wished after a question was lost: «marcapaginas, cuantos me podeis dar? quiero 20» held
  «1 × Marcapáginas de madera»; «tarjetas, cuantas teneis? me hacen falta 5» only priced the card and held
  nothing. Now the count wished or needed later («quiero 20», «me hacen falta 5», «fanme falta 5») is the
  count of the one thing named before it: «Apunto: 20 × Marcapáginas de madera. Total 60,00 €.»,
  «Apunto: 5 × Tarjeta dedicada. Total 15,00 €.». «quiero 20 marcapáginas» still holds 20 and «¿cuántos
  marcapáginas tenéis?» is still a question only.
- A book named by its subject vanished beside another thing: «el libro del camino y dos marcapaginas …»
  held only the bookmarks, «el libro de las estrellas y un cuaderno a5» only the notebook, and «quero o
  libro de rosalía e o do camiño» answered «Non teño «folla de camiño»» (a name never said). Now a
  category's word, «de» and a word only one product's names use name that product, alone or not
  («1 × Guía do Camiño Francés y 2 × Marcapáginas de madera»); a word only its description says does so
  beside another thing named («1 × Atlas do ceo y 1 × Cuaderno A5 de rayas»), and «el del camino» after
  a book is the guide.
- «cuadernos a5, 3, y uno a4» dropped the A4: the count said after the first thing no longer hides the
  «y uno a4» that follows («3 × Cuaderno A5 de rayas y 1 × Cuaderno A4 cuadriculado»).
- A thing not sold beside things sold was dropped in silence when its «de …» was a flavour word of the
  catalogue: «2 croissants y una caña de crema para el martes» held the croissants only. Now it reads
  «No tengo «caña de crema» en la carta.» as «donut» does; «un libro de cocina y un marcapaginas» reads
  «No tengo «libro de cocina» en el catálogo.». «una caja de croissants» is still croissants.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat_after, line_counts

_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")


# ---- a count wished later, beside a question -------------------------------------------------------

@pytest.mark.parametrize("slug, said, item, n, reads", [
    ("libreria", "marcapaginas, cuantos me podeis dar? quiero 20", "marcapaginas", 20,
     "Apunto: 20 × Marcapáginas de madera. Total 60,00 €."),
    ("libreria", "marcapajinas, cuantos teneis? kiero 6", "marcapaginas", 6,
     "Apunto: 6 × Marcapáginas de madera. Total 18,00 €."),
    ("libreria", "marcapaginas, quiero 3", "marcapaginas", 3, "Apunto: 3 × Marcapáginas de madera. Total 9,00 €."),
    ("libreria", "marcapaxinas, cantos tedes? fanme falta 5", "marcapaginas", 5,
     "Apunto: 5 × Marcapáxinas de madeira. Total 15,00 €."),
    ("floristeria", "tarjetas, cuantas teneis? me hacen falta 5", "tarjeta", 5,
     "Apunto: 5 × Tarjeta dedicada. Total 15,00 €."),
    ("floristeria", "tarjetas, me hacen falta 5", "tarjeta", 5, "Apunto: 5 × Tarjeta dedicada. Total 15,00 €."),
    ("floristeria", "tarxetas, cantas tedes? quero 4", "tarjeta", 4, "Apunto: 4 × Tarxeta dedicada. Total 12,00 €."),
])
def test_a_count_wished_after_a_question_counts_the_thing_named(slug, said, item, n, reads):
    c = chat_after(slug)
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {item: n}


def test_a_count_wished_first_still_counts_and_a_question_alone_holds_nothing():
    c = chat_after("libreria")
    assert "Apunto: 20 × Marcapáginas de madera. Total 60,00 €." in c.say("quiero 20 marcapáginas").texts
    c = chat_after("libreria")
    t = c.say("¿cuántos marcapáginas tenéis?")
    assert "Marcapáginas de madera: 3,00 €." in t.texts
    assert line_counts(c) == {}


def test_a_count_before_another_thing_is_that_thing_s():
    c = chat_after("libreria", "marcapaginas, quiero 2 cuadernos a5")
    assert line_counts(c) == {"marcapaginas": 1, "cuaderno-a5": 2}


# ---- a book by its subject, beside other things ------------------------------------------------------

@pytest.mark.parametrize("said, counts, reads", [
    ("el libro del camino y dos marcapaginas para el sabado a las 12", {"guia-camino": 1, "marcapaginas": 2},
     "Apunto: 1 × Guía do Camiño Francés y 2 × Marcapáginas de madera. Total 28,00 €."),
    ("o libro do camiño e dous marcapáxinas para o sábado ás 12", {"guia-camino": 1, "marcapaginas": 2},
     "Apunto: 1 × Guía do Camiño Francés e 2 × Marcapáxinas de madeira. Total 28,00 €."),
    ("el libro de las estrellas y un cuaderno a5", {"atlas-ceo": 1, "cuaderno-a5": 1},
     "Apunto: 1 × Atlas do ceo y 1 × Cuaderno A5 de rayas. Total 20,50 €."),
    ("o libro das estrelas e un caderno a5", {"atlas-ceo": 1, "cuaderno-a5": 1},
     "Apunto: 1 × Atlas do ceo e 1 × Caderno A5 de raias. Total 20,50 €."),
    ("un marcapaginas y el libro de las estrellas", {"marcapaginas": 1, "atlas-ceo": 1},
     "Apunto: 1 × Marcapáginas de madera y 1 × Atlas do ceo. Total 19,00 €."),
    ("dos libros del camino y un marcapaginas", {"guia-camino": 2, "marcapaginas": 1},
     "Apunto: 2 × Guía do Camiño Francés y 1 × Marcapáginas de madera. Total 47,00 €."),
    ("el libro del camiño y un marcapajinas", {"guia-camino": 1, "marcapaginas": 1},
     "Apunto: 1 × Guía do Camiño Francés y 1 × Marcapáginas de madera. Total 25,00 €."),
    ("quero o libro de rosalía e o do camiño", {"follas-novas": 1, "guia-camino": 1},
     "Apunto: 1 × Follas novas e 1 × Guía do Camiño Francés. Total 40,00 €."),
    ("quiero el libro de rosalia y el del camino", {"follas-novas": 1, "guia-camino": 1},
     "Apunto: 1 × Follas novas y 1 × Guía do Camiño Francés. Total 40,00 €."),
])
def test_a_book_named_by_its_subject_is_held_beside_other_things(said, counts, reads):
    c = chat_after("libreria")
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == counts
    assert not any("Non teño" in x or "No tengo" in x for x in t.texts), t.texts


def test_a_book_by_its_subject_alone_and_by_its_alias_still_read():
    c = chat_after("libreria", "quiero el libro del camino")
    assert line_counts(c) == {"guia-camino": 1}
    c = chat_after("libreria", "el libro de rosalia")
    assert line_counts(c) == {"follas-novas": 1}


def test_a_word_only_a_description_says_alone_is_no_guess():
    """«estrellas» only the Atlas's description says: alone a person answers, as before; «una planta de
    interior» (a trait one description tells) still lists what the kind has."""
    t = chat_after("libreria").say("el libro de las estrellas")
    assert t.text.startswith(_NOT_SURE)
    t = chat_after("floristeria").say("quiero una planta de interior")
    assert t.text.startswith("En Plantas: Orquídea (32,00 €) y Poto (14,00 €).")


def test_a_book_of_a_subject_not_had_is_said_beside_what_is_held():
    c = chat_after("libreria")
    t = c.say("un libro de cocina y un marcapaginas")
    assert "No tengo «libro de cocina» en el catálogo." in t.texts
    assert line_counts(c) == {"marcapaginas": 1}
    c = chat_after("libreria")
    t = c.say("quero un libro de receitas e un marcapáxinas")
    assert "Non teño «libro de receitas» no catálogo." in t.texts
    assert line_counts(c) == {"marcapaginas": 1}


def test_a_book_of_a_subject_not_had_alone_is_still_asked_of_a_person():
    t = chat_after("libreria").say("un libro de cocina")
    assert t.text.startswith(_NOT_SURE)


# ---- a count said after the first thing, then another thing ---------------------------------------------

@pytest.mark.parametrize("said, counts, reads", [
    ("cuadernos a5, 3, y uno a4", {"cuaderno-a5": 3, "cuaderno-a4": 1},
     "Apunto: 3 × Cuaderno A5 de rayas y 1 × Cuaderno A4 cuadriculado. Total 19,40 €."),
    ("cuadernos a5, 3, y 2 a4", {"cuaderno-a5": 3, "cuaderno-a4": 2},
     "Apunto: 3 × Cuaderno A5 de rayas y 2 × Cuaderno A4 cuadriculado. Total 25,30 €."),
    ("cadernos a5, 3, e un a4", {"cuaderno-a5": 3, "cuaderno-a4": 1},
     "Apunto: 3 × Caderno A5 de raias e 1 × Caderno A4 cuadriculado. Total 19,40 €."),
    ("3 cuadernos a5 y uno a4", {"cuaderno-a5": 3, "cuaderno-a4": 1},
     "Apunto: 3 × Cuaderno A5 de rayas y 1 × Cuaderno A4 cuadriculado. Total 19,40 €."),
])
def test_a_count_after_the_first_thing_keeps_the_next_one(said, counts, reads):
    c = chat_after("libreria")
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == counts


# ---- a thing not sold beside things sold ----------------------------------------------------------------

@pytest.mark.parametrize("said, reads", [
    ("2 croissants y una caña de crema para el martes", "No tengo «caña de crema» en la carta."),
    ("2 croisants y una caña de crema para el martes", "No tengo «caña de crema» en la carta."),
    ("2 croissants y 3 cañas de chocolate", "No tengo «cañas de chocolate» en la carta."),
    ("quero 2 croissants e unha caña de crema", "Non teño «caña de crema» na carta."),
    ("dous croissants e unha caña de chocolate para o martes", "Non teño «caña de chocolate» na carta."),
])
def test_a_thing_not_sold_beside_things_sold_is_said(said, reads):
    c = chat_after("")
    t = c.say(said)
    assert reads in t.texts
    assert line_counts(c) == {"croissant": 2}
    assert any(x.startswith("Apunto: 2 × Croissant de mantequilla. Total 3,60 €.") for x in t.texts), t.texts


def test_a_day_said_with_a_thing_not_sold_is_still_asked_about():
    t = chat_after("").say("2 croissants y una caña de crema para el martes")
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.texts


def test_a_box_of_a_thing_sold_is_no_thing_not_sold():
    c = chat_after("")
    t = c.say("una caja de croissants")
    assert not any(x.startswith("No tengo") for x in t.texts), t.texts
    assert line_counts(c) == {"croissant": 1}
