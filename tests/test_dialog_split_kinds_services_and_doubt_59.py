"""A count split into kinds told by a number, into services, and a thing said in doubt (stop 59, helper C).

What was wrong:
- «dos cadenas, una de 9 velocidades y otra de 11 velocidades» held «2 × Cadena de 9 velocidades» in
  silence: the 11-speed one the catalogue has not became a second 9-speed one (stop 58 read only kinds
  of one word, «uno de madera y otro de metal», never a kind told by a number);
- «dos cuadernos, uno de rayas y otro cuadriculado» said «No tengo «cuaderno de rayas»» and held none
  (the ruled one is «Cuaderno A5 de rayas»), and «… y otro de puntos» held «1 × Marcapáginas de madera»;
- «dos ajustes, uno de frenos y otro de suspensión» booked «ajuste de frenos» and dropped the other in
  silence (a service not had was said only when no service at all was found);
- «quiero una orquidea, no sé si con maceta» held «1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €»:
  the doubt was read as an order of the pot; with the orchid held, «no sé si con maceta» went to a
  person as a question.

Now the kind told by another number is said not had, one is held and one more offered as stop 58 does:
«No tengo «cadena de 11 velocidades» en el catálogo. Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.
Solo tengo Cadena de 9 velocidades (24,00 €). ¿Te apunto 1 más?»; a part told apart names the thing of
the group whose name says «de <it>» or ends in it («Apunto: 1 × Cuaderno A5 de rayas y 1 × Cuaderno A4
cuadriculado. Total 10,40 €.»), and one the group has not is said not had; the service had is booked
and the kind not had is said: «No tengo «ajuste de suspensión» en el catálogo. Apunto: ajuste de
frenos…»; a thing said in doubt beside the one ordered or held («no sé si con», «quizás con», «igual
con», «a lo mejor también», «non sei se con», «se cadra cun») is offered, not held: «Apunto: 1 ×
Orquídea. Total 32,00 €. ¿Te apunto también Maceta de cerámica (12,00 €)?», with a button for it and
one for «No, sin eso».
"""
import pytest

from tests.conversation import chat_after, line_counts


def _reads(c, words: str) -> bool:
    return any(words in t for t in c.last.texts)


def _services(c) -> list[str]:
    return list((c.state.get("booking") or {}).get("services") or [])


# ---- 1. «dos X, una de <X's numbered kind> y otra de <another number>»: one held, one more offered --------

@pytest.mark.parametrize("said, not_had, held, offer", [
    ("dos cadenas, una de 9 velocidades y otra de 11 velocidades",
     "No tengo «cadena de 11 velocidades» en el catálogo.", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.",
     "Solo tengo Cadena de 9 velocidades (24,00 €). ¿Te apunto 1 más?"),
    ("dos cadenas una de 11 velocidades y otra de 9 velocidades",
     "No tengo «cadena de 11 velocidades» en el catálogo.", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.",
     "Solo tengo Cadena de 9 velocidades (24,00 €). ¿Te apunto 1 más?"),
    ("quiero 2 cadenas, una de 9 velocidades y otra de 11",
     "No tengo «cadena de 11 velocidades» en el catálogo.", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.",
     "Solo tengo Cadena de 9 velocidades (24,00 €). ¿Te apunto 1 más?"),
    ("dos cadenas, una de nueve velocidades y otra de once",
     "No tengo «cadena de once velocidades» en el catálogo.", "Apunto: 1 × Cadena de 9 velocidades. Total 24,00 €.",
     "Solo tengo Cadena de 9 velocidades (24,00 €). ¿Te apunto 1 más?"),
    ("dúas cadeas, unha de 9 velocidades e outra de 11 velocidades",
     "Non teño «cadena de 11 velocidades» no catálogo.", "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €.",
     "Só teño Cadea de 9 velocidades (24,00 €). ¿Apúntoche 1 máis?"),
    ("duas cadeas unha de 9 velocidades e outra de 10",
     "Non teño «cadena de 10 velocidades» no catálogo.", "Apunto: 1 × Cadea de 9 velocidades. Total 24,00 €.",
     "Só teño Cadea de 9 velocidades (24,00 €). ¿Apúntoche 1 máis?"),
])
def test_a_kind_told_by_another_number_is_said_and_one_more_offered(said, not_had, held, offer):
    c = chat_after("taller", said)
    assert line_counts(c) == {"cadena": 1}
    assert _reads(c, not_had)
    assert _reads(c, held)
    assert _reads(c, offer)
    # the name in the chat's language: the Galician chat's «Cadea», the Spanish one's «Cadena»
    assert c.last.chip_labels == [f"{held.split('× ')[1].split('.')[0]} · 24,00 €"]


