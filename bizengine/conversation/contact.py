"""The customer's name, phone and note: collected the same way by the order and booking flows."""
from __future__ import annotations

import json
import re

from bizengine.conversation.cards import chip_action, chip_text, meta
from bizengine.conversation.messages import say
from bizengine.language.phones import show_phone
from bizengine.language.text import clean, singular
from bizengine.understanding.colour_instead import colour_said_instead, colours_taken_out, names_a_colour
from bizengine.understanding.details import no_name_in, only_interjections, phone_tried
from bizengine.understanding.lexicon import (
    ACKNOWLEDGED_RE,
    NO_NOTES_RE,
    NOTE_OFF_RE,
    PHONE_WORD_RE,
    SEND_RE,
    WITH_WORDS,
)
from bizengine.understanding.notes import tells_a_count_apart, tells_a_health_need
from bizengine.understanding.reading.intent import more_than_a_name, order_intent
from bizengine.understanding.signals import Signals
from bizengine.understanding.thing_described import only_describes
from bizengine.understanding.vocabulary import vocabulary_of

# Why a question is needed, said the second time it is asked in a row (issue 17, class 6).
_WHY = {"name": "reask_name", "phone": "reask_phone", "note": "reask_note"}


def _times_asked(c, awaiting: str | None) -> int:
    """How many times in a row the same question has been asked while nothing changed (the
    draft, the pending choice): in either language it is the same question."""
    order = {k: v for k, v in (c.state.get("order") or {}).items() if k != "questions"}
    sig = json.dumps([awaiting, order, c.state.get("booking"), c.state.get("clarify")],
                     sort_keys=True, ensure_ascii=False, default=str)
    said = getattr(c, "signals", None)
    if said is not None and (c.consumed(said) or said.when.part or said.when.window or said.when.day_choices
                             or said.asks_free):
        c.state["asked"] = {"sig": sig, "n": 1}      # the customer gave something: a new question
        return 1
    last = c.state.get("asked") or {}
    # something else was answered this turn (a side question, a refusal): asking again is not
    # repeating oneself
    aside = bool(c.replies) or _only_acknowledged(said)
    if last.get("sig") != sig:
        n = 1
    else:
        n = int(last.get("n") or 1) + (0 if aside else 1)
    c.state["asked"] = {"sig": sig, "n": n}
    return n


def _only_acknowledged(said) -> bool:
    """«vale», «ah ok», «perfecto» after an answer, «no la quiero» after another product's price or answer:
    heard, not a failed answer (the question is asked again plainly, not «Para seguir necesito…»)."""
    return said is not None and not said.question \
        and (bool(ACKNOWLEDGED_RE.match(said.norm or "")) or said.answer_not_wanted)


def ask(c, text: str, chips=None, awaiting: str | None = None, cards=None) -> None:
    """Say a question (with its chips or cards) and remember what the answer will be. The same
    question is never said a third time in a row: the second time it says why (or points at the
    options), the third it offers a person."""
    c.state["awaiting"] = awaiting
    n = _times_asked(c, awaiting)
    if n == 2:
        text = f"{say(_WHY.get(awaiting or '', 'reask_choose' if chips else 'reask_other'), c.lang)} {text}"
    elif n >= 3:
        text = say("reask_person", c.lang)
        chips = [chip_action(say("chip_handoff", c.lang), {"type": "handoff"})] + list(chips or [])
    c.asked_at = len(c.replies)
    c.say(text, meta(chips=chips, cards=cards))


def remember_contact(c, held: dict) -> None:
    """The name and phone of a request sent or called off, offered as buttons for the next one."""
    if held.get("name") or held.get("phone"):
        c.state["contact"] = {"name": held.get("name"), "phone": held.get("phone")}


