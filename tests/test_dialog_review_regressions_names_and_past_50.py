"""Stop 50, regressions in names and past tense: what the new readings must not change.

«no, es un X» asked («¿verdad?», «no?») or said of last time («lo que me hicisteis la otra vez») keeps the
service held; a courtesy or a filler after the name held («ana de acuerdo», «ana perdona») is no surname;
a request made before followed by a new one («¿me hacéis otra igual?») is a new order, while a change of
it asked without a change verb («¿la puedo recoger antes?», «¿podemos ser uno más?») is a change of a
request made before."""
import pytest

from tests.conversation import chat

NOTHING_SEEN = ("no veo nada tuyo", "non vexo nada teu")
CROISSANTS = "quiero 2 croissants para el martes a las 11"
CUT = "cita el viernes a las 10 para corte de mujer"


@pytest.mark.parametrize("said", [
    "no, es un tinte, ¿verdad? lo digo por el precio",
    "no, es un tinte, no?",
    "non, é un tinte, non si?",
    "no, es un tinte lo que me hicisteis la otra vez",
    "non, é un tinte o que me fixestes a outra vez",
])
def test_a_mend_asked_or_of_last_time_keeps_the_service(said):
    c = chat("peluqueria")
    c.say_all(CUT, said)
    assert c.state["booking"]["services"] == ["corte-mujer"]


@pytest.mark.parametrize("before, said", [
    (["Ana", "600111222", "no"], "ana de acuerdo"),
    (["Ana"], "ana de acuerdo"),
    (["Ana"], "ana perdona 600111222"),
    (["Ana", "600111222", "no"], "ana de nuevo"),
    (["Ana", "600111222", "no"], "ana aquí"),
    (["Ana"], "ana perdoa 600111222"),
    (["Ana", "600111222", "no"], "ana de acordo"),
])
def test_a_courtesy_after_the_name_is_no_surname(before, said):
    c = chat()
    c.say_all(CROISSANTS, *before, said)
    assert c.order["name"] == "Ana"


def test_a_courtesy_after_the_name_is_no_surname_at_a_booking():
    c = chat("peluqueria")
    c.say_all(CUT, "Ana", "600111222", "no", "ana de nuevo")
    assert c.state["booking"]["name"] == "Ana"


@pytest.mark.parametrize("said, ymd", [
    ("encargué una tarta de santiago la semana pasada y me encantó, ¿me hacéis otra igual para el martes?",
     "2026-11-03"),
    ("encargué una tarta de santiago el otro día, quiero otra para el sábado", "2026-11-07"),
    ("encarguei unha tarta de santiago a semana pasada, outra igual para o martes", "2026-11-03"),
])
def test_another_like_the_one_ordered_before_is_a_new_order(said, ymd):
    c = chat()
    c.say(said)
    assert [line["item_id"] for line in c.order.get("lines") or []] == ["tarta-santiago"]
    assert c.order["ymd"] == ymd


@pytest.mark.parametrize("slug, said", [
    ("", "pedí una tarta de santiago para el martes, ¿la puedo recoger antes?"),
    ("", "encomendei unha tarta de santiago para o martes, podo recollela antes?"),
    ("restaurante", "reservé mesa para el sábado, ¿podemos ser uno más?"),
    ("restaurante", "reservei mesa para o sábado, podemos ser un máis?"),
])
def test_a_change_asked_of_a_request_made_before(slug, said):
    t = chat(slug).say(said)
    assert any(seen in t.text for seen in NOTHING_SEEN)