@pytest.mark.parametrize("answer, count, total", [("sí", 2, "48,00 €"), ("si", 2, "48,00 €"), ("no", 1, "24,00 €"),
                                                  ("vale", 2, "48,00 €")])
def test_the_offer_of_one_more_is_taken_or_declined(answer, count, total):
    c = chat_after("taller", "dos cadenas, una de 9 velocidades y otra de 11 velocidades", answer)
    assert line_counts(c) == {"cadena": count}
    if count == 2:
        assert _reads(c, f"Apunto: 2 × Cadena de 9 velocidades. Total {total}.")
    else:
        assert _reads(c, "Vale, no lo apunto.")


@pytest.mark.parametrize("said", [
    "dos cadenas, una de 9 velocidades y otra de 9 velocidades",
    "dos cadenas de 9 velocidades",
    "dúas cadeas de 9 velocidades",
])
def test_the_kind_had_twice_holds_two(said):
    c = chat_after("taller", said)
    assert line_counts(c) == {"cadena": 2}
    assert not _reads(c, "No tengo") and not _reads(c, "Non teño")
    assert not _reads(c, "más?") and not _reads(c, "máis?")


# ---- 1b. «dos <group word>, uno de <A> y otro <B>», A and B things of the group told by their names' ends -

@pytest.mark.parametrize("said, held, lines", [
    ("dos cuadernos, uno de rayas y otro cuadriculado",
     "Apunto: 1 × Cuaderno A5 de rayas y 1 × Cuaderno A4 cuadriculado. Total 10,40 €.",
     {"cuaderno-a5": 1, "cuaderno-a4": 1}),
    ("dos cuadernos uno cuadriculado y otro de rayas",
     "Apunto: 1 × Cuaderno A4 cuadriculado y 1 × Cuaderno A5 de rayas. Total 10,40 €.",
     {"cuaderno-a4": 1, "cuaderno-a5": 1}),
    ("dous cadernos, un de raias e outro cuadriculado",
     "Apunto: 1 × Caderno A5 de raias e 1 × Caderno A4 cuadriculado. Total 10,40 €.",
     {"cuaderno-a5": 1, "cuaderno-a4": 1}),
])
def test_two_things_of_a_group_told_apart_are_both_held(said, held, lines):
    """(these said «No tengo «cuaderno de rayas»» and asked which notebook, holding none)"""
    c = chat_after("libreria", said)
    assert line_counts(c) == lines
    assert _reads(c, held)
    assert not _reads(c, "No tengo") and not _reads(c, "Non teño")


@pytest.mark.parametrize("said, not_had, held", [
    ("dos cuadernos, uno de rayas y otro de puntos", "No tengo «cuaderno de puntos» en el catálogo.",
     "Apunto: 1 × Cuaderno A5 de rayas. Total 4,50 €."),
    ("dous cadernos, un de raias e outro de puntos", "de puntos» no catálogo.",
     "Apunto: 1 × Caderno A5 de raias. Total 4,50 €."),
])
def test_a_thing_of_a_group_not_had_is_said_beside_the_one_had(said, not_had, held):
    """(this held «1 × Marcapáginas de madera» for «de puntos», and said the ruled notebook not had)"""
    c = chat_after("libreria", said)
    assert line_counts(c) == {"cuaderno-a5": 1}
    assert _reads(c, not_had)
    assert _reads(c, held)


@pytest.mark.parametrize("slug, said, lines", [
    ("libreria", "un cuaderno de rayas", {"cuaderno-a5": 1}),
    ("floristeria", "dos ramos, uno de rosas y otro de temporada", {"ramo-rosas": 1, "ramo-temporada": 1}),
    ("floristeria", "dous ramos, un de rosas e outro de tempada", {"ramo-rosas": 1, "ramo-temporada": 1}),
])
def test_things_of_a_group_named_plainly_are_held_as_before(slug, said, lines):
    assert line_counts(chat_after(slug, said)) == lines


# ---- 2. «dos <group of services>, uno de <A> y otro de <B not had>»: A booked, B said ---------------------

