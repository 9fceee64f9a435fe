"""More people than the largest option serves (issue 17): say the largest size, propose a
combination from the catalogue (the largest plus the smallest that covers the rest), or a
person; the option question is not asked again as if nothing had been said."""
from __future__ import annotations

import re
from dataclasses import dataclass

from bizengine.business.pricing import price_line
from bizengine.conversation.cards import chip_action, chip_text
from bizengine.conversation.contact import ask
from bizengine.conversation.messages import money, pick, say
from bizengine.language.text import to_int
from bizengine.understanding.item_options import people_counted
from bizengine.understanding.items import count_set
from bizengine.understanding.lexicon import PRICE_OF_IT_RE

_PEOPLE = re.compile(r"\b(?:para|somos|seremos|semos|seremos unos|de)\s+(\d{1,3})\b|\b(\d{1,3})\s+(?:personas|persoas|"
                     r"invitados|convidados)\b")


def _people(norm: str) -> int | None:
    """The people said («para 26», «26 personas»); a price said of anything («de 26 euros») is none."""
    m = _PEOPLE.search(PRICE_OF_IT_RE.sub(" ", norm or ""))
    return int(m.group(1) or m.group(2)) if m else None


def _people_said(c) -> int | None:
    """«para 30», «30 personas»; «mejor 30 para el miércoles», «que sean 30» of the one held (read as its
    people); «30», «mejor 30» answering «¿Para cuántas…?» itself."""
    s = c.signals
    said = _people(s.norm) or s.items.served
    if said is None and c.state.get("awaiting") == "option" and not s.items.lines:
        said = count_set(s.norm or "") or to_int(s.norm or "")
    return said


def take_proposal(c, s) -> bool:
    """«vale», «sí, las dos», «una de 20 y otra de 12» to the combination proposed: the line
    becomes the two sizes proposed."""
    proposal = c.state.get("proposal")
    if not proposal or c.state.get("awaiting") != "option" or not accepts(c, s):
        return False
    lines = c.state["order"]["lines"]
    i = proposal["line"]
    if not 0 <= i < len(lines):
        return False
    item = lines[i]["item_id"]
    lines[i:i + 1] = [{"item_id": item, "qty": 1, "options": {proposal["option"]: choice}}
                      for choice in proposal["choices"]]
    c.state["proposal"] = None
    return True


def accepts(c, s) -> bool:
    """A yes, «las dos», or the two sizes proposed said back."""
    proposal = c.state.get("proposal") or {}
    said = set(re.findall(r"\d+", s.norm or ""))
    return bool(s.yes or _BOTH_RE.search(s.norm or "") or (said and said == set(proposal.get("choices") or [])))


_BOTH_RE = re.compile(r"\b(?:las dos|los dos|as duas|os dous|ambas|ambos|las 2|as 2)\b")


@dataclass(frozen=True)
class Beyond:
    """More people than the largest size serves: that size, and the one to add (None: two of the
    largest are not enough, a person sees it) with the pair's price."""
    n: int
    largest: dict
    second: dict | None
    total_cents: int


def beyond_largest(biz, item_id: str, oid: str, n: int | None, lang: str) -> Beyond | None:
    """The largest size of `oid` plus the smallest that covers the rest, when `n` exceeds it."""
    opt = (biz.catalog.get("options") or {}).get(oid) or {}
    sizes = sorted(((k, ch) for ch in opt.get("choices") or [] if (k := people_counted(ch)) is not None),
                   key=lambda pair: pair[0])
    if n is None or not sizes or n <= sizes[-1][0]:
        return None
    largest = sizes[-1][1]
    rest = n - sizes[-1][0]
    if rest > sizes[-1][0]:
        return Beyond(n, largest, None, 0)
    second = next(ch for size, ch in sizes if size >= rest)

    def cents(choice) -> int:
        p = price_line(biz, {"item_id": item_id, "qty": 1, "options": {oid: choice["id"]}}, lang)
        return p["unit_cents"] if p else 0
    return Beyond(n, largest, second, cents(largest) + cents(second))


def beyond_text(b: Beyond, lang: str, key: str = "over_max") -> str:
    """«La más grande es de {largest}. Para 30 personas…» (`key`: the order's question, or the
    price answer's `over_max_info`)."""
    largest = pick(b.largest.get("name"), lang)
    if b.second is None:
        return say(f"{key}_person", lang, largest=largest, n=b.n)
    return say(key, lang, largest=largest, n=b.n, second=pick(b.second.get("name"), lang),
               total=money(b.total_cents, lang))


def offer(c, index: int, oid: str) -> bool:
    """When the message asks for more than the largest choice of the line's numeric option,
    say so with a combination and ask; True when it asked."""
    line = c.state["order"]["lines"][index]
    if c.signals is None or c.signals.price_told is not None or line["item_id"] in c.signals.items.prices_said:
        return False        # «la de 26», «una X de 26 €»: a price, no people
    beyond = beyond_largest(c.biz, line["item_id"], oid, _people_said(c), c.lang)
    if beyond is None:
        return False
    largest = beyond.largest
    c.note("option", False, f"{beyond.n} personas: más que la opción más grande ({largest['id']})")
    text = beyond_text(beyond, c.lang)
    c.state["asked"] = None     # a new question, not the option asked again
    chips = [chip_action(pick(largest.get("name"), c.lang), {"type": "option", "line": index, "option": oid,
                                                             "choice": largest["id"]}),
             chip_action(say("chip_handoff", c.lang), {"type": "handoff"})]
    if beyond.second is not None:       # the combination proposed can be taken as it is
        c.state["proposal"] = {"line": index, "option": oid, "choices": [largest["id"], beyond.second["id"]]}
        chips.insert(0, chip_text(say("chip_both", c.lang), say("both_text", c.lang)))
    ask(c, text, chips, "option")
    return True
