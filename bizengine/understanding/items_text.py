"""A message's words made ready for the catalogue (`items.find_items`): second thoughts said in
the message («3 X, mejor 2 Y» is «2 Y»; «dos X, bueno no, tres» is «tres X»), things taken off and
put instead, shares («una de A y otra de B», «dos X, cada una con su Y»), counts said by reference
(«otra media de Y», «lo mismo de Y»), and the words to write on a thing, read apart («en la
<thing> pon: Feliz cumple»). Each step is a rewrite of the words; none reads the dialog."""
from __future__ import annotations

import re

from bizengine.language.text import clean, singular, to_int
from bizengine.language.times import CLOCK_LEAD
from bizengine.understanding.item_index import index_of
from bizengine.understanding.item_words import qty_token
from bizengine.understanding.items import find_items, names_a_category, sibling_told_by
from bizengine.understanding.lexicon import (
    AN_INFINITIVE_RE,
    CAN_YOU_TO_ME,
    COUNT,
    HALF_SAID,
    IT_PRONOUN,
    OOPS,
    POINTING_WORDS,
    SORRY,
    TO_ME_IT_JOINED,
    TO_WHOM,
    WRITTEN_ON,
)
from bizengine.understanding.line_by_place import line_recounted_by_place
from bizengine.understanding.notes import cut_request
from bizengine.understanding.one_of_them_off import one_of_them_off
from bizengine.understanding.some_swapped import some_of_the_held_swapped
from bizengine.understanding.swapped_by_kind import swapped_by_kind
from bizengine.understanding.vocabulary import vocabulary_of


def as_the_catalogue_reads(text: str, biz, cart: list | None) -> str:
    """The words of a message (names already out) rewritten so that `find_items` reads what was
    meant: a count taken back, a thing taken off and another put instead, a second thought, shares
    and counts said by reference."""
    if asked_as_a_favour(text):
        text = ASKED_AS_A_FAVOUR_RE.sub(_as_a_command, text)     # «¿me añades un X?»: «añádeme un X»
    text = _NO_THEN_HOW_RE.sub("", text)        # «los X no, que sean 4 / de Y»: as «los X que sean 4 / de Y»
    text = _COUNT_CHANGED_RE.sub(_as_better, text)     # «cambia los X a 4», «en vez de 6 X, 4»: «mejor 4 X»
    text = line_recounted_by_place(text, biz, cart)     # «el segundo mejor que sean dos»: «<its name> mejor…»
    text = swapped_by_kind(text, cart)         # «el de X en vez del de Y»: «cambia el de Y por el de X»
    text = some_of_the_held_swapped(text, biz, cart)    # «cambia uno por Y» with 2 X held: 1 X goes
    text = _of_the_kind_wished(text, cart)      # «2 X y que sean de Y»: as «2 X de Y»
    text = _held_then_count(text, biz, cart)    # «X 4» with X held: «mejor 4 X»
    if _TAKING_BACK_WORDS_RE.search(text):     # «dos X, bueno no, tres», «3 X, bueno mejor 2»
        text = _COUNT_TAKEN_BACK_RE.sub(r"\g<b> \g<what>", text)
    text = _taken_off_then(text, cart)         # «quita X, mejor Y»: as «quita X y pon Y»
    text = one_of_them_off(text)               # «uno menos de los Z», «quita una de las de Y»: one of them
    text = _second_thought(text, biz, cart)    # «3 X, mejor 2 Y»: 2 Y
    text = _one_and_another(text, biz)         # «una de A y otra de B»: both of B's kind
    text = _kind_said_after_both(text, biz)    # «A y B de K» where only «A de K» is a thing: «A de K y B»
    text = _counts_referred(text, cart, biz)        # «otra media de Y», «lo mismo de Y»
    text = _each_with_its_own(text, biz)       # «dos X, cada una con su Y»: two Y
    return _MORE_OF_RE.sub(r"\g<n> \g<of> ", text)     # «y 2 más de Y»: «y 2 de Y»


