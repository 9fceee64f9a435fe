"""Stop 63 (the data answers, the reply neither refuses nor hands off): «¿podéis preparar el X sin gluten?» where
nothing is ordered is the diet's answer, never «no tomo pedidos»; «¿cuántas personas caben en una mesa?» finds
the groups' text; a problem told of a thing the knowledge's text speaks of («la bici eléctrica no carga la
batería») is that text, not a service guessed from a word of the thing's name; fitting a part a service includes
(«¿me la pones tú?» after its price) is that service; «¿podéis hacer el X sin Y?» where X's description says «sin
Y» is the description's answer, not an appointment."""
from __future__ import annotations

import pytest

from tests.conversation import chat_with_knowledge

REFUSED = ("no tomo pedidos", "non tomo pedidos")
HANDOFF = ("no lo tengo claro", "non o teño claro")


def _say(slug: str, text: str, tmp_path):
    return chat_with_knowledge(slug, tmp_path).say(text)


@pytest.mark.parametrize("text,said", [
    ("podeis preparar el pulpo sin gluten?", "En Pulpo á feira no consta gluten."),
    ("podeis preparar la merluza sin gluten?", "En Merluza a la plancha no consta gluten."),
    ("me preparais el raxo sin gluten?", "En Raxo con patatas no consta gluten."),
    ("preparais el pulpo sin gluten?", "En Pulpo á feira no consta gluten."),
    ("se puede preparar el pulpo sin gluten", "En Pulpo á feira no consta gluten."),
    ("podriais prepararme el pulpo sin gluten", "En Pulpo á feira no consta gluten."),
    ("el pulpo lo podeis preparar sin gluten?", "En Pulpo á feira no consta gluten."),
    ("podeis prepara el pulpo sin gluten?", "En Pulpo á feira no consta gluten."),
    ("podedes preparar o polbo sen glute?", "En Polbo á feira non consta glute."),
    ("prepararíais o raxo sen glute?", "En Raxo con patacas non consta glute."),
    ("podedes preparar a pescada sen glute", "En Pescada á prancha non consta glute."),
    ("podeis preparar el arroz sin marisco?", "Arroz con marisco contiene crustáceos y moluscos."),
])
def test_made_without_a_diet_asked_where_nothing_is_ordered_is_answered(text, said, tmp_path):
    t = _say("restaurante", text, tmp_path)
    assert said in t.text, t.text
    assert not any(x in t.text for x in REFUSED) and t.request is None


@pytest.mark.parametrize("slug,text,said", [
    ("restaurante", "quiero 2 pulpos sin gluten", "no tomo pedidos"),
    ("restaurante", "queremos pulpo sin gluten el sabado, somos 2", "reserva para 2 personas el sábado 7 de noviembre"),
    ("", "podeis preparar la tarta de queso sin gluten?", "Tarta de queso contiene gluten."),
])
def test_an_order_or_a_table_with_a_diet_keeps_its_answer(slug, text, said, tmp_path):
    assert said in _say(slug, text, tmp_path).text


@pytest.mark.parametrize("text", [
    "cantas persoas cabedes nunha mesa?", "cuantas personas caben en una mesa?", "cuantas personas cabemos en una mesa?",
    "cuantos cabemos?", "cantas persoas caben?", "q capacidad teneis?", "cuantas personas cabeis en una mesa?",
])
def test_how_many_fit_is_the_groups_text(text, tmp_path):
    said = _say("restaurante", text, tmp_path).text
    assert "grupos de hasta 12 personas" in said, said
    assert "Puedes reservar por este chat" not in said


@pytest.mark.parametrize("slug,text,said", [
    ("restaurante", "como puedo reservar?", "Puedes reservar por este chat"),
    ("libreria", "cuantas personas caben en las presentaciones?", "aforo de 30 personas"),
])
def test_other_texts_keep_their_answer(slug, text, said, tmp_path):
    assert said in _say(slug, text, tmp_path).text


