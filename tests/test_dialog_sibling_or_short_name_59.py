"""Stop 59, a correction naming a held line's sibling or a held line by a short name was not applied.

- «3 cuadernos a4» then «no, mejor a5» (or «mejor de rayas», with an A5 held «no, cuadriculados») said
  «Para seguir necesito que me digas una de estas opciones…» and kept 3 × A4: only «mejor los a5», with
  its article, was read. Now a word of second thought («no», «mejor», «mellor», «prefiero») followed by
  one word that tells the other candidate of a held line's group swaps it, its count kept, and says
  the new total: «Apunto: 3 × Cuaderno A5 de rayas. Total 13,50 €.»
- «lume vermello y rio sen nome» then «quita el rio» (or «quita el lume») said the same «Para
  seguir…» and kept both books: only a full name or alias («quita el atlas») was read. Now, right after
  a verb that takes off, a word of the names of one held line only picks that line.
- «un cuaderno de cuadros para el lunes» said «No tengo «cuaderno de cuadros»» though the A4
  cuadriculado is exactly that: the fixture catalogue now has the alias (in both languages).
- «mesa para 6 el sábado a las 21» then «¿pueden ser 8?» was filed as a question for a person and kept
  6: «pueden / poden / podrían ser <n>» with a booking held now changes the party.

Near misses that must not change: «no, mejor a las 5» (a time), «quita uno» (a count), «y un a5 también»
(one more line), «no, mejor el lunes» (a day), «quita el atlas» with no atlas held, «¿pueden ser a las
13?» (a time), «¿pueden ser 4 más?» (four more)."""
import pytest

from tests.conversation import chat

A4_3 = "Apunto: 3 × Cuaderno A4 cuadriculado. Total 17,70 €."
A5_3 = "Apunto: 3 × Cuaderno A5 de rayas. Total 13,50 €."
A5_3_GL = "Apunto: 3 × Caderno A5 de raias. Total 13,50 €."
A4_3_GL = "Apunto: 3 × Caderno A4 cuadriculado. Total 17,70 €."
ASK_AGAIN = "Para seguir necesito"
ONLY_LUME = ("Apunto: 1 × O lume vermello. Total 21,00 €.")
ONLY_RIO = ("Apunto: 1 × Río sen nome. Total 19,50 €.")


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.state["order"]["lines"]]


def _said(t) -> str:
    return " ".join(t.texts)


@pytest.mark.parametrize("msg, expected", [
    ("no, mejor a5", A5_3),
    ("no mejor a5", A5_3),
    ("mejor a5", A5_3),
    ("mejor de rayas", A5_3),
    ("no, mejor de rayas", A5_3),
    ("prefiero a5", A5_3),
    ("non, mellor a5", A5_3_GL),
    ("mellor de raias", A5_3_GL),
    ("no, mejor pequeño", A5_3),
    ("no, mejor pequeno", A5_3),
])
def test_a_sibling_said_after_second_thought_swaps_the_held_line(msg, expected):
    c = chat("libreria")
    assert A4_3 in _said(c.say("3 cuadernos a4"))
    t = c.say(msg)
    assert expected in _said(t)
    assert ASK_AGAIN not in _said(t)
    assert _lines(c) == [("cuaderno-a5", 3)]


@pytest.mark.parametrize("msg, expected", [
    ("no, cuadriculados", A4_3),
    ("no cuadriculado", A4_3),
    ("mejor grande", A4_3),
    ("non, mellor cuadriculados", A4_3_GL),
    ("mejor de cuadros", A4_3),
])
def test_the_other_sibling_from_an_a5_held(msg, expected):
    c = chat("libreria")
    c.say("3 cuadernos a5")
    t = c.say(msg)
    assert expected in _said(t)
    assert _lines(c) == [("cuaderno-a4", 3)]


def test_the_time_question_follows_the_swap():
    c = chat("libreria")
    c.say("3 cuadernos a4")
    t = c.say("no, mejor a5")
    assert "¿A qué hora lo recoges?" in _said(t)


