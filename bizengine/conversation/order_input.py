"""Reading a message (or a button) into the order draft: items and their options, a pick
between similar products, the day and time, and the contact details. `c` is the turn context;
`s` the Signals of the reader. Nothing here asks: order_form asks what is still missing."""
from __future__ import annotations

import dataclasses
import re

from bizengine.business.product_names import product_name
from bizengine.conversation import oversize
from bizengine.conversation.cart import apply_options, apply_to_cart, held_label, options_not_taken
from bizengine.conversation.contact import apply_contact, apply_note
from bizengine.conversation.day_choice import either_day_closed_text, hold_the_day_choice
from bizengine.conversation.form import (
    rule_out_day,
    rule_out_part,
    rule_out_time,
)
from bizengine.conversation.loose_pieces import offer_the_pack_instead
from bizengine.conversation.messages import join_list, pick, say, unknown_items
from bizengine.conversation.order_counts import counts_said, note_uncounted
from bizengine.conversation.time_kept import apply_time_kept
from bizengine.conversation.window_out_of_hours import (
    ASIDE,
    forget_the_wish_aside,
    out_of_hours,
    the_day_hours,
    wish_aside_back,
)
from bizengine.language import clock
from bizengine.language.days import WEEKDAYS
from bizengine.language.text import as_said, clean, singular, to_int
from bizengine.understanding.details import only_a_name
from bizengine.understanding.item_options import choice_by_count, counts_people, line_to_carve
from bizengine.understanding.item_words import qty_token
from bizengine.understanding.items import MORE_RE, Found
from bizengine.understanding.lexicon import ONLY_THOSE_RE
from bizengine.understanding.people_served import FOR_PEOPLE_RE
from bizengine.understanding.price_said import sized_at
from bizengine.understanding.reading.picks import nth_said
from bizengine.understanding.refers_back import POINTED, count_alone
from bizengine.understanding.vocabulary import vocabulary_of


def _plain(obj):
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return dataclasses.asdict(obj)
    return obj



# ---------------------------------------------------------------- applying a message

def _clarify_of(c, amb) -> dict:
    """A JSON clarification {key, qty, candidates} from one `Found.ambiguous` entry."""
    amb = _plain(amb)
    if isinstance(amb, str):
        amb = {"key": amb}
    key = amb.get("key") or amb.get("word") or amb.get("name")
    entries = c.biz.catalog.get("ambiguous") or {}
    candidates = list(amb.get("candidates") or (entries.get(key) or {}).get("candidates") or [])
    if key not in entries and key != POINTED:      # «otro de esos»: the things pointed at, named, not the group
        key = next((k for k, e in entries.items() if set(e.get("candidates", [])) == set(candidates)), key)
    return {"key": key, "qty": int(amb.get("qty") or 1), "candidates": candidates,
            "options": dict(amb.get("options") or {}), **({"contradicted": True} if amb.get("contradicted") else {}),
            **({"not_made": True} if amb.get("not_made") else {}),
            **({"rest_of_a_count": True} if amb.get("rest_of_a_count") else {}),
            **({"doubted": True} if amb.get("doubted") else {}),
            **({"loose": True} if amb.get("loose") else {}),
            **({"price_cents": amb["price_cents"]} if amb.get("price_cents") is not None else {})}


def add_lines(c, lines, mode="add") -> None:
    found = Found(lines=[dict(l) for l in lines], ambiguous=[], unknown=[], mode=mode, stray_options=[])
    c.state["order"]["lines"] = apply_to_cart(c.state["order"]["lines"], found)


def _words_of(text: str) -> set[str]:
    """The words that may tell products apart: longer than two letters, or with a digit («a5»); in
    the singular («los grandes» picks the «grande» one)."""
    return {singular(w) for w in clean(text).split()
            if (len(w) > 2 and w not in _ARTICLES) or (len(w) == 2 and any(ch.isdigit() for ch in w))}


# an article tells nothing apart: «a las 10» shares no word with «teñir las canas»
_ARTICLES = frozenset("los las una unos unas del unha unhas uns".split())


def _names_of(product: dict) -> str:
    return " ".join([product.get("name", "")] + list(product.get("aliases", [])))


def _picked_by_words(c, s) -> str | None:
    """Answering "which one?" with a few words ("la de queso"): see `candidate_by_words`."""
    clar = c.state.get("clarify")
    if not clar:
        return None
    if len(clar["candidates"]) == 1 and s.yes:      # «¿Qué <noun> quieres? [the one made]» «vale»
        return clar["candidates"][0]
    place = nth_said(s.norm or "", c.biz)
    if place is not None and -len(clar["candidates"]) <= place < len(clar["candidates"]):
        return clar["candidates"][place]        # «la primera», as the buttons are shown
    return candidate_by_words(c.biz, s.text or "", clar["candidates"], clar.get("key") or "")


