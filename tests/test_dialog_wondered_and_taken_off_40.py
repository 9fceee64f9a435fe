"""«¿Y si quito las napolitanas?» mid-order went to a person, and «quítalas» then looped. A change
wondered about is made (nothing is sent before «Enviar», and the recap shows the new total);
«quítalas», «sácamelos» take the thing talked about off, asking which when several are held."""
import pytest

from tests.conversation import chat


def _counts(c) -> dict[str, int]:
    return {line["item_id"]: line["qty"] for line in (c.state.get("order") or {}).get("lines") or []}


@pytest.mark.parametrize("first, wondered, counts, total", [
    ("quiero 5 croissants y 5 napolitanas para hoy", "y si quito las napolitanas?", {"croissant": 5}, "9,00 €"),
    ("quero 5 croissants para hoxe", "e se engado dúas palmeiras?", {"croissant": 5, "palmera": 2}, "13,40 €"),
    ("quiero 5 croissants para hoy", "¿y si pongo 2 palmeras?", {"croissant": 5, "palmera": 2}, "13,40 €"),
])
def test_a_change_wondered_about_is_made(first, wondered, counts, total):
    c = chat()
    c.say(first)
    t = c.say(wondered)
    assert _counts(c) == counts
    assert t.texts[0].startswith("Apunto:") and t.texts[0].endswith(f"Total {total}.")
    assert all(r["kind"] != "question" for r in c.requests)


@pytest.mark.parametrize("then", ["quitalas", "quítalas", "pues sácalas", "borralas porfa"])
def test_taking_it_off_with_several_held_asks_which(then):
    c = chat()
    c.say("quiero 5 croissants y 5 napolitanas para hoy")
    t = c.say(then)
    assert t.texts[0] == ("¿Cuál quito: Croissant de mantequilla o Napolitana de chocolate? "
                          "Si no quieres nada, pulsa «Todo el pedido».")
    assert _counts(c) == {"croissant": 5, "napolitana": 5}
