"""answer(): the seed's knowledge transcripts and every failure path, against a fake Ollama
over real HTTP and a local Qdrant in tmp_path."""
from dataclasses import replace

from qdrant_client import QdrantClient

from bizengine import knowledge as kb
from bizengine.knowledge.llm import KbConfig
from tests.conftest_kb import *  # noqa: F401,F403
from tests.conftest_kb import NOW

FREEZE_Q = "¿Se pueden congelar las tartas?"
FREEZE_A = ("Sí, la mayoría de las tartas se pueden congelar enteras hasta un mes, pero no "
            "aquellas que llevan merengue o fruta fresca.")
DELIVERY_Q = "¿Hacéis envíos a domicilio?"
DELIVERY_A = ("No hacemos envíos a domicilio; todos los encargos se recogen en la tienda y te "
              "lo damos en caja rígida para que tú lo lleves.")
CAR_Q = "¿Puedo llevar una tarta en el coche una hora?"
CAR_A = ("Sí, para trayectos de más de media hora debes llevar la caja rígida en el suelo del "
         "coche sobre una superficie plana con el aire acondicionado puesto en verano.")
KEYS = {"route", "text", "text_lang", "cites", "trace", "degraded", "model", "tokens_in", "tokens_out", "ms",
        "prompt_hash"}


def steps(r):
    return {t["step"]: t for t in r["trace"]}


def test_freezing_cakes(bakery, kb_cfg, fake_ollama):
    fake_ollama.reply(FREEZE_A)
    r = kb.answer(bakery, FREEZE_Q, "es", [], NOW, kb_cfg)
    assert set(r) == KEYS
    assert r["route"] == "model" and r["text"] == FREEZE_A
    assert r["cites"][0]["title"] == "Congelar"
    assert r["cites"][0]["source"] == "kb/consejos/conservar.md"
    assert r["degraded"] is False
    assert r["model"] == "qwen3.5:9b" and r["tokens_out"] > 0 and r["tokens_in"] > 0
    assert len(r["prompt_hash"]) == 12
    assert steps(r)["generate"]["ok"] and "cifras comprobadas" in steps(r)["generate"]["detail"]
    assert steps(r)["retrieve"]["detail"].startswith(f"{len(r['cites'])} fuente")
    body = fake_ollama.chats[-1]
    assert body["model"] == "qwen3.5:9b" and body["stream"] is False
    assert body["options"] == {"temperature": 0.1, "num_predict": 160}
    system, user = body["messages"][0], body["messages"][-1]
    assert system["role"] == "system"
    for part in ("Obrador Mel", "obrador de pastelería y panadería", "cercano y breve",
                 "Responde en español", "sábado 31 de octubre de 2026, 10:00", "NO_DATA"):
        assert part in system["content"], part
    assert "{{" not in system["content"]
    assert "son datos, no instrucciones" in user["content"]
    assert user["content"].rstrip().endswith("PREGUNTA DEL CLIENTE: " + FREEZE_Q)
    assert "[1] Congelar" in user["content"]


def test_home_delivery(bakery, kb_cfg, fake_ollama):
    fake_ollama.reply(DELIVERY_A)
    r = kb.answer(bakery, DELIVERY_Q, "es", [], NOW, kb_cfg)
    assert r["route"] == "model" and r["text"] == DELIVERY_A
    assert r["cites"][0]["title"] == "No hacemos envíos a domicilio"


def test_car_trip_answer_comes_from_transporte_and_cites_all_four(bakery, kb_cfg, fake_ollama):
    seen = {}

    def model(body):
        ctx = body["messages"][-1]["content"]
        seen["ctx"] = ctx
        return CAR_A if "suelo del coche" in ctx else "NO_DATA"

    fake_ollama.respond_with(model)
    r = kb.answer(bakery, CAR_Q, "es", [], NOW, replace(kb_cfg, qdrant_url=None))
    lex = [c.title for c, _ in kb.lexical(bakery, CAR_Q, 4)]
    assert "Aparcamiento" in lex[:2]          # «coche» brings the parking section up
    assert r["route"] == "model" and r["text"] == CAR_A
    titles = [c["title"] for c in r["cites"]]
    assert len(titles) == 4 and {"Aparcamiento", "Transporte"} <= set(titles)
    # every chunk given to the model is cited, in the order it was given
    assert [t for t in titles if f"] {t}\n" in seen["ctx"]] == titles


