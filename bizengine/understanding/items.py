"""From customer words to order lines, their price and the cart.

A line is `{"item_id", "qty", "options": {option_id: choice_id}}`. Every word that names a
product, an ambiguous group or an option choice comes from the catalogue.

`find_items` works in passes over the words of a cleaned message (text.clean):
1. quantities: 'media docena de' → 6, 'una docena de' → 12, 'un par de' → 2;
2. catalogue phrases (names and aliases), longest first, compared in approximate singular;
3. typos: a word of 6+ letters with trigram Dice ≥ 0.74 to a one-word product alias;
4. flavours without the noun: '2 <noun> de X y 1 de Y' tries the previous product's head noun;
5. quantities right before a product, or 'x2' after it;
6. option choices ('para 8', '12 personas') for the product that takes them, else stray;
7. unknown things: a quantity followed by a word the catalogue does not know;
8. the mode: remove ('quita', 'ya no quiero'), set ('mejor', 'en vez de'), else add;
9. negated products ('sin X', 'sen X', 'las X no') are removals, never additions: only a
   product after 'sin' removes ('sin' + a diet word is a diet, not a change);
10. with the cart given: 'mejor de Y' / 'en vez de Y' tries Y with the head noun of the cart's
   products (the new product takes the quantity and options of the one it replaces), and
   'una más' / 'uno menos' change the quantity of the cart's last line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from bizengine.language.text import clean, singular, to_int
from bizengine.understanding.item_index import TYPO_MIN_LEN, _Index, _num_words, index_of, typo_match

_QTY_PHRASES = [
    (("media", "docena", "de"), "6"), (("media", "ducia", "de"), "6"),
    (("docena", "y", "media", "de"), "18"),
    (("una", "docena", "de"), "12"), (("unha", "ducia", "de"), "12"),
    (("dos", "docenas", "de"), "24"), (("duas", "ducias", "de"), "24"),
    (("un", "par", "de"), "2"), (("un", "par"), "2"),
    (("media", "docena"), "6"), (("una", "docena"), "12"), (("docena", "de"), "12"),
]
_OTHER = {"otra", "otro", "outra", "outro", "otras", "otros", "outras", "outros"}
_FILLERS = {"y", "e", "mas", "tambien", "tamen", "ademas", "con", "ademais", "luego", "despues", "por"}
_OF = {"de", "do", "da", "del"}
_DEFINITE = {"el", "la", "los", "las", "o", "a", "os", "as"}
_ARTICLES = {"el", "la", "los", "las", "o", "a", "os", "as", "un", "una", "unha", "lo", "mi", "mis"}
# Words that follow a number without being something to buy (the trade's own: index.not_items).
_NOT_ITEMS = {
    "persona", "persoa", "adulto", "nino", "neno", "dia", "semana", "mes",
    "hora", "minuto", "min", "vez", "veces", "euro", "cosa", "pregunta", "duda", "consulta",
    "momento", "segundo", "poco", "pouco", "mesa", "cita", "reserva", "pedido", "encargo", "encomenda",
    "unidad", "bolsa", "ano", "anos", "mas", "menos",
    "y", "e", "o", "de", "del", "para", "por", "que", "a", "al", "en", "con", "sin", "sen", "la",
    "el", "las", "los", "lo", "se", "me", "te", "mi", "tu", "su", "nos", "les", "le", "os", "as",
    "h", "am", "pm", "mismo", "misma", "sola", "solo", "vale", "gracias", "grazas", "favor",
    "idea", "amiga", "amigo", "hija", "hijo", "filla", "fillo", "nieta", "nieto", "madre", "padre",
    "cumple", "cumpleano", "ocasion", "fiesta", "festa", "boda", "voda", "comunion", "evento",
    "parte", "lado", "sitio", "local", "tienda", "tenda", "hoja", "semana", "finde", "noche", "tarde",
    "manana", "mana", "noite", "docena", "ducia", "par", "mitad", "metade", "clienta", "cliente",
    "ultima", "ultimo", "primera", "primero", "primeira", "seguida", "sabado", "domingo", "lunes",
    "martes", "miercole", "jueve", "vierne", "luns", "mercore", "xove", "venre", "hoy", "hoxe",
    "mucho", "muy", "moito", "moi", "bien", "ben", "buena", "bueno", "boa", "bo", "pena", "pregunto",
    "alergia", "alerxia", "intolerancia", "nombre", "nome", "telefono", "correo", "ayuda", "axuda",
}
_REMOVE_RE = re.compile(
    r"\b(?:cancela|anula|quita\w*|quitar\w*|quite|elimina\w*|borra\w*|saca\w*|retira\w*|tira|"
    r"ya no quiero|no quiero|xa non quero|non quero|no me pongas|non me ponas)\b")
_WITHOUT = {"sin", "sen"}
# After a product, 'no' that ends the message or goes on with these words: 'las X no (las quiero)'.
_NOT_AFTER = {"no", "non"}
_NOT_FOLLOW = {"quiero", "quero", "las", "los", "la", "lo", "os", "as", "o", "a", "gracias", "grazas",
               "porfa", "mejor", "mellor", "hace", "fai", "pongas", "ponas", "al", "ao", "finalmente"}
_NUMBER = r"(?:[0-9]{1,2}|un|uno|una|unha|dos|dous|duas|tres|cuatro|catro|cinco|otra|otro|outra|outro)"
# 'una más', 'uno menos', 'ponme otra más', 'unha máis': the last line of the cart, ±n.
_DELTA_RE = re.compile(
    r"^(?:(?:y|e|pues|pois|pon|ponme|ponnos|pono|mete|meteme|echa|echame|anade|engade|mejor|mellor|vale|ok|"
    r"si|bueno|entonces|al final|ao final|quiero|quero)\s+)*"
    rf"(?P<n>{_NUMBER}) (?P<sign>mas|mais|menos)"
    r"(?:\s+(?:por favor|porfa|gracias|grazas|de esa|de eso|de ese|de esas|desa|dese|diso|de la ultima|del ultimo))*$")
_SET_RE = re.compile(
    r"\b(?:mejor|mellor|en vez de|en lugar de|en vez|que sean|que sexan|cambia\w* a|cambia\w* por|"
    r"solo|so quero|deja\w* en|deixa\w* en|pon\w* solo|cambia\w*)\b")
_REPLACED_RE = re.compile(r"\b(?:en vez de|en lugar de|en vez|cambia\w*)(?: \w+)?\s*$")


@dataclass
class Found:
    """What a message asks for, against the catalogue."""

    lines: list = field(default_factory=list)       # [{item_id, qty, options}]
    ambiguous: list = field(default_factory=list)   # [{word, candidates, qty, options}]
    unknown: list = field(default_factory=list)     # ['pizza', '<noun> de fresa']
    mode: str = "add"                               # 'add' | 'set' | 'remove'
    stray_options: list = field(default_factory=list)   # [{option_id, choice_id}]
    replaced: list = field(default_factory=list)    # item ids said after 'en vez de'
    removed: list = field(default_factory=list)     # item ids negated ('sin X', 'las X no'): out of the cart
    delta: int = 0                                  # 'una más' / 'uno menos': the cart's last line ±n
    less: list = field(default_factory=list)        # 'una X menos' beside other items: [{item_id, qty}] to take off
    ask_replace: dict | None = None                 # 'mejor de Y' with several cart lines it may replace:
                                                    # {item_id, qty, explicit, choices: [cart item ids]}
    explicit: list = field(default_factory=list)    # per line: was the quantity said?
    spans: list = field(default_factory=list)       # (start, end) spans of catalogue phrases in words
    words: list = field(default_factory=list)       # the message words the spans index

    @property
    def any(self) -> bool:
        return bool(self.lines or self.ambiguous or self.unknown)


# ---------------------------------------------------------------- find_items

_QTY_FIRST = {phrase[0] for phrase, _ in _QTY_PHRASES}


def _normalize_quantities(words: list[str]) -> list[str]:
    if not _QTY_FIRST.intersection(words):
        return words
    out, i = [], 0
    while i < len(words):
        for phrase, value in (_QTY_PHRASES if words[i] in _QTY_FIRST else ()):
            if tuple(words[i:i + len(phrase)]) == phrase:
                out.append(value)
                i += len(phrase)
                break
        else:
            out.append(words[i])
            i += 1
    return out


def _qty_token(w: str) -> int | None:
    if w in _OTHER:
        return 1
    m = re.fullmatch(r"x?([0-9]{1,3})x?", w)
    if m:
        return int(m.group(1))
    n = to_int(w)
    return n if n is not None and n <= 99 else None


@dataclass
class _Match:
    start: int
    end: int
    kind: str        # 'product' | 'ambiguous'
    target: str
    qty: int = 1
    explicit: bool = False
    options: dict = field(default_factory=dict)
    via_head: str | None = None   # head noun an ellipsis borrowed
    borrowed: str | None = None   # the cart product whose head noun it borrowed
    choices: list | None = None   # several cart products share that head noun: which one?


def _not_item(idx: _Index, w: str) -> bool:
    return w in _NOT_ITEMS or w in idx.not_items


def _match_phrases(sing: list[str], idx: _Index, used: list[bool]) -> list[_Match]:
    out, i = [], 0
    while i < len(sing):
        hit = None
        if not used[i]:
            for ws, kind, target in idx.phrases.get(sing[i], ()):
                if len(ws) == 1 and ws[0] in idx.places and not _names_product_here(sing, i):
                    continue   # 'estáis en <town>': a place, unless it comes after 'de' or a number
                if tuple(sing[i:i + len(ws)]) == ws and not any(used[i:i + len(ws)]):
                    hit = _Match(i, i + len(ws), kind, target)
                    break
        if hit:
            out.append(hit)
            for k in range(hit.start, hit.end):
                used[k] = True
            i = hit.end
        else:
            i += 1
    return out


def _names_product_here(sing: list[str], i: int) -> bool:
    if i == 0:
        return False
    prev = sing[i - 1]
    return prev in _OF or prev in _OTHER or prev in _DEFINITE or _qty_token(prev) is not None


def _match_typos(sing: list[str], idx: _Index, used: list[bool]) -> list[_Match]:
    out = []
    for i, w in enumerate(sing):
        if used[i] or len(w) < TYPO_MIN_LEN or not w.isalpha() or _not_item(idx, w):
            continue
        if w in idx.places and not _names_product_here(sing, i):
            continue
        best = typo_match(idx, w)
        if best:
            used[i] = True
            out.append(_Match(i, i + 1, "product", best))
    return out


def _category(biz, m: _Match) -> set:
    if m.kind == "product":
        p = biz.products.get(m.target)
        return {p.get("category")} if p else set()
    cands = biz.catalog.get("ambiguous", {}).get(m.target, {}).get("candidates", [])
    return {biz.products[c].get("category") for c in cands if c in biz.products}


def _head_of(idx: _Index, m: _Match) -> str:
    if m.kind == "product":
        return m.via_head or idx.head.get(m.target, "")
    return singular(m.target.split()[0]) if m.target else ""


def _fill_ellipsis(biz, words, sing, idx, used, matches, skip=frozenset()) -> tuple[list[_Match], list[str], set]:
    """'2 <noun> de X y 1 de Y': after a product, a quantity or 'otra' + 'de' + a
    free word is tried with the previous product's head noun."""
    new, unknown, resolved = [], [], set()
    queue = sorted(matches, key=lambda m: m.start)
    k = 0
    while k < len(queue):
        m = queue[k]
        k += 1
        j = m.end
        while j < len(sing) and ((sing[j] in _FILLERS and not used[j]) or j in skip
                                 or (sing[j] in _OF and j + 1 in skip)):
            j += 1
        if j >= len(sing) or used[j]:
            continue
        article = words[j] in _DEFINITE and j + 1 < len(sing) and sing[j + 1] in _OF
        if not article and _qty_token(words[j]) is None:
            continue
        qty, explicit = (1, False) if article else (_qty_token(words[j]) or 0, True)
        q = j + 1
        if q < len(sing) and sing[q] in _OF:
            q += 1
        if q >= len(sing) or used[q] or not sing[q].isalpha() or _not_item(idx, sing[q]):
            continue
        head = _head_of(idx, m)
        hit = _try_flavour(biz, idx, head, sing, q, used, _category(biz, m))
        if hit is None:
            if sing[q - 1] in _OF and head:
                unknown.append(f"{head} de {words[q]}")
                for t in range(j, q + 1):
                    used[t] = True
            continue
        target, end = hit
        nm = _Match(q, end, "product", target, qty=qty, explicit=explicit, via_head=head)
        for t in range(j, end):
            used[t] = True
        if m.kind == "ambiguous":
            resolved.add(id(m))
        new.append(nm)
        queue.insert(k, nm)
    return new, unknown, resolved


