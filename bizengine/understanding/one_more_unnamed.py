"""«también quiero que me hagáis la X», «también que me arregléis la Y» while a request
is being written down, naming nothing the business lists: one more thing asked for, kept in the
customer's words for the person who confirms (neither a question handed over nor dropped)."""
from __future__ import annotations

import re

from bizengine.language.text import as_said
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.lexicon import ALSO, ALSO_SAID_RE, folded_re
from bizengine.understanding.signals import Signals

# «(y) también (quiero) que me <verb> …», «quero tamén que me <verb> …»: the wish after its opening
_ONE_MORE_RE = folded_re(rf"^(?:(?:y|e|ah|oye|ademas|ademais|pues|pois|y luego|e logo) )*(?:{ALSO} )?"
                         r"(?:(?:quiero|quero|queria|querria|me gustaria|gustariame|necesito|preciso) )?"
                         rf"(?:{ALSO} )?(?P<wish>(?P<that>que )?(?:me|nos|le|lle|les|lles) (?P<verb>\w+) .+?)"
                         rf"(?: {ALSO})?$")
# the verb of a request to the business: «arregláis», «fagades», «haces» (you, said to it); after «que»
# also «arreglen», «haga» (what it is asked to do); never «llamo», «dijeron», «gustaría», «pregunto»
_YOU_DO_RE = re.compile(r"\w+(?:ais|eis|is|ades|edes|ides|as|es)$")
_ASKED_TO_DO_RE = re.compile(r"\w+(?:a|e|an|en|ais|eis|ades|edes|as|es)$")


def says_also(norm: str) -> bool:
    return bool(ALSO_SAID_RE.search(norm))


def one_more_unnamed(s: Signals, norm: str, ctx: ReadingContext) -> str | None:
    """The wish as said, when a request is under way, «también» is said and nothing else is read."""
    if not ctx.get("awaiting") or s.question or not says_also(norm) or _reads_anything(s):
        return None
    said = _ONE_MORE_RE.match(norm)
    if not said or not (_ASKED_TO_DO_RE if said["that"] else _YOU_DO_RE).fullmatch(said["verb"]):
        return None     # «también nos gustaría saber si…», «también me dijeron que…»: not asked of it
    return as_said(said["wish"], s.text or "")


def _reads_anything(s: Signals) -> bool:
    w = s.when
    return bool(s.has_items or s.items.ambiguous or s.items.unknown or s.notes or w.has_day or w.has_time
                or w.part or s.resource or s.name or s.phone or s.party is not None or s.cancel or s.symptom_of)
