"""«Una tarta de queso de 8 … pon feliz cumple en la tarta»: the group word with a definite article,
after one of its products was named in the same message, is that one again (it asked «¿Qué tarta
quieres?» and a second one was added)."""
import pytest

from tests.conversation import chat


@pytest.mark.parametrize("text, said", [
    ("quiero una tarta de santiago de 12 para el jueves a las 11 y que la tarta lleve una vela",
     "Apunto: 1 × Tarta de Santiago (12 raciones). Total 26,00 €."),
    ("un pan de masa madre para el martes a las 10, el pan cortado por favor",
     "Apunto: 1 × Pan de masa madre. Total 4,50 €."),
    ("a las 12 el viernes, una tarta de queso de 8, soy Carla y mi tlf 699887766, pon feliz cumple en la tarta",
     "Apunto: 1 × Tarta de queso (8 raciones). Total 22,00 €."),
    ("quero unha tarta sacher de 8 pro venres ás 12; a tarta é para o aniversario da miña avoa",
     "Apunto: 1 × Tarta Sacher (8 racións). Total 26,00 €."),
])
def test_the_group_word_is_the_one_named(text, said):
    c = chat()
    t = c.say(text)
    assert t.text.startswith(said), t.text
    assert "¿Qué tarta" not in t.text and "¿Que tarta" not in t.text and "¿Qué pan" not in t.text
    assert len(c.order["lines"]) == 1


def test_the_wish_about_it_is_kept_for_the_note():
    c = chat()
    c.say("quiero una tarta de santiago de 12 para el jueves a las 11 y que la tarta lleve una vela")
    assert c.order["notes_said"] == ["una vela"]


@pytest.mark.parametrize("text, said", [
    ("quiero una tarta de queso y otra tarta", "¿Qué tarta quieres?"),
    ("quiero una tarta de queso y la tarta de santiago", "1 × Tarta de queso y 1 × Tarta de Santiago"),
])
def test_another_one_is_still_another(text, said):
    assert said in chat().say(text).text
