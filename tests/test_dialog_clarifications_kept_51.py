"""Stop 51, clarifications and references kept. «no, mejor 12» right after «10 palmeras» at 12:40
asked «¿12 × Palmera o a las 12:00?» (12:00 already gone), and the next message («y un pan de
centeno») kept the 10 without a word: a pending «count or hour?» was dropped in silence. An hour of
today that has already passed is no pickup time, so the number is the count; a question still open
when the customer goes on is asked again. «alérgico al huevo, ¿lleva huevo?» with a thing held
answered a list of what has no egg first: the thing held is answered first, once. «vale pues ese
para el martes a las 11» after a list lost the thing and the day: the one listed, or which of them."""
import pytest

from tests.conversation import chat

# ---- «no, mejor N» when N o'clock today is already gone: the count ------------------------------------


@pytest.mark.parametrize("first, said", [
    ("holaa quiero 10 palmeras", "no mejor 12"),
    ("quiero 10 palmeras", "no, mejor 12"),
    ("quiero 10 palmeras", "mejor 12"),
    ("quiero 10 palmeras", "no mejor 11"),
    ("quero 10 palmeiras", "non, mellor 12"),
    ("quero 10 palmeiras", "mellor 12"),
])
def test_a_gone_hour_is_the_count(first, said):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert "12:00" not in t.text and "11:00" not in t.text
    n = int(said.split()[-1])
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("palmera", n)]
    assert f"{n} × Palmera de hojaldre" in t.text
    assert c.state["awaiting"] == "time"


def test_the_count_mended_stays_when_the_customer_goes_on():
    c = chat()
    c.say("holaa quiero 10 palmeras")
    c.say("no mejor 12")
    t = c.say("y un pan de centeno")
    assert "12 × Palmera de hojaldre y 1 × Pan de centeno" in t.text
    assert sorted((line["item_id"], line["qty"]) for line in c.order["lines"]) == [("palmera", 12), ("pan-centeno", 1)]


# ---- near-misses: an hour still to come stays a real question ---------------------------------------


@pytest.mark.parametrize("first, said, line, time", [
    ("quiero 10 palmeras para mañana", "no mejor 12", "12 × Palmera de hojaldre", "12:00"),
    ("quero 10 palmeiras para mañá", "non, mellor 12", "12 × Palmera de hojaldre", "12:00"),
])
def test_an_hour_to_come_is_still_asked(first, said, line, time):
    c = chat()
    c.say(first)
    t = c.say(said)
    assert line in t.text and time in t.text
    assert set(t.chip_labels) == {line, time}
    assert c.order["lines"][0]["qty"] == 10


def test_an_hour_closed_today_is_still_offered_as_a_count():
    c = chat()
    c.say("quiero 10 palmeras")
    t = c.say("mejor 16")
    assert "16 × Palmera de hojaldre" in t.text and "cerrado" in t.text
    assert c.order["lines"][0]["qty"] == 10


# ---- the «count or hour?» question left open while the customer goes on: asked again ----------------


@pytest.mark.parametrize("first, said, more, added", [
    ("quiero 10 palmeras para mañana", "no mejor 12", "y un pan de centeno", "1 × Pan de centeno"),
    ("quiero 10 palmeras para mañana", "no mejor 12", "añade 2 panes de centeno", "2 × Pan de centeno"),
    ("quero 10 palmeiras para mañá", "non, mellor 12", "e un pan de centeo", "1 × Pan de centeno"),
])
def test_the_open_question_is_asked_again(first, said, more, added):
    c = chat()
    c.say(first)
    c.say(said)
    t = c.say(more)
    assert added in t.text
    assert t.texts[-1].startswith("¿12 × Palmera de hojaldre o")
    assert "12 × Palmera de hojaldre" in t.chip_labels and "12:00" in t.chip_labels
    assert c.order["lines"][0]["qty"] == 10


