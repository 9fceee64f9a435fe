"""Stop 56, task K: things said beside a booking or an order were dropped, and a past purchase was
read as a new order.

What was wrong:
- A complaint about something bought before started an order: the florist's «buenas, el ramo de rosas
  que compre ayer se murio en dos dias» got «Apunto: 1 × Ramo de rosas…», the bike shop's «la cadena
  que me vendisteis ya esta oxidada» «Apunto: 1 × Cadena…» (dying, rust, going off were no problem
  words; «que encargué» no purchase).
- «para N» after the time was dropped when a question followed with «y»: «reserva el viernes a las 21
  para 4, y teneis terraza?» asked «¿Para cuántas personas?» (read as «para las 4 y …», an hour);
  «¿podéis preparar una tarta de cumpleaños?» beside that table was neither answered nor passed on.
- With a table held, «somos 2 adultos y 2 niños, teneis tronas?» only asked «¿A nombre de quién…?»:
  the question was lost.
- «2 juegos» / «2 pares de X» were no count: «quiero pastillas de freno» then «mejor 2 juegos» said
  «No tengo «juegos»», «quiero 2 pares de pastillas de freno» asked «¿Cuántas…?».
- «corte de hombre y barba …» then «mejor quita la barba, solo corte» took both off and asked
  «¿Qué servicio quieres?».

What now happens: «el X que compré / me vendisteis / me llevé / encargué» with a problem (dead,
rusty, withered…) gets an apology and a person, no order; «para N» before «y <question>» is the party
and the question is answered or passed on with the booking (also a favour asked of a place that takes
no orders); a question beside a party told to a booking held is answered or passed on, and the party
told with it («somos 5, ¿cuánto cuesta el menú?») is kept; «juego(s)»,
«par(es)», «set», «xogo(s)» count; «…, solo <group word>» keeps the one of the group held.
"""
import pytest

from tests.conversation import chat, chat_with_knowledge, line_counts
from tests.workshop_names import named_in

_SORRY = ("Siento lo ocurrido", "Sinto o ocorrido")
_PASSED = ("Se lo apunto al local junto a tu reserva", "Apúntollo ao local xunto á túa reserva")
_TERRACE = "Tenemos una terraza cubierta"


# ---------------------------------------------------------------- 1. a past purchase complained of

@pytest.mark.parametrize("slug, msg", [
    ("floristeria", "buenas, el ramo de rosas que compre ayer se murio en dos dias"),
    ("floristeria", "el ramo de temporada que encargué para el sábado llegó marchito"),
    ("floristeria", "el ramo de rosas que me llevé el jueves ya está muerto"),
    ("floristeria", "o ramo que merquei onte morreu"),
    ("floristeria", "o ramo de rosas que levei o sabado xa esta murcho"),
    ("taller", "la cadena que me vendisteis ya esta oxidada"),
    ("taller", "a cadea que me vendestes xa esta enferruxada"),
])
def test_a_past_purchase_gone_wrong_is_a_complaint_not_an_order(slug, msg):
    c = chat(slug)
    t = c.say(msg)
    assert t.text.startswith(_SORRY), t.text
    assert "Apunto" not in t.text and "€" not in t.text
    assert t.request and t.request["status"] == "pending"
    assert not line_counts(c)


def test_a_past_purchase_complained_of_mid_order_is_noted_not_added():
    c = chat("floristeria")
    c.say("quiero un ramo de rosas")
    t = c.say("por cierto, el ramo de temporada que compre ayer se murio")
    assert t.texts[0].startswith("Siento lo ocurrido. Lo apunto junto a este pedido")
    assert line_counts(c) == {"ramo-rosas": 1}


@pytest.mark.parametrize("msg, asked", [
    ("quiero el mismo ramo que compré ayer", "¿Qué ramo quieres?"),
    ("quero o mesmo ramo que merquei onte", "¿Que ramo queres?"),
])
def test_the_same_as_bought_before_is_still_asked_for(msg, asked):
    t = chat("floristeria").say(msg)
    assert asked in t.text and not t.text.startswith(_SORRY)


