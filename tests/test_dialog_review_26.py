"""Stop 26: what customers noticed. now = Saturday 31 October 2026 12:40 Madrid."""
from __future__ import annotations

import pytest

from tests.conversation import chat, line_counts


def _held(c, slug: str) -> dict:
    return c.state["booking"] if slug in ("restaurante", "peluqueria", "taller") else c.order


def _lines(c) -> dict:
    return {line["item_id"]: line["qty"] for line in c.order["lines"]}


def _chip_days(t) -> list[str]:
    return [chip["action"]["ymd"] for chip in t.chips if chip.get("action", {}).get("type") == "day"]


@pytest.mark.parametrize("slug, first, then, ymd", [
    ("", "3 croissants para el 25 de diciembre a las 10", "el jueves entonces", "2026-12-24"),
    ("", "3 croissants para el 25 de diciembre a las 10", "pues el sabado", "2026-12-26"),
    ("", "3 croissants para o 25 de decembro ás 10", "pois o sábado", "2026-12-26"),
    ("", "3 cruasanes para el 25 de dic. a las 10", "el miercoles", "2026-12-23"),
    ("restaurante", "mesa para 2 el 25 de diciembre a las 14", "el sábado", "2026-12-26"),
    ("restaurante", "mesa para 2 o 25 de decembro ás 14", "o mércores", "2026-12-23"),
    ("restaurante", "mesa para 2 el 10 de noviembre a las 14", "el miércoles", "2026-11-11"),
    ("peluqueria", "corte de hombre el lunes 16 de noviembre a las 11 con Iago", "el martes", "2026-11-17"),
])
def test_a_closed_day_offers_the_days_around_it(slug, first, then, ymd):
    """Christmas refused offered the first days from today (31 October…), and «el jueves» then
    meant next week's; the days next to the one refused are offered, and a weekday is one of them."""
    c = chat(slug)
    t = c.say(first)
    days = _chip_days(t)
    assert days and all(d[:7] == ymd[:7] for d in days), days
    assert "no abrimos" in t.text or "non abrimos" in t.text
    c.say(then)
    assert _held(c, slug)["ymd"] == ymd


@pytest.mark.parametrize("slug, first, then, ymd", [
    ("", "3 croissants para el lunes a las 10", "el sabado", "2026-11-07"),
    ("", "3 croissants para o luns ás 10", "o martes", "2026-11-03"),
    ("restaurante", "mesa para 2 el lunes a las 14", "el sábado", "2026-11-07"),
])
def test_a_day_closed_this_week_still_offers_the_first_days(slug, first, then, ymd):
    """«El sábado» said on a Saturday is next week's, also after a day refused this week."""
    c = chat(slug)
    t = c.say(first)
    assert _chip_days(t)[0] == "2026-10-31"
    c.say(then)
    assert _held(c, slug)["ymd"] == ymd


@pytest.mark.parametrize("text, ymd", [
    ("3 croissants para el 3 de dic a las 10", "2026-12-03"),
    ("3 croissants para el 3 dic. a las 10", "2026-12-03"),
    ("3 croissants pro 23 de dec ás 10", "2026-12-23"),
    ("3 croissants para el miercoles 23 de dic a las 10", "2026-12-23"),
    ("3 croissants para el dia 12 de nov a las 10", "2026-11-12"),
    ("3 croissants para o 12 de nov ás 10", "2026-11-12"),
    ("3 croissants para el 12 nov a las 10", "2026-11-12"),
])
def test_a_month_abbreviated_after_the_day(text, ymd):
    """«para el 25 de dic» was the 25th of this month (a wrong day); «dic», «nov.», «dec» are months."""
    c = chat()
    c.say(text)
    assert c.order["ymd"] == ymd


@pytest.mark.parametrize("text", ["quiero 2 empanadas de mar para el martes", "un set de 3 macarons para el martes"])
def test_a_month_abbreviation_is_read_only_after_a_day_number(text):
    c = chat()
    c.say(text)
    assert c.order["ymd"] == "2026-11-03"


@pytest.mark.parametrize("slug, turns", [
    ("peluqueria", ["corte de hombre lo antes posible"]),
    ("peluqueria", ["quiero un corte de hombre, el primer hueco que tengas"]),
    ("peluqueria", ["corte de hombre, lo primero que tengais"]),
    ("peluqueria", ["quiero cita para un corte de hombre", "el primer hueco libre"]),
    ("peluqueria", ["corte de home canto antes"]),
    ("peluqueria", ["corte de home, o primeiro oco que teñas"]),
    ("taller", ["revision, o primeiro oco que tedes"]),
    ("taller", ["unha revision, o primeiro que teñas"]),
    ("taller", ["una revisión, la primera cita libre"]),
])
def test_the_first_free_time_with_today_gone_is_the_first_day_with_room(slug, turns):
    """«lo antes posible» at a salon whose day was over said «Hoy ya no me quedan horas» and asked
    the day; «el primer hueco que tengas» was not read at all. The first day with room is taken, at
    its first free time, and said."""
    c = chat(slug)
    for text in turns:
        t = c.say(text)
    b = c.state["booking"]
    first = "2026-11-02" if slug == "taller" else "2026-11-03"      # the salon rests on Sunday and Monday
    assert b["ymd"] == first and isinstance(b["min"], int), b
    assert "lo primero que tengo" in t.text or "o primeiro que teño" in t.text
    assert "¿Qué día" not in t.text and "Que día" not in t.text


def test_a_day_said_after_asking_the_first_free_time_is_kept():
    c = chat("peluqueria")
    c.say("corte de hombre lo antes posible")
    c.say("mejor el jueves")
    assert c.state["booking"]["ymd"] == "2026-11-05"


_TO_SUMMARY = {
    "": ["quiero una tarta de queso para 12 personas para el sábado a las 11", "Laura", "655444333", "no"],
    "gl": ["quero unha tarta de queixo para 12 persoas para o sábado ás 11", "Laura", "655444333", "non"],
    "restaurante": ["mesa para 4 el viernes a las 21", "Ana", "600123123", "no"],
}


def _at_summary(key: str):
    c = chat("restaurante" if key == "restaurante" else "")
    for text in _TO_SUMMARY[key]:
        c.say(text)
    return c


@pytest.mark.parametrize("key, text", [
    ("", "no lo envies"), ("", "no, no lo mandes"), ("", "ya no hace falta"), ("", "canzela"),
    ("", "pues al final no, gracias"), ("gl", "non o mandes"), ("gl", "xa non"), ("gl", "xa non fai falta"),
    ("restaurante", "al final no vamos"), ("restaurante", "ya no venimos"), ("restaurante", "no vamos a ir"),
    ("restaurante", "lo siento, al final no podemos"),
])
def test_a_no_at_the_summary_sends_nothing(key, text):
    """«no lo envíes», «al final no vamos» at the summary showed it again, and the next «sí» sent it."""
    c = _at_summary(key)
    t = c.say(text)
    assert "sin enviar" in t.text or "sen enviar" in t.text
    c.say("si")
    assert not any(r["status"] == "pending" for r in c.requests)


