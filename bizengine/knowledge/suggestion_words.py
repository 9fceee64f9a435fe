"""The model words a suggestion the engine already chose: one short sentence about that one
item, or nothing. It never picks, reorders or adds products; its figures must be in the facts
it was given (factcheck), it must name the item and no other product, and one sentence only.
Anything else (or no model) → None, and the engine's own reason stays."""
from __future__ import annotations

import re
import time

from bizengine.business.product_names import every_name, product_name
from bizengine.errors import LlmError
from bizengine.knowledge import llm
from bizengine.knowledge.factcheck import unsupported_facts
from bizengine.knowledge.prompt import clean_output, is_no_data
from bizengine.language import format
from bizengine.language.text import clean

MAX_CHARS = 160
TIMEOUT = 4.0     # seconds: a suggestion is not worth a slow turn
QUIET_SECONDS = 30.0   # after a failed call the model is not asked again for a suggestion this long
_quiet_until: dict[str, float] = {}     # ollama_url → monotonic time the model may be asked again
SYSTEM = {
    "es": "Eres el asistente de {biz}. Escribe UNA frase corta (menos de 20 palabras), de tú, que invite a "
          "añadir al pedido el producto indicado, con la razón dada. No nombres otros productos ni inventes "
          "precios, cantidades u horas: usa solo los datos dados. Responde solo con la frase.",
    "gl": "Es o asistente de {biz}. Escribe UNHA frase curta (menos de 20 palabras), de ti, que convide a "
          "engadir ao pedido o produto indicado, coa razón dada. Non nomees outros produtos nin inventes "
          "prezos, cantidades ou horas: usa só os datos dados. Responde só coa frase.",
}
_SENTENCE_END = re.compile(r"[.!?…](?=\s+\S)")


def facts_of(biz, item_id: str, reason: str, lang: str) -> str:
    product = biz.products[item_id]
    desc = product.get("description") or {}
    description = (desc.get(lang) or desc.get("es") or "") if isinstance(desc, dict) else str(desc)
    price = format.money(int(product["price_cents"]), "EUR", lang)
    return f"{product_name(product, lang)}: {description} Precio: {price}. Razón: {reason}"


def acceptable(biz, item_id: str, text: str, facts: str) -> bool:
    """One sentence, short, naming the item and no other product, every figure in the facts."""
    if not text or len(text) > MAX_CHARS or is_no_data(text) or _SENTENCE_END.search(text):
        return False
    said = f" {clean(text)} "
    if not any(f" {clean(n)} " in said for n in every_name(biz.products[item_id])):
        return False
    if any(f" {clean(n)} " in said for pid, p in biz.products.items() if pid != item_id for n in every_name(p)):
        return False
    return not unsupported_facts(text, facts)


def word_suggestion(biz, cfg, item_id: str, reason: str, lang: str) -> str | None:
    """The model's sentence for the chosen item, or None (no model, an error, or a bad sentence)."""
    url = llm.KbConfig.of(cfg).ollama_url
    if _quiet_until.get(url, 0.0) > time.monotonic():
        return None      # the model failed moments ago: every turn would wait for it to fail again
    facts = facts_of(biz, item_id, reason, lang)
    messages = [{"role": "system", "content": SYSTEM.get(lang, SYSTEM["es"]).format(biz=biz.name)},
                {"role": "user", "content": facts}]
    try:
        res = llm.chat(cfg, messages, temperature=0.3, num_predict=80, timeout=TIMEOUT)
    except LlmError:
        _quiet_until[url] = time.monotonic() + QUIET_SECONDS
        return None
    text = clean_output(res["text"])
    return text if acceptable(biz, item_id, text, facts) else None


def listen_again() -> None:
    """Forget the failures: the next suggestion asks the model again."""
    _quiet_until.clear()
