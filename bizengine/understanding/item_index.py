"""The catalogue as an index the item reader searches: phrases, option choices, head nouns and a
typo matcher for one-word names."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process
from rapidfuzz.distance import Levenshtein

from bizengine.language.text import clean, normalize, singular, sound_key, to_int
from bizengine.understanding.details import ProductWords
from bizengine.understanding.verb_forms import said_forms
from bizengine.understanding.verb_misspelt import misspelling_keys
from bizengine.understanding.vocabulary import vocabulary_of

TYPO_MIN_LEN = 6      # shorter words are never read as typos
TYPO_MIN_RATIO = 85   # rapidfuzz.fuzz.ratio, 0..100


@dataclass
class ItemIndex:
    phrases: dict        # first word → [(words, kind, target)], longest first
    exact: dict          # words → (kind, target) (products win over groups)
    one_word: list       # [(word, item_id)] one-word names, for typo matching
    word_items: dict     # catalogue word → the products whose names use it
    typo_memo: dict      # word → item_id | None, bounded
    options: dict        # first word → [(words, option_id, choice_id)], longest first
    head: dict           # item_id → head noun of its name (first word)
    known: frozenset     # every catalogue word (singular)
    places: frozenset    # one-word aliases that are also words of the business address
    not_items: frozenset = frozenset()   # the trade's words that are no product (business.json `reading`)
    units: frozenset = frozenset()       # the trade's counting words after an option («3 sesiones»)
    flavoured: dict = field(default_factory=dict)   # words → the products named «<words> de …»
    sounds: dict = field(default_factory=dict)      # sound_key → the one catalogue word that sounds so
    group_heads: dict = field(default_factory=dict)  # first word of a group's longer names only → the group
    flavours: frozenset = frozenset()   # the word after «de» in a product's name («chocolate», «zorza»)
    own_words: dict = field(default_factory=dict)   # item_id → the words of its names and description
    after_of: dict = field(default_factory=dict)    # the words after «de» in a name or alias → its products
    own_name_word: dict = field(default_factory=dict)   # a word only one product's names use → that product
    # a verb a product's alias is alone («teñir», «tiñáis») → the words its longer verb aliases take after it
    # («teñirme el X»); only for products that have both (verb_object.said_of_another_thing)
    verb_objects: dict = field(default_factory=dict)
    # a one-word name of TYPO_MIN_LEN letters or more, a vowel between consonants dropped → its product
    # (five letters: too short for typo_match); None where two products' names drop to the same word
    letter_dropped: dict = field(default_factory=dict)
    # the first word of a verb alias said with more words («centren» of «centren la X»), by its spellings
    # one letter short (verb_misspelt): what a verb misspelt by a letter is read as
    verb_misspellings: dict = field(default_factory=dict)
    # the verbs the reader says of aliases that no name or alias writes («centren», «teñáis»)
    said_verbs: frozenset = frozenset()


def index_words(s: str) -> tuple:
    return tuple(singular(w) for w in clean(s).split())


def numbers_as_digits(words: tuple) -> tuple:
    return tuple(str(to_int(w)) if to_int(w) is not None else w for w in words)


def _build_index(biz) -> ItemIndex:
    exact: dict = {}
    for group, amb in biz.catalog.get("ambiguous", {}).items():
        for a in [group, *amb.get("aliases", [])]:
            exact.setdefault(index_words(a), ("ambiguous", group))
    one_word: list = []
    head: dict = {}
    word_items: dict[str, set[str]] = {}
    for p in biz.catalog.get("products", []):
        names = [p["name"], *p.get("aliases", [])]
        for a in names:
            ws = index_words(re.sub(r"\(.*?\)", " ", a))
            if ws:
                exact[ws] = ("product", p["id"])   # products beat groups on the same words
                for w in ws:
                    word_items.setdefault(w, set()).add(p["id"])
                if len(ws) == 1 and len(ws[0]) >= TYPO_MIN_LEN - 1 and (ws[0], p["id"]) not in one_word:
                    one_word.append((ws[0], p["id"]))
        name_words = index_words(p["name"])
        head[p["id"]] = name_words[0] if name_words else ""
    _other_heads(biz, exact)
    verbs, said_with_more = _verb_forms(biz, exact)
    verb_objects = _verb_objects(biz)
    phrases: dict = {}
    for ws, (kind, target) in exact.items():
        phrases.setdefault(ws[0], []).append((ws, kind, target))
    for lst in phrases.values():
        lst.sort(key=lambda x: -len(x[0]))
    options: dict = {}
    for oid, opt in biz.catalog.get("options", {}).items():
        for ch in opt.get("choices", []):
            name = ch.get("name")
            for a in [*(name.values() if isinstance(name, dict) else [name or ""]), *ch.get("aliases", [])]:
                ws = numbers_as_digits(index_words(a))
                if ws:
                    options.setdefault(ws[0], []).append((ws, oid, ch["id"]))
    for lst in options.values():
        lst.sort(key=lambda x: -len(x[0]))
    known = frozenset(w for ws in exact for w in ws)
    address = set(index_words(biz.data.get("contact", {}).get("address", "")))
    places = frozenset(ws[0] for ws in exact if len(ws) == 1 and ws[0] in address)
    vocab = vocabulary_of(biz)
    own_words = _own_words(biz)
    return ItemIndex(phrases, exact, one_word, word_items, {}, options, head, known, places,
                  not_items=vocab.not_items, units=vocab.units | vocab.party_words, flavoured=_flavoured(exact),
                  sounds=_sounds(known), group_heads=_group_heads(exact, biz.catalog.get("ambiguous") or {}, verbs),
                  flavours=_flavours(exact), own_words=own_words, after_of=_after_of(exact),
                  letter_dropped=_letter_dropped(one_word, known),
                  own_name_word=_own_name_word(exact, own_words), verb_objects=verb_objects,
                  verb_misspellings=misspelling_keys(said_with_more), said_verbs=verbs)


def _flavours(exact: dict) -> frozenset:
    return frozenset(ws[i + 1] for ws, (kind, _) in exact.items() if kind == "product"
                     for i, w in enumerate(ws[:-1]) if w in ("de", "do", "da") and ws[i + 1].isalpha())


def _after_of(exact: dict) -> dict:
    """«X» of «<noun> de X», «X Y» of «<noun> de X Y»: the one or two words after a name's or an
    alias's «de» (words, never a number: «caja de 6 …») → the products named so."""
    out: dict[tuple, set] = {}
    for ws, (kind, target) in exact.items():
        if kind != "product":
            continue
        for i in (i for i, w in enumerate(ws[1:-1], 1) if w in ("de", "do", "da") and ws[i + 1].isalpha()):
            for said in {ws[i + 1:i + 2], ws[i + 1:i + 3]}:
                out.setdefault(said, set()).add(target)
    return out


