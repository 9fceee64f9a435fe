"""The booking seen from the dialog: whether a message wants or feeds a booking, routing it,
asking again after a side question, and the booking's buttons."""
from __future__ import annotations

import re

from bizengine.conversation import also_offered, included_offer, ready_by, same_person_again, staff_answers
from bizengine.conversation.booking_draft import booking_of, is_staff, mid_flow, resources_by_id
from bizengine.conversation.booking_form import OWN_ACTIONS, booking_step, cancel, reset, send, start
from bizengine.conversation.booking_input import (
    DOUBTED,
    age_told,
    consumed,
    names_a_service,
    no_such_service,
    offered_with,
    party_instead,
)
from bizengine.conversation.contact import looks_like_name, takes_a_word_off, takes_the_note_off
from bizengine.conversation.day_choice import day_taken_text
from bizengine.conversation.other_jobs_apart import keep_the_offered_apart
from bizengine.conversation.time_kept import keeps_the_time, remember_time
from bizengine.language.text import clean, to_int
from bizengine.understanding.signals import neutral


def wants(c, s) -> bool:
    """Whether a text starts (or continues) a booking in a business that books."""
    if not c.biz.can("booking"):
        return False
    if mid_flow(c):
        return True
    primary = s.primary
    if primary in ("booking", "booking_unsupported"):
        return True
    # a business that books people and takes no orders: "<service> el martes" is an appointment
    return primary == "order" and not c.biz.can("order") and is_staff(c.biz) \
        and (names_a_service(c, s) or (no_such_service(c, s) and not _BUY_RE.search(s.norm or "")))


# «quiero comprar un X»: a thing to buy, not a service (the business says it sells nothing here)
_BUY_RE = re.compile(r"\b(?:compr|merc|vend)\w*")


def to_buy(s) -> bool:
    """«quiero comprar un X», «¿vendéis X?»: a thing to buy, not a service asked for."""
    return bool(_BUY_RE.search(s.norm or ""))


def feeds(c, s) -> bool:
    """Whether the message is for the booking in progress (an answer, a change, more data)."""
    awaiting = c.state.get("awaiting")
    primary = s.primary
    text = s.text or ""
    question = bool(s.question) or "?" in (s.raw or text)
    if s.maybe or s.phone_off:
        return True       # «puede que venga uno más, ¿pasa algo?»: noted; «quita el teléfono»
    if age_told(c, s):
        return True       # «tiene 15» (read as a question): the service that age takes
    if primary in ("info", "greet", "thanks", "bye", "offtopic") and question \
            and (s.topics or primary != "info" or not (consumed(c, s) or s.when.period)):
        return False      # '¿a qué hora abrís el domingo?' is a question, not the day of the booking
    if question and (staff_answers.asks(c, s) or staff_answers.asks_who_serves(c, s)):
        return False      # «¿Iago trabaja el sábado?», «¿con quién sería?»: answered, nothing moved
    if question and _asks_about_a_service(s):
        return False      # «¿la X incluye Y?», «¿usáis productos con Z?»: answered, nothing added
    if primary == "booking" or consumed(c, s) or takes_a_word_off(s, booking_of(c)) \
            or ((s.notes or takes_the_note_off(s)) and not question) \
            or party_instead(c, s) or keeps_the_time(c, s, booking_of(c)):
        return True
    if (s.when.period or s.when.day_choices) and not (question and s.topics):
        return True       # «mejor el finde», «¿y el finde?»: which day of it is asked
    if awaiting == "service" and s.symptom_of and not question:
        return True       # «hace ruido al frenar»: the service the dataset gives that symptom
    if s.no_notes or (awaiting == "note" and s.no):
        return True
    if awaiting == "confirm" and s.yes:
        return True
    if awaiting == DOUBTED and (s.yes or s.no):
        return True       # «sí» / «no, sin eso» to «¿Te apunto también <service>?»
    if awaiting == "day" and s.yes and booking_of(c).get("first_offered"):
        return True       # «vale, ese» to the first free time named
    if awaiting == "party" and any(to_int(w) is not None for w in clean(text).split()):
        return True
    if awaiting == "name" and looks_like_name(text) and not question:
        return True
    if awaiting == "phone" and (any(ch.isdigit() for ch in text) or s.declines):
        return True       # a number, or «sin teléfono»: the form takes an optional field declined
    if awaiting == "note" and not question and primary not in ("greet", "thanks", "bye"):
        return True
    return False


# «¿y también una X?», «¿e un Y?»: one more service asked for, not a question about it
_ONE_MORE_ASKED_RE = re.compile(r"^(?:y |e )?(?:tambien|tamen|ademas|ademais)\b|^(?:y|e) (?:un|una|unha)\b")


def _asks_about_a_service(s) -> bool:
    """A question about what a service is or how it is done, mid-booking: nothing of the booking in
    it (no day, time, party, person, contact, wish to add)."""
    w = s.when
    when = w.has_day or w.has_time or w.part or w.period or w.window or w.asap or w.latest or w.first_thing \
        or w.rel_min is not None or w.ambiguous_day or w.invalid_day
    who = s.resource or s.not_resource or s.anyone or s.anyone_who or s.party is not None or s.party_delta is not None
    changes = s.change or s.form_wish or s.refused_day or s.refused_time or s.refused_part or s.refused_weekdays
    gives = when or who or changes or s.want_kw or s.name or s.phone or s.asks_free or s.notes
    return s.primary == "info" and not gives and not _ONE_MORE_ASKED_RE.match(s.norm or "")


