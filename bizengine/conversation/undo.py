"""A cancel taken back right after it: «uy no, me equivoqué de botón, envíala», «no quería
cancelar», «equivoqueime, recupéraa». The draft just thrown away is kept for the next turn only,
in `last` (what the service carries from a cancelled request to the one after it): that turn
alone can bring it back as it was, with the question it was waiting on, or moved to the day or time it
says («bueno sí, pero el martes a las 17»). Any other turn lets it go."""
from __future__ import annotations

import copy

from bizengine.conversation.messages import say
from bizengine.understanding.lexicon import UNDO_CANCEL_RE


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
    return said_when and not (s.items.any or s.party or s.cancel or s.topics or s.asks_free or s.handoff)


def bring_back(c, dropped: dict, moved: bool = False) -> None:
    """The draft as it was before the cancel, said so; the caller asks its question again (or, `moved`,
    reads the new day or time on it)."""
    kind = dropped["kind"]
    c.state[kind] = dropped["draft"]
    c.state.update(intent=kind, awaiting=dropped.get("awaiting"), clarify=dropped.get("clarify"), done=False)
    c.note("undo_cancel", True, f"{kind} descartado recuperado")
    keys = ("bk_restored_moved", "bk_restored") if kind == "booking" else ("restored_moved", "restored")
    c.say(say(keys[0] if moved else keys[1], c.lang))
