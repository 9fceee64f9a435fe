"""A thing named twice in one order became two lines (a wrong count and price):
- a later clause naming a thing already in the message, to give its size, a note or the time, added
  one more: «quiero una tarta de queso y una de santiago para el viernes, la de queso para 12» read
  «2 × Tarta de queso (12 raciones) y 1 × Tarta de Santiago. Total 78,00 €»; «…, el atlas envuelto
  para regalo» two atlases (50 €); «4 croissants y 2 palmeras…, los croissants a las 10» five
  croissants; «…, las camaras de 700x28» three cámaras;
- a counted group word followed by its kinds kept the group to choose as well: «quiero dos ramos para
  el martes, uno de rosas y otro de temporada» held both, then asked «¿Qué ramo quieres?» (a press
  made 3 × Ramo de rosas, 133 €); «quiero 2 tartas, de queso y de santiago» was 2 × queso + Santiago
  (62 €); «quiero dos cuadernos para el lunes, uno a4 y otro a5» asked which, and the A4 was lost;
- as a follow-up, with the queso tart for 8 and the Santiago for 12, «la de queso mejor de 20» put a
  Tarta de queso (20) in the Santiago's place (62 €).
Now the thing named again is the line already there (its size, note or time set), the group counted by
its kinds is one of each with nothing more asked (a count left over is still asked), and the follow-up
changes the 8 to 20. In Spanish and Galician, with typos; more of a thing said as more («y otros 2»,
«y luego otro») still adds."""
import pytest

from tests.conversation import chat, chat_after, line_counts


def _lines(c) -> list[tuple[str, int, dict]]:
    return [(line["item_id"], line["qty"], line.get("options") or {}) for line in c.order["lines"]]


# ---- a thing named again in the message: its size, the line already there --------------------------

@pytest.mark.parametrize("said, asked", [
    ("quiero una tarta de queso y una de santiago para el viernes, la de queso para 12",
     "Tarta de Santiago: ¿Para cuántas raciones?"),
    ("quiero una tarta de queso y una de santiago para el viernes, la de queso para 12 personas",
     "Tarta de Santiago: ¿Para cuántas raciones?"),
    ("kiero una tarta de keso y una de santiago pal viernes, la de keso para 12",
     "Tarta de Santiago: ¿Para cuántas raciones?"),
    ("quero unha tarta de queixo e unha de santiago para o venres, a de queixo para 12",
     "Tarta de Santiago: ¿Para cantas racións?"),
    ("quiero una tarta de queso y una de santiago para el viernes, la tarta de queso de 12 raciones",
     "Tarta de Santiago: ¿Para cuántas raciones?"),
])
def test_the_size_said_of_one_named_again_is_that_ones(said, asked):
    c = chat()
    t = c.say(said)
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "12"}), ("tarta-santiago", 1, {})]
    assert "Total 48,00 €" in t.text
    assert t.texts[-1] == asked


@pytest.mark.parametrize("said, total", [
    ("quiero una tarta de queso y una de santiago para el viernes, la de santiago de 12 raciones", "48,00 €"),
    ("quero unha tarta de queixo e outra de santiago para o venres, a de santiago para 20", "58,00 €"),
    ("una tarta de santiago y una sacher para el jueves, la sacher de 20", "62,00 €"),
])
def test_the_second_named_again_takes_its_size_and_the_first_is_asked(said, total):
    c = chat()
    t = c.say(said)
    assert sum(line["qty"] for line in c.order["lines"]) == 2
    assert f"Total {total}" in t.text
    assert "¿Para" in t.texts[-1]


def test_a_size_said_right_after_the_first_of_two_is_only_its_own():
    """(before: «12 y una» was read as 13 people, and the Santiago got «la de 20»)"""
    c = chat()
    t = c.say("quiero una tarta de queso para 12 y una de santiago para el viernes")
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "12"}), ("tarta-santiago", 1, {})]
    assert "Para 13" not in t.text
    assert t.texts[-1] == "Tarta de Santiago: ¿Para cuántas raciones?"


def test_the_people_said_apart_still_size_every_one():
    c = chat()
    t = c.say("quiero una tarta de queso y una de santiago para el viernes, para 12 personas")
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "12"}), ("tarta-santiago", 1, {"raciones": "12"})]
    assert "Total 56,00 €" in t.text


# ---- a thing named again: a note or the time, no line more ------------------------------------------

