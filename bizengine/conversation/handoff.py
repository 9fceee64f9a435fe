"""A person takes over: a question the data cannot answer, a topic the business keeps for people,
or a knowledge answer that found nothing. Mid-order or mid-booking the question travels with it."""
from __future__ import annotations

from typing import Any

from bizengine.business.product_names import product_name
from bizengine.conversation import booking_form as booking
from bizengine.conversation import order_form as ordering
from bizengine.conversation.age_prices import ranged_group_held
from bizengine.conversation.booking_draft import booking_data
from bizengine.conversation.cards import meta
from bizengine.conversation.messages import join_list, say, window_text
from bizengine.language import clock
from bizengine.language.phones import show_phone
from bizengine.language.text import clean
from bizengine.understanding.asked_with_the_visit import wish_asked_alone
from bizengine.understanding.cancel_asked import CANCELLING
from bizengine.understanding.items import find_items
from bizengine.understanding.lexicon import without_greeting
from bizengine.understanding.running_late import LATENESS

# what each turn writes into the request it hands over, beside the request's own data (request_handoff)
TURN_KEYS = ("said", "lang")
# what a phone said later adds to a request already handed (phone_for_the_person)
CONTACT_KEYS = ("phone", "name")


def request_handoff(c, kind: str, data: dict) -> None:
    said = {"said": list(c.said)} if c.said else {}
    c.request = {"kind": kind, "status": "pending", "slot_start": None, "slot_end": None,
                 "total_cents": None, "data": {**data, **said, "lang": c.lang}}
    c.case_state = "handoff"


def handoff_question(c, question: str) -> None:
    if c.questions_held is not None:
        c.questions_held.append(question)    # a message's questions answered one by one: handed over once, after
        return
    if ordering.mid_flow(c):
        # the case's request is the order: the question travels with it instead of replacing it
        c.state["order"].setdefault("questions", []).append(question)
        c.note("handoff", True, "sin datos para contestar: la pregunta va con el pedido")
        c.say(c.t("no_data_mid_order", phone=c.biz.phone))
        return
    if booking is not None and booking.mid_flow(c):
        booking.add_question(c, question)     # likewise a booking: its request is not replaced
        return
    c.note("handoff", True, "sin datos para contestar: pasa a una persona")
    c.say(c.t("handoff_no_data", biz=c.biz.name, phone=c.biz.phone))
    request_handoff(c, "question", {"question": question})


def handoff_person(c, topic: str | None, text: str, key: str = "handoff_topic", **values: str) -> None:
    data: dict[str, Any] = {"topic": topic, "text": text}
    if c.state["order"]["lines"] and not c.state.get("done"):
        data["order"] = ordering.order_request(c, "collecting")["data"]
        data["total_cents"] = ordering.priced_lines(c)[1]
    elif booking.mid_flow(c):
        data["booking"] = booking_data(c)
    said = c.signals.phone if c.signals is not None else None
    own = said or _known_phone(c)      # «llamadme al 612…»: the phone said with it
    if topic == "call":
        data["phone"] = own
        key = "handoff_call" if own else "handoff_call_ask"
    c.note("handoff", True, f"pasa a una persona: {topic or 'a petición'}")
    c.say(c.t(key, biz=c.biz.name, phone=c.biz.phone, own=show_phone(own) if own else "", **values))
    request_handoff(c, "handoff", data)
    c.state["awaiting"] = None
    if c.state.get("intent") in ("order", "booking"):
        c.state["done"] = True      # the order or booking now travels with the person's request


def _known_phone(c) -> str | None:
    """The phone said in this conversation: the one being written down, or a request's before."""
    held = c.state.get(c.state.get("intent") or "") or {}
    return held.get("phone") or (c.state.get("contact") or {}).get("phone")


def handed(c) -> dict | None:
    """The booking last handed to a person (a group too big for the chat), while nothing else is
    being written down."""
    if ordering.mid_flow(c) or booking.mid_flow(c) or c.state.get("awaiting"):
        return None
    return (c.state.get("last") or {}).get("handed")


