"""How a customer talks about the note of a request: a favour asked of the business for it («¿me la
ponéis en X?», «cortádesma?»), and a change of the note already held («no, mejor en Y», «ao final
sen X»). Read on folded text (text.clean)."""
from __future__ import annotations

import re

from bizengine.language.text import as_said, clean, singular
from bizengine.understanding.lexicon import (
    CAN_YOU_TO_ME,
    CONTAINER_WORDS,
    IT_PRONOUN,
    POINTING_WORDS,
    TAKE_AWAY,
    TO_ME_IT_JOINED,
    TO_WHOM,
    WRAP_IT,
    WRAPPED,
)
from bizengine.understanding.vocabulary import Vocabulary, vocabulary_of

_LEAD = r"^(?:(?:y|e|oye|oe|pues|pois|vale|ok|porfa|por favor|ah|una cosa|unha cousa)\s+)*"
# «me la», «nos lo», «ma», «llela»: to whom, and what, before the verb
_TO_ME_IT = rf"(?:{TO_WHOM} {IT_PRONOUN}|{TO_ME_IT_JOINED})"
_IT = r"(?:lo|la|los|las)"
_PLURAL_YOU = r"(?:ariais|eriais|iriais|ariades|eriades|iriades|ais|eis|ades|edes|ides)"
# «ponérmela», «cortarla», «metela» (Galician drops the «r» before «a»/«o»)
_TO_DO_IT = r"\w{2,}?(?:(?:ar|er|ir)(?:me|nos|le|lle|se)?(?:lo|la|los|las)|[aei](?:la|lo|las|los))"
# «cortádesma», «metédesmo»: the Galician verb with its pronouns after it
_YOU_FUSED = r"\w{3,}?(?:ades|edes|ides)(?:me|ma|mo|mas|mos|nos|nola|nolo|nolas|nolos|lle|lla|llo|llas|llos)"
_FAVOUR_RE = re.compile(rf"{_LEAD}(?:{_TO_ME_IT} {CAN_YOU_TO_ME} (?P<to_do>\w+)|"
                        rf"{CAN_YOU_TO_ME} (?P<to_do_it>{_TO_DO_IT})|"
                        rf"{_TO_ME_IT} (?P<you>\w{{3,}}?(?:{_PLURAL_YOU}|is|as|es))|"
                        rf"{_IT} (?P<you_all>\w{{3,}}?{_PLURAL_YOU})|(?P<fused>{_YOU_FUSED}))\b")
# what is done to the thing itself, in any trade: put, wrap, separate, put in, prepare, write, tie, sign,
# decorate («¿me la ponéis en X?», «¿los separáis?»); not «¿los hacéis?», «¿me lo resumes?». The trade's
# own verbs (cut, warm…) are its `reading.done_to_words` (Vocabulary.done_to_verb)
_DONE_TO_IT_RE = re.compile(r"^(?:pon|envol|embrull|empaquet|embal|separ|met|"
                            r"prepar|escrib|ata(?:r|is|des|s)|dedic|firm|decor|adorn)")
# «¿los hacéis vosotros?», «¿las preparáis aquí?»: who does it, or where, asked
_WHO_OR_WHERE_RE = re.compile(r"^\s*(?:vosotr[oa]s|vosoutr[oa]s|vos|aqui|ahi|alli|aca|en el local|no local|"
                              r"en la tienda|na tenda)\b")


def a_favour_asked(norm: str, vocabulary: Vocabulary | None = None) -> bool:
    """«¿me la ponéis en X?», «podedes metela?», «¿me la podéis <done>?», «<done>desma?»: something
    to be done to what is ordered, asked of the business (a wish for the note, not a question); the
    trade's own verbs are its `reading.done_to_words`. A verb of another kind asks it when a wish of
    the trade's follows (`reading.note_words`): «¿me la dejáis <one of them>?»."""
    m = _FAVOUR_RE.match(norm)
    if m is None or _WHO_OR_WHERE_RE.match(norm[m.end():]):
        return False
    verb = next(v for v in m.groups() if v)
    if _DONE_TO_IT_RE.match(verb) or (vocabulary is not None and vocabulary.done_to_verb.match(verb)):
        return True
    note_words = vocabulary.note_words if vocabulary is not None else None
    to_me = not m.group("you_all")
    return to_me and note_words is not None and note_words.search(norm, m.end()) is not None


