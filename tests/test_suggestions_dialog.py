"""The one suggestion of an order, in the pure turn: shown after an item is added (or at the
summary) as a reply with «Añadir …» and «No, gracias» chips before the pending question; never
twice, never in a refusal, a handoff, a correction or a question; the chip adds the item;
accepted within the attribution window, dismissed with «No»; Spanish and Galician; a bakery and
a florist; off when the dataset or the caller says so, rules alone without an artifact."""
from __future__ import annotations

import json
import shutil
from datetime import timedelta

import pytest

from bizengine.business.store import load_business
from bizengine.conversation.turn import turn
from tests.conftest import FIXTURES
from tests.conversation import Conversation, Turn

FLOWERS = load_business(FIXTURES / "floristeria")
BOOKS = load_business(FIXTURES / "libreria")


class Suggesting(Conversation):
    """The pure harness, with the suggestion artifact a shell would pass ({}: none built)."""

    def __init__(self, *a, artifact=None, **kw):
        super().__init__(*a, **kw)
        self.artifact = {} if artifact is None else artifact
        self.events: list[dict] = []

    def _run(self, inp: dict, shown: str) -> Turn:
        out = turn(self.biz, self.state, inp, self.now, own=self.own, kb_answer=self.kb_answer,
                   history=list(self.history), suggestions=self.artifact)
        json.dumps(out.state)
        self.state = out.state
        t = Turn(out)
        self.turns.append(t)
        self.events += out.suggest_events
        self.history.append({"role": "user", "content": shown})
        self.history += [{"role": "assistant", "content": x} for x in t.texts]
        return t


def suggestion_of(t: Turn) -> dict | None:
    found = [r for r in t.replies if (r["meta"] or {}).get("suggestion")]
    assert len(found) <= 1
    return found[0] if found else None


def kinds(c: Suggesting) -> list[str]:
    return [e["kind"] for e in c.events]


# ---------------------------------------------------------------- shown once, where it may

@pytest.mark.parametrize("text", ["dos palmeras", "Dos palmeras, porfa", "2 palmeras de hojaldre", "DOS PALMERAS"])
def test_after_an_item_is_added_one_suggestion_comes_before_the_question(text):
    c = Suggesting()
    t = c.say(text)
    s = suggestion_of(t)
    assert s is not None, t
    item = s["meta"]["suggestion"]["item_id"]
    product = c.biz.products[item]
    assert t.replies[-1] is not s and "?" in t.texts[-1]        # the pending question is still last
    assert s["meta"]["chips"][0]["label"].startswith(f"Añadir {product['name']} · ")
    assert s["meta"]["chips"][0]["action"] == {"type": "add", "item_id": item}
    assert s["meta"]["chips"][1] == {"label": "No, gracias", "action": {"type": "suggest_no"}}
    assert item != "palmera" and product["lead_hours"] < 24   # a same-day order stays same-day
    assert kinds(c) == ["shown"]
    assert any(e["step"] == "suggestion" for e in t.trace)


def test_in_galician_the_chip_and_reason_are_galician():
    c = Suggesting()
    t = c.say("Boas, quero dúas palmeiras")
    s = suggestion_of(t)
    assert s is not None and s["meta"]["chips"][0]["label"].startswith("Engadir ")
    assert s["meta"]["chips"][1]["label"] == "Non, grazas"
    assert " suele " not in s["text"] and "adoita" in s["text"]


def test_the_chip_adds_the_item_and_counts_as_accepted():
    c = Suggesting()
    s = suggestion_of(c.say("dos palmeras"))
    item = s["meta"]["suggestion"]["item_id"]
    c.press(s["meta"]["chips"][0]["label"])
    assert [l["item_id"] for l in c.order["lines"]] == ["palmera", item]
    assert kinds(c) == ["shown", "accepted"] and c.events[-1]["item_id"] == item
    assert suggestion_of(c.last) is None


def test_no_thanks_is_noted_the_question_comes_back_and_nothing_is_suggested_again():
    c = Suggesting()
    first = c.say("dos palmeras")
    question = first.texts[-1]
    t = c.press("No, gracias")
    assert kinds(c) == ["shown", "dismissed"]
    assert t.texts[-1] == question and [l["item_id"] for l in c.order["lines"]] == ["palmera"]
    for text in ("y un brownie", "para hoy a las 17:00", "Iria", "655444333", "no"):
        assert suggestion_of(c.say(text)) is None, text
    assert c.state["awaiting"] == "confirm" and kinds(c) == ["shown", "dismissed"]


