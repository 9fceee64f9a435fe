"""The open requests of docs/internals-requests.md (dialog → nlu, booking, greeting, note hint),
checked through turn(): every assertion is what the customer reads or the request left."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from bizengine import load_business
from bizengine.business.store import DatasetError
from tests.conversation import ROOT, Conversation

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "datasets"
REST = load_business(FIXTURES / "restaurante")
SALON = load_business(FIXTURES / "peluqueria")

ALLERGY = ("Si es una alergia o intolerancia grave, una persona del local lo confirma con cocina "
           "antes de preparar nada.")
ALLERGY_GL = ("Se é unha alerxia ou intolerancia grave, unha persoa do local confírmao con cociña "
              "antes de preparar nada.")
SENT = ("Hecho: he enviado tu pedido a Obrador Mel. Una persona lo confirmará y te avisaré aquí mismo; "
        "no lo prepararán hasta entonces.")
SUMMARY = ("Este es el pedido que enviaré al local. Una persona lo confirmará antes de prepararlo; "
           "hasta entonces no está confirmado.")


def no_kb(question, lang, history):
    raise AssertionError(f"the knowledge base was asked: {question!r}")


# ------------------------------------------------------------ Galician «glute»

@pytest.mark.parametrize("text, reply", [
    ("Que tendes sen glute?",
     "Temos 3 produtos sen glute: Tarta de Santiago, Brownie sin harina e Caja de 6 macarons. " + ALLERGY_GL),
    ("Tedes algo sen glute?",
     "Temos 3 produtos sen glute: Tarta de Santiago, Brownie sin harina e Caja de 6 macarons. " + ALLERGY_GL),
    ("Que tendes sen gluten?",
     "Temos 3 produtos sen glute: Tarta de Santiago, Brownie sin harina e Caja de 6 macarons. " + ALLERGY_GL),
    ("A palmeira leva glute?", "Palmera de hojaldre contén glute. " + ALLERGY_GL),
])
def test_galician_glute_is_gluten(text, reply):
    t = Conversation(kb_answer=no_kb).say(text)
    assert t.texts == [reply]
    assert t.request is None


# ------------------------------------------------------------ «¿qué alérgenos tiene X?»

@pytest.mark.parametrize("text, reply", [
    ("¿Qué alérgenos tiene la tarta de queso?", "Tarta de queso contiene gluten, lácteos y huevo. " + ALLERGY),
    ("¿La tarta de queso tiene alérgenos?", "Tarta de queso contiene gluten, lácteos y huevo. " + ALLERGY),
    ("que alérxenos leva a tarta de queixo?", "Tarta de queso contén glute, lácteos e ovo. " + ALLERGY_GL),
    ("¿Qué alérgenos lleva el pan de masa madre?", "Pan de masa madre contiene gluten. " + ALLERGY),
    ("¿Qué alérgenos hay en el pan de masa madre?", "Pan de masa madre contiene gluten. " + ALLERGY),
    # with an allergen of their own, the answer is about that one: «no consta», never «no lleva»
    ("¿Qué alérgenos tiene la palmera? Soy alérgica a los frutos secos",
     "En Palmera de hojaldre no constan frutos secos. En el obrador usamos almendra y nuez todos los días, así que "
     "puede haber trazas en todo. " + ALLERGY),
])
def test_allergens_of_a_named_product(text, reply):
    t = Conversation(kb_answer=no_kb).say(text)
    assert t.texts == [reply]
    assert t["signals"]["topics"][:1] == ["allergens"]
    assert [c["source"] for c in t.cites] == ["catalog.json"]


def test_allergens_without_a_product_are_the_catalogue_s():
    # stop 52: «¿qué alérgenos usáis?» asks every product's, which the catalogue declares (it was the
    # knowledge's, and without it «No tenemos alérgenos en el catálogo»); the knowledge's own text, when it
    # has one, comes first (review of stop 52: it may say traces, a shared kitchen)
    kb = lambda q, lang, history: {"route": "excerpt", "text": "Los alérgenos están en la carta.", "cites": []}
    t = Conversation(kb_answer=kb).say("¿Qué alérgenos usáis?")
    assert t["signals"]["topics"] == ["allergens"]
    assert t.texts[0] == "Los alérgenos están en la carta."
    assert "En el catálogo constan: gluten, lácteos, huevo" in t.texts[1]


# ------------------------------------------------------------ «¿Que tedes?»

@pytest.mark.parametrize("text, intro", [
    ("¿Que tedes?", "Esta é a carta, con prezos e alérxenos:"),
    ("que tendes?", "Esta é a carta, con prezos e alérxenos:"),
    ("¿Qué tenéis?", "Esta es la carta, con precios y alérgenos:"),
])
def test_what_do_you_have_is_the_menu(text, intro):
    t = Conversation(kb_answer=no_kb).say(text)
    assert t.texts == [intro]
    assert t["signals"]["topics"] == ["menu"]
    assert sum(len(card["rows"]) for card in t.cards("menu")) == 19


# ------------------------------------------------------------ «envíalo» at the summary

def to_summary():
    c = Conversation()
    c.say("Dos palmeras para el sábado a las 11 a nombre de Iria, teléfono 655444333")
    t = c.say("no")
    assert t.text == SUMMARY
    return c


@pytest.mark.parametrize("text", ["envíalo", "Envíalo", "mándalo", "mándao", "envíao", "vale, envíalo",
                                  "sí, envíalo", "venga, mándalo", "envíalo."])
def test_send_it_at_the_summary_sends_the_order(text):
    c = to_summary()
    t = c.say(text)
    assert t.texts == [SENT]
    assert t.request["kind"] == "order" and t.request["status"] == "pending"
    assert t.request["total_cents"] == 440 and t.request["slot_start"] == "2026-11-07T11:00:00+01:00"
    assert t["case_state"] == "await_approval"


def test_send_it_with_nothing_to_send_is_not_a_yes():
    t = Conversation().say("envíalo")
    assert t["signals"]["yes"] is False
    assert t.request is None or t.request["kind"] != "order"


def test_send_it_also_sends_a_booking_at_its_summary():
    c = Conversation(biz=REST)
    c.say("mesa para 4 el viernes a las 9")
    c.say("Iria")
    c.say("655444333")
    c.say("no")
    t = c.say("mándalo")
    assert t.request["kind"] == "booking" and t.request["status"] == "pending"
    assert t.request["slot_start"] == "2026-11-06T21:00:00+01:00"


# ------------------------------------------------------------ «¿qué puedo tomar?»

# a customer at risk hears the bakery's own caveat (business.json `allergen_caveats`) before the note
CELIAC = ("Todo se hace en el mismo obrador que el pan, así que no podemos garantizar que sea apto para celíacos "
          "con una sensibilidad alta. ")
CELIAC_GL = ("Todo se fai no mesmo obradoiro ca o pan, así que non podemos garantir que sexa apto para celíacos "
             "cunha sensibilidade alta. ")


@pytest.mark.parametrize("text, reply", [
    ("Soy celíaca, ¿qué puedo tomar?",
     "Tenemos 3 productos sin gluten: Tarta de Santiago, Brownie sin harina y Caja de 6 macarons. " + CELIAC + ALLERGY),
    ("Soy celíaco, ¿qué puedo comer?",
     "Tenemos 3 productos sin gluten: Tarta de Santiago, Brownie sin harina y Caja de 6 macarons. " + CELIAC + ALLERGY),
    ("Son celíaca, que podo comer?",
     "Temos 3 produtos sen glute: Tarta de Santiago, Brownie sin harina e Caja de 6 macarons. " + CELIAC_GL
     + ALLERGY_GL),
])
def test_what_can_i_eat_with_a_diet_is_only_the_diet_list(text, reply):
    t = Conversation(kb_answer=no_kb).say(text)
    assert t.texts == [reply]
    assert t.request is None


def test_what_can_i_eat_alone_is_the_menu():
    t = Conversation(kb_answer=no_kb).say("¿Qué puedo comer?")
    assert t.texts == ["Esta es la carta, con precios y alérgenos:"]


# ------------------------------------------------------------ «¿puedo añadir X?»

@pytest.mark.parametrize("text, texts", [
    ("¿Puedo añadir un brownie?",
     ["Apunto: 1 × Brownie sin harina. Total 3,00 €.",
      "¿A qué hora lo recoges? Lo más pronto que puedo tenerlo listo es a las 13:00."]),
    ("¿Podo engadir un brownie?",
     ["Apunto: 1 × Brownie sin harina. Total 3,00 €.",
      "¿A que hora o recolles? O máis cedo que podo telo listo é ás 13:00."]),
])
def test_may_i_add_starts_an_order(text, texts):
    t = Conversation(kb_answer=no_kb).say(text)
    assert t.texts == texts
    assert t.request["kind"] == "order" and t.request["status"] == "collecting"


@pytest.mark.parametrize("text", ["¿Puedo añadir un brownie?", "¿puedo añadir también un brownie?",
                                  "¿Me puedes añadir un brownie?"])
def test_may_i_add_mid_order_adds_it(text):
    c = Conversation(kb_answer=no_kb)
    c.say("dos palmeras para el sábado")
    t = c.say(text)
    assert t.texts == ["Apunto: 2 × Palmera de hojaldre y 1 × Brownie sin harina. Total 7,40 €.",
                       "¿A qué hora lo recoges el sábado 7 de noviembre?"]
    assert [(l["item_id"], l["qty"]) for l in c.order["lines"]] == [("palmera", 2), ("brownie", 1)]
    assert t.request["total_cents"] == 740


# ------------------------------------------------------------ greeting chips

@pytest.mark.parametrize("biz, text, labels, chip_text", [
    (REST, "hola", ["Ver la carta", "Horario", "Reservar mesa"], "Quiero reservar una mesa"),
    (REST, "ola", ["Ver a carta", "Horario", "Reservar mesa"], "Quero reservar unha mesa"),
    (SALON, "hola", ["Ver los servicios", "Horario", "Pedir cita"], "Quiero pedir cita"),
    (SALON, "boas", ["Ver os servizos", "Horario", "Pedir cita"], "Quero pedir cita"),
    (None, "hola", ["Ver la carta", "Horario", "Hacer un pedido"], "Quiero hacer un pedido"),
])
def test_greeting_chips_follow_the_capabilities(biz, text, labels, chip_text):
    c = Conversation(biz=biz)
    t = c.say(text)
    assert t.chip_labels == labels
    assert t.chips[-1] == {"label": labels[-1], "text": chip_text}


@pytest.mark.parametrize("biz, label, first", [
    (REST, "Reservar mesa", "¿Para cuántas personas?"),
    (SALON, "Pedir cita", "¿Qué servicio quieres?"),
])
def test_the_booking_chip_starts_a_booking(biz, label, first):
    c = Conversation(biz=biz)
    c.say("hola")
    t = c.press(label)
    assert t.texts == [first]
    assert t.request["kind"] == "booking" and t.request["status"] == "collecting"


# ------------------------------------------------------------ the note question's examples

BAKERY_NOTE = {
    "es": "¿Quieres una dedicatoria o alguna indicación (alergias, velas, caja)? Si no, dime «no».",
    "gl": "¿Queres unha dedicatoria ou algunha indicación (alerxias, velas, caixa)? Se non, dime «non».",
}
PLAIN_NOTE = {
    "es": "¿Quieres añadir alguna indicación para el local? Si no, dime «no».",
    "gl": "¿Queres engadir algunha indicación para o local? Se non, dime «non».",
}
ORDER_TEXT = {
    "es": "Dos palmeras para el sábado a las 11 a nombre de Iria, teléfono 655444333",
    "gl": "Quero dúas palmeiras para o sábado ás 11, chámome Iria, teléfono 655444333",
}


def _without_hint(tmp_path):
    dst = tmp_path / "pasteleria"
    shutil.copytree(ROOT / "datasets" / "pasteleria", dst)
    data = json.loads((dst / "business.json").read_text(encoding="utf-8"))
    del data["order"]["note_hint"]
    (dst / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return load_business(dst)


@pytest.mark.parametrize("lang", ["es", "gl"])
def test_note_question_examples_come_from_the_dataset(lang, tmp_path):
    t = Conversation().say(ORDER_TEXT[lang])
    assert t.texts[-1] == BAKERY_NOTE[lang]
    t = Conversation(biz=_without_hint(tmp_path)).say(ORDER_TEXT[lang])
    assert t.texts[-1] == PLAIN_NOTE[lang]
    assert t.chip_labels == [{"es": "Sin indicaciones", "gl": "Sen indicacións"}[lang]]


def test_note_hint_must_have_both_languages(tmp_path):
    dst = tmp_path / "pasteleria"
    shutil.copytree(ROOT / "datasets" / "pasteleria", dst)
    data = json.loads((dst / "business.json").read_text(encoding="utf-8"))
    data["order"]["note_hint"] = {"es": "alguna indicación"}
    (dst / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(DatasetError):
        load_business(dst)
