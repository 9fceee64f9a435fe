"""Stop 52, «N of one size and one of another». «quiero 2 tartas de queso de 12 y una de 8» wrote
«1 × Tarta de queso (12 raciones) y 1 × Tarta de queso (8 raciones). Total 52,00 €»: the two sizes
were read as said together after the two cakes («dos tartas, de 8 y de 12»: one of each), so the
count said for the first size was lost whenever the second was «una»/«1»/«unha» (a count equal to the
number of sizes). Now a size said right after the counted thing is that count's own, and the counted
one after it is more: «2 × Tarta de queso (12 raciones) y 1 × Tarta de queso (8 raciones). Total
82,00 €». In two turns, «2 tartas de santiago de 8» then «y 1 de 20» carved one of the two to 20
(«1 × … (8 raciones) y 1 × … (20 raciones). Total 54,00 €»); now, when every held one has another
size, «y/e N de <size>» is N more: «2 × … (8 raciones) y 1 × … (20 raciones). Total 72,00 €» (held
ones without a size, or «una de ellas que sea de 20», are still carved). Near-misses kept: «dos
tartas de queso de 8 y de 12» and «dos tartas, una de 8 y otra de 12» are still one of each; «una de 8
y otra de 12» one of each; «2 … de 12» alone two of 12; «tres tartas de 8, 12 y 20» one of each.
Also a pack named and then its units: «un ramo de rosas pero de 24 rosas» wrote «3 × Ramo de rosas»,
105 € (the bouquet plus two for the 24 roses); now «2 × Ramo de rosas. Total 70,00 €»."""
import pytest

from tests.conversation import chat


def _lines(c) -> list[tuple[str, int, dict]]:
    return [(line["item_id"], line["qty"], line.get("options") or {}) for line in c.order["lines"]]


@pytest.mark.parametrize("said, lines, text", [
    ("quiero 2 tartas de queso de 12 y una de 8",
     [("tarta-queso", 2, {"raciones": "12"}), ("tarta-queso", 1, {"raciones": "8"})],
     "2 × Tarta de queso (12 raciones) y 1 × Tarta de queso (8 raciones). Total 82,00 €"),
    ("quiero 2 tartas de santiago de 8 y 1 de 20",
     [("tarta-santiago", 2, {"raciones": "8"}), ("tarta-santiago", 1, {"raciones": "20"})],
     "2 × Tarta de Santiago (8 raciones) y 1 × Tarta de Santiago (20 raciones). Total 72,00 €"),
    ("dos tartas de santiago de 12 raciones y una de 8",
     [("tarta-santiago", 2, {"raciones": "12"}), ("tarta-santiago", 1, {"raciones": "8"})],
     "2 × Tarta de Santiago (12 raciones) y 1 × Tarta de Santiago (8 raciones)"),
    ("2 tartas de queso de 12 y 2 de 8",
     [("tarta-queso", 2, {"raciones": "12"}), ("tarta-queso", 2, {"raciones": "8"})],
     "2 × Tarta de queso (12 raciones) y 2 × Tarta de queso (8 raciones). Total 104,00 €"),
    ("quero dúas tartas de queixo de 8 e unha de 20",
     [("tarta-queso", 2, {"raciones": "8"}), ("tarta-queso", 1, {"raciones": "20"})],
     "2 × Tarta de queso (8 racións) e 1 × Tarta de queso (20 racións). Total 84,00 €"),
    ("quero duas tartas de queixo de 8 e unha de 20",
     [("tarta-queso", 2, {"raciones": "8"}), ("tarta-queso", 1, {"raciones": "20"})],
     "2 × Tarta de queso (8 racións) e 1 × Tarta de queso (20 racións). Total 84,00 €"),
])
def test_a_count_of_one_size_and_one_of_another(said, lines, text):
    c = chat()
    t = c.say(said)
    assert _lines(c) == lines
    assert text in t.text


