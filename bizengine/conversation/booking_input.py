"""Reading a message (or a button) into the booking draft: the services and who does them
(staff mode), the party (tables mode), the day and time, and the contact details. `c` is the
turn context; `s` the Signals of the reader. Nothing here asks: booking_form asks what is
still missing."""
from __future__ import annotations

import re
from dataclasses import replace

from bizengine.business import hours
from bizengine.business.availability import eligible_resources, staff_availability
from bizengine.business.availability.staff import person_does
from bizengine.business.pricing import price_line
from bizengine.business.product_names import product_name
from bizengine.conversation.age_prices import age_in_booking, broken_by_age, services_of_group, which_for_the_age
from bizengine.conversation.booking_draft import (
    FIRST_FREE,
    PART_RANGES,
    bookable_service,
    booking_of,
    free_slots,
    is_staff,
    resource_name_of,
    resources_by_id,
    services_per_person,
    services_text,
)
from bizengine.conversation.contact import apply_contact, apply_note, keep_note_lines
from bizengine.conversation.day_choice import either_day_closed_text, hold_the_day_choice
from bizengine.conversation.form import (
    rule_out_day,
    rule_out_part,
    rule_out_time,
)
from bizengine.conversation.messages import included_text, join_list, money, pick, say, unknown_items
from bizengine.conversation.order_input import candidate_by_words
from bizengine.conversation.other_jobs_apart import keep_the_offered_apart, keep_the_others, two_owners
from bizengine.conversation.parts_noted import count_noted, split_noted
from bizengine.conversation.second_person_apart import TIMES_SAID
from bizengine.conversation.time_kept import apply_time_kept
from bizengine.conversation.window_out_of_hours import forget_the_wish_aside, wish_aside_back
from bizengine.language import clock
from bizengine.language.dates import FIRST_THING_RE
from bizengine.language.text import as_said, clean, singular, to_int
from bizengine.understanding.details import for_another_too, for_me_alone, people_served
from bizengine.understanding.item_words import TAKEN_BACK_WORDS
from bizengine.understanding.items import find_items, hinted
from bizengine.understanding.kind_not_made_in_a_count import a_kind_not_had
from bizengine.understanding.lexicon import (
    COUNT,
    FIT_VERB_RE,
    FITTED_BACK_RE,
    INSTEAD_LEAD,
    PRICE_ASKED_RE,
    SAME_TIME_RE,
)
from bizengine.understanding.listed_not_had import listed_beside_the_named
from bizengine.understanding.refers_back import POINTED
from bizengine.understanding.symptoms import only_a_name_told, tells_trouble, the_problem_told, without_when_said
from bizengine.understanding.when_free_asked import which_days_asked


def consumed(c, s) -> bool:
    """Whether the message brings something for the booking (beyond what an order would use)."""
    if s is None:
        return False
    return bool(c.consumed(s, items=is_staff(c.biz)) or s.party or s.resource or s.not_resource or s.anyone
                or s.other_resource or (s.person_unknown and c.state.get("awaiting") == "resource")
                or (s.party_delta and booking_of(c).get("party")) or party_instead(c, s)
                or more_people_for_the_held(c, s)
                or s.when.part or s.when.window or s.when.latest
                or ((s.refused_day or s.refused_weekdays) and not s.question)   # «el jueves no puedo»: kept out
                or services_of(c, s)[0] or no_such_service(c, s))


def no_such_service(c, s) -> bool:
    """«quiero un X», «y un X» mid-appointment, X no service: said so (`_apply_services`) and the
    booking goes on, which service asked."""
    return is_staff(c.biz) and bool(getattr(s.items, "unknown", None)) and not s.question


def services_of(c, s) -> tuple[list[str], str]:
    """(service ids, mode) a message names: catalogue products with a duration."""
    if not is_staff(c.biz) or s is None:
        return [], "add"
    found = s.items
    if found is None:
        text = s.norm or s.text or ""
        found = find_items(clean(text), c.biz) if text else None
    ids = []
    for line in found.lines or []:
        sid = line.get("item_id")
        if sid and (c.biz.products.get(sid) or {}).get("duration_minutes") and sid not in ids:
            ids.append(sid)
    for amb in found.ambiguous or []:      # «only the <word>» when the appointment holds one of its services
        if re.search(rf"\b(?:en vez|en lugar) del? (?:\w+ )?{re.escape(amb['word'])}\b", s.norm or ""):
            continue                        # «en vez del <group>, <service>»: the one held goes
        mine = _the_one_held(c, amb.get("candidates") or [])
        if mine and mine not in ids:
            ids.append(mine)
    choices = (c.state.get("booking") or {}).get("service_choices")
    if not ids and choices and not found.ambiguous and _every_choice_said(s.norm or "", len(choices)):
        ids = list(choices)                     # «de los dos», «ambos», «os dous»: every one of the group
    elif not ids and choices and not found.ambiguous:
        picked = candidate_by_words(c.biz, s.text or "", choices) or _hinted_choice(c, s, choices)
        ids = [picked] if picked else []        # «el de la izquierda», «para mi marido»
    return ids, found.mode or "add"


_ALL_OF_THEM_RE = re.compile(r"\b(?:(?:los|las|os|as) (?P<n>dos|dous|duas|2|tres|3)|(?P<both>ambos|ambas)|todos|todas|"
                             r"tod[oa]s ell[oa]s)\b")


def _every_choice_said(norm: str, choices: int) -> bool:
    """«los dos», «ambos», «los tres», «todos» to a group's question: every one of it, when as many as
    said. «las dos» to three choices is no choice: the two things just named («<X> y <Y>», then
    «las dos el jueves»), the group's question still open."""
    said = _ALL_OF_THEM_RE.search(norm)
    if said is None:
        return False
    count = 2 if said["both"] else to_int(said["n"]) if said["n"] else choices
    return count == choices


