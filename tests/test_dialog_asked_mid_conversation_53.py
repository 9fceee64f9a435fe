"""Stop 53, questions asked while something is held, or after another answer, got a wrong or generic
reply:
- with «Tarta Sacher (8 raciones)» held and its pickup time asked, «¿qué tamaños tenéis?» said «No
  tenemos tamaños en el catálogo.» (the held thing's sizes were not looked at once one was chosen);
- at the restaurant, after «¿hay parking cerca?», «¿y menú el sábado?» said only «Menú del día:
  14,50 €.» (it reads as yes; the menu is served «de martes a viernes»), and «¿y los fines de semana
  hay menú?» said the price and description, no «no»;
- «¿cuánto me sale más o menos?» mid-booking said «No tengo «menos» en el catálogo.», and «¿cuánto me
  sale una cena para 2 más o menos?» «No tengo «cena»…»: an estimate is of the whole, not a thing;
- «¿cuándo puedo recogerlo?» with «2 × Poto» held for Monday (and «¿cando o podo recoller?» at the
  bookshop) said «Para seguir necesito que me digas una de estas opciones…»;
- «¿hacéis tartas sin gluten por encargo?» started an order («¿Qué tarta quieres?», every cake).
Now: the held thing's sizes with their prices (the order's question after it); «No. Menú del día:
solo de martes a viernes.» (and «Sí, de martes a viernes. Menú del día: 14,50 €.» on a day it is
served); the range of the catalogue's prices, then the catalogue, the booking's question after it;
the opening hours of the held day (of the first day, with none held); the cakes without gluten.
Left as before: «¿qué tamaños tenéis?» with nothing held, «¿hay menú del día hoy?», «¿cuánto cuesta el
menú?», «quiero 2 potos para el lunes», «¿hacéis tartas por encargo?» (no diet: which one)."""
import pytest

from tests.conversation import chat, chat_with_knowledge, line_counts

# ---- «¿qué tamaños tenéis?» of the thing held, at a size already ----------------------------------------


@pytest.mark.parametrize("first, asked, sizes, question", [
    ("tarta sacher para 8 personas para el sabado", "que tamaños teneis?",
     "Tarta Sacher: 26,00 € (8 raciones), 34,00 € (12 raciones) y 44,00 € (20 raciones).", "¿A qué hora"),
    ("tarta de queso para 12 el viernes", "q tamaños hay?",
     "Tarta de queso: 22,00 € (8 raciones), 30,00 € (12 raciones) y 40,00 € (20 raciones).", "¿A qué hora"),
    ("tarta sacher para 8 personas para el sabado", "de que tamanos las haceis?",
     "Tarta Sacher: 26,00 € (8 raciones), 34,00 € (12 raciones) y 44,00 € (20 raciones).", "¿A qué hora"),
    ("unha tarta sacher para 12 persoas o sabado", "que tamanos hai?",
     "Tarta Sacher: 26,00 € (8 racións), 34,00 € (12 racións) e 44,00 € (20 racións).", "¿A que hora"),
    ("unha tarta de zanahoria de 20 racions para o venres", "que tamaños tedes?",
     "Tarta de zanahoria: 24,00 € (8 racións), 32,00 € (12 racións) e 42,00 € (20 racións).", "¿A que hora"),
])
def test_the_held_things_sizes_with_their_prices(first, asked, sizes, question):
    c = chat()
    c.say(first)
    held = line_counts(c)
    t = c.say(asked)
    assert sizes in t.text
    assert "No tenemos" not in t.text and "Non temos" not in t.text
    assert "carta" not in t.text.lower()        # not the whole catalogue
    assert t.texts[-1].startswith(question)     # the order goes on
    assert line_counts(c) == held


def test_sizes_asked_with_nothing_held_still_lists_what_comes_in_sizes():
    t = chat().say("que tamaños teneis?")
    assert t.text.startswith("Se hacen en varios tamaños")
    assert "8 raciones, 12 raciones y 20 raciones" in t.text


# ---- «¿y X el <day>?», «¿y los fines de semana hay X?» of a thing served some days ----------------------


@pytest.mark.parametrize("first, asked, answer", [
    ("hay parking cerca?", "y menu el sabado?", "No. Menú del día: solo de martes a viernes."),
    ("aceptais perros?", "y el menu del dia el domingo?", "No. Menú del día: solo de martes a viernes."),
    ("cuanto es el menu del dia y que lleva?", "y los fines de semana hay menu?",
     "No. Menú del día: solo de martes a viernes."),
    ("cuanto cuesta el pulpo?", "y los findes hay menu del dia?", "No. Menú del día: solo de martes a viernes."),
    ("teneis terraza?", "y menu el viernes?", "Sí, de martes a viernes. Menú del día: 14,50 €."),
    ("onde estades?", "e o menu do dia o domingo?", "Non. Menú do día: só de martes a venres."),
    ("canto custa o polbo?", "e o menu do dia o sabado?", "Non. Menú do día: só de martes a venres."),
    ("onde estades?", "e o menu do dia o xoves?", "Si, de martes a venres. Menú do día: 14,50 €."),
    ("hay parking cerca?", "e nos fins de semana hai menu?", "Non. Menú do día: só de martes a venres."),
])
def test_a_follow_up_of_a_day_says_whether_it_is_served(tmp_path, first, asked, answer):
    c = chat_with_knowledge("restaurante", tmp_path)
    c.say(first)
    t = c.say(asked)
    assert t.texts == [answer]


