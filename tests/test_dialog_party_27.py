"""Issue 27: the party of a table, said in parts, as a family or by who comes, and changed mid-booking."""
from __future__ import annotations

import pytest

from tests.conversation import chat

DAY = "mesa el jueves a las 21"
DAY_GL = "mesa o xoves ás 21"


def _party(*messages: str):
    c = chat("restaurante")
    for m in messages:
        c.say(m)
    return (c.state.get("booking") or {}).get("party")


@pytest.mark.parametrize("said, party", [
    # every part counts, babies included, with or without «y» between the parts
    ("hola somos 4 adultos 2 niños y un bebe queremos comer el domingo a las 2 y media", 7),
    (f"{DAY} para 3 adultos, 2 niños y 1 bebe", 6),
    (f"{DAY} para 2 adultos 2 niños 1 bebe", 5),
    (f"{DAY} para 3 adultos 2 ninos 1 bebé", 6),
    (f"{DAY} para 3 adultos, 2 niñas y 2 bebés", 7),
    (f"{DAY} para tres adultos, tres niños y dos bebes", 8),
    (f"{DAY_GL} para catro adultos, dous nenos e un bebé", 7),
    (f"{DAY_GL} para tres adultos dous nenos un bebe", 6),
    # ages are no people
    (f"{DAY} somos 4 adultos, dos niños de 5 y 7 años y un bebe de 8 meses", 7),
    (f"{DAY} para 2 adultos y 1 niño de 3 años", 3),
    (f"{DAY_GL} para dous adultos e dous nenos de 4 e 6 anos", 4),
    # a family
    (f"{DAY} somos una familia de 5", 5),
    ("mesa para unha familia de cinco o sábado ás 14", 5),
    (f"{DAY} para una familia numerosa de 7 personas", 7),
    (f"{DAY} para dos familias de 4", 8),
    # who comes, the children counted
    (f"{DAY} somos mi mujer, yo y los dos niños", 4),
    (f"{DAY} somos mi marido, yo y las 3 niñas", 5),
    (f"{DAY_GL} somos o meu home, eu e os dous nenos", 4),
    (f"{DAY} somos 2 y los 2 niños", 4),
    # a total said first is the total
    (f"{DAY} para 4 personas, 2 adultos y 2 niños", 4),
])
def test_a_party_said_in_parts_counts_everybody(said, party):
    assert _party(said) == party


@pytest.mark.parametrize("said, party", [
    ("4 adultos y 2 niños", 6),
    ("4 mas 2 niños", 6),
    ("dos adultos y un bebe", 3),
    ("2 adultos y 2 bebes", 4),
    ("4 adultos y 2 niños y 1 bebe", 7),
    ("5 personas y un bebe", 6),
    ("4 + 1 bebe", 5),
    ("mis padres, mi hermana y yo", 4),
    ("mi marido, mis dos hijos y yo", 4),
    ("dos parejas", 4),
    ("cinco adultos e dous nenos", 7),
    ("somos una familia de 5", 5),
    ("tres adultos, tres niños y dos bebes", 8),
    ("somos 4 adultos, dos niños de 5 y 7 años y un bebe de 8 meses", 7),
])
def test_a_party_alone_opens_a_table(said, party):
    c = chat("restaurante")
    c.say(said)
    assert c.state["booking"]["party"] == party


def test_a_party_that_cannot_be_counted_goes_to_a_person():
    c = chat("restaurante")
    t = c.say("somos 4 más los niños")
    assert t.request and t.request["kind"] == "question" and not c.state.get("booking", {}).get("party")


@pytest.mark.parametrize("day, later, party", [
    # the new total said after the change is the party
    ("mesa para 4 el jueves a las 21", "uno mas, 5", 5),
    ("mesa para 4 el jueves a las 21", "uno más, 5 en total", 5),
    ("mesa para 4 el jueves a las 21", "Otro más: seremos 5", 5),
    ("mesa para 4 el jueves a las 21", "2 mas, o sea 6", 6),
    ("mesa para 4 o xoves ás 21", "un máis, 5", 5),
    # who joins, said without «más»
    ("mesa para 4 el jueves a las 21", "traemos tambien a los 2 niños", 6),
    ("mesa para 4 el jueves a las 21", "se viene mi hermano tambien", 5),
    ("mesa para 4 el jueves a las 21", "también viene mi madre", 5),
    ("mesa para 4 el jueves a las 21", "vienen tambien mis padres", 6),
    ("mesa para 4 el jueves a las 21", "se apunta otra pareja", 6),
    ("mesa para 4 el jueves a las 21", "mi hermano viene tambien", 5),
    ("mesa para 4 el jueves a las 21", "al final no viene mi hermano", 3),
    ("mesa para 4 el jueves a las 21", "mi hermano al final no viene", 3),
    ("mesa para 4 o xoves ás 21", "tamén vén a miña nai", 5),
    ("mesa para 4 o xoves ás 21", "traemos tamén os dous nenos", 6),
    ("mesa para 4 o xoves ás 21", "ao final non vén o meu irmán", 3),
    # already right, kept
    ("mesa para 4 el jueves a las 21", "somos uno mas", 5),
    ("mesa para 4 el jueves a las 21", "se apuntan 2 mas", 6),
    ("mesa para 4 el jueves a las 21", "viene uno mas, seremos 5 en total", 5),
    ("mesa para 4 el jueves a las 21", "al final uno menos", 3),
    ("mesa para 4 o xoves ás 21", "vén un máis", 5),
    # coming to pick someone up is no one more; children not counted change nothing
    ("mesa para 4 el jueves a las 21", "viene mi hermano a recogernos", 4),
    ("mesa para 4 el jueves a las 21", "traemos a los niños", 4),
])
def test_people_added_mid_booking(day, later, party):
    assert _party(day, later) == party


def test_the_total_after_one_more_is_not_added_again():
    assert _party("mesa para 6 el jueves 5 a las 21", "somos 7 al final", "y uno mas, 8") == 8
