"""A genre asked without a verb, complaints of a wait or a charge, a cancel beside a new order, «y una más»
and «a la 1:30» (stop 57, helper L).

What was wrong:
- at the bookshop «algo de novela negra?» («novela negra» is an alias of O lume vermello) was handed to a
  person («Eso no lo tengo claro y prefiero no inventarlo…»); «¿tenéis algo de novela negra?» listed it;
- «la ultima vez tardasteis una hora en servir, no se si volver» at the restaurant was handed over as a
  question with no apology; at the bike shop «me cobrasteis 20 euros por un pinchazo que vale 12, esto es
  un robo» got only «Reparar pinchazo: 12,00 €.» and a «Pedir cita» button;
- at the florist «quiero un ramo de rosas y cancelar el pedido de ayer» ordered the bouquet and dropped
  the cancel silently;
- «tres tarjetas y una más» noted 3;
- «follas novas para el martes a la 1 y media» said «A las 1:30 no puede ser».

Now «algo de X?» with X a catalogue word answers as «¿tenéis X?» does («O lume vermello: 21,00 €.»); a
wait or a charge complained of («tardasteis una hora», «cobrástesme… que vale 12», «esto es un robo»)
gets «Siento lo ocurrido. Le paso tu mensaje a una persona…»; a cancel of an earlier order beside a new
one says «Lo que pediste o reservaste antes no lo veo desde aquí: para anularlo, llama al …» before the
new order; «tres X y una más» is 4; a bare one o'clock is «A la 1:30» / «Á 1:30».
"""
import pytest

from tests.conversation import chat_after, chat_with_knowledge, line_counts

_PERSON = "Eso no lo tengo claro"
_SORRY = "Siento lo ocurrido. Le paso tu mensaje a una persona de"
_SORRY_GL = "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de"


_said = chat_after


# --- «algo de X?»: X a catalogue word, its things with their prices -------------------------------------

@pytest.mark.parametrize("text", [
    "algo de novela negra?",
    "¿algo de novela negra?",
    "algo de policiaca?",
    "algo de policíaca?",
    "y algo de novela negra?",
    "e algo de policíaca?",          # Galician
    "tedes algo de novela negra?",
    "¿hay algo de novela negra?",
    "¿tenéis algo de novela negra?",
])
def test_something_of_a_genre_lists_it_with_its_price(text):
    c = _said("libreria", text)
    assert c.last.text == "O lume vermello: 21,00 €."
    assert c.last.chip_labels == ["Encargar: O lume vermello"]
    assert not c.requests


def test_something_of_a_genre_with_the_knowledge_lists_it_too(tmp_path):
    c = chat_with_knowledge("libreria", tmp_path)
    c.say("algo de novela negra?")
    assert c.last.text == "O lume vermello: 21,00 €."
    assert "La mitad de nuestros libros" not in c.last.text


def test_something_without_gluten_is_still_the_diet_answer():
    c = _said("", "algo sin gluten?")
    assert c.last.text.startswith("Tenemos 3 productos sin gluten: Tarta de Santiago")


# --- a wait or a charge complained of: sorry, and a person -----------------------------------------------

@pytest.mark.parametrize("slug, text, lead", [
    ("restaurante", "la ultima vez tardasteis una hora en servir, no se si volver", _SORRY),
    ("restaurante", "La última vez tardasteis dos horas en traer los platos", _SORRY),
    ("restaurante", "nos tuvisteis esperando una hora", _SORRY),
    ("restaurante", "a última vez tardastes unha hora en servir, non sei se volver", _SORRY_GL),
    ("taller", "me cobrasteis 20 euros por un pinchazo que vale 12, esto es un robo", _SORRY),
    ("taller", "me cobrasteis 20 euros por un pinchazo que cuesta 12", _SORRY),
    ("taller", "esto es un robo", _SORRY),
    ("taller", "isto é un roubo, cobrástesme 20 euros", _SORRY_GL),
])
def test_a_wait_or_a_charge_complained_of_is_apologised_for(slug, text, lead):
    c = _said(slug, text)
    assert c.last.text.startswith(lead)
    assert "Pedir cita" not in " ".join(c.last.chip_labels)
    assert c.requests[-1]["status"] == "pending"


@pytest.mark.parametrize("slug, text, absent", [
    ("taller", "cuanto cuesta un pinchazo?", "Siento"),
    ("taller", "¿cuánto tardáis en arreglar un pinchazo?", "Siento"),
    ("restaurante", "tardo una hora en llegar, ¿a qué hora cerráis?", "Siento"),
])
def test_a_price_or_a_wait_asked_is_no_complaint(slug, text, absent):
    assert absent not in _said(slug, text).last.text


