"""Questions the data answers, asked a little askew: «a que hora pecades?» (a Galician «pechades»
misspelt) was answered with how long a table is kept, while «¿cuánto dura la reserva?» — which
that answers — went to a person; «¿de dónde son las rosas?» was answered with the shop's address,
and «de donde vienen las orquideas» (no question mark) ordered an orchid."""
import pytest

from tests.conversation import chat, chat_with_knowledge


@pytest.mark.parametrize("question, said", [
    # stop 51: the misspelt «pechades» is read as the closing time, as «pechades» itself is
    ("a que hora pecades?", "Hoxe pechamos ás 23:30."),
    ("a que hora pexades", "Hoxe pechamos ás 23:30."),
    ("a que hora zerrais?", "Hoy abrimos de 13:00 a 16:00 y de 20:00 a 23:30."),
])
def test_closing_time_misspelt(question, said):
    t = chat("restaurante").say(question)
    assert t.texts[0] == said


TABLE_TIME = "La mesa es vuestra hora y media; para grupos de seis o más, dos horas."


@pytest.mark.parametrize("question", ["¿cuánto dura la reserva?", "cuanto dura la mesa", "canto dura a mesa?",
                                      "¿cuánto tiempo tenemos la mesa?"])
def test_how_long_the_table_is_kept(tmp_path, question):
    t = chat_with_knowledge("restaurante", tmp_path).say(question)
    assert t.texts[0].removeprefix("Só o teño escrito en castelán: ").startswith(TABLE_TIME)


@pytest.mark.parametrize("question", ["¿de dónde son las rosas?", "de onde son as rosas?",
                                      "de donde vienen las orquideas", "de onde veñen as rosas"])
def test_where_a_thing_comes_from_is_no_address(question):
    c = chat("floristeria")
    t = c.say(question)
    assert "Rúa da Raíña" not in t.text
    assert not (c.state.get("order") or {}).get("lines")


@pytest.mark.parametrize("question", ["¿dónde estáis?", "¿de dónde sois?", "onde está a tenda?"])
def test_where_the_shop_is_still_the_address(question):
    t = chat("floristeria").say(question)
    assert t.texts[0].startswith("Estamos en Rúa da Raíña 12")
