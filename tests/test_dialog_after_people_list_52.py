"""Stop 52, what the customer says right after the list «for N people». «¿qué me recomiendas para un
cumpleaños de 10?» lists each thing at the size that serves 10 («Tarta de queso (12 raciones): 30,00 €»),
but «la primera para el martes» went to a person («Eso no lo tengo claro…»): a place in the list was
read only when nothing followed it. «quiero una» went to a person too, and «vale, esa» asked «¿De
cuál…?» with buttons priced at the smallest size («Tarta de queso · 22,00 €») while the line then
written down was the size listed (30,00 €). Now the place said takes that thing at the size listed,
with the day, time or size said after it; «quiero una» asks which, and every «which one?» button
shows the price of the size it will write down (the one listed, or the one the people said choose).
A size said explicitly («la primera pero de 8 raciones») still wins over the listed one. Also now read
right after that list: «dos de la primera», a misspelt place («la primra»), «¿cuánto cuesta la
primera?», «sí» to «¿Te apunto alguna?» (which, asked) and «¿y para 15?» (the same list for 15)."""
import pytest

from tests.conversation import chat

_LIST_ES = "¿qué me recomiendas para un cumpleaños de 10?"
_LIST_GL = "que me recomendas para un aniversario de 10?"


def _after_list(first: str = _LIST_ES):
    c = chat()
    t = c.say(first)
    assert "Tarta de queso (12 raci" in t.text and "30,00 €" in t.text
    return c


def _handed(t) -> bool:
    """Whether the turn passed the message to a person («Eso no lo tengo claro…»)."""
    return "no lo tengo claro" in t.text or "non o teño claro" in t.text


def _lines(c) -> list[tuple[str, int, dict]]:
    return [(line["item_id"], line["qty"], line.get("options") or {}) for line in c.order["lines"]]


# ---- a place in the list, with the day (and time) said after it ------------------------------------------


