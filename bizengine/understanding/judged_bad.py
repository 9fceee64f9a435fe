"""A time gone by judged bad, whatever was done there: «fue horrible», «la X de ayer fue un desastre»,
«cenamos fatal», «nunca comimos tan mal», «¡qué mal servicio!», gl «foi horrible», «ceamos fatal». A
complaint for a person (symptoms.complaint_said), never a question passed on nor a thing asked for.
Never praise («fue genial»), a judgement denied («no fue para tanto», «no estuvo mal»), nor one only
wished or feared («sería un desastre»), nor one had somewhere else («en casa comemos fatal»)."""
from __future__ import annotations

from bizengine.understanding.lexicon import SERVED, VISIT_ONCE, folded_re

# how bad: said after «fue», «estuvo», «me pareció» (not plain «mal»: «me pareció mal» is an opinion)
# «una tomadura (de …)»: the idiom by its first word, which says it alone
_AWFUL = (r"(?:h?or?ribles?|fatal(?:es)?|terribles?|(?:un|todo un) (?:desastre|horror|caos|asco|noxo|timo|"
          r"pesadelo|cristo)|desastros[oa]s?|horroros[oa]s?|pesim[oa]s?|penos[oa]s?|lamentables?|"
          r"malisim[oa]s?|nefast[oa]s?|de pena|(?:una|unha) (?:verguenza|vergonza|pesadilla|decepcion|mierda|"
          r"merda|porqueria|porcaria|estafa|chapuza|tomadura)|vergonzos[oa]s?|asqueros[oa]s?|"
          r"noxent[oa]s?|decepcionantes?|inaceptables?|intolerables?|incomibles?|lent(?:isim)?[oa]s?|"
          r"(?:muy|moi|bastante|demasiado|super) (?:mal[oa]?s?|lent[oa]s?))")
_SO = r"(?: (?:muy|moi|super|realmente|francamente|simplemente|absolutamente|totalmente|bastante|un poco|algo))?"
# «fue», «estuvo», «resultó», «me pareció», gl «foi», «estivo», «pareceume»: a time gone by, judged
_WAS = (r"(?:fue|fueron|foi|foron|estuvo|estuvieron|estivo|estiveron|resulto|resultaron|resultou|"
        r"ha sido|han sido|(?:me|nos) parecio|(?:me|nos) parecieron|pareceume|pareceunos|parecionos|"
        r"salio|salieron|saiu|sairon|era|eran)")
# «fue mal», «todo estuvo malo»: plain «mal» only after a verb of how it went (not «era mala idea»)
_WENT = r"(?:fue|fueron|foi|foron|estuvo|estuvieron|estivo|estiveron|salio|salieron|saiu|sairon)"
_NOT = r"(?<!\bno )(?<!\bnon )(?<!\bni )(?<!\bnin )(?<!\bnada )(?<!\bnunca )"
# a visit had by one («comí», «cené», gl «comín», «ceei», «xantei»), beside the lexicon's «comimos»…
_VISIT_BY_ONE = (r"(?:sali|comi|comin|cene|cei|ceei|xantei|almorce|almorcei|desayune|merende|merendei|estuve|"
                 r"estiven|lo pase|o pasei|paseino)")
_VISITED = rf"(?:{VISIT_ONCE}|{_VISIT_BY_ONE})"
# «cenamos fatal», «comí de pena», gl «ceamos fatal»: the visit itself, badly (no «mal» alone here:
# «no cenamos mal», «cenamos mal si…» are not told of one gone by)
_VISIT_AWFUL = (rf"{_NOT}{_VISITED}{_SO} (?:fatal|fatalmente|horrible|horriblemente|de pena|malisimamente|"
                r"como el culo|de asco|terrible|terriblemente)")
# «nunca comimos tan mal», «en mi vida me atendieron peor», gl «nunca comemos tan mal»: worst ever
_NEVER_SO_BAD = (rf"(?:nunca|jamas|xamais|endexamais|en mi vida|na mina vida) (?:(?:nos|me) )?"
                 rf"(?:{_VISITED}|{SERVED}|(?:nos|me) (?:trataron|trataran|atendieran)) "
                 r"(?:tan mal|tan fatal|peor|pior|tan horrible)")
# a visit's own nouns: what an exclamation can judge («qué mal servicio», «vaya desastre de cena»)
_VISIT_NOUN = (r"(?:servicio|servizo|atencion|trato|experiencia|visita|sitio|local|pedido|encargo|trabajo|"
               r"traballo|comida|cena|cea|xantar|almuerzo|desayuno|almorzo|merienda)")
_BAD_ADJ = r"(?:mal[oa]s?|pesim[oa]s?|penos[oa]s?|horribles?|lamentables?|lent[oa]s?|cutres?|malisim[oa]s?)"
_WHAT_A = r"(?:que|vaya|valla|menud[oa]s?|vaia)"
_EXCLAIMED = (rf"{_WHAT_A} (?:mal|mala|{_BAD_ADJ}) {_VISIT_NOUN}|"
              rf"{_WHAT_A} {_VISIT_NOUN} (?:mas|tan) {_BAD_ADJ}|"
              rf"{_WHAT_A} (?:desastre|horror|verguenza|vergonza|asco|noxo|chapuza|porqueria|porcaria|mierda|"
              rf"merda|timo|estafa) de {_VISIT_NOUN}")

JUDGED_BAD_RE = folded_re(
    rf"\b(?:{_NOT}{_WAS}{_SO} {_AWFUL}|{_NOT}(?:todo )?{_WENT}(?: todo)?{_SO} mal(?:[oa]s?)?|"
    rf"{_VISIT_AWFUL}|{_NEVER_SO_BAD}|{_EXCLAIMED})\b")


# somewhere else: «en casa comemos fatal», «cenamos fatal en casa», gl «na casa ceamos fatal», «en otro
# sitio fue horrible»: a time judged, but not one had here (no complaint to this business)
_ELSEWHERE_RE = folded_re(r"\b(?:en|na|no) (?:(?:mi|tu|su|nuestra|vuestra|miña|nosa|tua|vosa) )?casa\b|"
                          r"\b(?:en|por) (?:otro|otros|outro|outros) (?:sitio|sitios|lado|lados|lugar|lugares)\b|"
                          r"\bnoutr[oa]s? (?:sitio|sitios|lado|lados|lugar|lugares)\b")
# how near the place must be said to the judgement (words either side)
_NEAR = 4


def judged_bad(norm: str) -> bool:
    """A time gone by judged bad («fue horrible», «cenamos fatal», «qué mal servicio»), had here."""
    return any(not _elsewhere(norm, m.start(), m.end()) for m in JUDGED_BAD_RE.finditer(norm))


def _elsewhere(norm: str, start: int, end: int) -> bool:
    before, after = norm[:start].split()[-_NEAR:], norm[end:].split()[:_NEAR]
    return bool(_ELSEWHERE_RE.search(" ".join([*before, norm[start:end], *after])))