# «¿me añades un X?», «¿me pones otra?», «¿puedes poner 2 más?», «¿engádesme un X?», «¿podes poñer 3?»,
# «¿le pones…?», «¿pódeslle poñer…?»:
# the command asked politely, at the start of the message
# «me», «me la», «nos los», «ma», «llelo»: to whom, and what, before the verb of a favour
_TO_ME = rf"(?:{TO_WHOM}(?: {IT_PRONOUN})?|{TO_ME_IT_JOINED})"
ASKED_AS_A_FAVOUR_RE = re.compile(
    r"^(?:(?:y|e|oye|oe|pues|pois|vale|ok|porfa)\s+)*(?:"
    rf"{_TO_ME} (?P<verb>pones|pondrias|poneis|pondriais|anades|anadis|anadiriais|anadirias|"
    r"echas|echais|metes|meteis|sumas|sumais)|"
    rf"(?:{_TO_ME} )?{CAN_YOU_TO_ME} "
    r"(?P<inf>poner|poñer|por|anadir|engadir|echar|botar|meter|sumar|quitar|sacar)(?:me|nos|le|lle)?|"
    r"(?P<gl>engadesme|engadedesme|engadesnos|pondesme|posme|botasme|botadesme|metesme|metedesme)|"
    # «¿y si quito las X?», «¿e se engado un Y?»: the change, wondered about (nothing is sent until «Enviar»)
    r"(?:si|se) (?P<hyp>quito|quitamos|saco|sacamos|pongo|ponemos|pono|anado|anadimos|engado|engadimos))\b")
_COMMAND_OF = {"pon": "ponme", "pond": "ponme", "pos": "ponme", "por": "ponme", "poñ": "ponme", "ana": "anademe",
               "eng": "engademe", "ech": "echame", "bot": "echame", "met": "meteme", "sum": "sumame",
               "qui": "quita", "sac": "saca"}


# «¿y si añado un X llega para hoy?», «¿… cuánto sería?»: what would follow, asked; nothing is changed
_ASKED_THEN_RE = re.compile(r"\b(?:llega|llegaria|chega|chegaria|da tiempo|daria tiempo|da tempo|cuanto|canto|"
                            r"seria|sale|saldria|costaria|custaria|cuesta|custa|tarda|tardaria|estaria|queda|"
                            r"quedaria|habria|habera|haberia)\b")


def asked_as_a_favour(text: str) -> bool:
    """«¿me añades un X?», «¿y si quito las X?»: a change asked for (not «¿y si añado un X, llega?»)."""
    favour = ASKED_AS_A_FAVOUR_RE.match(text)
    return favour is not None and not (favour.group("hyp") and _ASKED_THEN_RE.search(text, favour.end()))


def _as_a_command(m: re.Match) -> str:
    said = m.group("hyp") or m.group("verb") or m.group("inf") or m.group("gl")
    return _COMMAND_OF.get(said[:4], _COMMAND_OF.get(said[:3], "ponme"))


# «un X, no mejor dos», «dos X, bueno no, tres», «dous X, non, mellor tres»: the count said last
_COUNT_WORD = COUNT
# a count that ends its clause: «… 4», «… 4 y las Y 3»
_COUNT_ENDS = r"(?:$| (?:y|e) )"


# «cambia los X a 4», «deixa os X en 4», «cambia a 4 los X», «en vez de 6 X, 4»: the count of a line set
_THE = r"(?:(?:los|las|el|la|os|as|o|a) )?"
_SETS = r"(?:cambia|cambiame|cambiad|cambiade|cambiar|deja|dejame|dejad|deixa|deixame|deixade|pon|ponme|poned|ponde)"
_THING = r"[a-z]+(?: de [a-z]+)?"
_COUNT_CHANGED_RE = re.compile(
    rf"^(?:(?:y|e|pues|pois|vale|ok|oye) )?(?:{_SETS} {_THE}(?P<what>{_THING}) (?:a|en|por) (?P<n>{_COUNT_WORD})"
    rf"|{_SETS} (?:a|en) (?P<n2>{_COUNT_WORD}) {_THE}(?P<what2>{_THING})"
    rf"|(?:en (?:vez|lugar) de|no canto de|en troques de) {_COUNT_WORD} (?P<what3>{_THING}) "
    rf"(?:(?:pon|pone|ponme|poneme|dame|que sean|que sexan|mejor|mellor) )?(?P<n3>{_COUNT_WORD}))"
    r"(?: (?:por favor|porfa|gracias|grazas))?$")


