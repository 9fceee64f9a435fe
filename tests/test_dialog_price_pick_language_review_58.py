"""Stop 58, review: a price said of a group, then another of the group picked; a Galician «non B senón A».

What was wrong (two regressions of this stop, found by the regression probe):
- a price said of a group narrows «¿Qué tarta quieres?» to the ones that cost it; picking another one
  of the group then added it beside the question asked again: «una tarta de 26 euros» → «la de queso»
  read «Apunto: 1 × Tarta de queso. Total 22,00 €. ¿Qué tarta quieres?» with the buttons [Tarta de
  Santiago · 26,00 €, Tarta Sacher · 26,00 €] (the old code asked «¿Para cuántas raciones?»);
- the words «non B senón» are taken out before a message is read, and the Galician went out with them:
  «non a de queixo senón a de santiago» read «Apunto: 1 × Tarta de Santiago. Total 18,00 €. ¿Para
  cuántas raciones?», in Spanish; «cita con Marta, non con Iago» asked «¿Qué servicio quieres?».

What now happens:
- the one of the group named is the one picked, and as when the price is said with it («una tarta de
  queso de 26 euros»), what each size costs is said before the size is asked: «Ningún tamaño de Tarta
  de queso cuesta 26,00 €: 8 raciones por 22,00 €, 12 raciones por 30,00 € y 20 raciones por 40,00 €.
  ¿Para cuántas raciones?»; the same by its button when no one of the group costs the price said;
- the customer's own words of a «no B» taken out («non», «senón», «a de») count for the language, the
  names in it (a thing, one of the staff, a title) do not: «¿Para cantas racións?».

Left as they were: a pick that costs the price said (its size taken, no size question), a group asked
with no price, Spanish «no B sino A», and a Galician title ruled out in a Spanish message (Spanish).
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, chat_after, line_counts

_SIZES_OF = {
    "tarta-queso": ("Tarta de queso", "22,00 €", "30,00 €", "40,00 €"),
    "tarta-santiago": ("Tarta de Santiago", "18,00 €", "26,00 €", "36,00 €"),
    "tarta-zanahoria": ("Tarta de zanahoria", "24,00 €", "32,00 €", "42,00 €"),
}


def _no_size_told(pid: str, price: str, lang: str) -> str:
    """«Ningún tamaño de X cuesta P: …» and the size question, as the customer reads them."""
    name, small, middle, big = _SIZES_OF[pid]
    if lang == "gl":
        return (f"Ningún tamaño de {name} custa {price}: 8 racións por {small}, 12 racións por {middle} e "
                f"20 racións por {big}. ¿Para cantas racións?")
    return (f"Ningún tamaño de {name} cuesta {price}: 8 raciones por {small}, 12 raciones por {middle} y "
            f"20 raciones por {big}. ¿Para cuántas raciones?")


# ---- 1. a price said of a group, then another one of the group picked ------------------------------------

@pytest.mark.parametrize("lang, said, picked, pid, recap, price", [
    ("es", "una tarta de 26 euros", "la de queso", "tarta-queso",
     "Apunto: 1 × Tarta de queso. Total 22,00 €.", "26,00 €"),
    ("gl", "unha tarta de 26 euros", "a de queixo", "tarta-queso",
     "Apunto: 1 × Tarta de queso. Total 22,00 €.", "26,00 €"),
    ("es", "quiero una tarta de 26 €", "mejor la de zanahoria", "tarta-zanahoria",
     "Apunto: 1 × Tarta de zanahoria. Total 24,00 €.", "26,00 €"),
    ("gl", "quero unha tarta de 26 euros", "mellor a de cenoria", "tarta-zanahoria",
     "Apunto: 1 × Tarta de zanahoria. Total 24,00 €.", "26,00 €"),
    ("es", "una tarta de 40 pavos", "la de santiago", "tarta-santiago",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "40,00 €"),
    ("es", "una tarta de 40 euros", "la de santiago para el martes", "tarta-santiago",
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €.", "40,00 €"),
    ("es", "una tarta de 100 euros", "la de queso", "tarta-queso",
     "Apunto: 1 × Tarta de queso. Total 22,00 €.", "100,00 €"),
])
def test_another_of_the_group_is_picked_and_its_sizes_priced(lang, said, picked, pid, recap, price):
    c = chat_after("", said)
    t = c.say(picked)
    assert recap in t.text
    assert _no_size_told(pid, price, lang) in t.text
    assert "¿Qué tarta quieres?" not in t.text and "¿Que tarta queres?" not in t.text
    assert line_counts(c) == {pid: 1}
    assert t.chip_labels[0] == ("8 racións" if lang == "gl" else "8 raciones")


def test_the_size_chosen_after_it_is_priced_once():
    c = chat_after("", "una tarta de 26 euros", "la de queso")
    t = c.say("12 raciones")
    assert "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €." in t.text
    assert "Ningún tamaño" not in t.text
    assert line_counts(c) == {"tarta-queso": 1}


def test_a_button_of_a_group_none_of_which_costs_it_tells_the_sizes():
    c = chat_after("", "una tarta de 100 euros")
    t = c.press("Tarta de queso")
    assert "Apunto: 1 × Tarta de queso. Total 22,00 €." in t.text
    assert _no_size_told("tarta-queso", "100,00 €", "es") in t.text


# near-misses: a pick that costs the price said, a group asked without a price, a group without sizes

@pytest.mark.parametrize("said, picked, recap", [
    ("una tarta de 26 euros", "la de santiago", "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    ("unha tarta de 26 euros", "a sacher", "Apunto: 1 × Tarta Sacher (8 racións). Total 26,00 €."),
    ("una tarta de 40 euros", "la de queso", "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."),
])
def test_a_pick_that_costs_the_price_takes_its_size(said, picked, recap):
    c = chat_after("", said)
    t = c.say(picked)
    assert recap in t.text
    assert "Ningún tamaño" not in t.text
    assert "¿Para cuántas raciones?" not in t.text and "¿Para cantas racións?" not in t.text


def test_a_group_asked_without_a_price_asks_the_size_alone():
    c = chat_after("", "una tarta")
    t = c.say("la de queso")
    assert "Apunto: 1 × Tarta de queso. Total 22,00 €. ¿Para cuántas raciones?" in t.text
    assert "Ningún tamaño" not in t.text


def test_a_group_without_sizes_takes_the_one_named():
    c = chat_after("floristeria", "un ramo de 30 euros")
    t = c.say("el de rosas")
    assert "Apunto: 1 × Ramo de rosas. Total 35,00 €." in t.text
    assert "¿Qué ramo quieres?" not in t.text
    assert line_counts(c) == {"ramo-rosas": 1}


# ---- 2. the words of a «no B» taken out still tell the language ------------------------------------------

@pytest.mark.parametrize("slug, said, lines, reads", [
    ("", "non a de queixo senón a de santiago", {"tarta-santiago": 1},
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €. ¿Para cantas racións?"),
    ("", "non a de queixo senon a de santiago", {"tarta-santiago": 1},
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €. ¿Para cantas racións?"),
    ("", "non a de queixo senon a de santiago pro domingo", {"tarta-santiago": 1}, "¿Para cantas racións?"),
    ("", "a de santiago, non a de queixo", {"tarta-santiago": 1}, "¿Para cantas racións?"),
    ("floristeria", "non o poto senón unha orquídea", {"orquidea": 1}, "¿A que hora o recolles?"),
    ("floristeria", "non o poto senon a orquidea", {"orquidea": 1}, "¿A que hora o recolles?"),
    ("libreria", "non follas novas senon rio sen nome", {"rio-sen-nome": 1}, "¿Que día o recolles?"),
])
def test_a_galician_ruled_out_beside_keeps_galician(slug, said, lines, reads):
    c = chat(slug)
    t = c.say(said)
    assert line_counts(c) == lines
    assert reads in t.text


@pytest.mark.parametrize("said, reads", [
    ("cita con Marta, non con Iago", "Apunto: cita con Marta. ¿Que servizo queres?"),
    ("cita con marta non con iago", "Apunto: cita con Marta. ¿Que servizo queres?"),
    ("non con Iago senón con Marta, o xoves ás 12", "Apunto: cita con Marta o xoves 5 de novembro ás 12:00."),
])
def test_one_of_the_staff_ruled_out_in_galician_keeps_galician(said, reads):
    c = chat("peluqueria")
    t = c.say(said)
    assert (c.state.get("booking") or {}).get("resource") == "marta"
    assert reads in t.text
    assert "Iago" not in t.text


def test_one_of_the_staff_ruled_out_alone_is_answered_in_galician():
    # (stop 59: «con Marta» alone starts the appointment with her; it was handed to a person before)
    c = chat("peluqueria")
    t = c.say("non con Iago senón con Marta")
    assert t.text == "Apunto: cita con Marta. ¿Que servizo queres?"
    assert c.state["booking"]["resource"] == "marta"


# near-misses: Spanish stays Spanish, a Galician name ruled out in Spanish tells nothing

@pytest.mark.parametrize("slug, said, lines, reads", [
    ("", "no la de queso sino la de santiago", {"tarta-santiago": 1},
     "Apunto: 1 × Tarta de Santiago. Total 18,00 €. ¿Para cuántas raciones?"),
    ("", "no la de queixo sino la de santiago", {"tarta-santiago": 1}, "¿Para cuántas raciones?"),
    ("", "quiero una tarta de santiago, no la de queixo", {"tarta-santiago": 1}, "¿Para cuántas raciones?"),
    ("floristeria", "no el poto sino una orquidea", {"orquidea": 1}, "¿A qué hora lo recoges?"),
    ("libreria", "quiero rio sen nome y no follas novas", {"rio-sen-nome": 1}, "¿Qué día lo recoges?"),
    ("libreria", "me equivoque de libro, queria rio sen nome no follas novas", {"rio-sen-nome": 1},
     "¿Qué día lo recoges?"),
])
def test_spanish_with_a_thing_ruled_out_stays_spanish(slug, said, lines, reads):
    c = chat(slug)
    t = c.say(said)
    assert line_counts(c) == lines
    assert reads in t.text


def test_spanish_with_one_of_the_staff_ruled_out_stays_spanish():
    c = chat("peluqueria")
    t = c.say("cita con Marta, no con Iago")
    assert (c.state.get("booking") or {}).get("resource") == "marta"
    assert "Apunto: cita con Marta. ¿Qué servicio quieres?" in t.text
