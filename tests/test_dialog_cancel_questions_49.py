"""Stop 49, cancel questions: a question ABOUT cancelling («¿cuánto antes hay que cancelar?», «¿cobráis
algo si cancelo?», «¿y para cancelar?», «e se a cancelo?») asks the business's rule; the draft and its
open question stay (it threw the draft away, at any step, the summary included). Cancelling asked for
(«cancela», «cancélalo», «¿puedes cancelarla?», «sí, quiero cancelar», «mejor lo dejamos») still cancels.
And a cancel taken back right after it («uy no, me equivoqué de botón, envíala», «no quería
cancelar», «equivoqueime») brings the draft back as it was; one turn later it is gone."""
import pytest

from tests.chat_client import Visitor
from tests.conversation import chat, chat_with_knowledge

SALON_SUMMARY = ("corte de mujer el jueves a las 12", "Ana", "600111333", "no")
SALON_SUMMARY_GL = ("corte de muller o xoves ás 12", "Ana", "600111333", "non")
TABLE_SUMMARY = ("mesa para 2 el sabado a las 21", "Ana", "600111222", "no")
CAKE = "quiero una tarta de santiago de 8 para el martes a las 11"
SUMMARY_END = "Esta es la reserva que enviaré al local. Una persona la confirmará; hasta entonces no está confirmada."
SUMMARY_END_GL = "Esta é a reserva que lle enviarei ao local. Unha persoa confirmaraa; ata entón non está confirmada."
NOT_KNOWN = "Eso no lo tengo claro y prefiero no inventarlo. Se lo apunto al local junto a tu reserva"
NOT_KNOWN_GL = "Iso non o teño claro e prefiro non inventalo. Apúntollo ao local xunto á túa reserva"
SALON_RULE = "Para cancelar, avísanos con al menos unas horas de antelación."
BAKERY_RULE = "Puedes cancelar sin coste hasta 24 horas antes de la recogida"
CANCELLED = ("Hecho, dejo la reserva sin enviar.", "Feito, deixo a reserva sen enviar.")

# ---- a question about cancelling keeps the draft -------------------------------------------------

ASKED_ES = ["cuanto antes hay que cancelar?", "¿Cuánto antes tengo que cancelar?", "cuanto antes hay q cancelar",
            "con cuanto tiempo hay que cancelar?", "cobrais algo si cancelo?", "¿Cobráis algo si la cancelo?",
            "cobrais si cancelo", "se cobra algo por cancelar?", "cuesta algo cancelar?", "cuanto cuesta cancelar?",
            "es gratis cancelar?", "cancelar es gratis?", "hay penalizacion por cancelar?", "y para cancelar?",
            "y cancelar?", "¿Y para cancelar cómo va?", "que pasa si cancelo?", "¿qué pasa si la cancelo?",
            "y si cancelo?", "y si la quiero cancelar?", "y si al final la cancelo?", "si cancelo me devolveis el dinero?",
            "en caso de cancelar?", "en caso de que tenga que cancelar?", "cómo hago para cancelar?",
            "como tengo que hacer para cancelar?", "y si necesito cancelarla?", "cual es la politica de cancelacion?",
            "y la cancelación?", "tiene coste la cancelacion?", "pasa algo si cancelo?", "pierdo la señal si cancelo?",
            "cuanto antes ay que cancelar", "cuanto antes hay que kancelar?", "hasta que hora puedo cancelar?",
            "si cancelo ahora me cobrais?"]
ASKED_GL = ["canto antes hai que cancelar?", "cobrades algo se cancelo?", "e se a cancelo?", "e para cancelar?",
            "canto custa cancelar?", "como fago para cancelar?", "e se ao final non podo e cancelo?",
            "e se a quero anular?"]


@pytest.mark.parametrize("said", ASKED_ES)
def test_a_cancel_question_at_the_summary_keeps_the_booking(said):
    c = chat("peluqueria")
    c.say_all(*SALON_SUMMARY)
    t = c.say(said)
    assert t.text.startswith(NOT_KNOWN) and t.text.endswith(SUMMARY_END)
    assert t.chip_labels == ["Enviar reserva", "Cambiar la hora", "Cancelar"]
    b = c.state["booking"]
    assert (b["services"], b["ymd"], b["min"], b["name"]) == (["corte-mujer"], "2026-11-05", 720, "Ana")


