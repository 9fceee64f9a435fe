"""A question about a visit, asked before any is wished (understanding/asked_before_booking.py): «¿podemos ir 4
personas sin reservar?», «mi hijo tiene 1 año, ¿le podéis <verb>?», «quiero <service>, ¿qué me recomiendas?».
Holding a booking for it («Apunto: …») would answer a question nobody asked and drop the one asked: the question
is answered first (the business's texts, else a person), and the visit is only offered, a button to press."""
from __future__ import annotations

from bizengine.business.product_names import product_name
from bizengine.conversation import booking_draft, booking_turns
from bizengine.conversation import order_form as ordering
from bizengine.conversation.booking_draft import bookable_service
from bizengine.conversation.cards import chip_text
from bizengine.conversation.handoff import handoff_question, kb_first
from bizengine.conversation.messages import say
from bizengine.conversation.product_info import item_chips
from bizengine.language.clock import fmt_day
from bizengine.language.text import clean, singular
from bizengine.understanding.asked_before_booking import (
    able_asked_after_a_condition,
    advice_asked,
    booking_needed_asked,
    walk_in_asked,
    walk_in_said,
)
from bizengine.understanding.items import find_items, hint_words
from bizengine.understanding.lexicon import question_apart


def answered(c, s) -> bool:
    """The question answered and the visit offered, when the message asks about one without wishing it."""
    if not c.biz.can("booking") or booking_draft.mid_flow(c) or ordering.mid_flow(c):
        return False
    if not (_walk_in(s) or (booking_turns.wants(c, s) and _asks_first(c, s))):
        return False
    c.note("booking", False, "una pregunta antes de pedir nada: se contesta y se ofrece la cita")
    services = _services_pointed(c, s)
    _answer(c, s, services)
    chips = _offered(c, s, services)
    if c.replies:
        reply = c.replies[-1]
        reply["meta"] = {**(reply.get("meta") or {}), "chips": chips}
    return True


def _walk_in(s) -> bool:
    """«¿podemos ir 4 sin reservar?», «somos 4, ¿hace falta reservar?» (asked, with no day or time: «somos 4 el
    sábado a las 21, ¿hace falta reservar?», «necesito reservar para 4 el sábado» are the booking, its rule
    asked beside); a visit to look is the hours' («¿se puede pasar sin cita a ver?»)."""
    norm = s.norm or ""
    if "hours" in (s.topics or ()):
        return False
    asked = "?" in (s.raw or s.text or "") and not (s.when.has_day or s.when.has_time)
    return walk_in_asked(norm) or (booking_needed_asked(norm) and asked)


def _asks_first(c, s) -> bool:
    w = s.when
    if w.has_day or w.has_time or s.name or s.phone:
        return False    # «mi hijo tiene 5 años, ¿le podéis <verb> el martes?»: the visit itself
    if advice_asked(s.norm or "") and s.party is None:
        return True     # («somos 4, ¿qué nos recomendáis?» asks beside the table wished)
    if s.booking_kw or s.party is not None or s.symptom_of:
        return False    # «se me pinchó la rueda, ¿me la podéis arreglar?»: the problem told is what the visit is for
    return able_asked_after_a_condition(s.text or "", s.age is not None) and not _service_told_before(c, s)


def _service_told_before(c, s) -> bool:
    """«tengo un <service's own name>, ¿me lo podéis arreglar?»: the thing told is the service itself, wished; an
    allergy to it («tengo alergia al <service>, ¿me lo podéis hacer?») is a condition."""
    apart = question_apart(s.text or "")
    return apart is not None and not (s.diet or {}).get("allergy") and bool(find_items(clean(apart[0]), c.biz).lines)


def _answer(c, s, services: list[dict]) -> None:
    """The business's texts on it: searched with the services it points to named («mi hijo tiene 1 año, ¿le
    podéis <verb>?» finds the text on <the group's service for children>), then with the question alone
    («somos 4, ¿hay que reservar?»); without one, a person."""
    text = s.text or ""
    names = " ".join(product_name(p, c.lang) for p in services)
    apart = question_apart(text)
    walk_in = walk_in_said(s.norm or "")
    if (walk_in and kb_first(c, walk_in)) or (names and kb_first(c, f"{text} {names}")) or kb_first(c, text) \
            or (apart and kb_first(c, apart[1])):
        return
    handoff_question(c, text)


def _services_pointed(c, s) -> list[dict]:
    """The bookable services named, or the one a group's hint word points to («mi hijo» → the children's)."""
    products = c.biz.products
    ids = [line["item_id"] for line in s.items.lines]
    words = {singular(w) for w in (s.norm or "").split()}
    for entry in s.items.ambiguous:
        hinted = {pid for word, pid in hint_words(c.biz, entry.get("word") or "").items() if word in words}
        ids += sorted(hinted) if len(hinted) == 1 else []
    return [products[pid] for pid in dict.fromkeys(ids) if pid in products and bookable_service(c.biz, products[pid])]


def _offered(c, s, services: list[dict]) -> list[dict]:
    """The services pointed to, each its «Pedir cita: X»; else the business's own button to book (a table or an
    appointment), with the party and the day said."""
    if services:
        return item_chips(c, services) or []
    kind = "staff" if (c.biz.data.get("booking") or {}).get("mode") == "staff" else "tables"
    text = say(f"book_chip_{kind}_text", c.lang)
    if kind == "tables" and s.party is not None:
        text = say("book_chip_tables_party_text", c.lang, n=s.party)
    if s.when.has_day and s.when.ymd:
        text += " " + say("table_for_the_day", c.lang, day=fmt_day(s.when.ymd, c.lang))
    return [chip_text(say(f"book_chip_{kind}", c.lang), text)]
