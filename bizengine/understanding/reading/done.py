"""What is done with the request: cancelled, a detail dropped or refused, left for now, a form step
skipped, a problem or trouble told (`_read_what_is_done`, `_read_problems`, `_read_trouble`)."""
from __future__ import annotations

import re
from datetime import datetime

from bizengine.language.dates import parse_when
from bizengine.language.text import clean, normalize, to_int
from bizengine.understanding.asked_before_booking import ready_by_asked
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.details import find_party, handoff_index
from bizengine.understanding.hours_to_call import names_a_time
from bizengine.understanding.items import CONTACT_ANSWERS, count_set
from bizengine.understanding.judged_bad import judged_bad
from bizengine.understanding.leaving import leaves_for_now
from bizengine.understanding.lexicon import (
    ADD_MORE_RE,
    AS_IT_WAS_RE,
    BYE_RE,
    CALL_ME_RE,
    CALLED_OFF_ALL_RE,
    CANCEL_A_REQUEST_RE,
    CANCEL_IT_RE,
    CANCEL_RE,
    CHANGE_DAY_RE,
    CHANGE_TIME_RE,
    DONT_SEND_RE,
    EARLIER_RE,
    FREE_TIME_RE,
    INTERROGATIVE_RE,
    IT_IS,
    MADE_BEFORE_RE,
    MARKED_EARLIER_RE,
    MAYBE_LATER_RE,
    NOT_WANTED_RE,
    PERSON_RE,
    QUESTION_START_RE,
    THANKS_RE,
    WANT_RE,
)
from bizengine.understanding.reading.intent import refusal_for
from bizengine.understanding.reading.shared import (
    _AROUND_A_REQUEST,
    _CAN_YOU_THEN_RE,
    _FOR_THE,
    _LEADS,
    _SOME,
    _THIS,
    _WANTED,
    _WHICH,
    _asks_for_staff,
    _books_staff,
    _books_tables,
    _nothing_ordered,
    _only,
    _words_of_when,
)
from bizengine.understanding.refers_back import a_new_thing
from bizengine.understanding.ruled_out import (
    ANOTHER_DAY_RE,
    ANY_DAY_RE,
    REFUSE_VERB,
    REFUSED_AFTER_RE,
    REFUSED_BEFORE_RE,
    WEEKEND,
    excepted_day,
    refused_bound,
    refused_part,
    side_wished,
)
from bizengine.understanding.signals import Signals
from bizengine.understanding.symptoms import (
    BOUGHT_RE,
    COMPLAIN_RE,
    complaint_said,
    services_told,
    symptom_words,
    tells_complaint,
    tells_trouble,
)
from bizengine.understanding.visit_asked import visit_asked
from bizengine.understanding.vocabulary import vocabulary_of
from bizengine.understanding.when_free_asked import first_free_days_asked

# A topic word that is not the topic: «no es para una boda», «comunión no, perdón, cumpleaños»,
# «las bodas de oro», «el aniversario de boda de mis padres» (anniversaries)
_NOT_THE_TOPIC_BEFORE_RE = re.compile(r"\b(?:no|non|ni|nin|nada de)(?: \w+){0,3} $"
                                      r"|\b(?:sin|sen|ninguna|ningunha|ningun) $"
                                      r"|\baniversarios? (?:de|da|do) (?:(?:la|a|su|mi|sua|miña|mina) )?$")
_NOT_THE_TOPIC_AFTER_RE = re.compile(r"(?: \w+)?(?: no| non)(?: perdon| perdona| perdoa| digo| gracias| grazas|$)"
                                     r"| de (?:oro|ouro|plata|prata|diamante|rubi|perla|esmeralda)\b")


# at «¿Para cuántas personas?», «mejor una persona» is the party, not a person to talk to
_ONE_PERSON_RE = re.compile(r"\b(?:mejor|mellor|prefiero|prefiro) (?:una persona|unha persoa)\b")


# «no hace falta que me llaméis», «non quero que me chamedes»: no call nor person wanted
_NOT_WANTED_RE = re.compile(r"\b(?:no|non|ni|nin) (?:hace|fai|hai) falta que\b|\b(?:no|non) (?:es|e) necesario que\b"
                            r"|\b(?:no|non) (?:quiero|quero|queremos|necesito|preciso) que\b")


