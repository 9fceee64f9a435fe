"""How the thing should look, said on its own mid-request: «que sea de unicornio», «con un dibujo de Frozen»,
«decorada con flores», «la quiero de la patrulla canina», gl «que sexa de unicornio», «cun debuxo de
Frozen»: a wish for the request's note, in the customer's folded words. «que sea de <a catalogue word>»
names a kind of the thing instead (the item reader's), «que sea para 8» a size and «que sea para el
viernes» a day: none of them is a look."""
from __future__ import annotations

from bizengine.language.days import WEEKDAYS
from bizengine.language.text import singular, to_int
from bizengine.understanding.item_index import index_of
from bizengine.understanding.lexicon import ARTICLE_WORDS, MY_WORDS, PUT_ON_WORDS, folded_re
from bizengine.understanding.vocabulary import vocabulary_of

# what a look is made of, beside what is put on a thing («foto», «nombre», «dibujo»)
_LOOK_WORDS = PUT_ON_WORDS | frozenset("motivo forma figura imagen imaxe decoracion decoracions tematica "
                                       "personaje personaxe".split())
_LOOK = "|".join(sorted(_LOOK_WORDS, key=len, reverse=True))
_OF = r"(?:de|do|da|del|dos|das)"
# «con un dibujo de X», «con forma de X», «cunha foto de X», «con motivos de X»
_A = r"(?:un|una|unha|unos|unas|uns|unhas|el|la|los|las|o|a|os|as)"
_WITH_A_LOOK_RE = folded_re(rf"\b(?:con|co|coa|cun|cunha)(?: {_A})? (?:{_LOOK})(?:s|es)? {_OF} [^,.;!?¿¡]+")
# «decorada con flores», «decorado de azul»
_DECORATED_RE = folded_re(r"\bdecorad[oa]s? (?:con|co|coa|cun|cunha|de|do|da|en) [^,.;!?¿¡]+")
# «que sea de X», «que sexa de X», «la quiero de X»: X checked to be no word of the catalogue
# (not «dos»: «que sean dos X» is a count)
_OF_A_LOOK_RE = folded_re(r"\b(?:que (?:sea|sean|sexa|sexan|fuera|fora)|(?:la|lo|las|los|a|o|as|os) "
                          r"(?:quiero|quero|queremos|querria|quixera|quisiera)) (?:de|do|da|del|das) [^,.;!?¿¡]+")
# the rest of the request after the look: «… para mi hija», «… y 2 X», «… el sábado», «… a las 5», «… porfa»
_REST_RE = folded_re(r"\s+(?:para|pra|pa|pal|que|pero|mais|porque|por favor|porfa|gracias|grazas|"
                     r"a las? \d|as \d|(?:y|e) (?:[0-9]+|un|una|unha|dos|dous|duas|tres|para|pra|que|lo|la|o|a|"
                     r"mejor|mellor|a las?|as)|(?:el|o) (?:" + "|".join(sorted(WEEKDAYS)) + r"))\b.*$")
# after «que sea de»: a time, a day, whose it is or a size, not how it looks («de mañana», «de mi hija», «de tamaño»)
_NOT_A_LOOK = frozenset("hoy hoxe manana mana tarde noche noite mediodia semana parte tamano talla medida "
                        "grande grandes pequena pequeno mediana mediano otro otra outro outra".split())

_CUES = ("con ", "co ", "coa ", "cun", "decorad", "sea", "sexa", "fuera", "fora", "quie", "quer", "quis", "quix")


def looks_wished(norm: str, biz) -> list[str]:
    """Each look wished in the message (`norm`: text.clean), up to the rest of the request."""
    if not any(cue in norm for cue in _CUES):      # cheap cues first: most messages have none
        return []
    found = [m.group(0) for rx in (_WITH_A_LOOK_RE, _DECORATED_RE) for m in rx.finditer(norm)]
    found += [m.group(0) for m in _OF_A_LOOK_RE.finditer(norm) if _a_look(_REST_RE.sub("", m.group(0)), biz)]
    return [said for said in (_REST_RE.sub("", f).strip() for f in found) if len(said.split()) > 2]


def _a_look(said: str, biz) -> bool:
    """«que sea de unicornio»: its first word after «de» is neither a word of the catalogue nor a
    number, a day or a time, whose it is or a size."""
    words = said.split()
    after = words[words.index(next(w for w in words if w in ("de", "do", "da", "del", "dos", "das"))) + 1:]
    what = [w for w in after if w not in ARTICLE_WORDS]
    if not what:
        return False
    first = what[0]
    catalogue = index_of(biz).known | vocabulary_of(biz).units | vocabulary_of(biz).party_words
    return not (first.isdigit() or to_int(first) is not None or first in WEEKDAYS or first in MY_WORDS
                or first in _NOT_A_LOOK or first in catalogue or singular(first) in catalogue)