def candidate_by_words(biz, answer: str, candidates: list[str], key: str = "") -> str | None:
    """The one candidate whose name or aliases share the most words with the answer, besides
    the ambiguous word itself (`key`); None on a tie or when no word is shared."""
    said = _words_of(answer) - _words_of(key)
    if not said:
        return None
    scores = []
    for pid in candidates:
        product = biz.products.get(pid) or {}
        words = _words_of(_names_of(product))
        scores.append((len(said & words), pid))
    scores.sort(reverse=True)
    if not scores or scores[0][0] == 0 or (len(scores) > 1 and scores[1][0] == scores[0][0]):
        return None
    return scores[0][1]


# Words looked up as categories, kept: a bounded memo per loaded business
_CATEGORY_MEMO = 4096


def categories_in(biz, said: str) -> list[str]:
    """The catalogue's categories a few words name («una planta», «un libro infantil»)."""
    from bizengine.conversation.info import categories_named  # info reads orders: imported when needed
    memo = biz.cached("order_input.categories_in", lambda _biz: {})
    said = clean(said)
    if said not in memo:
        if len(memo) >= _CATEGORY_MEMO:
            memo.clear()
        memo[said] = categories_named(biz, said)
    return list(memo[said])


# More products than a question's buttons can hold: the category is not asked about beside others
_MOST_TO_PICK_FROM = 8


def _categories_beside(c, found: Found) -> list[dict]:
    """«el <product> y una <category>»: the category asked for beside products, as a question of
    which of its products (the customer's own noun asks it)."""
    if not (found.lines or found.ambiguous) or found.mode != "add":
        return []
    taken = {i for start, stop in found.spans for i in range(start, stop)}
    named = set().union(*(_words_of(_names_of(c.biz.products.get(line["item_id"]) or {})) for line in found.lines))
    words, out = found.words, []
    ordered = {line["item_id"] for line in found.lines}
    for i in range(len(words) - 1):
        count = qty_token(words[i])
        if count is None or i in taken or i + 1 in taken or singular(words[i + 1]) in named \
                or _says_what_it_is(words, i):
            continue        # «un <noun> con 24 <things>»: the noun of a product ordered is that product
        cats = categories_in(c.biz, words[i + 1])
        ids = [pid for pid, p in c.biz.products.items() if p.get("category") in cats]
        if cats and 1 < len(ids) <= _MOST_TO_PICK_FROM and not ordered.intersection(ids):
            out.append({"key": words[i + 1], "qty": count, "candidates": ids, "options": {}})
    return out


# «es un <category>», «que es para un <category>», «un <category> para mi madre»: what a thing named is
_SAYS_WHAT = frozenset("es son sera sea sexa para pra pa".split())     # (a folded «é» is «e», «and»)


def _says_what_it_is(words: list[str], at: int) -> bool:
    return (at > 0 and words[at - 1] in _SAYS_WHAT) or (at + 2 < len(words) and words[at + 2] in _FOR_WHOM)


_FOR_WHOM = frozenset(("para", "pra", "pa"))


def words_pick_one(c, s) -> bool:
    return _picked_by_words(c, s) is not None or _one_of_each(c, s)


# «uno de cada», «los dos», «unha de cada», «as dúas»: each of the ones asked about
_ONE_OF_EACH_RE = re.compile(r"^(?:(?:pues|pois|vale|ok) )?(?:(?:uno|una|un|unha) de cada"
                             r"|(?:los|las|os|as) (?:dos|dous|duas)|ambos|ambas|de los dos|de las dos"
                             r"|dos dous|das duas)"
                             r"(?: (?:por favor|porfa))?\W*$")


def _one_of_each(c, s) -> bool:
    """Two asked for and two to choose from: «uno de cada» is one of each."""
    clar = c.state.get("clarify") or {}
    cands = clar.get("candidates") or []
    return len(cands) == 2 and (clar.get("qty") or 1) in (1, 2) and bool(_ONE_OF_EACH_RE.match(s.norm or ""))


def _pick_by_words(c, s) -> bool:
    if _one_of_each(c, s):
        clar = c.state["clarify"]
        add_lines(c, [{"item_id": pid, "qty": 1, "options": dict(clar.get("options") or {})}
                      for pid in clar["candidates"]])
        c.state["clarify"] = c.state["queue"].pop(0) if c.state["queue"] else None
        return True
    pid = _picked_by_words(c, s)
    if pid is None:
        return False
    add_picked(c, pid, c.state.get("clarify"))
    return True


def add_picked(c, pid: str, clar: dict | None) -> None:
    """The one chosen of the group asked about (`clar`): its line, sized for the people said with
    the group («una <group word> para 10 personas», then which: the size of 12)."""
    clar = clar or {}
    options = {**dict(clar.get("options") or {}), **_said_with_the_group(c, pid, clar)}
    _keep_the_price_said(c, pid, clar)
    line = {"item_id": pid, "qty": clar.get("qty") or 1, "options": options}
    if clar.get("people"):
        options.update(_sized_for(c, line, clar["people"]))
    add_lines(c, [line])
    c.state["clarify"] = c.state["queue"].pop(0) if c.state["queue"] else None


def _said_with_the_group(c, pid: str, clar: dict) -> dict:
    """«una <group word> para 12», then «la <one>» named: the options said with the group that
    this product has (the size of 12, or the one at the price said), unless the answer says its own."""
    own = set((c.biz.products.get(pid) or {}).get("options") or [])
    return {**{oid: choice for oid, choice in (clar.get("options") or {}).items() if oid in own},
            **sized_at(c.biz, pid, clar.get("price_cents"))}