def test_the_count_button_after_the_question_asked_again():
    c = chat()
    c.say("quiero 10 palmeras para mañana")
    c.say("no mejor 12")
    c.say("y un pan de centeno")
    t = c.press("12 × Palmera de hojaldre")
    assert "12 × Palmera de hojaldre y 1 × Pan de centeno" in t.text
    assert sorted((line["item_id"], line["qty"]) for line in c.order["lines"]) == [("palmera", 12), ("pan-centeno", 1)]


def test_the_hour_button_after_the_question_asked_again():
    c = chat()
    c.say("quiero 10 palmeras para mañana")
    c.say("no mejor 12")
    c.say("y un pan de centeno")
    c.press("12:00")
    assert c.order["min"] == 12 * 60
    assert c.order["lines"][0]["qty"] == 10


@pytest.mark.parametrize("answer", ["a las 13", "12 palmeras", "que sean 12 palmeras"])
def test_an_answer_closes_the_question(answer):
    c = chat()
    c.say("quiero 10 palmeras para mañana")
    c.say("no mejor 12")
    t = c.say(answer)
    assert "o a las 12:00" not in t.text


def test_asked_again_once_only():
    c = chat()
    c.say("quiero 10 palmeras para mañana")
    c.say("no mejor 12")
    c.say("y un pan de centeno")
    t = c.say("y una napolitana de chocolate")
    assert "o a las 12:00" not in t.text


# ---- «alérgico al huevo, ¿lleva huevo?» with an order held: what is held answered first ---------------

SACHER = "una tarta sacher de 8 para el sábado"


@pytest.mark.parametrize("first, asked, contains", [
    (SACHER, "es para alguien alergico al huevo, lleva huevo?", "Tarta Sacher contiene huevo."),
    (SACHER, "soy alergica al huevo, ¿lleva huevo?", "Tarta Sacher contiene huevo."),
    (SACHER, "mi hija es celiaca, lleva gluten?", "Tarta Sacher contiene gluten."),
    (SACHER, "soy alérgico al huevo, ¿tiene huevo?", "Tarta Sacher contiene huevo."),
    ("unha tarta sacher de 8 para o sábado", "é para alguén alérxico ao ovo, leva ovo?", "Tarta Sacher contén ovo."),
])
def test_the_thing_held_is_answered_first(first, asked, contains):
    c = chat()
    c.say(first)
    t = c.say(asked)
    assert t.texts[0].startswith(contains)
    assert t.text.count(contains) == 1
    assert "productos sin" not in t.text and "produtos sen" not in t.text
    assert "Hacer un pedido" not in t.chip_labels and "Facer un pedido" not in t.chip_labels
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-sacher"]
    assert c.state["awaiting"] == "time"


def test_the_whole_probe_keeps_the_note_and_the_name():
    c = chat()
    c.say(SACHER)
    c.say("Ana Lopez 644332211")
    c.say("ah y que ponga felicidades Carmen")
    t = c.say("es para alguien alergico al huevo, lleva huevo?")
    assert t.texts[0].startswith("Tarta Sacher contiene huevo.")
    assert "felicidades Carmen" in t.text and "alergico al huevo" in t.text
    assert "sábado 7 de noviembre" in t.texts[-1]
    assert c.order["name"] == "Ana Lopez"


def test_what_fits_asked_mid_order_is_still_the_list_without_the_order_button():
    c = chat()
    c.say(SACHER)
    t = c.say("tenéis algo sin huevo?")
    assert "productos sin huevo" in t.texts[0]
    assert "Tarta Sacher contiene huevo." in t.text
    assert "Hacer un pedido" not in t.chip_labels


def test_what_fits_asked_with_no_order_keeps_the_order_button():
    c = chat()
    t = c.say("tenéis algo sin huevo?")
    assert "productos sin huevo" in t.text
    assert "Hacer un pedido" in t.chip_labels


