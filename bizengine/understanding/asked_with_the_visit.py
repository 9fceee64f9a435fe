"""«¿podemos ir con niños el sábado a las 21? somos 4»: a table asked for as a question that asks one
more thing. The day, the time and the coming taken away, what the question still asks («¿podemos ir
con niños?») is a question beside the booking, not the booking itself («¿podemos ir el sábado a las
21?» asks nothing more)."""
from __future__ import annotations

from dataclasses import dataclass

from bizengine.language.text import clean, to_int
from bizengine.language.times import part_said
from bizengine.understanding.item_words import DEFINITE, OF
from bizengine.understanding.lexicon import APPOINTMENT_NOUNS, FREE_TIME_RE, LOOKS_AT_NAMED_RE, SOMETHING_ON_A_DAY_RE
from bizengine.understanding.signals import Signals
from bizengine.understanding.vocabulary import vocabulary_of

# «podemos ir», «se puede pasar», «nos acercamos»: coming asked, which the booking itself answers
_COMING_ASKED = frozenset("podemos podriamos poderiamos puedo podo podria poderia podeis podedes se puede pode "
                          "podese ir venir vir pasar pasarnos entrar acudir imos vamos iremos nos me os vos "
                          "ser seria sera vale va ben bien somos semos seremos personas persoas pax".split())
_AROUND = DEFINITE | OF | frozenset("al ao para pa pra por y e pues pois vale hola ola bueno oye".split())
# «¿tenéis algo hoy…?»: the room asked, in the words that ask it for that day (SOMETHING_ON_A_DAY_RE)
_ROOM_ASKED = frozenset("teneis tenes tienes tiene tienen tendriais tendrias tendria tendrian tendreis tendes tedes "
                        "tes ten teriades terias teria hay hai habra habria queda quedan os te che vos algo libre "
                        "disponible".split())
# «¿hay sitio para X?»: what the place has room for, no table asked
_LINKS = frozenset("para pa pra".split())


@dataclass(frozen=True)
class AskedBeside:
    question: str       # as written, for the person and the knowledge: «¿podemos ir con niños el sábado a las 21?»
    without_when: str   # what it asks, read on its own: «¿podemos ir con ninos?»
    asks: tuple[str, ...]   # the words beyond coming: («con», «ninos»)


def asked_with_the_visit(s: Signals, biz) -> AskedBeside | None:
    """The question before «?» of a booking message that names its day or time, when beyond coming
    then (the trade's words for it too: «cenar») it still asks something; None when it asks only
    for the table."""
    raw = s.text or ""
    end = raw.find("?")
    if end <= 0 or not (s.when.has_day or s.when.has_time):
        return None
    asked = clean(raw[:end])
    purpose = LOOKS_AT_NAMED_RE.search(asked)       # «…a ver el partido»: what the visit is for, the table's
    said = asked[:purpose.start() if purpose else None].split()
    when = set(clean(" ".join(x for x in (s.when.day_text, s.when.time_text, part_said(" ".join(said))) if x)).split())
    coming = vocabulary_of(biz).booking
    room = _ROOM_ASKED if SOMETHING_ON_A_DAY_RE.search(asked) else frozenset()
    if FREE_TIME_RE.search(asked):      # «¿tienen hora hoy?», «¿tedes oco hoxe?»: a free time, asked for that day
        room = room | _ROOM_ASKED | APPOINTMENT_NOUNS
    rest = [w for w in said if w not in when and w not in _AROUND and w not in _COMING_ASKED and w not in room
            and to_int(w) is None and not (coming and coming.fullmatch(w))]
    if not any(len(w) > 2 for w in rest):       # «¿podemos ir el sábado a las 21?»
        return None
    kept = [w for w in said if w not in when and (w not in _AROUND or w in _LINKS) and to_int(w) is None]
    return AskedBeside(f"¿{raw[:end].strip(' ,.¿')}?", f"¿{' '.join(kept)}?", tuple(rest))


def wish_asked_alone(text: str, biz) -> str | None:
    """«¿podemos <verb> en X?»: a question about one of the trade's wishes (`note_words`), without
    the words for coming (the trade's too: «comer»), which say the visit and no topic of it; None when it
    names no wish or no such word."""
    vocabulary = vocabulary_of(biz)
    said = clean(text)
    if vocabulary.note_words is None or not vocabulary.note_words.search(said):
        return None
    coming = vocabulary.booking
    words = said.split()
    kept = [w for w in words if w not in _COMING_ASKED and not (coming and coming.fullmatch(w))]
    return " ".join(kept) if kept and len(kept) < len(words) else None
