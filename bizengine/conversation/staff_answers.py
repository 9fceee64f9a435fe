"""«¿Iago hace X?», «¿Marta hace X e Y?»: whether a person does a service; «¿Iago trabaja el
sábado?»: that person's hours that day; «¿quién me puede hacer X?»: who does it; «¿quién es
Marta?»: what she does and her week; «¿con quién puedo ir el martes?»: who works then. From the
business's staff list; a question, so nothing is booked (a chip books it)."""
from __future__ import annotations

import re

from bizengine.business.availability.staff import eligible_resources, resource_ranges, works_then
from bizengine.business.hours import week_ranges
from bizengine.business.product_names import product_name
from bizengine.conversation import person_offered, who_does_it
from bizengine.conversation.booking_draft import is_staff, resource_name_of, resources_by_id
from bizengine.conversation.booking_draft import mid_flow as booking_mid_flow
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.info import part_refused, price_sentence, week_text
from bizengine.conversation.messages import duration_text, join_list, ranges_text, say
from bizengine.conversation.records import WEEK_TOPICS, DayAsked
from bizengine.language import clock
from bizengine.understanding.details import only_the_person, with_the_person_marked
from bizengine.understanding.lexicon import EVERY_WEEKDAY_RE, HOURS_VERBS, PERSON_FREE_RE
from bizengine.understanding.question_unmarked import asks_what_a_person_does, asks_what_a_person_does_on_a_day

_WORKS_RE = re.compile(rf"\b(?:{HOURS_VERBS}|trabajan|traballan|esta|estara|estan|estaran|esta de turno|viene|ven|"
                       r"puede|podria|pode|poderia|tiene|ten|"
                       # «¿a qué hora entra Iago el martes?», «¿hasta qué hora está?», «¿cuándo sale?»
                       r"entra|empieza|comienza|comeza|empeza|sale|sae|acaba|termina|remata)\b")
_WHO_RE = who_does_it.WHO_RE


# «¿con quién sería?», «¿quién me la hace?»: who the booking held is with
_WHO_SERVES_RE = re.compile(r"\b(?:con quien|con quen|"
                            r"quien (?:me (?:lo |la |los |las )?|lo |la |los |las )"
                            r"(?:hace|hara|haria|atiende|atendera)|"
                            r"quen (?:mo|ma|mos|mas|o|a|os|as) (?:fai|fara)|quen me (?:atende|atendera)|"
                            r"quien (?:sera|seria|es)|quen (?:sera|seria|e))\b")


def asks_who_serves(c, s) -> bool:
    """A question about who the appointment held is with, once a person is chosen or given."""
    held = c.state.get("booking") or {}
    return bool(s.question and is_staff(c.biz) and s.resource is None and _WHO_SERVES_RE.search(s.norm or "")
                and held.get("services"))


def answer_who_serves(c) -> None:
    """«Te atiende Marta.», or who may, when the time chosen decides it."""
    held = c.state["booking"]
    rid = held.get("resource") if held.get("resource") not in (None, "any") else held.get("assigned")
    doers = [rid] if rid else [r["id"] for r in eligible_resources(c.biz, held["services"])]
    names = [resource_name_of(c.biz, r) or r for r in doers]
    c.note("staff", True, f"la cita es con {', '.join(doers) or 'nadie'}")
    key = "staff_serves" if len(names) == 1 else "staff_serves_any"
    c.say(say(key, c.lang, person=names[0] if names else "", people=join_list(names, c.lang)))


def asks(c, s) -> bool:
    """A question naming a person and services, with no wish, day or time (those book); a person
    and a day with «¿trabaja…?»; a person's week («¿qué días trabaja Iago?»); or «¿quién…?» and services."""
    return is_staff(c.biz) and not (s.want_kw or s.order_kw or s.favour_kw) and (bool(s.question) and (
        _does_question(c, s) or _works_question(c, s) or _week_question(c, s) or _who_question(c, s)
        or _day_question(c, s) or _who_is_question(c, s) or _person_alone_question(c, s)
        or _what_does_question(c, s) or _what_does_that_day(c, s) or _nobody_so_named(c, s)) \
        or _prices_of(c, s) is not None) or _who_can_do_it_asked(c, s)


