"""Words that point back to the thing named («quiero una nueva», «otra igual que esa», «unha como a
que tiña»): the thing is the one named in the message or the turn before, never a product of its
own. Spanish and Galician, accents already removed («tiña» reads «tina»)."""
from __future__ import annotations

import re

from bizengine.understanding.signals import Signals

_ONE = r"(?:un|una|uno|unha|otr[oa]|outr[oa])"
_THAT = (r"(?:esa|ese|eso|esta|este|aquella|aquel|aquela|la anterior|el anterior|a anterior|o anterior|"
         r"la de antes|el de antes|a de antes|o de antes)")
_HAD = (rf"(?:(?:la|el|lo|a|o) que (?:tenia|tenias|tina|tinas|tinha|tuve|tiven|habia|compre|merquei|"
        rf"me vendisteis|me vendiches|rompi|rompin|perdi|perdin|se me \w+)(?: antes)?|{_THAT})")
_NEW = r"(?:nuev[oa]|nov[oa])"
_SAME = (rf"(?:igual(?:it[oa])?(?: (?:que|a|ca) {_HAD})?|identic[oa](?: (?:a|que|ca) {_HAD})?|como {_HAD}"
         r"|del mismo|de la misma|do mesmo|da mesma)")
# not «a la una igual llego» (a time, and «igual» is «maybe»)
POINTS_BACK_RE = re.compile(
    rf"(?<!\bla )(?<!\ba )(?<!\bas )\b(?P<one>{_ONE})(?: (?:mas|mais))? (?:(?:exactamente|exacta|totalmente) )?"
    rf"(?:{_NEW}(?: {_SAME})?|{_SAME}(?: {_NEW})?)\b")


# words after the phrase that name no thing: «quiero una nueva para el martes» points back, «una nueva
# reserva» names its noun
_AFTER = frozenset("por porfa favor para pra que y e de do da del ya xa pues pois gracias grazas tambien tamen "
                   "mas mais hoy hoxe manana mana ahora agora con sin sen si se please cuanto canto".split())


def refers_back(norm: str) -> bool:
    """Whether a pointing phrase stands for its thing («quiero una nueva», «otra igual, porfa»)."""
    for m in POINTS_BACK_RE.finditer(norm):
        after = norm[m.end():].split()
        if not after or after[0] in _AFTER:
            return True
    return False


_ANOTHER = {"una": "otra", "uno": "otro", "un": "otro", "unha": "outra"}


def without_pointing_words(norm: str, more: bool = False) -> str:
    """The message with only the count of each pointing phrase left («quiero una nueva cadena» →
    «quiero una cadena»): the words name no product of their own. `more` (an order held): «una
    igual» is «otra», one more of what is held."""
    def kept(m: re.Match) -> str:
        one = _ANOTHER.get(m.group("one"), m.group("one")) if more else m.group("one")
        # «X y otra igual»: «igual» kept, for the count of X (the reader of items reads «otra igual» after X)
        return f"{one} igual" if one.startswith(("otr", "outr")) and " igual" in m.group(0) else one
    return POINTS_BACK_RE.sub(kept, norm)


def sold(biz, item_id: str) -> bool:
    return item_id in biz.products and not biz.products[item_id].get("duration_minutes")


def the_thing_pointed(s: Signals, biz, cart: list | None, told: str | None, last_item: str | None) -> None:
    """What «una nueva», «otra igual» stand for: with a thing sold named beside a service (a
    problem's repair), the thing; with nothing named, one more of the order's last line, else one
    of the thing the problem told last turn was about (`told`) or the one talked about last.
    Nothing known: nothing set, and the order asks which."""
    found = s.items
    if not s.refers_back:
        return
    kept = [k for k, line in enumerate(found.lines) if sold(biz, line["item_id"])]
    if kept and len(kept) < len(found.lines):      # «se me rompió la X, quiero una nueva»: not the repair
        found.lines = [found.lines[k] for k in kept]
        found.explicit = [found.explicit[k] for k in kept if k < len(found.explicit)]
        return
    if found.lines or found.ambiguous or found.delta or found.removed:
        return
    if cart:
        found.delta = 1
        return
    pick = told if told and sold(biz, told) else last_item
    if pick and sold(biz, pick):
        found.lines, found.explicit = [{"item_id": pick, "qty": 1, "options": {}}], [False]
        s.want_kw = True


def a_new_thing(s: Signals, biz) -> bool:
    """«se me rompió la X, quiero una nueva»: things sold, pointed back to; the problem told
    asks for no repair."""
    return s.refers_back and bool(s.items.lines) and all(sold(biz, line["item_id"]) for line in s.items.lines)