def _keep_the_price_said(c, pid: str, clar: dict) -> None:
    """The price said with the group, kept for the one picked: its size question says what each size
    costs when none costs that («Ningún tamaño de <it> cuesta 26,00 €: …»)."""
    if clar.get("price_cents") is not None:
        c.price_said_of_the_group[pid] = int(clar["price_cents"])


def _of_the_group_beyond_the_price(c, clar: dict, pid: str) -> bool:
    """«una <group word> de 26 €» (the ones that cost it asked about), then «la de <another of the
    group>»: that one is picked all the same, not added beside the question asked again."""
    if clar.get("price_cents") is None:
        return False
    group = (c.biz.catalog.get("ambiguous") or {}).get(clar.get("key") or "") or {}
    return pid in (group.get("candidates") or [])


def _sized_for(c, line: dict, people: int) -> dict:
    """{option: choice} of the line's first size still open that the people said choose (the next
    one up when none is that size, said: «Para 10 te apunto la de 12 …»)."""
    product = c.biz.products.get(line["item_id"]) or {}
    for oid in product.get("options", []) or []:
        opt = option_of(c.biz, oid)
        counted = choice_by_count(c.biz, oid, str(people)) if opt and oid not in line.get("options", {}) else None
        if counted:
            choice, rounded_from = counted
            if rounded_from is not None:
                c.pending_notes.append(say("size_rounded", c.lang, n=rounded_from,
                                           choice=_choice_name(c.biz, oid, choice, c.lang)))
            return {oid: choice}
    return {}


def declines_the_offer(c, s) -> bool:
    """«no» to «Solo tengo X (…). ¿Te vale?» (a quality X has not); «solo esos» to «¿Te apunto N más?»
    (the rest of a count split into kinds, some held)."""
    clar = c.state.get("clarify") or {}
    if not (clar.get("contradicted") and c.state.get("awaiting") == "pick" and not (s.items and s.items.lines)):
        return False
    only_those = bool(clar.get("rest_of_a_count")) and ONLY_THOSE_RE.match(s.norm or "") is not None
    return bool(s.no and not s.yes) or only_those


def _the_offer_declined(c, s) -> bool:
    """An offer declined (`declines_the_offer`): X is not written down."""
    if not declines_the_offer(c, s):
        return False
    c.state["clarify"] = c.state["queue"].pop(0) if c.state["queue"] else None
    c.pending_notes.append(say("offer_declined", c.lang))
    return True


def _the_offer_replaced(c, s) -> None:
    """«mejor una Y», «no, una Y» to «Solo tengo X (…). ¿Te vale?»: Y instead, so X is no longer asked
    about (Y is written down as said; «y una Y» keeps the question)."""
    clar = c.state.get("clarify") or {}
    found = s.items
    if not (clar.get("contradicted") and c.state.get("awaiting") == "pick" and s.instead
            and found is not None and found.lines
            and all(line["item_id"] not in clar["candidates"] for line in found.lines)):
        return
    c.state["clarify"] = c.state["queue"].pop(0) if c.state["queue"] else None


def takes_the_offer(c, s) -> bool:
    """Any answer to «Solo tengo X (…). ¿Te vale?» that is no «no», asks nothing and names nothing
    else («vale, para el jueves», «a las 11», «sí»): X is taken, and the day or time said beside."""
    clar = c.state.get("clarify") or {}
    if not (clar.get("contradicted") and c.state.get("awaiting") == "pick" and len(clar["candidates"]) == 1):
        return False
    found = s.items
    named_else = found is not None and bool(found.ambiguous or found.unknown or any(
        line["item_id"] not in clar["candidates"] for line in found.lines))
    w = s.when
    counted = count_alone(s.norm or "")
    answers = s.yes or bool(w.has_day or w.has_time or w.window or w.asap or w.part or s.name or s.phone
                            or (found is not None and found.lines)      # never «hola», nor `neutral()`
                            or counted or name_to_the_offer(s))
    asked = s.question and not counted      # «que sean 4» reads as a question's «que»: a count, no question
    return answers and not (s.no or named_else or asked or "?" in (s.raw or s.text or ""))


def name_to_the_offer(s) -> str | None:
    """«Ana» alone to «Solo tengo X (…). ¿Te vale?»: the customer's name, given as the request goes on."""
    if s.name or s.question or s.yes or s.no or s.has_items or s.when.has_day or s.when.has_time:
        return None
    return only_a_name(s.text or "")


