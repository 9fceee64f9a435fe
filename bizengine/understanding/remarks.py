"""Things named in a remark, never asked for: the customer's own («la X ya la traigo yo», «a X
tráioa eu de casa», «ya tengo X»), or fine as it is («la X está bien», «os X van ben», «no hace
falta la X»). The remark is for the person who confirms; what it names is no service and nothing
to buy («me hace falta una X», «y también una X», «cámbiame la X» still ask for it). Patterns are
written folded (text.clean: no accents, «ñ» read «n»)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.text import as_said, clean
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.items import Found, find_items

# «¿el X va bien el jueves?»: asked, no remark
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])|(?=¿)")
_ASKED_RE = re.compile(r"[?¿]")
# A clause ends at a stop or a joining word («la X está bien, solo es la Y», «… pero pon la Z»)
_CLAUSE_END_RE = re.compile(r"[,;.!?¿¡:()]+|\s(?:y|e|pero|mais|aunque|anque|porque|pq)\s", re.IGNORECASE)
_CLITIC = r"(?:la|lo|las|los|a|o|as|os)"
_BRING = r"(?:traigo|traio|trago|traemos|traeremos|llevo|levo|pongo|pono|compro|merco|compre|merquei)"
_HAVE = r"(?:tengo|teno|tenemos|temos)"
_MINE = r"(?:yo|eu|nosotros|nos|de casa|da casa|desde casa)"
_NOT_NEEDED = r"(?:no|non) (?:me |nos |te |le |lle |lles )?(?:hace|hacen|fai|fan) falta"
# said after the thing: «la X ya la traigo yo», «o X xa o teño», «la X es mía», «la X no hace falta»
# (not «la X ya la tengo que cambiar»: a need)
_OWN_AFTER = (rf"(?:(?:ya|xa) (?:me |te )?{_CLITIC} (?:{_BRING}|{_HAVE})(?: {_MINE})?(?! que)"
              rf"|(?:me |te )?{_CLITIC} {_BRING} {_MINE}|{_BRING}{_CLITIC} {_MINE}"
              r"|(?:es|e|son|sao) (?:mia|mio|mias|mios|mina|minas|meu|meus|nuestr[oa]s?|nos[oa]s?)"
              rf"|{_NOT_NEEDED}|(?:no|non) {_CLITIC} (?:necesito|necesitamos|preciso|precisamos))\b")
# «la X está bien», «os X van ben»: fine as it is (of a thing held or offered, the way it is taken)
_FINE = (r"(?:esta|estan|va|van|vai|funciona|funcionan|anda|andan) "
         r"(?:bien|ben|perfect[oa]s?|genial|nuev[oa]s?|nov[oa]s?)\b")
# «la X me va bien», «el X el jueves va bien»: a day or a person after the thing, said of the time
# (nor a «no»: «los X no están bien» tells a problem)
_NO_THING_WORD = (r"(?:el|la|los|las|o|a|os|as|me|te|nos|le|lle|lles|che|no|non|nunca|hoy|hoxe|manana|lunes|martes|"
                  r"miercoles|jueves|viernes|sabado|domingo|luns|mercores|xoves|venres)")
_THING_FIRST_RE = re.compile(r"^(?:(?:pues|pois|ah|oye|tranquil[oa]|bueno|bo)\s+)*"
                             r"(?P<thing>(?:el|la|los|las|o|a|os|as|mi|mis|meu|meus|mina|minas|tu|tus|teu|teus)\s"
                             rf"(?:(?!{_NO_THING_WORD}\b)\w+\s){{0,3}}?)"
                             r"(?P<also>(?:ya|xa|aun|ainda|todavia|tambien|tamen)\s)?"
                             rf"(?:{_OWN_AFTER}|(?P<fine>{_FINE}))")
# said before the thing: «traigo yo la X», «ya tengo X», «no hace falta cambiar la X»
_THING_AFTER_RE = re.compile(rf"\b(?:{_BRING} {_MINE}|(?:ya|xa) {_HAVE}|{_NOT_NEEDED}) (?P<thing>\w+(?: \w+){{0,3}})")
# «para el martes», «con Marta»: what comes after the thing is the request's
_THING_STOP_RE = re.compile(r"\s(?:para|pra|por|con|co|coa|en|a las|as)\s.*$")
# «solo es la X», «é só a X»: the trouble told, no part to buy (never «solo es una X»: a thing asked for)
_THE_THING = r"(?:el|la|los|las|o|a|os|as) \w+(?: \w+){0,3}"
_ONLY_RE = re.compile(rf"^(?:(?:pues|pois|no|non)\s+)*(?:solo|so|nada mas) (?:es|era|e|sera) (?P<thing>{_THE_THING})$"
                      rf"|^(?:es|era|e) (?:solo|so) (?P<thing2>{_THE_THING})$")
# A remark has one of these words (or a verb of bringing with its pronoun, «tráioa»): none, no remark
_TRIGGER_WORDS = frozenset(
    "bien ben falta solo so traigo traio trago traemos traeremos llevo levo pongo pono compro merco compre "
    "merquei tengo teno tenemos temos mia mio mias mios mina minas meu meus nuestro nuestra nuestros nuestras "
    "noso nosa nosos nosas perfecto perfecta perfectos perfectas genial nuevo nueva nuevos nuevas novo nova "
    "novos novas necesito necesitamos preciso precisamos".split())
_BRING_STEMS = ("traig", "trai", "trag", "llev", "lev", "pong", "pon", "compr", "merc")
_ALSO = frozenset({"tambien", "tamen"})
_PICKING = ("pick", "option")       # a thing to choose was asked: «la de X está bien» picks it
# «es una <brand> de 2019», «tengo un <model>», «teño unha <brand>»: what the customer's own thing is
_OWN_IS_RE = re.compile(rf"\b(?P<verb>es|son|e|{_HAVE}) (?:un|una|unha|unos|unas|uns|unhas) (?P<w>\w+)")
GALICIAN_IS_RE = re.compile(r"(?<!\w)[éÉ](?!\w)")      # the Galician «é» (is) written with its accent


@dataclass
class Remark:
    said: str       # the remark, in the customer's spelling («la X ya la traigo yo»)
    thing: str      # the words that name the thing, folded («la x»)
    trouble: bool = False       # «solo es la X»: what is wrong, named (no part bought; a service still asked)
    fine: bool = False          # «la X está bien»: fine as it is
    ids: frozenset[str] = frozenset()       # the catalogue's things it names (lines and what it replaces)
    shared_words: frozenset[str] = frozenset()   # «los X están bien»: words several services share


def remarks_in(text: str, biz, ctx: ReadingContext | None = None) -> list[Remark]:
    """Each clause of `text` that names a thing as the customer's own or as fine (`ctx`: what is held
    and offered, which «está bien» takes rather than remarks on)."""
    if not _may_remark(clean(text or "")):
        return []
    told = [sentence for sentence in _SENTENCE_END_RE.split(text or "") if not _ASKED_RE.search(sentence)]
    clauses = [part for sentence in told for part in _CLAUSE_END_RE.split(sentence)]
    found = [r for r in (_remark_in(clause, biz) for clause in clauses) if r]
    return [r for r in found if not (r.fine and _taken(r, ctx or {}))]


def _may_remark(folded: str) -> bool:
    """Whether `folded` has a word a remark needs (the cheap check before any pattern)."""
    words = folded.split()
    return not _TRIGGER_WORDS.isdisjoint(words) or any(w.startswith(_BRING_STEMS) for w in words)


def _remark_in(clause: str, biz) -> Remark | None:
    folded = clean(clause)
    if m := _THING_FIRST_RE.search(folded):
        if m["fine"] and _ALSO.intersection(folded.split()):
            return None     # «el X está bien también»: taken too
        remark = Remark(as_said(m.group(0), clause), m["thing"].strip(), fine=bool(m["fine"]))
    elif m := _THING_AFTER_RE.search(folded):
        thing = _THING_STOP_RE.sub("", m["thing"])
        remark = Remark(as_said(folded[m.start():m.start("thing") + len(thing)], clause), thing)
    elif (m := _ONLY_RE.search(folded)) and _books_services(biz):
        remark = Remark(as_said(folded, clause), (m["thing"] or m["thing2"]).strip(), trouble=True)
    else:
        return None
    named = find_items(remark.thing, biz)
    remark.ids = frozenset(_ids(named))
    remark.shared_words = frozenset(a["word"] for a in named.ambiguous)
    return remark


def _books_services(biz) -> bool:
    """Whether the business books services (things that take time): only there is a trouble told."""
    return any(p.get("duration_minutes") for p in biz.products.values())


def _taken(remark: Remark, ctx: ReadingContext) -> bool:
    """«la de X está bien» to a choice asked, of a thing held or just offered: taken, no remark."""
    held = {line["item_id"] for line in ctx.get("cart") or ()} | set(ctx.get("services") or ())
    offered = {*(ctx.get("listed") or ()), *(ctx.get("named_last") or ()), ctx.get("item_asked_now")}
    return ctx.get("awaiting") in _PICKING or bool(remark.ids & (held | offered))


def without_things_remarked(found: Found, items_text: str, remarks: list[Remark], biz) -> None:
    """Out of `found`, the lines and choices only a remark names («la X ya la traigo yo»: no X)."""
    if not remarks or found.mode == "remove":
        return
    rest = items_text
    for remark in remarks:
        rest = rest.replace(remark.thing, " ")
    parts = {i for r in remarks if r.trouble for i in r.ids if not (biz.products.get(i) or {}).get("duration_minutes")}
    gone = ({i for r in remarks if not r.trouble for i in r.ids} | parts) - _ids(find_items(rest, biz))
    found.replaced = [x for x in found.replaced if x not in gone]      # «no hace falta cambiar la X»
    kept = [k for k, line in enumerate(found.lines) if line["item_id"] not in gone]
    found.lines = [found.lines[k] for k in kept]
    found.explicit = [found.explicit[k] for k in kept if k < len(found.explicit)]
    words = {w for r in remarks if not r.trouble for w in r.shared_words}     # «los X están bien», X several share
    found.ambiguous = [a for a in found.ambiguous if a["word"] not in words]


def _ids(found: Found) -> set[str]:
    """What `found` names: its lines, and what it replaces («cambiar la X»)."""
    return {line["item_id"] for line in found.lines} | set(found.replaced)


def naming_things(remarks: list[Remark]) -> list[str]:
    """The remarks that name something the business has, as said (kept for the note)."""
    return [r.said for r in remarks if r.ids]


def without_own_things_unknown(found: Found, norm: str, raw: str) -> None:
    """A word no product has, said of the customer's own thing: told, not asked for (no «No tengo
    «<brand>» en el catálogo»)."""
    if found.unknown:
        told = {m["w"] for m in _OWN_IS_RE.finditer(norm)
                if m["verb"] != "e" or GALICIAN_IS_RE.search(raw)}      # «e un <service> tamén»: «and», not «is»
        found.unknown = [u for u in found.unknown if u.split()[0] not in told]
