"""A colour said again for the note, instead of the one said before: «<things> rojas», then at the card
question «que sean blancas mejor», «mellor brancas», «no, amarillas». A thing has one colour, so the
note keeps the last said: the colour words of what was kept before are taken out (the rest of it, a
«con lazo», stays). A card's wording that names someone («Feliz cumple Blanca») says no colour."""
from __future__ import annotations

from bizengine.language.text import clean, singular
from bizengine.understanding.colour_said import LEADS, SHADES
from bizengine.understanding.lexicon import COLOUR_OF
from bizengine.understanding.thing_described import describes

# «mejor», «prefiero», «que sean», «no»: how a second thought is said, around the colour
_INSTEAD_WORDS = frozenset("mejor mellor prefiero prefiro preferimos no non mas pero pro que sean sexan sea sexa "
                           "y e o ou todas todos toda todo".split())
_LEAD_WORDS = frozenset(w for lead in LEADS for w in lead)


def _colour_key(word: str) -> str | None:
    return COLOUR_OF.get(word) or COLOUR_OF.get(singular(word))


def names_a_colour(said: str) -> bool:
    """Whether a line says a colour as one («blancas», «Mejor blancas»): not a name written with a
    capital past the first word («Feliz cumple Blanca»), nor a name alone («Blanca»)."""
    words = said.split()
    for i, word in enumerate(words):
        folded = clean(word)
        if not folded or _colour_key(folded) is None:
            continue
        if not word[:1].isupper() or i == 0 and (len(words) > 1 or singular(folded) != folded):
            return True
    return False


def colour_said_instead(said: str) -> str | None:
    """«no, amarillas», «non, mellor brancas»: a colour and only the words of a second thought, the
    colour phrase as said; None when anything else is said."""
    words = [w.strip(" ,.;:!¡¿?") for w in said.split()]
    folded = [clean(w) for w in words]
    if not names_a_colour(said) or not all(not f or f in _INSTEAD_WORDS or f in _LEAD_WORDS or f in SHADES
                                            or _colour_key(f) for f in folded):
        return None
    first = next(i for i, f in enumerate(folded) if _colour_key(f) or f in _LEAD_WORDS)
    return " ".join(w for w in words[first:] if w)


def wishes_a_colour(norm: str) -> bool:
    """«que sean blancas», «que sexan todas brancas mellor»: a colour wished, never a question."""
    return norm.startswith(("que ", "q ")) and colour_said_instead(norm) is not None


def colours_taken_out(parts: list[str], biz) -> list[str] | None:
    """`parts` with their colour words taken out, those left with nothing but little words dropped;
    None when no part that only describes the thing says a colour (a wording is left alone)."""
    if not any(describes(p, biz) and names_a_colour(p) for p in parts):
        return None
    kept = []
    for part in parts:
        if not (describes(part, biz) and names_a_colour(part)):
            kept.append(part)
            continue
        rest = _without_colours(part)
        if any(clean(w) not in _INSTEAD_WORDS and clean(w) not in _LEAD_WORDS and clean(w) not in _LITTLE
               for w in rest.split()):
            kept.append(rest)
    return kept


# what a colour phrase leaves when its colour goes: «de», «en», «con» alone say nothing
_LITTLE = frozenset("de do da del en con co el la los las o a os as un una unha muy moi".split())


def _without_colours(part: str) -> str:
    words = part.split()
    keep = [True] * len(words)
    for i, word in enumerate(words):
        folded = clean(word)
        if _colour_key(folded) is not None:
            keep[i] = False
        elif folded in SHADES and i and not keep[i - 1]:
            keep[i] = False
    for i, word in enumerate(words):       # «rojas y amarillas»: the «y» between two colours goes with them
        if clean(word) in ("y", "e", "o", "ou") and 0 < i < len(words) - 1 and not keep[i - 1] and not keep[i + 1]:
            keep[i] = False
    return " ".join(w for w, k in zip(words, keep, strict=True) if k).strip(" ,;")