def _apply_items(c, s) -> None:
    if _the_offer_declined(c, s):
        return
    _the_offer_replaced(c, s)
    if takes_the_offer(c, s) and not (s.items and s.items.spans):     # «vale, el martes»: «el» is no count
        clar = c.state["clarify"]
        if (name := name_to_the_offer(s)) and not c.state["order"].get("name"):
            c.state["order"]["name"] = name     # «Ana» to «¿Te vale?»: the request goes on, named
        count = count_alone(s.norm or "")      # «vale, pero ponme 3» to «¿Te apunto 2?»: 3 of it
        add_picked(c, clar["candidates"][0], {**clar, "qty": count} if count else clar)
        return
    found = s.items
    if found is None:
        return
    st = c.state
    if st.get("clarify") and st.get("awaiting") == "pick" and not found.lines and _pick_by_words(c, s):
        return
    if oversize.take_proposal(c, s):
        return
    if st.get("awaiting") == "option" and not found.lines and _option_by_count(c, s):
        return
    _the_one_held_counted(c, s, found)
    lines = list(found.lines)
    explicit = list(found.explicit) if len(found.explicit) == len(lines) else [True] * len(lines)
    if counts_said(c, s, lines, explicit):
        return
    if _answer_replace(c, found, lines):
        return
    if st.get("awaiting") == "drop" and lines and found.mode == "add":
        found.mode = "remove"       # a product named to «¿Cuál quito?» is the line that goes
    clar = st.get("clarify")
    if clar and lines:
        # answering "which one?" with words: the chosen candidate takes the asked quantity
        for i, line in enumerate(lines):
            if line["item_id"] in clar["candidates"] or _of_the_group_beyond_the_price(c, clar, line["item_id"]):
                if not (explicit[i] if i < len(explicit) else False):
                    line["qty"] = clar["qty"]
                if clar.get("people"):
                    line["options"] = {**line.get("options", {}), **_sized_for(c, line, clar["people"])}
                line["options"] = {**_said_with_the_group(c, line["item_id"], clar), **line.get("options", {})}
                _keep_the_price_said(c, line["item_id"], clar)
                st["clarify"] = st["queue"].pop(0) if st["queue"] else None
                break
    if found.ask_replace:
        c.ask_replace = _plain(found.ask_replace)
    if found.removed and found.unknown and not lines:
        found.removed = []      # «los X no, mejor <a thing not sold>»: X stays until there is something instead
    if found.mode != "remove":
        lines, explicit = _options_for_lines_held(c, s, lines, explicit)
        lines, explicit = offer_the_pack_instead(c.biz, found, lines, explicit, st["order"]["lines"])
    if lines or found.mode == "remove" or found.removed or found.delta:
        before_ids = {line["item_id"] for line in st["order"]["lines"]}
        st["order"]["lines"] = apply_to_cart(st["order"]["lines"], dataclasses.replace(
            found, lines=lines, explicit=explicit))
        note_uncounted(c, found, before_ids, s.text or "")
    for amb in found.ambiguous:
        clar = _clarify_of(c, amb)
        people = s.party or _for_a_count(s.norm or "")
        if people:      # «una <group word> para 10 personas», «quiero una para 15»: the size, once the one is chosen
            clar["people"] = int(people)
        if st.get("clarify"):
            st["queue"].append(clar)
        else:
            st["clarify"] = clar
    asked = _categories_beside(c, found)
    for clar in asked:
        if st.get("clarify"):
            st["queue"].append(clar)
        else:
            st["clarify"] = clar
    for packed in found.packed:
        _say_packs(c, packed)
    unknown = [as_said(u if isinstance(u, str) else str(u.get("text", u)), s.text or "") for u in found.unknown]
    if asked or not (found.lines or found.ambiguous):     # «una <category>»: its products are offered
        unknown = [u for u in unknown if not categories_in(c.biz, u)]
    if unknown:
        c.pending_notes.append(unknown_items(unknown, c.lang))
    for stray in found.stray_options:
        stray = _plain(stray)
        oid, choice = stray.get("option_id") or stray.get("option"), stray.get("choice_id") or stray.get("choice")
        if not _carve_part(c, oid, choice, stray.get("part")):
            _apply_option(c, oid, choice)
    _say_options_not_taken(c, found)
    _say_swapped_beyond_held(c, found)


# «quita las X», «ya no quiero la X», «al final sin X», «sin X al final», «quita la de 20»: X taken off the order
_ART = r"(?:(?:las|los|el|la|as|os|o|a|lo|unas|unos) )?"
_TAKE_OFF_RE = re.compile(r"^(?:(?:y|e|pues|pois|vale|oye|oe|al final|ao final|mejor|mellor) )*"
                          r"(?:(?:quita|quitame|quitad|quitade|saca|sacame|elimina|borra|ya no quiero|xa non quero)|"
                          r"(?:al final|ao final|mejor|mellor) (?:sin|sen)) "
                          rf"(?:(?P<what_sized>{_ART}(?:de|do|da) [0-9]+)|{_ART}(?P<what>[a-z]+))"
                          r"(?: (?:al final|ao final|por favor|porfa))?$|"
                          rf"^(?:sin|sen) {_ART}(?P<what_after>[a-z]+) (?:al final|ao final)$")
# Not a thing of the order: the order itself, everything, or the note
_NOT_A_LINE = frozenset("nada todo eso esto iso isto pedido encargo encarga nota indicacion indicaciones "
                        "telefono movil numero nombre nome correo email hora horas dia dias fecha data recogida "
                        "recollida cita reserva".split())


