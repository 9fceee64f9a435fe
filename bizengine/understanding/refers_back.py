"""Words that point back to the thing named («quiero una nueva», «otra igual que esa», «unha como a
que tiña»): the thing is the one named in the message or the turn before, never a product of its
own. Spanish and Galician, accents already removed («tiña» reads «tina»)."""
from __future__ import annotations

import re

from bizengine.understanding.item_words import qty_token
from bizengine.understanding.lexicon import COUNT, WRAP_VERB
from bizengine.understanding.signals import Signals

_ONE = r"(?:un|una|uno|unha|otr[oa]|outr[oa])"
_THAT = (r"(?:esa|ese|eso|esta|este|aquella|aquel|aquela|la anterior|el anterior|a anterior|o anterior|"
         r"la de antes|el de antes|a de antes|o de antes)")
_HAD = (rf"(?:(?:la|el|lo|a|o) que (?:tenia|tenias|tina|tinas|tinha|tuve|tiven|habia|compre|merquei|"
        rf"me vendisteis|me vendiches|rompi|rompin|perdi|perdin|se me \w+)(?: antes)?|{_THAT})")
_NEW = r"(?:nuev[oa]|nov[oa])"
_SAME = (rf"(?:igual(?:it[oa])?(?: (?:que|a|ca) {_HAD})?|identic[oa](?: (?:a|que|ca) {_HAD})?|como {_HAD}"
         r"|del mismo|de la misma|do mesmo|da mesma)")
# not «a la una igual llego» (a time, and «igual» is «maybe»)
POINTS_BACK_RE = re.compile(
    rf"(?<!\bla )(?<!\ba )(?<!\bas )\b(?P<one>{_ONE})(?: (?:mas|mais))? (?:(?:exactamente|exacta|totalmente) )?"
    rf"(?:{_NEW}(?: {_SAME})?|{_SAME}(?: {_NEW})?)\b")


# words after the phrase that name no thing: «quiero una nueva para el martes» points back, «una nueva
# reserva» names its noun
_AFTER = frozenset("por porfa favor para pra que y e de do da del ya xa pues pois gracias grazas tambien tamen "
                   "mas mais hoy hoxe manana mana ahora agora con sin sen si se please cuanto canto".split())


def refers_back(norm: str) -> bool:
    """Whether a pointing phrase stands for its thing («quiero una nueva», «otra igual, porfa»)."""
    for m in POINTS_BACK_RE.finditer(norm):
        after = norm[m.end():].split()
        if not after or after[0] in _AFTER:
            return True
    return False


_ANOTHER = {"una": "otra", "uno": "otro", "un": "otro", "unha": "outra"}


def without_pointing_words(norm: str, more: bool = False) -> str:
    """The message with only the count of each pointing phrase left («quiero una nueva cadena» →
    «quiero una cadena»): the words name no product of their own. `more` (an order held): «una
    igual» is «otra», one more of what is held."""
    def kept(m: re.Match) -> str:
        one = _ANOTHER.get(m.group("one"), m.group("one")) if more else m.group("one")
        # «X y otra igual»: «igual» kept, for the count of X (the reader of items reads «otra igual» after X)
        return f"{one} igual" if one.startswith(("otr", "outr")) and " igual" in m.group(0) else one
    return POINTS_BACK_RE.sub(kept, norm)


def sold(biz, item_id: str) -> bool:
    return item_id in biz.products and not biz.products[item_id].get("duration_minutes")