def contact_for_the_person(c, s) -> bool:
    """«Pedro», «611222333», «chámome Pedro, 611222333», «a las 21», «el viernes» after a group was
    handed to a person: the person calls back, so the name, phone, day and time join that request,
    never a new question."""
    was = handed(c)
    w = s.when
    day = w.ymd if w.has_day and w.ymd else None
    time = w.minutes if w.has_time and w.minutes is not None else None
    window = w.window if time is None else None      # «después de las dos»: said on, in the note
    if not was or not (s.name or s.phone or day or time is not None or window) or s.has_items or s.booking_kw \
            or s.question or s.party is not None or s.party_delta is not None:
        return False
    b = was["booking"]
    b.update({k: v for k, v in (("name", s.name), ("phone", s.phone), ("ymd", day), ("min", time)) if v is not None})
    if window:
        b["note"] = "; ".join(x for x in (b.get("note"), s.text) if x)
    c.state["booking"], c.state["intent"], c.state["done"] = dict(b), "booking", True
    when = ([say("handed_day", c.lang, day=clock.fmt_day(day, c.lang))] if day else []) + \
        ([say("handed_time", c.lang, time=clock.fmt_time(time))] if time is not None else []) + \
        ([window_text(window, c.lang)] if window else [])
    said = [" ".join(when)] if when else []         # «el sábado 7 de noviembre a las 14:00»
    said += [say("handed_name", c.lang, name=b["name"])] if s.name else []
    said += [say("handed_phone", c.lang, phone=show_phone(b["phone"]))] if s.phone else []
    text = say("handed_contact", c.lang, said=join_list(said, c.lang), biz=c.biz.name)
    if not b.get("phone"):
        text += " " + say("handed_ask_phone", c.lang)
    c.note("handoff", True, "nombre o teléfono para la persona que lleva la reserva")
    c.say(text)
    request_handoff(c, "handoff", {"topic": "booking", "text": was["text"], "booking": booking_data(c)})
    return True


def every_one_for_the_person(c, s) -> bool:
    """«las dos», «<group> los dos», «cada uno», «cadanseu» after two or more people were handed to a
    person: the same for each of them, passed on to that person (never an hour, nor a new
    appointment for one); said back, with the phone asked when none is known."""
    was = handed(c)
    people = int((was or {}).get("booking", {}).get("people") or 1)
    if not was or people < 2 or not s.every_one or s.name or s.phone or s.question \
            or s.when.has_day or s.party is not None or s.party_delta is not None:
        return False
    named = [a["word"] for a in s.items.ambiguous] + [product_name(c.biz.products[x["item_id"]], c.lang).lower()
                                                      for x in s.items.lines if x.get("item_id") in c.biz.products]
    what = join_list(named, c.lang) if named else say("handed_the_same", c.lang)
    key = "handed_every_one_f" if s.every_one_feminine else "handed_every_one"
    _pass_on(c, was, s.text, say(key, c.lang, what=what, n=people, biz=c.biz.name))
    return True


def age_for_the_person(c, s) -> bool:
    """«la niña tiene 12», «el niño 6 años» after a booking of a service whose group has age ranges
    was handed to a person: the age, for that person (never a question of its own)."""
    was = handed(c)
    if not was or s.age is None or s.name or s.phone or "?" in (s.raw or "") or s.has_items \
            or s.when.has_day or s.when.has_time:
        return False
    if ranged_group_held(c, was.get("booking", {})) is None:
        return False
    said = say("handed_age", c.lang, age=s.age)
    _pass_on(c, was, s.text, say("handed_contact", c.lang, said=said, biz=c.biz.name))
    return True


def _pass_on(c, was: dict, told: str, text: str) -> None:
    """What was told after the handing joins the booking's note and that request, said back."""
    b = dict(was["booking"])
    b["note"] = "; ".join(x for x in (b.get("note"), told) if x)
    c.state["booking"], c.state["intent"], c.state["done"] = b, "booking", True
    c.state["last"] = {**c.state["last"], "handed": {**was, "booking": dict(b)}}
    if not b.get("phone"):
        text += " " + say("handed_ask_phone", c.lang)
    c.note("handoff", True, "lo dicho después, para quien lleva la reserva")
    c.say(text)
    request_handoff(c, "handoff", {"topic": "booking", "text": was["text"], "booking": booking_data(c)})


def party_after_handing(c, s) -> bool:
    """«bueno, pues seremos 8», «¿y si somos 8?» after a group was handed to a person: the booking
    goes on with that party, which the chat books itself when it can (else it is handed again)."""
    was = handed(c)
    if not was or (s.party is None and s.party_delta is None) or s.has_items:
        return False
    c.state["booking"] = dict(was["booking"])
    c.state.update({"intent": "booking", "done": False, "awaiting": None})
    c.state["last"] = {k: v for k, v in c.state["last"].items() if k != "handed"}
    if c.has_pending:    # once sent, this booking retires the handed one still waiting (service.chat_store)
        c.state["replaces_handed"] = was["booking"].get("party") or True
    c.note("party", True, "otro número de personas tras pasar el grupo a una persona")
    booking.booking_step(c, s)
    return True


