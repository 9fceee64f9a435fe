"""Replies that need no flow: refusals (cards, IDs, injections, insults, business rules), off-topic,
greetings and «what can I do»."""
from __future__ import annotations

from bizengine.conversation.cards import chip_text, meta
from bizengine.conversation.handoff import request_handoff
from bizengine.conversation.messages import join_list, pick, say

REFUSAL_TEXTS = {"card": "refuse_card", "dni": "refuse_dni", "injection": "refuse_injection",
                 "insult": "refuse_insult", "offtopic": "offtopic"}


def refuse(c, s) -> None:
    refusal = s.refusal or ({"kind": "card"} if "card" in c.redacted else {})
    kind = refusal.get("kind") or refusal.get("id") or ""
    text = pick(refusal.get("reply"), c.lang)
    if not text:
        flags = s.flags or []
        key = REFUSAL_TEXTS.get(kind) or ("refuse_card" if "card" in flags else "refuse_injection")
        text = c.t(key, biz=c.biz.name)
    c.note("refusal", True, f"rechazo: {kind or 'regla'}")
    c.say(text)
    c.refused = True
    c.case_state = "refused"
    if refusal.get("handoff"):     # a business rule that wants a person
        request_handoff(c, "handoff", {"topic": refusal.get("id"), "text": s.text or ""})


def about_me(c) -> None:
    """«¿Eres un robot?»: an assistant, plainly, with what it does and how to reach a person."""
    c.note("about_me", True, "pregunta quién responde")
    c.say(c.t("about_me", biz=c.biz.name, phone=c.biz.phone))


def offtopic(c) -> None:
    c.note("refusal", True, "fuera de tema")
    c.say(c.t("offtopic", biz=c.biz.name))
    c.refused = True
    c.case_state = "refused"


def _booking_mode(biz) -> str:
    """How the business books: an appointment with a person ("staff") or a table ("tables")."""
    return "staff" if (biz.data.get("booking") or {}).get("mode") == "staff" else "tables"


def greeting_chips(biz, lang: str) -> list[dict]:
    """What the greeting offers, in the business's words (the widget shows them before any turn)."""
    chips = [chip_text(say("menu_chip", lang), say("menu_chip_text", lang)),
             chip_text(say("hours_chip", lang), say("hours_chip_text", lang))]
    if biz.can("order"):
        chips.append(chip_text(say("menu_order_chip", lang), say("menu_order_text", lang)))
    if biz.can("booking"):
        kind = _booking_mode(biz)
        chips.append(chip_text(say(f"book_chip_{kind}", lang), say(f"book_chip_{kind}_text", lang)))
    return chips


def greet(c) -> None:
    c.say(pick(c.biz.data.get("greeting"), c.lang), meta(chips=greeting_chips(c.biz, c.lang)))


def not_understood(c) -> None:
    """A bare "sí" / "no" with nothing in progress: say what can be done."""
    c.say(c.t("not_understood"), meta(chips=_what_can_be_done(c)))


def explain_again(c) -> None:
    """«no entiendo nada»: what the assistant can do, after an apology (the business's own
    «No te he entendido bien. …» without its first sentence: here it is the customer who is lost)."""
    c.say(c.t("explain_again", can_do=_what_i_can_do_mid_sentence(c)), meta(chips=_what_can_be_done(c)))


def info_of_what(c) -> None:
    """«quiero información» naming nothing: of what, with what the assistant can tell (not a person's
    question: there is nothing yet to pass on)."""
    c.say(c.t("info_of_what", can_do=_what_i_can_do(c)), meta(chips=_what_can_be_done(c)))


def what_i_do(c) -> None:
    """«¿qué puedes hacer?», «ayuda»: what the assistant does, offered (no person's question, no text
    of the business that happens to say «ayuda»)."""
    c.note("about_me", True, "pregunta qué hace el asistente")
    c.say(c.t("what_i_do", biz=c.biz.name, can_do=_what_i_can_do_mid_sentence(c)), meta(chips=_what_can_be_done(c)))


def _what_i_can_do(c) -> str:
    """The business's own «No te he entendido bien. <what I can do>» without its first sentence."""
    return c.t("not_understood").split(". ", 1)[-1]


def _what_i_can_do_mid_sentence(c) -> str:
    """«Puedo contarte…» as «…: puedo contarte…», after words of the assistant's own."""
    can_do = _what_i_can_do(c)
    return can_do[:1].lower() + can_do[1:]


def _what_can_be_done(c) -> list[dict]:
    lang = c.lang
    chips = [chip_text(say("menu_chip", lang), say("menu_chip_text", lang)),
             chip_text(say("hours_chip", lang), say("hours_chip_text", lang))]
    if c.biz.can("order"):
        chips.append(chip_text(say("menu_order_chip", lang), say("menu_order_text", lang)))
    return chips


def booking_unsupported(c) -> None:
    c.note("booking", False, "el negocio no gestiona reservas")
    order = [chip_text(say("menu_order_chip", c.lang), say("menu_order_text", c.lang))] if c.biz.can("order") else None
    c.say(c.t("booking_unsupported", phone=c.biz.phone), meta(chips=order))      # an order is what it can take


def order_unsupported(c, counted: list[str] | None = None, a_service: bool = False) -> None:
    """After what was named is priced: the business takes no orders, and what it does instead.
    `counted`: what the customer counted in words of their own («2 <word> de X»), quoted back as
    not written down (its price was of one X: the count is never read into the price).
    `a_service`: «¿me hacéis un X?» where people are booked, X none of the services (said before):
    no order was asked, so none is refused; an appointment for another service is offered."""
    c.note("order", False, "el negocio no toma pedidos")
    said = c.t("order_not_noted", said=join_list(counted, c.lang)) + " " if counted else ""
    if not c.biz.can("booking"):
        c.say(said + c.t("order_unsupported", phone=c.biz.phone))
        return
    kind = _booking_mode(c.biz)
    key = "service_not_offered" if a_service and kind == "staff" else f"order_unsupported_{kind}"
    c.say(said + c.t(key),
          meta(chips=[chip_text(say(f"book_chip_{kind}", c.lang), say(f"book_chip_{kind}_text", c.lang))]))
