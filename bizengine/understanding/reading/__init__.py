"""The readings of one customer message, one module each; `understanding/reader.py` calls them.

From the top layer down (a module imports only from modules listed after it):

  done.py         What is done with the request: cancelled, a detail dropped or refused, left for
                  now, a form step skipped, a problem or trouble told
  people.py       Who: the party, the staff or resource asked for, someone else named, people
                  served, and the booking asked
  names.py        The customer's name: said, corrected, spelt whole or ahead of the step asking it
  notes.py        Notes for the order: what it is for, remarks, a measure, a note changed or asked
  topics.py       What is asked about: contact, opening and serving times, topics, catalogue
                  words, descriptions and sizes asked
  things.py       The things asked for: lines, counts and sizes read against what is held
  corrections.py  Corrections of the things held: said instead, put instead, replaced, taken back,
                  ordered before.
  held.py         A follow-up that leans on the thing held or just talked about: «¿y para 12?»,
                  «otra», a bare count or size
  other_day.py    A second day or time in the same message: «… y otra para el jueves», two days to
                  choose from, another time for the same.
  intent.py       The primary intent, in the fixed order of reader.py's docstring
  when_said.py    When: the day and time said, moved earlier or later, a bare hour, the day talked
                  about
  picks.py        A pick among what was just listed or offered: the nth, both, the one at that
                  price or of that trait, a day or time offered
  kinds.py        Kinds of message: question, yes/no, wish and order words, diets asked
  shared.py       Small readings and word patterns used by more than one module of this package.
"""
