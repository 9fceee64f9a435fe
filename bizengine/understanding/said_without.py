"""«una X sin Y», «unha X sen base de Y»: a thing of the catalogue named after «sin» right after another
thing ordered, of another kind, is a wish about that one (its note, said back), neither one more thing to
order nor one to take off. Not when Y is held («… sin las Y» takes the Y held off), named apart in the
message, or of X's own kind («2 X sin Z», Z a pastry as X is: not that one)."""
from __future__ import annotations

from bizengine.understanding.item_words import Match

_WITHOUT = frozenset(("sin", "sen"))
# Where the thing wished about ends: «X y sin Y», «X, para el martes, sin Y» say no wish of X
_APART = frozenset("y e ni nin o ou pero mais para pa que".split())
_FARTHEST_AFTER_THE_THING = 4       # «una X de 8 personas sin Y»: its size said between
_FARTHEST_AFTER_WITHOUT = 3         # «sin base de Y», «sin nada de Y»


def wished_without(biz, words: list[str], matches: list[Match], cart: list) -> set[int]:
    """The ids of the matches named in «X sin … Y» (X a thing named before, in this message; Y neither held,
    named apart in it, nor of X's kind)."""
    held = {line.get("item_id") for line in cart}
    out: set[int] = set()
    for k, word in enumerate(words):
        thing = _the_thing_right_before(words, matches, k) if word in _WITHOUT else None
        if thing is None:
            continue
        after = [m for m in matches if k < m.start <= k + _FARTHEST_AFTER_WITHOUT
                 and not _APART.intersection(words[k + 1:m.start])]
        out |= {id(m) for m in after if m.target not in held | _named_apart(matches, m)
                and not _kinds_of(biz, m) & _kinds_of(biz, thing)}
    return out


def _the_thing_right_before(words: list[str], matches: list[Match], k: int) -> Match | None:
    """The thing named that ends a few words before «sin», nothing setting it apart in between."""
    before = [m for m in matches if m.end <= k]
    if not before:
        return None
    last = max(before, key=lambda m: m.end)
    near = k - last.end <= _FARTHEST_AFTER_THE_THING and not _APART.intersection(words[last.end:k])
    return last if near else None


def _named_apart(matches: list[Match], one: Match) -> set[str]:
    """What else the message names, besides the match `one`."""
    return {m.target for m in matches if m is not one}


def _kinds_of(biz, m: Match) -> set[str]:
    """The catalogue categories a match may be of (every candidate's, for a word of several things)."""
    ids = [m.target] if m.kind == "product" else \
        list(m.choices or (biz.catalog.get("ambiguous") or {}).get(m.target, {}).get("candidates", []))
    kinds = ((biz.products.get(pid) or {}).get("category") for pid in ids)
    return {str(kind) for kind in kinds if kind}