@pytest.mark.parametrize("said, lines", [
    ("dos tartas de queso de 8 y de 12",
     [("tarta-queso", 1, {"raciones": "8"}), ("tarta-queso", 1, {"raciones": "12"})]),
    ("dos tartas de queso, una de 8 y otra de 12",
     [("tarta-queso", 1, {"raciones": "8"}), ("tarta-queso", 1, {"raciones": "12"})]),
    ("una tarta de queso de 8 y otra de 12",
     [("tarta-queso", 1, {"raciones": "8"}), ("tarta-queso", 1, {"raciones": "12"})]),
    ("2 tartas de queso de 12", [("tarta-queso", 2, {"raciones": "12"})]),
    ("3 tartas de santiago de 8 raciones y 2 de 12",
     [("tarta-santiago", 3, {"raciones": "8"}), ("tarta-santiago", 2, {"raciones": "12"})]),
])
def test_near_misses_keep_their_counts(said, lines):
    c = chat()
    c.say(said)
    assert _lines(c) == lines


@pytest.mark.parametrize("first, then, lines, text", [
    ("2 tartas de santiago de 8", "y 1 de 20",
     [("tarta-santiago", 2, {"raciones": "8"}), ("tarta-santiago", 1, {"raciones": "20"})],
     "2 × Tarta de Santiago (8 raciones) y 1 × Tarta de Santiago (20 raciones). Total 72,00 €"),
    ("dos tartas de queso de 12", "y una de 8",
     [("tarta-queso", 2, {"raciones": "12"}), ("tarta-queso", 1, {"raciones": "8"})],
     "2 × Tarta de queso (12 raciones) y 1 × Tarta de queso (8 raciones). Total 82,00 €"),
    ("dúas tartas de queixo de 8", "e unha de 20",
     [("tarta-queso", 2, {"raciones": "8"}), ("tarta-queso", 1, {"raciones": "20"})],
     "2 × Tarta de queso (8 racións) e 1 × Tarta de queso (20 racións). Total 84,00 €"),
])
def test_one_of_another_size_said_next_is_one_more(first, then, lines, text):
    """«y 1 de 20» after two of 8: one more of 20, not one of the two resized."""
    c = chat()
    c.say(first)
    t = c.say(then)
    assert _lines(c) == lines
    assert text in t.text


@pytest.mark.parametrize("first, then, lines", [
    ("2 tartas de santiago", "y 1 de 20", [("tarta-santiago", 1, {}), ("tarta-santiago", 1, {"raciones": "20"})]),
    ("2 tartas de santiago de 8", "una de ellas que sea de 20",
     [("tarta-santiago", 1, {"raciones": "8"}), ("tarta-santiago", 1, {"raciones": "20"})]),
])
def test_held_ones_unsized_or_told_apart_are_still_carved(first, then, lines):
    c = chat()
    c.say(first)
    c.say(then)
    assert _lines(c) == lines


# ---- a pack named, then how many units it holds -------------------------------------------------------------


@pytest.mark.parametrize("said, qty, text", [
    ("un ramo de rosas pero de 24 rosas", 2, "2 × Ramo de rosas. Total 70,00 €"),
    ("un ramo de rosas con 18 rosas", 2, "Ramo de rosas lleva 12: para 18 te apunto 2."),
    ("un ramo de rosas de 18 rosas", 2, "Apunto: 2 × Ramo de rosas. Total 70,00 €"),
    ("quero un ramo de rosas con 18 rosas", 2, "Ramo de rosas leva 12: para 18 apúntoche 2."),
    ("quero un ramo de rosas pero de 24 rosas", 2, "2 × Ramo de rosas. Total 70,00 €"),
    ("un ramo de 24 rosas", 2, "2 × Ramo de rosas. Total 70,00 €"),
])
def test_a_pack_and_its_units_are_one_line(said, qty, text):
    """«un ramo de rosas pero de 24 rosas» wrote 3 × Ramo de rosas (105 €): the bouquet and the 24
    roses counted apart. Now the units say how big that one bouquet is."""
    c = chat("floristeria")
    t = c.say(said)
    assert _lines(c) == [("ramo-rosas", qty, {})]
    assert text in t.text
    assert "3 ×" not in t.text


def test_a_pack_and_more_units_after_and_are_both_kept():
    c = chat("floristeria")
    c.say("un ramo de rosas y 24 rosas")
    assert _lines(c) == [("ramo-rosas", 3, {})]
