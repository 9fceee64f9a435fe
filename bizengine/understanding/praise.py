"""Praise of what the business makes: «me encantan vuestros X», «los X estaban buenísimos». The
products praised are told about, not ordered, unless a count or a wish comes with them."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from bizengine.language.days import WEEKDAYS
from bizengine.understanding.item_words import Match, a_clock_time, qty_token
from bizengine.understanding.lexicon import (
    CLOCK_WORD_RE,
    DISLIKED_NOW_RE,
    DISLIKED_RE,
    DONE_ALREADY_RE,
    JOB_PRAISED_AFTER_RE,
    JOB_PRAISED_RE,
    PRAISE_RE,
    TAKES_IT_RE,
)
from bizengine.understanding.symptoms import BOUGHT_RE

if TYPE_CHECKING:
    from bizengine.understanding.items import Found

# a wish said after the praise: «me encantan los X, quiero 4 Y», «…, me lo quedo», «…, ¿me pones 4?»
_WISH_WORDS = frozenset("quiero quero queria quixera quisiera pon ponme ponnos pones poneis pondes dame danos "
                        "mandame preparame preparanos pideme llevo levo quedo encargar encargo encargaria encargamos "
                        "".split())
# «…, otro igual», «…, outra máis»: one more of it (not «la X del otro día»)
_ANOTHER = frozenset("otro otra outro outra".split())
_ANOTHER_AFTER = frozenset("igual mas mais igualito".split())
# a question about the thing praised: «me encantan vuestros X, ¿cuánto cuestan?», «¿la hacéis para 20?»
_ASKED_WORDS = frozenset("cuanto cuanta cuantos cuantas canto canta cantos cantas precio prezo cuesta cuestan custa "
                         "custan haceis facedes hay hai teneis tedes tendes lleva leva llevan levan".split())
# what after the thing wishes it or asks of it (a bare «quedo» does not: «me quedo pensando», «…con las ganas»)
_CUE_WORDS = (_WISH_WORDS | _ASKED_WORDS) - {"quedo"}
# after a dislike, what is preferred: «el X no me convenció, mejor un Y» wishes Y
_INSTEAD_WORDS = _WISH_WORDS | frozenset("mejor mellor prefiero prefiro preferirio preferiria".split())
_AFTER, _BEFORE = 4, 2      # words a praised product may lie after the praise, or before it
_SUBJECT = 4                # or before a dislike («el X de la última vez no me convenció»)
# how much a dislike said now is felt («no me convence mucho», «non me gusta nada»): no manner of the thing
_DEGREE = frozenset("mucho moito muito nada tanto demasiado del do todo".split())
# the clause of a dislike said now ends here («el X no me gusta, pero…», «…, mejor Y», «…, ¿qué más tenéis?»);
# any other word after it is how the thing is wished («no me gustan muy hechas»: a wish for the note)
_CLAUSE_ENDS = _INSTEAD_WORDS | _ASKED_WORDS | frozenset(
    "pero pro mais y e asi entonces enton asique porque pois pues vale bueno bo".split())
# «va genial, pero los X…»: what follows is told of apart
_BUT = frozenset("pero pro mais".split())
# a swap said after the dislike («…, mejor Y», «…, en vez de eso Y», «cámbiamelo por Y»): not «pon también Y»
_SWAP_WORDS = frozenset("mejor mellor prefiero prefiro preferiria prefereria vez lugar".split())
_ADDED_WORDS = frozenset("tambien tamen ademas ademais tb tmb".split())
_ADDED_STEMS = ("anad", "engad", "agreg")


# a day said makes «perfecto, el X el jueves» a request, not praise of X done
_DAY_WORDS = frozenset([*WEEKDAYS, "hoy", "hoxe", "manana", "mana", "tarde", "noche", "noite", "mediodia"])
# what follows «genial el/la/a…» and is no thing done: «perfecto a las 10», «genial, a nombre de Ana»
_NO_THING_DONE = frozenset("las los as os de do da del que nombre nome mia mio mina meu misma mismo mesma mesmo "
                           "otra otro outra outro".split())


_ARTICLES = frozenset("el la o a".split())


class _Told(NamedTuple):
    start: int          # its first word
    end: int            # the word after its last
    disliked: bool      # a dislike, not praise
    now: bool           # a dislike said now («no me convence»): only of the thing before it


def _spans(words: list[str], job_praised: list[re.Match]) -> list[_Told]:
    """Each praise said, or dislike («las X no me gustaron»: told of, not wanted; «el X no me
    convence», said now: only of the thing before it)."""
    text = " ".join(words)
    told = [(m, False, False) for m in [*PRAISE_RE.finditer(text), *job_praised]]
    told += [(m, True, False) for m in DISLIKED_RE.finditer(text)]
    told += [(m, True, True) for m in DISLIKED_NOW_RE.finditer(text)]
    spans = [_Told(text[:m.start()].count(" "), text[:m.end()].count(" ") + 1, disliked, now)
             for m, disliked, now in told]
    return [t for t in spans if not (t.now and _a_manner_after(words, t.end))]


def _a_manner_after(words: list[str], end: int) -> bool:
    """«napolitanas, no me gustan muy hechas», «non me gusta queimada»: how the thing is wished, not a
    dislike of it (the clause goes on after the verb and its degree, with no alternative)."""
    rest = list(words[end:])
    while rest and rest[0] in _DEGREE:
        rest.pop(0)
    return bool(rest) and rest[0] not in _CLAUSE_ENDS


def _praised(words: list[str], m: Match, spans: list[_Told]) -> bool:
    if m.explicit:
        return False
    return any((not t.now and t.start < m.start and m.end <= t.end)     # «¡qué X más bonito!»: inside it
               or (not t.now and t.end <= m.start <= t.end + _AFTER
                and not (_INSTEAD_WORDS | _BUT if t.disliked else _WISH_WORDS | _BUT) & set(words[t.end:m.start]))
               or (m.end <= t.start and t.start - m.end <= _reach_before(words[m.end:t.start], t.disliked)
                   and not _WISH_WORDS & set(words[:m.start]))
               for t in spans)     # not «ponme X, que están buenísimos»


def _reach_before(between: list[str], disliked: bool) -> int:
    """How far before a praise or dislike its thing may stand: «el X de Y que me hicisteis va genial»
    tells what was done to X, its subject, between them."""
    if BOUGHT_RE.search(" ".join(between)):
        return _SUBJECT + 2
    return _SUBJECT if disliked else _BEFORE


def _wished_after(words: list[str], m: Match, matches: list[Match]) -> bool:
    """«la X de ayer estaba riquísima, quiero otra», «qué bonito el X, me lo quedo», «…, ¿cuánto
    cuesta?»: a wish or a question after X that names nothing else is about X. A count said after the
    wish is X's («os X están moi ricos, quero 6»)."""
    kept = _kept_at(words)
    cue = next((i for i in range(m.end, len(words)) if i in kept or words[i] in _CUE_WORDS
                or (words[i] in _ANOTHER and (i + 1 == len(words) or words[i + 1] in _ANOTHER_AFTER))), None)
    if cue is None or any(other.start > cue for other in matches):
        return False
    count = next((n for w in words[cue:] if (n := qty_token(w)) is not None), None)
    if count is not None and words[cue] in _WISH_WORDS:
        m.qty, m.explicit = count, True
    elif words[cue] in _ANOTHER:
        m.qty, m.explicit = 1, True     # «qué bueno el X, otro igual»: one like the one praised
    return True


