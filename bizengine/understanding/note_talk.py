"""How a customer talks about the note of a request: a favour asked of the business for it («¿me la
envolvéis?», «cortádesma?»), and a change of the note already held («no, mejor en bolsa», «ao final
sen caixa»). Read on folded text (text.clean)."""
from __future__ import annotations

import re

from bizengine.language.text import clean

_LEAD = r"^(?:(?:y|e|oye|oe|pues|pois|vale|ok|porfa|por favor|ah|una cosa|unha cousa)\s+)*"
# «me la», «nos lo», «ma», «llela»: to whom, and what, before the verb
_TO_ME_IT = (r"(?:(?:me|nos|le|lle|les|lles|se) (?:lo|la|los|las|o|a|os|as)|mo|ma|cho|cha|nolo|nola|nolos|nolas|"
             r"llelo|llela)")
_IT = r"(?:lo|la|los|las)"
_PLURAL_YOU = r"(?:ariais|eriais|iriais|ariades|eriades|iriades|ais|eis|ades|edes|ides)"
_CAN = (r"(?:puedes|podes|podeis|podedes|podrias|poderias|podriais|poderiades|podesme|podedesme|podeslle|"
        r"podedeslle|podedesnos|podesnos)")
# «envolvérmela», «cortarla», «envolvela» (Galician drops the «r» before «a»/«o»)
_TO_DO_IT = r"\w{2,}?(?:(?:ar|er|ir)(?:me|nos|le|lle|se)?(?:lo|la|los|las)|[aei](?:la|lo|las|los))"
# «cortádesma», «envolvédesmo»: the Galician verb with its pronouns after it
_YOU_FUSED = r"\w{3,}?(?:ades|edes|ides)(?:me|ma|mo|mas|mos|nos|nola|nolo|nolas|nolos|lle|lla|llo|llas|llos)"
_FAVOUR_RE = re.compile(rf"{_LEAD}(?:{_TO_ME_IT} {_CAN} (?P<to_do>\w+)|{_CAN} (?P<to_do_it>{_TO_DO_IT})|"
                        rf"{_TO_ME_IT} (?P<you>\w{{3,}}?(?:{_PLURAL_YOU}|is|as|es))|"
                        rf"{_IT} (?P<you_all>\w{{3,}}?{_PLURAL_YOU})|(?P<fused>{_YOU_FUSED}))\b")
# what asks to be told, kept, brought or charged, not done to the thing: «¿me lo decís?», «¿me la guardáis?»,
# «¿me lo lleváis a casa?», «¿la tenéis?»
_NOT_A_FAVOUR_RE = re.compile(r"^(?:dec|dic|dig|sab|ten|tien|ter|hab|cobr|cuest|cust|cost|explic|mand|envi|llev|lev|"
                              r"trae|traig|trai|reserv|guard|confirm|recomend|aconse|pued|pod|quer|quier|"
                              r"vend|ofrec|ofrez|dais|dades|das|des)")


def a_favour_asked(norm: str) -> bool:
    """«¿me la podéis cortar?», «¿me la envolvéis?», «podedes envolvela?», «cortádesma?»: something
    to be done to what is ordered, asked of the business (a wish for the note, not a question)."""
    m = _FAVOUR_RE.match(norm)
    verb = next((v for v in m.groups() if v), "") if m else ""
    return bool(verb) and not _NOT_A_FAVOUR_RE.match(verb)


# «no, mejor en bolsa», «mellor sen envolver», «al final no hace falta la caja», «cambia la nota: en bolsa»:
# the note held changed, what follows being the wish instead
_INSTEAD = (r"(?P<instead>mejor|mellor|mas bien|prefiero|prefiro|"
            r"(?:cambia|cambiame|cambiade|cambiad|cambiar) (?:la|a) (?:nota|indicacion)(?: (?:a|por|pola))?)")
_WISH = r"(?P<wish>(?:en|sin|sen|con|nun|nunha|para|pra|no|non|ya no|xa non|nada de|nada)\s.+)"
_INSTEAD_RE = re.compile(r"^(?:(?:no|non|pues|pois|bueno|vale|ah|oye|mira|y|e|uy|ai|perdon)\s+)*"
                         rf"(?:(?:{_INSTEAD}|al final|ao final|a final|finalmente)\s+)+{_WISH}$")
# «ya no hace falta la caja», «xa non fai falta a caixa»: a part of it taken back, said alone
_NO_LONGER_RE = re.compile(r"^(?:(?:pues|pois|bueno|vale|ah|oye|mira|y|e|uy|ai|perdon)\s+)*"
                           r"(?P<wish>(?:ya no|xa non|no|non) (?:hace|fai|fan|hacen) falta\s.+)$")
# «no hace falta la caja», «sin caja», «xa non fai falta a caixa»: what the wish takes back
_TAKES_BACK_RE = re.compile(r"^(?:sin|sen|ya no|xa non|no|non|nada de|nada)\s+(?:(?:hace|fai|fan|hacen) falta\s+)?"
                            r"(?:(?:el|la|los|las|o|a|os|as|lo de|o de)\s+)?(?P<what>.+)$")

_A_NO_RE = re.compile(r"^(?:ya no|xa non|no|non|nada)\b")     # a wish that only takes something back
_WITHOUT_RE = re.compile(r"^(?:sin|sen)\b")


def note_changed(norm: str, held_note: str) -> tuple[str, bool] | None:
    """The wish said instead of the note held, and whether it takes a part of it back (a word of the
    note named after «sin», «no hace falta»: «en caja» held, «al final sin caja»); None when the message
    changes no note («al final no la quiero», «ya no hace falta que llaméis»: nothing of it named)."""
    m = _INSTEAD_RE.match(norm) or _NO_LONGER_RE.match(norm)
    if m is None:
        return None
    wish = m.group("wish")
    back = _TAKES_BACK_RE.match(wish)
    held = [w for w in clean(held_note).split() if len(w) > 3]
    takes_back = back is not None and any(_same_word(w, n) for w in back.group("what").split() for n in held)
    if not takes_back and (m.re is _NO_LONGER_RE or _A_NO_RE.match(wish) or (
            _WITHOUT_RE.match(wish) and not m.group("instead"))):
        return None     # «al final sin bolsa» with «en caja» held: nothing of it taken back, nothing instead
    return wish, takes_back


def _same_word(said: str, noted: str) -> bool:
    """The same word, or one sharing its first letters (a plural: «cajas» said of «caja»)."""
    stem = min(len(said), len(noted), 5)
    return stem >= 4 and said[:stem] == noted[:stem]
