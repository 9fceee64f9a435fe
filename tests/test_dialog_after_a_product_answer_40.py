"""After «¿tenéis X?» or its price, a short reply went to a person: «pues 4», «vale, 4», «vale 2
bolsas», «pois un» (a count), «pues 12» of a cake sold for 8, 12 or 20 (a size), «¿me la
guardáis?», «¿me lo podéis reservar?» («no gestiono reservas» at a bookshop), «hoy a las 13», «o
luns» (a day). They take the thing just answered about; after a group's prices a day alone asks
which one. A bare «a las 11» still takes nothing."""
import pytest

from tests.conversation import chat


def _counts(c) -> dict[str, int]:
    return {line["item_id"]: line["qty"] for line in (c.state.get("order") or {}).get("lines") or []}


@pytest.mark.parametrize("slug, question, then, counts", [
    ("", "teneis palmeras?", "pues 4", {"palmera": 4}),
    ("", "tedes palmeiras?", "vale, 4", {"palmera": 4}),
    ("", "teneis palmeras?", "4", {"palmera": 4}),
    ("", "cuanto vale la bolsa de galletas?", "vale 2 bolsas", {"galletas": 2}),
    ("floristeria", "cuanto cuesta el ramo de rosas?", "pues 2", {"ramo-rosas": 2}),
    ("libreria", "tedes follas novas?", "pois un", {"follas-novas": 1}),
    ("libreria", "la guia del camino la teneis?", "me la guardais?", {"guia-camino": 1}),
    ("libreria", "teneis el atlas?", "me lo podeis reservar?", {"atlas-ceo": 1}),
    ("libreria", "la guia del camino la teneis?", "hoy a las 13", {"guia-camino": 1}),
    ("libreria", "tedes a guia do camiño?", "o luns", {"guia-camino": 1}),
])
def test_a_short_reply_takes_the_thing_just_answered_about(slug, question, then, counts):
    c = chat(slug)
    c.say(question)
    t = c.say(then)
    assert _counts(c) == counts
    assert t.texts[0].startswith("Apunto:")
    assert all(r["kind"] != "question" for r in c.requests)     # nothing handed to a person


@pytest.mark.parametrize("question, then, said", [
    ("cuanto cuesta la tarta de queso?", "pues 12", "Apunto: 1 × Tarta de queso (12 raciones). Total 30,00 €."),
    ("canto custa a tarta de queixo?", "vale, 20", "Apunto: 1 × Tarta de queso (20 racións). Total 40,00 €."),
])
def test_a_size_of_the_cake_just_priced(question, then, said):
    c = chat()
    c.say(question)
    assert c.say(then).texts[0] == said


def test_and_a_size_asked_is_its_price():
    c = chat()
    c.say("cuanto cuesta la tarta de queso?")
    assert c.say("y 12?").texts[0] == "Tarta de queso (12 raciones): 30,00 €."


@pytest.mark.parametrize("then", ["el jueves a las 11", "vale, para el jueves a las 11"])
def test_a_day_after_a_groups_prices_asks_which(then):
    c = chat("peluqueria")
    c.say("¿cuánto cuesta el corte?")
    t = c.say(then)
    assert t.texts[-1] == "¿Qué corte quieres: de mujer, de hombre o infantil?"
    assert c.state["booking"]["ymd"] == "2026-11-05" and c.state["booking"]["min"] == 11 * 60


def test_a_bare_time_still_takes_nothing():
    c = chat("libreria")
    c.say("la guia del camino la teneis?")
    t = c.say("a las 11")
    assert "Apunto" not in t.text and not _counts(c)


@pytest.mark.parametrize("then, counts", [
    ("me añades un brownie?", {"palmera": 2, "brownie": 1}),
    ("me pones otra?", {"palmera": 3}),
    ("puedes poner 2 mas?", {"palmera": 4}),
    ("engádesme un brownie?", {"palmera": 2, "brownie": 1}),
    ("podes poñer 2 máis?", {"palmera": 4}),
    ("oye me echas dos mas?", {"palmera": 4}),
])
def test_a_change_asked_as_a_favour_is_made(then, counts):
    c = chat()
    for step in ("2 palmeras para hoy a las 5", "ana", "600000001", "no"):
        c.say(step)
    t = c.say(then)
    assert _counts(c) == counts
    assert t.texts[0].startswith("Apunto:")
    assert all(r["kind"] != "question" for r in c.requests)     # nothing handed to a person
