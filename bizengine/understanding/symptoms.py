"""A problem the customer tells («se me rompió la X», «la X hace ruido») and the services whose
dataset `symptoms` it matches. The symptoms are the dataset's words: the engine knows none."""
from __future__ import annotations

import re
from datetime import datetime
from functools import lru_cache
from typing import NamedTuple

from bizengine.language.dates import parse_when
from bizengine.language.text import clean, singular
from bizengine.understanding.judged_bad import judged_bad
from bizengine.understanding.lexicon import DISLIKED_RE, NOT_DENIED_SERVED, SERVED, VISIT_COMPLAINED_RE
from bizengine.understanding.vocabulary import vocabulary_of

# Said of anything a business sells or mends, in Spanish and Galician (accents already removed).
TROUBLE_RE = re.compile(
    r"\b(?:romp(?:i|e|eu|eron|en|io|ieron)\w*|rot[oa]s?|rotura|estropead[oa]s?|estropeo\w*|estropeou\w*|"
    r"estragad[oa]s?|estragou\w*|averiad[oa]s?|avariad[oa]s?|escacharrad[oa]s?|rajad[oa]s?|raxad[oa]s?|"
    r"agrietad[oa]s?|fendid[oa]s?|doblad[oa]s?|dobrad[oa]s?|torcid[oa]s?|desgastad[oa]s?|"
    r"saiu(?:seme|senos|seche|selle)?|caeu(?:seme|senos|seche|selle)?|caiu(?:seme|senos)?|"
    r"chirri(?:a|an|ando)|(?<!\bno )(?<!\bnon )(?<!\bnunca )fallan?|"
    r"(?:fai|fan|hace|hacen)(?:me|nos)? (?:un |unos |uns )?ruid(?:o|os|ito|itos)|"
    r"(?:suena|suenan|soa|soan) (?:raro|rara|mal|fatal|estrano|estrana))\b"
    r"|\bse (?:(?:me|nos|te|le|che|lle) )?(?:ha |han )?(?:sali(?:o|eron|do)|salen?|cayo|cayeron|caido|caen?|"
    r"solto|soltaron|soltou|cae|sae)\b"
    r"|\b(?:no|non) (?:fun[cs]+ionan?|andan?|cargan?|enciende|encienden|acende|acenden|arrancan?)\b"
    # «no está bien», «non van nada ben», «o X non vai», «no va»: said last, not «no va a venir»
    r"|\b(?:no|non) (?:esta|estan|anda|andan|va|van|vai)(?: nada)? (?:bien|ben)\b"
    r"|\b(?:no|non) (?:va|van|vai)(?: nada)?$"
    r"|\b(?<!\bno )(?<!\bnon )(?:fun[cs]+ionan?|van?|vai|esta|estan|anda|andan) mal\b")
# «no está rota», «non está roto», «no es que esté rota»: the trouble denied, none told
_DENIED_RE = re.compile(r"\b(?:no|non|ni|nin) (?:esta|estan|es|e|son|parece|parecen|creo que) (?:\w+ )?$")

# Done here, in the past: «me hicisteis», «cortasteis», gl «fixestes», «arranxastedes»; by one of the
# business, said with the customer as whom for («el X que me hizo la chica», gl «o X que me fixo Marta»)
DONE_HERE = (
    r"(?:(?:me|nos) (?:hizo|preparo|vendio|preparou|vendeu|fixo)|(?:fixo|preparou|vendeu)(?:me|nos|mo|ma)|"
    r"(?:me |nos )?(?:hiciste|hicisteis|hicieron|vendiste|vendisteis|vendieron|cobraste|cobrasteis|cobraron|"
    r"pusisteis|cortasteis|arreglasteis|arreglaste|arreglaron|reparasteis|reparaste|repararon|cambiasteis|"
    r"cambiaste|cambiaron|revisasteis|revisaste|revisaron|montasteis|montaron|"
    r"preparasteis|mandasteis|enviasteis|disteis|dejaste|dejasteis|dejaron|devolvisteis|devolvieron|"
    r"devolvestes|devolveron|"
    r"deixaches|deixastes|deixaron|"
    r"fixeches|fixestes|fixestedes|fixeron|vendeches|vendestes|vendestedes|venderon|cobraches|cobrastes|cobraron|"
    r"arranxastes|arranxastedes|arranxaches|arranxaron|reparastes|reparastedes|reparaches|cambiastes|"
    r"cambiastedes|cambiaches|revisastes|revisastedes|revisaches|"
    r"preparastes|mandastes|enviastes|destes)(?:me|nos|mo|ma|mos|mas)?)")     # (gl «déstesmo»: me it)
