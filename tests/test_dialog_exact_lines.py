"""What the customer asked for is what is written down, or the assistant asks:
- a flavour the business does not make is never replaced by the one it makes («2 empanadas de
  atún» when only zorza is made: it says so and asks which one);
- a count of pieces of a product sold in packs is a count of pieces («12 macarons» is 2 boxes of
  6, not 12 boxes), and a count that does not fill the packs says how many packs it wrote down.
Every check is on the words the customer reads."""
from __future__ import annotations

import pytest

from tests.conversation import chat

# ---------------------------------------------------------------- a flavour that is not made

@pytest.mark.parametrize("text, reply", [
    # (stop 56: the one made is offered for the count said, no «¿Qué empanadas quieres?» of one button)
    ("quiero 2 empanadas de atún", "No tengo «empanadas de atún» en la carta. "
                                   "Solo tengo Empanada de zorza (16,00 €). ¿Te apunto 2?"),
    ("quiero 2 empanadas de atun", "No tengo «empanadas de atun» en la carta. "
                                   "Solo tengo Empanada de zorza (16,00 €). ¿Te apunto 2?"),
    ("me pones una Empanada de Bonito?", "No tengo «Empanada de Bonito» en la carta. "
                                         "Solo tengo Empanada de zorza (16,00 €). ¿Te lo apunto?"),
    ("quero dúas empanadas de polbo", "Non teño «empanadas de polbo» na carta. "
                                      "Só teño Empanada de zorza (16,00 €). ¿Apúntoche 2?"),
    ("unha empanada de xamón para o sábado", "Non teño «empanada de xamón» na carta. "
                                             "Só teño Empanada de zorza (16,00 €). ¿Apúntocho?"),
])
def test_a_flavour_not_made_is_said_and_the_made_one_offered(text, reply):
    t = chat().say(text)
    assert t.text == reply
    assert t.chip_labels == ["Empanada de zorza · 16,00 €"]
    assert "Apunto" not in t.text


@pytest.mark.parametrize("answer", ["vale", "sí", "si", "ok", "la de zorza", "esa"])
def test_the_one_made_is_taken_with_the_count_asked(answer):
    c = chat()
    c.say("quiero 2 empanadas de atún")
    t = c.say(answer)
    # («esa» to «Solo tengo Empanada de zorza (16,00 €). ¿Te apunto 2?» points at the one offered: stop 56)
    assert t.text.startswith("Apunto: 2 × Empanada de zorza. Total 32,00 €.")


def test_the_chip_takes_the_one_made():
    c = chat()
    c.say("quiero 3 empanadas de atún")
    assert c.press("Empanada de zorza · 16,00 €").text.startswith("Apunto: 3 × Empanada de zorza. Total 48,00 €.")


def test_the_other_products_of_the_message_are_written_down():
    t = chat().say("2 empanadas de atún y una tarta de queso")
    assert t.text == ("No tengo «empanadas de atún» en la carta. Apunto: 1 × Tarta de queso. Total 22,00 €. "
                      "Solo tengo Empanada de zorza (16,00 €). ¿Te apunto 2?")


