"""Stop 57: talk about a request made before started a new one; «y otros N» was dropped.

- Past-tense or status talk about something already ordered, booked or left was read as a NEW
  request, often on a wrong day: «hola, encargue un ramo de rosas para el lunes a nombre de Ana, lo
  puedo pasar a las 6?» read «Apunto: 1 × Ramo de rosas… recogida el lunes… 18:00» (a duplicate);
  «os deje la bici el jueves para una revision, cuando la puedo recoger?» booked a revisión;
  «encargue una tarta de queso para el martes, esta confirmada?» ordered a tarta and passed the question
  on. The chat cannot see earlier requests: now nothing is started and the customer reads «En esta
  conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al … y una persona
  del local te lo mira.» A thing bought that came wrong («la camara que compre el sabado era de otra
  medida, me la cambiais?», «…venia con las rosas mustias») is a complaint: «Siento lo ocurrido…».
  «quiero encargar…», «quiero lo mismo que encargué la otra vez: …», «te dejo mi teléfono» and the
  formal «Reserve una mesa… por favor» still order/book.
- «y otros N» added nothing: «4 croissants y otros 4 para mañana» read 4, «dos ramos de rosas y otros
  dos para el lunes» 2, «una camara y otra para el martes» 1, «mesa para 2 y 2, el viernes a las 21» 2
  personas. Now 8, 4, 2 and 4. «… y otros 4 de chocolate» (a kind) and «uno de rosas y otro de
  temporada» are not plain adds.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts


def _chat(slug: str):
    return chat("" if slug == "bakery" else slug)

_UNSEEN = {"es": "En esta conversación no veo nada tuyo en marcha. Si lo pediste o reservaste antes, llama al",
           "gl": "Nesta conversa non vexo nada teu en marcha. Se o pediches ou reservaches antes, chama ao"}
_LOOKED_AT = {"es": "y una persona del local te lo mira.", "gl": "e unha persoa do local míracho."}
_SORRY = {"es": "Siento lo ocurrido. Le paso tu mensaje a una persona de",
          "gl": "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de"}


def _nothing_started(c) -> None:
    state = c.state or {}
    assert not ((state.get("order") or {}).get("lines"))
    assert not ((state.get("booking") or {}).get("services"))
    assert not ((state.get("booking") or {}).get("party"))


# ---- an earlier request talked about: nothing new started ------------------------------------------


@pytest.mark.parametrize("slug, lang, said", [
    ("floristeria", "es", "hola, encargue un ramo de rosas para el lunes a nombre de Ana, lo puedo pasar a las 6?"),
    ("floristeria", "es", "encargué un ramo de temporada para el martes, ya esta listo?"),
    ("floristeria", "es", "buenas, pedi un ramo de rosas para hoy, a que hora lo recojo?"),
    ("taller", "es", "hola, os deje la bici el jueves para una revision, cuando la puedo recoger?"),
    ("taller", "es", "deje la bici ayer para la revision, ya esta?"),
    ("bakery", "es", "encargue una tarta de queso para el martes, esta confirmada?"),
    ("bakery", "es", "Encargué una tarta de queso para el martes. ¿Está confirmada?"),
    ("bakery", "es", "pedi 2 empanadas para mañana, esta todo bien?"),
    ("libreria", "es", "tengo reservado follas novas a nombre de Lola, ya esta?"),
    ("libreria", "es", "tengo encargado o lume vermello, ha llegado?"),
    ("restaurante", "es", "reserve mesa para 4 el viernes, esta confirmada?"),
    ("peluqueria", "es", "reservé cita para el viernes a las 10, esta confirmada?"),
    ("bakery", "es", "el otro día pedí unas empanadas, ¿las tenéis ya?"),
    ("bakery", "es", "tengo una tarta encargada para el martes, a que hora la recojo?"),
    ("bakery", "gl", "teño unha tarta encargada para o martes, a que hora a recollo?"),
    ("taller", "gl", "deixei a bici onte, xa está?"),
    ("floristeria", "gl", "encarguei un ramo de rosas para o luns, xa está?"),
    ("floristeria", "gl", "ola, pedín un ramo de temporada pra hoxe, a que hora o recollo?"),
    ("taller", "gl", "deixei a bici o xoves para unha revision, cando a podo recoller?"),
    ("bakery", "gl", "pedín unha tarta de queixo para o martes, está confirmada?"),
    ("restaurante", "gl", "reservei mesa para catro o venres, está confirmada?"),
    ("libreria", "gl", "teño reservado follas novas a nome de Lola, xa está?"),
])
def test_an_earlier_request_talked_about_starts_nothing(slug, lang, said):
    c = _chat(slug)
    t = c.say(said)
    assert t.texts[0].startswith(_UNSEEN[lang])
    assert t.texts[0].endswith(_LOOKED_AT[lang])
    assert "Apunto" not in t.text
    assert len(t.texts) == 1
    _nothing_started(c)


@pytest.mark.parametrize("lang, said, reply", [
    ("es", "encargue una tarta de queso para el martes, esta confirmada?",
     "Lo que enviaste ya está en manos del local y te responderán aquí. Si es urgente, llama al 981 000 404."),
    ("gl", "pedín unha tarta de queixo para o martes, está confirmada?",
     "O que enviaches xa está en mans do local e responderanche aquí. Se é urxente, chama ao 981 000 404."),
])
def test_an_earlier_request_asked_after_sending_is_the_one_sent(lang, said, reply):
    c = _chat("bakery")
    for step in ("2 croissants para mañana a las 10", "Ana", "600123123", "no"):
        c.say(step)
    c.press("Enviar")
    t = c.say(said)
    assert t.texts == [reply]
    assert line_counts(c) == {"croissant": 2}


def test_said_of_the_order_under_way_is_no_earlier_one():
    c = _chat("bakery")
    c.say("2 croissants para mañana")
    t = c.say("te pedi 2 croissants, a las 10 los recojo")
    assert "no veo nada tuyo" not in t.text
    assert line_counts(c) == {"croissant": 2}


@pytest.mark.parametrize("slug, lang, said", [
    ("taller", "es", "la camara que compre el sabado era de otra medida, me la cambiais?"),
    ("taller", "es", "la cubierta que compré ayer es de otra medida"),
    ("floristeria", "es", "el ramo que me vendisteis el martes venia con las rosas mustias, quiero una solucion"),
    ("floristeria", "es", "el ramo que compre ayer llego mustio"),
    ("taller", "gl", "a cámara que merquei o sábado era doutra medida, cambiádesma?"),
    ("floristeria", "gl", "o ramo que me vendestes o martes viña coas rosas mustias"),
])
def test_a_thing_bought_that_came_wrong_is_a_complaint(slug, lang, said):
    c = _chat(slug)
    t = c.say(said)
    assert t.texts[0].startswith(_SORRY[lang])
    assert "Apunto" not in t.text and "catálogo" not in t.text
    _nothing_started(c)


@pytest.mark.parametrize("slug, said, line", [
    ("bakery", "quiero lo mismo que encargué la otra vez: una tarta de queso para el martes", "tarta-queso"),
    ("floristeria", "quiero encargar un ramo de rosas para el lunes", "ramo-rosas"),
    ("floristeria", "quero encargar un ramo de rosas para o luns", "ramo-rosas"),
    ("floristeria", "encargue un ramo de rosas para el lunes, por favor", "ramo-rosas"),
])
def test_a_new_order_in_words_of_ordering_still_orders(slug, said, line):
    c = _chat(slug)
    t = c.say(said)
    assert "no veo nada tuyo" not in t.text
    assert "Apunto: 1 ×" in t.text
    assert line_counts(c) == {line: 1}


def test_my_phone_left_mid_order_is_the_phone():
    c = chat("floristeria")
    c.say("un ramo de rosas para el lunes a las 12")
    c.say("Ana")
    t = c.say("te dejo mi teléfono: 600123123")
    assert "no veo nada tuyo" not in t.text
    assert "600123123" in str(c.state).replace(" ", "")
    assert "¿Y un teléfono" not in t.text


@pytest.mark.parametrize("said", [
    "Reserve una mesa para 2 el viernes a las 21, por favor",
    "reservé mesa el año pasado y repetimos: mesa para 2 el viernes a las 21",
])
def test_a_table_asked_for_now_is_booked(said):
    c = chat("restaurante")
    t = c.say(said)
    assert "no veo nada tuyo" not in t.text
    assert t.texts[0] == "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00."


# ---- «y otros N»: N more of the same ----------------------------------------------------------------


@pytest.mark.parametrize("slug, said, counts, apunto", [
    ("bakery", "4 croissants y otros 4 para mañana", {"croissant": 8}, "Apunto: 8 × Croissant de mantequilla."),
    ("bakery", "4 croisants y otros 4 para mañana a las 10", {"croissant": 8}, "Apunto: 8 × Croissant de mantequilla."),
    ("bakery", "catro croissants e outros catro para mañá", {"croissant": 8}, "Apunto: 8 × Croissant de mantequilla."),
    ("floristeria", "dos ramos de rosas y otros dos para el lunes", {"ramo-rosas": 4},
     "Apunto: 4 × Ramo de rosas. Total 140,00 €."),
    ("floristeria", "dous ramos de rosas e outros dous para o luns", {"ramo-rosas": 4},
     "Apunto: 4 × Ramo de rosas. Total 140,00 €."),
    ("taller", "una camara y otra para el martes", {"camara": 2}, "Apunto: 2 × Cámara 700x28. Total 14,00 €."),
    ("taller", "unha camara e outra para o martes", {"camara": 2}, "Apunto: 2 × Cámara 700x28. Total 14,00 €."),
])
def test_and_n_more_adds_them(slug, said, counts, apunto):
    c = _chat(slug)
    t = c.say(said)
    assert line_counts(c) == counts
    assert any(text.startswith(apunto) for text in t.texts)


@pytest.mark.parametrize("said, apunto", [
    ("mesa para 2 y 2, el viernes a las 21", "Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00."),
    ("mesa para 2 e 2, o venres ás 21", "Apunto: reserva para 4 persoas o venres 6 de novembro ás 21:00."),
    ("reserva para 3 y 2 el jueves a las 21", "Apunto: reserva para 5 personas el jueves 5 de noviembre a las 21:00."),
])
def test_a_table_for_n_and_n_is_for_their_sum(said, apunto):
    c = chat("restaurante")
    t = c.say(said)
    assert t.texts[0] == apunto
    assert c.state["booking"]["party"] == int(apunto.split("para ")[1].split()[0])


def test_and_n_more_of_a_kind_is_no_plain_add():
    c = _chat("bakery")
    t = c.say("4 croissants y otros 4 de chocolate para mañana")
    assert line_counts(c) == {"croissant": 4}
    assert "«croissant de chocolate»" in t.text


def test_one_and_another_of_a_kind_are_one_each():
    c = chat("floristeria")
    t = c.say("uno de rosas y otro de temporada para el lunes")
    assert line_counts(c) == {"ramo-rosas": 1, "ramo-temporada": 1}
    assert "Total 63,00 €" in t.text


def test_and_another_thing_named_is_that_thing():
    c = chat("taller")
    c.say("una camara y otra cubierta para el martes")
    assert line_counts(c).get("camara") == 1
