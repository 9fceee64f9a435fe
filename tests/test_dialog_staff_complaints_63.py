"""Stop 63 (complaints about the people who served). «la cena de ayer fue horrible» was a complaint, but «el
camarero fue horrible», «la chica de la caja fue maleducada», «la peluquera me dejó fatal el pelo», gl «o
camareiro foi horrible» were questions passed on («Eso no lo tengo claro…»): the people who serve were no
subject a judgement could be of, rudeness («borde», «maleducada») was no judgement, and what one of them did
badly («me dejó fatal», «nos gritó») was not read. Whom is the dataset's (`reading.staff_words`, the staff's
names) or the generic lexicon's (lexicon.SERVING_PEOPLE: «la chica», «el encargado»); never someone of the
customer's own («mi hijo», «mi jefe», «mi hermana»). Praise of them («fue muy amable») is thanked."""
import pytest

from tests.conversation import chat, chat_after

SORRY = {"es": "Siento lo ocurrido. Le paso tu mensaje a una persona de ",
         "gl": "Sinto o ocorrido. Paso a túa mensaxe a unha persoa de "}
ASKED = {"es": "Eso no lo tengo claro y prefiero no inventarlo. Le paso tu pregunta",
         "gl": "Iso non o teño claro e prefiro non inventalo. Paso a túa pregunta"}
THANKED = {"es": "¡Muchas gracias, da gusto leerlo!", "gl": "Moitas grazas, dá gusto lelo!"}


def _is_complaint(t) -> bool:
    return bool(t.request) and (t.request.get("data") or {}).get("topic") == "complaint"


@pytest.mark.parametrize("slug, said, lang", [
    ("restaurante", "el camarero fue horrible", "es"),
    ("restaurante", "el camarero fue muy borde", "es"),
    ("restaurante", "la chica de la caja fue maleducada", "es"),
    ("restaurante", "el servicio fue pésimo", "es"),
    ("restaurante", "nos atendieron fatal", "es"),
    ("restaurante", "el camarero nos trató fatal", "es"),
    ("restaurante", "el camarero fue un borde", "es"),
    ("restaurante", "el camarero era un maleducado", "es"),
    ("restaurante", "el camarero fue muy antipatico", "es"),
    ("restaurante", "el kamarero fue mui borde", "es"),
    ("restaurante", "el camarero fue super borde con nosotros", "es"),
    ("restaurante", "el camarero fue muy desagradable ayer", "es"),
    ("restaurante", "q borde el camarero", "es"),
    ("restaurante", "qué camarero más borde", "es"),
    ("restaurante", "el personal fue muy borde", "es"),
    ("restaurante", "la camarera nos grito", "es"),
    ("restaurante", "el encargado nos faltó al respeto", "es"),
    ("restaurante", "el encargado fue muy borde", "es"),
    ("restaurante", "o encargado faltounos ao respecto", "gl"),
    ("restaurante", "el camarero no fue nada amable", "es"),
    ("restaurante", "la camarera me hablo fatal", "es"),
    ("restaurante", "la camarera nos contestó de malas maneras", "es"),
    ("restaurante", "el camarero pasó de nosotros", "es"),
    ("restaurante", "la cena que nos hizo el cocinero estaba fatal", "es"),
    ("restaurante", "o camareiro foi horrible", "gl"),
    ("restaurante", "atendéronnos fatal", "gl"),
    ("restaurante", "a camareira foi moi borde", "gl"),
    ("restaurante", "o camareiro berrounos", "gl"),
    ("restaurante", "o camareiro non foi nada atento", "gl"),
    ("peluqueria", "la peluquera me dejó fatal el pelo", "es"),
    ("peluqueria", "la peluquera me dejo fatal el pelo", "es"),
    ("peluqueria", "Marta fue muy borde", "es"),
    ("peluqueria", "Iago me dejó fatal la barba", "es"),
    ("peluqueria", "el barbero fue horrible", "es"),
    ("peluqueria", "la peluquera me cortó fatal el flequillo", "es"),
    ("peluqueria", "ayer me dejaron el pelo fatal", "es"),
    ("peluqueria", "a perruqueira deixoume fatal o pelo", "gl"),
    ("peluqueria", "Marta foi moi borde comigo", "gl"),
    ("taller", "el mecánico fue muy borde", "es"),
    ("taller", "Brais me dejó fatal la bici", "es"),
    ("taller", "o mecánico deixoume a bici fatal", "gl"),
    ("floristeria", "la florista fue muy borde", "es"),
    ("floristeria", "el ramo que me hizo la chica estaba fatal", "es"),
    ("floristeria", "o ramo que me fixo a rapaza estaba fatal", "gl"),
    ("libreria", "el librero fue un maleducado", "es"),
    ("libreria", "o libreiro foi moi borde", "gl"),
    ("", "la dependienta fue muy borde", "es"),
    ("", "a dependenta foi moi maleducada", "gl"),
    ("", "la pastelera me atendió fatal", "es"),
])
def test_the_people_who_served_complained_of_are_a_complaint(slug, said, lang):
    t = chat(slug).say(said)
    assert t.text.startswith(SORRY[lang]), t.text
    assert _is_complaint(t)


