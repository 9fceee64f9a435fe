"""The language heard (understanding/language_heard), kept in the dialog state between turns: set by a
message the customer wrote in a language, never by a button pressed (a button's words are ours, in the
language the chat already had), so «non» after it still says the customer's language when none was heard."""
from __future__ import annotations

from bizengine.conversation.records import DialogState, Reply
from bizengine.understanding.signals import Signals


def hear(st: DialogState, signals: Signals, raw: str) -> None:
    """Keep what this message tells of the customer's language; a button's text tells none."""
    if raw.strip() in (st.get("chips_offered") or []):
        signals.lang = st["lang"]
    elif signals.tells_its_language:
        st["heard"] = signals.lang


def keep_the_buttons(st: DialogState, replies: list[Reply]) -> None:
    """The texts the buttons of this turn send: the next message, if one of them, was pressed."""
    st["chips_offered"] = [chip["text"] for reply in replies for chip in (reply.get("meta") or {}).get("chips") or []
                           if chip.get("text")]
