"""A colour said right after a thing, that the trade lists no word for: «<thing> azul», «<thing> en tonos
azules», «<things> rojas y blancas», gl «<thing> en tons vermellos». It is how the thing should be, for the
person preparing it: kept for the note (a colour the thing's own words contradict is said not had and
the one there is offered instead: items._versions_not_had; a colour in a product's name names it)."""
from __future__ import annotations

from bizengine.language.text import singular
from bizengine.understanding.lexicon import COLOUR_OF

# what may lead the colour: «de color», «en tonos», «color», «en tons», «de cor»
_LEADS = (("de", "color"), ("de", "colores"), ("en", "color"), ("en", "tonos"), ("en", "tono"), ("de", "tonos"),
          ("de", "cor"), ("de", "cores"), ("en", "tons"), ("en", "cor"), ("color",), ("cor",), ("tonos",), ("tons",))
_AND = frozenset(("y", "e", "o", "ou"))
_SHADES = frozenset("claro clara claros claras oscuro oscura oscuros oscuras escuro escura escuros escuras "
                    "palido palida palidos palidas".split())


def colours_after(words: list[str], spans: list[tuple[int, int]]) -> list[str]:
    """The colour phrase said right after each thing named (`spans`: where the things are), in folded words."""
    taken = {i for start, stop in spans for i in range(start, stop)}
    found = []
    for _, end in spans:
        lead = next((n for n in _LEADS if tuple(words[end:end + len(n)]) == n), ())
        at = end + len(lead)
        said: list[str] = []
        while at < len(words) and at not in taken and (_a_colour(words[at]) or (
                said and words[at] in _SHADES) or (said and words[at] in _AND and at + 1 < len(words)
                                                   and _a_colour(words[at + 1]))):
            said.append(words[at])
            at += 1
        if said:
            found.append(" ".join([*lead, *said]))
    return found


def _a_colour(word: str) -> bool:
    return word in COLOUR_OF or singular(word) in COLOUR_OF
