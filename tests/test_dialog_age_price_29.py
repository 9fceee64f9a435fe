"""«¿Cuánto cobráis a un niño de 12 años?»: the salon's children's cut has an age range in the
dataset (catalog `ambiguous.corte.ages`: up to 10); an age said with a price question gets the
price that goes with it, and past the range, the range said and the other cuts' prices."""
import copy
import dataclasses

import pytest

from tests.conversation import Conversation, chat, no_data

PAST_ES = "Corte infantil: 10,00 €, hasta los 10 años. Con {age} años se cobra como corte de mujer (22,00 €) " \
          "o corte de hombre (14,00 €)."
PAST_GL = "Corte infantil: 10,00 €, ata os 10 anos. Con {age} anos cóbrase como corte de muller (22,00 €) " \
          "ou corte de home (14,00 €)."
CHILD_ES = "Con {age} años se cobra como corte infantil: 10,00 € (hasta los 10 años)."
CHILD_GL = "Con {age} anos cóbrase como corte infantil: 10,00 € (ata os 10 anos)."


@pytest.mark.parametrize("msg, age", [
    ("¿cuánto cobráis a un niño de 12 años?", 12),
    ("cuanto cobrais a un nino de 12 anos", 12),
    ("cuanto cuesta cortar el pelo a una niña de 11?", 11),
    ("mi hijo tiene 14, cuánto es?", 14),
    ("¿cuanto cuesta el corte a mi hijo de doce años?", 12),
    ("¿cuánto le cobráis a mi hija de 13 años?", 13),
    ("cuanto vale el corte infantil para una niña de 11 años?", 11),
])
def test_past_the_childrens_range_the_other_cuts_and_their_prices(msg, age):
    t = chat("peluqueria").say(msg)
    assert t.text == PAST_ES.format(age=age)
    assert t.chip_labels == ["Pedir cita: Corte de mujer", "Pedir cita: Corte de hombre"]
    assert t.request is None


@pytest.mark.parametrize("msg, age", [
    ("canto lle cobrades a unha nena de 12 anos?", 12),
    ("canto custa cortarlle o pelo ao meu fillo de 11 anos?", 11),
])
def test_past_the_range_in_galician(msg, age):
    t = chat("peluqueria").say(msg)
    assert t.text == PAST_GL.format(age=age)


@pytest.mark.parametrize("msg, age, said", [
    ("¿cuánto cobráis a un niño de 8 años?", 8, CHILD_ES),
    ("cuanto cobrais por cortar el pelo a un crio de 5", 5, CHILD_ES),
    ("¿cuánto le cobráis a mi hija de 10 años?", 10, CHILD_ES),
    ("canto custa o corte para un neno de 7 anos?", 7, CHILD_GL),
    ("canto custa o corte para un neno de 7?", 7, CHILD_GL),
])
def test_within_the_range_the_childrens_price(msg, age, said):
    t = chat("peluqueria").say(msg)
    assert t.text == said.format(age=age)
    assert t.chip_labels == ["Pedir cita: Corte infantil"]


@pytest.mark.parametrize("msg, said, chip", [
    ("¿cuánto cuesta el corte para un chico de 12?", "Con 12 años se cobra como corte de hombre (14,00 €).",
     "Pedir cita: Corte de hombre"),
    ("canto lle cobrades a un rapaz de 13 anos?", "Con 13 anos cóbrase como corte de home (14,00 €).",
     "Pedir cita: Corte de home"),
])
def test_a_hint_word_narrows_the_other_cuts(msg, said, chip):
    t = chat("peluqueria").say(msg)
    assert said in t.text and "22,00 €" not in t.text
    assert t.chip_labels == [chip]


@pytest.mark.parametrize("then, said", [
    ("¿y para mi hijo de 12?", PAST_ES.format(age=12)),
    ("¿y para un niño de 6 años?", CHILD_ES.format(age=6)),
    ("es para mi hija de 11", PAST_ES.format(age=11)),
])
def test_an_age_said_right_after_the_cuts_prices(then, said):
    c = chat("peluqueria")
    c.say("¿cuánto cuesta el corte de pelo?")
    assert c.say(then).text == said


def test_another_age_after_an_age_answer():
    c = chat("peluqueria")
    c.say("¿cuánto cobráis a un niño de 12 años?")
    assert c.say("¿y a uno de 8?").text == CHILD_ES.format(age=8)


def test_picking_a_cut_after_the_answer_starts_that_appointment_only():
    c = chat("peluqueria")
    c.say("¿cuánto cobráis a un niño de 12 años?")
    t = c.press("Pedir cita: Corte de hombre")
    assert "corte de hombre" in t.text and "14,00 €" in t.text
    assert t.request["status"] == "collecting"


@pytest.mark.parametrize("msg, said", [
    ("¿cuánto cuesta un tinte para mi hija de 15 años?", "Tinte: 35,00 €."),
    ("¿cuánto cuesta el corte infantil?", "Corte infantil: 10,00 €."),
])
def test_no_age_or_another_service_is_the_plain_price(msg, said):
    assert chat("peluqueria").say(msg).text == said


def test_without_an_age_range_in_the_data_no_range_is_invented():
    biz = chat("peluqueria").biz
    catalog = copy.deepcopy(biz.catalog)
    catalog["ambiguous"]["corte"].pop("ages")
    plain = dataclasses.replace(biz, catalog=catalog, cache={})
    t = Conversation(biz=plain, kb_answer=no_data).say("¿cuánto cobráis a un niño de 12 años?")
    assert "hasta los" not in t.text and "Con 12 años" not in t.text
