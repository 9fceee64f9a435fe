"""Things named in a remark, never asked for: the customer's own («la X ya la traigo yo», «a X
tráioa eu de casa», «ya tengo X»), or fine as it is («la X está bien», «os X van ben», «no hace
falta la X»). The remark is for the person who confirms; what it names is no service and nothing
to buy («me hace falta una X», «y también una X», «cámbiame la X» still ask for it)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.text import as_said, clean
from bizengine.understanding.items import Found, find_items
from bizengine.understanding.lexicon import _rx

# «¿el X va bien el jueves?»: asked, no remark
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])|(?=¿)")
_ASKED_RE = re.compile(r"[?¿]")
# A clause ends at a stop or a joining word («la X está bien, solo es la Y», «… pero pon la Z»)
_CLAUSE_END_RE = re.compile(r"[,;.!?¿¡:()]+|\s(?:y|e|pero|mais|aunque|anque|porque|pq)\s", re.IGNORECASE)
_CLITIC = r"(?:la|lo|las|los|a|o|as|os)"
_BRING = r"(?:traigo|traio|trago|traemos|traeremos|llevo|levo|pongo|poño|compro|merco|compre|merquei)"
_HAVE = r"(?:tengo|teño|teno|tenemos|temos)"
_MINE = r"(?:yo|eu|nosotros|nos|de casa|da casa|desde casa)"
_NOT_NEEDED = r"(?:no|non) (?:me |nos |te |le |lle |lles )?(?:hace|hacen|fai|fan) falta"
# said after the thing: «la X ya la traigo yo», «o X xa o teño», «la X es mía», «la X está bien»,
# «os X van ben», «la X no hace falta» (not «la X ya la tengo que cambiar»: a need)
_SAID_AFTER = (rf"(?:(?:ya|xa) (?:me |te )?{_CLITIC} (?:{_BRING}|{_HAVE})(?: {_MINE})?(?! que)"
               rf"|(?:me |te )?{_CLITIC} {_BRING} {_MINE}|{_BRING}{_CLITIC} {_MINE}"
               r"|(?:es|e|son|sao) (?:mia|mio|mias|mios|miña|miñas|meu|meus|nuestr[oa]s?|nos[oa]s?)"
               r"|(?:esta|estan|va|van|vai|funciona|funcionan|anda|andan) "
               r"(?:bien|ben|perfect[oa]s?|genial|nuev[oa]s?|nov[oa]s?)"
               rf"|{_NOT_NEEDED}|(?:no|non) {_CLITIC} (?:necesito|necesitamos|preciso|precisamos))\b")
# «la X me va bien», «el X el jueves va bien»: a day or a person after the thing, said of the time
_NO_THING_WORD = (r"(?:el|la|los|las|o|a|os|as|me|te|nos|le|lle|lles|che|hoy|hoxe|manana|lunes|martes|miercoles|"
                  r"jueves|viernes|sabado|domingo|luns|mercores|xoves|venres)")
_THING_FIRST_RE = _rx(r"^(?:(?:pues|pois|ah|oye|tranquil[oa]|bueno|bo)\s+)*"
                      r"(?P<thing>(?:el|la|los|las|o|a|os|as|mi|mis|meu|meus|miña|miñas|tu|tus|teu|teus)\s"
                      rf"(?:(?!{_NO_THING_WORD}\b)\w+\s){{0,3}}?)(?:(?:ya|xa|aun|ainda|todavia|tambien|tamen)\s)?"
                      rf"{_SAID_AFTER}")
# said before the thing: «traigo yo la X», «ya tengo X», «no hace falta cambiar la X»
_THING_AFTER_RE = _rx(rf"\b(?:{_BRING} {_MINE}|(?:ya|xa) {_HAVE}|{_NOT_NEEDED}) (?P<thing>\w+(?: \w+){{0,3}})")
# «para el martes», «con Marta»: what comes after the thing is the request's
_THING_STOP_RE = re.compile(r"\s(?:para|pra|por|con|co|coa|en|a las|as)\s.*$")
# «solo es la X», «é só a X»: the trouble told, no part to buy (a service named so is still asked)
_ONLY_RE = _rx(r"^(?:(?:pues|pois|no|non)\s+)*(?:solo|so|nada mas) (?:es|era|e|sera) (?P<thing>\w+(?: \w+){0,3})$"
               r"|^(?:es|era|e) (?:solo|so) (?P<thing2>\w+(?: \w+){0,3})$")


@dataclass
class Remark:
    said: str       # the remark, in the customer's spelling («la cámara ya la traigo yo»)
    thing: str      # the words that name the thing, folded («la camara»)
    trouble: bool = False       # «solo es la X»: what is wrong, named (no part bought; a service still asked)


def remarks_in(text: str) -> list[Remark]:
    """Each clause of `text` that names a thing as the customer's own or as fine."""
    found = []
    told = [sentence for sentence in _SENTENCE_END_RE.split(text or "") if not _ASKED_RE.search(sentence)]
    for clause in (part for sentence in told for part in _CLAUSE_END_RE.split(sentence)):
        folded = clean(clause)
        m = _THING_FIRST_RE.search(folded)
        if m:
            found.append(Remark(as_said(m.group(0), clause), m.group("thing").strip()))
        elif m := _THING_AFTER_RE.search(folded):
            thing = _THING_STOP_RE.sub("", m.group("thing"))
            found.append(Remark(as_said(folded[m.start():m.start("thing") + len(thing)], clause), thing))
        elif m := _ONLY_RE.search(folded):
            found.append(Remark(as_said(folded, clause), (m.group("thing") or m.group("thing2")).strip(), True))
    return found


def without_things_remarked(found: Found, items_text: str, remarks: list[Remark], biz) -> None:
    """Out of `found`, the lines and choices only a remark names («la X ya la traigo yo»: no X)."""
    if not remarks or found.mode == "remove":
        return
    rest = items_text
    for remark in remarks:
        rest = rest.replace(remark.thing, " ")
    named = find_items(" , ".join(r.thing for r in remarks if not r.trouble), biz)
    told = find_items(" , ".join(r.thing for r in remarks if r.trouble), biz)
    parts = {i for i in _ids(told) if not (biz.products.get(i) or {}).get("duration_minutes")}
    gone = (_ids(named) | parts) - _ids(find_items(rest, biz))
    found.replaced = [x for x in found.replaced if x not in gone]      # «no hace falta cambiar la X»
    kept = [k for k, line in enumerate(found.lines) if line["item_id"] not in gone]
    found.lines = [found.lines[k] for k in kept]
    found.explicit = [found.explicit[k] for k in kept if k < len(found.explicit)]
    words = {a["word"] for a in named.ambiguous}     # «los X están bien», X several services share
    found.ambiguous = [a for a in found.ambiguous if a["word"] not in words]


def _ids(found: Found) -> set[str]:
    """What `found` names: its lines, and what it replaces («cambiar la X»)."""
    return {line["item_id"] for line in found.lines} | set(found.replaced)


def remarks_naming_things(text: str, biz) -> list[str]:
    """The remarks of `text` that name something the business has, as said (kept for the note)."""
    return [r.said for r in remarks_in(text) if _ids(find_items(r.thing, biz))]
