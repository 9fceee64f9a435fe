"""Appointment requests said with a verb or with a staff member's name (stop 59).

What was wrong, at the salon (tests/fixtures/datasets/peluqueria):
- «quiero que me tiñáis el pelo el martes», «tíñeme el pelo», «tiñenme el martes?» and the Galician
  «quero que me tinxades o pelo» were handed to a person («Eso no lo tengo claro…»): stop 58 made the
  forms of the aliases' regular verbs only, and «teñir» changes its stem («tiñ-»).
- «con Marta» (or «con Marta, por favor», «coa Marta») as the first message was handed to a person.
- «tambien quiero que me corteis el flequillo» while which cut was asked got «Para seguir necesito que
  me digas una de estas opciones…», the fringe lost; «también quiero que me tiñáis» there took the cut
  off; «también quiero que me hagáis las cejas» at the summary said nothing of it.

What now happens: the verb forms (bizengine/understanding/verb_forms.py) also change the stem's vowel
(«teñir» → «tiñáis», «tíñeme», «tiñenme»; «probar» → «prueben»), keep the sound before «a»
(«tinguir» → «tingades»), know a few irregular stems («hacer» → «hagáis», «poner» → «pongáis») and
read an alias written with a pronoun («teñirme el pelo») in every person. «con <staff member>» alone
starts the appointment with that person and asks which service. «también …» while the cut is asked
adds the service named and asks the cut again; when it names nothing listed, it is kept as an
indication in the customer's words (before the note step and at the summary)."""
import pytest

from bizengine.language.text import normalize
from bizengine.understanding.verb_forms import said_forms
from tests.conversation import chat, chat_after

SALON = "peluqueria"
HANDED_OVER = "Eso no lo tengo claro y prefiero no inventarlo."


# --- a service said with a verb whose stem changes -------------------------------------------------