# mid-request, «llámame al 612…», «llamadme si hay algún problema», «que me llamen antes de prepararlo»:
# how the customer is reached about the request (the phone, a note), not a call handed to a person
_HOW_TO_REACH_RE = re.compile(r"[0-9](?:[ .-]?[0-9]){5}|\b(?:si|se|cuando|cando|antes de|en cuanto|en canto)\b")


def _handoff(norm: str, biz, awaiting: str | None = None, remark_on_order: bool = False) -> str | None:
    """The business's topic for people said (not negated, not taken back; in a `remark_on_order`, not
    the occasion the order is for), a person or a call asked for; else None."""
    if _NOT_WANTED_RE.search(norm):
        return None
    best = None
    for rx, tid in biz.cached("nlu.handoff", handoff_index):
        m = next((m for m in rx.finditer(norm) if not (_NOT_THE_TOPIC_BEFORE_RE.search(norm, 0, m.start())
                                                        or _NOT_THE_TOPIC_AFTER_RE.match(norm, m.end())
                                                        or (remark_on_order
                                                            and _FOR_THE_OCCASION_RE.fullmatch(norm, 0, m.start())))),
                 None)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), tid)
    if best:
        return best[1]
    if CALL_ME_RE.search(norm):
        # («llamadme por la tarde» to the phone or the note question: when to call, a note)
        told_when = awaiting in CONTACT_ANSWERS and names_a_time(norm)
        return None if awaiting and (_HOW_TO_REACH_RE.search(norm) or told_when) else "call"
    if awaiting == "party" and _ONE_PERSON_RE.search(norm):
        return None
    return "person" if PERSON_RE.search(norm) else None


def _named_first(s: Signals) -> bool:
    """«una X, que se me rompió», «X, la mía está rota»: the thing comes first (a count at most
    before it), so it is asked for and the problem is its reason."""
    if not s.items.spans:
        return False
    before = (s.items.words or [])[:min(a for a, _b in s.items.spans)]
    return all(w in _SOME or to_int(w) is not None for w in before)


def _read_problems(s: Signals, biz, ctx: ReadingContext) -> None:
    """A problem or a complaint told. Mid-request a problem is a note, as before, except at «¿Qué
    servicio quieres?» («se me sale la X»: the service that mends it); a complaint about something
    bought before, or a visit or one of the people judged bad, is read everywhere («…, la X que compré
    ayer estaba cruda»: never X again; «la <meal> de la otra vez fue horrible»)."""
    if not (ctx.get("awaiting") or ctx.get("cart") or ctx.get("services")):
        _read_trouble(s, biz)
        return
    if ctx.get("awaiting") == "service" and not a_new_thing(s, biz):
        s.symptom_of = services_told(s.norm, biz)
    _symptoms_are_no_things(s, biz)
    asks = _asks_for_something(s)
    things = vocabulary_of(biz).visit_things
    if BOUGHT_RE.search(s.norm) or complaint_said(s.norm, asks) \
            or (not asks and not s.has_items and judged_bad(s.norm, things)):   # «el <staff word> fue muy borde»
        s.complaint = tells_complaint(s.norm, s.has_items, asks, things)
    if s.complaint and s.handoff_topic not in (None, "person", "call") \
            and _handoff(COMPLAIN_RE.sub(" ", s.norm), biz, ctx.get("awaiting")) is None:
        s.handoff_topic, s.handoff = None, False    # «tengo una queja de…» mid-request: noted, not handed over


def _cancels_an_earlier(norm: str) -> bool:
    """«…y cancelar el pedido de ayer», «e anular a reserva anterior»: one made before called off, marked
    as such, and not what may be done later («…y si no puedo ir te aviso para cancelar el pedido»)."""
    called_off = CANCEL_A_REQUEST_RE.search(norm)
    if called_off is None or MAYBE_LATER_RE.search(norm, 0, called_off.start()):
        return False
    after = norm[called_off.start():]
    return bool(EARLIER_RE.search(after) or MARKED_EARLIER_RE.search(after) or MADE_BEFORE_RE.search(norm))


