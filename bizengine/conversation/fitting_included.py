"""«¿cuánto cuesta una X? ¿me la pones tú?», «¿y ponerla?», «¿cuánto cuesta cambiar la X?», gl «¿pódesma
poñer ti?»: the job of fitting a part sold asked, where the price of a service the business books includes
that part (catalogue `includes`): that service is said with its price and what it includes, with a button
to book it. No service including the part: nothing is said here (a person answers, as before)."""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation.booking_draft import bookable_service
from bizengine.conversation.booking_draft import mid_flow as booking_mid_flow
from bizengine.conversation.cards import chip_action, meta
from bizengine.conversation.messages import money, pick, say
from bizengine.understanding.lexicon import CAN_YOU
from bizengine.understanding.refers_back import sold

# put, fit, change, place, install: said to the business («pones», «montáis») or as an infinitive
_FIT = (r"(?:pones|pone|poneis|ponedes|ponen|pos|pon|poner|montas|montais|montades|montan|montar|cambias|cambiais|"
        r"cambiades|cambian|cambiar|colocas|colocais|colocades|colocan|colocar|instalas|instalais|instalades|"
        r"instalan|instalar)")
_IT = r"(?:la|lo|las|los|a|o|as|os|ma|mo|mas|mos)"
_FITTING_ASKED_RE = re.compile(
    rf"\b(?:me|nos) {_IT}(?: {CAN_YOU})? {_FIT}\b"                    # «¿me la pones?», «¿me la podéis poner?»
    rf"|\b(?:podes|podedes|puedes|podeis)(?:ma|mo|mas|mos|la|lo|a|o|me|nos) {_FIT}\b"     # «¿pódesma poñer?»
    r"|\b(?:poner|montar|cambiar|colocar|instalar)(?:me|nos)?l[ao]s?\b"   # «¿y ponerla?», «cambiármela»
    r"|\b(?:pone|monta|cambia|coloca|instala)(?:l[ao]s?|m[ao])\b"       # gl «¿y poñela?», «cambiama»
    # «¿cuánto cuesta cambiar la X?», «¿me montáis una X?» (not «¿me pones una X?»: that one is ordered)
    r"|\b(?:(?:me|nos) )?(?:montar|cambiar|colocar|instalar|montais|montades|cambiais|cambiades|colocais|"
    r"instalais|poner) (?:la|el|las|los|una|un|unha|o|a|os|as|mi|mis|nueva|nuevo|nova|novo)\b")


def asks(c, s) -> bool:
    return _fitting(c, s) is not None


def answer(c, s) -> None:
    found = _fitting(c, s)
    assert found is not None
    part, service = found
    lang = c.lang
    about = (pick(service.get("description"), lang) or "").strip().rstrip(".")
    text = say("fitting_included", lang, service=product_name(service, lang),
               price=money(service["price_cents"], lang), about=about)
    if part["id"] in {line["item_id"] for line in s.items.lines}:   # named now: its own price first
        text = f"{say('price', lang, name=product_name(part, lang), price=money(part['price_cents'], lang))} {text}"
    c.note("fitting", True, f"{part['id']} entra en {service['id']} (catálogo `includes`)")
    c.say(text, meta(chips=[chip_action(say("book_item_chip", lang, name=product_name(service, lang)),
                                        {"type": "service", "item_id": service["id"]})]))
    c.state["last"] = {**(c.state.get("last") or {}), "item": service["id"], "topic": "price", "topics": ["price"]}


def _fitting(c, s) -> tuple[dict, dict] | None:
    """(the part, the service whose price includes it) when fitting one part is asked."""
    if booking_mid_flow(c) or not _FITTING_ASKED_RE.search(s.norm or ""):
        return None
    last = (c.state.get("last") or {}).get("item")
    named = [line["item_id"] for line in s.items.lines] or ([last] if last else [])
    parts = {pid for pid in named if sold(c.biz, pid)}
    if len(parts) != 1 or len(set(named)) != 1:
        return None
    pid = parts.pop()
    service = next((p for p in c.biz.products.values()
                    if pid in (p.get("includes") or ()) and bookable_service(c.biz, p)), None)
    return (c.biz.products[pid], service) if service is not None else None
