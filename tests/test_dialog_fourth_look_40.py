"""From this stop's first round of probing: «vale esa» after «¿cuánto cuesta la de 12?» asked the
size again; «¿y cuándo lo confirmáis?» after «Enviar» went to a person; «ai o nome é Ana López» at
the summary changed nothing; «a última hora» asked the time again without saying the times offered
are the last ones."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("steps, said", [
    (("una tarta de santiago", "cuanto cuesta la de 12?", "vale esa"),
     "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    (("una tarta de santiago", "cuanto cuesta la de 12?", "pues esa"),
     "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    (("unha torta de santiago", "canto custa a de 12?", "vale esa"),
     "Apunto: 1 × Tarta de Santiago (12 racións). Total 26,00 €."),
    (("unha torta de santiago", "canto custa a de 20?", "pois esa mesma"),
     "Apunto: 1 × Tarta de Santiago (20 racións). Total 36,00 €."),
])
def test_that_one_after_a_size_priced(steps, said):
    c = chat()
    for step in steps[:-1]:
        c.say(step)
    t = c.say(steps[-1])
    assert t.texts[0] == said


def test_that_one_is_read_only_right_after_the_price():
    c = chat()
    c.say("una tarta de santiago")
    c.say("cuanto cuesta la de 12?")
    c.say("y la de 20?")
    c.say("vale esa")
    assert c.order["lines"][0]["options"] == {"raciones": "20"}


@pytest.mark.parametrize("asked, said", [
    ("y cuando lo confirmais?", "Ya está enviado y aún sin confirmar"),
    ("cuando me lo confirmais", "Ya está enviado y aún sin confirmar"),
    ("cando o confirmades?", "Xa está enviado e aínda sen confirmar"),
])
def test_when_it_is_confirmed_after_sending(asked, said):
    c = chat()
    for step in ("4 croissants para mañana a las 10", "ana", "600000001", "no"):
        c.say(step)
    c.press("Enviar")
    t = c.say(asked)
    assert t.texts[0].startswith(said)
    assert all(r["kind"] != "question" for r in c.requests)


@pytest.mark.parametrize("fix, said", [
    ("ai o nome é Ana López", "Corrixido: a nome de Ana López."),
    ("perdoa, o nome é Ana López", "Corrixido: a nome de Ana López."),
    ("uy el nombre es Ana López", "Corregido: a nombre de Ana López."),
])
def test_a_name_mended_at_the_summary(fix, said):
    c = chat()
    for step in ("2 palmeiras pra hoxe ás 5", "ana", "600000001", "non"):
        c.say(step)
    t = c.say(fix)
    assert t.texts[0] == said
    assert c.order["name"] == "Ana López"


@pytest.mark.parametrize("first, then, note", [
    ("la rana y la rata para el martes", "a ultima hora", "Las últimas horas libres son estas."),
    ("a ra e a rata pro martes", "á última hora", "As últimas horas libres son estas."),
])
def test_the_last_times_of_the_day(first, then, note):
    c = chat("libreria")
    c.say(first)
    t = c.say(then)
    assert t.texts[0].startswith(note)
    assert t.chip_labels == ["18:30", "19:00", "19:30", "20:00"]
