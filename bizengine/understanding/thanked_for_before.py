"""Thanks or praise for what was had here before: «el otro día Marta me hizo un X buenísimo, muchas
gracias», «las X que me vendisteis aguantaron un montón, gracias», «la semana pasada comí ahí y genial»,
gl «o X da semana pasada quedou xenial, grazas». Told of a visit gone by, it is a thank-you: the things
and the person named in it were had then, and nothing is asked again. A wish, a question, a day ahead,
a complaint or a request said first («un X con Marta, la otra vez me lo dejó genial») keep the message
what it was; a request said after it («…, 6 más para mañana», «…, el viernes volvemos 4») is read apart
(understanding/request_after_praise.py): the praise is thanked, the request taken."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bizengine.understanding.lexicon import KEEPS_IT, LIKED_RE, PAST_TIME_RE, PRAISE_RE, TAKEN_JOINED, VISITED
from bizengine.understanding.symptoms import DONE_HERE_RE

if TYPE_CHECKING:
    from bizengine.understanding.signals import Signals

# what the business or one of its people did for the customer, in the past (beside symptoms.DONE_HERE:
# one person of it, «Marta me hizo», gl «fíxomo», or how the customer was seen to)
_DONE_FOR_ME_RE = re.compile(r"\b(?:me |nos )?(?:hizo|fixo|atendio|atendeu|atendieron|atenderon|trato|tratou)"
                             r"(?:me|nos|mo|ma)?\b|"
                             # «Marta me dejó el X genial», gl «deixoume o X xenial»
                             r"\b(?:me|nos) (?:lo |la )?(?:dejo|dejaron|puso|pusieron)\b|"
                             r"\b(?:deixou|deixaron|puxo|puxeron)(?:me|nos|mo|ma)\b")
# a verb only past, of how the visit or the thing had went: «estaba», «quedó», «aguantaron», «comí»
_WENT_RE = re.compile(
    r"\b(?:estaba|estaban|estuvo|estuvieron|estivo|estiveron|fue|fueron|foi|foron|quedo|quedaron|quedou|"
    r"era|eran|aguanto|aguantaron|aguantou|duro|duraron|durou|salio|salieron|saiu|sairon|"
    r"(?:me|nos|le|lle) (?:encanto|encantaron|gusto|gustaron|presto|prestou|prestaron)|"
    r"encantoume|encantounos|encantaronme|encantaronnos|gustoume|gustounos|gustaronme|prestoume|prestounos|"
    rf"{VISITED}|probe|probei|probamos)\b")
# what says the message is no thank-you for a thing had: a «no», a «but» (gl «mais», not «un máis», one more),
# the thing praised taken («qué bonito el X, me lo quedo», «…, quédoo», «…, mo quedo»)
_NOT_THANKS_RE = re.compile(
    r"\b(?:no|non|nada|ni|nin|nunca|pero|(?<!\bun )(?<!\bunha )(?<!\boutro )(?<!\boutra )(?<![0-9] )mais|"
    rf"(?:lo|la|los|las|o|a|os|as) quedo|{KEEPS_IT}|{TAKEN_JOINED})\b")
_COUNT_FIRST = frozenset("un una unha uno dos duas tres catro cuatro cinco seis media medio".split())
_THE = frozenset("el la los las lo o a os as ese esa esos esas este esta estes estas aquel aquella aquelo".split())


def thanked_for_before(s: Signals, norm: str, asked: bool = False) -> bool:
    """Whether the message thanks or praises what was had here before, asking nothing. `asked`: a question
    of ours is open, so «genial, el X, gracias» may answer it (only a visit told as gone by is thanked)."""
    if s.question or s.want_kw or s.order_kw or s.booking_kw or s.cancel or s.complaint or s.trouble \
            or _NOT_THANKS_RE.search(norm):
        return False
    past_time = PAST_TIME_RE.search(norm)
    if (s.when.has_day or s.when.has_time) and not past_time:
        return False        # «…, gracias, el jueves a las 10»: a day ahead
    liked = LIKED_RE.search(norm) or PRAISE_RE.search(norm)
    done = DONE_HERE_RE.search(norm) or _DONE_FOR_ME_RE.search(norm)
    told = past_time or done or _WENT_RE.search(norm)
    had = s.thanks and liked and not asked and _the_one_had(norm, s.items.spans)     # «gracias, el X precioso»
    if not ((liked and told) or (s.thanks and done) or had):
        return False
    return not _asked_first(norm, s.items.spans, min(m.start() for m in (past_time, done, liked) if m))


def _the_one_had(norm: str, spans: list) -> bool:
    """«gracias, el X precioso», «grazas, moi bonito o X»: each thing named after «el», «la», «o»… (the one
    had), never «un X precioso» (one wished)."""
    words = norm.split()
    return bool(spans) and all(0 < start <= len(words) and words[start - 1] in _THE for start, _ in spans)


def _asked_first(norm: str, spans: list, told_at: int) -> bool:
    """«un X con Marta, la otra vez me lo dejó genial», «6 X, las de ayer estaban buenísimas»: a thing
    asked for before the telling, counted or bare, not «el X de la semana pasada…» (the one had)."""
    words = norm.split()
    if words and (words[0] in _COUNT_FIRST or words[0].isdigit()):
        return True
    told_word = norm[:told_at].count(" ")
    return any(start < told_word and (start == 0 or words[start - 1] not in _THE) for start, _ in spans)
