"""Stop 58 (review): «a última hora» / «a primera hora» at the summary taken only when it is the wish.

- Once «a última hora» at the summary moved the time, it moved it whatever was said around it: «6
  croissants para el martes a las 10 || Ana 611000222 || no || a ultima hora no puedo» got «Las últimas
  horas libres son estas. ¿A qué hora lo recoges el martes 3 de noviembre?» and 10:00 was dropped (a booking
  «mesa para 4 el viernes a las 21»: 21:00 dropped); so did «no puedo a ultima hora», gl «á última hora
  non podo», «antes de la ultima hora» and a note «a ultima hora me avisais si hay algun problema».
  «a primera hora no puedo» moved the order to 09:00.
- Now a refusal («… no puedo», «… imposible», «non podo …»), a bound («antes de la última hora») or, with a
  time held, the words only saying when something else is meant (a note, a question) leave the time held:
  the summary again, 10:00 kept. A question («¿a última hora hay mucha gente?») is passed on to the
  business as before. Only the wish moves the time: «mejor a última hora», «a última hora si puede ser»,
  «lo más tarde posible», gl «mellor á última hora».
- Back from a pause: an apology that also asks something is the question answered («perdona, ¿a qué
  hora cerráis?» → «El viernes 6 de noviembre cerramos a las 20:00.»), never a name. With the excuse
  beside the question, «perdona, estaba ocupada, ¿a qué hora cerráis?» at the name step answered and then
  asked «¿Y un teléfono de contacto?»: the name held was «Perdona Estaba Ocupada». Now the name is asked
  again (the excuse is never a name).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat_after

_SUMMARY = ("Este es el pedido que enviaré", "Este é o pedido que lle enviarei",
            "Esta es la reserva que enviaré", "Esta é a reserva que lle enviarei")
_LAST_FEW = ("Las últimas horas libres son estas", "As últimas horas libres son estas")
_NOT_SURE = ("Eso no lo tengo claro", "Iso non o teño claro")

# each business at its summary, and the time it holds (minutes)
_AT_SUMMARY = {
    "": (("6 croissants para el martes a las 10", "Ana 611000222", "no"), "order", 600),
    "libreria": (("follas novas para el martes a las 12", "Iria 622333444", "no"), "order", 720),
    "floristeria": (("ramo de rosas para el jueves a las 11", "Ana 611000222", "no"), "order", 660),
    "restaurante": (("mesa para 4 el viernes a las 21", "Pedro 654321987", "no"), "booking", 1260),
    "peluqueria": (("corte de mujer el viernes a las 10", "Pedro 654321987", "no"), "booking", 600),
    "taller": (("una revision el martes a las 10", "Breixo 688777666", "no"), "booking", 600),
}


def _at_summary(slug: str):
    steps, kind, held = _AT_SUMMARY[slug]
    c = chat_after(slug, *steps)
    assert c.last.texts[-1].startswith(_SUMMARY)
    return c, kind, held


def _held_min(c, kind: str):
    return ((c.state or {}).get(kind) or {}).get("min")


_NOT_THE_WISH = [
    # refused
    "a ultima hora no puedo", "a última hora no me va bien", "no puedo a ultima hora", "a ultima hora imposible",
    "lo más tarde posible no me va bien", "a primera hora no puedo", "no puedo a primera hora",
    "á última hora non podo", "non podo á ultima hora", "á derradeira hora non me vai ben", "á primeira hora non podo",
    # a bound
    "antes de la ultima hora", "antes da última hora",
    # a note for something else
    "a ultima hora me avisais si hay algun problema", "á ultima hora avisádesme se hai algún problema",
]


@pytest.mark.parametrize("slug", list(_AT_SUMMARY))
@pytest.mark.parametrize("said", _NOT_THE_WISH)
def test_the_end_of_day_not_wished_keeps_the_time_held(slug, said):
    c, kind, held = _at_summary(slug)
    t = c.say(said)
    assert not any(x.startswith(_LAST_FEW) for x in t.texts)
    assert not any(x.startswith(("Cambio la recogida", "Cambio a recollida")) for x in t.texts)
    assert _held_min(c, kind) == held
    assert t.texts[-1].startswith(_SUMMARY)


@pytest.mark.parametrize("slug", ["", "restaurante", "peluqueria"])
@pytest.mark.parametrize("said", ["a ultima hora hay mucha gente?", "á última hora hai moita xente?"])
def test_a_question_about_the_last_hour_is_passed_on_and_the_time_kept(slug, said):
    c, kind, held = _at_summary(slug)
    t = c.say(said)
    assert any(x.startswith(_NOT_SURE) for x in t.texts)
    assert _held_min(c, kind) == held
    assert t.texts[-1].startswith(_SUMMARY)


@pytest.mark.parametrize("said", ["a ultima hora", "mejor a última hora", "a ultima hora si puede ser",
                                  "a ultima hora me va mejor", "mellor á última hora", "á última hora se pode ser",
                                  "pues mejor a ultima hora del martes"])
def test_the_wish_still_offers_the_last_free_times(said):
    c, kind, _ = _at_summary("")
    t = c.say(said)
    assert t.texts[0].startswith(_LAST_FEW)
    assert "martes 3 de" in t.texts[0]
    assert t.chip_labels == ["18:00", "18:30", "19:00", "19:30"]
    assert _held_min(c, kind) is None


@pytest.mark.parametrize("said, said_back", [
    ("lo más tarde posible", "Cambio la recogida al martes 3 de noviembre a las 19:30."),
    ("o máis tarde posible", "Cambio a recollida ao martes 3 de novembro ás 19:30."),
    ("a primera hora", "Cambio la recogida al martes 3 de noviembre a las 09:00."),
])
def test_the_last_or_first_one_wished_is_taken(said, said_back):
    c, kind, _ = _at_summary("")
    t = c.say(said)
    assert t.texts[0] == said_back


@pytest.mark.parametrize("said", ["mejor a última hora", "mellor á última hora"])
def test_a_booking_wished_at_the_last_hour_offers_its_last_times(said):
    c, kind, _ = _at_summary("restaurante")
    t = c.say(said)
    assert t.chip_labels == ["20:30", "21:00", "21:30", "22:00"]
    assert _held_min(c, kind) is None


@pytest.mark.parametrize("said", ["a ultima hora no puedo", "á última hora non podo"])
def test_refused_to_the_time_question_does_not_offer_the_last_times(said):
    c = chat_after("", "6 croissants para el martes")
    t = c.say(said)
    assert not t.texts[0].startswith(_LAST_FEW)
    assert "18:00" not in t.chip_labels[:1]
    assert t.chip_labels[0] == "09:00"


def test_the_end_of_day_refused_with_the_request_is_not_the_last_times():
    t = chat_after("", "6 croissants para el martes a ultima hora no puedo").last
    assert t.texts[-1] == "¿A qué hora lo recoges el martes 3 de noviembre?"
    assert t.chip_labels[0] == "09:00"


# ---- an apology that asks something: the question answered, never a name -------------------------


@pytest.mark.parametrize("said, answer, asked", [
    ("perdona, ¿a qué hora cerráis?", "El viernes 6 de noviembre cerramos a las 20:00.",
     "¿A nombre de quién hago la reserva?"),
    ("disculpa, a que hora cerrais?", "El viernes 6 de noviembre cerramos a las 20:00.",
     "¿A nombre de quién hago la reserva?"),
    ("desculpa, ¿a que hora pechades?", "O venres 6 de novembro pechamos ás 20:00.",
     "¿A nome de quen fago a reserva?"),
    ("perdona la tardanza, ¿cuánto cuesta?", "Corte de mujer: 22,00 €.", "¿A nombre de quién hago la reserva?"),
    # the excuse beside the question was the name («Perdona Estaba Ocupada»), then «¿Y un teléfono…?»
    ("perdona, estaba ocupada, ¿a qué hora cerráis?", "El viernes 6 de noviembre cerramos a las 20:00.",
     "¿A nombre de quién hago la reserva?"),
    ("estaba ocupada, ¿cuánto cuesta?", "Corte de mujer: 22,00 €.", "¿A nombre de quién hago la reserva?"),
    ("desculpa, estaba liada, ¿a que hora pechades?", "O venres 6 de novembro pechamos ás 20:00.",
     "¿A nome de quen fago a reserva?"),
])
def test_an_apology_with_a_question_answers_it(said, answer, asked):
    c = chat_after("peluqueria", "corte de mujer el viernes a las 10")
    t = c.say(said)
    assert t.texts == [answer, asked]
    assert not ((c.state or {}).get("booking") or {}).get("name")


@pytest.mark.parametrize("said, held", [("perdona, estaba ocupada", "Llevas apuntado: corte de mujer"),
                                        ("desculpa, estaba ocupada", "Levas apuntado: corte de muller")])
def test_a_bare_apology_says_what_is_held_and_asks_again(said, held):
    c = chat_after("peluqueria", "corte de mujer el viernes a las 10")
    t = c.say(said)
    assert t.texts[0].startswith(held)
    assert "a las 10:00" in t.texts[0] or "ás 10:00" in t.texts[0]
    assert not ((c.state or {}).get("booking") or {}).get("name")


@pytest.mark.parametrize("said, name", [("Ana, perdona la tardanza", "Ana"), ("perdona, me llamo Luis", "Luis")])
def test_a_name_beside_an_apology_is_still_the_name(said, name):
    c = chat_after("peluqueria", "corte de mujer el viernes a las 10")
    t = c.say(said)
    assert ((c.state or {}).get("booking") or {}).get("name") == name
    assert t.texts[-1].startswith("¿Y un teléfono de contacto?")
