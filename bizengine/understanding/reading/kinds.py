"""Kinds of message: question, yes/no, wish and order words, diets asked (`_read_kinds`)."""
from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from bizengine.language.text import normalize
from bizengine.understanding.cancel_asked import asks_about_cancelling
from bizengine.understanding.colour_instead import wishes_a_colour
from bizengine.understanding.lexicon import (
    ABOUT_ME_RE,
    AFTER_SENT_CHANGE_RE,
    AFTER_SENT_MAYBE_RE,
    ALSO_SAID_RE,
    ANOTHER_REQUEST_RE,
    ANYONE_RE,
    ANYONE_WHO_RE,
    ASK_RE,
    ASKS_IF_IT_CAN_BE_RE,
    ASKS_OPTIONS_RE,
    BOOKING_RE,
    BYE_RE,
    CHANGE_ASKED_RE,
    CHANGE_RE,
    CHANGE_VERB_RE,
    COURTESY_FIRST_RE,
    DAY_WISH_LAST_RE,
    DECLINE_RE,
    EARLIER_CHANGE_RE,
    ELSE_DONE_THAT_DAY_RE,
    GREET_RE,
    HEARSAY_RE,
    INFO_OF_NOTHING_RE,
    INSTEAD_SAID_RE,
    JOB_CHANGE_PRICED_RE,
    JUST_LOOKING_RE,
    NEED_OF_A_COUNT_RE,
    NEGATED_WISH_RE,
    NO_NOTES_RE,
    NO_RE,
    NOT_WANTED_RE,
    NOTE_OFF_RE,
    NOTE_WISH_RE,
    NOTHING_MORE_RE,
    OFFTOPIC_RE,
    ORDER_RE,
    OTHER_PERSON_RE,
    PICKUP_ONLY_RE,
    PRAISE_RE,
    PROCESS_RE,
    QUESTION_AFTER_RE,
    QUESTION_START_RE,
    SEND_RE,
    THANKS_RE,
    WANT_RE,
    WHAT_YOU_DO_RE,
    WHATEVER_YOU_HAVE_RE,
    YES_RE,
)
from bizengine.understanding.reading.shared import (
    _AND_FIRST_RE,
    _SAID_IN_THE_PAST_RE,
    _THE_TIME_TOO_RE,
    _WHO_RE,
    _only,
    _ordered_before,
)
from bizengine.understanding.ruled_out import ANY_DAY_RE
from bizengine.understanding.signals import Signals
from bizengine.understanding.symptoms import PAST_DAY_RE

# «ponme con la chica», «mejor co rapaz»: one of the staff said by who they are (the data has no such
# word for anyone: who it is, asked)
_STAFF_BY_WORD_RE = re.compile(r"\b(?:(?:con|co|coa) (?:el|la|o|a)|co|coa) (?:chic[oa]|rapaz|rapaza|moz[oa])\b")


_NOTHING_WORDS = ("ninguna", "ningunha", "ninguno", "ningun")


def _nothing_misspelt(norm: str) -> bool:
    """«sin», «sen» (the first word of the «Sin indicaciones» button), «ningna», «nigunha» to the note
    question: no note (a short word is never guessed: «nata» is a wish)."""
    return norm in ("sin", "sen") or (" " not in norm and any(OSA.distance(norm, w) <= 2 for w in _NOTHING_WORDS))


# «no entiendo nada», «es que no me aclaro», «non te entendo»: the whole message says only that
_LOST_RE = re.compile(r"(?:(?:es que|pues|pois|pero|perdona|perdoa|perdon|uf|buf|eh|ay|ai|uy|lo siento|sintoo|"
                      r"la verdad|a verdade|yo|eu) )*(?:no|non) (?:te |che |le |lle |os |vos )?"
                      r"(?:entiendo|entendo|entendi|entendin|comprendo|me entero|me aclaro|sei que facer|se que hacer|"
                      r"se como va|sei como vai|se como funciona|sei como funciona)"
                      r"(?: (?:de nada|nada|bien|ben|muy bien|moi ben|mucho|moito|esto|isto|como va|como vai|"
                      r"como funciona|que hay que hacer|que hai que facer))*")
# «no entiendo por qué X lleva Y», «non sei se abrides»: a question without its «?»
_WONDERS_RE = re.compile(r"^(?:no|non) (?:entiendo|entendo|se|sei) "
                         r"(?:por que|porque|como|cuando|cando|donde|onde|si|se)\b")