# shorter words («ceo», «ra», «sol») are too easily another word of the message
_OWN_WORD_MIN_LEN = 4


def _own_name_word(exact: dict, own_words: dict) -> dict[str, str]:
    """«Y» of a title «la Y y la Z»: a word of a product's names or aliases that no other
    product's names or description use → that product (what «el de la Y» names)."""
    owners = Counter(w for words in own_words.values() for w in words)
    return {w: target for ws, (kind, target) in exact.items() if kind == "product" for w in ws
            if owners[w] == 1 and len(w) >= _OWN_WORD_MIN_LEN and w.isalpha() and w in own_words.get(target, ())}


def _own_words(biz) -> dict:
    """Each product's words: its names, aliases and description in every language."""
    out = {}
    for p in biz.catalog.get("products", []):
        desc = p.get("description") or ""
        texts = [p["name"], *p.get("aliases", []), *(desc.values() if isinstance(desc, dict) else [desc])]
        out[p["id"]] = frozenset(w for t in texts for w in index_words(t))
    return out


def _group_heads(exact: dict, groups: dict, verbs: frozenset) -> dict:
    """«barra» of «barra de pan»: a word that starts only names of one group (or of the products it
    chooses from: «<head> X Y», a name of one of them, beside the group's «<head> X»), and names nothing by itself;
    «2 barras» is then that group (the reader counts it, never a bare mention). A verb the reader
    says of an alias («arregléis» of «arreglar la X», `verbs`) is no head: «que me arregléis la Y»
    names no group (a dataset's own «arregláis la X» still is)."""
    targets: dict[str, set] = {}
    for ws, kind_target in exact.items():
        if len(ws) > 1:
            targets.setdefault(ws[0], set()).add(kind_target)
    heads = {}
    for head, found in targets.items():
        named = {target for kind, target in found if kind == "ambiguous"}
        group = next(iter(named)) if len(named) == 1 else None
        of_it = set((groups.get(group) or {}).get("candidates") or [])
        if group and all(kind == "ambiguous" or target in of_it for kind, target in found) \
                and (head,) not in exact and head.isalpha() and len(head) >= 4 and to_int(head) is None \
                and head not in verbs:
            heads[head] = group
    return heads


