"""A verb a product's alias is alone, said of something its aliases never take: the business writes
«teñir» and «teñirme el X»; «que me tiñáis el X», «tíñeme el martes» name that product, «que me
tiñáis las Y» (a Y none of its names uses) asks for something else, which a person answers."""
from __future__ import annotations

from bizengine.language.days import WEEKDAYS
from bizengine.understanding.item_index import ItemIndex, index_words
from bizengine.understanding.item_words import DEFINITE, OWNER_WORDS

# what may follow the verb and is no thing: «tíñeme el martes», «la semana que viene», «el 15»
# (in the singular the words are read in: «martes» → «marte»)
_WHEN = frozenset(index_words(" ".join([*WEEKDAYS, *"semana finde fin mes dia tarde manana mana noche noite mediodia "
                                        "proximo proxima que".split()])))


def said_of_another_thing(idx: ItemIndex, sing: list[str], at: int) -> bool:
    """Whether the one-word verb at `at` is followed by «the/my <word>», the word none of its
    product's names use nor a day."""
    takes = idx.verb_objects.get(sing[at])
    if takes is None:
        return False
    k = at + 1
    while k < len(sing) and (sing[k] in DEFINITE or sing[k] in OWNER_WORDS):
        k += 1
    if k == at + 1 or k >= len(sing):
        return False
    word = sing[k]
    return word.isalpha() and word not in takes and word not in _WHEN
