"""What the business's people did to the customer, badly, in the past: «la <staff word> me dejó fatal el
<X>», «el <staff word> nos trató fatal», «me lo dejó el <X> fatal», «el encargado nos gritó», «nos ignoraron»,
«me contestó de malas maneras», gl «deixoume fatal o <X>», «tratounos fatal», «berrounos»; or where they put
the customer, or what they gave, bad: «nos pusieron en una <X> horrible», «nos dieron la peor <X>», gl
«puxéronnos nunha <X> horrible». Said by no one
named, or by one of the business (a word of Vocabulary.visit_things: who serves there, by the dataset's words
or the staff's names; or one of lexicon.SERVING_PEOPLE), it is a complaint (judged_bad); said of anyone else
(«mi hermana me dejó fatal», «el tráfico me puso fatal») it is none. Any verb of the past done to the customer
badly («la <staff word> me <verb>ó fatal») counts only with such a subject said."""
from __future__ import annotations

import re

from bizengine.understanding.judged_subject import of_the_business, subject_before
from bizengine.understanding.lexicon import folded_re

# «me dejó», «nos hizo», «me puso», «nos trató», «me habló», «nos contestó» (and by several, or by «vosotros»)
_DID = (r"(?:dejo|dejaron|hizo|hicieron|puso|pusieron|trato|trataron|hablo|hablaron|contesto|contestaron|"
        r"respondio|respondieron|hablasteis|contestasteis)")
# gl «deixou», «fixo», «puxo», «tratou», «falou», «contestou» (its pronoun after it: «deixoume»)
_DID_GL = (r"(?:deixou|deixaron|fixo|fixeron|puxo|puxeron|tratou|trataron|falou|falaron|contestou|contestaron|"
           r"respondeu|responderon|falastes|contestastes)")
_TO_ME = r"(?:me|nos|le|les|lle|lles)(?: (?:lo|la|los|las))?"
_TO_ME_GL = r"(?:me|nos|lle|lles|mo|ma|nolo|nola|llelo|llela)"
# what was done, said between («me dejó el <X> fatal»)
_WHAT = r"(?: (?:el|la|los|las|o|a|os|as|mi|mis|meu|mina) [a-z]+)?"
_BADLY = (r"(?: (?:muy|mui|moi|super|realmente|bastante|tan|francamente))? (?:fatal|fatalmente|horrible|horriblemente|"
          r"de pena|malisimamente|como el culo|de asco|mal|hech[oa] un cristo|feit[oa] un cristo|"
          r"de malas maneras|de malas formas|de malos modos|con desprecio|de mala manera|de mala gana)\b")
_NOT = r"(?<!\bno )(?<!\bnon )(?<!\bnunca )(?<!\bni )(?<!\bnin )"
# done badly by a verb any person of the business may do to the customer
_DONE_BADLY_RE = folded_re(rf"\b{_NOT}(?:{_TO_ME} {_DID}|{_DID_GL}{_TO_ME_GL}|{_TO_ME_GL} {_DID_GL}){_WHAT}{_BADLY}")
# rude in itself: «nos gritó», «me ignoraron», «nos faltó al respeto», «pasó de nosotros», gl «berrounos»,
# «ignorounos», «faltounos ao respecto»
_RUDE_ACT_RE = folded_re(
    rf"\b{_NOT}(?:{_TO_ME} (?:grito|gritaron|gritasteis|ignoro|ignoraron|ignorasteis|insulto|insultaron|"
    r"insultasteis|falto al respeto|faltaron al respeto|faltasteis al respeto)|"
    r"(?:berrou|berraron|ignorou|ignoraron|insultou|insultaron)(?:me|nos|lle|lles)|"
    r"(?:faltou|faltaron)(?:me|nos|lle|lles)? (?:ao|o) respe(?:c)?to|"
    r"(?:paso|pasaron|pasou|pasaron) (?:totalmente |completamente )?(?:de nosotros|de nosotras|de mi|de nos))\b")
# any verb of the past done to the customer badly: only with one of the business said as its subject
# («la <staff word> me <verb>ó fatal», gl «o <staff word> <verb>oume fatal»)
_ANY_DONE_BADLY_RE = folded_re(rf"\b{_NOT}(?:{_TO_ME} [a-z]{{3,}}(?:o|aron|ieron)|"
                               rf"[a-z]{{3,}}(?:ou|eu|iu|aron|eron|iron){_TO_ME_GL}){_WHAT}{_BADLY}")


