"""A question about a visit that is no wish for one yet: whether one can come without booking («¿podemos ir 4
personas sin reservar?», «¿hace falta reservar?», gl «¿podo ir sen cita?»), whether it can be done given what is
told first («mi hijo tiene 1 año, ¿le podéis <verb>?», «tengo alergia a X, ¿me podéis hacer X?», «mi <thing> es
<kind>, ¿me la podéis <verb>?»), or advice asked («quiero <service>, ¿qué me recomiendas?», gl «¿que me
recomendas?»). «¿me das cita para el martes?», «¿tenéis sitio para 4 el viernes?», «¿me podéis <verb>?»
ask for the visit itself: none of these. Mid-booking, «¿me la podéis tener para la tarde?», «¿estará lista por
la tarde?» ask when the thing left will be ready, never to move the appointment (`ready_by_asked`)."""
from __future__ import annotations

from bizengine.language.text import clean
from bizengine.understanding.lexicon import folded_re, question_apart

# «reservar», «reserva», «cita», «pedir cita» (folded): what a visit is booked with
_BOOKED = r"(?:reservar|reserva|reservas|cita|citas|pedir (?:una |unha )?cita|pedir hora|avisar|hora)"
# «sin reservar», «sen cita», «hace falta reservar», «hay que pedir cita», «es obligatorio reservar», gl «fai falta
# reserva», «hai que reservar», «é necesario reservar»: coming without a booking, or whether one is needed
_WALK_IN_RE = folded_re(
    rf"\b(?:sin|sen) (?:haber |ter |tener )?(?:reservad[oa]|{_BOOKED})\b|"
    r"\b(?:ir|pasar|presentarnos|presentarme|aparecer|vir) (?:directamente|directos?|sen mais|sin mas)\b")
# «¿hace falta reservar?», «¿hay que pedir cita?», «¿es obligatorio reservar?», gl «¿fai falta reserva?», «¿hai que
# reservar?», «¿é necesario reservar?»: whether a booking is needed at all
_BOOKING_NEEDED_RE = folded_re(
    rf"\b(?:hace falta|fai falta|hay que|hai que|es necesario|e necesario|es obligatorio|e obrigatorio|"
    rf"(?:tengo|tenemos|teno|temos) que|necesito|necesitamos|preciso|precisamos) (?:\w+ )?{_BOOKED}\b")
# «reserva», «reservas», «reservado» (folded): searched as the verb, as the business's texts say it
_A_BOOKING_RE = folded_re(r"\breserv(?:a|as|ad[oa]s?)\b")
# «quiero reservar», «resérvame», «quería pedir cita», «apúntame» (folded): the visit wished, the question beside it
_BOOKING_WISHED_RE = folded_re(
    r"\b(?:quiero|quisiera|queria|querria|quero|queriamos|gustaria|gustarianos) (?:\w+ )?(?:reservar|una reserva|"
    r"unha reserva|cita|una cita|unha cita|pedir cita)\b|"
    r"\b(?:reservame|reservanos|reservadme|apuntame|apuntanos|apuntadme|resérvame)\b")
# «¿qué me recomiendas?», «q me aconsejas», «¿qué me sugerís?», gl «que me recomendas?», «que me aconsellas?»
_ADVICE_RE = folded_re(
    r"\b(?:que|q|k) (?:\w+ )?(?:me|nos) (?:recomend\w*|recomiend\w*|aconsej\w*|aconsell\w*|suger\w*|sugier\w*|"
    r"suxir\w*|suxer\w*)\b|\b(?:me|nos) (?:recomiendas|recomendas|recomendais|recomendades|aconsejas|aconsellas)"
    r" (?:algo|algun|alguna|algunha|que)\b|\b(?:que|q) (?:\w+ )?(?:me|nos) (?:queda|quedaria|iria|vai|iría) mejor\b")
# «tengo», «tiene», «es», «soy», «está», gl «teño», «ten», «é» (folded): a condition told before the question
_CONDITION_RE = folded_re(r"\b(?:tengo|tiene|tienen|tenemos|teno|ten|tenen|temos|es|son|soy|estoy|esta|estan|"
                          r"sou|padezco|sufro)\b")