# «no, mejor en Y», «mellor sen X», «al final no hace falta la X», «cambia la nota: en Y»:
# the note held changed, what follows being the wish instead
_INSTEAD = (r"(?P<instead>mejor|mellor|mas bien|prefiero|prefiro|"
            r"(?:cambia|cambiame|cambiade|cambiad|cambiar) (?:la|a) (?:nota|indicacion)(?: (?:a|por|pola))?)")
_WISH = r"(?P<wish>(?:en|sin|sen|con|nun|nunha|para|pra|no|non|ya no|xa non|nada de|nada)\s.+)"
_INSTEAD_RE = re.compile(r"^(?:(?:no|non|pues|pois|bueno|vale|ah|oye|mira|y|e|uy|ai|perdon)\s+)*"
                         rf"(?:(?:{_INSTEAD}|al final|ao final|a final|finalmente)\s+)+{_WISH}$")
# «ya no hace falta la X», «xa non fai falta a X»: a part of it taken back, said alone
_NO_LONGER_RE = re.compile(r"^(?:(?:pues|pois|bueno|vale|ah|oye|mira|y|e|uy|ai|perdon)\s+)*"
                           r"(?P<wish>(?:ya no|xa non|no|non) (?:hace|fai|fan|hacen) falta\s.+)$")
# «no hace falta la X», «sin X», «xa non fai falta a X»: what the wish takes back
_TAKES_BACK_RE = re.compile(r"^(?:sin|sen|ya no|xa non|no|non|nada de|nada)\s+(?:(?:hace|fai|fan|hacen) falta\s+)?"
                            r"(?:(?:el|la|los|las|o|a|os|as|lo de|o de)\s+)?(?P<what>.+)$")

_A_NO_RE = re.compile(r"^(?:ya no|xa non|no|non|nada)\b")     # a wish that only takes something back
_WITHOUT_RE = re.compile(r"^(?:sin|sen)\b")
_FOR_WHOM_RE = re.compile(r"^(?:para|pra)\b")     # «para mi madre»: whom it is for, beside how it is done


def note_changed(norm: str, held_note: str) -> tuple[str, str] | None:
    """The wish said about the note held, and how: "instead" of it («mejor en Y» with «en X» held),
    "back" (a part of it taken back: a word of the note named after «sin», «no hace falta»: «al final
    sin X») or "besides" (whom it is for: «al final para mi madre» keeps «en X»); None when the message
    changes no note («al final no la quiero», «ya no hace falta que llaméis»: nothing of it named)."""
    m = _INSTEAD_RE.match(norm) or _NO_LONGER_RE.match(norm)
    if m is None:
        return None
    wish = m.group("wish")
    if _FOR_WHOM_RE.match(wish):
        return wish, "besides"
    back = _TAKES_BACK_RE.match(wish)
    held = [w for w in clean(held_note).split() if len(w) > 3]
    takes_back = back is not None and any(_same_word(w, n) for w in back.group("what").split() for n in held)
    if not takes_back and (m.re is _NO_LONGER_RE or _A_NO_RE.match(wish) or (
            _WITHOUT_RE.match(wish) and not m.group("instead"))):
        return None     # «al final sin Y» with «en X» held: nothing of it taken back, nothing instead
    return wish, "back" if takes_back else "instead"


def _same_word(said: str, noted: str) -> bool:
    """The same word, or one sharing its first letters (a plural: «Xs» said of «X»)."""
    stem = min(len(said), len(noted), 5)
    return stem >= 4 and said[:stem] == noted[:stem]



# «¿puedes ponerlo?», «podes poñelo?», «¿me lo apuntas?», «anótalo», closing a message: what it said, to be noted
_NOTE_IT_RE = re.compile(r"^(?:(?:y|e|pues|pois|oye|oe) )?(?:(?:(?:(?:me|nos) )?(?:lo|la|o|a) )?"
                         r"(?:puedes|podes|podeis|podedes|puede|pode|podrias|poderias)(?: (?:me|nos))? "
                         r"(?:poner|ponelo|ponela|apuntar|anotar|engadir|anadir)\w*"
                         r"|(?:(?:me|nos) )?(?:lo|la|o|a) (?:apuntas|anotas|pones|pos|apuntades|anotades|ponedes)"
                         r"|(?:apunta|anota)(?:lo|la|o|a|melo|mela|mo|ma)?|ponlo|ponla|ponmelo|ponmela|poo|poa)"
                         r"(?: (?:porfa|por favor|pls|plis|gracias|grazas|en la nota|na nota|tambien|tamen))*$")