def _kept_at(words: list[str]) -> set[int]:
    """The words where the thing is said taken with its pronoun: «quédoo», «mo quedo», «me lo quedo», «quédome
    con el» (a bare «quedo» is no wish: «me quedo con las ganas», «me quedo pensando»)."""
    text = " ".join(words)
    return {text[:m.start()].count(" ") + k for m in TAKES_IT_RE.finditer(text)
            for k in range(m.group(0).count(" ") + 1)}


def split_praised(words: list[str], matches: list[Match], asked: bool = False) -> tuple[list[Match], list[str], bool]:
    """(the matches that are no product praised without a count or a wish, the item ids praised, whether
    a thing done is praised): «me encantan vuestros X» keeps no X, and X is what the follow-up «ponme 6»
    is about. `asked`: a question of ours is open, so «genial, el X, gracias» answers it."""
    job_praised = _job_praised(words, matches, asked)
    spans = _spans(words, job_praised)
    if not spans:
        return matches, [], False
    praised = [m for m in matches if _praised(words, m, spans) and not _wished_after(words, m, matches)]
    gone = {id(m) for m in praised}
    return [m for m in matches if id(m) not in gone], [m.target for m in praised if m.kind == "product"], \
        bool(job_praised)


def _job_praised(words: list[str], matches: list[Match], asked: bool) -> list[re.Match]:
    """«muy bien el X», «moi ben o X dos Y»: a thing done praised; not when a day, a time, a
    count or a wish comes with it («genial, el X de Y para el jueves a las 10»), nor when a name of the
    catalogue starts at the word after the article («perfecto, la X de Y»: a choice or a request) unless
    the message thanks for it or says it was done before («muy bien el X, gracias», «genial el X de
    ayer») with no question of ours open (then it answers it). Said after the thing («la X perfecta,
    gracias») it is praise only so thanked or past."""
    if _asks_something(words, matches):
        return []
    text = " ".join(words)
    done = not asked and DONE_ALREADY_RE.search(text) is not None
    named_at = set() if done else {m.start for m in matches}
    before = [m for m in JOB_PRAISED_RE.finditer(text)
              if m["noun"] not in _NO_THING_DONE and text[:m.start("noun")].count(" ") not in named_at]
    return before + [m for m in JOB_PRAISED_AFTER_RE.finditer(text) if done and _a_thing_just_before(words, m)]