def _hinted_choice(c, s, choices: list[str]) -> str | None:
    """The choice the group's hints point to («para mi marido», «son home»)."""
    groups = c.biz.catalog.get("ambiguous") or {}
    group = next((g for g, e in groups.items() if set(e.get("candidates") or []) == set(choices)), None)
    return hinted(c.biz, group, [singular(w) for w in (s.norm or "").split()]) if group else None


def names_a_service(c, s) -> bool:
    """The message names a service, or a word several services share (a catalogue `ambiguous` word)."""
    return bool(services_of(c, s)[0] or _ambiguous_services(c, s)[0])


def _the_one_held(c, candidates: list[str]) -> str | None:
    """The only one of `candidates` the appointment already holds, if exactly one is."""
    held = [x for x in candidates if x in ((c.state.get("booking") or {}).get("services") or [])]
    return held[0] if len(held) == 1 else None


def _ambiguous_services(c, s) -> tuple[list[str], str | None, str | None]:
    """A catalogue `ambiguous` word among services («un masaje»): (its services, its question, the group)."""
    for amb in getattr(s.items, "ambiguous", None) or [] if s is not None and is_staff(c.biz) else []:
        ids = [i for i in amb.get("candidates", []) if (c.biz.products.get(i) or {}).get("duration_minutes")]
        if len(ids) >= 2 and not _the_one_held(c, ids):     # one held: that one (services_of)
            if amb.get("word") == POINTED:      # the services just priced one after the other: which, named
                names = join_list([product_name(c.biz.products[i], c.lang).lower() for i in ids], c.lang, "or")
                return ids, say("which_priced_service", c.lang, names=names), POINTED
            entry = (c.biz.catalog.get("ambiguous") or {}).get(amb.get("word")) or {}
            return ids, pick(entry.get("question"), c.lang) or None, amb.get("word")
    return [], None, None


def _apply_services(c, s) -> None:
    _answer_the_doubted(c, s)
    _apply_services_said(c, s)
    _offer_the_doubted(c, s)
    if s is not None:
        _drop_what_the_age_breaks(c, s)
        _narrow_by_age(c, s)


# the booking's key for a service said in doubt beside the one booked, offered (booking_form asks it)
DOUBTED = "doubted_offered"


def _answer_the_doubted(c, s) -> None:
    """The answer to «¿Te apunto también <service> (<price>)?»: «sí» adds it, «no» drops it (said);
    anything else lets the offer go and the booking goes on."""
    b = booking_of(c)
    offered = b.pop(DOUBTED, None)
    if offered is None or c.state.get("awaiting") != DOUBTED or s is None:
        return
    if s.yes and not s.no and offered not in b["services"]:
        b["services"] = b["services"] + [offered]
    elif s.no:
        c.say(say("offer_declined", c.lang))


def _offer_the_doubted(c, s) -> None:
    """«<service>, quizás con <another>», «…no sé si con <another>», «non sei se con…»: the other is
    no service booked, but offered beside the one booked (never dropped in silence)."""
    b = booking_of(c)
    doubted = [sid for sid in doubted_services(c, s) if sid not in b["services"]]
    if doubted and b["services"]:
        b[DOUBTED] = doubted[0]


def doubted_services(c, s) -> list[str]:
    """The bookable services a message says in doubt beside another («quizás con <it>»)."""
    found = getattr(s, "items", None) if s is not None else None
    return [amb["candidates"][0] for amb in (found.ambiguous if found is not None else None) or []
            if amb.get("doubted") and len(amb.get("candidates") or ()) == 1
            and bookable_service(c.biz, c.biz.products.get(amb["candidates"][0]) or {})]


def _drop_what_the_age_breaks(c, s) -> None:
    """«<group> para mi niño de 11 años» read as the one up to 10: not booked; which of
    its group, asked (`_narrow_by_age` leaves those the age may take)."""
    b = booking_of(c)
    broken = broken_by_age(c, s, b["services"])
    if broken is None:
        return
    sid, group = broken
    entry = c.biz.catalog["ambiguous"][group]
    b["services"] = [x for x in b["services"] if x != sid]
    b["service_choices"], b["service_group"] = list(entry.get("candidates") or []), group
    b["service_question"] = pick(entry.get("question"), c.lang)


def _narrow_by_age(c, s) -> None:
    """«es para mi hija de 12 años» while a group's service is to be picked: the one its age
    takes, or the question asked again among those it may take (never a range the age breaks)."""
    b = booking_of(c)
    choices = b.get("service_choices") or []
    group = b.get("service_group")
    told = age_in_booking(c, s, group) if choices else None
    if told is None or not told[1] or set(told[1]) == set(choices) == set(services_of_group(c, group)):
        return      # (the same choices again when an age narrowed them: asked again with the age said now)
    age, left = told
    if len(left) == 1:
        b["services"] = b["services"] + [x for x in left if x not in b["services"]]
        b["service_choices"], b["service_question"] = None, None
        return
    b["service_choices"], b["service_question"] = left, which_for_the_age(c, group, left, age)


def age_told(c, s) -> bool:
    """An age said while a group's service with age ranges is to be picked («tiene 15»), or one
    the service held does not take («<the one up to 10>», then «tiene 12»)."""
    b = booking_of(c)
    choices = b.get("service_choices") or []
    asked = c.state.get("awaiting") == "service" and bool(choices)
    told = asked and age_in_booking(c, s, b.get("service_group")) is not None
    return told or broken_by_age(c, s, b["services"]) is not None


