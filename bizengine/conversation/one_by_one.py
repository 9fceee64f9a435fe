"""Several questions in one message, each answered in order: «¿tenéis X? ¿cuánto cuesta? ¿y abrís el
lunes?», «¿dónde se puede aparcar? ¿y se puede ir con perro?». Each is read on its own (the later
ones about what the earlier answer was about); what neither the data nor the texts answer is handed
to a person once, after the answers. The dialog's `answer_info` is passed in: this sits under routing."""
from __future__ import annotations

import re
from collections.abc import Callable

from bizengine.conversation import info
from bizengine.conversation.cards import chips_once
from bizengine.conversation.handoff import handoff_question
from bizengine.conversation.messages import join_list
from bizengine.conversation.records import reading_context
from bizengine.language.text import clean
from bizengine.understanding import reader as nlu
from bizengine.understanding.context import ReadingContext
from bizengine.understanding.lexicon import AN_INFINITIVE_RE, asked_within, questions_apart

Handler = Callable[..., None]

_AND_THEN_RE = re.compile(r"^\s*¿?\s*(?:y|e)\s+\S")
_LONGEST_AFTER = 8      # words of a later question: a longer one is no question beside the first


def answered_one_by_one(c, s, answer_info: Handler) -> bool:
    """Each question of the message answered in order; False (nothing said) when the message holds one
    question, or when no part is answered on its own (the whole message is then read as it was)."""
    parts = asked_apart(s.text or "", c.biz)
    if not parts:
        return False
    start, c.questions_held = len(c.replies), []
    held = c.questions_held
    named: list[dict] = []      # the things named so far, each once: «¿los tengo que encargar?» is of all
    try:
        for i, part in enumerate(parts):
            _answer_one(c, part, answer_info, about_the_last=i > 0, start=start, named=named)
    finally:
        c.questions_held = None
    if len(held) == len(parts):
        del c.replies[start:]
        return False
    if held:
        _hand_over(c, held)
    chips_once(c.replies[start:])
    return True


def asked_apart(text: str, biz) -> list[str]:
    """The questions of «¿…el domingo? ¿y el martes?», «¿la X lleva gluten? ¿y la de Y?» or «¿cuánto vale
    la X? ¿es para cuántos? ¿y abrís el lunes?»: each after the first a short question of its own (its
    «?», eight words at most) or a «y…»/«e…» of five; [] when the message is not so made. «¿cuánto cuesta
    la X y cuánto cuesta ponerla?» is two questions under one «?»: a job done to X is asked apart (read
    whole, X's price answered both); «¿cuánto cuesta la X y a qué hora abrís?», read whole, answers each."""
    parts = questions_apart(text)
    within = [piece for part in parts for piece in asked_within(part)]
    if any(_asks_a_job(biz, piece) for piece in within if piece not in parts):
        parts = within
    if len(parts) < 2 or not parts[0].endswith("?"):
        return []
    later = parts[1:]
    if all(_a_short_question(p) for p in later):
        return parts
    return []


def _a_short_question(part: str) -> bool:
    words = len(part.split())
    return (part.endswith("?") and words <= _LONGEST_AFTER) or bool(_AND_THEN_RE.match(part) and words <= 5)


# «¿los tengo que encargar?», «¿hay que encargarlas?», «¿y los dos?», «e ambos?»: of every thing named before
_ALL_OF_THEM_RE = re.compile(r"^(?:(?:y|e) )?(?:los|las|os|as) (?!(?:de|do|da|del)\b)\w+"
                             r"|\w(?:rlos|rlas|los|las|os|as)\b(?=\W*$)"
                             r"|\b(?:los dos|las dos|os dous|as duas|as dúas|ambos|ambas|todos|todas)\b")


def _of_all_named(c, asked, part: str, named: list[dict]) -> None:
    """A later question naming nothing new that points at them all (a plural «los», «ambos»): about each
    thing named before, not only the last."""
    own = {line["item_id"] for line in asked.items.lines}
    last = named[-1]["item_id"] if named else None
    if len(named) > 1 and own <= {last} and not asked.items.ambiguous and _ALL_OF_THEM_RE.search(clean(part)):
        asked.items.lines = [dict(line) for line in named]


def _answer_one(c, part: str, answer_info: Handler, about_the_last: bool, start: int,
                named: list[dict]) -> None:
    """One question answered; an answer already said in this message («¿tenéis X? ¿cuánto cuesta?»: its
    price) is not said again."""
    context: ReadingContext = {"lang": c.lang, "now": c.now}
    if about_the_last:      # «¿cuánto vale la X? ¿y 3?»: the later ones read as right after the earlier answer
        held = reading_context(c.state, c.now)
        context["last_item"] = held.get("last_item")
        context["item_asked_now"] = held.get("item_asked_now")
        context["priced_now"] = bool(held.get("priced_now")) or _a_price_answered_last(c)
        context["asked_of_a_thing"] = bool(held.get("asked_of_a_thing"))
    asked = nlu.analyze(part, c.biz, context)
    if about_the_last:
        _of_all_named(c, asked, part, named)
    for line in asked.items.lines:
        if line["item_id"] not in {seen["item_id"] for seen in named}:
            named.append(line)
    before, held_before = len(c.replies), len(c.questions_held)
    answer_info(c, asked)
    said = [r["text"] for r in c.replies[start:before]]
    c.replies[before:] = [r for r in c.replies[before:] if r["text"] not in said]
    unanswered = len(c.replies) == before and len(c.questions_held) == held_before    # not held once already
    if about_the_last and unanswered and len(c.replies) > start and _asks_a_job(c.biz, part):
        handoff_question(c, part)   # «¿cuánto cuesta X? ¿y ponerla?»: X's price again answers not what was asked
        return
    for reply in c.replies[before:]:     # «¿cuánto vale la X? ¿es para 8?»: its price not said again
        reply["text"] = next((reply["text"][len(t):].strip() for t in said if reply["text"].startswith(t + " ")),
                             reply["text"])


def _a_price_answered_last(c) -> bool:
    """«¿cuánto cuesta el X? ¿y la Y?» with X not sold (no thing priced): a price is still what the
    earlier question asked, so «¿y la Y?» asks Y's."""
    return (c.state.get("last") or {}).get("topic") == "price"


def _asks_a_job(biz, question: str) -> bool:
    """«y cuánto cuesta ponerla?»: a job done to the thing, a verb the catalogue does not name (not «¿y
    cuánto cuesta más o menos?», the same price)."""
    return any(not info.is_price_word(w) and AN_INFINITIVE_RE.match(w)
               for w in info.words_besides_catalogue(biz, clean(question)))


def _hand_over(c, held: list[str]) -> None:
    """The questions nothing answered, to a person once, said which they are («Sobre «¿se puede ir con
    perro?»: eso no lo tengo claro…»): the answers before were to the others."""
    at = len(c.replies)
    handoff_question(c, " ".join(held))
    if len(c.replies) == at:
        return
    asked = join_list([f"«{_as_asked(q)}»" for q in held], c.lang)
    text = c.replies[at]["text"]
    c.replies[at]["text"] = f"{c.t('asked_apart_for_a_person', asked=asked)} {text[:1].lower()}{text[1:]}"


def _as_asked(question: str) -> str:
    """«y se puede ir con perro?» → «¿Se puede ir con perro?»."""
    bare = _AND_RE.sub("", question.strip(" ¿?¡!")).strip()
    return f"¿{bare[:1].upper()}{bare[1:]}?"


_AND_RE = re.compile(r"^(?:y|e)\s+", re.IGNORECASE)
