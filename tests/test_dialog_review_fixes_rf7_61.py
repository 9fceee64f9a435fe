"""Stop 61, review fixes (RF7).

1. The salon, «¿qué hace Iago?» then «¿y qué hace marta?»: was only Marta's week (read as «¿y Marta?» after
   a week). What a person does is asked before their week: she does every service, and her week.
   «¿qué días trabaja Iago?» then «¿y marta?» stays her week; «¿trabaja Marta el sábado?» her hours.
2. The occasions a group's price list does not answer («¿hacéis <broad word> para <occasion>?») are the
   business's words (`reading.occasion_words`), not the engine's: without them the group is listed.
"""
import json
import shutil

import pytest

from bizengine import load_business
from tests.conversation import FIXTURES, Conversation, chat, no_data

EVERY = "Marta es del equipo y hace todos los servicios."
EVERY_GL = "Marta é do equipo e fai todos os servizos."
MARTA_WEEK = "Marta trabaja los martes, miércoles, jueves y viernes de 10:00 a 14:00 y de 16:00 a 20:00"
MARTA_WEEK_GL = "Marta traballa os martes, mércores, xoves e venres de 10:00 a 14:00 e de 16:00 a 20:00"
BOUQUETS = "Ramo de rosas: 35,00 €. Ramo de temporada: 28,00 €."
NOT_SURE = "Eso no lo tengo claro y prefiero no inventarlo."
NOT_SURE_GL = "Iso non o teño claro e prefiro non inventalo."


@pytest.mark.parametrize("first, then, said", [
    ("¿qué hace Iago?", "¿y qué hace marta?", EVERY),
    ("que hace iago", "y que hace marta?", EVERY),
    ("¿k hace iago?", "¿y marta que hace?", EVERY),
    ("¿qué servicios hace Iago?", "¿y qué servicios hace Marta?", EVERY),
    ("¿que fai iago?", "¿e que fai marta?", EVERY_GL),
    ("que fai o iago", "e marta que fai?", EVERY_GL),
])
def test_what_a_person_does_after_another_says_her_services(first, then, said):
    c = chat("peluqueria")
    c.say(first)
    text = c.say(then).text
    assert text.startswith(said)
    assert MARTA_WEEK in text or MARTA_WEEK_GL in text


@pytest.mark.parametrize("first, then, week", [
    ("¿qué días trabaja Iago?", "¿y marta?", MARTA_WEEK),
    ("¿que dias trabaja iago?", "¿y Marta?", MARTA_WEEK),
    ("¿que días traballa Iago?", "¿e marta?", MARTA_WEEK_GL),
])
def test_the_week_asked_again_stays_the_week(first, then, week):
    c = chat("peluqueria")
    c.say(first)
    text = c.say(then).text
    assert text.startswith(week)
    assert "todos los servicios" not in text and "todos os servizos" not in text


@pytest.mark.parametrize("first, said, hours", [
    ("¿qué hace Iago?", "¿trabaja Marta el sábado?", "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00."),
    ("", "¿trabaja Marta el sábado?", "Marta trabaja el sábado 7 de noviembre de 09:00 a 14:00."),
    ("¿que fai iago?", "¿traballa marta o sábado?", "Marta traballa o sábado 7 de novembro de 09:00 a 14:00."),
])
def test_a_day_asked_stays_the_hours(first, said, hours):
    c = chat("peluqueria")
    if first:
        c.say(first)
    assert c.say(said).text == hours


@pytest.fixture(scope="module")
def florist_without_occasions(tmp_path_factory):
    home = tmp_path_factory.mktemp("florist") / "floristeria"
    shutil.copytree(FIXTURES / "floristeria", home)
    data = json.loads((home / "business.json").read_text(encoding="utf-8"))
    del data["reading"]["occasion_words"]
    (home / "business.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return load_business(home)


@pytest.mark.parametrize("said, unsure", [
    ("¿haceis arreglos florales para bodas?", NOT_SURE),
    ("haceis arreglos florales para un funeral", NOT_SURE),
    ("¿teneis arreglos de flores para eventos?", NOT_SURE),
    ("¿Hacéis arreglos florales para decorar la iglesia?", NOT_SURE),
    ("¿facedes arranxos florais pra unha voda?", NOT_SURE_GL),
])
def test_occasions_are_the_business_words(said, unsure, florist_without_occasions):
    assert chat("floristeria").say(said).texts[0].startswith(unsure)
    without = Conversation(biz=florist_without_occasions, kb_answer=no_data)
    assert without.say(said).texts[0].startswith("Ramo de rosas: 35,00 €.")


@pytest.mark.parametrize("said", [
    "¿haceis ramos para bodas?",
    "¿tenéis arreglos florales para un cumpleaños?",
    "cuanto cuesta un arreglo floral para la semana que viene",
    "¿teneis arreglos florales para mi madre?",
])
def test_no_occasion_of_the_business_lists_the_bouquets(said):
    assert chat("floristeria").say(said).texts[0] == BOUQUETS