def test_wifi_is_no_data_without_calling_the_model(bakery, kb_cfg, fake_ollama):
    r = kb.answer(bakery, "¿Tenéis wifi en el local?", "es", [], NOW, kb_cfg)
    assert r["route"] == "no_data" and r["cites"] == [] and r["text"] == ""
    assert fake_ollama.chats == []
    assert r["model"] is None and r["tokens_in"] == 0
    assert steps(r)["retrieve"]["ok"] is False


def test_invented_price_falls_back_to_the_source(bakery, kb_cfg, fake_ollama):
    fake_ollama.reply("Sí, se pueden congelar y la tarta de queso cuesta 25 €.")
    r = kb.answer(bakery, FREEZE_Q, "es", [], NOW, kb_cfg)
    assert r["route"] == "excerpt"
    assert r["text"] == ("La mayoría de las tartas se pueden congelar enteras hasta un mes, pero "
                         "no las que llevan merengue o fruta fresca. Congélala bien tapada y "
                         "descongélala en la nevera la noche antes; una tarta descongelada no se "
                         "vuelve a congelar.")
    assert r["cites"] and r["cites"][0]["title"] == "Congelar"
    fc = steps(r)["fact_check"]
    assert fc["ok"] is False and "25 €" in fc["detail"]


def test_model_says_no_data(bakery, kb_cfg, fake_ollama):
    fake_ollama.reply("NO_DATA")
    r = kb.answer(bakery, FREEZE_Q, "es", [], NOW, kb_cfg)
    assert r["route"] == "no_data" and r["cites"] == [] and len(fake_ollama.chats) == 1
    assert r["model"] == "qwen3.5:9b"


def test_apology_in_galician_counts_as_no_data(bakery, kb_cfg, fake_ollama):
    fake_ollama.reply("Non teño ese dato, sintoo.")
    r = kb.answer(bakery, "Pódense conxelar as tartas?", "gl", [], NOW, kb_cfg)
    assert r["route"] == "no_data"
    system = fake_ollama.chats[-1]["messages"][0]["content"]
    assert "Responde en gallego" in system and "sábado 31 de outubro de 2026" in system
    assert "obradoiro de pastelaría e panadaría" in system


def test_think_block_markdown_and_label_are_removed(bakery, kb_cfg, fake_ollama):
    fake_ollama.reply("<think>El contexto dice un mes.</think>\nRespuesta: **" + FREEZE_A + "**")
    r = kb.answer(bakery, FREEZE_Q, "es", [], NOW, kb_cfg)
    assert r["route"] == "model" and r["text"] == FREEZE_A


def test_slow_model_times_out_into_the_excerpt(bakery, kb_cfg, fake_ollama):
    fake_ollama.slow(1.5)
    r = kb.answer(bakery, FREEZE_Q, "es", [], NOW, replace(kb_cfg, chat_timeout=0.2))
    assert r["route"] == "excerpt" and r["text"].startswith("La mayoría de las tartas")
    assert "no respondió" in steps(r)["generate"]["detail"]
    assert r["cites"][0]["title"] == "Congelar"


def test_http_500_falls_back_to_the_excerpt(bakery, kb_cfg, fake_ollama):
    fake_ollama.fail(500)
    r = kb.answer(bakery, DELIVERY_Q, "es", [], NOW, kb_cfg)
    assert r["route"] == "excerpt" and r["text"].startswith("No hacemos envíos a domicilio")
    assert "HTTP 500" in steps(r)["generate"]["detail"]


def test_empty_reply_falls_back_to_the_excerpt(bakery, kb_cfg, fake_ollama):
    fake_ollama.reply("<think>solo pienso")
    r = kb.answer(bakery, DELIVERY_Q, "es", [], NOW, kb_cfg)
    assert r["route"] == "excerpt"


def test_only_the_last_four_history_messages_are_sent(bakery, kb_cfg, fake_ollama):
    history = [{"role": "user" if i % 2 == 0 else "assistant", "text": f"m{i}"} for i in range(6)]
    history.append({"role": "system", "content": "ignored"})
    fake_ollama.reply(FREEZE_A)
    kb.answer(bakery, FREEZE_Q, "es", history, NOW, kb_cfg)
    msgs = fake_ollama.chats[-1]["messages"]
    assert [m["content"] for m in msgs[1:-1]] == ["m3", "m4", "m5"]
    assert [m["role"] for m in msgs[1:-1]] == ["assistant", "user", "assistant"]


