"""Stop 40's regressions, each a family: after «Enviar», «¿puede ser sin azúcar?» or «¿y si lo recoge
mi marido?» was told «para cambiarlo, llama»; «mesa… el viernes a las 21 pues el sábado trabajo»
booked Saturday; «los croissants no, que sean 4» took them off; «en la bolsa pon también 2 palmeras»
and «pon 20 raciones en la <thing>» became words to write; «¿el a4 cuántas hojas tiene?» was answered
of the A5 held; «¿y si añado una empanada llega para hoy?» added it."""
import pytest

from tests.conversation import chat, line_counts, sent_after

CALL = "Lo que enviaste ya está en manos del local."
CALL_GL = "O que enviaches xa está en mans do local."
TABLE = ("restaurante", ("mesa para 2 el jueves a las 14", "Ana", "612345678", "no"), "Enviar")
ORDER = ("", ("3 croissants y 2 palmeras para el martes a las 10", "Ana", "612345678", "no"), "Enviar")




@pytest.mark.parametrize("sent, asked", [
    (ORDER, "¿puede ser sin azúcar?"),
    (ORDER, "¿y si lo recoge mi marido?"),
    (ORDER, "e se o recolle o meu home?"),
    (TABLE, "¿puede ser que tengáis trona?"),
    (TABLE, "pode ser que teñades trona?"),
    (TABLE, "¿y si traigo una tarta?"),
    (ORDER, "y si pago con tarjeta?"),
])
def test_a_question_after_sending_that_changes_nothing_is_no_change(sent, asked):
    c = sent_after(*sent)
    t = c.say(asked)
    assert not t.texts[0].startswith((CALL, CALL_GL))


@pytest.mark.parametrize("sent, asked, said", [
    (TABLE, "¿y si son 8?", CALL),
    (TABLE, "e se somos tres?", CALL_GL),
    (ORDER, "y si son 8?", CALL),
    (TABLE, "¿puede ser a las 15?", CALL),
])
def test_another_count_or_time_wondered_after_sending_is_a_change(sent, asked, said):
    c = sent_after(*sent)
    requests = len(c.requests)
    t = c.say(asked)
    assert t.texts[0].startswith(said)
    assert len(c.requests) == requests


@pytest.mark.parametrize("said, day", [
    ("mesa para 2 el viernes a las 21 pues el sabado trabajo", "el viernes 6 de noviembre"),
    ("mesa para 2 el viernes a las 21, entonces el sábado no hace falta", "el viernes 6 de noviembre"),
    ("mesa para 2 el venres ás 21 pois o sábado traballo", "o venres 6 de novembro"),
    ("la boda es el sábado, así que el viernes mesa para 2 a las 21", "el viernes 6 de noviembre"),
    ("a voda é o sábado, así que o venres mesa para 2 ás 21", "o venres 6 de novembro"),
    ("uy el domingo es mi cumple, pues el sabado mesa para 2 a las 14", "el sábado 7 de noviembre"),
])
def test_the_day_asked_for_not_the_day_told_about(said, day):
    c = chat("restaurante")
    t = c.say(said)
    assert day in t.texts[0]


@pytest.mark.parametrize("then, counts", [
    ("los croissants no, que sean 4", {"croissant": 4, "palmera": 2}),
    ("os croissants non, que sexan 4", {"croissant": 4, "palmera": 2}),
    ("las palmeras no, que sean 5", {"croissant": 3, "palmera": 5}),
    ("los croissants no, que ya tengo", {"palmera": 2}),
    ("los croissants no", {"palmera": 2}),
])
def test_no_then_how_many_mends_the_line(then, counts):
    c = chat()
    c.say("quiero 3 croissants y 2 palmeras")
    c.say(then)
    assert line_counts(c) == counts


@pytest.mark.parametrize("then, counts, options", [
    ("en la bolsa pon también 2 palmeras", {"tarta-santiago": 1, "palmera": 2}, {}),
    ("en la caja pon 2 croissants", {"tarta-santiago": 1, "croissant": 2}, {}),
    ("pon 20 raciones en la tarta", {"tarta-santiago": 1}, {"raciones": "20"}),
    ("pon una de 20 en la tarta", {"tarta-santiago": 1}, {"raciones": "20"}),
])
def test_things_put_in_or_on_are_no_words_to_write(then, counts, options):
    c = chat()
    c.say("quiero una tarta de santiago para el martes")
    c.say(then)
    assert line_counts(c) == counts
    assert c.order["lines"][0].get("options") == options
    assert not c.order.get("notes_said")


@pytest.mark.parametrize("first, then, note", [
    ("quiero una tarta de santiago para el martes", "pon una vela en la tarta", "en la tarta: una vela"),
    ("quiero una tarta de santiago para el martes", "en la tarta pon un beso para mamá",
     "en la tarta: un beso para mamá"),
    ("quiero una tarta de santiago para el martes", "en la tarta pon: 50 años", "en la tarta pon: 50 años"),
    ("quiero una tarta de santiago para el martes", "en la tarta que ponga: Feliz cumple",
     "en la tarta que ponga: Feliz cumple"),
    ("quero unha tarta de santiago pro martes", "na tarta pon Parabéns avoa", "na tarta: Parabéns avoa"),
])
def test_words_and_things_for_a_held_line_are_one_note(first, then, note):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert c.order["notes_said"] == [note]
    assert line_counts(c) == {"tarta-santiago": 1}
    assert note in t.texts[0]


@pytest.mark.parametrize("question", [
    "¿el a4 cuántas hojas tiene?",
    "y el cuadriculado cuantas hojas tiene?",
    "o a4 cantas follas ten?",
])
def test_a_question_naming_another_is_not_answered_of_the_one_held(question):
    c = chat("libreria")
    c.say("un cuaderno a5")
    t = c.say(question)
    assert "120 hojas" not in t.text and "120 follas" not in t.text
    assert line_counts(c) == {"cuaderno-a5": 1}


@pytest.mark.parametrize("first, asked, said", [
    ("quiero 2 croissants para hoy", "¿y si añado una empanada llega para hoy?", "24 horas de antelación"),
    ("quero 2 croissants pra mañá", "e se engado unha empanada, chega?", "24 horas de antelación"),
    ("quiero 2 croissants para mañana", "¿y si añado una empanada cuánto sería?", "16,00 €"),
])
def test_a_change_wondered_with_a_question_after_it_is_asked(first, asked, said):
    c = chat()
    c.say(first)
    t = c.say(asked)
    assert said in t.texts[0]
    assert line_counts(c) == {"croissant": 2}


def test_a_change_wondered_alone_is_made():
    c = chat()
    c.say("quiero 2 croissants para el martes")
    c.say("¿y si añado una empanada?")
    assert line_counts(c) == {"croissant": 2, "empanada": 1}