def _as_better(m: re.Match) -> str:
    return f"mejor {m['n'] or m['n2'] or m['n3']} {m['what'] or m['what2'] or m['what3']}"

_SECOND_THOUGHT_RE = re.compile(r" (?:(?:bueno|bo|pues|pois|no|non|ay|uy) )?"
                                r"(?:mejor dicho|mellor dito|mejor|mellor|digo) "
                                r"(?!(?:anade|engade|pon|ponme|tambien|tamen|ademas|ademais|mas|mais|quiere|quere|"
                                r"para|pra|pa)\b)")
_ALSO_AFTER_RE = re.compile(r"\b(?:tambien|tamen|ademas|ademais)\b")
# «2 X y que sean de Y», «2 X, que sexan con Z»: the kind wished, said of the X just counted (not «los X
# que sean de Y», which mends a line held)
_THAT_THEY_BE_OF_RE = re.compile(r"(?<=[a-z0-9]) (?:y |e )?que (?:sean|sexan|sea|sexa) (?=(?:de|con|sin|sen) )")
_COUNTED_LAST_RE = re.compile(rf"\b{_COUNT_WORD}(?: [a-z]+){{1,4}}$")
# «los X no, que sean 4», «las X no, mejor 4», «el X no, que sea de Y»: the count or the kind of X
# mended (not X taken off)
_NO_THEN_HOW_RE = re.compile(r"\b(?:no|non) (?=(?:(?:que (?:sean|sexan|sea|sexa)|mejor|mellor) "
                             rf"{_COUNT_WORD}{_COUNT_ENDS}|que (?:sean|sexan|sea|sexa) (?:de|con|sin|sen) ))")


def _of_the_kind_wished(text: str, cart: list | None) -> str:
    """«2 X y que sean de Y»: as «2 X de Y»; with X held, «los X que sean de Y» as «mejor los X de Y»
    (X of Y in place of the X held)."""
    said = _THAT_THEY_BE_OF_RE.search(text)
    counted = said is not None and _COUNTED_LAST_RE.search(text, 0, said.start()) is not None
    if said is None or not (counted or cart):
        return text
    of_y = _THAT_THEY_BE_OF_RE.sub(" ", text)
    return of_y if counted or _SWAP_WORD_RE.match(of_y) else f"mejor {of_y}"


_SWAP_WORD_RE = re.compile(r"(?:mejor|mellor)\b")
# «X 4», «los X, 4», «as X catro»: a thing and a count, nothing else
_THING_THEN_COUNT_RE = re.compile(rf"^{_THE}(?P<what>{_THING}) (?P<n>{_COUNT_WORD})$")


def _held_then_count(text: str, biz, cart: list | None) -> str:
    """«X 4» with X held, said alone: the count of that line set, as «mejor 4 X» (not 4 more)."""
    said = _THING_THEN_COUNT_RE.match(text)
    if said is None or not cart:
        return text
    named = find_items(said["what"], biz)
    held = {line.get("item_id") for line in cart}
    if len(named.lines) != 1 or named.lines[0]["item_id"] not in held or any(named.explicit):
        return text
    return f"mejor {said['n']} {said['what']}"


_TAKEN_OFF_THEN_RE = re.compile(r"^(?P<off>(?:(?:no|non|bueno|pues|pois) )*(?:quita|quitame|quitale|saca|sacame|"
                                r"retira|elimina|borra) (?:\w+ ){1,4}?)(?:y |e |pero |pues |pois )?(?:mejor|mellor|"
                                r"en su lugar|no seu lugar) (?!(?:dicho|dito)\b)")


# «quita el X, solo Y»: «solo Y» says all that stays
_TAKEN_OFF_ONLY_RE = re.compile(r"^(?:(?:no|non|bueno|pues|pois) )*(?:quita|quitame|quitale|saca|sacame|retira|elimina|"
                                r"borra) (?:\w+ ){1,4}?(?:y |e |pero )?(?=(?:solo|so) \w)")


def _taken_off_then(items_text: str, cart: list | None) -> str:
    """«quita el X, mejor Y» is «quita el X y pon Y» where nothing is counted (services) or Y is
    counted («…, mejor 2 Y»); with one line held, «mejor Y» replaces it keeping its count; «quita
    el X, solo Y» is «solo Y»."""
    only = _TAKEN_OFF_ONLY_RE.match(items_text)
    if only:
        return items_text[only.end():]
    m = _TAKEN_OFF_THEN_RE.match(items_text)
    if m is None:
        return items_text
    instead = items_text[m.end():]
    counted = qty_token((instead.split() or [""])[0]) is not None
    return f"{m['off']} y pon {instead}" if counted or not cart else items_text


