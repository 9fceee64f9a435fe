"""A question and a request in one message: «¿tenéis X? ponme 6 para mañana», «¿cuánto cuesta el
X? quiero sitio para 2 el jueves», «quiero 6 X para mañana. ¿tenéis algo sin gluten?». The
question is answered from the data and the request is taken as written, each read on its own
(the dialog's `route` and `answer_info` are passed in: this module sits under routing)."""
from __future__ import annotations

import re
from collections.abc import Callable

from bizengine.conversation import info, lead_answers, staff_answers
from bizengine.conversation.booking_draft import mid_flow as booking_mid_flow
from bizengine.conversation.booking_draft import resource_name_of
from bizengine.conversation.records import reading_context
from bizengine.language import clock
from bizengine.language.text import clean
from bizengine.understanding import reader as nlu
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import (
    EARLIER_RE,
    HAVE_RE,
    IF_NOT_RE,
    LEAD_QUESTION_RE,
    asked_within,
    question_apart,
    questions_apart,
)
from bizengine.understanding.signals import Signals

Handler = Callable[..., None]


def question_then_request(c, s, route: Handler, answer_info: Handler) -> bool:
    """«¿tenéis X? ponme 6 para mañana», «¿cuánto cuesta el X? sitio para 2 el jueves»:
    the question answered from the data, then the request read on its own (leaning on what the
    answer was about: «…? si no, quiero una para el jueves»)."""
    raw = s.text or ""
    end = raw.find("?")
    after = _IF_SO_RE.sub("", raw[end + 1:].strip(" ,.;"))
    held = bool(c.state.get("awaiting"))      # a request being written down: only a new day or time after it
    if end <= 0 or len(after.split()) < 2:
        return False
    context = reading_context(c.state, c.now)
    asked = nlu.analyze(raw[:end + 1], c.biz, context)
    if not _answerable(c, asked):
        return False
    named = {line["item_id"] for line in asked.items.lines}
    if len(named) == 1:
        context["last_item"] = named.pop()          # «…? ponme 6», «…? si no, quiero una»: that one
        context["asked_of_a_thing"] = True          # «…? ¿podría ser el lunes?»: that one, that day
    wish = nlu.analyze(after, c.biz, context)
    if not held and _for_how_many(asked, wish):
        # «el X cuánto es? es para 2», «…? somos 3»: the price asked is for so many, no table asked for
        answer_info(c, nlu.analyze(f"{raw[:end].strip()} para {wish.party}?", c.biz, context))
        return True
    if not (_a_new_when(c, wish) if held else _a_request(c, wish)):
        return False
    carried = _carried_from(c, asked, wish)
    if carried:
        wish = nlu.analyze(f"{after} {carried}", c.biz, context)
    if IF_NOT_RE.match(clean(raw[end + 1:])) and asked.diet.get("asks"):
        avoid = wish.diet.get("avoid") or []        # «¿lleva X? si no, ponme 3»: only if it does not
        wish.diet = {**wish.diet, "avoid": [*avoid, *(a for a in asked.diet["asks"] if a not in avoid)]}
    answered = len(c.replies)
    c.day_told_after = wish.when.ymd if wish.when.has_day else None
    if not _the_guard_answers(c, asked, wish):
        _answer_without_chips(c, asked, answer_info)
    c.day_told_after = None
    c.signals = wish
    start = len(c.replies)
    route(c, wish)
    said_once(c, [reply["text"] for reply in c.replies[answered:start]], start)
    return True


def question_then_booking(c, s, route: Handler, answer_beside: Handler) -> bool:
    """«¿hai <thing> para bebés? imos catro o domingo ás 14», «¿tenéis <thing>? somos 6 el sábado a las 21»:
    a question the data may not answer, then a table told by its party and its day or time. The booking
    is written down and the question answered before its next question (`answer_beside`: the data,
    the knowledge, else it goes with the booking to a person)."""
    raw = s.text or ""
    end = raw.find("?")
    after = raw[end + 1:].strip(" ,.;")
    if end <= 0 or "?" in after or s.primary == "booking" or c.state.get("awaiting") or not c.biz.can("booking"):
        return False        # (a booking word after the question: the booking's own route passes it on)
    return _booking_and_question(c, after, raw[:end + 1].strip(), route, answer_beside)