def _sounds(known: frozenset) -> dict:
    """Catalogue words of 4+ letters by how they sound, when no other catalogue word sounds the same."""
    by_key: dict[str, set[str]] = {}
    for w in known:
        if len(w) >= 4 and w.isalpha():
            by_key.setdefault(sound_key(w), set()).add(w)
    return {k: next(iter(ws)) for k, ws in by_key.items() if len(ws) == 1}


def _flavoured(exact: dict) -> dict:
    """For every product phrase «A B de C…», the words before the «de» («A B») → its products,
    when those words also name a product by themselves (an alias shorter than the name)."""
    out: dict[tuple, list[str]] = {}
    for ws, (kind, target) in exact.items():
        cut = next((i for i, w in enumerate(ws) if w in ("de", "do", "da")), None)
        if kind == "product" and cut and exact.get(ws[:cut], ("",))[0] == "product" \
                and target not in out.setdefault(ws[:cut], []):
            out[ws[:cut]].append(target)
    return {k: v for k, v in out.items() if v}


def _other_heads(biz, exact: dict) -> None:
    """A product named after its group («<group> de X») is also found under the group's other
    one-word names («<another name of the group> de X»), unless those words name something else."""
    for group, amb in biz.catalog.get("ambiguous", {}).items():
        heads = {ws[0] for ws in (index_words(a) for a in [group, *amb.get("aliases", [])]) if len(ws) == 1}
        members = set(amb.get("candidates", []))
        for ws, (kind, target) in list(exact.items()):
            if kind == "product" and target in members and len(ws) > 1 and ws[0] in heads:
                for h in heads - {ws[0]}:
                    exact.setdefault((h, *ws[1:]), ("product", target))


def _verb_forms(biz, exact: dict) -> tuple[frozenset, frozenset]:
    """«que me arregléis la X», «arreglarme a X»: an alias starting with an infinitive, said in
    the customer's person or with a pronoun joined (verb_forms), names what the alias names; the
    aliases as written and the products (before the groups) win on the same words. Gives the verbs
    so said that no name or alias starts with as written, and every verb of such an alias said
    with more words after it (its infinitive as written too)."""
    named = [*(("product", p["id"], a) for p in biz.catalog.get("products", []) for a in p.get("aliases", [])),
             *(("ambiguous", group, a) for group, amb in biz.catalog.get("ambiguous", {}).items()
               for a in amb.get("aliases", []))]
    written = {ws[0] for ws in exact}
    names = _name_words(biz)
    verbs: set[str] = set()
    with_more: set[str] = set()
    for kind, target, alias in named:
        for said in said_forms(normalize(alias), names):
            words = index_words(said)
            exact.setdefault(words, (kind, target))
            verbs.add(words[0])
            if len(words) > 1:
                with_more.update((words[0], index_words(alias)[0]))
    return frozenset(verbs - written), frozenset(with_more)


