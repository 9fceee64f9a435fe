"""Praise of what the business makes: «me encantan vuestros X», «los X estaban buenísimos». The
products praised are told about, not ordered, unless a count or a wish comes with them."""
from __future__ import annotations

from bizengine.understanding.item_words import Match, qty_token
from bizengine.understanding.lexicon import DISLIKED_RE, PRAISE_RE

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
_AFTER, _BEFORE = 4, 2      # words a praised product may lie after the praise, or before it


def _spans(words: list[str]) -> list[tuple[int, int]]:
    """(first word, word after the last) of each praise said, or dislike («las X no me gustaron»:
    told of, not wanted)."""
    text = " ".join(words)
    told = [*PRAISE_RE.finditer(text), *DISLIKED_RE.finditer(text)]
    return [(text[:m.start()].count(" "), text[:m.end()].count(" ") + 1) for m in told]


def _praised(words: list[str], m: Match, spans: list[tuple[int, int]]) -> bool:
    if m.explicit:
        return False
    return any((end <= m.start <= end + _AFTER and not _WISH_WORDS & set(words[end:m.start]))
               or (m.end <= start and start - m.end <= _BEFORE and not _WISH_WORDS & set(words[:m.start]))
               for start, end in spans)     # not «ponme X, que están buenísimos»


def _wished_after(words: list[str], m: Match, matches: list[Match]) -> bool:
    """«la X de ayer estaba riquísima, quiero otra», «qué bonito el X, me lo quedo», «…, ¿cuánto
    cuesta?»: a wish or a question after X that names nothing else is about X. A count said after the
    wish is X's («os X están moi ricos, quero 6»)."""
    cue = next((i for i in range(m.end, len(words)) if words[i] in _WISH_WORDS | _ASKED_WORDS
                or (words[i] in _ANOTHER and (i + 1 == len(words) or words[i + 1] in _ANOTHER_AFTER))), None)
    if cue is None or any(other.start > cue for other in matches):
        return False
    count = next((n for w in words[cue:] if (n := qty_token(w)) is not None), None)
    if count is not None and words[cue] in _WISH_WORDS:
        m.qty, m.explicit = count, True
    elif words[cue] in _ANOTHER:
        m.qty, m.explicit = 1, True     # «qué bueno el X, otro igual»: one like the one praised
    return True


def split_praised(words: list[str], matches: list[Match]) -> tuple[list[Match], list[str]]:
    """(the matches that are no product praised without a count or a wish, the item ids praised):
    «me encantan vuestros X» keeps no X, and X is what the follow-up «ponme 6» is about."""
    spans = _spans(words)
    if not spans:
        return matches, []
    praised = [m for m in matches if _praised(words, m, spans) and not _wished_after(words, m, matches)]
    gone = {id(m) for m in praised}
    return [m for m in matches if id(m) not in gone], [m.target for m in praised if m.kind == "product"]