def _second_thought(items_text: str, biz, cart: list | None = None) -> str:
    """«quiero 3 X, mejor 2 Y», «2 X y 2 Y, mejor dicho 3 Y», «unha X, digo, dúas Y»: the things
    said right after «mejor» replace the one said right before it (else the text as it is). «la X
    no, mejor Y» of an X already held is the cart's change, not the message's (left as it is)."""
    m = _SECOND_THOUGHT_RE.search(items_text) if "mejor" in items_text or "mellor" in items_text \
        or "digo" in items_text else None
    if m is None or _ALSO_AFTER_RE.search(items_text, m.end()) \
            or re.match(_COUNT_WORD + _COUNT_ENDS, items_text[m.end():]):
        return items_text       # «los X mejor 4 y las Y 3»: X's count, not a thing in X's place
    after, before = find_items(items_text[m.end():], biz), find_items(items_text[:m.start()], biz)
    held = {line.get("item_id") for line in cart or ()}
    if held & {line["item_id"] for line in before.lines} and re.match(r" (?:no|non) ", m.group()):
        return items_text
    words = items_text[:m.start()].split()
    if not (after.lines and any(after.explicit) and before.lines) or before.mode != "add" or before.removed \
            or max(end for _start, end in before.spans) != len(words):
        return items_text       # nothing replaced: «mejor» does not follow a thing
    start = max(start for start, _end in before.spans)
    if start and qty_token(words[start - 1]) is not None:
        start -= 1              # «2 Y»: its count goes with it
    return " ".join([*words[:start], items_text[m.end():]])


_ONE_AND_ANOTHER_RE = re.compile(r"\b(?P<one>una|unha|un|uno) de (?P<a>[a-z]+) (?:y|e) "
                                 r"(?P<other>otra|outra|otro|outro) de (?P<b>[a-z]+)\b")


def _one_and_another(items_text: str, biz) -> str:
    """«una de A y otra de B»: «otra» says the first is of the second's kind, the first word of the
    second's product name («N de B»): «una N de A y otra N de B»."""
    m = _ONE_AND_ANOTHER_RE.search(items_text) if " de " in items_text else None
    if m is None:
        return items_text
    second = find_items(f"{m['other']} de {m['b']}", biz).lines
    kind = clean(biz.products[second[0]["item_id"]]["name"]).split()[0] if len(second) == 1 else None
    whole = f"{m['one']} {kind} de {m['a']} y {m['other']} {kind} de {m['b']}"
    if kind is None or len(find_items(whole, biz).lines) != 2:
        return items_text
    return items_text[:m.start()] + whole + items_text[m.end():]


# «A y B de K»: the kind said once, after both things
_KIND_AFTER_BOTH_RE = re.compile(r"\b(?P<a>[a-z]{3,}) (?:y|e) (?P<b>[a-z]{3,}) (?P<kind>(?:de|do|da) [a-z]{3,})\b")


def _kind_said_after_both(items_text: str, biz) -> str:
    """«A y B de K» is «A de K y B» when «A de K» is in the catalogue, «B de K» is not and B is a
    thing of its own."""
    m = _KIND_AFTER_BOTH_RE.search(items_text)
    if m is None:
        return items_text
    exact = index_of(biz).exact

    def known(words: str) -> bool:
        return tuple(singular(w) for w in words.split()) in exact
    if not known(f"{m['a']} {m['kind']}") or known(f"{m['b']} {m['kind']}") or not known(m["b"]):
        return items_text
    return f"{items_text[:m.start()]}{m['a']} {m['kind']} y {m['b']}{items_text[m.end():]}"


