"""Have-questions about a kind of thing («¿qué X tenéis?», «¿tenéis X baratos?»).

A kind the catalogue lacks (no category, product, alias or description word is the noun asked
about) is said plainly, with what there is, after the knowledge has had its say (it may know why:
«No vendemos X»). A word that narrows the kind named (a price word, a word of the descriptions)
lists only what it narrows to, the cheapest first for a price word.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz.distance import Levenshtein

from bizengine.conversation import info
from bizengine.conversation.cards import chip_text, cite, meta
from bizengine.conversation.handoff import kb_first
from bizengine.conversation.messages import join_list, pick, say
from bizengine.knowledge.words import STOP
from bizengine.language.feast_in_a_name import thing_named_for_a_feast
from bizengine.language.text import as_said, clean, singular
from bizengine.understanding.item_index import index_of
from bizengine.understanding.lexicon import (
    CHEAPEST_RE,
    HAVE_RE,
    HOLIDAY_RE,
    LOW_PRICE_RE,
    NOT_A_KIND_RE,
    NOW_RE,
    VISIT_WORDS,
)
from bizengine.understanding.named_alone import NamedAlone
from bizengine.understanding.vocabulary import vocabulary_of

# «¿qué X tenéis?», «¿cuáles X hay?»: a question about what there is of a kind
_WHICH_KIND_RE = re.compile(r"^(?:y |e )?(?:que|cuales|cales)\b")
_SELLS_RE = re.compile(r"\b(?:vendeis|vendedes|venden|vende|vendes)\b")
# «perdona, ¿hacéis también de X?», «disculpa, una pregunta…»: a courtesy before the question is no noun asked
_COURTESY_LEAD_RE = re.compile(r"^(?:(?:perdona|perdone|perdon|perdoa|perdoe|disculpa|disculpe|desculpa|desculpe|"
                               r"oiga|oia|mira|una pregunta|unha pregunta|una cosa|unha cousa)\s+)+")
_CHEAPEST_SHOWN = 3


@dataclass(frozen=True)
class KindAsked:
    group: list[dict]       # the products of the categories or the group named; [] when none is
    words: list[str]        # the words the catalogue's names do not hold: the noun, or what narrows
    cheap: bool             # a price word: the cheapest first


def answer(c, s) -> bool:
    """Answer a have-question about a kind, or return False for the usual answers."""
    asked = _asked(c, s)
    if asked is None:
        return False
    if asked.group:
        return _narrowed(c, s, asked)
    return _lacking(c, s, asked) if asked.words else _holding(c, s)


def _asked(c, s) -> KindAsked | None:
    norm, found, diet = s.norm or "", s.items, s.diet or {}
    if not (s.question and s.short) or found.lines or not HAVE_RE.search(norm) or s.asks_sizes:
        return None     # «¿qué tamaños hay?»: the sizes of the one being asked about, not a kind
    if s.when.has_day or s.when.has_time or any(diet.get(k) for k in ("avoid", "tags", "asks")):
        return None
    if any(t not in ("menu", "price") for t in info.topics_of(s)):
        return None     # «¿qué teléfono tenéis?»: the data's own topic
    asked = _COURTESY_LEAD_RE.sub("", norm)
    rest = NOW_RE.sub(" ", LOW_PRICE_RE.sub(" ", CHEAPEST_RE.sub(" ", asked)))     # not «No tenemos mismo»
    besides = [w for w in info.words_besides_catalogue(c.biz, rest) if not w.isdigit()]
    return KindAsked(_group(c, s, norm), besides, bool(LOW_PRICE_RE.search(norm) or CHEAPEST_RE.search(norm)))


def _group(c, s, norm: str) -> list[dict]:
    ids = [pid for amb in s.items.ambiguous for pid in amb.get("candidates", [])]
    if not ids:
        cats = info.categories_named(c.biz, norm)
        ids = [pid for pid, p in c.biz.products.items() if p.get("category") in cats]
    return [c.biz.products[pid] for pid in dict.fromkeys(ids) if pid in c.biz.products]


def _narrowed(c, s, asked: KindAsked) -> bool:
    """«¿tenéis X baratos?»: X's cheapest, cheapest first; «¿qué X de Y tenéis?»: the X whose
    description or tags hold Y. A word no product of X holds is the knowledge's to answer (or,
    when it has nothing, the usual list of X)."""
    if not asked.words and not asked.cheap:
        return False
    products = [p for p in asked.group if all(_describes(p, w) for w in asked.words)]
    if not products:        # «¿hacéis X con fotos?»: no X says so; the knowledge may, else the X are listed
        return bool(asked.words) and kb_first(c, s.text or "")
    if asked.cheap:
        products = sorted((p for p in products if isinstance(p.get("price_cents"), int)),
                          key=lambda p: p["price_cents"])[:_CHEAPEST_SHOWN]
    if not products:
        return False
    info.say_prices(c, "cheapest_first" if asked.cheap else "kind_have", products)
    c.listed = [p["id"] for p in products]
    return True


def _not_a_kind(biz, nouns: list[str]) -> bool:
    """The whole catalogue or the shop's own arrangements («¿qué ofertas tenéis?»), or what this
    trade calls its catalogue (business.json reading.catalog_words): never a kind it lacks."""
    catalogue = vocabulary_of(biz).catalog
    return bool(NOT_A_KIND_RE.search(" ".join(nouns))
                or (catalogue and catalogue.search(" ".join(singular(w) for w in nouns))))


def _lacking(c, s, asked: KindAsked) -> bool:
    """«¿qué X tenéis?» of an X nothing in the catalogue is: the knowledge first, then «no» with
    the categories there are. A word of a description lists those products instead."""
    nouns = [w for w in asked.words if not _purpose(s.norm or "", w)]
    if not nouns or len(nouns) > 3 or _not_a_kind(c.biz, nouns) or not _about_a_kind(s, nouns):
        return False
    described = [p for p in c.biz.products.values() if all(_describes(p, w) for w in nouns)]
    if described and asked.cheap:
        return _narrowed(c, s, KindAsked(described, [], asked.cheap))
    if described:   # «¿vendéis X?», X no name's word but a description's: the knowledge, then what has it
        kb_first(c, s.text or "")
        return _say_have(c, described, "kind_in_them", kind=_as_written(described, " ".join(nouns), s.text or ""))
    if _near_a_catalogue_word(c.biz, nouns):
        return False
    bare = not (_WHICH_KIND_RE.search(s.norm or "") or _SELLS_RE.search(s.norm or ""))
    return kb_first(c, s.text or "") or _say_missing(c, s, nouns, person=bare)


def _holding(c, s) -> bool:
    """«¿vendéis X?», «¿qué tenéis de X?»: words of the catalogue that name no product,
    group or category by themselves: the products whose names or descriptions hold them."""
    known = c.biz.cached("menu.catalogue_words", info.catalogue_words)
    words = [w for w in HAVE_RE.sub(" ", s.norm or "").split() if w not in STOP and singular(w) in known]
    if not words or len(words) > 2:     # the catalogue's own words: a bare «¿tenéis X?» asks of it too
        return False
    named = index_of(c.biz).word_items
    held = [p for p in c.biz.products.values()
            if all(_describes(p, w) or p["id"] in named.get(singular(w), ()) for w in words)]
    if not held:
        return False
    if all(any(p["id"] in named.get(singular(w), ()) for w in words) for p in held):   # «¿tenéis cajas?»
        return _say_have(c, held)
    return _say_have(c, held, "kind_in_them", kind=_as_written(held, " ".join(words), s.text or ""))


_INFINITIVE_RE = re.compile(r"\w{2,}(?:ar|er|ir)(?:nos|me|lo|la|los|las|le|lle)?$")


def _purpose(norm: str, word: str) -> bool:
    """«para cenar», «pa desayunar», «pra levar»: what it is for; «por internet», «polo teléfono»:
    how it is sold. Never a kind of thing."""
    w = re.escape(word)
    return (bool(_INFINITIVE_RE.fullmatch(word)) and re.search(rf"\b(?:para|pa|pra) {w}\b", norm) is not None) \
        or re.search(rf"\b(?:por|polo|pola|por el|por la) {w}\b", norm) is not None


def _about_a_kind(s, nouns: list[str]) -> bool:
    """«¿qué X tenéis?», «¿vendéis X?»: a kind of thing sold. A bare «¿tenéis X?» may ask of the
    place itself («¿tenéis <things>?», «¿tenéis aparcamiento para autocaravanas?»), which the
    knowledge or a person answers, never the catalogue's «no»."""
    norm = s.norm or ""
    return bool(_WHICH_KIND_RE.search(norm) or _SELLS_RE.search(norm)) \
        or (_things_to_have(nouns) and not _A_NUMBER_RE.search(norm)) \
        or thing_named_for_a_feast(HOLIDAY_RE, norm)      # («tiene 6 años»: no thing asked)


