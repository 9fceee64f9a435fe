"""Stop 52, the people counted at a salon (one appointment is one person; several at once go to a person).
«quero cortar o pelo a min e ao meu fillo» wrote down a single children's cut («Apunto: corte infantil…»)
while «…á miña filla» was handed over as two people; «quiero cortarnos el pelo a mi y a mi hijo» went to a
person as a question («Eso no lo tengo claro…»). «un corte y un tinte para mi y un corte para mi hijo el
martes» was handed over «para 3»: the services after «para mí y un …» were counted as a person. «mañana a
las 10 un corte de hombre y otro a las 12» dropped the 12 in silence. «un corte para mí y otro para mi
hija, uno a las 10 y otro a las 12» was handed over with `time: 10:00` (a guess: whose is it?).
Now «a mí y al/ao …» and «cortarnos el pelo» are two people, handed over «para 2»; the people are counted,
not the services; a second time for one more of the same is said to go apart («Una reserva es para una
hora: apunto la de las 10:00. La de las 12:00 va aparte…»), and several people at several times are
handed over with no time held, the customer's words (`said`) for the person to read."""
import pytest

from tests.conversation import chat

_TWO_ES = "Cada cita es para uno solo: para 2 a la vez"
_TWO_GL = "Cada cita é para un só: para 2 á vez"
# each at a time of their own: not «a la vez» (stop 56)
_OWN_TIMES_ES = "Cada cita es para uno solo: para 2 personas, cada una a su hora"
_OWN_TIMES_GL = "Cada cita é para un só: para 2 persoas, cada unha á súa hora"


# ---- two people: the writer and one of theirs ----------------------------------------------------------


@pytest.mark.parametrize("said, text", [
    ("quiero cortarnos el pelo a mi y a mi hijo", _TWO_ES),
    ("quiero cortar el pelo a mí y a mi hija", _TWO_ES),
    ("cortarnos el pelo a mi y a mi marido el martes", _TWO_ES),
    ("un corte para mí y para mi hijo", _TWO_ES),
    ("quiero cortarme el pelo a mi y al niño", _TWO_ES),
    ("quero cortar o pelo a min e ao meu fillo", _TWO_GL),
    ("quero cortarnos o pelo a min e á miña filla", _TWO_GL),
    ("quero cortar o pelo a min e a mina filla", _TWO_GL),
    ("un corte para min e para o meu fillo", _TWO_GL),
    ("cortar o pelo a min e ao meu home o martes", _TWO_GL),
    ("quero cortar o pelo a min e ao neno", _TWO_GL),
])
def test_the_writer_and_one_of_theirs_are_two_people(said, text):
    c = chat("peluqueria")
    t = c.say(said)
    assert text in t.text
    assert "Apunto" not in t.text and "no lo tengo claro" not in t.text
    assert t.request["kind"] == "handoff" and c.state["booking"]["people"] == 2


# ---- the people counted, not the services -------------------------------------------------------------


@pytest.mark.parametrize("said, text", [
    ("un corte y un tinte para mi y un corte para mi hijo el martes", _TWO_ES),
    ("un corte y un tinte para mí y un corte para mi hija", _TWO_ES),
    ("corte y barba para mi y un corte infantil para mi hijo", _TWO_ES),
    ("un corte e unha tinxidura para min e un corte para o meu fillo", _TWO_GL),
    ("corte e barba para min e un corte infantil para o meu fillo o martes", _TWO_GL),
])
def test_several_services_for_two_people_are_two_people(said, text):
    c = chat("peluqueria")
    t = c.say(said)
    assert text in t.text and "para 3" not in t.text
    assert c.state["booking"]["people"] == 2


# ---- one more of the same at another time: said to go apart -------------------------------------------