@pytest.mark.parametrize("text", ["no lo envies todavia", "espera, no lo mandes aun"])
def test_not_yet_at_the_summary_keeps_the_request(text):
    c = _at_summary("")
    t = c.say(text)
    assert "sin enviar" not in t.text and c.order["lines"]


@pytest.mark.parametrize("key, text, reply", [
    ("", "al final no", "Para anularlo, llama al 981 000 404"),
    ("", "ya no hace falta", "Para anularlo, llama al 981 000 404"),
    ("gl", "ao final non", "Para anulalo, chama ao 981 000 404"),
    ("restaurante", "ya no venimos", "Para anularlo, llama al 981 000 612"),
    ("restaurante", "al final no vamos, lo siento", "Para anularlo, llama al 981 000 612"),
    ("", "me he equivocado de dia", "Para cambiarlo, llama al 981 000 404"),
    ("", "el telefono esta mal, es el 699888777", "Para cambiarlo, llama al 981 000 404"),
    ("gl", "trabuqueime de hora", "Para cambialo, chama ao 981 000 404"),
])
def test_calling_off_or_mending_what_was_sent_says_whom_to_call(key, text, reply):
    """«al final no», «me he equivocado de día» after sending went to a person as a bare question."""
    c = _at_summary(key)
    c.say("si")
    t = c.say(text)
    assert reply in t.text
    assert not any(r["kind"] == "question" for r in c.requests)


@pytest.mark.parametrize("key, second, text", [
    ("", "4 palmeras para mañana a las 10", "anula el primer pedido"),
    ("", "4 palmeras para mañana a las 10", "cancela el pedido anterior"),
    ("gl", "4 palmeiras para mañá ás 10", "anula o primeiro pedido"),
    ("restaurante", "otra para el sabado a las 14 para 2", "anula la primera reserva"),
])
def test_cancelling_the_first_request_while_writing_another_keeps_the_new_one(key, second, text):
    """«anula el primer pedido» dropped the order being written and left the sent one, unsaid."""
    c = _at_summary(key)
    c.say("si")
    c.say(second)
    t = c.say(text)
    assert "llama al" in t.text or "chama ao" in t.text
    held = c.state["booking"] if key == "restaurante" else c.order
    assert held.get("ymd") in ("2026-11-01", "2026-11-07")


@pytest.mark.parametrize("key, second", [
    ("", "4 palmeras para mañana a las 10"), ("restaurante", "otra para el sabado a las 14 para 2"),
])
def test_cancelling_the_new_request_says_the_sent_one_stays(key, second):
    c = _at_summary(key)
    c.say("si")
    c.say(second)
    t = c.say("cancela")
    assert "sigue en manos del local" in t.text
    assert sum(r["status"] == "pending" for r in c.requests) == 1


def test_a_business_of_tables_offers_a_booking_when_it_did_not_understand():
    c = _at_summary("restaurante")
    c.say("al final no")
    t = c.say("si")
    assert "una reserva preparada" in t.text and "pedido" not in t.text


@pytest.mark.parametrize("text, lines", [
    ("media dúzia de palmeiras e dúas napolitanas para levar mañá ás dez", {"palmera": 6, "napolitana": 2}),
    ("unha duzia de croissants pro martes ás 10", {"croissant": 12}),
    ("duas duzias de croissants pro martes ás 10", {"croissant": 24}),
    ("2 x empanada y 3 x bica para el miercoles a las 12", {"empanada": 2, "bica": 3}),
    ("* 2 x empanada\n* 3 x bica\nel miercoles 12:00", {"empanada": 2, "bica": 3}),
    ("2 x empanadas e 3 x bicas pro mércores ás 12", {"empanada": 2, "bica": 3}),
])
def test_counts_written_other_ways(text, lines):
    """«media dúzia» was one palmera (6,20 € for 17,20 €); «2 x empanada y 3 x bica» one of each."""
    c = chat()
    c.say(text)
    assert _lines(c) == lines



@pytest.mark.parametrize("slug, text, minutes", [
    ("", "12 croissants para el martes 11:30h", 690),
    ("", "12 croissants pro martes 11:30 h", 690),
    ("restaurante", "mesa para 4 el viernes 21:30h", 1290),
    ("restaurante", "mesa para 4 el viernes 21:30hrs", 1290),
])
def test_a_clock_time_with_an_h_after_it(slug, text, minutes):
    c = chat(slug)
    c.say(text)
    assert _held(c, slug)["min"] == minutes


@pytest.mark.parametrize("turns", [
    ["mesa para dous o martes", "á noite"], ["mesa para dous o martes á noite"], ["mesa para dos el martes a la noche"],
])
def test_a_noite_is_the_night(turns):
    """«á noite» offered lunch and dinner (or nothing), «pola noite» the dinner."""
    c = chat("restaurante")
    for text in turns:
        t = c.say(text)
    times = [chip["label"] for chip in t.chips]
    assert times and all(label >= "20:00" for label in times), times


@pytest.mark.parametrize("text, ymd", [
    ("unha mesa para dúas persoas o 7 ás 21h", "2026-11-07"),
    ("mesa para dous o 7 ás nove da noite", "2026-11-07"),
    ("mesa para tres o 12 pola noite", "2026-11-12"),
])
def test_galician_o_and_a_day_number_is_that_day(text, ymd):
    c = chat("restaurante")
    c.say(text)
    assert c.state["booking"]["ymd"] == ymd


@pytest.mark.parametrize("text, party", [("seremos 6 o 7 a las 21 el viernes", 7), ("mesa para 6 o 7 el jueves a las 21", 7)])
def test_or_between_two_counts_is_no_day(text, party):
    c = chat("restaurante")
    c.say(text)
    b = c.state["booking"]
    assert b["party"] == party and b.get("ymd") in (None, "2026-11-05", "2026-11-06")


@pytest.mark.parametrize("text, party", [
    ("una mesa para un par de personas el miercoles a las 21", 2), ("mesa para un par el miercoles a las 21", 2),
    ("una mesa para unos 6 el miercoles a las 21", 6), ("mesa para unhas oito persoas o mércores ás 21", 8),
])
def test_a_pair_and_about_n_people(text, party):
    """«un par de personas» was a table for one; «unos 6» asked how many."""
    c = chat("restaurante")
    c.say(text)
    assert c.state["booking"]["party"] == party