def _who_can_do_it_asked(c, s) -> bool:
    """«¿quién me puede hacer X?», «¿quen me pode facer X?»: asked as a favour, but with no day nor time it
    asks who does X (with a day, or an appointment being written down, it is written down, and who does it
    said beside: who_does_it)."""
    return is_staff(c.biz) and bool(s.question) and s.favour_kw and not (s.want_kw or s.order_kw) \
        and not (s.when.has_day or s.when.has_time or c.state.get("booking")) and _who_question(c, s)


def _does_question(c, s) -> bool:
    w = s.when
    return s.resource in resources_by_id(c.biz) and bool(_services(c, s)) \
        and not (s.booking_kw or w.has_day or w.has_time)


_NOT_HOURS_RE = re.compile(r"\b(?:libres?|disponibles?|hueco|oco|vacaciones|vacacions|de baja|enferm\w*|"
                           r"puede|podria|pode|poderia)\b")


def _works_question(c, s) -> bool:
    """«¿Iago trabaja el sábado?»; «¿Iago está libre el martes a las 10?» when he does not work then."""
    norm, w = s.norm or "", s.when
    if not (s.resource in resources_by_id(c.biz) and w.has_day and _WORKS_RE.search(norm)):
        return False
    if not _NOT_HOURS_RE.search(norm):
        return True
    return bool(PERSON_FREE_RE.search(norm)) and not works_then(c.biz, s.resource, w.ymd,
                                                                w.minutes if w.has_time else None)


_WEEK_RE = re.compile(r"\b(?:que dias|cuando|cando|horario|horarios|turno|turnos|que horas|cales dias|cuales dias)\b")


def _week_question(c, s) -> bool:
    """«¿Qué días trabaja Iago?», and «¿y Marta?» right after it; «¿qué días trabaja?» with a
    person already asked for in the booking."""
    w = s.when
    again = (c.state.get("last") or {}).get("topic") in WEEK_TOPICS and s.short
    held = (c.state.get("booking") or {}).get("resource")
    another = bool(s.asks_free and held and s.resource and s.resource != held)    # «¿qué días tiene libre Marta?»
    return _person_asked(c, s) is not None and not (w.has_day or w.has_time or (s.booking_kw and not another)) \
        and (bool(_WEEK_RE.search(s.norm or "")) or again) and not _services(c, s) \
        and (another or not _NOT_HOURS_RE.search(s.norm or ""))


# «¿qué días trabaja?»: one person, not the business («¿qué días trabajáis?», «¿abrís?»)
_ONE_WORKS_RE = re.compile(rf"\b(?:{HOURS_VERBS}|esta|viene|ven|entra|empieza|comeza|sale|sae)\b")


def _person_asked(c, s) -> str | None:
    """The person named, or the one the booking holds when the question is about «him» or «her»."""
    if s.resource in resources_by_id(c.biz):
        return s.resource
    held = (c.state.get("booking") or {}).get("resource")
    return held if held in resources_by_id(c.biz) and _ONE_WORKS_RE.search(s.norm or "") else None


def _who_question(c, s) -> bool:
    return s.resource is None and bool(_services(c, s)) and bool(_WHO_RE.search(s.norm or ""))


# «¿quién me puede atender…?», «¿quen me pode atender…?»: who is there to serve, that day; «¿con quién
# me puedo hacer <service> el martes?», «con quen podo ir o martes?»: whom one may go to, that day
_WHO_ATTENDS_RE = re.compile(r"\b(?:(?:quien|quen) (?:me |nos )?(?:puede|podria|pode|poderia|va a|vai)? ?"
                             r"(?:atender|atende|atiende|coger|coller)|"
                             r"con (?:quien|quen) (?:me |nos )?(?:puedo|podo|podemos|podria|poderia|podriamos|"
                             r"poderiamos|voy|vou|vamos|iria))\b")


def _day_question(c, s) -> bool:
    """«¿Quién trabaja el sábado?», «¿quen está o martes?», «¿quién me puede atender el martes?»:
    the staff of a day, nobody named."""
    norm = s.norm or ""
    return s.resource is None and s.when.has_day and not _services(c, s) and bool(_WHO_RE.search(norm)) \
        and ((bool(_WORKS_RE.search(norm)) and not _NOT_HOURS_RE.search(norm)) or bool(_WHO_ATTENDS_RE.search(norm)))