def ask_missing_contact(c, target: dict, name_text: str, phone_key: str, note_text: str,
                        more_text: str | None = None) -> bool:
    """Ask the first of name, phone and note still missing; True when something was asked.
    `more_text`: the note question asked when what was kept for the note only describes the thing
    (thing_described: «rojas», «con lazo»), which is said back first; None: such a note is kept as any."""
    given = c.state.get("contact") or {}       # a request sent before in this conversation: offered again
    described = bool(more_text) and target.get("note") is None and only_describes(target.get("notes_said") or [], c.biz)
    _described_with_the_answer(c, target)
    if not target.get("name"):
        target["name_asked"] = True     # «Laura» to a later question: the name asked before, given late
        ask(c, name_text, [chip_text(given["name"], given["name"])] if given.get("name") else None, "name")
    elif not target.get("phone") and not target.get("phone_declined"):
        phone = show_phone(given["phone"]) if given.get("phone") else None
        ask(c, say("bad_phone" if getattr(c, "bad_phone", False) else phone_key, c.lang),
            [chip_text(phone, phone)] if phone else None, "phone")
    elif target.get("note") is None and target.get("notes_said") and not described:
        target["note"] = "; ".join(target.pop("notes_said"))      # said before: kept, not asked again
        if not target.pop("notes_told", False):
            c.say(say("note_kept", c.lang, note=target["note"]))
        return False
    elif target.get("note") is None:
        chips = [chip_action(say("no_notes_chip", c.lang), {"type": "no_notes"})]
        if c.note_what:     # «sí» to it: the one question that follows, not the same one again
            c.state["awaiting"] = "note"
            c.say(say("note_what", c.lang), meta(chips=chips))
        elif described and more_text:     # «rojas» kept: said back, and the text for the card still asked
            told = target.get("notes_told") or c.state.get("awaiting") == "note"
            kept = say("note_kept", c.lang, note="; ".join(target["notes_said"]))
            chips = [chip_action(say("no_more_notes_chip", c.lang), {"type": "no_notes"})]     # (it stays)
            ask(c, more_text if told else f"{kept} {more_text}", chips, "note")
        else:
            ask(c, note_text, chips, "note")
    else:
        return False
    return True


def _described_with_the_answer(c, target: dict) -> None:
    """The answer to the note question asked after a description kept for it («rojas», then «Te quiero»
    or «no»): the description first, then what was answered (without its colour when the answer says
    another: «que sean blancas mejor»)."""
    if target.get("note") is not None and target.get("notes_said"):
        said = target.pop("notes_said")
        if names_a_colour(target["note"]) and (kept := colours_taken_out(said, c.biz)) is not None:
            said = kept
        target["note"] = "; ".join(p for p in [*said, target["note"]] if p)
        target.pop("notes_told", None)


# «quita la <word>», «sin <word>», «al final no hace falta la <word>»: a wish of the note taken back
_TAKEN_OFF_RE = re.compile(r"\b(?:quita\w*|saca\w*|elimina\w*|borra\w*|sin|sen|no hace falta|non fai falta|"
                           r"ya no|xa non|olvida\w*|esquece\w*|cancela|anula)\b")
_WORDING_RE = re.compile(r"^(?:que|q) (?:ponga|pona|diga|poña|lleve escrito|leve escrito)\b")


# «olvida lo de <word>», «quita la <word>»: said of something noted, never a wish to note
_TAKE_OFF_VERB_RE = re.compile(r"^(?:(?:y|e|pues|pois|ah|vale|oye|mira) )*(?:quita\w*|saca\w*|elimina\w*|borra\w*|"
                               r"olvida\w*|esquece\w*|cancela|anula)\b")


def takes_the_note_off(s) -> bool:
    """«borra la nota», «sen indicacións»: the note given, taken back whole."""
    return bool(NOTE_OFF_RE.match(s.norm or ""))


def takes_a_word_off(s, target: dict) -> bool:
    """«olvida lo de Marta» with «feliz cumple Marta» noted: a word of the note taken back."""
    words = _words_taken_off(s.norm or "")
    return bool(target.get("note") and words) and any(
        _same_word(w, n) for w in words for p in target["note"].split("; ") for n in clean(p).split())


