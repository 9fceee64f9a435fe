"""«que no lleve X» is a wish written down, never a complaint; «perdón, son 3 X» sets the count;
a change said with «vale» at the summary is shown before anything goes; «y 2 niños» adds to the
party; «no vamos a poder ir» after sending is a cancellation, said how."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, noted", [
    ("quiero una tarta de queso de 8 para el sabado a las 11, que no lleve frutos secos que mi hijo es alergico",
     "que no lleve frutos secos"),
    ("quiero una tarta de queso de 8 para el sabado a las 11 que no lleve demasiado azucar",
     "que no lleve demasiado azucar"),
    ("quero unha tarta de queixo de 8 para o sábado ás 11, que non leve froitos secos", "que non leve froitos secos"),
    ("una tarta de queso de 8 que lleve velas para el sabado a las 11", "que lleve velas"),
])
def test_what_it_should_carry_is_a_wish_noted(text, noted):
    c = chat()
    t = c.say(text)
    assert t.texts[0].startswith("Apunto: 1 × Tarta de queso")
    assert "Siento lo ocurrido" not in t.text and "Sinto o ocorrido" not in t.text
    assert noted in c.state["order"]["notes_said"]


@pytest.mark.parametrize("text", ["tienes algo que no lleve frutos secos?", "quiero una tarta que lleve naranja para el sabado"])
def test_a_wish_is_no_complaint(text):
    t = chat().say(text)
    assert "Siento lo ocurrido" not in t.text and t.request is None


@pytest.mark.parametrize("text", ["la tarta que me lleve ayer estaba seca", "el pan que compre ayer estaba duro",
                                  "la empanada que compré ayer estaba cruda"])
def test_a_complaint_is_still_a_complaint(text):
    assert "Siento lo ocurrido" in chat().say(text).text


@pytest.mark.parametrize("first, then, said", [
    ("quiero 5 palmeras para el martes a las 10", "perdon, son 3 palmeras", "Apunto: 3 × Palmera de hojaldre. Total 6,60 €."),
    ("quiero 5 palmeras para el martes a las 10", "perdona, 3 palmeras", "Apunto: 3 × Palmera de hojaldre. Total 6,60 €."),
    ("quiero 6 croissants para el martes a las 10", "perdona, 4 croissants y 2 napolitanas",
     "Apunto: 4 × Croissant de mantequilla y 2 × Napolitana de chocolate. Total 11,20 €."),
    ("quero 5 palmeiras para o martes ás 10", "perdoa, son tres palmeiras", "Apunto: 3 × Palmera de hojaldre. Total 6,60 €."),
])
def test_a_count_mended_with_its_product_is_set(first, then, said):
    c = chat()
    c.say(first)
    assert said in c.say(then).text


def test_a_count_mended_at_the_florist_is_no_name():
    c = chat("floristeria")
    c.say("quero tres orquídeas para o luns ás 11")
    t = c.say("perdón, son dúas orquídeas")
    assert "Apunto: 2 × Orquídea. Total 64,00 €." in t.text
    assert not c.state["order"].get("name")


@pytest.mark.parametrize("text", ["cuanto son 2 croissants", "precio croissant"])
def test_a_price_asked_with_son_is_no_change(text):
    assert "Apunto" not in chat().say(text).text


@pytest.mark.parametrize("then, said", [
    ("vale, y ponme tambien 2 croissants", "Apunto: 3 × Napolitana de chocolate y 2 × Croissant de mantequilla."),
    ("si, y añade 2 palmeras", "Apunto: 3 × Napolitana de chocolate y 2 × Palmera de hojaldre."),
    ("vale, e dúas palmeiras", "Apunto: 3 × Napolitana de chocolate e 2 × Palmera de hojaldre."),
])
def test_a_change_at_the_summary_is_shown_before_it_goes(then, said):
    c = chat()
    for m in ["quiero 3 napolitanas para el martes a las 10", "Ana", "666555444", "no"]:
        c.say(m)
    t = c.say(then)
    assert said in t.text and "enviado" not in t.text and "enviei" not in t.text
    assert t.request["status"] == "collecting"
    t = c.say("sí")
    assert t.request["status"] == "pending"


@pytest.mark.parametrize("slug, first, then, said", [
    ("restaurante", "mesa para 2 el jueves a las 21", "vale, y somos 4", "reserva para 4 personas"),
    ("peluqueria", "tinte el jueves a las 11:15 con marta", "vale, mejor a las 12", "a las 12:00"),
])
def test_a_booking_changed_at_the_summary_is_shown_before_it_goes(slug, first, then, said):
    c = chat(slug)
    for m in [first, "Ana", "600111222", "no"]:
        c.say(m)
    t = c.say(then)
    assert said in t.text and t.request["status"] == "collecting"


@pytest.mark.parametrize("steps, party", [
    (["mesa para 2 el jueves a las 21", "Ana", "600111222", "no", "y 2 niños"], 4),
    (["mesa para 2 o xoves ás 21", "Ana", "e dous nenos"], 4),
    (["mesa para 2 el jueves a las 21", "y 2 niños"], 4),
    (["mesa para 3 el jueves a las 21", "ah, y un bebé"], 4),
])
def test_more_people_said_after_the_party_are_added(steps, party):
    c = chat("restaurante")
    for m in steps:
        t = c.say(m)
    assert c.state["booking"]["party"] == party
    assert f"para {party} person" in t.text or f"para {party} persoas" in t.text


@pytest.mark.parametrize("then, said", [
    ("no vamos a poder ir", "Para anularlo, llama al 981 000 612."),
    ("non imos poder ir o sábado", "Para anulalo, chama ao 981 000 612."),
    ("al final no voy a poder ir", "Para anularlo, llama al 981 000 612."),
])
def test_cannot_go_after_sending_says_how_to_cancel(then, said):
    c = chat("restaurante")
    for m in ["mesa para 4 el sabado a las 21", "Ana", "600111222", "no"]:
        c.say(m)
    c.press("Enviar reserva")
    assert said in c.say(then).text