@pytest.mark.parametrize("slug, text", [
    ("", "graciasss"), ("", "muchas graciasss!!"), ("restaurante", "graciasss 😊"), ("", "moitas grazasss"),
])
def test_thanks_drawn_out_is_thanks(slug, text):
    """«graciasss» went to a person as a question."""
    c = chat(slug)
    t = c.say(text)
    assert not c.requests and ("A ti" in t.text or "Grazas a ti" in t.text)


@pytest.mark.parametrize("slug, text, named", [
    ("", "¿qué es lo más barato sin gluten?", "Brownie sin harina: 3,00 €"),
    ("", "que é o máis barato sen glute?", "Brownie sin harina: 3,00 €"),
    ("", "lo mas barato sin gluten", "Brownie sin harina: 3,00 €"),
    ("", "¿cuál es el regalo más barato?", "Bolsa de galletas de mantequilla: 6,50 €"),
    ("restaurante", "¿cuál es el principal más barato?", "Raxo con patatas: 14,00 €"),
    ("restaurante", "¿cuál es el pescado más barato?", "Merluza a la plancha: 18,00 €"),
    ("floristeria", "¿cuál es la planta más barata?", "Poto: 14,00 €"),
])
def test_the_cheapest_is_among_the_section_and_diet_asked(slug, text, named):
    """«lo más barato sin gluten» named the croissant, which has gluten; «el principal más barato» a dessert."""
    t = chat(slug).say(text)
    assert named in t.text


@pytest.mark.parametrize("slug, turns, said", [
    ("", ["¿abrís el 8 de diciembre?", "¿y el 9?"], "El miércoles 9 de diciembre abrimos"),
    ("", ["¿abrís el 1 de enero?", "¿y el día 2?"], "El sábado 2 de enero abrimos"),
    ("", ["¿abrís el 25 de diciembre?", "y el 26"], "El sábado 26 de diciembre abrimos"),
    ("", ["abrides o 25 de decembro?", "e o 26?"], "O sábado 26 de decembro abrimos"),
    ("restaurante", ["¿abrís el 24 de diciembre?", "¿y el 31?"], "El jueves 31 de diciembre abrimos"),
    ("", ["¿abrís el domingo?", "¿y el 9?"], "El lunes 9 de noviembre no abrimos"),
])
def test_a_day_number_after_the_hours_of_a_day_is_of_its_month(slug, turns, said):
    """«¿abrís el 8 de diciembre?», «¿y el 9?» answered the 9th of November (closed, a Monday)."""
    c = chat(slug)
    for text in turns:
        t = c.say(text)
    assert said in t.text


@pytest.mark.parametrize("text, lines, said", [
    ("quiero 2 empanadas para el martes a las 11 ¿la empanada de zorza lleva gluten?", {"empanada": 2},
     "Empanada de zorza contiene gluten"),
    ("quiero 2 empanadas para el martes a las 11, ¿la empanada lleva gluten?", {"empanada": 2},
     "Empanada de zorza contiene gluten"),
    ("quiero 2 croissants y 1 tarta de santiago para el martes a las 11. la tarta de santiago lleva gluten?",
     {"croissant": 2, "tarta-santiago": 1}, "En Tarta de Santiago no consta gluten"),
    ("quero 2 empanadas para o martes ás 11, a empanada leva glute?", {"empanada": 2}, "Empanada de zorza contén glute"),
])
def test_a_product_ordered_then_asked_about_is_not_one_more(text, lines, said):
    """«quiero 2 empanadas … ¿la empanada de zorza lleva gluten?» booked three (48 € for 32 €)."""
    c = chat()
    t = c.say(text)
    assert _lines(c) == lines and said in t.text


@pytest.mark.parametrize("text", [
    "corte de mujer el martes a las 11 y q vale un tinte", "corte de mujer el martes a las 11, cuanto cuesta un tinte",
])
def test_a_service_whose_price_is_asked_is_not_booked(text):
    """«… y q vale un tinte» added the dye to the appointment (57 € for 22 €)."""
    c = chat("peluqueria")
    c.say(text)
    assert c.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("text, lines", [
    ("quiero 3 empanadas, bueno mejor 2, para el martes a las 11", {"empanada": 2}),
    ("quiero 2 tartas de santiago, bueno una, para el jueves a las 11", {"tarta-santiago": 1}),
    ("quero 3 empanadas, mellor 2, pro martes ás 11", {"empanada": 2}),
    ("3 croissants digo 4 para el martes a las 10", {"croissant": 4}),
    ("quiero 3 croissants, mejor 2 napolitanas para el martes", {"napolitana": 2}),
    ("unha empanada, digo, dúas bicas pro martes", {"bica": 2}),
    ("3 croissants y mejor añade 2 napolitanas para el martes", {"croissant": 3, "napolitana": 2}),
    ("3 empanadas bueno 2 croissants para el martes a las 10", {"empanada": 3, "croissant": 2}),
    ("quiero 3 croissants para el martes, mejor a las 10", {"croissant": 3}),
])
def test_a_count_or_thing_taken_back_in_the_message(text, lines):
    """«3 empanadas, bueno mejor 2» booked three; «3 croissants, mejor 2 napolitanas» two croissants
    and a napolitana."""
    c = chat()
    c.say(text)
    assert _lines(c) == lines


@pytest.mark.parametrize("text, lines", [
    ("una de queso y otra de santiago para el viernes a las once", {"tarta-queso": 1, "tarta-santiago": 1}),
    ("unha de queixo e outra de santiago para o venres ás once", {"tarta-queso": 1, "tarta-santiago": 1}),
    ("quiero una de limon y otra de zanahoria para el sabado", {"tarta-limon": 1, "tarta-zanahoria": 1}),
])
def test_one_and_another_of_the_same_kind(text, lines):
    """«una de queso y otra de santiago» dropped the cheesecake without a word."""
    c = chat()
    c.say(text)
    assert _lines(c) == lines


@pytest.mark.parametrize("first, then, lines", [
    ("quiero dos empanadas para el martes", "no, mejor tres", {"empanada": 3}),
    ("quero dúas empanadas de zorza para o martes", "non, mellor tres", {"empanada": 3}),
    ("quiero 2 croissants para el martes", "no mejor 3", {"croissant": 3}),
])
def test_no_then_a_count_at_a_closed_hour_is_the_count(first, then, lines):
    """«no, mejor tres» asked «¿Quieres 3 ×…? (A las 15:00 está cerrado.)», and a time then kept two."""
    c = chat()
    c.say(first)
    t = c.say(then)
    assert _lines(c) == lines and "cerrado" not in t.text and c.order["min"] is None