def test_ignored_it_never_comes_back_in_that_order_but_a_new_order_may_suggest():
    c = Suggesting()
    c.say("dos palmeras")
    for text in ("y un brownie", "para hoy a las 17:00", "a nombre de Iria", "655444333", "no"):
        assert suggestion_of(c.say(text)) is None, text
    c.press("Enviar pedido")
    assert c.state["done"] and kinds(c) == ["shown"]
    assert suggestion_of(c.say("quiero tres croissants")) is not None
    assert kinds(c) == ["shown", "shown"]


def test_typing_the_suggested_item_within_the_window_counts_and_later_does_not():
    for minutes, expected in ((10, ["shown", "accepted"]), (16, ["shown"])):
        c = Suggesting(biz=FLOWERS)
        s = suggestion_of(c.say("quiero un ramo de rosas"))
        assert s["meta"]["suggestion"]["item_id"] == "tarjeta"
        c.now = c.now + timedelta(minutes=minutes)
        c.say("y una tarjeta")
        assert [l["item_id"] for l in c.order["lines"]] == ["ramo-rosas", "tarjeta"]
        assert kinds(c) == expected, minutes


def test_at_the_summary_when_nothing_was_suggested_before():
    c = Suggesting()
    c.artifact = None                       # the caller offered none while the order was built
    for text in ("dos palmeras para hoy a las 17:00 a nombre de Iria", "655444333"):
        c.say(text)
    c.artifact = {}
    t = c.say("no")
    assert c.state["awaiting"] == "confirm"
    s = suggestion_of(t)
    assert s is not None and t.replies[-1] is not s
    assert "Enviar pedido" in [ch["label"] for ch in t.replies[-1]["meta"]["chips"]]


# ---------------------------------------------------------------- never there

@pytest.mark.parametrize("text", [
    "¿a qué hora abrís el domingo?",            # a question
    "mejor tres",                               # a correction
    "quita una",                                # a correction
    "te paso la tarjeta 4111 1111 1111 1111",   # a refusal
    "quiero hablar con una persona",            # a handoff
])
def test_never_in_a_question_a_correction_a_refusal_or_a_handoff(text):
    c = Suggesting()
    c.artifact = None
    c.say("dos palmeras")
    c.artifact = {}
    t = c.say(text)
    assert suggestion_of(t) is None, (text, t)
    assert c.events == []


def test_never_while_asking_which_product_or_an_option():
    c = Suggesting()
    t = c.say("quiero una tarta")              # several tartas: which one?
    assert c.state["awaiting"] in ("pick", "items") and suggestion_of(t) is None


# ---------------------------------------------------------------- what may be offered

@pytest.mark.parametrize("text", ["soy celíaca, quiero dos brownies", "dos brownies sin gluten",
                                  "Dous brownies, son celíaca", "dos brownies, sin glute por favor"])
def test_a_customer_who_avoids_gluten_is_never_offered_gluten(text):
    plain = suggestion_of(Suggesting().say("dos brownies"))
    assert "gluten" in Suggesting().biz.products[plain["meta"]["suggestion"]["item_id"]]["contains"]
    c = Suggesting()
    s = suggestion_of(c.say(text))
    assert s is not None        # a suggestion still comes, one without gluten
    assert "gluten" not in c.biz.products[s["meta"]["suggestion"]["item_id"]]["contains"], s


def test_gluten_said_before_the_order_still_counts():
    c = Suggesting()
    c.say("¿qué tenéis sin gluten?")
    s = suggestion_of(c.say("dos brownies"))
    assert s is not None and "gluten" not in c.biz.products[s["meta"]["suggestion"]["item_id"]]["contains"]
    assert "gluten" in c.order["suggest"]["avoid"]


