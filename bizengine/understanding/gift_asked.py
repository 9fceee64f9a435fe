"""A gift asked for with nothing named to fit it: «¿qué me recomiendas para regalar?», «algo para regalar», «algo
pa regalar», «un detalle para mi madre», «¿qué llevo de regalo a una cena?», «¿qué le regalo a mi suegra?», gl «que
me recomendas para agasallar?», «un agasallo pra miña nai», «que levo de agasallo a unha cea». Folded text
(text.clean); a gift word misspelt by one letter («regalr», «agasalar») is still one. What is for whom or for what
may follow in a few words; a thing, a subject, a budget or an age said is read by their own readers."""
from __future__ import annotations

import re

from rapidfuzz.distance import Levenshtein

from bizengine.understanding.lexicon import MY, RECOMMEND_VERB

# the words a gift is said by (nouns and the verb), in their usual spelling
_GIFT_WORDS = ("regalo", "regalar", "regalito", "agasallo", "agasallar", "detalle", "detallito")
_GIFT = (r"(?:regal(?:o|os|ito|itos|ar|arle|arla|arlo|arles)|agasall(?:o|os|ar|arlle|alo|ala)|"
         r"detall(?:e|es|ito|itos))")
_FOR = r"(?:para|pra|pa|pro)"
_LEAD = r"^(?:(?:hola|ola|buenas|boas|pues|pois|oye|oe|y|e|mira|entonces|enton|vale|bueno|bo) )*"
# «¿qué me recomiendas…?», «recoméndame…», «¿tenéis…?», «busco…»: how it is asked (it may be unsaid)
_ASKED = (rf"(?:(?:que|q|k|ke|cual|cal) (?:me |nos )?{RECOMMEND_VERB}|(?:me |nos )?{RECOMMEND_VERB}|"
          r"quiero|quisiera|queria|quero|quixera|busco|buscaba|buscamos|necesito|necesitaba|preciso|"
          r"teneis|tedes|tienes|tes|tenes|hay|hai|habra|haberia|me das|dame|dasme)")
# «algo», «algún detalle», «un regalo», «alguna cosa»: the thing asked, unnamed
_SOMETHING = (rf"(?:algo|alguna cosa|algunha cousa|una cosa|unha cousa|(?:un|una|unha|algun|algunha|alguna|"
              rf"otro|outro) {_GIFT})")
# «para mi madre», «a una cena», «pra o meu pai», «para un cumpleaños», «de empresa» is not this: a few words
_TAIL = rf"(?: (?:(?:a|al|ao|para|pra|pa|pro|en|na|no) (?:{MY} |(?:un|una|unha|el|la|o|a) )?[a-z]+(?: [a-z]+){{0,2}}))?"
_END = r"(?: (?:por favor|porfa|porfavor|gracias|grazas))?$"
_GIFT_ASKED_RE = re.compile(
    _LEAD + r"(?:"
    # «¿qué me recomiendas para regalar?», «que me aconsejas de regalo», «recoméndame algo para regalar»
    rf"(?:{_ASKED} )?(?:{_SOMETHING} )?(?:{_FOR}|de|como) {_GIFT}"
    # «un detalle para mi madre», «busco un regalo», «algún detallito»
    rf"|(?:{_ASKED} )?(?:un|una|unha|algun|algunha|alguna) {_GIFT}"
    # «¿qué llevo de regalo a una cena?», «¿qué le compro de regalo?», «que lle levo de agasallo?»
    rf"|(?:que|q|k|ke) (?:(?:le|lle|les|lles) )?(?:llevo|levo|compro|merco|traigo|traio|puedo llevar|podo levar|"
    rf"llevamos|levamos|compramos|mercamos) (?:de|como) {_GIFT}"
    # «¿qué le regalo a mi suegra?», «que podo agasallar?», «¿qué puedo regalar?»
    rf"|(?:que|q|k|ke) (?:(?:le|lle|les|lles) )?(?:puedo |podo |podemos |podriamos |poderiamos )?(?:{_GIFT})"
    r")" + _TAIL + _END)


def gift_asked(norm: str) -> bool:
    """Whether the message asks for something to give, naming nothing more than for whom or for what."""
    said = " ".join(_gift_word(w) for w in (norm or "").split())
    return bool(said) and _GIFT_ASKED_RE.match(said) is not None


def _gift_word(word: str) -> str:
    """A gift word misspelt by one letter («regalr», «agasalar», «detaye»), as it is spelt; any other word as is."""
    if len(word) < 6 or re.fullmatch(_GIFT, word):
        return word
    return next((g for g in _GIFT_WORDS if Levenshtein.distance(word, g) == 1), word)