def _try_flavour(biz, idx, head, sing, q, used, categories) -> tuple[str, int] | None:
    hits = []
    for span in (2, 1):
        if q + span > len(sing) or any(used[q:q + span]):
            continue
        flavour = tuple(sing[q:q + span])
        for ws in ((head, "de", *flavour), (head, *flavour), flavour):
            kind_target = idx.exact.get(ws)
            if kind_target and kind_target[0] == "product":
                hits.append((kind_target[1], q + span))
    if not hits:
        return None
    same = [h for h in hits if biz.products.get(h[0], {}).get("category") in categories]
    return (same or hits)[0]


def _quantity_for(words: list[str], sing: list[str], used: list[bool], m: _Match) -> None:
    s = m.start
    if s >= 1 and not used[s - 1] and (n := _qty_token(words[s - 1])) is not None and words[s - 1] not in _OTHER:
        m.qty, m.explicit = n, True
        used[s - 1] = True
        return
    if s >= 1 and words[s - 1] in _OTHER:
        m.qty, m.explicit = 1, True
        used[s - 1] = True
        return
    if s >= 2 and sing[s - 1] in _OF and not used[s - 2] and (n := _qty_token(words[s - 2])) is not None:
        m.qty, m.explicit = n, True
        used[s - 2] = used[s - 1] = True
        return
    e = m.end
    if e < len(words):
        mx = re.fullmatch(r"x([0-9]{1,3})", words[e])
        if mx:
            m.qty, m.explicit = int(mx.group(1)), True
            used[e] = True
        elif words[e] == "x" and e + 1 < len(words) and words[e + 1].isdigit():
            m.qty, m.explicit = int(words[e + 1][:3]), True
            used[e] = used[e + 1] = True