_TAKING_BACK_WORDS_RE = re.compile(rf" (?:no|non|bueno|bo|pues|pois|mejor|mellor|digo|{SORRY}|{OOPS}) ")
_COUNT_TAKEN_BACK_RE = re.compile(
    rf"\b(?P<a>{_COUNT_WORD}) (?P<what>[a-z]+(?: (?:de|da|do) [a-z]+| [a-z]*[0-9][a-z0-9]*)?) "     # «<things> a5»
    rf"(?:(?:bueno|pues|pois|ay|uy) (?:no|non) (?:(?:mejor|mellor|perdon|perdona|perdoa|espera|digo) )?"
    rf"|(?:no|non) (?:mejor|mellor|perdon|perdona|perdoa|espera|digo|que sean|que sexan) "      # not «5 X no 4»
    # «3 X, bueno mejor 2», «2 X, bueno una», «3 X, digo 4»: only a count and no thing after it
    rf"|(?:(?:bueno|bo|pues|pois) (?:(?:mejor|mellor) )?|mejor |mellor |digo )(?=(?:{_COUNT_WORD})"
    rf"(?: *$| (?:para (?:el|o|la|las|as|manana|hoy|hoxe)|pa el|pal|pro|el|o|a las|a as|as|las|porfa|gracias|"
    rf"grazas)\b))"
    # «2 X, bueno, 3 X», «dous X, bo, tres X», «2 X, perdón, 3 X»: the same thing counted again
    rf"|(?:bueno|bo|pues|pois|{SORRY}|{OOPS}|digo)(?: (?:no|non))?(?: (?:mejor|mellor))? "
    rf"(?=(?:{_COUNT_WORD}) (?P=what)\b))"
    rf"(?:que sean |que sexan )?(?P<b>{_COUNT_WORD})\b(?: (?P=what)\b)?"
    rf"(?! (?:de la|da|h\b|horas?))")


_DOZENS = r"(?:media docena|media ducia|una docena|unha ducia|docena|ducia)"
_ANOTHER_OF_RE = re.compile(rf"\b(?P<unit>{_DOZENS}) (?P<first>(?:de|da|do) \w+(?: \w+)?) (?P<and>y|e) "
                            r"(?P<other>otra|outra)(?P<half> media)? (?=(?:de|da|do) )")
_AS_MANY = (r"(?:(?:otros|otras|outros|outras) tant[oa]s|lo mismo|los mismos|las mismas|o mesmo|os mesmos|as mesmas|"
            r"la misma cantidad|a mesma cantidade)")
_SO_MANY_RE = re.compile(rf"\b(?P<n>{_COUNT_WORD}) (?P<first>\w+(?: (?:de|da|do) \w+)?) (?P<and>y|e) "
                         rf"{_AS_MANY} (?=(?:de|da|do) )")
# «y lo mismo de Y» after «quiero 2 X»: as many Y as the order's last line
_AS_MANY_AGAIN_RE = re.compile(rf"^(?:(?:y|e|pues|pois|vale) )*(?:tambien |tamen )?{_AS_MANY} (?=(?:de|da|do) )")
# «y de Y lo mismo», «e de Y o dobre», «y el doble de Y» after «quiero 2 X»: Y counted from the last line held
_TWICE = ("el doble", "el dobel", "el dobre", "o dobre", "o doble", "o dobe")
_HALF = HALF_SAID
_TIMES = rf"(?P<how>{'|'.join(_TWICE + _HALF)})"
_OF_THEN_AS_MANY_RE = re.compile(rf"^(?:(?:y|e|pues|pois|vale) )*(?:tambien |tamen )?"
                                 rf"(?P<of>(?:de|del|da|do) \w+(?: \w+)?) "
                                 rf"(?:{_AS_MANY}|{_TIMES})(?: tambien| tamen)?$")
_TIMES_OF_RE = re.compile(rf"^(?:y|e) (?:tambien |tamen )?{_TIMES} (?=(?:de|da|do) (?P<what>\w+))")
_DOZEN_EACH_RE = re.compile(r"\b(?:una |unha )?(?P<half>media )?(?:docena|ducia) de cada\b")


# «2 X y el doble de Y», «seis X e a metade de Y»: Y counted from X's count
_TWICE_OR_HALF_RE = re.compile(rf"\b(?P<n>{_COUNT_WORD}) (?P<first>\w+(?: (?:de|da|do) \w+)?) (?P<and>y|e) "
                               rf"{_TIMES} (?=(?:de|da|do) )")