def _apply_services_said(c, s) -> None:
    b = booking_of(c)
    ids, mode = services_of(c, s)
    taken_off = set(getattr(s.items, "removed", None) or ()) if s is not None else set()
    if taken_off and ids and mode != "remove":          # «quita el <one> y pon <another>»
        b["services"] = [x for x in b["services"] if x not in taken_off]
    choices, question, group = _ambiguous_services(c, s)
    unknown = getattr(s.items, "unknown", None) if s is not None else None
    if unknown and (ids or choices):    # «dos <group>, uno de <A> y otro de <B not had>»: A held, B said
        unknown = [u for u in unknown if a_kind_not_had(c.biz, u) or listed_beside_the_named(c.biz, s.items, u)]
    if unknown:     # «quiero un X el viernes», X no service: said, then which one asked
        c.say(unknown_items([as_said(u, s.text or "") for u in unknown], c.lang))
    if choices:      # «<a service> and <a group>»: the service is written down, and which of the group asked
        b["service_choices"], b["service_question"], b["service_group"] = choices, question, group
    if not ids and not choices and not b["services"] and not b.get("service_choices") and s is not None \
            and s.symptom_of and bookable_service(c.biz, c.biz.products.get(s.symptom_of[0]) or {}):
        ids = s.symptom_of[:1]     # «se me salió la X, ¿me la miráis el jueves?»: the symptom's service
    if ids and s is not None and s.symptom_of and not _BECAUSE_RE.search(s.norm or ""):
        # «la rueda pinchada y los frenos van mal»: both (not «una revisión, que hace ruido»: why; nor «<service>
        # sin <another>»: the other said without, never added by its symptom)
        ids = ids + [x for x in s.symptom_of if x not in ids and x not in taken_off
                     and bookable_service(c.biz, c.biz.products.get(x) or {})]
    if not ids and not choices and not b["services"] and not b.get("service_choices") and s is not None:
        ids = _the_service_fitting(c, s)     # «cambiar la X el martes», X included by one service: that one
    elif not ids and not choices and b["services"] and s is not None and _fitted_by_another(c, s):
        return      # «<service> el martes», then «¿me cambiáis la X?»: X's service joins the appointment
    if ids and mode != "set" and not b["services"]:
        ids = ids + [x for x in offered_with(c.state.get("last") or {}, ids[0]) if x not in ids]   # «sí, el martes»
    if not ids and not choices and not b["services"] and not b.get("service_choices") and not s.no:
        ids = _talked_about(c)     # «¿cuánto cuesta el X?» «vale, con Marta el martes»: that X (not after «no»)
    if not ids:
        return
    if s is not None and _symptom_told(c, s) and s.symptom_of[0] in ids:
        keep_note_lines(c, b, [the_problem_told(s.text or "", c.biz)], alone=False)   # for the person who mends it
    if not choices and not _added_beside_the_pending(b, ids, mode, s):
        b["service_choices"], b["service_question"] = None, None
    replaced = [x for x in (s.items.replaced if s is not None else ())
                if x in b["services"] or x in s.items.removed]     # («quita X y que sea Y»: X gone already)
    if mode == "remove":
        b["services"] = [x for x in b["services"] if x not in ids]
    elif mode == "set" and replaced:        # «cambia el X por Y»: Y where X was, the rest kept
        kept = [x for x in b["services"] if x not in replaced]
        b["services"] = kept + [x for x in ids if x not in kept]
    elif mode == "set" or (s.no and not b.get("service_choices")):     # «no, <another service>»: instead
        b["services"] = ids
    else:
        b["services"] = b["services"] + [x for x in ids if x not in b["services"]]


def _added_beside_the_pending(b: dict, ids: list[str], mode: str, s) -> bool:
    """«también quiero que me <another service>» while which of a group is asked: one more service,
    the group's question still open."""
    pending = b.get("service_choices") or []
    return bool(pending and s is not None and s.also and mode == "add" and not s.no and not set(ids) & set(pending))


def _fitted_by_another(c, s) -> bool:
    """Parts to fit named with services held, none of which includes them, one other service including them
    all (catalogue `includes`): that service is added to the appointment, said so («X: entra en el precio de Y.»),
    as it is booked when nothing is held; never the held ones replaced, never the parts noted apart. Parts a
    held service includes are said to be in its price."""
    b = booking_of(c)
    parts = set(s.items.replaced) - set(b["services"])
    if not parts:
        return False
    by = next((c.biz.products[sid] for sid in b["services"]
               if parts <= set((c.biz.products.get(sid) or {}).get("includes") or ())), None)
    if by:      # «<service> el martes», then «¿me cambiáis la X?», X in its price: said so, nothing added
        for part in sorted(parts):
            c.say(included_text(product_name(c.biz.products[part], c.lang), product_name(by, c.lang), c.lang))
        return True
    fitting = _the_service_fitting(c, s)
    b["services"] = b["services"] + [x for x in fitting if x not in b["services"]]
    return bool(fitting)


def _the_service_fitting(c, s) -> list[str]:
    """The one bookable service whose price includes every part to fit (catalogue `includes`), said
    so; none when no service, or several, include them (then which service is asked)."""
    parts = set(s.items.replaced)
    fitting = [pid for pid, p in c.biz.products.items()
               if parts and parts <= set(p.get("includes") or ()) and bookable_service(c.biz, p)]
    if len(fitting) != 1:
        return []
    by = product_name(c.biz.products[fitting[0]], c.lang)
    for part in sorted(parts):
        c.say(included_text(product_name(c.biz.products[part], c.lang), by, c.lang))
    return fitting


_BECAUSE_RE = re.compile(r"\b(?:que|porque|pq|xq|ya que|xa que|pois)\b")


def _the_one_the_person_does(c) -> None:
    """«¿Which of the group?» «con Iago»: the only one of them Iago does."""
    b = booking_of(c)
    person, choices = b.get("resource"), b.get("service_choices") or []
    if not choices or person in (None, "any"):
        return
    left = [sid for sid in choices if person_does(c.biz, person, sid)]
    if len(left) == 1:
        b["services"] = b["services"] + [x for x in left if x not in b["services"]]
        b["service_choices"], b["service_question"] = None, None


def _talked_about(c) -> list[str]:
    """The service the last answer was about, when the booking names none."""
    last = c.state.get("last") or {}
    item = last.get("item")
    product = c.biz.products.get(item) if isinstance(item, str) else None
    return [str(item), *offered_with(last, str(item))] if product and bookable_service(c.biz, product) else []


