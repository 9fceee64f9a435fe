"""Stop 58: «A, no B» in one message held B, the one the customer ruled out.

- A correction inside the first message kept the thing ruled out, in every business: «quiero una
  orquidea no un poto» read «Apunto: 1 × Poto. Total 14,00 €.»; «quiero la tarta de santiago, no la de
  queso, para el domingo» held the Tarta de queso; «mesa para 4, no para 3, el viernes a las 21» booked
  for 3; «con Marta, no con Iago, corte de hombre el jueves a las 12» booked with Iago; «quiero una
  revision, no un ajuste de frenos, el martes a las 11» booked the brakes. Now the words «no B» are
  taken out before the message is read: «Apunto: 1 × Orquídea. Total 32,00 €.», a booking «para 4
  personas», «con Marta», «revisión completa». The same for «A y no B», «no B sino A», «no B, A», «B
  no, A», Galician «A, non B», «non B senón A», with and without commas or accents, and for a thing not
  sold ruled out («una orquidea, no un cactus» no longer says «No tengo «cactus»…»), and for a size
  («quiero la tarta de queso de 12 raciones, no la de 20» held the one of 20, 40 €; now 12, 30 €).
- «me equivoque de libro, queria rio sen nome no follas novas» held Follas novas and replied in
  Galician: the Galician words of a title are no Galician of the customer's. Now it holds Río sen nome
  and replies in Spanish; so does «no, follas novas no, rio sen nome» said second.
- «quiero follas novas || en realidad queria el atlas» added the atlas (both books, 34 €). Now «en
  realidad quería X» replaces what was held, as «al final quiero X» did: 1 × Atlas do ceo, 16 €.

Left as they were: «no» as an answer or a second thought («no, un poto», «una orquídea, no, un poto»:
the poto), a doubt («quiero una orquidea, no sé si con maceta»), a way it should be («no muy grande»),
«no» after the thing («una tarta de santiago sin nueces, no»), a day ruled out («el viernes, no el
jueves») and a thing held swapped («quería una orquídea, no un poto» with the poto held).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after, line_counts


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


# ---- a thing ruled out beside the one ordered ---------------------------------------------------------


@pytest.mark.parametrize("slug, said, lines, reads", [
    ("floristeria", "quiero una orquidea no un poto", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "quiero una orquídea, no un poto", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "una orquidea y no un poto", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "no un poto sino una orquidea", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "no quiero un poto sino una orquidea", {"orquidea": 1}, "Apunto: 1 × Orquídea."),
    ("floristeria", "no un poto si no una orquidea", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "no un poto, una orquidea", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "el poto no, una orquidea", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "quero unha orquidea, non un poto", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "non un poto senón unha orquídea", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "non un poto senon unha orquidea", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "una orquidea, no un cactus", {"orquidea": 1}, "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("", "quiero la tarta de santiago, no la de queso, para el domingo", {"tarta-santiago": 1},
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("", "quiero una tarta de santiago y no la de queso para el domingo", {"tarta-santiago": 1},
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("", "no la de queso sino la de santiago, para el domingo", {"tarta-santiago": 1},
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("", "quero unha tarta de santiago, non a de queixo, para o domingo", {"tarta-santiago": 1},
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €."),
    ("", "dos napolitanas, no tres croissants, para el martes", {"napolitana": 2},
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
    ("libreria", "queria rio sen nome, no follas novas", {"rio-sen-nome": 1},
     "Apunto: 1 × Río sen nome. Total 19,50 €."),
    ("libreria", "quero rio sen nome non follas novas", {"rio-sen-nome": 1},
     "Apunto: 1 × Río sen nome. Total 19,50 €."),
])
def test_the_thing_ruled_out_is_not_held(slug, said, lines, reads):
    c = chat(slug)
    t = c.say(said)
    assert line_counts(c) == lines
    assert reads in t.text


def test_the_day_said_after_the_thing_ruled_out_is_kept():
    c = chat("libreria")
    t = c.say("no follas novas sino rio sen nome, para el miercoles")
    assert line_counts(c) == {"rio-sen-nome": 1}
    assert "¿A qué hora lo recoges el miércoles 4 de noviembre?" in t.text


@pytest.mark.parametrize("said, reads", [
    ("quiero la tarta de queso de 12 raciones, no la de 20",
     "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("quiero la tarta de queso de 12, no de 20", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("una tarta de queso para 12, no para 20", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("quiero la tarta de queso pequeña, no la grande", "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),
    ("quiero la tarta de queso pequena, no la tarta de queso grande",
     "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),
    ("quero a tarta de queixo de 12, non a de 20", "Apunto: 1 × Tarta de queso (12 racións). Total 30,00 €."),
    # the thing ruled out in a size, the size wanted said after it: as before
    ("no la tarta de queso grande, la pequeña", "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),
])
def test_the_size_ruled_out_is_not_held(said, reads):
    c = chat()
    t = c.say(said)
    assert line_counts(c) == {"tarta-queso": 1}
    assert reads in t.text


# ---- a service, a number of people or one of the staff ruled out --------------------------------------


@pytest.mark.parametrize("said, reads", [
    ("quiero una revision, no un ajuste de frenos, el martes a las 11",
     "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €"),
    ("una revision y no un ajuste de frenos el martes a las 11", "revisión completa el martes 3 de noviembre"),
    ("no un ajuste de frenos sino una revisión, el martes a las 11", "revisión completa el martes 3 de noviembre"),
    ("quero unha revision, non un axuste de freos, o martes ás 11", "revisión completa o martes 3 de novembro"),
])
def test_the_service_ruled_out_is_not_booked(said, reads):
    c = chat("taller")
    t = c.say(said)
    assert _booking(c).get("services") == ["revision"]
    assert reads in t.text
    assert "frenos" not in t.text and "freos" not in t.text


@pytest.mark.parametrize("said, reads", [
    ("mesa para 4, no para 3, el viernes a las 21",
     "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("mesa para 4 y no para 3 el viernes a las 21", "reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("no para 3 sino para 4 el viernes a las 21", "reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("mesa pra 4, non pra 3, o venres ás 21", "reserva para 4 persoas o venres 6 de novembro ás 21:00."),
])
def test_the_party_ruled_out_is_not_booked(said, reads):
    c = chat("restaurante")
    t = c.say(said)
    assert _booking(c).get("party") == 4
    assert reads in t.text


@pytest.mark.parametrize("said, reads", [
    ("con Marta, no con Iago, corte de hombre el jueves a las 12",
     "Apunto: corte de hombre con Marta el jueves 5 de noviembre a las 12:00. Total 14,00 €"),
    ("corte de hombre con Marta y no con Iago el jueves a las 12",
     "corte de hombre con Marta el jueves 5 de noviembre"),
    ("no con Iago sino con Marta, corte de hombre el jueves a las 12", "corte de hombre con Marta el jueves 5"),
    ("corte de home coa Marta, non co Iago, o xoves ás 12", "corte de home con Marta o xoves 5 de novembro ás 12:00"),
])
def test_the_person_ruled_out_is_not_booked(said, reads):
    c = chat("peluqueria")
    t = c.say(said)
    assert _booking(c).get("resource") == "marta"
    assert reads in t.text
    assert "Iago" not in t.text


# ---- the reply's language, beside a title in the other one -------------------------------------------


def test_a_galician_title_in_a_spanish_mistake_owned_keeps_spanish():
    c = chat("libreria")
    t = c.say("me equivoque de libro, queria rio sen nome no follas novas")
    assert line_counts(c) == {"rio-sen-nome": 1}
    assert "Apunto: 1 × Río sen nome. Total 19,50 €." in t.text
    assert "Este pedido necesita 3 días de antelación. ¿Qué día lo recoges?" in t.text


def test_a_galician_title_swapped_in_keeps_spanish():
    c = chat_after("libreria", "quiero follas novas")
    t = c.say("no, follas novas no, rio sen nome")
    assert line_counts(c) == {"rio-sen-nome": 1}
    assert "Hoy no llego: este pedido necesita 3 días de antelación. ¿Qué día te va bien?" in t.text


def test_a_title_alone_still_goes_by_its_language():
    t = chat("libreria").say("rio sen nome")
    assert "Este pedido precisa 3 días de antelación. ¿Que día o recolles?" in t.text


def test_galician_with_a_galician_title_stays_galician():
    c = chat_after("libreria", "quero follas novas")
    t = c.say("non, follas novas non, rio sen nome")
    assert line_counts(c) == {"rio-sen-nome": 1}
    assert "Hoxe non chego: este pedido precisa 3 días de antelación." in t.text


# ---- «en realidad quería X»: X instead of the one held -----------------------------------------------


@pytest.mark.parametrize("slug, first, then, lines, reads", [
    ("libreria", "quiero follas novas", "en realidad queria el atlas", {"atlas-ceo": 1},
     "Apunto: 1 × Atlas do ceo. Total 16,00 €."),
    ("libreria", "quero follas novas", "en realidade quería o atlas", {"atlas-ceo": 1},
     "Apunto: 1 × Atlas do ceo. Total 16,00 €."),
    ("floristeria", "un poto para el lunes", "en realidad quería una orquídea", {"orquidea": 1},
     "Apunto: 1 × Orquídea. Total 32,00 €."),
    ("floristeria", "un poto para el lunes", "realmente prefiero una orquidea", {"orquidea": 1},
     "Apunto: 1 × Orquídea. Total 32,00 €."),
])
def test_what_was_really_wanted_replaces_the_one_held(slug, first, then, lines, reads):
    c = chat_after(slug, first)
    t = c.say(then)
    assert line_counts(c) == lines
    assert reads in t.text


def test_what_was_really_wanted_too_is_added():
    c = chat_after("libreria", "quiero follas novas")
    t = c.say("en realidad queria tambien el atlas")
    assert line_counts(c) == {"follas-novas": 1, "atlas-ceo": 1}
    assert "Total 34,00 €." in t.text


# ---- near-misses: left as they were ---------------------------------------------------------------------


@pytest.mark.parametrize("slug, said, lines", [
    ("floristeria", "no, un poto", {"poto": 1}),                    # «no» as an answer
    ("floristeria", "quiero una orquidea, no, un poto", {"poto": 1}),     # a second thought: the poto
    ("floristeria", "quiero una orquidea, no muy grande", {"orquidea": 1}),
    ("", "cinco napolitanas, no, cuatro", {"napolitana": 4}),
    ("", "dos napolitanas, no, tres croissants", {"croissant": 3}),
])
def test_no_as_an_answer_or_a_second_thought_is_read_as_before(slug, said, lines):
    c = chat(slug)
    c.say(said)
    assert line_counts(c) == lines


def test_a_doubt_is_no_correction():
    c = chat("floristeria")
    t = c.say("quiero una orquídea, no sé si con maceta")
    assert line_counts(c).get("orquidea") == 1
    assert "1 × Orquídea" in t.text


def test_no_after_a_wish_without_is_read_as_before():
    t = chat().say("una tarta de santiago sin nueces, no")
    assert "Tarta de Santiago contiene frutos secos. Sin frutos secos puedo ofrecerte" in t.text


def test_a_day_ruled_out_still_keeps_the_other():
    c = chat("restaurante")
    t = c.say("mesa para 4 el viernes, no el jueves, a las 21")
    assert _booking(c).get("ymd") == "2026-11-06"
    assert "reserva para 4 personas el viernes 6 de noviembre a las 21:00" in t.text


@pytest.mark.parametrize("then", ["quería una orquidea, no un poto", "no un poto sino una orquidea"])
def test_the_one_held_ruled_out_is_swapped(then):
    c = chat_after("floristeria", "un poto para el lunes")
    t = c.say(then)
    assert line_counts(c) == {"orquidea": 1}
    assert "Apunto: 1 × Orquídea. Total 32,00 €." in t.text


def test_one_more_beside_a_thing_ruled_out_keeps_what_is_held():
    c = chat_after("floristeria", "un ramo de rosas para el lunes")
    t = c.say("y una orquidea, no un poto")
    assert line_counts(c) == {"ramo-rosas": 1, "orquidea": 1}
    assert "Total 67,00 €." in t.text


def test_the_person_ruled_out_second_is_swapped():
    c = chat_after("peluqueria", "corte de hombre con Iago el jueves a las 12")
    t = c.say("con Marta, no con Iago")
    assert _booking(c).get("resource") == "marta"
    assert "corte de hombre con Marta el jueves 5 de noviembre a las 12:00" in t.text