# «¿quién es Marta?», «quen é Iago?», «¿y Brais quién es?»: who the person named is (the name and
# nothing more: not «¿quién es mejor, Marta o Iago?»)
_WHO_IS_RE = re.compile(r"^(?:(?:y|e|pues|pois|oye|oe|perdona|perdoa|perdon) )?(?:(?:quien|quen) (?:es|e|era)"
                        r"(?: (?:la|el|a|o))? \w+|\w+ (?:quien|quen) (?:es|e|era))$")


def _who_is_question(c, s) -> bool:
    w = s.when
    return s.resource in resources_by_id(c.biz) and bool(_WHO_IS_RE.search(s.norm or "")) \
        and not (_services(c, s) or w.has_day or w.has_time or s.booking_kw)


# what an answer about one person leaves for «¿y el precio?», «¿y qué hace?» right after it
_ONE_PERSON_TOPICS = ("staff_week", "staff_day")


# a cheap look before the message is read for it
_DOES_WORDS = ("hace", "fai", "dedica", "adica", "ofrece")


def _what_does_question(c, s) -> bool:
    return _what_does_of(c, s) is not None


def _what_does_of(c, s) -> str | None:
    """«¿qué hace Iago?», «k hace iago», «¿y Marta qué hace?», «qué servicios hace Marta», or «¿y qué
    hace?» right after an answer about him: the person, whose services and week answer it as «¿con
    Iago?» is answered."""
    w, norm = s.when, s.norm or ""
    if _services(c, s) or w.has_day or w.has_time or not any(word in norm for word in _DOES_WORDS):
        return None
    marked = with_the_person_marked(norm, c.biz)
    if s.resource in resources_by_id(c.biz):
        return s.resource if asks_what_a_person_does(marked) else None
    last = c.state.get("last") or {}
    held = last.get("staff") if c.answered_last and last.get("topic") in _ONE_PERSON_TOPICS else None
    return held if s.resource is None and held and asks_what_a_person_does(marked + " @") else None


def _what_does_that_day(c, s) -> bool:
    """«¿qué hace Iago el sábado?», «que fai Marta mañá»: the person's hours that day and services."""
    w = s.when
    return s.resource in resources_by_id(c.biz) and w.has_day and not w.has_time and not _services(c, s) \
        and asks_what_a_person_does_on_a_day(with_the_person_marked(s.norm or "", c.biz))


def _prices_of(c, s) -> str | None:
    """«¿cuánto cobra Iago?», or «¿y el precio?» right after the answer about him: the person whose
    services' prices are asked, when they do only some (one who does everything: the whole list)."""
    if set(s.topics or []) != {"price"} or s.items.lines or s.when.has_day or s.when.has_time \
            or booking_mid_flow(c):
        return None
    last = c.state.get("last") or {}
    rid = s.resource if s.resource is not None else \
        last.get("staff") if c.answered_last and last.get("topic") in _ONE_PERSON_TOPICS else None
    does = resources_by_id(c.biz).get(rid or "", {}).get("services")
    return rid if isinstance(does, list) and does else None


def _nobody_so_named(c, s) -> bool:
    """«¿trabaja Pepe el sábado?», «¿quién es Pepe?», «¿con Pepe?»: asked of someone not on the staff."""
    return bool(s.person_unknown) and s.resource is None and not (_services(c, s) or s.booking_kw)


def _person_alone_question(c, s) -> bool:
    """«¿con Iago?» with nothing under way: who he is and what he does (a chip books him)."""
    w = s.when
    return s.resource in resources_by_id(c.biz) and s.primary == "info" and not (
        c.state.get("awaiting") or booking_mid_flow(c) or _services(c, s) or w.has_day or w.has_time) \
        and only_the_person(s.norm or "", c.biz)