def offered_with(last: dict, sid: str) -> list[str]:
    """The other services offered beside `sid` for two problems told («los frenos chirrían y la X se
    sale»): they come with it when it is taken."""
    offered = last.get("offered") or {}
    return [str(x) for x in offered.get("with") or ()] if offered.get("id") == sid else []


def _resource_id(c, value) -> str | None:
    if isinstance(value, dict):
        value = value.get("id")
    if isinstance(value, (list, tuple)):
        value = value[0] if value else None
    return value if isinstance(value, str) and value in resources_by_id(c.biz) else None


_ANOTHER_OR_THE_SAME_RE = re.compile(r"\b(?:otro|otra|outro|outra|lo mismo|o mesmo|igual)\b")
# «y otra para mi hija el sábado, <service>»: another appointment, the daughter's alone (not two at once)
_ANOTHER_ONE_FOR_RE = re.compile(r"^(?:(?:y|e|vale|ok|pues|pois) )*(?:otra|outra|otro|outro)(?: cita)? (?:para|pra)\b")
# «para dos niños», «para os meus dous fillos», «para mis 3 hijas»: that many people
_FOR_SOME_PEOPLE_RE = re.compile(r"\bpara (?:(?:los|las|os|as|mis|meus|os meus|as minas|as miñas) )?"
                                 r"(?P<n>dos|dous|duas|tres|cuatro|catro|[2-9]) (?:ninos|ninas|nenos|nenas|hijos|hijas|"
                                 r"fillos|fillas|personas|persoas|chicos|chicas|rapaces|amigas|amigos|nietos|netos)\b")


def _jobs_apart(c, s, counted: list[int]) -> bool:
    """A workshop's «una <service> para dos <things>», «dos <service>s», «para mi <thing> y la de mi hijo»,
    «pa mí y pa mi hijo» at one time: one job is written down and the others are offered once it is sent
    (`other_jobs_apart`; never dropped in silence, never people: each service there is done to a thing
    brought in, `booking.services_per_person`).
    A service counted on one thing named («dos <service>s en la <thing>») is one job: the count goes
    in the note. True when the count was taken here (it is no people)."""
    if services_per_person(c.biz) or several_at_several_times(c, s):
        return False
    if s.job_things == 1 and max(counted, default=1) > 1:
        _one_job_counted(c, s)
        return True
    jobs = max([*counted, s.job_things, 2 if two_owners(s) else 1])
    if jobs < 2:
        return False
    keep_the_others(c, s, jobs)
    return True


def _one_job_counted(c, s) -> None:
    """«tengo dos <service>s en la <thing>»: one job on one thing, its count noted for the person."""
    counted = [(int(line.get("qty") or 1), c.biz.products.get(line.get("item_id")) or {})
               for line in s.items.lines or []]
    qty, service = max(((q, p) for q, p in counted if p.get("duration_minutes")), key=lambda x: x[0])
    c.note("jobs", True, f"{qty} × {service.get('id')} en una sola cosa traída: un trabajo")
    keep_note_lines(c, booking_of(c), [say("jobs_on_one_thing", c.lang, n=qty, service=product_name(service, c.lang))],
                    alone=False)


# «<service> el martes y 2 más (para mis hijos)», «e dous máis pros meus fillos»: that many more people,
# each with the service named (not «y 2 más tarde», «o 2 más cerca»)
_AND_SOME_MORE_RE = re.compile(rf"\b(?:y|e) (?:(?:otros|otras|outros|outras) (?P<others>{COUNT})\b"
                               rf"|(?P<n>{COUNT}) (?:mas|mais)\b"
                               r"(?! (?:tarde|pronto|temprano|cedo|cerca|preto|barat\w*|car\w*)\b))")


def _some_more_people(s) -> int:
    """«… y 2 más para mis hijos»: the one named and those more (1 when none is said)."""
    more = _AND_SOME_MORE_RE.search(s.norm or "")
    n = to_int(more["n"] or more["others"]) if more else None
    return 1 + n if n and 0 < n < 10 else 1


def more_people_for_the_held(c, s) -> bool:
    """«y 2 más para mis hijos» with a service held where each service is one person's: more people
    for it (never dropped in silence)."""
    return bool(s.party_delta and s.party_delta > 0 and is_staff(c.biz) and services_per_person(c.biz)
                and booking_of(c).get("services") and not s.question)


def _apply_people(c, s) -> None:
    """Staff: how many people the appointment is for (two of a service, «somos dos»)."""
    picking = c.state.get("awaiting") == "service"       # «o dos freos» picks one («dos»: of the)
    counted = [] if picking else _counts_of_services(c, s)
    if _jobs_apart(c, s, counted):
        return      # two jobs at a workshop are never two people
    for_some = _FOR_SOME_PEOPLE_RE.search(s.norm or "")       # «<a service> para dos niños»
    people = max([int(s.party or 1), *counted, (to_int(for_some["n"]) or 1) if for_some else 1])
    if counted and services_per_person(c.biz):
        people = max(people, _some_more_people(s))      # «X el martes y 2 más para mis hijos»: three
    elif not counted and more_people_for_the_held(c, s):
        held = int(booking_of(c).get("people") or 1)
        people = max(people, held + int(s.party_delta or 0))     # X held, then «y 2 más»
    if counted and for_another_too(s.norm or "") and not _ANOTHER_ONE_FOR_RE.match(s.norm or "") \
            and (len(counted) > 1 or _ANOTHER_OR_THE_SAME_RE.search(s.norm or "")):
        people = max(people, 2)     # «X el martes y para mi marido Y», «… y para mi hijo otro»: two people
    if len(counted) > 1:
        people = max(people, people_served(s.norm or ""))     # «X para mi hija y Y para mí»: each theirs
    if people > 1:
        booking_of(c)["people"] = people