def _twice_or_half(m: re.Match) -> str:
    n = to_int(m.group("n")) or 0
    times = n * 2 if m.group("how") in _TWICE else n // 2
    if not times or (m.group("how") in _HALF and n % 2):
        return m.group(0)       # «tres X y la mitad de Y»: no whole half, left as said
    return f"{m.group('n')} {m.group('first')} {m.group('and')} {times} "


def _as_the_last(m: re.Match, held: int, of: str) -> str:
    """«y de Y lo mismo» (as many as held), «… el doble» (twice), «… la mitad» (half, when whole)."""
    how = m.group("how")
    n = held * 2 if how in _TWICE else held // 2 if how else held
    if not n or (how in _HALF and held % 2):
        return m.group(0)
    return f"{n} {of}" if of else f"{n} "


def _held_named(words: str, biz, cart: list) -> bool:
    """«y el doble de X» with X held: X's own line is meant, no new one."""
    held = {line.get("item_id") for line in cart}
    return any(line["item_id"] in held for line in find_items(words, biz).lines)


def _another_as_the_last(text: str, biz, cart: list) -> str:
    """«y de Y lo mismo», «y el doble de Y»: Y counted from the last line, unless Y is held itself.
    «y de A4 el doble» after «2 X A5»: Y is a word that tells apart another product of the
    last line's group, that one; «y de Z lo mismo» with Z no product: Z, said with its count
    (without «de»), so it reads as a thing not sold."""
    thing_first = _OF_THEN_AS_MANY_RE.match(text)
    m = thing_first or _TIMES_OF_RE.match(text)
    if not m or biz is None or _held_named(m.group("of" if thing_first else "what"), biz, cart) \
            or thing_first and not _names_something(m.group("of"), biz):     # «y del mismo el doble»: as said
        return text
    of = m.group("of") if thing_first else ""
    counted = _as_the_last(m, cart[-1]["qty"], of)
    if thing_first and not find_items(of, biz).lines:
        sibling = sibling_told_by(biz, cart[-1].get("item_id") or "", of)
        if sibling:
            counted = _as_the_last(m, cart[-1]["qty"], clean(biz.products[sibling]["name"]))
        elif _not_sold(of, biz, counted):
            counted = _as_the_last(m, cart[-1]["qty"], _OF_WORD_RE.sub("", of))
    return counted + text[m.end():]


def _nothing_held_as_many(text: str, biz) -> str:
    """«y de Z lo mismo» with no order held and Z no product: «un Z», read as a thing not sold
    (a named product is left as said: its price is what can be told)."""
    m = _OF_THEN_AS_MANY_RE.match(text)
    if not m or biz is None or not _not_sold(m.group("of"), biz):
        return text
    return f"un {_OF_WORD_RE.sub('', m.group('of'))}" + text[m.end():]


def _not_sold(of: str, biz, counted: str = "") -> bool:
    """«de Z» names no product, no group of them and no category (a kind, not a thing).
    `counted`: «de Z» with its count, read as said before («2 de Y» reaches the product that «de
    Y» alone does not)."""
    if not _names_something(of, biz):
        return False
    found = find_items(counted or of, biz)
    return not (found.lines or found.ambiguous) and not names_a_category(biz, of)


# «de esos», «de nuevo», «de momento»: what follows «de» in a saying or a pointing, no thing named
_NAMING_NOTHING = frozenset("esos esas estos estas ese esa este aquel aquela eses nuevo novo momento veras "
                            "verdade verdad sobra sobras".split())


_OF_WORD_RE = re.compile(r"^(?:de|del|da|do) ")


def _names_something(of: str, biz) -> bool:
    """«de Y», «de Z»: a thing named; not «del otro», «de esos», «de nuevo», «de beber» (a verb,
    unless the catalogue knows the word: a name may end like one)."""
    named = [w for w in _OF_WORD_RE.sub("", of).split() if w not in POINTING_WORDS and w not in _NAMING_NOTHING]
    return bool(named) and not (AN_INFINITIVE_RE.match(named[0]) and named[0] not in index_of(biz).known)


