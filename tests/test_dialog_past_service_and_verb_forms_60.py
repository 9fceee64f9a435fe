"""Stop 60: a service done before and complained of beside a booking, and a service's verb said misspelt.

- A past service complained of was booked again: peluqueria «el tinte salió naranja, quiero mechas» read
  «Apunto: tinte y mechas. Total 90,00 €…» (gl «o tinte quedou laranxa, quero mechas» too), and «el
  corte quedó fatal» alone booked a cut. Now how a job turned out («salió», «quedó», gl «quedou», «saíu»
  + a bad word: «naranja», «fatal», «mal», «horrible») told of a thing named is a complaint: beside a
  wish it is said back and noted with the new booking, as stop 59 does for orders («Siento lo
  ocurrido. Lo apunto junto a la reserva nueva…» then «Apunto: mechas. Total 55,00 €…»); alone it goes
  to a person. «la última vez el corte quedó fatal, quiero otro el martes» wants the cut again («otro»):
  the day is kept and the cut asked («¿Qué corte quieres…?»), the complaint noted.
- The regular misspelling of a verb that closes its vowel was not read: «quiero que me teñáis el pelo»
  (for «tiñáis») went to a person. Now «teñáis/teñais» + the alias's words books the dye; alone, and
  the Galician «teñades», «teñan» (forms of «ter», to have) never do.
- A verb misspelt by a letter was not read: taller «quiero que me cientren la rueda» (for «centren»)
  went to a person. Now a word one letter off the verb of an alias (one more, one less, one changed, two
  swapped), followed by that alias's own words, is read as the verb, as a misspelt name is; common
  words («tienen», «tenéis») never are, nor a word with other words after it.
- A service done before, only told beside a wish, was booked again: «me hicisteis el tinte la semana pasada,
  ahora quiero mechas» read «Apunto: tinte y mechas…»; taller «me arreglasteis un pinchazo ayer, ahora
  quiero una revisión completa» booked the puncture too. Now a clause telling what was done here before
  («hicisteis», «arreglasteis», gl «fixéstesme»: as stop 59's «compré», «pedí») is no part of the wish;
  «quiero otro tinte como el que me hicisteis» still books the dye.
- «que me centren la rueda», «que me tiñan el pelo el martes» («ustedes» asked, no «quiero» before)
  went to a person, where «que me centréis…» booked. Now they book too; «¿me dejan…?», «¿me quedan…?»
  are no service asked.
"""
from __future__ import annotations

import pytest

from tests.conversation import chat

SALON = "peluqueria"
_NOTED_ES = "Siento lo ocurrido. Lo apunto junto a la reserva nueva para que lo vea una persona del local."
_NOTED_GL = "Sinto o ocorrido. Apúntoo xunto á reserva nova para que o vexa unha persoa do local."
_HIGHLIGHTS_ES = "Apunto: mechas. Total 55,00 €; dura unos 90 minutos."
_HIGHLIGHTS_GL = "Apunto: mechas. Total 55,00 €; dura uns 90 minutos."
_DYE_ES = "Apunto: tinte. Total 35,00 €; dura unos 60 minutos."
_DYE_TUESDAY = "Apunto: tinte el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos."
_TRUING_ES = "Apunto: centrado de rueda. Total 20,00 €; dura unos 40 minutos."
_TRUING_GL = "Apunto: centrado de roda. Total 20,00 €; dura uns 40 minutos."
_TRUING_TUESDAY = "Apunto: centrado de rueda el martes 3 de noviembre. Total 20,00 €; dura unos 40 minutos."
_WHICH_CUT = "¿Qué corte quieres: de mujer, de hombre o infantil?"
_PASSED_ON_ES = ("Siento lo ocurrido. Le paso tu mensaje a una persona de Salón Lume y te responderá aquí; si es "
                 "urgente, llama al 981 000 733. Soy un asistente; una persona lo confirmará.")


def _services(c) -> list:
    return (c.state.get("booking") or {}).get("services") or []


# -- 1. a past service complained of beside a booking ------------------------------------------------------

@pytest.mark.parametrize("said, complaint", [
    ("el tinte salió naranja, quiero mechas", "el tinte salió naranja"),
    ("el tinte salio naranja, quiero mechas", "el tinte salio naranja"),
    ("el tinte me salió fatal, quiero mechas", "el tinte me salió fatal"),
    ("el tinte quedó horrible, así que quiero mechas", "el tinte quedó horrible"),
    ("la ultima vez el tinte quedo fatal, quiero mechas", "la ultima vez el tinte quedo fatal"),
    ("quiero mechas, el tinte de la otra vez salió naranja", "el tinte de la otra vez salió naranja"),
    ("el tinte salió muy mal. Quiero mechas", "el tinte salió muy mal"),
])
def test_a_service_complained_of_is_not_booked_again_es(said, complaint):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[:2] == [_NOTED_ES, _HIGHLIGHTS_ES]
    assert t.texts[2] == "¿Qué día te va bien?"
    assert _services(c) == ["mechas"]
    assert c.state["booking"]["notes_said"] == [complaint]