def _match_options(numw, idx, used) -> list[tuple[int, int, str, str]]:
    out, i = [], 0
    while i < len(numw):
        hit = None
        if not used[i]:
            for ws, oid, cid in idx.options.get(numw[i], ()):
                if tuple(numw[i:i + len(ws)]) == ws and not any(used[i:i + len(ws)]):
                    hit = (i, i + len(ws), oid, cid)
                    break
        if hit:
            out.append(hit)
            end = hit[1]
            if end < len(numw) and (numw[end] in ("persona", "persoa") or numw[end] in idx.units):
                end += 1
            for k in range(hit[0], end):
                used[k] = True
            i = end
        else:
            i += 1
    return out


def _takes(biz, m: _Match, option_id: str) -> bool:
    if m.kind == "product":
        return option_id in biz.products.get(m.target, {}).get("options", [])
    cands = biz.catalog.get("ambiguous", {}).get(m.target, {}).get("candidates", [])
    return any(option_id in biz.products.get(c, {}).get("options", []) for c in cands)


def _attach_options(biz, words, used, matches, options, stray) -> None:
    """Each choice goes to the nearest product before it that takes the option (else after).
    '2 X, una para 8 y otra para 12' splits the line: 'una'/'otra' before a choice carves one
    unit off a line of several."""
    for start, _end, oid, cid in options:
        takers = [m for m in matches if _takes(biz, m, oid) and oid not in m.options]
        before = [m for m in takers if m.start < start]
        after = [m for m in takers if m.start > start]
        target = before[-1] if before else (after[0] if after else None)
        other = start >= 1 and not used[start - 1] and words[start - 1] in _OTHER
        if target is None and other:   # 'X para 8 y otra para 12': one more X
            same = [m for m in matches if m.kind == "product" and m.start < start and _takes(biz, m, oid)]
            if same:
                used[start - 1] = True
                matches.append(_Match(start, start, "product", same[-1].target, qty=1, explicit=True,
                                      options={**same[-1].options, oid: cid}))
                continue
        if target is None:
            stray.append({"option_id": oid, "choice_id": cid})
            continue
        one = other or (start >= 1 and not used[start - 1] and _qty_token(words[start - 1]) == 1)
        if one and target.qty > 1 and target.kind == "product":
            used[start - 1] = True
            target.qty -= 1
            carved = _Match(start, start, target.kind, target.target, qty=1, explicit=True,
                            options={**target.options, oid: cid})
            matches.append(carved)
        else:
            target.options[oid] = cid


