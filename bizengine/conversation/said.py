"""The customer's own words a person taking over reads (stop 29): the messages typed since the
last order or booking was sent, this one included, the newest kept within a bound. A request for
a person carries them as `data.said`, so the panel shows the problem told before «una persona»."""
from __future__ import annotations

from bizengine.conversation.records import DialogState, Request

MAX_MESSAGES = 4
MAX_CHARS = 400


def said_so_far(st: DialogState, text: str) -> list[str]:
    """The words kept by earlier turns and this message's (already scrubbed by the shell)."""
    kept = [str(w) for w in (st.get("last") or {}).get("said") or []]
    text = " ".join(text.split())
    return bounded(kept + [text] if text else kept)


def bounded(words: list[str]) -> list[str]:
    """The newest messages that fit: at most MAX_MESSAGES and MAX_CHARS, the oldest dropped
    first; a message longer than what is left is cut at its end."""
    out: list[str] = []
    room = MAX_CHARS
    for word in reversed(words[-MAX_MESSAGES:]):
        if room <= 1:
            break
        if len(word) > room:
            word = word[:room - 1].rstrip() + "…"
        out.insert(0, word)
        room -= len(word)
    return out


def keep_said(st: DialogState, said: list[str], request: Request | None) -> None:
    """Keep the words for the next turn; an order or booking sent starts them afresh."""
    sent = request is not None and request["status"] == "pending" and request["kind"] in ("order", "booking")
    last = {k: v for k, v in (st.get("last") or {}).items() if k != "said"}
    if said and not sent:
        last["said"] = said
    st["last"] = last
