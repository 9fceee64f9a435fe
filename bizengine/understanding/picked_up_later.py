"""«la recojo el lunes», «paso a por ella», «lo paso a recoger», «paso a buscarla», gl «recóllola o martes»,
«vou buscala», «paso por ela», «gárdasma para o martes»: the customer will come for the thing just talked
about (or asks it kept): said right after its price, an order of it. Read here: whether the message says
so, and whether its pronoun is plural («las recojo»: all the things just priced). A question about when or
where («¿a qué hora puedo pasar a recogerlo?», «¿cuándo la recojo?», «¿dónde la recojo?») is none."""
from __future__ import annotations

import re

from bizengine.understanding.lexicon import PICK_UP_WHEN_RE

_PRONOUN = r"(?:la|lo|las|los|a|o|as|os)"
# first person only: «que la recoja mi marido» is no promise of the customer's own
_PICK_UP = (r"(?:recojo|recogere|recogeremos|recogemos|recojemos|recollo|recollerei|recolleremos|recollemos|"
            r"busco|buscare|buscamos|retiro)")
# «paso», «me paso», «voy», «vengo», gl «vou», «veño»: going for it
_GO = (r"(?:(?:me |nos )?(?:paso|pasamos|pasare|pasaremos)|voy|vamos|ire|iremos|vengo|venimos|vendre|vou|imos|irei|"
       r"veño|vimos|virei)")
# the verb with its pronoun joined: «recogerla», «buscala», «recollela», «recollelo»
_TO_PICK_IT_UP = r"(?:recoger|recojer|buscar|retirar|recolle|recoxe|busca|retira)l[oa]s?"
_THEM = r"(?:ella|ellas|ellos|el|ela|elas|eles)"
_PICK_IT_UP_RE = re.compile(
    rf"\b{_PRONOUN} {_PICK_UP}\b"                                   # «la recojo», «a recollo»
    rf"|^(?:(?:vale|ok|pues|pois|entonces|bueno|bo|perfecto|genial|si) )*{_PICK_UP}\b"     # «vale, recojo el lunes»
    r"|\brecoll(?:o|emos)l?[oa]s?\b"                                # «recóllola», «recólloo»
    rf"|\b{_GO} (?:a )?{_TO_PICK_IT_UP}\b"                          # «paso a buscarla», «vou buscala»
    rf"|\b{_PRONOUN} {_GO} a (?:recoger|recojer|buscar|recoller|retirar)\b"     # «lo paso a recoger»
    rf"|\b{_GO} a por(?: {_THEM})?\b"                               # «paso a por ella», «paso a por 6»
    rf"|\b{_GO} por {_THEM}\b"                                      # «paso por ela»
    r"|\b(?:gardas|gardades|guardas|guardais)(?:m[oa]s?|mel[oa]s?|nol[oa]s?)\b")     # «gárdasma»
# «¿cuándo…?», «¿dónde…?», «¿hasta cuándo…?», «¿a qué hora…?»: asked about, not promised
_ASKED_WHEN_OR_WHERE_RE = re.compile(r"\b(?:cuando|cando|donde|onde|a (?:que|q) hora|que dia|hasta|ata)\b")
_PLURAL = frozenset("las los as os ellas ellos elas eles".split())


def picks_it_up(norm: str) -> re.Match[str] | None:
    """Where the folded message says the customer will come for the thing (or asks it kept), if it does."""
    if "recog" not in norm and "recoj" not in norm and "recoll" not in norm and "busc" not in norm \
            and " por" not in norm and "retir" not in norm and "rdas" not in norm and "rdad" not in norm:
        return None     # cheap: none of the verbs is there
    if _ASKED_WHEN_OR_WHERE_RE.search(norm) or PICK_UP_WHEN_RE.search(norm):
        return None
    return _PICK_IT_UP_RE.search(norm)


def of_several(said: re.Match[str]) -> bool:
    """«las recojo», «recogerlos», «paso a por ellas», «gárdasmas»: the pronoun is plural."""
    words = said.group(0).split()
    return bool(_PLURAL.intersection(words)) or re.search(r"(?:l[oa]s|m[oa]s)$", words[-1]) is not None