def _words_taken_off(norm: str) -> set[str]:
    """The words after «olvida lo de», «quita la», «borra as»: what is taken back."""
    verb = _TAKE_OFF_VERB_RE.match(norm)
    return {w for w in norm[verb.end():].split() if len(w) > 3} if verb else set()


def keep_notes(c, s, target: dict) -> None:
    """What the business should know, said before the note question, kept for it (or added to the note)."""
    if target.get("note") and takes_the_note_off(s):
        c.say(say("note_removed", c.lang, note=target["note"]))
        target["note"] = ""
        return
    if target.get("note") and not s.notes and takes_a_word_off(s, target):
        _take_off(c, target, [" ".join(_words_taken_off(s.norm or ""))])
        return
    if target.get("note") and s.notes and _TAKEN_OFF_RE.search(s.norm or "") and not _allergy_said_again(s):
        if _take_off(c, target, s.notes):
            return
        if _TAKE_OFF_VERB_RE.match(s.norm or ""):
            c.say(say("note_not_there", c.lang, said=_wish_said(s), note=target["note"]))
            return
    if target.get("note") is None and target.get("notes_said") and s.notes and _TAKE_OFF_VERB_RE.match(s.norm or ""):
        if _take_off_kept(c, target, s.notes):
            return      # «quita las <word>» before the note question: out of what was kept for it
    if not target.get("note") and not target.get("notes_said") and s.notes and _TAKE_OFF_VERB_RE.match(s.norm or "") \
            and not (s.has_items or s.when.has_day or s.when.has_time):
        c.say(say("no_note_held", c.lang, said=_wish_said(s)))      # «quita las <word>» with nothing noted: no note
        return
    alone = not (s.has_items or s.when.has_day or s.when.has_time or s.party or s.name or s.phone)
    # «4 <X>, 2 <a wish> y 2 <another>»: said back with the things, so the parts are seen kept
    told_apart = any(tells_a_count_apart(n, c.biz) for n in s.notes) or bool(s.items and s.items.wishes_of_parts)
    # «…, ¿tienen que estar calentitas?»: the wish asked is answered by saying it is kept
    keep_note_lines(c, target, s.notes, alone or told_apart or s.wish_asked, bool(s.change))


def _allergy_said_again(s) -> bool:
    """«es celíaca, sin gluten», «sin X, que es alérgico»: the «sin» is what the allergy avoids, not
    the note taken back (that starts with its verb: «quita lo de celíaca»)."""
    diet = s.diet or {}
    return bool(diet.get("allergy") and diet.get("avoid")) and not _TAKE_OFF_VERB_RE.match(s.norm or "")


def _wish_said(s) -> str:
    """The words of the first wish said, without its little words («las <things>» → «<things>»)."""
    return " ".join(w for w in clean(s.notes[0]).split() if len(w) > 3) or s.notes[0]


def _take_off(c, target: dict, said: list[str]) -> bool:
    """The parts of the note that hold the wish said («quita la <word>»): taken out."""
    kept = _without_the_wish(c, [p for p in target["note"].split("; ") if p], said)
    if kept is not None:
        target["note"] = "; ".join(kept)
    return kept is not None


def _take_off_kept(c, target: dict, said: list[str]) -> bool:
    """The same, of the wishes kept for the note question («quita las <word>» before it)."""
    kept = _without_the_wish(c, list(target["notes_said"]), said)
    if kept is not None:
        target["notes_said"] = kept
    return kept is not None


