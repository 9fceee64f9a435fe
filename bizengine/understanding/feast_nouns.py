"""The business's nouns a feast's name may follow (language/feast_in_a_name.FeastNouns): the head noun
of each product's name and the words of each category name a thing («X de Navidad»); its words for a
part of the day (business.json `reading.part_of_day_words`) say a time («la <part> de Nochevieja»)."""
from __future__ import annotations

from bizengine.language.feast_in_a_name import NO_NOUNS, FeastNouns
from bizengine.language.text import clean, singular
from bizengine.understanding.vocabulary import category_said

# shorter category words are joiners («por», «de», «con»), no kind of thing
_SHORTEST_KIND = 4


def feast_nouns(biz) -> FeastNouns:
    """The business's FeastNouns (once per loaded version); none without a business."""
    return biz.cached("nlu.feast_nouns", _build) if biz is not None else NO_NOUNS


def _build(biz) -> FeastNouns:
    names = [str(p.get("name") or "") for p in (getattr(biz, "catalog", None) or {}).get("products", [])]
    heads = {singular(words[0]) for name in names if (words := clean(name).split())}
    kinds = {singular(w) for cat in (getattr(biz, "categories", None) or {}).values()
             for phrase in category_said(cat) for w in clean(str(phrase)).split() if len(w) >= _SHORTEST_KIND}
    parts = ((getattr(biz, "data", None) or {}).get("reading") or {}).get("part_of_day_words") or {}
    times = {singular(w) for words in parts.values() for phrase in words for w in clean(phrase).split()}
    return FeastNouns(things=frozenset(heads | kinds), times=frozenset(times))
