"""«¿hacéis <broad word> para <occasion>?»: a group named by a broader word than its things' own («<broad
word>» of a group of <things>), asked for an occasion of the business's (`reading.occasion_words`) none of
them is described for. What is done for such an occasion is no price list of the group: the question stays
the knowledge's, else a person's. The group's own word («¿tenéis <things> para <occasion>?») and a day or a
person after «para» list it as before."""
from __future__ import annotations

import re

from bizengine.business.product_names import every_language
from bizengine.language.text import clean, normalize, singular
from bizengine.understanding.vocabulary import vocabulary_of

# «para <occasion>», «para un <occasion>», «pra unha <occasion>»: the word after «para» (and an article or
# an owner word), an occasion when the business lists it
_FOR_RE = re.compile(r"\b(?:para|pra|pa) (?:(?:un|una|unha|unos|unas|uns|unhas|el|la|los|las|o|a|os|as|"
                     r"mi|mis|tu|tus|su|sus|nuestra|nosa) )?(?P<occasion>[a-z]+)\b")


def unanswered_by_the_group(biz, s, products: list[dict]) -> bool:
    """Whether the things to price are a group said by a word none of them is named or described by,
    asked for an occasion none of them is described for (cheap check first: an occasion word)."""
    occasions = vocabulary_of(biz).occasion_words
    if not occasions or not s.items.ambiguous or s.items.lines:
        return False
    norm = s.norm or ""
    said = occasion_said(biz, norm)
    if said is None:
        return False
    occasion = singular(said.group("occasion"))
    groups = biz.catalog.get("ambiguous") or {}
    for amb in s.items.ambiguous:
        group = groups.get(amb.get("word")) or {}
        told = _words_of([biz.products[i] for i in amb.get("candidates", []) if i in biz.products])
        if occasion in told or not _said_by_a_broad_word(group, norm, told):
            return False
    return bool(products)


def occasion_said(biz, norm: str) -> re.Match[str] | None:
    """Where the folded message says «para <occasion>» of the business's occasion words, if it does."""
    occasions = vocabulary_of(biz).occasion_words
    return next((m for m in _FOR_RE.finditer(norm) if singular(m.group("occasion")) in occasions), None) \
        if occasions else None


def described_for(biz, occasion: str) -> list[str]:
    """The things whose name or description says the occasion («… para bodas»)."""
    return [pid for pid, p in biz.products.items() if occasion in _words_of([p])]


def _said_by_a_broad_word(group: dict, norm: str, told: set[str]) -> bool:
    """An alias of the group said whose first word its things' names and descriptions never use."""
    padded = f" {norm} "
    for alias in group.get("aliases") or []:
        words = clean(normalize(alias)).split()
        if words and f" {' '.join(words)} " in padded:
            head = next((w for w in words if len(w) >= 4), "")
            if head and singular(head) not in told:
                return True
    return False


def _words_of(products: list[dict]) -> set[str]:
    texts = [t for p in products for key in ("name", "description") for t in every_language(p.get(key))]
    return {singular(w) for w in clean(normalize(" ".join(texts))).split()}