def _asks_for_something(s: Signals) -> bool:
    """«¿cuánto me cobráis…?», «…, ¿hasta qué hora dais cenas?»: a question word, asked with «?»."""
    return ("?" in s.raw or "¿" in s.raw) and bool(INTERROGATIVE_RE.search(s.norm))


def _read_trouble(s: Signals, biz) -> None:
    """A problem told: a dataset symptom of a service, or a breakage word said of something the
    catalogue names. Nothing is read when the thing comes first (then it is ordered)."""
    s.symptom_of = [] if a_new_thing(s, biz) else services_told(s.norm, biz)
    _symptoms_are_no_things(s, biz)
    told = bool(s.symptom_of) or (tells_trouble(s.norm) and s.has_items)
    asks = _asks_for_something(s)
    things = vocabulary_of(biz).visit_things
    said_as_one = BOUGHT_RE.search(s.norm) or complaint_said(s.norm, asks) \
        or (judged_bad(s.norm, things) and not (s.want_kw or s.has_items))  # «quiero quejarme», «el pedido fue fatal»
    s.complaint = tells_complaint(s.norm, s.has_items, asks, things) and (bool(said_as_one) or not (
        s.symptom_of or s.want_kw or s.order_kw))     # «ayer fue horrible, quiero una X»: X wished
    s.trouble = (told and not _named_first(s)) or s.complaint


def _symptoms_are_no_things(s: Signals, biz) -> None:
    """«hace un ruido raro»: «un ruido» tells the symptom read, it is no thing the catalogue lacks."""
    if s.symptom_of and s.items.unknown:
        told = symptom_words(s.norm, biz)
        s.items.unknown = [u for u in s.items.unknown if not (isinstance(u, str) and set(clean(u).split()) <= told)]


# «es para la comunión de mi hija», «é pro bautizo do meu neto» with things held: what they are for, up to
# the business's topic word (not «quiero pedir presupuesto para una boda»: that is asked, not told)
_FOR_THE_OCCASION_RE = re.compile(rf"{_LEADS}(?:{_WHICH}|{_THIS})?(?:{IT_IS}|{_WANTED}) {_FOR_THE}(?: \w+){{0,3}} ")


