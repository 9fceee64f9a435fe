"""A problem told about something the business sells or mends («se me rompió la X», «la X hace
ruido», a symptom the dataset gives a service): never an order of X. The service that fits is
offered as an appointment (a «sí» takes it), else X or a person is asked, else a person sees it."""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation import booking_form, info, order_input
from bizengine.conversation import order_form as ordering
from bizengine.conversation.booking_draft import bookable_service
from bizengine.conversation.cards import chip_action, chip_text, meta
from bizengine.conversation.handoff import handoff_person, kb_first
from bizengine.conversation.messages import join_list, money, say
from bizengine.knowledge.lexical import words_held
from bizengine.understanding.each_its_own import each_told_its_own
from bizengine.understanding.refers_back import sold
from bizengine.understanding.symptoms import told_by_symptoms

# «eléctrica», «batería»: so many words of the problem, none the catalogue's, that a text holds (or half of them)
_WORDS_THE_TEXT_HOLDS = 2


def _services(c, s) -> list[str]:
    """The bookable services the dataset maps the problem to: its symptoms', then those whose
    price includes a part named (catalogue `includes`). A service merely named is no fit
    («el <tool> no funciona» says nothing of a service)."""
    named = {line["item_id"] for line in s.items.lines}
    ids = list(s.symptom_of)
    ids += [pid for pid, p in c.biz.products.items() if set(p.get("includes") or ()) & named]
    return [pid for pid in dict.fromkeys(ids) if bookable_service(c.biz, c.biz.products.get(pid) or {})]


def _services_of_each_problem(c, s) -> list[str]:
    """«los frenos chirrían y la X se sale»: one bookable service for each problem told."""
    return [pid for pid in dict.fromkeys(s.symptom_of) if bookable_service(c.biz, c.biz.products.get(pid) or {})]


def _offer_services(c, ids: list[str], person: dict) -> None:
    """Two problems, two services: both offered in one appointment, never only the first."""
    products = [c.biz.products[pid] for pid in ids]
    names = join_list([product_name(p, c.lang) for p in products], c.lang)
    listed = join_list([say("trouble_service_priced", c.lang, name=product_name(p, c.lang),
                            price=money(p["price_cents"], c.lang), minutes=p["duration_minutes"])
                        for p in products], c.lang)
    c.note("trouble", True, f"problemas contados: se ofrecen {', '.join(ids)}")
    c.say(c.t("trouble_services", services=listed, biz=c.biz.name),
          meta(chips=[chip_action(say("book_item_chip", c.lang, name=names),
                                  {"type": "service", "item_id": ids[0]}), person]))
    _remember(c, ids[0], "service", also=ids[1:])


def _each_things_own(c, s, told: list[str]) -> list[str]:
    """«tengo dos <things>, una con <X> y otra con <Y>»: the two services, one for each thing (X named by its
    own name, as «pinchazo», counts as told); none when that is not what was said."""
    if s.job_things != 2 or not each_told_its_own(s.norm or ""):
        return []
    named = [line["item_id"] for line in s.items.lines
             if bookable_service(c.biz, c.biz.products.get(line["item_id"]) or {})]
    services = list(dict.fromkeys([*named, *told]))
    return services if len(services) == 2 else []


def _offer_each_apart(c, ids: list[str], person: dict) -> None:
    """Two things, a service each: both told, the first offered now and the other after it is sent (one
    appointment is one job: `other_jobs_apart`), never both in one appointment."""
    first, other = (c.biz.products[pid] for pid in ids)
    listed = join_list([say("trouble_service_priced", c.lang, name=product_name(p, c.lang),
                            price=money(p["price_cents"], c.lang), minutes=p["duration_minutes"])
                        for p in (first, other)], c.lang)
    c.note("trouble", True, f"dos cosas, un problema cada una: se ofrece {first['id']}, luego {other['id']}")
    c.say(c.t("trouble_services_apart", services=listed, first=product_name(first, c.lang).lower(),
              other=product_name(other, c.lang).lower(), biz=c.biz.name),
          meta(chips=[chip_action(say("book_items_apart_chip", c.lang, first=product_name(first, c.lang),
                                      other=product_name(other, c.lang)),
                                  {"type": "service", "item_id": first["id"]}), person]))
    _remember(c, first["id"], "service", apart=[other["id"]])


def _part(c, s) -> dict | None:
    """The one thing named that is sold, not booked."""
    parts = {line["item_id"] for line in s.items.lines if sold(c.biz, line["item_id"])}
    return c.biz.products[parts.pop()] if len(parts) == 1 else None


def _remember(c, item: str, kind: str, also: list[str] | None = None, apart: list[str] | None = None) -> None:
    """The thing offered is the one talked about («vale, dame cita», «ponme una»); a «sí» next
    turn takes it (take_offer), with the other services offered beside it (`also`) or after it (`apart`)."""
    last = dict(c.state.get("last") or {})
    offered = {"kind": kind, "id": item, **({"with": list(also)} if also else {}),
               **({"apart": list(apart)} if apart else {})}
    last.update(item=item, topic=None, topics=[], offered=offered)
    c.state["last"] = last


