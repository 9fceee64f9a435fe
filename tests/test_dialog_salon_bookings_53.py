"""Salon bookings (stop 53): people, several services, Galician names, «voy a ver».

What was wrong:
- «dos cortes el martes a las 10» (a word several services share, counted) lost the «dos»:
  «Apunto: cita el martes 3 de noviembre a las 10:00. ¿Qué corte quieres…?», one appointment.
  «dos tintes» (one service) was already two people, handed to a person: the shared word now counts too.
- «un corte de hombre el martes a las 10 y otro corte a las 12» dropped the 12 in silence and asked
  «¿Qué corte quieres…?» of the other one; now the 10:00 is held and the 12:00 said to go apart
  («Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 va aparte…»), as
  «… y otro a las 12» already did.
- «corte de nena», «corte de rapaz», «peitear» were not read (the dataset held no such aliases).
- «bueno voy a ver el martes» / «voy a ver» mid-booking read the day as chosen or answered the opening
  hours («Hoy abrimos de 09:00 a 14:00.»); now it is a pause: «Claro, sin prisa.», what is held kept
  and the question asked again. A bare «ya veré» still leaves the request for now, as before.
"""
import pytest

from tests.conversation import chat

_HANDED_ES = "Cada cita es para uno solo: para {n} a la vez prefiero que lo organice una persona de Salón Lume."
_HANDED_GL = "Cada cita é para un só: para {n} á vez prefiro que o organice unha persoa de Salón Lume."


def _handed(c) -> bool:
    return any(r["kind"] == "handoff" for r in c.requests)


@pytest.mark.parametrize("said, n, lead", [
    ("dos cortes el martes a las 10", 2, _HANDED_ES),
    ("quiero 2 cortes para el martes", 2, _HANDED_ES),
    ("tres cortes de pelo el viernes", 3, _HANDED_ES),
    ("dos cortes", 2, _HANDED_ES),
    ("dous cortes o martes ás 10", 2, _HANDED_GL),
    ("queria tres cortes o xoves", 3, _HANDED_GL),
    ("2 cortes de home o martes", 2, _HANDED_GL),
    ("tres tintes", 3, _HANDED_ES),
])
def test_two_of_a_shared_service_word_are_two_people(said, n, lead):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0].startswith(lead.format(n=n))
    assert c.state["booking"]["people"] == n
    assert _handed(c)


@pytest.mark.parametrize("said, first", [
    ("un corte el martes a las 10", "Apunto: cita el martes 3 de noviembre a las 10:00."),
    ("un corte o martes ás 10", "Apunto: cita o martes 3 de novembro ás 10:00."),
])
def test_one_of_a_shared_word_still_asks_which(said, first):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0] == first
    assert t.texts[1] in ("¿Qué corte quieres: de mujer, de hombre o infantil?",
                          "¿Que corte queres: de muller, de home ou infantil?")
    assert not _handed(c)


def test_two_to_which_of_the_group_picks_one():
    """Near-miss: «los dos» / a count answering «¿Qué corte quieres?» is no party."""
    c = chat("peluqueria")
    c.say("un corte el martes a las 10")
    t = c.say("el de hombre")
    assert t.texts[0].startswith("Apunto: corte de hombre el martes 3 de noviembre a las 10:00.")
    assert not (c.state["booking"].get("people") or 0) > 1