def several_at_several_times(c, s) -> bool:
    """Staff: «un X para mí y otro para mi hija, uno a las 10 y otro a las 12»: several people, each at
    a time of their own (which time is whose is the person's to read). A table's party is not this:
    «mesa para 2 a las 14 y otra a las 21» is one table, its other time apart."""
    if not is_staff(c.biz):
        return False
    held = int((c.state.get("booking") or {}).get("people") or 1)
    return s.other_time is not None and max(held, int(s.party or 1), people_served(s.norm or ""),
                                            _most_of_one_service(c, s)) > 1


def _most_of_one_service(c, s) -> int:
    """«dos X, uno a las 10 y otro a las 12» of a service: two of it, two people."""
    return max(_counts_of_services(c, s), default=1)


def _counts_of_services(c, s) -> list[int]:
    """How many of each service the message names, a word several services share counted too where
    that count is people (`_group_count_is_people`)."""
    said = [(int(line.get("qty") or 1), [line.get("item_id")]) for line in s.items.lines or []]
    if _group_count_is_people(c, s):
        said += [(int(amb.get("qty") or 1), amb.get("candidates") or []) for amb in s.items.ambiguous or []]
    said += [(qty, [i]) for i, qty in s.other_time_things]     # «… y 2 Z a las 11»: two people then
    return [qty for qty, ids in said
            if any((c.biz.products.get(i) or {}).get("duration_minutes") for i in ids)]


def _group_count_is_people(c, s) -> bool:
    """«dos <a word several services share>» is two people, whichever each one is, only where each
    service is done to one person (not two jobs on one thing brought in), nobody says it is for the writer
    alone («dos X para mí») and the two are not told apart by day or time («uno hoy y otro el
    martes»: one request now, the other apart, never «a la vez»)."""
    return services_per_person(c.biz) and not for_me_alone(s.norm or "") \
        and s.other_day is None and s.other_time is None


def _no_time_guessed_for_several(c, s) -> None:
    """Several people at several times: the first time read is no one's; the booking handed holds
    none and the person reads the customer's words."""
    if several_at_several_times(c, s):
        booking_of(c)["min"] = None
        booking_of(c)["own_times"] = True       # (the hand-over says so: not «a la vez»)
        if isinstance(s.when.minutes, int):     # each one's, for two people (second_person_apart)
            booking_of(c)[TIMES_SAID] = [int(s.when.minutes), int(s.other_time)]


def _nobody_else(c, held: str) -> bool:
    """Whether nobody but `held` does the services asked."""
    services = booking_of(c)["services"]
    return bool(services) and all(r["id"] == held for r in eligible_resources(c.biz, services))


def _the_other(c, ruled_out: str | None) -> str | None:
    """«cualquiera menos Marta»: the one other person who does the services asked, if only one does."""
    if not ruled_out:
        return None
    others = [r["id"] for r in eligible_resources(c.biz, booking_of(c)["services"]) if r["id"] != ruled_out]
    return others[0] if len(others) == 1 else None


_PARTY_INSTEAD_RE = re.compile(
    rf"^{INSTEAD_LEAD}"
    r"(?:mejor|mellor|al final|ao final|finalmente|que sean|que sexan)(?: para| pra| somos| semos)? "
    r"(?P<n>[0-9]{1,2}|\w+)(?: personas?| persoas?)?$")


# what is left of «mejor 6 y a las 15» once its time is taken out: the words joining the time
_JOIN_TO_THE_TIME_RE = re.compile(r"(?:\s*,)?(?:\s+(?:y|e))?(?:\s+(?:a las|a la|as|ás|a|sobre las|sobre as))?\s*$")


def party_instead(c, s) -> int | None:
    """«mejor 6», «al final 3», «mellor seis» with a party written down: the new party; also with a new
    time said beside it («no mejor 6 y a las 15»). «al final 21» to the time asked is that time."""
    if s is None or not booking_of(c).get("party"):
        return None
    text = clean(s.text or "")
    if s.when.has_time:
        text = _JOIN_TO_THE_TIME_RE.sub("", _without_the_time(text, s.when).strip())
    m = _PARTY_INSTEAD_RE.match(text)
    return to_int(m.group("n")) if m else None


def _apply_party(c, s) -> None:
    b = booking_of(c)
    party = s.party
    if party is None and c.state.get("awaiting") == "party" and not s.party_delta:
        words = _without_the_day(_without_the_time(clean(s.text or ""), s.when), s.when).split()  # «a las 9»,
        #                                             «el 6 de noviembre» are no party
        nums = [to_int(w) for w in words if to_int(w) is not None]
        if len(nums) == 2 and TAKEN_BACK_WORDS & set(words):
            nums, words = nums[1:], [w for w in words if w not in TAKEN_BACK_WORDS]   # «seis, no, mejor cinco»
        party = nums[0] if len(nums) == 1 and len(words) <= 4 else None
    if party is None and s.party_delta and b.get("party"):
        party = max(1, int(b["party"]) + s.party_delta)
    if party is None:
        party = party_instead(c, s)
    if party is not None:
        try:
            fewer = b.get("party") is not None and int(party) < int(b["party"])
            b["party"] = int(party)
        except (TypeError, ValueError):
            return
        if fewer:
            _refused_day_again(c, s)


def _refused_day_again(c, s) -> None:
    """«al final seremos 4» right after «el domingo ya no me queda hueco» for 6: the day refused comes
    back, for the form to check it again for fewer people."""
    b = booking_of(c)
    refused = b.get("day_refused")
    if refused and b.get("ymd") is None and not (s.when.has_day or s.when.ambiguous_day or s.when.period) \
            and hours.day_ranges(c.biz, refused):
        b["ymd"] = refused
        b.pop("day_refused", None)


def _without_the_time(text: str, w) -> str:
    return text.replace(w.time_text, " ", 1) if w is not None and w.time_text else text


def _without_the_day(text: str, w) -> str:
    return text.replace(w.day_text, " ", 1) if w is not None and w.day_text else text