def _unknown(words, sing, used, idx) -> list[str]:
    out = []
    for i in range(len(words) - 1):
        if used[i] or _qty_token(words[i]) is None or words[i] in _OTHER or used[i + 1]:
            continue
        if i and words[i - 1] in ("las", "as", "la", "el", "o", "dia", "para", "de", "a", "x", "somos", "son", "sobre"):
            continue
        w = sing[i + 1]
        if not w.isalpha() or len(w) < 3 or _not_item(idx, w) or w in idx.known or to_int(w) is not None:
            continue
        phrase = words[i + 1]
        if i + 3 < len(words) and sing[i + 2] in _OF and words[i + 3].isalpha() \
                and not _not_item(idx, sing[i + 3]) and not used[i + 3]:
            phrase += " de " + words[i + 3]
        out.append(phrase)
    return out


def _negated(words: list[str], m: _Match) -> bool:
    """'sin X', 'sen os X', 'las X no': the product is taken out, not added."""
    k = m.start - 1
    while k >= 0 and words[k] in _DEFINITE:
        k -= 1
    if k >= 0 and words[k] in _WITHOUT:
        return True
    e = m.end
    if e < len(words) and words[e] in _NOT_AFTER:
        return e + 1 == len(words) or words[e + 1] in _NOT_FOLLOW
    return False