def taken_off_but_not_held(c, s) -> str | None:
    """«quita las X» with no X in the order: what to say (what the order holds; nothing changes)."""
    found, held = s.items, {line["item_id"] for line in c.state["order"]["lines"]}
    said = _TAKE_OFF_RE.match(s.norm or "")
    if said is None and held and _counted_off_not_held(found, held):
        return _not_in_order(c, found, "")      # «quita un Z», «uno menos de los Z» with no Z held
    if not held or said is None or s.notes:
        return None     # «mejor sin envolver» with a note held: the note changed
    what = said["what"] or said["what_after"] or said["what_sized"]
    notes = vocabulary_of(c.biz).note_words
    if what in _NOT_A_LINE or (notes is not None and notes.search(what)) or any((s.diet or {}).values()) \
            or qty_token(what) is not None or what in WEEKDAYS or categories_in(c.biz, what):
        return None     # «quita la hora», «al final sin azúcar», «quita las dos», «quita los <category>»
    of_held = set().union(*(_words_of(_names_of(c.biz.products.get(pid) or {})) for pid in held))
    shortened = len(what) >= 4 and any(w.startswith(what[:4]) for w in of_held)      # «quita las napos»
    if found.removed or found.less or found.delta or found.ambiguous \
            or found.drop_which or singular(what) in of_held or shortened \
            or any(line["item_id"] in held for line in found.lines):
        return None
    return _not_in_order(c, found, as_said(what, s.text or ""))


def given_up_but_not_held(c, s) -> str | None:
    """«en vez de dos X, dos Y» with no X in the order: what to say (what the order holds); nothing
    is swapped nor added, since the swap was asked of a line that is not there."""
    given_up = s.given_up_not_held
    if given_up is None or not c.state["order"]["lines"]:
        return None
    named = [product_name(c.biz.products[i], c.lang) for i in given_up.item_ids if i in c.biz.products]
    if len(named) == 1:
        return _not_in_order_said(c, named[0])
    return _not_in_order_said(c, as_said(given_up.words, s.text or ""), "not_in_order_words")


def _counted_off_not_held(found: Found, held: set) -> bool:
    """Only counted things taken off, none of them in the order («quita un Z» with no Z held)."""
    return found.mode == "remove" and bool(found.lines) and all(found.explicit) \
        and not (found.removed or found.less or found.delta or found.ambiguous or found.drop_which
                 or found.unknown or any(line["item_id"] in held for line in found.lines))


def _not_in_order(c, found: Found, said: str) -> str:
    """«No tenías X en el pedido: llevas …» (X the products named, else «the words said»)."""
    named = [product_name(c.biz.products[line["item_id"]], c.lang)
             for line in found.lines if line["item_id"] in c.biz.products]
    if named or not said:
        return _not_in_order_said(c, join_list(named, c.lang))
    return _not_in_order_said(c, said, "not_in_order_words")


def _not_in_order_said(c, what: str, key: str = "not_in_order") -> str:
    held_lines = [held_label(c.biz, line, c.lang) for line in c.state["order"]["lines"]]
    return say(key, c.lang, what=what, lines=join_list(held_lines, c.lang))


def _the_one_held_counted(c, s, found: Found) -> None:
    """«2 <group words>» with one of the group held (and nothing else named): that line's count, not
    which one asked again and two more added."""
    held = {line["item_id"] for line in c.state["order"]["lines"]}
    if found.lines or len(found.ambiguous) != 1 or found.mode == "remove" or MORE_RE.search(s.norm or ""):
        return
    amb = _plain(found.ambiguous[0])
    mine = [x for x in amb.get("candidates") or [] if x in held]
    if len(mine) == 1 and int(amb.get("qty") or 1) > 1:
        found.lines, found.explicit, found.ambiguous, found.mode = [
            {"item_id": mine[0], "qty": int(amb["qty"]), "options": dict(amb.get("options") or {})}], [True], [], "set"


def _say_options_not_taken(c, found: Found) -> None:
    """«una X grande» of an X sold in one size: said, not silently dropped."""
    held = [line["item_id"] for line in c.state["order"]["lines"]]
    for item_id, option in options_not_taken(c.biz, found, held):
        c.pending_notes.append(say("no_option_to_choose", c.lang, name=product_name(c.biz.products[item_id], c.lang),
                                   option=pick(option.get("name"), c.lang).lower()))


def _say_swapped_beyond_held(c, found: Found) -> None:
    """«cambia 3 X por Y» with 2 X held: the 2 go, and the customer is told there were only 2."""
    beyond = found.swapped_beyond
    if beyond:
        c.pending_notes.append(say("swapped_beyond_held", c.lang, held=beyond["held"], asked=beyond["asked"],
                                   name=product_name(c.biz.products[beyond["item_id"]], c.lang)))


# «también», «otra», «además»: one more of a product held, not its option changed
_ANOTHER_RE = re.compile(r"\b(?:tambien|tamen|otr[oa]s?|outr[oa]s?|ademas|ademais|mas|mais|anade\w*|engade\w*)\b")
# «la sacher de 12», «mejor la de queso de 8», «cámbiala a la de 20»: the line held is meant
_THE_ONE_HELD_RE = re.compile(r"^(?:(?:no|non|pues|pois|vale|ok|si|mejor|mellor|y|e)\s+)*(?:la|el|a|o|las|los|as|os)\b|"
                              r"\b(?:mejor|mellor|cambia\w*|en vez|en lugar|que sea|que sexa|prefiero|prefiro)\b")