# «¿le podéis <verb>?», «¿me la podéis <verb>?», «¿se le puede…?», gl «¿podedes <verb>lle…?», «¿pódeselle…?»
_ABLE_ASKED_RE = folded_re(
    r"\b(?:podeis|podes|puedes|podedes|podias|podrias|podriais|poderiades|podiades|podria|poderia)"
    r"(?:me|nos|lle|lles|mo|ma|llo|lla|o|a)?\b|"
    r"\b(?:me|le|les|nos|lle|lles) (?:puede|pode)\b|\bse (?:le |lle |la |lo )?(?:puede|pode|podria|poderia)\b|"
    r"\bpodese(?:lle|lles)?\b")
# «tener(la) (lista) para la tarde», «¿estará lista por la tarde?», «¿la tendréis para las 6?», gl «ter(la) lista
# para a tarde», «¿estará lista pola tarde?»: the thing left, ready by a time
_READY_BY_RE = folded_re(
    r"\b(?:tener|ter|tenerla|tenerlo|tenerlas|tenerlos|tela|telo|telas|telos)(?: (?:list|hech|feit|arreglad|arranxad|"
    r"terminad|rematad|acabad)[oa]s?)? (?:para|pra|por|pola|polo|a|as|ás)\b|"
    r"\b(?:tendreis|tendredes|teredes|tereis|tendras|teras)(?: (?:list|hech|feit)[oa]s?)? "
    r"(?:para|pra|por|pola|polo|a|as)\b|"
    r"\b(?:estara|estaran|estaria|estarian)(?: ya| xa)? (?:list|hech|feit|arreglad|arranxad|terminad|rematad|acabad)"
    r"[oa]s? (?:para|pra|por|pola|polo|a|as)\b")


def walk_in_asked(norm: str) -> bool:
    """Whether the message (folded) asks about coming without a booking, with no visit wished beside it."""
    return bool(_WALK_IN_RE.search(norm)) and not _BOOKING_WISHED_RE.search(norm)


def booking_needed_asked(norm: str) -> bool:
    """Whether the message (folded) asks if a booking is needed, with no visit wished beside it («quiero reservar
    para 4, ¿hace falta dar señal?» wishes one)."""
    return bool(_BOOKING_NEEDED_RE.search(norm)) and not _BOOKING_WISHED_RE.search(norm)


def walk_in_said(norm: str) -> str | None:
    """The words asking it («sin reserva» → «sin reservar», «hace falta cita»): what the business's texts are
    searched with, the rest of the message («4 personas», «a <verb>») pulling other texts."""
    said = (_WALK_IN_RE.search(norm) or _BOOKING_NEEDED_RE.search(norm)) \
        if walk_in_asked(norm) or booking_needed_asked(norm) else None
    return _A_BOOKING_RE.sub("reservar", said.group(0)) if said else None


def advice_asked(norm: str) -> bool:
    """Whether the message (folded) asks what to choose: a person's advice, never a choice made; with the visit
    wished beside it («quiero reservar para 4, ¿qué me recomiendas?») the advice is asked beside a booking."""
    return bool(_ADVICE_RE.search(norm)) and not _BOOKING_WISHED_RE.search(norm)


def able_asked_after_a_condition(text: str, age_said: bool) -> bool:
    """«mi hijo tiene 1 año, ¿le podéis <verb>?», «tengo alergia a X, ¿me podéis hacer X?», «a mi hijo de 1 año
    ¿le podéis <verb>?»: whether it can be done, asked after something told about who or what it is for.
    «¿me podéis <verb>?» alone asks for the visit."""
    apart = question_apart(text)
    if apart is not None:
        head, asked = clean(apart[0]), clean(apart[1])
        return bool(_ABLE_ASKED_RE.search(asked)) and (age_said or bool(_CONDITION_RE.search(head)))
    return age_said and "?" in text and bool(_ABLE_ASKED_RE.search(clean(text)))


def ready_by_asked(norm: str) -> bool:
    """Whether the message (folded) asks if the thing left will be ready by a time: no time of the visit."""
    return bool(_READY_BY_RE.search(norm))