def _the_texts_tell_it(c, s) -> bool:
    """«a miña <thing> <kind> non carga a <part>»: a service only guessed from a word of its names («<thing>»),
    no symptom of the dataset told, while the knowledge's text holds two words of the problem the catalogue
    lacks («<kind>», «<part>»), or half of them: the text answers (what is done about it), no service is offered."""
    if not s.symptom_of or told_by_symptoms(s.norm or "", c.biz):
        return False
    beyond = info.words_besides_catalogue(c.biz, s.norm or "")
    held = words_held(c.biz, s.text or "", beyond)
    return bool(held) and (held >= _WORDS_THE_TEXT_HOLDS or 2 * held >= len(beyond)) and kb_first(c, s.text or "")


def answer(c, s) -> None:
    if s.complaint:     # something bought or done here went wrong: a person sees it, nothing is sold
        handoff_person(c, "complaint", s.text or "", "trouble_person")
        return
    if _the_texts_tell_it(c, s):
        return
    services = _services(c, s)
    part = _part(c, s)
    person = chip_text(say("trouble_person_chip", c.lang), say("trouble_person_text", c.lang))
    told = _services_of_each_problem(c, s)
    each = _each_things_own(c, s, told)
    if each:
        _offer_each_apart(c, each, person)
    elif len(told) > 1:
        _offer_services(c, told, person)
    elif services:
        p = c.biz.products[services[0]]
        c.note("trouble", True, f"problema contado: se ofrece {p['id']}")
        c.say(c.t("trouble_service", name=product_name(p, c.lang), price=money(p["price_cents"], c.lang),
                  minutes=p["duration_minutes"], biz=c.biz.name),
              meta(chips=[chip_action(say("book_item_chip", c.lang, name=product_name(p, c.lang)),
                                      {"type": "service", "item_id": p["id"]}), person]))
        _remember(c, p["id"], "service")
    elif part is not None and c.biz.can("order") and any(bookable_service(c.biz, p) for p in c.biz.products.values()):
        c.note("trouble", True, f"problema contado: ¿comprar {part['id']} o una persona?")
        name = product_name(part, c.lang)
        c.say(c.t("trouble_part", name=name, price=money(part["price_cents"], c.lang), biz=c.biz.name),
              meta(chips=[chip_action(say("order_item_chip", c.lang, name=product_name(part, c.lang)),
                                      {"type": "add", "item_id": part["id"]}), person]))
        _remember(c, part["id"], "part")
    else:
        handoff_person(c, "trouble", s.text or "", "trouble_person")
    if part is not None:        # «quiero una nueva», «otra igual» next turn: this one (refers_back.py)
        c.state["last"] = {**(c.state.get("last") or {}), "told": part["id"]}


# «comprarla», «la compro», «quiero comprarla», «mércoa»: the part offered, bought
_BUYS_IT_RE = re.compile(r"\b(?:compr\w*|merc(?:o|ala|alo|ar|oa|oo)\w*)\b")
# «una persona», «mejor una persona», «a persoa»: the other choice of the part offer
_A_PERSON_RE = re.compile(r"^(?:(?:mejor|mellor|prefiero|prefiro|pues|pois) )?(?:(?:una|unha|la|a) )?"
                          r"(?:persona|persoa)$")


def _only_when(s) -> bool:
    """A day, a time or a part of the day, and nothing else asked: a yes to the appointment offered."""
    w = s.when
    return bool(w.has_day or w.has_time or w.part or w.asap or w.ambiguous_day) \
        and not (s.topics or s.cancel or s.resource or any(s.diet.values()) or s.handoff)


def _names_another(s, offered: dict) -> bool:
    """Things named beside the one offered (the reader leans «sí, el martes» on it: no other thing)."""
    return s.has_items and [line["item_id"] for line in s.items.lines] != [offered.get("id")]


def take_offer(c, s, offered: dict | None) -> bool:
    """«sí», «vale», «sí, el martes» to what was offered last turn: the service's appointment, or
    the thing asked about first («¿Quieres comprar X o…?»: «comprarla» too; «una persona» hands it over)."""
    held = booking_form.mid_flow(c) or ordering.mid_flow(c)
    if offered and s.primary == "no" and not held:
        c.say(c.t("trouble_declined", biz=c.biz.name))      # «no»: nothing written down, a person offered
        return True
    if offered and not held and _A_PERSON_RE.match((s.norm or "").strip(" .!")):
        handoff_person(c, "person", s.text or "", "handoff_person")
        return True
    buys = bool(offered and offered.get("kind") == "part" and _BUYS_IT_RE.search(s.norm or ""))
    when = bool(offered and offered.get("kind") == "service" and _only_when(s))    # «el martes por la mañana»
    if not offered or not (s.yes or buys or when) or s.no or _names_another(s, offered) or (s.question and not when) \
            or held:
        return False
    c.note("trouble", True, f"acepta lo ofrecido: {offered['id']}")
    if offered.get("kind") == "service":
        # the booking reads the service talked about last (`last.item`) and those offered with it
        c.state["last"] = {**(c.state.get("last") or {}), "offered": offered}
        booking_form.start(c, s)
        return True
    if c.state.get("done") or c.state.get("intent") != "order":
        ordering.reset(c)
    line = {"item_id": offered["id"], "qty": 1, "options": {}}
    ordering.order_step(c, s, lambda c: order_input.add_lines(c, [line]))
    return True
