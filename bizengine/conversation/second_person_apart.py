"""«<service> el martes y otro para mi hijo», «dos <service>s, para mí y mi hijo», «un <service> para min
e outro para o meu fillo»: two people in the first message where an appointment is for one person. The
writer's appointment is taken here, and the other person's is said to go in an appointment of its own
right after; once this one is sent, a button starts it (its service and day written for the customer).
Three or more people, or each at a time of their own, still go to a person (`booking_form._people_ok`).

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
# «a la vez», «a la misma hora», «á vez», «ao mesmo tempo»: both at one time, which one after the other is not
_AT_ONCE_RE = re.compile(r"\b(?:a la vez|a la misma hora|al mismo tiempo|a vez|a mesma hora|ao mesmo tempo|"
                         r"juntos|juntas|xuntos|xuntas)\b")
# «para mí», «pra min»: the writer's own (never «para mi hijo»: the next word is checked apart)
_WRITER_RE = re.compile(r"\b(?:para|pa|pra|por) (?:mi|min)\b")


@dataclass(frozen=True)
class NextPerson:
    """The other person's appointment: who (as the customer said it), which service, which day."""
    whom: str
    service: str
    ymd: str | None


def takes_the_first(c, b: dict) -> bool:
    """Two people asked at once: the writer's appointment kept, the other's said to follow. False (a
    person arranges it) for more people, own times, or when who the other is or whose service is which
    is not clear."""
    text = " ".join(c.said)
    whom = other_person_named(clean(text))
    services = list(dict.fromkeys(b.get("services") or []))
    if int(b.get("people") or 1) != 2 or b.get("own_times") or not whom or len(services) != 1 \
            or not is_staff(c.biz) or not services_per_person(c.biz) or _AT_ONCE_RE.search(clean(text)) \
            or _other_said_first(clean(text), whom):
        return False
    held = services[0]
    named = held in {sid for said in c.said for sid in named_by_name(c.biz, said)}
    if not named:       # only a hint's guess («un <group word> para mí y otro para mi hija»): which is whose,
        return False    # and an age told next («la niña tiene 8»), are a person's to sort out, as before
    theirs = _their_service(c, held, whom, named)
    b[NEXT] = asdict(NextPerson(as_said(whom, text), theirs, b.get("ymd")))
    b["people"] = 1
    c.note("party", True, f"dos personas: la cita del cliente ahora, la de {whom} ({theirs}) después")
    c.say(say("bk_second_apart", c.lang, whom=yours(b[NEXT]["whom"])))
    return True


def offer_after_sent(c, draft: dict) -> None:
    """Once the writer's appointment is sent: «¿Preparo ahora la cita para tu hijo (<service>)?» with a
    button that asks for it in the customer's words."""
    kept = draft.get(NEXT)
    if not kept:
        return
    nxt = NextPerson(**kept)
    name = product_name(c.biz.products.get(nxt.service) or {}, c.lang).lower()
    day = f" {c.t('the_day', day=clock.fmt_day(nxt.ymd, c.lang))}" if nxt.ymd else ""
    words = say("bk_second_words", c.lang, service=name, whom=nxt.whom, day=day)
    label = say("bk_second_chip", c.lang, whom=yours(nxt.whom))
    c.say(say("bk_second_next", c.lang, whom=yours(nxt.whom), service=name), meta(chips=[chip_text(label, words)]))


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
