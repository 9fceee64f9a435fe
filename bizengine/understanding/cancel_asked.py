"""Cancelling asked about, not asked for: «¿cuánto antes hay que cancelar?», «¿cobráis algo si
cancelo?», «¿y para cancelar?», «e se a cancelo?», «¿qué pasa si la cancelo?», «¿cómo hago para
cancelar?», «¿cancelar es gratis?», «¿política de cancelación?». The request stays and the rule is
answered. The verb as an order keeps cancelling: «cancela», «cancélalo», «sí, quiero cancelar»,
«¿puedes cancelarla?», «¿me la cancelas?», «cancélala cuanto antes».

The rule: a cancel word in a clause of its own that a question word, «si / se» (if) or «para»
(what to do to) leads, in a form that orders nothing («cancelo», «cancelar», «cancelación»; never
«cancela», «cancélalo»). Spanish and Galician, read clause by clause («¿cuánto es? mejor cancelamos»
asks the price, then cancels)."""
from __future__ import annotations

import re

from bizengine.language.text import clean
from bizengine.understanding.lexicon import ASKING_VERBS, MAYBE_LATER_RE, ONE_MAY

_CANCEL = r"(?:cancel|canzel|kancel|anul)"
_PRONOUN = r"(?:lo|la|los|las|o|a|os|as|me|nos|mo|ma|te|se)"
# «quiero / tengo que / hay que / teño que … cancelar»: what would have to be done
_MODAL = (r"(?:quiero|quero|queremos|quisiera|quixera|quisieramos|quixeramos|tengo que|teno que|tenemos que|"
          r"temos que|tuviera que|tivera que|tuviese que|tivese que|tuvieramos que|tiveramos que|necesito|preciso|"
          r"necesitamos|precisamos|necesitara|precisara|hay que|hai que|ay que|ai que|habria que|haberia que|"
          r"hubiera que|houbera que|debo|debemos|decido|decidimos|puedo|podo|podemos|acabo|acabamos|(?:tener|ter) que)")
# the verb said of oneself or of the rule («cancelo», «cancelamos», «cancelara», «cancelase»): not an order
_SAID_OF_ONESELF = rf"{_CANCEL}(?:o|amos|ara|aramos|ase|asemos|en|an)\b"
_INFINITIVE = rf"{_CANCEL}ar(?:lo|la|los|las|o|a|os|as)?\b"
_NOUN = rf"{_CANCEL}acion(?:es|s)?\b"
_NOT_AN_ORDER = (rf"(?:(?:{_PRONOUN} )?{_MODAL} (?:{_PRONOUN} )?{_CANCEL}\w*|(?:{_PRONOUN} )?{_SAID_OF_ONESELF}|"
                 rf"se {_CANCEL}(?:a|an)\b)")
_FILLER = r"(?!(?:mejor|mellor)\b)(?:\w+ ){0,5}?"

# «si cancelo», «y si la quiero cancelar», «e se ao final non podo e cancelo», «en caso de cancelar»
_IF_RE = re.compile(rf"\b(?:si|se) {_FILLER}{_NOT_AN_ORDER}|\ben caso de (?:que )?(?:\w+ ){{0,3}}?{_CANCEL}\w*")
_AND_IF_RE = re.compile(r"(?:y|e|pero|ou|o) (?:si|se)\b")
# «¿cuánto antes hay que cancelar?», «¿cobráis algo si…?», «¿cuesta algo cancelar?», «¿cómo hago para cancelar?»
_ASKING_WORD = (r"(?:cuanto|canto|cuanta|canta|cuantas|cantas|cuantos|cantos|cuando|cando|hasta que|ata que|"
                r"que pasa|que ocurre|que sucede|pasa algo|cobr\w*|penaliz\w*|cuesta|custa|coste|costo|custo|gratis|"
                r"gratuit[oa]|devolv\w*|devolucion|reembols\w*|pierdo|perdo|perdemos|pierde|perde|se paga|pagase|"
                r"politica|condiciones|condicions|normas?|plazo|prazo|gastos?|"
                r"como (?:hago|fago|se hace|se fai|tengo|teno|hay|hai|debo|va|vai|funciona))")