def _without_the_wish(c, parts: list[str], said: list[str]) -> list[str] | None:
    """`parts` without those that hold a word said (said back as taken off); None when none does."""
    words = {w for phrase in said for w in clean(phrase).split() if len(w) > 3}
    written_on = bool(words & vocabulary_of(c.biz).not_items)      # «quita la <what a wording is written on>»
    gone = [p for p in parts if any(_same_word(w, n) for w in words for n in clean(p).split())
            or (written_on and _WORDING_RE.match(clean(p)))]
    if not gone:
        return None
    c.say(say("note_removed", c.lang, note="; ".join(gone)))
    return [p for p in parts if p not in gone]


def _same_word(said: str, noted: str) -> bool:
    """A word of the note as said again: the same, or one sharing its first five letters (a plural,
    «cumple» for «cumpleaños»)."""
    if said == noted:
        return True
    stem = min(len(said), len(noted), 5)
    return stem >= 4 and said[:stem] == noted[:stem]


def keep_note_lines(c, target: dict, lines: list[str], alone: bool, change: bool = False) -> None:
    """Lines for the request's note: kept for the note question, or added to the note already given
    (`change`: instead of it); `alone` (nothing else said) says them back now."""
    said = [clean(n) for n in target.get("notes_said") or []]
    # («tengo el X muy largo y quiero…», the problem told whole: its «X muy largo» is no second line)
    new = [n for n in lines if not any(clean(n) in line for line in said) and n not in (target.get("note") or "")]
    if not new or _another_colour(c, target, new):
        return
    if target.get("note") is None and change and target.get("notes_said"):
        target["notes_said"] = new      # «en <a place>», then «mejor en <another>»: instead of it, said back now
        target["notes_told"] = True
        c.say(say("note_changed", c.lang, note="; ".join(new)))
    elif target.get("note") is None:
        said_again = [n for n in target.get("notes_said") or [] if any(clean(n) in clean(line) for line in new)]
        target["notes_said"] = [*(n for n in target.get("notes_said") or [] if n not in said_again), *new]
        #                       («la X hace ruido», then the whole message that told it: kept once, whole)
        if alone:     # «uno de nosotros es celíaco» on its own: said back now, not again at the note step
            c.say(say("note_kept", c.lang, note="; ".join(target["notes_said"])))
        target["notes_told"] = alone and target.get("notes_told", True)
    elif change and target["note"]:     # «mejor que ponga Feliz cumple Ana»: instead of what was noted
        target["note"] = "; ".join([*_health_kept(target["note"], new), *new])
        c.say(say("note_changed", c.lang, note=target["note"]))
    elif target["note"] and (_another_wording(target, new) or _same_wish_again(target, new)):
        c.say(say("note_changed", c.lang, note=target["note"]))     # a cake says one thing: the new one
    else:
        target["note"] = "; ".join([target["note"], *new]) if target["note"] else "; ".join(new)
        c.say(say("note_added", c.lang, note="; ".join(new)))


def _another_colour(c, target: dict, new: list[str]) -> bool:
    """«<things> rojas», then «que sean blancas»: the colour kept before (for the note question, or in
    the note) taken out, the new one in its place, said back."""
    if not any(names_a_colour(n) for n in new):
        return False
    held = target.get("notes_said") if target.get("note") is None else target["note"].split("; ")
    kept = colours_taken_out(list(held or []), c.biz)
    if kept is None:
        return False
    if target.get("note") is None:
        target["notes_said"], target["notes_told"] = [*kept, *new], True
    else:
        target["note"] = "; ".join([*kept, *new])
    c.say(say("note_changed", c.lang, note="; ".join([*kept, *new])))
    return True


def _health_kept(note: str, new: list[str]) -> list[str]:
    """The parts of the note that tell an allergy, kept when another wish replaces the rest («mejor en
    Y»), unless what is said instead tells one too."""
    if any(tells_a_health_need(n) for n in new):
        return []
    return [p for p in note.split("; ") if tells_a_health_need(p)]