@pytest.mark.parametrize("msg, lines, says", [
    ("no, mejor a las 13:30", [("cuaderno-a4", 3)], "¿A nombre de quién lo preparo?"),
    ("quita uno", [("cuaderno-a4", 2)], "Apunto: 2 × Cuaderno A4 cuadriculado. Total 11,80 €."),
    ("y un a5 también", [("cuaderno-a4", 3), ("cuaderno-a5", 1)],
     "Apunto: 3 × Cuaderno A4 cuadriculado y 1 × Cuaderno A5 de rayas. Total 22,20 €."),
    ("no, mejor el lunes", [("cuaderno-a4", 3)], "lunes 2 de noviembre"),
])
def test_near_misses_keep_the_held_line(msg, lines, says):
    c = chat("libreria")
    c.say("3 cuadernos a4")
    t = c.say(msg)
    assert says in _said(t)
    assert _lines(c) == lines


def test_a_time_after_second_thought_is_no_sibling():
    c = chat("libreria")
    c.say("3 cuadernos a4")
    t = c.say("no, mejor a las 5")
    assert "A las 5 no puede ser" in _said(t)
    assert _lines(c) == [("cuaderno-a4", 3)]


@pytest.mark.parametrize("msg, lines, says", [
    ("quita el rio", [("lume-vermello", 1)], ONLY_LUME),
    ("quita el río", [("lume-vermello", 1)], ONLY_LUME),
    ("quitame el rio", [("lume-vermello", 1)], ONLY_LUME),
    ("borra rio", [("lume-vermello", 1)], ONLY_LUME),
    ("quita el lume", [("rio-sen-nome", 1)], ONLY_RIO),
    ("sácame el lume", [("rio-sen-nome", 1)], ONLY_RIO),
    ("y quita el rio", [("lume-vermello", 1)], ONLY_LUME),
])
def test_a_held_line_taken_off_by_a_word_of_its_name(msg, lines, says):
    c = chat("libreria")
    c.say("lume vermello y rio sen nome")
    t = c.say(msg)
    assert says in _said(t)
    assert ASK_AGAIN not in _said(t)
    assert _lines(c) == lines


@pytest.mark.parametrize("msg, lines, says", [
    ("saca o rio", [("lume-vermello", 1)], "Apunto: 1 × O lume vermello. Total 21,00 €."),
    ("quítame o lume", [("rio-sen-nome", 1)], "Apunto: 1 × Río sen nome. Total 19,50 €."),
])
def test_a_held_line_taken_off_by_a_word_in_galician(msg, lines, says):
    c = chat("libreria")
    c.say("o lume vermello e rio sen nome")
    t = c.say(msg)
    assert says in _said(t)
    assert "¿Que día o recolles?" in _said(t)
    assert _lines(c) == lines


def test_a_word_of_no_held_line_takes_nothing_off():
    c = chat("libreria")
    c.say("lume vermello y rio sen nome")
    t = c.say("quita el atlas")
    assert "No tenías Atlas do ceo en el pedido" in _said(t)
    assert _lines(c) == [("lume-vermello", 1), ("rio-sen-nome", 1)]


def test_a_word_both_held_lines_share_takes_nothing_off_by_itself():
    c = chat("libreria")
    c.say("2 cuadernos a4 y 1 cuaderno a5")
    c.say("quita el cuaderno")
    assert ("cuaderno-a4", 2) in _lines(c) and ("cuaderno-a5", 1) in _lines(c)