@pytest.mark.parametrize("said", ASKED_GL)
def test_a_cancel_question_in_galician_keeps_the_booking(said):
    c = chat("peluqueria")
    c.say_all(*SALON_SUMMARY_GL)
    t = c.say(said)
    assert t.text.startswith(NOT_KNOWN_GL) and t.text.endswith(SUMMARY_END_GL)
    assert t.chip_labels[0] == "Enviar reserva" and c.state["booking"]["name"] == "Ana"


@pytest.mark.parametrize("said", ["cobrais algo si cancelo?", "cuanto antes hay que cancelar?", "y para anular?",
                                  "¿qué pasa si cancelo?"])
def test_a_cancel_question_at_the_name_step_then_the_name(said):
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21")
    t = c.say(said)
    assert t.text.startswith(NOT_KNOWN) and t.text.endswith("¿A nombre de quién hago la reserva?")
    t = c.say("Pedro")
    assert t.text == "¿Y un teléfono de contacto? Solo lo usará el local si hay algún problema con la reserva."
    assert c.state["booking"]["name"] == "Pedro" and c.state["booking"]["party"] == 2
    assert not any(r["kind"] == "question" and r["status"] == "pending" for r in c.requests)


def test_the_salon_rule_answers_at_the_summary(tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say_all(*SALON_SUMMARY)
    t = c.say("cuanto antes hay que cancelar?")
    assert SALON_RULE in t.text and t.text.endswith(SUMMARY_END) and t.chip_labels[0] == "Enviar reserva"
    assert c.state["booking"]["name"] == "Ana"


def test_and_to_cancel_after_another_question_in_galician(tmp_path):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say_all("corte de muller o xoves ás 12", "se chego tarde que pasa?")
    t = c.say("e para cancelar?")
    assert SALON_RULE in t.text and t.text.endswith("¿A nome de quen fago a reserva?")
    c.say("Ana")
    assert c.state["booking"]["name"] == "Ana" and c.state["booking"]["min"] == 720


@pytest.mark.parametrize("said", ["cuanto antes tengo que cancelar?", "que pasa si la cancelo?",
                                  "e se a cancelo?", "y para cancelar?"])
def test_the_bakery_rule_answers_and_the_order_stays(tmp_path, said):
    c = chat_with_knowledge("", tmp_path)
    c.say(CAKE)
    t = c.say(said)
    assert "24 horas" in t.text and t.text.endswith(("¿A nombre de quién lo preparo?", "¿A nome de quen o preparo?"))
    c.say("Ana")
    assert c.order["name"] == "Ana" and [line["item_id"] for line in c.order["lines"]] == ["tarta-santiago"]


def test_cancelling_asked_after_a_change_question_is_answered(tmp_path):
    c = chat_with_knowledge("", tmp_path)
    c.say("encargué una tarta, puedo cambiar el dia?")
    t = c.say("y si la quiero cancelar?")
    assert BAKERY_RULE in t.text and not t.text.startswith("Hecho")


# ---- cancelling asked for still cancels ---------------------------------------------------------

@pytest.mark.parametrize("said", ["cancela", "cancélalo", "cancela la reserva", "cancela, no puedo ir", "olvídalo",
                                  "no quiero reservar", "¿puedes cancelarla?", "podrias cancelarla por favor?",
                                  "me la cancelas?", "la cancelamos?", "quiero cancelar", "sí, cancélala",
                                  "si, cancelala", "sí, quiero cancelar", "si quiero cancelar", "mejor cancelamos",
                                  "cancelar", "anúlala por favor", "cancela cuanto antes", "como no puedo ir, cancelala",
                                  "quiero la cancelacion", "cancélaa", "cancela a reserva", "esquéceo",
                                  "non quero reservar", "podes cancelala?", "quero cancelar", "si, quero cancelala",
                                  "¿la cancelo?", "lo cancelamos entonces?", "¿cuánto es? mejor cancelamos",
                                  "uf, se me ha complicado, tengo que cancelar", "como al final no puedo, cancelamos",
                                  "cancela por favor, cuanto antes mejor", "no se si cancelar"])
def test_cancelling_asked_for_still_cancels(said):
    c = chat("peluqueria")
    c.say_all(*SALON_SUMMARY)
    t = c.say(said)
    assert t.text in CANCELLED and not c.state["booking"].get("ymd")


@pytest.mark.parametrize("said, left", [
    ("mejor lo dejamos", "Vale, sin problema: dejo la reserva sin enviar"),
    ("mellor o deixamos", "Vale, sen problema: deixo a reserva sen enviar"),
])
def test_leaving_it_still_cancels(said, left):
    c = chat("restaurante")
    c.say_all(*TABLE_SUMMARY)
    assert c.say(said).text.startswith(left) and not c.state["booking"].get("ymd")


def test_the_order_still_cancels_at_the_name_step():
    c = chat()
    c.say(CAKE)
    t = c.say("cancelalo")
    assert t.text == "Hecho, lo dejo sin enviar. Si quieres empezar de nuevo, dime qué te preparo." and not c.order["lines"]


# ---- a cancel taken back right after it ------------------------------------------------------------

RESTORED = "Sin problema, recupero la reserva tal como estaba. " + SUMMARY_END


@pytest.mark.parametrize("said", ["uy no, me equivoque de boton, enviala", "me equivoqué", "sin querer",
                                  "no queria cancelar", "no, no la canceles", "recupérala", "deshazlo",
                                  "era enviar", "ups no", "no queria darle a cancelar, envíala"])
def test_the_cancel_button_pressed_by_mistake_brings_the_booking_back(said):
    c = chat("restaurante")
    c.say_all(*TABLE_SUMMARY)
    c.press("Cancelar")
    t = c.say(said)
    assert t.text == RESTORED and t.chip_labels == ["Enviar reserva", "Cambiar la hora", "Cancelar"]
    b = c.state["booking"]
    assert (b["party"], b["ymd"], b["min"], b["name"], b["phone"]) == (2, "2026-11-07", 1260, "Ana", "+34600111222")
    c.press("Enviar reserva")
    assert c.requests[-1]["kind"] == "booking" and c.requests[-1]["status"] == "pending"


@pytest.mark.parametrize("said", ["equivoqueime, envíaa", "sen querer", "non quería cancelala", "desfaino",
                                  "trabuqueime de botón"])
def test_the_cancel_taken_back_in_galician(said):
    c = chat("peluqueria")
    c.say_all(*SALON_SUMMARY_GL)
    c.press("Cancelar")
    t = c.say(said)
    assert t.text == "Sen problema, recupero a reserva tal como estaba. " + SUMMARY_END_GL
    assert c.state["booking"]["name"] == "Ana" and c.state["booking"]["min"] == 720


def test_a_cancel_mid_booking_taken_back_asks_its_question_again():
    c = chat("restaurante")
    c.say_all("somos 4 el viernes a las 14", "cancela")
    t = c.say("me equivoqué")
    assert t.text == "Sin problema, recupero la reserva tal como estaba. ¿A nombre de quién hago la reserva?"
    assert (c.state["booking"]["party"], c.state["booking"]["min"]) == (4, 840)


def test_an_order_cancelled_by_mistake_comes_back():
    c = chat()
    c.say_all(CAKE, "cancela")
    t = c.say("uy, me equivoqué")
    assert t.text == "Sin problema, lo recupero tal como estaba. ¿A nombre de quién lo preparo?"
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("tarta-santiago", 1)]
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-03", 660)