def _read_what_is_done(s: Signals, norm: str, biz, ctx: ReadingContext, now: datetime) -> None:
    """A refusal, a hand-off, a cancel, a wish about the form, a problem told, a request asked as
    a question."""
    s.refusal = refusal_for(norm, s.flags, biz)
    on_order = bool(ctx.get("cart")) and not s.question      # a remark while an order is held
    s.handoff_topic = _handoff(norm, biz, ctx.get("awaiting"), on_order) if not _asks_for_staff(norm, s) else None
    s.handoff = s.handoff_topic is not None
    lines_in_cart = len(ctx.get("cart") or ())
    asked_again = ctx.get("awaiting") == "time" or (ctx.get("awaiting") == "day" and ctx.get("day_before"))
    s.as_it_was = bool(asked_again and AS_IT_WAS_RE.search(norm))     # the day too, after another was refused
    if s.as_it_was and "?" not in s.raw:
        s.question = False      # «como estaba» answers, it asks nothing
    bare_drops = _bare_not_wanted_drops(norm, ctx)
    s.answer_not_wanted = _of_the_answer_before(ctx) and bool(NOT_WANTED_RE.match(norm))
    cancels = _cancels(s, norm, lines_in_cart, bool(ctx.get("sent")), bare_drops) and not s.as_it_was
    s.cancel = (cancels and not _skips_the_question(norm, ctx)) or _not_sent(norm, ctx)
    _a_maybe_noted(s, norm, ctx)
    s.leaves = _leaves_for_now(s, norm, ctx) and not s.maybe
    s.cancel = (s.cancel and not s.maybe) or s.leaves
    # things named beside it: the order or booking called off is not the one being made
    s.cancels_earlier = not s.cancel and bool(s.items.lines) and _cancels_an_earlier(norm)
    s.items.drop_which = s.items.drop_which or _drops_one_of_several(s, norm, lines_in_cart, bare_drops)
    _ruled_out(s, norm, ctx)
    s.form_wish = _form_wish(s, norm)
    if s.form_wish is None and not s.cancel:
        s.form_wish = _refused_when(s, norm, biz, now, ctx)
    elif s.form_wish == "time" and ctx.get("held_time") is not None and _THAT_TIME_REFUSED_RE.match(norm):
        s.refused_time = ctx["held_time"]     # «el cambio de hora no me va bien»: the change asked, the time refused
    if s.form_wish is None and ctx.get("cart") and not biz.can("booking") and FREE_TIME_RE.search(norm):
        s.form_wish, s.topics, s.topic, s.asks_free = "time", [], None, True    # «¿qué horas tenéis?» mid-order:
        # the times, not the catalogue
    _read_problems(s, biz, ctx)
    if s.question and _IF_I_WANT_RE.match(norm):
        s.want_kw = s.order_kw = False      # «si quiero 20 X para el martes, ¿hay que encargarlos?»: asked, not ordered
    if s.question and s.symptom_of and _only_a_day_after(s):
        s.question, s.booking_kw = False, True      # «<a symptom>, el miércoles?»: its service, that day
    if s.question and biz.can("booking") and (s.when.has_day or s.when.has_time) \
            and (_CAN_YOU_THEN_RE.search(norm) or _a_request_then_a_remark(s.raw)):
        _asked_for_then(s, biz)     # «¿podéis el martes a las 11 un <service>?», «¿… el sábado a las 21 para 2?»
    elif s.question and biz.can("booking") and visit_asked(norm, bool(s.when.has_day or s.when.has_time)):
        _asked_for_then(s, biz)     # «<service>, ¿cuándo podéis?», «<a problem told>, ¿el jueves os va bien?»
    if biz.can("booking") and not s.when.has_time and _books_it(s, biz) \
            and first_free_days_asked(norm, ctx.get("awaiting"), s.resource):
        # «¿cuándo me lo podéis arreglar?», «¿cuándo puedo ir a <service>?», «¿cuándo tenéis mesa?»: the
        # booking, asked by its first free days
        s.asks_free, s.booking_kw, s.question = True, True, False


# The questions about the request's own fields: there a bare «no la quiero» drops the request. To the
# phone or the note it answers that question («¿Y un teléfono?» «no, no lo quiero»: none), to a time
# offered or a thing asked for («¿Cuál?») it declines that, and after an answer it is no cancel.
_BARE_NOT_WANTED_DROPS_AT = frozenset(("option", "count", "day", "time", "party", "service"))
# the name is «el nombre», «o nome»: to «¿A nombre de quién?» only «no la quiero» is the request itself
_NOT_THE_NAME_RE = re.compile(r"\b(?:no|non) (?:las?|as?) (?:quiero|quero)\b")


def _bare_not_wanted_drops(norm: str, ctx: ReadingContext) -> bool:
    """Whether a bare «no la quiero» drops the request being written: asked one of its own fields
    (or the name, with «la»), no time offered instead of one refused, and the product priced just
    before (if any) one held — after another's price or another question answered «la» is that one."""
    awaiting = ctx.get("awaiting")
    at_a_field = awaiting in _BARE_NOT_WANTED_DROPS_AT or (awaiting == "name" and bool(_NOT_THE_NAME_RE.search(norm)))
    if not at_a_field or (awaiting == "time" and ctx.get("time_refused") is not None):
        return False
    return not _of_the_answer_before(ctx)


def _of_the_answer_before(ctx: ReadingContext) -> bool:
    """Whether «la» of a bare «no la quiero» is what the turn before answered about rather than the
    request: another product priced («¿cuánto cuesta la de Y?»), or a question answered that priced
    nothing held («¿tenéis <a place>?»); after the held product's own price it is the request."""
    priced = ctx.get("item_asked_now")
    if priced is None:
        return bool(ctx.get("answered_last"))
    cart = ctx.get("cart")
    return bool(cart) and all(line.get("item_id") != priced for line in cart or ())


def _drops_it(s: Signals, norm: str, bare_drops: bool = False) -> bool:
    """«ya no la quiero» with nothing named (found, ambiguous or unknown) that «la» could be; the
    bare «no la quiero» too when it `bare_drops` (a request held, no thing offered)."""
    found = s.items
    return (not (found.lines or found.ambiguous or found.unknown or s.process_question)
            and bool(CANCEL_IT_RE.search(norm) or (bare_drops and NOT_WANTED_RE.match(norm))))


