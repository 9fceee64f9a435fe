"""The words a business's customers use that only make sense in its trade, from business.json
`reading` (the engine's own lexicon stays trade-free):

- `units`: what a number counts that is neither an hour nor something to buy («3 sesiones»);
- `party_words`: what a number of people is called («4 invitados»);
- `not_items`: words that follow a number or stand alone without being a product («una funda»);
- `no_notes`: whole answers that mean «no note» («sin grabado»);
- `catalog_words`: what customers call the catalogue («el muestrario»): asking for it is asking
  what there is;
- `booking_words`: what customers say for coming to be served: with a number
  of people, or a wish and a day, they ask for a booking;
- `part_of_day_words`: words that name a part of the day when no hour is said, read in a
  message that asks for a booking;
- `note_words`: what customers ask for that the person confirming should read («terraza»): said
  before the note question, it becomes the request's note;
- `done_to_words`: the beginnings of the trade's verbs for what is done to a thing bought, beside
  wrapping and signing (the lexicon's): any form of them is a wish for the note;
- `job_things`: what a staff business's services are done to when brought in («dos <thing>s»: two jobs);
- `occasion_words`: occasions a group of things said by a broader word is no price list for
  («para <occasion>»: the question stays the knowledge's, else a person's);
- `table_words`: what a booked table is called, in a business that books tables («<table> de 6»: 6 people);
  the table had at a visit is the business's too («nos dieron una <table> malísima»: `visit_things`).
- `part_of_day_words` are also what is had at a visit: with the catalogue's words, what a judgement
  («la <X> de ayer fue horrible») is a complaint of (`visit_things`);
- `staff_words`: what customers call the people who serve them («el <staff word> fue muy borde»): with
  the staff's names, whom a judgement is a complaint of too (`visit_things`).

Words are compared folded (no accents, lower case) and in the singular, as the reader sees them.
The time reader (language/dates) skips «<number> <unit or party word>» on its own."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.business.product_names import every_language
from bizengine.language.text import clean, d_dropped, singular, sound_key
from bizengine.understanding.lexicon import ARTICLE_WORDS, COLOUR_OF, done_to


@dataclass(frozen=True)
class Vocabulary:
    units: frozenset
    party_words: frozenset
    not_items: frozenset
    no_notes: frozenset
    catalog: re.Pattern | None       # the trade's names for the catalogue, as whole words
    booking: re.Pattern | None = None    # the trade's words for coming to be served, as whole words
    parts: tuple = ()                 # (part of the day, its words as one pattern), in the dataset's order
    note_words: re.Pattern | None = None   # the trade's wishes that make a note («terraza»)
    noted_colours: frozenset = frozenset()   # the colours (COLOUR_OF keys) some form of which is a note word
    product_words: frozenset = frozenset()   # the words of the catalogue's names and aliases (4 letters or more,
                                             # or letters and digits: «a5»)
    category_words: frozenset = frozenset()   # the words of the categories' names and aliases (4 letters or more)
    done_to_verb: re.Pattern = done_to()[0]     # any form of what is done to a thing bought, the trade's too
    done_to_participle: re.Pattern = done_to()[1]     # «envuelto», and the trade's («<done>ado»)
    job_things: frozenset = frozenset()     # what the services are done to, brought in («para dos <thing>s»)
    job_thing_sounds: tuple = ()     # (how each sounds, the word): a thing brought in, misspelt by its sound
    d_dropped_sounds: tuple = ()     # (how it sounds without its d, the catalogue's word of «-ado», «-ido»)
    occasion_words: frozenset = frozenset()     # occasions no group's price list answers («para <occasion>»)
    table_words: frozenset = frozenset()    # what a booked table is called («<table> de 6»: a party of 6)
    # what the business makes or does, and who does it, as a judgement's subject («la <X> de ayer fue horrible»,
    # «el <staff word> fue muy borde»): the words of the catalogue's and the categories' names, the parts of
    # the day's words (what is had then), the trade's `staff_words` and the staff's names
    visit_things: frozenset = frozenset()

    def respelt(self, norm: str) -> str:
        """`norm` with the words that only sound like one of the trade's things brought in (misspelt by their sound),
        or like a word of the catalogue said without its d («<x>ao» for «<x>ado»), written as that word,
        so every reader of them reads it as the word spelt."""
        if not self.job_thing_sounds and not self.d_dropped_sounds:
            return norm
        words = norm.split()
        things, d_dropped_words = dict(self.job_thing_sounds), dict(self.d_dropped_sounds)
        spelt = [self._respelt(w, things, d_dropped_words) if len(w) >= 4 and w.isalpha() else w for w in words]
        return " ".join(spelt) if spelt != words else norm

    def _respelt(self, word: str, things: dict, d_dropped_words: dict) -> str:
        one = singular(word)
        if word.endswith(_D_DROPPED_ENDS) and not d_dropped(one):
            said = d_dropped_words.get(sound_key(one))
            if said:
                return said if one == word else said + "s"
        if word in self.job_things or one in self.job_things:
            return word
        return things.get(sound_key(word), word)

    def a_wish_after_a_thing(self, word: str) -> bool:
        """One of the trade's note words said right after a thing; a colour it notes in any gender and
        number too («<thing> blanco» where «blancas» is listed). Alone, a singular colour may be a
        name («Blanca»), so only the words listed are read as a wish there."""
        return (self.note_words is not None and self.note_words.fullmatch(word) is not None) \
            or (COLOUR_OF.get(word) or COLOUR_OF.get(singular(word))) in self.noted_colours

    def part_of_day(self, norm: str) -> str | None:
        """The part of the day the message's first trade word for one names ('morning' … 'night')."""
        found = [(m.start(), part) for part, words in self.parts if (m := words.search(norm))]
        return min(found)[1] if found else None


