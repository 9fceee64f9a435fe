"""The lead's mends after stop 59's regression probe.

- A verb a service's alias is alone («teñir», and from this stop every form of it: «tiñáis», «tíñeme»)
  booked that service whatever it was said of: «que me tiñáis las cejas», «que me tiñáis la ropa»,
  «tíñeme las pestañas el martes» held the hair dye (35 €), «quiero que me tiñáis la barba» the dye and a
  beard trim (44 €), and «…también tíñeme la barba» after a cut lost the Saturday (the dye no longer
  fitted). Now the bare verb said of a thing none of the service's names or aliases uses («the/my <Y>»,
  a day apart) names nothing: the salon lists no such service, so a person answers. Said of what the
  service's aliases take («el pelo», «las raíces», «las canas», the dataset's words) or of a day, it
  still books the service.
- «podemos cancelar» with a booking or an order held cancels again (in test_dialog_cancel_policy_59.py)."""
import pytest

from tests.conversation import chat

SALON = "peluqueria"
HANDED_OVER = "Eso no lo tengo claro y prefiero no inventarlo."


def _services(c) -> list[str]:
    return (c.state.get("booking") or {}).get("services") or []


@pytest.mark.parametrize("said", [
    "que me tiñáis las cejas",
    "tíñeme las cejas",
    "tineme las cejas porfa",
    "que me tiñáis las pestañas el martes",
    "que me tiñais la ropa",
    "me podéis teñir las cejas?",
    "quero que me tingas as cellas",
    "tínguesme as pestanas o martes?",
])
def test_the_dye_verb_said_of_what_the_salon_does_not_list_goes_to_a_person(said):
    c = chat(SALON)
    t = c.say(said)
    assert t.text.startswith(HANDED_OVER) or t.text.startswith("Iso non o teño claro")
    assert "tinte" not in _services(c)
    assert "35,00" not in t.text


@pytest.mark.parametrize("said", ["quiero que me tiñáis la barba el martes", "tíñeme la barba"])
def test_the_dye_verb_said_of_another_service_does_not_add_the_dye(said):
    c = chat(SALON)
    t = c.say(said)
    assert "tinte" not in _services(c)
    assert "Tinte" not in t.text and "35,00" not in t.text


def test_the_dye_verb_said_of_another_service_keeps_the_day_held():
    c = chat(SALON)
    c.say("corte de hombre el sabado a las 10")
    t = c.say("tambien tiñeme la barba")
    assert _services(c) == ["corte-hombre", "barba"]
    assert c.state["booking"]["ymd"] == "2026-11-07"
    assert "ya no me queda hueco" not in t.text


@pytest.mark.parametrize("said, question", [
    ("quiero que me tiñáis el pelo el martes", "¿A qué hora te va bien el martes 3 de noviembre?"),
    ("que me tiñais las raices el martes", "¿A qué hora te va bien el martes 3 de noviembre?"),
    ("quiero teñirme las canas el martes", "¿A qué hora te va bien el martes 3 de noviembre?"),
    ("tiñenme el martes?", "¿A qué hora te va bien el martes 3 de noviembre?"),
    ("que me tiñáis el cabello", "¿Qué día te va bien?"),
    ("me podeis teñir?", "¿Qué día te va bien?"),
    ("quero que me tinguides as canas", "¿Que día che vai ben?"),
    ("quero que me tinxades o pelo o martes", "¿A que hora che vai ben o martes 3 de novembro?"),
])
def test_the_dye_verb_said_of_hair_or_a_day_still_books_the_dye(said, question):
    c = chat(SALON)
    t = c.say(said)
    assert _services(c) == ["tinte"]
    assert t.texts[-1] == question