def _things_to_have(nouns: list[str]) -> bool:
    """A bare «¿tenéis X?» of one plural noun: things to have, of the catalogue's kind; a place's own
    («¿tenéis aseos?», «¿tenéis mesas fuera?»: lexicon.VISIT_WORDS, more than a word) is never said of
    it. A person stays a chip away."""
    return len(nouns) == 1 and singular(nouns[0]) != nouns[0] and nouns[0] not in _WHO | _TRAITS \
        and not {nouns[0], singular(nouns[0])} & VISIT_WORDS


# «¿de qué tamaños la tenéis?», «¿tenéis más sabores?»: what a thing is like, asked (no thing of its own)
_TRAITS = frozenset("tamaños tamanos medidas sabores colores tallas formas opciones opcions variedades precios prezos "
                    "horarios anos años dias días horas ofertas descuentos".split())
_A_NUMBER_RE = re.compile(r"\d")
# «¿los hacéis vosotros?», «¿os facedes vosoutros?»: who, no thing
_WHO = frozenset("vosotros vosotras vosoutros vosoutras nosotros nosotras nosoutros nosoutras ellos ellas eles elas "
                 "ustedes todos todas".split())


def _say_have(c, products: list[dict], lead: str = "kind_have", **names) -> bool:
    info.say_prices(c, lead, products[:6], **names)
    c.listed = [p["id"] for p in products]
    return True