DONE_HERE_RE = re.compile(rf"\b{DONE_HERE}\b")
# Something bought or done here, in the past («que me llevé», «me hicisteis», «que encargué», gl «levei»,
# «fixestes»)
BOUGHT_RE = re.compile(
    r"\b(?:(?:me |nos )?(?:lleve|llevamos|compre|compramos|merquei|mercamos|comprei|levei|levamos|"
    r"encargue|encarguei|pedi|pedin|cogi|collin)(?:vos|che|lle|lles)?|"     # (gl «merqueivos»: the pronoun joined)
    rf"{DONE_HERE})\b")
# Still wrong after it was seen to: «siguen pitando», «sigue igual», «sigue sin ir», «volvió a fallar»,
# gl «seguen pitando», «segue igual», «volveu a fallar» (with BOUGHT_RE: a complaint, not a new job)
STILL_WRONG_RE = re.compile(
    r"\b(?:sigue|siguen|sige|sigen|segue|seguen|continua|continuan) (?:igual|(?!estando)\w+ndo|sin|sen|mal|"
    r"rot[oa]s?)\b"
    r"|\b(?:vuelve|vuelven|volvio|volvieron|(?:ha|han) vuelto|volve|volven|volveu|volveron) a "
    r"(?!(?:funcionar|andar|ir|rodar|arrancar|estar|quedar)\b)\w+(?:ar|er|ir)(?:se)?\b")
# A day gone by («ayer», «el otro día», gl «onte»)
PAST_DAY = r"(?:ayer|anteayer|antonte|onte|(?:el|o) outro dia|(?:el|o) otro dia|(?:la|a) semana pasada)"
PAST_DAY_RE = re.compile(rf"\b{PAST_DAY}\b")
# How it was, said with a past verb: «estaba dura», «sabía raro», «olía mal», «non estaba bo» (not
# «¿cuánto dura?», a duration; nor «que no esté duro», a wish)
PAST_BAD = (r"\b(?:(?:estaba|estaban|estuvo|salio|vino|vinieron|llego|llegaron|venia|era|saiu|chegou|chegaron)"
            r"(?: moi| muy)? (?:un poco |algo |tod[oa]s? |medio )?"
            r"(?:dur[oa]s?|durisim[oa]s?|sequisim[oa]s?|fri[oa]s?|templad[oa]s?|blandurri\w*|revenid[oa]s?|reseco|reseca|chiclos[oa]s?|gomos[oa]s?|salad[oa]s?|"
            r"rancio|rancia|pasad[oa]s?|quemad[oa]s?|quemao|queimad[oa]s?|crud[oa]s?|crua|sec[oa]s?|"
            r"musti[oa]s?|marchit[oa]s?|murch[oa]s?|suci[oa]s?|"
            # come in a state: «llegó aplastada», «chegou esmagado», «vino roto»
            r"aplastad[oa]s?|chafad[oa]s?|esmagad[oa]s?|espachurrad[oa]s?|destrozad[oa]s?|desfeit[oa]s?|"
            r"deshech[oa]s?|abollad[oa]s?|golpead[oa]s?|manchad[oa]s?|derretid[oa]s?)|"
            r"(?:sabia|sabian|olia|olian|cheiraba|ulia) (?:un poco |algo |moi |muy )?"
            r"(?:raro|rara|mal|fatal|a rancio|a podrido|a podre|estrano|estrana)|"
            r"(?:no|non) (?:estaba|estaban|estaba nada|estaban nada) "
            r"(?:buen[oa]s?|bo|boa|bos|boas|rico|rica|fresc[oa]s?))\b")
