"""Questions the business's own data answers went to a person:
- «¿cuál es el plato más popular?» → «Eso no lo tengo claro y prefiero no inventarlo. Le paso tu
  pregunta a una persona…», while «¿cuál es el plato más pedido?» answered «Lo que más se pide: Pulpo á
  feira: 16,50 €.» («popular» in the singular was not read);
- «¿se puede pedir arroz con marisco para una persona?» (its description: «Mínimo dos personas») and,
  mid-appointment, «¿y lavado incluido?» (the service's description: «Lavado, corte y secado») were
  handed off;
- «¿quién es Marta?», «¿con quién me puedo cortar el pelo el martes por la mañana?»: the staff list
  knows her services and days, yet a person was asked;
- «¿qué puedo hacerme por menos de 20 euros?», «¿qué tengo por menos de 10 euros?»: the budget path
  answered only «algo por…», «¿qué me recomiendas…?»;
- «perdona, estaba ocupado. ¿qué tenía?» mid-booking was noted for the business as a question, while
  «hola? ¿sigues ahí?» gave the recap.
Now each is answered from the data (the popular products, the description quoted, the person's
services and week, what costs the budget or less, what is held so far), in Spanish and Galician; what
the data does not say still goes to a person."""
import pytest

from tests.conversation import chat, chat_with_knowledge

HANDOFF = ("prefiero no inventarlo", "prefiro non inventalo", "Se lo apunto al local", "Apúntollo ao local")


def _handed_off(text: str) -> bool:
    return any(h in text for h in HANDOFF)


# ---- «el más popular»: what the catalogue marks popular -------------------------------------------

@pytest.mark.parametrize("slug, asked, said", [
    ("restaurante", "cual es el plato mas popular?", "Lo que más se pide: Pulpo á feira: 16,50 €."),
    ("restaurante", "¿Cuál es el plato más popular?", "Lo que más se pide: Pulpo á feira: 16,50 €."),
    ("restaurante", "cal é o prato máis popular?", "O que máis se pide: Polbo á feira: 16,50 €."),
    ("restaurante", "cal e o prato mais popular", "O que máis se pide: Polbo á feira: 16,50 €."),
    ("restaurante", "cual es el plato mas demandado?", "Lo que más se pide: Pulpo á feira: 16,50 €."),
    ("floristeria", "cual es el ramo mas popular?",
     "Lo que más se pide: Ramo de rosas: 35,00 €. Ramo de temporada: 28,00 €."),
    ("peluqueria", "que es lo mas popular?", "Lo que más se pide: Corte de mujer: 22,00 €. Corte de hombre: 14,00 €."),
    ("peluqueria", "cal é o servizo máis popular?",
     "O que máis se pide: Corte de muller: 22,00 €. Corte de home: 14,00 €."),
])
def test_the_most_popular_is_what_the_catalogue_marks_popular(slug, asked, said):
    c = chat(slug)
    t = c.say(asked)
    assert t.texts[0] == said
    assert not c.requests


@pytest.mark.parametrize("slug, asked, not_said", [
    ("restaurante", "cual es el postre mas popular?", "Pulpo"),       # no dessert is marked popular
    ("restaurante", "cal é a sobremesa máis popular?", "Polbo"),
    ("restaurante", "cual es el postre mas pedido?", "Pulpo"),
    ("floristeria", "cual es la planta mas popular?", "Ramo"),
])
def test_the_most_popular_of_a_category_is_never_another_categorys(slug, asked, not_said):
    t = chat(slug).say(asked)
    assert not_said not in t.text
    assert _handed_off(t.text)


# ---- a description answers ------------------------------------------------------------------------

@pytest.mark.parametrize("asked, said", [
    ("se puede pedir arroz con marisco para una persona?", "Mínimo dos personas"),
    ("¿Se puede pedir el arroz con marisco para 1 persona?", "Mínimo dos personas"),
    ("puedo pedir arroz con marisco para una persona", "Mínimo dos personas"),
    ("podo pedir arroz con marisco pra unha persoa?", "Mínimo dúas persoas"),
    ("pódese pedir o arroz con marisco para unha persoa?", "Mínimo dúas persoas"),
])
def test_for_so_few_the_description_answers(asked, said):
    c = chat("restaurante")
    t = c.say(asked)
    assert t.texts[0].startswith("Arroz con marisco: Caldoso")
    assert said in t.text and not _handed_off(t.text)
    assert not c.requests


