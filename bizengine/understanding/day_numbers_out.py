"""The things of a message read without the numbers its days are told by: «sábado 7 <thing>», «el martes 3
<thing> y el jueves 5 <thing>», «dia 7 <thing>», «para el 7 <thing>», «el sábado siete <thing>», «el día siete
<thing>»: one of each, on those days, never 7 of them (language/day_or_count says which numbers are the day's). A
number the day reader leaves out of the day («el martes 6 <thing>s», the 6th a Friday) or a plural written after it
stays the count."""
from __future__ import annotations

import re

from bizengine.language.day_or_count import a_day_number_before, own_plurals
from bizengine.language.days import DAY_NUMBER_WORDS, WEEKDAY_WORDS, find_day

# a day's words, its number and the word after it
_DAY_THEN_A_WORD_RE = re.compile(rf"(?:^|(?<= ))(?:(?:{WEEKDAY_WORDS})s?(?: dia)?|(?:(?:el|o|del|do|al|ao) )?dia|"
                                 r"(?:para|pa) (?:el|o)|el) "
                                 rf"(?P<n>[0-9]{{1,2}}|{DAY_NUMBER_WORDS}) (?P<next>[^\W\d]\w*)")


def without_the_days_numbers(text: str, biz, now_ymd: str) -> str:
    """`text` (folded) without each number that is a day's own before a word that counts nothing."""
    own = own_plurals(biz)
    for m in reversed(list(_DAY_THEN_A_WORD_RE.finditer(text))):
        day = find_day(m.group(0), now_ymd, own)[3] or ""
        if day.endswith(f" {m['n']}") and a_day_number_before(m["next"], own):
            text = f"{text[:m.start('n')]}{text[m.end('n') + 1:]}"
    return text
