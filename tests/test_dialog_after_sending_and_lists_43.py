"""Stop 43, each a family: right after sending, a bare day or time («el martes», «a las 12»), «¿y si
añado…?» or «¿lo puedo recoger a las 12?» is a change of what was sent (a person makes it), never a
new empty request; «¿a q hora lo puedo recoger?» is what was sent, said back; counts mended beside
another line («los croissants no, que sean 4 y las napolitanas 3»); a wording told with a bare verb
(«ponle Felicidades papá»); an afternoon hour at the time question («al final 21»); «¿podéis el
martes a las 21?» and «lo primero que tengáis libre para 2» book; «cuando antes mejor»; «para mi hijo
y para mí» is two; the day of an occasion told in passing is a note; «me quedo con esa / con la
primera» after a price or a list; «un par de cada»."""
import pytest

from tests.conversation import chat, line_counts, sent

ORDER = ["quiero 4 croissants para el sábado a las 11", "Ana", "600123123"]
CHANGE_ES = "Lo que enviaste ya está en manos del local. Para cambiarlo, llama al"
CHANGE_GL = "O que enviaches xa está en mans do local. Para cambialo, chama ao"
BOOKED = {
    "restaurante": ["mesa para 4 el viernes a las 21", "Ana", "600123123", "Sin indicaciones"],
    "peluqueria": ["quiero un corte de hombre el martes a las 10", "Ana", "600123123", "Sin indicaciones"],
}


def _booking_sent(slug: str):
    *said, none = BOOKED[slug]
    c = chat(slug)
    c.say_all(*said)
    c.press(none)
    c.press("Enviar")
    return c


def _asks_nothing_new(c, t, before: int, phone: str, lang: str = "es") -> None:
    assert t.text == f"{CHANGE_ES if lang == 'es' else CHANGE_GL} {phone}."
    assert len(c.requests) == before and c.requests[-1]["status"] == "pending"


@pytest.mark.parametrize("then, lang", [
    ("el martes", "es"), ("a las 12", "es"), ("el martes a las 10", "es"), ("mañana", "es"), ("manana", "es"),
    ("para el martes", "es"), ("o martes", "gl"), ("o martes ás 12", "gl"),
])
def test_a_bare_day_or_time_after_sending_an_order_is_a_change_of_it(then, lang):
    c = sent(chat(), ORDER)
    before = len(c.requests)
    _asks_nothing_new(c, c.say(then), before, "981 000 404", lang)


@pytest.mark.parametrize("slug, then, lang, phone", [
    ("restaurante", "el martes", "es", "981 000 612"),
    ("restaurante", "a las 22", "es", "981 000 612"),
    ("restaurante", "o martes ás 21", "gl", "981 000 612"),
    ("peluqueria", "el jueves a las 11", "es", "981 000 733"),
    ("peluqueria", "el jueves", "es", "981 000 733"),
])
def test_a_bare_day_or_time_after_sending_a_booking_is_a_change_of_it(slug, then, lang, phone):
    c = _booking_sent(slug)
    before = len(c.requests)
    _asks_nothing_new(c, c.say(then), before, phone, lang)


def test_a_day_after_the_hours_asked_once_sent_asks_that_days_hours():
    c = sent(chat(), ORDER)
    c.say("¿qué horario tenéis el martes?")
    t = c.say("el jueves")
    assert t.text == "El jueves 5 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00."


def test_a_bare_day_and_time_with_nothing_sent_starts_the_booking():
    t = chat("restaurante").say("el martes a las 21")
    assert t.text.startswith("Apunto: reserva el martes 3 de noviembre a las 21:00.")


@pytest.mark.parametrize("then, lang", [
    ("¿y si añado 2 napolitanas?", "es"), ("y si anado 2 napolitanas", "es"), ("añado 2 napolitanas mas", "es"),
    ("e se engado 2 napolitanas?", "gl"),
])
def test_adding_asked_after_sending_is_a_change_of_the_order_sent(then, lang):
    c = sent(chat(), ORDER)
    before = len(c.requests)
    _asks_nothing_new(c, c.say(then), before, "981 000 404", lang)
    assert "Napolitana" not in c.last.text