@pytest.mark.parametrize("slug, said, not_had, booked, service", [
    ("taller", "dos ajustes, uno de frenos y otro de suspensión", "No tengo «ajuste de suspensión» en el catálogo.",
     "Apunto: ajuste de frenos. Total 18,00 €; dura unos 30 minutos.", "frenos"),
    ("taller", "dos ajustes uno de frenos y otro de suspension", "No tengo «ajuste de suspension» en el catálogo.",
     "Apunto: ajuste de frenos. Total 18,00 €; dura unos 30 minutos.", "frenos"),
    ("taller", "dos ajustes: uno del cambio y otro de sillín", "No tengo «ajuste de sillín» en el catálogo.",
     "Apunto: ajuste de cambio. Total 18,00 €; dura unos 30 minutos.", "cambio"),
    ("taller", "dous axustes, un de freos e outro de suspensión", "suspensión» no catálogo.",
     "Apunto: axuste de freos. Total 18,00 €; dura uns 30 minutos.", "frenos"),
    ("peluqueria", "dos cortes, uno de hombre y otro de perro", "No tengo «corte de perro» entre los servicios.",
     "Apunto: corte de hombre. Total 14,00 €; dura unos 30 minutos.", "corte-hombre"),
    ("peluqueria", "dous cortes, un de home e outro de can", "Non teño «corte de can» entre os servizos.",
     "Apunto: corte de home. Total 14,00 €; dura uns 30 minutos.", "corte-hombre"),
])
def test_the_service_had_is_booked_and_the_kind_not_had_said(slug, said, not_had, booked, service):
    c = chat_after(slug, said)
    assert _services(c) == [service]
    assert _reads(c, not_had)
    assert _reads(c, booked)


@pytest.mark.parametrize("slug, said, booked, services", [
    ("taller", "dos ajustes, uno de frenos y otro del cambio",
     "Apunto: ajuste de frenos y ajuste de cambio. Total 36,00 €; dura unos 60 minutos.", ["frenos", "cambio"]),
    ("taller", "dous axustes, un de freos e outro do cambio",
     "Apunto: axuste de freos e axuste do cambio. Total 36,00 €; dura uns 60 minutos.", ["frenos", "cambio"]),
    ("taller", "quiero una revisión para mi bici azul el martes",
     "Apunto: revisión completa el martes 3 de noviembre. Total 35,00 €; dura unos 60 minutos.", ["revision"]),
])
def test_services_all_had_are_booked_with_nothing_said_missing(slug, said, booked, services):
    c = chat_after(slug, said)
    assert _services(c) == services
    assert _reads(c, booked)
    assert not _reads(c, "No tengo") and not _reads(c, "Non teño")


@pytest.mark.parametrize("said, booked, question", [
    ("dos servicios: uno de corte y otro de peinado", "Apunto: peinado. Total 18,00 €; dura unos 30 minutos.",
     "¿Qué corte quieres: de mujer, de hombre o infantil?"),
    ("dous servizos: un de corte e outro de peiteado", "Apunto: peiteado. Total 18,00 €; dura uns 30 minutos.",
     "¿Que corte queres: de muller, de home ou infantil?"),
])
def test_a_service_and_a_group_the_one_booked_and_the_other_asked(said, booked, question):
    c = chat_after("peluqueria", said)
    assert _services(c) == ["peinado"]
    assert _reads(c, booked)
    assert _reads(c, question)
    assert not _reads(c, "No tengo") and not _reads(c, "Non teño")


# ---- 3. a thing said in doubt beside the one ordered: offered, not held -----------------------------------

_ORCHID = "Apunto: 1 × Orquídea. Total 32,00 €."
_OFFER = "¿Te apunto también Maceta de cerámica (12,00 €)?"
_OFFER_GL = "¿Apúntoche tamén Testo de cerámica (12,00 €)?"


@pytest.mark.parametrize("said, offer, chips", [
    ("quiero una orquidea, no sé si con maceta", _OFFER, ["Maceta de cerámica · 12,00 €", "No, sin eso"]),
    ("quiero una orquidea no se si con maceta", _OFFER, ["Maceta de cerámica · 12,00 €", "No, sin eso"]),
    ("quiero una orquídea, quizás con maceta", _OFFER, ["Maceta de cerámica · 12,00 €", "No, sin eso"]),
    ("una orquídea, igual con una maceta", _OFFER, ["Maceta de cerámica · 12,00 €", "No, sin eso"]),
    ("quiero una orquídea, a lo mejor también una maceta", _OFFER, ["Maceta de cerámica · 12,00 €", "No, sin eso"]),
    ("quero unha orquídea, non sei se con testo", _OFFER_GL, ["Testo de cerámica · 12,00 €", "Non, sen iso"]),
    ("unha orquidea, se cadra cun testo", _OFFER_GL, ["Testo de cerámica · 12,00 €", "Non, sen iso"]),
])
def test_a_thing_said_in_doubt_is_offered_not_held(said, offer, chips):
    c = chat_after("floristeria", said)
    assert line_counts(c) == {"orquidea": 1}
    assert _reads(c, _ORCHID)
    assert _reads(c, offer)
    assert c.last.chip_labels == chips
    assert not _reads(c, "44,00 €")


