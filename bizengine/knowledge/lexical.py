"""Lexical search: an inverted index of chunk terms scored against a question's words (and synonyms)."""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from bizengine.knowledge.chunks import Chunk, chunks_of
from bizengine.knowledge.words import (
    GENERIC_SYNONYMS,
    ORDINAL_RE,
    QUALIFIERS,
    UNWRITTEN_SYNONYMS,
    spanish_spellings,
    term_set,
    terms,
)
from bizengine.language.feast_in_a_name import without_feasts_in_names
from bizengine.language.holidays import FEAST_RE
from bizengine.language.text import normalize

TITLE_BOOST = 1.5        # a word in the section title weighs 50 % more
SYNONYM_WEIGHT = 0.85    # a synonym counts a bit less than the customer's own word
UNKNOWN_WEIGHT = 1.0     # a question word found nowhere counts against the score (capped)
# «¿alquiláis bicis eléctricas?» asks whether the business rents at all: the verb met through its stem
# («alquilamos», «Alquiler») weighs twice the thing named, so the text about renting comes before
# the one about the thing
ASKED_VERB_WEIGHT = 2.0
# «alquiláis», «alugades», «vendéis»: what the business is asked to do (not «necesito», the customer's)
_YOU_ALL_ENDINGS = ("ais", "eis", "ades", "edes", "ides")

# Words only (no vectors): a section answers only when it covers this share of the question's
# content (`coverages`). Measured on evals/retrieval.yaml (52 answerable + 34 unanswerable
# questions, es + gl, 2026-11-30): 0.40 gives «no answer» precision 0.88 and recall 0.88 and
# loses 4 of 52 answerable questions; 0.45 → P 0.84 R 0.94 (6 lost); 0.35 → P 0.87 R 0.76.
MIN_COVERAGE = 0.40
# A section taking a question from the data («¿dónde puedo aparcar?» from the address) must cover
# more of it: «¿dónde envío el currículum?» finds «No hacemos envíos» at 0.50; the parking 0.85–1.
ABOUT_COVERAGE = 0.60


