"""A cancel taken back right after it: «uy no, me equivoqué de botón, envíala», «no quería
cancelar», «equivoqueime, recupéraa». The draft just thrown away is kept for the next turn only,
in `last` (what the service carries from a cancelled request to the one after it): that turn
alone can bring it back as it was, with the question it was waiting on. Any other turn lets it go."""
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


def bring_back(c, dropped: dict) -> None:
    """The draft as it was before the cancel, said so; the caller asks its question again."""
    kind = dropped["kind"]
    c.state[kind] = dropped["draft"]
    c.state.update(intent=kind, awaiting=dropped.get("awaiting"), clarify=dropped.get("clarify"), done=False)
    c.note("undo_cancel", True, f"{kind} descartado recuperado")
    c.say(say("bk_restored" if kind == "booking" else "restored", c.lang))