@pytest.mark.parametrize("booked, asked, said", [
    ("corte de mujer el martes a las 12", "y lavado incluido?", "Corte de mujer: Lavado, corte y secado."),
    ("corte de mujer el martes a las 12", "¿incluye lavado?", "Corte de mujer: Lavado, corte y secado."),
    ("corte de mujer el martes a las 12", "el lavado viene incluido?", "Corte de mujer: Lavado, corte y secado."),
    ("corte de hombre el miercoles a las 11", "incluye el lavado?",
     "Corte de hombre: Corte a tijera o máquina, con lavado."),
    ("corte de muller o martes ás 12", "vén co lavado?", "Corte de muller: Lavado, corte e secado."),
    ("corte de muller o martes ás 12", "e o lavado vai incluido?", "Corte de muller: Lavado, corte e secado."),
])
def test_what_a_service_held_includes_its_description_answers(booked, asked, said):
    c = chat("peluqueria")
    asked_before = c.say(booked).texts[-1]
    held = dict(c.state["booking"])
    t = c.say(asked)
    assert t.texts[0].startswith(said)
    assert not _handed_off(t.text)
    assert not c.state["booking"].get("questions")
    assert {k: c.state["booking"].get(k) for k in ("services", "ymd", "min")} == \
        {k: held.get(k) for k in ("services", "ymd", "min")}
    assert t.texts[-1] == asked_before         # the booking's question, asked again


@pytest.mark.parametrize("asked", ["el corte incluye lavado?", "¿el corte lleva lavado incluido?",
                                   "o corte inclúe lavado?"])
def test_a_group_word_for_the_service_held_is_that_service(tmp_path, asked):
    c = chat_with_knowledge("peluqueria", tmp_path)
    c.say("cita corte de mujer el martes a las 12")
    t = c.say(asked)
    assert t.texts[0].startswith(("Corte de mujer: Lavado, corte y secado.",
                                  "Corte de muller: Lavado, corte e secado."))
    assert "Corte de hombre" not in t.text and "no aparece" not in t.text
    assert c.state["booking"]["services"] == ["corte-mujer"] and not c.state["booking"].get("questions")


@pytest.mark.parametrize("slug, before, asked", [
    ("peluqueria", "corte de mujer el martes a las 12", "¿el corte incluye mascarilla?"),   # «corte»: its own name
    ("peluqueria", "corte de mujer el martes a las 12", "incluye tinte?"),          # not in its description
    ("peluqueria", "corte de mujer el martes a las 12", "y peinado incluido?"),     # another service
    ("restaurante", "", "se puede pedir arroz con marisco para llevar?"),            # the card says nothing of it
])
def test_what_the_description_does_not_say_still_goes_to_a_person(slug, before, asked):
    c = chat(slug)
    if before:
        c.say(before)
    t = c.say(asked)
    assert "Lavado, corte y secado" not in t.text and "Mínimo dos personas" not in t.text


# ---- staff ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("slug, asked, said", [
    ("peluqueria", "quien es Marta?",
     "Marta es del equipo y hace todos los servicios. Marta trabaja los martes, miércoles, jueves y viernes "
     "de 10:00 a 14:00 y de 16:00 a 20:00; los sábados de 09:00 a 14:00."),
    ("peluqueria", "¿y Marta quién es?",
     "Marta es del equipo y hace todos los servicios. Marta trabaja los martes, miércoles, jueves y viernes "
     "de 10:00 a 14:00 y de 16:00 a 20:00; los sábados de 09:00 a 14:00."),
    ("taller", "quien es Brais?",
     "Brais es del equipo y hace estos servicios: Reparar pinchazo, Ajuste de frenos y Ajuste de cambio. "
     "Brais trabaja los martes, miércoles, jueves y viernes de 10:00 a 14:00 y de 16:30 a 20:00."),
    ("peluqueria", "quen é Iago?",
     "Iago é do equipo e fai estes servizos: Corte de home e Arranxo de barba. Iago traballa os martes de "
     "15:00 a 20:00; os mércores, xoves e venres de 10:00 a 19:00; os sábados de 09:00 a 14:00."),
    ("peluqueria", "quien es yago",
     "Iago es del equipo y hace estos servicios: Corte de hombre y Arreglo de barba. Iago trabaja los martes "
     "de 15:00 a 20:00; los miércoles, jueves y viernes de 10:00 a 19:00; los sábados de 09:00 a 14:00."),
])
def test_who_a_person_is_from_the_staff_list(slug, asked, said):
    c = chat(slug)
    t = c.say(asked)
    assert t.text == said
    assert not c.requests


def test_who_a_person_is_mid_booking_keeps_the_booking_and_its_question():
    c = chat("peluqueria")
    c.say("corte de mujer el martes a las 12")
    t = c.say("quien es Marta?")
    assert t.texts[0].startswith("Marta es del equipo y hace todos los servicios.")
    assert t.texts[-1] == "¿A nombre de quién hago la reserva?"
    assert c.state["booking"]["services"] == ["corte-mujer"] and c.state["booking"]["min"] == 720


@pytest.mark.parametrize("asked, said", [
    ("con quien me puedo cortar el pelo el martes por la mañana?",
     "Marta trabaja el martes 3 de noviembre de 10:00 a 14:00 y de 16:00 a 20:00."),
    ("¿Con quién me puedo cortar el pelo el martes por la mañana?",
     "Marta trabaja el martes 3 de noviembre de 10:00 a 14:00 y de 16:00 a 20:00."),
    ("con quen podo cortar o pelo o martes pola tarde?",
     "O martes 3 de novembro traballan Marta (de 10:00 a 14:00 e de 16:00 a 20:00) e Iago (de 15:00 a 20:00)."),
])
def test_whom_one_may_go_to_on_a_day(asked, said):
    c = chat("peluqueria")
    t = c.say(asked)
    assert t.text == said
    assert not c.requests and not c.state.get("booking")


