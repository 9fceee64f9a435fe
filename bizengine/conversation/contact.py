"""The customer's name, phone and note: collected the same way by the order and booking flows."""
from __future__ import annotations

from bizengine.conversation.cards import chip_action, meta
from bizengine.conversation.messages import say
from bizengine.understanding.reader import order_intent
from bizengine.understanding.signals import Signals


def ask(c, text: str, chips=None, awaiting: str | None = None, cards=None) -> None:
    """Say a question (with its chips or cards) and remember what the answer will be."""
    c.state["awaiting"] = awaiting
    c.say(text, meta(chips=chips, cards=cards))


def ask_missing_contact(c, target: dict, name_text: str, phone_key: str, note_text: str) -> bool:
    """Ask the first of name, phone and note still missing; True when something was asked."""
    if not target.get("name"):
        ask(c, name_text, None, "name")
    elif not target.get("phone"):
        ask(c, say("bad_phone" if getattr(c, "bad_phone", False) else phone_key, c.lang), None, "phone")
    elif target.get("note") is None:
        ask(c, note_text, [chip_action(say("no_notes_chip", c.lang), {"type": "no_notes"})], "note")
    else:
        return False
    return True


def looks_like_name(text: str, s=None) -> bool:
    """A short answer without digits or a question; with the message's Signals, also one that
    carries no order intent ('uno menos', 'mejor de Y', 'en vez de X, Y' are changes, not names)."""
    words = text.split()
    if isinstance(s, Signals) and order_intent(s):
        return False
    return 1 <= len(words) <= 4 and not any(ch.isdigit() for ch in text) and "?" not in text


def apply_contact(c, s, target: dict, consumed: bool) -> None:
    """Take a name or phone the message brings; a bare answer counts when it was asked for.
    `consumed`: the message already fed the flow with something else (so it is not a name)."""
    awaiting = c.state.get("awaiting")
    text = (s.text or "").strip()
    if s.name:
        target["name"] = s.name
    elif awaiting == "name" and text and looks_like_name(text, s) and not consumed:
        target["name"] = text.strip(" .,!")
    if s.phone:
        target["phone"] = s.phone
    elif awaiting == "phone" and any(ch.isdigit() for ch in text):
        c.bad_phone = True


def apply_note(c, s, target: dict, consumed: bool) -> None:
    """While the note is asked for, «no» leaves it empty and any other free text is the note."""
    if c.state.get("awaiting") != "note":
        return
    if s.no or s.no_notes:
        target["note"] = ""
    elif not consumed and (s.text or "").strip():
        target["note"] = s.text.strip()