_ASKED_RE = re.compile(rf"\b{_ASKING_WORD} {_FILLER}(?:{_NOT_AN_ORDER}|(?:{_PRONOUN} )?{_INFINITIVE}|{_NOUN})")
# «¿cancelar es gratis?», «para cancelar, ¿cómo hago?», «la cancelación tiene coste?»: the doing, then the question
_THEN_ASKED_RE = re.compile(
    rf"^(?:(?:y|e|pero|entonces|vale|ok) )?(?:(?:para|pra|lo de|o de|la|a) )?(?:{_INFINITIVE}|{_NOUN}) (?:\w+ )?"
    r"(?:es gratis|e gratis|sale gratis|sae gratis|es gratuit|e gratuit|tiene coste|tiene costo|ten custo|tiene gastos|"
    r"ten gastos|tiene penalizacion|ten penalizacion|cuesta|custa|se cobra|cobrais|cobrades|como|cuanto|canto|"
    r"hasta cuando|ata cando|con cuanto|con canto|cuando|cando|hay que|hai que|que hay que|que hai que)\b")
# «¿y para cancelar?», «¿e a cancelación?», «¿y cancelar?»: the doing alone, after another question
_ONLY_THE_DOING_RE = re.compile(
    rf"^(?:y|e|pero|entonces|vale y|ok y)(?: (?:para|pra|lo de|o de|la|a|en caso de))? (?:{_INFINITIVE}|{_NOUN})$")
_NOUN_ALONE_RE = re.compile(rf"^(?:(?:y|e) )?(?:la |a )?{_NOUN}$")
# «¿puedo cancelar sin pagar?», «¿pódese cancelar de balde?», «¿y anularla sin coste?»: whether it is free, asked
_FREE_RE = re.compile(
    rf"(?:{_NOT_AN_ORDER}|(?:{_PRONOUN} )?{_INFINITIVE}|{_NOUN}) {_FILLER}"
    r"(?:(?:sin|sen) (?:pagar|coste|costo|custo|cargo|gastos|penalizacion|nada)|de balde)\b")
# «¿se puede cancelar?», «pódese anular de balde»: whether one may, asked impersonally (with a «?» or a rule word)
_ONE_MAY_RE = re.compile(rf"\b{ONE_MAY} (?:{_PRONOUN} )?{_CANCEL}")
# what the rule is about: «hasta…», «sin pagar», «de balde», «con cuánta antelación», «cuánto…»
_RULE_SAID_RE = re.compile(rf"\b(?:{_ASKING_WORD}|hasta|ata|antes|antelacion|aviso|de balde|(?:sin|sen) "
                           r"(?:pagar|coste|costo|custo|cargo|gastos|penalizacion|nada))\b")
# «si luego no puedo ir», «se despois non imos»: a case supposed (never «se puede…», «se pode…»)
_IF_NOT_RE = re.compile(r"\b(?:si|se(?! (?:puede|pode)))(?: \w+){0,2}? (?:no|non)\b")
# «solo quería saber si…», «pregunto se…»: what follows is asked, with or without a «?»
_WANTS_TO_KNOW_RE = re.compile(rf"\b(?:{ASKING_VERBS}|pregunto|consulto)(?: \w+){{0,2}}? (?:si|se)\b")
# «…todo», «ya no vamos», «xa non imos»: the cancel itself, even with a «?» («¿se puede cancelar todo?»); not
# «si no puedo ir», «se non imos», a case supposed
_CALLED_OFF_RE = re.compile(r"\b(?:todo|toda|(?<!\bsi )(?<!\bse )(?:ya no|xa non|(?:no|non) (?:vamos|imos|voy|vou|"
                            r"vimos|venimos|vengo|veno)))\b")