@pytest.mark.parametrize("first, said, item, text, day, question", [
    (_LIST_ES, "la primera para el martes", "tarta-queso", "1 × Tarta de queso (12 raciones). Total 30,00 €",
     "2026-11-03", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (_LIST_ES, "la segunda, para el viernes", "tarta-santiago",
     "1 × Tarta de Santiago (12 raciones). Total 26,00 €", "2026-11-06",
     "¿A qué hora lo recoges el viernes 6 de noviembre?"),
    (_LIST_ES, "vale la tercera para el jueves", "tarta-sacher", "1 × Tarta Sacher (12 raciones). Total 34,00 €",
     "2026-11-05", "¿A qué hora lo recoges el jueves 5 de noviembre?"),
    (_LIST_ES, "me quedo con la segunda para el miercoles", "tarta-santiago",
     "1 × Tarta de Santiago (12 raciones). Total 26,00 €", "2026-11-04",
     "¿A qué hora lo recoges el miércoles 4 de noviembre?"),
    (_LIST_GL, "a primeira para o martes", "tarta-queso", "1 × Tarta de queso (12 racións). Total 30,00 €",
     "2026-11-03", "¿A que hora o recolles o martes 3 de novembro?"),
    (_LIST_GL, "quero a segunda pro venres", "tarta-santiago",
     "1 × Tarta de Santiago (12 racións). Total 26,00 €", "2026-11-06",
     "¿A que hora o recolles o venres 6 de novembro?"),
])
def test_the_place_said_with_a_day_is_taken_at_the_listed_size(first, said, item, text, day, question):
    c = _after_list(first)
    t = c.say(said)
    assert not _handed(t)
    assert text in t.text and question in t.text
    assert _lines(c) == [(item, 1, {"raciones": "12"})]
    assert c.order["ymd"] == day and c.state["awaiting"] == "time"


@pytest.mark.parametrize("first, said, item, day", [
    (_LIST_ES, "la de zanahoria para el jueves a las 12", "tarta-zanahoria", "2026-11-05"),
    (_LIST_ES, "quiero la cuarta para el jueves a las 12", "tarta-zanahoria", "2026-11-05"),
    (_LIST_GL, "a cuarta para o xoves ás 12", "tarta-zanahoria", "2026-11-05"),
])
def test_the_day_and_time_said_after_it_are_kept(first, said, item, day):
    c = _after_list(first)
    t = c.say(said)
    assert "1 × Tarta de zanahoria (12 raci" in t.text and "32,00 €" in t.text
    assert _lines(c) == [(item, 1, {"raciones": "12"})]
    assert (c.order["ymd"], c.order["min"]) == (day, 12 * 60)
    assert c.state["awaiting"] == "name"


@pytest.mark.parametrize("first, said, item, text", [
    (_LIST_ES, "quiero la primera", "tarta-queso", "1 × Tarta de queso (12 raciones). Total 30,00 €"),
    (_LIST_ES, "la ultima", "tarta-personalizada", "1 × Tarta personalizada (12 raciones). Total 46,00 €"),
    (_LIST_ES, "la de limon", "tarta-limon", "1 × Tarta de limón (lemon pie, 12 raciones). Total 30,00 €"),
    (_LIST_GL, "a de limón", "tarta-limon", "Tarta de limón (lemon pie, 12 raci"),
    (_LIST_GL, "quero a primeira", "tarta-queso", "1 × Tarta de queso (12 racións). Total 30,00 €"),
])
def test_the_place_or_name_alone_keeps_the_listed_size(first, said, item, text):
    c = _after_list(first)
    t = c.say(said)
    assert text in t.text
    assert _lines(c) == [(item, 1, {"raciones": "12"})]
    assert c.state["awaiting"] == "day"


# ---- «quiero una»: which of them, each button at the listed size and price ---------------------------------


@pytest.mark.parametrize("first, said, question", [
    (_LIST_ES, "quiero una", "¿De cuál: Tarta de queso, Tarta de Santiago"),
    (_LIST_ES, "vale, me quedo con una", "¿De cuál: Tarta de queso"),
    (_LIST_ES, "vale, esa", "¿De cuál: Tarta de queso"),
    (_LIST_GL, "quero unha", "¿De cal: Tarta de queso, Tarta de Santiago"),
    (_LIST_GL, "vale, esa", "¿De cal: Tarta de queso"),
])
def test_which_one_shows_the_listed_prices(first, said, question):
    c = _after_list(first)
    t = c.say(said)
    assert question in t.text and not _handed(t)
    assert t.chip_labels[:3] == ["Tarta de queso · 30,00 €", "Tarta de Santiago · 26,00 €",
                                 "Tarta Sacher · 34,00 €"]
    assert "Tarta de queso · 22,00 €" not in t.chip_labels
    t = c.press("Tarta Sacher")
    assert "1 × Tarta Sacher (12 raci" in t.text and "34,00 €" in t.text
    assert _lines(c) == [("tarta-sacher", 1, {"raciones": "12"})]


def test_which_one_keeps_the_day_said_with_it():
    c = _after_list()
    c.say("me quedo con una para el martes")
    t = c.press("Tarta de zanahoria · 32,00 €")
    assert "1 × Tarta de zanahoria (12 raciones). Total 32,00 €" in t.text
    assert "¿A qué hora lo recoges el martes 3 de noviembre?" in t.text


@pytest.mark.parametrize("said", ["quiero una tarta", "quiero unha tarta"])
def test_the_group_word_after_the_list_is_priced_at_the_listed_size(said):
    c = _after_list()
    t = c.say(said)
    assert "Tarta de zanahoria · 32,00 €" in t.chip_labels and "Tarta de zanahoria · 24,00 €" not in t.chip_labels
    t = c.press("Tarta de zanahoria")
    assert "1 × Tarta de zanahoria (12 raci" in t.text and "32,00 €" in t.text


@pytest.mark.parametrize("said, chip, text", [
    ("quiero una tarta para 10 personas", "Tarta Sacher · 34,00 €", "1 × Tarta Sacher (12 raciones)"),
    ("quero unha tarta para 20 persoas", "Tarta Sacher · 44,00 €", "1 × Tarta Sacher (20 racións)"),
])
def test_which_one_for_the_people_said_is_priced_at_their_size(said, chip, text):
    c = chat()
    t = c.say(said)
    assert chip in t.chip_labels
    t = c.press(chip)
    assert text in t.text and chip.split(" · ")[1] in t.text


# ---- near-misses that must not change --------------------------------------------------------------------


@pytest.mark.parametrize("first, said, text, size, price", [
    (_LIST_ES, "la primera pero de 8 raciones", "1 × Tarta de queso (8 raciones)", "8", "22,00 €"),
    (_LIST_ES, "la primera de 20", "1 × Tarta de queso (20 raciones)", "20", "40,00 €"),
    (_LIST_ES, "la primera para 20 personas", "1 × Tarta de queso (20 raciones)", "20", "40,00 €"),
    (_LIST_GL, "a primeira pero de 8 racions", "1 × Tarta de queso (8 racións)", "8", "22,00 €"),
])
def test_a_size_said_wins_over_the_listed_one(first, said, text, size, price):
    c = _after_list(first)
    t = c.say(said)
    assert text in t.text and price in t.text
    assert _lines(c) == [("tarta-queso", 1, {"raciones": size})]


@pytest.mark.parametrize("said", ["la primera para el martes", "a primeira para o martes", "quiero una"])
def test_with_no_list_before_nothing_is_taken(said):
    c = chat()
    c.say(said)
    assert c.order["lines"] == []


@pytest.mark.parametrize("first, said, day", [
    ("quiero una tarta de queso de 12", "la primera", "2026-11-03"),
    ("quiero una tarta de queso de 12", "la segunda", "2026-11-04"),
    ("quero unha tarta de queso de 12", "a primeira", "2026-11-03"),
])
def test_the_place_after_the_day_buttons_is_a_day(first, said, day):
    c = chat()
    t = c.say(first)
    assert c.state["awaiting"] == "day" and t.chip_labels
    c.say(said)
    assert c.order["ymd"] == day
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "12"})]


