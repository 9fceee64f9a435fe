"""A count with the day first, and a typo in «de los de Y» (stop 54, helper RC: regressions).

What was wrong:
- right after a list, a count said with the place once the message opened with a day was lost in
  silence: «¿qué tartas tenéis?» → «el martes quiero dos de la primera» read «Apunto: 1 × Tarta de queso.
  Total 22,00 €.» (said two, wrote one); the same with «para el martes tres de la primera», «o martes dúas
  da primeira», after a recommendation and at the bookshop or the florist's. The place was read past the
  day, its count was not.
- «quiero 2 croissants de los de mantequila» answered «No tengo «croissants de mantequila» en la carta. /
  ¿Qué croissants quieres?» (and «quiero 2 napolitanas de las de chocolat» the same): «de los de Y» is read
  as «de Y», and a product's own flavour said with a typo after «de» was taken for a flavour not made.

Now the count goes with the place, whatever day comes first («Apunto: 2 × Tarta de queso. Total 44,00 €.»,
for Tuesday), and a flavour one typo off the product's own word is that product («Apunto: 2 × Croissant
de mantequilla. Total 3,60 €.»); a flavour no product's words come near is still said not made.
"""
import pytest

from tests.conversation import chat, line_counts


def _handed(t) -> bool:
    return bool(t.request) and t.request.get("kind") == "question"


# ---- a count with the place, the day said first ---------------------------------------------------------

@pytest.mark.parametrize("asked, said, item, count, ymd, text", [
    ("¿qué tartas tenéis?", "el martes quiero dos de la primera", "tarta-queso", 2, "2026-11-03",
     "Apunto: 2 × Tarta de queso. Total 44,00 €."),
    ("¿qué tartas tenéis?", "el martes dos de la segunda", "tarta-santiago", 2, "2026-11-03",
     "Apunto: 2 × Tarta de Santiago. Total 36,00 €."),
    ("¿qué tartas tenéis?", "para el martes tres de la primera", "tarta-queso", 3, "2026-11-03",
     "Apunto: 3 × Tarta de queso. Total 66,00 €."),
    ("que tartas teneis?", "el martes quiero 2 de la primra", "tarta-queso", 2, "2026-11-03",
     "Apunto: 2 × Tarta de queso. Total 44,00 €."),
    ("que tartas teneis?", "el 1 de diciembre quiero dos de la segunda", "tarta-santiago", 2, "2026-12-01",
     "Apunto: 2 × Tarta de Santiago. Total 36,00 €."),
    ("¿qué tartas tenéis?", "o martes dúas da primeira", "tarta-queso", 2, "2026-11-03",
     "Apunto: 2 × Tarta de queso. Total 44,00 €."),
    ("que tartas tedes?", "pro xoves tres da segunda", "tarta-santiago", 3, "2026-11-05",
     "Apunto: 3 × Tarta de Santiago. Total 54,00 €."),
    ("que tartas tedes?", "o venres quero duas da terceira", "tarta-sacher", 2, "2026-11-06",
     "Apunto: 2 × Tarta Sacher. Total 52,00 €."),
])
def test_a_count_with_the_place_after_the_day_is_kept(asked, said, item, count, ymd, text):
    c = chat("")
    c.say(asked)
    t = c.say(said)
    assert not _handed(t)
    assert line_counts(c) == {item: count}
    assert c.order["ymd"] == ymd
    assert text in t.text


@pytest.mark.parametrize("said, text", [
    ("el martes quiero dos de la primera", "Apunto: 2 × Tarta de queso (12 raciones). Total 60,00 €."),
    ("el martes dos de la segunda", "Apunto: 2 × Tarta de Santiago (12 raciones). Total 52,00 €."),
    ("para el martes tres de la primera", "Apunto: 3 × Tarta de queso (12 raciones). Total 90,00 €."),
])
def test_after_a_recommendation_for_a_party(said, text):
    c = chat("")
    c.say("¿qué me recomiendas para un cumpleaños de 10?")
    t = c.say(said)
    assert text in t.text
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text


def test_after_a_recommendation_in_galician():
    c = chat("")
    c.say("¿qué me recomiendas para un cumpleaños de 10?")
    t = c.say("o martes dúas da primeira")
    assert "Apunto: 2 × Tarta de queso (12 racións). Total 60,00 €." in t.text
    assert "¿A que hora o recolles o martes 3 de novembro?" in t.text