@pytest.mark.parametrize("slug, turns, ymd, minutes", [
    ("", ["quiero 3 tartaletas para el viernes, digo el sábado, a las 11 y media"], "2026-11-07", 690),
    ("", ["quiero 3 tartaletas para el martes digo el miércoles a las 11"], "2026-11-04", 660),
    ("", ["quiero 3 tartaletas para el viernes, no perdon, el sabado a las 11"], "2026-11-07", 660),
    ("", ["3 tartaletas para el viernes, mejor el sabado a las 11"], "2026-11-07", 660),
    ("", ["3 tartaletas pro venres, digo, pro sábado ás 11"], "2026-11-07", 660),
    ("", ["6 croissants para el martes a las 11 no espera a las 12"], "2026-11-03", 720),
    ("", ["unha tarta de queixo pequena para o mércores ás once", "non, ás once non, ás doce"], "2026-11-04", 720),
    ("", ["una tarta de queso para el martes", "no, mejor para el miércoles", "no, a las once no, a las doce"],
     "2026-11-04", 720),
    ("restaurante", ["mesa para 4 para el viernes, digo el sábado, a las 21"], "2026-11-07", 1260),
])
def test_a_day_or_time_taken_back_in_the_message(slug, turns, ymd, minutes):
    """«para el viernes, digo el sábado» kept Friday; «a las 11 no espera a las 12» kept 11."""
    c = chat(slug)
    for text in turns:
        c.say(text)
    held = _held(c, slug)
    assert (held["ymd"], held["min"]) == (ymd, minutes)


_WITH_BROWNIES = ["quiero una tarta de queso para 12 personas y 2 brownies para el sábado a las 11", "Laura",
                  "655444333", "no"]


@pytest.mark.parametrize("text, lines", [
    ("quita la tarta y pon una de santiago", {"brownie": 2, "tarta-santiago": 1}),
    ("cambia la tarta por una de santiago", {"brownie": 2, "tarta-santiago": 1}),
    ("cambia a tarta por unha de santiago", {"brownie": 2, "tarta-santiago": 1}),
    ("quita la tarta de queso y pon una de santiago", {"brownie": 2, "tarta-santiago": 1}),
    ("2 tartas de queso", {"brownie": 2, "tarta-queso": 2}),
    ("dúas tartas de queixo", {"brownie": 2, "tarta-queso": 2}),
    ("mejor 3 brownies", {"brownie": 3, "tarta-queso": 1}),
    ("también 2 tartas de queso", {"brownie": 2, "tarta-queso": 3}),
])
def test_changes_at_the_summary_replace_what_they_name(text, lines):
    """«quita la tarta y pon una de santiago» kept the cheesecake and «sí» sent both (48 €);
    «2 tartas de queso» made three."""
    c = chat()
    for said in _WITH_BROWNIES:
        c.say(said)
    c.say(text)
    held = {}
    for line in c.order["lines"]:
        held[line["item_id"]] = held.get(line["item_id"], 0) + line["qty"]
    assert held == lines


def test_a_cake_changed_for_another_keeps_its_size():
    c = chat()
    for said in _WITH_BROWNIES:
        c.say(said)
    c.say("cambia la tarta por una de santiago")
    assert {"item_id": "tarta-santiago", "qty": 1, "options": {"raciones": "12"}} in c.order["lines"]


@pytest.mark.parametrize("then", ["si", "sí, vale", "vale", "perfecto", "si, esa"])
def test_yes_to_the_one_time_offered_takes_it(then):
    """«sí» to «… en el otro tengo las 14:30. ¿Te va bien?» asked to pick an option, twice."""
    c = chat("restaurante")
    t = c.say("mesa para 5 el viernes a las 21")
    assert "14:30" in t.text and "¿Te va bien?" in t.text
    c.say(then)
    assert c.state["booking"]["min"] == 14 * 60 + 30


def test_yes_to_a_new_time_question_takes_no_old_offer():
    c = chat("restaurante")
    c.say("mesa para 5 el viernes a las 21")
    c.say("mejor el jueves")
    b = c.state["booking"]
    assert b["ymd"] == "2026-11-05" and b.get("one_time") is None


@pytest.mark.parametrize("text", [
    "q tal, 6 croissants para el martes a las 10", "buenas q tal 6 croissants para el martes a las 10",
    "¿qué tal? 6 croissants para el martes a las 10", "que tal, 6 croissants pro martes ás 10",
])
def test_how_are_you_before_an_order_is_no_question(text):
    """«q tal, 6 croissants…» went to a person as a question."""
    c = chat()
    c.say(text)
    assert _lines(c) == {"croissant": 6} and not c.requests[0]["kind"] == "question"


def test_how_are_you_before_a_question_still_asks_it():
    t = chat().say("hola que tal, ¿abrís el domingo?")
    assert "El domingo 1 de noviembre abrimos de 09:30 a 14:00" in t.text


@pytest.mark.parametrize("text", ["grazas, mándao", "adiante", "gracias, mándalo", "si, adiante"])
def test_more_ways_to_say_send_it(text):
    c = chat()
    for said in ["quero unha tarta de queixo pequena pro martes ás once", "Carlos", "600222333", "non"]:
        c.say(said)
    c.say(text)
    assert c.requests[-1]["status"] == "pending"


def test_thanks_alone_at_the_summary_sends_nothing():
    c = chat()
    for said in ["quero unha tarta de queixo pequena pro martes ás once", "Carlos", "600222333", "non", "grazas"]:
        c.say(said)
    assert c.requests[-1]["status"] == "collecting"


@pytest.mark.parametrize("slug, turns, name", [
    ("", ["12 croissants para el martes a las 11:30 a nombre de María José Fernández-Pérez"],
     "María José Fernández-Pérez"),
    ("restaurante", ["mesa para 4 el viernes a las 21", "soy Xosé Manuel Rodríguez-Vázquez"],
     "Xosé Manuel Rodríguez-Vázquez"),
    ("", ["12 croissants para el martes a las 11:30", "Mari-Carmen"], "Mari-Carmen"),
])
def test_a_hyphenated_name_is_whole(slug, turns, name):
    """«Fernández-Pérez» was cut to «Fernández-»."""
    c = chat(slug)
    for text in turns:
        c.say(text)
    assert _held(c, slug)["name"] == name


@pytest.mark.parametrize("text, said", [
    ("hola! tedes torta de santiago?", "racións"),
    ("buenas, queria encargar unha bica", "¿Que día o recolles?"),
    ("hola, queria unha tarta de queixo", "¿Para cantas racións?"),
    ("bueno pues tedes empanada?", "Empanada de zorza"),
])
def test_a_spanish_greeting_does_not_turn_galician_into_spanish(text, said):
    """«hola! tedes torta de santiago?» was answered in Spanish."""
    t = chat().say(text)
    assert said in t.text and "raciones" not in t.text and "¿Qué día" not in t.text


@pytest.mark.parametrize("text, said", [("hola, quiero una tarta de queso", "¿Para cuántas raciones?"),
                                        ("hola! tenéis tarta de santiago?", "raciones")])