@pytest.mark.parametrize("text", [
    "a miña bici eléctrica non carga a batería", "mi bici electrica no carga la bateria",
    "a bici eléctrica non arranca o motor", "la bici electrica no arranca el motor",
    "la bateria de mi bici no carga", "mi bici electrica no carga la bateria q hago?", "a batería non carga",
])
def test_a_problem_the_texts_speak_of_is_their_answer(text, tmp_path):
    t = _say("taller", text, tmp_path)
    assert "no reparamos baterías ni motores" in t.text, t.text
    assert "Revisión completa" not in t.text and not t.chip_labels


@pytest.mark.parametrize("text,service", [
    ("mi bici no va bien", "Revisión completa (35,00 €"), ("a miña bici non vai", "Revisión completa (35,00 €"),
    ("la bici se me ha roto", "Revisión completa (35,00 €"), ("mi bici electrica no frena", "Ajuste de frenos (18,00 €"),
    ("se me ha roto el cambio", "Ajuste de cambio (18,00 €"),
])
def test_a_problem_the_texts_do_not_speak_of_keeps_its_service(text, service, tmp_path):
    assert service in _say("taller", text, tmp_path).text


@pytest.mark.parametrize("text,lines", [
    ("cuanto cuesta una camara? me la pones tu?",
     ["Cámara 700x28: 7,00 €.", "Reparar pinchazo: 12,00 € (Cámara nueva o parche, montaje incluido)"]),
    ("cuanto cuesta una camara y ponerla?", ["Cámara 700x28: 7,00 €.", "Reparar pinchazo: 12,00 €"]),
    ("cuanto cuesta cambiar la camara?", ["Cámara 700x28: 7,00 €.", "Reparar pinchazo: 12,00 €"]),
    ("canto custa unha cámara? pódesma poñer ti?", ["Cámara 700x28: 7,00 €.", "é Reparar furado: 12,00 €"]),
    ("canto custa unha cámara? e poñela?", ["Cámara 700x28: 7,00 €.", "é Reparar furado: 12,00 €"]),
])
def test_fitting_a_part_a_service_includes_is_that_service(text, lines, tmp_path):
    t = _say("taller", text, tmp_path)
    assert all(line in t.text for line in lines), t.text
    assert not any(x in t.text for x in HANDOFF)
    assert any(label.startswith("Pedir cita: Reparar") for label in t.chip_labels)


def test_fitting_asked_the_turn_after_the_price_then_booked(tmp_path):
    c = chat_with_knowledge("taller", tmp_path)
    c.say("cuanto cuesta una camara?")
    t = c.say("me la pones tu?")
    assert "Reparar pinchazo: 12,00 €" in t.text and not any(x in t.text for x in HANDOFF)
    t = c.say("vale, el martes a las 10")
    assert "reparar pinchazo el martes 3 de noviembre a las 10:00" in t.text


@pytest.mark.parametrize("text,said", [
    ("cuanto cuesta una cubierta? me la poneis vosotros?", "no lo tengo claro"),   # no service includes it
    ("cuanto cuesta la luz? me la poneis?", "no lo tengo claro"),
    ("me poneis una camara?", "Apunto: 1 × Cámara 700x28"),
    ("cuanto cuesta una camara?", "Cámara 700x28: 7,00 €."),
])
def test_near_misses_of_fitting_keep_their_answer(text, said, tmp_path):
    t = _say("taller", text, tmp_path)
    assert said in t.text and "Reparar pinchazo" not in t.text


@pytest.mark.parametrize("text,said", [
    ("podeis hacer el tinte sin amoniaco?", "sin amoniaco"),
    ("el tinte lo haceis sin amoniaco?", "sin amoniaco"),
    ("podedes facer o tinte sen amoníaco?", "sen amoníaco"),
])
def test_without_what_the_description_says_it_goes_without_is_answered(text, said, tmp_path):
    t = _say("peluqueria", text, tmp_path)
    assert said in t.text and "Apunto" not in t.text and t.request is None


def test_a_wish_for_a_day_without_it_is_still_booked(tmp_path):
    assert "Apunto: tinte el martes 3 de noviembre" in _say("peluqueria", "quiero un tinte sin amoniaco el martes",
                                                          tmp_path).text
