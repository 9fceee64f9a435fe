"""Families found by this stop's review: an hour alone answers «¿A qué hora?»; «somos uno más»
is one more, not a party of one; «olvida la X» takes X out; «con Iago» at the name question is
the person wanted, never the customer's name. Both languages, with and without accents."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("lang, text, minute", [
    ("es", "11", 660), ("es", "10 y media", 630), ("es", "5 de la tarde", 1020), ("es", "17h", 1020),
    ("es", "once", 660), ("es", "11 porfa", 660), ("es", "pues 12", 720), ("es", "las 11", 660),
    ("gl", "10 e media", 630), ("gl", "ás 11", 660), ("gl", "11 e media", 690),
])
def test_an_hour_alone_answers_the_time_question(lang, text, minute):
    c = chat()
    c.say("quiero una bica para el martes" if lang == "es" else "quero unha bica para o martes")
    t = c.say(text)
    assert c.order["min"] == minute
    assert ("¿A nombre de quién lo preparo?" if lang == "es" else "¿A nome de quen o preparo?") in t.text


@pytest.mark.parametrize("text", ["3 de noviembre", "2 bicas", "ana"])
def test_what_is_no_hour_is_no_time(text):
    c = chat()
    c.say("quiero una bica para el martes")
    c.say(text)
    assert c.order["min"] is None


def test_an_hour_alone_answers_the_salon_s_time_question():
    c = chat("peluqueria")
    c.say("corte de mujer el martes")
    t = c.say("12")
    assert "12:00" in t.text


@pytest.mark.parametrize("more, party", [("somos uno mas", 4), ("seremos uno más", 4), ("somos dos mas", 5),
                                         ("somos un máis", 4), ("al final somos uno mas", 4),
                                         ("somos uno menos", 2)])
def test_one_more_is_added_to_the_party(more, party):
    c = chat("restaurante")
    c.say("mesa para 3 el sabado a las 14")
    c.say(more)
    assert c.state["booking"]["party"] == party


def test_one_more_at_the_summary_changes_the_party_sent():
    c = chat("restaurante")
    for text in ("mesa para 3 el sabado a las 14", "Ana", "600111222", "no"):
        c.say(text)
    t = c.say("al final somos uno mas")
    assert "reserva para 4 personas" in t.text and c.state["booking"]["party"] == 4


@pytest.mark.parametrize("lang, text", [("es", "olvida la bica"), ("es", "olvídate de la bica"),
                                        ("es", "descarta la bica porfa"), ("gl", "esquece a bica")])
def test_forget_it_takes_the_product_out(lang, text):
    c = chat()
    c.say("quiero 2 palmeras y una bica pal martes a las 10" if lang == "es"
          else "quero 2 palmeiras e unha bica pro martes ás 10")
    c.say(text)
    assert [(line["item_id"], line["qty"]) for line in c.order["lines"]] == [("palmera", 2)]


@pytest.mark.parametrize("text", ["se me olvidaba, pon tambien una empanada", "esquecéuseme, pon tamén unha empanada"])
def test_i_forgot_still_adds(text):
    c = chat()
    c.say("quiero 2 palmeras y una bica pal martes a las 10")
    c.say(text)
    assert {line["item_id"] for line in c.order["lines"]} == {"palmera", "bica", "empanada"}


@pytest.mark.parametrize("text", ["con Iago", "con iago porfa", "co Iago"])
def test_a_person_of_the_staff_at_the_name_question_is_no_name(text):
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 17")
    c.say("Marta")
    c.say(text)
    assert c.state["booking"]["name"] is None


def test_a_customer_named_like_the_staff_keeps_the_name():
    c = chat("peluqueria")
    c.say("corte de hombre el martes a las 17 con Marta")
    c.say("Iago Souto")
    assert c.state["booking"]["name"] == "Iago Souto"


@pytest.mark.parametrize("lang, first, change, line, total", [
    ("es", "quiero una sacher de 8 pal sabado a las 11", "la sacher de 12 mejor", "1 × Tarta Sacher (12 raciones)", "34,00"),
    ("es", "quiero una sacher de 8 pal sabado a las 11", "mejor la sacher de 12", "1 × Tarta Sacher (12 raciones)", "34,00"),
    ("gl", "quero unha sacher de 8 pro sabado ás 11", "mellor a sacher de 12", "1 × Tarta Sacher (12 racións)", "34,00"),
])
def test_a_product_held_named_with_another_size_changes_its_line(lang, first, change, line, total):
    c = chat()
    c.say(first)
    t = c.say(change)
    assert line in t.text and f"Total {total} €" in t.text
    assert len(c.order["lines"]) == 1


def test_the_open_sizes_of_two_lines_are_answered_by_naming_them():
    c = chat()
    c.say("quiero una tarta de queso y una sacher pal sabado")
    t = c.say("la de queso de 8 y la sacher de 20")
    assert "1 × Tarta de queso (8 raciones) y 1 × Tarta Sacher (20 raciones). Total 66,00 €." in t.text
    assert len(c.order["lines"]) == 2


def test_the_count_held_keeps_with_its_new_size():
    c = chat()
    c.say("quiero 2 tartas de santiago y 1 de limón pal viernes")
    t = c.say("las de santiago de 12 y la de limon de 8")
    assert "2 × Tarta de Santiago (12 raciones)" in t.text and "Total 74,00 €" in t.text


@pytest.mark.parametrize("more", ["y otra sacher de 12", "también una sacher de 12", "añade una sacher de 12"])
def test_another_of_the_product_with_another_size_is_a_second_line(more):
    c = chat()
    c.say("quiero una sacher de 8 pal sabado a las 11")
    t = c.say(more)
    assert "1 × Tarta Sacher (8 raciones) y 1 × Tarta Sacher (12 raciones)" in t.text


@pytest.mark.parametrize("first, then, note", [
    ("quiero una tarta de queso de 8 pal sabado a las 11", "con velas de numero 40 por favor", "con velas de numero 40"),
    ("quiero una tarta de queso de 8 pal sabado a las 11", "con una vela del 3", "con una vela del 3"),
    ("quero unha tarta de queixo de 8 pra o sabado as 11", "cunha vela do 3", "cunha vela do 3"),
])
def test_a_number_of_the_note_stays_in_it(first, then, note):
    c = chat()
    c.say(first)
    t = c.say(then)
    assert f"«{note}»" in t.text


def test_a_count_after_the_note_is_still_a_count():
    t = chat().say("quiero una tarta de queso de 8 con una vela 2 palmeras pal sabado a las 11")
    assert "2 × Palmera de hojaldre" in t.text


@pytest.mark.parametrize("question, order, said", [
    ("cuanto vale la sacher", "ok una de 12 pal viernes a las 11", "1 × Tarta Sacher (12 raciones). Total 34,00 €"),
    ("canto custa a sacher?", "vale, unha de 12 pro venres", "1 × Tarta Sacher (12 racións). Total 34,00 €"),
    ("cuanto cuesta la tarta de zanahoria?", "quiero una de 20 pal jueves", "1 × Tarta de zanahoria (20 raciones)"),
    ("cuanto cuesta la tarta de zanahoria?", "quiero 2 de 12", "2 × Tarta de zanahoria (12 raciones). Total 64,00 €"),
    ("canto custa a napolitana?", "ok, pois dúas desas pra mañá", "2 × Napolitana de chocolate. Total 4,00 €"),
    ("cuanto vale la napolitana", "vale pues 2 de esas pa mñn a las 10", "2 × Napolitana de chocolate. Total 4,00 €"),
])
def test_an_order_right_after_a_price_takes_the_product_asked_about(question, order, said):
    c = chat()
    c.say(question)
    t = c.say(order)
    assert f"Apunto: {said}" in t.text


def test_a_size_asked_after_a_price_is_still_a_question():
    c = chat()
    c.say("cuanto cuesta la sacher?")
    t = c.say("y de 12?")
    assert "Tarta Sacher (12 raciones): 34,00 €." in t.text and "Apunto" not in t.text


@pytest.mark.parametrize("text, said", [
    ("que dias trabaja iago?", "Iago trabaja los martes de 15:00 a 20:00; los miércoles, jueves y viernes de 10:00 a "
                               "19:00; los sábados de 09:00 a 14:00."),
    ("que horario tiene iago?", "Iago trabaja los martes de 15:00 a 20:00;"),
    ("cuando trabaja marta?", "Marta trabaja los martes, miércoles, jueves y viernes de 10:00 a 14:00 y de 16:00 a "
                              "20:00; los sábados de 09:00 a 14:00."),
    ("que días traballa o Iago?", "Iago traballa os martes de 15:00 a 20:00; os mércores, xoves e venres de 10:00 a "
                                  "19:00; os sábados de 09:00 a 14:00."),
])
def test_a_person_s_week_is_answered_from_the_staff_list(text, said):
    t = chat("peluqueria").say(text)
    assert said in t.text
    assert "Hoy abrimos" not in t.text


def test_a_person_s_day_still_gets_that_day():
    t = chat("peluqueria").say("¿trabaja Iago el sábado?")
    assert t.text == "Iago trabaja el sábado 7 de noviembre de 09:00 a 14:00."


@pytest.mark.parametrize("slug, first", [("restaurante", "mesa para 2 el viernes a las 21"),
                                         ("peluqueria", "corte de mujer el martes a las 12"),
                                         ("", "quiero una bica pal martes a las 10")])
@pytest.mark.parametrize("text, said", [("sin telefono", "Sin problema, sin teléfono"),
                                        ("prefiero no dar el telefono", "Sin problema, sin teléfono"),
                                        ("mejor sin teléfono", "Sin problema, sin teléfono"),
                                        ("sen teléfono", "Sen problema, sen teléfono")])
def test_declining_the_phone_with_its_name_is_a_no(slug, first, text, said):
    c = chat(slug)
    c.say(first)
    c.say("Ana")
    t = c.say(text)
    assert said in t.text
    assert "Puedes llamar" not in t.text and "Podes chamar" not in t.text
    assert c.state["awaiting"] == "note"


def test_asking_for_the_business_s_phone_at_the_phone_question_is_answered():
    c = chat("restaurante")
    c.say("mesa para 2 el viernes a las 21")
    c.say("Ana")
    t = c.say("cual es vuestro telefono?")
    assert "981 000 612" in t.text and c.state["awaiting"] == "phone"


@pytest.mark.parametrize("text, service", [
    ("cita para cortar el pelo de hombre el viernes", "corte de hombre"),
    ("corte de pelo infantil para el sabado", "corte infantil"),
    ("corte de pelo de niño el sabado", "corte infantil"),
    ("cortar el pelo, de mujer", "corte de mujer"),
    ("Moi boas, cita corte home sábado", "corte de home"),
    ("queria pedir vez para cortar o pelo o xoves, corte de muller", "corte de muller"),
])
def test_the_kind_said_with_the_group_word_chooses_the_service(text, service):
    c = chat("peluqueria")
    t = c.say(text)
    assert f"Apunto: {service}" in t.text
    assert "¿Qué corte quieres" not in t.text and "Que corte queres" not in t.text


@pytest.mark.parametrize("text", ["quiero cortarme el pelo el viernes", "corte el martes"])
def test_the_group_word_alone_still_asks_which(text):
    t = chat("peluqueria").say(text)
    assert "¿Qué corte quieres: de mujer, de hombre o infantil?" in t.text


def test_a_town_after_the_group_word_is_no_product():
    t = chat().say("¿tenéis tartas? santiago de compostela")
    assert "Tarta de queso" in t.text and "Apunto" not in t.text


@pytest.mark.parametrize("lang, then, name, phone", [
    ("es", "Ana, 612 34 56 78, sin nada mas", "Ana", "+34612345678"),
    ("es", "Ana 612345678 gracias", "Ana", "+34612345678"),
    ("gl", "me chamo Iago e o meu teléfono é o 677889900", "Iago", "+34677889900"),
    ("gl", "chámome Uxía, 677889900", "Uxía", "+34677889900"),
])
def test_name_and_phone_in_one_answer_are_both_kept(lang, then, name, phone):
    c = chat()
    c.say("quiero 2 croissants pal martes a las 10" if lang == "es" else "quero 2 croissants pra o martes ás 10")
    c.say(then)
    assert (c.order["name"], c.order["phone"]) == (name, phone)
    assert c.state["awaiting"] in ("note", "confirm")


@pytest.mark.parametrize("first", ["quiero 6 croissants pal martes a las 10 a nombre de Ana, 612345678, sin indicaciones",
                                   "quero 6 croissants pro martes ás 10 a nome de Ana, 612345678, sen indicacións"])
def test_no_note_said_ahead_is_not_asked_again(first):
    c = chat()
    t = c.say(first)
    assert c.order["note"] == "" and c.state["awaiting"] == "confirm"
    assert "indicación" not in t.texts[-1]


@pytest.mark.parametrize("lang, steps, then, kept, answered, next_question", [
    ("es", ["quiero 2 palmeras pal martes"], "a las 11. cuanto cuesta la napolitana?", ("min", 660),
     "Napolitana de chocolate: 2,00 €.", "¿A nombre de quién lo preparo?"),
    ("gl", ["quero 2 palmeiras pro martes"], "ás 11. canto custa a bica?", ("min", 660),
     "Bica gallega: 9,00 €.", "¿A nome de quen o preparo?"),
    ("es", ["quiero 2 palmeras pal martes"], "a las 11, ¿abrís el domingo?", ("min", 660),
     "El domingo 1 de noviembre abrimos de 09:30 a 14:00.", "¿A nombre de quién lo preparo?"),
    ("es", ["quiero 2 palmeras pal martes a las 11"], "Ana. a q hora cerrais el martes?", ("name", "Ana"),
     "El martes 3 de noviembre cerramos a las 20:00.", "¿Y un teléfono de contacto?"),
    ("es", ["quiero 2 palmeras pal martes a las 11", "Ana"], "612345678, cuanto es en total?",
     ("phone", "+34612345678"), "Total 4,40 €.", "¿Quieres una dedicatoria o alguna indicación"),
])
def test_an_answer_then_a_question_keeps_the_answer(lang, steps, then, kept, answered, next_question):
    c = chat()
    c.say_all(*steps)
    t = c.say(then)
    key, value = kept
    assert c.order[key] == value
    assert answered in t.text
    assert t.texts[-1].startswith(next_question)


@pytest.mark.parametrize("text, said, chips", [
    ("quiero 2 palmeras para el domingo 9", "¿Te refieres al domingo 8 de noviembre?", ["dom 8 nov"]),
    ("quiero 2 palmeras para el martes 9", "¿Te refieres al martes 10 de noviembre?", ["mar 10 nov"]),
    ("quero 2 palmeiras pro luns 3", "¿Refíreste ao martes 3 de novembro?", ["mar 3 nov"]),
    ("quiero 2 palmeras para el jueves 6", "¿Cuál quieres: el jueves 5 de noviembre o el viernes 6 de noviembre?",
     ["jue 5 nov", "vie 6 nov"]),
])
def test_a_weekday_and_number_that_disagree_offer_only_open_days(text, said, chips):
    t = chat().say(text)
    assert said in t.text
    assert t.chip_labels == chips


@pytest.mark.parametrize("text, said", [
    ("el sabado 7 quiero una tarta de queso de 8", "1 × Tarta de queso (8 raciones)"),
    ("Para el domingo 8 queria una tarta de limon", "1 × Tarta de limón (lemon pie)"),
    ("o martes 3 pasarei a recoller 2 empanadas", "2 × Empanada de zorza"),
    ("me guardais 2 palmeras q paso en un rato?", "2 × Palmera de hojaldre"),
])
def test_a_verb_or_a_while_after_a_number_is_no_unknown_product(text, said):
    t = chat().say(text)
    assert said in t.text
    assert "No tengo" not in t.text and "Non teño" not in t.text


def test_a_product_not_made_after_a_number_is_still_said():
    t = chat().say("quiero 2 pizzas")
    assert "No tengo «pizzas»" in t.text


@pytest.mark.parametrize("text, said", [
    ("cuantas raciones tiene la tarta de limon?", "Tarta de limón (lemon pie): 22,00 € (8 raciones), 30,00 € (12 raciones)"),
    ("de cuantas raciones es la sacher?", "Tarta Sacher: 26,00 € (8 raciones)"),
    ("para cuantas personas es la tarta de queso?", "Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones)"),
    ("cantas racións ten a tarta de limón?", "Tarta de limón (lemon pie): 22,00 € (8 racións)"),
])
def test_how_many_servings_lists_the_sizes(text, said):
    assert said in chat().say(text).text


def test_how_many_servings_mid_order_is_of_the_cart():
    c = chat()
    c.say("Para o domingo 8 quería unha tarta de limón")
    t = c.say("cantas racións ten?")
    assert "22,00 € (8 racións), 30,00 € (12 racións) e 40,00 € (20 racións)" in t.text
    assert t.texts[-1] == "¿Para cantas racións?"


def test_how_much_mid_order_is_the_cart_s_product():
    c = chat()
    c.say("quiero una bica pal martes")
    t = c.say("cuanto cuesta?")
    assert "Bica gallega: 9,00 €." in t.text and not t.cards()


@pytest.mark.parametrize("slug", ["", "restaurante"])
def test_how_many_people_without_a_product_is_no_price(slug):
    t = chat(slug).say("cuantas personas sois?")
    assert "€" not in t.text


@pytest.mark.parametrize("text, said", [
    ("cita para hoy a las 13 para barba", "Hoy ya no me quedan horas para reservar."),
    ("corte hombre hoy", "Hoy ya no me quedan horas para reservar."),
    ("barba el martes a las 11", "A las 11:00 no me queda hueco."),
])
def test_a_day_or_time_free_with_nobody_is_said_before_asking_who(text, said):
    t = chat("peluqueria").say(text)
    assert said in t.text
    assert "¿Con quién quieres la cita?" not in t.text


def test_a_day_free_with_several_still_asks_who():
    t = chat("peluqueria").say("corte de hombre el martes")
    assert "¿Con quién quieres la cita?" in t.text and t.chip_labels == ["Marta", "Iago", "Me da igual"]


@pytest.mark.parametrize("text, said", [
    ("corte de hombre y barba el jueves a las 18:30 con iago", "A las 18:30 ya no da tiempo: Iago termina a las 19:00."),
    ("barba o xoves ás 18:50 co iago", "Ás 18:50 xa non dá tempo: Iago remata ás 19:00."),
    ("mechas el jueves a las 19:30 con marta", "A las 19:30 ya no da tiempo antes del cierre (20:00)."),
])
def test_the_end_of_a_person_s_day_is_not_called_the_closing(text, said):
    assert said in chat("peluqueria").say(text).text


@pytest.mark.parametrize("lang, change, n", [("es", "vale, pues mejor 30", 30), ("es", "mejor 30", 30),
                                             ("es", "que sean 25", 25), ("gl", "mellor 30", 30)])
def test_a_smaller_count_at_the_big_order_offer_changes_it(lang, change, n):
    c = chat()
    c.say("quiero 40 croissants pal martes" if lang == "es" else "quero 40 croissants pro martes")
    t = c.say(change)
    assert f"Apunto: {n} × Croissant de mantequilla" in t.text
    assert c.state["awaiting"] == "time" and "persona" not in t.text


def test_yes_at_the_big_order_offer_still_passes_it_on():
    c = chat()
    c.say("quiero 40 croissants pal martes")
    t = c.say("vale")
    assert "Le paso tu pedido a una persona" in t.text


def test_better_four_at_the_time_question_is_a_count_when_four_is_closed():
    """Stop 47: 16:00 on Tuesday is closed: four of them, never the hour."""
    c = chat()
    c.say("quiero 2 palmeras pal martes")
    c.say("mejor 4")
    assert c.order["lines"][0]["qty"] == 4 and c.order.get("min") is None


@pytest.mark.parametrize("text, first, then", [
    ("a q hora abris el domingo? y el martes?", "El domingo 1 de noviembre abrimos", "El martes 3 de noviembre abrimos"),
    ("a que hora abrides o domingo? e o martes?", "O domingo 1 de novembro abrimos", "O martes 3 de novembro abrimos"),
    ("la tarta de santiago lleva gluten? y la de queso?", "En Tarta de Santiago no consta gluten",
     "Tarta de queso contiene gluten"),
    ("cuanto cuesta la sacher? y la de queso?", "Tarta Sacher: 26,00 €", "Tarta de queso: 22,00 €"),
])
def test_a_follow_up_in_the_same_message_is_answered_too(text, first, then):
    t = chat().say(text)
    assert first in t.texts[0] and then in t.texts[1]


@pytest.mark.parametrize("slug, first, then, said", [
    ("peluqueria", "corte de mujer el miercoles", "lo antes posible", "el miércoles 4 de noviembre a las 10:00"),
    ("peluqueria", "corte de mujer el miercoles", "cualquier hora me vale", "el miércoles 4 de noviembre a las 10:00"),
    ("peluqueria", "corte de muller o mércores", "canto antes", "o mércores 4 de novembro ás 10:00"),
    ("restaurante", "mesa para 2 el viernes", "lo antes posible", "el viernes 6 de noviembre a las 13:00"),
])
def test_as_soon_as_possible_at_a_booking_s_time_question_takes_the_first_free(slug, first, then, said):
    c = chat(slug)
    c.say(first)
    t = c.say(then)
    assert said in t.text
    assert c.state["awaiting"] == "name"


@pytest.mark.parametrize("text, item", [("una tarta de queso de 8 para comer fuera el domingo", "tarta-queso"),
                                        ("dos croissants, que los comemos fuera", "croissant")])
def test_outside_is_no_taking_out(text, item):
    c = chat()
    c.say(text)
    assert item in {line["item_id"] for line in c.order["lines"]}


@pytest.mark.parametrize("text", ["quiero una tarta con fresas para el sabado", "unha tarta con froitas pro sabado",
                                  "quiero una tarta de cumpleaños para el sabado",
                                  "una tarta para santiago, mi hijo, para el sabado"])
def test_a_group_word_with_an_ordinary_word_still_asks_which(text):
    t = chat().say(text)
    assert ("¿Qué tarta quieres?" in t.text or "¿Que tarta queres?" in t.text) and "Apunto: 1 ×" not in t.text


@pytest.mark.parametrize("slug, text, held", [
    ("peluqueria", "corte de hombre para mi y corte para el niño el viernes", None),
    ("", "tarta de santiago para 8 y tarta para 12 para el sabado", "¿Qué tarta quieres?"),
])
def test_a_second_group_word_after_a_product_is_not_dropped(slug, text, held):
    c = chat(slug)
    t = c.say(text)
    if slug == "peluqueria":     # (stop 52: two people go to a person with no service guessed, their words)
        assert t.texts[0].startswith("Cada cita es para uno solo: para 2 a la vez")
        assert c.state["booking"]["groups"] == ["corte"] and t.request["data"]["said"] == [text]
    else:
        assert "1 × Tarta de Santiago (8 raciones)" in t.text and held in t.text


@pytest.mark.parametrize("text", ["no gracias, muy amable", "ninguna, muchas gracias por la ayuda",
                                  "nada, hasta el viernes!", "non, moitas grazas pola axuda", "nada, con eso vale"])
def test_a_no_with_thanks_or_a_goodbye_is_no_note(text):
    c = chat("restaurante")
    c.say_all("mesa para 4 el viernes a las 21", "Ana", "612345678")
    c.say(text)
    assert c.state["booking"]["note"] == ""


@pytest.mark.parametrize("steps, party", [
    (("mesa para 2 el sabado a las 14", "Ana", "612345678", "seremos 3 mas o menos"), 3),
    (("mesa para 4 el sabado a las 14", "en realidad somos 6 mas o menos"), 6),
    (("mesa para 4 mas o menos el viernes a las 21",), 4),
])
def test_more_or_less_is_no_change_of_the_party(steps, party):
    c = chat("restaurante")
    c.say_all(*steps)
    assert c.state["booking"]["party"] == party


def test_a_question_about_a_person_is_no_free_time_question():
    t = chat("peluqueria").say("¿Iago tiene mucho tiempo de experiencia?")
    assert "Apunto" not in t.text


def test_a_follow_up_only_the_knowledge_answers_stays_one_question():
    t = chat("restaurante").say("¿teneis terraza? ¿y parking?")
    assert len(t.texts) == 1


@pytest.mark.parametrize("text", ["vale, mejor 20 y 20 napolitanas", "vale, mejor 20 croissants y 5 napolitanas"])
def test_a_new_mix_at_the_big_order_offer_still_goes_to_a_person(text):
    c = chat()
    c.say("quiero 40 croissants")
    t = c.say(text)
    assert "Le paso tu pedido a una persona" in t.text


def test_two_sizes_after_a_price_are_not_one():
    c = chat()
    c.say("cuanto cuesta la sacher")
    t = c.say("quiero 2 de 12 y 1 de 8")
    assert "2 × Tarta Sacher (8 raciones)" not in t.text


@pytest.mark.parametrize("slug, steps, text", [
    ("", ("quiero una sacher de 8", "el martes"), "para 12"),
    ("restaurante", ("mesa para 4 el viernes",), "mejor 5"),
])
def test_a_count_at_the_time_question_is_not_also_an_hour(slug, steps, text):
    c = chat(slug)
    c.say_all(*steps)
    t = c.say(text)
    assert "no estamos abiertos" not in t.text
    assert (c.order if not slug else c.state["booking"])["min"] is None


@pytest.mark.parametrize("text", ["perdona, a que hora cerrais?", "disculpa, donde estais?", "desculpa, a que hora pechades?"])
def test_a_courtesy_before_a_question_is_no_name(text):
    c = chat()
    c.say("quiero 2 palmeras pal martes a las 11")
    c.say(text)
    assert c.order["name"] is None


@pytest.mark.parametrize("text", ["no, mejor a las 11", "no, quita un croissant", "non, mellor ás 11"])
def test_a_no_with_a_change_at_the_note_question_is_no_note(text):
    c = chat()
    c.say_all("quiero 4 croissants pal martes a las 10", "Ana", "612345678")
    c.say(text)
    assert c.order["note"] in ("", None)


@pytest.mark.parametrize("text", ["para cuantas personas es la bica?", "para cuantas personas da la empanada?"])
def test_people_for_a_product_without_sizes_is_no_price(text):
    assert "€" not in chat().say(text).text


@pytest.mark.parametrize("text, said", [("Iago esta libre el martes a las 10?", "Iago trabaja el martes 3 de noviembre de 15:00 a 20:00."),
                                        ("esta libre marta el lunes?", "Marta no trabaja el lunes 2 de noviembre.")])
def test_a_person_free_when_they_do_not_work_gets_their_hours(text, said):
    t = chat("peluqueria").say(text)
    assert t.text == said


@pytest.mark.parametrize("slug, text, said", [
    ("restaurante", "mesa para 2 el vienres a las 21", "el viernes 6 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 el sabdo a las 21", "el sábado 7 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 el miercole a las 21", "el miércoles 4 de noviembre a las 21:00"),
    ("restaurante", "mesa para 2 o venrres ás 21", "o venres 6 de novembro ás 21:00"),
    ("", "quiero 2 palmeras pal juebes", "el jueves 5 de noviembre"),
])
def test_a_weekday_one_letter_off_is_that_weekday(slug, text, said):
    assert said in chat(slug).say(text).text


@pytest.mark.parametrize("text", ["en dos partes", "las partes de la tarta"])
def test_a_word_near_a_weekday_elsewhere_keeps_its_meaning(text):
    from bizengine.language.days import respell_weekdays
    assert respell_weekdays(text) == text


@pytest.mark.parametrize("text, said", [
    ("para el sabado, 4 personas a las 9 de la noche", "reserva para 4 personas el sábado 7 de noviembre a las 21:00"),
    ("hola, para el 7 de noviembre a las dos, 5 personas", "reserva para 5 personas el sábado 7 de noviembre a las 14:00"),
])
def test_people_a_day_and_a_time_are_a_table_without_its_word(text, said):
    assert said in chat("restaurante").say(text).text


def test_a_long_story_with_people_and_a_day_still_goes_to_a_person():
    t = chat("restaurante").say("fuimos 2 personas el viernes y la comida estaba fria")
    assert "Apunto" not in t.text


def test_selling_before_a_number_is_no_weekday():
    t = chat().say("¿me vendes 3 croisanes?")
    assert "Apunto: 3 × Croissant de mantequilla" in t.text


@pytest.mark.parametrize("text", ["abrides os domingos", "los sabados abris?"])
def test_a_weekday_s_plural_stays_every_week(text):
    from bizengine.language.days import respell_weekdays
    from bizengine.language.text import clean
    assert respell_weekdays(clean(text)) == clean(text)


@pytest.mark.parametrize("text, said", [("quiero 2 de esas palmeras", "2 × Palmera de hojaldre"),
                                        ("quiero 2 de las palmeras", "2 × Palmera de hojaldre"),
                                        ("ponme 3 de estas napolitanas", "3 × Napolitana de chocolate"),
                                        ("quero 2 desas palmeiras", "2 × Palmera de hojaldre")])
def test_a_count_of_those_products_is_their_count(text, said):
    assert f"Apunto: {said}" in chat().say(text).text


@pytest.mark.parametrize("steps, said", [
    (("¿que dias trabaja Iago? ¿y Marta?",), "Marta trabaja los martes, miércoles, jueves y viernes de 10:00 a 14:00"),
    (("¿que días traballa Iago? ¿e Marta?",), "Marta traballa os martes, mércores, xoves e venres"),
    (("que dias trabaja iago?", "y marta?"), "Marta trabaja los martes, miércoles, jueves y viernes"),
])
def test_and_the_other_person_after_a_week_gets_their_week(steps, said):
    c = chat("peluqueria")
    t = c.say_all(*steps)
    assert said in t.text and "persona" not in t.text


def test_another_person_with_a_day_after_a_week_still_books():
    c = chat("peluqueria")
    c.say("que dias trabaja iago?")
    t = c.say("con marta el martes a las 11")
    assert "Apunto: cita con Marta el martes 3 de noviembre a las 11:00." in t.text