_LAST_CLAUSE_RE = re.compile(r"[,.;¿]\s*(?P<tail>[^,.;¿]+)$")


def names_something(told: str) -> bool:
    """«las quiero bien hechas»: a word of its own, not only pointing back («lo de antes», «eso que te dije»)."""
    return any(w not in POINTING_WORDS for w in clean(told).split())


def without_note_it_asked(raw: str) -> str:
    """«uno de nosotros es X, ¿puedes ponerlo?» → «uno de nosotros es X»: the message without the closing
    favour of noting it (the message whole when it ends otherwise)."""
    last = _LAST_CLAUSE_RE.search(raw)
    if last is None or not _NOTE_IT_RE.match(clean(last.group("tail"))):
        return raw
    return raw[:last.start()].strip(" ,.;") or raw


# «en caja, porfa», «envuelto en papel de seda», «nunha bolsa», «para llevar»: how it is to be handed over,
# said alone (to the name question or at the summary: a wish for the note, never a name)
_HANDED_LEAD = r"^(?:(?:y|e|ah|ai|oye|oe|mira|pues|pois|tambien|tamen|ademas|ademais|una cosa|unha cousa)\s+)*"
# «envuélvelo», «para llevar a casa», «pra levar ao traballo»: wrapped, or taken away (and where to)
_HANDED_RE = re.compile(rf"{_HANDED_LEAD}(?P<wish>(?:{WRAPPED} )?(?:en|nun|nunha|na) "
                        rf"(?!(?:nombre|nome)\b)[a-z]+(?: [a-z]+){{0,3}}?|(?:{WRAPPED}|{WRAP_IT})(?: [a-z]+){{0,4}}?|"
                        rf"{TAKE_AWAY}(?: [a-z]+)?)"
                        r"(?: (?:porfa|por favor|gracias|grazas|si puede ser|"
                        r"se pode ser|si se puede|se se pode))?$")


def _in_a_container(wish: str, biz) -> bool:
    """«en caja», «nunha bolsa», «en papel kraft», «en la terraza» (a note word of the business):
    not «en marcha», «en efectivo», «en media hora»."""
    note_words = vocabulary_of(biz).note_words
    # («en <one of CONTAINER_WORDS>»: how it is handed over; the trade's own, «en rodajas», are its note_words)
    return bool(CONTAINER_WORDS & {singular(w) for w in wish.split()}) \
        or (note_words is not None and note_words.search(wish) is not None)


def handed_how(norm: str, text: str, biz=None) -> str | None:
    """«en caja porfa» → «en caja»: how the thing is to be handed over, said alone, in the customer's
    spelling; None for anything else or a place named («en Vigo»: a capital after the first word)."""
    m = _HANDED_RE.match(norm)
    wish = m.group("wish") if m else ""
    if wish.split()[:1] in (["en"], ["nun"], ["nunha"], ["na"]) and not _in_a_container(wish, biz):
        return None
    if m and _BARE_TAKE_AWAY_RE.fullmatch(wish):
        return None     # «para llevar»: picked up, as every order is (taken_away)
    said = as_said(wish, text) if m else ""
    return said if said and not any(w[:1].isupper() for w in said.split()[1:]) else None


_BARE_TAKE_AWAY_RE = re.compile(r"(?:para|pra|pa) (?:llevar|levar)")


# «3 X para llevar a la oficina el martes», «pra levar ao traballo»: taken away, and where to (not «a las 10»)
_TAKEN_AWAY_RE = re.compile(rf"\b{TAKE_AWAY}\b")


def taken_away(norm: str, text: str) -> str | None:
    """«para llevar a la oficina»: how the things ordered are to be handed over, in the customer's spelling.
    A bare «para llevar», «pa levar o martes» says only that it is picked up, as every order is: no note."""
    m = _TAKEN_AWAY_RE.search(norm) if "levar" in norm or "llevar" in norm else None
    return as_said(m.group(0), text) if m and len(m.group(0).split()) > 2 else None