def _counts_referred(text: str, cart: list | None = None, biz=None) -> str:
    """Counts said by pointing back: «media docena de X y otra media de Y» (six Y), «una docena de X
    y otra de Y» (twelve Y), «3 X y otros tantos de Y», «… y lo mismo de Y» (three Y), «2 X y el
    doble de Y» (four Y), «media docena de cada» (six each); «y lo mismo de Y» to an order: as
    many as its last line."""
    if not ("docena" in text or "ducia" in text or "tant" in text or "mism" in text or "mesm" in text
            or "dob" in text or "mita" in text or "meta" in text):
        return text         # most messages: none of these, and no regex run
    text = _TWICE_OR_HALF_RE.sub(_twice_or_half, text)
    if cart:
        text = _AS_MANY_AGAIN_RE.sub(f"{cart[-1]['qty']} ", text)
        text = _another_as_the_last(text, biz, cart)
    else:
        text = _nothing_held_as_many(text, biz)
    def another(m: re.Match) -> str:
        unit = "media docena" if m.group("half") else m.group("unit").replace("una ", "").replace("unha ", "")
        return f"{m.group('unit')} {m.group('first')} {m.group('and')} {m.group('other')} {unit} "
    text = _ANOTHER_OF_RE.sub(another, text)
    text = _SO_MANY_RE.sub(lambda m: f"{m.group('n')} {m.group('first')} {m.group('and')} {m.group('n')} ", text)
    return _DOZEN_EACH_RE.sub(lambda m: "6 de cada" if m.group("half") else "12 de cada", text)


_EACH_WITH_RE = re.compile(rf"\b(?P<n>{_COUNT_WORD}) (?P<x>\w+(?: (?:de|da|do) \w+)?) "
                           rf"(?:cada (?:uno|una|un|unha)|(?P<m>{_COUNT_WORD})) (?:con|co|coa) (?:su |sus |seu |sua |"
                           r"cadanseu )?"
                           r"(?P<y>\w+)\b")


# «dos X para el lunes, los dos con Y», «ambas con Y», «os dous con Y»: all of them, a few words after
_ALL_OF_THEM = rf"(?:(?:los|las|os|as) (?P<all>{_COUNT_WORD})|ambos|ambas|todos|todas|cada (?:uno|una|un|unha))"
_ALL_OF_THEM_WITH_RE = re.compile(rf"\b(?P<n>{_COUNT_WORD}) (?P<x>\w+(?: (?:de|da|do) \w+)?)"
                                  rf"(?P<between>(?: \w+){{0,6}}?) {_ALL_OF_THEM} "
                                  r"(?:con|co|coa|cun|cunha) (?:su |sus |seu |sua |cadanseu )?(?P<y>\w+)\b")


def _an_hour_not_all_of_them(m: re.Match) -> bool:
    """«un X para el sábado a las 11 con Y», «dous X ás 5 con Y»: «las 11» is the hour (a clock word
    before it, or more than were asked for), not all of them."""
    if m.group("all") is None:
        return False
    asked, all_said = qty_token(m.group("n")), qty_token(m.group("all"))
    before = m.group("between").split()[-1:]
    if before and before[0] in CLOCK_LEAD:
        return True
    return asked is not None and all_said is not None and all_said > asked


def _each_with_its_own(text: str, biz) -> str:
    """«dos X, cada una con su Y» (two Y), «tres X, dos con Y» (two Y), «dos X para el lunes, los dos
    con Y» (two Y), where Y is a product sold apart; anything else («dos X, una con <what is no
    product>») is left as it is."""
    def sold_apart(m: re.Match) -> bool:      # also a product read by its other-language name
        said = m.group("y")
        sold = index_of(biz).exact.get((singular(said),), ("",))[0] == "product"
        return sold or len(find_items(said, biz).lines) == 1

    def counted(m: re.Match) -> str:
        if not sold_apart(m):
            return m.group(0)
        return f"{m.group('n')} {m.group('x')} y {m.group('m') or m.group('n')} {m.group('y')}"

    def all_of_them(m: re.Match) -> str:
        if not sold_apart(m) or _an_hour_not_all_of_them(m):
            return m.group(0)
        return f"{m.group('n')} {m.group('x')}{m.group('between')} y {m.group('all') or m.group('n')} {m.group('y')}"
    if not re.search(r" (?:con|co|coa|cun|cunha) ", text):
        return text
    return _ALL_OF_THEM_WITH_RE.sub(all_of_them, _EACH_WITH_RE.sub(counted, text))


