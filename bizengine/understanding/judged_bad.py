"""A time gone by judged bad, of something the business did or made: «la X de ayer fue horrible», «el
servicio fue pésimo», «cenamos fatal», «nunca comimos tan mal», «¡qué mal servicio!», gl «a X de onte foi
horrible», «ceamos fatal»; or said alone to it («fue horrible», «ayer fue un desastre»). A complaint for a
person (symptoms.complaint_said), never a question passed on nor a thing asked for. Never of someone or
something else («mi hijo estuvo malo», «el tráfico fue horrible», «fue horrible, se me rompió…»), praise
(«fue genial»), a judgement denied («no fue para tanto», «no estuvo mal»), one only wished or feared
(«sería un desastre»), nor one had somewhere else («en casa comemos fatal»)."""
from __future__ import annotations

from bizengine.understanding.done_badly import done_badly
from bizengine.understanding.judged_subject import beside, of_the_business, subject_of
from bizengine.understanding.lexicon import SERVED, VISITED, WANT_RE, folded_re

# how a person was, bad: rude («fue muy borde», «era un maleducado», gl «foi moi groseira»)
_RUDE = (r"(?:bordes?|maleducad[oa]s?|mal educad[oa]s?|groser[oa]s?|groseir[oa]s?|antipatic[oa]s?|desagradables?|"
         r"impertinentes?|prepotentes?|despectiv[oa]s?|insolentes?|(?:un|una|unha) (?:maleducad[oa]|groser[oa]|"
         r"groseir[oa]|impresentable|borde|antipatic[oa]|desagradable|prepotente))")
# how bad: said after «fue», «estuvo», «me pareció» (not plain «mal»: «me pareció mal» is an opinion)
# «una tomadura (de …)»: the idiom by its first word, which says it alone
_AWFUL = (r"(?:h?or?ribles?|fatal(?:es)?|terribles?|(?:un|todo un) (?:desastre|horror|caos|asco|noxo|timo|"
          r"pesadelo|cristo)|desastros[oa]s?|horroros[oa]s?|pesim[oa]s?|penos[oa]s?|lamentables?|"
          r"malisim[oa]s?|nefast[oa]s?|de pena|(?:una|unha) (?:verguenza|vergonza|pesadilla|decepcion|mierda|"
          r"merda|porqueria|porcaria|estafa|chapuza|tomadura)|vergonzos[oa]s?|asqueros[oa]s?|"
          r"noxent[oa]s?|decepcionantes?|inaceptables?|intolerables?|incomibles?|lent(?:isim)?[oa]s?|"
          rf"(?:muy|mui|moi|bastante|demasiado|super) (?:mal[oa]?s?|lent[oa]s?)|{_RUDE})")
_SO = r"(?: (?:muy|mui|moi|super|realmente|francamente|simplemente|absolutamente|totalmente|bastante|un poco|algo))?"
# «fue», «estuvo», «resultó», «me pareció», gl «foi», «estivo», «pareceume»: a time gone by, judged
_WAS = (r"(?:fue|fueron|foi|foron|estuvo|estuvieron|estivo|estiveron|resulto|resultaron|resultou|"
        r"ha sido|han sido|(?:me|nos) parecio|(?:me|nos) parecieron|pareceume|pareceunos|parecionos|"
        r"salio|salieron|saiu|sairon|era|eran)")
# «fue mal», «todo estuvo malo»: plain «mal» only after a verb of how it went (not «era mala idea»)
_WENT = r"(?:fue|fueron|foi|foron|estuvo|estuvieron|estivo|estiveron|salio|salieron|saiu|sairon)"
_NOT = r"(?<!\bno )(?<!\bnon )(?<!\bni )(?<!\bnin )(?<!\bnada )(?<!\bnunca )"
# «fuimos», «vinimos», gl «fomos», «viñemos»: a visit gone by, beside the lexicon's «comimos», «comí»…
_VISITED = rf"(?:{VISITED}|fuimos|vinimos|fomos|vinemos|vinhemos)"
# «cenamos fatal», «comí de pena», gl «ceamos fatal»: the visit itself, badly (no «mal» alone here:
# «no cenamos mal», «cenamos mal si…» are not told of one gone by)
_VISIT_AWFUL = (rf"{_NOT}{_VISITED}{_SO} (?:fatal|fatalmente|horrible|horriblemente|de pena|malisimamente|"
                r"como el culo|de asco|terrible|terriblemente)")
# «nunca comimos tan mal», «en mi vida me atendieron peor», gl «nunca comemos tan mal»: worst ever
_NEVER_SO_BAD = (rf"(?:nunca|jamas|xamais|endexamais|en mi vida|na mina vida) (?:(?:nos|me) )?"
                 rf"(?:{_VISITED}|{SERVED}|(?:nos|me) (?:trataron|trataran|atendieran)) "
                 r"(?:tan mal|tan fatal|peor|pior|tan horrible)")
