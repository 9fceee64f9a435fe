"""«¿cuánto cobráis a un niño de 12 años?»: the price that goes with an age said, when the
catalogue gives a service of a group an age range (catalog `ambiguous.<group>.ages`): the one
whose range holds the age, or that range said and the group's other services with their prices.
Without an age range in the data nothing here answers: the plain price answer does."""
from __future__ import annotations

from dataclasses import dataclass

from bizengine.business.product_names import product_name
from bizengine.conversation.cards import cite, meta
from bizengine.conversation.messages import join_list, money, say
from bizengine.conversation.product_info import item_chips
from bizengine.language.text import singular
from bizengine.understanding.items import hint_words


@dataclass(frozen=True)
class AgeAsked:
    group: str
    age: int
    candidates: list[str]           # the group's services, in the dataset's order
    ages: dict[str, list[int]]      # service id → [min, max]
    hinted: list[str]               # services the message's hint words point to


def asks(c, s) -> bool:
    return _asked(c, s) is not None


def _asked(c, s) -> AgeAsked | None:
    """A price question that says an age, about a group with age ranges (named, one of its
    services named, or one of its hint words said); or, right after the group's prices, an age
    said with nothing else asked («¿y para mi hijo de 12?»)."""
    last = c.state.get("last") or {}
    follows = last.get("topic") == "price" and not s.topics
    if "price" not in (s.topics or []) and not follows:
        return None
    sing = [singular(w) for w in (s.norm or "").split()]
    named = {line["item_id"] for line in s.items.lines} | {a.get("word") for a in s.items.ambiguous}
    for group, entry in (c.biz.catalog.get("ambiguous") or {}).items():
        hints = hint_words(c.biz, group)
        cands = list(entry.get("candidates") or [])
        # «una Y para mi hija de 15»: another service named is what is asked about
        about = group in named or named.intersection(cands) or (not named and any(w in hints for w in sing))
        again = follows and not named and last.get("group") == group
        age = s.age if entry.get("ages") and (about or again) else None
        if age is not None:
            return AgeAsked(group, age, cands, entry["ages"], [hints[w] for w in sing if w in hints])
    return None


def for_the_age(candidates: list[str], ages: dict[str, list[int]], age: int) -> list[str]:
    """The services of a group an age may take: those whose range holds it; past every range,
    those without one; none when the age is below a range and nothing else fits."""
    fits = [p for p in candidates if p in ages and _holds(ages[p], age)]
    ranged = [p for p in candidates if p in ages]
    if fits or not ranged or any(age <= ages[p][1] for p in ranged):
        return fits
    return [p for p in candidates if p not in ages]


def _ranges(c, group: str | None) -> dict[str, list[int]]:
    """The group's age ranges (service id → [min, max]); none for no group."""
    return ((c.biz.catalog.get("ambiguous") or {}).get(group or "") or {}).get("ages") or {}


def ranged_group_of(c, services: list[str]) -> str | None:
    """The group with age ranges one of `services` belongs to, if any."""
    for group, entry in (c.biz.catalog.get("ambiguous") or {}).items():
        if entry.get("ages") and set(entry.get("candidates") or []).intersection(services):
            return group
    return None


def ranged_group_held(c, booked: dict) -> str | None:
    """The group with age ranges of a booking held: of one of its services, or one of the groups
    named for several people at once (`groups`: their services left to the person)."""
    return ranged_group_of(c, list(booked.get("services") or [])) \
        or next((g for g in booked.get("groups") or [] if _ranges(c, g)), None)


def age_in_booking(c, s, group: str | None) -> tuple[int, list[str]] | None:
    """«es para mi hija de 12 años», «tiene 15» while a service of `group` is to be picked: the age
    said and the group's services it may take (its `ages`); None without an age or a range."""
    ages = _ranges(c, group)
    if not ages or s.age is None:
        return None
    return s.age, for_the_age(services_of_group(c, group), ages, s.age)


