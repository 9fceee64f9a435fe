"""Stop 45, each a family: «es para un cumpleaños» tells the occasion, not a party of one; a party
or a time taken back in the same message («para 4, no espera, 5», «a las 9, bueno mejor 9 y media»)
is the one said last, and «somos 3 no 2» with 2 held is 3; «a las 2 para 4 personas» is two in the
afternoon; «el que tengas», «cuando tengas hueco» take the first free time; a part of the day said
stays when the time said in it is taken; «corte y peinado de mujer» is both services; a verb that
starts only a group's names asks which; a problem told with words between («la rueda de atrás está
torcida») finds its service; «tengo que cambiar las X» is a problem told; «¿cuándo podéis?» at the
person question is whoever is free."""
import pytest

from tests.conversation import chat

TABLE = "mesa para 4 el jueves a las 21"
TABLE_GL = "mesa para 4 o xoves ás 21"


def _booking(c):
    return c.state["booking"]


# ---- an occasion is no party -------------------------------------------------------------------

@pytest.mark.parametrize("said, note", [
    ("es para un cumpleaños", "un cumpleaños"), ("es para un cumpleanos", "un cumpleanos"),
    ("es para un aniversario", "un aniversario"), ("sera para una comunion", "una comunion"),
    ("es pa un cumple", "un cumple"),
])
def test_an_occasion_said_after_the_party_keeps_the_party(said, note):
    c = chat("restaurante")
    c.say(TABLE)
    t = c.say(said)
    assert "1 persona" not in t.text and _booking(c)["party"] == 4
    assert f"Apunto como indicación: «{note}»" in t.text


def test_an_occasion_at_the_name_question_keeps_the_party():
    c = chat("restaurante")
    c.say_all(TABLE, "Ana")
    t = c.say("es para un aniversario")
    assert _booking(c)["party"] == 4 and "«un aniversario»" in t.text


def test_an_occasion_at_the_note_question_is_the_note():
    c = chat("restaurante")
    c.say_all(TABLE, "Ana", "600123123")
    c.say("es para un aniversario")
    assert _booking(c)["party"] == 4 and _booking(c)["note"] == "es para un aniversario"


def test_an_occasion_in_galician_keeps_the_party():
    c = chat("restaurante")
    c.say_all(TABLE_GL, "Ana")
    t = c.say("é para un aniversario")
    assert _booking(c)["party"] == 4 and "Apunto como indicación: «un aniversario»" in t.text


@pytest.mark.parametrize("said", ["es para uno", "somos una persona", "sera para una persona"])
def test_a_party_of_one_said_is_still_one(said):
    c = chat("restaurante")
    c.say(TABLE)
    t = c.say(said)
    assert _booking(c)["party"] == 1 and "reserva para 1 persona" in t.text


# ---- a party or a time taken back in the same message ------------------------------------------

@pytest.mark.parametrize("said, party, reply", [
    ("mesa para 4, no espera, 5, el jueves a las 9", 5, "reserva para 5 personas el jueves 5 de noviembre a las 21:00"),
    ("mesa para 4, uy no, para 5 el jueves a las 21", 5, "reserva para 5 personas"),
    ("mesa para 4, espera, para 6 el jueves a las 21", 6, "reserva para 6 personas"),
    ("mesa para 4, bueno mejor 5, el jueves a las 21", 5, "reserva para 5 personas"),
    ("mesa para catro, agarda, cinco, o xoves ás 21", 5, "reserva para 5 persoas o xoves 5 de novembro ás 21:00"),
    ("mesa para 4, espera que miro, el jueves a las 21", 4, "reserva para 4 personas"),
    ("mesa para 4 el jueves a las 9, mejor 10 y somos 5", 5, "reserva para 5 personas el jueves 5 de noviembre a las 22:00"),
    ("reserva para 2 el jueves a las 21 pero seremos 3", 3, "reserva para 3 personas"),
    ("mesa para 4 o xoves ás 21 e ao final seremos 6", 6, "reserva para 6 persoas"),
    ("mesa para 4 el jueves a las 21, somos 2 adultos y 2 niños", 4, "reserva para 4 personas"),
])
def test_a_party_taken_back_in_the_message_is_the_one_said_last(said, party, reply):
    c = chat("restaurante")
    t = c.say(said)
    assert _booking(c)["party"] == party and reply in t.text


@pytest.mark.parametrize("said, time", [
    ("mesa para 4 el jueves a las 9, bueno mejor 9 y media", "21:30"),
    ("mesa para 4 el jueves a las 9, no, 9 y media", "21:30"),
    ("reserva para 2 el jueves a las 21, perdon, 22", "22:00"),
    ("mesa para 4 el jueves a las 9 no, 8 y media", "20:30"),
    ("mesa para 4 o xoves ás 9, non, 9 e media", "21:30"),
    ("mesa para 4 el jueves a las 9, mejor 10 y somos 4", "22:00"),
])
def test_a_time_taken_back_in_the_message_is_the_one_said_last(said, time):
    t = chat("restaurante").say(said)
    assert f"a las {time}" in t.text or f"ás {time}" in t.text