@pytest.mark.parametrize("slug, said, lang", [
    ("restaurante", "mi camarero favorito es Luis", "es"),
    ("restaurante", "mi hijo fue muy borde", "es"),
    ("restaurante", "mi novia fue muy borde", "es"),
    ("restaurante", "mi jefe fue horrible", "es"),
    ("restaurante", "mi hijo no fue nada amable", "es"),
    ("restaurante", "¿la camarera es maja?", "es"),
    ("peluqueria", "mi hermana me dejó fatal el pelo", "es"),
    ("peluqueria", "hoy me encuentro fatal", "es"),
    ("taller", "el tráfico me puso fatal", "es"),
    ("restaurante", "o meu fillo foi moi borde", "gl"),
    ("restaurante", "unha rapaza foi moi borde", "gl"),
])
def test_someone_else_judged_is_no_complaint(slug, said, lang):
    t = chat(slug).say(said)
    assert t.text.startswith(ASKED[lang]), t.text
    assert not _is_complaint(t)


@pytest.mark.parametrize("slug, said, lang", [
    ("restaurante", "el camarero fue muy amable", "es"),
    ("restaurante", "la chica de la caja fue super simpática", "es"),
    ("restaurante", "a camareira foi moi atenta", "gl"),
    ("peluqueria", "Marta me dejó el pelo genial", "es"),
    ("peluqueria", "la peluquera fue un encanto", "es"),
    ("peluqueria", "a perruqueira deixoume o pelo xenial", "gl"),
])
def test_the_people_who_served_praised_are_thanked(slug, said, lang):
    t = chat(slug).say(said)
    assert t.text.startswith(THANKED[lang]), t.text
    assert not _is_complaint(t)


@pytest.mark.parametrize("before, said, noted, asked", [
    (["mesa para 2 el sábado a las 21"], "el camarero de la otra vez fue muy borde",
     "Siento lo ocurrido. Lo apunto junto a esta reserva para que lo vea una persona del local.",
     "¿A nombre de quién hago la reserva?"),
    (["mesa para 2 el sábado a las 21"], "la cena de la otra vez fue horrible",
     "Siento lo ocurrido. Lo apunto junto a esta reserva para que lo vea una persona del local.",
     "¿A nombre de quién hago la reserva?"),
    (["mesa para 2 el sábado a las 21", "Ana"], "o camareiro da outra vez foi moi borde",
     "Sinto o ocorrido. Apúntoo xunto a esta reserva para que o vexa unha persoa do local.",
     "¿E un teléfono de contacto? Só o usará o local se hai algún problema coa reserva."),
])
def test_mid_booking_the_complaint_is_noted_and_the_question_asked_again(before, said, noted, asked):
    c = chat_after("restaurante", *before)
    t = c.say(said)
    assert t.texts == [noted, asked]
    assert c.state["booking"]["notes_said"] == [said]


def test_the_peoples_complaint_beside_a_booking_keeps_the_booking():
    t = chat("restaurante").say("el camarero fue muy borde, quiero reservar para 2 el sábado")
    assert t.texts[:2] == ["Siento lo ocurrido. Lo apunto junto a la reserva nueva para que lo vea una persona "
                           "del local.", "Apunto: reserva para 2 personas el sábado 7 de noviembre."]


@pytest.mark.parametrize("said", ["quiero hablar con el encargado", "¿está el encargado?"])
def test_the_manager_asked_for_is_still_a_person_to_talk_to(said):
    t = chat("restaurante").say(said)
    assert t.text.startswith("Le paso tu mensaje a una persona de Casa Lúa"), t.text
    assert (t.request.get("data") or {}).get("topic") == "person"
