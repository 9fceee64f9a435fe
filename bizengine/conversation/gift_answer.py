"""«¿qué me recomiendas para regalar?», «algo para regalar», «un detalle para mi madre», «¿qué llevo de regalo a una
cena?», gl «que me recomendas para agasallar?» (understanding.gift_asked) where things are sold to take away: the
category the catalogue names as one of gifts (its name or aliases say a gift word), else the things it marks popular,
said as a gift idea. A business whose popular things are services or that sells nothing to take leaves it to the
knowledge or a person, as before; so does one without any of them."""
from __future__ import annotations

from bizengine.conversation import info
from bizengine.conversation.product_info import remember
from bizengine.understanding.gift_asked import gift_asked

# the words a catalogue's gift category is named by (its name or aliases)
_GIFT_CATEGORY_WORDS = ("regalo", "regalar", "agasallo", "agasallar")
_SHOWN = 4


def wanted(c, s) -> bool:
    """A gift asked for with nothing in progress (mid-request, answer_info asks `asks` of a question)."""
    return not (c.state.get("awaiting") or c.state.get("intent") is not None) and asks(c, s)


def asks(c, s) -> bool:
    """A gift asked for, nothing named but the gift word, no diet, budget or count of people said, and the data
    has something to offer for it."""
    found, diet = s.items, s.diet or {}
    if not gift_asked(s.norm or ""):
        return False        # (the cheap reading first: `asks` is tried on every question mid-request)
    if found.lines or found.ambiguous or any(diet.get(k) for k in ("avoid", "tags", "asks", "free")):
        return False
    if any(not _a_gift_word(str(u)) for u in found.unknown):
        return False
    if (s.fit is not None and s.fit.budget is not None) or s.for_people:
        return False        # «algo para regalar por unos 30 euros»: fit_answer's
    return _things_sold(c) and bool(gift_categories(c.biz) or _popular(c.biz))


def answer(c, s) -> None:
    """The gift category's card, else the popular things as a gift."""
    kinds = gift_categories(c.biz)
    if kinds:
        info.menu_of(c, kinds)
        remember(c, s, ["menu"])
        return
    info.say_prices(c, "popular_for_a_gift", _popular(c.biz)[:_SHOWN])
    remember(c, s, ["price"])       # «me quedo con el primero» then takes one of them


def _popular(biz) -> list[dict]:
    return [p for p in biz.products.values() if p.get("popular") and p.get("price_cents")]


def gift_categories(biz) -> list[str]:
    """The categories whose name or aliases say a gift word («Regalos», «para regalar»)."""
    return biz.cached("gift.categories", lambda b: sorted({cid for word in _GIFT_CATEGORY_WORDS
                                                           for cid in info.categories_named(b, word)}))


def _things_sold(c) -> bool:
    """Things are ordered here and the popular ones are things, not appointments."""
    return c.biz.can("order") and not any(p.get("duration_minutes") for p in c.biz.products.values()
                                           if p.get("popular"))


def _a_gift_word(word: str) -> bool:
    return gift_asked(f"un {word}")
