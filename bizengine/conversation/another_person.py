"""«y otro para mi hijo», «y uno para mi hija también», «e outro para o meu fillo», «y la de mi hijo también»
while an appointment with its services is held: one more of the same kind, for someone else, on the same
visit. Which one: the service of the held one's group that the person's word points to (catalog
`ambiguous.<group>.hints`), else the held one itself («otro» is one more of it). A service the appointment
lacks joins it, read as if named («y <that service> para mi hijo»: said back in the booking's «Apunto: …»);
one it holds already (it holds a service once: «y otro para mi marido» beside that very service) goes in the
booking's note, said so, for the person who confirms it to fit the second one in."""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation import booking_turns
from bizengine.conversation.booking_draft import booking_of, is_staff
from bizengine.conversation.contact import keep_note_lines
from bizengine.conversation.messages import say, yours
from bizengine.conversation.records import reading_context
from bizengine.language.text import as_said, singular
from bizengine.understanding import reader as nlu
from bizengine.understanding.items import WHOSE, hinted
from bizengine.understanding.signals import Signals

# «y otro para mi hijo», «e outra pro meu home tamén», «y una más para mi madre»: who comes after «para»
# who: a possessive or an article first («a miña nai»: the Galician article before the possessive)
_WHOSE_RE = "|".join(sorted(WHOSE | {"a", "as"}, key=len, reverse=True))
_ONE_MORE_FOR_RE = re.compile(r"^(?:(?:y|e|i) )?(?:tambien |tamen )?(?:otro|otra|outro|outra|uno|una|unha)"
                              r"(?: mas| mais| igual)? (?:para|pa|pra|pro) "
                              rf"(?P<whom>(?:{_WHOSE_RE}) [a-z0-9]+(?: [a-z0-9]+)*?)(?: (?:tambien|tamen))?$")
# «y la de mi hijo también», «también la <thing> de mi hija», «e a do meu fillo tamén»: one more of the held one,
# someone else's, its noun left unsaid or a thing brought in named
_THE_ONE_OF_RE = re.compile(r"^(?:(?:y|e|i) )?(?:tambien |tamen )?(?:la|el|a|o)(?: [a-z]+)? (?:de|del|do|da) "
                            rf"(?P<whom>(?:{_WHOSE_RE}) [a-z0-9]+)(?: (?:tambien|tamen))?$")


def read_as_named(c, s: Signals) -> Signals | None:
    """The message read again as the service it asks for someone else, when the appointment lacks it."""
    asked = _asked(c, s)
    if asked is None or asked[0] in booking_of(c)["services"]:
        return None
    name = product_name(c.biz.products.get(asked[0]) or {}, c.lang).lower()
    return nlu.analyze(f"y {name} para {asked[1]}", c.biz, reading_context(c.state, c.now))


def noted(c, s: Signals) -> bool:
    """The service asked for someone else, held already: put in the booking's note and said so."""
    asked = _asked(c, s)
    if asked is None or asked[0] not in booking_of(c)["services"]:
        return False
    name = product_name(c.biz.products.get(asked[0]) or {}, c.lang).lower()
    whom = as_said(asked[1], s.text or "")
    keep_note_lines(c, booking_of(c), [say("bk_also_for", c.lang, service=name, whom=whom)], alone=False)
    c.say(say("bk_another_person_noted", c.lang, service=name, whom=yours(whom)))
    booking_turns.reprompt(c)
    return True


def _asked(c, s: Signals) -> tuple[str, str] | None:
    """(the service asked for someone else, who, as read) when the message asks one more for someone."""
    more = _ONE_MORE_FOR_RE.match(s.norm or "")
    m = more or _the_one_of(s.norm or "")
    held = booking_of(c).get("services") or []
    if m is None or not held or not is_staff(c.biz) or s.items.lines or s.when.has_day or s.when.has_time:
        return None
    # (the hints read «para <whom>», which «y la de <whom>» leaves unsaid)
    return _service_for(c.biz, held[-1], s.norm if more else f"para {m['whom']}"), m["whom"]


def _the_one_of(norm: str) -> re.Match | None:
    """«y la de mi hijo también», «también la <thing> de mi hija»: only with «y» or «también» (a bare «la de mi
    hijo» may be a thing's kind, or whose the held one is)."""
    m = _THE_ONE_OF_RE.match(norm)
    return m if m is not None and norm.split()[0] in ("y", "e", "i", "tambien", "tamen") else None


def _service_for(biz, held: str, norm: str) -> str:
    """The service of `held`'s group the message points to (for whom, of what age), else `held`."""
    sing = [singular(w) for w in norm.split()]
    for group, entry in (biz.catalog.get("ambiguous") or {}).items():
        if held in (entry.get("candidates") or ()) and (chosen := hinted(biz, group, sing)) is not None:
            return chosen
    return held
