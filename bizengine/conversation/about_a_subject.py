"""«un <kind> sobre el Camino de Santiago», «algo para regalar a mi padre, que le gusta el Camino», gl «un
<kind> sobre o Camiño», «¿qué <kind> me recomiendas para hacer el Camino?», «recoméndame un <kind> de
poesía», «busco un agasallo, gústalle a <genre>»: a thing asked by what it is about. The words after
«sobre», «acerca de», «que le gusta», «gústalle», «para hacer» or «un <kind> de» are looked for in the
catalogue's names and descriptions (of the kind asked, when one is): the things that have them are offered
with their prices. A thing named by its own name inside the subject («le gusta la <alias>») is that thing,
offered, never ordered (unless a wish or a day is said with it). When none has them nothing is offered (a
person answers, as before): never a guess, never the popular list for a need said."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.conversation import info
from bizengine.conversation.product_info import remember
from bizengine.language.small_words import STOP
from bizengine.language.text import as_said, clean, singular
from bizengine.understanding.item_index import index_of
from bizengine.understanding.lexicon import ORDER_RE, RECOMMEND_VERB, WANT_RE

# where the subject ends, another part of the message starting: «sobre X para mi hijo», «sobre X, que…»
_SUBJECT_ENDS = r"(?:\s+(?:para|pra|pa|que|porque|pero|por favor|porfa|gracias|grazas)\b.*)?$"
# what leads the subject: «sobre», «acerca de», «que le gusta», «lle encanta», «gústalle», «aficionado al»,
# a use («para hacer el Camino», «pra facer o Camiño»)
_ABOUT_RE = re.compile(
    r"\b(?:sobre|acerca de|acerca do|acerca da|(?:que |q )?(?:le|les|lle|lles) (?:gusta|gustan|encanta|encantan|"
    r"interesa|interesan|chifla|chiflan|flipa|flipan)|(?:gusta|gustan|encanta|encantan|interesa|interesan)(?:lle|lles)|"
    r"aficionad[oa] (?:a|al|ao|á)|"
    r"(?:para|pra|pa) (?:hacer|facer|recorrer|percorrer)(?= (?:el|la|los|las|o|a|os|as) ))\s+"
    rf"(?P<subject>.+?){_SUBJECT_ENDS}")
# a thing asked before it: «un…», «algo…», «algún regalo…», or a kind's word (checked apart)
_THING_ASKED_RE = re.compile(r"\b(?:un|una|unha|algo|alguno|alguna|algun|algunha|regalo|agasallo)\b")
_MIN_LEN = 4
_MOST_SHOWN = 4


@dataclass(frozen=True)
class SubjectAsked:
    subject: str                # as the customer wrote it («el camino de santiago»)
    words: frozenset[str]       # its content words, folded and singular
    kinds: frozenset[str]       # the categories the thing asked names («un <kind>»), none for «algo»
    named: tuple[str, ...] = ()     # the things the subject names by their own names («le gusta la <name>»)


def read(c, s) -> SubjectAsked | None:
    """The subject asked, when the message asks for a thing about something and names no thing (but in
    the subject: «…que le gusta la <words of a thing's name>» asks what is about them, orders nothing)."""
    if s.items.ambiguous or s.items.unknown or s.topics or c.state.get("awaiting") \
            or c.state.get("intent") is not None \
            or s.when.has_time or (s.diet or {}).get("avoid") or (s.diet or {}).get("tags"):
        return None
    norm = re.sub(r"\bacerca del\b", "acerca de el", " ".join((s.norm or "").split()))
    said = _ABOUT_RE.search(norm) or _kind_of_a_subject(c, norm)
    subject = said.group("subject") if said is not None else ""
    if said is None or not _named_only_in(s, subject) or (s.items.lines and _ordered_too(s, subject)):
        return None
    before = norm[:said.start("subject")]
    kinds = frozenset(info.categories_named(c.biz, before))
    if not (kinds or _THING_ASKED_RE.search(before)):
        return None
    words = frozenset(singular(w) for w in clean(subject).split()
                      if len(w) >= _MIN_LEN and w not in STOP and w.isalpha())
    named = tuple(dict.fromkeys(line["item_id"] for line in s.items.lines))
    return SubjectAsked(as_said(subject, s.text or ""), words, kinds, named) if words else None


def _ordered_too(s, subject: str) -> bool:
    """«…le encanta la <name>, ponme una para el sábado»: the thing named in the subject is ordered too."""
    return bool(s.when.has_day or WANT_RE.search(subject) or ORDER_RE.search(subject))


def _named_only_in(s, subject: str) -> bool:
    """Whether every thing the message names is named inside the subject («…le gusta la novela negra»)."""
    words = s.items.words or []
    return all(f" {' '.join(words[start:end])} " in f" {subject} " for start, end in s.items.spans)


# «¿me recomiendas un <kind> de <subject>?», «busco un <kind> de <subject>»: the kind, then what it is of
_KIND_OF_RE = re.compile(rf"\b(?:{RECOMMEND_VERB}|busco|buscaba|buscamos)\b.*?\b(?:un|una|unha|algun|alguna|algunha) "
                         rf"(?P<kind>\w+) (?:de|do|da|sobre) (?P<subject>.+?){_SUBJECT_ENDS}")


def _kind_of_a_subject(c, norm: str) -> re.Match | None:
    """«recoméndame un <kind> de poesía», «busco un <kind> de viajes»: a kind of the catalogue asked for by
    what it is of (advice asked, or sought); the kind's word has to be a category's."""
    m = _KIND_OF_RE.search(norm)
    return m if m is not None and info.categories_named(c.biz, m.group("kind")) else None


def matching(c, asked: SubjectAsked) -> list[dict]:
    """The things the subject names by their names; else the priced things (of the kinds asked) whose names
    or descriptions have most of the subject's words (a word most of them have tells nothing apart)."""
    named = [c.biz.products[pid] for pid in asked.named if (c.biz.products.get(pid) or {}).get("price_cents")]
    if named:
        return named[:_MOST_SHOWN]
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
