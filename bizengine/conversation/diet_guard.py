"""The diet said inside an order (issue 17, safety): a product that contains what the customer
avoids is never added nor offered without saying so plainly, and the ones that fit are offered
(or it is said honestly that none does).

What the customer avoids is kept on the order (`order["avoid"]`) for the rest of it: «es para un
celíaco» said after the items warns about the cart, and said before them guards what comes next.
The business's own caveat for it (`allergen_caveats`: traces, a shared kitchen) is said once in the
request, beside what it holds or offers that does not list it (`state["caveats_said"]`).
"""
from __future__ import annotations

import re

from bizengine.business.product_names import product_name
from bizengine.conversation.cards import chip_action, chip_text
from bizengine.conversation.contact import ask, keep_note_lines
from bizengine.conversation.messages import (
    allergen_name,
    contains_text,
    it_pronoun,
    join_list,
    money,
    not_listed_text,
    pick,
    say,
    tag_name,
)
from bizengine.language.text import as_said
from bizengine.understanding.diet import DIET_TAGS
from bizengine.understanding.lexicon import HAVE_RE
from bizengine.understanding.reading.notes import gender_of

MAX_ALTERNATIVES = 4


# «quiero la X aunque lleve huevo», «es para el resto de la familia»: the customer takes it knowingly
_KNOWINGLY_RE = re.compile(r"\b(?:(?:aunque|ainda que|anque) (?:lleve|lleven|leve|leven|tenga|tengan|tena|tenan|"
                           r"contenga|contengan)|"
                           r"da igual que (?:lleve|leve|tenga)|es para (?:el resto|los demas|os demais|otra persona|"
                           r"outra persoa)|no es para (?:el|ella|mi hijo|mi hija)|non e para)\b")


def remember(c, s) -> list[str]:
    """Keep what this message says to avoid; returns everything avoided so far."""
    avoid = c.state["order"].setdefault("avoid", [])
    said = ((s.diet or {}).get("avoid") or []) if s is not None and not _only_asked(s) else []
    for allergen in said:
        if allergen not in avoid:
            avoid.append(allergen)
    return avoid


def _only_asked(s) -> bool:
    """«¿tenéis algo sin gluten?»: what there is, asked; nobody said to avoid it (no allergy told)."""
    return bool(s.question and HAVE_RE.search(s.norm or "") and not (s.diet or {}).get("allergy")
                and not of_the_choice_wished(s))


def of_the_choice_wished(s) -> bool:
    """«quiero una <group> para el viernes y saber si hay sin gluten»: asked of the one to choose, a
    wish for one without it (the choice filtered), not a question about the whole catalogue."""
    return bool(s.primary == "order" and s.want_kw and s.items.ambiguous and not s.items.lines)


def _contains(c, pid: str, avoid: list[str]) -> list[str]:
    product = c.biz.products.get(pid) or {}
    return [a for a in avoid if a in (product.get("contains") or [])]


def _names(avoid: list[str], lang: str) -> str:
    return join_list([allergen_name(a, lang) for a in avoid], lang)


def _alternatives(c, like: list[str], avoid: list[str]) -> list[str]:
    """Products of the same categories as `like` that contain nothing avoided."""
    cats = {(c.biz.products.get(pid) or {}).get("category") for pid in like}
    return [pid for pid, p in c.biz.products.items()
            if p.get("category") in cats and pid not in like and not _contains(c, pid, avoid)][:MAX_ALTERNATIVES]


def _category_names(c, like: list[str]) -> str:
    names = []
    for cat in c.biz.catalog.get("categories") or []:
        if any((c.biz.products.get(pid) or {}).get("category") == cat.get("id") for pid in like):
            names.append(pick(cat.get("name"), c.lang).lower())
    return join_list(names, c.lang)


def fitting_text(c, fits: list[str], avoid: list[str]) -> str:
    """«Sin lácteos puedo ofrecerte: X e Y.», or that nothing the business makes is free of it."""
    if not fits:
        return c.t("diet_none_at_all", list=_names(avoid, c.lang))
    return c.t("diet_alternatives", list=_names(avoid, c.lang),
               items=join_list([product_name(c.biz.products[pid], c.lang) for pid in fits], c.lang))