# «igual somos 5», «a lo mejor me hago <a service>», «puede que venga uno más», «se cadra somos 5»
_MAYBE_RE = re.compile(r"^(?:(?:pues|pois|pero|y|e|oye|ah|aunque|bueno|bo)\s+)*(?:igual|a lo mejor|ao mellor|o mellor|"
                       r"puede que|pode que|poida que|quizas?|quiza|tal vez|se cadra|posiblemente|probablemente)\b")
# «…, ya te digo», «…, xa che confirmo», «…, ya veré»: the maybe, said to be settled later
_SETTLED_LATER_RE = re.compile(r"[\s,.;]+(?:(?:ya|xa) (?:te|che|os|vos) (?:digo|confirmo|aviso|dir[eé]|direi|"
                               r"contarei|cuento|conto)|(?:ya|xa) (?:ver[eé]|verei|veremos)|"
                               r"(?:¿\s*)?(?:pasa|pasar[ií]a) algo)\W*$", re.IGNORECASE)


def _a_maybe_noted(s: Signals, norm: str, ctx: ReadingContext) -> None:
    """Mid-request, a count or a thing said as a maybe («igual somos cinco, xa che digo») changes
    nothing held: it is a note for the person who confirms (and «ya te digo» leaves nothing)."""
    if ctx.get("awaiting") in (None, "party", "count", "service") or not _MAYBE_RE.match(norm):
        return
    if not (s.party or s.party_delta or s.items.lines or s.items.ambiguous):
        return
    s.maybe = True
    s.party = s.party_delta = None
    _nothing_ordered(s)
    s.question = False
    s.notes = [_SETTLED_LATER_RE.sub("", (s.text or "").strip()).strip(" ,.?¿")]


# the questions a day or a time said with a goodbye answers («vale, hasta el lunes»: the day, not a leave)
_WHEN_ANSWERED_AT = frozenset({"day", "time", "resource", "service", "party"})


def _leaves_for_now(s: Signals, norm: str, ctx: ReadingContext) -> bool:
    """«ya pasaré otro día», «ya os llamo» while a request is written: left for now. Not with a day,
    a time or a thing said («ya paso el viernes a las 6»), nor asked («¿os llamo?»)."""
    w = s.when
    awaiting = ctx.get("awaiting")      # («gracias, hasta mañana» to «¿A qué hora?»: a goodbye, the day held)
    day_said = w.has_day or bool(w.window)
    answers_when = awaiting in _WHEN_ANSWERED_AT and (w.has_time or awaiting != "time" and day_said)
    if awaiting and not s.question and s.bye and _only(BYE_RE, norm, THANKS_RE) and not answers_when:
        return True     # «gracias, adiós», «hasta mañana» mid-request: it goes unsent, and is said so
    if not ctx.get("awaiting") or s.question or w.has_day or w.has_time or w.window or s.items.lines \
            or s.party or s.party_delta or s.maybe:
        return False    # «somos 6, ya te confirmo», «igual somos 5, ya te digo»: something said, nothing left
    return leaves_for_now(norm) or (ctx.get("awaiting") in _NEEDED_ANSWERS and bool(_NEVER_MIND_RE.match(norm)))


def _cancels(s: Signals, norm: str, lines_in_cart: int, sent: bool = False, bare_drops: bool = False) -> bool:
    """«cancela», «ya no quiero nada»: the whole request; «ya no la quiero» only when «la» can be
    nothing but the request (at most one cart line)."""
    cannot_go = bool(_CANNOT_GO_RE.search(norm) and (EARLIER_RE.search(norm) or sent))
    if s.items.lines or (s.process_question and not cannot_go) or _A_DETAIL_OFF_RE.search(norm) \
            or _FORGET_THAT_RE.search(norm) and _something_instead(s, norm):
        return False    # «¿cómo lo cancelo?» asks about the one in progress; «tengo cita… no puedo ir» calls one off
    if _a_cancel_that_may_come(s, norm):
        return False
    return bool(CANCEL_RE.search(norm)) or (lines_in_cart <= 1 and _drops_it(s, norm, bare_drops)) or cannot_go