def test_spanish_with_a_greeting_stays_spanish(text, said):
    assert said in chat().say(text).text


@pytest.mark.parametrize("text, said", [
    ("quiero 2 empanadas para el martes a las 11 y tb queria saber si teneis algo sin gluten",
     "Tenemos 3 productos sin gluten"),
    ("quiero 2 empanadas para el martes a las 11 y también quería saber si tenéis algo sin gluten",
     "Tenemos 3 productos sin gluten"),
    ("quiero 2 empanadas para el martes a las 11, teneis algo sin gluten", "Tenemos 3 productos sin gluten"),
    ("quero 2 empanadas pro martes ás 11 e tamén quería saber se tedes algo sen glute", "Temos 3 produtos sen glute"),
])
def test_a_diet_question_beside_an_order_keeps_the_order(text, said):
    """«quiero 2 empanadas … y tb quería saber si tenéis algo sin gluten» dropped the empanadas."""
    c = chat()
    t = c.say(text)
    assert _lines(c) == {"empanada": 2} and said in t.text


@pytest.mark.parametrize("text", [
    "quiero 2 empanadas para el martes a las 11 y tb preguntaros si aceptais bizum",
    "hola quiero 2 empanadas para el martes a las 11 y queria saber si aceptais bizum",
])
def test_a_question_asked_without_a_question_mark_goes_with_the_order(text):
    c = chat()
    c.say(text)
    assert _lines(c) == {"empanada": 2} and "bizum" in " ".join(c.order["questions"])


@pytest.mark.parametrize("text, lines, said", [
    ("hola, 6 croissants para el martes a las 11 y a q hora abris el martes?", {"croissant": 6},
     "El martes 3 de noviembre abrimos de 09:00 a 14:00"),
    ("2 empanadas para el martes a las 11, q horario teneis el martes?", {"empanada": 2},
     "El martes 3 de noviembre abrimos de 09:00 a 14:00"),
    ("2 empanadas y 1 bica para el martes a las 11, cuanto seria todo?", {"empanada": 2, "bica": 1}, "Total 41,00 €"),
    ("6 croissants pro martes ás 11 e a que hora abrides o martes?", {"croissant": 6},
     "O martes 3 de novembro abrimos de 09:00 a 14:00"),
])
def test_an_order_with_a_question_of_hours_or_its_total_is_both(text, lines, said):
    """The order was dropped and only the hours or a price quote answered."""
    c = chat()
    t = c.say(text)
    assert _lines(c) == lines and c.order["ymd"] == "2026-11-03" and said in t.text


@pytest.mark.parametrize("turns, said, not_said", [
    (["¿cuánto vale la sacher?", "¿y la de queso?", "¿y la primera lleva soja?"], "Tarta Sacher contiene soja",
     "Tarta de queso"),
    (["¿cuánto vale la sacher?", "¿y la de queso?", "¿y la otra lleva soja?"], "Tarta Sacher contiene soja",
     "Tarta de queso"),
    (["¿cuánto vale el brownie?", "¿y la palmera?", "¿y el primero lleva frutos secos?"],
     "Brownie sin harina contiene frutos secos", "Palmera"),
    (["¿cuánto vale la tarta de queso?", "¿y la de santiago?", "¿las dos llevan huevo?"],
     "Tarta de queso contiene huevo", "ninguna"),
    (["canto vale a sacher?", "e a de queixo?", "e a primeira leva soia?"], "Tarta Sacher contén soia", "Tarta de queso"),
])
def test_an_allergen_question_pointing_back_answers_of_that_one(turns, said, not_said):
    """«¿y la primera lleva soja?» answered of the cheesecake (no soy): the Sacher has soy."""
    c = chat()
    for text in turns:
        t = c.say(text)
    assert said in t.text and not_said not in t.text


@pytest.mark.parametrize("text, said", [
    ("¿cuánto es el arroz con marisco para 4?", "4 × Arroz con marisco: 88,00 € (22,00 € por persona)."),
    ("canto custa o arroz para dúas persoas?", "2 × Arroz con marisco: 44,00 € (22,00 € por persoa)."),
    ("¿cuánto vale el arroz con marisco?", "Arroz con marisco: 22,00 € por persona. Mínimo 2."),
    ("cuanto cuesta el pulpo para 4?", "Pulpo á feira: 16,50 €."),
])
def test_a_price_per_person_is_said_and_multiplied(text, said):
    """«¿cuánto es el arroz con marisco para 4?» said 22 €, a price per person (88 € for four)."""
    assert said in chat("restaurante").say(text).text


def test_the_page_shows_a_price_per_person():
    from bizengine import load_business
    from bizengine.business.profile import public_profile
    from tests.conversation import FIXTURES
    rice = next(p for p in public_profile(load_business(FIXTURES / "restaurante"))["products"]
                if p["id"] == "arroz-marisco")
    assert rice["price_per"] == {"es": "por persona", "gl": "por persoa"} and rice["min_qty"] == 2


@pytest.mark.parametrize("text, said", [
    ("¿hasta qué hora se puede reservar para cenar?", "Hoy la última mesa se reserva a las 22:00."),
    ("¿cuál es la última hora para reservar?", "Hoy la última mesa se reserva a las 14:30 o 22:00."),
    ("¿a qué hora es la última mesa para cenar?", "Hoy la última mesa se reserva a las 22:00."),
    ("ata que hora se pode reservar o venres?", "O venres 6 de novembro a última mesa resérvase ás 14:30 ou 22:00."),
    ("hasta que hora se puede reservar el sabado", "El sábado 7 de noviembre la última mesa se reserva a las 14:30 o 22:00."),
])
def test_the_last_seating_is_not_the_closing_time(text, said):
    """«¿hasta qué hora se puede reservar para cenar?» said «cerramos a las 23:30», and the booking
    offers 22:00 at the latest (a meal of 90 minutes, the last seating an hour before closing)."""
    c = chat("restaurante")
    t = c.say(text)
    assert said in t.text and not c.state["booking"].get("ymd") and "reserva para" not in t.text


def test_closing_time_is_still_the_closing_time():
    assert "Hoy cerramos a las 23:30." in chat("restaurante").say("¿a qué hora cerráis?").text


@pytest.mark.parametrize("first, chip, then", [
    ("quiero una sacher pequeña para el martes a las 10", "Cambiar la hora", "a las doce"),
    ("quero unha sacher pequena pro martes ás 10", "Cambiar a hora", "ás doce"),
])
def test_the_change_time_button_keeps_the_day(first, chip, then):
    """«Cambiar la hora» on an order of 48 h dropped the Tuesday, and «a las doce» then looped on
    «¿Qué día lo recoges?»."""
    c = chat()
    for said in [first, "Lúa", "655000111", "no"]:
        c.say(said)
    t = c.press(chip)
    assert "martes 3 de" in t.text and c.order["ymd"] == "2026-11-03"
    c.say(then)
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-03", 720)