def named_alone_not_had(c, s) -> bool:
    """«o <title> en galego», «quero o <title>»: a thing named alone as goods are, at a shop where no
    name, alias or description of the catalogue says its head word (nor one a letter away): after the
    knowledge has had its say, «No tengo «…» en el catálogo.» with the categories there are. A person,
    a place or a time named («la chica de siempre», «el parking de la esquina») is a person's."""
    named = s.named_alone
    if named is None or named.no_goods or _said_more(s) or not _named_as_goods(named) \
            or _of_the_catalogue(c.biz, named.head):
        return False
    if kb_first(c, s.text or ""):
        return True
    return _say_missing(c, s, [named.head], as_said(named.phrase, s.text or ""), "named_missing")


def _said_more(s) -> bool:
    """A thing, a day, a time, a diet, a name or a topic said beside it: not a thing named alone."""
    when, diet = s.when, s.diet or {}
    return bool(s.has_items or s.items.unknown or s.items.ambiguous or info.topics_of(s) or when.has_day
                or when.has_time or when.part or any(diet.values()) or s.name or s.phone)


def _named_as_goods(named: NamedAlone) -> bool:
    """Wished («quero o …»), in a language («… en galego») or beside a category's word: goods asked
    for. A bare «el X rojo» may be anything («la chica rubia»): a person's."""
    return named.wished or named.in_a_language or named.beside_a_category


def _of_the_catalogue(biz, head: str) -> bool:
    known = biz.cached("menu.catalogue_words", info.catalogue_words)
    return singular(head) in known or _not_a_kind(biz, [head]) or _near_a_catalogue_word(biz, [head])


def _say_missing(c, s, nouns: list[str], kind: str = "", key: str = "kind_missing", person: bool = False) -> bool:
    """«No tenemos X en el catálogo. Tenemos: A, B y C.», a chip for each category (`person`: and one
    to ask a person, when the question may have been of something else than goods)."""
    lang = c.lang
    kind = kind or as_said(_with_words_between(nouns, s.norm or ""), s.text or "")
    names = [pick(cat.get("name"), lang) for cid, cat in c.biz.categories.items()
             if any(p.get("category") == cid for p in c.biz.products.values())]
    chips = [chip_text(n, say("kind_chip_text", lang, category=n)) for n in names[:6]]
    if person:
        chips.append(chip_text(say("trouble_person_chip", lang), say("trouble_person_text", lang)))
    ev = c.note("menu", True, f"ningún producto ni categoría es «{' '.join(nouns)}»")
    c.say(say(key, lang, kind=kind, list=join_list(names, lang)),
          meta(chips=chips or None, cites=[cite(say("cite_catalog", lang), "catalog.json")], evidence=[ev]))
    return True


def _with_words_between(nouns: list[str], norm: str) -> str:
    """The nouns as said, with the small words between them («canciones de cuna», not «canciones cuna»)."""
    m = re.search(r"\b" + r"(?: \w+){0,2}? ".join(map(re.escape, nouns)) + r"\b", norm)
    return m.group(0) if m else " ".join(nouns)


def _describes(product: dict, word: str) -> bool:
    own = _product_words(product)
    return singular(word) in own or word in own


def _as_written(products: list[dict], phrase: str, text: str) -> str:
    """A folded phrase as a name or description writes it (a customer's «crepe» → «crêpe»), else as the customer did."""
    for p in products:
        texts = [p.get("name") or "", p.get("description") or ""]
        for written in (w for t in texts for w in (t.values() if isinstance(t, dict) else [t])):
            found = as_said(phrase, str(written))
            if found != phrase:
                return found.lower()
    return as_said(phrase, text)


def _product_words(product: dict) -> set[str]:
    """The words of a product's description (every language) and tags, folded, in the singular."""
    desc = product.get("description") or ""
    texts = [*(desc.values() if isinstance(desc, dict) else [desc]), *(product.get("tags") or [])]
    return {singular(w) for t in texts for w in clean(str(t).replace("_", " ")).split() if w not in STOP}


def _near_a_catalogue_word(biz, nouns: list[str]) -> bool:
    """A misspelt word of the catalogue («novlas»): not a kind it lacks."""
    known = biz.cached("menu.catalogue_words", info.catalogue_words) | {
        w for p in biz.products.values() for w in _product_words(p)}
    return any(len(n) > 3 and any(Levenshtein.distance(singular(n), k) <= 1 for k in known if len(k) > 3)
               for n in nouns)