@pytest.mark.parametrize("said, first, other", [
    ("un corte de hombre el martes a las 10 y otro corte a las 12",
     "Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 va aparte",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €"),
    ("un corte de hombre el martes a las 10 y otro corte de mujer a las 12",
     "Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 va aparte",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €"),
    ("un corte de home o martes ás 10 e outro corte ás 12",
     "Unha reserva é para unha hora: apunto a das 10:00. A das 12:00 vai á parte",
     "Apunto: corte de home o martes 3 de novembro ás 10:00. Total 14,00 €"),
    ("un corte de hombre el martes a las 10 y otro a las 12",
     "Una reserva es para una hora: apunto la de las 10:00. La de las 12:00 va aparte",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €"),
])
def test_another_service_at_another_time_is_said_apart(said, first, other):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts[0].startswith(first)
    assert t.texts[1].startswith(other)
    assert "corte" not in " ".join(t.texts[2:]).lower()        # no «¿Qué corte quieres…?» of the other one
    b = c.state["booking"]
    assert b["services"] == ["corte-hombre"] and b["min"] == 600 and not b.get("service_choices")


def test_another_for_someone_else_at_another_time_is_still_two_people():
    """Near-miss: «y otro para mi hijo a las 12» is two people (stop 52), never one split off in silence.
    Stop 63: the writer's appointment at 10 is taken and the son's, at 12, said to go apart
    (second_person_apart); the son's time said first is still a person's to sort out."""
    c = chat("peluqueria")
    t = c.say("un corte de hombre el martes a las 10 y otro para mi hijo a las 12")
    assert t.texts[0].startswith("Apunto: corte de hombre el martes 3 de noviembre a las 10:00.")
    assert "la de tu hijo, a las 12:00, va aparte" in t.text and not _handed(c)
    t = chat("peluqueria").say("un corte de hombre para mi hijo a las 10 y otro para mí a las 12 el martes")
    assert t.texts[0].startswith("Cada cita es para uno solo: para 2 personas, cada una a su hora")     # (stop 56)


def test_a_bakery_item_at_another_time_goes_in_another_order():
    c = chat("")
    t = c.say("una barra de pan mañana a las 10 y otra barra a las 12")
    assert t.texts[0].startswith("Un pedido es para una hora: apunto el de las 10:00. "
                                 "Lo de las 12:00 va en otro pedido")


@pytest.mark.parametrize("said, service", [
    ("corte de home o martes ás 10", "corte-hombre"),
    ("corte de muller o martes ás 12", "corte-mujer"),
    ("un corte para o neno", "corte-infantil"),
    ("un corte para a nena o martes", "corte-infantil"),
    ("quero un corte de nena", "corte-infantil"),
    ("un corte de rapaz o xoves", "corte-hombre"),
    ("corte de rapaza", "corte-mujer"),
    ("queria peitear o venres", "peinado"),
    ("un corte de senora el martes", "corte-mujer"),
    ("arranxar a barba", "barba"),
])
def test_galician_service_names_are_read(said, service):
    c = chat("peluqueria")
    t = c.say(said)
    assert c.state["booking"]["services"] == [service]
    assert t.texts[0].startswith("Apunto: ")
    assert not c.state["booking"].get("service_choices")


@pytest.mark.parametrize("first, pause, reply, asked", [
    ("un corte de hombre el martes a las 10", "bueno voy a ver el martes", "Claro, sin prisa.",
     "¿A nombre de quién hago la reserva?"),
    ("un tinte", "bueno voy a ver el martes", "Claro, sin prisa.", "¿Qué día te va bien?"),
    ("un tinte", "voy a ver", "Claro, sin prisa.", "¿Qué día te va bien?"),
    ("un tinte el martes a las 12", "vale, voy a pensarlo", "Claro, sin prisa.", "¿A nombre de quién hago la reserva?"),
    ("un tinte el martes a las 12", "vale, xa verei o martes", "Claro, sen présa.", "¿A nome de quen fago a reserva?"),
    ("un tinte o martes ás 12", "vou velo", "Claro, sen présa.", "¿A nome de quen fago a reserva?"),
    ("un tinte", "bo, vou ver o martes", "Claro, sen présa.", "¿Que día che vai ben?"),
])
def test_let_me_see_keeps_the_booking(first, pause, reply, asked):
    c = chat("peluqueria")
    c.say(first)
    held = dict(c.state["booking"])
    t = c.say(pause)
    assert t.texts == [reply, asked]
    b = c.state["booking"]
    assert b["services"] == held["services"] and b.get("ymd") == held.get("ymd") and b.get("min") == held.get("min")
    assert not c.requests or all(r["kind"] != "handoff" for r in c.requests)


@pytest.mark.parametrize("leave, lead", [
    ("bueno, ya veré", "Vale, sin problema: dejo la reserva sin enviar"),
    ("vale, xa verei", "Vale, sen problema: deixo a reserva sen enviar"),
])
def test_a_bare_ill_see_still_leaves_for_now(leave, lead):
    """Near-miss: «ya veré» alone leaves the request for now (stop 29), as before."""
    c = chat("peluqueria")
    c.say("un tinte el martes a las 12")
    t = c.say(leave)
    assert t.texts[0].startswith(lead)
    assert not (c.state.get("booking") or {}).get("services")


def test_nothing_held_let_me_see_waits():
    c = chat("peluqueria")
    t = c.say("voy a ver")
    assert t.texts == ["Claro, sin prisa: aquí estoy cuando quieras."]


@pytest.mark.parametrize("said, first", [
    ("un corte de hombre el martes a las 10",
     "Apunto: corte de hombre el martes 3 de noviembre a las 10:00. Total 14,00 €; dura unos 30 minutos."),
    ("un corte de home o martes ás 10",
     "Apunto: corte de home o martes 3 de novembro ás 10:00. Total 14,00 €; dura uns 30 minutos."),
])
def test_one_service_one_time_unchanged(said, first):
    c = chat("peluqueria")
    t = c.say(said)
    assert t.texts == [first, "¿A nombre de quién hago la reserva?" if "hombre el" in said
                       else "¿A nome de quen fago a reserva?"]
    assert not (c.state["booking"].get("people") or 0) > 1


@pytest.mark.parametrize("said", ["un corte de hombre para mí y para mi hijo el martes a las 10",
                                  "un corte para min e outro para o meu fillo o martes"])
def test_me_and_my_son_still_two_people(said):
    """Stop 62: with the writer's service named, no longer handed over: the writer's appointment first, the
    son's said to follow in one of its own (`second_person_apart`); a group word alone is handed as before."""
    c = chat("peluqueria")
    t = c.say(said)
    if "de hombre" in said:
        assert "va aparte justo después" in t.text
        assert not _handed(c) and int(c.state["booking"].get("people") or 1) == 1
    else:
        assert "para 2" in t.texts[0]
        assert _handed(c)


@pytest.mark.parametrize("said", ["corte para mi hijo y para mi mujer el viernes", "quiero un corte el viernes"])
def test_one_shared_word_for_two_hints_still_asks_which(said):
    """Near-miss: one «corte» (no count) for two hinted people still asks which, as before."""
    t = chat("peluqueria").say(said)
    assert "¿Qué corte quieres: de mujer, de hombre o infantil?" in t.text


def test_two_of_a_shared_word_at_two_times_are_not_two_at_once():
    """Review of stop 53: a count told apart by times is no two people «á vez»; the first time held."""
    c = chat("peluqueria")
    t = c.say("dous cortes o martes, un ás 10 e outro ás 12")
    assert t.texts[0].startswith("Unha reserva é para unha hora: apunto a das 10:00. A das 12:00 vai á parte")
    assert c.state["booking"]["min"] == 600 and not _handed(c)