def _options_for_lines_held(c, s, lines: list[dict], explicit: list[bool]) -> tuple[list[dict], list[bool]]:
    """«la sacher de 12 mejor», «la de queso de 8 y la sacher de 20»: a product the order holds
    once, named with an option and no count of its own, takes that option on its line (an option
    still open, or the line pointed at) instead of adding a second line. Returns what is left."""
    cart = c.state["order"]["lines"]
    norm = s.norm or ""
    pointed = bool(_THE_ONE_HELD_RE.search(norm)) and not _ANOTHER_RE.search(norm)
    left, left_explicit = [], []
    for line, said in zip(lines, explicit):
        held = [held for held in cart if held["item_id"] == line["item_id"]]
        if not said and line.get("options") and len(held) == 1 and (pointed or _option_open(c.biz, held[0])):
            held[0]["options"] = {**(held[0].get("options") or {}), **line["options"]}
            continue
        left.append(line)
        left_explicit.append(said)
    return left, left_explicit


def _option_open(biz, line: dict) -> bool:
    product = biz.products.get(line["item_id"]) or {}
    return any(oid not in (line.get("options") or {}) for oid in product.get("options") or ()
               if (option_of(biz, oid) or {}).get("choices"))


def _say_packs(c, packed: dict) -> None:
    """«8 <pieces>» of a pack of 6: say that 2 packs were written down."""
    product = c.biz.products[packed["item_id"]]
    units = int(product["pack"]["units"])
    if packed["pieces"] % units:
        c.pending_notes.append(say("pack_rounded", c.lang, name=product_name(product, c.lang), units=units,
                                   pieces=packed["pieces"], packs=packed["packs"]))


def option_of(biz, oid):
    return (biz.catalog.get("options") or {}).get(oid)


def first_missing_option(c):
    """(line index, option id) of the first required option still unanswered."""
    for i, line in enumerate(c.state["order"]["lines"]):
        product = c.biz.products.get(line["item_id"]) or {}
        for oid in product.get("options", []) or []:
            opt = option_of(c.biz, oid)
            if opt and opt.get("required") and oid not in (line.get("options") or {}):
                return i, oid
    return None


def counted_choice(c, s) -> tuple[int, str, str, int | None] | None:
    """«12» to «¿Para cuántas …?»: (line, option, choice, None) of the asked option whose choice
    holds that number, or (…, the count said) for the next one up («somos 10»: the 12); None
    when the message is not such an answer."""
    missing = first_missing_option(c) if c.state.get("awaiting") == "option" else None
    counted = choice_by_count(c.biz, missing[1], s.text or "") if missing else None
    return (missing[0], missing[1], *counted) if missing and counted else None


def _size_for_the_people(c, s) -> None:
    """«una X para 15 personas»: the people said choose the size still missing, the next one up
    when none is that size («Para 15 te apunto la de 20.»); «mejor 8 para el miércoles» of the one
    thing held, sized for people: its size, held or not."""
    served = s.items.served if s is not None and s.items is not None else None
    people = (s.party or _for_a_count(s.norm or "") or served) if s is not None else None
    if s is not None and s.items is not None and s.items.size_of_one:
        return      # «…, la de X para 12»: X's size, no other's
    missing = first_missing_option(c) if people and (s.items.lines or served) else None
    held = missing is None and bool(served)
    if held:
        missing = _size_held(c)
    counted = choice_by_count(c.biz, missing[1], str(people)) if missing else None
    if missing and not counted and held:
        _beyond_the_size_held(c, missing[1], people)
    if not missing or not counted:
        return
    choice, rounded_from = counted
    if held and (c.state["order"]["lines"][missing[0]].get("options") or {}).get(missing[1]) == choice:
        return      # that size held already (answered to «¿Para cuántas…?» just now): nothing new to say
    if rounded_from is not None:
        c.pending_notes.append(say("size_rounded", c.lang, n=rounded_from,
                                   choice=_choice_name(c.biz, missing[1], choice, c.lang)))
    _apply_option(c, missing[1], choice, missing[0])


def _beyond_the_size_held(c, oid: str, people: int | None) -> None:
    """«mejor 30 para el miércoles» of the one thing held in a size, 30 more than its largest: the
    sizes there are told (the one held kept), never the 30 dropped in silence."""
    line = c.state["order"]["lines"][0]
    beyond = oversize.beyond_largest(c.biz, line["item_id"], oid, people, c.lang)
    if beyond is not None:
        c.pending_notes.append(oversize.beyond_text(beyond, c.lang, "over_max_info"))


def _size_held(c) -> tuple[int, str] | None:
    """(line, option) of the one line held whose size counted in people is chosen already."""
    lines = c.state["order"]["lines"]
    product = c.biz.products.get(lines[0]["item_id"]) or {} if len(lines) == 1 else {}
    chosen = [oid for oid in product.get("options") or [] if counts_people(option_of(c.biz, oid) or {})
              and oid in (lines[0].get("options") or {})]
    return (0, chosen[0]) if chosen else None


