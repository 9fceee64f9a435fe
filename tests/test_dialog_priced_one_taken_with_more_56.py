"""Stop 56, task H: a reply right after a price that takes the priced thing with something more lost it.

What was wrong: after «¿cuánto cuesta X?», a reply that takes X by a count or a pronoun and says more
of it dropped X. «cuanto cuesta la orquidea?» «Orquídea: 32,00 €.» then «vale, una con maceta para el
viernes» got «Apunto: 1 × Maceta de cerámica. Total 12,00 €.» (the orchid gone); «cuanto vale el ramo de
temporada? || lo quiero con tarjeta para el lunes a las 11» only the 3 € card; «cuanto vale el poto? ||
ponme dos con maceta» one pot; «cuanto cuesta la caja de macarons? || ponme dos con una bolsa de
galletas» one bag; «cuanto vale la tarta de queso? || vale, una de 12 con 6 croissants para el martes»
«Croissant de mantequilla no tiene raciones a elegir» and only croissants. With a wish instead of a
thing the whole order went: «cuanto vale la bica? || vale, una entera para el martes», «cuanto cuesta
el atlas? || vale, uno envuelto para regalo para el martes», «cuanto cuesta la luz? || vale, una con
pilas», «cuanto cuesta follas novas? || vale, uno con dedicatoria» answered «Perfecto. Si necesitas algo
más, aquí estoy.», and «cuanto cuesta la orquidea? || una con lazo rojo» went to a person («Eso no lo
tengo claro…»).

What now happens: right after one thing's price (none of it held; mid-order too), a count («una», «unha», «ponme dos»)
or a pronoun («lo quiero», «pónmela», «me la llevo», «quéroa»), also asked as a favour («¿me pones una
con…?», «¿me la guardas con…?», «pósme unha con…?»), followed by «con/sin/cunha …», a size («de 12»,
«grande») or a wish (a trade's note word, «envuelto») is of the thing priced: it is read as if named
(«una <X> con <Y>»). So X is taken (with the count and the size said; «quiero 12 con…» of a cake made
for 8, 12 or 20 is one of 12), Y beside it, the wish as the order's note, and the day said kept.
«vale, una sin gluten» after the bica's price answers as «quiero una bica sin gluten» does (it contains
gluten; what has none), no longer the list of every gluten-free thing. After a group's prices («¿cuánto
cuestan los ramos?») «vale, uno con tarjeta» takes the card and asks which of them.
Unchanged: «vale» alone takes the one priced, «vale, gracias» takes nothing, «quiero una maceta» and
«vale, una maceta para el viernes» take the thing named only, «vale, una de 12 para el martes» takes
that size, «¿y una con maceta?» and «vale, una con maceta?» ask the pot's price, «vale, una» after a
group's prices asks which.
"""
import pytest

from tests.conversation import chat, line_counts


def _after(slug: str, first: str, msg: str):
    c = chat(slug)
    assert "€" in c.say(first).text
    return c, c.say(msg)


# ---------------------------------------------------------------- the one priced, with another thing