def the_thing_pointed(s: Signals, biz, cart: list | None, told: str | None, last_item: str | None,
                      pointed: int | None = None, named_last: list | None = None) -> None:
    """What «una nueva», «otra igual» stand for: with a thing sold named beside a service (a
    problem's repair), the thing; with nothing named, one more of the order's last line, else one
    of the thing the problem told last turn was about (`told`) or the one talked about last.
    «ponme ese», «otros dos de esos» (`pointed`: the count said) take the one talked about last
    first, when the order does not hold it; several things named last (`named_last`) and none
    talked about since: which, asked. Nothing known: nothing set, and the order asks which."""
    found = s.items
    if not s.refers_back:
        return
    kept = [k for k, line in enumerate(found.lines) if sold(biz, line["item_id"])]
    if kept and len(kept) < len(found.lines):      # «se me rompió la X, quiero una nueva»: not the repair
        found.lines = [found.lines[k] for k in kept]
        found.explicit = [found.explicit[k] for k in kept if k < len(found.explicit)]
        return
    if found.lines or found.ambiguous or found.delta or found.removed:
        return
    held = {line["item_id"] for line in cart or []}
    count = pointed or 1
    if cart and pointed and last_item in held:      # «¿la X lleva …?», then «ponme otra de esas»: that X, as held
        options = next(dict(line.get("options") or {}) for line in reversed(cart) if line["item_id"] == last_item)
        found.lines, found.explicit = [{"item_id": last_item, "qty": count, "options": options}], [True]
        s.want_kw = True
        return
    if cart and not (pointed and last_item and sold(biz, last_item) and last_item not in held):
        named = [i for i in named_last or [] if i in held]
        _more_of_the_held(s, count, [*dict.fromkeys([*named, cart[-1]["item_id"]])] if pointed and named else [])
        return
    pick = told if told and sold(biz, told) else last_item
    if pick and sold(biz, pick):
        found.lines, found.explicit = [{"item_id": pick, "qty": count, "options": {}}], [False]
        s.want_kw = True


# the key of a choice asked among the things pointed at (no customer's noun: the question names them)
POINTED = "(pointed)"


def _more_of_the_held(s: Signals, count: int, named: list) -> None:
    """«otro de esos» with the order held: more of its last line, or, when the things pointed at
    (`named`, the last line among them) are several, which of them, asked."""
    if len(named) > 1:
        s.items.ambiguous = [{"word": POINTED, "candidates": named, "qty": count, "options": {}}]
    else:
        s.items.delta = count


def a_new_thing(s: Signals, biz) -> bool:
    """«se me rompió la X, quiero una nueva»: things sold, pointed back to; the problem told
    asks for no repair."""
    return s.refers_back and bool(s.items.lines) and all(sold(biz, line["item_id"]) for line in s.items.lines)


# «ponme también esa», «añade ese», «pon tamén ese», «engade esa»: the one talked about, pointed at
_PUT = (r"(?:pon|ponme|ponnos|pona|poname|dame|danos|dadme|anade\w*|engade\w*|agrega\w*|mete|meteme|echame|"
        r"me llevo|levo|quiero|quero)")
_THAT_ONE = r"(?:ese|esa|eso|este|esta|esto|ise|isa|iso|isto)"
_OF_THOSE = (r"(?:de (?:esos|esas|estos|estas|eses|estes|ese|esa|este|esta)|deses|desas|destes|destas|dese|desa|"
             r"deste|desta)")
_LEAD_IN = r"(?:(?:y|e|pues|pois|vale|ok|si|bueno|entonces|oye|venga|tambien|tamen)\s+)*"
_TAIL = r"(?:\s+(?:tambien|tamen|porfa|por favor|gracias|grazas))*"
_COUNT = (r"(?:[0-9]{1,2}|un|uno|una|unha|dos|dous|duas|tres|cuatro|catro|cinco|seis|otro|otra|outro|outra|"
          r"otros|otras|outros|outras)")
_THAT_ONE_PUT_RE = re.compile(rf"^{_LEAD_IN}{_PUT}(?: (?:tambien|tamen))? {_THAT_ONE}{_TAIL}$")
# «y otro de esos», «pon dos de esas», «engádeme dous deses», «otras dos más de esas»: a count of it
_SOME_OF_THOSE_RE = re.compile(rf"^{_LEAD_IN}(?:{_PUT} )?(?:(?:tambien|tamen) )?(?P<n>{_COUNT})(?: (?P<more>{_COUNT}))?"
                               rf"(?: (?:mas|mais))? {_OF_THOSE}{_TAIL}$")