def wording_after_colon(text: str, biz) -> tuple[str, str, str] | None:
    """«con tarjeta: para la mejor madre», «<a thing written on>: Feliz cumple»: (what is asked for,
    the words to write, what they are written on), read apart, so that the words order nothing and
    change nothing («mejor»). After a longer request the last clause before the colon names the thing
    («un X para el sábado y en la <thing> pon: Te quiero, Luis»)."""
    what, colon, words = text.strip().partition(":")
    if not colon:
        what, colon, words = _at_the_writing_verb(text.strip(), biz)
    label = what
    said = [singular(w) for w in clean(_A_WRITING_VERB_LAST_RE.sub("", what)).split()]   # «en la X pon: 50 años»
    if len(said) > 6:
        label = _LAST_CLAUSE_RE.split(what)[-1]
        said = [singular(w) for w in clean(_A_WRITING_VERB_LAST_RE.sub("", label)).split()]
    if not colon or not words.strip() or "?" in what or not 1 <= len(said) <= 6:
        return None
    return (what, cut_request(words.strip()), label) if _written_on(said, biz) else None


_A_WRITING_VERB_LAST_RE = re.compile(r"(?i)\s+(?:que )?(?:pon|ponle|pone|ponga|pona|poña|ponede|escribe|escribid|"
                                     r"escribide|escribidle|diga)\s*$")
_LAST_CLAUSE_RE = re.compile(r"(?i)[,;.]\s*|\s(?:y|e)\s")


def _at_the_writing_verb(text: str, biz) -> tuple[str, str, str]:
    """«en la <thing> pon Feliz cumple», «que la <thing> diga Te quiero», «escribid Feliz cumple en la
    <thing>»: the writing verb stands for the colon (what it is written on, ":", the words); else
    (text, "", ""). The thing is one a wording goes on, or a product said after «en»/«na»/«sobre»."""
    after = _WRITE_FIRST_RE.match(text)
    if after and _written_on(clean(after["on"]).split(), biz) and not _a_thing_put(after["words"], biz):
        return after["on"], ":", after["words"]     # not «pon 2 <product> en la <box>»
    m = _WRITE_VERB_RE.search(text)
    before = clean(text[:m.start()]).split() if m else []
    if m is None or not before or not _written_on(before, biz) or _a_thing_put(text[m.end():], biz):
        return text, "", ""
    return re.sub(r"(?i)^(?:y |e )?que ", "", text[:m.start()]), ":", text[m.end():]


def _a_thing_put(words: str, biz) -> bool:
    """«2 <product>», «una de 20», «20 <size word>», «también 2 X»: things put in or on, not words
    to write («50 años», «Feliz cumple», «un beso para mamá»)."""
    said = [w for w in clean(words).split() if w not in ("tambien", "tamen", "ademas", "mais")]
    if not said:
        return False
    found = find_items(" ".join(said), biz)
    return bool(found.lines or found.ambiguous or found.stray_options)


def _written_on(words: list[str], biz) -> bool:
    """Whether `words` say a thing written on: a card-like word, or a product after a place word at
    their end («en la <product>», «na <product>»)."""
    if any(singular(w) in WRITTEN_ON | vocabulary_of(biz).not_items for w in words):
        return True
    idx, last = index_of(biz), singular(words[-1])
    named = idx.exact.get((last,)) is not None or last in idx.head.values()
    return named and bool(_PLACE_WORDS.intersection(words[-3:-1]))


_PLACE_WORDS = frozenset("en na no sobre encima".split())
_WRITE_FIRST_RE = re.compile(r"(?i)^(?:(?:y|e|y que|e que|que) )?(?:pon|ponle|escribe|escribid|escribide|escribidle|"
                             r"escribele|ponga|pona|poña|ponede) (?P<words>.+?) (?P<on>(?:en|na|no|sobre|encima de|"
                             r"encima da|encima do) (?:(?:el|la|o|a) )?\w+)\W*$")
_WRITE_VERB_RE = re.compile(r"(?i)(?<!\bque)\s+(?:pon|ponle|pone|escribe|escribid|escribide|escribidme|diga|"
                            r"lleve escrito|leve escrito)\b[,]?\s*")




# «3 X y 2 más de Y», «e 2 máis de Y»: the count of another kind, said as «more»
_MORE_OF_RE = re.compile(rf"\b(?P<n>{_COUNT_WORD}) (?:mas|mais) (?P<of>de|do|da) (?!cada\b)")