@pytest.mark.parametrize("then, lang", [("y si añado barba?", "es"), ("e se engado barba?", "gl")])
def test_a_service_added_after_sending_is_a_change_of_the_appointment(then, lang):
    c = _booking_sent("peluqueria")
    before = len(c.requests)
    _asks_nothing_new(c, c.say(then), before, "981 000 733", lang)


@pytest.mark.parametrize("then, lang", [
    ("¿lo puedo recoger a las 12?", "es"), ("lo puedo recojer a las 12", "es"),
    ("puedo pasar a recogerlo el domingo?", "es"), ("podo recollelo ás 12?", "gl"),
])
def test_another_pickup_time_asked_after_sending_is_a_change_of_it(then, lang):
    c = sent(chat(), ORDER)
    before = len(c.requests)
    _asks_nothing_new(c, c.say(then), before, "981 000 404", lang)


@pytest.mark.parametrize("then, said", [
    ("a q hora lo puedo recoger?", "para recoger el sábado 7 de noviembre a las 11:00"),
    ("¿a qué hora lo tengo que recoger?", "para recoger el sábado 7 de noviembre a las 11:00"),
    ("cando o podo recoller?", "para recoller o sábado 7 de novembro ás 11:00"),
])
def test_when_to_pick_up_asked_after_sending_is_said_back(then, said):
    c = sent(chat(), ORDER)
    t = c.say(then)
    assert "4 × Croissant de mantequilla (total 7,20 €)" in t.text and said in t.text


HELD_TWO = "quiero 6 croissants y 2 napolitanas para el sábado a las 11"


@pytest.mark.parametrize("then", [
    "los croissants no, que sean 4 y las napolitanas 3", "los croisants no, que sean 4 y las napolitanas 3",
    "los croissants no, mejor 4, y las napolitanas 3", "los croissants mejor 4 y 3 napolitanas",
    "os croissants non, mellor 4 e as napolitanas 3", "os croissants non, que sexan 4 e as napolitanas 3",
])
def test_two_counts_mended_in_one_message_set_both_lines(then):
    c = chat()
    c.say(HELD_TWO)
    c.say(then)
    assert line_counts(c) == {"croissant": 4, "napolitana": 3}


@pytest.mark.parametrize("first, then, counts", [
    (HELD_TWO, "los croissants no, mejor 4", {"croissant": 4, "napolitana": 2}),
    ("quiero 3 croissants, mejor 2 napolitanas", None, {"napolitana": 2}),
])
def test_a_count_or_a_second_thought_alone_is_as_before(first, then, counts):
    c = chat()
    c.say(first)
    if then:
        c.say(then)
    assert line_counts(c) == counts


@pytest.mark.parametrize("then", ["las napolitanas no, mejor 4", "as napolitanas non, mellor catro",
                                  "las napolitanas que sean 4"])
def test_the_count_of_a_thing_not_held_adds_it_and_keeps_the_line_held(then):
    c = chat()
    c.say("quiero 6 croissants para el sábado a las 11")
    c.say(then)
    assert line_counts(c) == {"croissant": 6, "napolitana": 4}


def test_better_another_thing_still_takes_the_held_lines_place():
    c = chat()
    c.say("quiero 6 croissants para el sábado a las 11")
    c.say("mejor 4 napolitanas")
    assert line_counts(c) == {"napolitana": 4}


CAKE_AT_SUMMARY = ["quiero una tarta de queso de 8 raciones para el martes a las 12", "Ana", "600123123"]


@pytest.mark.parametrize("then, noted", [
    ("ponle felicidades papa", "Añado a las indicaciones: «ponle felicidades papa»."),
    ("escribe Parabens Uxia", "Añado a las indicaciones: «escribe Parabens Uxia»."),
    ("escribid en ella: Feliz jubilación Manolo", "Añado a las indicaciones: «escribid en ella: Feliz jubilación "
                                                  "Manolo»."),
    ("pon Feliz cumple en la tarta y 2 velas", "Añado a las indicaciones: «pon Feliz cumple; 2 velas»."),
    ("ponlle Parabéns avoa", "Engado ás indicacións: «ponlle Parabéns avoa»."),
])
def test_a_wording_told_with_a_bare_verb_at_the_summary_is_noted(then, noted):
    c = chat()
    c.say_all(*CAKE_AT_SUMMARY)
    c.press("Sin indicaciones")
    t = c.say(then)
    assert t.text.startswith(noted)
    assert line_counts(c) == {"tarta-queso": 1}