def test_a_new_bouquet_is_still_ordered():
    c = chat("floristeria")
    assert "1 × Ramo de rosas" in c.say("quiero un ramo de rosas").text
    assert line_counts(c) == {"ramo-rosas": 1}


# ---------------------------------------------------------------- 2. «para N» after the time, then a question

@pytest.mark.parametrize("msg, party, day", [
    ("reserva el viernes a las 21 para 4, y teneis terraza?", "para 4 personas", "viernes 6 de noviembre a las 21:00"),
    ("mesa el viernes a las 21 para 4 y teneis terraza?", "para 4 personas", "viernes 6 de noviembre a las 21:00"),
    ("mesa o venres ás 21 para 4 e tedes terraza?", "para 4 persoas", "venres 6 de novembro ás 21:00"),
])
def test_the_party_after_the_time_is_kept_and_the_terrace_answered(tmp_path, msg, party, day):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(msg)
    assert f"reserva {party} el {day}" in t.text or f"reserva {party} o {day}" in t.text, t.text
    assert _TERRACE in t.text
    assert "¿Para cuántas personas?" not in t.text and "¿Para cantas persoas?" not in t.text
    assert c.state["booking"]["party"] == 4


@pytest.mark.parametrize("msg, party", [
    ("mesa el viernes a las 21 para 4 y teneis tronas?", 4),
    ("reserva para el martes a las 14:30 para 2, y podeis preparar una tarta de cumpleaños?", 2),
    ("reserva o martes ás 14:30 para 2, e podedes preparar unha tarta de aniversario?", 2),
])
def test_the_party_after_the_time_is_kept_and_the_question_passed_on(tmp_path, msg, party):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say(msg)
    assert c.state["booking"]["party"] == party
    assert any(p in t.text for p in _PASSED), t.text
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")
    assert c.state["booking"]["questions"]