@pytest.mark.parametrize("slug, asked", [
    ("peluqueria", "quien es Lucia?"),          # nobody of the staff
    ("restaurante", "quien es Marta?"),         # a business with no staff list
    ("peluqueria", "¿quién es mejor, Marta o Iago?"),       # no one person asked about
])
def test_who_someone_unknown_is_still_goes_to_a_person(slug, asked):
    t = chat(slug).say(asked)
    assert "es del equipo" not in t.text
    assert _handed_off(t.text)


# ---- a budget -------------------------------------------------------------------------------------

@pytest.mark.parametrize("slug, asked, said", [
    ("peluqueria", "que puedo hacerme por menos de 20 euros?",
     "Por 20,00 € o menos: Peinado: 18,00 € (Lavado y peinado con secador o plancha). Corte de hombre: 14,00 € "
     "(Corte a tijera o máquina, con lavado). Corte infantil: 10,00 € (Hasta 10 años). Arreglo de barba: "
     "9,00 € (Perfilado a navaja y toalla caliente)."),
    ("peluqueria", "que me podo facer por menos de 20 euros?",
     "Por 20,00 € ou menos: Peiteado: 18,00 € (Lavado e peiteado con secador ou prancha). Corte de home: "
     "14,00 € (Corte a tesoira ou máquina, con lavado). Corte infantil: 10,00 € (Ata 10 anos). Arranxo de "
     "barba: 9,00 € (Perfilado a navalla e toalla quente)."),
    ("taller", "que tengo por menos de 10 euros?", "Por 10,00 € o menos: Cámara 700x28: 7,00 € (Válvula presta)."),
    ("taller", "que tedes por menos de 10€?", "Por 10,00 € ou menos: Cámara 700x28: 7,00 € (Válvula presta)."),
    ("taller", "q hay x menos de 10 euros", "Por 10,00 € o menos: Cámara 700x28: 7,00 € (Válvula presta)."),
    ("peluqueria", "que puedo hacerme por menos de 5 euros?",
     "Por 5,00 € o menos no tengo nada; lo más económico: Arreglo de barba: 9,00 € (Perfilado a navaja y "
     "toalla caliente)."),
])
def test_what_costs_a_budget_or_less(slug, asked, said):
    c = chat(slug)
    t = c.say(asked)
    assert t.texts[0] == said
    assert not c.requests


def test_a_price_asked_of_one_thing_is_no_budget():
    t = chat("peluqueria").say("el corte de hombre cuesta menos de 20 euros?")
    assert t.texts[0] == "Corte de hombre: 14,00 €."


# ---- back after a pause ---------------------------------------------------------------------------

@pytest.mark.parametrize("slug, booked, asked, said", [
    ("taller", "revision el martes a las 10", "perdona, estaba ocupado. que tenia?",
     "Llevas apuntado: revisión completa (total 35,00 €), el martes 3 de noviembre a las 10:00. Aún no lo he enviado."),
    ("taller", "revision el martes a las 10", "perdon estaba liado, q tenia",
     "Llevas apuntado: revisión completa (total 35,00 €), el martes 3 de noviembre a las 10:00. Aún no lo he enviado."),
    ("taller", "revision el martes a las 10", "desculpa, estaba liado, que tiña?",
     "Levas apuntado: revisión completa (total 35,00 €), o martes 3 de novembro ás 10:00. Aínda non o enviei."),
    ("restaurante", "mesa para 4 el viernes a las 21", "perdona, tenia una llamada. que llevaba?",
     "Llevas apuntado: reserva para 4 personas, el viernes 6 de noviembre a las 21:00. Aún no lo he enviado."),
    ("", "2 croissants para mañana", "perdona, estaba ocupada. que tenia?",
     "Llevas apuntado: 2 × Croissant de mantequilla (total 3,60 €), el domingo 1 de noviembre. Aún no lo he enviado."),
])
def test_back_after_a_pause_asking_what_was_held(slug, booked, asked, said):
    c = chat(slug)
    c.say(booked)
    before = dict(c.state.get("booking") or c.state.get("order") or {})
    t = c.say(asked)
    assert t.texts[0] == said
    assert not _handed_off(t.text)
    held = c.state.get("booking") or c.state.get("order") or {}
    assert not held.get("questions")
    assert {k: held.get(k) for k in before if k != "name_asked"} == {k: before[k] for k in before if k != "name_asked"}


def test_a_real_question_after_a_pause_is_still_a_question():
    c = chat("taller")
    c.say("revision el martes a las 10")
    t = c.say("perdona, estaba ocupado. que tenia que llevar la bici?")
    assert not t.texts[0].startswith("Llevas apuntado")