@pytest.mark.parametrize("slug, first, msg, counts, said", [
    ("floristeria", "cuanto cuesta la orquidea?", "vale, una con maceta para el viernes",
     {"orquidea": 1, "maceta": 1}, ["1 × Orquídea y 1 × Maceta de cerámica", "44,00 €", "viernes 6 de noviembre"]),
    ("floristeria", "¿Cuánto cuesta la orquídea?", "Vale, una con maceta.",
     {"orquidea": 1, "maceta": 1}, ["1 × Orquídea y 1 × Maceta de cerámica", "44,00 €"]),
    ("floristeria", "cuanto bale la orkidea?", "vale una con maceta",
     {"orquidea": 1, "maceta": 1}, ["1 × Orquídea y 1 × Maceta de cerámica", "44,00 €"]),
    ("floristeria", "canto custa a orquídea?", "vale, unha con maceta para o venres",
     {"orquidea": 1, "maceta": 1}, ["1 × Orquídea e 1 × Testo de cerámica", "44,00 €", "venres 6 de novembro"]),
    ("floristeria", "cuanto vale el ramo de temporada?", "lo quiero con tarjeta para el lunes a las 11",
     {"ramo-temporada": 1, "tarjeta": 1}, ["1 × Ramo de temporada y 1 × Tarjeta dedicada", "31,00 €"]),
    ("floristeria", "cuanto cuesta la orquidea?", "me la llevo con tarjeta para el viernes",
     {"orquidea": 1, "tarjeta": 1}, ["1 × Orquídea y 1 × Tarjeta dedicada", "35,00 €", "viernes 6 de noviembre"]),
    ("floristeria", "cuanto cuesta la orquidea?", "pónmela con maceta",
     {"orquidea": 1, "maceta": 1}, ["1 × Orquídea y 1 × Maceta de cerámica"]),
    ("floristeria", "canto custa a orquidea?", "quéroa con tarxeta para o venres",
     {"orquidea": 1, "tarjeta": 1}, ["1 × Orquídea e 1 × Tarxeta dedicada", "35,00 €", "venres 6 de novembro"]),
    ("floristeria", "cuanto vale el poto?", "ponme dos con maceta",
     {"poto": 2, "maceta": 1}, ["2 × Poto y 1 × Maceta de cerámica", "40,00 €"]),
    ("floristeria", "canto vale o poto?", "pónme dous con testo",
     {"poto": 2, "maceta": 1}, ["2 × Poto e 1 × Testo de cerámica", "40,00 €"]),
    ("", "cuanto cuesta la caja de macarons?", "ponme dos con una bolsa de galletas",
     {"macarons": 2, "galletas": 1}, ["2 × Caja de 6 macarons y 1 × Bolsa de galletas de mantequilla", "30,50 €"]),
    ("", "canto custa a caixa de macarons?", "pónme dúas cunha bolsa de galletas",
     {"macarons": 2, "galletas": 1}, ["2 × Caja de 6 macarons e 1 × Bolsa de galletas de mantequilla", "30,50 €"]),
    ("floristeria", "cuanto cuesta la orquidea?", "dame una con maceta y tarjeta",
     {"orquidea": 1, "maceta": 1, "tarjeta": 1},
     ["1 × Orquídea, 1 × Maceta de cerámica y 1 × Tarjeta dedicada", "47,00 €"]),
    ("floristeria", "canto custa a orquidea?", "pois unha con tarxeta para o sábado",
     {"orquidea": 1, "tarjeta": 1}, ["1 × Orquídea e 1 × Tarxeta dedicada", "sábado 7 de novembro"]),
    ("floristeria", "cuanto cuesta la orquidea?", "ok 2 con maceta porfa",
     {"orquidea": 2, "maceta": 1}, ["2 × Orquídea y 1 × Maceta de cerámica", "76,00 €"]),
    ("floristeria", "cuanto cuesta la orquidea?", "vale una con maseta",
     {"orquidea": 1, "maceta": 1}, ["1 × Orquídea y 1 × Maceta de cerámica"]),
    ("", "cuanto cuesta la bica?", "una con una caja de polvorones para el martes",
     {"bica": 1, "polvorones": 1}, ["1 × Bica gallega y 1 × Caja de polvorones de almendra", "martes 3 de noviembre"]),
    ("libreria", "canto custa follas novas?", "vale, un cun marcapáxinas",
     {"follas-novas": 1, "marcapaginas": 1}, ["1 × Follas novas e 1 × Marcapáxinas de madeira", "21,00 €"]),
    ("taller", "cuanto cuesta la camara?", "vale, dos con una cubierta",
     {"camara": 2, "cubierta": 1}, ["2 × Cámara 700x28 y 1 × Cubierta urbana", "43,00 €"]),
    # asked as a favour: a question that takes it
    ("floristeria", "cuanto cuesta la orquidea?", "¿me pones una con maceta para el viernes?",
     {"orquidea": 1, "maceta": 1}, ["1 × Orquídea y 1 × Maceta de cerámica", "viernes 6 de noviembre"]),
    ("floristeria", "cuanto cuesta la orquidea?", "¿me guardas dos con tarjeta?",
     {"orquidea": 2, "tarjeta": 1}, ["2 × Orquídea y 1 × Tarjeta dedicada", "67,00 €"]),
    ("floristeria", "cuanto cuesta la orquidea?", "¿me la guardas con tarjeta para el viernes?",
     {"orquidea": 1, "tarjeta": 1}, ["1 × Orquídea y 1 × Tarjeta dedicada", "viernes 6 de noviembre"]),
    ("floristeria", "canto custa a orquidea?", "pósme unha con testo?",
     {"orquidea": 1, "maceta": 1}, ["1 × Orquídea e 1 × Testo de cerámica", "44,00 €"]),
])
def test_the_one_priced_and_the_other_thing(slug, first, msg, counts, said):
    c, t = _after(slug, first, msg)
    assert line_counts(c) == counts
    for words in said:
        assert words in t.text


# ---------------------------------------------------------------- a size of it, and another thing