@pytest.mark.parametrize("slug, said, counts, total", [
    ("libreria", "quiero follas novas y el atlas para el lunes, el atlas envuelto para regalo",
     {"follas-novas": 1, "atlas-ceo": 1}, "34,00 €"),
    ("libreria", "quero o atlas e follas novas para o luns, o atlas para agasallo",
     {"atlas-ceo": 1, "follas-novas": 1}, "34,00 €"),
    ("taller", "quiero 2 camaras y una cubierta para el lunes, las camaras de 700x28",
     {"camara": 2, "cubierta": 1}, "43,00 €"),
    ("taller", "quero dúas cámaras e unha cuberta para o luns, as cámaras de 700x28",
     {"camara": 2, "cubierta": 1}, "43,00 €"),
    ("", "quiero una empanada y 4 croissants para el martes, la empanada cortada",
     {"empanada": 1, "croissant": 4}, "23,20 €"),
    ("", "quiero un croissant y una napolitana para mañana, la napolitana sin azucar glass",
     {"croissant": 1, "napolitana": 1}, "3,80 €"),
    ("floristeria", "quero un ramo de rosas e un poto para o luns, o poto nun testo",
     {"ramo-rosas": 1, "poto": 1, "maceta": 1}, "61,00 €"),
    ("", "una tarta de queso y una palmera para el viernes, a la tarta de queso ponle velas",
     {"tarta-queso": 1, "palmera": 1}, "24,20 €"),
])
def test_a_thing_named_again_for_a_note_is_the_one_there(slug, said, counts, total):
    c = chat(slug)
    t = c.say(said)
    assert line_counts(c) == counts
    assert f"Total {total}" in t.text


def test_the_note_named_again_stays_for_the_one_it_names():
    c = chat()
    t = c.say("quiero un croissant y una napolitana para mañana, la napolitana sin azucar glass")
    assert t.texts[0].startswith("Napolitana de chocolate no está entre los productos sin azúcar")
    assert "Croissant" not in t.texts[0]


def test_the_gift_wrap_named_again_is_kept_as_the_note():
    c = chat("libreria")
    c.say("quiero follas novas y el atlas para el lunes, el atlas envuelto para regalo")
    assert c.order["notes_said"] == ["envuelto para regalo"]


@pytest.mark.parametrize("said", [
    "4 croissants y 2 palmeras para el domingo, los croissants a las 10",
    "4 croisans y 2 palmeras pal domingo, los croisans a las 10",
    "4 croissants e 2 palmeiras para o domingo, os croissants ás 10",
])
def test_the_time_said_of_a_thing_named_again_adds_none(said):
    c = chat()
    t = c.say(said)
    assert line_counts(c) == {"croissant": 4, "palmera": 2}
    assert "Total 11,60 €" in t.text
    assert c.order["min"] == 600


# ---- a counted group word, then its kinds: one of each ----------------------------------------------

@pytest.mark.parametrize("slug, said, counts, total, asked", [
    ("floristeria", "quiero dos ramos para el martes, uno de rosas y otro de temporada",
     {"ramo-rosas": 1, "ramo-temporada": 1}, "63,00 €", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("floristeria", "quero dous ramos para o martes, un de rosas e outro de tempada",
     {"ramo-rosas": 1, "ramo-temporada": 1}, "63,00 €", "¿A que hora o recolles o martes 3 de novembro?"),
    ("libreria", "quiero dos cuadernos para el lunes, uno a4 y otro a5",
     {"cuaderno-a4": 1, "cuaderno-a5": 1}, "10,40 €", "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("libreria", "quero dous cadernos pro luns, un a4 e outro a5",
     {"cuaderno-a4": 1, "cuaderno-a5": 1}, "10,40 €", "¿A que hora o recolles o luns 2 de novembro?"),
    ("libreria", "quiero dos cuadernos para el lunes, uno de cuadros y otro pequeno",
     {"cuaderno-a4": 1, "cuaderno-a5": 1}, "10,40 €", "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("libreria", "quiero dos cuadernos, a4 y a5 para el lunes",
     {"cuaderno-a4": 1, "cuaderno-a5": 1}, "10,40 €", "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("", "dos tartas para el viernes, una de queso y otra de santiago",
     {"tarta-queso": 1, "tarta-santiago": 1}, "40,00 €", "¿Para cuántas raciones?"),
    ("", "quiero 2 tartas, de queso y de santiago, para el viernes",
     {"tarta-queso": 1, "tarta-santiago": 1}, "40,00 €", "¿Para cuántas raciones?"),
    ("", "quero duas tartas de queixo e de santiago para o venres",
     {"tarta-queso": 1, "tarta-santiago": 1}, "40,00 €", "¿Para cantas racións?"),
    ("", "dos tartas pal viernes, una de keso y otra de santiago",
     {"tarta-queso": 1, "tarta-santiago": 1}, "40,00 €", "¿Para cuántas raciones?"),
])
def test_a_counted_group_told_by_its_kinds_is_one_of_each(slug, said, counts, total, asked):
    c = chat(slug)
    t = c.say(said)
    assert line_counts(c) == counts
    assert f"Total {total}" in t.text
    assert "quieres?" not in t.text
    assert asked in t.texts[-1]     # the time, or the first one's size: no product to choose


def test_the_told_apart_kinds_are_no_note():
    c = chat_after("libreria", "quiero dos cuadernos para el lunes, uno a4 y otro a5", "a las 10", "Ana")
    c.say("600123123")
    assert c.order["note"] is None


def test_a_count_left_over_is_still_asked_and_a_press_adds_one():
    c = chat()
    t = c.say("tres tartas para el viernes, una de queso y otra de santiago")
    assert line_counts(c) == {"tarta-queso": 1, "tarta-santiago": 1}
    assert t.texts[-1] == "¿Qué tarta quieres?"
    c.press("Tarta Sacher · 26,00 €")
    assert line_counts(c) == {"tarta-queso": 1, "tarta-santiago": 1, "tarta-sacher": 1}


# ---- the follow-up: the size of the one named changes ------------------------------------------------

@pytest.mark.parametrize("said", [
    "la de queso mejor de 20",
    "la de queso que sea de 20",
    "mejor la de queso de 20",
    "la de keso mejor de 20",
    "a de queixo mellor de 20",
])
def test_the_size_of_one_held_named_changes(said):
    c = chat_after("", "quiero una tarta de queso para 8 y una de santiago para 12 para el viernes")
    t = c.say(said)
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "20"}), ("tarta-santiago", 1, {"raciones": "12"})]
    assert "66,00 €" in t.text