# where the customer was put: «nos pusieron», «nos sentasteis», gl «puxéronnos», «sentáronnos» (the place
# said after it is theirs, whatever its word)
_PLACED = (r"(?:pusieron|pusisteis|puso|sentaron|sentasteis|sento|colocaron|colocasteis|coloco|metieron|"
           r"metisteis|metio|ubicaron|ubicasteis|ubico|mandaron|mandasteis|mando)")
_PLACED_GL = (r"(?:puxeron|puxestes|puxo|sentaron|sentastes|sentou|colocaron|colocastes|colocou|meteron|"
              r"metestes|meteu|mandaron|mandastes|mandou)")
# what the customer was given: «nos dieron», «nos tocó», «nos trajeron», gl «déronnos», «tocounos» (the
# thing said after it must be one of the business's)
_GAVE = (r"(?:dieron|disteis|dio|toco|asignaron|asignasteis|asigno|trajeron|trajisteis|trajo|sirvieron|"
         r"servisteis|sirvio)")
_GAVE_GL = (r"(?:deron|destes|deu|tocou|asignaron|asignastes|asignou|trouxeron|trouxestes|trouxo|serviron|"
            r"servistes|serviu)")
_US = r"(?:me|nos)"
_US_GL = r"(?:me|nos|mo|ma|nolo|nola)"
# bad, of a thing or a place (not «mal» alone: «nos pusieron la mesa mal» may be only where)
_BAD_THING = (r"(?: (?:muy|mui|moi|super|realmente|bastante|tan|francamente))? (?:fatal|h?or?ribles?|malisim[oa]s?|"
              r"pesim[oa]s?|penos[oa]s?|lamentables?|cutres?|asqueros[oa]s?|noxent[oa]s?|terribles?|mal[oa]s?|"
              r"fri[oa]s?|suci[oa]s?|quemad[oa]s?|queimad[oa]s?|crud[oa]s?|de pena|un asco|un desastre|una pena|"
              r"unha pena|una porqueria|unha porcaria)\b")
_GIVEN = (rf"(?:{_US} (?P<placed>{_PLACED})|(?P<placed_gl>{_PLACED_GL}){_US_GL}|{_US_GL} (?P<placed_gl2>{_PLACED_GL})|"
          rf"{_US} {_GAVE}|{_GAVE_GL}{_US_GL}|{_US_GL} {_GAVE_GL})")
# «nos pusieron en una <X> horrible», «nos sentaron al lado de <X>, fatal», «nos dieron una <X> malísima», gl
# «puxéronnos nunha <X> horrible»: a place or thing given, judged bad (a few words of it between)
_GIVEN_BADLY_RE = folded_re(rf"\b{_NOT}{_GIVEN}(?P<what>(?: [a-z]+){{1,6}}?),?{_BAD_THING}")
# «nos dieron la peor <X>», gl «déronnos a peor <X>»
_GIVEN_WORST_RE = folded_re(rf"\b{_NOT}{_GIVEN}(?: (?:en|a|al|ao|nun|nunha))?(?P<what> (?:el|la|lo|o|a) (?:peor|pior)"
                            r" [a-z]+)\b")


def done_badly(norm: str, things: frozenset = frozenset()) -> list[re.Match]:
    """Each telling of something the business's people did to the customer, badly (`things`:
    Vocabulary.visit_things, whom a subject said must be one of)."""
    said = [m for rx in (_DONE_BADLY_RE, _RUDE_ACT_RE) for m in rx.finditer(norm) if _by_them(norm, m, things)]
    said += [m for rx in (_GIVEN_BADLY_RE, _GIVEN_WORST_RE) for m in rx.finditer(norm)
             if _by_them(norm, m, things) and _theirs_given(norm, m, things)]
    return said + [m for m in _ANY_DONE_BADLY_RE.finditer(norm)
                   if subject_before(norm, m.start()) and _by_them(norm, m, things)]


def _theirs_given(norm: str, m: re.Match, things: frozenset) -> bool:
    """A place the customer was put in, or a thing given that is the business's («nos dieron una <X>
    malísima»; not «me dio un susto horrible»)."""
    placed = m["placed"] or m["placed_gl"] or m["placed_gl2"]
    return bool(placed) or of_the_business(m["what"].split(), norm, m.start("what"), things)


def _by_them(norm: str, m: re.Match, things: frozenset) -> bool:
    """No one else said to have done it: no subject, or one of the business."""
    subject = subject_before(norm, m.start())
    return not subject or of_the_business(subject, norm, m.start(), things)