def _name_words(biz) -> frozenset[str]:
    """The words of the products' names, as normalised: a one-word alias that is one is no verb."""
    return frozenset(w for p in biz.catalog.get("products", []) for w in normalize(p["name"]).split())


def _verb_objects(biz) -> dict[str, frozenset[str]]:
    """Each one-word alias that is a verb, and its forms, → the words the same product's names and
    aliases use («teñirme el X», «<name> Y»), when one of its aliases says the verb with what it takes."""
    out: dict[str, frozenset[str]] = {}
    names = _name_words(biz)
    for p in biz.catalog.get("products", []):
        aliases = [normalize(a) for a in p.get("aliases", [])]
        if not any(" " in a and said_forms(a) for a in aliases):
            continue
        takes = frozenset(w for a in [p["name"], *aliases] for w in index_words(a))
        for a in aliases:
            if " " not in a and (forms := said_forms(a, names)):
                out.update((w, takes) for said in [a, *forms] for w in index_words(said) if len(index_words(said)) == 1)
    return out


def index_of(biz) -> ItemIndex:
    return biz.cached("orders.index", _build_index)


def product_words(biz) -> ProductWords:
    """What of the catalogue a customer's name is told apart from (details.ProductWords)."""
    def build(b) -> ProductWords:
        idx = index_of(b)
        phrases = frozenset(ws for ws, (kind, _) in idx.exact.items() if kind == "product" and len(ws) > 1)
        choices = frozenset(w for said in idx.options.values() for ws, _, _ in said for w in ws)
        return ProductWords(frozenset(idx.head.values()), phrases, choices, idx.known, _own_name_words(idx))
    return biz.cached("nlu.product_words", build)


def _own_name_words(idx: ItemIndex) -> frozenset[str]:
    """The words of a product's names that no other product's names or description use."""
    owners = Counter(w for words in idx.own_words.values() for w in words)
    return frozenset(w for w, (kind, item_id) in ((w, v) for ws, v in idx.exact.items() for w in ws)
                     if kind == "product" and owners[w] == 1 and w in idx.own_words.get(item_id, ()))


_VOWELS = frozenset("aeiou")


def _letter_dropped(one_word: list, known: frozenset) -> dict:
    """Each one-word name of TYPO_MIN_LEN letters or more with a vowel between two consonants dropped
    («<cadna>» of «<cadena>») → its product (None when two products' names drop to it). Only such a vowel: a
    last or a first letter dropped, or one beside another vowel, leaves words of their own (Galician «<fillo>»,
    a son, of «<filloa>»); never a word the catalogue uses itself."""
    out: dict = {}
    for word, item_id in one_word:
        if len(word) < TYPO_MIN_LEN:
            continue
        dropped = {word[:i] + word[i + 1:] for i in range(1, len(word) - 1)
                   if word[i] in _VOWELS and not {word[i - 1], word[i + 1]} & _VOWELS}
        for short in dropped - known:
            out[short] = item_id if out.get(short, item_id) == item_id else None
    return out


def typo_match(idx: ItemIndex, w: str) -> str | None:
    """The one-word product a misspelt word means, memoised: rapidfuzz ratio ≥ 85, or one letter
    changed (a substitution in a six-letter word scores only 83). A word the catalogue uses for
    other products («gallega» of «bica gallega») is never a typo of a different one."""
    if w in idx.typo_memo:
        return idx.typo_memo[w]
    names = [word for word, _ in idx.one_word]
    hit = process.extractOne(w, names, scorer=fuzz.ratio, score_cutoff=TYPO_MIN_RATIO)
    at = hit[2] if hit else next((i for i, n in enumerate(names) if Levenshtein.distance(w, n) == 1), None)
    best = idx.one_word[at][1] if at is not None else None
    if best and best not in idx.word_items.get(w, {best}):
        best = None
    if len(idx.typo_memo) > 4096:
        idx.typo_memo.clear()
    idx.typo_memo[w] = best
    return best