def _cart_ellipsis(biz, words, sing, idx, used, matches, cart) -> list[_Match]:
    """'mejor de Y', 'en vez de Y': Y with the head noun of a cart product ('<head> de Y').
    The match remembers the cart product it borrowed the head from (via_head, borrowed)."""
    out = []
    ends = {m.end for m in matches}
    heads = []
    for line in reversed(cart):
        head = idx.head.get(line.get("item_id"), "")
        if head and (head, line["item_id"]) not in heads:
            heads.append((head, line["item_id"]))
    for i in range(len(sing) - 1):
        if sing[i] not in _OF or used[i] or i in ends or used[i + 1]:
            continue
        q = i + 1
        if not sing[q].isalpha() or _not_item(idx, sing[q]):
            continue
        for head, item_id in heads:
            hit = _try_flavour(biz, idx, head, sing, q, used, _category(biz, _Match(0, 0, "product", item_id)))
            if hit is None:
                continue
            target, end = hit
            nm = _Match(q, end, "product", target, via_head=head, borrowed=item_id)
            same = [iid for h, iid in heads if h == head and iid != target]
            if len(same) > 1:     # 'mejor de Y' with two cart products of that noun: ask which
                nm.borrowed, nm.choices = None, list(reversed(same))
            n = _qty_token(words[i - 1]) if i >= 1 and not used[i - 1] else None
            if n is not None and words[i - 1] not in _OTHER:
                nm.qty, nm.explicit = n, True
                used[i - 1] = True
            for t in range(i, end):
                used[t] = True
            out.append(nm)
            break
    return out


def _bare_ellipsis(biz, words, sing, idx, used, last_item: str | None = None) -> list[_Match]:
    """'quiero la de zanahoria', 'unha de queixo', '2 de santiago': a flavour without its noun and
    no product before it. Tried with the head noun of the last product talked about, else with
    every head noun of the catalogue; it counts only when exactly one product answers."""
    out = []
    last_head = idx.head.get(last_item or "", "")
    heads = list(dict.fromkeys(idx.head.values()))
    for i in range(1, len(sing) - 1):
        if sing[i] not in _OF or used[i] or used[i - 1] or used[i + 1]:
            continue
        before = words[i - 1]
        article = before in _ARTICLES or before in _OTHER
        qty = _qty_token(before)
        if not article and qty is None:
            continue
        q = i + 1
        if not sing[q].isalpha() or sing[q] in _NOT_ITEMS:
            continue
        hit = _try_flavour(biz, idx, last_head, sing, q, used, set()) if last_head else None
        if hit is None:
            hits = {h for h in (_try_flavour(biz, idx, head, sing, q, used, set()) for head in heads) if h}
            if len({h[0] for h in hits}) != 1:
                continue
            hit = next(iter(hits))
        target, end = hit
        explicit = qty is not None and before not in _ARTICLES
        out.append(_Match(q, end, "product", target, qty=qty if explicit and qty else 1, explicit=explicit,
                          via_head=idx.head.get(target, "")))
        for t in range(i - 1, end):
            used[t] = True
    return out


