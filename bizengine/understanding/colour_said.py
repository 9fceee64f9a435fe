"""A colour said right after a thing, that the trade lists no word for: «<thing> azul», «<thing> en tonos
azules», «<things> rojas y blancas», gl «<thing> en tons vermellos». It is how the thing should be, for the
person preparing it: kept for the note (a colour the thing's own words contradict is said not had and
the one there is offered instead: items._versions_not_had; a colour in a product's name names it)."""
from __future__ import annotations

from bizengine.language.text import clean, singular
from bizengine.understanding.item_index import index_of, index_words
from bizengine.understanding.lexicon import COLOUR_OF

# what may lead the colour: «de color», «en tonos», «color», «en tons», «de cor»
LEADS = (("de", "color"), ("de", "colores"), ("en", "color"), ("en", "tonos"), ("en", "tono"), ("de", "tonos"),
          ("de", "cor"), ("de", "cores"), ("en", "tons"), ("en", "cor"), ("color",), ("cor",), ("tonos",), ("tons",))
_AND = frozenset(("y", "e", "o", "ou"))
# the little words a noun of a name may be linked by («<noun> de <nouns>»): what follows them names no colour
_LINKS = frozenset("de do da del dos das con co y e".split())
SHADES = frozenset("claro clara claros claras oscuro oscura oscuros oscuras escuro escura escuros escuras "
                    "palido palida palidos palidas".split())


def colours_after(words: list[str], spans: list[tuple[int, int]]) -> list[str]:
    """The colour phrase said right after each thing named (`spans`: where the things are), in folded words."""
    taken = {i for start, stop in spans for i in range(start, stop)}
    return [said for _, end in spans if (said := _colour_phrase(words, end, taken))]


def colours_of_its_own(words: list[str], spans: list[tuple[int, int]], biz) -> list[str]:
    """The colour phrases said right after a thing whose own words give that colour, in any language,
    gender and number («quero a <thing> branca» of the «<thing> blanca»): they name it, no wish for the note."""
    taken = {i for start, stop in spans for i in range(start, stop)}
    exact = index_of(biz).exact
    found = []
    for start, end in spans:
        kind, target = exact.get(index_words(" ".join(words[start:end])), ("", ""))
        said = _colour_phrase(words, end, taken) if kind == "product" else ""
        own = _colours_named(biz, target)
        named = {_key(w) for w in said.split()} - {None}
        if named and named <= own:
            found.append(said)
    return found


def _colours_named(biz, item_id: str) -> frozenset:
    """The colours a product's own name or one of its aliases gives right after a noun («<thing>
    blanca», «<noun> vermello»; not «<noun> de <nouns>»: a noun after «de»), as COLOUR_OF keys."""
    def build(biz) -> dict:
        out: dict = {}
        for p in biz.catalog.get("products", []):
            names = [*(p["name"].values() if isinstance(p["name"], dict) else [p["name"]]), *p.get("aliases", [])]
            out[p["id"]] = frozenset(key for name in names for before, word in _pairs(clean(name).split())
                                     if before not in _LINKS and (key := _key(word)))
        return out
    return biz.cached("colour_said.colours_named", build).get(item_id, frozenset())


def _pairs(words: list[str]) -> list[tuple[str, str]]:
    return list(zip(words, words[1:], strict=False))


def colours_declared(biz, item_id: str) -> frozenset:
    """The colour words a product's name, aliases and description give right after one of its own
    name's words («X blanca», «Xs rojas»): never an ingredient's («X de <flavour> negro»)."""
    def build(biz) -> dict:
        out: dict = {}
        for p in biz.catalog.get("products", []):
            desc = p.get("description") or {}
            names = [*(p["name"].values() if isinstance(p["name"], dict) else [p["name"]]), *p.get("aliases", [])]
            nouns = {singular(w) for t in names for w in clean(t).split() if singular(w) not in COLOUR_OF}
            for text in [*names, *(desc.values() if isinstance(desc, dict) else [desc])]:
                words = clean(text).split()
                out.setdefault(p["id"], set()).update(w for i, w in enumerate(words[1:], 1)
                                                      if singular(w) in COLOUR_OF and singular(words[i - 1]) in nouns)
        return {pid: frozenset(ws | {singular(w) for w in ws}) for pid, ws in out.items()}
    return biz.cached("items.colours_declared", build).get(item_id, frozenset())


def _colour_phrase(words: list[str], end: int, taken: set[int]) -> str:
    """The colour phrase said from `end` on, with what leads it («de color», «en tonos»); "" when none."""
    lead = next((n for n in LEADS if tuple(words[end:end + len(n)]) == n), ())
    at = end + len(lead)
    said: list[str] = []
    while at < len(words) and at not in taken and (_a_colour(words[at]) or (
            said and words[at] in SHADES) or (said and words[at] in _AND and at + 1 < len(words)
                                               and _a_colour(words[at + 1]))):
        said.append(words[at])
        at += 1
    return " ".join([*lead, *said]) if said else ""


def _key(word: str) -> str | None:
    return COLOUR_OF.get(word) or COLOUR_OF.get(singular(word))


def _a_colour(word: str) -> bool:
    return word in COLOUR_OF or singular(word) in COLOUR_OF
