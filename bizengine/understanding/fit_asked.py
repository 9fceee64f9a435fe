"""What a recommendation asked has to fit: «algo para un niño de 5 años, ¿qué me recomiendas?»
(an amount with a unit word: the unit is the data's, «de 3 a 6 años» in a description), «algo para
regalar por unos 30 euros», «algo de menos de 20 euros» (a budget). Also how a description states a
range («de 3 a 6 años», «entre 8 e 12 anos», «3-6 años»). Folded text (text.clean), Spanish and
Galician."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.language.text import clean, singular, to_int
from bizengine.understanding.lexicon import COUNT, RECOMMEND_VERB

# «¿qué me recomiendas?», «algo para un niño…», «tenéis algo por unos 30 euros?», «alguno para un niño…»
_ASKS_RE = re.compile(rf"\b{RECOMMEND_VERB}|\b(?:algo|algun \w+|alguna \w+|algunha \w+) (?:para|pra|pa|por|de|que)\b")
_MONEY = r"(?:euros?|eur|eurillos|pavos)"
_AMOUNT = r"(?P<n>[0-9]{1,4})(?: (?P<cents>[0-9]{2})(?= " + _MONEY + r"))?"
# «menos de 20 euros», «hasta 25», «como máximo 30 euros», «que no pase de 30», «non máis de 20»
_CEILING = (r"(?:menos de|hasta|ata|maximo|como maximo|no mas de|non mais de|por debajo de|que no pase de|"
            r"que non pase de)")
# «por unos 30 euros», «sobre 30 euros», «uns 30 euros», «de 30 euros», «30 euros»
_ABOUT = r"(?:(?:por|de|sobre|alrededor de|arredor de|entorno a|rondando)(?: (?:unos|uns|unas|unhas|os|los))?|unos|uns)"
_BUDGET_RE = re.compile(rf"\b(?:(?P<ceiling>{_CEILING})|{_ABOUT})? ?{_AMOUNT} {_MONEY}\b")
_AMOUNT_SAID_RE = re.compile(rf"\b(?P<n>{COUNT}) (?P<unit>[a-z]+)\b")
# «de 3 a 6 años», «entre 8 e 12 anos», «de 3 ata 6 anos», «3-6 años» (folded: «3 6 anos»)
_RANGE_RE = re.compile(r"\b(?P<low>[0-9]{1,3}) (?:(?:a|ata|y|e|hasta) )?(?P<high>[0-9]{1,3}) (?P<unit>[a-z]+)\b")


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
