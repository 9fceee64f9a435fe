"""Stop 57: what the customer asks for, read from a longer sentence.

- «sacar cita» read as taking something off: «quiero que me ayudes a sacar cita para un tinte» lost the
  tinte («¿Qué servicio quieres?»). Now «sacar» before «cita», «hora», «un hueco», «turno» gets an
  appointment: «Apunto: tinte. Total 35,00 €…». «saca el tinte» still takes it off.
- An owner word inside a service's name: «quiero revisar mi bici» (the alias is «revisar la bici») went to
  a person («Eso no lo tengo claro…»); so did «quero revisar a miña bici», «necesito centrar mi rueda».
  Now «mi», «a miña», «mis» stand for the alias's article (or are one word more): «Apunto: revisión
  completa. Total 35,00 €…».
- A complaint and a new one in one message: «el ramo que me llevé ayer se murio, quiero otro» was only an
  apology and a handoff; «los croissants de ayer estaban duros, ponme 4 para mañana» lost the complaint
  and ordered 1 croissant. Now both: «Siento lo ocurrido. Lo apunto junto al pedido nuevo…», the new
  order started («Apunto: 4 × Croissant de mantequilla…», or «¿Qué ramo quieres?»), the complaint in its
  note. The complaint alone still goes to a person (stop 56).
- An order with a wish: «2 napolitanas para mañana tienen que estar calentitas?» answered with a price
  line only («2 × Napolitana de chocolate: 4,00 €…»); «4 croissants para el martes, bien tostaditos»
  dropped the wish. Now the order is held and the wish kept for its note («Apunto como indicación: …»).
- A new day at another question: «una tarta de queso para el martes» then «mejor para el miercoles» only
  asked «¿Para cuántas raciones?» again. Now «Cambio el día: miércoles 4 de noviembre.» comes first.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

_SORRY_NEW = {"es": "Siento lo ocurrido. Lo apunto junto al pedido nuevo para que lo vea una persona del local.",
              "gl": "Sinto o ocorrido. Apúntoo xunto ao pedido novo para que o vexa unha persoa do local."}
_HANDED = {"es": "Le paso tu mensaje a una persona", "gl": "Paso a túa mensaxe a unha persoa"}
_WHICH_DAY = {"es": "¿Qué día te va bien?", "gl": "¿Que día che vai ben?"}


def _booking(c) -> dict:
    return (c.state or {}).get("booking") or {}


def _lines(c) -> list[tuple[str, int]]:
    return [(line["item_id"], line["qty"]) for line in c.order["lines"]]


# ---- «sacar cita»: an appointment got, nothing taken off ---------------------------------------------


@pytest.mark.parametrize("lang, said, service, apunto", [
    ("es", "quiero que me ayudes a sacar cita para un tinte", "tinte", "Apunto: tinte. Total 35,00 €"),
    ("es", "quiero sacar hora para unas mechas", "mechas", "Apunto: mechas. Total 55,00 €"),
    ("es", "me sacas un hueco para un corte de hombre?", "corte-hombre", "Apunto: corte de hombre. Total 14,00 €"),
    ("es", "me ayudas a sacar cita para un tinte", "tinte", "Apunto: tinte. Total 35,00 €"),
    ("es", "kiero sacar turno para un peinado", "peinado", "Apunto: peinado. Total 18,00 €"),
    ("gl", "quero que me axudes a sacar cita para un tinte", "tinte", "Apunto: tinte. Total 35,00 €"),
    ("gl", "axúdasme a sacar hora para unhas mechas?", "mechas", "Apunto: mechas. Total 55,00 €"),
])
def test_getting_an_appointment_keeps_the_service(lang, said, service, apunto):
    c = chat("peluqueria")
    t = c.say(said)
    assert _booking(c)["services"] == [service]
    assert t.texts[0].startswith(apunto)
    assert "servicio quieres" not in t.text and "servizo queres" not in t.text


@pytest.mark.parametrize("said", ["me ayudas a pedir cita para unas mechas?",
                                  "necesito que me reserves un corte de mujer",
                                  "podrias cogerme hora para arreglarme la barba",
                                  "axúdasme a coller cita para un tinte?"])
def test_other_ways_of_asking_for_it_still_book(said):
    c = chat("peluqueria")
    c.say(said)
    assert len(_booking(c)["services"]) == 1


def test_taking_a_service_off_still_takes_it_off():
    c = chat("peluqueria")
    c.say("quiero un tinte")
    t = c.say("saca el tinte")
    assert _booking(c).get("services") == []
    assert t.texts[-1] == "¿Qué servicio quieres?"


# ---- «revisar mi bici»: an owner word inside a service's name ----------------------------------------


@pytest.mark.parametrize("lang, said, service, apunto", [
    ("es", "quiero revisar mi bici", "revision", "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."),
    ("es", "necesito revisar mi bici", "revision", "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."),
    ("es", "quiero que me reviseis mi bici", "revision", "Apunto: revisión completa. Total 35,00 €"),
    ("es", "kiero revisar mi bici el martes", "revision", "Apunto: revisión completa el martes 3 de noviembre."),
    ("es", "necesito centrar mi rueda", "centrado", "Apunto: centrado de rueda. Total 20,00 €"),
    ("es", "tengo que ajustar mis frenos", "frenos", "Apunto: ajuste de frenos. Total 18,00 €"),
    ("gl", "quero revisar a miña bici", "revision", "Apunto: revisión completa. Total 35,00 €; dura uns 60 minutos."),
    ("gl", "quero revisar a mina bici", "revision", "Apunto: revisión completa. Total 35,00 €"),
])
def test_an_owner_word_inside_a_service_name(lang, said, service, apunto):
    c = chat("taller")
    t = c.say(said)
    assert _booking(c)["services"] == [service]
    assert t.texts[0].startswith(apunto)
    assert "prefiero no inventarlo" not in t.text and "prefiro non inventalo" not in t.text


@pytest.mark.parametrize("lang, said", [
    ("es", "quiero que me reviséis la bici"), ("es", "me arreglais un pinchazo?"), ("es", "tengo que centrar la rueda"),
    ("es", "necesito ajustar los frenos"), ("gl", "quero revisar a bici"), ("es", "quiero una revisión"),
])
def test_the_services_named_without_an_owner_word_are_unchanged(lang, said):
    c = chat("taller")
    t = c.say(said)
    assert len(_booking(c)["services"]) == 1
    assert t.texts[0].startswith("Apunto: ")


def test_a_tinte_alone_is_unchanged():
    c = chat("peluqueria")
    t = c.say("quiero un tinte")
    assert t.texts == ["Apunto: tinte. Total 35,00 €; dura unos 60 minutos.", "¿Qué día te va bien?"]


# ---- a complaint, then a new one ordered ----------------------------------------------------------------


@pytest.mark.parametrize("lang, said, complaint, asked", [
    ("es", "el ramo que me llevé ayer se murio, quiero otro", "el ramo que me llevé ayer se murio",
     "¿Qué ramo quieres?"),
    ("es", "el ramo que compre ayer se murio, asi que quiero otro para el martes", "el ramo que compre ayer se murio",
     "¿Qué ramo quieres?"),
    ("gl", "o ramo que merquei onte morreu, quero outro", "o ramo que merquei onte morreu", "¿Que ramo queres?"),
])
def test_a_complaint_and_another_one_asked(lang, said, complaint, asked):
    c = chat("floristeria")
    t = c.say(said)
    assert t.texts == [_SORRY_NEW[lang], asked]
    assert c.order["notes_said"] == [complaint]
    assert _HANDED[lang] not in t.text
    t = c.press("Ramo de rosas · 35,00 €")
    assert t.texts[0] == "Apunto: 1 × Ramo de rosas. Total 35,00 €."
    assert c.order["notes_said"] == [complaint]       # the complaint still goes with the order


@pytest.mark.parametrize("lang, said, apunto", [
    ("es", "el ramo de rosas que me lleve ayer se murio, quiero otro", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
    ("gl", "o ramo de rosas que merquei onte morreu, quero outro", "Apunto: 1 × Ramo de rosas. Total 35,00 €."),
])
def test_the_one_complained_of_named_whole_is_ordered_again(lang, said, apunto):
    c = chat("floristeria")
    t = c.say(said)
    assert t.texts[:2] == [_SORRY_NEW[lang], apunto]
    assert _lines(c) == [("ramo-rosas", 1)]


@pytest.mark.parametrize("lang, said, lines, apunto, asked", [
    ("es", "los croissants de ayer estaban duros, ponme 4 para mañana", [("croissant", 4)],
     "Apunto: 4 × Croissant de mantequilla. Total 7,20 €.", "¿A qué hora lo recoges mañana?"),
    ("es", "los croissants de ayer estaban duros y quiero 2 napolitanas para el martes", [("napolitana", 2)],
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €.", "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("gl", "os croissants de onte estaban duros, ponme 4 para mañá", [("croissant", 4)],
     "Apunto: 4 × Croissant de mantequilla. Total 7,20 €.", "¿A que hora o recolles mañá?"),
])
def test_a_complaint_and_a_count_of_it_for_another_day(lang, said, lines, apunto, asked):
    c = chat("")
    t = c.say(said)
    assert t.texts == [_SORRY_NEW[lang], apunto, asked]
    assert _lines(c) == lines
    assert len(c.order["notes_said"]) == 1 and "duros" in c.order["notes_said"][0]


@pytest.mark.parametrize("slug, lang, said", [
    ("floristeria", "es", "el ramo que compré ayer se murió"),
    ("floristeria", "gl", "o ramo que merquei onte morreu"),
    ("floristeria", "es", "el ramo que compré ayer se murió y quiero que me devolvais el dinero"),
    ("", "es", "el croissant que me lleve ayer estaba duro, quiero hablar con alguien"),
])
def test_a_complaint_without_a_new_order_still_goes_to_a_person(slug, lang, said):
    c = chat(slug)
    t = c.say(said)
    assert _HANDED[lang] in t.text
    assert not c.order["lines"]


# ---- an order with a wish --------------------------------------------------------------------------------


@pytest.mark.parametrize("lang, said, note, apunto", [
    ("es", "2 napolitanas para mañana tienen que estar calentitas?", "tienen que estar calentitas",
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
    ("es", "2 napolitanas para manana tienen q estar calentitas?", "tienen q estar calentitas",
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
    ("gl", "dúas napolitanas para mañá teñen que estar quentiñas?", "teñen que estar quentiñas",
     "Apunto: 2 × Napolitana de chocolate. Total 4,00 €."),
])
def test_a_wish_asked_with_the_order_is_held_not_priced(lang, said, note, apunto):
    c = chat("")
    t = c.say(said)
    assert t.texts[:2] == [f"Apunto como indicación: «{note}».", apunto]
    assert _lines(c) == [("napolitana", 2)]
    assert c.order["notes_said"] == [note]
    assert "la unidad" not in t.text and "a unidade" not in t.text


@pytest.mark.parametrize("lang, said, note, lines", [
    ("es", "2 napolitanas para mañana, que estén calentitas", "que estén calentitas", [("napolitana", 2)]),
    ("es", "4 croissants para el martes, bien tostaditos", "bien tostaditos", [("croissant", 4)]),
    ("es", "4 croissants para el martes, muy hechos por favor", "muy hechos", [("croissant", 4)]),
    ("es", "2 napolitanas para mañana, las quiero calentitas", "las quiero calentitas", [("napolitana", 2)]),
    ("gl", "dúas napolitanas para mañá, que estean quentiñas", "que estean quentiñas", [("napolitana", 2)]),
    ("gl", "catro croissants para o martes, ben tostadiños", "ben tostadiños", [("croissant", 4)]),
])
def test_a_wish_said_with_the_order_is_kept_for_the_note(lang, said, note, lines):
    c = chat("")
    t = c.say(said)
    assert t.texts[0].startswith("Apunto: ")
    assert _lines(c) == lines
    assert c.order["notes_said"] == [note]


def test_the_wish_is_said_back_at_the_end():
    c = chat("")
    c.say("4 croissants para el martes, bien tostaditos")
    c.say("10:00")
    c.say("Ana")
    t = c.say("600111222")
    assert t.texts[0] == "Apunto como indicación: «bien tostaditos»."


@pytest.mark.parametrize("said", ["2 napolitanas para mañana", "2 napolitanas para mañana, me va bien"])
def test_an_order_without_a_wish_is_unchanged(said):
    c = chat("")
    t = c.say(said)
    assert t.texts == ["Apunto: 2 × Napolitana de chocolate. Total 4,00 €.", "¿A qué hora lo recoges mañana?"]
    assert not c.order.get("notes_said")


# ---- a new day while another question is open --------------------------------------------------------------


@pytest.mark.parametrize("lang, first, then, day, changed, asked", [
    ("es", "una tarta de queso para el martes", "mejor para el miercoles", "2026-11-04",
     "Cambio el día: miércoles 4 de noviembre.", "¿Para cuántas raciones?"),
    ("es", "una tarta de queso para el martes", "uy no, para el jueves", "2026-11-05",
     "Cambio el día: jueves 5 de noviembre.", "¿Para cuántas raciones?"),
    ("gl", "unha tarta de queixo para o martes", "mellor para o mércores", "2026-11-04",
     "Cambio o día: mércores 4 de novembro.", "¿Para cantas racións?"),
])
def test_a_new_day_said_before_the_open_question(lang, first, then, day, changed, asked):
    c = chat("")
    c.say(first)
    t = c.say(then)
    assert t.texts == [changed, asked]
    assert c.order["ymd"] == day
    t = c.press("8 raciones" if lang == "es" else "8 racións")
    assert changed.split(": ")[1].rstrip(".") in t.texts[-1]      # the time question names the new day


def test_a_new_day_at_the_time_question_is_named_by_it():
    c = chat("")
    c.say("2 napolitanas para el martes")
    t = c.say("mejor para el miercoles")
    assert t.texts == ["¿A qué hora lo recoges el miércoles 4 de noviembre?"]


@pytest.mark.parametrize("slug, first, then, apunto", [
    ("restaurante", "mesa para 4 el viernes", "mejor el sábado",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre."),
    ("peluqueria", "arreglo de barba el viernes", "mejor el sábado",
     "Apunto: arreglo de barba el sábado 7 de noviembre."),
])
def test_a_new_day_of_a_booking_is_said(slug, first, then, apunto):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert t.texts[0].startswith(apunto)