# what takes some of the things just shown: «ponme», «encargo», «pídeme»; one of them, also «me quedo con»
_TAKE = rf"(?:{_PUT}|encargo|pido|encargame|pideme)"
_TAKE_ONE = rf"(?:{_TAKE}|me quedo con|quedome con)"
# «para el martes», «pro venres» after what is taken
_FOR_WHEN = r"(?: (?:para|pra|pro)\b.*)?"
# «quiero una», «me quedo con una para el martes», «pídeme un»: one, of the things just shown, none named
_ONE_UNNAMED_RE = re.compile(rf"^{_LEAD_IN}{_TAKE_ONE} (?:una|uno|un|unha){_FOR_WHEN}{_TAIL}$")


def takes_one_unnamed(norm: str) -> bool:
    """«quiero una», «me quedo con una para el martes»: one thing taken, which of them not said."""
    return bool(_ONE_UNNAMED_RE.match(norm))


_THAT_ONE_SAID_RE = re.compile(rf"\b{_THAT_ONE}(?: (?:mismo|misma|mesmo|mesma))?\b")
# before the pointing word: it refused or thanked for («no me gusta ese», «gracias por eso», «grazas por iso»)
_NOT_TAKEN_RE = re.compile(r"\b(?:no|non|ni|nin|nunca|gracias|grazas)\b")
# before it: it is taken («quiero ese», «vale pues ese», «ponme esa»)
_TAKEN_RE = re.compile(rf"\b(?:{_PUT}|vale|venga|ok|me quedo con|quedome con)\b")


def points_at_one(norm: str) -> bool:
    """«vale pues ese para el martes», «esa misma», «quero iso para o luns», «ese, envuelto para
    regalo»: a thing pointed at with no noun of its own, taken: alone, or with a want word before it,
    a «para» or how it is handed over after it. Not «ese día», «eso es todo», «no me gusta ese»,
    «gracias por eso», «pues eso»."""
    for m in _THAT_ONE_SAID_RE.finditer(norm):
        before, after = norm[:m.start()], norm[m.end():].split()
        handled = bool(after) and _HANDLING_RE.match(" ".join(after)) is not None     # «ese, envuelto para regalo»
        if after and after[0] not in _AFTER and not handled or _NOT_TAKEN_RE.search(before):
            continue
        if not before.strip() and not after or _TAKEN_RE.search(before) or after[:1] in (["para"], ["pra"]) \
                or handled:
            return True
    return False


def count_pointed(norm: str) -> int | None:
    """How many of the thing pointed at a message asks for, naming none («ponme también esa»: 1,
    «y otro de esos»: 1, «pon dos de esas»: 2); None when it points at nothing so."""
    if _THAT_ONE_PUT_RE.match(norm):
        return 1
    m = _SOME_OF_THOSE_RE.match(norm)
    if m is None:
        return None
    return qty_token(m.group("more") or m.group("n"))       # «otras dos de esas»: two


# «pero esa no la envolváis», «esa en otra bolsa», «mais esa non a envolvades»: a wish of the one pointed at
_WISH_POINTED_RE = re.compile(r"^(?:(?:pero|mais|y|e|ah|oye|eso si|iso si)\s+)*"
                              r"(?P<that>esa|ese|esta|este|isa|ise|aquella|aquel|aquela)\s+(?P<wish>.+)$")
# what names no wish: «esa no (la quiero)», «ese quítalo», «esa hora no puedo», «ese también»
_NOT_A_WISH_RE = re.compile(r"^(?:(?:no|non)(?: (?:la|lo|a|o))?(?: (?:quiero|quero|pongas|ponas|quites))?$|"
                            r"(?:no|non) (?:la |lo |a |o )?(?:quiero|quero)\b|"
                            r"(?:quit|sac|fuera|fora|sobra|mejor|mellor|tambien|tamen|igual|mism|mesm|otr|outr|"
                            r"dia|hora|nombre|nome|numero|telefono|precio|prezo|cuant|cant|que)\w*\b)")
# how it is handed over, the only wish a pointed thing carries: «en otra bolsa», «sin envolver», «no la
# metáis con las otras», «para regalo»; not «está bien», «ese me vale» («está» reads «esta»)
_HANDLING_RE = re.compile(r"^(?:en|nun|nunha|nunhas|nuns|sin|sen|con|aparte|para|pra)\b|"
                          r"^(?:no|non) (?:(?:la|lo|a|o|las|los|as|os) )?(?:met|pon|pong|xunt|junt)\w*|"
                          rf"\b(?:{WRAP_VERB}|separ|bolsa|caja|caixa|papel|regalo)\w*")