PAST_BAD_RE = re.compile(PAST_BAD)
# «la X estaba rancia», «el X olía mal»: a thing named with its article, told of
_THE_THING_RE = re.compile(r"^(?:(?:pues|pois|oye|oe|hola|ola|buenas|boas)\s+)*(?:el|la|los|las|o|a|os|as) \w+")
# What went wrong with it: its quality, not a breakage of the customer's own (accents removed)
BAD_RE = re.compile(
    r"\b(?:(?<!\bfrutos )(?<!\bfroitos )sec[oa]s?|"
    r"crud[oa]s?|crua|cruas|quemad[oa]s?|queimad[oa]s?|rancio|rancia|podrid[oa]s?|pasad[oa]s? de|"
    r"caducad[oa]s?|mohos[oa]s?|con moho|con mofo|agri[oa]s?|aced[oa]s?|fatal|horrible|horroros[oa]s?|"
    r"malisim[oa]s?|suci[oa]s?|(?:muy|moi) mal|naranja|laranxa|marchit\w*|murch\w*|en blanco|en branco|defectuos[oa]s?|"
    r"faltab(?:a|an)|equivocad[oa]s?|trabucad[oa]s?|no gusto|non gustou|no arreglo|"
    r"non arranxou|(?<!\bno )(?<!\bnon )(?:estaba|estuvo|quedo|salio|estaban|quedou|saiu) mal|"
    r"(?:me|te|le) quedo mal|quedoume mal|de mas|de mais|dos veces|duas veces|demasiado|"
    r"quemao|quemaos|(?:hicisteis|hiciste|hicieron|fixestes|fixeches|fixeron) mal|"
    # gone off since: «se murió en dos días», «ya está oxidada», gl «morreu», «xa está enferruxada»
    r"muri(?:o|eron)|muert[oa]s?|morreu|morreron|mort[oa]s?|(?:se )?oxid(?:o|ou|aron|ada|ado|adas|ados)|"
    r"enferrux(?:ou|ada|ado|adas|ados)|pudri(?:o|eron)|podre(?:ceu|ceron)|pinchad[oa]s?|picad[oa]s?|"
    r"desteni(?:do|da|dos|das|o)|descolorid[oa]s?|despegad[oa]s?|despeg(?:o|ou)|musti[oa]s?|"
    # «era de otra medida», «é doutra talla»: not the one that fits
    r"(?:de otra|de outra|doutra) (?:medida|talla|tamano))\b|" + PAST_BAD)
# How a job done here turned out, in the past: «salió naranja», «quedó fatal», gl «quedou laranxa», «saíume
# mal» (BAD_RE said right after), never «quedó claro», «salió a las 10»
_TURNED_OUT_RE = re.compile(r"\b(?:salio|salieron|quedo|quedaron|saiu|sairon|quedou)(?:me|nos|lle|che)? "
                            r"(?:(?:muy|moi|un poco|algo|super|totalmente|todo|toda|tan|bastante) )?")
# «(salió muy) mal», «(quedou) peor»: what BAD_RE only reads with its verb or «muy» before
_WORSE_RE = re.compile(r"(?:mal|peor|pior)\b")
# «quiero quejarme», «tengo una queja», «poner una reclamación», gl «queixarme»: a complaint said as one
COMPLAIN_RE = re.compile(r"\b(?:quej(?:a|as|arme|arnos|arse|ar|o|amos)|queix(?:a|as|arme|arnos|arse|ar|ome|amos)|"
                         r"reclamacion|reclamaciones|reclamacions|reclamar(?:os)?)\b")
# «no me quejo», «sin quejas», «ninguna queja», «non me queixo»: no complaint
_NO_COMPLAINT_RE = re.compile(r"\b(?:no|non|sin|sen|ninguna|ningunha|nada de|ni una|nin unha)"
                              r"(?: (?:me|nos|una|unha|es|e|tengo|teño|temos|tenemos|hay|hai)){0,2} "
                              r"(?:quej|queix|reclam)\w*")