def test_the_question_before_the_allergy_is_unchanged():
    c = chat()
    c.say(SACHER)
    t = c.say("lleva huevo? es que soy alergica")
    assert t.texts[0].startswith("Tarta Sacher contiene huevo.")


# ---- «ese», «esa misma», «o mesmo» right after a list: the one listed, or which of them; day and time kept


def test_a_category_asked_is_named_not_the_whole_catalogue():
    t = chat("libreria").say("teneis algun libro para niños?")
    assert t.text == "Esto es lo que tenemos en Infantil, con precios:"
    assert "Hacer un pedido" in t.chip_labels


@pytest.mark.parametrize("slug, listing, that, names", [
    ("libreria", "teneis algun libro para niños?", "vale pues ese para el martes a las 11", "A ra e a rata o Atlas do ceo"),
    ("libreria", "teneis algun libro para ninos?", "quiero ese para el martes a las 11", "A ra e a rata o Atlas do ceo"),
    ("", "tenéis algo vegano?", "vale pues ese para el martes a las 11", "Pan de masa madre o Pan de centeno"),
    ("", "teneis algo sin gluten?", "pues ese mismo para el martes a las 11",
     "Tarta de Santiago, Brownie sin harina o Caja de 6 macarons"),
    ("", "tedes algo vegano?", "quero ese mesmo para o martes ás 11", "Pan de masa madre ou Pan de centeno"),
])
def test_that_one_of_several_listed_is_asked_with_the_day_and_time_kept(slug, listing, that, names):
    c = chat(slug)
    c.say(listing)
    t = c.say(that)
    assert names in t.text
    assert "¿Qué te preparo?" not in t.text and "persona" not in t.text
    first = names.replace(" ou ", " o ").split(" o ")[-1]
    t = c.press(next(label for label in t.chip_labels if label.startswith(first)))
    assert f"1 × {first}" in t.text
    assert c.order["ymd"] == "2026-11-03" and c.order["min"] == 11 * 60


@pytest.mark.parametrize("listing, that", [
    ("tenéis algo sin gluten ni lactosa?", "vale pues esa para el martes a las 11"),
    ("tenéis algo sin gluten ni lactosa?", "esa misma"),
    ("tedes algo sen gluten nin lactosa?", "quero esa para o martes"),
])
def test_that_one_of_one_listed_is_taken(listing, that):
    c = chat()
    c.say(listing)
    t = c.say(that)
    assert "1 × Tarta de Santiago" in t.text
    assert [line["item_id"] for line in c.order["lines"]] == ["tarta-santiago"]


@pytest.mark.parametrize("listing, said", [
    ("tenéis algo vegano?", "eso es todo gracias"),
    ("tenéis algo vegano?", "ese es caro?"),
    ("tenéis algo vegano?", "vale, gracias"),
])
def test_words_that_point_at_no_thing_listed_take_nothing(listing, said):
    c = chat()
    c.say(listing)
    t = c.say(said)
    assert "De cuál" not in t.text and "Apunto" not in t.text
    assert not c.order["lines"]


def test_that_one_after_a_single_thing_priced_is_unchanged():
    c = chat()
    c.say("cuanto cuesta la palmera?")
    t = c.say("vale pues esa para mañana a las 11")
    assert "1 × Palmera de hojaldre" in t.text
    assert [line["item_id"] for line in c.order["lines"]] == ["palmera"]


def test_of_two_lines_a_gone_hour_is_no_button():
    c = chat()
    c.say("quiero 3 palmeras y 2 croissants")
    t = c.say("mejor 12")
    assert t.chip_labels == ["Palmera de hojaldre", "Croissant de mantequilla"]


def test_of_two_lines_an_hour_to_come_is_still_a_button():
    c = chat()
    c.say("quiero 3 palmeras y 2 croissants para mañana")
    t = c.say("mejor 12")
    assert "12:00" in t.chip_labels