@pytest.fixture(scope="module")
def sharing_florist(tmp_path_factory):
    """The florist, where a vase is what a large party shares (suggestions.share)."""
    root = tmp_path_factory.mktemp("share") / "floristeria"
    shutil.copytree(FIXTURES / "floristeria", root)
    data = json.loads((root / "business.json").read_text(encoding="utf-8"))
    data["suggestions"]["share"] = ["jarron"]
    (root / "business.json").write_text(json.dumps(data), encoding="utf-8")
    return load_business(root)


@pytest.mark.parametrize("text", ["quiero un ramo de rosas para 6 personas", "un ramo de rosas, somos seis",
                                  "quero un ramo de rosas para 8 persoas", "ramo de rosas pa 10 personas"])
def test_the_party_said_in_the_order_weighs_in(sharing_florist, text):
    small = suggestion_of(Suggesting(biz=sharing_florist).say("quiero un ramo de rosas para 2 personas"))
    assert small["meta"]["suggestion"]["item_id"] == "tarjeta"      # the first pairing
    c = Suggesting(biz=sharing_florist)
    s = suggestion_of(c.say(text))
    assert s["meta"]["suggestion"]["item_id"] == "jarron" and c.order["suggest"]["party"] >= 6
    assert ("Xarrón" if text.startswith("quero") else "Jarrón") in s["meta"]["chips"][0]["label"]


def test_a_florist_suggests_the_card_in_its_own_words():
    c = Suggesting(biz=FLOWERS)
    t = c.say("quiero un ramo de rosas")
    s = suggestion_of(t)
    assert s["text"] == FLOWERS.data["suggestions"]["reasons"]["tarjeta"]["es"]
    assert s["meta"]["chips"][0]["label"] == "Añadir Tarjeta dedicada · 3,00 €"
    t = Suggesting(biz=FLOWERS).say("quero un ramo de rosas")
    assert suggestion_of(t)["text"] == FLOWERS.data["suggestions"]["reasons"]["tarjeta"]["gl"]


def test_the_artifact_decides_when_no_pairing_does():
    c = Suggesting(biz=FLOWERS, artifact={"lift": {"poto": {"maceta": 4.0}}})
    s = suggestion_of(c.say("quiero un poto"))
    assert s["meta"]["suggestion"] == {"item_id": "maceta", "layer": "lift"}
    assert "Poto" in s["text"] and "Maceta de cerámica" in s["text"]


# ---------------------------------------------------------------- off, and degraded

def test_off_in_the_dataset(tmp_path):
    root = tmp_path / "floristeria"
    shutil.copytree(FIXTURES / "floristeria", root)
    data = json.loads((root / "business.json").read_text(encoding="utf-8"))
    data["suggestions"]["enabled"] = False
    (root / "business.json").write_text(json.dumps(data), encoding="utf-8")
    c = Suggesting(biz=load_business(root))
    assert suggestion_of(c.say("quiero un ramo de rosas")) is None and c.events == []


def test_the_caller_can_offer_none_and_the_turn_stays_as_before():
    plain = Conversation().say("dos palmeras")
    off = Suggesting()
    off.artifact = None
    t = off.say("dos palmeras")
    assert t.texts == plain.texts and off.events == []


def test_without_an_artifact_the_rules_layer_still_suggests():
    s = suggestion_of(Suggesting(artifact={}).say("dos palmeras"))
    assert s is not None and s["meta"]["suggestion"]["layer"] in ("pairing", "rules")


def test_a_bookshop_with_no_suggestion_settings_suggests_from_its_catalogue_and_history():
    from bizengine.business import suggestion_history as history
    art = history.cooccurrence(history.synthetic_orders(BOOKS))
    for artifact in ({}, art):
        c = Suggesting(biz=BOOKS, artifact=artifact)
        t = c.say("quiero Follas novas")
        assert [l["item_id"] for l in c.order["lines"]] == ["follas-novas"], t
        s = suggestion_of(t)
        assert s is not None and s["meta"]["suggestion"]["item_id"] in BOOKS.products
        assert s["meta"]["suggestion"]["item_id"] != "follas-novas"
        assert BOOKS.products[s["meta"]["suggestion"]["item_id"]].get("lead_hours", 0) < 24
    assert s["meta"]["suggestion"]["layer"] == "lift"
    g = Suggesting(biz=BOOKS, artifact=art).say("quero Follas novas")
    assert suggestion_of(g)["meta"]["chips"][0]["label"].startswith("Engadir ")