@lru_cache(maxsize=32)
def complaint_said(norm: str, asks: bool = False) -> bool:
    """A complaint said as one («quiero quejarme», «poñer unha queixa»), not denied, or a charge or
    a wait or the visit itself complained of («me cobrasteis de más», «esto es un robo», «tardasteis una
    hora», «ayer <X>amos fatal»). A message that asks something (`asks`) is no
    complaint of a charge or a wait: «¿cuánto me cobráis…?»."""
    return (bool(COMPLAIN_RE.search(norm)) and not _NO_COMPLAINT_RE.search(norm)) \
        or (not asks and bool(_OVERCHARGED_RE.search(norm) or _KEPT_WAITING_RE.search(norm)
                              or VISIT_COMPLAINED_RE.search(norm)))


# A charge made before, to the customer: «me cobrasteis», «nos cobraron», «me cobró», gl «cobrástesme»,
# «cobroume» (not «¿cobráis…?», «me cobran», «cobrar»)
_CHARGED = (r"(?:(?:me|nos) )?cobr(?:aste|asteis|astes|aron)(?:me|nos)?|(?:me|nos) cobro|cobrou(?:me|nos)|"
            r"(?:me|nos) cobrou")
# «me cobrasteis de más», «cobrástesme de máis», «me cobrasteis 20 por uno que vale 12», «esto es un
# robo»: a charge complained of, nothing need be named
_OVERCHARGED_RE = re.compile(rf"\b(?:{_CHARGED})\b.*\b(?:de mas|de mais|dos veces|duas veces|demasiado|el doble|"
                             r"o dobre|que (?:vale|valia|cuesta|costaba|custa|custaba))\b|"
                             r"\b(?:es|e|esto es|eso es|isto e|iso e) (?:un|una|unha) "
                             r"(?:robo|roubo|timo|estafa|atraco|abuso)\b")
# «una hora», «dos horas», «media hora», «unha hora e pico», «siglos» (never «qué hora», «a la hora»)
_LONG_WAIT = (r"(?:una|unha|media|mas de una|mais dunha|\d+|dos|duas|tres|cuatro|catro) (?:hora|horas)|"
              r"siglos|seculos|una eternidad|unha eternidade|(?:una|unha) barbaridad[e]?|"
              r"(?:mucho|muchisimo|moito|moitisimo|demasiado)(?! (?:menos|antes|mejor|mellor))|"
              r"un monton|la vida|a vida")     # long, without a clock (not «mucho menos que la otra vez»)
# «no tardasteis nada», «non tardaron moito», «nunca tardasteis una hora»: no wait complained of
_NOT = rf"{NOT_DENIED_SERVED}(?<!\bnunca )"
# «nos atendieron fatal», «me tratasteis muy mal», gl «atendéronnos fatal», «no nos atendieron bien»: the
# service itself complained of, said to the business
_SERVED_BADLY = (rf"{NOT_DENIED_SERVED}{SERVED} "
                 r"(?:fatal|mal|muy mal|moi mal|de pena|horrible|fatalmente|malisimamente|como el culo)\b|"
                 rf"\b(?:no|non) (?:nos|me) {SERVED} (?:nada )?(?:bien|ben)\b")
# «la última vez tardasteis una hora en servir», «tardastes unha hora», «tardaron una hora en atendernos»,
# «nos tuvisteis esperando», «nos atendieron fatal»: a wait the business made, or its service (not
# «¿cuánto tardáis?», «tardo una hora», «mis amigos tardaron en llegar»: «tardaron» is the business's only
# when it served or saw to us)
_KEPT_WAITING_RE = re.compile(rf"\b{_NOT}(?:tardasteis|tardastes|tardaste)\b.*\b(?:{_LONG_WAIT})\b|"
                              rf"\b{_NOT}(?:tardaron|tardou)\b.*\b(?:{_LONG_WAIT}) en \w+(?:nos|me)\b|"
                              rf"\b(?:{_SERVED_BADLY})|"
                              r"\b(?:nos|me) (?:tuvisteis|tuvieron|tivestes|tiveron) (?:esperando|agardando)\b|"
                              r"\btivestesnos (?:esperando|agardando)\b")


_MAX_GAP = 3        # words allowed between two words of a symptom («la X <de atrás está> torcida»)