@pytest.mark.parametrize("said", [
    "quiero que me tiñáis el pelo el martes",
    "quiero que me tiñais el pelo el martes",
    "tiñenme el martes?",
    "tíñeme el pelo el martes",
    "que me tiñas el pelo el martes, porfa",
    "quiero que me tiñan el pelo el martes",
    "me podeis teñir el martes?",
])
def test_dye_said_with_a_stem_changed_verb_is_booked_es(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[:2] == ["Apunto: tinte el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos.",
                           "¿A qué hora te va bien el martes 3 de noviembre?"]
    assert c.state["booking"]["services"] == ["tinte"]


@pytest.mark.parametrize("said", [
    "quero que me tinxades o pelo o martes",
    "que me tingades o pelo o martes",
    "tínguesme o pelo o martes?",
    "quero que me tinguides o pelo o martes",
])
def test_dye_said_with_a_verb_is_booked_gl(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[:2] == ["Apunto: tinte o martes 3 de novembro. Total 35,00 €; dura uns 60 minutos.",
                           "¿A que hora che vai ben o martes 3 de novembro?"]
    assert c.state["booking"]["services"] == ["tinte"]


SERVICED = "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos."
CENTRED = "Apunto: centrado de roda o martes 3 de novembro. Total 20,00 €; dura uns 40 minutos."


@pytest.mark.parametrize("said, first", [
    ("revísenme la bici el martes", SERVICED),
    ("revisenme la bici el martes", SERVICED),
    ("centrádeme a roda o martes", CENTRED),
])
def test_the_workshops_verbs_said_with_a_pronoun_joined_are_booked_too(said, first):
    """The same forms come from any business's aliases: the workshop's «revisar la bici», «centrar a roda»."""
    t = chat("taller").say(said)
    assert t.texts[0] == first


@pytest.mark.parametrize("alias, said", [
    ("teñir", "tiñáis"), ("teñir", "tíñeme"), ("teñir", "tiñenme"), ("teñir", "teñidme"),
    ("hacer la x", "hagáis la x"), ("hacer la x", "hazme la x"), ("facer a x", "fagades a x"),
    ("poner la x", "pongáis la x"), ("probar la x", "prueben la x"), ("elegir la x", "elijáis la x"),
    ("tinguir a x", "tingades a x"), ("teñirme la x", "tiñas la x"), ("arreglar la x", "arréglame la x"),
])
def test_verb_forms_of_any_alias_know_stem_changes_and_irregular_stems(alias, said):
    assert normalize(said) in said_forms(normalize(alias))


@pytest.mark.parametrize("not_said", ["tenen", "tienen", "tienes", "tenan"])
def test_a_stem_change_never_makes_another_common_verb(not_said):
    """«teñen» (Galician «they have») and «tienen» stay no form of «teñir» said alone."""
    assert not_said not in said_forms(normalize("teñir"))


def test_having_is_no_dye():
    c = chat(SALON)
    t = c.say("teñen cita o martes?")
    assert t.texts[:2] == ["Apunto: cita o martes 3 de novembro.", "¿Que servizo queres?"]
    assert not c.state["booking"].get("services")
    t = chat(SALON).say("mi hija tiene el pelo muy largo, cuanto cuesta el corte?")
    assert t.texts[0] == "Corte de mujer: 22,00 €. Corte de hombre: 14,00 €. Corte infantil: 10,00 €."


# --- a staff member named to begin with -----------------------------------------------------------

@pytest.mark.parametrize("said, person, lang", [
    ("con Marta", "Marta", "es"),
    ("con marta por favor", "Marta", "es"),
    ("Con Marta, por favor", "Marta", "es"),
    ("quiero cita con Marta", "Marta", "es"),
    ("con el barbero", "Iago", "es"),
    ("pues con yago", "Iago", "es"),
    ("coa Marta, se pode ser", "Marta", "gl"),
    ("pois co Iago", "Iago", "gl"),
    ("quero cita coa Marta", "Marta", "gl"),
])
def test_a_staff_member_named_first_starts_the_appointment_and_asks_the_service(said, person, lang):
    c = chat(SALON)
    t = c.say(said)
    asked = "¿Qué servicio quieres?" if lang == "es" else "¿Que servizo queres?"
    assert t.texts == [f"Apunto: cita con {person}.", asked]
    assert c.state["booking"]["resource"] == person.lower()
    dye = "Tinte · 35,00 €"
    assert (dye in t.chip_labels) == (person == "Marta")    # Iago does only men's cuts and beards
    assert t.request["status"] == "collecting"


def test_then_the_service_follows_with_that_person():
    c = chat_after(SALON, "con Marta")
    t = c.say("quiero que me tiñáis el pelo el martes")
    assert t.texts[0] == "Apunto: tinte con Marta el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos."


@pytest.mark.parametrize("said, answer", [
    ("¿Marta trabaja el martes?", "Marta trabaja el martes 3 de noviembre de 10:00 a 14:00 y de 16:00 a 20:00."),
    ("marta traballa o martes?", "Marta traballa o martes 3 de novembro de 10:00 a 14:00 e de 16:00 a 20:00."),
])
def test_whether_a_staff_member_works_a_day_is_answered_from_the_schedule(said, answer):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts == [answer]
    assert not c.state.get("booking")


@pytest.mark.parametrize("said", ["¿quién es Marta?", "quen é Marta?"])
def test_who_a_staff_member_is_asked_starts_no_appointment(said):
    c = chat(SALON)
    c.say(said)
    assert not c.state.get("booking")


@pytest.mark.parametrize("first, held", [
    ("quiero tinte el martes a las 12", None),
    ("corte de mujer el martes a las 12 con Marta", "marta"),
])
def test_a_customer_called_as_a_staff_member_gives_the_name(first, held):
    c = chat_after(SALON, first)
    t = c.say("Marta")
    assert t.texts[-1] == "¿Y un teléfono de contacto? Solo lo usará el local si hay algún problema con la reserva."
    assert c.state["booking"]["name"] == "Marta"
    assert c.state["booking"].get("resource") == held


# --- one more thing asked while the cut is asked, and at the summary ---------------------------------

CUT_ASKED = "¿Qué corte quieres: de mujer, de hombre o infantil?"
CUT_ASKED_GL = "¿Que corte queres: de muller, de home ou infantil?"
DYE_AT_NOON = "Apunto: tinte con Marta el martes 3 de noviembre a las 12:00. Total 35,00 €; dura unos 60 minutos."


@pytest.mark.parametrize("said", ["tambien quiero que me tiñais", "y también un tinte",
                                  "también quiero teñirme el pelo", "ademas que me tiñais"])
def test_another_service_said_too_while_the_cut_is_asked_is_added_and_the_cut_asked_again(said):
    c = chat_after(SALON, "corte de pelo el martes a las 12 con Marta")
    t = c.say(said)
    assert t.texts == [DYE_AT_NOON,
                       CUT_ASKED]
    c.press("Corte de mujer · 22,00 €")
    assert c.state["booking"]["services"] == ["tinte", "corte-mujer"]


def test_another_service_said_too_while_the_cut_is_asked_gl():
    c = chat_after(SALON, "quero cortar o pelo o martes ás 12 coa Marta")
    t = c.say("e tamén un peiteado")
    assert t.texts == ["Apunto: peiteado con Marta o martes 3 de novembro ás 12:00. Total 18,00 €; "
                       "dura uns 30 minutos.",
                       CUT_ASKED_GL]
    c.press("Corte de muller · 22,00 €")
    assert c.state["booking"]["services"] == ["peinado", "corte-mujer"]


def test_another_service_instead_while_the_cut_is_asked_still_replaces_the_cut():
    c = chat_after(SALON, "corte de pelo el martes a las 12 con Marta")
    t = c.say("mejor un tinte")
    assert t.texts == [DYE_AT_NOON,
                       "¿A nombre de quién hago la reserva?"]
    assert c.state["booking"]["services"] == ["tinte"]


@pytest.mark.parametrize("steps, said, kept, asked", [
    (("corte de pelo el martes a las 10 con Marta", "Ana"), "tambien quiero que me corteis el flequillo",
     "que me corteis el flequillo", CUT_ASKED),
    (("corte de pelo el martes a las 12 con Marta",), "también que me cortéis el flequillo",
     "que me cortéis el flequillo", CUT_ASKED),
    (("quero cortar o pelo o martes ás 12 coa Marta",), "tamén quero que me cortedes o flequillo",
     "que me cortedes o flequillo", CUT_ASKED_GL),
])
def test_something_unlisted_said_too_while_the_cut_is_asked_is_kept_and_the_cut_asked(steps, said, kept, asked):
    c = chat_after(SALON, *steps)
    t = c.say(said)
    assert t.texts == [f"Apunto como indicación: «{kept}».", asked]
    assert c.state["booking"]["notes_said"] == [kept]
    assert not c.state["booking"].get("services")
    t = c.press(t.chip_labels[0])
    assert c.state["booking"]["services"] == ["corte-mujer"]
    assert c.state["booking"]["notes_said"] == [kept]


SUMMARY_STEPS = ("corte de mujer el martes a las 12 con Marta", "Ana", "600111222", "no")
SUMMARY_STEPS_GL = ("corte de muller o martes ás 12 coa Marta", "Ana", "600111222", "non")


def test_something_unlisted_said_too_at_the_summary_goes_in_the_note():
    c = chat_after(SALON, *SUMMARY_STEPS)
    t = c.say("también quiero que me hagáis las cejas")
    assert t.texts[0] == "Añado a las indicaciones: «que me hagáis las cejas»."
    assert t.texts[1].startswith("Esta es la reserva que enviaré al local.")
    assert c.state["booking"]["note"] == "que me hagáis las cejas"
    assert c.state["booking"]["services"] == ["corte-mujer"]
    t = c.say("y un peinado también")
    assert t.texts[0] == ("Apunto: corte de mujer y peinado con Marta el martes 3 de noviembre a las 12:00. "
                          "Total 40,00 €; dura unos 75 minutos.")
    assert c.state["booking"]["services"] == ["corte-mujer", "peinado"]


def test_something_unlisted_said_too_at_the_summary_goes_in_the_note_gl():
    c = chat_after(SALON, *SUMMARY_STEPS_GL)
    t = c.say("quero tamén que me fagades as cellas")
    assert t.texts[0] == "Engado ás indicacións: «que me fagades as cellas»."
    assert c.state["booking"]["note"] == "que me fagades as cellas"
    t = c.say("e un peiteado tamén")
    assert t.texts[0] == ("Apunto: corte de muller e peiteado con Marta o martes 3 de novembro ás 12:00. "
                          "Total 40,00 €; dura uns 75 minutos.")


def test_asked_whether_it_is_done_too_at_the_summary_is_no_note():
    c = chat_after(SALON, *SUMMARY_STEPS)
    c.say("¿también hacéis las cejas?")
    assert not c.state["booking"].get("note")


@pytest.mark.parametrize("name", ["Tina", "Tina Souto"])
def test_a_name_spelt_as_a_verb_form_is_still_the_customers_name(name):
    """«tiña» (a form of «teñir») folds to «tina»: a customer called Tina gives her name."""
    c = chat_after(SALON, "quiero tinte el martes a las 12")
    c.say(name)
    assert c.state["booking"]["name"] == name
    assert c.state["booking"]["services"] == ["tinte"]