def _a_thing_just_before(words: list[str], said: re.Match) -> bool:
    """«la X perfecta», «o X de Y xenial»: the article of one to three words before the praise."""
    at = " ".join(words)[:said.start()].count(" ")
    return any(words[k] in _ARTICLES and words[k + 1] not in _NO_THING_DONE for k in range(max(0, at - 4), at - 1))


def _asks_something(words: list[str], matches: list[Match]) -> bool:
    said = set(words)
    return bool(said & (_DAY_WORDS | _WISH_WORDS)) or any(m.explicit for m in matches) \
        or any(w.isdigit() or CLOCK_WORD_RE.fullmatch(w) or a_clock_time(words, i) for i, w in enumerate(words))


def swapped_for_the_disliked(found: Found, held: list[str]) -> None:
    """«el X no me convenció, mejor Y» with X being booked or ordered, and Y wished: X goes and Y comes
    beside the rest (when X was had here before, «el X que me hicisteis no me convenció, mejor Y», the
    complaint is still read apart: noted for a person)."""
    gone = [item for item in dict.fromkeys(found.praised) if item in held] if _a_swap(found.words) else []
    asked = found.ask_replace
    if asked and not found.lines and set(asked["choices"]) & set(gone):     # «¿cuál cambio?»: the one disliked
        found.lines, found.explicit = [{"item_id": asked["item_id"], "qty": asked["qty"], "options": {}}], \
            [asked["explicit"]]
    if not gone or not found.lines or any(line["item_id"] in gone for line in found.lines):
        return
    found.praised = [item for item in found.praised if item not in gone]
    found.removed = list(dict.fromkeys([*found.removed, *gone]))
    found.mode, found.replaced, found.ask_replace = "add", [], None


def _a_swap(words: list[str]) -> bool:
    """«el X no me convence, mejor Y», «…, prefiero Y», «…, en vez de eso Y»: Y instead of X; not «…, pon
    también Y», «añade Y», nor «el X no me gusta pero a mi hijo sí» (X is still wanted)."""
    said = set(words)
    if said & _ADDED_WORDS or any(w.startswith(_ADDED_STEMS) for w in words):
        return False
    but = next((i for i, w in enumerate(words) if w in ("pero", "mais")), None)
    if but is not None and "si" in words[but:]:
        return False
    return bool(said & _SWAP_WORDS) or any(w.startswith("cambi") for w in words)