def test_the_undo_lasts_one_turn_only():
    c = chat("restaurante")
    c.say_all(*TABLE_SUMMARY)
    c.press("Cancelar")
    c.say("hola")
    t = c.say("me equivoqué, enviala")
    assert "recupero" not in t.text and not c.state["booking"].get("ymd")


def test_a_new_booking_after_a_cancel_is_a_new_one():
    c = chat("restaurante")
    c.say_all(*TABLE_SUMMARY)
    c.press("Cancelar")
    t = c.say("mesa para 4 el viernes a las 14")
    assert t.text.startswith("Apunto: reserva para 4 personas el viernes 6 de noviembre a las 14:00.")
    assert c.state["booking"]["party"] == 4 and not c.state["booking"].get("name")


def test_a_mistake_said_without_a_cancel_changes_nothing():
    c = chat("restaurante")
    c.say("mesa para 2 el sabado a las 21")
    t = c.say("me equivoqué")
    assert "recupero" not in t.text and c.state["booking"]["party"] == 2


def test_the_undo_through_the_http_api(client):
    v = Visitor(client, "restaurante")
    for said in TABLE_SUMMARY:
        v.say(said)
    v.press("Cancelar")
    assert v.said == "Hecho, dejo la reserva sin enviar."
    out = v.say("uy no, me equivoqué de botón, envíala")
    assert v.said == RESTORED and out["request"]["kind"] == "booking" and out["request"]["status"] == "collecting"
    out = v.press("Enviar reserva")
    assert out["request"]["status"] == "pending"