def answer(c, s) -> None:
    if _who_is_question(c, s):
        _answer_who_is(c, s)
    elif _works_question(c, s):
        _answer_works(c, s)
    elif (rid := _what_does_of(c, s)) is not None:
        s.resource = rid        # «¿y qué hace?» of the person just answered about
        _answer_who_is(c, s, offer=True)
    elif _what_does_that_day(c, s):
        _answer_works(c, s)         # «¿qué hace Iago el sábado?»: his hours that day, then what he does
        _answer_who_is(c, s, offer=True, week=False)
        c.state["last"] = {**c.state["last"], "topic": "staff_day", "day": s.when.ymd}    # «¿y Marta?» that day
    elif _week_question(c, s):
        _answer_week(c, s)
    elif _person_alone_question(c, s):
        _answer_who_is(c, s, offer=True)
    elif _nobody_so_named(c, s):
        _answer_nobody_so_named(c, s)
    elif (rid := _prices_of(c, s)) is not None:
        _answer_prices_of(c, rid)
    elif _who_question(c, s):
        _answer_who(c, s)
    elif _day_question(c, s):
        _answer_day(c, s)
    else:
        _answer_does(c, s)


def _answer_works(c, s) -> None:
    """«¿Iago trabaja el sábado?»: that day, or every such day («¿… los sábados?»)."""
    answer_works_on(c, s.resource, DayAsked(s.when.ymd, s.when.part, bool(EVERY_WEEKDAY_RE.search(s.norm or ""))))


def answer_works_on(c, rid: str, asked: DayAsked) -> None:
    """«Iago trabaja el sábado 7 de noviembre de 09:00 a 14:00.», or that he does not."""
    person = resources_by_id(c.biz)[rid]
    name = resource_name_of(c.biz, rid) or rid
    ymd = asked.ymd
    ranges = resource_ranges(c.biz, person, ymd)
    day = clock.fmt_day(ymd, c.lang)
    text = say("staff_works_day", c.lang, person=name, day=day, times=ranges_text(ranges, c.lang)) if ranges else \
        say("staff_off_day", c.lang, person=name, day=day)
    if asked.every:       # «¿Marta trabaja los sábados?»: every week's
        text = _every_week(c, person, name, asked, ranges, text)
    else:
        text = part_refused(ranges, asked.part, c.lang) + text if ranges else text    # «¿… el martes por la mañana?»
    ev = c.note("staff", True, f"{rid} {ymd}: {ranges or 'no trabaja'}")
    _remember_the_day(c, asked, rid)
    c.say(text, meta(evidence=[ev]))


def _remember_the_day(c, asked: DayAsked, rid: str | None) -> None:
    """The day and person just answered, for «¿y con Iago?» or «¿y el martes?» next (staff_again)."""
    c.state["last"] = {**(c.state.get("last") or {}), "topic": "staff_day", "day": asked.ymd, "day_part": asked.part,
                       "every": asked.every, "staff": rid}


def _every_week(c, person: dict, name: str, when: DayAsked, ranges: list, next_one: str) -> str:
    """«Marta trabaja los sábados de 09:00 a 14:00.» (or not); the next one's answer beside it
    when a holiday or a day off changes it."""
    usual = week_ranges(person.get("hours"))[clock.weekday(when.ymd)]
    days = clock.weekdays_plural([clock.weekday(when.ymd)], c.lang)[0]
    text = say("staff_works_every", c.lang, person=name, days=days, times=ranges_text(usual, c.lang)) if usual \
        else say("staff_off_every", c.lang, person=name, days=days)
    if usual:
        text = part_refused(usual, when.part, c.lang) + text
    return text if ranges == usual else f"{text} {next_one}"


def _answer_week(c, s) -> None:
    """«Iago trabaja los martes de 15:00 a 20:00; los miércoles, jueves y viernes de 10:00 a 19:00…»:
    the person's week from the staff list, days with the same hours together."""
    rid = _person_asked(c, s) or s.resource
    person = resources_by_id(c.biz)[rid]
    name = resource_name_of(c.biz, rid) or rid
    parts = week_text(week_ranges(person.get("hours")), c.lang)
    text = say("staff_week", c.lang, person=name, parts=parts) if parts else \
        say("staff_no_week", c.lang, person=name)
    ev = c.note("staff", True, f"{rid}: {person.get('hours')}")
    c.state["last"] = {**(c.state.get("last") or {}), "topic": "staff_week", "day": None, "staff": rid}   # «¿y Marta?»
    c.say(text, meta(evidence=[ev]))