def _another_wording(target: dict, new: list[str]) -> bool:
    """«que ponga Feliz cumple Uxía, no Iria» with «que ponga …» noted: that part replaced."""
    wording = next((n for n in new if _WORDING_RE.match(clean(n))), None)
    parts = target["note"].split("; ")
    held = next((p for p in parts if _WORDING_RE.match(clean(p))), None)
    if wording is None or held is None:
        return False
    target["note"] = "; ".join([wording if p == held else p for p in parts] + [n for n in new if n != wording])
    return True


def _same_wish_again(target: dict, new: list[str]) -> bool:
    """«un <thing>», then «que sean dos <things>»: the part of the note about the same thing, replaced."""
    def words(text: str) -> set[str]:
        return {singular(w) for w in clean(text).split() if len(w) > 3}
    parts = target["note"].split("; ")
    changed = False
    for line in new:
        same = [p for p in parts if words(p) & words(line)]
        if len(same) == 1:
            parts = [line if p == same[0] else p for p in parts]
            changed = True
    if changed:
        target["note"] = "; ".join(dict.fromkeys(parts))
    return changed


def looks_like_name(text: str, s=None) -> bool:
    """A short answer without digits or a question, made of no answer, courtesy or change word;
    with the message's Signals, also one that carries no order intent or yes/no ('uno menos',
    'mejor de Y', 'en vez de X, Y' are changes, not names)."""
    words = clean(text).split()
    if isinstance(s, Signals) and (order_intent(s) or s.yes or s.no or s.resource
                                   or ACKNOWLEDGED_RE.match(s.norm or "")):     # «o kero»: agreed, no name
        return False        # «con Iago» names the person wanted («Marta Souto» alone has no resource)
    if isinstance(s, Signals) and (more_than_a_name(s) or s.pickup_only):
        return False        # «<a place>, por favor», «seremos cinco», «que ponga X», «para llevar»: not a name
    return (1 <= len(words) <= 4 and not any(ch.isdigit() for ch in text) and "?" not in text
            and not any(no_name_in(w) for w in words) and not only_interjections(words)
            and not (len(words) > 1 and words[0] in _AND)
            and not (len(words) > 1 and words[0] in _OF and text.strip()[:1].islower()))


def _with_someone(text: str) -> bool:
    """«con los dos», «cos dous», «co Xan»: whom the appointment is with, never the customer's name."""
    words = clean(text).split()
    return len(words) > 1 and words[0] in WITH_WORDS


_AND = frozenset(("y", "e", "i"))     # «y <service>», «e un <service>»: something more, not a name
# «de mujer», «de muller» written in lower case: a kind of something, not a name («De Castro», «Dos Santos» are)
_OF = frozenset(("de", "del"))


def _said_ahead(c, s, target: dict, awaiting) -> None:
    """«Rosa», «611 223 344» or both to «¿A qué hora?»: kept and said back, the question stays."""
    if awaiting in (None, "name", "phone", "note") or s.has_items or s.when.has_day or s.when.has_time:
        return
    name = s.name if s.name and not target.get("name") else None
    phone = show_phone(s.phone) if s.phone and not target.get("phone") else None
    if name and phone:
        c.say(say("contact_noted", c.lang, name=name, phone=phone))
    elif name or phone:
        c.say(say("name_noted", c.lang, name=name) if name else say("phone_noted", c.lang, phone=phone))


def _name_not_a_note(target: dict, name: str) -> None:
    """«<Things> <Colour>» said again to the name question is the name: not also the note the words
    left the first time."""
    said = target.get("notes_said") or []
    if any(clean(note) == clean(name) for note in said):
        target["notes_said"] = [note for note in said if clean(note) != clean(name)]


