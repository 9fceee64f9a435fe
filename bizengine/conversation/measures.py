"""A measure said of a product the catalogue sells in one form («una X de 2 kilos», «de 29
pulgadas», «de dos pisos»): never dropped in silence. The line stays as the catalogue has it, the
measure goes in the note, and a person confirms whether it can be done."""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation.contact import keep_note_lines
from bizengine.conversation.messages import join_list

# «de 2 kilos», «de medio kilo», «de 29 pulgadas», «de dos pisos», «de 30 cm» (accents removed)
_MEASURE_RE = re.compile(r"^(?:de|do|da|del) (?:[0-9]+(?:[.,][0-9]+)?|medio|media|un|una|unha|dos|dous|duas|tres|"
                         r"catro|cuatro|cinco) (?:kilos?|kg|quilos?|gramos?|gramas?|gr|g|litros?|pulgadas?|"
                         r"cm|centimetros?|metros?|mm|pisos?|plantas?|alturas?)\b")


def note_measures(c, s, before: list[dict]) -> None:
    """Each product added this message with a measure right after it that no option of it took."""
    if s is None or not s.items.lines:
        return
    kept_ids = {l["item_id"] for l in before}
    words = (s.norm or "").split()
    said = []
    for line, (_start, end) in zip(s.items.lines, s.items.spans):
        product = c.biz.products.get(line["item_id"]) or {}
        m = _MEASURE_RE.match(" ".join(words[end:end + 3]))
        if m and line["item_id"] not in kept_ids and not line.get("options"):
            said.append((product, m.group(0)))
    if not said:
        return
    lines = [f"{product_name(product, c.lang)}: {measure}" for product, measure in said]
    c.note("measure", False, "; ".join(lines) + " (sin esa medida en el catálogo)")
    keep_note_lines(c, c.state["order"], lines, alone=False)
    c.say(c.t("measure_unlisted", names=join_list([product_name(product, c.lang) for product, _ in said], c.lang),
              measures=join_list([f"«{measure}»" for _, measure in said], c.lang)))