@pytest.mark.parametrize("then", ["me da igual quién", "dáme igual quen", "me da igual la persona"])
def test_whoever_to_the_time_question_takes_no_time(then):
    """«me da igual quién» to the times offered booked 12:00, a time the customer never chose."""
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 11")
    t = c.say(then)
    assert c.state["booking"]["min"] is None and "10:00" in t.chip_labels


def test_whatever_to_the_time_question_still_takes_the_nearest():
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 11")
    c.say("me da igual")
    assert c.state["booking"]["min"] == 12 * 60


@pytest.mark.parametrize("first, then, ymd", [
    ("centrar a roda o sábado ás dez co Brais", "Uxía", "2026-11-07"),
    ("centrar la rueda el sábado a las diez con Brais", "Uxía", "2026-11-07"),
    ("quero pedir cita para unha revisión co Brais o luns pola mañá", "Uxía", "2026-11-02"),
])
def test_the_day_stays_when_the_person_asked_does_not_do_the_service(first, then, ymd):
    """The day was refused because Brais does not work it, and Brais does not do the service anyway:
    after choosing Uxía (who works it) the day had to be said again."""
    c = chat("taller")
    t = c.say(first)
    assert "non traballa" not in t.text and "no trabaja" not in t.text
    c.say(then)
    b = c.state["booking"]
    assert b["ymd"] == ymd and b["resource"] == "uxia"