def apply_contact(c, s, target: dict, consumed: bool) -> None:
    """Take a name or phone the message brings; a bare answer counts when it was asked for.
    `consumed`: the message already fed the flow with something else (so it is not a name)."""
    awaiting = c.state.get("awaiting")
    text = (s.text or "").strip()
    if s.name and target.get("name") and s.name != target["name"]:
        c.say(say("name_mended", c.lang, name=s.name))      # «perdón, Rosario», «pon Rosa, no Rosario»
    else:
        _said_ahead(c, s, target, awaiting)
    if s.name:
        target["name"] = s.name
        _name_not_a_note(target, s.name)
    elif awaiting == "name" and text and looks_like_name(text, s) and not consumed and not s.declines \
            and not s.person_unknown and not s.reaction and not _with_someone(text):   # «co Xan», «uf, caro»: no name
        target["name"] = text.strip(" .,!")
    if s.phone_off and target.get("phone"):
        target["phone"], target["phone_declined"] = None, True     # «mejor no pongas mi teléfono»
        c.say(say("phone_declined", c.lang))
    if s.phone and target.get("phone") and s.phone != target["phone"]:
        c.say(say("phone_mended", c.lang, phone=show_phone(s.phone)))     # «mi teléfono es otro: …»
    if s.phone:
        target["phone"] = s.phone
    elif awaiting == "phone" and any(ch.isdigit() for ch in text) and not (
            consumed or s.party is not None or s.party_delta is not None):
        c.bad_phone = True      # digits that are no phone, and no time, day or party said instead
    elif awaiting == "name" and s.name and phone_tried(text) and not (
            s.has_items or s.when.has_day or s.when.has_time or s.party is not None):
        c.bad_phone = True      # «ana 6001231»: the name, and a phone short of digits
    elif s.declines and (awaiting == "phone" or (awaiting == "name" and s.name and PHONE_WORD_RE.search(s.norm or ""))):
        target["phone_declined"] = True     # optional: the business answers in the chat («Ana, sin teléfono»)
        c.say(say("phone_declined", c.lang))


_YES_OR_SEND_RE = re.compile(
    r"^\s*(?:(?:s[ií]|vale|ok|claro|pues|pois|bueno|porfa|por favor)\b[\s,.:;!-]*)*"
    r"(?:(?:env[ií]a\w*|manda\w*|enviar|mandar)\b[\s,.:;!-]*)?"
    r"(?:(?:con|co|cunha|con una|con la)\s+)?(?:(?:nota|la nota|a nota|indicaci[oó]n)\s*:?\s*)?", re.IGNORECASE)
# What «sí» brings along that is no note yet: «sí, una cosa», «si, algo»
_NOTHING_YET = frozenset("una cosa|unha cousa|algo|una|unha|si|sí|porfa|por favor|espera|un momento|ya|xa|ya mismo|"
                         "xa mesmo|ahora|agora|ahora mismo|agora mesmo|gracias|grazas".split("|"))


def _after_yes_or_send(text: str) -> str:
    """What follows «sí,» or «envíalo» in a message, when it is something for the note."""
    rest = _YES_OR_SEND_RE.sub("", text, count=1).strip(" ,.;:!")
    return "" if clean(rest) in _NOTHING_YET else rest


_NO_NOTE_AHEAD_RE = re.compile(r"\b(?:sin|sen) (?:indicaciones|indicacions|notas?|observaciones|observacions|"
                               r"nada mas|nada mais)\b")

# The words of a «no» to the note question and of its courtesies: what is left once they are
# taken off is what the customer wants the business to know
_NOTHING_WORDS = frozenset("""
no non nada ninguna ninguno ningunha ningun nin ni especial en de do da tengo teño tenemos temos hay hai
solo so eso iso esto isto todo mas mais gracias grazas muchas moitas bueno bo pues pois vale ok okey y e
la a el o verdad verdade alergia alergias alerxia alerxias indicacion indicaciones indicacions nota notas
por ahora agora momento que se me nos ocurre ocorre creo penso falta fai hace perfecto genial asi
esta ben bien mejor mellor otra outra cosa ya xa tal cual nothing muy moi amable amables ayuda axuda
pola polo hasta ata luego logo pronto correcto correcta con co lunes martes miercoles jueves viernes sabado
domingo luns mercores xoves venres
""".split())