@pytest.mark.parametrize("slug, asked, said, text, when", [
    ("libreria", "¿qué novelas tenéis?", "el martes quiero dos de la primera",
     "Apunto: 2 × Follas novas. Total 36,00 €.", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("floristeria", "¿qué ramos tenéis?", "el martes quiero dos de la primera",
     "Apunto: 2 × Ramo de rosas. Total 70,00 €.", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("floristeria", "que ramos tedes?", "o martes quero dous da primeira",
     "Apunto: 2 × Ramo de rosas. Total 70,00 €.", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_other_businesses_keep_the_count(slug, asked, said, text, when):
    c = chat(slug)
    c.say(asked)
    t = c.say(said)
    assert text in t.text
    assert when in t.text


@pytest.mark.parametrize("said, item, count", [
    ("quiero dos de la primera", "tarta-queso", 2),
    ("tres de la primera", "tarta-queso", 3),
    ("dos de la primera para el martes", "tarta-queso", 2),
    ("quero dúas da segunda", "tarta-santiago", 2),
])
def test_the_count_without_the_day_first_as_before(said, item, count):
    c = chat("")
    c.say("¿qué tartas tenéis?")
    c.say(said)
    assert line_counts(c) == {item: count}


@pytest.mark.parametrize("said, item, ymd", [
    ("el 2 de diciembre la primera", "tarta-queso", "2026-12-02"),      # «2» is the day, not a count
    ("el martes la primera", "tarta-queso", "2026-11-03"),
    ("o martes a segunda", "tarta-santiago", "2026-11-03"),
])
def test_a_day_with_no_count_takes_one(said, item, ymd):
    c = chat("")
    c.say("¿qué tartas tenéis?")
    c.say(said)
    assert line_counts(c) == {item: 1}
    assert c.order["ymd"] == ymd


# ---- «de los de Y» with a typo in Y ----------------------------------------------------------------------

_TWO_CROISSANTS = "Apunto: 2 × Croissant de mantequilla. Total 3,60 €."
_TWO_NAPOLITANAS = "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."


@pytest.mark.parametrize("said, item, text", [
    ("quiero 2 croissants de los de mantequila", "croissant", _TWO_CROISSANTS),
    ("quiero 2 croissants de mantequila", "croissant", _TWO_CROISSANTS),
    ("quiero 2 croissant de los de mantekilla", "croissant", _TWO_CROISSANTS),
    ("quiero 2 napolitanas de las de chocolat", "napolitana", _TWO_NAPOLITANAS),
    ("quiero dos napolitanas de chocolat", "napolitana", _TWO_NAPOLITANAS),
    ("quero dúas napolitanas das de chocolat", "napolitana", _TWO_NAPOLITANAS),
    ("quero 2 napolitanas de choclate", "napolitana", _TWO_NAPOLITANAS),
    ("quiero 3 palmeras de las de hojaldr", "palmera", "Apunto: 3 × Palmera de hojaldre. Total 6,60 €."),
])
def test_a_flavour_with_a_typo_is_the_product_s_own(said, item, text):
    c = chat("")
    t = c.say(said)
    assert "No tengo" not in t.text and "Non teño" not in t.text
    assert line_counts(c) == {item: int(text.split(" × ")[0].split()[-1])}
    assert text in t.text


def test_at_the_florist_s_too():
    c = chat("floristeria")
    t = c.say("quiero 2 macetas de las de ceramca")
    assert "Apunto: 2 × Maceta de cerámica. Total 24,00 €." in t.text


@pytest.mark.parametrize("slug, said, not_had, asked", [
    ("", "quiero 2 croissants de los de chocolate", "No tengo «croissants de chocolate» en la carta.",
     "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 2?"),     # (the one made offered: stop 56)
    ("", "quiero 2 croissants de chocolat", "No tengo «croissants de chocolat» en la carta.",
     "Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 2?"),
    ("", "quiero 2 napolitanas de las de crema", "No tengo «napolitanas de crema» en la carta.",
     "Solo tengo Napolitana de chocolate (2,00 €). ¿Te apunto 2?"),
    ("floristeria", "quiero 2 macetas de las de plastico", "No tengo «macetas de plastico» en el catálogo.",
     "Solo tengo Maceta de cerámica (12,00 €). ¿Te apunto 2?"),
])
def test_a_flavour_near_none_of_its_words_is_still_not_had(slug, said, not_had, asked):
    c = chat(slug)
    t = c.say(said)
    assert not_had in t.text
    assert asked in t.text
    assert line_counts(c) == {}


@pytest.mark.parametrize("msg", ["quero 2 croissants de manteiga", "quero dous croissants de manteiga"])
def test_the_galician_name_of_the_croissant_is_an_alias(msg):
    """«de manteiga» was «Non teño «croissants de manteiga» na carta.» (only the description said it)."""
    c = chat("")
    text = c.say(msg).text
    assert "Non teño" not in text
    assert "2 × Croissant de mantequilla" in text
