"""«sábado 7 <thing>», «cita martes 3 <service>», «o xoves 5 <service>», «para el 7 <thing>»: a number
between a day's words and a word the day reader does not expect is the day's own number when the day
names it (the 7th is a Saturday) and the word after it counts nothing. A word counts what the number
says when the customer wrote it plural («el martes 3 <thing>s»: three of them; a catalogue name's own
plural word, a title written so, counts nothing) or it is a counting word («sábado 7 pax»). A number
that is not the weekday's date («el martes 6 <thing>s», the 6th a Friday) stays a count, the day the
weekday alone.

`find_day` (days.py) asks `a_day_number_before`; the things of a message are read without the days'
numbers (understanding/day_numbers_out.py), so each number is read once, as the day."""
from __future__ import annotations

from bizengine.language.text import clean, singular

# singular-looking words that count what the number before them says
_COUNTING_WORDS = frozenset("pax ud uds u kg kilo gr g x mas mais persona persoa vez".split())


def a_day_number_before(word: str, own_plurals: frozenset = frozenset()) -> bool:
    """Whether the number right before `word` may be a day's own number: `word` counts nothing.
    `own_plurals`: the catalogue's words that look plural as they are written (`own_plurals`)."""
    return word not in _COUNTING_WORDS and (singular(word) == word or word in own_plurals)


def own_plurals(biz) -> frozenset:
    """The words of the catalogue's names and aliases that look plural as the catalogue writes them (a
    title's words), but for plurals of a product's own singular words (an alias «<thing>s de <kind>» of
    «<thing> de <kind>»): said after a number, they count nothing."""
    def build(b) -> frozenset:
        out: set[str] = set()
        for p in (getattr(b, "catalog", None) or {}).get("products", []):
            names = [*(p.get("names") or {}).values(), str(p.get("name") or ""), *p.get("aliases", [])]
            words = {w for name in names for w in clean(name).split()}
            out.update(w for w in words if singular(w) != w and singular(w) not in words)
        return frozenset(out)
    return biz.cached("when.own_plurals", build) if biz is not None else frozenset()