# «sí, quiero cancelar», «si, cancelamos»: yes, then the order (a folded «sí» reads «si», if)
_YES_FIRST_RE = re.compile(r"^\W*(?:sí\b|si\s*[,.!:])", re.IGNORECASE)
_CLAUSES_RE = re.compile(r"[?¿.!¡;]+")


_CANCEL_RE = re.compile(_CANCEL)
# What a business's texts call cancelling (Spanish and Galician alike): the search when the rule asked
# in the customer's own words («¿hay penalización si anulo?») finds no text
CANCELLING = "cancelar"


def asks_about_cancelling(raw: str, norm: str) -> bool:
    """«¿cuánto antes hay que cancelar?», «cobrades algo se cancelo?»: the cancelling rule asked
    (`norm`: the message folded, checked first for a cancel word: most messages have none)."""
    if not _CANCEL_RE.search(norm):
        return False
    asked = "?" in raw or "¿" in raw
    whether_asked = asked and not _CALLED_OFF_RE.search(norm)
    return any(_asked_in(clean(part), asked, whether_asked, first=i == 0 and bool(_YES_FIRST_RE.match(raw)))
               for i, part in enumerate(_CLAUSES_RE.split(raw)))


def _asked_in(clause: str, asked: bool, whether_asked: bool, first: bool) -> bool:
    if not clause or first and clause.startswith("si "):
        return False
    if _ASKED_RE.search(clause) or _THEN_ASKED_RE.search(clause) or _whether_one_may(clause, whether_asked):
        return True
    # «si quiero cancelar» may be «sí», «se me lía y tengo que cancelar» a reflexive: an if only when
    # asked, or led by «y si», «e se»
    if _IF_RE.search(clause) and (asked or _AND_IF_RE.match(clause)):
        return True
    return asked and bool(_ONLY_THE_DOING_RE.search(clause) or _NOUN_ALONE_RE.search(clause)
                          or _FREE_RE.search(clause))


# «…a las 14 hasta cuándo…», «…a las 14 y si cancelo…»: a word that leads the question, before its asking word
_LEADS = {"y", "e", "pero", "hasta", "ata", "ou"}


def cancelling_asked_after(raw: str) -> tuple[str, str] | None:
    """«<a booking> para 2 el sábado a las 14 hasta cuándo puedo cancelar sin pagar?», «… y si cancelo me
    cobráis?»: (what comes before, the question about cancelling that ends the message), with no mark to
    set them apart; None when no such question ends it."""
    words = raw.split()
    asked = "?" in raw or "¿" in raw
    for i in range(1, len(words)):
        if _asking_opens(clean(" ".join(words[i:])), asked):
            while i > 1 and clean(words[i - 1]) in _LEADS:
                i -= 1
            return " ".join(words[:i]).strip(" ,."), " ".join(words[i:])
    return None


def _asking_opens(clause: str, asked: bool) -> bool:
    return any(pattern.match(clause) for pattern in (_ASKED_RE, _FREE_RE)) \
        or bool(_ONE_MAY_RE.match(clause)) and _whether_one_may(clause, asked and not _CALLED_OFF_RE.search(clause)) \
        or asked and bool(_IF_RE.match(clause))


def _whether_one_may(clause: str, asked: bool) -> bool:
    """«¿se puede cancelar?», «pódese cancelar de balde», «y si luego no puedo ir se puede cancelar», «solo
    saber si se puede cancelar»: whether one may cancel, asked (a «?», a rule word, a case supposed or
    «saber si» beside it); «pódese cancelar todo, xa non
    imos» is the cancel itself."""
    return bool(_ONE_MAY_RE.search(clause)) \
        and (asked or bool(_RULE_SAID_RE.search(clause) or MAYBE_LATER_RE.search(clause) or _IF_NOT_RE.search(clause)
                           or _WANTS_TO_KNOW_RE.search(clause)))
