"""«pon 8 X» with 6 X held and no other day: the count the customer wants, 8 (as «pon 8» alone already
is), never 14 added in silence; said so, with the way to add instead («si querías sumarlos…, dímelo»).
«quiero 8 X» and the bare «8 X» (stop 62): the same; so is a count in words, «quiero ocho X», «una docena de X»
(stop 63). «pon 8 X más», «añade 8 X», «también 8 X», «y 8 X»,
«otros 8»: more, as before; «pon 8 X para el jueves»: the other day's question (count_another_day).
A count smaller than the one held («ponme 2 X», «pon un X», «2 X» with 3 held) is more of them, as before;
said as the count wanted («quiero dos X», «quiero un X», gl «quero dúas X» with 6 held, stop 64) it is that
count, said so the same way («Tenías 6 × X: lo cambio a 2 × X…»)."""
from __future__ import annotations

import re

from bizengine.conversation.messages import counted_text
from bizengine.language.text import to_int
from bizengine.understanding.item_words import normalize_quantities
from bizengine.understanding.items import MORE_RE

# «pon», «ponme», «dame», gl «pon», «ponnos», «dáme» first (after a filler: «vale, pon 8 X», «no, ponme 8 X»)
_FILLER = r"(?:vale|ok|pues|pois|bueno|bo|no|non|mejor|mellor|entonces|oye|oe)"
_PUT_VERB_RE = re.compile(rf"^(?:(?:{_FILLER}|y|e)\s+)*"
                          r"(?:pon|ponme|ponnos|ponle|ponlle|dame|danos|deixa|deixame|deja|dejame)\b")
# «quiero 8 X», «quería 8 X», gl «quero 8 X», or the count alone, «8 X»: most customers restate the count
# they want, so it is set the same way (and said so); not after «y» («y 2 X» adds). The count in words
# too (stop 63): «quiero ocho X», «quero oito X», «media docena de X», «unha ducia de X»
_WANT_FIRST_RE = re.compile(rf"^(?:{_FILLER}\s+)*(?:(?:yo |eu )?(?:quiero|queria|quero|quisiera|quixera|querria|"
                            r"quereria|necesito|preciso|serian|seran|son) )?")
# «quiero», «quero», «necesito», «son»… said before the count: the count wanted, even fewer than held
_WANTED_RE = re.compile(rf"^(?:{_FILLER}\s+)*(?:yo |eu )?(?:quiero|queria|quero|quisiera|quixera|querria|quereria|"
                        r"necesito|preciso|serian|seran|son|solo quiero|so quero)\b")
_ON_PURPOSE_RE = re.compile(r"\b(?:tambien|tamen|otr[oa]s?|outr[oa]s?)\b")


def set_by_the_verb(c, s) -> None:
    """The message's lines read as the counts wanted (the line set, not added to) when it puts a count
    of things each held once, some count is not the one held, and no other day is said; «Tenías 6 ×
    X: lo dejo en 8…» said before the order's own «Apunto: …»."""
    order, found, norm = c.state["order"], s.items, s.norm or ""
    held = {line["item_id"]: int(line.get("qty") or 1) for line in order["lines"]}
    ids = [line["item_id"] for line in order["lines"]]
    if found.mode != "add" or not found.lines or not all(found.explicit) or len(found.explicit) != len(found.lines) \
            or found.ambiguous or found.unknown or found.less or found.delta or found.replaced or s.question:
        return
    if not _put_first(norm) or MORE_RE.search(norm) or _ON_PURPOSE_RE.search(norm):
        return
    if s.when.has_day and s.when.ymd != order.get("ymd"):
        return      # another day: changed or another order, asked (count_another_day)
    if not all(line["item_id"] in held and ids.count(line["item_id"]) == 1 for line in found.lines):
        return
    changed = [line for line in found.lines if int(line.get("qty") or 1) != held[line["item_id"]]]
    if not changed or (any(int(line.get("qty") or 1) < held[line["item_id"]] for line in changed)
                       and not _WANTED_RE.match(norm)):
        return      # «ponme 2 X», «pon un X» with 3 X held: more of them, as before (a smaller total is «deja 2»)
    found.mode = "set"
    c.note("count_put", True, "«pon N X» con X apuntado: la cantidad queda en N, no se suma")
    was = counted_text(c.biz.products, c.lang, [(line["item_id"], held[line["item_id"]]) for line in changed])
    new = counted_text(c.biz.products, c.lang, [(line["item_id"], int(line["qty"])) for line in changed])
    c.say(c.t("count_put", held=was, new=new))


def _put_first(norm: str) -> bool:
    """«pon …», «ponme …» first; or a count first, after «quiero» or alone: «quiero 8 X», «ocho X»,
    «quero unha ducia de X» (never «y 8 X», «añade 8 X»)."""
    if _PUT_VERB_RE.match(norm):
        return True
    wish = _WANT_FIRST_RE.match(norm)      # (it matches at least the empty start)
    words = normalize_quantities(norm[wish.end() if wish else 0:].split())     # «media docena de» → 6
    return bool(words) and (words[0][:1].isdigit() or to_int(words[0]) is not None)
