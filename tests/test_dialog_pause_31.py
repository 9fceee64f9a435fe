"""Stop 31: a moment asked for mid-request in more words («espera, que lo consulto con mi mujer»,
«luego te digo», «déjame pensarlo», «agarda, que o consulto co meu home», «despois che digo») keeps
the request and asks its question again: it answered «Para seguir necesito…». With nothing open
the same words get a plain «aquí estoy» (they went to a person). «Lo pienso y te digo», «lo hablo
con mi pareja y te digo» still leave the request for now (stop 29). «quiero 6» at the time question
of one line asks whether 6 is the count or the hour, as «mejor 6» does."""
from __future__ import annotations

import pytest

from tests.conversation import chat

ASKED_ES = "¿A qué hora lo recoges el martes 3 de noviembre?"
ASKED_GL = "¿A que hora o recolles o martes 3 de novembro?"


@pytest.mark.parametrize("said, pause, asked", [
    ("espera, que lo consulto con mi mujer", "Claro, sin prisa.", ASKED_ES),
    ("un momento, que lo hablo con mi socio", "Claro, sin prisa.", ASKED_ES),
    ("vale, luego te digo", "Claro, sin prisa.", ASKED_ES),
    ("luego te digo", "Claro, sin prisa.", ASKED_ES),
    ("déjame pensarlo", "Claro, sin prisa.", ASKED_ES),
    ("dejame pensarlo, gracias", "Claro, sin prisa.", ASKED_ES),
    ("ahora vuelvo", "Claro, sin prisa.", ASKED_ES),
    ("ok, ahora te confirmo", "Claro, sin prisa.", ASKED_ES),
    ("ahora te digo la hora", "Claro, sin prisa.", ASKED_ES),
    ("te digo algo luego", "Claro, sin prisa.", ASKED_ES),
    ("agarda, que o consulto co meu home", "Claro, sen présa.", ASKED_GL),
    ("despois che digo", "Claro, sen présa.", ASKED_GL),
])
def test_a_moment_keeps_the_request_and_asks_again(said, pause, asked):
    c = chat()
    c.say("quiero 4 croissants para el martes")
    t = c.say(said)
    assert t.texts[0] == pause and asked in t.text
    assert t.request["status"] == "collecting" and "Para seguir" not in t.text
    assert "Apunto: 4 × Croissant" not in t.text
    assert "¿A nombre de quién lo preparo?" in c.say("a las 10").text or "¿A nome de quen o preparo?" in c.last.text


@pytest.mark.parametrize("said, reply", [
    ("luego te digo", "Claro, sin prisa: aquí estoy cuando quieras."),
    ("espera", "Claro, sin prisa: aquí estoy cuando quieras."),
    ("agarda", "Claro, sen présa: aquí estou cando queiras."),
])
def test_with_nothing_open_it_is_no_question_for_a_person(said, reply):
    t = chat().say(said)
    assert t.text == reply and t.request is None


@pytest.mark.parametrize("said", ["vale, lo pienso y te digo", "lo hablo con mi pareja y te digo",
                                  "lo consulto con mi marido y os digo", "ya te digo algo", "xa che direi"])
def test_thinking_it_over_and_telling_later_still_leaves_the_request(said):
    c = chat()
    c.say("quiero 4 croissants para el martes")
    t = c.say(said)
    assert ("no queda nada pendiente" in t.text or "non queda nada pendente" in t.text) and t.request is None


@pytest.mark.parametrize("said, asked", [
    ("quiero 6", "¿6 × Croissant de mantequilla o a las 18:00?"),
    ("vale, quiero 6", "¿6 × Croissant de mantequilla o a las 18:00?"),
    ("quero 6", "¿6 × Croissant de mantequilla ou ás 18:00?"),
])
def test_a_bare_count_wanted_at_the_time_question_asks_which(said, asked):
    c = chat()
    c.say("quiero 4 croissants para el martes")
    t = c.say(said)
    assert asked in t.text and t.chip_labels == ["6 × Croissant de mantequilla", "18:00"]