def test_put_with_things_at_the_summary_still_adds_them():
    c = chat()
    c.say_all(*CAKE_AT_SUMMARY)
    c.press("Sin indicaciones")
    c.say("pon 2 croissants")
    assert line_counts(c) == {"tarta-queso": 1, "croissant": 2}


@pytest.mark.parametrize("then", ["al final 21", "mejor 21", "ao final 21", "no, mejor 21"])
def test_an_afternoon_hour_offered_at_the_time_question_is_the_time(then):
    c = chat("restaurante")
    c.say("mesa para 4 el viernes")
    t = c.say(then)
    assert t.text.startswith(("Apunto: reserva para 4 personas el viernes 6 de noviembre a las 21:00.",
                              "Apunto: reserva para 4 persoas o venres 6 de novembro ás 21:00."))
    assert c.state["booking"]["party"] == 4 and c.state["booking"]["min"] == 21 * 60


def test_a_small_count_at_the_time_question_is_still_the_party():
    c = chat("restaurante")
    c.say("mesa para 4 el viernes")
    c.say("mejor 5")
    assert c.state["booking"]["party"] == 5 and c.state["booking"]["min"] is None


def test_a_size_not_offered_as_an_hour_is_still_the_size():
    c = chat()
    c.say("quiero una tarta de queso para el martes")
    c.press("8 raciones")
    c.say("al final 20")
    assert c.order["lines"][0]["options"] == {"raciones": "20"} and c.order.get("min") is None


@pytest.mark.parametrize("asked, start", [
    ("podeis el martes a las 21?", "Apunto: reserva el martes 3 de noviembre a las 21:00. ¿Para cuántas personas?"),
    ("¿podéis el martes a las 21?", "Apunto: reserva el martes 3 de noviembre a las 21:00. ¿Para cuántas personas?"),
    ("podedes o martes ás 21?", "Apunto: reserva o martes 3 de novembro ás 21:00. ¿Para cantas persoas?"),
    ("lo primero que tengáis libre para 2", "Apunto: reserva para 2 personas el sábado 31 de octubre a las 14:30."),
    ("lo primero que tengais libre para 2", "Apunto: reserva para 2 personas el sábado 31 de octubre a las 14:30."),
    ("o primeiro que estea libre para 2", "Apunto: reserva para 2 persoas o sábado 31 de outubro ás 14:30."),
])
def test_a_day_asked_of_them_or_the_first_free_for_a_party_books(asked, start):
    assert chat("restaurante").say(asked).text.startswith(start)


@pytest.mark.parametrize("then, start", [
    ("cuando antes mejor", "Apunto: corte de hombre el martes 3 de noviembre a las 10:00."),
    ("cuanto antes mejor", "Apunto: corte de hombre el martes 3 de noviembre a las 10:00."),
    ("cando antes mellor", "Apunto: corte de home o martes 3 de novembro ás 10:00."),
])
def test_as_soon_as_possible_written_with_cuando_takes_the_first_free(then, start):
    c = chat("peluqueria")
    c.say("quiero un corte de hombre")
    assert c.say(then).text.startswith(start)


@pytest.mark.parametrize("asked, party", [
    ("mesa para el viernes a las 21 para mi hijo y para mi", 2),
    ("mesa para el viernes a las 21 para mi hijo y para mí", 2),
    ("mesa o venres ás 21 para a miña filla e para min", 2),
    ("mesa el viernes a las 21 para mis dos hijos y para mi", 3),
])
def test_a_party_said_as_for_them_and_for_me(asked, party):
    c = chat("restaurante")
    c.say(asked)
    assert c.state["booking"]["party"] == party


CAKE_ON_SATURDAY = "quiero una tarta de queso de 8 raciones para el sábado a las 12"


@pytest.mark.parametrize("then", [
    "el martes es el cumple de mi hija", "el martes es el cumpleaños de mi hija",
    "es para el cumple de mi hija, que es el martes", "o martes é o cumpleanos da miña filla",
])
def test_the_day_of_an_occasion_told_in_passing_is_a_note_not_the_pickup(then):
    c = chat()
    c.say(CAKE_ON_SATURDAY)
    t = c.say(then)
    assert c.order["ymd"] == "2026-11-07" and c.order["min"] == 12 * 60
    assert t.text.startswith(("Apunto como indicación: «", "Apunto como indicación: «")) and then in t.text


