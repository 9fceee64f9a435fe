"""«un <kind> sobre el Camino de Santiago», «algo para regalar a mi padre, que le gusta el Camino», gl «un
<kind> sobre o Camiño»: a thing asked by what it is about, none named. The words after «sobre», «acerca de» or
«que le gusta» are looked for in the catalogue's names and descriptions (of the kind asked, when one is):
the things that have them are offered with their prices. When none has them nothing is offered (a person
answers, as before): never a guess, never the popular list for a need said."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.conversation import info
from bizengine.conversation.product_info import remember
from bizengine.language.small_words import STOP
from bizengine.language.text import as_said, clean, singular
from bizengine.understanding.item_index import index_of

# what leads the subject: «sobre», «acerca de», «que le gusta», «lle encanta», «aficionado al»
_ABOUT_RE = re.compile(
    r"\b(?:sobre|acerca de|acerca do|acerca da|(?:que )?(?:le|les|lle|lles) (?:gusta|gustan|encanta|encantan|"
    r"interesa|interesan|chifla|chiflan|flipa|flipan)|aficionad[oa] (?:a|al|ao|á))\s+"
    # the subject ends where another part of the message starts: «sobre X para mi hijo», «sobre X, que…»
    r"(?P<subject>.+?)(?:\s+(?:para|pra|pa|que|porque|pero|por favor|porfa|gracias|grazas)\b.*)?$")
# a thing asked before it: «un…», «algo…», «algún regalo…», or a kind's word (checked apart)
_THING_ASKED_RE = re.compile(r"\b(?:un|una|unha|algo|alguno|alguna|algun|algunha|regalo|agasallo)\b")
_MIN_LEN = 4
_MOST_SHOWN = 4


@dataclass(frozen=True)
class SubjectAsked:
    subject: str                # as the customer wrote it («el camino de santiago»)
    words: frozenset[str]       # its content words, folded and singular
    kinds: frozenset[str]       # the categories the thing asked names («un <kind>»), none for «algo»


def read(c, s) -> SubjectAsked | None:
    """The subject asked, when the message asks for a thing about something and names no thing."""
    if s.items.any or s.topics or c.state.get("awaiting") or c.state.get("intent") is not None \
            or s.when.has_time or (s.diet or {}).get("avoid") or (s.diet or {}).get("tags"):
        return None
    norm = re.sub(r"\bacerca del\b", "acerca de el", " ".join((s.norm or "").split()))
    said = _ABOUT_RE.search(norm)
    if said is None:
        return None
    before = norm[:said.start()]
    kinds = frozenset(info.categories_named(c.biz, before))
    if not (kinds or _THING_ASKED_RE.search(before)):
        return None
    words = frozenset(singular(w) for w in clean(said.group("subject")).split()
                      if len(w) >= _MIN_LEN and w not in STOP and w.isalpha())
    return SubjectAsked(as_said(said.group("subject"), s.text or ""), words, kinds) if words else None


def matching(c, asked: SubjectAsked) -> list[dict]:
    """The priced things (of the kinds asked) whose names or descriptions have most of the subject's words;
    a word most of them have tells nothing apart."""
    own = index_of(c.biz).own_words
    candidates = [p for p in c.biz.products.values() if p.get("price_cents")
                  and (not asked.kinds or p.get("category") in asked.kinds)]
    telling = {w for w in asked.words if sum(w in own.get(p["id"], ()) for p in candidates) * 2 <= len(candidates)}
    hits = {p["id"]: len(telling & own.get(p["id"], frozenset())) for p in candidates}
    best = max(hits.values(), default=0)
    return [p for p in candidates if best and hits[p["id"]] == best][:_MOST_SHOWN]


def answer(c, s, asked: SubjectAsked) -> bool:
    """Those things with their prices; False when none is about it (a person takes it)."""
    found = matching(c, asked)
    if not found:
        return False
    info.say_prices(c, "about_a_subject", found, subject=asked.subject)
    remember(c, s, ["price"])       # «me lo quedo», «el primero» then takes one of them
    return True