def services_of_group(c, group: str | None) -> list[str]:
    """The group's services (its `candidates`), in the dataset's order."""
    return list(((c.biz.catalog.get("ambiguous") or {}).get(group or "") or {}).get("candidates") or [])


def broken_by_age(c, s, held: list[str]) -> tuple[str, list[str]] | None:
    """A service held whose age range the age said breaks («<group> para mi niño de 11 años», read
    as the one up to 10): (that service, its group); None otherwise."""
    if s.age is None:
        return None
    for group, entry in (c.biz.catalog.get("ambiguous") or {}).items():
        ages = entry.get("ages") or {}
        for sid in (x for x in held if x in ages):
            if not _holds(ages[sid], s.age):
                return sid, group
    return None


def which_for_the_age(c, group: str | None, left: list[str], age: int) -> str:
    """«<A>: 10,00 €, hasta los 10 años. Con 12 años, ¿<b> (22,00 €) o <c> (14,00 €)?»: the limits
    the age breaks, then the group's services left with their prices."""
    ages = _ranges(c, group)
    limits = [say("age_price_limit", c.lang, name=product_name(c.biz.products[p], c.lang), price=_price(c, p),
                  limit=_limit(c, ages[p])) for p in services_of_group(c, group) if p in ages and p not in left]
    each = [say("age_price_each", c.lang, name=_in_a_sentence(c, p), price=_price(c, p)) for p in left]
    return " ".join([*limits, say("age_which", c.lang, age=age, options=join_list(each, c.lang, "or"))])


def answer(c, s) -> None:
    asked = _asked(c, s)
    assert asked is not None
    fits = [p for p in asked.candidates if p in asked.ages and _holds(asked.ages[p], asked.age)]
    if fits:
        text, shown = _fits_text(c, asked, fits[0]), [fits[0]]
    else:
        text, shown = _outside_text(c, asked)
    products = [c.biz.products[p] for p in shown]
    ev = c.note("price", True, f"precio por edad ({asked.age}): " + ", ".join(shown))
    c.say(text, meta(chips=item_chips(c, products), cites=[cite(say("cite_catalog", c.lang), "catalog.json")],
                     evidence=[ev]))
    c.state["last"] = {**(c.state.get("last") or {}), "topic": "price", "topics": ["price"], "group": asked.group}
    c.state["last"].pop("item", None)


def _holds(limits: list[int], age: int) -> bool:
    return limits[0] <= age <= limits[1]


def _limit(c, limits: list[int]) -> str:
    low, high = limits
    return say("age_limit_upto", c.lang, max=high) if low <= 0 else say("age_limit_between", c.lang, min=low, max=high)


def _in_a_sentence(c, pid: str) -> str:
    name = product_name(c.biz.products[pid], c.lang)
    return name[:1].lower() + name[1:]


def _price(c, pid: str) -> str:
    return money(c.biz.products[pid]["price_cents"], c.lang)


def _fits_text(c, asked: AgeAsked, pid: str) -> str:
    return say("age_price_fits", c.lang, age=asked.age, name=_in_a_sentence(c, pid), price=_price(c, pid),
               limit=_limit(c, asked.ages[pid]))


def _outside_text(c, asked: AgeAsked) -> tuple[str, list[str]]:
    """The ranged services' limits; past them, the group's services without a range (those the
    hint words point to, when they point to some)."""
    ranged = [p for p in asked.candidates if p in asked.ages]
    limits = " ".join(say("age_price_limit", c.lang, name=product_name(c.biz.products[p], c.lang), price=_price(c, p),
                          limit=_limit(c, asked.ages[p])) for p in ranged)
    older = all(asked.age > asked.ages[p][1] for p in ranged)
    others = [p for p in asked.candidates if p not in asked.ages] if older else []
    others = [p for p in others if p in asked.hinted] or others
    if not others:
        return limits, ranged
    each = [say("age_price_each", c.lang, name=_in_a_sentence(c, p), price=_price(c, p)) for p in others]
    return f"{limits} {say('age_price_others', c.lang, age=asked.age, others=join_list(each, c.lang, 'or'))}", others