@pytest.mark.parametrize("first, msg, size, said", [
    ("cuanto vale la tarta de queso?", "vale, una de 12 con 6 croissants para el martes", "12",
     ["1 × Tarta de queso (12 raciones) y 6 × Croissant de mantequilla", "40,80 €", "martes 3 de noviembre"]),
    ("cuanto vale la tarta de queso?", "vale, una grande con 6 croisans para el martes", "20",
     ["1 × Tarta de queso (20 raciones) y 6 × Croissant de mantequilla", "50,80 €", "martes 3 de noviembre"]),
    ("canto vale a tarta de queixo?", "vale, unha de 12 con 6 croissants para o martes", "12",
     ["1 × Tarta de queso (12 racións) e 6 × Croissant de mantequilla", "40,80 €", "martes 3 de novembro"]),
    # the count is one of its sizes: one of that size
    ("cuanto vale la tarta de queso?", "quiero 12 con 6 croissants", "12",
     ["1 × Tarta de queso (12 raciones) y 6 × Croissant de mantequilla", "40,80 €"]),
])
def test_a_size_of_the_one_priced_and_another_thing(first, msg, size, said):
    c, t = _after("", first, msg)
    assert line_counts(c) == {"tarta-queso": 1, "croissant": 6}
    assert c.order["lines"][0]["options"] == {"raciones": size}
    assert "no tiene raciones" not in t.text and "non ten racións" not in t.text
    for words in said:
        assert words in t.text


# ---------------------------------------------------------------- a wish of it

@pytest.mark.parametrize("slug, first, msg, counts, note", [
    ("floristeria", "cuanto cuesta la orquidea?", "una con lazo rojo", {"orquidea": 1}, "con lazo rojo"),
    ("floristeria", "canto custa a orquidea?", "unha con lazo vermello", {"orquidea": 1}, "con lazo vermello"),
    ("libreria", "cuanto cuesta follas novas?", "vale, uno con dedicatoria", {"follas-novas": 1}, "con dedicatoria"),
    ("libreria", "canto custa follas novas?", "vale, un con dedicatoria", {"follas-novas": 1}, "con dedicatoria"),
    ("", "cuanto vale la tarta de queso?", "vale, una de 12 con velas para el sabado", {"tarta-queso": 1},
     "con velas"),
    ("", "canto vale a tarta de queixo?", "vale, unha de 12 con velas para o sábado", {"tarta-queso": 1},
     "con velas"),
])
def test_the_one_priced_with_a_wish_said_with_con(slug, first, msg, counts, note):
    c, t = _after(slug, first, msg)
    assert line_counts(c) == counts
    assert "Apunto: 1 ×" in t.text and "una persona" not in t.text
    assert any(note in n for n in c.order.get("notes_said") or [])


@pytest.mark.parametrize("slug, first, msg, item, said, note", [
    ("", "cuanto vale la bica?", "vale, una entera para el martes", "bica",
     ["1 × Bica gallega", "9,00 €", "martes 3 de noviembre"], "entera"),
    ("", "canto vale a bica?", "vale, unha enteira para o martes", "bica",
     ["1 × Bica gallega", "9,00 €", "martes 3 de novembro"], "enteira"),
    ("libreria", "cuanto cuesta el atlas?", "vale, uno envuelto para regalo para el martes", "atlas-ceo",
     ["1 × Atlas do ceo", "16,00 €", "martes 3 de noviembre"], "envuelto para regalo"),
    ("libreria", "cuanto cuesta el atlas?", "me lo llevo envuelto para regalo", "atlas-ceo",
     ["1 × Atlas do ceo", "16,00 €"], "envuelto para regalo"),
    ("libreria", "canto custa o atlas?", "vale, un envolto para regalo", "atlas-ceo",
     ["1 × Atlas do ceo", "16,00 €"], "para regalo"),
])
def test_the_one_priced_with_a_wish(slug, first, msg, item, said, note):
    c, t = _after(slug, first, msg)
    assert line_counts(c) == {item: 1}
    assert "Si necesitas algo más" not in t.text and "Se precisas algo máis" not in t.text
    for words in said:
        assert words in t.text
    assert any(note in n for n in c.order.get("notes_said") or [])


@pytest.mark.parametrize("first, msg, asked", [
    ("cuanto cuesta la luz?", "vale, una con pilas", "¿Qué día te va bien?"),
    ("canto custa a luz?", "vale, unha con pilas", "¿Que día che vai ben?"),
])
def test_the_one_priced_with_something_not_sold(first, msg, asked):
    c, t = _after("taller", first, msg)
    assert line_counts(c) == {"luz": 1}
    assert ("1 × Luz dianteira LED" if "canto" in first else "1 × Luz delantera LED") in t.text and "19,00 €" in t.text and asked in t.text