def _troubles(norm: str) -> list[re.Match]:
    return [m for m in TROUBLE_RE.finditer(norm) if not _DENIED_RE.search(norm, 0, m.start())]


def tells_trouble(norm: str) -> bool:
    return bool(_troubles(norm))


# «quiero una X que no lleve Y», «que lleve Z»: what it should carry (no day gone by: «la X que llevé ayer»)
_A_WISH_RE = re.compile(r"\bque (?:no |non )?(?:lleve|leve|lleven|leven)\b")


@lru_cache(maxsize=32)
def tells_complaint(norm: str, named: bool, asks: bool = False, things: frozenset = frozenset()) -> bool:
    """Something bought or done here, or on a day gone by, that went wrong: a complaint for a
    person, never a new order of it («la X que me llevé ayer estaba seca»). Praise is none. `things`:
    what the business makes or does (Vocabulary.visit_things), what a judgement is said of.
    Cached (the last few texts): one message is asked about several times by the readers."""
    if complaint_said(norm, asks) or DISLIKED_RE.search(norm):
        return True
    if not asks and judged_bad(norm, things):
        return True         # «fue horrible», «cenamos fatal» (with «quiero una X» beside: X wished, done.py)
    if (PAST_BAD_RE.search(norm) or _turned_out_bad(norm)) and (named or _THE_THING_RE.match(norm)):
        return True         # «la X sabía raro», «o X estaba duro», «la X salió fatal»: how it was, told of it
    bought = bool(BOUGHT_RE.search(norm)) and not (_A_WISH_RE.search(norm) and not PAST_DAY_RE.search(norm))
    bad = bool(BAD_RE.search(norm))
    if bought and (bad or STILL_WRONG_RE.search(norm)):
        return True
    return named and ((bought and tells_trouble(norm)) or (bad and bool(PAST_DAY_RE.search(norm))))


def _turned_out_bad(norm: str) -> bool:
    """«salió naranja», «quedó fatal», «quedou moi mal»: a job done here that turned out wrong."""
    return any(BAD_RE.match(norm, m.end()) or _WORSE_RE.match(norm, m.end()) for m in _TURNED_OUT_RE.finditer(norm))


def _fits(word: str, said: str, first: bool = True) -> bool:
    """A symptom's word said whole, or a stem of it said with its ending («torcid»: «torcida»); a
    short stem only after the symptom's first word and with a short ending («X rot»: «rota»)."""
    stem = len(word) >= 4 or (not first and len(word) == 3 and len(said) <= 5)
    return said == word or (stem and said.startswith(word))


def _matched_at(words: list[str], said: list[str], starts: list[int]) -> frozenset[int] | None:
    """Where each word of the symptom is said, in order, at most `_MAX_GAP` words after the one
    before (None when it is not said). `starts`: where its first word is said."""
    for start in starts:
        at, ok, spots = start, True, [start]
        for word in words[1:]:
            nxt = next((i for i in range(at + 1, min(at + 2 + _MAX_GAP, len(said))) if _fits(word, said[i], False)),
                       None)
            if nxt is None:
                ok = False
                break
            at = nxt
            spots.append(at)
        if ok:
            return frozenset(spots)
    return None


def _told(norm: str, biz) -> list[tuple[str, frozenset[int]]]:
    """(service, the message words its symptom used), the longest symptom first; a symptom whose
    words a longer one already used is the same complaint («ruido raro al frenar» is «ruido al
    fren», not «ruido raro» besides)."""
    said = norm.split()
    found = []
    for pid, symptoms in _said_first(said, biz):
        spots = [at for at in (_matched_at(words, said, starts) for words, starts in symptoms) if at is not None]
        if spots:
            found.append((pid, max(spots, key=len)))
    kept: list[tuple[str, frozenset[int]]] = []
    named = _services_named(norm, biz) if len(found) > 1 else []    # «los X hacen un ruido raro»: X's, of two
    for pid, at in sorted(found, key=lambda f: (-len(f[1]), f[0] not in named)):
        if not any(at & other for _pid, other in kept):
            kept.append((pid, at))
    return kept


