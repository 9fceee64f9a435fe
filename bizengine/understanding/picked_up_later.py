"""«la recojo el lunes», «paso a por ella», «lo paso a recoger», «paso a buscarla», gl «recóllola o martes»,
«vou buscala», «paso por ela», «gárdasma para o martes»: the customer will come for the thing just talked
about (or asks it kept): said right after its price, an order of it. Read here: whether the message says
so, and whether its pronoun is plural («las recojo»: all the things just priced). A question about when or
where («¿a qué hora puedo pasar a recogerlo?», «¿cuándo la recojo?», «¿dónde la recojo?») is none."""
from __future__ import annotations

import re

from bizengine.language.text import normalize
from bizengine.understanding.lexicon import PICK_UP_WHEN_RE

_PRONOUN = r"(?:la|lo|las|los|a|o|as|os)"
# first person only: «que la recoja mi marido» is no promise of the customer's own
_COLLECT = r"(?:recojo|recogere|recogeremos|recogemos|recojemos|recollo|recollerei|recolleremos|recollemos)"
# «la busco» is a pickup, «la busco en la web», «lo busco en internet» a search
_PICK_UP = rf"(?:{_COLLECT}|(?:busco|buscare|buscamos)(?! (?:en|na|nas|no|nos)\b)|retiro)"
# «paso», «me paso», «voy», «vengo», gl «vou», «veño»: going for it
_GO = (r"(?:(?:me |nos )?(?:paso|pasamos|pasare|pasaremos)|voy|vamos|ire|iremos|vengo|venimos|vendre|vou|imos|irei|"
       r"veño|vimos|virei)")
# the verb with its pronoun joined: «recogerla», «buscala», «recollela», «recollelo»
_TO_PICK_IT_UP = r"(?:recoger|recojer|buscar|retirar|recolle|recoxe|busca|retira)l[oa]s?"
# «él» folded is «el», the article too: the pronoun only when no noun follows («paso a por el el martes», not
# «paso por el taller», «voy a por el coche»)
_WHEN_WORDS = (r"(?:el|o|a|la|las|os|as|manana|mana|hoy|hoxe|pasado|esta|este|luego|logo|despues|ahora|agora|antes|"
               r"sobre|por|pola|polo|pra|para|tras|dentro|lunes|martes|miercoles|jueves|viernes|sabado|domingo|luns|"
               r"mercores|xoves|venres|y|e|que|si|no|vale|ok)")
_THEM = rf"(?:ella|ellas|ellos|ela|elas|eles|el(?=$| {_WHEN_WORDS}\b))"
# a thing after the bare verb is what is picked up: «recojo la bici» names it (not the one priced)
_NO_THING_AFTER = (r"(?! (?:el|la|los|las|un|una|unos|unas|unha|unhas|mi|mis|tu|tus|su|sus|o|a|os|as) "
                   r"(?!(?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?|luns|mercores|xoves|venres|"
                   r"finde|fin|semana|dia|tarde|manana|mana|mediodia|noche|noite|proxim[oa]|siguiente|seguinte)\b))")
# «¿puedo pasar a por él…?», «¿podemos recogerlo…?», gl «podo pasar a buscalo?»: the same, asked
_MAY = r"(?:puedo|podemos|podria|podriamos|podo|poderia|poderiamos)"
_GO_INF = r"(?:pasar|ir|venir|vir)"
_PICK_IT_UP_RE = re.compile(
    rf"\b{_PRONOUN} {_PICK_UP}\b"                                   # «la recojo», «a recollo»
    rf"|^(?:(?:vale|ok|pues|pois|entonces|bueno|bo|perfecto|genial|si) )*{_COLLECT}\b{_NO_THING_AFTER}"     # «vale,
    #                                         recojo el lunes» (not «busco algo», «retiro lo dicho», «recojo la otra»)
    r"|\brecoll(?:o|emos)l?[oa]s?\b"                                # «recóllola», «recólloo»
    rf"|\b{_GO} (?:a )?{_TO_PICK_IT_UP}\b"                          # «paso a buscarla», «vou buscala»
    rf"|\b{_PRONOUN} {_GO} a (?:recoger|recojer|buscar|recoller|retirar)\b"     # «lo paso a recoger»
    rf"|\b{_GO} a por (?:{_THEM}|\d+|una|un|unha|dos|duas|tres|cuatro|catro|cinco|seis|media|medio)\b"
    #                                         «paso a por ella», «paso a por 6» (not «voy a por el coche»)
    rf"|\b{_GO} por {_THEM}"                                      # «paso por ela»
    rf"|\b{_MAY} (?:{_GO_INF} a por {_THEM}|(?:{_GO_INF} (?:a )?)?{_TO_PICK_IT_UP}\b)"     # «¿puedo pasar a por él?»
    rf"|\b{_PRONOUN} {_MAY} (?:{_GO_INF} a )?(?:recoger|recojer|buscar|recoller|retirar)\b"     # «¿lo puedo recoger?»
    r"|\b(?:gardas|gardades|guardas|guardais)(?:m[oa]s?|mel[oa]s?|nol[oa]s?)\b")     # «gárdasma»
# «¿cuándo…?», «¿dónde…?», «¿hasta cuándo…?» opening the message or a clause of it; «¿a qué hora…?» anywhere:
# asked about, not promised («la recojo el martes cuando deje la bici» promises)
_ASKED_WHEN_OR_WHERE_RE = re.compile(r"^(?:(?:y|e|pero|pues|pois|entonces|vale|ok|oye|oe|bueno|bo|una pregunta) )*"
                                     r"(?:cuando|cando|donde|onde|hasta|ata)\b")
_ASKED_WHAT_TIME_RE = re.compile(r"\b(?:a (?:que|q) hora|que dia)\b")
_CLAUSES_RE = re.compile(r"[¿?¡!.,;:]+")
_PLURAL = frozenset("las los as os ellas ellos elas eles".split())
_PLURAL_ENDING_RE = re.compile(r"(?:l[oa]s|m[oa]s)$")


def _asked_when_or_where(norm: str, raw: str) -> bool:
    if _ASKED_WHAT_TIME_RE.search(norm) or _ASKED_WHEN_OR_WHERE_RE.match(norm):
        return True
    return any(_ASKED_WHEN_OR_WHERE_RE.match(part.strip()) for part in _CLAUSES_RE.split(normalize(raw))[1:])


def picks_it_up(norm: str, raw: str = "") -> re.Match[str] | None:
    """Where the folded message says the customer will come for the thing (or asks it kept), if it does."""
    if "recog" not in norm and "recoj" not in norm and "recoll" not in norm and "busc" not in norm \
            and " por" not in norm and "retir" not in norm and "rdas" not in norm and "rdad" not in norm:
        return None     # cheap: none of the verbs is there
    if _asked_when_or_where(norm, raw) or PICK_UP_WHEN_RE.search(norm):
        return None
    return _PICK_IT_UP_RE.search(norm)


def of_several(said: re.Match[str]) -> bool:
    """«las recojo», «recogerlos», «paso a por ellas», «gárdasmas»: the pronoun is plural."""
    words = said.group(0).split()
    return bool(_PLURAL.intersection(words)) or _PLURAL_ENDING_RE.search(words[-1]) is not None