_REPLACE_CUE = re.compile(r"\b(?:en (?:vez|lugar) de|no (?:quiero )?(?:la|el|a|o)?|cambi\w*|mejor|mellor)\b")


def _replace_pair(found: Found, words: list[str], cart: list) -> None:
    """'mejor Y en vez de la de X', 'cambia X por Y', 'en vez de X, Y': two products, one already in
    the cart and a replacement cue: the cart one is replaced by the other (issue 17)."""
    in_cart = {l.get("item_id") for l in cart}
    if len(found.lines) != 2 or found.replaced or not _REPLACE_CUE.search(" ".join(words)):
        return
    old = [i for i, l in enumerate(found.lines) if l["item_id"] in in_cart]
    if len(old) != 1:
        return
    keep = 1 - old[0]
    found.replaced = [found.lines[old[0]]["item_id"]]
    found.lines = [found.lines[keep]]
    found.explicit = [found.explicit[keep]] if len(found.explicit) > keep else [False]
    found.mode = "set"


def _inherit(biz, found: Found, cart: list, borrowed: dict) -> None:
    """'mejor de Y' / 'en vez de X, Y': one product replaces one cart line; the new one keeps
    its quantity (unless said) and the options it also takes."""
    replaced = list(found.replaced)
    for item_id in borrowed.values():
        if found.mode == "set" and item_id not in replaced and all(l["item_id"] != item_id for l in found.lines):
            replaced.append(item_id)
    found.replaced = replaced
    if len(replaced) != 1 or len(found.lines) != 1:
        return
    old = next((c for c in cart if c.get("item_id") == replaced[0]), None)
    if old is None:
        return
    line = found.lines[0]
    takes = biz.products.get(line["item_id"], {}).get("options", [])
    line["options"] = {**{k: v for k, v in (old.get("options") or {}).items() if k in takes}, **line["options"]}
    if not found.explicit[0]:
        line["qty"] = old["qty"]


def find_items(norm_text: str, biz, cart: list | None = None, last_item: str | None = None) -> Found:
    """Products, ambiguous words, unknown things, options and mode of a cleaned message.
    `cart`: the order's lines so far, for 'mejor de Y', 'en vez de Y' and 'una más';
    `last_item`: the product talked about last, for 'la de Y' without its noun."""
    idx = index_of(biz)
    words = _normalize_quantities(clean(norm_text or "").split())
    sing = [singular(w) for w in words]
    used = [False] * len(words)
    found = Found(words=words)
    matches = _match_phrases(sing, idx, used)
    matches += _match_typos(sing, idx, used)
    matches.sort(key=lambda m: m.start)
    for m in matches:
        _quantity_for(words, sing, used, m)
    before_options = list(used)
    options = _match_options(_num_words(tuple(sing)), idx, used)
    option_words = {i for i, (a, b) in enumerate(zip(before_options, used)) if a != b}
    extra, unknown, resolved = _fill_ellipsis(biz, words, sing, idx, used, matches, option_words)
    matches = sorted([m for m in matches if id(m) not in resolved] + extra, key=lambda m: m.start)
    if cart:
        matches = sorted(matches + _cart_ellipsis(biz, words, sing, idx, used, matches, cart), key=lambda m: m.start)
    if not any(m.kind == "product" for m in matches):
        matches = sorted(matches + _bare_ellipsis(biz, words, sing, idx, used, last_item), key=lambda m: m.start)
    _attach_options(biz, words, used, matches, options, found.stray_options)
    matches.sort(key=lambda m: m.start)
    found.unknown = unknown + _unknown(words, sing, used, idx)
    found.mode = _mode(" ".join(words))
    negated = [m for m in matches if _negated(words, m)]
    _record_removed(biz, found, negated)
    borrowed = _record_matches(biz, words, found, matches, {id(m) for m in negated})
    _drop_replaced_duplicates(found)
    _only_removals(found, negated)
    if cart:
        _replace_pair(found, words, cart)
        _inherit(biz, found, cart, borrowed)
        _drop_replaced_duplicates(found)
        if not matches:
            _cart_delta(found, words)
    return found