def _a_cancel_that_may_come(s: Signals, norm: str) -> bool:
    """«reserva para 4 el viernes y si no podemos ir te aviso para cancelar la reserva»: a booking asked
    for, and calling it off only said as what may happen later."""
    called_off = CANCEL_RE.search(norm)
    return bool(called_off and s.booking_kw and (s.when.has_day or s.party)
                and MAYBE_LATER_RE.search(norm, 0, called_off.start()))


# «olvida lo de la <note word>», «cancela lo del jueves», «cancela la hora», «esquece o da Marta»: one
# detail of the request taken back, not the request («cancela la reserva», «olvida lo de la mesa»)
_A_DETAIL_OFF_RE = re.compile(
    r"\b(?:cancela|cancelame|anula|olvida|olvidate de|esquece|esquecete de|borra)\s+"
    r"(?:(?:lo|o) (?:de|del|da|do)(?: (?:la|el|a|o|las|los|as|os))?|la|el|a|o|las|los|as|os) "
    r"(?!(?:\w+ )?(?:reservas?|pedidos?|citas?|mesas?|encargos?|encomendas?|turnos?|todo|antes|eso|iso)\b)\w+")
# «déjalo a las 11», «olvídalo, mejor 4», «esquéceo, mellor 4»: what was said before, replaced
_FORGET_THAT_RE = re.compile(r"\b(?:dejalo|deixao|deixalo|olvidalo|olvidao|esquecelo|esqueceo|olvida lo|esquece o|"
                             r"olvida eso|esquece iso)\b")
_INSTEAD_RE = re.compile(r"\b(?:mejor|mellor|que sean?|que sexan?|en|a las|as|ás|para|pra|pa)\b")


def _something_instead(s: Signals, norm: str) -> bool:
    """A new time, day, part of the day, count or product said beside «déjalo»: a change, not a cancel."""
    w = s.when
    counted = count_set(_FORGET_THAT_RE.sub("", norm).strip(" ,")) is not None
    return bool(w.has_time or w.has_day or w.part or w.window or s.items.any or counted
                or (_INSTEAD_RE.search(norm) and any(ch.isdigit() for ch in norm)))


# «tiña cita o xoves e non podo ir», «tenemos mesa el sábado y no podemos ir»: the one made before, off
_CANNOT_GO_RE = re.compile(r"\b(?:no|non) (?:puedo|podo|podemos|podremos|poderemos|vamos a poder|imos poder|"
                           r"voy a poder|vou poder|van a poder|van poder) (?:ir|vir|venir|acudir|asistir)\b")


# At the summary, «mejor no, gracias», «al final no»: it is not sent (a bare «no» may want a change)
_NOT_SENT_RE = re.compile(r"^(?:(?:pues|pois|bueno|bo|uf|nada) )*(?:(?:mejor|mellor|al final|ao final) )?(?:no|non)"
                          r"(?: (?:gracias|grazas|lo quiero|o quero|mejor|mellor))*$")


# «déjalo» alone at the name, phone or note question skips that question, not the request
_LEAVE_IT_RE = re.compile(r"^(?:(?:bueno|vale|nada|pues|pois|bo) )?(?:dejalo|deixao|deixalo)$")


def _skips_the_question(norm: str, ctx: ReadingContext) -> bool:
    return ctx.get("awaiting") in ("name", "phone", "note") and bool(_LEAVE_IT_RE.match(norm))


# «bueno nada, gracias» to a question the request cannot go without: given up (not «nada más»)
_NEVER_MIND_RE = re.compile(r"^(?:(?:bueno|bo|vale|pues|pois|entonces|uf|mira) )*nada (?:(?:muchas|moitas) )?"
                            r"(?:gracias|grazas)$")
_NEEDED_ANSWERS = frozenset({"name", "day", "time", "party", "resource", "service"})


