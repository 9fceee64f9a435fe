"""What a recommendation asked has to fit: «algo para un niño de 5 años, ¿qué me recomiendas?»
(an amount with a unit word: the unit is the data's, «de 3 a 6 años» in a description), «algo para
regalar por unos 30 euros», «algo de menos de 20 euros» (a budget). Also how a description states a
range («de 3 a 6 años», «entre 8 e 12 anos», «3-6 años»). Folded text (text.clean), Spanish and
Galician. A quality asked with it («algo de X», «algo <quality>», «que me recomendas con X?») is
read too: which products hold it is for the catalogue to tell."""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from bizengine.language.text import clean, singular, to_int
from bizengine.understanding.lexicon import COUNT, HAVE_RE, RECOMMEND_VERB
from bizengine.understanding.vocabulary import category_said

# «menos de 20 euros», «hasta 25», «como máximo 30 euros», «que no pase de 30», «non máis de 20»
_CEILING = (r"(?:menos de|hasta|ata|maximo|como maximo|no mas de|non mais de|por debajo de|que no pase de|"
            r"que non pase de)")
_MONEY = r"(?:euros?|eur|eurillos|pavos)"
_AMOUNT = r"(?P<n>[0-9]{1,4})(?: (?P<cents>[0-9]{2})(?= " + _MONEY + r"))?"
# «por unos 30 euros», «sobre 30 euros», «uns 30 euros», «de 30 euros», «30 euros»
_ABOUT = r"(?:(?:por|de|sobre|alrededor de|arredor de|entorno a|rondando)(?: (?:unos|uns|unas|unhas|os|los))?|unos|uns)"
# «¿qué me recomiendas?», «algo para un niño…», «tenéis algo por unos 30 euros?», «alguno para un niño…»
# «un libro para un niño de 5 años», «quero un para a miña sobriña de 8 anos»: someone's age said
_ASKS_RE = re.compile(rf"\b{RECOMMEND_VERB}|\b(?:algo|algun \w+|alguna \w+|algunha \w+) (?:para|pra|pa|por|de|que)\b"
                      rf"|\b(?:para|pra|pa) (?:(?:un|una|unha|mi|mis|meu|miña|o|a|el|la|os|as|los|las) )?\w+ "
                      rf"(?:de|que tiene|que ten) {COUNT} \w+\b"
                      # «¿qué puedo hacerme por menos de 20 euros?», «que tedes por menos de 10 euros?»: what fits a
                      # ceiling (a price asked of one thing, «¿cuesta menos de 20?», is no advice)
                      rf"|\b(?:que|q|cual|cuales|cal|cales)(?: \w+){{0,3}} (?:por|x|de|con|para|pra) {_CEILING}\b")
_BUDGET_RE = re.compile(rf"\b(?:(?P<ceiling>{_CEILING})|{_ABOUT})? ?{_AMOUNT} {_MONEY}\b")
_AMOUNT_SAID_RE = re.compile(rf"\b(?P<n>{COUNT}) (?P<unit>[a-z]+)\b")
# «de 3 a 6 años», «entre 8 e 12 anos», «de 3 ata 6 anos», «3-6 años» (folded: «3 6 anos»)
_RANGE_RE = re.compile(r"\b(?P<low>[0-9]{1,3}) (?:(?:a|ata|y|e|hasta) )?(?P<high>[0-9]{1,3}) (?P<unit>[a-z]+)\b")


# «¿qué me recomiendas?», «recoméndame», «que me recomendas»: a verb of advice
_ADVICE_RE = re.compile(rf"\b{RECOMMEND_VERB}")
# «algo de X», «que me recomiendas con X»: what leads a quality
_QUALITY_LEADS = frozenset(("de", "con", "do", "da"))
# between the verb and the quality: «recoméndame algo de…», «que nos recomendas de…»
_BEFORE_A_QUALITY = frozenset(("me", "nos", "algo", "tu", "usted"))
# what is no quality after «algo»: the small words, a budget («de menos de 20»), a use («para…»), a
# diet («sin gluten», read as a diet), what praises and names nothing the data could say («algo rico»)
_NOT_A_QUALITY = frozenset("""
q k que para pra pa por sin sen menos mas mais hasta ata como me te nos os lo la le lle y e o a u un una unha
uno unos unas uns unhas el los las as ao al algo alguno alguna algun algunha mi mis meu miña tu teu tua su seu
este esta ese esa isto iso eso esto aqui ahi rico rica bueno buena bo boa especial diferente original tipico tipica
bonito bonita chulo chula barato barata economico economica mejor bien ben asi
""".split())
# «algo de color rojo», «algo en tonos blancos»: what the quality after it is
_A_COLOUR = frozenset(("color", "colores", "cor", "cores", "tono", "tonos", "ton", "tons"))
# «algo de comer», «algo para regalar»: an infinitive is a use, never a quality
_INFINITIVE_RE = re.compile(r"[a-z]{2,}(?:ar|er|ir)")


@dataclass(frozen=True)
class Quality:
    words: tuple[str, ...]      # folded, in the singular: what a product's words must hold
    said: str                   # as folded in the message, with its lead («de X», «<quality>»)


@dataclass(frozen=True)
class FitAsked:
    """What a request for advice says it must fit (folded text)."""
    amounts: tuple[tuple[int, str], ...]    # numbers with the word after them («5 anos»)
    budget: tuple[int, bool] | None         # cents, and whether a ceiling (`budget_said`)
    quality: Quality | None                 # «de X», «<quality>»
    advice: bool                            # advice asked: a verb of it, or no «¿tenéis…?» said
    words: frozenset[str]                   # the message's words of five letters or more, folded