def booking_then_question(c, s, route: Handler, answer_beside: Handler) -> bool:
    """«somos 6 el sábado a las 21, ¿tenéis <thing>?», «somos 6 o sábado ás 21, tedes <thing>?»: a table told
    by its party and its day or time, then a question the data may not answer; the same as the other order."""
    if s.primary == "booking" or c.state.get("awaiting") or not c.biz.can("booking"):
        return False        # (a booking read whole: its own route passes the question on)
    if EARLIER_RE.search(s.norm or ""):
        return False        # «tengo reservado el viernes para 4, ¿…?»: asked of the one made before
    apart = question_apart(s.text or "")
    if apart is None or "?" in apart[0] or "?" not in apart[1]:
        return False
    return _booking_and_question(c, apart[0], apart[1], route, answer_beside)


def room_asked_beside(c, s, route: Handler, answer_beside: Handler) -> bool:
    """«¿hay menú del día el jueves? ¿y sitio para 2 a las 14?», «¿tenéis sitio el sábado para 6? ¿cuánto
    cuesta el menú?», «¿cuánto cuesta X y hay sitio mañana para 2?»: room for a party asked beside another
    question. The room is a booking begun as «¿tenéis sitio…?» alone begins it (on the day the other
    question names, when it names none), and the other question is answered beside it."""
    if c.state.get("awaiting") or booking_mid_flow(c) or not c.biz.can("booking"):
        return False
    pieces = [piece for part in questions_apart(s.text or "") for piece in asked_within(part)]
    if len(pieces) != 2 or not all(piece.endswith("?") for piece in pieces):
        return False        # «para 3 el sábado a las 14? uno va en silla de ruedas»: a remark, for its note
    context = reading_context(c.state, c.now)
    read = [nlu.analyze(piece, c.biz, context) for piece in pieces]
    rooms = [i for i, r in enumerate(read) if _room_asked(r)]
    if len(rooms) != 1:
        return False
    told, question = pieces[rooms[0]], pieces[1 - rooms[0]]
    wish, asked = read[rooms[0]], read[1 - rooms[0]]
    if asked.primary != "info" or asked.booking_kw or asked.party is not None or asked.when.has_time \
            or (asked.when.has_day and wish.when.has_day and asked.when.ymd != wish.when.ymd):
        return False
    if asked.when.has_day and not wish.when.has_day and asked.when.day_text:
        wish = nlu.analyze(f"{told.rstrip(' ?')} {asked.when.day_text}?", c.biz, context)    # «…el jueves? ¿y sitio…?»
    return _book_then_answer(c, wish, asked, question, route, answer_beside)


def _room_asked(s) -> bool:
    """«¿tenéis sitio el sábado para 6?», «¿y sitio para 2 a las 14?»: room for a party, asked for then."""
    return s.primary == "booking" and s.party is not None and (s.when.has_day or s.when.has_time)


def _booking_and_question(c, told: str, question: str, route: Handler, answer_beside: Handler) -> bool:
    """`told` a table by its party and day or time, `question` one that names neither: the booking
    routed, and the question answered before the booking's next question."""
    context = reading_context(c.state, c.now)
    wish = nlu.analyze(told, c.biz, context)
    if wish.primary != "booking" or wish.question or wish.party is None \
            or not (wish.when.has_day or wish.when.has_time):
        return False
    asked = nlu.analyze(question, c.biz, context)
    if asked.primary != "info" or asked.booking_kw or asked.party is not None \
            or asked.when.has_day or asked.when.has_time:
        return False        # «¿abrís el domingo? somos 4 a las 14»: the day asked is the booking's
    return _book_then_answer(c, wish, asked, question, route, answer_beside)


def _book_then_answer(c, wish, asked, question: str, route: Handler, answer_beside: Handler) -> bool:
    """The booking routed as `wish`, and the question answered before the booking's next question."""
    c.signals = wish
    start = len(c.replies)
    route(c, wish)
    if booking_mid_flow(c):
        said_beside_booking(c, start, lambda: answer_beside(c, asked, question))
    return True


def said_beside_booking(c, start: int, say_it: Callable[[], None]) -> None:
    """An answer beside a booking goes before the booking's replies; a question passed on with it
    («Se lo apunto al local junto a tu reserva…») after its «Apunto: …», the booking it speaks of."""
    questions = len(c.state["booking"].get("questions") or [])
    later = c.replies[start:]
    del c.replies[start:]
    say_it()
    said = c.replies[start:]
    del c.replies[start:]
    c.replies.extend(later)
    at = start
    if len(c.state["booking"].get("questions") or []) > questions:
        prefix = c.t("bk_noted", what="").split(":")[0]
        at = next((i + 1 for i in range(start, len(c.replies)) if c.replies[i]["text"].startswith(prefix)), start)
    c.replies[at:at] = said