def _form_wish(s: Signals, norm: str) -> str | None:
    """«cambiar la hora», «otro día», «añadir algo» with nothing else said: what the summary's
    buttons do. A day or time said with it is the change itself."""
    w = s.when
    if w.has_day or w.has_time or w.window or s.items.lines:
        return None     # «¿algo más tarde?» is the time, no more things
    if ready_by_asked(norm):
        return None     # «¿estará lista por la tarde?»: when the thing left is ready, no time changed
    if CHANGE_DAY_RE.search(norm) or ANY_DAY_RE.search(norm) or s.refused_weekdays:
        return "day"
    if CHANGE_TIME_RE.search(norm) or s.refused_part or (w.part and s.short and not (w.has_day or w.asap or w.latest)):
        return "time"
    return "more" if ADD_MORE_RE.search(norm) else None


# «ese día no puedo», «non podo ese día», «ese día imposible»: the day held, pointed at and refused
_THAT_DAY = r"(?:ese|este|aquel|dicho) dia"
_THAT_DAY_REFUSED_RE = re.compile(rf"^(?:pues |pois |uf |ay |ai )?(?:{_THAT_DAY} (?:{REFUSED_AFTER_RE.pattern})|"
                                  rf"(?:no|non) {REFUSE_VERB} {_THAT_DAY})$")
# «a esa hora no puedo», «esa hora no me va bien, mejor más tarde», «non podo a esa hora»: the time held
# «esa hora», «a esa hora», «la hora», «el cambio de hora» (the time held, changed to): the time held
_THAT_TIME = r"(?:(?:a |para |pra )?(?:esa|esta|dicha|la|a) h?ora|(?:el|o) cambio de h?ora)"
_THAT_TIME_REFUSED_RE = re.compile(
    rf"^(?:pues |pois |uf |ay |ai |no |non )?(?:{_THAT_TIME} (?:(?:no|non) {REFUSE_VERB}(?: (?:bien|ben))?|"
    rf"(?:{REFUSED_AFTER_RE.pattern[:-1]}))|(?:no|non) {REFUSE_VERB} {_THAT_TIME})"
    r"(?: (?:mejor|mellor|pues|pois|que|y|e) .*)?$")


def _ruled_out(s: Signals, norm: str, ctx: ReadingContext) -> None:
    """A part of the day, a bound, the day held or a day excepted from any, ruled out (ruled_out.py)."""
    w = s.when
    refused_bound(w, norm)
    s.refused_part = refused_part(w, norm)
    ymd, weekdays = excepted_day(w, norm)
    s.refused_day = ymd
    s.refused_weekdays = weekdays + (list(WEEKEND) if "entre semana" in norm else [])
    if ANY_DAY_RE.search(norm) and not w.has_day:
        s.asks_free = True      # «cualquier día»: the next free days said
    held = ctx.get("held_day")
    if held and ANOTHER_DAY_RE.search(norm) and w.ymd != held:
        s.refused_day = held    # «otro día», «mejor otro día a las 9»: not the day held


# a day or a time alone, then «no», asked: «¿el viernes no?» proposes Friday (not «el viernes no puedo»)
_PROPOSED_RE = re.compile(r"(?:(?:y|e|pues|pois|entonces|y para|e para|para) )?(?:(?:el|o|la|a|las|as) )?"
                          r"(?:\S+ ){0,2}\S+ (?:no|non)")


