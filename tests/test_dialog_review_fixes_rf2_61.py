"""Stop 61, review fixes (RF2): three merged changes that said too much.

1. The restaurant's visit complaint fired on praise and plain talk: «nunca comimos mal aquí, mesa para 4…»
   was «Siento lo ocurrido. Lo apunto junto a la reserva nueva…», «en casa comemos fatal…», «no comemos bien
   el picante…», «con el carrito no pasamos bien por la puerta…» too, and «cenamos peor en otros sitios, aquí
   genial» went to a person as a complaint. Now only a visit gone by is one: a verb only past («comimos») or
   one said with when («ayer», «el otro día», «la última vez»), never after «nunca»/«jamás», nor a habit
   («no comemos bien el X»), nor worse elsewhere («peor en otros sitios», «peor que en casa»).
2. The workshop, «revision el martes», «¿incluye el centrado?»: was «… No incluye centrado de rueda. ¿Te
   apunto también…?» though the service-check's description says «revisión de ruedas». A description that
   shares a word with the other service's name or aliases may include it: the question goes on as before
   (to a person; «centrar la rueda», a word the description says, answered by it).
3. The florist, «¿hacéis arreglos florales para bodas?»: was the two bouquets' prices. A group named by a
   broader word than its things' own, asked for an occasion none of them is described for, stays a question
   (the knowledge's, else a person's). «¿tenéis ramos para bodas?», «¿tenéis arreglos florales?», «… para el
   sábado», «… para mi madre» list them as before; «un arreglo de flores» still asks «¿Qué ramo quieres?».
"""
import pytest

from tests.conversation import chat

SORRY, SORRY_GL = "Siento lo ocurrido", "Sinto o ocorrido"
NOT_SURE = "Eso no lo tengo claro y prefiero no inventarlo."
NOT_SURE_GL = "Iso non o teño claro e prefiro non inventalo."
NOTED_NEW = "Siento lo ocurrido. Lo apunto junto a la reserva nueva para que lo vea una persona del local."
PASSED = "Eso no lo tengo claro y prefiero no inventarlo. Se lo apunto"
LISTS = "Revisión completa: Ajuste de frenos y cambio, engrase y revisión de ruedas."
LISTS_GL = "Revisión completa: Axuste de freos e cambio, engraxe e revisión de rodas."
BOUQUETS = "Ramo de rosas: 35,00 €. Ramo de temporada: 28,00 €."


