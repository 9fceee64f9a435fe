"""Stop 62 (M2, design said mid-request): «que sea de unicornio», «con un dibujo de Frozen» to «¿Para
cuántas raciones?» got «Para seguir necesito que me digas una de estas opciones…»: how the thing should
look is the order's note, said back, and the pending question is asked again. The custom cake has no
design question of its own: the note question takes it, so it is not asked again. «que sea de queso»
(a kind), «que sea para 8» (a size) and «que sea para el viernes» (a day) stay what they were."""
import pytest

from tests.conversation import chat

_CAKE = {"es": "quiero una tarta personalizada para el sábado", "gl": "quero unha tarta personalizada para o sábado"}
_SIZE_ASKED = {"es": "¿Para cuántas raciones?", "gl": "¿Para cantas racións?"}
_TIME_ASKED = {"es": "¿A qué hora lo recoges el sábado 7 de noviembre?",
               "gl": "¿A que hora o recolles o sábado 7 de novembro?"}
_NOTED = {"es": "Apunto como indicación: «{}».", "gl": "Apunto como indicación: «{}»."}


@pytest.mark.parametrize("lang, said, note", [
    ("es", "que sea de unicornio", "que sea de unicornio"),
    ("es", "q sea de unicornio", "q sea de unicornio"),
    ("es", "que sea de la patrulla canina, porfa", "que sea de la patrulla canina"),
    ("es", "pues que sea de Spiderman", "que sea de Spiderman"),
    ("es", "quiero que sea de unicornio", "que sea de unicornio"),
    ("es", "la quiero de unicornio", "la quiero de unicornio"),
    ("es", "la queremos de la sirenita porfa", "la queremos de la sirenita"),
    ("es", "con un dibujo de Frozen", "con un dibujo de Frozen"),
    ("es", "con dibujos de la patrulla canina para mi hijo", "con dibujos de la patrulla canina"),
    ("es", "con forma de corazón", "con forma de corazón"),
    ("es", "con forma de corazon", "con forma de corazon"),
    ("es", "decorada con flores", "decorada con flores"),
    ("es", "que ponga Feliz cumple Ana", "que ponga Feliz cumple Ana"),
    ("es", "con el nombre de Ana", "con el nombre de Ana"),
    ("gl", "que sexa de unicornio", "que sexa de unicornio"),
    ("gl", "cun debuxo de Frozen", "cun debuxo de Frozen"),
    ("gl", "que poña Parabéns Uxía", "que poña Parabéns Uxía"),
    ("gl", "decorada con flores e estrelas", "decorada con flores e estrelas"),
])
def test_a_design_at_the_size_question_is_noted_and_the_size_asked_again(lang, said, note):
    c = chat()
    c.say(_CAKE[lang])
    t = c.say(said)
    assert t.texts[0] == _NOTED[lang].format(note)
    assert t.texts[-1] == _SIZE_ASKED[lang]
    assert "Para seguir" not in t.text
    assert c.order["lines"][0]["item_id"] == "tarta-personalizada" and not c.order["lines"][0]["options"]


@pytest.mark.parametrize("lang, said", [
    ("es", "que sea de unicornio"),
    ("es", "con un dibujo de Frozen"),
    ("gl", "cun debuxo de Frozen"),
    ("gl", "que sexa de unicornio"),
])
def test_a_design_at_the_time_question_is_noted_and_the_time_asked_again(lang, said):
    c = chat()
    c.say(_CAKE[lang])
    c.say("8")
    t = c.say(said)
    assert t.texts[0] == _NOTED[lang].format(said)
    assert t.texts[-1] == _TIME_ASKED[lang]
    assert c.order["lines"][0]["options"] == {"raciones": "8"}


@pytest.mark.parametrize("first, design", [
    ("quiero una tarta personalizada para el sábado", "que sea de unicornio"),
    ("quiero una tarta personalizada para el sabado", "con un dibujo de Frozen"),
])
def test_the_design_said_is_the_orders_note_and_the_note_is_not_asked(first, design):
    c = chat()
    c.say(first)
    c.say(design)
    c.say("8")
    c.say("10:00")
    c.say("Ana")
    t = c.say("612345678")
    assert c.order["note"] == design
    assert "indicación" not in t.texts[-1] and "Este es el pedido" in t.text


def test_the_design_said_with_the_cake_is_kept_for_the_note():
    c = chat()
    c.say("quiero una tarta personalizada para el sábado que sea de unicornio")
    for said in ("8", "10:00", "Ana"):
        c.say(said)
    t = c.say("612345678")
    assert t.texts[0] == "Apunto como indicación: «que sea de unicornio»."
    assert c.order["note"] == "que sea de unicornio"


@pytest.mark.parametrize("said, item, reply", [
    ("que sea de queso", "tarta-queso", "Apunto: 1 × Tarta de queso. Total 22,00 €."),
    ("que sea de chocolate", "tarta-sacher", "Apunto: 1 × Tarta Sacher. Total 26,00 €."),
    ("que sea de limon", "tarta-limon", "Apunto: 1 × Tarta de limón (lemon pie). Total 22,00 €."),
])
def test_a_kind_of_the_catalogue_changes_the_line_as_before(said, item, reply):
    c = chat()
    c.say(_CAKE["es"])
    t = c.say(said)
    assert t.texts[0] == reply and "indicación" not in t.text
    assert c.order["lines"][0]["item_id"] == item


@pytest.mark.parametrize("said, reply, options", [
    ("que sea para 8", "Apunto: 1 × Tarta personalizada (8 raciones). Total 38,00 €.", {"raciones": "8"}),
    ("que sea para el viernes", "Cambio el día: viernes 6 de noviembre.", {}),
    ("que sea de 12 raciones", "Apunto: 1 × Tarta personalizada (12 raciones). Total 46,00 €.", {"raciones": "12"}),
])
def test_a_size_or_a_day_is_no_design(said, reply, options):
    c = chat()
    c.say(_CAKE["es"])
    t = c.say(said)
    assert t.texts[0] == reply and "indicación" not in t.text
    assert c.order["lines"][0]["options"] == options