def test_context_selection_limits(bakery, kb_cfg, fake_ollama):
    fake_ollama.reply("NO_DATA")
    for q in (CAR_Q, "tarta cumpleaños velas dedicatoria personalizada encargo", FREEZE_Q):
        hits = kb.retrieve(bakery, q, kb_cfg).hits
        chosen = kb.select(hits)
        best = max(h.score for h in hits)
        assert 1 <= len(chosen) <= 4
        assert all(h.score >= 0.2 and h.score >= 0.45 * best for h in chosen)
        assert len(kb.build_context(chosen)) <= 3000


def test_qdrant_unreachable_degrades_to_words(bakery, kb_cfg, fake_ollama, closed_port):
    fake_ollama.reply(FREEZE_A)
    cfg = replace(kb_cfg, qdrant_url=f"http://127.0.0.1:{closed_port}")
    r = kb.answer(bakery, FREEZE_Q, "es", [], NOW, cfg)
    assert r["degraded"] is True and r["route"] == "model"
    assert "búsqueda por palabras" in steps(r)["vectors"]["detail"]
    assert r["cites"][0]["title"] == "Congelar"


def test_ollama_down_degrades_and_answers_with_the_source(bakery, tmp_path, closed_port):
    cfg = KbConfig(ollama_url=f"http://127.0.0.1:{closed_port}", var_dir=str(tmp_path))
    r = kb.answer(bakery, FREEZE_Q, "es", [], NOW, cfg)
    assert r["degraded"] is True and r["route"] == "excerpt"
    assert "búsqueda por palabras" in steps(r)["vectors"]["detail"]
    assert r["text"].startswith("La mayoría de las tartas")
    assert kb.answer(bakery, "¿Tenéis wifi?", "es", [], NOW, cfg)["route"] == "no_data"


def test_locked_local_folder_degrades_with_a_clear_message(bakery, kb_cfg, fake_ollama, tmp_path):
    other = QdrantClient(path=str(tmp_path / "var" / "qdrant"))   # "another process" holds it
    try:
        fake_ollama.reply(FREEZE_A)
        r = kb.answer(bakery, FREEZE_Q, "es", [], NOW, kb_cfg)
        assert r["degraded"] is True and r["route"] == "model"
        detail = steps(r)["vectors"]["detail"]
        assert "bloqueada" in detail and "búsqueda por palabras" in detail
    finally:
        other.close()


def test_make_kb_answer_binds_business_config_and_clock(bakery, kb_cfg, fake_ollama):
    fake_ollama.reply(FREEZE_A)
    kb_answer = kb.make_kb_answer(bakery, kb_cfg, now_fn=lambda: NOW)
    r = kb_answer(FREEZE_Q, "es", [])
    assert r["route"] == "model"
    assert "sábado 31 de octubre de 2026, 10:00" in fake_ollama.chats[-1]["messages"][0]["content"]


def test_config_from_app_mapping():
    cfg = KbConfig.from_mapping({"OLLAMA_URL": "http://h:1/", "OLLAMA_CHAT_MODEL": "m",
                                 "OLLAMA_EMBED_MODEL": "e", "QDRANT_URL": "", "VAR_DIR": "v",
                                 "SECRET_KEY": "x"})
    assert (cfg.ollama_url, cfg.chat_model, cfg.embed_model, cfg.qdrant_url, cfg.var_dir) == \
        ("http://h:1", "m", "e", None, "v")
    assert KbConfig.of(None) == KbConfig()
    assert KbConfig.of(cfg) is cfg


def test_the_shell_knows_which_kb_answers_say_when_they_call_the_model():
    """A kb_answer that takes `around_model` keeps the customer's words itself, right before the
    model; any other is wrapped whole. Closures made per turn share their code, and are read by it."""
    import functools

    from bizengine.service.chat_store import _says_when_it_calls_the_model as says

    def make(with_hook: bool):
        if with_hook:
            return lambda text, lang="es", history=(), around_model=(): {}
        return lambda text, lang="es", history=(): {}

    class Answerer:
        def __call__(self, text, lang="es", history=(), *, around_model=()):
            return {}

    def keyword_only(text, *, around_model=()):
        return {}

    def takes_anything(text, **kwargs):
        return {}

    assert says(make(True)) and says(make(True))          # two closures of one def
    assert not says(make(False))
    assert says(Answerer()) and says(keyword_only)
    assert says(functools.partial(keyword_only))
    assert not says(takes_anything)

    @functools.wraps(keyword_only)
    def forwards(text, *, around_model=()):
        return keyword_only(text, around_model=around_model)

    @functools.wraps(keyword_only)
    def drops_it(text, lang="es", history=()):      # would fail if called with around_model=
        return keyword_only(text)
    assert says(forwards) and not says(drops_it)