def test_the_size_changes_after_the_sizes_were_pressed():
    c = chat_after("", "quiero una tarta de queso y una de santiago para el viernes")
    c.press("8 raciones")
    c.press("12 raciones · +8,00 €")
    t = c.say("la de queso mejor de 20")
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "20"}), ("tarta-santiago", 1, {"raciones": "12"})]
    assert "66,00 €" in t.text


def test_another_kind_alone_still_takes_the_last_ones_place():
    c = chat_after("", "quiero una tarta de queso para 8 y una de santiago para 12 para el viernes")
    c.say("mejor de queso")
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "8"}), ("tarta-queso", 1, {"raciones": "12"})]


def test_a_size_alone_still_changes_the_last_one():
    c = chat_after("", "quiero una tarta de queso para 8 y una de santiago para 12 para el viernes")
    c.say("mejor de 20")
    assert _lines(c) == [("tarta-queso", 1, {"raciones": "8"}), ("tarta-santiago", 1, {"raciones": "20"})]


# ---- near-misses: more of a thing said as more still adds ----------------------------------------------

@pytest.mark.parametrize("slug, said, counts", [
    ("", "2 croissants y otros 2 croissants para el martes", {"croissant": 4}),
    ("", "un croissant y luego otro croissant para el martes", {"croissant": 2}),
    ("", "unha empanada e logo outra empanada para o martes", {"empanada": 2}),
    ("", "quiero 2 tartas de queso y una de santiago para el viernes", {"tarta-queso": 2, "tarta-santiago": 1}),
    ("", "quiero 2 tartas de queso y la de santiago para el viernes", {"tarta-queso": 2, "tarta-santiago": 1}),
    ("", "3 tartas de queso y una de santiago para el viernes", {"tarta-queso": 3, "tarta-santiago": 1}),
    ("taller", "quiero 2 camaras y una cubierta para el lunes, y otra camara", {"camara": 3, "cubierta": 1}),
    ("libreria", "quiero un cuaderno a4 y otro a5 para el lunes", {"cuaderno-a4": 1, "cuaderno-a5": 1}),
])
def test_more_said_as_more_still_adds(slug, said, counts):
    c = chat(slug)
    c.say(said)
    assert line_counts(c) == counts


def test_a_counted_group_alone_is_still_asked():
    c = chat("floristeria")
    t = c.say("quiero dos ramos para el martes")
    assert t.texts[-1] == "¿Qué ramo quieres?"


def test_one_more_named_by_the_group_word_is_no_kind_of_the_count():
    c = chat()
    t = c.say("quiero dos tartas para el viernes y una tarta de queso")
    assert line_counts(c) == {"tarta-queso": 1}
    assert t.texts[-1] == "¿Qué tarta quieres?"
    c.press("Tarta Sacher · 26,00 €")
    assert line_counts(c) == {"tarta-queso": 1, "tarta-sacher": 2}
