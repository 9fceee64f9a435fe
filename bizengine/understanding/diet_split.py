"""A count told apart by a diet: «dos X, uno vegetariano y otro de carne», «dúas X, unha sen glute e
outra normal». The diet is a wish of one of the two (the note's, as said), never a question about X's
diet, and the other part is its counterpart, not a kind of X that is not made: both are held."""
from __future__ import annotations

from bizengine.language.text import singular
from bizengine.understanding.diet import detect_diet
from bizengine.understanding.item_index import ItemIndex
from bizengine.understanding.item_words import OF, Match
from bizengine.understanding.told_apart import TwoParts, told_apart_after_two, two_parts_at

_LONGEST_PART = 3


def told_apart_by_a_diet(idx: ItemIndex, words: list[str], m: Match, at: int) -> TwoParts | None:
    """The two parts of «dos <X>, uno <a diet> y otro <its counterpart>» from `at`; None when neither
    part says a diet or the other names a thing or a kind the catalogue makes of other things
    («uno vegano y otro de chocolate»: chocolate is a kind, said not made)."""
    if m.kind != "product" or not m.explicit or m.qty != 2:
        return None
    two = two_parts_at(words, at)
    return two if two is not None and _a_diet_and_its_counterpart(idx, words, two) else None


def a_diet_of_one_of_two(idx: ItemIndex, words: list[str]) -> bool:
    """«dos X, uno sin gluten y otro normal»: what to avoid is said of one of the two, not of the
    whole order."""
    return any(_a_diet_and_its_counterpart(idx, words, two) for _at, two in told_apart_after_two(words))


def _a_diet_and_its_counterpart(idx: ItemIndex, words: list[str], two: TwoParts) -> bool:
    if two.by_day:
        return False
    parts = (two.first(words), two.second(words))
    diets = [_says_a_diet(part) for part in parts]
    if not any(diets) or any(not part or len(part) > _LONGEST_PART for part in parts):
        return False
    return all(_a_counterpart(idx, part) for part, diet in zip(parts, diets) if not diet)


def _says_a_diet(part: list[str]) -> bool:
    diet = detect_diet(" ".join(part))
    return bool(diet["tags"] or diet["avoid"])


def _a_counterpart(idx: ItemIndex, part: list[str]) -> bool:
    """«normal», «de carne», «con todo»: words that name no thing of the catalogue nor a kind it makes."""
    said = [w for w in part if w not in OF]
    return bool(said) and all(w.isalpha() and singular(w) not in idx.known and singular(w) not in idx.flavours
                              for w in said)
