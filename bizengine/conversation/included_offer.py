"""«incluye <another service>» while a booking is taken: the services held do not say it (their
description would have answered, and a description that does not say it is no answer), so the other
is offered beside them, «¿Te apunto también <it> (<price>)?», never described with a button to book
it apart. Named by a word of it rather than its name («¿incluye un <Z>?»), the other is offered only
when a service held lists what it includes: its description says other services by their names (so
one it does not name is not included); otherwise the word may be a step of the service held, which a person answers."""
from __future__ import annotations

from bizengine.business.product_names import every_language, product_name
from bizengine.conversation.booking_draft import booking_of, services_text
from bizengine.conversation.booking_form import booking_step
from bizengine.conversation.booking_input import DOUBTED, services_of
from bizengine.conversation.messages import pick, say
from bizengine.language.text import clean, normalize, singular
from bizengine.understanding.reading.topics import asks_if_included

_MIN_WORD = 4       # «de», «y», «con» name no service
_STEM = 5           # letters two words of one family share («centrado», «centrar»)


def offers(c, s) -> bool:
    """Offer the service named after «incluye» when it is not held and named by its own name, or by a word
    of it when a service held lists what it includes without it (said first: not included); any other
    word of it, «incluye <Z>», is asked of the description: topics."""
    named = _other_service_named(c, s)
    if named is None:
        return False
    sid, listing = named
    if listing:     # «<Held>: <its description> No incluye <it>.»
        held = c.biz.products[listing]
        c.say(say("service_not_included", c.lang, held=product_name(held, c.lang),
                  description=pick(held.get("description"), c.lang), name=services_text(c.biz, [sid], c.lang)))
    booking_of(c)[DOUBTED] = sid
    booking_step(c)
    return True


def _other_service_named(c, s) -> tuple[str, str | None] | None:
    """(the other service, the held one whose list leaves it out, if that is what tells it apart)."""
    held = booking_of(c).get("services") or []
    norm = s.norm or ""
    if not held or not asks_if_included(norm):
        return None
    others = [sid for sid in services_of(c, s)[0] if sid not in held]
    if len(others) != 1:
        return None
    product = c.biz.products[others[0]]
    names = {normalize(product_name(product, lang)) for lang in ("es", "gl")}
    if any(name and name in norm for name in names):
        return others[0], None
    asked = _words(norm)
    listing = [sid for sid in held if _lists_other_services(c.biz, sid)]
    if len(listing) == 1 and not any(asked & _described(c.biz, sid) for sid in held) \
            and not _shares_a_word(_described(c.biz, listing[0]), _own_words(product)):
        return others[0], listing[0]     # <held> lists what it does; «¿incluye un <Z>?», <Z> not among them
    return None


def in_its_list(biz, held: str, other: str) -> bool | None:
    """Whether service `held`, whose description lists the services it includes, includes `other`: True
    when it names it, False when the list leaves it out; None when the description lists none or shares a
    word with it (a step of it, maybe: a person answers)."""
    if not _lists_other_services(biz, held):
        return None
    if _says_name(biz.products[held], biz.products[other]):
        return True
    if _shares_a_word(_described(biz, held), _own_words(biz.products[other])):
        return None
    return False


def _shares_a_word(described: set[str], own: set[str]) -> bool:
    """Whether the description says a word (or its stem) of the other service's name or aliases: «… revisión
    de ruedas» may well include «centrado de rueda», so it is no list that leaves it out."""
    stems = {w[:_STEM] for w in own if len(w) >= _STEM}
    return bool(described & own) or any(w[:_STEM] in stems for w in described if len(w) >= _STEM)


def _words(text: str) -> set[str]:
    return {singular(w) for w in clean(text).split() if len(w) >= _MIN_WORD}


def _own_words(product: dict) -> set[str]:
    return _words(" ".join([*every_language(product.get("name")), *product.get("aliases", [])]))


def _described(biz, sid: str) -> set[str]:
    """The words of a service's description that are not its own name's."""
    product = biz.products.get(sid) or {}
    return _words(" ".join(every_language(product.get("description")))) - _own_words(product)


def _lists_other_services(biz, sid: str) -> bool:
    """Whether the service's description says another service of the catalogue by its whole name
    («<Service A> y <B>, …»): a list of what it includes (a word of one alone may be a step of it)."""
    def build(b) -> dict[str, bool]:
        services = [p for p in b.products.values() if p.get("duration_minutes")]
        return {p["id"]: any(_says_name(p, other) for other in services if other is not p) for p in services}
    return biz.cached("included_offer.lists_services", build).get(sid, False)


def _says_name(product: dict, other: dict) -> bool:
    described = f" {clean(' '.join(every_language(product.get('description'))))} "
    return any(name and f" {clean(name)} " in described for name in every_language(other.get("name")))