def test_a_group_word_with_nothing_listed_shows_the_smallest_size():
    t = chat().say("quiero una tarta")
    assert "Tarta de queso · 22,00 €" in t.chip_labels


def test_the_price_of_one_then_una_is_that_one():
    c = chat()
    c.say("cuanto cuesta la tarta sacher?")
    c.say("quiero una")
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-sacher"]


@pytest.mark.parametrize("first, said, text", [
    (_LIST_ES, "la primera pero para 15", "Para 15 te apunto la de 20 raciones."),
    (_LIST_GL, "a primeira pero pra 15 persoas", "Para 15 apúntoche a de 20 racións."),
])
def test_people_counted_again_choose_the_size(first, said, text):
    c = _after_list(first)
    t = c.say(said)
    assert text in t.text and "Tarta de queso (20 raci" in t.text and "40,00 €" in t.text
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "20"})]


@pytest.mark.parametrize("first, said, name", [
    (_LIST_ES, "la primera, a nombre de Ana", "Ana"),
    (_LIST_GL, "a primeira a nome de Uxía", "Uxía"),
])
def test_the_name_said_after_the_place_is_kept(first, said, name):
    c = _after_list(first)
    t = c.say(said)
    assert "Tarta de queso (12 raci" in t.text and "30,00 €" in t.text
    assert c.order["name"] == name and c.state["awaiting"] == "day"


# ---- a question about one of the list, by its place: that one, at the listed size ----------------------------


@pytest.mark.parametrize("first, said, answer", [
    (_LIST_ES, "cuanto cuesta la primera?", "Tarta de queso (12 raciones): 30,00 €."),
    (_LIST_ES, "¿y cuánto vale la tercera?", "Tarta Sacher (12 raciones): 34,00 €."),
    (_LIST_GL, "canto custa a primeira?", "Tarta de queso (12 racións): 30,00 €."),
    (_LIST_ES, "la primera tiene gluten?", "Tarta de queso contiene gluten."),
    (_LIST_GL, "a terceira leva ovo?", "Tarta Sacher contén ovo."),
])
def test_a_question_by_place_is_about_that_one(first, said, answer):
    c = _after_list(first)
    t = c.say(said)
    assert answer in t.text and not _handed(t)
    assert "primera» en la carta" not in t.text
    assert c.order["lines"] == []


def test_the_first_time_is_no_place_in_the_list():
    c = _after_list()
    t = c.say("es la primera vez que pido, como funciona?")
    assert "Tarta de queso" not in t.text
    assert c.order["lines"] == []


