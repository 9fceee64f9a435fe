"""A cancel taken back right after it: «uy no, me equivoqué de botón, envíala», «no quería
cancelar», «equivoqueime, recupéraa». The draft just thrown away is kept for the next turn only,
in `last` (what the service carries from a cancelled request to the one after it): that turn
alone can bring it back as it was, with the question it was waiting on, or moved to the day or time it
says («bueno sí, pero el martes a las 17»). Any other turn lets it go."""
from __future__ import annotations

import copy
import re

from bizengine.conversation.messages import say
from bizengine.understanding.lexicon import UNDO_CANCEL_RE
from bizengine.understanding.reading.when_said import only_when_said

# what makes a day or time said right after a cancel a wish for the draft on it: «mejor el martes»,
# «bueno sí, pero el martes», «¿y el domingo a las 14?»
_WISH_CUE_RE = re.compile(r"\b(?:mejor|mellor|pero|prefiero|prefiro)\b|^(?:(?:bueno|bo|vale|ok|pues|pois) )*si\b")
_AND_THEN_RE = re.compile(r"^(?:(?:bueno|bo|vale|ok|pues|pois|entonces|oye|oe) )*(?:y|e) ")
# «vale, ya os escribo mañana», «xa vos chamo ás 5»: a day of theirs, not of the draft
_LATER_ON_RE = re.compile(r"\b(?:ya|xa) (?:os|vos|te|che|le|lle|les|lles)\b")


def keep_dropped(c, kind: str) -> None:
    """Before the draft of `kind` («order», «booking») is reset: kept for the turn that follows."""
    st = c.state
    dropped = {"kind": kind, "draft": copy.deepcopy(st[kind]), "awaiting": st.get("awaiting"),
               "clarify": copy.deepcopy(st.get("clarify"))}
    st["last"] = {**(st.get("last") or {}), "dropped": dropped}


def take_dropped(st) -> dict | None:
    """The draft the last turn threw away, if any; taken, so it lasts one turn."""
    last = st.get("last")
    return last.pop("dropped", None) if isinstance(last, dict) else None


def undoes_the_cancel(s) -> bool:
    return bool(UNDO_CANCEL_RE.search(s.norm or ""))


def moves_the_dropped(s) -> bool:
    """«bueno sí, pero el martes a las 17», «y el domingo a las 14?» right after a cancel: the same
    draft wanted on another day or time (nothing else named, nothing asked about)."""
    w = s.when
    said_when = w is not None and (w.has_day or w.has_time) and not (w.invalid_day or w.ambiguous_day)
    return said_when and not (s.items.any or s.party or s.cancel or s.topics or s.asks_free or s.handoff) \
        and _wished(s)


def _wished(s) -> bool:
    """A wish or change cue, or the day or time as the whole message; never thanks, a goodbye or «ya os…»
    («gracias, hasta el sábado», «ok, igual vuelvo el lunes»: the cancel stands)."""
    norm = s.norm or ""
    if s.thanks or s.bye or _LATER_ON_RE.search(norm):
        return False
    return bool(_WISH_CUE_RE.search(norm) or (s.question and _AND_THEN_RE.match(norm)) or only_when_said(s))


def bring_back(c, dropped: dict, moved: bool = False) -> None:
    """The draft as it was before the cancel, said so; the caller asks its question again (or, `moved`,
    reads the new day or time on it)."""
    kind = dropped["kind"]
    c.state[kind] = dropped["draft"]
    c.state.update(intent=kind, awaiting=dropped.get("awaiting"), clarify=dropped.get("clarify"), done=False)
    c.note("undo_cancel", True, f"{kind} descartado recuperado")
    keys = ("bk_restored_moved", "bk_restored") if kind == "booking" else ("restored_moved", "restored")
    c.say(say(keys[0] if moved else keys[1], c.lang))