@pytest.mark.parametrize("said", [
    "o tinte quedou laranxa, quero mechas",
    "o tinte saiu fatal, quero mechas",
    "o tinte quedoume moi mal, quero mechas",
])
def test_a_service_complained_of_is_not_booked_again_gl(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[:2] == [_NOTED_GL, _HIGHLIGHTS_GL]
    assert t.texts[2] == "¿Que día che vai ben?"
    assert _services(c) == ["mechas"]


def test_a_day_said_with_the_new_service_is_kept():
    c = chat(SALON)
    t = c.say("el tinte salió naranja, quiero mechas el martes")
    assert t.texts[:2] == [_NOTED_ES, "Apunto: mechas el martes 3 de noviembre. Total 55,00 €; dura unos 90 minutos."]
    assert t.texts[2] == "¿A qué hora te va bien el martes 3 de noviembre?"
    assert c.state["booking"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said", [
    "la última vez el corte quedó fatal, quiero otro el martes",
    "la ultima vez el corte quedo fatal, quiero otro el martes",
    "el corte quedó fatal, quiero otro el martes",
])
def test_another_of_the_one_complained_of_is_booked(said):
    """«otro»: the cut is wanted again; the day kept, which cut asked, the complaint noted."""
    c = chat(SALON)
    t = c.say(said)
    assert t.texts == [_NOTED_ES, "Apunto: cita el martes 3 de noviembre.", _WHICH_CUT]
    assert c.state["booking"]["ymd"] == "2026-11-03"
    assert c.state["booking"]["service_choices"] == ["corte-mujer", "corte-hombre", "corte-infantil"]
    assert c.state["booking"]["notes_said"]


@pytest.mark.parametrize("said", [
    "el centrado de la semana pasada quedó mal, quiero una revision completa el viernes",
    "la ultima vez el centrado quedo fatal, quiero una revision completa el viernes",
])
def test_a_workshop_service_complained_of_is_not_booked_again(said):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[:2] == [_NOTED_ES, "Apunto: revisión completa el viernes 6 de noviembre. Total 35,00 €; "
                                      "dura unos 60 minutos."]
    assert _services(c) == ["revision"]


