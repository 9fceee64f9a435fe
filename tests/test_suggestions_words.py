"""The model only words the suggestion the engine chose: one short sentence about that item,
its figures in the facts given (factcheck), no other product; otherwise (or with no model)
the engine's own reason stays. Against the fake Ollama (a real HTTP server)."""
from __future__ import annotations

import pytest

from bizengine.business.store import load_business
from bizengine.knowledge import suggestion_words as words
from bizengine.knowledge.llm import KbConfig
from bizengine.web.extension import BizEngine
from obrador_mel import create_app
from tests.chat_client import Visitor
from tests.conftest import FIXTURES, NOW as _NOW, make_conf
from tests.conftest_kb import _kb_isolation, fake_ollama, kb_cfg  # noqa: F401  (fixtures)

FLOWERS = load_business(FIXTURES / "floristeria")
REASON = FLOWERS.data["suggestions"]["reasons"]["tarjeta"]["es"]


@pytest.mark.parametrize("said", [
    "Añade una Tarjeta dedicada por 3,00 € y dedícalo a tu manera.",
    "«Una tarjeta dedicada, escrita a mano, por solo 3 euros»",
])
def test_a_good_sentence_is_used(fake_ollama, kb_cfg, said):
    fake_ollama.reply(said)
    text = words.word_suggestion(FLOWERS, kb_cfg, "tarjeta", REASON, "es")
    assert text and "arjeta dedicada" in text
    sent = fake_ollama.chats[-1]["messages"]
    assert "Tarjeta dedicada" in sent[-1]["content"] and "3,00 €" in sent[-1]["content"]


@pytest.mark.parametrize("said", [
    "Añade una Tarjeta dedicada por 2 €.",                                 # a price nobody gave
    "Añade una Tarjeta dedicada y un Jarrón de cristal.",                   # another product
    "Añade una Tarjeta dedicada. Queda preciosa con cualquier ramo.",       # two sentences
    "Te recomiendo añadir algo bonito al ramo.",                            # not the chosen item
    "NO_DATA",
    "Tarjeta dedicada " + "muy bonita " * 20,                               # too long
])
def test_a_bad_sentence_keeps_the_engine_reason(fake_ollama, kb_cfg, said):
    fake_ollama.reply(said)
    assert words.word_suggestion(FLOWERS, kb_cfg, "tarjeta", REASON, "es") is None


def test_no_model_keeps_the_engine_reason(fake_ollama, kb_cfg):
    fake_ollama.fail(500)
    assert words.word_suggestion(FLOWERS, kb_cfg, "tarjeta", REASON, "es") is None
    gone = KbConfig(ollama_url="http://127.0.0.1:9", chat_timeout=0.5)
    assert words.word_suggestion(FLOWERS, gone, "tarjeta", REASON, "gl") is None


def test_after_a_failure_the_model_is_left_alone_for_a_while(fake_ollama, kb_cfg):
    fake_ollama.fail(500)
    assert words.word_suggestion(FLOWERS, kb_cfg, "tarjeta", REASON, "es") is None
    asked = len(fake_ollama.chats)
    fake_ollama.status = None                                        # it is back, but not asked yet
    fake_ollama.reply("Añade una Tarjeta dedicada por 3,00 €.")
    assert words.word_suggestion(FLOWERS, kb_cfg, "tarjeta", REASON, "es") is None
    assert len(fake_ollama.chats) == asked
    words.listen_again()
    assert words.word_suggestion(FLOWERS, kb_cfg, "tarjeta", REASON, "es") == "Añade una Tarjeta dedicada por 3,00 €."


def test_in_the_chat_the_model_words_the_chosen_item_and_nothing_else(fake_ollama, database, database_url,
                                                                        tmp_path):
    import shutil
    ds = tmp_path / "datasets"
    shutil.copytree(FIXTURES / "floristeria", ds / "floristeria")
    conf = make_conf(database_url, ds, tmp_path, SUGGESTIONS_ENABLED="1", OLLAMA_URL=fake_ollama.url)
    app = create_app(conf, engine=BizEngine(conf=conf, database=database))

    def sentence(body):      # the model words whatever item it was given, with the price it was given
        facts = body["messages"][-1]["content"]
        name, price = facts.split(":")[0], facts.split("Precio: ")[1].split(". ")[0]
        return f"Con el ramo, {name} por {price}."
    fake_ollama.respond_with(sentence)
    v = Visitor(app.test_client(), "floristeria")
    v.say("quiero un ramo de rosas")
    reply = next(r for r in v.last["replies"] if (r.get("meta") or {}).get("suggestion"))
    chosen = reply["meta"]["suggestion"]["item_id"]
    product = FLOWERS.products[chosen]
    assert reply["text"].startswith(f"Con el ramo, {product['name']} por ")
    assert reply["meta"]["suggestion"] == {"item_id": chosen, "layer": "pairing", "worded": "model"}
    assert reply["meta"]["chips"][0]["action"] == {"type": "add", "item_id": chosen}
    fake_ollama.respond_with(lambda body: "Añade también unos Macetones de cerámica por 9 €.")
    w = Visitor(app.test_client(), "floristeria")
    w.say("quiero un ramo de rosas")
    reply = next(r for r in w.last["replies"] if (r.get("meta") or {}).get("suggestion"))
    reasons = FLOWERS.data["suggestions"]["reasons"]
    assert reply["text"] == reasons[reply["meta"]["suggestion"]["item_id"]]["es"]
    assert "worded" not in reply["meta"]["suggestion"]


def test_the_build_stores_product_vectors_when_a_model_answers(fake_ollama, kb_cfg, database):
    from bizengine.business import suggestions as ranking
    from bizengine.service import suggestions as suggesting
    from bizengine.storage import suggestions as store
    with database.tx() as conn:
        stats = suggesting.build(conn, FLOWERS, "demo", kb_cfg)
        art = store.artifact(conn, "floristeria")
    assert stats["vectors"] == len(FLOWERS.products) and set(art["vectors"]) == set(FLOWERS.products)
    assert all(len(v) == 768 for v in art["vectors"].values())
    assert ranking.rank(FLOWERS, ranking.Context(cart=("poto",), now=_NOW), art)     # they rank
    fake_ollama.fail(500, embed=True)
    with database.tx() as conn:
        stats = suggesting.build(conn, FLOWERS, "demo", kb_cfg)
        art = store.artifact(conn, "floristeria")
    assert stats["vectors"] == 0 and "vectors" not in art and stats["pairs"] > 0    # co-occurrence stays