@pytest.mark.parametrize("text, said", [
    ("quiero una empanada de zorza", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("quiero 2 empanadas", "Apunto: 2 × Empanada de zorza. Total 32,00 €."),
    ("una empanada de encargo para el sábado", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("una empanada de regalo", "Apunto: 1 × Empanada de zorza. Total 16,00 €."),
    ("una empanada de las grandes", "Empanada de zorza no tiene raciones a elegir. Apunto: 1 × Empanada de zorza. "
                                    "Total 16,00 €."),
    ("una tarta de queso de 12 raciones", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("4 croissants de mantequilla", "Apunto: 4 × Croissant de mantequilla. Total 7,20 €."),
])
def test_what_follows_de_without_being_a_flavour_keeps_the_product(text, said):
    assert chat().say(text).text.startswith(said)


def test_a_group_with_a_flavour_not_made_still_asks_which():
    t = chat().say("quiero un pan de molde")
    assert t.text == "No tengo «pan de molde» en la carta. ¿Qué pan quieres?"      # said since stop 22
    assert t.chip_labels == ["Pan de masa madre · 4,50 €", "Pan de centeno · 4,00 €"]


@pytest.mark.parametrize("slug, text, reply, chips", [
    ("taller", "quiero unas pastillas de disco",
     "No tengo «pastillas de disco» en el catálogo. Solo tengo Pastillas de freno (15,00 €). ¿Te lo apunto?",
     ["Pastillas de freno · 15,00 €"]),
    ("libreria", "quiero un cuaderno a5 de cuadros",
     "No tengo «cuaderno a5 de cuadros» en el catálogo. Solo tengo Cuaderno A5 de rayas (4,50 €). ¿Te lo apunto?",
     ["Cuaderno A5 de rayas · 4,50 €"]),
])
def test_other_trades_ask_the_same_way(slug, text, reply, chips):
    t = chat(slug).say(text)
    assert (t.text, t.chip_labels) == (reply, chips)


def test_the_trades_own_words_after_de_are_no_flavour():
    # the bike shop lists «bici» in reading.not_items: «una cadena de bici» is its chain
    assert chat("taller").say("quiero una cadena de bici").text.startswith(
        "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.")


# ---------------------------------------------------------------- pieces of a pack

@pytest.mark.parametrize("text, said", [
    ("quiero 12 macarons", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),
    ("quiero doce macarons", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),
    ("quiero 12 macaros", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),           # typo
    ("quiero media docena de macarons", "Apunto: 1 × Caja de 6 macarons. Total 12,00 €."),
    ("quero 18 macarons", "Apunto: 3 × Caja de 6 macarons. Total 36,00 €."),
    ("quiero 2 cajas de macarons", "Apunto: 2 × Caja de 6 macarons. Total 24,00 €."),   # packs, said so
    ("quiero una caja de macarons", "Apunto: 1 × Caja de 6 macarons. Total 12,00 €."),
    ("quiero macarons", "Apunto: 1 × Caja de 6 macarons. Total 12,00 €."),
    ("quiero 12 macarons y 2 palmeras", "Apunto: 2 × Caja de 6 macarons y 2 × Palmera de hojaldre. Total 28,40 €."),
    ("quiero 24 galletas", "Apunto: 2 × Bolsa de galletas de mantequilla. Total 13,00 €."),
    ("quiero 20 polvorones", "Apunto: 2 × Caja de polvorones de almendra. Total 17,00 €."),
    ("quiero 2 cajas de polvorones", "Apunto: 2 × Caja de polvorones de almendra. Total 17,00 €."),
])
def test_a_count_of_pieces_is_the_packs_that_hold_them(text, said):
    assert chat().say(text).text.startswith(said)


@pytest.mark.parametrize("text, said", [
    ("quiero 8 macarons", "Caja de 6 macarons lleva 6: para 8 te apunto 2. Apunto: 2 × Caja de 6 macarons. "
                          "Total 24,00 €."),
    ("quero 10 macarons", "Caja de 6 macarons leva 6: para 10 apúntoche 2. Apunto: 2 × Caja de 6 macarons. "
                          "Total 24,00 €."),
    ("quiero 15 polvorones", "Caja de polvorones de almendra lleva 10: para 15 te apunto 2. "
                             "Apunto: 2 × Caja de polvorones de almendra. Total 17,00 €."),
])
def test_a_count_that_does_not_fill_the_packs_is_said(text, said):
    assert chat().say(text).text.startswith(said)


# ---------------------------------------------------------------- what a count costs

@pytest.mark.parametrize("text, reply", [
    ("¿cuánto cuestan 6 palmeras?", "6 × Palmera de hojaldre: 13,20 € (2,20 € la unidad)."),
    ("cuanto cuestan seis palmeras", "6 × Palmera de hojaldre: 13,20 € (2,20 € la unidad)."),
    ("canto custan 3 bicas?", "3 × Bica gallega: 27,00 € (9,00 € a unidade)."),
    ("¿cuánto cuestan 12 macarons?", "2 × Caja de 6 macarons: 24,00 € (12,00 € la unidad)."),
    ("precio de 2 tartas de queso de 8 raciones", "2 × Tarta de queso (8 raciones): 44,00 € (22,00 € la unidad)."),
    ("¿cuánto cuesta una palmera?", "Palmera de hojaldre: 2,20 €."),
    ("¿cuánto costarían 2 tartas de santiago para 12 y 6 croissants?",
     "2 × Tarta de Santiago (12 raciones): 52,00 € (26,00 € la unidad). "
     "6 × Croissant de mantequilla: 10,80 € (1,80 € la unidad). En total, 62,80 €."),
    # an option still open: each choice for the count, and no total
    ("¿cuánto me costarían 2 tartas de santiago y 6 croissants?",
     "2 × Tarta de Santiago: 36,00 € (8 raciones), 52,00 € (12 raciones) y 72,00 € (20 raciones). "
     "6 × Croissant de mantequilla: 10,80 € (1,80 € la unidad)."),
])
def test_a_price_question_with_a_count_prices_the_count(text, reply):
    assert chat().say(text).text == reply


@pytest.mark.parametrize("text, reply", [
    ("¿cuánto sería una tarta de queso para 12?", "Tarta de queso (12 raciones): 30,00 €."),
    ("¿a cuánto está el croissant?", "Croissant de mantequilla: 1,80 €."),
    ("a cuanto estan los croissants", "Croissant de mantequilla: 1,80 €."),
    ("que precio tiene la empanada", "Empanada de zorza: 16,00 €."),
    ("¿cuánto me saldría una bica?", "Bica gallega: 9,00 €."),
    ("canto custaría unha bica?", "Bica gallega: 9,00 €."),
    ("a canto está a palmeira?", "Palmera de hojaldre: 2,20 €."),
])
def test_price_questions_in_the_conditional_or_with_a_cuanto_are_answered(text, reply):
    t = chat().say(text)
    assert t.text == reply
    assert t.chip_labels[0].startswith("Encargar: ")


def test_a_price_question_about_the_order_in_progress_gives_its_total():
    c = chat()
    c.say("quiero 2 palmeras")
    assert c.say("¿cuánto sería?").text.startswith("Llevas 2 × Palmera de hojaldre. Total 4,40 €.")


# ---------------------------------------------------------------- a pickup changed mid-order

@pytest.mark.parametrize("turns, reply", [
    (["ponme 3 palmeras para mañana a las 10", "mejor a las 11"],
     "Cambio la recogida al domingo 1 de noviembre a las 11:00. ¿A nombre de quién lo preparo?"),
    (["ponme 3 palmeras para mañana a las 10", "mejor a las 11:30"],
     "Cambio la recogida al domingo 1 de noviembre a las 11:30. ¿A nombre de quién lo preparo?"),
    (["pon 3 palmeiras para mañá ás 10", "mellor ás 11"],
     "Cambio a recollida ao domingo 1 de novembro ás 11:00. ¿A nome de quen o preparo?"),
    (["ponme 3 palmeras para mañana a las 10", "Laura", "655444333", "no", "mejor a las 12"],
     "Cambio la recogida al domingo 1 de noviembre a las 12:00. Este es el pedido que enviaré al local. "
     "Una persona lo confirmará antes de prepararlo; hasta entonces no está confirmado."),
])
def test_a_pickup_changed_by_text_is_said_back(turns, reply):
    c = chat()
    for text in turns[:-1]:
        c.say(text)
    assert c.say(turns[-1]).text == reply


def test_a_new_day_without_its_time_keeps_the_time_said():
    c = chat()
    c.say("ponme 3 palmeras para mañana a las 10")
    assert c.say("mejor el martes").text == "Cambio la recogida al martes 3 de noviembre a las 10:00. " \
                                            "¿A nombre de quién lo preparo?"


def test_a_new_day_where_the_time_is_closed_offers_that_day_s_times():
    c = chat()
    c.say("ponme 3 palmeras para el martes a las 18")
    t = c.say("mejor el domingo")
    assert "A las 18:00 no estamos abiertos." in t.text and t.chip_labels == ["12:30", "13:00", "13:30"]
    assert c.order["ymd"] == "2026-11-01"


def test_a_change_of_count_alone_says_the_lines_not_the_pickup():
    c = chat()
    c.say("ponme 3 palmeras para mañana a las 10")
    assert c.say("mejor 4").text == "Apunto: 4 × Palmera de hojaldre. Total 8,80 €. ¿A nombre de quién lo preparo?"


# ---------------------------------------------------------------- a bare count answers «¿Para cuántas …?»

@pytest.mark.parametrize("answer, said", [
    ("12", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("doce", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("12 porfa", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("12 por favor", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("pa 20", "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."),
    ("somos 12", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("seremos unas 20 personas", "Apunto: 1 × Tarta de queso (20 raciones). Total 40,00 €."),
    ("ocho", "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),    # the base price: said back too
    ("8", "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),
])
def test_a_bare_count_answers_the_option_question(answer, said):
    c = chat()
    assert c.say("quiero una tarta de queso para el miercoles").text.endswith("¿Para cuántas raciones?")
    t = c.say(answer)
    assert t.text.startswith(said)
    assert t.text.endswith("¿A qué hora lo recoges el miércoles 4 de noviembre?")


def test_a_bare_count_in_galician_and_the_order_goes_on():
    c = chat()
    c.say("ola, queria unha tarta de queixo para o mercores")
    assert c.say("8").text == ("Apunto: 1 × Tarta de queso (8 racións). Total 22,00 €. "
                               "¿A que hora o recolles o mércores 4 de novembro?")
    assert c.say("as 11").text == "Apunto a recollida o mércores 4 de novembro ás 11:00. ¿A nome de quen o preparo?"


def test_a_count_above_every_size_asks_again_and_writes_nothing():
    """(A count between two sizes takes the next one up: see the test below.)"""
    c = chat()
    c.say("quiero una tarta de queso")
    t = c.say("30")
    # stop 59: asked again with the sizes there are (the oversize proposal), no longer the bare size question
    assert t.text.startswith("La más grande es de 20 raciones. Para 30 personas") and "Apunto" not in t.text
    assert t.text.endswith("¿Cómo lo quieres?")
    assert c.state["order"]["lines"][0]["options"] == {}


def test_the_count_of_several_cakes_keeps_their_number():
    c = chat()
    c.say("quiero 2 tartas de queso")
    assert c.say("12").text.startswith("Apunto: 2 × Tarta de queso (12 raciones). Total 60,00 €.")


def test_the_option_button_that_keeps_the_price_is_not_said_back():
    c = chat()
    c.say("quiero una tarta")
    c.press("Tarta de Santiago · 18,00 €")
    assert c.press("8 raciones").text == "Este pedido necesita 24 horas de antelación. ¿Qué día lo recoges?"


# ---------------------------------------------------------------- the name asked is a name

NAME_AGAIN = ("Necesito un nombre para que el local sepa de quién es; basta con el nombre de pila, "
              "por ejemplo «Laura». ¿A nombre de quién lo preparo?")


@pytest.mark.parametrize("answer", ["eso es todo", "vale", "Sí", "ok", "vale perfecto", "nada mas", "pon el doble",
                                    "media hora mas tarde"])
def test_what_is_no_name_is_not_stored_as_the_name(answer):
    c = chat()
    c.say("2 croissants para mañana a las 10")
    t = c.say(answer)
    assert not c.state["order"].get("name")
    assert t.text.endswith("¿A nombre de quién lo preparo?")


def test_no_name_in_galician_is_asked_again_in_galician():
    c = chat()
    c.say("2 croissants para mañá ás 10")
    assert c.say("iso é todo, grazas").text.endswith("¿A nome de quen o preparo?")
    assert not c.state["order"].get("name")


@pytest.mark.parametrize("name", ["María José", "Rosa Mari", "Pilar", "Xosé Manuel", "Iria Souto Rey"])
def test_names_are_still_names(name):
    c = chat()
    c.say("2 croissants para mañana a las 10")
    assert c.say(name).text.startswith("¿Y un teléfono de contacto?")
    assert c.state["order"]["name"] == name


@pytest.mark.parametrize("answer, said", [
    ("no, espera, que sean 5", "Apunto: 5 × Napolitana de chocolate. Total 10,00 €."),
    ("quita uno", "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
    ("quita 2", "Apunto: 1 × Napolitana de chocolate. Total 2,00 €."),
    ("perdona, mejor 4", "Apunto: 4 × Napolitana de chocolate. Total 8,00 €."),
])
def test_a_count_changed_at_the_name_question_changes_the_count(answer, said):
    c = chat()
    c.say("3 napolitanas para mañana a las 10")
    t = c.say(answer)
    assert t.text == said + " ¿A nombre de quién lo preparo?"
    assert not c.state["order"].get("name")


# ---------------------------------------------------------------- counts said another way

@pytest.mark.parametrize("turns, said", [
    (["quiero 6 palmeras y 2 croissants para mañana a las 10", "los croissants que sean 4"],
     "Apunto: 6 × Palmera de hojaldre y 4 × Croissant de mantequilla. Total 20,40 €."),
    (["una docena y media de croissants para el martes a las 10"], "Apunto: 18 × Croissant de mantequilla."),
    (["dos docenas y media de palmeras"], "Apunto: 30 × Palmera de hojaldre. Total 66,00 €."),
    (["unha ducia e media de palmeiras"], "Apunto: 18 × Palmera de hojaldre."),
    (["ponme dos de cada: croissant, napolitana y palmera para mañana 10:30"],
     "Apunto: 2 × Croissant de mantequilla, 2 × Napolitana de chocolate y 2 × Palmera de hojaldre. Total 12,00 €."),
    (["croissant y napolitana, 3 de cada"], "Apunto: 3 × Croissant de mantequilla y 3 × Napolitana de chocolate."),
    (["quero dúas de cada: bica e palmeira"], "Apunto: 2 × Bica gallega e 2 × Palmera de hojaldre."),
    (["2 de cada uno: brownie y palmera"], "Apunto: 2 × Brownie sin harina y 2 × Palmera de hojaldre."),
])
def test_counts_said_another_way(turns, said):
    c = chat()
    for text in turns[:-1]:
        c.say(text)
    assert c.say(turns[-1]).text.startswith(said)


@pytest.mark.parametrize("text, reply, chip", [
    ("2 croissants de chocolate para mañana a las 10",
     "No tengo «croissants de chocolate» en la carta. Solo tengo Croissant de mantequilla (1,80 €). ¿Te apunto 2?",
     "Croissant de mantequilla · 1,80 €"),
    ("una napolitana de crema", "No tengo «napolitana de crema» en la carta. "
                                "Solo tengo Napolitana de chocolate (2,00 €). ¿Te lo apunto?",
     "Napolitana de chocolate · 2,00 €"),
])
def test_a_flavour_that_is_another_products_word_is_still_not_made(text, reply, chip):
    t = chat().say(text)
    assert (t.text, t.chip_labels) == (reply, [chip])


# ---------------------------------------------------------------- one thing instead of another

@pytest.mark.parametrize("turns, said", [
    (["tarta de queso de 12 para el martes a las 11", "mejor cambiala por una sacher"],
     "Apunto: 1 × Tarta Sacher (12 raciones). Total 34,00 €."),
    (["4 croissants para mañana a las 10", "mejor no, pon 3 palmeras"],
     "Apunto: 3 × Palmera de hojaldre. Total 6,60 €."),
    (["4 croissants para mañana a las 10", "mejor 3 palmeras"], "Apunto: 3 × Palmera de hojaldre. Total 6,60 €."),
    (["4 cruasanes para mañá ás 10", "mellor 3 palmeiras"], "Apunto: 3 × Palmera de hojaldre. Total 6,60 €."),
    (["4 croissants y 2 palmeras para mañana a las 10", "cambia las palmeras por 3 napolitanas"],
     "Apunto: 4 × Croissant de mantequilla y 3 × Napolitana de chocolate. Total 13,20 €."),
    (["4 croissants para mañana a las 10", "olvidalo, empezamos de nuevo: 2 napolitanas para el martes a las 9"],
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €. Cambio la recogida al martes 3 de noviembre a las 09:00."),
    (["ponme 4 palmeras para hoy a las 6", "Luis 600111222", "quita las palmeras y pon 4 brownies"],
     "Apunto: 4 × Brownie sin harina. Total 12,00 €."),
    # «también», «añade»: beside, not instead
    (["4 croissants para mañana a las 10", "mejor añade 3 palmeras"],
     "Apunto: 4 × Croissant de mantequilla y 3 × Palmera de hojaldre. Total 13,80 €."),
])
def test_a_product_said_instead_takes_the_place_of_the_line(turns, said):
    c = chat()
    for text in turns[:-1]:
        c.say(text)
    assert c.say(turns[-1]).text.startswith(said)


def test_instead_of_which_line_is_asked_when_there_are_several():
    c = chat()
    c.say("4 croissants y 2 palmeras para mañana a las 10")
    t = c.say("mejor 3 napolitanas")
    assert t.text == "¿Cuál cambio por Napolitana de chocolate: Croissant de mantequilla o Palmera de hojaldre?"
    assert t.chip_labels == ["Croissant de mantequilla", "Palmera de hojaldre"]
    assert c.say("los croissants").text.startswith(
        "Apunto: 2 × Palmera de hojaldre y 3 × Napolitana de chocolate. Total 10,40 €.")


# ---------------------------------------------------------------- a dedication is only the note

SUMMARY_ES = ("Este es el pedido que enviaré al local. Una persona lo confirmará antes de prepararlo; "
              "hasta entonces no está confirmado.")


@pytest.mark.parametrize("note", ["que ponga Feliz domingo abuela", "Felicidades Sacher",
                                  "Feliz día mamá, te queremos mañana y siempre", "pon Feliz cumple Mateo, 8 años",
                                  "Parabéns avoa, moitas felicidades"])
def test_a_dedication_with_a_day_or_a_product_in_it_is_the_note(note):
    c = chat()
    c.say("tarta de queso de 12 para el jueves a las 10")
    c.say("Pilar 677665544")
    t = c.say(note)
    order = c.state["order"]
    assert (order["ymd"], order["min"], order["note"]) == ("2026-11-05", 600, note)
    assert [(l["item_id"], l["qty"]) for l in order["lines"]] == [("tarta-queso", 1)]
    assert t.text.startswith(("Este es el pedido", "Este é o pedido"))


def test_a_change_at_the_note_question_is_still_a_change():
    c = chat()
    c.say("tarta de queso de 12 para el jueves a las 10")
    c.say("Pilar 677665544")
    assert c.say("mejor a las 12").text.startswith("Cambio la recogida al jueves 5 de noviembre a las 12:00.")
    assert c.state["order"]["note"] is None


@pytest.mark.parametrize("turns, chips", [
    (["4 croissants para el martes", "despues de las 17"], ["17:30", "18:00", "18:30", "19:00", "19:30"]),
    (["4 croissants para el martes antes de las 11"], ["09:00", "09:30", "10:00", "10:30"]),
    (["4 croissants para el martes", "hasta las 10"], ["09:00", "09:30", "10:00"]),
])
def test_a_pickup_window_offers_its_times_and_sets_none(turns, chips):
    c = chat()
    for text in turns:
        t = c.say(text)
    assert t.text.endswith("¿A qué hora lo recoges el martes 3 de noviembre?")
    assert "Para seguir" not in t.text
    assert t.chip_labels == chips
    assert c.state["order"]["min"] is None


@pytest.mark.parametrize("text, said", [
    ("cuanto tiempo necesitais para una tarta personalizada?",
     "Tarta personalizada se encarga con 5 días de antelación. Lo más pronto es el viernes 6 de noviembre."),
    ("para cuando podriais tener una tarta de queso?",
     "Tarta de queso se encarga con 48 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("hay que encargar la empanada?",
     "Empanada de zorza se encarga con 24 horas de antelación. Lo más pronto es el martes 3 de noviembre."),
    ("hai que encargar a bica?", "Bica gallega encárgase con 24 horas de antelación. O máis cedo é o martes 3 de novembro."),
    ("hay que encargar los croissants?", "Croissant de mantequilla no necesita encargo previo."),
])
def test_how_long_before_is_answered_from_the_catalogue(text, said):
    t = chat().say(text)
    assert t.text.endswith(said)
    assert "una persona" not in t.text


# ---------------------------------------------------------------- a day said by its name

@pytest.mark.parametrize("text, reply", [
    ("abris el dia de todos los santos?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("abris en navidad?", "El viernes 25 de diciembre no abrimos (Navidad). "
                          "Volvemos a abrir el sábado 26 de diciembre a las 09:00."),
    ("el dia de reyes abris?", "El miércoles 6 de enero no abrimos (Reyes). "
                               "Volvemos a abrir el jueves 7 de enero a las 09:00."),
    ("abrides o día de Galicia?", "O domingo 25 de xullo non abrimos (Día de Galicia). "
                                  "Volvemos abrir o martes 27 de xullo ás 09:00."),
])
def test_a_closure_or_special_day_said_by_its_name_is_that_day(text, reply):
    assert chat().say(text).text == reply


@pytest.mark.parametrize("text", ["ensíname a carta", "amósame a carta", "ensiname a carta"])
def test_asking_to_be_shown_in_galician_is_answered_in_galician(text):
    assert chat().say(text).text == "Esta é a carta, con prezos e alérxenos:"


@pytest.mark.parametrize("turns, reply", [
    (["quiero 6 palmeras para mañana a las 10", "mejor el martes a la misma hora"],
     "Cambio la recogida al martes 3 de noviembre a las 10:00. ¿A nombre de quién lo preparo?"),
    (["quero 6 palmeiras para mañá ás 10", "mellor o martes á mesma hora"],
     "Cambio a recollida ao martes 3 de novembro ás 10:00. ¿A nome de quen o preparo?"),
])
def test_a_new_day_at_the_same_time_keeps_the_time(turns, reply):
    c = chat()
    c.say(turns[0])
    assert c.say(turns[1]).text == reply


@pytest.mark.parametrize("change, line, total", [
    ("perdon, queria decir brownies", "4 × Brownie sin harina", "12,00 €"),
    ("perdón, quise decir napolitanas", "4 × Napolitana de chocolate", "8,00 €"),
    ("no, napolitanas", "4 × Napolitana de chocolate", "8,00 €"),
    ("me he confundido, son croissants", "4 × Croissant de mantequilla", "7,20 €"),
    ("me equivoque, croissants", "4 × Croissant de mantequilla", "7,20 €"),
    ("uy no, napolitanas", "4 × Napolitana de chocolate", "8,00 €"),
    ("perdón, quería dicir napolitanas", "4 × Napolitana de chocolate", "8,00 €"),
    ("trabuqueime, son croissants", "4 × Croissant de mantequilla", "7,20 €"),
])
def test_a_product_said_by_mistake_is_replaced_not_added(change, line, total):
    """«quería decir brownies» added 1 brownie beside the 4 palmeras."""
    c = chat()
    c.say("quiero 4 palmeras" if "dicir" not in change and "trabuque" not in change else "quero 4 palmeiras")
    t = c.say(change)
    assert t.text.startswith(f"Apunto: {line}. Total {total}.")
    assert [ln["item_id"] for ln in c.order["lines"]] != ["palmera"] and len(c.order["lines"]) == 1


@pytest.mark.parametrize("more", ["perdona, pon tambien 2 croissants", "perdona, y 2 croissants",
                                  "no me olvides 2 croissants"])
def test_a_product_added_after_an_apology_is_added(more):
    c = chat()
    c.say("quiero 4 palmeras")
    assert c.say(more).text.startswith("Apunto: 4 × Palmera de hojaldre y 2 × Croissant de mantequilla.")


@pytest.mark.parametrize("change, n", [("al final solo 2", 2), ("solo 2 porfa", 2), ("mejor solo dos", 2),
                                       ("mellor so dous", 2), ("mejor cinco", 5)])
def test_only_n_sets_the_count_of_the_only_line(change, n):
    c = chat()
    c.say("quiero 3 croissants para el jueves a las 11")
    c.say(change)
    assert c.order["lines"] == [{"item_id": "croissant", "qty": n, "options": {}}]


@pytest.mark.parametrize("answer, said, size", [
    ("somos 10", "Para 10 te apunto la de 12 raciones.", "12"),
    ("para unas 15 personas", "Para 15 te apunto la de 20 raciones.", "20"),
    ("para 4", "Para 4 te apunto la de 8 raciones.", "8"),
    ("seremos 9", "Para 9 te apunto la de 12 raciones.", "12"),
])
def test_a_count_between_sizes_takes_the_next_size_up_and_says_so(answer, said, size):
    """«somos 10» to «¿Para cuántas raciones?» (sizes 8, 12, 20) was «Para seguir necesito…»."""
    c = chat()
    c.say("quiero una tarta de queso")
    t = c.say(answer)
    assert t.text.startswith(said) and c.order["lines"][0]["options"] == {"raciones": size}


def test_a_count_between_sizes_in_galician():
    c = chat()
    c.say("quero unha tarta de queixo")
    assert c.say("somos 10").text.startswith("Para 10 apúntoche a de 12 racións.")


def test_a_count_of_a_size_is_not_said_again():
    c = chat()
    c.say("quiero una tarta de queso")
    assert c.say("12").text.startswith("Apunto: 1 × Tarta de queso (12 raciones).")