def services_told(norm: str, biz) -> list[str]:
    """The services (catalogue products with a duration) whose symptoms the message tells, the
    one with the longest symptom told first; else, where things are brought in to be worked on
    (`reading.job_things`), those a problem told names («los X no van»)."""
    if not biz.cached("symptoms.by_service", _symptoms_by_service):
        return []           # a business none of whose services lists symptoms: nothing to read
    told = [pid for pid, _at in _told(norm, biz)]
    # («el <service> no está bien» where nothing is brought in is the service done, complained of)
    return told or (services_named_in_trouble(norm, biz) if vocabulary_of(biz).job_things else [])


def symptom_words(norm: str, biz) -> set[str]:
    """The message's words that tell a symptom («ruido»): no thing the catalogue lacks."""
    said = norm.split()
    return {said[i] for _pid, at in _told(norm, biz) for i in at}


def only_a_name_told(norm: str, biz, ids: list[str]) -> bool:
    """«un furado e unha cuberta»: the only symptom words read are words of the names of the things
    named (the service's own alias «furado»), no problem told beside them («se me pinchó» is one)."""
    told = {clean(w) for w in symptom_words(norm, biz)}
    names = {word for i in ids for name in _names_of(biz.products.get(i) or {}) for word in clean(name).split()}
    return bool(told) and told <= names


def _names_of(product: dict) -> list[str]:
    name = product.get("name")
    return [*([name] if isinstance(name, str) else []), *(product.get("aliases") or [])]


class _FirstWords(NamedTuple):
    """Each service's symptoms by the word they start with, and the lengths of those words: a
    message only tries the symptoms whose first word it says (a word, or a stem of one)."""
    at: dict[str, list[tuple[int, int]]]        # first word: (service's place, symptom's place) of each
    lengths: tuple[int, ...]
    services: list[tuple[str, list[list[str]]]]


def _first_words(biz) -> _FirstWords:
    at: dict[str, list[tuple[int, int]]] = {}
    services = biz.cached("symptoms.by_service", _symptoms_by_service)
    for i, (_pid, symptoms) in enumerate(services):
        for j, words in enumerate(symptoms):
            at.setdefault(words[0], []).append((i, j))
    return _FirstWords(at, tuple(sorted({len(w) for w in at})), services)


def _said_first(said: list[str], biz) -> list[tuple[str, list[tuple[list[str], list[int]]]]]:
    """(service, [(its symptom, where the message says its first word)]) of the symptoms whose first
    word the message says (whole, or a stem of 4 letters or more), both in the dataset's order."""
    index = biz.cached("symptoms.first_words", _first_words)
    hits: dict[tuple[int, int], list[int]] = {}
    for k, word in enumerate(said):
        for n in index.lengths:
            if n > len(word):
                break
            if n == len(word) or n >= 4:
                for place in index.at.get(word[:n], ()):
                    hits.setdefault(place, []).append(k)
    out: list[tuple[str, list[tuple[list[str], list[int]]]]] = []
    for (i, j), starts in sorted(hits.items()):
        pid, symptoms = index.services[i]
        if not out or out[-1][0] != pid:
            out.append((pid, []))
        out[-1][1].append((symptoms[j], sorted(starts)))
    return out


def _symptoms_by_service(biz) -> list[tuple[str, list[list[str]]]]:
    """Each service's symptoms as read (folded words), once per business, not once per message."""
    out = []
    for pid, p in biz.products.items():
        symptoms = [words for words in (clean(sym).split() for sym in p.get("symptoms") or ()) if words]
        if symptoms and p.get("duration_minutes"):
            out.append((pid, symptoms))
    return out


def the_problem_told(text: str, biz) -> str:
    """The clauses of `text` that tell the problem («la X hace un ruido raro al usarla»), not the
    ones that ask for the appointment («quiero cita para el lunes a las 12»); all of it when no
    clause alone tells one."""
    clauses = [part.strip() for part in re.split(r"[,.;!?¿¡]+", text) if part.strip()]
    told = [part for part in clauses if services_told(clean(part), biz) or tells_trouble(clean(part))]
    return ", ".join(told) if told else text.strip()



# the little words round a day or a time said on its own («…, para el martes a las 10»)
_AROUND_A_WHEN = frozenset("el la las a o as os para pra de del do da en y e sobre ás".split())