def test_a_day_wished_beside_the_occasion_moves_the_pickup():
    c = chat()
    c.say(CAKE_ON_SATURDAY)
    t = c.say("mejor el martes, que es el cumple")
    assert c.order["ymd"] == "2026-11-03"
    assert t.text.startswith("Cambio la recogida al martes 3 de noviembre a las 12:00.")


@pytest.mark.parametrize("asked, then, counts", [
    ("¿cuánto cuesta la tarta de queso?", "me quedo con esa", {"tarta-queso": 1}),
    ("canto custa a tarta de queixo?", "quedome con ela", {"tarta-queso": 1}),
    ("¿qué tartas tenéis?", "me quedo con la primera", {"tarta-queso": 1}),
    ("¿qué tartas tenéis?", "quiero la segunda", {"tarta-santiago": 1}),
    ("¿qué tartas tenéis?", "pues la última", {"tarta-personalizada": 1}),
    ("que tartas tedes?", "quedome coa primeira", {"tarta-queso": 1}),
    ("¿qué tenéis sin gluten?", "me quedo con el segundo", {"brownie": 1}),
])
def test_the_one_priced_or_listed_is_taken_by_pointing_at_it(asked, then, counts):
    c = chat()
    c.say(asked)
    t = c.say(then)
    assert line_counts(c) == counts
    assert t.text.startswith("Apunto: 1 × ")


def test_the_nth_with_nothing_listed_takes_nothing():
    c = chat()
    c.say("hola")
    c.say("me quedo con la primera")
    assert line_counts(c) == {}


@pytest.mark.parametrize("then", ["un par de cada", "un par de cada una", "un par de cada unha"])
def test_a_pair_of_each_after_two_prices_takes_two_of_both(then):
    c = chat()
    c.say("¿cuánto valen los croissants y las napolitanas?")
    t = c.say(then)
    assert line_counts(c) == {"croissant": 2, "napolitana": 2}
    assert "«cada»" not in t.text


@pytest.mark.parametrize("then, said", [
    ("el sábado a las 11", "Tu pedido enviado: 4 × Croissant de mantequilla (total 7,20 €), para recoger el sábado 7 "
                           "de noviembre a las 11:00."),
    ("perfecto, el sabado a las 11 entonces", "Tu pedido enviado: 4 × Croissant de mantequilla (total 7,20 €), para "
                                              "recoger el sábado 7 de noviembre a las 11:00."),
    ("el sábado", "para recoger el sábado 7 de noviembre a las 11:00."),
    ("o sábado ás 11", "O teu pedido enviado: 4 × Croissant de mantequilla (total 7,20 €), para recoller o sábado 7 "
                       "de novembro ás 11:00."),
])
def test_the_day_and_time_sent_said_again_are_said_back(then, said):
    c = sent(chat(), ORDER)
    before = len(c.requests)
    t = c.say(then)
    assert said in t.text and "Para cambiarlo" not in t.text
    assert len(c.requests) == before


def test_the_booking_day_and_time_said_again_are_said_back():
    c = _booking_sent("restaurante")
    t = c.say("el viernes a las 21")
    assert "el viernes 6 de noviembre a las 21:00" in t.text and "Para cambiarlo" not in t.text


