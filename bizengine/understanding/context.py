"""ReadingContext: what the reader is told of the dialog so far, to read the next message.

Every key is optional: a message read on its own (a part of a longer one, a test) gets only
the few it needs. The dialog builds the full one in conversation/records.reading_context.
"""
from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class ReadingContext(TypedDict, total=False):
    lang: str                       # 'es' or 'gl', the language of the conversation so far
    heard: str | None               # the language the customer's own sentences were in (language_heard)
    awaiting: str | None            # the question asked last: 'name', 'phone', 'time', 'confirm'…
    now: datetime                   # the business's clock
    cart: list[dict] | None         # the order's lines so far («mejor de Y», «una más» read against it)
    # what the turn before talked about
    last_item: str | None           # the product talked about last («la de Y» without its noun)
    last_group: str | None          # the ambiguous group whose prices were given last («vale, para mi hijo»)
    item_before: str | None         # the product talked about before the last one
    part_of: str | None             # the one talked about last is part of this one («¿incluye la Y?» after X)
    both_asked: list[str] | None    # the two products priced last («dos de cada», «los dos»)
    priced_together: list[str] | None   # the products one question just asked about, with others («vale, cita»: all)
    groups_priced_together: list[str]   # the ambiguous groups priced with them («¿cuánto un <group> y X?»)
    item_asked_now: str | None      # the product asked about in the turn just before
    priced_now: bool                # that answer was its price or that it is sold, not e.g. its allergens
    group_asked_now: str | None     # the group whose prices were asked in the turn just before
    listed: list[str] | None        # the products listed last («me quedo con la primera»)
    listed_sizes: dict[str, dict] | None     # of those, the options each was offered at («esa»: that size)
    size_asked_now: dict | None     # the size just priced («¿y la grande?», then «me la guardáis»)
    named_last: list[str] | None    # the things the last message that ordered added («otro de esos»: which)
    taken_off_last: list[str] | None    # the things the last message took off, adding none («mejor ponme Y»)
    told: str | None                # the part of a problem told last (a workshop's «la rueda»)
    last_wish: dict | None          # a product wished for without a request («¿me guardáis 2 X?»)
    last_person: str | None         # the staff member talked about last
    said_last: str | None           # the customer's message before this one (a name said twice is meant)
    # what the request being written down holds
    held_day: str | None            # its day (ymd): «el siguiente» is a week after it
    held_time: int | None           # its time (minutes)
    held_name: str | None           # the customer's name already given
    name_due: bool                  # the customer's name was asked, or is asked next with one person able
    held_party: int | None          # how many the booking is for
    held_note: str | None           # its note, once given («no, mejor en bolsa» changes it)
    services: list[str]             # the appointment's services («¿cuánto dura?» asks about them)
    days_offered: list[str]         # the days offered around a day refused or in a period («el sábado»: which)
    days_listed: list[str]          # the days the day question's buttons show, in order («el segundo»)
    day_before: str | None          # the day held before the one refused («pues el martes»: that Tuesday)
    times_offered: list[int]        # the times offered last («la primera», «más tarde»)
    time_refused: int | None        # the time asked for that was not free
    # after a request went to the business
    sent: bool                      # a request of ours was just sent
    sent_day: str | None            # its day (ymd): «el mismo día»
    sent_time: int | None           # its time (minutes): «a la misma hora»
    handed: bool                    # a question was just handed to a person
    # the answer given last
    hours_answered_last: bool       # the hours: «el domingo» asks the hours of Sunday
    week_answered_last: bool        # the hours or a staff member's week: «¿y con Iago?» asks Iago's
    asked_of_a_thing: bool          # a product's details: «¿y sin gluten?» asks about it
    unfit_last: bool                # that answer said it has what the customer avoids («contiene gluten»)
    answered_last: bool             # a question was answered in the turn just before («no la quiero»: of it)
    catalogue_shown: bool           # the whole catalogue was shown just before («el más barato»: of all of it)
    day_talked_about: str | None    # the day of the hours answered last («¿abrís el domingo?»)

