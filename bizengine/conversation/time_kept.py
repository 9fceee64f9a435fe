"""«Cambiar la hora», then «la misma», «como estaba», «da igual»: the time held before is kept; «mejor el
viernes a la misma hora» keeps it on the day said."""
from __future__ import annotations

from bizengine.conversation.messages import say
from bizengine.language import clock
from bizengine.understanding.lexicon import SAME_TIME_RE


def remember_time(target: dict) -> None:
    """The time held when the customer asks to change it, kept until another is said."""
    if isinstance(target.get("min"), int):
        target["time_before"] = target["min"]
    target["min"] = None


def keeps_the_time(c, s, target: dict) -> bool:
    """«la misma hora» to the time question asked again after «Cambiar la hora»; «sí» to
    «¿Dejo la hora como estaba…?»."""
    yes = bool(s.yes and s.short and target.get("time_before_asked") and not _another_said(s))
    return (bool(s.as_it_was) or yes) and target.get("time_before") is not None and c.state.get("awaiting") == "time"


def _another_said(s) -> bool:
    return s.when is not None and (s.when.has_time or s.when.has_day or s.when.part is not None)


def _same_time_another_day(c, s, target: dict) -> bool:
    """«mejor el viernes a la misma hora», «o venres á mesma hora» to the time asked again: the time
    before, on the day said."""
    w = s.when
    return w is not None and w.has_day and not w.has_time and bool(SAME_TIME_RE.search(s.norm or "")) \
        and target.get("time_before") is not None and c.state.get("awaiting") == "time"


def apply_time_kept(c, s, target: dict) -> bool:
    """The time before, put back and said; any other answer forgets it. True when put back."""
    if _same_time_another_day(c, s, target):
        target["min"] = target.pop("time_before")     # the day said is read on, and the time checked on it
        target.pop("time_before_asked", None)
        return False
    if keeps_the_time(c, s, target):
        target["min"] = target.pop("time_before")
        target.pop("time_before_asked", None)
        c.say(say("time_kept", c.lang, time=clock.fmt_time(target["min"])))
        return True
    if s.when is not None and (s.when.has_time or s.when.has_day or s.when.asap or s.when.window):
        c.time_before = target.pop("time_before", None)     # for the new one to be said back
        target.pop("time_before_asked", None)
    return False