def _for_a_count(norm: str) -> int | None:
    m = FOR_PEOPLE_RE.search(norm)
    return to_int(m["n"]) if m else None


def _option_by_count(c, s) -> bool:
    counted = counted_choice(c, s)
    if counted is None:
        return False
    line, oid, choice, rounded_from = counted
    if rounded_from is not None:       # rounded up to the next size: say so
        c.pending_notes.append(say("size_rounded", c.lang, n=rounded_from,
                                   choice=_choice_name(c.biz, oid, choice, c.lang)))
    return _apply_option(c, oid, choice, line)


def _choice_name(biz, oid: str, choice_id: str, lang: str) -> str:
    """A choice of an option as the customer reads it («12» and its noun)."""
    for choice in (option_of(biz, oid) or {}).get("choices") or []:
        if choice["id"] == choice_id:
            return pick(choice.get("name"), lang) or choice_id
    return choice_id


def _carve_part(c, oid, choice, part: int | None) -> bool:
    """«una de ellas que sea de 20» with one line of several that takes the option: that many of
    them carved off with the choice (the rest keep theirs)."""
    lines = c.state["order"]["lines"]
    at = line_to_carve(c.biz, lines, oid, part) if choice is not None and part else None
    if at is None or part is None:      # (part is never None with a line: for the type checker)
        return False
    held = lines[at]
    held["qty"] -= part
    lines.append({**held, "qty": part, "options": {**(held.get("options") or {}), oid: str(choice)}})
    c.state["order"]["lines"] = apply_options(c.biz, lines, [])
    return True


def _apply_option(c, oid, choice, line_index=None) -> bool:
    """Set an option choice: on the given line, else on the line whose option was asked,
    else where apply_options puts a stray choice. Equal lines are merged after."""
    o = c.state["order"]
    if not oid or choice is None:
        return False
    if line_index is None:
        missing = first_missing_option(c)
        if missing and missing[1] == oid:
            line_index = missing[0]
    if line_index is None:
        o["lines"] = apply_options(c.biz, o["lines"], [{"option_id": oid, "choice_id": str(choice)}])
        return True
    if not (0 <= int(line_index) < len(o["lines"])):
        return False
    line = o["lines"][int(line_index)]
    line["options"] = {**(line.get("options") or {}), oid: str(choice)}
    o["lines"] = apply_options(c.biz, o["lines"], [])
    return True


def apply_option_button(c, oid, choice, line_index) -> bool:
    """An option button: the option must be one the line's product takes and the choice one of
    its choices; anything else (or a line out of range) raises ValueError (flow answers 400)."""
    lines = c.state["order"]["lines"]
    opt = option_of(c.biz, oid) if isinstance(oid, str) else None
    if opt is None:
        raise ValueError(f"unknown option: {oid!r}")
    if not any(str(ch.get("id")) == str(choice) for ch in opt.get("choices", [])):
        raise ValueError(f"unknown choice {choice!r} for option {oid!r}")
    if line_index is None:
        takers = [l for l in lines if oid in ((c.biz.products.get(l["item_id"]) or {}).get("options") or [])]
        if not takers:
            raise ValueError(f"no line takes option {oid!r}")
        return _apply_option(c, oid, str(choice))
    try:
        i = int(line_index)
    except (TypeError, ValueError):
        raise ValueError(f"not a line: {line_index!r}") from None
    if not 0 <= i < len(lines):
        raise ValueError(f"no line {i}: the order has {len(lines)}")
    product = c.biz.products.get(lines[i]["item_id"]) or {}
    if oid not in (product.get("options") or []):
        raise ValueError(f"line {i} does not take option {oid!r}")
    return _apply_option(c, oid, str(choice), i)


def within_of(w) -> dict | None:
    """What a message says of the times to offer: a window, a part of the day, the last ones."""
    if w is None or not (w.window or w.part or w.latest):
        return None
    return {"window": list(w.window) if w.window else None, "part": w.part, "latest": w.latest}


# A part of the day said by the customer («por la tarde», «pola mañá») filters the times offered.
PARTS = {"morning": (0, 14 * 60), "midday": (12 * 60, 16 * 60), "afternoon": (14 * 60, 21 * 60),
         "night": (19 * 60, 24 * 60)}


def _in_part_of_day(minutes: int, part: str) -> bool:
    lo, hi = PARTS.get(part, (0, 24 * 60))
    return lo <= minutes < hi


def _wish_back(c, o: dict) -> None:
    """«después de las 8» set aside on a day it does not fit, then «mejor el viernes»: the window again on
    the new day, or that day's hours said when it does not fit there either."""
    wish = wish_aside_back(o)
    if not wish:
        return
    if out_of_hours(c.biz, o["ymd"], wish.get("window")):
        o[ASIDE] = wish
        c.pending_notes.append(the_day_hours(c.biz, o["ymd"], c.lang))
    else:
        o["within"] = wish