_SENTENCE_END_RE = re.compile(r"(?<=[.!])\s+")


def said_once(c, answer: list[str], start: int) -> None:
    """«¿abrís el lunes a las 21? somos 2»: the answer said «El lunes … no abrimos.»; the request's own
    reply after it does not say that sentence again (a reply made only of it stays)."""
    said = {sentence for text in answer for sentence in _SENTENCE_END_RE.split(text)}
    for reply in c.replies[start:]:
        sentences = _SENTENCE_END_RE.split(reply["text"])
        kept = [sentence for sentence in sentences if sentence not in said]
        if kept and len(kept) < len(sentences):
            reply["text"] = " ".join(kept)


def _the_guard_answers(c, asked, wish) -> bool:
    """«¿lleva X? si no, ponme 3» of a product that has X: the order's diet guard says so, with
    what fits instead; answered first too, it would be said twice."""
    avoid = set(wish.diet.get("avoid") or [])
    return bool(avoid) and any(avoid & set((c.biz.products.get(line["item_id"]) or {}).get("contains") or [])
                               for line in asked.items.lines)


def _carried_from(c, asked, wish) -> str:
    """The day, the time and the person the question named, in words, when the request names none:
    «¿abrís mañana? quiero 6 X a las 10» is for tomorrow, «¿podemos ir el sábado a las 21 a ver…? somos
    4» at 21:00, «¿está Iago el jueves? un X a las 12» with Iago."""
    words = []
    gl = asked.lang == "gl"
    if asked.when.has_day and asked.when.ymd and not (wish.when.has_day or wish.when.ambiguous_day):
        words.append(f"{'para o' if gl else 'para el'} {clock.fmt_date(asked.when.ymd, asked.lang)}")
    if asked.when.has_time and asked.when.minutes is not None and not _a_time_said(wish):
        words.append(f"{'ás' if gl else 'a las'} {clock.fmt_time(asked.when.minutes)}")
    if asked.resource and not wish.resource:
        words.append(f"con {resource_name_of(c.biz, asked.resource) or asked.resource}")
    return " ".join(words)


def _a_time_said(s) -> bool:
    w = s.when
    return bool(w.has_time or w.part or w.window or w.asap or w.rel_min is not None)


def request_then_diet_question(c, s, route: Handler, answer_info: Handler) -> bool:
    """«quiero 6 X para mañana. ¿tenéis algo sin gluten?»: the request as written, and what fits the
    diet asked about, said before the request's next question (the question restricts nothing asked for)."""
    apart = question_apart(s.text or "")
    if apart is None or not _OTHER_THINGS_RE.search(clean(apart[1])) or find_items(clean(apart[1]), c.biz).any:
        return False        # «¿son aptos para celíacos?» asks about what is ordered: the order answers it
    context = reading_context(c.state, c.now)
    asked = nlu.analyze(apart[1], c.biz, {**context, "awaiting": None})
    diet_asked = asked.diet.get("avoid") or asked.diet.get("asks")
    if not diet_asked or asked.want_kw:
        return False
    wish = nlu.analyze(apart[0], c.biz, context)
    if not _a_request(c, wish):
        return False
    c.signals = wish
    route(c, wish)
    question = c.replies.pop() if c.state.get("awaiting") and c.replies else None
    _answer_without_chips(c, asked, answer_info)
    c.replies.extend([question] if question else [])
    return True


def request_then_thing_asked(c, s, route: Handler, answer_info: Handler) -> bool:
    """«quiero 4 X para el sábado y saber si tenéis Y», «…, ¿tenéis Y?»: whether Y is sold (with its
    price) answered first, then the order as written; Y is not ordered."""
    apart = question_apart(s.text or "") if c.biz.can("order") and not c.state.get("awaiting") else None
    if apart is None:
        return False
    context = reading_context(c.state, c.now)
    asked = None
    if len(apart[1]) < len(apart[0]):       # (the shorter part read first: either one failing ends it)
        asked = _a_thing_asked(c, apart[1], context)
        if asked is None:
            return False
    wish = nlu.analyze(apart[0], c.biz, context)
    named = {line["item_id"] for line in wish.items.lines}
    if not (_a_request(c, wish) and wish.primary == "order" and named):
        return False
    if asked is None:
        asked = _a_thing_asked(c, apart[1], context)
    if asked is None or named & {line["item_id"] for line in asked.items.lines}:
        return False        # «quiero 4 X, ¿tenéis X de 12?»: asked of what is ordered
    _answer_without_chips(c, asked, answer_info)
    c.signals = wish
    route(c, wish)
    return True


