"""«dos <service>s el martes», «<service> para la <thing> de mi hijo y la mía», «<service> pa mí y pa mi hijo»
where each service is done to a thing brought in (`booking.services_per_person` off): one appointment is one job.
The first is written down now; the others are kept in the draft (`next_jobs`) and, once it is sent, the next is
offered with a button that asks for it in the customer's words (the services and day of the one sent, whose it is
when that was plain), as the salon's second person is (`second_person_apart`). With more than one left, the
button asks for all of them, and the same happens again."""
from __future__ import annotations

from dataclasses import asdict, dataclass

from bizengine.conversation.booking_draft import booking_of, services_text
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.messages import say, yours
from bizengine.language import clock
from bizengine.language.text import as_said, clean
from bizengine.understanding.details import for_another_too, for_me_said, other_person_named
from bizengine.understanding.second_thing_unsaid import whose_the_other_is
from bizengine.understanding.vocabulary import vocabulary_of

NEXT_JOBS = "next_jobs"     # the draft's key for the jobs left, offered once this one is sent


@dataclass(frozen=True)
class NextJobs:
    """The jobs left after the one written down: how many, and whose (as the customer said it) when one is left
    and that was plain."""
    left: int
    whom: str | None = None


def keep_the_others(c, s, jobs: int) -> None:
    """`jobs` asked at once: the first written down, the others kept for after it is sent, said so."""
    whom = _whose(c, s) if jobs == 2 else None
    booking_of(c)[NEXT_JOBS] = asdict(NextJobs(jobs - 1, as_said(whom, s.text or "") if whom else None))
    c.note("jobs", False, f"{jobs} trabajos a la vez: uno apuntado, el resto después, uno a uno")
    if whom:
        c.say(say("bk_jobs_apart_whom", c.lang, whom=yours(as_said(whom, s.text or ""))))
    else:
        c.say(say("bk_jobs_apart" if jobs == 2 else "bk_jobs_apart_more", c.lang, rest=jobs - 1))


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
    service = services_text(c.biz, services, c.lang)
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