@pytest.mark.parametrize("msg, lang_says", [
    ("un cuaderno de cuadros para el lunes", "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("un caderno de cadros para o luns", "¿A que hora o recolles o luns 2 de novembro?"),
    ("un cuaderno de cuadritos para el lunes", "¿A qué hora lo recoges el lunes 2 de noviembre?"),
])
def test_a_squared_notebook_by_its_plain_name(msg, lang_says):
    c = chat("libreria")
    t = c.say(msg)
    assert "No tengo" not in _said(t)
    assert "× C" in _said(t) and "A4 cuadriculado. Total 5,90 €." in _said(t)
    assert lang_says in _said(t)
    assert _lines(c) == [("cuaderno-a4", 1)]


@pytest.mark.parametrize("msg", ["pueden ser 8?", "¿pueden ser 8?", "puden ser 8", "¿podrían ser 8?",
                                 "podrian ser 8?"])
def test_a_new_party_asked_kindly_changes_the_booking(msg):
    c = chat("restaurante")
    c.say("mesa para 6 el sábado a las 14")
    t = c.say(msg)
    assert "Apunto: reserva para 8 personas el sábado 7 de noviembre a las 14:00." in _said(t)
    assert "prefiero no inventarlo" not in _said(t)
    assert c.state["booking"]["party"] == 8
    assert not c.state["booking"].get("questions")


def test_a_new_party_asked_kindly_while_the_time_is_open():
    c = chat("restaurante")
    c.say("mesa para 6 el sábado a las 21")
    t = c.say("pueden ser 8?")
    assert "Apunto: reserva para 8 personas el sábado 7 de noviembre." in _said(t)
    assert "¿A qué hora te va bien el sábado 7 de noviembre?" in _said(t)
    assert c.state["booking"]["party"] == 8


@pytest.mark.parametrize("msg", ["poden ser 8?", "¿poderían ser 8?"])
def test_a_new_party_asked_kindly_in_galician(msg):
    c = chat("restaurante")
    c.say("mesa para 6 o sábado ás 14")
    t = c.say(msg)
    assert "Apunto: reserva para 8 persoas o sábado 7 de novembro ás 14:00." in _said(t)
    assert "¿A nome de quen fago a reserva?" in _said(t)
    assert c.state["booking"]["party"] == 8


def test_a_time_asked_kindly_is_no_party():
    c = chat("restaurante")
    c.say("mesa para 6 el sábado a las 14")
    t = c.say("¿pueden ser a las 13?")
    assert "Apunto: reserva para 6 personas el sábado 7 de noviembre a las 13:00." in _said(t)
    assert c.state["booking"]["party"] == 6


def test_more_people_asked_kindly_are_added():
    c = chat("restaurante")
    c.say("mesa para 6 el sábado a las 14")
    c.say("¿pueden ser 2 más?")
    assert c.state["booking"]["party"] == 8


@pytest.mark.parametrize("msg, says", [
    ("cambia el rio por el atlas", "Apunto: 1 × O lume vermello y 1 × Atlas do ceo. Total 37,00 €."),
    ("cámbiame el rio por el atlas", "Apunto: 1 × O lume vermello y 1 × Atlas do ceo. Total 37,00 €."),
    ("troca o rio polo atlas", "Apunto: 1 × O lume vermello e 1 × Atlas do ceo. Total 37,00 €."),
])
def test_a_held_line_swapped_by_a_word_of_its_name(msg, says):
    c = chat("libreria")
    c.say("lume vermello y rio sen nome")
    t = c.say(msg)
    assert says in _said(t)
    assert _lines(c) == [("lume-vermello", 1), ("atlas-ceo", 1)]


def test_a_held_line_recounted_by_a_word_of_its_name():
    c = chat("libreria")
    c.say("lume vermello y rio sen nome")
    t = c.say("del rio 2")
    assert "Apunto: 1 × O lume vermello y 2 × Río sen nome. Total 60,00 €." in _said(t)
    assert _lines(c) == [("lume-vermello", 1), ("rio-sen-nome", 2)]


def test_a_day_opening_the_message_names_no_held_line():
    c = chat("libreria")
    c.say("lume vermello y rio sen nome")
    t = c.say("el lunes a las 11")
    assert "El lunes 2 de noviembre no llego: este pedido necesita 3 días de antelación." in _said(t)
    assert _lines(c) == [("lume-vermello", 1), ("rio-sen-nome", 1)]
