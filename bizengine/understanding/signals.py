"""Signals: everything the reader found in one message (see reader.py for how `primary` is chosen)."""
from __future__ import annotations

from dataclasses import dataclass, field

from bizengine.language.dates import When
from bizengine.understanding.fit_asked import FitAsked
from bizengine.understanding.given_up_not_held import GivenUp
from bizengine.understanding.hours_to_call import HoursToCall
from bizengine.understanding.items import Found
from bizengine.understanding.named_alone import NamedAlone
from bizengine.understanding.remarks import Remark
from bizengine.understanding.size_held_asked import SizeHeldAsked


@dataclass
class Signals:
    """Everything read from one message. See the module docstring for how `primary` is chosen."""

    raw: str = ""
    text: str = ""                 # scrubbed (cards and DNI masked)
    norm: str = ""                 # text.clean(text): no accents, lower case, no punctuation
    lang: str = "es"
    flags: list = field(default_factory=list)     # ['card', 'dni'] when something was masked
    short: bool = True             # 5 words or fewer
    greet: bool = False
    thanks: bool = False
    phone_off: bool = False   # «mejor no pongas mi teléfono»: the phone given, taken back
    reaction: bool = False    # «uf, caro» after a price: no name, no wish, no question
    maybe: bool = False       # «igual somos 5, ya te digo» mid-request: noted, not applied
    given_up_not_held: GivenUp | None = None    # «en vez de las X, …» with no X in the order: nothing to swap
    complaint_then_order: ComplaintThenOrder | None = None   # «el X de ayer estaba seco, quiero otro»: both
    complaint_with_booking: ComplaintWithBooking | None = None  # «nos atendieron fatal, quiero reservar…»: both
    request_after_praise: Signals | None = None   # «…nos encantó, queremos repetir el viernes»: the request read alone
    booking_after_visit: Signals | None = None    # «ayer cenamos aquí y queremos repetir el sábado»: the booking
    another_day_beside: AnotherDayBeside | None = None  # «4, ¿tenéis hueco el sábado?» mid-booking: both
    every_one: bool = False   # «las dos», «cada uno», «cadanseu» (not «a las dos», an hour)
    every_one_feminine: bool = False     # said of women only: «las dos», «ambas», «cada una»
    age: int | None = None    # «tiene 12», «mi hija de 12 años» where a group has age ranges (not «hace 15 años»)
    as_it_was: bool = False   # «la misma hora», «como estaba» to the time asked again
    praise: bool = False     # «me encantan vuestros X», «sois los mejores»: told, not asked
    thanked_before: bool = False    # «el otro día me hicisteis un X buenísimo, gracias»: a visit gone by, thanked
    price_told: int | None = None     # «la de 26» after a list: the one at that price, in cents (no 26 people)
    tells_its_language: bool = False   # by more than «non», «grazas», «vale»: the language heard (language_heard)
    own_words_ruled_out: list = field(default_factory=list)   # «non», «senón» of a «no Y» taken out: the language
    about_me: bool = False      # «¿eres un robot?», «¿con quién hablo?»: who answers, asked
    bye: bool = False
    yes: bool = False
    no: bool = False
    cancel: bool = False
    cancels_earlier: bool = False   # «quiero X y cancelar el pedido de ayer»: one made before called off, X new
    leaves: bool = False         # «ya pasaré otro día, gracias»: the request left for now (a cancel)
    change: bool = False
    changes_earlier: bool = False   # «quiero cambiar mi reserva del viernes»: one made before
    request_beside_told: str | None = None     # «ayer os compré X; 6 Y para el martes»: the request's clauses
    earlier_told: bool = False      # «encargué una X, ¿está confirmada?»: one made before, talked about
    changes_sent: bool = False      # «añade 2 X», «al final seremos 3»: a change, should a request be just sent
    may_change_sent: bool = False   # «¿puede ser…?», «¿y si…?»: a change of what was sent, if it says when or how many
    handoff: bool = False
    handoff_topic: str | None = None   # a business handoff topic id, 'person', or 'call' (a call asked for)
    asap: bool = False
    anyone: bool = False
    lost: bool = False             # «no entiendo nada», «non me aclaro»: the customer is lost, says nothing else
    info_of_nothing: bool = False  # «quiero información», «necesito info»: information, of nothing named
    what_you_do: bool = False      # «¿qué puedes hacer?», «ayuda»: what the assistant does, asked alone
    no_notes: bool = False
    pickup_only: bool = False      # «para llevar», «pa recollelo» alone: picked up (no name, no note)
    declines: bool = False         # declines to give what was asked («prefiero no decirlo»)
    answer_not_wanted: bool = False    # «no la quiero» right after another's price or an answer: heard
    offtopic: bool = False
    question: bool = False
    order_kw: bool = False
    booking_kw: bool = False
    asks_free: bool = False      # «¿tenéis hueco el jueves?»: a booking's free times asked
    asks_estimate: bool = False  # «¿cuánto me sale más o menos?»: a rough sum asked, not a thing named
    asks_sizes: bool = False     # «¿cuántas <option> tiene?»: the sizes of a product, with their prices
    size_held_asked: SizeHeldAsked | None = None   # «¿para cuántas personas es?», «¿da para 10?»: of the thing held
    sizes_compared: list[str] = field(default_factory=list)   # «¿qué diferencia hay entre la mediana y la grande?»
    takes_it: bool = False       # «vale, ¿me la apuntas?» after a product's answer: that product, wished
    asks_if_it_has: bool = False     # «soy alérgica al huevo, ¿lleva huevo?»: whether a thing has what is avoided
    book_noun: bool = False        # «mesa», «cita», «turno»… outside the catalogue's own names
    booking_unsupported: bool = False  # a booking the business does not take
    want_kw: bool = False
    browses: bool = False         # «algo de X», «busco algo de X»: what there is of it, asked (none ordered)
    favour_kw: bool = False       # «¿me haces una X…?» before any order (lexicon.FAVOUR_RE)
    asks_options: bool = False
    process_question: bool = False
    cancel_asked: bool = False     # «¿cuánto antes hay que cancelar?»: the rule asked, nothing cancelled
    has_items: bool = False
    refers_back: bool = False      # «quiero una nueva», «otra igual»: the thing named before (refers_back.py)
    trouble: bool = False          # «se me rompió la X», a dataset symptom: a problem told, not an order
    symptom_of: list = field(default_factory=list)   # the services whose dataset symptoms it tells
    complaint: bool = False        # «la X que me llevé ayer estaba seca»: a person sees it, never an order
    items: Found = field(default_factory=Found)
    remarks: list[Remark] = field(default_factory=list)   # «la X ya la traigo yo»: things named, not asked for
    when: When = field(default_factory=When)
    party: int | None = None
    party_either: int | None = None   # «seremos 3 o 4»: the smaller count said (the larger is the party, said back)
    other_time: int | None = None    # «dos X, uno a las 10 y otro a las 12»: the second time (minutes)
    other_time_things: list[tuple[str, int]] = field(default_factory=list)   # «… y 2 Y a las 12»: (Y's id or word, 2)
    evening_after_a_morning: bool = False   # «a las 10», then «mejor a las 7» read as 19:00: which, asked
    either_day_closed: str | None = None    # «el lunes o el martes», closed on Monday: Monday (ymd), said
    other_day: str | None = None     # «una X para el martes y otra para el miércoles»: the second day (ymd)
    other_day_time: int | None = None    # «… el martes a las 10 y el jueves a las 12»: the second day's time
    odd_half: tuple[int, int] | None = None   # «tres X, la mitad hoy y la mitad mañana»: (the count, the part held)
    split_unclear: bool = False      # «3 X y 2 Y, uno hoy y dos mañana»: which count the days split is not known
    party_delta: int | None = None   # «viene uno más»: +1 on the party held
    resource: str | None = None
    not_resource: str | None = None   # «que no sea Marta»: the person ruled out
    person_unknown: str | None = None   # «con Lucía» where no Lucía works: the name, as written
    staff_by_word: bool = False       # «ponme con la chica»: one of the staff, not said by name
    more_resources: bool = False      # «X con Iago e Y con Marta»: two people asked for in one appointment
    refused_day: str | None = None    # «el viernes no me va»: that day, not offered again
    refused_time: int | None = None   # «a las 10 no puedo»: that time (of the day held), not offered again
    refused_part: str | None = None   # «por la mañana no puedo»: that part of the day, not offered again
    refused_weekdays: list = field(default_factory=list)   # «cualquier día menos el lunes»: 0 = Monday
    form_wish: str | None = None      # «cambiar la hora», «otro día», «añadir algo»: 'time' | 'day' | 'more'
    part_held_already: str | None = None    # «mejor para <a meal word>» with a time held in that part: nothing moves
    other_resource: bool = False      # «mejor con otra persona»: not the one held
    instead: bool = False             # «mejor una X», «no, una X»: what is named replaces what was offered
    anyone_who: bool = False          # «me da igual quién»: whoever is free, even with one held
    name: str | None = None
    phone: str | None = None       # 9 digits, '655444333'
    email: str | None = None
    late_arrival: bool = False     # «llegaremos tarde»: the time held stays (reader._arriving_late)
    running_late: bool = False     # «llegamos 20 min tarde a la reserva de las 14», nothing held: told, nothing asked
    late_asked: bool = False       # «si llegamos tarde, ¿qué pasa?»: the business's rule on arriving late, asked
    also: bool = False      # «también», «tamén»: more beside what the request holds
    # «<service> el martes y saber si hacéis <another>»: (the request's words, the question's words), clean,
    # when only services the request lacks are asked about beside it (read once, for the routing too)
    services_asked_beside: tuple[str, str] | None = None
    notes: list = field(default_factory=list)    # «en la terraza», «soy alérgica a…»: for the request's note
    wish_asked: bool = False       # «2 X para mañana tienen que estar calentitas?»: the question is the note's wish
    hours_to_call: HoursToCall | None = None    # «612…, mejor por las mañanas»: when to call, noted (reader)
    wish_of_line: dict | None = None   # «la grande en caja», two sizes held: {"line": the held line, "wish": its note}
    diet: dict = field(default_factory=lambda: {"avoid": [], "tags": [], "free": False, "asks": [],
                                                 "allergy": False})
    avoided_by_one: list = field(default_factory=list)  # «dos X, uno sin gluten y otro normal»: what one of
                                                        # the two goes without (allergen ids), no diet of all
    topic: str | None = None       # first of topics
    count_or_hour: int | None = None    # «mejor 11 el miércoles», a time held: 11 of the thing or 11:00, not told
    count_supposed: int = 0        # «¿y si fueran 10?», «¿cuánto serían 10?»: a count priced, none ordered
    job_things: int = 0            # things brought in named: «dos <things>» 2, «en la <thing>» 1, none 0
    named_alone: NamedAlone | None = None   # «o <title> en galego»: a thing named by its article alone
    fit: FitAsked | None = None    # «algo de X por unos 20 euros, ¿qué me recomiendas?»: advice asked
    for_people: int | None = None  # «¿qué me recomiendas para un cumpleaños de 10?»: the people a thing serves
    topics: list = field(default_factory=list)   # 'hours' | 'address' | 'phone' | 'price' | 'menu' | 'allergens'
    holiday: bool = False          # festivos, Navidad, a closure name: the knowledge base answers
    open_at_time_asked: bool = False   # «a las 11» right after the hours: whether it is open then
    refusal: dict | None = None    # {kind: card|injection|business|insult, id?, reply?, handoff?}
    primary: str = "info"


def neutral() -> Signals:
    """Signals that say nothing: used to ask the pending question again without reading a message."""
    return Signals(primary="")


@dataclass(frozen=True)
class ComplaintThenOrder:
    """A complaint about something bought, then a new one ordered in the same message: each read apart."""
    complaint: str      # the complaint, as said
    order: Signals      # the wish, read on its own (the thing complained of carried in when it only counts it)


@dataclass(frozen=True)
class AnotherDayBeside:
    """An answer to the booking's question, then another day than the one held asked about: each read apart."""
    answer: Signals     # «4», read on its own as the answer
    day: str            # the day asked about (ymd)


@dataclass(frozen=True)
class ComplaintWithBooking:
    """A complaint about a visit or a service before, and a booking asked in the same message, before or
    after it («para 4 el viernes, la última vez tardasteis muchísimo»): each read apart."""
    complaint: str      # the complaint, as said
    booking: Signals    # the booking, read on its own