@pytest.mark.parametrize("answer, lines, words", [
    ("sí", {"orquidea": 1, "maceta": 1}, "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €."),
    ("vale", {"orquidea": 1, "maceta": 1}, "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €."),
    ("no", {"orquidea": 1}, "Vale, no lo apunto."),
    ("no hace falta", {"orquidea": 1}, "Vale, no lo apunto."),
])
def test_the_doubted_thing_is_taken_or_declined(answer, lines, words):
    c = chat_after("floristeria", "quiero una orquidea, no sé si con maceta", answer)
    assert line_counts(c) == lines
    assert _reads(c, words)
    assert _reads(c, "¿A qué hora lo recoges?")


@pytest.mark.parametrize("button, lines, words", [
    ("Maceta de cerámica · 12,00 €", {"orquidea": 1, "maceta": 1},
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €."),
    ("No, sin eso", {"orquidea": 1}, "Vale, no lo apunto."),
])
def test_the_doubted_thing_by_its_buttons(button, lines, words):
    c = chat_after("floristeria", "quiero una orquidea, no sé si con maceta")
    c.press(button)
    assert line_counts(c) == lines
    assert _reads(c, words)


def test_the_doubted_thing_in_galician_declined():
    c = chat_after("floristeria", "quero unha orquídea, non sei se con testo", "non")
    assert line_counts(c) == {"orquidea": 1}
    assert _reads(c, "Vale, non o apunto.")


def test_a_time_instead_of_an_answer_lets_the_offer_go():
    c = chat_after("floristeria", "quiero una orquidea, no sé si con maceta", "a las 13:00")
    assert line_counts(c) == {"orquidea": 1}
    assert not _reads(c, _OFFER)


@pytest.mark.parametrize("doubt, answer, offer, lines, words", [
    ("no sé si con maceta", "sí", _OFFER, {"orquidea": 1, "maceta": 1},
     "Apunto: 1 × Orquídea y 1 × Maceta de cerámica. Total 44,00 €."),
    ("no se si con una maceta", "no", _OFFER, {"orquidea": 1}, "Vale, no lo apunto."),
    ("non sei se con testo", "non", _OFFER_GL, {"orquidea": 1}, "Vale, non o apunto."),
])
def test_a_doubt_with_the_thing_held_is_offered(doubt, answer, offer, lines, words):
    """(with the orchid held, «no sé si con maceta» went to a person as a question)"""
    c = chat_after("floristeria", "quiero una orquidea" if "no se" in doubt or "no sé" in doubt
                   else "quero unha orquídea", doubt)
    assert _reads(c, offer)
    assert line_counts(c) == {"orquidea": 1}
    assert not _reads(c, "prefiero no inventarlo") and not _reads(c, "prefiro non inventalo")
    c.say(answer)
    assert line_counts(c) == lines
    assert _reads(c, words)


def test_a_doubt_beside_a_bakery_order():
    c = chat_after("", "quiero dos croissants, quizás también una napolitana de chocolate")
    assert line_counts(c) == {"croissant": 2}
    assert _reads(c, "Apunto: 2 × Croissant de mantequilla. Total 3,60 €.")
    assert _reads(c, "¿Te apunto también Napolitana de chocolate (2,00 €)?")


@pytest.mark.parametrize("said, total", [
    ("quiero una orquídea con maceta", "Total 44,00 €."),
    ("quiero una orquídea, y sí, con maceta", "Total 44,00 €."),
    ("quero unha orquídea cun testo", "Total 44,00 €."),
    ("una orquidea y una maceta", "Total 44,00 €."),
])
def test_a_thing_said_plainly_is_held(said, total):
    c = chat_after("floristeria", said)
    assert line_counts(c) == {"orquidea": 1, "maceta": 1}
    assert _reads(c, total)
    assert not _reads(c, "¿Te apunto también") and not _reads(c, "¿Apúntoche tamén")


@pytest.mark.parametrize("said, lines", [
    ("una tarta de queso con un dibujo", {"tarta-queso": 1}),
    ("una tarta personalizada de 20 con un dibujo de la patrulla canina", {"tarta-personalizada": 1}),
])
def test_a_wish_beside_a_thing_of_a_group_names_no_other_of_the_group(said, lines):
    """«con un dibujo» ends an alias of another cake of the group, yet tells no part apart."""
    assert line_counts(chat_after("", said)) == lines


def test_two_of_the_same_said_plainly_are_held():
    """«dos napolitanas, igual de chocolate»: «igual» before no thing of its own is no doubt."""
    c = chat_after("", "dos napolitanas, igual de chocolate")
    assert line_counts(c) == {"napolitana": 2}
    assert _reads(c, "Apunto: 2 × Napolitana de chocolate. Total 4,00 €.")