def reprompt(c) -> None:
    """Ask again what the booking was waiting for, reading nothing new."""
    booking_step(c, neutral())


def run_action(c, kind: str, a: dict) -> bool:
    """A button of the booking flow. Returns False when the action is not a booking one."""
    if not c.biz.can("booking"):
        if kind in OWN_ACTIONS:
            raise ValueError(f"{c.biz.slug} takes no bookings: {kind!r}")
        return False
    if kind == "party":
        def set_party(c):
            n = to_int(str(a.get("n"))) if a.get("n") is not None else None
            if n is None:
                raise ValueError(f"party needs a number: {a.get('n')!r}")
            booking_of(c)["party"] = n
        _restart_if_done(c)
        booking_step(c, None, set_party)
        return True
    if kind == "service":
        sid = a.get("item_id")
        if not (c.biz.products.get(sid) or {}).get("duration_minutes"):
            raise ValueError(f"unknown service: {sid!r}")
        starts = not mid_flow(c)     # a «Pedir cita: X» chip under an answer, not a pick mid-booking
        offered = not starts and booking_of(c).get(DOUBTED) == sid     # the service offered, taken: said back
        _restart_if_done(c)          # a new draft: read it after the reset, not before

        def add_service(c):
            b = booking_of(c)
            b.pop(DOUBTED, None)
            b["service_choices"], b["service_question"] = None, None
            also = offered_with(c.state.get("last") or {}, str(sid)) if starts else []   # both problems' services
            b["services"] = b["services"] + [x for x in [sid, *also] if x not in b["services"]]
            if starts:      # «Pedir cita: X, luego Y»: Y kept for after X is sent
                keep_the_offered_apart(c)
        booking_step(c, None, add_service, announce=starts or offered)
        return True
    b = booking_of(c)
    if kind == "resource":
        rid = a.get("id")
        if rid != "any" and rid not in resources_by_id(c.biz):
            raise ValueError(f"unknown resource: {rid!r}")

        booking_step(c, None, lambda c: b.update(resource=rid))
        return True
    if not mid_flow(c):
        return False
    if kind == "day":
        def set_day(c):
            held, b["ymd"], b["period"] = b.pop("day_choice", None), str(a.get("ymd")), None
            if a.get("min") is not None:
                b["min"] = int(a["min"])        # «jue 5 nov, 12:00»: the moment offered
            if held and b["ymd"] in held["days"]:     # «¿el martes o el jueves?», one pressed: said
                c.say(day_taken_text(b["ymd"], b.get("min"), c.lang))
        booking_step(c, None, set_day)
    elif kind == "time":
        def set_time(c):
            b["min"] = int(a["min"])
        booking_step(c, None, set_time)
    elif kind == "no_notes":
        booking_step(c, None, lambda c: b.update(note=""))
    elif kind == "change_time":
        def change_time(c):
            remember_time(b)
            b["part"] = None
        booking_step(c, None, change_time)
    elif kind == "send":
        send(c)
    elif kind == "cancel":
        cancel(c)
    else:
        return False
    return True


def _restart_if_done(c) -> None:
    if c.state.get("done") or c.state.get("intent") != "booking":
        reset(c)


def route(c, s, side_answer, answers_then_asks=None, asked_beside=None) -> None:
    """dialog.route's booking branch (called when `wants(c, s)`): continue the flow with what
    feeds it («somos 4, ¿tenéis X?»: the question beside it then answered by `asked_beside`); «Pablo,
    ¿cuánto cuesta?» keeps the answer and answers the question (`answers_then_asks`); answer
    anything else with `side_answer` and ask again what was missing."""
    if not mid_flow(c):
        start(c, s)
        return
    if s.primary == "cancel":
        cancel(c)
        return
    if included_offer.offers(c, s):
        return      # «incluye <another service>»: «¿Te apunto también <it>?»
    if also_offered.offers(c, s):
        return      # «¿tenéis también <another service>?»: «¿Te apunto también <it>?»
    if same_person_again.said_again(c, s):
        return      # «con marta || y marta»: she is chosen already; what is missing asked again
    if ready_by.asked(c, s):
        ready_by.answer(c, s)       # «¿me la podéis tener para la tarde?»: when it is ready, the visit not moved
        reprompt(c)
        return
    if s.question and answers_then_asks is not None and answers_then_asks(c, s):
        return      # «Luis, ¿hay terraza?»: the name kept, the question answered (not a note of it)
    if feeds(c, s):
        said_before = len(c.replies)
        booking_step(c, s)
        if asked_beside is not None:
            asked_beside(c, s, said_before)
        return
    if answers_then_asks is not None and answers_then_asks(c, s):
        return
    side_answer(c, s)
    if c.case_state != "handoff":
        reprompt(c)