@pytest.mark.parametrize("said, apart, noted", [
    ("mañana a las 10 un corte de hombre y otro a las 12",
     "Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 va aparte",
     "Apunto: corte de hombre a las 10:00. Total 14,00 €"),
    ("manana a las 10 un corte de hombre y otro a las 12",
     "Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 va aparte",
     "Apunto: corte de hombre a las 10:00."),
    ("el martes un corte de hombre a las 10 y otro a las 12",
     "Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 va aparte",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €"),
    ("quero un corte de home ás 10 e outro ás 12 o martes",
     "Unha reserva é para unha hora: apunto a das 10:00. A das 12:00 vai á parte",
     "o martes 3 de novembro ás 10:00. Total 14,00 €"),
    ("o mercores as 10 un corte de muller e outro as 13",
     "Unha reserva é para unha hora: apunto a das 10:00. A das 13:00 vai á parte",
     "o mércores 4 de novembro ás 10:00. Total 22,00 €"),
])
def test_one_more_at_another_time_goes_apart(said, apart, noted):
    c = chat("peluqueria")
    t = c.say(said)
    assert apart in t.text and noted in t.text
    assert c.state["booking"]["min"] == 600 and "people" not in {k for k, v in c.state["booking"].items() if v}


@pytest.mark.parametrize("slug, said, apart", [
    ("", "mañana a las 10 una tarta de queso y otra a las 12",
     "Un pedido es para una hora: apunto el de las 10:00. Lo de las 12:00 va en otro pedido"),
    ("restaurante", "mesa para 2 mañana a las 14 y otra a las 21",
     "Una reserva es para una hora: apunto la de las 14:00. La de las 21:00 va aparte"),
])
def test_another_time_goes_apart_in_other_trades_too(slug, said, apart):
    t = chat(slug).say(said)
    assert apart in t.text


# ---- several people at several times: handed over with the words, no time guessed -----------------------


@pytest.mark.parametrize("said, text", [
    ("quiero un corte para mí y otro para mi hija, uno a las 10 y otro a las 12", _OWN_TIMES_ES),
    ("quiero un corte para mi y otro para mi hijo el martes, uno a las 10 y otro a las 11", _OWN_TIMES_ES),
    ("quero un corte para min e outro para a miña filla, un ás 10 e outro ás 12", _OWN_TIMES_GL),
])
def test_several_people_at_several_times_hold_no_guessed_time(said, text):
    c = chat("peluqueria")
    t = c.say(said)
    assert text in t.text and "va aparte" not in t.text and "vai á parte" not in t.text
    booked = t.request["data"]["booking"]
    assert booked["min"] is None and booked["time"] is None and booked["services"] == []
    assert t.request["data"]["said"] == [said]


# ---- near-misses: unchanged ------------------------------------------------------------------------------


@pytest.mark.parametrize("said, text", [
    ("un corte para mi hijo", "Apunto: corte infantil. Total 10,00 €"),
    ("un corte para o meu fillo", "Apunto: corte infantil. Total 10,00 €"),
    ("un corte de hombre el martes a las 10", "Apunto: corte de hombre el martes 3 de noviembre a las 10:00."),
    ("un corte de home o martes ás 10", "o martes 3 de novembro ás 10:00."),
])
def test_one_person_is_one_appointment(said, text):
    c = chat("peluqueria")
    t = c.say(said)
    assert text in t.text and "para 2" not in t.text and "aparte" not in t.text and "á parte" not in t.text
    assert t.request["kind"] != "handoff"


_TABLE_FOR_TWO = "Apunto: reserva para 2 personas el domingo 1 de noviembre a las 14:00."


@pytest.mark.parametrize("said", [
    "somos dos mañana a las 14",
    "mesa para mí y un amigo mañana a las 14",
    "mesa para 2 mañana a las 14 y otra a las 21",
])
def test_a_party_at_the_restaurant_is_one_table(said):
    t = chat("restaurante").say(said)
    assert _TABLE_FOR_TWO in t.text and "Cada cita" not in t.text