@dataclass(frozen=True)
class Range:
    low: int
    high: int
    unit: str       # the unit word, folded and in the singular («ano»)

    def holds(self, n: int) -> bool:
        return self.low <= n <= self.high


def recommendation_asked(norm: str) -> bool:
    """«¿qué me recomiendas…?», «algo para…», «alguno para un niño…»: advice asked, not a thing named."""
    return bool(_ASKS_RE.search(norm))


def budget_said(text: str) -> tuple[int, bool] | None:
    """The money the customer means to spend, in cents, and whether it is a ceiling («menos de
    20 euros») rather than about so much («por unos 30 euros»); None when no amount of money is said."""
    m = _BUDGET_RE.search(clean(text.replace("€", " euros ")))
    if m is None:
        return None
    return int(m.group("n")) * 100 + int(m.group("cents") or 0), bool(m.group("ceiling"))


def amounts_said(norm: str) -> list[tuple[int, str]]:
    """Every number said with the word after it («5 anos», «cinco anos»), that word in the singular:
    which of them are a unit the data uses is for the data to tell."""
    out = []
    for m in _AMOUNT_SAID_RE.finditer(norm):
        n = to_int(m.group("n"))
        if n is not None:
            out.append((n, singular(m.group("unit"))))
    return out


def ranges_in(text: str) -> list[Range]:
    """The ranges a description states: «Álbum ilustrado, de 3 a 6 años» → Range(3, 6, "ano")."""
    folded = clean(text)
    return [Range(int(m.group("low")), int(m.group("high")), singular(m.group("unit")))
            for m in _RANGE_RE.finditer(folded) if int(m.group("low")) <= int(m.group("high"))]


def words_of(product: dict) -> set[str]:
    """The words of a product's name and description, every language, folded and in the singular."""
    said = [str(v) for field in (product.get("name"), product.get("description"))
            for v in (field.values() if isinstance(field, dict) else [field or ""])]
    return {singular(w) for w in clean(" ".join(said)).split()}


def fit_asked(text: str, norm: str) -> FitAsked | None:
    """What a request for advice asks to fit; None when no advice is asked."""
    if not recommendation_asked(norm):
        return None
    advice = bool(_ADVICE_RE.search(norm)) or not HAVE_RE.search(norm)     # not «¿tenéis algo de X?»
    return FitAsked(tuple(amounts_said(norm)), budget_said(text), quality_said(norm), advice,
                    frozenset(w for w in norm.split() if len(w) > 4))


def quality_said(norm: str) -> Quality | None:
    """«algo de X», «algo <quality>», «que me recomiendas con X»: the quality asked, one or two
    words after «algo» or a verb of advice (after a verb, only led by «de» or «con»)."""
    words = norm.split()
    for i, word in enumerate(words):
        after_algo = word == "algo"
        if not (after_algo or _ADVICE_RE.fullmatch(word)):
            continue
        j = i + 1
        while j < len(words) and words[j] in _BEFORE_A_QUALITY and not after_algo:
            after_algo, j = after_algo or words[j] == "algo", j + 1
        lead = words[j] if j < len(words) and words[j] in _QUALITY_LEADS else ""
        if not (lead or after_algo):
            continue
        start = j + 1 if lead else j
        while start < len(words) - 1 and words[start] in _A_COLOUR:
            start += 1 + (words[start + 1] in _QUALITY_LEADS)       # «algo de color rojo», «algo cor de vermello»
        taken = list(itertools.takewhile(_a_quality_word, words[start:]))[:2]
        if taken:
            return Quality(tuple(singular(w) for w in taken), " ".join([lead, *taken]).strip())
    return None


def genderless(word: str) -> str:
    """«rojo», «roja» and «rojas» (folded, in the singular) → «roj»; «vermello», «vermella» → «vermell»:
    a quality said in one gender or number is the same one the data says in another."""
    return word[:-1] if len(word) > 3 and word[-1] in "oa" else word


def _a_quality_word(word: str) -> bool:
    return word.isalpha() and len(word) > 2 and word not in _NOT_A_QUALITY and not _INFINITIVE_RE.fullmatch(word)


def holds_quality(biz, product: dict, quality: Quality) -> bool:
    """Whether the product's name, description, tags or category say every word of the quality (in
    any gender or number: «<colour>» is said by «<things> <colour>s»)."""
    own = words_of(product) | category_words(biz).get(str(product.get("category")), set()) | {
        singular(w) for tag in product.get("tags") or [] for w in clean(str(tag).replace("_", " ")).split()}
    folded = {genderless(w) for w in own}
    return all(genderless(w) in folded for w in quality.words)


def categories_of_quality(biz, quality: Quality) -> set[str]:
    """The categories whose name or aliases say every word of the quality («de postre»: Postres)."""
    return {cid for cid, words in category_words(biz).items() if all(w in words for w in quality.words)}


def category_words(biz) -> dict[str, set[str]]:
    """Each category's names and aliases, folded and in the singular (once per business)."""
    def read(biz) -> dict[str, set[str]]:
        out = {}
        for cid, cat in biz.categories.items():
            out[cid] = {singular(w) for phrase in category_said(cat) for w in clean(str(phrase)).split()}
        return out
    return biz.cached("fit.category_words", read)
