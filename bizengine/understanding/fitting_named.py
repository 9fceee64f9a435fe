"""«un cambio de X», «montaje de la X», «montar una X» (gl «cambio das X», «montaxe dunha X»), X a thing
sold: the job of fitting X, named by its noun or its infinitive as «cambiar las X» names it (an
appointment whose service is asked, X in its note), never X alone to pick up."""
from __future__ import annotations

import re

from bizengine.language.text import singular
from bizengine.understanding.item_index import index_of

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