@pytest.mark.parametrize("then, said", [
    ("¿a qué hora puedo recoger un pedido el domingo?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
    ("¿se puede recoger los domingos?", "Los domingos abrimos de 09:30 a 14:00."),
])
def test_pickup_asked_of_any_order_after_sending_is_answered_with_the_hours(then, said):
    c = sent(chat(), ORDER)
    assert c.say(then).text == said


@pytest.mark.parametrize("asked", ["¿podéis hacer tortilla sin huevo a las 21?", "¿podeis abrir a las 21?"])
def test_can_you_do_something_at_a_time_is_no_booking(asked):
    c = chat("restaurante")
    t = c.say(asked)
    assert not t.text.startswith("Apunto: reserva") and not (c.state.get("booking") or {}).get("min")


@pytest.mark.parametrize("asked, party", [
    ("mesa para 6 el sábado a las 14 y para mi que sea en terraza", 6),
    ("mesa para 4 el sábado a las 14 y para mi es importante la terraza", 4),
    ("quería reservar y para mi cumpleaños el sábado a las 14 para 6", 6),
    ("mesa para mi marido y para mí el sábado a las 14", 2),
    ("mesa el sábado a las 14 y para mi madre una trona", None),
    ("reserva para mis hijos y para mí el sábado a las 14", None),
])
def test_for_me_beside_other_words_counts_nobody_twice(asked, party):
    c = chat("restaurante")
    c.say(asked)
    assert c.state["booking"]["party"] == party


def test_for_my_daughter_at_a_salon_is_one_appointment():
    t = chat("peluqueria").say("y para mi hija un corte el miércoles a las 17")
    assert t.text.startswith("Apunto: corte infantil el miércoles 4 de noviembre a las 17:00.")


@pytest.mark.parametrize("then, note, counts, minutes", [
    ("pon feliz cumple y ponme 4 croissants", "pon feliz cumple", {"tarta-queso": 1, "croissant": 4}, 11 * 60),
    ("ponle felicidades papa, y cambia la hora a las 12", "ponle felicidades papa", {"tarta-queso": 1}, 12 * 60),
    ("escribe 2 croissants mas", None, {"tarta-queso": 1, "croissant": 2}, 11 * 60),
])
def test_a_bare_verb_wording_ends_where_the_next_wish_begins(then, note, counts, minutes):
    c = chat()
    c.say_all("una tarta de queso de 8 raciones para el martes a las 11", "Ana", "600123123")
    c.press("Sin indicaciones")
    c.say(then)
    assert (c.order.get("note") or None) == note
    assert line_counts(c) == counts and c.order["min"] == minutes


@pytest.mark.parametrize("then", ["el cumple es el martes", "el martes es mi santo",
                                  "el cumple es el martes, asi que el martes"])
def test_an_occasions_day_answering_the_day_question_is_the_day(then):
    c = chat()
    c.say("una tarta de queso de 8 raciones para el lunes")       # closed on Mondays: the day is asked
    c.say(then)
    assert c.order["ymd"] == "2026-11-03"


def test_an_occasions_day_at_a_table_is_one_note():
    c = chat("restaurante")
    c.say("mesa para 4 el viernes a las 21")
    t = c.say("el cumple es el sábado")
    assert t.text.startswith("Apunto como indicación: «el cumple es el sábado».")
    assert c.state["booking"]["ymd"] == "2026-11-06"


@pytest.mark.parametrize("then, counts", [
    ("me quedo con la primera", {"tarta-queso": 1}), ("la segunda", {"tarta-santiago": 1}),
    ("quiero la última", {"tarta-personalizada": 1}), ("a primeira", {"tarta-queso": 1}),
    ("la de queso", {"tarta-queso": 1}),
])
def test_which_one_answered_by_its_place_among_the_buttons(then, counts):
    c = chat()
    c.say("quiero una tarta")
    c.say(then)
    assert line_counts(c) == counts


@pytest.mark.parametrize("then, counts, note", [
    ("pon 2 croissants", {"tarta-queso": 1, "croissant": 2}, None),
    ("poñe dous croissants", {"tarta-queso": 1, "croissant": 2}, None),
    ("ponme una tarta de santiago", {"tarta-queso": 1, "tarta-santiago": 1}, None),
    ("pon 2 velas", {"tarta-queso": 1}, "pon 2 velas"),
    ("pon una vela en la tarta de queso", {"tarta-queso": 1}, "pon una vela en la tarta de queso"),
    ("pon Feliz cumple Ana", {"tarta-queso": 1}, "pon Feliz cumple Ana"),
])
def test_things_put_at_the_note_question_are_ordered_not_noted(then, counts, note):
    c = chat()
    c.say_all("una tarta de queso de 8 raciones para el martes a las 11", "Ana", "600123123")
    c.say(then)
    assert line_counts(c) == counts
    assert (c.order.get("note") or None) == note


def test_a_card_sold_put_with_its_words_at_the_note_question_is_both():
    c = chat("floristeria")
    c.say_all("un ramo de rosas para el sábado a las 11", "Ana", "600123123")
    c.say("pon una tarjeta que diga te quiero")
    assert line_counts(c) == {"ramo-rosas": 1, "tarjeta": 1}
    assert c.order.get("note") == "que diga te quiero"