@pytest.mark.parametrize("said, time", [
    ("mesa para 4 el jueves a las 9, no espera, 5", "21:00"),      # a bare hour far off mends something else
    ("mesa para 4 el jueves a las 9 o 10", "21:00"),
    ("mesa para 4 el jueves a las 9, no, 10 personas", "21:00"),
])
def test_a_number_after_a_time_that_is_no_hour_keeps_the_time(said, time):
    t = chat("restaurante").say(said)
    assert f"a las {time}" in t.text


@pytest.mark.parametrize("steps, said, time", [
    ([TABLE], "bueno mejor 9 y media", "21:30"),
    ([TABLE, "Ana"], "mejor 21 y media", "21:30"),
    ([TABLE, "Ana"], "al final 21:30", "21:30"),
    ([TABLE, "Ana"], "mejor 10 menos media", "21:30"),
    ([TABLE_GL, "Ana"], "mellor 9 e media", "21:30"),
])
def test_an_hour_with_its_minutes_said_instead_at_a_later_question_is_the_time(steps, said, time):
    c = chat("restaurante")
    c.say_all(*steps)
    t = c.say(said)
    assert f"{time}." in t.text and _booking(c)["party"] == 4
    assert _booking(c)["min"] == int(time[:2]) * 60 + int(time[3:])


@pytest.mark.parametrize("said", ["somos 3 no 2", "somos 3, no 2", "somos tres no dos", "semos 3 non 2"])
def test_a_party_said_with_the_one_held_denied_is_the_new_one(said):
    c = chat("restaurante")
    c.say_all("mesa para 2 el jueves a las 21", "Ana")
    t = c.say(said)
    assert _booking(c)["party"] == 3 and "reserva para 3" in t.text and "nombre" not in t.text.split(".")[0]


def test_a_party_mended_after_the_one_held_is_the_last():
    c = chat("restaurante")
    c.say("mesa para 2 el jueves a las 21")
    c.say("somos 2, no, 3")
    assert _booking(c)["party"] == 3


# ---- an hour said beside people ----------------------------------------------------------------

@pytest.mark.parametrize("said, reply", [
    ("el jueves a las 2 para 4 personas", "reserva para 4 personas el jueves 5 de noviembre a las 14:00"),
    ("mesa el jueves a las dos para cuatro", "reserva para 4 personas el jueves 5 de noviembre a las 14:00"),
    ("mañana a las 2 para 3", "reserva para 3 personas el domingo 1 de noviembre a las 14:00"),
    ("manana a las 2 para 3", "reserva para 3 personas el domingo 1 de noviembre a las 14:00"),
    ("mesa o xoves ás 2 para 4 persoas", "reserva para 4 persoas o xoves 5 de novembro ás 14:00"),
])
def test_two_oclock_beside_people_is_the_time_where_nothing_is_sized(said, reply):
    assert reply in chat("restaurante").say(said).text


def test_both_of_a_size_is_still_both_where_things_are_sized():
    c = chat()
    c.say("quiero 2 tartas de queso para el sábado a las 11")
    c.say("las dos de 12")
    assert c.order["lines"][0]["options"] == {"raciones": "12"} and c.order["min"] == 660


# ---- whatever is free --------------------------------------------------------------------------

@pytest.mark.parametrize("said", ["el que tengas", "a la hora que tengas", "la que tengas", "a la ora que tengais",
                                  "el q tengas", "la que tengas libre"])
def test_whatever_time_you_have_is_the_first_free(said):
    c = chat("restaurante")
    c.say("mesa para 4 el jueves")
    t = c.say(said)
    assert t.text.startswith("Apunto: reserva para 4 personas el jueves 5 de noviembre a las 13:00.")


@pytest.mark.parametrize("slug, steps, said, reply", [
    ("peluqueria", ["corte de mujer el jueves"], "cuando tengas hueco",
     "Apunto: corte de mujer el jueves 5 de noviembre a las 11:15."),
    ("peluqueria", ["corte de muller o xoves"], "cando teñas oco", "Apunto: corte de muller o xoves 5 de novembro ás 11:15."),
    ("restaurante", ["mesa para 4 o xoves"], "a hora que teñades", "reserva para 4 persoas o xoves 5 de novembro ás 13:00"),
])
def test_whenever_you_have_room_is_the_first_free(slug, steps, said, reply):
    c = chat(slug)
    c.say_all(*steps)
    assert reply in c.say(said).text