@dataclass
class LexIndex:
    chunks: list[Chunk]
    postings: dict[str, list[tuple[int, float]]]   # term -> [(chunk index, 1 or TITLE_BOOST)]
    idf: dict[str, float]
    synonyms: dict[str, list[tuple[str, float]]]   # term -> [(term, weight)]
    unknown_idf: float
    by_id: dict[str, int] = field(default_factory=dict)
    # every start of STEM_MIN+ letters of a written word → the words starting so, in idf order
    by_start: dict[str, list[str]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.by_start = _words_by_start(self.idf)


def _words_by_start(words) -> dict[str, list[str]]:
    by_start: dict[str, list[str]] = {}
    for t in words:
        for end in range(STEM_MIN, len(t) + 1):
            by_start.setdefault(t[:end], []).append(t)
    return by_start


def _synonyms_of(biz) -> dict[str, list[tuple[str, float]]]:
    merged: dict[str, list[tuple[str, float]]] = {}
    own = (biz.data.get("synonyms") or {}) if biz is not None else {}
    for source in (GENERIC_SYNONYMS, own):
        for key, values in source.items():
            k = terms(key)
            if len(k) != 1:
                continue
            bucket = merged.setdefault(k[0], [])
            for v in values if isinstance(values, (list, tuple)) else [values]:
                for t in terms(str(v)):
                    if t != k[0] and all(t != x for x, _ in bucket):
                        bucket.append((t, SYNONYM_WEIGHT))
    return merged


def build_index(chunks: list[Chunk], biz=None) -> LexIndex:
    postings: dict[str, list[tuple[int, float]]] = {}
    for i, c in enumerate(chunks):
        title = term_set(c.heading)
        body = term_set(c.text) | term_set(c.text_gl)
        for t in title | body:
            postings.setdefault(t, []).append((i, TITLE_BOOST if t in title else 1.0))
    n = len(chunks)
    idf = {t: math.log(1 + n / (1 + len(p))) for t, p in postings.items()}
    return LexIndex(chunks, postings, idf, _synonyms_of(biz), math.log(1 + n),
                    {c.id: i for i, c in enumerate(chunks)})


def index_of(biz) -> LexIndex:
    return biz.cached("kb.lexical", lambda b: build_index(chunks_of(b), b))


def lexical_scores(index: LexIndex, text: str) -> dict[int, float]:
    """Chunk index → score in 0..1.

    Each content word of the question is a group (the word plus its synonyms, which count
    SYNONYM_WEIGHT). A group adds, for each chunk, its best member's idf × (1.5 if that
    member is in the section title, 1 if only in the body). The sum is divided by the best
    possible for this question: every group's best member in a title. So 1.0 means every
    word of the question is in the section's title. A word found nowhere in the knowledge
    base (not even through a synonym) adds the idf of an unseen word to that ideal, but all
    unknown words together at most double it: they can halve a score, never sink a good
    match (long questions are full of verbs the knowledge never uses). A question with no
    known word scores nothing, so it never reaches the model.
    """
    groups = _weighed_groups(index, text)
    if not groups:
        return {}
    acc: dict[int, float] = {}
    ideal = unknown = 0.0
    for members, weight in groups:
        best_ideal = 0.0
        gbest: dict[int, float] = {}
        for term, w in members.items():
            idf = index.idf.get(term)
            if idf is None:
                continue
            best_ideal = max(best_ideal, weight * w * TITLE_BOOST * idf)
            for i, b in index.postings[term]:
                v = weight * w * b * idf
                if v > gbest.get(i, 0.0):
                    gbest[i] = v
        if best_ideal:
            ideal += best_ideal
        else:
            unknown += UNKNOWN_WEIGHT * TITLE_BOOST * index.unknown_idf
        for i, v in gbest.items():
            acc[i] = acc.get(i, 0.0) + v
    if ideal <= 0:
        return {}
    ideal += min(unknown, ideal)
    return {i: min(1.0, v / ideal) for i, v in acc.items()}


def _groups(index: LexIndex, text: str) -> list[dict[str, float]]:
    """Each content word of the question once, with its synonyms at their weight; a verb form
    the knowledge never writes meets the words of its stem («alquiláis» → «alquiler»)."""
    return [members for members, _weight in _weighed_groups(index, text)]


def _weighed_groups(index: LexIndex, text: str) -> list[tuple[dict[str, float], float]]:
    """`_groups`, each with its weight: ASKED_VERB_WEIGHT for a verb asking what the business does,
    met through its stem, else 1."""
    groups: list[tuple[dict[str, float], float]] = []
    seen: set[str] = set()
    for t in terms(without_feasts_in_names(FEAST_RE, normalize(text))):
        if (t in QUALIFIERS or ORDINAL_RE.match(t)) and t not in index.idf:
            continue
        if t not in seen:
            seen.add(t)
            members = {t: 1.0}
            for s, w in index.synonyms.get(t, ()):
                members.setdefault(s, w)
            stems: list[str] = []
            if not any(m in index.idf for m in members):
                written = _written_as(index, t)
                members.update(written)
                same_stem = set(_same_stem(index, t))
                stems = [s for s in written if s in same_stem]
            asks_the_business = stems and t.endswith(_YOU_ALL_ENDINGS)
            groups.append((members, ASKED_VERB_WEIGHT if asks_the_business else 1.0))
    return groups


def _written_as(index: LexIndex, word: str) -> dict[str, float]:
    """The words the knowledge writes for a question word it never writes: its Spanish spelling
    («galego» → «gallego»), else what it stands for there (`UNWRITTEN_SYNONYMS`), else the words
    of its stem («alquiláis» → «alquiler»), or of its Spanish spelling's stem («traballades» →
    «trabajamos»). A word with synonyms none of which is written is looked up the same way."""
    for spelled in spanish_spellings(word):
        if spelled in index.idf:
            return {spelled: 1.0}
    bare = _JOINED_TO_INFINITIVE.sub("", word)
    if bare != word:        # «mandarme», «levárnolo»: the infinitive, or what it stands for
        infinitive = {t: w for t, w in [(bare, 1.0), *index.synonyms.get(bare, ())] if t in index.idf}
        if infinitive:
            return infinitive
    meant = [t for t in UNWRITTEN_SYNONYMS.get(word, ()) if t in index.idf] or [
        t for t in (word + pronoun for pronoun in _JOINED_PRONOUNS) if t in index.idf]
    stems = meant or _same_stem(index, word) or next(
        (found for spelled in spanish_spellings(word) if (found := _same_stem(index, spelled))), [])
    return {s: SYNONYM_WEIGHT for s in stems}


# Verb endings of a question («alquiláis», «arreglades», «reparan»): what is left must be a
# stem of 5+ letters that some written word of the knowledge starts with.
# «cancelamos» is read as the plural-less «cancelamo» (`words.singular`).
_VERB_ENDINGS = ("ariais", "eriais", "ades", "edes", "ides", "ais", "eis", "amos", "emos", "imos",
                 "amo", "emo", "imo", "an", "en", "as", "es", "ar", "er", "ir", "o", "a", "e", "ad", "ed", "id")
STEM_MIN = 5


# «mandarme», «levarnolo»: a pronoun joined to an infinitive of the question
_JOINED_TO_INFINITIVE = re.compile(r"(?<=\w{3}[aei]r)(?:me|nos?|te|che|lles?|les?|los?|las?|nol[oa]|mel[oa]|sel[oa])$")
# «pedir» written «pedirla», «encargar» «encargarlo»: an infinitive the texts write with its pronoun
_JOINED_PRONOUNS = ("la", "lo", "las", "los", "le", "les")


def _same_stem(index: LexIndex, word: str) -> list[str]:
    for ending in _VERB_ENDINGS:
        stem = word[:-len(ending)]
        if word.endswith(ending) and len(stem) >= STEM_MIN:
            return [t for t in index.by_start.get(stem, ()) if t != word]
    return []


# «¿cuántas calorías…?», «¿cuántos gramos…?», «¿cuántas kcal…?»: the plural of «cuánto» and a
# plural noun or a unit name what the question counts (a verb may follow instead: «¿cuántas
# necesito?», «¿cuántas quedan?»)
_COUNTED = re.compile(r"\b(?:cuant[oa]s|cant[oa]s) ([a-z]+s|kcal|kg|gr?|mg|ml|cl|cm)\b")


def counts_the_unknown(index: LexIndex, text: str) -> bool:
    """Whether the question counts something the knowledge never mentions («¿cuántas calorías
    tiene una porción?»): no section answers it, however many of its other words it shares."""
    m = _COUNTED.search(normalize(text))
    counted = terms(m.group(1)) if m else []
    if not counted:
        return False
    members = {counted[0], *(s for s, _w in index.synonyms.get(counted[0], ()))}
    return not any(t in index.idf for t in members)


def coverages(index: LexIndex, text: str) -> dict[int, float]:
    """How much of the question's content each section covers, 0..1 (sections covering none of
    it are left out).

    Each content word weighs its idf (a word found nowhere weighs the idf of an unseen word,
    uncapped: «wifi» or «calorías» is what the question is about); a section covers it when
    the word or one of its synonyms (at the synonym's weight) is in its title or body. Unlike
    the score, a shared common word («shop», «open») covers little of a question about
    something else. A question counting something unknown is covered by nothing."""
    if counts_the_unknown(index, text):
        return {}
    total = 0.0
    covered: dict[int, float] = {}
    for members in _groups(index, text):
        known = [index.idf[t] for t in members if t in index.idf]
        weight = max(known) if known else index.unknown_idf
        total += weight
        hit: dict[int, float] = {}
        for term, w in members.items():
            for j, _boost in index.postings.get(term, ()):
                hit[j] = max(hit.get(j, 0.0), w)
        for j, w in hit.items():
            covered[j] = covered.get(j, 0.0) + weight * w
    return {j: c / total for j, c in covered.items()} if total else {}


def bodies_holding_all(index: LexIndex, text: str) -> set[int]:
    """The sections whose body holds every word of the question and whose title holds none (itself
    or as the knowledge writes it): «¿tienen hora hoy?» and «…unas horas de antelación»."""
    groups = _groups(index, text)
    held: dict[int, set[int]] = {}
    titled: set[int] = set()
    for place, members in enumerate(groups):
        for term in members:
            for j, boost in index.postings.get(term, ()):
                held.setdefault(j, set()).add(place)
                if boost > 1.0:
                    titled.add(j)
    return {j for j, places in held.items() if j not in titled and len(places) == len(groups)}


def section_about(biz, question: str, word: str) -> bool:
    """Whether the section the words find first for `question` is about `word`: its title names
    it, itself or through a synonym («aparcar» and «Aparcamiento», «recojo» and «Recogida»), and
    it covers most of the question (ABOUT_COVERAGE). Words only, no model: cheap enough to ask
    before deciding to ask."""
    index = index_of(biz)
    scores = lexical_scores(index, question)
    if not scores:
        return False
    best = min(scores, key=lambda i: (-scores[i], i))
    asked = terms(word)
    if not asked or coverages(index, question).get(best, 0.0) < ABOUT_COVERAGE:
        return False
    members = {asked[0], *(t for t, _w in index.synonyms.get(asked[0], ()))}
    return bool(members & term_set(index.chunks[best].heading))


def section_holds(biz, question: str, words: list[str], named: list[str]) -> bool:
    """Whether the section the words find first for `question` covers most of it (ABOUT_COVERAGE)
    and holds every one of `words` and one of `named` (when any), itself, through a synonym or its
    stem («edad» and «años»): the text is about what is asked."""
    index = index_of(biz)
    scores = lexical_scores(index, question)
    if not scores:
        return False
    best = min(scores, key=lambda i: (-scores[i], i))
    if coverages(index, question).get(best, 0.0) < ABOUT_COVERAGE:
        return False
    held = {t for t, places in index.postings.items() if any(i == best for i, _b in places)}
    return all(set(members) & held for members in _groups(index, " ".join(words))) \
        and (not named or any(set(members) & held for members in _groups(index, " ".join(named))))


def words_held(biz, question: str, words: list[str]) -> int:
    """How many of `words` the section the words find first for `question` holds, itself, through a
    synonym or its stem (0 when none is found)."""
    index = index_of(biz)
    scores = lexical_scores(index, question)
    if not scores:
        return 0
    best = min(scores, key=lambda i: (-scores[i], i))
    held = {t for t, places in index.postings.items() if any(i == best for i, _b in places)}
    return sum(bool(set(members) & held) for members in _groups(index, " ".join(words)))


def lexical(biz, text: str, k: int | None = None) -> list[tuple[Chunk, float]]:
    """Lexical search only (no service): [(chunk, score)] best first."""
    index = index_of(biz)
    scores = lexical_scores(index, text)
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
    if k is not None:
        ranked = ranked[:k]
    return [(index.chunks[i], s) for i, s in ranked]