def _apply_when(c, s) -> None:
    w = s.when
    if w is None:
        return
    o = c.state["order"]
    forget_the_wish_aside(o, w)
    rule_out_day(o, s.refused_day, w.ymd if w.has_day else None, s.refused_weekdays)
    rule_out_time(o, s.refused_time, w.minutes if w.has_time else None)
    rule_out_part(o, s.refused_part, PARTS, w.part, w.minutes if w.has_time else None)
    if w.invalid_day or w.ambiguous_day:
        c.day_unclear = True
        c.day_choices = list(w.day_choices or [])
        c.day_choices_kind = w.ambiguous_kind
        c.day_period = w.period
        c.day_impossible = w.impossible
        # «mejor el 31 de noviembre»: the day held goes only if the day question comes (form.have_day)
        o["period_bound"] = w.bound_day        # «antes del jueves»: that Thursday, said with the days offered
        o["period"] = list(w.period) if w.period else None      # kept for the day question, whenever asked
        if c.day_choices or w.period:      # 'el viernes 14' on a Saturday, «para el finde»: the day
            o["ymd"], o["min"] = None, None  # held before (said or assumed) no longer holds
    elif w.has_day and w.ymd:
        o["ymd"], o["period"] = w.ymd, None      # a time already said stays: it is checked on the new day
        _wish_back(c, o)
        o.pop("day_assumed", None)
        if closed_one := either_day_closed_text(s, c.lang):
            c.pending_notes.append(closed_one)
    time_refused = hold_the_day_choice(c, o, s)
    if w.part and not w.has_time and isinstance(o.get("min"), int) and not _in_part_of_day(o["min"], w.part):
        o["min"] = None   # «mejor el jueves por la tarde», «a las 10 no, por la tarde» with 10:00 held:
        # the afternoon's time is asked
    if w.window and w.time_text and out_of_hours(c.biz, o.get("ymd"), w.window):
        # «después de las 8», 10:00 to 20:00 open: the hours said, the time asked from them («la anterior a
        # esa», a window from the time held, says what is free before it)
        o["within"], o[ASIDE] = None, within_of(w)      # set aside: another day said brings it back
        c.pending_notes.append(the_day_hours(c.biz, o["ymd"], c.lang))
    elif within_of(w):       # kept for the time question, whenever it is asked
        o["within"] = within_of(w)
    if w.window and not w.asap:
        o["min"], o["asap"] = None, None     # «antes de las 11», «¿puede ser antes?»: the times inside it are offered
    elif w.has_time and w.minutes is not None and not time_refused:
        o["min"] = int(w.minutes)
        o["asap"], o["within"] = None, None
    elif w.latest and w.last_free and (c.state.get("awaiting") == "time" or o.get("min") is not None):
        o["min"], o["asap"], o["last_free"] = None, None, True      # «lo más tarde posible» to «¿A qué hora?»
        # or with a time held: the last free time (said with the request, the last few are offered, as for a booking)
    elif w.latest and o.get("min") is not None:
        o["min"], o["asap"] = None, None    # «a última hora» with a time held: the day's last free times are
        # offered, as «mejor por la tarde» offers the afternoon's
    elif w.first_thing and o.get("min") is not None:
        o["min"], o["asap"], o["within"] = None, 0, None     # «a primera hora» with a time held: the day's first
        # free time, as «lo más pronto posible»
    elif w.asap or w.rel_min is not None:
        o["asap"] = int(w.rel_min or 0)
        o["min"], o["last_free"] = None, bool(w.window and w.last_free)    # «la anterior a esa»: the window's last
        if not s.anyone:        # «me da igual» after «por la tarde»: the first free time of that part
            o["within"] = None
        if w.rel_min is not None and not w.has_day:
            o["ymd"] = clock.today(c.now)    # "dentro de 20 minutos" counts from now


def apply_signals(c, s) -> None:
    _apply_items(c, s)
    _size_for_the_people(c, s)
    if not apply_time_kept(c, s, c.state["order"]):
        _apply_when(c, s)
    consumed = c.consumed(s)
    apply_contact(c, s, c.state["order"], consumed)
    apply_note(c, s, c.state["order"], consumed)


def _answer_replace(c, found, lines) -> bool:
    """The answer to "which one do I change?" said in words ('la de queso'): that line is replaced."""
    st = c.state
    wanted = st.pop("replace", None)
    if (st.get("awaiting") != "replace" or not wanted or len(lines) != 1 or found.mode != "add"
            or lines[0]["item_id"] not in wanted["choices"]):
        return False
    cart, said = st["order"]["lines"], lines[0].get("options") or {}
    i = next((k for k, l in enumerate(cart) if l["item_id"] == lines[0]["item_id"]
              and said.items() <= (l.get("options") or {}).items()), None)
    if i is None:
        return False
    old = cart.pop(i)
    takes = (c.biz.products.get(wanted["item_id"]) or {}).get("options") or []
    new = {"item_id": wanted["item_id"], "qty": wanted["qty"] if wanted.get("explicit") else old["qty"],
           "options": {k: v for k, v in (old.get("options") or {}).items() if k in takes}}
    st["order"]["lines"] = apply_to_cart(cart, Found(lines=[new], explicit=[True]))
    return True
