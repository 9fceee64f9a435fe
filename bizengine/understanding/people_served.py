"""How many people the thing asked for is to serve: «¿qué me recomiendas para un cumpleaños de 10?»,
«algo para 10 personas», «que me recomendas pra 12 persoas?». Read only of a business that sells
things in sizes by people (a catalogue option whose choices are counts, as «8 / 12 / 20»)."""
from __future__ import annotations

import re

from bizengine.language.days import MONTH_NAMES
from bizengine.language.text import to_int
from bizengine.understanding.item_options import counts_people
from bizengine.understanding.item_words import AGE_UNITS
from bizengine.understanding.lexicon import WE_ARE

_PEOPLE_WORDS = r"(?:personas|persoas|invitados|invitadas|convidados|convidadas|ninos|ninas|nenos|nenas)"
# Not a count of people: money, a time span, a date («para 15 euros», «10 minutos», «para 12 de noviembre»)
_NOT_PEOPLE = (r"e\b|eur\b|euros?\b|eurillos\b|min\b|mins\b|minutos?\b|dias?\b|semanas?\b|mes\b|meses\b|"
               rf"(?:de|do) (?:{'|'.join(sorted(MONTH_NAMES))})\b")
# «una X para 10», «¿cuánto es el arroz para 4?»: for that many, «personas» left out or not (not «para las
# 10», «para 10:30», «para 10 y media»; nor «para 8 años», an age)
FOR_PEOPLE_RE = re.compile(r"\b(?:para|pra|pa) (?P<n>[0-9]{1,2}|dos|tres|cuatro|catro|cinco|seis|siete|sete|ocho|oito|"
                           r"dous|duas|diez|dez|once|doce|quince)(?: (?:personas|persoas|pax))?\b"
                           rf"(?! ?(?:{_NOT_PEOPLE}|h\b|:|\.[0-9]|de la|da |y |e |menos|horas?|en punto|"
                           rf"(?:{'|'.join(sorted(AGE_UNITS, key=lambda w: (-len(w), w)))})s?\b))")


# A gathering of that many, «un cumpleaños de 10» (not «por menos de 20», a price)
_GATHERING = (r"(?:cumpleanos|aniversario|fiesta|festa|celebracion|celebracions|reunion|merienda|"
              r"merenda|comida|cena|xantar|ceia)")
# «un cumpleaños de 10», «de 10 niños», «somos 12», «12 personas» (not «de 10 años», «menos de 10 personas»)
_MORE_PEOPLE_RE = re.compile(rf"(?<!menos )(?<!mas )(?<!mais )\b(?:de|{WE_ARE}) (?:unos |unas |uns |umas )?"
                             rf"(?:(?P<n>\w+) {_PEOPLE_WORDS}\b)|\b{_GATHERING} de (?P<m>\w+)$"
                             rf"|^(?P<k>\w+) {_PEOPLE_WORDS}\b"
                             rf"|\b{WE_ARE} (?:unos |unas |uns |umas )?(?P<w>\w+)\b")
# «algo para…», «¿qué me recomiendas para…?», «¿qué tenéis para…?»: something asked for, nothing named
_SOMETHING_ASKED_RE = re.compile(r"^(?:y |e |pues |pois |hola |ola |oye |oe )?(?:algo|alguna cosa|algunha cousa|"
                                 r"una cosa|unha cousa)\b|\b(?:que|q|cual|cal) (?:me |nos )?(?:recomiendas|recomendais|"
                                 r"recomienda|recomendas|recomendades|recomenda|aconsejas|aconsejais|aconsellas|"
                                 r"aconsellades|teneis|tedes|tienes|tes|hay|hai)\b")
_MOST_PEOPLE = 200
# «¿y para 15?», «e pra 6 persoas?», «¿y si somos 15?»: the same asked again of another count
_AND_FOR_MORE_RE = re.compile(r"^(?:y|e|pues|pois|vale|ok|bueno|bo)(?: si| se)? (?:(?:para|pra|pa) \w+"
                              rf"(?: personas| persoas)?|{WE_ARE} \w+)$")


_PRICED_RE = re.compile(r"[0-9] ?(?:€|eur)", re.IGNORECASE)


def people_served(norm: str, raw: str = "") -> int | None:
    """The count of people said, when it is one (2 to 200); None otherwise, or when a price is written
    («para 10€»: `raw`, its «€» cleaned away in `norm`)."""
    if _PRICED_RE.search(raw or ""):
        return None
    m = FOR_PEOPLE_RE.search(norm or "")
    if m is not None:
        n = to_int(m["n"])
    else:
        more = _MORE_PEOPLE_RE.search(norm or "")
        n = to_int(more["n"] or more["m"] or more["k"] or more["w"]) if more else None
    return n if n is not None and 2 <= n <= _MOST_PEOPLE else None


def something_asked(norm: str) -> bool:
    """«algo para 10», «¿qué me recomiendas para…?»: a thing asked for, not named."""
    return bool(_SOMETHING_ASKED_RE.search(norm or ""))


def sells_by_people(biz) -> bool:
    """Whether some product comes in sizes counted in people (its option's choice ids are numbers)."""
    return biz.cached("people_served.sized", _sized_by_people)


def _sized_by_people(biz) -> bool:
    options = biz.catalog.get("options") or {}
    return any(counts_people(options.get(oid) or {}) for p in biz.products.values() for oid in p.get("options") or [])


def asked_again_for(norm: str) -> bool:
    """«¿y para 15?» right after the things for some people: the same, for that many."""
    return bool(_AND_FOR_MORE_RE.match(norm or ""))