def test_four_and_a_half_is_no_party(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("reserva el viernes para 4 y media")
    assert not c.state["booking"].get("party")


def test_the_party_before_the_day_is_unchanged(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    t = c.say("reserva para 4 el viernes a las 21")
    assert "reserva para 4 personas el viernes 6 de noviembre a las 21:00" in t.text
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"


def test_the_terrace_asked_alone_is_answered(tmp_path):
    t = chat_with_knowledge("restaurante", tmp_path).say("¿tenéis terraza?")
    assert _TERRACE in t.text and "Apunto" not in t.text


# ---------------------------------------------------------------- 3. a question beside a party told to a table held

@pytest.mark.parametrize("first, msg, passed", [
    ("mesa para 4 el viernes a las 21", "somos 2 adultos y 2 niños, teneis tronas?", _PASSED[0]),
    ("mesa para 4 el viernes a las 21", "somos 2 adultos y 2 ninos, teneis tronas?", _PASSED[0]),
    ("mesa para 4 o venres ás 21", "somos 2 adultos e 2 nenos, tedes tronas?", _PASSED[1]),
])
def test_a_question_beside_the_party_told_is_passed_on(tmp_path, first, msg, passed):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say(first)
    t = c.say(msg)
    assert passed in t.text, t.text
    assert c.state["booking"]["party"] == 4
    assert c.state["booking"]["questions"]
    assert t.texts[-1] in ("¿A nombre de quién hago la reserva?", "¿A nome de quen fago a reserva?")


def test_a_question_beside_the_party_told_is_answered(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("mesa para 4 el viernes a las 21")
    t = c.say("somos 2 adultos y 2 niños, teneis terraza?")
    assert _TERRACE in t.text and t.texts[-1] == "¿A nombre de quién hago la reserva?"
    assert not c.state["booking"].get("questions")


def test_a_question_the_data_answers_beside_the_party_is_said_once(tmp_path):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say("mesa para 4 el viernes a las 21")
    t = c.say("somos 2 adultos y 2 niños, ¿cuánto cuesta el menú?")
    assert t.text.count("14,50 €") == 1 and not c.state["booking"].get("questions")


@pytest.mark.parametrize("first, msg, party, said", [
    ("mesa para 4 el viernes a las 21", "somos 5, ¿cuánto cuesta el menú?", 5, "Menú del día: 14,50 €"),
    ("mesa para 4 o venres ás 21", "somos 3, canto custa o menú?", 3, "Menú do día: 14,50 €"),
    ("mesa el viernes a las 21", "somos 4, ¿cuánto cuesta el menú?", 4, "Menú del día: 14,50 €"),
    ("mesa el viernes a las 21", "somos 4, teneis tronas?", 4, _PASSED[0]),
    ("mesa o venres ás 21", "somos catro, tedes tronas?", 4, _PASSED[1]),
])
def test_a_party_told_beside_a_question_is_kept(tmp_path, first, msg, party, said):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say(first)
    t = c.say(msg)
    assert c.state["booking"]["party"] == party
    assert t.text.count(said) == 1, t.text
    assert "¿Para cuántas personas?" not in t.text


# ---------------------------------------------------------------- 4. sets counted

@pytest.mark.parametrize("msg", ["quiero 2 pares de pastillas de freno", "quiero 2 juegos de pastillas de freno",
                                 "quero dous xogos de pastillas de freo", "pastillas de freno, 2 juegos",
                                 "quiero 2 sets de pastillas de freno"])
def test_sets_of_a_thing_count_it(msg):
    c = chat("taller")
    t = c.say(msg)
    assert named_in("2 × Pastillas de freno", "xogos" in msg) in t.text and "30,00 €" in t.text
    assert "¿Cuántas" not in t.text and "¿Cantas" not in t.text
    assert line_counts(c) == {"pastillas": 2}


@pytest.mark.parametrize("msg", ["mejor 2 juegos", "mejor 2 pares", "mellor dous xogos"])
def test_a_count_in_sets_changes_the_line(msg):
    c = chat("taller")
    c.say("quiero pastillas de freno")
    t = c.say(msg)
    assert named_in("2 × Pastillas de freno", "xogos" in msg) in t.text
    assert "No tengo" not in t.text and "Non teño" not in t.text
    assert line_counts(c) == {"pastillas": 2}


@pytest.mark.parametrize("slug, msg, counts", [
    ("taller", "quiero 2 pastillas de freno", {"pastillas": 2}),
    ("taller", "quiero un par de pastillas de freno", {"pastillas": 2}),
    ("", "quiero un par de croissants para mañana", {"croissant": 2}),
])
def test_plain_counts_are_unchanged(slug, msg, counts):
    c = chat(slug)
    c.say(msg)
    assert line_counts(c) == counts


# ---------------------------------------------------------------- 5. «…, solo <group word>» keeps the one held

@pytest.mark.parametrize("msg, kept", [
    ("mejor quita la barba, solo corte", "Apunto: corte de hombre el miércoles 4 de noviembre. Total 14,00 €"),
    ("mejor quita la barba y deja solo el corte", "Apunto: corte de hombre el miércoles 4 de noviembre. Total 14,00 €"),
    ("pensandolo mejor quita la barba, solo el corte", "Apunto: corte de hombre el miércoles 4 de noviembre"),
    ("mellor quita a barba, so corte", "Apunto: corte de home o mércores 4 de novembro. Total 14,00 €"),
    ("quita la barba", "Apunto: corte de hombre el miércoles 4 de noviembre. Total 14,00 €"),
    ("solo corte", "Apunto: corte de hombre el miércoles 4 de noviembre. Total 14,00 €"),
])
def test_only_the_cut_held_stays(msg, kept):
    c = chat("peluqueria")
    c.say("corte de hombre y barba el miercoles a las 12")
    t = c.say(msg)
    assert kept in t.text, t.text
    assert "¿Qué servicio quieres?" not in t.text and "¿Que servizo queres?" not in t.text
    assert c.state["booking"]["services"] == ["corte-hombre"]