@pytest.mark.parametrize("first, asked, answer", [
    ("hay menu del dia el jueves?", "y el sabado?", "No. Menú del día: solo de martes a viernes."),
    ("hay menu del dia el jueves?", "y los fines de semana?", "No. Menú del día: solo de martes a viernes."),
    ("cuanto cuesta el menu?", "e o domingo?", "Non. Menú do día: só de martes a venres."),
    ("cuanto cuesta el menu?", "e o xoves?", "Si, de martes a venres. Menú do día: 14,50 €."),
])
def test_a_day_alone_after_the_thing_talked_about(first, asked, answer):
    c = chat("restaurante")
    c.say(first)
    assert c.say(asked).texts == [answer]


def test_a_day_alone_asking_the_hours_is_not_the_things():
    c = chat("restaurante")
    c.say("hay menu del dia el jueves?")
    t = c.say("y el domingo abris?")
    assert t.texts == ["El domingo 1 de noviembre abrimos de 13:00 a 16:30."]


def test_a_day_alone_mid_booking_still_moves_the_booking():
    c = chat("restaurante")
    c.say("cuanto cuesta el menu?")
    c.say("reserva para 2 el viernes a las 21")
    t = c.say("y el sabado?")
    assert "Menú" not in t.text
    assert c.state["booking"]["ymd"] == "2026-11-07"


def test_a_follow_up_of_a_day_mid_booking_keeps_the_booking():
    c = chat("restaurante")
    c.say("reserva para 2 el sabado que viene a las 21:30")
    t = c.say("y menu el sabado?")
    assert t.texts[0] == "No. Menú del día: solo de martes a viernes."
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"
    assert c.state["booking"]["ymd"] == "2026-11-07" and c.state["booking"]["party"] == 2


@pytest.mark.parametrize("asked, answer", [
    ("hay menu del dia hoy?", ["No. Menú del día: solo de martes a viernes."]),
    ("cuanto cuesta el menu?", ["Menú del día: 14,50 €."]),
])
def test_the_menu_asked_directly_is_answered_as_before(tmp_path, asked, answer):
    assert chat_with_knowledge("restaurante", tmp_path).say(asked).texts == answer


def test_the_menu_asked_of_a_day_it_is_served_still_says_price_and_days():
    t = chat("restaurante").say("hay menu del dia el jueves?")
    assert t.texts[0] == "Menú del día: 14,50 €."
    assert "De martes a viernes a mediodía" in t.text


# ---- «¿cuánto me sale más o menos?»: an estimate, never a thing missing -----------------------------------


_RANGE_ES = "Depende de lo que elijas: en el catálogo los precios van de 5,50 € a 22,00 €."
_RANGE_GL = "Depende do que escollas: no catálogo os prezos van de 5,50 € a 22,00 €."


@pytest.mark.parametrize("booking, asked, answer, question", [
    ("reserva para 2 el sabado que viene a las 21:30", "cuanto me sale mas o menos?", _RANGE_ES,
     "¿A nombre de quién hago la reserva?"),
    ("mesa para 2 el jueves a las 21", "cuanto sale mas o menos por persona?", _RANGE_ES,
     "¿A nombre de quién hago la reserva?"),
    ("reserva para 4 el viernes a las 21", "cuanto nos sale aproximadamente?", _RANGE_ES,
     "¿A nombre de quién hago la reserva?"),
    ("mesa para 2 o xoves ás 21", "canto nos sae mais ou menos?", _RANGE_GL,
     "¿A nome de quen fago a reserva?"),
])
def test_an_estimate_mid_booking_is_the_range_then_the_booking(booking, asked, answer, question):
    c = chat("restaurante")
    c.say(booking)
    t = c.say(asked)
    assert t.texts[0] == answer
    assert "No tengo" not in t.text and "Non teño" not in t.text
    assert t.cards("menu")                      # the catalogue, with its prices
    assert t.texts[-1] == question


@pytest.mark.parametrize("asked, answer", [
    ("cuanto me sale una cena para 2 mas o menos?", _RANGE_ES),
    ("cuanto me sale una cena para 2 más o menos?", _RANGE_ES),
    ("canto sae aproximadamente unha comida para 3?", _RANGE_GL),
    ("canto nos sae unha cea para catro mais ou menos?", _RANGE_GL),
])
def test_an_estimate_asked_first_is_the_range(tmp_path, asked, answer):
    for c in (chat("restaurante"), chat_with_knowledge("restaurante", tmp_path)):
        t = c.say(asked)
        assert t.texts[0] == answer
        assert "«" not in t.text