# how a word said without its d ends («<x>ao», «<x>ío»): the cheap check before its sound is looked up
_D_DROPPED_ENDS = ("ao", "aos", "io", "ios")


def _singulars(words) -> frozenset:
    return frozenset(singular(w) for w in (clean(x) for x in words or []) if w)


def _build(biz) -> Vocabulary:
    reading = (getattr(biz, "data", None) or {}).get("reading") or {}
    units, party = _singulars(reading.get("units")), _singulars(reading.get("party_words"))
    return Vocabulary(units=units, party_words=party, not_items=_singulars(reading.get("not_items")) | units | party,
                      no_notes=frozenset(clean(p) for p in reading.get("no_notes") or []),
                      catalog=_any_word(reading.get("catalog_words")), booking=_any_word(reading.get("booking_words")),
                      parts=_parts(reading.get("part_of_day_words") or {}),
                      note_words=_any_word(reading.get("note_words")), product_words=_product_words(biz),
                      noted_colours=_colours_of(reading.get("note_words")),
                      category_words=_category_words(biz),
                      job_things=_singulars(reading.get("job_things")),
                      job_thing_sounds=_sounds(_singulars(reading.get("job_things"))),
                      d_dropped_sounds=_sounds(frozenset(w for w in _catalogue_words(biz) if d_dropped(w))),
                      occasion_words=_singulars(reading.get("occasion_words")),
                      table_words=_singulars(reading.get("table_words")),
                      visit_things=_product_words(biz) | _category_words(biz)
                      | _singulars(w for ws in (reading.get("part_of_day_words") or {}).values() for w in ws)
                      | _singulars(reading.get("staff_words")) | staff_words(biz)
                      | _singulars(reading.get("table_words")),
                      **_done_to(reading.get("done_to_words")))


def staff_words(biz) -> frozenset:
    """The words of the staff's names and aliases, articles left out («iago», «yago» of «o Yago»):
    «con Uxía» names a person, not a wish for the note; «no con Iago» rules one of them out."""
    def build(b) -> frozenset:
        people = (b.data.get("booking") or {}).get("resources") or []
        return frozenset(w for r in people for said in [r.get("name") or "", *(r.get("aliases") or [])]
                         for w in clean(str(said)).split() if w not in ARTICLE_WORDS)
    return biz.cached("nlu.staff_words", build)


def _sounds(words: frozenset) -> tuple:
    """(sound, word) of each word of 4 letters or more that sounds unlike the others."""
    by_sound: dict[str, set[str]] = {}
    for w in words:
        if len(w) >= 4 and w.isalpha():
            by_sound.setdefault(sound_key(w), set()).add(w)
    return tuple(sorted((k, next(iter(ws))) for k, ws in by_sound.items() if len(ws) == 1))


def _colours_of(words) -> frozenset:
    """The colours some of `words` name, in whatever gender and number they are written."""
    folded = (clean(w) for w in words or [])
    return frozenset(c for w in folded if (c := COLOUR_OF.get(w) or COLOUR_OF.get(singular(w))))


def _catalogue_words(biz) -> frozenset:
    """The words of the products' names, aliases and descriptions (every language), in the singular."""
    said: list = []
    for product in (getattr(biz, "products", None) or {}).values():
        for field in ("name", "description"):
            said += every_language(product.get(field))
        said += product.get("aliases", [])
    return _singulars(clean(" ".join(str(t) for t in said)).split())


def _done_to(stems) -> dict[str, re.Pattern]:
    verb, participle = done_to(tuple(clean(s) for s in stems or [] if clean(s)))
    return {"done_to_verb": verb, "done_to_participle": participle}


def _product_words(biz) -> frozenset:
    catalog = getattr(biz, "catalog", None) or {}
    names = [n for p in catalog.get("products", []) for n in [p["name"], *p.get("aliases", [])]]
    names += [n for g, amb in (catalog.get("ambiguous") or {}).items() for n in [g, *amb.get("aliases", [])]]
    return frozenset(w for w in _singulars(" ".join(names).split()) if len(w) >= 4 or _letters_and_digits(w))


def _letters_and_digits(word: str) -> bool:
    """«a5», «29er»: a short word of a name that tells one thing from another (no article, no «de»)."""
    return word.isalnum() and any(ch.isdigit() for ch in word) and any(ch.isalpha() for ch in word)


def category_said(cat: dict) -> list[str]:
    """What a category is called: its names (each language) and its aliases, as the dataset writes them."""
    name = cat.get("name")
    return [*(name.values() if isinstance(name, dict) else [name or ""]), *cat.get("aliases", [])]


def _category_words(biz) -> frozenset:
    said = [phrase for cat in (getattr(biz, "categories", None) or {}).values() for phrase in category_said(cat)]
    return frozenset(w for w in _singulars(" ".join(said).split()) if len(w) >= 4)


def _parts(named: dict) -> tuple:
    return tuple((part, rx) for part, words in named.items() if (rx := _any_word(words)) is not None)


def _any_word(phrases) -> re.Pattern | None:
    folded = sorted({clean(p) for p in phrases or []} - {""}, key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in folded) + r")\b") if folded else None


EMPTY = Vocabulary(frozenset(), frozenset(), frozenset(), frozenset(), None)


def vocabulary_of(biz) -> Vocabulary:
    return biz.cached("reading.vocabulary", _build) if biz is not None else EMPTY