def _only_the_day_no_matter(norm: str) -> bool:
    """«me da igual el día»: the day, not who serves nor the time («me da igual el día y quién»)."""
    return bool(ANY_DAY_RE.search(norm)) and not (_WHO_RE.search(norm) or ANYONE_WHO_RE.search(norm)
                                                  or _THE_TIME_TOO_RE.search(norm))


def _only_asks_if_it_can_be(raw: str) -> bool:
    """A request closed by «, ¿puede ser?», «, vale?», «. ¿Es posible?»: nothing else asked."""
    cut = max(raw.rfind(",", 0, raw.find("?")), raw.rfind(".", 0, raw.find("?")))
    head = normalize(raw[:cut]) if cut > 0 else ""
    return bool(head) and "?" not in head and "¿" not in head and not QUESTION_START_RE.match(head) \
        and bool(ASKS_IF_IT_CAN_BE_RE.match(normalize(raw[cut + 1:])))


_HOW_ARE_YOU_RE = re.compile(r"^\W*(?:hola\W+|buenas\W+|ola\W+|boas\W+)?(?:que|qué|q) tal\b[^?]*\?", re.IGNORECASE)


def _after_greeting(raw: str) -> str:
    """«¿Qué tal? 6 X…»: what comes after a greeting asked as a question (the whole text else)."""
    m = _HOW_ARE_YOU_RE.match(raw)
    return raw[m.end():] if m and m.end() < len(raw.rstrip()) else raw


_HOW_LONG_IT_KEEPS_RE = re.compile(r"\b(?:cuanto|canto|cuantos dias|cantos dias) (?:dura|duran|aguanta|aguantan)\b")


# «sí, pero que sean 8», «vale, pero quita dos»: a yes with a change is the change (never sent as it was)
_YES_BUT_RE = re.compile(r"\b(?:pero|mais|aunque|anque|solo que|so que)\b")


# «si puede ser en <a place>», «¿si somos 6 cabemos?»: «if», written without its accent, not «sí»
_IF_CLAUSE_RE = re.compile(r"(?i)^\W*si (?:puede|pode|es|e|fuera|fose|fuese|hay|hai|habra|somos|semos|seremos|"
                           r"fueramos|no|non|se|os|vos|podeis|podedes|puedo|podo|podemos|llega|chega|llegamos|"
                           r"chegamos|sobra|falta|cabe|caben|cabemos|quereis|queredes|tengo|teno|tenemos|temos)\b")


