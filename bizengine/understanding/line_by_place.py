"""A line of the order told by its place, none named: taken off («quita lo primero», «saca la última»,
«quita lo de antes», «quita o primeiro») or counted again («el segundo mejor que sean dos», «do primeiro
pon tres»). Spanish and Galician, accents already removed."""
from __future__ import annotations

import re

from bizengine.understanding.lexicon import COUNT, PLACES, SWAP_LEAD_IN, TAKE_OFF_LEAD_IN, TAKE_OFF_OR_RETIRE
from bizengine.understanding.signals import Signals
from bizengine.understanding.some_swapped import name_read_as

# «lo de antes», «lo anterior», «o de antes» stand for the line put before the last one
_TAKEN_OFF_BY_PLACE_RE = re.compile(
    rf"^{TAKE_OFF_LEAD_IN}(?:{TAKE_OFF_OR_RETIRE}|ya no quiero|xa non quero)\s+"
    r"(?:lo|la|el|o|a|los|las|os|as)\s+"
    rf"(?:(?P<nth>{'|'.join(PLACES)})|de antes|anterior)"
    r"(?:\s+que (?:pedi|pedin|puse|pusen|dije|dixen|te dije|te dixen))?"
    r"(?:\s+(?:por favor|porfa|grazas|gracias))?$")


def line_taken_off_by_place(s: Signals, norm: str, cart: list[dict]) -> None:
    """«quita lo primero» with the order held, nothing named: that line of the order taken off
    whole. A place the order does not hold («quita la tercera» of two lines) changes nothing."""
    if not cart or s.items.lines or s.items.removed or s.items.ambiguous:
        return
    said = _TAKEN_OFF_BY_PLACE_RE.match(norm)
    if said is None:
        return
    place = PLACES[said.group("nth")] if said.group("nth") else -2
    if not -len(cart) <= place < len(cart):
        return
    line = cart[place]
    s.items.mode = "remove"
    options = dict(line.get("options") or {})
    s.items.lines = [{"item_id": line["item_id"], "qty": line.get("qty", 1), "options": options}]
    s.items.explicit = [False]


# «el segundo mejor que sean dos», «que la primera sean 3», «del último pon dos», «o segundo que sexan dous»
_RECOUNTED_BY_PLACE_RE = re.compile(
    rf"^(?P<lead>{SWAP_LEAD_IN})(?P<that>que )?(?:(?P<of>del|de la|de lo|do|da)|el|la|lo|o|a) "
    rf"(?P<nth>{'|'.join(PLACES)}),?"
    rf"(?P<rest>(?: (?:mejor|mellor|que sean|que sexan|sean|sexan|son|pon|ponme|dame|deja|deixa))+ "
    rf"(?:{COUNT}|una|unha)(?: (?:solo|sola|so|soa))?)$")


def line_recounted_by_place(text: str, biz, cart: list | None) -> str:
    """The text with the place of a held line («el segundo mejor que sean dos») said as that line's
    name («<name> mejor que sean dos»), when the order holds several lines and one at that place
    (else the text as it is)."""
    said = _RECOUNTED_BY_PLACE_RE.match(text) if cart and len(cart) > 1 else None
    place = PLACES[said["nth"]] if said else None
    if said is None or place is None or not -len(cart or []) <= place < len(cart or []):
        return text
    name = name_read_as(biz, str((cart or [])[place].get("item_id")))
    if name is None:
        return text
    return f"{said['lead']}{said['that'] or ''}{'de ' if said['of'] else ''}{name}{said['rest']}"