def _refused_when(s: Signals, norm: str, biz, now: datetime, ctx: ReadingContext) -> str | None:
    """The only day or time said is refused: it is not taken, and when it is the one held, the
    day or time is asked again (the summary's «cambiar la hora»)."""
    w, wish = s.when, None
    if not w.has_day and ctx.get("held_day") and _THAT_DAY_REFUSED_RE.match(norm):
        s.refused_day = ctx["held_day"]
        return "day"
    if not w.has_time and ctx.get("held_time") is not None and _THAT_TIME_REFUSED_RE.match(norm):
        s.refused_time = ctx["held_time"]
        return "time"
    for said, held, kind in ((w.time_text if w.has_time else None, ctx.get("held_time"), "time"),
                             (w.day_text if w.has_day else None, ctx.get("held_day"), "day")):
        at = norm.find(said) if said else -1
        before, after = (norm[:at], norm[at + len(said):].strip()) if said and at >= 0 else ("", "")
        side = side_wished(after, bool(REFUSED_BEFORE_RE.search(before))) if kind == "time" else None
        if said is None or at < 0 or not (REFUSED_BEFORE_RE.search(before) or REFUSED_AFTER_RE.match(after) or side):
            continue
        if "?" in (s.raw or "") and _PROPOSED_RE.fullmatch(norm):
            continue    # «¿el viernes no?», «¿mañana no?», «e ás 10 non?»: that one, proposed
        rest = parse_when(f"{norm[:at]} {norm[at + len(said):]}", biz, now)
        if rest.has_time if kind == "time" else rest.has_day:
            continue    # «no a las 11, a las 12»: another one said (_the_one_kept)
        refused: int | str | None
        if kind == "time":
            refused, w.minutes, w.has_time, w.time_text = w.minutes, None, False, None
            s.refused_time = refused
            if side and refused is not None:
                w.window = (side, refused)      # «…, más tarde»: the times after it
        else:
            refused, w.ymd, w.has_day, w.day_text = w.ymd, None, False, None
            s.refused_day = refused
        if (held is not None and held == refused) or (held is None and ctx.get("awaiting") == kind):
            wish = kind if wish is None or kind == "day" else wish      # or refused to its own question
    return wish


def _not_sent(norm: str, ctx: ReadingContext) -> bool:
    """«mejor no, gracias», «al final no vamos», «no lo envíes» at the summary: it is not sent."""
    if ctx.get("awaiting") != "confirm" or norm in ("no", "non"):
        return False
    return any(rx.match(norm) for rx in (_NOT_SENT_RE, CALLED_OFF_ALL_RE, DONT_SEND_RE))


def _drops_one_of_several(s: Signals, norm: str, lines_in_cart: int, bare_drops: bool) -> bool:
    """«ya no la quiero» with several cart lines: the order asks which one goes."""
    return lines_in_cart > 1 and not s.cancel and _drops_it(s, norm, bare_drops)


def _asked_for_then(s: Signals, biz) -> None:
    """A booking asked as «can you, then?»: a service, a problem or a table's party is named."""
    party = find_party(s.norm, True, vocabulary_of(biz).party_words) if _books_tables(biz) else None
    services = any((biz.products.get(line["item_id"]) or {}).get("duration_minutes") for line in s.items.lines)
    fitted = bool(s.items.replaced) and not s.has_items and _books_staff(biz)     # «cambiar la <part>»: fitting it
    if services or s.symptom_of or fitted or party or s.party is not None:
        s.question, s.booking_kw = False, True
        s.party = s.party if s.party is not None else party


def _books_it(s: Signals, biz) -> bool:
    """The message is a booking's: a booking word, or services only (never a thing to buy)."""
    said = [line["item_id"] for line in s.items.lines] + [i for a in s.items.ambiguous for i in a["candidates"]]
    services = [(biz.products.get(i) or {}).get("duration_minutes") for i in said]
    return s.booking_kw or (bool(services) and all(services))


def _a_request_then_a_remark(raw: str) -> bool:
    """«<service> el martes a las 12? es para mi marido», «mesa para 3 el sábado a las 14? uno va en
    silla de ruedas»: a request closed by «?», then a statement (no question word before, none after)."""
    head, mark, tail = raw.partition("?")
    return bool(mark and tail.strip()) and "?" not in tail and "¿" not in tail \
        and not QUESTION_START_RE.match(normalize(head).lstrip("¿ ")) and not WANT_RE.search(normalize(tail))


_IF_I_WANT_RE = re.compile(r"^(?:y |e |oye |pues |pois )?(?:si|se) (?:quiero|quisiera|necesito|queremos|necesitamos|"
                           r"quero|quixera|preciso|precisamos|pido|encargo)\b")


def _only_a_day_after(s: Signals) -> bool:
    """The clause after the last comma says only a day, a time or a part of the day («…, el miércoles?»)."""
    raw = s.raw or ""
    tail = clean(raw[raw.rfind(",") + 1:]) if "," in raw else ""
    w = s.when
    if not tail or not (w.has_day or w.has_time or w.part):
        return False
    said = _words_of_when(w, tail)
    return bool(said) and all(x in said or x in _AROUND_A_REQUEST for x in tail.split())