def wish_pointed(norm: str) -> str | None:
    """The wish said of a thing pointed at, without the pointing words («pero esa no la envolváis»:
    «no la envolvais»); None when the message says none so."""
    m = _WISH_POINTED_RE.match(norm)
    if m is None or _NOT_A_WISH_RE.match(m.group("wish")) or not _HANDLING_RE.search(m.group("wish")):
        return None
    return m.group("wish")


_FEMININE_THAT = frozenset(("esa", "esta", "isa", "aquella", "aquela"))


def gender_pointed(norm: str) -> str | None:
    """«esa» points at a feminine thing ("f"), «ese» at a masculine one ("m")."""
    m = _WISH_POINTED_RE.match(norm)
    return None if m is None else "f" if m.group("that") in _FEMININE_THAT else "m"


def the_one_pointed_at(cart: list, last_item: str | None, gender: str | None = None,
                       genders: dict[str, str] | None = None) -> str:
    """The thing of the order a wish points at: the one talked about last, if held, else the last named;
    with the gender pointed («esa») not its own (`genders`: of each thing held), the last held of that
    gender («una X y un Y, pero esa…»: X)."""
    held = [line["item_id"] for line in cart]
    one = last_item if last_item is not None and last_item in held else held[-1]
    genders = genders or {}
    if gender is None or not genders.get(one) or genders.get(one) == gender:
        return one
    return next((thing for thing in reversed(held) if genders.get(thing) == gender), one)


# «ponme dos», «vale pues 4 de esos para el martes», «pues uno de esos»: a count of the things just
# shown, none named (a want word or «de esos» says it is taken; a bare «dos» may be anything)
_SOME_UNNAMED_RE = re.compile(
    rf"^{_LEAD_IN}(?:{_TAKE} (?P<n>{COUNT})(?: {_OF_THOSE})?|(?P<m>{COUNT}) {_OF_THOSE}){_FOR_WHEN}{_TAIL}$")


# «3», «vale, pero ponme 3», «sí, 3», «mellor 3 deles», «3 para el martes»: a count alone, of the thing
# offered
_COUNT_ALONE_RE = re.compile(
    rf"^(?:(?:si|vale|ok|pero|pues|pois|mejor|mellor|entonces|bueno|venga)[\s,]+)*"
    rf"(?:(?:{_TAKE}|que sean|que sexan)\s+)?(?P<n>{COUNT})(?:\s+(?:de ellos|de ellas|deles|delas))?"
    r"(?:[\s,]+(?:para|pra|pa)\s.*)?[\s.!]*$")


def count_alone(norm: str) -> int | None:
    """How many a message asks for, naming nothing and saying nothing else but when («vale, pero ponme
    3»: 3, «tres para el martes»: 3); None when it says more or no count."""
    m = _COUNT_ALONE_RE.match(norm)
    return qty_token(m.group("n")) if m else None


def count_taken_unnamed(norm: str) -> int | None:
    """How many of the things just shown a message takes naming none («ponme dos»: 2, «4 de esos
    para el martes»: 4); None when it takes none so."""
    m = _SOME_UNNAMED_RE.match(norm)
    return qty_token(m.group("n") or m.group("m")) if m else None


# «quiero 3 de esas de <kind> para mañana», «pon dúas desas de <kind>»: a count of a kind pointed at,
# the kind a word of the things' descriptions
_OF_A_KIND_RE = re.compile(rf"^{_LEAD_IN}(?:{_TAKE} )?(?P<n>{COUNT}) {_OF_THOSE} (?:de|do|da|con|sin|sen) "
                           rf"(?P<kind>[a-z]{{4,}}){_FOR_WHEN}{_TAIL}$")


def count_of_a_kind(norm: str) -> tuple[int, str] | None:
    """How many of a kind a message asks for naming no thing, and the kind's word («3 de esas de
    X»: (3, "x")); None when it asks for none so."""
    m = _OF_A_KIND_RE.match(norm)
    n = qty_token(m.group("n")) if m else None
    return (n, m.group("kind")) if m and n else None
