"""«3 bolsas de 12 galletas» is 3 bags (it was 1: the 12 read as pieces); «dos de rosas», «otro de
rosas» at the florist are bouquets, not roses («Ramo de rosas lleva 12: para 1 te apunto 1»)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("said, line, total", [
    ("quiero 3 bolsas de 12 galletas para el martes a las 11", "3 × Bolsa de galletas de mantequilla", "19,50 €"),
    ("quero dúas bolsas de 12 galletas para o martes ás 11", "2 × Bolsa de galletas de mantequilla", "13,00 €"),
    ("2 bolsas de 12 galletas y 3 cajas de 10 polvorones pal martes a las 11", "3 × Caja de polvorones", "38,50 €"),
    ("quiero 24 galletas para el martes a las 11", "2 × Bolsa de galletas de mantequilla", "13,00 €"),
    ("quiero 18 galletas para el martes a las 11", "2 × Bolsa de galletas de mantequilla", "13,00 €"),
])
def test_packs_said_with_their_size(said, line, total):
    t = chat().say(said)
    assert line in t.text and total in t.text


@pytest.mark.parametrize("said, n, total", [
    ("quiero dos de rosas para el martes a las 11", 2, "70,00 €"),
    ("quero dous de rosas para o martes ás 11", 2, "70,00 €"),
    ("quiero 24 rosas para el martes a las 11", 2, "70,00 €"),
])
def test_bouquets_of_roses(said, n, total):
    t = chat("floristeria").say(said)
    assert f"{n} × Ramo de rosas" in t.text and total in t.text and "lleva 12: para" not in t.text


def test_another_of_roses_is_a_bouquet():
    c = chat("floristeria")
    c.say("quiero un ramo de temporada para el martes a las 11")
    t = c.say("y otro de rosas")
    assert "1 × Ramo de temporada y 1 × Ramo de rosas" in t.text and "lleva 12" not in t.text


def test_pieces_that_do_not_fill_a_pack_are_said():
    t = chat("floristeria").say("quiero 18 rosas para el martes a las 11")
    assert "lleva 12: para 18 te apunto 2" in t.text