def _products_beside(c, s) -> None:
    """«<a service> y una X de repuesto», «y también unas Y»: things to buy named with an
    appointment are no part of it; they go in its note for the person to have them ready."""
    if s is None or (s.question and not _fitting_asked(s)):
        return      # «¿la X va incluida?», «¿cuánto cuesta una X?»: asked about, not added («¿me cambiáis la X?» is)
    included = set() if _ONE_MORE_TO_BUY_RE.search(s.norm or "") else {
        part for sid in booking_of(c).get("services") or [] if sid in c.biz.products
        for part in c.biz.products[sid].get("includes") or ()}     # «con X nueva»: the service's own
    named = {line["item_id"] for line in s.items.lines}
    # «cambiar la X y la Y»: X (read as what Y replaces) is a part to replace too
    replaced = [{"item_id": i, "qty": s.items.replaced_counts.get(i, 1), "options": {}}
                for i in s.items.replaced if i not in named]
    # «un <service> y dos <its part>»: counted more than once, more than the one the service includes
    things = [line for line in [*replaced, *s.items.lines, *_parts_in_doubt(c, s)] if c.biz.can("order")
              and (line["item_id"] not in included or int(line["qty"]) > 1)
              and not (c.biz.products.get(line["item_id"]) or {}).get("duration_minutes")]
    if not things or s.items.mode == "remove":
        return
    if _BRINGS_ITS_OWN_RE.search(s.norm or ""):
        keep_note_lines(c, booking_of(c), [s.text or ""], alone=True)  # «traigo una X de repuesto»: the customer's own
        return
    if (_symptom_told(c, s) or tells_trouble(s.norm or "")) and not _ONE_MORE_TO_BUY_RE.search(s.norm or ""):
        # «la X se sale, el martes a las 10»: told about, not bought; the day and time are no note
        keep_note_lines(c, booking_of(c), [without_when_said(s.text or "", c.biz, c.now)], alone=True)
        return
    split = split_noted(booking_of(c), things, s.norm or "")
    if split.again:     # «y una X» with an X noted: said so, not noted twice
        again = [_thing_and_price(c, line) for line in split.again]
        c.say(say("bk_parts_said_again", c.lang, things=join_list(again, c.lang)))
    if split.new:
        _parts_into_note(c, split.new, alone=True)


def _parts_in_doubt(c, s) -> list[dict]:
    """«<a service>, quizás con una X», X a thing to buy: no offer in a booking, yet never lost; it
    goes in the note as a thing named beside it does."""
    services = doubted_services(c, s)
    doubted = [amb for amb in s.items.ambiguous or [] if amb.get("doubted") and len(amb.get("candidates") or ()) == 1]
    return [{"item_id": amb["candidates"][0], "qty": int(amb.get("qty") or 1),
             "options": dict(amb.get("options") or {})}
            for amb in doubted if amb["candidates"][0] in c.biz.products and amb["candidates"][0] not in services]


def _symptom_told(c, s) -> bool:
    """A problem told beside the things named, not only the service named by a word its symptoms share."""
    named = [line["item_id"] for line in s.items.lines]
    return bool(s.symptom_of) and not only_a_name_told(s.norm or "", c.biz, named)


def order_held_into_note(c, lines: list[dict]) -> None:
    """«quiero 2 X», then «y una revisión el martes»: the things held go in the appointment's note
    (an order and an appointment are no one request), said so."""
    listed = _parts_into_note(c, lines, alone=False)
    c.say(say("bk_order_into_note", c.lang, things=listed))


def _parts_into_note(c, lines: list[dict], alone: bool) -> str:
    """Things to have ready for the appointment, priced, in its note and kept for «¿qué llevo?»."""
    priced = [_thing_and_price(c, line) for line in lines]
    b = booking_of(c)
    count_noted(b, lines)
    b["parts_noted"] = [*(b.get("parts_noted") or []), *(x for x in priced if x not in (b.get("parts_noted") or []))]
    b["part_ids"] = list(dict.fromkeys([*(b.get("part_ids") or []), *(line["item_id"] for line in lines)]))
    listed = join_list(priced, c.lang)
    keep_note_lines(c, b, [say("bk_also_products", c.lang, things=listed)], alone=alone)
    return listed


def _fitting_asked(s) -> bool:
    """«¿y si le cambiáis también la X?»: a part asked to be put in, no price asked."""
    norm = s.norm or ""
    fitting = FIT_VERB_RE.search(norm) or FITTED_BACK_RE.search(norm)     # «X, ¿me la montáis?» too
    return bool(fitting) and not PRICE_ASKED_RE.search(norm) and not s.asks_options


_BRINGS_ITS_OWN_RE = re.compile(r"\b(?:traigo|traemos|trago|traio|levo|llevo yo|levo eu) "
                                r"(?:(?:yo|eu|ya|xa) )?(?:mi|mis|meu|miña|mina|un|una|unha|el|la|o|a)\b")
# «quiero comprar una de repuesto», «y también…»: one more to take away, not the one the service includes
_ONE_MORE_TO_BUY_RE = re.compile(r"\b(?:compr\w+|repuesto|recambio|reposto|tambien|tamen|ademas|ademais|aparte)\b")


def _thing_and_price(c, line: dict) -> str:
    """«1 × X (29,00 €)»: the price goes with it, for the person and the customer."""
    priced = price_line(c.biz, {"item_id": line["item_id"], "qty": int(line["qty"]), "options": {}}, c.lang)
    name = f"{int(line['qty'])} × {c.biz.products[line['item_id']]['name']}"
    return f"{name} ({money(priced['total_cents'], c.lang)})" if priced else name


def _held_day_free(c) -> bool:
    """The day held has room, at the time held if one is («y si no hay sitio, el domingo» keeps them)."""
    b = booking_of(c)
    if not b.get("ymd") or (is_staff(c.biz) and not b.get("services")) or (not is_staff(c.biz) and not b.get("party")):
        return False
    lo, hi = PART_RANGES.get(b.get("part") or "", (0, 24 * 60))
    held = b.get("min")
    return any(slot["min"] == held if isinstance(held, int) else lo <= slot["min"] < hi
               for slot in free_slots(c, b["ymd"]))