def _a_thing_asked(c, text: str, context) -> Signals | None:
    """`text` read as whether things are had, asking no day or time of them; None if it is not."""
    asked = nlu.analyze(text, c.biz, {**context, "awaiting": None})
    if not (asked.items.lines and HAVE_RE.search(asked.norm or "")) or asked.want_kw or asked.favour_kw \
            or asked.when.has_day or asked.when.has_time:
        return None         # («¿tenéis X para el sábado?»: whether it can be had then, the order's own answer)
    return asked


_OTHER_THINGS_RE = re.compile(r"\b(?:algo|cosas?|cousas?|alguna cosa|algunha cousa|productos?|produtos?|opciones|"
                              r"opcions|que (?:teneis|tendes|tedes|hay|hai))\b")


def _answer_without_chips(c, asked, answer_info: Handler) -> None:
    """Answer a question beside a request: its buttons («Hacer un pedido», «Encargar: X») are what
    the request already does."""
    start = len(c.replies)
    answer_info(c, asked)
    for reply in c.replies[start:]:
        if reply.get("meta"):
            reply["meta"].pop("chips", None)


# «…? si no, quiero una»: the request hangs on the answer, given first
_IF_SO_RE = re.compile(r"^(?:(?:si no|se non)(?: (?:lo |la |los |las |o |a |os |as )?(?:lleva|llevan|leva|levan|tiene|"
                       r"tienen|ten|teñen|contiene|contén))?|si es así|si es asi|se é así|se e asi|si es que sí|"
                       r"entonces|pues|pois)\b[,.]?\s*", re.IGNORECASE)


def _answerable(c, s) -> bool:
    """A question the data answers (a topic, a diet, a person, a lead time), asking for nothing."""
    if not s.question or s.want_kw or s.order_kw or s.booking_kw or s.favour_kw or s.handoff or s.refusal:
        return False
    return bool(info.topics_of(s) or (s.diet or {}).get("asks") or staff_answers.asks(c, s) or lead_answers.asks(c, s)
                or (s.has_items and len(s.norm.split()) <= 4))      # «¿tenéis X?»


def _a_new_when(c, s) -> bool:
    """«¿cerráis el lunes? vale pues el martes a las 21» while a request is written down: a day or a
    time for it, or a count of what it holds («¿cuánto cuestan los X? ponme 6 para mañana»), and nothing
    else asked or added."""
    recounted = _counts_of_the_held(c, s)
    return bool(s.when.has_day or s.when.has_time or recounted) and not (s.question or (s.has_items and not recounted))


def _counts_of_the_held(c, s) -> bool:
    """Only counts of the order's lines («ponme 6», «mejor 6»): nothing new named, nothing to choose."""
    held = {line.get("item_id") for line in c.state["order"]["lines"]}
    found = s.items
    return bool(found.lines) and found.mode == "set" and not (found.ambiguous or found.unknown) \
        and all(line["item_id"] in held for line in found.lines)


_RESERVED_RE = re.compile(r"\breserv\w*")


def _for_how_many(asked, wish) -> bool:
    """A price asked of things named, then only a party said («es para 2», «somos 3»): no day, no time,
    no table nor booking word, no wish, nothing named."""
    w = wish.when
    return bool("price" in asked.topics and asked.has_items and wish.party is not None
                and not (w.has_day or w.has_time or w.part or w.asap or wish.book_noun or wish.want_kw
                         or wish.has_items or _RESERVED_RE.search(wish.norm or "")))


def _a_request(c, s) -> bool:
    """An order or a booking asked for, with what it is for or when."""
    if s.question and not (s.want_kw or s.booking_kw):
        return False
    if s.question and LEAD_QUESTION_RE.search(s.norm or "") and not (s.when.has_day or s.when.has_time):
        return False        # «…? ¿hay que reservarlo?», «…? ¿la tengo que encargar?»: how far ahead, asked
    return s.primary in ("order", "booking") and (s.has_items or s.booking_kw or s.want_kw)