def test_an_estimate_of_what_is_held_is_its_total():
    c = chat()
    c.say("tarta sacher para 8 personas para el sabado")
    t = c.say("cuanto me sale mas o menos?")
    assert t.texts[0] == "Llevas 1 × Tarta Sacher (8 raciones). Total 26,00 €."
    assert "Depende" not in t.text


def test_a_thing_not_sold_priced_is_still_told_missing():
    t = chat("restaurante").say("cuanto cuesta una paella?")
    assert t.texts[0] == "No tengo «paella» en el catálogo."


# ---- «¿cuándo puedo recogerlo?» mid-order -------------------------------------------------------------------


@pytest.mark.parametrize("slug, first, asked, hours, question", [
    ("floristeria", "2 potos para el lunes", "cuando puedo recogerlo?",
     "El lunes 2 de noviembre abrimos de 10:00 a 14:00 y de 17:00 a 20:00.",
     "¿A qué hora lo recoges el lunes 2 de noviembre?"),
    ("floristeria", "quiero un ramo de rosas para el martes", "cuando lo puedo recoger?",
     "El martes 3 de noviembre abrimos de 10:00 a 14:00 y de 17:00 a 20:00.",
     "¿A qué hora lo recoges el martes 3 de noviembre?"),
    ("libreria", "o libro da ra e a rata para o luns", "cando o podo recoller?",
     "O luns 2 de novembro abrimos de 10:00 a 13:30 e de 17:00 a 20:30.",
     "¿A que hora o recolles o luns 2 de novembro?"),
    ("libreria", "quero 2 cadernos a5 para o martes", "cando os podo recoller?",
     "O martes 3 de novembro abrimos de 10:00 a 13:30 e de 17:00 a 20:30.",
     "¿A que hora o recolles o martes 3 de novembro?"),
    ("", "tarta sacher para 8 personas para el sabado", "cuando puedo recogerla?",
     "El sábado 7 de noviembre abrimos de 09:00 a 14:00 y de 16:30 a 20:00.",
     "¿A qué hora lo recoges el sábado 7 de noviembre?"),
])
def test_when_to_pick_up_is_the_held_days_hours(slug, first, asked, hours, question):
    c = chat(slug)
    c.say(first)
    held = line_counts(c)
    t = c.say(asked)
    assert t.texts == [hours, question]
    assert line_counts(c) == held


@pytest.mark.parametrize("slug, first, asked, hours", [
    ("floristeria", "2 potos", "cuando puedo recogerlos?", "Hoy abrimos de 10:00 a 14:00."),
    ("libreria", "o libro da ra e a rata", "cando o podo recoller?", "Hoxe abrimos de 10:30 a 14:00."),
])
def test_when_to_pick_up_with_no_day_held_is_todays_hours(slug, first, asked, hours):
    c = chat(slug)
    c.say(first)
    t = c.say(asked)
    assert t.texts[0] == hours
    assert "Para seguir" not in t.text
    assert "13:" in t.texts[-1]       # the earliest time, asked again


def test_the_order_goes_on_after_the_answer():
    c = chat("floristeria")
    c.say("2 potos para el lunes")
    c.say("cuando puedo recogerlo?")
    t = c.say("a las 11")
    assert "nombre" in t.text
    assert line_counts(c) == {"poto": 2}


def test_an_order_with_its_day_is_taken_as_before():
    t = chat("floristeria").say("quiero 2 potos para el lunes")
    assert t.texts == ["Apunto: 2 × Poto. Total 28,00 €.", "¿A qué hora lo recoges el lunes 2 de noviembre?"]


# ---- «¿hacéis X sin gluten por encargo?»: the diet asked, no order started ----------------------------------


@pytest.mark.parametrize("asked, answer", [
    ("hacéis tartas sin gluten por encargo?", "En tartas, sin gluten: Tarta de Santiago."),
    ("haceis tartas sin gluten por encargo?", "En tartas, sin gluten: Tarta de Santiago."),
    ("haceis tartas sin gluten por encarg?", "En tartas, sin gluten: Tarta de Santiago."),
    ("facedes tartas sen glute por encarga?", "En tartas, sen glute: Tarta de Santiago."),
    ("teneis tartas veganas por encargo?", "De esos, no tenemos productos veganos."),
])
def test_a_diet_asked_of_what_is_made_to_order(tmp_path, asked, answer):
    for c in (chat(), chat_with_knowledge("", tmp_path)):
        t = c.say(asked)
        assert t.texts[0].startswith(answer)
        assert "quieres" not in t.text and "queres" not in t.text
        assert not line_counts(c)


def test_cakes_to_order_without_a_diet_still_asks_which():
    t = chat().say("haceis tartas por encargo?")
    assert t.texts == ["¿Qué tarta quieres?"]
    assert len(t.chip_labels) == 6


def test_a_cake_without_gluten_wished_is_still_ordered():
    t = chat().say("quiero encargar una tarta sin gluten")
    assert "Sin gluten puedo ofrecerte: Tarta de Santiago." in t.text
    assert t.texts[-1] == "¿Qué tarta quieres?"