_BAD_ADJ = rf"(?:mal[oa]s?|pesim[oa]s?|penos[oa]s?|horribles?|lamentables?|lent[oa]s?|cutres?|malisim[oa]s?|{_RUDE})"
_WHAT_A = r"(?:que|q|vaya|valla|menud[oa]s?|vaia)"
# «qué mal servicio», «menuda <X> más mala», «vaya desastre de <X>», «qué borde el <staff word>»: the noun
# said is what is judged
_EXCLAIMED_RES = tuple(folded_re(p) for p in (
    rf"\b{_WHAT_A} (?:mal|mala|{_BAD_ADJ}) (?P<noun>[a-z]+)\b",
    rf"\b{_WHAT_A} (?P<noun>[a-z]+) (?:mas|tan) {_BAD_ADJ}\b",
    rf"\b{_WHAT_A} (?:desastre|horror|verguenza|vergonza|asco|noxo|chapuza|porqueria|porcaria|mierda|"
    r"merda|timo|estafa) de (?P<noun>[a-z]+)\b",
    rf"\b{_WHAT_A} (?:{_RUDE}) (?:(?:es|era|fue|e|foi) )?(?:el|la|los|las|o|a|os|as|este|esta|ese|esa) "
    r"(?P<noun>[a-z]+)\b"))
# a visit judged in its own words: no subject to look for
_VISIT_JUDGED_RE = folded_re(rf"\b(?:{_VISIT_AWFUL}|{_NEVER_SO_BAD})\b")
# «fue horrible», «la X estuvo fatal», «todo fue mal»: a time judged, whose subject says what of
_TIME_JUDGED_RE = folded_re(
    rf"\b(?:{_NOT}(?:todo )?{_WAS}(?: todo)?{_SO} {_AWFUL}|{_NOT}(?:todo )?{_WENT}(?: todo)?{_SO} mal(?:[oa]s?)?)\b")
# «no fue nada amable», «no fue muy educado», gl «non foi nada atenta»: how a person was, said bad by denying
# the good (a judgement like «fue muy borde»)
_NOT_KIND_RE = folded_re(r"\b(?:no|non) (?:fue|fueron|foi|foron|estuvo|estuvieron|estivo|estiveron|era|eran)"
                         r"(?: (?:nada|muy|moi|mui|demasiado|especialmente|precisamente|lo que se dice))? "
                         r"(?:amables?|simpatic[oa]s?|atent[oa]s?|educad[oa]s?|agradables?|correct[oa]s?)\b")
# «estuvo malo», gl «estivo moi malo»: someone ill, unless a thing of the business is said to be
_ILL_RE = folded_re(r"^(?:estuvo|estuvieron|estivo|estiveron)(?: \w+)? mal[oa]s?$")
# a visit told beside a bare judgement («ayer cenamos aquí y fue horrible», «nos atendieron y fue un
# desastre»), not someone ill («estuvimos malos»)
_VISIT_TOLD_RE = folded_re(rf"\b(?:{_VISITED}|{SERVED})\b(?! (?:(?:muy|moi) )?(?:mal[oa]s|enferm[oa]s)\b)")
# somewhere else: «en casa comemos fatal», «cenamos fatal en casa», gl «na casa ceamos fatal», «en otro
# sitio fue horrible»: a time judged, but not one had here (no complaint to this business)
_ELSEWHERE_RE = folded_re(r"\b(?:en|na|no) (?:(?:mi|tu|su|nuestra|vuestra|miña|nosa|tua|vosa) )?casa\b|"
                          r"\b(?:en|por) (?:otro|otros|outro|outros) (?:sitio|sitios|lado|lados|lugar|lugares)\b|"
                          r"\bnoutr[oa]s? (?:sitio|sitios|lado|lados|lugar|lugares)\b")
# how near the place must be said to the judgement (words either side)
_NEAR = 4


def judged_bad(norm: str, things: frozenset = frozenset()) -> bool:
    """A time gone by judged bad («fue horrible», «cenamos fatal», «qué mal servicio»), had here, of
    something the business did or made (`things`: Vocabulary.visit_things, the dataset's)."""
    judged = [m for m in _VISIT_JUDGED_RE.finditer(norm)]
    judged += [m for rx in (_TIME_JUDGED_RE, _NOT_KIND_RE) for m in rx.finditer(norm)
               if _of_the_business(norm, m, things)]
    judged += [m for rx in _EXCLAIMED_RES for m in rx.finditer(norm)
               if of_the_business([m["noun"]], norm, m.start(), things)]
    judged += done_badly(norm, things)      # «la <staff word> me dejó fatal el <X>», «nos ignoraron»
    return any(not _elsewhere(norm, m.start(), m.end()) for m in judged)


def _of_the_business(norm: str, m, things: frozenset) -> bool:
    """Its subject a thing of the business («la X de ayer fue horrible», «fue pésimo el servicio»), or no
    subject and nothing else told beside it but a wish or a visit («ayer fue un desastre, quiero…»)."""
    subject = subject_of(norm, m.start(), m.end())
    if subject is not None:
        return of_the_business(subject, norm, m.start(), things)
    if _ILL_RE.search(m.group()):
        return False        # «estuvo malo»: someone was ill
    return bool(_VISIT_TOLD_RE.search(norm)) or all(
        not told or WANT_RE.match(told) for told in beside(norm, m.start(), m.end()))


def _elsewhere(norm: str, start: int, end: int) -> bool:
    before, after = norm[:start].split()[-_NEAR:], norm[end:].split()[:_NEAR]
    return bool(_ELSEWHERE_RE.search(" ".join([*before, norm[start:end], *after])))