def _record_removed(biz, found: Found, negated: list[_Match]) -> None:
    """'sin X', 'las X no': X goes out of the cart."""
    for m in negated:
        found.spans.append((m.start, m.end))
        if m.kind == "ambiguous":
            cands = biz.catalog["ambiguous"][m.target].get("candidates", [])
            found.removed += [c for c in cands if c not in found.removed]
        elif m.target not in found.removed:
            found.removed.append(m.target)


def _record_matches(biz, words: list[str], found: Found, matches: list[_Match], negated_ids: set[int]) -> dict:
    """Every product said (not negated) becomes a line, an ambiguity, a replacement, a question
    of which line to replace or one to take off. Returns the head nouns borrowed from the cart."""
    borrowed = {}
    prev_end = 0
    for m in matches:
        if id(m) in negated_ids:
            continue
        found.spans.append((m.start, m.end))
        if m.borrowed:
            borrowed[m.target] = m.borrowed
        if m.kind == "ambiguous":
            cands = biz.catalog["ambiguous"][m.target].get("candidates", [])
            found.ambiguous.append({"word": m.target, "candidates": list(cands), "qty": m.qty,
                                    "options": dict(m.options)})
            continue
        # only the words since the previous product: 'en vez de X, Y' replaces X, not Y
        before = " ".join(words[max(0, m.start - 4, prev_end):m.start])
        prev_end = max(prev_end, m.end)
        if found.mode == "set" and _REPLACED_RE.search(before):
            found.replaced.append(m.target)
            continue
        if found.mode == "set" and m.choices and found.ask_replace is None:
            found.ask_replace = {"item_id": m.target, "qty": m.qty, "explicit": m.explicit,
                                 "choices": list(m.choices)}
            continue
        if m.end < len(words) and words[m.end] in ("menos",):    # 'una X menos': take it off
            found.less.append({"item_id": m.target, "qty": m.qty, "options": dict(m.options)})
            continue
        found.lines.append({"item_id": m.target, "qty": m.qty, "options": dict(m.options)})
        found.explicit.append(m.explicit)
    return borrowed


def _only_removals(found: Found, negated: list[_Match]) -> None:
    """A message that only takes things off is the remove mode."""
    if found.less and not (found.lines or found.ambiguous or found.removed):
        found.mode = "remove"      # only 'una X menos': the remove mode takes that many off
        found.lines, found.explicit, found.less = found.less, [True] * len(found.less), []
    if found.removed and not (found.lines or found.ambiguous):
        # only removals ('sin X', 'las X no'): the remove mode, every unit of each product
        found.mode = "remove"
        products = [m.target for m in negated if m.kind == "product"]
        for item_id in dict.fromkeys(products):
            found.lines.append({"item_id": item_id, "qty": 1, "options": {}})
            found.explicit.append(False)
        found.removed = [r for r in found.removed if r not in products]


def _cart_delta(found: Found, words: list[str]) -> None:
    """'una más' / 'uno menos' with no product: the cart's last line ±n."""
    d = _DELTA_RE.match(" ".join(words))
    if d:
        n = _qty_token(d.group("n")) or 1
        found.delta = -n if d.group("sign") == "menos" else n
        found.unknown = []


def _drop_replaced_duplicates(found: Found) -> None:
    """'en vez de 2 X, 5 X': the same product is not replaced, only its quantity."""
    kept = {line["item_id"] for line in found.lines}
    found.replaced = [r for r in found.replaced if r not in kept]


def _mode(text: str) -> str:
    if _REMOVE_RE.search(text):
        return "remove"
    if _SET_RE.search(text):
        return "set"
    return "add"