def caveats_to_tell(c, allergens: list[str], once: bool = False) -> list[str]:
    """The business's own caveat for each allergen, one text however many allergens share it
    (`once`: only those not said yet in this request); each is remembered as said."""
    own = (c.biz.data or {}).get("allergen_caveats") or {}
    said = c.state.setdefault("caveats_said", [])
    told = [a for a in allergens if a in own and not (once and a in said)]
    said += [a for a in dict.fromkeys(told) if a not in said]
    return list(dict.fromkeys(pick(own[a], c.lang) for a in told))


def _safety_note(c, avoid: list[str], offered: bool) -> str:
    """The allergy note, after the caveats not said yet when something offered or held does not list
    what is avoided (of a product that contains it, the plain «contiene» is what matters)."""
    return " ".join([*(caveats_to_tell(c, avoid, once=True) if offered else []), c.t("allergy_note")])


def caveat_once(c) -> None:
    """«es para un niño alérgico a los X», «sin gluten, que es celíaca» (as the note, or with the
    items): the lines held that do not list it are said so, with the business's caveat and the
    allergy note, once in the request."""
    order = c.state["order"]
    own = (c.biz.data or {}).get("allergen_caveats") or {}
    new = [a for a in order.get("avoid") or [] if a in own and a not in (c.state.get("caveats_said") or [])]
    held = list(dict.fromkeys(line["item_id"] for line in order["lines"] if line["item_id"] in c.biz.products))
    fitting = [pid for pid in held if not _contains(c, pid, new)]
    if not new or not fitting:
        return
    names = join_list([product_name(c.biz.products[pid], c.lang) for pid in fitting], c.lang)
    c.note("diet", True, f"aviso del negocio para {', '.join(new)}: {', '.join(fitting)}")
    c.say(" ".join([not_listed_text(names, new, c.lang), _safety_note(c, new, offered=True)]))


def told_caveat(c, s) -> str:
    """«uno es celíaco» with a table booked: the business's caveat for it (not said yet in this
    request) and the allergy note; "" when the allergy has none."""
    diet = (s.diet or {}) if s is not None else {}
    said = caveats_to_tell(c, diet.get("avoid") or [], once=True) if diet.get("allergy") else []
    return " ".join([*said, c.t("allergy_note")]) if said else ""


def _offer(c, unfit: list[str], avoid: list[str]) -> tuple[str, list[dict]]:
    """The sentence offering what fits (or saying nothing does) and its chips."""
    fits = _alternatives(c, unfit, avoid)
    if not fits:
        return c.t("diet_no_alternative", list=_names(avoid, c.lang), category=_category_names(c, unfit)), []
    names = [product_name(c.biz.products[pid], c.lang) for pid in fits]
    prices = [money(c.biz.products[pid]["price_cents"], c.lang) for pid in fits]
    chips = [chip_action(f"{name} · {price}", {"type": "add", "item_id": pid})
             for pid, name, price in zip(fits, names, prices)]
    return c.t("diet_alternatives", list=_names(avoid, c.lang), items=join_list(names, c.lang)), chips


def _warning(c, pids: list[str], avoid: list[str]) -> str:
    parts = [contains_text(product_name(c.biz.products[pid], c.lang), _names(_contains(c, pid, avoid), c.lang), c.lang)
             for pid in pids]
    return " ".join(parts)


def guard(c, s, before: list[dict]) -> bool:
    """After a message was applied to the order: take out the lines it added that contain what the
    customer avoids, filter a pending «which one?», and say it. True when it asked the customer
    (the order must not ask anything else this turn)."""
    if s is not None and _KNOWINGLY_RE.search(s.norm or ""):
        return _knowingly(c, s, before)
    avoid = remember(c, s)
    if not avoid:
        return False
    o, st = c.state["order"], c.state
    kept_ids = {l["item_id"] for l in before}
    added = [l for l in o["lines"] if l["item_id"] not in kept_ids and _contains(c, l["item_id"], avoid)]
    unfit = [l["item_id"] for l in added]
    if added:
        o["lines"] = [l for l in o["lines"] if l not in added]
        c.note("diet", False, f"no se apunta {', '.join(unfit)}: contiene {', '.join(avoid)}")
    clar = st.get("clarify")
    if clar:
        fitting = [pid for pid in clar["candidates"] if not _contains(c, pid, avoid)]
        if fitting != clar["candidates"]:
            unfit += [pid for pid in clar["candidates"] if pid not in fitting]
            clar["candidates"] = fitting
            if not fitting:
                st["clarify"] = st["queue"].pop(0) if st["queue"] else None
    if not unfit:
        return False
    direct = [pid for pid in dict.fromkeys(l["item_id"] for l in added)]
    offer, chips = _offer(c, list(dict.fromkeys(unfit)), avoid)
    note = _safety_note(c, avoid, offered=bool(chips or o["lines"]))
    text = " ".join(x for x in (_warning(c, direct, avoid), offer, note) if x)
    if st.get("clarify") or o["lines"]:
        c.say(text)
        return False
    ask(c, text, chips, "items")
    return True