@pytest.mark.parametrize("text, said", [
    ("abris mñana", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("¿cuál es vuestro horario?", "Abrimos los martes, miércoles, jueves, viernes y sábados"),
    ("¿abrís el fin de semana?", "los domingos de 09:30 a 14:00"),
    ("cal é o voso horario?", "os domingos"),
    ("¿qué horario tenéis el martes?", "El martes 3 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."),
    ("¿a qué hora abrís?", "Hoy abrimos de 09:00 a 14:00"),
    ("que hai vexano?", "Temos 2 produtos veganos"),
])
def test_hours_and_diets_asked_other_ways(text, said):
    """«abris mñana» answered today's hours; «¿cuál es vuestro horario?» only today's."""
    assert said in chat().say(text).text


# ---- look-alikes of this stop's rules, which keep their old reading (a review of the change)

@pytest.mark.parametrize("text", [
    "no lo envíes que quiero cambiar la hora", "no lo envies hasta que te confirme",
    "no lo mandes a nombre de Ana, ponlo a nombre de Luis", "no me lo envíes por whatsapp",
])
def test_dont_send_with_a_reason_or_a_change_keeps_the_order(text):
    c = _at_summary("")
    t = c.say(text)
    assert "sin enviar" not in t.text and c.order["lines"]


@pytest.mark.parametrize("text, lines", [
    ("quiero 2 croissants y 2 palmeras, mejor dicho 3 palmeras para el martes", {"croissant": 2, "palmera": 3}),
    ("quiero 2 croissants, y para los niños mejor 2 napolitanas para el martes", {"croissant": 2, "napolitana": 2}),
    ("quiero 2 croissants, para mi marido mejor una napolitana, para el martes", {"croissant": 2, "napolitana": 1}),
    ("quiero 2 croissants; mi hermana mejor quiere 2 napolitanas, para el martes",
     {"croissant": 2, "napolitana": 2}),
    ("quero 2 croissants e mellor 2 bicas tamén pro martes", {"croissant": 2, "bica": 2}),
    ("2 croissants y 2 napolitanas, o mejor 3 napolitanas para el martes", {"croissant": 2, "napolitana": 3}),
    ("quiero 3 croissants, bueno, 2 para mí y 1 para mi hija, para el martes", {"croissant": 3}),
    ("quiero 4 croissants, pues 2 para mí y 2 para ti para el martes", {"croissant": 4}),
    ("6 croissants, bueno 3 y 3 en dos bolsas para el martes", {"croissant": 6}),
])
def test_mejor_or_bueno_that_takes_nothing_back(text, lines):
    c = chat()
    c.say(text)
    assert _lines(c) == lines


def test_no_more_of_one_better_another_at_the_summary():
    c = chat()
    for said in ["quiero 2 croissants para el martes a las 11", "Ana", "600123123", "no"]:
        c.say(said)
    c.say("no, ya no quiero croissants, mejor 2 napolitanas")
    assert _lines(c) == {"napolitana": 2}


@pytest.mark.parametrize("slug, text, held", [
    ("peluqueria", "corte de hombre el primer día de diciembre", {"ymd": None}),
    ("restaurante", "mesa para 4 el primer día de diciembre", {"min": None}),
    ("restaurante", "somos catro o 5 ás 21 o sábado", {"party": 5, "ymd": "2026-11-07"}),
    ("restaurante", "mesa para 2 a las 21 de Mar", {"min": 1260, "ymd": None}),
])
def test_first_day_of_a_month_or_counts_and_names_are_no_day(slug, text, held):
    c = chat(slug)
    c.say(text)
    b = c.state["booking"]
    assert {k: b.get(k) for k in held} == held


def test_two_set_of_a_thing_is_no_september():
    c = chat()
    c.say("quiero 2 set de macarons")
    assert "-09-" not in (c.order["ymd"] or "")      # (stop 56: «2 set» now counts 2, the day is today's)
    assert line_counts(c) == {"macarons": 2}


def test_cancel_the_other_no_this_one_cancels_the_draft():
    c = _at_summary("restaurante")
    c.say("si")
    c.say("otra reserva para el jueves a las 21 para 2")
    t = c.say("cancela la otra mesa no, esta")
    assert "sin enviar" in t.text and not c.state["booking"].get("ymd")


@pytest.mark.parametrize("slug, text, name", [
    ("restaurante", "hola!! reserva para el martes q viene, 2 personas, 21:00, nombre Sara, tlf 600123123", "Sara"),
    ("", "6 croissants para el martes a las 10, nombre Sara, tlf 600123123", "Sara"),
    ("", "6 croissants pro martes ás 10, nome Uxía, tlf 600123123", "Uxía"),
])
def test_nombre_without_a_colon_gives_the_name(slug, text, name):
    c = chat(slug)
    c.say(text)
    assert _held(c, slug)["name"] == name


def test_the_restaurant_keeps_a_birthday_said_short():
    c = chat("restaurante")
    c.say("mesa para 4 el viernes a las 21 q es el cumple de mi madre")
    c.say("Luis")
    t = c.say("600123123")
    assert "Apunto como indicación: «el cumple de mi madre»." in t.text


@pytest.mark.parametrize("text", ["quiero flores para el lunes a las 11", "un ramito pequeño para el lunes",
                                  "quero unhas flores para o luns"])
def test_the_florist_asks_which_bouquet_for_flowers(text):
    """«quiero flores para el lunes» went to a person."""
    t = chat("floristeria").say(text)
    assert "¿Qué ramo quieres?" in t.text or "¿Que ramo queres?" in t.text


def test_what_was_sent_lists_every_request_of_the_chat():
    """«¿qué he pedido?» after two orders gave only the second (the 30 € cake was missing)."""
    c = chat()
    for said in ["quiero una tarta de queso para 12 personas para el sábado a las 11", "Laura", "655444333", "no"]:
        c.say(said)
    c.press("Enviar pedido")
    for said in ["quiero otro pedido: 4 palmeras para mañana a las 10", "Laura", "655444333", "no"]:
        c.say(said)
    c.press("Enviar pedido")
    t = c.say("que he pedido?")
    assert "Tarta de queso (12 raciones), total 30,00 €" in t.text and "4 × Palmera de hojaldre" in t.text
    assert "Aún están pendientes" in t.text


def test_which_appointment_is_the_appointment_not_the_order():
    """«¿qué cita tengo?» with a part ordered after the appointment answered with the order."""
    c = chat("taller")
    for said in ["quiero una revision el martes a las 10", "Xoan", "622333444", "no", "si",
                 "y tambien una camara 700x28 para el martes a las 10", "Xoan", "622333444", "no", "si"]:
        c.say(said)
    t = c.say("que cita tengo?")
    assert t.text.startswith("Tu reserva enviada: revisión completa (total 35,00 €), el martes 3 de noviembre")
    assert "Cámara" not in t.text


def test_the_total_of_an_appointment_sent():
    c = chat("peluqueria")
    for said in ["corte de mujer y tinte el viernes a las 10", "Lucia", "611222333", "no", "si"]:
        c.say(said)
    assert "corte de mujer y tinte (total 57,00 €)" in c.say("cuanto es en total?").text


def _order_sent(lang: str = "es"):
    c = _at_summary("gl" if lang == "gl" else "")
    c.say("si")
    return c


@pytest.mark.parametrize("lang, text, said", [
    ("es", "hola de nuevo", "¡Hola!"),
    ("es", "como me avisareis?", "te avisaré aquí mismo"),
    ("es", "me llamaréis?", "te avisaré aquí mismo"),
    ("es", "cuanto tardais en confirmar?", "te avisaré aquí mismo"),
    ("es", "a nombre de quien esta?", "Está a nombre de Laura, con el teléfono 655 44 43 33."),
    ("es", "cual es el telefono que di?", "Está a nombre de Laura, con el teléfono 655 44 43 33."),
    ("gl", "a nome de quen está?", "Está a nome de Laura, co teléfono 655 44 43 33."),
    ("es", "¿qué teléfono tenéis?", "981 000 404"),
])
def test_after_sending_what_the_chat_knows_is_answered(lang, text, said):
    """«hola de nuevo», «¿cómo me avisaréis?», «¿a nombre de quién está?» went to a person as questions."""
    c = _order_sent(lang)
    t = c.say(text)
    assert said in t.text and not any(r["kind"] == "question" for r in c.requests)


@pytest.mark.parametrize("text, said", [
    ("corte de hombre el martes por la mañana con Iago",
     "Iago no trabaja el martes 3 de noviembre por la mañana: está de 15:00 a 20:00."),
    ("corte de home o martes pola mañá co Iago",
     "Iago non traballa o martes 3 de novembro pola mañá: está de 15:00 a 20:00."),
])
def test_a_person_off_in_the_part_asked_is_said_so(text, said):
    """«…por la mañana con Iago» said «ya no me queda hueco», as if full: Iago works afternoons."""
    t = chat("peluqueria").say(text)
    assert said in t.text and "15:00" in t.chip_labels


@pytest.mark.parametrize("slug, text, said", [
    ("", "¿cuántos polvorones hay en la caja?", "caja de 10"),
    ("", "¿de qué sabores son los macarons?", "frambuesa, pistacho"),
    ("", "de que sabores hai os macarons?", "framboesa, pistacho"),
    ("restaurante", "¿el menú del día lleva bebida?", "pan y bebida"),
    ("", "¿cuántas raciones tiene la tarta de queso?", "30,00 € (12 raciones)"),
])
def test_a_question_of_what_a_product_holds_is_answered_by_its_description(slug, text, said):
    """«¿cuántos polvorones hay en la caja?» said «8,50 €»; the description says «caja de 10»."""
    assert said in chat(slug).say(text).text


@pytest.mark.parametrize("text, ymd", [
    ("lo mismo para el domingo 8", "2026-11-08"), ("otra igual para el domingo 8", "2026-11-08"),
    ("repite el pedido para el viernes", "2026-11-06"),
])
def test_the_same_again_after_sending_is_a_new_order_with_those_lines(text, ymd):
    """«lo mismo para el domingo» went to a person; «repite el pedido» asked what to prepare."""
    c = _order_sent()
    t = c.say(text)
    assert "1 × Tarta de queso (12 raciones). Total 30,00 €." in t.text
    assert c.order["ymd"] == ymd and c.order["min"] == 11 * 60 and c.order["name"] is None
    assert sum(r["status"] == "pending" for r in c.requests) == 1


def test_the_same_again_in_galician_with_another_time():
    c = _order_sent("gl")
    c.say("o mesmo para o martes ás 10")
    assert (c.order["ymd"], c.order["min"]) == ("2026-11-03", 600) and c.order["lines"][0]["item_id"] == "tarta-queso"


@pytest.mark.parametrize("slug, turns, text, held", [
    ("restaurante", ["mesa para 4 el viernes a las 21", "Ana", "600123123", "no", "si"], "lo mismo para el sabado",
     {"party": 4, "ymd": "2026-11-07", "min": 1260}),
    ("peluqueria", ["corte de hombre con Iago el martes a las 16", "Ana", "612345678", "no", "si"],
     "otra igual para el miércoles", {"services": ["corte-hombre"], "resource": "iago", "ymd": "2026-11-04"}),
])
def test_the_same_booking_again(slug, turns, text, held):
    c = chat(slug)
    for said in turns:
        c.say(said)
    c.say(text)
    b = c.state["booking"]
    assert {k: b.get(k) for k in held} == held



# ---- look-alikes found by the second review of this stop's rules

def test_yes_with_a_change_is_not_the_time_offered():
    """«vale, pero mejor el sábado a cenar» after the one time offered on Friday (14:30) booked
    Saturday at 14:30."""
    c = chat("restaurante")
    c.say("mesa para 5 el viernes a las 21")
    c.say("vale, pero mejor el sábado a cenar")
    b = c.state["booking"]
    assert b["ymd"] == "2026-11-07" and b["min"] != 14 * 60 + 30


@pytest.mark.parametrize("text, lines", [
    ("súmale 2 croissants", 5), ("ponme 2 croissants", 5), ("mete 2 croissants", 5),
    ("2 croissants para mi hermana", 5), ("e 2 croissants", 5), ("2 croissants", 2), ("mejor 2 croissants", 2),
])
def test_a_count_at_the_summary_sets_only_when_said_alone(text, lines):
    c = chat()
    for said in ["quiero 3 croissants para el martes a las 11", "Ana", "600123123", "no"]:
        c.say(said)
    c.say(text)
    assert sum(line["qty"] for line in c.order["lines"] if line["item_id"] == "croissant") == lines


def test_two_sizes_of_a_cake_held_are_not_merged_by_a_count():
    c = chat()
    for said in ["quiero una tarta de queso de 8 raciones y otra de 12 para el martes a las 11", "Ana", "600123123",
                 "no"]:
        c.say(said)
    c.say("2 tartas de queso")
    sizes = {line["options"].get("raciones") for line in c.order["lines"] if line["item_id"] == "tarta-queso"}
    assert {"8", "12"} <= sizes


@pytest.mark.parametrize("then", ["me da igual la hora y quién", "me da igual quién, la hora más cercana"])
def test_whoever_and_the_time_takes_the_nearest(then):
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 11")
    c.say(then)
    assert c.state["booking"]["min"] == 12 * 60


def test_think_it_over_sends_nothing():
    c = chat()
    for said in ["quero unha tarta de queixo pequena pro martes ás once", "Carlos", "600222333", "non"]:
        c.say(said)
    c.say("dalle unha volta, mellor ás 13")
    assert c.requests[-1]["status"] == "collecting"


@pytest.mark.parametrize("text", ["Buenas, ¿croissants o napolitanas?", "hola, ¿sacher o queso?"])
def test_spanish_with_o_between_two_things_stays_spanish(text):
    t = chat().say(text)
    assert "racións" not in t.text and " e " not in t.text.replace("Tarta de queso", "")


def test_horario_now_and_of_the_day_held():
    assert "ahora estamos abiertos" in chat().say("¿qué horario tenéis ahora?").text
    c = chat()
    c.say("quiero 3 croissants para el martes")
    assert "martes 3 de noviembre" in c.say("¿qué horario tenéis ese día?").text


def test_whose_name_for_a_transfer_is_no_question_of_the_customer():
    c = _order_sent()
    assert "Está a nombre de Laura" not in c.say("¿a nombre de quién hago la transferencia?").text


@pytest.mark.parametrize("slug, text, said", [
    ("floristeria", "2 ramos de rosas, cuanto es?", "2 × Ramo de rosas: 70,00 € (35,00 € la unidad)."),
    ("peluqueria", "cual es el primer hueco libre?", "¿Qué servicio quieres?"),
    ("taller", "cuando teneis el primer hueco para una revision?", "Hay hueco el lunes 2, martes 3"),
])
def test_asking_a_price_or_the_first_free_day_starts_nothing_new(slug, text, said):
    """Found comparing the corpus with the code before this stop: a price question with a count
    started an order; «¿cuál es el primer hueco libre?» took today with no service."""
    c = chat(slug)
    t = c.say(text)
    assert said in t.text and not (c.state.get("booking") or {}).get("ymd") and not c.order.get("ymd")



@pytest.mark.parametrize("slug, text, first, then", [
    ("", "¿Qué alérgenos tiene el brownie? ¿Lleva gluten?", "Brownie sin harina contiene huevo, lácteos y frutos secos",
     "En Brownie sin harina no consta gluten"),       # stop 25 answered only the second
    ("", "¿cuánto vale la empanada? ¿es para cuántos?", "Empanada de zorza: 16,00 €.", "para 6"),
    ("restaurante", "¿cuánto cuesta el menú del día? ¿qué incluye?", "Menú del día: 14,50 €.", "pan y bebida"),
    ("peluqueria", "¿quién hace mechas? ¿cuánto cuestan?", "lo hace Marta", "Mechas: 55,00 €."),
    ("floristeria", "¿cuánto cuesta un ramo de rosas? ¿cuántas rosas lleva?", "Ramo de rosas: 35,00 €.",
     "Doce rosas rojas"),
])
def test_two_questions_in_one_message_are_both_answered(slug, text, first, then):
    """«¿cuánto vale la empanada? ¿es para cuántos?» answered the price only."""
    t = chat(slug).say(text)
    assert first in t.text and then in t.text and t.text.index(first) < t.text.index(then)


def test_a_question_mark_twice_is_one_question():
    t = chat().say("QUE DIAS ABRÍS??")
    assert t.text.startswith("Abrimos los martes") and "prefiero no inventarlo" not in t.text


def test_the_customer_name_and_phone_are_not_written_on_the_card():
    """«… con tarjeta q ponga feliz cumple mama, soy Nuria 600123123» put the phone on the card."""
    c = chat("floristeria")
    c.say("hola quiero un ramo de rosas para el lunes a las 11 con tarjeta q ponga feliz cumple mama, soy Nuria "
          "600123123")
    said = " ".join(c.order.get("notes_said") or []) + (c.order.get("note") or "")
    assert "600" not in said and "Nuria" not in said and "feliz cumple mama" in said
    assert c.order["name"] == "Nuria" and c.order["phone"] == "+34600123123"


def test_a_price_asked_after_things_with_no_order_gives_the_one_asked():
    """«2 empanadas, ¿cuánto cuesta la bica?» gave only the empanadas' price."""
    t = chat().say("2 empanadas, ¿cuánto cuesta la bica?")
    assert "Bica gallega: 9,00 €" in t.text


@pytest.mark.parametrize("text", ["cuantas calorias tiene una porcion de tarta?", "cantas calorías ten a bica?"])
def test_what_no_description_says_is_not_answered_by_it(text):
    t = chat().say(text)
    assert "no lo tengo claro" in t.text or "non o teño claro" in t.text


@pytest.mark.parametrize("text, note", [
    ("6 croissants para el martes a las 10, uno de ellos sin azucar", "uno de ellos sin azucar"),
    ("6 croissants pro martes ás 10, un deles sen azucre", "un deles sen azucre"),
])
def test_a_diet_for_one_of_the_things_ordered_is_a_note(text, note):
    """«…, uno de ellos sin azúcar» dropped the six croissants, and the name and phone then went to a person."""
    c = chat()
    c.say(text)
    c.say("Marta")
    c.say("600123123")
    assert _lines(c) == {"croissant": 6} and c.order["note"] == note


def test_a_diet_for_the_whole_order_still_guards_it():
    c = chat()
    c.say("1 tarta de queso mediana sin lactosa para el jueves a las 11")
    assert not c.order["lines"]
