"""One of the things just listed, told by a trait instead of its name or place: its price («la más
barata para el martes», «o máis caro pro luns», «la de 26», «a de 30 euros») or a word of its
description («el de las estrellas», «la blanca para el lunes», «a que aguanta todo»). Spanish and
Galician, folded."""
from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz.distance import OSA

from bizengine.business.pricing import price_line
from bizengine.language.days import WEEKDAYS
from bizengine.language.small_words import STOP
from bizengine.language.text import singular
from bizengine.understanding.fit_asked import words_of
from bizengine.understanding.lexicon import CHEAPEST_RE, DEAREST_RE

_LEAD_IN = r"(?:(?:y|e|pues|pois|vale|ok|si|bueno|bo|entonces|venga|oye)\s+)*"
_TAKE = (r"(?:quiero|quero|ponme|poname|dame|encargo|pido|encargame|pideme|me llevo|levo|cojo|collo|"
         r"prefiero|prefiro|me quedo con|nos quedamos con|quedome|quedamonos)")
# what may follow the trait and leave it the thing taken: its day, time or who it is for
_WHEN_AFTER = r"(?:\s+(?:para|pra|pro|pa|pal|a las|a as|ás|manana|mana|hoy|hoxe|el|o)\b.*)?"
_TRAIT_SAID_RE = re.compile(
    rf"^{_LEAD_IN}(?P<take>{_TAKE}\s+)?(?:(?P<art>el|la|lo|o|a)|co|coa)\s+"
    rf"(?:(?P<extreme>(?:mas|mais|menos)\s+\w+)|(?:(?:de|do|da|con|sin|sen|que)\s+)?(?P<words>.+?))"
    rf"(?P<when>{_WHEN_AFTER})$")
# «26», «26 euros», «30 €» (the sign folded away): a price in whole euros
_AMOUNT_RE = re.compile(r"(?P<euros>\d{1,4})(?: (?:euro|eur|pavo))?")
_DAY_WORDS = frozenset(WEEKDAYS) | frozenset("semana tarde manana mana noche noite mediodia dia".split())
# a word this long, one letter off a description's word, is that word («estrelas», «aguanat»)
_RESPELT_FROM = 6


@dataclass(frozen=True)
class TraitSaid:
    """How a message tells one of the things listed: `cheapest` / `dearest`, else its `words`."""
    cheapest: bool
    dearest: bool
    words: tuple[str, ...]
    taken: bool             # a want word («quiero la más barata»): taken, not asked about

    @property
    def amount_cents(self) -> int | None:
        """«la de 26», «a de 30 euros»: the price said, in cents; None when the words say no price."""
        m = _AMOUNT_RE.fullmatch(" ".join(self.words))
        return int(m["euros"]) * 100 if m else None


def trait_said(norm: str) -> TraitSaid | None:
    """The trait a message tells one thing by; None when it tells none so."""
    m = _TRAIT_SAID_RE.match(norm)
    if m is None:
        return None
    taken = bool(m.group("take"))
    if m.group("extreme"):
        cheap, dear = CHEAPEST_RE.search(m.group("extreme")), DEAREST_RE.search(m.group("extreme"))
        return TraitSaid(bool(cheap), bool(dear), (), taken) if cheap or dear else None
    if m.group("art") == "lo":      # «lo de siempre», «lo de antes»: no thing told
        return None
    words = tuple(singular(w) for w in m.group("words").split() if w not in STOP and w not in _DAY_WORDS)
    return TraitSaid(False, False, words, taken) if words else None


def by_price(biz, shown: list[str], cheapest: bool) -> list[str]:
    """Of the things shown, those at the lowest (highest) base price."""
    prices = {pid: biz.products[pid].get("price_cents") for pid in shown}
    priced = {pid: cents for pid, cents in prices.items() if isinstance(cents, int)}
    best = (min if cheapest else max)(priced.values(), default=None)
    return [pid for pid, cents in priced.items() if cents == best]


def by_description(biz, shown: list[str], words: tuple[str, ...]) -> list[str]:
    """Of the things shown, those whose name or description has every word said, when some word
    tells them apart (a word all of them share tells none)."""
    own = {pid: words_of(biz.products[pid]) for pid in shown}
    fitting = [pid for pid in shown if all(_has_word(own[pid], w) for w in words)]
    return fitting if 0 < len(fitting) < len(shown) or len(shown) == 1 and fitting else []


def _has_word(words: set[str], word: str) -> bool:
    return word in words or len(word) >= _RESPELT_FROM and any(
        len(w) >= _RESPELT_FROM and OSA.distance(word, w) == 1 for w in words)


def by_amount(biz, shown: list[str], cents: int) -> list[tuple[str, dict]]:
    """Of the things shown, those at the price said («la de 26»): at their base price (the one listed),
    else in a size that costs it (that size with them); none when nothing costs it."""
    at_base: list[tuple[str, dict]] = [(pid, {}) for pid in shown if biz.products[pid].get("price_cents") == cents]
    return at_base or [(pid, sized) for pid in shown for sized in _sizes(biz, pid)
                       if _one_costs(biz, pid, sized) == cents]


def costing(biz, pid: str, cents: int) -> list[dict]:
    """The sizes of a product that cost `cents` (as a line's options); `[{}]` for a thing of one size at
    that price; none when nothing of it costs that."""
    sizes = _sizes(biz, pid)
    if not sizes:
        return [{}] if biz.products[pid].get("price_cents") == cents else []
    return [sized for sized in sizes if _one_costs(biz, pid, sized) == cents]


def _one_costs(biz, pid: str, sized: dict) -> int | None:
    return (price_line(biz, {"item_id": pid, "qty": 1, "options": sized}) or {}).get("unit_cents")


def _sizes(biz, pid: str) -> list[dict]:
    """Each choice of the product's options, as the options of a line («{"<option>": "<choice>"}»)."""
    options = biz.catalog.get("options") or {}
    return [{oid: str(choice["id"])} for oid in biz.products[pid].get("options") or []
            for choice in (options.get(oid) or {}).get("choices") or []]