@pytest.mark.parametrize("first, msg, said", [
    ("cuanto cuesta la bica?", "vale, una sin gluten", "Bica gallega contiene gluten. Sin gluten puedo ofrecerte"),
    ("canto vale a bica?", "vale, unha sen glute", "Bica gallega contén glute. Sen glute podo ofrecerche"),
])
def test_the_one_priced_without_what_it_is_made_with_is_said_to_have_it(first, msg, said):
    c, t = _after("", first, msg)     # as «quiero una bica sin gluten» (it listed every gluten-free thing)
    assert said in t.text
    assert line_counts(c) == {}


# ---------------------------------------------------------------- mid-order, another thing priced

@pytest.mark.parametrize("first, msg, said", [
    ("quiero un poto para el viernes a las 11", "vale, una con maceta",
     "1 × Poto, 1 × Orquídea y 1 × Maceta de cerámica. Total 58,00 €"),
    ("quero un poto para o venres ás 11", "vale, unha con testo",
     "1 × Poto, 1 × Orquídea e 1 × Testo de cerámica. Total 58,00 €"),
])
def test_mid_order_the_other_thing_priced_and_what_goes_with_it_are_added(first, msg, said):
    c = chat("floristeria")
    c.say(first)
    assert "32,00 €" in c.say("cuanto cuesta la orquidea?").text
    t = c.say(msg)
    assert line_counts(c) == {"poto": 1, "orquidea": 1, "maceta": 1}
    assert said in t.text


def test_mid_order_the_thing_priced_already_held_is_not_added_again():
    c = chat("floristeria")
    c.say("quiero una orquidea para el viernes a las 11")
    c.say("cuanto cuesta la orquidea?")
    c.say("vale, una con maceta")
    assert line_counts(c) == {"orquidea": 1, "maceta": 1}


# ---------------------------------------------------------------- after a group's prices: which, and the other

@pytest.mark.parametrize("slug, first, msg, counts, asked", [
    ("floristeria", "cuanto cuestan los ramos?", "vale, uno con tarjeta", {"tarjeta": 1}, "¿Qué ramo quieres?"),
    ("floristeria", "canto valen os ramos?", "vale, un con tarxeta", {"tarjeta": 1}, "¿Que ramo queres?"),
    ("", "cuanto cuestan las tartas?", "vale, una de 12 con 6 croissants", {"croissant": 6}, "¿Qué tarta quieres?"),
])
def test_after_a_groups_prices_which_is_asked_and_the_other_kept(slug, first, msg, counts, asked):
    c, t = _after(slug, first, msg)
    assert line_counts(c) == counts
    assert asked in t.text
    assert "no tiene raciones" not in t.text


def test_after_the_cakes_prices_the_size_said_prices_the_choices():
    _c, t = _after("", "cuanto cuestan las tartas?", "vale, una de 12 con 6 croissants")
    assert "Tarta de queso · 30,00 €" in t.chip_labels


# ---------------------------------------------------------------- near-misses: unchanged

@pytest.mark.parametrize("slug, first, msg, counts", [
    ("libreria", "cuanto cuesta el atlas?", "vale", {"atlas-ceo": 1}),
    ("floristeria", "cuanto cuesta la orquidea?", "quiero una maceta", {"maceta": 1}),
    ("floristeria", "cuanto cuesta la orquidea?", "vale, una maceta para el viernes", {"maceta": 1}),
    ("floristeria", "cuanto cuesta la orquidea?", "vale, una para el viernes", {"orquidea": 1}),
    ("floristeria", "cuanto cuesta la orquidea?", "vale, dos", {"orquidea": 2}),
    ("floristeria", "cuanto cuesta la orquidea?", "vale, una y una maceta", {"orquidea": 1, "maceta": 1}),
    ("", "cuanto vale la tarta de queso?", "vale, una de 12 para el martes", {"tarta-queso": 1}),
    ("", "cuanto vale la bica?", "vale, una", {"bica": 1}),
])
def test_near_misses_take_what_they_took(slug, first, msg, counts):
    c, _t = _after(slug, first, msg)
    assert line_counts(c) == counts


@pytest.mark.parametrize("slug, first, msg, said", [
    ("libreria", "cuanto cuesta el atlas?", "vale, gracias", "¡A ti!"),
    ("floristeria", "cuanto cuesta la orquidea?", "y una con maceta?", "Maceta de cerámica: 12,00 €"),
    ("floristeria", "cuanto cuesta la orquidea?", "vale, una con maceta?", "Maceta de cerámica: 12,00 €"),
    ("floristeria", "cuanto cuestan los ramos?", "vale, uno", "¿Qué ramo quieres?"),
    ("", "cuanto cuestan las tartas?", "vale, una", "¿Qué tarta quieres?"),
])
def test_near_misses_take_nothing(slug, first, msg, said):
    c, t = _after(slug, first, msg)
    assert line_counts(c) == {}
    assert said in t.text
