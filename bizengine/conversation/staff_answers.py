"""«¿Iago hace X?», «¿Marta hace X e Y?»: whether a person does a service, from the
business's staff list; a question, so nothing is booked (a chip books it)."""
from __future__ import annotations

from bizengine.business.availability.staff import eligible_resources
from bizengine.conversation.booking_draft import _resource_name, _resources, is_staff
from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.messages import join_list, say


def asks(c, s) -> bool:
    """A question naming a person and services, with no wish, day or time (those book)."""
    w = s.when
    return (is_staff(c.biz) and bool(s.question) and s.resource in _resources(c.biz) and bool(_services(c, s))
            and not (s.want_kw or s.order_kw or s.favour_kw or s.booking_kw or w.has_day or w.has_time))


def answer(c, s) -> None:
    person = _resource_name(c.biz, s.resource) or s.resource
    does, texts, chips = [], [], []
    for sid in _services(c, s):
        service = c.biz.products[sid]["name"]
        doers = [r["id"] for r in eligible_resources(c.biz, [sid])]
        if s.resource in doers:
            does.append(service.lower())
            chips.append(chip_text(say("staff_book_chip", c.lang, service=service, person=person),
                                   say("staff_book_text", c.lang, service=service.lower(), person=person)))
        else:
            others = join_list([_resource_name(c.biz, r) or r for r in doers], c.lang, "or")
            key = "staff_does_not_others" if doers else "staff_does_not"
            texts.append(say(key, c.lang, person=person, service=service.lower(), others=others))
    if does:
        texts.insert(0, say("staff_does", c.lang, person=person, service=join_list(does, c.lang)))
    ev = c.note("staff", True, f"{s.resource}: {', '.join(_services(c, s))}")
    c.say(" ".join(texts), meta(chips=chips or None, evidence=[ev]))


def _services(c, s) -> list[str]:
    ids = [line["item_id"] for line in s.items.lines]
    return [i for i in dict.fromkeys(ids) if (c.biz.products.get(i) or {}).get("duration_minutes")]