@pytest.mark.parametrize("first, said, text, day", [
    (_LIST_ES, "la primra para el martes", "1 × Tarta de queso (12 raciones). Total 30,00 €", "2026-11-03"),
    (_LIST_ES, "la pirmera x favor para el martes", "1 × Tarta de queso (12 raciones). Total 30,00 €", "2026-11-03"),
    (_LIST_ES, "la segnda para el vienres", "1 × Tarta de Santiago (12 raciones). Total 26,00 €", "2026-11-06"),
    (_LIST_GL, "a segnda pro venres", "1 × Tarta de Santiago (12 racións). Total 26,00 €", "2026-11-06"),
])
def test_a_misspelt_place_is_still_the_place(first, said, text, day):
    c = _after_list(first)
    t = c.say(said)
    assert text in t.text and not _handed(t)
    assert c.order["ymd"] == day and c.state["awaiting"] == "time"


@pytest.mark.parametrize("first, said, text", [
    (_LIST_ES, "dos de la primera", "2 × Tarta de queso (12 raciones). Total 60,00 €"),
    (_LIST_ES, "quiero 2 de la segunda para el martes", "2 × Tarta de Santiago (12 raciones). Total 52,00 €"),
    (_LIST_GL, "dúas da primeira", "2 × Tarta de queso (12 racións). Total 60,00 €"),
])
def test_a_count_of_the_place_said(first, said, text):
    c = _after_list(first)
    t = c.say(said)
    assert text in t.text and not _handed(t)
    assert [(item, qty) for item, qty, _ in _lines(c)] in ([("tarta-queso", 2)], [("tarta-santiago", 2)])


# ---- «sí» to «¿Te apunto alguna?»: which, at the listed sizes ------------------------------------------------


@pytest.mark.parametrize("first, said, question", [
    (_LIST_ES, "si", "¿De cuál: Tarta de queso"),
    (_LIST_ES, "vale", "¿De cuál: Tarta de queso"),
    (_LIST_ES, "si porfa", "¿De cuál: Tarta de queso"),
    (_LIST_GL, "si", "¿De cal: Tarta de queso"),
])
def test_yes_to_the_list_asks_which(first, said, question):
    c = _after_list(first)
    t = c.say(said)
    assert question in t.text
    assert "Tarta de zanahoria · 32,00 €" in t.chip_labels
    t = c.press("Tarta de zanahoria")
    assert "1 × Tarta de zanahoria (12 raci" in t.text and "32,00 €" in t.text


@pytest.mark.parametrize("first, said, asked", [
    (_LIST_ES, "sí, para el martes", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    (_LIST_GL, "si, pro martes", "¿A que hora o recolles o martes 3 de novembro?"),
])
def test_yes_with_a_day_keeps_the_day(first, said, asked):
    c = _after_list(first)
    c.say(said)
    t = c.press("Tarta Sacher")
    assert "1 × Tarta Sacher (12 raci" in t.text and "34,00 €" in t.text and asked in t.text


@pytest.mark.parametrize("first, said", [
    (_LIST_ES, "si para 15"),
    (_LIST_ES, "quiero una para 15"),
    (_LIST_GL, "quero unha pra 15"),
])
def test_one_for_more_people_is_priced_and_written_at_their_size(first, said):
    c = _after_list(first)
    t = c.say(said)
    assert "Tarta Sacher · 44,00 €" in t.chip_labels
    t = c.press("Tarta Sacher")
    assert "Tarta Sacher (20 raci" in t.text and "44,00 €" in t.text


def test_thanks_to_the_list_takes_nothing():
    c = _after_list()
    t = c.say("vale gracias")
    assert c.order["lines"] == [] and "¿De cuál" not in t.text


# ---- «¿y para 15?»: the same list, for that many ---------------------------------------------------------


@pytest.mark.parametrize("first, said, lead", [
    (_LIST_ES, "y para 15?", "Para 15 personas: Tarta de queso (20 raciones): 40,00 €."),
    (_LIST_ES, "¿y si somos 15?", "Para 15 personas: Tarta de queso (20 raciones): 40,00 €."),
    (_LIST_GL, "e pra 15?", "Para 15 persoas: Tarta de queso (20 racións): 40,00 €."),
])
def test_and_for_more_lists_again(first, said, lead):
    c = _after_list(first)
    t = c.say(said)
    assert t.text.startswith(lead) and not _handed(t)
    c.say("la tercera para el martes")
    assert _lines(c) == [("tarta-sacher", 1, {"raciones": "20"})]
    assert c.order["ymd"] == "2026-11-03"


def test_and_for_more_with_no_list_before_is_unchanged():
    c = chat()
    t = c.say("y para 15?")
    assert "Para 15 personas" not in t.text
