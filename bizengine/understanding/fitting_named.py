"""«un cambio de X», «montaje de la X», «montar una X» (gl «cambio das X», «montaxe dunha X»), X a thing
sold: the job of fitting X, named by its noun or its infinitive as «cambiar las X» names it (an
appointment whose service is asked, X in its note), never X alone to pick up. The noun so said names
the job, never a product one of whose names ends in it: «el cambio de <part>» is no «el <noun>» of a
service (`fitting_another_thing`, read while the catalogue's phrases are matched)."""
from __future__ import annotations

import re

from bizengine.language.text import singular
from bizengine.understanding.item_index import TYPO_MIN_LEN, ItemIndex, index_of, typo_match

_FITTING = (r"(?:cambio|cambios|recambio|montaje|montaxe|sustitucion|substitucion|instalacion|colocacion"
            r"|montar|montarme|montarle|montarlle|instalar|instalarme|colocar|colocarme)")
_OF = r"(?: (?:de|del|da|do|das|dos|dun|dunha|duns|dunhas))?"
_THE = r"(?: (?:la|las|los|el|un|una|unos|unas|mi|mis|o|a|os|as|unha|unhas|meu|meus|mina|minas))?"
_FITTING_OF_RE = re.compile(rf"\b{_FITTING}{_OF}{_THE} (?P<what>\w+)")


def fitting_named(norm: str, biz, lines: list[dict]) -> bool:
    """Whether a thing read among `lines` is named right after a noun or infinitive of fitting it."""
    sold = {line["item_id"] for line in lines}
    words = index_of(biz).word_items
    return any(words.get(singular(m["what"]), set()) & sold for m in _FITTING_OF_RE.finditer(norm or ""))


# the nouns of _FITTING (as read in the singular) and the words between one and its thing
_FITTING_NOUNS = frozenset("cambio recambio montaje montaxe sustitucion substitucion instalacion colocacion".split())
_BETWEEN = frozenset("de del da do das dos dun dunha duns dunhas la las los el un una unos unas mi mis o a os as "
                     "unha unhas meu meus mina minas".split())


def fitting_another_thing(biz, idx: ItemIndex, sing: list[str], end: int, target: str) -> bool:
    """Whether the phrase ending at `end` (words read in the singular) ends in a noun of fitting followed by
    «de (la) <a word of another thing sold>»: «el cambio de <part>» names the job on the <part>, not
    the service whose alias is «el cambio» («el cambio de <a word of its own>» still is; so is «el
    cambio de la <word>» where the word is a service's: no thing to fit)."""
    if end < 1 or end >= len(sing) or sing[end - 1] not in _FITTING_NOUNS or sing[end] not in _BETWEEN:
        return False
    k = end
    while k < len(sing) and sing[k] in _BETWEEN:
        k += 1
    if k >= len(sing):
        return False
    named = idx.word_items.get(sing[k]) or _misspelt(idx, sing[k])
    things = {pid for pid in named if not (biz.products.get(pid) or {}).get("duration_minutes")}
    return bool(things) and target not in named


def _misspelt(idx: ItemIndex, word: str) -> set[str]:
    """«el cambio de <part> misspelt»: the one product the word is a letter or two off."""
    meant = typo_match(idx, word) if len(word) >= TYPO_MIN_LEN and word.isalpha() else None
    return {meant} if meant else set()
