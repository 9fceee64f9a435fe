"""«dos <service>s el martes», «<service> para la <thing> de mi hijo y la mía», «<service> pa mí y pa mi hijo»
where each service is done to a thing brought in (`booking.services_per_person` off): one appointment is one job.
The first is written down now; the others are kept in the draft (`next_jobs`) and, once it is sent, the next is
offered with a button that asks for it in the customer's words (the services and day of the one sent, whose it is
when that was plain), as the salon's second person is (`second_person_apart`). With more than one left, the
button asks for all of them, and the same happens again.
Two things, each with a service of its own («dos <things>, una con <X> y otra con <Y>»): X is written down and Y
kept as the other's (`NextJobs.services`), said by name, never both held in one appointment; the same when the two
were offered for a problem told and one is taken (`trouble`, the offer's `apart`)."""
from __future__ import annotations

from dataclasses import asdict, dataclass

from bizengine.conversation.booking_draft import booking_of, services_text
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.messages import say, yours
from bizengine.language import clock
from bizengine.language.text import as_said, clean
from bizengine.understanding.details import for_another_too, for_me_said, other_person_named
from bizengine.understanding.each_its_own import each_told_its_own
from bizengine.understanding.second_thing_unsaid import whose_the_other_is
from bizengine.understanding.vocabulary import vocabulary_of

NEXT_JOBS = "next_jobs"     # the draft's key for the jobs left, offered once this one is sent


@dataclass(frozen=True)
class NextJobs:
    """The jobs left after the one written down: how many, whose (as the customer said it) when one is left
    and that was plain, and its services when it was told its own («y otra con <Y>»; else the held ones)."""
    left: int
    whom: str | None = None
    services: tuple[str, ...] = ()


def _kept(nxt: NextJobs) -> dict:
    kept = asdict(nxt)
    if not nxt.services:
        kept.pop("services")
    else:
        kept["services"] = list(nxt.services)
    return kept


def keep_the_others(c, s, jobs: int) -> None:
    """`jobs` asked at once: the first written down, the others kept for after it is sent, said so."""
    held = booking_of(c).get("services") or []
    if jobs == 2 and len(held) == 2 and each_told_its_own(clean(s.text or "")):
        keep_each_its_own(c, held[0], held[1])
        return
    whom = _whose(c, s) if jobs == 2 else None
    booking_of(c)[NEXT_JOBS] = _kept(NextJobs(jobs - 1, as_said(whom, s.text or "") if whom else None))
    c.note("jobs", False, f"{jobs} trabajos a la vez: uno apuntado, el resto después, uno a uno")
    if whom:
        c.say(say("bk_jobs_apart_whom", c.lang, whom=yours(as_said(whom, s.text or ""))))
    else:
        c.say(say("bk_jobs_apart" if jobs == 2 else "bk_jobs_apart_more", c.lang, rest=jobs - 1))


def keep_each_its_own(c, first: str, other: str) -> None:
    """Two things, a service each: `first` written down alone, `other` kept as the next job's, both named."""
    b = booking_of(c)
    b["services"] = [first]
    b[NEXT_JOBS] = _kept(NextJobs(1, None, (other,)))
    c.note("jobs", True, f"dos trabajos, uno en cada cosa: {first} ahora, {other} después")
    c.say(say("bk_jobs_apart_each", c.lang, first=services_text(c.biz, [first], c.lang),
              other=services_text(c.biz, [other], c.lang)))


def keep_the_offered_apart(c) -> None:
    """The first of two things' services offered apart for a problem told («Pedir citas: X y luego Y», «sí, el
    martes»), taken: Y kept for after X is sent, said so (once: the offer forgets it)."""
    offered = (c.state.get("last") or {}).get("offered") or {}
    apart = [str(x) for x in offered.get("apart") or ()]
    if not apart or booking_of(c).get("services") != [offered.get("id")] or booking_of(c).get(NEXT_JOBS):
        return
    offered.pop("apart")
    keep_each_its_own(c, str(offered["id"]), apart[0])


def two_owners(s) -> bool:
    """«<service> pa mí y pa mi hijo» with no thing named: two people, each bringing theirs."""
    norm = clean(s.text or "")
    return int(s.party or 1) == 2 and other_person_named(norm) is not None and for_me_said(norm)


def offer_after_sent(c, draft: dict) -> None:
    """Once the one written down is sent: «¿Preparo ahora la cita para tu hijo (<service>)?» or «¿Preparo ahora la
    otra cita (<service>)?», with a button that asks for the next in the customer's words."""
    kept, services = draft.get(NEXT_JOBS), draft.get("services") or []
    if not kept or not services:
        return
    nxt = NextJobs(**kept)
    service = services_text(c.biz, list(nxt.services) or services, c.lang)
    day = f" {c.t('the_day', day=clock.fmt_day(draft['ymd'], c.lang))}" if draft.get("ymd") else ""
    if nxt.whom:
        words = say("bk_second_words", c.lang, service=service, whom=nxt.whom, day=day)
        label = say("bk_second_chip", c.lang, whom=yours(nxt.whom))
        c.say(say("bk_second_next", c.lang, whom=yours(nxt.whom), service=service),
              meta(chips=[chip_text(label, words)]))
        return
    count = f"{nxt.left} × " if nxt.left > 1 else ""
    words = say("bk_next_job_words", c.lang, count=count, service=service, day=day)
    c.say(say("bk_next_job", c.lang, service=service), meta(chips=[chip_text(say("bk_next_job_chip", c.lang), words)]))


def _whose(c, s) -> str | None:
    """Whose the other thing is: «la <thing> de mi hijo y la mía», «pa mí y pa mi hijo», «y otra para mi hijo»."""
    norm = clean(s.text or "")
    another = two_owners(s) or for_another_too(norm)       # «… y otra para mi hijo»
    return whose_the_other_is(norm, vocabulary_of(c.biz).job_things) or (other_person_named(norm) if another else None)
