"""A held line, or its sibling, told by one word of its names: «no, mejor a5» of a held «X A4» (the A5
one instead, its count kept), «mellor cuadriculados», «quita el rio» of a held «Río sen nome».

Read here: which product the one word names, among the lines held and their groups' other
candidates. Whether that swaps or takes off is the conversation's, as for a full name."""
from __future__ import annotations

from collections.abc import Callable

from bizengine.language.small_words import STOP
from bizengine.understanding.item_index import ItemIndex
from bizengine.understanding.item_words import DEFINITE, OF, Match, qty_token
from bizengine.understanding.lexicon import SWAP_VERB, TAKE_OFF_OR_RETIRE, folded_re

# «no», «mejor», «prefiero», «al final»: the word that says what follows is instead of what is held
_INSTEAD_WORDS = frozenset("no non mejor mellor prefiero prefiro final".split())
# what may stand before the word besides those: «vale, no, mejor los de …», «uy, al final o …»
_BESIDE_INSTEAD = frozenset("vale ok pues pois bueno bo uy ay al ao un una unha uno unos unas uns unhas".split())
# «quita», «sácame», «cambia», «troca»: what names a held line to take off or swap («pon» adds: not here)
_CHANGE_VERB_RE = folded_re(rf"(?!pon){TAKE_OFF_OR_RETIRE}|(?!pon){SWAP_VERB}")
# «el rio mejor 2», «do lume, que sexan 2»: a held line named first, what changes it after
_OPENING = frozenset([*DEFINITE, "del", "do", "da"])


def sibling_said_instead(sibling_told: Callable[[str, str], str | None], words: list[str], sing: list[str],
                         used: list[bool], cart: list[dict]) -> list[Match]:
    """«no, mejor a5», «mejor de rayas», «non, cuadriculados»: the message opens with a word of
    second thought and then names, by one word, the other candidate of a held line's group. That
    candidate, borrowing the held line (whose count it keeps)."""
    at = _first_said(words)
    if at is None or at >= len(sing) or used[at]:
        return []
    told = {(sibling, line["item_id"]) for line in cart
            if (sibling := sibling_told(line.get("item_id") or "", sing[at]))}
    if len({sibling for sibling, _ in told}) != 1:
        return []
    sibling, held = sorted(told)[0]
    used[at] = True
    return [Match(at, at + 1, "product", sibling, borrowed=held)]


def _first_said(words: list[str]) -> int | None:
    """Where the words after «no, mejor (los) (de)» begin, when one of second thought is among them."""
    at = 0
    while at < len(words) and (words[at] in _INSTEAD_WORDS or words[at] in _BESIDE_INSTEAD
                               or words[at] in DEFINITE or words[at] in OF):
        at += 1
    return at if any(w in _INSTEAD_WORDS for w in words[:at]) else None


def held_told_by_a_word(idx: ItemIndex, words: list[str], sing: list[str], used: list[bool],
                        cart: list[dict]) -> list[Match]:
    """«quita el rio», «saca o lume», «cambia el rio por …», «el rio mejor 2»: right after a verb that
    takes off or swaps (an article between or not), or opening the message after its article with
    more said after it, a word of the names of one held line only: that line."""
    held = {line.get("item_id") or "" for line in cart}
    out = []
    for at in _after_a_verb(words) + _opening(words):
        if used[at] or used[at - 1] or not _telling(sing[at]):
            continue
        holders = idx.word_items.get(sing[at], set()) & held
        if len(holders) == 1:
            used[at] = True
            out.append(Match(at, at + 1, "product", holders.pop()))
    return out


def _after_a_verb(words: list[str]) -> list[int]:
    """Where the word after each verb that takes off or swaps is (its article skipped)."""
    out = []
    for i, verb in enumerate(words[:-1]):
        if _CHANGE_VERB_RE.fullmatch(verb):
            out.append(i + 2 if words[i + 1] in DEFINITE and i + 2 < len(words) else i + 1)
    return out


def _opening(words: list[str]) -> list[int]:
    return [1] if len(words) > 2 and words[0] in _OPENING else []


def _telling(word: str) -> bool:
    """A word that may tell a line: not a small word nor a count; three letters or more, or «a5»."""
    return word not in STOP and word not in OF and qty_token(word) is None and word.isalnum() \
        and (len(word) > 2 or any(ch.isdigit() for ch in word))