@pytest.mark.parametrize("said", ["dime lo que tengas", "dime o que tes", "cuando tengas un rato me llamas"])
def test_what_you_have_asked_to_be_told_is_no_time(said):
    c = chat("restaurante")
    c.say("mesa para 4 el jueves")
    c.say(said)
    assert _booking(c).get("min") is None


# ---- the part of the day said stays past a time taken -------------------------------------------

def test_the_afternoon_said_stays_when_its_time_is_taken():
    c = chat("peluqueria")
    c.say_all("corte de mujer el jueves por la tarde", "a las 5")
    t = c.say("Lara 611555444")
    assert t.chip_labels == ["16:00", "16:15", "18:00", "18:15"]
    assert "¿A qué hora te va bien el jueves 5 de noviembre?" in t.text


def test_the_afternoon_said_in_galician_stays_when_its_time_is_taken():
    c = chat("peluqueria")
    c.say_all("corte de muller o xoves pola tarde", "ás 5")
    t = c.say("Lara 611555444")
    assert all(int(label[:2]) >= 16 for label in t.chip_labels) and t.chip_labels


def test_a_time_outside_the_part_said_drops_the_part():
    c = chat("peluqueria")
    c.say_all("corte de mujer el jueves por la tarde", "mejor a las 11")
    t = c.say("Lara 611555444")
    assert t.chip_labels[0] == "11:15" and _booking(c).get("part") is None


@pytest.mark.parametrize("said", ["a las 9 menos cuarto", "mejor a las 9 menos cuarto"])
def test_an_hour_less_a_quarter_is_no_smaller_party(said):
    c = chat("restaurante")
    c.say_all(TABLE, "Ana")
    c.say(said)
    assert _booking(c)["party"] == 4


# ---- services said together and by the verb that starts a group ------------------------------

@pytest.mark.parametrize("said, reply", [
    ("corte y peinado de mujer el jueves", "Apunto: corte de mujer y peinado el jueves 5 de noviembre. Total 40,00 €"),
    ("quiero corte y peinado de mujer para el jueves", "Apunto: corte de mujer y peinado el jueves 5 de noviembre."),
    ("corte e peiteado de muller o xoves", "Apunto: corte de muller e peiteado o xoves 5 de novembro. Total 40,00 €"),
])
def test_a_kind_said_after_two_services_belongs_to_the_one_that_has_it(said, reply):
    assert reply in chat("peluqueria").say(said).text


def test_two_things_of_the_same_kind_keep_their_kind():
    c = chat()
    c.say("un croissant y una napolitana de chocolate para el sábado a las 11")
    names = {line["item_id"] for line in c.order["lines"]}
    assert "croissant" in names and len(names) == 2 and all("croissant-" not in n for n in names)


