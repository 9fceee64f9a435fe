"""«información sobre las X», «info de los X», «quiero saber más de las X», «cóntame algo das X»:
information asked of a kind of thing in the plural is the have-question «¿qué X tenéis?» (its list,
with prices); of one thing («info del X», «info de las X» of one product) it is «¿qué es el X?» (its
description), and of one thing in a size said («info de la X de 12») «¿qué es la X de 12 y cuánto
cuesta?» (its description and that size's price): never a question
for a person nor an order of X. Whether the words name something of the catalogue is the reader's
to check."""
from __future__ import annotations

from typing import NamedTuple

from bizengine.understanding.lexicon import INFO_ASKING, INFO_OPENING, INFO_WORD, detect_lang, folded_re

_INFO_ABOUT_RE = folded_re(
    rf"{INFO_OPENING}(?:{INFO_ASKING}(?:{INFO_WORD}|detalles)|"     # «detalles» alone says of nothing
    r"(?:quiero|quero|queria|quisiera|quixera|me gustaria|gustariame) saber(?: algo| mas| mais)?|"
    r"(?:cuentame|contame|hablame|falame|dime)(?: algo| mas| mais)?)"
    r"\s+(?:(?:sobre|acerca de|de|en relacion a|en relacion con)\s+(?P<article>los|las|os|as|el|la|o|a)|"
    r"(?P<joined>dos|das|del|do|da))"
    r"\s+(?P<kind>[a-z][a-z0-9 ]*?)"
    r"(?:[\s,]+(?:porfa|por favor|gracias|grazas))*[\s.!?]*")


_PLURAL = frozenset("los las os as dos das".split())
_GALICIAN = frozenset("os as o a dos das do da".split())
_SINGULAR_ARTICLE = {"del": "el", "do": "o", "da": "a"}
_PLURAL_ARTICLE = {"dos": "os", "das": "as"}


# questions, not parts: read whole, only the reader tells one thing from a kind and what more is said (a day)
class InfoAsked(NamedTuple):
    have: str               # «que <kind> teneis?»: what there is of it, with prices
    what_is: str            # «que es el <thing>?», «que son las <things>?»: its description, when one thing is meant
    what_is_priced: str     # the same and «y cuanto cuesta?»: of one thing in a size said («info de la X de 12»)


def info_asked(norm: str) -> InfoAsked | None:
    """Information asked of something, as the questions that answer it («que <kind> tedes?», «que e
    o <thing>?» in Galician); None when the message is no such asking."""
    m = _INFO_ABOUT_RE.fullmatch(norm or "")
    if m is None:
        return None
    article = m["article"] or m["joined"]
    galician = detect_lang(norm.split()) == "gl" or article in _GALICIAN
    have = f"que {m['kind']} {'tedes' if galician else 'teneis'}?"
    if article in _PLURAL:      # «las X» of one product only: its description, as «¿qué son las X?»
        plural_article = _PLURAL_ARTICLE.get(article, article)
        what_are = f"que son {plural_article} {m['kind']}"
        return InfoAsked(have, f"{what_are}?", f"{what_are} {'e canto custan' if galician else 'y cuanto cuestan'}?")
    what = f"que {'e' if galician else 'es'} {_SINGULAR_ARTICLE.get(article, article)} {m['kind']}"
    return InfoAsked(have, f"{what}?", f"{what} {'e canto custa' if galician else 'y cuanto cuesta'}?")