def without_when_said(text: str, biz, now: datetime) -> str:
    """«se me sale la X, el martes a las 10»: the clauses that only say a day or a time left out (a
    day and a time are no note); all of it when nothing else is said."""
    clauses = [part.strip() for part in re.split(r"[,.;!?¿¡]+", text) if part.strip()]
    kept = [part for part in clauses if not _only_a_when(clean(part), biz, now)]
    return ", ".join(kept) if kept else text.strip()


def _only_a_when(norm: str, biz, now: datetime) -> bool:
    w = parse_when(norm, biz, now)
    said = set(clean(" ".join(x for x in (w.day_text, w.time_text) if x)).split())
    return bool(said) and all(word in said or word in _AROUND_A_WHEN for word in norm.split())


def services_named_in_trouble(norm: str, biz) -> list[str]:
    """The services (those the dataset gives symptoms) a problem told names by a word of their own
    («los X no están bien», «a X non vai»): a word of their name or aliases no other such service says,
    said as the subject of the problem («un X, el martes me va mal»: the day goes badly, not X)."""
    told = _troubles(norm)
    if not told:
        return []
    words = norm.split()
    said = [singular(w) for w in words]
    ours = _all_own_words(biz)
    near = {said[i] for m in told for i in _subject_spots(words, said, norm, m, ours)}
    return _services_of(near, biz)


def _services_named(norm: str, biz) -> list[str]:
    return _services_of({singular(w) for w in norm.split()}, biz)


def _services_of(said: set[str], biz) -> list[str]:
    return [pid for pid, words in biz.cached("symptoms.own_words", _own_words) if words & said]


def _all_own_words(biz) -> frozenset[str]:
    return biz.cached("symptoms.all_own_words",
                      lambda b: frozenset().union(*(w for _pid, w in b.cached("symptoms.own_words", _own_words))))


# a thing's article or owner: it starts a thing («la X de la Y no va»: Y is what does not go)
_THING_START = frozenset("el la los las o a os as del do da dos das un una unha mi mis meu meus mina minas "
                         "tu tus teu teus su sus".split())


def _subject_spots(words: list[str], said: list[str], norm: str, m: re.Match, ours: frozenset[str]) -> list[int]:
    """The words that can be the subject of the problem `m` tells: at most `_MAX_GAP` words before
    it, back to a thing started that is not ours («la X de la Y no va», «una X el martes me va
    mal»); or the first thing after it («se me rompió la X»)."""
    start, end = len(norm[:m.start()].split()), len(norm[:m.end()].split())
    spots = []
    for i in range(start - 1, max(start - 2 - _MAX_GAP, -1), -1):
        if words[i] in _THING_START and said[i + 1] not in ours:
            break
        spots.append(i)
    starts = 0
    for i in range(end, min(end + 1 + _MAX_GAP, len(words))):
        starts += words[i] in _THING_START
        if starts > 1:
            break
        spots.append(i)
    return spots


def _own_words(biz) -> list[tuple[str, frozenset[str]]]:
    """Each symptom-listing service's own words (folded, singular): those its name and aliases end
    on, none a category's."""
    services = [pid for pid, _symptoms in biz.cached("symptoms.by_service", _symptoms_by_service)]
    common = {singular(w) for cat in biz.categories.values() for phrase in _names(cat) for w in clean(phrase).split()}
    words = {pid: _phrase_words(_names(biz.products[pid])) - common for pid in services}
    return [(pid, frozenset(own - set().union(*(words[o] for o in services if o != pid))))
            for pid, own in words.items()]


def _names(entry: dict) -> list[str]:
    name = entry.get("name")
    return [*(name.values() if isinstance(name, dict) else [name or ""]), *(entry.get("aliases") or ())]


def _phrase_words(phrases: list[str]) -> set[str]:
    """The word each phrase ends on, the thing it names («ajuste de X», «revisar la X»), not a
    wish said as one («que me la …»)."""
    said = [clean(phrase).split() for phrase in phrases]
    return {singular(words[-1]) for words in said if words and words[0] != "que" and len(words[-1]) >= 4}