def _answer_who_is(c, s, offer: bool = False, week: bool = True) -> None:
    """«Marta es del equipo: hace todos los servicios. Marta trabaja los martes… .»; `offer`: a chip to
    book each of the person's services, or the person, with the answer; `week`: their week said too."""
    person = resources_by_id(c.biz)[s.resource]
    name = resource_name_of(c.biz, s.resource) or s.resource
    does = person.get("services")
    services = [] if does == "all" else [product_name(c.biz.products[sid], c.lang) for sid in does or []
                                         if sid in c.biz.products]
    parts = week_text(week_ranges(person.get("hours")), c.lang)
    texts = [say("staff_who_is" if services else "staff_who_is_all", c.lang, person=name,
                 services=join_list(services, c.lang)),
             *([say("staff_week", c.lang, person=name, parts=parts)] if parts and week else [])]
    ev = c.note("staff", True, f"{s.resource}: {does}, {person.get('hours')}")
    chips = ([_book_chip(c, service, name) for service in services] if services else [_person_chip(c, name)]) \
        if offer else None
    if offer:       # «a las 12» next books with the person, as the chips do; «¿y el martes?» asks of them
        person_offered.remember(c, s.resource)
        c.state["last"] = {**c.state["last"], "topic": "staff_week", "day": None, "staff": s.resource}
    c.say(" ".join(texts), meta(chips=chips, evidence=[ev]))


def _answer_nobody_so_named(c, s) -> None:
    """«No trabaja nadie llamado Pepe aquí. En el equipo están Marta e Iago.», a chip for each."""
    names = [resource_name_of(c.biz, rid) or rid for rid in resources_by_id(c.biz)]
    text = " ".join([say("bk_no_such_person", c.lang, name=s.person_unknown),
                     say("staff_team", c.lang, people=join_list(names, c.lang))])
    ev = c.note("staff", True, f"{s.person_unknown}: no es del equipo")
    c.say(text, meta(chips=[_person_chip(c, name) for name in names], evidence=[ev]))


def _answer_prices_of(c, rid: str) -> None:
    """«Los servicios de Iago, con precios: <service>: 14,00 €. …», a chip to book each; what
    follows («a las 12», a phone) books with him, as after «¿con Iago?»."""
    name = resource_name_of(c.biz, rid) or rid
    services = [c.biz.products[sid] for sid in resources_by_id(c.biz)[rid]["services"] if sid in c.biz.products]
    texts = [say("staff_prices_of", c.lang, person=name), *(price_sentence(c, p) for p in services)]
    ev = c.note("staff", True, f"precios de {rid}: {', '.join(p['id'] for p in services)}")
    chips = [_book_chip(c, product_name(p, c.lang), name) for p in services]
    person_offered.remember(c, rid)
    c.state["last"] = {**c.state["last"], "topic": "staff_week", "day": None, "staff": rid}
    c.say(" ".join(texts), meta(chips=chips, evidence=[ev]))


def _person_chip(c, person: str) -> dict:
    """«Cita con <person>», which books with them."""
    return chip_text(say("staff_book_person_chip", c.lang, person=person),
                     say("staff_book_person_text", c.lang, person=person))


def _answer_day(c, s) -> None:
    answer_day_on(c, DayAsked(s.when.ymd, s.when.part, False))


def answer_day_on(c, asked: DayAsked) -> None:
    """«El sábado 7 de noviembre trabajan Marta de 09:00 a 14:00 e Iago de 09:00 a 14:00.»"""
    ymd, day = asked.ymd, clock.fmt_day(asked.ymd, c.lang)
    working = [(rid, ranges) for rid, person in resources_by_id(c.biz).items()
               if (ranges := resource_ranges(c.biz, person, ymd)) and not part_refused(ranges, asked.part, c.lang)]
    people = [say("staff_person_times", c.lang, person=resource_name_of(c.biz, rid) or rid,
                  times=ranges_text(ranges, c.lang)) for rid, ranges in working]
    if len(working) == 1:
        rid, ranges = working[0]
        text = say("staff_works_day", c.lang, person=resource_name_of(c.biz, rid) or rid, day=day,
                   times=ranges_text(ranges, c.lang))
    else:
        text = say("staff_on_day", c.lang, day=day, people=join_list(people, c.lang)) if people else \
            say("staff_nobody_day", c.lang, day=day)
    ev = c.note("staff", True, f"{ymd}: {', '.join(rid for rid, _ in working) or 'nadie'}")
    _remember_the_day(c, asked, None)
    c.say(text, meta(evidence=[ev]))


