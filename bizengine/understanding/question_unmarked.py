"""«somos 6 el sabado a las 21 teneis X», «…a las 21 teneis X?»: a request with its day, time or count,
then a question written without its «¿» and the comma before it (or without any mark). The question is
marked where it starts («…a las 21, ¿teneis X?»), so it is read as one asked beside the request, as
when it is written with its marks, not as the request's own words."""
from __future__ import annotations

from bizengine.language.days import WEEKDAY_WORDS
from bizengine.understanding.lexicon import ASKED_LEAD, HOURS_VERBS, YOU_HAVE, folded_in_place, folded_re

# what a request's day, time or count ends with: «a las 21», «el sábado», «para 4», «mañana»
_WHEN_OR_COUNT = rf"(?:\d{{1,2}}(?:[:.h]\d{{2}})?h?|hoy|hoxe|manana|mana|tarde|noche|noite|mediodia|{WEEKDAY_WORDS})"
# a question about the place, which no request starts with: «teneis…», «se puede…», «admitís…»
_ASKS_ALWAYS = (rf"{YOU_HAVE}|se puede|se pode|podese|podemos|podriamos|poderiamos|"
                r"admitis|admitides|aceptais|aceptades|dejais|deixades|hay sitio para|hai sitio para|hay espacio para|"
                r"hai espazo para")
# «hay…», «habrá…» may say something instead («…a las 21 hay un celíaco»): a question only with its «?»;
# «hay que…?», «hay problema?» ask of the request itself (`question_apart` leaves them whole too)
_ASKS_WITH_ITS_MARK = r"(?:hay|hai|habra|habera)(?! que\b| (?:algun |ningun )?problema\b)"
# «…para mañana tienen que estar calentitas», «…teñen que ir en caixa», «…han de»: a wish of the request's
_A_WISH_NOT_ASKED = r"(?! (?:que|q|de)\b)"

_ASKED_ALWAYS_RE = folded_re(rf"\b{_WHEN_OR_COUNT}(?P<cut> )(?:{_ASKS_ALWAYS})\b{_A_WISH_NOT_ASKED}")
_ASKED_WITH_ITS_MARK_RE = folded_re(
    rf"\b{_WHEN_OR_COUNT}(?P<cut> )(?:{_ASKS_ALWAYS}|{_ASKS_WITH_ITS_MARK})\b{_A_WISH_NOT_ASKED}")


def question_marked(raw: str) -> str:
    """`raw` with «, ¿» where an unmarked question starts after a day, time or count, and «?» at its
    end; `raw` as it is when it marks its question or asks none that way."""
    if "¿" in raw or raw.count("?") > 1:
        return raw
    closed = raw.rstrip(" .!").endswith("?")
    if "?" in raw and not closed:
        return raw      # «…a las 21? somos 4»: the question ends before the rest
    folded = folded_in_place(raw)
    found = (_ASKED_WITH_ITS_MARK_RE if closed else _ASKED_ALWAYS_RE).search(folded)
    if found is None:
        return raw
    cut = found.start("cut")
    return f"{raw[:cut]}, ¿{raw[cut + 1:].rstrip(' .!?')}?"


# «trabaja Marta el sábado», «libra Iago mañana», «traballa Marta o sábado», «hace Iago <service>»: a verb
# of what one of the staff does, then that person, with no mark: asked, as a statement puts the person first
_PERSON_VERB_FIRST_RE = folded_re(
    r"^(?:(?:y|e|pero|pues|pois|oye|oie|ola|hola|buenas|boas) )*"
    rf"(?:{HOURS_VERBS}|esta|estara|viene|ven|entra|(?P<does>hace|fai)|"
    r"(?P<able>(?:puede|pode|podria|poderia|sabe) (?:hacer|facer))|puede|pode|podria|poderia) (?P<rest>.+)$")
# «marta trabaja el sabado», «iago libra mañana», «marta traballa o sábado»: the person, then a verb of
# their hours (not «marta hace X»: that one may be the appointment wished, «que me haga X Marta»)
_PERSON_THEN_HOURS_RE = folded_re(ASKED_LEAD + rf"@ (?:{HOURS_VERBS}|entra|esta|estara)\b")
# «que hace iago», «k hace iago», «y iago qué hace», «qué servicios hace marta», «que fai o iago», «a qué se
# dedica Marta»: what the person does, nothing more (the person's words as @)
_WHAT_DOES_RE = folded_re(ASKED_LEAD + r"(?P<first>@ )?(?:a )?(?:que|q|k|ke) "
                          r"(?:servicios |servizos |cosas |tratamientos )?"
                          r"(?:hace|fai|sabe hacer|sabe facer|ofrece|se dedica|se adica)"
                          r"(?: exactamente)?(?(first)| @)$")


# «¿qué hace Iago el sábado?», «que fai Iago mañá»: the same asked of one day (said at the end)
_A_DAY_SAID = (rf"(?:(?:el|o|este|esta|ese|para|pra|el proximo|o vindeiro|o proximo) )?"
               rf"(?:{WEEKDAY_WORDS}|manana|mana|hoy|hoxe|pasado manana|pasado mana)"
               r"(?: que viene| que ven)?(?: (?:por|pola) (?:la |a )?(?:manana|mana|tarde))?")
_WHAT_DOES_ON_A_DAY_RE = folded_re(ASKED_LEAD + r"(?P<first>@ )?(?:a )?(?:que|q|k|ke) "
                                   r"(?:servicios |servizos |cosas |tratamientos )?(?:hace|fai|ofrece)"
                                   rf"(?(first)| @) {_A_DAY_SAID}$")


def asks_what_a_person_does_on_a_day(marked: str) -> bool:
    """«¿qué hace Iago el sábado?», «Marta qué hace mañana» (`marked` as for `asks_what_a_person_does`)."""
    return marked.count("@") == 1 and _WHAT_DOES_ON_A_DAY_RE.match(marked) is not None


def asks_of_a_person_first(norm: str, raw: str, person_named_at: int | None, marked: str = "") -> bool:
    """«trabaja marta el sabado» with no «?»: the question it is when the person's name follows its
    verb straight away, or comes anywhere after «puede hacer» or «hace» (`person_named_at`: where the
    person's name starts in `norm`); «marta trabaja el sabado», «que hace iago» (`marked`: `norm` with
    the person's words as @), asked the same without their mark."""
    if "?" in raw or "¿" in raw or person_named_at is None:
        return False
    if marked and (_PERSON_THEN_HOURS_RE.match(marked) or asks_what_a_person_does(marked)
                   or asks_what_a_person_does_on_a_day(marked)):
        return True
    said = _PERSON_VERB_FIRST_RE.match(norm)
    # («puede hacer X marta», «hace X marta»: whether she does it, the person after what is done; not
    # «… con marta», which wishes it with her)
    return said is not None and (said.start("rest") == person_named_at or bool(
        (said["able"] or said["does"]) and person_named_at > said.start("rest")
        and not norm[:person_named_at].endswith(" con ")))


def asks_what_a_person_does(marked: str) -> bool:
    """«¿qué hace Iago?», «Iago qué hace», «qué servicios hace Marta» (`marked`: the message with the
    one person's words as @)."""
    return marked.count("@") == 1 and _WHAT_DOES_RE.match(marked) is not None