def _apply_when(c, s) -> None:
    b = booking_of(c)
    w = s.when
    if w is None:
        return
    held_day = None if w.has_day else b.get("ymd")
    forget_the_wish_aside(b, w)
    rule_out_day(b, s.refused_day, w.ymd if w.has_day else None, s.refused_weekdays)
    rule_out_time(b, s.refused_time, w.minutes if w.has_time else None)
    rule_out_part(b, s.refused_part, PART_RANGES, w.part, w.minutes if w.has_time else None)
    if held_day and w.first_thing and not w.has_time:
        w = replace(w, asap=True)       # «a primera hora» answering «¿A qué hora…?»: the day held
    if w.has_day and not w.has_time and b.get("min") is None and b.get("near") is not None \
            and (SAME_TIME_RE.search(s.norm or "") or _free_on_the_new_day(c, w.ymd, int(b["near"]))):
        b["min"] = b["near"]            # «al miércoles a la misma hora», «cambia al viernes» (free then): the
        #                                 time refused on the day before
    if w.invalid_day or w.ambiguous_day:
        c.day_unclear = True
        c.day_choices = list(w.day_choices or [])
        c.day_choices_kind = w.ambiguous_kind
        c.day_period = w.period
        c.day_impossible = w.impossible
        # «mejor el 31 de noviembre»: the day held goes only if the day question comes (form.have_day)
        b["period_bound"] = w.bound_day        # «antes del jueves»: that Thursday, said with the days offered
        b["period"] = list(w.period) if w.period else None     # kept for the day question, whenever asked
        if w.period or c.day_choices:        # «mejor el finde», «el viernes 11»: the day held before no longer holds
            b["ymd"] = None
            b["min"] = None if w.period else b.get("min")
    elif w.has_day and w.ymd and w.second_choice and not w.has_time and _held_day_free(c):
        day, held = clock.fmt_day(b["ymd"], c.lang), b.get("min")
        c.say(say("bk_first_choice_free", c.lang, day=day, time=clock.fmt_time(held)) if isinstance(held, int)
              else say("bk_first_day_free", c.lang, day=day))
    elif w.has_day and w.ymd:
        if b.get("ymd") and b["ymd"] != w.ymd:
            b["day_before"] = b["ymd"]      # «mejor el sábado», then «pues el martes»: the Tuesday held before
            b.pop("time_before", None)
        b.pop("one_time", None)     # the one time offered on the day before is no offer on this one
        b["ymd"], b["period"] = w.ymd, None      # a time already said stays: it is checked on the new day
        _wish_back(b)
        if closed_one := either_day_closed_text(s, c.lang):
            c.say(closed_one)
        b.pop("asap_day", None)
    elif s.asks_free and not w.has_time and which_days_asked(s.norm or ""):
        b["ymd"] = None       # «¿qué días tiene libre?» with a day held: the free days, and the day asked again
    time_refused = hold_the_day_choice(c, b, s)
    b["latest"] = w.latest or (b.get("latest") and not (w.has_time or w.asap or w.window or w.part))
    if w.latest and held_day and not w.has_time and isinstance(b.get("min"), int):
        b["min"] = None     # «a última hora», «lo más tarde posible» with a time held: the day's last, as below
    if w.latest and (held_day or w.has_day) and b.get("min") is None and w.last_free:
        b["last_free"] = True   # «lo más tarde posible» to «¿A qué hora?» = the last; «a última hora», the last few
    if w.has_time and w.minutes is not None and not time_refused:
        if held_day and isinstance(b.get("min"), int) and b["min"] != w.minutes:
            b["time_before"] = b["min"]     # «mejor a las 11» with 10:30 held: 10:30 back if 11 is taken
        lo, hi = PART_RANGES.get(b.get("part") or "", (0, 0))
        kept = b["part"] if lo <= w.minutes < hi else None     # «por la tarde», then «a las 5»: if 17:00 is
        b["min"], b["part"], b["window"] = int(w.minutes), kept, None     # taken, the afternoon's are offered
    elif w.asap or w.rel_min is not None:     # «lo antes posible», «el martes a primera hora», «dentro de una
        if w.first_free or w.window:    # «la primera que tengas», «la siguiente a esa» after «a las 17 no me
            b.pop("near", None)         # queda hueco»: the day's first (after it), not the nearest offered
        _first_within(b, w, s.anyone)
        b["first_thing"] = bool(FIRST_THING_RE.search(s.norm or ""))     # said back if it is not the opening
        b["min"], b["part"] = None, FIRST_FREE  # hora», «me da igual» to «¿A qué hora?»: taken once the day and
        if not (w.has_day or b.get("ymd")):     # person are known; today, when no day is (or the
            b["ymd"], b["asap_day"] = clock.today(c.now), True      # first day with room, today gone)
    elif w.window:                   # «antes de las 14»: the times before it are offered
        b["min"], b["part"], b["window"] = None, None, list(w.window)
    elif w.part:
        b["part"] = w.part
        lo, hi = PART_RANGES.get(w.part, (0, 24 * 60))
        if w.has_day or (isinstance(b.get("min"), int) and not lo <= b["min"] < hi):
            b["min"] = None     # «mejor para cenar» with 14:00 held: the dinner's time is asked


def _wish_back(b: dict) -> None:
    """«después de las 8» set aside on Sunday (open at lunch only), then «mejor el sábado»: the window
    again, for the new day (the time question says that day's hours if it does not fit there either)."""
    for key, window in wish_aside_back(b).items():
        if key == "window" or b.get("part") == FIRST_FREE:      # «la primera después de las 8»: still the first
            b[key] = window


def _of_the_moments_asked(c, b: dict) -> bool:
    """Whether «cualquiera», «me da igual» answer «¿Qué te va mejor, a las X o a las Y?» (of the moments, not of
    who: the one chosen stays)."""
    return bool(b.get("day_choice")) and c.state.get("awaiting") == "day" and b["resource"] not in (None, "any")