def _more_than_no(norm: str) -> bool:
    """A «no» to the note question that goes on to say something («no, pero vamos con un perro»,
    «ninguna alergia, es nuestro aniversario»): two or more words besides the «no», the «nada en
    especial», «no tengo ninguna», «solo eso» and the thanks."""
    rest, but = re.subn(r"\b(?:pero|pro|aunque|solo que|so que|eso si|iso si)\b", " ", norm)
    rest = _NO_NOTE_SAID_RE.sub(" ", rest)      # «sin nota, gracias» is a «no»
    said = sum(1 for w in rest.split() if w not in _NOTHING_WORDS)
    return said >= 2 or (but > 0 and said >= 1)     # «no, pero con X»: the «pero» brings it


_NO_NOTE_SAID_RE = re.compile(r"\b(?:sin|sen) (?:notas?|indicacion\w*|mensaje|mensaxe)\b")
_COURTESY_END_RE = re.compile(r"\s+(?:gracias|grazas|por favor|porfa)$")


def _trade_no_note(c, s) -> bool:
    """«sin grabado», «sen <X>, grazas»: the trade's own «no note» (`reading.no_notes`) as the whole
    answer, thanks or not."""
    return _COURTESY_END_RE.sub("", (s.norm or "").strip(" .!")).strip(" ,.") in vocabulary_of(c.biz).no_notes


def apply_note(c, s, target: dict, consumed: bool) -> None:
    """While the note is asked for, «no» leaves it empty and any other free text is the note.
    Before it, what the business should know («en <a place>», «soy alérgica a…») is kept for
    the note; after it (at the summary), added to the note."""
    if c.state.get("awaiting") != "note":
        keep_notes(c, s, target)
        trade_no = _trade_no_note(c, s)
        if target.get("note") is None and not target.get("notes_said") and (
                _NO_NOTE_AHEAD_RE.search(s.norm or "") or trade_no):
            target["note"] = ""     # «…, 612 345 678, sin indicaciones», «sin tarjeta»: answered ahead
            if trade_no:
                c.say(say("no_notes_ahead", c.lang))
        return
    trade_no = _trade_no_note(c, s) or s.pickup_only     # «para llevar»: picked up, as every order is
    if s.no and (instead := colour_said_instead(s.text or "")):
        target["note"] = instead        # «no, amarillas» to the card question after «rojas»: the colour changed
        return
    if (s.no or s.no_notes) and not trade_no and not consumed and (
            _more_than_no(s.norm or "") or any(r.ids for r in s.remarks)):
        target["note"] = (s.text or "").strip()      # «no, pero vamos con un perro», «ninguna alergia, es…»,
        #                                              «no me hace falta la X»: the remark is the note
        return
    rest = _after_yes_or_send(s.text or "")
    sends = bool(SEND_RE.match(s.norm or ""))
    nothing = not rest or bool(NO_NOTES_RE.match(clean(rest)) or SEND_RE.match(clean(rest)))   # «sí, no», «sí, mándalo»
    if s.no or s.no_notes or trade_no or (sends and nothing) or (s.yes and rest and nothing):
        target["note"] = ""     # «enviar» to the note question: nothing to add, the summary is next
    elif (s.yes or sends) and rest and not consumed:
        target["note"] = rest   # «sí, alergia al huevo», «envíala, es un cumpleaños»: the rest is the note
    elif s.yes and s.short and not consumed:     # «bueno, mejor 5 X»: «bueno» eases a change, no «sí»
        c.note_what = True      # «sí», «sí, una cosa»: no note yet, which one then
    elif not consumed and (s.text or "").strip():
        target["note"] = s.text.strip()
    elif s.notes:       # «somos 3 y un bebé, necesitamos <a thing>»: the party changes, the wish is the note
        target["note"] = "; ".join(s.notes)