def _knowingly(c, s, before: list[dict]) -> bool:
    """«aunque lleve huevo», «es para el resto de la familia»: what it adds stays, said plainly; the
    allergy said stays in the note, and nothing more is held back."""
    said = [*remember(c, s)]
    c.state["order"]["avoid"] = []
    kept_ids = {l["item_id"] for l in before}
    added = [l["item_id"] for l in c.state["order"]["lines"] if l["item_id"] not in kept_ids]
    having = [pid for pid in dict.fromkeys(added) if _contains(c, pid, said)]
    c.note("diet", True, "lo pide sabiendo lo que lleva: " + ", ".join(having or ["-"]))
    if having:
        c.say(_warning(c, having, said))
    return False


def warn_cart(c, s, asking: bool = False) -> bool:
    """A diet said after the items: say which lines of the cart contain it and what fits instead
    (`asking`, inside the order's own turn: whether they go or are changed is asked next, ask_unfit)."""
    if not (s and (s.diet or {}).get("avoid")):
        return False
    said = list((s.diet or {}).get("avoid") or [])
    avoid = remember(c, s)
    lines = c.state["order"]["lines"]
    unfit = list(dict.fromkeys(l["item_id"] for l in lines if _contains(c, l["item_id"], said)))
    if not unfit:
        return False
    c.note("diet", False, f"en el pedido: {', '.join(unfit)} contiene {', '.join(said)}")
    if s.question:      # «¿tenéis algo sin gluten?»: its list was just said; what in the order contains it
        warning = _warning(c, unfit, said)
        if not c.held_answered:     # «¿lleva huevo?» of what is held: its answer said it first
            c.say(warning)
        return True
    held = [line for line in lines if line["item_id"] not in unfit]
    if asking:
        c.state["order"]["unfit"] = unfit
        c.state["order"]["unfit_for"] = said
        c.say(" ".join((_warning(c, unfit, said), _safety_note(c, said, offered=True))))    # kept or changed next
        return True
    offer, chips = _offer(c, unfit, avoid)
    c.say(" ".join((_warning(c, unfit, said), offer, _safety_note(c, avoid, offered=bool(chips or held)))))
    return True


def ask_unfit(c) -> bool:
    """«¿Quito 2 × X o prefieres cambiarlos por Y o Z?» after the diet said made X unfit: asked
    before anything else (never the summary with X still in, unasked)."""
    o = c.state["order"]
    marked = o.pop("unfit", None) or ()
    unfit = [line for line in o["lines"] if line["item_id"] in marked]
    if not unfit:
        return False
    ids = [line["item_id"] for line in unfit]
    held = {line["item_id"] for line in o["lines"]}
    fits = [pid for pid in _alternatives(c, ids, o.get("unfit_for") or []) if pid not in held]
    items = join_list([_counted(c, line) for line in unfit], c.lang)
    chips = [chip_text(say("drop_chip", c.lang, item=product_name(c.biz.products[pid], c.lang)),
                       say("drop_text", c.lang, item=product_name(c.biz.products[pid], c.lang))) for pid in ids]
    if not fits:
        text = say("diet_drop", c.lang, items=items)
    else:
        it = it_pronoun(_gender_of(c, unfit), len(unfit) > 1 or int(unfit[0].get("qty") or 1) > 1)
        names = [product_name(c.biz.products[pid], c.lang) for pid in fits]
        text = say("diet_drop_or_swap", c.lang, items=items, it=it, options=join_list(names, c.lang, "or"))
        if len(ids) == 1:
            old = product_name(c.biz.products[ids[0]], c.lang)
            chips += [chip_text(say("swap_chip", c.lang, item=n), say("swap_text", c.lang, old=old, new=n))
                      for n in names]
    chips.append(chip_text(say("keep_chip", c.lang), say("keep_chip", c.lang)))
    c.note("diet", True, "se pregunta si se quitan o se cambian: " + ", ".join(ids))
    ask(c, text, chips, "unfit")
    return True