def _first_within(b: dict, w, anyone: bool) -> None:
    """Where the first free time is looked for: a window («la siguiente a esa», «la primera después de las
    12»; «la anterior a esa»: its last), a part of the day («para cenar, cuanto antes»; «me da igual» after
    «por la tarde»)."""
    if w.window:
        b["first_in_window"] = list(w.window)
        b["last_free"] = w.last_free        # «la anterior a esa»: the window's last
        b.pop("first_in", None)
        return
    part = w.part if w.part and w.part != FIRST_FREE else \
        b["part"] if anyone and b.get("part") not in (None, FIRST_FREE) else None
    if part:
        b["first_in"] = part
        b.pop("first_in_window", None)


def _free_on_the_new_day(c, ymd: str | None, minutes: int) -> bool:
    """Whether the time just refused is free on another day the customer moves to."""
    if not ymd or ymd == booking_of(c).get("near_day"):
        return False
    return any(slot["min"] == minutes for slot in free_slots(c, ymd))


def _free_with(c, rid: str, ymd: str | None, minutes: int) -> bool:
    """Whether `rid` has `minutes` free on `ymd` for the services held (no day held: not known, so no)."""
    if not ymd:
        return False
    day = staff_availability(c.biz, ymd, c.now, booking_of(c)["services"], rid, c.own)
    return any(slot["min"] == minutes and slot.get("left", 1) > 0 for slot in day.get("slots") or ())


def _day_for_another(c, s, held: str | None) -> None:
    """«pues con quien sea», «me vale Uxía» right after «Brais no trabaja el lunes»: the day refused
    for the person held comes back for whoever is chosen now (the form checks it again)."""
    b = booking_of(c)
    refused = b.get("day_refused")
    if held and refused and b.get("ymd") is None and not (s.when.has_day or s.when.ambiguous_day) \
            and hours.day_ranges(c.biz, refused):
        b["ymd"] = refused
    b.pop("day_refused", None)


def _day_kept(c, s) -> bool:
    """«déjalo como estaba» to the day asked after «mejor el lunes» was refused: the day held before."""
    b = booking_of(c)
    if not (s.as_it_was and b.get("day_before") and c.state.get("awaiting") == "day" and not s.when.has_day):
        return False
    b["ymd"] = b.pop("day_before")
    c.say(say("day_kept", c.lang, day=clock.fmt_day(b["ymd"], c.lang)))
    return True


def _first_slot_taken(c, s) -> bool:
    """«vale, ese» to «Lo primero que tiene <person> es el martes a las 12:00»: that day and time, taken
    (the offer lasts one answer)."""
    b = booking_of(c)
    first = b.pop("first_offered", None)
    w = s.when
    if not first or c.state.get("awaiting") != "day" or not s.yes or w.has_day or w.has_time or w.part or s.no:
        return False
    if first[2] != b.get("resource"):
        return False
    b["ymd"], b["min"], b["part"], b["window"] = first[0], first[1], None, None
    return True


def apply_signals(c, s) -> None:
    b = booking_of(c)
    if is_staff(c.biz):
        _apply_services(c, s)
        keep_the_offered_apart(c)       # «sí, el martes» to two things' services offered one after the other
        _products_beside(c, s)
        _apply_people(c, s)
        held = b["resource"] if b["resource"] not in (None, "any") else None
        rid = _resource_id(c, s.resource) or _the_other(c, s.not_resource or (held if s.other_resource else None))
        if s.person_unknown and not rid:
            c.say(say("bk_no_such_person", c.lang, name=s.person_unknown))
        if rid or (s.anyone and held):
            _day_for_another(c, s, held)
        if rid:
            does_it = not b["services"] or rid in {r["id"] for r in eligible_resources(c.biz, b["services"])}
            if rid != b["resource"] and b.get("min") is None and b.get("near") is not None and not s.when.has_time \
                    and does_it and _free_with(c, rid, b.get("ymd"), int(b["near"])):
                b["min"] = b["near"]      # «pues con Iago» after «a las 11 no me queda hueco»: 11 with Iago
            b["resource"] = rid
        elif s.more_resources:
            b["resource"] = None
            able = eligible_resources(c.biz, b["services"]) if b["services"] else []
            c.say(say("bk_one_person", c.lang) + (" " + say("bk_only_person", c.lang, name=able[0].get("name"),
                  services=services_text(c.biz, b["services"], c.lang).capitalize()) if len(able) == 1 else ""))
        elif s.staff_by_word and not s.resource:
            b["resource"] = None      # «ponme con la chica»: who, asked with the staff's names
        elif s.not_resource and s.not_resource == held:
            b["resource"] = None      # «no quiero con Marta» with several others: asked again
        elif s.anyone and (c.state.get("awaiting") == "resource" or not b["resource"] or s.anyone_who) \
                and not _of_the_moments_asked(c, b):
            b["resource"] = "any"
        elif s.other_resource and held and _nobody_else(c, held):
            c.say(say("bk_only_person", c.lang, name=resource_name_of(c.biz, held),       # «con otra persona»,
                      services=services_text(c.biz, b["services"], c.lang).capitalize()))   # and only she does it
        elif s.other_resource and held:
            b["resource"] = None      # «con otra persona» among several: asked again
        _the_one_the_person_does(c)
    else:
        _apply_party(c, s)
    if s.asks_free and not (b.get("min") is not None or s.when.has_time):
        b["free_asked"] = True      # «¿cuándo tenéis hueco?», then the service: its free days, once the day is asked
    if not _first_slot_taken(c, s) and not apply_time_kept(c, s, b) and not _day_kept(c, s):
        _apply_when(c, s)
    _no_time_guessed_for_several(c, s)
    used = consumed(c, s)
    apply_contact(c, s, b, used)
    apply_note(c, s, b, used)