@pytest.mark.parametrize("said", ["el tinte salió naranja", "el corte quedó fatal", "el tinte me quedó horrible"])
def test_a_service_complained_of_alone_goes_to_a_person(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts == [_PASSED_ON_ES]
    assert c.requests[-1]["kind"] == "handoff"
    assert not _services(c)


@pytest.mark.parametrize("said, services", [
    ("quiero tinte y mechas", ["tinte", "mechas"]),
    ("quiero tinte naranja y mechas", ["tinte", "mechas"]),
    ("quiero mechas, que el tinte me quedó claro", ["mechas", "tinte"]),
    ("me quedó claro lo del tinte, quiero mechas", ["tinte", "mechas"]),
])
def test_near_misses_book_what_they_name(said, services):
    """No bad word after how it turned out («me quedó claro»): nothing complained of."""
    c = chat(SALON)
    t = c.say(said)
    assert not t.texts[0].startswith("Siento")
    assert sorted(_services(c)) == sorted(services)


def test_a_bakery_complaint_with_how_it_turned_out_is_noted_with_the_new_order():
    c = chat("")
    t = c.say("la tarta quedó fatal, quiero otra para el sábado")
    assert t.texts[0] == "Siento lo ocurrido. Lo apunto junto al pedido nuevo para que lo vea una persona del local."
    assert c.state["order"]["notes_said"] == ["la tarta quedó fatal"]


# -- 1b. a service done before, only told beside a wish --------------------------------------------------------

@pytest.mark.parametrize("said, first", [
    ("me hicisteis el tinte la semana pasada, ahora quiero mechas", _HIGHLIGHTS_ES),
    ("la semana pasada me hicisteis el tinte y ahora quiero mechas", _HIGHLIGHTS_ES),
    ("me hicisteis el tinte hace un mes. Quiero mechas", _HIGHLIGHTS_ES),
    ("o mes pasado fixéstesme o tinte, agora quero mechas", _HIGHLIGHTS_GL),
])
def test_a_service_done_before_told_beside_a_wish_is_not_booked_again(said, first):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[0] == first
    assert _services(c) == ["mechas"]


def test_a_workshop_service_done_before_is_not_booked_again():
    c = chat("taller")
    t = c.say("me arreglasteis un pinchazo ayer, ahora quiero una revision completa")
    assert t.texts[0] == "Apunto: revisión completa. Total 35,00 €; dura unos 60 minutos."
    assert _services(c) == ["revision"]


@pytest.mark.parametrize("said", ["quiero otro tinte como el que me hicisteis",
                                  "quiero un tinte igual que el que me hicisteis"])
def test_one_like_the_one_done_before_is_booked(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[0] == _DYE_ES
    assert _services(c) == ["tinte"]


# -- 2. the regular misspelling of a verb that closes its vowel ------------------------------------------

@pytest.mark.parametrize("said", [
    "quiero que me teñáis el pelo",
    "quiero que me teñais el pelo",
    "quiero que me tenais el pelo",
    "queremos que nos teñáis el pelo",
    "me teñais las canas?",
    "quiero que me teñais las raíces",
    "teñidme el pelo",
    "quiero teñir el pelo",
])
def test_the_regular_misspelling_books_the_dye(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[0] == _DYE_ES
    assert _services(c) == ["tinte"]


def test_the_regular_misspelling_with_a_day():
    c = chat(SALON)
    t = c.say("quiero que me teñais el pelo el martes")
    assert t.texts[0] == _DYE_TUESDAY
    assert c.state["booking"]["ymd"] == "2026-11-03"


@pytest.mark.parametrize("said", [
    "tedes hora o martes?",
    "teñades hora o martes?",
    "tenades hora o martes?",
    "os nenos que teñan o pelo longo pagan mais?",
    "mis hijas tienen el pelo largo, cuanto cuesta el corte?",
    "teneis hora el martes?",
    "ten o pelo moi seco",
    "no tenia el pelo tan largo",
    "antes tenias el pelo mas corto",
])
def test_having_is_no_dye(said):
    """Galician «teñades», «teñan» and Spanish «tienen», «tenéis», «tenía» (two letters swapped off «teñáis»)
    are «ter»/«tener»: no dye booked."""
    c = chat(SALON)
    c.say(said)
    assert "tinte" not in _services(c)


# -- 3. a verb misspelt by a letter, the alias's words after it ---------------------------------------------

@pytest.mark.parametrize("said", [
    "quiero que me cientren la rueda",
    "quiero que me zentren la rueda",
    "quiero que me centern la rueda",
    "quiero que me centen la rueda",
    "quiero que me cientreis la rueda",
    "quiero que me centreis la rueda",
])
def test_a_misspelt_verb_of_the_workshop_books_its_service(said):
    c = chat("taller")
    t = c.say(said)
    assert t.texts[0] == _TRUING_ES
    assert _services(c) == ["centrado"]


def test_a_misspelt_verb_in_galician():
    c = chat("taller")
    t = c.say("quero que me zentredes a roda")
    assert t.texts[0] == _TRUING_GL
    assert _services(c) == ["centrado"]


@pytest.mark.parametrize("said", [
    "quiero que me tiññais el pelo",
    "quiero que me tiñeais el pelo",
])
def test_a_misspelt_verb_of_the_salon_books_its_service(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.texts[0] == _DYE_ES


@pytest.mark.parametrize("said", [
    "quiero que me cientren la cadena",      # the chain named, no wheel: the chain, as «centren la cadena»
    "cientren todo",
])
def test_a_misspelt_verb_without_its_alias_words_is_no_service(said):
    c = chat("taller")
    c.say(said)
    assert "centrado" not in _services(c)


# -- 4. «ustedes» asked with no «quiero» before ----------------------------------------------------------------

@pytest.mark.parametrize("slug, said, first", [
    ("taller", "que me centren la rueda", _TRUING_ES),
    ("taller", "que me cientren la rueda el martes", _TRUING_TUESDAY),
    ("taller", "¿me centran la rueda el martes?", _TRUING_TUESDAY),
    (SALON, "que me tiñan el pelo el martes", _DYE_TUESDAY),
    (SALON, "¿me tiñen el pelo?", _DYE_ES),
])
def test_ustedes_asked_books(slug, said, first):
    c = chat(slug)
    t = c.say(said)
    assert t.texts[0] == first


@pytest.mark.parametrize("said", ["¿me dejan la bici el martes?", "¿me quedan bien las mechas?"])
def test_ustedes_of_another_verb_books_nothing(said):
    c = chat("taller" if "bici" in said else SALON)
    c.say(said)
    assert not _services(c)