def _counted(c, line: dict) -> str:
    """«2 × X», or «X» for one."""
    name = product_name(c.biz.products[line["item_id"]], c.lang)
    return say("line", c.lang, qty=line["qty"], name=name) if int(line.get("qty") or 1) > 1 else name


def _gender_of(c, lines: list[dict]) -> str:
    """«f» when every thing is feminine (catalog.json `gender`, or one per language), else «m»."""
    said = [gender_of(c.biz.products[line["item_id"]], c.lang) or "m" for line in lines]
    return "f" if all(g == "f" for g in said) else "m"


# «quítalos», «sí», «fuera»: the unfit lines go (not «no las quites»); «déjalo así», «da igual», «no»: they
# stay, knowingly
_TAKE_OFF_RE = re.compile(r"\b(?:(?:quit|sac|elimin|borr)(?!(?:e|es|en|eis)\b)\w*|fuera|fora)\b")
_KEEP_RE = re.compile(r"\b(?:dej\w*|deix\w*|da igual|tanto da|no importa|non importa|asi (?:esta|vale)|"
                      r"aunque (?:lleve|lleven)|anque (?:leve|leven))\b")


def answer_unfit(c, s):
    """The answer to «¿Quito X o prefieres cambiarlo por Y?» in words, as a change for the order's
    turn: X taken off, kept, or changed for the one thing named (its count said, or X's). None
    when the message says none of these, or asks something (it reads as usual)."""
    o = c.state["order"]
    if c.state.get("awaiting") != "unfit" or s.question:
        return None
    unfit = [line for line in o["lines"] if _contains(c, line["item_id"], o.get("unfit_for") or [])]
    lines = _answered_lines(c, s, unfit) if unfit else False
    if lines is False:
        return None
    o.pop("unfit_for", None)
    c.note("diet", True, "respuesta a quitar o cambiar: " + ", ".join(u["item_id"] for u in unfit))

    def change(c) -> None:
        if lines is None:
            o["avoid"] = []
        else:
            o["lines"] = lines
    return change


def _answered_lines(c, s, unfit: list[dict]):
    """The order's lines after the answer; None: kept knowingly; False: not an answer."""
    norm, found = s.norm or "", s.items
    wished = found.lines or ([{**found.ask_replace, "options": {}}] if found.ask_replace else [])    # «mejor Y»
    swap = [line for line in wished if line["item_id"] not in {u["item_id"] for u in unfit}]
    kept = [line for line in c.state["order"]["lines"] if line not in unfit]
    if len(swap) == 1 and len(wished) == 1 and found.mode in ("add", "replace", "set"):
        counted = found.explicit[0] if found.explicit else bool(swap[0].get("explicit"))
        return _swapped(kept, swap[0], swap[0]["qty"] if counted else sum(int(u["qty"]) for u in unfit))
    if found.lines:
        return False
    if _TAKE_OFF_RE.search(norm) and not _KEEP_RE.search(norm):
        return kept      # «no, quítalas»: the take-off said, whatever came before
    if _KEEP_RE.search(norm) or s.no:
        return None      # taken knowingly: the allergy stays in the note, for a person
    return kept if s.yes else False


def _swapped(kept: list[dict], wished: dict, qty: int) -> list[dict]:
    """The lines kept with the thing chosen instead, added to its own line when it is held already."""
    options = dict(wished.get("options") or {})
    for i, line in enumerate(kept):
        if line["item_id"] == wished["item_id"] and dict(line.get("options") or {}) == options:
            return [*kept[:i], {**line, "qty": int(line["qty"]) + int(qty)}, *kept[i + 1:]]
    return [*kept, {"item_id": wished["item_id"], "qty": qty, "options": options}]


