"""The engine knows no trade: no food, bakery, restaurant, salon, florist or workshop word in bizengine/ itself
(.py, .js, .html: code, texts and comments), compared accent- and case-folded, whole words.

Two lists would say where such words still are, file by file (both are empty now):
- PENDING_TRADE_WORDS: words the engine SAYS to customers (conversation/ and the widget);
- READING_VOCABULARY: words the engine RECOGNISES in what customers write.
A word that disappears from a file must be taken out of its list too (the test says so).

Capability vocabulary is not a trade: «mesa» (booking mode tables), «alérgenos»/«contiene»
(the EU-14 allergen feature a dataset turns on) and «menu» (the card type of the API) are allowed.
"""
from __future__ import annotations

import re
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "bizengine"

FOOD_AND_BAKERY = ("tartas?", "pastel(?:es)?", "pasteleria", "panaderia", "obrador", "hornos?", "bizcochos?",
                   "croissants?", "palmeras?", "empanadas?", "bolleria", "racion(?:es)?", "dedicatorias?", "velas?")
RESTAURANT = ("cartas?", "cocinas?", "platos?", "comensal(?:es)?", "camarer[oa]s?")
SALON = ("peluqueria", "peluquer[oa]s?", "barberia", "cortes?", "tintes?", "peinados?", "barbas?", "manicura", "pelo")
FLORIST_AND_WORKSHOP = ("ramos?", "pastillas?", "camaras?", "cubiertas?")
TRADE_WORD = re.compile(r"\b(" + "|".join(FOOD_AND_BAKERY + RESTAURANT + SALON + FLORIST_AND_WORKSHOP) + r")\b")

# Both empty since issue 16: what a trade says is in its dataset's `texts`, what it reads in its
# `reading` (docs/datasets.md). A word that must come back needs a reason here, file by file.
PENDING_TRADE_WORDS: dict[str, set[str]] = {}
READING_VOCABULARY: dict[str, set[str]] = {}
PENDING_FOLDERS = ("bizengine/conversation/", "bizengine/web/static/")
READING_FOLDERS = ("bizengine/understanding/", "bizengine/language/", "bizengine/knowledge/")


def fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if unicodedata.category(c) != "Mn")


def trade_words_in_engine() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in sorted(ENGINE.rglob("*")):
        if path.is_file() and path.suffix in (".py", ".js", ".html"):
            words = {m.group(1) for m in TRADE_WORD.finditer(fold(path.read_text(encoding="utf-8")))}
            if words:
                found[path.relative_to(ROOT).as_posix()] = words
    return found


def test_no_trade_word_outside_the_lists():
    allowed = {f: PENDING_TRADE_WORDS.get(f, set()) | READING_VOCABULARY.get(f, set())
               for f in {*PENDING_TRADE_WORDS, *READING_VOCABULARY}}
    new = {f: sorted(w - allowed.get(f, set())) for f, w in trade_words_in_engine().items()}
    assert {f: w for f, w in new.items() if w} == {}


def test_the_lists_shrink_when_a_word_goes():
    found = trade_words_in_engine()
    for lists in (PENDING_TRADE_WORDS, READING_VOCABULARY):
        stale = {f: sorted(w - found.get(f, set())) for f, w in lists.items()}
        assert {f: w for f, w in stale.items() if w} == {}, "take these out of the list"


def test_the_lists_stay_in_their_layers():
    assert all(f.startswith(PENDING_FOLDERS) for f in PENDING_TRADE_WORDS)
    assert all(f.startswith(READING_FOLDERS) for f in READING_VOCABULARY)


def test_the_scan_sees_what_it_should():
    assert TRADE_WORD.search(fold("Esta es la CARTA")) and TRADE_WORD.search(fold("dos raciónes"))
    assert TRADE_WORD.search(fold("Peluquería Lume")) and TRADE_WORD.search(fold("con cocina"))
    assert TRADE_WORD.search(fold("el ramo de rosas")) and TRADE_WORD.search(fold("¿y las pastillas?"))
    assert TRADE_WORD.search(fold("¿incluye la cámara?")) and TRADE_WORD.search(fold("una cubierta urbana"))
    assert not TRADE_WORD.search(fold("descartar, tartaleta no, acortes"))
    assert not TRADE_WORD.search(fold("reserva de mesa; contiene gluten; catálogo"))