def ask_kb(c, question: str, leftover: bool = False) -> None:
    """Answer from the knowledge base; without an answer a person takes the question. A
    `leftover` clause of a message already answered («…, es para mi sobrino») adds only a real
    answer: never «eso no lo tengo claro» after an answer (issue 17)."""
    if c.kb_answer is None:
        if not leftover:
            handoff_question(c, question)
        return
    if _say_kb(c, question):
        return
    if leftover:
        c.kb = None    # the rest of the message was answered from the data
        c.note("kb", True, "la frase que sobra no tiene respuesta: no se añade nada")
        return
    handoff_question(c, question)


def kb_first(c, question: str) -> bool:
    """The knowledge's answer, said with its sources, when it has one. Otherwise nothing is said
    and the turn is left as if the knowledge had not been asked (its search stays in the trace):
    the caller answers from the data."""
    if c.kb_answer is None:
        return False
    if _say_kb(c, question):
        return True
    c.kb = None        # the data answers this turn: it is no knowledge turn, nor one for a person
    c.note("kb", True, "el conocimiento no tiene respuesta: contestan los datos")
    return False


def _say_kb(c, question: str) -> bool:
    """Ask the knowledge base; say its answer and return True, or return False when it has none."""
    res = _ask(c, question)
    if not _has_answer(res) and c.signals is not None and c.signals.cancel_asked \
            and clean(question) != CANCELLING:     # (the same search again)
        # «¿cobráis algo si cancelo?», «ata cando podo cancelar sen pagar?»: the text on cancelling,
        # whatever it calls the fee and in whichever language it was asked
        res = _ask(c, CANCELLING)
    if not _has_answer(res) and c.signals is not None and c.signals.late_asked and clean(question) != LATENESS:
        res = _ask(c, LATENESS)     # «si llegamos tarde, ¿qué pasa?»: the text on arriving late, however it is asked
    wish = None if _has_answer(res) else wish_asked_alone(question, c.biz)
    if wish:
        res = _ask(c, wish)     # «¿podemos <verb> en <X>?»: the X, not the verb
    if not _has_answer(res) or _of_another_thing(c, question, res.get("text") or ""):
        return False
    if not _said_this_turn(c, _in_the_chat_language(c, res)):   # «soy alérgico, ¿qué alérgenos…?»: one answer
        _say(c, res)
    return True


def _said_this_turn(c, text: str) -> bool:
    """Whether this turn already says the text (the same section found for two parts of a message)."""
    return any(reply.get("text") == text for reply in c.replies)


def _ask(c, question: str) -> dict:
    res = c.kb_answer(without_greeting(question), c.lang, c.history) or {}   # «boas, tedes terraza?»: the terrace
    c.kb = res
    for entry in res.get("trace") or []:
        c.trace.append({"step": entry.get("step", "kb"), "ok": bool(entry.get("ok")),
                        "detail": entry.get("detail", "")})
    return res


def _of_another_thing(c, question: str, answer: str) -> bool:
    """«¿la X se puede congelar?» answered by a text of things of another kind of the catalogue («la
    mayoría de las Y…»): no answer about X, so a person takes it (of a thing of X's kind, it is)."""
    asked = _things_named(c, question)
    told = _things_named(c, answer)
    if not (asked and told) or _kinds(c, asked) & _kinds(c, told):
        return False
    c.note("kb", False, "el texto habla de otra cosa del catálogo: " + ", ".join(sorted(told)[:3]))
    return True


def _things_named(c, text: str) -> set[str]:
    """The products a text names, each of a group named too («las Y»: every Y)."""
    found = find_items(clean(text), c.biz)
    return {line["item_id"] for line in found.lines} | {i for a in found.ambiguous for i in a.get("candidates") or ()}


def _kinds(c, things: set[str]) -> set[str]:
    return {str(c.biz.products[i].get("category")) for i in things if i in c.biz.products}


def _has_answer(res: dict) -> bool:
    return res.get("route") != "no_data" and bool((res.get("text") or "").strip())


def _say(c, res: dict) -> None:
    cites = [dict(x) for x in res.get("cites") or []]
    evidence = [{"step": e.get("step"), "ok": bool(e.get("ok")), "detail": e.get("detail", "")}
                for e in res.get("trace") or []]
    c.say(_in_the_chat_language(c, res), meta(cites=cites, evidence=evidence))


def _in_the_chat_language(c, res: dict) -> str:
    """The answer, said to be quoted as written when its language is not the chat's («Só o teño
    escrito en castelán: …»): with no model, a section written only in Spanish is read as it is."""
    text = res["text"].strip()
    return text if res.get("text_lang", c.lang) == c.lang else c.t("kb_quoted_as_written", text=text)