def _answer_who(c, s) -> None:
    """«Mechas lo hace Marta.», with a chip to book it with each."""
    texts, chips = [], []
    day = DayAsked(s.when.ymd, s.when.part) if s.when.has_day else None     # «¿quién hace X el sábado?»
    for sid in _services(c, s):
        service = product_name(c.biz.products[sid], c.lang)
        ids = [rid for rid, _ in who_does_it.doers_on(c, sid, day)] if day else \
            [r["id"] for r in eligible_resources(c.biz, [sid])]
        doers = [resource_name_of(c.biz, rid) or rid for rid in ids]
        texts.append(who_does_it.day_text(c, sid, day) if day else who_does_it.plain_text(c, sid))
        texts += _also_asked(c, s, c.biz.products[sid])      # «¿quién hace X y cuánto cuesta?»
        chips += [_book_chip(c, service, p) for p in doers]
    ev = c.note("staff", True, "quién hace " + ", ".join(_services(c, s)))
    c.say(" ".join(texts), meta(chips=chips or None, evidence=[ev]))
    _remember_the_service(c, _services(c, s), doers_of_one(c, s))


def _also_asked(c, s, service: dict) -> list[str]:
    """The service's duration and price, when the question asks them beside who does it."""
    duration = duration_text(product_name(service, c.lang), service["duration_minutes"], c.lang)
    return [*([duration] if "duration" in s.topics else []),
            *([price_sentence(c, service)] if "price" in s.topics else [])]


def _book_chip(c, service: str, person: str) -> dict:
    """«Cita: <service> con <person>», which books it."""
    return chip_text(say("staff_book_chip", c.lang, service=service, person=person),
                     say("staff_book_text", c.lang, service=service.lower(), person=person))


def _answer_does(c, s) -> None:
    person = resource_name_of(c.biz, s.resource) or s.resource
    does, texts, chips, durations, prices = [], [], [], [], []
    for sid in _services(c, s):
        service = product_name(c.biz.products[sid], c.lang)
        doers = [r["id"] for r in eligible_resources(c.biz, [sid])]
        if s.resource in doers:
            does.append(service.lower())
            chips.append(_book_chip(c, service, person))
            durations.append(duration_text(service, c.biz.products[sid]["duration_minutes"], c.lang))
            prices.append(price_sentence(c, c.biz.products[sid]))
        else:
            others = join_list([resource_name_of(c.biz, r) or r for r in doers], c.lang, "or")
            key = "staff_does_not_others" if doers else "staff_does_not"
            texts.append(say(key, c.lang, person=person, service=service.lower(), others=others))
    if does:
        texts[:0] = [say("staff_does", c.lang, person=person, service=join_list(does, c.lang)),
                     *(durations if "duration" in s.topics else []),      # «¿cuánto tarda Marta en…?»
                     *(prices if "price" in s.topics else [])]      # «¿cuánto cuesta X con Iago?»
    ev = c.note("staff", True, f"{s.resource}: {', '.join(_services(c, s))}")
    c.say(" ".join(texts), meta(chips=chips or None, evidence=[ev]))
    _remember_the_service(c, _services(c, s), s.resource)


def _remember_the_service(c, services: list[str], person: str | None) -> None:
    """The one service and person talked about, for what follows: «¿cuánto cuesta?», «vale, el
    miércoles a las 11», «quiero cita con ella»."""
    if len(services) == 1:
        c.state["last"] = {**(c.state.get("last") or {}), "topic": "product", "item": services[0], "person": person}


def doers_of_one(c, s) -> str | None:
    """The one person who does the one service asked about, if so."""
    services = _services(c, s)
    doers = [r["id"] for r in eligible_resources(c.biz, services)] if len(services) == 1 else []
    return doers[0] if len(doers) == 1 else None


def _services(c, s) -> list[str]:
    ids = [line["item_id"] for line in s.items.lines]
    return [i for i in dict.fromkeys(ids) if (c.biz.products.get(i) or {}).get("duration_minutes")]
