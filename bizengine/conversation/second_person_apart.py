"""«<service> el martes y otro para mi hijo», «dos <service>s, para mí y mi hijo», «un <service> para min
e outro para o meu fillo»: two people in the first message where an appointment is for one person. The
writer's appointment is taken here, and the other person's is said to go in an appointment of its own
right after; once this one is sent, a button starts it (its service and day written for the customer).
Three or more people still go to a person (`booking_form._people_ok`). Two each at a time of their own
(«… a las 11 y a las 12», «… a las 11 y otro para mi hijo a las 12»): the first time is the writer's, the
other the other person's, written on its button; two times to choose from («a las 11 o a las 13») are the
writer's choice, and the other's appointment is on the day the writer's ends on.

Whose service is whose: one the customer named by its name is the writer's; the other person's is the
same when it was counted twice («dos <service>s»), else the one the dataset's hint for that person points
to (`ambiguous.<group>.hints`, as stop 61's «y otro para mi hijo» reads it), else the same again. A
service only a hint chose («<group word> para mí y para mi hija»), both «a la vez», or the other person's
named before the writer's own («<service> para mi hijo y <service> para mí»): a person sorts it out, as
before."""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from bizengine.business.product_names import product_name
from bizengine.conversation.booking_draft import is_staff, services_per_person
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.messages import say, yours
from bizengine.language import clock
from bizengine.language.text import as_said, clean, singular
from bizengine.understanding.details import other_person_named
from bizengine.understanding.items import hinted, named_by_name

# «y otro para mi hijo»: one more of the kind, whichever of it suits that person (not «dos <service>s»)
_ANOTHER_RE = re.compile(r"\b(?:otro|otra|outro|outra)\b")
NEXT = "next_person"       # the draft's key for the other person's appointment, offered once this is sent
TIMES_SAID = "times_said"  # the draft's key for two times said for two people, in the order said
# «a la vez», «a la misma hora», «á vez», «ao mesmo tempo»: both at one time, which one after the other is not
_AT_ONCE_RE = re.compile(r"\b(?:a la vez|a la misma hora|al mismo tiempo|a vez|a mesma hora|ao mesmo tempo|"
                         r"juntos|juntas|xuntos|xuntas)\b")
# «para mí», «pra min»: the writer's own (never «para mi hijo»: the next word is checked apart)
_WRITER_RE = re.compile(r"\b(?:para|pa|pra|por) (?:mi|min)\b")


@dataclass(frozen=True)
class NextPerson:
    """The other person's appointment: who (as the customer said it), which service, which day (or the
    writer's, once sent: `writers_day`, when the writer had two days or times to choose from) and time."""
    whom: str
    service: str
    ymd: str | None
    minutes: int | None = None
    writers_day: bool = False


def takes_the_first(c, b: dict) -> bool:
    """Two people asked at once: the writer's appointment kept, the other's said to follow. False (a
    person arranges it) for more people, own times, or when who the other is or whose service is which
    is not clear."""
    text = " ".join(c.said)
    whom = other_person_named(clean(text))
    services = list(dict.fromkeys(b.get("services") or []))
    own = _each_ones_time(b)
    if int(b.get("people") or 1) != 2 or (b.get("own_times") and own is None) or not whom or len(services) != 1 \
            or not is_staff(c.biz) or not services_per_person(c.biz) or _AT_ONCE_RE.search(clean(text)) \
            or _other_said_first(clean(text), whom):
        return False
    held = services[0]
    named = held in {sid for said in c.said for sid in named_by_name(c.biz, said)}
    if not named:       # only a hint's guess («un <group word> para mí y otro para mi hija»): which is whose,
        return False    # and an age told next («la niña tiene 8»), are a person's to sort out, as before
    theirs = _their_service(c, held, whom, named)
    b[NEXT] = asdict(NextPerson(as_said(whom, text), theirs, b.get("ymd"), own[1] if own else None,
                                writers_day=not b.get("ymd") and bool(b.get("day_choice"))))
    b["people"] = 1
    c.note("party", True, f"dos personas: la cita del cliente ahora, la de {whom} ({theirs}) después")
    if own is None:
        c.say(say("bk_second_apart", c.lang, whom=yours(b[NEXT]["whom"])))
        return True
    b["min"] = own[0]       # the first time said, the writer's (checked as any time is)
    b.pop("own_times", None)
    b.pop(TIMES_SAID, None)
    c.say(say("bk_second_apart_at", c.lang, whom=yours(b[NEXT]["whom"]), time=clock.fmt_time(own[1])))
    return True


def _each_ones_time(b: dict) -> list[int] | None:
    """«… a las 11 y a las 12» for two people: [the writer's time, the other's], as said; None when the
    two times are not both known (`TIMES_SAID`, kept by booking_input when the hand-over would hold no time)."""
    said = b.get(TIMES_SAID) or []
    return [int(t) for t in said] if len(said) == 2 and all(isinstance(t, int) for t in said) else None


def offer_after_sent(c, draft: dict) -> None:
    """Once the writer's appointment is sent: «¿Preparo ahora la cita para tu hijo (<service>)?» with a
    button that asks for it in the customer's words."""
    kept = draft.get(NEXT)
    if not kept:
        return
    nxt = NextPerson(**kept)
    name = product_name(c.biz.products.get(nxt.service) or {}, c.lang).lower()
    ymd = nxt.ymd or (draft.get("ymd") if nxt.writers_day else None)
    day = f" {c.t('the_day', day=clock.fmt_day(ymd, c.lang))}" if ymd else ""
    day += f" {c.t('at_time', time=clock.fmt_time(nxt.minutes))}" if nxt.minutes is not None else ""
    words = say("bk_second_words", c.lang, service=name, whom=nxt.whom, day=day)
    label = say("bk_second_chip", c.lang, whom=yours(nxt.whom))
    said = name if nxt.minutes is None else f"{name}, {c.t('at_time', time=clock.fmt_time(nxt.minutes))}"
    c.say(say("bk_second_next", c.lang, whom=yours(nxt.whom), service=said), meta(chips=[chip_text(label, words)]))


def _other_said_first(norm: str, whom: str) -> bool:
    """«<service> para mi hijo y <service> para mí»: the other person before the writer's «para mí», so
    the service named first is theirs, not the writer's: whose is which is for a person to sort out."""
    at = norm.find(whom)
    noun = whom.split()[-1]
    mine = [m.start() for m in _WRITER_RE.finditer(norm) if not norm[m.end():].lstrip().startswith(noun)]
    return at >= 0 and bool(mine) and all(start > at for start in mine)


def _their_service(c, held: str, whom: str, named: bool) -> str:
    """The other person's service: the same counted twice, else the hint's for them, else the same."""
    twice = not _ANOTHER_RE.search(clean(" ".join(c.said))) and any(
        line.get("item_id") == held and int(line.get("qty") or 1) >= 2 for line in c.signals.items.lines or [])
    if named and twice:
        return held
    sing = [singular(w) for w in whom.split()]
    for group, entry in (c.biz.catalog.get("ambiguous") or {}).items():
        if held in (entry.get("candidates") or ()) and (chosen := hinted(c.biz, group, ["para", *sing])):
            return chosen
    return held
