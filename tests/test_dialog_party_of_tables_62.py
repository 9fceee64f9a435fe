"""The party told by the tables asked for, or by «ir N» (stop 62).

Before: «mesa de 6 el viernes a las 21», «una mesa de cuatro para el jueves a las 21», «queremos ir 4 a cenar
el viernes 13 a las 21», «quiero reservar 2 mesas de 4 el viernes a las 21» all answered «Apunto: reserva el
…» and asked «¿Para cuántas personas?» again.
Now: «mesa de N» seats N, «K mesas de N» K × N (over the dataset's `party.handoff_over`, a person takes it),
«queremos/imos ir N» is N going. Not a party: «mesa de la terraza», «mesa de fuera», «mesa 4» (a table's
number, if anything), a date («el 4 de diciembre») or a time range after «de»."""
from __future__ import annotations

import pytest

from tests.conversation import chat

R = "Apunto: reserva "
HOW_MANY = "¿Para cuántas personas?"

TOLD = [
    ("mesa de 6 el jueves a las 21", R + "para 6 personas el jueves 5 de noviembre a las 21:00."),
    ("reservar mesa de 2 el sábado 14 a las 14", R + "para 2 personas el sábado 14 de noviembre a las 14:00."),
    ("una mesa de cuatro para el jueves a las 21", R + "para 4 personas el jueves 5 de noviembre a las 21:00."),
    ("para el 15 mesa de 4 a mediodia", R + "para 4 personas el domingo 15 de noviembre."),
    ("mesa d 3 el jueves a las 21", R + "para 3 personas el jueves 5 de noviembre a las 21:00."),
    ("una mesa de 4 para el 4 de diciembre a las 21", R + "para 4 personas el viernes 4 de diciembre"),
    ("queremos ir 4 a cenar el viernes 13 a las 21", R + "para 4 personas el viernes 13 de noviembre a las 21:00."),
    ("queriamos ir 3 a comer el domingo 15 a las 14", R + "para 3 personas el domingo 15 de noviembre a las 14:00."),
    ("quiero reservar 2 mesas de 4 el viernes 13 a las 21", R + "para 8 personas el viernes 13 de noviembre"),
    ("dos mesas de dos el jueves a las 21", R + "para 4 personas el jueves 5 de noviembre a las 21:00."),
    ("mesa de seis o xoves ás 21", R + "para 6 persoas o xoves 5 de novembro ás 21:00."),
    ("unha mesa de tres pro sabado 14 as 14", R + "para 3 persoas o sábado 14 de novembro ás 14:00."),
    ("imos ir catro a cear o venres 13 ás 21", R + "para 4 persoas o venres 13 de novembro ás 21:00."),
    ("queremos ir 2 a xantar o domingo 15 ás 14", R + "para 2 persoas o domingo 15 de novembro ás 14:00."),
    ("dúas mesas de 4 o venres 13 ás 21", R + "para 8 persoas o venres 13 de novembro"),
]


@pytest.mark.parametrize("said,read", TOLD)
def test_the_tables_or_the_going_tell_the_party(said, read):
    t = chat("restaurante").say(said)
    assert t.texts[0].startswith(read)
    assert "cuántas personas" not in t.text and "cantas persoas" not in t.text


@pytest.mark.parametrize("said,lang", [("quiero reservar 3 mesas de 4 el jueves a las 21", "es"),
                                       ("tres mesas de catro o xoves ás 21", "gl")])
def test_tables_for_more_than_the_rule_allows_go_to_a_person(said, lang):
    t = chat("restaurante").say(said)
    assert ("Para grupos de más de 8 personas" if lang == "es" else "grupos de máis de 8 persoas") in t.text


def test_a_table_size_answers_how_many():
    c = chat("restaurante")
    assert HOW_MANY in c.say("quiero reservar el jueves a las 21").text
    assert c.say("mesa de 4").texts[0] == R + "para 4 personas el jueves 5 de noviembre a las 21:00."


NOT_A_PARTY = [
    ("mesa de la terraza el jueves a las 21", R + "el jueves 5 de noviembre a las 21:00.", HOW_MANY),
    ("mesa de fuera el jueves a las 21", R + "el jueves 5 de noviembre a las 21:00.", HOW_MANY),
    ("mesa 4 el jueves a las 21", R + "el jueves 5 de noviembre a las 21:00.", HOW_MANY),
    ("reserva el 4 de diciembre a las 21", R + "el viernes 4 de diciembre a las 21:00.", HOW_MANY),
    ("mesa da terraza o xoves ás 21", R + "o xoves 5 de novembro ás 21:00.", "¿Para cantas persoas?"),
]


@pytest.mark.parametrize("said,read,asked", NOT_A_PARTY)
def test_a_table_without_its_size_still_asks_how_many(said, read, asked):
    t = chat("restaurante").say(said)
    assert t.texts[0] == read and asked in t.text