@pytest.mark.parametrize("said, question", [
    ("quiero cortar las puntas el jueves", "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("kiero cortar un poco el jueves", "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("quero cortar as puntas o xoves", "¿Que corte queres: de muller, de home ou infantil?"),
    ("sanear puntas el jueves", "¿Qué corte quieres: de mujer, de hombre o infantil?"),
])
def test_a_verb_that_starts_a_groups_names_asks_which(said, question):
    assert question in chat("peluqueria").say(said).text


def test_a_longer_name_of_one_of_the_group_is_that_one():
    t = chat("peluqueria").say("cortar el pelo largo el jueves")
    assert t.text.startswith("Apunto: corte de mujer el jueves 5 de noviembre.")


@pytest.mark.parametrize("said, reply", [
    ("cita con el barbero el jueves para arreglar la barba", "arreglo de barba con Iago el jueves"),
    ("corte de hombre co barbeiro o xoves", "corte de home con Iago o xoves"),
])
def test_a_persons_trade_said_is_that_person(said, reply):
    assert reply in chat("peluqueria").say(said).text


# ---- problems told -----------------------------------------------------------------------------

@pytest.mark.parametrize("said, service", [
    ("la rueda de atras esta torcida", "Centrado de rueda"),
    ("la rueda de atrás está torcida", "Centrado de rueda"),
    ("a roda de atrás está torcida", "Centrado de roda"),
    ("tengo un radio roto", "Centrado de rueda"),
    ("se me rompio un radio", "Centrado de rueda"),
    ("rompeuseme un raio", "Centrado de roda"),
    ("la rueda de delante hace ruido", "Revisión completa"),
    ("hace ruido la rueda al frenar", "Ajuste de frenos"),
])
def test_a_problem_told_finds_its_service(said, service):
    t = chat("taller").say(said)
    assert f"encaja {service}" in t.text or f"encaixa {service}" in t.text


def test_a_problem_told_by_a_short_stem_first_is_no_symptom():
    t = chat("taller").say("rot")
    assert "encaja" not in t.text


@pytest.mark.parametrize("said, noted", [
    ("tengo que cambiar las pastillas", "Apunto como indicación: «también 1 × Pastillas de freno (15,00 €)»."),
    ("necesito cambiar las pastillas de freno", "Apunto como indicación: «también 1 × Pastillas de freno (15,00 €)»."),
    ("teño que cambiar as pastillas", "Apunto como indicación: «tamén 1 × Pastillas de freno (15,00 €)»."),
    ("quiero cambiar la cadena", "Apunto como indicación: «también 1 × Cadena de 9 velocidades (24,00 €)»."),
])
def test_a_part_to_change_is_an_appointment_with_the_part_noted(said, noted):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == noted and t.text.endswith(("¿Qué servicio quieres?", "¿Que servizo queres?"))
    assert c.requests[-1]["kind"] == "booking"


@pytest.mark.parametrize("slug, steps, said, days", [
    ("peluqueria", ["quiero cita para un corte de hombre"], "cuando podeis?", "Hay hueco el martes 3, miércoles 4"),
    ("peluqueria", ["quiero cita para un corte de hombre"], "¿cuándo tenéis hueco?", "Hay hueco el martes 3"),
    ("peluqueria", ["quero cita para un corte de home"], "cando podedes?", "Hai oco o martes 3, mércores 4"),
])
def test_when_can_you_at_the_person_question_is_whoever_is_free(slug, steps, said, days):
    c = chat(slug)
    c.say_all(*steps)
    t = c.say(said)
    assert days in t.text and "None" not in t.text
    assert _booking(c)["resource"] == "any"


def test_who_is_free_at_the_person_question_is_still_asked():
    c = chat("peluqueria")
    c.say("quiero cita para un corte de hombre")
    c.say("quien tiene hueco?")
    assert _booking(c).get("resource") in (None, "")


def test_when_can_you_with_nothing_held_asks_the_service():
    t = chat("taller").say("¿cuándo podéis?")
    assert t.text == "¿Qué servicio quieres?" and "Centrado de rueda · 20,00 €" in t.chip_labels


# ---- a measure or a language the catalogue has not -----------------------------------------------

@pytest.mark.parametrize("said, not_had", [
    ("quiero 2 camaras 700x32", "No tengo «camaras 700x32» en el catálogo."),
    ("quiero una camara de 700x32", "No tengo «camara de 700x32» en el catálogo."),
    ("teneis camaras 700x32?", "No tengo «camaras 700x32» en el catálogo. Cámara 700x28: 7,00 €."),
    ("tedes cámaras de 700x32?", "Non teño «cámaras de 700x32» no catálogo. Cámara 700x28: 7,00 €."),
])
def test_a_measure_the_catalogue_has_not_is_said_not_had(said, not_had):
    c = chat("taller")
    t = c.say(said)
    assert not_had in t.text and "Apunto" not in t.text
    assert not (c.state.get("order") or {}).get("lines")


def test_the_measure_the_catalogue_has_is_ordered():
    t = chat("taller").say("quiero 2 camaras 700x28")
    assert t.text.startswith("Apunto: 2 × Cámara 700x28. Total 14,00 €.")


@pytest.mark.parametrize("said, not_had", [
    ("tenéis la guía do camiño en inglés?", "No tengo «guía do camiño en inglés» en el catálogo."),
    ("guia del camino en ingles", "No tengo «guia del camino en ingles» en el catálogo."),
    ("tedes a guía en inglés?", "Non teño «guía en inglés» no catálogo."),
])
def test_a_language_nothing_of_the_thing_says_is_said_not_had(said, not_had):
    t = chat("libreria").say(said)
    assert not_had in t.text and "Apunto" not in t.text


@pytest.mark.parametrize("said", ["quiero la guia del camino en el bolso", "quiero la guia del camino en frances"])
def test_a_place_or_the_things_own_language_orders_it(said):
    t = chat("libreria").say(said)
    assert t.text.startswith("Apunto: 1 × Guía do Camiño Francés.")


# ---- a note ends with its clause ---------------------------------------------------------------

@pytest.mark.parametrize("said, note, ymd", [
    ("quero a guia do camiño envolto para agasallo, paso o venres", "envolto para agasallo", "2026-11-06"),
    ("quiero la guia del camino envuelto para regalo, paso el viernes", "envuelto para regalo", "2026-11-06"),
    ("quiero la guia del camino, lo quiero para regalo, lo recojo el viernes", "para regalo", "2026-11-06"),
])
def test_a_note_ends_where_its_clause_ends(said, note, ymd):
    c = chat("libreria")
    c.say(said)
    assert c.order["notes_said"] == [note] and c.order["ymd"] == ymd


# ---- days --------------------------------------------------------------------------------------

@pytest.mark.parametrize("said, day", [
    ("reserva para 3 dentro de dos semanas, el jueves a las 21", "el jueves 12 de noviembre"),
    ("reserva para 3 el jueves dentro de 2 semanas a las 21", "el jueves 12 de noviembre"),
    ("reserva para 3 o xoves, daquí a tres semanas, ás 21", "o xoves 19 de novembro"),
])
def test_a_weekday_weeks_ahead_is_that_weekday_of_that_week(said, day):
    assert day in chat("restaurante").say(said).text


def test_weeks_ahead_alone_is_the_day_they_land_on():
    assert "el sábado 14 de noviembre" in chat("restaurante").say("reserva para 3 dentro de dos semanas").text


@pytest.mark.parametrize("said", ["reserva para 3 el lunes a cenar", "reserva para 3 o luns para cear"])
def test_the_days_offered_for_a_dinner_are_days_with_one(said):
    t = chat("restaurante").say(said)
    assert t.chip_labels and not any(label.startswith("dom") for label in t.chip_labels)


def test_the_days_offered_with_no_part_include_every_open_one():
    t = chat("restaurante").say("reserva para 3 el lunes")
    assert "dom 1 nov" in t.chip_labels


@pytest.mark.parametrize("said, told", [
    ("corte de hombre el martes a primera hora con iago", "Es la primera hora de Iago ese día: antes no trabaja."),
    ("corte de home o martes a primeira hora co iago", "É a primeira hora de Iago ese día: antes non traballa."),
])
def test_first_thing_with_a_person_who_starts_late_says_so(said, told):
    t = chat("peluqueria").say(said)
    assert "a las 15:00" in t.text or "ás 15:00" in t.text
    assert told in t.text


def test_first_thing_with_a_person_who_starts_at_opening_says_nothing_more():
    t = chat("peluqueria").say("corte de hombre el jueves a primera hora con iago")
    assert "a las 10:00" in t.text and "primera hora" not in t.text


# ---- a thing taken back that was never held ------------------------------------------------------

@pytest.mark.parametrize("then, reply", [
    ("las magdalenas no, mejor 2 napolitanas", "Apunto: 4 × Croissant de mantequilla y 2 × Napolitana de chocolate."),
    ("as magdalenas non, mellor 2 napolitanas", "Apunto: 4 × Croissant de mantequilla e 2 × Napolitana de chocolate."),
])
def test_a_thing_taken_back_that_was_not_held_keeps_the_lines_held(then, reply):
    c = chat()
    c.say("quiero 4 croissants y 3 magdalenas para el sabado a las 11")
    assert reply in c.say(then).text


@pytest.mark.parametrize("first, then", [
    ("quiero 4 croissants para el sabado a las 11", "los croissants no, mejor 2 napolitanas"),
    ("quiero una caja de macarons para el sabado a las 11", "los macarons no, mejor 2 napolitanas"),
])
def test_a_thing_held_taken_back_is_replaced(first, then):
    c = chat()
    c.say(first)
    assert c.say(then).text.startswith("Apunto: 2 × Napolitana de chocolate. Total 4,00 €.")


# ---- collecting things of a kind on a day asked --------------------------------------------------

@pytest.mark.parametrize("said, hours", [
    ("¿podemos recoger las tartas los domingos?", "Los domingos abrimos de 09:30 a 14:00."),
    ("¿se pueden recoger los pedidos los domingos?", "Los domingos abrimos de 09:30 a 14:00."),
    ("¿podo recoller as tartas os domingos?", "Os domingos abrimos de 09:30 a 14:00."),
    ("¿puedo recoger la tarta el domingo?", "El domingo 1 de noviembre abrimos de 09:30 a 14:00."),
])
def test_collecting_things_of_a_kind_on_a_day_asked_gets_the_hours(said, hours):
    c = chat()
    t = c.say(said)
    assert t.text == hours and not (c.state.get("order") or {}).get("lines")


# ---- a thing asked of a product that nothing of it says -----------------------------------------

@pytest.mark.parametrize("slug, said, first", [
    ("", "la bica lleva azafran?", "«azafran» no aparece en lo que tengo de Bica gallega: si es importante para ti, "
                                   "confírmalo con el local (981 000 404)."),
    ("", "a bica leva azafrán?", "«azafrán» non aparece no que teño de Bica gallega: se é importante para ti, "
                                 "confírmao co local (981 000 404)."),
    ("peluqueria", "el tinte lleva parafenilendiamina?", "«parafenilendiamina» no aparece en lo que tengo de Tinte"),
])
def test_a_thing_asked_that_the_card_does_not_say_is_said_missing_not_answered(slug, said, first):
    t = chat(slug).say(said)
    assert t.text.startswith(first)
    assert "Bica gallega:" in t.text or "Tinte:" in t.text      # what the card says still follows


@pytest.mark.parametrize("slug, said", [
    ("peluqueria", "el tinte lleva amoniaco?"),        # the card says «sin amoniaco»: it answers
    ("", "que lleva la bica?"),
])
def test_a_thing_the_card_says_or_nothing_asked_adds_no_warning(slug, said):
    assert "no aparece en lo que tengo" not in chat(slug).say(said).text


# ---- helper-129's families: taking one off, keeping one, colours, changes at the summary ---------

ORDER_SENT_READY = ["6 croissants y 2 palmeras para mañana a las 10", "Pepe", "612345678", "no"]


@pytest.mark.parametrize("first, then, reply", [
    ("tinte y corte de mujer el jueves", "al final no me hago el tinte", "Apunto: corte de mujer el jueves 5 de noviembre."),
    ("tinte y corte de mujer el jueves", "no me voy a hacer el tinte", "Apunto: corte de mujer el jueves 5 de noviembre."),
    ("tinte y corte de muller o xoves", "ao final non me fago o tinte", "Apunto: corte de muller o xoves 5 de novembro."),
    ("barba y corte de hombre el jueves", "al final no me hago la barba", "Apunto: corte de hombre el jueves 5 de noviembre."),
])
def test_a_service_not_done_after_all_leaves_the_other(first, then, reply):
    c = chat("peluqueria")
    c.say(first)
    t = c.say(then)
    assert t.text.startswith(reply) and len(_booking(c)["services"]) == 1


def test_a_thing_not_taken_after_all_leaves_the_rest():
    c = chat()
    c.say("6 croissants y 2 palmeras para mañana")
    t = c.say("al final no cojo las palmeras")
    assert t.text.startswith("Apunto: 6 × Croissant de mantequilla. Total 10,80 €.")


@pytest.mark.parametrize("slug, first, then, reply", [
    ("floristeria", "un ramo de rosas y otro de temporada", "no, solo el de temporada",
     "Apunto: 1 × Ramo de temporada. Total 28,00 €."),
    ("floristeria", "un ramo de rosas y otro de temporada", "solo o de tempada", "Apunto: 1 × Ramo de temporada."),
    ("", "una tarta de queso y una de santiago de 8 raciones", "solo la de queso", "Apunto: 1 × Tarta de queso. Total 22,00 €."),
])
def test_only_the_one_of_a_kind_keeps_it_alone(slug, first, then, reply):
    c = chat(slug)
    c.say(first)
    assert c.say(then).text.startswith(reply) and len(c.order["lines"]) == 1


@pytest.mark.parametrize("said, reply", [
    ("una maceta rosa para el sabado a las 12", "Apunto: 1 × Maceta de cerámica. Total 12,00 €."),
    ("unha maceta rosa para o sabado ás 12", "Apunto: 1 × Testo de cerámica. Total 12,00 €."),
    ("ramo de temporada en tonos rosa para el sabado a las 12", "Apunto: 1 × Ramo de temporada. Total 28,00 €."),
])
def test_a_colour_after_a_thing_is_no_thing_more(said, reply):
    assert chat("floristeria").say(said).text.startswith(reply)


def test_roses_named_after_another_thing_are_still_ordered():
    t = chat("floristeria").say("una orquidea y rosas para el sabado a las 12")
    assert t.text.startswith("Apunto: 1 × Orquídea y 1 × Ramo de rosas. Total 67,00 €.")


@pytest.mark.parametrize("then", ["cambia los croissants a 4", "en lugar de 6 croissants, 4", "cambia a 4 los croissants",
                                  "deixa os croissants en 4", "cambia los croissants a 4 por favor"])
def test_a_count_changed_at_the_summary_is_set(then):
    c = chat()
    c.say_all(*ORDER_SENT_READY)
    t = c.say(then)
    assert "Apunto: 4 × Croissant de mantequilla y 2 × Palmera de hojaldre. Total 11,60 €." in t.text \
        or "Apunto: 4 × Croissant de mantequilla e 2 × Palmera de hojaldre. Total 11,60 €." in t.text
    assert [line["qty"] for line in c.order["lines"]] == [4, 2]


@pytest.mark.parametrize("slug, steps, then, reply", [
    ("", ORDER_SENT_READY, "quiero cambiar el pedido", "Claro, aún no se ha enviado: dime qué cambio"),
    ("restaurante", ["mesa para 4 el viernes a las 21", "Ana", "600123123", "no"], "quiero cambiar la reserva",
     "Claro, aún no se ha enviado: dime qué cambio"),
    ("peluqueria", ["corte de hombre el jueves a las 10 con iago", "Pepe", "612345678", "no"], "quero cambiar a cita",
     "Claro, aínda non se enviou: dime que cambio"),
])
def test_a_change_of_nothing_said_at_the_summary_asks_what(slug, steps, then, reply):
    c = chat(slug)
    c.say_all(*steps)
    t = c.say(then)
    assert t.text.startswith(reply) and c.state["awaiting"] == "confirm"


def test_the_party_set_at_the_summary_is_the_new_one():
    c = chat("restaurante")
    c.say_all("mesa para 4 el viernes a las 21", "Ana", "600123123", "no")
    t = c.say("cambia la reserva a 5")
    assert _booking(c)["party"] == 5 and "reserva para 5 personas" in t.text


@pytest.mark.parametrize("said, reply", [
    ("espera que le pregunto a mi mujer", "Claro, sin prisa. ¿A qué hora lo recoges mañana?"),
    ("un momento que le pregunto a mi hermana", "Claro, sin prisa. ¿A qué hora lo recoges mañana?"),
    ("agarda que lle pregunto ao meu home", "Claro, sen présa. ¿A que hora o recolles mañá?"),
])
def test_asking_someone_first_is_a_pause(said, reply):
    c = chat()
    c.say("6 croissants para mañana")
    assert c.say(said).text == reply


@pytest.mark.parametrize("said", ["quiero cortar y teñir el jueves", "cortarme y teñirme el jueves"])
def test_a_group_verb_and_another_service_keeps_both(said):
    c = chat("peluqueria")
    t = c.say(said)
    assert "Apunto: tinte el jueves 5 de noviembre." in t.text
    assert t.text.endswith("¿Qué corte quieres: de mujer, de hombre o infantil?")


@pytest.mark.parametrize("slug, steps, said, reply", [
    ("restaurante", ["mesa para 2"], "el viernes no?", "Apunto: reserva para 2 personas el viernes 6 de noviembre."),
    ("peluqueria", ["corte de mujer con marta"], "el jueves no?",
     "Apunto: corte de mujer con Marta el jueves 5 de noviembre."),
    ("", ["6 croissants"], "mañana no?", "¿A qué hora lo recoges mañana?"),
    ("", ["6 croissants"], "mañá non?", "¿A que hora o recolles mañá?"),
])
def test_a_day_proposed_as_a_question_is_that_day(slug, steps, said, reply):
    c = chat(slug)
    c.say_all(*steps)
    assert reply in c.say(said).text


def test_a_day_refused_without_a_question_is_still_refused():
    c = chat("restaurante")
    c.say("mesa para 2")
    t = c.say("el viernes no")
    assert "vie 6 nov" not in t.chip_labels


@pytest.mark.parametrize("said, first", [
    ("cuando estaria?", "Lo más pronto es el martes 3 de noviembre."),
    ("cuando es lo antes?", "Lo más pronto es el martes 3 de noviembre."),
    ("que dia es lo mas pronto?", "Lo más pronto es el martes 3 de noviembre."),
    ("cando estaría?", "O máis cedo é o martes 3 de novembro."),
])
def test_the_first_day_asked_at_the_day_question_is_said(said, first):
    c = chat()
    c.say("una tarta de queso de 8 raciones")
    t = c.say(said)
    assert t.text.startswith(first) and "Eso no lo tengo claro" not in t.text
    assert t.text.count("antelación") == 1


@pytest.mark.parametrize("said, reply", [
    ("quiero ir a cenar con mi pareja", "Apunto: reserva para 2 personas. ¿Qué día te va bien?"),
    ("cenar con mi novia el viernes", "Apunto: reserva para 2 personas el viernes 6 de noviembre."),
    ("quero ir cear coa miña muller o venres", "Apunto: reserva para 2 persoas o venres 6 de novembro."),
    ("cenar con mis padres el viernes", "Apunto: reserva para 3 personas el viernes 6 de noviembre."),
])
def test_going_to_be_served_with_someone_is_a_table_for_them(said, reply):
    assert chat("restaurante").say(said).text.startswith(reply)


@pytest.mark.parametrize("said, party", [("unos 4 o 5", 5), ("4 o 5, aun no se", 5), ("seremos entre 6 y 8", 8),
                                         ("uns catro ou cinco", 5)])
def test_an_unsure_party_given_as_the_answer_books_the_larger(said, party):
    c = chat("restaurante")
    c.say("reserva el viernes")
    c.say(said)
    assert _booking(c)["party"] == party


def test_two_counts_far_apart_are_no_party():
    c = chat("restaurante")
    c.say("reserva el viernes")
    c.say("2 o 10")
    assert _booking(c).get("party") is None


@pytest.mark.parametrize("said, reply", [
    ("polvorones, 2 cajas", "Apunto: 2 × Caja de polvorones de almendra. Total 17,00 €."),
    ("galletas 3 bolsas", "Apunto: 3 × Bolsa de galletas de mantequilla. Total 19,50 €."),
    ("2 cajas de polvorones", "Apunto: 2 × Caja de polvorones de almendra. Total 17,00 €."),
])
def test_packs_counted_after_the_thing_are_packs(said, reply):
    assert chat().say(said).text.startswith(reply)


def test_pieces_counted_are_still_pieces():
    t = chat().say("15 polvorones")
    assert "2 × Caja de polvorones de almendra" in t.text


@pytest.mark.parametrize("steps, time", [
    (["4 croissants", "el martes temprano"], "09:00"),
    (["4 croissants para el martes temprano"], "09:00"),
    (["catro croissants para o martes cedo"], "09:00"),
])
def test_early_on_a_day_is_its_first_time(steps, time):
    c = chat()
    t = c.say_all(*steps)
    assert time in t.text and c.order["min"] == int(time[:2]) * 60


@pytest.mark.parametrize("said, line", [("los grandes", ("cuaderno-a4", 2)), ("os grandes", ("cuaderno-a4", 2)),
                                        ("los cuadriculados", ("cuaderno-a4", 2))])
def test_the_one_chosen_said_in_plural_is_picked(said, line):
    c = chat("libreria")
    c.say("quiero 2 cuadernos")
    c.say(said)
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == [line]


@pytest.mark.parametrize("slug, first, said, ids", [
    ("", "quiero 2 panes", "uno de cada", ["pan-masa-madre", "pan-centeno"]),
    ("", "quiero 2 panes", "los dos", ["pan-masa-madre", "pan-centeno"]),
    ("", "quero 2 pans", "un de cada", ["pan-masa-madre", "pan-centeno"]),
    ("libreria", "quiero 2 cuadernos", "uno de cada", ["cuaderno-a5", "cuaderno-a4"]),
])
def test_one_of_each_of_two_to_choose_from_is_one_of_each(slug, first, said, ids):
    c = chat(slug)
    c.say(first)
    c.say(said)
    assert [(x["item_id"], x["qty"]) for x in c.order["lines"]] == [(i, 1) for i in ids]


# ---- who a note is about, a name for someone else at the summary, a category wished ---------------

@pytest.mark.parametrize("said, note", [
    ("uno de los niños es alérgico al huevo", "uno de los niños es alérgico al huevo"),
    ("uno de los 4 niños es alérgico", "uno de los 4 niños es alérgico"),
    ("unha das nenas é alérxica ao leite", "unha das nenas é alérxica ao leite"),
    ("el niño es celíaco", "el niño es celíaco"),
])
def test_a_health_note_keeps_who_it_is_about(said, note):
    c = chat("restaurante")
    t = c.say(f"mesa para 6 el sábado 7 a las 14, {said}")
    assert f"«{note}»" in t.text or note in (_booking(c).get("notes_said") or [])


@pytest.mark.parametrize("said, name", [
    ("es para mi hermana Lucia, que lo recoge ella", "Lucia"),
    ("é para a miña irmá Lucía, que o recolle ela", "Lucía"),
    ("para Ana, que lo recoge ella", "Ana"),
])
def test_someone_else_named_at_the_summary_is_the_name(said, name):
    c = chat()
    c.say_all(*ORDER_SENT_READY)
    c.say(said)
    assert c.order["name"] == name and c.state["awaiting"] == "confirm"


def test_someone_else_not_named_at_the_summary_keeps_the_name():
    c = chat()
    c.say_all(*ORDER_SENT_READY)
    c.say("es para mi hermana")
    assert c.order["name"] == "Pepe"


@pytest.mark.parametrize("said, first", [
    ("una planta para regalar", "En Plantas: Orquídea (32,00 €) y Poto (14,00 €)."),
    ("quiero una planta de interior", "En Plantas: Orquídea (32,00 €) y Poto (14,00 €)."),
    ("quero unha planta", "En Plantas: Orquídea (32,00 €) e Poto (14,00 €)."),
])
def test_a_category_wished_offers_its_products(said, first):
    t = chat("floristeria").say(said)
    assert t.text.startswith(first) and "No tengo" not in t.text and t.chip_labels[:2] == ["Orquídea", "Poto"]


def test_a_category_wished_at_the_bookshop_shows_its_card():
    t = chat("libreria").say("quiero un libro infantil")
    cards = [card for m in t.metas() for card in m.get("cards", [])]
    assert [card["title"] for card in cards] == ["Infantil"]
    assert [row["name"] for row in cards[0]["rows"]] == ["A ra e a rata", "Atlas do ceo"]


@pytest.mark.parametrize("said, reply", [
    ("quiero ir a la pelu el viernes", "Apunto: cita el viernes 6 de noviembre. ¿Qué servicio quieres?"),
    ("quero ir á perruquería o venres", "Apunto: cita o venres 6 de novembro. ¿Que servizo queres?"),
])
def test_going_to_the_salon_on_a_day_is_an_appointment(said, reply):
    assert chat("peluqueria").say(said).text == reply


def test_the_salons_hours_asked_by_its_word_are_still_the_hours():
    t = chat("peluqueria").say("a que hora abre la pelu el sabado?")
    assert t.text == "El sábado 7 de noviembre abrimos de 09:00 a 14:00."