@pytest.mark.parametrize("said, booked", [
    ("nunca comimos mal aqui, mesa para 4 el sabado a las 9",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."),
    ("Nunca comimos mal aquí. Mesa para 4 el sábado a las 9",
     "Apunto: reserva para 4 personas el sábado 7 de noviembre a las 21:00."),
    ("jamas cenamos mal con vosotros, mesa para 2 el viernes a las 21",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00."),
    ("en casa comemos fatal, asi que queremos mesa para 2 el sabado",
     "Apunto: reserva para 2 personas el sábado 7 de noviembre."),
    ("no comemos bien el picante, mesa para 3 el sabado a las 14",
     "Apunto: reserva para 3 personas el sábado 7 de noviembre a las 14:00."),
    ("no comemos bien la cebolla, reserva para 2 el viernes a las 21",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00."),
    ("con el carrito no pasamos bien por la puerta, mesa para 2 el sabado",
     "Apunto: reserva para 2 personas el sábado 7 de noviembre."),
    ("cenamos fatal en casa, mejor aqui: mesa para 2 el viernes a las 21",
     "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00."),
    ("nunca xantamos mal aqui, mesa para 4 o sabado as 9",
     "Apunto: reserva para 4 persoas o sábado 7 de novembro ás 21:00."),
    ("na casa ceamos fatal, queremos mesa para 2 o venres ás 21",
     "Apunto: reserva para 2 persoas o venres 6 de novembro ás 21:00."),
    ("non comemos ben o picante, mesa para 3 o sábado ás 14",
     "Apunto: reserva para 3 persoas o sábado 7 de novembro ás 14:00."),
])
def test_praise_or_plain_talk_beside_a_booking_is_no_complaint(said, booked):
    t = chat("restaurante").say(said)
    assert t.texts[0] == booked
    assert SORRY not in t.text and SORRY_GL not in t.text
    assert t.request["kind"] == "booking"


@pytest.mark.parametrize("said", [
    "cenamos peor en otros sitios, aqui genial",
    "comemos peor en casa que aqui",
    "ayer cenamos peor en otro sitio, aquí siempre genial",
    "nunca comimos mal aqui",
    "jamás cenamos mal",
    "ceamos peor noutros sitios, aquí xenial",
    "nunca xantamos mal aquí",
    "no salimos bien por la puerta con la silla",
])
def test_praise_or_a_habit_alone_is_no_complaint(said):
    t = chat("restaurante").say(said)
    assert SORRY not in t.text and SORRY_GL not in t.text
    assert ((t.request or {}).get("data") or {}).get("topic") != "complaint"


@pytest.mark.parametrize("said, sorry", [
    ("comimos fatal", SORRY),
    ("cenamos fatal ayer", SORRY),
    ("ayer comimos peor que nunca", SORRY),
    ("ayer no comimos bien con el ruido", SORRY),
    ("anoche cenamos fatal", SORRY),
    ("hace dos semanas no lo pasamos bien", SORRY),
    ("ayer no cenamos bien la verdad", SORRY),
    ("onte ceamos peor ca nunca", SORRY_GL),
    ("o sabado pasado non xantamos ben", SORRY_GL),
])
def test_a_visit_gone_by_is_still_a_complaint(said, sorry):
    t = chat("restaurante").say(said)
    assert t.texts[0].startswith(sorry)
    assert t.request["data"]["topic"] == "complaint"


def test_a_visit_gone_by_beside_a_booking_still_noted():
    c = chat("restaurante")
    t = c.say("cenamos fatal ayer, mesa para 2 el viernes a las 21")
    assert t.texts[:2] == [NOTED_NEW, "Apunto: reserva para 2 personas el viernes 6 de noviembre a las 21:00."]




@pytest.mark.parametrize("first, asked, unsure", [
    ("revision el martes", "¿incluye el centrado?", PASSED),
    ("revision el martes", "incluye el centrado?", PASSED),
    ("revison el martes", "¿y va incluido el centrado?", PASSED),
    ("revision o martes", "inclúe o centrado?", "Iso non o teño claro e prefiro non inventalo."),
])
def test_a_service_sharing_a_word_with_the_description_is_not_said_left_out(first, asked, unsure):
    c = chat("taller")
    c.say(first)
    t = c.say(asked)
    assert "No incluye" not in t.text and "Non inclúe" not in t.text
    assert "¿Te apunto también" not in t.text and "¿Apúntoche tamén" not in t.text
    assert t.texts[0].startswith(unsure)
    assert c.state["booking"]["services"] == ["revision"]


@pytest.mark.parametrize("asked", ["¿incluye centrar la rueda?", "incluye centrar la rueda"])
def test_a_word_of_the_description_answered_by_it(asked):
    c = chat("taller")
    c.say("revision el martes")
    t = c.say(asked)
    assert t.texts[0].startswith(LISTS)
    assert "No incluye" not in t.text


@pytest.mark.parametrize("first, asked, answer", [
    ("revision el martes", "incluye un pinchazo?", f"{LISTS} No incluye reparar pinchazo."),
    ("revision o martes", "inclúe un furado?", f"{LISTS_GL} Non inclúe reparar furado."),
])
def test_a_service_the_description_shares_nothing_with_still_left_out(first, asked, answer):
    c = chat("taller")
    c.say(first)
    assert c.say(asked).texts[0] == answer


@pytest.mark.parametrize("said, unsure", [
    ("¿haceis arreglos florales para bodas?", NOT_SURE),
    ("¿Hacéis arreglos florales para una boda?", NOT_SURE),
    ("haceis arreglos florales para un funeral", NOT_SURE),
    ("¿teneis arreglos de flores para eventos?", NOT_SURE),
    ("cuanto cuesta un arreglo floral para un entierro?", NOT_SURE),
    ("¿haceis composiciones florales para comuniones?", NOT_SURE),
    ("¿facedes arranxos florais pra unha voda?", NOT_SURE_GL),
    ("tedes arranxos florais para un funeral?", NOT_SURE_GL),
])
def test_a_broad_word_asked_for_an_occasion_stays_a_question(said, unsure):
    t = chat("floristeria").say(said)
    assert t.texts[0].startswith(unsure)
    assert "35,00 €" not in t.text and "28,00 €" not in t.text
    assert t.request["kind"] == "question"


@pytest.mark.parametrize("said", [
    "¿haceis ramos para bodas?",
    "¿tenéis flores para un funeral?",
    "¿teneis arreglos florales?",
    "cuanto cuesta un arreglo floral para mi madre",
    "¿tenéis arreglos florales para un cumpleaños?",
])
def test_the_group_word_or_no_occasion_lists_the_bouquets(said):
    assert chat("floristeria").say(said).texts[0] == BOUQUETS


@pytest.mark.parametrize("said, question", [
    ("un arreglo de flores", "¿Qué ramo quieres?"),
    ("quiero un arreglo floral para el sábado", "¿Qué ramo quieres?"),
    ("quero un arranxo floral", "¿Que ramo queres?"),
])
def test_ordering_by_the_broad_word_still_asks_which(said, question):
    assert question in chat("floristeria").say(said).texts
