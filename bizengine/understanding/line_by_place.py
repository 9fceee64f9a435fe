"""A line of the order taken off by its place («quita lo primero», «saca la última», «quita lo de
antes», «quita o primeiro»): the line the order holds at that place, none named. Spanish and
Galician, accents already removed."""
from __future__ import annotations

import re

from bizengine.understanding.lexicon import PLACES, TAKE_OFF_LEAD_IN, TAKE_OFF_OR_RETIRE
from bizengine.understanding.signals import Signals

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
