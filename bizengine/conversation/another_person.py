"""«y otro para mi hijo», «y uno para mi hija también», «e outro para o meu fillo» while an appointment
with its services is held: one more of the same kind, for someone else, on the same visit. Which one: the
service of the held one's group that the person's word points to (catalog `ambiguous.<group>.hints`), else
the held one itself («otro» is one more of it). A service the appointment lacks joins it, read as if named
(«y <that service> para mi hijo»: said back in the booking's «Apunto: …»); one it holds already (it holds a
service once: «y otro para mi marido» beside that very service) goes in the booking's note, said so, for
the person who confirms it to fit the second one in."""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation import booking_turns
from bizengine.conversation.booking_draft import booking_of, is_staff
from bizengine.conversation.contact import keep_note_lines
from bizengine.conversation.messages import say
from bizengine.conversation.records import reading_context
from bizengine.language.text import as_said, singular
from bizengine.understanding import reader as nlu
from bizengine.understanding.items import hint_words
from bizengine.understanding.signals import Signals

# «y otro para mi hijo», «e outra pro meu home tamén», «y una más para mi madre»: who comes after «para»
_ONE_MORE_FOR_RE = re.compile(r"^(?:(?:y|e|i) )?(?:tambien |tamen )?(?:otro|otra|outro|outra|uno|una|unha)"
                              r"(?: mas| mais| igual)? para (?P<whom>(?:mi|mis|meu|meus|mina|minas|o|a|os|as|su|sus|tu|"
                              r"nuestro|nuestra|noso|nosa) [a-z ]+?)(?: (?:tambien|tamen))?$")


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
    c.say(say("bk_another_person_noted", c.lang, service=name, whom=_yours(whom)))
    booking_turns.reprompt(c)
    return True


def _asked(c, s: Signals) -> tuple[str, str] | None:
    """(the service asked for someone else, who, as read) when the message asks one more for someone."""
    m = _ONE_MORE_FOR_RE.match(s.norm or "")
    held = booking_of(c).get("services") or []
    if m is None or not held or not is_staff(c.biz) or s.items.lines or s.when.has_day or s.when.has_time:
        return None
    return _service_for(c.biz, held[-1], m["whom"]), m["whom"]


# «mi hijo» said back as «tu hijo», «o meu fillo» as «o teu fillo»; a Galician possessive said first takes
# its article back («miña nai» → «a túa nai»)
_YOURS = {"mi": "tu", "mis": "tus", "meu": "teu", "meus": "teus", "miña": "túa", "miñas": "túas",
          "nuestro": "vuestro", "nuestra": "vuestra", "noso": "voso", "nosa": "vosa"}
_YOURS_FIRST = {"meu": "o teu", "meus": "os teus", "miña": "a túa", "miñas": "as túas", "mina": "a túa",
                "minas": "as túas", "noso": "o voso", "nosa": "a vosa"}


def _yours(whom: str) -> str:
    words = whom.split()
    first = _YOURS_FIRST.get(words[0].lower()) if words else None
    return " ".join([first, *(_YOURS.get(w.lower(), w) for w in words[1:])] if first
                    else [_YOURS.get(w.lower(), w) for w in words])


def _service_for(biz, held: str, whom: str) -> str:
    """The service of `held`'s group the person's words point to, else `held`."""
    words = [singular(w) for w in whom.split()]
    for group, entry in (biz.catalog.get("ambiguous") or {}).items():
        if held in (entry.get("candidates") or ()):
            hints = hint_words(biz, group)
            hinted = {hints[w] for w in words if w in hints}
            if len(hinted) == 1:
                return hinted.pop()
    return held
