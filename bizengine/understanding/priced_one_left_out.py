"""The one just priced, left out of a reply that says more of it: «vale, una con <Y>», «ponme dos con una
<Y>», «lo quiero con <Y> para el lunes», «vale, una de 12 con 6 <Y>», «uno envuelto para regalo». The count
or the pronoun is of the product priced, and what follows says more of it: a thing to go with it, its
size, a wish. Read here: where its name was left out and how many were said; the reader puts it back."""
from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from bizengine.language.text import to_int
from bizengine.understanding.lexicon import AGREED, COUNT_SAID, SIZE_WORD_RE, folded_re

# «vale», «pues», «pois si», «de acuerdo»: before the taking
_FIRST = rf"(?:(?:{AGREED}|genial|muy bien|moi ben)\s+)*"
# «¿me pones…?», «¿me la guardas…?», «pósme», «gárdasme»: asked as a favour
_FAVOUR_VERB = r"(?:pones|pone|poneis|das|da|guardas|guarda|gardas|apartas|preparas|reservas|traes|apuntas)"
_FAVOUR_GL = r"(?:pos|das|gardas|apartas|preparas|reservas|traes|apuntas)(?:me|nos)"
_AS_A_FAVOUR_RE = folded_re(rf"\b(?:{_FAVOUR_VERB}|{_FAVOUR_GL})\b")
# «ponme», «quiero», «me llevo», «póñame»: a verb of taking before the count
_TAKING_VERB = (r"(?:ponme|pon|poname|pongame|ponnos|poneme|dame|deme|danos|traeme|quiero|quero|quisiera|"
                r"quixera|queria|quereria|me llevo|llevo|me levo|levo|apuntame|apuntanos|guardame|gardame|"
                r"reservame|preparame|encargo|encargame|encomendo|pido|pideme|"
                rf"(?:me|nos) {_FAVOUR_VERB}|{_FAVOUR_GL})")
# «lo quiero», «me la llevo», «pónmela», «dámo», «quéroa», «mo levo»: the one priced, as a pronoun
_IT_TAKEN = (r"(?:(?:me |te )?(?:lo|la) (?:quiero|quero|llevo|levo|quedo|pido|encargo|reservo)"
             rf"|(?:me|nos) (?:lo|la) {_FAVOUR_VERB}"
             r"|(?:pon|da|de|trae|traiga|guarda|aparta|prepara|reserva|encarga|apunta|ponga|pona)(?:me|nos)(?:lo|la)"
             r"|(?:pon|da|garda|reserva|aparta|prepara|apunta|trae)(?:mo|ma)"
             rf"|(?:quero|levo|pido|encargo)(?:o|a)|(?:mo|ma) (?:levo|quedo|pos|{_FAVOUR_VERB}))")
_TAKEN_RE = folded_re(rf"^{_FIRST}(?:(?:{_TAKING_VERB}\s+)?(?P<n>{COUNT_SAID})|{_IT_TAKEN})(?=\s|$)")
# «con <Y>», «sin <Y>», «cunha <Y>»: what may say more of it right after the count (and «de 12», a size)
_WITH_OR_WITHOUT = frozenset("con co coa cun cunha sin sen".split())


class LeftOut(NamedTuple):
    at: int         # the word its name goes before («vale una | con <Y>»)
    qty: int        # how many were said (one for «lo quiero»)
    counted: bool   # said with a count («una»), not a pronoun («lo quiero»)
    with_more: bool     # what follows goes with it («con <Y>», «sin <Y>») or is a wish («envuelto»), not a size
    as_a_favour: bool   # asked as a favour («¿me pones una con <Y>?»): a question that takes it


def priced_one_left_out(words: list[str], a_wish: Callable[[str], bool]) -> LeftOut | None:
    """Where the product just priced was left out of `words` (folded), when the words after the count or
    the pronoun say more of it: «con»/«sin»/«de» something, a size, or a wish (`a_wish(word)`: the trade's
    note words and what is done to a thing, «envuelto»). None for «vale, una <Z>» (another thing), a bare
    «vale, una» or a count with only a day («pues una para el viernes», read elsewhere)."""
    m = _TAKEN_RE.match(" ".join(words))
    if m is None:
        return None
    at = len(m.group(0).split())
    first = words[at] if at < len(words) else ""
    with_more = first in _WITH_OR_WITHOUT or (bool(first) and a_wish(first))
    if not (with_more or _a_size(words[at:])):
        return None
    qty = to_int(m.group("n")) if m.group("n") else 1
    favour = _AS_A_FAVOUR_RE.search(m.group(0)) is not None
    return LeftOut(at, qty, bool(m.group("n")), with_more, favour) if qty else None


def _a_size(after: list[str]) -> bool:
    """«grande», «de 12»: a size said of it."""
    return bool(after) and (SIZE_WORD_RE.fullmatch(after[0]) is not None
                            or (after[0] == "de" and len(after) > 1 and to_int(after[1]) is not None))


def with_it_named(words: list[str], left: LeftOut, name: str, count_is_its_size: bool = False) -> str:
    """The words with the product's name put back where it was left out («vale una <X> con <Y>», «lo
    quiero 1 <X> con <Y>»). `count_is_its_size`: the count said is one of its sizes («quiero 12 con…» of
    a thing made for 8, 12 or 20): one, of that size («quiero 1 <X> de 12 con…»)."""
    if count_is_its_size and left.counted:
        return " ".join([*words[:left.at - 1], "1", name, "de", str(left.qty), *words[left.at:]])
    return " ".join([*words[:left.at], name if left.counted else f"1 {name}", *words[left.at:]])