def note_tags(c, s, before: list[dict]) -> None:
    """«una X sin azúcar», «una X vegana» where X is not listed so: the wish is not dropped in
    silence. The catalogue only says which products are (not what the others lack), so the line
    stays, the wish goes in the note, and a person confirms it."""
    tags = ((s.diet or {}).get("tags") or []) if s is not None else []
    kept_ids = {l["item_id"] for l in before}
    added = list(dict.fromkeys(l["item_id"] for l in c.state["order"]["lines"] if l["item_id"] not in kept_ids))
    for tag in tags:
        if (group := _tagged_group(c, s, tag)) is not None:
            _note_tag_of_a_group(c, group, tag)
            continue
        unlisted = [pid for pid in _tagged_lines(s, tag, added)
                    if tag not in (c.biz.products.get(pid) or {}).get("tags", [])]
        if not unlisted:
            continue
        names = join_list([product_name(c.biz.products[pid], c.lang) for pid in unlisted], c.lang)
        c.note("diet", False, f"{', '.join(unlisted)}: sin la etiqueta {tag}; se anota para una persona")
        keep_note_lines(c, c.state["order"], [f"{names}: {tag_name(tag, c.lang, one=True)}"], alone=False)
        c.say(c.t("tag_unlisted" if len(unlisted) == 1 else "tag_unlisted_many", names=names,
                  tags=tag_name(tag, c.lang)))


def _tagged_group(c, s, tag: str) -> str | None:
    """«pan y una X sin azúcar» with X a word of several things, none listed so: X as said (the tag is
    X's, not the other lines'); None when the tag follows no such word, or one of its things is listed so."""
    at = _words_before_the_tag(s, tag)
    lines_end = {end for _line, (_start, end) in zip(s.items.lines, s.items.spans)}
    spans = [(start, end) for start, end in s.items.spans if end == at and end not in lines_end]
    groups = [a for a in s.items.ambiguous
              if not any(tag in (c.biz.products.get(pid) or {}).get("tags", []) for pid in a.get("candidates", []))]
    if at is None or not spans or not groups:
        return None
    start, end = spans[0]
    return as_said(" ".join((s.items.words or [])[start:end]), s.text or "")


def _note_tag_of_a_group(c, said: str, tag: str) -> None:
    """The wish noted for the thing still to choose, said once in a short line."""
    c.note("diet", False, f"{said}: sin la etiqueta {tag} en ninguno; se anota para una persona")
    keep_note_lines(c, c.state["order"], [f"{said[:1].upper()}{said[1:]}: {tag_name(tag, c.lang, one=True)}"],
                    alone=False)
    c.say(c.t("tag_unlisted_kind", word=said.lower(), tags=tag_name(tag, c.lang)))


def _words_before_the_tag(s, tag: str) -> int | None:
    """How many words come before the diet tag said, None when it is not said in the message's words."""
    m = dict(DIET_TAGS)[tag].search(s.norm or "")
    return None if m is None else len((s.norm or "")[:m.start()].split())


def note_avoided_by_one(c, s, before: list[dict]) -> None:
    """«dos X, uno sin gluten y otro normal» where X contains it: like a tag not listed, the line stays,
    what it contains is said plainly, the wish goes in the note, and a person confirms it."""
    avoid = s.avoided_by_one if s is not None else []
    kept_ids = {l["item_id"] for l in before}
    added = [l["item_id"] for l in c.state["order"]["lines"] if l["item_id"] not in kept_ids]
    having = [pid for pid in dict.fromkeys(added) if _contains(c, pid, avoid)]
    if not having:
        return
    c.note("diet", False, f"{', '.join(having)}: uno sin {', '.join(avoid)}; se anota para una persona")
    c.say(" ".join([c.t("avoided_by_one", contains=_warning(c, having, avoid), list=_names(avoid, c.lang)),
                    c.t("allergy_note")]))


def _tagged_lines(s, tag: str, added: list[str]) -> list[str]:
    """The product the tag follows right after («2 X sin azúcar y una Y»: X); said apart
    («soy diabético, quiero…», «…, todo sin azúcar»), every product added."""
    at = _words_before_the_tag(s, tag)
    if at is None:
        return added
    right_before = [line["item_id"] for line, (_a, end) in zip(s.items.lines, s.items.spans) if end == at]
    right_before += [pid for _a, end, pid in s.items.named_again_at if end == at]     # «…, la X sin azúcar»
    return [pid for pid in right_before if pid in added] or added