def _read_kinds(s: Signals, norm: str, awaiting: str | None) -> None:
    """What kind of message it is: a question, a greeting, yes/no, a change, an order..."""
    greeting = GREET_RE.match(norm)
    said = norm[greeting.end():] if greeting and greeting.end() < len(norm) else norm    # «q tal, 6 X…»: no question
    s.question = "?" in _after_greeting(s.raw) \
        or bool(QUESTION_START_RE.match(said) or ASK_RE.search(said) or QUESTION_AFTER_RE.match(said)) \
        or bool(_HOW_LONG_IT_KEEPS_RE.search(said) or _WONDERS_RE.match(said))   # «compré una X, cuánto aguanta»
    if s.question and _only_asks_if_it_can_be(s.raw):
        s.question = False      # «<service> el viernes a las 12, ¿puede ser?»: the request, whose answer says it
    asked = "?" in s.raw or "¿" in s.raw
    wish = _AND_FIRST_RE.sub("", norm)      # «y que ponga…», «ah, que ponga…»: the wish, not a question
    if not asked and ((awaiting == "note" and wish.startswith("que ")) or NOTE_WISH_RE.match(wish)
                      or NEGATED_WISH_RE.match(wish) or wishes_a_colour(wish)):
        s.question = False      # «Que ponga Feliz cumple», «que vengan en caja»: the note itself
    s.greet = bool(GREET_RE.match(norm))
    s.thanks = bool(THANKS_RE.search(norm))
    praised = PRAISE_RE.search(said)
    s.praise = praised is not None and "?" not in s.raw and (not s.question or praised.start() == 0)
    if s.praise and s.question and praised is not None and praised.start() == 0:
        s.question = False      # «¡qué bonito el X!», «qué ricos…»: an exclamation, not a question
    s.about_me = bool(ABOUT_ME_RE.search(norm))
    s.bye = bool(BYE_RE.search(norm)) or (s.thanks and bool(DAY_WISH_LAST_RE.search(norm)))   # «grazas, boa tarde»
    if s.bye and not asked and _only(BYE_RE, norm, THANKS_RE):
        s.question = False      # «hasta luego», «ata logo»: a goodbye, not «¿hasta qué hora…?»
    s.no = bool(NO_RE.match(norm))
    s.lost = bool(_LOST_RE.fullmatch(norm))
    s.info_of_nothing = bool(INFO_OF_NOTHING_RE.fullmatch(norm))
    s.what_you_do = bool(WHAT_YOU_DO_RE.fullmatch(norm))
    s.yes = (bool(YES_RE.match(norm)) or (awaiting == "confirm" and bool(SEND_RE.match(norm)))) \
        and not s.no and not _YES_BUT_RE.search(norm) and not _IF_CLAUSE_RE.match(s.raw)
    s.no_notes = s.short and bool(NO_NOTES_RE.match(norm) or (
        awaiting == "note" and (NO_NOTES_RE.match(COURTESY_FIRST_RE.sub("", norm)) or NOTE_OFF_RE.match(norm)
                                or _nothing_misspelt(norm))))
    s.pickup_only = s.short and bool(PICKUP_ONLY_RE.match(norm))
    s.declines = bool(DECLINE_RE.search(norm)) or (
        awaiting in ("name", "phone") and s.short and bool(re.match(r"(?:que |pues |pois )?(?:no|non)\b", norm))) or (
        awaiting == "phone" and bool(NOT_WANTED_RE.match(norm) or NOTHING_MORE_RE.match(norm)))
    # «pues no, no lo quiero, gracias», «eso es todo» to «¿Y un teléfono?»: no phone (it is optional)
    s.change = bool(CHANGE_RE.search(norm)) and not (s.question and JOB_CHANGE_PRICED_RE.search(norm))
    s.changes_earlier = bool(EARLIER_CHANGE_RE.search(norm)) or bool(
        _SAID_IN_THE_PAST_RE.match(s.text or "") and CHANGE_VERB_RE.search(norm)) or bool(
        s.question and CHANGE_ASKED_RE.search(norm) and _ordered_before(s, norm))   # «pedí una X, ¿la recojo antes?»
    s.changes_sent = bool(AFTER_SENT_CHANGE_RE.search(norm)) and not ANOTHER_REQUEST_RE.search(norm) \
        and not (s.question and JOB_CHANGE_PRICED_RE.search(norm))       # «¿cuánto cuesta cambiarla?»: a job priced
    s.may_change_sent = bool(AFTER_SENT_MAYBE_RE.search(norm)) and not ANOTHER_REQUEST_RE.search(norm) \
        and not JUST_LOOKING_RE.search(norm) and not ALSO_SAID_RE.search(norm) \
        and not ELSE_DONE_THAT_DAY_RE.search(norm)      # «¿podemos ir a las 15 a ver el local?»: a visit, no change
    s.anyone = bool(ANYONE_RE.search(norm) or ("te" in norm and WHATEVER_YOU_HAVE_RE.search(norm))) \
        and not _only_the_day_no_matter(norm)
    s.anyone_who = bool(ANYONE_WHO_RE.search(norm))
    s.other_resource = bool(OTHER_PERSON_RE.search(norm))
    s.instead = bool(INSTEAD_SAID_RE.match(norm))
    s.staff_by_word = bool(_STAFF_BY_WORD_RE.search(norm))
    s.offtopic = bool(OFFTOPIC_RE.search(norm))
    s.want_kw = bool(WANT_RE.search(norm) or NEED_OF_A_COUNT_RE.search(norm))
    order_word = ORDER_RE.search(norm)
    # «compramos una X ayer»: bought, not to buy
    s.order_kw = order_word is not None and not (order_word.group(0) == "compramos" and PAST_DAY_RE.search(norm))
    s.booking_kw = bool(BOOKING_RE.search(norm))
    s.asks_options = bool(ASKS_OPTIONS_RE.search(HEARSAY_RE.sub("", norm)))   # not «me dijeron que hacéis X»
    s.cancel_asked = asks_about_cancelling(s.raw, norm)
    s.process_question = bool(PROCESS_RE.search(norm)) or s.cancel_asked
