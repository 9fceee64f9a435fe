"""A note that only describes the thing ordered: «rojas», «con lazo», «para regalo», «<thing> de <things>
vermellas» — the trade's own wishes (`reading.note_words`), a colour, the catalogue's words and the
little words between them. It says how the thing should be, not what the customer wants told or
written, so where the note asks for words to write (`order.note_asks_wording`) the note question is
still asked after it (`OrderForm.note_more_question`)."""
from __future__ import annotations

from bizengine.language.text import clean, singular
from bizengine.understanding.item_index import index_of
from bizengine.understanding.lexicon import COLOUR_OF
from bizengine.understanding.vocabulary import vocabulary_of

# the little words a description is said with: «con lazo», «de color azul», «en tonos rojos», «que sean…»
_BETWEEN = frozenset("con co cun cunha de do da del y e en muy moi el la los las o a os as un una unha que sean "
                     "sexan sea sexa color colores cor cores tono tonos ton tons".split())


def only_describes(notes: list[str], biz) -> bool:
    """Whether every note is made only of the trade's wishes, colours and the catalogue's words."""
    return bool(notes) and all(describes(note, biz) for note in notes)


def describes(note: str, biz) -> bool:
    """Whether one note is made only of the trade's wishes, colours and the catalogue's words."""
    said = clean(note)
    wishes = vocabulary_of(biz).note_words
    if wishes is not None:
        said = wishes.sub(" ", said)
    known = index_of(biz).known
    return all(w in _BETWEEN or w in known or singular(w) in known or singular(w) in COLOUR_OF or w in COLOUR_OF
               for w in said.split())