def test_a_price_asked_is_still_the_price():
    c = _said("taller", "cuanto cuesta un pinchazo?")
    assert c.last.text == "Reparar pinchazo: 12,00 €."


# --- a new order with a cancel of an earlier one --------------------------------------------------------

@pytest.mark.parametrize("text, said, total", [
    ("quiero un ramo de rosas y cancelar el pedido de ayer",
     "Lo que pediste o reservaste antes no lo veo desde aquí: para anularlo, llama al 981 000 515.",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("quiero un ramo de rosas y anular mi pedido del jueves",
     "Lo que pediste o reservaste antes no lo veo desde aquí: para anularlo, llama al 981 000 515.",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("quero un ramo de rosas e anular o pedido de onte",
     "O que pediches ou reservaches antes non o vexo desde aquí: para anulalo, chama ao 981 000 515.",
     "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
])
def test_a_cancel_of_an_earlier_order_beside_a_new_one_goes_to_the_phone(text, said, total):
    c = _said("floristeria", text)
    assert c.last.texts[0] == said
    assert total in c.last.text
    assert line_counts(c) == {"ramo-rosas": 1}


def test_a_cancel_of_an_earlier_order_first_then_the_new_one():
    c = _said("floristeria", "cancela mi pedido de ayer y ponme tres tarjetas para el lunes")
    assert c.last.texts[0].startswith("Lo que pediste o reservaste antes no lo veo desde aquí")
    assert line_counts(c) == {"tarjeta": 3}
    assert "¿A qué hora lo recoges el lunes 2 de noviembre?" in c.last.text


def test_a_cancel_alone_is_as_before():
    assert _said("floristeria", "quiero cancelar el pedido de ayer").last.text.startswith(
        "En esta conversación no veo nada tuyo en marcha.")
    c = _said("floristeria", "un ramo de rosas", "cancela el pedido")
    assert c.last.text.startswith("Hecho, lo dejo sin enviar.")
    assert line_counts(c) == {}


# --- «tres X y una más» ---------------------------------------------------------------------------------

@pytest.mark.parametrize("slug, text, counts", [
    ("floristeria", "tres tarjetas y una más", {"tarjeta": 4}),
    ("floristeria", "tres tarjetas y una mas", {"tarjeta": 4}),
    ("floristeria", "tres tarxetas e unha máis", {"tarjeta": 4}),
    ("floristeria", "tres tarjetas y dos más para el martes", {"tarjeta": 5}),
    ("", "dos napolitanas y una más", {"napolitana": 3}),
    ("", "dúas napolitanas e unha máis", {"napolitana": 3}),
])
def test_one_more_on_top_of_the_count_said(slug, text, counts):
    c = _said(slug, text)
    assert line_counts(c) == counts
    n = next(iter(counts.values()))
    assert f"Apunto: {n} ×" in c.last.text


@pytest.mark.parametrize("slug, text, counts", [
    ("floristeria", "tres tarjetas y dos ramos de rosas", {"tarjeta": 3, "ramo-rosas": 2}),
    ("floristeria", "tres tarjetas, no, quita una", {"tarjeta": 2}),
    ("floristeria", "tres tarjetas", {"tarjeta": 3}),
])
def test_counts_without_one_more_are_as_said(slug, text, counts):
    assert line_counts(_said(slug, text)) == counts


def test_one_more_total_is_the_price_of_four():
    assert "Apunto: 4 × Tarjeta dedicada. Total 12,00 €." in _said("floristeria", "tres tarjetas y una más").last.text


# --- one o'clock said bare: «A la 1:30» ------------------------------------------------------------------

@pytest.mark.parametrize("text, said", [
    ("follas novas para el martes a la 1 y media", "A la 1:30 no puede ser: el martes 3 de noviembre abrimos"),
    ("follas novas para el martes a la una y media", "A la 1:30 no puede ser: el martes 3 de noviembre abrimos"),
    ("follas novas para o martes á 1 e media", "Á 1:30 non pode ser: o martes 3 de novembro abrimos"),
])
def test_one_o_clock_is_singular(text, said):
    c = _said("libreria", text)
    assert said in c.last.text
    assert "A las 1:30" not in c.last.text and "Ás 1:30" not in c.last.text


def test_other_hours_stay_plural():
    assert "A las 2 no puede ser: el martes 3 de noviembre abrimos" in _said(
        "libreria", "follas novas para el martes a las 2").last.text
